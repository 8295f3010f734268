// The JavaScript API (flowlayout.mjs over flowlayout.wasm): options, per-item inputs, results,
// bad input, and 1,000,000 items.    node --test bindings/js/test/*.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { createFlowLayout, flowLayoutVersion, FlowLayout, ItemFlags } from "flowlayout";

/** @param {{ frames: Float32Array }} r */
const frames = (r) => Array.from(r.frames);
/** @param {number} n @returns {[number, number][]} */
const tags = (n, w = 40, h = 20) => Array.from({ length: n }, () => [w, h]);

/** @param {(layout: import("flowlayout").FlowLayout) => unknown} body */
async function withLayout(body) {
  const layout = await createFlowLayout();
  try { return await body(layout); } finally { layout.destroy(); }
}

test("three 40x20 tags in a 100-wide row wrap the third (the header's example)", () => withLayout((layout) => {
  const r = layout.arrange(tags(3), 100);
  assert.deepEqual(frames(r), [0, 0, 40, 20, 48, 0, 40, 20, 0, 28, 40, 20]);
  assert.equal(r.width, 100);
  assert.equal(r.height, 48);
  assert.equal(r.visibleCount, 3);
  assert.deepEqual(r.lines, [
    { firstItem: 0, itemCount: 2, mainSize: 88, crossOffset: 0, crossSize: 20 },
    { firstItem: 2, itemCount: 1, mainSize: 40, crossOffset: 28, crossSize: 20 },
  ]);
}));

test("the SPEC example's options are accepted and read back", () => withLayout((layout) => {
  layout.set({ axis: "horizontal", wrap: "wrap", direction: "ltr", itemSpacing: 8, lineSpacing: 8,
    justify: "space-between", alignItems: "center", alignContent: "start",
    lineBreaking: "greedy", minLines: 0, maxLines: 0 });
  assert.equal(layout.options.justify, "space-between");
  assert.equal(layout.options.alignItems, "center");
  const r = layout.arrange([[40, 20], [40, 10], [40, 20]], 100);
  // space-between: the second item at the right edge; center: the 10-high one 5 down.
  assert.deepEqual(frames(r), [0, 0, 40, 20, 60, 5, 40, 10, 0, 28, 40, 20]);
}));

test("the flat Float32Array, a Float64Array and [[w, h], ...] give the same layout", () => withLayout((layout) => {
  const pairs = [[10, 5], [20.5, 7], [33, 9], [12, 12]];
  const a = frames(layout.arrange(pairs, 50));
  const b = frames(layout.arrange(new Float32Array(pairs.flat()), 50));
  const c = frames(layout.arrange(new Float64Array(pairs.flat()), 50));
  assert.deepEqual(a, b);
  assert.deepEqual(a, c);
}));

