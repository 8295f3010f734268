@testable import FlowLayout
import Testing

/// A random layout problem; `seed` replays it.
struct RandomCase: CustomStringConvertible {
    var seed: UInt64
    var sizes: [FlowSize]
    var grow: [Float]?
    var flags: [FlowItemFlags]?
    var options: FlowOptions
    var width: Float
    var height: Float

    var description: String { "seed \(seed): \(sizes.count) items, width \(width), height \(height), \(options)" }

    init(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        self.seed = seed
        let count = Int.random(in: 0...40, using: &rng)
        // Quarter-point sizes keep sums exact so comparisons need no tolerance games.
        func quarter(_ range: ClosedRange<Int>) -> Float { Float(Int.random(in: range, using: &rng)) / 4 }
        sizes = (0..<count).map { _ in FlowSize(width: quarter(0...400), height: quarter(0...200)) }
        var o = FlowOptions()
        o.itemSpacing = quarter(0...40)
        o.lineSpacing = quarter(0...40)
        o.justify = FlowJustify(rawValue: Int32.random(in: 0...5, using: &rng))!
        o.alignItems = FlowAlignItems(rawValue: Int32.random(in: 0...5, using: &rng))!
        o.alignContent = FlowAlignContent(rawValue: Int32.random(in: 0...6, using: &rng))!
        o.wrap = Bool.random(using: &rng) ? .wrap : .wrapReverse
        if Int.random(in: 0..<4, using: &rng) == 0 { o.maxItemsPerLine = Int.random(in: 1...5, using: &rng) }
        if Int.random(in: 0..<4, using: &rng) == 0 { o.maxLines = Int.random(in: 1...4, using: &rng) }
        options = o
        if Bool.random(using: &rng) { grow = (0..<count).map { _ in Float(Int.random(in: 0...3, using: &rng)) } }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            flags = (0..<count).map { _ in FlowItemFlags(rawValue: UInt32.random(in: 0...3, using: &rng)) }
        }
        width = quarter(0...1600)
        height = Bool.random(using: &rng) ? .nan : quarter(0...2000)
    }

    func layout(_ change: (inout FlowOptions) -> Void = { _ in }, transpose: Bool = false) throws -> FlowLayout {
        var l = FlowLayout()
        var o = options
        change(&o)
        try l.setOptions(o)
        try l.setItems(transpose ? sizes.map { FlowSize(width: $0.height, height: $0.width) } : sizes)
        try l.setGrow(grow)
        try l.setFlags(flags)
        return l
    }
}

private let seeds: [UInt64] = Array(1...3000)

@Suite("Properties over thousands of random layouts")
struct PropertyTests {
    @Test func orderIsKeptAndItemsInALineNeverOverlap() throws {
        for seed in seeds {
            let c = RandomCase(seed: seed)
            var l = try c.layout()
            try l.arrange(width: c.width, height: c.height)
            for line in Array(l.lines) {
                let first = Int(line.firstItem), end = first + Int(line.itemCount)
                for i in first + 1 ..< end {
                    let gap = l.frames[i].x - (l.frames[i - 1].x + l.frames[i - 1].width)
                    #expect(gap >= -1e-3, "\(c): items \(i - 1) and \(i) overlap by \(-gap)")
                }
            }
            let starts = Array(l.lines).map { Int($0.firstItem) }
            #expect(starts == starts.sorted(), "\(c)")
            #expect(Array(l.lines).reduce(0) { $0 + Int($1.itemCount) } == l.visibleCount, "\(c)")
        }
    }

    @Test func everyLineButTheLastCouldNotTakeTheNextItem() throws {
        for seed in seeds {
            let c = RandomCase(seed: seed)
            var l = try c.layout()
            try l.arrange(width: c.width, height: c.height)
            for line in Array(l.lines).dropLast() {
                let first = Int(line.firstItem), next = first + Int(line.itemCount)
                var used = Double(c.options.itemSpacing) * Double(line.itemCount)
                for i in first..<next { used += Double(c.sizes[i].width) }
                let forced = (c.flags.map { $0[next - 1].contains(.breakAfter) || $0[next].contains(.breakBefore) } ?? false)
                    || Int(line.itemCount) == c.options.maxItemsPerLine
                #expect(forced || used + Double(c.sizes[next].width) > Double(c.width), "\(c): line at \(first) could take item \(next)")
            }
        }
    }

