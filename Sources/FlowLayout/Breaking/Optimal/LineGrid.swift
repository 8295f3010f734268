// Line lengths for balanced breaking.
//
// Which lines fit at the line length M is decided exactly as the greedy breaker decides it (same
// floating-point test), so balancing never disagrees with greedy about what fits.
//
// Costs are compared exactly. Why: the tie rule (latest break) only means something if equal
// costs compare equal, and floating point does not keep equal sums equal: two partitions of
// equal cost take their line lengths from different prefix sums, rounded differently, and the
// "wrong" one then wins by a few ulps. So every prefix sum of lengths
// is rounded to an integer grid of 1/64 pt (Chromium's layout unit) once, a line's length is
// the exact difference of two grid values, and its cost (W − L)² is an exact 128-bit integer.
// Inputs that lie on the grid (integers, halves, ... 1/64ths) are then priced exactly and ties
// are true ties; finer inputs move by less than half a unit. A line length over about 1e9 pt
// (2^36 units) takes a coarser power-of-two unit instead, so that a square stays below 2^72 and
// any sum of them (at most 2^26 lines, plus the line-count penalties of BalancedPathSearch)
// below 2^127.

extension BalancedLineBreaker {
    /// Longest grid value used for the line length; see above. (A literal: `1 << 36` is 0
    /// where Int has 32 bits, as in WebAssembly.)
    static let maxGridWidth: Double = 0x1p36

    /// The grid unit in points: 1/64, or the smallest power of two keeping `length` within
    /// `maxGridWidth` units.
    static func gridUnit(for length: Double) -> Double {
        var unit = 1.0 / 64
        guard length.isFinite else { return unit }
        while length / unit > maxGridWidth { unit *= 2 }
        return unit
    }

    /// `units` rounded to the nearest grid value (without the C math library, which the shipped
    /// library does not link). Lengths are >= 0; the clamp (far beyond what the input limits
    /// allow) only keeps the conversion from trapping.
    @inline(__always)
    static func onGrid(_ units: Double) -> Int64 {
        guard units > 0 else { return 0 }
        return units < 9e18 ? Int64(units + 0.5) : 9_000_000_000_000_000_000
    }

    /// `onGrid` of two values in 0 <= units < 2^52 − 1, without a branch and in one pair of
    /// lanes: t = units + 0.5 as there, then its integer part, from t's nearest integer r
    /// (t + 2^52 rounds to it, within one binade: its low bits are r), less one when r > t.
    /// (Below 2^51, t is as rounded as onGrid's; above, units is a multiple of 1/2 and t exact.)
    @inline(__always)
    static func onGridBelow2p52(_ units: SIMD2<Double>) -> SIMD2<Int64> {
        let t = units + SIMD2(repeating: 0.5)
        let offset = SIMD2<Double>(repeating: 0x1p52)
        let r = t + offset
        let whole = unsafeBitCast(r, to: SIMD2<Int64>.self) &- unsafeBitCast(offset, to: SIMD2<Int64>.self)
        return whole.replacing(with: whole &- 1, where: r - offset .> t)
    }

    /// `onGrid` of an item's start and end offsets in grid units, in one pair of lanes when
    /// `branchFree` (the end, and so the start, below 2^52 − 1 units).
    @inline(__always)
    static func onGrid(_ startUnits: Double, _ endUnits: Double, branchFree: Bool) -> SIMD2<Int64> {
        if branchFree { return onGridBelow2p52(SIMD2(startUnits, endUnits)) }
        return SIMD2(onGrid(startUnits), onGrid(endUnits))
    }

    /// β, as its bits: the least start offset B >= 0 from which a line ending at `length` passes
    /// `fits`' test (length − B <= fitLimit), for fitLimit < length / 2 (see
    /// `findReachOfPlainRows`). b = length − fitLimit rounded is within half a unit of the last
    /// place of the exact difference, and length − b is exact there: b when b passes, else the
    /// next double.
    @inline(__always)
    static func leastFittingStart(lineEnd length: Double, fitLimit: Double) -> UInt64 {
        let b = length - fitLimit
        return b.bitPattern &+ (length - b <= fitLimit ? 0 : 1)
    }

