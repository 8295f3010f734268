"""Finds and loads ``libflowlayout``, and declares every C function the bindings call.

The library is the copy bundled next to this package by ``pip install``, or the file named by the
environment variable ``FLOWLAYOUT_LIBRARY``. A library of another major version is refused: same
major version means same ABI.

Each C function is declared once, in ``FUNCTIONS``: (name, argument types, result type, check).
Functions checked with ``STATUS`` return a status code; a non-zero one becomes a
:class:`FlowLayoutError` carrying the library's message for that handle.
"""

from __future__ import annotations

import ctypes
import os
import sys
import threading
from ctypes import POINTER, c_char_p, c_float, c_int, c_size_t, c_uint32, c_void_p
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, List, Optional, Sequence, Tuple

from ._errors import CLOSED_MESSAGE, FlowLayoutError, LibraryNotFoundError, python_message
from ._types import CSize
from ._version import __version__

ABI_MAJOR = int(__version__.split(".")[0])
"""Major version of the C ABI these bindings speak: ``flow_layout_version() // 10000``."""

LIBRARY_ENV = "FLOWLAYOUT_LIBRARY"
"""Environment variable naming a ``libflowlayout`` to load instead of the bundled copy."""

_PACKAGE_DIR = Path(__file__).resolve().parent
_LIBRARY_NAMES = {"darwin": "libflowlayout.dylib", "win32": "flowlayout.dll"}
_TRAMPOLINE_NAMES = {"darwin": "libflowlayout_pymeasure.dylib", "win32": "flowlayout_pymeasure.dll"}

STATUS = "status"
"""Check kind: the result is a status code, raise on anything but ``FLOW_OK``."""

HANDLE = c_void_p
SIZE_OUT = POINTER(c_size_t)


class Edges(ctypes.Structure):
    """``flow_edges``: lengths on the four physical sides (padding), in points."""

    _fields_ = [("top", c_float), ("right", c_float), ("bottom", c_float), ("left", c_float)]


