import Testing
@testable import FlowLayout

/// `neighbor(of:_:)` and `insertionPoint(x:y:)` through the Swift API against the rules computed
/// from frames and lines by brute force (as Tests/c/test_navigation.c does through the C ABI), on
/// random layouts over every option: rows and columns, right to left, reverse, wrap-reverse,
/// hidden items, max lines, margins (negative ones included), padding.
@Suite("Navigation through the Swift API against brute force")
struct NavigationBruteForceTests {
    /// What the rules read: the arrange's results and which items are hidden.
    struct Results {
        let frames: [FlowRect]
        let lines: [FlowLine]
        let hidden: [Bool]
        let visible: Int
        let horizontal: Bool
        /// A line's items run toward smaller coordinates: (rows and RTL) xor reverse.
        let mainDescending: Bool
        /// Lines stack toward smaller coordinates: wrap-reverse xor (columns and RTL).
        let crossDescending: Bool

        func isVisible(_ i: Int) -> Bool { i < visible && !hidden[i] }
        func items(of l: Int) -> Range<Int> { Int(lines[l].firstItem) ..< Int(lines[l].firstItem + lines[l].itemCount) }
        func line(holding i: Int) -> Int? { lines.indices.first { items(of: $0).contains(i) } }
        func hasVisible(_ l: Int) -> Bool { items(of: l).contains { isVisible($0) } }
        func mainStart(_ i: Int) -> Double { Double(horizontal ? frames[i].x : frames[i].y) }
        func mainEnd(_ i: Int) -> Double {
            horizontal ? Double(frames[i].x) + Double(frames[i].width) : Double(frames[i].y) + Double(frames[i].height)
        }
        func mainCentre(_ i: Int) -> Double {
            horizontal ? Double(frames[i].x) + Double(frames[i].width) / 2 : Double(frames[i].y) + Double(frames[i].height) / 2
        }

        func neighbor(_ index: Int, _ direction: FlowNavigation) -> Int? {
            guard isVisible(index) else { return nil }
            switch direction {
            case .next: return (index + 1 ..< frames.count).first { isVisible($0) }
            case .previous: return (0..<index).reversed().first { isVisible($0) }
            default: break
            }
            let alongMain = (direction == .left || direction == .right) == horizontal
            let towardLarger = direction == .right || direction == .down
            guard let line = line(holding: index) else { return nil }
            if alongMain {
                let step = towardLarger != mainDescending ? 1 : -1
                var j = index + step
                while items(of: line).contains(j) {
                    if isVisible(j) { return j }
                    j += step
                }
                return nil
            }
            let step = towardLarger != crossDescending ? 1 : -1
            var l = line + step
            while l >= 0 && l < lines.count {
                if hasVisible(l) {
                    var best: Int?, bestDistance = Double.infinity
                    for i in items(of: l) where isVisible(i) {
                        let d = (mainCentre(i) - mainCentre(index)).magnitude
                        if best == nil || d < bestDistance { (best, bestDistance) = (i, d) }
                    }
                    return best
                }
                l += step
            }
            return nil
        }

        /// The indices an item dropped at (x, y) may take (any between the neighbouring visible
        /// items), and the caret, for a layout with at least one visible line.
        func insertion(_ x: Float, _ y: Float) -> (indices: ClosedRange<Int>, caret: FlowRect)? {
            let m = Double(horizontal ? x : y)
            var c = Double(horizontal ? y : x)
            let low = lines.map { Double($0.crossOffset) }.min() ?? 0
            let high = lines.map { Double($0.crossOffset) + Double($0.crossSize) }.max() ?? 0
            c = min(max(c, low), high)
            var bestLine: Int?, best = Double.infinity
            for l in lines.indices where hasVisible(l) {
                let start = Double(lines[l].crossOffset), end = Double(lines[l].crossOffset) + Double(lines[l].crossSize)
                let d = c < start ? start - c : (c > end ? c - end : 0)
                if d < best { (bestLine, best) = (l, d) }
            }
            guard let l = bestLine else { return nil }
            var before: Int?, after: Int?
            for i in items(of: l) where isVisible(i) {
                if mainDescending ? m > mainCentre(i) : m < mainCentre(i) {
                    before = i
                    break
                }
                after = i
            }
            var lowIndex: Int, highIndex: Int
            if let before {
                highIndex = before
                lowIndex = before
                while lowIndex > 0 && !isVisible(lowIndex - 1) { lowIndex -= 1 }
            } else {
                lowIndex = after! + 1
                highIndex = lowIndex
                while highIndex < frames.count && !isVisible(highIndex) { highIndex += 1 }
            }
            let position: Double
            if let after, let before {
                position = mainDescending ? (mainStart(after) + mainEnd(before)) / 2 : (mainEnd(after) + mainStart(before)) / 2
            } else if let after {
                position = mainDescending ? mainStart(after) : mainEnd(after)
            } else {
                position = mainDescending ? mainEnd(before!) : mainStart(before!)
            }
            let line = lines[l]
            let caret = horizontal
                ? FlowRect(x: Float(position), y: line.crossOffset, width: 0, height: line.crossSize)
                : FlowRect(x: line.crossOffset, y: Float(position), width: line.crossSize, height: 0)
            return (lowIndex...highIndex, caret)
        }
    }

