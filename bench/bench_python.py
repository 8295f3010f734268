"""Python benchmark: the flowlayout bindings against a hand-written pure-Python greedy loop.

    python3 bench/bench_python.py [--quick] [--json PATH] [--sizes N,N,...] [--sample-ms MS]
    python3 bench/bench_python.py --natural [--sizes N,N,...] [--seconds S]
    python3 bench/bench_python.py --keywords [--sizes N,N,...] [--seconds S]

For every item count it times, on the same random sizes as the C benchmark (same generator,
same seed), and prints nanoseconds per call and per item with the ratio to the pure-Python loop
(the median of ratios taken in pairs: each sample follows a sample of the loop; and the ratio
of the fastest samples, steadier on a loaded machine):

  python loop      a greedy row wrap written in plain Python: list of (w, h) in, frames out
  arrange          FlowLayout.arrange(sizes, width): the natural call, list of pairs in, full
                   result out (measured with NumPy hidden, as a user without it has it)
  arrange + read   the natural use, as a toolkit has it: `for x, y, w, h in
                   layout.arrange(sizes, width).frames`, every frame read (NumPy hidden)
  ... int          the same with pixel_scale=1: the frames' fields are ints, as toolkits take them
  ... baselines    the same with a per-item keyword: arrange(sizes, width, first_baselines=...)
  loop + read      the pure-Python loop, then its frames read the same way (for scale: the rows'
                   ratios are to the loop alone)
  frames (list)    FlowLayout.arrange_into, list of (w, h) tuples in, frames out (NumPy hidden)
  frames (numpy)   FlowLayout.arrange_into, (n, 2) float32 array in, (n, 4) float32 frames out
  frames (staged)  the fastest path, FlowLayout.arrange_staged: sizes already written into the
                   layout's own staging buffer, frames read from its other one

--keywords measures the natural use with each per-item keyword of arrange (grow=, flags=, ...,
align=; the same lists each call, and first_baselines= alternating between two lists) against the
plain call, arrange alone and with every frame read, interleaved in bursts as --natural does, at
16 and 1,000 items unless --sizes says otherwise; ratios are to the plain call. The "library alone"
rows time the library's flow_layout_arrange_into through ctypes on a layout holding the input (what
the library itself takes; ratios to the same without inputs).

--natural measures only the natural use (the "arrange + read" rows, the loop, and the per-item
keyword) interleaved in bursts of about a millisecond, round after round, and keeps each call's
fastest burst: on a machine shared with other work, load comes and goes between rows of the main
table, and a burst that ran alone is what the code costs.

Then FlowLayout() alone, and arrange_batch of 10,000 layouts of 16 items against the C library's
flow_layout_arrange_batch on the same sizes packed beforehand. When NumPy is installed, the rows
that do not need it run in a child process that hides it. The library is the one the bindings
load (FLOWLAYOUT_LIBRARY overrides it; the helper module is looked for beside the package, then
beside that library).
"""

from __future__ import annotations

import argparse
import array as array_module
import json
import math
import statistics
import sys
import time

GAP = 8.0
WIDTH = 600.0
MASK64 = (1 << 64) - 1


def random_sizes(count: int) -> list[tuple[float, float]]:
    """The C benchmark's sizes: xorshift64* with the same seed (see bench/cases.c)."""
    state = 0x5EEDF10E
    sizes = []
    for _ in range(count):
        state ^= state >> 12
        state ^= (state << 25) & MASK64
        state ^= state >> 27
        r = (state * 0x2545F4914F6CDD1D) & MASK64
        sizes.append((20.0 + (r % 100) + 0.25 * ((r >> 20) % 4), 16.0 + ((r >> 40) % 33)))
    return sizes


def python_greedy(sizes, width, gap=GAP):
    """The reference: rows left to right, fixed gap, top-aligned; frames and row heights."""
    frames = []
    rows = []
    append = frames.append
    x = y = row_height = 0.0
    row_start = 0
    for i, (w, h) in enumerate(sizes):
        if i > row_start and x + w > width:
            rows.append(row_height)
            y += row_height + gap
            x = row_height = 0.0
            row_start = i
        append((x, y, w, h))
        x += w + gap
        if h > row_height:
            row_height = h
    if sizes:
        rows.append(row_height)
    return frames, rows


