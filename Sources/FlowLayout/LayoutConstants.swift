/// Values fixed for one arrange, in main/cross terms.
struct LayoutConstants {
    let count: Int
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

    @inline(__always)
    func main(_ i: Int, _ k: LayoutConstants) -> Double {
        Double(k.horizontal ? sizes[i].width : sizes[i].height)
    }

    @inline(__always)
    func cross(_ i: Int, _ k: LayoutConstants) -> Double {
        Double(k.horizontal ? sizes[i].height : sizes[i].width)
    }

    /// The item's guide a_i for the alignment: its distance from the item's cross-start edge
    /// (for baselines: from its top edge, or its left edge in columns). A finite override wins.
    @inline(__always)
    func guide(_ i: Int, cross c: Double, _ align: FlowAlignItems) -> Double {
        if let guides, !guides[i].isNaN { return Double(guides[i]) }
        switch align {
        case .start, .stretch: return 0
        case .center: return c / 2
        case .end: return c
        case .firstBaseline:
            let b = Self.baseline(firstBaselines, i, default: c)
            return baselinesFromFarSide ? c - b : b
        case .lastBaseline:
            let b = Self.baseline(lastBaselines, i, default: c)
            return baselinesFromFarSide ? c - b : b
        }
    }

    @inline(__always)
    private static func baseline(_ values: UnsafePointer<Float>?, _ i: Int, default c: Double) -> Double {
        guard let values, !values[i].isNaN else { return c }
        return Double(values[i])
    }
}
