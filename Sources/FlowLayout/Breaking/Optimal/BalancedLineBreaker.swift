// Step 2, balanced (CSS `flex-wrap: balance`): the breaks that make the lines as even as possible.
//
// The rules:
//  - Over every way to break the items into lines that fit (an item longer than the line may sit
//    alone, at no cost), minimise the sum over all lines, the last one included, of (M − L)²,
//    where M is the line length and L a line's items plus the gaps between them.
//  - Ties go to the latest break: the last line as short as possible, then the one before, ...
//  - Min lines N: when greedy breaking gives fewer than K = min(N, n) lines, M becomes W*, the
//    shortest length at which the items still break into K lines, and the sum is minimised over
//    the breaks into exactly K lines. (This applies to an unbounded line too, as in Chromium.)
//  - A line never crosses a forced break nor holds more than max-items-per-line items, so the
//    segments between forced breaks are balanced independently of each other.
//  - Unbounded M (and no min lines to meet): greedy's lines, one per segment.
//
// The work is done once, in `prepare`; `lineEnd` then reads the answer.
//  BalancedLineBreaker.swift  this spine: which of the cases above applies; reading the answer.
//  LineGrid.swift     line lengths: the longest line from each item, lengths on an
//                             integer grid, greedy line counts on the grid, W*.
//  PathSearch.swift   the least-cost breaks, as a shortest path, in O(n log m).
//  LayeredLines.swift min lines when greedy at W* makes K − 3 to K lines: exactly K
//                             lines by lines-so-far, in about one search's work.
//  ExactLineCount.swift   min lines otherwise: exactly K lines, with a penalty per line, in
//                             few searches.
//  WindowedSearch.swift  its searches between two penalties, over the few breaks the
//                             searches at those penalties leave open.
//  ContractedSearch.swift  the same once nearly every window holds one break: over
//                             the nodes whose windows hold several only.
//  MinLinesGrid.swift min lines on plain rows: greedy's count at M in the grid pass,
//                             longest lines at W* only.
//  EqualLengths.swift balance, pretty and min lines with items of one length:
//                             the answer in closed form.

struct BalancedLineBreaker: LineBreaker {
    /// Number of items of the last `prepare`.
    var count = 0
    /// Most items a line may hold, in 1...count.
    var perLine = 1
    /// The answer: exclusive end of the line that starts at item i (other entries unspecified).
    var lineEnds = Buffer<Int32>()
    /// Exclusive end of the longest line that may start at item i (nondecreasing in i).
    var reach = Buffer<Int32>()
    /// Line lengths in grid units: the line [i, j) is `prefixEnd[j] - prefixStart[i]` long.
    var prefixEnd = Buffer<Int64>()
    var prefixStart = Buffer<Int64>()
    /// Exclusive end of the segment (run of items between forced breaks) that holds item i.
    var segmentEnd = Buffer<Int32>()
    /// Items that may be longer than the line, listed by `findReach` at the start of `lineEnds`
    /// (free until the answer is written), or -1: not listed, any may be.
    var oversizeItems = -1
    /// Path search: least cost of breaking after item x-1, the break before that, line counts.
    var pathCost = Buffer<Int128>()
    /// The same in 64 bits, used instead when no cost can overflow them (`narrowCosts`).
    var narrowPathCost = Buffer<Int64>()
    var narrowCosts = false
    /// False makes every search use 128 bits (tests compare the two).
    var allowsNarrowCosts = true
    var previous = Buffer<Int32>()
    /// The break before node x's break, previous[previous[x]] (−1 from node 0 or a line from it),
    /// written by the queue search without a penalty (balance and pretty), so that their walk
    /// back takes two lines a step (`followPreviousInPairs`).
    var previousOfPrevious = Buffer<Int32>()
    var fewestLines = Buffer<Int32>()
    var mostLines = Buffer<Int32>()
    /// Path search: the candidate queue.
    var queue = Buffer<QueuedBreak>()
    /// Min lines, penalty method: each node's window of breaks, lowest and highest
    /// (WindowedSearch.swift), and each node's earliest and latest best breaks in the
    /// last windowed search.
    var windows = Buffer<SIMD2<Int32>>()
    var bestBreaks = Buffer<SIMD2<Int32>>()
    /// Each node's fewest and most lines in the last windowed search, side by side (one read and
    /// one write per node for both).
    var lineCounts = Buffer<SIMD2<Int32>>()
    /// The windows' low and high ends summed over the nodes (what a windowed search tries).
    var windowEnds = (low: 0, high: 0)
    /// False makes every penalty search a queue search (tests compare).
    var allowsWindows = true
    /// Min lines, once nearly every window holds one break (ContractedSearch.swift): the
    /// nodes whose windows held several, and n (node, slot of break 0, kept break; index 0 is
    /// node 0); two costs each (at the contraction's penalty, and the change since in the last
    /// search); their line counts in the last search; and each break of their windows, priced
    /// through its anchor: cost and (anchor's index, lines from the anchor).
    var contractedNodes = Buffer<SIMD4<Int32>>()
    var contractedCosts = Buffer<Int128>()
    var contractedCounts = Buffer<SIMD2<Int32>>()
    var slotCosts = Buffer<Int128>()
    var slotLinks = Buffer<SIMD2<Int32>>()
    /// The penalty of the full windowed search the windows were contracted after.
    var contractedPenalty: Int128 = 0
    /// False keeps every windowed search full (tests compare); a lower share contracts wider
    /// windows (tests set 1: whenever the windows hold at most a break per node beyond one).
    var allowsContraction = true
    var contractionShare = 16
    /// Queue path searches the last `prepare` ran (what min lines costs; tests bound it), and
    /// windowed ones (WindowedSearch.swift) with the breaks they tried.
    var pathSearches = 0
    var windowedSearches = 0
    var windowedBreaks = 0
    /// Of the windowed searches, those over contracted windows.
    var contractedSearches = 0
    /// Greedy line counts the search for W* took in the last `prepare` (tests bound it too).
    var widthProbes = 0
    /// Min lines: greedy's line count at W* in the last `prepare` (0 when min lines did not apply).
    var linesAtNarrowestWidth = 0
    /// Min lines by layers (LayeredLines.swift): the candidate lines the last `prepare`
    /// tried, 0 when it used the penalty method. False forces the penalty method (tests compare).
    var layeredPairs = 0
    var allowsLayers = true
    /// False makes the penalty method use its chords alone, without aiming (tests compare).
    var allowsPenaltyAim = true
    /// Balance, pretty or min lines with items of one length (EqualLengths.swift): the
    /// lines the last `prepare` answered in closed form, 0 otherwise. False forces W* and the
    /// searches (tests compare).
    var equalLengthLines = 0
    var allowsEqualLengths = true

