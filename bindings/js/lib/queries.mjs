// Queries on the last arrange: hit-testing, the line of an item, the lines in a range, and
// navigation and drag (neighbor, insertionPoint). They read the results; they change nothing.
import { FlowLayoutError } from "./errors.mjs";
import { coordinate, index as indexArgument } from "./convert.mjs";
import { NAV, enumValue } from "./options.mjs";
import { STATUS, SIZE_MAX } from "./runtime.mjs";

/** The item count of the last arrange (0 before any). */
function arrangedCount(rt, handle) {
  rt.call("flow_layout_frames", handle, rt.out);
  return rt.u32(rt.out, 1)[0];
}

/**
 * Runs a query that writes `outputs` 4-byte values to the runtime's output block and returns
 * them as a Uint32Array (a copy). These calls record no message on the handle: the status and
 * the arguments make one. `argument` names the argument an INVALID_ARGUMENT status is about.
 */
function query(rt, handle, name, args, outputs, argument) {
  rt.need(name);
  const out = rt.out;
  const pointers = Array.from({ length: outputs }, (_, i) => out + 4 * i);
  const status = rt.call(name, handle, ...args, ...pointers);
  if (status === STATUS.OK) return rt.u32(out, outputs).slice();
  let reason;
  if (status === STATUS.NOT_ARRANGED) reason = "the layout has not been arranged";
  else if (status === STATUS.INVALID_ARGUMENT && argument === "index") {
    reason = `index ${args[0]} is not below the item count of the last arrange (${arrangedCount(rt, handle)})`;
  } else reason = rt.string(rt.call("flow_status_string", status));
  throw new FlowLayoutError(`${name}: ${reason}`, { argument: status === STATUS.NOT_ARRANGED ? undefined : argument, status });
}

const orNone = (value) => (value === SIZE_MAX ? -1 : value);

/** The first item whose frame contains (x, y) (half-open), or -1. */
export function itemAt(rt, handle, x, y) {
  const args = [coordinate(x, "x"), coordinate(y, "y")];
  return orNone(query(rt, handle, "flow_layout_item_at", args, 1, "x")[0]);
}

/** Index in `lines` of the line holding item `i`; -1 when it is hidden. */
export function lineOfItem(rt, handle, i) {
  return orNone(query(rt, handle, "flow_layout_line_of_item", [indexArgument(i)], 1, "index")[0]);
}

/** The first lane item `i` covers and how many, as { lane, span }; null when it is hidden or lanes are off. */
export function laneOfItem(rt, handle, i) {
  const [lane, span] = query(rt, handle, "flow_layout_lane_of_item", [indexArgument(i)], 2, "index");
  return lane === SIZE_MAX ? null : { lane, span };
}

/** The consecutive lines whose cross extent meets [from, to), as { first, count }. */
export function linesInRange(rt, handle, from, to) {
  const a = coordinate(from, "from"), b = coordinate(to, "to");
  if (a > b) throw new FlowLayoutError(`flowlayout: from must not exceed to (got ${a} and ${b})`, { argument: "from" });
  const [first, count] = query(rt, handle, "flow_layout_lines_in_range", [a, b], 2, "from");
  return { first, count };
}

/** The visible item next to item `i` in `direction` ("left", "right", "up", "down", "next", "previous"), or -1. */
export function neighbor(rt, handle, i, direction) {
  const at = indexArgument(i);
  const code = enumValue(NAV, "direction", direction);
  return orNone(query(rt, handle, "flow_layout_neighbor", [at, code], 1, "index")[0]);
}

/**
 * Where an item dropped at (x, y) would be inserted: { index (0...n), caret: { x, y, width,
 * height } }, a zero-length rect on that boundary spanning the line's cross extent.
 */
export function insertionPoint(rt, handle, x, y) {
  const args = [coordinate(x, "x"), coordinate(y, "y")];
  const out = rt.out;
  rt.need("flow_layout_insertion_point");
  const status = rt.call("flow_layout_insertion_point", handle, ...args, out, out + 4);
  if (status !== STATUS.OK) {
    const reason = status === STATUS.NOT_ARRANGED ? "the layout has not been arranged" : rt.string(rt.call("flow_status_string", status));
    throw new FlowLayoutError(`flow_layout_insertion_point: ${reason}`, { status });
  }
  const c = rt.f32(out + 4, 4);
  return { index: rt.u32(out, 1)[0], caret: { x: c[0], y: c[1], width: c[2], height: c[3] } };
}
