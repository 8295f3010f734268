""":class:`OneCallArranging`: ``arrange_into`` (C's ``flow_layout_arrange_into``) and the staged
buffers: sizes in, frames out, in one call into the library (buffers in ``_fastpath``)."""

from __future__ import annotations

from typing import Any, Optional

from . import _fastpath, _inputs
from ._arranging import Arranging
from ._callbacks import raise_failure
from ._deprecated import deprecated_method
from ._errors import FlowLayoutError
from ._lanes import unspecified_across
from ._native import native_for
from ._options import bound, refused_bound, size_t


class OneCallArranging(Arranging):
    """The one-call paths, for NumPy users and layouts redone often."""

    __slots__ = ()

    def arrange_into(self, sizes: Any, width: Optional[float] = None, height: Optional[float] = None, *,
                     out: Any = None) -> Any:
        """Sets the items and arranges them in one call into the library, writing only the
        frames, into ``out`` (C's ``flow_layout_arrange_into``).

        The fast path for NumPy users and layouts redone often: sizes by address, frames straight
        into ``out``.

        :param sizes: an (n, 2) float32 C-contiguous NumPy array or an ``array('f')`` of 2n floats
            (passed by address, not copied on the Python side), or any sequence of (width, height).
        :param width, height: bounds in points; None = unspecified.
        :param out: where to write the frames: an (n, 4) float32 C-contiguous NumPy array or an
            ``array('f')`` of 4n floats (x, y, width, height per item). None makes a new one
            (NumPy when installed).
        :returns: ``out``, filled. The other results (size, lines, ...) are in :attr:`result`.
        :raises ValueError: bad sizes or bounds (the layout is then unchanged).
        :raises FlowLayoutError: an overflow indicator that raised (chained to its exception).
        """
        # Floats >= 0 as they are (bound refuses NaN and negatives, and makes None a NaN).
        w = width if type(width) is float and width >= 0 else bound(width, "width")
        h = height if type(height) is float and height >= 0 else bound(height, "height")
        kind = type(sizes)
        if (kind is list or kind is tuple) and native_for(self._lib).fast_arrange_into is not None:
            # Pairs packed by the built-in packer into a bytearray the built-in call reads as it
            # is: an address taken through ctypes costs more than packing 16 pairs.
            packed = _inputs.packed_rows(sizes, 2, None)
            if packed is not None:
                out_address, out = _fastpath.frames_out(out, len(sizes))
                self._arrange_into(packed, len(sizes), w, h, out_address)
                return out
        elif kind is _fastpath.NDARRAY and sizes.dtype is _fastpath.FLOAT32 and not self._held \
                and (out is None or type(out) is _fastpath.NDARRAY) \
                and native_for(self._lib).fast_arrange_into is not None:
            # float32 arrays handed to the built-in call as they are (it takes their buffers):
            # their addresses taken through ctypes cost more than the call. Anything it refuses
            # (not C-contiguous, read-only frames) takes the general path below, which says why.
            shape = sizes.shape
            if len(shape) == 2 and shape[1] == 2 and shape[0]:
                count = shape[0]
                frames = _fastpath.new_numpy_frames(count) if out is None else out
                if frames.dtype is _fastpath.FLOAT32 and frames.shape == (count, 4) \
                        and self._arrange_into(sizes, count, w, h, frames):
                    return frames
        address, count, owner = _fastpath.sizes_in(sizes, self._pack_sizes)
        out_address, out = _fastpath.frames_out(out, count)
        self._arrange_into(address, count, w, h, out_address)
        return out

    arrange_frames = deprecated_method("arrange_into", "arrange_frames")

    def staging(self, count: int) -> "_fastpath.Staging":
        """Buffers owned by the layout for :meth:`arrange_staged`, the fastest path: write sizes
        into ``staging.sizes`` ((count, 2) float32, NumPy when installed, else a flat memoryview
        of 2 * count floats), arrange, read ``staging.frames`` ((count, 4); read-only). The same
        buffers are returned until another count is asked for; they are rewritten by every
        :meth:`arrange_staged`. Assigning ``staging.sizes = pairs`` copies the pairs into the
        buffer (the buffer stays the one the layout reads).

        >>> from flowlayout import FlowLayout
        >>> with FlowLayout(item_spacing=4) as layout:
        ...     staged = layout.staging(3)
        ...     staged.sizes = [(40, 20), (40, 20), (40, 20)]
        ...     frames = layout.arrange_staged(90)  # staged.frames: (3, 4), or 12 floats without NumPy
        ...     layout.result.frames[2]
        Rect(x=0.0, y=28.0, width=40.0, height=20.0)
        """
        staged = self._staging
        if staged is None or staged.count != count:
            staged = self._staging = _fastpath.Staging(size_t(count, "count"))
        return staged

    def arrange_staged(self, width: Optional[float] = None, height: Optional[float] = None) -> Any:
        """Sets the items from ``staging().sizes`` and arranges them (as :meth:`arrange_into`),
        writing the frames into ``staging().frames``, which it returns.

        :raises ValueError: bad sizes or bounds (the layout is then unchanged).
        :raises FlowLayoutError: an overflow indicator that raised, or no :meth:`staging` buffers yet.
        """
        staged = self._staging
        if staged is None:
            raise FlowLayoutError(2, "arrange_staged: call staging(count) first")
        self._arrange_into(staged.sizes_address, staged.count, width if type(width) is float and width >= 0 else bound(width, "width"),
                           height if type(height) is float and height >= 0 else bound(height, "height"), staged.frames_address)
        return staged.frames

    def _arrange_into(self, address: Any, count: int, width: float, height: float, frames_address: Any) -> bool:
        """``flow_layout_arrange_into`` for the calls that pass sizes and nothing else: the per-item
        inputs are cleared first, and handed back when the library refuses the call (it keeps its
        items then, so they still fit). ``address`` and ``frames_address``: addresses, or (only
        where the built-in call exists) the bytearray holding the sizes and NumPy arrays, these
        only without held inputs. False, with nothing changed, when the built-in call refuses an
        array's buffer."""
        lib = self._lib
        handle = self._handle or self._h()
        held = self._held
        for name in held:
            _inputs.hand(lib, handle, name, None)
        # A built-in where the helper module gives one: a ctypes call of seven arguments costs
        # more than the library takes to arrange a small layout.
        call = native_for(lib).fast_arrange_into
        if call is not None:
            status = call(handle, address, count, width, height, frames_address)
            if status is None:  # an array's buffer refused: nothing changed (no inputs were held)
                return False
        else:
            status = lib.flow_layout_arrange_into(handle, address, count, width, height, frames_address, None)
        if status:
            error = refused_bound(width, height) or unspecified_across(self._options, width, height) \
                or lib.error(status, handle, "sizes")
            for name, packed in held.items():
                _inputs.hand(lib, handle, name, packed)
            raise_failure(self, error)
        if held:
            self._held = {}
        self._measure = None
        if count != self._count:
            self._items_set(count)
        if self._indicator is not None:
            raise_failure(self, None)
        return True
