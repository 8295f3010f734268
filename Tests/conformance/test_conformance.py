"""The Chromium conformance corpora through the C ABI of libflowlayout.

    FLOWLAYOUT_LIBRARY=/path/to/libflowlayout.so python3 -m pytest -q Tests/conformance

Every case is laid out with the functions of include/flowlayout.h, called with ctypes (not the
Python bindings), and every frame and the container size are compared with the boxes Chromium
drew. Chromium rounds lengths down to its 1/64 px layout unit, so the inputs are rounded down
the same way and the results may differ by at most 1/16 px. How a case maps to the options is
written in each corpus ("mapping") and in README.md next to this file.
"""

import ctypes
import json
import math
import os

import pytest

from c_abi import Edges, Rect, Size
import c_abi

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = ["chromium-wrap.json", "chromium-balance.json", "chromium-items.json"]
TOLERANCE = 1 / 16

# The C ABI's enum values (include/flowlayout.h), by the CSS keyword they stand for.
AXIS = {"row": 0, "column": 1, "row-reverse": 0, "column-reverse": 1}
WRAP = {"nowrap": (0, 0), "wrap": (1, 0), "wrap-reverse": (2, 0),  # (wrap, line breaking)
        "balance": (1, 1), "balance wrap-reverse": (2, 1)}
DIRECTION = {"ltr": 0, "rtl": 1}
JUSTIFY = {"flex-start": 0, "center": 1, "flex-end": 2, "space-between": 3, "space-around": 4,
           "space-evenly": 5}
ALIGN_ITEMS = {"flex-start": 0, "center": 1, "flex-end": 2, "baseline": 3, "last baseline": 4,
               "stretch": 5}
ALIGN_CONTENT = {"flex-start": 0, "center": 1, "flex-end": 2, "space-between": 3,
                 "space-around": 4, "space-evenly": 5, "stretch": 6}
ALIGN_SELF = dict(ALIGN_ITEMS, auto=-1)
FLOW_ITEM_HIDDEN, FLOW_ITEM_NO_STRETCH = 4, 8
FLOW_OK = 0


def load_library():
    handle, c_int, c_float = ctypes.c_void_p, ctypes.c_int, ctypes.c_float
    floats = ctypes.POINTER(ctypes.c_float)
    signatures = {
        "flow_layout_create": ([], handle),
        "flow_layout_destroy": ([handle], None),
        "flow_layout_last_error": ([handle], ctypes.c_char_p),
        "flow_layout_set_axis": ([handle, c_int], c_int),
        "flow_layout_set_wrap": ([handle, c_int], c_int),
        "flow_layout_set_direction": ([handle, c_int], c_int),
        "flow_layout_set_spacing": ([handle, c_float, c_float], c_int),
        "flow_layout_set_justify": ([handle, c_int], c_int),
        "flow_layout_set_align_items": ([handle, c_int], c_int),
        "flow_layout_set_align_content": ([handle, c_int], c_int),
        "flow_layout_set_line_breaking": ([handle, c_int], c_int),
        "flow_layout_set_min_lines": ([handle, ctypes.c_uint32], c_int),
        "flow_layout_set_items": ([handle, ctypes.POINTER(Size), ctypes.c_size_t], c_int),
        "flow_layout_set_item_grow": ([handle, floats, ctypes.c_size_t], c_int),
        "flow_layout_set_item_baselines": ([handle, floats, floats, ctypes.c_size_t], c_int),
        "flow_layout_set_padding": ([handle, Edges], c_int),
        "flow_layout_set_reverse": ([handle, c_int], c_int),
        "flow_layout_set_item_margins": ([handle, ctypes.POINTER(Edges), ctypes.c_size_t], c_int),
        "flow_layout_set_item_limits": ([handle, ctypes.POINTER(Size), ctypes.POINTER(Size), ctypes.c_size_t], c_int),
        "flow_layout_set_item_shrink": ([handle, floats, ctypes.c_size_t], c_int),
        "flow_layout_set_item_align": ([handle, ctypes.POINTER(c_int), ctypes.c_size_t], c_int),
        "flow_layout_set_item_flags": ([handle, ctypes.POINTER(ctypes.c_uint32), ctypes.c_size_t], c_int),
        "flow_layout_size_that_fits": ([handle, c_float, c_float, ctypes.POINTER(Size)], c_int),
        "flow_layout_arrange": ([handle, c_float, c_float], c_int),
        "flow_layout_get_size": ([handle, ctypes.POINTER(Size)], c_int),
        "flow_layout_frames": ([handle, ctypes.POINTER(ctypes.c_size_t)], ctypes.POINTER(Rect)),
    }
    return c_abi.load_library(signatures)


