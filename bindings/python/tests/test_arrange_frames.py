"""Requirement: arrange_into (one call, flow_layout_arrange_into) places items exactly as
arrange does, writes into the caller's buffer, and leaves the layout unchanged when it fails."""

from __future__ import annotations

from array import array

import pytest

import flowlayout

SIZES = [(40.0, 20.0), (30.0, 10.0), (50.0, 30.0), (20.0, 20.0), (60.0, 15.0)]

# Every test twice: through the helper module's built-in call, then through ctypes alone.
pytestmark = pytest.mark.usefixtures("packing")


def rows(frames) -> list:
    flat = [float(v) for v in (frames.ravel() if hasattr(frames, "ravel") else frames)]
    return [tuple(flat[i:i + 4]) for i in range(0, len(flat), 4)]


def test_frames_equal_those_of_arrange_for_every_input_form(layout):
    expected = [tuple(r) for r in layout.arrange(SIZES, width=100).rects()]
    assert rows(layout.arrange_into(SIZES, 100)) == expected
    assert rows(layout.arrange_into(array("f", [v for pair in SIZES for v in pair]), 100)) == expected
    numpy = pytest.importorskip("numpy")
    assert rows(layout.arrange_into(numpy.array(SIZES, dtype=numpy.float32), 100)) == expected
    assert rows(layout.arrange_into(numpy.array(SIZES, dtype=numpy.float64), 100)) == expected
    read_only = numpy.array(SIZES, dtype=numpy.float32)
    read_only.flags.writeable = False
    assert rows(layout.arrange_into(read_only, 100)) == expected


def test_frames_are_written_into_the_callers_buffer(layout):
    out = array("f", [-1.0] * 4 * len(SIZES))
    returned = layout.arrange_into(SIZES, 100, out=out)
    assert returned is out
    assert rows(out) == [tuple(r) for r in layout.result.rects()]
    numpy = pytest.importorskip("numpy")
    out = numpy.full((len(SIZES), 4), -1.0, dtype=numpy.float32)
    assert layout.arrange_into(SIZES, 60, out=out) is out
    assert rows(out) == [tuple(r) for r in layout.result.rects()]


def test_the_full_result_is_available_afterwards(layout):
    layout.arrange_into(SIZES, 100)
    assert layout.result.size == layout.arrange(SIZES, width=100).size


def test_a_wrong_output_buffer_is_refused_before_anything_changes(layout):
    before = [tuple(r) for r in layout.arrange(SIZES, width=100).rects()]
    with pytest.raises(ValueError, match="out"):
        layout.arrange_into(SIZES[:2], 50, out=array("f", [0.0] * 4))
    assert [tuple(r) for r in layout.result.rects()] == before
    numpy = pytest.importorskip("numpy")
    for wrong in (numpy.zeros((2, 8), dtype=numpy.float32)[:, :4],   # not contiguous
                  numpy.zeros((2, 4), dtype=numpy.float64),          # not float32
                  numpy.zeros((3, 4), dtype=numpy.float32)):         # not one row per item
        with pytest.raises(ValueError, match="out"):
            layout.arrange_into(SIZES[:2], 50, out=wrong)
    assert [tuple(r) for r in layout.result.rects()] == before


def test_non_contiguous_sizes_are_packed_not_misread(layout):
    numpy = pytest.importorskip("numpy")
    wide = numpy.zeros((len(SIZES), 3), dtype=numpy.float32)
    wide[:, :2] = SIZES
    expected = [tuple(r) for r in layout.arrange(SIZES, width=100).rects()]
    assert rows(layout.arrange_into(wide[:, :2], 100)) == expected


def test_invalid_sizes_or_bounds_raise_and_keep_the_previous_result(layout):
    before = [tuple(r) for r in layout.arrange(SIZES, width=100).rects()]
    with pytest.raises(flowlayout.FlowLayoutError) as raised:
        layout.arrange_into([(10.0, -1.0)], 100)
    assert raised.value.status == flowlayout.Status.INVALID_ARGUMENT
    with pytest.raises(flowlayout.FlowLayoutError):
        layout.arrange_into(SIZES, -5)
    assert [tuple(r) for r in layout.result.rects()] == before


def test_rows_that_are_not_pairs_are_refused(layout):
    with pytest.raises(ValueError, match=r"sizes\[0\]"):  # a sequence of the wrong length
        layout.arrange_into([(1.0, 2.0, 3.0), (4.0,)], 100)
    with pytest.raises(TypeError, match=r"sizes\[1\]"):  # not numbers
        layout.arrange_into([(1.0, 2.0), ("4", 1)], 100)


