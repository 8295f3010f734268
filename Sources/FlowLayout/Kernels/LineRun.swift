// One line of the line-by-line kernel (LineByLine.swift): its items' inputs read once per arrange,
// the line measured (as LineRecord measures it) and placed (as FlowLayout.place places it), in
// loops compiled for the growth, baselines and mirroring in use.

/// What the line-by-line path reads, and what is fixed for one arrange: the general pipeline's
/// LineRecord measurements and FlowLayout.place, specialised for fixed gaps, no forced breaks,
/// no guides, no snapping and no scale fill (the indicator, separators and last-line
/// justification are handled here).
struct LineRun {
    let items: ItemInputs
    let sizes: UnsafePointer<FlowSize>
    let count: Int
    let gap: Double
    let fitLimit: Double
    /// Whether a line's length may be summed as used + (gap + size) (`ExactSums`).
    let exactSums: Bool
    let justify: FlowJustify
    /// The last line's (the line holding item count − 1; no line ends by a forced break here).
    let lastJustify: FlowJustify
    let reversed: Bool
    /// Aligned by baselines (first or last), which are read per item from `baselineValues`.
    let baselines: Bool
    let baselineValues: UnsafePointer<Float>?
    /// Placement's pack, as a fraction of the slack (extent less the group, never below +0, so
    /// that slack × 0, × 1/2 and × 1 are Placement's 0, slack / 2 and slack to the bit).
    let packFraction: Double
    /// The line's ascent as a fraction of its largest item without baselines, and the slope of
    /// an item's offset in its cross size (0 when stretched).
    let ascentFraction: Double
    let slope: Double
    /// base + slope × c is base itself, for any base that is not -0.
    let slopeIsZero: Bool
    let slopeIsNegative: Bool
    let stretch: Bool
    /// The frames. Between measuring a line and placing it, each of its items' frames holds the
    /// item's guide (baselines), so it is read once and placed from the memory it is written to.
    let frames: UnsafeMutablePointer<FlowRect>

    init(_ items: ItemInputs, _ input: LineBreakInput, _ k: LayoutConstants, _ frames: UnsafeMutablePointer<FlowRect>,
         exactSums: Bool) {
        self.items = items
        self.exactSums = exactSums
        self.frames = frames
        sizes = items.sizes
        count = k.count
        gap = input.constantGap
        fitLimit = input.fitLimit
        justify = k.options.justify
        lastJustify = k.options.justifyLast ?? justify
        let align = k.options.alignItems
        reversed = k.reversed
        baselines = align == .firstBaseline || align == .lastBaseline
        baselineValues = items.guides(for: align).baselines
        switch align {
        case .start, .stretch: packFraction = 0
        case .center: packFraction = 0.5
        case .end: packFraction = 1
        case .firstBaseline: packFraction = reversed ? 1 : 0
        case .lastBaseline: packFraction = reversed ? 0 : 1
        }
        let fraction: Double = align == .center ? 0.5 : (align == .end ? 1 : 0)
        ascentFraction = fraction
        stretch = align == .stretch
        slope = stretch ? 0 : (reversed ? fraction - 1 : -fraction)
        slopeIsZero = slope == 0
        slopeIsNegative = slope.sign == .minus
    }

    /// The greedy line from item `first` and its LineRecord measurements (GreedyLineBreaker and
    /// LineRecord.init, in one loop), its length summed as used + (gap + size) when `exactSums`.
    @inline(__always)
    func measureLine<A: AxisMapping, Grows: StaticFlag, Baselines: StaticFlag, Mirror: StaticFlag,
                     GrowsExactly: StaticFlag>(
        _: A.Type, _: Grows.Type, _: Baselines.Type, _: Mirror.Type, _: GrowsExactly.Type, from first: Int
    ) -> LineRecord {
        let s0 = sizes[first]
        var used = Double(A.main(s0))
        var largest = A.cross(s0)
        var growSum = 0.0
        if Grows.isOn { growSum += Double(items.grow.unsafelyUnwrapped[first]) }
        var up = -Double.infinity, down = -Double.infinity
        if Baselines.isOn {
            let c = Double(A.cross(s0))
            let a = guide(A.self, Mirror.self, first, c)
            UnsafeMutableRawPointer(frames + first).storeBytes(of: a, as: Double.self)
            up = larger(up, a)
            down = larger(down, c - a)
        }
        var end = first &+ 1
        while end < count {
            let s = sizes[end]
            // With growth, a compile-time choice (see the dispatch in `placeLines`).
            let regroups = Grows.isOn ? GrowsExactly.isOn : exactSums
            let next = regroups ? used + (gap + Double(A.main(s))) : used + gap + Double(A.main(s))
            if next > fitLimit { break }
            used = next
            largest = larger(largest, A.cross(s))
            if Grows.isOn { growSum += Double(items.grow.unsafelyUnwrapped[end]) }
            if Baselines.isOn {
                let c = Double(A.cross(s))
                let a = guide(A.self, Mirror.self, end, c)
                UnsafeMutableRawPointer(frames + end).storeBytes(of: a, as: Double.self)
                up = larger(up, a)
                down = larger(down, c - a)
            }
            end &+= 1
        }
        var line = LineRecord(first: first, end: end, used: used)
        line.growSum = growSum
        if Baselines.isOn {
            line.ascent = up
            line.descent = down
        } else {
            // LineRecord's largest / 2 or largest is × 1/2 or × 1 to the bit; its 0 stays +0
            // (a -0 size times 0 would be -0).
            let l = Double(largest)
            line.ascent = ascentFraction == 0 ? 0 : l * ascentFraction
            line.descent = l - line.ascent
        }
        return line
    }

