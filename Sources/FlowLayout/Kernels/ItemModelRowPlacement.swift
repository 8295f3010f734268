// How the item-model rows kernel places a line it has broken and measured (ItemModelRows.swift):
// along and across, where the line is justified otherwise than at the start or shrinks, or only
// across, where the sweep placed it along and some of its items align otherwise than at the top.
// Each is the stages' own expression in the same order (placeItemModelLine, aloneCrossOffset),
// so the frames are the stages' to the bit.

extension FlowLayout {
    /// Places the line `line` along and across, justified, its flexible lengths resolved first
    /// where it `shrinks`: the placement's sums (placeItemModelLine's). Returns the outer
    /// lengths' sum the line's size takes (the flexed one where it shrinks).
    @inline(never)
    mutating func placeRow<Limits: StaticFlag, Aligns: StaticFlag, Exact: StaticFlag>(
        _: Exact.Type, _ reader: RowItemReader<Limits, Aligns>, _ sizes: UnsafePointer<FlowSize>,
        _ k: LayoutConstants, _ closing: RowClosing, _ line: Range<Int>, crossStart: Double, extent: Double,
        available: Double, outerSum unflexed: Double, shrinks: Bool
    ) -> Double {
        let frames = frameBuffer.pointer.unsafelyUnwrapped
        let gap = closing.gap
        var outerSum = unflexed
        var flexed: UnsafeMutablePointer<FlexItem>?
        if shrinks {
            flexed = resolveRowFlexibleLengths(sizes, line, available: available, k)
            outerSum = 0
            for v in 0 ..< line.count {
                outerSum += flexed.unsafelyUnwrapped[v].target + flexed.unsafelyUnwrapped[v].fixedMainMargins
            }
        }
        let justification = Justification(free: available - outerSum, count: line.count, options.justify)
        var position = justification.lead
        // Flexed lengths, a lead or a share of free space are not among the lengths whose sums
        // are known exact.
        let regroups = Exact.isOn && flexed == nil && justification.lead == 0 && justification.between == 0
        let start = line.lowerBound
        for v in line {
            let it = reader.item(v)
            let target = flexed?[v &- start].target ?? it.hypothetical
            let before = v > start ? gap + justification.between : nil
            var x = regroups
                ? Self.advance(FlagOn.self, &position, before: before, it.marginStart, target, it.marginEnd)
                : Self.advance(FlagOff.self, &position, before: before, it.marginStart, target, it.marginEnd)
            if k.rightToLeft { x = k.mainLimit - x - target }
            var c = it.cross
            // Aligned on its own, stretching (no item here is NO_STRETCH), from the line's top.
            let y = crossStart + FlowLayout.aloneCrossOffset(
                it.align, stretches: true, lead: it.marginTop, trail: it.marginBottom, &c, extent: extent,
                minCross: it.minCross, maxCross: it.maxCross)
            // The stages add the (zero) padding in float: the same bits, -0 included.
            frames[v] = FlowRect(x: Float(x) + 0, y: Float(y) + 0, width: Float(target), height: Float(c))
        }
        return outerSum
    }

    /// `placeAcross` out of line, for the sweeps whose lines move items only by align-items.
    @inline(never)
    static func placeAcrossInACall<Limits: StaticFlag, Aligns: StaticFlag, Top: RowScalar, Scalar: RowScalar>(
        _ reader: RowItemReader<Limits, Aligns>, _ frames: UnsafeMutablePointer<FlowRect>, _ line: Range<Int>,
        crossStart: Top, extent: Scalar
    ) {
        // The reader's columns read once into values of this call: read through the caller's
        // copy, each item loaded its columns' addresses again after every frame written.
        placeAcross(RowItemReader(copying: reader), frames, line, crossStart: crossStart, extent: extent)
    }

