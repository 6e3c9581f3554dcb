"""The browser half of `make bench` (tests/bench.py): each built site served on
loopback as GitHub Pages would serve it, and its search and map measured in headless
Chromium. tests/bench.py explains every figure."""

from __future__ import annotations

import contextlib
import json
import math
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import yaml
from playwright.sync_api import Browser, Error as PlaywrightError, Page
from sklearn.feature_extraction.text import TfidfVectorizer

from tests.conftest import ROOT

STARTED = time.perf_counter()
# Only the served sites exist: stock Material's Google Fonts stylesheet fails at once.
OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
FIRST_QUERY = "KV cache eviction"
LATER_QUERIES = ("diffusion models", "graph neural network", "conformal prediction", "reinforcement learning",
                 "causal inference", "mixture of experts", "Hopfield energy", "optimal transport",
                 "federated learning", "language model alignment")
QUERY_SET = yaml.safe_load((ROOT / "tests/data/search_queries.yml").read_text(encoding="utf-8"))["queries"]
PARAPHRASES = yaml.safe_load((ROOT / "tests/data/paraphrase_queries.yml").read_text(encoding="utf-8"))["queries"]
SLOW_PHONE = {"offline": False, "latency": 150, "downloadThroughput": 200_000, "uploadThroughput": 200_000}
FIRST_RUNS = 3  # fresh loads per site for the first result, of which the median
WAIT_MS = 120_000  # for one page load or one search in the browser


def note(message: str) -> None:
    """Progress on stderr, with the seconds since the bench started."""
    print(f"[{time.perf_counter() - STARTED:6.0f} s] {message}", file=sys.stderr, flush=True)


# ------------------------------------------------------------------ serving


@contextlib.contextmanager
def serve(site: Path) -> Iterator[str]:
    """Serve `site` on loopback as GitHub Pages would (tests/loopback_server.py) and
    yield its URL. The server runs in a process of its own: in this one, its threads
    waited for Python's lock while Playwright's driver held it (later queries at
    10,000 papers took 7-15 ms longer, with no change to the site)."""
    server = subprocess.Popen([sys.executable, "-m", "tests.loopback_server", str(site)], cwd=ROOT,
                              stdout=subprocess.PIPE, text=True)
    try:
        url = server.stdout.readline().strip()
        if not url:
            raise RuntimeError(f"the loopback server for {site} did not start")
        yield url
    finally:
        server.terminate()
        server.wait()


# ------------------------------------------------------------------ browser


@dataclass(frozen=True)
class SearchUI:
    """How to drive one site's search: its input, its results list, the link of a
    result, the events a typed query fires, and when (a JavaScript expression of
    `list` and the mutation `records` since the query) its results are shown."""

    input: str
    results: str
    links: str
    events: tuple[str, ...]
    shown: str
    files: str  # in the URL of every file of the search's index


OURS = SearchUI("input[data-paper-search=query]", "[data-paper-search=results]", "[data-paper-search=results] > li > a",
                ("input",), 'list.getAttribute("aria-busy") === "false"', "/searchdata/")
# Material reads the query on keyup and renders the results by emptying the list and
# filling it again in one task, so any change inside the list means new results.
# The same, done once the results by meaning are merged in (search.js sets data-meaning).
OURS_MERGED = SearchUI(OURS.input, OURS.results, OURS.links, OURS.events,
                       f'{OURS.shown} && list.dataset.meaning === "true"', OURS.files)
STOCK = SearchUI(".md-search__input", ".md-search-result__list", ".md-search-result__list li a", ("input", "keyup"),
                 "records.some(record => record.type === 'childList' && list.contains(record.target))",
                 "/search/search_index.json")

# A request the page sends when it shows a query's results: its time on CDP's clock is
# when the results were shown, which the page's own clock gives only through the load
# event (a few ms apart: files of search by meaning, loaded once results show, were once
# counted as fetched before them, 1.5 MB instead of 79 KB at 5,000 papers).
SHOWN_MARK = "/__results-shown__"

# Put the query in the box, fire its events and resolve with performance.now() at the
# start and once its results are shown (with a link, unless `empty` will do), checked
# at every change of the page.
MEASURE = """async ({ui, query, empty, timeout}) => {
  const SHOWN_MARK = "SHOWN_MARK_URL";
  const box = document.querySelector(ui.input), list = document.querySelector(ui.results);
  const shown = new Function("list", "records", `return ${ui.shown};`);
  box.focus();
  const start = performance.now();
  const done = new Promise((resolve, reject) => {
    const observer = new MutationObserver(records => {
      if (shown(list, records) && (empty || document.querySelector(ui.links))) {
        observer.disconnect();
        clearTimeout(timer);
        fetch(SHOWN_MARK).catch(() => {});  // when, on the clock of the browser's network events
        resolve(performance.now());
      }
    });
    observer.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error(`no results for ${query}`)); }, timeout);
  });
  box.value = query;
  for (const type of ui.events) box.dispatchEvent(new Event(type, {bubbles: true}));
  const end = await done;
  return {start, end, load: performance.getEntriesByType("navigation")[0].loadEventEnd};
}""".replace("SHOWN_MARK_URL", SHOWN_MARK)


