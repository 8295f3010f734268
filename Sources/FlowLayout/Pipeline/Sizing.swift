// Step 1 of arranging: the size of every item, from the given sizes or the measure callback,
// then made uniform when asked (uniform size: every item as large as the largest).

extension FlowLayout {
    /// Returns the sizes to lay out, `itemCount` of them. `mainLimit` is the line length M
    /// (+infinity when unbounded); measured items longer than M are asked again with M.
    /// Inlined for sizes as set and not made uniform, which are laid out as they are: a call
    /// would cost a small arrange more than the answer.
    @inline(__always)
    mutating func resolveSizes(mainLimit: Double, horizontal: Bool) throws(FlowError) -> UnsafePointer<FlowSize>? {
        if measure == nil, !options.uniformSize { return sizes.count > 0 ? UnsafePointer(sizes.pointer) : nil }
        return try resolveMeasuredOrUniformSizes(mainLimit: mainLimit, horizontal: horizontal)
    }

    /// `resolveSizes` for measured items, or sizes made uniform.
    private mutating func resolveMeasuredOrUniformSizes(
        mainLimit: Double, horizontal: Bool
    ) throws(FlowError) -> UnsafePointer<FlowSize>? {
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
                // Items that fit the line are laid out at their ideal sizes, read where they are
                // cached; from the first that does not, the sizes are copied.
                let fitting: Int
                if let measureRange, idealsCached != .complete {
                    fitting = horizontal ? try measureIdealRuns(RowAxis.self, measureRange, mainLimit: mainLimit)
                        : try measureIdealRuns(ColumnAxis.self, measureRange, mainLimit: mainLimit)
                } else if idealsCached == .complete {
                    // Every ideal size cached (arranging again in other bounds): nothing to ask.
                    let within = Self.longestFitting(mainLimit)
                    let ideals = UnsafePointer(idealSizes.base.unsafelyUnwrapped)
                    fitting = horizontal ? Self.firstTooLong(RowAxis.self, ideals, 0..<count, within: within)
                        : Self.firstTooLong(ColumnAxis.self, ideals, 0..<count, within: within)
                } else {
                    fitting = horizontal ? try measureIdealsWhileFitting(RowAxis.self, measure, mainLimit: mainLimit)
                        : try measureIdealsWhileFitting(ColumnAxis.self, measure, mainLimit: mainLimit)
                }
                source = UnsafePointer(idealSizes.pointer)
                if fitting < count {
                    resolvedSizes.base.unsafelyUnwrapped.update(from: idealSizes.base.unsafelyUnwrapped, count: fitting)
                    for i in fitting..<count {
                        resolvedSizes[i] = try measuredSize(of: i, measure, mainLimit: mainLimit, horizontal: horizontal)
                    }
                    source = UnsafePointer(resolvedSizes.pointer)
                }
                idealsCached = .complete   // every item's ideal size was read or asked
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
        let within = Self.longestFitting(mainLimit)
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
            if !(A.main(ideal) <= within) { return i }
            i &+= 1
        }
        return count
    }

    /// Asks a range callback every ideal size the cache lacks, a run of consecutive items per
    /// call (at most `FlowLimits.maxMeasureRun` items, so that the answers are still in cache when
    /// they are checked and tested against the line), answered straight into the cache; returns
    /// how many items fit, as `measureIdealsWhileFitting` does. A run with an invalid answer is
    /// forgotten whole (nothing invalid stays cached) and its first such item is named.
    private mutating func measureIdealRuns<A: AxisMapping>(
        _: A.Type, _ ranges: MeasureRangeFunction, mainLimit: Double
    ) throws(FlowError) -> Int {
        let within = Self.longestFitting(mainLimit)
        let ideals = idealSizes.base.unsafelyUnwrapped
        let context = measureContext
        let count = itemCount
        // With none cached, every block is one run: no item needs looking at first.
        let noneCached = idealsCached == .empty
        idealsCached = .partial   // until every run has answered
        var fitting = count
        var block = 0
        while block < count {
            let blockEnd = min(count, block &+ FlowLimits.maxMeasureRun)
            var start = block
            while start < blockEnd {
                guard noneCached || ideals[start].width.isNaN else { start &+= 1; continue }
                var end = noneCached ? blockEnd : start &+ 1
                while end < blockEnd && ideals[end].width.isNaN { end &+= 1 }
                // A missing answer is (NaN, NaN) already: the cache holds that for every item it lacks.
                ranges(context, start, end &- start, FlowSize(width: .nan, height: .nan), ideals + start)
                try checkRun(ideals, start..<end)
                start = end
            }
            if fitting == count {
                let first = Self.firstTooLong(A.self, ideals, block..<blockEnd, within: within)
                if first < blockEnd { fitting = first }
            }
            block = blockEnd
        }
        idealsCached = .complete
        return fitting
    }

    /// The largest float main length that fits a line of `mainLimit` (within its tolerant
    /// limit): lengths are then tested as floats, with no conversion.
    private static func longestFitting(_ mainLimit: Double) -> Float {
        let limit = mainLimit.isFinite ? LineBreakInput.tolerantLimit(mainLimit) : .infinity
        return Double(Float(limit)) <= limit ? Float(limit) : Float(limit).nextDown
    }

    /// The first of `items` whose checked size's main length exceeds `within`, `items.upperBound`
    /// when none does: blocks are tested whole (`allFit`), a block that fails item by item.
    private static func firstTooLong<A: AxisMapping>(
        _: A.Type, _ sizes: UnsafePointer<FlowSize>, _ items: Range<Int>, within: Float
    ) -> Int {
        var block = items.lowerBound
        while block < items.upperBound {
            let end = min(items.upperBound, block &+ FlowLimits.maxMeasureRun)
            if !allFit(A.self, sizes + block, count: end &- block, within: within) {
                for i in block..<end where !(A.main(sizes[i]) <= within) { return i }
            }
            block = end
        }
        return items.upperBound
    }

    /// Whether every size's main length is at most `within`, four sizes a vector compare.
    /// Checked answers are lengths or -0, whose patterns compare as signed integers as the
    /// floats do (-0's is negative: it fits); the cross lengths are compared with Int32.max.
    private static func allFit<A: AxisMapping>(
        _: A.Type, _ sizes: UnsafePointer<FlowSize>, count: Int, within: Float
    ) -> Bool {
        typealias Words = SIMD8<Int32>
        let bound = Int32(bitPattern: within.bitPattern)
        let pair = A.main(FlowSize(width: 1, height: 0)) == 1 ? SIMD2(bound, .max) : SIMD2(.max, bound)
        let bounds = Words(lowHalf: SIMD4(lowHalf: pair, highHalf: pair), highHalf: SIMD4(lowHalf: pair, highHalf: pair))
        let raw = UnsafeRawPointer(sizes)
        var over = SIMDMask<Words>()
        var i = 0
        while i &+ 4 <= count {
            over .|= raw.loadUnaligned(fromByteOffset: i &* 8, as: Words.self) .> bounds
            i &+= 4
        }
        var fit = !any(over)
        while i < count { fit = fit && A.main(sizes[i]) <= within; i &+= 1 }
        return fit
    }

    /// Checks a run of answers as set_items checks sizes: every valid length's pattern is within
    /// maxLength's, so an OR of the run's patterns within it passes them all; beyond it, the
    /// exact check, which forgets the run and names the first invalid answer.
    private func checkRun(_ ideals: UnsafeMutablePointer<FlowSize>, _ run: Range<Int>) throws(FlowError) {
        var any: UInt32 = 0
        let words = UnsafeRawPointer(ideals + run.lowerBound).assumingMemoryBound(to: UInt32.self)
        for k in 0..<(run.count &* 2) { any |= words[k] }
        guard any > FlowLimits.maxLength.bitPattern else { return }
        for i in run {
            let answer = ideals[i]
            guard Validation.isLength(answer.width), Validation.isLength(answer.height) else {
                (ideals + run.lowerBound).update(repeating: FlowSize(width: .nan, height: .nan), count: run.count)
                try Validation.checkMeasured(answer, item: i)
                return
            }
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
        cacheConstrainedAnswer(answer, of: i, to: proposal)
        return answer
    }

    /// Whether item i answered `proposal` lately; if so its answer is made the latest (slot 0).
    mutating func latestConstrainedAnswer(of i: Int, to proposal: Float) -> Bool {
        if _slowPath(constrainedProposalsStale) {
            constrainedProposals.base.unsafelyUnwrapped.update(repeating: .nan, count: constrainedProposals.count)
            constrainedProposalsStale = false
        }
        let first = i &* Self.constrainedSlots
        for slot in first..<(first &+ Self.constrainedSlots) where constrainedProposals[slot] == proposal {
            if slot != first { swapConstrainedSlots(first, slot) }
            return true
        }
        return false
    }

    /// Caches `answer` as item i's latest answer to `proposal` (slot 0), its older answers one slot
    /// older (the oldest is forgotten). A caller with baselines writes them to slot 0 after.
    mutating func cacheConstrainedAnswer(_ answer: FlowSize, of i: Int, to proposal: Float) {
        makeRoomForConstrainedAnswer(of: i)
        let slot = i &* Self.constrainedSlots
        constrainedSizes[slot] = answer
        constrainedProposals[slot] = proposal
    }

    /// Moves item i's answers one slot older (the oldest is forgotten): slot 0 is then free.
    private mutating func makeRoomForConstrainedAnswer(of i: Int) {
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
