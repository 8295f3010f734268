import Testing
@testable import FlowLayout

@Suite("When a line's length may be summed in another order")
struct ExactSumsTests {
    /// A line loop's sums both ways: (used + gap) + size, as the general pipeline adds, and
    /// used + (gap + size), as the line loops add when `sumsAreExact` allows.
    static func bothWays(_ lengths: [Float], gap: Double) -> (asGiven: [UInt64], regrouped: [UInt64]) {
        var a = Double(lengths[0]), b = a
        var asGiven = [a.bitPattern], regrouped = [b.bitPattern]
        for length in lengths.dropFirst() {
            a = a + gap + Double(length)
            b = b + (gap + Double(length))
            asGiven.append(a.bitPattern)
            regrouped.append(b.bitPattern)
        }
        return (asGiven, regrouped)
    }

    /// Lengths on grids from 2^-40 to 2^8, spanning 1 to 40 binades, some zero or -0: wherever
    /// the bits say the sums are exact, regrouping changes no sum; and the bits say so for most
    /// sets on coarse grids, not for sets that regrouping does change.
    @Test func regroupingChangesNoSumTheBitsCallExact() {
        var rng = SeededRandom(seed: 0xE8AC7)
        var exact = 0, changed = 0
        for _ in 0..<20_000 {
            let grid = Int.random(in: -40...8, using: &rng)
            let span = Int.random(in: 1...40, using: &rng)
            func length() -> Float {
                switch Int.random(in: 0..<12, using: &rng) {
                case 0: return 0
                case 1: return -0.0
                default:
                    // A multiple of 2^grid below 2^(grid + span), rounded to a float.
                    let units = Double(UInt64.random(in: 0..<(UInt64(1) << min(span, 62)), using: &rng))
                    return Float(units * Double(sign: .plus, exponent: grid, significand: 1))
                }
            }
            let count = Int.random(in: 1...300, using: &rng)
            let lengths = (0..<count).map { _ in length() }
            let gap = Bool.random(using: &rng) ? Double(length()) : Double(Float(0.1))
            var bits = LengthBits()
            for l in lengths { bits.fold(l) }
            let (asGiven, regrouped) = Self.bothWays(lengths, gap: gap)
            if asGiven != regrouped { changed += 1 }
            if bits.sumsAreExact(terms: 2 * count + 1, gap: gap) {
                exact += 1
                #expect(asGiven == regrouped, "\(lengths), gap \(gap)")
            }
        }
        #expect(exact > 5_000)
        #expect(changed > 1_000)
    }

    @Test func whatTheBitsAllow() {
        func bits(_ lengths: [Float]) -> LengthBits {
            var b = LengthBits()
            for l in lengths { b.fold(l) }
            return b
        }
        // Quarter points up to 120 with a gap of 8: exact up to some 2^36 terms, a million items included.
        let quarters = bits([20, 20.25, 119.75, 48, 16, 33.5])
        #expect(quarters.sumsAreExact(terms: 2_000_001, gap: 8))
        #expect(quarters.sumsAreExact(terms: 1 << 35, gap: 8))
        #expect(!quarters.sumsAreExact(terms: 1 << 40, gap: 8))
        // A gap off the grid, or not a float, is not.
        #expect(!quarters.sumsAreExact(terms: 100, gap: Double(Float(0.1))))
        #expect(!quarters.sumsAreExact(terms: 100, gap: 0.1))
        // Zeros of either sign add nothing.
        #expect(bits([-0.0, 0, 50]).sumsAreExact(terms: 2_000_001, gap: 0))
        // Thirds, and the adversarial suite's 1e-30 beside 1e9, are not.
        #expect(!bits([1.0 / 3, 50]).sumsAreExact(terms: 100, gap: 8))
        #expect(!bits([1e-30, 1e9]).sumsAreExact(terms: 3, gap: 8))
    }

    /// The layout keeps its sizes' bits: set, replaced with one call, grown by setItemSize (which
    /// may only weaken them), and unknown while measured.
    static func exact(_ layout: borrowing FlowLayout) -> Bool { layout.lineSumsAreExact(gap: 8) }

    /// arrange_batch lays out each group in a scratch layout whose sizes it copies itself: each
    /// group's bits, not the group's before it (nor none, which would call any sum exact).
    @Test func eachBatchGroupHasItsOwnBits() throws {
        var layout = FlowLayout()
        for (sizes, expected) in [([FlowSize(width: 1.0 / 3, height: 16)], false),
                                  ([FlowSize(width: 20.5, height: 16)], true),
                                  ([FlowSize(width: 1e-30, height: 16), FlowSize(width: 1e9, height: 16)], false)] {
            var frames = [FlowRect](repeating: .zero, count: sizes.count)
            try sizes.withUnsafeBufferPointer { (s) throws(FlowError) in
                try [sizes.count].withUnsafeBufferPointer { (c) throws(FlowError) in
                    try layout.arrangeBatch(sizes: s, counts: c, width: 100, height: .nan, frames: &frames, groupSizes: nil)
                }
            }
            let scratch = layout.batchScratch
            let exact = scratch.map { Self.exact($0.pointee) }
            #expect(exact == expected, "\(sizes)")
        }
    }

