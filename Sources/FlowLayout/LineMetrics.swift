// Each line's measurements, taken right after the line is broken: its used length, its growth
// weights and the cross size of its alignment group (step 5's G = max(a) + max(c - a)).

struct LineRecord {
    var first: Int
    var end: Int
    /// Items plus the gaps between them, before growth.
    var used: Double
    var growSum: Double
    /// Largest guide, and largest extent past the guide: the aligned group is ascent + descent.
    var ascent: Double
    var descent: Double
    /// The line's own cross size L.
    var naturalCross: Double
    /// Largest cross-start and cross-end spacing preference of its items (automatic line gaps).
    var leadingSpacing: Double
    var trailingSpacing: Double
    /// Set by content alignment: logical offset from the container's cross-start, final extent,
    /// and gap to the next line.
    var crossStart: Double = 0
    var crossExtent: Double = 0
    var gapAfter: Double = 0

    var count: Int { end - first }
    var group: Double { ascent + descent }
}

extension LineRecord {
    init(first: Int, end: Int, items: ItemInputs, breakInput: LineBreakInput, _ k: LayoutConstants,
         measureSpacing: Bool) {
        self.first = first
        self.end = end
        // Guides and baselines may lie outside the box, so the maxima start below any value.
        var used = 0.0, growSum = 0.0, largestCross = 0.0
        var ascent = -Double.infinity, descent = -Double.infinity
        let align = k.options.alignItems
        for i in first..<end {
            used += items.main(i, k)
            if i > first { used += breakInput.gap(before: i) }
            if let grow = items.grow { growSum += Double(grow[i]) }
            let c = items.cross(i, k)
            largestCross = max(largestCross, c)
            if align != .stretch {
                let a = items.guide(i, cross: c, align)
                ascent = max(ascent, a)
                descent = max(descent, c - a)
            }
        }
        self.used = used
        self.growSum = growSum
        if align == .stretch {
            self.ascent = 0
            self.descent = largestCross
        } else {
            self.ascent = ascent
            self.descent = descent
        }
        naturalCross = self.ascent + self.descent
        var lead = 0.0, trail = 0.0
        if measureSpacing, let spacing = items.spacing {
            for i in first..<end {
                let s = spacing[i]
                lead = max(lead, Double(k.horizontal ? s.top : s.leading))
                trail = max(trail, Double(k.horizontal ? s.bottom : s.trailing))
            }
        }
        leadingSpacing = lead
        trailingSpacing = trail
    }
}
