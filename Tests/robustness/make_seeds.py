#!/usr/bin/env python3
"""Writes the fuzzer's seed corpus (corpus/*.bin): call sequences in the byte language that
fuzz_calls.c decodes, one file per kind of layout, so fuzzing starts from inputs that already reach
every entry point. Run it again after changing the byte language; commit the result."""
import math
import os
import struct

OPS = ["create", "destroy", "axis", "wrap", "direction", "justify", "align_items", "align_content",
       "line_breaking", "uniform", "spacing", "max_lines", "max_items", "min_lines", "pixel_scale",
       "items", "measure", "invalidate", "grow", "flags", "baselines", "guides", "item_spacing",
       "size_that_fits", "arrange", "getters", "first_fitting", "arrange_into", "messages",
       "padding", "reverse", "margins", "limits", "shrink", "align_self", "justify_last", "line_fill",
       "indicator", "separator", "measure_ex", "item_size", "hit_testing", "batch", "lanes", "lane_tolerance", "lane_span"]
OP = {name: i for i, name in enumerate(OPS)}
# Bytes 160..254 pick entry b % 28 of the harness's table of hard values; 168 is entry 0.
HARD = {name: 168 + index for name, index in {"nan": 17, "inf": 19, "-inf": 20, "-1": 14, "1e9": 7, "big": 9,
                                             "flt_max": 10, "flt_min": 12}.items()}


def num(v):
    """One float argument."""
    if isinstance(v, str):
        return bytes([HARD[v]])
    if not math.isfinite(v) or v < 0:
        return bytes([255]) + struct.pack(">f", v)
    if v == int(v) and 0 <= v < 80:
        return bytes([int(v)])
    if v * 2 == int(v * 2) and 0 <= v * 2 < 80:
        return bytes([80 + int(v * 2)])
    return bytes([255]) + struct.pack(">f", v)


def call(name, slot=0, *args):
    return bytes([OP[name], slot]) + b"".join(args)


def small(v):
    return bytes([v])


def items(slot, sizes, null=False):
    return call("items", slot, small(len(sizes)), *[num(x) for s in sizes for x in s], small(255 if null else 0))


def many_items(slot, n_fifties, seed):
    return call("items", slot, small(199 + n_fifties), struct.pack(">I", seed), small(0))


def measure(slot, count, answers, wraps=True, ranges=False, leaves_out=False):
    """set_measure; with ranges, set_measure_range (behaviour bit 3), whose callback leaves NaN
    answers unwritten with leaves_out (bit 4)."""
    body = [small(count), small(len(answers) - 1)] + [num(x) for a in answers for x in a]
    behaviour = (1 if wraps else 0) | (8 if ranges else 0) | (16 if leaves_out else 0)
    return call("measure", slot, *body, small(behaviour), small(0))


def per_item(name, slot, values):
    # array_count byte 0 (= the item count), pass_null byte 0, then the values.
    return call(name, slot, small(0), small(0), *[num(v) for v in values])


def arrange(slot, w, h):
    return call("arrange", slot, num(w), num(h))


def failing(k):
    """Prefix: the next call runs with its k-th allocation failing (slots 0 and 2 only)."""
    return bytes([232, k - 1])


SIZES = [(30, 20), (50, 10), (20, 35), (70, 15), (10, 10), (40, 25), (60, 30), (25, 5), (45, 20)]

