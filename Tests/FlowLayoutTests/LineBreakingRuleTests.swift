@testable import FlowLayout
import Testing

@Suite("Step 2: greedy line breaking")
struct LineBreakingRuleTests {
    @Test func exactFitStaysOnTheLine() throws {
        let l = try arranged([(40, 10), (40, 10)], width: 100) { $0.itemSpacing = 20 }
        #expect(l.lineCounts == [2])
        expectValues(l.xs, [0, 60])
    }

    @Test func itemThatOverflowsByAFractionStartsANewLine() throws {
        let l = try arranged([(40, 10), (40, 10)], width: 99.9) { $0.itemSpacing = 20 }
        #expect(l.lineCounts == [1, 1])
        expectFrames(l.frameList, [rect(0, 0, 40, 10), rect(0, 18, 40, 10)])
    }

    @Test func gapCountsTowardsTheLineLength() throws {
        // 3 x 30 = 90 fits in 100 without gaps, but not with two gaps of 8.
        let l = try arranged([(30, 10), (30, 10), (30, 10)], width: 100)
        #expect(l.lineCounts == [2, 1])
    }

    @Test func itemLongerThanTheLineSitsAloneAndOverflows() throws {
        let l = try arranged([(50, 10), (150, 20), (50, 10)], width: 100)
        #expect(l.lineCounts == [1, 1, 1])
        expectFrames(l.frameList, [rect(0, 0, 50, 10), rect(0, 18, 150, 20), rect(0, 46, 50, 10)])
    }

    @Test func breakBeforeAndBreakAfterForceNewLines() throws {
        var l = try makeLayout([(10, 10), (10, 10), (10, 10), (10, 10)])
        try l.setFlags([[], .breakAfter, [], .breakBefore])
        try l.arrange(width: 1000, height: .nan)
        #expect(l.lineCounts == [2, 1, 1])
    }

    @Test func breakBeforeOnTheFirstItemMakesNoEmptyLine() throws {
        var l = try makeLayout([(10, 10), (10, 10)])
        try l.setFlags([.breakBefore, []])
        try l.arrange(width: 1000, height: .nan)
        #expect(l.lineCounts == [2])
    }

    @Test func maxItemsPerLineLimitsEachLine() throws {
        let l = try arranged(Array(repeating: (10, 10), count: 5), width: 1000) { $0.maxItemsPerLine = 2 }
        #expect(l.lineCounts == [2, 2, 1])
    }

    @Test func linesPastMaxLinesAreHiddenAndVisibleItemsAreAPrefix() throws {
        let l = try arranged(Array(repeating: (10, 10), count: 5), width: 1000) {
            $0.maxItemsPerLine = 2
            $0.maxLines = 2
        }
        #expect(l.lineCounts == [2, 2])
        #expect(l.visibleCount == 4)
        #expect(l.frameList[4] == .zero)
        #expect(l.size.height == 28)
    }

    @Test func noWrapPutsEverythingOnOneLine() throws {
        let l = try arranged([(60, 10), (60, 10), (60, 10)], width: 100) { $0.wrap = .none }
        #expect(l.lineCounts == [3])
        expectValues(l.xs, [0, 68, 136])
    }

    @Test func noWrapIgnoresMaxItemsPerLine() throws {
        let l = try arranged(Array(repeating: (10, 10), count: 4), width: 100) {
            $0.wrap = .none
            $0.maxItemsPerLine = 1
        }
        #expect(l.lineCounts == [4])
    }

    @Test func emptyLayoutHasNoLinesAndTakesTheGivenBounds() throws {
        let l = try arranged([], width: 100, height: .nan)
        #expect(l.frames.count == 0)
        #expect(l.lines.count == 0)
        #expect(l.size == FlowSize(width: 100, height: 0))
        #expect(l.visibleCount == 0)
    }

    @Test func unboundedWidthNeverWraps() throws {
        let l = try arranged(Array(repeating: (500, 10), count: 4), width: .infinity)
        #expect(l.lineCounts == [4])
        #expect(l.size.width == 2024)
    }
}
