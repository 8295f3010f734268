"""Requirement (SPEC 15): a misspelt attribute raises AttributeError; a bad value raises ValueError
and a bad type TypeError, whichever side (the bindings or the library) finds it; messages name
the Python argument, never a C function or constant; a call on a closed layout says "closed"."""

from __future__ import annotations

import math

import pytest

import flowlayout
from flowlayout import FlowLayout, FlowLayoutError, InvalidArgumentError, Status


def test_a_misspelt_attribute_raises_attribute_error(layout):
    with pytest.raises(AttributeError, match="justfy"):
        layout.justfy = "center"
    with pytest.raises(AttributeError, match="justfy"):
        layout.justfy
    assert layout.justify is flowlayout.Justify.START  # nothing was set


def test_invalid_argument_error_is_a_flowlayout_error_and_a_value_error():
    error = FlowLayoutError(Status.INVALID_ARGUMENT, "width must be >= 0")
    assert type(error) is InvalidArgumentError
    assert isinstance(error, ValueError) and isinstance(error, FlowLayoutError)
    assert not isinstance(FlowLayoutError(Status.NOT_ARRANGED, "x"), ValueError)


BAD_OPTIONS = [  # found by the bindings (plain ValueError) or by the library (InvalidArgumentError): both ValueError
    ("item_spacing", -1), ("line_spacing", math.inf), ("max_lines", -1), ("min_lines", -1),
    ("max_items_per_line", -1), ("pixel_scale", -1), ("padding", -1), ("padding", (1, 2, 3)), ("separator", (-1, 1)),
    ("axis", 5), ("justify", 9), ("justify", "space-betwixt"), ("justify_last", 99), ("line_fill", 7),
    ("uniform_size", 2),
]


@pytest.mark.parametrize("option, value", BAD_OPTIONS)
def test_a_bad_option_value_is_a_value_error_naming_the_option(layout, option, value):
    with pytest.raises(ValueError) as caught:
        setattr(layout, option, value)
    message = str(caught.value)
    assert message.startswith(f"{option}: ") or message.startswith(f"{option} "), message
    assert "flow_layout" not in message and "FLOW_" not in message
    with pytest.raises(ValueError, match=f"^{option}"):
        FlowLayout(**{option: value})


@pytest.mark.parametrize("option, value", [("item_spacing", "8"), ("max_lines", 1.5), ("axis", None),
                                           ("padding", "1"), ("reverse", "false")])
def test_a_bad_option_type_is_a_type_error_naming_the_option(layout, option, value):
    with pytest.raises(TypeError, match=f"^{option}"):
        setattr(layout, option, value)


BAD_INPUTS = [
    ("sizes", dict(sizes=[(1, 1), (1, -1)]), "sizes[1]: "),
    ("grow", dict(grow=[0, -1]), "grow[1]: "),
    ("flags", dict(flags=[0, 16]), "flags[1]: "),
    ("guides", dict(guides=[0, math.inf]), "guides[1]: "),
    ("spacing", dict(spacing=[(0, 0, 0, 0), (0, -1, 0, 0)]), "spacing[1]: "),
    ("margins", dict(margins=[(0, 0, 0, 0), (math.inf, 0, 0, 0)]), "margins[1]: "),
    ("min_sizes", dict(min_sizes=[(0, 0), (-1, 0)]), "min_sizes[1]: "),
    ("shrink", dict(shrink=[0, -1]), "shrink[1]: "),
    ("align", dict(align=[None, 99]), "align[1]: "),
    ("first_baselines", dict(first_baselines=[0, math.inf]), "first_baselines[1]: "),
    ("too few", dict(grow=[1]), "grow: "),
]


@pytest.mark.parametrize("inputs, prefix", [case[1:] for case in BAD_INPUTS], ids=[case[0] for case in BAD_INPUTS])
def test_a_bad_per_item_value_is_a_value_error_naming_the_argument_and_entry(layout, inputs, prefix):
    sizes = inputs.pop("sizes", [(1, 1), (1, 1)])
    with pytest.raises(ValueError) as caught:
        layout.arrange(sizes, 100, **inputs)
    assert str(caught.value).startswith(prefix), str(caught.value)
    assert "flow_layout" not in str(caught.value)


