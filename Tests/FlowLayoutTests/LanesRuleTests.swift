@testable import FlowLayout
import Testing

/// The placement rule of lanes written out directly: every start's window maximum, the minimum,
/// the first eligible start from the cursor, wrapping round.
private struct BruteForceLanes {
    var r: [Int64]
    var cursor = 0
    let tolerance: Int64

    init(lanes n: Int, tolerance: Int64) {
        r = Array(repeating: 0, count: n)
        self.tolerance = tolerance
    }

    mutating func place(span k: Int, advance: Int64) -> (lane: Int, start: Int64) {
        let n = r.count
        let maxima = (0...(n - k)).map { s in r[s..<(s + k)].max()! }
        let mu = maxima.min()!
        let s0 = cursor <= n - k ? cursor : 0
        let order = Array(s0...(n - k)) + Array(0..<s0)
        let s = order.first { maxima[$0] <= mu + tolerance }!
        for t in s..<(s + k) { r[t] = maxima[s] + advance }
        cursor = s + k
        return (s, maxima[s])
    }
}

@Suite("Lanes: the placement rule, geometry and results")
struct LanesRuleTests {
    /// The placer (scan for a few lanes, tournament tree and window maxima for many) against the
    /// rule written out, over lane counts on both sides of the scan limit, with exact ties.
    @Test(arguments: [1, 2, 5, 8, 9, 17, 64, 300])
    func placerFollowsTheRule(lanes n: Int) throws {
        var random = SeededRandom(seed: UInt64(n) &* 7919)
        for tolerance: Int64 in [0, 16 * 64, 3] {
            var state = LaneState()
            defer { state.free(.swift) }
            try state.reserveScratch(lanes: n, spanning: true, .swift)
            var placer = LanePlacer(&state, lanes: n, tolerance: tolerance)
            var reference = BruteForceLanes(lanes: n, tolerance: tolerance)
            for _ in 0..<2000 {
                let k = random.next() % 4 == 0 ? 1 + Int(random.next() % UInt64(n)) : 1
                // Few distinct lengths: ties are common.
                let advance = Int64(random.next() % 4) * 64 * 10
                let got = placer.place(span: k, advance: advance)
                let want = reference.place(span: k, advance: advance)
                #expect(got == want)
                if got != want { return }
            }
        }
    }

    @Test func geometryOnTheGrid() {
        // (300 - 20) / 3 = 93.33: 5973 sixty-fourths.
        let g = LaneGeometry(.count(3), available: 300 * 64, gap: 10 * 64)
        // A float share of 5973.33 sixty-fourths, lane t ending at floor(t x share): 5973, 5973, 5974.
        #expect(g.count == 3 && g.length(0) == 5973 && g.offset(2) == 2 * 640 + 11946 && g.length(2) == 5974)
        #expect(g.total == 300 * 64)
        // Auto-fill: exactly 3*100 + 2*10 gives 3 lanes, one sixty-fourth less 2.
        #expect(LaneGeometry(.autoFill(minLength: 100), available: 320 * 64, gap: 640).count == 3)
        #expect(LaneGeometry(.autoFill(minLength: 100), available: 320 * 64 - 1, gap: 640).count == 2)
        let overflowing = LaneGeometry(.autoFill(minLength: 100), available: 50 * 64, gap: 640)
        #expect(overflowing.count == 1 && overflowing.length(0) == 100 * 64)
    }

    @Test func columnLanesThroughTheSwiftAPI() throws {
        var layout = try makeLayout([(40, 100), (40, 50), (40, 80), (40, 30)]) {
            $0.lanes = .count(2)
            $0.itemSpacing = 0
            $0.lineSpacing = 10
            $0.laneTolerance = 0
        }
        try layout.setLaneSpans([1, 1, 2, 1])
        try layout.arrange(width: 200, height: .nan)
        expectFrames(layout.frameList, [rect(0, 0, 100, 100), rect(100, 0, 100, 50),
                                        rect(0, 110, 200, 80), rect(0, 200, 100, 30)])
        #expect(layout.lineList.count == 0)
        #expect(layout.size == FlowSize(width: 200, height: 230))
        #expect(try layout.laneOfItem(2)! == (0, 2))
        #expect(layout.lanesOfLastArrange.map(\.itemCount) == [3, 2])
        #expect(layout.lanesOfLastArrange.map(\.extent) == [230, 190])
        // Lanes off: nothing of them remains.
        layout.options.lanes = nil
        try layout.arrange(width: 200, height: .nan)
        let lanesLeft = layout.lanesOfLastArrange.count, lines = layout.lineList.count
        #expect(lanesLeft == 0 && lines > 0)
        #expect(try layout.laneOfItem(0) == nil)
    }

    @Test func refusedInputs() throws {
        var layout = try makeLayout([(10, 10), (10, 10)])
        var o = FlowOptions()
        o.lanes = .count(0)
        #expect(throws: FlowError.self) { try layout.setOptions(o) }
        o.lanes = .count(FlowLimits.maxLanes + 1)
        #expect(throws: FlowError.self) { try layout.setOptions(o) }
        o.lanes = .autoFill(minLength: .nan)
        #expect(throws: FlowError.self) { try layout.setOptions(o) }
        o.lanes = .count(2)
        o.laneTolerance = -1
        #expect(throws: FlowError.self) { try layout.setOptions(o) }
        #expect(throws: FlowError.self) { try layout.setLaneSpans([1, 0]) }
        #expect(throws: FlowError.self) { try layout.setLaneSpans([1]) }
        o.laneTolerance = 16
        try layout.setOptions(o)
        #expect(throws: FlowError.self) { try layout.arrange(width: .nan, height: 100) }
        let arranged = layout.isArranged
        #expect(!arranged)
    }
}
