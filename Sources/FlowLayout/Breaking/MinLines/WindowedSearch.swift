// Min lines, penalty method (ExactLineCount.swift): the searches between two corners, over
// the breaks the corners leave open, instead of the queue search over every line that fits.
//
// Why the corners bound the breaks: write F_λ(x) for the least cost into node x with penalty λ
// per line, and A_λ(x) for the breaks i that reach it, F_λ(i) + (W − L(i, x))² + λ = F_λ(x).
//  1. The fewest lines among the best paths into x, and the most, are nondecreasing in x (the
//     costs are Monge: two best paths into x < x' cross, and swapping their tails at the
//     crossing keeps both best, so the one into x' has at least the other's lines).
//  2. So for i < i', F_λ(i') − F_λ(i) is nondecreasing in λ: it is continuous and piecewise
//     linear in λ, with slopes (lines into i') − (lines into i) >= 0 on either side of each
//     corner (fewest to the right of it, most to the left, by 1).
//  3. Then for λ <= λ', the earliest of A_λ'(x) is at or before the earliest of A_λ(x), and
//     the latest of A_λ'(x) at or before the latest of A_λ(x): a later break that is best at
//     λ' and not worse at λ stays best at λ, by 2.
// So every search at a penalty between the corners' λ_more <= λ <= λ_fewer finds all of A_λ(x)
// between the earliest of A_{λ_fewer}(x) and the latest of A_{λ_more}(x). A search there tries
// only those breaks (the window of x), computes F, the fewest and the most lines and the break
// the queue search would keep (the latest of the best with the fewest lines) exactly as the
// queue search does, and records the earliest and latest of each A_λ(x): the window's new low
// end if the search becomes the corner with fewer lines, its new high end if more. As the
// corners close in on K the windows close to a break or two per node (most to one, which a
// search takes the short way), and a search costs a third to a half of the queue search's 70 to
// 110 instructions per item. It writes the kept breaks only along the chain from n, when the
// caller reads them (`chainPreviousOverWindows`).
//
// The first corner, the fewest lines and the least squares among them (a penalty above any sum
// of squares), has a search of its own (`searchFewestLines`), over the breaks with one line
// fewer into them. The windows start from its earliest best breaks to x − 1. Where every line
// that fits would be more than `windowedWorkPerItem` breaks per node (lines of many items), the
// later searches are queue searches instead. Costs are 64-bit where they fit, else 128-bit.

extension BalancedLineBreaker {
    /// Most breaks per node, on average, for which trying each is cheaper than the queue search.
    static let windowedWorkPerItem = 6

    /// The breaks the windows hold when open, one per line that may be: Σ over i of reach[i] − i.
    func openWindowBreaks() -> Int {
        var total = 0
        for i in 0..<count { total &+= Int(reach[i]) &- i }
        return total
    }

    /// The search for the fewest lines and the least squares among them (the corner at a penalty
    /// above any sum of squares), in 64-bit costs when they fit (`costsFit64Bits`): each node's
    /// squares (`pathCostAt`), fewest lines and earliest and latest best breaks (for
    /// `narrowWindows`), and the kept breaks (the latest best) along the chain from n, as a
    /// search at such a penalty finds them. Into node x it tries only the breaks with one line
    /// fewer into them than x has: one with more is worse whatever its squares, one with fewer
    /// cannot reach x. The fewest lines into x are one more than into the first break whose
    /// longest line reaches x (they are nondecreasing in x: a shorter line fits wherever a longer
    /// one does), and the breaks with that count run on from it; so squares alone decide (a
    /// search at that penalty needs 128 bits), over about three breaks per node.
    mutating func searchFewestLines(width: Int64) {
        windowedSearches += 1
        let n = count
        narrowPathCost.setCount(n + 1); pathCost.setCount(n + 1); previous.setCount(n + 1)
        fewestLines.setCount(n + 1); bestBreaks.setCount(n + 1)
        narrowCosts = costsFit64Bits(width: width, penalty: 0)
        if narrowCosts, let costs = narrowPathCost.pointer {
            searchFewestLines(width: width, costs: costs)
        } else if let costs = pathCost.pointer {
            searchFewestLines(width: width, costs: costs)
        }
    }

