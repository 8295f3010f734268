// Greedy rows of the flex item model, a line at a time, without flex items: margins, limits,
// shrink and align-self on wrapping rows (either direction) with fixed gaps, any justify and any
// align-items but the baselines, lines at the top. Each line is broken on the items' outer
// lengths and measured in one sweep (which places it along the line too when it is justified
// at the start), then placed, or only aligned across, while its items are in cache.
//
// Every value is the stages' own expression evaluated in the same order: FlexItemMaker.make's
// sizes and margins, the greedy breaker on outer lengths rounded to float as the stages store
// them for the breakers, LineGroups' cross size, placeItemModelLine's sums, alignContent's
// positions for start. So the results are the stages' to the bit (tests run both on random
// layouts). A line that may shrink (its outer lengths fill it and an item has a shrink weight)
// resolves its flexible lengths through the stages' own FlexItem code.

extension FlowLayout {
    /// Arranges `isItemModelRowsInAnyBounds` layouts in a content box (width, height) that
    /// `itemModelRowsAllow`. Sizing may fail (a measure answer); nothing is changed before it
    /// succeeds. Buffers were reserved by the caller.
    mutating func arrangeItemModelRows(width: Float, height: Float) throws(FlowError) {
        let sizes = try resolveSizes(mainLimit: width.isNaN ? .infinity : Double(width), horizontal: true)
        arrangeItemModelRows(sizes.unsafelyUnwrapped, width: width, height: height, resumingAt: 0)
    }

    /// The kernel on resolved sizes, from line `resumeLine` on: the lines before it and their
    /// frames are kept, and the sums go on from the resume record (setItemSize; Embedding.swift).
    mutating func arrangeItemModelRows(_ sizes: UnsafePointer<FlowSize>, width: Float, height: Float, resumingAt resumeLine: Int) {
        let k = LayoutConstants(options: options, count: itemCount, width: width, height: height)
        let gap = Double(options.itemSpacing)
        let exact: RowSums = rowOuterLengthsAreFloats(gap: gap) ? .ofFloats : rowSumsAreExact(gap: gap) ? .exact : .rounded
        switch (itemModel.inputs.limitsMatter, itemModel.inputs.alignMatters) {
        case (false, false): arrangeItemModelRows(FlagOff.self, FlagOff.self, exact, sizes, k, resumeLine)
        case (false, true): arrangeItemModelRows(FlagOff.self, FlagOn.self, exact, sizes, k, resumeLine)
        case (true, false): arrangeItemModelRows(FlagOn.self, FlagOff.self, exact, sizes, k, resumeLine)
        case (true, true): arrangeItemModelRows(FlagOn.self, FlagOn.self, exact, sizes, k, resumeLine)
        }
    }

    /// The exact-sum half of the dispatch (`rowSumsAreExact`): the running sums move in one
    /// addition an item instead of two or three, the same bits; where the outer lengths are
    /// floats too, one running sum serves breaking and placing. The WebAssembly module, which
    /// browsers download, leaves it out.
    @inline(__always)
    private mutating func arrangeItemModelRows<Limits: StaticFlag, Aligns: StaticFlag>(
        _: Limits.Type, _: Aligns.Type, _ sums: RowSums, _ sizes: UnsafePointer<FlowSize>, _ k: LayoutConstants,
        _ resumeLine: Int
    ) {
        #if !FLOWLAYOUT_SMALL_CODE
        switch sums {
        case .ofFloats: return arrangeItemModelRows(Limits.self, Aligns.self, FlagOn.self, FlagOn.self, sizes, k, resumeLine)
        case .exact: return arrangeItemModelRows(Limits.self, Aligns.self, FlagOn.self, FlagOff.self, sizes, k, resumeLine)
        case .rounded: break
        }
        #endif
        arrangeItemModelRows(Limits.self, Aligns.self, FlagOff.self, FlagOff.self, sizes, k, resumeLine)
    }

