// The arrange plan: what one arrange runs, decided once from the options, the inputs and the
// bounds. Every check that picks a path lives in this file. The paths are one pipeline (sizes →
// outer sizes → lines → flexible lengths → auto margins → justify → cross → align-content →
// mirrors/reverse → padding offset → snapping) and its specialisations (kernels) where a kernel
// computes the same thing faster; tests run each kernel beside the stages and compare bit for bit.
// Every path ends in the one `commit` (ArrangeCommit.swift), which writes or clears every result.

/// What one arrange runs.
struct ArrangePlan {
    enum Path: Equatable {
        /// Only sizes changed since the last arrange (setItemSize), in the same bounds: the lines
        /// from the first the change can reach are redone, the others kept (Embedding.swift).
        case resume
        /// Plain greedy rows in one pass: break, measure and place as the items are read
        /// (StartRows.swift).
        case startRows
        /// Plain rows broken by balanced or pretty breaking, placed in the same one pass
        /// (OptimalRows.swift).
        case optimalRows
        /// Greedy lines with fixed gaps, broken, measured and placed a line at a time
        /// (LineByLine.swift).
        case lineByLine
        /// The stages for everything else the flex item model does not need (Arrange.swift).
        case general
        /// The stages of the flex item model: margins, limits, shrink, align-self, hidden and
        /// no-stretch items, reverse (ItemModelArrange.swift).
        case itemModel
        /// Greedy rows of the flex item model a line at a time, without flex items
        /// (ItemModelRows.swift).
        case itemModelRows
        /// Lanes (masonry): items placed into lanes, no lines (Lanes/).
        case lanes
        /// Lanes after setItemSize, in the same bounds: the placement from the last checkpoint
        /// before the first changed item on, the items before kept (LaneResume.swift).
        case resumeLanes

        /// Whether the path leaves lanes (and their queries) rather than lines.
        var isLanes: Bool { self == .lanes || self == .resumeLanes }
    }

    /// Which paths a plan may choose: the fastest (every arrange a user makes), or only the
    /// stages, so that tests can run a kernel and the stages on the same layout and compare.
    enum Choice {
        case fastest
        /// No kernel: the general stages, or the item model's when the layout needs them.
        case stages
        /// The item model's stages, whatever the layout uses.
        case itemModelStages
    }

    let path: Path
    /// Whether `commit` offsets the results by the options' padding: not for lanes, nor for the
    /// item model's stages when they snap, which pad their results themselves. A flag, not the
    /// padding: a plan this small is returned in registers, not through memory.
    let padsResults: Bool
    /// The bounds the stages lay the items out in: the bounds minus the padding.
    let contentWidth: Float
    let contentHeight: Float
    /// Whether any line feature (separators, overflow indicator, scale fill, last-line justify)
    /// is on: without one, commit clears what an earlier arrange's features left.
    let usesLineFeatures: Bool
}

/// What a plan is decided from but the bounds: the predicates below, asked of the options and
/// the inputs. Kept (FlowLayout.planFacts) while none of them changes, so that arranging the
/// same layout again, in other bounds or with new sizes, does not ask them again.
struct PlanFacts {
    /// The item count they were asked for: facts of another count are never used.
    let itemCount: Int
    let needsItemModelStages: Bool
    let usesLineFeatures: Bool
    let isPlainRows: Bool
    /// isItemModelRowsInAnyBounds (the bounds are tested on their own: itemModelRowsAllow).
    let isItemModelRows: Bool
    let isLineByLine: Bool
    /// How the results of an arrange that is not the item model's stages run (which set their
    /// own, reverse included) are ordered, for the queries: it depends only on the options and
    /// the margins' signs.
    let order: ArrangedOrder
    /// The last plan chosen with these facts by an arrange that did not resume, and the bits of
    /// its bounds. The plan depends on nothing else, and on the bounds only through which of
    /// them are specified and through its content box: the same bounds are given it again
    /// without deciding (a layout given new sizes of the same count and arranged again), and
    /// other bounds specified alike are given its path with their own content box (a layout
    /// arranged again in a new width, as a window is resized).
    var keptPlan: (width: UInt32, height: UInt32, plan: ArrangePlan)?
    /// Whether an arrange with these facts reserved every buffer an arrange of `itemCount` items
    /// writes, the resume records included (`reserveForArranging`): buffers keep their capacity,
    /// and every change that could need more clears the facts, so the next arrange asks nothing.
    var reservedForArranging = false
}

