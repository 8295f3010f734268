"""Requirement: a layout's memory is freed deterministically (close, with) or by the garbage
collector, and objects handed out keep what they need alive."""

from __future__ import annotations

import gc
import weakref

import pytest

from flowlayout import FlowLayout, FlowLayoutError, Status

from helpers import frames_of


def test_close_frees_the_layout_and_further_calls_raise():
    layout = FlowLayout()
    finalizer = layout._finalizer
    layout.close()
    assert layout.closed and not finalizer.alive
    layout.close()  # twice is harmless
    with pytest.raises(FlowLayoutError, match="closed") as caught:
        layout.arrange([(1, 1)], 10)
    assert caught.value.status is Status.NULL
    with pytest.raises(FlowLayoutError):
        layout.justify = "center"
    assert "closed" in repr(layout)


def test_with_closes_the_layout():
    with FlowLayout() as layout:
        layout.arrange([(1, 1)], 10)
    assert layout.closed


def test_garbage_collection_frees_the_layout():
    layout = FlowLayout()
    layout.set_measure(1, lambda index, width, height: (1, 1))
    finalizer = layout._finalizer
    probe = weakref.ref(layout)
    del layout
    gc.collect()
    assert probe() is None and not finalizer.alive


def test_garbage_collection_frees_a_layout_with_a_range_callback():
    layout = FlowLayout()
    layout.set_measure_range(2, lambda first, count, width, height: [(1, 1)] * count)
    layout.arrange(None, 10)
    finalizer = layout._finalizer
    probe = weakref.ref(layout)
    del layout
    gc.collect()
    assert probe() is None and not finalizer.alive


def test_a_layout_keeps_its_range_callback_alive_and_lets_go_of_a_replaced_one():
    class Runs:
        def __init__(self, scale):
            self.scale = scale

        def __call__(self, first, count, width, height):
            return [(self.scale * (index + 1), self.scale) for index in range(first, first + count)]

    with FlowLayout() as layout:
        layout.set_measure_range(2, Runs(10))
        gc.collect()  # only the layout holds the callback and the ctypes objects the library calls
        assert frames_of(layout.arrange(None, 100)) == [(0, 0, 10, 10), (18, 0, 20, 10)]
        replaced = weakref.ref(layout._measure.function)
        layout.set_measure_range(1, Runs(5))
        gc.collect()
        assert replaced() is None
        assert frames_of(layout.arrange(None, 100)) == [(0, 0, 5, 5)]
        current = weakref.ref(layout._measure.function)
        layout.set_items([(1, 1)])
        gc.collect()
        assert current() is None


def test_a_result_keeps_its_layout_alive_and_is_a_snapshot():
    result = FlowLayout().arrange([(10, 10), (10, 10)], 100)
    gc.collect()
    assert not result.layout.closed
    first = frames_of(result)
    result.layout.arrange([(50, 50)], 100)
    assert frames_of(result) == first  # later arranges do not change an earlier result
    result.layout.close()
    assert frames_of(result) == first


def test_many_layouts_come_and_go():
    for index in range(2000):
        layout = FlowLayout()
        if index % 3:
            layout.set_measure(2, lambda i, w, h: (i + 1, 1))
        else:
            layout.set_measure_range(2, lambda first, count, w, h: [(i + 1, 1) for i in range(first, first + count)])
        assert layout.arrange(None, 100).size.height == 1
        if index % 2:
            layout.close()
    gc.collect()