@pytest.fixture(scope="module")
def lib():
    return load_library()


def layout_units(value):
    """Chromium's value for a CSS length: rounded toward zero to 1/64 px (down, for lengths >= 0)."""
    return math.trunc(value * 64) / 64


def optional_units(value):
    """A length that may be absent (null): NaN then."""
    return math.nan if value is None else layout_units(value)


def load(name):
    with open(os.path.join(HERE, name)) as f:
        return json.load(f)


def known_difference(corpus_name, case, differences):
    def value(key):
        if key in ("width", "height"):
            return "auto" if case["input"][key] is None else "definite"
        return case["input"].get(key)
    for entry in differences:
        if entry["corpus"] == corpus_name and all(
                value(key) in values for key, values in entry["where"].items()):
            return entry
    return None


KNOWN = load("known-differences.json")["differences"]
CASES = [(name, case) for name in CORPORA for case in load(name)["cases"]]


def layout_case(lib, case):
    """Lays the case out through the C ABI; returns the container's (width, height), the height
    flow_layout_size_that_fits proposes in the same bounds, and the frames as (x, y, w, h)."""
    inp = case["input"]
    layout = lib.flow_layout_create()
    assert layout, "flow_layout_create returned NULL"
    try:
        def call(name, *args):
            status = getattr(lib, name)(layout, *args)
            assert status == FLOW_OK, \
                f"{name} -> {status}: {lib.flow_layout_last_error(layout).decode()}"

        is_row = inp["flex_direction"].startswith("row")
        wrap, breaking = WRAP[inp["flex_wrap"]]
        call("flow_layout_set_axis", AXIS[inp["flex_direction"]])
        call("flow_layout_set_wrap", wrap)
        call("flow_layout_set_line_breaking", breaking)
        call("flow_layout_set_min_lines", inp.get("flex_line_count", 0))
        call("flow_layout_set_direction", DIRECTION[inp["direction"]])
        column_gap, row_gap = layout_units(inp["column_gap"]), layout_units(inp["row_gap"])
        call("flow_layout_set_spacing", *((column_gap, row_gap) if is_row else (row_gap, column_gap)))
        call("flow_layout_set_justify", JUSTIFY[inp["justify_content"]])
        call("flow_layout_set_align_items", ALIGN_ITEMS[inp["align_items"]])
        call("flow_layout_set_align_content", ALIGN_CONTENT[inp["align_content"]])

        kids = inp["children"]
        n = len(kids)
        sizes = (Size * max(n, 1))(*[Size(layout_units(k["width"]), layout_units(k["height"]))
                                     for k in kids])
        call("flow_layout_set_items", sizes, n)
        if any(k["grow"] for k in kids):
            call("flow_layout_set_item_grow", (ctypes.c_float * n)(*[k["grow"] for k in kids]), n)
        if any("first_baseline" in k for k in kids):
            first = (ctypes.c_float * n)(*[optional_units(k.get("first_baseline")) for k in kids])
            last = (ctypes.c_float * n)(*[optional_units(k.get("last_baseline")) for k in kids])
            call("flow_layout_set_item_baselines", first, last, n)
        set_item_model(call, inp, n)

        def bound(value):
            return math.nan if value is None else layout_units(value)
        fitting = Size()
        call("flow_layout_size_that_fits", bound(inp["width"]), bound(inp["height"]), ctypes.byref(fitting))
        call("flow_layout_arrange", bound(inp["width"]), bound(inp["height"]))

        size = Size()
        call("flow_layout_get_size", ctypes.byref(size))
        count = ctypes.c_size_t(12345)
        frames = lib.flow_layout_frames(layout, ctypes.byref(count))
        boxes = [(frames[i].x, frames[i].y, frames[i].width, frames[i].height)
                 for i in range(count.value)]
        return (size.width, size.height), fitting.height, boxes
    finally:
        lib.flow_layout_destroy(layout)


