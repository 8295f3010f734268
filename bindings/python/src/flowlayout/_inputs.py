"""Per-item inputs: how each is packed for the C library, and the table of them.

NumPy arrays are passed by pointer (converted once to contiguous float32/uint32 when they are
not already, never item by item); any other sequence is packed into an ``array.array``.

Adding a per-item input takes: an entry in ``INPUTS`` (its keyword, C setter and packer), the
keyword in ``FlowLayout.arrange`` and, if wanted, a ``set_*`` method calling :func:`set_input`.
A call of ``arrange`` that passes sizes clears every input it does not pass.
"""

from __future__ import annotations

import ctypes
import math
import operator
from array import array
from typing import Any, Callable, Dict, NamedTuple, Optional, Protocol, Sequence, Tuple, Union


try:
    import numpy
except ImportError:  # NumPy is optional
    numpy = None  # type: ignore[assignment]

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
    return int(packed.ctypes.data)


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


def float_column(values: Any, name: str, default: float = math.nan) -> Buffer:
    """One float per item; None entries are ``default``, the input's default value."""
    if _is_ndarray(values):
        return _numpy_buffer(values, "float32", 1, name)
    if isinstance(values, (str, bytes)):
        raise TypeError(f"{name}: expected a sequence of numbers, got {type(values).__name__}")
    try:  # array() takes real numbers only (no strings), as float32
        packed = array("f", [default if v is None else v for v in values])
    except (TypeError, ValueError, OverflowError) as error:
        raise TypeError(f"{name}: expected a sequence of numbers ({error})") from None
    if not packed:
        return _EMPTY.buffer_info()[0], 0, _EMPTY
    return packed.buffer_info()[0], len(packed), packed


def flags_column(values: Any) -> Buffer:
    """One uint32 flag word per item (:class:`ItemFlags` or ints)."""
    if _is_ndarray(values):
        if values.dtype.kind not in "iub":  # a cast would truncate 1.5 to 1
            raise TypeError(f"flags: expected an array of integers, got dtype {values.dtype}")
        return _numpy_buffer(values, "uint32", 1, "flags")
    if isinstance(values, (str, bytes)) or not hasattr(values, "__iter__"):
        raise TypeError(f"flags: expected a sequence of ints or ItemFlags, got {type(values).__name__}")
    words = []
    for index, value in enumerate(values):
        try:  # an int as it is: no float truncated, no string parsed
            words.append(operator.index(value))
        except TypeError:
            raise TypeError(f"flags[{index}]: expected an int or ItemFlags, got {value!r}") from None
    for index, word in enumerate(words):
        if not 0 <= word <= 0xFFFFFFFF:
            raise ValueError(f"flags[{index}]: {word} does not fit in 32 unsigned bits")
    packed = array("I", words)
    if packed.itemsize != 4:  # pragma: no cover - platforms with 2-byte unsigned int
        packed = array("L", words)
    if not packed:
        return _EMPTY.buffer_info()[0], 0, _EMPTY
    return packed.buffer_info()[0], len(packed), packed


Number = Union[int, float]
"""A length or weight: any real number (ints, floats, NumPy scalars)."""


class ArrayLike(Protocol):
    """A NumPy array (or anything ``numpy.asarray`` takes without copying item by item)."""

    def __array__(self) -> Any: ...


SizePairs = Union[Sequence[Sequence[float]], ArrayLike]
"""Item sizes: (width, height) pairs (tuples, lists, :class:`Size`), or an (n, 2) NumPy array."""
FloatColumn = Union[Sequence[Optional[float]], ArrayLike]
"""One number per item; None = that input's default (0 for grow and shrink weights, NaN - the item's
own - for baselines and guides)."""
FloatRows = Union[Sequence[Sequence[Optional[float]]], ArrayLike]
"""Four numbers per item (leading, top, trailing, bottom); None = the default."""
IntColumn = Union[Sequence[int], ArrayLike]
"""One int (or :class:`ItemFlags`) per item."""


