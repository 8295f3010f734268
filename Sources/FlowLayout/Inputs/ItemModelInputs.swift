// The flex item model's per-item inputs (margins, min/max limits, flex-shrink, align-self) and
// the "features in use" decision: a layout that uses none of the item model keeps the v0
// stages and their single-pass fast paths; one that uses any of it runs ItemModelArrange.swift.

/// Cross-axis alignment of one item (CSS `align-self`): `nil` in Swift, -1 in C, means "use
/// the layout's align-items".
public typealias FlowAlignSelf = FlowAlignItems?

/// Optional per-item columns, each allocated only when set (empty = not given).
struct ItemModelInputs {
    /// Physical margins; a NaN edge is `auto`.
    var margins = Buffer<FlowEdges>()
    /// Minimum and maximum sizes, resolved when set (`resolveLimits`: no NaN; empty when a
    /// column limits nothing).
    var minSizes = Buffer<FlowSize>()
    var maxSizes = Buffer<FlowSize>()
    /// flex-shrink weights (default 0).
    var shrink = Buffer<Float>()
    /// align-self: raw FlowAlignItems values, or -1 for auto.
    var align = Buffer<Int32>()
    /// Whether the flags ask for the item model (hidden or no-stretch items).
    var flagsUseItemModel = false
    /// Whether a column holds a value other than its default (margins 0, limits none, shrink 0,
    /// align-self auto), decided when it is set: a column of defaults changes no result, so the
    /// plan runs what a layout without it runs, to the bit.
    var marginsMatter = false
    var limitsMatter = false
    var shrinkMatters = false
    var alignMatters = false
    /// Whether any margin edge is negative: frames may then overlap (hit-testing scans them all).
    var anyNegativeMargin = false
    /// Whether any margin edge is auto, and any align-self a baseline: what the item-model rows
    /// kernel leaves to the stages.
    var anyAutoMargin = false
    var anyBaselineAlign = false
    /// The lengths the rows kernel adds along a row besides the sizes (left and right margins;
    /// minimum and maximum widths), and across (top and bottom margins; minimum and maximum
    /// heights), for `rowSums` (ExactSums.swift).
    var marginBounds = SumBounds()
    var widthLimitBounds = SumBounds()
    var crossMarginBounds = SumBounds()
    var heightLimitBounds = SumBounds()

    /// Whether nothing of the item model changes a result.
    var isEmpty: Bool { !(marginsMatter || limitsMatter || shrinkMatters || alignMatters || flagsUseItemModel) }

    mutating func clear() {
        margins.clear(); minSizes.clear(); maxSizes.clear(); shrink.clear(); align.clear()
        flagsUseItemModel = false
        marginsMatter = false; limitsMatter = false; shrinkMatters = false; alignMatters = false
        anyNegativeMargin = false; anyAutoMargin = false; anyBaselineAlign = false
        marginBounds = SumBounds(); widthLimitBounds = SumBounds()
        crossMarginBounds = SumBounds(); heightLimitBounds = SumBounds()
    }

    mutating func free(_ a: FlowAllocator) {
        margins.free(a); minSizes.free(a); maxSizes.free(a); shrink.free(a); align.free(a)
    }

    /// Replaces what a limit means by default with the value it stands for (a NaN minimum is 0,
    /// a NaN maximum +infinity), and drops a column that limits nothing: readers then clamp
    /// with no test an item, and every reader's results are those of the limits as given.
    mutating func resolveLimits(minMatters: Bool, maxMatters: Bool) {
        if !minMatters { minSizes.clear() }
        if !maxMatters { maxSizes.clear() }
        if let lo = minSizes.pointer {
            for i in 0..<minSizes.count {
                if lo[i].width.isNaN { lo[i].width = 0 }
                if lo[i].height.isNaN { lo[i].height = 0 }
            }
        }
        if let hi = maxSizes.pointer {
            for i in 0..<maxSizes.count {
                if hi[i].width.isNaN { hi[i].width = .infinity }
                if hi[i].height.isNaN { hi[i].height = .infinity }
            }
        }
    }
}

/// Scratch of the item-model stages, reused by every arrange.
struct ItemModelScratch {
    var items = Buffer<FlexItem>()
    /// Outer hypothetical sizes of the laid-out items, in the layout of FlowSize (for the breakers).
    var outer = Buffer<FlowSize>()
    var gaps = Buffer<Double>()
    var flags = Buffer<UInt32>()
    /// Each line's alignment groups, measured once when the line is broken.
    var lineGroups = Buffer<LineGroups>()
    /// Each laid-out item's main margins as placed, for the separators.
    var mainMargins = Buffer<MainMargins>()

