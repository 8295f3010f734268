"""A readable model of lanes (masonry, CSS `display: grid-lanes`), checked against Chromium.

    from lanes_reference import layout
    layout(case["input"])                          # exact arithmetic: the rules as the engine has them
    layout(case["input"], chromium_rounding=True)  # with Chromium's 1/64 px rounding of lane lengths

The rules (g = gap between lanes, G = gap between the items of a lane, e = an item's size along
its lane; every input length is first rounded toward zero to 1/64 px, Chromium's layout unit):

 1. The bound across the lanes (width for column lanes, height for row lanes) is definite;
    A = that bound minus the padding on both sides, at least 0.
 2. Lane count n: the given count, or auto-fill with a minimum length m:
    n = max(1, floor((A + g) / (m + g))), so A = k*m + (k-1)*g gives exactly k lanes; one lane of
    m > A overflows the container.
 3. Each lane is L = max(m or 0, (A - (n-1)*g) / n) long; lane t starts at off(t) = t*(L + g).
    An item on lanes s..s+k-1 occupies [off(s), off(s+k) - g].
 4. A span is clamped to n. (Chromium adds implicit lanes instead: see the corpus's
    "span-over-count" tag; this model does not reproduce those cases.)
 5. Placement, in source order: running positions r[0..n-1] = 0, cursor = 0. For an item of span
    k, M(s) = max(r[s..s+k-1]) for each start s in 0..n-k, mu = min M(s); s is eligible when
    M(s) <= mu + T (T = the tolerance). The search starts at s0 = cursor if cursor <= n-k, else 0,
    visits s0..n-k, then 0..s0-1, and takes the first eligible start. The item starts at M(s);
    r[t] = M(s) + max(0, e + G) for each lane t it covers; cursor = s + k.
 6. Stacking extent S = max(r) - G when any item is visible, else 0. An auto bound along the lanes
    is padding + S + padding.
 7. Frames, column lanes: x = left padding + off(s), y = top padding + M(s), width = the area's
    length (stretch) or the item's own width (no stretch: at the area's start), height = e.
    Row lanes are the same, transposed.
 8. Right to left: column lanes run from the right (lane 0 rightmost, a no-stretch item at its
    area's right edge); row lanes keep their top-to-bottom order and items stack from the right.
 9. Hidden items (display: none): frame 0,0,0,0, no lane, no gap, the cursor stays.
10. Tolerance: default 16 (CSS `flow-tolerance: normal` is 1em, at a 16px font); 0 = exact ties.

Items with an aspect ratio (a measured item: its size along the lane depends on the length
offered across it): column lanes e = area length / ratio, row lanes e = area length * ratio.

With chromium_rounding, two things follow Chromium's arithmetic instead of exact numbers: the
lanes' edges fall on 1/64 px (the free space is split in layout units, lane t ending at the floor
of t/n of it), and an aspect-ratio item's computed sizes are rounded down to 1/64 px (its size
across row lanes recomputed from its width). Plain items do not depend on either.
"""

import math
import struct
from fractions import Fraction

DEFAULT_TOLERANCE = 16.0


def units(value):
    """A CSS length as Chromium holds it: rounded toward zero to 1/64 px."""
    return Fraction(math.trunc(value * 64), 64)


def float32(value):
    """The nearest single-precision float, as an exact fraction."""
    return Fraction(struct.unpack("f", struct.pack("f", float(value)))[0])


def floor_units(value):
    # Chromium computes in floating point: a product meant to be exact (0.6 * 156.5625) must not
    # fall a unit short because 0.6 is not.
    return Fraction(math.floor(value * 64 + Fraction(1, 10**6)), 64)


def lane_geometry(inp, available, gap, chromium_rounding):
    """(n, offsets[0..n]) where offsets[t] is lane t's start and offsets[n] = the end of the last
    lane plus one gap, so an area s..s+k-1 is [offsets[s], offsets[s+k] - gap]."""
    minimum = units(inp["min_lane_length"]) if inp["count"] == 0 else Fraction(0)
    if inp["count"] == 0:
        n = max(1, math.floor((available + gap) / (minimum + gap)))
    else:
        n = inp["count"]
    free = available - (n - 1) * gap
    length = max(minimum, free / n)
    offsets = []
    for t in range(n + 1):
        if chromium_rounding and length * n == free:
            offsets.append(t * gap + Fraction(math.floor(float32(free / n) * 64 * t), 64))
        else:
            offsets.append(t * (length + gap))
    return n, offsets