    /// Fills `reach` for the line length `limit`, with greedy's fit test, and returns the length
    /// of all items and gaps. Two pointers: the longest line from item i+1 ends no earlier than
    /// the one from item i, so this is O(n). With a grid `unit`, also does `placeOnGrid` (the
    /// same sums, in the same pass).
    ///
    /// Line [i, j) has length A(j) − B(i), where A(j) sums items and gaps before item j and
    /// B(i) = A(i) + gap before item i. Both pointers compute A by the same additions in the
    /// same order, so they agree bit for bit.
    /// `lengthFactor` multiplies every grid value (pretty breaking triples them).
    mutating func findReach(_ input: LineBreakInput, limit: Double, unit: Double?, lengthFactor: Int64 = 1) -> Double {
        reach.setCount(count)
        let scale = unit.map { 1 / $0 }
        if scale != nil {
            prefixEnd.setCount(count + 1)
            prefixStart.setCount(count + 1)
            prefixEnd[0] = 0
        }
        if let scale, input.flags == nil, input.pairGaps == nil, perLine >= count {
            // One copy of the pass per factor, so that it multiplies by a constant.
            return lengthFactor == 3 ? findReachOfPlainRows(input, limit: limit, scale: scale, TripledLengths.self)
                : findReachOfPlainRows(input, limit: limit, scale: scale, SingleLengths.self)
        }
        oversizeItems = -1   // not looked for here
        var end = 0, endLength = 0.0           // A(end)
        var startLength = 0.0                  // A(i)
        for i in 0..<count {
            let startOffset = i == 0 ? 0 : startLength + input.gap(before: i)   // B(i)
            if end <= i {
                end = i + 1
                endLength = startOffset + input.main(i)
            }
            let last = perLine >= count - i ? count : i + perLine
            while end < last, !input.forcesBreak(before: end) {
                let next = (endLength + input.gap(before: end)) + input.main(end)
                guard LineBreakInput.fits(next - startOffset, within: limit) else { break }
                end += 1
                endLength = next
            }
            reach[i] = Int32(end)
            startLength = startOffset + input.main(i)
            if let scale {
                prefixStart[i] = Self.onGrid(startOffset * scale) &* lengthFactor
                prefixEnd[i + 1] = Self.onGrid(startLength * scale) &* lengthFactor
            }
        }
        if scale != nil { prefixStart[count] = prefixEnd[count] }
        return startLength
    }

