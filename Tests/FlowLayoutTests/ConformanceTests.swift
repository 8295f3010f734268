// The Chromium conformance corpora (Tests/conformance/*.json) through the Swift engine.
// Each case is a CSS flex-wrap container of fixed-size boxes and the boxes Chromium drew; the
// mapping from CSS to the engine's options is written in the corpus files and in
// Tests/conformance/README.md. The same corpora run through the C ABI in
// Tests/conformance/test_conformance.py.

@testable import FlowLayout
import Foundation
import Testing

@Suite("Chromium conformance: fixed-size items are laid out as Chromium lays out flex-wrap")
struct ConformanceTests {
    @Test("every case of the corpus matches Chromium within 1/16 px",
          arguments: ["chromium-wrap.json", "chromium-balance.json", "chromium-items.json"])
    func corpusMatchesChromium(file: String) throws {
        let corpus = try ChromiumCorpus.load(file)
        let known = try KnownDifference.load().filter { $0.corpus == file }
        #expect(corpus.cases.count >= 300, "the corpus holds too few cases")
        var failures: [String] = []
        var knownFailures = Array(repeating: 0, count: known.count)
        for testCase in corpus.cases {
            guard let failure = testCase.disagreement() else { continue }
            if let k = known.firstIndex(where: { $0.matches(testCase.input) }) {
                knownFailures[k] += 1
            } else {
                failures.append(failure)
            }
        }
        // Every failing case, for study: FLOWLAYOUT_CONFORMANCE_REPORT=/some/folder swift test
        if let folder = ProcessInfo.processInfo.environment["FLOWLAYOUT_CONFORMANCE_REPORT"] {
            try failures.joined(separator: "\n").write(
                toFile: folder + "/" + file + ".failures.txt", atomically: true, encoding: .utf8)
        }
        if !failures.isEmpty {
            Issue.record("""
                \(failures.count) of \(corpus.cases.count) cases differ from Chromium \(corpus.chromium):
                \(failures.prefix(15).joined(separator: "\n"))
                """)
        }
        for (difference, count) in zip(known, knownFailures) where count == 0 {
            Issue.record("no case shows this known difference any more; remove it from known-differences.json: \(difference.reason)")
        }
    }

    @Test("the flex item model's stages, run on layouts that use none of its inputs, agree with Chromium too",
          arguments: ["chromium-wrap.json", "chromium-balance.json"])
    func itemModelStagesMatchChromiumOnTheV0Corpora(file: String) throws {
        let corpus = try ChromiumCorpus.load(file)
        let failures = corpus.cases.compactMap { $0.disagreement(throughItemModel: true) }
        #expect(failures.isEmpty, "\(failures.count) cases differ:\n\(failures.prefix(15).joined(separator: "\n"))")
    }
}

/// An entry of Tests/conformance/known-differences.json: cases the engine is known to get wrong.
struct KnownDifference: Decodable {
    var corpus: String
    var `where`: [String: [String]]
    var reason: String

    static func load() throws -> [KnownDifference] {
        struct File: Decodable { var differences: [KnownDifference] }
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: conformanceFolder
            .appendingPathComponent("known-differences.json"))).differences
    }

    func matches(_ input: ChromiumCase.Input) -> Bool {
        let values = ["flex_direction": input.flexDirection, "flex_wrap": input.flexWrap,
                      "direction": input.direction, "justify_content": input.justifyContent,
                      "align_items": input.alignItems, "align_content": input.alignContent,
                      "width": input.width == nil ? "auto" : "definite",
                      "height": input.height == nil ? "auto" : "definite"]
        return `where`.allSatisfy { key, allowed in values[key].map(allowed.contains) ?? false }
    }
}

let conformanceFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("conformance")

// MARK: - Corpus

struct ChromiumCorpus: Decodable {
    var chromium: String
    var cases: [ChromiumCase]

    static func load(_ file: String) throws -> ChromiumCorpus {
        let url = conformanceFolder.appendingPathComponent(file)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(ChromiumCorpus.self, from: Data(contentsOf: url))
    }
}

