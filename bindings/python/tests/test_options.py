"""Requirement: every option, set from Python, changes the layout as its rule says.

Expected frames are worked out by hand from the rules. Unless a test says otherwise the layout
has item_spacing 10 and line_spacing 5, and frames are (x, y, width, height).
"""

from __future__ import annotations

import pytest

import flowlayout
from flowlayout import AlignContent, AlignItems, Axis, FlowLayout, Justify

from helpers import frames_of

THREE = [(30, 10), (30, 20), (30, 10)]  # in 75 points: 30 + 10 + 30 = 70 fits, the third wraps


def test_defaults_are_a_wrapping_ltr_row_with_8_point_gaps():
    with FlowLayout() as layout:
        assert layout.axis is Axis.HORIZONTAL and layout.wrap is flowlayout.Wrap.WRAP
        assert layout.item_spacing == 8 and layout.line_spacing == 8
        result = layout.arrange([(30, 10), (30, 10), (30, 10)], 68)  # 30 + 8 + 30 = 68: exact fit
        assert frames_of(result) == [(0, 0, 30, 10), (38, 0, 30, 10), (0, 18, 30, 10)]


def test_rows_wrap_when_the_next_item_does_not_fit(layout, packing):
    result = layout.arrange(THREE, 75)
    assert frames_of(result) == [(0, 0, 30, 10), (40, 0, 30, 20), (0, 25, 30, 10)]
    assert tuple(result.size) == (75, 35)
    assert tuple(result.content_size) == (70, 35)
    assert result.line_list() == [flowlayout.Line(0, 2, 70, 0, 20), flowlayout.Line(2, 1, 30, 25, 10)]
    assert result.visible_count == 3


def test_vertical_axis_is_the_transposed_horizontal_layout(layout):
    rows = frames_of(layout.arrange(THREE, 75))
    layout.axis = "vertical"
    columns = frames_of(layout.arrange([(h, w) for w, h in THREE], None, 75))
    assert columns == [(y, x, h, w) for x, y, w, h in rows]
    assert tuple(layout.result.size) == (35, 75)


def test_wrap_none_keeps_one_line_that_overflows(layout):
    layout.wrap = "none"
    result = layout.arrange(THREE, 75)
    assert frames_of(result) == [(0, 0, 30, 10), (40, 0, 30, 20), (80, 0, 30, 10)]
    assert len(result.lines) == 1


def test_wrap_reverse_stacks_lines_from_the_bottom_and_aligns_to_their_far_side(layout):
    layout.wrap = "wrap-reverse"
    result = layout.arrange(THREE, 75)
    # content 20 + 5 + 10 = 35; first line at 35 - 20 = 15, its short item at its bottom
    assert frames_of(result) == [(0, 25, 30, 10), (40, 15, 30, 20), (0, 0, 30, 10)]


def test_rtl_mirrors_rows(layout):
    layout.direction = "rtl"
    result = layout.arrange(THREE, 75)
    assert frames_of(result) == [(45, 0, 30, 10), (5, 0, 30, 20), (45, 25, 30, 10)]


def test_automatic_spacing_is_8_without_preferences(layout):
    layout.configure(item_spacing=None, line_spacing=None)
    assert layout.item_spacing is None and layout.line_spacing is None
    result = layout.arrange([(30, 10)] * 3, 68)
    assert frames_of(result) == [(0, 0, 30, 10), (38, 0, 30, 10), (0, 18, 30, 10)]


def test_automatic_spacing_uses_the_items_preferences(layout):
    layout.configure(item_spacing=None, line_spacing=None)
    layout.set_items([(30, 10)] * 3)
    # leading, top, trailing, bottom: gap 0-1 = max(5, 12) = 12; gap 1-2 = 0 but 30+12+30+0+30 > 80;
    # gap between lines = max(bottoms above 3, 0; tops below 7) = 7
    layout.set_item_spacing([(0, 0, 5, 3), (12, 0, 0, 0), (0, 7, 0, 0)])
    assert frames_of(layout.arrange(None, 80)) == [(0, 0, 30, 10), (42, 0, 30, 10), (0, 17, 30, 10)]


PAIR = [(20, 10), (20, 10)]  # 50 of 100 used: 50 free


@pytest.mark.parametrize("justify, xs", [
    ("start", (0, 30)),
    ("center", (25, 55)),
    ("end", (50, 80)),
    ("space-between", (0, 80)),
    ("space-around", (12.5, 67.5)),
    ("space-evenly", (50 / 3, 20 + 10 + 2 * 50 / 3)),
])
def test_justify_distributes_a_lines_free_space(layout, justify, xs):
    layout.justify = justify
    assert str(layout.justify) == justify
    frames = frames_of(layout.arrange(PAIR, 100))
    assert [x for x, _, _, _ in frames] == pytest.approx(xs, abs=1e-4)


