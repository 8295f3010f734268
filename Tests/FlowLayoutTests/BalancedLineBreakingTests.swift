// Balanced line breaking (CSS `flex-wrap: balance`), rule by rule. Pictures show rows of chips:
// `|AAA BBB|` is a line, one letter per 10 points.

@testable import FlowLayout
import Testing

/// Items per line of `sizes` (widths; height 10) in a row of width `width`, balanced.
private func balancedLines(
    _ widths: [Float], width: Float, gap: Float = 0,
    _ configure: (inout FlowOptions) -> Void = { _ in }
) throws -> [Int] {
    try arranged(widths.map { ($0, 10) }, width: width) {
        $0.lineBreaking = .balance
        $0.itemSpacing = gap
        configure(&$0)
    }.lineCounts
}

private func greedyLines(_ widths: [Float], width: Float, gap: Float = 0,
                         _ configure: (inout FlowOptions) -> Void = { _ in }) throws -> [Int] {
    try arranged(widths.map { ($0, 10) }, width: width) {
        $0.itemSpacing = gap
        configure(&$0)
    }.lineCounts
}

private let sevenChips = [Float](repeating: 30, count: 7)

@Suite("Step 2b: balanced line breaking")
struct BalancedLineBreakingTests {
    @Test("the lonely last chip moves up: 3+3+1 becomes 3+2+2")
    func lonelyLastChip() throws {
        // greedy  |AAA BBB CCC|      balanced |AAA BBB CCC|
        //         |DDD EEE FFF|               |DDD EEE|
        //         |GGG|                       |FFF GGG|
        #expect(try greedyLines(sevenChips, width: 100, gap: 5) == [3, 3, 1])
        #expect(try balancedLines(sevenChips, width: 100, gap: 5) == [3, 2, 2])
    }

    @Test("equal costs go to the latest break: 3+2+2, not 2+3+2 or 2+2+3")
    func tiesGoToTheLatestBreak() throws {
        // All three cost 2 · 35² = 2450; the last line is as short as possible, then the one before.
        let layout = try arranged(sevenChips.map { ($0, 10) }, width: 100) {
            $0.lineBreaking = .balance
            $0.itemSpacing = 5
        }
        #expect(Array(layout.lines).map { $0.firstItem } == [0, 3, 5])
        #expect(Array(layout.lines).map { $0.mainSize } == [100, 65, 65])
    }

    @Test("lines that already fill the width stay as greedy made them")
    func balancingChangesNothingWhenLinesAreFull() throws {
        let chips = [Float](repeating: 30, count: 6)
        #expect(try balancedLines(chips, width: 100, gap: 5) == [3, 3])
        // Uneven chips whose greedy lines are already the least squared slack.
        let mixed: [Float] = [50, 40, 60, 30, 45, 45]
        #expect(try greedyLines(mixed, width: 100) == [2, 2, 2])
        #expect(try balancedLines(mixed, width: 100) == [2, 2, 2])
    }

    @Test("the last line counts: one short line of two beats a full one and a lonely chip")
    func lastLineIsPartOfTheSum() throws {
        // |AAA BBB CCCC| |DD|: 0 + 80² = 6400;  |AAA BBB| |CCCC DD|: 40² + 40² = 3200.
        #expect(try balancedLines([30, 30, 40, 20], width: 100) == [2, 2])
    }

    @Test("min lines above greedy's count: lines shrink to W*, the narrowest width giving that many")
    func minLinesAboveGreedy() throws {
        let chips = [Float](repeating: 30, count: 6)
        #expect(try balancedLines(chips, width: 100, gap: 5) { $0.minLines = 3 } == [2, 2, 2])
        #expect(try balancedLines(chips, width: 100, gap: 5) { $0.minLines = 4 } == [2, 2, 1, 1])
        // The container keeps its width: W* only decides the breaks.
        let layout = try arranged(chips.map { ($0, 10) }, width: 100) {
            $0.lineBreaking = .balance; $0.itemSpacing = 5; $0.minLines = 3
        }
        #expect(layout.size.width == 100)
    }

    @Test("min lines when no width gives exactly that many: 4 equal chips into 3 lines")
    func minLinesWithoutAnExactWidth() throws {
        // Widths 10...19 give 4 lines, 20...39 give 2. W* = 20; 2+1+1, 1+2+1, 1+1+2 all cost
        // 2 · 10² = 200; the latest break wins.
        #expect(try balancedLines([10, 10, 10, 10], width: 100) { $0.minLines = 3 } == [2, 1, 1])
    }

