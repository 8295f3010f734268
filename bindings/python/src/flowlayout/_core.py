""":class:`LayoutCore`: what every part of :class:`FlowLayout` shares.

``FlowLayout`` is assembled from one class per concern, each a subclass of the one before (see
``layout``): this core (the library's handle and the state kept beside it), the options
(``_layout_options``), the items and per-item inputs (``_item_inputs``), arranging and reading
results (``_arranging``), then the one-call paths (``_one_call``) and batches (``_batch``). Every
part lists its attributes in ``__slots__``, so a misspelt attribute (``layout.justfy = "center"``)
raises AttributeError instead of being kept unseen.
"""

from __future__ import annotations

import weakref
from typing import Any, Dict, Optional

from ._callbacks import raise_failure
from ._errors import FlowLayoutError
from ._fastpath import Staging
from ._inputs import Packed
from ._library import Library, library
from ._line_features import IndicatorState
from ._measure import MeasureState


class _DeadFinalizer:
    """Stands for the finalizer of a layout whose library handle is not created yet."""

    alive = False

    def __call__(self) -> None:
        return None


_NO_FINALIZER = _DeadFinalizer()


class LayoutCore:
    """A handle on one layout of the C library, created on first use and freed by :meth:`close`
    (or by the garbage collector), and the state the bindings keep beside it."""

    __slots__ = ("_lib", "_handle", "_closed", "_finalizer", "_options", "_measure", "_staging", "_count", "_held",
                 "_batch_scratch", "_indicator", "__weakref__")

    _lib: Library
    _handle: Optional[int]
    _closed: bool
    _finalizer: Any
    _options: Dict[str, Any]
    """The options set so far, by name (the others have their defaults)."""
    _measure: Optional[MeasureState]
    """The measure callback the library holds, kept alive while it does."""
    _staging: Optional[Staging]
    _count: int
    """The number of items the library holds."""
    _held: Dict[str, Packed]
    """The per-item inputs the library holds, by name (it has no getters: kept to hand them back)."""
    _batch_scratch: Optional[bytearray]
    _indicator: Optional[IndicatorState]
    """The overflow indicator the library holds, kept alive while it does."""

    def __init__(self) -> None:
        self._lib = library()
        self._handle = None
        self._closed = False
        self._finalizer = _NO_FINALIZER
        self._options = {}
        self._measure = None
        self._staging = None
        self._count = 0
        self._held = {}
        self._batch_scratch = None
        self._indicator = None

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
        """Frees the library's layout now. Further calls raise :class:`FlowLayoutError` saying the
        layout is closed; closing twice is harmless. Closing from inside the layout's own measure
        callback is allowed: the library defers the destruction until the arrange returns (and the
        arrange keeps the callback's ctypes objects alive until then)."""
        self._closed = True
        self._handle = None
        self._finalizer()
        self._measure = None

    @property
    def closed(self) -> bool:
        """True once :meth:`close` has run."""
        return self._closed

    def _items_set(self, count: int) -> None:
        """Notes that the library holds ``count`` items now."""
        if count != self._count:
            self._held.clear()  # the library clears the per-item inputs when the item count changes
            self._count = count

    def _call_measuring(self, function: Any, *arguments: Any) -> None:
        """Calls ``function(handle, *arguments)``, a call into the library that may run the callbacks."""
        try:
            function(self._h(), *arguments)
        except FlowLayoutError as error:
            raise_failure(self, error)
        raise_failure(self, None)
