"""Range measure callbacks: ``measure(first, count, width, height) -> answers`` behind the range
trampoline, and how its answers reach the library's memory.

The library asks the ideal sizes its cache lacks in runs of consecutive items (one call for many
items: one crossing into Python instead of one ctypes callback each), lanes' questions in runs
too where every lane is as long and no item spans lanes, every other question as a run of one.
The answers are written straight into the library's array: an (count, 2) float32 array or buffer
in one memmove, a list or tuple of pairs packed at C speed when the helpers allow.
"""

from __future__ import annotations

import ctypes
import math
import sys
from array import array
from typing import Any, Callable, Dict, Optional, Sequence, Tuple

from . import _inputs
from ._inputs import SizePairs
from ._library import MeasureRangeRecord, MeasureRangeReply
from ._measure import MeasureState

try:
    import numpy
except ImportError:  # NumPy is optional: buffers are read without it
    numpy = None  # type: ignore[assignment]

MeasureRange = Callable[[int, int, Optional[float], Optional[float]], SizePairs]
"""``measure(first, count, width, height) -> answers``: the sizes of items ``first`` ..
``first + count - 1``, all for one proposal (``width``/``height`` None when unspecified, as for
:data:`~flowlayout.Measure`): ``count`` (width, height) pairs, or an array of shape (count, 2)
(float32 is copied as it is; other number types are converted)."""

_INF = math.inf
_memmove = ctypes.memmove
_memset = ctypes.memset
_addressof = ctypes.addressof
_from_buffer = ctypes.c_char.from_buffer
_FLOAT32 = ("f", "@f", "=f", "<f" if sys.byteorder == "little" else ">f")
"""Buffer formats of native float32."""

MeasureKey = Tuple[int, float, float]


class RangeMeasureState(MeasureState):
    """A range measure callback while it is set (see :class:`MeasureState`: the same attributes;
    ``error_index`` and ``error_count`` give the run the function was answering when it raised)."""

    __slots__ = ()

    def __init__(self, function: MeasureRange) -> None:
        # MeasureState.__init__ would make a per-item reply: this state's reply answers runs.
        self.function = function
        self.baselines = False
        self.error: Optional[BaseException] = None
        self.error_index = 0
        self.error_count = 1
        self.cache: Optional[Dict[MeasureKey, Tuple[float, ...]]] = None
        state = self

        def reply(first: int, count: int, width: float, height: float, answers: int) -> None:
            if state.error is not None:  # already failed: the arrange fails anyway
                return
            try:
                # NaN or +infinity: unspecified (`x < inf` is False for both)
                proposed_width = width if width < _INF else None
                proposed_height = height if height < _INF else None
                cache = state.cache
                if cache is None:
                    write_answers(state.function(first, count, proposed_width, proposed_height), count, answers)
                else:
                    _shared_answers(state.function, cache, first, count, proposed_width, proposed_height, answers)
            except BaseException as error:  # noqa: B036 - nothing may cross the C boundary
                # Every bit set is a NaN: the whole run is refused, and the library forgets it.
                _memset(answers, 0xFF, 8 * count)
                state.error = error
                state.error_index = first
                state.error_count = count

        self.reply = MeasureRangeReply(reply)
        self.record = MeasureRangeRecord(self.reply)


def _shared_answers(function: MeasureRange, cache: Dict[MeasureKey, Tuple[float, ...]], first: int, count: int,
                    width: Optional[float], height: Optional[float], answers: int) -> None:
    """Answers a run from the answers shared by the candidates of first_fitting, asking
    ``function`` only for the runs of items no candidate has had answered for this proposal."""
    key_width = _INF if width is None else width  # NaN != NaN: unspecified is keyed as infinity
    key_height = _INF if height is None else height
    out = (ctypes.c_float * (2 * count)).from_address(answers)
    k = 0
    while k < count:
        known = cache.get((first + k, key_width, key_height))
        if known is not None:
            out[2 * k], out[2 * k + 1] = known
            k += 1
            continue
        end = k + 1
        while end < count and (first + end, key_width, key_height) not in cache:
            end += 1
        write_answers(function(first + k, end - k, width, height), end - k, answers + 8 * k)
        for j in range(k, end):
            cache[(first + j, key_width, key_height)] = (out[2 * j], out[2 * j + 1])
        k = end