test("every option value changes the layout as its name says", () => withLayout((layout) => {
  const items = [[30, 10], [30, 20]];
  /** @param {import("flowlayout").FlowLayoutOptions} options @param {number} [height] */
  const at = (options, width = 100, height) => frames(layout.set(options).arrange(items, width, height));
  assert.deepEqual(at({ justify: "end" }), [32, 0, 30, 10, 70, 0, 30, 20]);
  assert.deepEqual(at({ justify: "center" }), [16, 0, 30, 10, 54, 0, 30, 20]);
  assert.deepEqual(at({ justify: "space-around" }), [8, 0, 30, 10, 62, 0, 30, 20]);
  assert.deepEqual(at({ justify: "space-evenly" }), [32 / 3, 0, 30, 10, 32 / 3 * 2 + 38, 0, 30, 20].map(Math.fround));
  assert.deepEqual(at({ justify: "start", direction: "rtl" }), [70, 0, 30, 10, 32, 0, 30, 20]);
  assert.deepEqual(at({ direction: "ltr", alignItems: "end" }), [0, 10, 30, 10, 38, 0, 30, 20]);
  assert.deepEqual(at({ alignItems: "stretch" }), [0, 0, 30, 20, 38, 0, 30, 20]);
  assert.deepEqual(at({ alignItems: "start", axis: "vertical" }, 100), [0, 0, 30, 10, 0, 18, 30, 20]);
  assert.deepEqual(at({ axis: "horizontal", wrap: "none" }, 50), [0, 0, 30, 10, 38, 0, 30, 20]);
  assert.deepEqual(at({ wrap: "wrap" }, 50), [0, 0, 30, 10, 0, 18, 30, 20]);
  assert.deepEqual(at({ wrap: "wrap-reverse" }, 50), [0, 28, 30, 10, 0, 0, 30, 20]);
  assert.deepEqual(at({ wrap: "wrap", alignContent: "end" }, 50, 100), [0, 62, 30, 10, 0, 80, 30, 20]);
  assert.deepEqual(at({ alignContent: "start", maxLines: 1 }, 50), [0, 0, 30, 10, 0, 0, 0, 0]);
  assert.equal(layout.arrange(items, 50).visibleCount, 1);
  assert.deepEqual(at({ maxLines: 0, maxItemsPerLine: 1 }, 100), [0, 0, 30, 10, 0, 18, 30, 20]);
  assert.deepEqual(at({ maxItemsPerLine: 0, uniformSize: true }, 100), [0, 0, 30, 20, 38, 0, 30, 20]);
  assert.deepEqual(at({ uniformSize: false, itemSpacing: 0, lineSpacing: 2 }, 50), [0, 0, 30, 10, 0, 12, 30, 20]);
  assert.deepEqual(at({ itemSpacing: 8.3, pixelScale: 1 }, 100), [0, 0, 30, 10, 38, 0, 30, 20]);
  assert.deepEqual(at({ itemSpacing: null, lineSpacing: null, pixelScale: 0 }, 100), [0, 0, 30, 10, 38, 0, 30, 20]);
}));

test("balance and minLines make even lines", () => withLayout((layout) => {
  layout.set({ itemSpacing: 0, lineSpacing: 0 });
  const items = tags(5, 10, 10);
  assert.deepEqual(layout.arrange(items, 40).lines.map((l) => l.itemCount), [4, 1]);
  layout.set({ lineBreaking: "balance" });
  assert.deepEqual(layout.arrange(items, 40).lines.map((l) => l.itemCount), [3, 2]);
  layout.set({ minLines: 3 });
  assert.deepEqual(layout.arrange(items, 40).lines.map((l) => l.itemCount), [2, 2, 1]);
}));

test("the largest counts are accepted as unlimited (WebAssembly's Int has 32 bits)", () => withLayout((layout) => {
  const most = 0xffffffff;
  layout.set({ maxLines: most, maxItemsPerLine: most, minLines: most, lineBreaking: "balance" });
  assert.deepEqual(layout.arrange(tags(3, 10, 10), 30).lines.map((l) => l.itemCount), [1, 1, 1]);
  layout.set({ minLines: 0 });
  assert.deepEqual(layout.arrange(tags(3, 10, 10), 30).lines.map((l) => l.itemCount), [2, 1]);
}));

test("no items: an empty result of the bounds' size", () => withLayout((layout) => {
  const r = layout.arrange([], 100, 30);
  assert.deepEqual([r.width, r.height, r.frames.length, r.lines.length, r.visibleCount], [100, 30, 0, 0, 0]);
  assert.deepEqual([layout.arrange(new Float32Array(0)).width, layout.arrange([]).height], [0, 0]);
}));

