// One laid-out item of the flex item model, in main/cross terms of the computing frame: main
// runs in flow order (from the main-start edge: the right under `reverse` in a left-to-right row),
// cross runs from the computing top (rows: the top; columns: the left, or the right in
// right-to-left layouts, which are computed mirrored). Hidden items have none.

/// Which alignment group an item's cross position comes from.
enum CrossGroup: UInt8 {
    /// Aligned on its own in the line (start, center, end, stretch, or cross auto margins).
    case alone = 0
    /// The layout's align-items with per-item guide overrides: one group, as v0's rule 5.
    case guided = 1
    case firstBaseline = 2
    case lastBaseline = 3
}

struct FlexItem {
    /// Index in the layout's items.
    var index: Int
    /// Flex base size (the given main size) and hypothetical main size (clamped to the limits).
    var base: Double
    var hypothetical: Double
    var minMain: Double
    var maxMain: Double
    /// Main-axis margins in flow order; NaN is auto.
    var marginStart: Double
    var marginEnd: Double
    /// Clamped cross size, and the cross limits (for stretching).
    var cross: Double
    var minCross: Double
    var maxCross: Double
    /// Cross-axis margins from the computing top and bottom; NaN is auto.
    var marginTop: Double
    var marginBottom: Double
    var grow: Double
    var shrink: Double
    var align: FlowAlignItems
    var group: CrossGroup
    /// Stretched to the line's cross size (align stretch, no auto cross margin, not NO_STRETCH).
    var stretches: Bool
    /// For baseline groups: the distance from the computing top of the margin box to the
    /// baseline; for the guided group, from the margin box's logical cross-start to the guide.
    var guide: Double

    // Results of resolving flexible lengths.
    var target: Double = 0
    var frozen = false
    /// This round's clamped − flexed size (CSS's min/max violation).
    var violation = 0.0

    /// Main margins with auto as 0 (what breaking and flexing count).
    var fixedMainMargins: Double { (marginStart.isNaN ? 0 : marginStart) + (marginEnd.isNaN ? 0 : marginEnd) }
    var fixedCrossMargins: Double { (marginTop.isNaN ? 0 : marginTop) + (marginBottom.isNaN ? 0 : marginBottom) }
    var hasAutoCrossMargin: Bool { marginTop.isNaN || marginBottom.isNaN }
    /// The outer hypothetical cross size: what the item adds to its line's cross size.
    var outerCross: Double { cross + fixedCrossMargins }
}

extension FlexItem {
    /// Scale fill: the main and cross sizes, and the guide's distance past its margin, times s;
    /// margins stay. Nothing flexes afterwards, and the limits are not applied again.
    mutating func scale(by s: Double, wrapReversed: Bool) {
        grow = 0
        shrink = 0
        base = hypothetical
        guard s != 1 else { return }
        hypothetical *= s
        base = hypothetical
        cross *= s
        let margin: Double
        switch group {
        case .alone: return
        case .firstBaseline, .lastBaseline: margin = marginTop
        case .guided: margin = wrapReversed ? marginBottom : marginTop
        }
        guide = margin + (guide - margin) * s
    }
}

/// Turns one item's inputs into a FlexItem (physical margins and limits to main/cross, clamped
/// sizes, align-self, alignment group and guide); what that reads besides the item's own inputs
/// is resolved once per arrange.
struct FlexItemMaker {
    let horizontal: Bool
    let rightToLeft: Bool
    let reverse: Bool
    let wrapReversed: Bool
    let alignItems: FlowAlignItems
    /// Guides of the items that follow align-items (overrides, baselines), and the baselines of
    /// items whose align-self asks for a baseline alignment.
    var itemsSource: GuideSource
    let firstSource: GuideSource
    let lastSource: GuideSource
    /// Guide overrides are given: items that follow align-items start, center or end form one group.
    let hasGuides: Bool

    func make(_ i: Int, size s: FlowSize, min lo: FlowSize, max hi: FlowSize, margins m: FlowEdges, align rawAlign: Int32,
              flags f: UInt32, grow: Double, shrink: Double) -> FlexItem {
        let minW = lo.width.isNaN ? 0 : Double(lo.width), minH = lo.height.isNaN ? 0 : Double(lo.height)
        let maxW = hi.width.isNaN ? .infinity : Double(hi.width)
        let maxH = hi.height.isNaN ? .infinity : Double(hi.height)
        var mStart: Double, mEnd: Double, mTop: Double, mBottom: Double
        let base: Double, givenCross: Double, minMain: Double, maxMain: Double, minCross: Double, maxCross: Double
        if horizontal {
            (mStart, mEnd) = rightToLeft ? (Double(m.right), Double(m.left)) : (Double(m.left), Double(m.right))
            (mTop, mBottom) = (Double(m.top), Double(m.bottom))
            (base, givenCross, minMain, maxMain, minCross, maxCross) =
                (Double(s.width), Double(s.height), minW, maxW, minH, maxH)
        } else {
            (mStart, mEnd) = (Double(m.top), Double(m.bottom))
            (mTop, mBottom) = rightToLeft ? (Double(m.right), Double(m.left)) : (Double(m.left), Double(m.right))
            (base, givenCross, minMain, maxMain, minCross, maxCross) =
                (Double(s.height), Double(s.width), minH, maxH, minW, maxW)
        }
        if reverse { swap(&mStart, &mEnd) }
        let align = rawAlign < 0 ? alignItems : (FlowAlignItems(rawValue: rawAlign) ?? alignItems)
        let followsItems = align == alignItems
        let cross = clampToLimits(givenCross, min: minCross, max: maxCross)
        var item = FlexItem(
            index: i, base: base, hypothetical: clampToLimits(base, min: minMain, max: maxMain),
            minMain: minMain, maxMain: maxMain, marginStart: mStart, marginEnd: mEnd,
            cross: cross, minCross: minCross, maxCross: maxCross, marginTop: mTop, marginBottom: mBottom,
            grow: grow, shrink: shrink, align: align, group: .alone, stretches: false, guide: 0)
        // Cross auto margins take the item out of baseline groups and stretching.
        if !item.hasAutoCrossMargin {
            switch align {
            case .firstBaseline, .lastBaseline:
                let source = followsItems ? itemsSource : (align == .firstBaseline ? firstSource : lastSource)
                item.group = align == .firstBaseline ? .firstBaseline : .lastBaseline
                item.guide = mTop + source.guide(i, cross: cross)
            case .stretch:
                item.stretches = f & FlowItemFlags.noStretch.rawValue == 0
            case .start, .center, .end:
                if followsItems, hasGuides {
                    item.group = .guided
                    item.guide = (wrapReversed ? mBottom : mTop) + itemsSource.guide(i, cross: cross)
                }
            }
        }
        return item
    }

