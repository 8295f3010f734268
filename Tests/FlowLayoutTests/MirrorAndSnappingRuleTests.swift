@testable import FlowLayout
import Testing

@Suite("Steps 7-8: mirrors, vertical axis and pixel snapping")
struct MirrorAndSnappingRuleTests {
    @Test func rightToLeftRowsRunFromTheRightEdge() throws {
        let l = try arranged([(20, 10), (30, 10), (90, 10)], width: 100) {
            $0.itemSpacing = 10
            $0.direction = .rightToLeft
        }
        expectFrames(l.frameList, [rect(80, 0, 20, 10), rect(40, 0, 30, 10), rect(10, 18, 90, 10)])
    }

    @Test func columnsFlowDownAndStackRightwards() throws {
        let l = try arranged([(10, 60), (20, 60), (10, 30)], width: .nan, height: 100) {
            $0.axis = .vertical
            $0.itemSpacing = 5
            $0.lineSpacing = 4
        }
        expectFrames(l.frameList, [rect(0, 0, 10, 60), rect(14, 0, 20, 60), rect(14, 65, 10, 30)])
        #expect(l.size == FlowSize(width: 34, height: 100))
    }

    @Test func rightToLeftColumnsStackFromTheRight() throws {
        let l = try arranged([(10, 60), (20, 60)], width: 100, height: 100) {
            $0.axis = .vertical
            $0.lineSpacing = 4
            $0.direction = .rightToLeft
        }
        expectFrames(l.frameList, [rect(90, 0, 10, 60), rect(66, 0, 20, 60)])
        expectValues(l.lineList.map(\.crossOffset), [90, 66])
    }

    @Test func wrapReverseColumnsStackFromTheRightAndRightToLeftUndoesIt() throws {
        let reversed = try arranged([(10, 60), (20, 60)], width: 100, height: 100) {
            $0.axis = .vertical
            $0.lineSpacing = 4
            $0.wrap = .wrapReverse
        }
        expectValues(reversed.xs, [90, 66])
        let both = try arranged([(10, 60), (20, 60)], width: 100, height: 100) {
            $0.axis = .vertical
            $0.lineSpacing = 4
            $0.wrap = .wrapReverse
            $0.direction = .rightToLeft
        }
        expectValues(both.xs, [0, 14])
    }

    @Test func snappingRoundsEdgesSoNeighboursShareThem() throws {
        let l = try arranged([(33.3, 10.4), (33.3, 10.4), (33.3, 10.4)], width: 100) {
            $0.itemSpacing = 0
            $0.pixelScale = 1
        }
        expectFrames(l.frameList, [rect(0, 0, 33, 10), rect(33, 0, 34, 10), rect(67, 0, 33, 10)], tolerance: 0)
    }

    @Test func snappingAtScaleTwoUsesHalfPoints() throws {
        let l = try arranged([(10.3, 10), (10.3, 10)], width: 100) {
            $0.itemSpacing = 0.2
            $0.pixelScale = 2
        }
        // Edges 0, 10.3 -> 10.5, 10.5 -> 10.5, 20.8 -> 21.
        expectFrames(l.frameList, [rect(0, 0, 10.5, 10), rect(10.5, 0, 10.5, 10)], tolerance: 0)
    }

    @Test func withPaddingNeighboursStillShareTheirSnappedEdge() throws {
        // Padding takes the flex item model's placement, which snaps edges too: touching
        // neighbours must meet on the same pixel edge in either direction. Scale fill makes edges
        // land on half pixels (15, 10 and 0 scaled by 33 / 25 end 3.0 from the left edge in the
        // first case: 94.5 pixels at 31.5 pixels a point), where the last bit decides the side.
        var pairs = 0
        for (c, width) in stride(from: Float(40), through: 70, by: 0.25).enumerated() {
            for scale: Float in [31.5, 2.5, 1.5] {
                for direction in [FlowDirection.rightToLeft, .leftToRight] {
                    let l = try arranged([(15, 10), (10, 40), (0, 6), (15, 10)], width: width) {
                        $0.itemSpacing = 0
                        $0.pixelScale = scale
                        $0.direction = direction
                        $0.maxItemsPerLine = 3
                        $0.lineFill = .scale
                        $0.padding = FlowEdges(top: 1, right: 13, bottom: 0, left: c % 2 == 0 ? 3 : 1.0 / 3)
                    }
                    let f = l.frameList
                    for line in l.lineList {
                        let first = Int(line.firstItem), end = first + Int(line.itemCount)
                        for i in first..<(end - 1) {
                            let (a, b) = (f[i], f[i + 1])
                            let gap = direction == .rightToLeft ? a.x - (b.x + b.width) : b.x - (a.x + a.width)
                            #expect(abs(gap) < 1e-4, "width \(width) scale \(scale) \(direction): items \(i), \(i + 1)")
                            pairs += 1
                        }
                    }
                }
            }
        }
        #expect(pairs > 1000)
    }

    @Test func noSnappingKeepsFractions() throws {
        let l = try arranged([(33.3, 10), (33.3, 10)], width: 100) { $0.itemSpacing = 0 }
        expectValues(l.xs, [0, 33.3], tolerance: 1e-5)
    }

    @Test(arguments: [FlowJustify.start, .center, .end, .spaceBetween, .spaceAround, .spaceEvenly])
    func snappingWithTheSmallestScaleAndTheLargestBoundStaysFinite(justify: FlowJustify) throws {
        // The grid step 1/FLT_MIN is about 8.5e37 points: FLT_MAX rounds up past the float range.
        let l = try arranged([(10, 20), (30, 5)], width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude) {
            $0.pixelScale = .leastNormalMagnitude
            $0.justify = justify
        }
        #expect(l.size.width.isFinite && l.size.height.isFinite, "size \(l.size)")
        #expect(l.frameList.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite },
                "frames \(l.frameList)")
        #expect(l.lineList.allSatisfy { $0.mainSize.isFinite && $0.crossOffset.isFinite && $0.crossSize.isFinite })
    }
}
