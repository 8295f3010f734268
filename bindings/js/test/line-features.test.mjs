// Line features through the JavaScript API: pretty breaking, last-line justification, scale
// fill, separators.    node --test bindings/js/test/*.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { createFlowLayout } from "flowlayout";

/** @param {{ frames: Float32Array }} r */
const frames = (r) => Array.from(r.frames);
/** @param {number} n @param {number} w @param {number} h @returns {[number, number][]} */
const tags = (n, w, h) => Array.from({ length: n }, () => [w, h]);

/** @param {(layout: import("flowlayout").FlowLayout) => unknown} body */
async function withLayout(body) {
  const layout = await createFlowLayout();
  try { return await body(layout); } finally { layout.destroy(); }
}

test("pretty breaking leaves a last line a third full alone", () => withLayout((layout) => {
  layout.set({ itemSpacing: 0, lineBreaking: "pretty" });
  // 7 items of 10 in 40: greedy 4 + 3; pretty keeps 4 + 3 (the last line is over a third full).
  assert.deepEqual(layout.arrange(tags(7, 10, 10), 40).lines.map((l) => l.itemCount), [4, 3]);
  layout.set({ lineBreaking: "balance" });
  assert.deepEqual(layout.arrange(tags(7, 10, 10), 40).lines.map((l) => l.itemCount), [4, 3]);
  // 5 items: balance evens them out (3 + 2), pretty too (the last line of 1 is under a third).
  assert.deepEqual(layout.arrange(tags(5, 10, 10), 40).lines.map((l) => l.itemCount), [3, 2]);
}));

test("justifyLast justifies the last line apart", () => withLayout((layout) => {
  layout.set({ itemSpacing: 0, justify: "space-between", justifyLast: "end" });
  const r = layout.arrange(tags(3, 30, 10), 70);
  assert.deepEqual(frames(r), [0, 0, 30, 10, 40, 0, 30, 10, 40, 18, 30, 10]);
  layout.set({ justifyLast: "auto" });
  assert.deepEqual(frames(layout.arrange(tags(3, 30, 10), 70)).slice(8), [0, 18, 30, 10]);
}));

test("lineFill scale fills each line, up to maxScale", () => withLayout((layout) => {
  layout.set({ itemSpacing: 0, lineSpacing: 0, lineFill: "scale" });
  assert.deepEqual(frames(layout.arrange([[20, 10], [30, 10]], 100)), [0, 0, 40, 20, 40, 0, 60, 20]);
  layout.set({ maxScale: 1.5 });
  assert.deepEqual(frames(layout.arrange([[20, 10], [30, 10]], 100)), [0, 0, 20, 10, 20, 0, 30, 10]);
  assert.equal(layout.options.maxScale, 1.5);
}));

test("separators widen the gaps and are reported", () => withLayout((layout) => {
  layout.set({ itemSpacing: 4, separator: [2, 6] });
  const r = layout.arrange([[10, 10], [10, 10]], 100);
  assert.deepEqual(frames(r), [0, 0, 10, 10, 20, 0, 10, 10]);
  assert.deepEqual(Array.from(r.separators), [14, 2, 2, 6]);
  layout.set({ separator: { width: 0, height: 0 } });
  assert.equal(layout.arrange([[10, 10], [10, 10]], 100).separators.length, 0);
}));

test("bad line-feature options throw and change nothing", () => withLayout((layout) => {
  layout.set({ justify: "center" });
  const before = frames(layout.arrange(tags(3, 30, 10), 70));
  for (const [options, message] of /** @type {[any, RegExp][]} */ ([
    [{ justifyLast: "justify" }, /justifyLast must be one of "auto"/],
    [{ lineFill: "stretch" }, /lineFill must be one of "none", "scale"/],
    [{ maxScale: "2" }, /maxScale must be a number/],
    [{ separator: [1] }, /separator must be \[width, height\]/],
    [{ justify: "end", separator: [-1, 2] }, /^flow_layout_set_separator: /],
    [{ lineBreaking: "prettier" }, /lineBreaking must be one of/],
  ])) {
    assert.throws(() => layout.set(options), (e) => message.test(e.message), JSON.stringify(options));
    assert.deepEqual(frames(layout.arrange(tags(3, 30, 10), 70)), before);
  }
}));