SEEDS = {
    "basic": items(0, SIZES) + arrange(0, 100, "nan") + call("getters"),
    "options": items(0, SIZES) + call("axis", 0, small(1)) + call("wrap", 0, small(2))
    + call("direction", 0, small(1)) + call("justify", 0, small(4)) + call("align_items", 0, small(2))
    + call("align_content", 0, small(6)) + call("spacing", 0, num(3), num(5)) + arrange(0, 200, 90)
    + call("justify", 0, small(5)) + call("align_content", 0, small(3)) + arrange(0, 150, 120),
    "measure": measure(0, 12, [(70, 12), (20, 12), (120, 12)]) + arrange(0, 60, "nan")
    + call("invalidate", 0, small(2)) + arrange(0, 45, "nan") + call("size_that_fits", 0, num(30), num("nan"), small(0)),
    "per-item": items(0, SIZES) + call("align_items", 0, small(3))
    + per_item("grow", 0, [0, 1, 0, 2, 0, 0, 1, 0, 0])
    + call("flags", 0, small(0), small(0), *[small(0) + small(2 if i == 4 else 0) for i in range(9)])
    + call("baselines", 0, small(0), small(0), *[num(v) for v in [15, 8, 30, 12, 9, 20, 22, 4, 18] * 2], small(0))
    + per_item("guides", 0, ["nan"] * 9)
    + call("spacing", 0, num("nan"), num("nan")) + per_item("item_spacing", 0, [1, 2, 3, 4] * 9)
    + arrange(0, 130, 200),
    "balance": items(0, SIZES) + call("line_breaking", 0, small(1)) + call("min_lines", 0, small(3))
    + arrange(0, 200, "nan") + call("max_items", 0, small(2)) + arrange(0, 200, "nan"),
    "balance-many": many_items(0, 20, 12345) + call("line_breaking", 0, small(1)) + arrange(0, 900, "nan")
    + call("max_lines", 0, small(3)) + arrange(0, 700, 400),
    "first-fitting": call("create", 1) + call("create", 2) + items(0, SIZES) + items(1, SIZES) + items(2, SIZES)
    + call("wrap", 0, small(0)) + call("axis", 2, small(1))
    + call("first_fitting", 0, small(3), small(0), small(1), small(2), num(150), num(120), small(0)),
    "snapping": items(0, [(10.25, 3.5), (7.75, 9), (33, 1.5)] * 3) + call("pixel_scale", 0, num(3))
    + call("justify", 0, small(3)) + arrange(0, 97.5, 60) + call("pixel_scale", 0, num(0.5)) + arrange(0, 97.5, 60),
    "uniform": items(0, SIZES) + call("uniform", 0, small(1)) + call("align_items", 0, small(5)) + arrange(0, 160, 300),
    "bad-values": items(0, [(math.nan, 1), (-1, 2)]) + items(0, [(1, "inf")]) + call("items", 0, small(250), small(1), *[num(1)] * 8, small(0))
    + call("spacing", 0, num("-inf"), num(1)) + call("pixel_scale", 0, num("nan")) + call("axis", 0, small(230))
    + arrange(0, "-1", 5) + call("invalidate", 0, small(250), small(1)) + call("messages", 0, small(5)),
    "lifecycle": call("destroy", 0) + call("arrange", 0, num(1), num(1)) + call("create", 0) + call("create", 3)
    + items(3, SIZES[:3]) + arrange(3, "inf", "inf") + call("destroy", 3) + call("getters", 3),
    "arrange-into": call("arrange_into", 0, small(5), *[num(v) for v in [30, 20, 50, 10, 20, 35, 70, 15, 10, 10]],
                         num(100), num("nan"), small(0)) + call("justify", 0, small(1))
    + call("arrange_into", 0, small(5), *[num(v) for v in [30, 20, 50, 10, 20, 35, 70, 15, 10, 10]],
           num(80), num(300), small(1)),
    "measure-bad": measure(0, 5, [(20, 10), ("nan", 4)], wraps=False) + arrange(0, 100, 100)
    + measure(0, 5, [(20, 10), (90, 4)], wraps=True) + arrange(0, 50, 100),
    # By runs: the first arrange's run, runs of one asked again at 60, a run of two after two
    # invalidations, columns; then an answer left unwritten (fails, the run forgotten) and mended.
    "measure-range": measure(0, 12, [(70, 12), (20, 12), (120, 12)], ranges=True) + arrange(0, 60, "nan")
    + call("invalidate", 0, small(4)) + call("invalidate", 0, small(5)) + arrange(0, 60, "nan")
    + call("size_that_fits", 0, num(45), num("nan"), small(0)) + call("axis", 0, small(1))
    + measure(0, 9, [(12, 40), (12, 90)], ranges=True) + arrange(0, "nan", 70)
    + call("axis", 0, small(0)) + measure(0, 6, [(20, 10), ("nan", 4), (30, 8)], wraps=False, ranges=True, leaves_out=True)
    + arrange(0, 100, 100) + measure(0, 6, [(20, 10), (30, 8)], ranges=True) + arrange(0, 100, 100),
    "out-of-memory": items(0, SIZES) + failing(1) + arrange(0, 100, "nan") + arrange(0, 100, "nan")
    + failing(1) + items(0, SIZES * 2) + failing(2) + measure(0, 12, [(70, 12), (20, 12)]) + arrange(0, 60, "nan")
    + call("line_breaking", 0, small(1)) + many_items(0, 4, 777) + failing(3) + arrange(0, 500, "nan")
    + arrange(0, 500, "nan") + failing(1) + call("create", 2) + call("create", 2) + items(2, SIZES)
    + failing(1) + call("first_fitting", 0, small(2), small(0), small(2), num(150), num(120), small(0))
    + failing(1) + call("arrange_into", 2, small(3), *[num(v) for v in [30, 20, 50, 10, 20, 35]],
                        num(100), num("nan"), small(0)),
    "item-model": items(0, SIZES) + call("padding", 0, num(4), num(6), num(2), num(3))
    + call("margins", 0, small(0), small(0), *[num(v) for v in [2, 4, 2, "nan"] * 4 + [1, 1, 1, 1] * 5])
    + call("limits", 0, small(0), small(0), *[num(v) for v in [10, 5] * 9], *[num(v) for v in [45, "inf"] * 9], small(0))
    + per_item("shrink", 0, [1, 0, 2, 1, 1, 0, 1, 1, 3])
    + call("align_self", 0, small(0), small(0), *[small(0) + small(v) for v in [0, 1, 2, 3, 4, 5, 6, 0, 1]])
    + arrange(0, 120, "nan") + call("reverse", 0, small(1), small(200)) + call("axis", 0, small(1))
    + arrange(0, 90, 160) + call("flags", 0, small(0), small(0), *[small(0) + small(4 if i % 3 == 0 else 0) for i in range(9)])
    + arrange(0, 100, "nan") + call("hit_testing", 0, num(5), num(5), num(60), small(3), small(0)),
    "line-features": items(0, SIZES) + call("max_lines", 0, small(2))
    + call("indicator", 0, small(1), num(30), num(20), num(40), num(20), small(0), small(0))
    + call("separator", 0, num(6), num(6)) + call("justify_last", 0, small(2), small(200))
    + arrange(0, 110, "nan") + call("line_breaking", 0, small(2)) + arrange(0, 110, "nan")
    + call("max_lines", 0, small(0)) + call("line_fill", 0, small(0), small(1), num(2)) + arrange(0, 130, "nan")
    + call("margins", 0, small(0), small(0), *[num(v) for v in [1, 3, 1, 3] * 9]) + arrange(0, 130, "nan"),
    "embedding": call("measure_ex", 0, small(9), small(1), num(30), num(12), num(9), num(11), num(50), num(12),
                      num(10), num("nan"), small(0), small(0)) + arrange(0, 100, "nan")
    + items(0, SIZES) + arrange(0, 100, "nan") + call("item_size", 0, small(8), num(70), num(20))
    + arrange(0, 100, "nan") + call("hit_testing", 0, num(12), num(3), num(40), small(4), small(0))
    + call("batch", 0, small(3), small(2), small(3), small(1), *[num(v) for v in [30, 20, 50, 10, 20, 35, 70, 15, 10, 10, 40, 25]],
           num(90), num("nan"), small(0)),
    "snapping-extremes": items(0, SIZES[:3]) + call("pixel_scale", 0, num("flt_min"))
    + call("justify", 0, small(2)) + arrange(0, "flt_max", "flt_max") + call("size_that_fits", 0, num("flt_max"), num("flt_max"), small(0)),
    # Column lanes, spans (byte b < 200 is span 1 + b % 4), the tolerance, auto-fill, row lanes,
    # right to left; then refused values: 65537 lanes (byte 204), a NaN length, a span of 0 (byte 203),
    # and an arrange without the bound across the lanes.
    "lanes": items(0, SIZES) + call("lanes", 0, small(3), num(0)) + arrange(0, 200, "nan")
    + call("lane_span", 0, small(0), small(0), *[small(v) for v in [0, 1, 0, 0, 2, 0, 0, 1, 0]]) + arrange(0, 200, "nan")
    + call("lane_tolerance", 0, num(0)) + arrange(0, 200, "nan") + call("lanes", 0, small(0), num(45))
    + arrange(0, 170, "nan") + call("getters") + call("hit_testing", 0, num(12), num(3), num(40), small(4), small(0))
    + call("axis", 0, small(1)) + arrange(0, "nan", 150) + call("direction", 0, small(1)) + call("axis", 0, small(0))
    + call("spacing", 0, num(4), num(6)) + arrange(0, 200, 300) + call("lanes", 0, small(204), num(0))
    + call("lanes", 0, small(2), num("nan")) + call("lane_tolerance", 0, num("-1"))
    + call("lane_span", 0, small(0), small(0), *[small(v) for v in [0, 203, 0, 0, 0, 0, 0, 0, 0]])
    + arrange(0, "nan", "nan"),
}

if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")
    os.makedirs(out, exist_ok=True)
    for name, data in SEEDS.items():
        with open(os.path.join(out, f"seed-{name}.bin"), "wb") as f:
            f.write(data)
    print(f"wrote {len(SEEDS)} seeds to {out}")
