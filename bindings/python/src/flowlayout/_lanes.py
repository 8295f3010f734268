"""Lanes (masonry, CSS ``display: grid-lanes``): the ``lanes`` and ``lane_tolerance`` options and
reading the lanes of an arrange (see "LANES" in flowlayout.h).

In lanes mode each item goes into the lane whose stack ends nearest the start (ties within
``lane_tolerance`` go to the first lane in order), instead of filling lines: column lanes with
``axis="horizontal"`` (items stack downwards), row lanes with ``axis="vertical"``. The options are
descriptors declared on :class:`FlowLayout`, as in ``_options``; the per-item span is the
``lane_spans`` input (``_inputs``); the lanes of an arrange are read into its
:class:`LayoutResult` when it is made, so a result stays a snapshot.
"""

from __future__ import annotations

import ctypes
import math
from typing import Any, Dict, Optional, Sequence, Tuple, Union

from ._enums import Status
from ._errors import FlowLayoutError, InvalidArgumentError
from ._options import FloatOption, Option, number, uint32
from ._types import CLane, Lane

LanesValue = Union[None, int, Tuple[int, float], Sequence[float]]
"""The ``lanes`` option: a lane count (``3``), ``(count, min_lane_length)`` (``(0, 180)``: as many
lanes of at least 180 points as fit), or None / 0 / ``(0, 0)`` for lanes off."""

LanesSetting = Optional[Tuple[int, float]]
"""The ``lanes`` option as read: ``(count, min_lane_length)``, None when lanes are off."""

_NEEDS_LANES = "needs a flowlayout library with lanes (flow_layout_set_lanes)"


def lanes_function(lib: Any, name: str, argument: Optional[str] = None) -> Any:
    """The C function ``name`` of the loaded library; FlowLayoutError (naming ``argument`` when
    given; an option's descriptor names it otherwise) when the library is older than lanes."""
    function = getattr(lib, name)
    if function is None:
        raise FlowLayoutError(2, _NEEDS_LANES if argument is None else f"{argument}: {_NEEDS_LANES}")
    return function


class LanesOption(Option[LanesSetting, LanesValue]):
    """``lanes``: a count, or (count, min_lane_length) for auto-fill; None for lanes off."""

    def check(self, value: Any) -> LanesSetting:
        if value is None:
            return None
        if isinstance(value, (str, bytes)):
            raise TypeError(f"{self.name}: expected a lane count or (count, min_lane_length), got {value!r}")
        if hasattr(value, "__iter__"):
            pair = tuple(value)
            if len(pair) != 2:
                raise ValueError(f"{self.name}: expected (count, min_lane_length), got {len(pair)} values")
            count = uint32(pair[0], self.name)
            length = number(pair[1], self.name)
        else:
            count = uint32(value, self.name)
            length = 0.0
        return None if count == 0 and length == 0 else (count, length)

    def apply(self, layout: Any, value: LanesSetting) -> None:
        count, length = (0, 0.0) if value is None else value
        lanes_function(layout._lib, self.setter)(layout._h(), count, length)


class LaneToleranceOption(FloatOption):
    """``lane_tolerance``: how much shorter a later lane must be to take an item (CSS
    ``flow-tolerance``)."""

    def apply(self, layout: Any, value: float) -> None:
        lanes_function(layout._lib, self.setter)(layout._h(), value)


def unspecified_across(options: Dict[str, Any], width: float, height: float) -> Optional[InvalidArgumentError]:
    """In lanes mode the bound across the lanes (the width for column lanes, the height for row
    lanes) must be given: the error naming it when it is not (NaN or +infinity here), else None."""
    if options.get("lanes") is None:
        return None
    rows = int(options.get("axis", 0)) == 1  # Axis.VERTICAL: row lanes share the height
    name, value = ("height", height) if rows else ("width", width)
    if value < math.inf:  # NaN and +infinity are not
        return None
    return InvalidArgumentError(Status.INVALID_ARGUMENT,
                                f"{name} must be given in lanes mode: the lanes share it (got None)")


def read_lanes(lib: Any, handle: Any) -> Tuple[Lane, ...]:
    """The lanes of the last arrange, lane 0 first; empty when lanes are off."""
    function = lib.flow_layout_lanes
    if function is None:
        return ()
    count = ctypes.c_size_t()
    address = function(handle, ctypes.byref(count))
    if not address or not count.value:
        return ()
    return tuple(Lane(lane.offset, lane.length, lane.extent, int(lane.item_count))
                 for lane in (CLane * count.value).from_address(address))


__all__ = ["LanesValue", "LanesSetting"]
