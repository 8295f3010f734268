// Step 6: the lines along the cross axis. Positions are logical: measured from the container's
// cross-start, which is its far side under wrap-reverse; Placement turns them physical.

extension FlowLayout {
    /// Gap between line j and j+1. Automatic with preferences: the larger of the two facing
    /// preferences, facing physically (under wrap-reverse line j+1 lies before line j).
    static func lineGap(after a: LineRecord, before b: LineRecord, _ k: LayoutConstants, automatic: Bool) -> Double {
        guard automatic else { return Double(k.options.lineSpacing) }
        return k.reversed
            ? max(a.leadingSpacing, b.trailingSpacing)
            : max(a.trailingSpacing, b.leadingSpacing)
    }

    /// Content cross size C = ΣL + gaps, with each line's `gapAfter` filled in.
    static func contentCross(_ lines: UnsafeMutableBufferPointer<LineRecord>, _ k: LayoutConstants,
                             automaticGaps: Bool, defaultGap: Double) -> Double {
        var total = 0.0
        for j in lines.indices {
            total += lines[j].naturalCross
            if j + 1 < lines.count {
                let gap = automaticGaps
                    ? lineGap(after: lines[j], before: lines[j + 1], k, automatic: true)
                    : defaultGap
                lines[j].gapAfter = gap
                total += gap
            } else {
                lines[j].gapAfter = 0
            }
        }
        return total
    }

    /// Distributes the free cross space among the lines (align-content), with CSS's fallbacks.
    static func alignContent(_ lines: UnsafeMutableBufferPointer<LineRecord>, _ k: LayoutConstants,
                             contentCross: Double) {
        guard !lines.isEmpty else { return }
        guard k.wraps else {
            // A single-line container: the line spans the container's cross size when it has one.
            lines[0].crossStart = 0
            lines[0].crossExtent = k.crossLimit.isFinite ? k.crossLimit : lines[0].naturalCross
            return
        }
        let free = k.crossLimit.isFinite ? k.crossLimit - contentCross : 0
        let n = Double(lines.count)
        var start = 0.0, extraGap = 0.0, extraLine = 0.0
        // space-around / space-evenly overflow toward the physical start (top; left, or right in
        // RTL, for columns) even under wrap-reverse, as browsers do: in logical terms that is
        // the far end of the overflow when reversed.
        let physicalStart = k.reversed ? free : 0
        switch k.options.alignContent {
        case .start: break
        case .center: start = free / 2
        case .end: start = free
        case .spaceBetween:
            if lines.count > 1, free > 0 { extraGap = free / (n - 1) }
        case .spaceAround:
            if free < 0 { start = physicalStart } else { start = free / (2 * n); extraGap = free / n }
        case .spaceEvenly:
            if free < 0 { start = physicalStart } else { start = free / (n + 1); extraGap = free / (n + 1) }
        case .stretch:
            if free > 0 { extraLine = free / n }
        }
        var position = start
        for j in lines.indices {
            lines[j].crossStart = position
            lines[j].crossExtent = lines[j].naturalCross + extraLine
            position += lines[j].crossExtent + lines[j].gapAfter + extraGap
        }
    }
}
