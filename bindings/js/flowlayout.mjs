// flowlayout for JavaScript: the flowlayout engine compiled to WebAssembly (flowlayout.wasm, beside
// this file), behind a small idiomatic API. Dependency-free; Node >= 18 and browsers.
//
//   import { createFlowLayout } from "./flowlayout.mjs";
//   const layout = await createFlowLayout();
//   layout.set({ justify: "space-between", itemSpacing: 8 });
//   const r = layout.arrange([[40, 20], [40, 20], [40, 20]], 100);   // height omitted: unspecified
//   r.frames;  // Float32Array [x, y, w, h, x, y, w, h, ...]
//   layout.destroy();
//
// Every call goes through the C ABI the wasm module exports (the functions of flowlayout.h), so
// the layout rules and the library's validation messages are the native library's; option names
// and values, and bounds (finite here: undefined or null for unspecified), are checked by this
// module first. Options are validated before anything changes; a call that throws leaves the
// layout as it was.

// ---------------------------------------------------------------------------------------------
// Option values: the C ABI's enum values, by the kebab-case names the Python package uses.

const ENUMS = {
  axis: { horizontal: 0, vertical: 1, row: 0, column: 1 },
  wrap: { none: 0, nowrap: 0, wrap: 1, "wrap-reverse": 2 },
  direction: { ltr: 0, rtl: 1, "left-to-right": 0, "right-to-left": 1 },
  justify: { start: 0, center: 1, end: 2, "space-between": 3, "space-around": 4, "space-evenly": 5 },
  alignItems: { start: 0, center: 1, end: 2, "first-baseline": 3, "last-baseline": 4, stretch: 5, baseline: 3 },
  alignContent: { start: 0, center: 1, end: 2, "space-between": 3, "space-around": 4, "space-evenly": 5, stretch: 6 },
  lineBreaking: { greedy: 0, balance: 1, pretty: 2 },
  justifyLast: { auto: -1, start: 0, center: 1, end: 2, "space-between": 3, "space-around": 4, "space-evenly": 5 },
  lineFill: { none: 0, scale: 1 },
};

/** Item flags for `setItemFlags` (the C ABI's FLOW_ITEM_* bits). */
export const ItemFlags = Object.freeze({ BREAK_BEFORE: 1, BREAK_AFTER: 2, HIDDEN: 4, NO_STRETCH: 8 });

/** Per-item alignments (setItemAlign, CSS align-self): the align-items values, and "auto" for the layout's own. */
const ALIGN_SELF = { auto: -1, ...ENUMS.alignItems };

// Every option: its default (the library's), how a JS value becomes what the setter takes, and
// the setter that applies it. Spacing is one C call for two options, so it is handled apart.
const OPTIONS = {
  axis: { initial: "horizontal", setter: "flow_layout_set_axis", kind: "enum" },
  wrap: { initial: "wrap", setter: "flow_layout_set_wrap", kind: "enum" },
  direction: { initial: "ltr", setter: "flow_layout_set_direction", kind: "enum" },
  justify: { initial: "start", setter: "flow_layout_set_justify", kind: "enum" },
  alignItems: { initial: "start", setter: "flow_layout_set_align_items", kind: "enum" },
  alignContent: { initial: "start", setter: "flow_layout_set_align_content", kind: "enum" },
  lineBreaking: { initial: "greedy", setter: "flow_layout_set_line_breaking", kind: "enum" },
  maxLines: { initial: 0, setter: "flow_layout_set_max_lines", kind: "count" },
  maxItemsPerLine: { initial: 0, setter: "flow_layout_set_max_items_per_line", kind: "count" },
  minLines: { initial: 0, setter: "flow_layout_set_min_lines", kind: "count" },
  uniformSize: { initial: false, setter: "flow_layout_set_uniform_size", kind: "boolean" },
  pixelScale: { initial: 0, setter: "flow_layout_set_pixel_scale", kind: "number" },
  reverse: { initial: false, setter: "flow_layout_set_reverse", kind: "boolean" },
  padding: { initial: [0, 0, 0, 0], setter: "flow_layout_set_padding", kind: "edges" },
  justifyLast: { initial: "auto", setter: "flow_layout_set_justify_last", kind: "enum" },
  lineFill: { initial: "none", setter: "flow_layout_set_line_fill", kind: "enum", pairedWith: "maxScale" },
  maxScale: { initial: 0, setter: "flow_layout_set_line_fill", kind: "number", pairedWith: "lineFill" },
  separator: { initial: [0, 0], setter: "flow_layout_set_separator", kind: "size" },
  itemSpacing: { initial: 8, kind: "spacing" },
  lineSpacing: { initial: 8, kind: "spacing" },
};

