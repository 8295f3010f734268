import Testing
@testable import FlowLayout

/// The item-model rows kernel against the item model's stages: every reader, hit-testing and
/// navigation, bit for bit, on random layouts in and around the kernel's case.
@Suite("Item-model rows kernel")
struct ItemModelRowsTests {
    struct Case {
        var sizes: [FlowSize] = []
        var margins: [FlowEdges]?
        var minSizes: [FlowSize]?
        var maxSizes: [FlowSize]?
        var shrink: [Float]?
        var align: [FlowAlignSelf]?
        var options = FlowOptions()
        var width: Float = 0
        var height: Float = .nan

        init(sizes: [FlowSize], margins: [FlowEdges]?, minSizes: [FlowSize]?, maxSizes: [FlowSize]?,
             align: [FlowAlignSelf]?, options: FlowOptions, width: Float) {
            (self.sizes, self.margins, self.minSizes, self.maxSizes) = (sizes, margins, minSizes, maxSizes)
            (self.align, self.options, self.width) = (align, options, width)
        }

        init(seed: UInt64) {
            var rng = SeededRandom(seed: seed)
            // A third with 64 items or more, where the kernel may compute in floats.
            let n = Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: 64...90, using: &rng) : Int.random(in: 1...40, using: &rng)
            // Lengths in thirds (sums that round) or in quarters or whole points (sums that are
            // exact, which the kernel adds in another order: rowSums).
            let unit = Float([3, 3, 4, 1].randomElement(using: &rng)!)
            func third(_ r: ClosedRange<Int>) -> Float { Float(Int.random(in: r, using: &rng)) / unit }
            // Some items wider than the row; now and then widths past 2^22 in quarters, whose
            // outer lengths (with quarter margins) are exact doubles but not floats, or past 2^18,
            // whose outer lengths are floats but not the sums of a few.
            let past = unit == 4 && Int.random(in: 0..<4, using: &rng) == 0
                ? Float(1 << [22, 18].randomElement(using: &rng)!) : 0
            // Now and then a size, a margin or the gap of -0, whose sign no frame may show.
            sizes = (0..<n).map { _ in
                Int.random(in: 0..<20, using: &rng) == 0
                    ? FlowSize(width: -0.0, height: -0.0) : FlowSize(width: past + third(0...400), height: third(0...120))
            }
            func margin() -> Float {
                switch Int.random(in: 0..<8, using: &rng) {
                case 0: return -third(0...60)
                case 1: return Bool.random(using: &rng) ? 0 : -0.0
                default: return third(0...30)
                }
            }
            // Now and then margins across on a fine grid: the lines' tops are then exact doubles
            // but not floats, and rows whose lengths along are floats are not computed in them.
            let fineAcross = Int.random(in: 0..<4, using: &rng) == 0
            func across() -> Float {
                margin() + (fineAcross ? Float(Int.random(in: 0...1023, using: &rng)) / 65536 : 0)
            }
            if Int.random(in: 0..<6, using: &rng) > 0 {
                margins = (0..<n).map { _ in FlowEdges(top: across(), right: margin(), bottom: across(), left: margin()) }
            }
            // Now and then height limits on a fine grid, for the same reason: a clamped height is
            // a length across.
            let fineLimits = Int.random(in: 0..<4, using: &rng) == 0
            func limitAcross(_ r: ClosedRange<Int>) -> Float {
                third(r) + (fineLimits ? Float(Int.random(in: 0...1023, using: &rng)) / 65536 : 0)
            }
            if Bool.random(using: &rng) {
                minSizes = (0..<n).map { _ in
                    FlowSize(width: Bool.random(using: &rng) ? .nan : third(0...200), height: limitAcross(0...60))
                }
            }
            if Int.random(in: 0..<3, using: &rng) == 0 {
                maxSizes = (0..<n).map { _ in
                    FlowSize(width: Bool.random(using: &rng) ? .infinity : third(0...300),
                             height: Bool.random(using: &rng) ? .nan : limitAcross(0...100))
                }
            }
            if Bool.random(using: &rng) { shrink = (0..<n).map { _ in Float(Int.random(in: 0...3, using: &rng)) } }
            if Bool.random(using: &rng) {
                // Mostly the kernel's alignments, sometimes a baseline (the stages' case).
                let baseline = Int.random(in: 0..<5, using: &rng) == 0
                let choices: [FlowAlignSelf] = [nil, .start, .center, .end, .stretch] + (baseline ? [.firstBaseline, .lastBaseline] : [])
                align = (0..<n).map { _ in choices.randomElement(using: &rng)! }
            }
            var o = FlowOptions()
            o.direction = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
            o.justify = FlowJustify(rawValue: Int32.random(in: 0...5, using: &rng))!
            o.alignItems = [FlowAlignItems.start, .center, .end, .stretch].randomElement(using: &rng)!
            o.itemSpacing = Int.random(in: 0..<10, using: &rng) == 0 ? -0.0 : third(0...30)
            o.lineSpacing = third(0...30)
            if Int.random(in: 0..<4, using: &rng) == 0 {
                o.padding = FlowEdges(top: third(0...40), right: third(0...40), bottom: third(0...40), left: third(0...40))
            }
            // Now and then an option outside the kernel's case.
            switch Int.random(in: 0..<12, using: &rng) {
            case 0: o.alignContent = FlowAlignContent(rawValue: Int32.random(in: 1...6, using: &rng))!
            case 1: o.reverse = true
            case 2: o.maxLines = 2
            case 3: o.axis = .vertical
            default: break
            }
            options = o
            width = Int.random(in: 0..<20, using: &rng) == 0 ? .infinity : third(0...1500)
            // Rows that hold several of the widths past 2^22.
            if past != 0 { width = Bool.random(using: &rng) ? .infinity : 3 * past + third(0...1500) }
            height = Bool.random(using: &rng) ? .nan : third(0...1500)
        }

