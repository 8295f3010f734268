// Step 1 of arranging: the size of every item, from the given sizes or the measure callback,
// then made uniform when asked (uniform size: every item as large as the largest).

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
                source = UnsafePointer(resolvedSizes.pointer)
            } else {
                if let measureRange { try measureIdealRuns(measureRange) }
                // Items that fit the line are laid out at their ideal sizes, read where they are
                // cached; from the first that does not, the sizes are copied.
                let fitting = horizontal ? try measureIdealsWhileFitting(RowAxis.self, measure, mainLimit: mainLimit)
                    : try measureIdealsWhileFitting(ColumnAxis.self, measure, mainLimit: mainLimit)
                source = UnsafePointer(idealSizes.pointer)
                if fitting < count {
                    resolvedSizes.base.unsafelyUnwrapped.update(from: idealSizes.base.unsafelyUnwrapped, count: fitting)
                    for i in fitting..<count {
                        resolvedSizes[i] = try measuredSize(of: i, measure, mainLimit: mainLimit, horizontal: horizontal)
                    }
                    source = UnsafePointer(resolvedSizes.pointer)
                }
            }
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

    /// Measures the ideal sizes (as `measuredSize` does, in item order) while they fit in M;
    /// returns how many items fit, `itemCount` when all do. Mutating as it fills the caches:
    /// called from an arrange, a non-mutating method borrows the layout through a copy of it.
    private mutating func measureIdealsWhileFitting<A: AxisMapping>(
        _: A.Type, _ measure: MeasureFunction, mainLimit: Double
    ) throws(FlowError) -> Int {
        let limit = mainLimit.isFinite ? LineBreakInput.tolerantLimit(mainLimit) : .infinity
        let ideals = idealSizes.base.unsafelyUnwrapped
        let context = measureContext
        let count = itemCount
        var i = 0
        while i < count {
            var ideal = ideals[i]
            // Likely (the cache is emptied when the callback is set): so the loop's values are
            // kept in registers the call preserves, not saved and restored around each call.
            if _fastPath(ideal.width.isNaN) {
                ideal = measure(context, i, FlowSize(width: .nan, height: .nan))
                try Validation.checkMeasured(ideal, item: i)
                ideals[i] = ideal
            }
            if !(Double(A.main(ideal)) <= limit) { return i }
            i &+= 1
        }
        return count
    }

    /// Asks a range callback every ideal size the cache lacks, a run of consecutive items per
    /// call, answered straight into the cache. A run with an invalid answer is forgotten whole
    /// (so nothing invalid stays cached) and the first such item is named.
    private mutating func measureIdealRuns(_ ranges: MeasureRangeFunction) throws(FlowError) {
        let ideals = idealSizes.base.unsafelyUnwrapped
        let context = measureContext
        let count = itemCount
        var start = 0
        while start < count {
            guard ideals[start].width.isNaN else { start &+= 1; continue }
            var end = start &+ 1
            while end < count && ideals[end].width.isNaN { end &+= 1 }
            // A missing answer is (NaN, NaN) already: the cache holds that for every item it lacks.
            ranges(context, start, end &- start, FlowSize(width: .nan, height: .nan), ideals + start)
            // As set_items checks sizes: every valid length's pattern is within maxLength's, so an
            // OR of the run's patterns within it passes them all; beyond it, the exact check.
            var any: UInt32 = 0
            let words = UnsafeRawPointer(ideals + start).assumingMemoryBound(to: UInt32.self)
            for k in 0..<((end &- start) &* 2) { any |= words[k] }
            if any > FlowLimits.maxLength.bitPattern {
                for i in start..<end {
                    let answer = ideals[i]
                    guard Validation.isLength(answer.width), Validation.isLength(answer.height) else {
                        (ideals + start).update(repeating: FlowSize(width: .nan, height: .nan), count: end &- start)
                        try Validation.checkMeasured(answer, item: i)
                        break
                    }
                }
            }
            start = end
        }
    }

    /// The ideal size (proposal unspecified × unspecified), cached; when its main length exceeds a
    /// finite M, the answer for the proposal M along main, cached for that M (and the M before).
    private mutating func measuredSize(
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
        let slot = i &* Self.constrainedSlots
        if latestConstrainedAnswer(of: i, to: proposal) { return constrainedSizes[slot] }
        let answer = measure(measureContext, i, horizontal
            ? FlowSize(width: proposal, height: .nan) : FlowSize(width: .nan, height: proposal))
        try Validation.checkMeasured(answer, item: i)
        makeRoomForConstrainedAnswer(of: i)
        constrainedSizes[slot] = answer
        constrainedProposals[slot] = proposal
        return answer
    }

    /// Whether item i answered `proposal` lately; if so its answer is made the latest (slot 0).
    mutating func latestConstrainedAnswer(of i: Int, to proposal: Float) -> Bool {
        let first = i &* Self.constrainedSlots
        for slot in first..<(first &+ Self.constrainedSlots) where constrainedProposals[slot] == proposal {
            if slot != first { swapConstrainedSlots(first, slot) }
            return true
        }
        return false
    }

    /// Moves item i's answers one slot older (the oldest is forgotten): slot 0 is then free.
    mutating func makeRoomForConstrainedAnswer(of i: Int) {
        let first = i &* Self.constrainedSlots
        for slot in stride(from: first &+ Self.constrainedSlots &- 1, to: first, by: -1) {
            swapConstrainedSlots(slot, slot &- 1)
        }
    }

    private mutating func swapConstrainedSlots(_ a: Int, _ b: Int) {
        constrainedSizes.swapAt(a, b)
        constrainedProposals.swapAt(a, b)
        if measureWithBaselines != nil { constrainedBaselines.swapAt(a, b) }
    }
}
