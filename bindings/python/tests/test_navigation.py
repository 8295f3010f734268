"""Requirement: navigation and drag (``neighbor``, ``insertion_point``) answer what the rules say.

Small grids that read as the rules (arrows move on screen: RTL, reverse, wrap-reverse and columns
included; hidden items stepped over; ties to the lower index), then both calls against brute
force computed in Python from the frames and lines of random layouts over every option (the
screen direction of lines is taken from the options, never from the library), then bad input.
Random layouts come from a seed, which each test's id shows.
"""

from __future__ import annotations

import math
import random
import struct
from typing import Any, Dict, List, Optional, Tuple

import pytest

from flowlayout import FlowLayout, FlowLayoutError, InsertionPoint, InvalidArgumentError, ItemFlags, Navigation, Rect, Status

INF = math.inf
DIRECTIONS = ("left", "right", "up", "down", "next", "previous")


def grid(hidden: Tuple[int, ...] = (), **options: Any) -> FlowLayout:
    """Nine 40x20 chips, 8-point gaps, three to a line:  0 1 2 / 3 4 5 / 6 7 8 (rows)."""
    layout = FlowLayout(item_spacing=8, line_spacing=8, **options)
    flags = [ItemFlags.HIDDEN if i in hidden else 0 for i in range(9)] if hidden else None
    if options.get("axis") == "vertical":
        layout.arrange([(40, 20)] * 9, height=76, flags=flags)
    else:
        layout.arrange([(40, 20)] * 9, width=136, flags=flags)
    return layout


def test_arrows_move_on_screen_and_stop_at_a_lines_end() -> None:
    with grid() as layout:
        assert layout.neighbor(0, "right") == 1
        assert layout.neighbor(1, Navigation.DOWN) == 4
        assert layout.neighbor(4, "up") == 1
        assert layout.neighbor(2, "right") is None  # no wrapping to the next line
        assert layout.neighbor(1, "up") is None
        assert layout.neighbor(7, "down") is None
        assert layout.neighbor(2, "next") == 3  # index order crosses lines
        assert layout.neighbor(3, int(Navigation.PREVIOUS)) == 2


def test_right_to_left_and_reverse_flip_left_and_right() -> None:
    for options in ({"direction": "rtl"}, {"reverse": True}):  # 2 1 0 / 5 4 3
        with grid(**options) as layout:
            assert layout.neighbor(0, "left") == 1
            assert layout.neighbor(0, "right") is None
            assert layout.neighbor(1, "down") == 4
    with grid(direction="rtl", reverse=True) as layout:  # both: left to right again
        assert layout.neighbor(0, "right") == 1


def test_wrap_reverse_flips_up_and_down() -> None:
    with grid(wrap="wrap-reverse") as layout:  # 6 7 8 / 3 4 5 / 0 1 2
        assert layout.neighbor(4, "down") == 1
        assert layout.neighbor(4, "up") == 7


def test_columns_move_down_within_and_sideways_across() -> None:
    with grid(axis="vertical") as layout:  # 0 3 6 / 1 4 7 / 2 5 8
        assert layout.neighbor(0, "down") == 1
        assert layout.neighbor(1, "right") == 4
        assert layout.neighbor(1, "left") is None
    with grid(axis="vertical", direction="rtl") as layout:  # 6 3 0 / 7 4 1 / 8 5 2
        assert layout.neighbor(1, "left") == 4


def test_hidden_items_are_stepped_over_and_answer_none() -> None:
    with grid(hidden=(4,)) as layout:  # 0 1 2 / 3 5 6 / 7 8
        assert layout.neighbor(3, "right") == 5
        assert layout.neighbor(1, "down") == 5  # centres below: 3 at 20, 5 at 68, 6 at 116
        assert [layout.neighbor(4, d) for d in DIRECTIONS] == [None] * 6
    with FlowLayout(item_spacing=8, max_lines=2) as layout:
        layout.arrange([(40, 20)] * 9, width=136)
        assert layout.neighbor(4, "down") is None
        assert layout.neighbor(7, "up") is None  # 7 is past max_lines


