// The least-cost breaks, as a shortest path: node x is "a line ends before item x" (0...n), an
// edge i → x is the line [i, x) when it may be a line (x <= reach[i]), and it costs
// (W − L)² + penalty. cost(x) = min over i of cost(i) + edge(i, x).
//
// Why it is O(n log m) and not O(n · m): the edge cost is a convex function of
// prefixEnd[x] − prefixStart[i], with both prefixes nondecreasing, and the lines that may exist
// form a staircase (a line from a later item may reach further). That makes the costs a Monge
// array: for i < i' < x < x', edge(i, x) + edge(i', x') <= edge(i, x') + edge(i', x). So once
// a later break i' is at least as good as an earlier one i for some end x, it stays so for every
// end after x. Each break is therefore best for one interval of ends; a queue keeps these
// intervals, and a new break finds where its interval starts by binary search over at most m
// ends (Galil and Park's "concave least-weight subsequence" method). The squares are exact
// integers (BalancedLineGrid), so the Monge inequality and every tie hold exactly.
//
// Ties go to the later break, which yields the tie rule of the spine: following `previous`
// from n, the last line starts as late as any best breaking allows, then the one before, ...
//
// Exactly K lines (min lines) adds a penalty per line to these costs: ExactLineCount.swift.
// For it a search can track, per node, the fewest or the most lines among the best paths.
//
// The last line of each segment (the line ending at a forced break or at the last item) may be
// priced apart (`LastLinePricing`): pretty breaking charges it only for being shorter than a
// threshold. Such a node's cost is then the least over the lines that may end there, found by
// scanning them (at most one line's worth of breaks per segment, so O(n) in all); the queue is
// untouched, because the Monge argument is about the edges, and any cost of a node is fine as
// the start of the lines after it (no line crosses a segment end).

extension BalancedLineBreaker {
    /// Which of the equally cheap breaks a search keeps, after the later one.
    enum LineCountTies { case none, fewest, most }

    /// How the line ending each segment is priced: as every other line, (W − L)², or as
    /// max(0, threshold − L)² (zero once the line reaches `threshold` grid units). The
    /// latter needs `segmentEnd`.
    enum LastLinePricing: Equatable { case likeOthers, shortOf(threshold: Int64) }

    /// Fills `pathCost` (read it through `pathCostAt`) and `previous` for nodes 0...count, and
    /// with `ties` the fewest or most lines among the best paths into `fewestLines` or `mostLines`.
    mutating func searchPaths(width: Int64, penalty: Int128, ties: LineCountTies,
                              lastLine: LastLinePricing = .likeOthers) {
        let n = count
        pathSearches += 1
        pathCost.setCount(n + 1); narrowPathCost.setCount(n + 1); previous.setCount(n + 1)
        previousOfPrevious.setCount(n + 1)
        queue.setCount(n &+ 1)
        if ties == .fewest { fewestLines.setCount(n + 1) }
        if ties == .most { mostLines.setCount(n + 1) }
        guard let wide = pathCost.pointer, let narrow = narrowPathCost.pointer else { return }
        narrowCosts = costsFit64Bits(width: width, penalty: penalty)
        if narrowCosts {
            searchPaths(costs: narrow, width: width, penalty: Int64(truncatingIfNeeded: penalty), ties: ties,
                        lastLine: lastLine)
        } else {
            searchPaths(costs: wide, width: width, penalty: penalty, ties: ties, lastLine: lastLine)
        }
    }

    /// Whether a search may keep its costs in 64 bits: nothing it computes can leave 62 bits.
    /// Path costs are at most n·(W² + |penalty|) in size, and the queue's crossing test
    /// multiplies a line (at most W) by prefix lengths. Twice as fast as 128 bits, with the same
    /// results.
    func costsFit64Bits(width: Int64, penalty: Int128) -> Bool {
        let n = count
        let small: Int128 = 1 << 61   // each factor below this, the bound itself cannot overflow
        let magnitude = penalty < 0 ? 0 &- penalty : penalty
        return allowsNarrowCosts && width >= 0 && width < 1 << 31 && n < 1 << 31
            && penalty > -small && magnitude < small && Int128(prefixEnd[n]) < small
            && Int128(n &+ 1) &* 2 &* (Int128(width) &* Int128(width) &+ magnitude)
                &+ Int128(width) &* 4 &* (Int128(width) &+ Int128(prefixEnd[n]) &+ 1) < 1 << 62
    }

    /// Cost of the best path into node x of the last search.
    @inline(__always)
    func pathCostAt(_ x: Int) -> Int128 { narrowCosts ? Int128(narrowPathCost[x]) : pathCost[x] }

