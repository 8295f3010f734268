"""The :class:`FlowLayout` class: a handle on one layout of the C library.

Its parts live beside it, one concern per module: options (``_options``), per-item inputs
(``_inputs``), results (``_results``), measure callbacks (``_measure``), the C-speed packing of
pairs (``_native``), the one-call NumPy paths (``_fastpath``) and :func:`first_fitting`
(``_fitting``).
"""

from __future__ import annotations

import ctypes
import math
import sys
import weakref
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from . import _fastpath, _inputs
from ._callbacks import raise_failure
from ._enums import AlignContent, AlignItems, Axis, Direction, Justify, LineBreaking, LineFill, Wrap
from ._errors import FlowLayoutError
from ._inputs import FloatColumn, FloatRows, IntColumn, SizePairs
from ._library import Library, library
from ._line_features import (
    IndicatorOption, IndicatorState, JustifyLastOption, LineFillName, LineFillOption, OverflowIndicator, SeparatorOption,
    read_extras,
)
from ._measure import Measure, MeasureState
from ._native import NOT_A_PAIR, Native, new_block, pack_python, pair_error, read_result_python
from ._options import (
    AlignContentValue, AlignItemsValue, AxisValue, BoolOption, DirectionValue, EnumOption, FloatOption, GapOption,
    JustifyValue, LineBreakingValue, PaddingOption, PaddingValue, UIntOption, WrapValue, bound,
)
from ._results import RECT_BYTES, Frames, LayoutResult, block_bytes
from ._types import Size

__all__ = ["FlowLayout", "LayoutBatch", "LayoutResult", "Measure", "first_fitting"]

_NAN = math.nan
_addressof = ctypes.addressof
_from_buffer = ctypes.c_char.from_buffer
_byref = ctypes.byref
_natives: Dict[int, Native] = {}


def _native(lib: Library) -> Native:
    native = _natives.get(id(lib))
    if native is None:
        native = _natives[id(lib)] = Native(lib)
    return native


def _failed_index(block: bytearray) -> int:
    """The index of the pair a packing failure stopped at (written at the block's start)."""
    return int.from_bytes(block[:8], sys.byteorder)


class _DeadFinalizer:
    """Stands for the finalizer of a layout whose library handle is not created yet."""

    alive = False

    def __call__(self) -> None:
        return None


_NO_FINALIZER = _DeadFinalizer()


