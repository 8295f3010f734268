// A line-at-a-time path for greedy wrapping with fixed gaps, in rows or columns, with any
// justification (last-line justification included), item alignment (baselines included),
// growth, direction, wrap-reverse, max lines, the overflow indicator and separators. Each line
// is broken, measured and, when its cross position is already known, placed at once while its
// items are in cache; otherwise (lines that depend on the content's total cross size, or an
// unspecified main size) every line is measured first and placed after. The measuring and
// placing are the general pipeline's own (LineRecord, FlowLayout.place), and the cross
// positions are the same sums in the same order as contentCross and alignContent, so the
// results are the same to the bit.

extension FlowLayout {
    /// Arranges `isLineByLine` layouts in bounds (width, height). Sizing may fail (a measure
    /// answer), and so may the overflow indicator's answer; nothing is changed before they succeed.
    mutating func arrangeLineByLine(width: Float, height: Float) throws(FlowError) {
        var k = LayoutConstants(options: options, count: itemCount, width: width, height: height)
        guard let resolved = try resolveSizes(mainLimit: k.mainLimit, horizontal: k.horizontal) else { return }
        let items = ItemInputs(
            sizes: resolved, grow: UnsafePointer(grow.pointer), flags: nil,
            firstBaselines: UnsafePointer(measureWithBaselines == nil ? firstBaselines.pointer : resolvedFirstBaselines.pointer),
            lastBaselines: UnsafePointer(measureWithBaselines == nil ? lastBaselines.pointer : resolvedLastBaselines.pointer),
            guides: nil, spacing: nil, baselinesFromFarSide: !k.horizontal && k.rightToLeft)
        let o = k.options
        var input = LineBreakInput(
            count: k.count, sizes: UnsafeRawPointer(resolved).assumingMemoryBound(to: Float.self),
            mainOffset: k.horizontal ? 0 : 1, pairGaps: nil,
            constantGap: o.separated(Double(o.itemSpacing), horizontal: k.horizontal), flags: nil,
            limit: k.mainLimit, maxItemsPerLine: Int.max, minLines: o.minLines)
        // With more items than max lines show, the overflow indicator is laid out as one more
        // item after the items chosen to show (the general pipeline's choice, in place:
        // IndicatorInPlace.swift).
        var indicatorIndex: Int?
        var exactSums = lineSumsAreExactRemembered(gap: input.constantGap)
        // The item the indicator displaces, put back however the arrange ends.
        var displaced = DisplacedItem()
        defer { displaced.putBack(into: items) }
        if overflowIndicator != nil, o.maxLines > 0 {
            let last = Self.lastGreedyRow(input, maxLines: k.maxLines, exactSums: exactSums)
            if last.end < k.count {
                let chosen = try chooseIndicatorInPlace(lastGreedyLine: last, items, &input, displaced: &displaced)
                k.count = chosen + 1
                indicatorIndex = chosen
                exactSums = lineSumsAreExact(gap: input.constantGap, alsoHolding: Float(input.main(chosen)))
            }
        }
        frameBuffer.setCount(itemCount)
        lineBuffer.setCount(k.count)
        let frames = frameBuffer.pointer.unsafelyUnwrapped
        let run = LineRun(items, input, k, frames, exactSums: exactSums)
        var pass: LinePass
        if k.horizontal {
            pass = placeLines(RowAxis.self, run, LinePlan(k), k, frames)
        } else {
            pass = placeLines(ColumnAxis.self, run, LinePlan(k), k, frames)
        }
        lineBuffer.setCount(pass.lineCount)
        pass.visibleItems = indicatorIndex ?? pass.visibleItems
        finishLineFeatures(lineCount: pass.lineCount, indicatorIndex: indicatorIndex, k, frames)
        // Items on lines past maxLines are hidden.
        (frames + pass.visibleItems).update(repeating: .zero, count: itemCount - pass.visibleItems)
        let mainSize = k.mainLimit.isFinite ? k.mainLimit : pass.widest
        let crossSize = k.crossLimit.isFinite ? k.crossLimit : pass.contentCross
        storeSizes(k, main: mainSize, cross: crossSize, widest: pass.widest, contentCross: pass.contentCross, visible: pass.visibleItems)
    }

