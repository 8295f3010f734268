// The placement loop of lanes mode. Each item goes to the lanes where it would start highest,
// ties within the tolerance broken by a cursor that runs round the lanes (CSS grid-lanes' rule):
//
//   running positions r[0..n−1] = 0, cursor = 0. For an item spanning k lanes, for every start
//   s in 0...n−k, M(s) = max(r[s..s+k−1]); μ = min M(s); s is eligible when M(s) <= μ + T. The
//   search starts at s0 = cursor (0 when cursor > n−k), visits s0...n−k then 0..<s0, and takes the
//   first eligible start. The item starts at M(s); r[t] = M(s) + e + G for every spanned t;
//   cursor = s + k.
//
// All in whole 1/64 units, so ties are exact. A plain scan is fastest for a few lanes. Up to 64
// lanes, single-lane items keep the minimum of each group of 8 lanes: μ is the least of 8, and
// "the first lane from s0 whose r <= μ + T" is found in bit masks of lanes and groups that pass,
// with at most one branch to guess (an unpredictable branch costs more than the compares). With
// more lanes a tournament tree of minima over r: μ is its root, and the first lane one walk up
// and down, O(log n) an item. A spanning item with many lanes takes the maxima of all its
// windows in one pass (a monotonic queue), O(n).

/// The lanes' scratch and results, kept by the layout and reused across arranges.
struct LaneState {
    /// One record per lane of the last lanes arrange (empty when lanes were off).
    var results = Buffer<FlowLane>()
    /// Per item: its first lane and span in the last lanes arrange.
    var slots = Buffer<LaneSlot>()
    /// Scratch: the running positions r, the group minima or the tournament tree, and a spanning
    /// item's windows.
    var positions = Buffer<Int64>()
    var tree = Buffer<Int64>()
    var windowMaxima = Buffer<Int64>()
    var queue = Buffer<Int32>()
    /// The resume record of the last lanes arrange (LaneResume.swift).
    var checkpoints = LaneCheckpoints()

    mutating func free(_ a: FlowAllocator) {
        results.free(a); slots.free(a); positions.free(a); tree.free(a); windowMaxima.free(a); queue.free(a)
        checkpoints.free(a)
    }

    /// Reserves the scratch of a placement over `n` lanes (`spanning`: some item may span more
    /// than one lane).
    mutating func reserveScratch(lanes n: Int, spanning: Bool, _ a: FlowAllocator) throws(FlowError) {
        try positions.reserve(max(n, LanePlacer.groupedLimit), a)
        if n > LanePlacer.scanLimit {
            try tree.reserve(n > LanePlacer.groupedLimit ? 2 * LanePlacer.leafCount(n) : LanePlacer.groupCount, a)
            if spanning {
                try windowMaxima.reserve(n, a)
                try queue.reserve(n, a)
            }
        }
    }
}

/// The placement loop's state over n lanes.
struct LanePlacer {
    /// Up to this many lanes a scan of r is fastest (`scanSingle` reads this many).
    static let scanLimit = 8
    /// Up to this many lanes, groups of 8 (`firstGrouped` reads this many positions).
    static let groupedLimit = 64
    static let groupCount = 8

    /// The tree's leaves: the next power of two at or above n.
    static func leafCount(_ n: Int) -> Int {
        var p = 1
        while p < n { p &<<= 1 }
        return p
    }

    let r: UnsafeMutablePointer<Int64>
    let n: Int
    let tolerance: Int64
    /// Node 1 the root, node p's children 2p and 2p + 1, lane i's leaf `leaves + i` (padding
    /// leaves hold Int64.max); nil for a scan or groups.
    let tree: UnsafeMutablePointer<Int64>?
    let leaves: Int
    /// Up to 64 lanes: the minimum of lanes 8g..<8g+8 at g (lanes past n hold Int64.max); nil else.
    let groups: UnsafeMutablePointer<Int64>?
    let windowMaxima: UnsafeMutablePointer<Int64>?
    let queue: UnsafeMutablePointer<Int32>?
    var cursor = 0

