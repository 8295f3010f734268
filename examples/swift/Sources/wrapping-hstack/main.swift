// A wrapping HStack: items flow left to right and wrap onto new lines, with an item spacing, a
// line spacing, and an alignment along each line (leading, center, trailing) and across it (top,
// center, bottom) — the wrapping-HStack and line-wrapping-stack layouts.
import FlowLayout
import TextCanvas

// Seven items of different widths and heights (one character per point).
let sizes = [(5, 1), (8, 3), (3, 2), (6, 1), (9, 2), (4, 3), (7, 1)].map { FlowSize(width: Float($0.0), height: Float($0.1)) }
let names = Array("ABCDEFG")

var layout = FlowLayout()
try layout.setItems(sizes)
layout.options.itemSpacing = 1
layout.options.lineSpacing = 1

for (justify, alignItems) in [(FlowJustify.start, FlowAlignItems.start), (.center, .center), (.end, .end)] {
    layout.options.justify = justify
    layout.options.alignItems = alignItems
    try layout.arrange(width: 24)   // the height grows with the lines
    var canvas = TextCanvas(layout.size)
    for i in 0..<layout.itemCount {
        canvas.draw(layout.frames[i], fill: names[i])
    }
    print("justify \(justify), alignItems \(alignItems): \(layout.lines.count) lines, \(Int(layout.size.width)) x \(Int(layout.size.height))")
    print(canvas.text)
}

// Right to left: the same lines, mirrored.
layout.options = FlowOptions()
layout.options.itemSpacing = 1
layout.options.lineSpacing = 1
layout.options.direction = .rightToLeft
try layout.arrange(width: 24)
var canvas = TextCanvas(layout.size)
for i in 0..<layout.itemCount { canvas.draw(layout.frames[i], fill: names[i]) }
print("right to left:")
print(canvas.text)
