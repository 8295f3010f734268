// Pretty breaking is optimal: on thousands of random small layouts the engine's lines are the
// ones a plain search over every possible breaking picks by the rules (every line but the last
// of each forced-break segment costs (M − L)², the last max(0, M/3 − L)², an oversize item alone
// nothing; ties to the latest break), and on longer ones those of an O(n²) dynamic program.
// Costs are compared times 9, so M/3 stays exact: inputs are quarters, all sums are exact.

@testable import FlowLayout
import Testing

extension BalanceProblem {
    /// Whether the line ending before item e is the last of its segment.
    func endsSegment(_ e: Int) -> Bool { e == n || forced[e] }

    /// 9 × the pretty cost of the line [s, e) at length w.
    func prettyLineCost(_ s: Int, _ e: Int, within w: Double) -> Double {
        let l = length(s, e)
        if e - s == 1 && l > w { return 0 }
        if endsSegment(e) { return 3 * l >= w ? 0 : (w - 3 * l) * (w - 3 * l) }
        return 9 * (w - l) * (w - l)
    }

    func prettyCost(_ starts: [Int], within w: Double) -> Double {
        lines(starts).reduce(0) { $0 + prettyLineCost($1.0, $1.1, within: w) }
    }

    /// The rules' answer by trying every breaking (min lines does not apply).
    func prettyByTryingAll() -> [Int] {
        if limit == .infinity { return greedy(within: limit) }
        var best: [Int]? = nil, bestCost = Double.infinity
        for c in allBreakings() where isBreaking(c, within: limit) {
            let k = prettyCost(c, within: limit)
            if k < bestCost || (k == bestCost && Self.breaksLater(c, than: best!)) { (best, bestCost) = (c, k) }
        }
        return best!
    }

    /// The same by dynamic programming over line ends; the latest start wins a tie.
    func prettyByDynamicProgramming() -> [Int] {
        if limit == .infinity { return greedy(within: limit) }
        var cost = [Double](repeating: .infinity, count: n + 1), from = [Int](repeating: -1, count: n + 1)
        cost[0] = 0
        for e in 1...n {
            for s in 0..<e where isLine(s, e, within: limit) && cost[s] < .infinity {
                let c = cost[s] + prettyLineCost(s, e, within: limit)
                if c <= cost[e] { cost[e] = c; from[e] = s }
            }
        }
        var starts: [Int] = [], e = n
        while e > 0 { starts.insert(from[e], at: 0); e = from[e] }
        return starts
    }
}

@Suite("Pretty breaking is optimal: even lines, a last line a third full is free, ties to the latest break")
struct PrettyOptimalityTests {
    static let baseSeed: UInt64 = 0x9E77_1ED0

    @Test("thousands of random small layouts: the engine agrees with trying every breaking")
    func agreesWithTryingEveryBreaking() throws {
        let cases = 4000
        print("pretty optimality: \(cases) cases from seed \(Self.baseSeed)")
        var failures = 0, differsFromBalance = 0, differsFromGreedy = 0
        for c in 0..<cases {
            let seed = Self.baseSeed &+ UInt64(c)
            var rng = SeededRandom(seed: seed)
            let p = BalanceProblem.random(&rng, items: 1...10)   // its min lines must be ignored
            let expected = p.prettyByTryingAll()
            let got = try balancedLineStarts(p, vertical: c % 5 == 4, mode: .pretty)
            if expected != p.greedy(within: p.limit) { differsFromGreedy += 1 }
            var q = p
            q.minLines = 0
            if p.limit.isFinite, expected != q.solveByTryingAll().starts { differsFromBalance += 1 }
            if got != expected {
                failures += 1
                if failures <= 5 {
                    Issue.record("""
                        seed \(seed): \(p)
                        engine starts \(got) cost \(p.prettyCost(got, within: p.limit)); \
                        reference starts \(expected) cost \(p.prettyCost(expected, within: p.limit))
                        """)
                }
            }
        }
        #expect(failures == 0, "\(failures) of \(cases) cases differ")
        print("pretty optimality: \(differsFromGreedy) cases not greedy's lines, \(differsFromBalance) not balance's")
        // The cases must exercise the rule: lines unlike greedy's and unlike balance's.
        #expect(differsFromGreedy > cases / 40 && differsFromBalance > cases / 20)
    }

    @Test("longer random layouts: the engine agrees with an O(n²) dynamic program")
    func agreesWithDynamicProgramming() throws {
        let cases = 300
        var failures = 0
        for c in 0..<cases {
            let seed = Self.baseSeed &* 3 &+ UInt64(c)
            var rng = SeededRandom(seed: seed)
            let p = BalanceProblem.random(&rng, items: 20...80)
            let expected = p.prettyByDynamicProgramming()
            let got = try balancedLineStarts(p, vertical: c % 2 == 1, mode: .pretty)
            if got != expected {
                failures += 1
                if failures <= 3 { Issue.record("seed \(seed): \(p)\nengine \(got)\nreference \(expected)") }
            }
        }
        #expect(failures == 0, "\(failures) of \(cases) cases differ")
    }

    @Test("the references agree with each other")
    func referencesAgree() {
        var rng = SeededRandom(seed: Self.baseSeed &+ 7)
        for _ in 0..<300 {
            let p = BalanceProblem.random(&rng, items: 1...9)
            #expect(p.prettyByDynamicProgramming() == p.prettyByTryingAll(), "\(p)")
        }
    }
}