def test_a_tie_across_lines_goes_to_the_lower_index() -> None:
    with FlowLayout(item_spacing=8) as layout:  # 0 1 / 2222: 2's centre is as far from 0's as from 1's
        layout.arrange([(40, 20), (40, 20), (88, 20)], width=88)
        assert layout.neighbor(2, "up") == 0


def test_dropping_on_the_grid() -> None:
    with grid() as layout:  # rows at y 0, 28, 56; gaps centred at x 44 and 92
        assert layout.insertion_point(10, 10) == (0, Rect(0, 0, 0, 20))
        assert layout.insertion_point(20, 10) == (1, Rect(44, 0, 0, 20))  # on a centre: after the item
        assert layout.insertion_point(130, 10) == (3, Rect(136, 0, 0, 20))
        assert layout.insertion_point(50, 24) == (1, Rect(44, 0, 0, 20))  # between lines: the earlier
        assert layout.insertion_point(500, 60) == (9, Rect(136, 56, 0, 20))
        assert layout.insertion_point(50, INF) == (7, Rect(44, 56, 0, 20))
        point = layout.insertion_point(50, 25)
        assert isinstance(point, InsertionPoint) and point.index == 4 and point.caret.y == 28
    with grid(direction="rtl") as layout:  # 2 1 0
        assert layout.insertion_point(116, 10) == (1, Rect(92, 0, 0, 20))
    with grid(axis="vertical") as layout:  # the caret is horizontal, as wide as the column
        assert layout.insertion_point(60, 22) == (4, Rect(48, 24, 40, 0))


def test_nothing_visible_drops_at_the_content_start() -> None:
    with FlowLayout(padding=(5, 7, 9, 11)) as layout:
        layout.arrange([(40, 20)] * 2, 100, 50, flags=[ItemFlags.HIDDEN] * 2)
        assert layout.insertion_point(50, 20) == (2, Rect(11, 5, 0, 0))
        layout.direction = "rtl"
        layout.arrange(None, 100, 50)
        assert layout.insertion_point(50, 20) == (2, Rect(93, 5, 0, 0))


# ---------------------------------------------------------------------------------------------
# Brute force over random layouts.

def f32(value: float) -> float:
    return float(struct.unpack("f", struct.pack("f", value))[0])


def random_layout(rng: random.Random) -> Tuple[FlowLayout, Dict[str, Any], List[int], Any]:
    """A layout over a random draw of every option and per-item input, arranged."""
    n = 0 if rng.random() < 0.08 else rng.randint(1, 40)
    options: Dict[str, Any] = dict(
        axis=rng.choice(["horizontal", "vertical"]), wrap=rng.choice(["none", "wrap", "wrap-reverse"]),
        direction=rng.choice(["ltr", "rtl"]), justify=rng.randrange(6), align_items=rng.randrange(6),
        align_content=rng.randrange(7), line_breaking=rng.randrange(3), uniform_size=rng.random() < 0.1,
        reverse=rng.random() < 0.3, max_lines=rng.choice([0, 0, 1, 2, 3]),
        max_items_per_line=rng.choice([0, 0, 0, 1, 2, 4]), pixel_scale=rng.choice([0, 0, 1, 2]),
        item_spacing=rng.choice([None, 0, 3, 8]), line_spacing=rng.choice([None, 0, 5, 11]),
        padding=rng.choice([0, 0, (rng.randrange(9), rng.randrange(9), rng.randrange(9), rng.randrange(9))]),
        separator=rng.choice([None, None, (2, 6)]),
        overflow_indicator=rng.choice([None, lambda hidden: (30, 20)]),
    )
    sizes = [(0.0 if rng.random() < 0.1 else rng.randrange(4000) / 64,
              0.0 if rng.random() < 0.1 else rng.randrange(4000) / 64) for _ in range(n)]
    flags = [(rng.choice([1, 2, 3]) if rng.random() < 0.15 else 0) | (ItemFlags.HIDDEN if rng.random() < 0.2 else 0)
             for _ in range(n)] if rng.random() < 0.4 else None
    low = -3 if rng.random() < 0.3 else 0
    margins = [tuple(None if rng.random() < 0.1 else low + rng.randrange(7) for _ in range(4))
               for _ in range(n)] if rng.random() < 0.25 else None
    grow = [rng.randrange(3) for _ in range(n)] if rng.random() < 0.25 else None
    width = None if rng.random() < 0.15 else 30 + rng.randrange(250)
    height = rng.randrange(400) if rng.random() < 0.3 else None
    layout = FlowLayout(**options)
    result = layout.arrange(sizes, width, height, flags=flags, margins=margins, grow=grow)
    hidden = [int(bool(f & ItemFlags.HIDDEN)) for f in flags] if flags else [0] * n
    return layout, options, hidden, result


