// When a line's running length may be added up in another order.
//
// The line loops add `used + gap + size`, (used + gap) + size, as the general pipeline does: two
// dependent additions an item on the running sum, which bounds a loop that does little else.
// Where every addition is exact the order cannot change a bit of the result, and the loops add
// used + (gap + size) instead, one dependent addition an item. Every addition is exact when
// every term (each size and the gap) is a multiple of one power of two 2^g and every partial sum
// is below 2^(53 + g): such a sum is a double. The terms are floats, whose bits bound both ends
// at once: a float is a multiple of 2^(E − 150 + t), E its biased exponent (1 for subnormals), t
// the trailing zeros of its significand with the leading bit; it is below 2^(E − 126). So over
// the nonzero terms, the exponent field of the AND of their bits (at most the least exponent) and
// the trailing zeros of the OR of their significands (the fewest) bound g from below, and the
// exponent field of the OR (at least the largest exponent) bounds every term from above.

/// The AND of the bit patterns of a set of nonzero lengths (sign cleared) and their OR, or bits
/// that bound them as such an AND and OR would (`init(onEighthsUpTo:)`): what `sumsAreExact`
/// needs to know of them. Folding more lengths in only weakens it, so a length replaced
/// (setItemSize) may stay folded in.
struct LengthBits {
    var all: UInt32 = .max
    var any: UInt32 = 0
    /// The largest length's bits (sign cleared) and whether every length is a multiple of 1/8,
    /// where worked out (`workOutExtent`, or the copy that works it out,
    /// `Validation.copySizesWithExtent`; nil after `copySizes`, which folds only the AND and the
    /// OR): what `SumBounds` needs to know more closely for sums in floats.
    var extent: (largest: UInt32, eighths: Bool)?

    /// A length folded in alone (a size set by itself, the gap), its extent too.
    mutating func fold(_ length: Float) {
        fold(word: length.bitPattern)
        if let known = extent {
            let magnitude = length.bitPattern & 0x7FFF_FFFF
            extent = (max(known.largest, magnitude), known.eighths && Self.isEighths(length.magnitude))
        }
    }

    /// Whether `length` (>= 0, or -0) is a multiple of 1/8, for one below 2^19; false for some
    /// multiples above (which only loses a float sum): adding `eighthsRounding` and taking it
    /// away again rounds a length to eighths.
    @inline(__always)
    static func isEighths(_ length: Float) -> Bool {
        (length + eighthsRounding) - eighthsRounding == length
    }

    /// 1.5 * 2^20, where floats are eighths apart.
    static let eighthsRounding: Float = 1_572_864

    /// Works out `extent` for `count` sizes (the layout's, whose bits these are): one pass,
    /// eight lengths a step, the last few padded with zeros (which change neither).
    mutating func workOutExtent(_ sizes: UnsafePointer<FlowSize>, count: Int) {
        var fold = ExtentFold()
        fold.sweep(UnsafeRawPointer(sizes), words: 2 &* count)
        extent = (fold.largestMagnitude, fold.onEighths)
    }

    /// No length folded in yet.
    init() {}

    /// The bits of lengths known to be multiples of 1/8 (`isEighths`), the largest of them
    /// `largest` (bits, sign cleared), with their extent: as loose as the AND and OR of any such
    /// lengths can be, and no looser. The AND is 1/8's bits (no nonzero length is smaller, and
    /// each is a multiple of it), the OR the largest's exponent alone (every length is below
    /// twice its power of two): so `SumBounds` and `sumsAreExact` find the grid 2^-3 and the
    /// largest exponent. Lengths folded in later (`fold`) AND and OR into them as into any.
    init(onEighthsUpTo largest: UInt32) {
        extent = (largest, true)
        guard largest != 0 else { return }
        all = Float(0.125).bitPattern
        any = largest & 0x7F80_0000
    }

    /// A length's bits; +0 and -0 change nothing (they add exactly to anything).
    @inline(__always)
    mutating func fold(word: UInt32) {
        let magnitude = word & 0x7FFF_FFFF
        all &= magnitude == 0 ? .max : magnitude
        any |= magnitude
    }

