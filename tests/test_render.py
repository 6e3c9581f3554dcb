"""Rendering: front-matter round trip and page content. Papers are fabricated."""

import html
import json
import re
from dataclasses import replace
from urllib.parse import parse_qs

import frontmatter
import markdown
import pytest
from bs4 import BeautifulSoup

from generator import embedding
from generator.area_list import load_areas
from generator.model import Paper, Source
from generator.correction_link import correction_template, correction_url
from generator.render import PageLinks, Renderer, markdown_text

AREAS = load_areas()
AREA_MAP = {area.slug: area for area in AREAS}
REPO = "https://github.com/example/papers"
SITE = "https://example.github.io/papers/"


def make_paper(title="FOOBAR: A Fabricated Method", areas=("theory", "optimization"), pid="0123456789"):
    return Paper(
        id=pid, title=title, title_source="derived",
        abstract="We introduce FOOBAR, a *fabricated* method with $x^2$ and 90\\%.",
        description="We introduce FOOBAR, a fabricated method.",
        areas=areas, area_evidence=(("theory", ("regret bound", "lower bound")), ("optimization", ("convex",))), keywords=("fabricated method", "FOOBAR", "test fixtures"),
        source=Source("000_list.txt", 4, 9),
    )


def make_renderer(papers):
    """A Renderer of `papers`, with their abstracts' vectors by meaning."""
    return Renderer(AREAS, papers, REPO, "main", embedding.shared().embed([paper.abstract for paper in papers]),
                    SITE)


TRICKY_TITLES = [
    'Quotes "double" and \'single\'', "Colon: subtitle", "# hash at start", "Back\\slash \\sysname",
    "--- leading dashes", "no", "null", "yes", "[bracket] {brace} & ampersand", "Émoji ✓ 中文 עברית",
]


@pytest.mark.parametrize("title", TRICKY_TITLES)
def test_front_matter_round_trips_any_title(title):
    page = make_renderer([make_paper(title)]).paper_page(make_paper(title))
    post = frontmatter.loads(page)
    assert html.unescape(post["title"]) == title
    assert post["id"] == "0123456789"


@pytest.mark.parametrize("text", ["</title><script>alert(1)</script>", '"><svg onload=alert(1)>', "a < b & c > d"])
def test_front_matter_title_and_description_cannot_form_markup(text):
    """Material and Zensical print them unescaped (no hook needed to make them safe)."""
    paper = replace(make_paper(text), description=text)
    post = frontmatter.loads(make_renderer([paper]).paper_page(paper))
    for name in ("title", "description"):
        assert not set("<>\"'") & set(post[name]), post[name]
        assert html.unescape(post[name]) == text


def test_paper_front_matter_fields():
    post = frontmatter.loads(make_renderer([make_paper()]).paper_page(make_paper()))
    assert post.metadata == {
        "id": "0123456789",
        "title": "FOOBAR: A Fabricated Method",
        "title_source": "derived",
        "areas": ["Theory", "Optimization"],
        "tags": ["fabricated method", "FOOBAR", "test fixtures"],
        "source": {"file": "000_list.txt", "paragraph": 4, "line": 9},
        "description": "We introduce FOOBAR, a fabricated method.",
        "search": {"exclude": True},  # from Material's index: the site has its own
    }


def test_paper_page_shows_title_abstract_areas_keywords_and_source():
    body = frontmatter.loads(make_renderer([make_paper()]).paper_page(make_paper())).content
    assert body.startswith("# FOOBAR: A Fabricated Method\n")
    assert '<div class="abstract">We introduce FOOBAR, a <em>fabricated</em> method with <math' in body
    assert "The title is derived from the abstract." in body
    lines = {p.strong.get_text(): p for p in paper_html(make_paper()).select("p") if p.strong}
    # links as MkDocs publishes pages (papers/0123456789/), to the pages the generator writes
    assert str(lines["Areas:"]) == ('<p><strong>Areas:</strong> <a href="../../areas/theory/">Theory</a> (primary)'
                                    ' · <a href="../../areas/optimization/">Optimization</a></p>')
    # a keyword that another paper shares links to its entry; one of this paper alone is text
    # (its entry listed this paper only)
    other = replace(make_paper("Another Fabricated Paper", pid="0123456788"), keywords=("FOOBAR", "test fixtures"))
    shared = BeautifulSoup(markdown.markdown(frontmatter.loads(make_renderer([make_paper(), other]).paper_page(
        make_paper())).content), "html.parser")
    keywords = next(p for p in shared.select("p") if p.strong and p.strong.get_text() == "Keywords:")
    assert [(a.get_text(), a["href"]) for a in keywords.find_all("a")] == [
        ("FOOBAR", "../../tags/#kw-foobar"), ("test fixtures", "../../tags/#kw-test-fixtures")]
    assert keywords.get_text() == "Keywords: fabricated method · FOOBAR · test fixtures"
    assert not lines["Keywords:"].find_all("a")  # alone on the site: no keyword is shared
    assert lines["Source:"].get_text() == "Source: 000_list.txt, paragraph 4, line 9."
    assert lines["Source:"].a["href"] == f"{REPO}/blob/main/seeds/000_list.txt#L9"


