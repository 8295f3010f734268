// The `.lanes` path of an arrange: the lanes' geometry, each item's size along its lane (the
// measure callback asked with its area's length across), the placement loop (LanePlacement.swift),
// then frames, the lane records and the sizes, handed to the one commit.

/// What one lanes arrange (or a size query) works with: the geometry and the lengths in units.
struct LaneFrame {
    let geometry: LaneGeometry
    /// Column lanes (FLOW_AXIS_HORIZONTAL): lanes side by side along x, items stacking down.
    let columns: Bool
    let rightToLeft: Bool
    /// The gap between items of a lane (line spacing), and the tolerance, in units.
    let itemGap: Int64
    let tolerance: Int64
    /// Padding in units: before and after across, before and after along.
    let padAcrossStart: Int64
    let padAlongStart: Int64
    let padAlong: Int64
    /// The content box along in units when its bound is given, else nil (it becomes S).
    let alongContent: Int64?
    /// The pixel scale the size along is snapped to (0: none).
    let pixelScale: Float

    /// The lanes of the options `o` for bounds (width, height): the bound across must be given.
    /// Made from the options, not the layout: a method of the layout called while it is being
    /// arranged borrows it through a copy of the whole layout.
    init(_ o: FlowOptions, width: Float, height: Float) throws(FlowError) {
        let columns = o.axis == .horizontal
        let across = columns ? width : height, along = columns ? height : width
        guard !across.isNaN, across != .infinity else {
            throw FlowError(.invalidArgument, columns
                ? "width must be specified for column lanes (FLOW_AXIS_HORIZONTAL): the lanes share it"
                : "height must be specified for row lanes (FLOW_AXIS_VERTICAL): the lanes share it")
        }
        let p = o.padding
        let u = LaneUnits.of
        let (acrossStart, acrossEnd) = columns ? (u(p.left), u(p.right)) : (u(p.top), u(p.bottom))
        let (alongStart, alongEnd) = columns ? (u(p.top), u(p.bottom)) : (u(p.left), u(p.right))
        let available = max(0, LaneUnits.ofBound(across) - acrossStart - acrossEnd)
        // NaN spacing (automatic) has no preferences to read in lanes: the default 8.
        let gap = o.itemSpacing.isNaN ? 8 * 64 : u(o.itemSpacing)
        geometry = LaneGeometry(o.lanes.unsafelyUnwrapped, available: available, gap: gap)
        (self.columns, rightToLeft) = (columns, o.direction == .rightToLeft)
        itemGap = o.lineSpacing.isNaN ? 8 * 64 : u(o.lineSpacing)
        tolerance = u(o.laneTolerance)
        (padAcrossStart, padAlongStart, padAlong) = (acrossStart, alongStart, alongStart + alongEnd)
        alongContent = along.isNaN || along == .infinity ? nil : max(0, LaneUnits.ofBound(along) - alongStart - alongEnd)
        pixelScale = o.pixelScale
    }

    /// The size along in bounds (width, height): the bound when given, else the content's.
    func wantedAlong(_ stacked: Int64, width: Float, height: Float) -> Float {
        alongContent != nil ? (columns ? height : width) : contentAlong(stacked)
    }

    /// Padding + S + padding along (snapped with pixel_scale).
    func contentAlong(_ stacked: Int64) -> Float {
        let along = LaneUnits.double(padAlong + stacked)
        return Float(pixelScale > 0 ? PixelGrid(scale: Double(pixelScale)).snap(along) : along)
    }
}

extension FlowLayout {
    /// The size lanes mode wants in (width, height), padding included (sizeThatFits, fits): as
    /// the lines' (the bound across, or the lanes when they overflow it; the content along).
    mutating func lanesWantedSize(width: Float, height: Float) throws(FlowError) -> FlowSize {
        let lf = try LaneFrame(options, width: width, height: height)
        try laneState.reserveScratch(lanes: lf.geometry.count, spanning: !laneSpans.isEmpty, allocator)
        let stacked = try measuringLanes(lf)
        let along = lf.contentAlong(stacked)
        let bound = lf.columns ? width : height
        let lanesAcross = LaneUnits.double(lf.geometry.total) + Double(lf.columns
            ? options.padding.sums.horizontal : options.padding.sums.vertical)
        let across = Float(max(Double(bound), lanesAcross))
        return lf.columns ? FlowSize(width: across, height: along) : FlowSize(width: along, height: across)
    }

