// The line features on layouts that use the flex item model, rule by rule, with frames computed
// by hand: separators and the indicator sit between and after margin boxes, hidden items are not
// items for either, scale fill scales the hypothetical sizes and leaves margins alone, and the
// last-line justification comes after auto margins; across margins, limits, shrink, align-self,
// hidden items, reverse, rows and columns, right to left, wrap-reverse, max lines and every
// breaking mode.
@testable import FlowLayout
import Testing

private func edges(_ top: Float, _ right: Float, _ bottom: Float, _ left: Float) -> FlowEdges {
    FlowEdges(top: top, right: right, bottom: bottom, left: left)
}

private let auto = Float.nan
private let plain = FlowEdges.zero

/// A layout of `sizes` with the options, item-model inputs set by `inputs`, arranged.
private func itemModel(
    _ sizes: [(Float, Float)], width: Float, height: Float = .nan, _ configure: (inout FlowOptions) -> Void = { _ in },
    inputs: (inout FlowLayout) throws -> Void
) throws -> FlowLayout {
    var layout = try makeLayout(sizes, configure)
    try inputs(&layout)
    try layout.arrange(width: width, height: height)
    return layout
}

private func lineStarts(_ layout: borrowing FlowLayout) -> [Int] { Array(layout.lines).map { Int($0.firstItem) } }

@Suite("Item model + separators: between margin boxes, the gap g + s + g")
struct ItemModelSeparatorTests {
    let chips: [(Float, Float)] = Array(repeating: (20, 10), count: 3)
    func options(_ o: inout FlowOptions) { o.itemSpacing = 5; o.lineSpacing = 0; o.separator = FlowSize(width: 4, height: 2) }

    @Test func theGapBetweenMarginBoxesWidensAndTheRectIsCentredInIt() throws {
        // B's margins 3 and 2: A [0, 20], gap 14, B's margin box [34, 59], gap 14, C at 73.
        let l = try itemModel(chips, width: 200, options) { try $0.setMargins([plain, edges(0, 2, 0, 3), plain]) }
        #expect(l.xs == [0, 37, 73])
        // Centres (20 + 34) / 2 = 27 and (59 + 73) / 2 = 66; across, (10 − 2) / 2.
        #expect(Array(l.separators) == [rect(25, 4, 4, 2), rect(64, 4, 4, 2)])
        #expect(l.lineList[0].mainSize == 20 + 14 + 25 + 14 + 20)
    }

    @Test func hiddenItemsAreNotNeighbours() throws {
        let l = try itemModel([(20, 10), (50, 50), (20, 10), (20, 10)], width: 200, options) {
            try $0.setFlags([[], .hidden, [], []])
        }
        #expect(l.xs == [0, 0, 34, 68])
        #expect(l.frameList[1] == .zero)
        #expect(Array(l.separators) == [rect(25, 4, 4, 2), rect(59, 4, 4, 2)])
    }

    @Test func theWiderGapBreaksLinesOnOuterSizes() throws {
        // A + 14 + B's 25 = 59 fits 60; C does not (59 + 14 + 20): no separator at the line end.
        let l = try itemModel(chips, width: 60, options) { try $0.setMargins([plain, edges(0, 2, 0, 3), plain]) }
        #expect(lineStarts(l) == [0, 2])
        #expect(Array(l.separators) == [rect(25, 4, 4, 2)])
        #expect(l.frameList[2] == rect(0, 10, 20, 10))
    }

    @Test func reverseRunsFromTheMainEnd() throws {
        // Row-reverse: A's right margin (6) is at the main start. Computing: A [6, 26], B [40, 60],
        // C [74, 94]; separators centred at 33 and 67, mirrored: 200 − 33 − 2.
        let l = try itemModel(chips, width: 200, { options(&$0); $0.reverse = true }) {
            try $0.setMargins([edges(0, 6, 0, 0), plain, plain])
        }
        #expect(l.xs == [174, 140, 106])
        #expect(Array(l.separators) == [rect(165, 4, 4, 2), rect(131, 4, 4, 2)])
    }

    @Test func rightToLeftMirrorsTheSame() throws {
        let l = try itemModel(chips, width: 200, { options(&$0); $0.direction = .rightToLeft }) {
            try $0.setMargins([edges(0, 6, 0, 0), plain, plain])
        }
        #expect(l.xs == [174, 140, 106])
        #expect(Array(l.separators) == [rect(165, 4, 4, 2), rect(131, 4, 4, 2)])
    }

    @Test func justifiedSpaceGoesBetweenMarginBoxesToo() throws {
        // Free 200 − 28 − 65 = 107, 53.5 between: B's margin box starts at 87.5, C at 180.
        let l = try itemModel(chips, width: 200, { options(&$0); $0.justify = .spaceBetween }) {
            try $0.setMargins([plain, edges(0, 2, 0, 3), plain])
        }
        expectValues(l.xs, [0, 90.5, 180])
        expectFrames(Array(l.separators), [rect(51.75, 4, 4, 2), rect(144.25, 4, 4, 2)])
    }

