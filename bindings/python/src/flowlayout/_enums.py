"""The C ABI's enumerations, with their pinned values.

Values are part of the library's ABI: append-only, never renumbered. ``tests/test_enums.py`` parses
``include/flowlayout.h`` and fails when a value here drifts from the header.

Every option enum accepts its members, their integer values, and names written the CSS way or the
Python way: ``Justify("space-between") is Justify("SPACE_BETWEEN") is Justify.SPACE_BETWEEN``.
"""

from __future__ import annotations

import enum
from typing import Union


class _OptionEnum(enum.IntEnum):
    """An option value: an int for the C library, a kebab-case word for people."""

    @classmethod
    def _missing_(cls, value: object) -> _OptionEnum | None:
        if isinstance(value, str):
            member = cls.__members__.get(value.strip().upper().replace("-", "_"))
            if member is not None:
                return member
        return None

    def __str__(self) -> str:
        return self.name.lower().replace("_", "-")

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class Axis(_OptionEnum):
    """The direction items flow in a line (the main axis)."""

    HORIZONTAL = 0
    """Rows: items flow left to right, lines stack downwards."""
    VERTICAL = 1
    """Columns: items flow top to bottom, lines stack rightwards."""
    ROW = 0
    COLUMN = 1


class Wrap(_OptionEnum):
    """Whether items wrap into several lines (CSS ``flex-wrap``)."""

    NONE = 0
    """Everything on one line."""
    WRAP = 1
    """Lines stack from the cross-axis start (the default)."""
    WRAP_REVERSE = 2
    """Lines stack from the cross-axis end; each line's cross-start is its far side."""
    NOWRAP = 0


class Direction(_OptionEnum):
    """Writing direction (CSS ``direction``)."""

    LTR = 0
    RTL = 1
    """Mirrors the x axis: rows run right to left, columns stack from the right."""
    LEFT_TO_RIGHT = 0
    RIGHT_TO_LEFT = 1


class Justify(_OptionEnum):
    """Distribution of a line's free main-axis space (CSS ``justify-content``)."""

    START = 0
    CENTER = 1
    END = 2
    SPACE_BETWEEN = 3
    SPACE_AROUND = 4
    SPACE_EVENLY = 5


class AlignItems(_OptionEnum):
    """Cross-axis alignment of the items inside a line (CSS ``align-items``)."""

    START = 0
    CENTER = 1
    END = 2
    FIRST_BASELINE = 3
    LAST_BASELINE = 4
    STRETCH = 5
    BASELINE = 3


class AlignContent(_OptionEnum):
    """Distribution of the container's free cross-axis space among lines (CSS ``align-content``)."""

    START = 0
    CENTER = 1
    END = 2
    SPACE_BETWEEN = 3
    SPACE_AROUND = 4
    SPACE_EVENLY = 5
    STRETCH = 6


class LineBreaking(_OptionEnum):
    """How items are broken into lines."""

    GREEDY = 0
    """Each line takes as many items as fit (CSS ``flex-wrap: wrap``)."""
    BALANCE = 1
    """Lines of even length (CSS ``flex-wrap: balance``)."""
    PRETTY = 2
    """Even lines, but a last line at least a third full costs nothing (paragraphs)."""


class LineFill(_OptionEnum):
    """How a line's items fill it after breaking."""

    NONE = 0
    """Items keep their sizes."""
    SCALE = 1
    """Each line's items are scaled along both axes to fill the width (justified galleries)."""


class Navigation(_OptionEnum):
    """A direction to move in from an item (``flow_layout_neighbor``): on screen, or in item order."""

    LEFT = 0
    RIGHT = 1
    UP = 2
    DOWN = 3
    NEXT = 4
    """The next visible item in item order."""
    PREVIOUS = 5
    """The previous visible item in item order."""


class Status(enum.IntEnum):
    """Status codes returned by the C library."""

    OK = 0
    NULL = 1
    INVALID_ARGUMENT = 2
    OUT_OF_MEMORY = 3
    MEASURE = 4
    NOT_ARRANGED = 5


class ItemFlags(enum.IntFlag):
    """Per-item line-breaking flags."""

    NONE = 0
    BREAK_BEFORE = 1
    """The item starts a new line."""
    BREAK_AFTER = 2
    """The item ends its line."""
    HIDDEN = 4
    """The item is not laid out (CSS ``display: none``): zero frame, no space, no gap."""
    NO_STRETCH = 8
    """The item's cross size is definite: ``stretch`` leaves it as it is."""


OptionValue = Union[str, int]
"""What an option setter accepts: an enum member, its integer value, or its name."""
