// A range callback's questions in lanes mode, asked in runs. Every visible item is asked for its
// size with its area's length across; in lanes of one length (no item spanning lanes) that is
// the same question for every item, known before the placement chooses the lanes: the items the
// cache lacks an answer for are asked in runs of consecutive visible items, and the placement
// then reads every answer from the cache. Lanes of unequal lengths (a share that is not a whole
// unit makes them differ by one) ask each item with its own lane's length, a run of one.

extension LaneGeometry {
    /// The length of every lane, when they are all that long; nil when they differ.
    var commonLaneLength: Int64? {
        let first = length(0)
        for t in 1..<count where length(t) != first { return nil }
        return first
    }
}

extension FlowLayout {
    /// Asks `ranges` for every visible item's answer to `proposal` across that the cache lacks,
    /// in runs of consecutive items (at most `FlowLimits.maxMeasureRun` a call), and caches the
    /// answers as the item-by-item questions do. A run with an invalid or missing answer is
    /// forgotten whole and fails, naming its first such item; the runs before it stay cached.
    /// Without room for a run's answers (the measured sizes' scratch, reserved for every item
    /// before an arrange), it asks nothing: the placement then asks item by item.
    mutating func askLaneRuns(_ ranges: MeasureRangeFunction, proposal: Float, columns: Bool) throws(FlowError) {
        let count = itemCount
        guard resolvedSizes.capacity >= min(count, FlowLimits.maxMeasureRun),
              let answers = resolvedSizes.base else { return }
        let asked = columns ? FlowSize(width: proposal, height: .nan) : FlowSize(width: .nan, height: proposal)
        let flagBits = flags.count > 0 ? UnsafePointer(flags.base) : nil
        let hiddenBit = FlowItemFlags.hidden.rawValue
        /// Whether item i is asked: visible, and not answered for `proposal` yet.
        func lacksAnswer(_ i: Int) -> Bool {
            (flagBits?[i] ?? 0) & hiddenBit == 0 && !latestConstrainedAnswer(of: i, to: proposal)
        }
        var start = 0
        while start < count {
            guard lacksAnswer(start) else { start &+= 1; continue }
            var end = start &+ 1
            while end < count && end &- start < FlowLimits.maxMeasureRun && lacksAnswer(end) { end &+= 1 }
            let run = end &- start
            answers.update(repeating: FlowSize(width: .nan, height: .nan), count: run)
            ranges(measureContext, start, run, asked, answers)
            for k in 0..<run { try Validation.checkMeasured(answers[k], item: start &+ k) }
            for k in 0..<run { cacheConstrainedAnswer(answers[k], of: start &+ k, to: proposal) }
            start = end
        }
    }
}
