// Library-level functions and the handle's lifecycle.

#if !FLOWLAYOUT_SINGLE_MODULE
import FlowLayout
#endif
import CFlowLayoutHeader

@_cdecl("flow_layout_version")
public func flow_layout_version() -> UInt32 {
    UInt32(FLOWLAYOUT_VERSION_MAJOR * 10000 + FLOWLAYOUT_VERSION_MINOR * 100 + FLOWLAYOUT_VERSION_PATCH)
}

@_cdecl("flow_status_string")
public func flow_status_string(_ status: Int32) -> UnsafePointer<CChar> {
    let text: StaticString
    switch FlowStatus(rawValue: status) {
    case .ok: text = "FLOW_OK: success"
    case .null: text = "FLOW_ERROR_NULL: a required pointer is NULL"
    case .invalidArgument: text = "FLOW_ERROR_INVALID_ARGUMENT: a value is out of its domain"
    case .outOfMemory: text = "FLOW_ERROR_OUT_OF_MEMORY: memory could not be allocated"
    case .measure: text = "FLOW_ERROR_MEASURE: the measure callback answered an invalid size"
    case .notArranged: text = "FLOW_ERROR_NOT_ARRANGED: the layout has not been arranged"
    case nil: text = "unknown status"
    }
    return cString(text)
}

@inline(__always)
func cString(_ text: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
}

@_cdecl("flow_layout_create")
public func flow_layout_create() -> OpaquePointer? {
    ABIHandle.create(ABIMemory.cLibrary)?.opaque
}

@_cdecl("flow_layout_create_with_allocator")
public func flow_layout_create_with_allocator(_ allocator: UnsafePointer<flow_allocator>?) -> OpaquePointer? {
    // Without a handle there is nowhere to record a message: a NULL allocator or function is NULL.
    guard let allocator, let allocate = allocator.pointee.allocate, let release = allocator.pointee.release else {
        return nil
    }
    return ABIHandle.create(FlowAllocator(allocate: allocate, release: release, context: allocator.pointee.context))?.opaque
}

@_cdecl("flow_layout_destroy")
public func flow_layout_destroy(_ raw: OpaquePointer?) {
    // NULL, or a handle already destroyed (while its memory was not reused): nothing to do.
    guard let handle = ABIHandle.from(raw) else { return }
    if handle.busyDepth > 0 {
        // Called from a measure callback while the handle is being arranged: destroyed when the
        // arrange returns.
        handle.state.pointee.destroyPending = true
        return
    }
    handle.destroy()
}

@_cdecl("flow_layout_last_error")
public func flow_layout_last_error(_ raw: OpaquePointer?) -> UnsafePointer<CChar> {
    switch ABIHandle.resolve(raw) {
    case .null: return cString("the layout handle is NULL")
    case .notLive: return cString("destroyed handle: the layout was destroyed (or the pointer is not a layout handle)")
    case .live(let handle): return UnsafePointer(handle.messageText)
    }
}