    @Test func anAutoMarginBelongsToItsItemsMarginBox() throws {
        // B's auto left margin takes the free space (112): the separator stays beside A.
        let l = try itemModel(chips, width: 200, options) { try $0.setMargins([plain, edges(0, 0, 0, auto), plain]) }
        #expect(l.xs == [0, 146, 180])
        #expect(Array(l.separators) == [rect(25, 4, 4, 2), rect(171, 4, 4, 2)])
    }

    @Test func centredInTheLineUnderWrapReverseWithAlignSelf() throws {
        // Line 0 (A 40 tall, B aligned to the line's cross-end) at the bottom: y 60...100.
        let l = try itemModel([(20, 40), (20, 10), (20, 10)], width: 60, height: 100, {
            options(&$0); $0.wrap = .wrapReverse
        }) { try $0.setItemAlign([nil, .end, nil]) }
        #expect(l.ys == [60, 60, 50])
        #expect(Array(l.separators) == [rect(25, 79, 4, 2)])
    }

    @Test func columnsUseTheHeightAlongMainAndTheLinesWidthAcross() throws {
        // B's left margin 6 makes the column 16 wide: the separator is centred at x 8.
        let l = try itemModel(Array(repeating: (10, 20), count: 3), width: .nan, height: 200, {
            $0.axis = .vertical; $0.itemSpacing = 5; $0.separator = FlowSize(width: 2, height: 4)
        }) { try $0.setMargins([plain, edges(3, 0, 2, 6), plain]) }
        #expect(l.ys == [0, 37, 73])
        #expect(Array(l.separators) == [rect(7, 25, 2, 4), rect(7, 64, 2, 4)])
    }

    @Test func snappedLikeFrames() throws {
        let l = try itemModel(chips, width: 200, { options(&$0); $0.justify = .spaceBetween; $0.pixelScale = 1 }) {
            try $0.setMargins([plain, edges(0, 2, 0, 3), plain])
        }
        #expect(l.frameList[1] == rect(91, 0, 20, 10))
        // Centred between the snapped margin boxes, as on every path: 113 (111 + the margin 2)
        // to 180 has its centre at 146.5, so the rect starts at 144.5, snapped to 145.
        #expect(Array(l.separators) == [rect(52, 4, 4, 2), rect(145, 4, 4, 2)])
    }
}

@Suite("Item model + last-line justification: after auto margins, on last and forced-ended lines")
struct ItemModelJustifyLastTests {
    // Three 30-wide items, gap 10, lines of 100: lines [0, 1] and [2].
    let three: [(Float, Float)] = Array(repeating: (30, 10), count: 3)

    @Test func theLastLineIsJustifiedWithItsMargins() throws {
        // Item 2's left margin 5: free 100 − 35 = 65 at the start, x = 65 + 5.
        let l = try itemModel(three, width: 100, { $0.itemSpacing = 10; $0.justify = .spaceBetween; $0.justifyLast = .end }) {
            try $0.setMargins([plain, plain, edges(0, 0, 0, 5)])
        }
        #expect(l.xs == [0, 70, 70])
    }

    @Test func autoMarginsTakeTheFreeSpaceFirst() throws {
        let l = try itemModel(three, width: 100, { $0.itemSpacing = 10; $0.justifyLast = .end }) {
            try $0.setMargins([plain, plain, edges(0, auto, 0, 0)])
        }
        #expect(l.xs == [0, 40, 0])
    }

    @Test func forcedEndedLinesCountAndHiddenItemsBreakFlagsDoNot() throws {
        let forced = try itemModel(three + [(30, 10)], width: 100, { $0.itemSpacing = 10; $0.justify = .center; $0.justifyLast = .end }) {
            try $0.setFlags([[], .breakAfter, .hidden, []])
        }
        #expect(forced.xs == [30, 70, 0, 70])
        let ignored = try itemModel(three + [(30, 10)], width: 100, { $0.itemSpacing = 10; $0.justify = .center; $0.justifyLast = .end }) {
            try $0.setFlags([[], [], [.hidden, .breakAfter], []])
        }
        #expect(ignored.xs == [15, 55, 0, 70])
    }

    @Test func reverseJustifiesFromTheMainEnd() throws {
        let l = try itemModel(three, width: 100, { $0.itemSpacing = 10; $0.justify = .center; $0.justifyLast = .start; $0.reverse = true }) { _ in }
        #expect(l.xs == [55, 15, 70])
    }