    /// Whether any sum of at most `terms` of the folded lengths and `gap` (each at most once per
    /// term), in any order and grouping, is exact: so that (a + b) + c == a + (b + c) to the bit.
    /// Inlined: a call costs a small arrange its floating-point registers, saved around it.
    @inline(__always)
    func sumsAreExact(terms: Int, gap: Double) -> Bool {
        let gapFloat = Float(gap)
        guard Double(gapFloat) == gap else { return false }
        var bits = self
        bits.fold(gapFloat)
        let leastExponent = max(Int((bits.all >> 23) & 0xFF), 1)
        let grid = leastExponent - 150 + ((bits.any & 0x7F_FFFF) | 0x80_0000).trailingZeroBitCount
        let above = Int((bits.any >> 23) & 0xFF) - 126   // every term < 2^above
        let termsAbove = Int.bitWidth - terms.leadingZeroBitCount   // terms < 2^termsAbove
        return termsAbove + above <= 53 + grid
    }
}

/// The sizes' extent folded eight lengths a step (`LengthBits.workOutExtent`, and
/// `Validation.copySizesWithExtent` as it copies them): the largest, whether every one is a
/// multiple of 1/8 (`LengthBits.isEighths`), and the OR of their bits (whose sign bit is set for
/// a negative length, which is no size, and for -0). A NaN is off the grid.
struct ExtentFold {
    typealias Lengths = SIMD8<Float>
    var largest = Lengths(), offGrid = SIMD8<Int32>(), bits = SIMD8<UInt32>()

    /// Folds in the `words` floats at `floats`, eight a step and the last few padded with zeros
    /// (which change nothing). With a `copy`, stores them there too and ORs their bits (the
    /// copy's check: an OR, where the smallest took a copy of each vector besides).
    @inline(__always)
    mutating func sweep(_ floats: UnsafeRawPointer, words: Int, copyingTo copy: UnsafeMutableRawPointer? = nil) {
        var j = 0
        while j &+ 8 <= words {
            let v = floats.loadUnaligned(fromByteOffset: j &* 4, as: Lengths.self)
            if let copy {
                copy.storeBytes(of: v, toByteOffset: j &* 4, as: Lengths.self)
                bits |= unsafeBitCast(v, to: SIMD8<UInt32>.self)
            }
            fold(v)
            j &+= 8
        }
        var tail = Lengths(), k = 0
        while j < words {
            // At most three sizes: a pair at a time.
            let pair = floats.loadUnaligned(fromByteOffset: j &* 4, as: SIMD2<Float>.self)
            copy?.storeBytes(of: pair, toByteOffset: j &* 4, as: SIMD2<Float>.self)
            (tail[k], tail[k &+ 1]) = (pair[0], pair[1])
            (j, k) = (j &+ 2, k &+ 2)
        }
        if copy != nil { bits |= unsafeBitCast(tail, to: SIMD8<UInt32>.self) }
        fold(tail)
    }

    @inline(__always)
    mutating func fold(_ v: Lengths) {
        offGrid |= unsafeBitCast((v + LengthBits.eighthsRounding) - LengthBits.eighthsRounding .!= v, to: SIMD8<Int32>.self)
        largest.replace(with: v, where: v .> largest)
    }

    /// Sizes are >= 0 or -0: their magnitudes are their values (-0 a 0, masked).
    var largestMagnitude: UInt32 { (unsafeBitCast(largest, to: SIMD8<UInt32>.self) & 0x7FFF_FFFF).max() }
    var onEighths: Bool { offGrid == SIMD8() }
    /// Whether a length with the sign bit set was folded in (with a `copy`): a negative one, or -0.
    var anySigned: Bool { (bits & 0x8000_0000) != SIMD8() }
}

/// `lineSumsAreExact`'s last answer and what it was asked of: the bits of the sizes (their AND
/// and OR, or the bounds a copy made in their place: all it reads of them), of the gap, and the
/// item count.
struct ExactLineSumsAnswer {
    var all: UInt32 = 0, any: UInt32 = 0
    var gap: UInt64 = 0
    /// -1: nothing asked yet (no count is).
    var count = -1
    var exact = false

    init() {}

    @inline(__always)
    init(_ bits: LengthBits, gap: Double, count: Int) {
        (all, any, self.gap, self.count) = (bits.all, bits.any, gap.bitPattern, count)
    }

