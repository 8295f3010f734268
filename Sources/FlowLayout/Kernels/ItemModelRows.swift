// Greedy rows of the flex item model, a line at a time, without flex items: margins, limits,
// shrink and align-self on wrapping rows (either direction) with fixed gaps, any justify and any
// align-items but the baselines, lines at the top. Each line is broken on the items' outer
// lengths and measured in one sweep, then placed while its items are in cache.
//
// Every value is the stages' own expression evaluated in the same order: FlexItemMaker.make's
// sizes and margins, the greedy breaker on outer lengths rounded to float as the stages store
// them for the breakers, LineGroups' cross size, placeItemModelLine's sums, alignContent's
// positions for start. So the results are the stages' to the bit (tests run both on random
// layouts). A line that may shrink (its outer lengths fill it and an item has a shrink weight)
// resolves its flexible lengths through the stages' own FlexItem code.

/// One item's outer box in a row, as FlexItemMaker.make computes it.
struct RowItem {
    /// The hypothetical main size: the width clamped to the limits.
    var hypothetical: Double
    /// Main margins in flow order (the right one first in right-to-left rows).
    var marginStart: Double
    var marginEnd: Double
    var cross: Double
    var minCross: Double
    var maxCross: Double
    var marginTop: Double
    var marginBottom: Double
    var align: FlowAlignItems

    /// What the item adds to its line's length: FlexItem's hypothetical + fixedMainMargins.
    @inline(__always) var outerMain: Double { hypothetical + (marginStart + marginEnd) }
    /// What it adds to its line's cross size: FlexItem.outerCross.
    @inline(__always) var outerCross: Double { cross + (marginTop + marginBottom) }
}

/// Reads items as RowItems from the layout's columns (nil: not given). Compiled for whether
/// limits and align-self are given, so that the common case (margins alone) reads neither.
struct RowItemReader<Limits: StaticFlag, Aligns: StaticFlag> {
    let sizes: UnsafePointer<FlowSize>
    let margins: UnsafePointer<FlowEdges>?
    let minSizes: UnsafePointer<FlowSize>?
    let maxSizes: UnsafePointer<FlowSize>?
    let align: UnsafePointer<Int32>?
    let alignItems: FlowAlignItems
    let rightToLeft: Bool

    /// Item i's limits, as FlexItemMaker.make reads them (NaN: no limit).
    @inline(__always)
    func limits(_ i: Int) -> (minW: Double, minH: Double, maxW: Double, maxH: Double) {
        var l = (minW: 0.0, minH: 0.0, maxW: Double.infinity, maxH: Double.infinity)
        if let minSizes {
            let lo = minSizes[i]
            l.minW = lo.width.isNaN ? 0 : Double(lo.width)
            l.minH = lo.height.isNaN ? 0 : Double(lo.height)
        }
        if let maxSizes {
            let hi = maxSizes[i]
            l.maxW = hi.width.isNaN ? .infinity : Double(hi.width)
            l.maxH = hi.height.isNaN ? .infinity : Double(hi.height)
        }
        return l
    }

    /// What breaking and measuring a line read: `item(i)`'s outer lengths alone. The main
    /// margins are summed left + right in either direction (addition commutes exactly).
    @inline(__always)
    func outer(_ i: Int) -> (main: Double, cross: Double) {
        let s = sizes[i]
        var width = Double(s.width), height = Double(s.height)
        if Limits.isOn {
            let l = limits(i)
            width = clampToLimits(width, min: l.minW, max: l.maxW)
            height = clampToLimits(height, min: l.minH, max: l.maxH)
        }
        guard let margins else { return (width + (0 + 0), height + (0 + 0)) }
        let m = margins[i]
        return (width + (Double(m.left) + Double(m.right)), height + (Double(m.top) + Double(m.bottom)))
    }

    @inline(__always)
    func item(_ i: Int) -> RowItem {
        let s = sizes[i]
        let l = Limits.isOn ? limits(i) : (minW: 0.0, minH: 0.0, maxW: Double.infinity, maxH: Double.infinity)
        let m = margins?[i] ?? .zero
        var itemAlign = alignItems
        if Aligns.isOn, let align {
            let raw = align[i]
            if raw >= 0 { itemAlign = FlowAlignItems(rawValue: raw) ?? alignItems }
        }
        // Without limits, clamping a size (>= 0, or -0) to [0, infinity] keeps it.
        let width = Double(s.width), height = Double(s.height)
        return RowItem(
            hypothetical: Limits.isOn ? clampToLimits(width, min: l.minW, max: l.maxW) : width,
            marginStart: Double(rightToLeft ? m.right : m.left), marginEnd: Double(rightToLeft ? m.left : m.right),
            cross: Limits.isOn ? clampToLimits(height, min: l.minH, max: l.maxH) : height,
            minCross: l.minH, maxCross: l.maxH,
            marginTop: Double(m.top), marginBottom: Double(m.bottom), align: itemAlign)
    }
}

