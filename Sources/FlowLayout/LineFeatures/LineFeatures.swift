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

    /// The automatic gap between an item with spacing preferences `s` and the overflow indicator
    /// after it (which has none): the item's trailing preference.
    func indicatorGap(after s: FlowSpacing, horizontal: Bool) -> Double {
        separated(Double(horizontal ? s.trailing : s.bottom), horizontal: horizontal)
    }

    /// The separator's extents along main and cross.
    func separatorExtents(horizontal: Bool) -> (main: Double, cross: Double) {
        horizontal ? (Double(separator.width), Double(separator.height)) : (Double(separator.height), Double(separator.width))
    }

    /// The justification of the line that ends before item `end` of `input`: the last-line one
    /// for the last line and for lines ended by a forced break (CSS text-align-last), else justify.
    func justify(ofLineEndingAt end: Int, _ input: LineBreakInput) -> FlowJustify {
        guard let justifyLast, end >= input.count || input.forcesBreak(before: end) else { return justify }
        return justifyLast
    }
}

extension FlowLayout {
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

    /// Reserves what the line features in use may write during an arrange of the current items
    /// (part of `reserveScratch`, when a line feature is on: nothing allocates once results start
    /// to change). `itemModel`: whether the item model's stages run, which place the indicator
    /// and scale in their own scratch.
    mutating func reserveLineFeatureScratch(_ n: Int, itemModel: Bool) throws(FlowError) {
        let a = allocator
        // Baselines come from the arrays or, with measureWithBaselines, from the answers.
        let hasFirst = hasFirstBaselines, hasLast = hasLastBaselines
        if options.hasSeparator { try separatorBuffer.reserve(n, a) }
        if overflowIndicator != nil, options.maxLines > 0 {
            try featureScratch.lengths.reserve(n, a)
        }
        // The item model places the indicator and scales in its own scratch (ItemModelLineFeatures.swift).
        if overflowIndicator != nil, options.maxLines > 0, !itemModel {
            // The first k < n items' inputs plus the indicator's: at most n values each.
            try featureScratch.sizes.reserve(n, a)
            if !flags.isEmpty { try featureScratch.flags.reserve(n, a) }
            if !grow.isEmpty { try featureScratch.grow.reserve(n, a) }
            if hasFirst { try featureScratch.firstBaselines.reserve(n, a) }
            if hasLast { try featureScratch.lastBaselines.reserve(n, a) }
            if !guides.isEmpty { try featureScratch.guides.reserve(n, a) }
            if !spacing.isEmpty { try featureScratch.spacing.reserve(n, a); try featureScratch.gaps.reserve(n, a) }
        }
        if options.lineFill == .scale, !itemModel {
            try featureScratch.scaledSizes.reserve(n, a)
            if hasFirst { try featureScratch.scaledFirst.reserve(n, a) }
            if hasLast { try featureScratch.scaledLast.reserve(n, a) }
            if !guides.isEmpty { try featureScratch.scaledGuides.reserve(n, a) }
        }
    }

    // MARK: - Overflow indicator

    /// Replaces the lines of the full breaking (which hid items past L lines) by the lines of
    /// items 0..<k followed by the indicator (see `chooseIndicatorPrefix`). `k`, `items` and
    /// `input` then describe k + 1 items.
    mutating func placeOverflowIndicator(
        _ k: inout LayoutConstants, _ lines: UnsafeMutablePointer<LineRecord>,
        _ items: inout ItemInputs, _ input: inout LineBreakInput, _ automaticLineGaps: Bool, _ pass: inout LinePass
    ) throws(FlowError) {
        let last = k.options.lineBreaking == .greedy
            ? (start: lines[pass.lineCount - 1].first, end: lines[pass.lineCount - 1].end)
            : Self.lastGreedyLine(input, maxLines: k.maxLines)
        let chosen = try chooseIndicatorItems(k, lastGreedyLine: last, &items, &input)
        k.count = chosen + 1
        pass = LinePass()
        breakAllLines(k, lines, items, input, automaticLineGaps, &pass)
        pass.indicatorIndex = chosen
    }

