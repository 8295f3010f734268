// Plain geometry values. Their memory layout matches the C ABI's flow_size, flow_rect and
// flow_line, so buffers of them cross the boundary without conversion.

/// A width and a height in points.
public struct FlowSize: Equatable, Sendable {
    public var width: Float
    public var height: Float

    @inlinable
    public init(width: Float, height: Float) {
        self.width = width
        self.height = height
    }
}

/// A box in container coordinates: origin at the container's top-left corner, y grows down.
public struct FlowRect: Equatable, Sendable {
    public var x: Float
    public var y: Float
    public var width: Float
    public var height: Float

    @inlinable
    public init(x: Float, y: Float, width: Float, height: Float) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = FlowRect(x: 0, y: 0, width: 0, height: 0)
}

/// One visible line: which items it holds and where it sits across the lines.
public struct FlowLine: Equatable, Sendable {
    /// Index of the line's first item.
    public var firstItem: UInt32
    /// Number of items in the line (at least one).
    public var itemCount: UInt32
    /// Length used along the main axis: the items after growth plus the gaps between them.
    public var mainSize: Float
    /// Physical position of the line's edge nearest the origin along the cross axis
    /// (its top for rows, its left for columns).
    public var crossOffset: Float
    /// The line's extent along the cross axis.
    public var crossSize: Float

    @inlinable
    public init(firstItem: UInt32, itemCount: UInt32, mainSize: Float, crossOffset: Float, crossSize: Float) {
        self.firstItem = firstItem
        self.itemCount = itemCount
        self.mainSize = mainSize
        self.crossOffset = crossOffset
        self.crossSize = crossSize
    }
}

/// Spacing an item prefers around itself, used when the gap is automatic: the gap between two
/// neighbours is the larger of their facing preferences. `leading` and `trailing` follow the
/// layout direction (leading is the right side in right-to-left layouts).
public struct FlowSpacing: Equatable, Sendable {
    public var leading: Float
    public var top: Float
    public var trailing: Float
    public var bottom: Float

    @inlinable
    public init(leading: Float, top: Float, trailing: Float, bottom: Float) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// Per-item line-break flags.
public struct FlowItemFlags: OptionSet, Equatable, Sendable {
    public var rawValue: UInt32

    @inlinable
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The item starts a new line.
    public static let breakBefore = FlowItemFlags(rawValue: 1)
    /// The item ends its line.
    public static let breakAfter = FlowItemFlags(rawValue: 2)
    /// The item is not laid out (CSS `display: none`): zero frame, no space, no gap.
    public static let hidden = FlowItemFlags(rawValue: 4)
    /// The item's cross size is definite: `stretch` does not stretch it.
    public static let noStretch = FlowItemFlags(rawValue: 8)
    /// Every flag this version knows.
    public static let all: FlowItemFlags = [.breakBefore, .breakAfter, .hidden, .noStretch]
}

/// Lengths on the four physical sides of a box (padding, margins), in points.
public struct FlowEdges: Equatable, Sendable {
    public var top: Float
    public var right: Float
    public var bottom: Float
    public var left: Float

    @inlinable
    public init(top: Float, right: Float, bottom: Float, left: Float) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    public static let zero = FlowEdges(top: 0, right: 0, bottom: 0, left: 0)
}
