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
// Exactly K lines (min lines) uses a Lagrange multiplier: with a penalty λ added per line the
// unconstrained search prefers fewer lines as λ grows, and because the costs are Monge the
// least cost with exactly k lines is convex in k, so some integer λ makes a K-line breaking
// optimal. The search for λ tracks, per node, the fewest and the most lines among the best
// paths (the line counts of best paths form an interval), then walks back choosing, from the
// last line, the latest break that still leaves room for the lines remaining.

extension BalancedLineBreaker {
    /// Which of the equally cheap breaks a search keeps, after the later one.
    enum LineCountTies { case none, fewest, most }

    /// Fills `pathCost` and `previous` for nodes 0...count, and with `ties` the fewest or most
    /// lines among the best paths into `fewestLines` or `mostLines`.
    mutating func searchPaths(width: Int64, penalty: Int128, ties: LineCountTies) {
        let n = count
        pathCost.setCount(n + 1); previous.setCount(n + 1)
        queueBreak.setCount(n + 1); queueFrom.setCount(n + 1)
        if ties == .fewest { fewestLines.setCount(n + 1) }
        if ties == .most { mostLines.setCount(n + 1) }
        guard let ends = prefixEnd.pointer, let starts = prefixStart.pointer, let reach = reach.pointer,
              let cost = pathCost.pointer, let previous = previous.pointer,
              let queue = queueBreak.pointer, let queueFrom = queueFrom.pointer else { return }
        let lines = ties == .fewest ? fewestLines.pointer : ties == .most ? mostLines.pointer : nil

        /// Cost of the best path through break i, then the line [i, x).
        @inline(__always) func through(_ i: Int, _ x: Int) -> Int128 {
            let slack = Int128(width &- (ends[x] &- starts[i]))
            return cost[i] &+ slack &* slack &+ penalty
        }
        /// Whether the later break `late` is at least as good as `early` for the end x, when the
        /// line from `early` to x fits. Branch-free: the bisection below is the hot loop, and its
        /// outcomes are unpredictable.
        @inline(__always) func atLeastAsGood(_ late: Int, _ early: Int, _ x: Int) -> Bool {
            let a = through(late, x), b = through(early, x)
            guard let lines else { return a <= b }
            let tie = ties == .fewest ? lines[late] <= lines[early] : lines[late] >= lines[early]
            return (a < b) || ((a == b) && tie)
        }
        @inline(__always) func beats(_ late: Int, _ early: Int, _ x: Int) -> Bool {
            x > Int(reach[early]) || atLeastAsGood(late, early, x)   // or that line would not fit
        }

        cost[0] = 0
        previous[0] = -1
        lines?[0] = 0
        var head = 0, tail = 1
        queue[0] = 0
        queueFrom[0] = 1
        for x in 1...n {
            while tail - head >= 2, Int(queueFrom[head + 1]) <= x { head += 1 }
            let i = Int(queue[head])
            cost[x] = through(i, x)
            previous[x] = Int32(i)
            if let lines { lines[x] = lines[i] &+ 1 }
            if x == n { break }

            // Break x joins the queue: it takes over from the first end it beats the last
            // queued break at (and drops queued breaks it beats on their whole interval).
            var from = x + 1
            while tail > head {
                let last = Int(queue[tail - 1])
                let start = max(Int(queueFrom[tail - 1]), x + 1)
                if beats(x, last, start) {
                    tail -= 1
                    continue
                }
                // Not at `start`, surely past the longest line from `last`: bisect between.
                var low = start, high = min(n, Int(reach[last])) + 1
                while high - low > 1 {
                    let mid = (low + high) >> 1
                    let better = atLeastAsGood(x, last, mid)
                    low = better ? low : mid
                    high = better ? mid : high
                }
                from = high
                break
            }
            if from <= n {
                queue[tail] = Int32(x)
                queueFrom[tail] = Int32(from)
                tail += 1
            }
        }
    }

    /// Cost of the line [i, x) alone, for walking back over a finished search.
    @inline(__always)
    private func lineCost(_ i: Int, _ x: Int, width: Int64, penalty: Int128) -> Int128 {
        let slack = Int128(width &- (prefixEnd[x] &- prefixStart[i]))
        return slack &* slack &+ penalty
    }

    /// Breaks into exactly `lines` lines (1 < lines < count) of `width` grid units at least cost;
    /// ties to the latest break. Needs `reach` and the grid for `width`.
    mutating func breakIntoExactly(_ lines: Int, width: Int64) {
        let n = count
        // Beyond ±big, one line more or less outweighs any difference in the sum of squares
        // (each square is at most width², and there are at most n lines).
        let big = Int128(n) &* Int128(width) &* Int128(width) &+ 1
        // Probes on either side: a penalty, the line count it gave, and that path's sum of squares.
        // Far below, every item is alone (n lines), which needs no search.
        var singles: Int128 = 0
        for i in 0..<n { singles = singles &+ lineCost(i, i + 1, width: width, penalty: 0) }
        var tooMany = (penalty: -big, lines: n, squares: singles)
        var tooFew: (penalty: Int128, lines: Int, squares: Int128)?
        var penalty: Int128 = 0
        var lastGap = Int.max
        for _ in 0..<256 {
            searchPaths(width: width, penalty: penalty, ties: .fewest)
            let fewest = Int(fewestLines[n])
            if fewest > lines {
                tooMany = (penalty, fewest, pathCost[n] &- penalty &* Int128(fewest))
            } else {
                searchPaths(width: width, penalty: penalty, ties: .most)
                let most = Int(mostLines[n])
                if most >= lines {
                    if walkBack(lines, width: width, penalty: penalty) { return }
                    break
                }
                tooFew = (penalty, most, pathCost[n] &- penalty &* Int128(most))
            }
            guard let high = tooFew else { penalty = big; continue }
            let low = tooMany
            guard high.penalty - low.penalty > 1 else { break }   // cannot happen for Monge costs
            // Next, where the two probes' lines cross (a chord of the convex cost, which converges
            // in a few steps), unless the last one did not halve the gap in lines: then halve the
            // penalty interval, which bounds the rounds by about 2 · 100.
            let gap = low.lines - high.lines
            var next = low.penalty + (high.penalty - low.penalty) >> 1
            if gap * 2 <= lastGap {
                let chord = Double(high.squares - low.squares) / Double(gap)
                if chord > Double(low.penalty), chord < Double(high.penalty), chord.magnitude < 9e18 {
                    next = Int128(Int64(chord))
                }
            }
            lastGap = gap
            penalty = min(max(next, low.penalty + 1), high.penalty - 1)
        }
        followPrevious()   // a valid breaking, if not of `lines` lines; never for Monge costs
    }

    /// From the last line back, the latest break that keeps a best path with the lines left.
    /// O(n): each step scans back over the items of the line it chooses.
    private mutating func walkBack(_ lines: Int, width: Int64, penalty: Int128) -> Bool {
        var end = count, left = lines
        while end > 0 {
            var start = end - 1
            var found = false
            while start >= 0, Int(reach[start]) >= end {
                if Int(fewestLines[start]) <= left - 1, left - 1 <= Int(mostLines[start]),
                   pathCost[start] &+ lineCost(start, end, width: width, penalty: penalty) == pathCost[end] {
                    found = true
                    break
                }
                start -= 1
            }
            guard found else { return false }
            for i in start..<end { lineEnds[i] = Int32(end) }
            end = start
            left -= 1
        }
        return true
    }
}
