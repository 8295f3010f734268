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
    assert "item 1" in caught.value.message
    assert caught.value.message in str(caught.value)


@pytest.mark.parametrize("width, height", [(-1, None), (None, -math.inf), (-0.5, 10)])
def test_negative_bounds_are_refused(layout, width, height):
    with pytest.raises(FlowLayoutError) as caught:
        layout.arrange([(1, 1)], width, height)
    assert caught.value.status is Status.INVALID_ARGUMENT


def test_infinite_bounds_are_unspecified(layout):
    assert tuple(layout.arrange([(30, 10), (30, 10)], math.inf).size) == (70, 10)


@pytest.mark.parametrize("setter, values", [
    ("set_grow", [1, 2, 3]),
    ("set_grow", [-1, 0]),
    ("set_guides", [math.inf, 0]),
    ("set_flags", [0, 16]),
    ("set_spacing", [(0, 0, 0, 0)]),
    ("set_spacing", [(0, 0, -1, 0), (0, 0, 0, 0)]),
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
    assert caught.value.message.startswith("flow_layout_set_")
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
    assert str(error) == "flow_layout_arrange: item 2: bad [MEASURE]"
    assert FlowLayoutError(77, "x").status == 77
