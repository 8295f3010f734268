"""Requirement: every C capability of the embedding API is a FlowLayout method answering what the C
call answers (SPEC 15, SPEC 9): item_at, line_of_item and lines_in_range against the C functions
called through ctypes and against a brute-force scan of the frames and lines; set_item_size against
set_items; set_measure(..., baselines=True) against set_item_baselines. Bad inputs raise the
package's exceptions, naming the argument, and change nothing; a closed layout says "closed".

Random layouts are made from a seed, which each test's id shows."""

from __future__ import annotations

import ctypes
import math
import random
import struct

import numpy
import pytest

import flowlayout
from flowlayout import FlowLayout, FlowLayoutError, InvalidArgumentError, ItemFlags, Status

from helpers import frames_of

SIZE_MAX = 2 ** (8 * ctypes.sizeof(ctypes.c_size_t)) - 1
f32 = numpy.float32
SEEDS = range(1, 13)


# ---------------------------------------------------------------------------------------------
# The C calls, declared here on their own (not through the package's table), for comparison.

def c_library() -> ctypes.CDLL:
    dll = ctypes.CDLL(flowlayout.library().path)
    dll.flow_layout_item_at.argtypes = [ctypes.c_void_p, ctypes.c_float, ctypes.c_float,
                                        ctypes.POINTER(ctypes.c_size_t)]
    dll.flow_layout_line_of_item.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.POINTER(ctypes.c_size_t)]
    dll.flow_layout_lines_in_range.argtypes = [ctypes.c_void_p, ctypes.c_float, ctypes.c_float,
                                               ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(ctypes.c_size_t)]
    for name in ("flow_layout_item_at", "flow_layout_line_of_item", "flow_layout_lines_in_range"):
        getattr(dll, name).restype = ctypes.c_int
    return dll


C = c_library()


def c_item_at(layout: FlowLayout, x: float, y: float):
    out = ctypes.c_size_t(12345)
    status = C.flow_layout_item_at(layout._handle, x, y, ctypes.byref(out))
    return status, (None if out.value == SIZE_MAX else out.value)


def c_line_of_item(layout: FlowLayout, index: int):
    out = ctypes.c_size_t(12345)
    status = C.flow_layout_line_of_item(layout._handle, index, ctypes.byref(out))
    return status, (None if out.value == SIZE_MAX else out.value)


def c_lines_in_range(layout: FlowLayout, start: float, end: float):
    first, count = ctypes.c_size_t(), ctypes.c_size_t()
    status = C.flow_layout_lines_in_range(layout._handle, start, end, ctypes.byref(first), ctypes.byref(count))
    return status, range(first.value, first.value + count.value)


# ---------------------------------------------------------------------------------------------
# Random layouts.

OPTIONS = [
    {},
    {"direction": "rtl"},
    {"axis": "vertical"},
    {"wrap": "wrap-reverse", "justify": "space-between"},
    {"max_lines": 2},
    {"align_items": "center", "align_content": "space-around"},
    {"pixel_scale": 2.0, "justify": "center"},
    {"reverse": True, "padding": 3},
]


def random_layout(seed: int):
    """(options, sizes, flags, width, height) for a random layout; some items hidden, some empty."""
    generator = random.Random(seed)
    count = generator.randint(0, 40)
    sizes = [(float(generator.randint(0, 60)), float(generator.randint(0, 30))) for _ in range(count)]
    flags = [ItemFlags.HIDDEN if generator.random() < 0.1 else 0 for _ in range(count)]
    options = dict(OPTIONS[seed % len(OPTIONS)], item_spacing=generator.choice([0, 4, 7.5]),
                   line_spacing=generator.choice([0, 5]))
    width = float(generator.randint(60, 240))
    return options, sizes, flags, width


def arranged(seed: int) -> FlowLayout:
    options, sizes, flags, width = random_layout(seed)
    layout = FlowLayout(**options)
    if options.get("axis") == "vertical":
        layout.arrange(sizes, None, width, flags=flags)
    else:
        layout.arrange(sizes, width, flags=flags)
    return layout


def probe_points(layout: FlowLayout, seed: int):
    """Points on every frame's edges and inside it, between frames and outside the container."""
    result = layout.result
    xs = {f32(0), f32(-1), f32(result.size.width), f32(result.size.width + 1)}
    ys = {f32(0), f32(-1), f32(result.size.height), f32(result.size.height + 1)}
    for x, y, w, h in result.frames:
        xs.update({f32(x), f32(x) + f32(w), f32(x + w / 2), numpy.nextafter(f32(x), f32(-1e9))})
        ys.update({f32(y), f32(y) + f32(h), f32(y + h / 2), numpy.nextafter(f32(y), f32(-1e9))})
    generator = random.Random(seed)
    xs_list, ys_list = sorted(xs), sorted(ys)
    points = [(x, y) for x in xs_list for y in ys_list]
    if len(points) > 3000:
        points = generator.sample(points, 3000)
    return [(float(x), float(y)) for x, y in points]


