#!/usr/bin/env python3
"""Makes the lanes conformance corpus: random `display: grid-lanes` cases rendered by Chromium.

    python3 Tests/conformance/generate_lanes.py          # rewrites chromium-lanes.json (needs `chromium`)
    python3 Tests/conformance/generate_lanes.py --check  # renders again and reports any difference

Rendered as the other corpora (generate.py): one page, one container per case, measured with
getBoundingClientRect and read back from `chromium --dump-dom`. Grid lanes are experimental in
Chromium 156, hence --enable-experimental-web-platform-features. Every case is also laid out by
lanes_reference.py, and the generator reports any case the reference does not reproduce.
"""

import argparse
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate  # noqa: E402  (the rendering code of the other corpora)
import lanes_reference  # noqa: E402

NAME, PREFIX, SEED, COUNT = "chromium-lanes.json", "l", 20261127, 1400

CHROMIUM_FLAGS = generate.CHROMIUM_FLAGS[:-1] + ["--enable-experimental-web-platform-features",
                                                  "--dump-dom"]

# The page of generate.py with grid-lanes containers. The container's font is 16px because
# `flow-tolerance: normal` is 1em (the body's font-size 0 would make it 0).
PAGE = generate.PAGE.replace(
    ".c { display: flex;", ".c { display: grid-lanes; font-size: 16px;")
assert PAGE != generate.PAGE

MAPPING = [
    "lanes_axis columns (CSS grid-template-columns: lanes side by side, items stack downward) -> "
    "axis horizontal; rows (grid-template-rows: lanes stacked, items stack rightward) -> axis vertical.",
    "count > 0 -> lanes (count, 0): CSS repeat(count, minmax(0, 1fr)). count 0 -> lanes (0, "
    "min_lane_length): CSS repeat(auto-fill, minmax(min_lane_length, 1fr)).",
    "Spacing: columns -> item spacing = column_gap (between lanes), line spacing = row_gap (between "
    "the items of a lane); rows -> item spacing = row_gap, line spacing = column_gap.",
    "tolerance -> lane tolerance (CSS flow-tolerance); null = not set (CSS normal = 1em, the "
    "container's font is 16px), the engine's default 16.",
    "direction ltr/rtl -> direction left to right / right to left.",
    "padding [top, right, bottom, left] -> padding (box-sizing border-box: width and height include it).",
    "Bounds: the one across the lanes (width for columns, height for rows) is definite; the other "
    "may be null -> unspecified (NaN). Columns: CSS height auto. Rows: CSS width max-content (a "
    "block's auto width would fill the page instead of fitting its content).",
    "children width/height -> item size. A child stretches across its lanes (CSS width auto in "
    "columns, height auto in rows) unless no_stretch: true -> FLOW_ITEM_NO_STRETCH (the child has "
    "its size and justify-self: start in columns, align-self: start in rows).",
    "children span -> lane span (CSS grid-column / grid-row: span N). hidden: true -> "
    "FLOW_ITEM_HIDDEN (display: none).",
    "children aspect_ratio r (width and height null; CSS aspect-ratio: r, both sizes auto) -> a "
    "measured item: asked with the lane (area) length across, it answers (length, length / r) in "
    "columns and (length * r, length) in rows.",
    "Spans larger than the lane count: the engine clamps them to the count; Chromium adds implicit "
    "lanes after the explicit ones, up to the largest span, each with a gap, sized by their content "
    "(0 when only stretched items are in them), the 1fr lanes sharing what is left, and places later "
    "items among all of them. Such cases are tagged span-over-count; they are documented differences.",
    "Chromium's rounding: lane edges fall on 1/64 px (the free space is split in layout units, lane t "
    "ending at the floor of t/n of it), and an aspect-ratio item's computed sizes are rounded down "
    "to 1/64 px (in rows its height is recomputed from its rounded width, so it can be 1/64 px "
    "shorter than its lane). Cases where this rounding could change a placement are not drawn.",
    "Comparison: every input length is rounded down to 1/64 px (Chromium's layout unit) before it "
    "is passed; every frame edge and the container size must then agree within 1/16 px.",
]

