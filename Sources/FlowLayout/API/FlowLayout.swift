// flowlayout engine — overview
//
// A flow layout puts items into lines that wrap. One algorithm covers a wrapping row (HStack) or
// column (VStack), a plain stack (no wrap), a uniform-size stack (every item as large as the
// largest), CSS flexbox's item model for one container, and, with `firstFitting`, a "first layout
// that fits" chooser.
//
// Everything is computed in main/cross terms: main is the direction items flow in a line (x for
// rows, y for columns), cross the other one. Physical x/y appear only when frames are written.
// An arrange is one pipeline (Pipeline/Arrange.swift), whose steps are:
//
//   sizes           the given sizes or the measure callback's answers; uniform size (Sizing)
//   outer sizes     the sizes clamped to their limits plus margins (FlexItem; identity without
//                   item-model inputs)
//   lines           which items share a line: greedy, balanced or pretty (Breaking/), max lines;
//                   line features join here (LineFeatures/: overflow indicator, scale fill)
//   main axis       flexible lengths, auto margins, justify and last-line justify (Placement,
//                   FlexItem, ItemModelArrange)
//   cross axis      each line's cross size and the alignment in it (LineMetrics, Placement)
//   align-content   the lines in the container (ContentAlignment)
//   mirrors         right-to-left, wrap-reverse, reverse; then padding offset and snapping
//   commit          every result written or cleared once (ArrangeCommit)
//
// ArrangePlan.swift decides once per arrange which path runs: the item model's stages, the other
// stages, or a kernel (Kernels/: start rows, optimal rows, line by line, item-model rows, the
// setItemSize resume) where the kernel computes the same results faster; tests run each kernel beside the stages and
// compare bit for bit. The plan is kept, with what it was decided from, until the options or
// inputs change (new sizes for as many items keep it): the same bounds take it again, and other
// bounds specified alike (a new width) take its path with their own content box. Lanes mode (masonry) is a path of its own, `.lanes`, in Lanes/. Folders:
// API (this type, options, geometry, errors, validation), Inputs (the per-item inputs), Pipeline,
// Breaking (Optimal/: balanced and pretty; MinLines/: min lines' searches), LineFeatures, Kernels,
// Lanes, Embedding (measure with baselines, resume, hit testing, batch, first fitting), Memory
// (buffers and the allocator).
//
// Inputs and results live in flat buffers that are reused, so a steady-state arrange does not
// allocate. Running offsets are Doubles; frames are stored as Floats once, at the end.

/// A flow layout: its options, its items' inputs, and the results of the last arrange.
///
/// ```swift
/// var layout = FlowLayout()
/// layout.options.justify = .spaceBetween
/// try layout.setItems([FlowSize(width: 60, height: 20), FlowSize(width: 90, height: 20)])
/// try layout.arrange(width: 120)          // nil height: unspecified
/// let second = layout.frames[1]           // frames, lines, separators: borrowed Spans
/// let result = layout.copyResult()        // or arrays to keep
/// ```
///
/// A noncopyable value (not a class), so that it can live in memory its owner allocated: the C
/// library keeps it inside the handle's own block, and nothing about a layout is allocated
/// behind its allocator's back. Every buffer comes from `allocator`. App types that must be
/// copyable hold a ``FlowLayoutReference`` instead.
///
/// A failed call throws and leaves the layout exactly as it was. Not thread-safe; distinct
/// layouts share nothing and may be used from different threads at once.
public struct FlowLayout: ~Copyable {
    /// Asked for an item's size given a proposal; NaN in a proposal means "unspecified".
    public typealias Measure = (_ item: Int, _ proposal: FlowSize) -> FlowSize
    /// The same with an explicit context pointer: a closure that captures nothing (and so needs
    /// no allocation) can reach its state through `context`.
    public typealias MeasureFunction = (_ context: UnsafeMutableRawPointer?, _ item: Int, _ proposal: FlowSize) -> FlowSize

    /// Every option of the layout, settable in place (`layout.options.justify = .spaceBetween`).
    ///
    /// A change takes effect at the next arrange. A value that `setOptions(_:)` would refuse (a
    /// negative spacing, say) is kept as given, and every call that lays out (`arrange`,
    /// `sizeThatFits`, `fits`) throws the error `setOptions(_:)` would have thrown until the
    /// options are valid again; the results of the last arrange stay as they were.
    public var options = FlowOptions() {
        didSet { optionsDidChange(from: oldValue) }
    }
    /// Why the options set in place are refused; nil when they are valid.
    var refusedOptions: FlowError?

