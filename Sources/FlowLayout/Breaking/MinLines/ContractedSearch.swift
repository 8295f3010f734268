// Min lines, penalty method (ExactLineCount.swift): the searches once nearly every window
// holds a single break.
//
// After two or three windowed searches (WindowedSearch.swift) the corners are close and
// all but a few nodes in a thousand have a window of one break; a windowed search still passes
// over every node. A node x whose window is the one break p has, at every penalty the windows
// hold for (they only narrow), F_λ(x) = F_λ(p) + (W − L(p, x))² + λ and one line more than p,
// fewest and most alike. Follow such breaks back from a node i to its anchor a(i): the first
// node whose window holds several breaks, or node 0. With σ the penalty of the last full
// windowed search and d(i) the lines from a(i) to i,
//   F_λ(i) = F_σ(i) + (F_λ(a) − F_σ(a)) + d(i)·(λ − σ),   lines_λ(i) = lines_λ(a) + d(i).
// So a search visits only the nodes whose window held several breaks when the windows were
// contracted (and n), and prices each break i of a window through its anchor's change since σ:
// a few thousand steps instead of n. Its costs, line counts into n, best breaks, and the breaks
// it keeps are a windowed search's exactly (the same sums, in exact 128-bit arithmetic, ties in
// the same order); nodes of one-break windows keep their best breaks from σ, which the window
// is. The costs at the other nodes, which only the walk back reads, take one full windowed
// search at the end (`searchWindows`), when it walks back.
//
// The anchors are kept in `mostLines` while they are found (a windowed search leaves it; the
// walk back writes it from `lineCounts` first).

extension BalancedLineBreaker {
    /// Most breaks beyond one per node, over all nodes, for which the windows are contracted:
    /// a sixty-fourth of the nodes (`contractionShare`; the contracted buffers are reserved for
    /// it). In the benchmark the windows drop from about a break per node to a few in a thousand
    /// at once, so the share only decides when memory is reserved for the lists.
    func contractedBreaksLimit(_ count: Int) -> Int { count / max(1, contractionShare) }

    /// Contracts the windows after a full windowed search at `penalty` (σ) and its narrowing:
    /// lists the nodes whose window holds several breaks, and n, and prices each break of their
    /// windows through its anchor. False, changing nothing, when the windows hold too many
    /// breaks for the reserved buffers. O(n) once, then searches cost O(the breaks listed).
    mutating func contractWindows(width: Int64, afterSearchAt penalty: Int128) -> Bool {
        let n = count
        let extra = windowEnds.high &- windowEnds.low
        let nodeCapacity = min(extra, n) &+ 2, slotCapacity = 2 &* extra &+ 2   // (n, and the root)
        guard n > 0, extra >= 0, contractedNodes.capacity >= nodeCapacity, contractedCosts.capacity >= 2 &* nodeCapacity,
              contractedCounts.capacity >= nodeCapacity, slotCosts.capacity >= slotCapacity,
              slotLinks.capacity >= slotCapacity, mostLines.capacity > n
        else { return false }
        contractedNodes.setCount(nodeCapacity); contractedCosts.setCount(2 &* nodeCapacity)
        contractedCounts.setCount(nodeCapacity); slotCosts.setCount(slotCapacity); slotLinks.setCount(slotCapacity)
        mostLines.setCount(n + 1)
        guard let windows = windows.pointer, let counts = lineCounts.pointer, let anchor = mostLines.pointer,
              let nodes = contractedNodes.pointer, let costs = contractedCosts.pointer,
              let slotCosts = slotCosts.pointer, let links = slotLinks.pointer,
              let ends = prefixEnd.pointer, let starts = prefixStart.pointer
        else { return false }
        // Index 0 is node 0, the root: no cost, no lines, at every penalty.
        nodes[0] = .zero
        costs[0] = 0; costs[1] = 0
        contractedCounts[0] = .zero
        anchor[0] = 0
        var listed = 0, slots = 0
        var x = 1
        while x <= n {
            let low = Int(windows[x].x), high = Int(windows[x].y)
            if low == high && x < n {
                anchor[x] = anchor[low]
            } else {
                listed &+= 1
                nodes[listed] = SIMD4(Int32(truncatingIfNeeded: x), Int32(truncatingIfNeeded: slots &- low), 0, 0)
                costs[2 &* listed] = pathCostAt(x)
                let shortOf = ends[x] &- width
                var i = low
                while i <= high {
                    let slack = Int128(starts[i] &- shortOf)
                    let a = Int(anchor[i])
                    let linesIntoAnchor = a == 0 ? 0 : counts[Int(nodes[a].x)].x
                    slotCosts[slots] = pathCostAt(i) &+ slack &* slack
                    links[slots] = SIMD2(Int32(truncatingIfNeeded: a), counts[i].x &- linesIntoAnchor)
                    slots &+= 1
                    i &+= 1
                }
                anchor[x] = Int32(truncatingIfNeeded: listed)
            }
            x &+= 1
        }
        contractedNodes.setCount(listed &+ 1)
        contractedPenalty = penalty
        return true
    }

