"""Requirement: the gallery, paragraph, toolbar and photo wall examples run, write the PNGs the
README shows, and lay out what they claim (rules checked on their own layouts, not stored figures).
With FLOWLAYOUT_UPDATE_SCREENSHOTS=1 the photo wall's test also writes the picture the README shows,
examples/python/photo_wall.png."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from types import ModuleType

import pytest

from helpers import REPO

EXAMPLES = REPO / "examples" / "python"


def load(name: str) -> ModuleType:
    pytest.importorskip("PIL")
    spec = importlib.util.spec_from_file_location(f"{name}_example", EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name,least_height", [("gallery", 100), ("paragraph", 100), ("toolbar", 100),
                                               ("breadcrumbs", 50), ("chips", 50), ("photo_wall", 300)])
def test_the_example_writes_a_png(tmp_path, name, least_height):
    pytest.importorskip("PIL")
    out = tmp_path / f"{name}.png"
    run = subprocess.run([sys.executable, str(EXAMPLES / f"{name}.py"), "-o", str(out)],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    from PIL import Image

    with Image.open(out) as image:
        assert image.format == "PNG" and image.width > 300 and image.height > least_height


@pytest.mark.parametrize("width", [500, 800, 1234])
def test_gallery_rows_fill_the_width_and_keep_aspect_ratios(width):
    gallery = load("gallery")
    aspects = gallery.photo_aspects(31, seed=width)
    result = gallery.justified(aspects, width)
    assert len(result.lines) >= 3 and result.visible_count == len(aspects)
    for number, line in enumerate(result.lines):
        frames = result.frames[line.first_item: line.first_item + line.item_count]
        right = frames[-1].x + frames[-1].width
        if number < len(result.lines) - 1:
            assert abs(right - width) < 0.05  # every full row spans the width
        else:
            assert right <= width + 0.05
        assert len({round(frame.height, 2) for frame in frames}) == 1  # one height per row
        for frame, aspect in zip(frames, aspects[line.first_item:]):
            assert abs(frame.width / frame.height - aspect) < 1e-3


def test_balanced_paragraph_has_even_lines_and_as_many_as_greedy():
    paragraph = load("paragraph")
    from PIL import ImageFont

    font = ImageFont.truetype(paragraph.find_font(), paragraph.POINTS)
    words = paragraph.TEXT.split()
    for width in (300, 360, 480):
        results = paragraph.set_paragraph(words, font, width)
        greedy, balanced = results["greedy"], results["balance"]
        assert len(balanced.lines) == len(greedy.lines) > 1
        spread = lambda result: max(l.main_size for l in result.lines) - min(l.main_size for l in result.lines)  # noqa: E731
        assert spread(balanced) < spread(greedy)
        assert all(line.main_size <= width + 0.01 for line in balanced.lines)


def test_toolbar_is_a_row_then_wrapped_rows_then_a_column():
    toolbar = load("toolbar")
    from PIL import ImageFont

    sizes = toolbar.button_sizes(ImageFont.truetype(toolbar.find_font(), toolbar.POINTS), toolbar.LABELS)
    layouts = toolbar.candidates()
    chosen = [toolbar.choose(layouts, sizes, width, height)[0] for width, height in toolbar.PANELS]
    assert chosen == [0, 1, 2]
    for (width, height), (index, result) in zip(toolbar.PANELS, [toolbar.choose(layouts, sizes, w, h)
                                                                 for w, h in toolbar.PANELS]):
        assert result.visible_count == len(sizes)
        assert all(frame.x + frame.width <= width + 0.01 and frame.y + frame.height <= height + 0.01
                   for frame in result.rects())


@pytest.mark.parametrize("width", [420, 900, 1333])
def test_photo_wall_keeps_aspect_ratios_and_fills_the_lane_that_ends_first(width):
    photo_wall = load("photo_wall")
    shots = photo_wall.photos(40, seed=width)
    result = photo_wall.wall(shots, width)
    gap, least = photo_wall.GAP, photo_wall.MIN_LANE
    lanes = result.lanes
    inside = width - 2 * gap
    assert len(lanes) == max(1, int((inside + gap) // (least + gap)))
    assert all(lane.length >= least - 0.02 for lane in lanes)
    assert abs(lanes[-1].offset + lanes[-1].length - (width - gap)) < 0.05  # the lanes span the width
    ends = [0.0] * len(lanes)  # where each lane's next photo goes, from the content's top
    for (x, y, w, h), shot in zip(result.frames, shots):
        lane = min(range(len(lanes)), key=lambda n: abs(lanes[n].offset - x))
        assert abs(lanes[lane].offset - x) < 0.05 and abs(w - lanes[lane].length) < 0.05
        assert abs(w / h - shot.aspect) < 1e-3 * shot.aspect  # the measure callback kept the ratio
        assert abs(y - gap - ends[lane]) < 0.05  # stacked right below the lane's last photo
        assert ends[lane] <= min(ends) + 16 + 0.05  # no lane ended more than the tolerance sooner
        ends[lane] = y - gap + h + gap
    assert sum(lane.item_count for lane in lanes) == len(shots)
    assert abs(result.content_size.height - max(lane.extent for lane in lanes)) < 0.05


def test_photo_wall_screenshot(tmp_path):
    """Writes the README's picture of the wall (kept in the repository when
    FLOWLAYOUT_UPDATE_SCREENSHOTS=1), checking that it shows the photos in several lanes."""
    photo_wall = load("photo_wall")
    out = tmp_path / "photo_wall.png"
    assert photo_wall.main(["-o", str(out)]) == 0  # the defaults make the README's picture
    from PIL import Image

    with Image.open(out) as image:
        assert image.size[0] == 1000 and image.size[1] > 600
        # Lanes side by side: a row of pixels a third of the way down crosses several photos and
        # the dark gaps between them.
        row = [image.getpixel((x, image.size[1] // 3)) for x in range(image.size[0])]
        gaps = sum(1 for a, b in zip(row, row[1:]) if a != (28, 30, 36) and b == (28, 30, 36))
        assert gaps >= 3
    if os.environ.get("FLOWLAYOUT_UPDATE_SCREENSHOTS") == "1":
        shutil.copyfile(out, EXAMPLES / "photo_wall.png")
