"""The site's search in a real browser (tests/browser.py has the set-up): the query
sets of tests/data/search_queries.yml, search_queries_independent.yml and
search_queries_blind.yml (recall@1, recall@5 and MRR, printed; each fails below R@1
0.90) and the paraphrases of tests/data/paraphrase_queries.yml (recall@5; fails below
MIN_PARAPHRASE_RECALL_AT_5), search by meaning loaded only once the reader types,
typing as a person does, Material's keyboard behaviour, ?q= links with area filters,
the phone layout, dark mode and axe-core with results shown."""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
import yaml
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from tests.browser import CONTENT, PHONE, needs_chromium, open_tab
from tests.conftest import ROOT

pytestmark = needs_chromium
QUERIES = yaml.safe_load((ROOT / "tests/data/search_queries.yml").read_text(encoding="utf-8"))["queries"]
PARAPHRASES = yaml.safe_load((ROOT / "tests/data/paraphrase_queries.yml").read_text(encoding="utf-8"))["queries"]
# Written by a reviewer who saw neither this search's results nor the other sets (it
# then helped choose fusion.lead); BLIND by another who saw only the abstracts, unused since.
INDEPENDENT = yaml.safe_load((ROOT / "tests/data/search_queries_independent.yml").read_text(encoding="utf-8"))[
    "queries"]
BLIND = yaml.safe_load((ROOT / "tests/data/search_queries_blind.yml").read_text(encoding="utf-8"))["queries"]
MIN_RECALL_AT_1 = 0.90
# These 24 share no content word with their abstracts; WordLlama's static vectors
# reached 0.54, the table distilled from all-MiniLM-L6-v2 0.83.
MIN_PARAPHRASE_RECALL_AT_5 = 0.8
INPUT = "input[data-paper-search=query]"
RESULTS = "[data-paper-search=results] > li > a"
HOPFIELD = "0ad6276b81"  # "Intrinsic Forgetting as an Increase in Hopfield Energy..."
C3 = "a65899968e"  # "C3: Causal-Continuous Characterization", on character consistency in games
HYPMOE = "58eef9dfcf"  # "HypMoE-ReID: Hyperspherical Mixture-of-Experts for ..."
DPP = "ab80e95466"  # on sampling determinantal point processes (DPPs)
ITE_LIMITS = "47ae2a8ed1"  # impossibility results for individual treatment effects (ITEs)
MUTUAL_INFORMATION = "e0eb2bda8f"  # a mutual information estimator, and a paraphrase (paraphrase_queries.yml)
MUTUAL_INFORMATION_PARAPHRASE = ("gauge how much two variables reveal about each other by fitting an invertible "
                                 "mapping between them")

# True once the results of the current query are shown (the list is aria-busy until then).
RESULTS_SHOWN = """() => document.querySelector("[data-paper-search=results]").getAttribute("aria-busy") === "false"
"""
# True once the results of the query now in the box (its share link says which) are
# shown with the results by meaning merged in.
MERGED_SHOWN = """() => {
  const list = document.querySelector("[data-paper-search=results]");
  const link = document.querySelector("[data-paper-search=link]");
  const query = document.querySelector("[data-paper-search=query]").value.trim();
  return list.getAttribute("aria-busy") === "false" && list.dataset.meaning === "true" && link !== null
    && new URL(link.href).searchParams.get("q") === query;
}"""


@pytest.fixture(scope="module")
def search_tab(browser, base_url):
    """One tab on the home page for the query set; checked like `tab` at the end."""
    tab, context = open_tab(browser, base_url)
    tab.page.goto(base_url)
    yield tab
    context.close()
    assert not tab.problems(), "\n".join(tab.problems())


def results(page: Page) -> list[str]:
    """The result links, once those by meaning are merged in."""
    page.wait_for_function(MERGED_SHOWN, polling=20)
    return page.locator(RESULTS).evaluate_all("links => links.map(a => a.href)")


def search(page: Page, query: str) -> list[str]:
    """Put `query` in the search box (one input event) and return the result links."""
    page.locator(INPUT).fill(query)
    return results(page)


def type_on_home_page(page: Page, base_url: str, text: str) -> list[str]:
    """Open the home page, press "/", type `text` as a person does; the result links."""
    page.goto(base_url)
    page.keyboard.press("/")
    page.keyboard.type(text, delay=10)
    return results(page)