def calibrate(call, sample_seconds: float) -> int:
    """Repetitions for a sample of about sample_seconds (growing until a run lasts a tenth),
    after one untimed call."""
    call()
    reps = 1
    while True:
        elapsed = run(call, reps)
        if elapsed >= sample_seconds * 1e8 or reps >= 1 << 30:
            break
        reps *= 10 if elapsed * 100 < sample_seconds * 1e9 else 2
    return max(1, int(reps * sample_seconds * 1e9 / max(elapsed, 1)))


def run(call, reps: int) -> int:
    start = time.perf_counter_ns()
    for _ in range(reps):
        call()
    return time.perf_counter_ns() - start


def measure(call, reference, reference_reps: int, sample_seconds: float, samples: int):
    """Median and fastest ns per call, and the median of ratios to `reference` taken in pairs:
    every sample follows a sample of the reference, so load changes between samples cancel."""
    reps = calibrate(call, sample_seconds)
    per_call, ratios, references = [], [], []
    for _ in range(samples):
        references.append(run(reference, reference_reps) / reference_reps)
        per_call.append(run(call, reps) / reps)
        ratios.append(per_call[-1] / references[-1])
    return statistics.median(per_call), min(per_call), statistics.median(ratios), min(per_call) / min(references)


def frames_rows(frames):
    """Frames as rows of 4, whether an (n, 4) array or a flat buffer."""
    if len(getattr(frames, "shape", ())) == 2:
        return frames
    flat = list(frames)
    return [flat[i:i + 4] for i in range(0, len(flat), 4)]


def check_same(frames, reference, what: str) -> None:
    """Fails loudly when the library's frames differ from the pure-Python loop's."""
    rows = [tuple(float(v) for v in row) for row in frames]
    if len(rows) != len(reference):
        raise SystemExit(f"{what}: {len(rows)} frames, the Python loop made {len(reference)}")
    for i, (a, b) in enumerate(zip(rows, reference)):
        if any(abs(p - q) > 1e-3 for p, q in zip(a, b)):
            raise SystemExit(f"{what}: item {i} at {a}, the Python loop puts it at {b}")


def natural_reads(flowlayout, sizes, reference_frames, count: int) -> dict:
    """The natural use with its reading: arrange, then every frame unpacked in a for loop."""
    plain = flowlayout.FlowLayout(item_spacing=GAP, line_spacing=GAP)
    whole = flowlayout.FlowLayout(item_spacing=GAP, line_spacing=GAP, pixel_scale=1)
    baselines = [h * 0.75 for _, h in sizes]

    def arrange_read():
        for x, y, w, h in plain.arrange(sizes, WIDTH).frames:
            pass

    def arrange_read_int():
        for x, y, w, h in whole.arrange(sizes, WIDTH).frames:
            pass

    def arrange_read_baselines():
        for x, y, w, h in plain.arrange(sizes, WIDTH, first_baselines=baselines).frames:
            pass

    def loop_read():
        for x, y, w, h in python_greedy(sizes, WIDTH)[0]:
            pass

    check_same(list(plain.arrange(sizes, WIDTH).frames), reference_frames, f"arrange + read, {count} items")
    rounded = [tuple(float(v) for v in frame) for frame in whole.arrange(sizes, WIDTH).frames]
    if any(type(v) is not int for frame in whole.arrange(sizes, WIDTH).frames for v in frame):
        raise SystemExit("pixel_scale=1: frames with fields that are not ints")
    if len(rounded) != count:
        raise SystemExit("pixel_scale=1: wrong frame count")
    return {"arrange + read": arrange_read, "arrange + read, int": arrange_read_int,
            "arrange + read, baselines": arrange_read_baselines,
            "arrange, baselines": lambda: plain.arrange(sizes, WIDTH, first_baselines=baselines),
            "loop + read": loop_read}


