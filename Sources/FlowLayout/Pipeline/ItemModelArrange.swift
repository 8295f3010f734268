// The flex item model's stages (CSS flexbox for one container), used when a layout uses any of
// padding, margins, limits, shrink, align-self, hidden or no-stretch items, or reverse:
//
//   content box       the bounds minus padding (Sizing measures against it)
//   outer sizes       sizes clamped to their limits plus margins: the outer hypothetical sizes
//   lines             the same line breakers, on the outer sizes of the items not hidden
//                     (separators widen the gaps); the overflow indicator joins as one more
//                     item (ItemModelLineFeatures.swift); scale fill scales each line's items
//   line cross sizes  per-item alignment groups (baselines with margins, guides), stretch
//   align-content     ContentAlignment.swift, unchanged
//   per line          resolve flexible lengths (FlexItem.swift) → main auto margins → justify
//                     (the last-line justification on last and forced-ended lines) → cross
//                     alignment with align-self → reverse and mirrors → padding → snapping;
//                     separators centred between the margin boxes of neighbours
//
// With none of these inputs the results equal the v0 stages' (tests run both on the corpora).

/// What breaking and measuring the item model's lines produced, before placement.
struct ItemModelPass {
    var lineCount = 0
    /// Items not hidden, and how many of them are on visible lines.
    var laidOut = 0
    var onVisibleLines = 0
    var widest = 0.0
    var contentCross = 0.0
    /// Item count on visible lines, hidden items included (the layout's visible count).
    var visibleCount = 0
    /// What the lines were broken from: gaps (separators included), forced breaks, item count.
    var input: LineBreakInput?
    /// With the overflow indicator shown: its place among the laid-out items (after the last
    /// one that shows). Its `index` is the first item it hides (the visible count).
    var indicatorSlot: Int?
}


extension FlowLayout {
    /// The content box's constants: the bounds minus padding (unspecified bounds stay unspecified).
    func contentConstants(width: Float, height: Float) -> LayoutConstants {
        let content = Self.contentBounds(width: width, height: height, padding: options.padding)
        return LayoutConstants(options: options, count: itemCount, width: content.width, height: content.height)
    }

    /// The wanted size, and whether every item is on a visible line (for `fits`).
    mutating func itemModelWantedSize(width: Float, height: Float) throws(FlowError) -> (size: FlowSize, allShown: Bool) {
        let k = contentConstants(width: width, height: height)
        let (pass, _) = try withItemModelLines(k)
        let main = k.mainLimit.isFinite ? max(k.mainLimit, pass.widest) : pass.widest
        return (options.padding.padded(main: main, cross: pass.contentCross, horizontal: k.horizontal),
                pass.visibleCount == k.count)
    }

    /// The size item-model rows want in bounds (width, height) where the plan has their kernel
    /// arrange them (nil elsewhere): the kernel's lines, broken and measured as its arrange does,
    /// nothing written. Every line is shown there (no max lines).
    mutating func itemModelRowsWantedSize(width: Float, height: Float) throws(FlowError) -> FlowSize? {
        // The plan an arrange in these bounds runs decides: the kernel, or the kernel resuming
        // after setItemSize (for item-model layouts only the kernel resumes).
        let plan = plan(width: width, height: height)
        guard plan.path == .itemModelRows || plan.path == .resume else { return nil }
        let sizes = try resolveSizes(mainLimit: Double(plan.contentWidth), horizontal: true)
        let k = LayoutConstants(options: options, count: itemCount, width: plan.contentWidth, height: plan.contentHeight)
        let lines = runItemModelRows(sizes.unsafelyUnwrapped, k, .sizing)
        return options.padding.padded(main: max(k.mainLimit, lines.widest), cross: lines.contentCross, horizontal: true)
    }

