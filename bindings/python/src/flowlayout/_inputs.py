"""Per-item inputs: how each is packed for the C library, and the table of them.

NumPy arrays are passed by pointer (converted once to contiguous float32/uint32 when they are
not already, never item by item); any other sequence is packed into an ``array.array``.

Adding a per-item input takes: an entry in ``INPUTS`` (its C setter, keywords and packer), the
keyword in ``FlowLayout.arrange`` (``_arranging``) and a ``set_item_*`` method (``_item_inputs``), named
after the C setter.
A call of ``arrange`` that passes sizes clears every input it does not pass.
"""

from __future__ import annotations

import ctypes
import math
import operator
import sys
from array import array
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Protocol, Sequence, Tuple, Union

from ._enums import AlignItems
from ._errors import FlowLayoutError
from ._options import enum_code

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

fast_pack: Any = None
"""``pack(values, columns, default, out, capacity)`` of the C helpers (``csrc/fast_results.c``),
set by ``_native`` when this Python allows it: a list or tuple of numbers or rows packed at C
speed, or None when anything is odd (then the checked Python path below names the culprit)."""


def packed_rows(values: Any, columns: int, default: Optional[float]) -> Optional[bytearray]:
    """A list or tuple of numbers or rows of ``columns`` numbers packed as float32 by the C
    helpers (None entries as ``default``; refused where it is None), or None when they are absent
    or found something odd."""
    if fast_pack is None or (type(values) is not list and type(values) is not tuple) or not values:
        return None
    capacity = 4 * columns * len(values)
    out = bytearray(capacity)
    return out if fast_pack(values, columns, default, out, capacity) is not None else None


def _packed_fast(values: Any, columns: int, default: float) -> Optional[Buffer]:
    """``values`` packed by the C helpers, None when they are absent or found something odd."""
    out = packed_rows(values, columns, default)
    if out is None:
        return None
    return _addressof(_from_buffer(out)), len(values), out


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
    fast = _packed_fast(values, columns, math.nan)
    if fast is not None:
        return fast
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
    fast = _packed_fast(values, 1, default)
    if fast is not None:
        return fast
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


def lane_span_column(values: Any, name: str) -> Buffer:
    """One lane span per item: an int >= 1 (None = 1, one lane); the library refuses 0, naming
    the item."""
    if _is_ndarray(values):
        if values.dtype.kind not in "iu":  # a cast would truncate 1.5 to 1
            raise TypeError(f"{name}: expected an array of integers, got dtype {values.dtype}")
        if values.size and (values.min() < 0 or values.max() > 0xFFFFFFFF):
            index = int(numpy.argmax((values < 0) | (values > 0xFFFFFFFF)))
            raise ValueError(f"{name}[{index}]: {values[index]} does not fit in 32 unsigned bits")
        return _numpy_buffer(values, "uint32", 1, name)
    if isinstance(values, (str, bytes)) or not hasattr(values, "__iter__"):
        raise TypeError(f"{name}: expected a sequence of ints, got {type(values).__name__}")
    spans = []
    for index, value in enumerate(values):
        if value is None:
            spans.append(1)
            continue
        if isinstance(value, bool):
            raise TypeError(f"{name}[{index}]: expected an int, got {value!r}")
        try:  # an int as it is: no float truncated, no string parsed
            span = operator.index(value)
        except TypeError:
            raise TypeError(f"{name}[{index}]: expected an int, got {value!r}") from None
        if not 0 <= span <= 0xFFFFFFFF:
            raise ValueError(f"{name}[{index}]: {span} does not fit in 32 unsigned bits")
        spans.append(span)
    packed = array("I", spans)
    if packed.itemsize != 4:  # pragma: no cover - platforms with 2-byte unsigned int
        packed = array("L", spans)
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


def _rows4(values: Any, name: str) -> Buffer:
    return float_rows(values, 4, name)


def _rows2(values: Any, name: str) -> Buffer:
    return float_rows(values, 2, name)


def _weights(values: Any, name: str) -> Buffer:
    return float_column(values, name, 0.0)


def _flags(values: Any, name: str) -> Buffer:
    return flags_column(values)


def align_column(values: Any, name: str) -> Buffer:
    """One align-self per item: an :class:`AlignItems` member, its name or value, or None / "auto"
    / -1 for the layout's align-items."""
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


def _align_names() -> Dict[str, int]:
    """Every str ``align_column`` takes, and its code ("auto": -1, "first-baseline": 3, ...)."""
    names = {"auto": -1}
    for member in AlignItems:
        for name in {str(member), member.name, member.name.lower()}:
            if enum_code(AlignItems, name, "align") == int(member):
                names[name] = int(member)
    return names


