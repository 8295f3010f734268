// Optional stages of the spine, each used only when asked for (a layout that uses none of them
// takes exactly the path it took before):
//  - separators: breaking and placement see the gap between neighbours as gap + separator + gap;
//    after placement a rect is centred in each gap between neighbours on a line;
//  - overflow indicator ("+N more"): with max lines L, the largest visible prefix k that leaves
//    room for an indicator of the size the callback gives for n − k hidden items, found in one
//    arrange; the indicator is then laid out as one more item at the end of the last line;
//  - last-line justification: Placement picks `justifyLast` for the last line and for lines
//    ended by a forced break;
//  - scale fill: after breaking, each line's items are scaled along both axes to fill M.

/// Asked for the overflow indicator's size, given how many items it stands for.
public typealias OverflowIndicator = (_ hiddenCount: Int) -> FlowSize
/// The same with an explicit context pointer: a closure that captures nothing (and so needs no
/// allocation) can reach its state through `context`.
public typealias OverflowIndicatorFunction = (_ context: UnsafeMutableRawPointer?, _ hiddenCount: Int) -> FlowSize

/// Buffers reused by the line features from one arrange to the next.
struct LineFeatureScratch {
    // The first k items' inputs followed by the indicator's (overflow indicator).
    var sizes = Buffer<FlowSize>()
    var flags = Buffer<UInt32>()
    var grow = Buffer<Float>()
    var firstBaselines = Buffer<Float>()
    var lastBaselines = Buffer<Float>()
    var guides = Buffer<Float>()
    var spacing = Buffer<FlowSpacing>()
    var gaps = Buffer<Double>()
    /// Greedy's running length of the last line that may show, after each of its items.
    var lengths = Buffer<Double>()
    // Scaled sizes, baselines and guides (scale fill).
    var scaledSizes = Buffer<FlowSize>()
    var scaledFirst = Buffer<Float>()
    var scaledLast = Buffer<Float>()
    var scaledGuides = Buffer<Float>()

    mutating func free(_ a: FlowAllocator) {
        sizes.free(a); flags.free(a); grow.free(a); firstBaselines.free(a); lastBaselines.free(a); guides.free(a)
        spacing.free(a); gaps.free(a); lengths.free(a); scaledSizes.free(a); scaledFirst.free(a); scaledLast.free(a)
        scaledGuides.free(a)
    }
}

extension FlowOptions {
    var hasSeparator: Bool { separator.width > 0 || separator.height > 0 }

    /// The gap between neighbours on a line when the gap without separator is `gap`.
    @inline(__always)
    func separated(_ gap: Double, horizontal: Bool) -> Double {
        guard hasSeparator else { return gap }
        return gap + Double(horizontal ? separator.width : separator.height) + gap
    }
}

extension FlowLayout {
    /// Whether any line feature is on (the single-pass path handles none of them).
    var usesLineFeatures: Bool {
        options.justifyLast != nil || options.lineFill != .none || options.hasSeparator || overflowIndicator != nil
    }

    /// Sets the overflow indicator (nil: none). Used only with max lines L > 0 when the items need
    /// more than L lines; see `placeOverflowIndicator`.
    public mutating func setOverflowIndicator(_ indicator: OverflowIndicator?) throws(FlowError) {
        guard let indicator else { return try setOverflowIndicator(context: nil, nil) }
        try setOverflowIndicator(context: nil) { _, hidden in indicator(hidden) }
    }

    /// `setOverflowIndicator(_:)` with a context pointer handed to every call of `indicator`.
    public mutating func setOverflowIndicator(
        context: UnsafeMutableRawPointer?, _ indicator: OverflowIndicatorFunction?
    ) throws(FlowError) {
        try checkNotMeasuring()
        overflowIndicator = indicator
        overflowContext = context
        resultsAreCurrent = false
    }

    /// The separators of the last arrange: one per pair of neighbours on each visible line, in
    /// item order. Valid until the next arrange.
    public var separators: UnsafeBufferPointer<FlowRect> { separatorBuffer.bufferPointer }

