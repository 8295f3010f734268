"""Calls a type checker must refuse (scripts/test-python expects mypy to report each line marked
"error"): misspelled option names are caught by the Literal types, wrong argument types by the
signatures, and results are typed (no Any)."""

from flowlayout import FlowLayout, Rect

layout = FlowLayout(justify="space-betwen")  # error: not one of the Literal names
layout.align_items = "first-baseline"
layout.align_items = "baseline-first"  # error: not one of the Literal names
result = layout.arrange([(10, 20)], "100")  # error: a str where a number is expected
frame: Rect = result.frames[0]
width: str = result.frames[0].width  # error: a float, not a str
first: str = result.lines[0].first_item  # error: an int, not a str
