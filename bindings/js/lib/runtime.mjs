// The WebAssembly module: loaded and compiled once per source, one instance shared by the
// layouts created from it (handles share no state, so one memory serves them all), and the
// helpers every layout of it uses: calling exports, wasm memory for arguments, statuses as
// errors, and the JavaScript side of the three callbacks (measure, range measure, overflow
// indicator).
import { FlowLayoutError, describe } from "./errors.mjs";

export const STATUS = { OK: 0, NULL: 1, INVALID_ARGUMENT: 2, OUT_OF_MEMORY: 3, MEASURE: 4, NOT_ARRANGED: 5 };
export const SIZE_MAX = 0xffffffff;  // size_t is 32 bits in wasm32
const OUT_BYTES = 64;                 // the block outputs are written to (see Runtime.out)
const instances = new Map();          // wasm source (URL string or bytes object) -> Promise<Runtime>

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
  if (!response.ok) throw new FlowLayoutError(`flowlayout: cannot load ${url}: HTTP ${response.status}`, { argument: "wasm" });
  return response.arrayBuffer();
}

async function instantiate(source) {
  const bytes = await loadBytes(source);
  const module = bytes instanceof WebAssembly.Module ? bytes : await WebAssembly.compile(bytes);
  let runtime = null;
  // The module's only imports: its three C callbacks forward here (see wasm/runtime.c).
  const imports = {
    flowlayout: {
      measure: (id, index, width, height, answer) => runtime.answerMeasure(id, index, width, height, answer),
      measure_range: (id, first, count, width, height, answers) =>
        runtime.answerMeasureRange(id, first, count, width, height, answers),
      overflow: (id, hidden, answer) => runtime.answerOverflow(id, hidden, answer),
    },
  };
  const instance = await WebAssembly.instantiate(module, imports);
  runtime = new Runtime(instance.exports);
  return runtime;
}

/** The runtime for a wasm source, instantiated on first use. */
export function runtimeFor(source) {
  const key = source instanceof URL ? source.href : source;
  let promise = instances.get(key);
  if (!promise) {
    promise = instantiate(source);
    instances.set(key, promise);
    promise.catch(() => instances.delete(key));
  }
  return promise;
}

/** A measure callback's answer: [w, h], [w, h, first, last] or { width, height, firstBaseline?, lastBaseline? }. */
function measurement(answer) {
  if (Array.isArray(answer) && (answer.length === 2 || answer.length === 4) && answer.every((v) => typeof v === "number")) {
    return answer.length === 2 ? [answer[0], answer[1], NaN, NaN] : answer;
  }
  if (answer && typeof answer === "object" && typeof answer.width === "number" && typeof answer.height === "number") {
    const first = answer.firstBaseline ?? NaN, last = answer.lastBaseline ?? NaN;
    if (typeof first === "number" && typeof last === "number") return [answer.width, answer.height, first, last];
  }
  return null;
}

const RANGE_ANSWERS = "an array of [width, height] or { width, height } per item, or a Float32Array or an " +
  "array of a width and a height per item";

/**
 * Writes a range measure callback's answer for `count` items into `view` (2 * count floats), or
 * throws naming what was wrong before writing anything. `items` says which items, for messages.
 */