def rank(links: list[str], pid: str) -> int | None:
    found = [i for i, link in enumerate(links, start=1) if link.endswith(f"/papers/{pid}/")]
    return found[0] if found else None


def scores(queries: list[dict], ranks: dict[str, int | None]) -> tuple[float, str]:
    """Recall@1 of `queries` and a line with it, recall@5, MRR and R@1 by kind."""
    kept = [ranks[query["query"]] for query in queries]
    n = len(kept)
    at_1 = sum(r == 1 for r in kept) / n
    at_5 = sum(r is not None and r <= 5 for r in kept) / n
    mrr = sum(1 / r for r in kept if r) / n
    by_kind: dict[str, list] = {}
    for query, found in zip(queries, kept):
        by_kind.setdefault(query["kind"], []).append(found)
    return at_1, (f"{n} queries: recall@1 {at_1:.3f}, recall@5 {at_5:.3f}, MRR {mrr:.3f}; by kind (R@1): "
                  + ", ".join(f"{kind} {sum(r == 1 for r in rs)}/{len(rs)}" for kind, rs in sorted(by_kind.items())))


def test_the_query_sets_find_their_papers(search_tab):
    search_tab.page.keyboard.press("/")
    search(search_tab.page, "warm up")
    search_tab.page.wait_for_function(MERGED_SHOWN, polling=20)  # from here on results are merged at once
    ranks = {}
    for query in QUERIES + INDEPENDENT + BLIND + PARAPHRASES:
        ranks[query["query"]] = rank(search(search_tab.page, query["query"]), query["paper"])
    assert search_tab.page.evaluate(MERGED_SHOWN)
    report = ["rank  kind      query"]
    for query in QUERIES + INDEPENDENT + BLIND + PARAPHRASES:
        if ranks[query["query"]] != 1:
            report.append(f"{ranks[query['query']] or '-':>4}  {query['kind']:<9} {query['query']}")
    at_1, line = scores(QUERIES, ranks)
    independent_at_1, independent_line = scores(INDEPENDENT, ranks)
    blind_at_1, blind_line = scores(BLIND, ranks)
    report += [line, f"independent set: {independent_line}", f"blind set: {blind_line}"]
    paraphrase_at_5 = sum((ranks[q["query"]] or 99) <= 5 for q in PARAPHRASES) / len(PARAPHRASES)
    report.append(f"{len(PARAPHRASES)} paraphrases: recall@5 {paraphrase_at_5:.3f}")
    print("\n".join(report))
    assert at_1 >= MIN_RECALL_AT_1, "\n".join(report)
    assert independent_at_1 >= MIN_RECALL_AT_1, "\n".join(report)
    assert blind_at_1 >= MIN_RECALL_AT_1, "\n".join(report)
    assert paraphrase_at_5 >= MIN_PARAPHRASE_RECALL_AT_5, "\n".join(report)


def test_a_query_of_unknown_or_stop_words_finds_nothing_by_meaning_either(search_tab):
    """Search by meaning used to add 20 papers to "xyzzyqq", and 19 to the one match
    of "wheat"."""
    page = search_tab.page
    page.locator(INPUT).fill("forget a training example")  # search by meaning is loaded
    results(page)
    for query in ("xyzzyqq", "asdf", "the"):
        assert search(page, query) == [], query
        assert page.locator("[data-paper-search=meta]").inner_text().startswith("No results"), query
    wheat = search(page, "wheat")
    print(f"wheat: {len(wheat)} results")
    assert wheat[0].endswith("/papers/c6b889c8f0/") and len(wheat) <= 5


def test_papers_come_before_area_pages_but_after_the_area_the_query_names(search_tab):
    """An area page, whose list of phrases matches many a query, came first for "measure
    statistical dependence between two variables with an invertible generative model"
    (8 of the independent query set's 171 top-three places were area pages)."""
    page = search_tab.page
    page.locator(INPUT).fill("forget a training example")  # search by meaning is loaded
    results(page)
    for query in ("measure statistical dependence between two variables with an invertible generative model",
                  "pruning equivariant interatomic potentials", "k-means"):
        links = search(page, query)
        kinds = ["area" if "/areas/" in link else "paper" for link in links]
        assert kinds == sorted(kinds, key=lambda kind: kind == "area") and kinds[0] == "paper", (query, links)
    assert search(page, "probabilistic methods")[0].endswith("/areas/probabilistic-methods/")
    for word in ("ai", "learning", "methods"):  # in several area names, the name of none
        assert "/areas/" not in search(page, word)[0], word


