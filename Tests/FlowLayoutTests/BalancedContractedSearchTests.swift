// The contracted search (ContractedSearch.swift) against the full windowed search: after
// a fewest-lines search and one or two windowed searches with their narrowing, the windows are
// contracted (whatever they hold: the test reserves room for every node), then at penalties
// between the corners the contracted search must give the full search's cost and line counts
// into n, its best breaks at every node, its kept breaks from n back, and narrow the windows as
// the full narrowing does; on random layouts with ties, items longer than the line, forced
// breaks and item limits, every other one in 128-bit costs, and penalties either side of the
// contraction's own.

@testable import FlowLayout
import Testing

@Suite("Min lines: contracted searches find what full windowed searches find")
struct BalancedContractedSearchTests {
    /// Room for contracting any windows of `breaker` (fresh buffers: a copied breaker shares its
    /// layout's storage, which must not be released here).
    static func reserveContraction(_ breaker: inout BalancedLineBreaker) throws {
        let n = breaker.count, extra = breaker.windowEnds.high - breaker.windowEnds.low
        breaker.contractedNodes = Buffer(); breaker.contractedCosts = Buffer(); breaker.contractedCounts = Buffer()
        breaker.slotCosts = Buffer(); breaker.slotLinks = Buffer()
        try breaker.contractedNodes.reserve(n + 2, .swift); try breaker.contractedCosts.reserve(2 * n + 4, .swift)
        try breaker.contractedCounts.reserve(n + 2, .swift)
        try breaker.slotCosts.reserve(2 * extra + 2, .swift); try breaker.slotLinks.reserve(2 * extra + 2, .swift)
    }

    static func releaseContraction(_ breaker: inout BalancedLineBreaker) {
        breaker.contractedNodes.free(.swift); breaker.contractedCosts.free(.swift); breaker.contractedCounts.free(.swift)
        breaker.slotCosts.free(.swift); breaker.slotLinks.free(.swift)
    }

