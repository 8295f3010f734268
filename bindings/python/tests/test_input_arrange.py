"""Requirement: ``arrange(sizes, width, <per-item keyword>=...)`` gives, through the helper module's
one-call path (``csrc/input_arrange.c``), exactly what the pure-ctypes path gives where that module
is missing: the same result block bit for bit, over random inputs for every keyword and sequences
of calls on one layout (same item count, another count, inputs dropped, kept or changed); and a
refused keyword raises the same error, naming it, and changes nothing."""

from __future__ import annotations

import contextlib
import math
import random
import struct
from typing import Any, Dict, Iterator, List, Optional

import pytest

import flowlayout
from flowlayout import AlignItems, FlowLayout, ItemFlags, _inputs, _native, _results
from flowlayout._library import library
from flowlayout._results import LINE_BYTES, RECT_BYTES, SUMMARY_BYTES

NATIVE = _native.native_for(library())
pytestmark = pytest.mark.skipif(NATIVE.arrange_inputs is None,
                                reason="the helper module's per-item path is unavailable on this Python")

KEYWORDS = ("grow", "flags", "guides", "spacing", "first_baselines", "last_baselines", "margins", "min_sizes",
            "max_sizes", "shrink", "align")


class Counting:
    """The C path, counting its calls and statuses (a test that never reached it would prove nothing)."""

    def __init__(self, function: Any) -> None:
        self.function = function
        self.statuses: List[int] = []

    def __call__(self, *arguments: Any) -> Any:
        status = self.function(*arguments)
        self.statuses.append(status)
        return status


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Counting:
    counting = Counting(NATIVE.arrange_inputs)
    monkeypatch.setattr(NATIVE, "arrange_inputs", counting)
    return counting


@contextlib.contextmanager
def without_helpers() -> Iterator[None]:
    """As where the helper module or ctypes.pythonapi is missing (as tests/conftest.py's packing)."""
    fallback = _native.Native.__new__(_native.Native)
    fallback.lib = library()
    fallback.arrange_list = fallback.arrange_pairs = fallback.pack_pairs = fallback.read_result = None
    fallback.pack_groups = fallback.fast_arrange = fallback.fast_frames = fallback.fast_read = None
    fallback.arrange_inputs = None
    saved = (_native._natives[id(library())], _results.fast_frames, _inputs.fast_pack)
    _native._natives[id(library())] = fallback
    _results.fast_frames = _inputs.fast_pack = None
    try:
        yield
    finally:
        _native._natives[id(library())], _results.fast_frames, _inputs.fast_pack = saved


def result_bytes(result: flowlayout.LayoutResult) -> bytes:
    """The result block's meaning: frames, summary (sizes, counts) and lines, as the library wrote them."""
    count = result._count
    line_count = struct.unpack_from("=Q", result._block, RECT_BYTES * count + SUMMARY_BYTES - 8)[0]
    return bytes(result._block[: RECT_BYTES * count + SUMMARY_BYTES + LINE_BYTES * line_count])


def random_number(rng: random.Random, low: float, high: float, none: bool = True) -> Any:
    roll = rng.random()
    if none and roll < 0.1:
        return None
    if roll < 0.2:
        return int(rng.uniform(low, high))  # ints are numbers too
    return rng.uniform(low, high)


def random_rows(rng: random.Random, count: int, columns: int, low: float, high: float, none: bool = True) -> Any:
    rows = [tuple(random_number(rng, low, high, none) for _ in range(columns)) for _ in range(count)]
    if rng.random() < 0.3:
        rows = [list(row) for row in rows]  # lists of lists as well as tuples
    return rows if rng.random() < 0.7 else tuple(rows)


def random_column(rng: random.Random, count: int, low: float, high: float, none: bool = True) -> Any:
    column = [random_number(rng, low, high, none) for _ in range(count)]
    return column if rng.random() < 0.7 else tuple(column)


