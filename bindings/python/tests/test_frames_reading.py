"""Requirement: reading the frames gives what the library wrote, whichever way they are read.

``for x, y, w, h in result.frames`` yields plain tuples made in C (reusing the tuple the loop let
go of, the previous item's coordinate objects and the width and height objects given in
``sizes``), ``frames[i]`` a ``Rect``; with ``pixel_scale=1`` every field is an int. Each test runs
with the C helpers and with the pure-Python fallback (the ``packing`` fixture); each compares with
the raw float32 block read through ``struct``, not with a copy of the same code. Random sizes come
from a seed, which each test's id shows.
"""

from __future__ import annotations

import gc
import random
import struct

import pytest

from flowlayout import FlowLayout, Rect


def raw_frames(result) -> list:
    """The frames as the library wrote them: float32 quadruples straight from the result block."""
    count = len(result.frames)
    return [tuple(struct.unpack_from("=4f", result.frames._block, 16 * i)) for i in range(count)]


def random_sizes(seed: int, count: int) -> list:
    rng = random.Random(seed)
    return [(rng.choice([rng.randrange(1, 90), rng.randrange(1, 900) / 8, rng.random() * 90]),
             rng.choice([rng.randrange(1, 40), rng.random() * 40])) for _ in range(count)]


@pytest.mark.parametrize("seed", range(1, 7))
def test_iterating_gives_the_frames_the_library_wrote(packing, seed):
    sizes = random_sizes(seed, 1 + seed * 40)
    with FlowLayout(item_spacing=7, line_spacing=3, justify=seed % 6, align_items=seed % 6) as layout:
        result = layout.arrange(sizes, 333)
        raw = raw_frames(result)
        read = [(x, y, w, h) for x, y, w, h in result.frames]  # unpacked: the tuple is reused
        assert read == raw
        assert all(type(v) is float for frame in read for v in frame)
        assert [tuple(rect) for rect in result.rects()] == raw
        assert all(type(rect) is Rect for rect in result.rects())
        assert [tuple(result.frames[i]) for i in range(len(sizes))] == raw


def test_tuples_kept_by_the_caller_are_never_refilled(packing):
    sizes = random_sizes(7, 300)
    with FlowLayout(item_spacing=5) as layout:
        result = layout.arrange(sizes, 250)
        raw = raw_frames(result)
        kept = list(result.frames)
        some = [frame for i, frame in enumerate(result.frames) if i % 3 == 0]  # keeps every third one
        xs = [x for x, y, w, h in result.frames]  # the numbers kept, not the tuples
        every_other = [x for i, (x, y, w, h) in enumerate(result.frames) if i % 2]
        gc.collect()
        assert xs == [frame[0] for frame in raw] and every_other == [frame[0] for frame in raw[1::2]]
        assert kept == raw
        assert some == raw[::3]
        iterator = iter(result.frames)
        first = next(iterator)
        for _ in iterator:
            pass
        assert first == raw[0]


def test_the_sizes_list_changed_after_the_arrange_changes_no_frame(packing):
    sizes = random_sizes(8, 50)
    with FlowLayout() as layout:
        result = layout.arrange(sizes, 300)
        raw = raw_frames(result)
        sizes[:] = [(999.0, 999.0)] * 10 + [("not", "numbers")] * 5  # shorter, and not pairs of numbers
        assert list(result.frames) == raw


def test_widths_not_exact_in_float32_read_as_the_float32_value(packing):
    with FlowLayout(item_spacing=0) as layout:
        frames = list(layout.arrange([(0.1, 0.3), (1.25, 2)], 100).frames)
        assert frames[0][2] == struct.unpack("f", struct.pack("f", 0.1))[0] != 0.1
        assert frames[1][2:] == (1.25, 2.0) and type(frames[1][3]) is float  # an int given, a float read


@pytest.mark.parametrize("seed", range(1, 4))
def test_whole_pixel_snapping_gives_int_fields(packing, seed):
    sizes = random_sizes(seed, 120)
    with FlowLayout(pixel_scale=1, item_spacing=3.5, justify="space-evenly") as layout:
        result = layout.arrange(sizes, 401)
        raw = raw_frames(result)
        read = [frame for frame in result.frames]
        assert all(type(v) is int for frame in read for v in frame)
        assert read == [tuple(int(v) for v in frame) for frame in raw]  # already whole: nothing rounded
        assert all(v == int(v) for frame in raw for v in frame)
        assert all(type(v) is int for v in result.frames[5]) and result.rects()[5] == read[5]
        xs = [x for x, y, w, h in result.frames]  # ints past 256 the loop let go of are refilled
        assert xs == [int(frame[0]) for frame in raw] and max(xs) > 256
        wide = [x for x, y, w, h in layout.arrange(sizes, 4000).frames]
        assert wide == [int(frame[0]) for frame in raw_frames(layout.result)] and max(wide) > 1000
    with FlowLayout(pixel_scale=2) as layout:  # half pixels: floats
        assert all(type(v) is float for frame in layout.arrange(sizes, 401).frames for v in frame)


