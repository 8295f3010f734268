// Arranges a list of tags in a 40-column row that wraps and prints it as text: one character per
// point horizontally, one line per point vertically.
import FlowLayout

let tags = ["swift", "layout", "flex-wrap", "c-abi", "tags", "chips", "rtl", "baseline",
            "python", "games", "gui", "wrap", "fast", "embedded", "cmake"]
var layout = FlowLayout()
layout.options.itemSpacing = 1
layout.options.lineSpacing = 0
layout.options.justify = .spaceBetween
try layout.setItems(tags.map { FlowSize(width: Float($0.count + 2), height: 1) })
try layout.arrange(width: 40)   // the height is left unspecified

let width = Int(layout.size.width), height = Int(layout.size.height)
var canvas = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
do {
    // A Span borrowed from the layout, no copy: it cannot outlive this block or a change of the
    // layout (`layout.copyResult()` gives arrays to keep).
    let frames = layout.frames
    for (index, tag) in tags.enumerated() {
        let frame = frames[index]
        let chip = "[" + tag + "]"
        for (offset, character) in chip.enumerated() { canvas[Int(frame.y)][Int(frame.x) + offset] = character }
    }
}
print("\(tags.count) tags in \(layout.lines.count) lines, container \(width) x \(height):")
print("+" + String(repeating: "-", count: width) + "+")
for row in canvas { print("|" + String(row) + "|") }
print("+" + String(repeating: "-", count: width) + "+")
