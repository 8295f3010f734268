// An equal-width stack that becomes a column when it does not fit: every button takes the width
// of the widest (a "balanced" HStack), in a row when the row fits the width, else in a column
// (SwiftUI's ViewThatFits over an HStack and a VStack).
import FlowLayout
import TextCanvas

let buttons = ["OK", "Cancel", "Don't Save"]
let sizes = buttons.map { FlowSize(width: Float($0.count + 2), height: 1) }

func stack(_ axis: FlowAxis) throws(FlowError) -> FlowLayoutReference {
    var options = FlowOptions()
    options.axis = axis
    options.wrap = .none          // one line: a stack, not a flow
    options.uniformSize = true    // every button as large as the largest
    options.itemSpacing = 1
    let layout = FlowLayoutReference(options: options)
    try layout.setItems(sizes)
    return layout
}

let candidates = [try stack(.horizontal), try stack(.vertical)]
for width: Float in [40, 20] {
    let chosen = try FlowLayoutReference.firstFitting(candidates, width: width)
    let layout = candidates[chosen]
    print("width \(Int(width)): \(chosen == 0 ? "row" : "column"), \(Int(layout.size.width)) x \(Int(layout.size.height))")
    var canvas = TextCanvas(layout.size)
    for (i, frame) in layout.frames.enumerated() { canvas.draw(frame, fill: " ", label: "[" + buttons[i] + "]") }
    print(canvas.text)
}