/** Converts one option value to the C argument, or throws saying what was expected. */
function optionArgument(name, value) {
  const option = OPTIONS[name];
  switch (option.kind) {
    case "enum": {
      const table = ENUMS[name];
      if (typeof value === "string" && Object.hasOwn(table, value)) return table[value];
      throw new Error(`flowlayout: ${name} must be one of ${Object.keys(table).map((k) => `"${k}"`).join(", ")}` +
        ` (got ${describe(value)})`);
    }
    case "count":
      if (Number.isInteger(value) && value >= 0 && value <= 0xffffffff) return value;
      throw new Error(`flowlayout: ${name} must be an integer from 0 to 4294967295, 0 = no limit (got ${describe(value)})`);
    case "boolean":
      if (typeof value === "boolean") return value ? 1 : 0;
      throw new Error(`flowlayout: ${name} must be true or false (got ${describe(value)})`);
    case "number":
      if (typeof value === "number") return value;  // the library checks the range
      throw new Error(`flowlayout: ${name} must be a number (got ${describe(value)})`);
    case "edges": {
      // A number for every edge, [top, right, bottom, left], or { top, right, bottom, left }.
      const edges = typeof value === "number" ? [value, value, value, value]
        : Array.isArray(value) && value.length === 4 ? value
        : value && typeof value === "object" && !Array.isArray(value)
          ? [value.top ?? 0, value.right ?? 0, value.bottom ?? 0, value.left ?? 0] : null;
      if (edges && edges.every((v) => typeof v === "number")) return new Float32Array(edges);
      throw new Error(`flowlayout: ${name} must be a number, [top, right, bottom, left] or { top, right, bottom, left } (got ${describe(value)})`);
    }
    case "size":
      // [width, height] or { width, height }: a struct, passed by address.
      if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === "number")) return new Float32Array(value);
      if (value && typeof value === "object" && typeof value.width === "number" && typeof value.height === "number") {
        return new Float32Array([value.width, value.height]);
      }
      throw new Error(`flowlayout: ${name} must be [width, height] or { width, height } (got ${describe(value)})`);
    case "spacing":
      if (value === null) return NaN;  // automatic: from the items' spacing preferences
      if (typeof value === "number") return value;
      throw new Error(`flowlayout: ${name} must be a number, or null for automatic (got ${describe(value)})`);
  }
  throw new Error(`flowlayout: internal error: option kind ${option.kind}`);
}

function describe(value) {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "bigint") return `${value}n`;
  if (value === null || typeof value !== "object") return String(value);
  return Array.isArray(value) ? "an array" : "an object";
}

// ---------------------------------------------------------------------------------------------
// The WebAssembly module: compiled once per source, one instance shared by the layouts created
// from it (handles share no state, so one memory serves them all).

const SIZE_OF = { size: 8, rect: 16, line: 20 };
const STATUS_OK = 0;
const SIZE_MAX = 0xffffffff;  // size_t is 32 bits in wasm32
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const instances = new Map();  // wasm source (URL string or bytes object) -> Promise<Runtime>

/** Where the module finds flowlayout.wasm by default: beside this file. */
const wasmBeside = () => new URL("flowlayout.wasm", import.meta.url);

