// Steps 3, 4, 5, 7 and 8 for one line: growth and justification along the main axis, alignment
// inside the line along the cross axis, then physical x/y with the mirrors and pixel snapping.

/// Where a line's free main-axis space goes: before the first item, and between neighbours.
struct Justification {
    var lead = 0.0
    var between = 0.0

    /// CSS `justify-content`, with Chromium's fallbacks: space-between with one item or no free
    /// space acts as start; space-around and space-evenly overflow safely (from the start edge).
    /// `center` is unsafe: an overflowing line sticks out on both sides.
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
    /// 0 when snapping is off.
    let scale: Double

    @inline(__always)
    func snap(_ v: Double) -> Double { roundedToNearest(v * scale) / scale }
}

/// Rounds half away from zero without the C math library (the shipped library links libc only).
@inline(__always)
func roundedToNearest(_ v: Double) -> Double {
    // From 2^52 up every Double is already a whole number.
    guard v.magnitude < 4_503_599_627_370_496 else { return v }
    return v >= 0 ? Double(Int64(v + 0.5)) : -Double(Int64(-v + 0.5))
}

extension FlowLayout {
    /// Places one line's items into `frames`; returns the line's public description.
    static func place(
        _ line: LineRecord, items: ItemInputs, breakInput: LineBreakInput, _ k: LayoutConstants,
        _ pf: PlacementFrame, frames: UnsafeMutablePointer<FlowRect>
    ) -> FlowLine {
        let align = k.options.alignItems
        let extent = line.crossExtent
        let slack = extent - line.group
        // The line's physical cross position: under wrap-reverse lines stack from the far side.
        let lineCross = k.reversed ? pf.crossContainer - line.crossStart - extent : line.crossStart

        // Step 3: growth shares positive free space by weight (CSS flex-grow; weights summing
        // below 1 take only their share). Unbounded lines do not grow.
        var free = pf.mainContainer - line.used
        var growUnit = 0.0
        if k.mainLimit.isFinite, free > 0, line.growSum > 0, items.grow != nil {
            growUnit = free / max(1, line.growSum)
            free -= growUnit * line.growSum
        }
        // Step 4.
        let justification = Justification(free: free, count: line.count, k.options.justify)

        // Step 5: pack the aligned group in the line; then each item's offset in it.
        let pack: Double
        switch align {
        case .start, .stretch: pack = 0
        case .center: pack = slack / 2
        case .end: pack = slack
        // Baselines are physical: first baseline packs toward the line's cross-start, which is
        // the physical far side under wrap-reverse.
        case .firstBaseline: pack = k.reversed ? slack : 0
        case .lastBaseline: pack = k.reversed ? 0 : slack
        }
        let flipsAlignment = k.reversed && (align == .start || align == .center || align == .end)

        var position = justification.lead
        for i in line.first..<line.end {
            if i > line.first { position += breakInput.gap(before: i) + justification.between }
            var main = items.main(i, k)
            if growUnit > 0, let grow = items.grow { main += growUnit * Double(grow[i]) }
            let c = items.cross(i, k)
            var crossOffset = 0.0, crossSize = c
            if align == .stretch {
                crossSize = extent
            } else {
                let offset = pack + line.ascent - items.guide(i, cross: c, align)
                crossOffset = flipsAlignment ? extent - offset - c : offset
            }
            frames[i] = physicalRect(
                main: position, mainSize: main, cross: lineCross + crossOffset, crossSize: crossSize, k, pf)
            position += main
        }

        let lineRect = physicalRect(
            main: 0, mainSize: line.used + growUnit * line.growSum, cross: lineCross, crossSize: extent, k, pf)
        return FlowLine(
            firstItem: UInt32(truncatingIfNeeded: line.first), itemCount: UInt32(truncatingIfNeeded: line.count),
            mainSize: k.horizontal ? lineRect.width : lineRect.height,
            crossOffset: k.horizontal ? lineRect.y : lineRect.x,
            crossSize: k.horizontal ? lineRect.height : lineRect.width)
    }

    /// Main/cross to x/y, then the RTL mirror (step 7) and pixel snapping (step 8).
    @inline(__always)
    static func physicalRect(
        main: Double, mainSize: Double, cross: Double, crossSize: Double, _ k: LayoutConstants, _ pf: PlacementFrame
    ) -> FlowRect {
        var x = k.horizontal ? main : cross
        let y = k.horizontal ? cross : main
        let width = k.horizontal ? mainSize : crossSize
        let height = k.horizontal ? crossSize : mainSize
        if k.rightToLeft {
            x = (k.horizontal ? pf.mainContainer : pf.crossContainer) - x - width
        }
        guard pf.scale > 0 else {
            return FlowRect(x: Float(x), y: Float(y), width: Float(width), height: Float(height))
        }
        // Snap both edges so neighbours never gain or lose a pixel between them.
        let x0 = pf.snap(x), y0 = pf.snap(y)
        return FlowRect(x: Float(x0), y: Float(y0),
                        width: Float(pf.snap(x + width) - x0), height: Float(pf.snap(y + height) - y0))
    }
}
