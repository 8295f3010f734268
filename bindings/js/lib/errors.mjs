// The one error type the module throws: which argument was wrong, and the library's status when
// the library refused it.

/**
 * Thrown for bad input and for the library's refusals. `argument` names the argument at fault
 * (`"width"`, `"sizes"`, `"index"`, an option's name...), or is undefined when no single argument
 * is (running out of memory, say); `status` is the C status code when the library answered one
 * (`FLOW_ERROR_*`: 1 NULL, 2 INVALID_ARGUMENT, 3 OUT_OF_MEMORY, 4 MEASURE, 5 NOT_ARRANGED).
 * A call that throws it has changed nothing.
 */
export class FlowLayoutError extends Error {
  constructor(message, { argument, status, cause } = {}) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = "FlowLayoutError";
    if (argument !== undefined) this.argument = argument;
    if (status !== undefined) this.status = status;
  }
}

/** Throws a FlowLayoutError about `argument`: "flowlayout: <argument> must be <expected> (got <value>)". */
export function badArgument(argument, expected, value) {
  throw new FlowLayoutError(`flowlayout: ${argument} must be ${expected} (got ${describe(value)})`, { argument });
}

/** A short description of a value for error messages. */
export function describe(value) {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "function") return "a function";
  if (value === null || typeof value !== "object") return String(value);
  return Array.isArray(value) ? "an array" : "an object";
}
