// A one-pass path for the most common layout: wrapping rows, left to right, fixed gaps, every
// item at the start of its line and lines at the top. Lines are broken, measured and placed as
// the items are read, with the same arithmetic (and so the same results) as the general
// pipeline, which handles every other case.

extension FlowLayout {
    /// Arranges `isStartRows` layouts in bounds (width, height): frames, lines, sizes. `items` are
    /// the resolved sizes (step 1), `itemCount` of them. With `resumeLine` > 0 the lines before it
    /// are kept from the last arrange in the same bounds (only later items changed since).
    mutating func arrangeStartRows(
        _ items: UnsafePointer<FlowSize>, width: Float, height: Float, resumingAt resumeLine: Int = 0
    ) {
        var rule = FittingRows(fitLimit: LineBreakInput.tolerantLimit(width.isNaN ? .infinity : Double(width)))
        arrangeRows(items, width: width, height: height, resumingAt: resumeLine, recordsResume: true, &rule)
    }

    /// Lines between the resume records of start rows: a record per line would add a sixth to
    /// the memory an arrange writes; a resumed arrange adds up at most this many lines instead.
    static var resumeStride: Int { 16 }

    /// The one pass, with the line breaks `rule` makes; `recordsResume`: whether it keeps where
    /// every `resumeStride`-th line starts for a later resumed arrange (greedy rows only).
    @inline(__always)
    mutating func arrangeRows<Rule: RowBreaks>(
        _ items: UnsafePointer<FlowSize>, width: Float, height: Float, resumingAt resumeLine: Int,
        recordsResume: Bool, _ rule: inout Rule
    ) {
        if lineSumsAreExactRemembered(gap: Double(options.itemSpacing)) {
            arrangeRows(FlagOn.self, items, width: width, height: height, resumingAt: resumeLine,
                        recordsResume: recordsResume, &rule)
        } else {
            arrangeRows(FlagOff.self, items, width: width, height: height, resumingAt: resumeLine,
                        recordsResume: recordsResume, &rule)
        }
    }

