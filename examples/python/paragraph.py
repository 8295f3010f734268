"""A paragraph of word boxes, broken greedily, balanced (CSS ``text-wrap: balance``) and pretty.

    python examples/python/paragraph.py -o paragraph.png [--width 400]

Every word is an item measured with a real font; the gap between items is the font's space.
Greedy breaking fills each line and leaves a short last line; balanced breaking evens the lines
out over the same number of lines, counting the last one too, so the others get ragged; pretty
breaking evens every line but the last, whose emptiness costs nothing once it is a third full.
Needs Pillow and DejaVu Sans (Debian: fonts-dejavu-core).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from flowlayout import FlowLayout, LayoutResult, LineBreakingName

try:
    from PIL import Image, ImageDraw, ImageFont
except ImportError:  # pragma: no cover - reported by main()
    Image = ImageDraw = ImageFont = None  # type: ignore[assignment]

FONT_PATHS = ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/dejavu/DejaVuSans.ttf")
TEXT = ("A flow layout places items one after another along a line and starts a new line when the "
        "next item does not fit: words in a paragraph, chips in a tag cloud, buttons in a toolbar.")
MODES: Tuple[LineBreakingName, ...] = ("greedy", "balance", "pretty")
POINTS = 18


def find_font() -> str:
    for path in FONT_PATHS:
        if Path(path).exists():
            return path
    raise FileNotFoundError("DejaVu Sans not found (Debian: apt install fonts-dejavu-core)")


def set_paragraph(words: List[str], font: "ImageFont.FreeTypeFont", width: float) -> Dict[str, LayoutResult]:
    """The words broken into lines of at most ``width``, once per line-breaking mode."""
    ascent, descent = font.getmetrics()
    sizes = [(font.getlength(word), float(ascent + descent)) for word in words]
    results: Dict[str, LayoutResult] = {}
    for mode in MODES:
        layout = FlowLayout(item_spacing=font.getlength(" "), line_spacing=4, line_breaking=mode)
        results[mode] = layout.arrange(sizes, width)
    return results


def draw(words: List[str], results: Dict[str, LayoutResult], font: "ImageFont.FreeTypeFont",
         width: float) -> "Image.Image":
    margin, caption = 16, 26
    height = max(result.size.height for result in results.values())
    image = Image.new("RGB", (round(len(results) * (width + margin) + margin), round(height + 2 * margin + caption)),
                      (250, 250, 247))
    pen = ImageDraw.Draw(image)
    small = ImageFont.truetype(font.path, 13)
    ascent, _ = font.getmetrics()
    for column, (mode, result) in enumerate(results.items()):
        left, top = margin + column * (width + margin), margin + caption
        pen.text((left, margin), f"{mode}: {len(result.lines)} lines", font=small, fill=(90, 90, 90))
        pen.rectangle([left, top, left + width, top + result.size.height], outline=(200, 200, 200))
        for word, (x, y, w, h) in zip(words, result.frames):
            pen.rectangle([left + x, top + y, left + x + w, top + y + h], fill=(225, 232, 245))
            pen.text((left + x, top + y + ascent), word, font=font, fill=(30, 30, 30), anchor="ls")
    return image


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("-o", "--output", default="paragraph.png")
    parser.add_argument("--width", type=float, default=400)
    arguments = parser.parse_args(argv)
    if Image is None:
        print("paragraph.py needs Pillow: pip install pillow", file=sys.stderr)
        return 1
    font = ImageFont.truetype(find_font(), POINTS)
    words = TEXT.split()
    results = set_paragraph(words, font, arguments.width)
    draw(words, results, font, arguments.width).save(arguments.output)
    for mode, result in results.items():
        lengths = ", ".join(f"{line.main_size:.0f}" for line in result.lines)
        print(f"{mode}: line lengths {lengths}")
    print(f"wrote {arguments.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
