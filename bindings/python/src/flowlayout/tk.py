"""``flowlayout.tk.FlowFrame``: a Tkinter frame whose children wrap into lines.

Tk ships with Python, and has no flow container: this is one, with nothing to install. Importing
this module imports ``tkinter``; the rest of the package never does.

    import tkinter
    from flowlayout.tk import FlowFrame

    root = tkinter.Tk()
    chips = FlowFrame(root, item_spacing=6, line_spacing=6, max_lines=2, overflow=True)
    for name in ["python", "tk", "flow", "layout", "wrapping"]:
        tkinter.Button(chips, text=name)  # a child of the frame: placed by it, no pack or grid
    chips.pack(fill="x")
    root.mainloop()

What it does:

- its children (in creation order; :meth:`FlowFrame.hide` takes one out, :meth:`FlowFrame.show`
  puts it back) are placed with ``place`` at their requested size, wrapped to the frame's width
  each time it changes (``<Configure>``); the frame then asks for the height the lines need, so
  ``pack(fill="x")`` or ``grid(sticky="ew")`` make it grow and shrink with its width;
- with ``max_lines``, children on lines past it are unplaced, and an optional ``overflow`` widget
  (``overflow=True``: a ``Label``; or a function making a widget in the frame) shows
  ``overflow_text`` (``"+{} more"``: how many) after the last visible one;
- every option of :class:`flowlayout.FlowLayout` is a keyword (``direction="rtl"``,
  ``justify="center"``...), and ``frame.engine`` is that layout (call :meth:`relayout` after
  changing it, or after a child's requested size changed). ``pixel_scale`` defaults to 1.
"""

from __future__ import annotations

import tkinter
from typing import Any, Callable, Dict, List, Optional, Set, Tuple, Union

from .layout import FlowLayout as _Engine

__all__ = ["FlowFrame"]


class FlowFrame(tkinter.Frame):
    """A ``tkinter.Frame`` that places its children in wrapping lines.

    :param master: the parent widget.
    :param overflow: a widget shown after the last visible child when ``max_lines`` hides some
        ("+N more"): True for a ``tkinter.Label``, or ``make(frame) -> widget``; its text
        (``configure(text=...)``) is ``overflow_text`` formatted with their number. It is
        ``frame.overflow``.
    :param frame: options of the ``tkinter.Frame`` itself (``background``, ``padx``...).
    :param options: the options of :class:`flowlayout.FlowLayout`.
    """

    def __init__(self, master: Any = None, *, overflow: Union[bool, Callable[[Any], Any]] = False,
                 overflow_text: str = "+{} more",
                 frame: Optional[Dict[str, Any]] = None, **options: Any) -> None:
        super().__init__(master, **(frame or {}))
        options.setdefault("pixel_scale", 1)
        self.engine = _Engine(**options)
        """The engine's layout: its options can change (call :meth:`relayout` after)."""
        self._hidden: Set[str] = set()
        self._overflow: Any = None
        if overflow:
            self._overflow = tkinter.Label(self) if overflow is True else overflow(self)
        self._overflow_text = overflow_text
        self._width = -1
        self._scheduled: Optional[str] = None
        self.result: Any = None
        """The last arrange's result (frames in the order of :meth:`laid_out`)."""
        if self._overflow is not None:
            self.engine.overflow_indicator = self._indicator
        self.bind("<Configure>", self._configured, add="+")
        self.relayout()

    @property
    def overflow(self) -> Any:
        """The "+N more" widget, None without one."""
        return self._overflow

    def laid_out(self) -> List[Any]:
        """The children the frame places, in order: every child but the hidden ones and the
        overflow widget."""
        overflow = self._overflow
        return [child for child in self.winfo_children() if child is not overflow and str(child) not in self._hidden]

    def hide(self, widget: Any) -> None:
        """Takes ``widget`` out of the flow (it keeps its place in the order)."""
        self._hidden.add(str(widget))
        widget.place_forget()
        self.relayout()

    def show(self, widget: Any) -> None:
        """Puts a hidden ``widget`` back into the flow."""
        self._hidden.discard(str(widget))
        self.relayout()

    def relayout(self) -> None:
        """Places the children again once Tk is idle (once however often it is called)."""
        if self._scheduled is None:
            self._scheduled = self.after_idle(self._place_now)

    def _configured(self, event: Any) -> None:
        if event.width != self._width:
            self._width = event.width
            self._place_now()

    def _place_now(self) -> None:
        if self._scheduled is not None:
            self.after_cancel(self._scheduled)
            self._scheduled = None
        children = self.laid_out()
        sizes = [(child.winfo_reqwidth(), child.winfo_reqheight()) for child in children]
        # The width of the last <Configure> (it may come before the frame is mapped); None before
        # the first: then one line's width is asked for.
        width = self._width if self._width > 1 else None
        result = self.result = self.engine.arrange(sizes, width)
        visible = result.visible_count
        for index, (child, (x, y, w, h)) in enumerate(zip(children, result.frames)):
            if index < visible:
                child.place(x=x, y=y, width=w, height=h)
            else:
                child.place_forget()
        self._place_overflow(result, len(children) - visible)
        wanted = int(result.size.height)
        if width is None:  # not shown yet: ask for one line's width, the frame's user may give less
            self.configure(width=int(result.size.width))
        if int(self.cget("height")) != wanted:
            self.configure(height=wanted)

    def _place_overflow(self, result: Any, hidden: int) -> None:
        overflow = self._overflow
        if overflow is None:
            return
        frame = result.overflow_frame
        if frame is None:
            overflow.place_forget()
            return
        self._set_text(hidden)
        overflow.place(x=frame.x, y=frame.y, width=frame.width, height=frame.height)

    def _set_text(self, hidden: int) -> None:
        try:
            self._overflow.configure(text=self._overflow_text.format(hidden))
        except tkinter.TclError:  # a widget without text
            pass

    def _indicator(self, hidden: int) -> Tuple[int, int]:
        """The overflow widget's requested size with the text for ``hidden`` children."""
        self._set_text(hidden)
        return self._overflow.winfo_reqwidth(), self._overflow.winfo_reqheight()
