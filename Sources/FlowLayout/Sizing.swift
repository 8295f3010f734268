// Step 1 of arranging: the size of every item, from the given sizes or the measure callback,
// then made uniform when asked (the "balanced stack": every item as large as the largest).

extension FlowLayout {
    /// Returns the sizes to lay out, `itemCount` of them. `mainLimit` is the line length M
    /// (+infinity when unbounded); measured items longer than M are asked again with M.
    mutating func resolveSizes(mainLimit: Double, horizontal: Bool) throws(FlowError) -> UnsafePointer<FlowSize>? {
        let count = itemCount
        guard count > 0 else { return nil }
        var source = UnsafePointer(sizes.pointer)
        if let measure {
            isMeasuring = true
            defer { isMeasuring = false }
            resolvedSizes.setCount(count)
            if let measureWithBaselines {
                try resolveMeasurements(measureWithBaselines, mainLimit: mainLimit, horizontal: horizontal)
            } else {
                for i in 0..<count {
                    resolvedSizes[i] = try measuredSize(of: i, measure, mainLimit: mainLimit, horizontal: horizontal)
                }
            }
            source = UnsafePointer(resolvedSizes.pointer)
        }
        guard options.uniformSize, let items = source else { return source }
        var largest = FlowSize(width: 0, height: 0)
        for i in 0..<count {
            largest.width = max(largest.width, items[i].width)
            largest.height = max(largest.height, items[i].height)
        }
        resolvedSizes.setCount(count)
        resolvedSizes.base.unsafelyUnwrapped.update(repeating: largest, count: count)
        return UnsafePointer(resolvedSizes.pointer)
    }

    /// The ideal size (proposal unspecified × unspecified), cached; when its main length exceeds a
    /// finite M, the answer for the proposal M along main, cached for that M.
    private func measuredSize(
        of i: Int, _ measure: MeasureFunction, mainLimit: Double, horizontal: Bool
    ) throws(FlowError) -> FlowSize {
        var ideal = idealSizes[i]
        if ideal.width.isNaN {
            ideal = measure(measureContext, i, FlowSize(width: .nan, height: .nan))
            try Validation.checkMeasured(ideal, item: i)
            idealSizes[i] = ideal
        }
        let idealMain = Double(horizontal ? ideal.width : ideal.height)
        guard mainLimit.isFinite, !LineBreakInput.fits(idealMain, within: mainLimit) else { return ideal }
        let proposal = Float(mainLimit)
        if constrainedProposals[i] == proposal { return constrainedSizes[i] }
        let answer = measure(measureContext, i, horizontal
            ? FlowSize(width: proposal, height: .nan) : FlowSize(width: .nan, height: proposal))
        try Validation.checkMeasured(answer, item: i)
        constrainedSizes[i] = answer
        constrainedProposals[i] = proposal
        return answer
    }
}
