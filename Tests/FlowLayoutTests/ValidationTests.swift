@testable import FlowLayout
import Testing

@Suite("Bad input is refused and changes nothing")
struct ValidationTests {
    static func arrangedLayout() throws -> FlowLayout {
        var l = try makeLayout([(10, 10), (20, 20)])
        try l.setGrow([1, 0])
        try l.arrange(width: 100, height: .nan)
        return l
    }

    static func expectUnchanged(_ l: inout FlowLayout, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var reference = try arrangedLayout()
        #expect(l.frameList == reference.frameList, sourceLocation: sourceLocation)
        #expect(l.options == reference.options, sourceLocation: sourceLocation)
        try l.arrange(width: 60, height: .nan)
        try reference.arrange(width: 60, height: .nan)
        #expect(l.frameList == reference.frameList, sourceLocation: sourceLocation)
    }

    @Test(arguments: [Float.nan, -1, .infinity, 2e9])
    func badSizesAreRefusedNamingTheItem(bad: Float) throws {
        var l = try Self.arrangedLayout()
        do {
            try l.setItems([FlowSize(width: 5, height: 5), FlowSize(width: 5, height: 5), FlowSize(width: bad, height: 5)])
            Issue.record("accepted a size of \(bad)")
        } catch {
            #expect(error.status == .invalidArgument)
            #expect(error.item == 2)
        }
        try Self.expectUnchanged(&l)
    }

    @Test func perItemArraysMustMatchTheItemCount() throws {
        var l = try Self.arrangedLayout()
        #expect(throws: FlowError.self) { try l.setGrow([1, 2, 3]) }
        #expect(throws: FlowError.self) { try l.setFlags([.breakAfter]) }
        #expect(throws: FlowError.self) { try l.setBaselines(first: [1], last: nil) }
        #expect(throws: FlowError.self) { try l.setGuides([1, 2, 3]) }
        #expect(throws: FlowError.self) { try l.setItemSpacing([]) }
        try Self.expectUnchanged(&l)
    }

    @Test func badPerItemValuesAreRefused() throws {
        var l = try Self.arrangedLayout()
        #expect(throws: FlowError.self) { try l.setGrow([1, -1]) }
        #expect(throws: FlowError.self) { try l.setGrow([.nan, 1]) }
        #expect(throws: FlowError.self) { try l.setFlags([FlowItemFlags(rawValue: 1), FlowItemFlags(rawValue: 16)]) }
        #expect(throws: FlowError.self) { try l.setBaselines(first: nil, last: [.infinity, 1]) }
        #expect(throws: FlowError.self) { try l.setGuides([-.infinity, 1]) }
        #expect(throws: FlowError.self) {
            try l.setItemSpacing([FlowSpacing(leading: -1, top: 0, trailing: 0, bottom: 0), FlowSpacing(leading: 0, top: 0, trailing: 0, bottom: 0)])
        }
        try Self.expectUnchanged(&l)
    }

    @Test func badOptionsAreRefused() throws {
        var l = try Self.arrangedLayout()
        for change in [{ (o: inout FlowOptions) in o.itemSpacing = -1 }, { $0.lineSpacing = .infinity },
                       { $0.pixelScale = -2 }, { $0.pixelScale = .nan }, { $0.maxLines = -1 },
                       { $0.maxItemsPerLine = -3 }, { $0.minLines = -1 }] {
            var o = l.options
            change(&o)
            #expect(throws: FlowError.self) { try l.setOptions(o) }
        }
        try Self.expectUnchanged(&l)
    }

    static let badBounds: [(Float, Float)] = [(-1, .nan), (.nan, -0.5), (-.infinity, 10)]

    @Test(arguments: badBounds)
    func badBoundsAreRefused(width: Float, height: Float) throws {
        var l = try Self.arrangedLayout()
        #expect(throws: FlowError.self) { try l.arrange(width: width, height: height) }
        #expect(throws: FlowError.self) { _ = try l.sizeThatFits(width: width, height: height) }
        try Self.expectUnchanged(&l)
    }

    @Test func invalidateItemChecksTheIndex() throws {
        var l = try Self.arrangedLayout()
        #expect(throws: FlowError.self) { try l.invalidateItem(2) }
        #expect(throws: FlowError.self) { try l.invalidateItem(-1) }
        try l.invalidateItem(1)
    }

    @Test func nanSpacingMeansAutomaticAndIsAccepted() throws {
        var o = FlowOptions()
        o.itemSpacing = .nan
        o.lineSpacing = .nan
        var l = FlowLayout()
        try l.setOptions(o)
        #expect(l.options.itemSpacing.isNaN && l.options.lineSpacing.isNaN)
        // Automatic gaps without preferences are 8 points: two items of 40 in 88 share a line,
        // in 87 they do not, and the second line starts 8 below the first.
        try l.setItems([FlowSize(width: 40, height: 10), FlowSize(width: 40, height: 10)])
        try l.arrange(width: 88, height: .nan)
        #expect(l.frameList == [rect(0, 0, 40, 10), rect(48, 0, 40, 10)])
        try l.arrange(width: 87, height: .nan)
        #expect(l.frameList == [rect(0, 0, 40, 10), rect(0, 18, 40, 10)])
    }
}
