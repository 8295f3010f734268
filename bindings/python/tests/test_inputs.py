"""Requirement: sizes and per-item inputs are accepted as plain sequences and as NumPy arrays, with
equal results; results are NumPy arrays with NumPy, lists of named tuples without."""

from __future__ import annotations

import random
from array import array

import pytest

import flowlayout
from flowlayout import FlowLayout, Line, Rect

from helpers import frames_of


def random_items(seed: int, count: int) -> list:
    generator = random.Random(seed)
    return [(generator.uniform(1, 80), generator.uniform(1, 40)) for _ in range(count)]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_numpy_and_sequence_inputs_give_equal_results(seed):
    numpy = pytest.importorskip("numpy")
    print(f"seed {seed}")
    items = random_items(seed, 60)
    generator = random.Random(seed + 1000)
    grow = [generator.choice([0, 0, 1, 2.5]) for _ in items]
    flags = [generator.choice([0, 0, 0, 1, 2, 3]) for _ in items]
    first = [generator.uniform(0, h) for _, h in items]
    spacing = [[generator.uniform(0, 10) for _ in range(4)] for _ in items]
    options = dict(item_spacing=None, line_spacing=None, align_items="first-baseline", justify="space-around")
    with FlowLayout(**options) as plain, FlowLayout(**options) as fast:
        expected = plain.arrange(items, 300, grow=grow, flags=flags, first_baselines=first, spacing=spacing)
        got = fast.arrange(numpy.array(items, dtype=numpy.float32), 300,
                           grow=numpy.array(grow, dtype=numpy.float32), flags=numpy.array(flags, dtype=numpy.uint32),
                           first_baselines=numpy.array(first), spacing=numpy.array(spacing))
        assert got.rects() == expected.rects()
        assert got.line_list() == expected.line_list()
        assert got.size == expected.size and got.visible_count == expected.visible_count
        assert len(expected.lines) > 3  # the case does wrap


def test_numpy_arrays_of_any_float_dtype_and_layout_are_converted():
    numpy = pytest.importorskip("numpy")
    items = random_items(7, 20)
    with FlowLayout() as layout:
        expected = frames_of(layout.arrange(items, 200))
        wide = numpy.array([(w, h, 0.0) for w, h in items])
        for array_ in (numpy.array(items, dtype=numpy.float64), numpy.asfortranarray(numpy.array(items, numpy.float32)),
                       wide[:, :2], numpy.array(items, dtype=numpy.float16).astype(numpy.float64) * 0 + wide[:, :2]):
            assert frames_of(layout.arrange(array_, 200)) == expected


def test_results_convert_to_numpy_float32_frames_and_structured_lines(layout):
    numpy = pytest.importorskip("numpy")
    result = layout.arrange([(30, 10), (30, 20), (30, 10)], 75)
    frames = numpy.asarray(result.frames)
    assert frames.dtype == numpy.float32 and frames.shape == (3, 4)
    assert frames.tolist() == [[0, 0, 30, 10], [40, 0, 30, 20], [0, 25, 30, 10]]
    lines = numpy.asarray(result.lines)
    assert lines["item_count"].tolist() == [2, 1]
    assert lines["cross_offset"].tolist() == [0, 25]


def test_results_are_sequences_of_named_tuples_with_int_line_fields(layout, packing):
    result = layout.arrange([(30, 10), (30, 20), (30, 10)], 75)
    assert isinstance(result.frames, flowlayout.Frames) and isinstance(result.lines, flowlayout.Lines)
    assert result.frames == [Rect(0, 0, 30, 10), Rect(40, 0, 30, 20), Rect(0, 25, 30, 10)]
    assert result.frames[-1] == Rect(0, 25, 30, 10) and result.frames[1:] == [Rect(40, 0, 30, 20), Rect(0, 25, 30, 10)]
    assert result.lines == [Line(0, 2, 70, 0, 20), Line(2, 1, 30, 25, 10)]
    line = result.lines[1]
    assert type(line.first_item) is int and type(line.item_count) is int
    assert list(range(line.first_item, line.first_item + line.item_count)) == [2]  # usable as indices as they are
    with pytest.raises(IndexError):
        result.frames[3]


@pytest.mark.parametrize("sizes", [
    [(10, 20), (30, 40)],
    ((10, 20), (30, 40)),
    [[10, 20], [30, 40]],
    (pair for pair in [(10, 20), (30, 40)]),
    [(10.0, 20.0), (30.0, 40.0)],
])
def test_any_sequence_of_pairs_is_accepted(layout, sizes):
    assert frames_of(layout.arrange(sizes, None)) == [(0, 0, 10, 20), (20, 0, 30, 40)]


def test_zero_items(layout, packing):
    result = layout.arrange([], 100)
    assert len(result.frames) == 0 and len(result.lines) == 0
    assert result.visible_count == 0


@pytest.mark.parametrize("sizes, error, where", [
    ([(1, 2, 3)], ValueError, r"sizes\[0\]"),
    ([(1, 1), (1,)], ValueError, r"sizes\[1\]"),
    ([1, 2], TypeError, r"sizes\[0\]"),
    ([(1, 1), ("a", 2)], TypeError, r"sizes\[1\]"),
    ([(1, 1), (None, 2)], TypeError, r"sizes\[1\]"),
    (5, TypeError, "sizes"),
    ("ab", TypeError, "sizes"),
])
def test_rows_that_are_not_pairs_are_refused_naming_the_entry(layout, packing, sizes, error, where):
    layout.arrange([(5, 5)], 100)
    with pytest.raises(error, match=where):
        layout.arrange(sizes, 100)
    assert layout.result.frames == [(0, 0, 5, 5)]  # nothing changed


