// Min lines, penalty method (ExactLineCount.swift): where to search next, aimed at K.
//
// The chord between the two known corners of the convex cost always makes progress, but it
// halves the distance to K at best: on a million items of random sizes it took a dozen searches
// from the first probe to K. The counts the probes find follow a smooth curve instead: the lines
// beyond the fewest, c(λ) − k₀, fall about exponentially as the penalty λ rises, down to k₀ at
// some λ below 0. So the next penalty interpolates log(c − k₀ + 1) linearly between the nearest
// probes on either side of K (regula falsi; λ = 0, where no more than about k₀ lines pay,
// stands in for the side below K until a probe lands there), with a bisection step when one
// side has kept moving twice in a row. (Penalties of 2^62 and more, with lines of 2^31 grid
// units and more, showed no such curve: the chords alone there.) Only a guess: the caller searches there only when it lies
// strictly between the corners, and after `maximumAims`, or after an aim that moved no corner
// (where f is straight between the corners, as with equal sizes), the chords take over, which
// bound the number of searches.
//
// Logarithms without the C math library (the shipped library links none): log2 by the
// exponent and a straight line across each octave. Rough, but a guess needs no more.

extension BalancedLineBreaker {
    struct PenaltyAim {
        static let maximumAims = 10
        let lines: Int, fewest: Int
        var aims = 0
        /// The probes nearest to K: more lines than K (lower penalty), fewer (higher penalty).
        var above: (penalty: Int128, lines: Int)? = nil
        var below: (penalty: Int128, lines: Int)? = nil
        /// Which side the last probes moved (+1 above, −1 below) and how often in a row.
        var side = 0, sameSide = 0

        init(lines: Int, fewest: Int) { self.lines = lines; self.fewest = fewest }

        mutating func probed(penalty: Int128, lines found: Int) {
            let moved = found > lines ? 1 : found < lines ? -1 : 0
            if moved > 0, above.map({ penalty > $0.penalty }) ?? true { above = (penalty, found) }
            if moved < 0, below.map({ penalty < $0.penalty }) ?? true { below = (penalty, found) }
            sameSide = moved == side ? sameSide + 1 : 1
            side = moved
        }

        /// The next penalty to try, or nil (no probe above K yet, or aims spent).
        mutating func next() -> Int128? {
            // Penalties beyond 2^62 (lines of 2^31 grid units and more, where the sizes span
            // 1e-30 to 1e9 points) follow no such curve in the benchmark: chords there.
            guard let above, aims < Self.maximumAims, above.penalty > -(1 << 62) else { return nil }
            let low = below ?? (0, fewest)
            guard above.penalty < low.penalty else { return nil }
            aims += 1
            if sameSide >= 2, below != nil {
                return above.penalty + ((low.penalty - above.penalty) >> 1)
            }
            let ya = Self.log2(above.lines - fewest + 1), yb = Self.log2(max(0, low.lines - fewest) + 1)
            let target = Self.log2(lines - fewest + 1)
            guard ya > yb else { return nil }
            let t = (target - yb) / (ya - yb)   // 0 at `low`, 1 at `above`
            let span = Self.double(low.penalty - above.penalty)
            guard t > 0, t < 1, span < 0x1p120 else { return nil }
            return low.penalty - Self.integer(t * span)
        }

        // Int128 <-> Double through 64-bit halves and powers of two: the direct conversions
        // call the compiler runtime (__floattidf, __fixdfti), which the library must not need.

        /// `v` >= 0, roughly.
        static func double(_ v: Int128) -> Double {
            let high = Int64(truncatingIfNeeded: v >> 64), low = UInt64(truncatingIfNeeded: v)
            return Double(high) * 0x1p64 + Double(low)
        }

        /// 0 <= v < 2^120, rounded down to 62 significant bits.
        static func integer(_ v: Double) -> Int128 {
            let shift = max(0, Int(v.exponent) - 61)
            let scaled = Double(sign: .plus, exponent: v.exponent - shift, significand: v.significand)
            return Int128(Int64(scaled)) << shift
        }

        static func log2(_ count: Int) -> Double {
            let v = Double(max(1, count))
            return Double(v.exponent) + (v.significand - 1)
        }
    }
}
