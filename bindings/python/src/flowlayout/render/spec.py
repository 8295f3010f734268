"""Layout descriptions in JSON: what ``python -m flowlayout render`` draws.

A description is an object::

    {
      "width": 320, "height": null,                  bounds; null or absent = unspecified
      "options": {"justify": "space-between", ...},  FlowLayout keyword arguments
                                                     ("overflow_indicator": [w, h], a fixed size)
      "items": [
        [60, 24],                                    a bare (width, height) pair, or an object:
        {"size": [80, 30], "label": "swift", "grow": 1, "flags": ["break-before"],
         "first_baseline": 22, "last_baseline": 22, "guide": null, "spacing": [4, 4, 4, 4],
         "margin": [0, 0, 0, null], "min": [40, null], "max": [120, null], "shrink": 1,
         "align_self": "center"}                      (margin: top, right, bottom, left; null = auto)
      ],
      "title": "optional caption"
    }

Per-item keys other than ``size`` are optional; an input none of the items has is not set.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, List, Optional, Set, Union

from .._enums import ItemFlags
from ..layout import FlowLayout, LayoutResult

_ITEM_KEYS = {"size", "label", "grow", "flags", "first_baseline", "last_baseline", "guide", "spacing",
              "margin", "min", "max", "shrink", "align_self"}


class SpecError(ValueError):
    """The description is not a valid layout description; the message says where."""


@dataclass
class LayoutSpec:
    """A parsed description."""

    sizes: List[List[float]]
    width: Optional[float] = None
    height: Optional[float] = None
    options: Dict[str, Any] = field(default_factory=dict)
    labels: List[str] = field(default_factory=list)
    grow: Optional[List[float]] = None
    flags: Optional[List[int]] = None
    first_baselines: Optional[List[Optional[float]]] = None
    last_baselines: Optional[List[Optional[float]]] = None
    guides: Optional[List[Optional[float]]] = None
    spacing: Optional[List[List[float]]] = None
    margins: Optional[List[List[Optional[float]]]] = None
    min_sizes: Optional[List[List[Optional[float]]]] = None
    max_sizes: Optional[List[List[Optional[float]]]] = None
    shrink: Optional[List[float]] = None
    align_self: Optional[List[Optional[str]]] = None
    title: Optional[str] = None

    def arrange(self) -> LayoutResult:
        """Builds the layout and arranges it. The result keeps the layout alive; close it with
        ``result.layout.close()`` when done."""
        options = dict(self.options)
        indicator = options.get("overflow_indicator")
        if isinstance(indicator, (list, tuple)):  # JSON: the "+N more" item's fixed [width, height]
            size = (float(indicator[0]), float(indicator[1]))
            options["overflow_indicator"] = lambda hidden: size
        layout = FlowLayout(**options)
        try:
            layout.set_items(self.sizes)
            if self.grow is not None:
                layout.set_item_grow(self.grow)
            if self.flags is not None:
                layout.set_item_flags(self.flags)
            if self.first_baselines is not None or self.last_baselines is not None:
                layout.set_item_baselines(self.first_baselines, self.last_baselines)
            if self.guides is not None:
                layout.set_item_guides(self.guides)
            if self.spacing is not None:
                layout.set_item_spacing(self.spacing)
            if self.margins is not None:
                layout.set_item_margins(self.margins)
            if self.min_sizes is not None or self.max_sizes is not None:
                layout.set_item_limits(self.min_sizes, self.max_sizes)
            if self.shrink is not None:
                layout.set_item_shrink(self.shrink)
            if self.align_self is not None:
                layout.set_item_align(self.align_self)
            return layout.arrange(None, self.width, self.height)
        except BaseException:
            layout.close()
            raise


def load(source: Union[str, Path, Dict[str, Any]]) -> LayoutSpec:
    """Parses a description from a path to a JSON file, or from an already decoded dict."""
    if isinstance(source, dict):
        data = source
    else:
        try:
            data = json.loads(Path(source).read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            raise SpecError(f"{source}: not valid JSON: {error}") from None
    if not isinstance(data, dict):
        raise SpecError("a layout description is a JSON object")
    items = data.get("items")
    if not isinstance(items, list):
        raise SpecError('"items" must be a list of [width, height] pairs or item objects')
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise SpecError('"options" must be an object of FlowLayout keyword arguments')
    spec = LayoutSpec(sizes=[], width=_bound(data, "width"), height=_bound(data, "height"),
                      options=dict(options), title=data.get("title"))
    columns: Dict[str, List[Any]] = {key: [] for key in _ITEM_KEYS - {"size", "label"}}
    present: Set[str] = set()
    for index, item in enumerate(items):
        if isinstance(item, list):
            item = {"size": item}
        if not isinstance(item, dict):
            raise SpecError(f"items[{index}]: expected [width, height] or an object")
        unknown = set(item) - _ITEM_KEYS
        if unknown:
            raise SpecError(f"items[{index}]: unknown keys {sorted(unknown)}; known: {sorted(_ITEM_KEYS)}")
        size = item.get("size")
        if not (isinstance(size, list) and len(size) == 2 and all(isinstance(v, (int, float)) for v in size)):
            raise SpecError(f"items[{index}]: \"size\" must be [width, height]")
        spec.sizes.append([float(size[0]), float(size[1])])
        spec.labels.append(str(item.get("label", index)))
        present.update(key for key in item if key in columns)
        columns["grow"].append(item.get("grow", 0.0))
        columns["flags"].append(_flags(item.get("flags", 0), index))
        columns["first_baseline"].append(item.get("first_baseline"))
        columns["last_baseline"].append(item.get("last_baseline"))
        columns["guide"].append(item.get("guide"))
        columns["spacing"].append(item.get("spacing", [math.nan] * 4))
        columns["margin"].append(item.get("margin", [0.0] * 4))
        columns["min"].append(item.get("min", [None, None]))
        columns["max"].append(item.get("max", [None, None]))
        columns["shrink"].append(item.get("shrink", 0.0))
        columns["align_self"].append(item.get("align_self"))
    if "grow" in present:
        spec.grow = columns["grow"]
    if "flags" in present:
        spec.flags = columns["flags"]
    if "first_baseline" in present:
        spec.first_baselines = columns["first_baseline"]
    if "last_baseline" in present:
        spec.last_baselines = columns["last_baseline"]
    if "guide" in present:
        spec.guides = columns["guide"]
    if "spacing" in present:
        spec.spacing = columns["spacing"]
    if "margin" in present:
        spec.margins = columns["margin"]
    if "min" in present:
        spec.min_sizes = columns["min"]
    if "max" in present:
        spec.max_sizes = columns["max"]
    if "shrink" in present:
        spec.shrink = columns["shrink"]
    if "align_self" in present:
        spec.align_self = columns["align_self"]
    return spec


def _bound(data: Dict[str, Any], key: str) -> Optional[float]:
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise SpecError(f'"{key}" must be a number or null')
    return float(value)


def _flags(value: Any, index: int) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str):
        value = [value]
    if isinstance(value, list):
        word = ItemFlags.NONE
        for name in value:
            try:
                word |= ItemFlags[str(name).upper().replace("-", "_")]
            except KeyError:
                raise SpecError(f"items[{index}]: unknown flag {name!r}; use break-before, break-after, hidden, no-stretch") from None
        return int(word)
    raise SpecError(f"items[{index}]: \"flags\" must be a list of flag names or an int")
