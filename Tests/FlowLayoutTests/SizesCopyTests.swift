import Testing
@testable import FlowLayout

/// `Validation.copySizesWithExtent`, the copy of new sizes for layouts whose item-model rows ask
/// the sizes' extent: it checks as `copySizes` does, and its bits bound the sizes as truly.
@Suite("Sizes copied with their extent")
struct SizesCopyTests {
    /// Sizes of every kind the copy tells apart: on the grid of eighths or off it, zeros and -0,
    /// lengths up to the largest, and (when `invalid`) one that is no length. `eighths`: all on
    /// the grid and no -0, the sizes the copy bounds on its own; otherwise one set in three is
    /// off the grid, and a -0 (which sends the copy to `copySizes` as well) is common.
    static func sizes(_ rng: inout SeededRandom, count: Int, invalid: Bool, eighths: Bool = false) -> [FlowSize] {
        let fine = !eighths && Int.random(in: 0..<3, using: &rng) == 0
        func length() -> Float {
            switch Int.random(in: 0..<12, using: &rng) {
            case 0: return eighths ? 0.125 : -0.0
            case 1: return 0
            case 2: return Float(Int.random(in: 0...(1 << 22), using: &rng)) / 8
            case 3: return FlowLimits.maxLength
            default: return Float(Int.random(in: 1...4000, using: &rng)) / (fine ? 16 : 8)
            }
        }
        var made = (0..<count).map { _ in FlowSize(width: length(), height: length()) }
        if invalid, count > 0 {
            let bad: [Float] = [.nan, -.nan, -1, -0.125, .infinity, -.infinity, 1.5e9, FlowLimits.maxLength.nextUp]
            let i = Int.random(in: 0..<count, using: &rng)
            if Bool.random(using: &rng) { made[i].width = bad.randomElement(using: &rng)! } else { made[i].height = bad.randomElement(using: &rng)! }
        }
        return made
    }