extension FlowLayout {
    /// Arranges `isItemModelRows` layouts in the content box (width, height). Sizing may fail (a
    /// measure answer); nothing is changed before it succeeds. Buffers were reserved by the caller.
    mutating func arrangeItemModelRows(width: Float, height: Float) throws(FlowError) {
        let sizes = try resolveSizes(mainLimit: width.isNaN ? .infinity : Double(width), horizontal: true)
        arrangeItemModelRows(sizes.unsafelyUnwrapped, width: width, height: height, resumingAt: 0)
    }

    /// The kernel on resolved sizes, from line `resumeLine` on: the lines before it and their
    /// frames are kept, and the sums go on from the resume record (setItemSize; Embedding.swift).
    mutating func arrangeItemModelRows(_ sizes: UnsafePointer<FlowSize>, width: Float, height: Float, resumingAt resumeLine: Int) {
        let k = LayoutConstants(options: options, count: itemCount, width: width, height: height)
        let exact = rowSumsAreExact(gap: Double(options.itemSpacing))
        switch (itemModel.inputs.limitsMatter, itemModel.inputs.alignMatters) {
        case (false, false): arrangeItemModelRows(FlagOff.self, FlagOff.self, exact, sizes, k, resumeLine)
        case (false, true): arrangeItemModelRows(FlagOff.self, FlagOn.self, exact, sizes, k, resumeLine)
        case (true, false): arrangeItemModelRows(FlagOn.self, FlagOff.self, exact, sizes, k, resumeLine)
        case (true, true): arrangeItemModelRows(FlagOn.self, FlagOn.self, exact, sizes, k, resumeLine)
        }
    }

    /// The exact-sum half of the dispatch (`rowSumsAreExact`): the running sums move in one
    /// addition an item instead of two or three, the same bits. The WebAssembly module, which
    /// browsers download, leaves it out.
    @inline(__always)
    private mutating func arrangeItemModelRows<Limits: StaticFlag, Aligns: StaticFlag>(
        _: Limits.Type, _: Aligns.Type, _ exact: Bool, _ sizes: UnsafePointer<FlowSize>, _ k: LayoutConstants,
        _ resumeLine: Int
    ) {
        #if !FLOWLAYOUT_SMALL_CODE
        if exact { return arrangeItemModelRows(Limits.self, Aligns.self, FlagOn.self, sizes, k, resumeLine) }
        #endif
        arrangeItemModelRows(Limits.self, Aligns.self, FlagOff.self, sizes, k, resumeLine)
    }

    /// Moves `position` past the space `before` the item (none for a line's first), its start
    /// margin, its length and its end margin, as placeItemModelLine does: ((p + before) + ms) +
    /// (size + me), the item starting at (p + before) + ms. With exact sums (`Exact`), p +
    /// (before + ms) and p + ((before + ms) + (size + me)): one addition on the running position.
    @inline(__always)
    static func advance<Exact: StaticFlag>(
        _: Exact.Type, _ position: inout Double, before: Double?, _ ms: Double, _ size: Double, _ me: Double
    ) -> Double {
        if Exact.isOn {
            let lead = before.map { $0 + ms } ?? ms
            let start = position + lead
            position = position + (lead + (size + me))
            return start
        }
        if let before { position += before }
        position += ms
        let start = position
        position += size + me
        return start
    }

