// The windowed search (WindowedSearch.swift) against the queue search: first the
// fewest-lines search, then at any penalty between the two the windows were narrowed from, the
// same least costs and the same fewest and most lines at every node, and the same breaks kept
// from the end back, on random layouts with ties (equal sizes, few lengths), items longer than
// the line, forced breaks and item limits, in 64-bit costs and (every other layout) 128-bit ones.
// This is the claim the windows rest on (the best breaks move toward earlier ones as the penalty
// rises), checked directly rather than through the lines min lines ends with.

@testable import FlowLayout
import Testing

extension BalancedLineBreaker {
    /// Opens every node's window to each line that may end there (what the windows narrow from).
    mutating func openWindows() {
        let n = count
        windows.setCount(n + 1); bestBreaks.setCount(n + 1)
        var first = 0, lows = 0
        windows[0] = .zero
        for x in 1...max(1, n) where x <= n {
            while Int(reach[first]) < x { first += 1 }   // reach[x − 1] >= x: stops by x − 1
            windows[x] = SIMD2(Int32(first), Int32(x - 1))
            lows += first
        }
        windowEnds = (low: lows, high: n * (n - 1) / 2)
    }
}

@Suite("Min lines: windowed searches find what the queue search finds")
struct BalancedWindowedSearchTests {
    /// The breaks kept from n back (`previous` along its chain).
    static func chain(_ breaker: BalancedLineBreaker) -> [Int32] {
        var breaks: [Int32] = [], x = breaker.count
        while x > 0 { x = Int(breaker.previous[x]); breaks.append(Int32(x)) }
        return breaks
    }

    /// Layout `c` of the random set both suites run: equal sizes, few lengths, or random with some
    /// longer than the line; forced breaks every third, item limits every fifth; arranged (which
    /// leaves reach and the grid for the width, set in `width`).
    static func arrangedLayout(_ c: Int, _ rng: inout SeededRandom, width: inout Float) throws -> FlowLayout {
        let n = Int.random(in: 2...(c % 10 == 0 ? 1500 : 150), using: &rng)
        let kind = c % 4
        let sizes: [Float] = (0..<n).map { _ in
            switch kind {
            case 0: return 50
            case 1: return Float(10 * Int.random(in: 1...3, using: &rng))
            default:
                return Int.random(in: 0..<15, using: &rng) == 0
                    ? Float(Int.random(in: 400...700, using: &rng))
                    : Float(Int.random(in: 0...480, using: &rng)) / 4
            }
        }
        width = Float(Int.random(in: 160...1600, using: &rng)) / 4
        var layout = try makeLayout(sizes.map { ($0, 10) }) {
            $0.itemSpacing = Float(Int.random(in: 0...3, using: &rng) * 4)
            $0.maxItemsPerLine = c % 5 == 0 ? Int.random(in: 1...5, using: &rng) : 0
            $0.lineBreaking = .balance
            $0.minLines = 1   // (never in force: one line is always there; the windows are reserved)
        }
        if c % 3 == 0 {
            try layout.setFlags((0..<n).map { i in
                i > 0 && Int.random(in: 0..<10, using: &rng) == 0 ? .breakBefore : []
            })
        }
        try layout.arrange(width: width, height: .nan)
        return layout
    }