test("a result reads the library's arrays in place until the layout changes; copy() is a snapshot", () => withLayout((layout) => {
  const first = layout.arrange(tags(3), 100);
  const copy = first.copy();
  assert.deepEqual(Array.from(copy.frames), frames(first));
  assert.deepEqual(first.frame(1), { x: 48, y: 0, width: 40, height: 20 });
  assert.deepEqual(first.line(1), copy.lines[1]);
  assert.equal(first.lineCount, 2);
  assert.equal(first.itemCount, 3);
  const lines = first.lines;  // an array of its own once read
  layout.arrange(tags(5, 7, 7), 20);
  // Read after the layout changed: an error, not the newer layout's frames.
  assert.throws(() => first.frames, (e) => e.name === "FlowLayoutError" && /read before the layout changed/.test(e.message));
  assert.throws(() => first.frame(0), /read before the layout changed/);
  layout.arrange(tags(1000), 500);
  assert.deepEqual(Array.from(copy.frames), [0, 0, 40, 20, 48, 0, 40, 20, 0, 28, 40, 20]);
  assert.equal(copy.lines.length, 2);
  assert.equal(lines.length, 2);
  // A call that fails changes nothing: the result stays readable.
  const kept = layout.arrange(tags(3), 100);
  assert.throws(() => layout.arrange([[40, -1]], 100), /sizes must be finite/);
  assert.throws(() => layout.set({ lineSpacing: -1 }), /line spacing/);
  assert.deepEqual(frames(kept), [0, 0, 40, 20, 48, 0, 40, 20, 0, 28, 40, 20]);
  // Every change makes earlier results stale: options, items, per-item inputs once arranged.
  for (const change of [() => layout.set({ justify: "end" }), () => layout.setItems(tags(2)),
    () => { layout.setItemGrow([1, 1, 1]); layout.arrange(null, 100); }]) {
    const r = layout.arrange(tags(3), 100);
    change();
    assert.throws(() => r.frames, /read before the layout changed/, String(change));
  }
  // Wasm memory growing (a large arrange elsewhere) detaches views: the getter makes a new one.
  const r = layout.arrange(tags(3), 100);
  const view = r.frames, expected = Array.from(view);
  const other = layout.arrangeBatch(new Float32Array(2 * 3_000_000).fill(1), [3_000_000], 100);
  assert.equal(other.frames.length, 12_000_000);
  assert.equal(view.length, 0, "the old view was detached: memory grew");
  assert.deepEqual(frames(r), expected);
}));

test("grow weights apply while the item count matches and are cleared when it changes", () => withLayout((layout) => {
  layout.set({ itemSpacing: 0 });
  layout.setItemGrow([1, 3]);
  assert.deepEqual(frames(layout.arrange(tags(2, 10, 10), 100)), [0, 0, 30, 10, 30, 0, 70, 10]);
  assert.deepEqual(frames(layout.arrange(tags(2, 10, 10), 60)), [0, 0, 20, 10, 20, 0, 40, 10]);
  assert.deepEqual(frames(layout.arrange(tags(3, 10, 10), 100)).slice(0, 4), [0, 0, 10, 10]);
  assert.deepEqual(frames(layout.arrange(tags(2, 10, 10), 100)), [0, 0, 10, 10, 10, 0, 10, 10]);
  layout.setItemGrow(new Float32Array([1, 1]));
  assert.deepEqual(frames(layout.arrange(tags(2, 10, 10), 100)), [0, 0, 50, 10, 50, 0, 50, 10]);
  layout.setItemGrow(null);
  assert.deepEqual(frames(layout.arrange(tags(2, 10, 10), 100)), [0, 0, 10, 10, 10, 0, 10, 10]);
  layout.setItemGrow([1, 1]);
  layout.arrange(tags(2, 10, 10), 100);
  layout.setItemGrow([1, 1, 1]);  // another length: the earlier weights stop applying too
  assert.deepEqual(frames(layout.arrange(tags(2, 10, 10), 100)), [0, 0, 10, 10, 10, 0, 10, 10]);
}));

test("break flags start and end lines", () => withLayout((layout) => {
  layout.setItemFlags([0, ItemFlags.BREAK_BEFORE, ItemFlags.BREAK_AFTER, 0]);
  const r = layout.arrange(tags(4, 10, 10), 1000);
  assert.deepEqual(r.lines.map((l) => l.itemCount), [1, 2, 1]);
}));

