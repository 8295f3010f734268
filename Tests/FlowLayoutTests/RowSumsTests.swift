import Testing
@testable import FlowLayout

/// The item-model rows kernel adds a row's running sums in one addition an item where
/// `rowSums` allows: the line's length for breaking, used + (gap + outer), and the
/// placement position, p + ((gap + ms) + (width + me)). Tested on the sums themselves, where a
/// last-bit difference shows (frames, rounded to float, hide most of them).
@Suite("Item-model rows: where a row's sums may be added in another order")
struct RowSumsTests {
    /// Every running value of one row both ways, as bit patterns.
    static func bothWays(_ sizes: [FlowSize], _ margins: [FlowEdges], widths: [Double], gap: Double)
        -> (asGiven: [UInt64], regrouped: [UInt64])
    {
        var used = (a: 0.0, b: 0.0), position = (a: 0.0, b: 0.0)
        var asGiven: [UInt64] = [], regrouped: [UInt64] = []
        for i in sizes.indices {
            let m = margins[i], width = widths[i]
            let outer = Double(Float(width + (Double(m.left) + Double(m.right))))
            if i == 0 {
                used = (outer, outer)
            } else {
                used = (used.a + gap + outer, used.b + (gap + outer))
            }
            let before: Double? = i == 0 ? nil : gap
            let xa = FlowLayout.advance(FlagOff.self, &position.a, before: before, Double(m.left), width, Double(m.right))
            let xb = FlowLayout.advance(FlagOn.self, &position.b, before: before, Double(m.left), width, Double(m.right))
            asGiven += [used.a.bitPattern, xa.bitPattern, position.a.bitPattern]
            regrouped += [used.b.bitPattern, xb.bitPattern, position.b.bitPattern]
        }
        return (asGiven, regrouped)
    }

    /// Sizes, margins (negative too) and limits on grids from 2^-30 to 2^6 spanning 1 to 30
    /// binades: wherever the layout calls its row sums exact, regrouping changes no running value;
    /// it calls most coarse-grid rows exact, and regrouping does change rows it does not.
    @Test func regroupingChangesNoSumTheLayoutCallsExact() throws {
        var rng = SeededRandom(seed: 0x50_35)
        var exact = 0, changed = 0
        for _ in 0..<6_000 {
            let grid = Int.random(in: -30...6, using: &rng)
            let span = Int.random(in: 1...min(30, 29 - grid), using: &rng)   // below the maximum length
            // Some rows add lengths far apart in size as well, whose sums need more than 53 bits.
            let wide = Int.random(in: 0..<3, using: &rng) == 0
            func length() -> Float {
                if Int.random(in: 0..<10, using: &rng) == 0 { return 0 }
                if wide, Bool.random(using: &rng) { return Float.random(in: 1...268_435_456, using: &rng) }
                let units = Double(UInt64.random(in: 0..<(UInt64(1) << span), using: &rng))
                return Float(units * Double(sign: .plus, exponent: grid, significand: 1))
            }
            func signed() -> Float { Bool.random(using: &rng) ? -length() : length() }
            let n = Int.random(in: 1...200, using: &rng)
            let sizes = (0..<n).map { _ in FlowSize(width: length(), height: length()) }
            let margins = (0..<n).map { _ in FlowEdges(top: signed(), right: signed(), bottom: signed(), left: signed()) }
            let limited = Bool.random(using: &rng)
            let minSizes = (0..<n).map { _ in FlowSize(width: Bool.random(using: &rng) ? .nan : length(), height: .nan) }
            let maxSizes = (0..<n).map { _ in FlowSize(width: Bool.random(using: &rng) ? .infinity : length(), height: .nan) }
            let gap = Double(Int.random(in: 0..<4, using: &rng) == 0 ? Float(0.1) : length())
            var layout = FlowLayout()
            try layout.setItems(sizes)
            try layout.setMargins(margins)
            if limited { try layout.setLimits(min: minSizes, max: maxSizes) }
            // The widths the kernel adds: each clamped to its limits when they are set.
            let widths = sizes.indices.map { i in
                let w = Double(sizes[i].width)
                guard limited else { return w }
                let lo = minSizes[i].width.isNaN ? 0 : Double(minSizes[i].width)
                let hi = maxSizes[i].width == .infinity ? Double.infinity : Double(maxSizes[i].width)
                return clampToLimits(w, min: lo, max: hi)
            }
            let (asGiven, regrouped) = Self.bothWays(sizes, margins, widths: widths, gap: gap)
            if asGiven != regrouped { changed += 1 }
            let callsExact = layout.rowSums(gap: gap) != .rounded
            if callsExact {
                exact += 1
                #expect(asGiven == regrouped, "grid \(grid), span \(span), gap \(gap)")
            }
        }
        #expect(exact > 1_500, "\(exact) rows called exact, \(changed) changed")
        #expect(changed > 500, "\(changed) rows changed by regrouping")
    }

    /// The benchmark's case: quarter-point sizes and margins across binades (0.75 beside 2,
    /// whose bit patterns alone say nothing), a gap of 8, a million items.
    @Test func quarterPointRowsAreExactAtAMillionItems() throws {
        var layout = FlowLayout()
        let n = 1_000_000
        var sizes: [FlowSize] = [], margins: [FlowEdges] = []
        for i in 0..<n {
            let w: Float = 20 + Float(i % 400) / 4, h: Float = 16 + Float(i % 33)
            sizes.append(FlowSize(width: w, height: h))
            let t: Float = Float(i % 16) / 4, r: Float = Float(i % 13) / 4
            let b: Float = Float(i % 7) / 4, l: Float = Float(i % 11) / 4
            margins.append(FlowEdges(top: t, right: r, bottom: b, left: l))
        }
        try layout.setItems(sizes)
        try layout.setMargins(margins)
        let quarters = layout.rowSums(gap: 8) != .rounded, offGrid = layout.rowSums(gap: Double(Float(0.1))) != .rounded
        #expect(quarters)
        #expect(!offGrid)
        let thirds = [FlowEdges](repeating: FlowEdges(top: 0, right: 1.0 / 3, bottom: 0, left: 0), count: n)
        try layout.setMargins(thirds)
        let withThirds = layout.rowSums(gap: 8) != .rounded
        #expect(!withThirds)
    }
}
