""":func:`first_fitting`: the first of several candidate layouts that fits (SwiftUI's ViewThatFits)."""

from __future__ import annotations

import ctypes
from typing import Dict, List, Optional, Sequence, Tuple

from ._errors import FlowLayoutError
from ._callbacks import callback_raised, forget_failures, raise_failure
from ._measure import MeasureState
from ._options import bound
from ._core import LayoutCore

MeasureKey = Tuple[int, float, float]


def first_fitting(candidates: Sequence[LayoutCore], width: Optional[float] = None,
                  height: Optional[float] = None) -> int:
    """Index of the first candidate that fits in (``width``, ``height``), else the last one's
    index. The chosen layout is arranged in those bounds: read it with ``.result``.

    A candidate fits when the size it wants is within every specified bound and it shows every
    item: one whose ``max_lines`` hides items does not fit. Every candidate holds its own items
    and options (e.g. a row, then a wrapping row, then a column). Candidates measured by the same
    function share its answers during the call: each item is measured once for a given proposal,
    however many candidates ask (a range function is asked, in runs, only the items no candidate
    has had answered yet). ``candidates`` must not be empty.

    :raises FlowLayoutError: no candidates, a closed candidate, bad bounds, or a failed arrange
        (a measure callback or overflow indicator that raised: "the measure callback raised ...",
        "the overflow indicator raised ...", chained to it).
    """
    layouts = list(candidates)
    if not layouts:
        raise FlowLayoutError(2, "candidates: first_fitting needs at least one candidate layout")
    for layout in layouts:
        if not isinstance(layout, LayoutCore):
            raise TypeError(f"candidates: first_fitting takes FlowLayout objects, not {type(layout).__name__}")
    w = bound(width, "width")
    h = bound(height, "height")
    lib = layouts[0]._lib
    handles = (ctypes.c_void_p * len(layouts))(*[layout._h() for layout in layouts])
    index = ctypes.c_size_t(len(layouts))
    states = [layout._measure for layout in layouts]
    shared = _share_measurements(states)
    # The library records a failure's message on the candidate it concerns: what changed tells which.
    messages = [lib.flow_layout_last_error(handle) if handle else None for handle in handles]
    try:
        status = lib.flow_layout_first_fitting(handles, len(layouts), w, h, ctypes.byref(index))
    finally:
        for state in shared:
            state.cache = None
    if status != 0:
        culprit = next((layout for layout in layouts if layout._handle is None), None)
        if culprit is None:
            culprit = next((layout for layout in layouts if callback_raised(layout)), None)
        if culprit is None:
            culprit = next((layout for layout, message in zip(layouts, messages)
                            if lib.flow_layout_last_error(layout._handle) != message), layouts[0])
        error = lib.error(status, culprit._handle)
        for layout in layouts:
            if layout is not culprit:
                forget_failures(layout)
        raise_failure(culprit, error)
    try:
        for layout in layouts:
            raise_failure(layout, None)
    finally:
        for layout in layouts:
            forget_failures(layout)
    return int(index.value)


def _share_measurements(states: List[Optional[MeasureState]]) -> List[MeasureState]:
    """Gives the candidates measured by the same function one cache of its answers for the call;
    returns the states given one."""
    by_function: Dict[Tuple[int, bool, type], List[MeasureState]] = {}
    for state in states:
        if state is not None:  # answers with baselines are not answers without, nor a run's an item's
            by_function.setdefault((id(state.function), state.baselines, type(state)), []).append(state)
    shared: List[MeasureState] = []
    for group in by_function.values():
        if len({id(state) for state in group}) > 1:
            cache: Dict[MeasureKey, Tuple[float, ...]] = {}
            for state in group:
                state.cache = cache
                shared.append(state)
    return shared
