// The spine: the plan picks a path, the path runs the stages (sizes → lines → lines in the
// container → placement), the commit ends it. See the overview in API/FlowLayout.swift.

/// What breaking and measuring the lines produced, before anything is placed.
struct LinePass {
    var lineCount = 0
    var visibleItems = 0
    /// Longest line before growth, and the content cross size C.
    var widest = 0.0
    var contentCross = 0.0
    /// With the overflow indicator shown: its index (k, the visible item count) in the lines.
    var indicatorIndex: Int?
}

extension FlowLayout {
    /// The size the layout wants in the given bounds: along main, M when specified (or the
    /// widest line if longer), else the widest line; along cross, the content size C.
    public mutating func sizeThatFits(width: Float, height: Float) throws(FlowError) -> FlowSize {
        try sizeThatFits(width: width, height: height, choice: .fastest)
    }

    /// `sizeThatFits` through the stages `choice` allows.
    mutating func sizeThatFits(width: Float, height: Float, choice: ArrangePlan.Choice) throws(FlowError) -> FlowSize {
        try checkNotMeasuring()
        try checkOptions()
        try Validation.checkBounds(width, height)
        try reserveScratch(itemCount, itemModelStages: choice == .itemModelStages)
        return try wantedSize(width: width, height: height, itemModelStages: choice == .itemModelStages).size
    }

    /// Whether the layout fits in the bounds: its `sizeThatFits` lies within every specified
    /// bound, and every item is shown. Items hidden on lines past `maxLines` do not fit: a
    /// candidate that only "fits" by hiding items is not chosen by `firstFitting`.
    public mutating func fits(width: Float, height: Float) throws(FlowError) -> Bool {
        try checkNotMeasuring()
        try checkOptions()
        try Validation.checkBounds(width, height)
        try reserveScratch(itemCount)
        let (wanted, allShown) = try wantedSize(width: width, height: height)
        return allShown && within(wanted.width, width) && within(wanted.height, height)
    }

    /// The size the layout wants in the bounds (padding included), and whether every item is on
    /// a visible line. Changes no result.
    private mutating func wantedSize(
        width: Float, height: Float, itemModelStages: Bool = false
    ) throws(FlowError) -> (size: FlowSize, allShown: Bool) {
        if options.lanes != nil { return (try lanesWantedSize(width: width, height: height), true) }
        if itemModelStages || needsItemModelStages {
            if !itemModelStages, let size = try itemModelRowsWantedSize(width: width, height: height) { return (size, true) }
            return try itemModelWantedSize(width: width, height: height)
        }
        let p = options.padding
        let content = Self.contentBounds(width: width, height: height, padding: p)
        let k = LayoutConstants(options: options, count: itemCount, width: content.width, height: content.height)
        let (pass, _, _, _) = try withLines(k)
        let main = k.mainLimit.isFinite ? max(k.mainLimit, pass.widest) : pass.widest
        return (p.padded(main: main, cross: pass.contentCross, horizontal: k.horizontal), pass.visibleItems == itemCount)
    }

    private func within(_ wanted: Float, _ bound: Float) -> Bool {
        bound.isNaN || bound == .infinity || LineBreakInput.fits(Double(wanted), within: Double(bound))
    }

    /// Whether the results of the last arrange are those `arrange(width:height:)` would compute
    /// now: nothing changed since, and the bounds are the same (arranging would do nothing).
    @inline(__always)
    public func isArranged(width: Float, height: Float) -> Bool {
        resultsAreCurrent && width.bitPattern == arrangedBounds.width.bitPattern
            && height.bitPattern == arrangedBounds.height.bitPattern
    }

    /// Places every item in bounds (width, height); NaN or +infinity leave a bound unspecified.
    /// Does nothing when neither the inputs nor the bounds changed since the last arrange.
    public mutating func arrange(width: Float, height: Float) throws(FlowError) {
        try arrange(width: width, height: height, choice: .fastest)
    }