    /// FlowLayout.place for one line with crossStart and crossExtent set.
    @inline(__always)
    func place<A: AxisMapping, Grows: StaticFlag, Baselines: StaticFlag, Mirror: StaticFlag>(
        _: A.Type, _: Grows.Type, _: Baselines.Type, _: Mirror.Type, _ line: LineRecord,
        mainContainer: Double, crossContainer: Double, mirrorWidth: Double, _ frames: UnsafeMutablePointer<FlowRect>
    ) -> FlowLine {
        let extent = line.crossExtent
        let pack = (extent - line.naturalCross) * packFraction
        let lineCross = reversed ? crossContainer - line.crossStart - extent : line.crossStart
        var free = mainContainer - line.used
        var growUnit = 0.0
        if Grows.isOn, free > 0, line.growSum > 0 {
            growUnit = free / max(1, line.growSum)
            free -= growUnit * line.growSum
        }
        let justification = Justification(free: free, count: line.end &- line.first,
                                          line.end < count ? justify : lastJustify)
        var base = 0.0
        if !stretch { base = reversed ? extent - pack - line.ascent : pack + line.ascent }
        var position = justification.lead
        let run = LineSpan(range: line.first..<line.end, step: gap + justification.between, lineCross: lineCross,
                           base: base, slope: slope, groupOffset: pack + line.ascent, extent: extent,
                           mirrorWidth: mirrorWidth, growUnit: growUnit)
        if Baselines.isOn {
            // Offsets by baseline; neither stretch nor the affine offset applies.
            if Grows.isOn && growUnit > 0 {
                placeSpan(A.self, FlagOn.self, Baselines.self, Mirror.self, ConstantCross.self, run, &position, frames)
            } else {
                placeSpan(A.self, FlagOff.self, Baselines.self, Mirror.self, ConstantCross.self, run, &position, frames)
            }
        } else {
            // base + slope * c is base itself when the slope is a zero (c is finite), unless a +0
            // product would turn a -0 base into +0.
            let constant = slopeIsZero && (slopeIsNegative || base.sign == .plus)
            let grows = Grows.isOn && growUnit > 0
            switch (grows, stretch, constant) {
            case (false, true, _): placeSpan(A.self, FlagOff.self, Baselines.self, Mirror.self, StretchedCross.self, run, &position, frames)
            case (false, false, true): placeSpan(A.self, FlagOff.self, Baselines.self, Mirror.self, ConstantCross.self, run, &position, frames)
            case (false, false, false): placeSpan(A.self, FlagOff.self, Baselines.self, Mirror.self, AffineCross.self, run, &position, frames)
            case (true, true, _): placeSpan(A.self, FlagOn.self, Baselines.self, Mirror.self, StretchedCross.self, run, &position, frames)
            case (true, false, true): placeSpan(A.self, FlagOn.self, Baselines.self, Mirror.self, ConstantCross.self, run, &position, frames)
            case (true, false, false): placeSpan(A.self, FlagOn.self, Baselines.self, Mirror.self, AffineCross.self, run, &position, frames)
            }
        }
        let lineRect = A.rect(main: 0, cross: lineCross, mainSize: line.used + growUnit * line.growSum,
                              crossSize: extent, mirrorWidth: !A.isRow && Mirror.isOn ? mirrorWidth : nil)
        return FlowLine(
            firstItem: UInt32(truncatingIfNeeded: line.first), itemCount: UInt32(truncatingIfNeeded: line.end &- line.first),
            mainSize: A.isRow ? lineRect.width : lineRect.height,
            crossOffset: A.isRow ? lineRect.y : lineRect.x,
            crossSize: A.isRow ? lineRect.height : lineRect.width)
    }

    /// FlowLayout.placeWithFixedGaps for one line, with baselines read as GuideSource.guide reads
    /// them and the kind of cross offset fixed for the loop.
    @inline(__always)
    func placeSpan<A: AxisMapping, Grows: StaticFlag, Baselines: StaticFlag, Mirror: StaticFlag, Cross: CrossOffset>(
        _: A.Type, _: Grows.Type, _: Baselines.Type, _: Mirror.Type, _: Cross.Type, _ run: LineSpan,
        _ position: inout Double, _ frames: UnsafeMutablePointer<FlowRect>
    ) {
        var p = position
        for i in run.range {
            let size = sizes[i]
            var main = Double(A.main(size))
            if Grows.isOn { main += run.growUnit * Double(items.grow.unsafelyUnwrapped[i]) }
            let c = Double(A.cross(size))
            let offset = Baselines.isOn ? run.groupOffset - UnsafeRawPointer(frames + i).loadUnaligned(as: Double.self)
                : (Cross.isConstant ? run.base : run.base + run.slope * c)
            frames[i] = A.rect(main: p, cross: run.lineCross + offset, mainSize: main,
                               crossSize: Cross.stretches ? run.extent : c,
                               mirrorWidth: Mirror.isOn ? run.mirrorWidth : nil)
            p += main
            p += run.step
        }
        position = p
    }

    /// GuideSource.guide for baselines without guide overrides, from the array isLineByLine
    /// requires. Right-to-left columns count baselines from the far side
    /// (ItemInputs.baselinesFromFarSide).
    @inline(__always)
    func guide<A: AxisMapping, Mirror: StaticFlag>(_: A.Type, _: Mirror.Type, _ i: Int, _ c: Double) -> Double {
        let given = baselineValues.unsafelyUnwrapped[i]
        let b = given.isNaN ? c : Double(given)
        return !A.isRow && Mirror.isOn ? c - b : b
    }
}
