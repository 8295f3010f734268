"""Shared fixtures. The suite tests the *installed* package (run it with scripts/test-python)."""

from __future__ import annotations

import os
from typing import Iterator

import pytest

import flowlayout
from flowlayout import _inputs, _native, _results

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # the Qt adapter's tests need no display

# scripts/test-python installs every toolkit and runs under a display: there, a test that would skip
# (a toolkit missing, no display, an example that could not start) fails instead, saying why.
NO_SKIP = os.environ.get("FLOWLAYOUT_TEST_NO_SKIP") == "1"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    if NO_SKIP and report.skipped and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"skipped where nothing may be (FLOWLAYOUT_TEST_NO_SKIP=1): {report.longrepr}"


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector: pytest.Collector) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    if NO_SKIP and report.skipped:  # a module skipped whole (a toolkit missing)
        report.outcome = "failed"
        report.longrepr = f"skipped where nothing may be (FLOWLAYOUT_TEST_NO_SKIP=1): {report.longrepr}"


@pytest.fixture
def layout() -> Iterator[flowlayout.FlowLayout]:
    """A layout with distinct item and line gaps (10 and 5), closed after the test."""
    with flowlayout.FlowLayout(item_spacing=10, line_spacing=5) as made:
        yield made


@pytest.fixture(params=["native", "python"])
def packing(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Runs a test twice: pairs and per-item inputs packed and results read by the C helpers, then
    by the pure-Python fallback (as where the helper module or ctypes.pythonapi is missing)."""
    if request.param == "python":
        from flowlayout._library import library
        from flowlayout._native import Native

        fallback = Native.__new__(Native)
        fallback.lib = library()
        fallback.arrange_list = fallback.arrange_pairs = fallback.pack_pairs = fallback.read_result = fallback.pack_groups = None
        fallback.fast_arrange = fallback.fast_frames = fallback.fast_read = fallback.arrange_inputs = None
        fallback.fast_arrange_into = None
        monkeypatch.setitem(_native._natives, id(library()), fallback)
        monkeypatch.setattr(_results, "fast_frames", None)
        monkeypatch.setattr(_inputs, "fast_pack", None)
    return request.param