    /// `arrange`, choosing among the paths `choice` allows.
    mutating func arrange(width: Float, height: Float, choice: ArrangePlan.Choice) throws(FlowError) {
        if resultsAreCurrent, width.bitPattern == arrangedBounds.width.bitPattern,
            height.bitPattern == arrangedBounds.height.bitPattern
        {
            return
        }
        try checkNotMeasuring()
        try checkOptions()
        try Validation.checkBounds(width, height)
        // Every buffer this arrange may write is reserved first: running out of memory fails
        // here, before anything changed (reserving keeps the previous results).
        try reserveForThisArrange()
        if choice == .itemModelStages { try itemModel.scratch.reserve(itemCount, allocator) }
        let plan = plan(width: width, height: height, choice: choice)
        let (w, h) = (plan.contentWidth, plan.contentHeight)
        // Sizing may fail (a measure answer), and so may the overflow indicator's answer: each
        // path fails before it changes any result, so the previous results survive.
        var redone = (item: 0, line: 0)
        switch plan.path {
        case .itemModel:
            try arrangeItemModel(width: width, height: height)
        case .itemModelRows:
            try arrangeItemModelRows(width: w, height: h)
        case .resume:
            redone = resumeAfterResize(width: w, height: h, kernels: choice == .fastest)
        case .startRows:
            let resolved = try resolveSizes(mainLimit: w.isNaN ? .infinity : Double(w), horizontal: true)
            arrangeStartRows(resolved.unsafelyUnwrapped, width: w, height: h)
        case .optimalRows:
            let resolved = try resolveSizes(mainLimit: Double(w), horizontal: true)
            arrangeOptimalRows(resolved.unsafelyUnwrapped, width: w, height: h)
        case .lineByLine:
            try arrangeLineByLine(width: w, height: h)
        case .general:
            try arrangeGeneral(width: w, height: h)
        case .lanes:
            try arrangeLanes(width: width, height: height)
        case .resumeLanes:
            redone.item = try resumeLanes(width: width, height: height)
        }
        commit(plan, width: width, height: height, redone: redone)
    }

    /// The general stages, in the content box (width, height).
    private mutating func arrangeGeneral(width: Float, height: Float) throws(FlowError) {
        let k = LayoutConstants(options: options, count: itemCount, width: width, height: height)
        // Everything that can fail has happened inside withLines, before any result changes, so
        // the previous results survive a failure.
        let (pass, lines, items, breakInput) = try withLines(k)
        let mainContainer = k.mainLimit.isFinite ? k.mainLimit : pass.widest
        let crossContainer = k.crossLimit.isFinite ? k.crossLimit : pass.contentCross
        FlowLayout.alignContent(lines, k, contentCross: pass.contentCross)
        if canResumeLines(k) { recordLineResume(lines, k) } else { lineResume.clear() }

        let pf = PlacementFrame(
            mainContainer: mainContainer, crossContainer: crossContainer,
            mirrorWidth: k.rightToLeft ? (k.horizontal ? mainContainer : crossContainer) : nil,
            grid: options.pixelScale > 0 ? PixelGrid(scale: Double(options.pixelScale)) : nil)
        frameBuffer.setCount(k.count)
        lineBuffer.setCount(pass.lineCount)
        if let frames = frameBuffer.pointer, let items, let breakInput {
            if k.horizontal {
                placeLines(RowAxis.self, lines, items, breakInput, k, pf, frames)
            } else {
                placeLines(ColumnAxis.self, lines, items, breakInput, k, pf, frames)
            }
            if let grid = pf.grid {
                grid.snap(UnsafeMutableBufferPointer(start: lineBuffer.pointer, count: pass.lineCount))
            }
            finishLineFeatures(lineCount: pass.lineCount, indicatorIndex: pass.indicatorIndex, k, frames)
            // Items on lines past maxLines are hidden.
            (frames + pass.visibleItems).update(repeating: .zero, count: k.count - pass.visibleItems)
        }
        var mainSize = mainContainer, crossSize = crossContainer
        if options.pixelScale > 0 {
            let grid = PixelGrid(scale: Double(options.pixelScale))
            mainSize = grid.snap(mainSize)
            crossSize = grid.snap(crossSize)
        }
        storeSizes(k, main: mainSize, cross: crossSize, widest: pass.widest, contentCross: pass.contentCross, visible: pass.visibleItems)
    }

    /// The sizes every arrange path ends with, before `commit` pads and stores them: the layout's
    /// size (main and cross along the axes), its content size (the widest line, the lines' cross
    /// extent) and the visible item count.
    mutating func storeSizes(
        _ k: LayoutConstants, main: Double, cross: Double, widest: Double, contentCross: Double, visible: Int
    ) {
        arrangedExtent = ArrangedExtent(main: main, cross: cross, widest: widest, contentCross: contentCross,
                                        visible: visible)
    }