def brute_item_at(result, x: float, y: float):
    """The first item, in index order, whose frame contains (x, y), half-open, in float32."""
    for index, (fx, fy, fw, fh) in enumerate(result.frames):
        if f32(fx) <= f32(x) < f32(fx) + f32(fw) and f32(fy) <= f32(y) < f32(fy) + f32(fh):
            return index
    return None


def brute_line_of_item(result, flags, index: int):
    if flags[index] & ItemFlags.HIDDEN:
        return None
    for number, line in enumerate(result.lines):
        if line.first_item <= index < line.first_item + line.item_count:
            return number
    return None


def brute_lines_in_range(result, vertical: bool, start: float, end: float) -> range:
    """From the first line whose [cross_offset, cross_offset + cross_size) meets [start, end) to the last."""
    meeting = [number for number, line in enumerate(result.lines)
               if f32(line.cross_offset) < f32(end) and f32(start) < f32(line.cross_offset) + f32(line.cross_size)
               and f32(start) < f32(end)]
    return range(meeting[0], meeting[-1] + 1) if meeting else range(0, 0)


# ---------------------------------------------------------------------------------------------
# The table

EMBEDDING = {"flow_layout_item_at": "item_at", "flow_layout_line_of_item": "line_of_item",
             "flow_layout_lines_in_range": "lines_in_range", "flow_layout_set_item_size": "set_item_size",
             "flow_layout_set_measure_ex": "set_measure"}


@pytest.mark.parametrize("function", sorted(EMBEDDING))
def test_each_embedding_function_is_declared_once_and_is_a_method(function):
    from flowlayout import _library

    names = [entry[0] for entry in (*_library.FUNCTIONS, *_library.OPTIONAL_FUNCTIONS)]
    assert names.count(function) == 1
    assert callable(getattr(FlowLayout, EMBEDDING[function]))


# ---------------------------------------------------------------------------------------------
# item_at

@pytest.mark.parametrize("seed", SEEDS)
def test_item_at_answers_what_the_c_call_answers_and_what_a_scan_of_the_frames_finds(seed):
    with arranged(seed) as layout:
        result = layout.result
        for x, y in probe_points(layout, seed):
            found = layout.item_at(x, y)
            assert (0, found) == c_item_at(layout, x, y), (seed, x, y)
            assert found == brute_item_at(result, x, y), (seed, x, y)


def test_item_at_takes_ints_floats_and_numpy_scalars():
    with FlowLayout(item_spacing=10) as layout:
        layout.arrange([(40, 20), (40, 20)], width=200)
        assert layout.item_at(50, 0) == layout.item_at(50.0, 0.0) == layout.item_at(f32(50), numpy.int64(0)) == 1
        assert layout.item_at(-math.inf, 0) is None and layout.item_at(math.inf, math.inf) is None


def test_item_at_with_overlapping_frames_gives_the_first_item():
    with FlowLayout(item_spacing=0) as layout:
        result = layout.arrange([(40, 20), (40, 20)], width=200, margins=[(0, 0, 0, 0), (0, 0, 0, -30)])
        assert result.frames[1].x == 10
        assert layout.item_at(15, 5) == 0 == brute_item_at(result, 15, 5)
        assert layout.item_at(45, 5) == 1


# ---------------------------------------------------------------------------------------------
# line_of_item

@pytest.mark.parametrize("seed", SEEDS)
def test_line_of_item_answers_what_the_c_call_answers_and_what_the_lines_say(seed):
    options, sizes, flags, width = random_layout(seed)
    with arranged(seed) as layout:
        result = layout.result
        for index in range(len(sizes)):
            line = layout.line_of_item(index)
            assert (0, line) == c_line_of_item(layout, index), (seed, index)
            assert line == brute_line_of_item(result, flags, index), (seed, index)


def test_line_of_item_is_none_for_hidden_items_and_items_past_max_lines():
    with FlowLayout(item_spacing=0, max_lines=1) as layout:
        layout.arrange([(50, 10)] * 4, width=100, flags=[0, ItemFlags.HIDDEN, 0, 0])
        assert [layout.line_of_item(index) for index in range(4)] == [0, None, 0, None]


# ---------------------------------------------------------------------------------------------
# lines_in_range

