// The logic of the SwiftUI containers, free of SwiftUI: a container of subviews reached through
// the small `FlowSubview` protocol, so that it compiles and is tested on every platform (with
// fake subviews) while SwiftUILayouts.swift only translates SwiftUI's types.
import FlowLayout

/// What a flow container needs from one of its subviews. SwiftUI's `LayoutSubview` answers it in
/// SwiftUILayouts.swift; tests answer it with fakes.
public protocol FlowSubview {
    /// The subview's size for a proposal; nil leaves a dimension unspecified.
    func sizeThatFits(width: Float?, height: Float?) -> FlowSize
    /// The subview's first and last text baselines at `size`, from its top edge (a view without
    /// text answers its bottom edge, as SwiftUI's `ViewDimensions` do).
    func baselines(at size: FlowSize) -> (first: Float, last: Float)
    /// Where the subview puts the container's cross-axis alignment guide at `size` (from its top
    /// edge in rows, its leading edge in columns) when it sets the guide itself (SwiftUI's
    /// `alignmentGuide`); nil leaves the alignment's own.
    func explicitGuide(at size: FlowSize) -> Float?
    /// The spacing the subview prefers on each side, used where the container's spacing is
    /// automatic (NaN).
    var spacing: FlowSpacing { get }
    /// Places the subview at `frame`, in the coordinates the container was placed in.
    func place(in frame: FlowRect)
}

/// A flow container's cache: one layout whose measure callback asks the current subviews, so
/// that `sizeThatFits` and `placeSubviews` for the same subviews measure each of them once per
/// proposal. Made by `FlowContainer.makeCache(subviews:)`, renewed by `updateCache`.
public final class FlowContainerCache<Subview: FlowSubview> {
    let layout = FlowLayoutReference()
    /// The subviews of the call in progress (their proxies change from call to call).
    var subviews: [Subview]
    /// The options the layout's per-item inputs were computed for; nil when they must be again.
    var inputsFor: FlowOptions?
    /// How many times a subview was asked for its size (tests read it to check the caching).
    public internal(set) var measurements = 0

    init(_ subviews: [Subview]) {
        self.subviews = subviews
    }
}

/// A flow container: the options of a ``FlowLayout/FlowLayout`` applied to subviews.
public struct FlowContainer: Equatable, Sendable {
    public var options: FlowOptions

    public init(options: FlowOptions = FlowOptions()) {
        self.options = options
    }

    /// A new cache for `subviews`.
    public func makeCache<Subview: FlowSubview>(subviews: [Subview]) -> FlowContainerCache<Subview> {
        let cache = FlowContainerCache(subviews)
        reset(cache)
        return cache
    }

    /// Forgets every measurement: the subviews changed.
    public func updateCache<Subview: FlowSubview>(_ cache: FlowContainerCache<Subview>, subviews: [Subview]) {
        cache.subviews = subviews
        reset(cache)
    }

    /// The container's size for a proposal (nil = unspecified); zero when the options are
    /// refused (a negative spacing).
    public func sizeThatFits<Subview: FlowSubview>(
        width: Float?, height: Float?, subviews: [Subview], cache: FlowContainerCache<Subview>
    ) -> FlowSize {
        guard prepare(cache, subviews) else { return FlowSize(width: 0, height: 0) }
        return (try? cache.layout.sizeThatFits(width: width, height: height)) ?? FlowSize(width: 0, height: 0)
    }

    /// Arranges the subviews in `bounds` and places each one (items hidden by `maxLines` get a
    /// zero frame at the container's origin).
    public func placeSubviews<Subview: FlowSubview>(
        in bounds: FlowRect, subviews: [Subview], cache: FlowContainerCache<Subview>
    ) {
        guard prepare(cache, subviews), (try? cache.layout.arrange(width: bounds.width, height: bounds.height)) != nil else {
            for subview in subviews { subview.place(in: FlowRect(x: bounds.x, y: bounds.y, width: 0, height: 0)) }
            return
        }
        let frames = cache.layout.frames
        for (i, subview) in subviews.enumerated() {
            let f = i < frames.count ? frames[i] : .zero
            subview.place(in: FlowRect(x: bounds.x + f.x, y: bounds.y + f.y, width: f.width, height: f.height))
        }
    }

    /// A measure callback over the cache's current subviews, with their baselines.
    private func reset<Subview: FlowSubview>(_ cache: FlowContainerCache<Subview>) {
        cache.inputsFor = nil
        let count = cache.subviews.count
        try? cache.layout.setMeasure(count: count, withBaselines: { [unowned cache] item, proposal in
            let subview = cache.subviews[item]
            cache.measurements += 1
            let size = subview.sizeThatFits(width: proposal.width.isNaN ? nil : proposal.width,
                                            height: proposal.height.isNaN ? nil : proposal.height)
            let baselines = subview.baselines(at: size)
            return FlowMeasurement(size: size, firstBaseline: baselines.first, lastBaseline: baselines.last)
        })
    }

    /// Hands the call's subviews to the cache and sets the options and per-item inputs when they
    /// changed; false when the options are refused.
    private func prepare<Subview: FlowSubview>(_ cache: FlowContainerCache<Subview>, _ subviews: [Subview]) -> Bool {
        cache.subviews = subviews
        if subviews.count != cache.layout.itemCount { reset(cache) }
        guard cache.inputsFor != options else { return true }
        let automatic = options.itemSpacing.isNaN || options.lineSpacing.isNaN
        // Explicit guides at the ideal size (a guide that depends on a constrained size is read
        // at the ideal one); baseline alignment reads the measured baselines instead.
        let baselines = options.alignItems == .firstBaseline || options.alignItems == .lastBaseline
        let guides: [Float]? = baselines ? nil : subviews.map { subview in
            subview.explicitGuide(at: subview.sizeThatFits(width: nil, height: nil)) ?? .nan
        }
        do throws(FlowError) {
            try cache.layout.withLayout { (layout) throws(FlowError) -> Void in
                try layout.setOptions(options)
                try layout.setGuides(guides.flatMap { $0.allSatisfy(\.isNaN) ? nil : $0 })
                try layout.setItemSpacing(automatic ? subviews.map(\.spacing) : nil)
            }
        } catch {
            cache.inputsFor = nil
            return false
        }
        cache.inputsFor = options
        return true
    }
}
