/*
 * The map of the field: every paper a dot placed by meaning (generator/field_map.py
 * writes searchdata/map.json; the titles come from searchdata/reading-list.json, in
 * the same order). Loaded on every page by overrides/main.html; draws into any
 * <div data-field-map> of the page, again after Material's instant navigation.
 *
 * Explore page (docs/explore.md): a legend whose buttons show or hide an area (the
 * areas some paper has first), a box that highlights the papers whose title holds
 * what is typed, and one link per dot (its title shows on hover and on focus; Enter
 * or a click opens the paper; on a touch screen the first tap shows the title, a
 * second tap opens the paper). The map is one Tab stop; the arrow keys move between
 * its dots (keyboardMoves).
 * Area pages (data-area="<slug>"): the same map, small, the area's papers highlighted.
 */

import { ROOT, fetchOk } from "./site.js";

const SVG = "http://www.w3.org/2000/svg";
const fetched = new Map();  // file name -> its JSON (a promise), fetched once

function load(name) {
  if (!fetched.has(name)) fetched.set(name, fetchOk(new URL(`searchdata/${name}`, ROOT)).then(r => r.json()));
  return fetched.get(name);
}

function escapeMarkup(text) {
  return String(text).replace(/[&<>"']/g, character => `&#${character.charCodeAt(0)};`);
}

function element(name, attributes = {}, namespace = null) {
  const node = namespace ? document.createElementNS(namespace, name) : document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  return node;
}

/* Hue of area `n` of `count`, spread around the colour wheel. */
function hue(n, count) {
  return Math.round((n * 360) / count);
}

/* One Tab stop for the whole map (10,000 dots were 10,000 stops): the dot last on,
   whose tabindex is 0. An arrow key moves to the nearest shown dot within 45 degrees
   of its direction. Returns moveTo(link): makes `link` the Tab stop (null: the first
   shown dot, unless the current one is shown). */
function keyboardMoves(svg, dots, points) {
  let current = dots[0];
  const shown = link => link.style.display !== "none";
  const moveTo = link => {
    link = link || (current && shown(current) ? current : dots.find(shown));
    current?.setAttribute("tabindex", "-1");
    current = link;
    current?.setAttribute("tabindex", "0");
  };
  moveTo(current);  // the others are written with tabindex -1
  svg.addEventListener("focusin", event => {
    const link = event.target.closest("a[data-doc]");
    if (link) moveTo(link);
  });
  const STEPS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
  svg.addEventListener("keydown", event => {
    const step = STEPS[event.key];
    if (!step || !current) return;
    event.preventDefault();
    const from = Number(current.dataset.doc), [x0, y0] = points[from];
    let best = null, bestScore = Infinity;
    dots.forEach((link, doc) => {
      if (doc === from || !shown(link)) return;
      const along = (points[doc][0] - x0) * step[0] + (points[doc][1] - y0) * step[1];
      const across = Math.abs((points[doc][0] - x0) * step[1] + (points[doc][1] - y0) * step[0]);
      // a dot on the same spot comes next in document order (right, down) or before it
      const sameSpot = along === 0 && across === 0 && (doc > from) === (step[0] + step[1] > 0);
      if (!sameSpot && (along <= 0 || across > along)) return;
      const score = sameSpot ? Math.abs(doc - from) - points.length : along + 2 * across;  // the next one first
      if (score < bestScore) { bestScore = score; best = link; }
    });
    if (best) { moveTo(best); best.focus(); }
  });
  return moveTo;
}

async function draw(root) {
  const area = root.dataset.area || null;
  const small = Boolean(area);  // no titles needed
  const [map, papers] = await Promise.all([load("map.json"), small ? null : load("reading-list.json")]);
  const svg = element("svg", { viewBox: "-20 -20 1040 1040", class: "field-map__plot",
                               role: small ? "img" : "group",
                               "aria-label": small ? "Map of all papers; those of this area are highlighted"
                                                   : `Map of ${papers.length} papers by meaning` }, SVG);
  // Written as markup and parsed at once: 30,000 elements made one by one took half a second.
  // A point is [x, y, primary area, secondary areas...]: an area page highlights all its papers.
  const inArea = ([, , ...numbers]) => numbers.some(number => map.areas[number].slug === area);
  const dot = ([x, y, number], other = false) => `<circle class="field-map__dot${other ? " field-map__dot--other" : ""}" ` +
    `cx="${x}" cy="${y}" r="${small ? 5 : 6}" style="--hue: ${hue(number, map.areas.length)}"/>`;
  if (small) {  // the area's own dots last, on top
    const own = map.points.filter(inArea);
    const others = map.points.filter(point => !inArea(point));
    svg.innerHTML = [...others.map(point => dot(point, true)), ...own.map(point => dot(point))].join("");
    root.replaceChildren(svg);
    root.dataset.ready = "true";
    return;
  }
  const base = new URL("papers/", ROOT).href;
  svg.innerHTML = map.points.map(([x, y, number], doc) => {
    const [id, title] = papers[doc].map(escapeMarkup);
    return `<a href="${escapeMarkup(base)}${id}/" tabindex="-1" aria-label="${title}" data-area="${escapeMarkup(map.areas[number].slug)}" ` +
           `data-doc="${doc}"><title>${title}</title>${dot([x, y, number])}</a>`;
  }).join("");
  const dots = [...svg.children];
  svg.setAttribute("tabindex", "-1");  // no Tab stop of its own
  const moveTo = keyboardMoves(svg, dots, map.points);
  const caption = element("p", { class: "field-map__caption", "aria-live": "polite" });
  const show = event => {  // the title of the dot pointed at or focused
    const link = event.target.closest("a[data-doc]");
    if (!link) return;
    const doc = Number(link.dataset.doc);
    caption.textContent = `${papers[doc][1]} (${map.areas[map.points[doc][2]].name})`;
  };
  svg.addEventListener("focusin", show);
  svg.addEventListener("mouseover", show);
  // Under a finger a dot is a few pixels wide and shows no title on hover: the first tap
  // on a dot shows which paper it is, a second tap on the same dot opens it.
  let touch = false, chosen = null;
  svg.addEventListener("pointerdown", event => { touch = event.pointerType === "touch"; });
  svg.addEventListener("click", event => {
    const link = event.target.closest("a[data-doc]");
    if (!link || !touch || link === chosen) return;
    event.preventDefault();
    chosen?.classList.remove("field-map__chosen");
    chosen = link;
    link.classList.add("field-map__chosen");
    show(event);
    caption.textContent += " · tap again to open";
  });
  const hidden = new Set();
  const legend = element("div", { class: "field-map__legend", role: "group", "aria-label": "Areas shown" });
  const areaButton = (entry, number) => {
    const button = element("button", { type: "button", "aria-pressed": "true", class: "field-map__area",
                                       style: `--hue: ${hue(number, map.areas.length)}` });
    button.textContent = entry.name;
    button.addEventListener("click", () => {
      hidden.has(entry.slug) ? hidden.delete(entry.slug) : hidden.add(entry.slug);
      button.setAttribute("aria-pressed", String(!hidden.has(entry.slug)));
      for (const link of dots) link.style.display = hidden.has(link.dataset.area) ? "none" : "";
      moveTo(null);  // the map's Tab stop must stay on a shown dot
    });
    return button;
  };
  const shown = new Set(map.points.map(([, , number]) => number));  // no button for an area no paper has first
  legend.append(...map.areas.flatMap((entry, number) => shown.has(number) ? [areaButton(entry, number)] : []));
  const search = element("input", { type: "search", class: "field-map__search md-input",
                                    placeholder: "Highlight titles holding…", "aria-label": "Highlight papers by title" });
  const count = element("span", { class: "field-map__count", "aria-live": "polite" });
  search.addEventListener("input", () => {
    const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    let found = 0;
    dots.forEach((link, doc) => {
      const hit = words.length > 0 && words.every(word => papers[doc][1].toLowerCase().includes(word));
      link.classList.toggle("field-map__hit", hit);
      found += hit;
    });
    svg.classList.toggle("field-map__plot--searching", words.length > 0);
    count.textContent = words.length ? `${found} ${found === 1 ? "paper" : "papers"} highlighted` : "";
  });
  root.replaceChildren(legend, element("p"), caption, svg);
  root.children[1].append(search, " ", count);
  root.dataset.ready = "true";
}

if (typeof document !== "undefined") {
  const refresh = () => document.querySelectorAll("[data-field-map]").forEach(root => draw(root));
  if (window.document$) window.document$.subscribe(refresh);
  else refresh();
}
