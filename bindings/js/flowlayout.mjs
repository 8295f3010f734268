// flowlayout for JavaScript: the flowlayout engine compiled to WebAssembly (flowlayout.wasm, beside
// this file), behind a small idiomatic API. Dependency-free; Node >= 18 and browsers.
//
//   import { createFlowLayout } from "flowlayout";        // or "./flowlayout.mjs"
//   const layout = await createFlowLayout();
//   layout.set({ justify: "space-between", itemSpacing: 8 });
//   const r = layout.arrange([[40, 20], [40, 20], [40, 20]], 100);   // height omitted: unspecified
//   r.frames;  // Float32Array [x, y, w, h, x, y, w, h, ...], read in place until the layout changes
//   layout.destroy();
//
// Every call goes through the C ABI the wasm module exports (the functions of flowlayout.h), so
// the layout rules and the library's validation messages are the native library's; option names
// and values, and bounds (finite here: undefined or null for unspecified), are checked by this
// module first. A call that throws (a FlowLayoutError naming the argument) leaves the layout as it
// was. The module's parts, one job each, are in lib/:
//   errors.mjs   FlowLayoutError            options.mjs  option names and values
//   convert.mjs  arguments to C values      runtime.mjs  loading the wasm, calls, callbacks
//   layout.mjs   FlowLayout                  inputs.mjs   per-item inputs
//   result.mjs   FlowResult (views)          queries.mjs  hit-testing, navigation, drag
//   batch.mjs    arrangeBatch, firstFitting
import { runtimeFor } from "./lib/runtime.mjs";
import { FlowLayout } from "./lib/layout.mjs";

export { FlowLayout } from "./lib/layout.mjs";
export { FlowResult } from "./lib/result.mjs";
export { FlowLayoutError } from "./lib/errors.mjs";
export { ItemFlags } from "./lib/options.mjs";

/** Where the module finds flowlayout.wasm by default: beside this file. */
const wasmBeside = () => new URL("flowlayout.wasm", import.meta.url);

/**
 * Creates a layout. Loads and instantiates flowlayout.wasm on first use (from beside this file,
 * or from `options.wasm`: a URL, the module's bytes, or a compiled WebAssembly.Module).
 */
export async function createFlowLayout(options = {}) {
  const runtime = await runtimeFor(options.wasm ?? wasmBeside());
  return new FlowLayout(runtime);
}

/**
 * The index of the first of `candidates` that fits in (width, height) showing every item, after
 * arranging it there (its result() reads it); the last one when none fits.
 */
export function firstFitting(candidates, width, height) {
  return FlowLayout.firstFitting(candidates, width, height);
}

/** The library's version: major * 10000 + minor * 100 + patch. */
export async function flowLayoutVersion(options = {}) {
  const runtime = await runtimeFor(options.wasm ?? wasmBeside());
  return runtime.call("flow_layout_version") >>> 0;
}
