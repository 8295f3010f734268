// Min lines when greedy at W* makes K or K − 1 lines (the usual case): exactly K lines by a
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
// penalty method solves in one 128-bit search; with K = k₀ + 1 it is two.
//
// The program is the rules' own: the least sum of squares into (x, j) over the lines [i, x)
// from states (i, j − 1), ties to the latest i, and the breaks read back from (n, K). So it gives
// the rules' answer (the latest breaks among the least-cost K-line breakings) by construction,
// without the penalty method's tie analysis.
//
// Each state tries every line that may end at it, so the work is (open states) × (items per
// line); it is used only while that stays within a small multiple of the item count (lines of a
// few items, as at min lines, where W* is short). Otherwise, or with more spare lines than the
// reserved buffers have room for, the penalty method (BalancedExactLines.swift) runs instead.
//
// Memory: the buffers of the path search, reused (nothing is allocated here). Costs of up to 3
// line counts per node in 64 bits (narrowPathCost, and pathCost as two 64-bit halves), or 1 in
// 128 bits (pathCost); the chosen previous break per state in previous, queueBreak, queueFrom;
// g in mostLines, the first open line count per node in fewestLines.

extension BalancedLineBreaker {
    /// Most candidate lines tried per item before the penalty method is the cheaper way.
    static let layeredWorkPerItem = 24

    /// Breaks into exactly `lines` lines (1 < lines < count) of `width` grid units, when greedy
    /// at `width` makes `fewest` lines and the windows fit the buffers. Returns false, having
    /// written nothing the caller reads, when it does not apply. Needs `reach` and the grid.
    mutating func breakIntoExactlyByLayers(_ lines: Int, width: Int64, fewest: Int) -> Bool {
        let n = count, open = lines - fewest + 1
        // 64 bits when no path cost can leave them: each line costs at most W² (a line is
        // between 0 and W long; an item longer than the line is priced as an exact fit). In 128
        // bits, K = k₀ is one penalty search already.
        let narrow = width >= 0 && width < 1 << 31 && Int128(n &+ 1) &* Int128(width) &* Int128(width) < 1 << 62
        guard allowsLayers, narrow, open >= 1, open <= 2, lines < n else { return false }
        // The work: every line that may end at an open state, at most `open` states per node.
        var pairs = 0
        for i in 0..<n { pairs &+= Int(reach[i]) &- i }
        guard pairs <= Self.layeredWorkPerItem * n / open else { return false }
        layeredPairs = pairs &* open

        pathCost.setCount(n + 1); narrowPathCost.setCount(n + 1)
        fewestLines.setCount(n + 1); mostLines.setCount(n + 1)
        guard let wide = pathCost.pointer, let eight = narrowPathCost.pointer,
              let firstOpen = fewestLines.pointer, let lastOpen = mostLines.pointer else { return false }
        // Two states per node, side by side: j's at slot 2x + (j & 1).
        let costs = UnsafeMutableRawPointer(wide).bindMemory(to: Int64.self, capacity: 2 &* (n &+ 1))
        let from = UnsafeMutableRawPointer(eight).bindMemory(to: Int32.self, capacity: 2 &* (n &+ 1))
        let found = layeredSearch(lines, width: width, costs: costs, from: from,
                                  firstOpen: firstOpen, lastOpen: lastOpen)
        // The memory holds other types now: rebind it for the path search.
        _ = UnsafeMutableRawPointer(wide).bindMemory(to: Int128.self, capacity: n &+ 1)
        _ = UnsafeMutableRawPointer(eight).bindMemory(to: Int64.self, capacity: n &+ 1)
        return found
    }

    /// The program itself: for each node x the open line counts j = firstOpen[x] ...
    /// lastOpen[x] (at most two), their least costs and previous breaks at slot 2x + (j & 1).
    /// False if a state has no way in (never, by the argument above; the caller then falls back).
    private mutating func layeredSearch(
        _ lines: Int, width: Int64, costs: UnsafeMutablePointer<Int64>, from: UnsafeMutablePointer<Int32>,
        firstOpen: UnsafeMutablePointer<Int32>, lastOpen: UnsafeMutablePointer<Int32>
    ) -> Bool {
        let n = count, k = lines
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
        var fewestBefore = 0, greedyEnd = 0   // f(x), and where greedy's f(x)-th line ends
        var firstStart = 0                     // the first break whose line may reach x
        // The nodes with state (i, J) open are a run (both ends of the windows rise with i):
        // [first i with lastOpen >= J, first i with firstOpen > J). One run for J = low − 1, one
        // for J = low; J only rises with x, so each end only moves forward.
        var lowFrom = 0, lowTo = 0, highFrom = 0, highTo = 0
        for x in 1...n {
            while greedyEnd < x { greedyEnd = Int(reach[greedyEnd]); fewestBefore &+= 1 }
            let low = Int32(truncatingIfNeeded: max(fewestBefore, k &- (n &- x))), high = lastOpen[x]
            firstOpen[x] = low
            if high < low { continue }
            guard high &- low <= 1 else { return false }
            while Int(reach[firstStart]) < x { firstStart &+= 1 }
            while lowFrom < x, lastOpen[lowFrom] < low &- 1 { lowFrom &+= 1 }
            while lowTo < x, firstOpen[lowTo] <= low &- 1 { lowTo &+= 1 }
            let reachBack = width &- ends[x]   // the slack of line [i, x) is this + starts[i]
            // Parities: states (i, low − 1) and (x, low + 1) at slot 2i + odd, (i, low) and
            // (x, low) at 2i + even. Ties go to the later break (<=, i rising).
            let even = Int(low) & 1, odd = even ^ 1
            var best = Int64.max, bestFrom: Int32 = -1
            var i = max(firstStart, lowFrom)
            while i < lowTo {
                let slack = reachBack &+ starts[i]
                let candidate = costs[2 &* i &+ odd] &+ slack &* slack
                if candidate <= best { best = candidate; bestFrom = Int32(truncatingIfNeeded: i) }
                i &+= 1
            }
            guard bestFrom >= 0 else { return false }
            costs[2 &* x &+ even] = best
            from[2 &* x &+ even] = bestFrom
            guard high > low else { continue }
            while highFrom < x, lastOpen[highFrom] < low { highFrom &+= 1 }
            while highTo < x, firstOpen[highTo] <= low { highTo &+= 1 }
            best = Int64.max; bestFrom = -1
            i = max(firstStart, highFrom)
            while i < highTo {
                let slack = reachBack &+ starts[i]
                let candidate = costs[2 &* i &+ even] &+ slack &* slack
                if candidate <= best { best = candidate; bestFrom = Int32(truncatingIfNeeded: i) }
                i &+= 1
            }
            guard bestFrom >= 0 else { return false }
            costs[2 &* x &+ odd] = best
            from[2 &* x &+ odd] = bestFrom
        }
        // Back from (n, K).
        var end = n, left = k
        while end > 0 {
            let start = Int(from[2 &* end &+ (left & 1)])
            guard start >= 0, start < end else { return false }
            for i in start..<end { lineEnds[i] = Int32(truncatingIfNeeded: end) }
            end = start
            left &-= 1
        }
        return left == 0
    }
}
