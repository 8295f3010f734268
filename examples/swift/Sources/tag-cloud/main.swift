// A tag cloud that reports its height: in a scroll view the height is unspecified and the cloud
// asks for all of it; in a box of fixed height it fits what it can and says how many tags it hid
// ("+N" in place of the rest), the tag-cloud layout.
import FlowLayout
import TextCanvas

let tags = ["swift", "layout", "flow", "wrap", "tags", "chips", "rtl", "baseline", "cloud", "scroll",
            "grid", "text"]
// Each tag is its text in brackets, one line high.
let layout = FlowLayoutReference()
layout.options.itemSpacing = 1
layout.options.lineSpacing = 0
try layout.setItems(tags.map { FlowSize(width: Float($0.count + 2), height: 1) })

func draw(_ layout: FlowLayoutReference, hiddenLabel: String? = nil) {
    var canvas = TextCanvas(layout.size)
    for (i, frame) in layout.frames.enumerated() where i < layout.visibleCount {
        canvas.draw(frame, fill: " ", label: "[" + tags[i] + "]")
    }
    if let frame = layout.result.overflowFrame, let hiddenLabel {
        canvas.draw(frame, fill: " ", label: hiddenLabel)
    }
    print(canvas.text)
}

// In a scroll view: the width is the view's, the height unspecified.
let wanted = try layout.sizeThatFits(width: 28)
print("scroll view, width 28: the cloud asks for height \(Int(wanted.height))")
try layout.arrange(width: 28)
draw(layout)

// In a box 3 lines high: the cloud still wants its full height, so it does not fit ...
print("box 28 x 3: fits = \(try layout.fits(width: 28, height: 3))")
// ... so it shows at most 3 lines, the last one ending with "+N" for the tags it hides.
layout.options.maxLines = 3
try layout.withLayout { (layout) throws(FlowError) in
    try layout.setOverflowIndicator { hidden in FlowSize(width: hidden < 10 ? 2 : 3, height: 1) }
}
try layout.arrange(width: 28, height: 3)
let hidden = layout.itemCount - layout.visibleCount
print("box 28 x 3: \(layout.visibleCount) tags shown, \(hidden) hidden, height \(Int(layout.size.height))")
draw(layout, hiddenLabel: "+\(hidden)")