def fastest_interleaved(calls: dict, seconds: float) -> tuple[dict, int]:
    """Each call's fastest time per call (ns) and the rounds run: the calls run in turn in bursts
    of about 1 ms for `seconds` (at least five rounds), so that the machine's load falls on all
    of them alike."""
    reps = {name: max(1, calibrate(call, 0.001)) for name, call in calls.items()}
    best = {name: math.inf for name in calls}
    deadline = time.perf_counter() + seconds
    rounds = 0
    while time.perf_counter() < deadline or rounds < 5:
        for name, call in calls.items():
            best[name] = min(best[name], run(call, reps[name]) / reps[name])
        rounds += 1
    return best, rounds


def natural_table(flowlayout, counts, seconds: float) -> list:
    """The natural use, interleaved in bursts: each call's fastest burst, and its ratio to the loop's."""
    rows = []
    print(f"{'items':>9}  {'call':<26}  {'fastest ns/call':>15}  {'x loop':>7}")
    for count in counts:
        sizes = random_sizes(count)
        reference_frames, _ = python_greedy(sizes, WIDTH)
        calls = {"python loop": lambda: python_greedy(sizes, WIDTH)}
        calls.update(natural_reads(flowlayout, sizes, reference_frames, count))
        calls["arrange"] = (lambda layout: lambda: layout.arrange(sizes, WIDTH))(
            flowlayout.FlowLayout(item_spacing=GAP, line_spacing=GAP))
        best, rounds = fastest_interleaved(calls, seconds)
        for name, ns in best.items():
            ratio = ns / best["python loop"]
            rows.append({"n": count, "call": name, "fastest_ns_per_call": ns, "ratio": ratio, "rounds": rounds})
            print(f"{count:>9}  {name:<26}  {ns:>15.1f}  {ratio:>7.3f}")
        sys.stdout.flush()
    return rows


def keyword_values(sizes) -> dict:
    """A valid list for each per-item keyword of arrange (as a toolkit would pass them)."""
    count = len(sizes)
    return {
        "grow": [1.0] * count,
        "flags": [2 if i % 10 == 9 else 0 for i in range(count)],  # a line break after every tenth item
        "guides": [h * 0.5 for _, h in sizes],
        "spacing": [(4.0, 2.0, 4.0, 2.0)] * count,
        "first_baselines": [h * 0.75 for _, h in sizes],
        "last_baselines": [h * 0.75 for _, h in sizes],
        "margins": [(1.0, 2.0, 1.0, 2.0)] * count,
        "min_sizes": [(10.0, 10.0)] * count,
        "max_sizes": [(200.0, 60.0)] * count,
        "shrink": [1.0] * count,
        "align": ["center" if i % 2 else "start" for i in range(count)],
    }


def library_call(flowlayout, sizes, keywords):
    """flow_layout_arrange_into through ctypes (about half a microsecond of it) on a layout holding
    the input `keywords` (set by an arrange): what the library itself takes for the call."""
    import ctypes

    layout = flowlayout.FlowLayout(item_spacing=GAP, line_spacing=GAP)
    layout.arrange(sizes, WIDTH, **keywords)
    lib = flowlayout.library()
    packed = array_module.array("f", [v for pair in sizes for v in pair])
    frames = array_module.array("f", bytes(16 * len(sizes)))
    size = (ctypes.c_float * 2)()
    handle, count, sizes_address, frames_address = layout._h(), len(sizes), packed.buffer_info()[0], frames.buffer_info()[0]
    arrange_into = lib.flow_layout_arrange_into
    call = lambda: arrange_into(handle, sizes_address, count, WIDTH, math.nan, frames_address, size)  # noqa: E731
    call.keep = (layout, packed, frames)
    return call


