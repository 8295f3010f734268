// setItemSize in lanes mode. An item's place depends on every item before it (the running
// positions and the cursor), so a lanes arrange that writes its results also records, every
// `interval` items, the placement's state before that item: the positions r, the cursor and each
// lane's item count. The next arrange in the same bounds after setItemSize(i) takes the placement
// up at the last checkpoint at or before item i, keeping every frame and slot before it: the
// same results as placing all items again, bit for bit, since the state it starts from is the
// state that placement reached there.

/// The checkpoints of the last lanes arrange (none when the record could not be reserved).
struct LaneCheckpoints {
    /// Per checkpoint: n positions, then the cursor. Checkpoint c (1, 2, ...) is the state before
    /// item c × interval.
    var states = Buffer<Int64>()
    /// Per checkpoint: each lane's item count before that item.
    var counts = Buffer<UInt32>()
    /// Items between checkpoints; 0 when there is no record.
    var interval = 0
    /// The item and lane counts of the arrange that recorded them.
    var items = 0
    var lanes = 0

    mutating func free(_ a: FlowAllocator) {
        states.free(a); counts.free(a)
        interval = 0
    }

    /// The interval for n lanes: at least 128 items, and at least 2n, so that the record costs at
    /// most 6 bytes an item whatever the lane count, and redoing from a checkpoint at most
    /// `interval` items more than redoing from the changed item itself.
    static func interval(lanes n: Int) -> Int { max(128, 2 * n) }

    /// Reserves a record for `items` items in n lanes; without the memory, keeps none (an arrange
    /// after setItemSize then places every item).
    mutating func reserve(items: Int, lanes n: Int, _ a: FlowAllocator) {
        let every = Self.interval(lanes: n)
        let count = items > 0 ? (items - 1) / every : 0
        do {
            try states.reserve(count * (n + 1), a)
            try counts.reserve(count * n, a)
        } catch {
            interval = 0
            return
        }
        states.setCount(count * (n + 1))
        counts.setCount(count * n)
        interval = every
        self.items = items
        lanes = n
    }

    /// The first item at which the placement records a checkpoint at or after item `from`
    /// (Int.max when there is no record).
    func next(after from: Int) -> Int {
        guard interval > 0 else { return .max }
        let c = from / interval + 1
        return c * interval < items ? c * interval : .max
    }

    /// Records the state before item `item` (a multiple of the interval).
    func record(before item: Int, _ placer: LanePlacer, _ records: UnsafePointer<FlowLane>) {
        let c = item / interval - 1, n = lanes
        let state = states.base.unsafelyUnwrapped + c * (n + 1)
        state.update(from: placer.r, count: n)
        state[n] = Int64(placer.cursor)
        let laneCounts = counts.base.unsafelyUnwrapped + c * n
        for t in 0..<n { laneCounts[t] = records[t].itemCount }
    }

    /// Puts the placement and the lane counts where they were before the last checkpoint at or
    /// before item `item`; returns that checkpoint's item (0: the start, nothing to restore).
    func restore(before item: Int, _ placer: inout LanePlacer, _ records: UnsafeMutablePointer<FlowLane>) -> Int {
        let c = item / interval, n = lanes
        for t in 0..<n { records[t].extent = 0 }
        guard c > 0 else {
            for t in 0..<n { records[t].itemCount = 0 }
            return 0
        }
        let state = states.base.unsafelyUnwrapped + (c - 1) * (n + 1)
        placer.restore(positions: state, cursor: Int(state[n]))
        let laneCounts = counts.base.unsafelyUnwrapped + (c - 1) * n
        for t in 0..<n { records[t].itemCount = laneCounts[t] }
        return c * interval
    }
}

extension FlowLayout {
    /// The `.resumeLanes` path: the placement from the last checkpoint at or before the first
    /// resized item on, in the bounds of the last arrange (`canResumeLanes`). Returns the first
    /// item it wrote.
    mutating func resumeLanes(width: Float, height: Float) throws(FlowError) -> Int {
        // The bounds and options of the last arrange, which accepted them.
        let lf = try LaneFrame(options, width: width, height: height)
        var placer = LanePlacer(&laneState, lanes: lf.geometry.count, tolerance: lf.tolerance)
        let records = laneState.results.base.unsafelyUnwrapped
        let from = laneState.checkpoints.restore(before: resizedFrom.unsafelyUnwrapped, &placer, records)
        finishLanes(lf, &placer, from: from, alongBox: lf.alongContent ?? 0, width: width, height: height)
        return from
    }
}
