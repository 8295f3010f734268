// Min lines' narrowest width W*: the narrowest line length at which greedy breaking makes at
// least the wanted number of lines, found by probing greedy line counts on the grid (LineGrid.swift)
// with galloping searches for each line's end.

extension BalancedLineBreaker {
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
    func lastAllowedEnd(_ start: Int) -> Int {
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
}
