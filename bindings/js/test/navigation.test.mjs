// neighbor and insertionPoint against rules computed here from the frames and lines alone (the
// header's definitions, written out plainly), over random layouts of every option: rows and
// columns, RTL, reverse, wrap-reverse, no wrap, hidden items, maxLines, negative margins, padding.
//   FLOWLAYOUT_NAV_CASES sets the number of random layouts (default 1500); a failure prints its seed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createFlowLayout, ItemFlags } from "flowlayout";

const CASES = Number(process.env.FLOWLAYOUT_NAV_CASES ?? 1500);
/** @type {import("flowlayout").NavDirection[]} */
const DIRECTIONS = ["left", "right", "up", "down", "next", "previous"];

/** @param {number} seed */
function random(seed) {
  let s = Math.imul(seed, 2654435761) >>> 0 || 1;
  const next = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
  for (let k = 0; k < 8; k++) next();  // small seeds start with small numbers: mix them first
  return {
    /** @param {number} n */ int: (n) => Math.floor(next() * n),
    /** @template T @param {T[]} list @returns {T} */ pick: (list) => list[Math.floor(next() * list.length)],
    /** @param {number} p */ chance: (p) => next() < p,
  };
}

/** A random layout: options, items, per-item inputs, bounds. */
/** @typedef {ReturnType<typeof randomCase>} Case */
/** @typedef {ReturnType<typeof model>} Model */

/** @param {number} seed */
function randomCase(seed) {
  const r = random(seed);
  const n = r.int(14);
  /** @type {import("flowlayout").FlowLayoutOptions & { padding: number | [number, number, number, number] }} */
  const options = {
    axis: r.pick(["horizontal", "vertical"]), wrap: r.pick(["wrap", "wrap", "wrap-reverse", "none"]),
    direction: r.pick(["ltr", "rtl"]), reverse: r.chance(0.3), justify: r.pick(["start", "center", "end", "space-between", "space-around", "space-evenly"]),
    alignItems: r.pick(["start", "center", "end", "stretch"]), alignContent: r.pick(["start", "center", "end", "space-between", "stretch"]),
    lineBreaking: r.pick(["greedy", "greedy", "balance", "pretty"]), maxLines: r.chance(0.25) ? 1 + r.int(3) : 0,
    itemSpacing: r.pick([0, 4, 8]), lineSpacing: r.pick([0, 3, 8]), padding: r.chance(0.3) ? [r.int(5), r.int(5), r.int(5), r.int(5)] : 0,
  };
  // A third of the cases have items of one size: equal distances between centres, so ties.
  const one = r.chance(0.33) ? [4 + r.int(30), 4 + r.int(20)] : null;
  const sizes = Array.from({ length: n }, () => one ?? [r.chance(0.08) ? 0 : 4 + r.int(40), r.chance(0.08) ? 0 : 4 + r.int(30)]);
  const flags = r.chance(0.4) ? sizes.map(() => (r.chance(0.2) ? ItemFlags.HIDDEN : 0) | (r.chance(0.08) ? ItemFlags.BREAK_BEFORE : 0)) : null;
  const margins = r.chance(0.25) ? sizes.map(() => [0, 0, 0, 0].map(() => (r.chance(0.3) ? r.int(13) - 6 : 0))) : null;
  const main = 40 + r.int(120), cross = r.chance(0.4) ? 60 + r.int(120) : undefined;
  const [width, height] = options.axis === "horizontal" ? [main, cross] : [cross, main];
  return { r, options, sizes, flags, margins, width, height };
}

/** What the rules need, read from the result: frames, lines, visibility and screen directions. */
/** @param {import("flowlayout").FlowResult} result @param {Case} c */
function model(result, c) {
  const f = Array.from(result.frames), n = c.sizes.length;
  const rows = c.options.axis === "horizontal";
  /** @param {number} i */
  const frame = (i) => ({ x: f[4 * i], y: f[4 * i + 1], w: f[4 * i + 2], h: f[4 * i + 3] });
  /** @param {number} i */
  const visible = (i) => i < result.visibleCount && !(c.flags && c.flags[i] & ItemFlags.HIDDEN);
  const lines = result.lines.map((l) => ({ ...l, items: /** @type {number[]} */ ([]) }));
  lines.forEach((l) => { for (let i = l.firstItem; i < l.firstItem + l.itemCount; i++) if (visible(i)) l.items.push(i); });
  /** @param {number} i */
  const lineOf = (i) => lines.findIndex((l) => l.items.includes(i));
  /** @param {number} i */
  const centre = (i) => { const b = frame(i); return rows ? b.x + b.w / 2 : b.y + b.h / 2; };
  // A line runs against its axis on screen: rows right to left (RTL xor reverse), columns upwards (reverse).
  const lineBackwards = rows ? (c.options.direction === "rtl") !== c.options.reverse : c.options.reverse;
  // Lines stack against the cross axis: rows upwards (wrap-reverse), columns leftwards (RTL xor wrap-reverse).
  const wrapReverse = c.options.wrap === "wrap-reverse";
  const linesBackwards = rows ? wrapReverse : (c.options.direction === "rtl") !== wrapReverse;
  return { n, rows, frame, visible, lines, lineOf, centre, lineBackwards, linesBackwards, result };
}

