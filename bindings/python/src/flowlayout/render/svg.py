"""Writes a :class:`Scene` as SVG text (no dependencies)."""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from .scene import Box, Label, Scene, Segment


def to_svg(scene: Scene) -> str:
    """The scene as a standalone SVG document."""
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{scene.width:.2f}" height="{scene.height:.2f}" '
        f'viewBox="0 0 {scene.width:.2f} {scene.height:.2f}" font-family="DejaVu Sans, Verdana, sans-serif">',
        f'<rect width="100%" height="100%" fill="#f7f7f7"/>',
    ]
    for shape in scene.shapes:
        if isinstance(shape, Box):
            attributes = [f'x="{shape.x:.2f}" y="{shape.y:.2f}" width="{shape.width:.2f}" height="{shape.height:.2f}"']
            attributes.append(f'fill="{shape.fill}"' if shape.fill else 'fill="none"')
            if shape.stroke:
                attributes.append(f'stroke="{shape.stroke}" stroke-width="1"')
            if shape.dashed:
                attributes.append('stroke-dasharray="4 3"')
            if shape.radius:
                attributes.append(f'rx="{shape.radius:g}"')
            out.append(f'<rect class="{shape.kind}" {" ".join(attributes)}/>')
        elif isinstance(shape, Segment):
            out.append(f'<line class="{shape.kind}" x1="{shape.x1:.2f}" y1="{shape.y1:.2f}" x2="{shape.x2:.2f}" '
                       f'y2="{shape.y2:.2f}" stroke="{shape.stroke}" stroke-width="1.5"/>')
        elif isinstance(shape, Label):
            anchor = "start" if shape.anchor == "start" else "middle"
            central = ' dominant-baseline="central"' if shape.anchor == "middle" else ""
            out.append(f'<text x="{shape.x:.2f}" y="{shape.y:.2f}" font-size="{shape.size:.1f}" '
                       f'fill={quoteattr(shape.color)} text-anchor="{anchor}"{central}>{escape(shape.text)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"
