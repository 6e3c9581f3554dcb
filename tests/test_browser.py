"""The built site in a real browser: Playwright drives the machine's Chromium
(Debian's chromium; CHROMIUM=/path overrides) against the site served by
http.server on 127.0.0.1, under its published path (/neurips-2026/).

Pages, search, the light/dark toggle, math after instant navigation, no console
error and no request to another host, and axe-core's accessibility audit.
Skipped when no Chromium is found, except under CI=true, where that fails.
Paper ids are fixed: an id is derived from its abstract, which never changes."""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import shutil
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote, urlparse

import pytest
from axe_playwright_python.sync_playwright import Axe
from bs4 import BeautifulSoup
from playwright.sync_api import Page, expect, sync_playwright

from tests.built_site import shared_site
from tests.linkcheck import base_path

BROWSERS = ("chromium", "google-chrome-stable", "google-chrome")
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
               "--disable-sync", "--no-first-run"]
CONTENT = "article.md-content__inner"  # the page's own article (search results are articles too)
IN_CI = os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def find_chromium() -> str | None:
    if os.environ.get("CHROMIUM"):
        return shutil.which(os.environ["CHROMIUM"])
    return next(filter(None, map(shutil.which, BROWSERS)), None)


CHROMIUM = find_chromium()
pytestmark = pytest.mark.skipif(
    CHROMIUM is None and not IN_CI,
    reason=f"no Chromium ({', '.join(BROWSERS)}): `sudo apt-get install chromium` or set CHROMIUM=/path/to/chrome",
)

# A paper with mathematics in its abstract, and search phrases with the paper each
# must find first.
MARKOV_GAMES = "07ffad3796"  # "We study the problem of learning in multi-player general-sum Markov games."
SEARCHES = {
    "Focusable Monocular Depth Estimation": "72aab5b232",
    "Bayesian dynamic Ising model": "4ec08a38ce",
    "indirect rate-distortion problem": "95a8a3c333",
    "coarse correlated equilibrium": MARKOV_GAMES,
    "Personalized PageRank": "e4cb5da7a8",  # a key phrase (tag) of the PRKV paper
    # With Material's default boosts (tags x1,000,000, titles x1,000) "hop" found
    # the title and tag "Hopfield energy" first; mkdocs.yml now weighs fields alike.
    "multi-hop global token importance": "e4cb5da7a8",
}


@dataclass
class Tab:
    page: Page
    origin: str
    requests: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def problems(self) -> list[str]:
        foreign = [url for url in self.requests
                   if not url.startswith(self.origin + "/") and urlparse(url).scheme not in ("data", "blob")]
        return [f"error: {error}" for error in self.errors] + [f"request to another host: {url}" for url in foreign]


@pytest.fixture(scope="module")
def site() -> Path:
    return shared_site()


@pytest.fixture(scope="module")
def papers(site) -> dict[str, dict]:
    return {record["id"]: record for record in json.loads((site / "papers.json").read_text(encoding="utf-8"))}


@pytest.fixture(scope="module")
def base_url(site):
    """The site served on 127.0.0.1 under the path it is published at.

    Material's instant navigation only takes over links to pages listed in
    sitemap.xml at the page's own port, so sitemap.xml is served with the host of
    site_url replaced by this server's, as if the site were published here (which
    is what `mkdocs serve` does too)."""
    prefix = base_path(site)  # "/neurips-2026/"
    canonical = BeautifulSoup((site / "index.html").read_text(encoding="utf-8"), "html.parser").find(
        "link", rel="canonical")["href"]
    published = "{0.scheme}://{0.netloc}".format(urlparse(canonical))
    root = Path(tempfile.mkdtemp(prefix="served-"))
    served = root / prefix.strip("/") if prefix != "/" else root / "site"
    served.parent.mkdir(parents=True, exist_ok=True)
    served.symlink_to(site, target_is_directory=True)

    class Handler(http.server.SimpleHTTPRequestHandler):
        def do_GET(self):
            if urlparse(self.path).path != prefix + "sitemap.xml":
                return super().do_GET()
            here = "http://{}:{}".format(*self.server.server_address)
            body = (site / "sitemap.xml").read_bytes().replace(published.encode(), here.encode())
            self.send_response(200)
            self.send_header("Content-Type", "application/xml")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(root if prefix != "/" else served)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}{prefix}"
    server.shutdown()
    server.server_close()
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="module")
def browser():
    if CHROMIUM is None:
        pytest.fail(f"CI is set and no Chromium was found ({', '.join(BROWSERS)}, or CHROMIUM=): "
                    "the browser tests must run in CI (`make test` installs Debian's chromium as root)",
                    pytrace=False)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        yield browser
        browser.close()


PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 3}
DESKTOP = {"viewport": {"width": 1280, "height": 900}}


def open_tab(browser, base_url: str, scheme: str = "light", device: dict = DESKTOP) -> tuple[Tab, object]:
    context = browser.new_context(color_scheme=scheme, **device)
    page = context.new_page()
    page.set_default_timeout(15_000)
    origin = "{0.scheme}://{0.netloc}".format(urlparse(base_url))
    tab = Tab(page, origin)
    context.on("request", lambda request: tab.requests.append(request.url))
    page.on("console", lambda message: message.type == "error" and tab.errors.append(message.text))
    page.on("pageerror", lambda error: tab.errors.append(str(error)))
    context.on("response", lambda response: response.status >= 400 and tab.errors.append(
        f"HTTP {response.status} for {response.url}"))
    return tab, context


@pytest.fixture
def tab(browser, base_url):
    """A fresh browser tab (light mode); after the test, no console error and no
    request may have left the site's origin."""
    tab, context = open_tab(browser, base_url)
    yield tab
    context.close()
    assert not tab.problems(), "\n".join(tab.problems())


@pytest.fixture(scope="module")
def search_tab(browser, base_url):
    """One tab on the home page for all the search tests (Material's search worker
    indexes the site once per page load); checked like `tab` at the end."""
    tab, context = open_tab(browser, base_url)
    tab.page.goto(base_url)
    yield tab
    context.close()
    assert not tab.problems(), "\n".join(tab.problems())


def area_with_math_paper(site: Path, papers) -> tuple[str, str]:
    """An area page (URL path under the site) linking to a paper with math: (area, paper id)."""
    for page in sorted((site / "areas").glob("*/index.html")):
        for link in BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser").select(f"{CONTENT} a[href]"):
            match = re.fullmatch(r"\.\./\.\./papers/(\w+)/", link["href"])
            if match and "$" in papers[match[1]]["abstract"]:
                return f"areas/{page.parent.name}/", match[1]
    raise AssertionError("no area page links to a paper with math")


def contrast(foreground: str, background: str) -> float:
    """WCAG contrast ratio of two CSS rgb()/rgba() colours."""

    def luminance(colour: str) -> float:
        r, g, b = (int(float(v)) / 255 for v in re.findall(r"[\d.]+", colour)[:3])
        linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    high, low = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (high + 0.05) / (low + 0.05)


# The colour of the first <math> of the abstract, and the first opaque background behind it.
MATH_COLOURS = """() => {
  const math = document.querySelector("div.abstract math");
  let element = math, background = "rgba(0, 0, 0, 0)";
  while (element && /rgba\\(.*, 0\\)$|transparent/.test(background)) {
    background = getComputedStyle(element).backgroundColor;
    element = element.parentElement;
  }
  return [getComputedStyle(math).color, background];
}"""


# True once the search results have been the same for 300 ms (they are updated as
# the query is typed).
RESULTS_SETTLED = """() => {
  const list = document.querySelector(".md-search-result__list");
  const now = performance.now(), html = list ? list.innerHTML : "";
  if (window.lastResults !== html) { window.lastResults = html; window.resultsSince = now; return false; }
  return list.children.length > 0 && now - window.resultsSince > 300;
}"""


def search(page: Page, phrase: str) -> list[str]:
    """Type a phrase into the search box as a person would; the links of the results."""
    page.locator("input.md-search__input").click()
    page.keyboard.press("Control+A")
    page.keyboard.press("Backspace")
    page.keyboard.type(phrase, delay=10)
    expect(page.locator("input.md-search__input")).to_have_value(phrase)
    expect(page.locator(".md-search-result__meta")).to_contain_text("matching document")
    page.wait_for_function(RESULTS_SETTLED, polling=50)
    return page.locator(".md-search-result__list > li > a").evaluate_all("links => links.map(a => a.href)")


