"""Requirement: python -m flowlayout render draws any layout (container, lines, items, baselines)
as a valid SVG, and as a PNG when Pillow is installed."""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

import pytest

from flowlayout.render import SpecError, load, render
from flowlayout.render.scene import MARGIN

from helpers import REPO

SVG = "{http://www.w3.org/2000/svg}"
SAMPLE = REPO / "examples" / "python" / "baselines.json"


def spec(**overrides):
    data = {
        "width": 110,
        "options": {"item_spacing": 10, "line_spacing": 5, "align_items": "first-baseline"},
        "items": [[30, 10], {"size": [30, 20], "label": "b", "first_baseline": 15}, [30, 10]],
    }
    data.update(overrides)
    return data


def rects(svg_path, kind):
    root = ElementTree.parse(svg_path).getroot()
    return [element.attrib for element in root.iter(f"{SVG}rect") if element.get("class") == kind]


def test_svg_draws_the_container_the_lines_the_items_and_the_baselines(tmp_path):
    out = tmp_path / "layout.svg"
    render(spec(), out)
    root = ElementTree.parse(out).getroot()  # well-formed XML
    assert root.tag == f"{SVG}svg"
    container = rects(out, "container")
    assert [(float(c["width"]), float(c["height"])) for c in container] == [(110, 20)]
    assert len(rects(out, "line")) == 1
    items = rects(out, "item")
    # one line: baselines of 10 (item 0's bottom edge) and 15 meet at 15, so item 0 sits 5 lower
    assert [(float(r["x"]) - MARGIN, float(r["y"]) - MARGIN) for r in items] == [(0, 5), (40, 0), (80, 5)]
    baselines = [line.attrib for line in root.iter(f"{SVG}line") if line.get("class") == "baseline"]
    assert len(baselines) == 1 and float(baselines[0]["y1"]) == MARGIN + 15
    texts = [text.text for text in root.iter(f"{SVG}text")]
    assert {"0", "b", "2"} <= set(texts)


def test_hidden_items_are_not_drawn(tmp_path):
    out = tmp_path / "hidden.svg"
    render(spec(width=75, options={"max_lines": 1, "item_spacing": 10}), out)
    assert len(rects(out, "item")) == 2
    assert any("1 hidden" in (t.text or "") for t in ElementTree.parse(out).getroot().iter(f"{SVG}text"))


def test_columns_and_rtl_render(tmp_path):
    out = tmp_path / "columns.svg"
    render(spec(width=None, height=40, options={"axis": "vertical", "direction": "rtl"}), out)
    lines = rects(out, "line")
    assert len(lines) == 2 and float(lines[0]["height"]) == 40


def test_png_is_written_with_pillow(tmp_path):
    image_module = pytest.importorskip("PIL.Image")
    out = tmp_path / "layout.png"
    scene = render(spec(), out, scale=2)
    with image_module.open(out) as image:
        assert image.format == "PNG"
        assert image.size == (round(scene.width * 2), round(scene.height * 2))


def test_the_sample_description_renders(tmp_path):
    out = tmp_path / "sample.svg"
    render(SAMPLE, out)
    assert len(rects(out, "item")) == len(json.loads(SAMPLE.read_text())["items"])


@pytest.mark.parametrize("data, message", [
    ({"items": 3}, "items"),
    ({"items": [[1, 2, 3]]}, "size"),
    ({"items": [{"size": [1, 2], "colour": "red"}]}, "unknown keys"),
    ({"items": [{"size": [1, 2], "flags": ["break-sideways"]}]}, "unknown flag"),
    ({"items": [], "width": "wide"}, "width"),
])
def test_invalid_descriptions_say_what_is_wrong(data, message):
    with pytest.raises(SpecError, match=message):
        load(data)


def test_command_line_renders_and_reports_errors(tmp_path):
    good = tmp_path / "good.json"
    good.write_text(json.dumps(spec()))
    run = subprocess.run([sys.executable, "-m", "flowlayout", "render", str(good), "-o", str(tmp_path / "g.svg")],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert (tmp_path / "g.svg").read_text().startswith("<svg")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(spec(options={"justify": 42})))
    run = subprocess.run([sys.executable, "-m", "flowlayout", "render", str(bad), "-o", str(tmp_path / "b.svg")],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 1
    assert "justify: 42 is not a value of Justify" in run.stderr and "Traceback" not in run.stderr


def test_the_picture_in_the_readme_is_up_to_date(tmp_path):
    committed = SAMPLE.with_suffix(".svg")
    out = tmp_path / "baselines.svg"
    render(SAMPLE, out)
    assert out.read_text() == committed.read_text(), (
        f"{committed} is stale: python -m flowlayout render {SAMPLE.relative_to(REPO)} -o {committed.relative_to(REPO)}")


def test_png_without_pillow_is_a_clear_error(tmp_path):
    good = tmp_path / "good.json"
    good.write_text(json.dumps(spec()))
    code = ("import sys; sys.modules['PIL'] = None\n"
            "from flowlayout.__main__ import main\n"
            f"sys.exit(main(['render', {str(good)!r}, '-o', {str(tmp_path / 'x.png')!r}]))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert run.returncode == 1
    assert "pip install pillow" in run.stderr and not (tmp_path / "x.png").exists()


def test_separators_and_the_overflow_indicator_are_drawn(tmp_path):
    out = tmp_path / "features.svg"
    options = {"item_spacing": 4, "max_lines": 1, "separator": [2, 6], "overflow_indicator": [20, 10]}
    render(spec(width=100, options=options, items=[[30, 10]] * 5), out)
    items = rects(out, "item")
    separators = rects(out, "separator")
    indicator = rects(out, "indicator")
    # 30 + 10 + 30 + 10 + 20 = 100: two items, then the indicator, a separator before each neighbour
    assert len(items) == 2 and len(separators) == 2 and len(indicator) == 1
    assert float(indicator[0]["x"]) - MARGIN == 80
    assert [float(s["x"]) - MARGIN for s in separators] == [34, 74]
    texts = [text.text for text in ElementTree.parse(out).getroot().iter(f"{SVG}text")]
    assert "+3" in texts


@pytest.mark.parametrize("axis", ["horizontal", "vertical"])
def test_lanes_are_drawn_as_bands_under_the_items(tmp_path, axis):
    out = tmp_path / "lanes.svg"
    bounds = {"width": 100} if axis == "horizontal" else {"width": 300, "height": 100}
    data = spec(options={"lanes": 3, "item_spacing": 5, "line_spacing": 4, "axis": axis},
                items=[[30, 10], [30, 20], [30, 15], [30, 10], [30, 12]], **bounds)
    render(data, out)
    lanes = rects(out, "lane")
    items = rects(out, "item")
    assert len(lanes) == 3 and len(items) == 5
    # (100 - 2 x 5) / 3 = 30 across each lane, at 0, 35 and 70 from the container's edge
    across, length = ("x", "width") if axis == "horizontal" else ("y", "height")
    assert [float(lane[across]) - MARGIN for lane in lanes] == [0, 35, 70]
    assert all(float(lane[length]) == 30 for lane in lanes)
    # Every item lies inside a lane band across the lanes.
    for item in items:
        start, size = float(item[across]), float(item[length])
        assert any(float(lane[across]) <= start and start + size <= float(lane[across]) + float(lane[length])
                   for lane in lanes)
    # Bands are drawn before the items (under them), as the line bands are.
    root = ElementTree.parse(out).getroot()
    order = [element.get("class") for element in root.iter(f"{SVG}rect")]
    assert max(i for i, kind in enumerate(order) if kind == "lane") < order.index("item")
