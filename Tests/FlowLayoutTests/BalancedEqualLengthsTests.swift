// Balance, pretty and min lines with items of one length (EqualLengths.swift: q or q + 1
// items a line, the longer lines first) against W* and the searches they skip, and against the
// rules' own dynamic programs: the same lines on random walls of equal items, gaps, K and item
// limits; and the shortcut declines what it must (a length that differs, a forced break, an item
// limit).

@testable import FlowLayout
import Testing

@Suite("Balance, pretty and min lines with items of one length: the closed form gives the searches' lines")
struct BalancedEqualLengthsTests {
    private struct Outcome: Equatable {
        var lineStarts: [Int], linesAtNarrowestWidth: Int
    }

    private static func outcome(
        _ sizes: [Float], gap: Float, limit: Double, minLines: Int, closedForm: Bool,
        flags: [UInt32]? = nil, perLine: Int = Int.max
    ) throws -> (Outcome, equalLengthLines: Int) {
        var breaker = BalancedLineBreaker()
        breaker.allowsEqualLengths = closedForm
        try breaker.reserve(sizes.count, minLines: true, .swift)
        defer { breaker.free(.swift) }
        let starts = lineStarts(&breaker, sizes, gap: gap, limit: limit, minLines: minLines, flags: flags,
                                perLine: perLine)
        return (Outcome(lineStarts: starts, linesAtNarrowestWidth: breaker.linesAtNarrowestWidth),
                breaker.equalLengthLines)
    }

    /// Pretty breaking's line starts, and the lines it answered in closed form.
    private static func prettyOutcome(
        _ sizes: [Float], gap: Float, limit: Double, closedForm: Bool, flags: [UInt32]?, perLine: Int
    ) throws -> (starts: [Int], equalLengthLines: Int) {
        var breaker = PrettyLineBreaker()
        breaker.search.allowsEqualLengths = closedForm
        try breaker.reserve(sizes.count, .swift)
        defer { breaker.free(.swift) }
        let starts = lineStarts(&breaker, sizes, gap: gap, limit: limit, minLines: 0, flags: flags, perLine: perLine)
        return (starts, breaker.search.equalLengthLines)
    }

    /// A random wall: n equal items (0, 50, quarters or whole points), a gap, a line length, at
    /// times an item limit and a forced break.
    private static func randomWall(_ c: Int, _ rng: inout SeededRandom, limits: Bool)
        -> (sizes: [Float], gap: Float, limit: Double, perLine: Int, flags: [UInt32]?)
    {
        let n = Int.random(in: 2...(c % 10 == 0 ? 1200 : 150), using: &rng)
        let size: Float = [50, 0, Float(Int.random(in: 1...400, using: &rng)) / 4,
                           Float(Int.random(in: 1...40, using: &rng))][c % 4]
        let gap: Float = [8, 0, Float(Int.random(in: 0...64, using: &rng)) / 4][c % 3]
        let limit = Double(Float(Int.random(in: 40...2400, using: &rng)) / 4)
        let perLine = limits && c % 5 == 1 ? Int.random(in: 1...6, using: &rng) : Int.max
        var flags: [UInt32]? = nil
        if limits, c % 7 == 3 {
            var f = [UInt32](repeating: 0, count: n)
            f[Int.random(in: 1..<n, using: &rng)] = FlowItemFlags.breakBefore.rawValue
            flags = f
        }
        return ([Float](repeating: size, count: n), gap, limit, perLine, flags)
    }

    /// A small wall in quarter points for the rules' dynamic programs, at times with an item limit.
    private static func smallWall(_ rng: inout SeededRandom, itemLimit: Bool) -> BalanceProblem {
        let n = Int.random(in: 2...30, using: &rng)
        let size = Double(Int.random(in: 1...200, using: &rng)) / 4
        let gap = Double(Int.random(in: 0...40, using: &rng)) / 4
        var p = BalanceProblem(sizes: [Double](repeating: size, count: n), gaps: [Double](repeating: gap, count: n),
                               forced: [Bool](repeating: false, count: n),
                               limit: Double(Int.random(in: 80...1600, using: &rng)) / 4)
        if itemLimit { p.maxPerLine = Int.random(in: 1...5, using: &rng) }
        return p
    }