    /// Steps 1 and 2: resolves sizes, breaks and measures the lines.
    private mutating func withLines(
        _ k: LayoutConstants
    ) throws(FlowError) -> (LinePass, UnsafeMutableBufferPointer<LineRecord>, ItemInputs?, LineBreakInput?) {
        let resolved = try resolveSizes(mainLimit: k.mainLimit, horizontal: k.horizontal)
        guard let resolved else {
            return (LinePass(), UnsafeMutableBufferPointer(start: nil, count: 0), nil, nil)
        }
        var items = ItemInputs(
            sizes: resolved, grow: UnsafePointer(grow.pointer), flags: UnsafePointer(flags.pointer),
            firstBaselines: UnsafePointer(measureWithBaselines == nil ? firstBaselines.pointer : resolvedFirstBaselines.pointer),
            lastBaselines: UnsafePointer(measureWithBaselines == nil ? lastBaselines.pointer : resolvedLastBaselines.pointer),
            guides: UnsafePointer(guides.pointer), spacing: UnsafePointer(spacing.pointer),
            baselinesFromFarSide: !k.horizontal && k.rightToLeft)
        let o = k.options
        let automaticItemGaps = o.itemSpacing.isNaN && items.spacing != nil
        let automaticLineGaps = o.lineSpacing.isNaN && items.spacing != nil
        if automaticItemGaps, let spacing = items.spacing {
            fillItemGaps(spacing, k)
        }
        var breakInput = LineBreakInput(
            count: k.count,
            sizes: UnsafeRawPointer(resolved).assumingMemoryBound(to: Float.self),
            mainOffset: k.horizontal ? 0 : 1,
            pairGaps: automaticItemGaps ? UnsafePointer(itemGaps.pointer) : nil,
            constantGap: o.separated(o.itemSpacing.isNaN ? 8 : Double(o.itemSpacing), horizontal: k.horizontal),
            flags: items.flags,
            limit: k.wraps ? k.mainLimit : .infinity,
            maxItemsPerLine: k.wraps && o.maxItemsPerLine > 0 ? o.maxItemsPerLine : Int.max,
            minLines: o.minLines)

        lineRecords.setCount(k.count)
        let lines = lineRecords.pointer!
        var pass = LinePass()
        breakAllLines(k, lines, items, breakInput, automaticLineGaps, &pass)
        // Line features (LineFeatures.swift): the overflow indicator may re-break the lines with
        // one more item, k + 1 of them; scale fill then rescales each line.
        var laidOut = k
        if overflowIndicator != nil, o.maxLines > 0, k.wraps, lines[pass.lineCount - 1].end < k.count {
            try placeOverflowIndicator(&laidOut, lines, &items, &breakInput, automaticLineGaps, &pass)
        }
        if o.lineFill == .scale { scaleLines(laidOut, lines, pass, &items, breakInput, automaticLineGaps) }
        pass.visibleItems = pass.indicatorIndex ?? lines[pass.lineCount - 1].end
        let visible = UnsafeMutableBufferPointer(start: lines, count: pass.lineCount)
        for line in visible { pass.widest = max(pass.widest, line.used) }
        pass.contentCross = FlowLayout.contentCross(
            visible, laidOut, automaticGaps: automaticLineGaps,
            defaultGap: o.lineSpacing.isNaN ? 8 : Double(o.lineSpacing))
        return (pass, visible, items, breakInput)
    }

    /// Step 2 into `lines`, up to max lines; `pass` counts them.
    mutating func breakAllLines(
        _ k: LayoutConstants, _ lines: UnsafeMutablePointer<LineRecord>, _ items: ItemInputs,
        _ input: LineBreakInput, _ automaticLineGaps: Bool, _ pass: inout LinePass
    ) {
        if k.horizontal {
            breakLines(RowAxis.self, lines, items, input, k, automaticLineGaps, &pass)
        } else {
            breakLines(ColumnAxis.self, lines, items, input, k, automaticLineGaps, &pass)
        }
    }

    private mutating func breakLines<A: AxisMapping>(
        _ axis: A.Type, _ lines: UnsafeMutablePointer<LineRecord>, _ items: ItemInputs,
        _ input: LineBreakInput, _ k: LayoutConstants, _ automaticLineGaps: Bool, _ pass: inout LinePass
    ) {
        switch (k.wraps, k.options.lineBreaking) {
        case (false, _):
            lines[0] = LineRecord(A.self, first: 0, end: k.count, used: nil, largestCross: nil, items: items, breakInput: input, k,
                                  measureSpacing: automaticLineGaps)
            pass.lineCount = 1
        case (true, .greedy):
            var breaker = GreedyLineBreaker()
            breakLines(A.self, &breaker, lines, items, input, k, automaticLineGaps, &pass)
        case (true, .balance):
            // A local copy (buffers are shared by copies): the breaker changes while self is read.
            var breaker = balancedBreaker
            breakLines(A.self, &breaker, lines, items, input, k, automaticLineGaps, &pass)
            balancedBreaker = breaker
        case (true, .pretty):
            var breaker = prettyBreaker
            breakLines(A.self, &breaker, lines, items, input, k, automaticLineGaps, &pass)
            prettyBreaker = breaker
        }
    }

