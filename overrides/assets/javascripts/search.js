/*
 * Paper search: the client of the static index that generator/search_index.py
 * writes to searchdata/ (its docstring describes the files). Loaded as a module by
 * overrides/partials/search.html, which reuses Material's search markup and CSS
 * (overlay, phone layout, dark mode) but not its script or its index.
 *
 * A query is split and folded exactly as the index was (`words`, the same rules as
 * generator/search_index.py); each word fetches the one shard of the index holding
 * it and the words near it (typos, stems, the word being typed). Any word may match:
 * documents are ranked by the sum of their best weight per query word. Once the
 * reader types, the search by meaning loads (`Meaning`, generator/semantic_index.py):
 * the papers nearest to the query in meaning are merged into the ranking. Keyboard as
 * in Material: "/" or "s" opens the search, arrows move through the results, Enter
 * opens the first one, Escape closes. ?q=...&area=slug opens it with results; the
 * results offer that link.
 */

import { ROOT, fetchOk } from "./site.js";

const DATA = new URL("searchdata/", ROOT);
const SHOWN = 10;  // results fetched and shown at a time ("More results" adds as many)
const SNIPPET = 240;

/* ------------------------------------------------------------------ text */

const LETTERS_OR_DIGITS = /[\p{L}\p{N}]+/gu;

