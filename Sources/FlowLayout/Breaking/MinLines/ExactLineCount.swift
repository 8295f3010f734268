// Min lines: the least-cost breaking into exactly K lines of W* grid units, ties to the latest
// break. Built on the path search (PathSearch.swift) with a penalty λ added per line.
//
// Why a penalty works: let f(k) be the least sum of squares over breakings into exactly k lines.
// The costs are Monge, so f is convex in k, and a search with penalty λ finds the k minimising
// f(k) + λ·k: the lines k whose neighbouring slopes of f bracket −λ. f takes integer values, so
// the slopes between its corners are integers, and some integer λ makes K one of the best counts.
//
// When greedy at W* makes K − 3 to K lines, its lines hold few items (the work limit there) and
// the costs fit 64 bits, LayeredLines.swift answers first, without a search. Otherwise:
//
// How λ is found, in few searches (each a full O(n log m) path search, so their number is the
// cost of min lines):
//  1. Greedy breaking at W* gives the fewest lines, k₀ <= K. A penalty above any sum of squares
//     makes the fewest lines best, and among them the least squares: when k₀ = K (greedy makes
//     exactly K lines at W*, the usual case) that one search is the answer. (In 64 bits when
//     the squares fit, by `searchFewestLines`: it compares only breaks with as many lines.)
//  2. Otherwise f is known at two corners of its convex hull, (k₀, f(k₀)) from that search and
//     (n, f(n)) with every item alone (no search). Newton's method on the hull: search at the
//     penalty where the two corners cost the same (the chord's slope, rounded down), tracking
//     the fewest lines among the best paths. Either that count is K, or the corner with the most
//     lines is still among the best (the chord is an edge of the hull: K lies on it), or the
//     count is a corner strictly between the two, which replaces the one on K's side. So each
//     search ends the method or removes a corner of the hull between the two, and Newton's method
//     on a convex piecewise-linear function passes few corners: the rounding down guarantees the
//     progress, the chord makes it fast.
//     The searches run over windows of breaks (WindowedSearch.swift), and once all but a
//     few nodes have a window of one break, over the others only (ContractedSearch.swift).
//  3. When K lies on an edge, one more search tracks the most lines per node, and the walk back
//     chooses, from the last line, the latest break that still leaves room for the lines left.
//     When the count is K itself, the fewest-lines search's own breaks are that walk's answer.