def test_a_clear_best_match_by_words_keeps_first_place_once_meaning_merges(search_tab):
    """C3 led by words (797 against 640) and fell to 5th once the results by meaning
    merged: only matches reaching half of the best possible score kept a rank, which no
    paper reaches for a long query (search.yml: fusion.lead)."""
    page = search_tab.page
    page.locator(INPUT).fill("forget a training example")  # search by meaning is loaded
    results(page)
    assert rank(search(page, "keeping video game characters' personalities stable with chatbots"), C3) == 1


def test_the_word_itself_ranks_above_its_other_forms(search_tab):
    """"transformer" once listed the papers saying "transformations" and "transforms"
    first; the two seed papers that say "transformer" come first now."""
    page = search_tab.page
    page.locator(INPUT).fill("forget a training example")  # search by meaning is loaded
    results(page)
    first_two = {re.search(r"/papers/(\w+)/$", link)[1] for link in search(page, "transformer ")[:2]}
    assert first_two == {"f7dc82b050", "0e9607f8be"}


def test_a_longer_word_the_last_one_starts_counts_no_more_than_the_word_itself(search_tab):
    """Typed, the last word also matches the longer words it starts, and "pair" matched
    "pairwise", rarer, so weightier: the k-clustering paper, which says "pairwise" but
    neither "bandit" nor "algorithm", came before the one paper holding all three words (on
    6,206 real abstracts "graph neural network" ranked "Neural Network-Based Classifiers"
    second)."""
    page = search_tab.page
    page.locator(INPUT).fill("forget a training example")  # search by meaning is loaded
    results(page)
    assert rank(search(page, "bandit algorithm pair"), "07ffad3796") == 1


def test_a_paper_holding_most_query_words_stays_above_papers_found_by_meaning(search_tab):
    """Merged with the papers by meaning, the one paper holding three of these five words
    fell from first to sixth: only word matches scoring half of the best possible score
    kept a rank of their own."""
    page = search_tab.page
    page.locator(INPUT).fill("forget a training example")  # search by meaning is loaded
    results(page)
    assert rank(search(page, "LLM agents playing characters in games"), C3) == 1


def test_a_letter_typed_apart_from_its_word_finds_the_compound(search_tab):
    """"k means" searched only "means" (a lone letter is no search word), which the
    k-clustering paper says only as "$k$-means"; now "kmeans" is asked too."""
    page = search_tab.page
    page.locator(INPUT).fill("forget a training example")  # search by meaning is loaded
    results(page)
    assert rank(search(page, "k means "), "b4c54647ac") == 1


def test_a_paper_holding_every_query_word_comes_before_papers_by_meaning(search_tab):
    """Search by meaning put BLUE ("items" starts with "ite") above the only paper about
    ITEs; papers by meaning still follow the answer."""
    page = search_tab.page
    page.locator(INPUT).fill("forget a training example")  # search by meaning is loaded
    results(page)
    assert rank(search(page, "ITEs"), ITE_LIMITS) == 1
    assert rank(search(page, "DPP "), DPP) == 1
    hypmoe = search(page, "HypMoE ")
    assert rank(hypmoe, HYPMOE) == 1 and len(hypmoe) > 1  # the rest by meaning


def test_the_list_never_stands_empty_while_new_results_load(search_tab):
    """The list was emptied, then filled once the new results' cards were fetched: on a
    list of 6,206 real abstracts a reader saw it blank for 30-100 ms at every query and
    again as the results by meaning joined. Now it changes in one go."""
    page = search_tab.page
    search(page, "causal effect")
    page.evaluate("""() => {
      const list = document.querySelector("[data-paper-search=results]");
      window.emptied = 0;
      new MutationObserver(records => {
        for (const r of records) if (r.target === list && r.removedNodes.length && !r.addedNodes.length) window.emptied++;
      }).observe(list, {childList: true});
    }""")
    assert search(page, "conformal prediction") and search(page, "graph neural network")
    assert page.evaluate("window.emptied") == 0


