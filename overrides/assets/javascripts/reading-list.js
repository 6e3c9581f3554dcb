/*
 * My list: papers a reader stars, kept in this browser (localStorage, no account).
 * Loaded on every page by overrides/main.html.
 *
 * A star is any <button data-paper-star="<id>"> (paper pages, area lists, search
 * results): clicks are handled here for the whole document, so stars added later
 * (search results, Material's instant navigation) work too; search.js fires
 * "paper-stars" on the document when it adds some, to have their state shown. The page docs/my-list.md
 * holds <div data-reading-list>, filled from searchdata/reading-list.json (id, title,
 * primary area of every listed paper, written by generator/search_index.py). It
 * exports the list as BibTeX and CSV (the papers' entries and rows of papers.bib and
 * papers.csv) and offers a link holding the ids, `my-list/?ids=a,b`: opened on
 * another device, its known papers join the list there and unknown ids are named.
 */

import { ROOT, fetchOk } from "./site.js";

const KEY = "neurips-2026:my-list";
const ID = /^[0-9a-f]{10}$/;

export function load() {
  try {
    const ids = JSON.parse(localStorage.getItem(KEY) || "[]");
    return Array.isArray(ids) ? ids.filter(id => typeof id === "string" && ID.test(id)) : [];
  } catch {
    return [];
  }
}

function save(ids) {
  localStorage.setItem(KEY, JSON.stringify([...new Set(ids)]));
}

export function toggle(id) {
  const ids = load();
  save(ids.includes(id) ? ids.filter(other => other !== id) : [...ids, id]);
}

/* The ids of a share link's `ids` parameter, in order, each once. */
export function sharedIds(url) {
  const value = new URL(url).searchParams.get("ids") || "";
  return [...new Set(value.split(",").map(id => id.trim()).filter(Boolean))];
}

/* Rows of an RFC 4180 text as [start, end] offsets (the line break excluded). */
export function csvRows(text) {
  const rows = [];
  let start = 0, quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\n" || (c === "\r" && text[i + 1] === "\n"))) {
      rows.push([start, i]);
      if (c === "\r") i++;
      start = i + 1;
    }
  }
  if (start < text.length) rows.push([start, text.length]);
  return rows;
}

/* The header and the rows of `csv` whose first field is one of `ids`, in their order. */
export function csvFor(csv, ids) {
  const rows = csvRows(csv).map(([from, to]) => csv.slice(from, to));
  const byId = new Map(rows.slice(1).map(row => [row.split(",", 1)[0], row]));
  return [rows[0], ...ids.filter(id => byId.has(id)).map(id => byId.get(id))].join("\r\n") + "\r\n";
}

