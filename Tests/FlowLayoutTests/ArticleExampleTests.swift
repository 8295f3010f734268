@testable import FlowLayout
import Testing

@Suite("Examples from the layouts this engine replaces")
struct ArticleExampleTests {
    @Test func wrappingHStackOfThreeRectanglesWithBottomAlignment() throws {
        let l = try arranged([(100, 50), (50, 100), (150, 75)], width: 250) { $0.alignItems = .end }
        expectFrames(l.frameList, [rect(0, 50, 100, 50), rect(108, 0, 50, 100), rect(0, 108, 150, 75)])
        #expect(l.size == FlowSize(width: 250, height: 183))
        #expect(l.lineList == [
            FlowLine(firstItem: 0, itemCount: 2, mainSize: 158, crossOffset: 0, crossSize: 100),
            FlowLine(firstItem: 2, itemCount: 1, mainSize: 150, crossOffset: 108, crossSize: 75),
        ])
    }

    @Test func tagListWraps() throws {
        // Tags 7 points per character plus 16 of padding, in a 200-wide list.
        let tags = ["swift", "layout", "flow", "wrapping", "tags", "c"]
        let l = try arranged(tags.map { (Float($0.count * 7 + 16), 24) }, width: 200)
        // Widths 51, 58, 44, 72, 44, 23: 51+8+58+8+44 = 169; +8+72 > 200.
        #expect(l.lineCounts == [3, 3])
        expectValues(l.xs, [0, 59, 125, 0, 80, 132])
        expectValues(l.ys, [0, 0, 0, 32, 32, 32])
    }

    /// "hi", "!", "beautiful", "world" with the widest 70 wide.
    static let texts: [(Float, Float)] = [(16, 20), (6, 20), (70, 20), (42, 20)]

    static func balancedStack(_ axis: FlowAxis) throws -> FlowLayout {
        try makeLayout(texts) {
            $0.axis = axis
            $0.wrap = .none
            $0.uniformSize = true
        }
    }

    @Test func balancedHStackGivesEveryChildTheLargestSize() throws {
        var row = try Self.balancedStack(.horizontal)
        try row.arrange(width: 320, height: .nan)
        expectValues(row.xs, [0, 78, 156, 234])
        #expect(Array(row.frames).allSatisfy { $0.width == 70 && $0.height == 20 })
        #expect(row.size.width == 320)
    }

    @Test func firstFittingChoosesTheRowWhenItFitsElseTheColumn() throws {
        try withLayouts([{ try Self.balancedStack(.horizontal) }, { try Self.balancedStack(.vertical) }]) { candidates in
            let chosen0 = try FlowLayout.firstFitting(candidates, width: 320, height: .nan)
            #expect(chosen0 == 0)
            let rowSize = candidates[0].size
            #expect(rowSize == FlowSize(width: 320, height: 20))
            let chosen1 = try FlowLayout.firstFitting(candidates, width: 200, height: .nan)
            #expect(chosen1 == 1)
            expectFrames(candidates[1].frameList,
                         [rect(0, 0, 70, 20), rect(0, 28, 70, 20), rect(0, 56, 70, 20), rect(0, 84, 70, 20)])
        }
    }

    @Test func firstFittingFallsBackToTheLastCandidate() throws {
        try withLayouts([{ try makeLayout([(500, 10)]) { $0.wrap = .none } },
                         { try makeLayout([(900, 10)]) { $0.wrap = .none } }]) { candidates in
            let chosen1 = try FlowLayout.firstFitting(candidates, width: 100, height: .nan)
            #expect(chosen1 == 1)
            let widerArranged = candidates[1].isArranged, wideArranged = candidates[0].isArranged
            #expect(widerArranged)
            #expect(!wideArranged)
        }
    }

    @Test func firstFittingChecksTheHeightToo() throws {
        try withLayouts([{ try makeLayout([(10, 50)]) }, { try makeLayout([(10, 5)]) }]) { candidates in
            let chosen1 = try FlowLayout.firstFitting(candidates, width: 100, height: 20)
            #expect(chosen1 == 1)
            let chosen0 = try FlowLayout.firstFitting(candidates, width: 100, height: 50)
            #expect(chosen0 == 0)
        }
    }

    @Test func firstFittingNeedsACandidate() throws {
        _ = try withLayouts([]) { candidates in
            #expect(throws: FlowError.self) { try FlowLayout.firstFitting(candidates, width: 1, height: 1) }
        }
    }
}
