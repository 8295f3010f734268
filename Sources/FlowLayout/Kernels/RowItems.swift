// Items as the item-model rows kernel reads them: each item's outer box in a row (sizes
// clamped to limits, margins in flow order, alignment across) from the layout's columns, with
// no test an item for what the layout does not use; and what the kernel carries from line to line.

/// How the item-model rows kernel may add up a row (ExactSums.swift): as the stages do, in one
/// addition an item, in one running sum for breaking and placing, that in floats within each
/// line (the lines' tops in doubles), or everything in floats.
enum RowSums {
    case rounded, exact, ofFloats, alongInFloats, inFloats
}

/// One item's outer box in a row, as FlexItemMaker.make computes it.
struct RowItem<Scalar: RowScalar> {
    /// The hypothetical main size: the width clamped to the limits.
    var hypothetical: Scalar
    /// Main margins in flow order (the right one first in right-to-left rows).
    var marginStart: Scalar
    var marginEnd: Scalar
    var cross: Scalar
    var minCross: Scalar
    var maxCross: Scalar
    var marginTop: Scalar
    var marginBottom: Scalar
    /// The margins along (start + end, added as right + left: addition commutes exactly) and
    /// across (top + bottom).
    var mainMargins: Scalar
    var crossMargins: Scalar
    var align: FlowAlignItems

    /// What the item adds to its line's length: FlexItem's hypothetical + fixedMainMargins.
    @inline(__always) var outerMain: Scalar { hypothetical + mainMargins }
    /// What it adds to its line's cross size: FlexItem.outerCross.
    @inline(__always) var outerCross: Scalar { cross + crossMargins }
}

/// Reads items as RowItems from the layout's columns (nil: not given). Compiled for whether
/// limits and align-self are given, so that the common case (margins alone) reads neither. The
/// reader with limits tests each column an item and also reads the items of a layout without
/// margins (`runItemModelRows`), so that the reader without limits reads margins with no test.
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

    /// `other`, field by field: a value of its own, which the compiler keeps in registers.
    @inline(__always)
    init(copying other: Self) {
        (sizes, margins, minSizes, maxSizes) = (other.sizes, other.margins, other.minSizes, other.maxSizes)
        (align, alignItems, rightToLeft, acrossMoves) = (other.align, other.alignItems, other.rightToLeft, other.acrossMoves)
    }

    /// Item i's limits, as FlexItemMaker.make reads them (the columns hold no NaN: they are
    /// resolved when set).
    @inline(__always)
    func limits<Scalar: RowScalar>(_ i: Int, _: Scalar.Type) -> (minW: Scalar, minH: Scalar, maxW: Scalar, maxH: Scalar) {
        var l = (minW: Scalar(0), minH: Scalar(0), maxW: Scalar.infinity, maxH: Scalar.infinity)
        if let minSizes { (l.minW, l.minH) = (Scalar(float: minSizes[i].width), Scalar(float: minSizes[i].height)) }
        if let maxSizes { (l.maxW, l.maxH) = (Scalar(float: maxSizes[i].width), Scalar(float: maxSizes[i].height)) }
        return l
    }

    /// Item i's size clamped to its limits: clampToLimits's two halves, the maximum then the
    /// minimum, each only where its column is given (clamping to a missing one, +infinity or
    /// 0, changes no length, -0 included).
    @inline(__always)
    func clamped<Scalar: RowScalar>(_ i: Int, _ s: FlowSize, _: Scalar.Type) -> (width: Scalar, height: Scalar) {
        var width = Scalar(float: s.width), height = Scalar(float: s.height)
        if let maxSizes {
            width = clampToMaximum(width, Scalar(float: maxSizes[i].width))
            height = clampToMaximum(height, Scalar(float: maxSizes[i].height))
        }
        if let minSizes {
            width = clampToMinimum(width, Scalar(float: minSizes[i].width))
            height = clampToMinimum(height, Scalar(float: minSizes[i].height))
        }
        return (width, height)
    }

    /// Item i's margins, (top, right) and (bottom, left): two floats a conversion in doubles.
    /// Their sum is (top + bottom, right + left), the margins across and along. Zeros (+0)
    /// without margins, as FlexItemMaker.make takes them. Only the reader with limits meets
    /// none; the one without tests the column only where the pairs convert (untested, the
    /// compiler converts the four edges one by one) or where the caller asks (`testing`).
    @inline(__always)
    func marginPairs<Scalar: RowScalar>(_ i: Int, _: Scalar.Type, testing: Bool = false)
        -> (topRight: Scalar.Pair, bottomLeft: Scalar.Pair) {
        if Limits.isOn || Scalar.pairsConvert || testing, margins == nil {
            return (Scalar.pair(SIMD2()), Scalar.pair(SIMD2()))
        }
        let edges = UnsafeRawPointer(margins.unsafelyUnwrapped.advanced(by: i))
        return (Scalar.pair(edges.loadUnaligned(as: SIMD2<Float>.self)),
                Scalar.pair(edges.loadUnaligned(fromByteOffset: 2 &* MemoryLayout<Float>.stride, as: SIMD2<Float>.self)))
    }

    /// Item i's alignment across: its align-self, or the layout's align-items for auto.
    @inline(__always)
    func alignment(_ i: Int) -> FlowAlignItems {
        guard Aligns.isOn, let align else { return alignItems }
        let raw = align[i]
        return raw >= 0 ? FlowAlignItems(rawValue: raw) ?? alignItems : alignItems
    }

    /// Item i in doubles, its margins along the row in the reader's direction.
    @inline(__always)
    func item(_ i: Int) -> RowItem<Double> {
        rightToLeft ? item(i, FlagOn.self, Double.self) : item(i, FlagOff.self, Double.self)
    }

    /// Item i in a row of the direction `Mirrored` says (on: right to left), known where the
    /// caller is compiled: its start and end margins are then lanes of the pairs, with no
    /// choice or load of their own.
    @inline(__always)
    func item<Mirrored: StaticFlag, Scalar: RowScalar>(
        _ i: Int, _: Mirrored.Type, _: Scalar.Type, testingMargins: Bool = false
    ) -> RowItem<Scalar> {
        let s = sizes[i]
        let l = Limits.isOn ? limits(i, Scalar.self)
            : (minW: Scalar(0), minH: Scalar(0), maxW: Scalar.infinity, maxH: Scalar.infinity)
        let (topRightPair, bottomLeftPair) = marginPairs(i, Scalar.self, testing: testingMargins)
        let sums = Scalar.lanes(Scalar.sum(topRightPair, bottomLeftPair))
        let topRight = Scalar.lanes(topRightPair), bottomLeft = Scalar.lanes(bottomLeftPair)
        let itemAlign = alignment(i)
        // Without limits, clamping a size (>= 0, or -0) to [0, infinity] keeps it.
        let (width, height) = Limits.isOn ? clamped(i, s, Scalar.self) : (Scalar(float: s.width), Scalar(float: s.height))
        return RowItem(
            hypothetical: width, marginStart: Mirrored.isOn ? topRight.1 : bottomLeft.1,
            marginEnd: Mirrored.isOn ? bottomLeft.1 : topRight.1, cross: height,
            minCross: l.minH, maxCross: l.maxH,
            marginTop: topRight.0, marginBottom: bottomLeft.0, mainMargins: sums.1, crossMargins: sums.0,
            align: itemAlign)
    }
}

