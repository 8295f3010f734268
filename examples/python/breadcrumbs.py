"""Breadcrumbs with separators that vanish at line ends ("Home › Docs › Layout").

    python examples/python/breadcrumbs.py -o breadcrumbs.png

Each crumb is an item measured with a real font; the layout's ``separator`` puts a box between
neighbours on a line (the gap becomes gap + separator + gap) and none at a line's ends, so a
wrapped trail never starts or ends with a dangling "›". The separators' frames come back as
``result.separators``; this example draws a chevron in each. Needs Pillow and DejaVu Sans.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import List, Optional, Sequence, Tuple

from flowlayout import FlowLayout, LayoutResult

try:
    from PIL import Image, ImageDraw, ImageFont
except ImportError:  # pragma: no cover - reported by main()
    Image = ImageDraw = ImageFont = None  # type: ignore[assignment]

FONT_PATHS = ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/dejavu/DejaVuSans.ttf")
TRAIL = ["Home", "Products", "Computers", "Laptops", "Ultrabooks", "14-inch", "Graphite", "Model X Pro"]
POINTS = 16
PADDING = (8.0, 4.0)
SEPARATOR = (8.0, 12.0)
GAP = 4.0
WIDTHS = (640.0, 300.0)


def find_font() -> str:
    for path in FONT_PATHS:
        if Path(path).exists():
            return path
    raise FileNotFoundError("DejaVu Sans not found (Debian: apt install fonts-dejavu-core)")


def crumb_sizes(font: "ImageFont.FreeTypeFont", names: Sequence[str]) -> List[Tuple[float, float]]:
    ascent, descent = font.getmetrics()
    return [(font.getlength(name) + 2 * PADDING[0], ascent + descent + 2 * PADDING[1]) for name in names]


def trail(sizes: Sequence[Tuple[float, float]], width: float) -> LayoutResult:
    """The crumbs in lines of at most ``width``, a separator between neighbours on each line."""
    layout = FlowLayout(item_spacing=GAP, line_spacing=6, align_items="center", separator=SEPARATOR)
    return layout.arrange(list(sizes), width)


def draw(names: Sequence[str], results: Sequence[LayoutResult], font: "ImageFont.FreeTypeFont") -> "Image.Image":
    margin = 16
    width = sum(result.size.width for result in results) + margin * (len(results) + 1)
    height = max(result.size.height for result in results) + 2 * margin
    image = Image.new("RGB", (round(width), round(height)), (250, 250, 247))
    pen = ImageDraw.Draw(image)
    ascent, _ = font.getmetrics()
    left = float(margin)
    for result in results:
        pen.rectangle([left, margin, left + result.size.width, margin + result.size.height], outline=(215, 215, 215))
        for index, (name, (x, y, w, h)) in enumerate(zip(names, result.frames)):
            last = index == len(names) - 1
            pen.rounded_rectangle([left + x, margin + y, left + x + w, margin + y + h], radius=5,
                                  fill=(222, 232, 247) if not last else (78, 121, 167))
            pen.text((left + x + PADDING[0], margin + y + PADDING[1] + ascent), name, font=font,
                     fill=(30, 30, 30) if not last else (255, 255, 255), anchor="ls")
        for x, y, w, h in result.separators:  # a chevron filling each separator's box
            x0, y0 = left + x, margin + y
            pen.line([(x0 + 1, y0), (x0 + w - 1, y0 + h / 2), (x0 + 1, y0 + h)], fill=(120, 120, 120), width=2)
        left += result.size.width + margin
    return image


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("-o", "--output", default="breadcrumbs.png")
    arguments = parser.parse_args(argv)
    if Image is None:
        print("breadcrumbs.py needs Pillow: pip install pillow", file=sys.stderr)
        return 1
    font = ImageFont.truetype(find_font(), POINTS)
    sizes = crumb_sizes(font, TRAIL)
    results = [trail(sizes, width) for width in WIDTHS]
    draw(TRAIL, results, font).save(arguments.output)
    for width, result in zip(WIDTHS, results):
        print(f"{width:g} pt: {len(result.lines)} lines, {len(result.separators)} separators")
    print(f"wrote {arguments.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
