"""Shared fixtures. The suite tests the *installed* package (run it with scripts/test-python)."""

from __future__ import annotations

from typing import Iterator

import pytest

import flowlayout
from flowlayout import _arrays

@pytest.fixture
def layout() -> Iterator[flowlayout.FlowLayout]:
    """A layout with distinct item and line gaps (10 and 5), closed after the test."""
    with flowlayout.FlowLayout(item_spacing=10, line_spacing=5) as made:
        yield made


@pytest.fixture(params=["numpy", "lists"])
def output_kind(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Runs a test twice: results as NumPy arrays, then as lists (as when NumPy is absent)."""
    if request.param == "numpy":
        pytest.importorskip("numpy")
    else:
        monkeypatch.setattr(_arrays, "numpy", None)
    return request.param