extension FlowLayout {
    /// The plan's facts: the kept ones, or asked now and kept.
    @inline(__always)
    mutating func currentPlanFacts() -> PlanFacts {
        if let planFacts, planFacts.itemCount == itemCount { return planFacts }
        return askPlanFacts()
    }

    /// The facts asked of the options and inputs now, and kept. Out of line: arranges that
    /// keep them skip it.
    @inline(never)
    private mutating func askPlanFacts() -> PlanFacts {
        var order = ArrangedOrder(options)
        order.mayOverlap = itemModel.inputs.anyNegativeMargin
        let facts = PlanFacts(
            itemCount: itemCount, needsItemModelStages: needsItemModelStages, usesLineFeatures: usesLineFeatures,
            isPlainRows: isPlainRows, isItemModelRows: isItemModelRowsInAnyBounds, isLineByLine: isLineByLine,
            order: order)
        planFacts = facts
        return facts
    }

    /// Whether the kept facts stay right once the sizes are replaced by `count` sizes: the same
    /// count, and sizes that were set (not measured), as they will be. Asked before the sizes
    /// and the measure callback change, and handed to `sizesReplaced(keepingFacts:)` after.
    @inline(__always)
    func keepsPlanFacts(replacingSizesWith count: Int) -> Bool {
        measure == nil && count == sizes.count
    }

    /// The results are stale once the sizes were replaced; the plan's facts stay where `keeps`
    /// (`keepsPlanFacts(replacingSizesWith:)`) says so. Left in place, not copied out and back:
    /// a small arrange's setItems spent a fifth of its own instructions on that copy.
    @inline(__always)
    mutating func sizesReplaced(keepingFacts keeps: Bool) {
        if keeps {
            resultsCurrent = false
            resizedFrom = nil
        } else {
            resultsAreCurrent = false
        }
    }

    /// The plan for an arrange in bounds (width, height), both checked: the kept one when these
    /// bounds chose it, else decided and kept. Inlined, so that a kept plan is read straight into
    /// the arrange's registers.
    @inline(__always)
    mutating func plan(width: Float, height: Float, choice: ArrangePlan.Choice = .fastest) -> ArrangePlan {
        // A resumed arrange depends on what changed since the last; the stages' choices are tests'.
        if choice == .fastest, resizedFrom == nil, let facts = planFacts, facts.itemCount == itemCount,
            let kept = facts.keptPlan
        {
            if kept.width == width.bitPattern, kept.height == height.bitPattern { return kept.plan }
            if Self.specified(width.bitPattern) == Self.specified(kept.width),
                Self.specified(height.bitPattern) == Self.specified(kept.height)
            {
                return keptPlan(kept.plan, width: width, height: height)
            }
        }
        return decideAndKeepPlan(width: width, height: height, choice: choice)
    }

    /// Whether a checked bound (NaN, or >= 0), given by its bits, is specified: NaN and
    /// +infinity, the two with every exponent bit set, are not. Where a plan's path is chosen it
    /// asks only this of the bounds (through the content box, specified where the bound is).
    @inline(__always)
    static func specified(_ bound: UInt32) -> Bool { bound & 0x7F80_0000 != 0x7F80_0000 }

