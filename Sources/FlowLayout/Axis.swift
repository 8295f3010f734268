// Main/cross ⇄ x/y. The hot loops are generic over the axis so each is compiled twice, once per
// axis, with no per-item branch on it.

protocol AxisMapping {
    static func main(_ s: FlowSize) -> Float
    static func cross(_ s: FlowSize) -> Float
    /// The physical rect; `mirrorWidth` is the container width when x is mirrored (right to left).
    static func rect(main: Double, cross: Double, mainSize: Double, crossSize: Double, mirrorWidth: Double?) -> FlowRect
}

/// Rows: main is x.
enum RowAxis: AxisMapping {
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
    @inline(__always) static func main(_ s: FlowSize) -> Float { s.height }
    @inline(__always) static func cross(_ s: FlowSize) -> Float { s.width }
    @inline(__always)
    static func rect(main: Double, cross: Double, mainSize: Double, crossSize: Double, mirrorWidth: Double?) -> FlowRect {
        let x = mirrorWidth.map { $0 - cross - crossSize } ?? cross
        return FlowRect(x: Float(x), y: Float(main), width: Float(crossSize), height: Float(mainSize))
    }
}
