// Many small independent layouts in one call (a chat list where every message has a row of
// reaction chips): each group is arranged with this layout's options on a scratch layout the
// layout keeps, so the results are those of arranging each group on its own, and this layout's
// items and results are left alone.

extension FlowLayout {
    /// Arranges `counts.count` independent groups of items with this layout's options in bounds
    /// (width, height). Group g has `counts[g]` items, consecutive in `sizes`; its frames are written
    /// consecutively to `frames` and its arranged size to `groupSizes[g]` (when not nil).
    ///
    /// Per-item inputs (grow, flags, baselines, guides, spacing) and the measure callback are this
    /// layout's items' and do not apply. Everything is checked before anything is written: a bad
    /// size, count or bound throws and writes nothing. This layout's items and results are unchanged.
    public mutating func arrangeBatch(
        sizes: UnsafeBufferPointer<FlowSize>, counts: UnsafeBufferPointer<Int>, width: Float, height: Float,
        frames: UnsafeMutablePointer<FlowRect>?, groupSizes: UnsafeMutablePointer<FlowSize>?
    ) throws(FlowError) {
        try checkNotMeasuring()
        try Validation.checkBounds(width, height)
        var total = 0
        for g in counts.indices {
            guard counts[g] >= 0, counts[g] <= FlowLimits.maxItems else {
                throw FlowError(.invalidArgument, "a group's item count is negative or above FlowLimits.maxItems")
            }
            total += counts[g]
            guard total <= sizes.count else {
                throw FlowError(.invalidArgument, "the group counts add up to more than the sizes given")
            }
        }
        guard total == sizes.count else {
            throw FlowError(.invalidArgument, "the group counts add up to fewer than the sizes given")
        }
        guard total == 0 || frames != nil else { throw FlowError(.null, "frames is nil but there are items") }
        var offset = 0
        // One sweep over every size first (the common, valid case); group by group only to name
        // the culprit, or when there are more sizes than one sweep takes.
        let allValid = sizes.count <= FlowLimits.maxItems && (try? Validation.checkSizes(sizes)) != nil
        for g in counts.indices where !allValid {
            do throws(FlowError) {
                try Validation.checkSizes(UnsafeBufferPointer(rebasing: sizes[offset..<(offset + counts[g])]))
            } catch {
                // Items are numbered across all groups, as the caller's array is.
                throw FlowError(error.status, error.message, item: error.item.map { $0 + offset })
            }
            offset += counts[g]
        }
        let scratch = try batchLayout()
        try scratch.pointee.setOptions(options)
        // Memory for the largest group is reserved before the first frame is written: running out
        // of memory fails here, with nothing written.
        var largest = 0
        for g in counts.indices { largest = max(largest, counts[g]) }
        try scratch.pointee.reserveForReplacingItems(count: largest)
        offset = 0
        for g in counts.indices {
            let n = counts[g]
            try scratch.pointee.setCheckedScratchItems(UnsafeBufferPointer(rebasing: sizes[offset..<(offset + n)]))
            try scratch.pointee.arrange(width: width, height: height)
            if n > 0, let frames, let source = scratch.pointee.frameBuffer.pointer {
                UnsafeMutableRawPointer(frames + offset).copyMemory(from: source, byteCount: n &* MemoryLayout<FlowRect>.stride)
            }
            groupSizes?[g] = scratch.pointee.size
            offset += n
        }
    }

    /// `setItems` for the scratch layout, whose sizes were checked above (copySizes' own check is
    /// an OR a word) and which has no measure callback and no per-item inputs: one copy into the
    /// reserved buffer, with the sizes' bits.
    private mutating func setCheckedScratchItems(_ newSizes: UnsafeBufferPointer<FlowSize>) throws(FlowError) {
        let keepsFacts = keepsPlanFacts(replacingSizesWith: newSizes.count)
        sizeBits = try Validation.copySizes(newSizes, into: &sizes, allocator)
        sizesReplaced(keepingFacts: keepsFacts)
    }

    /// The scratch layout of `arrangeBatch`, allocated from this layout's allocator on first use.
    private mutating func batchLayout() throws(FlowError) -> UnsafeMutablePointer<FlowLayout> {
        if let batchScratch { return batchScratch }
        guard let block = allocator.allocate(FlowLayout.self, count: 1) else {
            throw FlowError(.outOfMemory, "out of memory for the batch's scratch layout")
        }
        block.initialize(to: FlowLayout(allocator: allocator))
        batchScratch = block
        return block
    }
}