    private mutating func searchFewestLines<Cost: FixedWidthInteger & SignedInteger>(
        width: Int64, costs cost: UnsafeMutablePointer<Cost>
    ) {
        let n = count
        guard let ends = prefixEnd.pointer, let starts = prefixStart.pointer,
              let reach = reach.pointer, let fewest = fewestLines.pointer, let previous = previous.pointer,
              let bestBreaks = bestBreaks.pointer
        else { return }
        cost[0] = 0
        fewest[0] = 0
        bestBreaks[0] = .zero
        var first = 0, tried = 0
        var x = 1
        while x <= n {
            while Int(reach[first]) < x { first &+= 1 }   // reach[x − 1] >= x: stops by x − 1
            let lines = fewest[first]
            let shortOf = ends[x] &- width
            var slack = Cost(truncatingIfNeeded: starts[first] &- shortOf)
            var best = cost[first] &+ slack &* slack
            var earliest = first, latest = first
            var i = first &+ 1
            while i < x, fewest[i] == lines {
                slack = Cost(truncatingIfNeeded: starts[i] &- shortOf)
                let through = cost[i] &+ slack &* slack
                if through < best {
                    best = through
                    earliest = i; latest = i
                } else if through == best {
                    latest = i
                }
                i &+= 1
            }
            tried &+= i &- first
            cost[x] = best
            fewest[x] = lines &+ 1
            bestBreaks[x] = SIMD2(Int32(truncatingIfNeeded: earliest), Int32(truncatingIfNeeded: latest))
            x &+= 1
        }
        windowedBreaks &+= tried
        previous[0] = -1
        x = n
        while x > 0 {
            let kept = bestBreaks[x].y
            previous[x] = kept
            x = Int(kept)
        }
    }

    /// Opens every node's window from the earliest best break of the fewest-lines search just
    /// run (`searchFewestLines`) to x − 1: `openWindows` narrowed by that corner, in one pass
    /// over its best breaks (the earliest is never before the first break whose line reaches x).
    mutating func openWindowsFromFewestLines() {
        let n = count
        windows.setCount(n + 1)
        guard let windows = windows.pointer, let bestBreaks = bestBreaks.pointer else { return }
        // Each pair as one 64-bit word, the low end in the low half (as `narrowWindows`).
        let to = UnsafeMutableRawPointer(windows).assumingMemoryBound(to: UInt64.self)
        let from = UnsafeRawPointer(bestBreaks).assumingMemoryBound(to: UInt64.self)
        var lows: UInt64 = 0
        to[0] = 0
        var x = 1
        while x <= n {
            let low = from[x] & 0xFFFF_FFFF
            to[x] = UInt64(truncatingIfNeeded: x &- 1) << 32 | low
            lows &+= low
            x &+= 1
        }
        windowEnds = (low: Int(lows), high: n &* (n &- 1) / 2)
    }

    /// Whether `breaks` (what the windows hold) makes a windowed search the cheaper one.
    func windowsAreNarrow(_ breaks: Int) -> Bool { breaks <= Self.windowedWorkPerItem &* count }

    /// A search with `penalty` per line over the windows, in 64-bit costs when they fit
    /// (`costsFit64Bits`), else 128-bit: fills the costs (`pathCostAt`) and the fewest and most
    /// lines as the queue search does, into `lineCounts` (both counts: a second search for the
    /// most lines would cost more than counting them always; `copyLineCounts` for `fewestLines`
    /// and `mostLines`), and each node's earliest and latest best breaks for `narrowWindows`;
    /// `previous` only when asked (`chainPreviousOverWindows`). Most windows hold one break once
    /// the corners close in (four in five nodes in the benchmark's ten searches): those take the
    /// short way, whose best break is the window itself.
    mutating func searchWindows(width: Int64, penalty: Int128) {
        windowedSearches += 1
        let n = count
        narrowPathCost.setCount(n + 1); pathCost.setCount(n + 1); previous.setCount(n + 1)
        lineCounts.setCount(n + 1)
        windowedBreaks &+= windowEnds.high &- windowEnds.low &+ n
        narrowCosts = costsFit64Bits(width: width, penalty: penalty)
        if narrowCosts, let costs = narrowPathCost.pointer {
            searchWindows(width: width, penalty: Int64(truncatingIfNeeded: penalty), costs: costs)
        } else if let costs = pathCost.pointer {
            searchWindows(width: width, penalty: penalty, costs: costs)
        }
    }

