// The flex item model's placement of one line (ItemModelArrange.swift breaks and measures the
// lines): flexible lengths → main auto margins → justify (the last-line justification on last and
// forced-ended lines) → cross alignment with align-self (alignment groups: baselines with
// margins, guides; stretch) → reverse and mirrors → snapping. Padding is the commit's offset,
// but for snapped frames, which are padded before they are snapped.

/// The largest ascent and descent of one alignment group in a line.
struct GroupExtent {
    var ascent = -Double.infinity
    var descent = -Double.infinity
    var isEmpty: Bool { ascent == -.infinity }
    var size: Double { isEmpty ? 0 : ascent + descent }

    mutating func add(_ a: Double, _ outer: Double) {
        ascent = max(ascent, a)
        descent = max(descent, outer - a)
    }
}

/// A line's alignment groups: guided, first baseline, last baseline.
struct LineGroups {
    var guided = GroupExtent()
    var first = GroupExtent()
    var last = GroupExtent()
    /// The line's cross size: the groups' and every other item's outer cross size.
    var natural = 0.0

    init(_ items: UnsafeMutablePointer<FlexItem>, _ range: Range<Int>) {
        var alone = 0.0
        for v in range {
            let it = items[v]
            switch it.group {
            case .alone: alone = max(alone, it.outerCross)
            case .guided: guided.add(it.guide, it.outerCross)
            case .firstBaseline: first.add(it.guide, it.outerCross)
            case .lastBaseline: last.add(it.guide, it.outerCross)
            }
        }
        natural = max(alone, guided.size, first.size, last.size)
    }
}

/// What placing one item-model line reads besides the line itself.
struct ItemModelLineInput {
    let items: UnsafeMutablePointer<FlexItem>
    /// What the lines were broken from: the gaps (separators included), forced breaks, item count.
    let breaks: LineBreakInput
    let padLeft: Double
    let padTop: Double
    let visibleCount: Int
    /// Where each laid-out item's resolved main margins go, for the separators (when any).
    let mainMargins: UnsafeMutablePointer<MainMargins>?
    /// Whether any item has a grow or shrink weight (else no line flexes).
    let mayFlex: Bool

    @inline(__always)
    func gap(before v: Int) -> Double { breaks.gap(before: v) }
}

extension FlowLayout {
    /// Flexes, justifies and aligns line j's items, writes their frames; returns the line.
    /// Mutating, as the other steps of an arrange: a non-mutating method called from an arrange
    /// borrows the layout through a copy of the whole layout.
    mutating func placeItemModelLine(
        _ lines: UnsafeMutableBufferPointer<LineRecord>, _ j: Int, _ input: ItemModelLineInput,
        _ k: LayoutConstants, _ pf: PlacementFrame, _ frames: UnsafeMutablePointer<FlowRect>
    ) -> FlowLine {
        let line = lines[j]
        let items = input.items
        let range = line.first..<line.end
        let o = options

        // Main axis: flexible lengths, then auto margins take positive free space, else justify.
        var gapSum = 0.0
        for v in range.dropFirst() { gapSum += input.gap(before: v) }
        let available = pf.mainContainer - gapSum
        // Without a grow or shrink weight nothing flexes: every item keeps its hypothetical size
        // (what the resolution would leave), with no pass of its own.
        let mayFlex = input.mayFlex
        if mayFlex { FlowLayout.resolveFlexibleLengths(items, range, available: available) }
        var outerSum = 0.0, autoMargins = 0
        for v in range {
            if !mayFlex { items[v].target = items[v].hypothetical }
            let it = items[v]
            outerSum += it.target + it.fixedMainMargins
            autoMargins += (it.marginStart.isNaN ? 1 : 0) + (it.marginEnd.isNaN ? 1 : 0)
        }
        let free = available - outerSum
        let autoShare = free > 0 && autoMargins > 0 ? free / Double(autoMargins) : 0
        let justifyFree = autoShare > 0 ? 0 : free
        let justify = o.justify(ofLineEndingAt: line.end, input.breaks)
        var justification = Justification(free: justifyFree, count: range.count, justify)
        if o.reverse, justifyFree < 0, justify == .spaceAround || justify == .spaceEvenly {
            // Their overflow fallback starts at the physical start even when reversed.
            justification.lead = justifyFree
        }

        // Cross axis: the line's physical position (wrap-reverse stacks from the far side).
        let extent = line.crossExtent
        let lineCross = k.reversed ? pf.crossContainer - line.crossStart - extent : line.crossStart
        let groups = itemModel.scratch.lineGroups[j]

        // Main margins on the low coordinate side are the end ones when main runs backwards.
        let mainFlipped = o.reverse != (k.horizontal && k.rightToLeft)
        var position = justification.lead
        for v in range {
            if v > line.first { position += input.gap(before: v) + justification.between }
            let it = items[v]
            if let margins = input.mainMargins {
                let start = it.marginStart.isNaN ? autoShare : it.marginStart
                let end = it.marginEnd.isNaN ? autoShare : it.marginEnd
                margins[v] = mainFlipped ? MainMargins(low: end, high: start) : MainMargins(low: start, high: end)
            }
            position += it.marginStart.isNaN ? autoShare : it.marginStart
            let mainPos = o.reverse ? pf.mainContainer - position - it.target : position
            position += it.target + (it.marginEnd.isNaN ? autoShare : it.marginEnd)
            var c = it.cross
            let offset = crossOffset(it, &c, extent: extent, groups, k)
            writeFrame(frames, it.index, main: mainPos, cross: lineCross + offset, mainSize: it.target,
                       crossSize: c, k, pf, input)
        }

        // The line in the public form: original item indices, hidden items with the visible
        // item before them (those before the first visible item with the first line).
        let firstItem = j == 0 ? 0 : items[line.first].index
        let endItem = j + 1 < lines.count ? items[lines[j + 1].first].index : input.visibleCount
        let crossOffset: Float
        if k.horizontal {
            crossOffset = Float(lineCross) + Float(input.padTop)
        } else {
            crossOffset = Float(pf.mirrorWidth != nil ? pf.crossContainer - lineCross - extent : lineCross) + Float(input.padLeft)
        }
        return FlowLine(
            firstItem: UInt32(truncatingIfNeeded: firstItem), itemCount: UInt32(truncatingIfNeeded: endItem - firstItem),
            mainSize: Float(outerSum + gapSum), crossOffset: crossOffset, crossSize: Float(extent))
    }