function writeRangeAnswers(given, count, view, items) {
  const wrong = (what) => {
    throw new FlowLayoutError(`flowlayout: the range measure callback must answer ${RANGE_ANSWERS} ` +
      `(${items}: ${what})`, { argument: "measure", status: STATUS.MEASURE });
  };
  if (ArrayBuffer.isView(given) && !(given instanceof DataView)) {
    if (typeof given[0] === "bigint") wrong(`got a ${given.constructor.name}`);
    if (given.length !== 2 * count) wrong(`got a ${given.constructor.name} of ${given.length} numbers, not ${2 * count}`);
    view.set(given);  // one copy, converted by the typed array
    return;
  }
  if (!Array.isArray(given)) wrong(`got ${describe(given)}`);
  if (typeof given[0] === "number") {
    if (given.length !== 2 * count) wrong(`got an array of ${given.length} numbers, not ${2 * count}`);
    for (let k = 0; k < given.length; k++) if (typeof given[k] !== "number") wrong(`answer[${k}] is ${describe(given[k])}`);
    view.set(given);
    return;
  }
  if (given.length !== count) wrong(`got an array of ${given.length} answers, not ${count}`);
  // Checked whole before the first write: a wrong answer leaves nothing in wasm memory.
  for (let k = 0; k < count; k++) {
    const a = given[k];
    if (Array.isArray(a) ? a.length === 2 && typeof a[0] === "number" && typeof a[1] === "number"
      : a && typeof a === "object" && typeof a.width === "number" && typeof a.height === "number") {
      if (!Array.isArray(a) && (a.firstBaseline !== undefined || a.lastBaseline !== undefined)) {
        wrong(`answer[${k}] has baselines, which this callback cannot give: setItemBaselines, or setMeasure, gives them`);
      }
      continue;
    }
    wrong(`answer[${k}] is ${Array.isArray(a) && a.length === 4 ? "an array of 4 (baselines are not taken here)" : describe(a)}`);
  }
  for (let k = 0; k < count; k++) {
    const a = given[k];
    view[2 * k] = Array.isArray(a) ? a[0] : a.width;
    view[2 * k + 1] = Array.isArray(a) ? a[1] : a.height;
  }
}

/** One instance of flowlayout.wasm and the helpers every layout of it uses. */
export class Runtime {
  constructor(exports) {
    this.c = exports;
    this.broken = null;
    this.scratch = { pointer: 0, bytes: 0 };
    this.checker = null;        // a handle that checks per-item arrays (see checkPerItem)
    this.checkerCount = -1;
    this.callbacks = new Map(); // id -> { kind: "measure" | "measureRange" | "overflow", fn }
    this.nextId = 1;
    this.callbackError = null;  // what a callback threw during the current call
    this.out = this.call("malloc", OUT_BYTES);  // never freed: outputs, also of calls made from callbacks
    if (!this.out) throw new FlowLayoutError("flowlayout: out of memory", { status: STATUS.OUT_OF_MEMORY });
  }

  /** Calls an export. A WebAssembly trap (a bug: the library reports bad input and running out
   * of memory as statuses) marks the instance unusable, since its memory may be half-updated. */
  call(name, ...args) {
    if (this.broken) throw new FlowLayoutError(`flowlayout: this WebAssembly instance stopped after an earlier failure (${this.broken})`);
    try {
      return this.c[name](...args);
    } catch (error) {
      this.broken = String(error?.message ?? error);
      instances.forEach((promise, key) => promise.then((r) => { if (r === this) instances.delete(key); }));
      throw new FlowLayoutError(`flowlayout: ${name} failed inside WebAssembly: ${this.broken}`);
    }
  }

  /** Throws when this flowlayout.wasm lacks an export (an old build). */
  need(name) {
    if (!this.c[name]) throw new FlowLayoutError(`flowlayout: this flowlayout.wasm has no ${name}; rebuild it with scripts/build-js`);
  }

  /**
   * A block of wasm memory for arguments, reused between calls; grows as needed. Only for inputs
   * the library reads before it can call back into JavaScript (a callback may use it too).
   */
  scratchBlock(bytes) {
    if (bytes > this.scratch.bytes) {
      if (this.scratch.pointer) this.call("free", this.scratch.pointer);
      this.scratch = { pointer: 0, bytes: 0 };
      const pointer = this.call("malloc", Math.max(bytes, 64));
      if (!pointer) throw new FlowLayoutError("flowlayout: out of memory (WebAssembly memory cannot grow further)", { status: STATUS.OUT_OF_MEMORY });
      this.scratch = { pointer, bytes: Math.max(bytes, 64) };
    }
    return this.scratch.pointer;
  }

