""":class:`BatchArranging`: ``arrange_batch`` (C's ``flow_layout_arrange_batch``), many small
independent layouts in one call, and its results, :class:`LayoutBatch` of :class:`GroupResult`."""

from __future__ import annotations

import ctypes
import re
import struct
from typing import Any, List, Optional, Sequence

from ._arranging import Arranging
from ._deprecated import deprecated_method
from ._errors import FlowLayoutError
from ._inputs import SizePairs
from ._native import NOT_A_PAIR, native_for, pack_python, pair_error
from ._options import bound
from ._results import RECT_BYTES, Frames
from ._types import Size

_SIZE = struct.Struct("=2f")
_ITEM = re.compile(r"^item (\d+): ")


class BatchArranging(Arranging):
    """Many small layouts with this layout's options, in one call."""

    __slots__ = ()

    def arrange_batch(self, groups: Sequence[SizePairs], width: Optional[float] = None,
                      height: Optional[float] = None) -> "LayoutBatch":
        """Arranges many independent small layouts with this layout's options, in one call into
        the library (``flow_layout_arrange_batch``): each group of (width, height) pairs is laid
        out as if alone, in the same bounds. This layout's own items and results are unchanged;
        its per-item inputs and measure callback do not apply.

        >>> from flowlayout import FlowLayout
        >>> with FlowLayout(item_spacing=4) as layout:
        ...     batch = layout.arrange_batch([[(40, 20), (40, 20)], [(90, 10)]], width=60)
        ...     [batch[g].size for g in range(len(batch))]
        [Size(width=60.0, height=48.0), Size(width=60.0, height=10.0)]

        :returns: a :class:`LayoutBatch`: ``batch[g].frames`` and ``batch[g].size`` per group.
        :raises TypeError: groups that are not sequences of pairs (the message names the entry).
        :raises ValueError: bad sizes (naming the entry) or bounds.
        :raises FlowLayoutError: a library without batches.
        """
        w = bound(width, "width")
        h = bound(height, "height")
        lib = self._lib
        handle = self._h()
        if lib.flow_layout_arrange_batch is None:
            raise FlowLayoutError(2, "arrange_batch needs a flowlayout library with flow_layout_arrange_batch")
        if type(groups) is not list and type(groups) is not tuple:
            if isinstance(groups, (str, bytes)) or not hasattr(groups, "__len__"):
                raise TypeError(f"groups: expected a sequence of sequences of (width, height) pairs, "
                                f"got {type(groups).__name__}")
            groups = list(groups)
        group_count = len(groups)
        try:
            total = sum(map(len, groups))
        except TypeError:
            bad = next(g for g, group in enumerate(groups) if not hasattr(group, "__len__"))
            raise TypeError(f"groups[{bad}]: expected a sequence of (width, height) pairs, "
                            f"got {type(groups[bad]).__name__}") from None
        counts = (ctypes.c_size_t * max(group_count, 1))()
        sizes = self._batch_scratch  # reused: the packed sizes are not needed after the call
        if sizes is None or len(sizes) < 8 * total + 8:
            sizes = self._batch_scratch = bytearray(8 * total + 8)
        sizes_address = ctypes.addressof(ctypes.c_char.from_buffer(sizes))
        _pack_groups(native_for(lib), groups, counts, sizes, sizes_address, total)
        frames = bytearray(RECT_BYTES * total + 8 * group_count + 8)
        frames_address = ctypes.addressof(ctypes.c_char.from_buffer(frames))
        status = lib.flow_layout_arrange_batch(handle, sizes_address, counts, group_count, w, h, frames_address,
                                               frames_address + RECT_BYTES * total)
        if status:
            raise _naming_entry(lib.error(status, handle), counts, group_count)
        return LayoutBatch(frames, counts, group_count, total)

    arrange_many = deprecated_method("arrange_batch", "arrange_many")


def _naming_entry(error: FlowLayoutError, counts: Any, group_count: int) -> FlowLayoutError:
    """The library's error naming the entry ``groups[g][i]`` where it names an index into all sizes."""
    entry = _ITEM.match(error.message)
    if entry is None:
        return error.naming("groups")
    index = int(entry.group(1))
    group = 0
    while group < group_count and index >= counts[group]:
        index -= counts[group]
        group += 1
    return type(error)(error.status, f"groups[{group}][{index}]: {error.message[entry.end():]}")


def _pack_groups(native: Any, groups: Sequence[Any], counts: Any, sizes: bytearray, sizes_address: int,
                 total: int) -> None:
    """Packs every group's pairs one after another into ``sizes``, and their counts into ``counts``."""
    if native.pack_groups is not None:
        failed = (ctypes.c_size_t * 2)()
        try:
            status = native.pack_groups(native.api_ref, groups, len(groups), counts, sizes_address, total, failed)
        except Exception as error:
            raise pair_error(groups[failed[0]], failed[1], -1, error, f"groups[{failed[0]}]") from error
        if status == NOT_A_PAIR:
            raise pair_error(groups[failed[0]], failed[1], status, None, f"groups[{failed[0]}]")
        if status:
            raise ValueError("groups: changed while they were read")
        return
    offset = 0
    for g, group in enumerate(groups):
        data = pack_python(group, len(group), f"groups[{g}]")
        sizes[offset:offset + len(data)] = data
        counts[g] = len(group)
        offset += len(data)


class GroupResult:
    """One group of :meth:`FlowLayout.arrange_batch`: its arranged size and its frames (in the
    group's own coordinates)."""

    __slots__ = ("size", "frames")

    def __init__(self, size: Size, frames: Frames) -> None:
        self.size = size
        self.frames = frames

    def __repr__(self) -> str:
        return f"GroupResult(size={tuple(self.size)}, frames={self.frames!r})"


class LayoutBatch(Sequence[GroupResult]):
    """The results of :meth:`FlowLayout.arrange_batch`, one :class:`GroupResult` per group, made
    when read (the frames of all groups stay in one compact buffer)."""

    __slots__ = ("_block", "_counts", "_groups", "_total", "_starts")

    def __init__(self, block: bytearray, counts: Any, groups: int, total: int) -> None:
        self._block = block
        self._counts = counts
        self._groups = groups
        self._total = total
        self._starts: Optional[List[int]] = None

    def __len__(self) -> int:
        return self._groups

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self[g] for g in range(*index.indices(self._groups))]
        if index < 0:
            index += self._groups
        if not 0 <= index < self._groups:
            raise IndexError(f"group index {index} out of range for {self._groups} groups")
        starts = self._starts
        if starts is None:
            starts = self._starts = [0]
            running = 0
            for count in self._counts[: self._groups]:
                running += count
                starts.append(running)
        start = starts[index]
        frames = Frames(memoryview(self._block)[RECT_BYTES * start:], self._counts[index])  # type: ignore[arg-type]
        return GroupResult(self.size_of(index), frames)

    def size_of(self, index: int) -> Size:
        """The arranged size of group ``index``."""
        offset = RECT_BYTES * self._total + 8 * index
        return Size(*_SIZE.unpack_from(self._block, offset))
