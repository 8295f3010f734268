// What toolkits that embed the engine need beyond sizes in, frames out: a measure callback that
// also answers baselines (the font is where the callback is), and changing one item's size
// without re-sending every item, with the next arrange redoing only the lines the change can
// affect. Queries on the results (hit-testing, lines in a viewport) are in HitTesting.swift.

/// An item's measured size and its first and last baselines (offsets from its top edge, or its
/// left edge in columns; NaN = the baseline given with `setBaselines`, by default the bottom edge).
public struct FlowMeasurement: Equatable, Sendable {
    public var size: FlowSize
    public var firstBaseline: Float
    public var lastBaseline: Float

    @inlinable
    public init(size: FlowSize, firstBaseline: Float = .nan, lastBaseline: Float = .nan) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// The baselines of one cached measurement.
struct FlowBaselinePair {
    var first: Float
    var last: Float
}

/// Where line j of the last arrange started, for resuming line breaking there: its logical
/// cross offset, the content cross size before it (C's running sum), and the longest line before it.
struct LineResume {
    var crossStart: Double
    var crossTotal: Double
    var widestBefore: Double
}

extension FlowLayout {
    /// Asked for an item's size and baselines given a proposal (NaN = unspecified).
    public typealias MeasureWithBaselines = (_ item: Int, _ proposal: FlowSize) -> FlowMeasurement
    /// The same with an explicit context pointer (a closure that captures nothing needs no allocation).
    public typealias MeasureWithBaselinesFunction =
        (_ context: UnsafeMutableRawPointer?, _ item: Int, _ proposal: FlowSize) -> FlowMeasurement

    // MARK: Measuring with baselines

    /// As `setMeasure`, with answers that carry baselines: a baseline that is not NaN replaces the
    /// item's baseline from `setBaselines`. Measured baselines belong to the answers, so they stay
    /// right when the item count changes (unlike the arrays, which are cleared then).
    public mutating func setMeasure(count: Int, withBaselines newMeasure: @escaping MeasureWithBaselines) throws(FlowError) {
        try setMeasure(count: count, context: nil) { _, item, proposal in newMeasure(item, proposal) }
    }

    /// `setMeasure(count:withBaselines:)` with a context pointer handed to every call of `newMeasure`.
    public mutating func setMeasure(
        count: Int, context: UnsafeMutableRawPointer?, _ newMeasure: @escaping MeasureWithBaselinesFunction
    ) throws(FlowError) {
        try checkNotMeasuring()
        guard count >= 0 else { throw FlowError(.invalidArgument, "item count must not be negative") }
        guard count <= FlowLimits.maxItems else { throw FlowError(.outOfMemory, "item count exceeds the maximum") }
        // The baseline caches are reserved before anything changes; after that nothing can fail.
        try idealBaselines.reserve(count, allocator)
        try constrainedBaselines.reserve(count &* Self.constrainedSlots, allocator)
        // Sizes are asked through `measureWithBaselines` (resolveSizes); `measure` only marks the
        // items as measured and is never called.
        try setMeasure(count: count, context: context) { _, _, _ in FlowSize(width: .nan, height: .nan) }
        measureWithBaselines = newMeasure
        try idealBaselines.fill(FlowBaselinePair(first: .nan, last: .nan), count: count, allocator)
        constrainedBaselines.setCount(count &* Self.constrainedSlots)   // read only with its size
    }

    /// Step 1 for a callback with baselines: every item's size (as `measuredSize`, same cache
    /// rules) and its resolved baselines, measured ones first, then the arrays'.
    mutating func resolveMeasurements(
        _ measure: MeasureWithBaselinesFunction, mainLimit: Double, horizontal: Bool
    ) throws(FlowError) {
        let count = itemCount
        // Reserved by reserveScratch before the arrange began.
        resolvedFirstBaselines.setCount(count)
        resolvedLastBaselines.setCount(count)
        for i in 0..<count {
            var ideal = idealSizes[i]
            var baselines = idealBaselines[i]
            if ideal.width.isNaN {
                let answer = measure(measureContext, i, FlowSize(width: .nan, height: .nan))
                try Validation.checkMeasured(answer, item: i)
                ideal = answer.size
                baselines = FlowBaselinePair(first: answer.firstBaseline, last: answer.lastBaseline)
                idealSizes[i] = ideal
                idealBaselines[i] = baselines
            }
            var size = ideal
            let idealMain = Double(horizontal ? ideal.width : ideal.height)
            if mainLimit.isFinite, !LineBreakInput.fits(idealMain, within: mainLimit) {
                let proposal = Float(mainLimit)
                let slot = i &* Self.constrainedSlots
                if latestConstrainedAnswer(of: i, to: proposal) {
                    size = constrainedSizes[slot]
                    baselines = constrainedBaselines[slot]
                } else {
                    let answer = measure(measureContext, i, horizontal
                        ? FlowSize(width: proposal, height: .nan) : FlowSize(width: .nan, height: proposal))
                    try Validation.checkMeasured(answer, item: i)
                    size = answer.size
                    baselines = FlowBaselinePair(first: answer.firstBaseline, last: answer.lastBaseline)
                    cacheConstrainedAnswer(size, of: i, to: proposal)
                    constrainedBaselines[slot] = baselines
                }
            }
            resolvedSizes[i] = size
            resolvedFirstBaselines[i] = baselines.first.isNaN && !firstBaselines.isEmpty ? firstBaselines[i] : baselines.first
            resolvedLastBaselines[i] = baselines.last.isNaN && !lastBaselines.isEmpty ? lastBaselines[i] : baselines.last
        }
    }