    /// The kept plan `kept` in other bounds specified alike: its path, with their content box.
    /// Out of line: an arrange in the bounds it was kept for skips it. Mutating though it
    /// changes nothing, as `decidePlan`.
    @inline(never)
    private mutating func keptPlan(_ kept: ArrangePlan, width: Float, height: Float) -> ArrangePlan {
        let content = contentBox(width: width, height: height, lanes: kept.path.isLanes, padsResults: kept.padsResults)
        return ArrangePlan(path: kept.path, padsResults: kept.padsResults, contentWidth: content.width,
                           contentHeight: content.height, usesLineFeatures: kept.usesLineFeatures)
    }

    /// `plan` decided, and kept with the facts for the next arrange in the same bounds.
    @inline(never)
    private mutating func decideAndKeepPlan(width: Float, height: Float, choice: ArrangePlan.Choice) -> ArrangePlan {
        let plan = decidePlan(width: width, height: height, choice: choice)
        if choice == .fastest, resizedFrom == nil, planFacts?.itemCount == itemCount {
            planFacts?.keptPlan = (width.bitPattern, height.bitPattern, plan)
        }
        return plan
    }

    /// `plan`, decided from the facts, the options and the bounds. Mutating though it changes
    /// nothing, and the predicates it asks are inlined: a non-mutating call made from a layout
    /// being arranged copies the whole layout to borrow it (2.8 KB, a third of a small arrange).
    @inline(__always)
    private mutating func decidePlan(width: Float, height: Float, choice: ArrangePlan.Choice) -> ArrangePlan {
        // Lanes are a mode of their own: no line, line feature or item-model stage runs, and the
        // lanes pad their results themselves (on the 1/64 grid).
        if options.lanes != nil {
            let content = contentBox(width: width, height: height, lanes: true, padsResults: false)
            let resumes = choice == .fastest && resizedFrom != nil && canResumeLanes(width: width, height: height)
            return ArrangePlan(path: resumes ? .resumeLanes : .lanes, padsResults: false, contentWidth: content.width,
                               contentHeight: content.height, usesLineFeatures: false)
        }
        let facts = currentPlanFacts()
        let itemModelPath = choice == .itemModelStages || facts.needsItemModelStages
        // The item model's stages pad snapped frames themselves (snapping comes after padding).
        let padsResults = !(itemModelPath && options.pixelScale > 0)
        let content = contentBox(width: width, height: height, lanes: false, padsResults: padsResults)
        let kernels = choice == .fastest
        // Asked once: asked twice, the compiler borrows the layout for the second through a copy.
        let plainRows = kernels && !itemModelPath && facts.isPlainRows
        let path: ArrangePlan.Path
        if itemModelPath {
            if kernels, facts.isItemModelRows, itemModelRowsAllow(content) {
                let resumes = resizedFrom != nil
                    && canResumeAfterResize(width: width, height: height, content: content, kernels: kernels, facts)
                path = resumes ? .resume : .itemModelRows
            } else {
                path = .itemModel
            }
        } else if resizedFrom != nil,
                  canResumeAfterResize(width: width, height: height, content: content, kernels: kernels, facts) {
            path = .resume
        } else if plainRows, options.lineBreaking == .greedy {
            path = .startRows
        } else if plainRows, content.width.isFinite {
            // Balanced or pretty, in a bounded width (unbounded, min lines make lines that the
            // general stages grow to the longest).
            path = .optimalRows
        } else if kernels, facts.isLineByLine {
            path = .lineByLine
        } else {
            path = .general
        }
        return ArrangePlan(path: path, padsResults: padsResults, contentWidth: content.width, contentHeight: content.height,
                           usesLineFeatures: facts.usesLineFeatures)
    }

    /// A plan's content box in bounds (width, height): the bounds less the padding where the
    /// plan's results are padded, and for lanes (which pad their own results); the bounds alone
    /// where the item model's stages pad what they snap. One rule for a plan decided and a plan
    /// kept.
    @inline(__always)
    private func contentBox(width: Float, height: Float, lanes: Bool, padsResults: Bool) -> (width: Float, height: Float) {
        Self.contentBounds(width: width, height: height, padding: lanes || padsResults ? options.padding : .zero)
    }