    /// `findReach` with a grid when nothing but the length limits a line (one gap, no forced
    /// breaks, no item limit): the same sums in the same order, in one pass whose only serial
    /// work besides the running sum (which greedy breaking does too) is short.
    ///
    /// Why the pointer trails: a leading pointer (the end of the line from item i) adds up the
    /// sums ahead, a second serial chain, and stops after an unpredictable number of steps with
    /// a branch that waits for that chain. Here the pass runs over ends j, keeping the earliest
    /// start `first` whose line [first, j+1) fits; a start the line no longer fits from is done,
    /// its reach is j. The starts' offsets B are kept (in `narrowPathCost`, free until the search)
    /// and read back. `first` moves by about one start per item, so the next three starts are
    /// tested at once, without a branch (a run of them from `first` no longer fits), with
    /// tentative reaches stored for all three (a start that stays is stored again later); a loop
    /// takes further moves, rarely. Starts past j read as infinitely far (`offsets` holds +inf
    /// there until the pass reaches them), as fitting: the line from item j itself always stands.
    ///
    /// `fits`' test, A − B <= limit, is decreasing in B, so it holds from some least B, β. Once
    /// the limit is below A/2, A − b is exact near b = A − limit (Sterbenz), and β is b or the
    /// next double: the test becomes a comparison of bit patterns (nonnegative doubles order as
    /// their patterns), a shorter wait for `first` than a subtraction and a comparison. Starts
    /// not yet reached hold all ones (a store of a small immediate): above every pattern, and a
    /// NaN that the subtraction's test (written as "does not fit") takes as fitting.
    ///
    /// `Factor` multiplies every grid value (pretty breaking triples them): a type, so that each
    /// factor gets its own loop, multiplying by a constant.
    private mutating func findReachOfPlainRows<Factor: GridLengthFactor>(
        _ input: LineBreakInput, limit: Double, scale: Double, _: Factor.Type
    ) -> Double {
        let lengthFactor = Factor.value
        narrowPathCost.setCount(count + 2)
        guard let reach = reach.pointer, let ends = prefixEnd.pointer, let starts = prefixStart.pointer,
              let offsets = narrowPathCost.pointer, let lineEnds = lineEnds.pointer
        else { return 0 }
        let sizes = input.sizes + input.mainOffset   // item i's length at sizes[2i]
        let gap = input.constantGap
        let fitLimit = LineBreakInput.tolerantLimit(limit)
        let twiceFitLimit = fitLimit * 2   // exact: fitLimit < length / 2 as real numbers
        let belowBranchFree = (0x1p52 - 1) / scale   // exact (scale is a power of two): endUnits < 2^52 − 1
        let n = count
        let far: Int64 = -1
        @inline(__always) func offset(_ i: Int) -> Double { Double(bitPattern: UInt64(bitPattern: offsets[i])) }
        var first = 0
        var oversize = lineEnds              // items listed in `lineEnds` (free until the search ends)
        var length = -gap                    // A(j + 1) after item j; B(0) = -gap + gap = +0
        ends[0] = 0
        offsets[0] = far; offsets[1] = far
        // One item: `longLine` when the line already ends past twice the limit (known after the
        // first line, so the loop after it does not test it).
        @inline(__always) func place(_ j: Int, longLine: Bool) {
            let startOffset = length + gap   // B(j)
            let size = sizes[2 &* j]
            let item = Double(size)
            length = startOffset + item
            let startUnits = startOffset * scale, endUnits = length * scale
            let grid = Self.onGrid(startUnits, endUnits, branchFree: length < belowBranchFree) &* lengthFactor
            starts[j] = grid[0]
            ends[j &+ 1] = grid[1]
            if !(item <= fitLimit) {   // rarely taken, or nearly always
                oversize.pointee = Int32(truncatingIfNeeded: j)
                oversize += 1
            }
            offsets[j &+ 2] = far
            let end = Int32(truncatingIfNeeded: j)
            reach[first] = end; reach[first &+ 1] = end
            var moved: Int
            if longLine || twiceFitLimit < length {
                let least = Self.leastFittingStart(lineEnd: length, fitLimit: fitLimit)
                @inline(__always) func below(_ i: Int) -> Int { UInt64(bitPattern: offsets[i]) < least ? 1 : 0 }
                moved = below(first) &+ below(first &+ 1) &+ below(first &+ 2)
            } else {
                @inline(__always) func misses(_ i: Int) -> Int { length - offset(i) > fitLimit ? 1 : 0 }
                moved = misses(first) &+ misses(first &+ 1) &+ misses(first &+ 2)
            }
            offsets[j] = Int64(bitPattern: startOffset.bitPattern)
            first &+= moved
            if moved == 3 {
                reach[first &- 1] = end; reach[first] = end
                while first < j, !(length - offset(first) <= fitLimit) {
                    first &+= 1
                    reach[first] = end
                }
            }
        }
        var j = 0
        while j < n {
            place(j, longLine: false)
            j &+= 1
            if twiceFitLimit < length { break }   // and so for every later end
        }
        while j < n {
            place(j, longLine: true)
            j &+= 1
        }
        for i in first..<n { reach[i] = Int32(truncatingIfNeeded: n) }
        starts[n] = ends[n]
        oversizeItems = oversize - lineEnds
        return length
    }

