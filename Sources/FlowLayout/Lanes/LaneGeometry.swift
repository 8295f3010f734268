// The lanes' geometry across: how many lanes, how long each is, where each starts. Lanes are
// laid out as CSS grid tracks are, on a grid of 1/64 point (Chromium's LayoutUnit): every length
// is truncated to that grid first, so that equal inputs give the lanes a browser gives them and
// the placement compares whole units (ties are exact, whatever the float rounding).

/// Lengths on the 1/64 grid, as whole units.
enum LaneUnits {
    static let perPoint = 64.0

    /// trunc(v × 64): the grid's value for a length (v finite, >= 0, at most the maximum length).
    @inline(__always)
    static func of(_ v: Float) -> Int64 { Int64(Double(v) * perPoint) }

    /// A grid value as a float in points.
    @inline(__always)
    static func points(_ units: Int64) -> Float { Float(Double(units) / perPoint) }

    /// A grid value in points, as a Double (exact).
    @inline(__always)
    static func double(_ units: Int64) -> Double { Double(units) / perPoint }
}

/// The lanes of one arrange, across: count, length, gap, and the content box's length across.
struct LaneGeometry {
    /// The number of lanes n (1 to `FlowLimits.maxLanes`).
    let count: Int
    /// Every lane's length across, in units.
    let length: Int64
    /// The gap between lanes (item spacing), in units.
    let gap: Int64
    /// The content box across (the bound across minus padding, >= 0), in units.
    let available: Int64

    /// The lanes for `lanes` in a content box `available` units across with `gap` units between
    /// lanes: auto-fill takes max(1, floor((A + g) / (m + g))) lanes (exact at A = k·m + (k−1)·g:
    /// k lanes), a count that many; then A − (n−1)·g is shared equally, each lane at least m in
    /// auto-fill (one lane of m > A overflows the box), none below 0.
    init(_ lanes: FlowLanes, available: Int64, gap: Int64) {
        self.available = available
        self.gap = gap
        var minimum: Int64 = 0
        switch lanes {
        case .count(let n):
            count = n
        case .autoFill(let m):
            // A minimum below one unit is one unit: a zero track would fit without end.
            minimum = max(1, LaneUnits.of(m))
            let fitting = (available + gap) / (minimum + gap)
            count = Int(max(1, min(fitting, Int64(FlowLimits.maxLanes))))
        }
        let shared = max(0, available - Int64(count - 1) * gap)
        length = max(minimum, shared / Int64(count))
    }

    /// Where lane s starts across, from the content box's start (lane 0 at 0), in units.
    @inline(__always)
    func offset(_ s: Int) -> Int64 { Int64(s) * (length + gap) }

    /// The length across of an area of `span` lanes: from its first lane's start to its last
    /// lane's end.
    @inline(__always)
    func areaLength(span: Int) -> Int64 { Int64(span) * length + Int64(span - 1) * gap }

    /// Every lane with the gaps between them, in units.
    var total: Int64 { areaLength(span: count) }
}
