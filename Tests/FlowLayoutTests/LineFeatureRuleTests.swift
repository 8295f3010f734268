// Line features, rule by rule, with frames computed by hand: pretty breaking, last-line
// justification, separators, scale fill and the overflow indicator, across rows and columns,
// right to left, wrap-reverse, justification, growth, max lines and forced breaks.

@testable import FlowLayout
import Testing

private func squares(_ n: Int, _ side: Float = 10) -> [(Float, Float)] { Array(repeating: (side, side), count: n) }

private func lineStarts(_ layout: borrowing FlowLayout) -> [Int] { Array(layout.lines).map { Int($0.firstItem) } }

@Suite("Pretty breaking: even lines, a last line a third full is free")
struct PrettyBreakingRuleTests {
    // 21 items of 10 in lines of 100, no gaps. Greedy: 10, 10, 1 (a last line of 10 costs
    // (100/3 − 10)², 9× = 4900). Pretty: 9, 9, 3 (9× cost 900 + 900 + 0 = 1800, the least).
    // Balance, counting the last line too: 7, 7, 7.
    func paragraph(_ mode: FlowLineBreaking, _ configure: (inout FlowOptions) -> Void = { _ in }) throws -> FlowLayout {
        try arranged(squares(21), width: 100) {
            $0.itemSpacing = 0; $0.lineSpacing = 0; $0.lineBreaking = mode; configure(&$0)
        }
    }

    @Test func prettyAvoidsAShortLastLineWithoutRaggingTheOthers() throws {
        #expect(lineStarts(try paragraph(.greedy)) == [0, 10, 20])
        #expect(lineStarts(try paragraph(.balance)) == [0, 7, 14])
        let pretty = try paragraph(.pretty)
        #expect(lineStarts(pretty) == [0, 9, 18])
        #expect(pretty.frameList[8] == rect(80, 0, 10, 10))
        #expect(pretty.frameList[9] == rect(0, 10, 10, 10))
        #expect(pretty.frameList[20] == rect(20, 20, 10, 10))
    }

    @Test func columnsBreakTheSameWay() throws {
        let layout = try arranged(squares(21), width: .nan, height: 100) {
            $0.axis = .vertical; $0.itemSpacing = 0; $0.lineSpacing = 0; $0.lineBreaking = .pretty
        }
        #expect(lineStarts(layout) == [0, 9, 18])
        #expect(layout.frameList[9] == rect(10, 0, 10, 10))
    }

    @Test func rightToLeftMirrors() throws {
        let layout = try paragraph(.pretty) { $0.direction = .rightToLeft }
        #expect(layout.frameList[0] == rect(90, 0, 10, 10))
        #expect(layout.frameList[18] == rect(90, 20, 10, 10))
    }

    @Test func eachForcedBreakSegmentHasItsOwnLastLine() throws {
        // Items 0..<11, then 11..<21 after a forced break. First segment: 10 + 1 costs 4900,
        // 9 + 2 costs 900 + (100 − 60)² = 2500, 8 + 3 costs 3600: 9 + 2. The second fills a line.
        var layout = try makeLayout(squares(21)) { $0.itemSpacing = 0; $0.lineSpacing = 0; $0.lineBreaking = .pretty }
        var flags = [FlowItemFlags](repeating: [], count: 21)
        flags[11] = .breakBefore
        try layout.setFlags(flags)
        try layout.arrange(width: 100, height: .nan)
        #expect(lineStarts(layout) == [0, 9, 11])
    }

    @Test func unboundedLinesAreGreedysAndMinLinesDoesNotApply() throws {
        let unbounded = try arranged(squares(21), width: .nan) { $0.lineBreaking = .pretty; $0.minLines = 3 }
        #expect(lineStarts(unbounded) == [0])
        let ignored = try paragraph(.pretty) { $0.minLines = 5 }
        #expect(lineStarts(ignored) == [0, 9, 18])
    }

    @Test func maxLinesHidesLinesAfterBreaking() throws {
        let layout = try paragraph(.pretty) { $0.maxLines = 2 }
        #expect(lineStarts(layout) == [0, 9])
        #expect(layout.visibleCount == 18)
        #expect(layout.frameList[18] == .zero)
    }

    @Test func anOversizeItemSitsAloneAtNoCost() throws {
        // 150 alone, then 10 items: one full line (cost 0).
        let layout = try arranged([(150, 10)] + squares(10), width: 100) {
            $0.itemSpacing = 0; $0.lineBreaking = .pretty
        }
        #expect(lineStarts(layout) == [0, 1])
    }
}

