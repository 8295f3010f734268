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
    return OpaquePointer(Unmanaged.passRetained(ABIHandle()).toOpaque())
}

@_cdecl("flow_layout_destroy")
public func flow_layout_destroy(_ raw: OpaquePointer?) {
    guard let handle = ABIHandle.from(raw) else { return }
    if handle.busyDepth > 0 {
        // Called from the handle's own measure callback: the arrange still uses it.
        handle.destroyPending = true
        return
    }
    Unmanaged.passUnretained(handle).release()
}

@_cdecl("flow_layout_last_error")
public func flow_layout_last_error(_ raw: OpaquePointer?) -> UnsafePointer<CChar> {
    guard let handle = ABIHandle.from(raw) else {
        return cString("the layout handle is NULL")
    }
    return UnsafePointer(handle.message.text)
}
