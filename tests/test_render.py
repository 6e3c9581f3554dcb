"""Rendering: front-matter round trip and page content. Papers are fabricated."""

import json
from dataclasses import replace
from urllib.parse import parse_qs

import frontmatter
import pytest
from bs4 import BeautifulSoup

from generator.areas import load_areas
from generator.model import Paper, Source
from generator.corrections import load_corrections
from generator.pipeline import area_lookup
from generator.render import Renderer, correction_template, markdown_text

AREAS = load_areas()
REPO = "https://github.com/example/papers"


def make_paper(title="FOOBAR: A Fabricated Method", areas=("theory", "optimization"), pid="0123456789"):
    return Paper(
        id=pid, title=title, title_source="derived",
        abstract="We introduce FOOBAR, a *fabricated* method with $x^2$ and 90\\%.",
        description="We introduce FOOBAR, a fabricated method.",
        areas=areas, area_evidence=("regret bound",), keywords=("fabricated method", "FOOBAR"),
        source=Source("000_list.txt", 4, 9),
    )


TRICKY_TITLES = [
    'Quotes "double" and \'single\'', "Colon: subtitle", "# hash at start", "Back\\slash \\sysname",
    "--- leading dashes", "no", "null", "yes", "[bracket] {brace} & ampersand", "Émoji ✓ 中文 עברית",
]


@pytest.mark.parametrize("title", TRICKY_TITLES)
def test_front_matter_round_trips_any_title(title):
    page = Renderer(AREAS, [make_paper(title)], REPO, "main").paper_page(make_paper(title))
    post = frontmatter.loads(page)
    assert post["title"] == title
    assert post["id"] == "0123456789"


def test_paper_front_matter_fields():
    post = frontmatter.loads(Renderer(AREAS, [make_paper()], REPO, "main").paper_page(make_paper()))
    assert post.metadata == {
        "id": "0123456789",
        "title": "FOOBAR: A Fabricated Method",
        "title_source": "derived",
        "areas": ["Theory", "Optimization"],
        "tags": ["fabricated method", "FOOBAR"],
        "source": {"file": "000_list.txt", "paragraph": 4, "line": 9},
        "description": "We introduce FOOBAR, a fabricated method.",
    }


def test_paper_page_shows_title_abstract_areas_keywords_and_source():
    body = frontmatter.loads(Renderer(AREAS, [make_paper()], REPO, "main").paper_page(make_paper())).content
    assert "<h1>FOOBAR: A Fabricated Method</h1>" in body
    assert '<div class="abstract">We introduce FOOBAR, a <em>fabricated</em> method with <math' in body
    assert "[Theory](../areas/theory.md) (primary) · [Optimization](../areas/optimization.md)" in body
    assert "**Keywords:** fabricated method · FOOBAR" in body
    assert f"]({REPO}/blob/main/seeds/000_list.txt#L9)" in body
    assert "derived from the abstract" in body


def test_title_html_is_escaped_on_the_page():
    body = Renderer(AREAS, [], REPO, "main").paper_page(make_paper("<script>alert(1)</script>"))
    assert "<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>" in body
    assert "<script>" not in frontmatter.loads(body).content


def test_area_page_lists_primary_first_and_marks_secondary():
    papers = [make_paper("B Paper", ("optimization", "theory"), "1111111111"), make_paper("A Paper", ("theory",))]
    page = frontmatter.loads(Renderer(AREAS, papers, REPO, "main").area_page(next(a for a in AREAS if a.slug == "theory")))
    assert page["title"] == "Theory"
    lines = [line for line in page.content.splitlines() if line.startswith("- [")]
    assert lines == ["- [A Paper](../papers/0123456789.md)  ", "- [B Paper](../papers/1111111111.md) *(secondary area)*  "]
    assert "**2 papers** (1 with this as their primary area)" in page.content


def test_empty_area_says_so():
    page = Renderer(AREAS, [make_paper()], REPO, "main").area_page(next(a for a in AREAS if a.slug == "creatives"))
    assert "No paper in the current lists has this area yet." in page


