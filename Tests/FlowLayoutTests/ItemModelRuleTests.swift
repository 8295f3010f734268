// The flex item model (padding, margins, limits, shrink, align-self, hidden, no-stretch, reverse),
// rule by rule, with frames computed by hand. Chromium agrees with every rule here: the same
// rules are drawn at random in Tests/conformance/chromium-items.json.
@testable import FlowLayout
import Testing

private func edges(_ top: Float, _ right: Float, _ bottom: Float, _ left: Float) -> FlowEdges {
    FlowEdges(top: top, right: right, bottom: bottom, left: left)
}

private let auto = Float.nan

@Suite("Flex item model: padding")
struct PaddingRuleTests {
    @Test func contentBoxIsTheBoundsMinusPaddingAndFramesAreOffsetByIt() throws {
        // Content width 100 - 3 - 7 = 90: two 40s and a gap of 8 fit (88), the third wraps.
        let l = try arranged([(40, 20), (40, 20), (40, 20)], width: 100) {
            $0.padding = edges(5, 7, 6, 3)
        }
        expectFrames(l.frameList, [rect(3, 5, 40, 20), rect(51, 5, 40, 20), rect(3, 33, 40, 20)])
        #expect(l.size == FlowSize(width: 100, height: 5 + 48 + 6))
        #expect(l.contentSize == FlowSize(width: 88, height: 48))
        expectValues(l.lineList.map(\.crossOffset), [5, 33])
    }

    @Test func unspecifiedBoundsAreContentPlusPadding() throws {
        var l = try makeLayout([(40, 20), (40, 20)]) { $0.padding = edges(1, 2, 3, 4) }
        #expect(try l.sizeThatFits(width: .nan, height: .nan) == FlowSize(width: 88 + 6, height: 20 + 4))
    }

    @Test func rightToLeftMirrorsInsideTheContentBox() throws {
        let l = try arranged([(40, 20)], width: 100) {
            $0.padding = edges(0, 10, 0, 4)
            $0.direction = .rightToLeft
        }
        // Content box x 4...90; the item sits at its right edge.
        expectFrames(l.frameList, [rect(50, 0, 40, 20)])
    }
}

@Suite("Flex item model: margins")
struct MarginRuleTests {
    @Test func linesBreakOnOuterSizes() throws {
        var l = try makeLayout([(45, 10), (45, 10)]) { $0.itemSpacing = 0 }
        try l.setMargins([edges(0, 3, 0, 3), edges(0, 3, 0, 3)])
        try l.arrange(width: 100, height: .nan)
        // Outer sizes 51 + 51 = 102 > 100: two lines; each item sits inside its margins.
        expectFrames(l.frameList, [rect(3, 0, 45, 10), rect(3, 18, 45, 10)])
    }

    @Test func crossMarginsAddToTheLineAndMoveTheItem() throws {
        var l = try makeLayout([(20, 10), (20, 10)]) { $0.itemSpacing = 0 }
        try l.setMargins([edges(2, 0, 4, 0), edges(0, 0, 0, 0)])
        try l.arrange(width: 100, height: .nan)
        expectFrames(l.frameList, [rect(0, 2, 20, 10), rect(20, 0, 20, 10)])
        #expect(l.size.height == 16)
    }

    @Test func autoMarginPushesTheLastItemToTheEnd() throws {
        var l = try makeLayout([(20, 10), (20, 10), (20, 10)]) { $0.itemSpacing = 0 }
        try l.setMargins([.zero, .zero, edges(0, 0, 0, auto)])
        try l.arrange(width: 100, height: .nan)
        expectValues(l.xs, [0, 20, 80])
    }

    @Test func autoMarginsShareTheFreeSpaceBeforeJustify() throws {
        var l = try makeLayout([(20, 10), (20, 10)]) {
            $0.itemSpacing = 0
            $0.justify = .end
        }
        // Three auto margins share 60: 20 each; justify gets nothing.
        try l.setMargins([edges(0, auto, 0, auto), edges(0, 0, 0, auto)])
        try l.arrange(width: 100, height: .nan)
        expectValues(l.xs, [20, 80])
    }

    @Test func autoMarginsAreZeroOnAnOverflowingLine() throws {
        var l = try makeLayout([(60, 10), (60, 10)]) {
            $0.itemSpacing = 0
            $0.wrap = .none
            $0.justify = .end
        }
        try l.setMargins([edges(0, 0, 0, auto), .zero])
        try l.arrange(width: 100, height: .nan)
        // Free space -20: auto margins are 0 and justify end applies.
        expectValues(l.xs, [-20, 40])
    }