    /// `arrange` for item-model layouts. Everything that can fail happens in withItemModelLines,
    /// before any result changes; the buffers were reserved by the caller.
    mutating func arrangeItemModel(width: Float, height: Float) throws(FlowError) {
        let k = contentConstants(width: width, height: height)
        let (pass, lines) = try withItemModelLines(k)
        do {
            let mainContainer = k.mainLimit.isFinite ? k.mainLimit : pass.widest
            let crossContainer = k.crossLimit.isFinite ? k.crossLimit : pass.contentCross
            FlowLayout.alignContent(lines, k, contentCross: pass.contentCross)
            // Padding is the commit's offset, but for snapped frames: they are snapped after it.
            let padsFrames = options.pixelScale > 0
            let pad = padsFrames ? options.padding : .zero
            let pf = PlacementFrame(
                mainContainer: mainContainer, crossContainer: crossContainer,
                mirrorWidth: k.rightToLeft ? (k.horizontal ? mainContainer : crossContainer) : nil,
                grid: options.pixelScale > 0 ? PixelGrid(scale: Double(options.pixelScale)) : nil)
            frameBuffer.setCount(k.count)
            frameBuffer.pointer?.update(repeating: .zero, count: k.count)
            lineBuffer.setCount(pass.lineCount)
            clearLineFeatureResults()
            if let frames = frameBuffer.pointer, let items = itemModel.scratch.items.pointer, let breaks = pass.input {
                // Reserved by reserveScratch, a value per laid-out item.
                if options.hasSeparator { itemModel.scratch.mainMargins.setCount(pass.laidOut) }
                let margins = options.hasSeparator ? itemModel.scratch.mainMargins.pointer : nil
                let input = ItemModelLineInput(
                    items: items, breaks: breaks, padLeft: Double(pad.left), padTop: Double(pad.top),
                    visibleCount: pass.visibleCount, mainMargins: margins,
                    mayFlex: !grow.isEmpty || itemModel.inputs.shrinkMatters)
                for j in lines.indices {
                    lineBuffer[j] = placeItemModelLine(lines, j, input, k, pf, frames)
                }
                if let grid = pf.grid {
                    grid.snap(UnsafeMutableBufferPointer(start: lineBuffer.pointer, count: pass.lineCount))
                }
                if let margins { fillItemModelSeparators(lines, items, margins, k, pf.grid, frames) }
                if pass.indicatorSlot != nil {
                    // Placed as the item it stands in front of, which stays hidden.
                    overflowFrame = frames[pass.visibleCount]
                    hasOverflowFrame = true
                    frames[pass.visibleCount] = .zero
                }
            }
            let padSums = pad.sums
            var mainSize = mainContainer + (k.horizontal ? padSums.horizontal : padSums.vertical)
            var crossSize = crossContainer + (k.horizontal ? padSums.vertical : padSums.horizontal)
            if let grid = pf.grid {
                mainSize = grid.snap(mainSize)
                crossSize = grid.snap(crossSize)
            }
            storeSizes(k, main: mainSize, cross: crossSize, widest: pass.widest, contentCross: pass.contentCross, visible: pass.visibleCount)
            // For hit-testing: reverse runs each line the other way along main.
            var order = ArrangedOrder(k)
            order.mainDescending = (k.horizontal && k.rightToLeft) != options.reverse
            order.mayOverlap = itemModel.inputs.anyNegativeMargin
            arrangedOrder = order
        }
    }

    /// The gap between neighbours (separator included) when it is not automatic.
    private var itemGap: Double {
        options.separated(options.itemSpacing.isNaN ? 8 : Double(options.itemSpacing), horizontal: options.axis == .horizontal)
    }