    /// `lastGreedyLine` for one gap, no forced breaks and no item limit, as greedy breaks such
    /// lines. Where the sums are exact (`ExactSums`), each step tries two items at once,
    /// used + ((gap + a) + (gap + b)): one dependent addition per two items on the running
    /// length instead of two per item, and the same doubles. (Gaps and sizes are never negative,
    /// so a pair that does not fit leaves at most its first item to try.)
    static func lastGreedyRow(_ input: LineBreakInput, maxLines: Int, exactSums: Bool) -> (start: Int, end: Int) {
        let n = input.count, gap = input.constantGap, limit = input.fitLimit
        guard exactSums, gap >= 0 else { return lastGreedyLine(input, maxLines: maxLines) }
        var start = 0, end = 0, lines = 0
        while end < n, lines < maxLines {
            start = end
            var used = input.main(start)
            end = start &+ 1
            while end &+ 1 < n {
                let two = used + ((gap + input.main(end)) + (gap + input.main(end &+ 1)))
                if two > limit { break }
                used = two
                end &+= 2
            }
            if end < n, used + (gap + input.main(end)) <= limit { end &+= 1 }
            lines &+= 1
        }
        return (start, end)
    }

    /// Dispatches to a loop compiled for the growth, baselines and mirroring in use, so that no
    /// per-item step branches on them.
    @inline(__always)
    private mutating func placeLines<A: AxisMapping>(
        _: A.Type, _ run: LineRun, _ plan: LinePlan, _ k: LayoutConstants, _ frames: UnsafeMutablePointer<FlowRect>
    ) -> LinePass {
        switch (run.baselines, k.rightToLeft) {
        case (false, false): placeLines(A.self, FlagOff.self, FlagOff.self, run, plan, k, frames)
        case (false, true): placeLines(A.self, FlagOff.self, FlagOn.self, run, plan, k, frames)
        case (true, false): placeLines(A.self, FlagOn.self, FlagOff.self, run, plan, k, frames)
        case (true, true): placeLines(A.self, FlagOn.self, FlagOn.self, run, plan, k, frames)
        }
    }

    /// The growth half of the dispatch. Growth's exact-sum measuring is its own specialisation
    /// (`GrowsExactly`): a second loop in one function made it too large for `place` to be
    /// inlined. Without growth the loop reads `run.exactSums` itself. The WebAssembly module,
    /// which browsers download, leaves them out (19 KB; the results are the same to the bit).
    @inline(__always)
    private mutating func placeLines<A: AxisMapping, Baselines: StaticFlag, Mirror: StaticFlag>(
        _: A.Type, _: Baselines.Type, _: Mirror.Type, _ run: LineRun, _ plan: LinePlan, _ k: LayoutConstants,
        _ frames: UnsafeMutablePointer<FlowRect>
    ) -> LinePass {
        if run.items.grow == nil {
            return placeLines(A.self, FlagOff.self, Baselines.self, Mirror.self, FlagOff.self, run, plan, k, frames)
        }
        #if !FLOWLAYOUT_SMALL_CODE
        if run.exactSums {
            return placeLines(A.self, FlagOn.self, Baselines.self, Mirror.self, FlagOn.self, run, plan, k, frames)
        }
        #endif
        return placeLines(A.self, FlagOn.self, Baselines.self, Mirror.self, FlagOff.self, run, plan, k, frames)
    }

    /// Breaks and measures each line; places it at once when the plan allows, else keeps its
    /// record and places every line after the last. The running cross positions are
    /// alignContent's with no free space to share (start): each line starts where the last
    /// ended plus the line gap. With free space to share, alignContent positions the kept lines.
    private mutating func placeLines<A: AxisMapping, Grows: StaticFlag, Baselines: StaticFlag, Mirror: StaticFlag,
                                     GrowsExactly: StaticFlag>(
        _: A.Type, _: Grows.Type, _: Baselines.Type, _: Mirror.Type, _: GrowsExactly.Type, _ run: LineRun, _ plan: LinePlan,
        _ k: LayoutConstants, _ frames: UnsafeMutablePointer<FlowRect>
    ) -> LinePass {
        let lines = lineBuffer.pointer.unsafelyUnwrapped
        if plan != .atOnce { lineRecords.setCount(k.count) }
        let records = lineRecords.pointer
        // Where each line starts, for resuming after setItemSize, as recordLineResume keeps it.
        let recordsResume = plan != .alignedAfter && canResumeLines(k)
        let keepsResume = recordsResume && lineResume.capacity >= k.count
        if !keepsResume { lineResume.clear() }
        if keepsResume { lineResume.setCount(k.count) }
        let resume = keepsResume ? lineResume.pointer : nil
        let lineGap = Double(k.options.lineSpacing)
        let mirrorWidth = k.horizontal ? k.mainLimit : k.crossLimit
        var pass = LinePass()
        var start = 0, crossStart = 0.0, lastExtent = 0.0
        while start < k.count, pass.lineCount < k.maxLines {
            var line = run.measureLine(A.self, Grows.self, Baselines.self, Mirror.self, GrowsExactly.self, from: start)
            if pass.lineCount > 0 {
                // contentCross's and alignContent's sums: the gap after the last line, then this one.
                pass.contentCross += lineGap
                crossStart += lastExtent + lineGap + 0
            }
            line.crossStart = crossStart
            line.crossExtent = line.naturalCross + 0
            lastExtent = line.crossExtent
            resume?[pass.lineCount] = LineResume(crossStart: crossStart, crossTotal: pass.contentCross,
                                                 widestBefore: pass.widest)
            pass.contentCross += line.naturalCross
            pass.widest = larger(pass.widest, line.used)
            if plan == .atOnce {
                lines[pass.lineCount] = run.place(A.self, Grows.self, Baselines.self, Mirror.self, line,
                                                  mainContainer: k.mainLimit, crossContainer: k.crossLimit,
                                                  mirrorWidth: mirrorWidth, frames)
            } else {
                records.unsafelyUnwrapped[pass.lineCount] = line
            }
            pass.lineCount &+= 1
            start = line.end
        }
        if resume != nil { lineResume.setCount(pass.lineCount) }
        pass.visibleItems = start
        guard plan != .atOnce, let records else { return pass }
        placeKept(A.self, Grows.self, Baselines.self, Mirror.self, run, plan,
                  UnsafeMutableBufferPointer(start: records, count: pass.lineCount), k, &pass, frames)
        return pass
    }

