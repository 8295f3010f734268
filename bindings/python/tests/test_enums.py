"""Requirement: the Python enums and the function table agree with include/flowlayout.h (drift test)."""

from __future__ import annotations

import re
from pathlib import Path


import flowlayout
from flowlayout import _library

REPO = Path(__file__).resolve().parents[3]  # the repository root

HEADER = REPO / "include" / "flowlayout.h"

# header prefix -> (Python enum, name of the member after the prefix)
PREFIXES = [
    ("FLOW_AXIS_", flowlayout.Axis),
    ("FLOW_DIRECTION_", flowlayout.Direction),
    ("FLOW_JUSTIFY_", flowlayout.Justify),
    ("FLOW_ALIGN_", flowlayout.AlignItems),
    ("FLOW_CONTENT_", flowlayout.AlignContent),
    ("FLOW_BREAK_", flowlayout.LineBreaking),
    ("FLOW_ITEM_", flowlayout.ItemFlags),
    ("FLOW_ERROR_", flowlayout.Status),
    ("FLOW_WRAP_", flowlayout.Wrap),
    ("FLOW_FILL_", flowlayout.LineFill),
    ("FLOW_NAV_", flowlayout.Navigation),
]
SPECIAL = {"FLOW_OK": flowlayout.Status.OK, "FLOW_WRAP": flowlayout.Wrap.WRAP,
           "FLOW_WRAP_REVERSE": flowlayout.Wrap.WRAP_REVERSE}


def header_text() -> str:
    # The drift check needs the header: the suite runs from a checkout of the repository.
    assert HEADER.is_file(), f"{HEADER} not found"
    return HEADER.read_text()


def header_constants() -> dict:
    return {name: int(value) for name, value in re.findall(r"\b(FLOW_[A-Z_]+)\s*=\s*(\d+)", header_text())}


def python_member(name: str):
    if name in SPECIAL:
        return SPECIAL[name]
    for prefix, kind in PREFIXES:
        if name.startswith(prefix):
            return kind[name[len(prefix):]]
    raise KeyError(name)


def test_every_header_enum_value_has_the_same_value_in_python():
    constants = header_constants()
    assert len(constants) >= 30, "the header's enums were not found"
    for name, value in constants.items():
        assert int(python_member(name)) == value, name


def test_every_python_enum_member_is_in_the_header():
    constants = header_constants()
    values = {(type(python_member(name)), value) for name, value in constants.items()}
    for _, kind in PREFIXES:
        for member in kind:
            if kind is flowlayout.ItemFlags and member == 0:
                continue  # NONE: no flag, not a header constant
            assert (kind, int(member)) in values, f"{kind.__name__}.{member.name} is not in flowlayout.h"


def test_every_function_in_the_table_is_declared_with_as_many_parameters():
    text = re.sub(r"/\*.*?\*/", "", header_text(), flags=re.S)
    declared = {}
    for name, parameters in re.findall(r"\b(flow_[a-z_]+)\s*\(([^)]*)\)\s*;", text):
        parameters = parameters.strip()
        declared[name] = 0 if parameters in ("", "void") else parameters.count(",") + 1
    for name, argtypes, _, _ in _library.FUNCTIONS:
        assert name in declared, f"{name} is not declared in flowlayout.h"
        assert declared[name] == len(argtypes), f"{name}: header has {declared[name]} parameters"


def test_each_function_is_declared_once_in_the_table():
    names = [name for name, _, _, _ in (*_library.FUNCTIONS, *_library.OPTIONAL_FUNCTIONS)]
    assert sorted(name for name in set(names) if names.count(name) > 1) == []


def test_options_accept_css_and_python_spellings():
    assert flowlayout.Justify("space-between") is flowlayout.Justify.SPACE_BETWEEN
    assert flowlayout.AlignItems("FIRST_BASELINE") is flowlayout.AlignItems.FIRST_BASELINE
    assert flowlayout.Wrap("nowrap") is flowlayout.Wrap.NONE
    assert str(flowlayout.AlignContent.SPACE_EVENLY) == "space-evenly"
    assert f"{flowlayout.Wrap.WRAP_REVERSE}" == "wrap-reverse"
