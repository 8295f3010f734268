"""Requirement: a range measure callback (set_measure_range) is asked the per-item callback's
questions in runs of items, gives the same results bit for bit as set_measure and as set_items of
its answers, and takes pairs or (count, 2) arrays; answers of the wrong length, shape or type, and
invalid sizes, end as an exception from arrange that keeps the previous results and none of the
run's answers (exceptions raised in it and re-entrant calls: test_measure.py)."""

from __future__ import annotations

import ctypes
import math
import random

import pytest

import flowlayout
from flowlayout import FlowLayout, FlowLayoutError, Size, Status, _measure_range

from helpers import frames_of


class Text:
    """Items that wrap like text: item i wants `ideal[i]` along the main axis and grows across by
    `thickness[i]` per extra line when offered less. Logs every call of either callback."""

    def __init__(self, ideal, thickness=None, columns=False):
        self.ideal = list(ideal)
        self.thickness = list(thickness) if thickness is not None else [10.0] * len(self.ideal)
        self.columns = columns
        self.calls = []  # (first, count, width, height) of the range callback
        self.asked = []  # (index, width, height) of the per-item callback

    def answer(self, index, width, height):
        offered = height if self.columns else width
        main, cross = self.ideal[index], self.thickness[index]
        if offered is not None and offered < main:
            cross *= math.ceil(main / offered)
            main = offered
        return (cross, main) if self.columns else (main, cross)

    def runs(self, first, count, width, height):
        self.calls.append((first, count, width, height))
        return [self.answer(index, width, height) for index in range(first, first + count)]

    def one(self, index, width, height):
        self.asked.append((index, width, height))
        return self.answer(index, width, height)


def snapshot(result):
    """Everything an arrange answers, as exact floats (they are float32 in the library)."""
    return (frames_of(result), list(result.lines), tuple(result.size), tuple(result.content_size),
            result.visible_count)


# ---------------------------------------------------------------------------------------------
# The questions

def test_the_first_arrange_asks_every_ideal_size_in_one_call_then_runs_of_one_for_long_items(layout):
    text = Text([30, 40, 20, 150, 160, 25, 35, 170])  # 3 and 4 (neighbours) and 7: longer than 100
    layout.set_measure_range(8, text.runs)
    result = layout.arrange(None, 100)
    assert text.calls == [(0, 8, None, None), (3, 1, 100.0, None), (4, 1, 100.0, None), (7, 1, 100.0, None)]
    assert frames_of(result)[3][2:] == (100.0, 20.0)  # 150 points of text in two lines of 100


def test_in_columns_long_items_are_asked_with_the_column_height():
    text = Text([30, 120], columns=True)
    with FlowLayout(axis="vertical") as layout:
        layout.set_measure_range(2, text.runs)
        result = layout.arrange(None, None, 50)
    assert text.calls == [(0, 2, None, None), (1, 1, None, 50.0)]
    assert frames_of(result)[1] == (18.0, 0.0, 30.0, 50.0)


def test_answers_are_cached_and_invalidated_items_are_asked_in_runs(layout):
    text = Text([20 + (i * 37) % 90 for i in range(12)])
    layout.set_measure_range(12, text.runs)
    layout.arrange(None, 300)
    text.calls.clear()
    layout.arrange(None, 280)  # nothing is longer than either bound: nothing is asked again
    layout.size_that_fits(250)
    assert text.calls == []
    for index in (3, 4, 11):
        layout.invalidate_item(index)
    text.ideal[4] = 40
    result = layout.arrange(None, 300)
    assert text.calls == [(3, 2, None, None), (11, 1, None, None)]
    assert frames_of(result)[4][2] == 40.0


def test_thousands_of_items_are_asked_in_consecutive_runs_that_cover_them_in_order():
    text = Text([10 + i % 50 for i in range(10_000)])
    with FlowLayout() as layout, FlowLayout() as given:
        layout.set_measure_range(10_000, text.runs)
        result = layout.arrange(None, None)
        assert text.calls and all(width is None and height is None for _, _, width, height in text.calls)
        starts = [first for first, _, _, _ in text.calls]
        assert starts == [sum(count for _, count, _, _ in text.calls[:k]) for k in range(len(text.calls))]
        assert sum(count for _, count, _, _ in text.calls) == 10_000
        assert snapshot(result) == snapshot(given.arrange([text.answer(i, None, None) for i in range(10_000)]))


