// The Swift engine and flowlayout.h must agree: every enum value, status code, flag and limit,
// and the memory layout of the structs that cross the ABI without conversion.
import CFlowLayoutHeader
import FlowLayout
import Testing

/// The raw values a Swift enum accepts must be exactly 0...last, and `last` the header's last value.
private func accepts<E: RawRepresentable>(_: E.Type, exactlyUpTo last: Int) -> Bool where E.RawValue == Int32 {
    (0...last).allSatisfy { E(rawValue: Int32($0)) != nil } && E(rawValue: Int32(last + 1)) == nil
        && E(rawValue: -1) == nil
}

@Suite("flowlayout.h and the engine agree")
struct HeaderDriftTests {
    @Test func statusCodes() {
        #expect(FlowStatus.ok.rawValue == Int32(FLOW_OK))
        #expect(FlowStatus.null.rawValue == Int32(FLOW_ERROR_NULL))
        #expect(FlowStatus.invalidArgument.rawValue == Int32(FLOW_ERROR_INVALID_ARGUMENT))
        #expect(FlowStatus.outOfMemory.rawValue == Int32(FLOW_ERROR_OUT_OF_MEMORY))
        #expect(FlowStatus.measure.rawValue == Int32(FLOW_ERROR_MEASURE))
        #expect(FlowStatus.notArranged.rawValue == Int32(FLOW_ERROR_NOT_ARRANGED))
        #expect(accepts(FlowStatus.self, exactlyUpTo: Int(FLOW_ERROR_NOT_ARRANGED)))
    }

    @Test func axisWrapDirection() {
        #expect(FlowAxis.horizontal.rawValue == Int32(FLOW_AXIS_HORIZONTAL))
        #expect(FlowAxis.vertical.rawValue == Int32(FLOW_AXIS_VERTICAL))
        #expect(accepts(FlowAxis.self, exactlyUpTo: Int(FLOW_AXIS_VERTICAL)))
        #expect(FlowWrap.none.rawValue == Int32(FLOW_WRAP_NONE))
        #expect(FlowWrap.wrap.rawValue == Int32(FLOW_WRAP))
        #expect(FlowWrap.wrapReverse.rawValue == Int32(FLOW_WRAP_REVERSE))
        #expect(accepts(FlowWrap.self, exactlyUpTo: Int(FLOW_WRAP_REVERSE)))
        #expect(FlowDirection.leftToRight.rawValue == Int32(FLOW_DIRECTION_LTR))
        #expect(FlowDirection.rightToLeft.rawValue == Int32(FLOW_DIRECTION_RTL))
        #expect(accepts(FlowDirection.self, exactlyUpTo: Int(FLOW_DIRECTION_RTL)))
    }

    @Test func justify() {
        #expect(FlowJustify.start.rawValue == Int32(FLOW_JUSTIFY_START))
        #expect(FlowJustify.center.rawValue == Int32(FLOW_JUSTIFY_CENTER))
        #expect(FlowJustify.end.rawValue == Int32(FLOW_JUSTIFY_END))
        #expect(FlowJustify.spaceBetween.rawValue == Int32(FLOW_JUSTIFY_SPACE_BETWEEN))
        #expect(FlowJustify.spaceAround.rawValue == Int32(FLOW_JUSTIFY_SPACE_AROUND))
        #expect(FlowJustify.spaceEvenly.rawValue == Int32(FLOW_JUSTIFY_SPACE_EVENLY))
        #expect(accepts(FlowJustify.self, exactlyUpTo: Int(FLOW_JUSTIFY_SPACE_EVENLY)))
    }

