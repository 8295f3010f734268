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

/// CSS limits: clamp to the maximum, then the minimum (a minimum above the maximum wins).
@inline(__always)
func clampToLimits(_ v: Double, min lo: Double, max hi: Double) -> Double {
    max(lo, min(hi, v))
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
