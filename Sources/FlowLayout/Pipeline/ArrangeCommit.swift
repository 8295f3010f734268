// The one ending of every arrange: whatever path the plan chose, `commit` writes or clears every
// result that path did not, pads what it laid out in the content box, and records what the
// queries and the next arrange read. A feature turned off leaves nothing behind.

/// The sizes an arrange path computed, in main/cross terms, before the commit pads and stores them.
/// Kept as two pairs, each written and read as one 16-byte value: the commit reads them right
/// after the path wrote them, and a read that spans two narrower writes still on their way to
/// the cache waits for both.
struct ArrangedExtent {
    /// The layout's size along main and across.
    private var size = SIMD2<Double>()
    /// The content's: the widest line, and the lines' extent across.
    private var content = SIMD2<Double>()
    var visible = 0

    init() {}

    init(main: Double, cross: Double, widest: Double, contentCross: Double, visible: Int) {
        size = SIMD2(main, cross)
        content = SIMD2(widest, contentCross)
        self.visible = visible
    }

    var main: Double { size.x }
    var cross: Double { size.y }
    var widest: Double { content.x }
    var contentCross: Double { content.y }
}

extension FlowEdges {
    /// The padding's total along x and along y.
    var sums: (horizontal: Double, vertical: Double) {
        (Double(left) + Double(right), Double(top) + Double(bottom))
    }

    /// A size along main and cross (`horizontal`: main is x), this padding added, as reported
    /// (get_size, size_that_fits).
    func padded(main: Double, cross: Double, horizontal: Bool) -> FlowSize {
        let (x, y) = sums
        return horizontal
            ? FlowSize(width: Float(main + x), height: Float(cross + y))
            : FlowSize(width: Float(cross + x), height: Float(main + y))
    }
}

extension FlowLayout {
    /// Ends an arrange in bounds (width, height) that `plan` ran. `redone`: the first item and
    /// line the path wrote (a resumed arrange keeps the lines before; they are committed already).
    mutating func commit(_ plan: ArrangePlan, width: Float, height: Float, redone: (item: Int, line: Int)) {
        // Line features: results only a path that ran them writes.
        if !plan.usesLineFeatures || itemCount == 0 { clearLineFeatureResults() }
        // The resume record: the paths that can resume keep it or clear it themselves; these two
        // never resume.
        if plan.path == .itemModel || plan.path == .optimalRows || plan.path.isLanes { lineResume.clear() }
        // Lanes' records only a lanes arrange writes.
        if !plan.path.isLanes {
            laneState.results.clear()
            laneState.slots.clear()
            laneState.checkpoints.interval = 0
        }
        // The item model's stages set their own (reverse); the others run as the options say,
        // with frames that may overlap where a margin is negative (the item-model rows).
        if plan.path != .itemModel { arrangedOrder = currentPlanFacts().order }
        let padding = plan.padsResults ? options.padding : .zero
        if padding != .zero { offsetResults(by: padding, from: redone) }
        // Sizes, padded (the item model's stages pad their own when they snap: the plan does not).
        let e = arrangedExtent
        let horizontal = options.axis == .horizontal
        size = padding.padded(main: e.main, cross: e.cross, horizontal: horizontal)
        contentSize = horizontal
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