test("first baselines line up", () => withLayout((layout) => {
  layout.set({ alignItems: "first-baseline" });
  layout.setItemBaselines([5, 15], [5, 15]);
  const r = layout.arrange([[10, 10], [10, 20]], 100);
  assert.deepEqual(frames(r), [0, 10, 10, 10, 18, 0, 10, 20]);
  layout.setItemBaselines([5, 15]);  // no last baselines, as with NULL in C
  assert.deepEqual(frames(layout.arrange([[10, 10], [10, 20]], 100)), [0, 10, 10, 10, 18, 0, 10, 20]);
  // Last baselines: given ones line up; cleared ones fall back to each item's bottom edge.
  layout.set({ alignItems: "last-baseline" });
  assert.deepEqual(frames(layout.arrange([[10, 10], [10, 20]], 100)), [0, 10, 10, 10, 18, 0, 10, 20]);
  layout.setItemBaselines(null, [2, 8]);
  assert.deepEqual(frames(layout.arrange([[10, 10], [10, 20]], 100)), [0, 6, 10, 10, 18, 0, 10, 20]);
  layout.setItemBaselines([2, 8], null);
  assert.deepEqual(frames(layout.arrange([[10, 10], [10, 20]], 100)), [0, 10, 10, 10, 18, 0, 10, 20]);
}));

test("unknown option names and values throw and change nothing", () => withLayout((layout) => {
  layout.set({ justify: "center", itemSpacing: 4 });
  const before = frames(layout.arrange(tags(3), 100));
  /** @type {[any, RegExp][]} */
  const bad = [
    [{ justfy: "center" }, /unknown option "justfy"/],
    [{ justify: "space_between" }, /justify must be one of/],
    [{ justify: "end", alignItems: "middle" }, /alignItems must be one of/],
    [{ wrap: true }, /wrap must be one of/],
    [{ maxLines: -1 }, /maxLines must be an integer/],
    [{ maxLines: 1.5 }, /maxLines must be an integer/],
    [{ uniformSize: 1 }, /uniformSize must be true or false/],
    [{ itemSpacing: "8" }, /itemSpacing must be a number/],
    [{ justify: "end", lineSpacing: -1 }, /^flow_layout_set_spacing: line spacing must be NaN \(automatic\) or a length from 0 to 1e9$/],
    [{ justify: "end", pixelScale: -2 }, /^flow_layout_set_pixel_scale: pixel scale must be 0/],
    [{ justify: "end", itemSpacing: Infinity }, /item spacing must be NaN/],
    [null, /^flowlayout: options must be an object of options \(got null\)$/],
  ];
  for (const [options, message] of bad) {
    assert.throws(() => layout.set(options), (e) => e instanceof Error && message.test(e.message), JSON.stringify(options));
    assert.equal(layout.options.justify, "center");
    assert.equal(layout.options.itemSpacing, 4);
    assert.deepEqual(frames(layout.arrange(tags(3), 100)), before, `after ${JSON.stringify(options)}`);
  }
}));