    @Test func crossAutoMarginsCentreAndBeatStretch() throws {
        var l = try makeLayout([(10, 10), (10, 30), (10, 10)]) {
            $0.itemSpacing = 0
            $0.alignItems = .stretch
        }
        try l.setMargins([edges(auto, 0, auto, 0), .zero, edges(auto, 0, 0, 0)])
        try l.arrange(width: 100, height: .nan)
        expectFrames(l.frameList, [rect(0, 10, 10, 10), rect(10, 0, 10, 30), rect(20, 20, 10, 10)])
    }

    @Test func negativeMarginsPullNeighboursIn() throws {
        var l = try makeLayout([(20, 10), (20, 10)]) { $0.itemSpacing = 0 }
        try l.setMargins([.zero, edges(0, 0, 0, -5)])
        try l.arrange(width: 100, height: .nan)
        expectValues(l.xs, [0, 15])
    }

    @Test func firstBaselinesAlignOnTheMarginBox() throws {
        var l = try makeLayout([(10, 10), (10, 30)]) {
            $0.itemSpacing = 0
            $0.alignItems = .firstBaseline
        }
        try l.setBaselines(first: [8, 25], last: nil)
        try l.setMargins([edges(5, 0, 0, 0), .zero])
        try l.arrange(width: 100, height: .nan)
        // Ascents 5 + 8 = 13 and 25: item 0's baseline (y + 8) lines up with item 1's (25).
        expectValues(l.ys, [17, 0])
        #expect(l.size.height == 30)
    }
}

@Suite("Flex item model: limits, shrink and resolving flexible lengths")
struct FlexibleLengthRuleTests {
    @Test func sizesAreClampedBeforeBreakingAndMinWinsOverMax() throws {
        var l = try makeLayout([(10, 10), (80, 10), (10, 10)]) { $0.itemSpacing = 0 }
        try l.setLimits(min: [FlowSize(width: 50, height: .nan), FlowSize(width: .nan, height: .nan),
                              FlowSize(width: 40, height: 12)],
                        max: [FlowSize(width: .nan, height: .nan), FlowSize(width: 30, height: .nan),
                              FlowSize(width: 20, height: .nan)])
        try l.arrange(width: 100, height: .nan)
        // 50 + 30 = 80 fits; + 40 = 120 does not.
        expectFrames(l.frameList, [rect(0, 0, 50, 10), rect(50, 0, 30, 10), rect(0, 18, 40, 12)])
    }

    @Test func overflowingItemsShrinkInProportionToShrinkTimesSize() throws {
        var l = try makeLayout([(80, 10), (40, 10)]) {
            $0.itemSpacing = 0
            $0.wrap = .none
        }
        try l.setShrink([1, 1])
        try l.arrange(width: 90, height: .nan)
        // Overflow 30 split 80 : 40.
        expectFrames(l.frameList, [rect(0, 0, 60, 10), rect(60, 0, 30, 10)])
    }

    @Test func shrinkingStopsAtTheMinAndTheOthersTakeTheRest() throws {
        var l = try makeLayout([(80, 10), (40, 10)]) {
            $0.itemSpacing = 0
            $0.wrap = .none
        }
        try l.setShrink([1, 1])
        try l.setLimits(min: [FlowSize(width: 70, height: .nan), FlowSize(width: .nan, height: .nan)], max: nil)
        try l.arrange(width: 90, height: .nan)
        // Round 1: 60 < min 70, frozen at 70. Round 2: item 1 takes the remaining -20.
        expectFrames(l.frameList, [rect(0, 0, 70, 10), rect(70, 0, 20, 10)])
    }

    @Test func shrinkZeroByDefault() throws {
        let l = try arranged([(80, 10), (40, 10)], width: 90) {
            $0.itemSpacing = 0
            $0.wrap = .none
            $0.reverse = false
            $0.padding = .zero
        }
        expectValues(Array(l.frames).map(\.width), [80, 40])
    }

    @Test func growthFreezesAtTheMaxAndRedistributes() throws {
        var l = try makeLayout([(10, 10), (10, 10)]) { $0.itemSpacing = 0 }
        try l.setGrow([1, 1])
        try l.setLimits(min: nil, max: [FlowSize(width: 20, height: .nan), FlowSize(width: .nan, height: .nan)])
        try l.arrange(width: 100, height: .nan)
        expectFrames(l.frameList, [rect(0, 0, 20, 10), rect(20, 0, 80, 10)])
    }

