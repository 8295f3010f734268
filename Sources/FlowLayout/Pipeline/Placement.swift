// Steps 3, 4, 5 and 7 for one line: growth and justification along the main axis, alignment
// inside the line along the cross axis, then physical x/y with the mirrors. Step 8 (snapping)
// runs afterwards over all frames, only when asked for.

/// Where a line's free main-axis space goes: before the first item, and between neighbours.
struct Justification {
    var lead = 0.0
    var between = 0.0

    /// CSS `justify-content`, with Chromium's fallbacks: space-between with one item or no free
    /// space acts as start; space-around and space-evenly overflow safely (from the start edge).
    /// `center` is unsafe: an overflowing line sticks out on both sides.
    @inline(__always)
    init(free: Double, count: Int, _ mode: FlowJustify) {
        let n = Double(count)
        switch mode {
        case .start: break
        case .center: lead = free / 2
        case .end: lead = free
        case .spaceBetween:
            if count > 1, free > 0 { between = free / (n - 1) }
        case .spaceAround:
            if free >= 0 { lead = free / (2 * n); between = free / n }
        case .spaceEvenly:
            if free >= 0 { lead = free / (n + 1); between = lead }
        }
    }
}

/// Physical geometry of the container during placement.
struct PlacementFrame {
    let mainContainer: Double
    let crossContainer: Double
    /// The container width when x is mirrored (right to left), else nil.
    let mirrorWidth: Double?
    /// The pixel grid when snapping, else nil.
    let grid: PixelGrid?
}