    init() {}

    mutating func prepare(_ input: LineBreakInput) {
        count = max(0, input.count)
        pathSearches = 0
        windowedSearches = 0
        windowedBreaks = 0
        contractedSearches = 0
        widthProbes = 0
        linesAtNarrowestWidth = 0
        layeredPairs = 0
        equalLengthLines = 0
        guard count > 0 else { return }
        perLine = max(1, min(input.maxItemsPerLine, count))
        lineEnds.setCount(count)
        // A NaN limit cannot reach here through the layout; treat it as unbounded all the same.
        let limit = input.limit.isNaN ? Double.infinity : input.limit
        let unit = limit.isFinite ? Self.gridUnit(for: limit) : nil
        let wanted = input.minLines > 0 ? min(input.minLines, count) : 0
        if wanted == count {
            // As many lines as items: one item per line whether min lines applies or not (when
            // greedy already makes that many lines, no two neighbours fit together).
            for i in 0..<count { lineEnds[i] = Int32(truncatingIfNeeded: i &+ 1) }
            return
        }
        if wanted > 0, let unit, isPlainRowsForMinLines(input, unit: unit) {
            // (MinLinesGrid.swift: no longest lines at M when min lines applies.)
            if let greedy = placeOnGridCountingGreedyLines(input, limit: limit, unit: unit, wanted: wanted) {
                breakIntoExactly(wanted, input, limit: limit, total: greedy.total, unit: unit, greedyLines: greedy.lines)
                return
            }
        }
        let total = findReach(input, limit: limit, unit: unit)
        // (Without min lines there is no count to compare: walking greedy's lines costs a cache
        // miss per line on long inputs.)
        if wanted > 0, greedyLineCount() < wanted {
            breakIntoExactly(wanted, input, limit: limit, total: total, unit: unit)
        } else if let unit {
            balance(input, limit: limit, unit: unit)
        } else {
            keepGreedyLines()
        }
    }

    mutating func lineEnd(startingAt start: Int, _ input: LineBreakInput) -> Int {
        // Only line starts of the last `prepare` arrive here; anything else gets a one-item line
        // rather than a trap.
        guard start >= 0, start < count else { return start + 1 }
        let end = Int(lineEnds[start])
        return end > start && end <= count ? end : start + 1
    }