    @Test func growWeightsBelowOneTakeTheirShareOfTheInitialFreeSpace() throws {
        var l = try makeLayout([(10, 10), (10, 10)]) { $0.itemSpacing = 0 }
        try l.setGrow([0.25, 0.25])
        try l.setLimits(min: nil, max: [FlowSize(width: 15, height: .nan), FlowSize(width: .nan, height: .nan)])
        try l.arrange(width: 100, height: .nan)
        // Initial free 80. Round 1: +20 each, item 0 frozen at its max 15. Round 2: 0.25 x 80 = 20
        // caps the remaining 75: item 1 is 10 + 20 = 30.
        expectFrames(l.frameList, [rect(0, 0, 15, 10), rect(15, 0, 30, 10)])
    }

    @Test func stretchedCrossSizesAreClampedAndLoseTheirMargins() throws {
        var l = try makeLayout([(10, 10), (10, 10), (10, 40)]) {
            $0.itemSpacing = 0
            $0.alignItems = .stretch
        }
        try l.setLimits(min: nil, max: [FlowSize(width: .nan, height: 15), FlowSize(width: .nan, height: .nan),
                                        FlowSize(width: .nan, height: .nan)])
        try l.setMargins([.zero, edges(2, 0, 3, 0), .zero])
        try l.arrange(width: 100, height: .nan)
        expectFrames(l.frameList, [rect(0, 0, 10, 15), rect(10, 2, 10, 35), rect(20, 0, 10, 40)])
    }
}

@Suite("Flex item model: align-self, no-stretch, hidden")
struct AlignSelfAndHiddenRuleTests {
    @Test func alignSelfOverridesAlignItemsPerItem() throws {
        var l = try makeLayout([(10, 10), (10, 30), (10, 20), (10, 10)]) { $0.itemSpacing = 0 }
        try l.setItemAlign([.center, nil, .end, .stretch])
        try l.arrange(width: 100, height: .nan)
        expectFrames(l.frameList, [rect(0, 10, 10, 10), rect(10, 0, 10, 30), rect(20, 10, 10, 20),
                                   rect(30, 0, 10, 30)])
    }

    @Test func noStretchItemsKeepTheirCrossSizeAtStart() throws {
        var l = try makeLayout([(10, 10), (10, 30)]) {
            $0.itemSpacing = 0
            $0.alignItems = .stretch
            $0.wrap = .wrapReverse
        }
        try l.setFlags([.noStretch, []])
        try l.arrange(width: 100, height: .nan)
        // Under wrap-reverse the line's cross-start is its bottom.
        expectFrames(l.frameList, [rect(0, 20, 10, 10), rect(10, 0, 10, 30)])
    }

    @Test func hiddenItemsTakeNoSpaceNoGapAndJoinTheLineBeforeThem() throws {
        var l = try makeLayout([(20, 10), (20, 10), (20, 10), (20, 10)])
        try l.setFlags([[], .hidden, [], []])
        try l.arrange(width: 50, height: .nan)
        expectFrames(l.frameList, [rect(0, 0, 20, 10), .zero, rect(28, 0, 20, 10), rect(0, 18, 20, 10)])
        #expect(l.lineList.map { [$0.firstItem, $0.itemCount] } == [[0, 3], [3, 1]])
        #expect(l.visibleCount == 4)
    }

    @Test func hiddenItemsBeforeTheFirstVisibleOneBelongToTheFirstLine() throws {
        var l = try makeLayout([(20, 10), (20, 10)])
        try l.setFlags([.hidden, []])
        try l.arrange(width: 50, height: .nan)
        expectFrames(l.frameList, [.zero, rect(0, 0, 20, 10)])
        #expect(l.lineList.map { [$0.firstItem, $0.itemCount] } == [[0, 2]])
    }

    @Test func everyItemHiddenMakesNoLine() throws {
        var l = try makeLayout([(20, 10), (20, 10)]) { $0.padding = edges(1, 2, 3, 4) }
        try l.setFlags([.hidden, .hidden])
        try l.arrange(width: .nan, height: .nan)
        #expect(l.lineList.isEmpty)
        #expect(l.size == FlowSize(width: 6, height: 4))
    }
}