# name, argtypes, restype, check
FUNCTIONS: Sequence[Tuple[str, Sequence[Any], Any, Optional[str]]] = (
    ("flow_layout_version", (), c_uint32, None),
    ("flow_status_string", (c_int,), c_char_p, None),
    ("flow_layout_create", (), HANDLE, None),
    ("flow_layout_destroy", (HANDLE,), None, None),
    ("flow_layout_last_error", (HANDLE,), c_char_p, None),
    ("flow_layout_set_axis", (HANDLE, c_int), c_int, STATUS),
    ("flow_layout_set_wrap", (HANDLE, c_int), c_int, STATUS),
    ("flow_layout_set_direction", (HANDLE, c_int), c_int, STATUS),
    ("flow_layout_set_spacing", (HANDLE, c_float, c_float), c_int, STATUS),
    ("flow_layout_set_justify", (HANDLE, c_int), c_int, STATUS),
    ("flow_layout_set_align_items", (HANDLE, c_int), c_int, STATUS),
    ("flow_layout_set_align_content", (HANDLE, c_int), c_int, STATUS),
    ("flow_layout_set_max_lines", (HANDLE, c_uint32), c_int, STATUS),
    ("flow_layout_set_max_items_per_line", (HANDLE, c_uint32), c_int, STATUS),
    ("flow_layout_set_uniform_size", (HANDLE, c_int), c_int, STATUS),
    ("flow_layout_set_pixel_scale", (HANDLE, c_float), c_int, STATUS),
    ("flow_layout_set_line_breaking", (HANDLE, c_int), c_int, STATUS),
    ("flow_layout_set_min_lines", (HANDLE, c_uint32), c_int, STATUS),
    ("flow_layout_set_items", (HANDLE, c_void_p, c_size_t), c_int, STATUS),
    ("flow_layout_set_measure", (HANDLE, c_size_t, c_void_p, c_void_p), c_int, STATUS),
    ("flow_layout_invalidate_item", (HANDLE, c_size_t), c_int, STATUS),
    ("flow_layout_set_item_grow", (HANDLE, c_void_p, c_size_t), c_int, STATUS),
    ("flow_layout_set_item_flags", (HANDLE, c_void_p, c_size_t), c_int, STATUS),
    ("flow_layout_set_item_baselines", (HANDLE, c_void_p, c_void_p, c_size_t), c_int, STATUS),
    ("flow_layout_set_item_guides", (HANDLE, c_void_p, c_size_t), c_int, STATUS),
    ("flow_layout_set_item_spacing", (HANDLE, c_void_p, c_size_t), c_int, STATUS),
    ("flow_layout_set_padding", (HANDLE, Edges), c_int, STATUS),
    ("flow_layout_set_reverse", (HANDLE, c_int), c_int, STATUS),
    ("flow_layout_set_item_margins", (HANDLE, c_void_p, c_size_t), c_int, STATUS),
    ("flow_layout_set_item_limits", (HANDLE, c_void_p, c_void_p, c_size_t), c_int, STATUS),
    ("flow_layout_set_item_shrink", (HANDLE, c_void_p, c_size_t), c_int, STATUS),
    ("flow_layout_set_item_align", (HANDLE, c_void_p, c_size_t), c_int, STATUS),
    ("flow_layout_size_that_fits", (HANDLE, c_float, c_float, c_void_p), c_int, STATUS),
    ("flow_layout_arrange", (HANDLE, c_float, c_float), c_int, STATUS),
    ("flow_layout_get_size", (HANDLE, c_void_p), c_int, STATUS),
    ("flow_layout_get_content_size", (HANDLE, c_void_p), c_int, STATUS),
    ("flow_layout_frames", (HANDLE, SIZE_OUT), c_void_p, None),
    ("flow_layout_lines", (HANDLE, SIZE_OUT), c_void_p, None),
    ("flow_layout_visible_count", (HANDLE,), c_size_t, None),
    ("flow_layout_first_fitting", (c_void_p, c_size_t, c_float, c_float, SIZE_OUT), c_int, None),
    # The embedding API (flowlayout.h section 9). The queries record no message on the handle
    # (const handle): their statuses are turned into exceptions by the caller, not by STATUS.
    ("flow_layout_set_measure_ex", (HANDLE, c_size_t, c_void_p, c_void_p), c_int, STATUS),
    ("flow_layout_set_item_size", (HANDLE, c_size_t, CSize), c_int, STATUS),
    ("flow_layout_item_at", (HANDLE, c_float, c_float, SIZE_OUT), c_int, None),
    ("flow_layout_line_of_item", (HANDLE, c_size_t, SIZE_OUT), c_int, None),
    ("flow_layout_lines_in_range", (HANDLE, c_float, c_float, SIZE_OUT, SIZE_OUT), c_int, None),
    ("flow_layout_neighbor", (HANDLE, c_size_t, c_int, SIZE_OUT), c_int, None),
    ("flow_layout_insertion_point", (HANDLE, c_float, c_float, SIZE_OUT, c_void_p), c_int, None),
    # The one-call fast path: status checked by the caller (an errcheck costs a Python call).
    ("flow_layout_arrange_into", (HANDLE, c_void_p, c_size_t, c_float, c_float, c_void_p, c_void_p), c_int, None),
)

