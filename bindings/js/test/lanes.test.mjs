// Lanes (masonry, CSS display: grid-lanes) through the JavaScript API: the lanes, laneTolerance and
// laneSpans options, result.lanes and laneOfItem, bad input; then the Chromium lanes corpus
// (Tests/conformance/chromium-lanes.json): every case laid out with flowlayout.mjs in Node, every
// frame and the container size compared with the boxes Chromium drew, within 1/16 px, with the
// mapping the corpus records.    node --test bindings/js/test/*.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createFlowLayout, ItemFlags, FlowLayoutError } from "flowlayout";

const TOLERANCE = 1 / 16;

/** @param {(layout: import("flowlayout").FlowLayout) => unknown} body */
async function withLayout(body) {
  const layout = await createFlowLayout();
  try { return await body(layout); } finally { layout.destroy(); }
}

/**
 * Frames of column lanes (left to right, items stretched across their lanes) by the rules: each
 * item takes the run of `span` lanes whose stacks end first; of those within `tolerance` of it, the
 * first found searching from the lane after the last item placed, wrapping around.
 * @param {number[]} heights @param {number[]} spans @param {number} width @param {number} count
 * @param {number} gap @param {number} lineGap @param {number} tolerance
 */
function byTheRule(heights, spans, width, count, gap, lineGap, tolerance) {
  const length = (width - gap * (count - 1)) / count;
  const ends = new Array(count).fill(0);
  /** @type {number[][]} */
  const frames = [];
  let cursor = 0;
  heights.forEach((height, i) => {
    const span = Math.min(spans[i] ?? 1, count);
    const starts = Array.from({ length: count - span + 1 }, (_, s) => Math.max(...ends.slice(s, s + span)));
    const lowest = Math.min(...starts);
    const origin = cursor <= count - span ? cursor : 0;
    const order = [...starts.keys()].map((k) => (origin + k) % starts.length);
    const first = /** @type {number} */ (order.find((s) => starts[s] <= lowest + tolerance));
    cursor = first + span;
    frames.push([first * (length + gap), starts[first], span * length + (span - 1) * gap, height]);
    for (let lane = first; lane < first + span; lane++) ends[lane] = starts[first] + height + lineGap;
  });
  return frames;
}

/** @param {Float32Array} got @param {number[][]} expected */
function assertFrames(got, expected) {
  assert.equal(got.length, 4 * expected.length);
  expected.forEach((want, i) => want.forEach((v, j) => {
    assert.ok(Math.abs(got[4 * i + j] - v) <= TOLERANCE, `item ${i}: ${Array.from(got.subarray(4 * i, 4 * i + 4))} != ${want}`);
  }));
}

test("items go to the lane that ends first; laneOfItem and lanes say where", () => withLayout((layout) => {
  const heights = [60, 20, 30, 10, 25, 40, 18, 33, 70, 12];
  const spans = [1, 1, 1, 2, 9, 1, 3, 1, 2, 1];
  for (const tolerance of [0, 16, 40]) {
    layout.set({ lanes: 4, laneTolerance: tolerance, itemSpacing: 10, lineSpacing: 6, laneSpans: spans });
    const r = layout.arrange(heights.map((h) => [10, h]), 430);
    const expected = byTheRule(heights, spans, 430, 4, 10, 6, tolerance);
    assertFrames(r.frames, expected);
    assert.equal(r.lanes.length, 4);
    assert.equal(r.laneCount, 4);
    assert.equal(r.lineCount, 0);
    heights.forEach((_, i) => {
      const slot = layout.laneOfItem(i);
      assert.ok(slot && Math.abs(r.lanes[slot.lane].offset - expected[i][0]) <= TOLERANCE);
      assert.equal(slot?.span, Math.min(spans[i], 4));
    });
    const counts = r.lanes.map((lane) => lane.itemCount);
    assert.equal(counts.reduce((a, b) => a + b), spans.reduce((sum, s) => sum + Math.min(s, 4), 0));
    const tallest = Math.max(...r.lanes.map((lane) => lane.extent));
    assert.ok(Math.abs(r.contentSize.height - tallest) <= TOLERANCE && Math.abs(r.contentSize.width - 430) <= TOLERANCE);
    assert.deepEqual(r.copy().lanes, r.lanes);
  }
}));

test("auto-fill, the options read back, and lanes off", () => withLayout((layout) => {
  layout.set({ lanes: { count: 0, minLaneLength: 180 }, itemSpacing: 10 });
  const r = layout.arrange([[10, 50], [10, 50], [10, 50]], 800);  // floor((800 + 10) / (180 + 10)) = 4
  assert.equal(r.lanes.length, 4);
  assert.ok(r.lanes.every((lane) => lane.length >= 180));
  assert.deepEqual(layout.options.lanes, { count: 0, minLaneLength: 180 });
  assert.equal(layout.options.laneTolerance, 16);
  assert.ok(!("laneSpans" in layout.options));
  layout.set({ lanes: 0 });
  const lines = layout.arrange(null, 800);
  assert.equal(lines.lanes.length, 0);
  assert.equal(lines.lineCount, 1);
  assert.equal(layout.laneOfItem(0), null);
}));