@Suite("Flex item model: reverse")
struct ReverseRuleTests {
    @Test func rowReverseRunsFromTheRight() throws {
        let l = try arranged([(20, 10), (30, 10)], width: 100) { $0.reverse = true }
        expectValues(l.xs, [80, 42])
    }

    @Test func rowReverseInRightToLeftRunsFromTheLeft() throws {
        let l = try arranged([(20, 10), (30, 10)], width: 100) {
            $0.reverse = true
            $0.direction = .rightToLeft
        }
        expectValues(l.xs, [0, 28])
    }

    @Test func columnReverseRunsFromTheBottom() throws {
        let l = try arranged([(10, 20), (10, 30)], width: .nan, height: 100) {
            $0.reverse = true
            $0.axis = .vertical
        }
        expectValues(l.ys, [80, 42])
    }

    @Test func reverseSwapsMainMarginsAndJustifyEnds() throws {
        var l = try makeLayout([(20, 10), (20, 10)]) {
            $0.itemSpacing = 0
            $0.reverse = true
            $0.justify = .end
        }
        // Justify end is the physical left; item 0's right margin is its main-start margin.
        try l.setMargins([edges(0, 5, 0, 0), .zero])
        try l.arrange(width: 100, height: .nan)
        expectValues(l.xs, [20, 0])
    }

    @Test func spaceAroundOverflowStillStartsAtThePhysicalStart() throws {
        let l = try arranged([(60, 10), (60, 10)], width: 100) {
            $0.itemSpacing = 0
            $0.wrap = .none
            $0.reverse = true
            $0.justify = .spaceAround
        }
        expectValues(l.xs, [60, 0])
    }
}