    /// The `.lanes` path in bounds (width, height) (not the content box: the lanes pad their own
    /// results on the 1/64 grid). Fails before any result changes.
    mutating func arrangeLanes(width: Float, height: Float) throws(FlowError) {
        let lf = try LaneFrame(options, width: width, height: height)
        let n = lf.geometry.count
        try laneState.reserveScratch(lanes: n, spanning: !laneSpans.isEmpty, allocator)
        try laneState.results.reserve(n, allocator)
        try laneState.slots.reserve(itemCount, allocator)
        // A measured item's size depends on the lanes it gets: a pass without results asks the
        // callback (and may fail); the pass that writes reads its answers from the cache.
        // Row lanes from the right in an unspecified width are mirrored about S: a pass finds it.
        var alongBox = lf.alongContent
        if measure != nil || (!lf.columns && lf.rightToLeft) {
            let stacked = try measuringLanes(lf)
            if alongBox == nil { alongBox = stacked }
        }
        // Without the memory for the resume record there is none (nothing fails from here on).
        laneState.checkpoints.reserve(items: itemCount, lanes: n, allocator)
        frameBuffer.setCount(itemCount)
        lineBuffer.setCount(0)
        lineResume.clear()
        laneState.slots.setCount(itemCount)
        laneState.results.setCount(n)
        writeLaneEdges(lf)
        var placer = LanePlacer(&laneState, lanes: n, tolerance: lf.tolerance)
        finishLanes(lf, &placer, from: 0, alongBox: alongBox ?? 0, width: width, height: height)
    }

    /// Places items `from` on (the placer and the lane counts hold the state before item
    /// `from`), writing their frames and slots, then each lane's extent and the sizes.
    mutating func finishLanes(
        _ lf: LaneFrame, _ placer: inout LanePlacer, from: Int, alongBox: Int64, width: Float, height: Float
    ) {
        if flags.isEmpty && laneSpans.isEmpty && measure == nil && options.pixelScale == 0 {
            placePlainLaneItems(lf, &placer, from: from, alongBox: alongBox)
        } else {
            var failure: FlowError?
            _ = placeLanes(lf, &placer, from: from, write: alongBox, failure: &failure)
        }
        // Some item is visible (in this pass or before `from`) when some lane holds one.
        let records = laneState.results.base.unsafelyUnwrapped
        let anyVisible = (0..<lf.geometry.count).contains { records[$0].itemCount > 0 }
        let stacked = Self.stackedExtent(placer, lf, anyVisible: anyVisible)
        writeLaneExtents(lf)
        let along = lf.wantedAlong(stacked, width: width, height: height)
        let across = lf.columns ? width : height
        arrangedExtent = ArrangedExtent(
            main: Double(across), cross: Double(along), widest: LaneUnits.double(lf.geometry.total),
            contentCross: LaneUnits.double(stacked), visible: itemCount)
    }

    /// The placement without results (`placeLanes(write: nil)`), asking the measure callback for
    /// every visible item's size; returns S.
    private mutating func measuringLanes(_ lf: LaneFrame) throws(FlowError) -> Int64 {
        var placer = LanePlacer(&laneState, lanes: lf.geometry.count, tolerance: lf.tolerance)
        var failure: FlowError?
        guard measure != nil else { return placeLanes(lf, &placer, from: 0, write: nil, failure: &failure) }
        isMeasuring = true
        defer { isMeasuring = false }
        if let measureRange, measureWithBaselines == nil, laneSpans.isEmpty, let length = lf.geometry.commonLaneLength {
            try askLaneRuns(measureRange, proposal: LaneUnits.points(length), columns: lf.columns)
        }
        let stacked = placeLanes(lf, &placer, from: 0, write: nil, failure: &failure)
        if let failure { throw failure }
        return stacked
    }