    @Test func itemsThatFitStayInsideTheBounds() throws {
        for seed in seeds {
            let c = RandomCase(seed: seed)
            var l = try c.layout {
                $0.justify = .start
                $0.alignContent = .start
            }
            try l.arrange(width: c.width, height: .nan)
            for (i, f) in Array(l.frames).enumerated() where c.sizes[i].width <= c.width && i < l.visibleCount {
                #expect(f.x >= 0 && f.x + f.width <= c.width + 1e-3, "\(c): item \(i) at \(f)")
                #expect(f.y >= 0 && f.y + f.height <= l.size.height + 1e-3, "\(c): item \(i) at \(f)")
            }
        }
    }

    @Test func rightToLeftIsTheExactMirrorOfLeftToRight() throws {
        for seed in seeds {
            let c = RandomCase(seed: seed)
            var ltr = try c.layout()
            var rtl = try c.layout { $0.direction = .rightToLeft }
            try ltr.arrange(width: c.width, height: c.height)
            try rtl.arrange(width: c.width, height: c.height)
            #expect(ltr.size == rtl.size)
            for (i, (a, b)) in zip(Array(ltr.frames), Array(rtl.frames)).enumerated() where i < ltr.visibleCount {
                #expect(abs(b.x - (ltr.size.width - a.x - a.width)) <= 1e-3 && a.y == b.y && a.width == b.width
                        && a.height == b.height, "\(c): item \(i): \(a) vs \(b)")
            }
        }
    }

    @Test func wrapReverseIsTheMirrorAcrossTheCrossAxis() throws {
        for seed in seeds {
            let c = RandomCase(seed: seed)
            // Baselines are not mirrored, and space-around/evenly overflow to the physical top.
            guard c.options.alignItems != .firstBaseline, c.options.alignItems != .lastBaseline else { continue }
            var plain = try c.layout { $0.wrap = .wrap }
            var reversed = try c.layout { $0.wrap = .wrapReverse }
            try plain.arrange(width: c.width, height: c.height)
            try reversed.arrange(width: c.width, height: c.height)
            let overflows = plain.contentSize.height > plain.size.height
            if overflows, [.spaceAround, .spaceEvenly].contains(c.options.alignContent) { continue }
            let h = plain.size.height
            for (i, (a, b)) in zip(Array(plain.frames), Array(reversed.frames)).enumerated() where i < plain.visibleCount {
                #expect(abs(b.y - (h - a.y - a.height)) <= 1e-3 && a.x == b.x && a.height == b.height,
                        "\(c): item \(i): \(a) vs \(b)")
            }
        }
    }

    @Test func columnsAreRowsTransposed() throws {
        for seed in seeds {
            let c = RandomCase(seed: seed)
            var rows = try c.layout()
            var columns = try c.layout({ $0.axis = .vertical }, transpose: true)
            try rows.arrange(width: c.width, height: c.height)
            try columns.arrange(width: c.height, height: c.width)
            #expect(columns.size == FlowSize(width: rows.size.height, height: rows.size.width), "\(c)")
            for (i, (r, col)) in zip(Array(rows.frames), Array(columns.frames)).enumerated() {
                #expect(r == FlowRect(x: col.y, y: col.x, width: col.height, height: col.width), "\(c): item \(i)")
            }
        }
    }

    @Test func arrangingTwiceGivesIdenticalResults() throws {
        for seed in seeds.prefix(1000) {
            let c = RandomCase(seed: seed)
            var a = try c.layout(), b = try c.layout()
            try a.arrange(width: c.width, height: c.height)
            try b.arrange(width: c.width + 1, height: c.height)
            try b.arrange(width: c.width, height: c.height)
            #expect(a.frameList == b.frameList && a.lineList == b.lineList && a.size == b.size, "\(c)")
        }
    }

    @Test func snappedEdgesLieOnTheGridAndNeighboursKeepTheirShare() throws {
        for seed in seeds.prefix(1000) {
            let c = RandomCase(seed: seed)
            var l = try c.layout { $0.pixelScale = 2 }
            try l.arrange(width: c.width, height: c.height)
            for f in Array(l.frames) {
                for edge in [f.x, f.y, f.x + f.width, f.y + f.height] {
                    #expect((edge * 2).rounded() == edge * 2, "\(c): edge \(edge) off the half-point grid")
                }
            }
        }
    }
}