def test_zero_items_give_no_frames(layout):
    assert len(layout.arrange_into([], 100)) == 0


def test_a_closed_layout_raises(layout):
    layout.close()
    with pytest.raises(flowlayout.FlowLayoutError):
        layout.arrange_into(SIZES, 100)


def test_staged_buffers_give_the_frames_of_arrange(layout):
    staged = layout.staging(len(SIZES))
    assert layout.staging(len(SIZES)) is staged  # reused while the count stays
    buffer = staged.sizes
    staged.sizes = SIZES  # copied into the layout's buffer (NumPy (n, 2) or a flat memoryview)
    assert staged.sizes is buffer
    frames = layout.arrange_staged(100)
    assert frames is staged.frames
    assert rows(frames) == [tuple(r) for r in layout.arrange(SIZES, width=100).rects()]


def test_staged_buffers_work_without_numpy(layout, monkeypatch):
    from flowlayout import _fastpath
    monkeypatch.setattr(_fastpath, "numpy", None)
    staged = layout.staging(2)
    staged.sizes[:] = array("f", [40.0, 20.0, 30.0, 10.0])
    assert rows(layout.arrange_staged(60)) == [(0.0, 0.0, 40.0, 20.0), (0.0, 25.0, 30.0, 10.0)]  # line gap 5


def test_staged_sizes_that_are_invalid_raise_and_change_nothing(layout):
    before = [tuple(r) for r in layout.arrange(SIZES, width=100).rects()]
    staged = layout.staging(1)
    staged.sizes = [(float("nan"), 1.0)]
    with pytest.raises(flowlayout.FlowLayoutError):
        layout.arrange_staged(100)
    assert [tuple(r) for r in layout.result.rects()] == before


@pytest.mark.parametrize("numpy_installed", [True, False])
def test_staged_buffers_stay_connected_and_frames_are_read_only(layout, monkeypatch, numpy_installed):
    from flowlayout import _fastpath
    if numpy_installed:
        pytest.importorskip("numpy")
    else:
        monkeypatch.setattr(_fastpath, "numpy", None)
    staged = layout.staging(2)
    staged.sizes = [(40, 20), (30, 10)]  # assignment, not slice assignment: still the layout's buffer
    assert rows(layout.arrange_staged(60)) == [(0.0, 0.0, 40.0, 20.0), (0.0, 25.0, 30.0, 10.0)]
    staged.sizes = array("f", [10.0, 10.0, 10.0, 10.0])
    assert rows(layout.arrange_staged(60)) == [(0.0, 0.0, 10.0, 10.0), (20.0, 0.0, 10.0, 10.0)]
    with pytest.raises(ValueError, match="2 .width, height. pairs"):
        staged.sizes = [(1, 1)]
    with pytest.raises(AttributeError):
        staged.frames = None  # type: ignore[misc]
    with pytest.raises((TypeError, ValueError)):  # read-only view
        staged.frames[0] = 5


def test_arrange_staged_needs_staging_first(layout):
    with pytest.raises(flowlayout.FlowLayoutError, match="staging"):
        layout.arrange_staged(100)


def test_staging_refuses_a_negative_count(layout):
    with pytest.raises(ValueError):
        layout.staging(-1)


def test_the_built_in_call_serves_every_input_form_where_the_helpers_load(layout, packing, monkeypatch):
    from flowlayout._library import library
    from flowlayout._native import native_for
    native = native_for(library())
    if packing == "native" and native.fast_arrange is None:
        pytest.skip("the helper module's built-ins are not available on this Python")
    expected = [tuple(r) for r in layout.arrange(SIZES, width=100).rects()]
    calls = []
    through_ctypes = layout._lib.flow_layout_arrange_into
    monkeypatch.setattr(layout._lib, "flow_layout_arrange_into", lambda *arguments: calls.append(1) or through_ctypes(*arguments))
    staged = layout.staging(len(SIZES))
    staged.sizes = SIZES
    forms = [SIZES, tuple(SIZES), array("f", [v for pair in SIZES for v in pair])]
    for sizes in forms:
        assert rows(layout.arrange_into(sizes, 100)) == expected
        assert rows(layout.arrange_into(sizes, 100.0, None, out=array("f", [-1.0] * 4 * len(SIZES)))) == expected
    assert rows(layout.arrange_staged(100)) == expected
    calls_expected = 2 * len(forms) + 1
    try:
        import numpy
    except ImportError:
        numpy = None
    if numpy is not None:
        array32 = numpy.array(SIZES, dtype=numpy.float32)
        read_only = array32.copy()
        read_only.flags.writeable = False
        for sizes in (array32, read_only):
            assert rows(layout.arrange_into(sizes, 100)) == expected
            out = numpy.full((len(SIZES), 4), -1.0, dtype=numpy.float32)
            assert layout.arrange_into(sizes, 100, out=out) is out
            assert rows(out) == expected
        calls_expected += 4
    # The built-in where the helpers load, ctypes otherwise: never both, never neither.
    assert len(calls) == (0 if packing == "native" else calls_expected)