@pytest.mark.parametrize("justify, x", [("space-between", 0), ("space-around", 40), ("space-evenly", 40)])
def test_justify_fallbacks_for_a_single_item(layout, justify, x):
    layout.justify = justify
    assert frames_of(layout.arrange([(20, 10)], 100))[0][0] == x


def test_center_overflows_on_both_sides_but_space_around_is_safe(layout):
    layout.justify = Justify.CENTER
    assert frames_of(layout.arrange([(40, 10)], 30))[0][0] == -5
    layout.justify = Justify.SPACE_AROUND
    assert frames_of(layout.arrange([(40, 10)], 30))[0][0] == 0


TALL_PAIR = [(20, 10), (20, 30)]


@pytest.mark.parametrize("align, ys", [
    ("start", (0, 0)),
    ("center", (10, 0)),
    ("end", (20, 0)),
    ("first-baseline", (20, 0)),  # no baselines given: a baseline is the item's bottom edge
])
def test_align_items_in_a_line(layout, align, ys):
    layout.align_items = align
    frames = frames_of(layout.arrange(TALL_PAIR, 100))
    assert [y for _, y, _, _ in frames] == list(ys)


def test_first_baselines_line_up_and_the_line_grows_to_hold_them(layout):
    layout.align_items = "first-baseline"
    result = layout.arrange(TALL_PAIR, 100, first_baselines=[8, 5])
    # baselines at y + 8 and y + 5 meet at 8; the line is 8 + max(10 - 8, 30 - 5) = 33 tall
    assert [y for _, y, _, _ in frames_of(result)] == [0, 3]
    assert result.size.height == 33


def test_last_baselines_line_up(layout):
    layout.align_items = AlignItems.LAST_BASELINE
    result = layout.arrange(TALL_PAIR, 100, last_baselines=[9, 25])
    assert [y for _, y, _, _ in frames_of(result)] == [16, 0]


def test_stretch_gives_every_item_the_lines_cross_size(layout):
    layout.align_items = "stretch"
    assert frames_of(layout.arrange(TALL_PAIR, 100)) == [(0, 0, 20, 30), (30, 0, 20, 30)]


def test_guides_override_the_alignment_point(layout):
    result = layout.arrange(TALL_PAIR, 100, guides=[None, 10])  # start: guides 0 and 10 line up
    assert [y for _, y, _, _ in frames_of(result)] == [10, 0]
    layout.set_item_guides(None)
    assert [y for _, y, _, _ in frames_of(layout.arrange(None, 100))] == [0, 0]


TWO_LINES = [(30, 10), (30, 20)]  # in 50 x 95: one item per line, content 10 + 5 + 20 = 35, 60 free


@pytest.mark.parametrize("align, ys", [
    ("start", (0, 15)),
    ("center", (30, 45)),
    ("end", (60, 75)),
    ("space-between", (0, 75)),
    ("space-around", (15, 60)),
    ("space-evenly", (20, 55)),
    ("stretch", (0, 45)),
])
def test_align_content_distributes_the_containers_free_space(layout, align, ys):
    layout.align_content = align
    assert layout.options["align_content"] is AlignContent(align)
    frames = frames_of(layout.arrange(TWO_LINES, 50, 95))
    assert [y for _, y, _, _ in frames] == list(ys)


def test_align_content_stretch_enlarges_the_lines(layout):
    layout.align_content = "stretch"
    result = layout.arrange(TWO_LINES, 50, 95)
    assert [(line.cross_offset, line.cross_size) for line in result.line_list()] == [(0, 40), (45, 50)]


def test_max_lines_hides_later_lines(layout, packing):
    layout.max_lines = 1
    result = layout.arrange(THREE, 75)
    assert result.visible_count == 2
    assert frames_of(result)[2] == (0, 0, 0, 0)
    assert len(result.lines) == 1
    assert result.size.height == 20


def test_max_items_per_line(layout):
    layout.max_items_per_line = 1
    frames = frames_of(layout.arrange([(30, 10)] * 3, 1000))
    assert [(x, y) for x, y, _, _ in frames] == [(0, 0), (0, 15), (0, 30)]


def test_uniform_size_gives_every_item_the_largest_size(layout):
    layout.uniform_size = True
    assert frames_of(layout.arrange([(10, 5), (30, 20)], 100)) == [(0, 0, 30, 20), (40, 0, 30, 20)]


def test_pixel_scale_snaps_edges_to_the_grid(layout):
    layout.pixel_scale = 1
    frames = frames_of(layout.arrange([(10.3, 10.6), (10.3, 10.6)], 100))
    # edges 0..10.3 and 20.3..30.6 round to 0..10 and 20..31
    assert frames == [(0, 0, 10, 11), (20, 0, 11, 11)]
    layout.pixel_scale = 0
    assert frames_of(layout.arrange(None, 100))[1][2] == pytest.approx(10.3, abs=1e-5)


