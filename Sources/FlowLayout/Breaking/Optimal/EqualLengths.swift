// Balanced and pretty breaking and min lines when every item has one length and every gap
// another, on the grid (a wall of equal thumbnails, equal buttons, a uniform-size layout): the
// answer in closed form, without a search (and, for min lines, without W*).
//
// Why: a line of c items is c·a + (c − 1)·g long, so its square (W* − c·a − (c − 1)·g)² =
// (R − c·B)², R = W* + g, B = a + g > 0, depends on c alone and is strictly convex in c. Moving
// an item from a line of c' >= c + 2 items to one of c lowers the sum, so the best K lines hold
// q = ⌊n / K⌋ or q + 1 items each, n − q·K of them q + 1, whatever W* is. They fit at W*: greedy
// breaks into at most K lines there, m items a line, so m >= n / K, and m >= q + 1 when K does
// not divide n. Ties go to the latest break: the last line as short as possible, then the one
// before, ..., so the lines of q + 1 come first. Greedy's count at W* (for the record the search
// keeps) is ⌈n / ⌈n / K⌉⌉: W* holds exactly ⌈n / K⌉ items a line.
//
// Balanced breaking without min lines: any number of lines k, each at most m items (the reach at
// M), so the least cost f(k) of k lines, the same q-or-q + 1 sum, is convex in k from greedy's
// k₀ = ⌈n / m⌉ on. When f(k₀ + 1) > f(k₀), k₀ lines are best, the only best, and their breaking
// the one above; otherwise (a tie between line counts, or more lines cheaper) the search answers.
// (With every line's slack at least zero that has not happened in 200,000 random trials; a line
// the fit test's tolerance admits may be a unit longer than W on the grid, and the check is cheap.)
//
// Pretty breaking (PrettyLineBreaker.swift): the lines before the last cost as balanced lines do,
// so for a last line of c items they are n − c items balanced as above, and the best c is one of
// at most m, each priced in O(1).

extension BalancedLineBreaker {
    /// Breaks into exactly `lines` lines (1 <= lines < count) when the items and gaps on the grid
    /// each have one length, the items form one segment and no item limit applies: true when it
    /// answered. O(n) to check the lengths, O(lines) to answer.
    mutating func breakEquallyIntoExactly(_ lines: Int) -> Bool {
        let n = count
        guard lines >= 1, lines < n, perLine >= n, Int(segmentEnd[0]) == n, oneLengthAndGap() != nil
        else { return false }
        writeEvenLines(lines, items: n)
        let perLineAtNarrowest = (n &+ lines &- 1) / lines
        linesAtNarrowestWidth = (n &+ perLineAtNarrowest &- 1) / perLineAtNarrowest
        equalLengthLines = lines
        return true
    }

    /// Balanced breaking against `width` grid units (`findReach` done at it) when the items and
    /// gaps each have one length, every item reaches as many items as the first (so no forced
    /// break or item limit cuts a line short but where the reach would: m items a line, m the
    /// item limit or what fits) and one line more would cost more: true when it answered.
    mutating func balanceEqually(width: Int64) -> Bool {
        let n = count
        guard let (one, most) = evenRows(), let lines = Self.evenLines(n, most: most, one, width: width)
        else { return false }
        writeEvenLines(lines.lines, items: n)
        equalLengthLines = lines.lines
        return true
    }

    /// Pretty breaking (PrettyLineBreaker.swift) against `width` grid units, the last line free
    /// from `threshold` on, under balanceEqually's conditions: true when it answered. The lines
    /// before the last are some r items balanced as above (their cost, g(r), is balanced
    /// breaking's least); so the last line holds the c items, 1 <= c <= m, that make g(n − c)
    /// plus the last line's max(0, threshold − L(c))² least, the fewest on a tie (the last
    /// line as short as possible). O(m).
    mutating func breakPrettyEqually(width: Int64, lastLineThreshold threshold: Int64) -> Bool {
        let n = count
        guard let (one, most) = evenRows() else { return false }
        var best = Int128.max, last = 0, linesBefore = 0
        for c in 1...min(most, n) {
            guard let before = Self.evenLines(n &- c, most: most, one, width: width) else { return false }
            let short = max(0, Int128(threshold) &- Self.lineLength(c, one))
            let total = before.cost &+ short &* short
            if total < best { best = total; last = c; linesBefore = before.lines }
        }
        writeEvenLines(linesBefore, items: n &- last)
        lineEnds[n &- last] = Int32(truncatingIfNeeded: n)
        equalLengthLines = linesBefore &+ 1
        return true
    }

