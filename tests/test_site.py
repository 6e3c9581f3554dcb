"""End to end: generate the pages from seeds/, build the site with
`mkdocs build --strict`, and check the built HTML."""

import csv
import io
import json
import re
from pathlib import Path
from urllib.parse import urldefrag, urljoin, urlparse

import bibtexparser
import pytest
from bs4 import BeautifulSoup

from generator.area_list import load_areas
from generator.citation import BOOKTITLE, DERIVED_TITLE_NOTE, YEAR
from generator.config import Settings
from generator.model import paper_id
from generator.normalize import abstract_html
from generator.reader import read_directory
from generator.keyword_index import reading_order
from tests.built_site import search_cards, shared_site
from tests.conftest import ROOT

SITE_URL = Settings(mkdocs_file=ROOT / "mkdocs.yml").site_url()  # papers.json gives whole addresses

SEEDS = read_directory(ROOT / "seeds").abstracts
AREA_SLUGS = [area.slug for area in load_areas()]
@pytest.fixture(scope="module")
def site() -> Path:
    """The site built from the project's own seeds (once per test session)."""
    return shared_site()


def soup(path: Path) -> BeautifulSoup:
    return BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")


def paper_pages(site: Path) -> dict[str, BeautifulSoup]:
    return {page.parent.name: soup(page) for page in sorted((site / "papers").glob("*/index.html"))}


def test_every_abstract_is_on_exactly_one_paper_page(site):
    pages = paper_pages(site)
    assert len(pages) == len(SEEDS) == 57
    shown = {pid: page.select_one("div.abstract").get_text() for pid, page in pages.items()}
    for abstract in SEEDS:
        expected = BeautifulSoup(abstract_html(abstract.text), "html.parser").get_text()
        holders = [pid for pid, text in shown.items() if text == expected]
        assert holders == [paper_id(abstract.text)], f"{abstract.file}:{abstract.line}"


def test_math_is_rendered_as_mathml(site):
    pages = paper_pages(site)
    maths = sum(len(page.select("div.abstract math")) for page in pages.values())
    assert maths == 88
    for page in pages.values():
        assert "$" not in page.select_one("div.abstract").get_text()


def resolve(page: Path, site: Path, href: str) -> tuple[Path, str]:
    """The file an internal link points to, and its fragment."""
    base = "/" + page.relative_to(site).as_posix()
    url, fragment = urldefrag(urljoin(base, href))
    target = site / url.lstrip("/")
    return (target / "index.html" if target.is_dir() else target), fragment


def internal_links(page: BeautifulSoup) -> list[str]:
    """Relative link targets of every <a>, the area chart's SVG links (xlink:href) included."""
    hrefs = [a.get("href") or a.get("xlink:href") for a in page.find_all("a")]
    return [href for href in hrefs if href and not urlparse(href).scheme and not href.startswith("#")]


def test_every_link_on_the_area_pages_resolves(site):
    area_pages = sorted((site / "areas").glob("*/index.html")) + [site / "areas/index.html"]
    assert len(area_pages) == 22  # 21 areas and the overview
    checked = 0
    for page in area_pages:
        for href in internal_links(soup(page)):
            target, fragment = resolve(page, site, href)
            assert target.is_file(), f"{page.relative_to(site)}: {href} does not resolve"
            if fragment:
                assert soup(target).find(id=fragment), f"{page.relative_to(site)}: no #{fragment} in {href}"
            checked += 1
    assert checked > 57 + 21  # every paper and every bar of the chart


def test_areas_have_index_pages_and_counts(site):
    overview = soup(site / "areas/index.html")
    rows = overview.select("article table tbody tr")
    assert len(rows) == 21
    assert sum(int(row.select("td")[1].get_text()) for row in rows) == 57  # primary counts


def test_papers_json_lists_every_paper_with_its_fields(site):
    records = json.loads((site / "papers.json").read_text(encoding="utf-8"))
    assert len(records) == 57
    assert {record["id"] for record in records} == {paper_id(a.text) for a in SEEDS}
    for record in records:
        assert set(record) == {"id", "title", "title_source", "abstract", "areas", "keywords", "url", "source"}
        assert record["url"].startswith(SITE_URL)
        assert (site / record["url"].removeprefix(SITE_URL) / "index.html").is_file()
        assert set(record["source"]) == {"file", "paragraph"}
        assert record["title_source"] == "derived"
        assert 1 <= len(record["areas"]) <= 3
    assert records[0]["abstract"] == SEEDS[0].text


def test_home_page_links_the_download_and_shows_counts(site):
    home = soup(site / "index.html")
    for name in ("papers.json", "papers.csv", "papers.bib"):
        assert home.select_one(f'a[href="{name}"]'), name
    assert "57 papers" in home.get_text()
    area = soup(site / "areas/theory/index.html")
    for name in ("papers.json", "papers.csv", "papers.bib"):
        assert area.select_one(f'a[href="../../{name}"]'), name


def test_csv_and_bibtex_downloads_read_back_with_every_paper(site):
    ids = {paper_id(a.text) for a in SEEDS}
    rows = list(csv.DictReader(io.StringIO((site / "papers.csv").read_text(encoding="utf-8"), newline="")))
    assert {row["id"] for row in rows} == ids and len(rows) == 57
    records = {r["id"]: r for r in json.loads((site / "papers.json").read_text(encoding="utf-8"))}
    for row in rows:
        assert (row["title"], row["abstract"]) == (records[row["id"]]["title"], records[row["id"]]["abstract"])
        assert row["areas"].split("; ") == records[row["id"]]["areas"]
    library = bibtexparser.parse_string((site / "papers.bib").read_text(encoding="utf-8"))
    assert not library.failed_blocks
    assert {entry.key for entry in library.entries} == {f"neurips2026-{pid}" for pid in ids}


