@testable import FlowLayout
import Testing

/// Three items 10 wide and 10, 30, 20 high on one 100-wide row with no gaps.
private let mixedHeights: [(Float, Float)] = [(10, 10), (10, 30), (10, 20)]

@Suite("Step 5: cross alignment in a line")
struct CrossAxisRuleTests {
    static let alignCases: [(FlowAlignItems, [Float])] = [
        (.start, [0, 0, 0]),
        (.center, [10, 0, 5]),
        (.end, [20, 0, 10]),
        (.lastBaseline, [20, 0, 10]),  // default baselines are the bottom edges
    ]

    @Test(arguments: alignCases)
    func itemsAlignInTheLine(align: FlowAlignItems, expectedY: [Float]) throws {
        let l = try arranged(mixedHeights, width: 100) {
            $0.itemSpacing = 0
            $0.alignItems = align
        }
        expectValues(l.ys, expectedY)
        expectValues(l.lineList.map(\.crossSize), [30])
    }

    @Test func stretchGivesEveryItemTheLineCrossSize() throws {
        let l = try arranged(mixedHeights, width: 100) {
            $0.itemSpacing = 0
            $0.alignItems = .stretch
        }
        expectValues(Array(l.frames).map(\.height), [30, 30, 30])
        expectValues(l.ys, [0, 0, 0])
    }

    @Test func firstBaselinesLineUpAndTheGroupIsTheUnionOfAlignedBoxes() throws {
        var l = try makeLayout(mixedHeights) {
            $0.itemSpacing = 0
            $0.alignItems = .firstBaseline
        }
        try l.setBaselines(first: [8, 25, 12], last: nil)
        try l.arrange(width: 100, height: .nan)
        // ascent 25, descent max(2, 5, 8) = 8: the line is 33 high.
        expectValues(l.ys, [17, 0, 13])
        expectValues(zip(l.ys, [8, 25, 12]).map { $0 + $1 }, [25, 25, 25])
        #expect(l.size.height == 33)
    }

    @Test func lastBaselinesLineUp() throws {
        var l = try makeLayout(mixedHeights) {
            $0.itemSpacing = 0
            $0.alignItems = .lastBaseline
        }
        try l.setBaselines(first: nil, last: [5, 28, .nan])
        try l.arrange(width: 100, height: .nan)
        // ascent max(5, 28, 20) = 28; item 2 uses its bottom edge (20) as its baseline.
        expectValues(l.ys, [23, 0, 8])
    }

    @Test func baselineMayLieOutsideTheBox() throws {
        var l = try makeLayout([(10, 10), (10, 10)]) {
            $0.itemSpacing = 0
            $0.alignItems = .firstBaseline
        }
        try l.setBaselines(first: [15, .nan], last: nil)
        try l.arrange(width: 100, height: .nan)
        expectValues(l.ys, [0, 5])
        #expect(l.size.height == 15)
    }

    @Test func guideOverridePutsOneItemsBottomOnTheOthersTop() throws {
        // SwiftUI's `.alignmentGuide(.top) { $0[.bottom] }` on the second item.
        var l = try makeLayout([(10, 20), (10, 20)]) {
            $0.itemSpacing = 0
            $0.alignItems = .start
        }
        try l.setGuides([.nan, 20])
        try l.arrange(width: 100, height: .nan)
        expectFrames(l.frameList, [rect(0, 20, 10, 20), rect(10, 0, 10, 20)])
        #expect(l.size.height == 40)
    }

