// The flex item model through the JavaScript API: padding, reverse, margins, limits, shrink,
// align-self, hidden and no-stretch items.    node --test bindings/js/test/*.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { createFlowLayout, ItemFlags } from "flowlayout";

/** @param {{ frames: Float32Array }} r */
const frames = (r) => Array.from(r.frames);

/** @param {(layout: import("flowlayout").FlowLayout) => unknown} body */
async function withLayout(body) {
  const layout = await createFlowLayout();
  try { return await body(layout); } finally { layout.destroy(); }
}

test("padding: a number, [top, right, bottom, left] or an object, offsets the frames and adds to the size", () => withLayout((layout) => {
  layout.set({ padding: 10 });
  let r = layout.arrange([[40, 20]], 100);
  assert.deepEqual(frames(r), [10, 10, 40, 20]);
  assert.deepEqual([r.width, r.height], [100, 40]);
  layout.set({ padding: [1, 2, 3, 4] });
  assert.deepEqual(frames(layout.arrange([[40, 20]], 100)), [4, 1, 40, 20]);
  layout.set({ padding: { left: 5 } });
  r = layout.arrange([[40, 20]], 100);
  assert.deepEqual(frames(r), [5, 0, 40, 20]);
  assert.deepEqual(layout.options.padding, { left: 5 });
}));

test("reverse runs every line from its main end", () => withLayout((layout) => {
  layout.set({ reverse: true });
  assert.deepEqual(frames(layout.arrange([[40, 20], [40, 20]], 100)), [60, 0, 40, 20, 12, 0, 40, 20]);
}));

test("margins (null = auto), limits, shrink and align-self", () => withLayout((layout) => {
  layout.set({ itemSpacing: 0 });
  layout.setItemMargins([[0, 0, 0, 10], [0, 0, 0, null]]);    // the second item's auto left margin takes the free space
  assert.deepEqual(frames(layout.arrange([[20, 10], [20, 10]], 100)), [10, 0, 20, 10, 80, 0, 20, 10]);
  layout.setItemMargins(null);
  layout.setItemLimits([[30, 0], [0, 0]], [[null, null], [10, null]]);
  assert.deepEqual(frames(layout.arrange([[20, 10], [20, 10]], 100)), [0, 0, 30, 10, 30, 0, 10, 10]);
  layout.setItemLimits(null, null);
  layout.set({ wrap: "none" });
  layout.setItemShrink([1, 1]);
  assert.deepEqual(frames(layout.arrange([[60, 10], [60, 10]], 100)), [0, 0, 50, 10, 50, 0, 50, 10]);
  layout.setItemShrink(null);
  layout.setItemAlign(["auto", "end"]);
  assert.deepEqual(frames(layout.arrange([[20, 30], [20, 10]], 100)), [0, 0, 20, 30, 20, 20, 20, 10]);
}));

test("hidden items take no space; no-stretch items keep their cross size", () => withLayout((layout) => {
  layout.set({ itemSpacing: 0, alignItems: "stretch" });
  layout.setItemFlags([0, ItemFlags.HIDDEN, ItemFlags.NO_STRETCH]);
  assert.deepEqual(frames(layout.arrange([[20, 30], [20, 10], [20, 10]], 100)), [0, 0, 20, 30, 0, 0, 0, 0, 20, 0, 20, 10]);
}));

test("bad item-model input throws the library's message and changes nothing", () => withLayout((layout) => {
  layout.set({ padding: 2 });
  const before = frames(layout.arrange([[20, 10], [20, 10]], 100));
  /** @type {[() => unknown, RegExp][]} */
  const bad = [
    [() => layout.set({ padding: -1, justify: "end" }), /^flow_layout_set_padding: /],
    // @ts-expect-error: the types refuse it too
    [() => layout.set({ padding: [1, 2] }), /padding must be a number, \[top, right, bottom, left\]/],
    // @ts-expect-error: the types refuse it too
    [() => layout.set({ reverse: "yes" }), /reverse must be true or false/],
    [() => layout.setItemMargins([[0, 0, 0, Infinity], [0, 0, 0, 0]]), /^flow_layout_set_item_margins: /],
    [() => layout.setItemMargins([[0, 0, 0]]), /margins\[0\] must be \[top, right, bottom, left\]/],
    [() => layout.setItemLimits([[-1, 0], [0, 0]], null), /^flow_layout_set_item_limits: /],
    [() => layout.setItemLimits([[0, 0]], [[0, 0], [0, 0]]), /min and max differ in length/],
    [() => layout.setItemShrink([NaN, 0]), /^flow_layout_set_item_shrink: /],
    // @ts-expect-error: the types refuse it too
    [() => layout.setItemAlign(["auto", "middle"]), /align\[1\] must be one of "auto"/],
    [() => layout.setItemFlags([16, 0]), /^flow_layout_set_item_flags: /],
  ];
  for (const [call, message] of bad) {
    assert.throws(call, (e) => e instanceof Error && message.test(e.message), String(call));
    assert.deepEqual(frames(layout.arrange([[20, 10], [20, 10]], 100)), before, String(call));
  }
}));

test("the per-item setters take the C header's names; the former names are the same functions", () => withLayout((layout) => {
  const renamed = { setGrow: "setItemGrow", setFlags: "setItemFlags", setBaselines: "setItemBaselines",
    setMargins: "setItemMargins", setLimits: "setItemLimits", setShrink: "setItemShrink", setAlignSelf: "setItemAlign" };
  const methods = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (layout));
  for (const [old, now] of Object.entries(renamed)) assert.equal(methods[old], methods[now], `${old} is ${now}`);
  layout.set({ itemSpacing: 0 });
  layout.setAlignSelf(["end", "auto"]);
  assert.deepEqual(frames(layout.arrange([[10, 10], [10, 30]], 100)), [0, 20, 10, 10, 10, 0, 10, 30]);
}));
