"""The :class:`FlowLayout` class: a handle on one layout of the C library.

The class is assembled from one part per concern, each a module of its own and a subclass of the
one before, so that dependencies go one way (``_core`` <- ``_layout_options`` <- ``_item_inputs``
<- ``_arranging`` <- ``_one_call``, ``_batch``, ``_queries`` <- this module):

- ``_core``: the library's handle, created on first use, and :meth:`~FlowLayout.close`;
- ``_layout_options``: the options, as keywords, properties and :meth:`~FlowLayout.configure`;
- ``_item_inputs``: the items (sizes, a measure callback with or without baselines or answering
  runs of items, one item's size) and the ``set_item_*`` inputs;
- ``_arranging``: :meth:`~FlowLayout.arrange`, :meth:`~FlowLayout.size_that_fits`, ``result``;
- ``_one_call``: :meth:`~FlowLayout.arrange_into` and the staged buffers;
- ``_batch``: :meth:`~FlowLayout.arrange_batch`;
- ``_queries``: :meth:`~FlowLayout.item_at`, :meth:`~FlowLayout.line_of_item` and
  :meth:`~FlowLayout.lines_in_range` on the last arrange's results.

:func:`first_fitting` (``_fitting``) and the result types (``_results``, ``_batch``) are
importable from here as before.
"""

from __future__ import annotations

from typing import Optional, Tuple, Union

from ._batch import BatchArranging, GroupResult, LayoutBatch
from ._enums import AlignContent, AlignItems, Axis, Direction, Justify, LineBreaking, LineFill, Wrap
from ._fitting import first_fitting
from ._lanes import LanesValue
from ._layout_options import OPTION_NAMES
from ._line_features import LineFillName, OverflowIndicator
from ._measure import Measure, MeasureWithBaselines
from ._measure_range import MeasureRange
from ._one_call import OneCallArranging
from ._queries import ResultQueries
from ._options import (
    AlignContentValue, AlignItemsValue, AxisValue, DirectionValue, JustifyValue, LineBreakingValue, PaddingValue,
    WrapValue,
)
from ._results import LayoutResult

__all__ = ["FlowLayout", "GroupResult", "LayoutBatch", "LayoutResult", "Measure", "MeasureRange", "MeasureWithBaselines",
           "first_fitting"]


