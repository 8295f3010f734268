// Line features at their edges (cases the fuzzer found).
//
// Scale fill never takes a line past the lengths the layout accepts (FLOWLAYOUT_MAX_LENGTH, 1e9):
// in a 28-wide line, an item 1e-6 wide and 28 high scales by 2.8e7 to 7.84e8 high, but one 1e-9
// wide would need 2.8e10 and keeps its size, so every result stays finite.
@testable import FlowLayout
import Testing

@Suite("Line features at their edges")
struct LineFeatureEdgeTests {
    @Test func aLineThatWouldScalePastTheLargestLengthIsLeftAlone() throws {
        let scaled = try arranged([(1e-6, 28)], width: 28) { $0.lineFill = .scale }
        expectFrames(Array(scaled.frames), [rect(0, 0, 28, 784e6)], tolerance: 128)
        let tooFar = try arranged([(1e-9, 28)], width: 28) { $0.lineFill = .scale }
        #expect(tooFar.frames[0] == rect(0, 0, 1e-9, 28))
        #expect(tooFar.size == FlowSize(width: 28, height: 28))
    }

    @Test func aScaleBeyondTheLargestFloatStaysExact() throws {
        // An item FLT_MIN long and 0 thick in a 10-long line: s = 10 / FLT_MIN exceeds the largest
        // float (it is a double), and its 0 cross size stays 0 instead of becoming 0 * inf = NaN.
        for vertical in [false, true] {
            let tiny = Float.leastNormalMagnitude
            let sizes: [(Float, Float)] = vertical ? [(Float(0), tiny), (Float(4), Float(2))] : [(tiny, Float(0)), (Float(2), Float(4))]
            let layout = try arranged(sizes, width: vertical ? .nan : 10, height: vertical ? 10 : .nan) {
                $0.axis = vertical ? .vertical : .horizontal
                $0.lineFill = .scale
                $0.maxItemsPerLine = 1
                $0.alignItems = .firstBaseline
            }
            let first = vertical ? rect(0, 0, 0, 10) : rect(0, 0, 10, 0)
            let second = vertical ? rect(8, 0, 20, 10) : rect(0, 8, 10, 20)
            #expect(Array(layout.frames) == [first, second])
            #expect(layout.contentSize == (vertical ? FlowSize(width: 28, height: 10) : FlowSize(width: 10, height: 28)))
        }
    }

    @Test func baselinesAndGuidesCountToo() throws {
        // 1 wide in 100: a scale of 100. The item itself stays small, but its guide of 2e7 would
        // become 2e9.
        var layout = try makeLayout([(1, 1)]) { $0.lineFill = .scale; $0.alignItems = .center }
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.frames[0] == rect(0, 0, 100, 100))
        try layout.setGuides([2e7])
        try layout.arrange(width: 100, height: .nan)
        #expect(layout.frames[0].width == 1)
    }

    // Baselines measured by the callback (not given as arrays) are scaled and carried for the
    // indicator like the arrays' (their scratch was once not reserved, and the arrange trapped).
    @Test func measuredBaselinesWithScaleFillAndTheIndicator() throws {
        var layout = FlowLayout()
        var options = FlowOptions()
        options.alignItems = .firstBaseline
        options.itemSpacing = 0
        options.lineFill = .scale
        options.maxLines = 1
        try layout.setOptions(options)
        try layout.setMeasure(count: 5, withBaselines: { item, _ in
            FlowMeasurement(size: FlowSize(width: 20, height: item == 0 ? 10 : 20), firstBaseline: 8, lastBaseline: 8)
        })
        try layout.setOverflowIndicator { _ in FlowSize(width: 20, height: 10) }
        try layout.arrange(width: 90, height: .nan)
        // Three items and the indicator (80) scaled by 90/80 on the one line; the rest hidden.
        // Baselines: 8 scaled for the items, the indicator's bottom edge (10 scaled), which is
        // the line's: the items sit 2 (scaled) down.
        #expect(layout.visibleCount == 3)
        let s: Float = 90.0 / 80.0
        expectFrames(Array(Array(layout.frames).prefix(3)),
                     [rect(0, 2 * s, 20 * s, 10 * s), rect(20 * s, 2 * s, 20 * s, 20 * s), rect(40 * s, 2 * s, 20 * s, 20 * s)])
        #expect(layout.overflowFrame == rect(60 * s, 0, 20 * s, 10 * s))
    }
}