def test_numpy_arrays_of_the_wrong_shape_are_refused(layout):
    numpy = pytest.importorskip("numpy")
    with pytest.raises(ValueError, match=r"shape \(n, 2\)"):
        layout.arrange(numpy.zeros((3, 3), dtype=numpy.float32), 100)
    layout.set_items([(1, 1)] * 3)
    with pytest.raises(ValueError, match="1-dimensional"):
        layout.set_item_grow(numpy.zeros((3, 2)))


def test_per_item_inputs_are_cleared_when_the_item_count_changes(layout):
    layout.arrange([(20, 10), (20, 10)], 100, grow=[1, 1])
    assert frames_of(layout.result)[0][2] == 45  # 20 + (100 - 50) / 2
    result = layout.arrange([(20, 10), (20, 10), (20, 10)], 100)
    assert [w for _, _, w, _ in frames_of(result)] == [20, 20, 20]


def test_a_call_passing_sizes_clears_the_inputs_it_does_not_pass(layout, packing):
    # Same count as before: the library alone would keep the growth; the call means what it says.
    layout.arrange([(10, 10)] * 3, 100, grow=[1, 0, 0])
    assert [w for _, _, w, _ in frames_of(layout.result)] == [60, 10, 10]
    result = layout.arrange([(20, 10)] * 3, 100)
    assert [w for _, _, w, _ in frames_of(result)] == [20, 20, 20]
    layout.arrange([(10, 10)] * 3, 100, flags=[0, flowlayout.ItemFlags.BREAK_BEFORE, 0], first_baselines=[1, 2, 3])
    assert len(layout.result.lines) == 2
    assert len(layout.arrange([(10, 10)] * 3, 100, grow=[0, 0, 1]).lines) == 1  # flags cleared, grow set
    assert [w for _, _, w, _ in frames_of(layout.result)] == [10, 10, 60]
    layout.arrange([(10, 10)] * 3, 100, grow=[1, 0, 0])
    frames = layout.arrange_into([(10, 10)] * 3, 100)
    flat = [float(v) for v in (frames.reshape(-1) if hasattr(frames, "reshape") else frames)]
    assert [flat[i] for i in (2, 6, 10)] == [10, 10, 10]  # the one-call paths clear them too


def test_a_call_without_sizes_keeps_the_inputs(layout):
    layout.arrange([(10, 10)] * 3, 100, grow=[1, 0, 0])
    assert [w for _, _, w, _ in frames_of(layout.arrange(None, 200))] == [160, 10, 10]


def test_flags_accept_item_flags_and_ints(layout):
    layout.set_items([(10, 10)] * 3)
    layout.set_item_flags(array("I", [0, 1, 0]))
    assert len(layout.arrange(None, 100).lines) == 2
    layout.set_item_flags([flowlayout.ItemFlags.NONE, flowlayout.ItemFlags.BREAK_BEFORE | flowlayout.ItemFlags.BREAK_AFTER, 0])
    assert len(layout.arrange(None, 100).lines) == 3
    layout.set_item_flags(None)
    assert len(layout.arrange(None, 100).lines) == 1
    with pytest.raises(ValueError):
        layout.set_item_flags([0, -1, 0])


def test_baselines_can_be_set_one_list_at_a_time(layout):
    layout.align_items = "last-baseline"
    layout.set_items([(20, 10), (20, 30)])
    layout.set_item_baselines(first=[5, 5])  # not used by last-baseline alignment
    assert [y for _, y, _, _ in frames_of(layout.arrange(None, 100))] == [20, 0]  # default: bottoms line up
    layout.set_item_baselines(last=[10, 20])
    assert [y for _, y, _, _ in frames_of(layout.arrange(None, 100))] == [10, 0]
    with pytest.raises(ValueError, match="differ in length"):
        layout.set_item_baselines([1, 2], [1])


def test_the_package_works_without_numpy_installed():
    import subprocess
    import sys

    code = ("import sys; sys.modules['numpy'] = None\n"  # any 'import numpy' now fails
            "import flowlayout\n"
            "with flowlayout.FlowLayout(item_spacing=10) as layout:\n"
            "    result = layout.arrange([(30, 10), (30, 20), (30, 10)], 75)\n"
            "    print(type(result.frames).__name__, result.frames[2], result.lines[1])\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == ("Frames Rect(x=0.0, y=28.0, width=30.0, height=10.0) "
                                  "Line(first_item=2, item_count=1, main_size=30.0, cross_offset=28.0, cross_size=10.0)")


def test_none_in_a_column_is_that_inputs_default(layout):
    layout.set_items([(10, 10)] * 3)
    layout.set_item_grow([None, 1, None])  # 0: does not grow
    layout.set_item_shrink([None, None, None])
    layout.set_item_guides([None, None, None])  # the item's own alignment point
    layout.set_item_baselines([None, 5, None], [None, None, None])
    assert [w for _, _, w, _ in frames_of(layout.arrange(None, 100))] == [10, 60, 10]
