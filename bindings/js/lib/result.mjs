// The results of an arrange, read in place: frames and separators are Float32Array views over
// the library's own arrays in wasm memory (no copy), valid until the layout changes, as in C.
import { FlowLayoutError, badArgument } from "./errors.mjs";
import { STATUS } from "./runtime.mjs";

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const LINE_WORDS = 5;  // flow_line: first_item, item_count (uint32), main_size, cross_offset, cross_size (float)
const LANE_WORDS = 4;  // flow_lane: offset, length, extent (float), item_count (uint32)

/** Reads a flow_line at `at` (in 4-byte words) from the views of a lines array. */
function lineAt(words, reals, view, i) {
  if (words) {
    const at = i * LINE_WORDS;
    return { firstItem: words[at], itemCount: words[at + 1], mainSize: reals[at + 2],
      crossOffset: reals[at + 3], crossSize: reals[at + 4] };
  }
  const at = i * LINE_WORDS * 4;  // a big-endian host: wasm memory is little-endian
  return { firstItem: view.getUint32(at, true), itemCount: view.getUint32(at + 4, true),
    mainSize: view.getFloat32(at + 8, true), crossOffset: view.getFloat32(at + 12, true),
    crossSize: view.getFloat32(at + 16, true) };
}

/**
 * The results of the last arrange of a layout. `width`, `height`, `contentSize`, `visibleCount`
 * and `overflowFrame` are plain values. `frames`, `separators`, `lines`, `frame(i)` and `line(i)`
 * read the library's arrays in place: they are valid until the next call that changes the layout
 * (an option, items, another arrange, destroy; a call that fails changes nothing), and then throw
 * instead of answering for a newer layout. A Float32Array taken from `frames` or `separators` shows the
 * library's array as long as that holds and must not be kept longer: `copy()` makes a snapshot.
 */
export class FlowResult {
  #rt; #owner; #generation;
  #framesPointer; #frameCount; #linesPointer; #lineCount; #separatorsPointer; #separatorCount;
  #lanesPointer; #laneCount;
  #frames = null; #separators = null; #lines = null; #lanes = null;

  /** Reads the handle's results. `owner.generation` counts the layout's changes. */
  constructor(rt, handle, owner) {
    this.#rt = rt;
    this.#owner = owner;
    this.#generation = owner.generation;
    const out = rt.out;
    const status = rt.call("flow_layout_get_size", handle, out);
    if (status !== STATUS.OK) {
      throw new FlowLayoutError("flowlayout: the layout has not been arranged", { status });
    }
    const sizes = rt.f32(out, 2);
    /** The container's size: the bounds, unspecified ones replaced by the content's size. */
    this.width = sizes[0];
    this.height = sizes[1];
    rt.call("flow_layout_get_content_size", handle, out);
    const content = rt.f32(out, 2);
    /** The extent of the visible lines: the longest line along main; lines and gaps along cross. */
    this.contentSize = { width: content[0], height: content[1] };
    /** The leading items not cut off by maxLines (HIDDEN items among them included). */
    this.visibleCount = rt.call("flow_layout_visible_count", handle) >>> 0;
    rt.call("flow_layout_overflow_frame", handle, out);
    const o = rt.f32(out, 4);
    /** The overflow indicator's frame ({0, 0, 0, 0} when it was not shown). */
    this.overflowFrame = { x: o[0], y: o[1], width: o[2], height: o[3] };
    this.#framesPointer = rt.call("flow_layout_frames", handle, out);
    this.#frameCount = rt.u32(out, 1)[0];
    this.#linesPointer = rt.call("flow_layout_lines", handle, out);
    this.#lineCount = rt.u32(out, 1)[0];
    this.#separatorsPointer = rt.c.flow_layout_separators ? rt.call("flow_layout_separators", handle, out) : 0;
    this.#separatorCount = this.#separatorsPointer ? rt.u32(out, 1)[0] : 0;
    this.#lanesPointer = rt.c.flow_layout_lanes ? rt.call("flow_layout_lanes", handle, out) : 0;
    this.#laneCount = this.#lanesPointer ? rt.u32(out, 1)[0] : 0;
  }

