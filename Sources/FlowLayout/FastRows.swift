// A one-pass path for the most common layout: wrapping rows, left to right, fixed gaps, every
// item at the start of its line and lines at the top. Lines are broken, measured and placed as
// the items are read, with the same arithmetic (and so the same results) as the general
// pipeline, which handles every other case.

extension FlowLayout {
    /// Whether the options and inputs are the plain case `arrangeStartRows` handles.
    var isStartRows: Bool {
        let o = options
        return allowsSinglePass && o.axis == .horizontal && o.wrap == .wrap && o.direction == .leftToRight
            && o.justify == .start && o.alignItems == .start && o.alignContent == .start
            && o.lineBreaking == .greedy && o.maxItemsPerLine == 0 && o.maxLines == 0
            && o.pixelScale == 0 && !o.itemSpacing.isNaN && !o.lineSpacing.isNaN
            && grow.isEmpty && flags.isEmpty && guides.isEmpty && itemCount > 0
    }

    /// Arranges `isStartRows` layouts in bounds (width, height): frames, lines, sizes. `items` are
    /// the resolved sizes (step 1), `itemCount` of them.
    mutating func arrangeStartRows(_ items: UnsafePointer<FlowSize>, width: Float, height: Float) {
        let count = itemCount
        let mainLimit = width.isNaN ? Double.infinity : Double(width)
        let crossLimit = height.isNaN ? Double.infinity : Double(height)
        let fitLimit = LineBreakInput.tolerantLimit(mainLimit)
        let gap = Double(options.itemSpacing), lineGap = Double(options.lineSpacing)
        frameBuffer.setCount(count)
        lineBuffer.setCount(count)
        let frames = frameBuffer.pointer.unsafelyUnwrapped
        let lines = lineBuffer.pointer.unsafelyUnwrapped

        var lineCount = 0, first = 0
        var used = Double(items[0].width), position = 0.0
        var lineCross = 0.0, tallest = items[0].height, widest = 0.0
        frames[0] = FlowRect(x: 0, y: 0, width: items[0].width, height: items[0].height)
        var i = 1
        while i < count {
            let s = items[i]
            let next = used + gap + Double(s.width)
            if next > fitLimit {
                // Item i starts a new line: close the current one.
                lines[lineCount] = FlowLine(firstItem: UInt32(truncatingIfNeeded: first),
                                            itemCount: UInt32(truncatingIfNeeded: i &- first),
                                            mainSize: Float(used), crossOffset: Float(lineCross),
                                            crossSize: tallest)
                lineCount &+= 1
                widest = max(widest, used)
                lineCross = lineCross + Double(tallest) + lineGap
                first = i
                used = Double(s.width)
                position = 0
                tallest = s.height
            } else {
                position = used + gap
                used = next
                tallest = max(tallest, s.height)
            }
            frames[i] = FlowRect(x: Float(position), y: Float(lineCross), width: s.width, height: s.height)
            i &+= 1
        }
        lines[lineCount] = FlowLine(firstItem: UInt32(truncatingIfNeeded: first),
                                    itemCount: UInt32(truncatingIfNeeded: count &- first),
                                    mainSize: Float(used), crossOffset: Float(lineCross), crossSize: tallest)
        lineCount &+= 1
        widest = max(widest, used)
        lineBuffer.setCount(lineCount)
        let contentCross = lineCross + Double(tallest)
        let mainSize = mainLimit.isFinite ? mainLimit : widest
        let crossSize = crossLimit.isFinite ? crossLimit : contentCross
        size = FlowSize(width: Float(mainSize), height: Float(crossSize))
        contentSize = FlowSize(width: Float(widest), height: Float(contentCross))
        visibleCount = count
    }
}