    @Test func stretchedItemsIgnoreGuideOverrides() throws {
        // Stretch aligns no guides: the line is as tall as its tallest item, and so is every item,
        // whatever guides the other alignments would use.
        for axis in [FlowAxis.horizontal, .vertical] {
            let vertical = axis == .vertical
            var l = try makeLayout(vertical ? [(10, 10), (30, 10), (20, 10)] : [(10, 10), (10, 30), (10, 20)]) {
                $0.axis = axis
                $0.itemSpacing = 0
                $0.alignItems = .stretch
            }
            try l.setGuides([5, 0, 20])
            try l.arrange(width: vertical ? .nan : 100, height: vertical ? 100 : .nan)
            #expect(l.lineList.map(\.crossSize) == [30])
            expectFrames(l.frameList, (0..<3).map { i in
                vertical ? rect(0, Float(10 * i), 30, 10) : rect(Float(10 * i), 0, 10, 30)
            })
        }
    }

    @Test func negativeGuidesMoveItemsDown() throws {
        var l = try makeLayout([(10, 10), (10, 10)]) { $0.itemSpacing = 0 }
        try l.setGuides([-5, .nan])
        try l.arrange(width: 100, height: .nan)
        expectValues(l.ys, [5, 0])
        #expect(l.size.height == 15)
    }

    @Test func alignmentPacksTheGroupInALineMadeTallerByTheContainer() throws {
        // No wrap with a definite height: the single line is the container's height.
        let l = try arranged(mixedHeights, width: 100, height: 100) {
            $0.itemSpacing = 0
            $0.wrap = .none
            $0.alignItems = .center
        }
        expectValues(l.ys, [45, 35, 40])
    }

    @Test func wrapReverseSwapsStartAndEnd() throws {
        let start = try arranged(mixedHeights, width: 100) {
            $0.itemSpacing = 0
            $0.wrap = .wrapReverse
            $0.alignItems = .start
        }
        expectValues(start.ys, [20, 0, 10])
        let end = try arranged(mixedHeights, width: 100) {
            $0.itemSpacing = 0
            $0.wrap = .wrapReverse
            $0.alignItems = .end
        }
        expectValues(end.ys, [0, 0, 0])
    }

    @Test func wrapReverseKeepsBaselinesAndPacksFirstBaselinesAtTheBottom() throws {
        // Two lines; align-content stretch makes each line taller than its baseline group.
        var l = try makeLayout([(60, 10), (60, 20)]) {
            $0.itemSpacing = 0
            $0.lineSpacing = 0
            $0.wrap = .wrapReverse
            $0.alignItems = .firstBaseline
            $0.alignContent = .stretch
        }
        try l.setBaselines(first: [8, 15], last: nil)
        try l.arrange(width: 100, height: 50)
        // Lines 10 and 20 high, stretched by 10 each to 20 and 30; line 0 at the bottom (y 30..50),
        // line 1 above (y 0..30). Each group packs toward the line's bottom.
        expectFrames(l.frameList, [rect(0, 40, 60, 10), rect(0, 10, 60, 20)])
    }
}

@Suite("Step 6: lines in the container")
struct ContentRuleTests {
    /// Two lines, 10 and 20 high, 10 apart, in a container 100 high: 60 free.
    static func twoLines(_ mode: FlowAlignContent, height: Float = 100, wrap: FlowWrap = .wrap) throws -> FlowLayout {
        try arranged([(60, 10), (60, 20)], width: 100, height: height) {
            $0.lineSpacing = 10
            $0.alignContent = mode
            $0.wrap = wrap
        }
    }

    static let contentCases: [(FlowAlignContent, [Float])] = [
        (.start, [0, 20]),
        (.center, [30, 50]),
        (.end, [60, 80]),
        (.spaceBetween, [0, 80]),
        (.spaceAround, [15, 65]),
        (.spaceEvenly, [20, 60]),
        (.stretch, [0, 50]),
    ]

    @Test(arguments: contentCases)
    func alignContentDistributesFreeSpace(mode: FlowAlignContent, lineTops: [Float]) throws {
        let l = try Self.twoLines(mode)
        expectValues(l.lineList.map(\.crossOffset), lineTops)
        expectValues(l.ys, lineTops)
        #expect(l.size == FlowSize(width: 100, height: 100))
    }

