// Line features: last-line justification, scale fill, the overflow indicator and separators.

#if !FLOWLAYOUT_SINGLE_MODULE
@_spi(FlowLayoutABI) import FlowLayout
#endif
import CFlowLayoutHeader

@_cdecl("flow_layout_set_justify_last")
public func flow_layout_set_justify_last(_ layout: OpaquePointer?, _ justify: Int32) -> Int32 {
    setOption(layout, "flow_layout_set_justify_last") { (o) throws(FlowError) in
        o.justifyLast = justify == Int32(FLOW_JUSTIFY_AUTO)
            ? nil : try decode(justify, "justify_last must be one of FLOW_JUSTIFY_* or FLOW_JUSTIFY_AUTO")
    }
}

@_cdecl("flow_layout_set_line_fill")
public func flow_layout_set_line_fill(_ layout: OpaquePointer?, _ mode: Int32, _ maxScale: Float) -> Int32 {
    setOption(layout, "flow_layout_set_line_fill") { (o) throws(FlowError) in
        o.lineFill = try decode(mode, "line fill must be FLOW_FILL_NONE or FLOW_FILL_SCALE")
        // <= 0, NaN and +infinity all mean no limit; stored as 0 so equal settings compare equal.
        o.maxScale = maxScale > 0 && maxScale.isFinite ? maxScale : 0
    }
}

@_cdecl("flow_layout_set_overflow_indicator")
public func flow_layout_set_overflow_indicator(
    _ layout: OpaquePointer?, _ fn: flow_overflow_fn?, _ userData: UnsafeMutableRawPointer?
) -> Int32 {
    mutating(layout, "flow_layout_set_overflow_indicator") { (handle) throws(FlowError) in
        guard fn != nil else {
            try handle.layout.setOverflowIndicator(context: nil, nil)
            handle.state.pointee.overflowFunction = nil
            handle.state.pointee.overflowUserData = nil
            return
        }
        // The closure captures nothing (no allocation): it finds the C function through the
        // handle's block, passed as the context.
        try handle.layout.setOverflowIndicator(context: handle.block) { context, hidden in
            let state = ABIHandle(block: context.unsafelyUnwrapped).state
            let answer = state.pointee.overflowFunction.unsafelyUnwrapped(state.pointee.overflowUserData, hidden)
            return FlowSize(width: answer.width, height: answer.height)
        }
        handle.state.pointee.overflowFunction = fn
        handle.state.pointee.overflowUserData = userData
    }
}

@_cdecl("flow_layout_overflow_frame")
public func flow_layout_overflow_frame(_ layout: OpaquePointer?, _ out: UnsafeMutablePointer<flow_rect>?) -> Int32 {
    let handle: ABIHandle
    switch ABIHandle.resolve(layout) {
    case .null: return FlowStatus.null.rawValue
    case .notLive: return destroyedHandleStatus
    case .live(let live): handle = live
    }
    guard let out else { return FlowStatus.null.rawValue }
    guard handle.layout.isArranged else { return FlowStatus.notArranged.rawValue }
    let r = handle.layout.overflowFrame
    out.pointee = flow_rect(x: r.x, y: r.y, width: r.width, height: r.height)
    return FlowStatus.ok.rawValue
}

@_cdecl("flow_layout_set_separator")
public func flow_layout_set_separator(_ layout: OpaquePointer?, _ size: flow_size) -> Int32 {
    setOption(layout, "flow_layout_set_separator") { (o) throws(FlowError) in
        o.separator = FlowSize(width: size.width, height: size.height)
    }
}

@_cdecl("flow_layout_separators")
public func flow_layout_separators(_ layout: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?) -> UnsafePointer<flow_rect>? {
    resultArray(layout, count, as: flow_rect.self) { $0.unsafeSeparators }
}
