"""Command line: ``python -m flowlayout render SPEC.json -o OUT.svg|OUT.png``, ``python -m flowlayout version``."""

from __future__ import annotations

import argparse
import sys
from typing import List, Optional

from ._errors import FlowLayoutError


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m flowlayout", description="flowlayout tools")
    commands = parser.add_subparsers(dest="command", required=True)
    render = commands.add_parser("render", help="draw a layout described in JSON as SVG or PNG")
    render.add_argument("spec", help="layout description (JSON; see flowlayout.render.spec)")
    render.add_argument("-o", "--output", required=True, help="picture to write: .svg, or .png (needs Pillow)")
    render.add_argument("--scale", type=float, default=2.0, help="PNG pixels per point (default 2)")
    commands.add_parser("version", help="print the versions of the package and of the loaded library")
    arguments = parser.parse_args(argv)

    if arguments.command == "version":
        from . import __version__, library_path, library_version

        print(f"flowlayout {__version__} (library {library_version()} at {library_path()})")
        return 0

    from .render import SpecError, render as render_picture

    try:
        scene = render_picture(arguments.spec, arguments.output, arguments.scale)
    except (SpecError, FlowLayoutError, OSError, ImportError, ValueError) as error:
        print(f"flowlayout render: {error}", file=sys.stderr)
        return 1
    print(f"wrote {arguments.output} ({scene.width:.0f}x{scene.height:.0f} points)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