    @Test("min lines at or below greedy's count change nothing")
    func minLinesBelowGreedy() throws {
        for n in [1, 2, 3] {
            #expect(try balancedLines(sevenChips, width: 100, gap: 5) { $0.minLines = n } == [3, 2, 2])
        }
    }

    @Test("min lines above the item count: one item per line")
    func minLinesAboveItemCount() throws {
        #expect(try balancedLines([10, 20, 30, 40], width: 500) { $0.minLines = 10 } == [1, 1, 1, 1])
    }

    @Test("min lines apply to an unbounded line too")
    func minLinesOnUnboundedLine() throws {
        #expect(try balancedLines([10, 10, 10, 10, 10, 10], width: .infinity) { $0.minLines = 2 } == [3, 3])
        #expect(try balancedLines([10, 10, 10, 10, 10, 10], width: .nan) { $0.minLines = 4 } == [2, 2, 1, 1])
    }

    @Test("an unbounded line is not balanced: one line per segment, as greedy")
    func unboundedLineIsGreedy() throws {
        #expect(try balancedLines(sevenChips, width: .infinity, gap: 5) == [7])
        #expect(try balancedLines(sevenChips, width: .infinity, gap: 5) { $0.maxItemsPerLine = 3 } == [3, 3, 1])
    }

