"""Requirement: the flex item model from Python — padding and reverse as options, margins, limits,
shrink and align-self as per-item arrays (lists or NumPy), hidden and no-stretch flags — with the
frames the C library's rules give (computed by hand here)."""

from __future__ import annotations

import math

import pytest

from flowlayout import AlignItems, FlowLayout, FlowLayoutError, ItemFlags, Rect


def xs(result) -> list:
    return [rect.x for rect in result.rects()]


def test_padding_offsets_the_content_box_and_is_included_in_the_size():
    with FlowLayout(padding=(5, 7, 6, 3)) as layout:
        result = layout.arrange([(40, 20), (40, 20), (40, 20)], width=100)
        assert result.rects() == [Rect(3, 5, 40, 20), Rect(51, 5, 40, 20), Rect(3, 33, 40, 20)]
        assert tuple(result.size) == (100, 59)
        assert layout.padding == (5.0, 7.0, 6.0, 3.0)
        layout.padding = 2
        assert layout.padding == (2.0, 2.0, 2.0, 2.0)


def test_auto_margin_pushes_the_last_item_to_the_end():
    with FlowLayout(item_spacing=0) as layout:
        result = layout.arrange([(20, 10)] * 3, width=100, margins=[(0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, None)])
        assert xs(result) == [0, 20, 80]
        # A call that passes sizes and no margins clears them.
        assert xs(layout.arrange([(20, 10)] * 3, width=100)) == [0, 20, 40]


def test_shrink_with_a_minimum_freezes_and_redistributes():
    with FlowLayout(item_spacing=0, wrap="none") as layout:
        result = layout.arrange([(80, 10), (40, 10)], width=90, shrink=[1, 1], min_sizes=[(70, None), (None, None)])
        assert [rect.width for rect in result.rects()] == [70, 20]


def test_maximum_sizes_clamp_and_a_minimum_above_the_maximum_wins():
    with FlowLayout(item_spacing=0) as layout:
        layout.set_items([(10, 10), (80, 10)])
        layout.set_item_limits(min_sizes=[(40, None), (None, None)], max_sizes=[(30, None), (50, None)])
        result = layout.arrange(width=200)
        assert [rect.width for rect in result.rects()] == [40, 50]


def test_align_self_takes_members_names_and_auto():
    with FlowLayout(item_spacing=0, align_items="start") as layout:
        result = layout.arrange([(10, 10), (10, 30), (10, 20), (10, 10)], width=100,
                                align=["center", None, AlignItems.END, "auto"])
        assert [rect.y for rect in result.rects()] == [10, 0, 10, 0]
        with pytest.raises(ValueError, match=r"align\[0\]"):
            layout.set_item_align(["sideways", None, None, None])


def test_hidden_and_no_stretch_flags():
    with FlowLayout(align_items="stretch") as layout:
        result = layout.arrange([(20, 10), (20, 10), (20, 30)], width=100,
                                flags=[ItemFlags.NO_STRETCH, ItemFlags.HIDDEN, 0])
        assert result.rects() == [Rect(0, 0, 20, 10), Rect(0, 0, 0, 0), Rect(28, 0, 20, 30)]


def test_reverse_runs_each_line_from_its_main_end():
    with FlowLayout(reverse=True) as layout:
        assert xs(layout.arrange([(20, 10), (30, 10)], width=100)) == [80, 42]


def test_numpy_per_item_arrays_give_the_same_frames():
    numpy = pytest.importorskip("numpy")
    sizes = [(30, 10), (50, 20), (20, 15), (60, 5)]
    margins = [(1, 2, 3, 4), (0, math.nan, 0, 0), (2, 2, 2, 2), (0, 0, 0, 0)]
    with FlowLayout(wrap="none") as layout:
        plain = layout.arrange(sizes, width=120, margins=margins, shrink=[1, 0, 2, 1],
                               min_sizes=[(None, None), (40, None), (None, None), (None, None)]).rects()
        arrays = layout.arrange(numpy.array(sizes, dtype=numpy.float32), width=120,
                                margins=numpy.array(margins), shrink=numpy.array([1, 0, 2, 1]),
                                min_sizes=numpy.array([(math.nan,) * 2, (40, math.nan), (math.nan,) * 2,
                                                       (math.nan,) * 2])).rects()
        assert arrays == plain


def test_bad_item_model_inputs_raise_and_change_nothing():
    with FlowLayout() as layout:
        before = layout.arrange([(20, 10), (20, 10)], width=100).rects()
        for call in (lambda: layout.set_item_margins([(0, 0, 0, math.inf), (0, 0, 0, 0)]),
                     lambda: layout.set_item_shrink([-1, 0]),
                     lambda: layout.set_item_limits(min_sizes=[(-1, None), (None, None)]),
                     lambda: layout.set_item_margins([(0, 0, 0, 0)])):
            with pytest.raises(FlowLayoutError):
                call()
        with pytest.raises(FlowLayoutError):
            layout.padding = (0, 0, -1, 0)
        with pytest.raises(ValueError, match="padding"):
            layout.padding = (1, 2, 3)
        assert layout.padding == (0.0, 0.0, 0.0, 0.0)
        assert layout.arrange(width=100).rects() == before


def test_the_renderer_reads_the_item_model_from_a_description():
    from flowlayout.render import spec

    described = spec.load({"width": 100, "options": {"item_spacing": 0, "padding": [0, 0, 0, 5]},
                           "items": [{"size": [20, 10], "margin": [0, 0, 0, None]},
                                     {"size": [20, 10], "flags": ["hidden"]},
                                     {"size": [20, 10], "min": [30, None], "align_self": "end"}]})
    result = described.arrange()
    try:
        # Content box 5..100: the auto margin takes 95 - 20 - 30 = 45.
        assert result.rects() == [Rect(50, 0, 20, 10), Rect(0, 0, 0, 0), Rect(70, 0, 30, 10)]
    finally:
        result.layout.close()