    /// Reserves what the line features in use may write during an arrange of the current items
    /// (part of `reserveScratch`: nothing allocates once results start to change).
    mutating func reserveLineFeatureScratch(_ n: Int) throws(FlowError) {
        let a = allocator
        if options.lineBreaking == .pretty, options.wrap != .none { try prettyBreaker.reserve(n, a) }
        guard usesLineFeatures else { return }
        // Baselines come from the arrays or, with measureWithBaselines, from the answers.
        let hasFirst = !firstBaselines.isEmpty || measureWithBaselines != nil
        let hasLast = !lastBaselines.isEmpty || measureWithBaselines != nil
        if options.hasSeparator { try separatorBuffer.reserve(n, a) }
        if overflowIndicator != nil, options.maxLines > 0 {
            // The first k < n items' inputs plus the indicator's: at most n values each.
            try featureScratch.sizes.reserve(n, a); try featureScratch.lengths.reserve(n, a)
            if !flags.isEmpty { try featureScratch.flags.reserve(n, a) }
            if !grow.isEmpty { try featureScratch.grow.reserve(n, a) }
            if hasFirst { try featureScratch.firstBaselines.reserve(n, a) }
            if hasLast { try featureScratch.lastBaselines.reserve(n, a) }
            if !guides.isEmpty { try featureScratch.guides.reserve(n, a) }
            if !spacing.isEmpty { try featureScratch.spacing.reserve(n, a); try featureScratch.gaps.reserve(n, a) }
        }
        if options.lineFill == .scale {
            try featureScratch.scaledSizes.reserve(n, a)
            if hasFirst { try featureScratch.scaledFirst.reserve(n, a) }
            if hasLast { try featureScratch.scaledLast.reserve(n, a) }
            if !guides.isEmpty { try featureScratch.scaledGuides.reserve(n, a) }
        }
    }

    // MARK: - Overflow indicator

