// The layout: options, items (sizes or a measure callback), per-item inputs, arrange and the
// calls that read its results. Each method checks its arguments, then calls the C ABI.
import { FlowLayoutError, badArgument } from "./errors.mjs";
import { ALIGN_SELF, ENUMS, OPTIONS, optionArgument } from "./options.mjs";
import { bound, callback, column, flattenSizes, groups, index, length } from "./convert.mjs";
import { Runtime, STATUS } from "./runtime.mjs";
import { FlowResult } from "./result.mjs";
import { PerItemInputs } from "./inputs.mjs";
import * as queries from "./queries.mjs";
import * as batch from "./batch.mjs";

const quads = (values, name) => groups(values, 4, name, "[top, right, bottom, left]");
const pairs = (values, name) => groups(values, 2, name, "[width, height]");

/** A flow layout: options, items, per-item inputs, arrange and queries. Call destroy() when done. */
export class FlowLayout {
  #runtime;
  #handle;
  #options = Object.fromEntries(Object.entries(OPTIONS).map(([name, o]) => [name, o.initial]));
  #itemCount = 0;
  #countChanged = false;  // the handle's item count changed since the per-item inputs were sent
  #inputs;
  // Counts the calls that changed the handle (results read before go stale). A call that fails
  // changes nothing, so it does not count; per-item inputs reach the handle at the next arrange.
  #state = { generation: 0 };
  #measureId = 0;
  #overflowId = 0;

