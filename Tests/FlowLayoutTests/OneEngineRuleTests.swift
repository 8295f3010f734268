@testable import FlowLayout
import Testing

// The rules of one engine (every path composes): the state rule, the fit rule in every breaking
// mode, padding as an offset, and default-valued item-model inputs changing no bit.

@Suite("State rule: nothing of a feature turned off remains")
struct StateRuleTests {
    /// Balanced (and pretty) plain rows take the one-pass path once the separator is gone; the
    /// separators of the arrange before must not remain.
    @Test(arguments: [FlowLineBreaking.balance, .pretty, .greedy])
    func separatorsTurnedOffLeaveNone(_ mode: FlowLineBreaking) throws {
        var o = FlowOptions()
        o.itemSpacing = 4
        o.lineSpacing = 4
        o.lineBreaking = mode
        o.separator = FlowSize(width: 2, height: 10)
        var l = FlowLayout()
        try l.setOptions(o)
        try l.setItems(Array(repeating: FlowSize(width: 30, height: 10), count: 4))
        try l.arrange(width: 100, height: .nan)
        #expect(l.separators.count == 2)
        o.separator = FlowSize(width: 0, height: 0)
        try l.setOptions(o)
        try l.arrange(width: 100, height: .nan)
        #expect(l.separators.count == 0, "\(mode): separators of the earlier arrange remain")
        var fresh = FlowLayout()
        try fresh.setOptions(o)
        try fresh.setItems(Array(repeating: FlowSize(width: 30, height: 10), count: 4))
        try fresh.arrange(width: 100, height: .nan)
        #expect(readerBits(l) == readerBits(fresh))
    }

    @Test(arguments: [FlowLineBreaking.balance, .pretty, .greedy])
    func overflowIndicatorTurnedOffLeavesNoFrame(_ mode: FlowLineBreaking) throws {
        var o = FlowOptions()
        o.itemSpacing = 4
        o.lineSpacing = 4
        o.lineBreaking = mode
        o.maxLines = 1
        var l = FlowLayout()
        try l.setOptions(o)
        try l.setItems(Array(repeating: FlowSize(width: 30, height: 10), count: 6))
        try l.setOverflowIndicator { _ in FlowSize(width: 20, height: 10) }
        try l.arrange(width: 100, height: .nan)
        #expect(l.overflowFrame != .zero)
        try l.setOverflowIndicator(nil)
        o.maxLines = 0
        try l.setOptions(o)
        try l.arrange(width: 100, height: .nan)
        #expect(l.overflowFrame == .zero, "\(mode): the indicator's frame of the earlier arrange remains")
    }

