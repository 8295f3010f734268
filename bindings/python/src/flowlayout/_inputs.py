"""Per-item arrays in and out of the C library.

In: NumPy arrays are passed by pointer (converted once to contiguous float32/uint32 when they are
not already, never item by item); any other sequence is packed into an ``array.array``.
Out: frames and lines are copied out of the library's buffers (which the next arrange reuses),
as NumPy arrays when NumPy is installed, lists of named tuples otherwise.
"""

from __future__ import annotations

import ctypes
import math
import struct
from array import array
from typing import Any, List, Optional, Sequence, Tuple, Union

from ._types import LINE_FORMAT, RECT_FORMAT, Line, Rect

try:
    import numpy
except ImportError:  # NumPy is optional
    numpy = None  # type: ignore[assignment]

LINE_DTYPE: Any = None
if numpy is not None:
    LINE_DTYPE = numpy.dtype(
        [
            ("first_item", "<u4"),
            ("item_count", "<u4"),
            ("main_size", "<f4"),
            ("cross_offset", "<f4"),
            ("cross_size", "<f4"),
        ]
    )

_from_buffer = ctypes.c_char.from_buffer
_addressof = ctypes.addressof
_memmove = ctypes.memmove

Buffer = Tuple[int, int, Any]
"""(address, item count, owner to keep alive during the call)."""

_EMPTY = array("f", [0.0] * 4)  # a valid address for zero items


def _is_ndarray(values: Any) -> bool:
    return numpy is not None and isinstance(values, numpy.ndarray)


def _address(packed: Any) -> int:
    """Address of a C-contiguous array's data (``c_char.from_buffer`` is several times cheaper
    than ``.ctypes.data``, but needs a writable buffer)."""
    if packed.flags.writeable:
        return _addressof(_from_buffer(packed))
    return packed.ctypes.data


def _numpy_buffer(values: Any, dtype: str, columns: int, name: str) -> Buffer:
    packed = numpy.ascontiguousarray(values, dtype=dtype)
    if columns == 1:
        if packed.ndim != 1:
            raise ValueError(f"{name}: expected a 1-dimensional array, got shape {packed.shape}")
    elif packed.ndim != 2 or packed.shape[1] != columns:
        raise ValueError(f"{name}: expected an array of shape (n, {columns}), got shape {packed.shape}")
    count = int(packed.shape[0])
    if count == 0:
        return _EMPTY.buffer_info()[0], 0, _EMPTY
    return _address(packed), count, packed


def float_rows(values: Any, columns: int, name: str) -> Buffer:
    """Rows of ``columns`` floats (pairs for sizes, quadruples for spacing); None entries are NaN."""
    if _is_ndarray(values):
        return _numpy_buffer(values, "float32", columns, name)
    packed = array("f")
    count = 0
    try:
        rows = iter(values)
    except TypeError:
        raise TypeError(f"{name}: expected a sequence of rows of {columns} numbers, got {type(values).__name__}") from None
    for row in rows:
        try:
            items = tuple(row)
            if len(items) != columns:
                raise ValueError(f"expected {columns} numbers, got {len(items)}")
            packed.extend([math.nan if v is None else float(v) for v in items])
        except (TypeError, ValueError) as error:
            raise type(error)(f"{name}[{count}]: {error}") from None
        count += 1
    if count == 0:
        return _EMPTY.buffer_info()[0], 0, _EMPTY
    return packed.buffer_info()[0], count, packed


def sizes_buffer(values: Any) -> Buffer:
    """Item sizes: a sequence of (width, height) pairs or an (n, 2) array."""
    if _is_ndarray(values):
        if values.dtype == numpy.float32 and values.ndim == 2 and values.shape[1] == 2 \
                and values.flags.c_contiguous and values.shape[0]:
            return _address(values), values.shape[0], values  # no conversion at all
        return _numpy_buffer(values, "float32", 2, "sizes")
    if isinstance(values, (list, tuple)):
        try:  # the common case in one comprehension; anything odd takes the checked path below
            packed = array("f", [v for w, h in values for v in (w, h)])
        except (TypeError, ValueError):
            pass
        else:
            if packed:
                return packed.buffer_info()[0], len(packed) >> 1, packed
    return float_rows(values, 2, "sizes")


def float_column(values: Any, name: str) -> Buffer:
    """One float per item; None entries are NaN."""
    if _is_ndarray(values):
        return _numpy_buffer(values, "float32", 1, name)
    try:
        packed = array("f", [math.nan if v is None else float(v) for v in values])
    except TypeError as error:
        raise TypeError(f"{name}: expected a sequence of numbers ({error})") from None
    if not packed:
        return _EMPTY.buffer_info()[0], 0, _EMPTY
    return packed.buffer_info()[0], len(packed), packed


def flags_column(values: Any) -> Buffer:
    """One uint32 flag word per item (:class:`ItemFlags` or ints)."""
    if _is_ndarray(values):
        return _numpy_buffer(values, "uint32", 1, "flags")
    try:
        words = [int(v) for v in values]
    except (TypeError, ValueError) as error:
        raise TypeError(f"flags: expected a sequence of ints or ItemFlags ({error})") from None
    for index, word in enumerate(words):
        if not 0 <= word <= 0xFFFFFFFF:
            raise ValueError(f"flags[{index}]: {word} does not fit in 32 unsigned bits")
    packed = array("I", words)
    if packed.itemsize != 4:  # pragma: no cover - platforms with 2-byte unsigned int
        packed = array("L", words)
    if not packed:
        return _EMPTY.buffer_info()[0], 0, _EMPTY
    return packed.buffer_info()[0], len(packed), packed


def read_frames(address: Optional[int], count: int) -> Any:
    """Copies ``count`` flow_rects: an (n, 4) float32 array (x, y, width, height) or a list of Rect."""
    nbytes = count * 16
    if numpy is not None:
        frames = numpy.empty((count, 4), dtype=numpy.float32)
        if count:
            _memmove(_addressof(_from_buffer(frames)), address, nbytes)  # type: ignore[arg-type]
        return frames
    if not count:
        return []
    return [Rect._make(row) for row in struct.iter_unpack(RECT_FORMAT, ctypes.string_at(address, nbytes))]


def read_lines(address: Optional[int], count: int) -> Any:
    """Copies ``count`` flow_lines: a structured NumPy array (fields as :class:`Line`) or a list of Line."""
    nbytes = count * 20
    if numpy is not None:
        lines = numpy.empty(count, dtype=LINE_DTYPE)
        if count:
            _memmove(_addressof(_from_buffer(lines)), address, nbytes)  # type: ignore[arg-type]
        return lines
    if not count:
        return []
    return [Line._make(row) for row in struct.iter_unpack(LINE_FORMAT, ctypes.string_at(address, nbytes))]


def as_rects(frames: Any) -> List[Rect]:
    """Frames of either form as a list of :class:`Rect`."""
    return [Rect(*(float(v) for v in row)) for row in frames]


def as_lines(lines: Any) -> List[Line]:
    """Lines of either form as a list of :class:`Line`."""
    return [Line(int(r[0]), int(r[1]), float(r[2]), float(r[3]), float(r[4])) for r in lines]


Number = Union[int, float]
FloatRows = Union[Sequence[Sequence[Optional[Number]]], Any]
FloatColumn = Union[Sequence[Optional[Number]], Any]
IntColumn = Union[Sequence[int], Any]