def set_item_model(call, inp, n):
    """The flex item model's inputs of a case (chromium-items.json); absent ones stay unset."""
    kids = inp["children"]
    if inp["flex_direction"].endswith("-reverse"):
        call("flow_layout_set_reverse", 1)
    if inp.get("padding"):
        call("flow_layout_set_padding", Edges(*[layout_units(v) for v in inp["padding"]]))
    if any("margin" in k for k in kids):
        margins = (Edges * n)(*[Edges(*[optional_units(v) for v in k.get("margin", [0, 0, 0, 0])])
                                for k in kids])
        call("flow_layout_set_item_margins", margins, n)
    if any("min" in k or "max" in k for k in kids):
        low = (Size * n)(*[Size(*[optional_units(v) for v in k.get("min", [None, None])]) for k in kids])
        high = (Size * n)(*[Size(*[optional_units(v) for v in k.get("max", [None, None])]) for k in kids])
        call("flow_layout_set_item_limits", low, high, n)
    if any(k.get("shrink") for k in kids):
        call("flow_layout_set_item_shrink", (ctypes.c_float * n)(*[k.get("shrink", 0) for k in kids]), n)
    if any("align_self" in k for k in kids):
        call("flow_layout_set_item_align", (c_int_array(n))(*[ALIGN_SELF[k.get("align_self", "auto")]
                                                              for k in kids]), n)
    flags = [(FLOW_ITEM_HIDDEN if k.get("hidden") else 0) | (FLOW_ITEM_NO_STRETCH if k.get("no_stretch") else 0)
             for k in kids]
    if any(flags):
        call("flow_layout_set_item_flags", (ctypes.c_uint32 * n)(*flags), n)


def c_int_array(n):
    return ctypes.c_int * n


def differences(lib, case):
    """What differs from Chromium, as readable lines; empty when the case agrees."""
    out = case["output"]
    (width, height), fitting_height, boxes = layout_case(lib, case)
    problems = []
    if abs(width - out["width"]) > TOLERANCE or abs(height - out["height"]) > TOLERANCE:
        problems.append(f"container {width}x{height}, Chromium {out['width']}x{out['height']}")
    # An auto height is the content's: the height size_that_fits proposes.
    if case["input"]["height"] is None and abs(fitting_height - out["height"]) > TOLERANCE:
        problems.append(f"size_that_fits height {fitting_height}, Chromium {out['height']}")
    if len(boxes) != len(out["children"]):
        problems.append(f"{len(boxes)} frames for {len(out['children'])} children")
    for i, (box, want) in enumerate(zip(boxes, out["children"])):
        expected = (want["x"], want["y"], want["width"], want["height"])
        if any(abs(a - e) > TOLERANCE for a, e in zip(box, expected)):
            problems.append(f"item {i} at {box}, Chromium {expected}")
    return problems


@pytest.mark.parametrize("corpus_name,case", CASES,
                         ids=[f"{case['id']}-{'-'.join(case['tags'])}" for _, case in CASES])
def test_case_matches_chromium_within_a_sixteenth_px(lib, corpus_name, case):
    problems = differences(lib, case)
    known = known_difference(corpus_name, case, KNOWN)
    if problems and known:
        pytest.xfail(known["reason"])
    assert not problems, "\n".join(problems[:10]) + (
        f"\n... and {len(problems) - 10} more" if len(problems) > 10 else "")


def test_corpora_are_large_and_record_the_chromium_version():
    wrap, balance, items = load("chromium-wrap.json"), load("chromium-balance.json"), load("chromium-items.json")
    assert len(wrap["cases"]) >= 1000 and len(balance["cases"]) >= 300 and len(items["cases"]) >= 1000
    for corpus in (wrap, balance, items):
        assert corpus["chromium"].split(".")[0].isdigit()


def test_every_known_difference_still_occurs(lib):
    """A known difference that no case shows any more must be removed from the list."""
    failing = {id(entry): 0 for entry in KNOWN}
    for corpus_name, case in CASES:
        known = known_difference(corpus_name, case, KNOWN)
        if known and differences(lib, case):
            failing[id(known)] += 1
    stale = [entry["reason"] for entry in KNOWN if failing[id(entry)] == 0]
    assert not stale, "no case shows these known differences any more; remove them from " \
                      "known-differences.json:\n" + "\n".join(stale)
