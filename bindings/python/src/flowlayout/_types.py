"""ctypes mirrors of the C ABI's structures, and the named tuples results are given in."""

from __future__ import annotations

import ctypes
from typing import NamedTuple


class CSize(ctypes.Structure):
    """``flow_size``."""

    _fields_ = [("width", ctypes.c_float), ("height", ctypes.c_float)]


class CRect(ctypes.Structure):
    """``flow_rect``."""

    _fields_ = [
        ("x", ctypes.c_float),
        ("y", ctypes.c_float),
        ("width", ctypes.c_float),
        ("height", ctypes.c_float),
    ]


class CLine(ctypes.Structure):
    """``flow_line``."""

    _fields_ = [
        ("first_item", ctypes.c_uint32),
        ("item_count", ctypes.c_uint32),
        ("main_size", ctypes.c_float),
        ("cross_offset", ctypes.c_float),
        ("cross_size", ctypes.c_float),
    ]


class CLane(ctypes.Structure):
    """``flow_lane``."""

    _fields_ = [
        ("offset", ctypes.c_float),
        ("length", ctypes.c_float),
        ("extent", ctypes.c_float),
        ("item_count", ctypes.c_uint32),
    ]


class Size(NamedTuple):
    """A width and a height, in points."""

    width: float
    height: float


class Rect(NamedTuple):
    """An item's frame: origin at the container's top-left, y grows down, in points."""

    x: float
    y: float
    width: float
    height: float


class Line(NamedTuple):
    """One visible line: which items it holds and where it lies on the cross axis."""

    first_item: int
    """Index of the line's first item."""
    item_count: int
    """Number of items in the line."""
    main_size: float
    """Length the line's items and gaps use along the main axis."""
    cross_offset: float
    """Offset of the line from the container's top (rows) or left (columns) edge."""
    cross_size: float
    """The line's thickness along the cross axis."""


class Lane(NamedTuple):
    """One lane of an arrange in lanes mode (the ``lanes`` option): a column of a masonry layout
    (CSS ``display: grid-lanes``), or a row with ``axis="vertical"``."""

    offset: float
    """The lane's edge nearest the origin across the lanes: x of its left edge for column lanes
    (lane 0 is the rightmost in RTL), y of its top edge for row lanes."""
    length: float
    """The lane's size across the lanes: its width for column lanes, its height for row lanes."""
    extent: float
    """How far its items stack along the lane, from the content start (after the padding) to the
    far edge of its last item; 0 for an empty lane."""
    item_count: int
    """Visible items whose area covers this lane (an item spanning lanes counts in each)."""


class InsertionPoint(NamedTuple):
    """Where an item dropped at a point goes (:meth:`FlowLayout.insertion_point`)."""

    index: int  # type: ignore[assignment]  # the field hides tuple.index, as the C output is named
    """The index in 0...n (n items) at which the dropped item would be inserted: before item ``index``."""
    caret: Rect
    """A zero-length rect on that boundary spanning the line's cross extent: zero width in rows,
    zero height in columns (zero size when no item is visible)."""


RECT_FORMAT = "=4f"
LINE_FORMAT = "=IIfff"
"""``struct`` formats of one ``flow_rect`` and one ``flow_line``."""