def keyword_table(flowlayout, counts, seconds: float) -> list:
    """Each per-item keyword against the plain call, interleaved in bursts: fastest burst per call."""
    rows = []
    print(f"{'items':>9}  {'call':<36}  {'fastest ns/call':>15}  {'x plain':>7}")
    for count in counts:
        sizes = random_sizes(count)
        values = keyword_values(sizes)
        other_baselines = [h * 0.5 for _, h in sizes]
        calls = {}
        for read in (False, True):
            suffix = " + read" if read else ""

            def make(keywords, alternate=None, read=read):
                layout = flowlayout.FlowLayout(item_spacing=GAP, line_spacing=GAP)
                if alternate is not None:  # changed inputs every call: handed to the library each time
                    state = [keywords, alternate]

                    def call():
                        state.reverse()
                        result = layout.arrange(sizes, WIDTH, **state[0])
                        if read:
                            for x, y, w, h in result.frames:
                                pass
                    return call
                if read:
                    def call():
                        for x, y, w, h in layout.arrange(sizes, WIDTH, **keywords).frames:
                            pass
                    return call
                return lambda: layout.arrange(sizes, WIDTH, **keywords)

            calls["arrange" + suffix] = make({})
            for keyword, value in values.items():
                calls[f"arrange{suffix}, {keyword}="] = make({keyword: value})
                if not read:  # the library's own part: its arrange_into with that input held
                    calls[f"  library alone, {keyword}="] = library_call(flowlayout, sizes, {keyword: value})
            calls[f"arrange{suffix}, first_baselines= changed"] = make(
                {"first_baselines": values["first_baselines"]}, {"first_baselines": other_baselines})
        calls["  library alone"] = library_call(flowlayout, sizes, {})
        best, rounds = fastest_interleaved(calls, seconds)
        for name, ns in best.items():
            plain = best["arrange + read" if "+ read" in name else "  library alone" if "library" in name else "arrange"]
            rows.append({"n": count, "call": name, "fastest_ns_per_call": ns, "ratio_to_plain": ns / plain,
                         "rounds": rounds})
            print(f"{count:>9}  {name:<36}  {ns:>15.1f}  {ns / plain:>7.2f}")
        sys.stdout.flush()
    return rows


def measure_alone(call, sample_seconds: float, samples: int) -> tuple[float, float]:
    """Median and fastest ns per call of `call`."""
    reps = calibrate(call, sample_seconds)
    per_call = [run(call, reps) / reps for _ in range(samples)]
    return statistics.median(per_call), min(per_call)