@Suite("The single-pass path for plain rows")
struct SinglePassTests {
    @Test func givesTheGeneralPipelinesResultsToTheBit() throws {
        var exact = 0
        for seed in seeds {
            var rng = SeededRandom(seed: seed)
            let count = Int.random(in: 1...60, using: &rng)
            // Odd fractions as well as whole numbers, zero and oversized items; a third in
            // quarter points, and a third with some items 2^30 times smaller, whose sums are not
            // exact (ExactSums).
            let mode = Int.random(in: 0..<3, using: &rng)
            let quarters = mode == 0
            let sizes = (0..<count).map { _ in
                FlowSize(width: Float(Int.random(in: 0...4000, using: &rng)) / (quarters ? 4 : 7)
                             * (mode == 2 && Bool.random(using: &rng) ? 0x1p-30 : 1),
                         height: Float(Int.random(in: 0...900, using: &rng)) / (quarters ? 4 : 3))
            }
            var o = FlowOptions()
            o.itemSpacing = Float(Int.random(in: 0...50, using: &rng)) / (quarters ? 4 : 3)
            o.lineSpacing = Float(Int.random(in: 0...50, using: &rng)) / 3
            let width: Float = Int.random(in: 0..<8, using: &rng) == 0 ? .nan : Float(Int.random(in: 0...3000, using: &rng)) / 3
            let height: Float = Bool.random(using: &rng) ? .nan : Float(Int.random(in: 0...3000, using: &rng)) / 3
            o.uniformSize = Int.random(in: 0..<4, using: &rng) == 0
            // Sometimes the sizes come from a measure callback (text that wraps when too long).
            let measured = Int.random(in: 0..<4, using: &rng) == 0
            var fast = FlowLayout(), general = FlowLayout()
            func build(_ l: inout FlowLayout, _ choice: ArrangePlan.Choice = .fastest) throws {
                try l.setOptions(o)
                if measured {
                    try l.setMeasure(count: count) { i, p in
                        p.width.isNaN ? sizes[i] : FlowSize(width: p.width, height: sizes[i].height * 2)
                    }
                } else {
                    try l.setItems(sizes)
                }
                try l.arrange(width: width, height: height, choice: choice)
            }
            try build(&fast)
            try build(&general, .stages)
            #expect(fast.arrangedPath == .startRows && general.arrangedPath == .general)
            if fast.lineSumsAreExact(gap: Double(o.itemSpacing)) { exact += 1 }
            #expect(fast.frameList == general.frameList, "seed \(seed)")
            #expect(fast.lineList == general.lineList, "seed \(seed)")
            #expect(fast.size == general.size && fast.contentSize == general.contentSize, "seed \(seed)")
            #expect(fast.visibleCount == general.visibleCount, "seed \(seed)")
        }
        // Both ways of summing a line are compared: exact sums and not.
        #expect(exact > seeds.count / 3 && exact < seeds.count * 3 / 4)
    }
}