class FlowLayout:
    """A flow layout: options, per-item inputs, and the results of the last arrange.

    Options are keyword arguments and properties; enum options take members, their integer
    values or their names (``justify="space-between"``, ``align_items="first-baseline"``).
    Every failure of the library raises :class:`FlowLayoutError` with the library's message; a
    failed call changes nothing. Use it as a context manager, or call :meth:`close`, to free the
    library's memory at once; otherwise it is freed when the object is garbage collected. The
    library's handle is created on first use, so making a layout is cheap.

    Not thread-safe; distinct layouts share nothing and may be used from different threads.

    >>> with FlowLayout(item_spacing=4, line_spacing=4) as layout:
    ...     result = layout.arrange([(40, 20), (40, 20), (40, 20)], width=90)
    ...     list(result.frames)
    [Rect(x=0.0, y=0.0, width=40.0, height=20.0), Rect(x=44.0, y=0.0, width=40.0, height=20.0), \
Rect(x=0.0, y=24.0, width=40.0, height=20.0)]
    """

    # -- options: one descriptor each (see _options); keep __init__'s keywords in step ----------

    axis = EnumOption[Axis, AxisValue](Axis, "flow_layout_set_axis", Axis.HORIZONTAL,
                                       "The main axis: items flow along it. Default ``horizontal``.")
    wrap = EnumOption[Wrap, WrapValue](Wrap, "flow_layout_set_wrap", Wrap.WRAP,
                                       "Wrapping: ``none``, ``wrap`` (default) or ``wrap-reverse``.")
    direction = EnumOption[Direction, DirectionValue](Direction, "flow_layout_set_direction", Direction.LTR,
                                                      "``ltr`` (default) or ``rtl`` (mirrors the x axis).")
    item_spacing = GapOption("line_spacing", True, 8.0,
                             "Gap between neighbours in a line, in points; None = automatic. Default 8.")
    line_spacing = GapOption("item_spacing", False, 8.0, "Gap between lines, in points; None = automatic. Default 8.")
    justify = EnumOption[Justify, JustifyValue](Justify, "flow_layout_set_justify", Justify.START,
                                                "Main-axis distribution of each line's free space. Default ``start``.")
    align_items = EnumOption[AlignItems, AlignItemsValue](AlignItems, "flow_layout_set_align_items", AlignItems.START,
                                                          "Cross-axis alignment inside a line. Default ``start``.")
    align_content = EnumOption[AlignContent, AlignContentValue](
        AlignContent, "flow_layout_set_align_content", AlignContent.START,
        "Cross-axis distribution of the container's free space among lines. Default ``start``.")
    max_lines = UIntOption("flow_layout_set_max_lines", 0, "Lines past this many are hidden; 0 (default) = unlimited.")
    max_items_per_line = UIntOption("flow_layout_set_max_items_per_line", 0,
                                    "At most this many items per line; 0 (default) = unlimited.")
    uniform_size = BoolOption("flow_layout_set_uniform_size", False,
                              "Every item takes the largest width and height of all items. Default False.")
    pixel_scale = FloatOption("flow_layout_set_pixel_scale", 0.0,
                              "Edges are rounded to a 1/scale grid (e.g. 2 for a 2x display); 0 (default) = off.")
    line_breaking = EnumOption[LineBreaking, LineBreakingValue](LineBreaking, "flow_layout_set_line_breaking",
                                                                LineBreaking.GREEDY, "``greedy`` (default), ``balance`` or ``pretty``.")
    min_lines = UIntOption("flow_layout_set_min_lines", 0, "With balanced breaking, at least this many lines; 0 = none.")
    padding = PaddingOption("flow_layout_set_padding", (0.0, 0.0, 0.0, 0.0),
                            "Space inside the container's edges (CSS ``padding``), in points: one number for every "
                            "edge, or (top, right, bottom, left). Reads give the 4-tuple. Default 0.")
    reverse = BoolOption("flow_layout_set_reverse", False,
                         "Each line runs from its main end (CSS ``row-reverse``/``column-reverse``). Default False.")
    # Line features (see _line_features).
    justify_last = JustifyLastOption("flow_layout_set_justify_last", None,
                                     "Justification of the last line and of lines ended by a forced break; "
                                     "None (default, ``auto``) = as ``justify``.")
    line_fill = LineFillOption(True, LineFill.NONE, "``none`` (default) or ``scale``: each line's items scaled "
                                                    "along both axes to fill the width.")
    max_scale = LineFillOption(False, None, "With ``line_fill='scale'``, a line that would scale by more than this "
                                            "keeps its sizes; None (default) = no limit.")
    separator = SeparatorOption("flow_layout_set_separator", None,
                                "(width, height) of a separator between neighbours on a line; None (default) = none.")
    overflow_indicator = IndicatorOption("flow_layout_set_overflow_indicator", None,
                                         "With ``max_lines``: ``indicator(hidden_count) -> (width, height)`` of a "
                                         "\"+N more\" item ending the last line; None (default) = none.")

    def __init__(
        self,
        *,
        axis: AxisValue = Axis.HORIZONTAL,
        wrap: WrapValue = Wrap.WRAP,
        direction: DirectionValue = Direction.LTR,
        item_spacing: Optional[float] = 8.0,
        line_spacing: Optional[float] = 8.0,
        justify: JustifyValue = Justify.START,
        align_items: AlignItemsValue = AlignItems.START,
        align_content: AlignContentValue = AlignContent.START,
        max_lines: int = 0,
        max_items_per_line: int = 0,
        uniform_size: bool = False,
        pixel_scale: float = 0.0,
        line_breaking: LineBreakingValue = LineBreaking.GREEDY,
        min_lines: int = 0,
        padding: PaddingValue = 0.0,
        reverse: bool = False,
        justify_last: Union[None, JustifyValue] = None,
        line_fill: LineFillName = LineFill.NONE,
        max_scale: Optional[float] = None,
        separator: Optional[Tuple[float, float]] = None,
        overflow_indicator: Optional[OverflowIndicator] = None,
    ) -> None:
        """Creates a layout; every option defaults to the library's default.

        :param axis: ``"horizontal"`` (rows) or ``"vertical"`` (columns).
        :param wrap: ``"wrap"``, ``"none"`` (one line) or ``"wrap-reverse"``.
        :param direction: ``"ltr"`` or ``"rtl"``.
        :param item_spacing: gap between neighbours in a line, in points; None = automatic
            (from the items' spacing preferences, see :meth:`set_spacing`).
        :param line_spacing: gap between lines, in points; None = automatic.
        :param justify: start, center, end, space-between, space-around, space-evenly.
        :param align_items: start, center, end, first-baseline, last-baseline, stretch.
        :param align_content: start, center, end, space-between, space-around, space-evenly, stretch.
        :param max_lines: lines past this many are hidden; 0 = unlimited.
        :param max_items_per_line: 0 = unlimited.
        :param uniform_size: every item takes the largest width and height of all items.
        :param pixel_scale: edges snap to a 1/scale grid; 0 = no snapping.
        :param line_breaking: ``"greedy"`` or ``"balance"``.
        :param min_lines: with balanced breaking, at least this many lines; 0 = none.
        :param padding: space inside the container's edges, in points: one number or
            (top, right, bottom, left); the bounds include it.
        :param reverse: each line runs from its main end (CSS row-reverse / column-reverse).
        :param line_breaking: also ``"pretty"``: even lines, a last line a third full is free.
        :param justify_last: justification of the last line and of lines ended by a forced break
            (CSS ``text-align-last``); None (or ``"auto"``, -1) = as ``justify``.
        :param line_fill: ``"scale"`` scales each line's items (aspect ratios kept) to fill the
            width exactly: justified galleries. Growth is then off.
        :param max_scale: with scale fill, lines that would scale by more are left alone; None = no limit.
        :param separator: (width, height) of a separator drawn between neighbours on a line (the
            gap becomes gap + separator + gap); their frames are ``result.separators``.
        :param overflow_indicator: with ``max_lines``, ``indicator(hidden_count) -> (width, height)``:
            the most items that leave room for a "+N more" item at the end of the last line are
            shown, and its frame is ``result.overflow_frame``.
        :raises TypeError, ValueError: an option of the wrong type or out of range (naming it);
            the bool options take True, False, 0, 1 or a NumPy bool.
        :raises FlowLayoutError: an option the library rejects.
        """
        self._lib: Library = library()
        self._handle: Optional[int] = None
        self._closed = False
        self._finalizer: Any = _NO_FINALIZER
        self._options: Dict[str, Any] = {}
        self._measure: Optional[MeasureState] = None
        self._staging: Optional[_fastpath.Staging] = None
        self._count = 0  # items the library holds
        self._held: Dict[str, _inputs.Packed] = {}  # the per-item inputs the library holds, by name
        self._batch_scratch: Optional[bytearray] = None
        self._indicator: Optional[IndicatorState] = None
        given = (axis, wrap, direction, item_spacing, line_spacing, justify, align_items, align_content, max_lines,
                 max_items_per_line, uniform_size, pixel_scale, line_breaking, min_lines, padding, reverse,
                 justify_last, line_fill, max_scale, separator, overflow_indicator)
        if given != _DEFAULT_VALUES:  # identical objects compare at once: the no-option case costs nothing
            self.configure(**{name: value for name, value, default in zip(_OPTION_ORDER, given, _DEFAULT_VALUES)
                              if value is not default})

    # -- lifetime -------------------------------------------------------------------------------

    def _h(self) -> Optional[int]:
        """The library's handle, created on first use (None once closed: calls then fail with
        FLOW_ERROR_NULL, "the layout is closed")."""
        handle = self._handle
        if handle is None and not self._closed:
            lib = self._lib
            handle = lib.flow_layout_create()
            if not handle:
                raise MemoryError("flow_layout_create: out of memory")
            self._handle = handle
            self._finalizer = weakref.finalize(self, lib.flow_layout_destroy, handle)
        return handle

    def close(self) -> None:
        """Frees the library's layout now. Further calls raise :class:`FlowLayoutError`; closing
        twice is harmless. Closing from inside the layout's own measure callback is allowed: the
        library defers the destruction until the arrange returns (and the arrange keeps the
        callback's ctypes objects alive until then)."""
        self._closed = True
        self._handle = None
        self._finalizer()
        self._measure = None

    @property
    def closed(self) -> bool:
        """True once :meth:`close` has run."""
        return self._closed

    def __enter__(self) -> "FlowLayout":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- options --------------------------------------------------------------------------------

    def configure(self, **options: Any) -> "FlowLayout":
        """Sets several options at once (the keyword arguments of the constructor); returns self.

        Each option is applied in turn: when one is rejected, those before it stay set.
        """
        for name, value in options.items():
            if name not in _OPTION_NAMES:
                raise TypeError(f"unknown option {name!r}; options are {', '.join(sorted(_OPTION_NAMES))}")
            setattr(self, name, value)
        return self

    @property
    def options(self) -> Dict[str, Any]:
        """Every option and its current value, by keyword name (a valid ``configure(**options)``)."""
        return {name: getattr(self, name) for name in sorted(_OPTION_NAMES)}

    # -- items ----------------------------------------------------------------------------------

    def set_items(self, sizes: SizePairs) -> None:
        """Sets the items' sizes (copied): (width, height) pairs, or an (n, 2) array.

        Replaces a measure callback. Per-item inputs (grow, flags, ...) are cleared when the
        number of items changes.
        """
        address, count, owner = self._pack_sizes(sizes)
        self._lib.flow_layout_set_items(self._h(), address, count)
        self._measure = None
        self._items_set(count)

    def set_measure(self, count: int, measure: Measure) -> None:
        """Sizes ``count`` items by asking ``measure(index, width, height) -> (width, height)``.

        The library asks each item its ideal size (width and height None), and asks again with
        the line length as ``width`` (``height`` in columns) when the ideal one is longer, so text
        can wrap. Answers are cached until :meth:`invalidate_item` or new items. An exception
        raised by ``measure`` makes the arrange raise :class:`FlowLayoutError` saying "the
        measure callback raised ...", chained to it; an answer that is negative, NaN or infinite
        fails it with the library's message.
        """
        if not callable(measure):
            raise TypeError("measure must be callable: measure(index, width, height) -> (width, height)")
        trampoline = self._lib.trampoline
        if trampoline is None:
            raise FlowLayoutError(2, "measure callbacks need the trampoline library installed with the package")
        state = MeasureState(measure)
        self._lib.flow_layout_set_measure(self._h(), _size_t(count, "count"), trampoline,
                                          ctypes.addressof(state.record))
        self._items_set(count)
        self._measure = state  # the previous one is released only now that the library let go of it

    def invalidate_item(self, index: int) -> None:
        """Forgets the cached measurements of item ``index``."""
        self._lib.flow_layout_invalidate_item(self._h(), _size_t(index, "index"))

    def set_grow(self, grow: Optional[FloatColumn]) -> None:
        """Growth weights, one per item (CSS ``flex-grow``; a None entry is 0); None clears them."""
        self._set_inputs({"grow": _packed("grow", grow)})

    def set_flags(self, flags: Optional[IntColumn]) -> None:
        """Line-breaking flags (:class:`ItemFlags` or ints; anything else raises TypeError), one per
        item; None clears them."""
        self._set_inputs({"flags": _packed("flags", flags)})

    def set_guides(self, guides: Optional[FloatColumn]) -> None:
        """Per-item overrides of the cross-axis alignment guide; None (or NaN) entries keep the
        default; None clears them all."""
        self._set_inputs({"guides": _packed("guides", guides)})

    def set_spacing(self, spacing: Optional[FloatRows]) -> None:
        """Spacing preferences (leading, top, trailing, bottom), one row per item, used where the
        gaps are automatic (``item_spacing``/``line_spacing`` None); None clears them."""
        self._set_inputs({"spacing": _packed("spacing", spacing)})

    def set_baselines(self, first: Optional[FloatColumn] = None, last: Optional[FloatColumn] = None) -> None:
        """First and last baselines, one per item, as offsets from the item's top edge (left edge
        in columns). A list left None keeps the default (the item's bottom, or right, edge);
        both None clears them."""
        self._set_inputs({"baselines": _packed("baselines", first, last)})

    # The flex item model (CSS flexbox per item; see "The flex item model" in flowlayout.h).

    def set_margins(self, margins: Optional[FloatRows]) -> None:
        """Margins (top, right, bottom, left), one row per item, in points; a None (or NaN) edge
        is ``auto`` (it takes free space: ``(0, 0, 0, None)`` pushes an item to the line's end);
        negative margins are allowed. None clears them."""
        self._set_inputs({"margins": _packed("margins", margins)})

    def set_limits(self, min_sizes: Optional[FloatRows] = None, max_sizes: Optional[FloatRows] = None) -> None:
        """Minimum and maximum sizes (width, height), one row per item, in points; a None entry
        is unset (minimum 0, no maximum). A minimum above the maximum wins, as in CSS. Either
        list may be None; both None clears them."""
        self._set_inputs({"limits": _packed("limits", min_sizes, max_sizes)})

    def set_shrink(self, shrink: Optional[FloatColumn]) -> None:
        """Shrink weights, one per item (CSS ``flex-shrink``; default 0 here, 1 in CSS): a line
        whose items overflow it shrinks them by weight x size, down to their minimums. A None entry
        is 0; None clears them."""
        self._set_inputs({"shrink": _packed("shrink", shrink)})

    def set_align_self(self, align: Optional[Sequence[Any]]) -> None:
        """Cross alignment per item (CSS ``align-self``): an :class:`AlignItems` value or name, or
        None / ``"auto"`` for the layout's ``align_items``. None clears them."""
        self._set_inputs({"align_self": _packed("align_self", align)})

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
        except FlowLayoutError:
            for name in handed:
                _inputs.hand(lib, handle, name, held.get(name))
            raise
        for name, packed in changes.items():
            if packed is None:
                held.pop(name, None)
            else:
                held[name] = packed

    def _items_set(self, count: int) -> None:
        """Notes that the library holds ``count`` items now."""
        if count != self._count:
            self._held.clear()  # the library clears the per-item inputs when the item count changes
            self._count = count

    def _pack_sizes(self, sizes: Any) -> Tuple[int, int, Any]:
        """(address, count, owner) of the sizes, packed at C speed when they are a list or tuple."""
        kind = type(sizes)
        if kind is list or kind is tuple:
            count = len(sizes)
            packed = bytearray(8 * count + 8)
            address = ctypes.addressof(ctypes.c_char.from_buffer(packed))
            native = _native(self._lib)
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

    # -- layout ---------------------------------------------------------------------------------

    def size_that_fits(self, width: Optional[float] = None, height: Optional[float] = None) -> Size:
        """The size the items need within bounds (None = unspecified), without arranging."""
        out = (ctypes.c_float * 2)()
        self._call_measuring(self._lib.flow_layout_size_that_fits, bound(width, "width"), bound(height, "height"), out)
        return Size(out[0], out[1])

    def arrange(self, sizes: Optional[SizePairs] = None, width: Optional[float] = None,
                height: Optional[float] = None, *, grow: Optional[FloatColumn] = None,
                flags: Optional[IntColumn] = None, guides: Optional[FloatColumn] = None,
                spacing: Optional[FloatRows] = None, first_baselines: Optional[FloatColumn] = None,
                last_baselines: Optional[FloatColumn] = None, margins: Optional[FloatRows] = None,
                min_sizes: Optional[FloatRows] = None, max_sizes: Optional[FloatRows] = None,
                shrink: Optional[FloatColumn] = None, align_self: Optional[Sequence[Any]] = None) -> LayoutResult:
        """Arranges the items in bounds (``width``, ``height``; None = unspecified) and returns
        the result.

        A call that passes ``sizes`` means exactly what its arguments say: the items are those
        sizes, with the per-item inputs passed along and no others (inputs set before are
        cleared). A call without ``sizes`` arranges the current items (or measure callback),
        and the inputs it passes are set on top of the current ones (``first_baselines`` alone
        keeps the last baselines, ``min_sizes`` alone the maximum sizes). Every argument is
        checked, and every input judged by the library, before the layout is touched: a refused
        input leaves the items and inputs as they were.

        :param sizes: item sizes: (width, height) pairs (a list or tuple of them is packed at C
            speed) or an (n, 2) NumPy array; None keeps the current items.
        :param grow, flags, guides, spacing, first_baselines, last_baselines: per-item inputs
            (see the ``set_*`` methods).
        :param margins, min_sizes, max_sizes, shrink, align_self: the flex item model's per-item
            inputs (see :meth:`set_margins`, :meth:`set_limits`, :meth:`set_shrink`,
            :meth:`set_align_self`).
        :raises TypeError, ValueError: an argument of the wrong type or shape (the message names it).
        :raises FlowLayoutError: bad bounds or inputs, or a failed measure callback or overflow indicator.
        """
        # Floats and ints as they are (an int past a double's range is bound's TypeError, not ctypes').
        w = width if type(width) is float or (type(width) is int and width.bit_length() < 1000) \
            else bound(width, "width")
        h = height if type(height) is float or (type(height) is int and height.bit_length() < 1000) \
            else bound(height, "height")
        kind = type(sizes)
        if (kind is list or kind is tuple) and not self._held and grow is None and flags is None \
                and guides is None and spacing is None and first_baselines is None and last_baselines is None \
                and margins is None and min_sizes is None and max_sizes is None and shrink is None \
                and align_self is None:
            arrange_list = _native(self._lib).arrange_list
            if arrange_list is not None:  # the natural call: one call into C does it all
                handle = self._handle or self._h()
                count = len(sizes)  # type: ignore[arg-type]
                block = bytearray(36 * count + 32)  # see _results: frames, summary, lines
                try:
                    status = arrange_list(sizes, count, handle, w, h, block)
                except Exception as error:  # a Python exception from reading an entry
                    raise pair_error(sizes, _failed_index(block), -1, error) from error
                if status:
                    if status == NOT_A_PAIR:
                        raise pair_error(sizes, _failed_index(block), status, None)
                    raise_failure(self, self._lib.error(status, handle))
                if self._indicator is not None:
                    raise_failure(self, None)
                self._measure = None
                if count != self._count:
                    self._items_set(count)
                result = LayoutResult(self, block, count)
                if self._indicator is not None or self.separator is not None:
                    result._extras = self._line_feature_results(handle, result.visible_count < count)
                return result
        return self._arrange_general(sizes, w, h, grow=grow, flags=flags, guides=guides, spacing=spacing,
                                     first_baselines=first_baselines, last_baselines=last_baselines,
                                     margins=margins, min_sizes=min_sizes, max_sizes=max_sizes, shrink=shrink,
                                     align_self=align_self)

    def _arrange_general(self, sizes: Any, width: float, height: float, **keywords: Any) -> LayoutResult:
        # Everything is packed and checked before the layout is touched: a bad argument changes nothing.
        items = None if sizes is None else self._pack_sizes(sizes)
        given: Dict[str, List[Any]] = {}
        for keyword, values in keywords.items():
            if values is not None:
                name = _inputs.INPUT_OF[keyword]
                arrays = given.setdefault(name, [None] * len(_inputs.INPUTS[name].keywords))
                arrays[_inputs.INPUTS[name].keywords.index(keyword)] = values
        changes = {name: _inputs.pack(name, values) for name, values in given.items()}
        if items is None:
            for name, packed in changes.items():
                held = self._held.get(name)
                if held is not None and held.length == packed.length:  # the array of a pair not passed is kept
                    changes[name] = packed._replace(arrays=tuple(
                        old if new is None else new for new, old in zip(packed.arrays, held.arrays)))
            self._set_inputs(changes)
        else:
            if width < 0 or height < 0:  # the library's refusal of the bound, before the items change
                self._call_measuring(self._lib.flow_layout_arrange, width, height)
            self._set_items_and_inputs(items, changes)
        self._call_measuring(self._lib.flow_layout_arrange, width, height)
        return self._read_result()

    def _set_items_and_inputs(self, items: Tuple[int, int, Any], changes: Dict[str, _inputs.Packed]) -> None:
        """Hands the library new items and exactly the inputs ``changes`` (the others are cleared),
        all or none. The library judges the inputs only against items it holds, and the items they
        would replace cannot be handed back: so the whole change is first rehearsed on a scratch
        handle, and the layout touched only once the library accepted it there."""
        lib = self._lib
        handle = self._h()
        address, count, owner = items
        if changes:
            scratch = lib.flow_layout_create()
            if not scratch:
                raise MemoryError("flow_layout_create: out of memory")
            try:
                lib.flow_layout_set_items(scratch, address, count)
                for name, packed in changes.items():
                    _inputs.hand(lib, scratch, name, packed)
            finally:
                lib.flow_layout_destroy(scratch)
        lib.flow_layout_set_items(handle, address, count)
        self._measure = None
        self._items_set(count)
        for name in list(self._held):
            if name not in changes:
                _inputs.hand(lib, handle, name, None)
        for name, packed in changes.items():
            _inputs.hand(lib, handle, name, packed)
        self._held = dict(changes)

    def arrange_many(self, groups: Sequence[SizePairs], width: Optional[float] = None,
                     height: Optional[float] = None) -> "LayoutBatch":
        """Arranges many independent small layouts with this layout's options, in one call into
        the library (``flow_layout_arrange_batch``): each group of (width, height) pairs is laid
        out as if alone, in the same bounds. This layout's own items and results are unchanged;
        its per-item inputs and measure callback do not apply.

        >>> with FlowLayout(item_spacing=4) as layout:
        ...     batch = layout.arrange_many([[(40, 20), (40, 20)], [(90, 10)]], width=60)
        ...     [batch[g].size for g in range(len(batch))]
        [Size(width=60.0, height=48.0), Size(width=60.0, height=10.0)]

        :returns: a :class:`LayoutBatch`: ``batch[g].frames`` and ``batch[g].size`` per group.
        :raises TypeError: groups that are not sequences of pairs (the message names the entry).
        :raises FlowLayoutError: bad sizes or bounds, or a library without batches.
        """
        w = bound(width, "width")
        h = bound(height, "height")
        lib = self._lib
        handle = self._h()
        if lib.flow_layout_arrange_batch is None:
            raise FlowLayoutError(2, "arrange_many needs a flowlayout library with flow_layout_arrange_batch")
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
        native = _native(lib)
        if native.pack_groups is not None:
            failed = (ctypes.c_size_t * 2)()
            try:
                status = native.pack_groups(native.api_ref, groups, group_count, counts, sizes_address, total, failed)
            except Exception as error:
                raise pair_error(groups[failed[0]], failed[1], -1, error, f"groups[{failed[0]}]") from error
            if status == NOT_A_PAIR:
                raise pair_error(groups[failed[0]], failed[1], status, None, f"groups[{failed[0]}]")
            if status:
                raise ValueError("groups: changed while they were read")
        else:
            offset = 0
            for g, group in enumerate(groups):
                data = pack_python(group, len(group), f"groups[{g}]")
                sizes[offset:offset + len(data)] = data
                counts[g] = len(group)
                offset += len(data)
        frames = bytearray(RECT_BYTES * total + 8 * group_count + 8)
        frames_address = ctypes.addressof(ctypes.c_char.from_buffer(frames))
        status = lib.flow_layout_arrange_batch(handle, sizes_address, counts, group_count, w, h, frames_address,
                                               frames_address + RECT_BYTES * total)
        if status:
            raise lib.error(status, handle)
        return LayoutBatch(frames, counts, group_count, total)

    def arrange_frames(self, sizes: Any, width: Optional[float] = None, height: Optional[float] = None, *,
                       out: Any = None) -> Any:
        """Sets the items and arranges them in one call into the library, returning only the frames.

        The fast path for NumPy users and layouts redone often: sizes by address, frames straight
        into ``out``.

        :param sizes: an (n, 2) float32 C-contiguous NumPy array or an ``array('f')`` of 2n floats
            (passed by address, not copied on the Python side), or any sequence of (width, height).
        :param width, height: bounds in points; None = unspecified.
        :param out: where to write the frames: an (n, 4) float32 C-contiguous NumPy array or an
            ``array('f')`` of 4n floats (x, y, width, height per item). None makes a new one
            (NumPy when installed).
        :returns: ``out``, filled. The other results (size, lines, ...) are in :attr:`result`.
        :raises FlowLayoutError: bad sizes or bounds, or an overflow indicator that raised (chained
            to its exception); the layout is then unchanged.
        """
        w = bound(width, "width")
        h = bound(height, "height")
        address, count, owner = _fastpath.sizes_in(sizes, self._pack_sizes)
        out_address, out = _fastpath.frames_out(out, count)
        self._arrange_into(address, count, w, h, out_address)
        return out

    def staging(self, count: int) -> "_fastpath.Staging":
        """Buffers owned by the layout for :meth:`arrange_staged`, the fastest path: write sizes
        into ``staging.sizes`` ((count, 2) float32, NumPy when installed, else a flat memoryview
        of 2 * count floats), arrange, read ``staging.frames`` ((count, 4); read-only). The same
        buffers are returned until another count is asked for; they are rewritten by every
        :meth:`arrange_staged`. Assigning ``staging.sizes = pairs`` copies the pairs into the
        buffer (the buffer stays the one the layout reads).

        >>> with FlowLayout(item_spacing=4) as layout:
        ...     staged = layout.staging(3)
        ...     staged.sizes = [(40, 20), (40, 20), (40, 20)]
        ...     frames = layout.arrange_staged(90)  # staged.frames: (3, 4), or 12 floats without NumPy
        ...     layout.result.frames[2]
        Rect(x=0.0, y=28.0, width=40.0, height=20.0)
        """
        staged = self._staging
        if staged is None or staged.count != count:
            staged = self._staging = _fastpath.Staging(_size_t(count, "count"))
        return staged

    def arrange_staged(self, width: Optional[float] = None, height: Optional[float] = None) -> Any:
        """Sets the items from ``staging().sizes`` and arranges them (as :meth:`arrange_frames`),
        writing the frames into ``staging().frames``, which it returns.

        :raises FlowLayoutError: bad sizes or bounds, or an overflow indicator that raised (the
            layout is then unchanged), or no :meth:`staging` buffers yet.
        """
        staged = self._staging
        if staged is None:
            raise FlowLayoutError(2, "arrange_staged: call staging(count) first")
        self._arrange_into(staged.sizes_address, staged.count, width if type(width) is float else bound(width, "width"),
                           height if type(height) is float else bound(height, "height"), staged.frames_address)
        return staged.frames

    def _arrange_into(self, address: int, count: int, width: float, height: float, frames_address: int) -> None:
        """``flow_layout_arrange_into`` for the calls that pass sizes and nothing else: the per-item
        inputs are cleared first, and handed back when the library refuses the call (it keeps its
        items then, so they still fit)."""
        lib = self._lib
        handle = self._handle or self._h()
        held = self._held
        for name in held:
            _inputs.hand(lib, handle, name, None)
        status = lib.flow_layout_arrange_into(handle, address, count, width, height, frames_address, None)
        if status:
            error = lib.error(status, handle)
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

    @property
    def result(self) -> LayoutResult:
        """The result of the last successful arrange (also after :func:`first_fitting`).

        :raises FlowLayoutError: ``NOT_ARRANGED`` when the layout was never arranged.
        """
        return self._read_result()

    def _read_result(self) -> LayoutResult:
        lib = self._lib
        handle = self._h()
        count_out = ctypes.c_size_t()
        frames = lib.flow_layout_frames(handle, ctypes.byref(count_out))
        count = count_out.value
        block, address = new_block(count)
        lib.flow_layout_get_size(handle, address + RECT_BYTES * count)  # raises NOT_ARRANGED first
        if count:
            ctypes.memmove(address, frames, RECT_BYTES * count)
        native = _native(lib)
        if native.read_result is not None:
            status = native.read_result(native.api_ref, handle, count, address)
            if status:
                raise lib.error(status, handle)
        else:
            read_result_python(lib, handle, count, block)
        result = LayoutResult(self, block, count)
        if self._indicator is not None or self.separator is not None:
            result._extras = self._line_feature_results(handle, result.visible_count < count)
        return result

    def _line_feature_results(self, handle: Any, items_hidden: bool) -> Any:
        """The line features' results of the last arrange (separators, the indicator's frame)."""
        return read_extras(self._lib, handle, self._indicator is not None and items_hidden)

    def _call_measuring(self, function: Any, *arguments: Any) -> None:
        """Calls ``function(handle, *arguments)``, a call into the library that may run the callbacks."""
        try:
            function(self._h(), *arguments)
        except FlowLayoutError as error:
            raise_failure(self, error)
        raise_failure(self, None)

    def __repr__(self) -> str:
        if self._closed:
            return "<FlowLayout closed>"
        return (f"<FlowLayout axis={self.axis} wrap={self.wrap} direction={self.direction} "
                f"justify={self.justify} align_items={self.align_items} align_content={self.align_content}>")


