"""Requirement: the examples in the package's README and docstrings run and print what they say."""

from __future__ import annotations

import doctest
import importlib

import pytest

from helpers import REPO, need_toolkit, package_modules

MODULES = [name for name in package_modules() if name != "flowlayout.__main__"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    need_toolkit(name)
    failures, tried = doctest.testmod(importlib.import_module(name), optionflags=doctest.NORMALIZE_WHITESPACE)
    assert failures == 0


def test_the_docstring_examples_are_found():
    tried = sum(doctest.testmod(importlib.import_module(name), optionflags=doctest.NORMALIZE_WHITESPACE).attempted
                for name in ("flowlayout", "flowlayout.layout", "flowlayout._one_call", "flowlayout._batch"))
    assert tried >= 7  # flowlayout, FlowLayout, staging, arrange_batch


def test_readme_examples():
    need_toolkit("flowlayout.qt")  # the README shows the adapters at work
    need_toolkit("flowlayout.tk")
    import tkinter

    try:
        tkinter.Tk().destroy()
    except tkinter.TclError as error:
        pytest.skip(f"the README's Tk example needs a display ({error}): run under xvfb-run, as scripts/test-python does")
    failures, tried = doctest.testfile(str(REPO / "bindings" / "python" / "README.md"), module_relative=False)
    assert tried > 0 and failures == 0