@Suite("The single-pass path for balanced and pretty plain rows")
struct BalancedSinglePassTests {
    @Test(arguments: [FlowLineBreaking.balance, .pretty])
    func givesTheGeneralPipelinesResultsToTheBit(_ mode: FlowLineBreaking) throws {
        var taken = 0
        for seed in seeds {
            var rng = SeededRandom(seed: seed &+ (mode == .balance ? 0xBA1 : 0x9E7))
            let count = Int.random(in: 1...60, using: &rng)
            // Odd fractions as well as whole numbers, zero and oversized items.
            let sizes = (0..<count).map { _ in
                FlowSize(width: Float(Int.random(in: 0...4000, using: &rng)) / 7,
                         height: Float(Int.random(in: 0...900, using: &rng)) / 3)
            }
            var o = FlowOptions()
            o.lineBreaking = mode
            o.itemSpacing = Float(Int.random(in: 0...50, using: &rng)) / 3
            o.lineSpacing = Float(Int.random(in: 0...50, using: &rng)) / 3
            if Bool.random(using: &rng) { o.minLines = Int.random(in: 1...max(1, count), using: &rng) }
            let width: Float = Int.random(in: 0..<8, using: &rng) == 0 ? .nan : Float(Int.random(in: 0...3000, using: &rng)) / 3
            let height: Float = Bool.random(using: &rng) ? .nan : Float(Int.random(in: 0...3000, using: &rng)) / 3
            o.uniformSize = Int.random(in: 0..<4, using: &rng) == 0
            let measured = Int.random(in: 0..<4, using: &rng) == 0
            var fast = FlowLayout(), general = FlowLayout()
            func build(_ l: inout FlowLayout, _ choice: ArrangePlan.Choice = .fastest) throws {
                try l.setOptions(o)
                if measured {
                    try l.setMeasure(count: count) { i, p in
                        p.width.isNaN ? sizes[i] : FlowSize(width: p.width, height: sizes[i].height * 2)
                    }
                } else {
                    try l.setItems(sizes)
                }
                try l.arrange(width: width, height: height, choice: choice)
            }
            try build(&fast)
            try build(&general, .stages)
            if fast.arrangedPath == .optimalRows { taken += 1 }
            let generalTookIt = general.arrangedPath == .optimalRows
            #expect(!generalTookIt)
            #expect(fast.frameList == general.frameList, "\(mode) seed \(seed)")
            #expect(fast.lineList == general.lineList, "seed \(seed)")
            #expect(fast.size == general.size && fast.contentSize == general.contentSize, "seed \(seed)")
            #expect(fast.visibleCount == general.visibleCount, "seed \(seed)")
        }
        #expect(taken > seeds.count / 2)
    }
}

@Suite("The line-by-line path for greedy wrapping")
struct LineByLineTests {
    /// Bit patterns, so that -0 and +0 (or two NaNs) are told apart.
    static func resumeBits(_ l: borrowing FlowLayout) -> [UInt64] {
        var out: [UInt64] = []
        for j in 0..<l.lineResume.count {
            let r = l.lineResume[j]
            out += [r.crossStart.bitPattern, r.crossTotal.bitPattern, r.widestBefore.bitPattern]
        }
        return out
    }

    /// A random layout for the line-by-line path (when the options allow it), arranged by both
    /// paths: `features` adds an overflow indicator, separators and last-line justification.
    struct Case: ~Copyable {
        var options = FlowOptions()
        var width: Float = .nan, height: Float = .nan
        var unbounded = false, crossBounded = false
        var fast = FlowLayout(), general = FlowLayout()