# The first query: "/" (which opens the search on both sites), then MEASURE, in the
# first task after the load event; its promise is window.firstResult.
TYPE_AFTER_LOAD = """window.addEventListener("load", () => setTimeout(() => {
  document.body.dispatchEvent(new KeyboardEvent("keydown", {key: "/", bubbles: true}));
  window.firstResult = (%s)(%s);
}));"""


@dataclass
class Search:
    first: float | None  # ms from load to the first result; None: none within WAIT_MS
    load: float | None = None  # ms from navigation to the load event
    fetched: int = 0  # bytes beyond the page until the first result (see the docstring)
    requests: int = 0
    later: float | None = None  # median ms of LATER_QUERIES


@dataclass
class Ranking:
    at_1: float
    at_5: float
    mrr: float
    long_at_1: float  # over the title-like and summary queries only
    tfidf_long_at_1: float  # the same, ranked by a plain TF-IDF over the papers (the anchor)
    paraphrase_at_5: float  # recall@5 of tests/data/paraphrase_queries.yml


LONG_KINDS = ("title", "summary")


def rates(ranks: list[int | None]) -> tuple[float, float, float]:
    """Recall@1, recall@5 and MRR of the ranks of the expected papers (None: not among the results)."""
    n = len(ranks)
    return (sum(r == 1 for r in ranks) / n, sum(r is not None and r <= 5 for r in ranks) / n,
            sum(1 / r for r in ranks if r) / n)


def rank_of(page: Page, entry: dict) -> int | None:
    """Where our search, in `page`, shows the paper `entry` expects for its query (from 1), if it does."""
    query(page, OURS, entry["query"], empty=True)
    links = page.locator(OURS.links).evaluate_all("links => links.map(a => a.href)")
    found = [i for i, link in enumerate(links, start=1) if link.endswith(f"/papers/{entry['paper']}/")]
    return found[0] if found else None


def tfidf_ranks(site: Path, queries: list[dict] = QUERY_SET) -> list[int | None]:
    """The rank of each paper of `queries` (the query set) under plain TF-IDF (scikit-learn,
    cosine) over the paper pages' text: title, primary area and abstract, from the search cards."""
    cards = [card for path in sorted((site / "searchdata/docs").glob("*.json"))
             for card in json.loads(path.read_text(encoding="utf-8")) if card["u"].startswith("papers/")]
    vectorizer = TfidfVectorizer(sublinear_tf=True, stop_words="english")
    matrix = vectorizer.fit_transform(f"{c['t']} {c['a']} {c['x']}" for c in cards)
    ranks = []
    for entry in queries:
        scores = (matrix @ vectorizer.transform([entry["query"]]).T).toarray().ravel()
        order = [cards[i]["u"] for i in scores.argsort()[::-1][:10]]
        want = f"papers/{entry['paper']}/"
        ranks.append(order.index(want) + 1 if want in order else None)
    return ranks


def long_recall(ranks: list[int | None]) -> float:
    long = [rank for entry, rank in zip(QUERY_SET, ranks) if entry["kind"] in LONG_KINDS]
    return sum(rank == 1 for rank in long) / len(long)


def query(page: Page, ui: SearchUI, text: str, empty: bool = False) -> dict:
    return page.evaluate(MEASURE, {"ui": ui.__dict__, "query": text, "empty": empty, "timeout": WAIT_MS})


def failed(error: PlaywrightError) -> None:
    note(f"  failed: {str(error).splitlines()[0]}")


