// A layout case, laid out twice: by the flowlayout engine and by the browser's CSS flexbox, and
// the two compared. Used by the playground page and by its self-test (?test=N).
//
// A case is { options, items, width, height }: `options` as flowlayout.mjs takes them, `items`
// [{ width, height, grow, baselineBlocks: [first, gap] or absent }], width/height the bounds
// (null = unspecified / CSS auto). CSS gets the same numbers; the engine gets them rounded down
// to Chromium's layout unit (1/64 px), as Chromium itself rounds them, and the measured baselines.
"use strict";

const FlowCases = (() => {
  const TOLERANCE = 1 / 16;
  const layoutUnits = (value) => Math.floor(value * 64) / 64;

  const CSS_JUSTIFY = { start: "flex-start", center: "center", end: "flex-end", "space-between": "space-between",
    "space-around": "space-around", "space-evenly": "space-evenly" };
  const CSS_ALIGN_ITEMS = { start: "flex-start", center: "center", end: "flex-end", "first-baseline": "baseline",
    "last-baseline": "last baseline", stretch: "stretch" };
  const CSS_ALIGN_CONTENT = { ...CSS_JUSTIFY, stretch: "stretch" };
  const ENGINE_ONLY = { maxLines: 0, maxItemsPerLine: 0, uniformSize: false, pixelScale: 0,
    justifyLast: "auto", lineFill: "none", maxScale: 0, separator: [0, 0] };
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

  /** Options CSS has no counterpart for, when not at their defaults. */
  function engineOnly(options) {
    const off = Object.keys(ENGINE_ONLY).filter((name) => !same(options[name] ?? ENGINE_ONLY[name], ENGINE_ONLY[name]));
    if (options.lineBreaking === "pretty") off.push("lineBreaking pretty");
    return off;
  }

  /** The options a layout of this module takes (an older flowlayout.wasm lacks some). */
  function supported(layout, options) {
    return Object.fromEntries(Object.entries(options).filter(([name, value]) => {
      try { layout.set({ [name]: value }); return true; } catch { return false; }
    }));
  }

  function cssFlexWrap(o) {
    if (o.wrap === "none" || o.wrap === "nowrap") return "nowrap";
    const reverse = o.wrap === "wrap-reverse";
    if (o.lineBreaking === "balance") return reverse ? "balance wrap-reverse" : "balance";
    return reverse ? "wrap-reverse" : "wrap";
  }

  const px = (v) => `${v}px`;

  /** The CSS flex container of a case (its items carry data-index). */
  function cssContainer(c, decorate) {
    const o = c.options, row = o.axis !== "vertical";
    const box = document.createElement("div");
    box.className = "css-flex";
    const s = box.style;
    s.flexDirection = (row ? "row" : "column") + (o.reverse ? "-reverse" : "");
    if (o.padding) s.padding = o.padding.map(px).join(" ");
    s.flexWrap = cssFlexWrap(o);
    s.direction = o.direction;
    s.justifyContent = CSS_JUSTIFY[o.justify];
    s.alignItems = CSS_ALIGN_ITEMS[o.alignItems];
    s.alignContent = CSS_ALIGN_CONTENT[o.alignContent];
    s.columnGap = px(row ? o.itemSpacing : o.lineSpacing);
    s.rowGap = px(row ? o.lineSpacing : o.itemSpacing);
    if (c.width !== null) s.width = px(c.width);
    if (c.height !== null) s.height = px(c.height);
    if (o.lineBreaking === "balance" && o.minLines > 0) s.setProperty("flex-line-count", String(o.minLines));
    const stretch = o.alignItems === "stretch";
    const cross = row ? "height" : "width";
    c.items.forEach((item, i) => {
      const kid = document.createElement("div");
      kid.className = "item";
      kid.dataset.index = i;
      for (const key of ["width", "height"]) if (!(stretch && key === cross)) kid.style[key] = px(item[key]);
      kid.style.flex = item.grow ? `${item.grow} 0 auto` : "none";
      if (stretch) {
        // An auto cross size stretches; a block of the item's size inside sets its content size.
        const inner = document.createElement("div");
        inner.style[cross] = px(item[cross]);
        kid.append(inner);
      }
      if (item.baselineBlocks) {
        // Inline-blocks put the first baseline `first` below the top and the last `gap` below it.
        for (const h of item.baselineBlocks) {
          const p = document.createElement("p");
          p.className = "bl";
          const mark = document.createElement("i");
          mark.style.height = px(h);
          p.append(mark);
          kid.append(p);
        }
      }
      if (decorate) decorate(kid, i);
      box.append(kid);
    });
    return box;
  }

  /** What the browser drew: container size, item boxes and measured baselines. */
  function measure(box) {
    const r = box.getBoundingClientRect();
    const children = [];
    for (const k of box.children) {
      const q = k.getBoundingClientRect();
      const e = { x: q.left - r.left, y: q.top - r.top, width: q.width, height: q.height };
      const marks = k.querySelectorAll("i");
      if (marks.length === 2) {
        e.firstBaseline = marks[0].getBoundingClientRect().bottom - q.top;
        e.lastBaseline = marks[1].getBoundingClientRect().bottom - q.top;
      }
      children.push(e);
    }
    return { width: r.width, height: r.height, children };
  }

  /** The options a case leaves out: their defaults (those this module has). */
  let defaults = { ...ENGINE_ONLY };
  function useDefaultsOf(layout) {
    defaults = supported(layout, { ...ENGINE_ONLY, reverse: false, padding: [0, 0, 0, 0] });
  }

  /** The engine's layout of a case, with the baselines the browser measured. */
  function arrange(layout, c, measured) {
    const o = c.options, row = o.axis !== "vertical";
    layout.set({ ...defaults, ...o,
      itemSpacing: layoutUnits(o.itemSpacing), lineSpacing: layoutUnits(o.lineSpacing),
      ...(o.padding ? { padding: o.padding.map(layoutUnits) } : {}) });
    const sizes = new Float32Array(c.items.flatMap((k) => [layoutUnits(k.width), layoutUnits(k.height)]));
    layout.setItemGrow(c.items.some((k) => k.grow) ? c.items.map((k) => k.grow) : null);
    if (o.alignItems.endsWith("baseline")) {
      // Columns: Chromium synthesizes a column item's baselines at its left edge.
      const first = c.items.map((k, i) => (row && measured.children[i].firstBaseline !== undefined
        ? layoutUnits(measured.children[i].firstBaseline) : row ? NaN : 0));
      const last = c.items.map((k, i) => (row && measured.children[i].lastBaseline !== undefined
        ? layoutUnits(measured.children[i].lastBaseline) : row ? NaN : 0));
      layout.setItemBaselines(first, last);
    } else {
      layout.setItemBaselines(null, null);
    }
    const bound = (v) => (v === null ? undefined : layoutUnits(v));
    return layout.arrange(sizes, bound(c.width), bound(c.height));
  }

  /** Indices of the items whose frames differ by more than 1/16 px, and whether the container does. */
  function compare(result, measured) {
    const items = [];
    measured.children.forEach((want, i) => {
      const got = result.frames.subarray(4 * i, 4 * i + 4);
      const expected = [want.x, want.y, want.width, want.height];
      if (got.length < 4 || expected.some((v, j) => Math.abs(v - got[j]) > TOLERANCE)) items.push(i);
    });
    const container = Math.abs(result.width - measured.width) > TOLERANCE ||
      Math.abs(result.height - measured.height) > TOLERANCE;
    return { items, container, agree: items.length === 0 && !container &&
      result.frames.length === 4 * measured.children.length };
  }

  // -------------------------------------------------------------------------------------------
  // Random cases, drawn as Tests/conformance/generate.py draws the committed corpora.

  /** A seeded generator of numbers in [0, 1) (mulberry32). */
  function random(seed) {
    let a = seed >>> 0;
    const next = () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    return {
      next,
      int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
      pick: (list) => list[Math.floor(next() * list.length)],
      uniform: (lo, hi) => lo + next() * (hi - lo),
    };
  }

  function number(rng, mode, lo, hi) {
    if (mode === "int") return rng.int(Math.trunc(lo), Math.trunc(hi));
    if (mode === "quarter") return rng.int(Math.trunc(lo * 4), Math.trunc(hi * 4)) / 4;
    const digits = rng.pick([1, 2]);
    return Math.round(rng.uniform(lo, hi) * 10 ** digits) / 10 ** digits;
  }

  function count(rng) {
    const roll = rng.next();
    if (roll < 0.03) return 0;
    if (roll < 0.09) return 1;
    if (roll < 0.97) return rng.int(2, 40);
    return rng.int(100, 200);
  }

  function mainExtent(c) {
    const row = c.options.axis !== "vertical", key = row ? "width" : "height";
    const total = c.items.reduce((s, k) => s + k[key], 0) + c.options.itemSpacing * Math.max(0, c.items.length - 1);
    const widest = c.items.reduce((m, k) => Math.max(m, k[key]), 0);
    return { total, widest };
  }

  function mainBound(rng, mode, c) {
    const { total, widest } = mainExtent(c);
    if (widest > 0 && rng.next() < 0.1) return number(rng, mode, Math.max(1, widest * 0.4), Math.max(1, widest - 0.5));
    const lines = c.items.length ? rng.pick([1, 1, 2, 2, 3, 4, 5, 8]) : 1;
    const target = Math.max(widest, total / lines, 20);
    return number(rng, mode, Math.max(1, target * 0.9), target * 1.15 + 1);
  }

  function crossBound(rng, mode, c, main) {
    const row = c.options.axis !== "vertical", key = row ? "height" : "width";
    const { total } = mainExtent(c);
    const lines = main ? Math.max(1, total / main) : 1;
    const tallest = c.items.reduce((m, k) => Math.max(m, k[key]), 0) || 20;
    const estimate = tallest * lines * 0.8;
    return number(rng, mode, Math.max(1, estimate * 0.6), estimate * 1.6 + 10);
  }

  /** A random case from `seed`: the same seed gives the same case. */
  function randomCase(seed) {
    const rng = random(seed);
    const mode = rng.pick(["int", "int", "quarter", "quarter", "odd"]);
    const balance = rng.next() < 0.25;
    const row = rng.next() < 0.6;
    const wrap = balance ? rng.pick(["wrap", "wrap", "wrap-reverse"])
      : rng.pick(["wrap", "wrap", "wrap", "wrap-reverse", "wrap-reverse", "wrap-reverse", "none"]);
    const gapMode = rng.pick(["zero", "int", "quarter", "odd"]);
    const gap = () => (gapMode === "zero" ? 0 : number(rng, gapMode, 0, 12));
    const options = {
      axis: row ? "horizontal" : "vertical", wrap, lineBreaking: balance ? "balance" : "greedy",
      direction: rng.pick(["ltr", "rtl"]),
      justify: rng.pick(Object.keys(CSS_JUSTIFY)),
      alignItems: rng.pick(Object.keys(CSS_ALIGN_ITEMS)),
      alignContent: rng.pick(Object.keys(CSS_ALIGN_CONTENT)),
      itemSpacing: gap(), lineSpacing: gap(),
      minLines: balance && rng.next() < 0.6 ? rng.pick([1, 2, 2, 3, 3, 4, 5, 6, 8]) : 0,
    };
    // The flex item model's container options, when this module has them.
    if ("reverse" in defaults && rng.next() < 0.15) options.reverse = true;
    if ("padding" in defaults && rng.next() < 0.15) {
      options.padding = [0, 1, 2, 3].map(() => (rng.next() < 0.3 ? 0 : number(rng, mode, 0, 12)));
    }
    const n = count(rng);
    const uniform = n > 1 && rng.next() < 0.12;
    const items = [];
    for (let i = 0; i < n; i++) {
      items.push(uniform && items.length ? { ...items[0] }
        : { width: number(rng, mode, 1, 80), height: number(rng, mode, 1, 80), grow: 0 });
    }
    if (rng.next() < 0.25 && n) {
      // At most four growing items: Chromium truncates each grown size to 1/64 px, and more
      // could add up past the 1/16 px tolerance.
      const growing = Math.min(n, rng.int(1, 4));
      for (let g = 0; g < growing; g++) items[rng.int(0, n - 1)].grow = rng.pick([1, 1, 2, 3, 0.5, 1.5]);
    }
    const c = { options, items, width: null, height: null };
    if (options.alignItems.endsWith("baseline") && row) {
      // Multiples of 1/4 px: Chromium rounds line-box baselines.
      for (const k of items) {
        k.baselineBlocks = [number(rng, "quarter", 0, k.height * 1.2 + 4), number(rng, "quarter", 0, 30)];
      }
    }
    if (row) {
      c.width = mainBound(rng, mode, c);
      if (rng.next() < 0.55) c.height = crossBound(rng, mode, c, c.width);
    } else {
      // An auto height never wraps a column, except into flex-line-count lines under balance.
      if (rng.next() < (balance ? 0.6 : 0.85)) c.height = mainBound(rng, mode, c);
      c.width = crossBound(rng, mode, c, c.height);
    }
    return c;
  }

  /** Lays a case out both ways in `host` (left in place) and compares. */
  function run(layout, c, host, decorate) {
    const box = cssContainer(c, decorate);
    host.replaceChildren(box);
    const measured = measure(box);
    const result = arrange(layout, c, measured);
    return { box, measured, result, ...compare(result, measured) };
  }

  return { randomCase, run, engineOnly, cssFlexWrap, layoutUnits, useDefaultsOf, supported, TOLERANCE };
})();