    /// Chooses the items shown before the indicator (`chooseIndicatorPrefix`) and returns how many;
    /// `items` and `input` then describe those items followed by the indicator (copies of the
    /// inputs of the items that may show, and the indicator's). `last` is the L-th greedy line.
    mutating func chooseIndicatorItems(
        _ k: LayoutConstants, lastGreedyLine last: (start: Int, end: Int), _ items: inout ItemInputs,
        _ input: inout LineBreakInput
    ) throws(FlowError) -> Int {
        // Copies of the inputs of the items that may show, one slot more for the indicator.
        let top = min(last.end, k.count - 1)
        Self.copyPrefix(items.sizes, top, into: &featureScratch.sizes)
        Self.copyPrefix(items.flags, top, into: &featureScratch.flags)
        Self.copyPrefix(items.grow, top, into: &featureScratch.grow)
        Self.copyPrefix(items.firstBaselines, top, into: &featureScratch.firstBaselines)
        Self.copyPrefix(items.lastBaselines, top, into: &featureScratch.lastBaselines)
        Self.copyPrefix(items.guides, top, into: &featureScratch.guides)
        Self.copyPrefix(items.spacing, top, into: &featureScratch.spacing)
        Self.copyPrefix(input.pairGaps, top, into: &featureScratch.gaps)
        let f = featureScratch
        let slot = CopiedInputsSlot(
            scratch: f, input: input, spacing: items.spacing, options: k.options, horizontal: k.horizontal,
            items: ItemInputs(
                sizes: UnsafePointer(f.sizes.base!),
                grow: items.grow == nil ? nil : UnsafePointer(f.grow.base),
                flags: items.flags == nil ? nil : UnsafePointer(f.flags.base),
                firstBaselines: items.firstBaselines == nil ? nil : UnsafePointer(f.firstBaselines.base),
                lastBaselines: items.lastBaselines == nil ? nil : UnsafePointer(f.lastBaselines.base),
                guides: items.guides == nil ? nil : UnsafePointer(f.guides.base),
                spacing: items.spacing == nil ? nil : UnsafePointer(f.spacing.base),
                baselinesFromFarSide: items.baselinesFromFarSide))
        let (chosen, chosenInput) = try chooseIndicatorPrefix(input, lastGreedyLine: last, top: top, slot)
        items = slot.items
        input = chosenInput
        return chosen
    }

    /// The start and end of the L-th line greedy breaking makes of `input` (or of its last line).
    static func lastGreedyLine(_ input: LineBreakInput, maxLines: Int) -> (start: Int, end: Int) {
        var greedy = GreedyLineBreaker()
        var start = 0, end = 0, lineCount = 0
        while end < input.count, lineCount < maxLines {
            start = end
            end = greedy.lineEnd(startingAt: end, input)
            lineCount += 1
        }
        return (start, end)
    }