    // Inputs.
    var sizes = Buffer<FlowSize>()
    /// What the sizes' bits say about their sums (`ExactSums`; not read while measured).
    var sizeBits = LengthBits()
    /// Whether line sums of these sizes may be regrouped, as last worked out (`ExactSums`).
    var exactLineSums = ExactLineSumsAnswer()
    /// The next sizes, copied and checked before they replace `sizes`.
    var spareSizes = Buffer<FlowSize>()
    var measure: MeasureFunction?
    /// With a range callback (MeasureRanges.swift): asked the missing ideal sizes in runs;
    /// `measure` then asks the rest through it, a run of one item.
    var measureRange: MeasureRangeFunction?
    var measureContext: UnsafeMutableRawPointer?
    var measuredCount = 0
    var grow = Buffer<Float>()
    var flags = Buffer<UInt32>()
    var firstBaselines = Buffer<Float>()
    var lastBaselines = Buffer<Float>()
    var guides = Buffer<Float>()
    var spacing = Buffer<FlowSpacing>()
    /// Each item's span in lanes (empty: 1 each), and the lanes' scratch and results (Lanes/).
    var laneSpans = Buffer<UInt32>()
    var laneState = LaneState()
    /// The flex item model's inputs (margins, limits, shrink, align-self) and scratch.
    var itemModel = ItemModelState()

    // Measure cache: the ideal size, and the answers to the last two constrained proposals
    // (`constrainedSlots` per item, the latest first), so that going back to the bound before
    // (a resize and back) asks nothing again.
    var idealSizes = Buffer<FlowSize>()
    var constrainedSizes = Buffer<FlowSize>()
    var constrainedProposals = Buffer<Float>()
    static let constrainedSlots = 2
    /// The proposals are to be cleared before one is first read. Setting the callback marks them
    /// rather than writing them all: most layouts never ask an item twice.
    var constrainedProposalsStale = false
    /// Which ideal sizes are cached, so that a range callback is asked only when some are not,
    /// and without looking for them when none are.
    var idealsCached = IdealsCached.complete
    /// Set while the measure callback runs: the callback must not re-enter the layout.
    var isMeasuring = false

    // Scratch reused by every arrange.
    var resolvedSizes = Buffer<FlowSize>()
    var itemGaps = Buffer<Double>()
    var lineRecords = Buffer<LineRecord>()
    var balancedBreaker = BalancedLineBreaker()
    var prettyBreaker = PrettyLineBreaker()
    /// Arranges the groups of `arrangeBatch`: a layout of its own, in a block from `allocator`,
    /// created on first use.
    var batchScratch: UnsafeMutablePointer<FlowLayout>?

    // Line features: the overflow indicator, scratch for placing it and for scale fill, and the
    // results they add (LineFeatures.swift).
    var overflowIndicator: OverflowIndicatorFunction?
    var overflowContext: UnsafeMutableRawPointer?
    var featureScratch = LineFeatureScratch()
    var separatorBuffer = Buffer<FlowRect>()
    public internal(set) var overflowFrame = FlowRect.zero
    /// Whether the last arrange showed the overflow indicator (its frame may be zero).
    var hasOverflowFrame = false

    // Embedding (Embedding.swift, HitTesting.swift): baselines answered by the measure callback,
    // resuming after one item's size changed, and what the queries read.
    var measureWithBaselines: MeasureWithBaselinesFunction?
    var idealBaselines = Buffer<FlowBaselinePair>()
    var constrainedBaselines = Buffer<FlowBaselinePair>()
    var resolvedFirstBaselines = Buffer<Float>()
    var resolvedLastBaselines = Buffer<Float>()
    /// Per visible line of the last arrange, what resuming line breaking there needs.
    var lineResume = Buffer<LineResume>()
    /// The smallest index whose size `setItemSize` changed since the last arrange, when nothing
    /// else changed; nil otherwise.
    var resizedFrom: Int?
    /// How the results of the last arrange are ordered, for the queries' binary searches.
    var arrangedOrder = ArrangedOrder()