    private mutating func searchWindows<Cost: FixedWidthInteger & SignedInteger>(
        width: Int64, penalty: Cost, costs cost: UnsafeMutablePointer<Cost>
    ) {
        let n = count
        guard let ends = prefixEnd.pointer, let starts = prefixStart.pointer,
              let counts = lineCounts.pointer, let windows = windows.pointer, let bestBreaks = bestBreaks.pointer
        else { return }
        cost[0] = 0
        counts[0] = .zero
        bestBreaks[0] = .zero
        // The window's ends read as two scalars (not a vector and its lanes).
        let ends32 = UnsafeRawPointer(windows).assumingMemoryBound(to: Int32.self)
        var x = 1
        while x <= n {
            let low = Int(ends32[2 &* x]), high = Int(ends32[2 &* x &+ 1])
            let shortOf = ends[x] &- width
            let slack = Cost(truncatingIfNeeded: starts[high] &- shortOf)
            var best = cost[high] &+ slack &* slack
            var lines = counts[high]
            var breaks = windows[x]
            if low < high {
                let found = Self.bestStarts(low, high, shortOf, cost, starts)
                best = found.best
                lines = Self.lineCounts(of: found, shortOf, cost, starts, counts)
                breaks = SIMD2(Int32(truncatingIfNeeded: found.first), Int32(truncatingIfNeeded: found.last))
            }
            cost[x] = best &+ penalty
            counts[x] = lines &+ 1
            bestBreaks[x] = breaks
            x &+= 1
        }
    }

    /// The fewest lines through the kept break and the most through any best break, of a node's
    /// best starts.
    @inline(__always)
    static func lineCounts<Cost: FixedWidthInteger & SignedInteger>(
        of found: (best: Cost, first: Int, last: Int), _ shortOf: Int64,
        _ cost: UnsafeMutablePointer<Cost>, _ starts: UnsafeMutablePointer<Int64>,
        _ counts: UnsafeMutablePointer<SIMD2<Int32>>
    ) -> SIMD2<Int32> {
        let ties = keptStart(of: found, shortOf, cost, starts, counts)
        return SIMD2(counts[ties.kept].x, ties.most)
    }

    /// The start the queue search keeps among a node's best starts (the latest of those with the
    /// fewest lines: from the latest back, a tie with fewer lines takes over), and the most lines
    /// through any of them. The ties, rare but for equal sizes, are each priced again.
    @inline(__always)
    static func keptStart<Cost: FixedWidthInteger & SignedInteger>(
        of found: (best: Cost, first: Int, last: Int), _ shortOf: Int64,
        _ cost: UnsafeMutablePointer<Cost>, _ starts: UnsafeMutablePointer<Int64>,
        _ counts: UnsafeMutablePointer<SIMD2<Int32>>
    ) -> (kept: Int, most: Int32) {
        var kept = found.last
        var most = counts[kept].y
        var j = found.last
        while j > found.first {
            j &-= 1
            let slack = Cost(truncatingIfNeeded: starts[j] &- shortOf)
            if cost[j] &+ slack &* slack == found.best {
                if counts[j].x < counts[kept].x { kept = j }
                most = max(most, counts[j].y)
            }
        }
        return (kept, most)
    }

    /// The last windowed search's line counts into `fewestLines` and `mostLines`, where the walk
    /// back reads them.
    mutating func copyLineCounts() {
        let n = count
        fewestLines.setCount(n + 1); mostLines.setCount(n + 1)
        guard let counts = lineCounts.pointer, let fewest = fewestLines.pointer, let most = mostLines.pointer
        else { return }
        for x in 0...n {
            fewest[x] = counts[x].x
            most[x] = counts[x].y
        }
    }

