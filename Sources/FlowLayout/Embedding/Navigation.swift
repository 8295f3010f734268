// Navigation and drag on the results of the last arrange (SPEC 16): the neighbour of an item in a
// screen direction (arrow keys, gamepads, focus) and the index and caret where a dragged item
// would be inserted. Both read only the frames and lines that arrange committed and the order it
// recorded (`ArrangedOrder`): a line's items run in index order toward larger coordinates, or
// toward smaller ones when `mainDescending` (right to left, reverse); lines are listed in cross
// order, toward smaller coordinates when `crossDescending` (wrap-reverse, columns right to left).
// Nothing is laid out again.

/// A direction to move in from an item. LEFT/RIGHT/UP/DOWN are physical (on screen); NEXT and
/// PREVIOUS follow item order. Raw values are the C ABI's FLOW_NAV_* values.
public enum FlowNavigation: Int32, Sendable {
    case left = 0
    case right = 1
    case up = 2
    case down = 3
    case next = 4
    case previous = 5
}

extension FlowLayout {
    /// The visible item next to item `index` in `direction` in the last arrange; nil when there is
    /// none (at a line's end, past the last line, or when item `index` itself is not visible).
    ///
    /// Visible: not FLOW_ITEM_HIDDEN and below `visibleCount` (a zero-size item is visible; the
    /// overflow indicator is not an item). Along the main axis (left/right for rows, up/down for
    /// columns): the next visible item of the same line in that screen direction. Across lines:
    /// on the nearest line in that screen direction that holds a visible item, the visible item
    /// whose main-axis centre (start + length / 2, in Double) is nearest to this item's; a tie
    /// goes to the lower index. Next/previous: the next/previous visible item in index order.
    /// Throws `.invalidArgument` for an index outside the last arrange's items.
    public func neighbor(of index: Int, _ direction: FlowNavigation) throws(FlowError) -> Int? {
        guard index >= 0, index < frameBuffer.count else {
            throw FlowError(.invalidArgument, "item index is out of range", item: index)
        }
        if arrangedPath.isLanes { return laneNeighbor(of: index, direction) }
        guard isVisibleItem(index), !lineBuffer.isEmpty else { return nil }
        switch direction {
        case .next:
            for j in (index + 1)..<max(index + 1, visibleCount) where isVisibleItem(j) { return j }
            return nil
        case .previous:
            for j in (0..<index).reversed() where isVisibleItem(j) { return j }
            return nil
        case .left, .right, .up, .down:
            let order = arrangedOrder
            let alongMain = (direction == .left || direction == .right) == order.horizontal
            // Toward larger coordinates on screen: right or down.
            let towardLarger = direction == .right || direction == .down
            let line = lineBuffer.lineIndex(holding: index)
            if alongMain {
                // Index order runs toward larger coordinates unless the line runs descending.
                let step = towardLarger != order.mainDescending ? 1 : -1
                let range = visibleRange(ofLine: line)
                var j = index + step
                while range.contains(j) {
                    if isVisibleItem(j) { return j }
                    j += step
                }
                return nil
            }
            let step = towardLarger != order.crossDescending ? 1 : -1
            var target = line + step
            while target >= 0, target < lineBuffer.count {
                if let found = nearestByCentre(inLine: target, to: mainCentre(index)) { return found }
                target += step
            }
            return nil
        }
    }

    /// Where an item dropped at (x, y) would be inserted: an index in 0...n (n the items of the
    /// last arrange, `frames.count`), in item order, and a zero-length caret on the boundary
    /// between two visible items spanning its line's cross extent (zero width for rows, zero
    /// height for columns).
    ///
    /// The line is the one nearest to the point along cross (distance 0 inside it, else to its
    /// nearer edge; ties to the earlier line; lines without a visible item are passed over). In
    /// it, the point goes before the first visible item, in index order, whose main-axis centre
    /// it lies before in the direction the line runs (right to left and reverse included); a point
    /// exactly on a centre goes after that item; past every centre, after the line's last visible
    /// item; a point beyond every line goes to the line reaching furthest toward it. The caret is
    /// centred in the gap between the two items' frames (unsnapped), or on the item's edge at a
    /// line end. No visible item: index n and a zero rect at the content box's start corner (where the first item would start: right in RTL rows, bottom for
    /// wrap-reverse rows). Throws `.invalidArgument` when x or y is NaN.
    public func insertionPoint(x: Float, y: Float) throws(FlowError) -> (index: Int, caret: FlowRect) {
        guard !x.isNaN, !y.isNaN else { throw FlowError(.invalidArgument, "x and y must not be NaN") }
        if isArranged, arrangedPath.isLanes { return laneInsertionPoint(x: x, y: y) }
        let order = arrangedOrder
        let main = Double(order.horizontal ? x : y), cross = Double(order.horizontal ? y : x)
        guard let line = nearestLine(cross: cross) else { return (frameBuffer.count, emptyCaret()) }
        let range = visibleRange(ofLine: line)
        // Before the first item whose centre lies after the point in the line's direction.
        var before: Int?, after: Int?
        for i in range where isVisibleItem(i) {
            let centre = mainCentre(i)
            if order.mainDescending ? main > centre : main < centre {
                before = i
                break
            }
            after = i
        }
        let index = before ?? after.map { $0 + 1 } ?? range.lowerBound
        // The caret along main: the midpoint of the gap, or the one item's edge.
        let position: Double
        switch (after, before) {
        case let (a?, b?):
            position = order.mainDescending ? (mainStart(a) + mainEnd(b)) / 2 : (mainEnd(a) + mainStart(b)) / 2
        case let (a?, nil):
            position = order.mainDescending ? mainStart(a) : mainEnd(a)
        case let (nil, b?):
            position = order.mainDescending ? mainEnd(b) : mainStart(b)
        case (nil, nil):
            position = 0 // unreachable: the line holds a visible item
        }
        let l = lineBuffer[line]
        let caret = order.horizontal
            ? FlowRect(x: Float(position), y: l.crossOffset, width: 0, height: l.crossSize)
            : FlowRect(x: l.crossOffset, y: Float(position), width: l.crossSize, height: 0)
        return (index, caret)
    }