test("bad sizes and bounds throw (the library's message for sizes) and keep the previous inputs", () => withLayout((layout) => {
  layout.setItemGrow([1, 0, 0]);
  const before = frames(layout.arrange(tags(3), 100));
  /** @type {[() => unknown, RegExp][]} */
  const bad = [
    [() => layout.arrange([[40, NaN]], 100), /^flow_layout_set_items: item 0: sizes must be finite, >= 0/],
    [() => layout.arrange([[1, 1], [-1, 4]], 100), /^flow_layout_set_items: item 1: sizes must be finite/],
    [() => layout.arrange(new Float32Array([Infinity, 1]), 100), /^flow_layout_set_items: item 0/],
    [() => layout.arrange(tags(3), -1), /^flowlayout: width must be a finite number >= 0/],
    [() => layout.arrange(tags(3), 100, -Infinity), /^flowlayout: height must be a finite number >= 0, or undefined for unspecified \(got -Infinity\)$/],
    [() => layout.arrange(tags(3), NaN), /^flowlayout: width must be a finite number >= 0/],
    [() => layout.arrange(tags(3), Infinity), /^flowlayout: width must be a finite number >= 0/],
    [() => layout.arrange(tags(3), 100, -1), /^flowlayout: height must be a finite number >= 0/],
    // @ts-expect-error: the types refuse it too
    [() => layout.arrange(tags(3), "100"), /^flowlayout: width must be a finite number >= 0/],
    [() => layout.arrange(new Float32Array(3), 100), /odd length/],
    [() => layout.arrange([[1, 2], [3]], 100), /sizes\[1\] must be \[width, height\]/],
    // @ts-expect-error: the types refuse it too
    [() => layout.arrange("40x20", 100), /sizes must be a Float32Array/],
    [() => layout.setItemGrow([NaN, 1, 1]), /^flow_layout_set_item_grow: item 0: grow weights must be finite and >= 0$/],
    [() => layout.setItemGrow([1, -1, 1]), /^flow_layout_set_item_grow: item 1/],
    // @ts-expect-error: the types refuse it too
    [() => layout.setItemGrow(["1"]), /grow\[0\] must be a number/],
    [() => layout.setItemFlags([1.5]), /flags\[0\] must be an unsigned 32-bit integer/],
    [() => layout.setItemBaselines([1, 2], [1]), /differ in length/],
  ];
  for (const [call, message] of bad) {
    assert.throws(call, (e) => e instanceof Error && message.test(e.message), String(call));
    // Same items: the grow weights set before still apply, and the result is the earlier one.
    assert.deepEqual(frames(layout.arrange(tags(3), 100)), before, String(call));
  }
}));

test("a destroyed layout throws; destroying twice is harmless; layouts are independent", async () => {
  const a = await createFlowLayout();
  const b = await createFlowLayout();
  a.set({ justify: "end" });
  a.destroy();
  a.destroy();
  assert.throws(() => a.arrange(tags(1), 10), /destroyed/);
  assert.throws(() => a.set({ justify: "end" }), /destroyed/);
  assert.deepEqual(frames(b.arrange(tags(1), 100)), [0, 0, 40, 20]);
  b.destroy();
  // @ts-expect-error: the constructor is private
  assert.throws(() => new FlowLayout({}), /createFlowLayout/);
  const { readFileSync } = await import("node:fs");
  const header = readFileSync(new URL("../../../include/flowlayout.h", import.meta.url), "utf8");
  /** @param {string} name */
  const part = (name) => Number(header.match(new RegExp(`#define FLOWLAYOUT_VERSION_${name} (\\d+)`))?.[1]);
  assert.equal(await flowLayoutVersion(), part("MAJOR") * 10000 + part("MINOR") * 100 + part("PATCH"));
});

test("many layouts created and destroyed reuse memory (the allocator frees)", async () => {
  const probe = await createFlowLayout();
  probe.arrange(tags(100000), 1000);
  probe.destroy();
  for (let round = 0; round < 200; round++) {
    const layout = await createFlowLayout();
    layout.setItemGrow(new Float32Array(20000).fill(1));
    layout.arrange(tags(20000), 1000);
    layout.destroy();
  }
  const layout = await createFlowLayout();
  const r = layout.arrange(tags(100000), 1000);
  assert.equal(r.frames.length, 400000);
  layout.destroy();
});

/** The greedy wrap of the header's rules for start alignment, as a reference. */
/** @param {Float32Array} sizes @param {number} width @param {number} gap @param {number} lineGap */
function referenceWrap(sizes, width, gap, lineGap) {
  const out = new Float32Array(sizes.length * 2);
  let x = 0, y = 0, lineHeight = 0, inLine = 0;
  for (let i = 0; i < sizes.length / 2; i++) {
    const w = sizes[2 * i], h = sizes[2 * i + 1];
    if (inLine > 0 && x + gap + w > width) { y += lineHeight + lineGap; x = 0; lineHeight = 0; inLine = 0; }
    const left = inLine > 0 ? x + gap : 0;
    out[2 * i] = left; out[2 * i + 1] = y;
    x = left + w; lineHeight = Math.max(lineHeight, h); inLine++;
  }
  return out;
}

