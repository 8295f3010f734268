"""``flowlayout.qt.FlowLayout``: a Qt layout whose widgets wrap into lines, for PySide6 or PyQt6.

Whichever of the two is installed is used (PySide6 first); importing this module imports it, the
rest of the package never does. ``pip install "flowlayout[qt]"`` installs PySide6-Essentials.

>>> from PySide6.QtWidgets import QApplication, QPushButton, QWidget
>>> from flowlayout.qt import FlowLayout
>>> app = QApplication.instance() or QApplication([])
>>> window = QWidget()
>>> layout = FlowLayout(window, item_spacing=6, line_spacing=6, justify="center")
>>> for name in ["python", "qt", "layout", "wrapping", "rows"]:
...     layout.addWidget(QPushButton(name))
>>> window.resize(220, 100)

What it does, as a ``QLayout``:

- items are the widgets' ``sizeHint`` (clamped to their minimum and maximum sizes), laid out by
  one arrange that ``heightForWidth`` and ``setGeometry`` share (cached until the layout is
  invalidated: a widget added, removed, shown, hidden or changing its size hint);
- the contents margins are the engine's padding, on their physical sides; a right-to-left
  ``layoutDirection`` of the parent widget mirrors the items inside them (as ``QHBoxLayout``);
- hidden widgets take no place; with ``max_lines``, the widgets on lines past it are hidden by the
  layout (and shown again when they fit), and an optional ``overflow`` widget (a ``QLabel``, a
  ``QPushButton``...) is shown after the last visible one, its text set from ``overflow_text``
  (``"+{} more"``: the number of hidden widgets);
- every option of :class:`flowlayout.FlowLayout` is a keyword (``justify="space-between"``,
  ``axis="vertical"``...), and ``layout.engine`` is that layout, for changing options later (call
  ``invalidate()`` after). ``pixel_scale`` defaults to 1: widgets sit on whole pixels.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Set, Tuple

try:
    from PySide6 import QtCore, QtWidgets
except ImportError:  # pragma: no cover - PyQt6 instead
    try:
        from PyQt6 import QtCore, QtWidgets  # type: ignore[no-redef, unused-ignore]
    except ImportError as error:
        raise ImportError("flowlayout.qt needs PySide6 or PyQt6: pip install 'flowlayout[qt]'") from error

from ._enums import Axis, Direction
from .layout import FlowLayout as _Engine

_Qt = QtCore.Qt
_RTL = _Qt.LayoutDirection.RightToLeft
_UNBOUNDED = 16777215  # QWIDGETSIZE_MAX

__all__ = ["FlowLayout"]


class FlowLayout(QtWidgets.QLayout):  # type: ignore[misc, unused-ignore]  # Any when Qt is not installed
    """A ``QLayout`` that wraps its widgets into lines (rows, or columns with ``axis="vertical"``).

    :param parent: the widget to lay out, as for any ``QLayout``.
    :param overflow: a widget shown after the last visible one when ``max_lines`` hides some
        ("+N more"); the layout owns its geometry and visibility.
    :param overflow_text: the overflow widget's text (when it has ``setText``), formatted with the
        number of hidden widgets.
    :param options: the options of :class:`flowlayout.FlowLayout`.
    """

    def __init__(self, parent: Any = None, *, overflow: Any = None, overflow_text: str = "+{} more",
                 **options: Any) -> None:
        super().__init__(parent)
        options.setdefault("pixel_scale", 1)
        self.engine = _Engine(**options)
        """The engine's layout: its options can change (call ``invalidate()`` after)."""
        self._items: List[Any] = []
        self._cache: Dict[Tuple[Any, ...], Any] = {}
        self._hidden_by_layout: Set[int] = set()
        self._overflow = overflow
        self._overflow_text = overflow_text
        self._overflow_count = 0
        self._placing = False
        if overflow is not None:
            overflow.hide()
            self.engine.overflow_indicator = self._indicator

    # -- QLayout's bookkeeping ------------------------------------------------------------------

    def addItem(self, item: Any) -> None:
        self._items.append(item)
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> Any:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> Any:
        if not 0 <= index < len(self._items):
            return None
        item = self._items.pop(index)
        widget = item.widget()
        if widget is not None and id(widget) in self._hidden_by_layout:
            self._hidden_by_layout.discard(id(widget))
            widget.show()
        self.invalidate()
        return item

    def invalidate(self) -> None:
        self._cache.clear()
        super().invalidate()

    def setSpacing(self, spacing: int) -> None:
        self.engine.item_spacing = self.engine.line_spacing = spacing
        self.invalidate()

    def spacing(self) -> int:
        return int(self.engine.item_spacing or 0)

    def expandingDirections(self) -> Any:
        return _Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return bool(self.engine.axis == Axis.HORIZONTAL)

    def heightForWidth(self, width: int) -> int:
        return int(self._arrange(width, None).size.height)

    def sizeHint(self) -> Any:
        return self.minimumSize()

    def minimumSize(self) -> Any:
        size = QtCore.QSize(0, 0)
        for item in self._laid_out():
            size = size.expandedTo(item.minimumSize())
        left, top, right, bottom = self._margins()
        return size + QtCore.QSize(left + right, top + bottom)

    def setGeometry(self, rect: Any) -> None:
        super().setGeometry(rect)
        if self._placing:  # showing or hiding a widget, or the overflow's new text, asked again at once
            return
        self._placing = True
        try:
            self._place(rect)
        finally:
            self._placing = False

    def _place(self, rect: Any) -> None:
        horizontal = self.engine.axis == Axis.HORIZONTAL
        # Unbounded across lines when that changes nothing: the arrange heightForWidth made serves.
        plain = self.engine.align_content == 0 and self.engine.wrap != 2
        width = rect.width() if horizontal or not plain else None
        height = rect.height() if not horizontal or not plain else None
        result = self._arrange(width, height)
        items = self._laid_out()
        x0, y0 = rect.x(), rect.y()
        visible = result.visible_count
        for index, (item, (x, y, w, h)) in enumerate(zip(items, result.frames)):
            if index < visible:
                self._show(item)
                item.setGeometry(QtCore.QRect(int(x0 + x), int(y0 + y), int(w), int(h)))
            else:
                self._hide(item)
        overflow = self._overflow
        if overflow is not None:
            frame = result.overflow_frame
            if frame is None:
                overflow.hide()
            else:
                self._set_overflow_text(len(items) - visible)
                parent = self.parentWidget()
                if parent is not None and overflow.parentWidget() is not parent:
                    overflow.setParent(parent)  # a child of the laid-out widget, not a window of its own
                overflow.setGeometry(QtCore.QRect(int(x0 + frame.x), int(y0 + frame.y), int(frame.width),
                                                  int(frame.height)))
                overflow.show()

    # -- the arrange ------------------------------------------------------------------------------

    def _margins(self) -> Tuple[int, int, int, int]:
        margins = self.contentsMargins()
        return margins.left(), margins.top(), margins.right(), margins.bottom()

    def _laid_out(self) -> List[Any]:
        """The items that take a place: not hidden, or hidden by this layout (past max_lines)."""
        hidden = self._hidden_by_layout
        return [item for item in self._items
                if not item.isEmpty() or (item.widget() is not None and id(item.widget()) in hidden)]

    def _direction(self) -> Direction:
        parent = self.parentWidget()
        return Direction.RTL if parent is not None and parent.layoutDirection() == _RTL else Direction.LTR

    def _arrange(self, width: Optional[int], height: Optional[int]) -> Any:
        left, top, right, bottom = self._margins()
        direction = self._direction()
        key = (width, height, left, top, right, bottom, direction)
        result = self._cache.get(key)
        if result is None:
            engine = self.engine
            engine.padding = (top, right, bottom, left)
            if engine.direction != direction:
                engine.direction = direction
            sizes = []
            for item in self._laid_out():
                hint = item.sizeHint().expandedTo(item.minimumSize()).boundedTo(item.maximumSize())
                sizes.append((hint.width(), hint.height()))
            result = engine.arrange(sizes, width, height)
            self._cache[key] = result
        return result

    def _show(self, item: Any) -> None:
        widget = item.widget()
        if widget is not None and id(widget) in self._hidden_by_layout:
            self._hidden_by_layout.discard(id(widget))
            widget.show()

    def _hide(self, item: Any) -> None:
        widget = item.widget()
        if widget is not None and id(widget) not in self._hidden_by_layout:
            self._hidden_by_layout.add(id(widget))
            widget.hide()

    def _set_overflow_text(self, hidden: int) -> None:
        """Shows the number of widgets hidden by the last placement."""
        self._overflow_count = hidden
        if hasattr(self._overflow, "setText"):
            self._overflow.setText(self._overflow_text.format(hidden))

    def _indicator(self, hidden: int) -> Tuple[int, int]:
        """The overflow widget's size with its text for ``hidden`` widgets (an arrange asks for
        several, heightForWidth's too: the text shown is the placed one's again after)."""
        overflow = self._overflow
        if not hasattr(overflow, "setText"):
            hint = overflow.sizeHint()
            return hint.width(), hint.height()
        overflow.setText(self._overflow_text.format(hidden))
        hint = overflow.sizeHint()
        overflow.setText(self._overflow_text.format(self._overflow_count))
        return hint.width(), hint.height()