/* The entries of `bib` (generator/citation.py: blank-line separated) for `ids`. */
export function bibFor(bib, ids) {
  const byId = new Map(bib.split("\n\n").filter(Boolean).map(entry => [
    (entry.match(/^@\w+\{neurips2026-([0-9a-f]{10}),/) || [])[1], entry.trim()]));
  return ids.filter(id => byId.has(id)).map(id => byId.get(id) + "\n").join("\n");
}

/* ------------------------------------------------------------------ page */

/* The title of the paper a star stands for: its list item's (a search result's h1), or
   the page's on a paper page; null on a paper page, where the star needs no name. */
function starTitle(star) {
  const item = star.closest("li");
  const title = item && (item.querySelector("a h1") || item.querySelector("a"));
  return title ? title.textContent : null;
}

function showStars() {
  const ids = new Set(load());
  for (const star of document.querySelectorAll("[data-paper-star]")) {
    const on = ids.has(star.dataset.paperStar);
    star.setAttribute("aria-pressed", String(on));
    star.textContent = on ? "★ In my list" : "☆ Add to my list";
    // In a list of papers every star reads the same: its name says which paper it is.
    const title = starTitle(star);
    if (title) star.setAttribute("aria-label", `${on ? "In my list" : "Add to my list"}: ${title}`);
  }
}

/* Tell a screen reader what a star did, and how long the list is now, in `status` (a
   live region in the page from the start, or it would not be read out). */
function sayToggled(star, status) {
  const title = starTitle(star) || document.querySelector("article h1")?.textContent || "the paper";
  const ids = load();
  const added = ids.includes(star.dataset.paperStar);
  status.textContent = `${added ? "Added" : "Removed"} “${title}” ${added ? "to" : "from"} My list ` +
                       `(${ids.length} ${ids.length === 1 ? "paper" : "papers"}).`;
}

async function fetchText(url) {
  return (await fetchOk(url)).text();
}

function download(name, type, text) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

let shown = null;  // the My list page on view: {root, papers}

/* The list on the My list page, with its share link. */
function showList({ root, papers }) {
  const ids = load().filter(id => papers.has(id));
  const list = root.querySelector("[data-reading-list=papers]");
  list.replaceChildren(...ids.map(id => {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = new URL(`papers/${id}/`, ROOT).href;
    link.textContent = papers.get(id).title;
    const star = document.createElement("button");
    star.type = "button";
    star.className = "paper-star";
    star.dataset.paperStar = id;
    item.append(link, ` · ${papers.get(id).area} `, star);
    return item;
  }));
  root.querySelector("[data-reading-list=empty]").hidden = ids.length > 0;
  root.querySelector("[data-reading-list=actions]").hidden = ids.length === 0;
  const url = new URL("my-list/", ROOT);
  url.searchParams.set("ids", ids.join(","));
  root.querySelector("[data-reading-list=share]").href = url.href;
  showStars();
}

/* The papers of the stored list that the site no longer lists (withdrawn since they
   were starred): named with links to their pages, which stay, and a button that
   takes them out of the list (their pages have no star to do it). */
function goneNote(ids, root) {
  const note = document.createElement("p");
  note.dataset.readingList = "gone";
  const one = ids.length === 1;
  note.append(`${ids.length} ${one ? "paper" : "papers"} of your list ${one ? "is" : "are"} not listed on ` +
              "this site (withdrawn since, or never an id of it), so not shown below nor exported: ");
  ids.forEach((id, n) => {
    const link = document.createElement("a");
    link.href = new URL(`papers/${id}/`, ROOT).href;
    link.textContent = id;
    note.append(n ? ", " : "", link);
  });
  const remove = document.createElement("button");
  remove.type = "button";
  remove.className = "md-button";
  remove.textContent = one ? "Remove it from my list" : "Remove them from my list";
  remove.onclick = () => {
    save(load().filter(id => !ids.includes(id)));
    const status = document.querySelector("[data-reading-list=status]");
    if (status) status.textContent = `Removed ${ids.length} ${one ? "paper" : "papers"} not listed from My list.`;
    note.remove();  // the keyboard goes on in the list
    (root.querySelector("[data-reading-list=papers] a") || root.querySelector("[data-reading-list=empty]")).focus();
  };
  note.append(". ", remove);
  return note;
}

/* `button` runs `work` (an export, which fetches the site's whole papers.bib or
   papers.csv: megabytes at 10,000 papers), saying so meanwhile. */
function exports(button, work) {
  const label = button.textContent;
  button.onclick = async () => {
    if (button.getAttribute("aria-disabled") === "true") return;
    // aria-disabled, not disabled: a disabled button loses the keyboard focus
    button.setAttribute("aria-disabled", "true");
    button.textContent = "Preparing…";
    try {
      await work();
    } finally {
      button.removeAttribute("aria-disabled");
      button.textContent = label;
    }
  };
}

/* The My list page: a share link's papers join the list (its unknown ids are named),
   then the list is shown. */
async function mountList(root) {
  const papers = new Map(JSON.parse(await fetchText(new URL("searchdata/reading-list.json", ROOT)))
    .map(([id, title, area]) => [id, { title, area }]));
  const shared = sharedIds(location.href);
  const unknown = shared.filter(id => !papers.has(id));
  const known = shared.filter(id => papers.has(id));
  const before = load();
  const added = known.filter(id => !before.includes(id));
  const notes = [];
  if (shared.length) {
    save([...before, ...known]);
    // Taken in once: a reload must not add again a paper removed since.
    const address = new URL(location.href);
    address.searchParams.delete("ids");
    history.replaceState(history.state, "", address.href);
    const already = known.length - added.length;
    notes.push(`The shared link added ${added.length} of its ${shared.length} ` +
               `${shared.length === 1 ? "paper" : "papers"}` +
               (already ? ` (${already} ${already === 1 ? "was" : "were"} in your list already).` : "."));
  }
  if (unknown.length) notes.push(`Not papers of this site (mistyped, or withdrawn): ${unknown.join(", ")}.`);
  const notesBox = root.querySelector("[data-reading-list=notes]");
  notesBox.replaceChildren(...notes.map(text => {
    const note = document.createElement("p");
    note.textContent = text;
    return note;
  }));
  const gone = load().filter(id => !papers.has(id));
  if (gone.length) notesBox.append(goneNote(gone, root));
  exports(root.querySelector("[data-reading-list=bibtex]"), async () =>
    download("my-list.bib", "application/x-bibtex", bibFor(await fetchText(new URL("papers.bib", ROOT)), load())));
  exports(root.querySelector("[data-reading-list=csv]"), async () =>
    download("my-list.csv", "text/csv", csvFor(await fetchText(new URL("papers.csv", ROOT)), load())));
  shown = { root, papers };
  showList(shown);
}

if (typeof document !== "undefined") {  // not when tests import the module in Node
  document.documentElement.classList.add("reading-list-ready");
  const status = document.createElement("div");  // once: instant navigation keeps the body
  status.className = "screen-reader-only";
  status.setAttribute("role", "status");
  status.dataset.readingList = "status";
  document.body.append(status);
  document.addEventListener("click", event => {
    const star = event.target.closest("[data-paper-star]");
    if (!star) return;
    event.preventDefault();
    toggle(star.dataset.paperStar);
    showStars();
    sayToggled(star, status);
    if (shown && shown.root.isConnected) {
      const list = shown.root.querySelector("[data-reading-list=papers]");
      const removed = [...list.querySelectorAll("[data-paper-star]")].indexOf(star);
      showList(shown);
      if (removed >= 0) {  // the removed paper's item is gone: the keyboard goes on at the next one
        const stars = list.querySelectorAll("[data-paper-star]");
        (stars[Math.min(removed, stars.length - 1)] || shown.root.querySelector("[data-reading-list=empty]")).focus();
      }
    }
  });
  addEventListener("storage", event => { if (event.key === KEY) showStars(); });
  document.addEventListener("paper-stars", showStars);  // search.js added results with stars
  const refresh = () => {
    showStars();
    const root = document.querySelector("[data-reading-list=root]");
    if (root) mountList(root);
  };
  // Material's instant navigation swaps the page without loading this module again.
  if (window.document$) window.document$.subscribe(refresh);
  else refresh();
}
