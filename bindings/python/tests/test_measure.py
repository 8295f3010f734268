"""Requirement: measure callbacks written in Python size the items; whatever they do (raise,
answer nonsense, re-enter the layout) ends as an exception from arrange, never a crash."""

from __future__ import annotations

import gc
import math
import threading

import pytest

import flowlayout
from flowlayout import FlowLayout, FlowLayoutError, Status

from helpers import frames_of


class Text:
    """Items that wrap like text: ideal width `length`, and 10 points taller per extra line."""

    def __init__(self, lengths):
        self.lengths = lengths
        self.calls = []

    def __call__(self, index, width, height):
        self.calls.append((index, width, height))
        length = self.lengths[index]
        if width is None or width >= length:
            return (length, 10)
        lines = math.ceil(length / width)
        return (width, 10 * lines)


def test_items_are_asked_their_ideal_size_then_to_fit_the_line(layout):
    text = Text([30, 120, 20])
    layout.set_measure(3, text)
    result = layout.arrange(None, 50)
    assert (0, None, None) in text.calls and (1, None, None) in text.calls
    assert any(index == 1 and width == 50 for index, width, _ in text.calls)  # asked again, with the line length
    assert frames_of(result) == [(0, 0, 30, 10), (0, 15, 50, 30), (0, 50, 20, 10)]


def test_answers_are_cached_until_an_item_is_invalidated(layout):
    text = Text([30, 40])
    layout.set_measure(2, text)
    layout.arrange(None, 100)
    asked = len(text.calls)
    assert asked >= 2
    layout.arrange(None, 100)
    layout.arrange(None, 90)  # new bounds, nothing longer than them: nothing measured again
    assert len(text.calls) == asked
    text.lengths[0] = 60
    layout.invalidate_item(0)
    result = layout.arrange(None, 100)
    assert [call[0] for call in text.calls[asked:]] == [0]
    assert frames_of(result)[0] == (0, 0, 60, 10)


def test_an_exception_in_the_callback_becomes_a_chained_FlowLayoutError(layout):
    def measure(index, width, height):
        if index == 1:
            raise KeyError("no such tag")
        return (10, 10)

    layout.set_measure(3, measure)
    with pytest.raises(FlowLayoutError) as caught:
        layout.arrange(None, 100)
    assert caught.value.status is Status.MEASURE
    assert isinstance(caught.value.__cause__, KeyError)
    assert "KeyError" in caught.value.message and "no such tag" in caught.value.message


@pytest.mark.parametrize("answer", ["abc", None, (1, 2, 3), (1,), ("x", 2), object()])
def test_an_answer_that_is_not_a_pair_of_numbers_fails_the_arrange(layout, answer):
    layout.set_measure(2, lambda index, width, height: answer)
    with pytest.raises(FlowLayoutError) as caught:
        layout.arrange(None, 100)
    assert caught.value.status is Status.MEASURE
    assert isinstance(caught.value.__cause__, (TypeError, ValueError))


@pytest.mark.parametrize("answer", [(-1, 5), (5, -0.5), (math.nan, 5), (5, math.inf), (1e40, 1)])
def test_a_negative_nan_or_infinite_answer_fails_the_arrange_with_the_librarys_message(layout, answer):
    layout.set_measure(2, lambda index, width, height: answer)
    with pytest.raises(FlowLayoutError) as caught:
        layout.arrange(None, 100)
    assert caught.value.status is Status.MEASURE
    assert caught.value.__cause__ is None
    assert "item 0" in caught.value.message


def test_a_failed_arrange_keeps_the_previous_result_and_the_layout_recovers(layout):
    good = layout.arrange([(10, 10), (20, 10)], 100)
    layout.set_measure(2, lambda index, width, height: 1 / 0)
    with pytest.raises(FlowLayoutError):
        layout.arrange(None, 50)
    assert layout.result.rects() == good.rects()
    layout.set_measure(2, lambda index, width, height: (5, 5))
    assert frames_of(layout.arrange(None, 50)) == [(0, 0, 5, 5), (15, 0, 5, 5)]


def test_size_that_fits_reports_callback_exceptions_too(layout):
    layout.set_measure(1, lambda index, width, height: [][1])
    with pytest.raises(FlowLayoutError) as caught:
        layout.size_that_fits(100)
    assert isinstance(caught.value.__cause__, IndexError)


def test_keyboard_interrupt_in_the_callback_propagates_as_is(layout):
    def measure(index, width, height):
        raise KeyboardInterrupt

    layout.set_measure(1, measure)
    with pytest.raises(KeyboardInterrupt):
        layout.arrange(None, 100)


def test_the_callback_cannot_change_or_arrange_its_own_layout(layout):
    def measure(index, width, height):
        layout.arrange([(1, 1)], 10)
        return (1, 1)

    layout.set_measure(2, measure)
    with pytest.raises(FlowLayoutError) as caught:
        layout.arrange(None, 100)
    inner = caught.value.__cause__
    assert isinstance(inner, FlowLayoutError) and inner.status is Status.INVALID_ARGUMENT
    assert "measure callback" in inner.message


def test_closing_the_layout_from_its_own_callback_does_not_crash(layout):
    def measure(index, width, height):
        layout.close()
        return (1, 1)

    layout.set_measure(3, measure)
    with pytest.raises(FlowLayoutError) as caught:
        layout.arrange(None, 100)
    assert caught.value.status is Status.NULL
    assert layout.closed


def test_the_layout_keeps_its_callback_alive():
    layout = FlowLayout()
    layout.set_measure(2, (lambda scale: lambda index, width, height: (scale * (index + 1), scale))(10))
    gc.collect()
    assert frames_of(layout.arrange(None, 100)) == [(0, 0, 10, 10), (18, 0, 20, 10)]
    layout.close()