    /// Replaces the lines of the full breaking (which hid items past L lines) by the lines of
    /// items 0..<k followed by the indicator, for the largest k < n whose breaking (in the
    /// current mode) takes at most L lines. `k`, `items` and `input` then describe k + 1 items.
    ///
    /// Why one pass suffices: greedy breaking makes the fewest lines of any mode, and its lines
    /// of items 0..<k are the first lines of the full greedy breaking, so a prefix plus the
    /// indicator fits L greedy lines exactly when k ends at most in the L-th greedy line and, if
    /// it ends there, the indicator still fits on that line. Candidates are tried from the
    /// longest down; the first that greedy admits is the answer for greedy breaking, and for
    /// balanced and pretty breaking the first whose own breaking takes at most L lines (usually
    /// the first tried). The callback is asked once per candidate tried.
    mutating func placeOverflowIndicator(
        _ k: inout LayoutConstants, _ lines: UnsafeMutablePointer<LineRecord>,
        _ items: inout ItemInputs, _ input: inout LineBreakInput, _ automaticLineGaps: Bool, _ pass: inout LinePass
    ) throws(FlowError) {
        let n = k.count, maxLines = k.maxLines
        // Where greedy's L-th line starts and ends.
        var lastStart = 0, greedyEnd = 0
        if k.options.lineBreaking == .greedy {
            lastStart = lines[pass.lineCount - 1].first
            greedyEnd = lines[pass.lineCount - 1].end
        } else {
            var greedy = GreedyLineBreaker()
            var lineCount = 0
            while greedyEnd < n, lineCount < maxLines {
                lastStart = greedyEnd
                greedyEnd = greedy.lineEnd(startingAt: greedyEnd, input)
                lineCount += 1
            }
        }
        // The running length of that line, with greedy's additions in greedy's order.
        featureScratch.lengths.setCount(greedyEnd - lastStart)
        let s = featureScratch
        var used = input.main(lastStart)
        s.lengths[0] = used
        for t in (lastStart + 1)..<max(lastStart + 1, greedyEnd) {
            used = used + input.gap(before: t) + input.main(t)
            s.lengths[t - lastStart] = used
        }
        // Copies of the inputs of the items that may show, one slot more for the indicator.
        let top = min(greedyEnd, n - 1)
        Self.copyPrefix(items.sizes, top, into: &featureScratch.sizes)
        Self.copyPrefix(items.flags, top, into: &featureScratch.flags)
        Self.copyPrefix(items.grow, top, into: &featureScratch.grow)
        Self.copyPrefix(items.firstBaselines, top, into: &featureScratch.firstBaselines)
        Self.copyPrefix(items.lastBaselines, top, into: &featureScratch.lastBaselines)
        Self.copyPrefix(items.guides, top, into: &featureScratch.guides)
        Self.copyPrefix(items.spacing, top, into: &featureScratch.spacing)
        Self.copyPrefix(input.pairGaps, top, into: &featureScratch.gaps)
        let f = featureScratch
        let augmented = ItemInputs(
            sizes: UnsafePointer(f.sizes.base!),
            grow: items.grow == nil ? nil : UnsafePointer(f.grow.base),
            flags: items.flags == nil ? nil : UnsafePointer(f.flags.base),
            firstBaselines: items.firstBaselines == nil ? nil : UnsafePointer(f.firstBaselines.base),
            lastBaselines: items.lastBaselines == nil ? nil : UnsafePointer(f.lastBaselines.base),
            guides: items.guides == nil ? nil : UnsafePointer(f.guides.base),
            spacing: items.spacing == nil ? nil : UnsafePointer(f.spacing.base),
            baselinesFromFarSide: items.baselinesFromFarSide)

        var chosen = 0
        var chosenInput = input
        // The callback, bound once (as the measure callback is), and asked with the layout marked
        // as measuring, so it cannot re-enter the layout.
        guard let indicator = overflowIndicator else { return }
        let context = overflowContext
        for candidate in stride(from: top, through: 0, by: -1) {
            isMeasuring = true
            let size = indicator(context, n - candidate)
            isMeasuring = false
            try Self.checkIndicatorSize(size)
            // The gap before the indicator: as before any item; with automatic gaps, the
            // previous item's preference (the indicator has none).
            var gap = input.constantGap
            if input.pairGaps != nil, candidate > 0, let spacing = items.spacing {
                let before = spacing[candidate - 1]
                gap = k.options.separated(Double(k.horizontal ? before.trailing : before.bottom), horizontal: k.horizontal)
            }
            if candidate > lastStart {
                // Items 0..<candidate end in the L-th greedy line: the indicator must join it.
                let t = candidate - 1
                if let flags = items.flags, flags[t] & FlowItemFlags.breakAfter.rawValue != 0 { continue }
                if candidate - lastStart + 1 > input.maxItemsPerLine { continue }
                let main = Double(k.horizontal ? size.width : size.height)
                if s.lengths[t - lastStart] + gap + main > input.fitLimit { continue }
            }
            // The indicator's slot: its size, no flags, no growth, default guides, no spacing.
            f.sizes[candidate] = size
            if augmented.flags != nil { f.flags[candidate] = 0 }
            if augmented.grow != nil { f.grow[candidate] = 0 }
            if augmented.firstBaselines != nil { f.firstBaselines[candidate] = .nan }
            if augmented.lastBaselines != nil { f.lastBaselines[candidate] = .nan }
            if augmented.guides != nil { f.guides[candidate] = .nan }
            if augmented.spacing != nil { f.spacing[candidate] = FlowSpacing(leading: 0, top: 0, trailing: 0, bottom: 0) }
            if input.pairGaps != nil { f.gaps[candidate] = gap }
            let trial = LineBreakInput(
                count: candidate + 1, sizes: UnsafeRawPointer(f.sizes.base!).assumingMemoryBound(to: Float.self),
                mainOffset: input.mainOffset, pairGaps: input.pairGaps == nil ? nil : UnsafePointer(f.gaps.base),
                constantGap: input.constantGap, flags: augmented.flags, limit: input.limit,
                maxItemsPerLine: input.maxItemsPerLine, minLines: input.minLines)
            let fits: Bool
            switch k.options.lineBreaking {
            case .greedy: fits = true
            case .balance:
                var breaker = balancedBreaker   // a local copy: buffers are shared by copies
                fits = Self.lineCount(&breaker, trial, cap: maxLines) <= maxLines
                balancedBreaker = breaker
            case .pretty:
                var breaker = prettyBreaker
                fits = Self.lineCount(&breaker, trial, cap: maxLines) <= maxLines
                prettyBreaker = breaker
            }
            if fits {
                chosen = candidate
                chosenInput = trial
                break
            }
        }
        // Candidate 0 (the indicator alone) always fits, so `chosen` is the answer here.
        items = augmented
        input = chosenInput
        k.count = chosen + 1
        pass = LinePass()
        breakAllLines(k, lines, items, input, automaticLineGaps, &pass)
        pass.indicatorIndex = chosen
    }

