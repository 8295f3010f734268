"""A responsive toolbar: one row when it fits, else wrapped rows, else a column (first_fitting).

    python examples/python/toolbar.py -o toolbar.png

Eleven buttons are measured with a real font by one measure function shared by three candidate
layouts; ``first_fitting`` picks the first that fits the panel (and shows every button), measuring
each button once for all three. Wrapped rows are limited to three (``max_lines=3``): a candidate
that would hide buttons does not fit, so a narrow panel gets the column. The PNG shows the
toolbar in three panels of decreasing width.
Needs Pillow and the DejaVu Sans font (Debian: fonts-dejavu-core).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import List, Optional, Sequence, Tuple

from flowlayout import FlowLayout, LayoutResult, first_fitting

try:
    from PIL import Image, ImageDraw, ImageFont
except ImportError:  # pragma: no cover - reported by main()
    Image = ImageDraw = ImageFont = None  # type: ignore[assignment]

FONT_PATHS = ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/dejavu/DejaVuSans.ttf")
LABELS = ["New", "Open", "Save", "Save as", "Print", "Undo", "Redo", "Cut", "Copy", "Paste", "Preferences"]
PANELS: List[Tuple[float, float]] = [(900, 60), (420, 160), (200, 480)]
"""(width, height) of each panel the toolbar is shown in, in points."""
PAD_X, PAD_Y, POINTS = 12.0, 7.0, 15
CANDIDATE_NAMES = ("one row", "wrapped rows", "one column")


def find_font() -> str:
    for path in FONT_PATHS:
        if Path(path).exists():
            return path
    raise FileNotFoundError("DejaVu Sans not found (Debian: apt install fonts-dejavu-core)")


def button_sizes(font: "ImageFont.FreeTypeFont", labels: Sequence[str]) -> List[Tuple[float, float]]:
    """Each button's (width, height): its label's advance and the font's line height, padded."""
    ascent, descent = font.getmetrics()
    return [(font.getlength(label) + 2 * PAD_X, ascent + descent + 2 * PAD_Y) for label in labels]


def candidates() -> List[FlowLayout]:
    """The ways to show the toolbar, in order of preference."""
    return [
        FlowLayout(wrap="none", item_spacing=6, align_items="center"),
        FlowLayout(item_spacing=6, line_spacing=6, max_lines=3),  # more rows than 3: rather a column
        FlowLayout(axis="vertical", wrap="none", item_spacing=4, align_items="stretch"),
    ]


def choose(layouts: List[FlowLayout], sizes: Sequence[Tuple[float, float]], width: float,
           height: float) -> Tuple[int, LayoutResult]:
    """The first candidate that fits (width, height), arranged there."""
    def measure(index: int, proposed_width: Optional[float], proposed_height: Optional[float]) -> Tuple[float, float]:
        return sizes[index]

    for layout in layouts:
        layout.set_measure(len(sizes), measure)  # one function: candidates share its answers
    chosen = first_fitting(layouts, width, height)
    return chosen, layouts[chosen].result


def draw(panels: List[Tuple[float, float, int, LayoutResult]], font: "ImageFont.FreeTypeFont",
         scale: float) -> "Image.Image":
    margin = 16.0
    total_width = sum(width for width, _, _, _ in panels) + margin * (len(panels) + 1)
    total_height = max(height for _, height, _, _ in panels) + 2 * margin + 24
    image = Image.new("RGB", (round(total_width * scale), round(total_height * scale)), (250, 250, 247))
    pen = ImageDraw.Draw(image)
    big_font = ImageFont.truetype(font.path, round(POINTS * scale))
    caption_font = ImageFont.truetype(font.path, round(12 * scale))
    left = margin
    for width, height, chosen, result in panels:
        top = margin + 24
        pen.text((left * scale, margin * scale), f"{width:g} x {height:g}: {CANDIDATE_NAMES[chosen]}",
                 font=caption_font, fill=(90, 90, 90))
        pen.rectangle([left * scale, top * scale, (left + width) * scale, (top + height) * scale],
                      outline=(170, 170, 170), width=max(1, round(scale)))
        for label, (x, y, w, h) in zip(LABELS, result.frames):
            box = [(left + x) * scale, (top + y) * scale, (left + x + w) * scale, (top + y + h) * scale]
            pen.rounded_rectangle(box, radius=5 * scale, fill=(78, 121, 167))
            pen.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, font=big_font, fill="white", anchor="mm")
        left += width + margin
    return image


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("-o", "--output", default="toolbar.png")
    parser.add_argument("--scale", type=float, default=2, help="pixels per point (default 2)")
    arguments = parser.parse_args(argv)
    if Image is None:
        print("toolbar.py needs Pillow: pip install pillow", file=sys.stderr)
        return 1
    font = ImageFont.truetype(find_font(), POINTS)
    sizes = button_sizes(font, LABELS)
    layouts = candidates()
    panels = []
    for width, height in PANELS:
        chosen, result = choose(layouts, sizes, width, height)
        panels.append((width, height, chosen, result))
        print(f"{width:g} x {height:g}: {CANDIDATE_NAMES[chosen]}, {len(result.lines)} lines")
    draw(panels, font, arguments.scale).save(arguments.output)
    print(f"wrote {arguments.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
