// The Chromium conformance corpora (Tests/conformance: flex-wrap, balance, the flex item model)
// through the JavaScript binding: every case laid out with flowlayout.mjs in Node, every frame and
// the container size compared with the boxes Chromium drew, within 1/16 px. The mapping from a case to the options is the one the corpora
// record ("mapping"), as Tests/conformance/test_conformance.py applies it through the C ABI.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createFlowLayout, ItemFlags } from "flowlayout";

const HERE = new URL("../../../Tests/conformance/", import.meta.url);
const CORPORA = ["chromium-wrap.json", "chromium-balance.json", "chromium-items.json"];
const TOLERANCE = 1 / 16;
/** @type {Record<string, any>} */
const JUSTIFY = { "flex-start": "start", center: "center", "flex-end": "end", "space-between": "space-between",
  "space-around": "space-around", "space-evenly": "space-evenly" };
/** @type {Record<string, any>} */
const ALIGN_ITEMS = { "flex-start": "start", center: "center", "flex-end": "end", baseline: "first-baseline",
  "last baseline": "last-baseline", stretch: "stretch" };
/** @type {Record<string, any>} */
const ALIGN_CONTENT = { ...JUSTIFY, stretch: "stretch" };
/** @type {Record<string, [any, any]>} */
const WRAP = { nowrap: ["none", "greedy"], wrap: ["wrap", "greedy"], "wrap-reverse": ["wrap-reverse", "greedy"],
  balance: ["wrap", "balance"], "balance wrap-reverse": ["wrap-reverse", "balance"] };

/** Chromium's value for a CSS length: rounded toward zero to 1/64 px (down, for lengths >= 0). */
/** @param {number} value */
const layoutUnits = (value) => Math.trunc(value * 64) / 64;
/** @param {number | null | undefined} value */
const optionalUnits = (value) => (value === null || value === undefined ? NaN : layoutUnits(value));
/** @param {string} name @returns {any} */
const load = (name) => JSON.parse(readFileSync(new URL(name, HERE), "utf8"));

const known = load("known-differences.json").differences;
/** @param {string} corpus @param {any} input */
function knownDifference(corpus, input) {
  /** @param {string} key */
  const value = (key) => (key === "width" || key === "height") ? (input[key] === null ? "auto" : "definite") : input[key];
  return known.find((/** @type {any} */ entry) => entry.corpus === corpus &&
    Object.entries(entry.where).every(([key, values]) => values.includes(value(key))));
}

/**
 * @param {import("flowlayout").FlowLayout} layout
 * @param {any} input
 * @param {any} output
 */
function differences(layout, input, output) {
  const row = input.flex_direction.startsWith("row");
  const [wrap, lineBreaking] = WRAP[input.flex_wrap];
  const columnGap = layoutUnits(input.column_gap), rowGap = layoutUnits(input.row_gap);
  layout.set({
    axis: row ? "horizontal" : "vertical", wrap, reverse: input.flex_direction.endsWith("-reverse"),
    padding: (input.padding ?? [0, 0, 0, 0]).map(layoutUnits), lineBreaking, minLines: input.flex_line_count ?? 0,
    direction: input.direction, itemSpacing: row ? columnGap : rowGap, lineSpacing: row ? rowGap : columnGap,
    justify: JUSTIFY[input.justify_content], alignItems: ALIGN_ITEMS[input.align_items],
    alignContent: ALIGN_CONTENT[input.align_content],
  });
  const kids = input.children;
  const sizes = new Float32Array(kids.flatMap((/** @type {any} */ k) => [layoutUnits(k.width), layoutUnits(k.height)]));
  layout.setItemGrow(kids.some((/** @type {any} */ k) => k.grow) ? kids.map((/** @type {any} */ k) => k.grow) : null);
  layout.setItemBaselines(.../** @type {[any, any]} */ (kids.some((/** @type {any} */ k) => "first_baseline" in k)
    ? [kids.map((/** @type {any} */ k) => optionalUnits(k.first_baseline)), kids.map((/** @type {any} */ k) => optionalUnits(k.last_baseline))]
    : [null, null]));
  // The flex item model (chromium-items.json); absent inputs stay unset.
  layout.setItemMargins(kids.some((/** @type {any} */ k) => k.margin) ? kids.map((/** @type {any} */ k) => (k.margin ?? [0, 0, 0, 0]).map(optionalUnits)) : null);
  const limits = kids.some((/** @type {any} */ k) => k.min || k.max);
  layout.setItemLimits(limits ? kids.map((/** @type {any} */ k) => (k.min ?? [null, null]).map(optionalUnits)) : null,
    limits ? kids.map((/** @type {any} */ k) => (k.max ?? [null, null]).map(optionalUnits)) : null);
  layout.setItemShrink(kids.some((/** @type {any} */ k) => k.shrink) ? kids.map((/** @type {any} */ k) => k.shrink ?? 0) : null);
  layout.setItemAlign(kids.some((/** @type {any} */ k) => k.align_self)
    ? kids.map((/** @type {any} */ k) => (k.align_self && k.align_self !== "auto" ? ALIGN_ITEMS[k.align_self] : "auto")) : null);
  const flags = kids.map((/** @type {any} */ k) => (k.hidden ? ItemFlags.HIDDEN : 0) | (k.no_stretch ? ItemFlags.NO_STRETCH : 0));
  layout.setItemFlags(flags.some(Boolean) ? flags : null);
  /** @param {number | null} value */
  const bound = (value) => (value === null ? undefined : layoutUnits(value));
  const r = layout.arrange(sizes, bound(input.width), bound(input.height));
  const problems = [];
  if (Math.abs(r.width - output.width) > TOLERANCE || Math.abs(r.height - output.height) > TOLERANCE) {
    problems.push(`container ${r.width}x${r.height}, Chromium ${output.width}x${output.height}`);
  }
  if (r.frames.length !== 4 * output.children.length) {
    problems.push(`${r.frames.length / 4} frames for ${output.children.length} children`);
  }
  output.children.forEach((/** @type {any} */ want, /** @type {number} */ i) => {
    const got = Array.from(r.frames.subarray(4 * i, 4 * i + 4));
    const expected = [want.x, want.y, want.width, want.height];
    if (got.some((v, j) => Math.abs(v - expected[j]) > TOLERANCE)) problems.push(`item ${i} at ${got}, Chromium ${expected}`);
  });
  return problems;
}

for (const corpus of CORPORA) {
  test(`${corpus}: every case matches Chromium within 1/16 px through the JavaScript binding`, async () => {
    const { cases } = load(corpus);
    assert.ok(cases.length >= 300, `${corpus} holds ${cases.length} cases`);
    // A fresh layout per corpus; per case, every option is set and every per-item input set or cleared.
    const layout = await createFlowLayout();
    const failures = [];
    let knownFailures = 0;
    for (const c of cases) {
      const problems = differences(layout, c.input, c.output);
      if (problems.length && knownDifference(corpus, c.input)) { knownFailures++; continue; }
      if (problems.length) failures.push(`${c.id} (${c.tags.join(" ")}): ${problems.slice(0, 3).join("; ")}`);
    }
    layout.destroy();
    assert.equal(failures.length, 0, `${failures.length} of ${cases.length} cases differ:\n${failures.slice(0, 20).join("\n")}`);
    console.log(`${corpus}: ${cases.length - knownFailures} of ${cases.length} cases agree` +
      (knownFailures ? `, ${knownFailures} known differences` : ""));
  });
}