    /// Reserves every buffer `prepare` may use for `count` items (count + 1 path nodes), so that
    /// `prepare` itself never allocates and cannot fail; the windows only for min lines.
    mutating func reserve(_ count: Int, minLines: Bool, _ allocator: FlowAllocator) throws(FlowError) {
        let n = count + 1
        // Two more for reach and offsets (`narrowPathCost`): findReach writes ahead of the last item.
        try lineEnds.reserve(n, allocator); try reach.reserve(n + 1, allocator)
        try prefixEnd.reserve(n, allocator); try prefixStart.reserve(n, allocator)
        try segmentEnd.reserve(n, allocator); try pathCost.reserve(n, allocator)
        try narrowPathCost.reserve(n + 1, allocator)
        try previous.reserve(n, allocator); try previousOfPrevious.reserve(n, allocator)
        try fewestLines.reserve(n, allocator)
        try mostLines.reserve(n, allocator); try queue.reserve(n, allocator)
        guard minLines else { return }
        try windows.reserve(n, allocator); try bestBreaks.reserve(n, allocator)
        try lineCounts.reserve(n, allocator)
        let listed = contractedBreaksLimit(count) + 2
        try contractedNodes.reserve(listed, allocator); try contractedCosts.reserve(2 * listed, allocator)
        try contractedCounts.reserve(listed, allocator)
        try slotCosts.reserve(2 * listed, allocator); try slotLinks.reserve(2 * listed, allocator)
    }

    mutating func free(_ a: FlowAllocator) {
        lineEnds.free(a); reach.free(a); prefixEnd.free(a); prefixStart.free(a); segmentEnd.free(a)
        pathCost.free(a); narrowPathCost.free(a); previous.free(a); previousOfPrevious.free(a)
        fewestLines.free(a); mostLines.free(a)
        queue.free(a)
        windows.free(a); bestBreaks.free(a); lineCounts.free(a)
        contractedNodes.free(a); contractedCosts.free(a); contractedCounts.free(a)
        slotCosts.free(a); slotLinks.free(a)
        count = 0
    }

    // MARK: - The cases

    /// Least squared slack against the line length itself.
    private mutating func balance(_ input: LineBreakInput, limit: Double, unit: Double) {
        let width = Self.onGrid(limit / unit)
        if balanceEqually(width: width) { return }   // (EqualLengths.swift)
        priceItemsLongerThanTheLine(input, limit: limit, width: width)
        searchPaths(width: width, penalty: 0, ties: .none)
        followPreviousInPairs()
    }

    /// Unbounded line: each line takes everything it may (greedy).
    mutating func keepGreedyLines() {
        var start = 0
        while start < count {
            let end = max(start + 1, Int(reach[start]))
            for i in start..<end { lineEnds[i] = Int32(end) }
            start = end
        }
    }

    /// Lines greedy breaking makes at the line length `reach` was found for.
    func greedyLineCount() -> Int {
        var lines = 0, start = 0
        while start < count {
            lines += 1
            start = max(start + 1, Int(reach[start]))
        }
        return lines
    }

    /// Writes the answer from the break chain of the last path search: the end of each line at
    /// its first item (only line starts are ever asked for).
    mutating func followPrevious() { followPrevious(from: count) }

    /// `followPrevious` after a queue search (`searchPaths`), two lines a step: each step's
    /// reads are at the value a read of the step before gave, so a step costs a load's latency,
    /// which lines of a few items make most of the walk. Each pair is checked against `previous`
    /// (a read off that chain), and the walk goes on a line a step from any pair that is not.
    mutating func followPreviousInPairs() {
        guard let previous = previous.pointer, let pairs = previousOfPrevious.pointer,
              let lineEnds = lineEnds.pointer, previousOfPrevious.count > count else { return followPrevious() }
        var end = count
        while end > 1 {
            let start = Int(previous[end]), before = Int(pairs[end])
            guard UInt(bitPattern: start) < UInt(bitPattern: end), UInt(bitPattern: before) < UInt(bitPattern: start),
                  Int(previous[start]) == before else { break }
            lineEnds[start] = Int32(truncatingIfNeeded: end)
            lineEnds[before] = Int32(truncatingIfNeeded: start)
            end = before
        }
        followPrevious(from: end)
    }

    /// The walk back from node `end`.
    private mutating func followPrevious(from end: Int) {
        guard let previous = previous.pointer, let lineEnds = lineEnds.pointer else { return }
        var end = end
        while end > 0 {
            let start = Int(previous[end])
            // Never false for a finished search. A test that leaves the loop, not a select: the
            // next read's address is then the value just read, one load's latency a line.
            guard UInt(bitPattern: start) < UInt(bitPattern: end) else { break }
            lineEnds[start] = Int32(truncatingIfNeeded: end)
            end = start
        }
        // (From a break that is not before its node, lines of one item.)
        while end > 0 {
            lineEnds[end &- 1] = Int32(truncatingIfNeeded: end)
            end &-= 1
        }
    }
}