  /** Throws once the layout has changed since this result was read. */
  #valid() {
    if (this.#owner.generation !== this.#generation) {
      throw new FlowLayoutError("flowlayout: this result was read before the layout changed (another arrange, an option, " +
        "items or destroy): read it before, or keep result.copy()", { status: STATUS.NOT_ARRANGED });
    }
  }

  /** A view of `count` rects at `pointer`, made again when wasm memory has grown (which detaches views). */
  #rects(view, pointer, count) {
    this.#valid();
    if (view && view.buffer === this.#rt.c.memory.buffer) return view;
    return this.#rt.f32(pointer, count * 4);
  }

  /** x, y, width, height per item, in item order; hidden items are 0, 0, 0, 0. A view: see the class. */
  get frames() { return (this.#frames = this.#rects(this.#frames, this.#framesPointer, this.#frameCount)); }

  /** x, y, width, height per separator (option `separator`), in item order. A view: see the class. */
  get separators() {
    return (this.#separators = this.#rects(this.#separators, this.#separatorsPointer, this.#separatorCount));
  }

  /** The number of items (frames). */
  get itemCount() { return this.#frameCount; }

  /** The number of visible lines. */
  get lineCount() { return this.#lineCount; }

  /** Item i's frame as { x, y, width, height }. */
  frame(i) {
    if (!(Number.isInteger(i) && i >= 0 && i < this.#frameCount)) badArgument("index", `an integer from 0 to ${this.#frameCount - 1}`, i);
    const f = this.frames;
    return { x: f[4 * i], y: f[4 * i + 1], width: f[4 * i + 2], height: f[4 * i + 3] };
  }

  /** Line i as { firstItem, itemCount, mainSize, crossOffset, crossSize }. */
  line(i) {
    if (!(Number.isInteger(i) && i >= 0 && i < this.#lineCount)) badArgument("index", `an integer from 0 to ${this.#lineCount - 1}`, i);
    if (this.#lines) return this.#lines[i];
    this.#valid();
    return this.#lineViews((words, reals, view) => lineAt(words, reals, view, i));
  }

  /** The visible lines, in order along the cross axis (made on first use; an array of their own). */
  get lines() {
    if (this.#lines) return this.#lines;
    this.#valid();
    this.#lines = this.#lineViews((words, reals, view) => Array.from({ length: this.#lineCount }, (_, i) => lineAt(words, reals, view, i)));
    return this.#lines;
  }

  #lineViews(body) {
    const memory = this.#rt.c.memory.buffer, n = this.#lineCount * LINE_WORDS;
    if (LITTLE_ENDIAN) {
      return body(new Uint32Array(memory, this.#linesPointer, n), new Float32Array(memory, this.#linesPointer, n), null);
    }
    return body(null, null, new DataView(memory, this.#linesPointer, n * 4));
  }

  /** The number of lanes (0 when lanes are off). */
  get laneCount() { return this.#laneCount; }

  /**
   * The lanes (option `lanes`), lane 0 first: { offset, length, extent, itemCount } each (an array
   * of its own, made on first use); empty when lanes are off.
   */
  get lanes() {
    if (this.#lanes) return this.#lanes;
    this.#valid();
    const memory = this.#rt.c.memory.buffer, n = this.#laneCount * LANE_WORDS;
    const view = new DataView(memory, this.#lanesPointer, n * 4);  // wasm memory is little-endian
    this.#lanes = Array.from({ length: this.#laneCount }, (_, i) => ({
      offset: view.getFloat32(16 * i, true), length: view.getFloat32(16 * i + 4, true),
      extent: view.getFloat32(16 * i + 8, true), itemCount: view.getUint32(16 * i + 12, true) }));
    return this.#lanes;
  }

  /** A snapshot that later calls do not change: plain values and copied arrays. */
  copy() {
    return { width: this.width, height: this.height, contentSize: { ...this.contentSize }, visibleCount: this.visibleCount,
      overflowFrame: { ...this.overflowFrame }, frames: this.frames.slice(), lines: this.lines.map((l) => ({ ...l })),
      separators: this.separators.slice(), lanes: this.lanes.map((l) => ({ ...l })) };
  }

  /** JSON.stringify gives the snapshot (frames and separators as plain arrays). */
  toJSON() {
    const s = this.copy();
    return { ...s, frames: Array.from(s.frames), separators: Array.from(s.separators) };
  }
}
