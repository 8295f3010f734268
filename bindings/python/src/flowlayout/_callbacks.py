"""How an exception raised inside a Python callback (the measure callback, the overflow indicator)
surfaces. The trampolines cannot let it cross the C boundary: each saves it and answers NaN, which
fails the call into the library. Every call that can run a callback reads the saved exceptions
afterwards through :func:`raise_failure`, which also forgets them: a trampoline holding one answers
nothing, so one left behind would fail every later call."""

from __future__ import annotations

from typing import Any, Optional

from ._errors import FlowLayoutError
from ._line_features import indicator_failure
from ._measure import callback_failure


def raise_failure(layout: Any, error: Optional[FlowLayoutError]) -> None:
    """Raises what a call on ``layout`` ends with: a FlowLayoutError naming the callback that raised,
    chained to its exception (or that exception itself when it is not an Exception, such as
    KeyboardInterrupt); else ``error``, the library's refusal; returns when there is neither.
    ``error`` is None after a call the library accepted (it may not have needed the failed answer)."""
    measure = layout._measure
    failure = callback_failure(measure, error) if measure is not None else None
    indicator = indicator_failure(layout._indicator, error)  # read even when unused: it is forgotten so
    failure = failure or indicator
    if failure is not None:
        raise failure from failure.__cause__
    if error is not None:
        raise error



def callback_raised(layout: Any) -> bool:
    """Whether a callback of ``layout`` raised during the last call (which candidate of
    first_fitting failed)."""
    return any(state is not None and state.error is not None for state in (layout._measure, layout._indicator))


def forget_failures(layout: Any) -> None:
    """Forgets the exceptions saved by ``layout``'s callbacks without raising them (those of the
    candidates of first_fitting whose failure is not the one reported)."""
    for state in (layout._measure, layout._indicator):
        if state is not None:
            state.error = None
