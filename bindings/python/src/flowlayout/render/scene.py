"""A picture of an arranged layout as a list of shapes, independent of the output format.

Drawn, back to front: the container (dashed outline, the arrange size), the lines (bands along
the cross axis) or in lanes mode the lanes (outlined bands along the lanes), the visible items
(labelled boxes), the separators between them and the "+N more" overflow indicator when the
layout has them, the baselines given to items (red), and a caption with the non-default options.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional, Union

from .._enums import Axis
from .._layout_options import LayoutOptions
from ..layout import LayoutResult
from .spec import LayoutSpec

ITEM_COLORS = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#edc948", "#e15759", "#9c755f"]
LINE_COLORS = ["#dfe7f2", "#eef2f8"]
MARGIN = 16.0
CAPTION_SIZE = 11.0


@dataclass
class Box:
    x: float
    y: float
    width: float
    height: float
    fill: Optional[str] = None
    stroke: Optional[str] = None
    dashed: bool = False
    radius: float = 0.0
    kind: str = ""


@dataclass
class Segment:
    x1: float
    y1: float
    x2: float
    y2: float
    stroke: str
    kind: str = ""


@dataclass
class Label:
    x: float
    y: float
    text: str
    size: float
    color: str
    anchor: str = "middle"
    """``middle``: (x, y) is the text's centre; ``baseline``: x its centre, y its baseline;
    ``start``: x its left end, y its baseline."""


Shape = Union[Box, Segment, Label]


@dataclass
class Scene:
    width: float
    height: float
    shapes: List[Shape]


def build(spec: LayoutSpec, result: LayoutResult) -> Scene:
    """The shapes picturing ``result``, the arrangement of ``spec``, with a margin around them."""
    layout = result.layout
    frames = result.rects()
    visible = frames[: result.visible_count]
    left = min([0.0] + [f.x for f in visible])
    top = min([0.0] + [f.y for f in visible])
    right = max([result.size.width] + [f.x + f.width for f in visible])
    bottom = max([result.size.height] + [f.y + f.height for f in visible])
    dx, dy = MARGIN - left, MARGIN - top
    caption = _caption(spec, layout, result)
    shapes: List[Shape] = [Box(dx, dy, result.size.width, result.size.height, fill="#ffffff", kind="container")]
    horizontal = layout.axis == Axis.HORIZONTAL
    for number, line in enumerate(result.line_list()):
        color = LINE_COLORS[number % 2]
        if horizontal:
            shapes.append(Box(dx, dy + line.cross_offset, result.size.width, line.cross_size, fill=color, kind="line"))
        else:
            shapes.append(Box(dx + line.cross_offset, dy, line.cross_size, result.size.height, fill=color, kind="line"))
    for index, frame in enumerate(visible):
        color = ITEM_COLORS[index % len(ITEM_COLORS)]
        shapes.append(Box(dx + frame.x, dy + frame.y, frame.width, frame.height, fill=color, stroke="#333333",
                          radius=3.0, kind="item"))
        label = spec.labels[index] if index < len(spec.labels) else str(index)
        size = max(6.0, min(12.0, frame.height * 0.6, frame.width / max(1, len(label)) * 1.6))
        baseline = _given(spec.first_baselines, index)
        if baseline is not None and horizontal:  # text sits on the item's first baseline
            shapes.append(Label(dx + frame.x + frame.width / 2, dy + frame.y + baseline - 2, label, size, "#ffffff",
                                anchor="baseline"))
        else:
            shapes.append(Label(dx + frame.x + frame.width / 2, dy + frame.y + frame.height / 2, label, size,
                                "#ffffff"))
    lanes = result.lanes
    for number, lane in enumerate(lanes):
        color = LINE_COLORS[number % 2]
        if horizontal:  # column lanes: offset and length across, the lanes run down
            band = Box(dx + lane.offset, dy, lane.length, result.size.height, fill=color, stroke="#b8c4d6", kind="lane")
        else:
            band = Box(dx, dy + lane.offset, result.size.width, lane.length, fill=color, stroke="#b8c4d6", kind="lane")
        shapes.insert(1 + len(result.lines) + number, band)
    # The container's outline goes over the line and lane bands.
    outline = Box(dx, dy, result.size.width, result.size.height, stroke="#888888", dashed=True,
                  kind="container-outline")
    shapes.insert(1 + len(result.lines) + len(lanes), outline)
    for sep in result.separators:
        shapes.append(Box(dx + sep.x, dy + sep.y, max(sep.width, 1.0), max(sep.height, 1.0), fill="#555555",
                          radius=min(sep.width, sep.height) / 2, kind="separator"))
    more = result.overflow_frame
    if more is not None:
        hidden = len(frames) - result.visible_count
        shapes.append(Box(dx + more.x, dy + more.y, more.width, more.height, fill="#ffffff", stroke="#4e79a7",
                          radius=3.0, kind="indicator"))
        shapes.append(Label(dx + more.x + more.width / 2, dy + more.y + more.height / 2, f"+{hidden}",
                            max(6.0, min(12.0, more.height * 0.6)), "#4e79a7"))
    for baselines in (spec.first_baselines, spec.last_baselines):
        for index, offset in enumerate(baselines or []):
            if offset is None or index >= len(visible) or offset != offset:
                continue
            frame = visible[index]
            if horizontal:
                y = dy + frame.y + offset
                shapes.append(Segment(dx + frame.x - 2, y, dx + frame.x + frame.width + 2, y, "#d62728", kind="baseline"))
            else:
                x = dx + frame.x + offset
                shapes.append(Segment(x, dy + frame.y - 2, x, dy + frame.y + frame.height + 2, "#d62728", kind="baseline"))
    height = bottom - top + 2 * MARGIN
    leading = CAPTION_SIZE * 1.4
    for number, text in enumerate(caption):
        shapes.append(Label(MARGIN, height + number * leading, text, CAPTION_SIZE, "#333333", anchor="start"))
    widest = max(len(text) for text in caption) * CAPTION_SIZE * 0.62
    return Scene(max(right - left, widest) + 2 * MARGIN, height + len(caption) * leading, shapes)


def _given(values: Optional[List[Optional[float]]], index: int) -> Optional[float]:
    if values is None or index >= len(values):
        return None
    value = values[index]
    return None if value is None or value != value else float(value)


def _caption(spec: LayoutSpec, layout: LayoutOptions, result: LayoutResult) -> List[str]:
    """Caption lines: the title, the bounds and size, the options that differ from the defaults."""
    lines = [spec.title] if spec.title else []
    bounds = " x ".join("auto" if v is None else f"{v:g}" for v in (spec.width, spec.height))
    summary = f"{len(spec.sizes)} items in {bounds} -> {result.size.width:g} x {result.size.height:g}"
    hidden = len(spec.sizes) - result.visible_count
    lines.append(summary + (f", {hidden} hidden" if hidden else ""))
    changed = [f"{name}={_word(value)}" for name, value in layout.options.items() if _DEFAULTS.get(name) != value]
    while changed:
        lines.append(", ".join(changed[:3]))
        changed = changed[3:]
    return lines


def _word(value: object) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


_DEFAULTS = {
    "axis": Axis.HORIZONTAL, "wrap": 1, "direction": 0, "item_spacing": 8.0, "line_spacing": 8.0, "justify": 0,
    "align_items": 0, "align_content": 0, "max_lines": 0, "max_items_per_line": 0, "uniform_size": False,
    "pixel_scale": 0.0, "line_breaking": 0, "min_lines": 0, "padding": (0.0, 0.0, 0.0, 0.0), "reverse": False, "line_fill": 0,
    "lane_tolerance": 16.0,
}
