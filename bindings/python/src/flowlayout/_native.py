"""Sequences of pairs into the library at C speed (``csrc/sequence_arrange.c``), with a pure-Python
fallback giving the same results where that module or ``ctypes.pythonapi`` is missing.

``arrange_pairs`` is the natural call's engine: it packs the pairs, sets and arranges them and
reads the whole result into a block (see ``_results``) in one call into C.
"""

from __future__ import annotations

import ctypes
import math
import struct
import sys
import sysconfig
from array import array
from typing import Any, Dict, Optional, Tuple

from ._enums import AlignItems, ItemFlags
from ._library import Library, trampoline_path
from . import _inputs, _results
from ._results import RECT_BYTES, SUMMARY, SUMMARY_BYTES, block_bytes

NOT_A_PAIR = -2
PYTHON_ERROR = -1

_c_void_p = ctypes.c_void_p


_INPUT_FUNCTIONS = ("set_items", "arrange", "create", "destroy", "set_item_grow", "set_item_flags", "set_item_guides",
                    "set_item_spacing", "set_item_baselines", "set_item_margins", "set_item_limits",
                    "set_item_shrink", "set_item_align")
"""The library functions ``csrc/input_arrange.c`` calls (``flow_layout_`` + name)."""


class _Api(ctypes.Structure):
    """``flowpy_api``: the functions the C helpers call, by address."""

    _fields_ = [(name, _c_void_p) for name in (
        "sequence_size", "sequence_get_item", "float_as_double", "error_occurred", "decref", "bytearray_data", "tuple_size", "tuple_get_item", "error_clear",
        "save_thread", "restore_thread",
        "arrange_into", "get_content_size", "visible_count", "lines", "arrange_batch",
        "float_from_double", "long_from_long_long", "tuple_new", "tuple_set_item", "incref", "list_get_item",
        "list_size", "long_as_void_ptr", "type_from_spec", "generic_alloc", "object_free", "self_iter",
        "error_set_string", "type_error", "none", "bytearray_new", "frames", "get_size", "float_type", "long_type", "tuple_type", "list_type", "bytearray_type")] + [
        ("object_layout_known", ctypes.c_int), ("plain_refcounts", ctypes.c_int), ("int_digits_30", ctypes.c_int)] + [
        (name, _c_void_p) for name in _INPUT_FUNCTIONS + ("item_flags_type", "align_items_type", "packed_type",
                                                          "tuple_new_function", "call",
                                                          "dict_set_item", "dict_get_item", "input_names",
                                                          "align_names", "str_type", "get_buffer",
                                                          "release_buffer")]


def _object_layout_known() -> bool:
    """Whether objects start with a reference count and their type, two words, and tuples cache
    nothing (their hash from 3.14), as the C helpers that read results rely on: CPython 3.8-3.13
    with a GIL, not a debug build tracing references."""
    word = ctypes.sizeof(_c_void_p)
    return (sys.implementation.name == "cpython" and sys.version_info < (3, 14)
            and object.__basicsize__ == 2 * word and tuple.__basicsize__ == 3 * word
            and float.__basicsize__ == 2 * word + 8 and list.__basicsize__ == 5 * word
            and not sysconfig.get_config_var("Py_GIL_DISABLED"))


_METHOD_DEF_BYTES = 4 * ctypes.sizeof(_c_void_p)
"""``sizeof(PyMethodDef)``: name, function, flags (padded), doc."""


def _address_of(function: Any) -> Optional[int]:
    return ctypes.cast(function, _c_void_p).value