extension BalancedLineBreaker {
    /// Breaks into exactly `lines` lines (1 < lines < count) of `width` grid units at least cost;
    /// ties to the latest break. Needs `reach` and the grid for `width`.
    mutating func breakIntoExactly(_ lines: Int, width: Int64) {
        let n = count
        // Beyond ±big, one line more or less outweighs any difference in the sum of squares
        // (each square is at most width², and there are at most n lines).
        let big = Int128(n) &* Int128(width) &* Int128(width) &+ 1
        let fewest = greedyLineCount()   // at `width`, from `reach`: at most `lines`
        linesAtNarrowestWidth = fewest
        if breakIntoExactlyByLayers(lines, width: width, fewest: fewest) { return }
        // The searches over windows (WindowedSearch.swift): the first, for the fewest
        // lines, always; the others when lines hold few breaks, as at W*. The windows only
        // narrow, so they stay few.
        let windowsFit = allowsWindows && bestBreaks.capacity > n && lineCounts.capacity > n && windows.capacity > n
        var windowsApply = false
        var windowed = false
        // Once nearly every window holds one break, the searches skip those nodes
        // (ContractedSearch.swift) until the walk back needs every node's cost.
        var contracted = false
        func search(_ penalty: Int128, ties: LineCountTies) {
            windowed = windowsApply
            if contracted {
                searchContractedWindows(width: width, penalty: penalty)
            } else if windowed {
                searchWindows(width: width, penalty: penalty)
            } else {
                searchPaths(width: width, penalty: penalty, ties: ties)
            }
        }
        // The breaks of the last search, from n back (a windowed search writes them on demand).
        func followBestBreaks() {
            if contracted {
                chainPreviousOverContractedWindows()
            } else if windowed {
                chainPreviousOverWindows(width: width)
            }
            followPrevious()
        }
        // The fewest and most lines into n of the last search (a queue search's most once
        // counted), and every node's where the walk back reads them.
        func linesIntoEnd() -> (fewest: Int, most: Int) {
            windowed ? (Int(lineCounts[n].x), Int(lineCounts[n].y)) : (Int(fewestLines[n]), Int(mostLines[n]))
        }
        func countMostLines(_ penalty: Int128) {
            if !windowed { searchPaths(width: width, penalty: penalty, ties: .most) }   // (windowed: counted)
        }
        func walkBackOverBest(_ penalty: Int128) -> Bool {
            if contracted {
                // Every node's costs and line counts, which a contracted search leaves unwritten.
                contracted = false
                searchWindows(width: width, penalty: penalty)
            }
            if windowed { copyLineCounts() }
            return walkBack(lines, width: width, penalty: penalty)
        }
        // The fewest lines, and the least squares among them (every best path at `big` has them).
        let squaresOfFewest: Int128
        if windowsFit {
            searchFewestLines(width: width)
            squaresOfFewest = pathCostAt(n)
        } else {
            searchPaths(width: width, penalty: big, ties: .none)
            squaresOfFewest = pathCostAt(n) &- big &* Int128(fewest)
        }
        guard fewest < lines else {
            followPrevious()   // exactly K lines at W* (more than K cannot happen at W*)
            return
        }
        // (Counted only now: when the first search is the answer, as at K = k₀, nothing reads it.)
        windowsApply = windowsFit && windowsAreNarrow(openWindowBreaks())
        if windowsApply { openWindowsFromFewestLines() }
        var fewer = (lines: fewest, squares: squaresOfFewest, penalty: big)
        // The other corner starts as every item alone, whose squares are summed only if a chord
        // or a tie with it needs them (the first probe usually replaces it).
        var more = (lines: n, squares: Int128(0), penalty: -big)
        var singles: Int128? = nil
        func squaresOfMore() -> Int128 {
            guard more.lines == n else { return more.squares }
            if let singles { return singles }
            var sum: Int128 = 0
            for i in 0..<n { sum = sum &+ lineCost(i, i + 1, width: width, penalty: 0) }
            singles = sum
            return sum
        }
        // Guesses first. Where the windowed searches apply (lines of few items), the slope of f
        // from k₀ to K were the slack spread evenly (`evenSlackPenalty`). Then, or at once
        // otherwise, the cost of a K-line breaking near the best stands in for f(K), and a
        // probe at the penalty where it and a corner cost the same lands near K. Two such
        // breakings: the fewest-lines one with its K − k₀ cheapest lines split in two (near the
        // best when K is near k₀), and lines ending where the length reaches j/K of the total
        // (the best with equal sizes, so the first guess is then exact). A guess that moves no
        // corner costs one more search (the most lines at the same penalty), then the chord,
        // which always makes progress, takes over.
        var evenSlack: Int128? = windowsApply && !itemsHaveOneLength()
            ? evenSlackPenalty(lines, fewest: fewest, squares: fewer.squares, width: width) : nil
        // The breakings near K only when a guess needs them: splitting reads the fewest-lines
        // breaking in `previous`, which a windowed search leaves and a queue search does not.
        var nearKCost: Int128? = nil
        func nearK() -> Int128 {
            if let nearKCost { return nearKCost }
            let proportional = proportionalBreakingCost(lines, width: width)
            let splitting = splittingCost(into: lines, from: squaresOfFewest, width: width)
            let cost = splitting.map { min($0, proportional) } ?? proportional
            nearKCost = cost
            return cost
        }
        if !windowsApply { _ = nearK() }
        var guesses = 3
        var aim = PenaltyAim(lines: lines, fewest: fewest)
        var aiming = allowsPenaltyAim
        while more.lines - fewer.lines > 1 {
            var chosen: Int128? = nil
            var guessed = false, aimed = false
            if aiming, let next = aim.next(), next > more.penalty, next < fewer.penalty {
                chosen = next
                aimed = true
            } else if let evenGuess = evenSlack, guesses > 0 {
                evenSlack = nil
                guesses -= 1
                if evenGuess > more.penalty, evenGuess < fewer.penalty {
                    chosen = evenGuess; guessed = true
                    guesses = 0   // (then the aim, or the chords: a breaking near K guesses worse)
                }
            } else if guesses > 0 {
                guesses -= 1
                // Against the corner farther from K in line counts; the nearer one is the better
                // guide once both exist.
                let guess = more.lines - lines <= lines - fewer.lines && more.lines < n
                    ? Self.floorDivide(nearK() &- more.squares, by: Int128(more.lines - lines))
                    : Self.floorDivide(fewer.squares &- nearK(), by: Int128(lines - fewer.lines))
                if guess > more.penalty, guess < fewer.penalty { chosen = guess; guessed = true }
            }
            let penalty = chosen ?? Self.floorDivide(fewer.squares &- squaresOfMore(), by: Int128(more.lines - fewer.lines))
            search(penalty, ties: .fewest)
            let best = pathCostAt(n)
            var found = linesIntoEnd().fewest
            aim.probed(penalty: penalty, lines: found)
            if found == lines {
                followBestBreaks()
                return
            }
            if found < lines, best == squaresOfMore() &+ penalty &* Int128(more.lines) {
                // `more` is among the best too: every count between, K included, is.
                countMostLines(penalty)
                if walkBackOverBest(penalty) { return }
                break
            }
            if guessed, found <= fewer.lines {
                // The fewest lines moved nothing; the most may, or may reach K.
                countMostLines(penalty)
                let most = linesIntoEnd().most
                if most >= lines {
                    if walkBackOverBest(penalty) { return }
                    break
                }
                found = most
            }
            let corner = (lines: found, squares: best &- penalty &* Int128(found), penalty: penalty)
            guard corner.lines > fewer.lines, corner.lines < more.lines else {
                // A guess or an aim that taught nothing: the chords take over (a chord probe
                // always teaches). (Where f is straight between the corners, as with equal
                // sizes, the aim would halve its way along the edge; the chord lands on it.)
                if aimed { aiming = false }
                guesses = 0
                continue
            }
            if found > lines { more = corner } else { fewer = corner }
            if contracted {
                narrowContractedWindows(moreLinesThanWanted: found > lines)
            } else if windowed {
                narrowWindows(moreLinesThanWanted: found > lines)
                contracted = allowsContraction
                    && windowEnds.high &- windowEnds.low <= contractedBreaksLimit(n)
                    && contractWindows(width: width, afterSearchAt: penalty)
            }
        }
        followBestBreaks()   // a valid breaking, if not of `lines` lines; never for Monge costs
    }

