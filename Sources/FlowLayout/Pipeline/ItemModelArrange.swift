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

extension FlowLayout {
    /// The content box's constants: the bounds minus padding (unspecified bounds stay unspecified).
    func contentConstants(width: Float, height: Float) -> LayoutConstants {
        let content = Self.contentBounds(width: width, height: height, padding: options.padding)
        return LayoutConstants(options: options, count: itemCount, width: content.width, height: content.height)
    }

    /// Padding along main and cross, and the physical offset of the content box.
    private var paddingSums: (horizontal: Double, vertical: Double) {
        let p = options.padding
        return (Double(p.left) + Double(p.right), Double(p.top) + Double(p.bottom))
    }

    /// `sizeThatFits` for item-model layouts.
    mutating func itemModelSizeThatFits(width: Float, height: Float) throws(FlowError) -> FlowSize {
        try itemModelWantedSize(width: width, height: height).size
    }

    /// The wanted size, and whether every item is on a visible line (for `fits`).
    mutating func itemModelWantedSize(width: Float, height: Float) throws(FlowError) -> (size: FlowSize, allShown: Bool) {
        let k = contentConstants(width: width, height: height)
        let pad = paddingSums
        let (pass, _) = try withItemModelLines(k)
        let main = k.mainLimit.isFinite ? max(k.mainLimit, pass.widest) : pass.widest
        let size = k.horizontal
            ? FlowSize(width: Float(main + pad.horizontal), height: Float(pass.contentCross + pad.vertical))
            : FlowSize(width: Float(pass.contentCross + pad.horizontal), height: Float(main + pad.vertical))
        return (size, pass.visibleCount == k.count)
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
                    visibleCount: pass.visibleCount, mainMargins: margins)
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
            let padSums = padsFrames ? paddingSums : (horizontal: 0.0, vertical: 0.0)
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
            order.mayOverlap = FlowLayout.anyNegative(itemModel.inputs.margins)
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
            measureOuterLengths(lines, count, input)
            return count
        case (true, .pretty):
            let count = FlowLayout.breakItemModelLines(&prettyBreaker, input, lines, maxLines: k.maxLines)
            measureOuterLengths(lines, count, input)
            return count
        }
    }

    /// Each line's length from the items' real outer lengths: balanced and pretty breaking
    /// broke on lengths clamped to 0 (`buildFlexItems`), which negative margins make longer.
    private func measureOuterLengths(_ lines: UnsafeMutablePointer<LineRecord>, _ count: Int, _ input: LineBreakInput) {
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

    @inline(__always)
    func gap(before v: Int) -> Double { breaks.gap(before: v) }
}

extension FlowLayout {
    /// Flexes, justifies and aligns line j's items, writes their frames; returns the line.
    func placeItemModelLine(
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
        FlowLayout.resolveFlexibleLengths(items, range, available: available)
        var outerSum = 0.0, autoMargins = 0
        for v in range {
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
            let logical: Double
            switch it.align {
            case .stretch:
                if it.stretches {
                    c = clampToLimits(max(0, extent - lead - trail), min: it.minCross, max: it.maxCross)
                }
                logical = lead
            case .center: logical = lead + (extent - c - lead - trail) / 2
            case .end: logical = extent - trail - c
            case .start, .firstBaseline, .lastBaseline: logical = lead
            }
            return reversed ? extent - logical - c : logical
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
        var y0 = k.horizontal ? cross : main
        let h = k.horizontal ? crossSize : mainSize
        if let mirror = pf.mirrorWidth { x0 = mirror - x0 - w }
        // Padding is an offset of the frame in the content box, in float (as every path pads).
        frames[i] = FlowRect(x: Float(x0) + Float(input.padLeft), y: Float(y0) + Float(input.padTop),
                             width: Float(w), height: Float(h))
    }
}