def first_result(browser: Browser, url: str, ui: SearchUI, throttle: dict | None = None) -> tuple[Search, Page]:
    """Open the home page in a fresh context and time FIRST_QUERY, typed by the page
    itself in the first task after its load event. The page is returned for more
    queries (close its context when done)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    arguments = {"ui": ui.__dict__, "query": FIRST_QUERY, "empty": False, "timeout": WAIT_MS}
    page.add_init_script(TYPE_AFTER_LOAD % (MEASURE, json.dumps(arguments)))
    cdp = context.new_cdp_session(page)
    started: dict[str, tuple[float, str]] = {}  # request id -> time, URL
    finished: list[tuple[str, int, float]] = []  # request id, encoded bytes, time
    loads: list[float] = []
    cdp.on("Network.requestWillBeSent", lambda event: started.setdefault(
        event["requestId"], (event["timestamp"], event["request"]["url"])))
    cdp.on("Network.loadingFinished", lambda event: finished.append(
        (event["requestId"], event["encodedDataLength"], event["timestamp"])))
    cdp.on("Page.loadEventFired", lambda event: loads.append(event["timestamp"]))
    cdp.send("Network.enable")
    cdp.send("Page.enable")
    if throttle:
        cdp.send("Network.emulateNetworkConditions", throttle)
    try:
        page.goto(url, wait_until="load")
        page.wait_for_function("() => window.firstResult !== undefined")
        timing = page.evaluate("() => window.firstResult")
    except PlaywrightError as error:
        failed(error)
        return Search(first=None), page
    page.wait_for_timeout(200)  # the last network events of the query reach us
    # Beyond the page itself: what was requested after its load event, and the search's
    # own files requested before it (stock Material fetches its index as the page loads),
    # finished by the time the result was shown (SHOWN_MARK; CDP times share one clock).
    marks = sorted(at for at, address in started.values() if address.endswith(SHOWN_MARK))
    if not marks:
        note("no results-shown mark reached us: the result's time is matched through the load event")
    shown = marks[0] if marks else loads[0] + (timing["end"] - timing["load"]) / 1000
    after = [size for request, size, at in finished if request in started and at <= shown
             and (started[request][0] >= loads[0] or ui.files in started[request][1])
             and not started[request][1].endswith(SHOWN_MARK)]
    return Search(timing["end"] - timing["load"], timing["load"], sum(after), len(after)), page


def later_median(page: Page, ui: SearchUI) -> float | None:
    try:
        times = [(timing := query(page, ui, text))["end"] - timing["start"] for text in LATER_QUERIES]
    except PlaywrightError as error:
        failed(error)
        return None
    return statistics.median(times)


def ranking(page: Page, site: Path) -> Ranking:
    """Recall@1, recall@5 and MRR of our search over the committed query set, and
    recall@1 of its long queries next to plain TF-IDF's; recall@5 of the paraphrases."""
    ranks = []
    for entry in QUERY_SET + PARAPHRASES:
        try:
            ranks.append(rank_of(page, entry))
        except PlaywrightError as error:
            failed(error)
            ranks.append(None)
    ranks, paraphrases = ranks[:len(QUERY_SET)], ranks[len(QUERY_SET):]
    return Ranking(*rates(ranks), long_recall(ranks), long_recall(tfidf_ranks(site)), rates(paraphrases)[1])


def measure_site(browser: Browser, site: Path, ui: SearchUI,
                 label: str) -> tuple[Search, Search, Search | None, Ranking | None]:
    """On loopback: the first result (the run of median time of FIRST_RUNS); for ours
    then the first merged result (with the results by meaning) in a fresh load; in the
    last page, later queries and (ours) the query set; then the first result on a
    slow phone."""
    with serve(site) as url:
        note(f"  {label}: first result ({FIRST_RUNS} loads) and later queries")
        runs, page = [], None
        for _ in range(FIRST_RUNS):
            if page is not None:
                page.context.close()
            search, page = first_result(browser, url, ui)
            runs.append(search)
        search = sorted(runs, key=lambda run: math.inf if run.first is None else run.first)[FIRST_RUNS // 2]
        rank = merged = None
        if ui is OURS:
            note(f"  {label}: first merged result")
            page.context.close()
            merged, page = first_result(browser, url, OURS_MERGED)
        if runs[-1].first is not None:
            search.later = later_median(page, ui)
            if ui is OURS:
                note(f"  {label}: query set")
                rank = ranking(page, site)
        page.context.close()
        note(f"  {label}: first result on a slow phone")
        slow, page = first_result(browser, url, ui, SLOW_PHONE)
        page.context.close()
    return search, slow, merged, rank


# performance.now() once the Explore page's map is drawn (field-map.js sets data-ready).
MAP_DRAWN = """new MutationObserver((records, observer) => {
  if (document.querySelector("[data-field-map][data-ready=true]")) {
    window.mapDrawn = performance.now();
    observer.disconnect();
  }
}).observe(document, {subtree: true, childList: true, attributes: true});"""


def map_time(browser: Browser, url: str) -> float | None:
    """ms from navigation to the Explore page's map drawn, in a fresh context."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.add_init_script(MAP_DRAWN)
    try:
        page.goto(url + "explore/", wait_until="load")
        page.wait_for_function("() => window.mapDrawn !== undefined", timeout=WAIT_MS)
        return page.evaluate("window.mapDrawn")
    except PlaywrightError as error:
        failed(error)
        return None
    finally:
        context.close()