/// What moving an item across its line takes, for the layout's align-items (the alignment of
/// an item whose align-self is auto). An item at the start (the baselines' alignment alone is
/// the start) stays where it was put.
struct AcrossMoves {
    static let none: UInt32 = 0, center: UInt32 = 1, end: UInt32 = 2, stretch: UInt32 = 3
    /// The move of an item whose align-self is auto.
    let auto: UInt32

    /// Out of line: inlined, it changes how the rows kernel's loops keep their values in registers.
    @inline(never)
    init(alignItems: FlowAlignItems) {
        switch alignItems {
        case .start, .firstBaseline, .lastBaseline: auto = Self.none
        case .center: auto = Self.center
        case .end: auto = Self.end
        case .stretch: auto = Self.stretch
        }
    }
}

/// What a run of the item-model rows kernel does: arrange from a line on (the lines before it
/// kept), or only break and measure the lines for the size they take (sizeThatFits), changing
/// no result.
enum RowsRun {
    case arranging(fromLine: Int)
    case sizing
}

/// What closing a line of the item-model rows kernel reads, read from the layout once an arrange.
struct RowClosing {
    /// Where the lines go; nil when sizing (nothing is placed or recorded).
    let lines: UnsafeMutablePointer<FlowLine>?
    let gap: Double, lineGap: Double
    /// Whether an item has a shrink weight; whether an item aligns otherwise than at the start.
    let mayShrink: Bool, movesAcross: Bool
}

/// What the item-model rows kernel carries from line to line: the lines stack from the top.
struct RowStack {
    var lineCount: Int
    /// Where each line's resume record goes (nil: none kept, memory was short).
    let resume: UnsafeMutablePointer<LineResume>?
    /// The next line's top, the content's cross size so far and the widest line so far.
    var crossStart = 0.0, contentCross = 0.0, widest = 0.0

    init(lineCount: Int, resume: UnsafeMutablePointer<LineResume>?) {
        (self.lineCount, self.resume) = (lineCount, resume)
    }
}