    /// Bounds minus padding; unspecified bounds stay unspecified (NaN).
    static func contentBounds(width: Float, height: Float, padding p: FlowEdges) -> (width: Float, height: Float) {
        func inner(_ bound: Float, _ a: Float, _ b: Float) -> Float {
            guard !bound.isNaN, bound != .infinity else { return .nan }
            guard a != 0 || b != 0 else { return bound }
            return Float(max(0, Double(bound) - Double(a) - Double(b)))
        }
        return (inner(width, p.left, p.right), inner(height, p.top, p.bottom))
    }

    /// Whether the item model's stages must run: any of its per-item inputs, reverse, or padding
    /// together with pixel snapping (frames are snapped after the padding offset). Padding alone
    /// is an offset of the other paths' results.
    var needsItemModelStages: Bool {
        options.reverse || !itemModel.inputs.isEmpty
            || (options.padding != .zero && options.pixelScale > 0)
    }

    /// Whether any line feature is on (separators, the overflow indicator, scale fill, last-line
    /// justification); the one-pass rows handle none of them.
    var usesLineFeatures: Bool {
        options.justifyLast != nil || options.lineFill != .none || options.hasSeparator || overflowIndicator != nil
    }

    /// Plain greedy rows (StartRows.swift).
    var isStartRows: Bool { isPlainRows && options.lineBreaking == .greedy }

    /// Wrapping rows, left to right, fixed gaps, every item at the start of its line and lines
    /// at the top, nothing per item: the one-pass rows' case but for the breaking mode.
    var isPlainRows: Bool {
        // Read in place (a copy of the options costs more than the checks on small layouts).
        options.axis == .horizontal && options.wrap == .wrap && options.direction == .leftToRight
            && options.justify == .start && options.alignItems == .start && options.alignContent == .start
            && options.maxItemsPerLine == 0 && options.maxLines == 0
            && options.pixelScale == 0 && !options.itemSpacing.isNaN && !options.lineSpacing.isNaN
            && grow.isEmpty && flags.isEmpty && guides.isEmpty && itemCount > 0 && !usesLineFeatures
            && !options.reverse && itemModel.inputs.isEmpty
    }

    /// Whether item-model rows (`isItemModelRowsInAnyBounds`) run in a content box (width,
    /// height): a specified width, and the lines at the top (align-content start, or any in an
    /// unspecified height: no free space to share).
    @inline(__always)
    func itemModelRowsAllow(_ content: (width: Float, height: Float)) -> Bool {
        content.width.isFinite && (options.alignContent == .start || content.height.isNaN)
    }

    /// Greedy wrapping rows with fixed gaps, using margins (not auto), limits, shrink or
    /// align-self (not a baseline), nothing else of the item model (ItemModelRows.swift), in
    /// bounds that `itemModelRowsAllow`.
    @inline(__always)
    var isItemModelRowsInAnyBounds: Bool {
        let inputs = itemModel.inputs
        return options.axis == .horizontal && options.wrap == .wrap && options.lineBreaking == .greedy
            && options.alignItems != .firstBaseline && options.alignItems != .lastBaseline
            && options.maxItemsPerLine == 0 && options.maxLines == 0
            && options.pixelScale == 0 && !options.reverse && !options.itemSpacing.isNaN
            && !options.lineSpacing.isNaN && grow.isEmpty && flags.isEmpty && guides.isEmpty && itemCount > 0
            && !usesLineFeatures && !inputs.anyAutoMargin && !inputs.anyBaselineAlign
    }

    /// Greedy wrapping with fixed gaps in rows or columns, any justification, alignment, growth,
    /// direction, wrap-reverse, max lines, overflow indicator and separators (LineByLine.swift).
    var isLineByLine: Bool {
        options.wrap != .none && options.lineBreaking == .greedy && options.maxItemsPerLine == 0
            && options.pixelScale == 0 && !options.itemSpacing.isNaN && !options.lineSpacing.isNaN
            && flags.isEmpty && guides.isEmpty && itemCount > 0 && options.lineFill == .none && hasAlignedBaselines
    }

