"""Helpers shared by the tests."""

from __future__ import annotations

from pathlib import Path

import flowlayout

REPO = Path(__file__).resolve().parents[3]
"""The repository root (bindings/python/tests/../../..)."""


def frames_of(result: flowlayout.LayoutResult) -> list:
    """Frames as plain (x, y, width, height) tuples of floats."""
    return [tuple(rect) for rect in result.rects()]
