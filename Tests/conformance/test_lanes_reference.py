"""The lanes reference model (lanes_reference.py) against Chromium's lanes corpus.

    python3 -m pytest -q Tests/conformance/test_lanes_reference.py

Needs neither Chromium nor the library. This is the evidence that the lane rules written in
lanes_reference.py are Chromium's: with Chromium's 1/64 px rounding of lane edges, the model
reproduces every case within 1/64 px, and in exact arithmetic (as the engine computes) within
1/16 px, the tolerance the engine is held to (test_lanes.py). Cases with a span over the lane
count are the one documented difference: the model clamps spans, Chromium adds implicit lanes.
Variants of the rules are tried too, to show the corpus tells them apart.
"""

import copy
import json
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lanes_reference  # noqa: E402

with open(os.path.join(HERE, "chromium-lanes.json")) as corpus_file:
    CASES = json.load(corpus_file)["cases"]
AGREED = [c for c in CASES if "span-over-count" not in c["tags"]]
IDS = [f"{c['id']}-{'-'.join(c['tags'])}" for c in AGREED]


@pytest.mark.parametrize("case", AGREED, ids=IDS)
def test_reference_with_chromium_rounding_matches_within_a_64th_px(case):
    problems = lanes_reference.differences(case["input"], case["output"], 1 / 64, True)
    assert not problems, "\n".join(problems[:10])


@pytest.mark.parametrize("case", AGREED, ids=IDS)
def test_reference_in_exact_arithmetic_matches_within_a_16th_px(case):
    problems = lanes_reference.differences(case["input"], case["output"], 1 / 16, False)
    assert not problems, "\n".join(problems[:10])


def test_spans_over_the_count_are_the_only_cases_left_out_and_chromium_differs_on_them():
    over = [c for c in CASES if "span-over-count" in c["tags"]]
    differing = [c for c in over if lanes_reference.differences(c["input"], c["output"], 1 / 64, True)]
    assert len(AGREED) >= 1200 and len(over) >= 20
    # Not a rounding matter: Chromium's implicit lanes move most of these cases.
    assert len(differing) >= len(over) * 3 // 4


def failures(transform=lambda inp: inp, **variant):
    wrong = 0
    for case in AGREED:
        inp = transform(copy.deepcopy(case["input"]))
        if lanes_reference.differences(inp, case["output"], 1 / 64, True, **variant):
            wrong += 1
    return wrong


def test_the_corpus_rules_out_searching_from_lane_0():
    assert failures(resume_at_cursor=False) >= 20


def test_the_corpus_rules_out_other_default_tolerances():
    def tolerance(value):
        def transform(inp):
            if inp["tolerance"] is None:
                inp["tolerance"] = value
            return inp
        return transform
    assert failures(tolerance(0.0)) >= 10 and failures(tolerance(32.0)) >= 10


def test_the_corpus_rules_out_ignoring_direction_and_padding():
    def left_to_right(inp):
        inp["direction"] = "ltr"
        return inp

    def no_padding(inp):
        inp["padding"] = [0, 0, 0, 0]
        return inp
    assert failures(left_to_right) >= 100 and failures(no_padding) >= 100


def test_the_corpus_rules_out_an_auto_fill_count_one_off_at_the_boundary():
    exact = [c for c in AGREED if "auto-fill-exact" in c["tags"] and c["input"]["children"]]
    assert len(exact) >= 20
    moved = 0
    for case in exact:
        inp = copy.deepcopy(case["input"])
        key = "width" if inp["lanes_axis"] == "columns" else "height"
        inp[key] -= 1 / 64  # one layout unit less: one lane fewer, by rule 2
        if lanes_reference.differences(inp, case["output"], 1 / 64, True):
            moved += 1
    assert moved >= len(exact) // 2