    @Test func rightToLeftWithAMargin() throws {
        // Item 2's left margin (its main end in RTL) 4: the line ends 4 before the left edge.
        let l = try itemModel(three, width: 100, { $0.itemSpacing = 10; $0.justifyLast = .end; $0.direction = .rightToLeft }) {
            try $0.setMargins([plain, plain, edges(0, 0, 0, 4)])
        }
        #expect(l.xs == [70, 30, 4])
    }

    @Test func aLineHiddenByMaxLinesLeavesNoLastLine() throws {
        let l = try itemModel(three, width: 100, { $0.itemSpacing = 10; $0.justifyLast = .end; $0.maxLines = 1 }) {
            try $0.setMargins([edges(0, 0, 0, 2), plain, plain])
        }
        #expect(l.xs == [2, 42, 0])
    }

    @Test func growthStopsAtItsMaxThenTheRestIsJustified() throws {
        let l = try itemModel(three, width: 100, { $0.itemSpacing = 10; $0.justifyLast = .end }) {
            try $0.setGrow([0, 0, 1])
            try $0.setLimits(min: nil, max: [FlowSize(width: .nan, height: .nan), FlowSize(width: .nan, height: .nan),
                                             FlowSize(width: 50, height: .nan)])
        }
        #expect(l.frameList[2] == rect(50, 18, 50, 10))
    }

    @Test func theSingleLineOfNoWrapIsLastAndShrinks() throws {
        // 3 × 40 + 2 × 10 = 140 in 100: item 1 would shrink to 0 but its min holds it at 10.
        let l = try itemModel(Array(repeating: (40, 10), count: 3), width: 100, {
            $0.wrap = .none; $0.itemSpacing = 10; $0.justifyLast = .end
        }) {
            try $0.setShrink([0, 1, 0])
            try $0.setLimits(min: [FlowSize(width: 0, height: 0), FlowSize(width: 10, height: 0), FlowSize(width: 0, height: 0)], max: nil)
        }
        // 40 + 10 + 10 + 10 + 40 = 110: still 10 too long, and end overflows at the start.
        #expect(l.xs == [-10, 40, 60])
    }

    @Test func everyBreakingModeJustifiesItsOwnLastLine() throws {
        // 21 squares of 10, no gaps, the last with a right margin of 2 (outer 12).
        // Greedy: 10, 10, 1; balance: 7, 7, 7; pretty: 9, 9, 3. The last line is at the end.
        let expected: [(FlowLineBreaking, [Int], Float)] = [(.greedy, [0, 10, 20], 88), (.balance, [0, 7, 14], 28),
                                                            (.pretty, [0, 9, 18], 68)]
        for (mode, starts, firstOfLast) in expected {
            var margins = [FlowEdges](repeating: plain, count: 21)
            margins[20] = edges(0, 2, 0, 0)
            let l = try itemModel(Array(repeating: (10, 10), count: 21), width: 100, {
                $0.itemSpacing = 0; $0.lineBreaking = mode; $0.justifyLast = .end
            }) { try $0.setMargins(margins) }
            #expect(lineStarts(l) == starts, "\(mode)")
            #expect(l.frameList[starts[2]].x == firstOfLast, "\(mode)")
            #expect(l.frameList[0].x == 0, "\(mode)")
        }
    }

    @Test func columns() throws {
        let l = try itemModel(Array(repeating: (10, 30), count: 3), width: .nan, height: 100, {
            $0.axis = .vertical; $0.itemSpacing = 10; $0.justifyLast = .center
        }) { try $0.setMargins([plain, plain, edges(10, 0, 0, 0)]) }
        // The last column: 40 of 100, centred: margin box at 30, the item at 40.
        #expect(l.ys == [0, 40, 40])
    }
}

@Suite("Item model + scale fill: hypothetical sizes scaled to fill M after margins and gaps")
struct ItemModelScaleFillTests {
    let photos: [(Float, Float)] = [(30, 20), (50, 20), (40, 40), (20, 10)]

    @Test func everyLineFillsTheWidthAndMarginsAreNotScaled() throws {
        // Line 0: 35 + 10 + 50 = 95, s = (100 − 10 − 5) / 80; line 1: s = (100 − 10 − 10) / 60.
        let l = try itemModel(photos, width: 100, { $0.itemSpacing = 10; $0.lineSpacing = 10; $0.lineFill = .scale }) {
            try $0.setMargins([edges(0, 0, 0, 5), plain, plain, edges(0, 10, 0, 0)])
        }
        expectFrames(l.frameList, [rect(5, 0, 31.875, 21.25), rect(46.875, 0, 53.125, 21.25),
                                   rect(0, 31.25, 160.0 / 3, 160.0 / 3), rect(190.0 / 3, 31.25, 80.0 / 3, 40.0 / 3)])
        var sized = try makeLayout(photos) { $0.itemSpacing = 10; $0.lineSpacing = 10; $0.lineFill = .scale }
        try sized.setMargins([edges(0, 0, 0, 5), plain, plain, edges(0, 10, 0, 0)])
        let wanted = try sized.sizeThatFits(width: 100, height: .nan)
        #expect(abs(wanted.height - (21.25 + 10 + 160.0 / 3)) < 1e-3 && abs(wanted.width - 100) < 1e-3)
        #expect(wanted.height == l.size.height)
    }