    /// Whether item `index` was visible in the last arrange: below the visible count and not
    /// FLOW_ITEM_HIDDEN (a zero-size item is visible).
    private func isVisibleItem(_ index: Int) -> Bool {
        index >= 0 && index < visibleCount && index < frameBuffer.count && !arrangedHiddenItem(index)
    }

    /// The items a line lists that may be visible (the last line may list items past the visible count).
    private func visibleRange(ofLine j: Int) -> Range<Int> {
        let first = Int(lineBuffer[j].firstItem)
        let end = min(first + Int(lineBuffer[j].itemCount), visibleCount, frameBuffer.count)
        return first..<max(first, end)
    }

    private func mainStart(_ i: Int) -> Double {
        Double(arrangedOrder.horizontal ? frameBuffer[i].x : frameBuffer[i].y)
    }

    private func mainEnd(_ i: Int) -> Double {
        let f = frameBuffer[i]
        return arrangedOrder.horizontal ? Double(f.x) + Double(f.width) : Double(f.y) + Double(f.height)
    }

    /// The centre of item `i`'s frame along main, start + length / 2 in Double.
    private func mainCentre(_ i: Int) -> Double {
        let f = frameBuffer[i]
        return arrangedOrder.horizontal ? Double(f.x) + Double(f.width) / 2 : Double(f.y) + Double(f.height) / 2
    }

    /// The visible item of line `j` whose main-axis centre is nearest to `centre`, the lower index
    /// on a tie; nil when the line has no visible item (a line of only the overflow indicator).
    private func nearestByCentre(inLine j: Int, to centre: Double) -> Int? {
        var best: Int?, bestDistance = Double.infinity
        for i in visibleRange(ofLine: j) where isVisibleItem(i) {
            let distance = (mainCentre(i) - centre).magnitude
            // Strictly nearer: in index order, the lower index keeps a tie.
            if best == nil || distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        return best
    }

    /// The line nearest to cross position `cross` that holds a visible item: distance 0 inside
    /// [offset, offset + size], else to the nearer edge; the earlier line on a tie.
    private func nearestLine(cross point: Double) -> Int? {
        // A point beyond every line is moved to the outermost edge on its side: distances to the
        // lines all shrink by the same amount, so the nearest stays the nearest, and they stay
        // exact (far away, or infinitely, a Double difference would round them into ties).
        var low = Double.infinity, high = -Double.infinity
        for j in 0..<lineBuffer.count {
            low = min(low, Double(lineBuffer[j].crossOffset))
            high = max(high, Double(lineBuffer[j].crossOffset) + Double(lineBuffer[j].crossSize))
        }
        let cross = min(max(point, low), high)
        var best: Int?, bestDistance = Double.infinity
        for j in 0..<lineBuffer.count {
            let l = lineBuffer[j]
            let start = Double(l.crossOffset), end = Double(l.crossOffset) + Double(l.crossSize)
            let distance = cross < start ? start - cross : (cross > end ? cross - end : 0)
            guard best == nil || distance < bestDistance else { continue }
            guard visibleRange(ofLine: j).contains(where: { isVisibleItem($0) }) else { continue }
            best = j
            bestDistance = distance
        }
        return best
    }

    /// The caret with no visible item: a zero rect at the content box's start corner, on the side
    /// each axis starts from in the last arrange.
    private func emptyCaret() -> FlowRect {
        let o = arrangedOrder, p = o.padding
        let right = o.horizontal ? o.mainDescending : o.crossDescending
        let bottom = o.horizontal ? o.crossDescending : o.mainDescending
        return FlowRect(x: right ? size.width - p.right : p.left,
                        y: bottom ? size.height - p.bottom : p.top, width: 0, height: 0)
    }
}