    /// A guess at the penalty that makes `lines` lines best, from the fewest-lines corner alone:
    /// the slope of f between k₀ and K if every breaking into k lines spread its slack S(k)
    /// evenly over its lines, S(k)²/k, plus what the fewest lines' squares hold beyond that,
    /// taken as a constant per line. Between close k₀ and K (W* makes about K lines) the even
    /// spreading is near the truth, where splitting k₀'s lines (`splittingCost`) is not: the
    /// best K lines share the slack over all lines. S(k₀) is summed over the fewest-lines
    /// breaking (`previous`, from the search just run); each line more adds W and a gap to it.
    /// Items longer than the line sit alone at no slack and share none (lines of one item
    /// without slack are left out). Assumes one gap, as plain rows have. O(k₀).
    func evenSlackPenalty(_ lines: Int, fewest: Int, squares: Int128, width: Int64) -> Int128? {
        let n = count
        guard n > 1, lines > fewest, fewest > 0 else { return nil }
        var slack: Int64 = 0, alone = 0
        var end = n
        while end > 0 {
            let start = Int(previous[end])
            guard start >= 0, start < end else { return nil }
            let lineSlack = width &- (prefixEnd[end] &- prefixStart[start])
            slack &+= lineSlack
            if end &- start == 1 && lineSlack == 0 { alone &+= 1 }
            end = start
        }
        let gap = gridGap()
        guard fewest > alone else { return nil }
        let k0 = Double(fewest &- alone), k = Double(lines &- alone)
        let s0 = Double(slack), s = s0 + Double(lines &- fewest) * (Double(width) + Double(gap))
        let beyondEven = max(0, (PenaltyAim.double(squares) - s0 * s0 / k0) / k0)
        let slope = beyondEven + (s * s / k - s0 * s0 / k0) / (k - k0)
        guard slope.isFinite, slope > 0, slope < 0x1p100 else { return nil }
        return 0 &- PenaltyAim.integer(slope)
    }

