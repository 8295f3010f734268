"""Requirement: examples/python/tags.py draws a tag cloud whose chips sit on one text baseline per
line and spread from edge to edge."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from helpers import REPO

EXAMPLE = REPO / "examples" / "python" / "tags.py"


@pytest.fixture(scope="module")
def tags():
    pytest.importorskip("PIL")
    spec = importlib.util.spec_from_file_location("tags_example", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    try:
        module.find_font()
    except FileNotFoundError as error:
        pytest.fail(f"{error} (scripts/test-python installs fonts-dejavu-core)")
    return module


def test_the_example_writes_a_png(tmp_path, tags):
    out = tmp_path / "tags.png"
    run = subprocess.run([sys.executable, str(EXAMPLE), "-o", str(out), "--width", "500"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    from PIL import Image

    with Image.open(out) as image:
        assert image.format == "PNG" and image.width >= 1000 and image.height > 100


def test_chips_line_up_on_their_baselines_and_span_the_row(tags):
    chips = tags.make_chips(tags.find_font(), scale=1)
    width = 500
    result = tags.arrange(chips, width, scale=1)
    frames = result.rects()
    lines = result.line_list()
    assert len(lines) > 2 and result.visible_count == len(chips)
    for line in lines:
        members = range(line.first_item, line.first_item + line.item_count)
        baselines = [frames[i].y + chips[i].baseline() for i in members]
        assert max(baselines) - min(baselines) <= 1.0  # pixel snapping moves an edge by half a pixel at most
        if line.item_count > 1:  # space-between: first at the left edge, last at the right edge
            assert frames[members[0]].x == 0
            assert abs(frames[members[-1]].x + frames[members[-1]].width - width) <= 1.0
    for chip, frame in zip(chips, frames):
        measured = chip.size()
        assert abs(frame.width - measured[0]) <= 1.0 and abs(frame.height - measured[1]) <= 1.0
    result.layout.close()