    /// Fills `prefixEnd` (A) and `prefixStart` (B) in grid units of `unit` points (a power of
    /// two, so the scaling itself is exact).
    mutating func placeOnGrid(_ input: LineBreakInput, unit: Double) {
        prefixEnd.setCount(count + 1)
        prefixStart.setCount(count + 1)
        let scale = 1 / unit
        var length = 0.0
        prefixEnd[0] = 0
        for i in 0..<count {
            let start = i == 0 ? 0 : length + input.gap(before: i)
            prefixStart[i] = Self.onGrid(start * scale)
            length = start + input.main(i)
            prefixEnd[i + 1] = Self.onGrid(length * scale)
        }
        prefixStart[count] = prefixEnd[count]
    }

    /// Fills `segmentEnd`: where the run of items between forced breaks that holds item i ends.
    mutating func findSegments(_ input: LineBreakInput) {
        segmentEnd.setCount(count)
        var end = count
        for i in stride(from: count - 1, through: 0, by: -1) {
            segmentEnd[i] = Int32(end)
            if i > 0, input.forcesBreak(before: i) { end = i }
        }
    }

    /// Exclusive end of the longest line from `start` that fits `width` grid units, if it
    /// ended no later than `last` (an item that does not fit alone still takes a line).
    /// Looked for from `guess` items on (the last line's count, as lines run alike): a few
    /// steps either way, then galloping and bisection, O(log m) for a line of m items.
    @inline(__always)
    private func longestLine(from start: Int, width: Int64, last: Int, guess: Int) -> Int {
        let bound = prefixStart[start] &+ width
        var end = min(start &+ guess, last)   // (>= start + 1)
        if prefixEnd[end] <= bound {
            // Up a few items, then galloping from there.
            for _ in 0..<Self.stepsBeforeGalloping {
                guard end < last, prefixEnd[end &+ 1] <= bound else { return end }
                end &+= 1
            }
            return lastFitting(from: end, to: last, bound: bound)
        }
        // Down a few items, then bisecting what is left.
        for _ in 0..<Self.stepsBeforeGalloping {
            guard end > start &+ 1 else { return end }
            end &-= 1
            if prefixEnd[end] <= bound { return end }
        }
        return end > start &+ 1 ? lastFitting(from: start &+ 1, to: end &- 1, bound: bound) : end
    }

    /// Lines this much longer or shorter than the last are found by galloping and bisection
    /// instead of a step per item.
    static let stepsBeforeGalloping = 4

    /// The last end in low...high whose line ends within `bound`, or `low` if none does (low
    /// itself fits, or is the one item a line always takes). Galloping, then bisection.
    private func lastFitting(from low: Int, to high: Int, bound: Int64) -> Int {
        var low = low, high = high
        var step = 1
        while low + step < high, prefixEnd[low + step] <= bound {
            low += step
            step &<<= 1
        }
        high = min(high, low + step)
        while low < high {
            let mid = (low + high + 1) >> 1
            if prefixEnd[mid] <= bound { low = mid } else { high = mid - 1 }
        }
        return low
    }

    @inline(__always)
    private func lastAllowedEnd(_ start: Int) -> Int {
        min(Int(segmentEnd[start]), perLine >= count - start ? count : start + perLine)
    }

    /// Greedy breaking at `width` grid units, counting no further than `cap` + 1 lines, and the
    /// widths between which that breaking (so far as counted) stays the same: from `longest`,
    /// its longest line that fits (an item alone may be longer), to `shortestGrowth` - 1, where
    /// the first of its lines could take one more item. `estimate`: the line count, extrapolated
    /// from the items counted when the count stopped at `cap` + 1. O(lines · log n).
    func greedyProbe(width: Int64, cap: Int)
        -> (lines: Int, longest: Int64, shortestGrowth: Int64, estimate: Double)
    {
        greedyProbe(width: width, cap: cap, from: 0, linesBefore: 0, longest: 0, shortestGrowth: .max)
    }

