// Main/cross ⇄ x/y. The hot loops are generic over the axis so each is compiled twice, once per
// axis, with no per-item branch on it.

protocol AxisMapping {
    /// Rows: main is x.
    static var isRow: Bool { get }
    static func main(_ s: FlowSize) -> Float
    static func cross(_ s: FlowSize) -> Float
    /// The physical rect; `mirrorWidth` is the container width when x is mirrored (right to left).
    static func rect(main: Double, cross: Double, mainSize: Double, crossSize: Double, mirrorWidth: Double?) -> FlowRect
}

extension AxisMapping {
    /// The rect with every edge on the pixel grid. Edges are rounded from the Doubles they are
    /// computed in (a neighbour's shared edge is the same Double), so neighbours never gain or
    /// lose a pixel between them; sizes are differences of rounded edges.
    @inline(__always)
    static func snappedRect(main: Double, cross: Double, mainSize: Double, crossSize: Double,
                            mirrorWidth: Double?, _ grid: PixelGrid) -> FlowRect {
        let mainEnd = main + mainSize, crossEnd = cross + crossSize
        var x0 = isRow ? main : cross, x1 = isRow ? mainEnd : crossEnd
        let y0 = isRow ? cross : main, y1 = isRow ? crossEnd : mainEnd
        if let w = mirrorWidth { (x0, x1) = (w - x1, w - x0) }
        let sx0 = grid.snap(x0), sy0 = grid.snap(y0)
        return FlowRect(x: Float(sx0), y: Float(sy0), width: Float(grid.snap(x1) - sx0),
                        height: Float(grid.snap(y1) - sy0))
    }
}

/// Rows: main is x.
enum RowAxis: AxisMapping {
    static var isRow: Bool { true }
    @inline(__always) static func main(_ s: FlowSize) -> Float { s.width }
    @inline(__always) static func cross(_ s: FlowSize) -> Float { s.height }
    @inline(__always)
    static func rect(main: Double, cross: Double, mainSize: Double, crossSize: Double, mirrorWidth: Double?) -> FlowRect {
        let x = mirrorWidth.map { $0 - main - mainSize } ?? main
        return FlowRect(x: Float(x), y: Float(cross), width: Float(mainSize), height: Float(crossSize))
    }
}

/// Columns: main is y.
enum ColumnAxis: AxisMapping {
    static var isRow: Bool { false }
    @inline(__always) static func main(_ s: FlowSize) -> Float { s.height }
    @inline(__always) static func cross(_ s: FlowSize) -> Float { s.width }
    @inline(__always)
    static func rect(main: Double, cross: Double, mainSize: Double, crossSize: Double, mirrorWidth: Double?) -> FlowRect {
        let x = mirrorWidth.map { $0 - cross - crossSize } ?? cross
        return FlowRect(x: Float(x), y: Float(main), width: Float(crossSize), height: Float(mainSize))
    }
}