    /// The indicator's answer, checked like a measured size.
    private static func checkIndicatorSize(_ size: FlowSize) throws(FlowError) {
        guard Validation.isLength(size.width), Validation.isLength(size.height) else {
            throw FlowError(.measure, "the overflow indicator callback returned a NaN, negative or infinite size (or one above the maximum length)")
        }
    }

    /// Lines a breaker makes of `input`, counting no further than `cap` + 1.
    private static func lineCount<B: LineBreaker>(_ breaker: inout B, _ input: LineBreakInput, cap: Int) -> Int {
        breaker.prepare(input)
        var start = 0, lines = 0
        while start < input.count, lines <= cap {
            start = breaker.lineEnd(startingAt: start, input)
            lines += 1
        }
        return lines
    }

    /// Copies `count` values into `buffer`, sized count + 1 (a slot for the indicator).
    private static func copyPrefix<T>(_ source: UnsafePointer<T>?, _ count: Int, into buffer: inout Buffer<T>) {
        guard let source else { return }
        buffer.setCount(count + 1)
        if count > 0 { buffer.base!.update(from: source, count: count) }
    }

    // MARK: - Scale fill

    /// Scales each visible line's items by s = (M − gaps) / Σm along both axes (baselines and
    /// guides with them), unless s exceeds max scale or Σm is 0; then re-measures the lines.
    /// Growth is off in this mode. An unspecified M scales nothing.
    mutating func scaleLines(
        _ k: LayoutConstants, _ lines: UnsafeMutablePointer<LineRecord>, _ pass: LinePass,
        _ items: inout ItemInputs, _ input: LineBreakInput, _ automaticLineGaps: Bool
    ) {
        guard k.mainLimit.isFinite, pass.lineCount > 0 else { return }
        let end = lines[pass.lineCount - 1].end
        let limit = k.options.maxScale > 0 ? Double(k.options.maxScale) : Double.infinity
        featureScratch.scaledSizes.setCount(end)
        if items.firstBaselines != nil { featureScratch.scaledFirst.setCount(end) }
        if items.lastBaselines != nil { featureScratch.scaledLast.setCount(end) }
        if items.guides != nil { featureScratch.scaledGuides.setCount(end) }
        let f = featureScratch
        for j in 0..<pass.lineCount {
            let line = lines[j]
            var sum = 0.0, gaps = 0.0, largest = 0.0
            for i in line.first..<line.end {
                sum += input.main(i)
                if i > line.first { gaps += input.gap(before: i) }
                largest = max(largest, Double(k.horizontal ? items.sizes[i].height : items.sizes[i].width))
                if let b = items.firstBaselines, !b[i].isNaN { largest = max(largest, Double(b[i].magnitude)) }
                if let b = items.lastBaselines, !b[i].isNaN { largest = max(largest, Double(b[i].magnitude)) }
                if let g = items.guides, !g[i].isNaN { largest = max(largest, Double(g[i].magnitude)) }
            }
            var scale = sum > 0 ? max(0, (k.mainLimit - gaps) / sum) : 1
            // Past max_scale, or so far that a cross size, baseline or guide would leave the
            // lengths the layout accepts (a nearly empty line of tall items): left alone.
            if scale > limit || largest * scale > Double(FlowLimits.maxLength) { scale = 1 }
            let sc = Float(scale)
            for i in line.first..<line.end {
                let size = items.sizes[i]
                f.scaledSizes[i] = scale == 1 ? size : FlowSize(width: size.width * sc, height: size.height * sc)
                if let b = items.firstBaselines { f.scaledFirst[i] = b[i] * sc }
                if let b = items.lastBaselines { f.scaledLast[i] = b[i] * sc }
                if let g = items.guides { f.scaledGuides[i] = g[i] * sc }
            }
        }
        items = ItemInputs(
            sizes: UnsafePointer(f.scaledSizes.base!), grow: nil, flags: items.flags,
            firstBaselines: items.firstBaselines == nil ? nil : UnsafePointer(f.scaledFirst.base),
            lastBaselines: items.lastBaselines == nil ? nil : UnsafePointer(f.scaledLast.base),
            guides: items.guides == nil ? nil : UnsafePointer(f.scaledGuides.base),
            spacing: items.spacing, baselinesFromFarSide: items.baselinesFromFarSide)
        for j in 0..<pass.lineCount {
            let (first, last) = (lines[j].first, lines[j].end)
            lines[j] = k.horizontal
                ? LineRecord(RowAxis.self, first: first, end: last, used: nil, largestCross: nil, items: items,
                             breakInput: input, k, measureSpacing: automaticLineGaps)
                : LineRecord(ColumnAxis.self, first: first, end: last, used: nil, largestCross: nil, items: items,
                             breakInput: input, k, measureSpacing: automaticLineGaps)
        }
    }

