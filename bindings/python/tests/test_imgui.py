"""Requirement: ``flowlayout.imgui.Flow`` places Dear ImGui widgets at the engine's frames, reserves
the block (the next widget comes below it), and maps the mouse back to items: hover through
``item_at``, a click to the button's index. Headless: an ImGui context with no window and no
renderer, frames driven by hand."""

from __future__ import annotations

import pytest

from helpers import need_toolkit

need_toolkit("flowlayout.imgui")

from imgui_bundle import imgui  # noqa: E402

import flowlayout  # noqa: E402
from flowlayout.imgui import Flow  # noqa: E402

LABELS = ["python", "imgui", "flow", "layout", "wrapping", "rows", "of", "buttons"]
WINDOW = (10.0, 20.0)


@pytest.fixture
def context():
    made = imgui.create_context()
    io = imgui.get_io()
    io.display_size = imgui.ImVec2(500, 400)
    io.backend_flags |= imgui.BackendFlags_.renderer_has_textures.value
    io.delta_time = 1 / 60
    io.set_ini_filename("")  # no imgui.ini left behind
    yield io
    imgui.destroy_context(made)


def frame(draw, mouse=None, down=False):
    """One ImGui frame of a 260-wide window at WINDOW holding what ``draw`` makes."""
    io = imgui.get_io()
    if mouse is not None:
        io.add_mouse_pos_event(*mouse)
    io.add_mouse_button_event(0, down)
    imgui.new_frame()
    imgui.set_next_window_pos(imgui.ImVec2(*WINDOW))
    imgui.set_next_window_size(imgui.ImVec2(260, 300))
    imgui.begin("flow", flags=imgui.WindowFlags_.no_decoration.value)
    made = draw()
    imgui.end()
    imgui.end_frame()
    imgui.render()
    return made


def test_widgets_sit_at_the_engines_frames_and_the_next_one_comes_below(context):
    flow = Flow(item_spacing=6, line_spacing=4)

    def draw():
        flow.begin(flow.button_sizes(LABELS))
        rects = []
        for index in flow.visible():
            flow.place(index)
            imgui.button(LABELS[index])
            low, size = imgui.get_item_rect_min(), imgui.get_item_rect_size()
            rects.append((low.x, low.y, size.x, size.y))
        flow.end()
        imgui.button("after")
        return rects, imgui.get_item_rect_min().y, flow.result

    for _ in range(2):
        rects, after_y, result = frame(draw)
    padding = imgui.get_style().window_padding
    origin = (WINDOW[0] + padding.x, WINDOW[1] + padding.y)
    engine = flowlayout.FlowLayout(item_spacing=6, line_spacing=4)
    expected = engine.arrange(flow.button_sizes(LABELS), 260 - 2 * padding.x)
    assert len(expected.lines) >= 2  # the buttons wrap
    assert rects == [(origin[0] + x, origin[1] + y, w, h) for x, y, w, h in expected.frames]
    assert after_y >= origin[1] + expected.size.height  # the block is reserved


def test_hover_and_click_map_to_the_item(context):
    flow = Flow(item_spacing=6, line_spacing=4)
    clicks = []

    def draw():
        clicks.append(flow.buttons(LABELS))
        return flow.hovered()

    frame(draw)
    x, y, w, h = flow.result.frames[5]
    padding = imgui.get_style().window_padding
    point = (WINDOW[0] + padding.x + x + w / 2, WINDOW[1] + padding.y + y + h / 2)
    assert frame(draw, point) == 5
    frame(draw, point, down=True)
    frame(draw, point, down=False)
    assert clicks[-1] == 5 and clicks[:-1] == [None] * (len(clicks) - 1)
    assert frame(draw, (WINDOW[0] + 255, WINDOW[1] + 295)) is None  # inside the window, on no item


def test_max_lines_places_only_the_visible_items(context):
    flow = Flow(item_spacing=6, max_lines=1)
    placed = frame(lambda: (flow.buttons(LABELS), list(flow.visible()))[1])
    assert 0 < len(placed) < len(LABELS) and len(flow.result.lines) == 1


def test_the_example_frame_runs_and_its_buttons_wrap(context):
    import importlib.util

    from helpers import REPO

    spec = importlib.util.spec_from_file_location("imgui_tags_example", REPO / "examples" / "python" / "imgui_tags.py")
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    frame(example.gui)
    assert len(example.flow.result.lines) >= 3 and example.flow.result.visible_count == len(example.TAGS)


def test_the_example_writes_its_screenshot(tmp_path):
    import os
    import subprocess
    import sys

    from helpers import REPO

    if not os.environ.get("DISPLAY"):
        pytest.skip("the ImGui window needs a display: run under xvfb-run, as scripts/test-python does")
    out = tmp_path / "imgui_tags.png"
    run = subprocess.run([sys.executable, str(REPO / "examples" / "python" / "imgui_tags.py"), "-o", str(out)],
                         capture_output=True, text=True, timeout=120)
    if run.returncode == 3:
        pytest.skip(run.stderr.strip())
    assert run.returncode == 0, run.stderr
    from PIL import Image

    with Image.open(out) as image:
        assert image.width >= 300 and image.height >= 100
        pixels = image.convert("RGB").tobytes()
        assert len({pixels[i:i + 3] for i in range(0, len(pixels), 3)}) > 10  # buttons drawn, not blank
