// Reading the results of the last arrange. From Swift they are safe to read: a `Span` borrows the
// layout, so the compiler refuses to keep one across the next change of the layout, and
// `copyResult()` copies them into arrays that stay valid for good. The C library reads the
// buffers themselves through the `FlowLayoutABI` SPI (its pointers are documented as valid until
// the next call that changes the handle).

#if hasFeature(Lifetimes)
extension FlowLayout {
    /// The frames of the last arrange, one per item in item order; hidden items and items on
    /// lines past `maxLines` have a zero frame. Empty before the first arrange.
    ///
    /// A view into the layout's own storage, with no copy: it borrows the layout, so it cannot be
    /// kept across the next change of the layout (the compiler refuses it). To keep frames,
    /// copy them with ``copyResult()``.
    public var frames: Span<FlowRect> {
        @_lifetime(borrow self)
        get { _overrideLifetime(Span(_unsafeElements: frameBuffer.bufferPointer), borrowing: self) }
    }

    /// The visible lines of the last arrange, in the order they were filled. A borrowed view,
    /// as ``frames``.
    public var lines: Span<FlowLine> {
        @_lifetime(borrow self)
        get { _overrideLifetime(Span(_unsafeElements: lineBuffer.bufferPointer), borrowing: self) }
    }

    /// The separators of the last arrange (``FlowOptions/separator``): one per pair of
    /// neighbours on each visible line, in item order. A borrowed view, as ``frames``.
    public var separators: Span<FlowRect> {
        @_lifetime(borrow self)
        get { _overrideLifetime(Span(_unsafeElements: separatorBuffer.bufferPointer), borrowing: self) }
    }

    /// The lanes of the last arrange in lanes mode (``FlowOptions/lanes``), lane 0 first: each
    /// lane's offset and length across, its stacked extent and its item count. Empty when lanes
    /// were off. A borrowed view, as ``frames``.
    public var lanes: Span<FlowLane> {
        @_lifetime(borrow self)
        get { _overrideLifetime(Span(_unsafeElements: laneState.results.bufferPointer), borrowing: self) }
    }
}
#endif

/// A copy of the results of one arrange: plain arrays and values that stay valid whatever
/// happens to the layout afterwards.
public struct FlowResult: Equatable, Sendable {
    /// One frame per item, in item order; hidden items have a zero frame.
    public var frames: [FlowRect]
    /// The visible lines.
    public var lines: [FlowLine]
    /// The separators between neighbours, when ``FlowOptions/separator`` is set.
    public var separators: [FlowRect]
    /// The container's size: the bounds where specified, else what the content needs, padding
    /// included.
    public var size: FlowSize
    /// The size of the content itself: the longest line and the lines' total cross extent.
    public var contentSize: FlowSize
    /// How many items are shown: all of them, unless `maxLines` hid some.
    public var visibleCount: Int
    /// Where the overflow indicator goes ("+3 more"), when it was shown; nil otherwise.
    public var overflowFrame: FlowRect?
    /// The lanes, lane 0 first, when ``FlowOptions/lanes`` is set; empty otherwise (and
    /// ``lines`` is empty in lanes mode).
    public var lanes: [FlowLane]

    /// Empty results (what a layout has before its first arrange).
    public init() {
        frames = []
        lines = []
        separators = []
        size = FlowSize(width: 0, height: 0)
        contentSize = FlowSize(width: 0, height: 0)
        visibleCount = 0
        overflowFrame = nil
        lanes = []
    }
}

extension FlowLayout {
    /// Copies the results of the last arrange. Keep the copy as long as you like: arranging
    /// again does not change it.
    public func copyResult() -> FlowResult {
        var result = FlowResult()
        result.frames = Array(frameBuffer.bufferPointer)
        result.lines = Array(lineBuffer.bufferPointer)
        result.separators = Array(separatorBuffer.bufferPointer)
        result.size = size
        result.contentSize = contentSize
        result.visibleCount = visibleCount
        result.overflowFrame = hasOverflowFrame ? overflowFrame : nil
        result.lanes = lanesOfLastArrange
        return result
    }
}

// For the C library only (hidden from `import FlowLayout`): the result buffers themselves, valid
// until the next call that changes the layout.
extension FlowLayout {
    @_spi(FlowLayoutABI) @inline(__always)
    public var unsafeFrames: UnsafeBufferPointer<FlowRect> { frameBuffer.bufferPointer }

    @_spi(FlowLayoutABI) @inline(__always)
    public var unsafeLines: UnsafeBufferPointer<FlowLine> { lineBuffer.bufferPointer }

    @_spi(FlowLayoutABI) @inline(__always)
    public var unsafeSeparators: UnsafeBufferPointer<FlowRect> { separatorBuffer.bufferPointer }
}
