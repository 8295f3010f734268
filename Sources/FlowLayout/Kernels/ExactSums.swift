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
}
