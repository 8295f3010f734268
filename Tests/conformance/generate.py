#!/usr/bin/env python3
"""Makes the Chromium conformance corpora: random flex-wrap cases, rendered by headless Chromium.

    python3 Tests/conformance/generate.py            # rewrites the three corpora (needs `chromium`)
    python3 Tests/conformance/generate.py --check    # renders again and reports any difference

Every case is drawn from a seeded random generator, so the same seed and the same Chromium give
the same files byte for byte. All cases of a corpus are rendered in one page: one flex container
per case, measured by one script with getBoundingClientRect, the results printed into the page and
read back from `chromium --dump-dom`. See README.md next to this file for the schema and the rules
that map a case to the engine's options.
"""

import argparse
import json
import math
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# The device scale factor must be 1: at 2, Blink snaps lengths to 1/128 px instead of 1/64 px.
CHROMIUM_FLAGS = [
    "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars",
    "--force-device-scale-factor=1", "--window-size=1200,800", "--virtual-time-budget=2000",
    "--dump-dom",
]

JUSTIFY = ["flex-start", "center", "flex-end", "space-between", "space-around", "space-evenly"]
ALIGN_ITEMS = ["flex-start", "center", "flex-end", "baseline", "last baseline", "stretch"]
ALIGN_CONTENT = ["flex-start", "center", "flex-end", "space-between", "space-around",
                 "space-evenly", "stretch"]

# How a case maps to the engine's inputs; written into every corpus file, next to the cases.
MAPPING = [
    "flex_direction row -> axis horizontal, column -> axis vertical.",
    "flex_wrap nowrap -> wrap none; wrap -> wrap; wrap-reverse -> wrap reverse; "
    "'balance' adds line breaking balance (with wrap), 'balance wrap-reverse' balance with wrap reverse.",
    "direction ltr/rtl -> direction left to right / right to left.",
    "item spacing = column_gap for rows, row_gap for columns; line spacing = the other gap.",
    "justify_content flex-start, center, flex-end, space-between, space-around, space-evenly -> "
    "justify start, center, end, space between, space around, space evenly.",
    "align_items flex-start, center, flex-end, baseline, last baseline, stretch -> "
    "align start, center, end, first baseline, last baseline, stretch.",
    "align_content flex-start, center, flex-end, space-between, space-around, space-evenly, "
    "stretch -> content start, center, end, space between, space around, space evenly, stretch.",
    "bounds: width is always definite; height null (CSS auto) -> unspecified (NaN).",
    "children width/height -> item size. Items are flex: none (grow 0) or flex: <grow> 0 auto, "
    "box-sizing border-box, no margin, padding or border.",
    "align_items stretch: the child's cross size (height in rows, width in columns) is auto, so "
    "Chromium stretches it, and a block of the given size inside it sets its content size; the "
    "engine gets that size as the item's.",
    "first_baseline/last_baseline of a child -> item baselines. Rows: offsets from the item's top "
    "edge, measured in Chromium (inline-blocks inside the item set them). Columns: 0, because "
    "Chromium synthesizes a column item's baselines at its left edge (ltr and rtl alike).",
    "flex_line_count N (balance only) -> min lines N; absent -> 0.",
    "Comparison: every input length is rounded down to 1/64 px (Chromium's layout unit) before it "
    "is passed; every frame edge and the container size must then agree within 1/16 px.",
]


# ---------------------------------------------------------------------------------------------
# Drawing cases


def draw_number(rng, mode, lo, hi):
    """A length in [lo, hi] of the given kind: int, quarter (multiples of 1/4) or odd (33.3)."""
    if mode == "int":
        return float(rng.randint(int(lo), int(hi)))
    if mode == "quarter":
        return rng.randint(int(lo * 4), int(hi * 4)) / 4
    return round(rng.uniform(lo, hi), rng.choice([1, 2]))


def draw_count(rng):
    roll = rng.random()
    if roll < 0.03:
        return 0
    if roll < 0.09:
        return 1
    if roll < 0.955:
        return rng.randint(2, 40)
    return rng.randint(100, 320)


def draw_children(rng, mode, count, grow):
    uniform = count > 1 and rng.random() < 0.12
    children = []
    for _ in range(count):
        if uniform and children:
            child = dict(children[0])
        else:
            child = {"width": draw_number(rng, mode, 1, 80), "height": draw_number(rng, mode, 1, 80)}
        child["grow"] = 0
        children.append(child)
    if grow and children:
        # Chromium truncates each grown size to 1/64 px, so every growing item moves the ones
        # after it by up to 1/64 px: more than four could add up past the 1/16 px tolerance.
        for child in rng.sample(children, min(len(children), rng.randint(1, 4))):
            child["grow"] = rng.choice([1, 1, 2, 3, 0.5, 1.5])
    return children, uniform


