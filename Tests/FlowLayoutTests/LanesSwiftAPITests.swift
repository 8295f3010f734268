// Lanes (masonry) through the Swift API as an app's code meets it: only what `import FlowLayout`
// shows (no @testable). Placements are checked against the rule written out here from the item
// heights, not against figures the engine printed.
import FlowLayout
import Testing

/// Runs `body` and returns the FlowError it threw, or nil when it threw nothing.
private func thrown(_ body: () throws -> Void) -> FlowError? {
    do { try body() } catch let error as FlowError { return error } catch { Issue.record("\(error) is not a FlowError") }
    return nil
}

private func says(_ error: FlowError?, _ word: String) -> Bool {
    guard let error else { return false }
    return error.message.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }.contains(word)
}

/// Column lanes of whole-point lengths (no 1/64 rounding in play): where each item goes by the
/// rule - the start of the `span` lanes that end first, the first within the tolerance searching
/// from the lane after the previous item's, wrapping round - as (first lane, top).
private func byTheRule(heights: [Float], spans: [Int], lanes n: Int, lineGap: Float, tolerance: Float) -> [(Int, Float)] {
    var ends = Array(repeating: Float(0), count: n)
    var cursor = 0
    var placed: [(Int, Float)] = []
    for (i, height) in heights.enumerated() {
        let k = min(spans.isEmpty ? 1 : spans[i], n)
        let starts = (0...(n - k)).map { s in ends[s..<(s + k)].max()! }
        let lowest = starts.min()!
        let origin = cursor <= n - k ? cursor : 0
        let first = (Array(origin...(n - k)) + Array(0..<origin)).first { starts[$0] <= lowest + tolerance }!
        for t in first..<(first + k) { ends[t] = starts[first] + height + lineGap }
        cursor = first + k
        placed.append((first, starts[first]))
    }
    return placed
}

