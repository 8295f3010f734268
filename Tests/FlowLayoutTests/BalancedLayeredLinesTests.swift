// Min lines by layers (LayeredLines.swift) gives the penalty method's lines, bit for bit,
// on thousands of random layouts built to land where it applies: min lines just above greedy's
// count, with forced breaks, max items per line, items longer than the line, equal sizes. And
// the penalty method aimed at K (PenaltyAim.swift), its searches over windows
// (WindowedSearch.swift), gives its chords' lines from queue searches alone, and so do
// the searches over contracted windows (ContractedSearch.swift).

@testable import FlowLayout
import Testing

@Suite("Min lines by layers: the penalty method's lines")
struct BalancedLayeredLinesTests {
    /// Line starts of `sizes` at `width` with the options `configure` sets, by layers or not.
    static func starts(_ sizes: [Float], flags: [FlowItemFlags], width: Float, layers: Bool, aim: Bool = true,
                       windows: Bool = true, contractionShare: Int = 64, _ configure: (inout FlowOptions) -> Void)
    throws -> (starts: [UInt32], pairs: Int, atNarrowest: Int, windowed: Int, contracted: Int) {
        var layout = try makeLayout(sizes.map { ($0, 10) }) { configure(&$0); $0.lineBreaking = .balance }
        try layout.setFlags(flags)
        layout.balancedBreaker.allowsLayers = layers
        layout.balancedBreaker.allowsPenaltyAim = aim
        layout.balancedBreaker.allowsWindows = windows
        layout.balancedBreaker.contractionShare = contractionShare
        // Items of one length searched too (their closed form is checked against these searches
        // in BalancedEqualLengthsTests).
        layout.balancedBreaker.allowsEqualLengths = false
        try layout.arrange(width: width, height: .nan)
        return (layout.lineList.map(\.firstItem), layout.balancedBreaker.layeredPairs,
                layout.balancedBreaker.linesAtNarrowestWidth, layout.balancedBreaker.windowedSearches,
                layout.balancedBreaker.contractedSearches)
    }

    @Test("thousands of random layouts: the same lines with and without layers, aimed or not")
    func sameLines() throws {
        var rng = SeededRandom(seed: 0x1A7E5)
        var layered = 0, wideLayers = 0, failures = 0, windowed = 0, contractedCases = 0
        let cases = 3000
        for c in 0..<cases {
            let n = Int.random(in: 2...(c % 10 == 0 ? 2000 : 120), using: &rng)
            let kind = c % 4
            let sizes: [Float] = (0..<n).map { _ in
                switch kind {
                case 0: return 50                                              // equal: ties everywhere
                case 1: return Float(10 * Int.random(in: 1...3, using: &rng))  // few lengths: ties
                default:
                    return Int.random(in: 0..<15, using: &rng) == 0
                        ? Float(Int.random(in: 400...700, using: &rng))      // longer than the line
                        : Float(Int.random(in: 0...480, using: &rng)) / 4
                }
            }
            let flags: [FlowItemFlags] = (0..<n).map { i in
                i > 0 && c % 3 == 0 && Int.random(in: 0..<10, using: &rng) == 0 ? .breakBefore : []
            }
            let width = Float(Int.random(in: 160...1600, using: &rng)) / 4
            let spacing = Float(Int.random(in: 0...3, using: &rng) * 4)
            let perLine = c % 5 == 0 ? Int.random(in: 1...5, using: &rng) : 0
            let greedy = try arranged(sizes.map { ($0, 10) }, width: width) {
                $0.itemSpacing = spacing; $0.maxItemsPerLine = perLine
            }.lineList.count
            // Just above greedy's count most of the time (greedy at W* then makes K or K − 1
            // lines), sometimes anywhere.
            let minLines = c % 7 == 0 ? Int.random(in: 1...n, using: &rng) : greedy + Int.random(in: 1...3, using: &rng)
            let configure = { (o: inout FlowOptions) in
                o.itemSpacing = spacing; o.maxItemsPerLine = perLine; o.minLines = minLines
            }
            let byLayers = try Self.starts(sizes, flags: flags, width: width, layers: true, configure)
            let byPenalty = try Self.starts(sizes, flags: flags, width: width, layers: false, configure)
            // The chords alone, every search a queue search.
            let byChords = try Self.starts(sizes, flags: flags, width: width, layers: false, aim: false, windows: false,
                                           configure)
            #expect(byPenalty.pairs == 0)
            #expect(byChords.windowed == 0)
            if byPenalty.windowed > 0 { windowed += 1 }
            #expect(byChords.starts == byPenalty.starts, "case \(c): aimed and windowed, and chords alone differ")
            // Contracting the windows as soon as they hold at most a break per node beyond one.
            let contracted = try Self.starts(sizes, flags: flags, width: width, layers: false, contractionShare: 1, configure)
            if contracted.contracted > 0 { contractedCases += 1 }
            #expect(contracted.starts == byPenalty.starts, "case \(c): contracted and full windowed searches differ")
            if byLayers.pairs > 0 { layered += 1 }
            // Three or four line counts open at a node: greedy at W* two or three lines short.
            if byLayers.pairs > 0, byLayers.atNarrowest <= min(minLines, n) - 2 { wideLayers += 1 }
            if byLayers.starts != byPenalty.starts {
                failures += 1
                if failures <= 3 {
                    let what = "case \(c): \(n) items, width \(width), spacing \(spacing), per line \(perLine)"
                    Issue.record("\(what), min lines \(minLines): layers \(byLayers.starts), penalty \(byPenalty.starts)")
                }
            }
        }
        print("min lines by layers: \(layered) of \(cases) cases used layers, \(wideLayers) with 3 or 4 open counts; \(windowed) windowed, \(contractedCases) contracted")
        #expect(failures == 0)
        #expect(layered > cases / 3)   // the layers were exercised
        #expect(wideLayers > cases / 20)
        #expect(windowed > cases / 10)   // and the windowed searches
        #expect(contractedCases > cases / 50)   // and the contracted ones (walking back after them too)
    }
}
