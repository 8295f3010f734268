// The lanes page: a feed of cards laid out by the engine's lanes (masonry) and by the browser's own
// CSS display: grid-lanes, side by side, every card compared.
//   lanes.html                 interactive: the container width, the minimum lane length, the gap
//                              and the tolerance are controls
//   lanes.html?check           also writes the outcome into <pre id="results"> (read by
//                              scripts/test-js through chromium --dump-dom)
// Each card's height depends on its width (its text wraps): the engine measures a card in the page
// at the width of the lane it is offered, through its measure callback, as an app would.
"use strict";

(async () => {
  const params = new URLSearchParams(location.search);
  const layout = await window.FlowLayout.createFlowLayout();
  const TOLERANCE = 1 / 16;
  const units = (value) => Math.trunc(value * 64) / 64;  // Chromium's layout unit, 1/64 px

  // The feed: titles and texts of varied lengths, bands of varied heights (a picture, or none).
  const SENTENCES = ["Out before sunrise, the fog still on the river.", "Version 2.4 is out: faster start-up and a new export dialog.",
    "Soak the lentils, then simmer with cumin and lemon.", "Hiking if it stays dry, the market if it rains.",
    "Three days of wind, salt and grilled fish by the harbour.", "Next up: two novels and a book about bridges.",
    "The tomatoes finally turned red.", "We agreed on the colours; the icons need another pass.",
    "Doors open at eight.", "This month we read a short one.", "New chain, new brake pads, and it rides like new.",
    "Standing, at last."];
  const TITLES = ["Morning walk", "Release notes", "Recipe: lentil soup", "Weekend plans", "Trip to the coast",
    "Reading list", "Garden update", "Design review", "Concert tonight", "Book club", "Bike repair", "New desk",
    "Quarterly goals", "Rainy day", "Museum visit", "Bread, at last", "Moving boxes", "Team lunch",
    "Night sky", "Old photos", "Chess puzzle", "Tea tasting"];
  const cards = TITLES.map((title, i) => ({
    title,
    text: Array.from({ length: 1 + ((i * 5) % 4) }, (_, k) => SENTENCES[(i + k * 5) % SENTENCES.length]).join(" "),
    band: [0, 48, 96, 0, 132, 64, 0, 80][i % 8],
    hue: (i * 47) % 360,
  }));

  function cardElement(card, i) {
    const element = document.createElement("article");
    element.className = "card";
    element.dataset.index = i;
    element.style.setProperty("--hue", card.hue);
    element.style.setProperty("--band", `${card.band}px`);
    const band = document.createElement("div");
    band.className = "band";
    const title = document.createElement("h3");
    title.textContent = `${i + 1}. ${card.title}`;
    const text = document.createElement("p");
    text.textContent = card.text;
    element.append(band, title, text);
    return element;
  }

  // Controls.
  const controls = document.getElementById("controls");
  const NUMBERS = { width: Number(params.get("width")) || 560, minLaneLength: 160, gap: 10, tolerance: 16 };
  const field = {};
  for (const [name, initial] of Object.entries(NUMBERS)) {
    const input = document.createElement("input");
    input.type = "number";
    input.step = "any";
    input.value = initial;
    const label = document.createElement("label");
    label.append(`${name} `, input);
    controls.append(label);
    field[name] = input;
    input.addEventListener("input", redraw);
  }

  // Heights measured at a width, kept per card and width (a redraw asks again only for new widths).
  const lab = document.getElementById("lab");
  const heights = new Map();
  function heightAt(i, width) {
    const key = `${i}@${width}`;
    if (!heights.has(key)) {
      const element = cardElement(cards[i], i);
      element.style.width = `${width}px`;
      lab.replaceChildren(element);
      heights.set(key, element.getBoundingClientRect().height);
    }
    return heights.get(key);
  }

  const engineStage = document.getElementById("engine-stage");
  const cssStage = document.getElementById("css-stage");
  const status = document.getElementById("status");
  const supported = typeof CSS !== "undefined" && CSS.supports("display", "grid-lanes");

  function redraw() {
    const width = Number(field.width.value) || 0, minimum = Number(field.minLaneLength.value) || 1;
    const gap = Number(field.gap.value) || 0, tolerance = Number(field.tolerance.value) || 0;

    // The engine: lanes of at least `minimum`, each card measured at its lane's width.
    layout.set({ lanes: { count: 0, minLaneLength: units(minimum) }, laneTolerance: units(tolerance),
      itemSpacing: units(gap), lineSpacing: units(gap) });
    layout.setMeasure(cards.length, (i, offered) => {
      const across = offered ?? units(minimum);
      return [across, units(heightAt(i, across))];
    });
    const result = layout.arrange(null, units(width));
    const box = document.createElement("div");
    box.className = "box";
    box.style.width = `${result.width}px`;
    box.style.height = `${result.height}px`;
    cards.forEach((card, i) => {
      const [x, y, w, h] = result.frames.subarray(4 * i, 4 * i + 4);
      const element = cardElement(card, i);
      element.style.cssText += `left:${x}px;top:${y}px;width:${w}px;height:${h}px`;
      element.title = `card ${i + 1}: lane ${layout.laneOfItem(i)?.lane}, ${x}, ${y}, ${w} x ${h}`;
      box.append(element);
    });
    engineStage.replaceChildren(box);
    const lanes = result.lanes.map((lane) => ({ ...lane }));

    // The browser: the same cards in a grid-lanes container of the same width.
    const grid = document.createElement("div");
    grid.className = "css-lanes box";
    grid.style.width = `${width}px`;
    grid.style.gridTemplateColumns = `repeat(auto-fill, minmax(${minimum}px, 1fr))`;
    grid.style.gap = `${gap}px`;
    grid.style.setProperty("flow-tolerance", `${tolerance}px`);
    cards.forEach((card, i) => grid.append(cardElement(card, i)));
    cssStage.replaceChildren(grid);
    if (!supported) {
      status.className = "off";
      status.textContent = "this browser has no CSS display: grid-lanes (Chromium: --enable-experimental-web-platform-features): comparison off";
      return { supported, cards: cards.length, lanes, agreed: 0, differing: [] };
    }
    const origin = grid.getBoundingClientRect();
    const differing = [];
    [...grid.children].forEach((element, i) => {
      const r = element.getBoundingClientRect();
      const browser = [r.left - origin.left, r.top - origin.top, r.width, r.height];
      const engine = Array.from(result.frames.subarray(4 * i, 4 * i + 4));
      if (browser.some((v, j) => Math.abs(v - engine[j]) > TOLERANCE)) {
        differing.push({ card: i, engine, browser });
        element.classList.add("differs");
        box.children[i].classList.add("differs");
      }
    });
    const container = Math.abs(origin.height - result.height) > TOLERANCE;
    if (!differing.length && !container) {
      status.className = "ok";
      status.textContent = `${cards.length} cards in ${lanes.length} lanes of ${lanes[0].length} px: ` +
        "the engine and the browser agree within 1/16 px";
    } else {
      status.className = "bad";
      status.textContent = `${differing.length} of ${cards.length} cards differ` +
        (container ? `; container height ${result.height}, browser ${origin.height}` : "");
    }
    return { supported, cards: cards.length, lanes, agreed: cards.length - differing.length, differing: differing.slice(0, 5),
      height: result.height, browserHeight: origin.height };
  }

  const outcome = redraw();
  if (params.has("check")) {
    const pre = document.createElement("pre");
    pre.id = "results";
    pre.textContent = JSON.stringify({ userAgent: navigator.userAgent, ...outcome });
    document.body.append(pre);
  }
})().catch((error) => {
  document.getElementById("status").textContent = `error: ${error.message}`;
  document.body.insertAdjacentHTML("beforeend", `<pre id="results">${JSON.stringify({ error: String(error.stack || error) })}</pre>`);
});
