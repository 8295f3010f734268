// Scale fill never takes a line past the lengths the layout accepts (FLOWLAYOUT_MAX_LENGTH, 1e9):
// in a 28-wide line, an item 1e-6 wide and 28 high scales by 2.8e7 to 7.84e8 high, but one 1e-9
// wide would need 2.8e10 and keeps its size, so every result stays finite.
@testable import FlowLayout
import Testing

@Suite("Scale fill keeps results within the accepted lengths")
struct ScaleFillLimitTests {
    @Test func aLineThatWouldScalePastTheLargestLengthIsLeftAlone() throws {
        let scaled = try arranged([(1e-6, 28)], width: 28) { $0.lineFill = .scale }
        expectFrames(Array(scaled.frames), [rect(0, 0, 28, 784e6)], tolerance: 128)
        let tooFar = try arranged([(1e-9, 28)], width: 28) { $0.lineFill = .scale }
        #expect(tooFar.frames[0] == rect(0, 0, 1e-9, 28))
        #expect(tooFar.size == FlowSize(width: 28, height: 28))
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
}