test("hidden items take no lane; laneOfItem refuses a bad index", () => withLayout((layout) => {
  layout.set({ lanes: 2, itemSpacing: 0, lineSpacing: 0 });
  layout.setItemFlags([0, ItemFlags.HIDDEN, 0]);
  const r = layout.arrange([[0, 30], [0, 50], [0, 20]], 100);
  assert.equal(layout.laneOfItem(1), null);
  assertFrames(r.frames, [[0, 0, 50, 30], [0, 0, 0, 0], [50, 0, 50, 20]]);
  assert.throws(() => layout.laneOfItem(3), (/** @type {any} */ e) => e instanceof FlowLayoutError && e.argument === "index" &&
    /index 3 is not below the item count of the last arrange \(3\)/.test(e.message));
}));

test("the bound across the lanes must be given, and its absence is named", () => withLayout((layout) => {
  layout.set({ lanes: 3 });
  const before = Array.from(layout.arrange([[0, 10], [0, 20]], 300).frames);
  for (const call of [() => layout.arrange([[0, 10], [0, 20]]), () => layout.arrange(null, undefined, 80), () => layout.sizeThatFits()]) {
    assert.throws(call, (/** @type {any} */ e) => e instanceof FlowLayoutError && e.argument === "width" &&
      /width must be given in lanes mode/.test(e.message));
  }
  assert.deepEqual(Array.from(layout.result().frames), before);
  layout.set({ axis: "vertical", lanes: { count: 0, minLaneLength: 40 } });
  assert.throws(() => layout.arrange(null, 300), (/** @type {any} */ e) => e.argument === "height");
  assert.equal(layout.arrange(null, undefined, 100).lanes.length, 2);
}));

test("bad lanes options throw naming the option and change nothing", () => withLayout((layout) => {
  layout.set({ lanes: 3, itemSpacing: 0 });
  const before = Array.from(layout.arrange([[0, 10], [0, 20], [0, 30]], 300).frames);
  /** @type {[Record<string, unknown>, string][]} */
  const bad = [
    [{ lanes: -1 }, "lanes"], [{ lanes: 1.5 }, "lanes"], [{ lanes: "3" }, "lanes"], [{ lanes: [3] }, "lanes"],
    [{ lanes: { count: -2 } }, "lanes.count"], [{ lanes: { minLaneLength: "wide" } }, "lanes.minLaneLength"],
    [{ lanes: { count: 0, minLaneLength: NaN } }, "lanes"], [{ lanes: { count: 0, minLaneLength: -4 } }, "lanes"],
    [{ lanes: 70000 }, "lanes"], [{ laneTolerance: -1 }, "laneTolerance"], [{ laneTolerance: Infinity }, "laneTolerance"],
    [{ laneSpans: [1, 0, 1] }, "laneSpans"], [{ laneSpans: [1, 1.5, 1] }, "laneSpans[1]"], [{ laneSpans: [0] }, "laneSpans"],
    [{ itemSpacing: 4, laneSpans: [0, 1, 1] }, "laneSpans"],
  ];
  for (const [options, argument] of bad) {
    assert.throws(() => layout.set(/** @type {any} */ (options)),
      (/** @type {any} */ e) => e instanceof FlowLayoutError && e.argument === argument, JSON.stringify(options));
  }
  assert.deepEqual(layout.options.lanes, 3);
  assert.equal(layout.options.itemSpacing, 0);
  assert.deepEqual(Array.from(layout.arrange(null, 300).frames), before);
}));

// ---- The Chromium corpus -------------------------------------------------------------------------

const HERE = new URL("../../../Tests/conformance/", import.meta.url);
/** Chromium's value for a CSS length: rounded toward zero to 1/64 px. */
/** @param {number} value */
const units = (value) => Math.trunc(value * 64) / 64;

/**
 * Lays out one case as the corpus's mapping says; the differences from Chromium's boxes.
 * @param {import("flowlayout").FlowLayout} layout @param {any} input @param {any} output
 */