class GroupResult:
    """One group of :meth:`FlowLayout.arrange_many`: its arranged size and its frames (in the
    group's own coordinates)."""

    __slots__ = ("size", "frames")

    def __init__(self, size: Size, frames: Frames) -> None:
        self.size = size
        self.frames = frames

    def __repr__(self) -> str:
        return f"GroupResult(size={tuple(self.size)}, frames={self.frames!r})"


class LayoutBatch(Sequence[GroupResult]):
    """The results of :meth:`FlowLayout.arrange_many`, one :class:`GroupResult` per group, made
    when read (the frames of all groups stay in one compact buffer)."""

    __slots__ = ("_block", "_counts", "_groups", "_total", "_starts")

    def __init__(self, block: bytearray, counts: Any, groups: int, total: int) -> None:
        self._block = block
        self._counts = counts
        self._groups = groups
        self._total = total
        self._starts: Optional[list[int]] = None

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


_SIZE = __import__("struct").Struct("=2f")


def _packed(name: str, *values: Any) -> Optional[_inputs.Packed]:
    """A ``set_*`` method's input packed; None when every array is None (the input is cleared)."""
    return None if all(value is None for value in values) else _inputs.pack(name, values)


def _size_t(value: int, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name}: expected an int, got {value!r}")
    if not 0 <= value < 2 ** (8 * ctypes.sizeof(ctypes.c_size_t)):
        raise ValueError(f"{name}: {value} is outside the range of size_t")
    return value


_OPTION_ORDER = ("axis", "wrap", "direction", "item_spacing", "line_spacing", "justify", "align_items",
                 "align_content", "max_lines", "max_items_per_line", "uniform_size", "pixel_scale", "line_breaking",
                 "min_lines", "padding", "reverse", "justify_last", "line_fill", "max_scale", "separator",
                 "overflow_indicator")
_DEFAULT_VALUES = tuple(FlowLayout.__init__.__kwdefaults__[name] for name in _OPTION_ORDER)  # type: ignore[index]
_OPTION_NAMES = frozenset(name for name, member in vars(FlowLayout).items() if hasattr(member, "setter")
                          and hasattr(member, "check"))
assert _OPTION_NAMES == frozenset(_OPTION_ORDER), "every option descriptor needs its __init__ keyword"

from ._fitting import first_fitting  # noqa: E402  (it needs FlowLayout)