async function loadBytes(source) {
  if (source instanceof WebAssembly.Module || ArrayBuffer.isView(source) || source instanceof ArrayBuffer) {
    return source;
  }
  const url = source instanceof URL ? source : new URL(String(source), globalThis.location?.href);
  if (url.protocol === "file:" && typeof process !== "undefined" && process.versions?.node) {
    const { readFile } = await import("node:fs/promises");  // Node's fetch does not read files
    return readFile(url);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`flowlayout: cannot load ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

async function instantiate(source) {
  const bytes = await loadBytes(source);
  const module = bytes instanceof WebAssembly.Module ? bytes : await WebAssembly.compile(bytes);
  const instance = await WebAssembly.instantiate(module, {});
  return new Runtime(instance.exports);
}

/** One instance of flowlayout.wasm and the helpers every layout of it uses. */
class Runtime {
  constructor(exports) {
    this.c = exports;
    this.broken = null;
    this.scratch = { pointer: 0, bytes: 0 };
    this.checker = null;        // a handle that checks per-item arrays (see checkPerItem)
    this.checkerCount = -1;
  }

  /** Calls an export. A WebAssembly trap (a bug: the library reports bad input and running out
   * of memory as statuses) marks the instance unusable, since its memory may be half-updated. */
  call(name, ...args) {
    if (this.broken) throw new Error(`flowlayout: this WebAssembly instance stopped after an earlier failure (${this.broken})`);
    try {
      return this.c[name](...args);
    } catch (error) {
      this.broken = String(error?.message ?? error);
      instances.forEach((promise, key) => promise.then((r) => { if (r === this) instances.delete(key); }));
      throw new Error(`flowlayout: ${name} failed inside WebAssembly: ${this.broken}`);
    }
  }

  /** A block of wasm memory for arguments, reused between calls; grows as needed. */
  scratchBlock(bytes) {
    if (bytes > this.scratch.bytes) {
      if (this.scratch.pointer) this.call("free", this.scratch.pointer);
      this.scratch = { pointer: 0, bytes: 0 };
      const pointer = this.call("malloc", Math.max(bytes, 64));
      if (!pointer) throw new Error("flowlayout: out of memory (WebAssembly memory cannot grow further)");
      this.scratch = { pointer, bytes: Math.max(bytes, 64) };
    }
    return this.scratch.pointer;
  }

  f32(pointer, count) { return new Float32Array(this.c.memory.buffer, pointer, count); }
  u32(pointer, count) { return new Uint32Array(this.c.memory.buffer, pointer, count); }

  string(pointer) {
    if (!pointer) return "";
    const bytes = new Uint8Array(this.c.memory.buffer);
    let end = pointer;
    while (bytes[end] !== 0) end++;
    return new TextDecoder().decode(bytes.subarray(pointer, end));
  }

  /** Throws the handle's last error unless `status` is FLOW_OK. */
  check(handle, status) {
    if (status === STATUS_OK) return;
    const message = this.string(this.call("flow_layout_last_error", handle));
    const error = new Error(message || this.string(this.call("flow_status_string", status)));
    error.status = status;
    throw error;
  }

  /**
   * Checks a per-item array with the library's own rules and messages, before any layout keeps
   * it: a handle holding `count` empty items takes it, or fails saying why.
   */
  checkPerItem(setter, pointers, count) {
    if (!this.checker) this.checker = this.call("flow_layout_create");
    if (!this.checker) throw new Error("flowlayout: out of memory");
    if (this.checkerCount !== count) {
      const sizes = this.call("malloc", Math.max(count * SIZE_OF.size, 8));
      if (!sizes) throw new Error("flowlayout: out of memory (WebAssembly memory cannot grow further)");
      try {
        this.f32(sizes, count * 2).fill(0);
        this.check(this.checker, this.call("flow_layout_set_items", this.checker, sizes, count));
      } finally {
        this.call("free", sizes);
      }
      this.checkerCount = count;
    }
    this.check(this.checker, this.call(setter, this.checker, ...pointers, count));
  }
}

/** The runtime for a wasm source, instantiated on first use. */
function runtimeFor(source) {
  const key = source instanceof URL ? source.href : source;
  let promise = instances.get(key);
  if (!promise) {
    promise = instantiate(source);
    instances.set(key, promise);
    promise.catch(() => instances.delete(key));
  }
  return promise;
}

// ---------------------------------------------------------------------------------------------
// Input conversion

/** Sizes as a Float32Array [w0, h0, w1, h1, ...], from that or from [[w, h], ...]. */
function flattenSizes(sizes) {
  if (sizes instanceof Float32Array) {
    if (sizes.length % 2 !== 0) throw new Error("flowlayout: sizes must hold a width and a height per item (odd length)");
    return sizes;
  }
  if (ArrayBuffer.isView(sizes) && !(sizes instanceof DataView) && typeof sizes[0] !== "bigint") {
    if (sizes.length % 2 !== 0) throw new Error("flowlayout: sizes must hold a width and a height per item (odd length)");
    return Float32Array.from(sizes);
  }
  if (!Array.isArray(sizes)) {
    throw new Error(`flowlayout: sizes must be a Float32Array [w0, h0, w1, h1, ...] or an array of [width, height] (got ${describe(sizes)})`);
  }
  const flat = new Float32Array(sizes.length * 2);
  for (let i = 0; i < sizes.length; i++) {
    const size = sizes[i];
    if (!size || typeof size[0] !== "number" || typeof size[1] !== "number") {
      throw new Error(`flowlayout: sizes[${i}] must be [width, height] with two numbers (got ${describe(size)})`);
    }
    flat[2 * i] = size[0];
    flat[2 * i + 1] = size[1];
  }
  return flat;
}

/** A per-item column as a typed array (Float32Array or Uint32Array), or null to clear. */
function column(values, Type, name) {
  if (values === null || values === undefined) return null;
  if (values instanceof Type) return values;
  if (Array.isArray(values) || (ArrayBuffer.isView(values) && !(values instanceof DataView))) {
    for (let i = 0; i < values.length; i++) {
      if (typeof values[i] !== "number") {
        throw new Error(`flowlayout: ${name}[${i}] must be a number (got ${describe(values[i])})`);
      }
      if (Type === Uint32Array && !(Number.isInteger(values[i]) && values[i] >= 0 && values[i] <= 0xffffffff)) {
        throw new Error(`flowlayout: ${name}[${i}] must be an unsigned 32-bit integer (got ${describe(values[i])})`);
      }
    }
    return Type.from(values);
  }
  throw new Error(`flowlayout: ${name} must be an array or a ${Type.name}, or null to clear (got ${describe(values)})`);
}

/** A coordinate: any number (the library refuses NaN). */
function number(value, name) {
  if (typeof value === "number") return value;
  throw new Error(`flowlayout: ${name} must be a number (got ${describe(value)})`);
}

/** Per-item values `arity` at a time, from a flat typed array or an array of arrays; null stays null. */
function groups(values, arity, name, shape) {
  if (values === null || values === undefined) return null;
  if (ArrayBuffer.isView(values) && !(values instanceof DataView)) {
    if (values.length % arity !== 0) throw new Error(`flowlayout: ${name} must hold ${arity} values per item (got ${values.length})`);
    return Float32Array.from(values);
  }
  if (!Array.isArray(values)) throw new Error(`flowlayout: ${name} must be a Float32Array or an array of ${shape} (got ${describe(values)})`);
  const flat = new Float32Array(values.length * arity);
  values.forEach((entry, i) => {
    if (!Array.isArray(entry) || entry.length !== arity || entry.some((v) => v !== null && typeof v !== "number")) {
      throw new Error(`flowlayout: ${name}[${i}] must be ${shape} (got ${describe(entry)})`);
    }
    entry.forEach((v, j) => { flat[i * arity + j] = v === null ? NaN : v; });
  });
  return flat;
}
const quads = (values, name) => groups(values, 4, name, "[top, right, bottom, left]");
const pairs = (values, name) => groups(values, 2, name, "[width, height]");

/**
 * A bound: undefined and null are unspecified; anything else must be a finite number >= 0 (a NaN
 * or infinite bound is a mistake here, not a way of saying "unspecified").
 */
function bound(value, name) {
  if (value === undefined || value === null) return NaN;
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return value;
  throw new Error(`flowlayout: ${name} must be a finite number >= 0, or undefined for unspecified (got ${describe(value)})`);
}

// ---------------------------------------------------------------------------------------------
// The layout

/**
 * Creates a layout. Loads and instantiates flowlayout.wasm on first use (from beside this file,
 * or from `options.wasm`: a URL, the module's bytes, or a compiled WebAssembly.Module).
 */
export async function createFlowLayout(options = {}) {
  const runtime = await runtimeFor(options.wasm ?? wasmBeside());
  return new FlowLayout(runtime);
}

/** A flow layout: options, per-item inputs, and arrange. Call destroy() when done. */
export class FlowLayout {
  #runtime;
  #handle;
  #options = Object.fromEntries(Object.entries(OPTIONS).map(([name, o]) => [name, o.initial]));
  #itemCount = 0;
  // Per-item inputs in force, and whether the handle still has to receive them.
  // Per-item inputs in force, by setter: { columns, arity, count, pending } (pending: the handle
  // still has to receive them; columns null: cleared, the handle still has to forget the old
  // ones; arity: how many arrays the setter takes).
  #perItem = new Map();

  constructor(runtime) {
    if (!(runtime instanceof Runtime)) throw new Error("flowlayout: use `await createFlowLayout()` to make a layout");
    this.#runtime = runtime;
    this.#handle = runtime.call("flow_layout_create");
    if (!this.#handle) throw new Error("flowlayout: out of memory");
  }

  #live() {
    if (!this.#handle) throw new Error("flowlayout: this layout was destroyed");
    return this.#handle;
  }

  /** The options in force (a copy). */
  get options() { return { ...this.#options }; }

  /**
   * Sets options by name (camelCase), values as the Python package's ("space-between",
   * "wrap-reverse", ...). Unknown names or values throw and change nothing.
   */
  set(options) {
    const handle = this.#live();
    const rt = this.#runtime;
    if (options === null || typeof options !== "object" || Array.isArray(options)) {
      throw new Error(`flowlayout: set() takes an object of options (got ${describe(options)})`);
    }
    const entries = Object.entries(options).filter(([, value]) => value !== undefined);
    for (const [name, value] of entries) {
      if (!Object.hasOwn(OPTIONS, name)) {
        throw new Error(`flowlayout: unknown option "${name}" (options: ${Object.keys(OPTIONS).join(", ")})`);
      }
      optionArgument(name, value);  // every value checked before any is applied
      const setter = OPTIONS[name].setter;
      if (setter && !rt.c[setter]) {
        throw new Error(`flowlayout: option "${name}" needs a newer flowlayout.wasm (no ${setter}); rebuild it with scripts/build-js`);
      }
    }
    const before = { ...this.#options };
    const apply = (values) => {
      for (const [name, value] of Object.entries(values)) {
        const option = OPTIONS[name];
        if (option.kind === "spacing" || option.pairedWith) continue;
        let argument = optionArgument(name, value);
        if (argument instanceof Float32Array) {  // a struct, passed by address
          const pointer = rt.scratchBlock(argument.byteLength);
          rt.f32(pointer, argument.length).set(argument);
          argument = pointer;
        }
        rt.check(handle, rt.call(option.setter, handle, argument));
      }
      if ("lineFill" in values || "maxScale" in values) {  // one C call sets both
        const mode = "lineFill" in values ? values.lineFill : before.lineFill;
        const scale = "maxScale" in values ? values.maxScale : before.maxScale;
        rt.check(handle, rt.call("flow_layout_set_line_fill", handle,
          optionArgument("lineFill", mode), optionArgument("maxScale", scale)));
      }
      if ("itemSpacing" in values || "lineSpacing" in values) {
        const item = "itemSpacing" in values ? values.itemSpacing : before.itemSpacing;
        const line = "lineSpacing" in values ? values.lineSpacing : before.lineSpacing;
        rt.check(handle, rt.call("flow_layout_set_spacing", handle,
          optionArgument("itemSpacing", item), optionArgument("lineSpacing", line)));
      }
    };
    const changes = Object.fromEntries(entries);
    try {
      apply(changes);
    } catch (error) {
      // The library refused a value (a negative spacing, say): put back what was set before it.
      const restore = Object.fromEntries(Object.keys(changes).map((name) => [name, before[name]]));
      try { apply(restore); } catch { /* the previous values were accepted once; cannot fail */ }
      throw error;
    }
    Object.assign(this.#options, changes);
    return this;
  }

  /** Grow weights per item (CSS flex-grow), or null to clear. */
  setItemGrow(grow) {
    this.#setPerItem("flow_layout_set_item_grow", [column(grow, Float32Array, "grow")]);
  }

  /**
   * Item flags per item (ItemFlags.BREAK_BEFORE, BREAK_AFTER, HIDDEN, NO_STRETCH, or-ed), or null
   * to clear.
   */
  setItemFlags(flags) {
    this.#setPerItem("flow_layout_set_item_flags", [column(flags, Uint32Array, "flags")]);
  }

  /**
   * First and last baselines per item: offsets from the item's top edge (left edge in columns).
   * NaN = the item has no baseline (its bottom edge, right edge in columns, stands in). Either may
   * be null (or omitted), which clears that one only, as in C.
   */
  setItemBaselines(first, last) {
    const f = column(first, Float32Array, "first");
    const l = column(last, Float32Array, "last");
    if (f && l && f.length !== l.length) {
      throw new Error(`flowlayout: first and last baselines differ in length (${f.length} and ${l.length})`);
    }
    this.#setPerItem("flow_layout_set_item_baselines", [f, l]);
  }

  /**
   * Margins per item (CSS margin), physical: a Float32Array [top, right, bottom, left, ...] or an
   * array of [top, right, bottom, left]; NaN or null = auto. Null clears.
   */
  setItemMargins(margins) {
    this.#setPerItem("flow_layout_set_item_margins", [quads(margins, "margins")], 4);
  }

  /**
   * Minimum and maximum sizes per item (CSS min/max-width/height): each a Float32Array
   * [w0, h0, ...] or an array of [width, height], NaN or null for none; either may be null, both
   * null clears.
   */
  setItemLimits(min, max) {
    const low = pairs(min, "min"), high = pairs(max, "max");
    if (low && high && low.length !== high.length) {
      throw new Error(`flowlayout: min and max differ in length (${low.length / 2} and ${high.length / 2} items)`);
    }
    this.#setPerItem("flow_layout_set_item_limits", [low, high], 2);
  }

  /** Shrink weights per item (CSS flex-shrink; default 0, no shrinking), or null to clear. */
  setItemShrink(shrink) {
    this.#setPerItem("flow_layout_set_item_shrink", [column(shrink, Float32Array, "shrink")]);
  }

  /** Cross alignment per item (CSS align-self): "auto" or an alignItems value; null clears. */
  setItemAlign(values) {
    if (values === null || values === undefined) {
      this.#setPerItem("flow_layout_set_item_align", [null]);
      return;
    }
    if (!Array.isArray(values)) throw new Error(`flowlayout: align must be an array of strings (got ${describe(values)})`);
    const codes = new Int32Array(values.length);
    values.forEach((v, i) => {
      if (typeof v !== "string" || !Object.hasOwn(ALIGN_SELF, v)) {
        throw new Error(`flowlayout: align[${i}] must be one of ${Object.keys(ALIGN_SELF).map((k) => `"${k}"`).join(", ")} (got ${describe(v)})`);
      }
      codes[i] = ALIGN_SELF[v];
    });
    this.#setPerItem("flow_layout_set_item_align", [codes]);
  }

  /**
   * Checks a per-item input with the library (its rules, its messages) and keeps it for the
   * arranges with as many items. `columns`: one typed array per pointer the setter takes (null
   * for a NULL pointer), `perItem` values per item in each; all null clears.
   */
  #setPerItem(setter, columns, perItem = 1) {
    this.#live();
    if (!this.#runtime.c[setter]) {
      throw new Error(`flowlayout: this flowlayout.wasm has no ${setter}; rebuild it with scripts/build-js`);
    }
    const given = columns.find((c) => c !== null);
    if (!given) {
      this.#perItem.set(setter, { columns: null, arity: columns.length, count: 0, pending: true });
      return;
    }
    if (given.length % perItem !== 0) {
      throw new Error(`flowlayout: ${perItem} values per item expected (got ${given.length})`);
    }
    const count = given.length / perItem;
    this.#withColumns(columns, (pointers) => this.#runtime.checkPerItem(setter, pointers, count));
    // Copies: the caller may change its arrays afterwards.
    this.#perItem.set(setter, { columns: columns.map((c) => c && c.slice()), arity: columns.length, count, pending: true });
  }

  /** Copies typed arrays into wasm memory and calls `body` with their addresses (0 for null). */
  #withColumns(arrays, body) {
    const rt = this.#runtime;
    const total = arrays.reduce((sum, a) => sum + (a ? a.byteLength : 0), 0);
    const base = rt.scratchBlock(total);
    const pointers = [];
    let offset = base;
    for (const a of arrays) {
      if (!a) { pointers.push(0); continue; }
      new a.constructor(rt.c.memory.buffer, offset, a.length).set(a);
      pointers.push(offset);
      offset += a.byteLength;
    }
    return body(pointers);
  }

  /**
   * Lays out `sizes` (Float32Array [w0, h0, ...] or [[w, h], ...]) in bounds width x height
   * (finite and >= 0; undefined or null = unspecified). Returns a snapshot:
   * { width, height, frames: Float32Array [x, y, w, h, ...], lines: [{firstItem, itemCount,
   * mainSize, crossOffset, crossSize}], visibleCount, separators: Float32Array [x, y, w, h, ...] }.
   */
  arrange(sizes, width, height) {
    const handle = this.#live();
    const rt = this.#runtime;
    const flat = flattenSizes(sizes);
    const w = bound(width, "width"), h = bound(height, "height");
    const count = flat.length / 2;
    // Items first: a failure here changes nothing. Then the per-item inputs that match them.
    const pointer = rt.scratchBlock(flat.length * 4);
    rt.f32(pointer, flat.length).set(flat);
    rt.check(handle, rt.call("flow_layout_set_items", handle, pointer, count));
    const countChanged = count !== this.#itemCount;
    this.#itemCount = count;
    this.#sendPerItem(handle, count, countChanged);
    rt.check(handle, rt.call("flow_layout_arrange", handle, w, h));
    return this.#result(handle);
  }

  /** Hands the per-item inputs to the handle; those of another length are dropped, as in C. */
  #sendPerItem(handle, count, countChanged) {
    const rt = this.#runtime;
    for (const [setter, input] of this.#perItem) {
      if (input.columns && input.count !== count) {
        // Cleared when the count changes, as in C; and the handle forgets any earlier one.
        Object.assign(input, { columns: null, count: 0, pending: true });
      }
      if (input.columns) {
        if (!input.pending && !countChanged) continue;  // the handle still has them
        this.#withColumns(input.columns, (pointers) => rt.check(handle, rt.call(setter, handle, ...pointers, count)));
      } else if (input.pending) {
        rt.check(handle, rt.call(setter, handle, ...new Array(input.arity).fill(0), 0));
      }
      input.pending = false;
      if (!input.columns) this.#perItem.delete(setter);
    }
  }

  #result(handle) {
    const rt = this.#runtime;
    const out = rt.scratchBlock(16);
    rt.check(handle, rt.call("flow_layout_get_size", handle, out));
    const [width, height] = rt.f32(out, 2);
    const framesPointer = rt.call("flow_layout_frames", handle, out);
    const frameCount = rt.u32(out, 1)[0];
    const frames = rt.f32(framesPointer, frameCount * 4).slice();
    const linesPointer = rt.call("flow_layout_lines", handle, out);
    const lineCount = rt.u32(out, 1)[0];
    const lines = new Array(lineCount);
    if (LITTLE_ENDIAN) {
      // flow_line is five 4-byte fields: typed views read them in place (wasm memory is
      // little-endian, as is every host this runs on in practice).
      const words = rt.u32(linesPointer, lineCount * 5), reals = rt.f32(linesPointer, lineCount * 5);
      for (let i = 0, at = 0; i < lineCount; i++, at += 5) {
        lines[i] = { firstItem: words[at], itemCount: words[at + 1], mainSize: reals[at + 2],
          crossOffset: reals[at + 3], crossSize: reals[at + 4] };
      }
    } else {
      const view = new DataView(rt.c.memory.buffer, linesPointer, lineCount * SIZE_OF.line);
      for (let i = 0; i < lineCount; i++) {
        const at = i * SIZE_OF.line;
        lines[i] = {
          firstItem: view.getUint32(at, true), itemCount: view.getUint32(at + 4, true),
          mainSize: view.getFloat32(at + 8, true), crossOffset: view.getFloat32(at + 12, true),
          crossSize: view.getFloat32(at + 16, true),
        };
      }
    }
    const visibleCount = rt.call("flow_layout_visible_count", handle);
    const result = { width, height, frames, lines, visibleCount };
    if (rt.c.flow_layout_separators) {
      const pointer = rt.call("flow_layout_separators", handle, out);
      result.separators = rt.f32(pointer, rt.u32(out, 1)[0] * 4).slice();
    }
    return result;
  }

  /**
   * Hit-testing on the last arrange: the first item whose frame contains the point (x, y)
   * (container coordinates; frames are half-open, so a shared edge belongs to the item right of
   * or below it), or -1 when none does.
   */
  itemAt(x, y) {
    const [index] = this.#query("flow_layout_item_at", [number(x, "x"), number(y, "y")], 1);
    return index === SIZE_MAX ? -1 : index;
  }

  /** Index in `lines` of the line of the last arrange holding item `index`; -1 when it is hidden. */
  lineOfItem(index) {
    if (!Number.isInteger(index) || index < 0) throw new Error(`flowlayout: index must be an integer >= 0 (got ${describe(index)})`);
    const [line] = this.#query("flow_layout_line_of_item", [index], 1);
    return line === SIZE_MAX ? -1 : line;
  }

  /**
   * For virtualised scrolling: the lines of the last arrange whose cross extent meets
   * [from, to) (y for rows, x for columns), as { first, count } (consecutive lines).
   */
  linesInRange(from, to) {
    const [first, count] = this.#query("flow_layout_lines_in_range", [number(from, "from"), number(to, "to")], 2);
    return { first, count };
  }

  /** Runs a query of the last arrange that writes `outputs` size_t values; throws on a status. */
  #query(name, args, outputs) {
    const handle = this.#live();
    const rt = this.#runtime;
    if (!rt.c[name]) throw new Error(`flowlayout: this flowlayout.wasm has no ${name}; rebuild it with scripts/build-js`);
    const out = rt.scratchBlock(4 * outputs);
    const pointers = Array.from({ length: outputs }, (_, i) => out + 4 * i);
    const status = rt.call(name, handle, ...args, ...pointers);
    if (status !== STATUS_OK) {
      // These queries record no message on the handle: the status names the problem.
      const reason = status === 5 ? "the layout has not been arranged" : rt.string(rt.call("flow_status_string", status));
      const error = new Error(`${name}: ${reason}`);
      error.status = status;
      throw error;
    }
    return Array.from(rt.u32(out, outputs));
  }

  /** Frees the layout. Further calls throw; destroying twice is a no-op. */
  destroy() {
    if (!this.#handle) return;
    this.#runtime.call("flow_layout_destroy", this.#handle);
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

/** The library's version: major * 10000 + minor * 100 + patch. */
export async function flowLayoutVersion(options = {}) {
  const runtime = await runtimeFor(options.wasm ?? wasmBeside());
  return runtime.call("flow_layout_version") >>> 0;
}