    /// `greedyProbe` from the line that starts at `start`, after `linesBefore` lines with those
    /// figures.
    private func greedyProbe(width: Int64, cap: Int, from start: Int, linesBefore: Int, longest: Int64,
                             shortestGrowth: Int64)
        -> (lines: Int, longest: Int64, shortestGrowth: Int64, estimate: Double)
    {
        var lines = linesBefore, start = start
        var longest = longest, growth = shortestGrowth
        var span = 1   // the last line's items: where the next line's end is looked for first
        while start < count {
            lines += 1
            if lines > cap { break }
            let last = lastAllowedEnd(start)
            let end = longestLine(from: start, width: width, last: last, guess: span)
            let length = prefixEnd[end] &- prefixStart[start]
            if length <= width { longest = max(longest, length) }
            if end < last { growth = min(growth, prefixEnd[end + 1] &- prefixStart[start]) }
            span = end &- start
            start = end
        }
        let estimate = start < count && start > 0 ? Double(lines) * Double(count) / Double(start) : Double(lines)
        return (lines, longest, growth, estimate)
    }

    /// `greedyProbe` for plain rows (one segment, no item limit), an item at a time with no
    /// branch on where a line ends. Where lines hold a few items, `greedyProbe`'s search for each
    /// line's end costs some 85 instructions a line (the last line's count, its first guess,
    /// alternates when long and short items do); this costs about 12 an item. Blocks of items
    /// run so while the count cannot pass `cap`, the lines near it as `greedyProbe` counts them.
    func greedyProbeItemwise(width: Int64, cap: Int)
        -> (lines: Int, longest: Int64, shortestGrowth: Int64, estimate: Double)
    {
        let n = count
        guard n > 1, cap > 0, let ends = prefixEnd.pointer, let starts = prefixStart.pointer else {
            return greedyProbe(width: width, cap: cap)
        }
        // The current line [start, x): its B and the figures of the lines before it.
        var start = 0, lines = 1, base = starts[0]
        var longest: Int64 = 0, growth = Int64.max
        var x = 1
        while x < n {
            let blockEnd = min(n, x &+ 64)
            if lines &+ (blockEnd &- x) > cap { break }   // each item starts at most one line
            while x < blockEnd {
                let length = ends[x &+ 1] &- base   // the line with item x
                let breaks = length > width
                let ended = ends[x] &- base         // the line without it, which ends if it breaks
                longest = breaks && ended <= width ? max(longest, ended) : longest
                growth = breaks ? min(growth, length) : growth
                base = breaks ? starts[x] : base
                start = breaks ? x : start
                lines &+= breaks ? 1 : 0
                x &+= 1
            }
        }
        guard x == n else {
            return greedyProbe(width: width, cap: cap, from: start, linesBefore: lines &- 1, longest: longest,
                               shortestGrowth: growth)
        }
        let last = ends[n] &- base
        if last <= width { longest = max(longest, last) }
        return (lines, longest, growth, Double(lines))
    }

    /// The gap between items in grid units, B(x) − A(x), read at the first few items (plain rows
    /// have one gap; an item longer than the line may have its B moved so that its line has no
    /// slack, which only makes the difference larger). 0 with fewer than two items.
    func gridGap() -> Int64 {
        guard count > 1 else { return 0 }
        var gap = Int64.max
        for x in 1..<min(count, 9) { gap = min(gap, prefixStart[x] &- prefixEnd[x]) }
        return gap
    }

