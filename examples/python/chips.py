"""A chip list limited to two lines, ending with a "+N more" chip.

    python examples/python/chips.py -o chips.png

The layout's ``overflow_indicator`` is asked for the size of a "+N more" chip for N hidden
chips; with ``max_lines=2`` the library shows as many chips as leave room for it on the last
line, in one arrange (no settling passes), and returns its frame as ``result.overflow_frame``.
The chip's width depends on N ("+9 more" is narrower than "+12 more"), which the library takes
into account. Needs Pillow and DejaVu Sans.
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
TAGS = ["swift", "layout", "c-abi", "python", "flexbox", "wrap", "chips", "tags", "toolbar", "gallery",
        "paragraph", "breadcrumbs", "rtl", "baseline", "columns", "embedded", "wasm", "cmake", "ctypes",
        "pillow", "numpy", "benchmarks", "fuzzing", "valgrind"]
POINTS = 15
PADDING = (10.0, 5.0)
WIDTHS = (420.0, 260.0)
MAX_LINES = 2


def find_font() -> str:
    for path in FONT_PATHS:
        if Path(path).exists():
            return path
    raise FileNotFoundError("DejaVu Sans not found (Debian: apt install fonts-dejavu-core)")


def chip_size(font: "ImageFont.FreeTypeFont", text: str) -> Tuple[float, float]:
    ascent, descent = font.getmetrics()
    return (font.getlength(text) + 2 * PADDING[0], ascent + descent + 2 * PADDING[1])


def more_label(hidden: int) -> str:
    return f"+{hidden} more"


def chip_list(font: "ImageFont.FreeTypeFont", tags: Sequence[str], width: float) -> LayoutResult:
    """The chips in at most MAX_LINES lines of ``width``, a "+N more" chip ending the last one."""
    layout = FlowLayout(item_spacing=6, line_spacing=6, max_lines=MAX_LINES,
                        overflow_indicator=lambda hidden: chip_size(font, more_label(hidden)))
    return layout.arrange([chip_size(font, tag) for tag in tags], width)


def draw(tags: Sequence[str], results: Sequence[LayoutResult], font: "ImageFont.FreeTypeFont") -> "Image.Image":
    margin = 16
    width = sum(result.size.width for result in results) + margin * (len(results) + 1)
    height = max(result.size.height for result in results) + 2 * margin
    image = Image.new("RGB", (round(width), round(height)), (250, 250, 247))
    pen = ImageDraw.Draw(image)
    ascent, _ = font.getmetrics()
    left = float(margin)
    for result in results:
        pen.rectangle([left, margin, left + result.size.width, margin + result.size.height], outline=(215, 215, 215))
        shown = [(tag, frame) for tag, frame in zip(tags, result.frames)][: result.visible_count]
        more = result.overflow_frame
        if more is not None:
            shown.append((more_label(len(tags) - result.visible_count), more))
        for number, (text, (x, y, w, h)) in enumerate(shown):
            is_more = more is not None and number == len(shown) - 1
            pen.rounded_rectangle([left + x, margin + y, left + x + w, margin + y + h], radius=h / 2,
                                  fill=(255, 255, 255) if is_more else (228, 238, 228),
                                  outline=(78, 121, 167) if is_more else (89, 161, 79))
            pen.text((left + x + PADDING[0], margin + y + PADDING[1] + ascent), text, font=font,
                     fill=(78, 121, 167) if is_more else (30, 60, 30), anchor="ls")
        left += result.size.width + margin
    return image


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("-o", "--output", default="chips.png")
    arguments = parser.parse_args(argv)
    if Image is None:
        print("chips.py needs Pillow: pip install pillow", file=sys.stderr)
        return 1
    font = ImageFont.truetype(find_font(), POINTS)
    results = [chip_list(font, TAGS, width) for width in WIDTHS]
    draw(TAGS, results, font).save(arguments.output)
    for width, result in zip(WIDTHS, results):
        print(f"{width:g} pt: {result.visible_count} of {len(TAGS)} chips, +{len(TAGS) - result.visible_count} more")
    print(f"wrote {arguments.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
