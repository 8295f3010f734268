// Balanced breaking and min lines when every item has one length and every gap another, on the
// grid (a wall of equal thumbnails, equal buttons, a uniform-size layout): the answer in closed
// form, without a search (and, for min lines, without W*).
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

extension BalancedLineBreaker {
    /// Breaks into exactly `lines` lines (1 <= lines < count) when the items and gaps on the grid
    /// each have one length, the items form one segment and no item limit applies: true when it
    /// answered. O(n) to check the lengths, O(lines) to answer.
    mutating func breakEquallyIntoExactly(_ lines: Int) -> Bool {
        let n = count
        guard lines >= 1, lines < n, perLine >= n, Int(segmentEnd[0]) == n, let one = oneLengthAndGap()
        else { return false }
        guard one.length &+ one.gap > 0 else { return false }
        writeEvenLines(lines)
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
        guard n > 1, let one = oneLengthAndGap(), one.length &+ one.gap > 0, let reach = reach.pointer
        else { return false }
        let most = Int(reach[0])   // items a line may hold
        guard most >= 1 else { return false }
        // reach[i] = i + most, then n from n − most on (two loops without a `min`: vectorized).
        guard most <= n else { return false }
        var differ: Int32 = 0
        let full = n &- most
        var expected = Int32(truncatingIfNeeded: most)
        for i in 0..<full {
            differ |= reach[i] ^ expected
            expected &+= 1
        }
        let end = Int32(truncatingIfNeeded: n)
        for i in full..<n { differ |= reach[i] ^ end }
        guard differ == 0 else { return false }
        let fewest = (n &+ most &- 1) / most
        if fewest < n {
            // The cost of k lines of ⌊n / k⌋ or one more items, in 128 bits (squares of lengths).
            func evenCost(_ k: Int) -> Int128 {
                func square(_ items: Int) -> Int128 {
                    let slack = Int128(width) &- Int128(items) &* Int128(one.length) &- Int128(items &- 1) &* Int128(one.gap)
                    return slack &* slack
                }
                let short = n / k, long = n % k
                return Int128(k &- long) &* square(short) &+ Int128(long) &* square(short &+ 1)
            }
            guard evenCost(fewest &+ 1) > evenCost(fewest) else { return false }
        }
        writeEvenLines(fewest)
        equalLengthLines = fewest
        return true
    }

    /// The grid length of every item and of every gap, when each is one, else nil.
    private func oneLengthAndGap() -> (length: Int64, gap: Int64)? {
        let n = count
        guard allowsEqualLengths, n >= 1, let ends = prefixEnd.pointer, let starts = prefixStart.pointer
        else { return nil }
        let length = ends[1] &- starts[0]
        let gap = n > 1 ? starts[1] &- ends[1] : 0
        guard length >= 0, gap >= 0 else { return nil }
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

    /// `lines` lines of ⌊n / lines⌋ or one more items, the longer ones first.
    private mutating func writeEvenLines(_ lines: Int) {
        guard let lineEnds = lineEnds.pointer else { return }
        let short = count / lines, long = count % lines
        var start = 0
        for line in 0..<lines {
            let end = start &+ short &+ (line < long ? 1 : 0)
            lineEnds[start] = Int32(truncatingIfNeeded: end)
            start = end
        }
    }
}