    @Test func pastMaxScaleALineKeepsItsSizesAndAutoMarginsTakeTheRoom() throws {
        let l = try itemModel(photos, width: 100, { $0.itemSpacing = 10; $0.lineSpacing = 10; $0.lineFill = .scale; $0.maxScale = 1.2 }) {
            try $0.setMargins([edges(0, 0, 0, 5), plain, plain, edges(0, 0, 0, auto)])
        }
        expectFrames(Array(l.frameList[2...]), [rect(0, 31.25, 40, 40), rect(80, 31.25, 20, 10)])
    }

    @Test func limitsAreNotAppliedAgainAndNothingFlexes() throws {
        // A's max 30 (of 40) and B's min 40 (of 30): 30 + 10 + 40, s = 90 / 70, past both limits.
        let l = try itemModel([(40, 20), (30, 20)], width: 100, { $0.itemSpacing = 10; $0.lineFill = .scale }) {
            try $0.setLimits(min: [FlowSize(width: 0, height: 0), FlowSize(width: 40, height: 0)],
                             max: [FlowSize(width: 30, height: .nan), FlowSize(width: .nan, height: .nan)])
            try $0.setGrow([1, 1])
            try $0.setShrink([1, 1])
        }
        let s: Float = 90.0 / 70
        expectFrames(l.frameList, [rect(0, 0, 30 * s, 20 * s), rect(30 * s + 10, 0, 40 * s, 20 * s)])
    }

    @Test func anOverflowingItemScalesDownInsideItsMargins() throws {
        let l = try itemModel([(150, 30)], width: 100, { $0.lineFill = .scale }) {
            try $0.setMargins([edges(0, 0, 0, 10)])
            try $0.setShrink([1])
        }
        expectFrames(l.frameList, [rect(10, 0, 90, 18)])
    }

    @Test func baselinesScaleButTheirMarginDoesNot() throws {
        // s = 90 / 80; A's baseline 10 → 11.25 below its margin of 6: guide 17.25; B's 33.75.
        let l = try itemModel([(40, 20), (40, 40)], width: 100, {
            $0.itemSpacing = 10; $0.lineFill = .scale; $0.alignItems = .firstBaseline
        }) {
            try $0.setBaselines(first: [10, 30], last: nil)
            try $0.setMargins([edges(6, 0, 0, 0), plain])
        }
        expectFrames(l.frameList, [rect(0, 22.5, 45, 22.5), rect(55, 0, 45, 45)])
    }

    @Test func hiddenItemsTakeNoPart() throws {
        let l = try itemModel([(30, 20), (50, 50), (50, 20)], width: 100, { $0.itemSpacing = 10; $0.lineFill = .scale }) {
            try $0.setFlags([[], .hidden, []])
        }
        expectFrames(l.frameList, [rect(0, 0, 33.75, 22.5), .zero, rect(43.75, 0, 56.25, 22.5)])
    }

    @Test func columnsReverseAndRightToLeft() throws {
        // Column-reverse: item 0 at the bottom; its top margin 5 (main end in reverse) is not scaled.
        let l = try itemModel([(20, 30), (20, 50)], width: .nan, height: 100, {
            $0.axis = .vertical; $0.itemSpacing = 10; $0.lineFill = .scale; $0.reverse = true; $0.direction = .rightToLeft
        }) { try $0.setMargins([edges(5, 0, 0, 0), plain]) }
        let s: Float = 85.0 / 80
        expectFrames(l.frameList, [rect(0, 100 - 30 * s, 20 * s, 30 * s), rect(0, 0, 20 * s, 50 * s)])
    }

    @Test func stretchedItemsStretchWithinTheirCrossLimits() throws {
        // s = 90 / 80: A is 22.5 tall, B stretches to the line but its max height is 15.
        let l = try itemModel([(40, 20), (40, 10)], width: 100, {
            $0.itemSpacing = 10; $0.lineFill = .scale; $0.alignItems = .stretch
        }) {
            try $0.setLimits(min: nil, max: [FlowSize(width: .nan, height: .nan), FlowSize(width: .nan, height: 15)])
        }
        expectFrames(l.frameList, [rect(0, 0, 45, 22.5), rect(55, 0, 45, 15)])
    }

