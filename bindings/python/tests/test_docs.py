"""Requirement: the examples in the package's README and docstrings run and print what they say."""

from __future__ import annotations

import doctest

import pytest

import flowlayout
import flowlayout.layout

from helpers import REPO


@pytest.mark.parametrize("module", [flowlayout, flowlayout.layout], ids=lambda module: module.__name__)
def test_docstring_examples(module):
    failures, tried = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert tried > 0 and failures == 0


def test_readme_examples():
    failures, tried = doctest.testfile(str(REPO / "bindings" / "python" / "README.md"), module_relative=False)
    assert tried > 0 and failures == 0