struct ChromiumCase: Decodable {
    struct Child: Decodable {
        var width: Double, height: Double, grow: Double
        var firstBaseline: Double?, lastBaseline: Double?
        // The flex item model (chromium-items.json); nil inside an array is CSS auto / unset.
        var margin: [Double?]?, min: [Double?]?, max: [Double?]?
        var shrink: Double?, alignSelf: String?, hidden: Bool?, noStretch: Bool?
    }
    struct Input: Decodable {
        var flexDirection: String, flexWrap: String, direction: String
        var justifyContent: String, alignItems: String, alignContent: String
        var columnGap: Double, rowGap: Double
        var width: Double?, height: Double?
        var flexLineCount: Int?
        var padding: [Double]?
        var children: [Child]
    }
    struct Box: Decodable { var x: Double, y: Double, width: Double, height: Double }
    struct Output: Decodable { var width: Double, height: Double, children: [Box] }

    var id: String
    var tags: [String]
    var input: Input
    var output: Output

    /// Chromium's layout unit is 1/64 px and it rounds every length down to it; the engine
    /// computes in floats, so it gets the rounded inputs and may differ by at most 1/16 px.
    static let tolerance = 1.0 / 16
    static func layoutUnits(_ value: Double) -> Float { Float((value * 64).rounded(.towardZero) / 64) }
    static func optionalUnits(_ value: Double?) -> Float { value.map(layoutUnits) ?? .nan }

    /// nil when the engine agrees with Chromium; else what differs, naming the case.
    func disagreement(throughItemModel: Bool = false) -> String? {
        var layout = FlowLayout()
        let choice: ArrangePlan.Choice = throughItemModel ? .itemModelStages : .fastest
        let bounds: (width: Float, height: Float)
        let fitting: FlowSize
        do {
            guard let options = options() else { return "\(id): unknown CSS keyword in \(input)" }
            try layout.setOptions(options)
            try layout.setItems(input.children.map {
                FlowSize(width: Self.layoutUnits($0.width), height: Self.layoutUnits($0.height))
            })
            if input.children.contains(where: { $0.grow != 0 }) {
                try layout.setGrow(input.children.map { Float($0.grow) })
            }
            if input.children.contains(where: { $0.firstBaseline != nil }) {
                try layout.setBaselines(first: input.children.map { Self.optionalUnits($0.firstBaseline) },
                                        last: input.children.map { Self.optionalUnits($0.lastBaseline) })
            }
            try setItemModel(&layout)
            bounds = (input.width.map(Self.layoutUnits) ?? .nan, input.height.map(Self.layoutUnits) ?? .nan)
            fitting = try layout.sizeThatFits(width: bounds.width, height: bounds.height, choice: choice)
            try layout.arrange(width: bounds.width, height: bounds.height, choice: choice)
        } catch {
            return "\(id): the engine failed: \(error)"
        }
        var problems: [String] = []
        func near(_ a: Float, _ b: Double) -> Bool { abs(Double(a) - b) <= Self.tolerance }
        if !near(layout.size.width, output.width) || !near(layout.size.height, output.height) {
            problems.append("size \(layout.size.width)x\(layout.size.height), Chromium \(output.width)x\(output.height)")
        }
        // An auto height is the content's: the height sizeThatFits proposes.
        if input.height == nil, !near(fitting.height, output.height) {
            problems.append("sizeThatFits height \(fitting.height), Chromium \(output.height)")
        }
        if layout.frames.count != output.children.count {
            problems.append("\(layout.frames.count) frames for \(output.children.count) children")
        }
        for (i, (f, e)) in zip(Array(layout.frames), output.children).enumerated() where
            !(near(f.x, e.x) && near(f.y, e.y) && near(f.width, e.width) && near(f.height, e.height)) {
            problems.append("item \(i) at (\(f.x), \(f.y), \(f.width), \(f.height)), Chromium (\(e.x), \(e.y), \(e.width), \(e.height))")
        }
        if problems.isEmpty { return nil }
        return "\(id) [\(tags.joined(separator: " "))]: " + problems.prefix(3).joined(separator: "; ")
            + (problems.count > 3 ? "; and \(problems.count - 3) more" : "")
    }