    /// `arrangeRows`, adding each item's gap and width before the line's running length when
    /// the sums are exact (`ExactSums`): the same results, one dependent addition an item.
    @inline(__always)
    private mutating func arrangeRows<Rule: RowBreaks, Exact: StaticFlag>(
        _: Exact.Type, _ items: UnsafePointer<FlowSize>, width: Float, height: Float, resumingAt resumeLine: Int,
        recordsResume: Bool, _ rule: inout Rule
    ) {
        let count = itemCount
        let mainLimit = width.isNaN ? Double.infinity : Double(width)
        let crossLimit = height.isNaN ? Double.infinity : Double(height)
        let gap = Double(options.itemSpacing), lineGap = Double(options.lineSpacing)
        frameBuffer.setCount(count)
        lineBuffer.setCount(count)
        let frames = frameBuffer.pointer.unsafelyUnwrapped
        let lines = lineBuffer.pointer.unsafelyUnwrapped
        // Where each line starts, for resuming after setItemSize, when its memory was reserved.
        let keepsResume = recordsResume && lineResume.capacity >= count
        if keepsResume { lineResume.setCount(count) }
        let resume = keepsResume ? lineResume.pointer : nil

        var lineCount = 0, first = 0
        var lineCross = 0.0, widest = 0.0
        if resumeLine > 0, let resume {
            // From the last checkpoint at or before the line, the same sums over the kept lines:
            // their cross sizes are the tallest items as they were added. Their lengths are kept
            // only as floats, but the widest line is only ever written as a float, and rounding
            // to float is monotonic, so the float of the maximum is the same.
            let checkpoint = resumeLine & ~(Self.resumeStride &- 1)
            lineCross = resume[checkpoint].crossStart
            widest = resume[checkpoint].widestBefore
            for j in checkpoint..<resumeLine {
                widest = max(widest, Double(lines[j].mainSize))
                lineCross = lineCross + Double(lines[j].crossSize) + lineGap
            }
            lineCount = resumeLine
            first = Int(lines[resumeLine].firstItem)
        }
        var used = Double(items[first].width), position = 0.0
        var tallest = items[first].height
        // The line's top as frames hold it: converted once a line, not once an item.
        var lineY = Float(lineCross)
        frames[first] = FlowRect(x: 0, y: lineY, width: items[first].width, height: items[first].height)
        if lineCount & (Self.resumeStride &- 1) == 0 {
            resume?[lineCount] = LineResume(crossStart: lineCross, crossTotal: lineCross, widestBefore: widest)
        }
        rule.startLine(at: first)
        var i = first &+ 1
        while i < count {
            let s = items[i]
            let next = Exact.isOn ? used + (gap + Double(s.width)) : used + gap + Double(s.width)
            if rule.breaks(before: i, lineLength: next) {
                // Item i starts a new line: close the current one. Its sizes are the general
                // pipeline's (used + growth, ascent + descent): +0, not -0, for -0 sizes.
                lines[lineCount] = FlowLine(firstItem: UInt32(truncatingIfNeeded: first),
                                            itemCount: UInt32(truncatingIfNeeded: i &- first),
                                            mainSize: Float(used + 0), crossOffset: Float(lineCross),
                                            crossSize: tallest + 0)
                lineCount &+= 1
                widest = larger(widest, used)
                lineCross = lineCross + Double(tallest) + lineGap
                lineY = Float(lineCross)
                if lineCount & (Self.resumeStride &- 1) == 0 {
                    resume?[lineCount] = LineResume(crossStart: lineCross, crossTotal: lineCross, widestBefore: widest)
                }
                first = i
                rule.startLine(at: i)
                used = Double(s.width)
                position = 0
                tallest = s.height
            } else {
                position = used + gap
                used = next
                tallest = larger(tallest, s.height)
            }
            frames.storeFrame(i, x: Float(position), y: lineY, s)
            i &+= 1
        }
        lines[lineCount] = FlowLine(firstItem: UInt32(truncatingIfNeeded: first),
                                    itemCount: UInt32(truncatingIfNeeded: count &- first),
                                    mainSize: Float(used + 0), crossOffset: Float(lineCross), crossSize: tallest + 0)
        lineCount &+= 1
        widest = larger(widest, used)
        lineBuffer.setCount(lineCount)
        if keepsResume { lineResume.setCount(lineCount) } else { lineResume.clear() }
        let contentCross = lineCross + Double(tallest)
        let mainSize = mainLimit.isFinite ? mainLimit : widest
        let crossSize = crossLimit.isFinite ? crossLimit : contentCross
        arrangedExtent = ArrangedExtent(main: mainSize, cross: crossSize, widest: widest, contentCross: contentCross,
                                        visible: count)
    }
}

extension UnsafeMutablePointer where Pointee == FlowRect {
    /// Writes frame i (x, y, and the size) in one 16-byte store rather than three: each store
    /// holds a slot of the store buffer until its memory is in cache, so that where the frames
    /// are not (a million items) fewer, wider stores keep the loop from waiting on them.
    @inline(__always)
    func storeFrame(_ i: Int, x: Float, y: Float, _ size: FlowSize) {
        UnsafeMutableRawPointer(self + i).storeBytes(
            of: SIMD4<Float>(x, y, size.width, size.height), as: SIMD4<Float>.self)
    }
}

/// Where the one pass breaks lines: before item i when `breaks` says so, having been told where
/// each line starts.
protocol RowBreaks {
    mutating func startLine(at first: Int)
    /// Whether item i starts a new line; `lineLength` is the line's length with item i on it.
    func breaks(before i: Int, lineLength: Double) -> Bool
}

/// Greedy breaking: a line takes items while they fit.
struct FittingRows: RowBreaks {
    let fitLimit: Double
    @inline(__always) mutating func startLine(at first: Int) {}
    @inline(__always) func breaks(before i: Int, lineLength: Double) -> Bool { lineLength > fitLimit }
}
