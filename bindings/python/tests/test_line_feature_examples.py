"""Requirement: the breadcrumbs and chips examples (run by test_examples.py) lay out what they
claim; the paragraph's pretty breaking is the least costly by its own rule."""

from __future__ import annotations

import pytest

from test_examples import load


def test_breadcrumbs_have_a_separator_between_neighbours_on_each_line_only():
    crumbs = load("breadcrumbs")
    from PIL import ImageFont

    sizes = crumbs.crumb_sizes(ImageFont.truetype(crumbs.find_font(), crumbs.POINTS), crumbs.TRAIL)
    for width in crumbs.WIDTHS:
        result = crumbs.trail(sizes, width)
        assert len(result.separators) == len(crumbs.TRAIL) - len(result.lines)
        pairs = [(i, i + 1) for line in result.lines for i in range(line.first_item, line.first_item + line.item_count - 1)]
        for sep, (a, b) in zip(result.separators, pairs):
            left, right = result.frames[a], result.frames[b]
            assert left.x + left.width < sep.x and sep.x + sep.width < right.x
    assert len(crumbs.trail(sizes, crumbs.WIDTHS[-1]).lines) > 1


def test_chips_show_the_most_that_leave_room_for_plus_n_more():
    chips = load("chips")
    from PIL import ImageFont

    font = ImageFont.truetype(chips.find_font(), chips.POINTS)
    for width in chips.WIDTHS:
        result = chips.chip_list(font, chips.TAGS, width)
        k = result.visible_count
        assert k < len(chips.TAGS) and result.overflow_frame is not None
        assert len(result.lines) <= chips.MAX_LINES
        # One chip more would not leave room for its own, smaller, "+N more" chip within two lines.
        from flowlayout import FlowLayout

        sizes = [chips.chip_size(font, tag) for tag in chips.TAGS[: k + 1]]
        sizes.append(chips.chip_size(font, chips.more_label(len(chips.TAGS) - k - 1)))
        assert len(FlowLayout(item_spacing=6, line_spacing=6).arrange(sizes, width).lines) > chips.MAX_LINES


def pretty_cost(result, width):
    lines = list(result.lines)
    cost = sum((width - line.main_size) ** 2 for line in lines[:-1])
    return cost + max(0.0, width / 3 - lines[-1].main_size) ** 2


@pytest.mark.parametrize("width", [220, 360, 520])
def test_the_paragraphs_pretty_breaking_costs_least_by_its_rule(width):
    paragraph = load("paragraph")
    from PIL import ImageFont

    font = ImageFont.truetype(paragraph.find_font(), paragraph.POINTS)
    results = paragraph.set_paragraph(paragraph.TEXT.split(), font, width)
    pretty = pretty_cost(results["pretty"], width)
    assert pretty <= pretty_cost(results["greedy"], width) + 1 and pretty <= pretty_cost(results["balance"], width) + 1
    assert results["pretty"].lines[-1].main_size >= width / 3 or len(results["pretty"].lines) == len(results["greedy"].lines)
