// SwiftUI's `Layout` over the engine: `FlowStack` (every option of FlowOptions) and
// `WrappingHStack` (the wrapping-HStack articles' parameters). Compiled only where SwiftUI exists
// (Apple platforms). On Linux the tests type-check this file against a stub module that declares
// the SwiftUI signatures it uses (Tests/SwiftUIStub); it is built against the real SDK only on
// Apple platforms. Its logic is FlowContainer.swift's, tested everywhere with fake subviews.
#if canImport(SwiftUI)
import Foundation
import SwiftUI
import FlowLayout

/// A flow container: its subviews in lines that wrap, with every option of ``FlowOptions``.
///
/// ```swift
/// var options = FlowOptions()
/// options.justify = .spaceBetween
/// FlowStack(options: options) { ForEach(tags, id: \.self) { Text($0) } }
/// ```
///
/// An automatic (NaN) item or line spacing takes the subviews' `ViewSpacing`; alignment guides
/// set with `alignmentGuide` and text baselines are read from the subviews.
public struct FlowStack: Layout {
    public var options: FlowOptions

    public init(options: FlowOptions) {
        self.options = options
    }

    /// A row (or column) that wraps; nil spacing is automatic (from the subviews' `ViewSpacing`).
    public init(axis: FlowAxis = .horizontal, justify: FlowJustify = .start, alignItems: FlowAlignItems = .center,
                itemSpacing: CGFloat? = nil, lineSpacing: CGFloat? = nil, lineBreaking: FlowLineBreaking = .greedy,
                maxLines: Int = 0) {
        var options = FlowOptions()
        options.axis = axis
        options.justify = justify
        options.alignItems = alignItems
        options.itemSpacing = itemSpacing.map { Float(max(0, $0)) } ?? .nan
        options.lineSpacing = lineSpacing.map { Float(max(0, $0)) } ?? .nan
        options.lineBreaking = lineBreaking
        options.maxLines = max(0, maxLines)
        self.options = options
    }

    public typealias Cache = FlowContainerCache<FlowSubviewProxy>

    var guide: FlowSubviewProxy.Guide {
        options.axis == .horizontal ? .vertical(VerticalAlignment(options.alignItems)) : .horizontal(HorizontalAlignment(options.alignItems))
    }

    public func makeCache(subviews: Subviews) -> Cache {
        FlowContainer(options: options).makeCache(subviews: FlowSubviewProxy.all(subviews, guide))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        FlowContainer(options: options).updateCache(cache, subviews: FlowSubviewProxy.all(subviews, guide))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let size = FlowContainer(options: options).sizeThatFits(
            width: proposal.width.map { Float($0) }, height: proposal.height.map { Float($0) },
            subviews: FlowSubviewProxy.all(subviews, guide), cache: cache)
        return CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let frame = FlowRect(x: Float(bounds.minX), y: Float(bounds.minY), width: Float(bounds.width), height: Float(bounds.height))
        FlowContainer(options: options).placeSubviews(in: frame, subviews: FlowSubviewProxy.all(subviews, guide), cache: cache)
    }
}

/// The wrapping HStack of the articles: its subviews left to right, wrapping, with a horizontal
/// alignment for each line, a vertical alignment within it (custom alignment guides included),
/// and the spacing between items and between lines (nil: automatic, from `ViewSpacing`).
public struct WrappingHStack: Layout {
    public var alignment: HorizontalAlignment
    public var verticalAlignment: VerticalAlignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: HorizontalAlignment = .leading, verticalAlignment: VerticalAlignment = .center,
                horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.verticalAlignment = verticalAlignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    var container: FlowContainer {
        var stack = FlowStack(justify: FlowJustify(alignment), itemSpacing: horizontalSpacing, lineSpacing: verticalSpacing)
        // A custom alignment has no counterpart among the options: every subview's guide for it
        // (explicit or its default) is aligned, from the lines' top.
        stack.options.alignItems = FlowAlignItems(verticalAlignment) ?? .start
        return FlowContainer(options: stack.options)
    }

    public typealias Cache = FlowContainerCache<FlowSubviewProxy>

    var guide: FlowSubviewProxy.Guide {
        FlowAlignItems(verticalAlignment) == nil ? .custom(verticalAlignment) : .vertical(verticalAlignment)
    }