    // MARK: One item's size

    /// Sets the size of item `index`: the same results as `setItems` with that one size changed
    /// (per-item inputs are kept). The next arrange in the same bounds keeps the lines before the
    /// one holding item index-1 when the options allow (see `canResumeLines`), else redoes all.
    /// Throws `.invalidArgument` for an index out of range, an invalid size, or measured items.
    public mutating func setItemSize(_ index: Int, _ size: FlowSize) throws(FlowError) {
        try checkNotMeasuring()
        guard measure == nil else {
            throw FlowError(.invalidArgument, "the sizes come from the measure callback: call invalidate_item instead")
        }
        guard index >= 0, index < sizes.count else {
            throw FlowError(.invalidArgument, "item index is out of range", item: index)
        }
        guard Validation.isLength(size.width), Validation.isLength(size.height) else {
            throw FlowError(.invalidArgument, "sizes must be finite, >= 0 and <= the maximum length", item: index)
        }
        let old = sizes[index]
        if old.width.bitPattern == size.width.bitPattern, old.height.bitPattern == size.height.bitPattern { return }
        let wasCurrent = resultsAreCurrent, pending = resizedFrom
        let keepsFacts = keepsPlanFacts(replacingSizesWith: sizes.count)
        sizes[index] = size
        sizeBits.fold(size.width)
        sizeBits.fold(size.height)
        sizesReplaced(keepingFacts: keepsFacts)
        if wasCurrent {
            resizedFrom = index
        } else if let pending {
            resizedFrom = min(pending, index)
        }
    }

    // MARK: Resuming after setItemSize

    /// After a general arrange that `canResumeLines`: what resuming at each line needs.
    mutating func recordLineResume(_ lines: UnsafeMutableBufferPointer<LineRecord>, _ k: LayoutConstants) {
        // arrange reserved a line per item, unless memory was short (then nothing is recorded).
        guard lineResume.capacity >= k.count else {
            lineResume.clear()
            return
        }
        lineResume.setCount(lines.count)
        var total = 0.0, widest = 0.0
        for j in lines.indices {
            lineResume[j] = LineResume(crossStart: lines[j].crossStart, crossTotal: total, widestBefore: widest)
            // The same sums, in the same order, as contentCross and the widest line.
            total += lines[j].naturalCross
            if j + 1 < lines.count { total += lines[j].gapAfter }
            widest = max(widest, lines[j].used)
        }
    }

    /// Redoes the lines from the one holding item `resizedFrom - 1`, in the content box (width,
    /// height), for a plan that chose to resume (`canResumeAfterResize`). Returns the first item
    /// and line it wrote.
    mutating func resumeAfterResize(width: Float, height: Float, kernels: Bool) -> (item: Int, line: Int) {
        let count = sizes.count
        let items = UnsafePointer(sizes.pointer.unsafelyUnwrapped)
        let resumeLine = lineBuffer.lineIndex(holding: max(resizedFrom.unsafelyUnwrapped - 1, 0))
        let redone = (item: Int(lineBuffer[resumeLine].firstItem), line: resumeLine)
        if kernels, isStartRows {
            arrangeStartRows(items, width: width, height: height, resumingAt: resumeLine)
            return redone
        }
        if needsItemModelStages {
            arrangeItemModelRows(items, width: width, height: height, resumingAt: resumeLine)
            return redone
        }
        let k = LayoutConstants(options: options, count: count, width: width, height: height)
        if k.horizontal {
            resumeLines(RowAxis.self, items, k, resumeLine)
        } else {
            resumeLines(ColumnAxis.self, items, k, resumeLine)
        }
        return redone
    }

