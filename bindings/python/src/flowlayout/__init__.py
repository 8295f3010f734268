"""flowlayout: flow layout (wrapping rows and columns, tag clouds, CSS flex-wrap) for Python.

Bindings over the C library ``libflowlayout``, which ``pip install`` builds and bundles with this
package (``FLOWLAYOUT_LIBRARY`` may name another build of the same major version).

>>> from flowlayout import FlowLayout
>>> with FlowLayout(justify="space-between", item_spacing=10) as layout:
...     result = layout.arrange([(50, 20), (60, 20), (70, 20)], width=150)
...     result.size, result.visible_count
(Size(width=150.0, height=48.0), 3)

Results are compact sequences of named tuples (``Rect``, ``Line``); ``numpy.asarray`` turns them
into arrays.
``python -m flowlayout render spec.json -o out.svg`` draws a layout described in JSON.
"""

from __future__ import annotations

from ._enums import (
    AlignContent, AlignItems, Axis, Direction, ItemFlags, Justify, LineBreaking, LineFill, Navigation, Status, Wrap,
)
from ._errors import FlowLayoutError, InvalidArgumentError, LibraryNotFoundError
from ._library import ABI_MAJOR, LIBRARY_ENV, format_version, library, library_path
from ._types import InsertionPoint, Lane, Line, Rect, Size
from ._inputs import FloatColumn, FloatRows, IntColumn, SizePairs
from ._options import (
    AlignContentName, AlignItemsName, AxisName, DirectionName, JustifyName, LineBreakingName, WrapName,
)
from ._results import Frames, Lines
from ._lanes import LanesValue
from ._line_features import OverflowIndicator
from .layout import (
    FlowLayout, GroupResult, LayoutBatch, LayoutResult, Measure, MeasureRange, MeasureWithBaselines, first_fitting,
)

from ._version import __version__ as __version__


def library_version() -> str:
    """Version of the loaded C library, as ``"major.minor.patch"``."""
    return format_version(library().version)


__all__ = [
    "__version__",
    "ABI_MAJOR",
    "AlignContent",
    "AlignContentName",
    "AlignItems",
    "AlignItemsName",
    "Axis",
    "AxisName",
    "Direction",
    "DirectionName",
    "FloatColumn",
    "FloatRows",
    "IntColumn",
    "JustifyName",
    "LineBreakingName",
    "SizePairs",
    "WrapName",
    "FlowLayout",
    "FlowLayoutError",
    "Frames",
    "GroupResult",
    "InsertionPoint",
    "InvalidArgumentError",
    "ItemFlags",
    "Justify",
    "LIBRARY_ENV",
    "LayoutBatch",
    "Lane",
    "LanesValue",
    "LayoutResult",
    "LibraryNotFoundError",
    "Line",
    "Lines",
    "LineBreaking",
    "LineFill",
    "OverflowIndicator",
    "Measure",
    "MeasureRange",
    "MeasureWithBaselines",
    "Navigation",
    "Rect",
    "Size",
    "Status",
    "Wrap",
    "first_fitting",
    "library",
    "library_path",
    "library_version",
]