    /// A placer over `n` lanes with the scratch `state` reserved, every position 0.
    init(_ state: inout LaneState, lanes n: Int, tolerance: Int64) {
        // A scan reads `scanLimit` positions and groups `groupedLimit` whatever n: the lanes past
        // n hold Int64.max, which no minimum and no limit reaches.
        let padded = max(n, LanePlacer.groupedLimit)
        state.positions.setCount(padded)
        r = state.positions.pointer.unsafelyUnwrapped
        r.update(repeating: 0, count: n)
        (r + n).update(repeating: .max, count: padded - n)
        self.n = n
        self.tolerance = tolerance
        if n > LanePlacer.scanLimit && n <= LanePlacer.groupedLimit {
            state.tree.setCount(LanePlacer.groupCount)
            groups = state.tree.pointer.unsafelyUnwrapped
            tree = nil
            leaves = 0
            windowMaxima = state.windowMaxima.capacity >= n ? state.windowMaxima.base : nil
            queue = state.queue.capacity >= n ? state.queue.base : nil
        } else if n > LanePlacer.scanLimit {
            groups = nil
            let p = LanePlacer.leafCount(n)
            state.tree.setCount(2 * p)
            let t = state.tree.pointer.unsafelyUnwrapped
            (t + p + n).update(repeating: .max, count: p - n)
            tree = t
            leaves = p
            windowMaxima = state.windowMaxima.capacity >= n ? state.windowMaxima.base : nil
            queue = state.queue.capacity >= n ? state.queue.base : nil
        } else {
            groups = nil
            tree = nil
            leaves = 0
            windowMaxima = nil
            queue = nil
        }
        rebuildTree()
    }

    /// Takes up the placement where a checkpoint left it: the running positions and the cursor.
    mutating func restore(positions: UnsafePointer<Int64>, cursor: Int) {
        r.update(from: positions, count: n)
        self.cursor = cursor
        rebuildTree()
    }

    /// The group minima or the tree's leaves from r, then every minimum above them.
    private func rebuildTree() {
        if let groups {
            for g in 0..<LanePlacer.groupCount { groups[g] = groupMinimum(g) }
        }
        guard let tree else { return }
        (tree + leaves).update(from: r, count: n)
        var node = leaves - 1
        while node >= 1 {
            tree[node] = min(tree[2 * node], tree[2 * node + 1])
            node -= 1
        }
    }

    /// Places an item of span k (1...n) that advances its lanes by `advance` (e + G): returns
    /// its first lane and where it starts along.
    @inline(__always)
    mutating func place(span k: Int, advance: Int64) -> (lane: Int, start: Int64) {
        let (s, start) = choose(span: k)
        occupy(lane: s, span: k, to: start &+ advance)
        return (s, start)
    }

    /// Where an item of span k (1...n) goes: its first lane and where it starts along.
    @inline(__always)
    func choose(span k: Int) -> (lane: Int, start: Int64) {
        let s: Int, start: Int64
        if k == 1 {
            if let groups {
                s = firstGrouped(groups)
            } else if let tree {
                s = firstSingle(tree)
            } else {
                s = scanSingle()
            }
            start = r[s]
        } else if tree != nil || groups != nil, let windowMaxima, let queue {
            s = firstSpanning(k, windowMaxima, queue)
            start = windowMaxima[s]
        } else {
            s = scanSpanning(k)
            var m = r[s]
            for t in (s + 1)..<(s + k) { m = max(m, r[t]) }
            start = m
        }
        return (s, start)
    }

    /// Lanes s..<s+k hold an item up to `end` (its start + e + G); the cursor moves past them.
    @inline(__always)
    mutating func occupy(lane s: Int, span k: Int, to end: Int64) {
        if k == 1 {
            r[s] = end
        } else {
            for t in s..<(s &+ k) { r[t] = end }
        }
        if let groups {
            let last = (s &+ k &- 1) &>> 3
            var g = s &>> 3
            repeat {
                groups[g] = groupMinimum(g)
                g &+= 1
            } while g <= last
        } else if let tree {
            update(tree, from: s, count: k, to: end)
        }
        cursor = s &+ k
    }

