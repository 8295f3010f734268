"""Checks a screenshot of the SDL2 example against the geometry it says it drew.

    python3 check_screenshot.py OUT.png [--mouse X,Y] [--min-lines N] [--max-lines N]
                                [--drag X1,Y1:X2,Y2] [--keys K1,K2,...]

Reads OUT.png (decoded here with zlib: 8-bit RGB, no other dependency) and OUT.png.json, and fails
unless: buttons do not overlap each other, nor slots, nor buttons and slots; every label box lies
inside its button or slot; frames are whole pixels; the buttons of a toolbar line share their text
baseline; every slot has the same size; every bright (text) pixel of the picture lies in a label
box and every label box holds some; the item under the mouse (found here by a scan) is the one the
program hit-tested, and it is drawn lit. With --drag and --keys (the input the program was given):
the slots show their items in the order a drop at X2,Y2 makes (the insertion index computed here
from the slots' frames by the library's rule: the nearest line along y, then before the first slot
whose centre lies right of the point), each slot's centre pixel is its item's colour, and the focus
ring is around the slot the keys lead to (computed here: left/right along the line, up/down to the
slot of the adjacent line whose centre is nearest, ties to the lower index; tab to the next slot).
"""

import argparse
import json
import struct
import sys
import zlib


def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert (depth, color, interlace) == (8, 2, 0), "expected 8-bit RGB, not interlaced"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * 3
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 3] if i >= 3 else 0
            b = previous[i]
            c = previous[i - 3] if i >= 3 else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return width, height, rows


def overlaps(r, s):
    return r[0] < s[0] + s[2] and s[0] < r[0] + r[2] and r[1] < s[1] + s[3] and s[1] < r[1] + r[3]


def inside(inner, outer):
    return (outer[0] <= inner[0] and outer[1] <= inner[1] and inner[0] + inner[2] <= outer[0] + outer[2]
            and inner[1] + inner[3] <= outer[1] + outer[3])


