"""Helpers shared by the tests."""

from __future__ import annotations

from pathlib import Path
from typing import List

import flowlayout

REPO = Path(__file__).resolve().parents[3]
"""The repository root (bindings/python/tests/../../..)."""


def frames_of(result: flowlayout.LayoutResult) -> list:
    """Frames as plain (x, y, width, height) tuples of floats."""
    return [tuple(rect) for rect in result.rects()]


ADAPTERS = {"flowlayout.qt": ("PySide6", "PyQt6"), "flowlayout.tk": ("tkinter",), "flowlayout.imgui": ("imgui_bundle",)}
"""The package's toolkit adapters, and the toolkits each can import (tests of a module none of whose
toolkits can be imported are skipped, saying so)."""


def need_toolkit(module: str) -> None:
    """Skips the calling test (or module) when ``module`` is an adapter whose toolkit is not installed."""
    import importlib.util

    import pytest

    toolkits = ADAPTERS.get(module)
    if toolkits is not None and not any(importlib.util.find_spec(t) is not None for t in toolkits):
        pytest.skip(f"{module} needs {' or '.join(toolkits)}, which is not installed "
                    f"(scripts/test-python installs it)", allow_module_level=True)


def package_modules() -> List[str]:
    """The dotted names of the package's Python modules (its .py files, not the bundled libraries)."""
    package = Path(flowlayout.__file__).resolve().parent
    names = []
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names