    /// The overflow indicator as item `i`: no margins, limits, growth or shrink, aligned by
    /// align-items with default guides (no baselines or overrides of its own).
    func indicator(_ i: Int, size: FlowSize) -> FlexItem {
        var plain = self
        let s = itemsSource
        plain.itemsSource = GuideSource(overrides: nil, baselines: nil, isBaseline: s.isBaseline, fraction: s.fraction,
                                        fromFarSide: s.fromFarSide)
        return plain.make(i, size: size, min: FlowSize(width: 0, height: 0),
                          max: FlowSize(width: .infinity, height: .infinity), margins: .zero, align: -1, flags: 0,
                          grow: 0, shrink: 0)
    }
}

/// CSS limits: clamp to the maximum, then the minimum (a minimum above the maximum wins). The
/// limits are never NaN (a limit not given is 0 or infinity), and for such limits the two
/// selects are max(lo, min(hi, v)) to the bit, -0 included, written as the one-instruction
/// minimum and maximum of the hardware.
@inline(__always)
func clampToLimits<T: FloatingPoint>(_ v: T, min lo: T, max hi: T) -> T {
    clampToMinimum(clampToMaximum(v, hi), lo)
}

/// The first half of clampToLimits: min(hi, v) for a maximum that is not NaN.
@inline(__always)
func clampToMaximum<T: FloatingPoint>(_ v: T, _ hi: T) -> T {
    v < hi ? v : hi
}

/// The second half of clampToLimits: max(lo, v) for a minimum that is not NaN.
@inline(__always)
func clampToMinimum<T: FloatingPoint>(_ v: T, _ lo: T) -> T {
    larger(lo, v)
}


extension FlowLayout {
    /// CSS §9.7 "Resolve the flexible lengths" for one line's items: sets each item's `target`
    /// main size. `available` is the line's length minus the gaps between its items. Items grow
    /// when their outer hypothetical sizes leave room, else shrink; an item whose clamped size
    /// differs from its flexed size is frozen there and the rest are flexed again. The shrink
    /// weight is shrink × flex base size; factors summing below 1 distribute only that share of
    /// the initial free space.
    static func resolveFlexibleLengths(_ items: UnsafeMutablePointer<FlexItem>, _ range: Range<Int>, available: Double) {
        var sumHypothetical = 0.0
        for i in range { sumHypothetical += items[i].hypothetical + items[i].fixedMainMargins }
        let growing = sumHypothetical < available
        var initialUsed = 0.0
        var flexible = 0
        for i in range {
            items[i].target = items[i].hypothetical
            let factor = growing ? items[i].grow : items[i].shrink
            // Inflexible: no factor, or already pushed the wrong way by its limits.
            items[i].frozen = factor == 0
                || (growing ? items[i].base > items[i].hypothetical : items[i].base < items[i].hypothetical)
            if !items[i].frozen { flexible += 1 }
            initialUsed += (items[i].frozen ? items[i].target : items[i].base) + items[i].fixedMainMargins
        }
        // Nothing flexes (the common case): every item keeps its hypothetical size.
        guard flexible > 0 else { return }
        let initialFree = available - initialUsed
        // Each round freezes at least one item, so this ends within range.count + 1 rounds.
        for _ in 0...range.count {
            var used = 0.0, factors = 0.0, scaledShrink = 0.0, unfrozen = 0
            for i in range {
                let it = items[i]
                used += (it.frozen ? it.target : it.base) + it.fixedMainMargins
                if !it.frozen {
                    unfrozen += 1
                    factors += growing ? it.grow : it.shrink
                    scaledShrink += it.shrink * it.base
                }
            }
            if unfrozen == 0 { break }
            var remaining = available - used
            if factors < 1 {
                let capped = initialFree * factors
                if capped.magnitude < remaining.magnitude { remaining = capped }
            }
            var totalViolation = 0.0
            for i in range where !items[i].frozen {
                let it = items[i]
                var t = it.base
                if growing, remaining > 0, factors > 0 {
                    t = it.base + remaining * it.grow / factors
                } else if !growing, remaining < 0, scaledShrink > 0 {
                    t = it.base + remaining * (it.shrink * it.base) / scaledShrink
                }
                let clamped = clampToLimits(max(0, t), min: it.minMain, max: it.maxMain)
                totalViolation += clamped - t
                items[i].target = clamped
                items[i].violation = clamped - t
            }
            for i in range where !items[i].frozen {
                let v = items[i].violation
                if totalViolation == 0 || (totalViolation > 0 && v > 0) || (totalViolation < 0 && v < 0) {
                    items[i].frozen = true
                }
            }
        }
    }
}
