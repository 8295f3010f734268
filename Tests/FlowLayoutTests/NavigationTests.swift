@testable import FlowLayout
import Testing

/// Requirements of navigation and drag at the engine's level (SPEC 16): arrows move on screen,
/// columns are rows transposed (right in rows is down in columns, and a drop at (x, y) in rows is
/// a drop at (y, x) in columns), and moving there and back returns. The C test
/// (Tests/c/test_navigation.c) checks both calls against brute force over every option.
@Suite("Navigation and drag")
struct NavigationTests {
    /// Nine 40x20 chips in a 136-point row: 0 1 2 / 3 4 5 / 6 7 8.
    private func grid(_ configure: (inout FlowOptions) -> Void = { _ in }) throws -> FlowLayout {
        var o = FlowOptions()
        configure(&o)
        let vertical = o.axis == .vertical
        return try arranged(Array(repeating: (40, 20), count: 9), width: vertical ? .nan : 136,
                            height: vertical ? 76 : .nan, configure)
    }

    @Test func arrowsMoveOnScreenAndStopAtTheEdges() throws {
        let l = try grid()
        #expect(try l.neighbor(of: 0, .right) == 1)
        #expect(try l.neighbor(of: 1, .down) == 4)
        #expect(try l.neighbor(of: 2, .right) == nil)
        #expect(try l.neighbor(of: 4, .up) == 1)
        #expect(try l.neighbor(of: 2, .next) == 3)
        #expect(try l.neighbor(of: 0, .previous) == nil)
    }

    @Test func rightToLeftFlipsLeftAndRightOnly() throws {
        let l = try grid { $0.direction = .rightToLeft }
        #expect(try l.neighbor(of: 0, .left) == 1)
        #expect(try l.neighbor(of: 0, .right) == nil)
        #expect(try l.neighbor(of: 1, .down) == 4)
    }

    @Test func reverseAndWrapReverseFollowTheScreen() throws {
        let reversed = try grid { $0.reverse = true }
        #expect(try reversed.neighbor(of: 0, .left) == 1)
        let wrapReversed = try grid { $0.wrap = .wrapReverse }
        #expect(try wrapReversed.neighbor(of: 4, .down) == 1)
        #expect(try wrapReversed.neighbor(of: 4, .up) == 7)
    }

    @Test func aDropGoesBeforeTheItemWhoseCentreItPrecedes() throws {
        let l = try grid()
        let before = try l.insertionPoint(x: 30, y: 10)
        #expect(before.index == 1 && before.caret == FlowRect(x: 44, y: 0, width: 0, height: 20))
        #expect(try l.insertionPoint(x: 20, y: 10).index == 1) // on a centre: after
        let end = try l.insertionPoint(x: 500, y: 60)
        #expect(end.index == 9 && end.caret == FlowRect(x: 136, y: 56, width: 0, height: 20))
    }

    @Test func badInputThrows() throws {
        let l = try grid()
        #expect(throws: FlowError.self) { try l.neighbor(of: 9, .left) }
        #expect(throws: FlowError.self) { try l.neighbor(of: -1, .left) }
        #expect(throws: FlowError.self) { try l.insertionPoint(x: .nan, y: 0) }
        #expect(FlowNavigation(rawValue: 6) == nil)
    }

    @Test func columnsAreRowsTransposed() throws {
        let pairs: [(FlowNavigation, FlowNavigation)] = [
            (.right, .down), (.left, .up), (.down, .right), (.up, .left), (.next, .next), (.previous, .previous),
        ]
        for seed in UInt64(1)...1500 {
            let c = RandomCase(seed: seed)
            var rows = try c.layout()
            var columns = try c.layout({ $0.axis = .vertical }, transpose: true)
            try rows.arrange(width: c.width, height: c.height)
            try columns.arrange(width: c.height, height: c.width)
            for i in 0..<c.sizes.count {
                for (r, col) in pairs {
                    let a = try rows.neighbor(of: i, r), b = try columns.neighbor(of: i, col)
                    #expect(a == b, "\(c): item \(i) \(r)")
                }
            }
            var rng = SeededRandom(seed: seed)
            for _ in 0..<20 {
                let x = Float(Int.random(in: -40...Int(rows.size.width) + 40, using: &rng))
                let y = Float(Int.random(in: -40...Int(rows.size.height) + 40, using: &rng))
                let a = try rows.insertionPoint(x: x, y: y), b = try columns.insertionPoint(x: y, y: x)
                let transposed = FlowRect(x: b.caret.y, y: b.caret.x, width: b.caret.height, height: b.caret.width)
                #expect(a.index == b.index && a.caret == transposed, "\(c): drop at \(x), \(y)")
            }
        }
    }

    @Test func movingThereAndBackReturns() throws {
        for seed in UInt64(1)...1500 {
            let c = RandomCase(seed: seed)
            var l = try c.layout { $0.direction = seed % 2 == 0 ? .rightToLeft : .leftToRight; $0.reverse = seed % 3 == 0 }
            try l.arrange(width: c.width, height: c.height)
            let alongMain: [(FlowNavigation, FlowNavigation)] = [(.right, .left), (.left, .right), (.next, .previous)]
            for i in 0..<c.sizes.count {
                for (there, back) in alongMain {
                    if let j = try l.neighbor(of: i, there) {
                        #expect(try l.neighbor(of: j, back) == i, "\(c): item \(i) \(there)")
                    }
                }
            }
        }
    }
}