/** @param {Model} m @param {number} i @param {string} direction */
function expectedNeighbor(m, i, direction) {
  if (!m.visible(i)) return -1;
  /** @param {number} from @param {number} delta */
  const step = (from, delta) => { for (let j = from + delta; j >= 0 && j < m.n; j += delta) if (m.visible(j)) return j; return -1; };
  if (direction === "next") return step(i, 1);
  if (direction === "previous") return step(i, -1);
  const alongMain = m.rows ? direction === "left" || direction === "right" : direction === "up" || direction === "down";
  const towardsLarger = direction === "right" || direction === "down";
  const line = m.lines[m.lineOf(i)];
  if (alongMain) {
    const at = line.items.indexOf(i);
    const delta = towardsLarger !== m.lineBackwards ? 1 : -1;
    return line.items[at + delta] ?? -1;
  }
  const delta = towardsLarger !== m.linesBackwards ? 1 : -1;
  for (let l = m.lineOf(i) + delta; l >= 0 && l < m.lines.length; l += delta) {
    if (m.lines[l].items.length === 0) continue;
    let best = -1, distance = Infinity;
    for (const j of m.lines[l].items) {
      const d = Math.abs(m.centre(j) - m.centre(i));
      if (d < distance) { best = j; distance = d; }  // ties keep the lower index
    }
    return best;
  }
  return -1;
}

/** @param {Model} m @param {Case} c @param {number} x @param {number} y */
function expectedInsertion(m, c, x, y) {
  // The point as the library receives it: floats.
  const [main, cross] = (m.rows ? [x, y] : [y, x]).map(Math.fround);
  let line = null, distance = Infinity;
  for (const l of m.lines) {
    if (l.items.length === 0) continue;
    const d = cross < l.crossOffset ? l.crossOffset - cross : cross > l.crossOffset + l.crossSize ? cross - (l.crossOffset + l.crossSize) : 0;
    if (d < distance) { line = l; distance = d; }
  }
  const r = m.result;
  if (!line) {
    const p = c.options.padding, [top, right, bottom, left] = typeof p === "number" ? [p, p, p, p] : p;
    const wrapReverse = c.options.wrap === "wrap-reverse";
    const fromRight = m.rows ? m.lineBackwards : m.linesBackwards;
    const fromBottom = m.rows ? wrapReverse : c.options.reverse;
    return { index: m.n, caret: { x: fromRight ? r.width - right : left, y: fromBottom ? r.height - bottom : top, width: 0, height: 0 } };
  }
  /** @param {number} j */
  const before = (j) => (m.lineBackwards ? main > m.centre(j) : main < m.centre(j));
  const at = line.items.findIndex(before);
  const index = at >= 0 ? line.items[at] : line.items[line.items.length - 1] + 1;
  // Near and far edges of an item along main, in the direction the line runs.
  /** @param {number} j */
  const near = (j) => { const b = m.frame(j); const [p, s] = m.rows ? [b.x, b.w] : [b.y, b.h]; return m.lineBackwards ? p + s : p; };
  /** @param {number} j */
  const far = (j) => { const b = m.frame(j); const [p, s] = m.rows ? [b.x, b.w] : [b.y, b.h]; return m.lineBackwards ? p : p + s; };
  let position;
  // Edges as floats (x + width rounds); the gap's centre from the edges in double, then rounded.
  if (at === 0) position = Math.fround(near(line.items[0]));
  else if (at < 0) position = Math.fround(far(line.items[line.items.length - 1]));
  else position = Math.fround((far(line.items[at - 1]) + near(line.items[at])) / 2);
  const caret = m.rows ? { x: position, y: line.crossOffset, width: 0, height: line.crossSize }
    : { x: line.crossOffset, y: position, width: line.crossSize, height: 0 };
  return { index, caret };
}