def main_extent(inp):
    kids = inp["children"]
    key = "width" if inp["flex_direction"] == "row" else "height"
    gap = inp["column_gap"] if inp["flex_direction"] == "row" else inp["row_gap"]
    total = sum(k[key] for k in kids) + gap * max(0, len(kids) - 1)
    widest = max((k[key] for k in kids), default=0)
    return total, widest


def draw_main_bound(rng, mode, inp):
    """A main-axis length giving a few lines; sometimes narrower than the widest item."""
    total, widest = main_extent(inp)
    if widest > 0 and rng.random() < 0.1:
        return draw_number(rng, mode, max(1, widest * 0.4), max(1, widest - 0.5))
    lines = rng.choice([1, 1, 2, 2, 3, 4, 5, 8]) if inp["children"] else 1
    target = max(widest, total / lines, 20)
    return draw_number(rng, mode, max(1, target * 0.9), target * 1.15 + 1)


def draw_cross_bound(rng, mode, inp):
    """A definite cross length around the content's, so free space is positive or negative."""
    key = "height" if inp["flex_direction"] == "row" else "width"
    total, widest = main_extent(inp)
    bound = inp["width"] if inp["flex_direction"] == "row" else inp["height"]
    lines = max(1.0, total / bound) if bound else 1.0
    tallest = max((k[key] for k in inp["children"]), default=20)
    estimate = tallest * lines * 0.8
    return draw_number(rng, mode, max(1, estimate * 0.6), estimate * 1.6 + 10)


def draw_case(rng, balance):
    mode = rng.choice(["int", "int", "quarter", "quarter", "odd"])
    direction = "row" if rng.random() < 0.6 else "column"
    if balance:
        wrap = rng.choice(["balance", "balance", "balance wrap-reverse"])
    else:
        wrap = rng.choices(["wrap", "wrap-reverse", "nowrap"], [45, 40, 15])[0]
    align_items = rng.choice(ALIGN_ITEMS)
    grow = rng.random() < 0.25
    if balance:
        count = rng.choice([0, 1, 2, 3] + list(range(4, 60)) + [rng.randint(100, 200)])
    else:
        count = draw_count(rng)
    children, uniform = draw_children(rng, mode, count, grow)
    gap_mode = rng.choice(["zero", "int", "quarter", "odd"])
    gaps = []
    for _ in range(2):
        gaps.append(0.0 if gap_mode == "zero" else draw_number(rng, gap_mode, 0, 12))
    inp = {
        "flex_direction": direction,
        "flex_wrap": wrap,
        "direction": rng.choice(["ltr", "rtl"]),
        "justify_content": rng.choice(JUSTIFY),
        "align_items": align_items,
        "align_content": rng.choice(ALIGN_CONTENT),
        "column_gap": gaps[0],
        "row_gap": gaps[1],
        "width": None,
        "height": None,
        "children": children,
    }
    if balance and rng.random() < 0.6:
        inp["flex_line_count"] = rng.choice([1, 2, 2, 3, 3, 4, 5, 6, 8])
    if direction == "row":
        inp["width"] = draw_main_bound(rng, mode, inp)
        if rng.random() < 0.55:
            inp["height"] = draw_cross_bound(rng, mode, inp)
    else:
        # An auto height never wraps, except into flex-line-count lines under balance.
        if rng.random() < (0.6 if balance else 0.85):
            inp["height"] = draw_main_bound(rng, mode, inp)
        inp["width"] = draw_cross_bound(rng, mode, inp)
    if "baseline" in align_items and direction == "column":
        for child in children:
            # Horizontal text has no baseline across a column: Chromium synthesizes both at the
            # item's left edge, in either direction.
            child["first_baseline"] = child["last_baseline"] = 0.0
    elif "baseline" in align_items:
        for child in children:
            # Inline-blocks inside the item put its first baseline at `first` and its last one
            # `gap` below it; both may fall outside the item, as text overflowing a short box.
            # Multiples of 1/4 px: Chromium rounds line-box baselines, other fractions would
            # make the measured bottom edge differ from the baseline it aligns.
            child["baseline_blocks"] = [draw_number(rng, "quarter", 0, child["height"] * 1.2 + 4),
                                        draw_number(rng, "quarter", 0, 30)]
    tags = [mode, direction, wrap.replace(" ", "-"), inp["direction"]]
    tags += [t for t, on in [("grow", grow), ("uniform", uniform),
                             ("large", count >= 100), ("empty", count == 0),
                             ("definite-cross", (inp["height"] if direction == "row" else inp["width"]) is not None),
                             ("baseline", "baseline" in align_items)] if on]
    return tags, inp


