"""Requirement: one name per concept - the Python names are the C header's, in snake_case - and
the names the bindings had before keep working, with a DeprecationWarning."""

from __future__ import annotations

import re
import warnings

import pytest

from flowlayout import FlowLayout

from helpers import REPO, frames_of

HEADER = (REPO / "include" / "flowlayout.h").read_text(encoding="utf-8")
C_FUNCTIONS = set(re.findall(r"\b(flow_layout_[a-z_]+)\(", HEADER))

RENAMED = {  # old Python name -> the C header's name
    "set_grow": "set_item_grow",
    "set_flags": "set_item_flags",
    "set_guides": "set_item_guides",
    "set_spacing": "set_item_spacing",
    "set_baselines": "set_item_baselines",
    "set_margins": "set_item_margins",
    "set_limits": "set_item_limits",
    "set_shrink": "set_item_shrink",
    "set_align_self": "set_item_align",
    "arrange_frames": "arrange_into",
    "arrange_many": "arrange_batch",
}


@pytest.mark.parametrize("new", sorted(RENAMED.values()))
def test_each_renamed_method_is_a_function_of_the_header(new):
    assert f"flow_layout_{new}" in C_FUNCTIONS
    assert callable(getattr(FlowLayout, new))


def test_every_per_item_setter_of_the_header_is_a_method():
    setters = {name[len("flow_layout_"):] for name in C_FUNCTIONS if name.startswith("flow_layout_set_item_")}
    setters.discard("set_item_size")  # one item's size (SPEC 9), not a per-item array
    missing = sorted(name for name in setters if not hasattr(FlowLayout, name))
    assert not missing, f"C per-item setters with no FlowLayout method: {missing}"


ITEMS = {  # flowlayout.h section 5 (and 9's measure callback with baselines) -> the FlowLayout method
    "flow_layout_set_items": "set_items",
    "flow_layout_set_measure": "set_measure",
    "flow_layout_set_measure_ex": "set_measure",  # baselines=True
    "flow_layout_set_measure_range": "set_measure_range",
    "flow_layout_invalidate_item": "invalidate_item",
    "flow_layout_set_item_size": "set_item_size",
}


@pytest.mark.parametrize("function", sorted(ITEMS))
def test_each_way_of_setting_the_items_is_a_function_of_the_header_and_a_method(function):
    from flowlayout import _library

    assert function in C_FUNCTIONS
    assert [entry[0] for entry in (*_library.FUNCTIONS, *_library.OPTIONAL_FUNCTIONS)].count(function) == 1
    assert callable(getattr(FlowLayout, ITEMS[function]))


NOT_WRAPPED = {
    # A custom allocator for the library's memory: Python's memory is not the library's to manage.
    "flow_layout_create_with_allocator",
}


def test_every_function_of_the_header_is_declared_to_the_bindings():
    from flowlayout import _library

    declared = {entry[0] for entry in (*_library.FUNCTIONS, *_library.OPTIONAL_FUNCTIONS)}
    missing = sorted(C_FUNCTIONS - declared - NOT_WRAPPED)
    assert not missing, f"C functions the Python bindings do not wrap: {missing}"
    assert NOT_WRAPPED <= C_FUNCTIONS, "an exception for a function the header no longer has"


CALLS = {
    "set_grow": ([1, 0],), "set_flags": ([0, 0],), "set_guides": ([None, None],),
    "set_spacing": ([(1, 1, 1, 1)] * 2,), "set_baselines": ([5, 5],), "set_margins": ([(0, 0, 0, 0)] * 2,),
    "set_limits": ([(0, 0)] * 2,), "set_shrink": ([0, 0],), "set_align_self": (["center", None],),
}


@pytest.mark.parametrize("old", sorted(CALLS))
def test_old_per_item_names_warn_and_do_what_the_new_ones_do(old):
    sizes = [(30, 10), (30, 20)]
    with FlowLayout(item_spacing=None, align_items="stretch") as new_layout, FlowLayout(item_spacing=None,
                                                                                       align_items="stretch") as layout:
        new_layout.set_items(sizes)
        getattr(new_layout, RENAMED[old])(*CALLS[old])
        layout.set_items(sizes)
        with pytest.warns(DeprecationWarning, match=f"{old} is deprecated: use {RENAMED[old]}"):
            getattr(layout, old)(*CALLS[old])
        assert frames_of(layout.arrange(None, 100)) == frames_of(new_layout.arrange(None, 100))


def test_old_arrange_names_warn_and_give_the_same_results(layout):
    with pytest.warns(DeprecationWarning, match="arrange_frames is deprecated: use arrange_into"):
        old = layout.arrange_frames([(30, 10)] * 3, 70)
    assert old.tolist() == layout.arrange_into([(30, 10)] * 3, 70).tolist()
    with pytest.warns(DeprecationWarning, match="arrange_many is deprecated: use arrange_batch"):
        batch = layout.arrange_many([[(30, 10)] * 3], 70)
    assert list(batch[0].frames) == list(layout.arrange_batch([[(30, 10)] * 3], 70)[0].frames)


def test_arrange_align_self_keyword_is_the_deprecated_name_of_align(layout):
    expected = frames_of(layout.arrange([(10, 10), (10, 30)], 100, align=["end", None]))
    with pytest.warns(DeprecationWarning, match=r"arrange\(align_self=...\) is deprecated: use arrange\(align=...\)"):
        assert frames_of(layout.arrange([(10, 10), (10, 30)], 100, align_self=["end", None])) == expected


def test_the_new_names_do_not_warn(layout):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        layout.arrange([(10, 10)] * 2, 100, align=["end", None], spacing=[(1, 1, 1, 1)] * 2)
        layout.set_item_grow([1, 0])
        layout.arrange_into([(10, 10)], 100)
        layout.arrange_batch([[(10, 10)]], 100)