RATIOS = [4 / 3, 3 / 2, 16 / 9, 1.0, 0.75, 2.0, 0.5, 1.7, 0.6, 2.35, 0.8]
TOLERANCES = [0.0, 0.0, 5.0, 16.0, 40.0, 1000.0, 7.3, 0.5, 24.25]


def draw(rng, mode, lo, hi):
    return generate.draw_number(rng, mode, lo, hi)


def lane_count_of(inp):
    columns = inp["lanes_axis"] == "columns"
    pad = inp["padding"]
    bound = inp["width"] if columns else inp["height"]
    gap = inp["column_gap"] if columns else inp["row_gap"]
    available = max(0, lanes_reference.units(bound) - lanes_reference.units(pad[1] if columns else pad[0])
                    - lanes_reference.units(pad[3] if columns else pad[2]))
    if inp["count"]:
        return inp["count"]
    m, g = lanes_reference.units(inp["min_lane_length"]), lanes_reference.units(gap)
    return max(1, math.floor((available + g) / (m + g)))


def draw_case(rng):
    mode = rng.choice(["int", "int", "quarter", "quarter", "odd"])
    columns = rng.random() < 0.68
    auto_fill = rng.random() < 0.3
    gap_mode = rng.choice(["zero", "int", "quarter", "odd"])
    lane_gap, item_gap = (0.0 if gap_mode == "zero" else draw(rng, gap_mode, 0, 16) for _ in range(2))
    padding = [0.0, 0.0, 0.0, 0.0]
    if rng.random() < 0.35:
        padding = [draw(rng, mode, 0, 14) if rng.random() < 0.8 else 0.0 for _ in range(4)]
    across_pad = (padding[1] + padding[3]) if columns else (padding[0] + padding[2])
    features = []
    count, minimum = 0, 0.0
    if auto_fill:
        minimum = draw(rng, mode, 30, 250)
        roll = rng.random()
        if roll < 0.3:
            # Exactly k lanes with nothing to spare: A = k*m + (k-1)*g, in layout units.
            k = rng.randint(1, 6)
            m, g = lanes_reference.units(minimum), lanes_reference.units(lane_gap)
            available = k * m + (k - 1) * g
            bound = float(available + lanes_reference.units(across_pad))
            # The padding's own rounding: the sum of rounded parts is what Chromium subtracts.
            bound = float(available + sum(lanes_reference.units(p) for p in
                                          ((padding[1], padding[3]) if columns else (padding[0], padding[2]))))
            if rng.random() < 0.3:
                bound -= 1 / 64      # one layout unit short: k - 1 lanes
                features.append("auto-fill-short")
            else:
                features.append("auto-fill-exact")
        elif roll < 0.42:
            bound = draw(rng, mode, max(1, across_pad + 1), across_pad + minimum * 0.95)
            features.append("auto-fill-overflow")
        else:
            bound = draw(rng, mode, across_pad + 40, across_pad + 900)
        features.insert(0, "auto-fill")
    else:
        count = 1 if rng.random() < 0.12 else rng.randint(1, 8)
        bound = draw(rng, mode, max(10, across_pad + 10), across_pad + 900)
    inp = {
        "lanes_axis": "columns" if columns else "rows",
        "direction": rng.choice(["ltr", "rtl"]),
        "count": count,
        "min_lane_length": minimum,
        "column_gap": lane_gap if columns else item_gap,
        "row_gap": item_gap if columns else lane_gap,
        "tolerance": None if rng.random() < 0.4 else rng.choice(TOLERANCES),
        "padding": padding,
        "width": None,
        "height": None,
        "children": [],
    }
    along_bound = None
    if rng.random() < 0.2:
        along_bound = draw(rng, mode, 10, 600)
        features.append("definite-along")
    inp["width"], inp["height"] = (bound, along_bound) if columns else (along_bound, bound)
    lanes = lane_count_of(inp)

    roll = rng.random()
    n = 0 if roll < 0.04 else 1 if roll < 0.09 else rng.randint(2, 40)
    use_spans = rng.random() < 0.3
    wide_spans = use_spans and rng.random() < 0.25
    use_hidden = rng.random() < 0.18
    use_no_stretch = rng.random() < 0.22
    use_aspect = rng.random() < 0.14
    uniform = n > 1 and rng.random() < 0.1
    zeros = rng.random() < 0.1
    for i in range(n):
        if uniform and inp["children"]:
            child = dict(inp["children"][0])
            inp["children"].append(child)
            continue
        along = 0.0 if zeros and rng.random() < 0.3 else draw(rng, mode, 1, 120)
        across = draw(rng, mode, 0, 160)
        width, height = (across, along) if columns else (along, across)
        child = {"width": width, "height": height, "span": 1, "hidden": False, "no_stretch": False,
                 "aspect_ratio": None}
        widest = 4 if wide_spans else min(4, lanes)
        if use_spans and widest > 1 and rng.random() < 0.4:
            child["span"] = rng.randint(2, widest)
        if use_hidden and rng.random() < 0.2:
            child["hidden"] = True
        if use_aspect and rng.random() < 0.35:
            child.update(width=None, height=None, aspect_ratio=rng.choice(RATIOS))
        elif use_no_stretch and rng.random() < 0.3:
            child["no_stretch"] = True
        inp["children"].append(child)
    kids = inp["children"]
    over = any(k["span"] > lanes and not k["hidden"] for k in kids)
    tags = [mode, inp["lanes_axis"], inp["direction"]] + features
    tags += [t for t, on in [
        ("tolerance-default", inp["tolerance"] is None),
        ("tolerance-0", inp["tolerance"] == 0),
        ("tolerance", inp["tolerance"] not in (None, 0)),
        ("padding", any(padding)), ("gaps", gap_mode != "zero"),
        ("spans", any(k["span"] > 1 for k in kids)), ("span-over-count", over),
        ("hidden", any(k["hidden"] for k in kids)),
        ("no-stretch", any(k["no_stretch"] for k in kids)),
        ("aspect-ratio", any(k["aspect_ratio"] for k in kids)),
        ("zero-size", any((k["height"] if columns else k["width"]) == 0 for k in kids)),
        ("uniform", uniform), ("empty", n == 0), ("one-lane", lanes == 1)] if on]
    return tags, inp


