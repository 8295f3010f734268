// The measure callback: a C function pointer and its user data, wrapped in a Swift closure.

#if !FLOWLAYOUT_SINGLE_MODULE
@_spi(FlowLayoutABI) import FlowLayout
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

@_cdecl("flow_layout_set_measure_range")
public func flow_layout_set_measure_range(
    _ layout: OpaquePointer?, _ count: UInt, _ fn: flow_measure_range_fn?, _ userData: UnsafeMutableRawPointer?
) -> Int32 {
    mutating(layout, "flow_layout_set_measure_range") { (handle) throws(FlowError) in
        guard let fn else { throw FlowError(.null, "the measure function is NULL") }
        let n = try ABIMemory.itemCount(count)
        // As flow_layout_set_measure: closures that capture nothing find the C function through
        // the handle's block. A question about one item is a run of one.
        try handle.layout.setMeasure(count: n, context: handle.block, item: { context, item, proposal in
            let state = ABIHandle(block: context.unsafelyUnwrapped).state
            var answer = flow_size(width: .nan, height: .nan)
            state.pointee.measureRangeFunction.unsafelyUnwrapped(
                state.pointee.measureUserData, item, 1, flow_size(width: proposal.width, height: proposal.height),
                &answer)
            return FlowSize(width: answer.width, height: answer.height)
        }, ranges: { context, first, count, proposal, answers in
            let state = ABIHandle(block: context.unsafelyUnwrapped).state
            answers.withMemoryRebound(to: flow_size.self, capacity: count) { (answers) in
                state.pointee.measureRangeFunction.unsafelyUnwrapped(
                    state.pointee.measureUserData, first, count,
                    flow_size(width: proposal.width, height: proposal.height), answers)
            }
        })
        handle.state.pointee.measureRangeFunction = fn
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