    /// What an arrange decides its path from, and the plan it chose in the last bounds, are kept
    /// while the options and inputs stay (new sizes for as many items keep them too): after any
    /// sequence of changes (options, sizes, setItemSize, the item model's columns, the indicator)
    /// and arranges in other bounds or the same ones (where an arrange after setItemSize
    /// resumes), a layout's results and path are a fresh layout's given the end state.
    @Test func arrangedAgainAfterAnyChangeEqualsAFreshLayout() throws {
        struct State {
            var options = FlowOptions()
            var sizes: [FlowSize] = []
            var margins: [FlowEdges]?
            var grow: [Float]?
            var shrink: [Float]?
            var align: [FlowAlignSelf]?
            var minSizes: [FlowSize]?
            var indicator = false

            mutating func dropColumns() { (margins, grow, shrink, align, minSizes) = (nil, nil, nil, nil, nil) }

            func fresh(width: Float, height: Float) throws -> FlowLayout {
                var l = FlowLayout()
                try l.setOptions(options)
                try l.setItems(sizes)
                try l.setMargins(margins)
                try l.setGrow(grow)
                try l.setShrink(shrink)
                try l.setItemAlign(align)
                try l.setLimits(min: minSizes, max: nil)
                if indicator { try l.setOverflowIndicator { _ in FlowSize(width: 12, height: 10) } }
                try l.arrange(width: width, height: height)
                return l
            }
        }
        var rng = SeededRandom(seed: 35)
        var differing: [Int] = []
        var paths = Set<String>()
        var resumed = 0
        for walk in 0..<240 {
            var state = State()
            var l = FlowLayout()
            var lastBounds: (width: Float, height: Float)?
            for step in 0..<15 {
                var sizesOnly = false
                func sizes(_ n: Int) -> [FlowSize] {
                    (0..<n).map { _ in
                        FlowSize(width: Float(Int.random(in: 0...80, using: &rng)), height: Float(Int.random(in: 1...30, using: &rng)))
                    }
                }
                let n = state.sizes.count
                switch Int.random(in: 0..<13, using: &rng) {
                case 0, 1:
                    state.sizes = sizes(n == 0 || Bool.random(using: &rng) ? Int.random(in: 0...40, using: &rng) : n)
                    try l.setItems(state.sizes)
                    if state.sizes.count != n { state.dropColumns() }
                case 5 where n > 0, 6 where n > 0:
                    // One item's size (the arrange after it may resume from that item's line).
                    for _ in 0..<Int.random(in: 1...2, using: &rng) {
                        let i = Int.random(in: 0..<n, using: &rng)
                        state.sizes[i] = sizes(1)[0]
                        try l.setItemSize(i, state.sizes[i])
                    }
                    sizesOnly = true
                case 7:
                    state.shrink = Bool.random(using: &rng) ? nil : (0..<n).map { _ in Float(Int.random(in: 0...2, using: &rng)) }
                    try l.setShrink(state.shrink)
                case 8:
                    let choices: [FlowAlignSelf] = [nil, .start, .center, .end, .stretch]
                    state.align = Bool.random(using: &rng) ? nil : (0..<n).map { _ in choices.randomElement(using: &rng)! }
                    try l.setItemAlign(state.align)
                case 9:
                    state.minSizes = Bool.random(using: &rng) ? nil : (0..<n).map { _ in
                        FlowSize(width: Float(Int.random(in: 0...50, using: &rng)), height: Float(Int.random(in: 0...20, using: &rng)))
                    }
                    try l.setLimits(min: state.minSizes, max: nil)
                case 2:
                    state.margins = Bool.random(using: &rng) ? nil : (0..<n).map { _ in
                        FlowEdges(top: Float(Int.random(in: 0...4, using: &rng)), right: Float(Int.random(in: -4...6, using: &rng)),
                                  bottom: 0, left: Float(Int.random(in: 0...6, using: &rng)))
                    }
                    try l.setMargins(state.margins)
                case 3:
                    state.grow = Bool.random(using: &rng) ? nil : (0..<n).map { _ in Float(Int.random(in: 0...2, using: &rng)) }
                    try l.setGrow(state.grow)
                case 4:
                    state.indicator.toggle()
                    if state.indicator {
                        // With a line limit, for the indicator to show.
                        state.options.maxLines = Int.random(in: 1...2, using: &rng)
                        l.options.maxLines = state.options.maxLines
                        try l.setOverflowIndicator { _ in FlowSize(width: 12, height: 10) }
                    } else {
                        try l.setOverflowIndicator(nil)
                    }
                default:
                    var o = state.options
                    switch Int.random(in: 0..<9, using: &rng) {
                    case 0: o.justify = FlowJustify(rawValue: Int32.random(in: 0...5, using: &rng))!
                    case 1: o.alignItems = FlowAlignItems(rawValue: Int32.random(in: 0...2, using: &rng))!
                    case 2: o.lineBreaking = FlowLineBreaking(rawValue: Int32.random(in: 0...2, using: &rng))!
                    case 3: o.padding = Bool.random(using: &rng) ? .zero : FlowEdges(top: 3, right: 5, bottom: 7, left: 2)
                    case 4: o.pixelScale = Bool.random(using: &rng) ? 0 : 2
                    case 5: o.maxLines = Int.random(in: 0...2, using: &rng)
                    case 6: o.axis = Bool.random(using: &rng) ? .horizontal : .vertical
                    case 7: o.itemSpacing = Float(Int.random(in: 0...8, using: &rng))
                    default: o.separator = Bool.random(using: &rng) ? FlowSize(width: 0, height: 0) : FlowSize(width: 2, height: 8)
                    }
                    state.options = o
                    // In place or set whole: both are changes of the options.
                    if Bool.random(using: &rng) { l.options = o } else { try l.setOptions(o) }
                }
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    // Often the last bounds again: where only sizes changed, the arrange resumes.
                    // Now and then a bound unspecified either way (NaN or +infinity): the plan
                    // kept for other bounds serves only bounds specified alike.
                    func unspecified() -> Float { Bool.random(using: &rng) ? .nan : .infinity }
                    var width = Int.random(in: 0..<6, using: &rng) == 0 ? unspecified() : Float(Int.random(in: 40...300, using: &rng))
                    var height: Float = Bool.random(using: &rng) ? unspecified() : Float(Int.random(in: 20...300, using: &rng))
                    if let lastBounds, sizesOnly || Bool.random(using: &rng) { (width, height) = lastBounds }
                    sizesOnly = false
                    lastBounds = (width, height)
                    try l.arrange(width: width, height: height)
                    let fresh = try state.fresh(width: width, height: height)
                    paths.insert("\(l.arrangedPath)")
                    if l.arrangedPath == .resume { resumed += 1 }
                    // A resumed arrange ran the path a fresh layout runs, from a line on.
                    let samePath = l.arrangedPath == .resume || l.arrangedPath == fresh.arrangedPath
                    if readerBits(l) != readerBits(fresh) || !samePath {
                        differing.append(walk * 1000 + step)
                    }
                }
            }
        }
        #expect(differing.isEmpty, "walk*1000+step differing from a fresh layout: \(differing.prefix(10))")
        // The walks reach the kernels and the stages alike.
        #expect(paths.isSuperset(of: ["startRows", "optimalRows", "lineByLine", "general", "itemModel", "itemModelRows", "resume"]),
                "paths reached: \(paths.sorted())")
        #expect(resumed > 100, "\(resumed) arranges resumed")
    }

    /// Padding alone runs the other paths and offsets their results; its resume after
    /// setItemSize offsets only what it redid.
    @Test func resumedPaddedArrangeEqualsAFreshOne() throws {
        var rng = SeededRandom(seed: 29)
        for round in 0..<200 {
            let n = Int.random(in: 1...300, using: &rng)
            var sizes = (0..<n).map { _ in
                FlowSize(width: Float(Int.random(in: 0...400, using: &rng)) / 4, height: Float(Int.random(in: 1...80, using: &rng)) / 4)
            }
            var o = FlowOptions()
            o.padding = FlowEdges(top: 3.5, right: 1, bottom: 2, left: Float(round % 7))
            o.itemSpacing = 4
            o.lineSpacing = 2
            if round % 2 == 1 { o.justify = .center; o.alignItems = .end }
            if round % 3 == 2 { o.axis = .vertical }
            let width: Float = 300, height: Float = round % 3 == 2 ? 400 : .nan
            var edited = FlowLayout()
            try edited.setOptions(o)
            try edited.setItems(sizes)
            try edited.arrange(width: width, height: height)
            for _ in 0..<3 {
                let i = Int.random(in: 0..<n, using: &rng)
                sizes[i] = FlowSize(width: Float(Int.random(in: 0...400, using: &rng)) / 4, height: sizes[i].height)
                try edited.setItemSize(i, sizes[i])
                try edited.arrange(width: width, height: height)
            }
            var fresh = FlowLayout()
            try fresh.setOptions(o)
            try fresh.setItems(sizes)
            try fresh.arrange(width: width, height: height)
            #expect(readerBits(edited) == readerBits(fresh), "round \(round)")
        }
    }
}