def test_set_items_replaces_the_callback(layout):
    text = Text([30])
    layout.set_measure(1, text)
    layout.arrange(None, 100)
    layout.set_items([(5, 5)])
    asked = len(text.calls)
    assert frames_of(layout.arrange(None, 100)) == [(0, 0, 5, 5)]
    assert len(text.calls) == asked


def test_the_measure_argument_must_be_callable(layout):
    with pytest.raises(TypeError):
        layout.set_measure(1, (10, 10))


def test_layouts_with_callbacks_work_in_parallel_threads():
    failures = []

    def work(seed):
        try:
            with FlowLayout(item_spacing=0) as layout:
                layout.set_measure(50, lambda index, width, height: (seed + index % 3, 1))
                for _ in range(100):
                    layout.invalidate_item(0)
                    result = layout.arrange(None, None)
                    assert result.size.width == sum(seed + i % 3 for i in range(50))
        except BaseException as error:  # reported below
            failures.append(error)

    threads = [threading.Thread(target=work, args=(seed,)) for seed in (1, 2, 3, 4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []


def test_first_fitting_reports_a_callback_exception_of_a_candidate():
    with FlowLayout() as good, FlowLayout() as bad:
        good.set_items([(500, 10)])  # does not fit in 100: the second candidate is tried
        bad.set_measure(1, lambda index, width, height: {}["missing"])
        with pytest.raises(FlowLayoutError) as caught:
            flowlayout.first_fitting([good, bad], 100, 100)
        assert isinstance(caught.value.__cause__, KeyError)


def test_first_fitting_reports_the_message_of_the_candidate_that_failed():
    with FlowLayout() as first, FlowLayout() as second:
        with pytest.raises(FlowLayoutError):
            first.set_items([(1, -1)])  # leaves an older message on the first candidate
        first.set_items([(500, 10)])
        second.set_measure(1, lambda index, width, height: (-1, 1))
        with pytest.raises(FlowLayoutError) as caught:
            flowlayout.first_fitting([first, second], 100, 100)
        assert caught.value.status is Status.MEASURE
        assert "set_items" not in caught.value.message and "item 0" in caught.value.message


def test_in_columns_items_are_asked_to_fit_the_column_height(layout):
    calls = []

    def measure(index, width, height):
        calls.append((index, width, height))
        return (10, 120) if height is None else (20, height)

    layout.axis = "vertical"
    layout.set_measure(1, measure)
    result = layout.arrange(None, None, 50)
    assert calls[0] == (0, None, None) and calls[-1] == (0, None, 50)
    assert frames_of(result) == [(0, 0, 20, 50)]


# ---------------------------------------------------------------------------------------------
# The same for a range callback (set_measure_range; the rest of it: test_measure_range.py)

def test_an_exception_in_a_range_callback_becomes_a_chained_FlowLayoutError_naming_the_run(layout):
    def runs(first, count, width, height):
        if width is not None:
            raise KeyError("no font for this width")
        return [(150, 10)] * count

    layout.set_measure_range(3, runs)
    with pytest.raises(FlowLayoutError) as caught:
        layout.arrange(None, 100)  # the ideal sizes are answered; item 0, asked again alone, raises
    assert caught.value.status is Status.MEASURE
    assert isinstance(caught.value.__cause__, KeyError)
    assert caught.value.message == "the measure callback raised KeyError: 'no font for this width' (measuring item 0)"
    layout.set_measure_range(3, lambda first, count, width, height: [][5])
    with pytest.raises(FlowLayoutError, match=r"raised IndexError: .* \(measuring items 0 to 2\)$"):
        layout.size_that_fits(100)


def test_keyboard_interrupt_in_a_range_callback_propagates_as_is(layout):
    def runs(first, count, width, height):
        raise KeyboardInterrupt

    layout.set_measure_range(2, runs)
    with pytest.raises(KeyboardInterrupt):
        layout.arrange(None, 100)
    layout.set_measure_range(2, lambda first, count, width, height: [(5, 5)] * count)
    assert frames_of(layout.arrange(None, 100)) == [(0, 0, 5, 5), (15, 0, 5, 5)]


@pytest.mark.parametrize("call", [
    lambda layout: layout.arrange([(1, 1)], 10),
    lambda layout: layout.set_items([(1, 1)]),
    lambda layout: layout.invalidate_item(0),
    lambda layout: layout.set_measure_range(1, lambda first, count, width, height: [(1, 1)]),
])
def test_a_range_callback_cannot_change_or_arrange_its_own_layout(layout, call):
    def runs(first, count, width, height):
        call(layout)
        return [(1, 1)] * count

    layout.set_measure_range(2, runs)
    with pytest.raises(FlowLayoutError) as caught:
        layout.arrange(None, 100)
    inner = caught.value.__cause__
    assert isinstance(inner, FlowLayoutError) and inner.status is Status.INVALID_ARGUMENT
    assert "measure callback" in inner.message


def test_a_range_callback_may_arrange_other_layouts(layout):
    with FlowLayout(item_spacing=0) as other:
        def runs(first, count, width, height):
            return [(other.arrange([(3, 4)] * (i + 1), None).size.width, 4) for i in range(first, first + count)]

        layout.set_measure_range(3, runs)
        assert [w for _, _, w, _ in layout.arrange(None, 100).frames] == [3, 6, 9]


def test_closing_the_layout_from_its_own_range_callback_does_not_crash(layout):
    def runs(first, count, width, height):
        layout.close()
        return [(1, 1)] * count

    layout.set_measure_range(3, runs)
    with pytest.raises(FlowLayoutError) as caught:
        layout.arrange(None, 100)
    assert caught.value.status is Status.NULL
    assert layout.closed