    @Test("the same costs and line counts into n, best breaks, kept breaks and narrowed windows as full windowed searches")
    func sameAsWindowedSearch() throws {
        var rng = SeededRandom(seed: 0xC0A7)
        var compared = 0, mismatches = 0, chords = 0, tiedAtEnd = 0, wideLayouts = 0, listedFew = 0, changedBreaks = 0
        for c in 0..<400 {
            var width: Float = 0
            let layout = try BalancedWindowedSearchTests.arrangedLayout(c, &rng, width: &width)
            let n = layout.itemCount
            var breaker = layout.balancedBreaker
            breaker.allowsNarrowCosts = c % 2 == 0
            if !breaker.allowsNarrowCosts { wideLayouts += 1 }
            let w = BalancedLineBreaker.onGrid(Double(width) / BalancedLineBreaker.gridUnit(for: Double(width)))
            breaker.searchFewestLines(width: w)
            breaker.openWindowsFromFewestLines()
            // One or two full searches, each narrowing one end, as min lines runs them.
            let span = Int64(w) * Int64(w) * 2 + 1
            var below = -span, above = span
            var penalty: Int64 = 0
            var cornerBelow: (lines: Int32, squares: Int128)? = nil, cornerAbove: (lines: Int32, squares: Int128)? = nil
            for _ in 0..<Int.random(in: 1...2, using: &rng) {
                penalty = Int64.random(in: below...above, using: &rng)
                breaker.searchWindows(width: w, penalty: Int128(penalty))
                let corner = (lines: breaker.lineCounts[n].x, squares: breaker.pathCostAt(n) - Int128(penalty) * Int128(breaker.lineCounts[n].x))
                let more = Bool.random(using: &rng)
                breaker.narrowWindows(moreLinesThanWanted: more)
                if more { below = penalty; cornerBelow = corner } else { above = penalty; cornerAbove = corner }
            }
            try Self.reserveContraction(&breaker)
            let didContract = breaker.contractWindows(width: w, afterSearchAt: Int128(penalty))
            #expect(didContract)
            if breaker.contractedNodes.count - 1 < n / 4 { listedFew += 1 }
            // Two probes in three at the chord between the corners either side (the last probes
            // with more lines and with fewer), as min lines probes: where the slope is whole both
            // corners tie, so best paths of different line counts meet.
            for probe in 0..<6 {
                var p = Int64.random(in: below...above, using: &rng)
                if probe % 3 != 0, let a = cornerAbove, let b = cornerBelow, a.lines < b.lines {
                    let chord = BalancedLineBreaker.floorDivide(a.squares - b.squares, by: Int128(b.lines - a.lines))
                    if chord >= Int128(below), chord <= Int128(above) { p = Int64(chord); chords += 1 }
                }
                let windowsBefore = (0...n).map { breaker.windows[$0] }
                breaker.searchContractedWindows(width: w, penalty: Int128(p))
                let contracted = (cost: breaker.pathCostAt(n), counts: breaker.lineCounts[n],
                                  best: (0...n).map { breaker.bestBreaks[$0] })
                // Every listed node's cost and line counts, through the anchors.
                let listed = (1..<breaker.contractedNodes.count).map { j in
                    (node: Int(breaker.contractedNodes[j].x),
                     cost: breaker.contractedCosts[2 * j] + breaker.contractedCosts[2 * j + 1], counts: breaker.contractedCounts[j])
                }
                breaker.chainPreviousOverContractedWindows()
                let contractedChain = BalancedWindowedSearchTests.chain(breaker)
                breaker.searchWindows(width: w, penalty: Int128(p))
                breaker.chainPreviousOverWindows(width: w)
                let full = (cost: breaker.pathCostAt(n), counts: breaker.lineCounts[n],
                            best: (1...n).map { breaker.bestBreaks[$0] })
                if let wrong = listed.first(where: { $0.cost != breaker.pathCostAt($0.node) || $0.counts != breaker.lineCounts[$0.node] }) {
                    mismatches += 1
                    if mismatches <= 3 {
                        Issue.record("case \(c), probe \(probe), node \(wrong.node): contracted \(wrong.cost) \(wrong.counts), full \(breaker.pathCostAt(wrong.node)) \(breaker.lineCounts[wrong.node])")
                    }
                }
                if contracted.cost != full.cost || contracted.counts != full.counts
                    || Array(contracted.best[1...]) != full.best || contractedChain != BalancedWindowedSearchTests.chain(breaker) {
                    mismatches += 1
                    if mismatches <= 3 {
                        Issue.record("case \(c), probe \(probe), n \(n): contracted \(contracted.cost) \(contracted.counts), full \(full.cost) \(full.counts); best breaks equal: \(Array(contracted.best[1...]) == full.best)")
                    }
                }
                compared += 1
                if full.counts.x != full.counts.y { tiedAtEnd += 1 }
                let corner = (lines: full.counts.x, squares: full.cost - Int128(p) * Int128(full.counts.x))
                // Narrow one end, as the full narrowing would (its best breaks are both's).
                let more = Bool.random(using: &rng)
                let expected = (0...n).map { x in
                    x == 0 ? windowsBefore[0] : more
                        ? SIMD2(windowsBefore[x].x, full.best[x - 1].y) : SIMD2(full.best[x - 1].x, windowsBefore[x].y)
                }
                let ends = (low: expected.dropFirst().reduce(0) { $0 + Int($1.x) }, high: expected.dropFirst().reduce(0) { $0 + Int($1.y) })
                if expected != windowsBefore { changedBreaks += 1 }
                breaker.narrowContractedWindows(moreLinesThanWanted: more)
                #expect((0...n).map { breaker.windows[$0] } == expected, "case \(c), probe \(probe)")
                #expect(breaker.windowEnds.low == ends.low && breaker.windowEnds.high == ends.high, "case \(c), probe \(probe)")
                if more { below = p; cornerBelow = corner } else { above = p; cornerAbove = corner }
            }
            Self.releaseContraction(&breaker)
        }
        #expect(mismatches == 0)
        #expect(compared == 2400 && wideLayouts == 200)
        #expect(tiedAtEnd > 20)   // best paths of different line counts into n
        print("contracted searches: \(compared) (\(chords) at chords, \(tiedAtEnd) with fewest and most lines apart), layouts listing under a quarter of the nodes: \(listedFew), probes that narrowed a window: \(changedBreaks)")
        #expect(listedFew > 150 && changedBreaks > 150)   // windows of one break were skipped; windows did narrow
    }
}
