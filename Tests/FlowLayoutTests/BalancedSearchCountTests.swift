// Min lines cost few path searches (each a full O(n log m) pass, so their number is what min
// lines costs beside plain balancing), on the inputs that once took dozens: equal sizes, sizes
// alternating tiny and huge, one giant item, sizes of 1e-30 and 1e9 points. When greedy at W*
// makes K − 3 to K lines, none: the layered program (LayeredLines.swift) tries a bounded
// number of lines per item instead (always at K − 1 or K here; at K − 3 or K − 2 when the lines
// at W* are short enough). The penalty method's searches mostly run over windows of a break or
// two per node (WindowedSearch.swift), at about half the cost of a queue search.

@testable import FlowLayout
import Testing

@Suite("Min lines: few path searches")
struct BalancedSearchCountTests {
    /// The adversarial shapes of the benchmark (bench/adversarial.c): name, widths, line length.
    static func shapes(_ n: Int) -> [(String, [Float], Float)] {
        var rng = SeededRandom(seed: 0x5EED)
        let random = (0..<n).map { _ in
            Float(20 + Int.random(in: 0..<100, using: &rng)) + 0.25 * Float(Int.random(in: 0..<4, using: &rng))
        }
        var giant = random
        giant[n / 2] = 1e9
        return [
            ("random 20-120", random, 600),
            ("equal 50", [Float](repeating: 50, count: n), 600),
            ("tiny/huge", (0..<n).map { $0 % 2 == 0 ? 1 : 400 }, 600),
            ("one giant", giant, 600),
            ("1e-30/1e9", (0..<n).map { _ in Bool.random(using: &rng) ? 1e9 : 1e-30 }, 3.5e9),
        ]
    }

    @Test("no search when greedy makes K − 3 to K lines at W* (K − 1 or K always); a few otherwise; W* in few greedy counts")
    func searchCounts() throws {
        var oneSearch = 0, more = 0, layered = 0, windowed = 0, closedForm = 0
        // Equal sizes twice: in closed form (EqualLengths.swift), and searched as any.
        let cases = Self.shapes(20_000).flatMap { shape in
            shape.0 == "equal 50" ? [(shape, true), (shape, false)] : [(shape, true)]
        }
        for ((name, widths, width), equalLengths) in cases {
            let greedy = try arranged(widths.map { ($0, 10) }, width: width) { $0.itemSpacing = 8 }
            let g = greedy.lineList.count
            for k in [g + 1, (13 * g + 9) / 10, 2 * g, 5 * g] where k < widths.count {
                var layout = try makeLayout(widths.map { ($0, 10) }) {
                    $0.itemSpacing = 8; $0.lineBreaking = .balance; $0.minLines = k
                }
                layout.balancedBreaker.allowsEqualLengths = equalLengths
                try layout.arrange(width: width, height: .nan)
                let breaker = layout.balancedBreaker
                // The same lines by the penalty method's chords alone (no layers, no aim).
                var plain = try makeLayout(widths.map { ($0, 10) }) {
                    $0.itemSpacing = 8; $0.lineBreaking = .balance; $0.minLines = k
                }
                plain.balancedBreaker.allowsLayers = false
                plain.balancedBreaker.allowsPenaltyAim = false
                plain.balancedBreaker.allowsWindows = false
                plain.balancedBreaker.allowsEqualLengths = false
                try plain.arrange(width: width, height: .nan)
                #expect(plain.lineList.map(\.firstItem) == layout.lineList.map(\.firstItem), "\(name) K \(k)")
                print("min lines \(name), greedy \(g) lines, K \(k): \(breaker.pathSearches) path searches, "
                      + "\(breaker.windowedSearches) windowed (\(breaker.contractedSearches) contracted; \(Double(breaker.windowedBreaks) / Double(widths.count)) breaks per item), "
                      + "\(breaker.layeredPairs) lines tried by layers, "
                      + "\(breaker.widthProbes) greedy counts for W* (greedy has \(breaker.linesAtNarrowestWidth) lines at W*)")
                #expect(layout.lineList.count == k)
                if breaker.equalLengthLines > 0 {
                    // Items of one length: no W*, no search.
                    #expect(equalLengths && name == "equal 50", "\(name) K \(k)")
                    #expect(breaker.widthProbes + breaker.pathSearches + breaker.windowedSearches == 0)
                    closedForm += 1
                    continue
                }
                #expect(!(equalLengths && name == "equal 50"), "\(name) K \(k)")
                // Bisection over the grid would take log2(total length / unit) ≈ 34 counts here.
                #expect(breaker.widthProbes <= 20, "\(name) K \(k)")
                let narrowCosts = name != "1e-30/1e9"   // the others' squares of W* stay in 64 bits
                let byLayers = breaker.linesAtNarrowestWidth >= k - 1
                    || (breaker.layeredPairs > 0 && breaker.linesAtNarrowestWidth >= k - 3)
                if byLayers, narrowCosts {
                    // By layers: no search, and the lines tried bounded per item.
                    #expect(breaker.pathSearches == 0, "\(name) K \(k)")
                    #expect(breaker.layeredPairs > 0, "\(name) K \(k)")
                    #expect(breaker.layeredPairs <= BalancedLineBreaker.layeredWorkPerItem * widths.count)
                    layered += 1
                } else if breaker.linesAtNarrowestWidth == k {
                    #expect(breaker.pathSearches + breaker.windowedSearches == 1, "\(name) K \(k)")
                    oneSearch += 1
                } else {
                    // The penalty probes: each passes at least one corner of the convex cost (see
                    // ExactLineCount.swift); the earlier bisection took about 50 here.
                    #expect(breaker.pathSearches + breaker.windowedSearches <= 16, "\(name) K \(k)")
                    // Windowed searches (WindowedSearch.swift): the windows start at most
                    // `windowedWorkPerItem` breaks per node and close to about one as the corners
                    // close in (they would stay near the start's if they did not narrow).
                    let perItem = BalancedLineBreaker.windowedWorkPerItem + 2 * breaker.windowedSearches
                    #expect(breaker.windowedBreaks <= perItem * widths.count, "\(name) K \(k)")
                    if breaker.windowedSearches > 0 { windowed += 1 }
                    more += 1
                }
            }
        }
        #expect(oneSearch >= 1 && more >= 4 && layered >= 4 && windowed >= 2 && closedForm >= 3)   // every way taken
    }
}

