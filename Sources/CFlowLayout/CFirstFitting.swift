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
    var handles: [ABIHandle] = []
    handles.reserveCapacity(n)
    var firstNonNull: ABIHandle?
    var sawNull = false
    for i in 0..<n {
        if let handle = ABIHandle.from(candidates[i]) {
            handles.append(handle)
            if firstNonNull == nil { firstNonNull = handle }
        } else {
            sawNull = true
        }
    }
    let blame = firstNonNull
    guard !sawNull else {
        _ = blame?.fail(function, FlowError(.null, "a candidate handle is NULL"))
        return FlowStatus.null.rawValue
    }
    guard let index else {
        return blame?.fail(function, FlowError(.null, "index is NULL")) ?? FlowStatus.null.rawValue
    }
    for handle in handles where handle.busyDepth > 0 {
        return handle.fail(function, FlowError(
            .invalidArgument, "a layout cannot be changed or arranged from its own measure callback"))
    }
    // Candidates are tried one by one (as FlowLayout.firstFitting does) so that a failure is
    // recorded on the candidate it came from.
    var chosen = n - 1
    for i in 0..<n {
        let handle = handles[i]
        do throws(FlowError) {
            try ABIMemory.probe(handle.layout.itemCount)
            let isLast = i == n - 1
            let fits = try handle.whileMeasuring { () throws(FlowError) -> Bool in
                isLast ? true : try handle.layout.fits(width: width, height: height)
            }
            if fits { chosen = i; break }
        } catch {
            return handle.fail(function, error)
        }
    }
    let handle = handles[chosen]
    do throws(FlowError) {
        try handle.whileMeasuring { () throws(FlowError) in
            try handle.layout.arrange(width: width, height: height)
        }
    } catch {
        return handle.fail(function, error)
    }
    index.pointee = chosen
    return FlowStatus.ok.rawValue
}
