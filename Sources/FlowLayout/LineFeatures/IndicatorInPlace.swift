// The overflow indicator of the line-by-line path, written over the layout's own inputs.
//
// The indicator is laid out as one more item after the items shown, and every item from its
// index on is hidden. The general pipeline copies the inputs of the items that may show, one slot
// more for it (`CopiedInputsSlot`): at a million items, half of them shown, that copy was a tenth
// of the arrange. Here the indicator takes the place of the first hidden item in the arrays
// themselves (sizes, growth, baselines: the line-by-line path reads nothing else per item), and
// that item's values are put back when the arrange ends, whether it placed the lines or the
// indicator's callback failed. Nothing outside the arrange sees the slot changed: the callback
// runs with the layout marked as measuring, so it cannot read the layout.

extension FlowLayout {
    /// `chooseIndicatorItems` for the line-by-line path: chooses the items shown before the
    /// indicator and returns how many, with `input` then describing them and the indicator. The
    /// item the indicator displaces is kept in `displaced`, for `putBack` once the lines are placed.
    mutating func chooseIndicatorInPlace(
        lastGreedyLine last: (start: Int, end: Int), _ items: ItemInputs, _ input: inout LineBreakInput,
        displaced: inout DisplacedItem
    ) throws(FlowError) -> Int {
        let top = min(last.end, input.count - 1)
        let whole = input
        let (chosen, chosenInput) = try withUnsafeMutablePointer(to: &displaced) { (kept) throws(FlowError) in
            try chooseIndicatorPrefix(whole, lastGreedyLine: last, top: top,
                                      InPlaceSlot(input: whole, items: items, displaced: kept))
        }
        input = chosenInput
        return chosen
    }
}

/// An item's inputs, kept while the overflow indicator occupies its slot (`index` −1: none).
struct DisplacedItem {
    private(set) var index = -1
    private var size = FlowSize(width: 0, height: 0)
    private var grow: Float = 0
    private var firstBaseline: Float = 0
    private var lastBaseline: Float = 0

    /// Keeps item `i`'s inputs (putting back any kept before).
    mutating func keep(_ i: Int, of items: ItemInputs) {
        putBack(into: items)
        index = i
        size = items.sizes[i]
        if let grow = items.grow { self.grow = grow[i] }
        if let first = items.firstBaselines { firstBaseline = first[i] }
        if let last = items.lastBaselines { lastBaseline = last[i] }
    }

    /// Writes the kept inputs back, once.
    mutating func putBack(into items: ItemInputs) {
        guard index >= 0 else { return }
        let i = index
        UnsafeMutablePointer(mutating: items.sizes)[i] = size
        if let grow = items.grow { UnsafeMutablePointer(mutating: grow)[i] = self.grow }
        if let first = items.firstBaselines { UnsafeMutablePointer(mutating: first)[i] = firstBaseline }
        if let last = items.lastBaselines { UnsafeMutablePointer(mutating: last)[i] = lastBaseline }
        index = -1
    }
}

/// The line-by-line path's slot: the indicator (its size, no growth, no baselines) written over
/// the item at `candidate`, which `displaced` keeps. The path has one gap, no flags, no guides
/// and no spacing preferences.
struct InPlaceSlot: IndicatorSlot {
    let input: LineBreakInput
    let items: ItemInputs
    let displaced: UnsafeMutablePointer<DisplacedItem>

    func gap(before candidate: Int) -> Double { input.constantGap }

    func install(_ size: FlowSize, gap: Double, at candidate: Int) -> LineBreakInput {
        displaced.pointee.keep(candidate, of: items)
        UnsafeMutablePointer(mutating: items.sizes)[candidate] = size
        if let grow = items.grow { UnsafeMutablePointer(mutating: grow)[candidate] = 0 }
        if let first = items.firstBaselines { UnsafeMutablePointer(mutating: first)[candidate] = .nan }
        if let last = items.lastBaselines { UnsafeMutablePointer(mutating: last)[candidate] = .nan }
        return input.prefix(candidate + 1, sizes: input.sizes, pairGaps: nil, flags: nil)
    }
}
