"""What an arrange returns: :class:`LayoutResult`, with its :class:`Frames` and :class:`Lines`.

One arrange writes everything it produced into one private buffer (the result block): the
frames (``flow_rect``, 16 bytes each), a summary (size, content size, visible count, line count)
and the lines (``flow_line``, 20 bytes each). Reading the block is what costs in Python, so the
result reads it only when asked: ``Rect`` and ``Line`` tuples are made as they are indexed or
iterated, and ``numpy.asarray(result.frames)`` gives an (n, 4) float32 array in one copy.
"""

from __future__ import annotations

import struct
from typing import Any, Iterator, List, Optional, Sequence, Tuple, Union, overload

from ._layout_options import LayoutOptions
from ._types import LINE_FORMAT, RECT_FORMAT, Lane, Line, Rect, Size

RECT_BYTES = 16
LINE_BYTES = 20
SUMMARY = struct.Struct("=4fQQ")
"""size (w, h), content size (w, h), visible count, line count: ``flowpy_summary`` of csrc."""
SUMMARY_BYTES = SUMMARY.size
_RECT = struct.Struct(RECT_FORMAT)
_LINE = struct.Struct(LINE_FORMAT)
_make_rect = Rect._make
_make_line = Line._make


def block_bytes(count: int) -> int:
    """Size of a result block for ``count`` items: frames, summary, and room for a line per item
    (which also holds the packed sizes before the arrange)."""
    return (RECT_BYTES + LINE_BYTES) * count + SUMMARY_BYTES


fast_frames: Any = None
"""``frames(block, count, sizes, as_int, Rect)`` of the C helpers (``csrc/fast_results.c``), set
by ``_native`` when this Python allows it: an iterator of ``Rect`` read at C speed."""


class Frames(Sequence[Rect]):
    """The items' frames, one :class:`Rect` per item in item order; hidden items' are all zero.

    A compact, read-only sequence: ``frames[i]`` makes a ``Rect`` when it is read; iterating
    (``for x, y, width, height in frames``) yields plain ``(x, y, width, height)`` tuples, equal
    to the ``Rect`` s, made in C (Python unpacks a plain tuple in place, a named tuple through an
    iterator of its own: slower than reading the frame). ``result.rects()`` is a list of ``Rect``.
    With ``pixel_scale=1`` (edges on whole pixels) the fields are ints. Compares equal to any
    sequence of the same rects. ``numpy.asarray(frames)`` is an (n, 4) float32 array (a copy).
    """

    __slots__ = ("_block", "_count", "_sizes", "_as_int")

    def __init__(self, block: Union[bytes, bytearray], count: int, sizes: Any = None, as_int: bool = False) -> None:
        self._block = block
        self._count = count
        self._sizes = sizes
        self._as_int = as_int

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> Rect: ...

    @overload
    def __getitem__(self, index: slice) -> List[Rect]: ...

    def __getitem__(self, index: Union[int, slice]) -> Union[Rect, List[Rect]]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._count))]
        count = self._count
        if index < 0:
            index += count
        if not 0 <= index < count:
            raise IndexError(f"frame index {index} out of range for {count} items")
        fields = _RECT.unpack_from(self._block, RECT_BYTES * index)
        return _make_rect(map(round, fields) if self._as_int else fields)

    def __iter__(self) -> Iterator[Tuple[float, float, float, float]]:  # type: ignore[override]
        if fast_frames is not None and type(self._block) is bytearray:
            return fast_frames(self._block, self._count, self._sizes, self._as_int)  # type: ignore[no-any-return]
        unpacked = _RECT.iter_unpack(memoryview(self._block)[: RECT_BYTES * self._count])
        if self._as_int:
            return (tuple(map(round, fields)) for fields in unpacked)
        return unpacked

    def rects(self) -> List[Rect]:
        """The frames as a list of :class:`Rect`."""
        return [self[i] for i in range(self._count)]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Frames):
            return self._count == other._count and self.tolist() == other.tolist()
        if isinstance(other, Sequence) and not isinstance(other, (str, bytes)):
            return list(self) == [tuple(row) for row in other]
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def tolist(self) -> List[List[float]]:
        """The frames as lists of [x, y, width, height] (ints with ``pixel_scale=1``)."""
        return [list(rect) for rect in self]

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        import numpy

        flat = numpy.frombuffer(self._block, dtype=numpy.float32, count=4 * self._count).reshape(self._count, 4)
        return flat.astype(dtype if dtype is not None else numpy.float32, copy=True)

    def __repr__(self) -> str:
        shown = ", ".join(repr(tuple(rect)) for rect in self[:4])
        return f"Frames([{shown}{', ...' if self._count > 4 else ''}], items={self._count})"


LINE_DTYPE_FIELDS = [("first_item", "<u4"), ("item_count", "<u4"), ("main_size", "<f4"),
                     ("cross_offset", "<f4"), ("cross_size", "<f4")]


