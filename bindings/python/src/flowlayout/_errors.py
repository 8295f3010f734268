"""The exception every failure of the C library becomes."""

from __future__ import annotations

from ._enums import Status


class FlowLayoutError(Exception):
    """A call into the flowlayout library failed.

    ``status`` is the library's status code (a :class:`Status` when it is a known one) and
    ``message`` the library's own explanation of what was wrong. A failed call changes nothing:
    the layout keeps its previous inputs and results.
    """

    status: Status | int
    message: str

    def __init__(self, status: int, message: str) -> None:
        try:
            status = Status(status)
        except ValueError:
            pass
        super().__init__(status, message)
        self.status = status
        self.message = message

    def __str__(self) -> str:
        name = self.status.name if isinstance(self.status, Status) else str(self.status)
        return f"{self.message} [{name}]"


class LibraryNotFoundError(ImportError):
    """The shared library could not be found or loaded, or is of an incompatible version."""
