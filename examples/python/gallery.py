"""A justified photo gallery (rows of equal height filling the width, like Flickr or Google Photos).

    python examples/python/gallery.py -o gallery.png [--width 800]

One arrange: the photos are laid out at a target row height with ``line_fill="scale"``, which
scales each row's photos along both axes (aspect ratios kept) so the row spans the width exactly;
``max_scale`` leaves a row alone that would have to grow more than that (the short last row keeps
the target height), and pretty breaking keeps that last row from being a lone photo. Photos are
drawn as coloured tiles with their aspect ratio. Needs Pillow.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import List, Optional, Sequence

from flowlayout import FlowLayout, LayoutResult

try:
    from PIL import Image, ImageDraw
except ImportError:  # pragma: no cover - reported by main()
    Image = ImageDraw = None  # type: ignore[assignment]

GAP = 6.0
ROW_HEIGHT = 150.0
MAX_SCALE = 2.0


def photo_aspects(count: int, seed: int = 7) -> List[float]:
    """Width / height of each photo: landscapes, portraits, squares and panoramas."""
    rng = random.Random(seed)
    return [rng.choice([4 / 3, 3 / 2, 2 / 3, 3 / 4, 1.0, 16 / 9, 5 / 2]) for _ in range(count)]


def justified(aspects: Sequence[float], width: float, row_height: float = ROW_HEIGHT) -> LayoutResult:
    """The gallery: rows of photos at about ``row_height``, every full row exactly ``width`` wide."""
    layout = FlowLayout(item_spacing=GAP, line_spacing=GAP, line_breaking="pretty", line_fill="scale",
                        max_scale=MAX_SCALE)
    return layout.arrange([(row_height * aspect, row_height) for aspect in aspects], width)


def draw(result: LayoutResult, aspects: Sequence[float], margin: float) -> "Image.Image":
    image = Image.new("RGB", (round(result.size.width + 2 * margin), round(result.size.height + 2 * margin)),
                      (250, 250, 247))
    pen = ImageDraw.Draw(image)
    rng = random.Random(3)
    for (x, y, w, h), aspect in zip(result.frames, aspects):
        hue = rng.randrange(60, 200)
        box = [margin + x, margin + y, margin + x + w - 1, margin + y + h - 1]
        pen.rectangle(box, fill=(hue, 140, 255 - hue))
        pen.text((box[0] + 6, box[1] + 4), f"{aspect:.2f}", fill="white")
    return image


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("-o", "--output", default="gallery.png")
    parser.add_argument("--width", type=float, default=800)
    parser.add_argument("--photos", type=int, default=23)
    arguments = parser.parse_args(argv)
    if Image is None:
        print("gallery.py needs Pillow: pip install pillow", file=sys.stderr)
        return 1
    aspects = photo_aspects(arguments.photos)
    result = justified(aspects, arguments.width)
    draw(result, aspects, margin=12).save(arguments.output)
    print(f"wrote {arguments.output}: {len(aspects)} photos in {len(result.lines)} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
