@testable import FlowLayout
import Testing

/// The range measure callback asks the per-item callback's questions in runs: the ideal sizes
/// the cache lacks, consecutive items at most `FlowLimits.maxMeasureRun` a call, every other
/// question a run of one (but lanes' where every lane is as long); its layouts are the per-item
/// callback's, bit for bit.
@Suite("Measuring runs of items")
struct MeasureRangeTests {
    /// Text-like items: item i wants `ideal(i)` along the line and wraps when offered less.
    static func ideal(_ i: Int) -> Float { 20 + Float((i &* 37) % 90) + (i % 7 == 0 ? 400 : 0) }
    static func answer(_ i: Int, _ p: FlowSize, columns: Bool = false) -> FlowSize {
        let offered = columns ? p.height : p.width
        var main = ideal(i), cross = 10 + Float((i &* 11) % 20)
        if !offered.isNaN, offered < main { cross *= (main / offered).rounded(.up); main = offered }
        return columns ? FlowSize(width: cross, height: main) : FlowSize(width: main, height: cross)
    }

    struct Call: Equatable { var items: Range<Int>; var width: Float; var height: Float }

    @Test func idealSizesAreAskedInRunsThenLongItemsOneByOne() throws {
        var calls: [Call] = []
        var l = FlowLayout()
        try l.setMeasure(count: 10_000, ranges: { items, proposal, answers in
            calls.append(Call(items: items, width: proposal.width, height: proposal.height))
            for k in 0..<items.count { answers[k] = Self.answer(items.lowerBound + k, proposal) }
        })
        try l.arrange(width: 300, height: .nan)
        let ideal = calls.filter { $0.width.isNaN }
        #expect(ideal.map(\.items) == [0..<4096, 4096..<8192, 8192..<10_000])
        #expect(ideal.allSatisfy { $0.height.isNaN })
        let again = calls.filter { !$0.width.isNaN }
        #expect(again.map(\.items) == (0..<10_000).filter { Self.ideal($0) > 300 }.map { $0..<($0 + 1) })
        #expect(again.allSatisfy { $0.width == 300 && $0.height.isNaN })

        calls = []
        try l.arrange(width: 280, height: .nan)
        #expect(calls.allSatisfy { $0.items.count == 1 && $0.width == 280 })
        calls = []
        try l.arrange(width: 300, height: .nan)   // the bound before: cached
        #expect(calls.isEmpty)
        for i in [5, 6, 7, 9_999] { try l.invalidateItem(i) }
        try l.arrange(width: 300, height: .nan)
        #expect(calls.filter { $0.width.isNaN }.map(\.items) == [5..<8, 9_999..<10_000])
    }

    @Test func layoutsAreThoseOfThePerItemCallbackAndOfTheAnswersAsSizes() throws {
        var random = SeededRandom(seed: 0x5eed_4a11)
        for round in 0..<300 {
            let n = 1 + Int(random.next() % 80)
            let columns = random.next() % 4 == 0
            let lanes = random.next() % 6 == 0
            var options = FlowOptions()
            options.axis = columns ? .vertical : .horizontal
            options.justify = [.start, .center, .spaceBetween, .spaceEvenly][Int(random.next() % 4)]
            options.alignItems = [.start, .center, .end, .stretch][Int(random.next() % 4)]
            options.lineBreaking = [.greedy, .balance, .pretty][Int(random.next() % 3)]
            options.maxLines = random.next() % 4 == 0 ? 2 : 0
            options.uniformSize = random.next() % 7 == 0
            options.itemSpacing = Float(random.next() % 9)
            if lanes { options.lanes = .count(3) }
            let margins = random.next() % 3 == 0
            let bound = 60 + Float(random.next() % 400)
            let width: Float = columns ? (lanes ? 500 : .nan) : bound
            let height: Float = columns ? bound : .nan

            var ranged = FlowLayout(), perItem = FlowLayout(), given = FlowLayout()
            try ranged.setOptions(options); try perItem.setOptions(options); try given.setOptions(options)
            try ranged.setMeasure(count: n, ranges: { items, proposal, answers in
                for k in 0..<items.count { answers[k] = Self.answer(items.lowerBound + k, proposal, columns: columns) }
            })
            try perItem.setMeasure(count: n) { i, p in Self.answer(i, p, columns: columns) }
            let asSizes = (0..<n).map { i -> FlowSize in
                let ideal = Self.answer(i, FlowSize(width: .nan, height: .nan), columns: columns)
                let along = columns ? ideal.height : ideal.width
                return along > bound ? Self.answer(i, columns ? FlowSize(width: .nan, height: bound)
                                                             : FlowSize(width: bound, height: .nan), columns: columns) : ideal
            }
            try given.setItems(asSizes)
            if margins {
                let m = (0..<n).map { FlowEdges(top: Float($0 % 3), right: 1, bottom: 0, left: Float($0 % 5) - 2) }
                try ranged.setMargins(m); try perItem.setMargins(m); try given.setMargins(m)
            }
            try ranged.arrange(width: width, height: height)
            try perItem.arrange(width: width, height: height)
            #expect(readerBits(ranged) == readerBits(perItem), "round \(round)")
            if !lanes && !options.uniformSize {
                try given.arrange(width: width, height: height)
                #expect(readerBits(ranged) == readerBits(given), "round \(round)")
            }
        }
    }

