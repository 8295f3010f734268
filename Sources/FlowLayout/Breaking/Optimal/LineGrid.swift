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