    @Test func stretchSharesFreeSpaceEquallyAndStretchedItemsFillTheLine() throws {
        let l = try arranged([(60, 10), (60, 20)], width: 100, height: 100) {
            $0.lineSpacing = 10
            $0.alignContent = .stretch
            $0.alignItems = .stretch
        }
        expectValues(l.lineList.map(\.crossSize), [40, 50])
        expectValues(Array(l.frames).map(\.height), [40, 50])
    }

    static let overflowCases: [(FlowAlignContent, [Float])] = [
        (.spaceBetween, [0, 20]),
        (.stretch, [0, 20]),
        (.spaceAround, [0, 20]),
        (.spaceEvenly, [0, 20]),
        (.center, [-10, 10]),
        (.end, [-20, 0]),
    ]

    @Test(arguments: overflowCases)
    func negativeFreeSpaceFallbacks(mode: FlowAlignContent, lineTops: [Float]) throws {
        let l = try Self.twoLines(mode, height: 20)
        expectValues(l.lineList.map(\.crossOffset), lineTops)
    }

    @Test(arguments: [FlowAlignContent.spaceAround, .spaceEvenly])
    func overflowFallbackOfSpaceAroundAndEvenlyStaysAtTheTopUnderWrapReverse(mode: FlowAlignContent) throws {
        let l = try Self.twoLines(mode, height: 20, wrap: .wrapReverse)
        // Content 40 high in 20: line 1 (20 high) on top at 0, line 0 below it at 30.
        expectValues(l.lineList.map(\.crossOffset), [30, 0])
    }

    @Test func startUnderWrapReversePacksLinesAtTheBottom() throws {
        let l = try Self.twoLines(.start, wrap: .wrapReverse)
        expectValues(l.lineList.map(\.crossOffset), [90, 60])
    }

    @Test func aSingleLineOfAWrappingContainerKeepsItsOwnSize() throws {
        let wrapping = try arranged([(10, 10)], width: 100, height: 100) { $0.alignItems = .end }
        expectValues(wrapping.ys, [0])
        expectValues(wrapping.lineList.map(\.crossSize), [10])
        let single = try arranged([(10, 10)], width: 100, height: 100) {
            $0.alignItems = .end
            $0.wrap = .none
        }
        expectValues(single.ys, [90])
        expectValues(single.lineList.map(\.crossSize), [100])
    }

    @Test func unspecifiedHeightLeavesNoFreeSpace() throws {
        let l = try arranged([(60, 10), (60, 20)], width: 100) {
            $0.lineSpacing = 10
            $0.alignContent = .end
        }
        expectValues(l.ys, [0, 20])
        #expect(l.size.height == 40)
    }
}

@Suite("Baselines in columns")
struct ColumnBaselineTests {
    static func column(_ direction: FlowDirection) throws -> FlowLayout {
        var l = try makeLayout([(30, 10), (50, 10), (20, 10)]) {
            $0.axis = .vertical
            $0.itemSpacing = 0
            $0.alignItems = .firstBaseline
            $0.direction = direction
        }
        // Offsets from each item's left edge.
        try l.setBaselines(first: [10, 40, 5], last: nil)
        try l.arrange(width: 100, height: .nan)
        return l
    }

    @Test func baselinesAreMeasuredFromTheLeftEdge() throws {
        let l = try Self.column(.leftToRight)
        // ascent 40: x = 40 - baseline.
        expectValues(l.xs, [30, 0, 35])
    }

    @Test func baselinesStayMeasuredFromTheLeftEdgeInRightToLeft() throws {
        let l = try Self.column(.rightToLeft)
        // The baselines still line up physically: x + baseline is the same for every item.
        let lined = zip(l.xs, [Float(10), 40, 5]).map { $0 + $1 }
        expectValues(lined, [lined[0], lined[0], lined[0]])
        // The group (from x 0 to 60 before packing) sits at the right of the 100-wide column.
        expectValues(l.xs, [70, 40, 75])
    }
}
