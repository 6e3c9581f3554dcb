"""Turn papers and areas into page text: jinja2 templates for the body,
front_matter.py for the YAML header."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator, Mapping, Sequence
from functools import partial
from pathlib import Path
from urllib.parse import quote

import jinja2
import numpy as np
from mkdocs.structure.files import File
from mkdocs.utils import get_relative_url

from generator.area_list import Area
from generator.background import run_each
from generator.citation import bibtex_entry, bibtex_file, csv_file, json_file
from generator.model import Paper
from generator.related import RelatedPapers, shared_keywords
from generator.correction_link import correction_url
from generator.field_map import map_file
from generator.front_matter import front_matter_text, with_front_matter
from generator.keyword_index import KeywordIndex, title_order
from generator.search_index import index_files

TEMPLATES = Path(__file__).with_name("templates")
AREA_PAGE = 200  # papers per page of an area
PAPERS_PER_TASK = 500  # paper pages rendered by one task of a worker process
LINK_NAMES = {"openreview": "OpenReview", "arxiv": "arXiv", "code": "Code", "project": "Project page"}
MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]{}|!#])")


def markdown_text(text: str) -> str:
    """Inline Markdown that shows `text` literally: no emphasis, links, code or HTML."""
    return MARKDOWN_SPECIAL.sub(r"\\\1", html.escape(text, quote=False))


def truncate_words(text: str, limit: int) -> str:
    """At most `limit` characters, cut at a word boundary, with an ellipsis if cut."""
    if len(text) <= limit:
        return text
    return text[: limit + 1].rsplit(" ", 1)[0].rstrip(",;:") + "…"


def url_in_markdown(url: str) -> str:
    """A URL that cannot end a Markdown link early (parentheses and spaces escaped)."""
    return url.replace(" ", "%20").replace("(", "%28").replace(")", "%29")


def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        autoescape=False,  # the templates produce Markdown; HTML contexts use `| e`
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["md"] = markdown_text
    env.filters["quote"] = lambda text: f"“{text}”"
    env.filters["truncate_words"] = truncate_words
    env.filters["url"] = url_in_markdown
    env.filters["path_segment"] = lambda name: quote(name, safe="")  # a seed file named "x#y.txt"
    return env


class PageLinks:
    """Links between generated pages written as HTML, not Markdown: Python-Markdown
    runs every inline pattern over a Markdown link and MkDocs then rewrites it, which
    took a quarter of the build of a 10,000-paper site. The addresses come from
    MkDocs' own functions, so they are the ones MkDocs writes with directory URLs
    (papers/x/, which config.Settings.require_directory_urls keeps)."""

    def __init__(self):
        self.urls: dict[str, str] = {}

    def url(self, path: str) -> str:
        """The address of the page docs/`path` from the site's root."""
        if path not in self.urls:
            self.urls[path] = File(path, None, "", use_directory_urls=True).url
        return self.urls[path]

    def href(self, page: str, target: str, anchor: str = "") -> str:
        """The link from the page docs/`page` to the page docs/`target` (at `anchor`)."""
        return get_relative_url(self.url(target), self.url(page)) + (f"#{anchor}" if anchor else "")


