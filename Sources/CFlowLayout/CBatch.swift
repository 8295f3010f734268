// Many independent small layouts in one call (flow_layout_arrange_batch).

#if !FLOWLAYOUT_SINGLE_MODULE
import FlowLayout
#endif
import CFlowLayoutHeader

@_cdecl("flow_layout_arrange_batch")
public func flow_layout_arrange_batch(
    _ layout: OpaquePointer?, _ sizes: UnsafePointer<flow_size>?, _ counts: UnsafePointer<UInt>?, _ groups: UInt,
    _ width: Float, _ height: Float, _ framesOut: UnsafeMutablePointer<flow_rect>?,
    _ sizesOut: UnsafeMutablePointer<flow_size>?
) -> Int32 {
    mutating(layout, "flow_layout_arrange_batch") { (handle) throws(FlowError) in
        guard groups > 0 else { return }
        guard let counts else { throw FlowError(.null, "counts is NULL but groups is not 0") }
        guard groups <= UInt(FlowLimits.maxItems) else {
            throw FlowError(.outOfMemory, "groups exceeds FLOWLAYOUT_MAX_ITEMS")
        }
        // Every count is read once, checked, and summed without overflow before any size is read.
        var total: UInt = 0
        for g in 0..<Int(groups) {
            guard counts[g] <= UInt(FlowLimits.maxItems) else {
                throw FlowError(.outOfMemory, "a group's count exceeds FLOWLAYOUT_MAX_ITEMS")
            }
            total += counts[g]
        }
        guard total == 0 || (sizes != nil && framesOut != nil) else {
            throw FlowError(.null, "sizes or frames_out is NULL but the groups hold items")
        }
        // size_t and Int have the same size and, every count being at most FLOWLAYOUT_MAX_ITEMS,
        // the same values.
        try handle.layout.arrangeBatch(
            sizes: UnsafeBufferPointer(
                start: UnsafeRawPointer(sizes)?.assumingMemoryBound(to: FlowSize.self), count: Int(total)),
            counts: UnsafeBufferPointer(
                start: UnsafeRawPointer(counts).assumingMemoryBound(to: Int.self), count: Int(groups)),
            width: width, height: height,
            frames: UnsafeMutableRawPointer(framesOut)?.assumingMemoryBound(to: FlowRect.self),
            groupSizes: UnsafeMutableRawPointer(sizesOut)?.assumingMemoryBound(to: FlowSize.self))
    }
}
