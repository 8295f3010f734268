// setItems + arrange as one call that changes nothing when it fails (the C ABI's
// flow_layout_arrange_into). Everything checkable is checked and every buffer reserved before the
// items change, but the arrange can still fail afterwards: the overflow indicator callback may
// answer a bad size. So what setItems replaces (the sizes, the measure callback, and the per-item
// inputs when the count changes) is moved aside, not dropped, and moved back on failure. Moving
// a buffer hands over its memory: nothing is allocated or copied to keep them.

extension FlowLayout {
    /// `setItems(newSizes)` then `arrange(width:height:)`; on failure the layout is as before the
    /// call, inputs and results alike.
    public mutating func arrangeReplacingItems(
        _ newSizes: UnsafeBufferPointer<FlowSize>, width: Float, height: Float
    ) throws(FlowError) {
        try checkNotMeasuring()
        try Validation.checkBounds(width, height)
        let keepsFacts = keepsPlanFacts(replacingSizesWith: newSizes.count)
        // Kept facts that an arrange reserved for say that everything is reserved already.
        if !keepsFacts || planFacts?.reservedForArranging != true { try reserveForArranging(itemCount: newSizes.count) }
        let bits = try copyToSpareSizes(newSizes)

        // Only a new count clears the per-item inputs: only then are they moved aside (and
        // back if the arrange fails).
        guard newSizes.count != itemCount else {
            return try replaceSizesAndArrange(bits, width: width, height: height, keepingFacts: keepsFacts)
        }
        var kept = PerItemInputs()
        movePerItemInputs(&kept)
        do {
            try replaceSizesAndArrange(bits, width: width, height: height, keepingFacts: keepsFacts)
        } catch {
            movePerItemInputs(&kept)
            throw error
        }
        // As setItems with another count: the inputs are cleared, their memory kept for reuse.
        movePerItemInputs(&kept)
        clearPerItemInputs()
    }

    /// The sizes copied into the spare buffer (`bits`) swapped in and arranged; on failure the
    /// sizes, the measure callback and the state of the results are put back.
    private mutating func replaceSizesAndArrange(
        _ bits: LengthBits, width: Float, height: Float, keepingFacts keepsFacts: Bool
    ) throws(FlowError) {
        let before = ReplacedInputs(measure: measure, measureRange: measureRange, measureWithBaselines: measureWithBaselines,
                                    measureContext: measureContext, measuredCount: measuredCount,
                                    resultsAreCurrent: resultsAreCurrent, resizedFrom: resizedFrom,
                                    planFacts: planFacts, sizeBits: sizeBits)
        dropMeasureCallbacks()
        swap(&sizes, &spareSizes)
        sizeBits = bits
        sizesReplaced(keepingFacts: keepsFacts)
        do {
            try arrange(width: width, height: height)
        } catch {
            swap(&sizes, &spareSizes)
            measure = before.measure
            measureRange = before.measureRange
            measureWithBaselines = before.measureWithBaselines
            measureContext = before.measureContext
            measuredCount = before.measuredCount
            resultsAreCurrent = before.resultsAreCurrent
            resizedFrom = before.resizedFrom
            planFacts = before.planFacts
            sizeBits = before.sizeBits
            throw error
        }
    }

    /// Swaps the per-item inputs with `kept`: its own inverse, so the same call moves them back
    /// (and the layout's empty buffers back to `kept`).
    private mutating func movePerItemInputs(_ kept: inout PerItemInputs) {
        swap(&kept.grow, &grow); swap(&kept.flags, &flags)
        swap(&kept.firstBaselines, &firstBaselines); swap(&kept.lastBaselines, &lastBaselines)
        swap(&kept.guides, &guides); swap(&kept.spacing, &spacing)
        swap(&kept.itemModel, &itemModel.inputs)
        swap(&kept.laneSpans, &laneSpans)
    }
}

/// What `arrangeReplacingItems` keeps to put back if the arrange fails.
private struct ReplacedInputs {
    var measure: FlowLayout.MeasureFunction?
    var measureRange: FlowLayout.MeasureRangeFunction?
    var measureWithBaselines: FlowLayout.MeasureWithBaselinesFunction?
    var measureContext: UnsafeMutableRawPointer?
    var measuredCount: Int
    var resultsAreCurrent: Bool
    var resizedFrom: Int?
    var planFacts: PlanFacts?
    var sizeBits: LengthBits
}

/// The per-item inputs `arrangeReplacingItems` moves aside when the item count changes.
private struct PerItemInputs {
    var grow = Buffer<Float>()
    var flags = Buffer<UInt32>()
    var firstBaselines = Buffer<Float>()
    var lastBaselines = Buffer<Float>()
    var guides = Buffer<Float>()
    var spacing = Buffer<FlowSpacing>()
    var itemModel = ItemModelInputs()
    var laneSpans = Buffer<UInt32>()
}