class Brute:
    """The rules, from the frames, the lines and the options."""

    def __init__(self, options: Dict[str, Any], hidden: List[int], result: Any) -> None:
        self.frames = result.rects()
        self.lines = list(result.lines)
        self.n = len(self.frames)
        self.size = result.size
        self.visible = [i < result.visible_count and not hidden[i] for i in range(self.n)]
        self.horizontal = options["axis"] == "horizontal"
        rtl = options["direction"] == "rtl"
        self.main_descending = (self.horizontal and rtl) != options["reverse"]
        self.cross_descending = (options["wrap"] == "wrap-reverse") != (not self.horizontal and rtl)
        pad = options["padding"]
        self.padding = pad if isinstance(pad, tuple) else (0, 0, 0, 0)

    def line_items(self, line: Any) -> range:
        return range(line.first_item, line.first_item + line.item_count)

    def line_holding(self, index: int) -> Optional[int]:
        for number, line in enumerate(self.lines):
            if index in self.line_items(line):
                return number
        return None

    def centre(self, i: int) -> float:
        f = self.frames[i]
        return f.x + f.width / 2 if self.horizontal else f.y + f.height / 2

    def start(self, i: int) -> float:
        return self.frames[i].x if self.horizontal else self.frames[i].y

    def end(self, i: int) -> float:
        f = self.frames[i]
        return f.x + f.width if self.horizontal else f.y + f.height

    def neighbor(self, index: int, direction: str) -> Optional[int]:
        if not self.visible[index]:
            return None
        if direction == "next":
            return next((i for i in range(index + 1, self.n) if self.visible[i]), None)
        if direction == "previous":
            return next((i for i in range(index - 1, -1, -1) if self.visible[i]), None)
        along_main = (direction in ("left", "right")) == self.horizontal
        toward_larger = direction in ("right", "down")
        line = self.line_holding(index)
        if line is None:
            return None
        if along_main:
            step = 1 if toward_larger != self.main_descending else -1
            items = self.line_items(self.lines[line])
            j = index + step
            while j in items:
                if self.visible[j]:
                    return j
                j += step
            return None
        step = 1 if toward_larger != self.cross_descending else -1
        number = line + step
        while 0 <= number < len(self.lines):
            candidates = [i for i in self.line_items(self.lines[number]) if self.visible[i]]
            if candidates:
                return min(candidates, key=lambda i: (abs(self.centre(i) - self.centre(index)), i))
            number += step
        return None

    def insertion(self, x: float, y: float) -> Tuple[range, Rect]:
        """The indices that are right, and the caret."""
        m, c = (x, y) if self.horizontal else (y, x)
        if self.lines:  # beyond every line: clamp to the outermost edges (distances stay exact)
            c = min(max(c, min(l.cross_offset for l in self.lines)),
                    max(l.cross_offset + l.cross_size for l in self.lines))
        best, best_line = INF, None
        for number, line in enumerate(self.lines):
            start, end = line.cross_offset, line.cross_offset + line.cross_size
            d = start - c if c < start else (c - end if c > end else 0)
            if any(self.visible[i] for i in self.line_items(line)) and d < best:
                best, best_line = d, number
        if best_line is None:
            top, right, bottom, left = self.padding
            go_right = self.main_descending if self.horizontal else self.cross_descending
            go_down = self.cross_descending if self.horizontal else self.main_descending
            return (range(self.n, self.n + 1),
                    Rect(f32(self.size.width - right) if go_right else float(left),
                         f32(self.size.height - bottom) if go_down else float(top), 0.0, 0.0))
        line = self.lines[best_line]
        before = after = None
        for i in self.line_items(line):
            if not self.visible[i]:
                continue
            if (m > self.centre(i)) if self.main_descending else (m < self.centre(i)):
                before = i
                break
            after = i
        if before is not None:
            low = before
            while low > 0 and not self.visible[low - 1]:
                low -= 1
            right_indices = range(low, before + 1)
        else:
            assert after is not None
            high = after + 1
            while high < self.n and not self.visible[high]:
                high += 1
            right_indices = range(after + 1, high + 1)
        if after is not None and before is not None:
            position = ((self.start(after) + self.end(before)) / 2 if self.main_descending
                        else (self.end(after) + self.start(before)) / 2)
        elif after is not None:
            position = self.start(after) if self.main_descending else self.end(after)
        else:
            assert before is not None
            position = self.end(before) if self.main_descending else self.start(before)
        if self.horizontal:
            return right_indices, Rect(f32(position), line.cross_offset, 0.0, line.cross_size)
        return right_indices, Rect(line.cross_offset, f32(position), line.cross_size, 0.0)


