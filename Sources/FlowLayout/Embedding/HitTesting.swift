// Queries on the results of the last arrange: which item is at a point (hit-testing), which line
// holds an item, and which lines a scrolled viewport shows. Each is a binary search: lines are
// ordered along the cross axis and a line's items along the main axis, each in the direction
// the options of that arrange gave (right to left, wrap-reverse). Zero-length items and lines
// make the direction unreadable from the results, so it is recorded.

/// The axis and directions of the last arrange.
struct ArrangedOrder {
    var horizontal = true
    /// Items of a line run toward smaller coordinates (rows right to left).
    var mainDescending = false
    /// Lines stack toward smaller coordinates (wrap-reverse, or columns right to left, not both).
    var crossDescending = false
    /// The pixel size when frames were snapped, else 0.
    var pixel: Float = 0
    /// Frames may overlap (negative margins): hit-testing scans every frame.
    var mayOverlap = false
    /// The padding the frames were offset by (where an insertion caret goes with no visible item).
    var padding = FlowEdges(top: 0, right: 0, bottom: 0, left: 0)

    init() {}

    init(_ k: LayoutConstants) { self.init(k.options) }

    init(_ o: borrowing FlowOptions) {
        horizontal = o.axis == .horizontal
        let rightToLeft = o.direction == .rightToLeft
        mainDescending = horizontal && rightToLeft
        crossDescending = (o.wrap == .wrapReverse) != (!horizontal && rightToLeft)
        pixel = o.pixelScale > 0 ? 1 / o.pixelScale : 0
        padding = o.padding
    }
}

extension FlowLayout {
    /// The first item, in index order, whose frame of the last arrange contains (x, y), edges
    /// half-open ([x, x + width) × [y, y + height)); nil when none does. O(log n) (a scan when
    /// negative margins may make frames overlap).
    public func itemAt(x: Float, y: Float) -> Int? {
        if isArranged, arrangedPath.isLanes, !x.isNaN, !y.isNaN { return laneItemAt(x: x, y: y) }
        let lines = lineBuffer.bufferPointer
        guard isArranged, !lines.isEmpty, !x.isNaN, !y.isNaN, let frames = frameBuffer.pointer else { return nil }
        if arrangedOrder.mayOverlap {
            for i in 0..<frameBuffer.count where contains(frames[i], x, y) { return i }
            return nil
        }
        let horizontal = arrangedOrder.horizontal
        let main = horizontal ? x : y, cross = horizontal ? y : x
        // The lines near the point along cross. A frame can stick out of its line by a pixel when
        // snapped (lines are snapped from their float edges, frames from exact ones), and a single
        // line may be thinner than its items (FLOW_WRAP_NONE in a small cross bound).
        let candidates: Range<Int>
        if lines.count == 1 {
            candidates = 0..<1
        } else {
            let slop = arrangedOrder.pixel + max(cross.magnitude, 1).ulp * 4
            candidates = lineRange(from: cross - slop, to: (cross + slop).nextUp)
        }
        let slop = arrangedOrder.pixel + max(main.magnitude, 1).ulp * 4
        for j in candidates {
            guard let found = item(inLine: lines[j], main: main, frames, horizontal) else { continue }
            // Float edges of neighbours may overlap by a rounding step: of the items whose edge
            // lies that close, the first in index order that contains the point wins.
            let first = Int(lines[j].firstItem), end = first + Int(lines[j].itemCount)
            var low = found, high = found
            let mainEnd = { (i: Int) -> Float in horizontal ? frames[i].x + frames[i].width : frames[i].y + frames[i].height }
            let mainStart = { (i: Int) -> Float in horizontal ? frames[i].x : frames[i].y }
            // Hidden items (zero frames) are stepped over.
            let hidden = { (i: Int) -> Bool in frames[i] == .zero }
            if arrangedOrder.mainDescending {
                while high + 1 < end, hidden(high + 1) || mainEnd(high + 1) >= main - slop { high += 1 }
                while low > first, hidden(low - 1) || mainStart(low - 1) <= main + slop { low -= 1 }
            } else {
                while low > first, hidden(low - 1) || mainEnd(low - 1) >= main - slop { low -= 1 }
                while high + 1 < end, hidden(high + 1) || mainStart(high + 1) <= main + slop { high += 1 }
            }
            for i in low...high where contains(frames[i], x, y) { return i }
        }
        return nil
    }