@Suite("Fit rule: lines fit in every breaking mode")
struct FitRuleTests {
    /// Pretty breaking searched the real outer lengths, which a negative margin makes
    /// non-monotonic: a line of 47 in a 44 box.
    @Test(arguments: [FlowLineBreaking.greedy, .balance, .pretty])
    func negativeMarginsMakeNoOverflowingLine(_ mode: FlowLineBreaking) throws {
        var o = FlowOptions()
        o.itemSpacing = 4
        o.lineBreaking = mode
        var l = FlowLayout()
        try l.setOptions(o)
        try l.setItems([25, 10, 25, 18].map { FlowSize(width: $0, height: 10) })
        try l.setMargins([.zero, FlowEdges(top: 0, right: 0, bottom: 0, left: -20), .zero, .zero])
        try l.arrange(width: 44, height: .nan)
        for line in Array(l.lines) where line.itemCount >= 2 {
            #expect(line.mainSize <= 44, "\(mode): a line of \(line.mainSize) in a 44 box")
        }
    }

    /// Random item-model layouts with negative margins: no line of two or more items is longer
    /// than the content box, in every breaking mode, and its main size is its items' outer sum.
    @Test(arguments: [FlowLineBreaking.greedy, .balance, .pretty])
    func randomNegativeMarginsFit(_ mode: FlowLineBreaking) throws {
        var rng = SeededRandom(seed: 1329)
        for seed in 0..<1500 {
            let n = Int.random(in: 1...24, using: &rng)
            let sizes = (0..<n).map { _ in FlowSize(width: Float(Int.random(in: 0...60, using: &rng)), height: 10) }
            let margins = (0..<n).map { _ in
                FlowEdges(top: 0, right: Float(Int.random(in: -30...10, using: &rng)), bottom: 0,
                          left: Float(Int.random(in: -30...10, using: &rng)))
            }
            var o = FlowOptions()
            o.itemSpacing = Float(Int.random(in: 0...8, using: &rng))
            o.lineBreaking = mode
            o.minLines = mode == .balance && seed % 4 == 0 ? 3 : 0
            o.padding = FlowEdges(top: 0, right: Float(seed % 3), bottom: 0, left: 1)
            let width = Float(Int.random(in: 20...160, using: &rng))
            var l = FlowLayout()
            try l.setOptions(o)
            try l.setItems(sizes)
            try l.setMargins(margins)
            try l.arrange(width: width, height: .nan)
            let content = width - 1 - Float(seed % 3)
            for line in Array(l.lines) where line.itemCount >= 2 {
                #expect(line.mainSize <= content, "seed \(seed), \(mode): line of \(line.mainSize) in \(content)")
            }
        }
    }
}

