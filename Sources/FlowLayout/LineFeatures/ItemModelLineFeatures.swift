// The line features as stages of the flex item model (ItemModelArrange.swift), on the laid-out
// items (hidden items are none of them) and their margin boxes:
//  - separators: the gap between neighbours' margin boxes is gap + separator + gap for breaking
//    and placement (the gaps are built so); each rect is centred between the margin boxes;
//  - overflow indicator: the same candidate search as the plain path (LineFeatures.swift), with
//    the indicator as one more flex item (no margins, limits, growth or shrink; align-items);
//  - scale fill: each line's hypothetical main sizes and cross sizes scaled to fill M after
//    margins, gaps and separators; nothing flexes in this mode;
//  - last-line justification: placement picks it for the last and forced-ended lines.

/// The item model's slot for the indicator: the laid-out item at the candidate's place (which
/// the indicator would hide) is overwritten in the scratch; the items before it stay as built.
struct FlexItemSlot: IndicatorSlot {
    let items: UnsafeMutablePointer<FlexItem>
    let outer: UnsafeMutablePointer<FlowSize>
    let flags: UnsafeMutablePointer<UInt32>?
    let gaps: UnsafeMutablePointer<Double>?
    let spacing: UnsafePointer<FlowSpacing>?
    let input: LineBreakInput
    let maker: FlexItemMaker
    let options: FlowOptions

    func gap(before candidate: Int) -> Double {
        guard input.pairGaps != nil, let spacing else { return input.constantGap }
        return options.indicatorGap(after: spacing[items[candidate - 1].index], horizontal: maker.horizontal)
    }

    /// The indicator takes the index of the item it replaces, the first it hides.
    func install(_ size: FlowSize, gap: Double, at candidate: Int) -> LineBreakInput {
        items[candidate] = maker.indicator(items[candidate].index, size: size)
        outer[candidate] = size
        flags?[candidate] = 0
        gaps?[candidate] = gap
        return input.prefix(candidate + 1, sizes: input.sizes, pairGaps: input.pairGaps, flags: input.flags)
    }
}

extension FlowLayout {
    /// The overflow indicator on the laid-out items: items 0..<k and the indicator replace the
    /// lines of the full breaking, for the largest k whose breaking takes at most L lines. The
    /// callback is asked for the n − k laid-out items it hides (hidden items never count).
    mutating func placeItemModelIndicator(
        _ input: inout LineBreakInput, _ lines: UnsafeMutablePointer<LineRecord>, _ pass: inout ItemModelPass,
        _ maker: FlexItemMaker, _ k: LayoutConstants
    ) throws(FlowError) {
        let last = options.lineBreaking == .greedy
            ? (start: lines[pass.lineCount - 1].first, end: lines[pass.lineCount - 1].end)
            : Self.lastGreedyLine(input, maxLines: k.maxLines)
        let scratch = itemModel.scratch
        let slot = FlexItemSlot(
            items: scratch.items.base.unsafelyUnwrapped, outer: scratch.outer.base.unsafelyUnwrapped,
            flags: scratch.flags.pointer, gaps: scratch.gaps.pointer, spacing: UnsafePointer(spacing.pointer),
            input: input, maker: maker, options: options)
        let (chosen, chosenInput) = try chooseIndicatorPrefix(input, lastGreedyLine: last, top: min(last.end, input.count - 1), slot)
        input = chosenInput
        pass.lineCount = breakItemModelLines(input, lines, k)
        pass.indicatorSlot = chosen
    }

    /// Scale fill: line j's items scaled by s_j = (M − gaps − main margins) / Σ hypothetical main
    /// sizes along both axes (margins and padding are not scaled); s_j = 1 past max scale or for
    /// sizes summing to 0; an unspecified M scales nothing. No item grows or shrinks in this mode.
    mutating func scaleItemModelLines(
        _ lines: UnsafeMutableBufferPointer<LineRecord>, _ input: LineBreakInput, _ items: UnsafeMutablePointer<FlexItem>,
        _ k: LayoutConstants
    ) {
        for j in lines.indices {
            let range = lines[j].first..<lines[j].end
            var sizes = 0.0, margins = 0.0, gaps = 0.0, largest = 0.0
            for v in range {
                sizes += items[v].hypothetical
                margins += items[v].fixedMainMargins
                largest = max(largest, items[v].cross)
                if !items[v].guide.isNaN { largest = max(largest, items[v].guide.magnitude) }
                if v > range.lowerBound { gaps += input.gap(before: v) }
            }
            let scale = k.mainLimit.isFinite
                ? Self.lineScale(room: k.mainLimit - gaps - margins, sizes: sizes, maxScale: options.maxScale,
                                 largest: largest) : 1
            for v in range { items[v].scale(by: scale, wrapReversed: k.reversed) }
            if scale != 1 {
                var used = gaps
                for v in range { used += items[v].hypothetical + items[v].fixedMainMargins }
                lines[j].used = used
            }
        }
    }

    /// The separators of the placed item-model lines: one per pair of neighbouring laid-out
    /// items (hidden items are none of them), by the rule every path uses (`separator`), with
    /// the margins the items were placed with.
    mutating func fillItemModelSeparators(
        _ lines: UnsafeMutableBufferPointer<LineRecord>, _ items: UnsafeMutablePointer<FlexItem>,
        _ margins: UnsafeMutablePointer<MainMargins>, _ k: LayoutConstants, _ grid: PixelGrid?,
        _ frames: UnsafeMutablePointer<FlowRect>
    ) {
        guard let last = lines.last else { return }
        // Lines hold consecutive laid-out items from 0.
        separatorBuffer.setCount(last.end - lines.count)
        guard let out = separatorBuffer.pointer else { return }
        var next = 0
        for j in lines.indices {
            let line = lineBuffer[j]
            for v in (lines[j].first + 1)..<max(lines[j].first + 1, lines[j].end) {
                out[next] = Self.separator(between: frames[items[v - 1].index], margins[v - 1],
                                           and: frames[items[v].index], margins[v], in: line, k, grid)
                next += 1
            }
        }
    }
}
