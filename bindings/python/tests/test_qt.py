"""Requirement: ``flowlayout.qt.FlowLayout`` lays widgets out as the engine does, as a QLayout must
(headless: QT_QPA_PLATFORM=offscreen). The geometries Qt ends with are compared with the engine's
frames for the same sizes, and with hand-computed positions; right to left mirrors inside the
contents margins; hidden widgets take no place; widgets past max_lines are hidden (not only moved)
and the "+N more" widget shows their number. The example's screenshot is written by its test."""

from __future__ import annotations

import subprocess
import sys

import pytest

from helpers import REPO, need_toolkit

need_toolkit("flowlayout.qt")

from flowlayout.qt import QtCore, QtWidgets  # noqa: E402  (PySide6 or PyQt6, as the adapter found)
QSize, Qt = QtCore.QSize, QtCore.Qt
QApplication, QLabel, QWidget = QtWidgets.QApplication, QtWidgets.QLabel, QtWidgets.QWidget

import flowlayout  # noqa: E402
from flowlayout.qt import FlowLayout  # noqa: E402


@pytest.fixture(scope="module")
def app():
    return QApplication.instance() or QApplication([])


class Box(QWidget):
    """A widget of a fixed size hint."""

    def __init__(self, width: int, height: int) -> None:
        super().__init__()
        self._hint = QSize(width, height)

    def sizeHint(self) -> QSize:
        return self._hint


def window_with(sizes, width, **options):
    window = QWidget()
    layout = FlowLayout(window, **options)
    layout.setContentsMargins(0, 0, 0, 0)  # the style's default margins aside
    boxes = [Box(w, h) for w, h in sizes]
    for box in boxes:
        layout.addWidget(box)
    window.resize(width, 400)
    window.show()
    QApplication.processEvents()
    return window, layout, boxes


def geometry(widget):
    g = widget.geometry()
    return (g.x(), g.y(), g.width(), g.height())


def test_widgets_wrap_where_the_engine_puts_them(app):
    sizes = [(40, 20), (60, 30), (50, 20), (30, 20), (70, 25)]
    window, layout, boxes = window_with(sizes, 150, item_spacing=10, line_spacing=5)
    layout.setContentsMargins(7, 3, 5, 2)
    QApplication.processEvents()
    engine = flowlayout.FlowLayout(item_spacing=10, line_spacing=5, padding=(3, 5, 2, 7), pixel_scale=1)
    expected = [tuple(frame) for frame in engine.arrange(sizes, 150).frames]
    assert [geometry(box) for box in boxes] == expected
    # By hand: 40 + 10 + 60 + 10 + 50 > 150 - 12: the third box starts the second line at x = 7.
    assert geometry(boxes[0]) == (7, 3, 40, 20) and geometry(boxes[1]) == (57, 3, 60, 30)
    assert geometry(boxes[2])[:2] == (7, 38)
    assert layout.count() == 5 and layout.itemAt(4).widget() is boxes[4] and layout.itemAt(5) is None
    assert layout.hasHeightForWidth()
    assert layout.heightForWidth(150) == int(engine.arrange(sizes, 150).size.height)
    assert layout.heightForWidth(1000) == 3 + 30 + 2  # one line
    window.close()


def test_right_to_left_mirrors_inside_the_contents_margins(app):
    window, layout, boxes = window_with([(40, 20), (60, 20)], 200, item_spacing=10)
    layout.setContentsMargins(11, 0, 5, 0)
    window.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    QApplication.processEvents()
    assert geometry(boxes[0]) == (200 - 5 - 40, 0, 40, 20)  # the right margin stays on the right
    assert geometry(boxes[1]) == (200 - 5 - 40 - 10 - 60, 0, 60, 20)
    window.close()


def test_hidden_widgets_take_no_place_and_taking_an_item_relays_out(app):
    window, layout, boxes = window_with([(40, 20), (40, 20), (40, 20)], 300, item_spacing=8)
    boxes[1].hide()
    QApplication.processEvents()
    assert geometry(boxes[2]) == (48, 0, 40, 20)
    boxes[1].show()
    QApplication.processEvents()
    assert geometry(boxes[2]) == (96, 0, 40, 20)
    item = layout.takeAt(0)
    assert item.widget() is boxes[0] and layout.count() == 2 and layout.takeAt(5) is None
    QApplication.processEvents()
    assert geometry(boxes[1]) == (0, 0, 40, 20)
    window.close()


def test_widgets_past_max_lines_are_hidden_and_counted_by_the_overflow_widget(app):
    more = QLabel()
    window, layout, boxes = window_with([(50, 20)] * 7, 170, item_spacing=10, max_lines=1, overflow=more)
    # One line of 170: three boxes would fill it; the "+N more" label needs room after the last one.
    visible = [box for box in boxes if box.isVisible()]
    assert 1 <= len(visible) < 7 and all(not box.isVisible() for box in boxes[len(visible):])
    assert more.isVisible() and more.parentWidget() is window and more.text() == f"+{7 - len(visible)} more"
    assert more.geometry().right() < 170 and more.geometry().y() == 0
    assert more.geometry().x() >= geometry(visible[-1])[0] + 50
    layout.heightForWidth(60)  # asks the indicator about other counts: the text shown stays the placed one
    assert more.text() == f"+{7 - len(visible)} more"
    window.resize(1000, 400)  # everything fits again: shown again, no label
    QApplication.processEvents()
    assert all(box.isVisible() for box in boxes) and not more.isVisible()
    window.close()


def test_every_option_is_a_keyword_and_the_engine_changes_later(app):
    window, layout, boxes = window_with([(40, 20), (40, 20)], 200, item_spacing=0, justify="end")
    assert geometry(boxes[1]) == (160, 0, 40, 20)
    layout.engine.justify = "start"
    layout.invalidate()
    QApplication.processEvents()
    assert geometry(boxes[1]) == (40, 0, 40, 20)
    with pytest.raises(TypeError, match="justfy"):
        FlowLayout(None, justfy="center")
    window.close()


def test_the_example_writes_its_screenshot(tmp_path):
    out = tmp_path / "qt_chips.png"
    run = subprocess.run([sys.executable, str(REPO / "examples" / "python" / "qt_chips.py"), "-o", str(out)],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    from PIL import Image

    with Image.open(out) as image:
        assert image.width >= 300 and image.height >= 60
        pixels = image.convert("RGB").tobytes()
        assert len({pixels[i:i + 3] for i in range(0, len(pixels), 3)}) > 10  # widgets drawn, not blank
