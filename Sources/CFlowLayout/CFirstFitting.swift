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
    if n >= ABIMemory.probeThreshold, !memoryIsAvailable(n, MemoryLayout<Unmanaged<ABIHandle>>.stride) {
        return ABIHandle.from(candidates[0])?.fail(function, FlowError(.outOfMemory, "too many candidates"))
            ?? FlowStatus.outOfMemory.rawValue
    }
    // The handles are copied out first: a callback could change the caller's array meanwhile.
    var handles: [Unmanaged<ABIHandle>] = []
    handles.reserveCapacity(n)
    var firstNonNull: ABIHandle?
    var sawNull = false
    for i in 0..<n {
        if let raw = candidates[i] {
            handles.append(Unmanaged.fromOpaque(UnsafeRawPointer(raw)))
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
    for handle in handles where handle.takeUnretainedValue().busyDepth > 0 {
        return handle.takeUnretainedValue().fail(function, FlowError(
            .invalidArgument, "a layout cannot be changed or arranged from its own measure callback"))
    }
    // Every candidate counts as being arranged for the whole call: a callback cannot change one,
    // and destroying one is deferred until the call returns.
    for handle in handles { handle.takeUnretainedValue().busyDepth += 1 }
    defer {
        for handle in handles { handle.takeUnretainedValue().leaveMeasuring() }
    }
    var chosen = n - 1
    let status = chooseFirstFitting(handles, width, height, function, &chosen)
    if status == FlowStatus.ok.rawValue { index.pointee = chosen }
    return status
}

/// Tries the candidates one by one (as FlowLayout.firstFitting does), so that a failure is
/// recorded on the candidate it came from; arranges the chosen one.
private func chooseFirstFitting(
    _ handles: [Unmanaged<ABIHandle>], _ width: Float, _ height: Float, _ function: StaticString,
    _ chosen: inout Int
) -> Int32 {
    let n = handles.count
    for i in 0..<(n - 1) {
        let handle = handles[i].takeUnretainedValue()
        do throws(FlowError) {
            try ABIMemory.probe(handle.layout.itemCount)
            if try handle.layout.fits(width: width, height: height) {
                chosen = i
                break
            }
        } catch {
            return handle.fail(function, error)
        }
    }
    let handle = handles[chosen].takeUnretainedValue()
    do throws(FlowError) {
        try ABIMemory.probe(handle.layout.itemCount)
        try handle.layout.arrange(width: width, height: height)
    } catch {
        return handle.fail(function, error)
    }
    return FlowStatus.ok.rawValue
}
