// The Swift API as an app's code meets it: only what `import FlowLayout` shows (no @testable).
import FlowLayout
import Testing

private func sizes(_ pairs: [(Float, Float)]) -> [FlowSize] { pairs.map { FlowSize(width: $0.0, height: $0.1) } }

/// Runs `body` and returns the FlowError it threw, or nil when it threw nothing.
private func thrown(_ body: () throws -> Void) -> FlowError? {
    do { try body() } catch let error as FlowError { return error } catch { Issue.record("\(error) is not a FlowError") }
    return nil
}

/// Whether a StaticString message contains `word`.
private func says(_ error: FlowError?, _ word: String) -> Bool {
    guard let error else { return false }
    return error.message.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }.contains(word)
}

@Suite("Swift API: results, options in place, bounds, the reference type, bad input")
struct SwiftAPITests {
    // MARK: Results

    @Test func spansReadTheResultsAndCopiesOutliveTheNextArrange() throws {
        var layout = FlowLayout()
        try layout.setItems(sizes([(60, 20), (90, 20), (70, 20)]))
        try layout.arrange(width: 200)
        #expect(layout.frames.count == 3 && layout.lines.count == 2)
        #expect(layout.frames[2] == FlowRect(x: 0, y: 28, width: 70, height: 20))
        let kept = layout.copyResult()
        #expect(kept.frames.count == 3 && kept.lines.count == 2 && kept.size == layout.size)
        #expect(kept.overflowFrame == nil)
        // Many more items: the buffers behind the spans are reallocated, the copy is untouched.
        try layout.setItems(Array(repeating: FlowSize(width: 1, height: 1), count: 100_000))
        try layout.arrange(width: 1000)
        #expect(kept.frames[2] == FlowRect(x: 0, y: 28, width: 70, height: 20))
        #expect(layout.frames.count == 100_000)
        #expect(layout.copyResult().frames.count == 100_000)
    }

    @Test func theOverflowFrameIsNilUnlessTheIndicatorIsShown() throws {
        var layout = FlowLayout()
        layout.options.maxLines = 1
        try layout.setOverflowIndicator { _ in FlowSize(width: 10, height: 10) }
        try layout.setItems(sizes([(40, 10), (40, 10), (40, 10)]))
        try layout.arrange(width: 100)
        #expect(layout.copyResult().overflowFrame != nil)
        #expect(layout.copyResult().visibleCount == 1)
        try layout.arrange(width: 1000)
        #expect(layout.copyResult().overflowFrame == nil)
    }

    // MARK: Options in place

    @Test func optionsAreSetInPlace() throws {
        var layout = FlowLayout()
        try layout.setItems(sizes([(60, 20), (90, 20)]))
        try layout.arrange(width: 200)
        #expect(layout.frames[1].x == 68)
        layout.options.justify = .spaceBetween
        try layout.arrange(width: 200)   // same bounds: the change still takes effect
        #expect(layout.frames[1].x == 110)
        #expect(layout.options.justify == .spaceBetween)
    }

    @Test func aRefusedOptionMakesTheNextLayoutCallThrowUntilItIsCorrected() throws {
        var layout = FlowLayout()
        try layout.setItems(sizes([(60, 20), (90, 20)]))
        try layout.arrange(width: 200)
        let before = layout.copyResult()
        layout.options.itemSpacing = -1
        #expect(layout.options.itemSpacing == -1)   // kept as given
        let error = thrown { try layout.arrange(width: 200) }
        #expect(error?.status == .invalidArgument && says(error, "item spacing"))
        #expect(thrown { _ = try layout.sizeThatFits(width: 200) }?.status == .invalidArgument)
        #expect(thrown { _ = try layout.fits(width: 200) }?.status == .invalidArgument)
        #expect(layout.copyResult() == before)   // the results stay
        // Setting items still works; another valid option does not hide the refused one.
        try layout.setItems(sizes([(60, 20), (90, 20)]))
        layout.options.lineSpacing = 2
        #expect(thrown { try layout.arrange(width: 200) } != nil)
        layout.options.itemSpacing = 4
        try layout.arrange(width: 200)
        #expect(layout.frames[1].x == 64)
        // setOptions refuses at once, and changes nothing.
        var bad = layout.options
        bad.maxLines = -1
        #expect(thrown { try layout.setOptions(bad) }?.status == .invalidArgument)
        #expect(layout.options.maxLines == 0)
        for refuse in [{ (o: inout FlowOptions) in o.maxLines = -1 }, { $0.pixelScale = .nan },
                       { $0.lineSpacing = .infinity }, { $0.padding.left = -2 }, { $0.separator.width = -1 }] {
            var l = FlowLayout()
            try l.setItems(sizes([(10, 10)]))
            refuse(&l.options)
            #expect(thrown { try l.arrange(width: 100) }?.status == .invalidArgument)
        }
    }

    // MARK: Bounds

    @Test func nilBoundsAreUnspecifiedAndAnyFloatingPointTypeIsAccepted() throws {
        var a = FlowLayout(), b = FlowLayout()
        try a.setItems(sizes([(60, 20), (90, 20), (70, 20)]))
        try b.setItems(sizes([(60, 20), (90, 20), (70, 20)]))
        try a.arrange(width: 200)
        try b.arrange(width: 200, height: .nan)
        #expect(a.copyResult() == b.copyResult())
        try a.arrange()
        #expect(a.lines.count == 1 && a.size.width == 236)
        let width: Double = 200
        try a.arrange(width: width)
        #expect(a.copyResult() == b.copyResult())
        #expect(try a.sizeThatFits(width: width) == FlowSize(width: 200, height: 48))
        #expect(try a.sizeThatFits(width: Float(200), height: nil) == FlowSize(width: 200, height: 48))
        #expect(try a.fits(width: 200, height: 47) == false)
        #expect(FlowSize(width: 1.5, height: 2.5) == FlowSize(width: Float(1.5), height: Float(2.5)))
    }

