// Min lines when greedy at W* makes K − 3 to K lines (the usual case): exactly K lines by a
// dynamic program over (node, lines so far) restricted to the few line counts a K-line breaking
// can have at each node, in about one path search's work instead of a dozen penalty searches.
//
// Why the windows are narrow: at W*, let f(x) be the fewest lines that end at node x (greedy's
// count to x) and g(x) the fewest from x to the end (greedy from x). Every count from f(x) up to
// x is possible before x, and from g(x) up to n − x after it (a line may always be cut in two).
// So a K-line breaking can be at node x after exactly j lines if and only if
//     max(f(x), K − (n − x)) <= j <= min(x, K − g(x)),
// and f(x) + g(x) is at least greedy's count k₀ (a breaking through x), so at most K − k₀ + 1
// values of j are open at any node. With K = k₀ that is the one-line-count-per-node case the
// penalty method solves in one 128-bit search; with K = k₀ + 1 it is two, up to four here.
//
// The program is the rules' own: the least sum of squares into (x, j) over the lines [i, x)
// from states (i, j − 1), ties to the latest i, and the breaks read back from (n, K). So it gives
// the rules' answer (the latest breaks among the least-cost K-line breakings) by construction,
// without the penalty method's tie analysis.
//
// Which lines a state tries: with opt(x, j) the latest best break into (x, j),
// opt(x, j − 1) <= opt(x, j) <= opt(x + 1, j) (Knuth's bounds), so the program runs layer by
// layer (j = 1 ... K), each layer's nodes from the last, and each state tries only the breaks
// between those two: a few, where every line that may end there would be a line's worth. Why the
// bounds hold: the costs here are the true least costs of j lines into x (every node of a j-line
// path into an open state is open itself, by the windows' definition), and the line costs are
// Monge, over a staircase of lines that fit (reach is nondecreasing).
//  - If a = opt(x, j) were later than b = opt(x + 1, j), the lines [b, x) and [a, x + 1) (both
//    fit: the first is shorter, and x + 1 <= reach[b] <= reach[a]) cost no more than [b, x + 1)
//    and [a, x), so a would be a best break into (x + 1, j) too, and b not the latest.
//  - If b = opt(x, j − 1) were later than a = opt(x, j), take p, the breaks of the best j − 2
//    lines into b, and q, of the best j − 1 into a, and the first t with p(t) >= q(t + 1): the
//    line [p(t − 1), p(t)) holds [q(t), q(t + 1)), and exchanging their ends (or the tails, where
//    the two meet) gives j − 2 lines into a and j − 1 into b at no more cost: b a best break
//    into (x, j) too.
// The work is then about (open states) × (a few lines); the program is still used only while
// every line that may end at a state, times the states, stays within a small multiple of the
// item count (lines of a few items, as at min lines, where W* is short). Otherwise, or with more
// spare lines than the reserved buffers have room for, the penalty method
// (ExactLineCount.swift) runs instead.
//
// Memory: the buffers of the path search, reused (nothing is allocated here). The costs of two
// layers per node in 64 bits (pathCost, as two 64-bit halves: a layer reads only the one before
// it), the chosen previous breaks of up to 4 line counts per node (narrowPathCost, as two 32-bit
// halves, and queue); g, then the first open count per node in fewestLines, the last in
// mostLines; the first break whose line may reach each node in previous.

extension BalancedLineBreaker {
    /// Most candidate lines tried per item before the penalty method is the cheaper way.
    static let layeredWorkPerItem = 24
    /// Most line counts open at a node: the chosen previous breaks take 4 per node (see above).
    static let mostLayersPerNode = 4

    /// Breaks into exactly `lines` lines (1 < lines < count) of `width` grid units, when greedy
    /// at `width` makes `fewest` lines and the windows fit the buffers. Returns false, having
    /// written nothing the caller reads, when it does not apply. Needs `reach` and the grid.
    mutating func breakIntoExactlyByLayers(_ lines: Int, width: Int64, fewest: Int) -> Bool {
        let n = count, open = lines - fewest + 1
        // 64 bits when no path cost can leave them: each line costs at most W² (a line is
        // between 0 and W long; an item longer than the line is priced as an exact fit). In 128
        // bits, K = k₀ is one penalty search already.
        let narrow = width >= 0 && width < 1 << 31 && Int128(n &+ 1) &* Int128(width) &* Int128(width) < 1 << 62
        guard allowsLayers, narrow, open >= 1, open <= Self.mostLayersPerNode, lines < n else { return false }
        // The work: every line that may end at an open state, at most `open` states per node.
        var pairs = 0
        for i in 0..<n { pairs &+= Int(reach[i]) &- i }
        guard pairs <= Self.layeredWorkPerItem * n / open else { return false }

        pathCost.setCount(n + 1); narrowPathCost.setCount(n + 1)
        fewestLines.setCount(n + 1); mostLines.setCount(n + 1); previous.setCount(n + 1)
        queue.setCount(n + 1)   // 16 bytes per node: room for two 32-bit slots
        guard let wide = pathCost.pointer, let eight = narrowPathCost.pointer,
              let firstOpen = fewestLines.pointer, let lastOpen = mostLines.pointer,
              let firstBreak = previous.pointer, let queued = queue.pointer else { return false }
        // Two states per node, side by side: j's at slot 2x + (j & 1).
        let costs = UnsafeMutableRawPointer(wide).bindMemory(to: Int64.self, capacity: 2 &* (n &+ 1))
        let from = UnsafeMutableRawPointer(eight).bindMemory(to: Int32.self, capacity: 2 &* (n &+ 1))
        let fromAbove = UnsafeMutableRawPointer(queued).bindMemory(to: Int32.self, capacity: 2 &* (n &+ 1))
        let found = layeredSearch(lines, width: width, costs: costs, from: (from, fromAbove),
                                  firstOpen: firstOpen, lastOpen: lastOpen, firstBreak: firstBreak)
        // The memory holds other types now: rebind it for the path search.
        _ = UnsafeMutableRawPointer(wide).bindMemory(to: Int128.self, capacity: n &+ 1)
        _ = UnsafeMutableRawPointer(eight).bindMemory(to: Int64.self, capacity: n &+ 1)
        _ = UnsafeMutableRawPointer(queued).bindMemory(to: QueuedBreak.self, capacity: n &+ 1)
        if found { layeredPairs = pairs &* open }   // else the penalty method answers
        return found
    }

