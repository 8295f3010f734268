// setItemSize + arrange in lanes mode: the placement taken up at a checkpoint gives exactly what a
// fresh layout given the changed sizes gives, over every reader, with every input lanes read
// (counts of lanes around the tree's threshold, spans, hidden and no-stretch items, RTL, row
// lanes, padding, pixel snapping, tolerance), and it does resume: from a checkpoint, not item 0.
@testable import FlowLayout
import Testing

@Suite("Lanes: setItemSize resumes the placement")
struct LaneResumeTests {
    struct Case {
        var lanes: Int
        var columns: Bool
        var rightToLeft: Bool
        var spans: Bool
        var flags: Bool
        var snapping: Bool
        var alongBound: Bool
    }

    static let cases: [Case] = {
        var random = SeededRandom(seed: 0x1A_4E5)
        return (0..<48).map { i in
            Case(lanes: [1, 3, 4, 8, 9, 17, 64, 300][i % 8], columns: i % 3 != 0, rightToLeft: (i / 3) % 2 == 1,
                 spans: Bool.random(using: &random), flags: Bool.random(using: &random),
                 snapping: i % 5 == 0, alongBound: i % 4 == 1)
        }
    }()

    private func layout(_ c: Case, sizes: [FlowSize], spans: [Int], flags: [UInt32]) throws -> FlowLayout {
        var layout = FlowLayout()
        layout.options.lanes = .count(c.lanes)
        layout.options.axis = c.columns ? .horizontal : .vertical
        layout.options.direction = c.rightToLeft ? .rightToLeft : .leftToRight
        layout.options.itemSpacing = 6
        layout.options.lineSpacing = 4
        layout.options.laneTolerance = 10
        layout.options.padding = FlowEdges(top: 3, right: 2, bottom: 7, left: 5)
        if c.snapping { layout.options.pixelScale = 2 }
        try layout.setItems(sizes)
        if c.spans { try layout.setLaneSpans(spans) }
        if c.flags { try layout.setFlags(flags.map { FlowItemFlags(rawValue: $0) }) }
        return layout
    }

    private func bounds(_ c: Case) -> (width: Float, height: Float) {
        let across: Float = 1234.5, along: Float = c.alongBound ? 5000 : .nan
        return c.columns ? (across, along) : (along, across)
    }

    @Test(arguments: 0..<48)
    func resumedEqualsFresh(index: Int) throws {
        let c = Self.cases[index]
        var random = SeededRandom(seed: UInt64(index) &+ 77)
        let count = 1500
        var sizes = (0..<count).map { _ in
            FlowSize(width: Float(Int.random(in: 0...160, using: &random)) / 4,
                     height: Float(Int.random(in: 0...200, using: &random)) / 4)
        }
        let spans = (0..<count).map { _ in Int.random(in: 1...3, using: &random) }
        let flags: [UInt32] = (0..<count).map { _ in
            let r = Int.random(in: 0..<10, using: &random)
            return r == 0 ? FlowItemFlags.hidden.rawValue : (r == 1 ? FlowItemFlags.noStretch.rawValue : 0)
        }
        var resized = try layout(c, sizes: sizes, spans: spans, flags: flags)
        let (width, height) = bounds(c)
        try resized.arrange(width: width, height: height)
        for round in 0..<6 {
            // One size or a few, near the end (the common case) or anywhere.
            for _ in 0..<(round % 3 + 1) {
                let i = round % 2 == 0 ? count - 1 - Int.random(in: 0..<40, using: &random) : Int.random(in: 0..<count, using: &random)
                sizes[i] = FlowSize(width: Float(Int.random(in: 0...160, using: &random)) / 4,
                                    height: Float(Int.random(in: 0...200, using: &random)) / 4)
                try resized.setItemSize(i, sizes[i])
            }
            try resized.arrange(width: width, height: height)
            // Row lanes from the right in an unspecified width are mirrored about the extent:
            // they place every item again.
            let mirrored = !c.columns && c.rightToLeft && !c.alongBound
            #expect(resized.arrangedPath == (mirrored ? .lanes : .resumeLanes), "case \(index) round \(round)")
            var fresh = try layout(c, sizes: sizes, spans: spans, flags: flags)
            try fresh.arrange(width: width, height: height)
            #expect(resized.copyResult() == fresh.copyResult(), "case \(index) round \(round)")
            for i in stride(from: 0, to: count, by: 7) {
                let (a, b) = (try resized.laneOfItem(i), try fresh.laneOfItem(i))
                #expect(a?.lane == b?.lane && a?.span == b?.span, "case \(index) round \(round) item \(i)")
            }
        }
    }

    /// A change near the end redoes at most a checkpoint interval of items.
    @Test func aChangeNearTheEndRedoesFewItems() throws {
        var layout = FlowLayout()
        layout.options.lanes = .count(64)
        let count = 100_000
        try layout.setItems((0..<count).map { FlowSize(width: 10, height: Float(16 + $0 % 33)) })
        try layout.arrange(width: 2000)
        try layout.setItemSize(count - 1, FlowSize(width: 10, height: 99))
        #expect(layout.plan(width: 2000, height: .nan).path == .resumeLanes)
        let first = try layout.resumeLanes(width: 2000, height: .nan)
        #expect(first > count - LaneCheckpoints.interval(lanes: 64) && first <= count - 1)
    }
}