@Suite("Last-line justification (text-align-last)")
struct JustifyLastRuleTests {
    // Three 30-wide items, gap 10, lines of 100: lines [0, 1] and [2].
    func three(_ configure: (inout FlowOptions) -> Void) throws -> FlowLayout {
        try arranged(Array(repeating: (30, 10), count: 3), width: 100) { $0.itemSpacing = 10; configure(&$0) }
    }

    @Test func theLastLineTakesItsOwnJustification() throws {
        let layout = try three { $0.justify = .spaceBetween; $0.justifyLast = .start }
        #expect(layout.xs == [0, 70, 0])
        let centred = try three { $0.justify = .center; $0.justifyLast = .end }
        #expect(centred.xs == [15, 55, 70])
    }

    @Test func autoIsJustify() throws {
        let layout = try three { $0.justify = .center; $0.justifyLast = nil }
        #expect(layout.xs == [15, 55, 35])
    }

    @Test func linesEndedByAForcedBreakCountAsLast() throws {
        var layout = try makeLayout(Array(repeating: (30, 10), count: 3)) {
            $0.itemSpacing = 10; $0.justify = .center; $0.justifyLast = .end
        }
        try layout.setFlags([.breakAfter, [], []])
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.xs == [70, 30, 70])
    }

    @Test func theSingleLineOfNoWrapIsLast() throws {
        let layout = try arranged(Array(repeating: (20, 10), count: 3), width: 100) {
            $0.wrap = .none; $0.itemSpacing = 10; $0.justifyLast = .end
        }
        #expect(layout.xs == [20, 50, 80])
    }

    @Test func aLineHiddenByMaxLinesLeavesNoLastLine() throws {
        let layout = try three { $0.maxLines = 1; $0.justifyLast = .end }
        #expect(layout.xs == [0, 40, 0])
    }

    @Test func growthStillApplies() throws {
        var layout = try makeLayout(Array(repeating: (30, 10), count: 3)) { $0.itemSpacing = 10; $0.justifyLast = .end }
        try layout.setGrow([0, 0, 1])
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.frameList[2] == rect(0, 18, 100, 10))
    }

    @Test func rightToLeftAndColumns() throws {
        let rtl = try three { $0.direction = .rightToLeft; $0.justifyLast = .end }
        #expect(rtl.xs == [70, 30, 0])
        let columns = try arranged(Array(repeating: (10, 30), count: 3), width: .nan, height: 100) {
            $0.axis = .vertical; $0.itemSpacing = 10; $0.justifyLast = .center
        }
        #expect(columns.ys == [0, 40, 35])
    }
}

@Suite("Separators: the gap becomes g + s + g, a rect centred in each gap on a line")
struct SeparatorRuleTests {
    let chips: [(Float, Float)] = Array(repeating: (20, 10), count: 3)

    @Test func gapsWidenAndRectsSitCentred() throws {
        let layout = try arranged(chips, width: 200) { $0.itemSpacing = 5; $0.separator = FlowSize(width: 4, height: 2) }
        #expect(layout.xs == [0, 34, 68])
        #expect(Array(layout.separators) == [rect(25, 4, 4, 2), rect(59, 4, 4, 2)])
    }

    @Test func noneAtLineEndsAndTheWiderGapBreaksLines() throws {
        let layout = try arranged(chips, width: 60) { $0.itemSpacing = 5; $0.separator = FlowSize(width: 4, height: 2) }
        #expect(lineStarts(layout) == [0, 2])
        #expect(Array(layout.separators) == [rect(25, 4, 4, 2)])
        #expect(layout.frameList[2] == rect(0, 18, 20, 10))
    }

    @Test func centredInTheGapAsJustified() throws {
        let layout = try arranged(chips, width: 200) {
            $0.itemSpacing = 5; $0.separator = FlowSize(width: 4, height: 2); $0.justify = .spaceBetween
        }
        #expect(layout.xs == [0, 90, 180])
        #expect(Array(layout.separators) == [rect(53, 4, 4, 2), rect(143, 4, 4, 2)])
    }