def test_search_by_meaning_loads_once_the_reader_types(tab, base_url):
    requested = []
    tab.page.on("request", lambda request: requested.append(request.url))
    tab.page.goto(base_url)
    tab.page.keyboard.press("/")
    tab.page.wait_for_timeout(300)
    assert not [url for url in requested if "/semantic/" in url]
    tab.page.keyboard.type("forget a training example", delay=10)
    tab.page.wait_for_function(MERGED_SHOWN, polling=20)
    assert [url for url in requested if url.endswith("/semantic/papers.bin")]
    assert [url for url in requested if "/semantic/tokens/" in url]


@pytest.mark.parametrize("key", ["/", "s"])
def test_slash_and_s_open_the_search_and_results_appear_as_you_type(tab, base_url, papers, key):
    page = tab.page
    page.goto(f"{base_url}papers/{HOPFIELD}/")
    page.keyboard.press(key)
    expect(page.locator(INPUT)).to_be_focused()
    expect(page.locator("#__search")).to_be_checked()
    page.keyboard.type("hopfi", delay=30)  # a word still being typed matches the words it starts
    expect(page.locator(INPUT)).to_have_value("hopfi")
    assert rank(results(page), HOPFIELD) == 1
    first = page.locator(RESULTS).first
    expect(first.locator("h1")).to_have_text(re.compile("Hopfield"))
    expect(first.locator(".paper-search__area")).to_have_text(papers[HOPFIELD]["areas"][0])
    expect(first.locator(".paper-search__snippet mark").first).to_have_text(re.compile("hopfield", re.IGNORECASE))


def test_the_snippet_shows_the_name_that_was_searched(search_tab):
    """The snippet of "Chem-PerturBridge" marked only "chemical" words and cut the name off
    (at character 290): hits were counted over a window that the lead-in then shifted."""
    page = search_tab.page
    search(page, "Chem-PerturBridge")
    marks = page.locator(RESULTS).first.locator(".paper-search__snippet mark").all_inner_texts()
    assert "PerturBridge" in marks, marks


def test_arrows_enter_and_escape(tab, base_url, papers):
    page = tab.page
    links = type_on_home_page(page, base_url, "conformal prediction")
    assert len(links) >= 2
    page.keyboard.press("ArrowDown")
    expect(page.locator(RESULTS).nth(0)).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(page.locator(RESULTS).nth(1)).to_be_focused()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    expect(page.locator(INPUT)).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.locator("#__search")).not_to_be_checked()
    page.keyboard.press("s")
    expect(page.locator(INPUT)).to_be_focused()
    page.keyboard.press("Enter")  # opens the first result
    page.wait_for_url(links[0])
    pid = re.search(r"/papers/(\w+)/$", links[0])[1]
    expect(page.locator(f"{CONTENT} h1")).to_have_text(papers[pid]["title"])
    expect(page.locator("#__search")).not_to_be_checked()


def test_the_keyboard_stays_in_the_search_and_tabbing_out_closes_it(tab, base_url):
    """Focus was lost to the page when a chip was pressed or "More results" was used,
    and the search stayed open over the page that Tab went on through."""
    page = tab.page
    type_on_home_page(page, base_url, "causal effect")
    status = page.locator("[data-paper-search=status]")  # said once the typing pauses
    expect(status).to_have_text(re.compile(r"^\d+ results$"))
    assert status.inner_text() == page.locator("[data-paper-search=meta]").inner_text().split(" · ")[0]
    more = page.locator("[data-paper-search=more]")
    more.focus()
    page.keyboard.press("Enter")
    expect(page.locator(RESULTS).nth(10)).to_be_focused()  # the first new result
    page.locator(".paper-search__chip").first.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".paper-search__chip[aria-pressed=true]")).to_be_focused()
    page.locator(INPUT).focus()
    page.keyboard.press("Shift+Tab")
    expect(page.locator("#__search")).not_to_be_checked()
    page.keyboard.press("/")
    assert len(search(page, "kalman")) <= 10
    expect(more).to_be_hidden()  # nothing more to show: no button that does nothing