def random_inputs(rng: random.Random, count: int) -> Dict[str, Any]:
    """Valid values for a random subset of the keywords (each one alone now and then)."""
    makers = {
        "grow": lambda: random_column(rng, count, 0, 3),
        "flags": lambda: [rng.choice([0, 0, 0, 1, 2, ItemFlags.BREAK_BEFORE, ItemFlags.HIDDEN,
                                      ItemFlags.BREAK_AFTER | ItemFlags.NO_STRETCH, 8, True]) for _ in range(count)],
        "guides": lambda: random_column(rng, count, -5, 30),
        "spacing": lambda: random_rows(rng, count, 4, 0, 12, none=False),  # no default: finite only
        "first_baselines": lambda: random_column(rng, count, -4, 40),
        "last_baselines": lambda: random_column(rng, count, -4, 40),
        "margins": lambda: random_rows(rng, count, 4, -6, 10),
        "min_sizes": lambda: random_rows(rng, count, 2, 0, 60),
        "max_sizes": lambda: random_rows(rng, count, 2, 20, 120),
        "shrink": lambda: random_column(rng, count, 0, 2),
        "align": lambda: [rng.choice([None, "auto", -1, 0, 1, 2, 3, 5, "center", "first-baseline",
                                      " End", AlignItems.END, AlignItems.STRETCH]) for _ in range(count)],
    }
    chosen = [rng.choice(KEYWORDS)] if rng.random() < 0.3 else [k for k in KEYWORDS if rng.random() < 0.4]
    if rng.random() < 0.2 and "align" in chosen:  # only what the C code reads itself: no names
        makers["align"] = lambda: [rng.choice([None, -1, 0, 3, 5, AlignItems.CENTER]) for _ in range(count)]
    return {keyword: makers[keyword]() for keyword in chosen}


def random_options(rng: random.Random) -> Dict[str, Any]:
    return {"item_spacing": rng.choice([None, 4.0]), "line_spacing": rng.choice([None, 6.0]),
            "align_items": rng.choice(["start", "first-baseline", "last-baseline", "stretch", "center"]),
            "justify": rng.choice(["start", "space-between", "center"]), "direction": rng.choice(["ltr", "rtl"]),
            "max_lines": rng.choice([0, 0, 2])}


def test_same_results_as_without_the_helper_module(counted: Counting) -> None:
    rng = random.Random(20261127)
    checked = 0
    for trial in range(150):
        options = random_options(rng)
        fast, slow = FlowLayout(**options), FlowLayout(**options)
        count = rng.randint(1, 40)
        for step in range(4):
            if rng.random() < 0.4:  # another item count: the path that tries the inputs first
                count = rng.randint(1, 40)
            sizes: Any = [(rng.uniform(0, 80), rng.uniform(0, 40)) for _ in range(count)]
            if rng.random() < 0.2:
                sizes = tuple(sizes)
            inputs = random_inputs(rng, count)
            width = rng.choice([150.0, 300, None])
            got = fast.arrange(sizes, width, **inputs)
            with without_helpers():
                expected = slow.arrange(sizes, width, **inputs)
            assert result_bytes(got) == result_bytes(expected), (trial, step, options, inputs)
            assert got.separators == expected.separators
            assert got.lines == expected.lines and got.frames.tolist() == expected.frames.tolist()
            # What the layout holds now: arranging again without sizes keeps every input.
            assert result_bytes(fast.arrange(None, 200)) == result_bytes(slow.arrange(None, 200))
            checked += 1
        fast.close()
        slow.close()
    assert checked == 600
    assert counted.statuses.count(0) > 400  # the C path did the work, not the general path


