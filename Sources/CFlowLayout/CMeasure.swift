// The measure callback: a C function pointer and its user data, wrapped in a Swift closure.

#if !FLOWLAYOUT_SINGLE_MODULE
import FlowLayout
#endif
import CFlowLayoutHeader

@_cdecl("flow_layout_set_measure")
public func flow_layout_set_measure(
    _ layout: OpaquePointer?, _ count: UInt, _ fn: flow_measure_fn?, _ userData: UnsafeMutableRawPointer?
) -> Int32 {
    mutating(layout, "flow_layout_set_measure") { (handle) throws(FlowError) in
        guard let fn else { throw FlowError(.null, "the measure function is NULL") }
        let n = try ABIMemory.itemCount(count)
        // The closure captures nothing (no allocation): it finds the C function through the
        // handle's block, passed as the context.
        try handle.layout.setMeasure(count: n, context: handle.block) { context, item, proposal in
            let state = ABIHandle(block: context.unsafelyUnwrapped).state
            let answer = state.pointee.measureFunction.unsafelyUnwrapped(
                state.pointee.measureUserData, item, flow_size(width: proposal.width, height: proposal.height))
            return FlowSize(width: answer.width, height: answer.height)
        }
        handle.state.pointee.measureFunction = fn
        handle.state.pointee.measureUserData = userData
    }
}

@_cdecl("flow_layout_invalidate_item")
public func flow_layout_invalidate_item(_ layout: OpaquePointer?, _ index: UInt) -> Int32 {
    mutating(layout, "flow_layout_invalidate_item") { (handle) throws(FlowError) in
        guard index < UInt(handle.layout.itemCount) else {
            throw FlowError(.invalidArgument, "item index is out of range")
        }
        try handle.layout.invalidateItem(Int(index))
    }
}