# ---------------------------------------------------------------------------------------------
# The flex item model corpus: padding, margins (auto too), min/max, flex-shrink, align-self,
# display: none, items with a definite cross size under stretch, row-/column-reverse, mixed with
# every option above.

ITEM_MAPPING = MAPPING + [
    "flex_direction row-reverse / column-reverse -> axis horizontal / vertical with reverse on.",
    "padding [top, right, bottom, left] -> padding (box-sizing border-box: the container's width and "
    "height include it).",
    "children margin [top, right, bottom, left], null edge = auto -> item margins, NaN = auto; "
    "absent = 0.",
    "children min [width, height] / max [width, height], null = unset -> item limits (min NaN, max NaN); "
    "absent = none. Every child has min-width: 0 and min-height: 0 unless min says otherwise.",
    "children shrink -> item shrink (flex: <grow> <shrink> auto); absent = 0.",
    "children align_self (CSS keyword, auto when absent) -> item align (FLOW_ALIGN_AUTO when absent).",
    "children hidden: true -> FLOW_ITEM_HIDDEN (display: none). no_stretch: true -> "
    "FLOW_ITEM_NO_STRETCH (the child has a definite cross size while its alignment is stretch).",
    "A child whose alignment (align_self, else align_items) is stretch and has no no_stretch has an "
    "auto cross size with a block of its given cross size inside: the engine gets the given size.",
    "Baselines: a row child aligned on a baseline gets first_baseline/last_baseline (measured); "
    "others NaN. Columns: 0 for every child, as above.",
    "Inputs are rounded toward zero to 1/64 px (negative margins too), as Blink's LayoutUnit does.",
]


def effective_align(inp, child):
    own = child.get("align_self", "auto")
    return inp["align_items"] if own == "auto" else own


def draw_margin(rng, mode):
    roll = rng.random()
    if roll < 0.14:
        return None                          # auto
    if roll < 0.30:
        return 0.0
    if roll < 0.42:
        return -draw_number(rng, mode, 0, 8)  # negative margins are allowed
    return draw_number(rng, mode, 0, 14)


def draw_item_case(rng):
    tags, inp = draw_case(rng, False)
    mode = tags[0]
    kids = inp["children"]
    row = inp["flex_direction"] == "row"
    features = []
    if rng.random() < 0.35:
        inp["flex_direction"] += "-reverse"
        features.append("reverse")
    if rng.random() < 0.4:
        inp["padding"] = [draw_number(rng, mode, 0, 12) if rng.random() < 0.8 else 0.0 for _ in range(4)]
        features.append("padding")
    # Keep the number of flexing items small: Chromium truncates every flexed size to 1/64 px.
    flexing = 0
    for child in kids:
        if child["grow"]:
            flexing += 1
    use_margins = rng.random() < 0.55
    use_limits = rng.random() < 0.4
    use_shrink = rng.random() < 0.4
    use_align = rng.random() < 0.4
    use_hidden = rng.random() < 0.2
    for child in kids:
        if use_margins and rng.random() < 0.5:
            child["margin"] = [draw_margin(rng, mode) for _ in range(4)]
        if use_limits and rng.random() < 0.35:
            w, h = child["width"], child["height"]
            lo = [None, None]
            hi = [None, None]
            for axis, size in enumerate((w, h)):
                roll = rng.random()
                if roll < 0.3:
                    lo[axis] = draw_number(rng, mode, size * 0.5, size * 1.5 + 4)
                elif roll < 0.6:
                    hi[axis] = draw_number(rng, mode, max(0, size * 0.4), size * 1.3 + 2)
                elif roll < 0.7:
                    # min > max: min wins.
                    hi[axis] = draw_number(rng, mode, max(0, size * 0.3), size * 0.8 + 1)
                    lo[axis] = hi[axis] + draw_number(rng, mode, 1, 10)
            if lo != [None, None]:
                child["min"] = lo
            if hi != [None, None]:
                child["max"] = hi
        if use_shrink and flexing < 4 and rng.random() < 0.3:
            child["shrink"] = rng.choice([1, 1, 2, 0.5, 3])
            flexing += 1
        if use_align and rng.random() < 0.5:
            child["align_self"] = rng.choice(ALIGN_ITEMS + ["auto"])
        if use_hidden and rng.random() < 0.2:
            child["hidden"] = True
    # Definite cross sizes under stretch (FLOW_ITEM_NO_STRETCH).
    for child in kids:
        if effective_align(inp, child) == "stretch" and rng.random() < 0.25:
            child["no_stretch"] = True
    # Shrinking only shows on overflowing lines: make some lines overflow.
    if use_shrink and rng.random() < 0.5 and inp["flex_wrap"] != "nowrap":
        inp["flex_wrap"] = "nowrap"
        tags[2] = "nowrap"
    if inp["flex_wrap"] == "nowrap" and not row and inp["height"] is None and use_shrink:
        inp["height"] = draw_main_bound(rng, mode, inp)
    # Baselines: rows measure them from inline blocks for every child aligned on one.
    if "baseline" in inp["align_items"] or any("baseline" in effective_align(inp, k) for k in kids):
        for child in kids:
            child.pop("baseline_blocks", None)
            child.pop("first_baseline", None)
            child.pop("last_baseline", None)
            if not row:
                child["first_baseline"] = child["last_baseline"] = 0.0
            elif "baseline" in effective_align(inp, child):
                child["baseline_blocks"] = [draw_number(rng, "quarter", 0, child["height"] * 1.2 + 4),
                                            draw_number(rng, "quarter", 0, 30)]
    features += [t for t, on in [("margins", use_margins), ("limits", use_limits), ("shrink", use_shrink),
                                 ("align-self", use_align), ("hidden", use_hidden),
                                 ("no-stretch", any(k.get("no_stretch") for k in kids))] if on]
    tags = tags[:4] + features + [t for t in tags[4:] if t != "baseline"]
    return tags, inp