class FlowLayout(OneCallArranging, BatchArranging, ResultQueries):
    """A flow layout: options, per-item inputs, and the results of the last arrange.

    Options are keyword arguments and properties; enum options take members, their integer
    values or their names (``justify="space-between"``, ``align_items="first-baseline"``).
    Methods take the C header's names (``set_item_spacing`` is ``flow_layout_set_item_spacing``).
    A bad value raises ``ValueError`` naming the argument (:class:`InvalidArgumentError` when the
    library refused it), a bad type ``TypeError``; a failed call changes nothing. An attribute
    that is not an option or method raises ``AttributeError`` (``layout.justfy = ...``). Use it as
    a context manager, or call :meth:`close`, to free the library's memory at once; otherwise it
    is freed when the object is garbage collected. The library's handle is created on first use,
    so making a layout is cheap.

    Not thread-safe; distinct layouts share nothing and may be used from different threads.

    >>> with FlowLayout(item_spacing=4, line_spacing=4) as layout:
    ...     result = layout.arrange([(40, 20), (40, 20), (40, 20)], width=90)
    ...     result.rects()
    [Rect(x=0.0, y=0.0, width=40.0, height=20.0), Rect(x=44.0, y=0.0, width=40.0, height=20.0), \
Rect(x=0.0, y=24.0, width=40.0, height=20.0)]
    """

    __slots__ = ()

    def __init__(
        self,
        *,
        axis: AxisValue = Axis.HORIZONTAL,
        wrap: WrapValue = Wrap.WRAP,
        direction: DirectionValue = Direction.LTR,
        item_spacing: Optional[float] = 8.0,
        line_spacing: Optional[float] = 8.0,
        justify: JustifyValue = Justify.START,
        align_items: AlignItemsValue = AlignItems.START,
        align_content: AlignContentValue = AlignContent.START,
        max_lines: int = 0,
        max_items_per_line: int = 0,
        uniform_size: bool = False,
        pixel_scale: float = 0.0,
        line_breaking: LineBreakingValue = LineBreaking.GREEDY,
        min_lines: int = 0,
        padding: PaddingValue = 0.0,
        reverse: bool = False,
        justify_last: Union[None, JustifyValue] = None,
        line_fill: LineFillName = LineFill.NONE,
        max_scale: Optional[float] = None,
        separator: Optional[Tuple[float, float]] = None,
        overflow_indicator: Optional[OverflowIndicator] = None,
        lanes: LanesValue = None,
        lane_tolerance: float = 16.0,
    ) -> None:
        """Creates a layout; every option defaults to the library's default.

        :param axis: ``"horizontal"`` (rows) or ``"vertical"`` (columns).
        :param wrap: ``"wrap"``, ``"none"`` (one line) or ``"wrap-reverse"``.
        :param direction: ``"ltr"`` or ``"rtl"``.
        :param item_spacing: gap between neighbours in a line, in points; None = automatic
            (from the items' spacing preferences, see :meth:`set_item_spacing`).
        :param line_spacing: gap between lines, in points; None = automatic.
        :param justify: start, center, end, space-between, space-around, space-evenly.
        :param align_items: start, center, end, first-baseline, last-baseline, stretch.
        :param align_content: start, center, end, space-between, space-around, space-evenly, stretch.
        :param max_lines: lines past this many are hidden; 0 = unlimited.
        :param max_items_per_line: 0 = unlimited.
        :param uniform_size: every item takes the largest width and height of all items.
        :param pixel_scale: edges snap to a 1/scale grid; 0 = no snapping.
        :param line_breaking: ``"greedy"``, ``"balance"`` (even lines, the last one included) or
            ``"pretty"`` (even lines, a last line a third full is free).
        :param min_lines: with balanced breaking, at least this many lines; 0 = none.
        :param padding: space inside the container's edges, in points: one number or
            (top, right, bottom, left); the bounds include it.
        :param reverse: each line runs from its main end (CSS row-reverse / column-reverse).
        :param justify_last: justification of the last line and of lines ended by a forced break
            (CSS ``text-align-last``); None (or ``"auto"``, -1) = as ``justify``.
        :param line_fill: ``"scale"`` scales each line's items (aspect ratios kept) to fill the
            width exactly: justified galleries. Growth is then off.
        :param max_scale: with scale fill, lines that would scale by more are left alone; None = no limit.
        :param separator: (width, height) of a separator drawn between neighbours on a line (the
            gap becomes gap + separator + gap); their frames are ``result.separators``.
        :param overflow_indicator: with ``max_lines``, ``indicator(hidden_count) -> (width, height)``:
            the most items that leave room for a "+N more" item at the end of the last line are
            shown, and its frame is ``result.overflow_frame``.
        :param lanes: lanes (masonry, CSS ``display: grid-lanes``): a lane count (``3``), or
            ``(count, min_lane_length)``; ``(0, 180)`` makes as many lanes of at least 180 points
            as fit. Each item goes into the lane that ends first; ``item_spacing`` is the gap between
            lanes, ``line_spacing`` the gap between the items of a lane; the lanes are
            ``result.lanes``. Line options (wrap, justify, alignment, max_lines, ...) are ignored.
            None (default) = ordinary lines.
        :param lane_tolerance: lanes ending within this many points of each other count as tied;
            the first in order takes the item (CSS ``flow-tolerance``). Default 16.
        :raises TypeError: an option of the wrong type (naming it); the bool options take True,
            False, 0, 1 or a NumPy bool.
        :raises ValueError: an option out of range (naming it; :class:`InvalidArgumentError`
            when the library refused it).
        """
        super().__init__()
        given = (axis, wrap, direction, item_spacing, line_spacing, justify, align_items, align_content, max_lines,
                 max_items_per_line, uniform_size, pixel_scale, line_breaking, min_lines, padding, reverse,
                 justify_last, line_fill, max_scale, separator, overflow_indicator, lanes, lane_tolerance)
        if given != _DEFAULT_VALUES:  # identical objects compare at once: the no-option case costs nothing
            self.configure(**{name: value for name, value, default in zip(_OPTION_ORDER, given, _DEFAULT_VALUES)
                              if value is not default})

    def __enter__(self) -> "FlowLayout":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        if self._closed:
            return "<FlowLayout closed>"
        return (f"<FlowLayout axis={self.axis} wrap={self.wrap} direction={self.direction} "
                f"justify={self.justify} align_items={self.align_items} align_content={self.align_content}>")


_OPTION_ORDER = ("axis", "wrap", "direction", "item_spacing", "line_spacing", "justify", "align_items",
                 "align_content", "max_lines", "max_items_per_line", "uniform_size", "pixel_scale", "line_breaking",
                 "min_lines", "padding", "reverse", "justify_last", "line_fill", "max_scale", "separator",
                 "overflow_indicator", "lanes", "lane_tolerance")
"""The constructor's keywords, in order."""
_DEFAULT_VALUES = tuple(FlowLayout.__init__.__kwdefaults__[name] for name in _OPTION_ORDER)  # type: ignore[index]
assert OPTION_NAMES == frozenset(_OPTION_ORDER), "every option descriptor needs its __init__ keyword"