# One refused value per keyword, from each kind of check: the library's (a value out of range), the
# bindings' own (a type), and the array's length.
REFUSED = {
    "grow": ([1.0, -1.0, 0.0], ValueError, "grow[1]: "),
    "flags": ([0, 1, 64], ValueError, "flags[2]: "),
    "guides": ([math.inf, 1.0, 2.0], ValueError, "guides[0]: "),
    "spacing": ([(0, 0, 0, 0), (1, 2, 3, -4), (0, 0, 0, 0)], ValueError, "spacing[1]: "),
    "first_baselines": ([1.0, math.inf, 2.0], ValueError, "first_baselines[1]: "),
    "last_baselines": ([1.0, 2.0, -math.inf], ValueError, "last_baselines[2]: "),
    "margins": ([(0, 0, 0, 0), (0, math.inf, 0, 0), (0, 0, 0, 0)], ValueError, "margins[1]: "),
    "min_sizes": ([(0, 0), (-1, 0), (0, 0)], ValueError, "min_sizes[1]: "),
    "max_sizes": ([(10, 10), (10, 10), (10, -2)], ValueError, "max_sizes[2]: "),
    "shrink": ([0.0, 0.0, math.nan], ValueError, "shrink[2]: "),
    "align": ([0, 42, 0], ValueError, "align[1]: "),
}
WRONG_TYPE = {
    "grow": [1.0, "2", 0.0], "flags": [0, 1.5, 0], "guides": [1.0, 2.0, b"x"], "spacing": [(0, 0, 0, 0), 5, (0, 0, 0, 0)],
    "first_baselines": [object(), 1.0, 2.0], "last_baselines": [1.0, [2.0], 3.0],
    "margins": [(0, 0, 0, 0), (0, "x", 0, 0), (0, 0, 0, 0)], "min_sizes": [(0, 0), (0, 0), (0, 0, 0)],
    "max_sizes": [(1, 1), "ab", (1, 1)], "shrink": [None, {}, 1.0], "align": [0, True, 0],
}


def state(layout: FlowLayout) -> bytes:
    """What the layout shows: its last result, then an arrange (at 120) with its items and inputs
    as held."""
    return result_bytes(layout.result) + result_bytes(layout.arrange(None, 120))


def refusal(layout: FlowLayout, sizes: Any, keywords: Dict[str, Any]) -> BaseException:
    with pytest.raises((TypeError, ValueError)) as raised:
        layout.arrange(sizes, 120, **keywords)
    return raised.value


@pytest.mark.parametrize("keyword", KEYWORDS)
@pytest.mark.parametrize("held_count", [3, 5], ids=["same-count", "other-count"])
def test_a_refused_keyword_names_itself_and_changes_nothing(keyword: str, held_count: int, counted: Counting) -> None:
    sizes = [(30.0, 10.0), (40.0, 12.0), (50.0, 14.0)]
    cases = [(REFUSED[keyword][0], REFUSED[keyword][1], REFUSED[keyword][2]),
             (WRONG_TYPE[keyword], (TypeError, ValueError), keyword),
             (REFUSED[keyword][0][:2], ValueError, keyword)]  # one item short
    for values, kind, start in cases:
        errors = []
        for helpers in (True, False):
            with FlowLayout(align_items="first-baseline", item_spacing=None) as layout:
                held = [(20.0, 8.0)] * held_count
                layout.arrange(held, 120, grow=[1.0] * held_count, first_baselines=[4.0] * held_count,
                               spacing=[(1, 2, 3, 4)] * held_count)
                before = state(layout)
                calls = len(counted.statuses)
                with contextlib.nullcontext() if helpers else without_helpers():
                    error = refusal(layout, sizes, {keyword: values})
                if helpers:
                    assert len(counted.statuses) > calls  # the C path was asked first
                assert isinstance(error, kind), (values, error)
                assert str(error).startswith(start), (values, str(error))
                assert state(layout) == before, f"{keyword}={values!r} changed the layout"
                errors.append((type(error), str(error)))
        assert errors[0] == errors[1], "the same error with and without the helper module"


