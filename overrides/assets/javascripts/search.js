/*
 * Paper search: the search box and its results. Loaded as a module by
 * overrides/partials/search.html, which reuses Material's search markup and CSS
 * (overlay, phone layout, dark mode) but not its script or its index.
 *
 * Results by words come first (search-words.js); once the reader types, the search
 * by meaning loads (search-meaning.js) and the papers nearest to the query in
 * meaning are merged into the ranking. Keyboard as in Material: "/" or "s" opens the
 * search, arrows move through the results, Enter opens the first one, Escape closes.
 * ?q=...&area=slug opens it with results; the results offer that link.
 */

import { ROOT } from "./site.js";
import { Index, LETTERS_OR_DIGITS, words } from "./search-words.js";
import { Meaning } from "./search-meaning.js";

const SHOWN = 10;  // results fetched and shown at a time ("More results" adds as many)
const SAID_AFTER = 1000;  // ms of no typing before a screen reader hears the result count
const SNIPPET = 240;  // characters of the abstract shown in a result
const LEAD_IN = 40;  // ... of them before its first matched word

/* ------------------------------------------------------------------ results */

/* The part of `text` with the most matched words, as text and <mark> nodes. */
function snippet(text, matched, settings) {
  const hits = [];
  for (const match of text.matchAll(LETTERS_OR_DIGITS)) {
    const [word] = words(match[0], settings);
    if (word && matched.has(word)) hits.push([match.index, match.index + match[0].length, word]);
  }
  // the window shown starts up to LEAD_IN characters before its first hit, so hits
  // count within the rest of it (counted over all SNIPPET, the shown one cut off the
  // name "Chem-PerturBridge" that the reader typed)
  let start = 0, best = -1;
  for (const [from] of hits) {
    const seen = new Set(hits.filter(([a, b]) => a >= from && b <= from + SNIPPET - LEAD_IN).map(hit => hit[2]));
    if (seen.size > best) { best = seen.size; start = from; }
  }
  start = Math.max(0, text.lastIndexOf(" ", Math.max(0, start - LEAD_IN)) + 1);
  const end = Math.min(text.length, start + SNIPPET);
  const nodes = [start > 0 ? "… " : ""];
  let at = start;
  for (const [from, to] of hits) {
    if (from < start || to > end) continue;
    nodes.push(text.slice(at, from));
    const mark = document.createElement("mark");
    mark.textContent = text.slice(from, to);
    nodes.push(mark);
    at = to;
  }
  nodes.push(text.slice(at, end) + (end < text.length ? " …" : ""));
  return nodes;
}

function countText(total) {
  return total ? `${total} ${total === 1 ? "result" : "results"}` : "No results";
}

function resultItem(card, matched, settings) {
  const item = document.createElement("li");
  item.className = "md-search-result__item";
  const link = document.createElement("a");
  link.className = "md-search-result__link";
  link.href = new URL(card.u, ROOT).href;
  const article = document.createElement("article");
  article.className = "md-search-result__article md-typeset paper-search__result";
  const title = document.createElement("h1");
  title.textContent = card.t;
  const area = document.createElement("p");
  area.className = "paper-search__area";
  area.textContent = card.a;
  const text = document.createElement("p");
  text.className = "paper-search__snippet";
  text.append(...snippet(card.x, matched, settings));
  article.append(title, area, text);
  link.append(article);
  item.append(link);
  const paper = card.u.match(/^papers\/([0-9a-f]+)\/$/);
  if (paper) {  // a star for My list: reading-list.js shows its state ("paper-stars") and handles it
    const star = document.createElement("button");
    star.type = "button";
    star.className = "paper-star paper-search__star";
    star.dataset.paperStar = paper[1];
    item.append(star);
  }
  return item;
}

/* ------------------------------------------------------------------ page */