    /// The largest k < n (n = input.count) whose items 0..<k followed by an indicator of the size
    /// the callback gives for n − k hidden items break, in the current mode, into at most L
    /// lines; `slot` holds the indicator as item k. Returns k and the input of those k + 1 items.
    ///
    /// Why one pass suffices: greedy breaking makes the fewest lines of any mode, and its lines
    /// of items 0..<k are the first lines of the full greedy breaking, so a prefix plus the
    /// indicator fits L greedy lines exactly when k ends at most in the L-th greedy line
    /// (`lastGreedyLine`) and, if it ends there, the indicator still fits on that line.
    /// Candidates are tried from `top` (the L-th line's end, below n) down; the first that greedy
    /// admits is the answer for greedy breaking, and for balanced and pretty breaking the first
    /// whose own breaking takes at most L lines (usually the first tried). The callback is asked
    /// once per candidate tried.
    mutating func chooseIndicatorPrefix<S: IndicatorSlot>(
        _ input: LineBreakInput, lastGreedyLine last: (start: Int, end: Int), top: Int, _ slot: S
    ) throws(FlowError) -> (chosen: Int, input: LineBreakInput) {
        let n = input.count, maxLines = options.maxLines
        // The running length of the L-th greedy line, with greedy's additions in greedy's order.
        let lastStart = last.start
        featureScratch.lengths.setCount(last.end - lastStart)
        let lengths = featureScratch.lengths
        var used = input.main(lastStart)
        lengths[0] = used
        for t in (lastStart + 1)..<max(lastStart + 1, last.end) {
            used = used + input.gap(before: t) + input.main(t)
            lengths[t - lastStart] = used
        }
        var chosen = 0
        var chosenInput = input
        // The callback, bound once (as the measure callback is), and asked with the layout marked
        // as measuring, so it cannot re-enter the layout.
        guard let indicator = overflowIndicator else { return (chosen, chosenInput) }
        let context = overflowContext
        let horizontal = options.axis == .horizontal
        for candidate in stride(from: top, through: 0, by: -1) {
            isMeasuring = true
            let size = indicator(context, n - candidate)
            isMeasuring = false
            try Self.checkIndicatorSize(size)
            let gap = candidate > 0 ? slot.gap(before: candidate) : input.constantGap
            if candidate > lastStart {
                // Items 0..<candidate end in the L-th greedy line: the indicator must join it.
                let t = candidate - 1
                if let flags = input.flags, flags[t] & FlowItemFlags.breakAfter.rawValue != 0 { continue }
                if candidate - lastStart + 1 > input.maxItemsPerLine { continue }
                let main = Double(horizontal ? size.width : size.height)
                if lengths[t - lastStart] + gap + main > input.fitLimit { continue }
            }
            let trial = slot.install(size, gap: gap, at: candidate)
            let fits: Bool
            switch options.lineBreaking {
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
        return (chosen, chosenInput)
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

    // MARK: - Results

    mutating func clearLineFeatureResults() {
        separatorBuffer.clear()
        overflowFrame = .zero
        hasOverflowFrame = false
    }

    /// After placement, before hidden frames are cleared: the indicator's frame (it was placed
    /// as item `indicatorIndex`, and the line holding it counts only the real items) and the
    /// separators, for the `lineCount` placed lines.
    mutating func finishLineFeatures(
        lineCount: Int, indicatorIndex: Int?, _ k: LayoutConstants, _ frames: UnsafeMutablePointer<FlowRect>
    ) {
        clearLineFeatureResults()
        guard lineCount > 0 else { return }
        if options.hasSeparator { fillSeparators(lineCount: lineCount, frames, k) }
        if let at = indicatorIndex {
            overflowFrame = frames[at]
            hasOverflowFrame = true
            lineBuffer[lineCount - 1].itemCount -= 1
        }
    }

}

/// Where the overflow indicator's candidate search puts the indicator: each path of the spine
/// keeps its items its own way (the plain path in copies of the inputs, the item model in its
/// flex items), and the search (`chooseIndicatorPrefix`) is the same for both. Slots write
/// through the pointers they hold.
protocol IndicatorSlot {
    /// The gap before an indicator that follows item `candidate` − 1 (candidate > 0): as before
    /// any item; with automatic gaps, that item's trailing preference (the indicator has none).
    func gap(before candidate: Int) -> Double
    /// Puts an indicator of `size`, with `gap` before it, after items 0..<candidate; returns the
    /// break input of those candidate + 1 items.
    func install(_ size: FlowSize, gap: Double, at candidate: Int) -> LineBreakInput
}

/// The plain path's slot: copies of the first items' inputs, one place more for the indicator
/// (its size, no flags, no growth, default guides, no spacing preferences).
struct CopiedInputsSlot: IndicatorSlot {
    let scratch: LineFeatureScratch
    let input: LineBreakInput
    let spacing: UnsafePointer<FlowSpacing>?
    let options: FlowOptions
    let horizontal: Bool
    let items: ItemInputs

    func gap(before candidate: Int) -> Double {
        guard input.pairGaps != nil, let spacing else { return input.constantGap }
        return options.indicatorGap(after: spacing[candidate - 1], horizontal: horizontal)
    }

    func install(_ size: FlowSize, gap: Double, at candidate: Int) -> LineBreakInput {
        let f = scratch
        f.sizes[candidate] = size
        if items.flags != nil { f.flags[candidate] = 0 }
        if items.grow != nil { f.grow[candidate] = 0 }
        if items.firstBaselines != nil { f.firstBaselines[candidate] = .nan }
        if items.lastBaselines != nil { f.lastBaselines[candidate] = .nan }
        if items.guides != nil { f.guides[candidate] = .nan }
        if items.spacing != nil { f.spacing[candidate] = FlowSpacing(leading: 0, top: 0, trailing: 0, bottom: 0) }
        if input.pairGaps != nil { f.gaps[candidate] = gap }
        return input.prefix(candidate + 1, sizes: UnsafeRawPointer(f.sizes.base!).assumingMemoryBound(to: Float.self),
                            pairGaps: input.pairGaps == nil ? nil : UnsafePointer(f.gaps.base), flags: items.flags)
    }
}

extension LineBreakInput {
    /// The same breaking rules over the first `count` items of other arrays.
    func prefix(_ count: Int, sizes: UnsafePointer<Float>, pairGaps: UnsafePointer<Double>?,
                flags: UnsafePointer<UInt32>?) -> LineBreakInput {
        LineBreakInput(count: count, sizes: sizes, mainOffset: mainOffset, pairGaps: pairGaps, constantGap: constantGap,
                       flags: flags, limit: limit, maxItemsPerLine: maxItemsPerLine, minLines: minLines)
    }
}
