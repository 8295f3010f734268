// Min lines on plain rows (MinLinesGrid.swift: greedy's count at M in the grid pass, no
// longest lines at M, one segment) against the general way (longest lines at M, then segments
// and longest lines at W*): the same lines, W* count and searches, to the bit, on inputs chosen
// to break the shortcut (sums that round, 1e-30 beside 1e9, items longer than the line, K just
// above greedy's count, far above it, and below it, where min lines does not apply).

@testable import FlowLayout
import Testing

@Suite("Min lines: the plain-rows way gives the general way's lines")
struct BalancedMinLinesGridTests {
    private struct Outcome: Equatable {
        var lineStarts: [Int], linesAtNarrowestWidth: Int, pathSearches: Int
    }

    private static func outcome(_ sizes: [Float], gap: Float, limit: Double, minLines: Int, plain: Bool)
        throws -> Outcome
    {
        var breaker = BalancedLineBreaker()
        let n = sizes.count
        try breaker.reserve(n, minLines: true, .swift)
        defer { breaker.free(.swift) }
        // Flags that force nothing take the general way; no flags, the plain-rows one.
        let starts = lineStarts(&breaker, sizes, gap: gap, limit: limit, minLines: minLines,
                                flags: plain ? nil : [UInt32](repeating: 0, count: n))
        return Outcome(lineStarts: starts, linesAtNarrowestWidth: breaker.linesAtNarrowestWidth,
                       pathSearches: breaker.pathSearches)
    }

    /// Greedy's line count at `limit`, as the rules state it (a plain loop over the same sums).
    static func greedyLines(_ sizes: [Float], gap: Float, limit: Double) -> Int {
        var lines = 0, length = -Double(gap), lineStart = 0.0
        for (j, size) in sizes.enumerated() {
            let start = length + Double(gap)
            length = start + Double(size)
            if j == 0 || !LineBreakInput.fits(length - lineStart, within: limit) { lines += 1; lineStart = start }
        }
        return lines
    }

    @Test("random rows of awkward lengths, K around greedy's count: the same lines, W* count and searches")
    func sameAsTheGeneralWay() throws {
        var rng = SeededRandom(seed: 0x313E5)
        var applied = 0, notApplied = 0
        for c in 0..<1500 {
            let n = Int.random(in: 2...(c % 10 == 0 ? 1500 : 200), using: &rng)
            let kind = c % 6
            let sizes: [Float] = (0..<n).map { _ in
                switch kind {
                case 0: return Float(Int.random(in: 0...4000, using: &rng)) / 7          // sums that round
                case 1: return Bool.random(using: &rng) ? 1e9 : 1e-30                    // extremes
                case 2: return 50                                                        // equal: ties
                case 3: return Float.random(in: 0...200, using: &rng)                    // any float
                case 4: return Float(Int.random(in: 700...999, using: &rng))             // all longer than the line
                default:
                    return Int.random(in: 0..<15, using: &rng) == 0 ? Float(Int.random(in: 400...900, using: &rng))
                        : Float(Int.random(in: 1...480, using: &rng)) / 4
                }
            }
            let gap: Float = [0, 8, Float(Int.random(in: 0...50, using: &rng)) / 3][Int.random(in: 0...2, using: &rng)]
            let limit: Double = kind == 1 ? Double(Float([3.5e9, 3.2e9, 1e9, 2e9][c % 4]))
                : Double(Float(Int.random(in: 100...2400, using: &rng)) / 4)
            let greedy = Self.greedyLines(sizes, gap: gap, limit: limit)
            let minLines = [greedy + 1, greedy + Int.random(in: 2...4, using: &rng), (13 * greedy + 9) / 10, 2 * greedy,
                            Int.random(in: 1...n, using: &rng), max(1, greedy - 1)][c % 6]
            let general = try Self.outcome(sizes, gap: gap, limit: limit, minLines: minLines, plain: false)
            let plain = try Self.outcome(sizes, gap: gap, limit: limit, minLines: minLines, plain: true)
            #expect(plain == general, "case \(c): \(n) items, gap \(gap), limit \(limit), min lines \(minLines)")
            if min(minLines, n) > greedy { applied += 1 } else { notApplied += 1 }
            if min(minLines, n) > greedy, minLines < n {
                #expect(plain.lineStarts.count == minLines, "case \(c)")
                #expect(plain.linesAtNarrowestWidth > 0, "case \(c)")
            }
        }
        #expect(applied > 800 && notApplied > 150)   // both ways out of the count
    }
}