def test_why_names_the_phrases_of_each_area_the_rules_gave():
    why = next(p for p in paper_html(make_paper()).select("p") if p.get_text().startswith("Why:"))
    assert why.get_text() == "Why: the abstract mentions “regret bound”, “lower bound” (Theory) and “convex” (Optimization)."
    curated = replace(make_paper(), area_evidence=())
    assert not [p for p in paper_html(curated).select("p") if p.get_text().startswith("Why:")]


def test_why_says_when_meaning_chose_the_primary_area():
    by_meaning = replace(make_paper(), primary_by_meaning=True)
    why = next(p for p in paper_html(by_meaning).select("p") if p.get_text().startswith("Why:"))
    assert why.get_text() == ("Why: taken as a whole, the abstract is nearest in meaning to Theory; it mentions "
                              "“regret bound”, “lower bound” (Theory) and “convex” (Optimization).")
    no_phrase = replace(by_meaning, area_evidence=(("theory", ()), ("optimization", ("convex",))))
    why = next(p for p in paper_html(no_phrase).select("p") if p.get_text().startswith("Why:"))
    assert why.get_text() == ("Why: taken as a whole, the abstract is nearest in meaning to Theory; it mentions "
                              "“convex” (Optimization).")


def test_the_source_link_holds_a_seed_file_name_as_one_path_segment():
    paper = replace(make_paper(), source=Source("list #2?.txt", 4, 9))
    source = next(p for p in paper_html(paper).select("p") if p.strong and p.strong.get_text() == "Source:")
    assert source.a["href"] == f"{REPO}/blob/main/seeds/list%20%232%3F.txt#L9"
    assert source.get_text() == "Source: list #2?.txt, paragraph 4, line 9."


def test_links_are_those_mkdocs_writes():
    links = PageLinks()
    assert links.href("papers/0123456789.md", "papers/1111111111.md") == "../1111111111/"
    assert links.href("areas/theory/2.md", "papers/1111111111.md") == "../../../papers/1111111111/"
    assert links.href("tags/k.md", "tags.md", "kw-k-means") == "../#kw-k-means"
    assert links.href("tags/k.md", "index.md") == "../../"


def paper_html(paper: Paper) -> BeautifulSoup:
    """The paper page's body as Python-Markdown (with attr_list, as the site) turns it into HTML."""
    body = frontmatter.loads(make_renderer([paper]).paper_page(paper)).content
    return BeautifulSoup(markdown.markdown(body, extensions=["attr_list"]), "html.parser")


@pytest.mark.parametrize("links", [(), (("openreview", "https://openreview.net/forum?id=AbC12"),),
                                   (("arxiv", "https://arxiv.org/abs/2601.00001"), ("code", "https://example.org/c"))])
@pytest.mark.parametrize("authors", [(), ("Ada Example",)])
@pytest.mark.parametrize("curated", [(), ("title", "areas", "keywords", "abstract")])
def test_each_labelled_line_is_a_paragraph_of_its_own(links, authors, curated):
    """A correction with links once glued "Links: ... Areas: ..." into one paragraph."""
    paper = replace(make_paper(), links=links, authors=authors, curated=curated, has_correction=bool(curated),
                    title_source="curated" if curated else "derived")
    page = paper_html(paper)
    labels = [strong.get_text() for strong in page.find_all("strong") if strong.get_text().endswith(":")]
    assert labels == [*(["Authors:"] if authors else []), *(["Links:"] if links else []), "Areas:", "Keywords:",
                      "Source:"]
    for strong in page.find_all("strong"):
        if strong.get_text() in labels:
            assert strong.parent.name == "p" and strong.parent.contents[0] is strong, strong.parent
            assert len([s for s in strong.parent.find_all("strong") if s.get_text().endswith(":")]) == 1


@pytest.mark.parametrize("authors, line", [
    (("Ada Example", "Bo Example"), "Authors: Ada Example, Bo Example"),
    # "O'Brien, Patrick, Li Hua, van der Berg, Jan" read as five people
    (("O'Brien, Patrick", "Li Hua", "van der Berg, Jan"), "Authors: O'Brien, Patrick; Li Hua; van der Berg, Jan"),
])
def test_authors_written_last_name_first_are_told_apart(authors, line):
    page = paper_html(replace(make_paper(), authors=authors, title_source="curated"))
    assert next(p.get_text() for p in page.find_all("p") if p.get_text().startswith("Authors:")) == line