    /// The item's offset from its line's computing top edge; sets `c` to its final cross size.
    @inline(__always)
    private func crossOffset(_ it: FlexItem, _ c: inout Double, extent: Double, _ groups: LineGroups,
                             _ k: LayoutConstants) -> Double {
        let reversed = k.reversed
        if it.hasAutoCrossMargin {
            // Auto margins share the positive free space; without any the item sits at the top.
            let free = extent - c - it.fixedCrossMargins
            guard free > 0 else { return it.marginTop.isNaN ? 0 : it.marginTop }
            if it.marginTop.isNaN, it.marginBottom.isNaN { return free / 2 }
            return it.marginTop.isNaN ? free : it.marginTop
        }
        switch it.group {
        case .firstBaseline, .lastBaseline:
            let g = it.group == .firstBaseline ? groups.first : groups.last
            let slack = extent - g.size
            // First baselines pack toward the line's cross-start (the far side under
            // wrap-reverse), last baselines toward its cross-end; both measured physically.
            let toFarSide = (it.group == .lastBaseline) != reversed
            return (toFarSide ? slack : 0) + g.ascent - it.guide + it.marginTop
        case .guided:
            let g = groups.guided
            let slack = extent - g.size
            let pack: Double
            switch options.alignItems {
            case .center: pack = slack / 2
            case .end: pack = slack
            default: pack = 0
            }
            let logical = pack + g.ascent - it.guide + (reversed ? it.marginBottom : it.marginTop)
            return reversed ? extent - logical - c : logical
        case .alone:
            let lead = reversed ? it.marginBottom : it.marginTop
            let trail = reversed ? it.marginTop : it.marginBottom
            let logical = Self.aloneCrossOffset(
                it.align, stretches: it.stretches, lead: lead, trail: trail, &c, extent: extent,
                minCross: it.minCross, maxCross: it.maxCross)
            return reversed ? extent - logical - c : logical
        }
    }

    /// An item aligned on its own in its line: its offset from the line's logical cross-start,
    /// between margins `lead` (that side) and `trail`; sets `c` to its final cross size
    /// (stretched to the line between its margins, within its limits). The item-model rows
    /// kernel places with the same function; `limited: false` where the limits are none (0 and
    /// +infinity), which change no stretched length (>= 0, never NaN): the clamp is left out.
    @inline(__always)
    static func aloneCrossOffset<T: FloatingPoint>(
        _ align: FlowAlignItems, stretches: Bool, lead: T, trail: T, _ c: inout T, extent: T, minCross: T, maxCross: T,
        limited: Bool = true
    ) -> T {
        switch align {
        case .stretch:
            if stretches {
                let stretched = larger(0, extent - lead - trail)
                c = limited ? clampToLimits(stretched, min: minCross, max: maxCross) : stretched
            }
            return lead
        case .center: return lead + (extent - c - lead - trail) / 2
        case .end: return extent - trail - c
        case .start, .firstBaseline, .lastBaseline: return lead
        }
    }

    /// Writes one frame: computing frame → physical (mirrors) → padding → pixel grid.
    @inline(__always)
    func writeFrame(_ frames: UnsafeMutablePointer<FlowRect>, _ i: Int, main: Double, cross: Double,
                            mainSize: Double, crossSize: Double, _ k: LayoutConstants, _ pf: PlacementFrame,
                            _ input: ItemModelLineInput) {
        if let grid = pf.grid {
            // Each edge from its own end (start, or start + size), mirrored and padded alone: an
            // edge two neighbours share is then the same Double, rounded the same way (computed
            // as the other edge plus or minus the size, it could differ in the last bit and round
            // to the other side of a half-pixel, opening a gap or an overlap of a pixel).
            let mainEnd = main + mainSize, crossEnd = cross + crossSize
            var left = k.horizontal ? main : cross, right = k.horizontal ? mainEnd : crossEnd
            let top = k.horizontal ? cross : main, bottom = k.horizontal ? crossEnd : mainEnd
            if let mirror = pf.mirrorWidth { (left, right) = (mirror - right, mirror - left) }
            let sx = grid.snap(left + input.padLeft), sy = grid.snap(top + input.padTop)
            frames[i] = FlowRect(x: Float(sx), y: Float(sy), width: Float(grid.snap(right + input.padLeft) - sx),
                                 height: Float(grid.snap(bottom + input.padTop) - sy))
            return
        }
        var x0 = k.horizontal ? main : cross
        let w = k.horizontal ? mainSize : crossSize
        let y0 = k.horizontal ? cross : main
        let h = k.horizontal ? crossSize : mainSize
        if let mirror = pf.mirrorWidth { x0 = mirror - x0 - w }
        // Padding is an offset of the frame in the content box, in float (as every path pads).
        frames[i] = FlowRect(x: Float(x0) + Float(input.padLeft), y: Float(y0) + Float(input.padTop),
                             width: Float(w), height: Float(h))
    }
}