    // MARK: - Results

    mutating func clearLineFeatureResults() {
        separatorBuffer.clear()
        overflowFrame = .zero
    }

    /// After placement, before hidden frames are cleared: the indicator's frame (it was placed
    /// as item k, and the line holding it counts only the real items) and the separators.
    mutating func finishLineFeatures(
        _ records: UnsafeMutableBufferPointer<LineRecord>, _ pass: LinePass, _ k: LayoutConstants,
        _ frames: UnsafeMutablePointer<FlowRect>
    ) {
        clearLineFeatureResults()
        guard !records.isEmpty else { return }
        if options.hasSeparator { fillSeparators(records, frames, k) }
        if let at = pass.indicatorIndex {
            overflowFrame = frames[at]
            lineBuffer[records.count - 1].itemCount -= 1
        }
    }

    // MARK: - Separators

    /// One rect per pair of neighbours on each visible line, centred in the gap between them as
    /// placed (after growth and justification) and in the line's cross extent.
    mutating func fillSeparators(
        _ records: UnsafeMutableBufferPointer<LineRecord>, _ frames: UnsafeMutablePointer<FlowRect>,
        _ k: LayoutConstants
    ) {
        var total = 0
        for line in records { total += line.count - 1 }
        separatorBuffer.setCount(total)
        guard total > 0, let out = separatorBuffer.pointer else { return }
        let sep = k.options.separator
        let grid = options.pixelScale > 0 ? PixelGrid(scale: Double(options.pixelScale)) : nil
        var next = 0
        for (j, line) in records.enumerated() {
            let placed = lineBuffer[j]
            let crossCentre = Double(placed.crossOffset) + Double(placed.crossSize) / 2
            for i in (line.first + 1)..<max(line.first + 1, line.end) {
                let a = frames[i - 1], b = frames[i]
                let (aStart, aSize, bStart, bSize) = k.horizontal
                    ? (Double(a.x), Double(a.width), Double(b.x), Double(b.width))
                    : (Double(a.y), Double(a.height), Double(b.y), Double(b.height))
                // The gap runs from the nearer item's far edge to the other's near edge.
                let mainCentre = bStart >= aStart ? (aStart + aSize + bStart) / 2 : (bStart + bSize + aStart) / 2
                let (sMain, sCross) = k.horizontal
                    ? (Double(sep.width), Double(sep.height)) : (Double(sep.height), Double(sep.width))
                var mainStart = mainCentre - sMain / 2, mainEnd = mainStart + sMain
                var crossStart = crossCentre - sCross / 2, crossEnd = crossStart + sCross
                if let grid {
                    mainStart = grid.snap(mainStart); mainEnd = grid.snap(mainEnd)
                    crossStart = grid.snap(crossStart); crossEnd = grid.snap(crossEnd)
                }
                out[next] = k.horizontal
                    ? FlowRect(x: Float(mainStart), y: Float(crossStart), width: Float(mainEnd - mainStart),
                               height: Float(crossEnd - crossStart))
                    : FlowRect(x: Float(crossStart), y: Float(mainStart), width: Float(crossEnd - crossStart),
                               height: Float(mainEnd - mainStart))
                next += 1
            }
        }
    }
}