    @Test("forced breaks split the items into segments balanced separately")
    func forcedBreaksMakeSegments() throws {
        // |AAA BBB CCC| forced, then four chips: greedy 3+1, balanced 2+2.
        var layout = try makeLayout(sevenChips.map { ($0, 10) }) {
            $0.lineBreaking = .balance; $0.itemSpacing = 5
        }
        var flags = [FlowItemFlags](repeating: [], count: 7)
        flags[2] = .breakAfter
        try layout.setFlags(flags)
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.lineCounts == [3, 2, 2])
        // The same break asked with breakBefore on the next item.
        flags[2] = []
        flags[3] = .breakBefore
        try layout.setFlags(flags)
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.lineCounts == [3, 2, 2])
        // A forced break after the first chip: 1 | then six chips, 3+3.
        flags[3] = []
        flags[0] = .breakAfter
        try layout.setFlags(flags)
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.lineCounts == [1, 3, 3])
    }

    @Test("max items per line limits which lines fit")
    func maxItemsPerLine() throws {
        let chips: [Float] = [10, 10, 10, 10, 5]
        // Unlimited: |A B| |C D E| (10² + 5² = 125) beats |A B C| |D E| (225). At most 2 per line:
        // 2+1+2 (725) beats greedy's 2+2+1 (825) and ties 1+2+2 (725), whose breaks are earlier.
        #expect(try balancedLines(chips, width: 30) == [2, 3])
        #expect(try greedyLines(chips, width: 30) { $0.maxItemsPerLine = 2 } == [2, 2, 1])
        #expect(try balancedLines(chips, width: 30) { $0.maxItemsPerLine = 2 } == [2, 1, 2])
    }

    @Test("max lines hides the lines after the balanced ones, whose breaks do not change")
    func maxLinesHidesLines() throws {
        let layout = try arranged(sevenChips.map { ($0, 10) }, width: 100) {
            $0.lineBreaking = .balance; $0.itemSpacing = 5; $0.maxLines = 2
        }
        #expect(layout.lineCounts == [3, 2])
        #expect(layout.visibleCount == 5)
        #expect(layout.frameList[5...].allSatisfy { $0 == rect(0, 0, 0, 0) })
    }

    @Test("an item longer than the line sits alone and the items around it are balanced")
    func oversizeItemsSitAlone() throws {
        // |AAA BBB| |XXXXXXXXXXXXXXXXXXXX| |CCC DDD| |EEE FFF|  (greedy ends 3+1)
        let widths: [Float] = [30, 30, 200, 30, 30, 30, 30]
        #expect(try greedyLines(widths, width: 100, gap: 5) == [2, 1, 3, 1])
        #expect(try balancedLines(widths, width: 100, gap: 5) == [2, 1, 2, 2])
        // Min lines around an oversize item: 2 lines are greedy's already; for 3, W* = 20 and the
        // oversize item counts as one of them.
        #expect(try balancedLines([200, 10, 10, 10], width: 100) { $0.minLines = 2 } == [1, 3])
        #expect(try balancedLines([200, 10, 10, 10], width: 100) { $0.minLines = 3 } == [1, 2, 1])
    }

    @Test("columns balance along their height exactly as rows along their width")
    func columnsBalanceLikeRows() throws {
        let layout = try arranged(sevenChips.map { (10, $0) }, width: .nan, height: 100) {
            $0.axis = .vertical; $0.lineBreaking = .balance; $0.itemSpacing = 5
        }
        #expect(layout.lineCounts == [3, 2, 2])
    }

    @Test("arranging again reuses the breaker and gives the same lines; new items give new lines")
    func breakerIsReusedAcrossArranges() throws {
        var layout = try makeLayout(sevenChips.map { ($0, 10) }) {
            $0.lineBreaking = .balance; $0.itemSpacing = 5
        }
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.lineCounts == [3, 2, 2])
        try layout.arrange(width: 135, height: .nan)   // 4 fit: 4+3
        #expect(layout.lineCounts == [4, 3])
        try layout.setItems([FlowSize](repeating: FlowSize(width: 30, height: 10), count: 3))
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.lineCounts == [3])
        try layout.setItems([])
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.lineCounts.isEmpty)
    }

    @Test("extreme lengths neither trap nor break the rules: lines fit, min lines are met")
    func extremeLengthsAreSafe() throws {
        let big = FlowLimits.maxLength
        let cases: [(widths: [Float], gap: Float, width: Float, minLines: Int)] = [
            ([Float](repeating: big, count: 200), big, big, 0),             // every item exactly fills a line
            ([Float](repeating: big, count: 200), big, big, 150),
            ([Float](repeating: big / 3, count: 300), 0, big, 7),
            ([Float](repeating: 1, count: 100), 1, .greatestFiniteMagnitude, 0),
            ([Float](repeating: 1, count: 100), 1, .greatestFiniteMagnitude, 9),
            ([Float](repeating: 0, count: 50), 0, 0, 0),                     // zero-length items, zero line
            ([Float](repeating: 0, count: 50), 0, 0, 20),
            ([Float](repeating: 0, count: 50), 0, 100, 20),
            ([1e-7, 3, big, 1e-7, 2e-7, big / 2, 5], 1e-7, 10, 4),
        ]
        for c in cases {
            let layout = try arranged(c.widths.map { ($0, 1) }, width: c.width) {
                $0.lineBreaking = .balance; $0.itemSpacing = c.gap; $0.minLines = c.minLines
            }
            let lines = layout.lineList
            #expect(lines.reduce(0) { $0 + Int($1.itemCount) } == c.widths.count)
            if c.minLines > 0 { #expect(lines.count >= min(c.minLines, c.widths.count), "\(c)") }
            for line in lines where line.itemCount > 1 {
                let first = Int(line.firstItem), end = first + Int(line.itemCount)
                let length = c.widths[first..<end].reduce(0.0) { $0 + Double($1) } + Double(c.gap) * Double(end - first - 1)
                #expect(LineBreakInput.fits(length, within: Double(c.width)), "\(c): line \(line)")
            }
        }
    }

    @Test("W* is the narrowest width, to 1/64 pt, at which the items break into K lines")
    func narrowestWidthIsExact() throws {
        var rng = SeededRandom(seed: 0x57A2)
        print("W* check: seed 0x57A2")
        for _ in 0..<300 {
            var p = BalanceProblem.random(&rng, items: 2...9)
            p.limit = .infinity
            let lines = Int.random(in: 2...max(2, p.n - 1), using: &rng)
            p.minLines = lines
            // (K = n needs no width: one item per line.)
            guard lines < p.n, p.greedy(within: .infinity).count < lines else { continue }
            let expected = p.solveByTryingAll().within
            let floats: [Float] = p.sizes.flatMap { [Float($0), 10] }
            let flags: [UInt32] = p.forced.map { $0 ? FlowItemFlags.breakBefore.rawValue : 0 }
            var breaker = BalancedLineBreaker()
            try breaker.reserve(p.n, minLines: true, .swift)
            defer { breaker.free(.swift) }
            let width = floats.withUnsafeBufferPointer { f in
                p.gaps.withUnsafeBufferPointer { gaps in
                    flags.withUnsafeBufferPointer { flags in
                        let input = LineBreakInput(
                            count: p.n, sizes: f.baseAddress!, mainOffset: 0, pairGaps: gaps.baseAddress,
                            constantGap: 0, flags: flags.baseAddress, limit: .infinity,
                            maxItemsPerLine: p.maxPerLine == 0 ? .max : p.maxPerLine, minLines: lines)
                        breaker.prepare(input)   // places the items on the grid, as min lines does
                        return breaker.narrowestWidth(breakingInto: lines)
                    }
                }
            }
            #expect(Double(width) / 64 == expected, "\(p)")
        }
    }
}