    @Test func unspecifiedMainScalesAndGrowsNothing() throws {
        // Two lines by a forced break: the shorter one does not grow to the longer.
        for forced in [false, true] {
            let l = try itemModel([(30, 10), (30, 10), (30, 10)], width: .nan, { $0.itemSpacing = 10; $0.lineFill = .scale }) {
                try $0.setFlags([[], .breakAfter, []])
                try $0.setGrow([1, 1, 1])
                if forced { try $0.setMargins([plain, plain, plain]) }   // the item model
            }
            #expect(l.frameList[2] == rect(0, 18, 30, 10), "item model: \(forced)")
        }
    }
}

@Suite("Item model + overflow indicator: one more item after the last margin box that shows")
struct ItemModelOverflowIndicatorTests {
    // Ten chips 30 wide, gap 10, lines of 100, two lines.
    func chips(
        _ mode: FlowLineBreaking = .greedy, count: Int = 10, _ configure: (inout FlowOptions) -> Void = { _ in },
        indicator: @escaping OverflowIndicator, inputs: (inout FlowLayout) throws -> Void
    ) throws -> FlowLayout {
        var layout = try makeLayout(Array(repeating: (30, 10), count: count)) {
            $0.itemSpacing = 10; $0.maxLines = 2; $0.lineBreaking = mode; configure(&$0)
        }
        try inputs(&layout)
        try layout.setOverflowIndicator(indicator)
        try layout.arrange(width: 100, height: .nan)
        return layout
    }

    func margins(_ at: Int, _ m: FlowEdges, count: Int = 10) -> [FlowEdges] {
        var all = [FlowEdges](repeating: plain, count: count)
        all[at] = m
        return all
    }

    @Test func aMarginCanDisplaceAnItem() throws {
        var asked: [Int] = []
        let fits = try chips(indicator: { asked.append($0); return FlowSize(width: 20, height: 10) }) {
            try $0.setMargins(margins(0, plain))
        }
        #expect(fits.visibleCount == 4)
        #expect(fits.overflowFrame == rect(80, 18, 20, 10))
        // Chip 3's left margin 5: 30 + 10 + 35 + 10 + 20 = 105, so the indicator follows chip 2.
        let l = try chips(indicator: { asked.append($0); return FlowSize(width: 20, height: 10) }) {
            try $0.setMargins(margins(3, edges(0, 0, 0, 5)))
        }
        #expect(l.visibleCount == 3)
        #expect(l.overflowFrame == rect(40, 18, 20, 10))
        #expect(l.frameList[3] == .zero)
        #expect(Array(l.lines).last?.itemCount == 1)
        #expect(asked == [6, 6, 7])
    }

    @Test func hiddenItemsAreNotCountedAndStayOnTheLastLine() throws {
        // Eleven items, item 4 hidden: ten chips laid out, four show, six more are counted.
        var asked: [Int] = []
        var flags = [FlowItemFlags](repeating: [], count: 11)
        flags[4] = .hidden
        let l = try chips(count: 11, indicator: { asked.append($0); return FlowSize(width: 20, height: 10) }) {
            try $0.setFlags(flags)
        }
        #expect(asked == [6])
        #expect(l.visibleCount == 5)   // the hidden item 4 belongs to the last line
        #expect(Array(l.lines).last?.firstItem == 2 && Array(l.lines).last?.itemCount == 3)
        #expect(l.overflowFrame == rect(80, 18, 20, 10))
        #expect(l.frameList[4...].allSatisfy { $0 == .zero })
    }

    @Test func reverseAndRightToLeftPutItAtTheLinesMainEnd() throws {
        for (reverse, rtl) in [(true, false), (false, true)] {
            let l = try chips(.greedy, { $0.reverse = reverse; $0.direction = rtl ? .rightToLeft : .leftToRight },
                              indicator: { _ in FlowSize(width: 20, height: 10) }) { try $0.setMargins(margins(0, plain)) }
            #expect(l.xs[2...3] == [70, 30])
            #expect(l.overflowFrame == rect(0, 18, 20, 10))
        }
    }

