"""The exceptions of the package, and how a library message comes to name the Python argument.

Which exception a failure raises (SPEC 15: the same kind of failure, the same type everywhere):

- a value of the wrong type: ``TypeError``;
- a bad value: ``ValueError``. Those the library refuses (status ``INVALID_ARGUMENT``) raise
  :class:`InvalidArgumentError`, which is both a ``ValueError`` and a :class:`FlowLayoutError`;
  those the bindings catch first (``max_lines=-1``, a row of 3 numbers where 4 are expected)
  raise a plain ``ValueError``. ``except ValueError`` catches every bad value;
- any other failure of the library (out of memory, not arranged yet, a measure callback that
  answered badly or raised, a closed layout): :class:`FlowLayoutError`.

Messages name the Python argument or option (``width: must be >= 0 ...``, ``grow[2]: ...``), not
the C function the library names (``flow_layout_set_item_grow: item 2: ...``).
"""

from __future__ import annotations

import re
from typing import Optional

from ._enums import Status


class FlowLayoutError(Exception):
    """A call into the flowlayout library failed.

    ``status`` is the library's status code (a :class:`Status` when it is a known one) and
    ``message`` what was wrong, naming the Python argument where the bindings know it. A failed
    call changes nothing: the layout keeps its previous inputs and results.
    """

    status: Status | int
    message: str

    def __new__(cls, status: int, message: str) -> "FlowLayoutError":
        # Status INVALID_ARGUMENT always makes an InvalidArgumentError (a ValueError too).
        if cls is FlowLayoutError and status == Status.INVALID_ARGUMENT:
            cls = InvalidArgumentError
        return super().__new__(cls, status, message)

    def __init__(self, status: int, message: str) -> None:
        try:
            status = Status(status)
        except ValueError:
            pass
        super().__init__(status, message)
        self.status = status
        self.message = message

    def __str__(self) -> str:
        return self.message

    def naming(self, argument: str) -> "FlowLayoutError":
        """The same failure, its message naming ``argument`` where the library named a C function
        (a bad value's; any other failure is returned as it is)."""
        if self.status != Status.INVALID_ARGUMENT:
            return self
        return type(self)(self.status, python_message(self.message, argument))


class InvalidArgumentError(FlowLayoutError, ValueError):
    """A value the library refuses (status ``INVALID_ARGUMENT``): a ``ValueError`` too.
    ``FlowLayoutError(Status.INVALID_ARGUMENT, message)`` makes one."""


class LibraryNotFoundError(ImportError):
    """The shared library could not be found or loaded, or is of an incompatible version."""


CLOSED_MESSAGE = "the layout is closed: close() was called, or the with block ended"

_C_PREFIX = re.compile(r"^(?:flow_layout_[a-z_]+|FLOW_ERROR_[A-Z_]+): ")
_ITEM = re.compile(r"^item (\d+): ")


def python_message(message: str, argument: Optional[str]) -> str:
    """``message`` of the library with its C prefix replaced by the Python ``argument``:
    ``flow_layout_set_item_grow: item 2: grow weights ...`` -> ``grow[2]: grow weights ...``."""
    rest = _C_PREFIX.sub("", message, count=1)
    if argument is None:
        return rest
    item = _ITEM.match(rest)
    if item is not None:
        return f"{argument}[{item.group(1)}]: {rest[item.end():]}"
    return f"{argument}: {rest}"
