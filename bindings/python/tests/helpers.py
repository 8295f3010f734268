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
