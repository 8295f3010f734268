// Queries on a lanes arrange (hit-testing, navigation, drag): lanes have no lines, so these read
// the frames and each item's lane slot that the arrange committed.

extension FlowLayout {
    /// Whether the last arrange placed item i (visible, not hidden) in lanes mode.
    @inline(__always)
    private func isPlacedInLane(_ i: Int) -> Bool {
        i >= 0 && i < laneState.slots.count && laneState.slots[i].lane != .max
    }

    /// Whether item i's area covers lane t.
    @inline(__always)
    private func covers(_ i: Int, lane t: Int) -> Bool {
        let slot = laneState.slots[i]
        return slot.lane != .max && Int(slot.lane) <= t && t < Int(slot.lane) + Int(slot.span)
    }

    /// `itemAt` in lanes mode: the first item, in index order, whose frame contains (x, y).
    func laneItemAt(x: Float, y: Float) -> Int? {
        guard let frames = frameBuffer.pointer else { return nil }
        for i in 0..<frameBuffer.count where isPlacedInLane(i) {
            let r = frames[i]
            if r.x <= x, x < r.x + r.width, r.y <= y, y < r.y + r.height { return i }
        }
        return nil
    }

    /// Whether the items of a lane run toward smaller coordinates along it (row lanes from the right).
    private var laneItemsDescend: Bool { options.axis == .vertical && options.direction == .rightToLeft }

    /// The item's frame along the lanes: start and length (y and height for column lanes).
    private func along(_ i: Int) -> (start: Double, length: Double) {
        let f = frameBuffer[i]
        return options.axis == .horizontal ? (Double(f.y), Double(f.height)) : (Double(f.x), Double(f.width))
    }

    /// `neighbor` in lanes mode (see FlowLayout.neighbor): along the lanes (up/down for column
    /// lanes, left/right for row lanes), the next visible item in that screen direction whose area
    /// covers the item's first lane; across them, on the nearest lane in that screen direction
    /// beside the item's area that holds a visible item, the visible item covering it whose centre
    /// along the lanes is nearest to this item's, the lower index on a tie.
    func laneNeighbor(of index: Int, _ direction: FlowNavigation) -> Int? {
        guard isPlacedInLane(index) else { return nil }
        let count = laneState.slots.count
        switch direction {
        case .next:
            for j in (index + 1)..<max(index + 1, count) where isPlacedInLane(j) { return j }
            return nil
        case .previous:
            for j in (0..<index).reversed() where isPlacedInLane(j) { return j }
            return nil
        case .left, .right, .up, .down:
            let columns = options.axis == .horizontal
            let towardLarger = direction == .right || direction == .down
            let alongLanes = (direction == .up || direction == .down) == columns
            let slot = laneState.slots[index]
            if alongLanes {
                // Items of a lane stack in index order, toward larger coordinates unless descending.
                let forward = towardLarger != laneItemsDescend
                let lane = Int(slot.lane)
                if forward {
                    for j in (index + 1)..<max(index + 1, count) where covers(j, lane: lane) { return j }
                } else {
                    for j in (0..<index).reversed() where covers(j, lane: lane) { return j }
                }
                return nil
            }
            // Lanes run toward larger coordinates, but column lanes from the right in RTL.
            let step = towardLarger != (columns && options.direction == .rightToLeft) ? 1 : -1
            var target = step > 0 ? Int(slot.lane) + Int(slot.span) : Int(slot.lane) - 1
            let a = along(index)
            let centre = a.start + a.length / 2
            while target >= 0, target < laneState.results.count {
                var best: Int?, bestDistance = Double.infinity
                for j in 0..<count where covers(j, lane: target) {
                    let b = along(j)
                    let distance = (b.start + b.length / 2 - centre).magnitude
                    if best == nil || distance < bestDistance {
                        best = j
                        bestDistance = distance
                    }
                }
                if let best { return best }
                target += step
            }
            return nil
        }
    }

    /// `insertionPoint` in lanes mode: the visible item whose frame is nearest to (x, y)
    /// (distance 0 inside it; the lower index on a tie); the point goes before it when it lies
    /// before the frame's centre along the lanes in the direction its lane runs, else after it.
    /// The caret is the frame's edge on that side: zero length along the lanes, the frame's
    /// length across. No visible item: index n and a zero rect at the content box's start corner.
    func laneInsertionPoint(x: Float, y: Float) -> (index: Int, caret: FlowRect) {
        let px = Double(x), py = Double(y)
        var best: Int?, bestDistance = Double.infinity
        for i in 0..<laneState.slots.count where isPlacedInLane(i) {
            let f = frameBuffer[i]
            let x0 = Double(f.x), x1 = Double(f.x) + Double(f.width)
            let y0 = Double(f.y), y1 = Double(f.y) + Double(f.height)
            let dx = px < x0 ? x0 - px : (px > x1 ? px - x1 : 0)
            let dy = py < y0 ? y0 - py : (py > y1 ? py - y1 : 0)
            let distance = dx * dx + dy * dy
            if best == nil || distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        let p = options.padding
        let fromRight = options.direction == .rightToLeft
        guard let i = best else {
            return (frameBuffer.count,
                    FlowRect(x: fromRight ? size.width - p.right : p.left, y: p.top, width: 0, height: 0))
        }
        let f = frameBuffer[i]
        if options.axis == .horizontal {
            let before = py < Double(f.y) + Double(f.height) / 2
            return (before ? i : i + 1,
                    FlowRect(x: f.x, y: before ? f.y : f.y + f.height, width: f.width, height: 0))
        }
        let centre = Double(f.x) + Double(f.width) / 2
        let before = laneItemsDescend ? px > centre : px < centre
        // The edge on that side: the leading edge is the right one when items stack from the right.
        let leftEdge = before != laneItemsDescend
        return (before ? i : i + 1,
                FlowRect(x: leftEdge ? f.x : f.x + f.width, y: f.y, width: 0, height: f.height))
    }
}
