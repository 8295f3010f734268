// "The first layout that fits" over an array of handles.

#if !FLOWLAYOUT_SINGLE_MODULE
import FlowLayout
#endif

@_cdecl("flow_layout_first_fitting")
public func flow_layout_first_fitting(
    _ candidates: UnsafePointer<OpaquePointer?>?, _ count: UInt, _ width: Float, _ height: Float,
    _ index: UnsafeMutablePointer<Int>?
) -> Int32 {
    let function: StaticString = "flow_layout_first_fitting"
    guard let candidates else { return FlowStatus.null.rawValue }
    // Reading `count` entries is only safe for a count the caller could have allocated.
    guard count > 0, count <= UInt(FlowLimits.maxItems) else {
        if count > 0, let first = ABIHandle.from(candidates[0]) {
            return first.fail(function, FlowError(.invalidArgument, "too many candidates"))
        }
        return FlowStatus.invalidArgument.rawValue
    }
    let n = Int(count)
    // The handles are copied out first: a callback could change the caller's array meanwhile.
    return withHandleSlots(n) { (slots) -> Int32 in
        var firstNonNull: ABIHandle?
        var sawNull = false
        for i in 0..<n {
            slots[i] = candidates[i]
            if let raw = candidates[i] {
                if firstNonNull == nil { firstNonNull = ABIHandle.from(raw) }
            } else {
                sawNull = true
            }
        }
        guard !sawNull else {
            return firstNonNull?.fail(function, FlowError(.null, "a candidate handle is NULL")) ?? FlowStatus.null.rawValue
        }
        guard let index else {
            return firstNonNull?.fail(function, FlowError(.null, "index is NULL")) ?? FlowStatus.null.rawValue
        }
        let handles = UnsafeBufferPointer(start: slots, count: n)
        for raw in handles where ABIHandle.from(raw)!.busyDepth > 0 {
            return ABIHandle.from(raw)!.fail(function, FlowError(
                .invalidArgument, "a layout cannot be changed or arranged from its own measure callback"))
        }
        // Every candidate counts as being arranged for the whole call: a callback cannot change one,
        // and destroying one is deferred until the call returns.
        for raw in handles { ABIHandle.from(raw)!.busyDepth += 1 }
        defer {
            for raw in handles { ABIHandle.from(raw)!.leaveMeasuring() }
        }
        var chosen = n - 1
        let status = chooseFirstFitting(handles, width, height, function, &chosen)
        if status == FlowStatus.ok.rawValue { index.pointee = chosen }
        return status
    }
}

/// Runs `body` with room for `n` handle pointers: on the stack for the usual few candidates (so a
/// steady-state call allocates nothing), on the heap beyond.
private func withHandleSlots<R>(_ n: Int, _ body: (UnsafeMutablePointer<OpaquePointer?>) -> R) -> R {
    if n <= 8 {
        var slots: (OpaquePointer?, OpaquePointer?, OpaquePointer?, OpaquePointer?,
                    OpaquePointer?, OpaquePointer?, OpaquePointer?, OpaquePointer?) = (nil, nil, nil, nil, nil, nil, nil, nil)
        return withUnsafeMutablePointer(to: &slots) {
            $0.withMemoryRebound(to: OpaquePointer?.self, capacity: 8) { body($0) }
        }
    }
    let heap = UnsafeMutablePointer<OpaquePointer?>.allocate(capacity: n)
    defer { heap.deallocate() }
    return body(heap)
}

/// Tries the candidates one by one (as FlowLayout.firstFitting does), so that a failure is
/// recorded on the candidate it came from; arranges the chosen one.
private func chooseFirstFitting(
    _ handles: UnsafeBufferPointer<OpaquePointer?>, _ width: Float, _ height: Float, _ function: StaticString,
    _ chosen: inout Int
) -> Int32 {
    let n = handles.count
    for i in 0..<(n - 1) {
        let handle = ABIHandle.from(handles[i])!
        do throws(FlowError) {
            if try handle.layout.fits(width: width, height: height) {
                chosen = i
                break
            }
        } catch {
            return handle.fail(function, error)
        }
    }
    let handle = ABIHandle.from(handles[chosen])!
    do throws(FlowError) {
        try handle.layout.arrange(width: width, height: height)
    } catch {
        return handle.fail(function, error)
    }
    return FlowStatus.ok.rawValue
}
