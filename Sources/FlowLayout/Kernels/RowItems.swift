// Items as the item-model rows kernel reads them: each item's outer box in a row (sizes
// clamped to limits, margins in flow order, alignment across) from the layout's columns, with
// no test an item for what the layout does not use.

/// How the item-model rows kernel may add up a row (ExactSums.swift): as the stages do, in one
/// addition an item, or in one running sum for breaking and placing.
enum RowSums {
    case rounded, exact, ofFloats
}

/// One item's outer box in a row, as FlexItemMaker.make computes it.
struct RowItem {
    /// The hypothetical main size: the width clamped to the limits.
    var hypothetical: Double
    /// Main margins in flow order (the right one first in right-to-left rows).
    var marginStart: Double
    var marginEnd: Double
    var cross: Double
    var minCross: Double
    var maxCross: Double
    var marginTop: Double
    var marginBottom: Double
    /// The margins along (start + end, added as right + left: addition commutes exactly) and
    /// across (top + bottom).
    var mainMargins: Double
    var crossMargins: Double
    var align: FlowAlignItems

    /// What the item adds to its line's length: FlexItem's hypothetical + fixedMainMargins.
    @inline(__always) var outerMain: Double { hypothetical + mainMargins }
    /// What it adds to its line's cross size: FlexItem.outerCross.
    @inline(__always) var outerCross: Double { cross + crossMargins }
}

/// Reads items as RowItems from the layout's columns (nil: not given). Compiled for whether
/// limits and align-self are given, so that the common case (margins alone) reads neither.
struct RowItemReader<Limits: StaticFlag, Aligns: StaticFlag> {
    let sizes: UnsafePointer<FlowSize>
    let margins: UnsafePointer<FlowEdges>?
    let minSizes: UnsafePointer<FlowSize>?
    let maxSizes: UnsafePointer<FlowSize>?
    let align: UnsafePointer<Int32>?
    let alignItems: FlowAlignItems
    /// Whether the start margin along a row is the right one.
    let rightToLeft: Bool
    /// Each alignment's move across a line, for the items placed at its top.
    let acrossMoves: AcrossMoves

    init(sizes: UnsafePointer<FlowSize>, margins: UnsafePointer<FlowEdges>?, minSizes: UnsafePointer<FlowSize>?,
         maxSizes: UnsafePointer<FlowSize>?, align: UnsafePointer<Int32>?, alignItems: FlowAlignItems,
         rightToLeft: Bool) {
        (self.sizes, self.margins, self.minSizes, self.maxSizes) = (sizes, margins, minSizes, maxSizes)
        (self.align, self.alignItems, self.rightToLeft) = (align, alignItems, rightToLeft)
        acrossMoves = AcrossMoves(alignItems: alignItems)
    }

    /// Item i's limits, as FlexItemMaker.make reads them (the columns hold no NaN: they are
    /// resolved when set).
    @inline(__always)
    func limits(_ i: Int) -> (minW: Double, minH: Double, maxW: Double, maxH: Double) {
        var l = (minW: 0.0, minH: 0.0, maxW: Double.infinity, maxH: Double.infinity)
        if let minSizes { (l.minW, l.minH) = (Double(minSizes[i].width), Double(minSizes[i].height)) }
        if let maxSizes { (l.maxW, l.maxH) = (Double(maxSizes[i].width), Double(maxSizes[i].height)) }
        return l
    }

    /// Item i's size clamped to its limits: clampToLimits's two halves, the maximum then the
    /// minimum, each only where its column is given (clamping to a missing one, +infinity or
    /// 0, changes no length, -0 included).
    @inline(__always)
    func clamped(_ i: Int, _ s: FlowSize) -> (width: Double, height: Double) {
        var width = Double(s.width), height = Double(s.height)
        if let maxSizes {
            width = clampToMaximum(width, Double(maxSizes[i].width))
            height = clampToMaximum(height, Double(maxSizes[i].height))
        }
        if let minSizes {
            width = clampToMinimum(width, Double(minSizes[i].width))
            height = clampToMinimum(height, Double(minSizes[i].height))
        }
        return (width, height)
    }