    /// Sizes, outer hypothetical sizes, lines and their cross sizes.
    private mutating func withItemModelLines(
        _ k: LayoutConstants
    ) throws(FlowError) -> (ItemModelPass, UnsafeMutableBufferPointer<LineRecord>) {
        var pass = ItemModelPass()
        let resolved = try resolveSizes(mainLimit: k.mainLimit, horizontal: k.horizontal)
        guard let resolved else {
            pass.visibleCount = 0
            return (pass, UnsafeMutableBufferPointer(start: nil, count: 0))
        }
        let o = options
        let automaticItemGaps = o.itemSpacing.isNaN && !spacing.isEmpty
        let automaticLineGaps = o.lineSpacing.isNaN && !spacing.isEmpty
        pass.laidOut = buildFlexItems(resolved, k, automaticGaps: automaticItemGaps)
        let n = pass.laidOut
        lineRecords.setCount(n)
        guard n > 0, let items = itemModel.scratch.items.pointer, let lines = lineRecords.pointer else {
            // Every item is hidden: no line.
            pass.visibleCount = k.count
            return (pass, UnsafeMutableBufferPointer(start: nil, count: 0))
        }
        let outer = itemModel.scratch.outer.pointer.unsafelyUnwrapped
        var breakInput = LineBreakInput(
            count: n, sizes: UnsafeRawPointer(outer).assumingMemoryBound(to: Float.self),
            mainOffset: k.horizontal ? 0 : 1,
            pairGaps: automaticItemGaps ? UnsafePointer(itemModel.scratch.gaps.pointer) : nil,
            constantGap: itemGap,
            flags: flags.isEmpty ? nil : UnsafePointer(itemModel.scratch.flags.pointer),
            limit: k.wraps ? k.mainLimit : .infinity,
            maxItemsPerLine: k.wraps && o.maxItemsPerLine > 0 ? o.maxItemsPerLine : Int.max,
            minLines: o.minLines)
        pass.lineCount = breakItemModelLines(breakInput, lines, k)
        // Line features (ItemModelLineFeatures.swift): the indicator may re-break the lines with
        // one more item; scale fill then rescales each line.
        if overflowIndicator != nil, o.maxLines > 0, k.wraps, lines[pass.lineCount - 1].end < n {
            try placeItemModelIndicator(&breakInput, lines, &pass, flexItemMaker(resolved, k), k)
        }
        let visible = UnsafeMutableBufferPointer(start: lines, count: pass.lineCount)
        if o.lineFill == .scale { scaleItemModelLines(visible, breakInput, items, k) }
        pass.input = breakInput
        itemModel.scratch.lineGroups.setCount(pass.lineCount)
        for j in visible.indices {
            let groups = LineGroups(items, visible[j].first..<visible[j].end)
            itemModel.scratch.lineGroups[j] = groups
            visible[j].ascent = 0
            visible[j].descent = groups.natural
            if automaticLineGaps { measureLineSpacing(&visible[j], items, skipping: pass.indicatorSlot, k) }
            pass.widest = max(pass.widest, visible[j].used)
        }
        pass.onVisibleLines = visible[pass.lineCount - 1].end
        if let slot = pass.indicatorSlot {
            pass.visibleCount = items[slot].index
        } else {
            pass.visibleCount = pass.onVisibleLines < n ? items[pass.onVisibleLines].index : k.count
        }
        pass.contentCross = FlowLayout.contentCross(
            visible, k, automaticGaps: automaticLineGaps,
            defaultGap: o.lineSpacing.isNaN ? 8 : Double(o.lineSpacing))
        return (pass, visible)
    }

    /// Step 2 on the laid-out items, up to max lines; returns the line count.
    mutating func breakItemModelLines(
        _ input: LineBreakInput, _ lines: UnsafeMutablePointer<LineRecord>, _ k: LayoutConstants
    ) -> Int {
        switch (k.wraps, options.lineBreaking) {
        case (false, _):
            var used = input.main(0)
            for v in 1..<input.count { used += input.gap(before: v) + input.main(v) }
            lines[0] = LineRecord(first: 0, end: input.count, used: used)
            return 1
        case (true, .greedy):
            var breaker = GreedyLineBreaker()
            return FlowLayout.breakItemModelLines(&breaker, input, lines, maxLines: k.maxLines)
        case (true, .balance):
            let count = FlowLayout.breakItemModelLines(&balancedBreaker, input, lines, maxLines: k.maxLines)
            if itemModel.inputs.anyNegativeMargin { measureOuterLengths(lines, count, input) }
            return count
        case (true, .pretty):
            let count = FlowLayout.breakItemModelLines(&prettyBreaker, input, lines, maxLines: k.maxLines)
            if itemModel.inputs.anyNegativeMargin { measureOuterLengths(lines, count, input) }
            return count
        }
    }