@Suite("Balanced breaking: the 64-bit path search gives the 128-bit one's lines")
struct BalancedNarrowCostTests {
    @Test("random layouts, with and without min lines: the same lines either way")
    func sameLines() throws {
        var rng = SeededRandom(seed: 0x64B17)
        var narrowUsed = 0
        for c in 0..<300 {
            let n = Int.random(in: 1...400, using: &rng)
            let widths = (0..<n).map { _ in Float(Int.random(in: 1...480, using: &rng)) / 4 }
            let width = Float(Int.random(in: 40...600, using: &rng))
            let minLines = c % 3 == 0 ? Int.random(in: 1...max(1, n / 2), using: &rng) : 0
            var starts: [[UInt32]] = []
            for narrow in [true, false] {
                var layout = try makeLayout(widths.map { ($0, 10) }) {
                    $0.itemSpacing = Float(c % 4); $0.lineBreaking = .balance; $0.minLines = minLines
                }
                layout.balancedBreaker.allowsNarrowCosts = narrow
                try layout.arrange(width: width, height: .nan)
                if narrow && layout.balancedBreaker.narrowCosts { narrowUsed += 1 }
                starts.append(layout.lineList.map(\.firstItem))
            }
            #expect(starts[0] == starts[1], "case \(c): \(n) items, width \(width), min lines \(minLines)")
        }
        #expect(narrowUsed > 200)   // the 64-bit path was taken
    }
}

@Suite("Min lines: exact floor division without the compiler runtime")
struct FloorDivideTests {
    @Test("⌊a / b⌋ agrees with Int128 division, negative numerators included")
    func agreesWithInt128() {
        var rng = SeededRandom(seed: 0xD1F)
        let big: Int128 = 1 << 120
        let edges: [Int128] = [0, 1, -1, 7, -7, big, -big, Int128(Int64.max), Int128(Int64.min), Int128.max, Int128.min + 1]
        for a in edges + (0..<2000).map({ _ in Int128(Int64.random(in: .min ... .max, using: &rng)) << Int.random(in: 0...60, using: &rng) }) {
            for b in [1, 2, 3, 7, 1000, 123_456_789, Int(UInt32.max)] as [Int] {
                let q = a / Int128(b), r = a % Int128(b)
                let expected = r != 0 && a < 0 ? q - 1 : q
                #expect(BalancedLineBreaker.floorDivide(a, by: Int128(b)) == expected, "\(a) / \(b)")
            }
        }
    }
}
