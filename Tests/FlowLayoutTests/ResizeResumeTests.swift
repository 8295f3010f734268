// setItemSize + arrange gives exactly what setItems with that size changed + arrange gives, also
// for options under which the arrange may not resume (found by the fuzzer: with uniform size, the
// resumed one-pass rows read the sizes as given instead of the uniform size).
@testable import FlowLayout
import Testing

@Suite("setItemSize + arrange equals setItems + arrange")
struct ResizeResumeTests {
    static let sizes: [(Float, Float)] = [(30, 20), (50, 10), (20, 35), (70, 15), (10, 10), (40, 25), (60, 30), (25, 5), (45, 20)]

    private func compare(_ configure: (inout FlowOptions) -> Void) throws {
        var resized = try makeLayout(Self.sizes, configure)
        try resized.arrange(width: 200, height: .nan)
        try resized.setItemSize(1, FlowSize(width: 70, height: 20))
        try resized.arrange(width: 200, height: .nan)
        var changed = Self.sizes
        changed[1] = (70, 20)
        let fresh = try arranged(changed, width: 200, configure)
        #expect(Array(resized.frames) == Array(fresh.frames))
        #expect(Array(resized.lines) == Array(fresh.lines))
        #expect(resized.size == fresh.size)
    }

    @Test func uniformSize() throws { try compare { $0.uniformSize = true } }
    @Test func uniformSizeWithMinLines() throws { try compare { $0.uniformSize = true; $0.minLines = 8 } }
    @Test func plainRows() throws { try compare { _ in } }
}
