"""Writes a :class:`Scene` as a PNG with Pillow (``pip install pillow``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Dict, List, Tuple, Union

from .scene import Box, Label, Scene, Segment

FONT_PATHS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "DejaVuSans.ttf",
)


def _font(size: float, cache: Dict[int, Any]) -> Any:
    from PIL import ImageFont

    pixels = max(1, round(size))
    if pixels not in cache:
        for path in FONT_PATHS:
            try:
                cache[pixels] = ImageFont.truetype(path, pixels)
                break
            except OSError:
                continue
        else:
            cache[pixels] = ImageFont.load_default()
    return cache[pixels]


def _color(hex_color: str) -> Tuple[int, ...]:
    value = hex_color.lstrip("#")
    return tuple(int(value[i : i + 2], 16) for i in (0, 2, 4))


def write_png(scene: Scene, path: Union[str, Path], scale: float = 2.0) -> None:
    """Draws the scene at ``scale`` pixels per point and saves it to ``path``.

    :raises ImportError: Pillow is not installed.
    """
    try:
        from PIL import Image, ImageDraw
    except ImportError as error:
        raise ImportError("PNG output needs Pillow: pip install pillow (or write .svg)") from error
    image = Image.new("RGB", (max(1, round(scene.width * scale)), max(1, round(scene.height * scale))), "#f7f7f7")
    draw = ImageDraw.Draw(image)
    fonts: Dict[int, Any] = {}
    for shape in scene.shapes:
        if isinstance(shape, Box):
            box = [shape.x * scale, shape.y * scale, (shape.x + shape.width) * scale, (shape.y + shape.height) * scale]
            box[2], box[3] = max(box[0], box[2]), max(box[1], box[3])
            fill = _color(shape.fill) if shape.fill else None
            outline = _color(shape.stroke) if shape.stroke and not shape.dashed else None
            draw.rounded_rectangle(box, radius=shape.radius * scale, fill=fill, outline=outline, width=1)
            if shape.dashed and shape.stroke:
                _dashed_rectangle(draw, box, _color(shape.stroke), 4 * scale, 3 * scale)
        elif isinstance(shape, Segment):
            draw.line([shape.x1 * scale, shape.y1 * scale, shape.x2 * scale, shape.y2 * scale],
                      fill=_color(shape.stroke), width=max(1, round(1.5 * scale)))
        elif isinstance(shape, Label):
            font = _font(shape.size * scale, fonts)
            anchor = {"middle": "mm", "baseline": "ms"}.get(shape.anchor, "ls")
            draw.text((shape.x * scale, shape.y * scale), shape.text, fill=_color(shape.color), font=font, anchor=anchor)
    image.save(path)


def _dashed_rectangle(draw: Any, box: List[float], color: Tuple[int, ...], dash: float, gap: float) -> None:
    x0, y0, x1, y1 = box
    for (ax, ay, bx, by) in ((x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)):
        length = max(abs(bx - ax), abs(by - ay))
        position = 0.0
        while position < length:
            end = min(length, position + dash)
            t0, t1 = position / length, end / length
            draw.line([ax + (bx - ax) * t0, ay + (by - ay) * t0, ax + (bx - ax) * t1, ay + (by - ay) * t1],
                      fill=color, width=1)
            position = end + gap
