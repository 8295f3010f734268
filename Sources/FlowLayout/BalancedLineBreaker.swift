// Placeholder so the engine compiles while balanced breaking is written: behaves as greedy.
struct BalancedLineBreaker: LineBreaker {
    var greedy = GreedyLineBreaker()
    mutating func prepare(_ input: LineBreakInput) {}
    mutating func lineEnd(startingAt start: Int, _ input: LineBreakInput) -> Int {
        greedy.lineEnd(startingAt: start, input)
    }
    mutating func free() {}
}