function differences(layout, input, output) {
  const columns = input.lanes_axis === "columns";
  const laneGap = units(columns ? input.column_gap : input.row_gap);
  const itemGap = units(columns ? input.row_gap : input.column_gap);
  const kids = input.children;
  layout.set({
    axis: columns ? "horizontal" : "vertical", direction: input.direction,
    lanes: input.count > 0 ? input.count : { count: 0, minLaneLength: units(input.min_lane_length) },
    laneTolerance: input.tolerance === null ? 16 : units(input.tolerance),
    itemSpacing: laneGap, lineSpacing: itemGap, padding: (input.padding ?? [0, 0, 0, 0]).map(units),
  });
  /** @type {number[][]} */
  const sizes = kids.map((/** @type {any} */ k) => (k.aspect_ratio ? [0, 0] : [units(k.width), units(k.height)]));
  if (kids.some((/** @type {any} */ k) => k.aspect_ratio)) {
    // A measured item: asked with its area's length across the lanes, it keeps its aspect ratio.
    layout.setMeasure(kids.length, (i, width, height) => {
      const ratio = kids[i].aspect_ratio;
      if (!ratio) return /** @type {[number, number]} */ (sizes[i]);
      return columns ? [width ?? 0, (width ?? 0) / ratio] : [(height ?? 0) * ratio, height ?? 0];
    });
  } else {
    layout.setItems(sizes);
  }
  const flags = kids.map((/** @type {any} */ k) => (k.hidden ? ItemFlags.HIDDEN : 0) | (k.no_stretch ? ItemFlags.NO_STRETCH : 0));
  layout.setItemFlags(flags.some(Boolean) ? flags : null);
  const spans = kids.map((/** @type {any} */ k) => k.span ?? 1);
  layout.setItemLaneSpan(spans.some((/** @type {number} */ s) => s !== 1) ? spans : null);
  /** @param {number | null} value */
  const bound = (value) => (value === null ? undefined : units(value));
  const r = layout.arrange(null, bound(input.width), bound(input.height));
  const problems = [];
  if (Math.abs(r.width - output.width) > TOLERANCE || Math.abs(r.height - output.height) > TOLERANCE) {
    problems.push(`container ${r.width}x${r.height}, Chromium ${output.width}x${output.height}`);
  }
  output.children.forEach((/** @type {any} */ want, /** @type {number} */ i) => {
    const got = Array.from(r.frames.subarray(4 * i, 4 * i + 4));
    const expected = [want.x, want.y, want.width, want.height];
    if (got.length !== 4 || got.some((v, j) => Math.abs(v - expected[j]) > TOLERANCE)) problems.push(`item ${i} at ${got}, Chromium ${expected}`);
  });
  return problems;
}

test("chromium-lanes.json: every case matches Chromium within 1/16 px through the JavaScript binding", async () => {
  const { cases } = JSON.parse(readFileSync(new URL("chromium-lanes.json", HERE), "utf8"));
  assert.ok(cases.length >= 1000, `chromium-lanes.json holds ${cases.length} cases`);
  const layout = await createFlowLayout();
  const failures = [];
  let compared = 0, overCount = 0, overCountAgreeing = 0;
  for (const c of cases) {
    const problems = differences(layout, c.input, c.output);
    // Spans over the lane count: the engine clamps them, Chromium adds implicit lanes (a
    // difference the corpus documents); counted, not required to agree.
    if (c.tags.includes("span-over-count")) {
      overCount++;
      if (!problems.length) overCountAgreeing++;
      continue;
    }
    compared++;
    if (problems.length) failures.push(`${c.id} (${c.tags.join(" ")}): ${problems.slice(0, 3).join("; ")}`);
  }
  layout.destroy();
  assert.equal(failures.length, 0, `${failures.length} of ${compared} cases differ:\n${failures.slice(0, 20).join("\n")}`);
  assert.ok(compared >= 1000, `only ${compared} cases compared`);
  console.log(`chromium-lanes.json: ${compared} of ${compared} cases agree; ${overCount} with spans over the lane count ` +
    `(documented difference: ${overCountAgreeing} agree anyway)`);
});

test("the README's lanes example runs as written, printing its // lines", async () => {
  const { mkdtempSync, rmSync, writeFileSync } = await import("node:fs");
  const { execFileSync } = await import("node:child_process");
  const { join } = await import("node:path");
  const { fileURLToPath } = await import("node:url");
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  const section = readme.slice(readme.indexOf("## Lanes (masonry)"));
  const snippet = section.match(/```js\n([\s\S]*?)```/)?.[1] ?? "";
  assert.match(snippet, /from "flowlayout";/);
  const promised = snippet.split("\n").filter((line) => line.startsWith("// ")).map((line) => line.slice(3));
  assert.ok(promised.length >= 1, "the example shows what it prints");
  // Inside the package's folder, "flowlayout" names the package itself (its exports).
  const scratch = mkdtempSync(join(fileURLToPath(new URL(".", import.meta.url)), ".readme-"));
  try {
    writeFileSync(join(scratch, "lanes-example.mjs"), snippet);
    const printed = execFileSync(process.execPath, ["lanes-example.mjs"], { cwd: scratch, encoding: "utf8" });
    assert.deepEqual(printed.trim().split("\n"), promised);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
