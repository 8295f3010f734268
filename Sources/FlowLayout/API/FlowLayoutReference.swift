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
    /// The layout, in a block of its own: a callback it runs (measuring an item) may call back
    /// into this object, which then answers from the layout as it is, or refuses a change with
    /// an error, as the C library does; a stored property would make that a runtime trap.
    private let layout: UnsafeMutablePointer<FlowLayout>
    /// Inside a call into the layout (its callbacks may run): changes are refused.
    private var isBusy = false
    /// Options set from a callback, applied when the call that ran it returns.
    private var pendingOptions: FlowOptions?
    /// The results of the last arrange as arrays, copied when first read after it.
    private var cachedResult: FlowResult?

    /// A layout with the default options and no items; its memory comes from `allocator`.
    public init(allocator: FlowAllocator = .swift) {
        layout = UnsafeMutablePointer<FlowLayout>.allocate(capacity: 1)
        layout.initialize(to: FlowLayout(allocator: allocator))
    }

    /// A layout with these options and no items.
    public convenience init(options: FlowOptions) {
        self.init()
        layout.pointee.options = options
    }

    deinit {
        layout.deinitialize(count: 1)
        layout.deallocate()
    }

    /// Every option, settable in place (see ``FlowLayout/options``). Set from a measure
    /// callback, they apply when the call that ran it returns.
    public var options: FlowOptions {
        get { pendingOptions ?? layout.pointee.options }
        set {
            if isBusy { pendingOptions = newValue } else { layout.pointee.options = newValue }
        }
    }

    /// Runs `body` on the layout itself, for everything this class does not forward (per-item
    /// inputs, measure callbacks, queries, borrowed `Span` views of the results). Results read
    /// through this class afterwards reflect whatever `body` did. Throws `.invalidArgument`
    /// when called from one of the layout's own callbacks.
    public func withLayout<Result>(_ body: (inout FlowLayout) throws(FlowError) -> Result) throws(FlowError) -> Result {
        guard !isBusy else {
            throw FlowError(.invalidArgument, "a layout cannot be changed or arranged from its own measure callback")
        }
        isBusy = true
        defer {
            isBusy = false
            cachedResult = nil
            if let pendingOptions {
                layout.pointee.options = pendingOptions
                self.pendingOptions = nil
            }
        }
        return try body(&layout.pointee)
    }

    // MARK: Items

    /// The number of items.
    public var itemCount: Int { layout.pointee.itemCount }

    /// Sets the items' sizes (see `FlowLayout.setItems(_:)`).
    public func setItems(_ sizes: [FlowSize]) throws(FlowError) {
        try withLayout { (layout) throws(FlowError) in try layout.setItems(sizes) }
    }

    /// Makes `count` items whose sizes come from `measure` (see ``FlowLayout/setMeasure(count:_:)``).
    public func setMeasure(count: Int, _ measure: @escaping FlowLayout.Measure) throws(FlowError) {
        try withLayout { (layout) throws(FlowError) in try layout.setMeasure(count: count, measure) }
    }

    /// Makes `count` items whose sizes come from `measure`, asked for runs of items (see
    /// ``FlowLayout/setMeasure(count:ranges:)``).
    public func setMeasure(count: Int, ranges measure: @escaping FlowLayout.MeasureRange) throws(FlowError) {
        try withLayout { (layout) throws(FlowError) in try layout.setMeasure(count: count, ranges: measure) }
    }

    /// Makes `count` items measured with their baselines (see ``FlowLayout/setMeasure(count:withBaselines:)``).
    public func setMeasure(count: Int, withBaselines measure: @escaping FlowLayout.MeasureWithBaselines) throws(FlowError) {
        try withLayout { (layout) throws(FlowError) in try layout.setMeasure(count: count, withBaselines: measure) }
    }

    // MARK: Arranging

    /// Places every item in the bounds; nil leaves a bound unspecified.
    public func arrange(width: Float? = nil, height: Float? = nil) throws(FlowError) {
        // Nothing changed: the arrays already copied stay right.
        if !isBusy, pendingOptions == nil, layout.pointee.isArranged(width: width ?? .nan, height: height ?? .nan) { return }
        try withLayout { (layout) throws(FlowError) in try layout.arrange(width: width, height: height) }
    }

    /// `arrange` with bounds of any floating-point type (`Double`, `CGFloat`, ...).
    @_disfavoredOverload
    public func arrange<Length: BinaryFloatingPoint>(width: Length?, height: Length? = nil) throws(FlowError) {
        try arrange(width: width.map { Float($0) }, height: height.map { Float($0) })
    }

    /// The size the layout wants in the bounds (nil = unspecified); changes no result.
    public func sizeThatFits(width: Float? = nil, height: Float? = nil) throws(FlowError) -> FlowSize {
        let cached = cachedResult
        defer { cachedResult = cached }
        return try withLayout { (layout) throws(FlowError) in try layout.sizeThatFits(width: width, height: height) }
    }

    /// `sizeThatFits` with bounds of any floating-point type.
    @_disfavoredOverload
    public func sizeThatFits<Length: BinaryFloatingPoint>(width: Length?, height: Length? = nil) throws(FlowError) -> FlowSize {
        try sizeThatFits(width: width.map { Float($0) }, height: height.map { Float($0) })
    }

    /// Whether the layout fits in the bounds, every item shown (see `FlowLayout.fits(width:height:)`).
    public func fits(width: Float? = nil, height: Float? = nil) throws(FlowError) -> Bool {
        let cached = cachedResult
        defer { cachedResult = cached }
        return try withLayout { (layout) throws(FlowError) in try layout.fits(width: width, height: height) }
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
    public var isArranged: Bool { layout.pointee.isArranged }

    /// All the results of the last arrange, as one value.
    public var result: FlowResult {
        if let cachedResult { return cachedResult }
        let result = layout.pointee.copyResult()
        if !isBusy { cachedResult = result }
        return result
    }

    /// The frames of the last arrange, one per item (a copy).
    public var frames: [FlowRect] { result.frames }
    /// The visible lines of the last arrange (a copy).
    public var lines: [FlowLine] { result.lines }
    /// The separators of the last arrange (a copy).
    public var separators: [FlowRect] { result.separators }
    /// The lanes of the last arrange in lanes mode (``FlowOptions/lanes``), lane 0 first (a copy).
    public var lanes: [FlowLane] { result.lanes }
    /// The container's size after the last arrange.
    public var size: FlowSize { layout.pointee.size }
    /// The content's size after the last arrange.
    public var contentSize: FlowSize { layout.pointee.contentSize }
    /// How many items the last arrange shows.
    public var visibleCount: Int { layout.pointee.visibleCount }

    // MARK: Queries

    /// The item at a point of the last arrange, if any.
    public func itemAt(x: Float, y: Float) -> Int? { layout.pointee.itemAt(x: x, y: y) }

    /// The visible item next to item `index` in `direction`, if any (see ``FlowLayout/neighbor(of:_:)``).
    public func neighbor(of index: Int, _ direction: FlowNavigation) throws(FlowError) -> Int? {
        try layout.pointee.neighbor(of: index, direction)
    }

    /// In lanes mode, the first lane item `index` covers and how many (see ``FlowLayout/laneOfItem(_:)``).
    public func laneOfItem(_ index: Int) throws(FlowError) -> (lane: Int, span: Int)? {
        try layout.pointee.laneOfItem(index)
    }

    /// Where an item dropped at (x, y) would be inserted, and its caret (see ``FlowLayout/insertionPoint(x:y:)``).
    public func insertionPoint(x: Float, y: Float) throws(FlowError) -> (index: Int, caret: FlowRect) {
        try layout.pointee.insertionPoint(x: x, y: y)
    }
}
