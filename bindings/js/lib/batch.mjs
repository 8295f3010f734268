// Many layouts in one call: arrangeBatch (independent groups of items with one layout's
// options) and firstFitting (the first of several layouts that fits).
import { FlowLayoutError, badArgument } from "./errors.mjs";
import { bound, flattenSizes } from "./convert.mjs";
import { STATUS } from "./runtime.mjs";

/** The group sizes: integers >= 0 whose sum is the number of items in `sizes`. */
function groupCounts(counts, total) {
  if (!(Array.isArray(counts) || (ArrayBuffer.isView(counts) && !(counts instanceof DataView)))) {
    badArgument("counts", "an array of item counts, one per group", counts);
  }
  let sum = 0;
  const words = new Uint32Array(counts.length);
  for (let g = 0; g < counts.length; g++) {
    const n = counts[g];
    if (!(Number.isInteger(n) && n >= 0 && n <= 0xffffffff)) badArgument(`counts[${g}]`, "an integer >= 0", n);
    words[g] = n;
    sum += n;
  }
  if (sum !== total) {
    throw new FlowLayoutError(`flowlayout: counts must add up to the ${total} items of sizes (they add up to ${sum})`, { argument: "counts" });
  }
  return words;
}

/**
 * Arranges independent groups of items with the handle's options (its own items, per-item inputs
 * and results are not used or changed). Returns { frames, sizes }: copies, frames x y w h per item
 * in each group's own coordinates, sizes width height per group.
 */
export function arrangeBatch(rt, handle, sizes, counts, width, height) {
  const flat = flattenSizes(sizes);
  const words = groupCounts(counts, flat.length / 2);
  const w = bound(width, "width"), h = bound(height, "height");
  const items = flat.length / 2, groups = words.length;
  // One block: sizes, counts, frames out, sizes out (all 4-byte aligned).
  const bytes = 4 * (flat.length + groups + 4 * items + 2 * groups);
  const base = rt.scratchBlock(bytes);
  const countsAt = base + 4 * flat.length, framesAt = countsAt + 4 * groups, sizesAt = framesAt + 16 * items;
  rt.f32(base, flat.length).set(flat);
  rt.u32(countsAt, groups).set(words);
  rt.check(handle, rt.call("flow_layout_arrange_batch", handle, base, countsAt, groups, w, h, framesAt, sizesAt), "sizes");
  return { frames: rt.f32(framesAt, 4 * items).slice(), sizes: rt.f32(sizesAt, 2 * groups).slice() };
}

/**
 * The index of the first candidate handle that fits in (width, height), after arranging it there
 * (the last one when none fits). `handles` are wasm addresses of one runtime; w and h the bounds
 * as C takes them (NaN = unspecified).
 */
export function firstFitting(rt, handles, w, h) {
  // Its own block, not the scratch one: measure callbacks run during the call and may use that.
  const list = rt.call("malloc", Math.max(4 * handles.length, 4));
  if (!list) throw new FlowLayoutError("flowlayout: out of memory", { status: STATUS.OUT_OF_MEMORY });
  try {
    const before = handles.map((c) => rt.string(rt.call("flow_layout_last_error", c)));
    rt.u32(list, handles.length).set(handles);
    const status = rt.call("flow_layout_first_fitting", list, handles.length, w, h, rt.out);
    if (status !== STATUS.OK) {
      // The message is recorded on the candidate it concerns: the first one that has one.
      const thrown = rt.callbackError;
      rt.callbackError = null;
      if (thrown) throw thrown;
      const after = handles.map((c) => rt.string(rt.call("flow_layout_last_error", c)));
      const message = after.find((m, i) => m !== before[i]) ?? "";
      throw new FlowLayoutError(message || rt.string(rt.call("flow_status_string", status)), { argument: "candidates", status });
    }
    return rt.u32(rt.out, 1)[0];
  } finally {
    rt.call("free", list);
  }
}