def test_lanes_of_unequal_lengths_ask_each_item_alone_with_its_lane_width():
    aspects = [1.5, 0.75, 1.0, 2.0, 0.5]
    calls = []

    def runs(first, count, width, height):
        calls.append((first, count, width, height))
        return [(300.0, 300.0 / aspects[i]) if width is None else (width, width / aspects[i])
                for i in range(first, first + count)]

    with FlowLayout(lanes=(0, 90)) as ranged, FlowLayout(lanes=(0, 90)) as one:
        ranged.set_measure_range(len(aspects), runs)
        one.set_measure(len(aspects), lambda i, w, h: runs(i, 1, w, h)[0])
        result = ranged.arrange(width=300)
        lengths = {lane.length for lane in result.lanes}
        assert sorted(first for first, _, _, _ in calls) == [0, 1, 2, 3, 4]  # no ideal sizes: lanes need none
        assert all(count == 1 and width in lengths and height is None for _, count, width, height in calls)
        assert snapshot(result) == snapshot(one.arrange(width=300))


def test_lanes_of_one_length_ask_the_visible_items_in_runs():
    calls = []

    def runs(first, count, width, height):
        calls.append((first, count, width, height))
        return [(width, 10.0 + i % 7) for i in range(first, first + count)]

    flags = [flowlayout.ItemFlags.HIDDEN if i in (3, 4) else 0 for i in range(10)]
    with FlowLayout(lanes=3, item_spacing=8) as ranged, FlowLayout(lanes=3, item_spacing=8) as one:
        ranged.set_measure_range(10, runs)
        one.set_measure(10, lambda i, w, h: runs(i, 1, w, h)[0])
        result = ranged.arrange(width=316, flags=flags)  # three lanes of 100
        assert calls == [(0, 3, 100.0, None), (5, 5, 100.0, None)]
        assert snapshot(result) == snapshot(one.arrange(width=316, flags=flags))


# ---------------------------------------------------------------------------------------------
# The same results as set_measure and as set_items of the answers

@pytest.mark.parametrize("seed", range(12))
def test_the_same_results_as_the_per_item_callback_and_as_the_answers_given_as_sizes(seed):
    rng = random.Random(seed)
    for _ in range(8):
        n = rng.randint(1, 40)
        columns = rng.random() < 0.3
        options = {"axis": "vertical" if columns else "horizontal", "justify": rng.randrange(6),
                   "align_items": rng.randrange(6), "line_breaking": rng.randrange(3),
                   "direction": rng.choice(["ltr", "rtl"]), "max_lines": rng.choice([0, 0, 2]),
                   "item_spacing": rng.randrange(9), "line_spacing": rng.randrange(5)}
        text = Text([rng.randrange(800) / 4 for _ in range(n)], [4.0 + rng.randrange(30) for _ in range(n)], columns)
        margins = [(rng.randrange(4), rng.randrange(4), 0, rng.randrange(6) - 2) for _ in range(n)] \
            if rng.random() < 0.4 else None
        with FlowLayout(**options) as ranged, FlowLayout(**options) as one, FlowLayout(**options) as given:
            ranged.set_measure_range(n, text.runs)
            one.set_measure(n, text.one)
            for step in range(4):
                if step == 2:  # some content changes
                    changed = rng.randrange(n)
                    text.ideal[changed] += 3
                    ranged.invalidate_item(changed)
                    one.invalidate_item(changed)
                limit = None if step == 3 else 40.0 + rng.randrange(300)  # the last step: main unbounded
                bounds = (None, limit) if columns else (limit, None)
                measured = snapshot(ranged.arrange(None, *bounds, margins=margins))
                assert measured == snapshot(one.arrange(None, *bounds, margins=margins)), (seed, options, step)
                offered = (None, limit) if columns else (limit, None)
                resolved = []
                for index in range(n):
                    ideal = text.answer(index, None, None)
                    along = ideal[1] if columns else ideal[0]
                    resolved.append(text.answer(index, *offered) if limit is not None and along > limit else ideal)
                assert measured == snapshot(given.arrange(resolved, *bounds, margins=margins)), (seed, options, step)


# ---------------------------------------------------------------------------------------------
# The forms answers take

SIZES = [(30.0, 10.0), (45.5, 12.0), (20.0, 30.0), (60.0, 8.0), (15.0, 15.0)]
WHOLE_SIZES = [(30, 10), (46, 12), (20, 30), (60, 8), (15, 15)]


def answer_forms():
    numpy = pytest.importorskip("numpy")
    return {
        "list of tuples": lambda rows: [tuple(row) for row in rows],
        "tuple of lists": lambda rows: tuple(list(row) for row in rows),
        "Size objects": lambda rows: [Size(*row) for row in rows],
        "ints": lambda rows: [(int(w), int(h)) for w, h in rows],
        "generator": lambda rows: (row for row in rows),
        "float32 array": lambda rows: numpy.array(rows, dtype=numpy.float32).reshape(-1, 2),
        "float64 array": lambda rows: numpy.array(rows, dtype=numpy.float64).reshape(-1, 2),
        "int array": lambda rows: numpy.array(rows, dtype=numpy.int64).reshape(-1, 2),
        "Fortran-order array": lambda rows: numpy.asfortranarray(numpy.array(rows, dtype=numpy.float32).reshape(-1, 2)),
        "read-only array": lambda rows: readonly(numpy.array(rows, dtype=numpy.float32).reshape(-1, 2)),
        "memoryview": lambda rows: memoryview(numpy.array(rows, dtype=numpy.float32).reshape(-1, 2)),
        "ctypes buffer": lambda rows: ((ctypes.c_float * 2) * len(rows))(*[tuple(row) for row in rows]),
    }


