// Balanced and pretty breaking on the one-pass path: plain rows (as StartRows.swift takes them)
// with a bounded width break their lines with the balanced or pretty breaker, then place them in
// one pass instead of the general pipeline's two (measure every line, then place it). Same
// arithmetic, so the same results to the bit (a test compares them with the general pipeline's).

extension FlowLayout {
    /// Arranges the plan's optimal rows (plain rows, balanced or pretty, in a bounded width); `items` are the resolved sizes.
    mutating func arrangeOptimalRows(_ items: UnsafePointer<FlowSize>, width: Float, height: Float) {
        let input = LineBreakInput(
            count: itemCount, sizes: UnsafeRawPointer(items).assumingMemoryBound(to: Float.self), mainOffset: 0,
            pairGaps: nil, constantGap: Double(options.itemSpacing), flags: nil, limit: Double(width),
            maxItemsPerLine: Int.max, minLines: options.minLines)
        let lineEnds: UnsafeMutablePointer<Int32>?
        if options.lineBreaking == .pretty {
            prettyBreaker.prepare(input)
            lineEnds = prettyBreaker.search.lineEnds.pointer
        } else {
            balancedBreaker.prepare(input)
            lineEnds = balancedBreaker.lineEnds.pointer
        }
        guard let lineEnds else { return }
        var rule = GivenRows(lineEnds: lineEnds)
        arrangeRows(items, width: width, height: height, resumingAt: 0, recordsResume: false, &rule)
    }
}

/// Breaks where a line breaker already decided: `lineEnds[i]` is the end of the line that starts
/// at item i.
struct GivenRows: RowBreaks {
    let lineEnds: UnsafePointer<Int32>
    var end = 0
    init(lineEnds: UnsafeMutablePointer<Int32>) { self.lineEnds = UnsafePointer(lineEnds) }
    @inline(__always) mutating func startLine(at first: Int) { end = Int(lineEnds[first]) }
    @inline(__always) func breaks(before i: Int, lineLength: Double) -> Bool { i >= end }
}