    /// Whether every item has the same length: f is then straight between its corners, which
    /// the even spreading does not see, and the proportional breaking is the best one.
    func itemsHaveOneLength() -> Bool {
        let n = count
        guard n > 1 else { return true }
        let first = prefixEnd[1] &- prefixStart[0]
        var differ: Int64 = 0
        for i in 1..<n { differ |= (prefixEnd[i &+ 1] &- prefixStart[i]) ^ first }
        return differ == 0
    }

    /// Sum of squares of one breaking into `lines` lines: each line ends where the length comes
    /// closest to j/K of the total, within the line's reach and leaving an item for each line
    /// after it. Not always a valid breaking, and not the best: only a guide for the first
    /// penalty. O(K log m).
    func proportionalBreakingCost(_ lines: Int, width: Int64) -> Int128 {
        let n = count, total = max(0, prefixEnd[n])
        var start = 0, sum: Int128 = 0
        // ⌊total · j / K⌋ step by step, as ⌊total / K⌋ · j plus the remainders' carries (a division
        // per line would cost more than the rest of this pass).
        let step = total / Int64(lines), stepRemainder = total % Int64(lines)
        var target: Int64 = 0, remainder: Int64 = 0
        for j in 1...lines {
            let after = lines - j
            target &+= step
            remainder &+= stepRemainder
            if remainder >= Int64(lines) { remainder &-= Int64(lines); target &+= 1 }
            var end = n
            if after > 0 {
                var low = start + 1, high = max(start + 1, min(Int(reach[start]), n - after))
                while low < high {
                    let mid = (low + high) >> 1
                    if prefixEnd[mid] < target { low = mid + 1 } else { high = mid }
                }
                end = low
                if end - 1 > start, target &- prefixEnd[end - 1] < prefixEnd[end] &- target { end -= 1 }
            }
            sum = sum &+ lineCost(start, end, width: width, penalty: 0)
            start = end
            if start >= n { break }
        }
        return sum
    }

    /// Sum of squares of the breaking the last search left (`previous` from n, `from` its sum)
    /// with `lines` − its line count of its lines split in two, those whose best split costs least.
    /// nil when it has too few lines of two items or more. Uses `narrowPathCost` as scratch.
    /// O(n) and a selection.
    mutating func splittingCost(into lines: Int, from squares: Int128, width: Int64) -> Int128? {
        let n = count
        narrowPathCost.setCount(n + 1)
        guard let increase = narrowPathCost.pointer else { return nil }
        var candidates = 0, chainLines = 0
        var end = n
        while end > 0 {
            let start = max(0, min(end - 1, Int(previous[end])))
            chainLines += 1
            if end - start >= 2 {
                let whole = lineCost(start, end, width: width, penalty: 0)
                var best = Int128.max
                for t in (start + 1)..<end {
                    best = min(best, lineCost(start, t, width: width, penalty: 0) &+ lineCost(t, end, width: width, penalty: 0))
                }
                let rise = best &- whole
                increase[candidates] = rise < Int128(Int64.max) ? Int64(rise) : Int64.max
                candidates += 1
            }
            end = start
        }
        let splits = lines - chainLines
        guard splits > 0, splits <= candidates else { return nil }
        Self.selectSmallest(splits, of: increase, count: candidates)
        var sum = squares
        for i in 0..<splits { sum = sum &+ Int128(increase[i]) }
        return sum
    }

