"""Qt: tag buttons that wrap, two lines at most, then a "+N more" label; left to right and right to left.

    QT_QPA_PLATFORM=offscreen python examples/python/qt_chips.py -o qt_chips.png

``flowlayout.qt.FlowLayout`` is a ``QLayout``: add widgets as to any layout. Its height follows its
width (``heightForWidth``), the contents margins stay on their sides, and a right-to-left window
mirrors the buttons inside them. Needs PySide6 (or PyQt6); without ``-o`` it opens a window.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any, List, Optional, Sequence

TAGS = ["swift", "layout", "c-abi", "python", "flexbox", "wrap", "chips", "tags", "toolbar", "gallery",
        "paragraph", "breadcrumbs", "rtl", "baseline", "columns", "embedded", "wasm", "cmake"]


def qt() -> Any:
    """Qt's modules from whichever binding is installed (the adapter's choice: PySide6 first)."""
    try:
        from PySide6 import QtCore, QtWidgets
    except ImportError:
        from PyQt6 import QtCore, QtWidgets  # type: ignore[no-redef, unused-ignore]
    return QtCore, QtWidgets


def build(direction_rtl: bool) -> Any:
    """A panel of tag buttons in a flow layout of two lines at most."""
    from flowlayout.qt import FlowLayout

    QtCore, QtWidgets = qt()
    Qt = QtCore.Qt
    QGroupBox, QLabel, QPushButton = QtWidgets.QGroupBox, QtWidgets.QLabel, QtWidgets.QPushButton

    box = QGroupBox("right to left" if direction_rtl else "left to right")
    more = QLabel()
    more.setStyleSheet("color: #4e79a7; padding: 4px")
    layout = FlowLayout(box, item_spacing=6, line_spacing=6, max_lines=2, overflow=more)
    layout.setContentsMargins(12, 22, 12, 10)
    for tag in TAGS:
        button = QPushButton(tag)
        button.setStyleSheet("background: #e4eee4; border: 1px solid #59a14f; border-radius: 9px; padding: 3px 9px")
        layout.addWidget(button)
    if direction_rtl:
        box.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    return box


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-o", "--output", help="write a screenshot here (PNG) instead of opening a window")
    args = parser.parse_args(argv)
    if args.output:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _, QtWidgets = qt()
    QApplication, QVBoxLayout, QWidget = QtWidgets.QApplication, QtWidgets.QVBoxLayout, QtWidgets.QWidget

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = QWidget()
    window.setStyleSheet("background: white")
    column = QVBoxLayout(window)
    panels: List[Any] = [build(False), build(True)]
    for panel in panels:
        column.addWidget(panel)
    window.resize(440, 260)
    window.show()
    app.processEvents()
    if args.output:
        return 0 if window.grab().save(args.output) else 1
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
