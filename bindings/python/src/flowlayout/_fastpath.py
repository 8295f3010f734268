"""The one-call path: sizes in, frames out, through ``flow_layout_arrange_into``.

Every ctypes call and every conversion costs about as much as the layout of a few dozen items,
so this path makes exactly one call into the library and converts as little as it can:

- an (n, 2) float32 C-contiguous NumPy array (or an ``array('f')`` of 2n floats) is passed by
  address, nothing is copied; any other sequence of (width, height) pairs is packed once;
- frames are written straight into ``out`` — an (n, 4) float32 C-contiguous NumPy array or an
  ``array('f')`` of 4n floats — or into a new one of those (NumPy when it is installed).

Addresses of writable buffers come from ``ctypes.c_char.from_buffer`` (several times cheaper
than NumPy's ``.ctypes.data``, and it refuses what is not writable and C-contiguous); other
arrays take the general path.
"""

from __future__ import annotations

import ctypes
from array import array
from typing import Any, Callable, Optional, Tuple

try:
    import numpy
except ImportError:  # NumPy is optional
    numpy = None  # type: ignore[assignment]

_from_buffer = ctypes.c_char.from_buffer  # raises TypeError unless writable and C-contiguous
_addressof = ctypes.addressof
_EMPTY = array("f", [0.0] * 4)
_EMPTY_ADDRESS = _EMPTY.buffer_info()[0]
_ZERO_FRAME = array("f", bytes(16))  # repeated for new frames: faster than array("f", bytes(16 * n))
NDARRAY = numpy.ndarray if numpy is not None else None
FLOAT32 = numpy.dtype(numpy.float32) if numpy is not None else None


def sizes_in(sizes: Any, pack_pairs: Optional[Callable[[Any], Tuple[int, int, Any]]] = None) -> Tuple[int, int, Any]:
    """(address, count, owner) of the sizes; ``owner`` keeps packed data alive during the call.
    ``pack_pairs`` packs a list or tuple of pairs (the layout's C-speed packer)."""
    if type(sizes) is NDARRAY and sizes.dtype is FLOAT32:
        shape = sizes.shape
        if len(shape) == 2 and shape[1] == 2 and shape[0]:
            try:  # the fast case: passed by address as it is
                return _addressof(_from_buffer(sizes)), shape[0], sizes  # type: ignore[arg-type]
            except TypeError:
                pass  # read-only or not C-contiguous: the general case below
    if numpy is not None and isinstance(sizes, numpy.ndarray):
        sizes = numpy.ascontiguousarray(sizes, dtype=numpy.float32)
        if sizes.ndim != 2 or sizes.shape[1] != 2:
            raise ValueError(f"sizes: expected an array of shape (n, 2), got shape {sizes.shape}")
        count = sizes.shape[0]
        return (sizes.ctypes.data if count else _EMPTY_ADDRESS), count, sizes
    if isinstance(sizes, array) and sizes.typecode == "f":
        if len(sizes) % 2:
            raise ValueError(f"sizes: an array('f') of (width, height) pairs needs an even length, got {len(sizes)}")
        return (sizes.buffer_info()[0] if sizes else _EMPTY_ADDRESS), len(sizes) // 2, sizes
    if pack_pairs is not None and (type(sizes) is list or type(sizes) is tuple):
        return pack_pairs(sizes)  # at C speed
    try:
        packed = array("f", [v for w, h in sizes for v in (w, h)])
    except (TypeError, ValueError) as error:
        raise TypeError(f"sizes: expected (width, height) pairs of numbers ({error})") from None
    return (packed.buffer_info()[0] if packed else _EMPTY_ADDRESS), len(packed) // 2, packed


def new_numpy_frames(count: int) -> Any:
    """An (count, 4) float32 NumPy array for frames (NumPy must be installed)."""
    return numpy.empty((count, 4), dtype=numpy.float32)


