"""Requirement: the calls a Python developer writes first are safe and say what is wrong.

Each test is a footgun of earlier versions: a raw ctypes error for a string bound, a measure
callback's exception reported as an invalid size, first_fitting measuring every item once per
candidate and choosing a candidate that hides items, results that need int() around indices.
"""

from __future__ import annotations

import math

import pytest

import flowlayout
from flowlayout import FlowLayout, FlowLayoutError, Rect, Size, first_fitting


@pytest.mark.parametrize("call, name", [
    (lambda layout: layout.arrange([(10, 10)], "100"), "width"),
    (lambda layout: layout.arrange([(10, 10)], 100, "50"), "height"),
    (lambda layout: layout.arrange([(10, 10)], width=[100]), "width"),
    (lambda layout: layout.size_that_fits("100"), "width"),
    (lambda layout: layout.arrange_into([(10, 10)], "100"), "width"),
    (lambda layout: layout.arrange_batch([[(10, 10)]], "100"), "width"),
    (lambda layout: first_fitting([layout], "100"), "width"),
    (lambda layout: setattr(layout, "item_spacing", "8"), "item_spacing"),
    (lambda layout: setattr(layout, "pixel_scale", None), "pixel_scale"),
    (lambda layout: setattr(layout, "justify", 1.5), "justify"),
    (lambda layout: setattr(layout, "max_lines", "2"), "max_lines"),
    (lambda layout: layout.arrange([(10, 10)], 100, grow="1"), "grow"),
    (lambda layout: layout.arrange(42, 100), "sizes"),
])
def test_wrong_types_raise_type_errors_naming_the_argument(layout, call, name):
    layout.arrange([(5, 5)], 100)
    with pytest.raises(TypeError, match=name):
        call(layout)
    assert layout.result.frames == [(0, 0, 5, 5)]  # nothing changed


def test_numbers_of_any_real_type_are_accepted_as_bounds(layout):
    fraction = __import__("fractions").Fraction(201, 2)
    assert layout.arrange([(50, 10), (40, 10)], fraction).size == Size(100.5, 10)
    assert layout.arrange([(50, 10), (40, 10)], 100).size == Size(100, 10)
    assert layout.arrange([(50, 10), (40, 10)], None, math.inf).size == Size(100, 10)


def test_a_measure_callback_that_raises_is_reported_as_such(layout):
    def measure(index, width, height):
        if index == 2:
            raise ValueError("no font for this label")
        return (10, 10)

    layout.set_measure(3, measure)
    with pytest.raises(FlowLayoutError) as caught:
        layout.arrange(None, 100)
    message = str(caught.value)
    assert message.startswith("the measure callback raised ValueError: no font for this label (measuring item 2)")
    assert "nan" not in message.lower() and "invalid" not in message.lower()
    assert isinstance(caught.value.__cause__, ValueError)
    assert caught.value.status is flowlayout.Status.MEASURE
    with pytest.raises(FlowLayoutError, match="the measure callback raised ValueError"):
        layout.size_that_fits(100)


def test_first_fitting_measures_shared_items_once_for_all_candidates():
    widths = [40 + 5 * i for i in range(11)]  # eleven buttons, all narrower than any line
    calls = []

    def measure(index, width, height):
        calls.append((index, width, height))
        return (widths[index], 24)

    row = FlowLayout(wrap="none")
    wrapped = FlowLayout()
    column = FlowLayout(axis="vertical", wrap="none")
    for candidate in (row, wrapped, column):
        candidate.set_measure(len(widths), measure)
    assert first_fitting([row, wrapped, column], 300, 60) == 2  # row too wide, wrapped too tall
    assert len(calls) == len(widths)  # each item once, not once per candidate (33)
    assert column.result.visible_count == len(widths)
    calls.clear()
    assert first_fitting([row, wrapped, column], 2000, 200) == 0
    assert len(calls) <= len(widths)  # answers the layouts cached are not asked again


def test_first_fitting_passes_over_a_candidate_that_hides_items():
    one_line = FlowLayout(max_lines=1)
    one_line.set_items([(40, 20)] * 3)
    column = FlowLayout(axis="vertical")
    column.set_items([(40, 20)] * 3)
    assert one_line.size_that_fits(100, 30).height <= 30  # its size alone would fit
    assert first_fitting([one_line, column], 100, 100) == 1
    assert first_fitting([one_line, column], 200, 100) == 0  # all three on its line: it fits
    assert one_line.result.visible_count == 3


def test_line_fields_are_ints_and_frames_are_rects(layout):
    result = layout.arrange([(30, 10)] * 5, 75)
    for line in result.lines:
        members = result.frames[line.first_item: line.first_item + line.item_count]
        assert all(isinstance(frame, Rect) for frame in members)
        assert max(frame.height for frame in members) == line.cross_size


def test_arrange_many_equals_arranging_each_group_alone():
    with FlowLayout(item_spacing=4, line_spacing=2, justify="space-between") as layout:
        groups = [[(40, 20), (30, 10), (50, 15)], [], [(90, 10)], [(10, 10)] * 7]
        batch = layout.arrange_batch(groups, 100)
        assert len(batch) == len(groups)
        with FlowLayout(item_spacing=4, line_spacing=2, justify="space-between") as alone:
            for group, got in zip(groups, batch):
                expected = alone.arrange(group, 100)
                assert got.frames == expected.frames and got.size == expected.size
        assert batch[-1].frames == batch[3].frames
        with pytest.raises(ValueError, match=r"groups\[1\]\[0\]"):
            layout.arrange_batch([[(1, 1)], [(1, 2, 3)]], 100)
        with pytest.raises(TypeError, match=r"groups\[0\]\[1\]"):
            layout.arrange_batch([[(1, 1), "ab"]], 100)
        with pytest.raises(FlowLayoutError, match="finite"):
            layout.arrange_batch([[(1, 1)], [(-1, 1)]], 100)


def test_a_new_layout_costs_no_library_handle_until_used():
    layout = FlowLayout()
    assert layout._handle is None and not layout.closed
    assert str(layout.justify) == "start" and layout.item_spacing == 8
    layout.arrange([(1, 1)], 10)
    assert layout._handle is not None
    layout.close()
    unused = FlowLayout()
    unused.close()
    with pytest.raises(FlowLayoutError, match="closed"):
        unused.arrange([(1, 1)], 10)


def test_large_lists_give_the_frames_of_packed_arrays(packing):
    # 5,000 items: the C helper lets other threads run while the library works on them.
    import random
    from array import array

    rng = random.Random(5)
    sizes = [(rng.uniform(5, 80), rng.uniform(5, 30)) for _ in range(5000)]
    with FlowLayout(justify="space-around", align_items="center") as layout:
        result = layout.arrange(sizes, 640)
        flat = layout.arrange_into(array("f", [v for pair in sizes for v in pair]), 640, out=array("f", bytes(80000)))
        assert result.frames.tolist() == [list(flat[i: i + 4]) for i in range(0, len(flat), 4)]
        assert len(result.lines) == len(layout.result.lines) > 100