@pytest.mark.parametrize("seed", range(1, 9))
def test_both_calls_equal_brute_force_over_random_layouts(seed: int) -> None:
    # 8 x 250: thousands of random layouts, as the C tests draw.
    rng = random.Random(seed)
    neighbors = found = insertions = 0
    for _ in range(250):
        layout, options, hidden, result = random_layout(rng)
        brute = Brute(options, hidden, result)
        described = f"seed {seed}, options {options}, hidden {hidden}"
        for index in range(brute.n):
            for direction in DIRECTIONS:
                got = layout.neighbor(index, direction)
                assert got == brute.neighbor(index, direction), (index, direction, described)
                neighbors += 1
                found += got is not None
        points = [(rng.uniform(-10, brute.size.width + 10), rng.uniform(-10, brute.size.height + 10))
                  for _ in range(20)]
        points += [(f.x + f.width / 2, f.y + f.height / 2) for f in brute.frames]  # on centres
        points += [(f.x, f.y) for f in brute.frames] + [(INF, INF), (-INF, INF), (INF, -INF)]
        for x, y in points:
            x, y = f32(x), f32(y)
            index, caret = layout.insertion_point(x, y)
            indices, want = brute.insertion(x, y)
            assert index in indices and caret == want, ((x, y), (index, caret), (indices, want), described)
            insertions += 1
        layout.close()
    assert neighbors > 1000 and found > 200 and insertions > 1000  # the draws reach the rules


def test_bad_input_raises_naming_the_argument_and_changes_nothing() -> None:
    with FlowLayout() as layout:
        with pytest.raises(FlowLayoutError, match="arrange") as not_arranged:
            layout.neighbor(0, "right")
        assert not_arranged.value.status == Status.NOT_ARRANGED
        with pytest.raises(FlowLayoutError, match="arrange"):
            layout.insertion_point(0, 0)
        layout.arrange([(40, 20)] * 3, width=200)
        with pytest.raises(InvalidArgumentError, match=r"^index: 3 is out of range for the 3 items"):
            layout.neighbor(3, "right")
        with pytest.raises(ValueError, match="^index: "):
            layout.neighbor(-1, "right")
        with pytest.raises(TypeError, match="^index: "):
            layout.neighbor(1.0, "right")  # type: ignore[arg-type]
        with pytest.raises(InvalidArgumentError, match="^direction: 6 is not a direction; expected one of: left"):
            layout.neighbor(0, 6)
        with pytest.raises(ValueError, match="^direction: unknown Navigation 'sideways'"):
            layout.neighbor(0, "sideways")  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="^direction: "):
            layout.neighbor(0, None)  # type: ignore[arg-type]
        with pytest.raises(InvalidArgumentError, match="^x must not be NaN"):
            layout.insertion_point(math.nan, 0)
        with pytest.raises(InvalidArgumentError, match="^y must not be NaN"):
            layout.insertion_point(0, math.nan)
        with pytest.raises(TypeError, match="^x: "):
            layout.insertion_point("1", 0)  # type: ignore[arg-type]
        assert layout.neighbor(0, "right") == 1  # the results are still there
        assert layout.insertion_point(INF, -INF).index == 3
    with pytest.raises(FlowLayoutError, match="closed"):
        layout.neighbor(0, "right")
    with pytest.raises(FlowLayoutError, match="closed"):
        layout.insertion_point(0, 0)