def test_results_by_meaning_arriving_late_keep_the_focus_and_have_the_count_said_again(tab, base_url):
    """They redraw the chips and the line with the link: the focus went with them, and
    the count said before they came was never corrected."""
    page = tab.page
    held = type_with_meaning_held(page, base_url, "causal effect")
    page.locator(".paper-search__chip").first.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".paper-search__chip[aria-pressed=true]")).to_be_focused()
    release_meaning(page, held)
    page.wait_for_function(MERGED_SHOWN, polling=20)
    expect(page.locator(".paper-search__chip[aria-pressed=true]")).to_be_focused()
    page.unroute("**/semantic/papers.bin")
    held = type_with_meaning_held(page, base_url, "learning")
    status = page.locator("[data-paper-search=status]")
    expect(status).to_have_text(re.compile(r"^\d+ results$"))
    page.locator("[data-paper-search=link]").focus()
    release_meaning(page, held)
    page.wait_for_function(MERGED_SHOWN, polling=20)
    expect(page.locator("[data-paper-search=link]")).to_be_focused()
    expect(status).to_have_text(page.locator("[data-paper-search=meta]").inner_text().split(" · ")[0])
    page.unroute("**/semantic/papers.bin")


def test_escape_from_a_result_leaves_no_focus_in_the_closed_search(tab, base_url):
    """The focus stayed on the result, and Tab went on through the hidden results."""
    page = tab.page
    type_on_home_page(page, base_url, "conformal prediction")
    page.keyboard.press("ArrowDown")
    expect(page.locator(RESULTS).first).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.locator("#__search")).not_to_be_checked()
    assert page.evaluate("!document.activeElement.closest('[data-paper-search=root]')")


def test_a_link_with_a_query_and_areas_opens_filtered_results(tab, base_url, papers):
    page = tab.page
    page.goto(f"{base_url}?q={quote('conformal prediction')}&area=probabilistic-methods&area=theory")
    expect(page.locator(INPUT)).to_have_value("conformal prediction")
    expect(page.locator("#__search")).to_be_checked()
    links = results(page)
    assert links
    for link in links:
        pid = re.search(r"/(papers|areas)/([\w-]+)/$", link)[2]
        areas = papers[pid]["areas"] if pid in papers else []
        assert pid in ("probabilistic-methods", "theory") or {"Probabilistic methods", "Theory"} & set(areas), link
    expect(page).to_have_url(re.compile(r"area=theory$"))  # the address stays as it was opened
    pressed = page.locator(".paper-search__chip[aria-pressed=true]").all_inner_texts()
    assert sorted(re.sub(r" \d+$", "", chip) for chip in pressed) == ["Probabilistic methods", "Theory"]


def test_choosing_an_area_filters_the_results_and_the_link(tab, base_url, papers):
    page = tab.page
    everything = type_on_home_page(page, base_url, "causal")
    chip = page.locator(".paper-search__chip").first
    name = re.sub(r" \d+$", "", chip.inner_text())
    chip.click()
    expect(chip).to_have_attribute("aria-pressed", "true")
    filtered = results(page)
    assert 0 < len(filtered) <= len(everything)
    for link in filtered:
        pid = re.search(r"/(papers|areas)/([\w-]+)/$", link)[2]
        assert pid not in papers or name in papers[pid]["areas"], link
    share = page.locator("[data-paper-search=link]").get_attribute("href")
    assert re.search(r"/neurips-2026/\?q=causal&area=[\w-]+$", share)
    page.goto(share)  # the link opens the same filtered results
    assert results(page) == filtered
    page.locator("[data-paper-search=root] [type=reset]").click()  # a new search filters nothing
    assert search(page, "causal") == everything
    expect(page.locator(".paper-search__chip[aria-pressed=true]")).to_have_count(0)


def test_an_area_chip_counts_the_papers_found_in_that_area(search_tab, papers):
    """A query that finds an area's page and all its papers showed a chip counting one
    more than the area has ("Deep learning 1627" of 1,626): its page counted as a paper."""
    page = search_tab.page
    search(page, "learning")
    chips = page.locator(".paper-search__chip").evaluate_all(
        "chips => chips.map(chip => [chip.textContent.replace(/ \\d+$/, ''), Number(chip.textContent.match(/\\d+$/)[0])])")
    assert chips
    for name, count in chips:
        assert count <= sum(name in paper["areas"] for paper in papers.values()), name


