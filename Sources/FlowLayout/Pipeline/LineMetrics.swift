// Each line's measurements, taken right after the line is broken: its used length, its growth
// weights and the cross size of its alignment group (step 5's G = max(a) + max(c - a)).

struct LineRecord {
    var first: Int
    var end: Int
    /// Items plus the gaps between them, before growth.
    var used: Double
    var growSum: Double = 0
    /// Largest guide, and largest extent past the guide: the aligned group is ascent + descent.
    var ascent: Double = 0
    var descent: Double = 0
    /// Largest cross-start and cross-end spacing preference of its items (automatic line gaps).
    var leadingSpacing: Double = 0
    var trailingSpacing: Double = 0
    /// Set by content alignment: logical offset from the container's cross-start, final extent,
    /// and gap to the next line.
    var crossStart: Double = 0
    var crossExtent: Double = 0
    var gapAfter: Double = 0

    var count: Int { end - first }
    /// The line's own cross size L: the aligned group (for stretch, the largest item).
    var naturalCross: Double { ascent + descent }
}

extension LineRecord {
    /// Measures items first..<end. `used` is the line length when the breaker already knows it.
    @inline(__always)
    init<A: AxisMapping>(_: A.Type, first: Int, end: Int, used knownUsed: Double?, largestCross: Double?,
                         items: ItemInputs,
                         breakInput: LineBreakInput, _ k: LayoutConstants, measureSpacing: Bool) {
        self.first = first
        self.end = end
        if let knownUsed {
            used = knownUsed
        } else {
            var sum = Double(A.main(items.sizes[first]))
            for i in first + 1 ..< end { sum += breakInput.gap(before: i) + Double(A.main(items.sizes[i])) }
            used = sum
        }
        if let grow = items.grow {
            var sum = 0.0
            for i in first..<end { sum += Double(grow[i]) }
            growSum = sum
        }
        let align = k.options.alignItems
        if align == .stretch || (items.guides == nil && align != .firstBaseline && align != .lastBaseline) {
            // Guides are a fixed fraction of each item's cross size, so the group is the largest
            // item, split at that fraction of it. Stretched items align no guides (overrides
            // included): the line is as thick as its largest item, which every item becomes.
            var largest: Double
            if let largestCross {
                largest = largestCross
            } else {
                var tallest: Float = 0
                for i in first..<end { tallest = max(tallest, A.cross(items.sizes[i])) }
                largest = Double(tallest)
            }
            ascent = align == .center ? largest / 2 : (align == .end ? largest : 0)
            descent = largest - ascent
        } else {
            // Guides and baselines may lie outside the box, so the maxima start below any value.
            var up = -Double.infinity, down = -Double.infinity
            let source = items.guides(for: align)
            for i in first..<end {
                let c = Double(A.cross(items.sizes[i]))
                let a = source.guide(i, cross: c)
                up = max(up, a)
                down = max(down, c - a)
            }
            ascent = up
            descent = down
        }
        if measureSpacing, let spacing = items.spacing {
            var lead = 0.0, trail = 0.0
            for i in first..<end {
                let s = spacing[i]
                lead = max(lead, Double(k.horizontal ? s.top : s.leading))
                trail = max(trail, Double(k.horizontal ? s.bottom : s.trailing))
            }
            leadingSpacing = lead
            trailingSpacing = trail
        }
    }
}