    /// The least position of lanes 8g..<8g+8, without a branch.
    @inline(__always)
    func groupMinimum(_ g: Int) -> Int64 {
        let p = r + (g &<< 3)
        return min(min(min(p[0], p[1]), min(p[2], p[3])), min(min(p[4], p[5]), min(p[6], p[7])))
    }

    /// Bit j set when lane 8g + j is at most `limit`.
    @inline(__always)
    private func laneMask(_ g: Int, _ limit: Int64) -> UInt64 {
        let p = r + (g &<< 3)
        var m: UInt64 = 0
        for j in 0..<8 { m |= (p[j] <= limit ? 1 : 0) &<< UInt64(j) }
        return m
    }

    /// Up to 64 lanes: μ from the group minima, then the cursor's group from the cursor on, else
    /// the first group after it (wrapping round) holding an eligible lane, and its first.
    @inline(__always)
    func firstGrouped(_ groups: UnsafeMutablePointer<Int64>) -> Int {
        let mu = min(min(min(groups[0], groups[1]), min(groups[2], groups[3])),
                     min(min(groups[4], groups[5]), min(groups[6], groups[7])))
        let limit = mu &+ tolerance
        let c = searchStart(1), home = c &>> 3
        let here = laneMask(home, limit) & (~UInt64(0) &<< UInt64(c & 7))
        if here != 0 { return (home &<< 3) &+ here.trailingZeroBitCount }
        var passing: UInt64 = 0
        for g in 0..<LanePlacer.groupCount { passing |= (groups[g] <= limit ? 1 : 0) &<< UInt64(g) }
        // Groups after the cursor's, else from group 0 (the cursor's own again: its lanes from
        // the cursor on do not pass, so its first passing lane is before the cursor). Some group
        // holds μ, so `passing` is not empty.
        let after = passing & (~UInt64(0) &<< UInt64(home &+ 1))
        let g = (after != 0 ? after : passing).trailingZeroBitCount
        return (g &<< 3) &+ laneMask(g, limit).trailingZeroBitCount
    }

    /// The search's first start: the cursor, or 0 when no area of span k fits from it.
    @inline(__always)
    private func searchStart(_ k: Int) -> Int { cursor <= n - k ? cursor : 0 }

    /// For a few lanes: μ, then a walk from s0 to the first eligible lane (usually s0 itself).
    @inline(__always)
    func scanSingle() -> Int {
        // Up to four lanes a loop over n is quickest; up to eight, all eight positions (those past
        // n hold Int64.max) in pairs, without a branch.
        var mu = r[0]
        if n <= 4 {
            for t in 1..<n { mu = min(mu, r[t]) }
        } else {
            mu = min(min(min(r[0], r[1]), min(r[2], r[3])), min(min(r[4], r[5]), min(r[6], r[7])))
        }
        let limit = mu &+ tolerance
        var s = searchStart(1)
        // Some lane holds μ, so the walk ends.
        while r[s] > limit {
            s &+= 1
            if s == n { s = 0 }
        }
        return s
    }

    private func scanSpanning(_ k: Int) -> Int {
        func windowMax(_ s: Int) -> Int64 {
            var m = r[s]
            for t in (s + 1)..<(s + k) { m = max(m, r[t]) }
            return m
        }
        var mu = Int64.max
        for s in 0...(n - k) { mu = min(mu, windowMax(s)) }
        let limit = mu &+ tolerance
        let s0 = searchStart(k)
        for s in s0...(n - k) where windowMax(s) <= limit { return s }
        for s in 0..<s0 where windowMax(s) <= limit { return s }
        return 0 // unreachable: the start holding μ is eligible
    }

    func firstSingle(_ tree: UnsafeMutablePointer<Int64>) -> Int {
        let limit = tree[1] &+ tolerance
        if let s = firstAtMost(tree, limit, from: searchStart(1)) { return s }
        return firstAtMost(tree, limit, from: 0).unsafelyUnwrapped
    }