    public func makeCache(subviews: Subviews) -> Cache {
        container.makeCache(subviews: FlowSubviewProxy.all(subviews, guide))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        container.updateCache(cache, subviews: FlowSubviewProxy.all(subviews, guide))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let size = container.sizeThatFits(
            width: proposal.width.map { Float($0) }, height: proposal.height.map { Float($0) },
            subviews: FlowSubviewProxy.all(subviews, guide), cache: cache)
        return CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let frame = FlowRect(x: Float(bounds.minX), y: Float(bounds.minY), width: Float(bounds.width), height: Float(bounds.height))
        container.placeSubviews(in: frame, subviews: FlowSubviewProxy.all(subviews, guide), cache: cache)
    }
}

/// One SwiftUI subview as a ``FlowSubview``.
public struct FlowSubviewProxy: FlowSubview {
    /// The alignment guide the container aligns its lines' items on.
    enum Guide {
        case vertical(VerticalAlignment)
        case horizontal(HorizontalAlignment)
        /// A custom vertical alignment: every subview's value for it is its guide.
        case custom(VerticalAlignment)
    }

    let subview: LayoutSubview
    let guide: Guide

    static func all(_ subviews: LayoutSubviews, _ guide: Guide) -> [FlowSubviewProxy] {
        subviews.map { FlowSubviewProxy(subview: $0, guide: guide) }
    }

    public func sizeThatFits(width: Float?, height: Float?) -> FlowSize {
        let size = subview.sizeThatFits(ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }))
        return FlowSize(width: Float(size.width), height: Float(size.height))
    }

    private func dimensions(at size: FlowSize) -> ViewDimensions {
        subview.dimensions(in: ProposedViewSize(width: CGFloat(size.width), height: CGFloat(size.height)))
    }

    public func baselines(at size: FlowSize) -> (first: Float, last: Float) {
        let d = dimensions(at: size)
        return (Float(d[VerticalAlignment.firstTextBaseline]), Float(d[VerticalAlignment.lastTextBaseline]))
    }

    public func explicitGuide(at size: FlowSize) -> Float? {
        let d = dimensions(at: size)
        switch guide {
        case .vertical(let alignment): return d[explicit: alignment].map { Float($0) }
        case .horizontal(let alignment): return d[explicit: alignment].map { Float($0) }
        case .custom(let alignment): return Float(d[alignment])
        }
    }

    public var spacing: FlowSpacing {
        // ViewSpacing keeps its preferences to itself: each side is read as the distance to a
        // neighbour that wants none.
        let s = subview.spacing
        return FlowSpacing(leading: Float(ViewSpacing.zero.distance(to: s, along: .horizontal)),
                           top: Float(ViewSpacing.zero.distance(to: s, along: .vertical)),
                           trailing: Float(s.distance(to: ViewSpacing.zero, along: .horizontal)),
                           bottom: Float(s.distance(to: ViewSpacing.zero, along: .vertical)))
    }

    public func place(in frame: FlowRect) {
        subview.place(at: CGPoint(x: CGFloat(frame.x), y: CGFloat(frame.y)), anchor: .topLeading,
                      proposal: ProposedViewSize(width: CGFloat(frame.width), height: CGFloat(frame.height)))
    }
}

extension VerticalAlignment {
    init(_ alignItems: FlowAlignItems) {
        switch alignItems {
        case .start, .stretch: self = .top
        case .center: self = .center
        case .end: self = .bottom
        case .firstBaseline: self = .firstTextBaseline
        case .lastBaseline: self = .lastTextBaseline
        }
    }
}

extension HorizontalAlignment {
    init(_ alignItems: FlowAlignItems) {
        switch alignItems {
        case .center: self = .center
        case .end: self = .trailing
        default: self = .leading
        }
    }
}

extension FlowAlignItems {
    /// The engine's alignment for a SwiftUI one; nil for a custom alignment.
    init?(_ alignment: VerticalAlignment) {
        switch alignment {
        case .top: self = .start
        case .center: self = .center
        case .bottom: self = .end
        case .firstTextBaseline: self = .firstBaseline
        case .lastTextBaseline: self = .lastBaseline
        default: return nil
        }
    }
}

extension FlowJustify {
    init(_ alignment: HorizontalAlignment) {
        switch alignment {
        case .center: self = .center
        case .trailing: self = .end
        default: self = .start
        }
    }
}
#elseif FLOWLAYOUT_REQUIRE_SWIFTUI
#error("SwiftUI (or its test stub) is not importable: the SwiftUI layouts were not checked")
#endif