BOUND_CALLS = {
    "arrange": lambda layout, bounds: layout.arrange([(1, 1)], **bounds),
    "arrange with inputs": lambda layout, bounds: layout.arrange([(1, 1)], grow=[1], **bounds),
    "arrange without sizes": lambda layout, bounds: (layout.set_items([(1, 1)]), layout.arrange(None, **bounds)),
    "arrange_into": lambda layout, bounds: layout.arrange_into([(1, 1)], **bounds),
    "arrange_staged": lambda layout, bounds: (layout.staging(1), layout.arrange_staged(**bounds)),
    "arrange_batch": lambda layout, bounds: layout.arrange_batch([[(1, 1)]], **bounds),
    "size_that_fits": lambda layout, bounds: layout.size_that_fits(**bounds),
    "first_fitting": lambda layout, bounds: (layout.set_items([(1, 1)]), flowlayout.first_fitting([layout], **bounds)),
}


@pytest.mark.parametrize("call", BOUND_CALLS)
@pytest.mark.parametrize("name, value", [("width", -1), ("height", -0.5), ("width", -math.inf), ("height", -10**20)])
def test_a_negative_bound_is_a_value_error_naming_it(layout, call, name, value):
    with pytest.raises(InvalidArgumentError, match=f"^{name} must be >= 0") as caught:
        BOUND_CALLS[call](layout, {name: value})
    assert caught.value.status is Status.INVALID_ARGUMENT


@pytest.mark.parametrize("call", BOUND_CALLS)
@pytest.mark.parametrize("name", ["width", "height"])
def test_nan_bounds_are_refused_naming_them_as_javascript_refuses_them(layout, call, name):
    with pytest.raises(InvalidArgumentError, match=f"^{name} must be >= 0, or None or math.inf for unspecified; got nan"):
        BOUND_CALLS[call](layout, {name: math.nan})
    BOUND_CALLS[call](layout, {"width": None, "height": math.inf})  # unspecified: None or infinity


def test_a_bound_of_the_wrong_type_is_a_type_error_naming_it(layout):
    with pytest.raises(TypeError, match="^width"):
        layout.arrange([(1, 1)], "100")


def test_a_bad_group_entry_of_a_batch_names_the_group_and_the_entry(layout):
    with pytest.raises(ValueError, match=r"^groups\[1\]\[0\]: "):
        layout.arrange_batch([[(1, 1)], [(1, -1)]], 100)


CLOSED_CALLS = {
    "arrange": lambda layout: layout.arrange([(1, 1)], 10),
    "arrange without sizes": lambda layout: layout.arrange(None, 10),
    "arrange with inputs": lambda layout: layout.arrange([(1, 1)], 10, grow=[1]),
    "set_items": lambda layout: layout.set_items([(1, 1)]),
    "set_measure": lambda layout: layout.set_measure(1, lambda index, width, height: (1, 1)),
    "set_measure_range": lambda layout: layout.set_measure_range(1, lambda first, count, width, height: [(1, 1)]),
    "set_item_grow": lambda layout: layout.set_item_grow([1]),
    "invalidate_item": lambda layout: layout.invalidate_item(0),
    "size_that_fits": lambda layout: layout.size_that_fits(10),
    "result": lambda layout: layout.result,
    "arrange_into": lambda layout: layout.arrange_into([(1, 1)], 10),
    "arrange_staged": lambda layout: (layout.staging(1), layout.arrange_staged(10)),
    "arrange_batch": lambda layout: layout.arrange_batch([[(1, 1)]], 10),
    "an option": lambda layout: setattr(layout, "justify", "center"),
    "first_fitting": lambda layout: flowlayout.first_fitting([layout], 10),
}


@pytest.mark.parametrize("call", CLOSED_CALLS)
def test_a_call_on_a_closed_layout_says_closed(call):
    layout = FlowLayout()
    layout.arrange([(1, 1)], 10)
    layout.close()
    with pytest.raises(FlowLayoutError) as caught:
        CLOSED_CALLS[call](layout)
    assert str(caught.value).startswith("the layout is closed")
    assert "[NULL]" not in str(caught.value)
    assert caught.value.status is Status.NULL