    private mutating func arrangeItemModelRows<Limits: StaticFlag, Aligns: StaticFlag, Exact: StaticFlag>(
        _: Limits.Type, _: Aligns.Type, _: Exact.Type, _ sizes: UnsafePointer<FlowSize>, _ k: LayoutConstants,
        _ resumeLine: Int
    ) {
        let reader = RowItemReader<Limits, Aligns>(
            sizes: sizes, margins: UnsafePointer(itemModel.inputs.margins.pointer),
            minSizes: UnsafePointer(itemModel.inputs.minSizes.pointer),
            maxSizes: UnsafePointer(itemModel.inputs.maxSizes.pointer),
            align: UnsafePointer(itemModel.inputs.align.pointer), alignItems: options.alignItems,
            rightToLeft: k.rightToLeft)
        let n = k.count
        let gap = Double(options.itemSpacing), lineGap = Double(options.lineSpacing)
        let fitLimit = LineBreakInput.tolerantLimit(k.mainLimit)
        let mainContainer = k.mainLimit
        let mayShrink = itemModel.inputs.shrinkMatters
        let justify = options.justify
        // Within the capacity arrange reserved (a line per item): kept lines stay.
        frameBuffer.setCount(n)
        lineBuffer.setCount(n)
        let frames = frameBuffer.pointer.unsafelyUnwrapped, lines = lineBuffer.pointer.unsafelyUnwrapped
        // Where each line starts, for resuming, unless memory was short (then never resumed).
        let keepsResume = lineResume.capacity >= n
        if keepsResume { lineResume.setCount(n) } else { lineResume.clear() }
        var start = 0, lineCount = resumeLine
        var crossStart = 0.0, lastExtent = 0.0, contentCross = 0.0, widest = 0.0
        if resumeLine > 0 {
            start = Int(lines[resumeLine].firstItem)
            let kept = lineResume[resumeLine]
            (crossStart, contentCross, widest) = (kept.crossStart, kept.crossTotal, kept.widestBefore)
        }
        // Lines of items at their start (justify start, align start, nothing to shrink) are
        // placed as they are broken, in one sweep: the stages' positions with a lead and a
        // between of 0 (start's justification). Other lines are placed once broken.
        let onePass = justify == .start && !Aligns.isOn && options.alignItems == .start
        let step = gap + 0.0
        while start < n {
            // The lines stack from the top (align-content start): alignContent's sums.
            if lineCount > resumeLine {
                crossStart += lastExtent + lineGap
                contentCross += lineGap
            }
            // Break and measure: the breaker's running length of float outer lengths, and the
            // placement's sum of exact ones, and the largest outer cross size.
            var used = 0.0, outerSum = 0.0, extent = 0.0, gapSum = 0.0
            var end = start
            /// Whether the item of outer lengths `o` goes on the line (the first always does).
            @inline(__always) func takes(_ o: (main: Double, cross: Double)) -> Bool {
                if end == start {
                    used = Double(Float(o.main))
                } else {
                    let length = Double(Float(o.main))
                    let next = Exact.isOn ? used + (gap + length) : used + gap + length
                    if next > fitLimit { return false }
                    used = next
                    gapSum += gap
                }
                outerSum += o.main
                extent = max(extent, o.cross)
                end &+= 1
                return true
            }
            if onePass {
                var position = 0.0
                while end < n {
                    let it = reader.item(end)
                    guard takes((it.outerMain, it.outerCross)) else { break }
                    var x = Self.advance(Exact.self, &position, before: end &- 1 > start ? step : nil, it.marginStart,
                                         it.hypothetical, it.marginEnd)
                    if k.rightToLeft { x = mainContainer - x - it.hypothetical }
                    frames[end &- 1] = FlowRect(x: Float(x) + 0, y: Float(crossStart + it.marginTop) + 0,
                                                width: Float(it.hypothetical), height: Float(it.cross))
                }
            } else {
                while end < n, takes(reader.outer(end)) {}
            }
            // LineGroups' cross size is 0 + the largest (a zero is +0).
            extent = 0 + extent
            if keepsResume {
                lineResume[lineCount] = LineResume(crossStart: crossStart, crossTotal: contentCross, widestBefore: widest)
            }
            widest = max(widest, used)
            contentCross += extent
            lastExtent = extent
            let available = mainContainer - gapSum
            // Shrinking can only change a line whose outer lengths fill it.
            var flexed: UnsafeMutablePointer<FlexItem>?
            if mayShrink, !(outerSum < available) {
                flexed = resolveRowFlexibleLengths(sizes, start..<end, available: available, k)
                outerSum = 0
                for v in 0 ..< end &- start { outerSum += flexed.unsafelyUnwrapped[v].target + flexed.unsafelyUnwrapped[v].fixedMainMargins }
            }
            if !onePass || flexed != nil {
                let justification = Justification(free: available - outerSum, count: end &- start, justify)
                var position = justification.lead
                // Flexed lengths, a lead or a share of free space are not among the lengths
                // whose sums are known exact.
                let regroups = Exact.isOn && flexed == nil && justification.lead == 0 && justification.between == 0
                for v in start..<end {
                    let it = reader.item(v)
                    let target = flexed?[v &- start].target ?? it.hypothetical
                    let before = v > start ? gap + justification.between : nil
                    var x = regroups
                        ? Self.advance(FlagOn.self, &position, before: before, it.marginStart, target, it.marginEnd)
                        : Self.advance(FlagOff.self, &position, before: before, it.marginStart, target, it.marginEnd)
                    if k.rightToLeft { x = mainContainer - x - target }
                    var c = it.cross
                    // Aligned on its own, stretching (no item here is NO_STRETCH), from the line's top.
                    let y = crossStart + FlowLayout.aloneCrossOffset(
                        it.align, stretches: true, lead: it.marginTop, trail: it.marginBottom, &c, extent: extent,
                        minCross: it.minCross, maxCross: it.maxCross)
                    // The stages add the (zero) padding in float: the same bits, -0 included.
                    frames[v] = FlowRect(x: Float(x) + 0, y: Float(y) + 0, width: Float(target), height: Float(c))
                }
            }
            lines[lineCount] = FlowLine(
                firstItem: UInt32(truncatingIfNeeded: start), itemCount: UInt32(truncatingIfNeeded: end &- start),
                mainSize: Float(outerSum + gapSum), crossOffset: Float(crossStart) + 0, crossSize: Float(extent))
            lineCount &+= 1
            start = end
        }
        lineBuffer.setCount(lineCount)
        if keepsResume { lineResume.setCount(lineCount) }
        let crossContainer = k.crossLimit.isFinite ? k.crossLimit : contentCross
        storeSizes(k, main: mainContainer + 0, cross: crossContainer + 0, widest: widest, contentCross: contentCross,
                   visible: n)
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