def extras(flowlayout, sample_seconds: float, samples: int, groups: int, quick: bool) -> dict:
    """FlowLayout() alone, and arrange_batch of `groups` layouts of 16 items against the C library's
    own time for them: flow_layout_arrange_batch called on sizes packed beforehand (one ctypes call
    of overhead in a call of milliseconds)."""
    import ctypes

    out = {}
    median_ns, min_ns = measure_alone(flowlayout.FlowLayout, sample_seconds, samples)
    out["constructor"] = {"ns_per_call": median_ns, "min_ns_per_call": min_ns}
    print(f"FlowLayout(): {median_ns:.0f} ns (fastest {min_ns:.0f} ns)")
    layout = flowlayout.FlowLayout(item_spacing=GAP, line_spacing=GAP)
    if not hasattr(layout, "arrange_batch") or flowlayout.library().flow_layout_arrange_batch is None:
        out["arrange_batch"] = None
        print("note: arrange_batch or flow_layout_arrange_batch missing: not measured")
        return out
    sizes = random_sizes(16 * groups)
    nested = [sizes[16 * g: 16 * g + 16] for g in range(groups)]
    batch = layout.arrange_batch(nested, WIDTH)
    for g in (0, groups - 1):  # same frames as the pure-Python loop
        check_same(list(batch[g].frames), python_greedy(nested[g], WIDTH)[0], f"arrange_batch, group {g}")
    lib = flowlayout.library()
    packed = array_module.array("f", [v for pair in sizes for v in pair])
    counts = (ctypes.c_size_t * groups)(*([16] * groups))
    frames = array_module.array("f", bytes(16 * 16 * groups))
    group_sizes = array_module.array("f", bytes(8 * groups))
    handle = layout._h()

    def c_batch():
        status = lib.flow_layout_arrange_batch(handle, packed.buffer_info()[0], counts, groups, WIDTH, math.nan,
                                               frames.buffer_info()[0], group_sizes.buffer_info()[0])
        assert status == 0

    python_batch = lambda: layout.arrange_batch(nested, WIDTH)  # noqa: E731
    reps = 1 if quick else 3
    ratios, python_ns, c_ns = [], [], []
    for _ in range(samples if quick else 3 * samples):
        c_ns.append(run(c_batch, reps) / reps)
        python_ns.append(run(python_batch, reps) / reps)
        ratios.append(python_ns[-1] / c_ns[-1])
    pack_ns = None
    native = getattr(getattr(flowlayout, "layout", None), "_native", None)
    helpers = native(lib) if native is not None else None
    if helpers is not None and getattr(helpers, "pack_groups", None) is not None:
        # What bounds the call: reading the Python tuples (CPython's stable-ABI functions, in C).
        scratch = (ctypes.c_float * (2 * 16 * groups))()
        failed = (ctypes.c_size_t * 2)()
        pack = lambda: helpers.pack_groups(helpers.api_ref, nested, groups, counts, scratch, 16 * groups, failed)  # noqa: E731
        pack_ns = min(run(pack, reps) / reps for _ in range(samples))
    out["arrange_batch"] = {"groups": groups, "items_per_group": 16, "ns_per_call": statistics.median(python_ns),
                           "c_ns_per_call": statistics.median(c_ns), "ratio": statistics.median(ratios),
                           "fastest_ratio": min(python_ns) / min(c_ns), "fastest_pack_ns": pack_ns,
                           "fastest_c_ns": min(c_ns)}
    print(f"arrange_batch, {groups:,} layouts of 16 items: {statistics.median(python_ns) / 1e6:.2f} ms; "
          f"the C library's flow_layout_arrange_batch: {statistics.median(c_ns) / 1e6:.2f} ms; "
          f"ratio {statistics.median(ratios):.2f}x (fastest samples: {min(python_ns) / min(c_ns):.2f}x)"
          + (f"; reading the tuples alone: {pack_ns / 1e6:.2f} ms" if pack_ns else ""))
    layout.close()
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="16 and 1000 items, short samples")
    parser.add_argument("--json", help="write the results here")
    parser.add_argument("--sizes", default="16,1000,100000,1000000")
    parser.add_argument("--sample-ms", type=float, default=60.0)
    parser.add_argument("--samples", type=int, default=7)
    parser.add_argument("--natural", action="store_true",
                        help="only the natural use, interleaved in bursts, fastest burst per call (NumPy hidden)")
    parser.add_argument("--seconds", type=float, default=20.0, help="--natural, --keywords: seconds per item count")
    parser.add_argument("--without-numpy", action="store_true",
                        help="hide NumPy (the rows that need it are skipped); without this, the rows that do not "
                             "need NumPy are measured in a child process that hides it")
    parser.add_argument("--keywords", action="store_true",
                        help="only the per-item keywords of arrange against the plain call (NumPy hidden)")
    args = parser.parse_args()
    if args.keywords:
        sys.modules["numpy"] = None  # as --natural
        import flowlayout

        counts = [16, 1000] if args.sizes == "16,1000,100000,1000000" else [int(s) for s in args.sizes.split(",")]
        print(f"flowlayout from {flowlayout.library().path}; Python {sys.version.split()[0]}; per-item keywords, "
              f"{args.seconds:g} s per item count")
        rows = keyword_table(flowlayout, counts, args.seconds)
        if args.json:
            with open(args.json, "w") as out:
                json.dump({"python": sys.version.split()[0], "keywords": rows}, out, indent=1)
        return 0
    if args.natural:
        sys.modules["numpy"] = None  # as a user without NumPy has it (and no BLAS threads)
        import flowlayout

        counts = [16, 1000, 100000] if args.sizes == "16,1000,100000,1000000" else [int(s) for s in args.sizes.split(",")]
        print(f"flowlayout from {flowlayout.library().path}; Python {sys.version.split()[0]}; natural use, "
              f"{args.seconds:g} s per item count")
        rows = natural_table(flowlayout, counts, args.seconds)
        if args.json:
            with open(args.json, "w") as out:
                json.dump({"python": sys.version.split()[0], "natural": rows}, out, indent=1)
        return 0
    sizes_list = [16, 1000] if args.quick else [int(s) for s in args.sizes.split(",")]
    sample_seconds = (2.0 if args.quick else args.sample_ms) / 1000
    samples = 1 if args.quick else args.samples

    child = None
    if args.without_numpy:
        sys.modules["numpy"] = None  # any 'import numpy' now fails, in the bindings too
    else:
        try:
            import numpy  # noqa: F401
        except ImportError:
            args.without_numpy = True
        else:  # the natural calls are measured as a user without NumPy has them
            import subprocess
            import tempfile
            child_json = tempfile.NamedTemporaryFile(suffix=".json", delete=False).name
            command = [sys.executable, __file__, "--without-numpy", "--json", child_json, "--sizes",
                       ",".join(map(str, sizes_list)), "--sample-ms", str(args.sample_ms), "--samples", str(args.samples)]
            if args.quick:
                command.append("--quick")
            subprocess.run(command, check=True)
            with open(child_json) as f:
                child = json.load(f)
    import flowlayout
    try:
        import numpy
    except ImportError:
        numpy = None

    layout = flowlayout.FlowLayout(item_spacing=GAP, line_spacing=GAP)
    results = []
    notes = []
    if numpy is None:
        notes.append("NumPy hidden or not installed: numpy rows not measured")

    print(f"flowlayout {flowlayout.__version__ if hasattr(flowlayout, '__version__') else '?'} from "
          f"{flowlayout.library().path}; Python {sys.version.split()[0]}; NumPy "
          f"{numpy.__version__ if numpy else 'absent'}")
    print(f"{'items':>9}  {'call':<22}  {'ns/call':>13}  {'ns/item':>9}  {'x loop':>7}  {'fastest':>7}")
    for count in sizes_list:
        sizes = random_sizes(count)
        reference_frames, _ = python_greedy(sizes, WIDTH)
        calls = {"python loop": lambda: python_greedy(sizes, WIDTH)}
        if numpy is None:  # the calls a user without NumPy makes
            calls["arrange"] = lambda: layout.arrange(sizes, WIDTH)
            calls.update(natural_reads(flowlayout, sizes, reference_frames, count))
            check_same(layout.arrange(sizes, WIDTH).frames, reference_frames, f"arrange, {count} items")
            calls["frames (list)"] = lambda: layout.arrange_into(sizes, WIDTH)
            check_same(frames_rows(layout.arrange_into(sizes, WIDTH)), reference_frames,
                       f"arrange_into (list), {count} items")
        staged = layout.staging(count)
        staged.sizes = sizes
        calls["frames (staged)" if numpy is None else "frames (staged, numpy)"] = lambda: layout.arrange_staged(WIDTH)
        check_same(frames_rows(layout.arrange_staged(WIDTH)), reference_frames, f"arrange_staged, {count} items")
        if numpy is not None:
            array = numpy.array(sizes, dtype=numpy.float32)
            out = numpy.empty((count, 4), dtype=numpy.float32)
            calls["frames (numpy)"] = lambda: layout.arrange_into(array, WIDTH, out=out)
            check_same(layout.arrange_into(array, WIDTH, out=out), reference_frames,
                       f"arrange_into (numpy), {count} items")
        loop = calls["python loop"]
        loop_reps = max(1, calibrate(loop, sample_seconds / 3))
        timings = {name: measure(call, loop, loop_reps, sample_seconds, samples) for name, call in calls.items()}
        loop_ns = timings["python loop"][0]
        for name, (median_ns, min_ns, ratio, fastest_ratio) in timings.items():
            if name == "python loop" and child is not None:
                continue  # the child's loop is the one its ratios are to
            results.append({"n": count, "call": name, "ns_per_call": median_ns, "min_ns_per_call": min_ns,
                            "ns_per_item": median_ns / count, "python_loop_ns_per_call": loop_ns,
                            "ratio": ratio, "fastest_ratio": fastest_ratio, "numpy": numpy is not None})
            print(f"{count:>9}  {name:<22}  {median_ns:>13.1f}  {median_ns / count:>9.3f}  {ratio:>7.3f}  "
                  f"{fastest_ratio:>7.3f}")
        sys.stdout.flush()
    extra = child["extras"] if child is not None else extras(
        flowlayout, sample_seconds, samples, 1000 if args.quick else 10000, args.quick)
    if child is not None:
        results = child["results"] + results
        notes = [n for n in notes if "NumPy" not in n]
    for note in notes:
        print("note:", note)
    layout.close()
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"python": sys.version.split()[0], "numpy": numpy.__version__ if numpy else None,
                       "sample_ms": sample_seconds * 1000, "samples": samples, "notes": notes,
                       "results": results, "extras": extra}, out, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
