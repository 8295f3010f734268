"""Requirement: ``flowlayout.tk.FlowFrame`` places its children as the engine lays them out, wraps
them again when its width changes, asks for the height the lines need, takes hidden children out
and unplaces the ones past max_lines, with a "+N more" label. Needs a display: scripts/test-python
runs the tests under Xvfb (xvfb-run); without one they are skipped, saying so."""

from __future__ import annotations

import subprocess
import sys

import pytest

from helpers import REPO, need_toolkit

need_toolkit("flowlayout.tk")

import tkinter  # noqa: E402

import flowlayout  # noqa: E402
from flowlayout.tk import FlowFrame  # noqa: E402


@pytest.fixture
def root():
    try:
        made = tkinter.Tk()
    except tkinter.TclError as error:
        pytest.skip(f"Tk has no display ({error}): run under xvfb-run, as scripts/test-python does")
    made.geometry("300x200+0+0")
    yield made
    made.destroy()


def boxes(frame, sizes):
    return [tkinter.Frame(frame, width=w, height=h, background="#59a14f") for w, h in sizes]


def settle(root):
    for _ in range(3):
        root.update_idletasks()
        root.update()


def placed(widget):
    info = widget.place_info()
    return (int(info["x"]), int(info["y"]), int(info["width"]), int(info["height"])) if info else None


SIZES = [(40, 20), (60, 30), (50, 20), (30, 20), (70, 25)]


def test_children_wrap_where_the_engine_puts_them_and_follow_the_width(root):
    frame = FlowFrame(root, item_spacing=10, line_spacing=5)
    children = boxes(frame, SIZES)
    frame.pack(fill="x")
    root.geometry("150x200")
    settle(root)
    engine = flowlayout.FlowLayout(item_spacing=10, line_spacing=5, pixel_scale=1)
    expected = engine.arrange(SIZES, 150)
    assert [placed(child) for child in children] == [tuple(f) for f in expected.frames]
    assert placed(children[2])[:2] == (0, 35)  # by hand: 40 + 10 + 60 + 10 + 50 > 150
    assert frame.winfo_height() == int(expected.size.height)
    root.geometry("400x200")
    settle(root)
    assert placed(children[2])[:2] == (120, 0)  # one line now
    assert frame.winfo_height() == 30


def test_hidden_children_and_right_to_left(root):
    frame = FlowFrame(root, item_spacing=8, direction="rtl")
    children = boxes(frame, [(40, 20)] * 3)
    frame.pack(fill="x")
    root.geometry("200x100")
    settle(root)
    assert placed(children[0]) == (160, 0, 40, 20)
    frame.hide(children[1])
    settle(root)
    assert placed(children[1]) is None and placed(children[2]) == (112, 0, 40, 20)
    frame.show(children[1])
    settle(root)
    assert placed(children[2]) == (64, 0, 40, 20)


def test_children_past_max_lines_are_unplaced_and_counted(root):
    frame = FlowFrame(root, item_spacing=10, max_lines=1, overflow=True)
    children = boxes(frame, [(50, 20)] * 7)
    frame.pack(fill="x")
    root.geometry("170x100")
    settle(root)
    shown = [child for child in children if placed(child) is not None]
    assert 1 <= len(shown) < 7 and all(placed(child) is None for child in children[len(shown):])
    assert frame.overflow.cget("text") == f"+{7 - len(shown)} more" and placed(frame.overflow) is not None
    root.geometry("800x100")
    settle(root)
    assert all(placed(child) is not None for child in children) and placed(frame.overflow) is None


def test_the_example_writes_its_screenshot(tmp_path):
    out = tmp_path / "tk_chips.png"
    run = subprocess.run([sys.executable, str(REPO / "examples" / "python" / "tk_chips.py"), "-o", str(out)],
                         capture_output=True, text=True, timeout=120)
    if run.returncode == 3:
        pytest.skip(run.stderr.strip())
    assert run.returncode == 0, run.stderr
    from PIL import Image

    with Image.open(out) as image:
        assert image.width >= 300 and image.height >= 60
        pixels = image.convert("RGB").tobytes()
        assert len({pixels[i:i + 3] for i in range(0, len(pixels), 3)}) > 10  # widgets drawn, not blank