def rounding_decides(inp):
    """Whether Chromium's 1/64 px rounding of lane lengths could change where items go: the exact
    rules and the rounded ones must agree to well within the comparison's tolerance."""
    exact = lanes_reference.layout(inp)
    rounded = lanes_reference.layout(inp, chromium_rounding=True)
    pairs = [(exact["width"], rounded["width"]), (exact["height"], rounded["height"])]
    for a, b in zip(exact["children"], rounded["children"]):
        pairs += [(a[k], b[k]) for k in ("x", "y", "width", "height")]
    return any(abs(a - b) > 1 / 32 for a, b in pairs)


def draw_stable_case(rng):
    while True:
        tags, inp = draw_case(rng)
        if "aspect-ratio" not in tags or not rounding_decides(inp):
            return tags, inp


def container_html(inp):
    columns = inp["lanes_axis"] == "columns"
    tracks = (f"repeat({inp['count']},minmax(0,1fr))" if inp["count"]
              else f"repeat(auto-fill,minmax({generate.px(inp['min_lane_length'])},1fr))")
    style = [f"grid-template-{'columns' if columns else 'rows'}:{tracks}",
             f"direction:{inp['direction']}", f"column-gap:{generate.px(inp['column_gap'])}",
             f"row-gap:{generate.px(inp['row_gap'])}",
             "padding:" + " ".join(generate.px(v) for v in inp["padding"])]
    if inp["tolerance"] is not None:
        style.append(f"flow-tolerance:{generate.px(inp['tolerance'])}")
    style.append("width:" + ("max-content" if inp["width"] is None else generate.px(inp["width"])))
    if inp["height"] is not None:
        style.append(f"height:{generate.px(inp['height'])}")
    kids = []
    for child in inp["children"]:
        s = []
        if child["aspect_ratio"]:
            s.append(f"aspect-ratio:{child['aspect_ratio']!r}")
        elif child["no_stretch"]:
            s += [f"width:{generate.px(child['width'])}", f"height:{generate.px(child['height'])}",
                  "justify-self:start" if columns else "align-self:start"]
        else:
            key = "height" if columns else "width"
            s.append(f"{key}:{generate.px(child[key])}")
        if child["span"] > 1:
            s.append(f"grid-{'column' if columns else 'row'}:span {child['span']}")
        if child["hidden"]:
            s.append("display:none")
        kids.append(f'<div style="{";".join(s)}"></div>')
    return f'<div class="o"><div class="c" style="{";".join(style)}">{"".join(kids)}</div></div>'


