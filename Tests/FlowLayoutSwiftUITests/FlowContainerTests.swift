// The SwiftUI containers' logic with fake subviews: what SwiftUI would ask and be told.
import FlowLayout
import FlowLayoutSwiftUI
import Testing

/// A subview of fixed size, or of text that wraps (`wrapsAt` points per line), that records
/// how often it was measured and where it was placed.
final class FakeSubview: FlowSubview {
    let size: FlowSize
    var firstBaseline: Float?
    var guide: Float?
    var spacing = FlowSpacing(leading: 0, top: 0, trailing: 0, bottom: 0)
    var placed: FlowRect?
    var measured = 0

    init(_ width: Float, _ height: Float) { size = FlowSize(width: width, height: height) }

    func sizeThatFits(width: Float?, height: Float?) -> FlowSize {
        measured += 1
        return size
    }
    func baselines(at size: FlowSize) -> (first: Float, last: Float) {
        (firstBaseline ?? size.height, firstBaseline ?? size.height)
    }
    func explicitGuide(at size: FlowSize) -> Float? { guide }
    func place(in frame: FlowRect) { placed = frame }
}

private func options(_ change: (inout FlowOptions) -> Void) -> FlowOptions {
    var o = FlowOptions()
    change(&o)
    return o
}

@Suite("SwiftUI containers' core, with fake subviews")
struct FlowContainerTests {
    @Test func placesSubviewsWhereTheLayoutPutsThemInTheBoundsGiven() {
        let subviews = [FakeSubview(60, 20), FakeSubview(90, 30), FakeSubview(70, 20)]
        let container = FlowContainer(options: options { $0.alignItems = .center })
        let cache = container.makeCache(subviews: subviews)
        let size = container.sizeThatFits(width: 200, height: nil, subviews: subviews, cache: cache)
        #expect(size == FlowSize(width: 200, height: 58))
        container.placeSubviews(in: FlowRect(x: 10, y: 100, width: 200, height: 58), subviews: subviews, cache: cache)
        #expect(subviews.map(\.placed) == [FlowRect(x: 10, y: 105, width: 60, height: 20),
                                           FlowRect(x: 78, y: 100, width: 90, height: 30),
                                           FlowRect(x: 10, y: 138, width: 70, height: 20)])
    }

    @Test func sizeThatFitsAndPlaceSubviewsShareOneMeasurementPerProposal() {
        let subviews = [FakeSubview(60, 20), FakeSubview(90, 30)]
        let container = FlowContainer()
        let cache = container.makeCache(subviews: subviews)
        for _ in 0..<3 {
            _ = container.sizeThatFits(width: 300, height: nil, subviews: subviews, cache: cache)
            _ = container.sizeThatFits(width: nil, height: nil, subviews: subviews, cache: cache)
            container.placeSubviews(in: FlowRect(x: 0, y: 0, width: 300, height: 30), subviews: subviews, cache: cache)
        }
        #expect(cache.measurements == 2)
        // New subviews: measured again.
        container.updateCache(cache, subviews: subviews)
        _ = container.sizeThatFits(width: 300, height: nil, subviews: subviews, cache: cache)
        #expect(cache.measurements == 4)
    }

    @Test func automaticSpacingComesFromTheSubviewsPreferences() {
        let subviews = [FakeSubview(10, 10), FakeSubview(10, 10), FakeSubview(10, 10)]
        subviews[0].spacing = FlowSpacing(leading: 0, top: 0, trailing: 4, bottom: 6)
        subviews[1].spacing = FlowSpacing(leading: 12, top: 2, trailing: 0, bottom: 0)
        let container = FlowContainer(options: options { $0.itemSpacing = .nan; $0.lineSpacing = .nan })
        let cache = container.makeCache(subviews: subviews)
        container.placeSubviews(in: FlowRect(x: 0, y: 0, width: 40, height: 100), subviews: subviews, cache: cache)
        // 0 | max(4, 12) | 10: the third item wraps, below the larger of the facing preferences.
        #expect(subviews.map { $0.placed?.x } == [0, 22, 0])
        #expect(subviews[2].placed?.y == 16)
    }

    @Test func anExplicitGuideAlignsItsSubview() {
        let subviews = [FakeSubview(10, 20), FakeSubview(10, 10)]
        subviews[1].guide = 0   // its top on the others' centres
        let container = FlowContainer(options: options { $0.alignItems = .center })
        let cache = container.makeCache(subviews: subviews)
        container.placeSubviews(in: FlowRect(x: 0, y: 0, width: 100, height: 20), subviews: subviews, cache: cache)
        #expect(subviews[0].placed?.y == 0 && subviews[1].placed?.y == 10)
    }

    @Test func firstBaselinesAreReadFromTheSubviews() {
        let subviews = [FakeSubview(10, 30), FakeSubview(10, 12)]
        subviews[0].firstBaseline = 24
        subviews[1].firstBaseline = 9
        let container = FlowContainer(options: options { $0.alignItems = .firstBaseline })
        let cache = container.makeCache(subviews: subviews)
        container.placeSubviews(in: FlowRect(x: 0, y: 0, width: 100, height: 30), subviews: subviews, cache: cache)
        #expect(subviews[1].placed?.y == 15)   // 24 - 9
    }

    @Test func refusedOptionsLayOutNothingRatherThanTrap() {
        let subviews = [FakeSubview(10, 10)]
        let container = FlowContainer(options: options { $0.itemSpacing = -1 })
        let cache = container.makeCache(subviews: subviews)
        #expect(container.sizeThatFits(width: 100, height: nil, subviews: subviews, cache: cache) == FlowSize(width: 0, height: 0))
        container.placeSubviews(in: FlowRect(x: 5, y: 5, width: 100, height: 10), subviews: subviews, cache: cache)
        #expect(subviews[0].placed == FlowRect(x: 5, y: 5, width: 0, height: 0))
    }
}
