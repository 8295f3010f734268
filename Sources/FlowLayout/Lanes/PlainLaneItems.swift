// The placement loop of lanes mode for the common gallery: given sizes, no per-item flags, every
// item in one lane, no pixel snapping. The same results as `placeLanes` (the C tests compare both
// with a reference written from the rules), with less to decide per item: a stretched item's
// edges across are its lane's, read from the lane records `writeLaneEdges` wrote, and the loop is
// compiled once per lane axis and search.

/// Column or row lanes, for the compiler to specialise the loop on.
protocol LaneAxis {
    /// The item's size along its lane.
    static func along(_ size: FlowSize) -> Float
    /// A frame from its lane's record (across) and its edges along.
    static func frame(_ lane: FlowLane, along: Float, length: Float) -> FlowRect
}

enum ColumnLanes: LaneAxis {
    @inline(__always) static func along(_ size: FlowSize) -> Float { size.height }
    @inline(__always) static func frame(_ lane: FlowLane, along: Float, length: Float) -> FlowRect {
        FlowRect(x: lane.offset, y: along, width: lane.length, height: length)
    }
}

enum RowLanes: LaneAxis {
    @inline(__always) static func along(_ size: FlowSize) -> Float { size.width }
    @inline(__always) static func frame(_ lane: FlowLane, along: Float, length: Float) -> FlowRect {
        FlowRect(x: along, y: lane.offset, width: length, height: lane.length)
    }
}

extension FlowLayout {
    /// Places items `from` on (the placer and the lane counts hold the state before item `from`),
    /// writing frames, slots, lane counts and checkpoints; `alongBox` is the content box along
    /// (row lanes from the right are mirrored about it).
    mutating func placePlainLaneItems(_ lf: LaneFrame, _ placer: inout LanePlacer, from: Int, alongBox: Int64) {
        guard from < itemCount else { return }
        let sizes = UnsafePointer(self.sizes.base.unsafelyUnwrapped)
        let frames = frameBuffer.base.unsafelyUnwrapped
        let slots = laneState.slots.base.unsafelyUnwrapped
        let records = laneState.results.base.unsafelyUnwrapped
        // Mirrored (row lanes from the right): an item's near edge is alongBox − start − e from
        // the padding, so b0 = (padding + alongBox) − start − e, and b0 = padding + start else.
        let mirrored = !lf.columns && lf.rightToLeft
        let origin = mirrored ? lf.padAlongStart &+ alongBox : lf.padAlongStart
        let checkpoints = laneState.checkpoints
        // Runs between checkpoints, each recorded before the run that starts at it.
        var start = from
        while start < itemCount {
            let end = min(checkpoints.next(after: start), itemCount)
            let run = start..<end
            switch (lf.columns, placer.groups != nil, placer.tree != nil) {
            case (true, true, _):
                Self.placePlain(ColumnLanes.self, GroupSearch.self, &placer, run, sizes, frames, slots, records, lf.itemGap, origin, false)
            case (true, _, true):
                Self.placePlain(ColumnLanes.self, TreeSearch.self, &placer, run, sizes, frames, slots, records, lf.itemGap, origin, false)
            case (true, _, _):
                Self.placePlain(ColumnLanes.self, ScanSearch.self, &placer, run, sizes, frames, slots, records, lf.itemGap, origin, false)
            case (false, true, _):
                Self.placePlain(RowLanes.self, GroupSearch.self, &placer, run, sizes, frames, slots, records, lf.itemGap, origin, mirrored)
            case (false, _, true):
                Self.placePlain(RowLanes.self, TreeSearch.self, &placer, run, sizes, frames, slots, records, lf.itemGap, origin, mirrored)
            case (false, _, _):
                Self.placePlain(RowLanes.self, ScanSearch.self, &placer, run, sizes, frames, slots, records, lf.itemGap, origin, mirrored)
            }
            if end < itemCount { checkpoints.record(before: end, placer, records) }
            start = end
        }
    }

    @inline(__always)
    private static func placePlain<A: LaneAxis, S: LaneSearch>(
        _: A.Type, _: S.Type, _ placer: inout LanePlacer, _ items: Range<Int>, _ sizes: UnsafePointer<FlowSize>,
        _ frames: UnsafeMutablePointer<FlowRect>, _ slots: UnsafeMutablePointer<LaneSlot>,
        _ records: UnsafeMutablePointer<FlowLane>, _ gap: Int64, _ origin: Int64, _ mirrored: Bool
    ) {
        for i in items {
            let e = LaneUnits.of(A.along(sizes[i]))
            let s = placer.chooseSingle(S.self)
            let start = placer.r[s]
            placer.occupySingle(S.self, lane: s, to: start &+ e &+ gap)
            slots[i] = LaneSlot(lane: UInt32(truncatingIfNeeded: s), span: 1)
            let lane = records[s]
            records[s].itemCount = lane.itemCount &+ 1
            let b0 = mirrored ? origin &- start &- e : origin &+ start
            // As laneFrame: the along edges in Double (exact), their difference e / 64.
            frames[i] = A.frame(lane, along: Float(LaneUnits.double(b0)), length: Float(LaneUnits.double(e)))
        }
    }
}