    /// Places the lines kept by `placeLines`, once the content's size is known (and positions
    /// them first with alignContent when there is free cross space to share).
    @inline(never)
    private mutating func placeKept<A: AxisMapping, Grows: StaticFlag, Baselines: StaticFlag, Mirror: StaticFlag>(
        _: A.Type, _: Grows.Type, _: Baselines.Type, _: Mirror.Type, _ run: LineRun, _ plan: LinePlan,
        _ kept: UnsafeMutableBufferPointer<LineRecord>, _ k: LayoutConstants, _ pass: inout LinePass,
        _ frames: UnsafeMutablePointer<FlowRect>
    ) {
        if plan == .alignedAfter {
            // The gaps between lines, then the lines in the cross size (the same total as the sums).
            pass.contentCross = FlowLayout.contentCross(kept, k, automaticGaps: false,
                                                        defaultGap: Double(k.options.lineSpacing))
            FlowLayout.alignContent(kept, k, contentCross: pass.contentCross)
        }
        let mainContainer = k.mainLimit.isFinite ? k.mainLimit : pass.widest
        let crossContainer = k.crossLimit.isFinite ? k.crossLimit : pass.contentCross
        let mirrorWidth = k.horizontal ? mainContainer : crossContainer
        let lines = lineBuffer.pointer.unsafelyUnwrapped
        for j in kept.indices {
            lines[j] = run.place(A.self, Grows.self, Baselines.self, Mirror.self, kept[j], mainContainer: mainContainer,
                                 crossContainer: crossContainer, mirrorWidth: mirrorWidth, frames)
        }
    }
}

/// When the line-by-line path places each line.
enum LinePlan {
    /// As it is broken: its cross position and the container's main size (growth,
    /// justification, the right-to-left mirror) are known from the start.
    case atOnce
    /// After the last line, at the cross positions of the running sums: wrap-reverse and
    /// right-to-left columns without a cross size place from the content's far side, and an
    /// unspecified main size is the longest line's.
    case after
    /// After the last line, at the positions alignContent gives (free cross space to share).
    case alignedAfter

    init(_ k: LayoutConstants) {
        if k.crossLimit.isFinite, k.options.alignContent != .start {
            self = .alignedAfter
        } else if k.mainLimit.isFinite && (k.crossLimit.isFinite || (!k.reversed && (k.horizontal || !k.rightToLeft))) {
            self = .atOnce
        } else {
            self = .after
        }
    }
}

/// One line's placement constants (FixedGapRun and CrossPlacement of the general pipeline).
struct LineSpan {
    let range: Range<Int>
    let step: Double
    let lineCross: Double
    let base: Double
    let slope: Double
    let groupOffset: Double
    let extent: Double
    let mirrorWidth: Double
    let growUnit: Double
}

/// How a line's items are offset across it (without baselines): base + slope * c, base alone, or
/// base alone with every item as tall as the line (stretch).
protocol CrossOffset {
    static var isConstant: Bool { get }
    static var stretches: Bool { get }
}
enum AffineCross: CrossOffset {
    static var isConstant: Bool { false }
    static var stretches: Bool { false }
}
enum ConstantCross: CrossOffset {
    static var isConstant: Bool { true }
    static var stretches: Bool { false }
}
enum StretchedCross: CrossOffset {
    static var isConstant: Bool { true }
    static var stretches: Bool { true }
}

/// The larger of two values that are not NaN, as Swift.max gives it (y when they are equal):
/// the hardware's one-instruction maximum, where max's own NaN rule costs a compare and three
/// blends.
@inline(__always)
func larger<T: FloatingPoint>(_ x: T, _ y: T) -> T { x > y ? x : y }
