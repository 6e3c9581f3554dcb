"""My list in a real browser (overrides/assets/javascripts/reading-list.js): stars on
paper pages, area lists and search results; the list survives a reload; BibTeX and
CSV exports read back; a share link restores the list elsewhere and names the ids it
does not know; axe finds nothing serious on the page, light or dark."""

from __future__ import annotations

import csv
import io

import bibtexparser
import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from tests.browser import needs_chromium, open_tab
from tests.test_browser import MARKOV_GAMES
from tests.test_browser_search import HOPFIELD, type_on_home_page

pytestmark = needs_chromium
KEY = "neurips-2026:my-list"
ITEMS = "[data-reading-list=papers] > li"


def star_on(page):
    return page.locator(".md-content [data-paper-star]").first


def stored(page) -> list[str]:
    return page.evaluate(f"JSON.parse(localStorage.getItem('{KEY}') || '[]')")


def test_stars_on_a_paper_an_area_list_and_a_search_result_fill_my_list(tab, base_url, papers):
    page = tab.page
    page.goto(f"{base_url}papers/{MARKOV_GAMES}/")
    star = star_on(page)
    expect(star).to_have_attribute("aria-pressed", "false")
    star.click()
    expect(star).to_have_attribute("aria-pressed", "true")
    expect(star).to_have_text("★ In my list")
    expect(page.locator("[data-reading-list=status]")).to_have_text(  # said to a screen reader
        f"Added “{papers[MARKOV_GAMES]['title']}” to My list (1 paper).")
    page.reload()
    expect(star_on(page)).to_have_attribute("aria-pressed", "true")

    area = papers[HOPFIELD]["areas"][0]
    page.goto(f"{base_url}areas/")
    page.get_by_role("link", name=area, exact=True).first.click()
    area_star = page.locator(f'[data-paper-star="{HOPFIELD}"]')
    expect(area_star).to_have_accessible_name(f"Add to my list: {papers[HOPFIELD]['title']}")  # not all alike
    area_star.click()
    expect(area_star).to_have_accessible_name(f"In my list: {papers[HOPFIELD]['title']}")

    type_on_home_page(page, base_url, "KV cache eviction")
    result_star = page.locator("[data-paper-search=results] > li > [data-paper-star]").first
    third = result_star.get_attribute("data-paper-star")
    result_star.click()
    expect(result_star).to_have_attribute("aria-pressed", "true")
    title = page.locator("[data-paper-search=results] > li").first.locator("h1").inner_text()
    expect(result_star).to_have_accessible_name(f"In my list: {title}")  # not the whole result's text
    assert stored(page) == [MARKOV_GAMES, HOPFIELD, third]

    page.goto(f"{base_url}my-list/")
    items = page.locator(ITEMS)
    expect(items).to_have_count(3)
    assert [items.nth(n).locator("a").get_attribute("href").rstrip("/").rsplit("/", 1)[1] for n in range(3)] == [
        MARKOV_GAMES, HOPFIELD, third]
    expect(items.first.locator("a")).to_have_text(papers[MARKOV_GAMES]["title"])
    items.nth(1).locator("[data-paper-star]").focus()
    page.keyboard.press("Enter")  # unstarred here, it leaves the list
    expect(items).to_have_count(2)
    assert stored(page) == [MARKOV_GAMES, third]
    expect(items.nth(1).locator("[data-paper-star]")).to_be_focused()  # the keyboard goes on at the next
    page.keyboard.press("Enter")  # the last one: on at the one before
    expect(items).to_have_count(1)
    expect(items.first.locator("[data-paper-star]")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("[data-reading-list=empty]")).to_be_focused()


def test_my_list_exports_bibtex_and_csv_of_its_papers(tab, base_url):
    page = tab.page
    page.goto(f"{base_url}my-list/")
    expect(page.locator("[data-reading-list=empty]")).to_be_visible()
    page.evaluate(f"localStorage.setItem('{KEY}', JSON.stringify(['{HOPFIELD}', '{MARKOV_GAMES}']))")
    page.reload()
    expect(page.locator(ITEMS)).to_have_count(2)
    with page.expect_download() as bib:
        page.locator("[data-reading-list=bibtex]").click()
    library = bibtexparser.parse_string(open(bib.value.path(), encoding="utf-8").read())
    assert [entry.key for entry in library.entries] == [f"neurips2026-{HOPFIELD}", f"neurips2026-{MARKOV_GAMES}"]
    held = []  # while the whole papers.csv downloads (megabytes at 10,000 papers), the button says so
    page.route("**/papers.csv", lambda route: held.append(route))
    button = page.locator("[data-reading-list=csv]")
    with page.expect_download() as table:
        button.click()
        expect(button).to_have_text("Preparing…")
        expect(button).to_have_attribute("aria-disabled", "true")
        expect(button).to_be_focused()  # a disabled button would drop the keyboard focus
        held[0].continue_()
    expect(button).to_have_text("Download CSV")
    expect(button).not_to_have_attribute("aria-disabled", "true")
    page.unroute("**/papers.csv")
    rows = list(csv.DictReader(io.StringIO(open(table.value.path(), encoding="utf-8", newline="").read())))
    assert [row["id"] for row in rows] == [HOPFIELD, MARKOV_GAMES] and rows[0]["abstract"]