        func layout(stages: Bool) throws -> FlowLayout {
            var l = FlowLayout()
            try l.setOptions(options)
            try l.setItems(sizes)
            try l.setMargins(margins)
            try l.setLimits(min: minSizes, max: maxSizes)
            try l.setShrink(shrink)
            try l.setItemAlign(align)
            try l.arrange(width: width, height: height, choice: stages ? .itemModelStages : .fastest)
            return l
        }

        /// Item i of `kernel` (this case's layout) resized to `size` and arranged again, resuming
        /// from the item's line where it can: whether it resumed, and whether every reader gives
        /// what a fresh layout of the resized case gives through the stages.
        func resize(_ kernel: inout FlowLayout, item i: Int, to size: FlowSize) throws -> (resumed: Bool, same: Bool) {
            var resized = self
            resized.sizes[i] = size
            try kernel.setItemSize(i, size)
            try kernel.arrange(width: width, height: height)
            return (kernel.arrangedPath == .resume, readerBits(kernel) == readerBits(try resized.layout(stages: true)))
        }
    }

    @Test func theKernelGivesTheStagesResultsToTheBit() throws {
        var differing: [UInt64] = [], taken = 0, shrunk = 0, exact = 0, floats = 0, inFloats = 0
        for seed in UInt64(1)...3000 {
            let c = Case(seed: seed)
            var kernel = try c.layout(stages: false)
            let stages = try c.layout(stages: true)
            #expect(stages.arrangedPath == .itemModel)
            guard kernel.arrangedPath == .itemModelRows else { continue }
            taken += 1
            let sums = kernel.rowSums(gap: Double(c.options.itemSpacing))
            if sums != .rounded { exact += 1 }
            if sums == .ofFloats || sums == .inFloats { floats += 1 }
            if sums == .inFloats { inFloats += 1 }
            if Array(kernel.lines).contains(where: { Double($0.mainSize) > Double(c.width) }) && c.shrink != nil { shrunk += 1 }
            var same = readerBits(kernel) == readerBits(stages)
            // Hit-testing and navigation read the arranged order the path recorded.
            var rng = SeededRandom(seed: seed)
            for _ in 0..<20 {
                let x = Float(Int.random(in: -20...1600, using: &rng)), y = Float(Int.random(in: -20...900, using: &rng))
                same = same && kernel.itemAt(x: x, y: y) == stages.itemAt(x: x, y: y)
                let a = try kernel.insertionPoint(x: x, y: y), b = try stages.insertionPoint(x: x, y: y)
                same = same && a.index == b.index && readerBits(a.caret) == readerBits(b.caret)
            }
            for i in 0..<c.sizes.count {
                for d in [FlowNavigation.left, .right, .up, .down] {
                    let a = try kernel.neighbor(of: i, d), b = try stages.neighbor(of: i, d)
                    same = same && a == b
                }
            }
            if !same { differing.append(seed) }
        }
        #expect(differing.count == 0, "\(differing.count) layouts differ, first seeds \(differing.prefix(8))")
        // The kernel's case is most of these layouts, some with lines that overflow and shrink.
        #expect(taken > 1500, "the kernel ran \(taken) times")
        #expect(shrunk > 20, "\(shrunk) layouts shrank a line")
        // The three ways of adding: in the stages' order, regrouped where every sum is exact,
        // and one running sum where the outer lengths are floats too.
        #expect(exact > 500 && taken - exact > 500, "\(exact) of \(taken) with exact sums")
        #expect(floats > 300 && exact - floats > 100, "\(floats) of \(exact) exact ones with float outer lengths")
        // And computed in floats where every sum is one.
        #expect(inFloats > 150 && floats - inFloats > 100, "\(inFloats) of \(floats) computed in floats")
    }

    /// sizeThatFits of the kernel's layouts (their lines broken and measured by the kernel, with
    /// nothing written) is the stages' size to the bit, in the arranged bounds and others, and
    /// changes no result.
    @Test func sizingGivesTheStagesSizeAndChangesNoResult() throws {
        var differing: [UInt64] = [], sized = 0
        for seed in UInt64(1)...1500 {
            let c = Case(seed: seed)
            var kernel = try c.layout(stages: false)
            var stages = try c.layout(stages: true)
            let before = readerBits(kernel)
            var same = true
            for (width, height) in [(c.width, c.height), (c.width * 0.6, Float.nan), (c.width + 37, c.height)] {
                let content = FlowLayout.contentBounds(width: width, height: height, padding: c.options.padding)
                if kernel.isItemModelRowsInAnyBounds && kernel.itemModelRowsAllow(content) { sized += 1 }
                let a = try kernel.sizeThatFits(width: width, height: height, choice: .fastest)
                let b = try stages.sizeThatFits(width: width, height: height, choice: .itemModelStages)
                same = same && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
            }
            same = same && readerBits(kernel) == before
            if !same { differing.append(seed) }
        }
        #expect(differing.count == 0, "\(differing.count) layouts differ, first seeds \(differing.prefix(8))")
        #expect(sized > 2000, "the kernel sized \(sized) times")
    }

    /// An outer length that is an exact double but not a float (2^22 + 1/4) is rounded to a
    /// float for breaking, as the stages' breakers have it: two such items fit a row of 2^23 +
    /// the gap, though their exact sum is a quarter past it.
    @Test func outerLengthsThatAreNotFloatsAreRoundedForBreaking() throws {
        func layout(stages: Bool) throws -> FlowLayout {
            var l = FlowLayout()
            var o = FlowOptions()
            o.itemSpacing = 2
            try l.setOptions(o)
            try l.setItems([FlowSize(width: 4_194_304, height: 10), FlowSize(width: 4_194_304, height: 10)])
            try l.setMargins([FlowEdges(top: 0, right: 0, bottom: 0, left: 0.25), FlowEdges(top: 0, right: 0.25, bottom: 0, left: 0)])
            try l.arrange(width: 8_388_610, height: .nan, choice: stages ? .itemModelStages : .fastest)
            return l
        }
        var kernel = try layout(stages: false)
        let stages = try layout(stages: true)
        #expect(kernel.arrangedPath == .itemModelRows)
        #expect(kernel.rowSums(gap: 2) == .exact)
        #expect(stages.lines.count == 1)
        #expect(readerBits(kernel) == readerBits(stages))
    }

    /// setItemSize then arrange redoes the lines from the first the change can reach: the same
    /// bits as a fresh layout of the new sizes through the stages, over several resizes.
    @Test func resumingAfterSetItemSizeGivesAFreshLayoutsResults() throws {
        var differing: [UInt64] = [], resumed = 0
        for seed in UInt64(1)...1500 {
            var c = Case(seed: seed)
            var l = try c.layout(stages: false)
            guard l.arrangedPath == .itemModelRows else { continue }
            var rng = SeededRandom(seed: seed &* 31)
            for _ in 0..<3 {
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let i = Int.random(in: 0..<c.sizes.count, using: &rng)
                    let size = FlowSize(width: Float(Int.random(in: 0...1200, using: &rng)) / 3,
                                        height: Float(Int.random(in: 0...360, using: &rng)) / 3)
                    c.sizes[i] = size
                    try l.setItemSize(i, size)
                }
                try l.arrange(width: c.width, height: c.height)
                if l.arrangedPath == .resume { resumed += 1 }
                let fresh = try c.layout(stages: true)
                if readerBits(l) != readerBits(fresh) { differing.append(seed); break }
            }
        }
        #expect(differing.count == 0, "\(differing.count) layouts differ, first seeds \(differing.prefix(8))")
        #expect(resumed > 1000, "resumed \(resumed) times")
    }

    /// Items moved across their line by the kernel computing in floats are where the stages put
    /// them, to the bit: every alignment, limits across that clamp a stretched item from either
    /// side, negative and -0 margins, lines of one item to many; and again after setItemSize,
    /// from the line a resumed arrange starts at.
    @Test func itemsMovedAcrossInFloatsAreTheStagesToTheBit() throws {
        var differing: [UInt64] = [], inFloats = 0, stretchedToLimits = 0, resumed = 0
        for seed in UInt64(1)...400 {
            var rng = SeededRandom(seed: seed)
            let n = Int.random(in: 64...160, using: &rng)
            func quarters(_ r: ClosedRange<Int>) -> Float { Float(Int.random(in: r, using: &rng)) / 4 }
            func signedZero() -> Float { Bool.random(using: &rng) ? 0 : -0.0 }
            let sizes = (0..<n).map { _ in
                FlowSize(width: quarters(0...240), height: Int.random(in: 0..<20, using: &rng) == 0 ? signedZero() : quarters(0...400))
            }
            let margins = (0..<n).map { _ in
                FlowEdges(top: Int.random(in: 0..<6, using: &rng) == 0 ? signedZero() : quarters(-40...60), right: quarters(0...20),
                          bottom: Int.random(in: 0..<6, using: &rng) == 0 ? signedZero() : quarters(-40...60), left: quarters(0...20))
            }
            let limits = Int.random(in: 0..<3, using: &rng)
            let minSizes = limits >= 1 ? (0..<n).map { _ in FlowSize(width: 0, height: quarters(0...480)) } : nil
            let maxSizes = limits == 2
                ? (0..<n).map { _ in FlowSize(width: .infinity, height: Bool.random(using: &rng) ? .infinity : quarters(0...320)) } : nil
            let choices: [FlowAlignSelf] = [nil, .start, .center, .end, .stretch]
            let align = Int.random(in: 0..<4, using: &rng) == 0 ? nil : (0..<n).map { _ in choices.randomElement(using: &rng)! }
            var o = FlowOptions()
            o.direction = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
            o.alignItems = [FlowAlignItems.start, .center, .end, .stretch].randomElement(using: &rng)!
            o.itemSpacing = quarters(0...24)
            o.lineSpacing = quarters(0...24)
            let c = Case(sizes: sizes, margins: margins, minSizes: minSizes, maxSizes: maxSizes, align: align,
                         options: o, width: quarters(0...2400))
            var kernel = try c.layout(stages: false)
            let stages = try c.layout(stages: true)
            #expect(kernel.arrangedPath == .itemModelRows)
            if kernel.rowSums(gap: Double(o.itemSpacing)) == .inFloats { inFloats += 1 }
            for (v, frame) in Array(stages.frames).enumerated() where minSizes != nil {
                let stretches = (align?[v] ?? nil).map { $0 == .stretch } ?? (o.alignItems == .stretch)
                if stretches && frame.height == minSizes![v].height && frame.height != sizes[v].height { stretchedToLimits += 1 }
            }
            if readerBits(kernel) != readerBits(stages) { differing.append(seed) }
            // One item resized: the arrange resumes from its line (or starts again), moving the
            // lines it redoes.
            let i = Int.random(in: 0..<n, using: &rng)
            let after = try c.resize(&kernel, item: i, to: FlowSize(width: quarters(0...240), height: quarters(0...400)))
            if after.resumed { resumed += 1 }
            if !after.same { differing.append(seed) }
        }
        #expect(differing.count == 0, "\(differing.count) layouts differ, first seeds \(differing.prefix(8))")
        #expect(inFloats > 300, "\(inFloats) of 400 computed in floats")
        #expect(stretchedToLimits > 100, "\(stretchedToLimits) items stretched to their minimum")
        #expect(resumed > 100, "resumed \(resumed) times")
    }

    /// Layouts too long for every sum to be a float (eighths, a few thousand items, lines whose
    /// tops pass 2^21, where floats are a quarter apart) are computed in floats within each
    /// line and in doubles across the lines (`RowSums.alongInFloats`): the stages' bits, for
    /// every alignment and direction, after a resized item and a resumed arrange too.
    @Test func linesInFloatsWithTopsInDoublesAreTheStagesToTheBit() throws {
        var differing: [UInt64] = [], along = 0, topsPastFloats = 0, resumed = 0
        for seed in UInt64(1)...6 {
            var rng = SeededRandom(seed: seed)
            let n = Int.random(in: 3000...4000, using: &rng)
            func eighths(_ r: ClosedRange<Int>) -> Float { Float(Int.random(in: r, using: &rng)) / 8 }
            let sizes = (0..<n).map { _ in FlowSize(width: eighths(800...1600), height: eighths(16000...32000)) }
            let margins = (0..<n).map { _ in
                FlowEdges(top: eighths(0...80), right: eighths(0...80), bottom: eighths(0...80), left: eighths(0...80))
            }
            let choices: [FlowAlignSelf] = [nil, .start, .center, .end, .stretch]
            let align = (0..<n).map { _ in choices.randomElement(using: &rng)! }
            let minSizes = Bool.random(using: &rng) ? (0..<n).map { _ in FlowSize(width: 0, height: eighths(0...34000)) } : nil
            var o = FlowOptions()
            o.direction = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
            o.alignItems = [FlowAlignItems.start, .center, .end, .stretch].randomElement(using: &rng)!
            o.justify = seed % 3 == 0 ? .spaceBetween : .start
            o.itemSpacing = eighths(0...24)
            o.lineSpacing = eighths(0...24)
            let c = Case(sizes: sizes, margins: margins, minSizes: minSizes, maxSizes: nil, align: align,
                         options: o, width: 600 + eighths(0...8))
            var kernel = try c.layout(stages: false)
            let stages = try c.layout(stages: true)
            #expect(kernel.arrangedPath == .itemModelRows)
            let gap = Double(o.itemSpacing), width = Double(c.width)
            if kernel.rowSums(gap: gap, width: o.direction == .rightToLeft ? width : .infinity, limit: width) == .alongInFloats {
                along += 1
            }
            if let last = Array(stages.lines).last, last.crossOffset > Float(1 << 21) { topsPastFloats += 1 }
            if readerBits(kernel) != readerBits(stages) { differing.append(seed) }
            let i = Int.random(in: n / 2..<n, using: &rng)
            let after = try c.resize(&kernel, item: i, to: FlowSize(width: eighths(800...1600), height: eighths(16000...32000)))
            if after.resumed { resumed += 1 }
            if !after.same { differing.append(seed) }
        }
        #expect(differing.count == 0, "\(differing.count) layouts differ, first seeds \(differing.prefix(8))")
        #expect(along == 6, "\(along) of 6 computed in floats along the lines")
        #expect(topsPastFloats == 6, "\(topsPastFloats) of 6 with lines' tops past 2^21")
        #expect(resumed >= 3, "resumed \(resumed) times")
    }

    /// A line whose running length passes 2^21 in eighths (where floats are a quarter apart)
    /// is not added up in floats: the stages' bits in doubles.
    @Test func aLineLongerThanFloatsHoldIsAddedUpInDoubles() throws {
        var rng = SeededRandom(seed: 7)
        func eighths(_ r: ClosedRange<Int>) -> Float { Float(Int.random(in: r, using: &rng)) / 8 }
        let n = 40_000
        let sizes = (0..<n).map { _ in FlowSize(width: eighths(400...800), height: eighths(0...200)) }
        let margins = (0..<n).map { _ in FlowEdges(top: eighths(0...8), right: eighths(0...8), bottom: eighths(0...8), left: eighths(0...8)) }
        var o = FlowOptions()
        o.itemSpacing = 0.125
        o.lineSpacing = 1
        let c = Case(sizes: sizes, margins: margins, minSizes: nil, maxSizes: nil, align: nil, options: o, width: 3_000_000.5)
        var kernel = try c.layout(stages: false)
        let stages = try c.layout(stages: true)
        #expect(kernel.arrangedPath == .itemModelRows)
        #expect(kernel.rowSums(gap: 0.125, limit: Double(c.width)) == .ofFloats)
        #expect(Array(stages.lines).contains { $0.mainSize > Float(1 << 21) })
        let same = readerBits(kernel) == readerBits(stages)
        #expect(same, "the kernel's results differ from the stages'")
    }

    /// The kernel is chosen for the common GUI case and left for what it does not do.
    @Test func thePlanChoosesTheKernelOnlyForItsCase() throws {
        func path(_ change: (inout FlowOptions) -> Void = { _ in }, margins: [FlowEdges]? = nil,
                  align: [FlowAlignSelf]? = nil, width: Float = 60, height: Float = .nan) throws -> ArrangePlan.Path {
            var o = FlowOptions()
            o.itemSpacing = 4
            o.lineSpacing = 4
            change(&o)
            var l = FlowLayout()
            try l.setOptions(o)
            try l.setItems([FlowSize(width: 30, height: 10), FlowSize(width: 40, height: 12)])
            try l.setMargins(margins ?? [FlowEdges(top: 1, right: 2, bottom: 3, left: 4), .zero])
            try l.setItemAlign(align)
            try l.arrange(width: width, height: height)
            return l.arrangedPath
        }
        #expect(try path() == .itemModelRows)
        #expect(try path({ $0.direction = .rightToLeft; $0.justify = .spaceBetween; $0.alignItems = .stretch }) == .itemModelRows)
        #expect(try path(align: [.center, .stretch]) == .itemModelRows)
        #expect(try path(align: [.firstBaseline, nil]) == .itemModel)
        #expect(try path(margins: [FlowEdges(top: .nan, right: 0, bottom: 0, left: 0), .zero]) == .itemModel)
        #expect(try path({ $0.axis = .vertical }) == .itemModel)
        #expect(try path({ $0.alignContent = .end }) == .itemModelRows)  // no height: no free space
        #expect(try path({ $0.alignContent = .end }, height: 100) == .itemModel)
        #expect(try path({ $0.lineBreaking = .balance }) == .itemModel)
        #expect(try path({ $0.separator = FlowSize(width: 1, height: 8) }) == .itemModel)
        #expect(try path({ $0.pixelScale = 2 }) == .itemModel)
        #expect(try path(width: .infinity) == .itemModel)  // the stages grow the line to its length
    }
}

private func readerBits(_ r: FlowRect) -> [UInt32] { [r.x, r.y, r.width, r.height].map(\.bitPattern) }