    /// Reorders `values[0..<count]` so its `k` smallest come first (quickselect, middle pivot).
    static func selectSmallest(_ k: Int, of values: UnsafeMutablePointer<Int64>, count: Int) {
        var low = 0, high = count - 1
        while low < high {
            let pivot = values[(low + high) >> 1]
            var i = low, j = high
            while i <= j {
                while values[i] < pivot { i += 1 }
                while values[j] > pivot { j -= 1 }
                if i <= j { (values[i], values[j]) = (values[j], values[i]); i += 1; j -= 1 }
            }
            // [low, j] <= pivot <= [i, high]
            if k - 1 <= j { high = j } else if k - 1 >= i { low = i } else { return }
        }
    }

    /// ⌊a / b⌋ for 0 < b < 2^32 (line counts): long division in 32-bit digits, each a 64-bit
    /// division. A 128-bit division would call the compiler runtime (__divti3 or __udivti3),
    /// which the library must not need.
    static func floorDivide(_ a: Int128, by b: Int128) -> Int128 {
        let divisor = UInt64(truncatingIfNeeded: max(1, min(b, Int128(UInt32.max))))
        let magnitude = a < 0 ? UInt128(bitPattern: 0 &- a) : UInt128(bitPattern: a)
        var quotient: UInt128 = 0, remainder: UInt64 = 0
        for shift in stride(from: 96, through: 0, by: -32) {
            let digit = UInt64(truncatingIfNeeded: magnitude >> UInt128(shift)) & 0xFFFF_FFFF
            let value = remainder << 32 | digit   // remainder < divisor < 2^32: no overflow
            quotient |= UInt128(value / divisor) << UInt128(shift)
            remainder = value % divisor
        }
        let q = Int128(bitPattern: quotient)
        guard a < 0 else { return q }
        return remainder == 0 ? 0 &- q : 0 &- q &- 1
    }

    /// Cost of the line [i, x) alone, for walking back over a finished search.
    @inline(__always)
    func lineCost(_ i: Int, _ x: Int, width: Int64, penalty: Int128) -> Int128 {
        let slack = Int128(width &- (prefixEnd[x] &- prefixStart[i]))
        return slack &* slack &+ penalty
    }

    /// From the last line back, the latest break that keeps a best path with the lines left.
    /// O(n): each step scans back over the items of the line it chooses.
    private mutating func walkBack(_ lines: Int, width: Int64, penalty: Int128) -> Bool {
        if narrowCosts, let costs = narrowPathCost.pointer {
            return walkBack(lines, width: width, penalty: Int64(truncatingIfNeeded: penalty), costs: costs)
        }
        guard let costs = pathCost.pointer else { return false }
        return walkBack(lines, width: width, penalty: penalty, costs: costs)
    }

    /// The walk in the search's own costs (64 bits when they fit, as the search's).
    private mutating func walkBack<Cost: FixedWidthInteger & SignedInteger>(
        _ lines: Int, width: Int64, penalty: Cost, costs: UnsafeMutablePointer<Cost>
    ) -> Bool {
        guard let reach = reach.pointer, let fewest = fewestLines.pointer, let most = mostLines.pointer,
              let ends = prefixEnd.pointer, let starts = prefixStart.pointer, let lineEnds = lineEnds.pointer
        else { return false }
        var end = count, left = Int32(truncatingIfNeeded: lines)
        while end > 0 {
            // Line [start, end) keeps a best path when cost(start) + its cost = cost(end).
            let target = costs[end] &- penalty
            let reachBack = width &- ends[end]   // the slack of line [i, end) is this + starts[i]
            var start = end &- 1
            while true {
                guard start >= 0, Int(reach[start]) >= end else { return false }
                if fewest[start] < left, left <= most[start] &+ 1 {
                    let slack = Cost(truncatingIfNeeded: reachBack &+ starts[start])
                    if costs[start] &+ slack &* slack == target { break }
                }
                start &-= 1
            }
            lineEnds[start] = Int32(truncatingIfNeeded: end)   // only line starts are read
            end = start
            left &-= 1
        }
        return true
    }
}