    @Test("the fewest-lines search, then between the penalties the windows came from: the same costs and line counts at every node, the same breaks")
    func sameAsQueueSearch() throws {
        var rng = SeededRandom(seed: 0x3143D)
        var searches = 0, narrowerThanOpen = 0, mismatches = 0, fewestSearches = 0, wideLayouts = 0
        for c in 0..<600 {
            var width: Float = 0
            let layout = try Self.arrangedLayout(c, &rng, width: &width)   // leaves reach and the grid for `width`
            let n = layout.itemCount
            var breaker = layout.balancedBreaker
            // Every other layout in 128-bit costs, as when the squares of W* need them.
            breaker.allowsNarrowCosts = c % 2 == 0
            if !breaker.allowsNarrowCosts { wideLayouts += 1 }
            let w = BalancedLineBreaker.onGrid(Double(width) / BalancedLineBreaker.gridUnit(for: Double(width)))
            // The fewest-lines search first, as min lines runs it: the queue search's squares, line
            // counts and breaks at a penalty above any sum of squares, and a windowed search's
            // best breaks there (over every line that fits).
            #expect(breaker.costsFit64Bits(width: w, penalty: 0) == breaker.allowsNarrowCosts)
            breaker.searchFewestLines(width: w)
            let fewestFirst = (0...n).map { (breaker.pathCostAt($0), breaker.fewestLines[$0], breaker.bestBreaks[$0]) }
            let fewestChain = Self.chain(breaker)
            let big = Int128(n) * Int128(w) * Int128(w) + 1
            breaker.searchPaths(width: w, penalty: big, ties: .fewest)
            for x in 0...n where breaker.pathCostAt(x) - big * Int128(breaker.fewestLines[x]) != fewestFirst[x].0
                || breaker.fewestLines[x] != fewestFirst[x].1 {
                mismatches += 1
                Issue.record("case \(c), fewest lines, node \(x) of \(n): \(fewestFirst[x]), queue \(breaker.pathCostAt(x)) \(breaker.fewestLines[x])")
                break
            }
            if fewestChain != Self.chain(breaker) {
                mismatches += 1
                Issue.record("case \(c), fewest lines: breaks \(fewestChain), queue search's \(Self.chain(breaker))")
            }
            let open = breaker.openWindowBreaks()
            breaker.openWindows()
            #expect((1...n).reduce(0) { $0 + Int(breaker.windows[$1].y - breaker.windows[$1].x) + 1 } == open)
            #expect(breaker.costsFit64Bits(width: w, penalty: big) == breaker.allowsNarrowCosts)
            breaker.searchWindows(width: w, penalty: big)
            if let x = (0...n).first(where: { breaker.bestBreaks[$0] != fewestFirst[$0].2 }) {
                mismatches += 1
                Issue.record("case \(c), fewest lines, node \(x): best breaks \(fewestFirst[x].2), windowed \(breaker.bestBreaks[x])")
            }
            fewestSearches += 1
            // The windows narrowed from that corner, as min lines opens them in one pass.
            breaker.narrowWindows(moreLinesThanWanted: false)
            let narrowed = ((0...n).map { breaker.windows[$0] }, breaker.windowEnds.low, breaker.windowEnds.high)
            breaker.openWindowsFromFewestLines()
            #expect((0...n).map { breaker.windows[$0] } == narrowed.0)
            #expect(breaker.windowEnds.low == narrowed.1 && breaker.windowEnds.high == narrowed.2)
            // Penalties where the line counts change: about a square of the line length.
            let span = Int64(w) * Int64(w) * 2 + 1
            var below = -span, above = span
            for probe in 0..<6 {
                let penalty = Int64.random(in: below...above, using: &rng)
                breaker.windowedBreaks = 0
                let held = (1...n).reduce(0) { $0 + Int(breaker.windows[$1].y - breaker.windows[$1].x) + 1 }
                #expect(breaker.costsFit64Bits(width: w, penalty: Int128(penalty)) == breaker.allowsNarrowCosts)
                breaker.searchWindows(width: w, penalty: Int128(penalty))
                #expect(breaker.windowedBreaks == held)   // the running sums of the window ends
                if breaker.windowedBreaks < open { narrowerThanOpen += 1 }
                let windowed = (0...n).map { (breaker.pathCostAt($0), breaker.lineCounts[$0].x, breaker.lineCounts[$0].y) }
                breaker.chainPreviousOverWindows(width: w)
                let windowedChain = Self.chain(breaker)
                breaker.searchPaths(width: w, penalty: Int128(penalty), ties: .fewest)
                let fewest = (0...n).map { (breaker.pathCostAt($0), breaker.fewestLines[$0]) }
                let queueChain = Self.chain(breaker)
                breaker.searchPaths(width: w, penalty: Int128(penalty), ties: .most)
                for x in 0...n where windowed[x].0 != fewest[x].0 || windowed[x].1 != fewest[x].1
                    || windowed[x].2 != breaker.mostLines[x] {
                    mismatches += 1
                    if mismatches <= 3 {
                        Issue.record("case \(c), probe \(probe), node \(x) of \(n): windowed \(windowed[x]), queue \(fewest[x]) most \(breaker.mostLines[x])")
                    }
                    break
                }
                if windowedChain != queueChain {
                    mismatches += 1
                    Issue.record("case \(c), probe \(probe): breaks \(windowedChain), queue search's \(queueChain)")
                }
                searches += 1
                // Narrow either end, as a corner with more lines than K or fewer would.
                if Bool.random(using: &rng) {
                    breaker.narrowWindows(moreLinesThanWanted: true); below = penalty
                } else {
                    breaker.narrowWindows(moreLinesThanWanted: false); above = penalty
                }
            }
        }
        #expect(mismatches == 0)
        #expect(searches == 3600 && fewestSearches == 600 && wideLayouts == 300)
        #expect(narrowerThanOpen > searches / 2)   // the windows did narrow
    }
}
