// Lanes (masonry, CSS `display: grid-lanes`): the options that turn them on, the per-item spans,
// and the records an arrange in lanes mode leaves (one per lane, one per item). Lanes are a mode of
// the one engine: the plan picks the `.lanes` path when `FlowOptions.lanes` is set, and its results
// end in the same commit as every other path (no lines, no separators, no overflow frame).

/// How many lanes, when lanes are on (`FlowOptions.lanes`).
public enum FlowLanes: Equatable, Sendable {
    /// That many lanes of equal length (1 to `FlowLimits.maxLanes`).
    case count(Int)
    /// As many lanes of at least `minLength` as fit (CSS `repeat(auto-fill, minmax(m, 1fr))`),
    /// at least one, at most `FlowLimits.maxLanes`.
    case autoFill(minLength: Float)
}

/// One lane of the last arrange in lanes mode; the C ABI's `flow_lane`, field for field.
public struct FlowLane: Equatable, Sendable {
    /// The lane's edge nearest the origin across the lanes, in container coordinates: x of its
    /// left edge for column lanes, y of its top edge for row lanes.
    public var offset: Float
    /// The lane's extent across the lanes (its width for column lanes).
    public var length: Float
    /// How far its items stack along the lane, from the content start to the far edge of its last
    /// item (the trailing line spacing not counted); 0 for an empty lane.
    public var extent: Float
    /// Visible items whose area covers this lane (a spanning item counts in every lane it covers).
    public var itemCount: UInt32

    @inlinable
    public init(offset: Float, length: Float, extent: Float, itemCount: UInt32) {
        self.offset = offset
        self.length = length
        self.extent = extent
        self.itemCount = itemCount
    }
}

/// Where the last lanes arrange put one item: its first lane and how many it covers;
/// `lane == .max` for a hidden item.
struct LaneSlot {
    var lane: UInt32
    var span: UInt32
    static let hidden = LaneSlot(lane: .max, span: 0)
}

extension FlowLimits {
    /// Most lanes a layout has: a count above it is refused, auto-fill stops there.
    public static let maxLanes = 65536
}

extension Validation {
    static func checkLanes(_ o: FlowOptions) throws(FlowError) {
        switch o.lanes {
        case nil: break
        case .count(let n)?:
            guard n >= 1, n <= FlowLimits.maxLanes else {
                throw FlowError(.invalidArgument, "the lane count must be from 1 to FLOWLAYOUT_MAX_LANES")
            }
        case .autoFill(let m)?:
            guard m > 0, m <= FlowLimits.maxLength else {
                throw FlowError(.invalidArgument, "min_lane_length must be a length above 0 up to the maximum length")
            }
        }
        guard isLength(o.laneTolerance) else {
            throw FlowError(.invalidArgument, "the lane tolerance must be a length from 0 to the maximum length")
        }
    }
}

extension FlowLayout {
    /// Each item's span in lanes (>= 1; larger than the lane count is clamped at arrange); nil
    /// clears (every item spans one lane). Throws `.invalidArgument` naming the item for a 0, or
    /// for a length other than the item count; nothing changes then.
    @_disfavoredOverload
    public mutating func setLaneSpans(_ values: UnsafeBufferPointer<UInt32>?) throws(FlowError) {
        try checkNotMeasuring()
        if let values {
            try Validation.checkCount(values.count, itemCount)
            for i in values.indices where values[i] == 0 {
                throw FlowError(.invalidArgument, "a lane span must be at least 1", item: i)
            }
            try laneSpans.assign(values, allocator)
        } else {
            laneSpans.clear()
        }
        resultsAreCurrent = false
    }

    public mutating func setLaneSpans(_ values: [Int]?) throws(FlowError) {
        guard let values else { return try setLaneSpans(nil as UnsafeBufferPointer<UInt32>?) }
        for i in values.indices where values[i] < 1 {
            throw FlowError(.invalidArgument, "a lane span must be at least 1", item: i)
        }
        let spans = values.map { UInt32(clamping: $0) }
        try spans.withUnsafeBufferPointer { (b) throws(FlowError) in try setLaneSpans(b) }
    }

    /// A copy of the lanes of the last arrange, lane 0 first; empty when lanes were off (the
    /// borrowed view without a copy is ``lanes``).
    public var lanesOfLastArrange: [FlowLane] { Array(laneState.results.bufferPointer) }

    /// The first lane of item `index`'s area in the last arrange and how many lanes it covers;
    /// nil when the item is hidden or lanes were off. Throws `.invalidArgument` for an index out
    /// of range.
    public func laneOfItem(_ index: Int) throws(FlowError) -> (lane: Int, span: Int)? {
        guard index >= 0, index < frameBuffer.count else {
            throw FlowError(.invalidArgument, "item index is out of range", item: index)
        }
        guard arrangedPath.isLanes, index < laneState.slots.count else { return nil }
        let slot = laneState.slots[index]
        guard slot.lane != .max else { return nil }
        return (Int(slot.lane), Int(slot.span))
    }
}

extension FlowLayout {
    @_spi(FlowLayoutABI) @inline(__always)
    public var unsafeLanes: UnsafeBufferPointer<FlowLane> { laneState.results.bufferPointer }
}