  constructor(runtime) {
    if (!(runtime instanceof Runtime)) throw new FlowLayoutError("flowlayout: use `await createFlowLayout()` to make a layout");
    this.#runtime = runtime;
    this.#inputs = new PerItemInputs(runtime);
    this.#handle = runtime.call("flow_layout_create");
    if (!this.#handle) throw new FlowLayoutError("flowlayout: out of memory", { status: STATUS.OUT_OF_MEMORY });
  }

  #live() {
    if (!this.#handle) throw new FlowLayoutError("flowlayout: this layout was destroyed");
    return this.#handle;
  }

  /** The handle was changed: results read before go stale. */
  #changed() { this.#state.generation++; }

  /** The options in force (a copy). */
  get options() { return { ...this.#options }; }

  /**
   * Sets options by name (camelCase), values as the Python package's ("space-between",
   * "wrap-reverse", ...). Unknown names or values throw and change nothing. `laneSpans` is the
   * per-item input of setItemLaneSpan, given with the options (it is not kept in `options`).
   */
  set(options) {
    this.#live();
    const rt = this.#runtime;
    if (options === null || typeof options !== "object" || Array.isArray(options)) badArgument("options", "an object of options", options);
    const entries = Object.entries(options).filter(([name, value]) => value !== undefined && name !== "laneSpans");
    const spans = Object.hasOwn(options, "laneSpans") ? column(options.laneSpans, Uint32Array, "laneSpans") : undefined;
    for (const [name, value] of entries) {
      if (!Object.hasOwn(OPTIONS, name)) {
        throw new FlowLayoutError(`flowlayout: unknown option "${name}" (options: ${Object.keys(OPTIONS).join(", ")})`, { argument: name });
      }
      optionArgument(name, value);  // every value checked before any is applied
      if (OPTIONS[name].setter) rt.need(OPTIONS[name].setter);
    }
    const handle = this.#live();
    const before = { ...this.#options };
    const apply = (values) => {
      for (const [name, value] of Object.entries(values)) {
        const option = OPTIONS[name];
        if (option.kind === "spacing" || option.pairedWith) continue;
        let argument = optionArgument(name, value);
        if (argument instanceof Float32Array) argument = rt.copyIn(argument);  // a struct, passed by address
        const args = Array.isArray(argument) ? argument : [argument];  // lanes: count and minimum length
        rt.check(handle, rt.call(option.setter, handle, ...args), name);
      }
      if ("lineFill" in values || "maxScale" in values) {  // one C call sets both
        const mode = "lineFill" in values ? values.lineFill : before.lineFill;
        const scale = "maxScale" in values ? values.maxScale : before.maxScale;
        rt.check(handle, rt.call("flow_layout_set_line_fill", handle,
          optionArgument("lineFill", mode), optionArgument("maxScale", scale)), "maxScale" in values ? "maxScale" : "lineFill");
      }
      if ("itemSpacing" in values || "lineSpacing" in values) {
        const item = "itemSpacing" in values ? values.itemSpacing : before.itemSpacing;
        const line = "lineSpacing" in values ? values.lineSpacing : before.lineSpacing;
        rt.check(handle, rt.call("flow_layout_set_spacing", handle,
          optionArgument("itemSpacing", item), optionArgument("lineSpacing", line)), "itemSpacing" in values ? "itemSpacing" : "lineSpacing");
      }
    };
    const changes = Object.fromEntries(entries);
    try {
      apply(changes);
      if (spans !== undefined) this.setItemLaneSpan(spans);  // a per-item input: see setItemLaneSpan
    } catch (error) {
      // The library refused a value (a negative spacing, say): put back what was set before it.
      const restore = Object.fromEntries(Object.keys(changes).map((name) => [name, before[name]]));
      try { apply(restore); } catch { /* the previous values were accepted once; cannot fail */ }
      throw error;
    }
    Object.assign(this.#options, changes);
    this.#changed();
    return this;
  }

  // -------------------------------------------------------------------------------------------
  // Items

  /** Sets the items' sizes (Float32Array [w0, h0, ...] or [[w, h], ...]) without arranging. */
  setItems(sizes) {
    const flat = flattenSizes(sizes);
    const handle = this.#live();
    const rt = this.#runtime;
    const pointer = rt.copyIn(flat);
    rt.check(handle, rt.call("flow_layout_set_items", handle, pointer, flat.length / 2), "sizes");
    this.#changed();
    this.#counted(flat.length / 2);
  }

  /**
   * Makes `count` items measured by `measure(index, width, height)`: width and height are the
   * proposal, undefined for unspecified (answer the ideal size); it answers [width, height],
   * [width, height, firstBaseline, lastBaseline] or { width, height, firstBaseline?, lastBaseline? }
   * (baselines NaN or omitted: none from the callback). Called during arrange and sizeThatFits.
   */
  setMeasure(count, measure) { this.#measured("flowjs_set_measure", count, measure, "measure"); }

  /**
   * Makes `count` items measured by `measure(first, count, width, height)`, which answers the
   * sizes of items first .. first + count - 1 for one proposal (width and height as setMeasure's):
   * a Float32Array (or array) of a width and a height per item, or an array of [width, height] or
   * { width, height }. The ideal sizes missing from the cache are asked in runs of consecutive
   * items (flow_measure_range_fn in flowlayout.h), one crossing from WebAssembly for many items, and
   * so are lanes' questions where every lane is as long and no item spans lanes; an item asked
   * again with the line's length, and a lane's question otherwise, is a run of one.
   */
  setMeasureRange(count, measure) { this.#measured("flowjs_set_measure_range", count, measure, "measureRange"); }

  /** Sets a measure callback of either kind: it replaces the sizes and any earlier callback. */
  #measured(setter, count, measure, kind) {
    index(count, "count");
    if (typeof measure !== "function") badArgument("measure", "a function", measure);
    const rt = this.#runtime;
    rt.need(setter);
    const handle = this.#live();
    const id = rt.register(kind, measure);
    try {
      rt.check(handle, rt.call(setter, handle, count, id), "count");
    } catch (error) {
      rt.unregister(id);
      throw error;
    }
    this.#changed();
    if (this.#measureId) rt.unregister(this.#measureId);
    this.#measureId = id;
    this.#counted(count);
  }

  #counted(count) {
    if (count !== this.#itemCount) this.#countChanged = true;
    this.#itemCount = count;
  }

  /** Sets item `i`'s size alone (items from sizes only); the next arrange redoes only what it affects. */
  setItemSize(i, width, height) {
    index(i);
    const w = length(width, "width"), h = length(height, "height");
    const rt = this.#runtime;
    rt.need("flow_layout_set_item_size");
    const handle = this.#live();
    const pointer = rt.copyIn(new Float32Array([w, h]));
    rt.check(handle, rt.call("flow_layout_set_item_size", handle, i, pointer), "index");
    this.#changed();
  }

  /** Forgets item `i`'s cached measurements (its content changed): the next arrange asks again. */
  invalidateItem(i) {
    index(i);
    const handle = this.#live();
    this.#runtime.check(handle, this.#runtime.call("flow_layout_invalidate_item", handle, i), "index");
    this.#changed();
  }

  /**
   * Sets the overflow indicator ("+N more", shown with maxLines): `indicator(hiddenCount)` answers
   * its size, [width, height] or { width, height }; null removes it. Its frame: result.overflowFrame.
   */
  setOverflowIndicator(indicator) {
    callback(indicator, "indicator");
    const rt = this.#runtime;
    rt.need("flowjs_set_overflow_indicator");
    const handle = this.#live();
    const id = indicator ? rt.register("overflow", indicator) : 0;
    try {
      rt.check(handle, rt.call("flowjs_set_overflow_indicator", handle, id), "indicator");
    } catch (error) {
      if (id) rt.unregister(id);
      throw error;
    }
    this.#changed();
    if (this.#overflowId) rt.unregister(this.#overflowId);
    this.#overflowId = id;
  }

  // -------------------------------------------------------------------------------------------
  // Per-item inputs: arrays (or typed arrays) of one value per item; null clears. They apply to
  // every arrange with as many items and are dropped by the first with another count, as in C.

  /** Grow weights per item (CSS flex-grow). */
  setItemGrow(grow) { this.#perItem("flow_layout_set_item_grow", [column(grow, Float32Array, "grow")], 1, "grow"); }

  /** ItemFlags bits per item (BREAK_BEFORE, BREAK_AFTER, HIDDEN, NO_STRETCH, or-ed). */
  setItemFlags(flags) { this.#perItem("flow_layout_set_item_flags", [column(flags, Uint32Array, "flags")], 1, "flags"); }

  /**
   * First and last baselines per item: offsets from the item's top edge (left edge in columns);
   * NaN = none (its bottom, right in columns, stands in). Either may be null, which clears that one only.
   */
  setItemBaselines(first, last) {
    const f = column(first, Float32Array, "first"), l = column(last, Float32Array, "last");
    if (f && l && f.length !== l.length) {
      throw new FlowLayoutError(`flowlayout: first and last baselines differ in length (${f.length} and ${l.length})`, { argument: "last" });
    }
    this.#perItem("flow_layout_set_item_baselines", [f, l], 1, f ? "first" : "last");
  }

  /** Guides per item: the alignment point replacing align-items' (offset from cross-start); NaN = default. */
  setItemGuides(guides) { this.#perItem("flow_layout_set_item_guides", [column(guides, Float32Array, "guides")], 1, "guides"); }

  /**
   * Spacing preferences per item, for automatic gaps (itemSpacing or lineSpacing null):
   * [leading, top, trailing, bottom] per item, or a flat Float32Array of 4 per item.
   */
  setItemSpacing(prefs) {
    this.#perItem("flow_layout_set_item_spacing", [groups(prefs, 4, "prefs", "[leading, top, trailing, bottom]")], 4, "prefs");
  }

  /** Margins per item, physical: [top, right, bottom, left] (NaN or null = auto), or flat 4 per item. */
  setItemMargins(margins) { this.#perItem("flow_layout_set_item_margins", [quads(margins, "margins")], 4, "margins"); }

  /** Minimum and maximum sizes per item, [width, height] (NaN or null = none), or flat 2 per item; either may be null. */
  setItemLimits(min, max) {
    const low = pairs(min, "min"), high = pairs(max, "max");
    if (low && high && low.length !== high.length) {
      throw new FlowLayoutError(`flowlayout: min and max differ in length (${low.length / 2} and ${high.length / 2} items)`, { argument: "max" });
    }
    this.#perItem("flow_layout_set_item_limits", [low, high], 2, low ? "min" : "max");
  }

  /** Shrink weights per item (CSS flex-shrink; default 0, no shrinking). */
  setItemShrink(shrink) { this.#perItem("flow_layout_set_item_shrink", [column(shrink, Float32Array, "shrink")], 1, "shrink"); }

  /** Cross alignment per item (CSS align-self): "auto" or an alignItems value. */
  setItemAlign(values) {
    if (values === null || values === undefined) return this.#perItem("flow_layout_set_item_align", [null], 1, "align");
    if (!Array.isArray(values)) badArgument("align", "an array of strings", values);
    const codes = new Int32Array(values.length);
    values.forEach((v, i) => {
      if (typeof v !== "string" || !Object.hasOwn(ALIGN_SELF, v)) {
        badArgument(`align[${i}]`, `one of ${Object.keys(ALIGN_SELF).map((k) => `"${k}"`).join(", ")}`, v);
      }
      codes[i] = ALIGN_SELF[v];
    });
    return this.#perItem("flow_layout_set_item_align", [codes], 1, "align");
  }

  /**
   * Lanes each item covers in lanes mode (CSS grid-column: span n): integers >= 1 (0 is refused,
   * naming the item; one above the lane count is clamped to it); null clears (every item one lane).
   */
  setItemLaneSpan(spans) {
    this.#perItem("flow_layout_set_item_lane_span", [column(spans, Uint32Array, "laneSpans")], 1, "laneSpans");
  }

  #perItem(setter, columns, perItem, argument) {
    this.#live();
    this.#inputs.set(setter, columns, perItem, argument);  // reaches the handle at the next arrange
  }

  // -------------------------------------------------------------------------------------------
  // Arranging and results

  /**
   * Lays out `sizes` (Float32Array [w0, h0, ...] or [[w, h], ...]; null = the items as set by
   * setItems, setMeasure, setMeasureRange or setItemSize) in bounds width x height (finite and
   * >= 0; undefined or null = unspecified). Returns the results, read in place (see FlowResult).
   */
  arrange(sizes, width, height) {
    const flat = sizes === null || sizes === undefined ? null : flattenSizes(sizes);
    const w = bound(width, "width"), h = bound(height, "height");
    this.#acrossGiven(w, h);
    const handle = this.#live();
    if (flat) this.setItems(flat);
    this.#prepare(handle);
    this.#runtime.check(handle, this.#runtime.call("flow_layout_arrange", handle, w, h));
    this.#changed();
    return new FlowResult(this.#runtime, handle, this.#state);
  }

  /** In lanes mode the bound across the lanes (the width for column lanes, the height for row
   * lanes) must be given: throws naming it when it is not, before anything changes. */
  #acrossGiven(w, h) {
    const [count, minimum] = optionArgument("lanes", this.#options.lanes);
    if (count === 0 && minimum === 0) return;
    const rows = ENUMS.axis[this.#options.axis] === 1;
    if (Number.isNaN(rows ? h : w)) badArgument(rows ? "height" : "width", "given in lanes mode (the lanes share it)", undefined);
  }

  /** Hands the per-item inputs to the handle (those of another item count are dropped). */
  #prepare(handle) {
    if (this.#inputs.send(handle, this.#itemCount, this.#countChanged)) this.#changed();
    this.#countChanged = false;
  }

  /** The results of the last arrange (or firstFitting that chose this layout); throws before any. */
  result() { return new FlowResult(this.#runtime, this.#live(), this.#state); }

  /** The size the layout wants within bounds (width, height), as { width, height }; results unchanged. */
  sizeThatFits(width, height) {
    const w = bound(width, "width"), h = bound(height, "height");
    this.#acrossGiven(w, h);
    const rt = this.#runtime, handle = this.#live();
    this.#prepare(handle);
    rt.check(handle, rt.call("flow_layout_size_that_fits", handle, w, h, rt.out));
    const s = rt.f32(rt.out, 2);
    return { width: s[0], height: s[1] };
  }

  /**
   * Arranges independent groups of items with this layout's options: `sizes` all items, `counts`
   * the items per group. Returns { frames, sizes } (copies: x y w h per item, each group in its own
   * coordinates; width height per group). This layout's items and results are not changed.
   */
  arrangeBatch(sizes, counts, width, height) {
    return batch.arrangeBatch(this.#runtime, this.#live(), sizes, counts, width, height);
  }

  /**
   * The index of the first of `candidates` (layouts of one module, items set) that fits in
   * (width, height) showing every item, after arranging it there (result() reads it); the last
   * when none fits.
   */
  static firstFitting(candidates, width, height) {
    if (!Array.isArray(candidates) || candidates.length === 0 || !candidates.every((c) => c instanceof FlowLayout)) {
      badArgument("candidates", "a non-empty array of layouts", candidates);
    }
    const rt = candidates[0].#runtime;
    if (!candidates.every((c) => c.#runtime === rt)) {
      throw new FlowLayoutError("flowlayout: candidates must all come from one flowlayout.wasm instance", { argument: "candidates" });
    }
    const w = bound(width, "width"), h = bound(height, "height");
    const handles = candidates.map((c) => c.#live());
    candidates.forEach((c, i) => c.#prepare(handles[i]));
    try {
      return batch.firstFitting(rt, handles, w, h);
    } finally {
      candidates.forEach((c) => c.#changed());  // arranged, even those before a failing one
    }
  }

  /** Hit-testing on the last arrange: the first item whose frame contains (x, y) (half-open), or -1. */
  itemAt(x, y) { return queries.itemAt(this.#runtime, this.#live(), x, y); }

  /** Index in `lines` of the line of the last arrange holding item `index`; -1 when it is hidden. */
  lineOfItem(i) { return queries.lineOfItem(this.#runtime, this.#live(), i); }

  /**
   * In lanes mode, the lanes item `i` covers in the last arrange: { lane, span } (its first lane,
   * the lowest index, and how many); null when it is hidden or lanes are off.
   */
  laneOfItem(i) { return queries.laneOfItem(this.#runtime, this.#live(), i); }

  /** The consecutive lines of the last arrange whose cross extent meets [from, to), as { first, count }. */
  linesInRange(from, to) { return queries.linesInRange(this.#runtime, this.#live(), from, to); }

  /** The visible item next to item `i` on screen ("left", "right", "up", "down") or in order ("next", "previous"), or -1. */
  neighbor(i, direction) { return queries.neighbor(this.#runtime, this.#live(), i, direction); }

  /** Where an item dropped at (x, y) goes: { index (0...n), caret: { x, y, width, height } }. */
  insertionPoint(x, y) { return queries.insertionPoint(this.#runtime, this.#live(), x, y); }

  /** Frees the layout. Further calls throw; destroying twice is a no-op. */
  destroy() {
    if (!this.#handle) return;
    this.#changed();
    this.#runtime.call("flow_layout_destroy", this.#handle);
    for (const id of [this.#measureId, this.#overflowId]) if (id) this.#runtime.unregister(id);
    this.#handle = 0;
  }
}

// The names the per-item setters had before they took the C header's (flow_layout_set_item_*):
// kept working as aliases of the same functions (deprecated in flowlayout.d.ts).
for (const [old, now] of [["setGrow", "setItemGrow"], ["setFlags", "setItemFlags"], ["setBaselines", "setItemBaselines"],
  ["setMargins", "setItemMargins"], ["setLimits", "setItemLimits"], ["setShrink", "setItemShrink"],
  ["setAlignSelf", "setItemAlign"]]) {
  Object.defineProperty(FlowLayout.prototype, old, { value: FlowLayout.prototype[now], writable: true, configurable: true });
}