    /// The breaker's running length `used` with an item of float outer length `length` after a
    /// gap: the greedy rule breaks before the item when this passes the fit limit. With exact
    /// sums (`Exact`), gap and length first: one addition on the running length.
    @inline(__always)
    static func extended<Exact: StaticFlag>(_: Exact.Type, _ used: Double, gap: Double, by length: Double) -> Double {
        Exact.isOn ? used + (gap + length) : used + gap + length
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

    private mutating func arrangeItemModelRows<
        Limits: StaticFlag, Aligns: StaticFlag, Exact: StaticFlag, OuterFloats: StaticFlag
    >(
        _: Limits.Type, _: Aligns.Type, _: Exact.Type, _: OuterFloats.Type, _ sizes: UnsafePointer<FlowSize>,
        _ k: LayoutConstants, _ resumeLine: Int
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
        let resumeRecord = lineResume.pointer
        var start = 0, lineCount = resumeLine
        var crossStart = 0.0, lastExtent = 0.0, contentCross = 0.0, widest = 0.0
        if resumeLine > 0 {
            start = Int(lines[resumeLine].firstItem)
            let kept = lineResume[resumeLine]
            (crossStart, contentCross, widest) = (kept.crossStart, kept.crossTotal, kept.widestBefore)
        }
        // Lines of justify start are placed along the main axis as they are broken, in one
        // sweep: the stages' positions with a lead and a between of 0 (start's justification),
        // each item at its line's top. Items that align otherwise are then moved across in a
        // sweep of the line's cross lengths alone, and a line that shrinks is placed again.
        // Lines of other justifications are placed once broken.
        let mainAsBroken = justify == .start
        let crossAtTop = !Aligns.isOn && options.alignItems == .start
        while start < n {
            // The lines stack from the top (align-content start): alignContent's sums.
            if lineCount > resumeLine {
                crossStart += lastExtent + lineGap
                contentCross += lineGap
            }
            // Break and measure: the breaker's running length of float outer lengths, and the
            // placement's sum of exact ones, and the largest outer cross size. The first item
            // always goes on the line.
            var used = 0.0, outerSum = 0.0, extent = 0.0
            var end = start &+ 1
            if mainAsBroken {
                let line = k.rightToLeft
                    ? Self.sweepLine(Exact.self, OuterFloats.self, FlagOn.self, reader, frames, from: start, n,
                                     crossStart: crossStart, gap: gap, fitLimit: fitLimit, mirror: mainContainer)
                    : Self.sweepLine(Exact.self, OuterFloats.self, FlagOff.self, reader, frames, from: start, n,
                                     crossStart: crossStart, gap: gap, fitLimit: fitLimit, mirror: mainContainer)
                (end, used, outerSum, extent) = line
            } else {
                let first = reader.outer(start)
                used = Double(Float(first.main))
                outerSum += first.main
                extent = larger(extent, first.cross)
                while end < n {
                    let o = reader.outer(end)
                    let next = Self.extended(Exact.self, used, gap: gap, by: Double(Float(o.main)))
                    if next > fitLimit { break }
                    used = next
                    outerSum += o.main
                    extent = larger(extent, o.cross)
                    end &+= 1
                }
            }
            // The gaps between the line's items, added up as the breaker adds them: with exact
            // sums, their product.
            var gapSum = 0.0
            if Exact.isOn {
                gapSum = 0 + gap * Double(end &- start &- 1)
            } else {
                for _ in start &+ 1 ..< end { gapSum += gap }
            }
            // With outer lengths that are floats the sums are exact, so the outer lengths add up
            // to the running length less the gaps (+0 for a zero, as a sum from 0 gives; no
            // reader shows a zero's sign here, but without the addition the compiler keeps the
            // sweep's running maximum on the stack: 58.9 instructions an item against 56.9).
            if mainAsBroken && OuterFloats.isOn { outerSum = (used - gapSum) + 0 }
            // LineGroups' cross size is 0 + the largest (a zero is +0).
            extent = 0 + extent
            if keepsResume {
                resumeRecord.unsafelyUnwrapped[lineCount] =
                    LineResume(crossStart: crossStart, crossTotal: contentCross, widestBefore: widest)
            }
            widest = larger(widest, used)
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
            if !mainAsBroken || flexed != nil {
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
            } else if !crossAtTop {
                // Placed along the line as broken: only the cross position and length remain,
                // the placement's own expression.
                Self.placeAcross(reader, frames, start..<end, crossStart: crossStart, extent: extent)
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

    /// Breaks, measures and places along it (at its top) a line of justify start from item
    /// `start`, in a row of the direction `Mirrored` says: the line's end, the
    /// breaker's running length, the outer lengths' sum (left to the caller with `OuterFloats`,
    /// where the running length gives it) and the largest outer cross size. (Handing the item
    /// that broke the line on to the next, to be read once, kept more values live across lines
    /// than the registers hold: the largest cross size went to memory, a store and load an item.)
    @inline(__always)
    private static func sweepLine<
        Limits: StaticFlag, Aligns: StaticFlag, Exact: StaticFlag, OuterFloats: StaticFlag, Mirrored: StaticFlag
    >(
        _: Exact.Type, _: OuterFloats.Type, _: Mirrored.Type, _ reader: RowItemReader<Limits, Aligns>,
        _ frames: UnsafeMutablePointer<FlowRect>, from start: Int, _ n: Int, crossStart: Double,
        gap: Double, fitLimit: Double, mirror mainContainer: Double
    ) -> (end: Int, used: Double, outerSum: Double, extent: Double) {
        /// Item i at `x` along the line (flow order), at the line's top: the stages' positions
        /// with a lead and a between of 0 (start's justification).
        @inline(__always) func place(_ it: RowItem, _ i: Int, x flowX: Double) {
            var x = flowX
            if Mirrored.isOn { x = mainContainer - x - it.hypothetical }
            frames[i] = FlowRect(x: Float(x) + 0, y: Float(crossStart + it.marginTop) + 0,
                                 width: Float(it.hypothetical), height: Float(it.cross))
        }
        /// The breaker's float outer length (with `OuterFloats`, the length itself).
        @inline(__always) func rounded(_ length: Double) -> Double {
            OuterFloats.isOn ? length : Double(Float(length))
        }
        let step = gap + 0.0
        var position = 0.0, outerSum = 0.0, extent = 0.0
        let first = reader.item(start, Mirrored.self)
        var used = rounded(first.outerMain)
        if !OuterFloats.isOn { outerSum += first.outerMain }
        extent = larger(extent, first.outerCross)
        place(first, start, x: Self.advance(Exact.self, &position, before: nil, first.marginStart,
                                            first.hypothetical, first.marginEnd))
        var end = start &+ 1
        while end < n {
            let it = reader.item(end, Mirrored.self)
            let next = Self.extended(Exact.self, used, gap: gap, by: rounded(it.outerMain))
            if next > fitLimit { break }
            // With outer lengths that are floats, `used` is the position (exact sums of the
            // same terms) and the item starts at used + (gap + start margin). (The placement's
            // gap is `step`, +0 for a gap of -0: a zero's sign there reaches no frame, whose
            // edges add +0.)
            let x = OuterFloats.isOn
                ? used + (gap + it.marginStart)
                : Self.advance(Exact.self, &position, before: step, it.marginStart, it.hypothetical, it.marginEnd)
            used = next
            if !OuterFloats.isOn { outerSum += it.outerMain }
            extent = larger(extent, it.outerCross)
            place(it, end, x: x)
            end &+= 1
        }
        return (end, used, outerSum, extent)
    }

    /// Moves the items of a line placed along it as broken (at its top) across it where they
    /// align otherwise: the placement's own expression. Kept out of the sweep that breaks, so
    /// that the sweep's registers are its own.
    @inline(never)
    private static func placeAcross<Limits: StaticFlag, Aligns: StaticFlag>(
        _ reader: RowItemReader<Limits, Aligns>, _ frames: UnsafeMutablePointer<FlowRect>, _ line: Range<Int>,
        crossStart: Double, extent: Double
    ) {
        /// Item v moved across as `align` places it. The direction changes only the margins
        /// along the row, which this does not read.
        @inline(__always) func place(_ v: Int, _ align: FlowAlignItems) {
            let it = reader.item(v, FlagOff.self)
            var c = it.cross
            let y = crossStart + FlowLayout.aloneCrossOffset(
                align, stretches: true, lead: it.marginTop, trail: it.marginBottom, &c, extent: extent,
                minCross: it.minCross, maxCross: it.maxCross)
            frames[v].y = Float(y) + 0
            frames[v].height = Float(c)
        }
        /// Each item's move by the packed table (`AcrossMoves`), placing with a constant
        /// alignment in each case, so that an item's alignment is read and chosen on once.
        @inline(__always) func move(_ v: Int, _ move: UInt32) {
            switch move {
            case AcrossMoves.center: place(v, .center)
            case AcrossMoves.end: place(v, .end)
            case AcrossMoves.stretch: place(v, .stretch)
            default: break
            }
        }
        let moves = reader.acrossMoves
        guard Aligns.isOn, let align = reader.align else {
            let all = moves.move(rawAlignSelf: -1)
            if all != AcrossMoves.none { for v in line { move(v, all) } }
            return
        }
        for v in line { move(v, moves.move(rawAlignSelf: align[v])) }
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