    @Test func anInvalidOrMissingAnswerFailsNamesTheItemAndForgetsTheRun() throws {
        for bad in 0..<4 {
            var failing = false
            var asked: [Range<Int>] = []
            var l = FlowLayout()
            try l.setMeasure(count: 8, ranges: { items, proposal, answers in
                asked.append(items)
                for k in 0..<items.count {
                    let i = items.lowerBound + k
                    if failing && i == 5 {
                        if bad == 3 { continue }   // left unwritten
                        answers[k] = [FlowSize(width: .nan, height: 1), FlowSize(width: -1, height: 1),
                                      FlowSize(width: 1, height: .infinity)][bad]
                    } else {
                        answers[k] = Self.answer(i, proposal)
                    }
                }
            })
            try l.arrange(width: 1000, height: .nan)
            let before = readerBits(l)
            for i in 4...6 { try l.invalidateItem(i) }
            failing = true
            do {
                try l.arrange(width: 900, height: .nan)
                Issue.record("the arrange should fail")
            } catch {
                #expect(error.status == .measure && error.item == 5)
            }
            #expect(readerBits(l) == before)
            failing = false
            asked = []
            try l.arrange(width: 900, height: .nan)
            #expect(asked == [4..<7])
        }
    }

    /// In lanes of one length every visible item is asked the same question (the lane's length
    /// across), so the items the cache lacks are asked in runs, hidden items left out; lanes of
    /// unequal lengths, or items that span lanes, ask each item with its own area's length.
    @Test func laneQuestionsAreAskedInRunsWhereEveryLaneIsAsLong() throws {
        var calls: [Call] = []
        var failAt: Int?
        var l = FlowLayout(), perItem = FlowLayout()
        var options = FlowOptions()
        options.lanes = .count(4)
        options.itemSpacing = 8
        try l.setOptions(options); try perItem.setOptions(options)
        let n = 10_000
        try l.setMeasure(count: n, ranges: { items, proposal, answers in
            calls.append(Call(items: items, width: proposal.width, height: proposal.height))
            for k in 0..<items.count where items.lowerBound + k != failAt {
                answers[k] = Self.answer(items.lowerBound + k, proposal)
            }
        })
        try perItem.setMeasure(count: n) { i, p in Self.answer(i, p) }
        var flags = [FlowItemFlags](repeating: [], count: n)
        for i in [100, 101, 102, 5_000] { flags[i] = .hidden }
        try l.setFlags(flags); try perItem.setFlags(flags)

        // 608 wide: four lanes of 146 points.
        try l.arrange(width: 608, height: .nan)
        try perItem.arrange(width: 608, height: .nan)
        #expect(calls.map(\.items) == [0..<100, 103..<4_199, 4_199..<5_000, 5_001..<9_097, 9_097..<10_000])
        #expect(calls.allSatisfy { $0.width == 146 && $0.height.isNaN })
        #expect(readerBits(l) == readerBits(perItem))
        calls = []
        try l.arrange(width: 608, height: .nan)   // answered: nothing asked
        #expect(calls.isEmpty)

        // A free length that is not a whole number of units per lane: lanes one unit apart
        // (154 points and 154 + 1/64).
        let uneven = Float(640) + 1 / 64
        try l.arrange(width: uneven, height: .nan)
        try perItem.arrange(width: uneven, height: .nan)
        #expect(calls.count == n - 4 && calls.allSatisfy { $0.items.count == 1 })
        #expect(Set(calls.map(\.width)).count == 2)
        #expect(readerBits(l) == readerBits(perItem))

        // An item spanning two lanes: each item asked with its own area.
        var spans = [Int](repeating: 1, count: n)
        spans[7] = 2
        try l.setLaneSpans(spans); try perItem.setLaneSpans(spans)
        calls = []
        try l.arrange(width: 700, height: .nan)
        try perItem.arrange(width: 700, height: .nan)
        #expect(calls.count == n - 4 && calls.allSatisfy { $0.items.count == 1 })
        #expect(readerBits(l) == readerBits(perItem))
        try l.setLaneSpans(nil); try perItem.setLaneSpans(nil)

        // A missing answer in a run fails the arrange, naming the item; the results stay and
        // the run is asked again.
        try l.arrange(width: 608, height: .nan)
        let before = readerBits(l)
        for i in [10, 11, 12] { try l.invalidateItem(i) }
        failAt = 11
        calls = []
        do {
            try l.arrange(width: 608, height: .nan)
            Issue.record("the arrange should fail")
        } catch {
            #expect(error.status == .measure && error.item == 11)
        }
        #expect(readerBits(l) == before)
        #expect(calls.map(\.items) == [10..<13])
        failAt = nil
        calls = []
        try l.arrange(width: 608, height: .nan)
        #expect(calls.map(\.items) == [10..<13])
        #expect(readerBits(l) == before)
    }

    @Test func setItemsAndSetMeasureReplaceTheRangeCallback() throws {
        var runs = 0
        let reference = FlowLayoutReference()
        try reference.setMeasure(count: 3, ranges: { items, _, answers in
            runs += 1
            for k in 0..<items.count { answers[k] = FlowSize(width: 10, height: 10) }
        })
        try reference.arrange(width: 100)
        #expect(runs == 1)
        try reference.setItems([FlowSize(width: 5, height: 5)])
        try reference.arrange(width: 100)
        try reference.setMeasure(count: 2) { _, _ in FlowSize(width: 7, height: 7) }
        try reference.arrange(width: 100)
        #expect(runs == 1)
        #expect(reference.frames.map(\.width) == [7, 7])
    }
}