    /// The search, in 64- or 128-bit costs: one copy of the loop per tie rule, so that the
    /// common one carries no line counts (and one without a penalty).
    private mutating func searchPaths<Cost: FixedWidthInteger & SignedInteger>(
        costs cost: UnsafeMutablePointer<Cost>, width: Int64, penalty: Cost, ties: LineCountTies,
        lastLine: LastLinePricing
    ) {
        switch ties {
        case .none where penalty == 0:   // balance and pretty
            searchPaths(costs: cost, width: width, penalty: 0, PlainSearch.self, lastLine: lastLine)
        case .none: searchPaths(costs: cost, width: width, penalty: penalty, PenalizedSearch.self, lastLine: lastLine)
        case .fewest: searchPaths(costs: cost, width: width, penalty: penalty, FewestLinesSearch.self, lastLine: lastLine)
        case .most: searchPaths(costs: cost, width: width, penalty: penalty, MostLinesSearch.self, lastLine: lastLine)
        }
    }

    /// The search, for one `SearchVariant` (a type, so that each gets its own compiled loop).
    private mutating func searchPaths<Cost: FixedWidthInteger & SignedInteger, Variant: SearchVariant>(
        costs cost: UnsafeMutablePointer<Cost>, width: Int64, penalty: Cost, _: Variant.Type,
        lastLine: LastLinePricing
    ) {
        let penalty = Variant.penalized ? penalty : 0
        let lines = !Variant.tracksLines ? nil : Variant.towardFewer ? fewestLines.pointer : mostLines.pointer
        let towardFewer = Variant.towardFewer
        let n = count
        guard let ends = prefixEnd.pointer, let starts = prefixStart.pointer, let reach = reach.pointer,
              let previous = previous.pointer, let pairs = previousOfPrevious.pointer, let queue = queue.pointer
        else { return }

        // The queue: entries head..<tail, each a break, where its lines stand against W and the
        // first end it is best for (increasing), and at tail a sentinel end past every end, so
        // that moving the head needs no length test.
        let never = Int32.max
        cost[0] = 0
        previous[0] = -1
        pairs[0] = -1
        lines?[0] = 0
        queue[0] = QueuedBreak(lineEnd: starts[0] &+ width, node: 0, from: 1)
        queue[1].from = never
        var head = queue, tail = queue + 1
        // The next node to look at apart: a segment end (whose last line `lastLine` may price
        // apart) or n.
        var stop = lastLine == .likeOthers ? n : Int(segmentEnd[0])
        var x = 1
        while true {
            // Usually the head moves by one end or none: one step without a branch, then a loop.
            head += Int(head[1].from) <= x ? 1 : 0
            while Int(head[1].from) <= x { head += 1 }
            // The best path into x: through the head, then the line [i, x).
            let i = Int(head.pointee.node)
            let slack = Cost(truncatingIfNeeded: head.pointee.lineEnd &- ends[x])
            let costOfX = cost[i] &+ slack &* slack &+ penalty
            cost[x] = costOfX
            previous[x] = Int32(truncatingIfNeeded: i)
            // Only balance and pretty walk back in pairs; min lines' searches skip the write.
            if !Variant.penalized { pairs[x] = previous[i] }
            if let lines { lines[x] = lines[i] &+ 1 }
            if x == stop {
                if case .shortOf(let threshold) = lastLine {
                    priceLastLine(cost, endingAt: x, threshold: threshold, penalty: penalty)
                }
                if x == n { break }
                stop = lastLine == .likeOthers ? n : Int(segmentEnd[x])
            }

            // Break x joins the queue: it takes over from the first end it beats the last
            // queued break at (and drops queued breaks it beats on their whole interval).
            //
            // Where a later break `x` starts to be at least as good as an earlier one `last`: the
            // difference of the two paths' costs at an end with prefix e is linear in e (the
            // squares' e² terms cancel): with u = starts + W for each and d = u(x) − u(last) >= 0,
            //   through(x) − through(last) = Δcost + d·(u(x) + u(last)) − 2d·e,
            // so `x` is at least as good from the first end with 2d·e >= that constant, one more
            // when the tie goes to `last` (fewer or more lines). Exact (d is at most a line, the
            // prefixes at most 2^57 units), and a comparison per end tried instead of two costs.
            let lineEndOfX = starts[x] &+ width
            let firstEnd = x &+ 1
            var takesOver = firstEnd
            while tail > head {
                let last = Int(tail[-1].node)
                let start = max(Int(tail[-1].from), firstEnd)
                let reachOfLast = Int(reach[last])
                let d = lineEndOfX &- tail[-1].lineEnd
                let slope = Cost(truncatingIfNeeded: d &* 2)
                var threshold = (cost[x] &- cost[last])
                    &+ Cost(truncatingIfNeeded: d) &* Cost(truncatingIfNeeded: lineEndOfX &+ tail[-1].lineEnd)
                if let lines {
                    let tieToLate = towardFewer ? lines[x] <= lines[last] : lines[last] <= lines[x]
                    if !tieToLate { threshold &+= 1 }
                }
                // At `start` already (or the line from `last` would not fit): `last` is done. (One
                // branch for both: start <= n.)
                let beaten = slope &* Cost(truncatingIfNeeded: ends[start]) >= threshold ? 1 : 0
                if (start > reachOfLast ? 1 : 0) | beaten != 0 {
                    tail -= 1
                    continue
                }
                // Not at `start`. Mostly not before the longest line from `last` either (a break
                // takes over where the line from the one before it stops fitting, or one end
                // earlier): try that end, then look back from it.
                let high = reachOfLast   // <= n
                if slope &* Cost(truncatingIfNeeded: ends[high]) < threshold {
                    takesOver = high &+ 1
                    break
                }
                // Mostly `start` is the end just before: then `high` is the first.
                takesOver = start &+ 1 == high ? high
                    : Self.firstEnd(where: slope, reaches: threshold, after: start, atOrBefore: high, ends)
                break
            }
            if takesOver <= n {
                tail.pointee = QueuedBreak(lineEnd: lineEndOfX, node: Int32(truncatingIfNeeded: x),
                                           from: Int32(truncatingIfNeeded: takesOver))
                tail += 1
            }
            tail.pointee.from = never
            x &+= 1
        }
    }