    /// Balance's and pretty's conditions: two items or more, of one length with gaps of one
    /// length (`oneLengthAndGap`), every line reaching m items (`itemsEveryLineMayHold`).
    private func evenRows() -> (one: (length: Int64, gap: Int64), most: Int)? {
        guard count > 1, let one = oneLengthAndGap(), let most = itemsEveryLineMayHold() else { return nil }
        return (one, most)
    }

    /// m, when every item reaches m items on, or to the end (no forced break or item limit cuts a
    /// line shorter than another): reach[i] = i + m, then n from n − m on, checked in two loops
    /// without a `min` (vectorized). nil otherwise.
    private func itemsEveryLineMayHold() -> Int? {
        let n = count
        guard let reach = reach.pointer else { return nil }
        let most = Int(reach[0])
        guard most >= 1, most <= n else { return nil }
        var differ: Int32 = 0
        let full = n &- most
        var expected = Int32(truncatingIfNeeded: most)
        for i in 0..<full {
            differ |= reach[i] ^ expected
            expected &+= 1
        }
        let end = Int32(truncatingIfNeeded: n)
        for i in full..<n { differ |= reach[i] ^ end }
        return differ == 0 ? most : nil
    }

    /// Balanced breaking's least cost of `items` items of one length, at most `most` a line,
    /// against `width`: greedy's count of even lines, when one line more costs more (nil when it
    /// does not: the search decides). 0 lines for no items; one an item when `most` is 1.
    private static func evenLines(_ items: Int, most: Int, _ one: (length: Int64, gap: Int64), width: Int64)
        -> (lines: Int, cost: Int128)?
    {
        guard items > 0 else { return (0, 0) }
        // The cost of k lines of ⌊items / k⌋ or one more items, in 128 bits (squares of lengths).
        func evenCost(_ k: Int) -> Int128 {
            func square(_ c: Int) -> Int128 {
                let slack = Int128(width) &- lineLength(c, one)
                return slack &* slack
            }
            let short = items / k, long = items % k
            return Int128(k &- long) &* square(short) &+ Int128(long) &* square(short &+ 1)
        }
        let fewest = (items &+ most &- 1) / most
        let cost = evenCost(fewest)
        if fewest < items { guard evenCost(fewest &+ 1) > cost else { return nil } }
        return (fewest, cost)
    }

    /// The grid length of a line of `c` items.
    private static func lineLength(_ c: Int, _ one: (length: Int64, gap: Int64)) -> Int128 {
        Int128(c) &* Int128(one.length) &+ Int128(c &- 1) &* Int128(one.gap)
    }

    /// The grid length of every item and of every gap, when each is one and a line grows with each
    /// item (length + gap > 0: its square is then strictly convex in its items), else nil.
    private func oneLengthAndGap() -> (length: Int64, gap: Int64)? {
        let n = count
        guard allowsEqualLengths, n >= 1, let ends = prefixEnd.pointer, let starts = prefixStart.pointer
        else { return nil }
        let length = ends[1] &- starts[0]
        let gap = n > 1 ? starts[1] &- ends[1] : 0
        guard length >= 0, gap >= 0, length &+ gap > 0 else { return nil }
        // Every item's length and gap against the first's, a branch per block of items (most
        // inputs differ within the first).
        var i = 1
        while i < n {
            let blockEnd = min(n, i &+ 64)
            var differ: Int64 = 0
            while i < blockEnd {
                differ |= (ends[i &+ 1] &- starts[i]) ^ length
                differ |= (starts[i] &- ends[i]) ^ gap
                i &+= 1
            }
            guard differ == 0 else { return nil }
        }
        return (length, gap)
    }

    /// The first `items` items in `lines` lines of ⌊items / lines⌋ or one more, the longer first.
    private mutating func writeEvenLines(_ lines: Int, items: Int) {
        guard lines > 0, let lineEnds = lineEnds.pointer else { return }
        let short = items / lines, long = items % lines
        var start = 0
        for line in 0..<lines {
            let end = start &+ short &+ (line < long ? 1 : 0)
            lineEnds[start] = Int32(truncatingIfNeeded: end)
            start = end
        }
    }
}
