@testable import FlowLayout
import Testing

/// Requirements of the embedding calls at the engine's level, where the single pass can be turned
/// off: resuming after `setItemSize` gives a full arrange's results bit for bit on both paths, and
/// `itemAt` finds what a scan over the frames finds.
@Suite("Embedding: one item's size, hit-testing")
struct EmbeddingTests {
    @Test(arguments: [true, false])
    func setItemSizeThenArrangeEqualsSetItemsThenArrange(singlePass: Bool) throws {
        for seed in UInt64(1)...400 {
            var c = RandomCase(seed: seed)
            guard !c.sizes.isEmpty else { continue }
            // Options under which lines are resumed, half of the time.
            if seed % 2 == 0 {
                c.options.wrap = .wrap
                c.options.alignContent = .start
                c.options.maxLines = 0
            }
            let choice: ArrangePlan.Choice = singlePass ? .fastest : .stages
            var edited = try c.layout()
            try edited.arrange(width: c.width, height: c.height, choice: choice)
            var rng = SeededRandom(seed: seed &* 7919)
            for _ in 0..<4 {
                let index = Bool.random(using: &rng) ? c.sizes.count - 1 : Int.random(in: 0..<c.sizes.count, using: &rng)
                c.sizes[index] = FlowSize(width: Float(Int.random(in: 0...400, using: &rng)) / 4,
                                          height: Float(Int.random(in: 0...200, using: &rng)) / 4)
                try edited.setItemSize(index, c.sizes[index])
                try edited.arrange(width: c.width, height: c.height, choice: choice)
                var fresh = try c.layout()
                try fresh.arrange(width: c.width, height: c.height, choice: choice)
                let same = readerBits(edited) == readerBits(fresh)
                #expect(same, "\(c), item \(index) resized, single pass \(singlePass)")
            }
        }
    }

    @Test func itemAtFindsWhatAScanFinds() throws {
        for seed in UInt64(1)...300 {
            let c = RandomCase(seed: seed)
            var l = try c.layout()
            try l.arrange(width: c.width, height: c.height)
            let frames = l.frameList
            var rng = SeededRandom(seed: seed)
            for _ in 0..<50 {
                let x = Float(Int.random(in: -40...Int(l.size.width + 40), using: &rng))
                let y = Float(Int.random(in: -40...Int(l.size.height + 40), using: &rng))
                let scan = frames.firstIndex { $0.x <= x && x < $0.x + $0.width && $0.y <= y && y < $0.y + $0.height }
                let found = l.itemAt(x: x, y: y)
                #expect(found == scan, "\(c), point (\(x), \(y))")
            }
        }
    }
}
