// The playground page: controls for every option, items random or edited, the engine's layout
// drawn beside the browser's, differences outlined.
//   index.html               interactive: opens on a row of chips (labels measured in the page's font);
//                            the arrow keys move the focus between the engine's items (neighbor)
//   index.html?seed=7        starts from random case 7
//   index.html?keys=ArrowRight,ArrowDown
//                            presses those keys once loaded, and writes the items, the lines and the
//                            focus after each key into <pre id="results"> (read by scripts/test-js)
//   index.html?test=600      self-test: lays out 600 random cases both ways and writes the
//                            outcome into <pre id="results"> (read by scripts/test-js through
//                            chromium --dump-dom)
"use strict";

(async () => {
  const params = new URLSearchParams(location.search);
  const layout = await window.FlowLayout.createFlowLayout();
  FlowCases.useDefaultsOf(layout);

  if (params.has("test")) {
    selfTest(layout, Number(params.get("test")) || 500, Number(params.get("from") || 1));
    return;
  }

  // -------------------------------------------------------------------------------------------
  // Controls: one per option, plus the bounds and the item generator.

  const CHOICES = {
    axis: ["horizontal", "vertical"], wrap: ["wrap", "wrap-reverse", "none"], direction: ["ltr", "rtl"],
    justify: ["start", "center", "end", "space-between", "space-around", "space-evenly"],
    alignItems: ["start", "center", "end", "first-baseline", "last-baseline", "stretch"],
    alignContent: ["start", "center", "end", "space-between", "space-around", "space-evenly", "stretch"],
    lineBreaking: ["greedy", "balance", "pretty"],
    justifyLast: ["auto", "start", "center", "end", "space-between", "space-around", "space-evenly"],
    lineFill: ["none", "scale"],
  };
  // Controls only for the options this module has (an older flowlayout.wasm lacks some).
  const has = (name, value) => Object.keys(FlowCases.supported(layout, { [name]: value })).length > 0;
  for (const name of ["justifyLast", "lineFill"]) if (!has(name, CHOICES[name][0])) delete CHOICES[name];
  if (!has("lineBreaking", "pretty")) CHOICES.lineBreaking.pop();
  const NUMBERS = { itemSpacing: 8, lineSpacing: 8, minLines: 0, maxLines: 0, maxItemsPerLine: 0, pixelScale: 0,
    maxScale: 0, width: 400, height: "" };
  if (!has("maxScale", 0)) delete NUMBERS.maxScale;
  // Edge and size options as text: "top right bottom left", "width height".
  const TEXTS = { padding: "0 0 0 0", separator: "0 0" };
  if (!has("padding", 0)) delete TEXTS.padding;
  if (!has("separator", [0, 0])) delete TEXTS.separator;
  const controls = document.getElementById("controls");
  const field = {};
  const add = (name, element) => {
    const label = document.createElement("label");
    label.append(`${name} `, element);
    controls.append(label);
    field[name] = element;
    element.addEventListener("input", redraw);
  };
  for (const [name, values] of Object.entries(CHOICES)) {
    const select = document.createElement("select");
    for (const v of values) select.append(new Option(v, v));
    add(name, select);
  }
  for (const [name, initial] of Object.entries(NUMBERS)) {
    const input = document.createElement("input");
    input.type = "number";
    input.step = "any";
    input.value = initial;
    if (name === "height") input.placeholder = "auto";
    add(name, input);
  }
  for (const [name, initial] of Object.entries(TEXTS)) {
    const input = document.createElement("input");
    input.value = initial;
    input.size = 9;
    add(name, input);
  }
  const uniform = document.createElement("input");
  uniform.type = "checkbox";
  add("uniformSize", uniform);
  const reverse = document.createElement("input");
  reverse.type = "checkbox";
  if (has("reverse", false)) add("reverse", reverse);
  const seedInput = document.createElement("input");
  seedInput.type = "number";
  seedInput.value = params.get("seed") || 1;
  const randomButton = document.createElement("button");
  randomButton.textContent = "random case";
  randomButton.onclick = () => { seedInput.value = Number(seedInput.value) + 1; loadRandom(); };
  const seedLabel = document.createElement("label");
  seedLabel.append("seed ", seedInput, " ", randomButton);
  controls.append(seedLabel);
  seedInput.addEventListener("change", loadRandom);
  const testButton = document.createElement("button");
  testButton.textContent = "check 500 random cases";
  testButton.onclick = () => {
    const from = Number(seedInput.value);
    const outcome = checkCases(layout, 500, from);
    const status = document.getElementById("status");
    status.className = outcome.differing.length ? "bad" : "ok";
    status.textContent = `seeds ${from} to ${from + 499}: ${outcome.agreed} of ${outcome.cases} random cases ` +
      `(${outcome.items} items) agree with this browser` +
      (outcome.differing.length ? `; differing seeds: ${outcome.differing.map((d) => d.seed).join(", ")}` : "");
  };
  controls.append(testButton);
  const itemsBox = document.getElementById("items");
  itemsBox.addEventListener("input", () => { labels = null; redraw(); });

  // The case the page opens on: chips of real widths (their labels in the page's font, measured by
  // a canvas), 12 px of padding beside the text, 28 high, in a 420-wide row, centred in their lines.
  const CHIPS = ["inbox", "work", "family & friends", "travel", "receipts 2024", "photos", "taxes", "to read",
    "recipes", "garden", "invoices", "school", "music", "someday / maybe"];
  let labels = null;  // the labels drawn on the engine's items, when the items are the chips
  function loadChips() {
    const context = document.createElement("canvas").getContext("2d");
    context.font = getComputedStyle(document.body).font;
    for (const name of Object.keys(CHOICES)) field[name].value = CHOICES[name][0];
    field.alignItems.value = "center";
    field.itemSpacing.value = 8;
    field.lineSpacing.value = 8;
    field.width.value = 420;
    field.height.value = "";
    itemsBox.value = CHIPS.map((label) => `${Math.ceil(context.measureText(label).width) + 24} 28`).join("; ");
    labels = CHIPS;
    redraw();
  }

  function loadRandom() {
    labels = null;
    const c = FlowCases.randomCase(Number(seedInput.value));
    for (const name of Object.keys(CHOICES)) field[name].value = c.options[name] ?? CHOICES[name][0];
    for (const name of ["itemSpacing", "lineSpacing", "minLines"]) field[name].value = c.options[name];
    if (field.padding) field.padding.value = (c.options.padding ?? [0, 0, 0, 0]).join(" ");
    reverse.checked = Boolean(c.options.reverse);
    field.width.value = c.width ?? "";
    field.height.value = c.height ?? "";
    itemsBox.value = c.items.map((k) => [k.width, k.height, k.grow,
      ...(k.baselineBlocks ?? [])].join(" ")).join("; ");
    redraw();
  }

  /** The case the controls describe. */
  function currentCase() {
    const options = {};
    for (const name of Object.keys(CHOICES)) options[name] = field[name].value;
    for (const name of ["itemSpacing", "lineSpacing", "pixelScale", "maxScale"]) {
      if (field[name]) options[name] = Number(field[name].value) || 0;
    }
    for (const name of Object.keys(TEXTS)) {
      const numbers = field[name].value.trim().split(/[\s,]+/).map(Number);
      options[name] = numbers.length === 1 ? (name === "padding" ? [0, 1, 2, 3].map(() => numbers[0]) : [numbers[0], numbers[0]]) : numbers;
    }
    if (has("reverse", false)) options.reverse = reverse.checked;
    for (const name of ["minLines", "maxLines", "maxItemsPerLine"]) options[name] = Math.max(0, Math.trunc(Number(field[name].value) || 0));
    options.uniformSize = uniform.checked;
    const items = itemsBox.value.split(/[;\n]/).map((s) => s.trim()).filter(Boolean).map((s) => {
      const [width, height, grow = 0, first, gap] = s.split(/[\s,]+/).map(Number);
      const item = { width, height, grow };
      if (first !== undefined && gap !== undefined) item.baselineBlocks = [first, gap];
      return item;
    });
    const bound = (v) => (v === "" ? null : Number(v));
    const c = { options, items, width: bound(field.width.value), height: bound(field.height.value) };
    if (options.uniformSize) {
      // CSS has no uniform size: the browser side gets every item at the largest size.
      const w = Math.max(0, ...items.map((k) => k.width)), h = Math.max(0, ...items.map((k) => k.height));
      c.cssItems = items.map((k) => ({ ...k, width: w, height: h }));
    }
    return c;
  }

  const engineStage = document.getElementById("engine-stage");
  const cssStage = document.getElementById("css-stage");
  const status = document.getElementById("status");
  const hue = (i) => (i * 47) % 360;

  function redraw() {
    const c = currentCase();
    const cssCase = c.cssItems ? { ...c, items: c.cssItems, options: { ...c.options, uniformSize: false } } : c;
    let outcome;
    try {
      const host = document.createElement("div");
      cssStage.replaceChildren(host);
      outcome = FlowCases.run(layout, { ...cssCase, options: { ...c.options } }, host, (kid, i) => {
        kid.style.setProperty("--hue", hue(i));
        kid.title = `item ${i}`;
      });
      if (c.cssItems) outcome.result = outcomeForUniform(c, outcome);
    } catch (error) {
      status.className = "bad";
      status.textContent = String(error.message);
      return;
    }
    drawEngine(outcome.result, c);
    const unmatched = FlowCases.engineOnly(c.options).filter((n) => n !== "uniformSize");
    const differing = unmatched.length ? [] : outcome.items;
    for (const i of differing) {
      engineStage.querySelector(`[data-index="${i}"]`)?.classList.add("differs");
      outcome.box.children[i]?.classList.add("differs");
    }
    if (unmatched.length) {
      status.className = "off";
      status.textContent = `CSS has no counterpart for ${unmatched.join(", ")}: comparison off`;
    } else if (outcome.agree) {
      status.className = "ok";
      status.textContent = `${c.items.length} items: the engine and the browser agree within 1/16 px`;
    } else {
      status.className = "bad";
      status.textContent = `${differing.length} of ${c.items.length} frames differ` +
        (outcome.container ? `; container ${outcome.result.width} x ${outcome.result.height}, ` +
          `browser ${outcome.measured.width} x ${outcome.measured.height}` : "");
    }
  }

  /** Uniform size: the engine gets the items as edited and makes them uniform itself. */
  function outcomeForUniform(c, outcome) {
    const bound = (v) => (v === null ? undefined : FlowCases.layoutUnits(v));
    const sizes = c.items.flatMap((k) => [FlowCases.layoutUnits(k.width), FlowCases.layoutUnits(k.height)]);
    const result = layout.arrange(new Float32Array(sizes), bound(c.width), bound(c.height));
    Object.assign(outcome, (({ items, container, agree }) => ({ items, container, agree }))(
      compareAgain(result, outcome.measured)));
    return result;
  }
  function compareAgain(result, measured) {
    const items = [];
    measured.children.forEach((want, i) => {
      const got = result.frames.subarray(4 * i, 4 * i + 4);
      if ([want.x, want.y, want.width, want.height].some((v, j) => Math.abs(v - got[j]) > FlowCases.TOLERANCE)) items.push(i);
    });
    const container = Math.abs(result.width - measured.width) > FlowCases.TOLERANCE ||
      Math.abs(result.height - measured.height) > FlowCases.TOLERANCE;
    return { items, container, agree: !items.length && !container };
  }

  function drawEngine(result, c) {
    const box = document.createElement("div");
    box.className = "box";
    box.style.width = `${result.width}px`;
    box.style.height = `${result.height}px`;
    for (let i = 0; i < result.frames.length / 4; i++) {
      const [x, y, w, h] = result.frames.subarray(4 * i, 4 * i + 4);
      const item = document.createElement("div");
      item.className = "engine-item";
      item.dataset.index = i;
      item.style.cssText = `left:${x}px;top:${y}px;width:${w}px;height:${h}px;--hue:${hue(i)}`;
      item.title = `item ${i}: ${x}, ${y}, ${w} x ${h}`;
      item.tabIndex = -1;
      if (labels && labels.length === result.frames.length / 4) item.textContent = labels[i];
      item.addEventListener("click", () => focusItem(i));
      box.append(item);
    }
    engineStage.replaceChildren(box);
    if (focused >= result.frames.length / 4) focused = 0;
    markFocus();
  }

  // Focus: the arrow keys move it to the item on screen in that direction, as the engine's
  // neighbor rule says (across lines, the item whose centre is nearest); Tab and Shift+Tab go in
  // item order. The layout's last arrange is the one drawn on the left.
  let focused = 0;
  const KEYS = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" };
  function markFocus() {
    for (const item of engineStage.querySelectorAll(".engine-item")) item.classList.toggle("focused", Number(item.dataset.index) === focused);
  }
  function focusItem(i) {
    focused = i;
    markFocus();
    engineStage.querySelector(`[data-index="${i}"]`)?.focus({ preventScroll: true });
  }
  /** Moves the focus for a key; true when the key is one of ours. */
  function press(key, shift = false) {
    const direction = key === "Tab" ? (shift ? "previous" : "next") : KEYS[key];
    if (!direction) return false;
    const next = layout.neighbor(focused, direction);
    if (next >= 0) focusItem(next);
    return true;
  }
  engineStage.addEventListener("keydown", (event) => {
    if (press(event.key, event.shiftKey)) event.preventDefault();
  });

  // The CSS side's container gets the dashed outline too.
  const style = document.createElement("style");
  style.textContent = ".css-flex { outline: 1px dashed #777; }";
  document.head.append(style);
  if (params.has("seed")) loadRandom(); else loadChips();
  if (params.has("keys")) {
    // Presses the keys as the keyboard would (events on the focused item), and records the focus.
    focusItem(0);
    const path = [focused];
    for (const key of params.get("keys").split(",")) {
      document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
      path.push(focused);
    }
    const r = layout.result();
    const pre = document.createElement("pre");
    pre.id = "results";
    pre.textContent = JSON.stringify({ keys: params.get("keys").split(","), focus: path, active: Number(document.activeElement.dataset.index),
      frames: Array.from(r.frames), lines: r.lines, options: layout.options });
    document.body.append(pre);
  }
})().catch((error) => {
  document.getElementById("status").textContent = `error: ${error.message}`;
  document.body.insertAdjacentHTML("beforeend", `<pre id="results">${JSON.stringify({ error: String(error.stack || error) })}</pre>`);
});

