"""The map of the field in a real browser (overrides/assets/javascripts/field-map.js):
one focusable link per paper that opens it, the title on hover and on focus, the
legend's area toggles, highlighting as you type, the small map of an area page, a
title holding markup shown as text, and axe with the map shown, light and dark."""

from __future__ import annotations

import json
import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from tests.browser import CONTENT, DESKTOP, PHONE, needs_chromium, open_tab

pytestmark = needs_chromium
DOTS = "[data-field-map] svg a"


def open_map(page, url):
    page.goto(url)
    page.wait_for_selector("[data-field-map][data-ready=true]")


def test_every_paper_is_a_focusable_dot_that_opens_it(tab, base_url, papers):
    page = tab.page
    open_map(page, f"{base_url}explore/")
    dots = page.locator(DOTS)
    expect(dots).to_have_count(len(papers))
    hrefs = dots.evaluate_all("links => links.map(a => a.getAttribute('href'))")
    assert sorted(re.search(r"/papers/(\w+)/$", href)[1] for href in hrefs) == sorted(papers)
    first = dots.first
    pid = re.search(r"/papers/(\w+)/$", first.get_attribute("href"))[1]
    expect(page.locator(f"{DOTS}[tabindex='0']")).to_have_count(1)  # one Tab stop, not one per paper
    first.focus()
    expect(page.locator(".field-map__caption")).to_contain_text(papers[pid]["title"])
    x = lambda: float(page.evaluate("document.activeElement.querySelector('circle').getAttribute('cx')"))
    start = x()
    for key in ("ArrowRight", "ArrowLeft") if start < 500 else ("ArrowLeft", "ArrowRight"):
        page.keyboard.press(key)  # the nearest dot that way
        assert (x() > start) == (key == "ArrowRight") and x() != start
        expect(page.locator(f"{DOTS}[tabindex='0']")).to_have_count(1)
        start = x()
    page.keyboard.press("Tab")  # out of the map at once
    assert page.evaluate("!document.activeElement.closest('[data-field-map] svg')")
    buttons = page.locator(".field-map__area")
    for n in range(buttons.count() - 1):  # all areas hidden but one: the Tab stop is on a dot shown
        buttons.nth(n).click()
    expect(page.locator(f"{DOTS}[tabindex='0']")).to_be_visible()
    for n in range(buttons.count() - 1):
        buttons.nth(n).click()
    first.focus()
    page.keyboard.press("Enter")
    expect(page.locator(f"{CONTENT} h1")).to_have_text(papers[pid]["title"])


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_pointing_at_a_dot_then_clicking_it_opens_its_paper(browser, base_url, papers, device):
    """The title shown on hover once took two lines instead of one and pushed the map
    down under the pointer, so the click missed the dot."""
    tab, context = open_tab(browser, base_url, device=PHONE if device == "phone" else DESKTOP)
    page = tab.page
    open_map(page, f"{base_url}explore/")
    pid = max(papers, key=lambda pid: len(papers[pid]["title"]))  # the longest caption
    dot = page.locator(f'{DOTS}[href$="/papers/{pid}/"] circle')
    dot.scroll_into_view_if_needed()
    box = dot.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    if device == "phone":  # the first tap shows which paper it is, the second opens it
        page.touchscreen.tap(x, y)
        expect(page.locator(".field-map__caption")).to_contain_text(papers[pid]["title"])
        assert page.url.endswith("/explore/")
        page.touchscreen.tap(x, y)
    else:
        page.mouse.move(x, y)
        expect(page.locator(".field-map__caption")).to_contain_text(papers[pid]["title"])
        page.mouse.click(x, y)
    expect(page.locator(f"{CONTENT} h1")).to_have_text(papers[pid]["title"])
    context.close()
    assert not tab.problems(), "\n".join(tab.problems())


HOSTILE = """<img src=x onerror="window.hacked=1">&amp; "quoted" 'single' </title><b>x</b>"""


