// Option values: the C ABI's enum values, by the kebab-case names the Python package uses, and
// how each option's JavaScript value becomes the argument of its C setter.
import { FlowLayoutError, badArgument } from "./errors.mjs";

export const ENUMS = {
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
export const ALIGN_SELF = { auto: -1, ...ENUMS.alignItems };

/** Directions of `neighbor` (the C ABI's FLOW_NAV_* values): physical on screen, or item order. */
export const NAV = { left: 0, right: 1, up: 2, down: 3, next: 4, previous: 5 };

// Every option: its default (the library's), how a JS value becomes what the setter takes, and
// the setter that applies it. Spacing and line fill are one C call for two options each.
export const OPTIONS = {
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
  lanes: { initial: 0, setter: "flow_layout_set_lanes", kind: "lanes" },
  laneTolerance: { initial: 16, setter: "flow_layout_set_lane_tolerance", kind: "number" },
  itemSpacing: { initial: 8, kind: "spacing" },
  lineSpacing: { initial: 8, kind: "spacing" },
};

/** One of the names of `table` as a C value, or throws naming `argument` and listing the names. */
export function enumValue(table, argument, value) {
  if (typeof value === "string" && Object.hasOwn(table, value)) return table[value];
  return badArgument(argument, `one of ${Object.keys(table).map((k) => `"${k}"`).join(", ")}`, value);
}

/** Converts one option value to the C argument, or throws saying what was expected. */
export function optionArgument(name, value) {
  const option = OPTIONS[name];
  switch (option.kind) {
    case "enum":
      return enumValue(ENUMS[name], name, value);
    case "count":
      if (Number.isInteger(value) && value >= 0 && value <= 0xffffffff) return value;
      return badArgument(name, "an integer from 0 to 4294967295, 0 = no limit", value);
    case "boolean":
      if (typeof value === "boolean") return value ? 1 : 0;
      return badArgument(name, "true or false", value);
    case "number":
      if (typeof value === "number") return value;  // the library checks the range
      return badArgument(name, "a number", value);
    case "edges": {
      // A number for every edge, [top, right, bottom, left], or { top, right, bottom, left }.
      const edges = typeof value === "number" ? [value, value, value, value]
        : Array.isArray(value) && value.length === 4 ? value
        : value && typeof value === "object" && !Array.isArray(value)
          ? [value.top ?? 0, value.right ?? 0, value.bottom ?? 0, value.left ?? 0] : null;
      if (edges && edges.every((v) => typeof v === "number")) return new Float32Array(edges);
      return badArgument(name, "a number, [top, right, bottom, left] or { top, right, bottom, left }", value);
    }
    case "size":
      // [width, height] or { width, height }: a struct, passed by address.
      if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === "number")) return new Float32Array(value);
      if (value && typeof value === "object" && typeof value.width === "number" && typeof value.height === "number") {
        return new Float32Array([value.width, value.height]);
      }
      return badArgument(name, "[width, height] or { width, height }", value);
    case "lanes": {
      // A count, or { count, minLaneLength } (count 0: as many lanes of at least minLaneLength as
      // fit); 0 or null = off. The setter's two arguments.
      if (value === null) return [0, 0];
      if (typeof value === "number") {
        if (Number.isInteger(value) && value >= 0 && value <= 0xffffffff) return [value, 0];
        return badArgument(name, "a lane count (an integer from 0 to 4294967295) or { count, minLaneLength }", value);
      }
      if (value && typeof value === "object" && !Array.isArray(value)) {
        const count = value.count ?? 0, minimum = value.minLaneLength ?? 0;
        if (!(Number.isInteger(count) && count >= 0 && count <= 0xffffffff)) {
          return badArgument(`${name}.count`, "an integer from 0 to 4294967295", count);
        }
        if (typeof minimum !== "number") return badArgument(`${name}.minLaneLength`, "a number", minimum);
        return [count, minimum];  // the library checks the range
      }
      return badArgument(name, "a lane count or { count, minLaneLength }, or null for none", value);
    }
    case "spacing":
      if (value === null) return NaN;  // automatic: from the items' spacing preferences
      if (typeof value === "number") return value;
      return badArgument(name, "a number, or null for automatic", value);
  }
  throw new FlowLayoutError(`flowlayout: internal error: option kind ${option.kind}`);
}