    /// The program itself: for each node x the open line counts j = firstOpen[x] ...
    /// lastOpen[x] (at most four), their least costs (two layers kept, at slot 2x + (j & 1)) and
    /// previous breaks (at slot 2x + (j & 1) of the buffer `chosenBreaks(j)` picks by j & 2).
    /// False if a state has no way in (never, by the argument above; the caller then falls back).
    private mutating func layeredSearch(
        _ lines: Int, width: Int64, costs: UnsafeMutablePointer<Int64>,
        from slots: (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>),
        firstOpen: UnsafeMutablePointer<Int32>, lastOpen: UnsafeMutablePointer<Int32>,
        firstBreak: UnsafeMutablePointer<Int32>
    ) -> Bool {
        let n = count, k = lines
        // The chosen previous break of (x, j): at 2x + (j & 1) of the first buffer for j & 2 = 0,
        // of the second otherwise, so up to 4 consecutive line counts per node have their own.
        @inline(__always) func chosenBreaks(_ j: Int) -> UnsafeMutablePointer<Int32> { j & 2 == 0 ? slots.0 : slots.1 }
        guard let ends = prefixEnd.pointer, let starts = prefixStart.pointer, let reach = reach.pointer
        else { return false }
        // g(x), the fewest lines from x on (the first line as long as it may be, then again),
        // as the last open count min(x, K − g(x)); g itself kept in `firstOpen` until overwritten.
        firstOpen[n] = 0
        lastOpen[n] = Int32(truncatingIfNeeded: k)
        var node = n &- 1
        while node >= 0 {
            let after = firstOpen[Int(reach[node])] &+ 1
            firstOpen[node] = after
            lastOpen[node] = Int32(truncatingIfNeeded: min(node, k &- Int(after)))
            node &-= 1
        }
        firstOpen[0] = 0
        costs[0] = 0
        // The first open count at each node, max(f(x), K − (n − x)), with f from greedy's lines,
        // and the first break whose line may reach it.
        var fewestBefore = 0, greedyEnd = 0   // f(x), and where greedy's f(x)-th line ends
        var firstStart = 0
        for x in 1...n {
            while greedyEnd < x { greedyEnd = Int(reach[greedyEnd]); fewestBefore &+= 1 }
            while Int(reach[firstStart]) < x { firstStart &+= 1 }
            firstOpen[x] = Int32(truncatingIfNeeded: max(fewestBefore, k &- (n &- x)))
            firstBreak[x] = Int32(truncatingIfNeeded: firstStart)
            guard lastOpen[x] &- firstOpen[x] < Int32(Self.mostLayersPerNode) else { return false }
        }
        // Layer by layer, j = 1 ... K, each over its run of nodes from the last, so that the state
        // (x, j) knows opt(x, j − 1) and opt(x + 1, j) and tries only the breaks between. The
        // nodes with (x, j) open are a run (both ends of the windows rise with x):
        // [first x with lastOpen >= j, last x with firstOpen <= j].
        var previousFirst = 0, previousLast = 0   // the run of layer j − 1 (layer 0: node 0)
        var first = 1, last = 0
        for j in 1...k {
            let layer = Int32(truncatingIfNeeded: j)
            while first <= n, lastOpen[first] < layer { first &+= 1 }
            while last < n, firstOpen[last &+ 1] <= layer { last &+= 1 }
            guard first <= last else { return false }   // every K-line breaking has j lines somewhere
            // Parities: layer j at slot 2x + (j & 1), layer j − 1 at the other.
            let writes = j & 1, reads = writes ^ 1
            let from = chosenBreaks(j), fromBefore = chosenBreaks(j &- 1)
            var nextBest = n                            // opt(x + 1, j), none yet
            var x = last
            while x >= first {
                var low = max(previousFirst, Int(firstBreak[x]))
                if x <= previousLast { low = max(low, Int(fromBefore[2 &* x &+ reads])) }   // opt(x, j − 1)
                let high = min(previousLast, x &- 1, nextBest)
                let reachBack = width &- ends[x]   // the slack of line [i, x) is this + starts[i]
                var best = Int64.max, bestFrom = -1
                var i = low
                while i <= high {   // ties to the later break
                    let slack = reachBack &+ starts[i]
                    let candidate = costs[2 &* i &+ reads] &+ slack &* slack
                    if candidate <= best { best = candidate; bestFrom = i }
                    i &+= 1
                }
                guard bestFrom >= 0 else { return false }
                costs[2 &* x &+ writes] = best
                from[2 &* x &+ writes] = Int32(truncatingIfNeeded: bestFrom)
                nextBest = bestFrom
                x &-= 1
            }
            previousFirst = first
            previousLast = last
        }
        // Back from (n, K).
        var end = n, left = k
        while end > 0 {
            let start = Int(chosenBreaks(left)[2 &* end &+ (left & 1)])
            guard start >= 0, start < end else { return false }
            lineEnds[start] = Int32(truncatingIfNeeded: end)   // only line starts are read
            end = start
            left &-= 1
        }
        return left == 0
    }
}