    /// Item i's answer to `proposal` across (cached as the other constrained answers are).
    private mutating func laneMeasuredSize(of i: Int, proposal: Float, columns: Bool) throws(FlowError) -> FlowSize {
        let slot = i &* Self.constrainedSlots
        if latestConstrainedAnswer(of: i, to: proposal) { return constrainedSizes[slot] }
        let asked = columns ? FlowSize(width: proposal, height: .nan) : FlowSize(width: .nan, height: proposal)
        let answer: FlowSize
        var baselines = FlowBaselinePair(first: .nan, last: .nan)
        if let measureWithBaselines {
            let measured = measureWithBaselines(measureContext, i, asked)
            try Validation.checkMeasured(measured, item: i)
            answer = measured.size
            baselines = FlowBaselinePair(first: measured.firstBaseline, last: measured.lastBaseline)
        } else {
            answer = measure.unsafelyUnwrapped(measureContext, i, asked)
            try Validation.checkMeasured(answer, item: i)
        }
        cacheConstrainedAnswer(answer, of: i, to: proposal)
        if measureWithBaselines != nil { constrainedBaselines[slot] = baselines }
        return answer
    }

    /// Runs the placement loop from item `from`; with `write` (the content box along, for
    /// mirroring row lanes from the right) writes every frame, slot, lane count and checkpoint
    /// too. Returns the stacking extent S of a pass from the first item: max(r) − G when any item
    /// is visible, else 0. A measured item's size is asked (the first refused answer stops the
    /// loop, into `failure`) when not writing, else read from the cache the pass before filled
    /// with the same proposals.
    private mutating func placeLanes(
        _ lf: LaneFrame, _ placer: inout LanePlacer, from: Int, write alongBox: Int64?, failure: inout FlowError?
    ) -> Int64 {
        let items = measure == nil ? UnsafePointer(sizes.pointer) : nil
        let g = lf.geometry, n = g.count
        let frames = frameBuffer.base, slots = laneState.slots.base, records = laneState.results.base
        let checkpoints = laneState.checkpoints
        var nextCheckpoint = alongBox != nil ? checkpoints.next(after: from) : .max
        let flagBits = flags.count > 0 ? UnsafePointer(flags.base) : nil
        let spans = laneSpans.count > 0 ? UnsafePointer(laneSpans.base) : nil
        let grid = options.pixelScale > 0 ? PixelGrid(scale: Double(options.pixelScale)) : nil
        let hiddenBit = FlowItemFlags.hidden.rawValue, noStretchBit = FlowItemFlags.noStretch.rawValue
        var anyVisible = false
        for i in from..<itemCount {
            if i == nextCheckpoint {
                checkpoints.record(before: i, placer, records.unsafelyUnwrapped)
                nextCheckpoint = checkpoints.next(after: i)
            }
            let itemFlags = flagBits?[i] ?? 0
            if itemFlags & hiddenBit != 0 {
                if alongBox != nil {
                    frames.unsafelyUnwrapped[i] = .zero
                    slots.unsafelyUnwrapped[i] = .hidden
                }
                continue
            }
            anyVisible = true
            let k = min(Int(spans?[i] ?? 1), n)
            let (s, start) = placer.choose(span: k)
            var size: FlowSize
            if let items {
                size = items[i]
            } else {
                let proposal = LaneUnits.points(g.areaLength(from: s, span: k))
                if alongBox == nil {
                    do throws(FlowError) {
                        size = try laneMeasuredSize(of: i, proposal: proposal, columns: lf.columns)
                    } catch {
                        failure = error
                        return 0
                    }
                } else {
                    // Answered in the pass before (always: the same proposals, the latest slot).
                    let slot = i &* Self.constrainedSlots
                    size = latestConstrainedAnswer(of: i, to: proposal) ? constrainedSizes[slot] : FlowSize(width: 0, height: 0)
                }
            }
            let e = LaneUnits.of(lf.columns ? size.height : size.width)
            placer.occupy(lane: s, span: k, to: start &+ e &+ lf.itemGap)
            guard let alongBox else { continue }
            slots.unsafelyUnwrapped[i] = LaneSlot(lane: UInt32(s), span: UInt32(k))
            for t in s..<(s + k) { records.unsafelyUnwrapped[t].itemCount &+= 1 }
            // Across: the area, or the item's own length at the area's start (its end in RTL columns).
            let area = g.areaLength(from: s, span: k)
            let acrossLength = itemFlags & noStretchBit != 0 ? LaneUnits.of(lf.columns ? size.width : size.height) : area
            let acrossStart = lf.columns && lf.rightToLeft
                ? lf.padAcrossStart + g.available - g.offset(s) - acrossLength
                : lf.padAcrossStart + g.offset(s)
            let alongStart = !lf.columns && lf.rightToLeft
                ? lf.padAlongStart + alongBox - start - e
                : lf.padAlongStart + start
            frames.unsafelyUnwrapped[i] = laneFrame(
                across: acrossStart, acrossLength, along: alongStart, e, columns: lf.columns, grid)
        }
        return Self.stackedExtent(placer, lf, anyVisible: anyVisible)
    }

