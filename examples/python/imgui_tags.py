"""Dear ImGui (imgui-bundle): tag buttons that wrap with the window, a click selects one.

    python examples/python/imgui_tags.py                          (a window)
    xvfb-run python examples/python/imgui_tags.py -o imgui_tags.png  (a screenshot, with Pillow)

``flowlayout.imgui.Flow.buttons`` measures the labels as ``imgui.button`` sizes them, arranges
them in the width left, places each with ``set_cursor_pos`` and reserves the block, so the text
after it comes below; it returns the index of the button clicked. ``gui()`` is one frame's
content (the tests also run it headless). Needs imgui-bundle and a display with OpenGL (exit status
3 without one).
"""

from __future__ import annotations

import argparse
import sys
from typing import List, Optional, Sequence

from imgui_bundle import imgui

from flowlayout.imgui import Flow

TAGS = ["swift", "layout", "c-abi", "python", "flexbox", "wrap", "chips", "tags", "toolbar", "gallery",
        "paragraph", "breadcrumbs", "rtl", "baseline", "columns", "embedded", "wasm", "cmake"]

flow = Flow(item_spacing=6, line_spacing=6, justify="center")
selected: List[Optional[int]] = [None]


def gui() -> None:
    """One frame: the tags, then what was clicked and what the mouse is over."""
    clicked = flow.buttons(TAGS)
    if clicked is not None:
        selected[0] = clicked
    hovered = flow.hovered()
    imgui.text(f"selected: {TAGS[selected[0]] if selected[0] is not None else '-'}")
    imgui.text(f"under the mouse: {TAGS[hovered] if hovered is not None else '-'}")


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-o", "--output", help="write a screenshot here (PNG) after a few frames")
    args = parser.parse_args(argv)
    from imgui_bundle import hello_imgui, immapp

    frames = [0]

    def frame() -> None:
        gui()
        frames[0] += 1
        if args.output and frames[0] >= 5:  # a few frames: the window and its fonts settle
            hello_imgui.get_runner_params().app_shall_exit = True

    params = hello_imgui.RunnerParams()
    params.callbacks.show_gui = frame
    params.app_window_params.window_title = "flowlayout + Dear ImGui"
    params.app_window_params.window_geometry.size = (460, 170)
    params.fps_idling.fps_idle = 0
    params.ini_disable = True  # no settings file left behind
    try:
        immapp.run(params)
    except Exception as error:  # no display or no OpenGL
        print(f"cannot open an ImGui window: {error}", file=sys.stderr)
        return 3
    if args.output:
        from PIL import Image

        Image.fromarray(hello_imgui.final_app_window_screenshot()).save(args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