    @Test func alignedByAlignItemsBesideAlignSelf() throws {
        // align-items end; chip 2 aligns to the start; chip 3 is 20 tall: the indicator at the end.
        var sizes = Array(repeating: (Float(30), Float(10)), count: 10)
        sizes[3] = (30, 20)
        var layout = try makeLayout(sizes) { $0.itemSpacing = 10; $0.maxLines = 2; $0.alignItems = .end }
        var align = [FlowAlignSelf](repeating: nil, count: 10)
        align[2] = .start
        try layout.setItemAlign(align)
        try layout.setOverflowIndicator { _ in FlowSize(width: 20, height: 4) }
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.frameList[2] == rect(0, 18, 30, 10))
        #expect(layout.frameList[3] == rect(40, 18, 30, 20))
        #expect(layout.overflowFrame == rect(80, 34, 20, 4))
        var stretch = layout.options
        stretch.alignItems = .stretch
        try layout.setOptions(stretch)
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.overflowFrame == rect(80, 18, 20, 20))   // stretched like any item
    }

    @Test func underWrapReverse() throws {
        let l = try chips(.greedy, { $0.wrap = .wrapReverse; $0.lineSpacing = 0 }, indicator: { _ in FlowSize(width: 20, height: 4) }) {
            try $0.setMargins(margins(0, plain))
        }
        // Lines stack from the bottom of the content (20 tall): line 1 at y 0, the indicator at its
        // cross-start, which is the line's bottom.
        #expect(l.frameList[0].y == 10)
        #expect(l.overflowFrame == rect(80, 6, 20, 4))
    }

    @Test func separatorsGoBeforeItBetweenMarginBoxes() throws {
        // Gap 22; chip 2's right margin 4: 34 + 22 + 30 + 22 + 5 > 100, so it follows chip 2.
        let l = try chips(.greedy, { $0.separator = FlowSize(width: 2, height: 2) }, indicator: { _ in FlowSize(width: 5, height: 10) }) {
            try $0.setMargins(margins(2, edges(0, 4, 0, 0)))
        }
        #expect(l.visibleCount == 3)
        #expect(l.overflowFrame == rect(56, 18, 5, 10))
        #expect(Array(l.separators) == [rect(40, 4, 2, 2), rect(44, 22, 2, 2)])
    }

    @Test func aBreakAfterTheLastVisibleItemAndMaxItemsPerLine() throws {
        var flags = [FlowItemFlags](repeating: [], count: 10)
        flags[3] = .breakAfter
        let broken = try chips(indicator: { _ in FlowSize(width: 20, height: 10) }) { try $0.setFlags(flags); try $0.setMargins(margins(0, plain)) }
        #expect(broken.visibleCount == 3)
        #expect(broken.overflowFrame == rect(40, 18, 20, 10))
        let limited = try chips(.greedy, { $0.maxItemsPerLine = 2 }, indicator: { _ in FlowSize(width: 5, height: 10) }) {
            try $0.setMargins(margins(0, plain))
        }
        #expect(limited.visibleCount == 3)
        #expect(limited.overflowFrame == rect(40, 18, 5, 10))
    }

    @Test func everyBreakingMode() throws {
        for mode in [FlowLineBreaking.greedy, .balance, .pretty] {
            let l = try chips(mode, indicator: { _ in FlowSize(width: 20, height: 10) }) {
                try $0.setMargins(margins(3, edges(0, 0, 0, 5)))
            }
            #expect(l.visibleCount == 3, "\(mode)")
            #expect(l.overflowFrame == rect(40, 18, 20, 10), "\(mode)")
        }
    }

    @Test func scalesWithItsLineUnderScaleFill() throws {
        // Line 0: s = (100 − 10 − 5) / 60; line 1 (30 + 10 + 30 + 10 + 20) keeps s = 1.
        let l = try chips(.greedy, { $0.lineFill = .scale }, indicator: { _ in FlowSize(width: 20, height: 10) }) {
            try $0.setMargins(margins(0, edges(0, 0, 0, 5)))
        }
        let s: Float = 85.0 / 60
        expectFrames([l.frameList[0], l.overflowFrame], [rect(5, 0, 30 * s, 10 * s), rect(80, 10 * s + 8, 20, 10)])
    }

    @Test func sizeThatFitsAndFitsCountIt() throws {
        var layout = try makeLayout(Array(repeating: (30, 10), count: 10)) { $0.itemSpacing = 10; $0.maxLines = 2 }
        try layout.setMargins(margins(0, plain))
        try layout.setOverflowIndicator { _ in FlowSize(width: 20, height: 30) }
        let wanted = try layout.sizeThatFits(width: 100, height: .nan)
        #expect(wanted == FlowSize(width: 100, height: 10 + 8 + 30))
        #expect(try !layout.fits(width: 100, height: 1000))
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.size == wanted)
    }

    @Test func anInvalidSizeFailsTheArrangeAndKeepsTheResults() throws {
        var l = try chips(indicator: { _ in FlowSize(width: 20, height: 10) }) { try $0.setMargins(margins(0, plain)) }
        try l.setOverflowIndicator { _ in FlowSize(width: -1, height: 10) }
        #expect(throws: FlowError.self) { try l.arrange(width: 99, height: .nan) }
        #expect(l.overflowFrame == rect(80, 18, 20, 10))
    }
}

@Suite("Item model + line features hold their promises on random layouts")
struct ItemModelLineFeaturePropertyTests {
    static let baseSeed: UInt64 = 0x17_E3F4

    /// Random laid-out inputs: sizes, margins (some negative), limits, flags, all of one case.
    struct Case {
        var sizes: [FlowSize] = []
        var margins: [FlowEdges] = []
        var minSizes: [FlowSize] = []
        var maxSizes: [FlowSize] = []
        var flags: [FlowItemFlags] = []
        var options = FlowOptions()