def write_answers(answers: Any, count: int, address: int) -> None:
    """Writes ``answers``, the sizes of ``count`` items, as ``count`` flow_size at ``address``.

    :raises ValueError: not ``count`` pairs, or not an array of shape (count, 2).
    :raises TypeError: not pairs of numbers, nor an array of numbers.
    """
    kind = type(answers)
    if kind is list or kind is tuple:
        _write_pairs(answers, count, address)
        return
    if numpy is not None and isinstance(answers, numpy.ndarray):
        _write_array(answers, count, address)
        return
    if isinstance(answers, str):
        raise TypeError(f"answers: expected {count} (width, height) pairs or an array of shape ({count}, 2), "
                        f"got str")
    try:
        view = memoryview(answers)
    except TypeError:
        view = None
    if view is not None:
        if numpy is not None:  # NumPy reads any buffer's format and shape
            _write_array(numpy.asarray(view), count, address)
        else:
            _write_buffer(view, count, address)
        return
    try:
        pairs = list(answers)
    except TypeError:
        raise TypeError(f"answers: expected {count} (width, height) pairs or an array of shape ({count}, 2), "
                        f"got {kind.__name__}") from None
    _write_pairs(pairs, count, address)


def _write_pairs(pairs: Sequence[Any], count: int, address: int) -> None:
    if len(pairs) != count:
        raise ValueError(f"answers: expected {count} (width, height) pairs, one per item asked, got {len(pairs)}")
    pack = _inputs.fast_pack
    if pack is not None:  # a built-in call; None: something odd, which the checked path below names
        packed = bytearray(8 * count)
        if pack(pairs, 2, None, packed, 8 * count) is not None:
            _memmove(address, _addressof(_from_buffer(packed)), 8 * count)
            return
    try:  # the common case in one comprehension; anything odd takes the checked loop below
        numbers = array("f", [value for width, height in pairs for value in (width, height)])
    except (TypeError, ValueError, OverflowError):
        numbers = array("f", [0.0]) * (2 * count)
        for k, pair in enumerate(pairs):
            try:
                width, height = pair
                numbers[2 * k] = float(width)
                numbers[2 * k + 1] = float(height)
            except (TypeError, ValueError, OverflowError) as error:
                raise type(error)(f"answers[{k}]: expected a (width, height) pair of numbers, got {pair!r}") from None
    _memmove(address, numbers.buffer_info()[0], 8 * count)


def _write_array(values: Any, count: int, address: int) -> None:
    if values.shape != (count, 2):
        raise ValueError(f"answers: expected an array of shape ({count}, 2), one row per item asked, "
                         f"got shape {values.shape}")
    if values.dtype != numpy.float32 or not values.flags.c_contiguous:
        if values.dtype.kind not in "fiu":
            raise TypeError(f"answers: expected an array of numbers, got dtype {values.dtype}")
        with numpy.errstate(over="ignore"):  # a size past float32 becomes infinity, which the library names
            values = numpy.ascontiguousarray(values, dtype=numpy.float32)
    # c_char.from_buffer is several times cheaper than .ctypes.data, but needs a writable buffer
    source = _addressof(_from_buffer(values)) if values.flags.writeable else values.ctypes.data
    _memmove(address, source, 8 * count)


def _write_buffer(view: memoryview, count: int, address: int) -> None:
    """A buffer without NumPy: native float32 (copied as it is) or float64 (converted)."""
    if view.shape != (count, 2):
        raise ValueError(f"answers: expected an array of shape ({count}, 2), one row per item asked, "
                         f"got shape {view.shape}")
    if view.format in _FLOAT32:
        _memmove(address, view.tobytes(), 8 * count)
        return
    if view.format not in ("d", "@d", "=d", "<d" if sys.byteorder == "little" else ">d"):
        raise TypeError(f"answers: expected a buffer of float32 or float64, got format {view.format!r}")
    doubles = array("d")
    doubles.frombytes(view.tobytes())
    numbers = array("f", doubles)
    _memmove(address, numbers.buffer_info()[0], 8 * count)
