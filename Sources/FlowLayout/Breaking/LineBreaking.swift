// Step 2 of arranging: which items share a line. Strategies sit behind `LineBreaker`; the
// layout asks for one line at a time so it can measure each line while its items are in cache.

/// What a line breaker reads. Pointers are valid only during one arrange.
struct LineBreakInput {
    let count: Int
    /// Sizes as interleaved (width, height) floats; `mainOffset` picks the main-axis one.
    let sizes: UnsafePointer<Float>
    let mainOffset: Int
    /// Gap before item i (i >= 1) when gaps differ per pair (automatic spacing); else nil.
    let pairGaps: UnsafePointer<Double>?
    let constantGap: Double
    let flags: UnsafePointer<UInt32>?
    /// The main-axis length M; +infinity when unbounded.
    let limit: Double
    /// Int.max when unlimited.
    let maxItemsPerLine: Int
    /// 0 when none.
    let minLines: Int
    /// `limit` with the fit tolerance added (see `fits`).
    let fitLimit: Double

    init(count: Int, sizes: UnsafePointer<Float>, mainOffset: Int, pairGaps: UnsafePointer<Double>?,
         constantGap: Double, flags: UnsafePointer<UInt32>?, limit: Double, maxItemsPerLine: Int, minLines: Int) {
        self.count = count
        self.sizes = sizes
        self.mainOffset = mainOffset
        self.pairGaps = pairGaps
        self.constantGap = constantGap
        self.flags = flags
        self.limit = limit
        self.maxItemsPerLine = maxItemsPerLine
        self.minLines = minLines
        fitLimit = Self.tolerantLimit(limit)
    }

    @inline(__always)
    func cross(_ i: Int) -> Float { sizes[2 &* i &+ (1 &- mainOffset)] }

    @inline(__always)
    func main(_ i: Int) -> Double { Double(sizes[2 &* i &+ mainOffset]) }

    @inline(__always)
    func gap(before i: Int) -> Double { pairGaps?[i] ?? constantGap }

    @inline(__always)
    func forcesBreak(before i: Int) -> Bool {
        guard let flags else { return false }
        return flags[i &- 1] & FlowItemFlags.breakAfter.rawValue != 0
            || flags[i] & FlowItemFlags.breakBefore.rawValue != 0
    }

    /// Whether a line of length `used` fits in `limit`. The tolerance keeps exact fits fitting when
    /// float inputs summed in a different order differ in the last bits.
    @inline(__always)
    static func fits(_ used: Double, within limit: Double) -> Bool {
        used <= tolerantLimit(limit)
    }

    @inline(__always)
    static func tolerantLimit(_ limit: Double) -> Double { limit + (1.0 / 4096 + limit.magnitude * 1e-9) }
}

protocol LineBreaker {
    /// Called once per arrange, before the first `lineEnd`.
    mutating func prepare(_ input: LineBreakInput)
    /// The end (exclusive) of the line that starts at item `start` (start < input.count).
    mutating func lineEnd(startingAt start: Int, _ input: LineBreakInput) -> Int
    /// The used length (items + gaps) of the line `lineEnd` just returned, when the breaker has
    /// it at hand; nil makes the layout add it up.
    var lastLineLength: Double? { get }
    /// The largest cross size in that line, when at hand.
    var lastLineLargestCross: Double? { get }
}

extension LineBreaker {
    var lastLineLength: Double? { nil }
    var lastLineLargestCross: Double? { nil }
}

/// Each line takes items while they fit (CSS `flex-wrap: wrap`). An item longer than the line
/// sits alone on it.
struct GreedyLineBreaker: LineBreaker {
    private(set) var lastLineLength: Double?
    private(set) var lastLineLargestCross: Double?

    mutating func prepare(_ input: LineBreakInput) {}

    @inline(__always)
    mutating func lineEnd(startingAt start: Int, _ input: LineBreakInput) -> Int {
        var used = input.main(start)
        var largestCross = input.cross(start)
        var end = start &+ 1
        let lastAllowed = input.maxItemsPerLine >= input.count &- start
            ? input.count : start &+ input.maxItemsPerLine
        if input.pairGaps == nil, input.flags == nil {
            // The common case, kept free of per-item checks: one gap, no forced breaks.
            let gap = input.constantGap
            while end < lastAllowed {
                let next = used + gap + input.main(end)
                if next > input.fitLimit { break }
                used = next
                largestCross = max(largestCross, input.cross(end))
                end &+= 1
            }
        } else {
            while end < lastAllowed {
                if input.forcesBreak(before: end) { break }
                let next = used + input.gap(before: end) + input.main(end)
                if next > input.fitLimit { break }
                used = next
                largestCross = max(largestCross, input.cross(end))
                end &+= 1
            }
        }
        lastLineLength = used
        lastLineLargestCross = Double(largestCross)
        return end
    }
}
