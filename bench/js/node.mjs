// The Node side of scripts/bench-js: the same items as bench/js/native.c, laid out through
// flowlayout.mjs (the whole JS call: copying sizes in, arranging, copying frames and lines out)
// and through the raw wasm exports (set_items + arrange only, as native.c times).
// Prints one JSON line per variant and path.    node bench/js/node.mjs COUNT SAMPLES
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

const median = (times) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
const sizes = makeSizes(count);
for (const variant of ["greedy", "balance"]) {
  const layout = await createFlowLayout();
  layout.set({ lineBreaking: variant });
  const api = [];
  for (let s = 0; s < samples; s++) {
    const start = performance.now();
    layout.arrange(sizes, s % 2 ? 1000 : 999);
    api.push(performance.now() - start);
  }
  const result = layout.arrange(sizes, 1000);
  console.log(JSON.stringify({ variant, path: "flowlayout.mjs arrange()", count, median_ms: median(api),
    min_ms: Math.min(...api), checksum: checksum(result.frames) }));
  layout.destroy();
}

// The raw exports, on an instance of their own.
const { readFile } = await import("node:fs/promises");
const { instance } = await WebAssembly.instantiate(
  await readFile(new URL("../../bindings/js/flowlayout.wasm", import.meta.url)),
  { flowlayout: { measure() {}, overflow() {} } });
const c = instance.exports;
const pointer = c.malloc(sizes.byteLength);
new Float32Array(c.memory.buffer, pointer, sizes.length).set(sizes);
for (const [mode, variant] of [[0, "greedy"], [1, "balance"]]) {
  const handle = c.flow_layout_create();
  c.flow_layout_set_line_breaking(handle, mode);
  const raw = [];
  for (let s = 0; s < samples; s++) {
    const start = performance.now();
    if (c.flow_layout_set_items(handle, pointer, count) !== 0 || c.flow_layout_arrange(handle, s % 2 ? 1000 : 999, NaN) !== 0) {
      throw new Error("raw wasm call failed");
    }
    raw.push(performance.now() - start);
  }
  console.log(JSON.stringify({ variant, path: "wasm exports set_items+arrange", count, median_ms: median(raw),
    min_ms: Math.min(...raw) }));
  c.flow_layout_destroy(handle);
}