def readonly(array):
    array.flags.writeable = False
    return array


@pytest.mark.parametrize("form", sorted(answer_forms()))
def test_answers_in_every_form_give_what_set_items_gives(form, packing):
    convert = answer_forms()[form]
    sizes = WHOLE_SIZES if form in ("ints", "int array") else SIZES
    with FlowLayout(item_spacing=10) as ranged, FlowLayout(item_spacing=10) as given:
        ranged.set_measure_range(5, lambda first, count, width, height: convert(sizes[first:first + count]))
        assert snapshot(ranged.arrange(None, 120)) == snapshot(given.arrange(sizes, 120))


@pytest.mark.parametrize("answer", [
    lambda count: ((ctypes.c_float * 2) * count)(*[(7.5, 3.0)] * count),
    lambda count: ((ctypes.c_double * 2) * count)(*[(7.5, 3.0)] * count),
])
def test_buffers_are_read_without_numpy(monkeypatch, answer):
    monkeypatch.setattr(_measure_range, "numpy", None)
    with FlowLayout(item_spacing=0) as layout:
        layout.set_measure_range(3, lambda first, count, width, height: answer(count))
        assert frames_of(layout.arrange(None, 100)) == [(0, 0, 7.5, 3), (7.5, 0, 7.5, 3), (15, 0, 7.5, 3)]


def numpy_array(shape, dtype="float32"):
    numpy = pytest.importorskip("numpy")
    return numpy.ones(shape, dtype=dtype)


WRONG_ANSWERS = {
    "one pair too few": (lambda count: [(1, 1)] * (count - 1), ValueError, "answers: expected 3 (width, height) pairs"),
    "one pair too many": (lambda count: [(1, 1)] * (count + 1), ValueError, "got 4"),
    "a triple": (lambda count: [(1, 1), (1, 1, 1), (1, 1)], ValueError, "answers[1]: expected a (width, height) pair"),
    "None in the list": (lambda count: [(1, 1), None, (1, 1)], TypeError, "answers[1]"),
    "a string in a pair": (lambda count: [(1, 1), (1, "wide"), (1, 1)], ValueError, "answers[1]"),
    "None": (lambda count: None, TypeError, "answers: expected 3 (width, height) pairs or an array of shape (3, 2)"),
    "a number": (lambda count: 42, TypeError, "got int"),
    "a string": (lambda count: "wide", TypeError, "got str"),
    "three columns": (lambda count: numpy_array((count, 3)), ValueError, "shape (3, 2), one row per item asked, got shape (3, 3)"),
    "one row too few": (lambda count: numpy_array((count - 1, 2)), ValueError, "got shape (2, 2)"),
    "flat": (lambda count: numpy_array((2 * count,)), ValueError, "got shape (6,)"),
    "complex": (lambda count: numpy_array((count, 2), "complex64"), TypeError, "got dtype complex64"),
    "bytes": (lambda count: b"\0" * 24, ValueError, "answers: expected an array of shape (3, 2)"),
}


@pytest.mark.parametrize("wrong", sorted(WRONG_ANSWERS))
def test_answers_of_the_wrong_length_shape_or_type_fail_the_arrange_naming_them_and_are_not_kept(wrong, packing):
    answer, kind, words = WRONG_ANSWERS[wrong]
    text = Text([30, 40, 50, 60, 70])
    broken = {"now": False}

    def runs(first, count, width, height):
        if broken["now"]:
            text.calls.append((first, count, width, height))
            return answer(count)
        return text.runs(first, count, width, height)

    with FlowLayout(item_spacing=10) as layout:
        layout.set_measure_range(5, runs)
        before = snapshot(layout.arrange(None, 500))
        for index in (1, 2, 3):
            layout.invalidate_item(index)
        broken["now"] = True
        with pytest.raises(FlowLayoutError) as caught:
            layout.arrange(None, 400)
        assert caught.value.status is Status.MEASURE
        assert isinstance(caught.value.__cause__, kind) and words in str(caught.value.__cause__)
        assert caught.value.message.startswith(f"the measure callback raised {kind.__name__}: answers")
        assert caught.value.message.endswith("(measuring items 1 to 3)")
        assert snapshot(layout.result) == before  # the previous results are kept
        broken["now"] = False
        text.calls.clear()
        layout.arrange(None, 400)
        assert text.calls == [(1, 3, None, None)]  # nothing of the failed run was kept


