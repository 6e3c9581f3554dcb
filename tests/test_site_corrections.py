"""Corrections end to end: a copy of seeds/ with fabricated corrections is built
into a site, and every place a paper appears shows the corrected data."""

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import parse_qs

import bibtexparser
import pytest
from bibtexparser.middlewares import LatexDecodingMiddleware

from generator.model import paper_id
from generator.reader import read_directory
from tests.conftest import ROOT
from tests.built_site import build, search_cards
from tests.test_correction_link import uncomment
from tests.test_site import soup

SEEDS = read_directory(ROOT / "seeds").abstracts
RETITLED = paper_id(SEEDS[0].text)  # PRKV
WITHDRAWN = paper_id(SEEDS[1].text)  # STRAND
WITHDRAWN_TITLE = "STRAND: A Fabricated Real Title"
# The real title of paper 4 is, as can happen, the title derived for paper 3 (titles.golden.tsv).
DERIVED = paper_id(SEEDS[2].text)
TAKEN, TAKEN_TITLE = paper_id(SEEDS[3].text), "A Generalized Neural Transport Learning Approach for Efficient Estimation"
NEW_TITLE = "PRKV: Fabricated Curated Title for the Round Trip"
AUTHORS = ("Ada O'Lovelace", 'José "Pepe" Ñúñez', "R&D Team {50%}")  # fabricated
# The worked example of .github/CONTRIBUTING.md, for the paper it names, exactly as documented.
GUIDE = (ROOT / ".github/CONTRIBUTING.md").read_text(encoding="utf-8")
EXAMPLE_FILE = re.search(r"`seeds/corrections/([0-9a-f]{10})\.yml`", GUIDE.split("## A worked example")[1]).group(1)
EXAMPLE = re.search(r"```yaml\n(.*?)```", GUIDE.split("## A worked example")[1], re.DOTALL).group(1)


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("corrected")
    seeds = work / "seeds-copy"
    shutil.copytree(ROOT / "seeds", seeds)
    corrections = seeds / "corrections"
    corrections.mkdir(exist_ok=True)
    (corrections / f"{RETITLED}.yml").write_text(f'title: "{NEW_TITLE}"\nareas: [sysml, theory]\n'
                                                 f'authors: {json.dumps(list(AUTHORS), ensure_ascii=False)}\n')
    (corrections / f"{WITHDRAWN}.yml").write_text(f"title: '{WITHDRAWN_TITLE}'\n"
                                                  "withdrawn:\n  reason: Withdrawn by the authors (fabricated).\n")
    (corrections / f"{TAKEN}.yml").write_text(f"title: '{TAKEN_TITLE}'\n")
    (corrections / f"{EXAMPLE_FILE}.yml").write_text(EXAMPLE)
    return build(work, seeds)


def test_the_guide_example_shows_links_and_areas_as_separate_lines(site):
    """The example once rendered "Links: arXiv · OpenReview Areas: ..." as one paragraph."""
    page = soup(site / "papers" / EXAMPLE_FILE / "index.html").select_one("article")
    paragraphs = {p.strong.get_text(): p for p in page.find_all("p") if p.strong and p.strong.get_text().endswith(":")}
    assert paragraphs["Links:"].get_text() == "Links: OpenReview"
    assert paragraphs["Links:"].a["href"] == "https://openreview.net/forum?id=HyPr3f1xEx"
    assert paragraphs["Areas:"].get_text().startswith("Areas: SysML Infrastructure (primary)")
    assert page.h1.get_text().startswith("HyPrefix: ")


def test_the_uncommented_template_of_a_published_page_fails_the_check(site, tmp_path):
    """Uncommenting every line of the prefilled template once passed the check and
    published "First Author" and links to `https://arxiv.org/abs/...`."""
    untouched = paper_id(SEEDS[5].text)
    href = soup(site / "papers" / untouched / "index.html").find("a", string="Suggest a correction")["href"]
    template = parse_qs(href.split("?", 1)[1])["value"][0]
    seeds = tmp_path / "seeds"
    shutil.copytree(ROOT / "seeds", seeds)
    (seeds / "corrections").mkdir(exist_ok=True)
    (seeds / "corrections" / f"{untouched}.yml").write_text(uncomment(template))
    result = subprocess.run([sys.executable, "-m", "generator", "check", "--seeds", str(seeds)], cwd=tmp_path,
                            capture_output=True, text=True, check=False, env={"PYTHONPATH": str(ROOT)})
    assert result.returncode == 2
    problems = result.stderr.splitlines()
    assert len(problems) == 5 and all(line.startswith(f"error: seeds/corrections/{untouched}.yml:") for line in problems)
    assert "'First Author' is the template's example" in problems[0]
    assert "'https://arxiv.org/abs/...' still holds a placeholder" in problems[3]


