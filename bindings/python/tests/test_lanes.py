"""Requirement: lanes (masonry, CSS ``display: grid-lanes``) through the Python binding: the
``lanes``/``lane_tolerance`` options, the ``lane_spans`` input, ``result.lanes`` and
``lane_of_item``, checked against a placement computed here from the rules (each item goes to
the lane - or run of ``span`` lanes - whose stack ends first; of those ending within the
tolerance of it, the first found searching from the lane after the last item placed, wrapping
around), and bad input refused naming the Python argument, changing nothing."""

from __future__ import annotations

import json
import math
import random
import struct
from pathlib import Path
from typing import List, Optional, Sequence, Tuple

import pytest

import flowlayout
from flowlayout import FlowLayout, FlowLayoutError, InvalidArgumentError, ItemFlags, Lane, Status

EPSILON = 1 / 16  # lanes are laid out on a 1/64-point grid, as browsers do


def expected_placement(heights: Sequence[float], width: float, count: int, min_length: float, gap: float,
                       line_gap: float, tolerance: float, spans: Optional[Sequence[int]] = None,
                       hidden: Sequence[int] = ()) -> Tuple[List[Tuple[float, float, float, float]], List[Lane]]:
    """Frames (LTR column lanes, items stretched across their lanes) and lanes by the rules."""
    # Lengths across are laid out on a grid of 1/64 point, as browsers lay lanes out (in units):
    # the free space is shared as among CSS 1fr tracks, a float share fr, lane t ending floor(t * fr)
    # units into it (so lanes may differ by a unit); a lane held at its auto-fill minimum is m long.
    width_units, gap_units, min_units = (math.trunc(v * 64) for v in (width, gap, min_length))
    if count == 0:
        count = max(1, (width_units + gap_units) // (max(1, min_units) + gap_units))
    free = max(0, width_units - gap_units * (count - 1))
    share = struct.unpack("f", struct.pack("f", free / 64 / count))[0] * 64
    held = free < min_units * count  # one lane of m > width overflows

    def offset(lane: int) -> float:
        return (lane * (min_units + gap_units) if held else lane * gap_units + math.floor(share * lane)) / 64

    gap = gap_units / 64
    ends = [0.0] * count  # where the next item of each lane would start
    extents = [0.0] * count
    items = [0] * count
    frames = []
    cursor = 0  # the search for a lane starts after the last item placed, then wraps around
    for index, height in enumerate(heights):
        if index in hidden:
            frames.append((0.0, 0.0, 0.0, 0.0))
            continue
        span = min(spans[index] if spans else 1, count)
        starts = [max(ends[first:first + span]) for first in range(count - span + 1)]
        lowest = min(starts)
        origin = cursor if cursor <= count - span else 0
        order = [*range(origin, count - span + 1), *range(origin)]
        first = next(lane for lane in order if starts[lane] <= lowest + tolerance)
        cursor = first + span
        top = starts[first]
        frames.append((offset(first), top, offset(first + span) - gap - offset(first), height))
        for lane in range(first, first + span):
            ends[lane] = top + height + line_gap
            extents[lane] = top + height
            items[lane] += 1
    lanes = [Lane(offset(lane), offset(lane + 1) - gap - offset(lane), extents[lane], items[lane]) for lane in range(count)]
    return frames, lanes


def assert_close(actual: Sequence[Sequence[float]], expected: Sequence[Sequence[float]]) -> None:
    assert len(actual) == len(expected)
    for index, (got, want) in enumerate(zip(actual, expected)):
        assert all(abs(a - b) < EPSILON for a, b in zip(got, want)), f"item {index}: {tuple(got)} != {tuple(want)}"


@pytest.mark.parametrize("seed", range(12))
def test_items_go_to_the_lane_that_ends_first(seed, packing):
    rng = random.Random(seed)
    count = rng.randint(1, 6)
    gap, line_gap, tolerance = rng.choice([0, 4, 10]), rng.choice([0, 6]), rng.choice([0.0, 16.0, 40.0])
    heights = [float(rng.randint(10, 120)) for _ in range(rng.randint(0, 40))]
    width = rng.uniform(200, 900)
    with FlowLayout(lanes=count, item_spacing=gap, line_spacing=line_gap, lane_tolerance=tolerance) as layout:
        result = layout.arrange([(10, h) for h in heights], width=width)
    frames, lanes = expected_placement(heights, width, count, 0, gap, line_gap, tolerance)
    assert_close(result.frames, frames)
    assert_close(result.lanes, lanes)
    assert [lane.item_count for lane in result.lanes] == [lane.item_count for lane in lanes]
    assert len(result.lines) == 0
    across = len(lanes) * lanes[0].length + (len(lanes) - 1) * gap
    assert result.content_size.width == pytest.approx(across, abs=EPSILON) and across <= width
    assert result.content_size.height == pytest.approx(max((lane.extent for lane in lanes), default=0), abs=EPSILON)


@pytest.mark.parametrize("width,min_length", [(800, 180), (1000, 180), (179, 180), (370, 180), (1234.5, 96)])
def test_auto_fill_makes_as_many_lanes_of_at_least_the_minimum_as_fit(width, min_length):
    gap = 10
    with FlowLayout(lanes=(0, min_length), item_spacing=gap) as layout:
        result = layout.arrange([(10, 50)] * 7, width=width)
    fit = max(1, math.floor((width + gap) / (min_length + gap)))
    assert len(result.lanes) == fit
    assert all(lane.length >= min_length - EPSILON for lane in result.lanes)
    frames, lanes = expected_placement([50] * 7, width, 0, min_length, gap, 8, 16)
    assert_close(result.frames, frames)
    assert_close(result.lanes, lanes)


def test_the_tolerance_decides_between_lanes_that_end_close_together():
    heights = [50, 44, 30]  # the third item: lane 0 ends at 58, lane 1 at 52
    for tolerance, lane in [(0, 1), (5, 1), (6, 0), (16, 0)]:
        with FlowLayout(lanes=2, lane_tolerance=tolerance, item_spacing=0) as layout:
            layout.arrange([(0, h) for h in heights], width=200)
            assert layout.lane_of_item(2) == (lane, 1), f"tolerance {tolerance}"
            assert layout.lane_tolerance == tolerance


def test_spanning_items_cover_several_lanes_and_a_span_past_the_count_is_clamped():
    heights = [60, 20, 30, 10, 25, 40]
    spans = [1, 1, 1, 2, 9, 1]
    with FlowLayout(lanes=3, item_spacing=10, line_spacing=10) as layout:
        result = layout.arrange([(5, h) for h in heights], width=320, lane_spans=spans)
        frames, lanes = expected_placement(heights, 320, 3, 0, 10, 10, 16, spans)
        assert_close(result.frames, frames)
        assert_close(result.lanes, lanes)
        assert layout.lane_of_item(4) == (0, 3)  # clamped to the three lanes
        assert layout.lane_of_item(3)[1] == 2
        # Set apart from an arrange, and kept by an arrange without sizes.
        layout.set_item_lane_span(None)
        plain = layout.arrange(width=320)
        assert all(layout.lane_of_item(i)[1] == 1 for i in range(len(heights)))
        layout.set_item_lane_span(spans)
        assert_close(layout.arrange(width=320).frames, frames)
        assert plain.frames != result.frames


def test_right_to_left_puts_lane_zero_on_the_right():
    heights = [30, 50, 20, 40]
    with FlowLayout(lanes=3, direction="rtl", item_spacing=10, padding=(0, 7, 0, 3)) as layout:
        result = layout.arrange([(0, h) for h in heights], width=330)
    frames, lanes = expected_placement(heights, 320, 3, 0, 10, 8, 16)
    mirrored = [(330 - 7 - x - w, y, w, h) for x, y, w, h in frames]
    assert_close(result.frames, mirrored)
    offsets = [lane.offset for lane in result.lanes]
    assert offsets == sorted(offsets, reverse=True)  # lane 0 rightmost
    assert_close([(lane.offset,) for lane in result.lanes], [(330 - 7 - l.offset - l.length,) for l in lanes])


def test_vertical_axis_makes_row_lanes_that_stack_rightwards():
    widths = [30, 50, 20, 40, 10]
    with FlowLayout(lanes=2, axis="vertical", item_spacing=6, line_spacing=4, padding=5) as layout:
        result = layout.arrange([(w, 0) for w in widths], height=110)
    frames, lanes = expected_placement(widths, 100, 2, 0, 6, 4, 16)
    assert_close(result.frames, [(5 + y, 5 + x, h, w) for x, y, w, h in frames])
    assert_close([(l.offset, l.length, l.extent) for l in result.lanes],
                 [(5 + l.offset, l.length, l.extent) for l in lanes])


def test_hidden_items_take_no_lane():
    heights = [30, 50, 20, 40]
    with FlowLayout(lanes=2, item_spacing=0, line_spacing=0) as layout:
        result = layout.arrange([(0, h) for h in heights], width=100, flags=[0, ItemFlags.HIDDEN, 0, 0])
        assert layout.lane_of_item(1) is None
        frames, lanes = expected_placement(heights, 100, 2, 0, 0, 0, 16, hidden=[1])
        assert_close(result.frames, frames)
        assert sum(lane.item_count for lane in result.lanes) == 3


def test_the_measure_callback_is_asked_with_the_lane_length_and_its_height_is_used():
    aspects = [1.5, 0.75, 1.0, 2.0, 0.5]
    asked = []

    def measure(index, width, height):
        asked.append((index, width, height))
        if width is None:
            return (300.0, 300.0 / aspects[index])
        return (width, width / aspects[index])

    with FlowLayout(lanes=(0, 90), item_spacing=10, line_spacing=10) as layout:
        layout.set_measure(len(aspects), measure)
        result = layout.arrange(width=300)
    lanes = result.lanes
    assert len(lanes) == 3
    lengths = {lane.length for lane in lanes}  # equal shares, to a 1/64-point unit
    assert all(width in lengths and height is None for _, width, height in asked if width is not None)
    for index, ((x, y, w, h), aspect) in enumerate(zip(result.frames, aspects)):
        assert (index, w, None) in asked  # asked with the width of the lane it went to
        # The answer's height is kept on the 1/64-point grid of lengths along the lanes too.
        assert w in lengths and abs(h - w / aspect) <= 1 / 64
    frames, _ = expected_placement([f[3] for f in result.frames], 300, 0, 90, 10, 10, 16)
    assert_close(result.frames, frames)


def test_lanes_off_gives_lines_and_no_lanes(layout):
    result = layout.arrange([(40, 20)] * 3, width=100)
    assert result.lanes == () and len(result.lines) == 2
    assert layout.lane_of_item(0) is None
    layout.lanes = 2
    assert len(layout.arrange(width=100).lanes) == 2
    layout.lanes = None
    assert layout.arrange(width=100).lanes == () and layout.lanes is None


def test_results_are_snapshots_and_options_read_back():
    with FlowLayout(lanes=3) as layout:
        assert layout.lanes == (3, 0.0) and layout.lane_tolerance == 16.0
        first = layout.arrange([(0, 10)] * 4, width=300)
        layout.lanes = (0, 50)
        assert layout.lanes == (0, 50.0)
        second = layout.arrange([(0, 10)] * 4, width=300)
        assert len(first.lanes) == 3 and len(second.lanes) == 5
        assert layout.options["lanes"] == (0, 50.0)
        for off in (0, (0, 0), None):
            layout.lanes = off
            assert layout.lanes is None
        with FlowLayout(**layout.options) as copy:
            assert copy.options == layout.options


@pytest.mark.parametrize("value,kind,match", [
    (-1, ValueError, "lanes: -1 is outside"),
    (2 ** 32, ValueError, "lanes: 4294967296 is outside"),
    ("3", TypeError, "lanes: expected a lane count"),
    (2.5, TypeError, "lanes: expected an int"),
    (True, TypeError, "lanes: expected an int"),
    ((1, 2, 3), ValueError, r"lanes: expected \(count, min_lane_length\), got 3 values"),
    ((0, "a"), TypeError, "lanes: expected a number"),
    ((0, math.nan), InvalidArgumentError, "^lanes: "),
    ((0, -5), InvalidArgumentError, "^lanes: "),
    ((0, math.inf), InvalidArgumentError, "^lanes: "),
    ((0, 1e30), InvalidArgumentError, "^lanes: "),
    (70000, InvalidArgumentError, "^lanes: "),
])
def test_bad_lanes_are_refused_naming_the_option_and_change_nothing(value, kind, match):
    with FlowLayout(lanes=2, item_spacing=0) as layout:
        before = layout.arrange([(0, 10), (0, 20), (0, 5)], width=100)
        with pytest.raises(kind, match=match):
            layout.lanes = value
        assert layout.lanes == (2, 0.0)
        after = layout.arrange(width=100)
        assert after.frames == before.frames and after.lanes == before.lanes
        with pytest.raises(kind, match=match):
            FlowLayout(lanes=value)


@pytest.mark.parametrize("value,kind", [(-1, InvalidArgumentError), (math.nan, InvalidArgumentError),
                                        (math.inf, InvalidArgumentError), ("16", TypeError)])
def test_bad_tolerances_are_refused_naming_the_option(value, kind):
    with FlowLayout(lanes=2, lane_tolerance=3) as layout:
        with pytest.raises(kind, match="^lane_tolerance: "):
            layout.lane_tolerance = value
        assert layout.lane_tolerance == 3


def test_the_bound_across_the_lanes_must_be_given_and_its_absence_is_named():
    with FlowLayout(lanes=3) as columns, FlowLayout(lanes=2, axis="vertical") as rows:
        before = columns.arrange([(0, 10)] * 3, width=300)
        for call in (lambda: columns.arrange([(0, 10)] * 3), lambda: columns.arrange(None, height=50),
                     lambda: columns.arrange([(0, 10)] * 3, math.inf), lambda: columns.size_that_fits(),
                     lambda: columns.arrange([(0, 10)] * 3, flags=[0, 0, 0]),
                     lambda: columns.arrange_into([(0, 10)] * 3, height=40)):
            with pytest.raises(InvalidArgumentError, match="^width must be given in lanes mode"):
                call()
        assert columns.result.frames == before.frames
        with pytest.raises(InvalidArgumentError, match="^height must be given in lanes mode"):
            rows.arrange([(10, 0)] * 2, width=100)
        assert len(rows.arrange([(10, 0)] * 2, height=100).lanes) == 2


def test_bad_lane_spans_are_refused_naming_the_argument_and_change_nothing():
    with FlowLayout(lanes=3, item_spacing=0) as layout:
        sizes = [(0, 10), (0, 20), (0, 30)]
        before = layout.arrange(sizes, width=300, lane_spans=[1, 2, 1])
        with pytest.raises(InvalidArgumentError, match=r"^lane_spans\[1\]: "):
            layout.arrange(sizes, width=300, lane_spans=[1, 0, 1])
        with pytest.raises(InvalidArgumentError, match=r"^lane_spans: "):
            layout.set_item_lane_span([1, 1])  # two spans for three items
        with pytest.raises(TypeError, match=r"^lane_spans\[2\]: expected an int"):
            layout.set_item_lane_span([1, 1, 1.5])
        with pytest.raises(ValueError, match=r"^lane_spans\[0\]: -1 does not fit"):
            layout.set_item_lane_span([-1, 1, 1])
        with pytest.raises(TypeError, match="^lane_spans: expected a sequence of ints"):
            layout.set_item_lane_span("123")
        assert layout.arrange(width=300).frames == before.frames
        assert layout.lane_of_item(1) == before_lane_of(before, 1)


def before_lane_of(result: flowlayout.LayoutResult, index: int) -> Tuple[int, int]:
    """(lane, span) of item ``index`` read from its frame and the result's lanes."""
    x, _, width, _ = result.frames[index]
    covered = [n for n, lane in enumerate(result.lanes) if lane.offset >= x - EPSILON
               and lane.offset + lane.length <= x + width + EPSILON]
    return covered[0], len(covered)


def test_numpy_lane_spans_are_taken_as_unsigned_ints():
    numpy = pytest.importorskip("numpy")
    with FlowLayout(lanes=3) as layout:
        layout.arrange([(0, 10)] * 3, width=300, lane_spans=numpy.array([3, 1, 2], dtype=numpy.int64))
        assert [layout.lane_of_item(i)[1] for i in range(3)] == [3, 1, 2]
        with pytest.raises(TypeError, match="lane_spans: expected an array of integers"):
            layout.set_item_lane_span(numpy.array([1.0, 2.0, 1.0]))
        with pytest.raises(ValueError, match=r"lane_spans\[1\]: -2 does not fit"):
            layout.set_item_lane_span(numpy.array([1, -2, 1]))


def test_lane_of_item_refuses_a_bad_index_and_an_unarranged_layout():
    with FlowLayout(lanes=2) as layout:
        with pytest.raises(FlowLayoutError) as refused:
            layout.lane_of_item(0)
        assert refused.value.status == Status.NOT_ARRANGED
        layout.arrange([(0, 10)] * 2, width=100)
        with pytest.raises(InvalidArgumentError, match="^index: 2 is out of range for the 2 items"):
            layout.lane_of_item(2)
        with pytest.raises(ValueError, match="^index: -1 is outside"):
            layout.lane_of_item(-1)
        with pytest.raises(TypeError, match="^index: expected an int"):
            layout.lane_of_item("0")
    with pytest.raises(FlowLayoutError, match="closed"):
        layout.lane_of_item(0)


def test_item_at_and_neighbor_work_over_lanes():
    heights = [30, 50, 20, 40]
    with FlowLayout(lanes=2, item_spacing=10, line_spacing=10) as layout:
        result = layout.arrange([(0, h) for h in heights], width=210)
        for index, (x, y, w, h) in enumerate(result.frames):
            assert layout.item_at(x + w / 2, y + h / 2) == index
        assert layout.neighbor(0, "right") == 1 and layout.neighbor(1, "left") == 0


def test_every_arrange_path_reads_the_lanes():
    # The natural list call, the one-call path with per-item keywords, the general path (lane
    # spans) and a tuple: the same frames and the same lanes, whichever path took the call.
    heights = [30, 50, 20, 40, 10, 60, 25]
    sizes = [(0, h) for h in heights]
    with FlowLayout(lanes=3, item_spacing=4, line_spacing=6) as layout:
        reference = layout.arrange(sizes, width=200, lane_spans=[1] * len(sizes))
        assert len(reference.lanes) == 3 and sum(lane.item_count for lane in reference.lanes) == len(sizes)
        for keywords in ({}, {"grow": [0.0] * len(sizes)}, {"flags": [0] * len(sizes)}, {"shrink": [0.0] * len(sizes)}):
            for given in (sizes, tuple(sizes)):
                result = layout.arrange(given, width=200, **keywords)
                assert result.lanes == reference.lanes, keywords
                assert list(result.frames) == list(reference.frames), keywords


CORPUS = Path(__file__).resolve().parents[3] / "Tests" / "conformance" / "chromium-lanes.json"


def units(value: float) -> float:
    """Chromium's value for a CSS length: rounded toward zero to 1/64 px."""
    return math.trunc(value * 64) / 64


def corpus_differences(case: dict) -> List[str]:
    """Lays one corpus case out through the Python binding as the corpus's mapping says; the
    differences from the boxes Chromium drew (more than 1/16 px)."""
    given = case["input"]
    columns = given["lanes_axis"] == "columns"
    kids = given["children"]
    count = given["count"]
    options = dict(
        axis="horizontal" if columns else "vertical", direction=given["direction"],
        lanes=count if count > 0 else (0, units(given["min_lane_length"])),
        lane_tolerance=16.0 if given["tolerance"] is None else units(given["tolerance"]),
        item_spacing=units(given["column_gap"] if columns else given["row_gap"]),
        line_spacing=units(given["row_gap"] if columns else given["column_gap"]),
        padding=tuple(units(v) for v in (given["padding"] or (0, 0, 0, 0))))
    sizes = [(0.0, 0.0) if k["aspect_ratio"] else (units(k["width"]), units(k["height"])) for k in kids]
    flags = [(ItemFlags.HIDDEN if k["hidden"] else 0) | (ItemFlags.NO_STRETCH if k["no_stretch"] else 0) for k in kids]
    spans = [k["span"] or 1 for k in kids]
    keywords = {"flags": flags} if any(flags) else {}
    if any(s != 1 for s in spans):
        keywords["lane_spans"] = spans
    width = None if given["width"] is None else units(given["width"])
    height = None if given["height"] is None else units(given["height"])
    with FlowLayout(**options) as layout:
        if any(k["aspect_ratio"] for k in kids):
            def measure(index, across_width, across_height):
                # A measured item, asked with its area's length across the lanes, keeps its ratio.
                ratio = kids[index]["aspect_ratio"]
                if not ratio:
                    return sizes[index]
                if columns:
                    return (across_width or 0.0, (across_width or 0.0) / ratio)
                return ((across_height or 0.0) * ratio, across_height or 0.0)
            layout.set_measure(len(kids), measure)
            result = layout.arrange(width=width, height=height, **keywords)
        else:
            result = layout.arrange(sizes, width=width, height=height, **keywords)
    want = case["output"]
    problems = []
    if abs(result.size.width - want["width"]) > EPSILON or abs(result.size.height - want["height"]) > EPSILON:
        problems.append(f"container {tuple(result.size)}, Chromium {want['width']}x{want['height']}")
    for index, (got, box) in enumerate(zip(result.frames, want["children"])):
        expected = (box["x"], box["y"], box["width"], box["height"])
        if any(abs(a - b) > EPSILON for a, b in zip(got, expected)):
            problems.append(f"item {index} at {tuple(got)}, Chromium {expected}")
    return problems


def test_chromium_lanes_corpus_through_the_python_binding():
    # Every case of Chromium's own grid-lanes layouts (Tests/conformance/chromium-lanes.json) but
    # spans over the lane count, which the engine clamps where Chromium adds implicit lanes (a
    # documented difference), within 1/16 px.
    cases = json.loads(CORPUS.read_text())["cases"]
    compared = [case for case in cases if "span-over-count" not in case["tags"]]
    assert len(compared) >= 1000
    failures = [f"{case['id']}: {'; '.join(problems[:3])}" for case in compared
                for problems in [corpus_differences(case)] if problems]
    assert not failures, f"{len(failures)} of {len(compared)} cases differ:\n" + "\n".join(failures[:20])