export function plainLetters(text) {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

export function fold(word, folds) {
  for (const [ending, replacement, notAfter] of folds) {
    const stem = word.length - ending.length;
    if (word.endsWith(ending) && stem + replacement.length >= 3 &&
        !(notAfter && notAfter.includes(word[stem - 1]))) {
      return word.slice(0, stem) + replacement;
    }
  }
  return word;
}

/* The index terms of `text`: see words() in generator/search_index.py. */
export function words(text, settings) {
  const terms = [];
  for (const chunk of text.split(/\s+/)) {
    const parts = plainLetters(chunk).match(LETTERS_OR_DIGITS) || [];
    if (parts.length > 1) parts.push(parts.join(""));
    for (const part of parts) {
      if (part.length >= 2 && !settings.stopWords.has(part)) terms.push(fold(part, settings.folds));
    }
  }
  return terms;
}

/* Edit distance with transpositions, or max + 1 once it is over `max`. */
function distance(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = null, row = Array.from({ length: b.length + 1 }, (_, j) => j), before = null;
  for (let i = 1; i <= a.length; i++) {
    before = previous; previous = row; row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (before && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2] + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return row[b.length];
}

function sharedStart(a, b) {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/* ------------------------------------------------------------------ index */

function hex(text) {
  return Array.from(new TextEncoder().encode(text), byte => byte.toString(16).padStart(2, "0")).join("");
}

async function fetchJSON(url) {
  return (await fetchOk(url)).json();
}

export class Index {
  constructor(manifest) {
    this.manifest = manifest;
    this.settings = { stopWords: new Set(manifest.stop_words), folds: manifest.folds };
    this.prefixes = new Set(manifest.prefixes);
    this.shards = new Map();
    this.cards = new Map();
  }

  static async load() {
    return new Index(await fetchJSON(new URL("manifest.json", DATA)));
  }

  /* The shard holding `term`: the one of its longest prefix. */
  shard(term) {
    for (let n = term.length; n > 0; n--) {
      const prefix = term.slice(0, n);
      if (this.prefixes.has(prefix)) {
        if (!this.shards.has(prefix)) {
          this.shards.set(prefix, fetchJSON(new URL(`terms/${hex(prefix)}.json`, DATA)));
        }
        return this.shards.get(prefix);
      }
    }
    return Promise.resolve({});
  }

  /* The index terms a query word matches, each with how much it counts. */
  async matches(word, typing) {
    const shard = await this.shard(word);
    const found = new Map();
    if (shard[word]) found.set(word, 1);
    if (word.length >= 5) {
      const typos = word.length >= 8 ? 2 : 1;
      for (const term of Object.keys(shard)) {
        if (term === word || Math.abs(term.length - word.length) > 3) continue;
        const stem = sharedStart(term, word) >= Math.max(5, word.length - 3);
        if (stem || (!found.has(word) && distance(word, term, typos) <= typos)) {
          found.set(term, this.manifest.near_weight);
        }
      }
    }
    if (typing && word.length >= 3) {
      for (const term of Object.keys(shard)) {
        if (term.length > word.length && term.startsWith(word)) {
          found.set(term, Math.max(found.get(term) || 0, this.manifest.prefix_weight));
        }
      }
    }
    return { shard, found };
  }

  /* Ranked [document, score] for `query`; `areas` (slugs) keeps documents in any of
     them. `near` ([document, similarity], most similar first: Meaning.search) are
     the papers nearest in meaning, fused with the word matches by weighted
     reciprocal rank (search.yml: fusion). */
  async search(query, areas = [], near = []) {
    const typing = !/\s$/.test(query);
    const chunks = query.trim().split(/\s+/);
    const last = new Set(typing ? words(chunks[chunks.length - 1] || "", this.settings) : []);
    const terms = [...new Set(words(query, this.settings))];
    const scores = new Map();
    const matched = new Set();
    let possible = 0;  // the score of a document holding every query word at its best weight
    for (const { shard, found } of await Promise.all(terms.map(t => this.matches(t, last.has(t))))) {
      const best = new Map();
      for (const [term, factor] of found) {
        matched.add(term);
        const postings = shard[term];
        for (let i = 0, doc = 0; i < postings.length; i += 2) {
          doc += postings[i];
          const weight = postings[i + 1] * factor;
          if (weight > (best.get(doc) || 0)) best.set(doc, weight);
        }
      }
      for (const [doc, weight] of best) scores.set(doc, (scores.get(doc) || 0) + weight);
      possible += Math.max(0, ...best.values());
    }
    if (near.length) {
      // Word matches that reach `strong` of the possible score keep a rank of their
      // own; weaker ones (a few common words of a long query) only follow.
      const { k, words, meaning, strong } = this.manifest.fusion;
      const fused = new Map();
      [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).forEach(([doc, score], rank) => {
        fused.set(doc, score >= strong * possible ? words / (k + rank + 1) : score / possible * 1e-6);
      });
      near.forEach(([doc], rank) => fused.set(doc, (fused.get(doc) || 0) + meaning / (k + rank + 1)));
      scores.clear();
      for (const [doc, score] of fused) scores.set(doc, score);
    }
    const mask = areas.reduce((bits, slug) => {
      const index = this.manifest.areas.findIndex(area => area.slug === slug);
      return index < 0 ? bits : bits | (1 << index);
    }, 0);
    const ranked = [...scores]
      .filter(([doc]) => !mask || (this.manifest.masks[doc] & mask))
      .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const counts = new Map();
    for (const [doc] of scores) {
      this.manifest.areas.forEach((area, index) => {
        if (this.manifest.masks[doc] & (1 << index)) counts.set(area.slug, (counts.get(area.slug) || 0) + 1);
      });
    }
    return { ranked, matched, counts };
  }

  /* What the result list shows for `doc`; a file holds the cards of several documents. */
  async card(doc) {
    const file = Math.floor(doc / this.manifest.cards_per_file);
    if (!this.cards.has(file)) this.cards.set(file, fetchJSON(new URL(`docs/${file}.json`, DATA)));
    return (await this.cards.get(file))[doc % this.manifest.cards_per_file];
  }
}

/* ------------------------------------------------------------------ meaning */

const SPACE = "\u2581";

async function fetchBytes(url) {
  return new Int8Array(await (await fetchOk(url)).arrayBuffer());
}

/* Search by meaning (generator/semantic_index.py): the query is embedded as
   generator/embedding.py embeds a paper, the mean of its tokens' vectors, and
   compared with every paper's vector. */
export class Meaning {
  constructor(tokenizer, papers) {
    this.dimensions = tokenizer.dimensions;
    this.tokensPerFile = tokenizer.tokens_per_file;
    this.scale = Float32Array.from(tokenizer.scale);
    this.ids = new Map(tokenizer.vocabulary.map((token, id) => [token, id]));
    this.ranks = new Map(tokenizer.merges.map((merge, rank) => [merge, rank]));
    this.unknown = this.ids.get(tokenizer.unknown);
    this.papers = papers;
    this.files = new Map();
    this.words = new Map();
  }

  static async load() {
    const [tokenizer, papers] = await Promise.all([
      fetchJSON(new URL("semantic/tokenizer.json", DATA)), fetchBytes(new URL("semantic/papers.bin", DATA))]);
    return new Meaning(tokenizer, papers);
  }

  /* Token ids of one word: byte-pair encoding, as Embedder._word_ids. */
  wordIds(word) {
    if (this.words.has(word)) return this.words.get(word);
    let symbols = [];
    for (const character of SPACE + word) {
      if (this.ids.has(character)) symbols.push(character);
      else for (const byte of new TextEncoder().encode(character)) {
        symbols.push(`<0x${byte.toString(16).toUpperCase().padStart(2, "0")}>`);
      }
    }
    while (symbols.length > 1) {
      let best = Infinity, at = -1;
      for (let n = 0; n + 1 < symbols.length; n++) {
        const rank = this.ranks.get(`${symbols[n]} ${symbols[n + 1]}`);
        if (rank !== undefined && rank < best) { best = rank; at = n; }
      }
      if (at < 0) break;
      symbols.splice(at, 2, symbols[at] + symbols[at + 1]);
    }
    const ids = symbols.map(symbol => this.ids.get(symbol) ?? this.unknown);
    this.words.set(word, ids);
    return ids;
  }

  tokenIds(text) {
    return text.split(/\s+/).filter(Boolean).flatMap(word => this.wordIds(word));
  }

  /* The vectors of the tokens of file `number`. */
  tokenFile(number) {
    if (!this.files.has(number)) this.files.set(number, fetchBytes(new URL(`semantic/tokens/${number}.bin`, DATA)));
    return this.files.get(number);
  }

  /* The text's vector, of length 1 (null for a text without words). */
  async embed(text) {
    const ids = this.tokenIds(text);
    if (!ids.length) return null;
    const rows = await Promise.all(ids.map(id => this.tokenFile(Math.floor(id / this.tokensPerFile))));
    const vector = new Float32Array(this.dimensions);
    ids.forEach((id, n) => {
      const offset = (id % this.tokensPerFile) * this.dimensions;
      for (let d = 0; d < this.dimensions; d++) vector[d] += rows[n][offset + d] * this.scale[d];
    });
    const norm = Math.hypot(...vector);
    return norm ? vector.map(value => value / norm) : null;
  }

  /* The `count` papers nearest to `text` in meaning, as [document, similarity]. */
  async search(text, count) {
    const vector = await this.embed(text);
    if (!vector) return [];
    const scores = [];
    for (let doc = 0, offset = 0; offset < this.papers.length; doc++, offset += this.dimensions) {
      let dot = 0;
      for (let d = 0; d < this.dimensions; d++) dot += vector[d] * this.papers[offset + d];
      scores.push([doc, dot / 127]);
    }
    return scores.sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, count);
  }
}

/* ------------------------------------------------------------------ results */

/* The part of `text` with the most matched words, as text and <mark> nodes. */
function snippet(text, matched, settings) {
  const hits = [];
  for (const match of text.matchAll(LETTERS_OR_DIGITS)) {
    const [word] = words(match[0], settings);
    if (word && matched.has(word)) hits.push([match.index, match.index + match[0].length, word]);
  }
  let start = 0, best = -1;
  for (const [from] of hits) {
    const seen = new Set(hits.filter(([a, b]) => a >= from && b <= from + SNIPPET).map(hit => hit[2]));
    if (seen.size > best) { best = seen.size; start = from; }
  }
  start = Math.max(0, text.lastIndexOf(" ", Math.max(0, start - 40)) + 1);
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
  const chosen = new Set(new URL(location.href).searchParams.getAll("area"));
  let index = null, run = 0, ranked = [], shown = 0, matched = new Set();
  let meaning = null, understood = null;  // the search by meaning: loading, and once loaded

  const ready = () => (index = index || Index.load());

  /* Search by meaning loads once the first results of the reader's typing are shown;
     without it (a failed fetch), results are by words alone. */
  function understand() {
    meaning = meaning || Meaning.load().then(loaded => (understood = loaded), () => null);
    return meaning;
  }

  function open() {
    toggle.checked = true;
    input.focus();
    ready();
  }

  function close() {
    toggle.checked = false;
    input.blur();
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

  function showFilters(manifest, counts) {
    filters.replaceChildren(...manifest.areas
      .filter(area => counts.has(area.slug) || chosen.has(area.slug))
      .sort((a, b) => (counts.get(b.slug) || 0) - (counts.get(a.slug) || 0))
      .map(area => {
        const chip = document.createElement("button");
        chip.type = "button";
        chip.className = "paper-search__chip";
        chip.setAttribute("aria-pressed", String(chosen.has(area.slug)));
        chip.textContent = `${area.name} ${counts.get(area.slug) || 0}`;
        chip.addEventListener("click", () => {
          chosen.has(area.slug) ? chosen.delete(area.slug) : chosen.add(area.slug);
          update();
        });
        return chip;
      }));
  }

  async function showMore() {
    const mine = run;
    const loaded = await ready();
    const page = ranked.slice(shown, shown + SHOWN);
    const cards = await Promise.all(page.map(([doc]) => loaded.card(doc)));
    if (mine !== run) return;  // the query changed while the cards were fetched
    list.append(...cards.map(card => resultItem(card, matched, loaded.settings)));
    document.dispatchEvent(new Event("paper-stars"));
    shown += page.length;
    more.hidden = shown >= ranked.length;
  }

  async function update() {
    const query = input.value;
    const mine = ++run;
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
    const near = merged ? await merged.search(query, loaded.manifest.fusion.results) : [];
    const result = await loaded.search(query, [...chosen], near);
    if (mine !== run) return;  // a later query is on its way
    list.dataset.meaning = String(Boolean(merged));
    ({ ranked, matched } = result);
    const total = ranked.length;
    meta.replaceChildren(total ? `${total} ${total === 1 ? "result" : "results"} · ` : "No results · ",
                         shareLink(query.trim()));
    showFilters(loaded.manifest, result.counts);
    list.replaceChildren();
    shown = 0;
    await showMore();
    if (mine === run) list.setAttribute("aria-busy", "false");
    if (!merged) {
      // The first results are by words; those by meaning load after them (not to slow
      // them down) and join them when they arrive, unless the reader is already in the
      // list (it must not move under them).
      understand().then(loaded => {
        if (loaded && mine === run && !list.contains(document.activeElement) && !list.matches(":hover")) update();
      });
    }
  }

  function links() {
    return [...list.querySelectorAll("a.md-search-result__link")];
  }

  input.addEventListener("input", update);
  input.addEventListener("focus", () => { toggle.checked = true; ready(); });
  more.addEventListener("click", showMore);
  root.querySelector("form").addEventListener("submit", event => event.preventDefault());
  root.querySelector("[type=reset]").addEventListener("click", () => { input.value = ""; update(); input.focus(); });
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
    update();
  }
}

if (typeof document !== "undefined") {  // not when tests import the module in Node
  const root = document.querySelector("[data-paper-search=root]");
  if (root) mount(root);
}
