"""The layout's options: one descriptor per option, declared on :class:`FlowLayout`.

Adding an option takes three lines: its descriptor in ``FlowLayout`` (kind, C setter, default),
its keyword in ``FlowLayout.__init__`` and, for an enum, its ``Literal`` of names below. The
descriptor checks the value (``TypeError``/``ValueError`` naming the option), hands it to the
library (whose refusal raises :class:`FlowLayoutError` and changes nothing) and keeps it.
"""

from __future__ import annotations

import ctypes
import math
from typing import Any, Dict, Generic, Literal, Optional, Sequence, Tuple, Type, TypeVar, Union, overload

from ._enums import AlignContent, AlignItems, Axis, Direction, Justify, LineBreaking, Status, Wrap, _OptionEnum
from ._errors import FlowLayoutError, InvalidArgumentError
from ._library import Edges

AxisName = Literal["horizontal", "vertical", "row", "column"]
WrapName = Literal["none", "wrap", "wrap-reverse", "nowrap"]
DirectionName = Literal["ltr", "rtl", "left-to-right", "right-to-left"]
JustifyName = Literal["start", "center", "end", "space-between", "space-around", "space-evenly"]
AlignItemsName = Literal["start", "center", "end", "first-baseline", "last-baseline", "stretch", "baseline"]
AlignContentName = Literal["start", "center", "end", "space-between", "space-around", "space-evenly", "stretch"]
LineBreakingName = Literal["greedy", "balance", "pretty"]

AxisValue = Union[Axis, AxisName, int]
WrapValue = Union[Wrap, WrapName, int]
DirectionValue = Union[Direction, DirectionName, int]
JustifyValue = Union[Justify, JustifyName, int]
AlignItemsValue = Union[AlignItems, AlignItemsName, int]
AlignContentValue = Union[AlignContent, AlignContentName, int]
LineBreakingValue = Union[LineBreaking, LineBreakingName, int]

_UINT32_MAX = 0xFFFFFFFF
_SIZE_MAX = 2 ** (8 * ctypes.sizeof(ctypes.c_size_t)) - 1
try:
    from numpy import dtype as _numpy_dtype
    _NUMPY_BOOL: Any = _numpy_dtype(bool)
except ImportError:  # NumPy is optional
    _NUMPY_BOOL = object()
Get = TypeVar("Get")
Set = TypeVar("Set")
E = TypeVar("E", bound=_OptionEnum)


class Option(Generic[Get, Set]):
    """One option: reads give ``Get``, assignments take ``Set``."""

    name: str
    setter: str
    """Name of the C function that sets it."""

    def __init__(self, setter: str, default: Get, doc: str) -> None:
        self.setter = setter
        self.default = default
        self.__doc__ = doc

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, layout: None, owner: Any = None) -> "Option[Get, Set]": ...

    @overload
    def __get__(self, layout: object, owner: Any = None) -> Get: ...

    def __get__(self, layout: Any, owner: Any = None) -> Any:
        if layout is None:
            return self
        options: Dict[str, Any] = layout._options
        return options.get(self.name, self.default)

    def __set__(self, layout: Any, value: Set) -> None:
        stored = self.check(value)
        try:
            self.apply(layout, stored)
        except FlowLayoutError as error:
            raise self.refused(error, stored) from None
        layout._options[self.name] = stored

    def refused(self, error: FlowLayoutError, value: Any) -> FlowLayoutError:
        """The library's refusal of ``value``, naming the option."""
        return error.naming(self.name)

    def check(self, value: Any) -> Get:
        """The value to keep, or TypeError/ValueError naming the option."""
        raise NotImplementedError

    def apply(self, layout: Any, value: Get) -> None:
        """Hands the checked value to the library."""
        getattr(layout._lib, self.setter)(layout._h(), self.code(value))

    def code(self, value: Get) -> Any:
        return value


class EnumOption(Option[E, Set]):
    """An enum option: takes members, their names (``Literal`` for type checkers) or C values."""

    def __init__(self, kind: Type[E], setter: str, default: E, doc: str) -> None:
        super().__init__(setter, default, doc)
        self.kind = kind

    def check(self, value: Any) -> E:
        return enum_value(self.kind, value, self.name)

    def refused(self, error: FlowLayoutError, value: Any) -> FlowLayoutError:
        if error.status != Status.INVALID_ARGUMENT:
            return error
        return unknown_member(error, self.name, value, self.kind)

    def code(self, value: E) -> int:
        return int(value)


class UIntOption(Option[int, int]):
    """A count: an int in 0...2**32-1."""

    def check(self, value: Any) -> int:
        return uint32(value, self.name)


class BoolOption(Option[bool, bool]):
    def check(self, value: Any) -> bool:
        if isinstance(value, bool) or getattr(value, "dtype", None) == _NUMPY_BOOL:
            return bool(value)
        if isinstance(value, int) and not isinstance(value, _OptionEnum):
            if value in (0, 1):
                return bool(value)
            raise ValueError(f"{self.name}: expected True or False (or 0 or 1), got {value!r}")
        raise TypeError(f"{self.name}: expected True or False, got {value!r}")  # 'false' would be truthy

    def code(self, value: bool) -> int:
        return 1 if value else 0


class FloatOption(Option[float, float]):
    def check(self, value: Any) -> float:
        return number(value, self.name)