    /// Each line's length from the items' real outer lengths: balanced and pretty breaking
    /// broke on lengths clamped to 0 (`buildFlexItems`), which negative margins make longer
    /// (only a negative margin makes an outer length negative: sizes and limits are >= 0).
    private mutating func measureOuterLengths(_ lines: UnsafeMutablePointer<LineRecord>, _ count: Int, _ input: LineBreakInput) {
        guard let items = itemModel.scratch.items.pointer else { return }
        // As the outer sizes are stored for the breakers: rounded to float.
        func outer(_ v: Int) -> Double { Double(Float(items[v].hypothetical + items[v].fixedMainMargins)) }
        for j in 0..<count {
            let first = lines[j].first, end = lines[j].end
            var used = outer(first)
            for v in first + 1 ..< end { used += input.gap(before: v) + outer(v) }
            lines[j].used = used
        }
    }

    private static func breakItemModelLines<B: LineBreaker>(
        _ breaker: inout B, _ input: LineBreakInput, _ lines: UnsafeMutablePointer<LineRecord>, maxLines: Int
    ) -> Int {
        breaker.prepare(input)
        var start = 0, count = 0
        while start < input.count, count < maxLines {
            let end = breaker.lineEnd(startingAt: start, input)
            var used: Double
            if let known = breaker.lastLineLength {
                used = known
            } else {
                used = input.main(start)
                for v in start + 1 ..< end { used += input.gap(before: v) + input.main(v) }
            }
            lines[count] = LineRecord(first: start, end: end, used: used)
            count += 1
            start = end
        }
        return count
    }

    /// Largest cross-start and cross-end spacing preference of a line's items (automatic line gaps).
    /// The overflow indicator (`skipping`) has no preferences.
    private func measureLineSpacing(_ line: inout LineRecord, _ items: UnsafeMutablePointer<FlexItem>, skipping indicator: Int?,
                                    _ k: LayoutConstants) {
        var lead = 0.0, trail = 0.0
        for v in line.first..<line.end where v != indicator {
            let s = spacing[items[v].index]
            lead = max(lead, Double(k.horizontal ? s.top : s.leading))
            trail = max(trail, Double(k.horizontal ? s.bottom : s.trailing))
        }
        line.leadingSpacing = lead
        line.trailingSpacing = trail
    }

    /// What turns the items' inputs into flex items in this arrange.
    func flexItemMaker(_ sizes: UnsafePointer<FlowSize>, _ k: LayoutConstants) -> FlexItemMaker {
        // Baselines from the arrays, or those the measure callback answered with the sizes.
        let measured = measureWithBaselines != nil
        let view = ItemInputs(
            sizes: sizes, grow: nil, flags: nil,
            firstBaselines: UnsafePointer(measured ? resolvedFirstBaselines.pointer : firstBaselines.pointer),
            lastBaselines: UnsafePointer(measured ? resolvedLastBaselines.pointer : lastBaselines.pointer),
            guides: UnsafePointer(guides.pointer), spacing: nil, baselinesFromFarSide: !k.horizontal && k.rightToLeft)
        let fromFarSide = view.baselinesFromFarSide
        return FlexItemMaker(
            horizontal: k.horizontal, rightToLeft: k.rightToLeft, reverse: options.reverse, wrapReversed: k.reversed,
            alignItems: options.alignItems, itemsSource: view.guides(for: options.alignItems),
            firstSource: GuideSource(overrides: nil, baselines: view.firstBaselines, isBaseline: true, fraction: 0,
                                     fromFarSide: fromFarSide),
            lastSource: GuideSource(overrides: nil, baselines: view.lastBaselines, isBaseline: true, fraction: 0,
                                    fromFarSide: fromFarSide),
            hasGuides: view.guides != nil)
    }

