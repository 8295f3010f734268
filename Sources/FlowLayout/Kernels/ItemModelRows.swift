// Greedy rows of the flex item model, a line at a time, without flex items: margins, limits,
// shrink and align-self on wrapping rows (either direction) with fixed gaps, any justify and any
// align-items but the baselines, lines at the top. The lines are broken on the items' outer
// lengths and measured in one loop over the items (which places each along its line too when
// lines are justified at the start); each line, once broken, is closed: placed, or only aligned
// across, while its items are in cache.
//
// Every value is the stages' own expression evaluated in the same order: FlexItemMaker.make's
// sizes and margins, the greedy breaker on outer lengths rounded to float as the stages store
// them for the breakers, LineGroups' cross size, placeItemModelLine's sums, alignContent's
// positions for start. So the results are the stages' to the bit (tests run both on random
// layouts). Where every value it forms is a float (`rowSums`), it computes them in floats: the
// same values, with no conversion of the sizes and margins it reads or the frames it writes;
// where only those within each line are (long layouts), it computes in floats but for the lines'
// tops, which it keeps in doubles (`Top`) and adds to each item's offset across the line. A
// line that may shrink (its outer lengths fill it and an item has a shrink weight) resolves its
// flexible lengths through the stages' own FlexItem code. sizeThatFits runs the same sweep with
// nothing placed or recorded (`RowsRun.sizing`): the lines' sums alone.

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
        runItemModelRows(sizes, k, .arranging(fromLine: resumeLine))
    }

    /// The kernel's run on resolved sizes, dispatched on what the layout uses; returns the
    /// sums it carried to the end (the size the lines take).
    @discardableResult
    mutating func runItemModelRows(_ sizes: UnsafePointer<FlowSize>, _ k: LayoutConstants, _ run: RowsRun) -> RowStack {
        let gap = Double(options.itemSpacing)
        // The width is a term of the rows' sums only where they are mirrored in it.
        let exact = rowSums(gap: gap, width: k.rightToLeft ? k.mainLimit : .infinity, limit: k.mainLimit)
        // A layout without margins reads its items as one with limits, testing each column: the
        // reader without limits reads margins with no test (4 instructions an item).
        let tests = itemModel.inputs.limitsMatter || itemModel.inputs.margins.isEmpty
        switch (tests, itemModel.inputs.alignMatters) {
        case (false, false): return runItemModelRows(FlagOff.self, FlagOff.self, exact, sizes, k, run)
        case (false, true): return runItemModelRows(FlagOff.self, FlagOn.self, exact, sizes, k, run)
        case (true, false): return runItemModelRows(FlagOn.self, FlagOff.self, exact, sizes, k, run)
        case (true, true): return runItemModelRows(FlagOn.self, FlagOn.self, exact, sizes, k, run)
        }
    }

    /// The exact-sum half of the dispatch (`rowSums`): the running sums move in one
    /// addition an item instead of two or three, the same bits; where the outer lengths are
    /// floats too, one running sum serves breaking and placing. The WebAssembly module, which
    /// browsers download, leaves it out.
    @inline(__always)
    private mutating func runItemModelRows<Limits: StaticFlag, Aligns: StaticFlag>(
        _: Limits.Type, _: Aligns.Type, _ sums: RowSums, _ sizes: UnsafePointer<FlowSize>, _ k: LayoutConstants,
        _ run: RowsRun
    ) -> RowStack {
        #if !FLOWLAYOUT_SMALL_CODE
        switch sums {
        case .inFloats:
            return runItemModelRows(Limits.self, Aligns.self, FlagOn.self, FlagOn.self, Float.self, Float.self, sizes, k, run)
        case .alongInFloats:
            return runItemModelRows(Limits.self, Aligns.self, FlagOn.self, FlagOn.self, Float.self, Double.self, sizes, k, run)
        case .ofFloats:
            return runItemModelRows(Limits.self, Aligns.self, FlagOn.self, FlagOn.self, Double.self, Double.self, sizes, k, run)
        case .exact:
            return runItemModelRows(Limits.self, Aligns.self, FlagOn.self, FlagOff.self, Double.self, Double.self, sizes, k, run)
        case .rounded: break
        }
        #endif
        return runItemModelRows(Limits.self, Aligns.self, FlagOff.self, FlagOff.self, Double.self, Double.self, sizes, k, run)
    }

    private mutating func runItemModelRows<
        Limits: StaticFlag, Aligns: StaticFlag, Exact: StaticFlag, OuterFloats: StaticFlag, Scalar: RowScalar,
        Top: RowScalar
    >(
        _: Limits.Type, _: Aligns.Type, _: Exact.Type, _: OuterFloats.Type, _: Scalar.Type, _: Top.Type,
        _ sizes: UnsafePointer<FlowSize>, _ k: LayoutConstants, _ run: RowsRun
    ) -> RowStack {
        let reader = RowItemReader<Limits, Aligns>(
            sizes: sizes, margins: UnsafePointer(itemModel.inputs.margins.pointer),
            minSizes: UnsafePointer(itemModel.inputs.minSizes.pointer),
            maxSizes: UnsafePointer(itemModel.inputs.maxSizes.pointer),
            align: UnsafePointer(itemModel.inputs.align.pointer), alignItems: options.alignItems,
            rightToLeft: k.rightToLeft)
        let n = k.count
        var stack = RowStack(lineCount: 0, resume: nil)
        var start = 0
        // Sizing writes nothing: every line broken and measured as an arrange does it.
        let writes: Bool
        var keepsResume = false
        if case .arranging(let resumeLine) = run {
            writes = true
            // Within the capacity arrange reserved (a line per item): kept lines stay.
            frameBuffer.setCount(n)
            lineBuffer.setCount(n)
            // Where each line starts, for resuming, unless memory was short (then never resumed).
            keepsResume = lineResume.capacity >= n
            if keepsResume { lineResume.setCount(n) } else { lineResume.clear() }
            stack = RowStack(lineCount: resumeLine, resume: keepsResume ? lineResume.pointer : nil)
            if resumeLine > 0 {
                start = Int(lineBuffer[resumeLine].firstItem)
                let kept = lineResume[resumeLine]
                (stack.crossStart, stack.contentCross, stack.widest) = (kept.crossStart, kept.crossTotal, kept.widestBefore)
            }
        } else {
            writes = false
        }
        // Lines of justify start are placed along the main axis as they are broken, in the
        // sweep: the stages' positions with a lead and a between of 0 (start's justification),
        // each item at its line's top. Lines of other justifications are placed once broken.
        // (Sizing shares the sweep that does not place: one copy of it.)
        if start < n {
            if !writes || options.justify != .start {
                sweepRows(Exact.self, OuterFloats.self, FlagOff.self, FlagOff.self, Scalar.self, Top.self, reader, sizes, k,
                          from: start, &stack, writes: writes)
            } else if k.rightToLeft {
                sweepRows(Exact.self, OuterFloats.self, FlagOn.self, FlagOn.self, Scalar.self, Top.self, reader, sizes, k,
                          from: start, &stack, writes: true)
            } else {
                sweepRows(Exact.self, OuterFloats.self, FlagOn.self, FlagOff.self, Scalar.self, Top.self, reader, sizes, k,
                          from: start, &stack, writes: true)
            }
        }
        guard writes else { return stack }
        lineBuffer.setCount(stack.lineCount)
        if keepsResume { lineResume.setCount(stack.lineCount) }
        let crossContainer = k.crossLimit.isFinite ? k.crossLimit : stack.contentCross
        storeSizes(k, main: k.mainLimit + 0, cross: crossContainer + 0, widest: stack.widest,
                   contentCross: stack.contentCross, visible: n)
        return stack
    }

    /// Breaks and measures every line from item `first` on, one item at a time: the breaker's
    /// running length of float outer lengths, the placement's sum of exact ones and the largest
    /// outer cross size. With `PlacesAlong` (justify start) each item is also placed along its
    /// line at the line's top as it is read, in a row of the direction `Mirrored` says; each
    /// line is closed (`closeRow`) when an item does not fit, and that item starts the next, read
    /// once. (One loop for every line, as start rows run: a loop a line spent about 70
    /// instructions a line starting it again.)
    @inline(__always)
    private mutating func sweepRows<
        Limits: StaticFlag, Aligns: StaticFlag, Exact: StaticFlag, OuterFloats: StaticFlag,
        PlacesAlong: StaticFlag, Mirrored: StaticFlag, Scalar: RowScalar, Top: RowScalar
    >(
        _: Exact.Type, _: OuterFloats.Type, _: PlacesAlong.Type, _: Mirrored.Type, _: Scalar.Type, _: Top.Type,
        _ reader: RowItemReader<Limits, Aligns>, _ sizes: UnsafePointer<FlowSize>, _ k: LayoutConstants,
        from first: Int, _ stack: inout RowStack, writes: Bool
    ) {
        let n = k.count
        // Read only where the sweep places items (an arrange has reserved them).
        let frames = frameBuffer.pointer
        let gap = Scalar(float: options.itemSpacing)
        // A running length of floats passes the limit exactly when it passes the largest float
        // at most the limit.
        let fitLimit = Scalar.below(LineBreakInput.tolerantLimit(k.mainLimit))
        let mainContainer = Scalar(double: k.mainLimit)
        // With outer lengths that are floats (and the line placed as broken), the running
        // length gives the outer lengths' sum, which is not kept item by item.
        let sumsOuter = !(OuterFloats.isOn && PlacesAlong.isOn)
        let closing = RowClosing(
            lines: writes ? lineBuffer.pointer : nil, gap: Double(options.itemSpacing),
            lineGap: Double(options.lineSpacing), mayShrink: itemModel.inputs.shrinkMatters,
            movesAcross: Aligns.isOn || options.alignItems != .start)
        /// The breaker's float outer length (with `OuterFloats`, the length itself).
        @inline(__always) func rounded(_ length: Scalar) -> Scalar {
            OuterFloats.isOn ? length : Scalar(float: length.float)
        }
        // The placement's gap: +0 for a gap of -0 (a zero's sign there reaches no frame, whose
        // edges add +0).
        let step = gap + 0
        var start = first
        // The line's top, in `Top`: a float where every sum of the layout is one, a double where
        // only a line's are (`RowSums.alongInFloats`).
        var top = Top(double: stack.crossStart)
        let head = reader.item(first, Mirrored.self, Scalar.self)
        var used = rounded(head.outerMain), position = Scalar(0), outerSum = Scalar(0), extent = Scalar(0)
        if sumsOuter { outerSum += head.outerMain }
        extent = larger(extent, head.outerCross)
        var x = Self.advance(Exact.self, &position, before: nil, head.marginStart, head.hypothetical, head.marginEnd)
        var it = head, i = first
        while true {
            if PlacesAlong.isOn {
                // Item i at x along the line (flow order), at the line's top.
                if Mirrored.isOn { x = mainContainer - x - it.hypothetical }
                frames.unsafelyUnwrapped[i] = FlowRect(x: x.float + 0, y: (top + Top(double: it.marginTop.double)).float + 0,
                                     width: it.hypothetical.float, height: it.cross.float)
            }
            i &+= 1
            if i == n { break }
            it = reader.item(i, Mirrored.self, Scalar.self)
            let next = Self.extended(Exact.self, used, gap: gap, by: rounded(it.outerMain))
            if next > fitLimit {
                closeRow(Exact.self, OuterFloats.self, PlacesAlong.self, Top.self, reader, sizes, k, closing,
                         Range(uncheckedBounds: (start, i)), used: used, outerSum: outerSum, extent: extent, more: true,
                         &stack)
                top = Top(double: stack.crossStart)
                // Item i starts the next line: the first item always goes on it. (The same
                // start as the head's above; as one nested function for both, callgrind counted
                // 55.4 instructions an item for margins against 54.8, the registers kept otherwise.)
                start = i
                used = rounded(it.outerMain)
                position = 0
                outerSum = 0
                if sumsOuter { outerSum += it.outerMain }
                extent = larger(0, it.outerCross)
                x = Self.advance(Exact.self, &position, before: nil, it.marginStart, it.hypothetical, it.marginEnd)
                continue
            }
            // With outer lengths that are floats, `used` is the position (exact sums of the
            // same terms) and the item starts at used + (gap + start margin).
            x = OuterFloats.isOn
                ? used + (gap + it.marginStart)
                : Self.advance(Exact.self, &position, before: step, it.marginStart, it.hypothetical, it.marginEnd)
            used = next
            if sumsOuter { outerSum += it.outerMain }
            extent = larger(extent, it.outerCross)
        }
        closeRow(Exact.self, OuterFloats.self, PlacesAlong.self, Top.self, reader, sizes, k, closing,
                 Range(uncheckedBounds: (start, n)), used: used, outerSum: outerSum, extent: extent, more: false, &stack)
    }

    /// Closes the line `line`, broken and measured by the sweep: its resume record, its line,
    /// the stack's sums (the lines stack from the top: alignContent's sums for start), and its
    /// placement where the sweep did not finish it — a line that shrinks or is justified
    /// otherwise is placed again, items that align otherwise are moved across.
    @inline(__always)
    private mutating func closeRow<Limits: StaticFlag, Aligns: StaticFlag, Exact: StaticFlag, OuterFloats: StaticFlag,
                                   PlacesAlong: StaticFlag, Top: RowScalar, Scalar: RowScalar>(
        _: Exact.Type, _: OuterFloats.Type, _: PlacesAlong.Type, _: Top.Type, _ reader: RowItemReader<Limits, Aligns>,
        _ sizes: UnsafePointer<FlowSize>, _ k: LayoutConstants, _ closing: RowClosing, _ line: Range<Int>, used: Scalar,
        outerSum swept: Scalar, extent measured: Scalar, more: Bool, _ stack: inout RowStack
    ) {
        // LineGroups' cross size is 0 + the largest (a zero is +0).
        let extent = 0 + measured
        let crossStart = stack.crossStart
        stack.resume?[stack.lineCount] =
            LineResume(crossStart: crossStart, crossTotal: stack.contentCross, widestBefore: stack.widest)
        stack.widest = larger(stack.widest, used.double)
        stack.contentCross += extent.double
        // Sizing places and records nothing: only the stack's sums.
        if let lines = closing.lines {
            let gap = Scalar(double: closing.gap)
            // The gaps between the line's items, added up as the breaker adds them: with exact
            // sums, their product.
            var gapSum = Scalar(0)
            if Exact.isOn {
                gapSum = 0 + gap * Scalar(line.count &- 1)
            } else {
                for _ in line.dropFirst() { gapSum += gap }
            }
            // With outer lengths that are floats the sums are exact, so the outer lengths add up
            // to the running length less the gaps (+0 for a zero, as a sum from 0 gives).
            var outerSum = swept
            if OuterFloats.isOn && PlacesAlong.isOn { outerSum = (used - gapSum) + 0 }
            let available = k.mainLimit - gapSum.double
            // Shrinking can only change a line whose outer lengths fill it.
            let shrinks = closing.mayShrink && !(outerSum.double < available)
            let mainSize: Float
            if !PlacesAlong.isOn || shrinks {
                // In doubles, as the stages (flexed lengths and justified space need not be floats).
                let placed = placeRow(Exact.self, reader, sizes, k, closing, line, crossStart: crossStart,
                                      extent: extent.double, available: available, outerSum: outerSum.double, shrinks: shrinks)
                mainSize = Float(placed + gapSum.double)
            } else {
                // Placed along the line as broken: only the cross position and length remain.
                // Where items have an align-self, in the sweep (most of its lines move items);
                // else in a call, where align-items moves them, so that the sweep of every other
                // layout keeps its registers (inlined there too, margins alone took 2.2
                // instructions an item more).
                if Aligns.isOn {
                    Self.placeAcross(reader, frameBuffer.pointer.unsafelyUnwrapped, line,
                                     crossStart: Top(double: crossStart), extent: extent)
                } else if closing.movesAcross {
                    Self.placeAcrossInACall(reader, frameBuffer.pointer.unsafelyUnwrapped, line,
                                            crossStart: Top(double: crossStart), extent: extent)
                }
                mainSize = (outerSum + gapSum).float
            }
            lines[stack.lineCount] = FlowLine(
                firstItem: UInt32(truncatingIfNeeded: line.lowerBound), itemCount: UInt32(truncatingIfNeeded: line.count),
                mainSize: mainSize, crossOffset: Float(crossStart) + 0, crossSize: extent.float)
        }
        stack.lineCount &+= 1
        if more {
            stack.crossStart += extent.double + closing.lineGap
            stack.contentCross += closing.lineGap
        }
    }
}
