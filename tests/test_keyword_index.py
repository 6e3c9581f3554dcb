"""The keyword index and its pages (generator/keyword_index.py, rendered by
Renderer.keyword_pages). Papers and keywords are fabricated."""

from dataclasses import replace

import frontmatter
import markdown
from bs4 import BeautifulSoup

from generator.keyword_index import KeywordIndex, reading_order, title_order
from tests.test_render import make_paper, make_renderer


def html(page: str) -> BeautifulSoup:
    return BeautifulSoup(markdown.markdown(frontmatter.loads(page).content, extensions=["attr_list"]), "html.parser")


def test_one_page_sorted_as_a_reader_expects_that_links_every_paper():
    keywords = ("Wasserstein distance", "accuracy", "Élan vital", "ecology", "zebra", "k-means", "K means")
    papers = [replace(make_paper(f"Paper {n}", pid=f"{n:010d}"), keywords=(keyword, f"own keyword {n}"))
              for n, keyword in enumerate(keywords + keywords)]  # each shared by two papers
    renderer = make_renderer(papers)
    [(path, page)] = renderer.keyword_pages()
    assert path == "tags.md"
    items = html(page).select("li")
    assert [item.strong.get_text() for item in items] == [
        "accuracy", "ecology", "Élan vital", "K means", "k-means", "Wasserstein distance", "zebra"
    ]
    assert [item["id"] for item in items] == [
        "kw-accuracy", "kw-ecology", "kw-elan-vital", "kw-k-means", "kw-k-means-2", "kw-wasserstein-distance",
        "kw-zebra",
    ]
    assert [a["href"] for a in items[0].select("a")] == ["../papers/0000000001/", "../papers/0000000008/"]
    # A paper's keyword links to its entry, even when two keywords fold alike ...
    assert '<a href="../../tags/#kw-k-means-2">k-means</a>' in renderer.paper_page(papers[5])
    # ... and one that no other paper has gets no entry, nor a link
    assert "own keyword 10" not in page and "own keyword 10</a>" not in renderer.paper_page(papers[10])
    assert sorted(keywords, key=reading_order)[:3] == ["accuracy", "ecology", "Élan vital"]


def test_a_large_index_is_split_by_initial_letters_and_every_link_finds_its_entry():
    """At 10,000 papers one keywords page was 9 MB; a page now stays near PAGE_CHARS."""
    words = ["alpha", "beta", "gamma", "delta", "sigma", "omega", "kappa", "theta"]
    papers = [
        replace(make_paper(f"A Fabricated Title Long Enough to Count, Number {n}", pid=f"{n:010d}"),
                keywords=(f"{words[n % 8]} {n // 16} learning", f"{words[(n + 3) % 8]} shared", "common method",
                          f"paper {n} alone"))  # the first shared by two papers, the last by none
        for n in range(6000)
    ]
    renderer = make_renderer(papers)
    pages = dict(renderer.keyword_pages())
    assert len(pages) > 8 and "tags.md" in pages
    assert all(len(text) < 300_000 for text in pages.values())
    index = html(pages["tags.md"])
    assert {a["href"] for a in index.find_all("a") if "#" not in a["href"]} == set(pages) - {"tags.md"}
    assert {a["href"] for a in index.select("p.link-row a")} == set(pages) - {"tags.md"}  # targets to tap
    assert index.select_one("li a")["href"].endswith("#kw-common-method")  # most shared first
    ids = {path: {li["id"] for li in html(text).select("li[id]")} for path, text in pages.items()}
    for path, text in pages.items():  # each letter page opens with a link to each of its keywords
        page = html(text)
        if path != "tags.md":
            assert [a["href"] for a in page.select("p.keyword-jump a")] == [f"#{li['id']}" for li in page.select("li[id]")]
    keywords = KeywordIndex(papers)
    common = pages[keywords.target("common method")[0]]
    # 500 listed; the search (which also finds papers holding only some of the words) has the rest
    assert '<a href="../../?q=common+method">5500 more: search “common method”</a>' in common
    for paper in papers[:50] + papers[-50:]:
        for keyword in paper.keywords:
            if keyword.endswith(" alone"):  # this paper's own: no entry
                assert keywords.target(keyword) is None
                continue
            page, anchor = keywords.target(keyword)
            assert anchor in ids[page], (keyword, page)


def test_titles_are_ordered_without_a_leading_article_but_keep_their_words():
    titles = ["The Zebra", "A* Search", "an Owl", "Theory of Ants", "A-Star Search", "Écart", "A Bee"]
    assert sorted(titles, key=title_order) == ["A* Search", "A-Star Search", "A Bee", "Écart", "an Owl",
                                               "Theory of Ants", "The Zebra"]