def test_balanced_line_breaking_evens_out_the_lines(layout):
    items = [(30, 10)] * 4  # 110 wide: greedy puts 3 + 1, balance 2 + 2
    assert [int(line.item_count) for line in layout.arrange(items, 110).line_list()] == [3, 1]
    layout.line_breaking = "balance"
    assert [int(line.item_count) for line in layout.arrange(items, 110).line_list()] == [2, 2]


def test_min_lines_asks_balanced_breaking_for_more_lines(layout):
    layout.configure(line_breaking="balance", min_lines=3)
    counts = [int(line.item_count) for line in layout.arrange([(30, 10)] * 4, 1000).line_list()]
    assert len(counts) == 3 and sum(counts) == 4


def test_grow_shares_free_space_by_weight(layout):
    result = layout.arrange(PAIR, 100, grow=[1, 3])
    assert frames_of(result) == [(0, 0, 32.5, 10), (42.5, 0, 57.5, 10)]
    result = layout.arrange(None, 100, grow=[0.5, 0])  # weights below 1 in total take part of it
    assert frames_of(result)[0] == (0, 0, 45, 10)


def test_break_flags_force_new_lines(layout):
    layout.set_items([(10, 10)] * 4)
    layout.set_item_flags([0, flowlayout.ItemFlags.BREAK_AFTER, 0, flowlayout.ItemFlags.BREAK_BEFORE])
    result = layout.arrange(None, 1000)
    assert [(int(l.first_item), int(l.item_count)) for l in result.line_list()] == [(0, 2), (2, 1), (3, 1)]


def test_size_that_fits_does_not_arrange(layout):
    layout.set_items(THREE)
    assert tuple(layout.size_that_fits(75)) == (75, 35)
    assert tuple(layout.size_that_fits()) == (110, 20)
    with pytest.raises(flowlayout.FlowLayoutError) as caught:
        layout.result
    assert caught.value.status is flowlayout.Status.NOT_ARRANGED


def test_first_fitting_chooses_the_first_candidate_that_fits():
    with FlowLayout(wrap="none", item_spacing=10) as row, FlowLayout(axis="vertical", item_spacing=10) as column:
        for candidate in (row, column):
            candidate.set_items([(50, 10)] * 3)  # a row needs 170 x 10, a column 50 x 50
        assert flowlayout.first_fitting([row, column], 200, 100) == 0
        assert row.result.size.width == 200
        assert flowlayout.first_fitting([row, column], 100, 100) == 1
        assert frames_of(column.result)[2] == (0, 40, 50, 10)
        assert flowlayout.first_fitting([row, column], 10, 10) == 1  # none fits: the last one


def test_options_round_trip_through_properties():
    options = dict(axis=Axis.VERTICAL, wrap=flowlayout.Wrap.WRAP_REVERSE, direction=flowlayout.Direction.RTL,
                   item_spacing=3.5, line_spacing=None, justify=Justify.SPACE_EVENLY,
                   align_items=AlignItems.LAST_BASELINE, align_content=AlignContent.STRETCH, max_lines=4,
                   max_items_per_line=6, uniform_size=True, pixel_scale=2.0,
                   line_breaking=flowlayout.LineBreaking.BALANCE, min_lines=2, padding=(1.0, 2.0, 3.0, 4.0),
                   reverse=True, justify_last=Justify.END, line_fill=flowlayout.LineFill.SCALE, max_scale=1.5,
                   separator=(2.0, 3.0), overflow_indicator=None, lanes=(0, 120.0), lane_tolerance=4.0)
    with FlowLayout(**{k: (str(v) if isinstance(v, flowlayout.Justify) else v) for k, v in options.items()}) as layout:
        assert layout.options == options
        with FlowLayout() as other:
            other.configure(**layout.options)
            assert other.options == options


def test_the_python_defaults_are_the_librarys():
    # A layout built with every default given explicitly (each one sent to the library) must
    # arrange exactly as one left with the library's own defaults.
    explicit = dict(axis="horizontal", wrap="wrap", direction="ltr", item_spacing=8.0, line_spacing=8.0,
                    justify="start", align_items="start", align_content="start", max_lines=0,
                    max_items_per_line=0, uniform_size=False, pixel_scale=0.0, line_breaking="greedy", min_lines=0)
    items = [(30.5, 10), (12, 31), (44, 7), (9, 9), (60, 12), (25.25, 18)]
    with FlowLayout() as implicit, FlowLayout() as spelled_out:
        spelled_out.configure(**explicit)
        assert spelled_out.options == implicit.options
        for bounds in [(100, None), (70, 200), (None, None)]:
            assert frames_of(spelled_out.arrange(items, *bounds)) == frames_of(implicit.arrange(items, *bounds))
