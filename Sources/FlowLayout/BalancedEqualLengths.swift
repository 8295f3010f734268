// Min lines when every item has one length and every gap another, on the grid (a wall of equal
// thumbnails, equal buttons, a uniform-size layout): the answer in closed form, without W* or a
// search.
//
// Why: a line of c items is c·a + (c − 1)·g long, so its square (W* − c·a − (c − 1)·g)² =
// (R − c·B)², R = W* + g, B = a + g > 0, depends on c alone and is strictly convex in c. Moving
// an item from a line of c' >= c + 2 items to one of c lowers the sum, so the best K lines hold
// q = ⌊n / K⌋ or q + 1 items each, n − q·K of them q + 1, whatever W* is. They fit at W*: greedy
// breaks into at most K lines there, m items a line, so m >= n / K, and m >= q + 1 when K does
// not divide n. Ties go to the latest break: the last line as short as possible, then the one
// before, ..., so the lines of q + 1 come first. Greedy's count at W* (for the record the search
// keeps) is ⌈n / ⌈n / K⌉⌉: W* holds exactly ⌈n / K⌉ items a line.

extension BalancedLineBreaker {
    /// Breaks into exactly `lines` lines (1 <= lines < count) when the items and gaps on the grid
    /// each have one length, the items form one segment and no item limit applies: true when it
    /// answered. O(n) to check the lengths, O(lines) to answer.
    mutating func breakEquallyIntoExactly(_ lines: Int) -> Bool {
        let n = count
        guard allowsEqualLengths, lines >= 1, lines < n, perLine >= n, Int(segmentEnd[0]) == n,
              let ends = prefixEnd.pointer, let starts = prefixStart.pointer, let lineEnds = lineEnds.pointer
        else { return false }
        let length = ends[1] &- starts[0]
        let gap = n > 1 ? starts[1] &- ends[1] : 0
        guard length >= 0, gap >= 0, length &+ gap > 0 else { return false }
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
            guard differ == 0 else { return false }
        }
        let short = n / lines, long = n % lines   // `long` lines of short + 1 items first
        var start = 0
        for line in 0..<lines {
            let end = start &+ short &+ (line < long ? 1 : 0)
            lineEnds[start] = Int32(truncatingIfNeeded: end)
            start = end
        }
        let perLineAtNarrowest = short &+ (long > 0 ? 1 : 0)
        linesAtNarrowestWidth = (n &+ perLineAtNarrowest &- 1) / perLineAtNarrowest
        equalLengthLines = lines
        return true
    }
}
