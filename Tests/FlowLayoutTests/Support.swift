@testable import FlowLayout
import Testing

/// Builds a layout from (width, height) pairs and options, arranges it and returns it.
func arranged(
    _ sizes: [(Float, Float)], width: Float, height: Float = .nan,
    _ configure: (inout FlowOptions) -> Void = { _ in }
) throws -> FlowLayout {
    var layout = try makeLayout(sizes, configure)
    try layout.arrange(width: width, height: height)
    return layout
}

func makeLayout(_ sizes: [(Float, Float)], _ configure: (inout FlowOptions) -> Void = { _ in }) throws -> FlowLayout {
    var layout = FlowLayout()
    var options = FlowOptions()
    configure(&options)
    try layout.setOptions(options)
    try layout.setItems(sizes.map { FlowSize(width: $0.0, height: $0.1) })
    return layout
}

/// Runs `body` with the layouts `makers` build, side by side in one buffer (layouts are
/// noncopyable: candidates of `firstFitting` live in place).
func withLayouts<R>(
    _ makers: [() throws -> FlowLayout], _ body: (UnsafeMutableBufferPointer<FlowLayout>) throws -> R
) throws -> R {
    let buffer = UnsafeMutableBufferPointer<FlowLayout>.allocate(capacity: max(1, makers.count))
    var made = 0
    defer {
        buffer.baseAddress!.deinitialize(count: made)
        buffer.deallocate()
    }
    for make in makers {
        (buffer.baseAddress! + made).initialize(to: try make())
        made += 1
    }
    return try body(UnsafeMutableBufferPointer(start: buffer.baseAddress, count: made))
}

func rect(_ x: Float, _ y: Float, _ w: Float, _ h: Float) -> FlowRect {
    FlowRect(x: x, y: y, width: w, height: h)
}

extension FlowLayout {
    var frameList: [FlowRect] { Array(frames) }
    var lineList: [FlowLine] { Array(lines) }
    var xs: [Float] { frameList.map(\.x) }
    var ys: [Float] { frameList.map(\.y) }
    /// Items per visible line.
    var lineCounts: [Int] { lineList.map { Int($0.itemCount) } }
}

/// Frames equal within `tolerance` on every edge.
func expectFrames(_ actual: [FlowRect], _ expected: [FlowRect], tolerance: Float = 1e-3,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.count == expected.count, "frame count", sourceLocation: sourceLocation)
    for (i, (a, e)) in zip(actual, expected).enumerated() {
        let close = abs(a.x - e.x) <= tolerance && abs(a.y - e.y) <= tolerance
            && abs(a.width - e.width) <= tolerance && abs(a.height - e.height) <= tolerance
        #expect(close, "item \(i): got \(a), expected \(e)", sourceLocation: sourceLocation)
    }
}

func expectValues(_ actual: [Float], _ expected: [Float], tolerance: Float = 1e-3,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.count == expected.count, "value count", sourceLocation: sourceLocation)
    for (i, (a, e)) in zip(actual, expected).enumerated() {
        #expect(abs(a - e) <= tolerance, "value \(i): got \(a), expected \(e)", sourceLocation: sourceLocation)
    }
}

/// A small deterministic generator (SplitMix64) so random tests can print and replay their seed.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The line starts `breaker` gives `sizes` (main lengths; cross 10) on rows with one gap, per-item
/// `flags` (nil: none) and an item limit, after `prepare`.
func lineStarts<B: LineBreaker>(
    _ breaker: inout B, _ sizes: [Float], gap: Float, limit: Double, minLines: Int, flags: [UInt32]? = nil,
    perLine: Int = Int.max
) -> [Int] {
    let n = sizes.count
    let pairs: [Float] = sizes.flatMap { [$0, Float(10)] }
    let noFlags = flags ?? [UInt32](repeating: 0, count: n)
    return pairs.withUnsafeBufferPointer { p in
        noFlags.withUnsafeBufferPointer { f in
            let input = LineBreakInput(
                count: n, sizes: p.baseAddress!, mainOffset: 0, pairGaps: nil, constantGap: Double(gap),
                flags: flags == nil ? nil : f.baseAddress, limit: limit, maxItemsPerLine: perLine, minLines: minLines)
            breaker.prepare(input)
            var starts: [Int] = [], start = 0
            while start < n {
                starts.append(start)
                start = breaker.lineEnd(startingAt: start, input)
            }
            return starts
        }
    }
}

/// Every reader of a layout as bits, so that two layouts compare exactly.
func readerBits(_ l: borrowing FlowLayout) -> [UInt32] {
    func rectBits(_ r: FlowRect) -> [UInt32] { [r.x, r.y, r.width, r.height].map(\.bitPattern) }
    var bits: [UInt32] = [l.size.width, l.size.height, l.contentSize.width, l.contentSize.height].map(\.bitPattern)
    bits.append(UInt32(l.visibleCount))
    bits.append(UInt32(l.frames.count))
    for f in Array(l.frames) { bits += rectBits(f) }
    bits.append(UInt32(l.lines.count))
    for line in Array(l.lines) {
        bits += [line.firstItem, line.itemCount, line.mainSize.bitPattern, line.crossOffset.bitPattern,
                 line.crossSize.bitPattern]
    }
    bits.append(UInt32(l.separators.count))
    for s in Array(l.separators) { bits += rectBits(s) }
    bits += rectBits(l.overflowFrame)
    return bits
}