def test_the_area_filters_leave_room_for_the_results_on_a_desktop(tab, base_url):
    # every area of the seeds: on a 1280 px screen their chips wrapped into rows above the results
    page = tab.page
    page.set_viewport_size({"width": 1280, "height": 800})
    type_on_home_page(page, base_url, "learning")
    areas = page.locator("[data-paper-search=areas]")
    assert areas.locator(".paper-search__chip").count() >= 15
    box = areas.evaluate("e => ({height: e.clientHeight, content: e.scrollHeight})")
    assert box["height"] <= 80 < box["content"], box  # a band of two rows and a half, that scrolls
    page.locator(".paper-search__chip").last.focus()  # the last is still reached, by the keyboard too
    assert areas.evaluate("e => e.getBoundingClientRect().bottom") >= page.locator(
        ".paper-search__chip").last.evaluate("e => e.getBoundingClientRect().bottom") - 1
    assert page.locator(RESULTS).first.bounding_box()["y"] < 250


def test_search_on_a_phone(browser, base_url):
    tab, context = open_tab(browser, base_url, device=PHONE)
    try:
        page = tab.page
        page.goto(base_url)
        page.locator("label.md-header__button[for=__search]").tap()
        expect(page.locator(INPUT)).to_be_visible()
        page.locator(INPUT).fill("Hopfield energy")
        links = results(page)
        assert rank(links, HOPFIELD) == 1
        page.evaluate("Promise.all(document.getAnimations().map(animation => animation.finished))")
        first = page.locator(RESULTS).first.bounding_box()
        assert first["x"] >= 0 and first["x"] + first["width"] <= 390
        assert first["height"] < 844 / 3  # a compact result: title, area, two lines
        page.locator(RESULTS).first.tap()
        page.wait_for_url(re.compile(f"papers/{HOPFIELD}/"))
        # A shared link opens the search without a tap: the page once laid out 1,239 px wide
        page.goto(f"{base_url}?q=Hopfield+energy")
        assert rank(results(page), HOPFIELD) == 1
        expect(page.locator("body[data-md-scrolllock]")).to_have_count(1)  # Material's, on "change"
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        close = page.locator("[data-paper-search=root] label.md-search__icon[for=__search]").bounding_box()
        assert close is None or close["x"] + close["width"] <= 390
    finally:
        context.close()
    assert not tab.problems(), "\n".join(tab.problems())


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_with_results_shown(browser, base_url, scheme):
    tab, context = open_tab(browser, base_url, scheme)
    try:
        tab.page.goto(f"{base_url}?q=conformal")
        results(tab.page)
        tab.page.locator(".paper-search__chip").first.click()  # a pressed chip was 4.25:1
        expect(tab.page.locator(".paper-search__chip[aria-pressed=true]")).to_have_count(1)
        results(tab.page)
        violations = Axe().run(tab.page).response["violations"]
    finally:
        context.close()
    serious = [f"{v['id']}: {[n['target'] for n in v['nodes']]} {v['nodes'][0]['failureSummary']}"
               for v in violations if v["impact"] in ("serious", "critical")]
    assert serious == []
    assert not tab.problems(), "\n".join(tab.problems())


def test_search_after_instant_navigation(tab, base_url):
    page = tab.page
    # Material takes over only links listed in sitemap.xml, which it fetches as the page
    # starts: a click before it arrives is a plain page load (seen once in CI under load).
    page.goto(base_url + "areas/", wait_until="networkidle")
    page.evaluate("window.notReloaded = true")
    page.locator(f"{CONTENT} a[href$='/theory/']").first.click()
    page.wait_for_url(re.compile("areas/theory/$"))
    expect(page.locator(f"{CONTENT} h1")).to_have_text("Theory")
    # Material closes the search 125 ms after a navigation ("Always close drawer and search
    # on navigation" in its bundle.ts), which on a busy machine came after "/" and the first
    # letter: a 200 ms timer set now ends after that one, however busy the page is.
    page.evaluate("() => new Promise(resolve => setTimeout(resolve, 200))")
    assert page.evaluate("window.notReloaded === true")
    # The pointer is still where "Theory" was clicked: results drawn under it are the
    # reader's, so those by meaning wait (by design) and the merged list never comes
    # (seen once in CI, when meaning loaded after the first results).
    page.mouse.move(0, 0)
    page.keyboard.press("/")
    expect(page.locator(INPUT)).to_be_focused()
    page.keyboard.type("Hopfield energy", delay=10)
    assert rank(results(page), HOPFIELD) == 1