extension FlowLayout {
    /// Places one line's items into `frames`; returns the line's public description.
    @inline(__always)
    static func place<A: AxisMapping>(
        _: A.Type, _ line: LineRecord, items: ItemInputs, breakInput: LineBreakInput, _ k: LayoutConstants,
        _ pf: PlacementFrame, frames: UnsafeMutablePointer<FlowRect>
    ) -> FlowLine {
        let align = k.options.alignItems
        let extent = line.crossExtent
        let slack = extent - line.naturalCross
        // The line's physical cross position: under wrap-reverse lines stack from the far side.
        let lineCross = k.reversed ? pf.crossContainer - line.crossStart - extent : line.crossStart

        // Step 3: growth shares positive free space by weight (CSS flex-grow; weights summing
        // below 1 take only their share). With an unspecified main size the container is as
        // long as its longest line, and shorter lines grow to it, as browsers do.
        var free = pf.mainContainer - line.used
        var growUnit = 0.0
        if free > 0, line.growSum > 0 {
            growUnit = free / max(1, line.growSum)
            free -= growUnit * line.growSum
        }
        let grow = growUnit > 0 ? items.grow : nil
        // Step 4. The last line and lines ended by a forced break take the last-line
        // justification when one is set (CSS text-align-last).
        var justify = k.options.justify
        if let last = k.options.justifyLast,
           line.end >= breakInput.count || breakInput.forcesBreak(before: line.end) {
            justify = last
        }
        let justification = Justification(free: free, count: line.count, justify)

        // Step 5: the aligned group is packed in the line, then each item is offset by
        // pack + ascent - guide. Baselines are physical: first baseline packs toward the line's
        // cross-start, which is the physical far side under wrap-reverse.
        let pack: Double
        switch align {
        case .start, .stretch: pack = 0
        case .center: pack = slack / 2
        case .end: pack = slack
        case .firstBaseline: pack = k.reversed ? slack : 0
        case .lastBaseline: pack = k.reversed ? 0 : slack
        }
        // Without per-item guides or baselines the guide is a fixed fraction of the item's cross
        // size, so the offset is affine in it: base + slope * c (flipped under wrap-reverse).
        let perItemGuide = items.guides != nil || align == .firstBaseline || align == .lastBaseline
        let fraction: Double = align == .center ? 0.5 : (align == .end ? 1 : 0)
        var base = 0.0, slope = 0.0
        if align != .stretch {
            if k.reversed {
                base = extent - pack - line.ascent
                slope = fraction - 1
            } else {
                base = pack + line.ascent
                slope = -fraction
            }
        }
        let flipsGuides = k.reversed && !(align == .firstBaseline || align == .lastBaseline)
        let stretch = align == .stretch

        var position = justification.lead
        let source = items.guides(for: align)
        let usesGuides = perItemGuide && !stretch
        let cross = CrossPlacement(
            lineCross: lineCross, base: base, slope: slope, groupOffset: pack + line.ascent, extent: extent,
            flipsGuides: flipsGuides, stretch: stretch, source: source)
        if breakInput.pairGaps == nil, pf.grid == nil {
            // The common case: fixed gaps and no snapping, one loop compiled per combination of
            // growth, per-item guides and mirroring so the loop itself does not branch on them.
            let step = breakInput.constantGap + justification.between
            let run = FixedGapRun(range: line.first..<line.end, step: step, mirrorWidth: pf.mirrorWidth ?? 0,
                                  grow: grow, growUnit: growUnit)
            switch (grow != nil, usesGuides, pf.mirrorWidth != nil) {
            case (false, false, false): placeWithFixedGaps(A.self, FlagOff.self, FlagOff.self, FlagOff.self, run, items, cross, &position, frames)
            case (false, false, true): placeWithFixedGaps(A.self, FlagOff.self, FlagOff.self, FlagOn.self, run, items, cross, &position, frames)
            case (false, true, false): placeWithFixedGaps(A.self, FlagOff.self, FlagOn.self, FlagOff.self, run, items, cross, &position, frames)
            case (false, true, true): placeWithFixedGaps(A.self, FlagOff.self, FlagOn.self, FlagOn.self, run, items, cross, &position, frames)
            case (true, false, false): placeWithFixedGaps(A.self, FlagOn.self, FlagOff.self, FlagOff.self, run, items, cross, &position, frames)
            case (true, false, true): placeWithFixedGaps(A.self, FlagOn.self, FlagOff.self, FlagOn.self, run, items, cross, &position, frames)
            case (true, true, false): placeWithFixedGaps(A.self, FlagOn.self, FlagOn.self, FlagOff.self, run, items, cross, &position, frames)
            case (true, true, true): placeWithFixedGaps(A.self, FlagOn.self, FlagOn.self, FlagOn.self, run, items, cross, &position, frames)
            }
        } else {
            for i in line.first..<line.end {
                if i > line.first { position += breakInput.gap(before: i) + justification.between }
                let size = items.sizes[i]
                var main = Double(A.main(size))
                if let grow { main += growUnit * Double(grow[i]) }
                let c = Double(A.cross(size))
                let offset = usesGuides ? cross.offsetByGuide(i, c) : cross.affineOffset(c)
                if let grid = pf.grid {
                    frames[i] = A.snappedRect(main: position, cross: lineCross + offset, mainSize: main,
                                              crossSize: stretch ? extent : c, mirrorWidth: pf.mirrorWidth, grid)
                } else {
                    frames[i] = A.rect(main: position, cross: lineCross + offset, mainSize: main,
                                       crossSize: stretch ? extent : c, mirrorWidth: pf.mirrorWidth)
                }
                position += main
            }
        }

        let lineRect = A.rect(main: 0, cross: lineCross, mainSize: line.used + growUnit * line.growSum,
                              crossSize: extent, mirrorWidth: k.horizontal ? nil : pf.mirrorWidth)
        return FlowLine(
            firstItem: UInt32(truncatingIfNeeded: line.first), itemCount: UInt32(truncatingIfNeeded: line.count),
            mainSize: k.horizontal ? lineRect.width : lineRect.height,
            crossOffset: k.horizontal ? lineRect.y : lineRect.x,
            crossSize: k.horizontal ? lineRect.height : lineRect.width)
    }