    /// The first end e in (low, high] with slope · ends[e] >= threshold, which holds at `high`
    /// and not at `low`: galloping back from `high` (the crossing is mostly near it), then
    /// bisection. (The search tests the commonest case, `low` just before `high`, itself.)
    @inline(__always)
    private static func firstEnd<Cost: FixedWidthInteger & SignedInteger>(
        where slope: Cost, reaches threshold: Cost, after low: Int, atOrBefore high: Int,
        _ ends: UnsafeMutablePointer<Int64>
    ) -> Int {
        var low = low, high = high, step = 1
        while high &- step > low {
            let probe = high &- step
            if slope &* Cost(truncatingIfNeeded: ends[probe]) < threshold { low = probe; break }
            high = probe
            step &<<= 1
        }
        // The outcomes are unpredictable: no branch on them.
        // Branch-free by arithmetic (a select compiles to a branch here).
        while high &- low > 1 {
            let mid = (low &+ high) &>> 1
            let better = slope &* Cost(truncatingIfNeeded: ends[mid]) >= threshold ? 1 : 0
            low &+= (mid &- low) &* (1 &- better)
            high &+= (mid &- high) &* better
        }
        return high
    }

    /// The best path into the segment end x when its last line costs max(0, threshold − L)²:
    /// every line that may end at x starts at a break i with reach[i] >= x, a run of breaks
    /// just before x (reach is nondecreasing). Scanned from the latest, so ties keep it.
    /// (A last line costs at most threshold² <= W², so the 64-bit bound of `searchPaths` holds.)
    private func priceLastLine<Cost: FixedWidthInteger & SignedInteger>(
        _ cost: UnsafeMutablePointer<Cost>, endingAt x: Int, threshold: Int64, penalty: Cost
    ) {
        var best = Cost.max, bestStart = x &- 1
        var i = x &- 1
        while i >= 0, Int(reach[i]) >= x {
            let short = Cost(truncatingIfNeeded: max(0, threshold &- (prefixEnd[x] &- prefixStart[i])))
            let total = cost[i] &+ short &* short &+ penalty
            if total < best { best = total; bestStart = i }
            i &-= 1
        }
        cost[x] = best
        previous[x] = Int32(truncatingIfNeeded: bestStart)
        previousOfPrevious[x] = previous[bestStart]
    }
}

/// A break in the path search's queue.
struct QueuedBreak {
    /// The break's start offset plus W: the line [break, e) falls short of W by
    /// lineEnd − prefixEnd[e] (one subtraction, and no read at the break's index).
    var lineEnd: Int64
    var node: Int32
    /// The first end the break is best for.
    var from: Int32
}

/// What a path search keeps besides costs: whether it adds a penalty per line, and whether it
/// tracks line counts to break ties toward fewer lines or more.
protocol SearchVariant {
    static var penalized: Bool { get }
    static var tracksLines: Bool { get }
    static var towardFewer: Bool { get }
}

enum PlainSearch: SearchVariant {
    static var penalized: Bool { false }
    static var tracksLines: Bool { false }
    static var towardFewer: Bool { false }
}

enum PenalizedSearch: SearchVariant {
    static var penalized: Bool { true }
    static var tracksLines: Bool { false }
    static var towardFewer: Bool { false }
}

enum FewestLinesSearch: SearchVariant {
    static var penalized: Bool { true }
    static var tracksLines: Bool { true }
    static var towardFewer: Bool { true }
}

enum MostLinesSearch: SearchVariant {
    static var penalized: Bool { true }
    static var tracksLines: Bool { true }
    static var towardFewer: Bool { false }
}