    @Test func rightToLeft() throws {
        let layout = try arranged(chips, width: 200) {
            $0.itemSpacing = 5; $0.separator = FlowSize(width: 4, height: 2); $0.direction = .rightToLeft
        }
        #expect(layout.xs == [180, 146, 112])
        #expect(Array(layout.separators) == [rect(171, 4, 4, 2), rect(137, 4, 4, 2)])
    }

    @Test func columnsUseTheHeightAlongMain() throws {
        let layout = try arranged(Array(repeating: (10, 20), count: 3), width: .nan, height: 200) {
            $0.axis = .vertical; $0.itemSpacing = 5; $0.separator = FlowSize(width: 2, height: 4)
        }
        #expect(layout.ys == [0, 34, 68])
        #expect(Array(layout.separators) == [rect(4, 25, 2, 4), rect(4, 59, 2, 4)])
    }

    @Test func zeroWidthIsStillASeparator() throws {
        let layout = try arranged(chips, width: 200) { $0.itemSpacing = 5; $0.separator = FlowSize(width: 0, height: 6) }
        #expect(layout.xs == [0, 30, 60])
        #expect(Array(layout.separators) == [rect(25, 2, 0, 6), rect(55, 2, 0, 6)])
    }

    @Test func centredInTheLineUnderWrapReverse() throws {
        // Lines 40 tall (a tall item) and 10; wrap-reverse puts line 0 at the bottom.
        let layout = try arranged([(20, 40), (20, 10), (20, 10)], width: 60, height: 100) {
            $0.itemSpacing = 5; $0.lineSpacing = 0; $0.separator = FlowSize(width: 4, height: 2); $0.wrap = .wrapReverse
        }
        #expect(Array(layout.separators) == [rect(25, 79, 4, 2)])
    }
}

@Suite("Scale fill: each line scaled to fill M, aspect ratios kept")
struct ScaleFillRuleTests {
    let photos: [(Float, Float)] = [(30, 20), (50, 20), (40, 40), (20, 10)]

    @Test func everyLineFillsTheWidth() throws {
        // Lines [0, 1] (90 with the gap) and [2, 3] (70): scales 90/80 and 90/60.
        let layout = try arranged(photos, width: 100) { $0.itemSpacing = 10; $0.lineFill = .scale }
        expectFrames(layout.frameList, [rect(0, 0, 33.75, 22.5), rect(43.75, 0, 56.25, 22.5),
                                        rect(0, 30.5, 60, 60), rect(70, 30.5, 30, 15)])
    }

    @Test func aLineThatWouldScaleTooMuchIsLeftAlone() throws {
        let layout = try arranged(photos, width: 100) { $0.itemSpacing = 10; $0.lineFill = .scale; $0.maxScale = 1.4 }
        expectFrames(layout.frameList, [rect(0, 0, 33.75, 22.5), rect(43.75, 0, 56.25, 22.5),
                                        rect(0, 30.5, 40, 40), rect(50, 30.5, 20, 10)])
    }

    @Test func anOverflowingLineShrinksToFit() throws {
        let layout = try arranged([(150, 30)], width: 100) { $0.lineFill = .scale }
        expectFrames(layout.frameList, [rect(0, 0, 100, 20)])
        let nowrap = try arranged([(60, 20), (60, 20)], width: 100) { $0.wrap = .none; $0.itemSpacing = 10; $0.lineFill = .scale }
        expectFrames(nowrap.frameList, [rect(0, 0, 45, 15), rect(55, 0, 45, 15)], tolerance: 1e-3)
    }

    @Test func growthIsOffAndUnboundedScalesNothing() throws {
        var layout = try makeLayout(photos) { $0.itemSpacing = 10; $0.lineFill = .scale }
        try layout.setGrow([1, 1, 1, 1])
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.frameList[0] == rect(0, 0, 33.75, 22.5))
        try layout.arrange(width: .nan, height: .nan)
        #expect(layout.frameList[0].width == 30 + 30 * 1 * 0 || layout.frameList[0].width == 30)
    }

    @Test func baselinesScaleWithTheirItem() throws {
        // Two items 40×20 and 40×40 scaled by 90/80; first baselines 10 and 30 → 11.25, 33.75.
        var layout = try makeLayout([(40, 20), (40, 40)]) { $0.itemSpacing = 10; $0.lineFill = .scale; $0.alignItems = .firstBaseline }
        try layout.setBaselines(first: [10, 30], last: nil)
        try layout.arrange(width: 100, height: .nan)
        expectFrames(layout.frameList, [rect(0, 22.5, 45, 22.5), rect(55, 0, 45, 45)])
    }

    @Test func columnsScaleAlongTheirHeight() throws {
        let layout = try arranged([(20, 30), (20, 50)], width: .nan, height: 100) {
            $0.axis = .vertical; $0.itemSpacing = 10; $0.lineFill = .scale
        }
        expectFrames(layout.frameList, [rect(0, 0, 22.5, 33.75), rect(0, 43.75, 22.5, 56.25)])
    }
}