def build(chromium):
    rng = random.Random(SEED)
    drawn = [draw_stable_case(rng) for _ in range(COUNT)]
    outputs = generate.render([inp for _, inp in drawn], chromium, container_html,
                              CHROMIUM_FLAGS, PAGE)
    cases = []
    for i, ((tags, inp), out) in enumerate(zip(drawn, outputs)):
        cases.append({"id": f"{PREFIX}-{i:04d}", "tags": tags, "input": inp, "output": out})
    return {
        "generated_by": "Tests/conformance/generate_lanes.py (do not edit by hand; run it again)",
        "chromium": generate.chromium_version(chromium),
        "chromium_flags": CHROMIUM_FLAGS,
        "seed": SEED,
        "layout_unit": 1 / 64,
        "tolerance": 1 / 16,
        "mapping": MAPPING,
        "cases": cases,
    }


def reference_report(corpus):
    """Cases the reference model (with Chromium's rounding) does not reproduce within 1/64 px."""
    wrong = []
    for case in corpus["cases"]:
        problems = lanes_reference.differences(case["input"], case["output"], 1 / 64, True)
        if problems:
            wrong.append((case, problems))
    return wrong


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", help="Chromium executable (default: chromium on PATH)")
    parser.add_argument("--out", default=generate.HERE, help="folder for the corpus (default: this one)")
    parser.add_argument("--check", action="store_true",
                        help="render again and compare with the committed file; write nothing")
    args = parser.parse_args()
    chromium = generate.find_chromium(args.chromium)
    corpus = build(chromium)
    text = generate.dump(corpus)
    wrong = reference_report(corpus)
    over = sum("span-over-count" in c["tags"] for c in corpus["cases"])
    unexplained = [(c, p) for c, p in wrong if "span-over-count" not in c["tags"]]
    print(f"{NAME}: reference model reproduces {len(corpus['cases']) - len(wrong)} of "
          f"{len(corpus['cases'])} cases; {over} span-over-count cases, "
          f"{len(wrong) - len(unexplained)} of them differ (implicit lanes)")
    for case, problems in unexplained[:20]:
        print(f"  {case['id']} {' '.join(case['tags'])}: " + "; ".join(problems[:3]))
    path = os.path.join(args.out, NAME)
    status = 1 if unexplained else 0
    if args.check:
        same = os.path.exists(path) and open(path).read() == text
        print(f"{NAME}: {'unchanged' if same else 'DIFFERS'}")
        return status | (0 if same else 1)
    with open(path, "w") as f:
        f.write(text)
    print(f"{NAME}: {len(corpus['cases'])} cases")
    return status


if __name__ == "__main__":
    sys.exit(main())
