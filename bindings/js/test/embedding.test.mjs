// The C capabilities beyond sizes and options, each checked against an equivalent the module
// already trusts (the same layout given another way) or a rule computed here from the frames:
// measure callbacks with baselines, the overflow indicator, setItemSize, invalidateItem,
// sizeThatFits, firstFitting, arrangeBatch, guides and spacing preferences.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createFlowLayout, firstFitting, FlowLayout, ItemFlags } from "flowlayout";

/** @param {{ frames: Float32Array }} r */
const frames = (r) => Array.from(r.frames);
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
/** @param {ReturnType<typeof random>} r @param {number} n @returns {[number, number][]} */
const randomSizes = (r, n) => Array.from({ length: n }, () => [1 + r.int(60), 1 + r.int(30)]);

test("a measure callback gives the layout of the same sizes, its baselines those of setItemBaselines", async () => {
  const a = await createFlowLayout(), b = await createFlowLayout();
  for (let seed = 1; seed <= 200; seed++) {
    const r = random(seed);
    const sizes = randomSizes(r, r.int(30));
    const first = sizes.map(([, h]) => r.int(h + 1)), last = sizes.map(([, h]) => r.int(h + 1));
    /** @type {import("flowlayout").FlowLayoutOptions} */
    const options = { alignItems: r.pick(["start", "first-baseline", "last-baseline", "center"]), justify: r.pick(["start", "space-between", "center"]) };
    a.set(options); b.set(options);
    const width = 40 + r.int(200);
    a.setMeasure(sizes.length, (i) => ({ width: sizes[i][0], height: sizes[i][1], firstBaseline: first[i], lastBaseline: last[i] }));
    b.setItemBaselines(first, last);
    assert.deepEqual(frames(a.arrange(null, width)), frames(b.arrange(sizes, width)), `seed ${seed}`);
  }
  a.destroy(); b.destroy();
});

test("the measure callback is asked with the proposals of the header's rules, and caches", async () => {
  const layout = await createFlowLayout();
  /** @type {unknown[][]} */
  const asked = [];
  // Text-like: 100 wide ideally; wraps into 20-high lines when offered less.
  layout.setMeasure(2, (i, width, height) => {
    asked.push([i, width, height]);
    return width === undefined ? [100, 20] : [width, 20 * Math.ceil(100 / width)];
  });
  const r = layout.arrange(null, 60);
  // Each item: its ideal size (both unspecified), then again with the bound (its ideal exceeds it).
  /** @param {unknown[]} list */
  const sorted = (list) => list.map((a) => JSON.stringify(a)).sort();
  assert.deepEqual(sorted(asked), sorted([[0, undefined, undefined], [1, undefined, undefined], [0, 60, undefined], [1, 60, undefined]]));
  assert.deepEqual(frames(r), [0, 0, 60, 40, 0, 48, 60, 40]);
  asked.length = 0;
  layout.arrange(null, 60);
  assert.equal(asked.length, 0, "same bounds: nothing asked again");
  layout.invalidateItem(1);
  layout.arrange(null, 61);
  assert.ok(asked.some(([i]) => i === 1), "an invalidated item is asked again");
  layout.destroy();
});

test("a measure callback that throws or answers nonsense fails the arrange and keeps the results", async () => {
  const layout = await createFlowLayout();
  let mode = "ok";
  layout.setMeasure(3, /** @type {any} */ (() => {
    if (mode === "throw") throw new RangeError("no font");
    if (mode === "string") return "40x20";
    if (mode === "negative") return [-1, 20];
    return [40, 20];
  }));
  const before = frames(layout.arrange(null, 100));
  for (const [m, check] of /** @type {[string, (e: any) => boolean][]} */ ([
    ["throw", (e) => e instanceof RangeError && e.message === "no font"],
    ["string", (e) => e.name === "FlowLayoutError" && e.argument === "measure" && /item 0 got "40x20"/.test(e.message)],
    ["negative", (e) => e.name === "FlowLayoutError" && e.status === 4 && /item 0/.test(e.message)],
  ])) {
    mode = m;
    layout.invalidateItem(0);
    assert.throws(() => layout.arrange(null, 90), check, m);
    mode = "ok";
    assert.deepEqual(frames(layout.result()), before, `${m}: the last results are kept`);
  }
  // The handle was not left "being arranged": it still changes and arranges.
  layout.set({ justify: "end" });
  assert.equal(layout.arrange(null, 100).frames[0], 12);
  assert.throws(() => layout.setMeasure(-1, () => [1, 1]), (e) => e.argument === "count");
  // @ts-expect-error: the types refuse it too
  assert.throws(() => layout.setMeasure(2, null), (e) => e.argument === "measure");
  layout.destroy();
});

