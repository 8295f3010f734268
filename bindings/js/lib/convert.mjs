// Arguments from JavaScript values to what the C ABI takes: sizes, per-item columns, numbers,
// bounds and indices. Each throws a FlowLayoutError naming the argument, before anything changes.
import { FlowLayoutError, badArgument, describe } from "./errors.mjs";

const isTypedArray = (v) => ArrayBuffer.isView(v) && !(v instanceof DataView) && typeof v[0] !== "bigint";

/** Sizes as a Float32Array [w0, h0, w1, h1, ...], from that, another typed array, or [[w, h], ...]. */
export function flattenSizes(sizes, argument = "sizes") {
  if (isTypedArray(sizes)) {
    if (sizes.length % 2 !== 0) {
      throw new FlowLayoutError(`flowlayout: ${argument} must hold a width and a height per item (odd length ${sizes.length})`, { argument });
    }
    return sizes instanceof Float32Array ? sizes : Float32Array.from(sizes);
  }
  if (!Array.isArray(sizes)) {
    return badArgument(argument, "a Float32Array [w0, h0, w1, h1, ...] or an array of [width, height]", sizes);
  }
  const flat = new Float32Array(sizes.length * 2);
  for (let i = 0; i < sizes.length; i++) {
    const size = sizes[i];
    if (!size || typeof size[0] !== "number" || typeof size[1] !== "number") {
      badArgument(`${argument}[${i}]`, "[width, height] with two numbers", size);
    }
    flat[2 * i] = size[0];
    flat[2 * i + 1] = size[1];
  }
  return flat;
}

/** A per-item column as a typed array (Float32Array or Uint32Array), or null to clear. */
export function column(values, Type, argument) {
  if (values === null || values === undefined) return null;
  if (values instanceof Type) return values;
  if (Array.isArray(values) || (ArrayBuffer.isView(values) && !(values instanceof DataView))) {
    for (let i = 0; i < values.length; i++) {
      if (typeof values[i] !== "number") badArgument(`${argument}[${i}]`, "a number", values[i]);
      if (Type === Uint32Array && !(Number.isInteger(values[i]) && values[i] >= 0 && values[i] <= 0xffffffff)) {
        badArgument(`${argument}[${i}]`, "an unsigned 32-bit integer", values[i]);
      }
    }
    return Type.from(values);
  }
  return badArgument(argument, `an array or a ${Type.name}, or null to clear`, values);
}

/** Per-item values `arity` at a time, from a flat typed array or an array of arrays (null = NaN); null stays null. */
export function groups(values, arity, argument, shape) {
  if (values === null || values === undefined) return null;
  if (ArrayBuffer.isView(values) && !(values instanceof DataView)) {
    if (values.length % arity !== 0) {
      throw new FlowLayoutError(`flowlayout: ${argument} must hold ${arity} values per item (got ${values.length})`, { argument });
    }
    return Float32Array.from(values);
  }
  if (!Array.isArray(values)) return badArgument(argument, `a Float32Array or an array of ${shape}`, values);
  const flat = new Float32Array(values.length * arity);
  values.forEach((entry, i) => {
    if (!Array.isArray(entry) || entry.length !== arity || entry.some((v) => v !== null && typeof v !== "number")) {
      badArgument(`${argument}[${i}]`, shape, entry);
    }
    entry.forEach((v, j) => { flat[i * arity + j] = v === null ? NaN : v; });
  });
  return flat;
}

/** A coordinate: a number, not NaN (infinities are accepted where the library accepts them). */
export function coordinate(value, argument) {
  if (typeof value === "number" && !Number.isNaN(value)) return value;
  return badArgument(argument, "a number (not NaN)", value);
}

/** A finite length >= 0 (sizes given one at a time). */
export function length(value, argument) {
  if (typeof value === "number") return value;  // the library checks the range and names the item
  return badArgument(argument, "a number", value);
}

/**
 * A bound: undefined and null are unspecified; anything else must be a finite number >= 0 (a NaN
 * or infinite bound is a mistake here, not a way of saying "unspecified").
 */
export function bound(value, argument) {
  if (value === undefined || value === null) return NaN;
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return value;
  return badArgument(argument, "a finite number >= 0, or undefined for unspecified", value);
}

/** An item index or a count: an integer from 0 to 2^32 - 1 (size_t in wasm32). */
export function index(value, argument = "index") {
  if (Number.isInteger(value) && value >= 0 && value <= 0xffffffff) return value;
  return badArgument(argument, "an integer >= 0", value);
}

/** A function, or null (to remove a callback). */
export function callback(value, argument) {
  if (value === null || typeof value === "function") return value;
  return badArgument(argument, "a function, or null to remove it", value);
}

export { describe };