    /// W*: the fewest grid units at which the items break into at most `lines` lines (and so,
    /// splitting lines, into exactly `lines`: a part of a line that fits also fits).
    ///
    /// The greedy count falls as the width grows, so W* is where it first reaches `lines`, as
    /// Chromium finds it by bisection. Fewer probes here: each probe's breaking holds over a whole
    /// range of widths, so a probe with too many lines excludes every width up to where one of
    /// its lines could grow, and one with few enough bounds W* by its longest line, both exact.
    /// The next probe is interpolated (the count is close to the total length over the width)
    /// while that halves the range, else, after two probes in a row that did not, it bisects:
    /// at most about three times bisection's probes, typically a few.
    ///
    /// `greedy`: greedy's line count at another width (grid units), when known; the first probe
    /// scales that width by the counts (lines plus their gap take about the same total length).
    ///
    /// `plain`: plain rows (one segment, no item limit), whose probes go an item at a time when
    /// lines at W* hold about three items or fewer (`greedyProbeItemwise`).
    mutating func narrowestWidth(breakingInto lines: Int, greedy: (width: Double, lines: Int)? = nil,
                                 plain: Bool = false) -> Int64 {
        let itemwise = plain && count <= 3 &* lines
        var low: Int64 = 0, high = max(0, prefixEnd[count])   // everything on one line per segment
        // Line counts at the two ends, for the interpolation (n at width 0 is a bound, not a count).
        var linesLow = Double(count), linesHigh = 1.0
        var interpolate = true, halvedLast = true
        var first = greedy.flatMap { greedy -> Int64? in
            let gap = Double(max(0, gridGap()))
            let guess = (greedy.width + gap) * Double(greedy.lines) / Double(lines) - gap
            return guess.isFinite && guess >= 0 && guess < Double(high) ? Int64(guess) : nil
        }
        while low < high {
            var probe = low + (high - low) / 2
            if let guess = first {
                first = nil
                probe = guess
            } else if interpolate, linesLow > linesHigh {
                // The count c(w) ≈ T / (w + gap) is linear in 1/c: aim at 1/lines between the ends.
                let t = (1 / Double(lines) - 1 / linesLow) / (1 / linesHigh - 1 / linesLow)
                let guess = Double(low) + t * Double(high - low)
                if guess.isFinite, guess >= Double(low), guess < Double(high) { probe = Int64(guess) }
            }
            let before = high - low
            widthProbes += 1
            let result = itemwise ? greedyProbeItemwise(width: probe, cap: lines) : greedyProbe(width: probe, cap: lines)
            if result.lines <= lines {
                high = min(probe, result.longest)
                linesHigh = Double(result.lines)
            } else {
                low = max(probe + 1, min(result.shortestGrowth, high))
                linesLow = result.estimate
            }
            // Bisect after two probes in a row that did not halve the range.
            let halved = (high - low) * 2 <= before
            interpolate = halved || halvedLast
            halvedLast = halved
        }
        return high
    }

    /// An item longer than the line sits alone at no cost: prices its line as an exact fit of
    /// `width` grid units. Looks only at the items `findReach` listed, when it listed them.
    mutating func priceItemsLongerThanTheLine(_ input: LineBreakInput, limit: Double, width: Int64) {
        @inline(__always) func price(_ i: Int) {
            if Int(reach[i]) == i + 1, !LineBreakInput.fits(input.main(i), within: limit) {
                prefixStart[i] = prefixEnd[i + 1] &- width
            }
        }
        if oversizeItems < 0 {
            for i in 0..<count { price(i) }
        } else if let listed = lineEnds.pointer, let reach = reach.pointer,
                  let ends = prefixEnd.pointer, let starts = prefixStart.pointer {
            // Listed by the pass's own test (the item alone does not fit): not measured again.
            // (Its line then holds it alone; checked all the same, as for unlisted items.)
            for k in 0..<oversizeItems {
                let i = Int(listed[k])
                if Int(reach[i]) == i &+ 1 { starts[i] = ends[i &+ 1] &- width }
            }
        }
    }

    /// Fills `reach` for `width` grid units (exact integer test), and prices an item that does
    /// not fit alone as an exact fit (it sits alone at no cost).
    mutating func findReachOnGrid(width: Int64) {
        reach.setCount(count)
        var end = 0
        for i in 0..<count {
            if end <= i { end = i + 1 }
            let last = lastAllowedEnd(i)
            while end < last, prefixEnd[end + 1] &- prefixStart[i] <= width { end += 1 }
            reach[i] = Int32(end)
            if end == i + 1, prefixEnd[i + 1] &- prefixStart[i] > width {
                prefixStart[i] = prefixEnd[i + 1] &- width
            }
        }
    }
}

/// The factor `findReach` multiplies grid values by, as a type (one compiled pass each).
protocol GridLengthFactor { static var value: Int64 { get } }
enum SingleLengths: GridLengthFactor { static var value: Int64 { 1 } }
enum TripledLengths: GridLengthFactor { static var value: Int64 { 3 } }
