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
        try reserveForArranging(itemCount: newSizes.count)
        let bits = try Validation.copySizes(newSizes, into: &spareSizes, allocator)
        let facts = planFacts(replacingSizesWith: newSizes.count)

        var before = ReplacedInputs(measure: measure, measureRange: measureRange, measureWithBaselines: measureWithBaselines,
                                    measureContext: measureContext, measuredCount: measuredCount,
                                    resultsAreCurrent: resultsAreCurrent, resizedFrom: resizedFrom,
                                    planFacts: planFacts, sizeBits: sizeBits)
        let perItemKept = newSizes.count != itemCount
        if perItemKept { movePerItemInputs(to: &before) }
        dropMeasureCallbacks()
        swap(&sizes, &spareSizes)
        sizeBits = bits
        sizesReplaced(keeping: facts)
        do {
            try arrange(width: width, height: height)
        } catch {
            swap(&sizes, &spareSizes)
            if perItemKept { movePerItemInputs(back: &before) }
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
        if perItemKept {
            // As setItems with another count: the inputs are cleared, their memory kept for reuse.
            movePerItemInputs(back: &before)
            clearPerItemInputs()
        }
    }

    private mutating func movePerItemInputs(to kept: inout ReplacedInputs) {
        swap(&kept.grow, &grow); swap(&kept.flags, &flags)
        swap(&kept.firstBaselines, &firstBaselines); swap(&kept.lastBaselines, &lastBaselines)
        swap(&kept.guides, &guides); swap(&kept.spacing, &spacing)
        swap(&kept.itemModel, &itemModel.inputs)
        swap(&kept.laneSpans, &laneSpans)
    }

    private mutating func movePerItemInputs(back kept: inout ReplacedInputs) {
        // Swapping is its own inverse: the layout's (empty) buffers go back to `kept`.
        movePerItemInputs(to: &kept)
    }
}

/// What `arrangeReplacingItems` moves aside while it arranges the new items.
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
    var grow = Buffer<Float>()
    var flags = Buffer<UInt32>()
    var firstBaselines = Buffer<Float>()
    var lastBaselines = Buffer<Float>()
    var guides = Buffer<Float>()
    var spacing = Buffer<FlowSpacing>()
    var itemModel = ItemModelInputs()
    var laneSpans = Buffer<UInt32>()
}