def test_areas_index_has_all_areas_with_counts():
    page = Renderer(AREAS, [make_paper()], REPO, "main").areas_index_page()
    rows = [line for line in page.splitlines() if line.startswith("| [")]
    assert len(rows) == 21
    assert "| [Theory](theory.md) | 1 | 1 |" in rows
    assert "| [Optimization](optimization.md) | 0 | 1 |" in rows


def test_papers_json_fields():
    records = json.loads(Renderer(AREAS, [make_paper()], REPO, "main").papers_json())
    assert records == [{
        "id": "0123456789",
        "title": "FOOBAR: A Fabricated Method",
        "abstract": "We introduce FOOBAR, a *fabricated* method with $x^2$ and 90\\%.",
        "areas": ["Theory", "Optimization"],
        "keywords": ["fabricated method", "FOOBAR"],
        "url": "papers/0123456789/",
        "source": {"file": "000_list.txt", "paragraph": 4},
    }]


def test_markdown_text_is_inert():
    assert markdown_text("*a* _b_ [x](javascript:y) <i> `c` | #") == r"\*a\* \_b\_ \[x\](javascript:y) &lt;i&gt; \`c\` \| \#"


def test_area_page_lists_the_other_areas_of_each_paper():
    papers = [make_paper("B Paper", ("optimization", "theory"), "1111111111")]
    page = Renderer(AREAS, papers, REPO, "main").area_page(next(a for a in AREAS if a.slug == "theory"))
    assert "<br><small>Also in: [Optimization](optimization.md) (primary)</small>" in page


def test_area_chart_links_every_bar_and_scales_to_the_largest_area():
    papers = [make_paper(pid=f"{n:010d}") for n in range(4)] + [make_paper(areas=("optimization",), pid="9" * 10)]
    chart = BeautifulSoup(Renderer(AREAS, papers, REPO, "main").area_chart(), "html.parser")
    links = chart.find_all("a")
    assert [link["xlink:href"] for link in links] == [f"{area.slug}/" for area in AREAS]
    theory = next(link for link in links if link["xlink:href"] == "theory/")
    assert theory["aria-label"] == "Theory: 4 papers, 4 primary"
    widths = {link["xlink:href"]: float(link.select_one(".area-chart__secondary")["width"]) for link in links}
    assert widths["optimization/"] == 680 and widths["theory/"] == 680 * 4 / 5
    assert widths["computer-vision/"] == 0


def test_correction_url_of_a_paper_without_a_correction_opens_a_prefilled_new_file():
    url = Renderer(AREAS, [], REPO, "trunk").correction_url(make_paper())
    base, query = url.split("?")
    assert base == f"{REPO}/new/trunk/seeds/corrections"
    params = parse_qs(query)
    assert params["filename"] == ["0123456789.yml"]
    assert params["value"] == [correction_template(make_paper(), {area.slug: area for area in AREAS})]
    assert "# title: 'FOOBAR: A Fabricated Method'" in params["value"][0]
    assert "# areas: [theory, optimization]" in params["value"][0]


def test_correction_url_of_a_paper_with_a_correction_edits_it():
    paper = replace(make_paper(), has_correction=True)
    assert Renderer(AREAS, [], REPO, "main").correction_url(paper) == f"{REPO}/edit/main/seeds/corrections/0123456789.yml"


def test_uncommented_template_is_a_valid_correction(tmp_path):
    template = correction_template(make_paper('Tricky: "quoted" # title'), {area.slug: area for area in AREAS})
    folder = tmp_path / "corrections"
    folder.mkdir()
    (folder / "0123456789.yml").write_text(
        "\n".join(line[2:] for line in template.splitlines() if line.startswith("# ") and ":" in line[:12])
    )
    correction = load_corrections(folder, {"0123456789"}, area_lookup(AREAS))["0123456789"]
    assert correction.title == 'Tricky: "quoted" # title'
    assert correction.areas == ("theory", "optimization")