    @Test func alignItems() {
        #expect(FlowAlignItems.start.rawValue == Int32(FLOW_ALIGN_START))
        #expect(FlowAlignItems.center.rawValue == Int32(FLOW_ALIGN_CENTER))
        #expect(FlowAlignItems.end.rawValue == Int32(FLOW_ALIGN_END))
        #expect(FlowAlignItems.firstBaseline.rawValue == Int32(FLOW_ALIGN_FIRST_BASELINE))
        #expect(FlowAlignItems.lastBaseline.rawValue == Int32(FLOW_ALIGN_LAST_BASELINE))
        #expect(FlowAlignItems.stretch.rawValue == Int32(FLOW_ALIGN_STRETCH))
        #expect(accepts(FlowAlignItems.self, exactlyUpTo: Int(FLOW_ALIGN_STRETCH)))
    }

    @Test func alignContent() {
        #expect(FlowAlignContent.start.rawValue == Int32(FLOW_CONTENT_START))
        #expect(FlowAlignContent.center.rawValue == Int32(FLOW_CONTENT_CENTER))
        #expect(FlowAlignContent.end.rawValue == Int32(FLOW_CONTENT_END))
        #expect(FlowAlignContent.spaceBetween.rawValue == Int32(FLOW_CONTENT_SPACE_BETWEEN))
        #expect(FlowAlignContent.spaceAround.rawValue == Int32(FLOW_CONTENT_SPACE_AROUND))
        #expect(FlowAlignContent.spaceEvenly.rawValue == Int32(FLOW_CONTENT_SPACE_EVENLY))
        #expect(FlowAlignContent.stretch.rawValue == Int32(FLOW_CONTENT_STRETCH))
        #expect(accepts(FlowAlignContent.self, exactlyUpTo: Int(FLOW_CONTENT_STRETCH)))
    }