test("the overflow indicator is laid out as one more item after the visible ones, and is the largest that fits", async () => {
  const layout = await createFlowLayout(), check = await createFlowLayout();
  for (let seed = 1; seed <= 200; seed++) {
    const r = random(seed);
    const n = 1 + r.int(40), maxLines = 1 + r.int(3), width = 50 + r.int(150);
    const sizes = randomSizes(r, n);
    /** @param {number} hidden @returns {[number, number]} */
    const indicator = (hidden) => [10 + String(hidden).length * 7, 12];
    /** @type {number[]} */
    const asked = [];
    layout.set({ maxLines });
    check.set({ maxLines: 0 });
    layout.setOverflowIndicator((hidden) => { asked.push(hidden); return { width: indicator(hidden)[0], height: indicator(hidden)[1] }; });
    const result = layout.arrange(sizes, width);
    const k = result.visibleCount;
    const shown = result.overflowFrame.width > 0;
    if (!shown) {
      assert.equal(k, n, `seed ${seed}`);
      continue;
    }
    assert.ok(asked.includes(n - k), `seed ${seed}: asked for ${n - k}`);
    // Items 0..k-1 and the indicator as item k: the same frames, at most maxLines lines.
    const alone = check.arrange([...sizes.slice(0, k), indicator(n - k)], width);
    assert.ok(alone.lineCount <= maxLines, `seed ${seed}`);
    assert.deepEqual(frames(result).slice(0, 4 * k), frames(alone).slice(0, 4 * k), `seed ${seed}`);
    assert.deepEqual(Object.values(result.overflowFrame), frames(alone).slice(4 * k), `seed ${seed}`);
    assert.ok(frames(result).slice(4 * k).every((v) => v === 0), `seed ${seed}: hidden items`);
    // One more item does not fit with its indicator (k is the largest).
    if (k + 1 < n) assert.ok(check.arrange([...sizes.slice(0, k + 1), indicator(n - k - 1)], width).lineCount > maxLines, `seed ${seed}`);
  }
  layout.setOverflowIndicator(null);
  assert.equal(layout.arrange([[50, 10], [50, 10], [50, 10]], 50).overflowFrame.width, 0);
  // @ts-expect-error: the types refuse it too
  assert.throws(() => layout.setOverflowIndicator(5), (e) => e.argument === "indicator");
  layout.set({ maxLines: 1 }).setOverflowIndicator(() => { throw new Error("boom"); });
  assert.throws(() => layout.arrange([[50, 10], [50, 10]], 50), /boom/);
  layout.destroy(); check.destroy();
});

test("setItemSize gives the layout of setItems with that size changed", async () => {
  const a = await createFlowLayout(), b = await createFlowLayout();
  for (let seed = 1; seed <= 200; seed++) {
    const r = random(seed);
    const sizes = randomSizes(r, 1 + r.int(60)), width = 40 + r.int(200);
    a.arrange(sizes, width);
    for (let k = 0; k < 3; k++) {
      const i = r.int(sizes.length);
      sizes[i] = [r.int(70), r.int(40)];
      a.setItemSize(i, sizes[i][0], sizes[i][1]);
      assert.deepEqual(frames(a.arrange(null, width)), frames(b.arrange(sizes, width)), `seed ${seed}`);
    }
  }
  const before = frames(a.result());
  for (const [args, argument] of /** @type {[[any, any, any], string][]} */ ([[[1e6, 1, 1], "index"], [[-1, 1, 1], "index"], [[0, NaN, 1], "index"], [[0, 1, "2"], "height"]])) {
    assert.throws(() => a.setItemSize(...args), (e) => e.name === "FlowLayoutError" && e.argument === argument, String(args));
  }
  assert.deepEqual(frames(a.arrange(null, a.result().width)), before, "nothing changed");
  a.destroy(); b.destroy();
});

test("sizeThatFits: the longest line (at least the bound) by the content's cross size, results unchanged", async () => {
  const layout = await createFlowLayout();
  for (let seed = 1; seed <= 100; seed++) {
    const r = random(seed);
    const sizes = randomSizes(r, r.int(30)), width = 40 + r.int(200);
    const result = layout.arrange(sizes, width);
    const before = frames(result);
    const wanted = layout.sizeThatFits(width);
    const lines = result.lines;
    const longest = Math.max(0, ...lines.map((l) => l.mainSize));
    assert.deepEqual(wanted, { width: Math.max(width, longest), height: result.contentSize.height }, `seed ${seed}`);
    assert.deepEqual(frames(result), before, `seed ${seed}: results unchanged`);
  }
  assert.throws(() => layout.sizeThatFits(-1), (e) => e.argument === "width");
  layout.destroy();
});

