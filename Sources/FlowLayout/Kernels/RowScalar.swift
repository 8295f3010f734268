// The number type the item-model rows kernel computes in.

/// The arithmetic of the item-model rows kernel: Double, as the stages compute, or Float where
/// every sum the kernel forms is a float (`RowSums.inFloats`), or every sum within a line
/// (`RowSums.alongInFloats`, the lines' tops a second RowScalar, Double): the same values, with
/// no conversion an item (the sizes, margins and frames are floats).
protocol RowScalar: BinaryFloatingPoint {
    /// Two values in one vector (a pair of margins).
    associatedtype Pair
    /// A float's value (exact).
    init(float: Float)
    /// A double's value, exact where the kernel converts (a sum known to be a float).
    init(double: Double)
    /// The largest value at most `limit`: what a length of this type passes `limit` exactly when
    /// it passes.
    static func below(_ limit: Double) -> Self
    /// Two floats' values (exact).
    static func pair(_ floats: SIMD2<Float>) -> Pair
    /// Whether `pair` converts (doubles).
    static var pairsConvert: Bool { get }
    /// Two pairs added lane by lane.
    static func sum(_ a: Pair, _ b: Pair) -> Pair
    /// A pair's first and second values.
    static func lanes(_ pair: Pair) -> (Self, Self)
    var float: Float { get }
    var double: Double { get }
}

extension Double: RowScalar {
    @inline(__always) init(float: Float) { self.init(float) }
    @inline(__always) init(double: Double) { self = double }
    @inline(__always) static func below(_ limit: Double) -> Double { limit }
    @inline(__always) static func pair(_ floats: SIMD2<Float>) -> SIMD2<Double> { SIMD2(floats) }
    @inline(__always) static var pairsConvert: Bool { true }
    @inline(__always) static func sum(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> { a + b }
    @inline(__always) static func lanes(_ pair: SIMD2<Double>) -> (Double, Double) { (pair[0], pair[1]) }
    @inline(__always) var float: Float { Float(self) }
    @inline(__always) var double: Double { self }
}

extension Float: RowScalar {
    @inline(__always) init(float: Float) { self = float }
    @inline(__always) init(double: Double) { self.init(double) }
    @inline(__always) static func below(_ limit: Double) -> Float {
        let near = Float(limit)
        return Double(near) > limit ? near.nextDown : near
    }
    @inline(__always) static func pair(_ floats: SIMD2<Float>) -> SIMD2<Float> { floats }
    @inline(__always) static var pairsConvert: Bool { false }
    @inline(__always) static func sum(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> SIMD2<Float> { a + b }
    @inline(__always) static func lanes(_ pair: SIMD2<Float>) -> (Float, Float) { (pair[0], pair[1]) }
    @inline(__always) var float: Float { self }
    @inline(__always) var double: Double { Double(self) }
}
