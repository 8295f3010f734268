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
from typing import Callable, Optional

from ._arranging import Arranging
from ._enums import Status
from ._errors import FlowLayoutError, InvalidArgumentError, python_message
from ._options import number, size_t

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