def test_a_refused_keyword_among_others_hands_the_held_inputs_back(counted: Counting) -> None:
    """The same item count: the inputs are handed to the layout before the sizes; one refused
    late (align, after grow and the baselines) or refused sizes hand every earlier one back."""
    sizes = [(30.0, 10.0), (40.0, 12.0), (50.0, 14.0)]
    with FlowLayout(align_items="last-baseline", item_spacing=None, line_spacing=None) as layout:
        layout.arrange(sizes, 70, grow=[1.0, 0.0, 2.0], last_baselines=[3.0, 4.0, 5.0], margins=[(1, 1, 1, 1)] * 3)
        state(layout)  # the last result is now the one state() makes
        before = state(layout)
        with pytest.raises(ValueError, match=r"^align\[2\]: "):
            layout.arrange(sizes, 70, grow=[0.0, 5.0, 0.0], first_baselines=[9.0, 9.0, 9.0], spacing=[(5, 5, 5, 5)] * 3,
                           align=[0, 1, 77])
        assert state(layout) == before
        with pytest.raises(ValueError, match=r"^sizes\[1\]: "):
            layout.arrange([(30.0, 10.0), (-1.0, 12.0), (50.0, 14.0)], 70, grow=[0.0, 5.0, 0.0])
        assert state(layout) == before
        with pytest.raises(ValueError, match=r"^first_baselines and last_baselines differ in length"):
            layout.arrange(sizes, 70, first_baselines=[1.0] * 3, last_baselines=[1.0] * 2)
        assert state(layout) == before
    assert any(status > 0 for status in counted.statuses)  # refused by the library inside the C path


def test_unchanged_inputs_keep_the_arrange_cheap_and_right(counted: Counting) -> None:
    """Inputs given again unchanged are not handed again; changed in place, they are."""
    sizes = [(30.0, 10.0), (40.0, 30.0), (50.0, 14.0)]
    baselines = [8.0, 20.0, 10.0]
    with FlowLayout(align_items="first-baseline") as layout:
        first = layout.arrange(sizes, 500, first_baselines=baselines)
        again = layout.arrange(sizes, 500, first_baselines=baselines)
        assert result_bytes(first) == result_bytes(again)
        baselines[0] = 25.0  # the item 0 now hangs lower than the others' baselines allow
        moved = layout.arrange(sizes, 500, first_baselines=baselines)
        assert [y for x, y, w, h in moved.frames] == [0.0, 5.0, 15.0]
        plain = layout.arrange(sizes, 500)  # no baselines: the bottom edges line up
        assert [y for x, y, w, h in plain.frames] == [20.0, 0.0, 16.0]
    assert counted.statuses == [0, 0, 0, 0]


def test_numpy_and_other_sequences_take_the_checked_packers(counted: Counting) -> None:
    numpy = pytest.importorskip("numpy")
    sizes = [(30.0, 10.0), (40.0, 12.0), (50.0, 14.0)]
    grow = numpy.array([1.0, 0.0, 2.0], dtype=numpy.float64)
    with FlowLayout() as fast, FlowLayout() as slow:
        got = fast.arrange(sizes, 200, grow=grow, shrink=range(3), align=["center", "end", None])
        with without_helpers():
            expected = slow.arrange(sizes, 200, grow=grow, shrink=range(3), align=["center", "end", None])
        assert result_bytes(got) == result_bytes(expected)
    assert counted.statuses[-1] == 0 and len(counted.statuses) > 1  # packed here, then the C path again


def test_large_layouts_released_from_the_interpreter_lock_give_the_same_results(counted: Counting) -> None:
    """From 2,048 items the C path lets other threads run while the library works."""
    rng = random.Random(7)
    count = 3000
    sizes = [(rng.uniform(0, 80), rng.uniform(0, 40)) for _ in range(count)]
    with FlowLayout(align_items="first-baseline", item_spacing=None) as fast, \
            FlowLayout(align_items="first-baseline", item_spacing=None) as slow:
        for _ in range(3):
            keywords = random_inputs(rng, count)
            got = fast.arrange(sizes, 900, **keywords)
            with without_helpers():
                expected = slow.arrange(sizes, 900, **keywords)
            assert result_bytes(got) == result_bytes(expected)
    assert counted.statuses.count(0) >= 3