def frames_out(out: Any, count: int) -> Tuple[int, Any]:
    """(address, buffer) for ``count`` frames: ``out`` checked, or a new buffer."""
    if out is None:
        out = numpy.empty((count, 4), dtype=numpy.float32) if numpy is not None else _ZERO_FRAME * count
    if count == 0:
        if len(out) != 0:
            raise ValueError(f"out: expected room for 0 frames, got {len(out)} rows")
        return _EMPTY_ADDRESS, out
    if type(out) is NDARRAY or (numpy is not None and isinstance(out, numpy.ndarray)):
        if out.dtype == numpy.float32 and out.shape == (count, 4):
            try:
                return _addressof(_from_buffer(out)), out  # type: ignore[arg-type]
            except TypeError:
                pass
        raise ValueError(f"out: expected a writable C-contiguous float32 array of shape ({count}, 4), "
                         f"got {out.dtype} {out.shape}")
    if isinstance(out, array) and out.typecode == "f":
        if len(out) != 4 * count:
            raise ValueError(f"out: expected an array('f') of {4 * count} floats, got {len(out)}")
        return out.buffer_info()[0], out
    raise TypeError("out: expected a float32 NumPy array of shape (n, 4) or an array('f') of 4n floats")


class Staging:
    """Layout-owned buffers for the fastest path: the caller writes sizes into ``sizes`` and
    reads frames from ``frames``; their addresses are known, so arranging costs one ctypes call
    and no conversion at all. The views do not own their memory (NumPy cannot resize them), and
    each keeps its buffer alive, so an address in use is always valid.

    ``frames`` is read-only. Assigning ``sizes`` (``staged.sizes = pairs``) copies the pairs into
    the buffer the layout reads, so the buffer is never disconnected; so does slice assignment.
    """

    __slots__ = ("count", "_sizes", "_frames", "sizes_address", "frames_address", "_buffers")

    def __init__(self, count: int) -> None:
        if count < 0:
            raise ValueError(f"count must be >= 0, got {count}")
        raw_sizes = (ctypes.c_float * max(2 * count, 1))()
        raw_frames = (ctypes.c_float * max(4 * count, 1))()
        self.count = count
        self.sizes_address = _addressof(raw_sizes)
        self.frames_address = _addressof(raw_frames)
        self._buffers = (raw_sizes, raw_frames)
        if numpy is not None:
            self._sizes = numpy.frombuffer(raw_sizes, dtype=numpy.float32, count=2 * count).reshape(count, 2)  # type: ignore[call-overload]
            frames = numpy.frombuffer(raw_frames, dtype=numpy.float32, count=4 * count).reshape(count, 4)  # type: ignore[call-overload]
            frames.flags.writeable = False
            self._frames = frames
        else:
            self._sizes = memoryview(raw_sizes).cast("B").cast("f")[: 2 * count]
            self._frames = memoryview(raw_frames).cast("B").cast("f")[: 4 * count].toreadonly()

    @property
    def sizes(self) -> Any:
        """(count, 2) float32 NumPy array, or a flat memoryview of 2 * count floats: write the
        items' (width, height) here."""
        return self._sizes

    @sizes.setter
    def sizes(self, pairs: Any) -> None:
        if pairs is self._sizes:
            return
        if numpy is not None:
            values = numpy.asarray(pairs, dtype=numpy.float32)
            if values.shape not in ((self.count, 2), (2 * self.count,)):
                raise ValueError(f"staging.sizes: expected {self.count} (width, height) pairs, got shape {values.shape}")
            self._sizes[:] = values.reshape(self.count, 2)
            return
        if isinstance(pairs, (array, memoryview)):
            flat = array("f", pairs)
        else:
            try:
                flat = array("f", [v for w, h in pairs for v in (w, h)])
            except (TypeError, ValueError) as error:
                raise TypeError(f"staging.sizes: expected (width, height) pairs of numbers ({error})") from None
        if len(flat) != 2 * self.count:
            raise ValueError(f"staging.sizes: expected {self.count} (width, height) pairs, got {len(flat) / 2:g}")
        self._sizes[:] = memoryview(flat).cast("B").cast("f")

    @property
    def frames(self) -> Any:
        """(count, 4) float32 read-only NumPy array, or a read-only flat memoryview of 4 * count
        floats: x, y, width, height per item, written by each arrange_staged."""
        return self._frames