@Suite("Overflow indicator: the largest visible prefix that leaves room for \"+N more\"")
struct OverflowIndicatorRuleTests {
    // Ten chips 30 wide, gap 10, lines of 100: two chips per line. Two lines show.
    func chips(_ mode: FlowLineBreaking = .greedy, _ configure: (inout FlowOptions) -> Void = { _ in },
               indicator: @escaping OverflowIndicator) throws -> FlowLayout {
        var layout = try makeLayout(Array(repeating: (30, 10), count: 10)) {
            $0.itemSpacing = 10; $0.maxLines = 2; $0.lineBreaking = mode; configure(&$0)
        }
        try layout.setOverflowIndicator(indicator)
        try layout.arrange(width: 100, height: .nan)
        return layout
    }

    @Test func joinsTheLastLineWhenItFits() throws {
        let layout = try chips { _ in FlowSize(width: 20, height: 10) }
        #expect(layout.visibleCount == 4)
        #expect(layout.overflowFrame == rect(80, 18, 20, 10))
        #expect(layout.frameList[4] == .zero)
        #expect(Array(layout.lines).last?.itemCount == 2)
    }

    @Test func displacesAnItemWhenItDoesNot() throws {
        let layout = try chips { _ in FlowSize(width: 30, height: 10) }
        #expect(layout.visibleCount == 3)
        #expect(layout.overflowFrame == rect(40, 18, 30, 10))
    }

    @Test func itsSizeDependsOnTheHiddenCount() throws {
        // 6 hidden: 30 wide, too wide; 7 hidden: 20 wide, fits after item 2.
        var asked: [Int] = []
        let layout = try chips { hidden in asked.append(hidden); return FlowSize(width: hidden < 7 ? 30 : 20, height: 10) }
        #expect(layout.visibleCount == 3)
        #expect(layout.overflowFrame == rect(40, 18, 20, 10))
        #expect(asked == [6, 7])
    }

    @Test func notShownWhenEverythingFits() throws {
        let layout = try chips(.greedy, { $0.maxLines = 5 }) { _ in FlowSize(width: 20, height: 10) }
        #expect(layout.visibleCount == 10)
        #expect(layout.overflowFrame == .zero)
    }

