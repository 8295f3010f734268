/// Values fixed for one arrange, in main/cross terms.
struct LayoutConstants {
    /// Items laid out: the item count, plus one while an overflow indicator is placed.
    var count: Int
    let horizontal: Bool
    /// The main-axis length M and cross-axis length X; +infinity when unspecified.
    let mainLimit: Double
    let crossLimit: Double
    let wraps: Bool
    /// wrap-reverse: lines stack from the cross end and each line's cross-start is its far side.
    let reversed: Bool
    let rightToLeft: Bool
    let maxLines: Int
    let options: FlowOptions

    init(options: FlowOptions, count: Int, width: Float, height: Float) {
        self.options = options
        self.count = count
        horizontal = options.axis == .horizontal
        let w = width.isNaN ? Double.infinity : Double(width)
        let h = height.isNaN ? Double.infinity : Double(height)
        mainLimit = horizontal ? w : h
        crossLimit = horizontal ? h : w
        wraps = options.wrap != .none
        reversed = options.wrap == .wrapReverse
        rightToLeft = options.direction == .rightToLeft
        maxLines = options.maxLines == 0 ? Int.max : options.maxLines
    }
}

/// Read-only view of the per-item inputs during one arrange; nil pointers mean "not given".
struct ItemInputs {
    let sizes: UnsafePointer<FlowSize>
    let grow: UnsafePointer<Float>?
    let flags: UnsafePointer<UInt32>?
    let firstBaselines: UnsafePointer<Float>?
    let lastBaselines: UnsafePointer<Float>?
    let guides: UnsafePointer<Float>?
    let spacing: UnsafePointer<FlowSpacing>?
    /// Right-to-left columns are computed mirrored, but baselines stay measured from the item's
    /// physical left edge, so in the mirrored frame they count from the far side.
    let baselinesFromFarSide: Bool

    /// Where the items' guides come from for an alignment, resolved once per arrange.
    func guides(for align: FlowAlignItems) -> GuideSource {
        let isBaseline = align == .firstBaseline || align == .lastBaseline
        return GuideSource(
            overrides: guides,
            baselines: align == .firstBaseline ? firstBaselines : (align == .lastBaseline ? lastBaselines : nil),
            isBaseline: isBaseline,
            fraction: align == .center ? 0.5 : (align == .end ? 1 : 0),
            fromFarSide: isBaseline && baselinesFromFarSide)
    }
}

/// The guide a_i of each item for one alignment: its distance from the item's cross-start edge
/// (for baselines: from its top edge, or its left edge in columns). A finite override wins;
/// a missing or NaN baseline is the item's bottom (cross-end) edge.
struct GuideSource {
    let overrides: UnsafePointer<Float>?
    let baselines: UnsafePointer<Float>?
    let isBaseline: Bool
    /// The guide as a fraction of the cross size when it is not a baseline: 0, 1/2 or 1.
    let fraction: Double
    let fromFarSide: Bool

    @inline(__always)
    func guide(_ i: Int, cross c: Double) -> Double {
        if let overrides, !overrides[i].isNaN { return Double(overrides[i]) }
        guard isBaseline else { return fraction * c }
        var b = c
        if let baselines, !baselines[i].isNaN { b = Double(baselines[i]) }
        return fromFarSide ? c - b : b
    }
}