test("firstFitting chooses the first candidate whose wanted size fits and shows every item", async () => {
  const candidates = await Promise.all([0, 1, 2].map(() => createFlowLayout()));
  candidates[0].set({ wrap: "none" });
  candidates[1].set({ maxLines: 2 });
  candidates[2].set({ axis: "vertical", wrap: "none" });
  const check = await createFlowLayout();
  for (let seed = 1; seed <= 100; seed++) {
    const r = random(seed);
    const sizes = randomSizes(r, 1 + r.int(12)), width = 30 + r.int(300), height = r.int(2) ? 30 + r.int(300) : undefined;
    candidates.forEach((c) => c.setItems(sizes));
    let expected = candidates.length - 1;
    for (let i = 0; i < candidates.length; i++) {
      check.set(candidates[i].options);
      const wanted = check.arrange(sizes, width, height) && check.sizeThatFits(width, height);
      const shows = check.result().visibleCount === sizes.length;
      if (wanted.width <= width && (height === undefined || wanted.height <= height) && shows) { expected = i; break; }
    }
    const chosen = firstFitting(candidates, width, height);
    assert.equal(chosen, expected, `seed ${seed}`);
    check.set(candidates[chosen].options);
    assert.deepEqual(frames(candidates[chosen].result()), frames(check.arrange(sizes, width, height)), `seed ${seed}`);
  }
  assert.equal(FlowLayout.firstFitting, FlowLayout.firstFitting);
  assert.throws(() => firstFitting([], 10), (e) => e.argument === "candidates");
  // @ts-expect-error: the types refuse it too
  assert.throws(() => firstFitting([candidates[0], {}], 10), (e) => e.argument === "candidates");
  assert.throws(() => firstFitting(candidates, NaN), (e) => e.argument === "width");
  [...candidates, check].forEach((c) => c.destroy());
});

test("arrangeBatch equals arranging each group alone, and leaves the layout's own results", async () => {
  const layout = await createFlowLayout(), check = await createFlowLayout();
  layout.set({ justify: "center", lineSpacing: 3 }); check.set({ justify: "center", lineSpacing: 3 });
  const own = frames(layout.arrange([[10, 10]], 50));
  const r = random(7);
  const groups = Array.from({ length: 50 }, () => randomSizes(r, r.int(9)));
  const batch = layout.arrangeBatch(groups.flat(), groups.map((g) => g.length), 80);
  let at = 0;
  groups.forEach((g, i) => {
    const alone = check.arrange(g, 80);
    assert.deepEqual(Array.from(batch.frames.slice(4 * at, 4 * (at + g.length))), frames(alone), `group ${i}`);
    assert.deepEqual(Array.from(batch.sizes.slice(2 * i, 2 * i + 2)), [alone.width, alone.height], `group ${i}`);
    at += g.length;
  });
  assert.deepEqual(frames(layout.result()), own);
  assert.throws(() => layout.arrangeBatch([[1, 1]], [2], 10), (e) => e.argument === "counts" && /add up to the 1 items/.test(e.message));
  assert.throws(() => layout.arrangeBatch([[1, 1]], [0.5], 10), (e) => e.argument === "counts[0]");
  assert.throws(() => layout.arrangeBatch([[1, NaN]], [1], 10), (e) => e.argument === "sizes" && e.status === 2);
  layout.destroy(); check.destroy();
});

test("guides line up across a line; spacing preferences make the automatic gaps", async () => {
  const layout = await createFlowLayout();
  for (let seed = 1; seed <= 100; seed++) {
    const r = random(seed);
    const sizes = randomSizes(r, 1 + r.int(20));
    const guides = sizes.map(([, h]) => r.int(h + 1));
    const prefs = sizes.map(() => [r.int(9), r.int(9), r.int(9), r.int(9)]);
    layout.set({ alignItems: "start", itemSpacing: null, lineSpacing: 8 });
    layout.setItems(sizes);
    layout.setItemGuides(guides);
    layout.setItemSpacing(prefs);
    const result = layout.arrange(null, 150);
    const f = frames(result);
    for (const line of result.lines) {
      const items = Array.from({ length: line.itemCount }, (_, k) => line.firstItem + k);
      const guideY = items.map((i) => f[4 * i + 1] + guides[i]);
      assert.ok(guideY.every((y) => Math.abs(y - guideY[0]) < 1e-4), `seed ${seed}: guides at ${guideY}`);
      for (let k = 1; k < items.length; k++) {
        const [p, q] = [items[k - 1], items[k]];
        const gap = f[4 * q] - (f[4 * p] + f[4 * p + 2]);
        // Between neighbours in a row: the larger of the first's trailing and the second's leading.
        assert.ok(Math.abs(gap - Math.max(prefs[p][2], prefs[q][0])) < 1e-4, `seed ${seed}: gap ${gap}`);
      }
    }
    layout.setItemGuides(null);
    layout.setItemSpacing(null);
  }
  assert.throws(() => layout.setItemSpacing([[1, 2, 3]]), (e) => e.argument === "prefs[0]");
  assert.throws(() => layout.setItemGuides([Infinity]), (e) => e.argument === "guides" && e.status === 2);
  layout.destroy();
});

test("every capability of flowlayout.h has a JavaScript entry (the table of the README)", async () => {
  const { readFileSync } = await import("node:fs");
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  const header = readFileSync(new URL("../../../include/flowlayout.h", import.meta.url), "utf8");
  const declared = [...header.matchAll(/^[a-z0-9_ ]+[ *](flow_[a-z_]+)\(/gm)].map((m) => m[1]);
  const table = readme.slice(readme.indexOf("| C (`flowlayout.h`)"));
  const missing = declared.filter((name) => !table.includes(`\`${name}\``));
  assert.deepEqual(missing, [], "C functions without a row in the README's table");
  const layout = await createFlowLayout();
  const methods = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (layout));
  for (const [, js] of table.matchAll(/`layout\.(\w+)/g)) assert.equal(typeof methods[js], "function", js);
  layout.destroy();
});