    /// Fills the scratch with one FlexItem per item not hidden, their outer hypothetical sizes
    /// (for the breakers), their break flags and the gaps between them. Returns how many.
    private mutating func buildFlexItems(_ sizes: UnsafePointer<FlowSize>, _ k: LayoutConstants, automaticGaps: Bool) -> Int {
        let n = k.count
        let inputs = itemModel.inputs
        // Reserved by reserveScratch: nothing allocates here.
        itemModel.scratch.items.setCount(n)
        itemModel.scratch.outer.setCount(n)
        itemModel.scratch.flags.setCount(flags.isEmpty ? 0 : n)
        itemModel.scratch.gaps.setCount(automaticGaps ? n : 0)
        let items = itemModel.scratch.items.pointer.unsafelyUnwrapped
        let outer = itemModel.scratch.outer.pointer.unsafelyUnwrapped
        let breakFlags = itemModel.scratch.flags.pointer
        let gaps = itemModel.scratch.gaps.pointer
        let flagsIn = UnsafePointer(flags.pointer)
        let margins = UnsafePointer(inputs.margins.pointer)
        let minSizes = UnsafePointer(inputs.minSizes.pointer), maxSizes = UnsafePointer(inputs.maxSizes.pointer)
        let shrinkIn = UnsafePointer(inputs.shrink.pointer), alignIn = UnsafePointer(inputs.align.pointer)
        let growIn = UnsafePointer(grow.pointer)
        let spacingIn = UnsafePointer(spacing.pointer)
        let o = options
        let horizontal = k.horizontal
        let maker = flexItemMaker(sizes, k)
        let hiddenBit = FlowItemFlags.hidden.rawValue
        let breakBits = FlowItemFlags.breakBefore.rawValue | FlowItemFlags.breakAfter.rawValue

        var v = 0
        var previous = -1
        for i in 0..<n {
            let f = flagsIn?[i] ?? 0
            if f & hiddenBit != 0 { continue }
            let item = maker.make(
                i, size: sizes[i], min: minSizes?[i] ?? FlowSize(width: 0, height: 0),
                max: maxSizes?[i] ?? FlowSize(width: .infinity, height: .infinity), margins: margins?[i] ?? .zero,
                align: alignIn?[i] ?? -1, flags: f, grow: growIn.map { Double($0[i]) } ?? 0,
                shrink: shrinkIn.map { Double($0[i]) } ?? 0)
            items[v] = item
            var outerMain = item.hypothetical + item.fixedMainMargins
            // Balanced and pretty breaking search over lengths that only add up: they break on
            // outer lengths clamped to 0, and a line that fits clamped fits as it is. Its length
            // is measured again from the real outer lengths (breakItemModelLines).
            if k.wraps, o.lineBreaking != .greedy { outerMain = max(0, outerMain) }
            let outerCross = Float(item.outerCross)
            outer[v] = horizontal
                ? FlowSize(width: Float(outerMain), height: outerCross)
                : FlowSize(width: outerCross, height: Float(outerMain))
            if let breakFlags { breakFlags[v] = f & breakBits }
            if let gaps, let spacingIn {
                if previous < 0 {
                    gaps[v] = 0
                } else {
                    let before = spacingIn[previous], after = spacingIn[i]
                    gaps[v] = o.separated(horizontal
                        ? Double(max(before.trailing, after.leading)) : Double(max(before.bottom, after.top)),
                        horizontal: horizontal)
                }
            }
            previous = i
            v += 1
        }
        return v
    }
}
