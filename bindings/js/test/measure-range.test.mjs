// The range measure callback (setMeasureRange, flow_layout_set_measure_range): the questions it is
// asked (runs of the ideal sizes the cache lacks, runs of one for the line's length, lanes' runs
// where every lane is as long), its results
// against setMeasure's and against setItems of its answers, every form of answer, and what wrong
// answers, exceptions and invalid sizes do.    node --test bindings/js/test/*.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createFlowLayout, FlowLayoutError, ItemFlags } from "flowlayout";

/** @typedef {import("flowlayout").FlowLayout} FlowLayout */
/** @typedef {[number, number, number | undefined, number | undefined]} Question  first, count, width, height */

/** @param {{ frames: Float32Array }} r */
const frames = (r) => Array.from(r.frames);
/**
 * Everything a result tells, for exact comparisons.
 * @param {import("flowlayout").FlowResult} r
 */
const everything = (r) => JSON.stringify(r.copy(), (_, v) => (v instanceof Float32Array ? Array.from(v) : v));

/** @param {number} seed */
function random(seed) {
  let s = Math.imul(seed, 2654435761) >>> 0 || 1;
  const next = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
  for (let k = 0; k < 8; k++) next();
  return {
    /** @param {number} n */ int: (n) => Math.floor(next() * n),
    /** @template T @param {T[]} list @returns {T} */ pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/**
 * Text-like items: item i is `ideal[i]` = [w, h] when unconstrained; offered a smaller width it
 * wraps into more lines of height h, offered a smaller height it widens into more columns.
 * @param {[number, number][]} ideal
 * @returns {(i: number, width: number | undefined, height: number | undefined) => [number, number]}
 */
const textLike = (ideal) => (i, width, height) => {
  const [w, h] = ideal[i];
  if (width !== undefined && width < w) return [width, h * Math.ceil(w / Math.max(width, 1))];
  if (height !== undefined && height < h) return [w * Math.ceil(h / Math.max(height, 1)), height];
  return [w, h];
};

/**
 * A range callback answering what `measure` answers item by item, in one of the accepted forms,
 * recording the questions.
 * @param {(i: number, width: number | undefined, height: number | undefined) => [number, number]} measure
 * @param {"float32" | "float64" | "numbers" | "pairs" | "objects"} form
 * @param {Question[]} [asked]
 * @returns {import("flowlayout").MeasureRangeFunction}
 */
function ranged(measure, form, asked) {
  return (first, count, width, height) => {
    asked?.push([first, count, width, height]);
    const sizes = Array.from({ length: count }, (_, k) => measure(first + k, width, height));
    switch (form) {
      case "float32": return new Float32Array(sizes.flat());
      case "float64": return new Float64Array(sizes.flat());
      case "numbers": return sizes.flat();
      case "pairs": return sizes;
      case "objects": return sizes.map(([w, h]) => ({ width: w, height: h }));
    }
  };
}

/** @param {ReturnType<typeof random>} r @param {number} n @returns {[number, number][]} */
const randomSizes = (r, n) => Array.from({ length: n }, () => [1 + r.int(160), 1 + r.int(30)]);

/** The most items the header lets the engine ask in one call (none: every missing item at once). */
const header = readFileSync(new URL("../../../include/flowlayout.h", import.meta.url), "utf8");
const maxRun = Number(header.match(/#define FLOWLAYOUT_MAX_MEASURE_RUN (\d+)u?/)?.[1] ?? Infinity);

test("the first arrange asks every ideal size in one run; an item longer than the line is asked again alone", async () => {
  const layout = await createFlowLayout();
  const ideal = /** @type {[number, number][]} */ ([[30, 20], [200, 20], [40, 20], [50, 20], [150, 20], [20, 20]]);
  /** @type {Question[]} */
  const asked = [];
  layout.setMeasureRange(ideal.length, ranged(textLike(ideal), "float32", asked));
  assert.deepEqual(asked, [], "nothing is asked before the layout needs it");
  const r = layout.arrange(null, 100);
  assert.deepEqual(asked, [[0, 6, undefined, undefined], [1, 1, 100, undefined], [4, 1, 100, undefined]]);
  // Items 1 and 4 wrapped at the line's length: 100 wide, 2 lines of 20.
  assert.deepEqual([r.frame(1).width, r.frame(1).height, r.frame(4).width, r.frame(4).height], [100, 40, 100, 40]);
  asked.length = 0;
  layout.arrange(null, 100);
  layout.sizeThatFits(100);
  assert.deepEqual(asked, [], "same bounds: everything is cached");
  layout.arrange(null, 120);
  assert.deepEqual(asked, [[1, 1, 120, undefined], [4, 1, 120, undefined]], "a new length: only the items longer than it");
  asked.length = 0;
  layout.arrange(null, 100);
  layout.arrange(null, 400);
  assert.deepEqual(asked, [], "the last two lengths are cached, and no item is longer than 400");
  // Columns: the main bound is the height, asked as the proposal's height.
  layout.set({ axis: "vertical" });
  layout.setMeasureRange(ideal.length, ranged(textLike(ideal.map(([w, h]) => [h, w])), "pairs", asked));
  layout.arrange(null, undefined, 100);
  assert.deepEqual(asked, [[0, 6, undefined, undefined], [1, 1, undefined, 100], [4, 1, undefined, 100]]);
  layout.destroy();
});

test("many items: runs of consecutive items cover them all, in order, each asked once", async () => {
  const layout = await createFlowLayout();
  for (const n of [1, 100, 10_000, 100_000]) {
    /** @type {Question[]} */
    const asked = [];
    layout.setMeasureRange(n, ranged((i) => [10 + (i % 37), 10 + (i % 11)], "float32", asked));
    const r = layout.arrange(null, 1000);
    assert.equal(r.visibleCount, n);
    let next = 0;
    for (const [first, count, width, height] of asked) {
      assert.deepEqual([first, width, height], [next, undefined, undefined], `${n} items: ${JSON.stringify(asked.slice(0, 5))}`);
      next += count;
    }
    assert.equal(next, n);
    assert.equal(asked.length, Math.ceil(n / Math.min(n, maxRun)), `${n} items in ${asked.length} calls`);
  }
  layout.destroy();
});

test("lanes of one length ask the visible items in runs; lanes of unequal lengths one item a call", async () => {
  const layout = await createFlowLayout(), perItem = await createFlowLayout();
  const answer = (/** @type {number} */ i, /** @type {number | undefined} */ width) => /** @type {[number, number]} */ ([width ?? 50, 10 + (i % 7)]);
  /** @type {Question[]} */
  const asked = [];
  for (const l of [layout, perItem]) {
    l.set({ lanes: 3, itemSpacing: 8 });
    l.setItemFlags(Array.from({ length: 10 }, (_, i) => (i === 3 || i === 4 ? ItemFlags.HIDDEN : 0)));
  }
  layout.setMeasureRange(10, ranged(answer, "float32", asked));
  perItem.setMeasure(10, (i, width) => answer(i, width));
  let r = layout.arrange(null, 316);  // three lanes of 100
  assert.deepEqual(asked, [[0, 3, 100, undefined], [5, 5, 100, undefined]]);
  assert.equal(everything(r), everything(perItem.arrange(null, 316)));
  asked.length = 0;
  r = layout.arrange(null, 300);  // 284 shared by three: lanes a unit apart
  assert.ok(asked.length === 8 && asked.every(([, count]) => count === 1));
  assert.equal(new Set(asked.map(([, , width]) => width)).size, 2);
  assert.equal(everything(r), everything(perItem.arrange(null, 300)));
  layout.destroy();
  perItem.destroy();
});

test("invalidateItem: the next arrange asks only the invalidated items, consecutive ones as one run", async () => {
  const layout = await createFlowLayout();
  const ideal = Array.from({ length: 20 }, (_, i) => /** @type {[number, number]} */ ([20 + i, 10]));
  ideal[15] = [300, 10];  // longer than the line
  /** @type {Question[]} */
  const asked = [];
  layout.setMeasureRange(ideal.length, ranged(textLike(ideal), "objects", asked));
  const before = frames(layout.arrange(null, 200));
  asked.length = 0;
  for (const i of [3, 4, 5, 12]) layout.invalidateItem(i);
  assert.deepEqual(frames(layout.arrange(null, 200)), before);
  assert.deepEqual(asked, [[3, 3, undefined, undefined], [12, 1, undefined, undefined]]);
  asked.length = 0;
  layout.invalidateItem(15);  // its answer to the line's length is forgotten too
  assert.deepEqual(frames(layout.arrange(null, 200)), before);
  assert.deepEqual(asked, [[15, 1, undefined, undefined], [15, 1, 200, undefined]]);
  asked.length = 0;
  layout.invalidateItem(0);
  layout.invalidateItem(19);
  layout.sizeThatFits(200);
  assert.deepEqual(asked, [[0, 1, undefined, undefined], [19, 1, undefined, undefined]], "sizeThatFits measures too");
  layout.destroy();
});

test("the layout of setMeasure's answers and of setItems of the answers, exactly, under many options", async () => {
  const [range, each, given] = await Promise.all([0, 1, 2].map(() => createFlowLayout()));
  const forms = /** @type {const} */ (["float32", "float64", "numbers", "pairs", "objects"]);
  for (let seed = 1; seed <= 300; seed++) {
    const r = random(seed);
    const n = r.int(40);
    const ideal = randomSizes(r, n);
    const vertical = r.int(3) === 0;
    const lanes = !vertical && r.int(6) === 0 ? 1 + r.int(4) : 0;
    /** @type {import("flowlayout").FlowLayoutOptions} */
    const options = {
      axis: vertical ? "vertical" : "horizontal", lanes,
      justify: r.pick(["start", "center", "end", "space-between", "space-around", "space-evenly"]),
      alignItems: r.pick(["start", "center", "end", "stretch", "first-baseline"]),
      alignContent: r.pick(["start", "center", "space-between", "stretch"]),
      direction: r.pick(["ltr", "rtl"]), wrap: r.pick(["wrap", "wrap", "wrap-reverse", "none"]),
      lineBreaking: r.pick(["greedy", "greedy", "balance", "pretty"]),
      maxLines: r.pick([0, 0, 1, 2, 3]), itemSpacing: r.int(12), lineSpacing: r.int(12),
    };
    const margins = r.int(3) === 0 ? ideal.map(() => [r.int(6), r.int(6), r.int(6), r.pick([0, 3, null])]) : null;
    const main = 60 + r.int(300), cross = r.int(2) ? 60 + r.int(300) : undefined;
    const [width, height] = vertical ? [cross, main] : [main, cross];
    for (const layout of [range, each, given]) {
      layout.set(options);
      layout.setItemMargins(margins);
    }
    const form = r.pick([...forms]);
    const label = `seed ${seed} (${JSON.stringify(options)}, ${form}${margins ? ", margins" : ""})`;

    // Answers that depend on the proposal: the same questions and layout as item by item.
    const measure = textLike(ideal);
    /** @type {Question[]} */
    const asked = [];
    /** @type {string[]} */
    const askedEach = [];
    range.setMeasureRange(n, ranged(measure, form, asked));
    each.setMeasure(n, (i, w, h) => { askedEach.push(JSON.stringify([i, w, h])); return measure(i, w, h); });
    assert.equal(everything(range.arrange(null, width, height)), everything(each.arrange(null, width, height)), label);
    const perItem = asked.flatMap(([first, count, w, h]) => Array.from({ length: count }, (_, k) => JSON.stringify([first + k, w, h])));
    assert.deepEqual(perItem.sort(), askedEach.sort(), `${label}: the same questions`);
    // Runs ask ideal sizes, or in lanes (columns here) every item's answer to the lanes' width.
    assert.ok(asked.every(([, count, w, h]) => count === 1 || (lanes ? w !== undefined : w === undefined) && h === undefined),
      `${label}: runs ask ideal sizes, or lanes their width`);

    // Answers that do not depend on it: the layout of those sizes given with setItems.
    range.setMeasureRange(n, ranged((i) => ideal[i], form));
    given.setItems(ideal);
    assert.equal(everything(range.arrange(null, width, height)), everything(given.arrange(null, width, height)), `${label}: setItems`);
  }
  [range, each, given].forEach((layout) => layout.destroy());
});

test("every form of answer gives the same layout; a run of one may answer [width, height]", async () => {
  const layout = await createFlowLayout();
  const ideal = randomSizes(random(3), 25);
  const measure = textLike(ideal);
  /** @type {string[]} */
  const results = [];
  for (const form of /** @type {const} */ (["float32", "float64", "numbers", "pairs", "objects"])) {
    layout.setMeasureRange(ideal.length, ranged(measure, form));
    results.push(everything(layout.arrange(null, 90)));
  }
  layout.setMeasureRange(ideal.length, (first, count, width, height) => {
    if (count === 1) return measure(first, width, height);  // [w, h]: two numbers for one item
    return ranged(measure, "float32")(first, count, width, height);
  });
  results.push(everything(layout.arrange(null, 90)));
  // An answer array reused across calls: its values are copied before the call returns.
  const scratch = new Float32Array(2 * ideal.length);
  layout.setMeasureRange(ideal.length, (first, count, width, height) => {
    for (let k = 0; k < count; k++) scratch.set(measure(first + k, width, height), 2 * k);
    return scratch.subarray(0, 2 * count);
  });
  results.push(everything(layout.arrange(null, 90)));
  assert.ok(results.every((x) => x === results[0]), results.join("\n"));
  layout.destroy();
});

test("wrong answers throw naming the callback, fail the arrange and cache nothing", async () => {
  const layout = await createFlowLayout();
  /** @type {Question[]} */
  const asked = [];
  /** @type {(count: number) => unknown} */
  let answer = (count) => new Float32Array(2 * count).fill(10);
  layout.setMeasureRange(6, /** @type {any} */ ((/** @type {number} */ first, /** @type {number} */ count,
    /** @type {number | undefined} */ width, /** @type {number | undefined} */ height) => {
    asked.push([first, count, width, height]);
    return answer(count);
  }));
  const before = frames(layout.arrange(null, 100));
  /** @type {[string, (count: number) => unknown, RegExp][]} */
  const wrong = [
    ["a short Float32Array", (count) => new Float32Array(2 * count - 1), /got a Float32Array of 5 numbers, not 6/],
    ["a long Float32Array", (count) => new Float32Array(2 * count + 2), /got a Float32Array of 8 numbers, not 6/],
    ["a short array of numbers", () => [10, 10, 10, 10], /got an array of 4 numbers, not 6/],
    ["too few pairs", () => [[10, 10], [10, 10]], /got an array of 2 answers, not 3/],
    ["too many objects", () => Array(4).fill({ width: 10, height: 10 }), /got an array of 4 answers, not 3/],
    ["a string among numbers", () => [10, 10, 10, "10", 10, 10], /answer\[3\] is "10"/],
    ["a pair of three", () => [[10, 10], [10, 10, 10], [10, 10]], /answer\[1\] is an array/],
    ["baselines", () => [[10, 10, 5, 5], [10, 10, 5, 5], [10, 10, 5, 5]], /answer\[0\] is an array of 4 \(baselines/],
    ["an object with baselines", () => Array(3).fill({ width: 10, height: 10, firstBaseline: 5 }), /answer\[0\] has baselines/],
    ["a string", () => "10x10", /got "10x10"/],
    ["nothing", () => undefined, /got undefined/],
    ["a BigInt64Array", (count) => new BigInt64Array(2 * count), /got a BigInt64Array/],
  ];
  for (const [what, bad, message] of wrong) {
    for (const i of [1, 2, 3]) layout.invalidateItem(i);
    answer = bad;
    asked.length = 0;
    assert.throws(() => layout.arrange(null, 100), (e) => e instanceof FlowLayoutError && e.argument === "measure" &&
      e.status === 4 && /^flowlayout: the range measure callback must answer /.test(e.message) &&
      /\(items 1 to 3: /.test(e.message) && message.test(e.message), what);
    assert.deepEqual(asked, [[1, 3, undefined, undefined]], what);
    assert.deepEqual(frames(layout.result()), before, `${what}: the last results are kept`);
    answer = (count) => new Float32Array(2 * count).fill(10);
    asked.length = 0;
    assert.deepEqual(frames(layout.arrange(null, 100)), before, what);
    assert.deepEqual(asked, [[1, 3, undefined, undefined]], `${what}: nothing of the run was cached`);
  }
  // A run of one (the item asked again with the line's length) is named as one item.
  answer = (count) => (count === 1 ? "wide" : new Float32Array(2 * count).fill(150));
  layout.setMeasureRange(2, /** @type {any} */ ((/** @type {number} */ first, /** @type {number} */ count) => answer(count)));
  assert.throws(() => layout.arrange(null, 100), (e) => e.argument === "measure" && /\(item 0: got "wide"\)/.test(e.message));
  layout.destroy();
});

test("an exception thrown by the callback leaves arrange as it was thrown; the layout stays usable", async () => {
  const layout = await createFlowLayout(), other = await createFlowLayout();
  let mode = "ok";
  const ok = ranged((i) => [30 + i, 20], "float32");
  layout.setMeasureRange(5, (first, count, width, height) => {
    if (mode === "throw") throw new RangeError("no font");
    if (mode === "reenter") layout.set({ justify: "end" });
    if (mode === "other") other.arrange(Array.from({ length: 400_000 }, () => [5, 5]), 1000);  // grows wasm memory
    return ok(first, count, width, height);
  });
  const before = frames(layout.arrange(null, 100));
  layout.invalidateItem(2);
  mode = "throw";
  const thrown = (() => { try { layout.arrange(null, 100); } catch (error) { return error; } })();
  assert.ok(thrown instanceof RangeError && thrown.message === "no font", String(thrown));
  assert.throws(() => layout.sizeThatFits(100), (e) => e instanceof RangeError);
  assert.deepEqual(frames(layout.result()), before);
  // Changing the layout being arranged from its own callback is refused, and the refusal propagates.
  mode = "reenter";
  assert.throws(() => layout.arrange(null, 100), (e) => e instanceof FlowLayoutError && e.status === 2);
  assert.equal(layout.options.justify, "start");
  // Other layouts may be used freely, even when that grows wasm memory.
  mode = "other";
  assert.deepEqual(frames(layout.arrange(null, 100)), before);
  assert.equal(other.result().visibleCount, 400_000);
  mode = "ok";
  layout.set({ justify: "end" });
  assert.equal(layout.arrange(null, 100).frames[0], 100 - (30 + 8 + 31));
  layout.destroy(); other.destroy();
});

test("invalid sizes fail with the library's measure error naming the first such item, and keep the results", async () => {
  const layout = await createFlowLayout();
  /** @type {Question[]} */
  const asked = [];
  /** @type {Map<number, number>} */
  const bad = new Map();  // item -> the width it answers
  layout.setMeasureRange(8, (first, count, width) => {
    asked.push([first, count, width, undefined]);
    return Array.from({ length: count }, (_, k) => [bad.get(first + k) ?? Math.min(width ?? 60, 60), 20]);
  });
  const before = frames(layout.arrange(null, 100));
  for (const value of [-1, NaN, Infinity, 2e9]) {
    for (const i of [2, 3, 4, 5]) layout.invalidateItem(i);
    bad.set(4, value).set(5, value);
    asked.length = 0;
    assert.throws(() => layout.arrange(null, 100), (e) => e instanceof FlowLayoutError && e.status === 4 &&
      /\bitem 4\b/.test(e.message) && !/item 5/.test(e.message), String(value));
    assert.deepEqual(frames(layout.result()), before, `${value}: the last results are kept`);
    bad.clear();
    asked.length = 0;
    assert.deepEqual(frames(layout.arrange(null, 100)), before);
    assert.deepEqual(asked, [[2, 4, undefined, undefined]], `${value}: the whole run was forgotten`);
  }
  // An invalid answer to the line's length (a run of one).
  layout.setMeasureRange(3, (first, count, width) => Array.from({ length: count }, (_, k) =>
    [width === undefined ? 150 : first + k === 1 ? -5 : width, 20]));
  assert.throws(() => layout.arrange(null, 100), (e) => e.status === 4 && /\bitem 1\b/.test(e.message));
  layout.destroy();
});

test("setMeasureRange's arguments; it replaces sizes and setMeasure, and they replace it", async () => {
  const layout = await createFlowLayout();
  layout.arrange([[10, 10]], 100);
  assert.throws(() => layout.setMeasureRange(-1, () => []), (e) => e instanceof FlowLayoutError && e.argument === "count");
  assert.throws(() => layout.setMeasureRange(1.5, () => []), (e) => e.argument === "count");
  // @ts-expect-error: the types refuse it too
  assert.throws(() => layout.setMeasureRange(2, null), (e) => e.argument === "measure");
  assert.throws(() => layout.setMeasureRange(2 ** 27, () => []), (e) => e.argument === "count" && e.status === 3);
  assert.deepEqual(frames(layout.result()), [0, 0, 10, 10], "nothing changed");
  let calls = 0;
  layout.setMeasureRange(3, (first, count) => { calls++; return new Float32Array(2 * count).fill(20); });
  assert.deepEqual(frames(layout.arrange(null, 100)), [0, 0, 20, 20, 28, 0, 20, 20, 56, 0, 20, 20]);
  layout.setMeasure(2, () => [30, 10]);
  assert.deepEqual(frames(layout.arrange(null, 100)), [0, 0, 30, 10, 38, 0, 30, 10]);
  layout.setMeasureRange(1, () => [5, 5]);
  assert.deepEqual(frames(layout.arrange(null, 100)), [0, 0, 5, 5]);
  layout.setItems([[7, 7]]);
  assert.deepEqual(frames(layout.arrange(null, 100)), [0, 0, 7, 7]);
  assert.equal(calls, 1);
  layout.setMeasureRange(0, () => { throw new Error("never asked"); });
  assert.equal(layout.arrange(null, 100).itemCount, 0);
  layout.destroy();
});

test("the README's measuring example runs as written, printing its // lines", async () => {
  const { mkdtempSync, rmSync, writeFileSync } = await import("node:fs");
  const { execFileSync } = await import("node:child_process");
  const { join } = await import("node:path");
  const { fileURLToPath } = await import("node:url");
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  const section = readme.slice(readme.indexOf("## Measuring many items at once"));
  const snippet = section.match(/```js\n([\s\S]*?)```/)?.[1] ?? "";
  assert.match(snippet, /from "flowlayout";/);
  assert.match(snippet, /setMeasureRange/);
  const promised = snippet.split("\n").filter((line) => line.startsWith("// ")).map((line) => line.slice(3));
  assert.ok(promised.length >= 2, "the example shows what it prints");
  // Inside the package's folder, "flowlayout" names the package itself (its exports).
  const scratch = mkdtempSync(join(fileURLToPath(new URL(".", import.meta.url)), ".readme-"));
  try {
    writeFileSync(join(scratch, "measure-example.mjs"), snippet);
    const printed = execFileSync(process.execPath, ["measure-example.mjs"], { cwd: scratch, encoding: "utf8" });
    assert.deepEqual(printed.trim().split("\n"), promised);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