    // Results of the last arrange.
    var frameBuffer = Buffer<FlowRect>()
    var lineBuffer = Buffer<FlowLine>()
    public internal(set) var size = FlowSize(width: 0, height: 0)
    public internal(set) var contentSize = FlowSize(width: 0, height: 0)
    public internal(set) var visibleCount = 0
    public internal(set) var isArranged = false
    /// The sizes the last arrange's path computed, before `commit` padded and stored them.
    var arrangedExtent = ArrangedExtent()
    /// The path the last arrange ran (ArrangePlan.swift).
    var arrangedPath = ArrangePlan.Path.general

    // What the results were computed from: equal inputs and bounds make arrange a no-op.
    var resultsAreCurrent: Bool {
        get { resultsCurrent }
        set {
            resultsCurrent = newValue
            // Any change other than setItemSize's makes resuming impossible, and any change may
            // change what the plan is decided from (but new sizes for as many items: planFacts).
            if !newValue {
                resizedFrom = nil
                planFacts = nil
            }
        }
    }
    /// `resultsAreCurrent`'s value, cleared on its own only where the plan's facts stay
    /// (`sizesReplaced(keepingFacts:)`).
    var resultsCurrent = false
    /// What the last plan was decided from but the bounds (ArrangePlan.swift), and that plan,
    /// while none of it has changed: the next plan asks it instead of the options and inputs.
    /// Every change clears it, but new sizes for as many items: a plan reads no size.
    var planFacts: PlanFacts?
    var arrangedBounds = (width: Float.nan, height: Float.nan)

    /// Where every buffer of this layout comes from (see `FlowAllocator`).
    public let allocator: FlowAllocator

    public init(allocator: FlowAllocator = .swift) {
        self.allocator = allocator
    }

    deinit {
        let a = allocator
        // Buffers are plain values: a copy frees the storage they share.
        func free<T>(_ buffer: Buffer<T>) { var buffer = buffer; buffer.free(a) }
        free(sizes); free(spareSizes); free(grow); free(flags); free(firstBaselines); free(lastBaselines)
        free(guides); free(spacing); free(idealSizes); free(constrainedSizes)
        free(constrainedProposals); free(resolvedSizes); free(itemGaps); free(lineRecords)
        free(frameBuffer); free(lineBuffer)
        free(idealBaselines); free(constrainedBaselines); free(resolvedFirstBaselines)
        free(resolvedLastBaselines); free(lineResume)
        var breaker = balancedBreaker
        breaker.free(a)
        var pretty = prettyBreaker
        pretty.free(a)
        var features = featureScratch
        features.free(a)
        free(separatorBuffer)
        free(laneSpans)
        var lanesScratch = laneState
        lanesScratch.free(a)
        var model = itemModel
        model.free(a)
        if let batchScratch {
            batchScratch.deinitialize(count: 1)
            a.release(batchScratch, count: 1)
        }
    }

    /// Number of items: the sizes given, or the count given with the measure callback.
    public var itemCount: Int { measure == nil ? sizes.count : measuredCount }

    // MARK: Options

    /// Replaces every option at once. Throws `.invalidArgument` for a negative or infinite
    /// spacing, a negative, NaN or infinite pixel scale, or a negative count.
    public mutating func setOptions(_ newOptions: FlowOptions) throws(FlowError) {
        try checkNotMeasuring()
        try Validation.check(newOptions)
        options = newOptions
    }

    /// What any change of `options` entails, by `setOptions` or in place.
    private mutating func optionsDidChange(from old: FlowOptions) {
        guard options != old else { return }
        do throws(FlowError) {
            try Validation.check(options)
            refusedOptions = nil
        } catch {
            refusedOptions = error
        }
        // A constrained measurement answered a proposal along the old main axis.
        if options.axis != old.axis, measure != nil, let proposals = constrainedProposals.pointer {
            proposals.update(repeating: .nan, count: constrainedProposals.count)
        }
        resultsAreCurrent = false
    }

    /// Throws why the options are refused, if they are (see `options`): every call that lays
    /// out checks this first, so the stages only ever see valid options.
    @inline(__always)
    func checkOptions() throws(FlowError) {
        if let refusedOptions { throw refusedOptions }
    }

