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

    /// The largest bound lanes take, 2^40 points (about 1.1e12): a larger bound counts as this.
    /// Bounds, unlike lengths, have no maximum, and one past 2^57 points would not fit the grid's
    /// 64 bits; below 2^40 every sum of the lanes (all items and gaps of a lane added) does.
    static let largestBound: Float = 1_099_511_627_776

    /// trunc(min(v, largestBound) × 64), for a bound (finite, >= 0).
    @inline(__always)
    static func ofBound(_ v: Float) -> Int64 { of(min(v, largestBound)) }

    /// A grid value as a float in points.
    @inline(__always)
    static func points(_ units: Int64) -> Float { Float(Double(units) / perPoint) }

    /// A grid value in points, as a Double (exact).
    @inline(__always)
    static func double(_ units: Int64) -> Double { Double(units) / perPoint }
}

/// The lanes of one arrange, across: count, lengths, gap, and the content box's length across.
///
/// The free space A − (n−1)·g is shared as a browser shares it among `1fr` tracks: the share
/// fr = (free / n) as a float, and lane t ends floor(t · fr) units into the free space, so lanes
/// differ by a unit where fr is not whole (their sum is the free space, not n whole shares). A lane
/// held at its auto-fill minimum m (one lane of m > A) is m long.
struct LaneGeometry {
    /// The number of lanes n (1 to `FlowLimits.maxLanes`).
    let count: Int
    /// The gap between lanes (item spacing), in units.
    let gap: Int64
    /// The content box across (the bound across minus padding, >= 0), in units.
    let available: Int64
    /// The share of one lane in units (fr × 64, fr rounded to a float), or nil when every lane is
    /// `minimum` long.
    let share: Double?
    let minimum: Int64

    /// The lanes for `lanes` in a content box `available` units across with `gap` units between
    /// lanes: auto-fill takes max(1, floor((A + g) / (m + g))) lanes (exact at A = k·m + (k−1)·g:
    /// k lanes), at most `FlowLimits.maxLanes`; a count that many.
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
        self.minimum = minimum
        let free = max(0, available - Int64(count - 1) * gap)
        if free < minimum * Int64(count) {
            share = nil
        } else {
            // The float share, times 64 (exact), times t (exact: 24 + 17 bits) is floored per lane.
            share = Double(Float(Double(free) / LaneUnits.perPoint / Double(count))) * LaneUnits.perPoint
        }
    }

    /// Where lane s starts across, from the content box's start (lane 0 at 0), in units; s may be
    /// n (then the end of the last lane plus one gap).
    @inline(__always)
    func offset(_ s: Int) -> Int64 {
        guard let share else { return Int64(s) * (minimum + gap) }
        // Truncation is the floor here (non-negative), without the C library's floor.
        return Int64(s) * gap + Int64(share * Double(s))
    }

    /// The length across of an area of `span` lanes from lane s: from its first lane's start to
    /// its last lane's end.
    @inline(__always)
    func areaLength(from s: Int, span: Int) -> Int64 { offset(s + span) - gap - offset(s) }

    /// Lane t's length.
    @inline(__always)
    func length(_ t: Int) -> Int64 { areaLength(from: t, span: 1) }

    /// Every lane with the gaps between them, in units.
    var total: Int64 { areaLength(from: 0, span: count) }
}