def css_length(value):
    return "auto" if value is None else px(value)


def item_container_html(inp):
    row = inp["flex_direction"].startswith("row")
    style = [
        f"flex-direction:{inp['flex_direction']}", f"flex-wrap:{inp['flex_wrap']}",
        f"direction:{inp['direction']}", f"justify-content:{inp['justify_content']}",
        f"align-items:{inp['align_items']}", f"align-content:{inp['align_content']}",
        f"column-gap:{px(inp['column_gap'])}", f"row-gap:{px(inp['row_gap'])}",
    ]
    if inp.get("padding"):
        style.append("padding:" + " ".join(px(v) for v in inp["padding"]))
    if inp.get("width") is not None:
        style.append(f"width:{px(inp['width'])}")
    if inp.get("height") is not None:
        style.append(f"height:{px(inp['height'])}")
    cross = "height" if row else "width"
    kids = []
    for child in inp["children"]:
        stretch = effective_align(inp, child) == "stretch" and not child.get("no_stretch")
        s = [f"{key}:{px(child[key])}" for key in ("width", "height") if not (stretch and key == cross)]
        s.append(f"flex:{child['grow']!r} {child.get('shrink', 0)!r} auto")
        if "margin" in child:
            s.append("margin:" + " ".join(css_length(v) for v in child["margin"]))
        for prefix, key in (("min", "min"), ("max", "max")):
            for axis, value in zip(("width", "height"), child.get(key, [None, None])):
                if value is not None:
                    s.append(f"{prefix}-{axis}:{px(value)}")
        if child.get("align_self"):
            s.append(f"align-self:{child['align_self']}")
        if child.get("hidden"):
            s.append("display:none")
        inner = ""
        if stretch:
            inner = f'<div style="{cross}:{px(child[cross])}"></div>'
        if "baseline_blocks" in child:
            first, gap = child["baseline_blocks"]
            inner = (f'<p class="b"><i style="height:{px(first)}"></i></p>'
                     f'<p class="b"><i style="height:{px(gap)}"></i></p>')
        kids.append(f'<div style="{";".join(s)}">{inner}</div>')
    return f'<div class="o"><div class="c" style="{";".join(style)}">{"".join(kids)}</div></div>'


# ---------------------------------------------------------------------------------------------
# Rendering


def px(value):
    return f"{value!r}px"