def type_with_meaning_held(page: Page, base_url: str, text: str) -> list:
    """Type `text` on the home page while the papers file of the search by meaning is
    held back; the held requests, for release_meaning."""
    held = []
    page.route("**/semantic/papers.bin", lambda route: held.append(route))
    page.goto(base_url)
    page.keyboard.press("/")
    page.keyboard.type(text, delay=10)
    page.wait_for_function(RESULTS_SHOWN, polling=20)
    return held


def release_meaning(page: Page, held: list) -> None:
    """Let the held-back papers file of the search by meaning through, and give the page
    the time it would take to redraw the list with it."""
    page.wait_for_timeout(300)
    assert held, "the search by meaning was not requested"
    held[0].continue_()
    page.wait_for_function("() => performance.getEntriesByType('resource').some(r => r.name.endsWith('/papers.bin'))")
    page.wait_for_timeout(300)


def test_the_best_matches_by_words_keep_a_place_when_results_by_meaning_join(tab, base_url):
    """Papers by meaning filled the first ten of a long query whose words matched weakly:
    a blind tester on 6,206 real abstracts lost 4 papers that words alone ranked 1st to
    6th. Now the few nearest in meaning join, and the paraphrase still finds its paper."""
    page = tab.page
    held = type_with_meaning_held(page, base_url, MUTUAL_INFORMATION_PARAPHRASE)
    by_words = page.locator(RESULTS).evaluate_all("links => links.map(a => a.href)")
    release_meaning(page, held)
    page.locator(INPUT).press("End")
    page.keyboard.type(" ", delay=10)  # the next query merges them
    merged = results(page)
    assert by_words[0] in merged[:10]
    assert rank(merged, MUTUAL_INFORMATION) <= 5


def test_results_by_meaning_never_move_the_list_a_phone_reader_asked_more_of(browser, base_url):
    """On a phone there is no pointer to hover: the list jumped back to its first ten
    results, in another order, when search by meaning arrived after "More results"."""
    tab, context = open_tab(browser, base_url, device=PHONE)
    try:
        page, held = tab.page, []
        page.route("**/semantic/papers.bin", lambda route: held.append(route))
        page.goto(base_url)
        page.locator("label.md-header__button[for=__search]").tap()
        page.locator(INPUT).fill("causal effect")
        page.wait_for_function(RESULTS_SHOWN, polling=20)
        more = page.locator("[data-paper-search=more]")
        assert more.bounding_box()["height"] >= 32  # a button to tap (it was 11 px high)
        more.tap()
        expect(page.locator(RESULTS)).to_have_count(20)
        before = page.locator(RESULTS).evaluate_all("links => links.map(a => a.href)")
        release_meaning(page, held)
        assert page.locator(RESULTS).evaluate_all("links => links.map(a => a.href)") == before
    finally:
        context.close()


def test_results_by_meaning_never_move_the_list_under_the_reader(tab, base_url):
    """The papers file of the search by meaning is held back until the reader has
    moved into the word results: when it arrives, the list stays as it is; the next
    query merges them."""
    page = tab.page
    held = type_with_meaning_held(page, base_url, "causal effect")
    before = page.locator(RESULTS).evaluate_all("links => links.map(a => a.href)")
    page.keyboard.press("ArrowDown")
    expect(page.locator(RESULTS).first).to_be_focused()
    release_meaning(page, held)
    assert page.locator(RESULTS).evaluate_all("links => links.map(a => a.href)") == before
    expect(page.locator(RESULTS).first).to_be_focused()
    page.locator(INPUT).press("End")
    page.keyboard.type("s", delay=10)
    page.wait_for_function(MERGED_SHOWN, polling=20)
