"""Dear ImGui (imgui-bundle): tag buttons that wrap with the window, a click selects one.

    python examples/python/imgui_tags.py    (opens a window; needs imgui-bundle and a display)

``flowlayout.imgui.Flow.buttons`` measures the labels as ``imgui.button`` sizes them, arranges
them in the width left, places each with ``set_cursor_pos`` and reserves the block, so the text
after it comes below; it returns the index of the button clicked. ``gui()`` is one frame's
content (the tests run it headless).
"""

from __future__ import annotations

import sys
from typing import List, Optional

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


def main() -> int:
    from imgui_bundle import immapp

    immapp.run(gui, window_title="flowlayout + Dear ImGui", window_size=(460, 220))
    return 0


if __name__ == "__main__":
    sys.exit(main())
