// Lanes mode (masonry): the lane count or auto-fill length, the tolerance, the per-item spans,
// and the lanes of the last arrange. Arguments are checked here with the C names, so a refused
// call names what the caller passed; the engine checks them again as options.

#if !FLOWLAYOUT_SINGLE_MODULE
@_spi(FlowLayoutABI) import FlowLayout
#endif
import CFlowLayoutHeader

@_cdecl("flow_layout_set_lanes")
public func flow_layout_set_lanes(_ layout: OpaquePointer?, _ count: UInt32, _ minLaneLength: Float) -> Int32 {
    setOption(layout, "flow_layout_set_lanes") { (o) throws(FlowError) in
        guard minLaneLength >= 0, minLaneLength <= FlowLimits.maxLength else {
            throw FlowError(.invalidArgument,
                            "min_lane_length must be a length from 0 to FLOWLAYOUT_MAX_LENGTH (not NaN or infinite)")
        }
        guard count <= UInt32(FlowLimits.maxLanes) else {
            throw FlowError(.invalidArgument, "count must be at most FLOWLAYOUT_MAX_LANES")
        }
        o.lanes = count > 0 ? .count(Int(count)) : (minLaneLength > 0 ? .autoFill(minLength: minLaneLength) : nil)
    }
}

@_cdecl("flow_layout_set_lane_tolerance")
public func flow_layout_set_lane_tolerance(_ layout: OpaquePointer?, _ tolerance: Float) -> Int32 {
    setOption(layout, "flow_layout_set_lane_tolerance") { (o) throws(FlowError) in
        guard tolerance >= 0, tolerance <= FlowLimits.maxLength else {
            throw FlowError(.invalidArgument,
                            "tolerance must be a length from 0 to FLOWLAYOUT_MAX_LENGTH (not NaN or infinite)")
        }
        o.laneTolerance = tolerance
    }
}

@_cdecl("flow_layout_set_item_lane_span")
public func flow_layout_set_item_lane_span(_ layout: OpaquePointer?, _ spans: UnsafePointer<UInt32>?, _ count: UInt) -> Int32 {
    mutating(layout, "flow_layout_set_item_lane_span") { (handle) throws(FlowError) in
        let n = spans == nil ? 0 : try ABIMemory.perItemCount(count, itemCount: handle.layout.itemCount)
        try handle.layout.setLaneSpans(view(spans, as: UInt32.self, count: n))
    }
}

@_cdecl("flow_layout_lanes")
public func flow_layout_lanes(_ layout: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?) -> UnsafePointer<flow_lane>? {
    resultArray(layout, count, as: flow_lane.self) { $0.unsafeLanes }
}

@_cdecl("flow_layout_lane_of_item")
public func flow_layout_lane_of_item(
    _ layout: OpaquePointer?, _ index: UInt, _ lane: UnsafeMutablePointer<UInt>?, _ span: UnsafeMutablePointer<UInt>?
) -> Int32 {
    guard let lane else { return FlowStatus.null.rawValue }
    return query(layout) { (engine) throws(FlowError) in
        guard index < UInt(engine.unsafeFrames.count) else { throw FlowError(.invalidArgument, "item index is out of range") }
        let found = try engine.laneOfItem(Int(index))
        lane.pointee = found.map { UInt($0.lane) } ?? UInt.max
        span?.pointee = found.map { UInt($0.span) } ?? 0
    }
}