    @inline(__always)
    private func breakLines<A: AxisMapping, B: LineBreaker>(
        _: A.Type, _ breaker: inout B, _ lines: UnsafeMutablePointer<LineRecord>, _ items: ItemInputs,
        _ input: LineBreakInput, _ k: LayoutConstants, _ automaticLineGaps: Bool, _ pass: inout LinePass
    ) {
        breaker.prepare(input)
        var start = 0
        while start < k.count, pass.lineCount < k.maxLines {
            let end = breaker.lineEnd(startingAt: start, input)
            lines[pass.lineCount] = LineRecord(
                A.self, first: start, end: end, used: breaker.lastLineLength,
                largestCross: breaker.lastLineLargestCross, items: items, breakInput: input, k,
                measureSpacing: automaticLineGaps)
            pass.lineCount += 1
            start = end
        }
    }

    private mutating func placeLines<A: AxisMapping>(
        _: A.Type, _ lines: UnsafeMutableBufferPointer<LineRecord>, _ items: ItemInputs, _ input: LineBreakInput,
        _ k: LayoutConstants, _ pf: PlacementFrame, _ frames: UnsafeMutablePointer<FlowRect>
    ) {
        for j in lines.indices {
            lineBuffer[j] = FlowLayout.place(A.self, lines[j], items: items, breakInput: input, k, pf, frames: frames)
        }
    }

    /// Automatic gaps between neighbours: the larger of the facing preferences.
    private mutating func fillItemGaps(_ spacing: UnsafePointer<FlowSpacing>, _ k: LayoutConstants) {
        itemGaps.setCount(k.count)
        itemGaps[0] = 0
        for i in 1..<max(1, k.count) {
            let before = spacing[i - 1], after = spacing[i]
            itemGaps[i] = k.options.separated(k.horizontal
                ? Double(max(before.trailing, after.leading))
                : Double(max(before.bottom, after.top)), horizontal: k.horizontal)
        }
    }

    /// Reserves the scratch buffers sizing and line breaking use for the current items, so that
    /// nothing allocates (and nothing can fail for lack of memory) once results start to change.
    /// Once reserved, arranging the same items again allocates nothing.
    mutating func reserveScratch(_ n: Int, itemModelStages: Bool = false) throws(FlowError) {
        if measure != nil || options.uniformSize { try resolvedSizes.reserve(n, allocator) }
        if measureWithBaselines != nil {
            try resolvedFirstBaselines.reserve(n, allocator)
            try resolvedLastBaselines.reserve(n, allocator)
        }
        if !spacing.isEmpty { try itemGaps.reserve(n, allocator) }
        try lineRecords.reserve(n, allocator)
        if options.lineBreaking == .balance, options.wrap != .none {
            try balancedBreaker.reserve(n, minLines: options.minLines > 0, allocator)
        }
        if options.lineBreaking == .pretty, options.wrap != .none { try prettyBreaker.reserve(n, allocator) }
        let facts = currentPlanFacts()
        if facts.usesLineFeatures { try reserveLineFeatureScratch(n, itemModel: facts.needsItemModelStages) }
        // Also for a plan that runs the item model's stages on a layout that does not need them.
        if itemModelStages || facts.needsItemModelStages { try itemModel.scratch.reserve(n, allocator) }
    }

    /// Reserves everything an arrange of `itemCount` items with the current options may use
    /// (scratch and results; previous results are kept). After it, such an arrange allocates
    /// nothing, so it cannot fail for lack of memory: a caller that must change items and arrange
    /// as one step (the C library's arrange_into) reserves first.
    public mutating func reserveForArranging(itemCount n: Int) throws(FlowError) {
        try reserveScratch(n)
        try frameBuffer.reserve(n, allocator)
        try lineBuffer.reserve(n, allocator)
        // Last and optional: what resuming after setItemSize needs. Without the memory for it the
        // arrange still succeeds, and the next one after setItemSize redoes every line.
        do { try lineResume.reserve(n, allocator) } catch { lineResume.clear() }
    }

    /// `reserveForArranging(itemCount:)`, unless an arrange with the current plan facts did it.
    @inline(__always)
    mutating func reserveForThisArrange() throws(FlowError) {
        if let facts = planFacts, facts.itemCount == itemCount, facts.reservedForArranging { return }
        try reserveForArranging(itemCount: itemCount)
        // Not when the resume records went without memory: the next arrange asks for it again.
        if lineResume.capacity >= itemCount { planFacts?.reservedForArranging = true }
    }

    /// Reserves what `setItems` of `n` sizes followed by an arrange needs, so that neither can fail
    /// for lack of memory afterwards (for callers that set and arrange many times in one step).
    mutating func reserveForReplacingItems(count n: Int) throws(FlowError) {
        try sizes.reserve(n, allocator)
        try spareSizes.reserve(n, allocator)
        try reserveForArranging(itemCount: n)
    }

    func checkNotMeasuring() throws(FlowError) {
        guard !isMeasuring else {
            throw FlowError(.invalidArgument, "a layout cannot be changed or arranged from its own measure callback")
        }
    }
}