    @Test func aBreakAfterTheLastVisibleItemBreaksBeforeIt() throws {
        var layout = try makeLayout(Array(repeating: (30, 10), count: 10)) { $0.itemSpacing = 10; $0.maxLines = 2 }
        var flags = [FlowItemFlags](repeating: [], count: 10)
        flags[3] = .breakAfter
        try layout.setFlags(flags)
        try layout.setOverflowIndicator { _ in FlowSize(width: 20, height: 10) }
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.visibleCount == 3)
        #expect(layout.overflowFrame == rect(40, 18, 20, 10))
    }

    @Test func countsTowardMaxItemsPerLine() throws {
        let layout = try chips(.greedy, { $0.maxItemsPerLine = 2 }) { _ in FlowSize(width: 5, height: 10) }
        #expect(layout.visibleCount == 3)
        #expect(layout.overflowFrame == rect(40, 18, 5, 10))
    }

    @Test func aSeparatorGoesBeforeIt() throws {
        // Gap 10 with a 2-wide separator: 30 + 22 + 30 = 82; the indicator (5) needs 82 + 22 + 5.
        let layout = try chips(.greedy, { $0.separator = FlowSize(width: 2, height: 2) }) { _ in FlowSize(width: 5, height: 10) }
        #expect(layout.visibleCount == 3)
        #expect(layout.overflowFrame == rect(52, 18, 5, 10))
        #expect(layout.separators.count == 2)
        #expect(layout.separators[1] == rect(40, 22, 2, 2))   // centred at (30 + 52) / 2
    }

    @Test func justifiedAsTheLastLineAndAlignedAsItems() throws {
        let layout = try chips(.greedy, { $0.justifyLast = .end; $0.alignItems = .center }) { _ in FlowSize(width: 20, height: 4) }
        #expect(layout.visibleCount == 4)
        #expect(layout.frameList[2] == rect(0, 18, 30, 10))
        #expect(layout.overflowFrame == rect(80, 21, 20, 4))
    }

    @Test func balanceAndPrettyBreakTheVisiblePrefixTheirWay() throws {
        for mode in [FlowLineBreaking.balance, .pretty] {
            let layout = try chips(mode) { _ in FlowSize(width: 20, height: 10) }
            #expect(layout.visibleCount == 4, "\(mode)")
            #expect(layout.overflowFrame == rect(80, 18, 20, 10), "\(mode)")
        }
    }

    @Test func aloneOnTheLastLine() throws {
        // Chips 45 wide: two per line; the 20-wide indicator cannot follow them (45+10+45+10+20).
        var layout = try makeLayout(Array(repeating: (45, 10), count: 6)) { $0.itemSpacing = 10; $0.maxLines = 2 }
        try layout.setOverflowIndicator { _ in FlowSize(width: 20, height: 10) }
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.visibleCount == 3)
        #expect(layout.overflowFrame == rect(55, 18, 20, 10))
    }

    @Test func scalesWithItsLineUnderScaleFill() throws {
        let layout = try chips(.greedy, { $0.lineFill = .scale }) { _ in FlowSize(width: 20, height: 10) }
        // Line 1 scales by 90/60 (15 tall); line 2, 30 + 10 + 30 + 10 + 20 = 100 already, by 1.
        #expect(layout.frameList[0] == rect(0, 0, 45, 15))
        #expect(layout.overflowFrame == rect(80, 23, 20, 10))
    }

    @Test func anInvalidSizeFailsTheArrangeAndKeepsTheResults() throws {
        var layout = try chips { _ in FlowSize(width: 20, height: 10) }
        try layout.setOverflowIndicator { _ in FlowSize(width: .nan, height: 10) }
        #expect(throws: FlowError.self) { try layout.arrange(width: 99, height: .nan) }
        #expect(layout.overflowFrame == rect(80, 18, 20, 10))
    }
}

@Suite("Line features hold their promises on random layouts")
struct LineFeaturePropertyTests {
    static let baseSeed: UInt64 = 0x11_FEA7

    /// Lines the engine makes of `sizes` with the options, without max lines or indicator.
    func lineCount(_ sizes: [FlowSize], _ flags: [FlowItemFlags], _ o: FlowOptions, width: Float) throws -> Int {
        var layout = FlowLayout()
        var plain = o
        plain.maxLines = 0
        try layout.setOptions(plain)
        try layout.setItems(sizes)
        try layout.setFlags(flags)
        try layout.arrange(width: width, height: .nan)
        return layout.lines.count
    }