    @Test("random walls of equal items: the same lines as W* and the searches, the long lines first")
    func sameAsTheSearches() throws {
        var rng = SeededRandom(seed: 0xE0A1)
        var answered = 0, uneven = 0
        for c in 0..<1500 {
            let (sizes, gap, limit, _, _) = Self.randomWall(c, &rng, limits: false)
            let n = sizes.count, size = sizes[0]
            let greedy = BalancedMinLinesGridTests.greedyLines(sizes, gap: gap, limit: limit)
            let minLines = [greedy + 1, (13 * greedy + 9) / 10, 2 * greedy, Int.random(in: 1...n, using: &rng),
                            n - 1][c % 5]
            let searched = try Self.outcome(sizes, gap: gap, limit: limit, minLines: minLines, closedForm: false)
            let closed = try Self.outcome(sizes, gap: gap, limit: limit, minLines: minLines, closedForm: true)
            let context = "case \(c): \(n) items of \(size), gap \(gap), limit \(limit), min lines \(minLines)"
            #expect(closed.0 == searched.0, "\(context)")
            #expect(searched.equalLengthLines == 0, "\(context)")
            let k = min(minLines, n)
            if k > greedy, k < n, size + gap > 0 {
                #expect(closed.equalLengthLines == k, "\(context)")
                answered += 1
                let counts = zip(closed.0.lineStarts, closed.0.lineStarts.dropFirst() + [n]).map { $1 - $0 }
                if counts.first != counts.last { uneven += 1 }
            } else {
                // Min lines not in force: plain balancing, which may answer in closed form too.
                #expect(closed.equalLengthLines == 0 || closed.equalLengthLines == closed.0.lineStarts.count,
                        "\(context)")
            }
        }
        #expect(answered > 800 && uneven > 400)   // K that divides n and K that does not
    }

    @Test("walls of equal items: the rules' own dynamic program picks the same lines")
    func agreesWithTheRules() throws {
        var rng = SeededRandom(seed: 0xE0A2)
        var applied = 0
        for c in 0..<200 {
            var p = Self.smallWall(&rng, itemLimit: false)
            p.minLines = Int.random(in: 1...p.n, using: &rng)
            let expected = p.solveByDynamicProgramming()
            if expected.within != p.limit { applied += 1 }
            #expect(try balancedLineStarts(p, vertical: c % 2 == 1) == expected.starts, "case \(c): \(p)")
        }
        #expect(applied > 60)   // min lines in force (W* below M), where the closed form answers
    }

    @Test("balanced walls of equal items (no min lines): the search's lines, and the rules' own")
    func balanceSameAsTheSearch() throws {
        var rng = SeededRandom(seed: 0xE0A3)
        var answered = 0, declined = 0, limited = 0
        for c in 0..<1500 {
            // An item limit at times, and at times a forced break (which the reach shows).
            let (sizes, gap, limit, perLine, flags) = Self.randomWall(c, &rng, limits: true)
            let n = sizes.count, size = sizes[0]
            let searched = try Self.outcome(sizes, gap: gap, limit: limit, minLines: 0, closedForm: false,
                                            flags: flags, perLine: perLine)
            let closed = try Self.outcome(sizes, gap: gap, limit: limit, minLines: 0, closedForm: true,
                                          flags: flags, perLine: perLine)
            let context = "case \(c): \(n) items of \(size), gap \(gap), limit \(limit), per line \(perLine)"
            #expect(closed.0.lineStarts == searched.0.lineStarts, "\(context), flags \(flags != nil)")
            if closed.equalLengthLines > 0 {
                answered += 1
                if perLine < n { limited += 1 }
            } else {
                declined += 1
            }
        }
        print("balanced walls of equal items: \(answered) in closed form (\(limited) with an item limit), \(declined) searched")
        #expect(answered > 900 && limited > 100 && declined > 100)
        // Against the rules' dynamic program: ties between breakings included.
        for c in 0..<200 {
            let p = Self.smallWall(&rng, itemLimit: c % 3 == 0)
            #expect(try balancedLineStarts(p, vertical: c % 2 == 1) == p.solveByDynamicProgramming().starts,
                    "case \(c): \(p)")
        }
    }

    @Test("pretty walls of equal items: the search's lines, and the rules' own")
    func prettySameAsTheSearch() throws {
        var rng = SeededRandom(seed: 0xE0A4)
        var answered = 0, declined = 0, shortLast = 0
        for c in 0..<1500 {
            let (sizes, gap, limit, perLine, flags) = Self.randomWall(c, &rng, limits: true)
            let n = sizes.count, size = sizes[0]
            let searched = try Self.prettyOutcome(sizes, gap: gap, limit: limit, closedForm: false, flags: flags,
                                                  perLine: perLine)
            let closed = try Self.prettyOutcome(sizes, gap: gap, limit: limit, closedForm: true, flags: flags,
                                                perLine: perLine)
            #expect(searched.equalLengthLines == 0)
            #expect(closed.starts == searched.starts,
                    "case \(c): \(n) items of \(size), gap \(gap), limit \(limit), per line \(perLine), flags \(flags != nil)")
            if closed.equalLengthLines > 0 {
                #expect(closed.equalLengthLines == closed.starts.count)
                answered += 1
                // A last line shorter than the others' short ones: pretty's, not balance's, lines.
                if let last = closed.starts.last, closed.starts.count > 2,
                   n - last < closed.starts[closed.starts.count - 1] - closed.starts[closed.starts.count - 2] - 1 {
                    shortLast += 1
                }
            } else {
                declined += 1
            }
        }
        print("pretty walls of equal items: \(answered) in closed form (\(shortLast) with a short last line), \(declined) searched")
        #expect(answered > 900 && declined > 100 && shortLast > 50)
        for c in 0..<200 {
            let p = Self.smallWall(&rng, itemLimit: c % 3 == 0)
            #expect(try balancedLineStarts(p, vertical: c % 2 == 1, mode: .pretty) == p.prettyByDynamicProgramming(),
                    "case \(c): \(p)")
        }
    }

    @Test("declines a length that differs, a forced break and an item limit")
    func declinesWhatItMustNot() throws {
        let n = 200
        let equal = [Float](repeating: 50, count: n)
        var oneLonger = equal
        oneLonger[137] = 50.25
        var lastShorter = equal
        lastShorter[n - 1] = 49.75
        var forced = [UInt32](repeating: 0, count: n)
        forced[90] = FlowItemFlags.breakBefore.rawValue
        let cases: [(String, [Float], [UInt32]?, Int)] = [
            ("one item longer", oneLonger, nil, Int.max), ("the last item shorter", lastShorter, nil, Int.max),
            ("a forced break", equal, forced, Int.max), ("an item limit", equal, nil, 7),
        ]
        for (name, sizes, flags, perLine) in cases {
            let searched = try Self.outcome(sizes, gap: 8, limit: 600, minLines: 30, closedForm: false,
                                            flags: flags, perLine: perLine)
            let closed = try Self.outcome(sizes, gap: 8, limit: 600, minLines: 30, closedForm: true,
                                          flags: flags, perLine: perLine)
            #expect(closed.equalLengthLines == 0, "\(name)")
            #expect(closed.0 == searched.0, "\(name)")
            #expect(closed.0.lineStarts.count == 30, "\(name)")
        }
        // The same wall without the odd one out takes the closed form (the cases above test the
        // declining, not a shortcut that never applies).
        let wall = try Self.outcome(equal, gap: 8, limit: 600, minLines: 30, closedForm: true)
        #expect(wall.equalLengthLines == 30)
        // 200 items in 30 lines: 20 lines of 7, then 10 of 6.
        #expect(wall.0.lineStarts == Array(stride(from: 0, to: 140, by: 7)) + Array(stride(from: 140, to: 200, by: 6)))
    }
}
