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
    var firstLive: ABIHandle?
    var sawNull = false, sawDestroyed = false
    for i in 0..<n {
        switch ABIHandle.resolve(candidates[i]) {
        case .null: sawNull = true
        case .notLive: sawDestroyed = true
        case .live(let handle): if firstLive == nil { firstLive = handle }
        }
    }
    guard !sawNull else {
        return firstLive?.fail(function, FlowError(.null, "a candidate handle is NULL")) ?? FlowStatus.null.rawValue
    }
    guard let firstLive, !sawDestroyed else {
        return firstLive?.fail(function, FlowError(.invalidArgument, "destroyed handle: a candidate was destroyed"))
            ?? destroyedHandleStatus
    }
    guard let index else { return firstLive.fail(function, FlowError(.null, "index is NULL")) }
    return withHandleSlots(n, firstLive.layout.allocator) { (slots) -> Int32 in
        guard let slots else {
            return firstLive.fail(function, FlowError(.outOfMemory, "out of memory: the allocator returned NULL"))
        }
        for i in 0..<n { slots[i] = candidates[i] }
        let handles = UnsafeMutableBufferPointer(start: slots, count: n)
        for raw in handles where ABIHandle(block: UnsafeMutableRawPointer(raw!)).busyDepth > 0 {
            return ABIHandle(block: UnsafeMutableRawPointer(raw!)).fail(function, FlowError(
                .invalidArgument, "a layout cannot be changed or arranged from its own measure callback"))
        }
        // Every candidate counts as being arranged for the whole call: a callback cannot change one,
        // and destroying one is deferred until the call returns.
        for raw in handles { ABIHandle(block: UnsafeMutableRawPointer(raw!)).busyDepth += 1 }
        var chosen = n - 1
        let status = chooseFirstFitting(UnsafeBufferPointer(handles), width, height, function, &chosen)
        if status == FlowStatus.ok.rawValue { index.pointee = chosen }
        finishCandidates(handles)
        return status
    }
}

/// Ends the call for every candidate and performs the destroys a callback deferred, once per
/// handle even when it appears more than once (the slots are reused to list them).
private func finishCandidates(_ handles: UnsafeMutableBufferPointer<OpaquePointer?>) {
    for raw in handles { ABIHandle(block: UnsafeMutableRawPointer(raw!)).busyDepth -= 1 }
    var doomed = 0
    for i in handles.indices {
        let handle = ABIHandle(block: UnsafeMutableRawPointer(handles[i]!))
        if handle.busyDepth == 0, handle.state.pointee.destroyPending {
            handle.state.pointee.destroyPending = false
            handles[doomed] = handles[i]
            doomed += 1
        }
    }
    for i in 0..<doomed { ABIHandle(block: UnsafeMutableRawPointer(handles[i]!)).destroy() }
}

/// Runs `body` with room for `n` handle pointers: on the stack for the usual few candidates (so a
/// steady-state call allocates nothing), else from `allocator`; nil when that fails.
private func withHandleSlots<R>(
    _ n: Int, _ allocator: FlowAllocator, _ body: (UnsafeMutablePointer<OpaquePointer?>?) -> R
) -> R {
    if n <= 8 {
        var slots: (OpaquePointer?, OpaquePointer?, OpaquePointer?, OpaquePointer?,
                    OpaquePointer?, OpaquePointer?, OpaquePointer?, OpaquePointer?) = (nil, nil, nil, nil, nil, nil, nil, nil)
        return withUnsafeMutablePointer(to: &slots) {
            $0.withMemoryRebound(to: OpaquePointer?.self, capacity: 8) { body($0) }
        }
    }
    guard let heap = allocator.allocate(allocator.context, n * MemoryLayout<OpaquePointer?>.stride,
                                        MemoryLayout<OpaquePointer?>.alignment) else { return body(nil) }
    defer { allocator.release(allocator.context, heap, n * MemoryLayout<OpaquePointer?>.stride) }
    return body(heap.bindMemory(to: OpaquePointer?.self, capacity: n))
}

/// Tries the candidates one by one (as FlowLayout.firstFitting does), so that a failure is
/// recorded on the candidate it came from; arranges the chosen one.
private func chooseFirstFitting(
    _ handles: UnsafeBufferPointer<OpaquePointer?>, _ width: Float, _ height: Float, _ function: StaticString,
    _ chosen: inout Int
) -> Int32 {
    let n = handles.count
    for i in 0..<(n - 1) {
        let handle = ABIHandle(block: UnsafeMutableRawPointer(handles[i]!))
        do throws(FlowError) {
            if try handle.layout.fits(width: width, height: height) {
                chosen = i
                break
            }
        } catch {
            return handle.fail(function, error)
        }
    }
    let handle = ABIHandle(block: UnsafeMutableRawPointer(handles[chosen]!))
    do throws(FlowError) {
        try handle.layout.arrange(width: width, height: height)
    } catch {
        return handle.fail(function, error)
    }
    return FlowStatus.ok.rawValue
}