        init(seed: UInt64, features: Bool) throws {
            var rng = SeededRandom(seed: seed)
            let count = Int.random(in: 1...60, using: &rng)
            // Odd fractions as well as whole numbers, zero (of either sign) and oversized items;
            // a third in quarter points, and a third with some items 2^30 times smaller, whose
            // sums are not exact (ExactSums).
            let mode = Int.random(in: 0..<3, using: &rng)
            let quarters = mode == 0
            let sizes = (0..<count).map { _ in
                Int.random(in: 0..<40, using: &rng) == 0 ? FlowSize(width: -0.0, height: -0.0)
                    : FlowSize(width: Float(Int.random(in: 0...4000, using: &rng)) / (quarters ? 4 : 7)
                                   * (mode == 2 && Bool.random(using: &rng) ? 0x1p-30 : 1),
                               height: Float(Int.random(in: 0...900, using: &rng)) / (quarters ? 4 : 3))
            }
            var o = FlowOptions()
            o.axis = Bool.random(using: &rng) ? .horizontal : .vertical
            o.wrap = Int.random(in: 0..<8, using: &rng) == 0 ? .none : (Bool.random(using: &rng) ? .wrap : .wrapReverse)
            o.direction = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
            o.justify = FlowJustify(rawValue: Int32.random(in: 0...5, using: &rng))!
            o.alignItems = FlowAlignItems(rawValue: Int32.random(in: 0...5, using: &rng))!
            o.alignContent = FlowAlignContent(rawValue: Int32.random(in: 0...6, using: &rng))!
            if Int.random(in: 0..<3, using: &rng) == 0 || features { o.maxLines = Int.random(in: 1...6, using: &rng) }
            o.itemSpacing = Float(Int.random(in: 0...50, using: &rng)) / (quarters ? 4 : 3)
            o.lineSpacing = Float(Int.random(in: 0...50, using: &rng)) / 3
            o.uniformSize = Int.random(in: 0..<4, using: &rng) == 0
            let indicator = features && Int.random(in: 0..<4, using: &rng) != 0
            if features {
                if Bool.random(using: &rng) {
                    o.separator = FlowSize(width: Float(Int.random(in: 0...30, using: &rng)) / 3,
                                           height: Float(Int.random(in: 0...30, using: &rng)) / 3)
                }
                if Bool.random(using: &rng) { o.justifyLast = FlowJustify(rawValue: Int32.random(in: 0...5, using: &rng))! }
            }
            unbounded = Int.random(in: 0..<8, using: &rng) == 0
            let main: Float = unbounded ? .nan : Float(Int.random(in: 0...3000, using: &rng)) / 3
            let cross: Float = Bool.random(using: &rng) ? .nan : Float(Int.random(in: 0...3000, using: &rng)) / 3
            crossBounded = !cross.isNaN
            (width, height) = o.axis == .horizontal ? (main, cross) : (cross, main)
            options = o
            let grow: [Float]? = Bool.random(using: &rng)
                ? (0..<count).map { _ in Float(Int.random(in: 0...9, using: &rng)) / 3 } : nil
            // Baselines inside and outside the items, some missing (NaN).
            func baselines() -> [Float] {
                (0..<count).map { _ in
                    Int.random(in: 0..<5, using: &rng) == 0 ? .nan : Float(Int.random(in: -90...400, using: &rng)) / 3
                }
            }
            let first: [Float]? = Bool.random(using: &rng) ? baselines() : nil
            let last: [Float]? = Bool.random(using: &rng) ? baselines() : nil
            let measured = Int.random(in: 0..<4, using: &rng)   // 1: sizes, 2: with baselines
            // "+N more": wider with more digits, sometimes taller than the items.
            let label = Float(Int.random(in: 0...600, using: &rng)) / 3
            func build(_ l: inout FlowLayout, _ choice: ArrangePlan.Choice = .fastest) throws {
                try l.setOptions(o)
                switch measured {
                case 1:
                    try l.setMeasure(count: count) { i, p in
                        p.width.isNaN ? sizes[i] : FlowSize(width: p.width, height: sizes[i].height * 2)
                    }
                case 2:
                    try l.setMeasure(count: count, withBaselines: { i, _ in
                        FlowMeasurement(size: sizes[i], firstBaseline: i % 3 == 0 ? .nan : sizes[i].height / 3,
                                        lastBaseline: sizes[i].height / 5)
                    })
                default:
                    try l.setItems(sizes)
                }
                try l.setGrow(grow)
                try l.setBaselines(first: first, last: last)
                if indicator {
                    try l.setOverflowIndicator { hidden in FlowSize(width: label + Float(String(hidden).count) * 8, height: label / 4) }
                }
                try l.arrange(width: width, height: height, choice: choice)
            }
            try build(&fast)
            try build(&general, .stages)
        }
    }