@Suite("Swift API: lanes (masonry)")
struct LanesSwiftAPITests {
    @Test(arguments: [Float(0), 16, 40])
    func itemsGoToTheLanesThatEndFirst(tolerance: Float) throws {
        let heights: [Float] = [60, 20, 30, 10, 25, 40, 18, 33, 70, 12]
        let spans = [1, 1, 1, 2, 9, 1, 3, 1, 2, 1]
        var layout = FlowLayout()
        layout.options.lanes = .count(4)
        layout.options.laneTolerance = tolerance
        layout.options.itemSpacing = 10
        layout.options.lineSpacing = 6
        try layout.setItems(heights.map { FlowSize(width: 5, height: $0) })
        try layout.setLaneSpans(spans)
        try layout.arrange(width: 430)  // 4 lanes of 100 with 3 gaps of 10
        let expected = byTheRule(heights: heights, spans: spans, lanes: 4, lineGap: 6, tolerance: tolerance)
        let result = layout.copyResult()
        #expect(result.lines.isEmpty && result.lanes.count == 4)
        #expect(result.lanes.map(\.offset) == [0, 110, 220, 330] && result.lanes.allSatisfy { $0.length == 100 })
        for (i, (lane, top)) in expected.enumerated() {
            let k = min(spans[i], 4)
            #expect(result.frames[i] == FlowRect(x: Float(lane) * 110, y: top, width: Float(k) * 100 + Float(k - 1) * 10,
                                                 height: heights[i]), "item \(i)")
            #expect(try layout.laneOfItem(i)! == (lane, k), "item \(i)")
        }
        #expect(result.lanes.map(\.itemCount).reduce(0, +) == UInt32(spans.map { min($0, 4) }.reduce(0, +)))
        #expect(result.contentSize == FlowSize(width: 430, height: result.lanes.map(\.extent).max()!))
        #expect(layout.lanesOfLastArrange == result.lanes)
        // The borrowed view reads the same records without a copy.
        let view = layout.lanes
        #expect(view.count == result.lanes.count)
        for t in result.lanes.indices { #expect(view[t] == result.lanes[t], "lane \(t)") }
    }

    @Test func autoFillAndTheCopyOutlivesTheNextArrange() throws {
        var layout = FlowLayout()
        layout.options.lanes = .autoFill(minLength: 180)
        layout.options.itemSpacing = 10
        try layout.setMeasure(count: 6) { _, proposal in
            // A photo of 3:2: asked with its lane's width, it answers the height that keeps it
            // (and 180 wide when no width is proposed: its ideal size, for lines).
            let width = proposal.width.isNaN ? 180 : proposal.width
            return FlowSize(width: width, height: width * 2 / 3)
        }
        try layout.arrange(width: 800)  // floor((800 + 10) / (180 + 10)) = 4 lanes
        let kept = layout.copyResult()
        #expect(kept.lanes.count == 4 && kept.lanes.allSatisfy { $0.length >= 180 })
        for frame in kept.frames { #expect(abs(frame.height - frame.width * 2 / 3) <= 1.0 / 64) }
        layout.options.lanes = nil  // lanes off: ordinary lines again
        try layout.arrange(width: 800)
        #expect(layout.copyResult().lanes.isEmpty && !layout.copyResult().lines.isEmpty)
        #expect(try layout.laneOfItem(0) == nil)
        #expect(kept.lanes.count == 4)
    }

    @Test func hiddenItemsTakeNoLane() throws {
        var layout = FlowLayout()
        layout.options.lanes = .count(2)
        try layout.setItems([FlowSize(width: 0, height: 30), FlowSize(width: 0, height: 50), FlowSize(width: 0, height: 20)])
        try layout.setFlags([[], .hidden, []])
        try layout.arrange(width: 100)
        #expect(try layout.laneOfItem(1) == nil)
        #expect(layout.copyResult().frames[1] == .zero)
        #expect(layout.copyResult().lanes.map(\.itemCount) == [1, 1])
    }

    @Test func badInputIsATypedErrorAndChangesNothing() throws {
        var layout = FlowLayout()
        layout.options.lanes = .count(3)
        try layout.setItems(Array(repeating: FlowSize(width: 0, height: 10), count: 3))
        try layout.arrange(width: 300)
        let before = layout.copyResult()
        let zeroSpan = thrown { try layout.setLaneSpans([1, 0, 1]) }
        #expect(zeroSpan?.status == .invalidArgument && zeroSpan?.item == 1)
        #expect(thrown { try layout.setLaneSpans([1, 1]) }?.status == .invalidArgument)
        let index = thrown { _ = try layout.laneOfItem(3) }
        #expect(index?.status == .invalidArgument && says(index, "index"))
        // Options set in place are judged at the next arrange, which throws and keeps the results.
        for refused: FlowLanes in [.count(0), .count(FlowLimits.maxLanes + 1), .autoFill(minLength: -1),
                                   .autoFill(minLength: .nan), .autoFill(minLength: .infinity)] {
            layout.options.lanes = refused
            #expect(thrown { try layout.arrange(width: 300) }?.status == .invalidArgument, "\(refused)")
            #expect(layout.copyResult() == before)
        }
        layout.options.lanes = .count(3)
        layout.options.laneTolerance = -1
        #expect(says(thrown { try layout.arrange(width: 300) }, "tolerance"))
        var options = layout.options
        options.laneTolerance = .nan
        #expect(thrown { try layout.setOptions(options) }?.status == .invalidArgument)
        layout.options.laneTolerance = 16
        // The width across the lanes is needed.
        #expect(thrown { try layout.arrange(width: nil) }?.status == .invalidArgument)
        try layout.arrange(width: 300)
        #expect(layout.copyResult() == before)
    }

    @Test func theReferenceTypeGivesLanesAsArrays() throws {
        let layout = FlowLayoutReference()
        layout.options.lanes = .count(2)
        layout.options.itemSpacing = 0
        layout.options.lineSpacing = 0
        try layout.setItems([FlowSize(width: 0, height: 30), FlowSize(width: 0, height: 50), FlowSize(width: 0, height: 20)])
        try layout.withLayout { (layout) throws(FlowError) in try layout.setLaneSpans([1, 1, 2]) }
        try layout.arrange(width: 100)
        #expect(layout.lanes.map(\.extent) == [70, 70])  // the spanning item starts below the longer lane
        #expect(try layout.laneOfItem(2)! == (0, 2))
        #expect(layout.frames[2] == FlowRect(x: 0, y: 50, width: 100, height: 20))
        #expect(layout.result.lanes == layout.lanes)
    }
}
