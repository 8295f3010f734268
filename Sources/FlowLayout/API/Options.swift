// Layout options. Raw values are the C ABI's enum values: stable, append-only.

public enum FlowAxis: Int32, Sendable {
    /// Items flow left to right (rows); lines stack downwards.
    case horizontal = 0
    /// Items flow top to bottom (columns); lines stack rightwards.
    case vertical = 1
}

public enum FlowWrap: Int32, Sendable {
    /// Everything on one line.
    case none = 0
    /// Lines stack from the cross-axis start.
    case wrap = 1
    /// Lines stack from the cross-axis end, and each line's cross-start is its far side.
    case wrapReverse = 2
}

public enum FlowDirection: Int32, Sendable {
    case leftToRight = 0
    /// Mirrors the x axis: rows run right to left, columns stack from the right.
    case rightToLeft = 1
}

/// Distribution of a line's free main-axis space (CSS `justify-content`).
public enum FlowJustify: Int32, Sendable {
    case start = 0, center = 1, end = 2, spaceBetween = 3, spaceAround = 4, spaceEvenly = 5
}

/// Cross-axis alignment of the items in a line (CSS `align-items`, with baselines).
public enum FlowAlignItems: Int32, Sendable {
    case start = 0, center = 1, end = 2, firstBaseline = 3, lastBaseline = 4, stretch = 5
}

/// Distribution of the container's free cross-axis space among the lines (CSS `align-content`).
public enum FlowAlignContent: Int32, Sendable {
    case start = 0, center = 1, end = 2, spaceBetween = 3, spaceAround = 4, spaceEvenly = 5, stretch = 6
}

/// How items are broken into lines.
public enum FlowLineBreaking: Int32, Sendable {
    /// Each line takes as many items as fit (CSS `flex-wrap: wrap`).
    case greedy = 0
    /// Lines of even length: least squared slack over all lines (CSS `flex-wrap: balance`).
    case balance = 1
    /// Even lines, but a last line at least a third full costs nothing (paragraph quality).
    case pretty = 2
}

/// How a line's items fill it, after breaking.
public enum FlowLineFill: Int32, Sendable {
    /// Items keep their sizes (growth and justification share the free space).
    case none = 0
    /// Every item of a line is scaled along both axes so the line fills M exactly (galleries).
    case scale = 1
}

/// Every option of a layout. The defaults give a wrapping row with 8-point gaps, top-aligned.
public struct FlowOptions: Equatable, Sendable {
    public var axis: FlowAxis = .horizontal
    public var wrap: FlowWrap = .wrap
    public var direction: FlowDirection = .leftToRight
    /// Gap between neighbours in a line; NaN means automatic (from the items' spacing preferences).
    public var itemSpacing: Float = 8
    /// Gap between lines; NaN means automatic.
    public var lineSpacing: Float = 8
    public var justify: FlowJustify = .start
    public var alignItems: FlowAlignItems = .start
    public var alignContent: FlowAlignContent = .start
    /// Lines past this many are hidden; 0 means unlimited.
    public var maxLines: Int = 0
    /// At most this many items per line; 0 means unlimited.
    public var maxItemsPerLine: Int = 0
    /// Every item takes the largest width and the largest height of all items.
    public var uniformSize: Bool = false
    /// Edges are rounded to a grid of 1/scale points; 0 turns snapping off.
    public var pixelScale: Float = 0
    public var lineBreaking: FlowLineBreaking = .greedy
    /// With balanced breaking, at least this many lines (when there are that many items); 0 means none.
    public var minLines: Int = 0
    /// Space between the container's edges and its content, physical (CSS `padding`).
    public var padding = FlowEdges(top: 0, right: 0, bottom: 0, left: 0)
    /// Each line runs from its main end (CSS `row-reverse` / `column-reverse`).
    public var reverse: Bool = false

    // Line features.
    /// Justification of the last line and of every line ended by a forced break (CSS
    /// `text-align-last`); nil (the default) means as `justify`.
    public var justifyLast: FlowJustify? = nil
    public var lineFill: FlowLineFill = .none
    /// With scale fill, a line that would scale by more than this keeps its sizes; <= 0 or NaN
    /// means no limit.
    public var maxScale: Float = 0
    /// A box drawn between neighbours on a line (physical width, height); {0, 0} means none.
    /// The gap between neighbours becomes gap + separator's main length + gap.
    public var separator = FlowSize(width: 0, height: 0)

    // Lanes (masonry, CSS `display: grid-lanes`; Lanes/).
    /// nil (the default): ordinary lines. Otherwise items go into lanes (columns for
    /// `.horizontal`, rows for `.vertical`), each to the lane where it would start highest.
    public var lanes: FlowLanes? = nil
    /// Lanes whose items would start within this length of the highest are tied, and the next
    /// in order from the last item's lanes wins (CSS `flow-tolerance`); 0 ties exact ones only.
    public var laneTolerance: Float = 16

    public init() {}
}