    /// A windowed search at `penalty` over the contracted windows (`contractWindows`): the cost
    /// and line counts into n (`pathCostAt`, `lineCounts`), the best breaks of the listed nodes
    /// (`bestBreaks`, for `narrowContractedWindows`) and the break each keeps (for
    /// `chainPreviousOverContractedWindows`), as `searchWindows` finds them.
    mutating func searchContractedWindows(width: Int64, penalty: Int128) {
        windowedSearches += 1
        contractedSearches += 1
        let n = count
        guard let windows = windows.pointer, let bestBreaks = bestBreaks.pointer, let lineCounts = lineCounts.pointer,
              let nodes = contractedNodes.pointer, let costs = contractedCosts.pointer,
              let counts = contractedCounts.pointer, let slotCosts = slotCosts.pointer, let links = slotLinks.pointer
        else { return }
        let shift = penalty &- contractedPenalty   // λ − σ
        var tried = 0
        var j = 1
        while j < contractedNodes.count {
            defer { j &+= 1 }
            let x = Int(nodes[j].x), offset = Int(nodes[j].y)
            let low = Int(windows[x].x), high = Int(windows[x].y)
            tried &+= high &- low &+ 1
            // F_λ(i) + the line's square, and the lines into i, through i's anchor.
            @inline(__always) func through(_ i: Int) -> (cost: Int128, lines: SIMD2<Int32>) {
                let link = links[i &+ offset], a = Int(link.x)
                let cost = slotCosts[i &+ offset] &+ costs[2 &* a &+ 1] &+ Int128(link.y) &* shift
                return (cost, counts[a] &+ SIMD2(repeating: link.y))
            }
            // As `bestStarts` and `lineCounts(of:)`: from the latest break back, a strictly better
            // one restarts the best set, an equal one joins it at its early end.
            var i = high
            var (best, lines) = through(i)
            var first = i, last = i, kept = i, keptLines = lines.x, most = lines.y
            while i > low {
                i &-= 1
                let candidate = through(i)
                if candidate.cost > best { continue }
                if candidate.cost < best {
                    best = candidate.cost
                    last = i; kept = i; keptLines = candidate.lines.x; most = candidate.lines.y
                } else {
                    if candidate.lines.x < keptLines { kept = i; keptLines = candidate.lines.x }
                    most = max(most, candidate.lines.y)
                }
                first = i
            }
            let cost = best &+ penalty
            costs[2 &* j &+ 1] = cost &- costs[2 &* j]   // F_λ(x) − F_σ(x)
            counts[j] = SIMD2(keptLines &+ 1, most &+ 1)
            nodes[j].z = Int32(truncatingIfNeeded: kept)
            bestBreaks[x] = SIMD2(Int32(truncatingIfNeeded: first), Int32(truncatingIfNeeded: last))
        }
        windowedBreaks &+= tried
        // n is the last node listed: its cost and counts where the caller reads them.
        let end = contractedNodes.count &- 1
        let cost = costs[2 &* end] &+ costs[2 &* end &+ 1]
        narrowCosts = costsFit64Bits(width: width, penalty: penalty)
        if narrowCosts { narrowPathCost[n] = Int64(truncatingIfNeeded: cost) } else { pathCost[n] = cost }
        lineCounts[n] = counts[end]
    }

    /// `narrowWindows` over the listed nodes (the others' best breaks are their one-break windows).
    mutating func narrowContractedWindows(moreLinesThanWanted: Bool) {
        guard let windows = windows.pointer, let bestBreaks = bestBreaks.pointer, let nodes = contractedNodes.pointer
        else { return }
        var change = 0
        var j = 1
        while j < contractedNodes.count {
            defer { j &+= 1 }
            let x = Int(nodes[j].x)
            if moreLinesThanWanted {
                change &+= Int(bestBreaks[x].y &- windows[x].y)
                windows[x].y = bestBreaks[x].y
            } else {
                change &+= Int(bestBreaks[x].x &- windows[x].x)
                windows[x].x = bestBreaks[x].x
            }
        }
        if moreLinesThanWanted { windowEnds.high &+= change } else { windowEnds.low &+= change }
    }

    /// `previous` along the chain from n after a contracted search: the listed nodes' kept
    /// breaks, the others' one-break windows.
    mutating func chainPreviousOverContractedWindows() {
        guard let windows = windows.pointer, let previous = previous.pointer, let nodes = contractedNodes.pointer
        else { return }
        previous[0] = -1
        var x = count, j = contractedNodes.count &- 1
        while x > 0 {
            while j > 0, Int(nodes[j].x) > x { j &-= 1 }
            let kept = j > 0 && Int(nodes[j].x) == x ? nodes[j].z : windows[x].x
            previous[x] = kept
            x = Int(kept)
        }
    }
}