@pytest.mark.parametrize("seed", SEEDS)
def test_lines_in_range_answers_what_the_c_call_answers_and_what_a_scan_of_the_lines_finds(seed):
    options, sizes, flags, width = random_layout(seed)
    vertical = options.get("axis") == "vertical"
    with arranged(seed) as layout:
        result = layout.result
        edges = {f32(-math.inf), f32(math.inf), f32(0), f32(-5)}
        for line in result.lines:
            edges.update({f32(line.cross_offset), f32(line.cross_offset) + f32(line.cross_size),
                          f32(line.cross_offset + line.cross_size / 2)})
        edges_list = sorted(float(edge) for edge in edges)
        for start in edges_list:
            for end in edges_list:
                if start > end:
                    continue
                lines = layout.lines_in_range(start, end)
                assert isinstance(lines, range)
                assert (0, lines) == c_lines_in_range(layout, start, end), (seed, start, end)
                assert lines == brute_lines_in_range(result, vertical, start, end), (seed, start, end)


def test_lines_in_range_gives_the_lines_a_viewport_shows():
    with FlowLayout(item_spacing=0, line_spacing=10) as layout:
        layout.arrange([(50, 20)] * 10, width=100)  # lines at y = 0, 30, 60, 90, 120
        assert layout.lines_in_range(0, 30) == range(0, 1)  # y = 20...30 is the gap
        assert layout.lines_in_range(25, 61) == range(1, 3)
        assert layout.lines_in_range(50, 50) == range(0, 0)
        assert layout.lines_in_range(-math.inf, math.inf) == range(0, 5)
        assert layout.lines_in_range(500, 600) == range(0, 0)


# ---------------------------------------------------------------------------------------------
# set_item_size

def bits(result) -> bytes:
    """Every number of a result, as float32 and uint32 bits."""
    data = b"".join(struct.pack("=4f", *rect) for rect in result.frames)
    data += b"".join(struct.pack("=IIfff", *line) for line in result.lines)
    return data + struct.pack("=4fQ", *result.size, *result.content_size, result.visible_count)


@pytest.mark.parametrize("seed", SEEDS)
def test_set_item_size_then_arrange_equals_set_items_then_arrange_bit_for_bit(seed):
    options, sizes, flags, width = random_layout(seed)
    if not sizes:
        sizes, flags = [(10.0, 10.0)], [0]
    generator = random.Random(seed)
    grow = [generator.choice([None, 0, 1, 2.5]) for _ in sizes]
    vertical = options.get("axis") == "vertical"
    bounds = (None, width) if vertical else (width, None)
    with FlowLayout(**options) as edited, FlowLayout(**options) as fresh:
        edited.arrange(sizes, *bounds, flags=flags, grow=grow)
        for _ in range(3):  # edits arranged one by one, then two edits before one arrange
            for _ in range(generator.choice([1, 1, 2])):
                index = generator.randrange(len(sizes))
                sizes[index] = (float(generator.randint(0, 80)), float(generator.randint(0, 40)))
                edited.set_item_size(index, sizes[index])
            got = edited.arrange(None, *bounds)
            expected = fresh.arrange(sizes, *bounds, flags=flags, grow=grow)
            assert bits(got) == bits(expected), seed


def test_set_item_size_keeps_the_per_item_inputs():
    with FlowLayout(item_spacing=0) as layout:
        layout.arrange([(20, 10), (20, 10)], width=100, grow=[1, 0])
        layout.set_item_size(1, (30, 10))
        assert frames_of(layout.arrange(width=100)) == [(0, 0, 70, 10), (70, 0, 30, 10)]


def test_set_item_size_takes_any_pair_of_numbers():
    with FlowLayout(item_spacing=0) as layout:
        layout.set_items([(10, 10)])
        layout.set_item_size(0, [20, 5])
        layout.set_item_size(0, numpy.array([25, 6], dtype=numpy.float32))
        assert frames_of(layout.arrange(width=100)) == [(0, 0, 25, 6)]


@pytest.mark.parametrize("index, size, error, words", [
    (2, (10, 10), InvalidArgumentError, "index: 2 is out of range"),
    (-1, (10, 10), ValueError, "index"),
    (1.0, (10, 10), TypeError, "index"),
    (0, (10, -1), InvalidArgumentError, "size: "),
    (0, (math.nan, 1), InvalidArgumentError, "size: "),
    (0, (math.inf, 1), InvalidArgumentError, "size: "),
    (0, (1, 2, 3), TypeError, "size: expected a (width, height) pair"),
    (0, 5, TypeError, "size: expected a (width, height) pair"),
    (0, ("a", 1), TypeError, "size: expected a number"),
])
def test_set_item_size_refuses_bad_arguments_naming_them_and_changes_nothing(index, size, error, words):
    with FlowLayout(item_spacing=0) as layout:
        before = bits(layout.arrange([(10, 10), (20, 20)], width=100))
        with pytest.raises(error) as raised:
            layout.set_item_size(index, size)
        assert words in str(raised.value)
        assert "flow_layout" not in str(raised.value)
        assert bits(layout.result) == before
        assert bits(layout.arrange(width=100)) == before