def test_home_page_loads(tab, base_url):
    response = tab.page.goto(base_url)
    assert response.status == 200
    expect(tab.page).to_have_title(re.compile("NeurIPS 2026"))
    expect(tab.page.locator(f"{CONTENT} h1")).to_be_visible()
    expect(tab.page.locator(f"{CONTENT} a[href$='/papers.json']")).to_be_visible()  # Material makes hrefs absolute


def test_an_area_page_lists_its_papers(tab, base_url, site, papers):
    area, _ = area_with_math_paper(site, papers)
    tab.page.goto(base_url + area)
    name = tab.page.locator(f"{CONTENT} h1").inner_text()
    hrefs = tab.page.locator(f"{CONTENT} li > a[href*='/papers/']").evaluate_all("links => links.map(a => a.href)")
    listed = {re.search(r"/papers/(\w+)/$", href)[1] for href in hrefs}
    primary = {pid for pid, record in papers.items() if record["areas"][0] == name}
    assert primary and primary <= listed
    assert all(name in papers[pid]["areas"] for pid in listed)
    for pid in sorted(primary)[:3]:
        expect(tab.page.locator(f"{CONTENT} a[href$='/papers/{pid}/']").first).to_have_text(papers[pid]["title"])


def test_a_paper_page_shows_title_abstract_and_math(tab, base_url, papers):
    tab.page.goto(f"{base_url}papers/{MARKOV_GAMES}/")
    expect(tab.page.locator(f"{CONTENT} h1")).to_have_text(papers[MARKOV_GAMES]["title"])
    abstract = tab.page.locator("div.abstract")
    expect(abstract).to_contain_text("We study the problem of learning in multi-player general-sum Markov games.")
    assert "$" not in abstract.inner_text()
    maths = abstract.locator("math")
    assert maths.count() >= 5
    for index in range(maths.count()):
        expect(maths.nth(index)).to_be_visible()
        box = maths.nth(index).bounding_box()
        assert box["width"] > 0 and box["height"] > 0


@pytest.mark.parametrize("phrase", SEARCHES)
def test_typing_a_phrase_of_an_abstract_finds_its_paper_first(search_tab, phrase):
    results = search(search_tab.page, phrase)
    assert re.search(rf"/papers/{SEARCHES[phrase]}/", results[0]), results[:3]


def test_a_search_deep_link_opens_search_and_a_result_opens_the_paper(tab, base_url, papers):
    phrase, pid = "Bayesian dynamic Ising model", SEARCHES["Bayesian dynamic Ising model"]
    tab.page.goto(f"{base_url}?q={quote(phrase)}")
    expect(tab.page.locator("input.md-search__input")).to_have_value(phrase)
    expect(tab.page.locator("#__search")).to_be_checked()  # the search overlay is open
    first = tab.page.locator(".md-search-result__list > li > a").first
    expect(first).to_have_attribute("href", re.compile(rf"papers/{pid}/"))
    first.click()
    tab.page.wait_for_url(re.compile(rf"papers/{pid}/"))
    expect(tab.page.locator(f"{CONTENT} h1")).to_have_text(papers[pid]["title"])


def test_the_light_dark_toggle_switches_the_palette_and_math_stays_readable(tab, base_url):
    page = tab.page
    page.goto(f"{base_url}papers/{MARKOV_GAMES}/")
    body = page.locator("body")
    expect(body).to_have_attribute("data-md-color-scheme", "default")
    light_colour, light_background = page.evaluate(MATH_COLOURS)
    assert contrast(light_colour, light_background) >= 4.5

    page.get_by_title("Switch to dark mode").click()
    expect(body).to_have_attribute("data-md-color-scheme", "slate")
    dark_colour, dark_background = page.evaluate(MATH_COLOURS)
    assert dark_background != light_background
    assert contrast(dark_colour, dark_background) >= 4.5, (dark_colour, dark_background)

    page.get_by_title("Switch to light mode").click()
    expect(body).to_have_attribute("data-md-color-scheme", "default")