def container_html(inp):
    style = [
        f"flex-direction:{inp['flex_direction']}", f"flex-wrap:{inp['flex_wrap']}",
        f"direction:{inp['direction']}", f"justify-content:{inp['justify_content']}",
        f"align-items:{inp['align_items']}", f"align-content:{inp['align_content']}",
        f"column-gap:{px(inp['column_gap'])}", f"row-gap:{px(inp['row_gap'])}",
    ]
    if inp.get("width") is not None:
        style.append(f"width:{px(inp['width'])}")
    if inp.get("height") is not None:
        style.append(f"height:{px(inp['height'])}")
    if inp.get("flex_line_count"):
        style.append(f"flex-line-count:{inp['flex_line_count']}")
    stretch = inp["align_items"] == "stretch"
    cross = "height" if inp["flex_direction"] == "row" else "width"
    kids = []
    for child in inp["children"]:
        s = [f"{key}:{px(child[key])}" for key in ("width", "height") if not (stretch and key == cross)]
        s.append(f"flex:{child['grow']!r} 0 auto" if child["grow"] else "flex:none")
        inner = ""
        if stretch:
            # An auto cross size stretches; the content sets the size the line is measured with.
            inner = f'<div style="{cross}:{px(child[cross])}"></div>'
        if "baseline_blocks" in child:
            first, gap = child["baseline_blocks"]
            inner = (f'<p class="b"><i style="height:{px(first)}"></i></p>'
                     f'<p class="b"><i style="height:{px(gap)}"></i></p>')
        kids.append(f'<div style="{";".join(s)}">{inner}</div>')
    return f'<div class="o"><div class="c" style="{";".join(style)}">{"".join(kids)}</div></div>'


PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><style>
body { margin: 0; font-size: 0; line-height: 0; }
/* Every container at the page's origin: far down a long page, getBoundingClientRect's floats
   lose the 1/64 px digits. */