OPTIONAL_FUNCTIONS: Sequence[Tuple[str, Sequence[Any], Any, Optional[str]]] = (
    # Line features.
    ("flow_layout_set_justify_last", (HANDLE, c_int), c_int, STATUS),
    ("flow_layout_set_line_fill", (HANDLE, c_int, c_float), c_int, STATUS),
    ("flow_layout_set_separator", (HANDLE, CSize), c_int, STATUS),
    ("flow_layout_set_overflow_indicator", (HANDLE, c_void_p, c_void_p), c_int, STATUS),
    ("flow_layout_overflow_frame", (HANDLE, c_void_p), c_int, STATUS),
    ("flow_layout_separators", (HANDLE, SIZE_OUT), c_void_p, None),
    ("flow_layout_arrange_batch", (HANDLE, c_void_p, c_void_p, c_size_t, c_float, c_float, c_void_p, c_void_p),
     c_int, None),
    # Lanes (masonry). The queries' statuses are turned into exceptions by the caller.
    ("flow_layout_set_lanes", (HANDLE, c_uint32, c_float), c_int, STATUS),
    ("flow_layout_set_lane_tolerance", (HANDLE, c_float), c_int, STATUS),
    ("flow_layout_set_item_lane_span", (HANDLE, c_void_p, c_size_t), c_int, STATUS),
    ("flow_layout_lanes", (HANDLE, SIZE_OUT), c_void_p, None),
    ("flow_layout_lane_of_item", (HANDLE, c_size_t, SIZE_OUT, SIZE_OUT), c_int, None),
    # The range measure callback (answers runs of items).
    ("flow_layout_set_measure_range", (HANDLE, c_size_t, c_void_p, c_void_p), c_int, STATUS),
)
"""Functions of newer libraries: None attributes when the loaded library lacks them."""


class Library:
    """The loaded C library: one attribute per entry of ``FUNCTIONS``, plus its path and version."""

    path: str
    version: int
    trampoline: Optional[int]
    """Address of the measure trampoline (see ``csrc/measure_trampoline.c``), None when absent."""
    overflow_trampoline: Optional[int]
    """Address of the overflow indicator's trampoline (same file), None when absent."""
    measure_ex_trampoline: Optional[int]
    """Address of the measure trampoline with baselines (a ``flow_measure_ex_fn``, same file), None
    when absent."""
    measure_range_trampoline: Optional[int]
    """Address of the range measure trampoline (a ``flow_measure_range_fn``, same file), None when
    absent."""

    def __init__(self, path: str) -> None:
        try:
            dll = ctypes.CDLL(path)
        except OSError as error:
            raise LibraryNotFoundError(f"cannot load the flowlayout library {path!r}: {error}") from error
        self.path = path
        self._dll = dll
        for name, argtypes, restype, check in (*FUNCTIONS, *OPTIONAL_FUNCTIONS):
            try:
                function = getattr(dll, name)
            except AttributeError:
                if (name, argtypes, restype, check) in OPTIONAL_FUNCTIONS:
                    setattr(self, name, None)
                    continue
                raise LibraryNotFoundError(f"{path!r} lacks the function {name}: not a flowlayout library") from None
            function.argtypes = list(argtypes)
            function.restype = restype
            if check == STATUS:
                function.errcheck = self._check_status
            setattr(self, name, function)
        self.version = int(self.flow_layout_version())
        if self.version // 10000 != ABI_MAJOR:
            raise LibraryNotFoundError(
                f"{path!r} is flowlayout {format_version(self.version)}; these bindings need major version "
                f"{ABI_MAJOR} (set {LIBRARY_ENV} to a compatible build)"
            )
        self.trampoline = _load_trampoline()
        self.overflow_trampoline = _trampoline_function("flowpy_overflow_trampoline")
        self.measure_ex_trampoline = _trampoline_function("flowpy_measure_ex_trampoline")
        self.measure_range_trampoline = _trampoline_function("flowpy_measure_range_trampoline")

    if TYPE_CHECKING:
        def __getattr__(self, name: str) -> Any:  # the functions of FUNCTIONS, set in __init__
            ...

    def _check_status(self, status: int, function: Any, arguments: Tuple[Any, ...]) -> int:
        if status != 0:
            raise self.error(status, arguments[0])
        return status

    def error(self, status: int, handle: Any, argument: Optional[str] = None) -> FlowLayoutError:
        """The exception for ``status``, with the message the library left on ``handle``, its C
        function's name replaced by the Python ``argument`` (see ``_errors``)."""
        if handle is None:
            return FlowLayoutError(status, CLOSED_MESSAGE)
        message = self.flow_layout_last_error(handle) if handle else None
        if not message:
            message = self.flow_layout_status_text(status)
        return FlowLayoutError(status, python_message(message.decode("utf-8", "replace"), argument))

    def flow_layout_status_text(self, status: int) -> bytes:
        """``flow_status_string(status)``, never None."""
        return self.flow_status_string(status) or b"unknown status"