function mount(root) {
  const toggle = document.getElementById("__search");
  const input = root.querySelector("[data-paper-search=query]");
  const list = root.querySelector("[data-paper-search=results]");
  const meta = root.querySelector("[data-paper-search=meta]");
  const filters = root.querySelector("[data-paper-search=areas]");
  const more = root.querySelector("[data-paper-search=more]");
  const status = root.querySelector("[data-paper-search=status]");
  const chosen = new Set(new URL(location.href).searchParams.getAll("area"));
  let index = null, run = 0, ranked = [], shown = 0, matched = new Set();
  let meaning = null, understood = null;  // the search by meaning: loading, and once loaded
  let saying = 0;  // the timer that says the count

  const ready = () => (index = index || Index.load());

  /* Search by meaning loads once the first results of the reader's typing are shown;
     without it (a failed fetch), results are by words alone. */
  function understand() {
    meaning = meaning || Meaning.load().then(loaded => (understood = loaded), () => null);
    return meaning;
  }

  /* Material lays the page out behind the search (on a phone: locks it to the screen's
     width) on the toggle's "change" event, which setting `checked` does not send. */
  function show(state) {
    if (toggle.checked === state) return;
    toggle.checked = state;
    toggle.dispatchEvent(new Event("change"));
  }

  function open() {
    show(true);
    input.focus();
    ready();
  }

  function close() {
    show(false);
    input.blur();
    // the focus must not stay on a result or a chip of the hidden panel
    if (root.contains(document.activeElement)) document.activeElement.blur();
  }

  /* The address of these results (`?q=...&area=...`), to copy or share. The page's
     own address is left alone: Material's instant navigation owns it. */
  function shareLink(query) {
    const url = new URL(ROOT);
    url.searchParams.set("q", query);
    for (const slug of chosen) url.searchParams.append("area", slug);
    const link = document.createElement("a");
    link.href = url.href;
    link.className = "paper-search__share";
    link.dataset.paperSearch = "link";
    link.textContent = "Link to these results";
    return link;
  }

  /* The area chips, drawn again for each result list; the focus stays on the chip it
     was on (pressed, or the list redrawn by the results by meaning). */
  function showFilters(manifest, counts) {
    const focused = filters.contains(document.activeElement) ? document.activeElement.dataset.slug : null;
    filters.replaceChildren(...manifest.areas
      .filter(area => counts.has(area.slug) || chosen.has(area.slug))
      .sort((a, b) => (counts.get(b.slug) || 0) - (counts.get(a.slug) || 0))
      .map(area => {
        const chip = document.createElement("button");
        chip.type = "button";
        chip.className = "paper-search__chip";
        chip.dataset.slug = area.slug;
        chip.setAttribute("aria-pressed", String(chosen.has(area.slug)));
        chip.textContent = `${area.name} ${counts.get(area.slug) || 0}`;
        chip.addEventListener("click", () => {
          chosen.has(area.slug) ? chosen.delete(area.slug) : chosen.add(area.slug);
          update(true);
        });
        return chip;
      }));
    if (focused) [...filters.children].find(chip => chip.dataset.slug === focused)?.focus();
  }

  /* The cards of the results `order` from `from` on, SHOWN of them, fetched. */
  async function cardsFrom(loaded, order, from) {
    return Promise.all(order.slice(from, from + SHOWN).map(([doc]) => loaded.card(doc)));
  }

  /* Show `cards` after those shown, or instead of them (`fresh`): in one change of the
     list, which never stands empty while the cards of new results are fetched. */
  function showCards(loaded, cards, fresh) {
    const items = cards.map(card => resultItem(card, matched, loaded.settings));
    if (fresh) list.replaceChildren(...items);
    else list.append(...items);
    document.dispatchEvent(new Event("paper-stars"));
    shown = (fresh ? 0 : shown) + cards.length;
    more.hidden = shown >= ranked.length;
  }

  async function showMore() {
    const mine = run;
    const loaded = await ready();
    const cards = await cardsFrom(loaded, ranked, shown);
    if (mine !== run) return;  // the query changed while the cards were fetched
    showCards(loaded, cards, false);
  }

  /* Say the count once the reader pauses after results are shown: not at every key.
     Results by meaning that join them (update(false)) before it is said are in it;
     those that come later have it said again, with their count. */
  function sayCount() {
    clearTimeout(saying);
    saying = setTimeout(() => { status.textContent = countText(ranked.length); }, SAID_AFTER);
  }

  /* Search for what the box holds; `said`: a new search, whose count is to be said
     (not when the results by meaning join those shown). */
  async function update(said) {
    const query = input.value;
    const mine = ++run;
    if (said) {  // a count said now would be of the results being replaced
      clearTimeout(saying);
      status.textContent = "";
    }
    list.setAttribute("aria-busy", "true");
    if (!query.trim()) {
      list.replaceChildren();
      filters.replaceChildren();
      meta.textContent = "Type to start searching";
      more.hidden = true;
      list.setAttribute("aria-busy", "false");
      return;
    }
    const loaded = await ready();
    const merged = understood;  // loaded already (it may arrive while this query runs)
    // Both fetch what the query needs at once: the word shards and the token vectors.
    const near = merged ? merged.search(query, loaded.manifest.fusion.results).catch(() => []) : [];
    const result = await loaded.search(query, [...chosen], near, SHOWN);
    if (mine !== run) return;  // a later query is on its way
    const cards = await cardsFrom(loaded, result.ranked, 0);
    if (mine !== run) return;
    ({ ranked, matched } = result);
    if (said || status.textContent) sayCount();  // the results by meaning came after the count was said
    const onLink = meta.contains(document.activeElement);
    meta.replaceChildren(`${countText(ranked.length)} · `, shareLink(query.trim()));
    if (onLink) meta.querySelector("a").focus();  // redrawn under the keyboard
    showFilters(loaded.manifest, result.counts);
    showCards(loaded, cards, true);
    list.dataset.meaning = String(Boolean(merged));
    list.setAttribute("aria-busy", "false");
    if (!merged) {
      // The first results are by words; those by meaning load after them (not to slow
      // them down) and join them when they arrive, unless the reader is already in the
      // list (it must not move under them).
      understand().then(loaded => {
        if (loaded && mine === run && !reading()) update(false);
      });
    }
  }

  /* Is the reader in the results: focused or pointing there, or (on a phone, with no
     pointer) having scrolled them or asked for more? */
  function reading() {
    const scrolled = list.closest(".md-search__scrollwrap").scrollTop > 0;
    return list.contains(document.activeElement) || list.matches(":hover") || shown > SHOWN || scrolled;
  }

  function links() {
    return [...list.querySelectorAll("a.md-search-result__link")];
  }

  input.addEventListener("input", () => update(true));
  input.addEventListener("focus", () => { show(true); ready(); });
  more.addEventListener("click", async () => {  // the keyboard goes on at the first new result
    const first = shown;
    await showMore();
    links()[first]?.focus();
  });
  // Tabbing out of the search closes it, as Escape does: it would cover the page that
  // the focus goes on through (a click elsewhere has no related target).
  root.addEventListener("focusout", event => {
    if (event.relatedTarget && !root.contains(event.relatedTarget)) show(false);
  });
  root.querySelector("form").addEventListener("submit", event => event.preventDefault());
  root.querySelector("[type=reset]").addEventListener("click", () => {  // a new search: no query, no area
    input.value = "";
    chosen.clear();
    update(true);
    input.focus();
  });
  toggle.addEventListener("change", () => (toggle.checked ? open() : close()));
  list.addEventListener("click", event => { if (event.target.closest("a")) close(); });

  document.addEventListener("keydown", event => {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    const active = document.activeElement;
    const typing = active && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName));
    if (!toggle.checked) {
      if (!typing && ["/", "s", "S"].includes(event.key)) {
        event.preventDefault();
        open();
      }
      return;
    }
    const all = links();
    const at = all.indexOf(active);
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Enter" && active === input) {
      event.preventDefault();
      if (all.length) all[0].click();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      const next = at + step;
      if (next < 0) input.focus();
      else if (next < all.length) all[next].focus();
    }
  });

  const query = new URL(location.href).searchParams.get("q");
  if (query) {
    input.value = query;
    open();
    update(true);
  }
}

if (typeof document !== "undefined") {  // not when tests import the module in Node
  const root = document.querySelector("[data-paper-search=root]");
  if (root) mount(root);
}
