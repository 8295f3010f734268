// Step 2, pretty (paragraph quality, CSS `text-wrap: pretty` in spirit): even lines, except that
// the last line only has to be a third full.
//
// The rules:
//  - Over every way to break the items into lines that fit (an item longer than the line may sit
//    alone, at no cost), minimise the sum over every line but the last of (M − L)², plus
//    max(0, M/3 − L)² for the last line: a last line at least a third full costs nothing.
//    Balanced breaking counts the last line's emptiness too, so it makes every other line ragged
//    to fill the last one; this does not.
//  - Forced breaks split the items into segments broken separately; the last line of each
//    segment is priced as a last line. Ties go to the latest break, as for balance.
//  - Any number of lines (min lines does not apply). Unbounded M: greedy's lines.
//
// The machinery is balanced breaking's (BalancedLineGrid, BalancedPathSearch): the same 1/64 grid,
// fit test and shortest-path search, with the last line priced apart. To keep the M/3 comparison
// exact in integers, every length is multiplied by 3 after rounding to the grid: the other lines
// cost (3W − 3L)² = 9 (W − L)², the last max(0, W − 3L)² = 9 max(0, W/3 − L)², the same order.

struct PrettyLineBreaker: LineBreaker {
    /// Grid, reach, segments and path search, shared with balanced breaking.
    var search = BalancedLineBreaker()

    init() {}

    mutating func prepare(_ input: LineBreakInput) {
        let count = max(0, input.count)
        search.count = count
        search.equalLengthLines = 0
        guard count > 0 else { return }
        search.perLine = max(1, min(input.maxItemsPerLine, count))
        search.lineEnds.setCount(count)
        let limit = input.limit.isNaN ? Double.infinity : input.limit
        guard limit.isFinite else {
            _ = search.findReach(input, limit: limit, unit: nil)
            search.keepGreedyLines()
            return
        }
        var unit = BalancedLineBreaker.gridUnit(for: limit)
        // Thirds made whole: every length times 3, as the grid values are written.
        let total = search.findReach(input, limit: limit, unit: unit, lengthFactor: 3)
        // Tripled, the prefix lengths must stay as small as balance's can be (the search compares
        // them, not only their differences): a coarser power-of-two grid for immense totals.
        let totalUnits = BalancedLineBreaker.onGrid(total / unit)
        if totalUnits > Self.largestPrefix / 3 {
            let total = Double(totalUnits) * unit
            while total / unit > Double(Self.largestPrefix / 3) { unit *= 2 }
            search.placeOnGrid(input, unit: unit)
            for i in 0...count {
                search.prefixEnd[i] = search.prefixEnd[i] &* 3
                search.prefixStart[i] = search.prefixStart[i] &* 3
            }
        }
        if input.flags == nil {
            // One segment: the search reads no more of `segmentEnd` than where the first ends.
            search.segmentEnd.setCount(1)
            search.segmentEnd[0] = Int32(truncatingIfNeeded: count)
        } else {
            search.findSegments(input)
        }
        let width = BalancedLineBreaker.onGrid(limit / unit)
        let tripled = width &* 3
        if search.breakPrettyEqually(width: tripled, lastLineThreshold: width) { return }   // items of one length
        search.priceItemsLongerThanTheLine(input, limit: limit, width: tripled)
        search.searchPaths(width: tripled, penalty: 0, ties: .none, lastLine: .shortOf(threshold: width))
        search.followPreviousInPairs()
    }

    /// The longest prefix balance's grid gives (2^26 items of at most 1e9 points, in 1/64 units).
    static let largestPrefix: Int64 = 1 << 57

    mutating func lineEnd(startingAt start: Int, _ input: LineBreakInput) -> Int {
        search.lineEnd(startingAt: start, input)
    }

    /// Reserves every buffer `prepare` may use for `count` items (see BalancedLineBreaker).
    mutating func reserve(_ count: Int, _ allocator: FlowAllocator) throws(FlowError) {
        try search.reserve(count, minLines: false, allocator)
    }

    mutating func free(_ allocator: FlowAllocator) { search.free(allocator) }
}
