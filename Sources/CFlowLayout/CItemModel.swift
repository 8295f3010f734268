// The flex item model's C functions: container padding and reverse (options), and the per-item
// margins, limits, shrink weights and alignments (copied and checked by the engine).

#if !FLOWLAYOUT_SINGLE_MODULE
import FlowLayout
#endif
import CFlowLayoutHeader

@_cdecl("flow_layout_set_padding")
public func flow_layout_set_padding(_ layout: OpaquePointer?, _ padding: flow_edges) -> Int32 {
    setOption(layout, "flow_layout_set_padding") { (o) throws(FlowError) in
        o.padding = FlowEdges(top: padding.top, right: padding.right, bottom: padding.bottom, left: padding.left)
    }
}

@_cdecl("flow_layout_set_reverse")
public func flow_layout_set_reverse(_ layout: OpaquePointer?, _ reverse: Int32) -> Int32 {
    setOption(layout, "flow_layout_set_reverse") { (o) throws(FlowError) in o.reverse = reverse != 0 }
}

@_cdecl("flow_layout_set_item_margins")
public func flow_layout_set_item_margins(_ layout: OpaquePointer?, _ margins: UnsafePointer<flow_edges>?, _ count: UInt) -> Int32 {
    mutating(layout, "flow_layout_set_item_margins") { (handle) throws(FlowError) in
        // flow_edges and FlowEdges are both four floats: top, right, bottom, left.
        let n = margins == nil ? 0 : try ABIMemory.perItemCount(count, itemCount: handle.layout.itemCount)
        try handle.layout.setMargins(view(margins, as: FlowEdges.self, count: n))
    }
}

@_cdecl("flow_layout_set_item_limits")
public func flow_layout_set_item_limits(
    _ layout: OpaquePointer?, _ min: UnsafePointer<flow_size>?, _ max: UnsafePointer<flow_size>?, _ count: UInt
) -> Int32 {
    mutating(layout, "flow_layout_set_item_limits") { (handle) throws(FlowError) in
        let n = min == nil && max == nil
            ? 0 : try ABIMemory.perItemCount(count, itemCount: handle.layout.itemCount)
        try handle.layout.setLimits(min: view(min, as: FlowSize.self, count: n), max: view(max, as: FlowSize.self, count: n))
    }
}

@_cdecl("flow_layout_set_item_shrink")
public func flow_layout_set_item_shrink(_ layout: OpaquePointer?, _ shrink: UnsafePointer<Float>?, _ count: UInt) -> Int32 {
    mutating(layout, "flow_layout_set_item_shrink") { (handle) throws(FlowError) in
        let n = shrink == nil ? 0 : try ABIMemory.perItemCount(count, itemCount: handle.layout.itemCount)
        try handle.layout.setShrink(view(shrink, as: Float.self, count: n))
    }
}

@_cdecl("flow_layout_set_item_align")
public func flow_layout_set_item_align(_ layout: OpaquePointer?, _ align: UnsafePointer<Int32>?, _ count: UInt) -> Int32 {
    mutating(layout, "flow_layout_set_item_align") { (handle) throws(FlowError) in
        let n = align == nil ? 0 : try ABIMemory.perItemCount(count, itemCount: handle.layout.itemCount)
        try handle.layout.setItemAlign(view(align, as: Int32.self, count: n))
    }
}