def test_paper_pages_have_a_cite_box_and_meta_tags_for_sharing_and_scholar(site):
    for pid, page in paper_pages(site).items():
        [entry] = bibtexparser.parse_string(page.select_one(".paper-cite pre > code").get_text()).entries
        assert entry.key == f"neurips2026-{pid}" and entry["booktitle"] == BOOKTITLE and entry["year"] == YEAR
        title = page.select_one("h1").get_text()
        meta = {(tag.get("property") or tag.get("name")): tag["content"] for tag in page.select("head meta[content]")}
        assert meta["og:title"] == title
        # no title of the authors to give reference managers and Scholar: none of citation_*
        assert entry["note"] == DERIVED_TITLE_NOTE and not [name for name in meta if name.startswith("citation_")]
        assert meta["og:description"] == meta["description"]
        assert meta["og:url"] == page.select_one('link[rel="canonical"]')["href"]
        assert meta["og:url"].endswith(f"/papers/{pid}/")


def test_skip_to_content_goes_to_the_title_of_paper_and_area_pages(site):
    """It went past the abstract to "Related papers", and area pages had none."""
    pages = [*paper_pages(site).values(), *(soup(path) for path in (site / "areas").glob("*/index.html"))]
    for page in pages:
        title = page.select_one("article h1")
        assert page.select_one("a.md-skip")["href"] == f"#{title['id']}", title.get_text()


def test_paper_pages_are_not_in_the_sidebar(site):
    nav = soup(site / "index.html").select_one("nav.md-nav--primary")
    assert not [href for href in internal_links(nav) if "papers/" in href]
    assert [item.select_one("a.md-nav__link").get_text(strip=True) for item in nav.select(":scope > ul > li")] == [
        "Home", "Areas", "Keywords", "Explore", "My list", "Data quality", "About & contributing"
    ]


def test_no_page_loads_anything_from_another_host(site):
    for page in site.rglob("*.html"):
        html = soup(page)
        for tag, attribute in (("script", "src"), ("link", "href"), ("img", "src"), ("iframe", "src")):
            for element in html.find_all(tag):
                url = element.get(attribute, "")
                if tag == "link" and not {"stylesheet", "preload", "icon", "manifest"} & set(element.get("rel", [])):
                    continue
                assert not urlparse(url).netloc, f"{page.relative_to(site)} loads {url}"
        assert "fonts.googleapis" not in page.read_text(encoding="utf-8")
        assert 'data-md-component="source"' not in page.read_text(encoding="utf-8")


def test_search_index_covers_every_paper(site):
    cards = search_cards(site)
    assert {f"papers/{paper_id(a.text)}/" for a in SEEDS} | {f"areas/{slug}/" for slug in AREA_SLUGS} == set(cards)
    assert not (site / "search/search_index.json").read_text(encoding="utf-8").count('"location"')  # Material's is empty


def test_the_papers_have_a_sitemap_of_their_own(site):
    """Material's instant navigation parses sitemap.xml on every page load: at 10,000
    papers, 10,000 addresses held each load back by half a second. So it lists the
    site's other pages, and search engines find the papers in sitemap-papers.xml."""
    def addresses(name: str) -> list[str]:
        return re.findall(r"<loc>([^<]+)</loc>", (site / name).read_text(encoding="utf-8"))

    ids = [record["id"] for record in json.loads((site / "papers.json").read_text(encoding="utf-8"))]
    site_pages, paper_pages = addresses("sitemap.xml"), addresses("sitemap-papers.xml")
    assert not [address for address in site_pages if "/papers/" in address]
    pages = sorted(path.parent.name for path in (site / "papers").glob("*/index.html"))  # withdrawn ones too
    assert sorted(address.rstrip("/").rsplit("/", 1)[1] for address in paper_pages) == pages
    assert set(ids) <= set(pages)
    assert any(address.endswith("/areas/theory/") for address in site_pages)


def test_no_page_is_over_500_kb(site):
    sizes = {page.relative_to(site).as_posix(): page.stat().st_size for page in site.rglob("*.html")}
    assert max(sizes.values()) < 500_000, max(sizes, key=sizes.get)


def test_data_quality_page_lists_undefined_macros_with_links(site):
    page = soup(site / "quality/index.html")
    row = next(tr for tr in page.select("table tr") if "\\sysname" in tr.get_text())
    links = [a["href"] for a in row.select("a[href]")]
    sysname_papers = [a for a in SEEDS if "\\sysname" in a.text]
    assert links == [f"../papers/{paper_id(a.text)}/" for a in sysname_papers]
    assert (site / "quality" / links[0] / "index.html").resolve().is_file()


def test_a_placeholder_is_explained_in_text_a_phone_shows(site):
    """It was explained only in a hover tooltip, which phones cannot show."""
    for abstract in (a for a in SEEDS if "\\sysname" in a.text):
        page = soup(site / "papers" / paper_id(abstract.text) / "index.html")
        note = page.select_one("article p.placeholder-note").get_text()
        assert "⟨sysname⟩ stands for the LaTeX macro \\sysname that the authors defined" in note


def test_the_keywords_page_is_sorted_as_a_reader_expects(site):
    items = soup(site / "tags/index.html").select("article li[id^=kw-]")
    names = [item.strong.get_text() for item in items]
    assert len(names) > 10 and names == sorted(names, key=reading_order)
    # only keywords that papers share: each entry lists two papers or more
    assert all(len(item.select("a[href*='papers/']")) >= 2 for item in items)