def test_one_suggest_a_correction_link_per_page():
    for paper in (make_paper(), replace(make_paper(), has_correction=True, title_source="curated")):
        page = paper_html(paper)
        url = correction_url(paper, AREA_MAP, REPO, "main")
        assert [a.get_text() for a in page.find_all("a", href=url)] == ["Suggest a correction"]


def test_a_placeholder_is_explained_in_visible_text_and_its_template_holds_the_abstract():
    paper = replace(make_paper(), abstract="We propose \\sysname, a fabricated system. \\sysname is fast.")
    page = paper_html(paper)
    note = page.select_one("p.placeholder-note").get_text()
    assert note.startswith("⟨sysname⟩ stands for the LaTeX macro \\sysname that the authors defined in their paper")
    both = replace(paper, abstract=paper.abstract + " It beats \\ours.")
    two = paper_html(both).select_one("p.placeholder-note").get_text()
    assert two.startswith("⟨ours⟩ and ⟨sysname⟩ stand for the LaTeX macros \\ours and \\sysname that")
    url = page.find("a", string="Suggest a correction")["href"]
    template = parse_qs(url.split("?", 1)[1])["value"][0]
    assert "# abstract: >-" in template
    assert "# abstract" not in correction_template(paper, AREA_MAP)  # only when needed


def test_title_html_is_escaped_on_the_page():
    body = make_renderer([]).paper_page(make_paper("<script>alert(1)</script>"))
    assert "# &lt;script&gt;alert(1)&lt;/script&gt;\n" in body
    assert "<script>" not in body


def area_page(papers, slug: str) -> str:
    """The one page of a small area."""
    [(path, page)] = make_renderer(papers).area_pages(next(a for a in AREAS if a.slug == slug))
    assert path == f"areas/{slug}.md"
    return page


def test_a_large_area_is_split_into_pages_that_link_each_other():
    papers = [make_paper(f"Paper {n:04d}", pid=f"{n:010d}", areas=("theory",)) for n in range(450)]
    pages = make_renderer(papers).area_pages(next(a for a in AREAS if a.slug == "theory"))
    assert [path for path, _ in pages] == ["areas/theory.md", "areas/theory/2.md", "areas/theory/3.md"]
    listed = [re.findall(r"papers/(\d+)/", page) for _, page in pages]
    assert [len(ids) for ids in listed] == [200, 200, 50]
    assert sorted(sum(listed, [])) == sorted(paper.id for paper in papers)  # each paper once
    # big targets (.link-row), in a navigation landmark that says which page this is
    assert ('<nav class="link-row" aria-label="Pages of this area"><p>Pages: <strong aria-current="page">1</strong>'
            ' · <a href="2/">2</a> · <a href="3/">3</a></p></nav>') in pages[0][1]
    assert 'Pages: <a href="../">1</a> · <strong aria-current="page">2</strong> · <a href="../3/">3</a>' in pages[1][1]
    assert "\n# Theory (2 of 3)\n" in pages[1][1]
    assert '<a href="../../../papers/0000000200/">' in pages[1][1] and "[All areas](../index.md)" in pages[1][1]
    assert "papers 401 to 450 here" in pages[2][1]


def test_area_page_lists_primary_first_and_marks_secondary():
    papers = [make_paper("B Paper", ("optimization", "theory"), "1111111111"), make_paper("A Paper", ("theory",))]
    page = frontmatter.loads(area_page(papers, "theory"))
    assert page["title"] == "Theory"
    lines = [line for line in page.content.splitlines() if line.startswith("<li>")]
    star = '<button type="button" class="paper-star" data-paper-star="{}" aria-pressed="false">☆ Add to my list</button>'
    assert lines == [f'<li><a href="../../papers/0123456789/">A Paper</a> {star.format("0123456789")}<br>',
                     f'<li><a href="../../papers/1111111111/">B Paper</a> <em>(secondary area)</em> '
                     f'{star.format("1111111111")}<br>']
    assert "**2 papers** (1 with this as their primary area)" in page.content


def test_empty_area_says_so():
    page = area_page([make_paper()], "creatives")
    assert "No paper in the current lists has this area yet." in page


def test_areas_index_has_all_areas_with_counts():
    page = make_renderer([make_paper()]).areas_index_page()
    rows = [line for line in page.splitlines() if line.startswith("| [")]
    assert len(rows) == 21
    assert "| [Theory](theory.md) | 1 | 1 |" in rows
    assert "| [Optimization](optimization.md) | 0 | 1 |" in rows