# ---------------------------------------------------------------------------------------------
# Invalid answers (exceptions and re-entrant calls: test_measure.py)

@pytest.mark.parametrize("bad", [math.nan, -1.0, math.inf, 1e40])
@pytest.mark.parametrize("as_array", [False, True])
def test_an_invalid_answer_names_the_item_keeps_the_results_and_the_run_is_asked_again(bad, as_array):
    numpy = pytest.importorskip("numpy") if as_array else None
    text = Text([20 + (i * 37) % 90 for i in range(8)])
    fail = {"index": None}

    def runs(first, count, width, height):
        answers = text.runs(first, count, width, height)
        if fail["index"] is not None and first <= fail["index"] < first + count:
            answers[fail["index"] - first] = (answers[fail["index"] - first][0], bad)
        return numpy.array(answers, dtype=numpy.float64) if as_array else answers

    with FlowLayout() as layout:
        layout.set_measure_range(8, runs)
        before = snapshot(layout.arrange(None, 200))
        for index in (4, 5, 6):
            layout.invalidate_item(index)
        fail["index"] = 5
        with pytest.raises(FlowLayoutError) as caught:
            layout.arrange(None, 200)
        assert caught.value.status is Status.MEASURE and caught.value.__cause__ is None
        assert "item 5" in caught.value.message
        assert snapshot(layout.result) == before
        fail["index"] = None
        text.calls.clear()
        layout.arrange(None, 200)
        assert text.calls == [(4, 3, None, None)]


# ---------------------------------------------------------------------------------------------
# Setting, replacing, sharing

def test_set_items_and_set_measure_replace_the_range_callback(layout):
    text = Text([30, 40, 50])
    layout.set_measure_range(3, text.runs)
    layout.set_items([(10, 10)] * 3)
    layout.arrange(None, 100)
    layout.set_measure_range(3, text.runs)
    layout.set_measure(3, text.one)
    result = layout.arrange(None, 100)
    assert text.calls == [] and len(text.asked) == 3
    assert frames_of(result)[1] == (40.0, 0.0, 40.0, 10.0)


def test_the_arguments_are_checked(layout):
    with pytest.raises(TypeError, match="measure must be callable"):
        layout.set_measure_range(1, [(10, 10)])
    with pytest.raises(TypeError, match="^count"):
        layout.set_measure_range("3", lambda first, count, width, height: [])
    with pytest.raises(ValueError, match="^count"):
        layout.set_measure_range(-1, lambda first, count, width, height: [])


def test_first_fitting_asks_each_run_once_for_every_candidate_measured_by_the_function():
    widths = [40 + 5 * i for i in range(11)]
    calls = []

    def runs(first, count, width, height):
        calls.append((first, count, width, height))
        return [(widths[i], 24) for i in range(first, first + count)]

    candidates = [FlowLayout(wrap="none"), FlowLayout(), FlowLayout(axis="vertical", wrap="none")]
    for candidate in candidates:
        candidate.set_measure_range(len(widths), runs)
    assert flowlayout.first_fitting(candidates, 300, 60) == 2  # row too wide, wrapped too tall
    assert calls == [(0, 11, None, None)]  # once, not once per candidate
    with FlowLayout(axis="vertical", wrap="none") as given:
        assert snapshot(candidates[2].result) == snapshot(given.arrange([(w, 24) for w in widths], 300, 60))
    for candidate in candidates:
        candidate.close()


def test_first_fitting_asks_only_the_items_no_candidate_had_answered_in_runs():
    widths = [40 + 5 * i for i in range(8)]
    calls = []

    def runs(first, count, width, height):
        calls.append((first, count, width, height))
        return [(widths[i], 24) for i in range(first, first + count)]

    with FlowLayout(wrap="none") as row, FlowLayout() as wrapped:
        row.set_measure_range(8, runs)
        row.arrange(None, 100)
        row.invalidate_item(2)
        wrapped.set_measure_range(8, runs)
        calls.clear()
        assert flowlayout.first_fitting([row, wrapped], 100) == 1  # the row is too wide
        assert calls == [(2, 1, None, None), (0, 2, None, None), (3, 5, None, None)]


def test_first_fitting_reports_a_range_callback_exception_of_a_candidate():
    with FlowLayout() as good, FlowLayout() as bad:
        good.set_items([(500, 10)])  # does not fit in 100: the second candidate is tried
        bad.set_measure_range(2, lambda first, count, width, height: {}["missing"])
        with pytest.raises(FlowLayoutError) as caught:
            flowlayout.first_fitting([good, bad], 100, 100)
        assert isinstance(caught.value.__cause__, KeyError)
        assert caught.value.message.endswith("(measuring items 0 to 1)")
