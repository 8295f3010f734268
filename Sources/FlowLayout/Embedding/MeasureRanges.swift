// Measuring a run of items in one call. A callback asked item by item pays a call (and, from C,
// Python or JavaScript, a crossing into the caller's language) for every item; text shapers and
// image tables answer many items at once more cheaply. The range callback is asked every ideal
// size the cache lacks, a run of consecutive items per call, its answers written straight into
// the cache, and lanes' questions in runs where every lane is as long (LaneMeasureRuns.swift);
// every other question (an item asked again with the line's length, a lane's width in lanes of
// unequal lengths) is a run of one item. Proposals, caching and errors are the per-item callback's.

/// Which items' ideal sizes the measure cache holds.
enum IdealsCached {
    case complete, partial, empty
}

extension FlowLayout {
    /// Asked for the sizes of the items in `items`, all for one proposal (NaN = unspecified):
    /// writes the size of item `items.lowerBound + k` to `answers[k]`. An answer left unwritten
    /// stays NaN, which fails the arrange as an invalid answer does.
    public typealias MeasureRange = (_ items: Range<Int>, _ proposal: FlowSize, _ answers: inout MutableSpan<FlowSize>) -> Void

    /// The same with an explicit context pointer, for the C library: the run is `count` items from
    /// `first`, answered into `answers` (valid during the call only).
    @_spi(FlowLayoutABI)
    public typealias MeasureRangeFunction = (
        _ context: UnsafeMutableRawPointer?, _ first: Int, _ count: Int, _ proposal: FlowSize,
        _ answers: UnsafeMutablePointer<FlowSize>
    ) -> Void

    /// Makes `count` items whose sizes come from `measure`, asked for runs of items (see
    /// `MeasureRange`). As `setMeasure(count:_:)` otherwise: answers are cached per item until the
    /// items are set again or `invalidateItem` is called.
    public mutating func setMeasure(count: Int, ranges measure: @escaping MeasureRange) throws(FlowError) {
        try setMeasure(count: count, context: nil, item: { _, item, proposal in
            var answer = FlowSize(width: .nan, height: .nan)
            withUnsafeMutablePointer(to: &answer) { (pointer) in
                var answers = MutableSpan(_unsafeStart: pointer, count: 1)
                measure(item..<(item &+ 1), proposal, &answers)
            }
            return answer
        }, ranges: { _, first, count, proposal, pointer in
            var answers = MutableSpan(_unsafeStart: pointer, count: count)
            measure(first..<(first &+ count), proposal, &answers)
        })
    }

    /// The range callback for the C library: `ranges` answers runs of items, `item` one item
    /// (the same callback seen through a run of one, so that a closure that captures nothing can
    /// serve each question without an allocation).
    @_spi(FlowLayoutABI)
    public mutating func setMeasure(
        count: Int, context: UnsafeMutableRawPointer?, item: @escaping MeasureFunction,
        ranges: @escaping MeasureRangeFunction
    ) throws(FlowError) {
        try setMeasure(count: count, context: context, item)
        measureRange = ranges
    }
}