    /// Whether `kept` was asked of the same as this.
    @inline(__always)
    func isAsked(as kept: ExactLineSumsAnswer) -> Bool {
        all == kept.all && any == kept.any && gap == kept.gap && count == kept.count
    }
}

/// What `LengthBits` bounds, kept as numbers: the greatest exponent (biased) and the power of
/// two every length is a multiple of, 2^grid. Built from a LengthBits (its AND and OR bound them,
/// loosely: 0.75 beside 2 ANDs to exponent 0 and ORs to 255, though both are quarters; its
/// extent, where worked out, closely), or a length at a time for inputs set now and then
/// (margins, limits), exactly.
struct SumBounds {
    var greatestExponent = 0
    var grid = Int.max

    init() {}

    init(_ bits: LengthBits) {
        guard bits.any != 0 else { return }
        greatestExponent = Int((bits.any >> 23) & 0xFF)
        grid = max(Int((bits.all >> 23) & 0xFF), 1) - 150 + ((bits.any & 0x7F_FFFF) | 0x80_0000).trailingZeroBitCount
        if let extent = bits.extent {
            greatestExponent = Int(extent.largest >> 23)
            if extent.eighths { grid = max(grid, -3) }
        }
    }

    /// A length's exponent and its lowest bit's; zeros change nothing (they add exactly to
    /// anything). A float is its significand (with the leading bit, but for subnormals, whose
    /// exponent field 0 stands for 1) times 2^(exponent - 150).
    mutating func include(_ length: Float) {
        let magnitude = length.bitPattern & 0x7FFF_FFFF
        guard magnitude != 0 else { return }
        let exponent = Int(magnitude >> 23)
        greatestExponent = max(greatestExponent, exponent)
        grid = min(grid, max(exponent, 1) - 150 + ((magnitude & 0x7F_FFFF) | 0x80_0000).trailingZeroBitCount)
    }

    func union(_ other: SumBounds) -> SumBounds {
        var u = self
        u.greatestExponent = max(greatestExponent, other.greatestExponent)
        u.grid = min(grid, other.grid)
        return u
    }

    /// Whether any sum of at most `terms` of the lengths, in any order and grouping, is exact
    /// (the reasoning at the top of this file): a double, or with `significandBits` 24 a float
    /// (whose exponents reach far enough for any sum of floats this bound admits).
    func sumsAreExact(terms: Int, significandBits: Int = 53) -> Bool {
        guard grid != Int.max else { return true }
        let above = greatestExponent - 126
        let termsAbove = Int.bitWidth - terms.leadingZeroBitCount
        return termsAbove + above <= significandBits + grid
    }
}

extension FlowLayout {
    /// Whether the line loops may add `gap` and an item's main size first (`ExactSums`): for
    /// the sizes as set (not measured), a line's running length being at most every item and a
    /// gap after each.
    @inline(__always)
    func lineSumsAreExact(gap: Double) -> Bool {
        lineSumsAreExact(gap: gap, alsoHolding: nil)
    }

    /// `lineSumsAreExact(gap:)`, remembered with what it was asked of (`ExactLineSumsAnswer`):
    /// an arrange of sizes with the same bits, gap and count (in a new width, or after new sizes
    /// alike) does not work it out again. What the kernels ask.
    @inline(__always)
    mutating func lineSumsAreExactRemembered(gap: Double) -> Bool {
        guard measure == nil else { return false }
        let asked = ExactLineSumsAnswer(sizeBits, gap: gap, count: itemCount)
        if asked.isAsked(as: exactLineSums) { return exactLineSums.exact }
        var answer = asked
        answer.exact = lineSumsAreExact(gap: gap, alsoHolding: nil)
        exactLineSums = answer
        return answer.exact
    }

    /// The same, with one item's main length replaced by `length` (the overflow indicator's,
    /// which its callback gives and the size bits do not cover).
    @inline(__always)
    func lineSumsAreExact(gap: Double, alsoHolding length: Float?) -> Bool {
        var bits = sizeBits
        if let length { bits.fold(length) }
        return measure == nil && bits.sumsAreExact(terms: 2 &* itemCount &+ 1, gap: gap)
    }