def test_set_item_size_on_measured_items_says_to_invalidate_them():
    with FlowLayout() as layout:
        layout.set_measure(2, lambda index, width, height: (10, 10))
        with pytest.raises(InvalidArgumentError, match="invalidate_item"):
            layout.set_item_size(0, (20, 20))


# ---------------------------------------------------------------------------------------------
# set_measure(..., baselines=True)

WORDS = [(40.0, 30.0, 24.0, 24.0), (50.0, 16.0, 12.0, 13.0), (30.0, 20.0, None, None), (60.0, 24.0, 2.0, math.nan),
         (20.0, 12.0, -3.0, 30.0), (45.0, 18.0, 10.0, 16.0)]


@pytest.mark.parametrize("align", ["first-baseline", "last-baseline"])
@pytest.mark.parametrize("axis", ["horizontal", "vertical"])
def test_measured_baselines_align_as_set_item_baselines_does(align, axis):
    def measure(index, width, height):
        return WORDS[index]

    sizes = [(width, height) for width, height, _, _ in WORDS]
    first = [first for _, _, first, _ in WORDS]
    last = [last for _, _, _, last in WORDS]
    bounds = (120, None) if axis == "horizontal" else (None, 120)
    with FlowLayout(align_items=align, axis=axis) as measured, FlowLayout(align_items=align, axis=axis) as given:
        measured.set_measure(len(WORDS), measure, baselines=True)
        expected = given.arrange(sizes, *bounds, first_baselines=first, last_baselines=last)
        assert bits(measured.arrange(None, *bounds)) == bits(expected)
        # None and NaN both mean the default: the item's own set_item_baselines entry, else its edge.
        measured.set_item_baselines([5.0] * len(WORDS), [6.0] * len(WORDS))
        given.set_item_baselines([5.0 if value is None or math.isnan(value) else value for value in first],
                                 [6.0 if value is None or math.isnan(value) else value for value in last])
        assert bits(measured.arrange(None, *bounds)) == bits(given.arrange(None, *bounds))


def test_measure_with_baselines_is_asked_as_a_measure_without_them():
    asked = {False: [], True: []}

    def answer(index, width, height):
        return (min(90, width or 90), 10)

    def plain(index, width, height):
        asked[False].append((index, width, height))
        return answer(index, width, height)

    def with_baselines(index, width, height):
        asked[True].append((index, width, height))
        return (*answer(index, width, height), 8, 8)

    with FlowLayout() as a, FlowLayout() as b:
        a.set_measure(3, plain)
        b.set_measure(3, with_baselines, baselines=True)
        assert bits(a.arrange(None, 60)) == bits(b.arrange(None, 60))
    assert asked[True] == asked[False] and any(width == 60 for _, width, _ in asked[True])


def test_baselines_false_keeps_the_two_number_answers():
    with FlowLayout(align_items="first-baseline") as layout:
        layout.set_measure(1, lambda index, width, height: (10, 10), baselines=False)
        assert frames_of(layout.arrange(width=100)) == [(0, 0, 10, 10)]


def test_first_fitting_shares_answers_only_between_callbacks_of_the_same_kind():
    calls = []

    def measure(index, width, height):
        calls.append(index)
        return (30, 10, 7, 7)

    with FlowLayout(wrap="none") as row, FlowLayout() as wrapped:
        row.set_measure(4, measure, baselines=True)
        wrapped.set_measure(4, measure, baselines=True)
        assert flowlayout.first_fitting([row, wrapped], width=100) == 1
    assert sorted(set(calls)) == [0, 1, 2, 3] and len(calls) == 4  # each item measured once


@pytest.mark.parametrize("answer, words", [
    ((10, 10), "the measure callback raised ValueError"),  # two numbers where four are expected
    ((10, 10, "a", None), "the measure callback raised ValueError"),
    ((10, 10, math.inf, None), "baseline"),
])
def test_bad_answers_with_baselines_fail_the_arrange(answer, words):
    with FlowLayout() as layout:
        layout.set_measure(1, lambda index, width, height: answer, baselines=True)
        with pytest.raises(FlowLayoutError) as raised:
            layout.arrange(width=100)
        assert words in str(raised.value)
        assert raised.value.status in (Status.MEASURE, Status.INVALID_ARGUMENT)