test(`neighbor and insertionPoint agree with the rules over ${CASES} random layouts`, async () => {
  const layout = await createFlowLayout();
  let queries = 0;
  for (let seed = 1; seed <= CASES; seed++) {
    const c = randomCase(seed);
    layout.set({ ...c.options });
    layout.setItems(c.sizes);
    layout.setItemFlags(c.flags);
    layout.setItemMargins(c.margins);
    const result = layout.arrange(null, c.width, c.height);
    const m = model(result, c);
    for (let i = 0; i < m.n; i++) {
      for (const d of DIRECTIONS) {
        assert.equal(layout.neighbor(i, d), expectedNeighbor(m, i, d), `seed ${seed}: neighbor(${i}, "${d}")`);
        queries++;
      }
    }
    const points = [];
    for (let k = 0; k < 12; k++) points.push([c.r.int(Math.ceil(result.width) + 20) - 10 + 0.5 * c.r.int(2), c.r.int(Math.ceil(result.height) + 20) - 10]);
    for (let i = 0; i < m.n; i++) if (m.visible(i)) { const b = m.frame(i); points.push([b.x + b.w / 2, b.y + b.h / 2], [b.x, b.y]); }
    for (const [x, y] of points) {
      assert.deepEqual(layout.insertionPoint(x, y), expectedInsertion(m, c, x, y), `seed ${seed}: insertionPoint(${x}, ${y})`);
      queries++;
    }
  }
  layout.destroy();
  assert.ok(queries > CASES * 40, `${queries} queries`);
});

test("neighbor and insertionPoint: bad input throws naming the argument and changes nothing", async () => {
  const layout = await createFlowLayout();
  assert.throws(() => layout.neighbor(0, "right"), (e) => e.status === 5 && /has not been arranged/.test(e.message));
  assert.throws(() => layout.insertionPoint(0, 0), (e) => e.status === 5);
  const r = layout.arrange([[40, 20], [40, 20], [40, 20]], 100);
  const before = r.copy();
  /** @type {[() => unknown, string, RegExp][]} */
  const bad = [
    [() => layout.neighbor(3, "right"), "index", /index 3 is not below the item count of the last arrange \(3\)/],
    [() => layout.neighbor(-1, "right"), "index", /index must be an integer >= 0/],
    [() => layout.neighbor(1.5, "next"), "index", /index must be an integer/],
    // @ts-expect-error: the types refuse it too
    [() => layout.neighbor(0, "sideways"), "direction", /direction must be one of "left", "right", "up", "down", "next", "previous"/],
    // @ts-expect-error: the types refuse it too
    [() => layout.neighbor(0, 1), "direction", /direction must be one of/],
    [() => layout.insertionPoint(NaN, 0), "x", /x must be a number \(not NaN\)/],
    [() => layout.insertionPoint(0, NaN), "y", /y must be a number/],
    // @ts-expect-error: the types refuse it too
    [() => layout.insertionPoint("1", 0), "x", /x must be a number/],
  ];
  for (const [call, argument, message] of bad) {
    assert.throws(call, (e) => e.name === "FlowLayoutError" && e.argument === argument && message.test(e.message), String(call));
  }
  assert.deepEqual(r.copy(), before, "queries change nothing");
  // The header's example: [0][1] on the first line, [2] on the second.
  assert.equal(layout.neighbor(0, "right"), 1);
  assert.equal(layout.neighbor(1, "down"), 2);
  assert.equal(layout.neighbor(2, "up"), 0);
  assert.equal(layout.neighbor(1, "right"), -1);
  assert.deepEqual(layout.insertionPoint(50, 5), { index: 1, caret: { x: 44, y: 0, width: 0, height: 20 } });
  // A tie between two centres goes to the lower index: item 2 (centre 24) is 14 from 0 and from 1.
  layout.set({ itemSpacing: 8 }).arrange([[20, 10], [20, 10], [48, 10]], 50);
  assert.equal(layout.neighbor(2, "up"), 0);
  layout.arrange([[40, 20], [40, 20], [40, 20]], 100);
  assert.deepEqual(layout.insertionPoint(Infinity, 30), { index: 3, caret: { x: 40, y: 28, width: 0, height: 20 } });
  layout.destroy();
});