    /// How the item-model rows kernel may add up a row. `.exact`: it may regroup its running
    /// sums along a row (the line's length for breaking, the placement position), for sizes as
    /// set (not measured): the sums hold the sizes (or their limits), both main margins and a gap
    /// per item, and outer lengths rounded to float. Such a rounding of an exact sum of these
    /// terms is a multiple of the same power of two (a float that must round has an ulp above
    /// it) and below four terms' bound, so 8 terms an item bound every sum. `.ofFloats`: besides,
    /// every item's outer main length (its width or a limit, and two margins: three terms) is a
    /// float; rounding it to float for the breaker then changes nothing, and the breaker's
    /// running length is the placement's position (exact sums of the same terms), so the kernel
    /// keeps one sum where it kept two. `.inFloats`: besides, every value the kernel forms is a
    /// float, across too (the lines' tops: heights, both cross margins and the line gap; the
    /// alignments' offsets, whose halving needs a bit more; the mirror in `width`, when finite),
    /// so it computes in floats: the same values as in doubles, with no conversion an item.
    /// `.alongInFloats`, where the layout's sums are too many for that: every value formed within
    /// a line is a float (`lineValuesAreFloats`), so it computes in floats but for the lines'
    /// tops, which it adds up, and adds to each item's offset, in doubles. `limit` is the
    /// breaker's (the content box's main size). Mutating though it changes nothing, as `plan`
    /// is: called from an arrange, a non-mutating method borrows the layout through a copy of it
    /// (3 KB, a sixth of a small item-model arrange).
    mutating func rowSums(gap: Double, width: Double = .infinity, limit: Double = .infinity) -> RowSums {
        let terms = 8 &* itemCount &+ 1
        let floatsMayBe = rowsMayBeInFloats(terms: terms)
        if floatsMayBe, sizeBits.extent == nil, let sizes = sizes.pointer { sizeBits.workOutExtent(sizes, count: itemCount) }
        guard let bounds = rowSumBounds(gap: gap), bounds.sumsAreExact(terms: terms) else { return .rounded }
        guard bounds.sumsAreExact(terms: 3, significandBits: 24) else { return .exact }
        let inputs = itemModel.inputs
        var all = bounds.union(inputs.crossMarginBounds)
        if inputs.limitsMatter { all = all.union(inputs.heightLimitBounds) }
        if width.isFinite {
            guard Double(Float(width)) == width else { return .ofFloats }
            all.include(Float(width))
        }
        let alongInFloats = lineValuesAreFloats(all, width: width, limit: limit) ? RowSums.alongInFloats : .ofFloats
        guard floatsMayBe else { return alongInFloats }
        all.include(options.lineSpacing)
        // Halving a sum of multiples of 2^g gives multiples of 2^(g-1): one bit more, and a
        // grid a float reaches (2^-149 and up).
        return all.grid > -149 && all.sumsAreExact(terms: terms, significandBits: 23) ? .inFloats : alongInFloats
    }

    /// Whether every value the rows kernel forms within one line is a float, for terms `all`
    /// bounds (those along and across, and the mirror's width), all >= 0 along (the sizes, the
    /// gap and, without a negative margin, the margins): the tops of the lines aside, which grow
    /// with the layout. Along a line every sum is then at least 0 and at most the breaker's
    /// limit (with its tolerance) and one item and a gap more: a line's running length passes
    /// the limit only with the item that goes to the next line, or with its first item alone;
    /// each item's terms are at most 4 (size, two margins, a gap), each below 2^above, so every
    /// sum along is below limit + 2^(above + 3), and its mirror below width more. Across, a
    /// line's values (outer heights, the line's extent, the alignments' offsets, which halve)
    /// are sums of a few terms. With every term a multiple of 2^grid, these are floats when they
    /// are below 2^(24 + grid), and those across below 2^(23 + grid). The WebAssembly module
    /// leaves out floats. Mutating though it changes nothing, as `rowSums` is (a copy of the
    /// layout cost a small arrange 340 instructions).
    private mutating func lineValuesAreFloats(_ all: SumBounds, width: Double, limit: Double) -> Bool {
        #if FLOWLAYOUT_SMALL_CODE
        return false
        #else
        guard limit.isFinite, !itemModel.inputs.anyNegativeMargin else { return false }
        guard all.grid != Int.max else { return true }
        guard all.grid > -149, all.sumsAreExact(terms: 16, significandBits: 23) else { return false }
        // 2^e as a double's bits, for the exponents here (grid > -149; a float's above is at most 128).
        @inline(__always) func power(_ e: Int) -> Double { Double(bitPattern: UInt64(truncatingIfNeeded: 1023 &+ e) << 52) }
        let above = all.greatestExponent - 126
        let along = (width.isFinite ? width : 0) + LineBreakInput.tolerantLimit(limit) + power(above + 3)
        return along < power(24 + all.grid)
        #endif
    }

