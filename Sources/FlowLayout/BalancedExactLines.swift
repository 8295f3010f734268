// Min lines: the least-cost breaking into exactly K lines of W* grid units, ties to the latest
// break. Built on the path search (BalancedPathSearch.swift) with a penalty λ added per line.
//
// Why a penalty works: let f(k) be the least sum of squares over breakings into exactly k lines.
// The costs are Monge, so f is convex in k, and a search with penalty λ finds the k minimising
// f(k) + λ·k: the lines k whose neighbouring slopes of f bracket −λ. f takes integer values, so
// the slopes between its corners are integers, and some integer λ makes K one of the best counts.
//
// How λ is found, in few searches (each a full O(n log m) path search, so their number is the
// cost of min lines):
//  1. Greedy breaking at W* gives the fewest lines, k₀ <= K. A penalty above any sum of squares
//     makes the fewest lines best, and among them the least squares: when k₀ = K (greedy makes
//     exactly K lines at W*, the usual case) that one search is the answer.
//  2. Otherwise f is known at two corners of its convex hull, (k₀, f(k₀)) from that search and
//     (n, f(n)) with every item alone (no search). Newton's method on the hull: search at the
//     penalty where the two corners cost the same (the chord's slope, rounded down), tracking
//     the fewest lines among the best paths. Either that count is K, or the corner with the most
//     lines is still among the best (the chord is an edge of the hull: K lies on it), or the
//     count is a corner strictly between the two, which replaces the one on K's side. So each
//     search ends the method or removes a corner of the hull between the two, and Newton's method
//     on a convex piecewise-linear function passes few corners: the rounding down guarantees the
//     progress, the chord makes it fast.
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
        let fewest = greedyLineCount(width: width, cap: lines)
        linesAtNarrowestWidth = fewest
        searchPaths(width: width, penalty: big, ties: .none)
        guard fewest < lines else {
            followPrevious()   // exactly K lines at W* (more than K cannot happen at W*)
            return
        }
        var fewer = (lines: fewest, squares: pathCostAt(n) &- big &* Int128(fewest), penalty: big)
        var singles: Int128 = 0, lengths: Int128 = 0
        for i in 0..<n {
            singles = singles &+ lineCost(i, i + 1, width: width, penalty: 0)
            lengths = lengths &+ Int128(prefixEnd[i + 1] &- prefixStart[i])
        }
        var more = (lines: n, squares: singles, penalty: -big)
        // The first guesses come from a model: k lines of equal length cost at least
        // (k·A − B)²/k (A the width plus a mean gap, B all lengths plus one mean gap), whose
        // slope is −λ at k = B / √(A² + λ). The model, shifted by what the last probe taught,
        // aims at K twice; then the chord, which always makes progress, takes over (and at once
        // when a guess teaches nothing).
        let meanGap = n > 1 ? Double(prefixEnd[n] &- Int64(truncatingIfNeeded: lengths)) / Double(n - 1) : 0
        let a = Double(width) + max(0, meanGap), b = Double(lengths) + Double(n) * max(0, meanGap)
        var modelShift = 0.0
        var modelTries = 2
        while more.lines - fewer.lines > 1 {
            var penalty = Self.floorDivide(fewer.squares &- more.squares, by: Int128(more.lines - fewer.lines))
            if modelTries > 0 {
                modelTries -= 1
                let guess = b * b / (Double(lines) * Double(lines)) - a * a + modelShift
                if guess.isFinite, guess.magnitude < 9e18 {
                    let p = Int128(Int64(guess)) - (guess < 0 ? 1 : 0)   // about ⌊guess⌋, without libm
                    if p > more.penalty, p < fewer.penalty { penalty = p }
                }
            }
            searchPaths(width: width, penalty: penalty, ties: .fewest)
            let best = pathCostAt(n)
            let found = Int(fewestLines[n])
            if found == lines {
                followPrevious()
                return
            }
            if found < lines, best == more.squares &+ penalty &* Int128(more.lines) {
                // `more` is among the best too: every count between, K included, is.
                searchPaths(width: width, penalty: penalty, ties: .most)
                if walkBack(lines, width: width, penalty: penalty) { return }
                break
            }
            let corner = (lines: found, squares: best &- penalty &* Int128(found), penalty: penalty)
            guard corner.lines > fewer.lines, corner.lines < more.lines else {
                modelTries = 0   // a guess that taught nothing (a chord probe always teaches)
                continue
            }
            let k = Double(found)
            modelShift = Double(penalty) - (b * b / (k * k) - a * a)
            if found > lines { more = corner } else { fewer = corner }
        }
        followPrevious()   // a valid breaking, if not of `lines` lines; never for Monge costs
    }

    /// ⌊a / b⌋ for b > 0.
    static func floorDivide(_ a: Int128, by b: Int128) -> Int128 {
        let q = a / b
        return a % b != 0 && a < 0 ? q - 1 : q
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
        var end = count, left = lines
        while end > 0 {
            var start = end - 1
            var found = false
            while start >= 0, Int(reach[start]) >= end {
                if Int(fewestLines[start]) <= left - 1, left - 1 <= Int(mostLines[start]),
                   pathCostAt(start) &+ lineCost(start, end, width: width, penalty: penalty) == pathCostAt(end) {
                    found = true
                    break
                }
                start -= 1
            }
            guard found else { return false }
            for i in start..<end { lineEnds[i] = Int32(end) }
            end = start
            left -= 1
        }
        return true
    }
}
