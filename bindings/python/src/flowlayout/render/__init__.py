"""Pictures of layouts: ``python -m flowlayout render spec.json -o out.svg`` (or ``.png``).

:func:`render` arranges a layout description (see :mod:`flowlayout.render.spec`) and writes a
picture of the container, its lines, its items and their baselines.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Dict, Union

from .png import write_png
from .scene import Scene, build
from .spec import LayoutSpec, SpecError, load
from .svg import to_svg


def render(source: Union[str, Path, Dict[str, Any], LayoutSpec], output: Union[str, Path], scale: float = 2.0) -> Scene:
    """Arranges ``source`` (a JSON path, a decoded description or a :class:`LayoutSpec`) and
    writes its picture to ``output``: SVG for ``.svg``, PNG (needs Pillow) for ``.png``.

    :raises SpecError: an invalid description. :raises FlowLayoutError: the library rejected it.
    """
    output = Path(output)
    suffix = output.suffix.lower()
    if suffix not in (".svg", ".png"):
        raise ValueError(f"{output}: the picture is written as .svg or .png")
    spec = source if isinstance(source, LayoutSpec) else load(source)
    result = spec.arrange()
    try:
        scene = build(spec, result)
    finally:
        result.layout.close()
    if suffix == ".svg":
        output.write_text(to_svg(scene), encoding="utf-8")
    else:
        write_png(scene, output, scale)
    return scene


__all__ = ["LayoutSpec", "Scene", "SpecError", "build", "load", "render", "to_svg", "write_png"]