class GapOption(Option[Optional[float], Optional[float]]):
    """``item_spacing`` or ``line_spacing``: one C setter takes both; None = automatic (NaN)."""

    def __init__(self, other: str, first: bool, default: Optional[float], doc: str) -> None:
        super().__init__("flow_layout_set_spacing", default, doc)
        self.other = other
        self.first = first

    def check(self, value: Any) -> Optional[float]:
        return None if value is None else number(value, self.name)

    def apply(self, layout: Any, value: Optional[float]) -> None:
        other = getattr(layout, self.other)
        mine = math.nan if value is None else value
        theirs = math.nan if other is None else other
        pair = (mine, theirs) if self.first else (theirs, mine)
        layout._lib.flow_layout_set_spacing(layout._h(), *pair)


Edges4 = Tuple[float, float, float, float]
PaddingValue = Union[float, Sequence[float]]
"""Padding: one length for every edge, or (top, right, bottom, left), in points."""


class PaddingOption(Option[Edges4, PaddingValue]):
    """``padding``: one number for all four edges, or (top, right, bottom, left)."""

    def check(self, value: Any) -> Edges4:
        if isinstance(value, (str, bytes)) or value is None:
            raise TypeError(f"{self.name}: expected a number or (top, right, bottom, left), got {value!r}")
        if not hasattr(value, "__iter__"):
            edge = number(value, self.name)
            return (edge, edge, edge, edge)
        edges = tuple(value)
        if len(edges) != 4:
            raise ValueError(f"{self.name}: expected (top, right, bottom, left), got {len(edges)} numbers")
        top, right, bottom, left = (number(v, self.name) for v in edges)
        return (top, right, bottom, left)

    def apply(self, layout: Any, value: Edges4) -> None:
        layout._lib.flow_layout_set_padding(layout._h(), Edges(*value))


def enum_code(kind: type, value: Any, name: str) -> int:
    """The C value of an enum option given as a member, a name or an int."""
    if isinstance(value, _OptionEnum):
        if not isinstance(value, kind):
            raise TypeError(f"{name}: expected a {kind.__name__}, got {type(value).__name__}.{value.name}")
        return int(value)
    if isinstance(value, str):
        try:
            return int(kind(value))
        except ValueError:
            raise ValueError(f"{name}: unknown {kind.__name__} {value!r}; expected one of: {_names(kind)}") from None
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name}: expected a {kind.__name__}, its name or its int value, got {value!r}")
    if not -(2**31) <= value < 2**31:
        raise ValueError(f"{name}: {value} does not fit in a C int")
    return int(value)  # unknown ints go to the library, which rejects them with its own message


def _names(kind: Any) -> str:
    return ", ".join(dict.fromkeys(str(member) for member in kind))


def unknown_member(error: FlowLayoutError, name: str, value: Any, kind: Any, extra: str = "") -> FlowLayoutError:
    """The library's refusal of an enum option's int value, naming the option and its members."""
    if error.status != Status.INVALID_ARGUMENT:
        return error
    return FlowLayoutError(error.status, f"{name}: {value!r} is not a value of {kind.__name__} that the library "
                                         f"knows; expected one of: {_names(kind)}{extra}")


def enum_value(kind: Type[E], value: Any, name: str) -> E:
    """The member of ``kind`` an option is given as (see :func:`enum_code`); an int no member has is
    kept as it is, for the library to judge (a value only a newer library knows)."""
    code = enum_code(kind, value, name)
    try:
        return kind(code)
    except ValueError:
        return code  # type: ignore[return-value]


def uint32(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name}: expected an int, got {value!r}")
    if not 0 <= value <= _UINT32_MAX:
        raise ValueError(f"{name}: {value} is outside 0...{_UINT32_MAX}")
    return int(value)


def size_t(value: Any, name: str) -> int:
    """A count or an index: an int that fits in C's size_t."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name}: expected an int, got {value!r}")
    if not 0 <= value <= _SIZE_MAX:
        raise ValueError(f"{name}: {value} is outside the range of size_t")
    return int(value)


def number(value: Any, name: str) -> float:
    """A real number as a float (ints, floats, NumPy scalars); TypeError naming ``name`` otherwise."""
    if isinstance(value, float):
        return value
    if isinstance(value, (str, bytes, bool)) or value is None:
        raise TypeError(f"{name}: expected a number, got {value!r}")
    try:
        return float(value)
    except (TypeError, ValueError):
        raise TypeError(f"{name}: expected a number, got {value!r}") from None
    except OverflowError:
        raise TypeError(f"{name}: expected a number, got an int too large for a float") from None


def bound(value: Any, name: str) -> float:
    """A width or height bound: None (or +infinity) means unspecified; a negative or NaN one raises
    :class:`InvalidArgumentError` naming it (NaN is refused as the JavaScript binding refuses it:
    a NaN that reached a bound is a bug upstream, not a request)."""
    if value is None:
        return math.nan
    checked = number(value, name)
    if not checked >= 0:  # negative, or NaN
        raise bound_error(name, value)
    return checked


def bound_error(name: str, value: Any) -> InvalidArgumentError:
    """The error for a negative bound ``name`` (``width``, ``height``)."""
    return InvalidArgumentError(Status.INVALID_ARGUMENT,
                                f"{name} must be >= 0, or None or math.inf for unspecified; got {value!r}")


def refused_bound(width: Any, height: Any) -> Optional[InvalidArgumentError]:
    """After the library refused a call's bounds or sizes: the error naming a negative bound,
    None when both bounds are fine (the sizes were refused)."""
    for name, value in (("width", width), ("height", height)):
        if value is not None and value < 0:  # NaN stands for None here: bound() refused a NaN given
            return bound_error(name, value)
    return None


__all__ = [
    "AlignContentName", "AlignContentValue", "AlignItemsName", "AlignItemsValue", "AxisName", "AxisValue",
    "DirectionName", "DirectionValue", "JustifyName", "JustifyValue", "LineBreakingName", "LineBreakingValue",
    "WrapName", "WrapValue", "PaddingValue",
]
