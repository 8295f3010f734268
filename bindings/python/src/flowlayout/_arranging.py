""":class:`Arranging`: ``arrange``, ``size_that_fits`` and reading the result of an arrange.

The natural call (``arrange(list_of_pairs, width)`` with no per-item input) is one call into C
(``_native``): it packs the pairs, arranges and reads the whole result into one block. Any other
call packs and checks every argument first, then hands the library the items and inputs.
"""

from __future__ import annotations

import ctypes
from typing import Any, Dict, List, Optional, Sequence

from . import _inputs
from ._callbacks import raise_failure
from ._deprecated import warn_renamed
from ._inputs import FloatColumn, FloatRows, IntColumn, SizePairs
from ._input_arrange import arrange_with_inputs
from ._item_inputs import ItemInputs
from ._lanes import read_lanes, unspecified_across
from ._line_features import read_extras
from ._native import NOT_A_PAIR, failed_index, native_for, new_block, pair_error, read_result_python
from ._options import bound, refused_bound
from ._results import LINE_BYTES, RECT_BYTES, SUMMARY_BYTES, LayoutResult
from ._types import Size


class Arranging(ItemInputs):
    """Arranging the items, and the result of the last arrange."""

    __slots__ = ()

    def size_that_fits(self, width: Optional[float] = None, height: Optional[float] = None) -> Size:
        """The size the items need within bounds (None = unspecified), without arranging."""
        out = (ctypes.c_float * 2)()
        w, h = bound(width, "width"), bound(height, "height")
        refused = unspecified_across(self._options, w, h)
        if refused is not None:
            raise refused
        self._call_measuring(self._lib.flow_layout_size_that_fits, w, h, out)
        return Size(out[0], out[1])

    def arrange(self, sizes: Optional[SizePairs] = None, width: Optional[float] = None,
                height: Optional[float] = None, *, grow: Optional[FloatColumn] = None,
                flags: Optional[IntColumn] = None, guides: Optional[FloatColumn] = None,
                spacing: Optional[FloatRows] = None, first_baselines: Optional[FloatColumn] = None,
                last_baselines: Optional[FloatColumn] = None, margins: Optional[FloatRows] = None,
                min_sizes: Optional[FloatRows] = None, max_sizes: Optional[FloatRows] = None,
                shrink: Optional[FloatColumn] = None, align: Optional[Sequence[Any]] = None,
                align_self: Optional[Sequence[Any]] = None,
                lane_spans: Optional[Sequence[Optional[int]]] = None) -> LayoutResult:
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
        :param width, height: bounds in points; None or ``math.inf`` = unspecified (NaN is
            refused, as negative bounds are).
        :param grow, flags, guides, spacing, first_baselines, last_baselines: per-item inputs
            (see :meth:`set_item_grow`, :meth:`set_item_flags`, :meth:`set_item_guides`,
            :meth:`set_item_spacing`, :meth:`set_item_baselines`).
        :param margins, min_sizes, max_sizes, shrink, align: the flex item model's per-item
            inputs (see :meth:`set_item_margins`, :meth:`set_item_limits`, :meth:`set_item_shrink`,
            :meth:`set_item_align`). ``align_self`` is the deprecated name of ``align``.
        :param lane_spans: in lanes mode, the number of lanes each item covers (see
            :meth:`set_item_lane_span`).
        :raises TypeError: an argument of the wrong type (the message names it).
        :raises ValueError: a bad value (the message names it; :class:`InvalidArgumentError`
            when the library refused it).
        :raises FlowLayoutError: a failed measure callback or overflow indicator.
        """
        if align_self is not None:
            warn_renamed("arrange(align_self=...)", "arrange(align=...)")
            align = align_self if align is None else align
        # Floats and ints >= 0 as they are (bound refuses NaN and negatives, and makes an int past a
        # double's range its TypeError, not ctypes').
        w = width if (type(width) is float or (type(width) is int and width.bit_length() < 1000)) and width >= 0 \
            else bound(width, "width")
        h = height if (type(height) is float or (type(height) is int and height.bit_length() < 1000)) and height >= 0 \
            else bound(height, "height")
        kind = type(sizes)
        if (kind is list or kind is tuple) and not self._held and grow is None and flags is None \
                and guides is None and spacing is None and first_baselines is None and last_baselines is None \
                and margins is None and min_sizes is None and max_sizes is None and shrink is None \
                and align is None and lane_spans is None:
            native = native_for(self._lib)
            if native.fast_arrange is not None:  # the natural call: one built-in call does it all
                return self._arrange_list(native.fast_arrange, sizes, w, h, True)
            if native.arrange_list is not None:  # the same through ctypes
                return self._arrange_list(native.arrange_list, sizes, w, h, False)
        elif (kind is list or kind is tuple) and sizes and lane_spans is None and "lane_spans" not in self._held \
                and unspecified_across(self._options, w, h) is None:
            # Lane spans, given or held (to be cleared), take the general path; so does a lanes
            # arrange without its bound across, which the general path refuses before any change.
            arrange_inputs = native_for(self._lib).arrange_inputs
            if arrange_inputs is not None:  # per-item inputs too: one built-in call, unless something is odd
                result = arrange_with_inputs(self, arrange_inputs, sizes, w, h, (
                    grow, flags, guides, spacing, first_baselines, last_baselines, margins, min_sizes, max_sizes,
                    shrink, align))
                if result is not None:
                    return result
        return self._arrange_general(sizes, w, h, grow=grow, flags=flags, guides=guides, spacing=spacing,
                                     first_baselines=first_baselines, last_baselines=last_baselines,
                                     margins=margins, min_sizes=min_sizes, max_sizes=max_sizes, shrink=shrink,
                                     align=align, lane_spans=lane_spans)

    def _arrange_list(self, arrange_list: Any, sizes: Any, width: float, height: float, built_in: bool) -> LayoutResult:
        """The natural call: a list or tuple of pairs, no per-item input, in one call into C."""
        handle = self._handle or self._h()
        count = len(sizes)
        block = bytearray(36 * count + 32)  # see _results: frames, summary, lines
        try:
            status = (arrange_list(sizes, handle or 0, width, height, block) if built_in
                      else arrange_list(sizes, count, handle, width, height, block))
        except Exception as error:  # a Python exception from reading an entry
            raise pair_error(sizes, failed_index(block), -1, error) from error
        if status:
            if status == NOT_A_PAIR:
                raise pair_error(sizes, failed_index(block), status, None)
            raise_failure(self, refused_bound(width, height) or unspecified_across(self._options, width, height)
                          or self._lib.error(status, handle, "sizes"))
        if self._indicator is not None:
            raise_failure(self, None)
        self._measure = None
        if count != self._count:
            self._items_set(count)
        return self._made_result(handle, block, count, sizes)

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
        refused = refused_bound(width, height) or unspecified_across(self._options, width, height)
        if refused is not None:  # refused before the items or inputs change
            raise refused
        if items is None:
            for name, packed in changes.items():
                held = self._held.get(name)
                if held is not None and held.length == packed.length:  # the array of a pair not passed is kept
                    changes[name] = packed._replace(arrays=tuple(
                        old if new is None else new for new, old in zip(packed.arrays, held.arrays)))
            self._set_inputs(changes)
        else:
            self._set_items_and_inputs(items, changes)
        self._call_measuring(self._lib.flow_layout_arrange, width, height)
        return self._read_result(sizes if type(sizes) is list or type(sizes) is tuple else None)

    @property
    def result(self) -> LayoutResult:
        """The result of the last successful arrange (also after :func:`first_fitting`).

        :raises FlowLayoutError: ``NOT_ARRANGED`` when the layout was never arranged.
        """
        return self._read_result()

    def _read_result(self, sizes: Any = None) -> LayoutResult:
        """The result of the last arrange; ``sizes``, the list or tuple of pairs arranged if any,
        lends its width and height objects to the frames read (see ``LayoutResult``)."""
        lib = self._lib
        handle = self._h()
        native = native_for(lib)
        if native.fast_read is not None:  # one built-in call
            block = native.fast_read(handle or 0)
            if type(block) is int:
                raise lib.error(block, handle)
            count = (len(block) - SUMMARY_BYTES) // (RECT_BYTES + LINE_BYTES)
            return self._made_result(handle, block, count, sizes)
        count_out = ctypes.c_size_t()
        frames = lib.flow_layout_frames(handle, ctypes.byref(count_out))
        count = count_out.value
        block, address = new_block(count)
        lib.flow_layout_get_size(handle, address + RECT_BYTES * count)  # raises NOT_ARRANGED first
        if count:
            ctypes.memmove(address, frames, RECT_BYTES * count)
        if native.read_result is not None:
            status = native.read_result(native.api_ref, handle, count, address)
            if status:
                raise lib.error(status, handle)
        else:
            read_result_python(lib, handle, count, block)
        return self._made_result(handle, block, count, sizes)

    def _made_result(self, handle: Any, block: bytearray, count: int, sizes: Any) -> LayoutResult:
        """The result of an arrange whose frames and summary are in `block`, with the line
        features' and the lanes' results read when the options use them."""
        result = LayoutResult(self, block, count, None, sizes)
        if self._indicator is not None or self._options.get("separator") is not None:
            result._extras = self._line_feature_results(handle, result.visible_count < count)
        if self._options.get("lanes") is not None:
            result._lanes = read_lanes(self._lib, handle)
        return result

    def _line_feature_results(self, handle: Any, items_hidden: bool) -> Any:
        """The line features' results of the last arrange (separators, the indicator's frame)."""
        return read_extras(self._lib, handle, self._indicator is not None and items_hidden)

