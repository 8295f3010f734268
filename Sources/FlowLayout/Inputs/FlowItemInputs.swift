// The per-item inputs of the flow model (grow, flags, baselines, guides, spacing preferences):
// each setter checks its column whole before it replaces the one the layout holds, so a refused
// call changes nothing. The flex item model's inputs are in ItemModelInputs.swift, lane spans in
// Lanes/LaneInputs.swift.

extension FlowLayout {
    // MARK: Per-item inputs (nil clears; otherwise one value per item)

    /// Growth weights (finite, >= 0), as CSS `flex-grow`.
    @_disfavoredOverload
    public mutating func setGrow(_ values: UnsafeBufferPointer<Float>?) throws(FlowError) {
        try checkNotMeasuring()
        if let values {
            try Validation.checkCount(values.count, itemCount)
            try Validation.checkGrow(values)
        }
        try Self.replace(&grow, with: values, allocator)
        resultsAreCurrent = false
    }

    /// Line-break flags (`FlowItemFlags` raw values).
    @_disfavoredOverload
    public mutating func setFlags(_ values: UnsafeBufferPointer<UInt32>?) throws(FlowError) {
        try checkNotMeasuring()
        if let values {
            try Validation.checkCount(values.count, itemCount)
            try Validation.checkFlags(values)
        }
        try Self.replace(&flags, with: values, allocator)
        noteFlags(values)
        resultsAreCurrent = false
    }

    /// First and last baselines, offsets from the item's top edge (its cross-start edge in
    /// columns); NaN means the default, the item's bottom (cross-end) edge. Either may be nil.
    @_disfavoredOverload
    public mutating func setBaselines(first: UnsafeBufferPointer<Float>?, last: UnsafeBufferPointer<Float>?) throws(FlowError) {
        try checkNotMeasuring()
        if let first {
            try Validation.checkCount(first.count, itemCount)
            try Validation.checkFiniteOrNaN(first, "baselines must be finite or NaN")
        }
        if let last {
            try Validation.checkCount(last.count, itemCount)
            try Validation.checkFiniteOrNaN(last, "baselines must be finite or NaN")
        }
        // Both are reserved before either changes, so running out of memory changes neither.
        if let first { try firstBaselines.reserve(first.count, allocator) }
        if let last { try lastBaselines.reserve(last.count, allocator) }
        try Self.replace(&firstBaselines, with: first, allocator)
        resultsAreCurrent = false
        try Self.replace(&lastBaselines, with: last, allocator)
        resultsAreCurrent = false
    }

    /// Guide overrides for the current alignment (NaN = the alignment's default guide).
    @_disfavoredOverload
    public mutating func setGuides(_ values: UnsafeBufferPointer<Float>?) throws(FlowError) {
        try checkNotMeasuring()
        if let values {
            try Validation.checkCount(values.count, itemCount)
            try Validation.checkFiniteOrNaN(values, "guides must be finite or NaN")
        }
        try Self.replace(&guides, with: values, allocator)
        resultsAreCurrent = false
    }

    /// Spacing preferences, used where the item or line spacing is automatic (NaN).
    @_disfavoredOverload
    public mutating func setItemSpacing(_ values: UnsafeBufferPointer<FlowSpacing>?) throws(FlowError) {
        try checkNotMeasuring()
        if let values {
            try Validation.checkCount(values.count, itemCount)
            try Validation.checkSpacing(values)
        }
        try Self.replace(&spacing, with: values, allocator)
        resultsAreCurrent = false
    }

    private static func replace<T>(
        _ buffer: inout Buffer<T>, with values: UnsafeBufferPointer<T>?, _ allocator: FlowAllocator
    ) throws(FlowError) {
        if let values { try buffer.assign(values, allocator) } else { buffer.clear() }
    }
}

// Array conveniences for Swift callers.
extension FlowLayout {
    public mutating func setGrow(_ values: [Float]?) throws(FlowError) {
        try withOptionalBuffer(values) { (b) throws(FlowError) in try setGrow(b) }
    }
    public mutating func setFlags(_ values: [FlowItemFlags]?) throws(FlowError) {
        try withOptionalBuffer(values?.map { $0.rawValue }) { (b) throws(FlowError) in try setFlags(b) }
    }
    public mutating func setBaselines(first: [Float]?, last: [Float]?) throws(FlowError) {
        try withOptionalBuffer(first) { (f) throws(FlowError) in
            try withOptionalBuffer(last) { (l) throws(FlowError) in try setBaselines(first: f, last: l) }
        }
    }
    public mutating func setGuides(_ values: [Float]?) throws(FlowError) {
        try withOptionalBuffer(values) { (b) throws(FlowError) in try setGuides(b) }
    }
    public mutating func setItemSpacing(_ values: [FlowSpacing]?) throws(FlowError) {
        try withOptionalBuffer(values) { (b) throws(FlowError) in try setItemSpacing(b) }
    }
}

@inline(__always)
func withOptionalBuffer<T, R>(
    _ array: [T]?, _ body: (UnsafeBufferPointer<T>?) throws(FlowError) -> R
) throws(FlowError) -> R {
    guard let array else { return try body(nil) }
    return try array.withUnsafeBufferPointer { (b) throws(FlowError) in try body(b) }
}

// The names before they followed the C ABI's (flow_layout_set_item_spacing,
// flow_layout_set_item_align); kept so that code written against them still builds.
extension FlowLayout {
    @available(*, deprecated, renamed: "setItemSpacing")
    public mutating func setSpacing(_ values: [FlowSpacing]?) throws(FlowError) { try setItemSpacing(values) }
    @available(*, deprecated, renamed: "setItemAlign")
    public mutating func setAlignSelf(_ values: [FlowAlignSelf]?) throws(FlowError) { try setItemAlign(values) }
}