class Input(NamedTuple):
    """One per-item input of the library."""

    setter: str
    """The C function: setter(handle, values or NULL, count)."""
    pack: Callable[[Any, str], Buffer]
    """Values to (address, count, owner)."""


def _rows4(values: Any, name: str) -> Buffer:
    return float_rows(values, 4, name)


def _weights(values: Any, name: str) -> Buffer:
    return float_column(values, name, 0.0)


def _flags(values: Any, name: str) -> Buffer:
    return flags_column(values)


def align_column(values: Any, name: str) -> Buffer:
    """One align-self per item: an :class:`AlignItems` member, its name or value, or None / "auto"
    / -1 for the layout's align-items."""
    from ._enums import AlignItems
    from ._options import enum_code
    if _is_ndarray(values):
        return _numpy_buffer(values, "int32", 1, name)
    if isinstance(values, (str, bytes)):
        raise TypeError(f"{name}: expected a sequence of alignments, got {type(values).__name__}")
    codes = []
    for index, value in enumerate(values):
        if value is None or value == "auto" or (type(value) is int and value == -1):
            codes.append(-1)
        else:
            codes.append(enum_code(AlignItems, value, f"{name}[{index}]"))
    packed = array("i", codes)
    if not packed:
        return _EMPTY.buffer_info()[0], 0, _EMPTY
    return packed.buffer_info()[0], len(packed), packed


INPUTS: Dict[str, Input] = {
    "grow": Input("flow_layout_set_item_grow", _weights),
    "flags": Input("flow_layout_set_item_flags", _flags),
    "guides": Input("flow_layout_set_item_guides", float_column),
    "spacing": Input("flow_layout_set_item_spacing", _rows4),
    "margins": Input("flow_layout_set_item_margins", _rows4),
    "shrink": Input("flow_layout_set_item_shrink", _weights),
    "align_self": Input("flow_layout_set_item_align", align_column),
}
"""The per-item inputs set by one array each, by keyword; baselines and limits (two arrays, one C
call each) are handled beside them as ``first_baselines``/``last_baselines`` and
``min_sizes``/``max_sizes``."""


def set_input(lib: Any, handle: Any, name: str, values: Any) -> None:
    """Sets (or, for None, clears) the per-item input ``name``."""
    entry = INPUTS[name]
    setter = getattr(lib, entry.setter)
    if values is None:
        setter(handle, None, 0)
        return
    address, count, owner = entry.pack(values, name)
    setter(handle, address, count)


def set_baselines(lib: Any, handle: Any, first: Any, last: Any) -> None:
    """Sets first and/or last baselines; both None clears them."""
    first_address = last_address = None
    count = 0
    owners = []
    if first is not None:
        first_address, count, owner = float_column(first, "first_baselines")
        owners.append(owner)
    if last is not None:
        last_address, last_count, owner = float_column(last, "last_baselines")
        owners.append(owner)
        if first is not None and last_count != count:
            raise ValueError(f"first and last baselines differ in length ({count} and {last_count})")
        count = last_count
    lib.flow_layout_set_item_baselines(handle, first_address, last_address, count)


def set_limits(lib: Any, handle: Any, low: Any, high: Any) -> None:
    """Sets minimum and/or maximum sizes ((width, height) rows, None entries unset); both None
    clears them."""
    low_address = high_address = None
    count = 0
    owners = []
    if low is not None:
        low_address, count, owner = float_rows(low, 2, "min_sizes")
        owners.append(owner)
    if high is not None:
        high_address, high_count, owner = float_rows(high, 2, "max_sizes")
        owners.append(owner)
        if low is not None and high_count != count:
            raise ValueError(f"min_sizes and max_sizes differ in length ({count} and {high_count})")
        count = high_count
    lib.flow_layout_set_item_limits(handle, low_address, high_address, count)