    /// The item of `line` that can contain main position `main`: items of a line do not overlap
    /// along main, so it is the nearest one starting at or before it.
    private func item(inLine line: FlowLine, main: Float, _ frames: UnsafePointer<FlowRect>, _ horizontal: Bool) -> Int? {
        let first = Int(line.firstItem), end = first + Int(line.itemCount)
        let ascending = !arrangedOrder.mainDescending
        var low = first, high = end - 1, found: Int?
        while low <= high {
            // Hidden items (FLOW_ITEM_HIDDEN, zero frames) have no place in the order: probe the
            // nearest item that is not hidden (a zero frame contains no point either way).
            var probe = (low + high) / 2
            if frames[probe] == .zero {
                var other = probe + 1
                while other <= high, frames[other] == .zero { other += 1 }
                if other > high {
                    other = probe - 1
                    while other >= low, frames[other] == .zero { other -= 1 }
                    if other < low { break }
                }
                probe = other
            }
            let start = horizontal ? frames[probe].x : frames[probe].y
            if start <= main {
                found = probe
                if ascending { low = probe + 1 } else { high = probe - 1 }
            } else {
                if ascending { high = probe - 1 } else { low = probe + 1 }
            }
        }
        // Zero-length items start where their neighbour does: the one found is the last of them
        // (the first when descending), the one that can contain the point.
        return found
    }

    /// The visible line of the last arrange holding item `index`; nil when the item is hidden.
    /// Throws `.invalidArgument` for an index out of range. O(log lines).
    public func lineOfItem(_ index: Int) throws(FlowError) -> Int? {
        guard index >= 0, index < frameBuffer.count else {
            throw FlowError(.invalidArgument, "item index is out of range", item: index)
        }
        guard index < visibleCount, !lineBuffer.isEmpty, !arrangedHiddenItem(index) else { return nil }
        return lineBuffer.lineIndex(holding: index)
    }

    /// The visible lines of the last arrange whose cross extent [offset, offset + size) meets
    /// [from, to): a contiguous range of line indices (empty when none meets), from the first
    /// line that meets to the last (lines of zero extent between them included). O(log lines).
    public func linesInRange(from: Float, to: Float) throws(FlowError) -> Range<Int> {
        guard !from.isNaN, !to.isNaN, from <= to else {
            throw FlowError(.invalidArgument, "the range must be from <= to, neither NaN")
        }
        return lineRange(from: from, to: to)
    }

    /// The lines meeting [from, to), as `linesInRange` describes them.
    private func lineRange(from: Float, to: Float) -> Range<Int> {
        let lines = lineBuffer.bufferPointer
        guard from < to, !lines.isEmpty else { return 0..<0 }
        let n = lines.count
        let ascending = !arrangedOrder.crossDescending
        // Seen in ascending cross order, line r is lines[ascending ? r : n - 1 - r].
        let at = { (r: Int) -> FlowLine in lines[ascending ? r : n - 1 - r] }
        // First (ascending) line ending after `from`, and last one starting before `to`.
        var low = 0, high = n
        while low < high {
            let middle = (low + high) / 2
            let line = at(middle)
            if line.crossOffset + line.crossSize > from { high = middle } else { low = middle + 1 }
        }
        var first = low
        low = first
        high = n
        while low < high {
            let middle = (low + high) / 2
            if at(middle).crossOffset < to { low = middle + 1 } else { high = middle }
        }
        var last = low - 1
        // A line's float end (offset + size) may pass its neighbour's offset by a rounding step,
        // so the ends are monotone only to within that: look just outside too.
        let slop = arrangedOrder.pixel + max(from.magnitude, to.magnitude, 1).ulp * 4
        while first > 0, at(first - 1).crossOffset + at(first - 1).crossSize > from - slop { first -= 1 }
        while last + 1 < n, at(last + 1).crossOffset < to + slop { last += 1 }
        // Lines at either end that do not meet the range (zero extent, or only near it) are left out.
        while first <= last, !meets(at(first), from, to) { first += 1 }
        while last >= first, !meets(at(last), from, to) { last -= 1 }
        guard first <= last else { return 0..<0 }
        return ascending ? first..<(last + 1) : (n - 1 - last)..<(n - first)
    }

    private func meets(_ line: FlowLine, _ from: Float, _ to: Float) -> Bool {
        line.crossSize > 0 && line.crossOffset < to && from < line.crossOffset + line.crossSize
    }

    private func contains(_ r: FlowRect, _ x: Float, _ y: Float) -> Bool {
        r.x <= x && x < r.x + r.width && r.y <= y && y < r.y + r.height
    }

    /// Whether item `index` was laid out by the last arrange as FLOW_ITEM_HIDDEN (taken out of the
    /// flow): its flag then, and the zero frame it got.
    func arrangedHiddenItem(_ index: Int) -> Bool {
        guard index < flags.count, flags[index] & FlowItemFlags.hidden.rawValue != 0 else { return false }
        return frameBuffer[index] == .zero
    }
}
