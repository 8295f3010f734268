// Scale fill (FLOW_LINE_FILL_SCALE): each line's items scaled to fill the line, on the plain
// stages (the item model's own is in ItemModelLineFeatures.swift).

extension FlowLayout {
    /// Scales each visible line's items by s = (M − gaps) / Σm along both axes (baselines and
    /// guides with them), unless s exceeds max scale or Σm is 0; then re-measures the lines.
    /// Growth is off in this mode. An unspecified M scales nothing.
    mutating func scaleLines(
        _ k: LayoutConstants, _ lines: UnsafeMutablePointer<LineRecord>, _ pass: LinePass,
        _ items: inout ItemInputs, _ input: LineBreakInput, _ automaticLineGaps: Bool
    ) {
        guard k.mainLimit.isFinite, pass.lineCount > 0 else {
            // Nothing scales, and nothing grows either (shorter lines would grow to the longest).
            for j in 0..<pass.lineCount { lines[j].growSum = 0 }
            items = ItemInputs(sizes: items.sizes, grow: nil, flags: items.flags, firstBaselines: items.firstBaselines,
                               lastBaselines: items.lastBaselines, guides: items.guides, spacing: items.spacing,
                               baselinesFromFarSide: items.baselinesFromFarSide)
            return
        }
        let end = lines[pass.lineCount - 1].end
        featureScratch.scaledSizes.setCount(end)
        if items.firstBaselines != nil { featureScratch.scaledFirst.setCount(end) }
        if items.lastBaselines != nil { featureScratch.scaledLast.setCount(end) }
        if items.guides != nil { featureScratch.scaledGuides.setCount(end) }
        let f = featureScratch
        for j in 0..<pass.lineCount {
            let line = lines[j]
            var sum = 0.0, gaps = 0.0, largest = 0.0
            for i in line.first..<line.end {
                sum += input.main(i)
                if i > line.first { gaps += input.gap(before: i) }
                largest = max(largest, Double(k.horizontal ? items.sizes[i].height : items.sizes[i].width))
                if let b = items.firstBaselines, !b[i].isNaN { largest = max(largest, Double(b[i].magnitude)) }
                if let b = items.lastBaselines, !b[i].isNaN { largest = max(largest, Double(b[i].magnitude)) }
                if let g = items.guides, !g[i].isNaN { largest = max(largest, Double(g[i].magnitude)) }
            }
            let scale = Self.lineScale(room: k.mainLimit - gaps, sizes: sum, maxScale: k.options.maxScale,
                                       largest: largest)
            // In double precision: s itself may exceed the largest float (a line of one item
            // FLT_MIN long and 0 thick), where s as a float would be infinite and 0 * s NaN.
            func scaled(_ v: Float) -> Float { Float(Double(v) * scale) }
            for i in line.first..<line.end {
                let size = items.sizes[i]
                f.scaledSizes[i] = scale == 1 ? size : FlowSize(width: scaled(size.width), height: scaled(size.height))
                if let b = items.firstBaselines { f.scaledFirst[i] = scaled(b[i]) }
                if let b = items.lastBaselines { f.scaledLast[i] = scaled(b[i]) }
                if let g = items.guides { f.scaledGuides[i] = scaled(g[i]) }
            }
        }
        items = ItemInputs(
            sizes: UnsafePointer(f.scaledSizes.base!), grow: nil, flags: items.flags,
            firstBaselines: items.firstBaselines == nil ? nil : UnsafePointer(f.scaledFirst.base),
            lastBaselines: items.lastBaselines == nil ? nil : UnsafePointer(f.scaledLast.base),
            guides: items.guides == nil ? nil : UnsafePointer(f.scaledGuides.base),
            spacing: items.spacing, baselinesFromFarSide: items.baselinesFromFarSide)
        for j in 0..<pass.lineCount {
            let (first, last) = (lines[j].first, lines[j].end)
            lines[j] = k.horizontal
                ? LineRecord(RowAxis.self, first: first, end: last, used: nil, largestCross: nil, items: items,
                             breakInput: input, k, measureSpacing: automaticLineGaps)
                : LineRecord(ColumnAxis.self, first: first, end: last, used: nil, largestCross: nil, items: items,
                             breakInput: input, k, measureSpacing: automaticLineGaps)
        }
    }

    /// s_j, what scale fill multiplies a line's items by so that their main sizes fill `room`
    /// (M less what does not scale: gaps, separators, margins); 1 when the sizes sum to 0 or s
    /// would exceed max scale (0: no limit), and 1 when s would take `largest` (the line's
    /// largest cross size, baseline or guide) past the lengths the layout accepts: a nearly empty
    /// line of tall items is left alone, so that every result stays finite.
    static func lineScale(room: Double, sizes: Double, maxScale: Float, largest: Double) -> Double {
        guard sizes > 0 else { return 1 }
        let scale = max(0, room / sizes)
        if maxScale > 0 && scale > Double(maxScale) { return 1 }
        return largest * scale > Double(FlowLimits.maxLength) ? 1 : scale
    }
}
