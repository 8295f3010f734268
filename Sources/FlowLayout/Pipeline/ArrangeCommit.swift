// The one ending of every arrange: whatever path the plan chose, `commit` writes or clears every
// result that path did not, pads what it laid out in the content box, and records what the
// queries and the next arrange read. A feature turned off leaves nothing behind.

/// The sizes an arrange path computed, in main/cross terms, before the commit pads and stores them.
struct ArrangedExtent {
    var horizontal = true
    var main = 0.0
    var cross = 0.0
    var widest = 0.0
    var contentCross = 0.0
    var visible = 0
}

extension FlowLayout {
    /// Ends an arrange in bounds (width, height) that `plan` ran. `redone`: the first item and
    /// line the path wrote (a resumed arrange keeps the lines before; they are committed already).
    mutating func commit(_ plan: ArrangePlan, width: Float, height: Float, redone: (item: Int, line: Int)) {
        // Line features: results only a path that ran them writes.
        if !plan.usesLineFeatures || itemCount == 0 { clearLineFeatureResults() }
        // The resume record: kept only where a later setItemSize can resume from it.
        switch plan.path {
        case .itemModel, .optimalRows: lineResume.clear()
        case .general, .lineByLine:
            let k = LayoutConstants(options: options, count: itemCount, width: plan.contentWidth, height: plan.contentHeight)
            if !canResumeLines(k) { lineResume.clear() }
        case .startRows, .resume: break
        }
        if plan.path != .itemModel { arrangedOrder = ArrangedOrder(options) }
        if plan.padding != .zero { offsetResults(by: plan.padding, from: redone) }
        // Sizes, padded (the item model's path pads its own: its plan's padding is zero).
        let e = arrangedExtent
        let p = plan.padding
        let padX = Double(p.left) + Double(p.right), padY = Double(p.top) + Double(p.bottom)
        size = e.horizontal
            ? FlowSize(width: Float(e.main + padX), height: Float(e.cross + padY))
            : FlowSize(width: Float(e.cross + padX), height: Float(e.main + padY))
        contentSize = e.horizontal
            ? FlowSize(width: Float(e.widest), height: Float(e.contentCross))
            : FlowSize(width: Float(e.contentCross), height: Float(e.widest))
        visibleCount = e.visible
        arrangedPath = plan.path
        isArranged = true
        resultsAreCurrent = true
        resizedFrom = nil
        arrangedBounds = (width, height)
    }

    /// Moves what the stages laid out in the content box by the padding (float additions, as the
    /// item model's stages pad their frames): the frames of visible items from `from.item`, the
    /// lines from `from.line`, the separators and the overflow indicator's frame.
    private mutating func offsetResults(by p: FlowEdges, from: (item: Int, line: Int)) {
        let dx = p.left, dy = p.top
        if let frames = frameBuffer.pointer {
            // Hidden items keep their zero frames.
            let flags = UnsafePointer(self.flags.pointer), hidden = FlowItemFlags.hidden.rawValue
            for i in from.item..<arrangedExtent.visible where flags == nil || flags.unsafelyUnwrapped[i] & hidden == 0 {
                frames[i].x += dx
                frames[i].y += dy
            }
        }
        let horizontal = options.axis == .horizontal
        if let lines = lineBuffer.pointer {
            for j in from.line..<lineBuffer.count { lines[j].crossOffset += horizontal ? dy : dx }
        }
        if let separators = separatorBuffer.pointer {
            for s in 0..<separatorBuffer.count {
                separators[s].x += dx
                separators[s].y += dy
            }
        }
        if hasOverflowFrame {
            overflowFrame.x += dx
            overflowFrame.y += dy
        }
    }
}