    /// Makes room for `n` items, so the stages allocate nothing once results start to change.
    mutating func reserve(_ n: Int, _ a: FlowAllocator) throws(FlowError) {
        try items.reserve(n, a); try outer.reserve(n, a); try gaps.reserve(n, a); try flags.reserve(n, a)
        try lineGroups.reserve(n, a); try mainMargins.reserve(n, a)
    }

    mutating func free(_ a: FlowAllocator) {
        items.free(a); outer.free(a); gaps.free(a); flags.free(a); lineGroups.free(a); mainMargins.free(a)
    }
}

/// Everything the item model keeps on a layout.
struct ItemModelState {
    var inputs = ItemModelInputs()
    var scratch = ItemModelScratch()

    mutating func free(_ a: FlowAllocator) { inputs.free(a); scratch.free(a) }
}

extension FlowLayout {
    // MARK: Setters (nil clears; otherwise one value per item)

    /// Margins (`margin`), physical, in points; finite (negative allowed) or NaN for `auto`.
    @_disfavoredOverload
    public mutating func setMargins(_ values: UnsafeBufferPointer<FlowEdges>?) throws(FlowError) {
        try checkColumn(values) { (v) throws(FlowError) in
            for i in v.indices {
                let m = v[i]
                for edge in [m.top, m.right, m.bottom, m.left]
                where !(edge.isNaN || edge.magnitude <= FlowLimits.maxLength) {
                    throw FlowError(.invalidArgument, "margins must be finite or NaN (auto)", item: i)
                }
            }
        }
        try Self.assign(&itemModel.inputs.margins, values, allocator)
        // What arranges ask of the margins, found in one pass: whether any is not 0, negative or
        // auto, and the bounds of the rows kernel's sums along and across (auto margins are
        // never added by the kernel: it leaves them to the stages).
        var matter = false, negative = false, auto = false
        var bounds = SumBounds(), across = SumBounds()
        for m in values ?? UnsafeBufferPointer(start: nil, count: 0) {
            matter = matter || !(m.top == 0 && m.right == 0 && m.bottom == 0 && m.left == 0)
            negative = negative || m.top < 0 || m.right < 0 || m.bottom < 0 || m.left < 0
            auto = auto || m.top.isNaN || m.right.isNaN || m.bottom.isNaN || m.left.isNaN
            if !m.left.isNaN && !m.right.isNaN { bounds.include(m.left); bounds.include(m.right) }
            if !m.top.isNaN && !m.bottom.isNaN { across.include(m.top); across.include(m.bottom) }
        }
        (itemModel.inputs.marginsMatter, itemModel.inputs.anyNegativeMargin) = (matter, negative)
        itemModel.inputs.anyAutoMargin = auto
        itemModel.inputs.marginBounds = bounds
        itemModel.inputs.crossMarginBounds = across
        resultsAreCurrent = false
    }

    /// Minimum and maximum sizes (`min-width`… `max-height`), physical, in points. A NaN minimum
    /// is 0; a NaN or +infinity maximum is none. A minimum above the maximum wins (as CSS).
    @_disfavoredOverload
    public mutating func setLimits(min: UnsafeBufferPointer<FlowSize>?, max: UnsafeBufferPointer<FlowSize>?) throws(FlowError) {
        try checkColumn(min) { (v) throws(FlowError) in
            for i in v.indices where !(isLimit(v[i].width) && isLimit(v[i].height)) {
                throw FlowError(.invalidArgument, "minimum sizes must be NaN or finite and >= 0", item: i)
            }
        }
        try checkColumn(max) { (v) throws(FlowError) in
            for i in v.indices where !(isLimit(v[i].width, orInfinite: true) && isLimit(v[i].height, orInfinite: true)) {
                throw FlowError(.invalidArgument, "maximum sizes must be NaN, +infinity or finite and >= 0", item: i)
            }
        }
        // Both are reserved before either changes, so running out of memory changes neither.
        if let min { try itemModel.inputs.minSizes.reserve(min.count, allocator) }
        if let max { try itemModel.inputs.maxSizes.reserve(max.count, allocator) }
        try Self.assign(&itemModel.inputs.minSizes, min, allocator)
        try Self.assign(&itemModel.inputs.maxSizes, max, allocator)
        // A minimum of 0 or NaN and a maximum of +infinity or NaN limit nothing.
        let minMatters = min.map { $0.contains { $0.width > 0 || $0.height > 0 } } ?? false
        let maxMatters = max.map { $0.contains { $0.width.isFinite || $0.height.isFinite } } ?? false
        itemModel.inputs.limitsMatter = minMatters || maxMatters
        // Kept resolved, as every arrange reads them: a NaN minimum as 0 and a NaN maximum as
        // +infinity, and a column that limits nothing not at all (the same as none given).
        itemModel.inputs.resolveLimits(minMatters: minMatters, maxMatters: maxMatters)
        // A length clamped to its limits is one of the three (NaN and +infinity limit nothing):
        // widths are terms of the sums along, heights of those across.
        var bounds = SumBounds(), across = SumBounds()
        func include(_ limits: UnsafeBufferPointer<FlowSize>?) {
            for l in limits ?? UnsafeBufferPointer(start: nil, count: 0) {
                if l.width.isFinite { bounds.include(l.width) }
                if l.height.isFinite { across.include(l.height) }
            }
        }
        include(min)
        include(max)
        itemModel.inputs.widthLimitBounds = bounds
        itemModel.inputs.heightLimitBounds = across
        resultsAreCurrent = false
    }

