@testable import FlowLayout
import Testing

@Suite("Steps 3-4: growth and justification")
struct MainAxisRuleTests {
    @Test func growthSharesFreeSpaceByWeight() throws {
        var l = try makeLayout([(20, 10), (20, 10)]) { $0.itemSpacing = 0 }
        try l.setGrow([1, 3])
        try l.arrange(width: 100, height: .nan)
        expectFrames(l.frameList, [rect(0, 0, 35, 10), rect(35, 0, 65, 10)])
        expectValues(l.lineList.map(\.mainSize), [100])
    }

    @Test func weightsSummingBelowOneTakeOnlyTheirShare() throws {
        // free 60; weight 0.25 takes 15; the 45 left is justified (centered here).
        var l = try makeLayout([(20, 10), (20, 10)]) {
            $0.itemSpacing = 0
            $0.justify = .center
        }
        try l.setGrow([0.25, 0])
        try l.arrange(width: 100, height: .nan)
        expectFrames(l.frameList, [rect(22.5, 0, 35, 10), rect(57.5, 0, 20, 10)])
    }

    @Test func growthHappensPerLine() throws {
        var l = try makeLayout([(60, 10), (60, 10), (20, 10)]) { $0.itemSpacing = 0 }
        try l.setGrow([1, 1, 1])
        try l.arrange(width: 100, height: .nan)
        expectValues(Array(l.frames).map(\.width), [100, 70, 30])
    }

    @Test func unboundedLinesDoNotGrowPastTheLongestLine() throws {
        var l = try makeLayout([(20, 10), (20, 10)])
        try l.setGrow([1, 1])
        try l.arrange(width: .nan, height: .nan)
        expectValues(Array(l.frames).map(\.width), [20, 20])
    }

    @Test func withAnUnspecifiedWidthShorterLinesGrowToTheLongestLine() throws {
        var l = try makeLayout([(100, 10), (20, 10), (20, 10)]) { $0.itemSpacing = 0 }
        try l.setGrow([0, 1, 3])
        try l.setFlags([.breakAfter, [], []])
        try l.arrange(width: .nan, height: .nan)
        // Free space 60 on the second line: 15 and 45.
        expectValues(Array(l.frames).map(\.width), [100, 35, 65])
        #expect(l.size.width == 100)
    }

    @Test func noGrowthWhenTheLineOverflows() throws {
        var l = try makeLayout([(120, 10)])
        try l.setGrow([1])
        try l.arrange(width: 100, height: .nan)
        #expect(l.frameList[0].width == 120)
    }

    static let justifyCases: [(FlowJustify, [Float])] = [
        (.start, [0, 10, 20]),
        (.center, [35, 45, 55]),
        (.end, [70, 80, 90]),
        (.spaceBetween, [0, 45, 90]),
        (.spaceAround, [70.0 / 6, 45, 78 + 1.0 / 3]),
        (.spaceEvenly, [17.5, 45, 72.5]),
    ]

    @Test(arguments: justifyCases)
    func justifyDistributesFreeSpaceAsCSS(mode: FlowJustify, expected: [Float]) throws {
        let l = try arranged([(10, 10), (10, 10), (10, 10)], width: 100) {
            $0.itemSpacing = 0
            $0.justify = mode
        }
        expectValues(l.xs, expected)
    }

    @Test func spaceBetweenWithOneItemActsAsStart() throws {
        let l = try arranged([(10, 10)], width: 100) { $0.justify = .spaceBetween }
        expectValues(l.xs, [0])
    }

    @Test(arguments: [FlowJustify.spaceAround, .spaceEvenly])
    func spaceAroundAndEvenlyCenterASingleItem(mode: FlowJustify) throws {
        let l = try arranged([(10, 10)], width: 100) { $0.justify = mode }
        expectValues(l.xs, [45])
    }

    @Test(arguments: [FlowJustify.spaceBetween, .spaceAround, .spaceEvenly, .start])
    func overflowingLinesFallBackToTheStartEdge(mode: FlowJustify) throws {
        let l = try arranged([(150, 10)], width: 100) { $0.justify = mode }
        expectValues(l.xs, [0])
    }

    @Test func centerIsUnsafeAndOverflowsOnBothSides() throws {
        let l = try arranged([(150, 10)], width: 100) { $0.justify = .center }
        expectValues(l.xs, [-25])
    }

    @Test func safeFallbackStartsAtTheRightEdgeInRightToLeft() throws {
        let l = try arranged([(150, 10)], width: 100) {
            $0.justify = .spaceAround
            $0.direction = .rightToLeft
        }
        // The line starts at the right edge and overflows to the left.
        expectValues(l.xs, [-50])
    }

    @Test func justifyUsesTheWidestLineWhenTheWidthIsUnspecified() throws {
        var l = try makeLayout([(100, 10), (40, 10)]) { $0.justify = .center }
        try l.setFlags([.breakAfter, []])
        try l.arrange(width: .nan, height: .nan)
        expectValues(l.xs, [0, 30])
    }
}
