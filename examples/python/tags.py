"""A tag cloud: words in chips, measured with a real font, laid out by flowlayout, drawn to a PNG.

    python examples/python/tags.py -o tags.png [--width 720] [--scale 2]

Each tag's font size follows its weight. Chips are measured with Pillow (text width from the
font's advance, height and baseline from its ascent and descent) through a measure callback,
lined up on their text baselines (``align_items="first-baseline"``) and spread over each line
(``justify="space-between"``). Needs Pillow and the DejaVu Sans font (Debian: fonts-dejavu-core).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional, Tuple

from flowlayout import FlowLayout, LayoutResult

try:
    from PIL import Image, ImageDraw, ImageFont
except ImportError:  # pragma: no cover - reported by main()
    Image = ImageDraw = ImageFont = None  # type: ignore[assignment]

FONT_CANDIDATES = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/local/share/fonts/DejaVuSans.ttf",
)

# (tag, weight): how often the tag is used.
TAGS: List[Tuple[str, int]] = [
    ("layout", 95), ("swift", 80), ("flexbox", 72), ("wrap", 64), ("baseline", 58), ("C ABI", 52),
    ("python", 50), ("ctypes", 34), ("numpy", 30), ("justify", 44), ("space-between", 40), ("chips", 22),
    ("tags", 26), ("toolbar", 14), ("gallery", 18), ("typography", 36), ("kerning", 9), ("ascent", 12),
    ("descent", 11), ("pixels", 16), ("snapping", 13), ("rtl", 15), ("columns", 20), ("rows", 21),
    ("measure", 38), ("cache", 17), ("embedded", 24), ("balance", 28), ("grow", 19), ("gap", 23),
    ("align", 33), ("stretch", 10), ("reverse", 8), ("lines", 27), ("glyphs", 12), ("DejaVu Sans", 25),
]
MIN_POINTS, MAX_POINTS = 12.0, 34.0
BACKGROUND = (250, 250, 247)
PALETTE = [(78, 121, 167), (242, 142, 43), (89, 161, 79), (176, 122, 161), (118, 183, 178), (225, 87, 89)]


@dataclass
class Chip:
    """A tag drawn as a rounded chip: its text, font and padding, and its measured size."""

    text: str
    font: "ImageFont.FreeTypeFont"
    pad_x: float
    pad_y: float
    color: Tuple[int, int, int]

    def size(self) -> Tuple[float, float]:
        """Width from the text's advance, height from the font's ascent and descent, plus padding."""
        ascent, descent = self.font.getmetrics()
        return self.font.getlength(self.text) + 2 * self.pad_x, ascent + descent + 2 * self.pad_y

    def baseline(self) -> float:
        """Offset of the text's baseline from the chip's top edge."""
        ascent, _ = self.font.getmetrics()
        return self.pad_y + ascent


def find_font(explicit: Optional[str] = None) -> str:
    """Path of DejaVu Sans (or the font given)."""
    for candidate in ([explicit] if explicit else []) + list(FONT_CANDIDATES):
        if Path(candidate).is_file():
            return candidate
    raise FileNotFoundError("DejaVu Sans not found: install it (Debian: apt-get install fonts-dejavu-core) "
                            "or pass --font PATH")


def make_chips(font_path: str, scale: float) -> List[Chip]:
    """One chip per tag; font size, padding and colour grow with the tag's weight."""
    low = min(weight for _, weight in TAGS)
    high = max(weight for _, weight in TAGS)
    chips = []
    for index, (text, weight) in enumerate(TAGS):
        t = (weight - low) / (high - low)
        points = MIN_POINTS + t * (MAX_POINTS - MIN_POINTS)
        font = ImageFont.truetype(font_path, round(points * scale))
        chips.append(Chip(text, font, pad_x=points * 0.6 * scale, pad_y=points * 0.25 * scale,
                          color=PALETTE[index % len(PALETTE)]))
    return chips


def arrange(chips: List[Chip], width: float, scale: float) -> LayoutResult:
    """Lays the chips out in rows of ``width`` pixels, lined up on their text baselines."""
    layout = FlowLayout(
        justify="space-between",
        align_items="first-baseline",
        item_spacing=10 * scale,
        line_spacing=12 * scale,
        pixel_scale=1.0,  # frames on whole pixels: crisp edges
    )

    def measure(index: int, proposed_width: Optional[float], proposed_height: Optional[float]) -> Tuple[float, float]:
        return chips[index].size()  # a chip does not wrap: wider than the row, it overflows alone

    layout.set_measure(len(chips), measure)
    layout.set_item_baselines(first=[chip.baseline() for chip in chips])
    return layout.arrange(None, width)


def draw(chips: List[Chip], result: LayoutResult, margin: float) -> "Image.Image":
    """The chips at their frames, their text on the baselines the layout lined up."""
    width = round(result.size.width + 2 * margin)
    height = round(result.size.height + 2 * margin)
    image = Image.new("RGB", (width, height), BACKGROUND)
    pen = ImageDraw.Draw(image)
    for chip, (x, y, w, h) in zip(chips, result.rects()[: result.visible_count]):
        left, top = margin + x, margin + y
        pen.rounded_rectangle([left, top, left + w, top + h], radius=h / 2, fill=chip.color)
        pen.text((left + chip.pad_x, top + chip.baseline()), chip.text, font=chip.font, fill="white", anchor="ls")
    return image


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", default="tags.png", help="PNG to write (default tags.png)")
    parser.add_argument("--width", type=float, default=720, help="row length in points (default 720)")
    parser.add_argument("--scale", type=float, default=2, help="pixels per point (default 2)")
    parser.add_argument("--font", help="a TrueType font to use instead of DejaVu Sans")
    arguments = parser.parse_args(argv)
    if Image is None:
        print("tags.py needs Pillow: pip install pillow", file=sys.stderr)
        return 1
    try:
        font_path = find_font(arguments.font)
    except FileNotFoundError as error:
        print(error, file=sys.stderr)
        return 1
    scale = arguments.scale
    chips = make_chips(font_path, scale)
    result = arrange(chips, arguments.width * scale, scale)
    image = draw(chips, result, margin=16 * scale)
    image.save(arguments.output)
    result.layout.close()
    print(f"wrote {arguments.output}: {len(chips)} tags on {len(result.lines)} lines, "
          f"{image.width}x{image.height} pixels")
    return 0


if __name__ == "__main__":
    sys.exit(main())