def test_a_title_with_markup_is_shown_as_text(tab, base_url, papers):
    """The map writes its dots as markup: a title holding markup (from a hostile list
    or correction) must stay text. The titles file is rewritten on its way to the page."""
    page = tab.page

    def hostile(route):
        titles = json.loads(route.fetch().text())
        titles[0][1] = HOSTILE
        route.fulfill(json=titles)

    page.route("**/searchdata/reading-list.json", hostile)
    try:
        open_map(page, f"{base_url}explore/")
        first = page.locator(DOTS).first
        expect(first).to_have_attribute("aria-label", HOSTILE)
        assert first.locator("title").text_content() == HOSTILE
        assert page.locator("[data-field-map] img, [data-field-map] b").count() == 0
        first.focus()
        expect(page.locator(".field-map__caption")).to_contain_text(HOSTILE)
        assert page.evaluate("window.hacked") is None
    finally:
        page.unroute("**/searchdata/reading-list.json")


def test_the_legend_hides_an_area_and_typing_highlights_titles(tab, base_url, papers):
    page = tab.page
    open_map(page, f"{base_url}explore/")
    primary = {paper["areas"][0] for paper in papers.values()}
    names = page.locator(".field-map__area").all_inner_texts()
    assert sorted(names) == sorted(primary)  # a button for each area some paper has first, no other
    button = page.locator(".field-map__area").first
    name = button.inner_text()
    members = [pid for pid, paper in papers.items() if paper["areas"][0] == name]
    button.click()
    expect(button).to_have_attribute("aria-pressed", "false")
    hidden = page.locator(DOTS).evaluate_all("links => links.filter(a => a.style.display === 'none').length")
    assert hidden == len(members)
    button.click()
    word = "causal"
    page.locator(".field-map__search").fill(word)
    expected = sum(word in paper["title"].lower() for paper in papers.values())
    assert expected > 0
    expect(page.locator(f"{DOTS}.field-map__hit")).to_have_count(expected)
    expect(page.locator(".field-map__count")).to_have_text(f"{expected} {'paper' if expected == 1 else 'papers'} highlighted")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_area_page_shows_all_its_papers_on_a_small_map(browser, base_url, papers, scheme):
    """Secondary ones too, in colour; the others grey in both schemes (the dark scheme's
    colour rule once overrode the grey)."""
    tab, context = open_tab(browser, base_url, scheme)
    try:
        page = tab.page
        open_map(page, f"{base_url}areas/theory/")
        expect(page.locator("[data-field-map] circle")).to_have_count(len(papers))
        own = sum("Theory" in paper["areas"] for paper in papers.values())
        assert own > sum(paper["areas"][0] == "Theory" for paper in papers.values())
        expect(page.locator("[data-field-map] circle:not(.field-map__dot--other)")).to_have_count(own)
        fills = page.eval_on_selector_all("[data-field-map] circle", "dots => dots.map(dot => getComputedStyle(dot).fill)")
        other = set(page.eval_on_selector_all(".field-map__dot--other", "dots => dots.map(dot => getComputedStyle(dot).fill)"))
        assert len(other) == 1 and len(set(fills) - other) >= 1
    finally:
        context.close()
    assert not tab.problems(), "\n".join(tab.problems())


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_on_the_map(browser, base_url, scheme):
    tab, context = open_tab(browser, base_url, scheme)
    try:
        open_map(tab.page, f"{base_url}explore/")
        tab.page.screenshot(path=f"/tmp/explore-{scheme}.png", full_page=True)
        # the legend's colours are the dots' (in the dark scheme they were the light one's)
        assert tab.page.evaluate("""() => [...document.querySelectorAll(".field-map__area")].every(button => {
          const dot = document.querySelector(`circle[style="${button.getAttribute("style")}"]`);
          return !dot || getComputedStyle(dot).fill === getComputedStyle(button).borderLeftColor;
        })""")
        violations = Axe().run(tab.page).response["violations"]
    finally:
        context.close()
    assert [f"{v['id']}: {v['nodes'][0]['target']}" for v in violations if v["impact"] in ("serious", "critical")] == []
    assert not tab.problems(), "\n".join(tab.problems())