def test_arrays_the_built_in_call_refuses_take_the_general_path(layout, packing):
    numpy = pytest.importorskip("numpy")
    expected = [tuple(r) for r in layout.arrange(SIZES, width=100).rects()]
    wide = numpy.zeros((len(SIZES), 3), dtype=numpy.float32)
    wide[:, :2] = SIZES
    assert rows(layout.arrange_into(wide[:, :2], 100)) == expected  # not contiguous: packed
    swapped = numpy.array(SIZES, dtype=">f4")
    assert rows(layout.arrange_into(swapped, 100)) == expected      # another byte order: converted
    read_only = numpy.zeros((len(SIZES), 4), dtype=numpy.float32)
    read_only.flags.writeable = False
    with pytest.raises(ValueError, match="out"):
        layout.arrange_into(numpy.array(SIZES, dtype=numpy.float32), 60, out=read_only)
    assert not read_only.any() and [tuple(r) for r in layout.result.rects()] == expected
    # With per-item inputs held, the inputs are cleared as for any other call.
    grown = layout.arrange(SIZES, width=100, grow=[1.0] * len(SIZES))
    assert [tuple(r) for r in grown.rects()] != expected
    assert rows(layout.arrange_into(numpy.array(SIZES, dtype=numpy.float32), 100)) == expected


def test_bounds_reach_the_library_as_ctypes_rounds_them(layout):
    # A width between two floats rounds to the nearer, as c_float rounds it; an int is a bound too.
    sizes = [(50.0, 10.0), (50.0, 10.0)]
    assert rows(layout.arrange_into(sizes, 110.00000001))[1][1] == 0.0  # rounds to 110: both fit
    assert rows(layout.arrange_into(sizes, 109.0))[1][1] == 15.0        # narrower: a second line
    assert rows(layout.arrange_into(sizes, 110)) == rows(layout.arrange_into(sizes, 110.0))
    assert rows(layout.arrange_into(sizes, float("inf")))[1] == (60.0, 0.0, 50.0, 10.0)
    with pytest.raises(ValueError, match="width"):
        layout.arrange_into(sizes, float("nan"))


def test_a_large_layout_gives_the_frames_of_arrange(layout):
    # Past the count where the built-in lets other threads run while the library works.
    sizes = [(float(10 + i % 37), float(5 + i % 11)) for i in range(5000)]
    assert rows(layout.arrange_into(sizes, 400)) == [tuple(r) for r in layout.arrange(sizes, width=400).rects()]


def readers(result) -> tuple:
    return (tuple(result.size), tuple(result.content_size), result.visible_count,
            [tuple(r) for r in result.frames], [tuple(line) for line in result.lines],
            tuple(result.separators), result.overflow_frame)


@pytest.mark.parametrize("max_lines", [0, 2])
def test_every_reader_after_arrange_into_is_a_fresh_layouts(layout, packing, max_lines):
    # After calls through every form, each reader gives what a fresh layout arranging the last
    # sizes gives (grow held from an earlier call is cleared, as arrange_into says).
    layout.max_lines = max_lines
    layout.arrange(SIZES, width=130, grow=[1.0] * len(SIZES))  # as many items: held until cleared
    forms = [SIZES, array("f", [v for pair in SIZES for v in pair])]
    try:
        import numpy
        forms += [numpy.array(SIZES, dtype=numpy.float32), numpy.array(SIZES, dtype=numpy.float64)]
    except ImportError:
        pass
    for width in (100.0, 70.0):
        for sizes in forms:
            layout.arrange_into(sizes, width)
            with flowlayout.FlowLayout(item_spacing=10, line_spacing=5, max_lines=max_lines) as fresh:
                assert readers(layout.result) == readers(fresh.arrange(SIZES, width=width))