@Suite("Flex item model: defaults keep every result")
struct ItemModelDefaultsTests {
    @Test func theItemModelsStagesGiveTheV0ResultsOnRandomLayouts() throws {
        for seed: UInt64 in 1...300 {
            var rng = SeededRandom(seed: seed)
            let count = Int.random(in: 0...40, using: &rng)
            let sizes = (0..<count).map { _ in
                FlowSize(width: Float(Int.random(in: 0...900, using: &rng)) / 7,
                         height: Float(Int.random(in: 0...300, using: &rng)) / 3)
            }
            var o = FlowOptions()
            o.axis = Bool.random(using: &rng) ? .horizontal : .vertical
            o.wrap = FlowWrap(rawValue: Int32.random(in: 0...2, using: &rng))!
            o.direction = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
            o.justify = FlowJustify(rawValue: Int32.random(in: 0...5, using: &rng))!
            o.alignItems = FlowAlignItems(rawValue: Int32.random(in: 0...5, using: &rng))!
            o.alignContent = FlowAlignContent(rawValue: Int32.random(in: 0...6, using: &rng))!
            o.lineBreaking = Bool.random(using: &rng) ? .greedy : .balance
            o.maxLines = Int.random(in: 0...3, using: &rng)
            o.maxItemsPerLine = Int.random(in: 0...4, using: &rng)
            o.pixelScale = Bool.random(using: &rng) ? 0 : 2
            o.itemSpacing = Int.random(in: 0..<5, using: &rng) == 0 ? .nan : Float(Int.random(in: 0...30, using: &rng)) / 3
            o.lineSpacing = Float(Int.random(in: 0...30, using: &rng)) / 3
            let width: Float = Float(Int.random(in: 0...3000, using: &rng)) / 7
            let height: Float = Bool.random(using: &rng) ? .nan : Float(Int.random(in: 0...3000, using: &rng)) / 7
            let grow = (0..<count).map { _ in Float(Int.random(in: 0...2, using: &rng)) }
            let baselines = (0..<count).map { _ in Float(Int.random(in: 0...60, using: &rng)) }
            let spacing = (0..<count).map { _ in
                FlowSpacing(leading: Float(Int.random(in: 0...9, using: &rng)), top: 2, trailing: 3,
                            bottom: Float(Int.random(in: 0...9, using: &rng)))
            }
            func make(forced: Bool) throws -> FlowLayout {
                var l = FlowLayout()
                try l.setOptions(o)
                try l.setItems(sizes)
                if seed % 2 == 0 { try l.setGrow(grow) }
                if seed % 3 == 0 { try l.setBaselines(first: baselines, last: baselines.reversed()) }
                if seed % 5 == 0 { try l.setItemSpacing(spacing) }
                try l.arrange(width: width, height: height, choice: forced ? .itemModelStages : .fastest)
                return l
            }
            let plain = try make(forced: false), model = try make(forced: true)
            // Bit for bit: the stages and the paths that skip them compute the same numbers. With
            // growth, the flexible-length stage takes CSS's order (the available length minus the
            // gaps, minus the outer sizes) where the growth kernels take the line's running length:
            // the free space left can differ by a rounding step (5.7e-14 in 2 of these 300).
            let growth = seed % 2 == 0
            func bits(_ rects: [FlowRect]) -> [UInt32] { rects.flatMap { [$0.x, $0.y, $0.width, $0.height].map(\.bitPattern) } }
            if growth {
                expectFrames(model.frameList, plain.frameList, tolerance: 1e-3)
            } else {
                #expect(bits(model.frameList) == bits(plain.frameList), "seed \(seed)")
            }
            #expect(model.lineList.count == plain.lineList.count, "seed \(seed)")
            for (a, b) in zip(model.lineList, plain.lineList) {
                #expect(a.firstItem == b.firstItem && a.itemCount == b.itemCount, "seed \(seed)")
                let same = a.crossOffset.bitPattern == b.crossOffset.bitPattern && a.crossSize.bitPattern == b.crossSize.bitPattern
                    && a.mainSize.bitPattern == b.mainSize.bitPattern
                let close = abs(a.crossOffset - b.crossOffset) < 1e-3 && abs(a.crossSize - b.crossSize) < 1e-3
                    && abs(a.mainSize - b.mainSize) < 1e-3
                #expect(growth ? close : same, "seed \(seed): \(a) vs \(b)")
            }
            if !growth { #expect(bits(Array(model.separators)) == bits(Array(plain.separators)), "seed \(seed)") }
            let sameSize = model.size == plain.size, sameVisible = model.visibleCount == plain.visibleCount
            #expect(sameSize && sameVisible, "seed \(seed)")
        }
    }

    @Test func zeroMarginsNoLimitsAndAutoAlignChangeNothing() throws {
        let sizes: [(Float, Float)] = [(30, 10), (50, 20), (20, 15), (60, 5)]
        let plain = try arranged(sizes, width: 100) { $0.alignItems = .center }
        var model = try makeLayout(sizes) { $0.alignItems = .center }
        try model.setMargins(Array(repeating: .zero, count: 4))
        try model.setLimits(min: Array(repeating: FlowSize(width: .nan, height: .nan), count: 4), max: nil)
        try model.setShrink([0, 0, 0, 0])
        try model.setItemAlign([nil, nil, nil, nil])
        try model.arrange(width: 100, height: .nan)
        // Inputs at their defaults change nothing: the plan runs what the layout without them runs.
        let usesItemModel = model.needsItemModelStages
        #expect(!usesItemModel)
        #expect(model.frameList.map(\.x.bitPattern) == plain.frameList.map(\.x.bitPattern))
        expectFrames(model.frameList, plain.frameList, tolerance: 0)
    }
}

@Suite("Flex item model: random inputs")
struct ItemModelRandomTests {
    /// Every option and item-model input at random, extreme values included: arranging succeeds,
    /// frames are finite with sizes >= 0, hidden items have zero frames, and the lines cover the
    /// visible items in order.
    @Test func randomItemModelLayoutsGiveFiniteFramesAndConsistentLines() throws {
        for seed: UInt64 in 1...400 {
            var rng = SeededRandom(seed: seed)
            func pick(_ values: [Float]) -> Float { values[Int.random(in: 0..<values.count, using: &rng)] }
            let count = Int.random(in: 0...30, using: &rng)
            let lengths: [Float] = [0, 1, 7.5, 33.3, 120, 1e6]
            let sizes = (0..<count).map { _ in FlowSize(width: pick(lengths), height: pick(lengths)) }
            var o = FlowOptions()
            o.axis = Bool.random(using: &rng) ? .horizontal : .vertical
            o.wrap = FlowWrap(rawValue: Int32.random(in: 0...2, using: &rng))!
            o.direction = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
            o.justify = FlowJustify(rawValue: Int32.random(in: 0...5, using: &rng))!
            o.alignItems = FlowAlignItems(rawValue: Int32.random(in: 0...5, using: &rng))!
            o.alignContent = FlowAlignContent(rawValue: Int32.random(in: 0...6, using: &rng))!
            o.lineBreaking = Bool.random(using: &rng) ? .greedy : .balance
            o.minLines = Int.random(in: 0...3, using: &rng)
            o.maxLines = Int.random(in: 0...3, using: &rng)
            o.maxItemsPerLine = Int.random(in: 0...3, using: &rng)
            o.pixelScale = pick([0, 1, 3])
            o.itemSpacing = pick([.nan, 0, 8])
            o.lineSpacing = pick([.nan, 0, 8])
            o.reverse = Bool.random(using: &rng)
            o.padding = FlowEdges(top: pick(lengths), right: pick([0, 5]), bottom: pick([0, 5]), left: pick(lengths))
            let margins: [Float] = [.nan, 0, -10, 4, -1e6, 1e6]
            var l = FlowLayout()
            try l.setOptions(o)
            try l.setItems(sizes)
            try l.setMargins((0..<count).map { _ in
                FlowEdges(top: pick(margins), right: pick(margins), bottom: pick(margins), left: pick(margins))
            })
            let limits: [Float] = [.nan, 0, 10, 50, .infinity]
            try l.setLimits(min: (0..<count).map { _ in FlowSize(width: pick(limits.dropLast()), height: pick(limits.dropLast())) },
                            max: (0..<count).map { _ in FlowSize(width: pick(limits), height: pick(limits)) })
            try l.setShrink((0..<count).map { _ in pick([0, 1, 0.5, 1e6]) })
            try l.setGrow((0..<count).map { _ in pick([0, 1, 0.25, 1e6]) })
            try l.setItemAlign((0..<count).map { _ in FlowAlignItems(rawValue: Int32.random(in: -1...5, using: &rng)) })
            let flags = (0..<count).map { _ in FlowItemFlags(rawValue: UInt32.random(in: 0...15, using: &rng)) }
            try l.setFlags(flags)
            if Bool.random(using: &rng) {
                try l.setBaselines(first: (0..<count).map { _ in pick([.nan, 0, 5, -5]) }, last: nil)
            }
            if Bool.random(using: &rng) {
                try l.setItemSpacing((0..<count).map { _ in FlowSpacing(leading: 1, top: 2, trailing: 3, bottom: 4) })
            }
            let width = pick([.nan, 0, 100, 333.3]), height = pick([.nan, 0, 80])
            _ = try l.sizeThatFits(width: width, height: height)
            try l.arrange(width: width, height: height)
            let frames = l.frameList, lines = l.lineList
            #expect(frames.count == count, "seed \(seed)")
            for (i, f) in frames.enumerated() {
                #expect(f.x.isFinite && f.y.isFinite && f.width >= 0 && f.height >= 0 && f.width.isFinite
                        && f.height.isFinite, "seed \(seed) item \(i): \(f)")
                if flags[i].contains(.hidden) || i >= l.visibleCount { #expect(f == .zero, "seed \(seed) item \(i)") }
            }
            var next: UInt32 = 0
            for line in lines {
                #expect(line.firstItem == next && line.itemCount > 0, "seed \(seed): \(lines)")
                next = line.firstItem + line.itemCount
            }
            let visible = l.visibleCount
            #expect(lines.isEmpty || Int(next) == visible, "seed \(seed): lines end at \(next), visible \(visible)")
            #expect(l.size.width.isFinite && l.size.height.isFinite, "seed \(seed)")
        }
    }
}

@Suite("Flex item model: queries on the results")
struct ItemModelQueryTests {
    @Test func hitTestingFollowsReversedLines() throws {
        let l = try arranged([(20, 10), (30, 10), (40, 10)], width: 100) {
            $0.reverse = true
            $0.itemSpacing = 0
        }
        // Item 0 at 80..100, item 1 at 50..80, item 2 at 10..50.
        #expect(l.itemAt(x: 85, y: 5) == 0)
        #expect(l.itemAt(x: 55, y: 5) == 1)
        #expect(l.itemAt(x: 10, y: 5) == 2)
        #expect(l.itemAt(x: 5, y: 5) == nil)
    }

    @Test func resizingAnItemRedoesTheItemModelLayout() throws {
        var l = try makeLayout([(20, 10), (30, 10)]) { $0.padding = FlowEdges(top: 1, right: 0, bottom: 0, left: 2) }
        try l.arrange(width: 100, height: .nan)
        try l.setItemSize(0, FlowSize(width: 50, height: 10))
        try l.arrange(width: 100, height: .nan)
        expectFrames(l.frameList, [rect(2, 1, 50, 10), rect(60, 1, 30, 10)])
    }
}
