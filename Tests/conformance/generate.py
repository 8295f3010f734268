#!/usr/bin/env python3
"""Makes the Chromium conformance corpora: random flex-wrap cases, rendered by headless Chromium.

    python3 Tests/conformance/generate.py            # rewrites both corpora (needs `chromium`)
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
.c > div { box-sizing: border-box; margin: 0; padding: 0; border: 0; }
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


def render(inputs, chromium):
    """Chromium's output for each input: container size and child boxes (and measured baselines)."""
    body = "\n".join(container_html(inp) for inp in inputs)
    with tempfile.TemporaryDirectory() as tmp:
        page = os.path.join(tmp, "cases.html")
        with open(page, "w") as f:
            f.write(PAGE.replace("@CASES@", body))
        run = subprocess.run([chromium, *CHROMIUM_FLAGS, "file://" + page],
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
    items no smaller, stretched ones in the cross axis excepted): else the page is wrong."""
    row = inp["flex_direction"] == "row"
    for i, (child, box) in enumerate(zip(inp["children"], out["children"])):
        for key in ("width", "height"):
            given, drawn = math.floor(child[key] * 64) / 64, box[key]
            is_main = (key == "width") == row
            if not is_main and inp["align_items"] == "stretch":
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
    # file, id prefix, seed, number of cases, balance
    ("chromium-wrap.json", "w", 20261122, 1200, False),
    ("chromium-balance.json", "b", 20261123, 360, True),
]


def build(chromium, name, prefix, seed, count, balance):
    rng = random.Random(seed)
    drawn = [draw_case(rng, balance) for _ in range(count)]
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
        "line_breaking": "balance" if balance else "greedy",
        "layout_unit": 1 / 64,
        "tolerance": 1 / 16,
        "mapping": MAPPING,
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
    args = parser.parse_args()
    chromium = find_chromium(args.chromium)
    status = 0
    for name, prefix, seed, count, balance in CORPORA:
        text = dump(build(chromium, name, prefix, seed, count, balance))
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