    @Test func lineBreakingAndFlags() {
        #expect(FlowLineBreaking.greedy.rawValue == Int32(FLOW_BREAK_GREEDY))
        #expect(FlowLineBreaking.balance.rawValue == Int32(FLOW_BREAK_BALANCE))
        #expect(FlowLineBreaking.pretty.rawValue == Int32(FLOW_BREAK_PRETTY))
        #expect(accepts(FlowLineBreaking.self, exactlyUpTo: Int(FLOW_BREAK_PRETTY)))
        #expect(FlowLineFill.none.rawValue == Int32(FLOW_FILL_NONE))
        #expect(FlowLineFill.scale.rawValue == Int32(FLOW_FILL_SCALE))
        #expect(accepts(FlowLineFill.self, exactlyUpTo: Int(FLOW_FILL_SCALE)))
        #expect(FLOW_JUSTIFY_AUTO == -1 && FlowJustify(rawValue: Int32(FLOW_JUSTIFY_AUTO)) == nil)
        #expect(FlowItemFlags.breakBefore.rawValue == UInt32(FLOW_ITEM_BREAK_BEFORE))
        #expect(FlowItemFlags.breakAfter.rawValue == UInt32(FLOW_ITEM_BREAK_AFTER))
        #expect(FlowItemFlags.hidden.rawValue == UInt32(FLOW_ITEM_HIDDEN))
        #expect(FlowItemFlags.noStretch.rawValue == UInt32(FLOW_ITEM_NO_STRETCH))
        #expect(FlowItemFlags.all.rawValue
            == UInt32(FLOW_ITEM_BREAK_BEFORE | FLOW_ITEM_BREAK_AFTER | FLOW_ITEM_HIDDEN | FLOW_ITEM_NO_STRETCH))
    }

    @Test func navigationDirections() {
        #expect(FlowNavigation.left.rawValue == Int32(FLOW_NAV_LEFT))
        #expect(FlowNavigation.right.rawValue == Int32(FLOW_NAV_RIGHT))
        #expect(FlowNavigation.up.rawValue == Int32(FLOW_NAV_UP))
        #expect(FlowNavigation.down.rawValue == Int32(FLOW_NAV_DOWN))
        #expect(FlowNavigation.next.rawValue == Int32(FLOW_NAV_NEXT))
        #expect(FlowNavigation.previous.rawValue == Int32(FLOW_NAV_PREVIOUS))
        #expect(accepts(FlowNavigation.self, exactlyUpTo: Int(FLOW_NAV_PREVIOUS)))
    }

    /// align-self: -1 is auto; every other value is an align-items value.
    @Test func alignSelf() {
        #expect(FLOW_ALIGN_AUTO == -1)
        #expect(FlowAlignItems(rawValue: Int32(FLOW_ALIGN_AUTO)) == nil)
    }

    @Test func limits() {
        #expect(FlowLimits.maxItems == Int(FLOWLAYOUT_MAX_ITEMS))
        #expect(FlowLimits.maxMeasureRun == Int(FLOWLAYOUT_MAX_MEASURE_RUN))
        #expect(FlowLimits.maxLength == 1e9)  // FLOWLAYOUT_MAX_LENGTH
    }

    /// Buffers of these cross the ABI as they are, so size, alignment and field offsets must match.
    @Test func structLayouts() {
        #expect(MemoryLayout<FlowSize>.size == MemoryLayout<flow_size>.size)
        #expect(MemoryLayout<FlowSize>.stride == MemoryLayout<flow_size>.stride)
        #expect(MemoryLayout<FlowSize>.offset(of: \.height) == MemoryLayout<flow_size>.offset(of: \.height))
        #expect(MemoryLayout<FlowRect>.stride == MemoryLayout<flow_rect>.stride)
        #expect(MemoryLayout<FlowRect>.offset(of: \.x) == MemoryLayout<flow_rect>.offset(of: \.x))
        #expect(MemoryLayout<FlowRect>.offset(of: \.y) == MemoryLayout<flow_rect>.offset(of: \.y))
        #expect(MemoryLayout<FlowRect>.offset(of: \.width) == MemoryLayout<flow_rect>.offset(of: \.width))
        #expect(MemoryLayout<FlowRect>.offset(of: \.height) == MemoryLayout<flow_rect>.offset(of: \.height))
        #expect(MemoryLayout<FlowLine>.stride == MemoryLayout<flow_line>.stride)
        #expect(MemoryLayout<FlowLine>.alignment == MemoryLayout<flow_line>.alignment)
        #expect(MemoryLayout<FlowLine>.offset(of: \.itemCount) == MemoryLayout<flow_line>.offset(of: \.item_count))
        #expect(MemoryLayout<FlowLine>.offset(of: \.mainSize) == MemoryLayout<flow_line>.offset(of: \.main_size))
        #expect(MemoryLayout<FlowLine>.offset(of: \.crossOffset) == MemoryLayout<flow_line>.offset(of: \.cross_offset))
        #expect(MemoryLayout<FlowLine>.offset(of: \.crossSize) == MemoryLayout<flow_line>.offset(of: \.cross_size))
        // Spacing preferences: 4 floats per item, in the header's order.
        #expect(MemoryLayout<FlowSpacing>.stride == 4 * MemoryLayout<Float>.stride)
        #expect(MemoryLayout<FlowSpacing>.offset(of: \.leading) == 0)
        #expect(MemoryLayout<FlowSpacing>.offset(of: \.top) == 4)
        #expect(MemoryLayout<FlowSpacing>.offset(of: \.trailing) == 8)
        #expect(MemoryLayout<FlowSpacing>.offset(of: \.bottom) == 12)
        // Margins cross as they are: flow_edges and FlowEdges, top, right, bottom, left.
        #expect(MemoryLayout<FlowEdges>.stride == MemoryLayout<flow_edges>.stride)
        #expect(MemoryLayout<FlowEdges>.offset(of: \.top) == MemoryLayout<flow_edges>.offset(of: \.top))
        #expect(MemoryLayout<FlowEdges>.offset(of: \.right) == MemoryLayout<flow_edges>.offset(of: \.right))
        #expect(MemoryLayout<FlowEdges>.offset(of: \.bottom) == MemoryLayout<flow_edges>.offset(of: \.bottom))
        #expect(MemoryLayout<FlowEdges>.offset(of: \.left) == MemoryLayout<flow_edges>.offset(of: \.left))
    }
}