    // MARK: The reference type

    final class Model {
        let layout = FlowLayoutReference()
    }

    @Test func aReferenceLivesInOrdinaryTypesAndItsArraysFollowEachArrange() throws {
        let model = Model()
        model.layout.options.itemSpacing = 0
        try model.layout.setItems(sizes([(50, 10), (50, 10), (50, 10)]))
        try model.layout.arrange(width: 100)
        let first = model.layout.frames
        #expect(first.map(\.x) == [0, 50, 0] && model.layout.lines.count == 2)
        try model.layout.arrange(width: 200)
        #expect(model.layout.frames.map(\.x) == [0, 50, 100])
        #expect(first.map(\.x) == [0, 50, 0])   // a copy: unchanged
        // Anything else through withLayout; the arrays follow.
        try model.layout.withLayout { (layout) throws(FlowError) in
            try layout.setGrow([1, 0, 0])
            try layout.arrange(width: 200)
        }
        #expect(model.layout.frames.map(\.width) == [100, 50, 50])
        #expect(model.layout.result.size == FlowSize(width: 200, height: 10))
        #expect(try model.layout.neighbor(of: 0, .right) == 1)
        #expect(model.layout.itemAt(x: 120, y: 5) == 1)
    }

    @Test func firstFittingOverReferences() throws {
        func stack(_ axis: FlowAxis) throws -> FlowLayoutReference {
            var options = FlowOptions()
            options.axis = axis
            options.wrap = .none
            options.uniformSize = true
            let layout = FlowLayoutReference(options: options)
            try layout.setItems(sizes([(16, 20), (70, 20), (42, 20)]))
            return layout
        }
        let candidates = [try stack(.horizontal), try stack(.vertical)]
        #expect(try FlowLayoutReference.firstFitting(candidates, width: 320) == 0)
        #expect(candidates[0].frames.map(\.width) == [70, 70, 70])
        #expect(try FlowLayoutReference.firstFitting(candidates, width: 100) == 1)
        #expect(candidates[1].frames.map(\.y) == [0, 28, 56])
        #expect(thrown { _ = try FlowLayoutReference.firstFitting([], width: 100) }?.status == .invalidArgument)
    }

    // MARK: Bad input is a typed error, never a trap

    @Test func badInputFromSwiftThrowsATypedErrorNamingTheArgument() throws {
        var layout = FlowLayout()
        try layout.setItems(sizes([(10, 10), (20, 10)]))
        try layout.arrange(width: 100)
        let width = thrown { try layout.arrange(width: -1) }
        #expect(width?.status == .invalidArgument && says(width, "width"))
        let height = thrown { try layout.arrange(width: 10, height: -5) }
        #expect(height?.status == .invalidArgument && says(height, "height"))
        #expect(thrown { _ = try layout.sizeThatFits(width: -1.0 as Double) }?.status == .invalidArgument)
        let size = thrown { try layout.setItems(sizes([(10, 10), (-1, 10)])) }
        #expect(size?.status == .invalidArgument && size?.item == 1)
        #expect(thrown { try layout.setItems(sizes([(.nan, 10)])) }?.item == 0)
        #expect(thrown { try layout.setItems(sizes([(.infinity, 10)])) }?.item == 0)
        #expect(thrown { try layout.setGrow([1]) }?.status == .invalidArgument)
        #expect(thrown { try layout.setGrow([1, -1]) }?.item == 1)
        #expect(thrown { try layout.setFlags([[], FlowItemFlags(rawValue: 1 << 20)]) }?.item == 1)
        #expect(thrown { try layout.setMeasure(count: -1) { _, _ in FlowSize(width: 1, height: 1) } }?.status == .invalidArgument)
        #expect(thrown { try layout.invalidateItem(-1) }?.status == .invalidArgument)
        #expect(thrown { try layout.invalidateItem(2) }?.status == .invalidArgument)
        #expect(thrown { try layout.setItemSize(-1, FlowSize(width: 1, height: 1)) }?.status == .invalidArgument)
        #expect(thrown { try layout.setItemSize(0, FlowSize(width: -1, height: 1)) }?.status == .invalidArgument)
        #expect(thrown { _ = try layout.lineOfItem(-1) }?.status == .invalidArgument)
        #expect(thrown { _ = try layout.neighbor(of: -1, .left) }?.status == .invalidArgument)
        #expect(thrown { _ = try layout.neighbor(of: 2, .left) }?.status == .invalidArgument)
        #expect(thrown { _ = try layout.insertionPoint(x: .nan, y: 0) }?.status == .invalidArgument)
        #expect(thrown { _ = try layout.linesInRange(from: 5, to: 1) }?.status == .invalidArgument)
        #expect(layout.itemAt(x: .nan, y: .nan) == nil)
        // A measure callback's bad answer.
        try layout.setMeasure(count: 1) { _, _ in FlowSize(width: -3, height: 1) }
        let measured = thrown { try layout.arrange(width: 100) }
        #expect(measured?.status == .measure && measured?.item == 0)
        // A measure callback that re-enters its own layout is refused, not a crash: the
        // reference type makes that reachable from Swift.
        let reference = FlowLayoutReference()
        var reentry: FlowError?
        try reference.setMeasure(count: 1) { _, _ in
            reentry = thrown { try reference.setItems([]) }
            return FlowSize(width: 1, height: 1)
        }
        _ = thrown { try reference.arrange(width: 10) }
        #expect(reentry != nil)
    }
}