    /// Shrink weights (`flex-shrink`), finite and >= 0; default 0 (CSS's default is 1).
    @_disfavoredOverload
    public mutating func setShrink(_ values: UnsafeBufferPointer<Float>?) throws(FlowError) {
        try checkColumn(values) { (v) throws(FlowError) in
            for i in v.indices where !Validation.isLength(v[i]) {
                throw FlowError(.invalidArgument, "shrink weights must be finite and >= 0", item: i)
            }
        }
        try Self.assign(&itemModel.inputs.shrink, values, allocator)
        itemModel.inputs.shrinkMatters = values.map { $0.contains { $0 != 0 } } ?? false
        resultsAreCurrent = false
    }

    /// align-self per item: raw `FlowAlignItems` values, or -1 for auto (the layout's align-items).
    @_disfavoredOverload
    public mutating func setItemAlign(_ values: UnsafeBufferPointer<Int32>?) throws(FlowError) {
        try checkColumn(values) { (v) throws(FlowError) in
            for i in v.indices where !(v[i] == -1 || FlowAlignItems(rawValue: v[i]) != nil) {
                throw FlowError(.invalidArgument, "item alignments must be FLOW_ALIGN_AUTO or one of FLOW_ALIGN_*", item: i)
            }
        }
        try Self.assign(&itemModel.inputs.align, values, allocator)
        itemModel.inputs.alignMatters = values.map { $0.contains { $0 != -1 } } ?? false
        let first = FlowAlignItems.firstBaseline.rawValue, last = FlowAlignItems.lastBaseline.rawValue
        itemModel.inputs.anyBaselineAlign = values.map { $0.contains { $0 == first || $0 == last } } ?? false
        resultsAreCurrent = false
    }

    private func isLimit(_ v: Float, orInfinite: Bool = false) -> Bool {
        v.isNaN || Validation.isLength(v) || (orInfinite && v == .infinity)
    }

    /// The validating half of every setter: the call is allowed, the count matches, the values
    /// pass `check`. Only then does the setter `assign` (copy into the column), so a refused call
    /// changes nothing.
    private func checkColumn<T>(
        _ values: UnsafeBufferPointer<T>?, _ check: (UnsafeBufferPointer<T>) throws(FlowError) -> Void
    ) throws(FlowError) {
        try checkNotMeasuring()
        if let values {
            try Validation.checkCount(values.count, itemCount)
            try check(values)
        }
    }

    /// The copying half: the column becomes a copy of `values` (nil clears it).
    private static func assign<T>(
        _ buffer: inout Buffer<T>, _ values: UnsafeBufferPointer<T>?, _ allocator: FlowAllocator
    ) throws(FlowError) {
        if let values { try buffer.assign(values, allocator) } else { buffer.clear() }
    }

    /// Called when the flags change: hidden and no-stretch items need the item model.
    mutating func noteFlags(_ values: UnsafeBufferPointer<UInt32>?) {
        var any: UInt32 = 0
        if let values { for f in values { any |= f } }
        itemModel.inputs.flagsUseItemModel =
            any & (FlowItemFlags.hidden.rawValue | FlowItemFlags.noStretch.rawValue) != 0
    }
}

// Array conveniences for Swift callers.
extension FlowLayout {
    public mutating func setMargins(_ values: [FlowEdges]?) throws(FlowError) {
        try withOptionalBuffer(values) { (b) throws(FlowError) in try setMargins(b) }
    }
    public mutating func setLimits(min: [FlowSize]?, max: [FlowSize]?) throws(FlowError) {
        try withOptionalBuffer(min) { (lo) throws(FlowError) in
            try withOptionalBuffer(max) { (hi) throws(FlowError) in try setLimits(min: lo, max: hi) }
        }
    }
    public mutating func setShrink(_ values: [Float]?) throws(FlowError) {
        try withOptionalBuffer(values) { (b) throws(FlowError) in try setShrink(b) }
    }
    public mutating func setItemAlign(_ values: [FlowAlignSelf]?) throws(FlowError) {
        try withOptionalBuffer(values?.map { $0?.rawValue ?? -1 }) { (b) throws(FlowError) in try setItemAlign(b) }
    }
}