class Renderer:
    """Renders every generated page of one build."""

    def __init__(self, areas: Sequence[Area], papers: Sequence[Paper], repo_url: str, branch: str,
                 vectors: np.ndarray, site_url: str):
        """`vectors`: each paper's vector by meaning (embedding.py), a row per paper;
        `site_url`: the published site's address, ending in "/"."""
        self.env = environment()
        self.areas = {area.slug: area for area in areas}
        self.area_names = {area.slug: area.name for area in areas}
        self.papers = papers  # every paper, withdrawn ones included (their pages stay)
        self.listed_rows = [n for n, paper in enumerate(papers) if not paper.withdrawn]
        self.listed = [papers[n] for n in self.listed_rows]  # areas, home, downloads, search
        self.repo_url = repo_url.rstrip("/")
        self.branch = branch
        self.keywords = KeywordIndex(self.listed)
        self.vectors = vectors
        self.related = RelatedPapers(papers, vectors)  # before the render workers fork
        self.site_url = site_url
        self.links = PageLinks()

    def area_rows(self) -> list[tuple[Area, int, int]]:
        """(area, primary count, total count) for every area in file order."""
        primary = {slug: 0 for slug in self.areas}
        total = dict(primary)
        for paper in self.listed:
            primary[paper.areas[0]] += 1
            for slug in paper.areas:
                total[slug] += 1
        return [(area, primary[slug], total[slug]) for slug, area in self.areas.items()]

    def paper_pages(self, rows: range) -> list[tuple[str, str]]:
        """The pages of papers number `rows`, with their related papers."""
        related = self.related.of(rows)
        return [(f"papers/{paper.id}.md", self.paper_page(paper, related[paper.id]))
                for paper in (self.papers[row] for row in rows)]

    def paper_page(self, paper: Paper, related: Sequence[Paper] = ()) -> str:
        """The paper's page; undefined macros of its abstract (`\\sysname`) are explained."""
        placeholders = paper.normalized.undefined_macros
        link = partial(self.links.href, f"papers/{paper.id}.md")
        targets = {keyword: self.keywords.target(keyword) for keyword in paper.keywords}
        body = self.env.get_template("paper.md.j2").render(
            paper=paper,
            areas=self.areas,
            abstract_html=paper.abstract_html,
            placeholders=placeholders,
            link=link,
            keyword_links={keyword: target and link(*target) for keyword, target in targets.items()},
            related=[(other, self.areas[other.areas[0]], shared_keywords(paper, other))
                     for other in related],
            repo_url=self.repo_url,
            branch=self.branch,
            correction_url=correction_url(paper, self.areas, self.repo_url, self.branch,
                                          with_abstract=bool(placeholders) or paper.cut_short),
            link_names=LINK_NAMES,
            bibtex=bibtex_entry(paper, self.site_url),
        )
        metadata = {
            "id": paper.id,
            "title": front_matter_text(paper.title),
            "title_source": paper.title_source,
            "areas": [self.areas[slug].name for slug in paper.areas],
            "tags": [] if paper.withdrawn else list(paper.keywords),
            "source": {"file": paper.source.file, "paragraph": paper.source.paragraph, "line": paper.source.line},
            "description": front_matter_text(paper.description),
        }
        if paper.authors:
            metadata["authors"] = [front_matter_text(author) for author in paper.authors]
        if paper.curated:
            metadata["curated"] = list(paper.curated)
        if paper.withdrawn:
            metadata["withdrawn"] = paper.withdrawn_reason
        return with_front_matter(body, metadata)

    def area_pages(self, area: Area) -> list[tuple[str, str]]:
        """The area's papers, primary ones first, then by title: `areas/<slug>.md`, and
        for a large area `areas/<slug>/2.md`, ... with AREA_PAGE papers each (one page
        of a large area at 10,000 papers was 1.8 MB)."""
        entries = sorted(
            ((paper, paper.areas[0] == area.slug) for paper in self.listed if area.slug in paper.areas),
            key=lambda entry: (not entry[1], title_order(entry[0].title), entry[0].id),
        )
        count = max(1, -(-len(entries) // AREA_PAGE))
        paths = [f"areas/{area.slug}.md"] + [f"areas/{area.slug}/{n}.md" for n in range(2, count + 1)]
        pages = []
        for number, path in enumerate(paths, start=1):
            up = "../" * (path.count("/") - 1)  # from this page to the areas folder
            body = self.env.get_template("area.md.j2").render(
                area=area,
                areas=self.areas,
                entries=entries[(number - 1) * AREA_PAGE : number * AREA_PAGE],
                first=(number - 1) * AREA_PAGE + 1,
                total=len(entries),
                primary_count=sum(1 for _, is_primary in entries if is_primary),
                up=up,
                link=partial(self.links.href, path),
                number=number,
                pager=list(enumerate(paths, start=1)) if count > 1 else [],
            )
            title = area.name if number == 1 else f"{area.name} ({number} of {count})"
            pages.append((path, with_front_matter(
                body, {"title": front_matter_text(title), "description": front_matter_text(area.description)}
            )))
        return pages

    def area_chart(self) -> str:
        """Bar chart of papers per area in HTML and CSS (not SVG, whose text shrinks
        with the chart on a phone): a label at body size above each bar."""
        rows = self.area_rows()
        longest = max((total for _, _, total in rows), default=0) or 1
        bars = [
            {
                "area": area,
                "primary": primary,
                "total": total,
                "primary_width": round(100 * primary / longest, 1),
                "total_width": round(100 * total / longest, 1),
            }
            for area, primary, total in rows
        ]
        return self.env.get_template("area_chart.html.j2").render(bars=bars).strip()

    def areas_index_page(self) -> str:
        body = self.env.get_template("areas_index.md.j2").render(rows=self.area_rows(), chart=self.area_chart())
        return with_front_matter(body, {"title": "All areas"})

    def home_page(self, list_count: int) -> str:
        body = self.env.get_template("home.md.j2").render(
            papers=self.listed, rows=self.area_rows(), list_count=list_count
        )
        return with_front_matter(body, {"title": "Home"})

    def keyword_pages(self) -> list[tuple[str, str]]:
        """The keyword index: one page, or an index of pages by initial letters (keyword_index.py)."""
        index = self.keywords
        template = self.env.get_template("keywords.md.j2")
        common = {"keyword_count": len(index.entries), "paper_count": index.paper_count}
        if list(index.groups) == [""]:
            body = template.render(entries=index.entries, root="", buckets=[], top=[],
                                   link=partial(self.links.href, "tags.md"), **common)
            return [("tags.md", with_front_matter(body, {"title": "Keywords"}))]
        by_anchor = {entry.anchor: entry for entry in index.entries}
        pages = []
        for prefix, anchors in index.groups.items():
            label = f"{prefix[:1].upper()}{prefix[1:]}"
            body = template.render(entries=[by_anchor[a] for a in anchors], root="../", label=label, buckets=[],
                                   top=[], link=partial(self.links.href, index.page(prefix)), **common)
            pages.append((index.page(prefix), with_front_matter(body, {"title": f"Keywords: {label}…"})))
        buckets = [(f"{p[:1].upper()}{p[1:]}", index.page(p), len(anchors)) for p, anchors in index.groups.items()]
        top = [(entry, "#".join(index.target(entry.keyword))) for entry in index.most_shared()]  # from tags.md
        body = template.render(entries=[], root="", buckets=buckets, top=top, **common)
        return [("tags.md", with_front_matter(body, {"title": "Keywords"})), *pages]

    def quality_page(self, macros: Mapping[str, Sequence[Paper]], warnings: Sequence[str]) -> str:
        """The data-quality report: undefined macros (with their papers) and reader warnings."""
        body = self.env.get_template("quality.md.j2").render(macros=macros, warnings=warnings)
        return with_front_matter(body, {"title": "Data quality"})

    def papers_json(self) -> str:
        return json_file(self.listed, self.area_names, self.site_url)

    def pages(
        self, list_count: int, macros: Mapping[str, Sequence[Paper]], warnings: Sequence[str]
    ) -> Iterator[tuple[str, str]]:
        """Every generated file as (path relative to docs/, text), made as they are asked
        for: the writer writes the first while the workers make the rest."""
        yield "index.md", self.home_page(list_count)
        yield "areas/index.md", self.areas_index_page()
        yield "quality.md", self.quality_page(macros, warnings)
        # The rest is most of a build's time: made by tasks in forked processes, one per CPU.
        slices = [range(start, min(start + PAPERS_PER_TASK, len(self.papers)))
                  for start in range(0, len(self.papers), PAPERS_PER_TASK)]
        listed_vectors = self.vectors[self.listed_rows]
        tasks = [lambda: [map_file(self.listed, listed_vectors, list(self.areas.values()))],  # first: the longest
                 partial(index_files, self.listed, list(self.areas.values()), listed_vectors),
                 lambda: [("papers.json", self.papers_json())],
                 lambda: [("papers.bib", bibtex_file(self.listed, self.site_url))],
                 lambda: [("papers.csv", csv_file(self.listed, self.area_names, self.site_url))],
                 self.keyword_pages,
                 *(partial(self.area_pages, area) for area in self.areas.values()),
                 *(partial(self.paper_pages, rows) for rows in slices)]
        for pages in run_each(tasks):
            yield from pages
