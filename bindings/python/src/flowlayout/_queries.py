""":class:`ResultQueries`: questions about the last arrange's results, answered by the library in
O(log n): hit-testing (``item_at``), the line of an item (``line_of_item``) and the lines a
viewport shows (``lines_in_range``), C's ``flow_layout_item_at``, ``flow_layout_line_of_item`` and
``flow_layout_lines_in_range``.

The library records no message for these (they take a const handle): the bindings write the
messages, naming the Python argument, from the status the library answers.
"""

from __future__ import annotations

import ctypes
import math
from typing import Callable, Literal, Optional, Tuple, Union

from ._arranging import Arranging
from ._enums import Navigation, Status
from ._errors import FlowLayoutError, InvalidArgumentError, python_message
from ._lanes import lanes_function
from ._options import _names, enum_code, number, size_t
from ._types import CRect, InsertionPoint, Rect

NavigationName = Literal["left", "right", "up", "down", "next", "previous"]
NavigationValue = Union[Navigation, NavigationName, int]

_NONE = 2 ** (8 * ctypes.sizeof(ctypes.c_size_t)) - 1
"""C's SIZE_MAX: no item, or a hidden one."""

NOT_ARRANGED_MESSAGE = "the layout has not been arranged: call arrange() first"


class ResultQueries(Arranging):
    """Hit-testing and scrolling over the results of the last successful arrange."""

    __slots__ = ()

    def item_at(self, x: float, y: float) -> Optional[int]:
        """The item whose frame contains the point (``x``, ``y``) (container coordinates, points),
        None when there is none: hit-testing a click or a hover. Frames are half-open (a point on
        the edge two neighbours share belongs to the one to its right or below); hidden items and
        empty frames contain nothing; where frames overlap (negative margins) the first item in
        index order wins.

        >>> from flowlayout import FlowLayout
        >>> with FlowLayout(item_spacing=10) as layout:
        ...     _ = layout.arrange([(40, 20), (40, 20)], width=200)
        ...     layout.item_at(55, 5), layout.item_at(45, 5)  # item 1 starts at x = 50
        (1, None)

        :raises TypeError: ``x`` or ``y`` is not a number.
        :raises ValueError: (:class:`InvalidArgumentError`) ``x`` or ``y`` is NaN.
        :raises FlowLayoutError: ``NOT_ARRANGED`` before the first successful arrange; ``NULL``
            once closed.
        """
        fx = number(x, "x")
        fy = number(y, "y")
        out = ctypes.c_size_t()
        handle = self._h()
        status = self._lib.flow_layout_item_at(handle, fx, fy, ctypes.byref(out))
        if status:
            raise self._query_failed(status, handle, lambda: f"{'x' if math.isnan(fx) else 'y'} must not be NaN")
        return None if out.value == _NONE else int(out.value)

    def line_of_item(self, index: int) -> Optional[int]:
        """The index in ``result.lines`` of the line holding item ``index``, None when the item is
        hidden (past ``max_lines``, or ``ItemFlags.HIDDEN``).

        >>> from flowlayout import FlowLayout
        >>> with FlowLayout(item_spacing=10, max_lines=1) as layout:
        ...     _ = layout.arrange([(40, 20)] * 3, width=100)
        ...     layout.line_of_item(1), layout.line_of_item(2)  # item 2 is on a hidden second line
        (0, None)

        :raises TypeError: ``index`` is not an int.
        :raises ValueError: ``index`` is negative, or (:class:`InvalidArgumentError`) not an item of
            the last arrange.
        :raises FlowLayoutError: ``NOT_ARRANGED`` before the first successful arrange; ``NULL``
            once closed.
        """
        checked = size_t(index, "index")
        out = ctypes.c_size_t()
        handle = self._h()
        status = self._lib.flow_layout_line_of_item(handle, checked, ctypes.byref(out))
        if status:
            raise self._query_failed(status, handle, lambda: f"index: {checked} is out of range for the "
                                                             f"{self._arranged_count(handle)} items of the last arrange")
        return None if out.value == _NONE else int(out.value)

    def lane_of_item(self, index: int) -> Optional[Tuple[int, int]]:
        """In lanes mode, ``(lane, span)`` of item ``index``: the index in ``result.lanes`` of the
        first lane its area covers (the lowest index), and how many lanes it covers; None when the
        item is hidden or lanes are off.

        >>> from flowlayout import FlowLayout
        >>> with FlowLayout(lanes=3, item_spacing=10, line_spacing=10) as layout:
        ...     _ = layout.arrange([(0, 60), (0, 20), (0, 30), (0, 10)], width=320, lane_spans=[1, 1, 1, 2])
        ...     layout.lane_of_item(1), layout.lane_of_item(3)  # item 3 takes lanes 1 and 2, which end first
        ((1, 1), (1, 2))

        :raises TypeError: ``index`` is not an int.
        :raises ValueError: ``index`` is negative, or (:class:`InvalidArgumentError`) not an item of
            the last arrange.
        :raises FlowLayoutError: ``NOT_ARRANGED`` before the first successful arrange; the layout
            is closed.
        """
        checked = size_t(index, "index")
        function = lanes_function(self._lib, "flow_layout_lane_of_item", "lane_of_item")
        lane = ctypes.c_size_t()
        span = ctypes.c_size_t()
        handle = self._h()
        status = function(handle, checked, ctypes.byref(lane), ctypes.byref(span))
        if status:
            raise self._query_failed(status, handle, lambda: f"index: {checked} is out of range for the "
                                                             f"{self._arranged_count(handle)} items of the last arrange")
        return None if lane.value == _NONE else (int(lane.value), int(span.value))

    def lines_in_range(self, start: float, end: float) -> range:
        """The indices in ``result.lines`` of the visible lines whose cross extent
        [cross_offset, cross_offset + cross_size) meets [``start``, ``end``) (points along the
        cross axis: y for rows, x for columns): the lines a viewport shows, for virtualised
        scrolling. Empty when none does (and when ``start == end``); ``start`` may be
        ``-math.inf`` and ``end`` ``math.inf``.

        >>> from flowlayout import FlowLayout
        >>> with FlowLayout(item_spacing=0, line_spacing=0) as layout:
        ...     _ = layout.arrange([(50, 20)] * 10, width=100)  # 5 lines, 20 points each
        ...     layout.lines_in_range(30, 70)  # y from 30 up to 70 shows lines 1, 2 and 3
        range(1, 4)

        :raises TypeError: ``start`` or ``end`` is not a number.
        :raises ValueError: (:class:`InvalidArgumentError`) ``start`` or ``end`` is NaN, or
            ``start > end``.
        :raises FlowLayoutError: ``NOT_ARRANGED`` before the first successful arrange; ``NULL``
            once closed.
        """
        fstart = number(start, "start")
        fend = number(end, "end")
        first = ctypes.c_size_t()
        count = ctypes.c_size_t()
        handle = self._h()
        status = self._lib.flow_layout_lines_in_range(handle, fstart, fend, ctypes.byref(first), ctypes.byref(count))
        if status:
            raise self._query_failed(status, handle, lambda: _range_refusal(fstart, fend))
        return range(first.value, first.value + count.value)

    def neighbor(self, index: int, direction: NavigationValue) -> Optional[int]:
        """The visible item next to item ``index`` in ``direction`` in the last arrange, None when
        there is none: arrow keys, gamepads, focus. ``direction`` is a :class:`Navigation` member,
        its name (``"left"``, ``"right"``, ``"up"``, ``"down"``, ``"next"``, ``"previous"``) or
        its C value. Left, right, up and down are on screen, whatever the axis, ``direction``
        (RTL), ``reverse`` and ``wrap-reverse``:

        - along a line (left/right in rows, up/down in columns): the next visible item of the same
          line that way, None at the line's end;
        - across lines: on the nearest line that way holding a visible item, the visible item whose
          centre along the line is nearest to this item's (a tie goes to the lower index); None
          past the last line;
        - next/previous: the next/previous visible item in item order.

        Hidden items (``ItemFlags.HIDDEN``, past ``max_lines``) are stepped over; a hidden
        ``index`` answers None in every direction.

        >>> from flowlayout import FlowLayout
        >>> with FlowLayout(item_spacing=8, line_spacing=8) as layout:
        ...     _ = layout.arrange([(40, 20)] * 9, width=136)  # three rows of three: 0 1 2 / 3 4 5 / 6 7 8
        ...     layout.neighbor(1, "down"), layout.neighbor(2, "right"), layout.neighbor(2, "next")
        (4, None, 3)

        :raises TypeError: ``index`` is not an int, or ``direction`` not a direction.
        :raises ValueError: ``index`` is negative, an unknown direction name, or
            (:class:`InvalidArgumentError`) ``index`` is not an item of the last arrange or
            ``direction`` an int that is no direction.
        :raises FlowLayoutError: ``NOT_ARRANGED`` before the first successful arrange; the layout
            is closed.
        """
        checked = size_t(index, "index")
        code = enum_code(Navigation, direction, "direction")
        out = ctypes.c_size_t()
        handle = self._h()
        status = self._lib.flow_layout_neighbor(handle, checked, code, ctypes.byref(out))
        if status:
            raise self._query_failed(status, handle, lambda: self._neighbor_refusal(handle, checked, code))
        return None if out.value == _NONE else int(out.value)

    def insertion_point(self, x: float, y: float) -> InsertionPoint:
        """Where an item dropped at the point (``x``, ``y``) (container coordinates, points) would
        go, to reorder by dragging: ``(index, caret)``, an :class:`InsertionPoint`. ``index`` is
        in 0...n (n items; inserting at ``index`` puts the dropped item before that item), and
        ``caret`` a zero-length :class:`Rect` on that boundary spanning the line's cross extent
        (midway in the gap between two items, on the item's edge at a line's end), to draw.

        The line is the visible line nearest to the point across lines (ties to the earlier one);
        in it, the point goes before the first visible item whose centre it lies before in the
        direction the line runs (RTL and ``reverse`` included), after it otherwise (a point
        exactly on a centre goes after). With no visible item: index n, and a caret of zero size
        where the first item would start. Infinite coordinates are points like any other.

        >>> from flowlayout import FlowLayout
        >>> with FlowLayout(item_spacing=8, line_spacing=8) as layout:
        ...     _ = layout.arrange([(40, 20)] * 9, width=136)
        ...     layout.insertion_point(30, 10)  # past item 0's centre: between items 0 and 1
        InsertionPoint(index=1, caret=Rect(x=44.0, y=0.0, width=0.0, height=20.0))

        :raises TypeError: ``x`` or ``y`` is not a number.
        :raises ValueError: (:class:`InvalidArgumentError`) ``x`` or ``y`` is NaN.
        :raises FlowLayoutError: ``NOT_ARRANGED`` before the first successful arrange; the layout
            is closed.
        """
        fx = number(x, "x")
        fy = number(y, "y")
        index = ctypes.c_size_t()
        caret = CRect()
        handle = self._h()
        status = self._lib.flow_layout_insertion_point(handle, fx, fy, ctypes.byref(index), ctypes.byref(caret))
        if status:
            raise self._query_failed(status, handle, lambda: f"{'x' if math.isnan(fx) else 'y'} must not be NaN")
        return InsertionPoint(int(index.value), Rect(caret.x, caret.y, caret.width, caret.height))

    def _neighbor_refusal(self, handle: Optional[int], index: int, direction: int) -> str:
        """Why the library refused ``neighbor(index, direction)``."""
        count = self._arranged_count(handle)
        if index >= count:
            return f"index: {index} is out of range for the {count} items of the last arrange"
        return f"direction: {direction} is not a direction; expected one of: {_names(Navigation)}"

    def _query_failed(self, status: int, handle: Optional[int], refusal: Callable[[], str]) -> FlowLayoutError:
        """The exception for a query's ``status``; ``refusal()`` says which argument the library
        refused (INVALID_ARGUMENT on a live handle)."""
        if handle is None:  # closed: the library answered FLOW_ERROR_NULL
            return self._lib.error(status, None)
        if status == Status.INVALID_ARGUMENT:
            return InvalidArgumentError(status, refusal())
        if status == Status.NOT_ARRANGED:
            return FlowLayoutError(status, NOT_ARRANGED_MESSAGE)
        text = self._lib.flow_layout_status_text(status).decode("utf-8", "replace")
        return FlowLayoutError(status, python_message(text, None))

    def _arranged_count(self, handle: Optional[int]) -> int:
        """The number of items of the last arrange."""
        count = ctypes.c_size_t()
        self._lib.flow_layout_frames(handle, ctypes.byref(count))
        return int(count.value)


def _range_refusal(start: float, end: float) -> str:
    """Why the library refused ``lines_in_range(start, end)``."""
    if math.isnan(start):
        return "start must not be NaN"
    if math.isnan(end):
        return "end must not be NaN"
    return f"start must be <= end; got start={start!r}, end={end!r}"
