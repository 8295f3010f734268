"""Old names kept working: each warns (DeprecationWarning) and calls the name that replaced it.

The bindings use the C header's names (``flow_layout_set_item_spacing`` is ``set_item_spacing``);
names they had before are kept as aliases so that code written against them does not break.
"""

from __future__ import annotations

import warnings
from typing import Any, Callable


def deprecated_method(new_name: str, old_name: str) -> Callable[..., Any]:
    """A method ``old_name`` that warns and calls ``new_name`` with the same arguments."""

    def alias(self: Any, *arguments: Any, **keywords: Any) -> Any:
        warn_renamed(old_name, new_name)
        return getattr(self, new_name)(*arguments, **keywords)

    alias.__name__ = old_name
    alias.__qualname__ = old_name
    alias.__doc__ = f"Deprecated name of :meth:`{new_name}` (the C header's name), which it calls."
    return alias


def warn_renamed(old_name: str, new_name: str, stacklevel: int = 3) -> None:
    """Warns that ``old_name`` is deprecated in favour of ``new_name``."""
    warnings.warn(f"{old_name} is deprecated: use {new_name} (the name the C header gives it)", DeprecationWarning,
                  stacklevel=stacklevel)
