""":class:`ItemInputs`: the items (sizes, or a measure callback asked per item or per run of items)
and their per-item inputs.

Each ``set_item_*`` method is the C function of the same name (``flow_layout_set_item_grow`` is
``set_item_grow``); the names the bindings had before (``set_grow``, ``set_spacing``,
``set_align_self``, ...) still work and warn. How each input is packed is in ``_inputs``.
"""

from __future__ import annotations

import ctypes
from typing import Any, Dict, Literal, Mapping, Optional, Sequence, Tuple, Union, overload

from . import _inputs
from ._deprecated import deprecated_method
from ._enums import Status
from ._errors import FlowLayoutError, InvalidArgumentError
from ._inputs import FloatColumn, FloatRows, IntColumn, SizePairs
from ._layout_options import LayoutOptions
from ._measure import Measure, MeasureState, MeasureWithBaselines
from ._measure_range import MeasureRange, RangeMeasureState
from ._native import NOT_A_PAIR, native_for, pack_python, pair_error
from ._options import number, size_t
from ._types import CSize


class ItemInputs(LayoutOptions):
    """Setting the items and their per-item inputs."""

    __slots__ = ()

    def set_items(self, sizes: SizePairs) -> None:
        """Sets the items' sizes (copied): (width, height) pairs, or an (n, 2) array.

        Replaces a measure callback. Per-item inputs (grow, flags, ...) are cleared when the
        number of items changes.
        """
        address, count, owner = self._pack_sizes(sizes)
        try:
            self._lib.flow_layout_set_items(self._h(), address, count)
        except FlowLayoutError as error:
            raise error.naming("sizes") from None
        self._measure = None
        self._items_set(count)

    @overload
    def set_measure(self, count: int, measure: Measure, baselines: Literal[False] = False) -> None: ...

    @overload
    def set_measure(self, count: int, measure: MeasureWithBaselines, baselines: Literal[True]) -> None: ...

    def set_measure(self, count: int, measure: Union[Measure, MeasureWithBaselines], baselines: bool = False) -> None:
        """Sizes ``count`` items by asking ``measure(index, width, height) -> (width, height)``.

        The library asks each item its ideal size (width and height None), and asks again with
        the line length as ``width`` (``height`` in columns) when the ideal one is longer, so text
        can wrap. Answers are cached until :meth:`invalidate_item` or new items. An exception
        raised by ``measure`` makes the arrange raise :class:`FlowLayoutError` saying "the
        measure callback raised ...", chained to it; an answer that is negative, NaN or infinite
        fails it with the library's message.

        With ``baselines=True`` (C's ``flow_layout_set_measure_ex``) ``measure`` answers
        ``(width, height, first_baseline, last_baseline)``: the baselines, offsets from the
        item's top edge (left edge in columns), are used for ``align_items="first-baseline"``
        and ``"last-baseline"`` in place of :meth:`set_item_baselines`' (None or NaN = that
        default); they belong to the answers, so they survive a change of the item count.

        >>> from flowlayout import FlowLayout
        >>> words = [("Big", 40, 30, 24), ("small", 50, 16, 12)]  # text, width, height, baseline
        >>> with FlowLayout(align_items="first-baseline") as layout:
        ...     layout.set_measure(2, lambda i, w, h: (*words[i][1:], words[i][3]), baselines=True)
        ...     [y for x, y, w, h in layout.arrange(width=200).frames]  # baselines at y = 24
        [0.0, 12.0]
        """
        if not callable(measure):
            shape = "(width, height, first_baseline, last_baseline)" if baselines else "(width, height)"
            raise TypeError(f"measure must be callable: measure(index, width, height) -> {shape}")
        if type(baselines) is not bool:
            raise TypeError(f"baselines: expected True or False, got {baselines!r}")
        trampoline = self._lib.measure_ex_trampoline if baselines else self._lib.trampoline
        if trampoline is None:
            raise FlowLayoutError(2, "measure callbacks need the trampoline library installed with the package")
        setter = self._lib.flow_layout_set_measure_ex if baselines else self._lib.flow_layout_set_measure
        state = MeasureState(measure, baselines)
        try:
            setter(self._h(), size_t(count, "count"), trampoline, ctypes.addressof(state.record))
        except FlowLayoutError as error:
            raise error.naming("count") from None
        self._items_set(count)
        self._measure = state  # the previous one is released only now that the library let go of it

    def set_measure_range(self, count: int, measure: MeasureRange) -> None:
        """Sizes ``count`` items by asking ``measure(first, count, width, height) -> answers`` for
        runs of items (C's ``flow_layout_set_measure_range``): the sizes of items ``first`` ..
        ``first + count - 1``, all for one proposal, as :meth:`set_measure` answers one item.

        The same questions, cache and errors as :meth:`set_measure`, in fewer calls: the ideal
        sizes the cache lacks (width and height None) are asked in runs of consecutive items, at
        most 4,096 a call (``flow_layout_set_measure_range``); an item asked again with the line
        length (``height`` in columns) is a run of one, and so is a lane's question unless every
        lane is as long and no item spans lanes (then they come in runs). ``answers`` is ``count``
        (width, height) pairs, or an array of shape (count, 2) (a float32 NumPy array or buffer is
        copied as it is, other number types converted). An exception raised by ``measure``, or
        answers of the wrong length, shape or type, makes the arrange raise
        :class:`FlowLayoutError` saying "the measure callback raised ..." (``ValueError`` or
        ``TypeError`` naming ``answers``), chained to it; a size that is negative, NaN or infinite
        fails it with the library's message naming the item. Either way none of the run's answers
        are kept: the next arrange asks the run again.

        >>> from flowlayout import FlowLayout
        >>> widths = [40, 120, 30]
        >>> with FlowLayout(item_spacing=10) as layout:
        ...     layout.set_measure_range(3, lambda first, count, width, height:
        ...                              [(widths[i], 20) for i in range(first, first + count)])
        ...     [x for x, y, w, h in layout.arrange(width=300).frames]
        [0.0, 50.0, 180.0]
        """
        if not callable(measure):
            raise TypeError("measure must be callable: measure(first, count, width, height) -> answers")
        lib = self._lib
        if lib.flow_layout_set_measure_range is None:
            raise FlowLayoutError(2, "set_measure_range needs a flowlayout library with flow_layout_set_measure_range")
        if lib.measure_range_trampoline is None:
            raise FlowLayoutError(2, "measure callbacks need the trampoline library installed with the package")
        state = RangeMeasureState(measure)
        try:
            lib.flow_layout_set_measure_range(self._h(), size_t(count, "count"), lib.measure_range_trampoline,
                                              ctypes.addressof(state.record))
        except FlowLayoutError as error:
            raise error.naming("count") from None
        self._items_set(count)
        self._measure = state  # the previous one is released only now that the library let go of it

    def set_item_size(self, index: int, size: Tuple[float, float]) -> None:
        """Sets the size (width, height) of item ``index`` without re-sending the others (C's
        ``flow_layout_set_item_size``): the next arrange gives exactly what :meth:`set_items` with
        that one size changed would, and in the same bounds may redo only the lines from the
        changed item on (greedy breaking, the common options: see flowlayout.h). Per-item inputs
        are kept.

        >>> from flowlayout import FlowLayout
        >>> with FlowLayout(item_spacing=10) as layout:
        ...     _ = layout.arrange([(40, 20), (40, 20), (40, 20)], width=150)
        ...     layout.set_item_size(1, (60, 20))  # item 1 no longer leaves room for item 2
        ...     [(x, y) for x, y, w, h in layout.arrange(width=150).frames]
        [(0.0, 0.0), (50.0, 0.0), (0.0, 28.0)]

        :raises TypeError: ``index`` not an int, ``size`` not a pair of numbers.
        :raises ValueError: (:class:`InvalidArgumentError`) ``index`` not an item's, a width or
            height negative, NaN, infinite or too large, or items that come from a measure
            callback (call :meth:`invalidate_item` for those). The layout is then unchanged.
        """
        checked = size_t(index, "index")
        pair = _size_pair(size)
        try:
            self._lib.flow_layout_set_item_size(self._h(), checked, CSize(*pair))
        except FlowLayoutError as error:
            raise self._item_size_refused(error, checked, size) from None

    def _item_size_refused(self, error: FlowLayoutError, index: int, size: Any) -> FlowLayoutError:
        """The library's refusal of ``set_item_size(index, size)``, naming the argument at fault
        (the library's own checks, in its order: a measure callback, the index, the size)."""
        if error.status != Status.INVALID_ARGUMENT:
            return error
        if self._measure is not None:  # "the sizes come from the measure callback: ..."
            return error
        if index >= self._count:
            return InvalidArgumentError(Status.INVALID_ARGUMENT,
                                        f"index: {index} is out of range for the {self._count} items of the layout")
        return InvalidArgumentError(Status.INVALID_ARGUMENT,
                                    f"size: width and height must be finite, >= 0 and <= the maximum length; "
                                    f"got {size!r}")

    def invalidate_item(self, index: int) -> None:
        """Forgets the cached measurements of item ``index``."""
        try:
            self._lib.flow_layout_invalidate_item(self._h(), size_t(index, "index"))
        except FlowLayoutError as error:
            raise error.naming("index") from None

    def set_item_grow(self, grow: Optional[FloatColumn]) -> None:
        """Growth weights, one per item (CSS ``flex-grow``; a None entry is 0); None clears them."""
        self._set_inputs({"grow": _packed("grow", grow)})

    def set_item_flags(self, flags: Optional[IntColumn]) -> None:
        """Line-breaking flags (:class:`ItemFlags` or ints; anything else raises TypeError), one per
        item; None clears them."""
        self._set_inputs({"flags": _packed("flags", flags)})

    def set_item_guides(self, guides: Optional[FloatColumn]) -> None:
        """Per-item overrides of the cross-axis alignment guide; None (or NaN) entries keep the
        default; None clears them all."""
        self._set_inputs({"guides": _packed("guides", guides)})

    def set_item_spacing(self, spacing: Optional[FloatRows]) -> None:
        """Spacing preferences (leading, top, trailing, bottom), one row per item, used where the
        gaps are automatic (the options ``item_spacing``/``line_spacing`` None); None clears them."""
        self._set_inputs({"spacing": _packed("spacing", spacing)})

    def set_item_baselines(self, first: Optional[FloatColumn] = None, last: Optional[FloatColumn] = None) -> None:
        """First and last baselines, one per item, as offsets from the item's top edge (left edge
        in columns). A list left None keeps the default (the item's bottom, or right, edge);
        both None clears them."""
        self._set_inputs({"baselines": _packed("baselines", first, last)})

    # The flex item model (CSS flexbox per item; see "THE FLEX ITEM MODEL" in flowlayout.h).

    def set_item_margins(self, margins: Optional[FloatRows]) -> None:
        """Margins (top, right, bottom, left), one row per item, in points; a None (or NaN) edge
        is ``auto`` (it takes free space: ``(0, 0, 0, None)`` pushes an item to the line's end);
        negative margins are allowed. None clears them."""
        self._set_inputs({"margins": _packed("margins", margins)})

    def set_item_limits(self, min_sizes: Optional[FloatRows] = None, max_sizes: Optional[FloatRows] = None) -> None:
        """Minimum and maximum sizes (width, height), one row per item, in points; a None entry
        is unset (minimum 0, no maximum). A minimum above the maximum wins, as in CSS. Either
        list may be None; both None clears them."""
        self._set_inputs({"limits": _packed("limits", min_sizes, max_sizes)})

    def set_item_shrink(self, shrink: Optional[FloatColumn]) -> None:
        """Shrink weights, one per item (CSS ``flex-shrink``; default 0 here, 1 in CSS): a line
        whose items overflow it shrinks them by weight x size, down to their minimums. A None entry
        is 0; None clears them."""
        self._set_inputs({"shrink": _packed("shrink", shrink)})

    def set_item_align(self, align: Optional[Sequence[Any]]) -> None:
        """Cross alignment per item (CSS ``align-self``): an :class:`AlignItems` value or name, or
        None / ``"auto"`` for the layout's ``align_items``. None clears them."""
        self._set_inputs({"align": _packed("align", align)})

    def set_item_lane_span(self, lane_spans: Optional[Sequence[Optional[int]]]) -> None:
        """In lanes mode, the number of lanes each item covers (CSS ``grid-column: span n``), one
        int >= 1 per item (a None entry is 1); a span above the lane count is clamped to it.
        None clears them (every item covers one lane)."""
        self._set_inputs({"lane_spans": _packed("lane_spans", lane_spans)})

    # The names these methods had before they took the C header's.
    set_grow = deprecated_method("set_item_grow", "set_grow")
    set_flags = deprecated_method("set_item_flags", "set_flags")
    set_guides = deprecated_method("set_item_guides", "set_guides")
    set_spacing = deprecated_method("set_item_spacing", "set_spacing")
    set_baselines = deprecated_method("set_item_baselines", "set_baselines")
    set_margins = deprecated_method("set_item_margins", "set_margins")
    set_limits = deprecated_method("set_item_limits", "set_limits")
    set_shrink = deprecated_method("set_item_shrink", "set_shrink")
    set_align_self = deprecated_method("set_item_align", "set_align_self")

    def _set_inputs(self, changes: Mapping[str, Optional[_inputs.Packed]]) -> None:
        """Hands the library the inputs ``changes`` (None clears one), all or none: when it refuses
        one, those handed before it are handed back as they were."""
        lib = self._lib
        handle = self._h()
        held = self._held
        handed = []
        try:
            for name, packed in changes.items():
                _inputs.hand(lib, handle, name, packed)
                handed.append(name)
        except FlowLayoutError as error:
            refused = error.naming(_inputs.argument(name, packed))
            for name in handed:
                _inputs.hand(lib, handle, name, held.get(name))
            raise refused from None
        for name, packed in changes.items():
            if packed is None:
                held.pop(name, None)
            else:
                held[name] = packed

    def _pack_sizes(self, sizes: Any) -> Tuple[int, int, Any]:
        """(address, count, owner) of the sizes, packed at C speed when they are a list or tuple."""
        kind = type(sizes)
        if kind is list or kind is tuple:
            count = len(sizes)
            fast = _inputs.packed_rows(sizes, 2, None)  # a built-in call; None: something odd
            if fast is not None:
                return ctypes.addressof(ctypes.c_char.from_buffer(fast)), count, fast
            packed = bytearray(8 * count + 8)
            address = ctypes.addressof(ctypes.c_char.from_buffer(packed))
            native = native_for(self._lib)
            if native.pack_pairs is not None:
                failed = ctypes.c_size_t()
                try:
                    status = native.pack_pairs(native.api_ref, sizes, count, address, ctypes.byref(failed))
                except Exception as error:
                    raise pair_error(sizes, failed.value, -1, error) from error
                if status == NOT_A_PAIR:
                    raise pair_error(sizes, failed.value, status, None)
                return address, count, packed
            data = pack_python(sizes, count)
            return _inputs.bytes_address(data), count, data
        if isinstance(sizes, (str, bytes)) or not hasattr(sizes, "__iter__"):
            raise TypeError(f"sizes: expected a sequence of (width, height) pairs, got {type(sizes).__name__}")
        return _inputs.sizes_buffer(sizes)

    def _set_items_and_inputs(self, items: Tuple[int, int, Any], changes: Dict[str, _inputs.Packed]) -> None:
        """Hands the library new items and exactly the inputs ``changes`` (the others are cleared),
        all or none. The library judges the inputs only against items it holds, and the items they
        would replace cannot be handed back: so the whole change is first rehearsed on a scratch
        handle, and the layout touched only once the library accepted it there."""
        lib = self._lib
        handle = self._h()
        address, count, owner = items
        if changes and count == self._count and self._measure is None:
            # As many items as the layout holds (a view arranged again): the library keeps the
            # inputs across set_items and judges them against this count, so they are handed to the
            # layout itself, all or none, then the sizes; refused sizes hand the old inputs back.
            before = dict(self._held)
            self._set_inputs({**{name: None for name in before if name not in changes}, **changes})
            try:
                lib.flow_layout_set_items(handle, address, count)
            except FlowLayoutError as error:
                for name in set(before) | set(changes):
                    _inputs.hand(lib, handle, name, before.get(name))
                self._held = before
                raise error.naming("sizes") from None
            return
        if changes:
            scratch = lib.flow_layout_create()
            if not scratch:
                raise MemoryError("flow_layout_create: out of memory")
            try:
                argument = "sizes"
                lib.flow_layout_set_items(scratch, address, count)
                for name, packed in changes.items():
                    argument = _inputs.argument(name, packed)
                    _inputs.hand(lib, scratch, name, packed)
            except FlowLayoutError as error:
                raise error.naming(argument) from None
            finally:
                lib.flow_layout_destroy(scratch)
        try:
            lib.flow_layout_set_items(handle, address, count)
        except FlowLayoutError as error:
            raise error.naming("sizes") from None
        self._measure = None
        self._items_set(count)
        for name in list(self._held):
            if name not in changes:
                _inputs.hand(lib, handle, name, None)
        for name, packed in changes.items():
            _inputs.hand(lib, handle, name, packed)
        self._held = dict(changes)


def _size_pair(size: Any) -> Tuple[float, float]:
    """``size`` as (width, height) floats; TypeError naming ``size`` when it is not a pair of numbers."""
    if isinstance(size, (str, bytes)):
        raise TypeError(f"size: expected a (width, height) pair, got {size!r}")
    try:
        width, height = size
    except (TypeError, ValueError):
        raise TypeError(f"size: expected a (width, height) pair, got {size!r}") from None
    return number(width, "size"), number(height, "size")


def _packed(name: str, *values: Any) -> Optional[_inputs.Packed]:
    """A ``set_item_*`` method's input packed; None when every array is None (the input is cleared)."""
    return None if all(value is None for value in values) else _inputs.pack(name, values)