/** Lays out `count` random cases both ways and writes the outcome into <pre id="results">. */
function selfTest(layout, count, from) {
  const outcome = checkCases(layout, count, from);
  const pre = document.createElement("pre");
  pre.id = "results";
  pre.textContent = JSON.stringify({ userAgent: navigator.userAgent, ...outcome,
    differing: outcome.differing.slice(0, 20) });
  document.body.replaceChildren(pre);
}

/** Lays out `count` random cases (seeds from, from + 1, ...) both ways, one at a time at the
 * page's origin (far down a page, getBoundingClientRect's floats lose the 1/64 px digits). */
function checkCases(layout, count, from) {
  const lab = document.getElementById("lab");
  const differing = [];
  let items = 0;
  for (let seed = from; seed < from + count; seed++) {
    const c = FlowCases.randomCase(seed);
    items += c.items.length;
    const outcome = FlowCases.run(layout, c, lab);
    if (!outcome.agree) {
      differing.push({ seed, items: outcome.items.slice(0, 5), container: outcome.container,
        options: c.options, width: c.width, height: c.height,
        engine: Array.from(outcome.result.frames.slice(0, 8)), browser: outcome.measured.children.slice(0, 2) });
    }
  }
  lab.replaceChildren();
  return { cases: count, items, agreed: count - differing.length, differing };
}
