"""Requirement: every failure of the library is a FlowLayoutError carrying its status and message,
and a failed call changes nothing."""

from __future__ import annotations

import math

import pytest

import flowlayout
from flowlayout import FlowLayout, FlowLayoutError, Status

from helpers import frames_of


def test_invalid_sizes_name_the_item(layout):
    with pytest.raises(FlowLayoutError) as caught:
        layout.set_items([(1, 1), (2, -3)])
    assert caught.value.status is Status.INVALID_ARGUMENT
    assert caught.value.message.startswith("sizes[1]: ")  # the Python argument, not the C function
    assert str(caught.value) == caught.value.message


@pytest.mark.parametrize("width, height", [(-1, None), (None, -math.inf), (-0.5, 10)])
def test_negative_bounds_are_refused(layout, width, height):
    with pytest.raises(FlowLayoutError) as caught:
        layout.arrange([(1, 1)], width, height)
    assert caught.value.status is Status.INVALID_ARGUMENT


def test_infinite_bounds_are_unspecified(layout):
    assert tuple(layout.arrange([(30, 10), (30, 10)], math.inf).size) == (70, 10)


@pytest.mark.parametrize("setter, values", [
    ("set_item_grow", [1, 2, 3]),
    ("set_item_grow", [-1, 0]),
    ("set_item_guides", [math.inf, 0]),
    ("set_item_flags", [0, 16]),
    ("set_item_spacing", [(0, 0, 0, 0)]),
    ("set_item_spacing", [(0, 0, -1, 0), (0, 0, 0, 0)]),
])
def test_invalid_per_item_inputs_are_refused(layout, setter, values):
    layout.set_items([(1, 1), (1, 1)])
    with pytest.raises(FlowLayoutError) as caught:
        getattr(layout, setter)(values)
    assert caught.value.status is Status.INVALID_ARGUMENT
    assert caught.value.message


@pytest.mark.parametrize("option, value", [
    ("axis", 2), ("wrap", 3), ("direction", -1), ("justify", 6), ("align_items", 99), ("align_content", 7),
    ("line_breaking", 3), ("pixel_scale", -1.0), ("item_spacing", -2.0), ("line_spacing", math.inf),
])
def test_option_values_the_library_rejects_raise_its_message_and_keep_the_old_value(layout, option, value):
    before = getattr(layout, option)
    with pytest.raises(FlowLayoutError) as caught:
        setattr(layout, option, value)
    assert caught.value.status is Status.INVALID_ARGUMENT
    assert caught.value.message.startswith(f"{option}: ")
    assert isinstance(caught.value, ValueError)
    assert getattr(layout, option) == before


def test_unknown_option_names_and_values_are_refused_before_the_library(layout):
    with pytest.raises(ValueError, match="space-between"):
        layout.justify = "space-betwixt"
    with pytest.raises(TypeError, match="justfy"):
        FlowLayout(justfy="center")
    with pytest.raises(TypeError, match="unknown option"):
        layout.configure(justfy="center")
    with pytest.raises(TypeError):
        layout.justify = flowlayout.AlignItems.CENTER
    with pytest.raises(ValueError):
        layout.max_lines = -1
    with pytest.raises(TypeError):
        layout.max_lines = 1.5


def test_a_failed_call_changes_nothing(layout):
    good = layout.arrange([(30, 10), (30, 20), (30, 10)], 75)
    with pytest.raises(FlowLayoutError):
        layout.set_items([(1, math.nan)])
    with pytest.raises(FlowLayoutError):
        layout.arrange(None, -5)
    assert layout.result.rects() == good.rects()
    assert frames_of(layout.arrange(None, 75)) == good.rects()  # the items are still the old ones


def test_results_need_an_arrange(layout):
    with pytest.raises(FlowLayoutError) as caught:
        layout.result
    assert caught.value.status is Status.NOT_ARRANGED


def test_invalidate_item_out_of_range(layout):
    layout.set_items([(1, 1)])
    with pytest.raises(FlowLayoutError) as caught:
        layout.invalidate_item(1)
    assert caught.value.status is Status.INVALID_ARGUMENT