    /// Whether the baselines items are aligned by, if any, are given (the line-by-line path reads
    /// them without checking for an array).
    var hasAlignedBaselines: Bool {
        switch options.alignItems {
        case .firstBaseline: hasFirstBaselines
        case .lastBaseline: hasLastBaselines
        default: true
        }
    }

    /// Whether first (last) baselines are given, as arrays or by the measure callback.
    var hasFirstBaselines: Bool { !firstBaselines.isEmpty || measureWithBaselines != nil }
    var hasLastBaselines: Bool { !lastBaselines.isEmpty || measureWithBaselines != nil }

    /// Whether lines can be redone from a line on, keeping the earlier ones: every earlier line's
    /// position and content depend on earlier items only. Not so when anything spans all lines:
    /// uniform size, balanced breaking, align-content other than start, wrap-reverse, an
    /// unspecified main bound (lines grow to the longest), hidden lines, automatic line gaps
    /// from preferences, or right-to-left columns in an unspecified width (mirrored about it).
    @inline(__always)
    func canResumeLines(_ k: LayoutConstants) -> Bool {
        let o = options
        return k.wraps && !k.reversed && o.lineBreaking == .greedy && o.alignContent == .start
            && k.mainLimit.isFinite && !o.uniformSize && o.maxLines == 0
            && !(o.lineSpacing.isNaN && !spacing.isEmpty)
            && (k.horizontal || !k.rightToLeft || k.crossLimit.isFinite)
    }

    /// Whether only sizes changed since the last arrange (setItemSize), in the same bounds, and
    /// the lines before the change can be kept: the given sizes (not a callback's, nor uniform
    /// ones), no line features, and the layout's recorded resume points.
    /// `kernels`: whether the start-rows kernel may resume (else only the stages' resume);
    /// `facts`: the plan's, which it asks instead of the predicates. Mutating though it changes
    /// nothing, as `plan`.
    mutating func canResumeAfterResize(
        width: Float, height: Float, content: (width: Float, height: Float), kernels: Bool, _ facts: PlanFacts
    ) -> Bool {
        guard resizedFrom != nil, isArranged, measure == nil, !options.uniformSize, !facts.usesLineFeatures,
              width.bitPattern == arrangedBounds.width.bitPattern,
              height.bitPattern == arrangedBounds.height.bitPattern,
              !sizes.isEmpty, frameBuffer.count == sizes.count, lineResume.count == lineBuffer.count
        else { return false }
        if kernels, facts.isPlainRows, options.lineBreaking == .greedy { return true }
        // The item model resumes in its rows kernel only.
        if facts.needsItemModelStages { return kernels && facts.isItemModelRows && itemModelRowsAllow(content) }
        let k = LayoutConstants(options: options, count: sizes.count, width: content.width, height: content.height)
        return canResumeLines(k)
    }

    /// Whether lanes can be placed again from a checkpoint after setItemSize (LaneResume.swift):
    /// the last arrange placed these lanes in the same bounds and recorded checkpoints for these
    /// items, and the sizes are given (a callback's answer depends on the lane it is asked for).
    /// Not for row lanes from the right in an unspecified width: every item is mirrored about S.
    func canResumeLanes(width: Float, height: Float) -> Bool {
        let record = laneState.checkpoints
        return resizedFrom != nil && isArranged && arrangedPath.isLanes && measure == nil
            && width.bitPattern == arrangedBounds.width.bitPattern
            && height.bitPattern == arrangedBounds.height.bitPattern
            && record.interval > 0 && record.items == itemCount && record.lanes == laneState.results.count
            && frameBuffer.count == itemCount && laneState.slots.count == itemCount
            && !(options.axis == .vertical && options.direction == .rightToLeft && (width.isNaN || width == .infinity))
    }
}