    /// Item i's margins as doubles, (top, right) and (bottom, left): two floats a conversion.
    /// Their sum is (top + bottom, right + left), the margins across and along. Zeros (+0)
    /// without margins, as FlexItemMaker.make takes them.
    @inline(__always)
    func marginPairs(_ i: Int) -> (topRight: SIMD2<Double>, bottomLeft: SIMD2<Double>) {
        guard let margins else { return (SIMD2(), SIMD2()) }
        let edges = UnsafeRawPointer(margins.advanced(by: i))
        return (SIMD2(edges.loadUnaligned(as: SIMD2<Float>.self)),
                SIMD2(edges.loadUnaligned(fromByteOffset: 2 &* MemoryLayout<Float>.stride, as: SIMD2<Float>.self)))
    }

    /// Item i's alignment across: its align-self, or the layout's align-items for auto.
    @inline(__always)
    func alignment(_ i: Int) -> FlowAlignItems {
        guard Aligns.isOn, let align else { return alignItems }
        let raw = align[i]
        return raw >= 0 ? FlowAlignItems(rawValue: raw) ?? alignItems : alignItems
    }

    /// Item i, its margins along the row in the reader's direction.
    @inline(__always)
    func item(_ i: Int) -> RowItem {
        rightToLeft ? item(i, FlagOn.self) : item(i, FlagOff.self)
    }

    /// Item i in a row of the direction `Mirrored` says (on: right to left), known where the
    /// caller is compiled: its start and end margins are then lanes of the pairs, with no
    /// choice or load of their own.
    @inline(__always)
    func item<Mirrored: StaticFlag>(_ i: Int, _: Mirrored.Type) -> RowItem {
        let s = sizes[i]
        let l = Limits.isOn ? limits(i) : (minW: 0.0, minH: 0.0, maxW: Double.infinity, maxH: Double.infinity)
        let (topRight, bottomLeft) = marginPairs(i)
        let sums = topRight + bottomLeft
        let itemAlign = alignment(i)
        // Without limits, clamping a size (>= 0, or -0) to [0, infinity] keeps it.
        let (width, height) = Limits.isOn ? clamped(i, s) : (Double(s.width), Double(s.height))
        return RowItem(
            hypothetical: width, marginStart: Mirrored.isOn ? topRight[1] : bottomLeft[1],
            marginEnd: Mirrored.isOn ? bottomLeft[1] : topRight[1], cross: height,
            minCross: l.minH, maxCross: l.maxH,
            marginTop: topRight[0], marginBottom: bottomLeft[0], mainMargins: sums[1], crossMargins: sums[0],
            align: itemAlign)
    }
}

/// What moving an item across its line takes, by alignment, two bits for each raw align-self
/// (auto, -1, first: the layout's align-items), so that an item's is one shift of a constant.
/// An item at the start (the baselines' alignment alone is the start) stays where it was put.
struct AcrossMoves {
    static let none: UInt32 = 0, center: UInt32 = 1, end: UInt32 = 2, stretch: UInt32 = 3
    /// The moves of the raw values 0...5 (start, center, end, the two baselines, stretch), at
    /// bits 2 (raw + 1): the same for every layout.
    static let ofAlignments: UInt32 = center << 4 | end << 6 | stretch << 12
    let packed: UInt32

    /// Out of line: inlined, it changes how the rows kernel's loops keep their values in registers.
    @inline(never)
    init(alignItems: FlowAlignItems) {
        let auto: UInt32
        switch alignItems {
        case .start, .firstBaseline, .lastBaseline: auto = Self.none
        case .center: auto = Self.center
        case .end: auto = Self.end
        case .stretch: auto = Self.stretch
        }
        packed = Self.ofAlignments | auto
    }

    /// The move for a raw align-self: -1 (auto) or a FlowAlignItems raw value, as the column
    /// holds them (checked when set).
    @inline(__always)
    func move(rawAlignSelf raw: Int32) -> UInt32 {
        (packed >> ((UInt32(bitPattern: raw &+ 1) &* 2) & 31)) & 3
    }
}