    /// Moves the items of a line placed along it as broken (at its top) across it where they
    /// align otherwise: the placement's own expression.
    @inline(__always)
    static func placeAcross<Limits: StaticFlag, Aligns: StaticFlag, Top: RowScalar, Scalar: RowScalar>(
        _ reader: RowItemReader<Limits, Aligns>, _ frames: UnsafeMutablePointer<FlowRect>, _ line: Range<Int>,
        crossStart: Top, extent: Scalar
    ) {
        /// Item v moved across as `align` places it. The direction changes only the margins
        /// along the row, which this does not read. Only what the alignment changes is written:
        /// the sweep put the item at the line's top plus its top margin (a stretched item's y,
        /// the same sum) at its height (which only stretching changes). The reader without
        /// limits reads the margins it is given untested (in a call, reading the column's
        /// address from the caller's copy after every frame written, that took twice the time:
        /// bench/RESULTS.md); without limits no stretched length is clamped.
        @inline(__always) func place(_ v: Int, _ align: FlowAlignItems) {
            let it = reader.item(v, FlagOff.self, Scalar.self, testingMargins: false)
            var c = it.cross
            let offset = FlowLayout.aloneCrossOffset(
                align, stretches: true, lead: it.marginTop, trail: it.marginBottom, &c, extent: extent,
                minCross: it.minCross, maxCross: it.maxCross, limited: Limits.isOn)
            let y = crossStart + Top(double: offset.double)
            if align == .stretch { frames[v].height = c.float } else { frames[v].y = y.float + 0 }
        }
        /// An alignment's move (`AcrossMoves`), placing with a constant alignment in each case.
        @inline(__always) func move(_ v: Int, _ move: UInt32) {
            switch move {
            case AcrossMoves.center: place(v, .center)
            case AcrossMoves.end: place(v, .end)
            case AcrossMoves.stretch: place(v, .stretch)
            default: break
            }
        }
        // The layout's align-items, the move of every item without an align-self of its own.
        let auto = reader.acrossMoves.auto
        guard Aligns.isOn, let align = reader.align else {
            if auto != AcrossMoves.none { for v in line { move(v, auto) } }
            return
        }
        // Each item's alignment is its raw align-self, auto taken as the layout's align-items
        // first (a select), then one choice among the three that move (start and the baselines
        // stay): three cases, which compile to compares rather than a jump through a table. The
        // jump on the raw value (four cases, auto's a second jump) took 4-7% more time at 1,000
        // items; a move read from a packed table first, half as much again. A line is never
        // empty.
        let autoRaw = reader.alignItems.rawValue
        var v = line.lowerBound
        repeat {
            let raw = align[v]
            switch raw >= 0 ? raw : autoRaw {
            case FlowAlignItems.center.rawValue: place(v, .center)
            case FlowAlignItems.end.rawValue: place(v, .end)
            case FlowAlignItems.stretch.rawValue: place(v, .stretch)
            default: break
            }
            v &+= 1
        } while v != line.upperBound
    }

    /// The flexible lengths of one line that may shrink, through the stages' FlexItems (in the
    /// item-model scratch, reserved for every item).
    private mutating func resolveRowFlexibleLengths(
        _ sizes: UnsafePointer<FlowSize>, _ range: Range<Int>, available: Double, _ k: LayoutConstants
    ) -> UnsafeMutablePointer<FlexItem> {
        let maker = flexItemMaker(sizes, k)
        let inputs = UnsafePointer(itemModel.inputs.margins.pointer)
        let minSizes = UnsafePointer(itemModel.inputs.minSizes.pointer)
        let maxSizes = UnsafePointer(itemModel.inputs.maxSizes.pointer)
        let shrink = UnsafePointer(itemModel.inputs.shrink.pointer)
        let align = UnsafePointer(itemModel.inputs.align.pointer)
        itemModel.scratch.items.setCount(range.count)
        let items = itemModel.scratch.items.pointer.unsafelyUnwrapped
        for (v, i) in range.enumerated() {
            items[v] = maker.make(
                i, size: sizes[i], min: minSizes?[i] ?? FlowSize(width: 0, height: 0),
                max: maxSizes?[i] ?? FlowSize(width: .infinity, height: .infinity), margins: inputs?[i] ?? .zero,
                align: align?[i] ?? -1, flags: 0, grow: 0, shrink: shrink.map { Double($0[i]) } ?? 0)
        }
        FlowLayout.resolveFlexibleLengths(items, 0..<range.count, available: available)
        return items
    }
}
