// The Node side of scripts/bench-js: the same items as bench/js/native.c, laid out through
// flowlayout.mjs and through the raw wasm exports, in one run, the samples interleaved (so the
// load of a shared machine falls on both alike):
//   "flowlayout.mjs arrange()"                 the whole JS call: sizes copied in, set_items,
//                                              arrange, the result object (frames read in place)
//   "flowlayout.mjs arrange() + read frames"   the same, then every frame coordinate read (summed)
//   "wasm exports set_items+arrange"           the raw calls, sizes already in wasm memory (as
//                                              native.c times them)
//   "wasm exports + read frames"               the same, then the frames read through a view
// Prints one JSON line per variant and path.    node bench/js/node.mjs COUNT SAMPLES
import { readFile } from "node:fs/promises";
import { createFlowLayout } from "../../bindings/js/flowlayout.mjs";

const count = Number(process.argv[2] ?? 1_000_000);
const samples = Number(process.argv[3] ?? 7);

function makeSizes(n) {
  const sizes = new Float32Array(2 * n);
  let seed = 12345;
  for (let i = 0; i < n; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    sizes[2 * i] = 8 + (seed >>> 16) % 57;
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    sizes[2 * i + 1] = 8 + (seed >>> 16) % 57;
  }
  return sizes;
}

function checksum(frames) {
  const bytes = new Uint8Array(frames.buffer, frames.byteOffset, frames.byteLength);
  let hash = 2166136261;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i], 16777619) >>> 0;
  return hash;
}

/** Reads every coordinate (what a renderer does), so the time of reading is counted. */
function readAll(frames) {
  let sum = 0;
  for (let i = 0; i < frames.length; i++) sum += frames[i];
  return sum;
}

const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
const sizes = makeSizes(count);

// The raw exports, on an instance of their own.
const { instance } = await WebAssembly.instantiate(
  await readFile(new URL("../../bindings/js/flowlayout.wasm", import.meta.url)),
  { flowlayout: { measure() {}, measure_range() {}, overflow() {} } });
const c = instance.exports;
const pointer = c.malloc(sizes.byteLength);
const countOut = c.malloc(16);
new Float32Array(c.memory.buffer, pointer, sizes.length).set(sizes);

let sink = 0;
for (const [mode, variant] of [[0, "greedy"], [1, "balance"]]) {
  const layout = await createFlowLayout();
  layout.set({ lineBreaking: variant });
  const handle = c.flow_layout_create();
  c.flow_layout_set_line_breaking(handle, mode);
  const times = { api: [], apiRead: [], raw: [], rawRead: [] };
  const raw = (width, read) => {
    if (c.flow_layout_set_items(handle, pointer, count) !== 0 || c.flow_layout_arrange(handle, width, NaN) !== 0) {
      throw new Error("raw wasm call failed");
    }
    if (read) {
      const at = c.flow_layout_frames(handle, countOut);
      sink += readAll(new Float32Array(c.memory.buffer, at, 4 * new Uint32Array(c.memory.buffer, countOut, 1)[0]));
    }
  };
  const api = (width, read) => {
    const r = layout.arrange(sizes, width);
    if (read) sink += readAll(r.frames);
  };
  // Bounds alternate between samples so no arrange is a cached repeat of the one before.
  for (let s = 0; s < samples; s++) {
    const width = s % 2 ? 1000 : 999;
    for (const [list, body, read] of [[times.raw, raw, false], [times.api, api, false], [times.rawRead, raw, true], [times.apiRead, api, true]]) {
      const start = performance.now();
      body(width, read);
      list.push(performance.now() - start);
    }
  }
  const frames = layout.arrange(sizes, 1000).frames;
  const row = (path, list, extra = {}) => console.log(JSON.stringify({ variant, path, count, median_ms: median(list),
    min_ms: Math.min(...list), ...extra }));
  row("flowlayout.mjs arrange()", times.api, { checksum: checksum(frames) });
  row("flowlayout.mjs arrange() + read frames", times.apiRead);
  row("wasm exports set_items+arrange", times.raw);
  row("wasm exports + read frames", times.rawRead);
  layout.destroy();
  c.flow_layout_destroy(handle);
}
if (Number.isNaN(sink)) console.error("unreachable");