    /// Invalid sizes are refused with `copySizes`' own error; valid ones are copied bit for bit,
    /// with the extent of the pass over them and bits that bound every length truly: each a
    /// multiple of the grid they give and below the power of two they give.
    @Test func theCopyChecksAndBoundsAsThePassDoes() throws {
        var rng = SeededRandom(seed: 0xC0B1E5)
        var onEighths = 0, offEighths = 0, refused = 0, boundedAlone = 0
        for round in 0..<3_000 {
            let sizes = Self.sizes(&rng, count: Int.random(in: 0...70, using: &rng), invalid: round % 4 == 3,
                                   eighths: round % 4 == 1)
            var copied = Buffer<FlowSize>(), plain = Buffer<FlowSize>()
            defer { copied.free(.swift); plain.free(.swift) }
            let got: Result<LengthBits, FlowError> = sizes.withUnsafeBufferPointer { b in
                do throws(FlowError) { return .success(try Validation.copySizesWithExtent(b, into: &copied, .swift)) } catch { return .failure(error) }
            }
            let expected: Result<LengthBits, FlowError> = sizes.withUnsafeBufferPointer { b in
                do throws(FlowError) { return .success(try Validation.copySizes(b, into: &plain, .swift)) } catch { return .failure(error) }
            }
            switch (got, expected) {
            case (.failure(let a), .failure(let b)):
                #expect(a == b, "round \(round)")
                refused += 1
            case (.success(let bits), .success):
                let words = sizes.flatMap { [$0.width.bitPattern, $0.height.bitPattern] }
                let copy = (0..<copied.count).flatMap { [copied[$0].width.bitPattern, copied[$0].height.bitPattern] }
                #expect(copy == words, "round \(round)")
                var pass = LengthBits()
                sizes.withUnsafeBufferPointer { pass.workOutExtent($0.baseAddress ?? UnsafePointer(bitPattern: 8)!, count: $0.count) }
                // No sizes, no extent (nor a pass over them).
                #expect(sizes.isEmpty
                        ? bits.extent == nil
                        : bits.extent?.largest == pass.extent?.largest && bits.extent?.eighths == pass.extent?.eighths,
                        "round \(round)")
                let bounds = SumBounds(bits)
                let raw = max(Int((bits.all >> 23) & 0xFF), 1) - 150 + ((bits.any & 0x7F_FFFF) | 0x80_0000).trailingZeroBitCount
                for length in sizes.flatMap({ [$0.width, $0.height] }) where length != 0 {
                    // The grid `sumsAreExact` finds in the AND and OR, and `SumBounds`' (the extent's too).
                    #expect(ExactSumsTests.lowestBit(length) >= raw, "round \(round): \(length)")
                    #expect(ExactSumsTests.lowestBit(length) >= bounds.grid, "round \(round): \(length)")
                    #expect(Int((length.bitPattern >> 23) & 0xFF) <= bounds.greatestExponent, "round \(round): \(length)")
                    #expect(Int((length.bitPattern >> 23) & 0xFF) <= Int((bits.any >> 23) & 0xFF), "round \(round): \(length)")
                }
                if pass.extent?.eighths == true { onEighths += 1 } else { offEighths += 1 }
                // The copy bounded them on its own (no `copySizes` after it) where it could.
                let alone = bits.all == Float(0.125).bitPattern && bits.any & 0x7F_FFFF == 0
                let signed = sizes.contains { $0.width.sign == .minus || $0.height.sign == .minus }
                let nonzero = sizes.contains { $0.width != 0 || $0.height != 0 }
                #expect(alone == (pass.extent?.eighths == true && !signed && nonzero), "round \(round)")
                if alone { boundedAlone += 1 }
            default:
                Issue.record("round \(round): one copy refused what the other took")
            }
        }
        #expect(onEighths > 300 && offEighths > 300 && refused > 500 && boundedAlone > 500,
                "\(onEighths) \(offEighths) \(refused) \(boundedAlone)")
    }

    /// Sizes set again into a layout with item-model inputs (the copy works their extent out) give
    /// what a fresh layout given the sizes first gives (whose arrange works it out), every reader
    /// to the bit, in floats, in doubles and across lines; sizes refused in between change nothing.
    @Test func sizesSetAfterItemModelInputsGiveAFreshLayoutsResults() throws {
        var rng = SeededRandom(seed: 0x5E7A9A)
        for round in 0..<120 {
            let n = [64, 100, 700, 3_000][round % 4]
            let margins = (0..<n).map { _ in
                FlowEdges(top: Float(Int.random(in: 0...12, using: &rng)) / 4, right: Float(Int.random(in: 0...12, using: &rng)) / 4,
                          bottom: Float(Int.random(in: 0...12, using: &rng)) / 4, left: Float(Int.random(in: 0...12, using: &rng)) / 4)
            }
            let align: [Int32] = (0..<n).map { _ in [-1, 0, 1, 2, 3].randomElement(using: &rng)! }
            let minSizes = (0..<n).map { _ in FlowSize(width: Float(Int.random(in: 0...80, using: &rng)), height: 4) }
            var o = FlowOptions()
            o.itemSpacing = Float(Int.random(in: 0...32, using: &rng)) / 4
            o.lineSpacing = 4
            o.alignItems = round % 3 == 0 ? .center : .start
            /// The item-model inputs of the round: margins, with align-self or limits in some.
            func configure(_ l: inout FlowLayout) throws {
                try l.setOptions(o)
                try margins.withUnsafeBufferPointer { (b) throws(FlowError) in try l.setMargins(b) }
                if round % 2 == 1 { try align.withUnsafeBufferPointer { (b) throws(FlowError) in try l.setItemAlign(b) } }
                if round % 5 == 2 { try minSizes.withUnsafeBufferPointer { (b) throws(FlowError) in try l.setLimits(min: b, max: nil) } }
            }
            // Half the rounds end with sizes the copy bounds alone (on the grid, no -0), half with
            // sizes that send it to `copySizes` as well.
            let alone = round % 4 < 2
            let first = Self.sizes(&rng, count: n, invalid: false)
            let second = Self.sizes(&rng, count: n, invalid: false, eighths: alone).map {
                // Large lengths only now and then: sums of thousands past 2^21 leave floats.
                FlowSize(width: min($0.width, round % 8 == 3 ? 1e6 : 300), height: min($0.height, 200))
            }
            let width = Float(Int.random(in: 200...1_200, using: &rng))
            var l = FlowLayout()
            try l.setItems(first)
            try configure(&l)
            try l.arrange(width: width, height: .nan)
            // Refused, by either copy: nothing changes (the readers, the sizes' bits, their extent).
            let before = (readerBits(l), l.sizeBits.all, l.sizeBits.any, l.sizeBits.extent?.largest, l.sizeBits.extent?.eighths)
            let refusedSizes = Self.sizes(&rng, count: n, invalid: true, eighths: round % 3 == 0)
            #expect(throws: FlowError.self) { try l.setItems(refusedSizes) }
            try l.arrange(width: width, height: .nan)
            let after = (readerBits(l), l.sizeBits.all, l.sizeBits.any, l.sizeBits.extent?.largest, l.sizeBits.extent?.eighths)
            #expect(before == after, "round \(round): refused sizes changed the layout")
            if round % 2 == 0 {
                try l.setItems(second)
                #expect(l.sizeBits.extent != nil, "round \(round): the copy worked the extent out")
                try l.arrange(width: width, height: .nan)
            } else {
                try second.withUnsafeBufferPointer { (b) throws(FlowError) in try l.arrangeReplacingItems(b, width: width, height: .nan) }
            }
            // The copy bounded the sizes on its own exactly where they allow it.
            #expect((l.sizeBits.all == Float(0.125).bitPattern) == alone, "round \(round)")
            var fresh = FlowLayout()
            try fresh.setItems(second)
            try configure(&fresh)
            try fresh.arrange(width: width, height: .nan)
            #expect(readerBits(l) == readerBits(fresh), "round \(round)")
        }
    }
}