    /// The first lane at or after `s0` whose position is at most `limit`, if any: up from its
    /// leaf to the first right sibling whose minimum qualifies, then down to its first leaf that does.
    private func firstAtMost(_ tree: UnsafeMutablePointer<Int64>, _ limit: Int64, from s0: Int) -> Int? {
        var p = leaves + s0
        if tree[p] <= limit { return s0 }
        while true {
            if p & 1 == 0, tree[p + 1] <= limit {
                p += 1
                break
            }
            p >>= 1
            if p <= 1 { return nil }
        }
        while p < leaves {
            p <<= 1
            if tree[p] > limit { p += 1 }
        }
        return p - leaves
    }

    /// Every window's maximum (`maxima[s]` for s in 0...n−k) by a monotonic queue, then the
    /// first eligible start in the search order.
    private func firstSpanning(
        _ k: Int, _ maxima: UnsafeMutablePointer<Int64>, _ queue: UnsafeMutablePointer<Int32>
    ) -> Int {
        var head = 0, tail = 0
        var mu = Int64.max
        for i in 0..<n {
            while tail > head, r[Int(queue[tail - 1])] <= r[i] { tail -= 1 }
            queue[tail] = Int32(truncatingIfNeeded: i)
            tail += 1
            if Int(queue[head]) <= i - k { head += 1 }
            if i >= k - 1 {
                let m = r[Int(queue[head])]
                maxima[i - k + 1] = m
                mu = min(mu, m)
            }
        }
        let limit = mu &+ tolerance
        let s0 = searchStart(k)
        for s in s0...(n - k) where maxima[s] <= limit { return s }
        for s in 0..<s0 where maxima[s] <= limit { return s }
        return 0 // unreachable: the start holding μ is eligible
    }

    /// Sets lanes s..<s+count to `value` in the tree, then the minima above them, level by level.
    func update(_ tree: UnsafeMutablePointer<Int64>, from s: Int, count: Int, to value: Int64) {
        if count == 1 {
            // One leaf: up until a minimum stays as it was (then every one above it does too).
            var p = leaves &+ s
            tree[p] = value
            while p > 1 {
                p &>>= 1
                let m = min(tree[2 &* p], tree[2 &* p &+ 1])
                if tree[p] == m { return }
                tree[p] = m
            }
            return
        }
        var low = leaves + s, high = leaves + s + count - 1
        for p in low...high { tree[p] = value }
        while low > 1 {
            low >>= 1
            high >>= 1
            for p in low...high { tree[p] = min(tree[2 * p], tree[2 * p + 1]) }
        }
    }
}

/// Which search a placer over single-lane items runs, fixed for a whole loop so that the loop is
/// compiled once per search, without asking per item (PlainLaneItems.swift).
protocol LaneSearch {
    static var kind: LaneSearchKind { get }
}

enum LaneSearchKind { case scan, groups, tree }

enum ScanSearch: LaneSearch { static var kind: LaneSearchKind { .scan } }
enum GroupSearch: LaneSearch { static var kind: LaneSearchKind { .groups } }
enum TreeSearch: LaneSearch { static var kind: LaneSearchKind { .tree } }

extension LanePlacer {
    /// `choose(span: 1)` with the search `S` (the one this placer's lane count uses).
    @inline(__always)
    func chooseSingle<S: LaneSearch>(_: S.Type) -> Int {
        switch S.kind {
        case .scan: scanSingle()
        case .groups: firstGrouped(groups.unsafelyUnwrapped)
        case .tree: firstSingle(tree.unsafelyUnwrapped)
        }
    }

    /// `occupy(lane: s, span: 1, to: end)` with the search `S`.
    @inline(__always)
    mutating func occupySingle<S: LaneSearch>(_: S.Type, lane s: Int, to end: Int64) {
        r[s] = end
        switch S.kind {
        case .scan: break
        case .groups: groups.unsafelyUnwrapped[s &>> 3] = groupMinimum(s &>> 3)
        case .tree: update(tree.unsafelyUnwrapped, from: s, count: 1, to: end)
        }
        cursor = s &+ 1
    }
}