    /// The general pipeline from line `resumeLine` on, for layouts that `canResumeLines`: greedy
    /// lines stacked from the cross start, each placed as `arrange` places it.
    private mutating func resumeLines<A: AxisMapping>(
        _: A.Type, _ sizes: UnsafePointer<FlowSize>, _ k: LayoutConstants, _ resumeLine: Int
    ) {
        let o = options
        let items = ItemInputs(
            sizes: sizes, grow: UnsafePointer(grow.pointer), flags: UnsafePointer(flags.pointer),
            firstBaselines: UnsafePointer(firstBaselines.pointer), lastBaselines: UnsafePointer(lastBaselines.pointer),
            guides: UnsafePointer(guides.pointer), spacing: UnsafePointer(spacing.pointer),
            baselinesFromFarSide: !k.horizontal && k.rightToLeft)
        // Automatic item gaps were filled by the last arrange from preferences that have not changed.
        let automaticItemGaps = o.itemSpacing.isNaN && items.spacing != nil
        let input = LineBreakInput(
            count: k.count,
            sizes: UnsafeRawPointer(sizes).assumingMemoryBound(to: Float.self),
            mainOffset: k.horizontal ? 0 : 1,
            pairGaps: automaticItemGaps ? UnsafePointer(itemGaps.pointer) : nil,
            constantGap: o.itemSpacing.isNaN ? 8 : Double(o.itemSpacing),
            flags: items.flags, limit: k.mainLimit,
            maxItemsPerLine: o.maxItemsPerLine > 0 ? o.maxItemsPerLine : Int.max, minLines: o.minLines)
        let lineGap = o.lineSpacing.isNaN ? 8 : Double(o.lineSpacing)
        let grid = o.pixelScale > 0 ? PixelGrid(scale: Double(o.pixelScale)) : nil
        let pf = PlacementFrame(
            mainContainer: k.mainLimit, crossContainer: k.crossLimit.isFinite ? k.crossLimit : 0,
            mirrorWidth: k.rightToLeft ? (k.horizontal ? k.mainLimit : k.crossLimit) : nil, grid: grid)

        // Within the capacity arrange reserved (a line per item): the kept lines stay.
        lineBuffer.setCount(k.count)
        lineResume.setCount(k.count)
        let frames = frameBuffer.pointer.unsafelyUnwrapped
        var j = resumeLine
        var start = Int(lineBuffer[j].firstItem)
        var position = lineResume[j].crossStart
        var total = lineResume[j].crossTotal
        var widest = lineResume[j].widestBefore
        var breaker = GreedyLineBreaker()
        breaker.prepare(input)
        while start < k.count {
            let end = breaker.lineEnd(startingAt: start, input)
            var line = LineRecord(A.self, first: start, end: end, used: breaker.lastLineLength,
                                  largestCross: breaker.lastLineLargestCross, items: items, breakInput: input, k,
                                  measureSpacing: false)
            let isLast = end == k.count
            line.gapAfter = isLast ? 0 : lineGap
            line.crossStart = position
            line.crossExtent = line.naturalCross + 0
            lineResume[j] = LineResume(crossStart: position, crossTotal: total, widestBefore: widest)
            // As contentCross, alignContent (start) and the widest line compute them.
            total += line.naturalCross
            if !isLast { total += line.gapAfter }
            position += line.crossExtent + line.gapAfter + 0
            widest = max(widest, line.used)
            lineBuffer[j] = FlowLayout.place(A.self, line, items: items, breakInput: input, k, pf, frames: frames)
            if let grid { grid.snap(UnsafeMutableBufferPointer(start: lineBuffer.pointer.unsafelyUnwrapped + j, count: 1)) }
            j += 1
            start = end
        }
        lineBuffer.setCount(j)
        lineResume.setCount(j)

        let crossContainer = k.crossLimit.isFinite ? k.crossLimit : total
        var mainSize = k.mainLimit, crossSize = crossContainer
        if let grid {
            mainSize = grid.snap(mainSize)
            crossSize = grid.snap(crossSize)
        }
        storeSizes(k, main: mainSize, cross: crossSize, widest: widest, contentCross: total, visible: k.count)
    }
}

extension Validation {
    static func checkMeasured(_ answer: FlowMeasurement, item: Int) throws(FlowError) {
        try checkMeasured(answer.size, item: item)
        guard isBaseline(answer.firstBaseline), isBaseline(answer.lastBaseline) else {
            throw FlowError(.measure, "the measure callback returned an infinite baseline or one beyond the maximum length",
                            item: item)
        }
    }

    /// NaN (the default) or a finite offset within the maximum length.
    static func isBaseline(_ v: Float) -> Bool { v.isNaN || v.magnitude <= FlowLimits.maxLength }
}

extension Buffer where Element == FlowLine {
    /// The line holding item `index` (a visible item): the last whose first item is at most
    /// `index`. A method of the lines, not of the layout: called from an arrange, a method of
    /// the layout borrows it through a copy of the whole layout.
    func lineIndex(holding index: Int) -> Int {
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(self[middle].firstItem) <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