  /** Copies a typed array into wasm memory (the scratch block) and returns its address. */
  copyIn(array) {
    const pointer = this.scratchBlock(array.byteLength);
    new array.constructor(this.c.memory.buffer, pointer, array.length).set(array);
    return pointer;
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

  /**
   * Throws unless `status` is FLOW_OK: what a callback threw during the call, else the handle's
   * last error (the library's message), as a FlowLayoutError naming `argument`.
   */
  check(handle, status, argument) {
    const thrown = this.callbackError;
    this.callbackError = null;
    if (status === STATUS.OK) return;
    if (thrown) throw thrown;
    const message = this.string(this.call("flow_layout_last_error", handle));
    throw new FlowLayoutError(message || this.string(this.call("flow_status_string", status)), { argument, status });
  }

  /**
   * Checks a per-item array with the library's own rules and messages, before any layout keeps
   * it: a handle holding `count` empty items takes it, or fails saying why.
   */
  checkPerItem(setter, pointers, count, argument) {
    if (!this.checker) this.checker = this.call("flow_layout_create");
    if (!this.checker) throw new FlowLayoutError("flowlayout: out of memory", { status: STATUS.OUT_OF_MEMORY });
    if (this.checkerCount !== count) {
      const sizes = this.call("malloc", Math.max(count * 8, 8));
      if (!sizes) throw new FlowLayoutError("flowlayout: out of memory (WebAssembly memory cannot grow further)", { status: STATUS.OUT_OF_MEMORY });
      try {
        this.f32(sizes, count * 2).fill(0);
        this.check(this.checker, this.call("flow_layout_set_items", this.checker, sizes, count));
      } finally {
        this.call("free", sizes);
      }
      this.checkerCount = count;
    }
    this.check(this.checker, this.call(setter, this.checker, ...pointers, count), argument);
  }

  // -------------------------------------------------------------------------------------------
  // Callbacks: a layout registers its function under a number, which the C callback passes back.

  register(kind, fn) {
    const id = this.nextId++;
    this.callbacks.set(id, { kind, fn });
    return id;
  }

  unregister(id) { this.callbacks.delete(id); }

  /** The measure import: calls the layout's function, writes size and baselines (NaN on failure). */
  answerMeasure(id, index, width, height, answer) {
    let values = [NaN, NaN, NaN, NaN];
    try {
      const entry = this.callbacks.get(id);
      const given = entry.fn(index >>> 0, Number.isNaN(width) ? undefined : width, Number.isNaN(height) ? undefined : height);
      values = measurement(given);
      if (!values) {
        throw new FlowLayoutError(`flowlayout: the measure callback must answer [width, height], [width, height, ` +
          `firstBaseline, lastBaseline] or { width, height, firstBaseline?, lastBaseline? } (item ${index >>> 0} got ${describe(given)})`,
        { argument: "measure", status: STATUS.MEASURE });
      }
    } catch (error) {
      this.callbackError ??= error;
      values = [NaN, NaN, NaN, NaN];
    }
    this.f32(answer, 4).set(values);
  }

  /**
   * The range measure import: calls the layout's function for items first .. first + count - 1
   * and writes its answers into wasm memory at `answers`; NaN for all of them when it threw or
   * answered nonsense, so the arrange fails and the engine caches none of the run.
   */
  answerMeasureRange(id, first, count, width, height, answers) {
    first >>>= 0;
    count >>>= 0;
    try {
      const entry = this.callbacks.get(id);
      const given = entry.fn(first, count, Number.isNaN(width) ? undefined : width, Number.isNaN(height) ? undefined : height);
      // The view after the call: the callback may have grown wasm memory (detaching older views).
      const items = count === 1 ? `item ${first}` : `items ${first} to ${first + count - 1}`;
      writeRangeAnswers(given, count, this.f32(answers, 2 * count), items);
    } catch (error) {
      this.callbackError ??= error;
      this.f32(answers, 2 * count).fill(NaN);
    }
  }

  /** The overflow indicator import: the indicator's size for `hidden` hidden items (NaN on failure). */
  answerOverflow(id, hidden, answer) {
    let values = [NaN, NaN];
    try {
      const given = this.callbacks.get(id).fn(hidden >>> 0);
      const m = measurement(given);
      if (!m) {
        throw new FlowLayoutError(`flowlayout: the overflow indicator callback must answer [width, height] or ` +
          `{ width, height } (got ${describe(given)})`, { argument: "indicator", status: STATUS.MEASURE });
      }
      values = [m[0], m[1]];
    } catch (error) {
      this.callbackError ??= error;
      values = [NaN, NaN];
    }
    this.f32(answer, 2).set(values);
  }
}
