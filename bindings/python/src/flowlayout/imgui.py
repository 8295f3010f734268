"""``flowlayout.imgui``: Dear ImGui widgets in wrapping lines (imgui-bundle).

ImGui lays widgets out one after another (``same_line`` for a row), and does not wrap them. This
module measures the widgets, arranges them with the engine, places each with ``set_cursor_pos``
and reserves the block's size, so the widgets after it come below; hovering and clicks map back
to items through ``item_at``. Importing it imports ``imgui_bundle``; the rest of the package never
does. ``pip install "flowlayout[imgui]"`` installs imgui-bundle. Within a window, each frame::

    from imgui_bundle import imgui
    from flowlayout.imgui import Flow

    tags = Flow(item_spacing=6, line_spacing=6, justify="center")   # once

    clicked = tags.buttons(["python", "imgui", "flow", "layout"])   # each frame: index or None

or, for any widgets::

    tags.begin(tags.button_sizes(labels))        # measure, arrange in the width available
    for index in tags.visible():
        tags.place(index)                        # the cursor at the item's frame
        imgui.button(labels[index])
    tags.end()                                   # the block's size reserved: the cursor below it
    hovered = tags.hovered()                     # the item under the mouse, or None
"""

from __future__ import annotations

from typing import Any, List, Optional, Sequence, Tuple

from imgui_bundle import imgui

from .layout import FlowLayout as _Engine

__all__ = ["Flow"]


class Flow:
    """A wrapping block of ImGui widgets: :meth:`begin`, :meth:`place` each, :meth:`end`.

    :param options: the options of :class:`flowlayout.FlowLayout` (``justify``, ``max_lines``,
        ``direction="rtl"``...); ``layout`` is that layout.
    """

    def __init__(self, **options: Any) -> None:
        self.layout = _Engine(**options)
        self.result: Any = None
        """The result of the last :meth:`begin`."""
        self._origin: Tuple[float, float] = (0.0, 0.0)
        self._screen_origin: Tuple[float, float] = (0.0, 0.0)

    @staticmethod
    def button_sizes(labels: Sequence[str]) -> List[Tuple[float, float]]:
        """The sizes ``imgui.button`` gives each label: its text (up to ``##``) and the frame padding."""
        padding = imgui.get_style().frame_padding
        sizes = []
        for label in labels:
            text = imgui.calc_text_size(label, hide_text_after_double_hash=True)
            sizes.append((text.x + 2 * padding.x, text.y + 2 * padding.y))
        return sizes

    def begin(self, sizes: Sequence[Tuple[float, float]], width: Optional[float] = None) -> Any:
        """Arranges ``sizes`` at the cursor, in ``width`` (None: the content region's width left);
        returns the result."""
        if width is None:
            width = max(0.0, imgui.get_content_region_avail().x)
        cursor = imgui.get_cursor_pos()
        screen = imgui.get_cursor_screen_pos()
        self._origin = (cursor.x, cursor.y)
        self._screen_origin = (screen.x, screen.y)
        self.result = self.layout.arrange(list(sizes), width)
        return self.result

    def visible(self) -> range:
        """The indices of the items shown (those on lines past ``max_lines`` are not)."""
        return range(self.result.visible_count)

    def place(self, index: int) -> Tuple[float, float, float, float]:
        """Moves the cursor to item ``index``'s frame; returns the frame (x, y, width, height),
        relative to the block."""
        x, y, width, height = self.result.frames[index]
        imgui.set_cursor_pos(imgui.ImVec2(self._origin[0] + x, self._origin[1] + y))
        return x, y, width, height

    def end(self) -> None:
        """Reserves the block's size and leaves the cursor below it."""
        imgui.set_cursor_pos(imgui.ImVec2(*self._origin))
        size = self.result.size
        imgui.dummy(imgui.ImVec2(size.width, size.height))

    def hovered(self) -> Optional[int]:
        """The item under the mouse (through ``item_at``), None when none is or the window is not
        hovered."""
        if self.result is None or not imgui.is_window_hovered():
            return None
        mouse = imgui.get_mouse_pos()
        return self.layout.item_at(mouse.x - self._screen_origin[0], mouse.y - self._screen_origin[1])

    def buttons(self, labels: Sequence[str], width: Optional[float] = None) -> Optional[int]:
        """A wrapping block of ``imgui.button`` s: the index of the one clicked this frame, or None."""
        self.begin(self.button_sizes(labels), width)
        clicked = None
        for index in self.visible():
            self.place(index)
            if imgui.button(labels[index]):
                clicked = index
        self.end()
        return clicked
