"""Measure callbacks: the Python function behind the C trampoline, and how its failures surface."""

from __future__ import annotations

import ctypes
import math
from typing import Any, Callable, Dict, Optional, Tuple

from ._enums import Status
from ._errors import FlowLayoutError
from ._library import MeasureRecord, MeasureReply

Measure = Callable[[int, Optional[float], Optional[float]], Tuple[float, float]]
"""``measure(index, width, height) -> (width, height)``: an item's size for a proposal.

``width``/``height`` are the proposed bounds, None when unspecified (the item's ideal size is
asked); the answer must be finite and non-negative.
"""

MeasureWithBaselines = Callable[[int, Optional[float], Optional[float]],
                                Tuple[float, float, Optional[float], Optional[float]]]
"""``measure(index, width, height) -> (width, height, first_baseline, last_baseline)``: as
:data:`Measure`, and the item's baselines for that answer, offsets from its top edge (left edge in
columns); None or NaN for a baseline = the item's default (its ``set_item_baselines`` entry, else
its bottom or right edge)."""

_NAN = math.nan
_INF = math.inf


class MeasureState:
    """A measure callback while it is set: the Python function, whether it answers baselines too,
    the ctypes objects the library points at (they must outlive its use, or the trampoline would
    call freed memory) and the exception the function raised, if any, with the item it was
    measuring (``error_count`` items from ``error_index``: a range callback's run). ``cache``, while
    set, holds answers shared with other layouts measured by the same function (first_fitting)."""

    __slots__ = ("function", "baselines", "reply", "record", "error", "error_index", "error_count", "cache")

    def __init__(self, function: Callable[..., Any], baselines: bool = False) -> None:
        self.function = function
        self.baselines = baselines
        self.error: Optional[BaseException] = None
        self.error_index = 0
        self.error_count = 1
        self.cache: Optional[Dict[Tuple[int, float, float], Tuple[float, ...]]] = None
        state = self
        size = 4 if baselines else 2

        def reply(index: int, width: float, height: float, out: Any) -> None:
            if state.error is not None:  # already failed: the arrange fails anyway
                return
            cache = state.cache
            if cache is not None:
                key = (index, width if width < _INF else _INF, height if height < _INF else _INF)  # NaN != NaN
                known = cache.get(key)
                if known is not None:
                    for position, value in enumerate(known):
                        out[position] = value
                    return
            try:
                # NaN or +infinity: unspecified (`x < inf` is False for both)
                answer = state.function(index, width if width < _INF else None, height if height < _INF else None)
                if baselines:
                    answered_width, answered_height, first, last = answer
                    out[2] = _NAN if first is None else float(first)
                    out[3] = _NAN if last is None else float(last)
                else:
                    answered_width, answered_height = answer
                out[0] = float(answered_width)
                out[1] = float(answered_height)
                if cache is not None:
                    cache[key] = tuple(out[position] for position in range(size))
            except BaseException as error:  # noqa: B036 - nothing may cross the C boundary
                out[0] = out[1] = _NAN
                state.error = error
                state.error_index = index

        self.reply = MeasureReply(reply)
        self.record: ctypes.Structure = MeasureRecord(self.reply)


def callback_failure(state: MeasureState, error: Optional[FlowLayoutError]) -> Optional[BaseException]:
    """What to raise for an arrange during which the callback raised: a FlowLayoutError saying so
    (the library only saw the NaN answer the failure left), or the exception itself when it is not
    an Exception (KeyboardInterrupt, SystemExit). None when the callback did not raise."""
    cause = state.error
    if cause is None:
        return None
    state.error = None
    if not isinstance(cause, Exception):
        return cause
    status = error.status if error is not None else Status.MEASURE
    first, count = state.error_index, state.error_count
    measuring = f"item {first}" if count == 1 else f"items {first} to {first + count - 1}"
    failure = FlowLayoutError(status, f"the measure callback raised {type(cause).__name__}: {cause} "
                                      f"(measuring {measuring})")
    failure.__cause__ = cause
    return failure
