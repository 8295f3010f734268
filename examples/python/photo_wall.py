"""A photo wall (masonry, CSS ``display: grid-lanes``): photos of their own aspect ratios in lanes.

    python examples/python/photo_wall.py -o photo_wall.png [--width 1000] [--photos 30]

One arrange with ``lanes=(0, 180)``: as many lanes of at least 180 points as the width holds,
sharing it equally. A measure callback sizes each photo for the lane it is offered (its width
across, its height from its aspect ratio), and each photo goes into the lane whose stack ends
first, so the lanes end close together whatever the mix of portraits and panoramas. The photos
are synthetic (gradients with a label: the ratio and the number), made from a seed. Needs Pillow.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import List, NamedTuple, Optional, Sequence, Tuple

from flowlayout import FlowLayout, LayoutResult

try:
    from PIL import Image, ImageDraw, ImageOps
except ImportError:  # pragma: no cover - reported by main()
    Image = ImageDraw = ImageOps = None  # type: ignore[assignment]

GAP = 8.0
MIN_LANE = 180.0

# Aspect ratios of real cameras and crops (width:height): phones, DSLRs, squares, panoramas.
RATIOS: Sequence[Tuple[int, int]] = ((3, 2), (2, 3), (4, 3), (3, 4), (16, 9), (9, 16), (1, 1), (5, 4), (4, 5),
                                     (21, 9))
PALETTE: Sequence[Tuple[Tuple[int, int, int], Tuple[int, int, int]]] = (
    ((255, 183, 94), (237, 100, 166)), ((72, 198, 239), (111, 134, 214)), ((150, 230, 161), (22, 160, 133)),
    ((253, 219, 146), (209, 253, 255)), ((246, 211, 101), (253, 160, 133)), ((161, 140, 209), (251, 194, 235)),
    ((132, 250, 176), (143, 211, 244)), ((255, 154, 158), (250, 208, 196)), ((48, 207, 208), (51, 8, 103)),
)


class Photo(NamedTuple):
    """A synthetic photo: its aspect ratio (width / height), the ratio's name and its colours."""

    aspect: float
    ratio: str
    colors: Tuple[Tuple[int, int, int], Tuple[int, int, int]]
    angle: int


def photos(count: int, seed: int = 11) -> List[Photo]:
    """``count`` photos of varied aspect ratios, the same ones for the same seed."""
    rng = random.Random(seed)
    made = []
    for _ in range(count):
        width, height = rng.choice(RATIOS)
        made.append(Photo(width / height, f"{width}:{height}", rng.choice(PALETTE), rng.choice((0, 45, 90, 135))))
    return made


def wall(shots: Sequence[Photo], width: float) -> LayoutResult:
    """The wall: lanes of at least ``MIN_LANE`` points across ``width``, each photo as wide as its
    lane and as tall as its aspect ratio makes it."""

    def measure(index: int, offered: Optional[float], _height: Optional[float]) -> Tuple[float, float]:
        across = MIN_LANE if offered is None else offered  # the lane's width, when it is offered
        return across, across / shots[index].aspect

    layout = FlowLayout(lanes=(0, MIN_LANE), item_spacing=GAP, line_spacing=GAP, padding=GAP)
    layout.set_measure(len(shots), measure)
    return layout.arrange(width=width)


def draw(result: LayoutResult, shots: Sequence[Photo]) -> "Image.Image":
    size = result.size
    image = Image.new("RGB", (round(size.width), round(size.height)), (28, 30, 36))
    for number, ((x, y, w, h), photo) in enumerate(zip(result.frames, shots), start=1):
        box = (round(x), round(y), round(x + w), round(y + h))
        tile_w, tile_h = max(1, box[2] - box[0]), max(1, box[3] - box[1])
        ramp = Image.linear_gradient("L").rotate(photo.angle, resample=Image.Resampling.BICUBIC, expand=False)
        tile = ImageOps.colorize(ramp.resize((tile_w, tile_h)), photo.colors[0], photo.colors[1])
        pen = ImageDraw.Draw(tile)
        # A horizon and a sun, so that the tiles read as pictures.
        pen.ellipse((tile_w * 0.62, tile_h * 0.14, tile_w * 0.62 + tile_w * 0.2, tile_h * 0.14 + tile_w * 0.2),
                    fill=(255, 250, 235))
        pen.polygon([(0, tile_h), (0, tile_h * 0.72), (tile_w * 0.35, tile_h * 0.58), (tile_w * 0.7, tile_h * 0.74),
                     (tile_w, tile_h * 0.64), (tile_w, tile_h)], fill=(40, 44, 60))
        label = f"#{number}  {photo.ratio}"
        pen.rectangle((6, 6, 14 + 6 * len(label), 24), fill=(0, 0, 0))
        pen.text((11, 9), label, fill="white")
        image.paste(tile, box[:2])
    return image


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("-o", "--output", default="photo_wall.png")
    parser.add_argument("--width", type=float, default=1000)
    parser.add_argument("--photos", type=int, default=30)
    arguments = parser.parse_args(argv)
    if Image is None:
        print("photo_wall.py needs Pillow: pip install pillow", file=sys.stderr)
        return 1
    shots = photos(arguments.photos)
    result = wall(shots, arguments.width)
    draw(result, shots).save(arguments.output)
    print(f"wrote {arguments.output}: {len(shots)} photos in {len(result.lanes)} lanes "
          f"of {result.lanes[0].length:.1f} points")
    return 0


if __name__ == "__main__":
    sys.exit(main())
