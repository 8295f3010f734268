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

/// The AND of the bit patterns of a set of nonzero lengths (sign cleared) and their OR: what
/// `sumsAreExact` needs to know of them. Folding more lengths in only weakens it, so a length
/// replaced (setItemSize) may stay folded in.
struct LengthBits {
    var all: UInt32 = .max
    var any: UInt32 = 0

    @inline(__always)
    mutating func fold(_ length: Float) {
        fold(word: length.bitPattern)
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

/// What `LengthBits` bounds, kept as numbers: the least and greatest exponents (biased; 1 for
/// subnormals) and the OR of the significands. Built from a LengthBits (its AND and OR bound them),
/// or a length at a time for inputs set now and then (margins, limits), where the patterns say
/// too little: 0.75 beside 2 ANDs to exponent 0 and ORs to 255, though both are quarters.
struct SumBounds {
    var leastExponent = 255
    var greatestExponent = 0
    var significands: UInt32 = 0

    init() {}

    init(_ bits: LengthBits) {
        guard bits.any != 0 else { return }
        leastExponent = max(Int((bits.all >> 23) & 0xFF), 1)
        greatestExponent = Int((bits.any >> 23) & 0xFF)
        significands = bits.any & 0x7F_FFFF
    }

    /// A length's exponent and significand; zeros change nothing (they add exactly to anything).
    mutating func include(_ length: Float) {
        let magnitude = length.bitPattern & 0x7FFF_FFFF
        guard magnitude != 0 else { return }
        let exponent = Int(magnitude >> 23)
        leastExponent = min(leastExponent, max(exponent, 1))
        greatestExponent = max(greatestExponent, exponent)
        significands |= magnitude & 0x7F_FFFF
    }

    func union(_ other: SumBounds) -> SumBounds {
        var u = self
        u.leastExponent = min(leastExponent, other.leastExponent)
        u.greatestExponent = max(greatestExponent, other.greatestExponent)
        u.significands |= other.significands
        return u
    }

    /// Whether any sum of at most `terms` of the lengths, in any order and grouping, is exact
    /// (the reasoning at the top of this file): a double, or with `significandBits` 24 a float
    /// (whose exponents reach far enough for any sum of floats this bound admits).
    func sumsAreExact(terms: Int, significandBits: Int = 53) -> Bool {
        let grid = leastExponent - 150 + (significands | 0x80_0000).trailingZeroBitCount
        let above = greatestExponent - 126
        let termsAbove = Int.bitWidth - terms.leadingZeroBitCount
        return termsAbove + above <= significandBits + grid
    }
}

extension FlowLayout {
    /// Whether the line loops may add `gap` and an item's main size first (`ExactSums`): for
    /// the sizes as set (not measured), a line's running length being at most every item and a
    /// gap after each.
    func lineSumsAreExact(gap: Double) -> Bool {
        lineSumsAreExact(gap: gap, alsoHolding: nil)
    }

    /// The same, with one item's main length replaced by `length` (the overflow indicator's,
    /// which its callback gives and the size bits do not cover).
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
    /// keeps one sum where it kept two. Mutating though it changes nothing, as `plan` is: called
    /// from an arrange, a non-mutating method borrows the layout through a copy of it (3 KB, a
    /// sixth of a small item-model arrange).
    mutating func rowSums(gap: Double) -> RowSums {
        guard let bounds = rowSumBounds(gap: gap), bounds.sumsAreExact(terms: 8 &* itemCount &+ 1) else {
            return .rounded
        }
        return bounds.sumsAreExact(terms: 3, significandBits: 24) ? .ofFloats : .exact
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