    /// A length's exact grid and exponent, from its bits: the power of two of its lowest set bit.
    static func lowestBit(_ x: Float) -> Int {
        var e = 0
        var v = Double(x.magnitude)
        while v != v.rounded(.towardZero) { v *= 2; e -= 1 }
        while (v / 2) == (v / 2).rounded(.towardZero) { v /= 2; e += 1 }
        return e
    }

    /// Bounds a length at a time (margins, limits) know each length's grid exactly: 0.75 beside
    /// 2 are quarters (the bits' AND and OR alone say 2^-22), subnormals included.
    @Test func boundsALengthAtATimeAreExact() {
        var rng = SeededRandom(seed: 0x6121D)
        for _ in 0..<2_000 {
            var bounds = SumBounds(), grid = Int.max, greatest = 0
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let x: Float = switch Int.random(in: 0..<8, using: &rng) {
                case 0: Float(bitPattern: UInt32.random(in: 1...0x7F_FFFF, using: &rng))   // subnormal
                case 1: 0
                default: Float(sign: .plus, exponent: Int.random(in: -20...20, using: &rng),
                               significand: 1 + Float(Int.random(in: 0..<64, using: &rng)) / 64)
                }
                let signed = Bool.random(using: &rng) ? -x : x
                bounds.include(signed)
                if x != 0 {
                    grid = min(grid, Self.lowestBit(x))
                    greatest = max(greatest, Int(x.bitPattern >> 23))
                }
            }
            #expect(bounds.grid == grid && (grid == .max || bounds.greatestExponent == greatest))
        }
        var quarters = SumBounds()
        quarters.include(0.75)
        quarters.include(2)
        #expect(quarters.grid == -2 && quarters.greatestExponent == 128)
    }

    /// The sizes' extent from the one pass (eight lengths a step, the rest padded) is the
    /// largest length's bits and whether all are multiples of 1/8, -0 included; a length set
    /// alone folds into it.
    @Test func theExtentPassFindsTheLargestAndTheGrid() {
        var rng = SeededRandom(seed: 0xE7E47)
        var onGrid = 0, offGrid = 0
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...40, using: &rng)
            let fine = Int.random(in: 0..<3, using: &rng) == 0
            func length() -> Float {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: return -0.0
                case 1: return Float(Int.random(in: 0...(1 << 22), using: &rng)) / 8   // up to 2^19
                default: return Float(Int.random(in: 0...4000, using: &rng)) / (fine ? 16 : 8)
                }
            }
            let sizes = (0..<count).map { _ in FlowSize(width: length(), height: length()) }
            var bits = LengthBits()
            sizes.withUnsafeBufferPointer { bits.workOutExtent($0.baseAddress ?? UnsafePointer(bitPattern: 8)!, count: count) }
            let lengths = sizes.flatMap { [$0.width, $0.height] }
            let largest = lengths.map { $0.bitPattern & 0x7FFF_FFFF }.max() ?? 0
            let eighths = lengths.allSatisfy { ($0 * 8).rounded(.towardZero) == $0 * 8 }
            // Below 2^19 the test is exact (every length here is).
            #expect(bits.extent?.largest == largest && bits.extent?.eighths == eighths, "\(sizes)")
            if eighths { onGrid += 1 } else { offGrid += 1 }
            // Folding a length alone keeps the extent true.
            let extra = length()
            bits.fold(extra)
            #expect(bits.extent?.largest == max(largest, extra.bitPattern & 0x7FFF_FFFF))
            #expect(bits.extent?.eighths == (eighths && (extra * 8).rounded(.towardZero) == extra * 8))
        }
        #expect(onGrid > 500 && offGrid > 500)
    }

    @Test func theLayoutKeepsItsSizesBits() throws {
        var layout = FlowLayout()
        try layout.setItems([FlowSize(width: 20.5, height: 16), FlowSize(width: 30, height: 20)])
        let exact1 = Self.exact(layout)
        #expect(exact1)
        try layout.setItemSize(1, FlowSize(width: 1.0 / 3, height: 20))
        let exact2 = Self.exact(layout)
        #expect(!exact2)
        try layout.setItemSize(1, FlowSize(width: 30, height: 20))
        let exact3 = Self.exact(layout)
        #expect(!exact3)   // the third stays folded in: weaker, never wrong
        try layout.setItems([FlowSize(width: 20.5, height: 16)])
        let exact4 = Self.exact(layout)
        #expect(exact4)
        try [FlowSize(width: 1.0 / 3, height: 16)].withUnsafeBufferPointer { (b) throws(FlowError) in
            try layout.arrangeReplacingItems(b, width: 100, height: .nan)
        }
        let exact5 = Self.exact(layout)
        #expect(!exact5)
        // A replacement whose arrange fails (the indicator answers NaN) puts the bits back.
        try layout.setItems([FlowSize(width: 20.5, height: 16)])
        var o = FlowOptions()
        o.maxLines = 1
        try layout.setOptions(o)
        try layout.setOverflowIndicator { _ in FlowSize(width: .nan, height: 1) }
        let failed = [FlowSize](repeating: FlowSize(width: 1.0 / 3, height: 16), count: 40)
        #expect(throws: FlowError.self) {
            try failed.withUnsafeBufferPointer { (b) throws(FlowError) in
                try layout.arrangeReplacingItems(b, width: 10, height: .nan)
            }
        }
        let kept = layout.itemCount == 1 && Self.exact(layout)
        #expect(kept)
        try layout.setMeasure(count: 2) { _, _ in FlowSize(width: 10, height: 10) }
        let exact6 = Self.exact(layout)
        #expect(!exact6)
    }

    /// The kernels remember whether a layout's line sums may be regrouped, with the sizes' bits,
    /// gap and count it was worked out from: sizes whose sums round, set after sizes whose sums
    /// are exact (all at once, one at a time, or in one call with the arrange), and the other way
    /// round, in the same bounds or new ones, give a fresh layout's results to the bit.
    @Test func aRememberedExactnessIsTheNewSizesOwn() throws {
        var rng = SeededRandom(seed: 0x5EED41)
        var otherKind = 0
        for round in 0..<300 {
            let n = Int.random(in: 8...120, using: &rng)
            /// Quarter points from 2 on (their bits then bound the sums closely), whose sums beside
            /// the gap's quarters are exact; or thirds with one width of 1e-20, whose sums span more
            /// bits than a double holds.
            func sizes(exact: Bool) -> [FlowSize] {
                var made = (0..<n).map { _ in FlowSize(width: Float(Int.random(in: 8...600, using: &rng)) / (exact ? 4 : 3),
                                                       height: Float(Int.random(in: 2...40, using: &rng))) }
                if !exact { made[Int.random(in: 0..<n, using: &rng)].width = 1e-20 }
                return made
            }
            var o = FlowOptions()
            o.itemSpacing = Float(Int.random(in: 8...30, using: &rng)) / 4
            o.lineSpacing = 4
            if round % 3 == 1 { o.justify = .spaceBetween }   // the line-by-line kernel
            let (first, second) = round % 2 == 0 ? (sizes(exact: true), sizes(exact: false)) : (sizes(exact: false), sizes(exact: true))
            let width = Float(Int.random(in: 100...900, using: &rng))
            let width2 = Bool.random(using: &rng) ? width : width + 7
            var l = FlowLayout()
            try l.setOptions(o)
            try l.setItems(first)
            try l.arrange(width: width, height: .nan)
            var end = second
            switch round % 4 {
            case 0, 1:
                try l.setItems(second)
                try l.arrange(width: width2, height: .nan)
            case 2:
                // A few items replaced one at a time (the arrange may resume).
                end = first
                // The tiny width among them (round % 4 == 2: the second sizes have it).
                let tiny = second.firstIndex { $0.width == 1e-20 }
                for i in [tiny ?? 0, Int.random(in: 0..<n, using: &rng), Int.random(in: 0..<n, using: &rng)] {
                    end[i] = second[i]
                    try l.setItemSize(i, second[i])
                }
                try l.arrange(width: width, height: .nan)
            default:
                try second.withUnsafeBufferPointer { (b) throws(FlowError) in
                    try l.arrangeReplacingItems(b, width: width2, height: .nan)
                }
            }
            var fresh = FlowLayout()
            try fresh.setOptions(o)
            try fresh.setItems(end)
            try fresh.arrange(width: round % 4 == 2 ? width : width2, height: .nan)
            #expect(readerBits(l) == readerBits(fresh), "round \(round)")
            // What the arrange remembered is what the sizes it ended with say.
            let gap = Double(o.itemSpacing), worked = l.lineSumsAreExact(gap: gap)
            #expect(l.lineSumsAreExactRemembered(gap: gap) == worked, "round \(round)")
            // Even rounds end with sums that are not exact (the tiny width set), odd ones with
            // exact sums.
            if worked != fresh.lineSumsAreExact(gap: gap) || worked != (round % 2 == 1) { otherKind += 1 }
        }
        // The rounds end with sums that round where they began with exact ones, and the other way
        // round (quarters beside the gap's quarters are exact; thirds are not).
        #expect(otherKind == 0, "\(otherKind) rounds end with the other kind of sums")
    }

    /// The overflow indicator's length, from its callback, is folded in for the line that holds it.
    @Test func theIndicatorsLengthCounts() throws {
        var layout = FlowLayout()
        try layout.setItems([FlowSize(width: 20.5, height: 16), FlowSize(width: 30, height: 20)])
        let onGrid = layout.lineSumsAreExact(gap: 8, alsoHolding: 40.25)
        let thirds = layout.lineSumsAreExact(gap: 8, alsoHolding: 1.0 / 3)
        #expect(onGrid && !thirds)
    }
}
