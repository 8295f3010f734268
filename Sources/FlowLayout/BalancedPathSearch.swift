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
// Exactly K lines (min lines) adds a penalty per line to these costs: BalancedExactLines.swift.
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
        queueBreak.setCount(n + 1); queueFrom.setCount(n + 1)
        if ties == .fewest { fewestLines.setCount(n + 1) }
        if ties == .most { mostLines.setCount(n + 1) }
        guard let wide = pathCost.pointer, let narrow = narrowPathCost.pointer else { return }
        // 64-bit costs when nothing the search computes can leave 62 bits: path costs are at most
        // n·(W² + |penalty|) in size, and the crossing test below multiplies a line (at most W)
        // by prefix lengths. Twice as fast as 128 bits, with the same results.
        let small: Int128 = 1 << 61   // each factor below this, the bound itself cannot overflow
        let magnitude = penalty < 0 ? 0 &- penalty : penalty
        narrowCosts = allowsNarrowCosts && width >= 0 && width < 1 << 31 && n < 1 << 31
            && penalty > -small && magnitude < small && Int128(prefixEnd[n]) < small
            && Int128(n &+ 1) &* 2 &* (Int128(width) &* Int128(width) &+ magnitude)
                &+ Int128(width) &* 4 &* (Int128(width) &+ Int128(prefixEnd[n]) &+ 1) < 1 << 62
        if narrowCosts {
            searchPaths(costs: narrow, width: width, penalty: Int64(truncatingIfNeeded: penalty), ties: ties,
                        lastLine: lastLine)
        } else {
            searchPaths(costs: wide, width: width, penalty: penalty, ties: ties, lastLine: lastLine)
        }
    }

    /// Cost of the best path into node x of the last search.
    @inline(__always)
    func pathCostAt(_ x: Int) -> Int128 { narrowCosts ? Int128(narrowPathCost[x]) : pathCost[x] }

    /// The search, in 64- or 128-bit costs.
    private mutating func searchPaths<Cost: FixedWidthInteger & SignedInteger>(
        costs cost: UnsafeMutablePointer<Cost>, width: Int64, penalty: Cost, ties: LineCountTies,
        lastLine: LastLinePricing
    ) {
        let n = count
        guard let ends = prefixEnd.pointer, let starts = prefixStart.pointer, let reach = reach.pointer,
              let previous = previous.pointer,
              let queue = queueBreak.pointer, let queueFrom = queueFrom.pointer else { return }
        let lines = ties == .fewest ? fewestLines.pointer : ties == .most ? mostLines.pointer : nil

        /// Cost of the best path through break i, then the line [i, x).
        @inline(__always) func through(_ i: Int, _ x: Int) -> Cost {
            let slack = Cost(truncatingIfNeeded: width &- (ends[x] &- starts[i]))
            return cost[i] &+ slack &* slack &+ penalty
        }
        /// Where the later break `late` starts to be at least as good as `early`. The difference
        /// of the two paths' costs at an end with prefix e is linear in e (the squares' e² terms
        /// cancel): with d = starts[late] − starts[early] >= 0,
        ///   through(late) − through(early) = Δcost + d·(2W + starts[late] + starts[early]) − 2d·e,
        /// so `late` is at least as good from the first end with 2d·e >= that constant, one more
        /// when the tie goes to `early` (fewer or more lines, per `ties`). Exact (d is at most a
        /// line, the prefixes at most 2^57 units), and a comparison per end tried instead of two
        /// costs.
        @inline(__always) func overtaking(_ late: Int, _ early: Int) -> (slope: Cost, threshold: Cost) {
            let d = starts[late] &- starts[early]
            var threshold = (cost[late] &- cost[early])
                &+ Cost(truncatingIfNeeded: d) &* Cost(truncatingIfNeeded: width &* 2 &+ starts[late] &+ starts[early])
            if let lines {
                let tieToLate = ties == .fewest ? lines[late] <= lines[early] : lines[late] >= lines[early]
                if !tieToLate { threshold &+= 1 }
            }
            return (Cost(truncatingIfNeeded: d &* 2), threshold)
        }

        cost[0] = 0
        previous[0] = -1
        lines?[0] = 0
        var head = 0, tail = 1
        queue[0] = 0
        queueFrom[0] = 1
        for x in 1...n {
            while tail &- head >= 2, Int(queueFrom[head &+ 1]) <= x { head &+= 1 }
            let i = Int(queue[head])
            cost[x] = through(i, x)
            previous[x] = Int32(truncatingIfNeeded: i)
            if let lines { lines[x] = lines[i] &+ 1 }
            if case .shortOf(let threshold) = lastLine, x == n || Int(segmentEnd[x &- 1]) == x {
                priceLastLine(cost, endingAt: x, threshold: threshold, penalty: penalty)
            }
            if x == n { break }

            // Break x joins the queue: it takes over from the first end it beats the last
            // queued break at (and drops queued breaks it beats on their whole interval).
            var from = x &+ 1
            while tail > head {
                let last = Int(queue[tail &- 1])
                let start = max(Int(queueFrom[tail &- 1]), x &+ 1)
                let reachOfLast = Int(reach[last])
                let line = overtaking(x, last)
                // At `start` already (or the line from `last` would not fit): `last` is done.
                if start > reachOfLast || line.slope &* Cost(truncatingIfNeeded: ends[start]) >= line.threshold {
                    tail &-= 1
                    continue
                }
                // Not at `start`, surely past the longest line from `last`: bisect between.
                // The outcomes are unpredictable: no branch on them.
                // Branch-free by arithmetic (a select compiles to a branch here).
                var low = start, high = min(n, reachOfLast) &+ 1
                while high &- low > 1 {
                    let mid = (low &+ high) &>> 1
                    let better = line.slope &* Cost(truncatingIfNeeded: ends[mid]) >= line.threshold ? 1 : 0
                    low &+= (mid &- low) &* (1 &- better)
                    high &+= (mid &- high) &* better
                }
                from = high
                break
            }
            if from <= n {
                queue[tail] = Int32(truncatingIfNeeded: x)
                queueFrom[tail] = Int32(truncatingIfNeeded: from)
                tail &+= 1
            }
        }
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
    }
}

