// The embedding API: measuring with baselines, one item's size, and queries on the results
// (hit-testing, the line of an item, the lines a viewport shows, navigation and drag). Queries
// take a const handle and, like the other result readers, record no message.

#if !FLOWLAYOUT_SINGLE_MODULE
@_spi(FlowLayoutABI) import FlowLayout
#endif
import CFlowLayoutHeader

@_cdecl("flow_layout_set_measure_ex")
public func flow_layout_set_measure_ex(
    _ layout: OpaquePointer?, _ count: UInt, _ fn: flow_measure_ex_fn?, _ userData: UnsafeMutableRawPointer?
) -> Int32 {
    mutating(layout, "flow_layout_set_measure_ex") { (handle) throws(FlowError) in
        guard let fn else { throw FlowError(.null, "the measure function is NULL") }
        let n = try ABIMemory.itemCount(count)
        // As flow_layout_set_measure: a closure that captures nothing finds the C function
        // through the handle's block.
        try handle.layout.setMeasure(count: n, context: handle.block) { context, item, proposal in
            let state = ABIHandle(block: context.unsafelyUnwrapped).state
            let answer = state.pointee.measureExFunction.unsafelyUnwrapped(
                state.pointee.measureUserData, item, flow_size(width: proposal.width, height: proposal.height))
            return FlowMeasurement(size: FlowSize(width: answer.size.width, height: answer.size.height),
                                   firstBaseline: answer.first_baseline, lastBaseline: answer.last_baseline)
        }
        handle.state.pointee.measureExFunction = fn
        handle.state.pointee.measureUserData = userData
    }
}

@_cdecl("flow_layout_set_item_size")
public func flow_layout_set_item_size(_ layout: OpaquePointer?, _ index: UInt, _ size: flow_size) -> Int32 {
    mutating(layout, "flow_layout_set_item_size") { (handle) throws(FlowError) in
        guard index < UInt(handle.layout.itemCount) else {
            throw FlowError(.invalidArgument, "item index is out of range")
        }
        try handle.layout.setItemSize(Int(index), FlowSize(width: size.width, height: size.height))
    }
}

/// A query on the results of the last arrange: NULL handle → FLOW_ERROR_NULL, destroyed →
/// FLOW_ERROR_INVALID_ARGUMENT, never arranged → FLOW_ERROR_NOT_ARRANGED, a thrown error → its
/// status. Records no message (const handle).
@inline(__always)
func query(_ raw: OpaquePointer?, _ body: (borrowing FlowLayout) throws(FlowError) -> Void) -> Int32 {
    let handle: ABIHandle
    switch ABIHandle.resolve(raw) {
    case .null: return FlowStatus.null.rawValue
    case .notLive: return destroyedHandleStatus
    case .live(let live): handle = live
    }
    guard handle.layout.isArranged else { return FlowStatus.notArranged.rawValue }
    do {
        try body(handle.layout)
        return FlowStatus.ok.rawValue
    } catch {
        return error.status.rawValue
    }
}

@_cdecl("flow_layout_item_at")
public func flow_layout_item_at(_ layout: OpaquePointer?, _ x: Float, _ y: Float, _ index: UnsafeMutablePointer<UInt>?) -> Int32 {
    guard let index else { return FlowStatus.null.rawValue }
    return query(layout) { (engine) throws(FlowError) in
        guard !x.isNaN, !y.isNaN else { throw FlowError(.invalidArgument, "x and y must not be NaN") }
        index.pointee = engine.itemAt(x: x, y: y).map { UInt($0) } ?? UInt.max
    }
}

@_cdecl("flow_layout_line_of_item")
public func flow_layout_line_of_item(_ layout: OpaquePointer?, _ index: UInt, _ line: UnsafeMutablePointer<UInt>?) -> Int32 {
    guard let line else { return FlowStatus.null.rawValue }
    return query(layout) { (engine) throws(FlowError) in
        guard index < UInt(engine.unsafeFrames.count) else { throw FlowError(.invalidArgument, "item index is out of range") }
        line.pointee = try engine.lineOfItem(Int(index)).map { UInt($0) } ?? UInt.max
    }
}

@_cdecl("flow_layout_lines_in_range")
public func flow_layout_lines_in_range(
    _ layout: OpaquePointer?, _ from: Float, _ to: Float, _ first: UnsafeMutablePointer<UInt>?,
    _ count: UnsafeMutablePointer<UInt>?
) -> Int32 {
    guard let first, let count else { return FlowStatus.null.rawValue }
    return query(layout) { (engine) throws(FlowError) in
        let lines = try engine.linesInRange(from: from, to: to)
        first.pointee = UInt(lines.lowerBound)
        count.pointee = UInt(lines.count)
    }
}

@_cdecl("flow_layout_neighbor")
public func flow_layout_neighbor(
    _ layout: OpaquePointer?, _ index: UInt, _ direction: Int32, _ neighbor: UnsafeMutablePointer<UInt>?
) -> Int32 {
    guard let neighbor else { return FlowStatus.null.rawValue }
    return query(layout) { (engine) throws(FlowError) in
        guard index < UInt(engine.unsafeFrames.count) else { throw FlowError(.invalidArgument, "item index is out of range") }
        guard let direction = FlowNavigation(rawValue: direction) else {
            throw FlowError(.invalidArgument, "direction must be one of FLOW_NAV_*")
        }
        neighbor.pointee = try engine.neighbor(of: Int(index), direction).map { UInt($0) } ?? UInt.max
    }
}

@_cdecl("flow_layout_insertion_point")
public func flow_layout_insertion_point(
    _ layout: OpaquePointer?, _ x: Float, _ y: Float, _ index: UnsafeMutablePointer<UInt>?,
    _ caret: UnsafeMutablePointer<flow_rect>?
) -> Int32 {
    guard let index, let caret else { return FlowStatus.null.rawValue }
    return query(layout) { (engine) throws(FlowError) in
        let point = try engine.insertionPoint(x: x, y: y)
        let r = point.caret
        index.pointee = UInt(point.index)
        caret.pointee = flow_rect(x: r.x, y: r.y, width: r.width, height: r.height)
    }
}