@Suite("Padding is an offset; default inputs change no bit")
struct ExactnessAcrossPathsTests {
    struct Case {
        var sizes: [FlowSize]
        var options: FlowOptions
        var width: Float
        var height: Float
        var grow: [Float]?

        init(seed: UInt64) {
            var rng = SeededRandom(seed: seed)
            let n = Int.random(in: 0...30, using: &rng)
            func third(_ r: ClosedRange<Int>) -> Float { Float(Int.random(in: r, using: &rng)) / 3 }
            sizes = (0..<n).map { _ in FlowSize(width: third(0...300), height: third(0...150)) }
            var o = FlowOptions()
            o.axis = Bool.random(using: &rng) ? .horizontal : .vertical
            o.wrap = FlowWrap(rawValue: Int32.random(in: 0...2, using: &rng))!
            o.direction = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
            o.justify = FlowJustify(rawValue: Int32.random(in: 0...5, using: &rng))!
            o.alignItems = FlowAlignItems(rawValue: Int32.random(in: 0...3, using: &rng))!
            o.alignContent = FlowAlignContent(rawValue: Int32.random(in: 0...6, using: &rng))!
            o.lineBreaking = FlowLineBreaking(rawValue: Int32.random(in: 0...2, using: &rng))!
            o.maxLines = Int.random(in: 0...3, using: &rng)
            o.itemSpacing = third(0...30)
            o.lineSpacing = third(0...30)
            if Int.random(in: 0..<4, using: &rng) == 0 { o.separator = FlowSize(width: 1, height: third(0...30)) }
            if Int.random(in: 0..<4, using: &rng) == 0 { o.justifyLast = .center }
            o.padding = FlowEdges(top: third(0...40), right: third(0...40), bottom: third(0...40), left: third(0...40))
            options = o
            width = Int.random(in: 0..<5, using: &rng) == 0 ? .nan : third(0...1500)
            height = Bool.random(using: &rng) ? .nan : third(0...1500)
            if Bool.random(using: &rng) { grow = (0..<n).map { _ in Float(Int.random(in: 0...2, using: &rng)) } }
        }

        func layout(forced: Bool = false, defaults: Bool = false) throws -> FlowLayout {
            var l = FlowLayout()
            try l.setOptions(options)
            try l.setItems(sizes)
            try l.setGrow(grow)
            if defaults {
                let n = sizes.count
                try l.setMargins(Array(repeating: .zero, count: n))
                try l.setLimits(min: Array(repeating: FlowSize(width: 0, height: 0), count: n),
                                max: Array(repeating: FlowSize(width: .infinity, height: .infinity), count: n))
                try l.setShrink(Array(repeating: 0, count: n))
                try l.setItemAlign(Array(repeating: nil, count: n))
                try l.setFlags(Array(repeating: FlowItemFlags(rawValue: 0), count: n))
            }
            try l.arrange(width: width, height: height, choice: forced ? .itemModelStages : .fastest)
            return l
        }
    }

    /// Padding alone takes the paths of a layout without it and offsets the results; the item
    /// model's stages pad in the same float additions.
    @Test func paddingAloneGivesTheItemModelStagesResultsToTheBit() throws {
        var differing: [UInt64] = []
        for seed in UInt64(1)...2000 {
            let c = Case(seed: seed)
            let offset = try c.layout(), stages = try c.layout(forced: true)
            if readerBits(offset) != readerBits(stages) { differing.append(seed) }
        }
        #expect(differing.isEmpty, "\(differing.count) layouts differ, first seeds \(differing.prefix(8))")
    }

    /// Margins 0, limits none, shrink 0, align-self auto and no flags: the same bits as without.
    @Test func defaultItemModelInputsChangeNoBit() throws {
        var differing: [UInt64] = []
        for seed in UInt64(1)...2000 {
            let c = Case(seed: seed)
            let plain = try c.layout(), withDefaults = try c.layout(defaults: true)
            if readerBits(plain) != readerBits(withDefaults) { differing.append(seed) }
        }
        #expect(differing.isEmpty, "\(differing.count) layouts differ, first seeds \(differing.prefix(8))")
    }
}