test("1,000,000 items: every frame where the greedy rule puts it", () => withLayout((layout) => {
  const n = 1_000_000;
  const sizes = new Float32Array(2 * n);
  let seed = 12345;
  for (let i = 0; i < 2 * n; i++) { seed = (seed * 1103515245 + 12345) >>> 0; sizes[i] = 8 + (seed >>> 16) % 57; }
  const r = layout.arrange(sizes, 1000);
  assert.equal(r.frames.length, 4 * n);
  assert.equal(r.visibleCount, n);
  const expected = referenceWrap(sizes, 1000, 8, 8);
  for (let i = 0; i < n; i++) {
    const f = r.frames;
    if (f[4 * i] !== expected[2 * i] || f[4 * i + 1] !== expected[2 * i + 1] ||
        f[4 * i + 2] !== sizes[2 * i] || f[4 * i + 3] !== sizes[2 * i + 1]) {
      assert.fail(`item ${i}: ${Array.from(f.subarray(4 * i, 4 * i + 4))}, expected at ${expected[2 * i]}, ${expected[2 * i + 1]}`);
    }
  }
  let covered = 0;
  for (const line of r.lines) { assert.equal(line.firstItem, covered); covered += line.itemCount; }
  assert.equal(covered, n);
}));

test("the README's example runs as written, importing \"flowlayout\" from a folder where npm installed it", async () => {
  const { readFileSync, mkdtempSync, rmSync, writeFileSync, realpathSync } = await import("node:fs");
  const { execFileSync } = await import("node:child_process");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const { fileURLToPath } = await import("node:url");
  const folder = fileURLToPath(new URL("../", import.meta.url));
  const readme = readFileSync(join(folder, "README.md"), "utf8");
  const snippet = readme.match(/```js\n([\s\S]*?)```/)?.[1] ?? "";
  assert.match(snippet, /from "flowlayout";/);
  const promised = snippet.split("\n").filter((line) => line.startsWith("// ")).map((line) => line.slice(3));
  assert.ok(promised.length >= 3);
  /** @param {string[]} args @param {string} cwd */
  const npm = (args, cwd) => execFileSync("npm", [...args, "--offline", "--no-audit", "--no-fund", "--loglevel=error"],
    { cwd, encoding: "utf8", env: { ...process.env, npm_config_cache: join(cwd, ".npm-cache") } });
  const scratch = mkdtempSync(join(tmpdir(), "flowlayout-npm-"));
  try {
    // 1. npm install <folder>: npm links the folder into node_modules.
    // 2. npm pack + npm install <tarball>: a copy of exactly the files package.json lists.
    const linked = join(scratch, "linked"), packed = join(scratch, "packed");
    for (const dir of [linked, packed]) { execFileSync("mkdir", ["-p", dir]); writeFileSync(join(dir, "package.json"), "{}"); }
    npm(["install", folder], linked);
    const tarball = npm(["pack", folder, "--pack-destination", scratch], scratch).trim().split("\n").pop() ?? "";
    npm(["install", join(scratch, tarball)], packed);
    assert.equal(realpathSync(join(linked, "node_modules", "flowlayout")), realpathSync(folder));
    for (const dir of [linked, packed]) {
      writeFileSync(join(dir, "example.mjs"), snippet);
      const printed = execFileSync(process.execPath, ["example.mjs"], { cwd: dir, encoding: "utf8" });
      assert.deepEqual(printed.trim().split("\n"), promised, dir);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

test("flowlayout.wasm imports only its three callbacks, exports every function of flowlayout.h, and stays under 320 KB", async () => {
  const { readFileSync } = await import("node:fs");
  const bytes = readFileSync(new URL("../flowlayout.wasm", import.meta.url));
  assert.ok(bytes.length < 320 * 1024, `${bytes.length} bytes`);
  const module = await WebAssembly.compile(bytes);
  assert.deepEqual(WebAssembly.Module.imports(module), [
    { module: "flowlayout", name: "measure", kind: "function" },
    { module: "flowlayout", name: "measure_range", kind: "function" },
    { module: "flowlayout", name: "overflow", kind: "function" },
  ]);
  const header = readFileSync(new URL("../../../include/flowlayout.h", import.meta.url), "utf8");
  const declared = [...header.matchAll(/^[a-z0-9_ ]+[ *](flow_[a-z_]+)\(/gm)].map((m) => m[1]);
  assert.ok(declared.length >= 30, `${declared.length} functions found in the header`);
  const exported = new Set(WebAssembly.Module.exports(module).map((e) => e.name));
  assert.deepEqual(declared.filter((name) => !exported.has(name)), []);
  for (const name of ["memory", "malloc", "free"]) assert.ok(exported.has(name), name);
});

test("the module's allocator: blocks never overlap, alignment holds, freed space merges and is reused", async () => {
  const { readFileSync } = await import("node:fs");
  const { instance } = await WebAssembly.instantiate(readFileSync(new URL("../flowlayout.wasm", import.meta.url)),
    { flowlayout: { measure() {}, measure_range() {}, overflow() {} } });
  const c = /** @type {any} */ (instance.exports);
  let seed = 7;
  /** @param {number} n */
  const rand = (n) => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % n; };
  const live = new Map();  // pointer -> [size, tag]
  /** @param {number} p @param {number} size @param {number} tag */
  const fill = (p, size, tag) => new Uint8Array(c.memory.buffer, p, size).fill(tag);
  /** @param {number} p @param {number} size @param {number} tag */
  const intact = (p, size, tag) => new Uint8Array(c.memory.buffer, p, size).every((b) => b === tag);
  for (let step = 0; step < 20000; step++) {
    if (live.size && rand(3) === 0) {
      const keys = [...live.keys()];
      const p = keys[rand(keys.length)];
      const [size, tag] = live.get(p);
      assert.ok(intact(p, size, tag), `block ${p} (${size} bytes) was overwritten`);
      c.free(p);
      live.delete(p);
    } else {
      const size = rand(10) === 0 ? 1 + rand(200000) : 1 + rand(300);
      const p = c.malloc(size);
      assert.ok(p !== 0 && p % 16 === 0, `malloc(${size}) = ${p}`);
      const tag = 1 + rand(255);
      fill(p, size, tag);
      live.set(p, [size, tag]);
    }
  }
  for (const [p, [size, tag]] of live) { assert.ok(intact(p, size, tag)); c.free(p); }
  const pages = c.memory.buffer.byteLength / 65536;
  // Everything is free again and merged: a block nearly as large as the heap fits without growing.
  const big = c.malloc(pages * 65536 * 0.5);
  assert.ok(big !== 0);
  assert.equal(c.memory.buffer.byteLength / 65536, pages, "memory grew although the freed space sufficed");
  assert.equal(c.malloc(0x80000000), 0, "an impossible size is refused with NULL");
});

test("package.json: the library's version, and every file it lists exists", async () => {
  const { readFileSync, existsSync } = await import("node:fs");
  const folder = new URL("../", import.meta.url);
  const pkg = JSON.parse(readFileSync(new URL("package.json", folder), "utf8"));
  const version = await flowLayoutVersion();
  assert.equal(pkg.version, `${Math.floor(version / 10000)}.${Math.floor(version / 100) % 100}.${version % 100}`);
  for (const file of pkg.files) assert.ok(existsSync(new URL(file, folder)), file);
  const entry = await import(new URL(pkg.exports["."].default, folder).href);
  assert.equal(typeof entry.createFlowLayout, "function");
});
