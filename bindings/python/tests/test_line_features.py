"""Requirements for the line features through the Python keywords: pretty breaking,
justify_last, scale fill, separators and the "+N more" overflow indicator (frames computed by
hand; see "LINE FEATURES" in flowlayout.h)."""

from __future__ import annotations

import pytest

from flowlayout import FlowLayout, FlowLayoutError, Justify, LineBreaking, LineFill, Rect, first_fitting


def starts(result):
    return [line.first_item for line in result.lines]


def test_pretty_evens_every_line_but_the_last():
    squares = [(10, 10)] * 21
    for mode, expected in (("greedy", [0, 10, 20]), ("balance", [0, 7, 14]), ("pretty", [0, 9, 18])):
        with FlowLayout(item_spacing=0, line_spacing=0, line_breaking=mode) as layout:
            assert starts(layout.arrange(squares, 100)) == expected, mode
    assert FlowLayout(line_breaking="pretty").line_breaking is LineBreaking.PRETTY


def test_justify_last_takes_the_last_and_forced_lines():
    with FlowLayout(item_spacing=10, justify="space-between", justify_last="end") as layout:
        result = layout.arrange([(30, 10)] * 3, 100)
        assert [x for x, y, w, h in result.frames] == [0, 70, 70]
        assert layout.justify_last is Justify.END
        layout.justify_last = None
        assert [x for x, y, w, h in layout.arrange([(30, 10)] * 3, 100).frames] == [0, 70, 0]
        layout.justify_last = "auto"
        assert layout.justify_last is None
    with pytest.raises(ValueError, match="justify_last"):
        FlowLayout(justify_last="sideways")


def test_scale_fill_fills_each_line_and_keeps_aspect_ratios():
    with FlowLayout(item_spacing=10, line_fill="scale") as layout:
        result = layout.arrange([(30, 20), (50, 20), (40, 40), (20, 10)], 100)
        assert list(result.frames) == [(0, 0, 33.75, 22.5), (43.75, 0, 56.25, 22.5), (0, 30.5, 60, 60),
                                       (70, 30.5, 30, 15)]
        layout.max_scale = 1.4  # the second line would scale by 1.5: left alone
        assert layout.arrange([(30, 20), (50, 20), (40, 40), (20, 10)], 100).frames[2] == (0, 30.5, 40, 40)
        assert layout.line_fill is LineFill.SCALE and layout.max_scale == 1.4
    with pytest.raises(ValueError, match="line_fill"):
        FlowLayout(line_fill="stretch")


def test_separators_sit_in_the_gaps_and_not_at_line_ends():
    with FlowLayout(item_spacing=5, separator=(4, 2)) as layout:
        result = layout.arrange([(20, 10)] * 3, 200)
        assert [frame.x for frame in result.rects()] == [0, 34, 68]
        assert result.separators == (Rect(25, 4, 4, 2), Rect(59, 4, 4, 2))
        wrapped = layout.arrange([(20, 10)] * 3, 60)
        assert wrapped.separators == (Rect(25, 4, 4, 2),)
        assert result.separators == (Rect(25, 4, 4, 2), Rect(59, 4, 4, 2))  # a snapshot
        layout.separator = None
        assert layout.arrange([(20, 10)] * 3, 200).separators == ()
    with pytest.raises(TypeError, match="separator"):
        FlowLayout(separator=4)
    with pytest.raises(FlowLayoutError, match="separator"):
        FlowLayout(separator=(-1, 2))


def test_the_overflow_indicator_keeps_the_largest_prefix_that_leaves_room():
    asked = []

    def more(hidden):
        asked.append(hidden)
        return (30 if hidden < 7 else 20, 10)

    chips = [(30, 10)] * 10
    with FlowLayout(item_spacing=10, max_lines=2, overflow_indicator=more) as layout:
        result = layout.arrange(chips, 100)  # 6 hidden: 30 wide, too wide; 7 hidden: 20 wide, fits
        assert result.visible_count == 3 and asked == [6, 7]
        assert result.overflow_frame == Rect(40, 18, 20, 10)
        assert result.frames[3] == (0, 0, 0, 0)
        everything = layout.arrange(chips[:4], 100)
        assert everything.overflow_frame is None and everything.visible_count == 4
        general = layout.arrange(chips, 100, grow=[0] * 10)  # the general path reads it too
        assert general.overflow_frame == Rect(40, 18, 20, 10)


def test_an_indicator_that_raises_fails_the_arrange_and_says_so():
    def broken(hidden):
        raise KeyError("no label")

    with FlowLayout(max_lines=1, overflow_indicator=broken) as layout:
        with pytest.raises(FlowLayoutError, match="overflow indicator raised KeyError") as caught:
            layout.arrange([(60, 10)] * 5, 100)
        assert isinstance(caught.value.__cause__, KeyError)
        layout.overflow_indicator = lambda hidden: (float("nan"), 1)
        with pytest.raises(FlowLayoutError, match="overflow indicator"):
            layout.arrange([(60, 10)] * 5, 100)
        layout.overflow_indicator = None
        assert layout.arrange([(60, 10)] * 5, 100).visible_count == 1
    with pytest.raises(TypeError, match="overflow_indicator"):
        FlowLayout(overflow_indicator=3)


ENTRY_POINTS = {
    "arrange": lambda layout, chips: layout.arrange(chips, 100),
    "arrange with inputs": lambda layout, chips: layout.arrange(chips, 100, grow=[0] * len(chips)),
    "arrange_into": lambda layout, chips: layout.arrange_into(chips, 100),
    "arrange_staged": lambda layout, chips: _staged(layout, chips),
    "size_that_fits": lambda layout, chips: (layout.set_items(chips), layout.size_that_fits(100)),
    "first_fitting": lambda layout, chips: (layout.set_items(chips), first_fitting([layout], 100)),
}


def _staged(layout, chips):
    layout.staging(len(chips)).sizes = chips
    return layout.arrange_staged(100)


@pytest.mark.parametrize("entry", ENTRY_POINTS)
def test_every_call_reports_an_indicator_that_raised_once_and_then_recovers(entry):
    calls = []

    def fails_once(hidden):
        calls.append(hidden)
        if len(calls) == 1:
            raise KeyError("no label")
        return (30, 10)

    with FlowLayout(max_lines=1, overflow_indicator=fails_once) as layout:
        with pytest.raises(FlowLayoutError, match="overflow indicator raised KeyError") as caught:
            ENTRY_POINTS[entry](layout, [(40, 10)] * 10)
        assert isinstance(caught.value.__cause__, KeyError)
        ENTRY_POINTS[entry](layout, [(40, 10)] * 10)  # the exception is not left behind to fail later calls
        assert len(calls) > 1


def test_options_round_trip_through_configure():
    with FlowLayout(line_breaking="pretty", justify_last="start", line_fill="scale", max_scale=2,
                    separator=(1, 1)) as layout:
        again = FlowLayout(**layout.options)
        assert again.options == layout.options


@pytest.mark.parametrize("auto", [None, "auto", -1])
def test_justify_last_auto_is_none_its_name_or_the_c_value(auto):
    with FlowLayout(justify="center", justify_last="end") as layout:
        layout.justify_last = auto
        assert layout.justify_last is None
        assert layout.arrange([(40, 10)] * 3, 100).frames[2].x == 30  # centred as the other lines
