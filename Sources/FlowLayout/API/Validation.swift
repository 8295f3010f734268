/// Limits on inputs. Beyond them results would lose precision or memory would not suffice.
public enum FlowLimits: Sendable {
    /// Largest number of items a layout accepts.
    public static let maxItems = 1 << 26
    /// Largest length (size, spacing, baseline or guide magnitude, grow weight) accepted, in points.
    public static let maxLength: Float = 1e9
    /// Most items a range measure callback is asked in one call (`FLOWLAYOUT_MAX_MEASURE_RUN`):
    /// 32 KB of answers, still in cache when they are checked and laid out.
    public static let maxMeasureRun = 4096
}

/// Input checks. Every setter checks everything before changing anything, so a failed call
/// leaves the layout as it was.
enum Validation {
    static func isLength(_ v: Float) -> Bool { v >= 0 && v <= FlowLimits.maxLength }

    static func isSpacing(_ v: Float) -> Bool { v.isNaN || isLength(v) }

    static func check(_ o: FlowOptions) throws(FlowError) {
        guard isSpacing(o.itemSpacing) else {
            throw FlowError(.invalidArgument, "item spacing must be NaN (automatic) or a length from 0 to 1e9")
        }
        guard isSpacing(o.lineSpacing) else {
            throw FlowError(.invalidArgument, "line spacing must be NaN (automatic) or a length from 0 to 1e9")
        }
        guard o.pixelScale >= 0, o.pixelScale <= FlowLimits.maxLength else {
            throw FlowError(.invalidArgument, "pixel scale must be 0 (no snapping) or a number > 0 up to 1e9")
        }
        guard o.maxLines >= 0, o.maxItemsPerLine >= 0, o.minLines >= 0 else {
            throw FlowError(.invalidArgument, "line and item limits must not be negative")
        }
        guard isLength(o.separator.width), isLength(o.separator.height) else {
            throw FlowError(.invalidArgument, "separator width and height must be lengths from 0 to 1e9")
        }
        let p = o.padding
        guard isLength(p.top), isLength(p.right), isLength(p.bottom), isLength(p.left) else {
            throw FlowError(.invalidArgument, "padding must be a length from 0 to 1e9 on every edge")
        }
        try checkLanes(o)
    }

    static func checkCount(_ count: Int, _ itemCount: Int) throws(FlowError) {
        guard count == itemCount else {
            throw FlowError(.invalidArgument, "per-item array length differs from the item count")
        }
    }

    static func checkSizes(_ sizes: UnsafeBufferPointer<FlowSize>) throws(FlowError) {
        guard sizes.count <= FlowLimits.maxItems else {
            throw FlowError(.invalidArgument, "too many items (see FlowLimits.maxItems)")
        }
        // One branch-free sweep first (the common, valid case); find the culprit only on failure.
        // Non-negative floats order as their bit patterns, and a sign bit, NaN or infinity makes
        // a pattern larger than maxLength's: one unsigned max over every word checks them all
        // (-0.0 takes the exact check below, which accepts it).
        guard let base = sizes.baseAddress else { return }
        let words = UnsafeRawPointer(base).assumingMemoryBound(to: UInt32.self)
        var largest: UInt32 = 0
        for j in 0..<(2 &* sizes.count) { largest = max(largest, words[j]) }
        if largest <= FlowLimits.maxLength.bitPattern { return }
        for i in sizes.indices where !(isLength(sizes[i].width) && isLength(sizes[i].height)) {
            throw FlowError(.invalidArgument, "sizes must be finite, >= 0 and <= the maximum length", item: i)
        }
    }

    /// What both copies of sizes do first: the count checked, `buffer` sized to it. Returns
    /// where the sizes are and where they go; nil for no sizes.
    @inline(__always)
    private static func copyEnds(
        _ sizes: UnsafeBufferPointer<FlowSize>, _ buffer: inout Buffer<FlowSize>, _ allocator: FlowAllocator
    ) throws(FlowError) -> (UnsafePointer<FlowSize>, UnsafeMutablePointer<FlowSize>)? {
        guard sizes.count <= FlowLimits.maxItems else {
            throw FlowError(.invalidArgument, "too many items (see FlowLimits.maxItems)")
        }
        try buffer.resize(to: sizes.count, allocator)
        guard let source = sizes.baseAddress, let target = buffer.pointer else { return nil }
        return (source, target)
    }