def test_set_measure_refuses_a_baselines_flag_that_is_not_a_bool_and_keeps_the_old_callback():
    with FlowLayout(item_spacing=0) as layout:
        layout.set_measure(1, lambda index, width, height: (10, 10))
        with pytest.raises(TypeError, match="baselines"):
            layout.set_measure(2, lambda index, width, height: (20, 20, 1, 1), baselines=1)
        assert frames_of(layout.arrange(width=100)) == [(0, 0, 10, 10)]


# ---------------------------------------------------------------------------------------------
# Statuses: not arranged, bad coordinates, closed

QUERIES = {
    "item_at": lambda layout: layout.item_at(1, 1),
    "line_of_item": lambda layout: layout.line_of_item(0),
    "lines_in_range": lambda layout: layout.lines_in_range(0, 10),
}


@pytest.mark.parametrize("query", sorted(QUERIES))
def test_queries_before_an_arrange_say_not_arranged(query):
    with FlowLayout() as layout:
        layout.set_items([(10, 10)])
        with pytest.raises(FlowLayoutError) as raised:
            QUERIES[query](layout)
        assert raised.value.status == Status.NOT_ARRANGED
        assert not isinstance(raised.value, ValueError)
        assert "not been arranged" in str(raised.value) and "flow_layout" not in str(raised.value)


@pytest.mark.parametrize("call, error, words", [
    (lambda layout: layout.item_at(math.nan, 1), InvalidArgumentError, "x must not be NaN"),
    (lambda layout: layout.item_at(1, math.nan), InvalidArgumentError, "y must not be NaN"),
    (lambda layout: layout.item_at("1", 1), TypeError, "x: expected a number"),
    (lambda layout: layout.item_at(1, None), TypeError, "y: expected a number"),
    (lambda layout: layout.line_of_item(2), InvalidArgumentError, "index: 2 is out of range for the 2 items"),
    (lambda layout: layout.line_of_item(-1), ValueError, "index"),
    (lambda layout: layout.line_of_item(1.0), TypeError, "index"),
    (lambda layout: layout.lines_in_range(math.nan, 1), InvalidArgumentError, "start must not be NaN"),
    (lambda layout: layout.lines_in_range(0, math.nan), InvalidArgumentError, "end must not be NaN"),
    (lambda layout: layout.lines_in_range(5, 1), InvalidArgumentError, "start must be <= end"),
    (lambda layout: layout.lines_in_range(None, 1), TypeError, "start: expected a number"),
])
def test_queries_refuse_bad_arguments_naming_them(call, error, words):
    with FlowLayout() as layout:
        layout.arrange([(10, 10), (20, 20)], width=100)
        with pytest.raises(error) as raised:
            call(layout)
        assert words in str(raised.value)
        if error is InvalidArgumentError:  # what the C call answers too
            assert raised.value.status == Status.INVALID_ARGUMENT


def test_the_c_calls_refuse_what_the_methods_refuse():
    with FlowLayout() as layout:
        layout.arrange([(10, 10), (20, 20)], width=100)
        assert c_item_at(layout, math.nan, 1)[0] == Status.INVALID_ARGUMENT
        assert c_line_of_item(layout, 2)[0] == Status.INVALID_ARGUMENT
        assert c_lines_in_range(layout, 5, 1)[0] == Status.INVALID_ARGUMENT


def test_queries_read_the_last_successful_arrange():
    with FlowLayout(item_spacing=0) as layout:
        layout.arrange([(10, 10), (20, 20)], width=100)
        layout.set_items([(50, 10)])  # not arranged yet: the queries still read the two items
        assert layout.item_at(15, 5) == 1
        assert layout.line_of_item(1) == 0
        with pytest.raises(ValueError):
            layout.arrange(width=-1)
        assert layout.item_at(15, 5) == 1


CALLS_ON_CLOSED = {
    **QUERIES,
    "set_item_size": lambda layout: layout.set_item_size(0, (1, 1)),
    "set_measure": lambda layout: layout.set_measure(1, lambda index, width, height: (1, 1, None, None),
                                                     baselines=True),
}


@pytest.mark.parametrize("call", sorted(CALLS_ON_CLOSED))
def test_calls_on_a_closed_layout_say_closed(call):
    layout = FlowLayout()
    layout.arrange([(10, 10)], width=100)
    layout.close()
    with pytest.raises(FlowLayoutError) as raised:
        CALLS_ON_CLOSED[call](layout)
    assert "closed" in str(raised.value)
    assert raised.value.status == Status.NULL
