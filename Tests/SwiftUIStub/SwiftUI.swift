// A stand-in for SwiftUI on platforms without it, used only to type-check
// Sources/FlowLayoutSwiftUI/SwiftUILayouts.swift (scripts/test-swift builds it as a module named
// SwiftUI). It declares exactly the SwiftUI API that file uses, with the signatures of Apple's
// documentation (developer.apple.com/documentation/swiftui/layout and the types it links to);
// the bodies only trap. CGFloat, CGSize, CGPoint and CGRect come from Foundation, as on Apple
// platforms.
@_exported import Foundation

public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
}

@frozen public struct ProposedViewSize: Equatable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
}

public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public var startIndex: Int { fatalError("stub") }
    public var endIndex: Int { fatalError("stub") }
    public subscript(index: Int) -> LayoutSubview { fatalError("stub") }
}

public struct LayoutSubview: Equatable {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError("stub") }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { fatalError("stub") }
    public var spacing: ViewSpacing { fatalError("stub") }
    public func place(at position: CGPoint, anchor: UnitPoint = .center, proposal: ProposedViewSize) { fatalError("stub") }
}

public struct ViewDimensions: Equatable {
    public var width: CGFloat { fatalError("stub") }
    public var height: CGFloat { fatalError("stub") }
    public subscript(guide: HorizontalAlignment) -> CGFloat { fatalError("stub") }
    public subscript(guide: VerticalAlignment) -> CGFloat { fatalError("stub") }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { fatalError("stub") }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { fatalError("stub") }
}

public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing()
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { fatalError("stub") }
}

@frozen public enum Axis: Int8, CaseIterable {
    case horizontal
    case vertical
}

@frozen public struct HorizontalAlignment: Equatable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

@frozen public struct VerticalAlignment: Equatable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
    public static let lastTextBaseline = VerticalAlignment()
}

@frozen public struct UnitPoint: Hashable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
}