    /// Copies `sizes` into `buffer` while checking them as `checkSizes` does, and returns their
    /// bits (`LengthBits`), in one sweep. On failure `buffer` holds garbage (it is the caller's
    /// spare).
    static func copySizes(
        _ sizes: UnsafeBufferPointer<FlowSize>, into buffer: inout Buffer<FlowSize>, _ allocator: FlowAllocator
    ) throws(FlowError) -> LengthBits {
        guard let (source, target) = try copyEnds(sizes, &buffer, allocator) else { return LengthBits() }
        let words = UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self)
        let copy = UnsafeMutableRawPointer(target).assumingMemoryBound(to: UInt32.self)
        // Every word is at most the OR of all of them, so an OR within maxLength's pattern passes
        // them all; an OR beyond it (an invalid size, or valid ones whose bits add up past it:
        // sizes over 2^17, or any non-zero size below 2 beside one of 2 or more, whose exponents
        // OR to 255) takes checkSizes' exact sweep as well, one more pass. An OR is one
        // instruction a vector where an unsigned max is five without SSE4.1.
        var any: UInt32 = 0
        var bits = LengthBits()
        for j in 0..<(2 &* sizes.count) {
            let word = words[j]
            copy[j] = word
            any |= word
            bits.fold(word: word)
        }
        if any > FlowLimits.maxLength.bitPattern { try checkSizes(sizes) }
        return bits
    }

    /// `copySizes` for a layout whose item-model rows kernel will ask the sizes' extent
    /// (`LengthBits.extent`, `FlowLayout.extentIsAsked`): the sweep works the extent out as it
    /// copies, where `copySizes` folds the AND and the OR, so that no second pass over the sizes
    /// follows. Where every size is a length on the grid of eighths (boxes laid out in points,
    /// halves or quarters), the bits are those such lengths allow (`LengthBits(onEighthsUpTo:)`);
    /// otherwise, or for a size that is no length, `copySizes` runs as well: its AND and OR, or
    /// its error, with the extent.
    static func copySizesWithExtent(
        _ sizes: UnsafeBufferPointer<FlowSize>, into buffer: inout Buffer<FlowSize>, _ allocator: FlowAllocator
    ) throws(FlowError) -> LengthBits {
        guard let (source, target) = try copyEnds(sizes, &buffer, allocator) else { return LengthBits() }
        var fold = ExtentFold()
        fold.sweep(UnsafeRawPointer(source), words: 2 &* sizes.count, copyingTo: UnsafeMutableRawPointer(target))
        // A NaN is off the grid, an infinity or a length past the largest is the largest, and a
        // negative one has its sign bit set (as -0 has: copySizes takes it).
        let largest = fold.largestMagnitude
        if fold.onEighths, largest <= FlowLimits.maxLength.bitPattern, !fold.anySigned {
            return LengthBits(onEighthsUpTo: largest)
        }
        var bits = try copySizes(sizes, into: &buffer, allocator)
        bits.extent = (largest, fold.onEighths)
        return bits
    }

    static func checkMeasured(_ s: FlowSize, item: Int) throws(FlowError) {
        guard isLength(s.width), isLength(s.height) else {
            throw FlowError(.measure, "the measure callback returned a NaN, negative or infinite size", item: item)
        }
    }

    static func checkGrow(_ values: UnsafeBufferPointer<Float>) throws(FlowError) {
        for i in values.indices where !isLength(values[i]) {
            throw FlowError(.invalidArgument, "grow weights must be finite and >= 0", item: i)
        }
    }

    static func checkFlags(_ values: UnsafeBufferPointer<UInt32>) throws(FlowError) {
        for i in values.indices where values[i] & ~FlowItemFlags.all.rawValue != 0 {
            throw FlowError(.invalidArgument, "unknown item flag bits", item: i)
        }
    }

    static func checkFiniteOrNaN(_ values: UnsafeBufferPointer<Float>, _ message: StaticString) throws(FlowError) {
        for i in values.indices where !(values[i].isNaN || values[i].magnitude <= FlowLimits.maxLength) {
            throw FlowError(.invalidArgument, message, item: i)
        }
    }

    static func checkSpacing(_ values: UnsafeBufferPointer<FlowSpacing>) throws(FlowError) {
        for i in values.indices {
            let s = values[i]
            guard isLength(s.leading), isLength(s.top), isLength(s.trailing), isLength(s.bottom) else {
                throw FlowError(.invalidArgument, "spacing preferences must be finite and >= 0", item: i)
            }
        }
    }

    /// NaN or +infinity mean "unspecified"; anything else must be a length >= 0.
    static func checkBounds(_ width: Float, _ height: Float) throws(FlowError) {
        guard width.isNaN || width >= 0 else {
            throw FlowError(.invalidArgument, "bounds: width must be >= 0, or unspecified (NaN or +infinity)")
        }
        guard height.isNaN || height >= 0 else {
            throw FlowError(.invalidArgument, "bounds: height must be >= 0, or unspecified (NaN or +infinity)")
        }
    }
}