def test_first_fitting_needs_candidates_and_open_ones():
    with pytest.raises(FlowLayoutError) as caught:
        flowlayout.first_fitting([], 10, 10)
    assert caught.value.status is Status.INVALID_ARGUMENT
    with FlowLayout() as open_layout:
        open_layout.set_items([(1, 1)])
        closed = FlowLayout()
        closed.close()
        with pytest.raises(FlowLayoutError) as caught:
            flowlayout.first_fitting([open_layout, closed], 10, 10)
        assert caught.value.status is Status.NULL
        with pytest.raises(FlowLayoutError) as caught:
            flowlayout.first_fitting([open_layout], -1, 10)
        assert caught.value.status is Status.INVALID_ARGUMENT and caught.value.message


def test_error_status_and_message_are_attributes():
    error = FlowLayoutError(4, "flow_layout_arrange: item 2: bad")
    assert error.status is Status.MEASURE and error.message.endswith("bad")
    assert str(error) == "flow_layout_arrange: item 2: bad"
    assert FlowLayoutError(77, "x").status == 77


BOUND_CALLS = {
    "arrange": lambda layout, bounds: layout.arrange([(1, 1)], **bounds),
    "arrange with inputs": lambda layout, bounds: layout.arrange([(1, 1)], grow=[1], **bounds),
    "arrange_into": lambda layout, bounds: layout.arrange_into([(1, 1)], **bounds),
    "arrange_staged": lambda layout, bounds: (layout.staging(1), layout.arrange_staged(**bounds)),
    "arrange_batch": lambda layout, bounds: layout.arrange_batch([[(1, 1)]], **bounds),
    "size_that_fits": lambda layout, bounds: layout.size_that_fits(**bounds),
    "first_fitting": lambda layout, bounds: (layout.set_items([(1, 1)]), flowlayout.first_fitting([layout], **bounds)),
}


@pytest.mark.parametrize("call", BOUND_CALLS)
@pytest.mark.parametrize("name", ["width", "height"])
def test_a_bound_beyond_the_float_range_is_a_type_error_naming_it(layout, call, name):
    with pytest.raises(TypeError, match=f"^{name}: .*too large"):
        BOUND_CALLS[call](layout, {name: 10**400})


@pytest.mark.parametrize("option, value", [("justify_last", 99), ("line_fill", 7)])
def test_line_feature_enum_values_the_library_rejects_raise_its_message_naming_the_option(layout, option, value):
    before = getattr(layout, option)
    with pytest.raises(FlowLayoutError, match=f"^{option}: ") as caught:
        setattr(layout, option, value)
    assert caught.value.status is Status.INVALID_ARGUMENT
    assert getattr(layout, option) == before


@pytest.mark.parametrize("value, error", [("false", TypeError), (None, TypeError), (1.5, TypeError), (2, ValueError)])
@pytest.mark.parametrize("option", ["uniform_size", "reverse"])
def test_bool_options_take_only_bools_and_0_or_1(layout, option, value, error):
    layout.configure(**{option: True})
    with pytest.raises(error, match=option):
        setattr(layout, option, value)
    assert getattr(layout, option) is True
    for accepted, expected in ((0, False), (1, True), (False, False)):
        setattr(layout, option, accepted)
        assert getattr(layout, option) is expected


def test_bool_options_take_numpy_bools(layout):
    numpy = pytest.importorskip("numpy")
    layout.uniform_size = numpy.bool_(True)
    assert layout.uniform_size is True


@pytest.mark.parametrize("flags", [[1.5, 0], [0, "1"], [None, 0]])
def test_flags_that_are_not_ints_are_refused_not_truncated(layout, flags):
    layout.set_items([(10, 10)] * 2)
    layout.set_item_flags([0, 1])
    with pytest.raises(TypeError, match=r"flags\[\d\]"):
        layout.set_item_flags(flags)
    assert len(layout.arrange(None, 100).lines) == 2  # the flags set before are kept