class Native:
    """The C helpers bound to one loaded library, or None attributes when unavailable."""

    def __init__(self, lib: Library) -> None:
        self.lib = lib
        self.arrange_list: Any = None
        self.arrange_pairs: Any = None
        self.pack_pairs: Any = None
        self.read_result: Any = None
        self.pack_groups: Any = None
        self.fast_arrange: Any = None
        """``arrange_list`` of ``csrc/fast_results.c``: the natural call as a built-in function."""
        self.fast_read: Any = None
        """``read`` of ``csrc/fast_results.c``: the last arrange's result block, in one built-in call."""
        self.fast_frames: Any = None
        """``frames`` of ``csrc/fast_results.c``: an iterator over a result block's frames."""
        self.arrange_inputs: Any = None
        """``arrange_inputs`` of ``csrc/input_arrange.c``: arrange with per-item inputs, as a built-in."""
        self.fast_arrange_into: Any = None
        """``arrange_into`` of ``csrc/fast_results.c``: ``flow_layout_arrange_into`` as a built-in."""
        path = trampoline_path()
        pythonapi = getattr(ctypes, "pythonapi", None)
        if path is None or pythonapi is None:
            return
        try:
            helpers = ctypes.PyDLL(str(path))  # PyDLL: the GIL stays held, as the Python functions need
            api = _Api()
            for field, function in (("sequence_size", pythonapi.PySequence_Size),
                                    ("sequence_get_item", pythonapi.PySequence_GetItem),
                                    ("float_as_double", pythonapi.PyFloat_AsDouble),
                                    ("error_occurred", pythonapi.PyErr_Occurred),
                                    ("decref", pythonapi.Py_DecRef),
                                    ("bytearray_data", pythonapi.PyByteArray_AsString),
                                    ("tuple_size", pythonapi.PyTuple_Size),
                                    ("tuple_get_item", pythonapi.PyTuple_GetItem),
                                    ("error_clear", pythonapi.PyErr_Clear),
                                    ("save_thread", pythonapi.PyEval_SaveThread),
                                    ("restore_thread", pythonapi.PyEval_RestoreThread),
                                    ("float_from_double", pythonapi.PyFloat_FromDouble),
                                    ("long_from_long_long", pythonapi.PyLong_FromLongLong),
                                    ("tuple_new", pythonapi.PyTuple_New),
                                    ("tuple_set_item", pythonapi.PyTuple_SetItem),
                                    ("incref", pythonapi.Py_IncRef),
                                    ("list_get_item", pythonapi.PyList_GetItem),
                                    ("list_size", pythonapi.PyList_Size),
                                    ("long_as_void_ptr", pythonapi.PyLong_AsVoidPtr),
                                    ("type_from_spec", pythonapi.PyType_FromSpec),
                                    ("generic_alloc", pythonapi.PyType_GenericAlloc),
                                    ("object_free", pythonapi.PyObject_Free),
                                    ("self_iter", pythonapi.PyObject_SelfIter),
                                    ("error_set_string", pythonapi.PyErr_SetString),
                                    ("bytearray_new", pythonapi.PyByteArray_FromStringAndSize)):
                setattr(api, field, _address_of(function))
            for field, address in (("type_error", id(TypeError)), ("none", id(None)), ("float_type", id(float)),
                                   ("long_type", id(int)),
                                   ("tuple_type", id(tuple)), ("list_type", id(list)),
                                   ("bytearray_type", id(bytearray))):
                setattr(api, field, address)  # id() is the address in CPython (object_layout_known)
            api.object_layout_known = int(_object_layout_known())
            api.plain_refcounts = int(sys.version_info < (3, 12))  # 3.12 made some objects immortal
            api.int_digits_30 = int(sys.version_info < (3, 12) and sys.int_info.bits_per_digit == 30
                                    and sys.int_info.sizeof_digit == 4 and int.__basicsize__ == 3 * ctypes.sizeof(_c_void_p))
            dll = lib._dll
            for field in ("arrange_into", "get_content_size", "visible_count", "lines", "frames", "get_size"):
                setattr(api, field, _address_of(getattr(dll, "flow_layout_" + field)))
            batch = getattr(dll, "flow_layout_arrange_batch", None)
            api.arrange_batch = _address_of(batch) if batch is not None else None
            for field in _INPUT_FUNCTIONS:  # NULL where the library lacks one: no per-item built-in then
                function = getattr(dll, "flow_layout_" + field, None)
                setattr(api, field, _address_of(function) if function is not None else None)
            api.item_flags_type, api.align_items_type, api.packed_type = id(ItemFlags), id(AlignItems), id(_inputs.Packed)
            api.tuple_new_function = id(tuple.__new__)  # lives in tuple's dictionary: never freed
            api.call = _address_of(pythonapi.PyObject_Call)
            api.dict_set_item = _address_of(pythonapi.PyDict_SetItem)
            api.dict_get_item = _address_of(pythonapi.PyDict_GetItem)
            api.input_names = id(_inputs.NATIVE_INPUT_ORDER)  # the keys of layout._held (a module constant)
            api.align_names, api.str_type = id(_inputs.ALIGN_NAMES), id(str)  # a module constant, never freed
            api.get_buffer = _address_of(pythonapi.PyObject_GetBuffer)
            api.release_buffer = _address_of(pythonapi.PyBuffer_Release)
            arrange_pairs = helpers.flowpy_arrange_pairs
            pack_pairs = helpers.flowpy_pack_pairs
            read_result = helpers.flowpy_read_result
            pack_groups = helpers.flowpy_pack_groups
            arrange_list = helpers.flowpy_arrange_list
            helpers.flowpy_set_api(ctypes.byref(api))
            self._make_fast_functions(helpers, pythonapi)
        except (AttributeError, OSError):  # an older helper module, or no CPython API: the fallback
            return
        self._api = api
        self._helpers = helpers
        api_ref = ctypes.byref(api)
        self.api_ref = api_ref
        arrange_pairs.argtypes = [_c_void_p, ctypes.py_object, ctypes.c_size_t, _c_void_p, ctypes.c_float,
                                  ctypes.c_float, _c_void_p, _c_void_p]
        arrange_pairs.restype = ctypes.c_int
        pack_pairs.argtypes = [_c_void_p, ctypes.py_object, ctypes.c_size_t, _c_void_p, _c_void_p]
        pack_pairs.restype = ctypes.c_int
        read_result.argtypes = [_c_void_p, _c_void_p, ctypes.c_size_t, _c_void_p]
        read_result.restype = ctypes.c_int
        pack_groups.argtypes = [_c_void_p, ctypes.py_object, ctypes.c_size_t, _c_void_p, _c_void_p,
                                ctypes.c_size_t, _c_void_p]
        pack_groups.restype = ctypes.c_int
        arrange_list.argtypes = [ctypes.py_object, ctypes.c_size_t, _c_void_p, ctypes.c_float, ctypes.c_float,
                                 ctypes.py_object]
        arrange_list.restype = ctypes.c_int
        self.arrange_list = arrange_list
        self.arrange_pairs = arrange_pairs
        self.pack_pairs = pack_pairs
        self.read_result = read_result
        self.pack_groups = pack_groups


    def _make_fast_functions(self, helpers: Any, pythonapi: Any) -> None:
        """The built-in functions of ``csrc/fast_results.c`` (None where it refuses this Python)."""
        methods = getattr(helpers, "flowpy_fast_methods", None)
        if methods is None:
            return
        methods.argtypes = []
        methods.restype = _c_void_p
        table = methods()
        if not table:
            return
        new_function = pythonapi.PyCFunction_NewEx
        new_function.argtypes = [_c_void_p, ctypes.py_object, ctypes.py_object]
        new_function.restype = ctypes.py_object
        self.fast_arrange = new_function(table, None, None)
        self.fast_frames = _results.fast_frames = new_function(table + _METHOD_DEF_BYTES, None, None)
        _inputs.fast_pack = new_function(table + 2 * _METHOD_DEF_BYTES, None, None)
        self.fast_read = new_function(table + 3 * _METHOD_DEF_BYTES, None, None)
        self.fast_arrange_into = new_function(table + 4 * _METHOD_DEF_BYTES, None, None)
        input_methods = getattr(helpers, "flowpy_input_methods", None)
        if input_methods is not None:
            input_methods.argtypes = []
            input_methods.restype = _c_void_p
            input_table = input_methods()
            if input_table:
                self.arrange_inputs = new_function(input_table, None, None)


