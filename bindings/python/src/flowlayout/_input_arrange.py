"""``arrange(sizes, width, grow=..., first_baselines=..., ...)`` in one call into C
(``csrc/input_arrange.c``): the sizes and every per-item input given as a list or tuple are packed
there, handed to the library, arranged and read into a result block.

What that code finds odd (a NumPy array, an alignment given by name, an entry that is not a plain
number) is packed here by the checked packers of ``_inputs``, which raise the error the general
path raises, and the call is made again; odd sizes, or sizes or inputs the library refuses on its
trial, send the call down the general path (``Arranging._arrange_general``), which names what is
wrong. Either way the arguments mean exactly what they mean on the general path, and a refused
call changes nothing.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

from . import _inputs
from ._callbacks import raise_failure
from ._native import failed_index
from ._results import LayoutResult, block_bytes

ARRAY_KEYWORDS = ("grow", "flags", "guides", "spacing", "first_baselines", "last_baselines", "margins", "min_sizes",
                  "max_sizes", "shrink", "align")
"""The keywords of ``FlowLayout.arrange`` that carry per-item arrays, in the C code's order."""
INPUT_NAMES = _inputs.NATIVE_INPUT_ORDER
_ARRAYS_OF = [[j for j, keyword in enumerate(ARRAY_KEYWORDS) if _inputs.INPUT_OF[keyword] == name]
              for name in INPUT_NAMES]
_INPUT_OF_ARRAY = [INPUT_NAMES.index(_inputs.INPUT_OF[keyword]) for keyword in ARRAY_KEYWORDS]
_GENERAL_PATH_ONLY = {"lane_spans"}
"""Inputs the C code leaves to the general path (FlowLayout.arrange sends calls that give or hold
them there)."""
assert set(INPUT_NAMES) | _GENERAL_PATH_ONLY == set(_inputs.INPUTS) \
    and set(ARRAY_KEYWORDS) | _GENERAL_PATH_ONLY == set(_inputs.INPUT_OF), \
    "csrc/input_arrange.c knows every per-item input but those left to the general path"

_ODD_SIZES, _ODD_ARRAY, _REFUSED_ON_TRIAL = -3, -4, -5
_FAILED_SIZES, _FAILED_ARRANGE = 9, 10


def arrange_with_inputs(layout: Any, arrange_inputs: Any, sizes: Any, width: float, height: float,
                        values: Sequence[Any]) -> Optional[LayoutResult]:
    """The result of arranging ``sizes`` (a non-empty list or tuple) with the per-item arrays
    ``values`` (one per ``ARRAY_KEYWORDS``, None when not given); None when the general path must
    take the call."""
    count = len(sizes)
    held_before = layout._held
    direct = count == layout._count and layout._measure is None
    handle = layout._handle or layout._h()
    block = bytearray(block_bytes(count))
    held: Dict[str, _inputs.Packed] = {}
    status = arrange_inputs(sizes, handle or 0, width, height, block, direct, values, held_before, held)
    if status == _ODD_ARRAY:
        arrays: List[Any] = list(values)
        while status == _ODD_ARRAY:
            k = _INPUT_OF_ARRAY[failed_index(block)]
            # Raises as the general path does: the inputs before this one were packed without fault.
            packed = _inputs.pack(INPUT_NAMES[k], [values[j] for j in _ARRAYS_OF[k]])
            for j, data in zip(_ARRAYS_OF[k], packed.arrays):
                arrays[j] = None if data is None else bytearray(data)  # taken as packed
            held = {}
            status = arrange_inputs(sizes, handle or 0, width, height, block, direct, arrays, held_before, held)
    if status == _ODD_SIZES or status == _REFUSED_ON_TRIAL:
        return None
    if status:
        _refused(layout, handle, status, failed_index(block), direct, held_before, held, count)
    layout._measure = None
    if count != layout._count:
        layout._items_set(count)
    layout._held = held
    if layout._indicator is not None:
        raise_failure(layout, None)
    result: LayoutResult = layout._made_result(handle, block, count, sizes)
    return result


def _refused(layout: Any, handle: Any, status: int, failed: int, direct: bool, held_before: Dict[str, Any],
             given: Dict[str, _inputs.Packed], count: int) -> None:
    """Raises the library's refusal of the sizes, an input or the arrange, after setting the layout
    back as it was (or, when arranging failed, leaving it as the general path leaves it)."""
    lib = layout._lib
    error = lib.error(status, handle)
    if failed == _FAILED_ARRANGE:  # the items and inputs are set
        layout._measure = None
        layout._items_set(count)
        layout._held = given
        raise_failure(layout, error)
    if failed == _FAILED_SIZES:
        refused = error.naming("sizes")
    else:
        name = INPUT_NAMES[failed]
        refused = error.naming(_inputs.argument(name, given.get(name)))
    if direct:  # the inputs were handed first: hand the earlier ones back
        for name in set(held_before) | set(given):
            _inputs.hand(lib, handle, name, held_before.get(name))
    elif failed != _FAILED_SIZES:  # after the trial, only running out of memory: the items are set
        for name in INPUT_NAMES:
            _inputs.hand(lib, handle, name, None)
        layout._measure = None
        layout._items_set(count)
        layout._held = {}
    raise_failure(layout, refused)  # a callback's exception first, as the plain call reports it
