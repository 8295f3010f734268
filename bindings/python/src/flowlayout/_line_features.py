"""The line features' options and results: last-line justification, scale fill, separators and
the "+N more" overflow indicator (see "LINE FEATURES" in flowlayout.h).

Each option is a descriptor declared on :class:`FlowLayout`, as in ``_options``; the results of
an arrange that used them (separators, the indicator's frame) are read into the
:class:`LayoutResult` when it is made, so a result stays a snapshot.
"""

from __future__ import annotations

import ctypes
import math
from typing import Any, Callable, List, Optional, Tuple, Union

from ._enums import Justify, LineFill, Status
from ._errors import FlowLayoutError
from ._library import MeasureRecord, MeasureReply
from ._options import JustifyValue, Option, enum_value, number, unknown_member
from ._types import CRect, CSize, Rect

OverflowIndicator = Callable[[int], Tuple[float, float]]
"""``indicator(hidden_count) -> (width, height)``: the size of the "+N more" item for N hidden items."""

LineFillName = Union[LineFill, str, int]

_NAN = math.nan
_JUSTIFY_AUTO = -1


class JustifyLastOption(Option[Optional[Justify], Union[None, JustifyValue]]):
    """``justify_last``: a :class:`Justify`, or None (``"auto"``, -1: C's FLOW_JUSTIFY_AUTO) for the
    same as ``justify``."""

    def check(self, value: Any) -> Optional[Justify]:
        if value is None or value == "auto" or (type(value) is int and value == _JUSTIFY_AUTO):
            return None
        return enum_value(Justify, value, self.name)

    def code(self, value: Optional[Justify]) -> int:
        return _JUSTIFY_AUTO if value is None else int(value)

    def refused(self, error: FlowLayoutError, value: Any) -> FlowLayoutError:
        return unknown_member(error, self.name, value, Justify, ", or None (auto)")


class LineFillOption(Option[Any, Any]):
    """``line_fill`` and ``max_scale``: one C setter takes both."""

    def __init__(self, first: bool, default: Any, doc: str) -> None:
        super().__init__("flow_layout_set_line_fill", default, doc)
        self.first = first

    def check(self, value: Any) -> Any:
        if self.first:
            return enum_value(LineFill, value, self.name)
        return None if value is None else number(value, self.name)

    def refused(self, error: FlowLayoutError, value: Any) -> FlowLayoutError:
        return unknown_member(error, self.name, value, LineFill) if self.first else error.naming(self.name)

    def apply(self, layout: Any, value: Any) -> None:
        mode = value if self.first else layout.line_fill
        scale = layout.max_scale if self.first else value
        layout._lib.flow_layout_set_line_fill(layout._h(), int(mode), _NAN if scale is None else scale)


class SeparatorOption(Option[Optional[Tuple[float, float]], Optional[Tuple[float, float]]]):
    """``separator``: (width, height) of the box drawn between neighbours, or None for none."""

    def check(self, value: Any) -> Optional[Tuple[float, float]]:
        if value is None:
            return None
        try:
            width, height = value
        except (TypeError, ValueError):
            raise TypeError(f"{self.name}: expected None or a (width, height) pair, got {value!r}") from None
        return (number(width, self.name), number(height, self.name))

    def code(self, value: Optional[Tuple[float, float]]) -> CSize:
        return CSize(0, 0) if value is None else CSize(*value)


class IndicatorState:
    """An overflow indicator while it is set: the Python function, the ctypes objects the library
    points at through the trampoline, and the exception the function raised, if any."""

    __slots__ = ("function", "reply", "record", "error")

    def __init__(self, function: OverflowIndicator) -> None:
        self.function = function
        self.error: Optional[BaseException] = None
        state = self

        def reply(hidden: int, _width: float, _height: float, out: Any) -> None:
            if state.error is not None:
                return
            try:
                width, height = state.function(hidden)
                out[0] = float(width)
                out[1] = float(height)
            except BaseException as error:  # noqa: B036 - nothing may cross the C boundary
                out[0] = out[1] = _NAN
                state.error = error

        self.reply = MeasureReply(reply)
        self.record = MeasureRecord(self.reply)


class IndicatorOption(Option[Optional[OverflowIndicator], Optional[OverflowIndicator]]):
    """``overflow_indicator``: ``indicator(hidden_count) -> (width, height)``, or None."""

    def check(self, value: Any) -> Optional[OverflowIndicator]:
        if value is not None and not callable(value):
            raise TypeError(f"{self.name}: expected None or a function hidden_count -> (width, height)")
        return value  # type: ignore[no-any-return]

    def apply(self, layout: Any, value: Optional[OverflowIndicator]) -> None:
        lib = layout._lib
        if value is None:
            lib.flow_layout_set_overflow_indicator(layout._h(), None, None)
            layout._indicator = None
            return
        if lib.overflow_trampoline is None:
            raise FlowLayoutError(2, "overflow_indicator needs the trampoline library installed with the package")
        state = IndicatorState(value)
        lib.flow_layout_set_overflow_indicator(layout._h(), lib.overflow_trampoline, ctypes.addressof(state.record))
        layout._indicator = state  # the previous one is released only now that the library let go of it


def indicator_failure(state: Optional[IndicatorState], error: Optional[FlowLayoutError]) -> Optional[BaseException]:
    """What to raise for an arrange during which the indicator function raised (as
    ``_measure.callback_failure``); None when it did not."""
    cause = None if state is None else state.error
    if state is None or cause is None:
        return None
    state.error = None
    if not isinstance(cause, Exception):
        return cause
    failure = FlowLayoutError(error.status if error is not None else Status.MEASURE,
                              f"the overflow indicator raised {type(cause).__name__}: {cause}")
    failure.__cause__ = cause
    return failure


def read_extras(lib: Any, handle: Any, indicator_shown: bool) -> Tuple[Tuple[Rect, ...], Optional[Rect]]:
    """The separators and the indicator's frame (None when not shown) of the last arrange. The
    indicator is shown exactly when one is set and items are hidden (only max_lines hides)."""
    count = ctypes.c_size_t()
    address = lib.flow_layout_separators(handle, ctypes.byref(count))
    separators: List[Rect] = []
    if address and count.value:
        rects = (CRect * count.value).from_address(address)
        separators = [Rect(r.x, r.y, r.width, r.height) for r in rects]
    if not indicator_shown:
        return tuple(separators), None
    frame = CRect()
    lib.flow_layout_overflow_frame(handle, ctypes.byref(frame))
    return tuple(separators), Rect(frame.x, frame.y, frame.width, frame.height)