def pair_error(sizes: Any, index: int, status: int, cause: Optional[BaseException], name: str = "sizes") -> Exception:
    """The error for the entry ``index`` of ``sizes`` that is not a (width, height) pair of numbers:
    ValueError for a sequence of another length, TypeError for anything else."""
    try:
        entry: Any = sizes[index]
        shown = repr(entry)
    except Exception:  # the sequence changed meanwhile
        shown = "an entry that is gone"
    if len(shown) > 60:
        shown = shown[:57] + "..."
    detail = f" ({type(cause).__name__}: {cause})" if cause is not None else ""
    kind = ValueError if status == NOT_A_PAIR else TypeError
    return kind(f"{name}[{index}]: expected a (width, height) pair of numbers, got {shown}{detail}")


def pack_python(sizes: Any, count: int, name: str = "sizes") -> bytes:
    """The fallback packer: ``count`` pairs as 2 * count native floats."""
    try:
        # Unpacked as pairs: flattened alone, a triple beside a single would pass as two pairs.
        flat = [v for w, h in sizes for v in (w, h)]
        if len(flat) == 2 * count:
            return struct.pack(f"={2 * count}f", *flat)
    except (TypeError, ValueError, struct.error):
        pass
    for index, pair in enumerate(sizes):  # find the culprit
        try:
            if len(pair) != 2:
                raise pair_error(sizes, index, NOT_A_PAIR, None, name)
            struct.pack("=2f", pair[0], pair[1])
        except (TypeError, struct.error) as error:
            raise pair_error(sizes, index, PYTHON_ERROR, error, name) from None
    raise TypeError(f"{name}: expected (width, height) pairs of numbers")


def read_result_python(lib: Library, handle: Any, count: int, block: bytearray) -> None:
    """What ``flowpy_read_result`` does, through ctypes: the summary and lines after the frames."""
    base = (ctypes.c_char * len(block)).from_buffer(block)
    address = ctypes.addressof(base)
    offset = RECT_BYTES * count
    size = struct.unpack_from("=2f", block, offset)
    content = (ctypes.c_float * 2)()
    lib.flow_layout_get_content_size(handle, content)
    visible = lib.flow_layout_visible_count(handle)
    line_count = ctypes.c_size_t()
    lines = lib.flow_layout_lines(handle, ctypes.byref(line_count))
    if line_count.value:
        ctypes.memmove(address + offset + SUMMARY_BYTES, lines, line_count.value * 20)
    SUMMARY.pack_into(block, offset, size[0], size[1], content[0], content[1], visible, line_count.value)
    del base


def new_block(count: int) -> Tuple[bytearray, int]:
    """A zeroed result block for ``count`` items and its address."""
    block = bytearray(block_bytes(count))
    return block, ctypes.addressof(ctypes.c_char.from_buffer(block))


NAN = math.nan
EMPTY_FLOATS = array("f", [0.0] * 4)


_natives: Dict[int, Native] = {}


def native_for(lib: Library) -> Native:
    """The C helpers bound to ``lib``, made on first use."""
    native = _natives.get(id(lib))
    if native is None:
        native = _natives[id(lib)] = Native(lib)
    return native


def failed_index(block: bytearray) -> int:
    """The index of the pair a packing failure stopped at (written at the block's start)."""
    return int.from_bytes(block[:8], sys.byteorder)