        func layout(_ width: Float, keep: (Int) -> Bool = { _ in true }, extra: FlowSize? = nil) throws -> FlowLayout {
            var layout = FlowLayout()
            try layout.setOptions(options)
            let kept = sizes.indices.filter(keep)
            let tail = extra.map { [$0] } ?? []
            try layout.setItems(kept.map { sizes[$0] } + tail)
            try layout.setMargins(kept.map { margins[$0] } + tail.map { _ in plain })
            try layout.setLimits(min: kept.map { minSizes[$0] } + tail.map { _ in FlowSize(width: 0, height: 0) },
                                 max: kept.map { maxSizes[$0] } + tail.map { _ in FlowSize(width: .nan, height: .nan) })
            try layout.setFlags(kept.map { flags[$0] } + tail.map { _ in [] })
            return layout
        }

        static func random(_ rng: inout SeededRandom, n: Int) -> Case {
            var c = Case()
            for _ in 0..<n {
                c.sizes.append(FlowSize(width: Float(Int.random(in: 1...50, using: &rng)), height: Float(Int.random(in: 5...20, using: &rng))))
                let m = { (rng: inout SeededRandom) -> Float in Float(Int.random(in: -3...8, using: &rng)) }
                c.margins.append(Int.random(in: 0..<3, using: &rng) == 0 ? plain : edges(m(&rng), m(&rng), m(&rng), m(&rng)))
                c.minSizes.append(FlowSize(width: Int.random(in: 0..<5, using: &rng) == 0 ? 20 : 0, height: 0))
                c.maxSizes.append(FlowSize(width: Int.random(in: 0..<5, using: &rng) == 0 ? 25 : .nan, height: .nan))
                switch Int.random(in: 0..<12, using: &rng) {
                case 0: c.flags.append(.breakAfter)
                case 1: c.flags.append(.breakBefore)
                case 2, 3: c.flags.append(.hidden)
                default: c.flags.append([])
                }
            }
            return c
        }
    }

    @Test("the indicator keeps the largest prefix of laid-out items that fits L lines with it, every mode")
    func indicatorKeepsTheLargestPrefixThatFits() throws {
        let cases = 900
        print("item model + overflow indicator: \(cases) cases from seed \(Self.baseSeed)")
        var shown = 0, displaced = 0
        for c in 0..<cases {
            let seed = Self.baseSeed &+ UInt64(c)
            var rng = SeededRandom(seed: seed)
            var t = Case.random(&rng, n: Int.random(in: 1...14, using: &rng))
            t.options.itemSpacing = Float(Int.random(in: 0...10, using: &rng))
            t.options.maxLines = Int.random(in: 1...3, using: &rng)
            t.options.lineBreaking = [FlowLineBreaking.greedy, .balance, .pretty][c % 3]
            t.options.reverse = c % 5 == 0
            if Int.random(in: 0..<4, using: &rng) == 0 { t.options.maxItemsPerLine = Int.random(in: 1...3, using: &rng) }
            if Int.random(in: 0..<4, using: &rng) == 0 { t.options.separator = FlowSize(width: 3, height: 3) }
            let perDigit = Float(Int.random(in: 4...12, using: &rng))
            let indicator: OverflowIndicator = { FlowSize(width: 10 + perDigit * Float(String($0).count), height: 10) }
            let width: Float = 100
            var layout = try t.layout(width)
            try layout.setOverflowIndicator(indicator)
            try layout.arrange(width: width, height: .nan)

            // The reference: the rule on the laid-out items, with the engine's own breaking of
            // each candidate prefix followed by a plain item of the indicator's size.
            let laidOut = t.sizes.indices.filter { !t.flags[$0].contains(.hidden) }
            func lines(_ prefix: Int, _ extra: FlowSize?) throws -> Int {
                var o = t.options
                o.maxLines = 0
                var plain = t
                plain.options = o
                let kept = Set(laidOut[..<prefix])
                var l = try plain.layout(width, keep: { kept.contains($0) }, extra: extra)
                try l.arrange(width: width, height: .nan)
                return l.lines.count
            }
            let n = laidOut.count
            let needsMore = try n > 0 && lines(n, nil) > t.options.maxLines
            var expected = t.sizes.count
            if needsMore {
                var k = 0
                for candidate in stride(from: n - 1, through: 0, by: -1) {
                    if try lines(candidate, indicator(n - candidate)) <= t.options.maxLines {
                        k = candidate
                        break
                    }
                }
                expected = laidOut[k]
            }
            guard layout.visibleCount == expected, (layout.overflowFrame != .zero) == needsMore else {
                Issue.record("seed \(seed): visible \(layout.visibleCount), expected \(expected), indicator \(layout.overflowFrame), case \(t)")
                return
            }
            #expect(Array(layout.frames)[expected...].allSatisfy { $0 == .zero }, "seed \(seed)")
            #expect(layout.lines.count <= t.options.maxLines, "seed \(seed)")
            if needsMore {
                shown += 1
                var plain = try t.layout(width)
                try plain.arrange(width: width, height: .nan)
                if expected < plain.visibleCount { displaced += 1 }
            }
        }
        print("item model + overflow indicator: shown in \(shown) cases, displacing items in \(displaced)")
        #expect(shown > cases / 4 && displaced > cases / 20)
    }