    /// The flex item model's per-item inputs of the case; absent ones stay unset.
    func setItemModel(_ layout: inout FlowLayout) throws {
        let kids = input.children
        if kids.contains(where: { $0.margin != nil }) {
            try layout.setMargins(kids.map {
                let m = ($0.margin ?? [0, 0, 0, 0]).map(Self.optionalUnits)
                return FlowEdges(top: m[0], right: m[1], bottom: m[2], left: m[3])
            })
        }
        if kids.contains(where: { $0.min != nil || $0.max != nil }) {
            func size(_ v: [Double?]?) -> FlowSize {
                FlowSize(width: Self.optionalUnits(v?[0] ?? nil), height: Self.optionalUnits(v?[1] ?? nil))
            }
            try layout.setLimits(min: kids.map { size($0.min) }, max: kids.map { size($0.max) })
        }
        if kids.contains(where: { $0.shrink != nil }) { try layout.setShrink(kids.map { Float($0.shrink ?? 0) }) }
        if kids.contains(where: { $0.alignSelf != nil }) {
            let names = ["flex-start", "center", "flex-end", "baseline", "last baseline", "stretch"]
            try layout.setItemAlign(kids.map { kid in
                names.firstIndex(of: kid.alignSelf ?? "auto").map { FlowAlignItems(rawValue: Int32($0))! }
            })
        }
        let flags = kids.map { kid -> FlowItemFlags in
            var f: FlowItemFlags = []
            if kid.hidden == true { f.insert(.hidden) }
            if kid.noStretch == true { f.insert(.noStretch) }
            return f
        }
        if flags.contains(where: { !$0.isEmpty }) { try layout.setFlags(flags) }
    }

    /// The engine's options for this container (the corpus's "mapping" rules); nil for a CSS
    /// keyword the mapping does not know.
    func options() -> FlowOptions? {
        var o = FlowOptions()
        let isRow = input.flexDirection.hasPrefix("row")
        guard ["row", "column", "row-reverse", "column-reverse"].contains(input.flexDirection) else { return nil }
        o.axis = isRow ? .horizontal : .vertical
        o.reverse = input.flexDirection.hasSuffix("-reverse")
        if let p = input.padding?.map(Self.layoutUnits) {
            o.padding = FlowEdges(top: p[0], right: p[1], bottom: p[2], left: p[3])
        }
        switch input.flexWrap {
        case "nowrap": o.wrap = .none
        case "wrap": o.wrap = .wrap
        case "wrap-reverse": o.wrap = .wrapReverse
        case "balance": (o.wrap, o.lineBreaking) = (.wrap, .balance)
        case "balance wrap-reverse": (o.wrap, o.lineBreaking) = (.wrapReverse, .balance)
        default: return nil
        }
        switch input.direction {
        case "ltr": o.direction = .leftToRight
        case "rtl": o.direction = .rightToLeft
        default: return nil
        }
        let columnGap = Self.layoutUnits(input.columnGap), rowGap = Self.layoutUnits(input.rowGap)
        (o.itemSpacing, o.lineSpacing) = isRow ? (columnGap, rowGap) : (rowGap, columnGap)
        let positions = ["flex-start", "center", "flex-end", "space-between", "space-around", "space-evenly"]
        guard let justify = positions.firstIndex(of: input.justifyContent),
              let items = ["flex-start", "center", "flex-end", "baseline", "last baseline", "stretch"]
                .firstIndex(of: input.alignItems),
              let content = (positions + ["stretch"]).firstIndex(of: input.alignContent)
        else { return nil }
        o.justify = FlowJustify(rawValue: Int32(justify))!
        o.alignItems = FlowAlignItems(rawValue: Int32(items))!
        o.alignContent = FlowAlignContent(rawValue: Int32(content))!
        o.minLines = input.flexLineCount ?? 0
        return o
    }
}