def contains(r, x, y):
    return r[0] <= x < r[0] + r[2] and r[1] <= y < r[1] + r[3]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("png")
    parser.add_argument("--mouse", default=None)
    parser.add_argument("--min-lines", type=int, default=1)
    parser.add_argument("--max-lines", type=int, default=1000)
    parser.add_argument("--drag", default=None)
    parser.add_argument("--keys", default=None)
    args = parser.parse_args()
    geometry = json.load(open(args.png + ".json"))
    width, height, rows = read_png(args.png)
    problems = []

    def fail(message):
        problems.append(message)

    if [width, height] != geometry["window"]:
        fail(f"picture is {width}x{height}, window {geometry['window']}")
    buttons, slots = geometry["buttons"], geometry["slots"]
    boxes = [b["frame"] for b in buttons] + [s["frame"] for s in slots]
    for i in range(len(boxes)):
        for j in range(i + 1, len(boxes)):
            if overlaps(boxes[i], boxes[j]):
                fail(f"boxes {boxes[i]} and {boxes[j]} overlap")
    for item in buttons + slots:
        if not inside(item["text"], item["frame"]):
            fail(f"label {item['text']} sticks out of {item['frame']}")
    for b in buttons:
        if any(v != int(v) for v in b["raw"]):
            fail(f"button {b['label']} is not on whole pixels: {b['raw']}")
    baselines = {}
    for b in buttons:
        baselines.setdefault(b["line"], set()).add(b["baseline"])
    for line, values in baselines.items():
        if len(values) != 1:
            fail(f"toolbar line {line} has baselines {sorted(values)}")
    heights = {}
    for b in buttons:
        heights.setdefault(b["line"], set()).add(b["frame"][3])
    if not any(len(h) > 1 for h in heights.values()):
        fail("no toolbar line mixes button heights (the baseline check would prove nothing)")
    if not args.min_lines <= geometry["toolbar_lines"] <= args.max_lines:
        fail(f"toolbar in {geometry['toolbar_lines']} lines, expected {args.min_lines}..{args.max_lines}")
    if len({(s["frame"][2], s["frame"][3]) for s in slots}) != 1:
        fail("slots differ in size (uniform size)")

    labels = [item["text"] for item in buttons + slots]
    lit = [0] * len(labels)
    for y in range(height):
        row = rows[y]
        for x in range(width):
            if min(row[3 * x], row[3 * x + 1], row[3 * x + 2]) >= 200:
                hits = [k for k, r in enumerate(labels) if contains(r, x, y)]
                if not hits:
                    fail(f"text pixel at ({x}, {y}) outside every label box")
                    break
                for k in hits:
                    lit[k] += 1
    for k, count in enumerate(lit):
        if count == 0:
            fail(f"label box {labels[k]} shows no text")

    if args.mouse:
        mx, my = (int(v) for v in args.mouse.split(","))
        expected = next((i for i, b in enumerate(buttons) if contains(b["frame"], mx, my)), -1)
        if geometry["hovered_button"] != expected:
            fail(f"mouse at ({mx}, {my}): program hit-tested button {geometry['hovered_button']}, a scan finds {expected}")
        if expected >= 0:
            x, y = buttons[expected]["frame"][:2]
            if tuple(rows[y + 2][3 * (x + 2):3 * (x + 2) + 3]) != (90, 120, 200):
                fail(f"hovered button {buttons[expected]['label']} is not drawn lit")
        expected_slot = next((i for i, s in enumerate(slots) if contains(s["frame"], mx, my)), -1)
        if geometry["hovered_slot"] != expected_slot:
            fail(f"mouse at ({mx}, {my}): program hit-tested slot {geometry['hovered_slot']}, a scan finds {expected_slot}")
        if expected_slot >= 0:
            x, y = slots[expected_slot]["frame"][:2]
            if tuple(rows[y][3 * x:3 * x + 3]) != (90, 120, 200):
                fail(f"hovered slot {expected_slot} is not drawn lit")

    frames = [s["frame"] for s in slots]
    rows_of = sorted({f[1] for f in frames})
    lines = [[i for i, f in enumerate(frames) if f[1] == y] for y in rows_of]
    line_of = {i: n for n, items in enumerate(lines) for i in items}
    centre = lambda i: frames[i][0] + frames[i][2] / 2
    focus = 0
    order = list(range(len(slots)))
    if args.drag:
        x1, y1, x2, y2 = (int(v) for v in args.drag.replace(":", ",").split(","))
        start = next((i for i, f in enumerate(frames) if contains(f, x1, y1)), -1)
        if start < 0:
            fail(f"the drag starts at ({x1}, {y1}), on no slot")
        else:
            def distance(items):
                top, bottom = frames[items[0]][1], frames[items[0]][1] + frames[items[0]][3]
                return 0 if top <= y2 <= bottom else min(abs(y2 - top), abs(y2 - bottom))
            line = min(lines, key=distance)  # min keeps the earlier line on a tie
            index = next((i for i in line if x2 < centre(i)), line[-1] + 1)
            to = index - 1 if index > start else index
            order.insert(to, order.pop(start))
            focus = to
    if [s["item"] for s in slots] != order:
        fail(f"slots show items {[s['item'] for s in slots]}, the drop makes {order}")
    for i, slot in enumerate(slots):
        x, y = slot["frame"][0] + slot["frame"][2] // 2, slot["frame"][1] + slot["frame"][3] // 2
        if list(rows[y][3 * x:3 * x + 3]) != slot["color"]:
            fail(f"slot {i} is not drawn with item {slot['item']}'s colour")
    for key in (args.keys.split(",") if args.keys else []):
        line = lines[line_of[focus]]
        if key in ("left", "right"):
            j = line.index(focus) + (1 if key == "right" else -1)
            focus = line[j] if 0 <= j < len(line) else focus
        elif key in ("up", "down"):
            n = line_of[focus] + (1 if key == "down" else -1)
            if 0 <= n < len(lines):
                focus = min(lines[n], key=lambda j: (abs(centre(j) - centre(focus)), j))
        elif key == "tab" and focus + 1 < len(slots):
            focus += 1
    if geometry["focused_slot"] != focus:
        fail(f"focus on slot {geometry['focused_slot']}, the keys {args.keys} lead to {focus}")
    ring = [i for i, f in enumerate(frames) if tuple(rows[f[1] - 1][3 * (f[0] - 1):3 * (f[0] - 1) + 3]) == (250, 200, 40)]
    if ring != [focus]:
        fail(f"the focus ring is drawn around slots {ring}, not [{focus}]")

    for p in problems[:20]:
        print("FAIL:", p, file=sys.stderr)
    if problems:
        return 1
    print(f"{args.png}: {len(buttons)} buttons in {geometry['toolbar_lines']} lines, {len(slots)} slots, "
          f"{sum(lit)} text pixels, all inside their labels; hover on button {geometry['hovered_button']}, slot {geometry['hovered_slot']}; "
          f"items in slots {order}, focus on slot {focus}" + (f" after {args.keys}" if args.keys else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