    @Test func bothCallsEqualBruteForceOnRandomLayouts() throws {
        var neighbors = 0, found = 0, insertions = 0, mismatches: [String] = []
        for seed in UInt64(1)...1500 {
            var rng = SeededRandom(seed: seed)
            let n = Int.random(in: 0...24, using: &rng)
            func third(_ r: ClosedRange<Int>) -> Float { Float(Int.random(in: r, using: &rng)) / 3 }
            let sizes = (0..<n).map { _ in FlowSize(width: third(0...240), height: third(0...90)) }
            let hidden = (0..<n).map { _ in Int.random(in: 0..<6, using: &rng) == 0 }
            var o = FlowOptions()
            o.axis = Bool.random(using: &rng) ? .horizontal : .vertical
            o.wrap = [FlowWrap.wrap, .wrap, .wrapReverse].randomElement(using: &rng)!
            o.direction = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
            o.reverse = Int.random(in: 0..<4, using: &rng) == 0
            o.justify = FlowJustify(rawValue: Int32.random(in: 0...5, using: &rng))!
            o.alignItems = [FlowAlignItems.start, .center, .end, .stretch].randomElement(using: &rng)!
            o.lineBreaking = FlowLineBreaking(rawValue: Int32.random(in: 0...2, using: &rng))!
            o.maxLines = Int.random(in: 0..<4, using: &rng) == 0 ? Int.random(in: 1...3, using: &rng) : 0
            o.itemSpacing = third(0...24)
            o.lineSpacing = third(0...24)
            if Bool.random(using: &rng) {
                o.padding = FlowEdges(top: third(0...30), right: third(0...30), bottom: third(0...30), left: third(0...30))
            }
            var l = FlowLayout()
            try l.setOptions(o)
            try l.setItems(sizes)
            if hidden.contains(true) {
                try l.setFlags(hidden.map { $0 ? FlowItemFlags.hidden : FlowItemFlags(rawValue: 0) })
            }
            if Int.random(in: 0..<3, using: &rng) == 0 {
                try l.setMargins((0..<n).map { _ in
                    FlowEdges(top: third(-30...30), right: third(-30...30), bottom: third(-30...30), left: third(-30...30))
                })
            }
            try l.arrange(width: third(0...900), height: Bool.random(using: &rng) ? nil : third(0...900))
            let horizontal = o.axis == .horizontal, rtl = o.direction == .rightToLeft
            let r = Results(frames: l.frameList, lines: l.lineList, hidden: hidden, visible: l.visibleCount,
                            horizontal: horizontal, mainDescending: (horizontal && rtl) != o.reverse,
                            crossDescending: (o.wrap == .wrapReverse) != (!horizontal && rtl))
            for i in 0..<n {
                for d in [FlowNavigation.left, .right, .up, .down, .next, .previous] {
                    let got = try l.neighbor(of: i, d), want = r.neighbor(i, d)
                    neighbors += 1
                    if got != nil { found += 1 }
                    if got != want { mismatches.append("seed \(seed): neighbor(\(i), \(d)) = \(got as Any), brute force \(want as Any)") }
                }
            }
            let size = l.size
            for _ in 0..<12 {
                let x = Float(Double.random(in: -10...(Double(size.width) + 10), using: &rng))
                let y = Float(Double.random(in: -10...(Double(size.height) + 10), using: &rng))
                guard let want = r.insertion(x, y) else { continue }
                let got = try l.insertionPoint(x: x, y: y)
                insertions += 1
                let sameCaret = [got.caret.x, got.caret.y, got.caret.width, got.caret.height].map(\.bitPattern)
                    == [want.caret.x, want.caret.y, want.caret.width, want.caret.height].map(\.bitPattern)
                if !want.indices.contains(got.index) || !sameCaret {
                    mismatches.append("seed \(seed): insertionPoint(\(x), \(y)) = \(got), brute force \(want)")
                }
            }
        }
        #expect(mismatches.count == 0, "\(mismatches.count) mismatches, first: \(mismatches.prefix(3))")
        // The draws reach the rules: many queries, most neighbours found, many drops.
        #expect(neighbors > 50_000 && found > 20_000 && insertions > 10_000, "\(neighbors) \(found) \(insertions)")
    }
}