@Suite("W* probes an item at a time")
struct ItemwiseProbeTests {
    /// `greedyProbeItemwise` gives `greedyProbe`'s figures (lines, longest line, shortest growth,
    /// estimate) on plain rows: short and long lines, items longer than the line, zero widths,
    /// and caps that stop the count inside the first block, near the end or not at all.
    @Test func givesTheLineByLineFigures() throws {
        var rng = SeededRandom(seed: 0x9B0BE)
        var capped = 0, handedOver = 0
        for trial in 0..<2000 {
            let n = Int.random(in: 1...400, using: &rng)
            let tinyHuge = trial % 3 == 0
            let sizes: [Float] = (0..<n).flatMap { i -> [Float] in
                let w: Float = tinyHuge ? (i % 2 == 0 ? 1 : 400) : Float(Int.random(in: 0...480, using: &rng)) / 4
                return [w, 10]
            }
            let gap = Float(Int.random(in: 0...32, using: &rng)) / 4
            var breaker = BalancedLineBreaker()
            try breaker.reserve(n, minLines: true, .swift)
            defer { breaker.free(.swift) }
            sizes.withUnsafeBufferPointer { f in
                let input = LineBreakInput(count: n, sizes: f.baseAddress!, mainOffset: 0, pairGaps: nil,
                                           constantGap: Double(gap), flags: nil, limit: .infinity,
                                           maxItemsPerLine: .max, minLines: 0)
                breaker.count = n
                breaker.perLine = n
                breaker.placeOnGrid(input, unit: 0.25)
                breaker.findOneSegment()
            }
            for _ in 0..<8 {
                let width = Int64.random(in: 0...2600, using: &rng)
                let full = breaker.greedyProbe(width: width, cap: n)
                let cap = Bool.random(using: &rng) ? n : Int.random(in: 1...max(1, full.lines), using: &rng)
                let line = breaker.greedyProbe(width: width, cap: cap)
                let item = breaker.greedyProbeItemwise(width: width, cap: cap)
                #expect(line.lines == item.lines && line.longest == item.longest
                        && line.shortestGrowth == item.shortestGrowth && line.estimate == item.estimate,
                        "trial \(trial): width \(width), cap \(cap): \(line) against \(item)")
                if cap < full.lines { capped += 1 }
                if cap < full.lines, cap > 64 { handedOver += 1 }
            }
        }
        #expect(capped > 2000 && handedOver > 500)
    }
}

@Suite("The walk back two lines a step")
struct PairedWalkTests {
    /// The queue search leaves previous[previous[x]] beside previous[x] at every node, so that
    /// `followPreviousInPairs` takes its pairs (it checks each and walks a line a step from any
    /// that is not; the breaking tests check the lines themselves).
    @Test func theSearchLeavesEachBreaksBreak() throws {
        var rng = SeededRandom(seed: 0x9A125)
        for trial in 0..<300 {
            let n = Int.random(in: 2...300, using: &rng)
            let sizes: [Float] = (0..<n).flatMap { _ in [Float(Int.random(in: 1...480, using: &rng)) / 4, 10] }
            var breaker = BalancedLineBreaker()
            try breaker.reserve(n, minLines: false, .swift)
            defer { breaker.free(.swift) }
            sizes.withUnsafeBufferPointer { f in
                let input = LineBreakInput(count: n, sizes: f.baseAddress!, mainOffset: 0, pairGaps: nil,
                                           constantGap: 8, flags: nil, limit: Double(Int.random(in: 130...900, using: &rng)),
                                           maxItemsPerLine: .max, minLines: 0)
                breaker.prepare(input)
            }
            guard breaker.previous.count == n + 1 else { continue }   // (answered without a search)
            var kept = true
            for x in 1...n {
                let p = Int(breaker.previous[x])
                kept = kept && breaker.previousOfPrevious[x] == (p > 0 ? breaker.previous[p] : -1)
            }
            #expect(kept, "trial \(trial)")
        }
    }
}