def test_math_renders_after_instant_navigation(tab, base_url, site, papers):
    area, pid = area_with_math_paper(site, papers)
    page = tab.page
    page.goto(base_url + area)
    page.evaluate("window.notReloaded = true")
    page.locator(f"{CONTENT} a[href$='/papers/{pid}/']").first.click()
    page.wait_for_url(re.compile(rf"papers/{pid}/$"))
    expect(page.locator(f"{CONTENT} h1")).to_have_text(papers[pid]["title"])
    assert page.evaluate("window.notReloaded === true"), "the page was reloaded, not navigated instantly"
    maths = page.locator("div.abstract math")
    expect(maths.first).to_be_visible()
    box = maths.first.bounding_box()
    assert box["width"] > 0 and box["height"] > 0


def test_no_console_error_and_no_request_to_another_host(browser, base_url):
    """On every page of the navigation (the other tests check the pages they open,
    searches and the area and paper pages, in the same way)."""
    tab, context = open_tab(browser, base_url)
    try:
        tab.page.goto(base_url)
        nav = tab.page.locator(".md-nav--primary a.md-nav__link[href]").evaluate_all("links => links.map(a => a.href)")
        assert len(nav) >= 4
        for url in dict.fromkeys(nav):
            tab.page.goto(url)
            tab.page.wait_for_load_state("networkidle")
    finally:
        context.close()
    assert any(url.endswith("search/search_index.json") for url in tab.requests)
    assert len(tab.requests) > 10
    assert not tab.problems(), "\n".join(tab.problems())


@pytest.mark.parametrize("device, shown", [(DESKTOP, True), (PHONE, False)], ids=["desktop", "phone"])
def test_the_keyboard_hint_shows_only_where_there_is_a_keyboard(browser, base_url, device, shown):
    tab, context = open_tab(browser, base_url, device=device)
    try:
        tab.page.goto(base_url)
        hint = tab.page.locator(f"{CONTENT} .keyboard-only")
        expect(hint).to_contain_text("press / or S")
        expect(hint).to_be_visible() if shown else expect(hint).to_be_hidden()
        expect(tab.page.locator(f"{CONTENT}")).to_contain_text("Use the search box at the top")
    finally:
        context.close()


def test_the_area_chart_reads_on_a_phone(browser, base_url):
    """Its labels once were 6-7 px tall at 390 px (an SVG scaled down to fit)."""
    tab, context = open_tab(browser, base_url, device=PHONE)
    try:
        tab.page.goto(base_url + "areas/")
        body_size = tab.page.locator(f"{CONTENT} > p").first.evaluate("p => parseFloat(getComputedStyle(p).fontSize)")
        rows = tab.page.locator(f"{CONTENT} ul.area-chart > li")
        assert rows.count() == 21
        for index in range(rows.count()):
            label = rows.nth(index).locator("a")
            assert label.evaluate("a => parseFloat(getComputedStyle(a).fontSize)") >= body_size >= 12
            expect(label).to_be_visible()
            bar = rows.nth(index).locator(".area-chart__secondary").bounding_box()
            assert bar["x"] >= 0 and bar["x"] + bar["width"] <= 390
        assert tab.page.evaluate("document.documentElement.scrollWidth") <= 390  # nothing wider than the phone
    finally:
        context.close()
    assert not tab.problems(), "\n".join(tab.problems())


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("which", ["home", "area", "paper", "areas", "keywords"])
def test_axe_finds_no_serious_or_critical_violation(browser, base_url, site, papers, which, scheme):
    area, _ = area_with_math_paper(site, papers)
    path = {"home": "", "area": area, "paper": f"papers/{MARKOV_GAMES}/", "areas": "areas/", "keywords": "tags/"}[which]
    tab, context = open_tab(browser, base_url, scheme)
    try:
        tab.page.goto(base_url + path)
        expect(tab.page.locator("body")).to_have_attribute(
            "data-md-color-scheme", {"light": "default", "dark": "slate"}[scheme])
        violations = Axe().run(tab.page).response["violations"]
    finally:
        context.close()
    serious = [
        f"{v['id']} ({v['impact']}): {[node['target'] for node in v['nodes']]} {v['nodes'][0]['failureSummary']}"
        for v in violations if v["impact"] in ("serious", "critical")
    ]
    assert serious == []
    assert not tab.problems(), "\n".join(tab.problems())