    /// Writes `previous` along the chain from n after a windowed search at `width`, which leaves
    /// it unwritten (only the chain is ever read): at each node of it the break the queue search
    /// would keep, found again over the node's window (the windows, narrowed or not by that
    /// search, still hold all its best breaks). O(lines × window).
    mutating func chainPreviousOverWindows(width: Int64) {
        if narrowCosts, let costs = narrowPathCost.pointer {
            chainPreviousOverWindows(width: width, costs: costs)
        } else if let costs = pathCost.pointer {
            chainPreviousOverWindows(width: width, costs: costs)
        }
    }

    private mutating func chainPreviousOverWindows<Cost: FixedWidthInteger & SignedInteger>(
        width: Int64, costs cost: UnsafeMutablePointer<Cost>
    ) {
        guard let ends = prefixEnd.pointer, let starts = prefixStart.pointer,
              let previous = previous.pointer, let counts = lineCounts.pointer, let windows = windows.pointer
        else { return }
        previous[0] = -1
        var x = count
        while x > 0 {
            let shortOf = ends[x] &- width
            let found = Self.bestStarts(Int(windows[x].x), Int(windows[x].y), shortOf, cost, starts)
            let kept = Self.keptStart(of: found, shortOf, cost, starts, counts).kept
            previous[x] = Int32(truncatingIfNeeded: kept)
            x = kept
        }
    }

    /// The best starts of the lines into a node over its window low...high, where the line from
    /// start i falls short of W by starts[i] − shortOf: the least cost through them (without the
    /// penalty), and the earliest and latest start giving it. From the latest start back, without
    /// a branch: a strictly better one is the new latest, a better or equal one the new earliest.
    @inline(__always)
    static func bestStarts<Cost: FixedWidthInteger & SignedInteger>(
        _ low: Int, _ high: Int, _ shortOf: Int64, _ cost: UnsafeMutablePointer<Cost>,
        _ starts: UnsafeMutablePointer<Int64>
    ) -> (best: Cost, first: Int, last: Int) {
        var i = high
        var slack = Cost(truncatingIfNeeded: starts[i] &- shortOf)
        var best = cost[i] &+ slack &* slack
        var first = i, last = i
        while i > low {
            i &-= 1
            slack = Cost(truncatingIfNeeded: starts[i] &- shortOf)
            let through = cost[i] &+ slack &* slack
            last = through < best ? i : last
            first = through <= best ? i : first
            best = min(best, through)
        }
        return (best, first, last)
    }

    /// After a windowed search became a corner: its latest best breaks are the new high ends
    /// (it has more lines than K), or its earliest the new low ends (fewer).
    mutating func narrowWindows(moreLinesThanWanted: Bool) {
        guard let windows = windows.pointer, let bestBreaks = bestBreaks.pointer else { return }
        // Each pair as one 64-bit word (low end in the low half): the new end blended in by a
        // mask, and its sum over the nodes, in a loop the compiler vectorizes.
        let to = UnsafeMutableRawPointer(windows).assumingMemoryBound(to: UInt64.self)
        let from = UnsafeRawPointer(bestBreaks).assumingMemoryBound(to: UInt64.self)
        let taken: UInt64 = moreLinesThanWanted ? 0xFFFF_FFFF_0000_0000 : 0x0000_0000_FFFF_FFFF
        let shift: UInt64 = moreLinesThanWanted ? 32 : 0
        var sum: UInt64 = 0
        var x = 1
        while x <= count {
            let best = from[x]
            to[x] = to[x] & ~taken | best & taken
            sum &+= (best >> shift) & 0xFFFF_FFFF   // (the breaks are node indices, >= 0)
            x &+= 1
        }
        if moreLinesThanWanted { windowEnds.high = Int(sum) } else { windowEnds.low = Int(sum) }
    }
}
