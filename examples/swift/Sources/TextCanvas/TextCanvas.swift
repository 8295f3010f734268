import FlowLayout

/// A grid of characters, one per point, for printing a layout.
public struct TextCanvas {
    public private(set) var rows: [[Character]]

    /// A blank canvas as large as `size`.
    public init(_ size: FlowSize) {
        rows = Array(repeating: Array(repeating: " ", count: Int(size.width)), count: Int(size.height))
    }

    /// Fills `frame` with `fill`, and writes `label` from its top-left corner.
    public mutating func draw(_ frame: FlowRect, fill: Character = ".", label: String = "") {
        let x0 = Int(frame.minX), y0 = Int(frame.minY)
        for y in y0..<Int(frame.maxY) where rows.indices.contains(y) {
            for x in x0..<Int(frame.maxX) where rows[y].indices.contains(x) { rows[y][x] = fill }
        }
        for (offset, character) in label.enumerated() where rows.indices.contains(y0) && rows[y0].indices.contains(x0 + offset) {
            rows[y0][x0 + offset] = character
        }
    }

    /// Marks row `y` with `mark` at both edges (a guide line).
    public mutating func markRow(_ y: Int, _ mark: Character) {
        guard rows.indices.contains(y) else { return }
        for x in rows[y].indices where rows[y][x] == " " { rows[y][x] = mark }
    }

    /// The canvas in a box, as lines of text.
    public var text: String {
        let width = rows.first?.count ?? 0
        let edge = "+" + String(repeating: "-", count: width) + "+"
        return ([edge] + rows.map { "|" + String($0) + "|" } + [edge]).joined(separator: "\n")
    }
}