def format_version(version: int) -> str:
    """``10203`` -> ``"1.2.3"``."""
    return f"{version // 10000}.{version // 100 % 100}.{version % 100}"


def library_path() -> str:
    """Path of the library to load: ``$FLOWLAYOUT_LIBRARY``, or the copy bundled with the package."""
    override = os.environ.get(LIBRARY_ENV)
    if override:
        return override
    name = _LIBRARY_NAMES.get(sys.platform, "libflowlayout.so")
    bundled = _PACKAGE_DIR / name
    if not bundled.exists():
        raise LibraryNotFoundError(
            f"no {name} next to the flowlayout package ({_PACKAGE_DIR}); install the package with "
            f"pip, or set {LIBRARY_ENV} to a built library"
        )
    return str(bundled)


def trampoline_path() -> Optional[Path]:
    """The helper module (measure trampoline, sequence packing): the one installed with the
    package, else one beside the library ``FLOWLAYOUT_LIBRARY`` names; None when neither exists."""
    name = _TRAMPOLINE_NAMES.get(sys.platform, "libflowlayout_pymeasure.so")
    override = os.environ.get(LIBRARY_ENV)
    for folder in (_PACKAGE_DIR, *([Path(override).parent] if override else [])):
        path = folder / name
        if path.exists():
            return path
    return None


def _load_trampoline() -> Optional[int]:
    path = trampoline_path()
    if path is None:
        return None
    dll = ctypes.CDLL(str(path))
    _trampoline_libraries.append(dll)  # never unloaded: layouts hold its address
    return ctypes.cast(dll.flowpy_measure_trampoline, c_void_p).value


def _trampoline_function(name: str) -> Optional[int]:
    """Address of another function of the helper module loaded by ``_load_trampoline``."""
    if not _trampoline_libraries:
        return None
    function = getattr(_trampoline_libraries[-1], name, None)
    return None if function is None else ctypes.cast(function, c_void_p).value


_trampoline_libraries: List[ctypes.CDLL] = []
_loaded: Optional[Library] = None
_lock = threading.Lock()


def library() -> Library:
    """The library, loaded on first use. Raises :class:`LibraryNotFoundError` when unusable."""
    global _loaded
    if _loaded is None:
        with _lock:
            if _loaded is None:
                _loaded = Library(library_path())
    return _loaded


MeasureReply = ctypes.CFUNCTYPE(None, c_size_t, c_float, c_float, POINTER(c_float))
"""The Python half of a measure callback: (index, proposed width, proposed height, out), where
``out`` holds the width and height, then, for the trampoline with baselines, the first and last
baselines (out[4])."""


class MeasureRecord(ctypes.Structure):
    """The ``user_data`` the trampoline receives: the reply function to call."""

    _fields_ = [("reply", MeasureReply)]


MeasureRangeReply = ctypes.CFUNCTYPE(None, c_size_t, c_size_t, c_float, c_float, c_void_p)
"""The Python half of a range measure callback: (first, count, proposed width, proposed height,
answers), ``answers`` the address of ``count`` flow_size the trampoline passes on (see
``csrc/measure_trampoline.c``: the proposal arrives as two floats, not as a structure)."""


class MeasureRangeRecord(ctypes.Structure):
    """The ``user_data`` the range trampoline receives: the reply function to call."""

    _fields_ = [("reply", MeasureRangeReply)]


ReplyFunction = Callable[[int, float, float, Any], None]