    /// Whether `rowSums` will ask the extent of `count` new sizes, `setItems` keeping the
    /// item-model inputs (the same count): their copy then works it out (`copyToSpareSizes`).
    func extentIsAsked(count: Int) -> Bool {
        count == itemCount && !itemModel.inputs.isEmpty && rowsMayBeInFloats(terms: 8 &* count &+ 1)
    }

    /// New sizes copied into the spare sizes and checked: with their extent where the item-model
    /// rows kernel will ask it, else with their AND and OR alone (`Validation.copySizes`).
    mutating func copyToSpareSizes(_ newSizes: UnsafeBufferPointer<FlowSize>) throws(FlowError) -> LengthBits {
        // Small layouts (most calls) take one branch here: the whole test, worked out without
        // branches, cost 16 items' setItems 11 instructions.
        if newSizes.count >= 64, extentIsAsked(count: newSizes.count) {
            return try Validation.copySizesWithExtent(newSizes, into: &spareSizes, allocator)
        }
        return try Validation.copySizes(newSizes, into: &spareSizes, allocator)
    }

    /// Whether a row's sums of `terms` terms may all be floats. That needs terms below 2^above
    /// on a grid of 2^grid, grid < above, with termsAbove + above <= 23 + grid: fewer than 2^22
    /// terms. Where they may be, `rowSums` bounds the sizes closely: one pass over them once they
    /// are set, which costs more than floats save below about 64 items (measured at 16, 64 and
    /// 256), so not for fewer. The WebAssembly module, which leaves out the kernel's regrouped
    /// sums, leaves out floats.
    private func rowsMayBeInFloats(terms: Int) -> Bool {
        #if FLOWLAYOUT_SMALL_CODE
        return false
        #else
        return itemCount >= 64 && terms < 1 << 22
        #endif
    }

    /// The bounds of every term a row's sums hold (sizes as set, margins, width limits, the
    /// gap); nil when the sizes are measured or the gap is not a float.
    private mutating func rowSumBounds(gap: Double) -> SumBounds? {
        let gapFloat = Float(gap)
        guard measure == nil, Double(gapFloat) == gap else { return nil }
        let inputs = itemModel.inputs
        var bounds = SumBounds(sizeBits).union(inputs.marginBounds)
        if inputs.limitsMatter { bounds = bounds.union(inputs.widthLimitBounds) }
        bounds.include(gapFloat)
        return bounds
    }
}

// How the item-model rows kernel adds where its sums are exact (`RowSums`).
extension FlowLayout {
    /// The breaker's running length `used` with an item of float outer length `length` after a
    /// gap: the greedy rule breaks before the item when this passes the fit limit. With exact
    /// sums (`Exact`), gap and length first: one addition on the running length.
    @inline(__always)
    static func extended<Exact: StaticFlag, Scalar: RowScalar>(_: Exact.Type, _ used: Scalar, gap: Scalar, by length: Scalar) -> Scalar {
        Exact.isOn ? used + (gap + length) : used + gap + length
    }

    /// Moves `position` past the space `before` the item (none for a line's first), its start
    /// margin, its length and its end margin, as placeItemModelLine does: ((p + before) + ms) +
    /// (size + me), the item starting at (p + before) + ms. With exact sums (`Exact`), p +
    /// (before + ms) and p + ((before + ms) + (size + me)): one addition on the running position.
    @inline(__always)
    static func advance<Exact: StaticFlag, Scalar: RowScalar>(
        _: Exact.Type, _ position: inout Scalar, before: Scalar?, _ ms: Scalar, _ size: Scalar, _ me: Scalar
    ) -> Scalar {
        if Exact.isOn {
            let lead = before.map { $0 + ms } ?? ms
            let start = position + lead
            position = position + (lead + (size + me))
            return start
        }
        if let before { position += before }
        position += ms
        let start = position
        position += size + me
        return start
    }
}