def test_flags_in_a_float_array_are_refused(layout):
    numpy = pytest.importorskip("numpy")
    layout.set_items([(10, 10)] * 2)
    with pytest.raises(TypeError, match="flags"):
        layout.set_item_flags(numpy.array([1.5, 0]))


def widths(result):
    return [w for _, _, w, _ in frames_of(result)]


@pytest.mark.parametrize("inputs, error", [
    (dict(first_baselines=["x", 1, 2]), TypeError),
    (dict(grow=[1, 2]), FlowLayoutError),  # one weight short
    (dict(grow=[-1, 2, 3]), FlowLayoutError),
    (dict(grow=[0, 0, 1], flags=[0, 16, 0]), FlowLayoutError),  # the second input refused
    (dict(grow=[0, 0, 1], min_sizes=[(1, 1)] * 3, max_sizes=[(1, 1)] * 2), ValueError),
])
def test_arrange_with_a_bad_per_item_input_keeps_the_items_and_inputs(layout, packing, inputs, error):
    layout.arrange([(10, 10)] * 2, 100, grow=[1, 0])
    with pytest.raises(error):
        layout.arrange([(20, 20)] * 3, 100, **inputs)
    assert widths(layout.arrange(None, 100)) == [80, 10]  # the 2 items, the first still growing


def test_arrange_without_sizes_and_a_bad_input_keeps_every_input(layout):
    layout.arrange([(10, 10)] * 2, 100, grow=[1, 0])
    with pytest.raises(FlowLayoutError, match="flags"):
        layout.arrange(None, 100, grow=[0, 1], flags=[0, 16])
    assert widths(layout.arrange(None, 100)) == [80, 10]


@pytest.mark.parametrize("call", ["arrange_into", "arrange_staged"])
@pytest.mark.parametrize("bad", [dict(sizes=[(50, 20), (math.nan, 20)]), dict(width=-1)])
def test_a_refused_one_call_arrange_keeps_the_per_item_inputs(layout, call, bad):
    layout.set_items([(50, 20)] * 2)
    layout.set_item_grow([1, 0])
    sizes = bad.get("sizes", [(50, 20)] * 2)
    with pytest.raises(FlowLayoutError):
        if call == "arrange_into":
            layout.arrange_into(sizes, bad.get("width", 200))
        else:
            layout.staging(2).sizes = sizes
            layout.arrange_staged(bad.get("width", 200))
    assert widths(layout.arrange(None, 200)) == [140, 50]


@pytest.mark.parametrize("given, kept", [("first_baselines", "last_baselines"), ("last_baselines", "first_baselines"),
                                         ("min_sizes", "max_sizes"), ("max_sizes", "min_sizes")])
def test_arrange_without_sizes_keeps_the_other_array_of_a_pair(layout, given, kept):
    values = {"first_baselines": [2, 2], "last_baselines": [10, 20], "min_sizes": [(30, 0), (0, 0)],
              "max_sizes": [(None, None), (5, None)]}
    layout.align_items = "first-baseline" if kept == "first_baselines" else "last-baseline"
    expected = layout.arrange([(20, 10), (20, 30)], 100, **{given: values[given], kept: values[kept]})
    assert frames_of(layout.arrange(None, 100, **{given: values[given]})) == frames_of(expected)
    assert frames_of(layout.arrange([(20, 10), (20, 30)], 100, **{given: values[given]})) != frames_of(expected)


@pytest.mark.parametrize("bounds", [dict(width=-1), dict(height=-math.inf)])
def test_arrange_with_inputs_and_a_bad_bound_keeps_the_items(layout, bounds):
    layout.arrange([(10, 10)] * 2, 100, grow=[1, 0])
    with pytest.raises(FlowLayoutError) as caught:
        layout.arrange([(20, 20)] * 3, **{"width": 100, **bounds}, grow=[0, 0, 1])
    assert caught.value.status is Status.INVALID_ARGUMENT
    assert widths(layout.arrange(None, 100)) == [80, 10]