.o { position: absolute; left: 0; top: 0; width: 100%; }
.c { display: flex; position: relative; box-sizing: border-box; margin: 0; padding: 0; border: 0; }
.c > div { box-sizing: border-box; margin: 0; padding: 0; border: 0; min-width: 0; min-height: 0; }
.b { margin: 0; padding: 0; font-size: 0; line-height: 0; }
.b > i { display: inline-block; vertical-align: baseline; width: 1px; }
</style></head><body>
@CASES@
<script>
const rows = [];
for (const c of document.querySelectorAll('.c')) {
  const r = c.getBoundingClientRect();
  const kids = [];
  for (const k of c.children) {
    const q = k.getBoundingClientRect();
    const e = {x: q.left - r.left, y: q.top - r.top, width: q.width, height: q.height};
    const marks = k.querySelectorAll('i');
    if (marks.length == 2) {
      e.first_baseline = marks[0].getBoundingClientRect().bottom - q.top;
      e.last_baseline = marks[1].getBoundingClientRect().bottom - q.top;
    }
    kids.push(e);
  }
  rows.push({width: r.width, height: r.height, children: kids});
}
const pre = document.createElement('pre');
pre.id = 'results';
pre.textContent = JSON.stringify({userAgent: navigator.userAgent, cases: rows});
document.body.replaceChildren(pre);
</script></body></html>
"""


def find_chromium(explicit):
    for name in [explicit] if explicit else ["chromium", "chromium-browser", "google-chrome"]:
        for folder in os.environ.get("PATH", "").split(os.pathsep):
            path = os.path.join(folder, name)
            if os.access(path, os.X_OK):
                return path
    sys.exit("generate.py: Chromium not found; install it (Debian: apt-get install chromium) "
             "or pass --chromium PATH")


def chromium_version(chromium):
    text = subprocess.run([chromium, "--version"], capture_output=True, text=True).stdout
    match = re.search(r"(\d+\.\d+\.\d+\.\d+)", text)
    return match.group(1) if match else text.strip()


def render(inputs, chromium, html=None, flags=None, page_template=None):
    """Chromium's output for each input: container size and child boxes (and measured baselines).
    Other corpora (generate_lanes.py) pass their own container markup, flags and page."""
    body = "\n".join((html or container_html)(inp) for inp in inputs)
    with tempfile.TemporaryDirectory() as tmp:
        page = os.path.join(tmp, "cases.html")
        with open(page, "w") as f:
            f.write((page_template or PAGE).replace("@CASES@", body))
        run = subprocess.run([chromium, *(flags or CHROMIUM_FLAGS), "file://" + page],
                             capture_output=True, text=True, timeout=600)
    match = re.search(r'<pre id="results">(.*?)</pre>', run.stdout, re.S)
    if not match:
        sys.exit("generate.py: Chromium printed no results:\n" + run.stderr[-2000:])
    text = match.group(1).replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">")
    results = json.loads(text.replace("&amp;", "&"))["cases"]
    if len(results) != len(inputs):
        sys.exit(f"generate.py: {len(inputs)} cases rendered, {len(results)} results")
    return results


def check_sizes(case_id, inp, out):
    """Chromium must have drawn every box at its given size, rounded down to 1/64 px (grown
    items no smaller, stretched ones in the cross axis excepted): else the page is wrong.
    Items of the item-model corpus that limits, shrinking or display: none may resize are not
    checked on that axis."""
    row = inp["flex_direction"].startswith("row")
    for i, (child, box) in enumerate(zip(inp["children"], out["children"])):
        for key in ("width", "height"):
            given, drawn = math.floor(child[key] * 64) / 64, box[key]
            is_main = (key == "width") == row
            if not is_main and effective_align(inp, child) == "stretch" and not child.get("no_stretch"):
                continue
            if child.get("hidden") or "min" in child or "max" in child or (is_main and child.get("shrink")):
                continue
            if drawn != given and not (is_main and child["grow"] and drawn > given):
                sys.exit(f"generate.py: {case_id} item {i}: {key} {child[key]} drawn as {drawn}")


def finish(inp, out):
    """Moves the measured baselines into the input, where the engine needs them."""
    inp = json.loads(json.dumps(inp))
    for child, box in zip(inp["children"], out["children"]):
        if child.pop("baseline_blocks", None) is not None:
            child["first_baseline"] = box.pop("first_baseline")
            child["last_baseline"] = box.pop("last_baseline")
    return inp, out


# ---------------------------------------------------------------------------------------------


CORPORA = [
    # file, id prefix, seed, number of cases, kind
    ("chromium-wrap.json", "w", 20261122, 1200, "greedy"),
    ("chromium-balance.json", "b", 20261123, 360, "balance"),
    ("chromium-items.json", "m", 20261124, 1200, "items"),
]


def build(chromium, name, prefix, seed, count, kind):
    rng = random.Random(seed)
    if kind == "items":
        drawn = [draw_item_case(rng) for _ in range(count)]
        outputs = render([inp for _, inp in drawn], chromium, item_container_html)
    else:
        drawn = [draw_case(rng, kind == "balance") for _ in range(count)]
        outputs = render([inp for _, inp in drawn], chromium)
    cases = []
    for i, ((tags, inp), out) in enumerate(zip(drawn, outputs)):
        check_sizes(f"{prefix}-{i:04d}", inp, out)
        inp, out = finish(inp, out)
        cases.append({"id": f"{prefix}-{i:04d}", "tags": tags, "input": inp, "output": out})
    return {
        "generated_by": "Tests/conformance/generate.py (do not edit by hand; run it again)",
        "chromium": chromium_version(chromium),
        "chromium_flags": CHROMIUM_FLAGS,
        "seed": seed,
        "line_breaking": "balance" if kind == "balance" else "greedy",
        "layout_unit": 1 / 64,
        "tolerance": 1 / 16,
        "mapping": ITEM_MAPPING if kind == "items" else MAPPING,
        "cases": cases,
    }


def dump(corpus):
    """One case per line: diffs stay readable and the files stay small."""
    head = {k: v for k, v in corpus.items() if k != "cases"}
    text = json.dumps(head, indent=1)[:-2] + ',\n "cases": [\n'
    text += ",\n".join(json.dumps(c, separators=(",", ":")) for c in corpus["cases"])
    return text + "\n ]\n}\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", help="Chromium executable (default: chromium on PATH)")
    parser.add_argument("--out", default=HERE, help="folder for the corpora (default: this one)")
    parser.add_argument("--check", action="store_true",
                        help="render again and compare with the committed files; write nothing")
    parser.add_argument("--only", nargs="*", help="corpus files to make (default: all)")
    args = parser.parse_args()
    chromium = find_chromium(args.chromium)
    status = 0
    for name, prefix, seed, count, kind in CORPORA:
        if args.only and name not in args.only:
            continue
        text = dump(build(chromium, name, prefix, seed, count, kind))
        path = os.path.join(args.out, name)
        if args.check:
            same = os.path.exists(path) and open(path).read() == text
            print(f"{name}: {'unchanged' if same else 'DIFFERS'}")
            status |= 0 if same else 1
        else:
            with open(path, "w") as f:
                f.write(text)
            print(f"{name}: {count} cases")
    return status


if __name__ == "__main__":
    sys.exit(main())