    @Test("the indicator's k is the largest k < n whose prefix plus the indicator fits L lines, every mode")
    func indicatorKeepsTheLargestPrefixThatFits() throws {
        let cases = 1500
        print("overflow indicator: \(cases) cases from seed \(Self.baseSeed)")
        var shown = 0, displaced = 0
        for c in 0..<cases {
            let seed = Self.baseSeed &+ UInt64(c)
            var rng = SeededRandom(seed: seed)
            let n = Int.random(in: 1...14, using: &rng)
            let sizes = (0..<n).map { _ in
                FlowSize(width: Float(Int.random(in: 1...60, using: &rng)), height: Float(Int.random(in: 5...20, using: &rng)))
            }
            let flags = (0..<n).map { _ -> FlowItemFlags in
                switch Int.random(in: 0..<10, using: &rng) { case 0: .breakAfter; case 1: .breakBefore; default: [] }
            }
            var o = FlowOptions()
            o.itemSpacing = Float(Int.random(in: 0...10, using: &rng))
            o.maxLines = Int.random(in: 1...3, using: &rng)
            o.lineBreaking = [FlowLineBreaking.greedy, .balance, .pretty][c % 3]
            if Int.random(in: 0..<4, using: &rng) == 0 { o.maxItemsPerLine = Int.random(in: 1...3, using: &rng) }
            if Int.random(in: 0..<4, using: &rng) == 0 { o.separator = FlowSize(width: 3, height: 3) }
            let perDigit = Float(Int.random(in: 4...12, using: &rng))
            let indicator: OverflowIndicator = { hidden in
                FlowSize(width: 10 + perDigit * Float(String(hidden).count), height: 10)
            }
            let width: Float = 100
            var layout = FlowLayout()
            try layout.setOptions(o)
            try layout.setItems(sizes)
            try layout.setFlags(flags)
            try layout.setOverflowIndicator(indicator)
            try layout.arrange(width: width, height: .nan)

            // The reference: the rule, with the engine's own breaking of each candidate prefix.
            let needsMore = try lineCount(sizes, flags, o, width: width) > o.maxLines
            var expected = n
            if needsMore {
                expected = 0
                for k in stride(from: n - 1, through: 0, by: -1) {
                    let lines = try lineCount(Array(sizes[..<k]) + [indicator(n - k)],
                                              Array(flags[..<k]) + [[]], o, width: width)
                    if lines <= o.maxLines { expected = k; break }
                }
            }
            if layout.visibleCount != expected || (layout.overflowFrame == .zero) == needsMore && needsMore {
                Issue.record("seed \(seed): visible \(layout.visibleCount), expected \(expected), sizes \(sizes) flags \(flags) options \(o)")
                return
            }
            if needsMore {
                shown += 1
                let lineOfLast = layout.lines.count
                #expect(lineOfLast <= o.maxLines)
                // Everything from k on is hidden.
                #expect(Array(layout.frames)[expected...].allSatisfy { $0 == .zero })
                if expected < (try visibleWithoutIndicator(sizes, flags, o, width: width)) { displaced += 1 }
            } else {
                #expect(layout.overflowFrame == .zero)
            }
        }
        print("overflow indicator: shown in \(shown) cases, displacing items in \(displaced)")
        #expect(shown > cases / 3 && displaced > cases / 10)
    }

    func visibleWithoutIndicator(_ sizes: [FlowSize], _ flags: [FlowItemFlags], _ o: FlowOptions, width: Float) throws -> Int {
        var layout = FlowLayout()
        try layout.setOptions(o)
        try layout.setItems(sizes)
        try layout.setFlags(flags)
        try layout.arrange(width: width, height: .nan)
        return layout.visibleCount
    }

    @Test("scale fill keeps every aspect ratio and fills M on every scaled line")
    func scaleFillKeepsAspectRatiosAndFills() throws {
        var rng = SeededRandom(seed: Self.baseSeed &* 5)
        var scaledLines = 0
        for c in 0..<500 {
            let n = Int.random(in: 1...20, using: &rng)
            let sizes = (0..<n).map { _ in
                FlowSize(width: Float(Int.random(in: 10...120, using: &rng)), height: Float(Int.random(in: 10...80, using: &rng)))
            }
            var o = FlowOptions()
            o.itemSpacing = Float(Int.random(in: 0...8, using: &rng))
            o.lineFill = .scale
            o.axis = c % 4 == 3 ? .vertical : .horizontal
            o.direction = c % 5 == 4 ? .rightToLeft : .leftToRight
            o.lineBreaking = [FlowLineBreaking.greedy, .balance, .pretty][c % 3]
            let m: Float = 300
            var layout = FlowLayout()
            try layout.setOptions(o)
            try layout.setItems(sizes)
            if o.axis == .horizontal { try layout.arrange(width: m, height: .nan) } else { try layout.arrange(width: .nan, height: m) }
            for (i, f) in Array(layout.frames).enumerated() {
                let ratio = Double(sizes[i].width) / Double(sizes[i].height)
                let got = Double(f.width) / Double(f.height)
                #expect(abs(got - ratio) <= 1e-4 * ratio, "case \(c) item \(i): \(f) from \(sizes[i])")
            }
            for line in Array(layout.lines) {
                let first = Int(line.firstItem), last = first + Int(line.itemCount) - 1
                let along: (FlowRect) -> (Float, Float) = o.axis == .horizontal ? { ($0.x, $0.maxX) } : { ($0.y, $0.maxY) }
                let low = min(along(layout.frames[first]).0, along(layout.frames[last]).0)
                let high = max(along(layout.frames[first]).1, along(layout.frames[last]).1)
                #expect(abs(low) <= 1e-3 && abs(high - m) <= 1e-2, "case \(c): line spans \(low)...\(high)")
                scaledLines += 1
            }
        }
        #expect(scaledLines > 500)
    }
}

private extension FlowRect {
    var maxX: Float { x + width }
    var maxY: Float { y + height }
}
