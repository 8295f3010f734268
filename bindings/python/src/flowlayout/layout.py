"""The :class:`FlowLayout` class: a handle on one layout of the C library."""

from __future__ import annotations

import ctypes
import inspect
import math
import weakref
from typing import Any, Callable, Optional, Sequence, Tuple, Union

from . import _arrays, _fastpath
from ._enums import AlignContent, AlignItems, Axis, Direction, Justify, LineBreaking, Wrap, _OptionEnum
from ._errors import FlowLayoutError
from ._library import Library, MeasureRecord, MeasureReply, library
from ._types import CSize, Line, Rect, Size

Measure = Callable[[int, Optional[float], Optional[float]], Tuple[float, float]]
"""``measure(index, width, height) -> (width, height)``: an item's size for a proposal.

``width``/``height`` are the proposed bounds, None when unspecified (the item's ideal size is
asked); the answer must be finite and non-negative.
"""

_UINT32_MAX = 0xFFFFFFFF
_NAN = math.nan
_INF = math.inf


def _bound(value: Optional[float]) -> float:
    """A bound for the library: None means unspecified (NaN)."""
    return _NAN if value is None else value


class LayoutResult:
    """What one arrange produced. A snapshot: later arranges of the layout do not change it.

    ``frames`` and ``lines`` are NumPy arrays when NumPy is installed (frames of shape (n, 4):
    x, y, width, height; lines a structured array with the fields of :class:`Line`), lists of
    :class:`Rect` and :class:`Line` otherwise. Hidden items (on lines past ``max_lines``) have
    all-zero frames; the visible ones are the first ``visible_count``.
    """

    __slots__ = ("layout", "size", "content_size", "frames", "lines", "visible_count")

    layout: "FlowLayout"
    size: Size
    content_size: Size
    frames: Any
    lines: Any
    visible_count: int

    def __init__(self, layout: "FlowLayout", size: Size, content_size: Size, frames: Any, lines: Any,
                 visible_count: int) -> None:
        self.layout = layout
        self.size = size
        self.content_size = content_size
        self.frames = frames
        self.lines = lines
        self.visible_count = visible_count

    def rects(self) -> list[Rect]:
        """The frames as a list of :class:`Rect`, whatever form ``frames`` has."""
        return _arrays.as_rects(self.frames)

    def line_list(self) -> list[Line]:
        """The lines as a list of :class:`Line`, whatever form ``lines`` has."""
        return _arrays.as_lines(self.lines)

    def __repr__(self) -> str:
        return (f"LayoutResult(size={tuple(self.size)}, content_size={tuple(self.content_size)}, "
                f"items={len(self.frames)}, lines={len(self.lines)}, visible_count={self.visible_count})")


class _MeasureState:
    """A measure callback while it is set: the Python function, the ctypes objects the library
    points at (they must outlive its use, or the trampoline would call freed memory) and the
    exception the function raised, if any."""

    __slots__ = ("function", "reply", "record", "error")

    def __init__(self, function: Measure) -> None:
        self.function = function
        self.error: Optional[BaseException] = None
        state = self

        def reply(index: int, width: float, height: float, out: Any) -> None:
            if state.error is not None:  # already failed: the arrange fails anyway
                return
            try:
                # NaN or +infinity: unspecified (`x < inf` is False for both)
                answer = state.function(index, width if width < _INF else None, height if height < _INF else None)
                answered_width, answered_height = answer
                out[0] = float(answered_width)
                out[1] = float(answered_height)
            except BaseException as error:  # noqa: B036 - nothing may cross the C boundary
                out[0] = out[1] = _NAN
                state.error = error

        self.reply = MeasureReply(reply)
        self.record = MeasureRecord(self.reply)