class Lines(Sequence[Line]):
    """The visible lines, in order along the cross axis: one :class:`Line` each (int item
    indices, float lengths), made when read. ``numpy.asarray(lines)`` is a structured array
    with the fields of :class:`Line` (a copy)."""

    __slots__ = ("_block", "_offset", "_count")

    def __init__(self, block: Union[bytes, bytearray], offset: int, count: int) -> None:
        self._block = block
        self._offset = offset
        self._count = count

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> Line: ...

    @overload
    def __getitem__(self, index: slice) -> List[Line]: ...

    def __getitem__(self, index: Union[int, slice]) -> Union[Line, List[Line]]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._count))]
        count = self._count
        if index < 0:
            index += count
        if not 0 <= index < count:
            raise IndexError(f"line index {index} out of range for {count} lines")
        return _make_line(_LINE.unpack_from(self._block, self._offset + LINE_BYTES * index))

    def __iter__(self) -> Iterator[Line]:
        view = memoryview(self._block)[self._offset: self._offset + LINE_BYTES * self._count]
        return map(_make_line, _LINE.iter_unpack(view))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, (str, bytes)):
            return list(self) == [tuple(row) for row in other]
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        import numpy

        lines = numpy.frombuffer(self._block, dtype=numpy.dtype(LINE_DTYPE_FIELDS), count=self._count,
                                 offset=self._offset)
        return lines.astype(dtype, copy=True) if dtype is not None else lines.copy()

    def __repr__(self) -> str:
        return f"Lines({list(self)!r})"


class LayoutResult:
    """What one arrange produced. A snapshot: later arranges of the layout do not change it.

    ``frames`` (a :class:`Frames`, one :class:`Rect` per item) and ``lines`` (a :class:`Lines`,
    one :class:`Line` per visible line) are compact sequences; ``numpy.asarray`` turns either
    into an array. Hidden items (on lines past ``max_lines``) have all-zero frames; the visible
    ones are the first ``visible_count``.
    """

    __slots__ = ("layout", "_block", "_count", "_frames", "_lines", "_extras", "_lanes", "_sizes", "_as_int")

    layout: LayoutOptions
    """The layout that was arranged (a :class:`FlowLayout`, typed by its options part so that
    results do not depend on the class that makes them: dependencies go one way)."""

    def __init__(self, layout: LayoutOptions, block: Union[bytes, bytearray], count: int,
                 extras: Optional[Tuple[Tuple[Rect, ...], Optional[Rect]]] = None, sizes: Any = None) -> None:
        self.layout = layout
        self._block = block
        self._count = count
        self._extras = extras
        self._lanes: Tuple[Lane, ...] = ()
        self._frames: Optional[Frames] = None
        self._lines: Optional[Lines] = None
        self._sizes = sizes
        """The list or tuple of pairs arranged, if any: iteration hands back its width and height
        objects where the frame's are equal (fewer new objects)."""
        self._as_int = layout._options.get("pixel_scale") == 1
        """Frames on whole pixels: read as ints."""

    @property
    def size(self) -> Size:
        """The arranged size: the bounds, with unspecified parts replaced by the content's size."""
        width, height = struct.unpack_from("=2f", self._block, RECT_BYTES * self._count)
        return Size(width, height)

    @property
    def content_size(self) -> Size:
        """The extent of the visible lines: along main the longest line, along cross the lines and
        gaps. In lanes mode: across the lanes their total length, along them the longest extent."""
        width, height = struct.unpack_from("=2f", self._block, RECT_BYTES * self._count + 8)
        return Size(width, height)

    @property
    def visible_count(self) -> int:
        """Number of visible items (a prefix of the items)."""
        return int(SUMMARY.unpack_from(self._block, RECT_BYTES * self._count)[4])

    @property
    def frames(self) -> Frames:
        """One :class:`Rect` per item, in item order."""
        frames = self._frames
        if frames is None:
            frames = self._frames = Frames(self._block, self._count, self._sizes, self._as_int)
        return frames

    @property
    def lines(self) -> Lines:
        """One :class:`Line` per visible line."""
        lines = self._lines
        if lines is None:
            offset = RECT_BYTES * self._count
            line_count = int(SUMMARY.unpack_from(self._block, offset)[5])
            lines = self._lines = Lines(self._block, offset + SUMMARY_BYTES, line_count)
        return lines

    @property
    def separators(self) -> Tuple[Rect, ...]:
        """The separators (``separator`` option): one :class:`Rect` per pair of neighbours on each
        visible line, in item order; empty without a separator."""
        return self._extras[0] if self._extras is not None else ()

    @property
    def overflow_frame(self) -> Optional[Rect]:
        """The "+N more" indicator's frame (``overflow_indicator`` option), None when not shown.
        It stands for the ``len(frames) - visible_count`` hidden items."""
        return self._extras[1] if self._extras is not None else None

    @property
    def lanes(self) -> Tuple[Lane, ...]:
        """The lanes (``lanes`` option), lane 0 first: one :class:`Lane` (offset, length, extent,
        item_count) each; empty when lanes are off. ``lines`` is then empty."""
        return self._lanes

    def rects(self) -> List[Rect]:
        """The frames as a list of :class:`Rect`."""
        return self.frames.rects()

    def line_list(self) -> List[Line]:
        """The lines as a list of :class:`Line`."""
        return list(self.lines)

    def __repr__(self) -> str:
        return (f"LayoutResult(size={tuple(self.size)}, content_size={tuple(self.content_size)}, "
                f"items={self._count}, lines={len(self.lines)}, visible_count={self.visible_count})")