    /// Places one line's items with fixed gaps. The operations on `position` are the general
    /// loop's, in the same order, so both give the same bits.
    @inline(__always)
    static func placeWithFixedGaps<A: AxisMapping, Grows: StaticFlag, Guides: StaticFlag, Mirror: StaticFlag>(
        _: A.Type, _: Grows.Type, _: Guides.Type, _: Mirror.Type, _ run: FixedGapRun, _ items: ItemInputs,
        _ cross: CrossPlacement, _ position: inout Double, _ frames: UnsafeMutablePointer<FlowRect>
    ) {
        var p = position
        for i in run.range {
            let size = items.sizes[i]
            var main = Double(A.main(size))
            if Grows.isOn { main += run.growUnit * Double(run.grow.unsafelyUnwrapped[i]) }
            let c = Double(A.cross(size))
            let offset = Guides.isOn ? cross.offsetByGuide(i, c) : cross.affineOffset(c)
            frames[i] = A.rect(main: p, cross: cross.lineCross + offset, mainSize: main,
                               crossSize: cross.stretch ? cross.extent : c,
                               mirrorWidth: Mirror.isOn ? run.mirrorWidth : nil)
            p += main
            p += run.step
        }
        position = p
    }
}

/// A line's items placed with fixed gaps: the range, the gap plus justification, the mirror
/// width, and growth.
struct FixedGapRun {
    let range: Range<Int>
    let step: Double
    let mirrorWidth: Double
    let grow: UnsafePointer<Float>?
    let growUnit: Double
}

/// A condition fixed for a whole loop, as a type: each combination compiles to its own loop.
protocol StaticFlag { static var isOn: Bool { get } }
enum FlagOn: StaticFlag { static var isOn: Bool { true } }
enum FlagOff: StaticFlag { static var isOn: Bool { false } }

/// Where items go across one line (step 5).
struct CrossPlacement {
    /// The line's physical cross position.
    let lineCross: Double
    /// Without per-item guides the offset is affine in the item's cross size c.
    let base: Double
    let slope: Double
    /// pack + the group's ascent: an item's offset is this minus its guide.
    let groupOffset: Double
    let extent: Double
    let flipsGuides: Bool
    let stretch: Bool
    let source: GuideSource

    @inline(__always)
    func affineOffset(_ c: Double) -> Double { base + slope * c }

    @inline(__always)
    func offsetByGuide(_ i: Int, _ c: Double) -> Double {
        let offset = groupOffset - source.guide(i, cross: c)
        return flipsGuides ? extent - offset - c : offset
    }
}

/// Step 8: every edge rounded to a grid of 1/scale points; sizes are the differences of rounded
/// edges, so neighbours never gain or lose a pixel between them. Frames are snapped as they are
/// placed (AxisMapping.snappedRect); lines and the container size afterwards.
struct PixelGrid {
    let scale: Double

    /// Every snapped value is kept within the float range: with a scale near the smallest float
    /// (FLT_MIN), the grid step 1/scale is near the largest, and rounding a large coordinate up to
    /// the next grid line would pass FLT_MAX and become infinity once stored as a float.
    static let largestFloat = Double(Float.greatestFiniteMagnitude)

    @inline(__always)
    func snap(_ v: Double) -> Double {
        min(max(roundedToNearest(v * scale) / scale, -PixelGrid.largestFloat), PixelGrid.largestFloat)
    }

    func snap(_ lines: UnsafeMutableBufferPointer<FlowLine>) {
        for j in lines.indices {
            let offset = Double(lines[j].crossOffset)
            let start = snap(offset)
            lines[j].crossOffset = Float(start)
            lines[j].crossSize = Float(snap(offset + Double(lines[j].crossSize)) - start)
            lines[j].mainSize = Float(snap(Double(lines[j].mainSize)))
        }
    }
}

/// Rounds half away from zero without the C math library (the shipped library links libc only).
@inline(__always)
func roundedToNearest(_ v: Double) -> Double {
    // From 2^52 up every Double is already a whole number.
    guard v.magnitude < 4_503_599_627_370_496 else { return v }
    return v >= 0 ? Double(Int64(v + 0.5)) : -Double(Int64(-v + 0.5))
}