def layout(inp, chromium_rounding=False, resume_at_cursor=True):
    """The container's size and every child's frame (x, y, width, height), as in the corpus.
    resume_at_cursor=False searches every item's lanes from lane 0 instead of from the cursor
    (rule 5): a variant the corpus rules out, for its own test."""
    columns = inp["lanes_axis"] == "columns"
    rtl = inp["direction"] == "rtl"
    top, right, bottom, left = (units(v) for v in inp.get("padding") or [0, 0, 0, 0])
    # "across": the axis the lanes lie side by side on; "along": the axis items stack on.
    if columns:
        across_bound, along_bound = inp["width"], inp["height"]
        across_start, across_pad, along_start, along_pad = left, left + right, top, top + bottom
        lane_gap, item_gap = units(inp["column_gap"]), units(inp["row_gap"])
    else:
        across_bound, along_bound = inp["height"], inp["width"]
        across_start, across_pad, along_start, along_pad = top, top + bottom, left, left + right
        lane_gap, item_gap = units(inp["row_gap"]), units(inp["column_gap"])
    available = max(Fraction(0), units(across_bound) - across_pad)
    tolerance = units(DEFAULT_TOLERANCE if inp["tolerance"] is None else inp["tolerance"])
    n, offsets = lane_geometry(inp, available, lane_gap, chromium_rounding)

    running = [Fraction(0)] * n
    cursor = 0
    placed = []  # per child: None (hidden) or (start lane, span, along position, e, own across)
    any_visible = False
    for child in inp["children"]:
        if child.get("hidden"):
            placed.append(None)
            continue
        any_visible = True
        span = min(max(1, child.get("span", 1)), n)
        starts = range(n - span + 1)
        tops = [max(running[s:s + span]) for s in starts]
        lowest = min(tops)
        first = cursor if resume_at_cursor and cursor <= n - span else 0
        order = list(range(first, n - span + 1)) + list(range(0, first))
        start = next(s for s in order if tops[s] <= lowest + tolerance)
        area = offsets[start + span] - lane_gap - offsets[start]
        ratio = child.get("aspect_ratio")
        if ratio:
            ratio = Fraction(ratio)
            along = area / ratio if columns else area * ratio
            across = area
            if chromium_rounding:
                along = floor_units(along)
                if not columns:
                    across = floor_units(along / ratio)
        else:
            along = units(child["height"] if columns else child["width"])
            across = area
            if child.get("no_stretch"):
                across = units(child["width"] if columns else child["height"])
        position = tops[start]
        for t in range(start, start + span):
            running[t] = position + max(Fraction(0), along + item_gap)
        cursor = start + span
        placed.append((start, span, position, along, across, area))

    extent = max(running) - item_gap if any_visible else Fraction(0)
    across_size = units(across_bound)
    along_size = along_pad + extent if along_bound is None else units(along_bound)
    width, height = (across_size, along_size) if columns else (along_size, across_size)

    frames = []
    for item in placed:
        if item is None:
            frames.append({"x": 0.0, "y": 0.0, "width": 0.0, "height": 0.0})
            continue
        start, span, position, along, across, area = item
        lane_at = across_start + offsets[start]
        stack_at = along_start + position
        if columns:
            x = width - right - offsets[start] - across if rtl else lane_at
            frame = (x, stack_at, across, along)
        else:
            x = width - right - position - along if rtl else stack_at
            frame = (x, lane_at, along, across)
        frames.append(dict(zip(("x", "y", "width", "height"), (float(v) for v in frame))))
    return {"width": float(width), "height": float(height), "children": frames}


def differences(inp, output, tolerance, chromium_rounding, **variant):
    """Lines naming every frame edge or container size further than `tolerance` from `output`."""
    model = layout(inp, chromium_rounding, **variant)
    problems = []
    for key in ("width", "height"):
        if abs(model[key] - output[key]) > tolerance:
            problems.append(f"container {key} {model[key]}, Chromium {output[key]}")
    if len(model["children"]) != len(output["children"]):
        problems.append(f"{len(model['children'])} frames for {len(output['children'])} children")
    for i, (mine, theirs) in enumerate(zip(model["children"], output["children"])):
        keys = ("x", "y", "width", "height")
        if any(abs(mine[k] - theirs[k]) > tolerance for k in keys):
            problems.append(f"item {i} at {tuple(mine[k] for k in keys)}, "
                            f"Chromium {tuple(theirs[k] for k in keys)}")
    return problems
