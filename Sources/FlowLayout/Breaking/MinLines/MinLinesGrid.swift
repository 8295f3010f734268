// Min lines: the work before any breaking — the entry point that puts the items on W*'s grid
// and finds W* and the longest lines there (for every layout), and a cheaper way for plain rows
// (one gap, no forced breaks, no item limit), the usual case.
//
// Only W* matters once min lines applies, so the longest line from each item at M (`findReach`)
// is never needed then: whether it applies (greedy makes fewer than K lines at M) is counted in
// the pass that places the items on the grid, and the longest lines are found once, at W*. The
// count is greedy's own test on greedy's own sums (the same additions in the same order as
// `findReach`), a line break where the next item no longer fits, kept without a branch. When min
// lines does not apply after all, the pass stops where greedy reaches K lines (after a few items
// when K is small) and the caller runs `findReach` as before.

extension BalancedLineBreaker {
    /// Min lines: exactly `lines` lines (fewer than the items: `prepare` answers as many lines as
    /// items itself), balanced against W*. Needs the grid for `unit` (M's) from `findReach` or
    /// `placeOnGridCountingGreedyLines`.
    mutating func breakIntoExactly(
        _ lines: Int, _ input: LineBreakInput, limit: Double, total: Double, unit: Double?, greedyLines: Int? = nil
    ) {
        // The grid for W* <= min(M, total), unless the one for M already is it.
        let exactUnit = Self.gridUnit(for: min(limit, total))
        if exactUnit != unit { placeOnGrid(input, unit: exactUnit) }
        let plain = isPlainRowsForMinLines(input, unit: unit)
        if plain { findOneSegment() } else { findSegments(input) }
        if breakEquallyIntoExactly(lines) { return }   // (EqualLengths.swift)
        let greedy = greedyLines.flatMap { $0 > 0 && limit.isFinite ? (width: limit / exactUnit, lines: $0) : nil }
        let width = narrowestWidth(breakingInto: lines, greedy: greedy, plain: plain)
        if plain { findReachOfPlainRowsOnGrid(width: width) } else { findReachOnGrid(width: width) }
        breakIntoExactly(lines, width: width)
    }

    /// Whether min lines may take the plain-rows way: a grid (finite M), one gap, no forced
    /// breaks, no item limit.
    func isPlainRowsForMinLines(_ input: LineBreakInput, unit: Double?) -> Bool {
        unit != nil && input.flags == nil && input.pairGaps == nil && perLine >= count
    }

    /// Fills `prefixEnd` and `prefixStart` on the grid of `unit` points, as `findReach` does, and
    /// counts greedy's lines at `limit` (with `LineBreakInput.fits`' test). Returns the count and
    /// the length of all items and gaps, or nil as soon as greedy has `wanted` lines (min lines
    /// does not apply: with a small K, after a few items).
    mutating func placeOnGridCountingGreedyLines(_ input: LineBreakInput, limit: Double, unit: Double, wanted: Int)
        -> (lines: Int, total: Double)?
    {
        let n = count
        prefixEnd.setCount(n + 1)
        prefixStart.setCount(n + 1)
        guard let ends = prefixEnd.pointer, let starts = prefixStart.pointer else { return nil }
        let sizes = input.sizes + input.mainOffset   // item i's length at sizes[2i]
        let gap = input.constantGap, scale = 1 / unit
        let fitLimit = LineBreakInput.tolerantLimit(limit)
        var length = -gap                    // A(j + 1) after item j; B(0) = -gap + gap = +0
        var lineStart = -Double.infinity     // B of the first item of greedy's current line
        var lines = 0
        ends[0] = 0
        for j in 0..<n {
            let startOffset = length + gap   // B(j)
            length = startOffset + Double(sizes[2 &* j])
            let startUnits = startOffset * scale, endUnits = length * scale
            let grid = Self.onGrid(startUnits, endUnits, branchFree: endUnits < 0x1p52 - 1)
            starts[j] = grid[0]
            ends[j &+ 1] = grid[1]
            // Item j starts a line when the line so far cannot take it (item 0: no line so far).
            let breaks = !(length - lineStart <= fitLimit)
            lineStart = breaks ? startOffset : lineStart
            lines &+= breaks ? 1 : 0
            if lines >= wanted { return nil }
        }
        starts[n] = ends[n]
        return (lines, length)
    }

    /// `findSegments` for plain rows: one segment.
    mutating func findOneSegment() {
        segmentEnd.setCount(count)
        segmentEnd.pointer?.update(repeating: Int32(truncatingIfNeeded: count), count: count)
    }

    /// `findReachOnGrid` for plain rows: the same reaches and the same pricing of an item longer
    /// than the line, without a segment or an item limit to look up per item.
    mutating func findReachOfPlainRowsOnGrid(width: Int64) {
        let n = count
        reach.setCount(n)
        guard let reach = reach.pointer, let ends = prefixEnd.pointer, let starts = prefixStart.pointer
        else { return }
        var end = 0
        for i in 0..<n {
            end = max(end, i &+ 1)
            let bound = starts[i] &+ width
            while end < n, ends[end &+ 1] <= bound { end &+= 1 }
            reach[i] = Int32(truncatingIfNeeded: end)
            if end == i &+ 1, ends[i &+ 1] > bound { starts[i] = ends[i &+ 1] &- width }
        }
    }
}