def test_papers_json_fields():
    records = json.loads(make_renderer([make_paper()]).papers_json())
    assert records == [{
        "id": "0123456789",
        "title": "FOOBAR: A Fabricated Method",
        "title_source": "derived",
        "abstract": "We introduce FOOBAR, a *fabricated* method with $x^2$ and 90\\%.",
        "areas": ["Theory", "Optimization"],
        "keywords": ["fabricated method", "FOOBAR", "test fixtures"],
        "url": f"{SITE}papers/0123456789/",
        "source": {"file": "000_list.txt", "paragraph": 4},
    }]


def test_markdown_text_is_inert():
    assert markdown_text("*a* _b_ [x](javascript:y) <i> `c` | #") == r"\*a\* \_b\_ \[x\](javascript:y) &lt;i&gt; \`c\` \| \#"


def test_area_page_lists_the_other_areas_of_each_paper():
    papers = [make_paper("B Paper", ("optimization", "theory"), "1111111111")]
    page = area_page(papers, "theory")
    assert '<br><small>Also in: <a href="../optimization/">Optimization</a> (primary)</small>' in page


def test_area_chart_links_every_bar_and_scales_to_the_largest_area():
    papers = [make_paper(pid=f"{n:010d}") for n in range(4)] + [make_paper(areas=("optimization",), pid="9" * 10)]
    chart = BeautifulSoup(make_renderer(papers).area_chart(), "html.parser")
    rows = chart.select("ul.area-chart > li")
    assert [row.a["href"] for row in rows] == [f"{area.slug}/" for area in AREAS]
    theory = next(row for row in rows if row.a["href"] == "theory/")
    assert theory.get_text(" ", strip=True) == "Theory 4 (4 primary)"  # the label is text, at body size
    widths = {row.a["href"]: row.select_one(".area-chart__secondary")["style"] for row in rows}
    assert widths["optimization/"] == "width: 100.0%" and widths["theory/"] == "width: 80.0%"  # 5 and 4 papers
    assert widths["computer-vision/"] == "width: 0.0%"




def test_related_papers_are_listed_with_area_and_shared_keywords():
    papers = [
        replace(make_paper("Thompson Sampling Regret", pid="0000000001", areas=("theory",)),
                abstract="Regret bounds for Thompson sampling in bandits.", keywords=("Thompson sampling", "regret")),
        replace(make_paper("Bandit *Exploration*", pid="0000000002", areas=("probabilistic-methods",)),
                abstract="Exploration in multi-armed bandits with Thompson sampling.",
                keywords=("multi-armed bandits", "thompson sampling")),
        replace(make_paper("Protein Folding", pid="0000000003", areas=("theory",)),
                abstract="Protein structure prediction with diffusion.", keywords=("protein folding",)),
    ]
    pages = dict(make_renderer(papers).paper_pages(range(3)))
    body = frontmatter.loads(pages["papers/0000000001.md"]).content
    related = BeautifulSoup(markdown.markdown(body.split("## Related papers", 1)[1].split("## Cite")[0]),
                            "html.parser").select("li")
    assert [(item.get_text(), item.a["href"]) for item in related] == [
        ("Bandit *Exploration* · Probabilistic methods · shared keywords: thompson sampling", "../0000000002/"),
        ("Protein Folding · Theory", "../0000000003/")]
    alone = frontmatter.loads(make_renderer(papers[:1]).paper_pages(range(1))[0][1]).content
    assert "Related papers" not in alone


def test_an_abstract_cut_short_in_its_list_says_so_and_its_correction_template_holds_it():
    """A fabricated abstract that stops on "with the", as 35 of 6,208 real ones did where
    they were copied from: the reader is told, and the correction opens the abstract."""
    paper = replace(make_paper(), abstract="We propose a fabricated method. It pairs a min-max problem with the")
    page = paper_html(paper)
    note = page.select_one("p.cut-short-note").get_text()
    assert note.startswith("The abstract stops mid-sentence")
    assert "Suggest a correction" in note
    template = parse_qs(page.find("a", string="Suggest a correction")["href"].split("?", 1)[1])["value"][0]
    assert "# abstract: >-" in template
    whole = paper_html(replace(paper, abstract="We propose a fabricated method. It is whole over baselines"))
    assert whole.select_one("p.cut-short-note") is None


def test_area_page_orders_titles_without_their_leading_article():
    """As a library catalogue does: of 6,206 real abstracts 2,706 derived titles start with
    A, An or The, which filled the first pages of every large area."""
    titles = ["The Zebra Method", "An Apple Model", "Bandits", "A Cat Study", "Theory of Dogs"]
    papers = [make_paper(title, ("theory",), f"{n:010d}") for n, title in enumerate(titles)]
    page = area_page(papers, "theory")
    assert re.findall(r'/">([^<]+)</a>', page)[:5] == ["An Apple Model", "Bandits", "A Cat Study",
                                                       "Theory of Dogs", "The Zebra Method"]