    /// The stacking extent S: max(r) − G when any item is visible, else 0.
    private static func stackedExtent(_ placer: LanePlacer, _ lf: LaneFrame, anyVisible: Bool) -> Int64 {
        guard anyVisible else { return 0 }
        var top = placer.r[0]
        for t in 1..<placer.n { top = max(top, placer.r[t]) }
        return top - lf.itemGap
    }

    /// A frame from its edges in units, snapped edge by edge when `grid` is given.
    @inline(__always)
    private func laneFrame(
        across: Int64, _ acrossLength: Int64, along: Int64, _ alongLength: Int64, columns: Bool, _ grid: PixelGrid?
    ) -> FlowRect {
        var a0 = LaneUnits.double(across), a1 = LaneUnits.double(across + acrossLength)
        var b0 = LaneUnits.double(along), b1 = LaneUnits.double(along + alongLength)
        if let grid {
            a0 = grid.snap(a0); a1 = grid.snap(a1); b0 = grid.snap(b0); b1 = grid.snap(b1)
        }
        return columns
            ? FlowRect(x: Float(a0), y: Float(b0), width: Float(a1 - a0), height: Float(b1 - b0))
            : FlowRect(x: Float(b0), y: Float(a0), width: Float(b1 - b0), height: Float(a1 - a0))
    }

    /// Each lane's offset and length across (snapped as frames are), no items yet.
    private mutating func writeLaneEdges(_ lf: LaneFrame) {
        let g = lf.geometry
        let grid = options.pixelScale > 0 ? PixelGrid(scale: Double(options.pixelScale)) : nil
        for t in 0..<g.count {
            let length = g.length(t)
            let start = lf.columns && lf.rightToLeft
                ? lf.padAcrossStart + g.available - g.offset(t) - length
                : lf.padAcrossStart + g.offset(t)
            var a0 = LaneUnits.double(start), a1 = LaneUnits.double(start + length)
            if let grid { a0 = grid.snap(a0); a1 = grid.snap(a1) }
            laneState.results[t] = FlowLane(offset: Float(a0), length: Float(a1 - a0), extent: 0, itemCount: 0)
        }
    }

    /// Each lane's extent along, once its items are placed: r − G, 0 for an empty lane.
    private mutating func writeLaneExtents(_ lf: LaneFrame) {
        let r = laneState.positions.base.unsafelyUnwrapped
        for t in 0..<lf.geometry.count where laneState.results[t].itemCount > 0 {
            laneState.results[t].extent = LaneUnits.points(r[t] - lf.itemGap)
        }
    }
}