ALIGN_NAMES = _align_names()
"""The alignments by name, for ``csrc/input_arrange.c`` (names not here take ``align_column``)."""


class Input(NamedTuple):
    """One per-item input of the library: one array, or two set by one C call (a pair)."""

    setter: str
    """The C function: setter(handle, array or NULL[, array or NULL], count)."""
    keywords: Tuple[str, ...]
    """The keyword of each array, in the setter's order."""
    item_bytes: int
    """Bytes per item in each array."""
    pack: Callable[[Any, str], Buffer]
    """Values to (address, count, owner)."""


INPUTS: Dict[str, Input] = {
    "grow": Input("flow_layout_set_item_grow", ("grow",), 4, _weights),
    "flags": Input("flow_layout_set_item_flags", ("flags",), 4, _flags),
    "guides": Input("flow_layout_set_item_guides", ("guides",), 4, float_column),
    "spacing": Input("flow_layout_set_item_spacing", ("spacing",), 16, _rows4),
    "margins": Input("flow_layout_set_item_margins", ("margins",), 16, _rows4),
    "shrink": Input("flow_layout_set_item_shrink", ("shrink",), 4, _weights),
    "align": Input("flow_layout_set_item_align", ("align",), 4, align_column),
    "baselines": Input("flow_layout_set_item_baselines", ("first_baselines", "last_baselines"), 4, float_column),
    "limits": Input("flow_layout_set_item_limits", ("min_sizes", "max_sizes"), 8, _rows2),
    "lane_spans": Input("flow_layout_set_item_lane_span", ("lane_spans",), 4, lane_span_column),
}
"""The per-item inputs, by name (a pair's name differs from its keywords)."""

NATIVE_INPUT_ORDER = tuple(sys.intern(name) for name in (
    "grow", "flags", "guides", "spacing", "baselines", "margins", "limits", "shrink", "align"))
"""The inputs as ``csrc/input_arrange.c`` numbers them, in the order it hands them to the library
(the order of ``FlowLayout.arrange``'s keywords, as the general path hands them); interned, as it
looks them up in a layout's held inputs."""

INPUT_OF = {keyword: name for name, entry in INPUTS.items() for keyword in entry.keywords}
"""The input each keyword of ``FlowLayout.arrange`` belongs to."""


class Packed(NamedTuple):
    """An input's arrays as the library takes them, copied (None: that array of a pair is unset).
    The copies let the layout hand an input back after a failed call, since the library has no
    getters, and do not change when the caller's NumPy array does."""

    arrays: Tuple[Optional[bytes], ...]
    length: int
    """Items in each array."""


def pack(name: str, values: Sequence[Any]) -> Packed:
    """Packs an input from one value per array (None for an unset array of a pair), checking each."""
    entry = INPUTS[name]
    arrays: List[Optional[bytes]] = []
    count: Optional[int] = None
    for keyword, value in zip(entry.keywords, values):
        if value is None:
            arrays.append(None)
            continue
        address, length, owner = entry.pack(value, keyword)
        if count is not None and length != count:
            raise ValueError(f"{entry.keywords[0]} and {entry.keywords[1]} differ in length ({count} and {length})")
        count = length
        arrays.append(ctypes.string_at(address, length * entry.item_bytes))
    return Packed(tuple(arrays), count or 0)


def argument(name: str, packed: Optional[Packed]) -> str:
    """The Python argument an error in input ``name`` concerns: its keyword, or for a pair the
    keywords of the arrays given (``min_sizes``, ``min_sizes/max_sizes``)."""
    keywords = INPUTS[name].keywords
    if packed is None or len(keywords) == 1:
        return keywords[0]
    return "/".join(keyword for keyword, data in zip(keywords, packed.arrays) if data is not None)


def hand(lib: Any, handle: Any, name: str, packed: Optional[Packed]) -> None:
    """Hands an input to the library (FlowLayoutError when it refuses it); None clears it."""
    entry = INPUTS[name]
    setter = getattr(lib, entry.setter)
    if setter is None:  # an input of a newer library than the one loaded (lanes)
        raise FlowLayoutError(2, f"needs a flowlayout library with {entry.setter}")  # named by the caller
    if packed is None:
        setter(handle, *([None] * len(entry.keywords)), 0)
        return
    setter(handle, *[None if data is None else bytes_address(data) for data in packed.arrays], packed.length)


def bytes_address(data: Union[bytes, bytearray]) -> int:
    """Address of an immutable bytes object's data (read, never written, by the library); or of a
    bytearray's, the packed copy ``csrc/input_arrange.c`` wrote (held, never changed, never empty)."""
    if isinstance(data, bytearray):
        return _addressof(_from_buffer(data))
    return ctypes.cast(ctypes.c_char_p(data), ctypes.c_void_p).value or 0
