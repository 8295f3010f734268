// Bounds as Swift code says them: nil for "unspecified", and any floating-point type (Double,
// CGFloat, ...) converted to the engine's Float once, here. The Float forms with NaN or +infinity
// for "unspecified" are the C library's and stay available.

extension FlowLayout {
    /// Places every item in bounds of `width` by `height` points; nil leaves a bound unspecified
    /// (a scroll view's height, say): `try layout.arrange(width: 300)`.
    ///
    /// Does nothing when neither the inputs nor the bounds changed since the last arrange.
    /// Throws ``FlowError`` with `.invalidArgument` for a negative bound or refused options,
    /// `.measure` for a bad answer of the measure callback, `.outOfMemory` when the allocator
    /// fails; the layout is then as it was.
    public mutating func arrange(width: Float? = nil, height: Float? = nil) throws(FlowError) {
        try arrange(width: width ?? .nan, height: height ?? .nan)
    }

    /// The size the layout wants in the bounds (nil = unspecified), without changing any result:
    /// along the main axis the bound when given (or the longest line, if longer), else the longest
    /// line; across, the lines' total extent, padding included.
    public mutating func sizeThatFits(width: Float? = nil, height: Float? = nil) throws(FlowError) -> FlowSize {
        try sizeThatFits(width: width ?? .nan, height: height ?? .nan)
    }

    /// Whether the layout fits in the bounds (nil = unspecified): its `sizeThatFits` lies within every given bound and no item is hidden by `maxLines`.
    public mutating func fits(width: Float? = nil, height: Float? = nil) throws(FlowError) -> Bool {
        try fits(width: width ?? .nan, height: height ?? .nan)
    }

    /// `arrange(width:height:)` with bounds of any floating-point type
    /// (`Double`, `CGFloat`, ...), converted to `Float`.
    @_disfavoredOverload
    public mutating func arrange<Length: BinaryFloatingPoint>(width: Length?, height: Length? = nil) throws(FlowError) {
        try arrange(width: width.map { Float($0) } ?? .nan, height: height.map { Float($0) } ?? .nan)
    }

    /// `sizeThatFits(width:height:)` with bounds of any floating-point type.
    @_disfavoredOverload
    public mutating func sizeThatFits<Length: BinaryFloatingPoint>(
        width: Length?, height: Length? = nil
    ) throws(FlowError) -> FlowSize {
        try sizeThatFits(width: width.map { Float($0) } ?? .nan, height: height.map { Float($0) } ?? .nan)
    }
}

extension FlowSize {
    /// A size from lengths of any floating-point type (`Double`, `CGFloat`, ...).
    @_disfavoredOverload @inlinable
    public init<Length: BinaryFloatingPoint>(width: Length, height: Length) {
        self.init(width: Float(width), height: Float(height))
    }
}

extension FlowRect {
    /// The frame's minimum x, as in CoreGraphics (the same as `x`).
    @inlinable public var minX: Float { x }
    /// The frame's minimum y (the same as `y`).
    @inlinable public var minY: Float { y }
    /// The frame's maximum x: `x + width`.
    @inlinable public var maxX: Float { x + width }
    /// The frame's maximum y: `y + height`.
    @inlinable public var maxY: Float { y + height }
}