class FlowLayout:
    """A flow layout: options, per-item inputs, and the results of the last arrange.

    Options are keyword arguments and properties; enum options take members, their integer
    values or their names (``justify="space-between"``, ``align_items="first-baseline"``).
    Every failure of the library raises :class:`FlowLayoutError` with the library's message; a
    failed call changes nothing. Use it as a context manager, or call :meth:`close`, to free the
    library's memory at once; otherwise it is freed when the object is garbage collected.

    Not thread-safe; distinct layouts share nothing and may be used from different threads.

    >>> with FlowLayout(item_spacing=4, line_spacing=4) as layout:
    ...     result = layout.arrange([(40, 20), (40, 20), (40, 20)], width=90)
    ...     [tuple(map(float, frame)) for frame in result.frames]
    [(0.0, 0.0, 40.0, 20.0), (44.0, 0.0, 40.0, 20.0), (0.0, 24.0, 40.0, 20.0)]
    """

    def __init__(
        self,
        *,
        axis: Union[Axis, str, int] = Axis.HORIZONTAL,
        wrap: Union[Wrap, str, int] = Wrap.WRAP,
        direction: Union[Direction, str, int] = Direction.LTR,
        item_spacing: Optional[float] = 8.0,
        line_spacing: Optional[float] = 8.0,
        justify: Union[Justify, str, int] = Justify.START,
        align_items: Union[AlignItems, str, int] = AlignItems.START,
        align_content: Union[AlignContent, str, int] = AlignContent.START,
        max_lines: int = 0,
        max_items_per_line: int = 0,
        uniform_size: bool = False,
        pixel_scale: float = 0.0,
        line_breaking: Union[LineBreaking, str, int] = LineBreaking.GREEDY,
        min_lines: int = 0,
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
        :raises FlowLayoutError: an option the library rejects.
        """
        lib = library()
        self._lib: Library = lib
        self._handle: Optional[int] = None
        self._measure: Optional[_MeasureState] = None
        self._staging: Optional[_fastpath.Staging] = None
        self._count_out = ctypes.c_size_t()
        self._size_out = CSize()
        self._size_ref = ctypes.byref(self._size_out)  # reused: byref() costs a Python object per call
        handle = lib.flow_layout_create()
        if not handle:
            raise MemoryError("flow_layout_create: out of memory")
        self._handle = handle
        self._finalizer = weakref.finalize(self, lib.flow_layout_destroy, handle)
        self._axis = Axis.HORIZONTAL
        self._wrap = Wrap.WRAP
        self._direction = Direction.LTR
        self._item_spacing: Optional[float] = 8.0
        self._line_spacing: Optional[float] = 8.0
        self._justify = Justify.START
        self._align_items = AlignItems.START
        self._align_content = AlignContent.START
        self._max_lines = 0
        self._max_items_per_line = 0
        self._uniform_size = False
        self._pixel_scale = 0.0
        self._line_breaking = LineBreaking.GREEDY
        self._min_lines = 0
        given = dict(
            axis=axis, wrap=wrap, direction=direction, item_spacing=item_spacing, line_spacing=line_spacing,
            justify=justify, align_items=align_items, align_content=align_content, max_lines=max_lines,
            max_items_per_line=max_items_per_line, uniform_size=uniform_size, pixel_scale=pixel_scale,
            line_breaking=line_breaking, min_lines=min_lines,
        )
        # A new handle has the library's defaults, which are the defaults above: set only the others.
        self.configure(**{name: value for name, value in given.items() if value is not _DEFAULTS[name]})

    # -- lifetime -------------------------------------------------------------------------------

    def close(self) -> None:
        """Frees the library's layout now. Further calls raise :class:`FlowLayoutError`; closing
        twice is harmless. Closing from inside the layout's own measure callback is allowed: the
        library defers the destruction until the arrange returns (and the arrange keeps the
        callback's ctypes objects alive until then)."""
        self._handle = None
        self._finalizer()
        self._measure = None

    @property
    def closed(self) -> bool:
        """True once :meth:`close` has run."""
        return self._handle is None

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

    def _set_enum(self, kind: type, setter: Any, value: Any) -> Any:
        code = _enum_code(kind, value)
        setter(self._handle, code)
        try:
            return kind(code)
        except ValueError:  # pragma: no cover - a value the library accepts but these bindings lack
            return code

    @property
    def options(self) -> dict[str, Any]:
        """Every option and its current value, by keyword name (a valid ``configure(**options)``)."""
        return {name: getattr(self, name) for name in sorted(_OPTION_NAMES)}

    @property
    def axis(self) -> Axis:
        """The main axis: items flow along it. Default ``horizontal``."""
        return self._axis

    @axis.setter
    def axis(self, value: Union[Axis, str, int]) -> None:
        self._axis = self._set_enum(Axis, self._lib.flow_layout_set_axis, value)

    @property
    def wrap(self) -> Wrap:
        """Wrapping: ``none``, ``wrap`` (default) or ``wrap-reverse``."""
        return self._wrap

    @wrap.setter
    def wrap(self, value: Union[Wrap, str, int]) -> None:
        self._wrap = self._set_enum(Wrap, self._lib.flow_layout_set_wrap, value)

    @property
    def direction(self) -> Direction:
        """``ltr`` (default) or ``rtl`` (mirrors the x axis)."""
        return self._direction

    @direction.setter
    def direction(self, value: Union[Direction, str, int]) -> None:
        self._direction = self._set_enum(Direction, self._lib.flow_layout_set_direction, value)

    @property
    def item_spacing(self) -> Optional[float]:
        """Gap between neighbours in a line, in points; None = automatic. Default 8."""
        return self._item_spacing

    @item_spacing.setter
    def item_spacing(self, value: Optional[float]) -> None:
        self._lib.flow_layout_set_spacing(self._handle, _bound(value), _bound(self._line_spacing))
        self._item_spacing = None if value is None else float(value)

    @property
    def line_spacing(self) -> Optional[float]:
        """Gap between lines, in points; None = automatic. Default 8."""
        return self._line_spacing

    @line_spacing.setter
    def line_spacing(self, value: Optional[float]) -> None:
        self._lib.flow_layout_set_spacing(self._handle, _bound(self._item_spacing), _bound(value))
        self._line_spacing = None if value is None else float(value)

    @property
    def justify(self) -> Justify:
        """Main-axis distribution of each line's free space. Default ``start``."""
        return self._justify

    @justify.setter
    def justify(self, value: Union[Justify, str, int]) -> None:
        self._justify = self._set_enum(Justify, self._lib.flow_layout_set_justify, value)

    @property
    def align_items(self) -> AlignItems:
        """Cross-axis alignment inside a line. Default ``start``."""
        return self._align_items

    @align_items.setter
    def align_items(self, value: Union[AlignItems, str, int]) -> None:
        self._align_items = self._set_enum(AlignItems, self._lib.flow_layout_set_align_items, value)

    @property
    def align_content(self) -> AlignContent:
        """Cross-axis distribution of the container's free space among lines. Default ``start``."""
        return self._align_content

    @align_content.setter
    def align_content(self, value: Union[AlignContent, str, int]) -> None:
        self._align_content = self._set_enum(AlignContent, self._lib.flow_layout_set_align_content, value)

    @property
    def max_lines(self) -> int:
        """Lines past this many are hidden; 0 (default) = unlimited."""
        return self._max_lines

    @max_lines.setter
    def max_lines(self, value: int) -> None:
        self._lib.flow_layout_set_max_lines(self._handle, _uint32(value, "max_lines"))
        self._max_lines = int(value)

    @property
    def max_items_per_line(self) -> int:
        """At most this many items per line; 0 (default) = unlimited."""
        return self._max_items_per_line

    @max_items_per_line.setter
    def max_items_per_line(self, value: int) -> None:
        self._lib.flow_layout_set_max_items_per_line(self._handle, _uint32(value, "max_items_per_line"))
        self._max_items_per_line = int(value)

    @property
    def uniform_size(self) -> bool:
        """Every item takes the largest width and height of all items. Default False."""
        return self._uniform_size

    @uniform_size.setter
    def uniform_size(self, value: bool) -> None:
        self._lib.flow_layout_set_uniform_size(self._handle, 1 if value else 0)
        self._uniform_size = bool(value)

    @property
    def pixel_scale(self) -> float:
        """Edges are rounded to a 1/scale grid (e.g. 2 for a 2x display); 0 (default) = off."""
        return self._pixel_scale

    @pixel_scale.setter
    def pixel_scale(self, value: float) -> None:
        self._lib.flow_layout_set_pixel_scale(self._handle, value)
        self._pixel_scale = float(value)

    @property
    def line_breaking(self) -> LineBreaking:
        """``greedy`` (default) or ``balance``."""
        return self._line_breaking

    @line_breaking.setter
    def line_breaking(self, value: Union[LineBreaking, str, int]) -> None:
        self._line_breaking = self._set_enum(LineBreaking, self._lib.flow_layout_set_line_breaking, value)

    @property
    def min_lines(self) -> int:
        """With balanced breaking, at least this many lines; 0 (default) = none."""
        return self._min_lines

    @min_lines.setter
    def min_lines(self, value: int) -> None:
        self._lib.flow_layout_set_min_lines(self._handle, _uint32(value, "min_lines"))
        self._min_lines = int(value)

    # -- items ----------------------------------------------------------------------------------

    def set_items(self, sizes: Any) -> None:
        """Sets the items' sizes (copied): (width, height) pairs, or an (n, 2) array.

        Replaces a measure callback. Per-item inputs (grow, flags, ...) are cleared when the
        number of items changes.
        """
        address, count, owner = _arrays.sizes_buffer(sizes)
        self._lib.flow_layout_set_items(self._handle, address, count)
        self._measure = None

    def set_measure(self, count: int, measure: Measure) -> None:
        """Sizes ``count`` items by asking ``measure(index, width, height) -> (width, height)``.

        The library asks each item its ideal size (width and height None), and asks again with
        the line length as ``width`` (``height`` in columns) when the ideal one is longer, so text
        can wrap. Answers are cached until :meth:`invalidate_item` or new items. An exception
        raised by ``measure`` makes the arrange raise :class:`FlowLayoutError` (chained to it);
        so does an answer that is negative, NaN or infinite.
        """
        if not callable(measure):
            raise TypeError("measure must be callable: measure(index, width, height) -> (width, height)")
        trampoline = self._lib.trampoline
        if trampoline is None:
            raise FlowLayoutError(2, "measure callbacks need the trampoline library installed with the package")
        state = _MeasureState(measure)
        self._lib.flow_layout_set_measure(self._handle, _size_t(count, "count"), trampoline,
                                          ctypes.addressof(state.record))
        self._measure = state  # the previous one is released only now that the library let go of it

    def invalidate_item(self, index: int) -> None:
        """Forgets the cached measurements of item ``index``."""
        self._lib.flow_layout_invalidate_item(self._handle, _size_t(index, "index"))

    def set_grow(self, grow: Any) -> None:
        """Growth weights, one per item (CSS ``flex-grow``); None clears them."""
        self._set_column(self._lib.flow_layout_set_item_grow, grow, "grow")

    def set_flags(self, flags: Any) -> None:
        """Line-breaking flags (:class:`ItemFlags`), one per item; None clears them."""
        if flags is None:
            self._lib.flow_layout_set_item_flags(self._handle, None, 0)
            return
        address, count, owner = _arrays.flags_column(flags)
        self._lib.flow_layout_set_item_flags(self._handle, address, count)

    def set_baselines(self, first: Any = None, last: Any = None) -> None:
        """First and last baselines, one per item, as offsets from the item's top edge (left edge
        in columns). A list left None keeps the default (the item's bottom, or right, edge);
        both None clears them."""
        first_address = last_address = None
        count = 0
        owners = []
        if first is not None:
            first_address, count, owner = _arrays.float_column(first, "first")
            owners.append(owner)
        if last is not None:
            last_address, last_count, owner = _arrays.float_column(last, "last")
            owners.append(owner)
            if first is not None and last_count != count:
                raise ValueError(f"first and last baselines differ in length ({count} and {last_count})")
            count = last_count
        self._lib.flow_layout_set_item_baselines(self._handle, first_address, last_address, count)

    def set_guides(self, guides: Any) -> None:
        """Per-item overrides of the cross-axis alignment guide; None (or NaN) entries keep the
        default; None clears them all."""
        self._set_column(self._lib.flow_layout_set_item_guides, guides, "guides")

    def set_spacing(self, spacing: Any) -> None:
        """Spacing preferences (leading, top, trailing, bottom), one row per item, used where the
        gaps are automatic (``item_spacing``/``line_spacing`` None); None clears them."""
        if spacing is None:
            self._lib.flow_layout_set_item_spacing(self._handle, None, 0)
            return
        address, count, owner = _arrays.float_rows(spacing, 4, "spacing")
        self._lib.flow_layout_set_item_spacing(self._handle, address, count)

    def _set_column(self, setter: Any, values: Any, name: str) -> None:
        if values is None:
            setter(self._handle, None, 0)
            return
        address, count, owner = _arrays.float_column(values, name)
        setter(self._handle, address, count)

    # -- layout ---------------------------------------------------------------------------------

    def size_that_fits(self, width: Optional[float] = None, height: Optional[float] = None) -> Size:
        """The size the items need within bounds (None = unspecified), without arranging."""
        out = self._size_out
        self._call_measuring(self._lib.flow_layout_size_that_fits, _bound(width), _bound(height), self._size_ref)
        return Size(out.width, out.height)

    def arrange(self, sizes: Any = None, width: Optional[float] = None, height: Optional[float] = None, *,
                grow: Any = None, flags: Any = None, guides: Any = None, spacing: Any = None,
                first_baselines: Any = None, last_baselines: Any = None) -> LayoutResult:
        """Arranges the items in bounds (``width``, ``height``; None = unspecified) and returns
        the result.

        :param sizes: new item sizes (see :meth:`set_items`), or None to keep the current items
            (or measure callback).
        :param grow, flags, guides, spacing, first_baselines, last_baselines: per-item inputs to
            set after ``sizes`` (see the ``set_*`` methods); None keeps the current ones.
        :raises FlowLayoutError: bad bounds or inputs, or a failed measure callback.
        """
        lib = self._lib
        handle = self._handle
        if sizes is not None:
            address, count, owner = _arrays.sizes_buffer(sizes)
            lib.flow_layout_set_items(handle, address, count)
            self._measure = None
        if grow is not None:
            self.set_grow(grow)
        if flags is not None:
            self.set_flags(flags)
        if guides is not None:
            self.set_guides(guides)
        if spacing is not None:
            self.set_spacing(spacing)
        if first_baselines is not None or last_baselines is not None:
            self.set_baselines(first_baselines, last_baselines)
        self._call_measuring(lib.flow_layout_arrange, _NAN if width is None else width,
                             _NAN if height is None else height)
        return self._read_result()

    def arrange_frames(self, sizes: Any, width: Optional[float] = None, height: Optional[float] = None, *,
                       out: Any = None) -> Any:
        """Sets the items and arranges them in one call into the library, returning only the frames.

        The fast path for layouts redone often (every frame of an animation, many small layouts):
        about one ctypes call instead of the dozen :meth:`arrange` makes to read a full result.

        :param sizes: an (n, 2) float32 C-contiguous NumPy array or an ``array('f')`` of 2n floats
            (passed by address, not copied on the Python side), or any sequence of (width, height).
        :param width, height: bounds in points; None = unspecified.
        :param out: where to write the frames: an (n, 4) float32 C-contiguous NumPy array or an
            ``array('f')`` of 4n floats (x, y, width, height per item). None makes a new one
            (NumPy when installed).
        :returns: ``out``, filled. The other results (size, lines, ...) are in :attr:`result`.
        :raises FlowLayoutError: bad sizes or bounds; the layout is then unchanged.
        """
        address, count, owner = _fastpath.sizes_in(sizes)
        out_address, out = _fastpath.frames_out(out, count)
        status = self._lib.flow_layout_arrange_into(
            self._handle, address, count, _NAN if width is None else width, _NAN if height is None else height,
            out_address, None)
        if status:
            raise self._lib.error(status, self._handle)
        self._measure = None
        return out

    def staging(self, count: int) -> "_fastpath.Staging":
        """Buffers owned by the layout for :meth:`arrange_staged`, the fastest path: write sizes
        into ``staging.sizes`` ((count, 2) float32, NumPy when installed, else a flat memoryview),
        arrange, read ``staging.frames`` ((count, 4)). The same buffers are returned until another
        count is asked for; they are rewritten by every :meth:`arrange_staged`.

        >>> with FlowLayout(item_spacing=4) as layout:
        ...     staged = layout.staging(3)
        ...     staged.sizes[:] = [(40, 20), (40, 20), (40, 20)]
        ...     [float(v) for v in layout.arrange_staged(90)[2]]
        [0.0, 28.0, 40.0, 20.0]
        """
        staged = self._staging
        if staged is None or staged.count != count:
            staged = self._staging = _fastpath.Staging(_size_t(count, "count"))
        return staged

    def arrange_staged(self, width: Optional[float] = None, height: Optional[float] = None) -> Any:
        """Sets the items from ``staging().sizes`` and arranges them (as :meth:`arrange_frames`),
        writing the frames into ``staging().frames``, which it returns.

        :raises FlowLayoutError: bad sizes or bounds (the layout is then unchanged), or no
            :meth:`staging` buffers yet.
        """
        staged = self._staging
        if staged is None:
            raise FlowLayoutError(2, "arrange_staged: call staging(count) first")
        status = self._lib.flow_layout_arrange_into(
            self._handle, staged.sizes_address, staged.count, _NAN if width is None else width,
            _NAN if height is None else height, staged.frames_address, None)
        if status:
            raise self._lib.error(status, self._handle)
        self._measure = None
        return staged.frames

    @property
    def result(self) -> LayoutResult:
        """The result of the last successful arrange (also after :func:`first_fitting`).

        :raises FlowLayoutError: ``NOT_ARRANGED`` when the layout was never arranged.
        """
        return self._read_result()

    def _read_result(self) -> LayoutResult:
        lib = self._lib
        handle = self._handle
        out = self._size_out
        lib.flow_layout_get_size(handle, self._size_ref)
        size = Size(out.width, out.height)
        lib.flow_layout_get_content_size(handle, self._size_ref)
        content_size = Size(out.width, out.height)
        count = self._count_out
        frames = _arrays.read_frames(lib.flow_layout_frames(handle, count), count.value)
        lines = _arrays.read_lines(lib.flow_layout_lines(handle, count), count.value)
        return LayoutResult(self, size, content_size, frames, lines, lib.flow_layout_visible_count(handle))

    def _call_measuring(self, function: Any, *arguments: Any) -> None:
        """Calls ``function(handle, *arguments)``; turns a measure callback's exception into a
        chained FlowLayoutError."""
        state = self._measure
        if state is None:
            function(self._handle, *arguments)
            return
        state.error = None
        try:
            function(self._handle, *arguments)
        except FlowLayoutError as error:
            raise _with_measure_error(error, state) from state.error
        _raise_pending(state)

    def __repr__(self) -> str:
        if self._handle is None:
            return "<FlowLayout closed>"
        return (f"<FlowLayout axis={self._axis} wrap={self._wrap} direction={self._direction} "
                f"justify={self._justify} align_items={self._align_items} align_content={self._align_content}>")


def first_fitting(candidates: Sequence[FlowLayout], width: Optional[float] = None,
                  height: Optional[float] = None) -> int:
    """Index of the first candidate whose items fit in (``width``, ``height``), else the last
    one's index. The chosen layout is arranged in those bounds: read it with ``.result``.

    Every candidate holds its own items and options (e.g. a row, then a column, then a
    smaller font). ``candidates`` must not be empty.

    :raises FlowLayoutError: no candidates, a closed candidate, bad bounds, or a failed arrange.
    """
    layouts = list(candidates)
    if not layouts:
        raise FlowLayoutError(2, "first_fitting needs at least one candidate layout")
    for layout in layouts:
        if not isinstance(layout, FlowLayout):
            raise TypeError(f"first_fitting takes FlowLayout objects, not {type(layout).__name__}")
    lib = layouts[0]._lib
    handles = (ctypes.c_void_p * len(layouts))(*[layout._handle for layout in layouts])
    index = ctypes.c_size_t(len(layouts))
    states = [layout._measure for layout in layouts]
    for state in states:
        if state is not None:
            state.error = None
    # The library records a failure's message on the candidate it concerns: what changed tells which.
    messages = [lib.flow_layout_last_error(layout._handle) if layout._handle else None for layout in layouts]
    status = lib.flow_layout_first_fitting(handles, len(layouts), _bound(width), _bound(height), ctypes.byref(index))
    if status != 0:
        culprit = next((layout for layout in layouts if layout._handle is None), None)
        if culprit is None:
            culprit = next((layout for layout, state in zip(layouts, states)
                            if state is not None and state.error is not None), None)
        if culprit is None:
            culprit = next((layout for layout, message in zip(layouts, messages)
                            if lib.flow_layout_last_error(layout._handle) != message), layouts[0])
        error = lib.error(status, culprit._handle)
        if culprit._measure is not None and culprit._measure.error is not None:
            raise _with_measure_error(error, culprit._measure) from culprit._measure.error
        raise error
    for state in states:
        if state is not None:
            _raise_pending(state)
    return int(index.value)


def _with_measure_error(error: FlowLayoutError, state: _MeasureState) -> BaseException:
    cause = state.error
    if cause is None:
        return error
    if not isinstance(cause, Exception):  # KeyboardInterrupt, SystemExit: let them through
        state.error = None
        return cause
    return FlowLayoutError(error.status, f"{error.message} (the measure callback raised "
                                         f"{type(cause).__name__}: {cause})")


def _raise_pending(state: _MeasureState) -> None:
    """The library succeeded although the callback raised (it did not need that answer): still
    report the exception rather than lose it."""
    cause = state.error
    if cause is not None:
        raise _with_measure_error(FlowLayoutError(4, "the measure callback raised"), state) from cause


def _enum_code(kind: type, value: Any) -> int:
    if isinstance(value, _OptionEnum):
        if not isinstance(value, kind):
            raise TypeError(f"expected a {kind.__name__}, got {type(value).__name__}.{value.name}")
        return int(value)
    if isinstance(value, str):
        try:
            return int(kind(value))
        except ValueError:
            names = ", ".join(str(member) for member in kind)  # type: ignore[attr-defined]
            raise ValueError(f"unknown {kind.__name__} {value!r}; expected one of: {names}") from None
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{kind.__name__}: expected a name, a member or an int, got {value!r}")
    if not -(2**31) <= value < 2**31:
        raise ValueError(f"{kind.__name__}: {value} does not fit in a C int")
    return value  # unknown ints go to the library, which rejects them with its own message


def _uint32(value: int, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name}: expected an int, got {value!r}")
    if not 0 <= value <= _UINT32_MAX:
        raise ValueError(f"{name}: {value} is outside 0...{_UINT32_MAX}")
    return value


def _size_t(value: int, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name}: expected an int, got {value!r}")
    if not 0 <= value < 2 ** (8 * ctypes.sizeof(ctypes.c_size_t)):
        raise ValueError(f"{name}: {value} is outside the range of size_t")
    return value


_DEFAULTS = {
    name: parameter.default
    for name, parameter in inspect.signature(FlowLayout.__init__).parameters.items()
    if parameter.kind is parameter.KEYWORD_ONLY
}
"""The constructor's defaults (the library's), by option name."""

_OPTION_NAMES = frozenset(
    name for name, member in vars(FlowLayout).items() if isinstance(member, property) and member.fset is not None
)

