"""Calls a type checker must refuse (scripts/test-python expects mypy to report each line marked
"error"): misspelled option names are caught by the Literal types, wrong argument types by the
signatures, and results are typed (no Any)."""

from typing import List, Tuple

from flowlayout import FlowLayout, Rect

layout = FlowLayout(justify="space-betwen")  # error: not one of the Literal names
layout.align_items = "first-baseline"
layout.align_items = "baseline-first"  # error: not one of the Literal names
result = layout.arrange([(10, 20)], "100")  # error: a str where a number is expected
frame: Rect = result.frames[0]
width: str = result.frames[0].width  # error: a float, not a str
first: str = result.lines[0].first_item  # error: an int, not a str


def two_numbers(index: int, width: object, height: object) -> Tuple[float, float]:
    return (10.0, 10.0)


layout.set_measure(1, two_numbers, baselines=True)  # error: baselines=True needs four numbers
layout.set_measure_range(1, two_numbers)  # error: a range callback takes (first, count, width, height)
hit: str = layout.item_at(1, 2)  # error: an Optional[int], not a str
shown: List[int] = layout.lines_in_range(0, 100)  # error: a range, not a list
layout.set_item_size(0, 10)  # error: a (width, height) pair, not a number
FlowLayout(lanes="3")  # error: a lane count or (count, min_lane_length), not a str
lane_width: str = layout.arrange([(10, 20)], 100).lanes[0].length  # error: a float, not a str
slot: int = layout.lane_of_item(0)  # error: an Optional[Tuple[int, int]], not an int
