// Sizing, arranging, and reading the results of the last arrange. Readers take a const handle
// and change nothing, not even the last error, so they may run concurrently.

#if !FLOWLAYOUT_SINGLE_MODULE
@_spi(FlowLayoutABI) import FlowLayout
#endif
import CFlowLayoutHeader

@_cdecl("flow_layout_size_that_fits")
public func flow_layout_size_that_fits(
    _ layout: OpaquePointer?, _ width: Float, _ height: Float, _ out: UnsafeMutablePointer<flow_size>?
) -> Int32 {
    mutating(layout, "flow_layout_size_that_fits") { (handle) throws(FlowError) in
        guard let out else { throw FlowError(.null, "out is NULL") }
        let size = try handle.whileMeasuring { () throws(FlowError) in
            try handle.layout.sizeThatFits(width: width, height: height)
        }
        out.pointee = flow_size(width: size.width, height: size.height)
    }
}

@_cdecl("flow_layout_arrange")
public func flow_layout_arrange(_ layout: OpaquePointer?, _ width: Float, _ height: Float) -> Int32 {
    // Nothing changed since the last arrange: no callback can run, so nothing needs pinning.
    if let handle = ABIHandle.from(layout), handle.busyDepth == 0,
        handle.layout.isArranged(width: width, height: height)
    {
        return FlowStatus.ok.rawValue
    }
    return mutating(layout, "flow_layout_arrange") { (handle) throws(FlowError) in
        try handle.whileMeasuring { () throws(FlowError) in
            try handle.layout.arrange(width: width, height: height)
        }
    }
}

/// A result of the last arrange, read from a const handle.
@inline(__always)
func readArranged(
    _ raw: OpaquePointer?, _ out: UnsafeMutablePointer<flow_size>?, _ read: (borrowing FlowLayout) -> FlowSize
) -> Int32 {
    let handle: ABIHandle
    switch ABIHandle.resolve(raw) {
    case .null: return FlowStatus.null.rawValue
    case .notLive: return destroyedHandleStatus
    case .live(let live): handle = live
    }
    guard let out else { return FlowStatus.null.rawValue }
    guard handle.layout.isArranged else { return FlowStatus.notArranged.rawValue }
    let size = read(handle.layout)
    out.pointee = flow_size(width: size.width, height: size.height)
    return FlowStatus.ok.rawValue
}

@_cdecl("flow_layout_get_size")
public func flow_layout_get_size(_ layout: OpaquePointer?, _ out: UnsafeMutablePointer<flow_size>?) -> Int32 {
    readArranged(layout, out) { $0.size }
}

@_cdecl("flow_layout_get_content_size")
public func flow_layout_get_content_size(_ layout: OpaquePointer?, _ out: UnsafeMutablePointer<flow_size>?) -> Int32 {
    readArranged(layout, out) { $0.contentSize }
}

/// A result array of the last arrange as a C pointer and count; NULL and 0 when there is none.
@inline(__always)
func resultArray<T, C>(
    _ raw: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?, as _: C.Type,
    _ read: (borrowing FlowLayout) -> UnsafeBufferPointer<T>
) -> UnsafePointer<C>? {
    count?.pointee = 0
    guard let handle = ABIHandle.from(raw), handle.layout.isArranged else { return nil }
    let buffer = read(handle.layout)
    guard let base = buffer.baseAddress, buffer.count > 0 else { return nil }
    count?.pointee = buffer.count
    return UnsafeRawPointer(base).assumingMemoryBound(to: C.self)
}

@_cdecl("flow_layout_frames")
public func flow_layout_frames(_ layout: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?) -> UnsafePointer<flow_rect>? {
    resultArray(layout, count, as: flow_rect.self) { $0.unsafeFrames }
}

@_cdecl("flow_layout_lines")
public func flow_layout_lines(_ layout: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?) -> UnsafePointer<flow_line>? {
    resultArray(layout, count, as: flow_line.self) { $0.unsafeLines }
}

@_cdecl("flow_layout_visible_count")
public func flow_layout_visible_count(_ layout: OpaquePointer?) -> Int {
    guard let handle = ABIHandle.from(layout), handle.layout.isArranged else { return 0 }
    return handle.layout.visibleCount
}
