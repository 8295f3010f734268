// Per-item inputs (grow, flags, baselines, guides, spacing preferences, margins, limits, shrink,
// align-self): checked by the library when given, kept, and handed to the handle for every arrange
// with as many items, as the C library keeps them until the item count changes.
import { FlowLayoutError } from "./errors.mjs";

export class PerItemInputs {
  #rt;
  // By setter: { columns, arity, count, pending } (pending: the handle still has to receive them;
  // columns null: cleared, the handle still has to forget the old ones; arity: how many arrays
  // the setter takes).
  #inputs = new Map();

  constructor(rt) { this.#rt = rt; }

  /**
   * Checks a per-item input with the library (its rules, its messages) and keeps it for the
   * arranges with as many items. `columns`: one typed array per pointer the setter takes (null
   * for a NULL pointer), `perItem` values per item in each; all null clears.
   */
  set(setter, columns, perItem, argument) {
    this.#rt.need(setter);
    const given = columns.find((c) => c !== null);
    if (!given) {
      this.#inputs.set(setter, { columns: null, arity: columns.length, count: 0, pending: true });
      return;
    }
    if (given.length % perItem !== 0) {
      throw new FlowLayoutError(`flowlayout: ${argument} must hold ${perItem} values per item (got ${given.length})`, { argument });
    }
    const count = given.length / perItem;
    this.#withColumns(columns, (pointers) => this.#rt.checkPerItem(setter, pointers, count, argument));
    // Copies: the caller may change its arrays afterwards.
    this.#inputs.set(setter, { columns: columns.map((c) => c && c.slice()), arity: columns.length, count, pending: true });
  }

  /**
   * Hands the inputs to the handle before an arrange of `count` items; those of another length are
   * dropped, as in C. `countChanged`: the handle's item count changed, so it forgot them all.
   * Returns whether it called a setter on the handle.
   */
  send(handle, count, countChanged) {
    const rt = this.#rt;
    let sent = false;
    for (const [setter, input] of this.#inputs) {
      if (input.columns && input.count !== count) {
        // Cleared when the count changes, as in C; and the handle forgets any earlier one.
        Object.assign(input, { columns: null, count: 0, pending: true });
      }
      if (input.columns) {
        if (!input.pending && !countChanged) continue;  // the handle still has them
        this.#withColumns(input.columns, (pointers) => rt.check(handle, rt.call(setter, handle, ...pointers, count)));
        sent = true;
      } else if (input.pending) {
        rt.check(handle, rt.call(setter, handle, ...new Array(input.arity).fill(0), 0));
        sent = true;
      }
      input.pending = false;
      if (!input.columns) this.#inputs.delete(setter);
    }
    return sent;
  }

  /** Copies typed arrays into wasm memory and calls `body` with their addresses (0 for null). */
  #withColumns(arrays, body) {
    const rt = this.#rt;
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
}
