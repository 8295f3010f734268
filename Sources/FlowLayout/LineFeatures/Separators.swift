// Separators: one rect per pair of neighbours on each visible line, centred in the gap between
// their margin boxes (their frames, without the item model) and in the line's cross extent. One
// rule (`separator`) for every path; the item model's stages call it with the margins they placed.

extension FlowLayout {
    /// One rect per pair of neighbours on each placed line, centred in the gap between them as
    /// placed (after growth and justification) and in the line's cross extent.
    mutating func fillSeparators(lineCount: Int, _ frames: UnsafeMutablePointer<FlowRect>, _ k: LayoutConstants) {
        var total = 0
        for j in 0..<lineCount { total += Int(lineBuffer[j].itemCount) - 1 }
        separatorBuffer.setCount(total)
        guard total > 0, let out = separatorBuffer.pointer else { return }
        let grid = options.pixelScale > 0 ? PixelGrid(scale: Double(options.pixelScale)) : nil
        var next = 0
        for j in 0..<lineCount {
            let placed = lineBuffer[j]
            let first = Int(placed.firstItem), end = first + Int(placed.itemCount)
            for i in (first + 1)..<max(first + 1, end) {
                out[next] = Self.separator(between: frames[i - 1], .zero, and: frames[i], .zero, in: placed, k, grid)
                next += 1
            }
        }
    }

    /// The separator between neighbours `a` and `b` of `line` (frames as placed, with their
    /// margins along main on the low and high coordinate sides): centred in the gap between their
    /// margin boxes, which runs from a's box's far edge to b's near edge in the direction main
    /// runs, and in the line's cross extent; its edges snapped to the grid when there is one.
    static func separator(
        between a: FlowRect, _ aMargins: MainMargins, and b: FlowRect, _ bMargins: MainMargins, in line: FlowLine,
        _ k: LayoutConstants, _ grid: PixelGrid?
    ) -> FlowRect {
        let (aStart, aSize, bStart, bSize) = k.horizontal
            ? (Double(a.x), Double(a.width), Double(b.x), Double(b.width))
            : (Double(a.y), Double(a.height), Double(b.y), Double(b.height))
        // Which way main runs on screen (right to left, reverse), not which frame lies first:
        // a zero-length item or a negative margin can put b's start at or before a's.
        let mainDescending = (k.horizontal && k.rightToLeft) != k.options.reverse
        let mainCentre = !mainDescending
            ? ((aStart + aSize + aMargins.high) + (bStart - bMargins.low)) / 2
            : ((bStart + bSize + bMargins.high) + (aStart - aMargins.low)) / 2
        let crossCentre = Double(line.crossOffset) + Double(line.crossSize) / 2
        let (sMain, sCross) = k.options.separatorExtents(horizontal: k.horizontal)
        var mainStart = mainCentre - sMain / 2, mainEnd = mainStart + sMain
        var crossStart = crossCentre - sCross / 2, crossEnd = crossStart + sCross
        if let grid {
            mainStart = grid.snap(mainStart); mainEnd = grid.snap(mainEnd)
            crossStart = grid.snap(crossStart); crossEnd = grid.snap(crossEnd)
        }
        return k.horizontal
            ? FlowRect(x: Float(mainStart), y: Float(crossStart), width: Float(mainEnd - mainStart),
                       height: Float(crossEnd - crossStart))
            : FlowRect(x: Float(crossStart), y: Float(mainStart), width: Float(crossEnd - crossStart),
                       height: Float(mainEnd - mainStart))
    }
}

/// An item's margins along the main axis as placed (auto margins resolved), on its low and high
/// coordinate sides.
struct MainMargins {
    var low = 0.0
    var high = 0.0
    static let zero = MainMargins()
}
