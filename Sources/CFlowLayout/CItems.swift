// Items and per-item inputs. C arrays are viewed in place as the engine's types (same layout)
// and copied by the engine; counts are checked before any buffer is formed.

#if !FLOWLAYOUT_SINGLE_MODULE
import FlowLayout
#endif
import CFlowLayoutHeader

/// A C array of `count` elements as a buffer of `T`: nil for a NULL array (which clears a
/// per-item input). `count` must already be checked.
@inline(__always)
func view<T>(_ pointer: UnsafeRawPointer?, as _: T.Type, count: Int) -> UnsafeBufferPointer<T>? {
    guard let pointer else { return nil }
    return UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: T.self), count: count)
}

@_cdecl("flow_layout_set_items")
public func flow_layout_set_items(_ layout: OpaquePointer?, _ sizes: UnsafePointer<flow_size>?, _ count: UInt) -> Int32 {
    mutating(layout, "flow_layout_set_items") { (handle) throws(FlowError) in
        guard sizes != nil || count == 0 else {
            throw FlowError(.null, "sizes is NULL but count is not 0")
        }
        let n = try ABIMemory.itemCount(count)
        try handle.layout.setItems(view(sizes, as: FlowSize.self, count: n)
            ?? UnsafeBufferPointer(start: nil, count: 0))
    }
}

@_cdecl("flow_layout_set_item_grow")
public func flow_layout_set_item_grow(_ layout: OpaquePointer?, _ grow: UnsafePointer<Float>?, _ count: UInt) -> Int32 {
    mutating(layout, "flow_layout_set_item_grow") { (handle) throws(FlowError) in
        let n = grow == nil ? 0 : try ABIMemory.perItemCount(count, itemCount: handle.layout.itemCount)
        try handle.layout.setGrow(view(grow, as: Float.self, count: n))
    }
}

@_cdecl("flow_layout_set_item_flags")
public func flow_layout_set_item_flags(_ layout: OpaquePointer?, _ flags: UnsafePointer<UInt32>?, _ count: UInt) -> Int32 {
    mutating(layout, "flow_layout_set_item_flags") { (handle) throws(FlowError) in
        let n = flags == nil ? 0 : try ABIMemory.perItemCount(count, itemCount: handle.layout.itemCount)
        try handle.layout.setFlags(view(flags, as: UInt32.self, count: n))
    }
}

@_cdecl("flow_layout_set_item_baselines")
public func flow_layout_set_item_baselines(
    _ layout: OpaquePointer?, _ first: UnsafePointer<Float>?, _ last: UnsafePointer<Float>?, _ count: UInt
) -> Int32 {
    mutating(layout, "flow_layout_set_item_baselines") { (handle) throws(FlowError) in
        let n = first == nil && last == nil
            ? 0 : try ABIMemory.perItemCount(count, itemCount: handle.layout.itemCount)
        try handle.layout.setBaselines(first: view(first, as: Float.self, count: n),
                                       last: view(last, as: Float.self, count: n))
    }
}

@_cdecl("flow_layout_set_item_guides")
public func flow_layout_set_item_guides(_ layout: OpaquePointer?, _ guides: UnsafePointer<Float>?, _ count: UInt) -> Int32 {
    mutating(layout, "flow_layout_set_item_guides") { (handle) throws(FlowError) in
        let n = guides == nil ? 0 : try ABIMemory.perItemCount(count, itemCount: handle.layout.itemCount)
        try handle.layout.setGuides(view(guides, as: Float.self, count: n))
    }
}

@_cdecl("flow_layout_set_item_spacing")
public func flow_layout_set_item_spacing(_ layout: OpaquePointer?, _ prefs: UnsafePointer<Float>?, _ count: UInt) -> Int32 {
    mutating(layout, "flow_layout_set_item_spacing") { (handle) throws(FlowError) in
        // Four floats per item: leading, top, trailing, bottom — FlowSpacing's layout.
        let n = prefs == nil ? 0 : try ABIMemory.perItemCount(count, itemCount: handle.layout.itemCount)
        try handle.layout.setItemSpacing(view(prefs, as: FlowSpacing.self, count: n))
    }
}
