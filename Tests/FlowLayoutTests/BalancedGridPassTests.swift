// The one-pass line lengths of plain rows (LineGrid.swift) against the general loop that
// handles forced breaks and item limits: the same reach, grid lengths and total, to the bit, on
// inputs chosen to break the shortcuts (sums that round, 1e-30 beside 1e9, items longer than the
// line, lines longer than half the running sum, where the pass tests fits by subtraction).

@testable import FlowLayout
import Testing

@Suite("Balanced breaking: the plain-rows pass gives the general loop's line lengths to the bit")
struct BalancedGridPassTests {
    /// Reach, grid prefixes, total and the items that may not fit alone, of one `findReach`.
    private struct Lengths: Equatable {
        var reach: [Int32], ends: [Int64], starts: [Int64], total: UInt64, oversize: [Int]
    }

    private static func lengths(_ sizes: [Float], gap: Float, limit: Double, factor: Int64,
                                plain: Bool) throws -> Lengths {
        var breaker = BalancedLineBreaker()
        let n = sizes.count
        try breaker.reserve(n, minLines: true, .swift)
        defer { breaker.free(.swift) }
        breaker.count = n
        breaker.perLine = n
        breaker.lineEnds.setCount(n)
        let pairs: [Float] = sizes.flatMap { [$0, Float(10)] }
        // Flags that force nothing take the general loop; no flags, the plain-rows pass.
        let noFlags = [UInt32](repeating: 0, count: n)
        let unit = BalancedLineBreaker.gridUnit(for: limit)
        return pairs.withUnsafeBufferPointer { p in
            noFlags.withUnsafeBufferPointer { f in
                let input = LineBreakInput(
                    count: n, sizes: p.baseAddress!, mainOffset: 0, pairGaps: nil, constantGap: Double(gap),
                    flags: plain ? nil : f.baseAddress, limit: limit, maxItemsPerLine: Int.max, minLines: 0)
                let total = breaker.findReach(input, limit: limit, unit: unit, lengthFactor: factor)
                return Lengths(reach: Array(breaker.reach.bufferPointer),
                               ends: (0...n).map { breaker.prefixEnd[$0] },
                               starts: (0...n).map { breaker.prefixStart[$0] },
                               total: total.bitPattern,
                               oversize: breaker.oversizeItems < 0 ? sizes.indices.map { $0 } : (0..<breaker.oversizeItems).map { Int(breaker.lineEnds[$0]) })
            }
        }
    }

    @Test("random rows of awkward lengths: the same reach, grid lengths and total")
    func sameAsTheGeneralLoop() throws {
        var rng = SeededRandom(seed: 0x9A55)
        var oversizeSeen = 0
        for c in 0..<1500 {
            let n = Int.random(in: 1...300, using: &rng)
            let kind = c % 5
            let sizes: [Float] = (0..<n).map { _ in
                switch kind {
                case 0: return Float(Int.random(in: 0...4000, using: &rng)) / 7          // sums that round
                case 1: return Bool.random(using: &rng) ? 1e9 : 1e-30                    // extremes
                case 2: return Float(Int.random(in: 1...3, using: &rng) * 10)            // exact, tie-prone
                case 3: return Float.random(in: 0...200, using: &rng)                    // any float
                default: return Int.random(in: 0..<20, using: &rng) == 0 ? -0.0 : Float(Int.random(in: 1...480, using: &rng)) / 4
                }
            }
            let gap: Float = [0, -0.0, 8, Float(Int.random(in: 0...50, using: &rng)) / 3][Int.random(in: 0...3, using: &rng)]
            let limit: Double = kind == 1 ? Double(Float([3.5e9, 3.2e9, 1e9, 2e9][c % 4]))
                : Double(Float(Int.random(in: 0...9000, using: &rng)) / 3)
            for factor: Int64 in [1, 3] {
                let general = try Self.lengths(sizes, gap: gap, limit: limit, factor: factor, plain: false)
                let plain = try Self.lengths(sizes, gap: gap, limit: limit, factor: factor, plain: true)
                #expect(plain.reach == general.reach && plain.ends == general.ends && plain.starts == general.starts
                        && plain.total == general.total, "case \(c): \(n) items, gap \(gap), limit \(limit), ×\(factor)")
                // The plain pass lists the items that do not fit alone (the general loop, every item).
                let oversize = sizes.indices.filter { !LineBreakInput.fits(Double(sizes[$0]), within: limit) }
                #expect(plain.oversize == oversize, "case \(c)")
                if !oversize.isEmpty { oversizeSeen += 1 }
            }
        }
        #expect(oversizeSeen > 100)
    }

    @Test("the least start a line fits from: every start from it fits, the one before does not")
    func leastFittingStart() {
        var rng = SeededRandom(seed: 0xBE7A)
        var rounded = 0
        for c in 0..<200_000 {
            // Line ends from tiny to immense, limits below half of them, as `fits` makes them.
            let length = Double.random(in: 1...2, using: &rng) * Double(sign: .plus, exponent: Int.random(in: -4...60, using: &rng), significand: 1)
            var limit = Double(Float(length * Double.random(in: 0.001...0.4999, using: &rng)))
            if c % 3 == 0 { limit = Double(Float(limit.rounded())) }
            let fitLimit = LineBreakInput.tolerantLimit(limit)
            guard fitLimit < length * 0.5 else { continue }
            let least = Double(bitPattern: BalancedLineBreaker.leastFittingStart(lineEnd: length, fitLimit: fitLimit))
            #expect(LineBreakInput.fits(length - least, within: limit), "\(length) \(limit)")
            #expect(!LineBreakInput.fits(length - least.nextDown, within: limit), "\(length) \(limit)")
            #expect(LineBreakInput.fits(length - least.nextUp, within: limit), "\(length) \(limit)")
            if least != length - fitLimit { rounded += 1 }
        }
        #expect(rounded > 1000)   // the rounded difference did not pass, often
    }

    @Test("the branch-free rounding to the grid is onGrid's below 2^52 - 1, halves and their neighbours included")
    func branchFreeRounding() {
        var rng = SeededRandom(seed: 0x2F51)
        var values: [Double] = [0, 0.25, 0.5, 1, 1.5, 2.5, 0x1p51 - 1, 0x1p51 - 0.5, 0x1p51.nextDown, 0x1p50 + 0.5,
                                0x1p51, 0x1p51 + 0.5, 0x1p51 + 1.5, 0x1p52 - 1.5, (0x1p52 - 1).nextDown]
        for _ in 0..<20000 {
            let whole = Double(UInt64.random(in: 0..<(1 << 51), using: &rng) >> UInt64.random(in: 0...50, using: &rng))
            let half = whole + 0.5
            values += [whole, half, half.nextUp, half.nextDown, whole.nextUp, whole.nextDown,
                       Double.random(in: 0..<0x1p51, using: &rng), Double.random(in: 0..<1000, using: &rng),
                       Double.random(in: 0x1p51..<(0x1p52 - 1), using: &rng)]
        }
        let inRange = values.filter { $0 >= 0 && $0 < 0x1p52 - 1 }
        for (k, v) in inRange.enumerated() {
            // Each value in either lane, beside another.
            let w = inRange[(k &* 7919) % inRange.count]
            #expect(BalancedLineBreaker.onGridBelow2p52(SIMD2(v, w))
                    == SIMD2(BalancedLineBreaker.onGrid(v), BalancedLineBreaker.onGrid(w)), "\(v) \(w)")
        }
    }
}
