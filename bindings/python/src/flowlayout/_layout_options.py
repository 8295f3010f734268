""":class:`LayoutOptions`: the options of a layout, one descriptor each (kinds in ``_options`` and
``_line_features``), named after the C setter's parameter (``flow_layout_set_spacing(layout,
item_spacing, line_spacing)`` gives ``item_spacing`` and ``line_spacing``).

A new option is a descriptor here and its keyword in ``FlowLayout.__init__`` (``layout`` checks
that the two lists agree).
"""

from __future__ import annotations

from typing import Any, Dict, TypeVar

from ._core import LayoutCore
from ._enums import AlignContent, AlignItems, Axis, Direction, Justify, LineBreaking, LineFill, Wrap
from ._lanes import LanesOption, LaneToleranceOption
from ._line_features import IndicatorOption, JustifyLastOption, LineFillOption, SeparatorOption
from ._options import (
    AlignContentValue, AlignItemsValue, AxisValue, BoolOption, DirectionValue, EnumOption, FloatOption, GapOption,
    JustifyValue, LineBreakingValue, PaddingOption, UIntOption, WrapValue,
)

Self = TypeVar("Self", bound="LayoutOptions")


class LayoutOptions(LayoutCore):
    """The options: keyword arguments of the constructor, properties, :meth:`configure`."""

    __slots__ = ()

    axis = EnumOption[Axis, AxisValue](Axis, "flow_layout_set_axis", Axis.HORIZONTAL,
                                       "The main axis: items flow along it. Default ``horizontal``.")
    wrap = EnumOption[Wrap, WrapValue](Wrap, "flow_layout_set_wrap", Wrap.WRAP,
                                       "Wrapping: ``none``, ``wrap`` (default) or ``wrap-reverse``.")
    direction = EnumOption[Direction, DirectionValue](Direction, "flow_layout_set_direction", Direction.LTR,
                                                      "``ltr`` (default) or ``rtl`` (mirrors the x axis).")
    item_spacing = GapOption("line_spacing", True, 8.0,
                             "Gap between neighbours in a line, in points; None = automatic. Default 8.")
    line_spacing = GapOption("item_spacing", False, 8.0, "Gap between lines, in points; None = automatic. Default 8.")
    justify = EnumOption[Justify, JustifyValue](Justify, "flow_layout_set_justify", Justify.START,
                                                "Main-axis distribution of each line's free space. Default ``start``.")
    align_items = EnumOption[AlignItems, AlignItemsValue](AlignItems, "flow_layout_set_align_items", AlignItems.START,
                                                          "Cross-axis alignment inside a line. Default ``start``.")
    align_content = EnumOption[AlignContent, AlignContentValue](
        AlignContent, "flow_layout_set_align_content", AlignContent.START,
        "Cross-axis distribution of the container's free space among lines. Default ``start``.")
    max_lines = UIntOption("flow_layout_set_max_lines", 0, "Lines past this many are hidden; 0 (default) = unlimited.")
    max_items_per_line = UIntOption("flow_layout_set_max_items_per_line", 0,
                                    "At most this many items per line; 0 (default) = unlimited.")
    uniform_size = BoolOption("flow_layout_set_uniform_size", False,
                              "Every item takes the largest width and height of all items. Default False.")
    pixel_scale = FloatOption("flow_layout_set_pixel_scale", 0.0,
                              "Edges are rounded to a 1/scale grid (e.g. 2 for a 2x display); 0 (default) = off.")
    line_breaking = EnumOption[LineBreaking, LineBreakingValue](LineBreaking, "flow_layout_set_line_breaking",
                                                                LineBreaking.GREEDY, "``greedy`` (default), ``balance`` or ``pretty``.")
    min_lines = UIntOption("flow_layout_set_min_lines", 0, "With balanced breaking, at least this many lines; 0 = none.")
    padding = PaddingOption("flow_layout_set_padding", (0.0, 0.0, 0.0, 0.0),
                            "Space inside the container's edges (CSS ``padding``), in points: one number for every "
                            "edge, or (top, right, bottom, left). Reads give the 4-tuple. Default 0.")
    reverse = BoolOption("flow_layout_set_reverse", False,
                         "Each line runs from its main end (CSS ``row-reverse``/``column-reverse``). Default False.")
    # Line features (see _line_features).
    justify_last = JustifyLastOption("flow_layout_set_justify_last", None,
                                     "Justification of the last line and of lines ended by a forced break; "
                                     "None (default, ``auto``) = as ``justify``.")
    line_fill = LineFillOption(True, LineFill.NONE, "``none`` (default) or ``scale``: each line's items scaled "
                                                    "along both axes to fill the width.")
    max_scale = LineFillOption(False, None, "With ``line_fill='scale'``, a line that would scale by more than this "
                                            "keeps its sizes; None (default) = no limit.")
    separator = SeparatorOption("flow_layout_set_separator", None,
                                "(width, height) of a separator between neighbours on a line; None (default) = none.")
    overflow_indicator = IndicatorOption("flow_layout_set_overflow_indicator", None,
                                         "With ``max_lines``: ``indicator(hidden_count) -> (width, height)`` of a "
                                         "\"+N more\" item ending the last line; None (default) = none.")

    # Lanes (see _lanes).
    lanes = LanesOption("flow_layout_set_lanes", None,
                        "Lanes (masonry, CSS ``display: grid-lanes``): a count (``3``), or (count, "
                        "min_lane_length) (``(0, 180)``: as many lanes of at least 180 points as fit); each item "
                        "goes into the lane that ends first. Reads give (count, min_lane_length); None (default) "
                        "= off, ordinary lines.")
    lane_tolerance = LaneToleranceOption("flow_layout_set_lane_tolerance", 16.0,
                                         "In lanes mode, lanes whose ends differ by at most this many points count "
                                         "as tied and the first of them takes the item (CSS ``flow-tolerance``). "
                                         "Default 16; 0 = exact ties only.")

    def configure(self: Self, **options: Any) -> Self:
        """Sets several options at once (the keyword arguments of the constructor); returns self.

        Each option is applied in turn: when one is rejected, those before it stay set.
        """
        for name, value in options.items():
            if name not in OPTION_NAMES:
                raise TypeError(f"unknown option {name!r}; options are {', '.join(sorted(OPTION_NAMES))}")
            setattr(self, name, value)
        return self

    @property
    def options(self) -> Dict[str, Any]:
        """Every option and its current value, by keyword name (a valid ``configure(**options)``)."""
        return {name: getattr(self, name) for name in sorted(OPTION_NAMES)}


OPTION_NAMES = frozenset(name for name, member in vars(LayoutOptions).items()
                         if hasattr(member, "setter") and hasattr(member, "check"))
"""The names of the options, as keywords and properties."""