def test_a_share_link_restores_the_list_and_names_unknown_ids(browser, base_url):
    first, context = open_tab(browser, base_url)
    try:
        first.page.goto(f"{base_url}my-list/")
        first.page.evaluate(f"localStorage.setItem('{KEY}', JSON.stringify(['{MARKOV_GAMES}', '{HOPFIELD}']))")
        first.page.reload()
        expect(first.page.locator(ITEMS)).to_have_count(2)
        link = first.page.locator("[data-reading-list=share]").get_attribute("href")
    finally:
        context.close()
    assert link.endswith(f"my-list/?ids={MARKOV_GAMES}%2C{HOPFIELD}")
    other, context = open_tab(browser, base_url)  # another device: an empty list
    try:
        other.page.goto(link + "%2Cffffffffff%2Cnot-an-id")
        expect(other.page.locator(ITEMS)).to_have_count(2)
        notes = other.page.locator("[data-reading-list=notes]")
        expect(notes).to_contain_text("added 2 of its 4 papers")
        expect(notes).to_contain_text("ffffffffff, not-an-id")
        assert stored(other.page) == [MARKOV_GAMES, HOPFIELD]
        assert "ids=" not in other.page.url  # taken in once: a paper removed now stays removed
        other.page.locator(f"{ITEMS} [data-paper-star='{HOPFIELD}']").click()
        other.page.reload()
        expect(other.page.locator(ITEMS)).to_have_count(1)
        assert stored(other.page) == [MARKOV_GAMES]
        other.page.goto(link)  # the same link again: nothing new, and it says so
        expect(notes).to_contain_text("added 1 of its 2 papers (1 was in your list already)")
        other.page.goto(f"{base_url}my-list/?ids={HOPFIELD}")
        expect(notes).to_contain_text("added 0 of its 1 paper (1 was")  # was "of its 1 papers"
    finally:
        context.close()
    assert not first.problems() and not other.problems()


def test_a_stored_paper_no_longer_listed_is_named_and_can_be_removed(tab, base_url):
    """A paper withdrawn after it was starred vanished from My list and its exports
    without a word, and stayed stored for good: its page has no star. ("ffffffffff"
    stands for it: an id the site lists no paper under.)"""
    page = tab.page
    page.goto(f"{base_url}my-list/")
    page.evaluate(f"localStorage.setItem('{KEY}', JSON.stringify(['{MARKOV_GAMES}', 'ffffffffff']))")
    page.reload()
    expect(page.locator(ITEMS)).to_have_count(1)
    note = page.locator("[data-reading-list=gone]")
    expect(note).to_contain_text("1 paper of your list is not listed on this site (withdrawn since, or never")
    assert note.locator("a").get_attribute("href").endswith("papers/ffffffffff/")
    note.get_by_role("button", name="Remove it from my list").click()
    expect(note).to_have_count(0)
    expect(page.locator("[data-reading-list=status]")).to_have_text("Removed 1 paper not listed from My list.")
    assert stored(page) == [MARKOV_GAMES]
    expect(page.locator(f"{ITEMS} a")).to_be_focused()
    assert not tab.problems()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_on_my_list(browser, base_url, scheme):
    tab, context = open_tab(browser, base_url, scheme)
    try:
        tab.page.goto(f"{base_url}my-list/")
        tab.page.evaluate(f"localStorage.setItem('{KEY}', JSON.stringify(['{MARKOV_GAMES}']))")
        tab.page.reload()
        expect(tab.page.locator(ITEMS)).to_have_count(1)
        violations = Axe().run(tab.page).response["violations"]
    finally:
        context.close()
    assert [v["id"] for v in violations if v["impact"] in ("serious", "critical")] == []
