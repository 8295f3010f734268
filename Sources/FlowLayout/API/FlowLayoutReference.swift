// A layout that ordinary Swift types can hold. `FlowLayout` is noncopyable, so any struct that
// stores one must be noncopyable too; a view model, an `@Observable` class or a cell keeps a
// `FlowLayoutReference` instead: a class that owns one layout and copies its results into
// arrays once per arrange, when they are first read.

/// A reference to one ``FlowLayout``, for app code: a class, so it fits in any type, with its
/// results as arrays that stay valid after the next arrange.
///
/// ```swift
/// let layout = FlowLayoutReference()
/// layout.options.justify = .spaceBetween
/// try layout.setItems([FlowSize(width: 60, height: 24), FlowSize(width: 90, height: 24)])
/// try layout.arrange(width: 120)
/// let frames = layout.frames          // [FlowRect], a copy: keep it as long as you like
/// ```
///
/// Everything else a layout offers is one ``withLayout(_:)`` away. Not thread-safe, and not
/// `Sendable`: use one from one thread (or actor) at a time.
public final class FlowLayoutReference {
    private var layout: FlowLayout
    /// The results of the last arrange as arrays, copied when first read after it.
    private var cachedResult: FlowResult?

    /// A layout with the default options and no items; its memory comes from `allocator`.
    public init(allocator: FlowAllocator = .swift) {
        layout = FlowLayout(allocator: allocator)
    }

    /// A layout with these options and no items.
    public convenience init(options: FlowOptions) {
        self.init()
        layout.options = options
    }

    /// Every option, settable in place (see ``FlowLayout/options``).
    public var options: FlowOptions {
        get { layout.options }
        set { layout.options = newValue }
    }

    /// Runs `body` on the layout itself, for everything this class does not forward (per-item
    /// inputs, measure callbacks, queries, borrowed `Span` views of the results). Results read
    /// through this class afterwards reflect whatever `body` did.
    public func withLayout<Result, Failure: Error>(
        _ body: (inout FlowLayout) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        cachedResult = nil
        return try body(&layout)
    }

    // MARK: Items

    /// The number of items.
    public var itemCount: Int { layout.itemCount }

    /// Sets the items' sizes (see `FlowLayout.setItems(_:)`).
    public func setItems(_ sizes: [FlowSize]) throws(FlowError) {
        try layout.setItems(sizes)
    }

    /// Makes `count` items whose sizes come from `measure` (see ``FlowLayout/setMeasure(count:_:)``).
    public func setMeasure(count: Int, _ measure: @escaping FlowLayout.Measure) throws(FlowError) {
        try layout.setMeasure(count: count, measure)
    }

    /// Makes `count` items measured with their baselines (see ``FlowLayout/setMeasure(count:withBaselines:)``).
    public func setMeasure(count: Int, withBaselines measure: @escaping FlowLayout.MeasureWithBaselines) throws(FlowError) {
        try layout.setMeasure(count: count, withBaselines: measure)
    }

    // MARK: Arranging

    /// Places every item in the bounds; nil leaves a bound unspecified.
    public func arrange(width: Float? = nil, height: Float? = nil) throws(FlowError) {
        let wasArranged = layout.isArranged(width: width ?? .nan, height: height ?? .nan)
        try layout.arrange(width: width, height: height)
        if !wasArranged { cachedResult = nil }
    }

    /// `arrange` with bounds of any floating-point type (`Double`, `CGFloat`, ...).
    @_disfavoredOverload
    public func arrange<Length: BinaryFloatingPoint>(width: Length?, height: Length? = nil) throws(FlowError) {
        try arrange(width: width.map { Float($0) }, height: height.map { Float($0) })
    }

    /// The size the layout wants in the bounds (nil = unspecified); changes no result.
    public func sizeThatFits(width: Float? = nil, height: Float? = nil) throws(FlowError) -> FlowSize {
        try layout.sizeThatFits(width: width, height: height)
    }

    /// `sizeThatFits` with bounds of any floating-point type.
    @_disfavoredOverload
    public func sizeThatFits<Length: BinaryFloatingPoint>(width: Length?, height: Length? = nil) throws(FlowError) -> FlowSize {
        try layout.sizeThatFits(width: width, height: height)
    }

    /// Whether the layout fits in the bounds, every item shown (see `FlowLayout.fits(width:height:)`).
    public func fits(width: Float? = nil, height: Float? = nil) throws(FlowError) -> Bool {
        try layout.fits(width: width, height: height)
    }

    /// The index of the first of `candidates` that fits in the bounds, else the last one, which
    /// is then arranged in them (SwiftUI's `ViewThatFits`). Throws `.invalidArgument` when
    /// `candidates` is empty.
    public static func firstFitting(
        _ candidates: [FlowLayoutReference], width: Float? = nil, height: Float? = nil
    ) throws(FlowError) -> Int {
        guard let last = candidates.indices.last else {
            throw FlowError(.invalidArgument, "first fitting needs at least one candidate layout")
        }
        var chosen = last
        for index in candidates.indices.dropLast() where try candidates[index].fits(width: width, height: height) {
            chosen = index
            break
        }
        try candidates[chosen].arrange(width: width, height: height)
        return chosen
    }

    // MARK: Results

    /// Whether the layout has been arranged.
    public var isArranged: Bool { layout.isArranged }

    /// All the results of the last arrange, as one value.
    public var result: FlowResult {
        if let cachedResult { return cachedResult }
        let result = layout.copyResult()
        cachedResult = result
        return result
    }

    /// The frames of the last arrange, one per item (a copy).
    public var frames: [FlowRect] { result.frames }
    /// The visible lines of the last arrange (a copy).
    public var lines: [FlowLine] { result.lines }
    /// The separators of the last arrange (a copy).
    public var separators: [FlowRect] { result.separators }
    /// The container's size after the last arrange.
    public var size: FlowSize { layout.size }
    /// The content's size after the last arrange.
    public var contentSize: FlowSize { layout.contentSize }
    /// How many items the last arrange shows.
    public var visibleCount: Int { layout.visibleCount }

    // MARK: Queries

    /// The item at a point of the last arrange, if any.
    public func itemAt(x: Float, y: Float) -> Int? { layout.itemAt(x: x, y: y) }

    /// The visible item next to item `index` in `direction`, if any (see ``FlowLayout/neighbor(of:_:)``).
    public func neighbor(of index: Int, _ direction: FlowNavigation) throws(FlowError) -> Int? {
        try layout.neighbor(of: index, direction)
    }

    /// Where an item dropped at (x, y) would be inserted, and its caret (see ``FlowLayout/insertionPoint(x:y:)``).
    public func insertionPoint(x: Float, y: Float) throws(FlowError) -> (index: Int, caret: FlowRect) {
        try layout.insertionPoint(x: x, y: y)
    }
}
