// Option setters: each checks its value (unknown enum values included), then replaces the
// engine's options as a whole, so a refused value leaves every option as it was.

#if !FLOWLAYOUT_SINGLE_MODULE
import FlowLayout
#endif

/// Applies one change to a copy of the options and hands the copy to the engine to validate.
@inline(__always)
func setOption(
    _ raw: OpaquePointer?, _ function: StaticString, _ change: (inout FlowOptions) throws(FlowError) -> Void
) -> Int32 {
    mutating(raw, function) { (handle) throws(FlowError) in
        var options = handle.layout.options
        try change(&options)
        try handle.layout.setOptions(options)
    }
}

/// The enum case for a raw value from C, or `.invalidArgument` naming what was wrong.
@inline(__always)
func decode<E: RawRepresentable>(_ raw: Int32, _ message: StaticString) throws(FlowError) -> E
where E.RawValue == Int32 {
    guard let value = E(rawValue: raw) else { throw FlowError(.invalidArgument, message) }
    return value
}

@_cdecl("flow_layout_set_axis")
public func flow_layout_set_axis(_ layout: OpaquePointer?, _ axis: Int32) -> Int32 {
    setOption(layout, "flow_layout_set_axis") { (o) throws(FlowError) in
        o.axis = try decode(axis, "axis must be FLOW_AXIS_HORIZONTAL or FLOW_AXIS_VERTICAL")
    }
}

@_cdecl("flow_layout_set_wrap")
public func flow_layout_set_wrap(_ layout: OpaquePointer?, _ wrap: Int32) -> Int32 {
    setOption(layout, "flow_layout_set_wrap") { (o) throws(FlowError) in
        o.wrap = try decode(wrap, "wrap must be FLOW_WRAP_NONE, FLOW_WRAP or FLOW_WRAP_REVERSE")
    }
}

@_cdecl("flow_layout_set_direction")
public func flow_layout_set_direction(_ layout: OpaquePointer?, _ direction: Int32) -> Int32 {
    setOption(layout, "flow_layout_set_direction") { (o) throws(FlowError) in
        o.direction = try decode(direction, "direction must be FLOW_DIRECTION_LTR or FLOW_DIRECTION_RTL")
    }
}

@_cdecl("flow_layout_set_spacing")
public func flow_layout_set_spacing(_ layout: OpaquePointer?, _ itemSpacing: Float, _ lineSpacing: Float) -> Int32 {
    setOption(layout, "flow_layout_set_spacing") { (o) throws(FlowError) in
        o.itemSpacing = itemSpacing
        o.lineSpacing = lineSpacing
    }
}

@_cdecl("flow_layout_set_justify")
public func flow_layout_set_justify(_ layout: OpaquePointer?, _ justify: Int32) -> Int32 {
    setOption(layout, "flow_layout_set_justify") { (o) throws(FlowError) in
        o.justify = try decode(justify, "justify must be one of FLOW_JUSTIFY_*")
    }
}

@_cdecl("flow_layout_set_align_items")
public func flow_layout_set_align_items(_ layout: OpaquePointer?, _ align: Int32) -> Int32 {
    setOption(layout, "flow_layout_set_align_items") { (o) throws(FlowError) in
        o.alignItems = try decode(align, "align_items must be one of FLOW_ALIGN_*")
    }
}

@_cdecl("flow_layout_set_align_content")
public func flow_layout_set_align_content(_ layout: OpaquePointer?, _ align: Int32) -> Int32 {
    setOption(layout, "flow_layout_set_align_content") { (o) throws(FlowError) in
        o.alignContent = try decode(align, "align_content must be one of FLOW_CONTENT_*")
    }
}

@_cdecl("flow_layout_set_max_lines")
public func flow_layout_set_max_lines(_ layout: OpaquePointer?, _ maxLines: UInt32) -> Int32 {
    setOption(layout, "flow_layout_set_max_lines") { (o) throws(FlowError) in o.maxLines = Int(clamping: maxLines) }
}

@_cdecl("flow_layout_set_max_items_per_line")
public func flow_layout_set_max_items_per_line(_ layout: OpaquePointer?, _ maxItems: UInt32) -> Int32 {
    setOption(layout, "flow_layout_set_max_items_per_line") { (o) throws(FlowError) in
        o.maxItemsPerLine = Int(clamping: maxItems)  // 32-bit Int: beyond Int.max is unlimited too
    }
}

@_cdecl("flow_layout_set_uniform_size")
public func flow_layout_set_uniform_size(_ layout: OpaquePointer?, _ enabled: Int32) -> Int32 {
    setOption(layout, "flow_layout_set_uniform_size") { (o) throws(FlowError) in o.uniformSize = enabled != 0 }
}

@_cdecl("flow_layout_set_pixel_scale")
public func flow_layout_set_pixel_scale(_ layout: OpaquePointer?, _ scale: Float) -> Int32 {
    setOption(layout, "flow_layout_set_pixel_scale") { (o) throws(FlowError) in o.pixelScale = scale }
}

@_cdecl("flow_layout_set_line_breaking")
public func flow_layout_set_line_breaking(_ layout: OpaquePointer?, _ mode: Int32) -> Int32 {
    setOption(layout, "flow_layout_set_line_breaking") { (o) throws(FlowError) in
        o.lineBreaking = try decode(mode, "line breaking must be FLOW_BREAK_GREEDY, FLOW_BREAK_BALANCE or FLOW_BREAK_PRETTY")
    }
}

@_cdecl("flow_layout_set_min_lines")
public func flow_layout_set_min_lines(_ layout: OpaquePointer?, _ minLines: UInt32) -> Int32 {
    setOption(layout, "flow_layout_set_min_lines") { (o) throws(FlowError) in o.minLines = Int(clamping: minLines) }
}