    @Test func givesTheGeneralPipelinesResultsToTheBit() throws {
        var taken = 0, placedAtOnce = 0, resumable = 0, exact = 0
        for seed in seeds {
            let c = try Case(seed: seed &+ 0x11E, features: false)
            let o = c.options
            let generalTookIt = c.general.arrangedPath == .lineByLine
            #expect(!generalTookIt)
            if c.fast.arrangedPath == .lineByLine {
                taken += 1
                if c.fast.lineSumsAreExact(gap: Double(o.itemSpacing)) { exact += 1 }
            }
            if [.lineByLine, .startRows].contains(c.fast.arrangedPath), o.wrap == .wrap, !c.unbounded, !c.crossBounded,
               !(o.axis == .vertical && o.direction == .rightToLeft) {
                placedAtOnce += 1
            }
            let same = readerBits(c.fast) == readerBits(c.general)
            #expect(same, "seed \(seed): \(o), \(c.width) x \(c.height)")
            // What a later setItemSize resumes from: the same records, to the bit (start rows keep
            // every 16th; StartRowsResumeTests covers them).
            let k = LayoutConstants(options: o, count: c.fast.itemCount, width: c.width, height: c.height)
            if c.general.canResumeLines(k), c.fast.arrangedPath != .startRows {
                let sameRecords = Self.resumeBits(c.fast) == Self.resumeBits(c.general)
                    && c.fast.lineResume.count == c.fast.lines.count
                #expect(sameRecords, "seed \(seed)")
                resumable += 1
            }
        }
        // Most cases take the path, a good share of them placing each line as it is broken.
        #expect(taken > seeds.count / 2)
        #expect(placedAtOnce > seeds.count / 10)
        #expect(resumable > seeds.count / 100)
        // Both ways of summing a line are compared: exact sums and not.
        #expect(exact > taken / 5 && exact < taken * 3 / 5)
    }

    /// The L-th greedy line, found two items a step where sums are exact (`lastGreedyRow`), is
    /// greedy's own: on quarter points, and on lengths of 0 and 2^-12 against a limit of 0, whose
    /// lines end exactly at the tolerant limit (2^-12), where `<` and `<=` differ.
    @Test func findsTheLastShownLineAsGreedyDoes() {
        var rng = SeededRandom(seed: 0x1A57_11E)
        var atTheLimit = 0
        for trial in 0..<3000 {
            let n = Int.random(in: 1...60, using: &rng)
            let boundary = trial % 3 == 0
            let lengths: [Float] = (0..<(2 * n)).map { _ in
                boundary ? Float(Int.random(in: 0...1, using: &rng)) * 0x1p-12
                    : Float(Int.random(in: 0...480, using: &rng)) / 4
            }
            let gap = boundary ? 0 : Double(Int.random(in: 0...40, using: &rng)) / 4
            let limit = boundary ? 0 : Double(Int.random(in: 0...2400, using: &rng)) / 4
            lengths.withUnsafeBufferPointer { p in
                let input = LineBreakInput(count: n, sizes: p.baseAddress!, mainOffset: 0, pairGaps: nil, constantGap: gap,
                                           flags: nil, limit: limit, maxItemsPerLine: .max, minLines: 0)
                for lines in 1...6 {
                    let row = FlowLayout.lastGreedyRow(input, maxLines: lines, exactSums: true)
                    let greedy = FlowLayout.lastGreedyLine(input, maxLines: lines)
                    #expect(row == greedy, "trial \(trial), \(lines) lines")
                    if boundary, greedy.end - greedy.start > 1 { atTheLimit += 1 }
                }
            }
        }
        #expect(atTheLimit > 1000)
    }

