// A flow aligned on the first baselines of its items, with a custom alignment guide: words in
// three text sizes sit on one baseline per line, and an icon is aligned by its centre instead of
// its bottom edge (SwiftUI's .alignmentGuide(.firstTextBaseline) { $0.height / 2 }).
import FlowLayout
import TextCanvas

// (text, height, first baseline): a baseline is an offset from the item's top edge.
let words: [(String, Float, Float)] = [("Big", 5, 4), ("small", 2, 1), ("Medium", 3, 2), ("icon", 4, .nan),
                                       ("tiny", 1, 1), ("Huge", 6, 5)]
var layout = FlowLayout()
layout.options.alignItems = .firstBaseline
layout.options.itemSpacing = 1
layout.options.lineSpacing = 1
try layout.setItems(words.map { FlowSize(width: Float($0.0.count), height: $0.1) })
try layout.setBaselines(first: words.map { $0.2 }, last: nil)
// The icon's guide: its centre (NaN keeps every other item's baseline).
try layout.setGuides(words.map { $0.0 == "icon" ? $0.1 / 2 : .nan })
try layout.arrange(width: 22)

var canvas = TextCanvas(layout.size)
for i in words.indices {
    // Each word written on its baseline row, its box filled with dots.
    let frame = layout.frames[i], (text, _, baseline) = words[i]
    canvas.draw(frame, fill: ".")
    let row = FlowRect(x: frame.x, y: frame.y + (baseline.isNaN ? frame.height / 2 : baseline) - 1, width: 0, height: 1)
    canvas.draw(row, fill: ".", label: text)
}
for j in 0..<layout.lines.count {
    // The line's baseline: where its first item's baseline (or guide) lies.
    let line = layout.lines[j], first = Int(line.firstItem)
    let guide = words[first].2.isNaN ? words[first].1 / 2 : words[first].2
    canvas.markRow(Int(layout.frames[first].y + guide) - 1, "_")
}
print("first-baseline flow in width 22: \(layout.lines.count) lines, height \(Int(layout.size.height))")
print(canvas.text)
for i in words.indices {
    let f = layout.frames[i]
    print("\(words[i].0): x \(Int(f.x)), y \(Int(f.y))")
}
