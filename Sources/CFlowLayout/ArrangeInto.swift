// The one-call path for bindings that pay per foreign call (Python's ctypes): sizes in, frames
// out into the caller's buffer, in one crossing of the ABI.

#if !FLOWLAYOUT_SINGLE_MODULE
@_spi(FlowLayoutABI) import FlowLayout
#endif
import CFlowLayoutHeader

/// flow_layout_set_items + flow_layout_arrange + copying the frames, as one call; a failed call
/// changes nothing.
@_cdecl("flow_layout_arrange_into")
public func flow_layout_arrange_into(
    _ layout: OpaquePointer?, _ sizes: UnsafePointer<flow_size>?, _ count: UInt, _ width: Float, _ height: Float,
    _ framesOut: UnsafeMutablePointer<flow_rect>?, _ sizeOut: UnsafeMutablePointer<flow_size>?
) -> Int32 {
    mutating(layout, "flow_layout_arrange_into") { (handle) throws(FlowError) in
        guard count == 0 || (sizes != nil && framesOut != nil) else {
            throw FlowError(.null, "sizes or frames_out is NULL but count is not 0")
        }
        // Bounds are checked here, before the items change: NaN or +infinity are unspecified,
        // anything else must be >= 0.
        guard width.isNaN || width >= 0, height.isNaN || height >= 0 else {
            throw FlowError(.invalidArgument, "width and height must be >= 0, NaN or +infinity")
        }
        let n = try ABIMemory.itemCount(count)
        // Replaces the items and arranges them; a failure (out of memory, or an overflow
        // indicator's bad answer) leaves the items, inputs and results as they were.
        // The overflow indicator callback may run: calls from it that would change this handle are
        // refused and a destroy from it waits until the call returns, as for flow_layout_arrange.
        try handle.whileMeasuring { () throws(FlowError) in
            try handle.layout.arrangeReplacingItems(
                UnsafeBufferPointer(start: UnsafeRawPointer(sizes)?.assumingMemoryBound(to: FlowSize.self), count: n),
                width: width, height: height)
        }
        let frames = handle.layout.unsafeFrames
        if let source = frames.baseAddress, let framesOut, frames.count == n {
            UnsafeMutableRawPointer(framesOut).copyMemory(
                from: source, byteCount: n * MemoryLayout<FlowRect>.stride)
        }
        if let sizeOut {
            sizeOut.pointee = flow_size(width: handle.layout.size.width, height: handle.layout.size.height)
        }
    }
}