    /// The overflow indicator, separators and last-line justification on the path.
    @Test func givesTheGeneralPipelinesLineFeaturesToTheBit() throws {
        var taken = 0, indicated = 0, separated = 0, widerShowsDisplaced = 0
        func rectBits(_ rects: [FlowRect]) -> [UInt32] { rects.flatMap { [$0.x, $0.y, $0.width, $0.height].map(\.bitPattern) } }
        func same(_ c: borrowing Case) -> Bool {
            readerBits(c.fast) == readerBits(c.general)
                && rectBits([c.fast.overflowFrame]) == rectBits([c.general.overflowFrame])
                && rectBits(Array(c.fast.separators)) == rectBits(Array(c.general.separators))
        }
        for seed in seeds {
            var c = try Case(seed: seed &+ 0xFEA7, features: true)
            let generalTookIt = c.general.arrangedPath == .lineByLine
            #expect(!generalTookIt)
            // With the indicator shown, the first hidden item is the one whose slot it took
            // (IndicatorInPlace.swift).
            let displaced = c.fast.overflowFrame != .zero ? c.fast.visibleCount : nil
            if c.fast.arrangedPath == .lineByLine {
                taken += 1
                if displaced != nil { indicated += 1 }
                if !Array(c.fast.separators).isEmpty { separated += 1 }
            }
            let sameAtFirst = same(c)
            #expect(sameAtFirst, "seed \(seed): \(c.options), \(c.width) x \(c.height)")
            // Again, wider: that item shows with its own inputs.
            let horizontal = c.options.axis == .horizontal
            let (width, height) = horizontal ? (c.width * 1.5, c.height) : (c.width, c.height * 1.5)
            try c.fast.arrange(width: width, height: height)
            try c.general.arrange(width: width, height: height)
            if let displaced, c.fast.arrangedPath == .lineByLine, c.fast.visibleCount > displaced { widerShowsDisplaced += 1 }
            let sameWider = same(c)
            #expect(sameWider, "seed \(seed), wider: \(c.options), \(width) x \(height)")
        }
        #expect(taken > seeds.count / 2)
        #expect(indicated > seeds.count / 4)
        #expect(separated > seeds.count / 10)
        #expect(widerShowsDisplaced > seeds.count / 50)
    }
}

@Suite("Resuming start rows after setItemSize")
struct StartRowsResumeTests {
    /// Hundreds of lines, so that resumed arranges start between the resume records, at lines
    /// whose position is added up from the record before them.
    @Test func resumedArrangesEqualFullOnesToTheBit() throws {
        for seed in UInt64(1)...40 {
            var rng = SeededRandom(seed: seed &* 0x5EED)
            var sizes = (0..<1500).map { _ in
                FlowSize(width: Float(Int.random(in: 0...700, using: &rng)) / 7,
                         height: Float(Int.random(in: 1...300, using: &rng)) / 3)
            }
            var o = FlowOptions()
            o.itemSpacing = Float(Int.random(in: 0...30, using: &rng)) / 3
            o.lineSpacing = Float(Int.random(in: 0...30, using: &rng)) / 3
            let width = Float(Int.random(in: 300...1500, using: &rng)) / 3
            var edited = FlowLayout()
            try edited.setOptions(o)
            try edited.setItems(sizes)
            try edited.arrange(width: width, height: .nan)
            #expect(edited.arrangedPath == .startRows && edited.lines.count > 100)
            for _ in 0..<12 {
                let index = Int.random(in: 0..<sizes.count, using: &rng)
                sizes[index] = FlowSize(width: Float(Int.random(in: 0...700, using: &rng)) / 7,
                                        height: Float(Int.random(in: 1...300, using: &rng)) / 3)
                try edited.setItemSize(index, sizes[index])
                try edited.arrange(width: width, height: .nan)
                var fresh = FlowLayout()
                try fresh.setOptions(o)
                try fresh.setItems(sizes)
                try fresh.arrange(width: width, height: .nan)
                let same = readerBits(edited) == readerBits(fresh)
                #expect(same, "seed \(seed), item \(index) resized")
            }
        }
    }
}