    @Test("scale fill fills M with the margin boxes of every scaled line and keeps aspect ratios")
    func scaleFillFillsWithMargins() throws {
        var rng = SeededRandom(seed: Self.baseSeed &* 3)
        print("item model + scale fill: 400 cases from seed \(Self.baseSeed &* 3)")
        var scaledLines = 0
        for c in 0..<400 {
            var t = Case.random(&rng, n: Int.random(in: 1...16, using: &rng))
            let gap = Float(Int.random(in: 0...8, using: &rng))
            t.options.itemSpacing = gap
            t.options.lineFill = .scale
            t.options.axis = c % 4 == 3 ? .vertical : .horizontal
            t.options.direction = c % 5 == 4 ? .rightToLeft : .leftToRight
            t.options.reverse = c % 3 == 1
            t.options.lineBreaking = [FlowLineBreaking.greedy, .balance, .pretty][c % 3]
            if c % 7 == 0 { t.options.separator = FlowSize(width: 2, height: 2) }
            let horizontal = t.options.axis == .horizontal
            let g = Double(gap) * (t.options.separator.width > 0 ? 2 : 1) + (t.options.separator.width > 0 ? 2 : 0)
            let m: Float = 150
            var layout = try t.layout(m)
            if horizontal { try layout.arrange(width: m, height: .nan) } else { try layout.arrange(width: .nan, height: m) }
            for line in Array(layout.lines) {
                let members = (Int(line.firstItem)..<Int(line.firstItem + line.itemCount)).filter { !t.flags[$0].contains(.hidden) }
                guard !members.isEmpty else { continue }
                var used = 0.0, margins = 0.0
                for i in members {
                    let f = layout.frames[i], e = t.margins[i], given = t.sizes[i]
                    used += Double(horizontal ? f.width : f.height)
                    margins += Double(horizontal ? e.left + e.right : e.top + e.bottom)
                    // Aspect ratio: that of the size clamped to its limits.
                    let w = max(t.minSizes[i].width, t.maxSizes[i].width.isNaN ? given.width : min(t.maxSizes[i].width, given.width))
                    let h = given.height
                    if f.width > 0, f.height > 0 {
                        let got = Double(f.width) / Double(f.height), want = Double(w) / Double(h)
                        #expect(abs(got - want) < 1e-3 * max(1, want), "case \(c) item \(i): \(f) for \(w)×\(h)")
                    }
                }
                let gaps = g * Double(members.count - 1)
                // Room left for the sizes: when there is some, they fill it exactly.
                if Double(m) - gaps - margins > 0 {
                    #expect(abs(used + margins + gaps - Double(m)) < 1e-2, "case \(c): line \(line) of \(members)")
                    scaledLines += 1
                }
            }
        }
        print("item model + scale fill: \(scaledLines) lines filled")
        #expect(scaledLines > 400)
    }

    @Test("size that fits equals the arranged size, and fits agrees, with every line feature")
    func sizeThatFitsAgreesWithArrange() throws {
        var rng = SeededRandom(seed: Self.baseSeed &* 7)
        for c in 0..<300 {
            var t = Case.random(&rng, n: Int.random(in: 1...16, using: &rng))
            t.options.itemSpacing = Float(Int.random(in: 0...8, using: &rng))
            t.options.maxLines = Int.random(in: 0...3, using: &rng)
            t.options.lineBreaking = [FlowLineBreaking.greedy, .balance, .pretty][c % 3]
            t.options.justifyLast = c % 2 == 0 ? .end : nil
            if c % 3 == 0 { t.options.lineFill = .scale }
            if c % 4 == 0 { t.options.separator = FlowSize(width: 3, height: 1) }
            var layout = try t.layout(120)
            try layout.setOverflowIndicator { FlowSize(width: 12, height: Float(6 + $0)) }
            let wanted = try layout.sizeThatFits(width: 120, height: .nan)
            try layout.arrange(width: 120, height: .nan)
            #expect(wanted.height == layout.size.height, "case \(c)")
            let allShown = layout.visibleCount == t.sizes.count
            #expect(try layout.fits(width: 120, height: .nan) == (allShown && wanted.width <= 120.001), "case \(c)")
            if wanted.height >= 1 { #expect(try !layout.fits(width: 120, height: wanted.height - 0.5), "case \(c)") }
        }
    }
}