    // MARK: Items

    /// Sets the items' sizes (copied). Replaces a measure callback. When the item count changes,
    /// the per-item grow, flags, baselines, guides and spacing are cleared.
    public mutating func setItems(_ newSizes: UnsafeBufferPointer<FlowSize>) throws(FlowError) {
        try checkNotMeasuring()
        let keepsFacts = keepsPlanFacts(replacingSizesWith: newSizes.count)
        // Copied into the spare buffer and checked in the same sweep (one read of the caller's
        // memory); the buffers are swapped only when every size is valid.
        let bits = try copyToSpareSizes(newSizes)
        if newSizes.count != itemCount { clearPerItemInputs() }
        sizeBits = bits
        dropMeasureCallbacks()
        swap(&sizes, &spareSizes)
        sizesReplaced(keepingFacts: keepsFacts)
    }

    /// Forgets the measure callback, whichever kind, once sizes replace it. Nothing is written
    /// when none is set: releasing each empty closure is a call, which small layouts notice.
    @inline(__always)
    mutating func dropMeasureCallbacks() {
        guard measure != nil || measureRange != nil || measureWithBaselines != nil || measureContext != nil
            || measuredCount != 0
        else { return }
        measure = nil
        measureRange = nil
        measureWithBaselines = nil
        measureContext = nil
        measuredCount = 0
    }

    public mutating func setItems(_ newSizes: [FlowSize]) throws(FlowError) {
        try newSizes.withUnsafeBufferPointer { (buffer) throws(FlowError) in try self.setItems(buffer) }
    }

    /// Makes `count` items whose sizes come from `measure`. Answers are cached per item until
    /// the items are set again or `invalidateItem` is called.
    public mutating func setMeasure(count: Int, _ newMeasure: @escaping Measure) throws(FlowError) {
        try setMeasure(count: count, context: nil) { _, item, proposal in newMeasure(item, proposal) }
    }

    /// `setMeasure(count:_:)` with a context pointer handed to every call of `newMeasure`.
    public mutating func setMeasure(
        count: Int, context: UnsafeMutableRawPointer?, _ newMeasure: @escaping MeasureFunction
    ) throws(FlowError) {
        try checkNotMeasuring()
        guard count >= 0 else { throw FlowError(.invalidArgument, "item count must not be negative") }
        guard count <= FlowLimits.maxItems else { throw FlowError(.outOfMemory, "item count exceeds the maximum") }
        // All three caches are reserved before any is touched: after that nothing can fail.
        let slots = count &* Self.constrainedSlots
        try idealSizes.reserve(count, allocator)
        try constrainedSizes.reserve(slots, allocator)
        try constrainedProposals.reserve(slots, allocator)
        if count != itemCount { clearPerItemInputs() }
        sizes.clear()
        measure = newMeasure
        measureRange = nil
        measureWithBaselines = nil
        measureContext = context
        measuredCount = count
        try idealSizes.fill(FlowSize(width: .nan, height: .nan), count: count, allocator)
        // A slot's size is read only after its proposal matched, and is written with it: only
        // the proposals need clearing, and only once one is read (reserved above, so clearing
        // them then cannot fail).
        constrainedSizes.setCount(slots)
        constrainedProposals.setCount(slots)
        constrainedProposalsStale = true
        idealsCached = .empty
        resultsAreCurrent = false
    }

    /// Forgets the cached measurements of one item so the next arrange asks again.
    public mutating func invalidateItem(_ index: Int) throws(FlowError) {
        try checkNotMeasuring()
        guard index >= 0, index < itemCount else {
            throw FlowError(.invalidArgument, "item index is out of range", item: index)
        }
        if measure != nil {
            idealSizes[index] = FlowSize(width: .nan, height: .nan)
            if idealsCached == .complete { idealsCached = .partial }
            for slot in 0..<Self.constrainedSlots { constrainedProposals[index &* Self.constrainedSlots &+ slot] = .nan }
        }
        resultsAreCurrent = false
    }

    mutating func clearPerItemInputs() {
        grow.clear(); flags.clear(); firstBaselines.clear(); lastBaselines.clear()
        guides.clear(); spacing.clear()
        itemModel.inputs.clear()
        laneSpans.clear()
    }
}