def test_title_correction_reaches_page_area_pages_json_and_search(site):
    page = soup(site / "papers" / RETITLED / "index.html")
    assert page.select_one("article h1").get_text() == NEW_TITLE
    assert "The title is curated by a correction." in page.get_text()
    assert "(curated)" in page.select_one("article").get_text()  # the areas line
    for area in ("sysml", "theory"):
        links = soup(site / "areas" / area / "index.html").select(f'a[href="../../papers/{RETITLED}/"]')
        assert [link.get_text() for link in links] == [NEW_TITLE]
    records = {record["id"]: record for record in json.loads((site / "papers.json").read_text())}
    assert records[RETITLED]["title"] == NEW_TITLE
    assert records[RETITLED]["url"].endswith(f"/papers/{RETITLED}/")  # the URL never changes
    assert records[RETITLED]["curated"] == ["title", "areas"]
    assert search_cards(site)[f"papers/{RETITLED}/"]["t"] == NEW_TITLE


def test_withdrawn_paper_keeps_its_page_but_leaves_listings_search_and_downloads(site):
    page = soup(site / "papers" / WITHDRAWN / "index.html")
    assert "Withdrawn." in page.select_one(".paper-withdrawn").get_text()
    assert WITHDRAWN not in {record["id"] for record in json.loads((site / "papers.json").read_text())}
    assert f"papers/{WITHDRAWN}/" not in search_cards(site)
    for area_page in (site / "areas").glob("*/index.html"):
        assert f"papers/{WITHDRAWN}/" not in area_page.read_text()
    assert "56 papers" in soup(site / "index.html").get_text()


def test_a_withdrawn_paper_is_offered_for_citing_nowhere(site):
    """Its page kept the Cite box and, with a curated title, the tags that Google Scholar
    and Zotero import as a NeurIPS 2026 paper."""
    page = soup(site / "papers" / WITHDRAWN / "index.html")
    assert page.select_one("article h1").get_text() == WITHDRAWN_TITLE
    assert not page.select(".paper-cite") and "Cite" not in [h2.get_text() for h2 in page.select("article h2")]
    assert not page.select('head meta[name^="citation_"]')
    assert WITHDRAWN not in (site / "papers.bib").read_text()


def test_a_curated_title_is_never_changed_to_tell_it_from_a_derived_one(site):
    """Both titles became "... (<id>)", the curated one too, everywhere it is cited. The
    derived one is told apart by its first keyword that the title does not hold."""
    records = {record["id"]: record for record in json.loads((site / "papers.json").read_text())}
    assert records[TAKEN]["title"] == TAKEN_TITLE
    assert records[DERIVED]["title"] == f"{TAKEN_TITLE} (free energy estimation)"
    page = soup(site / "papers" / TAKEN / "index.html")
    assert page.select_one('head meta[name="citation_title"]')["content"] == TAKEN_TITLE


def test_suggest_a_correction_edits_an_existing_file_and_creates_a_missing_one(site):
    def button(pid):
        return soup(site / "papers" / pid / "index.html").select_one("a.md-button")["href"]

    repo = "https://github.com/neurips-papers/neurips-2026"
    assert button(RETITLED) == f"{repo}/edit/main/seeds/corrections/{RETITLED}.yml"
    untouched = paper_id(SEEDS[4].text)
    assert button(untouched).startswith(f"{repo}/new/main/seeds/corrections?filename={untouched}.yml&value=")


def test_curated_authors_reach_the_citation_and_the_scholar_tags(site):
    page = soup(site / "papers" / RETITLED / "index.html")
    assert [tag["content"] for tag in page.select('head meta[name="citation_author"]')] == list(AUTHORS)
    assert page.select_one('head meta[name="citation_title"]')["content"] == NEW_TITLE
    [entry] = bibtexparser.parse_string(page.select_one(".paper-cite pre > code").get_text(),
                                        append_middleware=[LatexDecodingMiddleware()]).entries
    assert entry["author"] == " and ".join(AUTHORS).replace('"Pepe"', "“Pepe”")  # ``Pepe'' in TeX
    assert entry["title"].strip("{}") == NEW_TITLE
