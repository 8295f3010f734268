// Out of memory with every line feature on: an arrange whose allocations fail at any point fails
// with .outOfMemory and keeps the previous results, and succeeds once memory is back.

@testable import FlowLayout
import Testing

/// Allocations allowed before the allocator starts answering nil; negative: no limit.
nonisolated(unsafe) private var allocationsLeft = -1

nonisolated(unsafe) private let budgetAllocator = FlowAllocator(
    allocate: { _, byteCount, alignment in
        if allocationsLeft == 0 { return nil }
        if allocationsLeft > 0 { allocationsLeft -= 1 }
        return UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: alignment)
    },
    release: { _, pointer, _ in pointer?.deallocate() },
    context: nil)

@Suite("Line features out of memory", .serialized)
struct LineFeatureMemoryTests {
    func configure(_ layout: inout FlowLayout, items n: Int, _ mode: FlowLineBreaking) throws {
        var o = FlowOptions()
        o.lineBreaking = mode
        o.maxLines = 2
        o.separator = FlowSize(width: 2, height: 2)
        o.lineFill = .scale
        o.justifyLast = .end
        o.itemSpacing = .nan
        try layout.setOptions(o)
        let sizes: [FlowSize] = (0..<n).map { (i: Int) -> FlowSize in
            let w = Float(10 + i % 7 * 5), h = Float(10 + i % 3)
            return FlowSize(width: w, height: h)
        }
        try layout.setItems(sizes)
        let flags: [FlowItemFlags] = (0..<n).map { $0 % 9 == 8 ? .breakAfter : [] }
        try layout.setFlags(flags)
        try layout.setGrow([Float](repeating: 1, count: n))
        try layout.setBaselines(first: [Float](repeating: 5, count: n), last: nil)
        try layout.setGuides([Float](repeating: .nan, count: n))
        try layout.setItemSpacing([FlowSpacing](repeating: FlowSpacing(leading: 1, top: 1, trailing: 3, bottom: 1), count: n))
        try layout.setOverflowIndicator { (hidden: Int) -> FlowSize in FlowSize(width: Float(10 + hidden), height: 10) }
    }

    @Test("every allocation of an arrange may fail; the results stay and the next arrange works")
    func failuresKeepResults() throws {
        for mode in [FlowLineBreaking.greedy, .balance, .pretty] {
            var reference = FlowLayout()
            try configure(&reference, items: 40, mode)
            try reference.arrange(width: 100, height: .nan)
            var failed = 0
            for budget in 0..<40 {
                allocationsLeft = -1
                var layout = FlowLayout(allocator: budgetAllocator)
                try configure(&layout, items: 10, mode)
                try layout.arrange(width: 100, height: .nan)
                let before = Array(layout.frames), separatorsBefore = Array(layout.separators)
                let overflowBefore = layout.overflowFrame
                try configure(&layout, items: 40, mode)
                allocationsLeft = budget
                do {
                    try layout.arrange(width: 100, height: .nan)
                } catch {
                    failed += 1
                    #expect(error.status == FlowStatus.outOfMemory)
                    #expect(Array(layout.frames) == before && Array(layout.separators) == separatorsBefore)
                    #expect(layout.overflowFrame == overflowBefore)
                    allocationsLeft = -1
                    try layout.arrange(width: 100, height: .nan)
                }
                allocationsLeft = -1
                #expect(Array(layout.frames) == Array(reference.frames), "\(mode) budget \(budget)")
                #expect(Array(layout.separators) == Array(reference.separators))
                #expect(layout.overflowFrame == reference.overflowFrame && layout.overflowFrame != .zero)
            }
            #expect(failed > 5, "\(mode): allocations failed in \(failed) arranges")
        }
    }
}