def test_every_way_of_arranging_reads_the_same(packing):
    sizes = random_sizes(9, 80)
    with FlowLayout(item_spacing=4) as layout:
        natural = list(layout.arrange(sizes, 200).frames)
        assert list(layout.arrange(tuple(sizes), 200).frames) == natural
        assert list(layout.arrange(sizes, 200, grow=[0] * len(sizes)).frames) == natural
        layout.set_items(sizes)
        assert list(layout.arrange(None, 200).frames) == natural
        assert list(layout.result.frames) == natural
        assert list(layout.arrange_batch([sizes, sizes[:3]], 200)[0].frames) == natural


def test_per_item_keywords_pack_the_same_in_c_and_in_python(monkeypatch):
    """The keywords of arrange packed by the C helpers (lists and tuples) or in Python: same frames,
    and the same refusals naming the entry."""
    from flowlayout import _inputs

    sizes = [(30, 20), (40.5, 10), (20, 30), (50, 25)]
    keywords = dict(first_baselines=[15, None, 20.5, True], grow=(1, 0, 2.5, None),
                    margins=[(1, 2, 3, 4), [0, None, 0, None], (0, 0, 0, 0), (2, 2, 2, 2)],
                    min_sizes=[(35, None), (None, None), (0, 0), (10, 10)])
    refusals = [(TypeError, r"^first_baselines: ", dict(first_baselines=[1, "2", 3, 4])),
                (ValueError, r"^margins\[1\]: expected 4 numbers, got 3",
                 dict(margins=[(0, 0, 0, 0), (1, 2, 3), (0, 0, 0, 0), (0, 0, 0, 0)])),
                (TypeError, r"^margins\[2\]: ", dict(margins=[(0, 0, 0, 0), (1, 2, 3, 4), None, (0, 0, 0, 0)]))]
    frames = []
    assert _inputs.fast_pack is not None, "the C helpers are not loaded"
    for fast_pack in (_inputs.fast_pack, None):
        monkeypatch.setattr(_inputs, "fast_pack", fast_pack)
        with FlowLayout(item_spacing=4, align_items="first-baseline") as layout:
            raw = raw_frames(layout.arrange(sizes, 100, **keywords))
            for kind, message, bad in refusals:
                with pytest.raises(kind, match=message):
                    layout.arrange(sizes, 100, **bad)
            assert raw_frames(layout.result) == raw  # the refusals changed nothing
            frames.append(raw)
    assert frames[0] == frames[1]
    assert frames[0] != raw_frames(FlowLayout(item_spacing=4).arrange(sizes, 100))  # the keywords count


def test_arranging_as_many_items_again_with_inputs_is_all_or_none():
    """Same item count: the inputs go to the layout itself before the sizes; refused sizes or a
    refused input leave the items, the inputs and the results as they were."""
    sizes = [(30, 20), (40, 20), (50, 20)]
    with FlowLayout(item_spacing=0) as layout:
        before = raw_frames(layout.arrange(sizes, 200, grow=[1, 0, 0]))
        assert before[0][2] == 110  # item 0 takes the free 80
        with pytest.raises(ValueError, match=r"^sizes\[1\]: "):
            layout.arrange([(30, 20), (-1, 20), (50, 20)], 200, grow=[0, 0, 1])
        with pytest.raises(ValueError, match=r"^grow\[2\]: "):
            layout.arrange([(60, 20), (40, 20), (50, 20)], 200, grow=[0, 1, -1])
        assert raw_frames(layout.result) == before
        assert raw_frames(layout.arrange(None, 200)) == before  # grow=[1, 0, 0] and the sizes kept
        assert raw_frames(layout.arrange(sizes, 200, shrink=[0, 0, 0]))[0][2] == 30  # grow cleared


def test_reading_leaves_every_reference_count_as_it_found_it(packing):
    """The objects lent by ``sizes`` (widths, heights, pairs) are held while read and let go after:
    their reference counts come back; reading many times makes nothing that stays."""
    import sys
    import tracemalloc

    sizes = [(float(20 + i % 7), 16.0 + i % 3) for i in range(200)]
    objects = [v for pair in sizes for v in pair] + sizes
    with FlowLayout(item_spacing=4) as layout:
        result = layout.arrange(sizes, 150)
        counts = [sys.getrefcount(o) for o in objects]

        def read_all():  # in a function: its loop variables go with it
            for x, y, w, h in result.frames:
                pass
            return len(list(result.frames))

        for _ in range(3):
            read_all()
        gc.collect()
        assert [sys.getrefcount(o) for o in objects] == counts
        tracemalloc.start()
        for _ in range(50):
            read_all()
        first = tracemalloc.get_traced_memory()[0]
        for _ in range(500):
            for frame in result.frames:
                pass
        grown = tracemalloc.get_traced_memory()[0] - first
        tracemalloc.stop()
        assert grown < 10_000, grown
