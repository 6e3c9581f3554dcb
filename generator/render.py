"""Turn papers and areas into page text: jinja2 templates for the body,
python-frontmatter for the YAML header (never string formatting)."""

from __future__ import annotations

import html
import json
import re
import unicodedata
from collections.abc import Mapping, Sequence
from pathlib import Path
from urllib.parse import urlencode

import frontmatter
import jinja2
import yaml

from generator.areas import Area
from generator.corrections import TEMPLATE_AUTHORS, TEMPLATE_LINKS, TEMPLATE_NOTE
from generator.model import Paper
from generator.normalize import abstract_html

TEMPLATES = Path(__file__).with_name("templates")
LINK_NAMES = {"openreview": "OpenReview", "arxiv": "arXiv", "code": "Code", "project": "Project page"}
MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]{}|!#])")
# GitHub answers "414 URI too long" past about 8 KB, so a correction link whose
# prefilled template would be longer goes without the abstract.
MAX_CORRECTION_URL = 8000


def markdown_text(text: str) -> str:
    """Inline Markdown that shows `text` literally: no emphasis, links, code or HTML."""
    return MARKDOWN_SPECIAL.sub(r"\\\1", html.escape(text, quote=False))


def front_matter_text(text: str) -> str:
    """`text` escaped for HTML, as a front-matter `title` or `description` must be.

    Material (and Zensical, which runs no MkDocs hooks) print these two fields into
    `<title>`, `<meta content="...">` and the header without escaping, so the
    generator writes them escaped: no renderer can turn them into markup."""
    return html.escape(text, quote=True)


def reading_order(text: str) -> tuple[str, str]:
    """Sort key as a reader expects: case and accents ignored ("Écart" beside "ecology")."""
    folded = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return folded.casefold(), text


def unique_anchors(texts: Sequence[str]) -> dict[str, str]:
    """An HTML id for each text, folded to ASCII letters, digits and hyphens; texts
    that fold alike ("k-means", "K means") get -2, -3... in the order given."""
    anchors: dict[str, str] = {}
    taken: set[str] = set()
    for text in texts:
        base = "-".join(re.findall(r"[a-z0-9]+", reading_order(text)[0])) or "keyword"
        candidate, n = base, 1
        while candidate in taken:
            n += 1
            candidate = f"{base}-{n}"
        taken.add(candidate)
        anchors[text] = candidate
    return anchors


class FoldedText(str):
    """A string that the correction template dumps as a folded block (`>-`), wrapped to read."""


class TemplateDumper(yaml.CSafeDumper):
    """libyaml's safe dumper (the pure-Python one took 10 s for 10,000 templates)."""


TemplateDumper.add_representer(
    FoldedText, lambda dumper, text: dumper.represent_scalar("tag:yaml.org,2002:str", str(text), style=">")
)


def truncate_words(text: str, limit: int) -> str:
    """At most `limit` characters, cut at a word boundary, with an ellipsis if cut."""
    if len(text) <= limit:
        return text
    return text[: limit + 1].rsplit(" ", 1)[0].rstrip(",;:") + "…"


def correction_template(paper: Paper, areas: Mapping[str, Area], *, with_abstract: bool = False) -> str:
    """A correction file whose every field is commented out, holding the paper's
    current values as valid YAML, so uncommenting a line gives a valid correction.

    Authors, links and note hold examples that the check refuses until they are
    edited. `with_abstract` adds the abstract (for papers with ⟨placeholders⟩, where
    the abstract is the thing to fix)."""
    current: dict[str, object] = {"title": paper.title}
    if with_abstract:
        current["abstract"] = FoldedText(paper.abstract)
    current |= {
        "areas": list(paper.areas),
        "keywords": list(paper.keywords),
        "authors": list(TEMPLATE_AUTHORS),
        "links": dict(TEMPLATE_LINKS),
        "note": TEMPLATE_NOTE,
    }
    lines = [
        f"# Correction for paper {paper.id}.",
        "# Remove the '# ' in front of each line you correct, edit its value, and delete the rest.",
        f"# Areas are slugs from generator/areas.yml, primary first: {', '.join(areas)}.",
        "# The whole guide: .github/CONTRIBUTING.md",
    ]
    for name, value in current.items():
        if isinstance(value, list):  # one line: `areas: [theory, optimization]`
            dumped = f"{name}: " + yaml.dump(value, Dumper=TemplateDumper, allow_unicode=True,
                                             default_flow_style=True, width=1000)
        else:
            width = 78 if isinstance(value, FoldedText) else 1000
            dumped = yaml.dump({name: value}, Dumper=TemplateDumper, allow_unicode=True, default_flow_style=False,
                               width=width)
        lines += [f"# {line}" for line in dumped.splitlines()]
    return "\n".join(lines) + "\n"


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
    return env


def with_front_matter(body: str, metadata: Mapping[str, object]) -> str:
    """Prefix `body` with YAML front-matter dumped by python-frontmatter."""
    return frontmatter.dumps(frontmatter.Post(body, **metadata), sort_keys=False) + "\n"


class Renderer:
    """Renders every generated page of one build."""

    def __init__(self, areas: Sequence[Area], papers: Sequence[Paper], repo_url: str, branch: str):
        self.env = environment()
        self.areas = {area.slug: area for area in areas}
        self.papers = papers  # every paper, withdrawn ones included (their pages stay)
        self.listed = [paper for paper in papers if not paper.withdrawn]  # areas, home, downloads
        self.repo_url = repo_url.rstrip("/")
        self.branch = branch
        self.papers_by_keyword: dict[str, list[Paper]] = {}
        for paper in self.listed:
            for keyword in paper.keywords:
                self.papers_by_keyword.setdefault(keyword, []).append(paper)
        self.keyword_anchors = unique_anchors(sorted(self.papers_by_keyword, key=reading_order))

    def area_rows(self) -> list[tuple[Area, int, int]]:
        """(area, primary count, total count) for every area in file order."""
        primary = {slug: 0 for slug in self.areas}
        total = dict(primary)
        for paper in self.listed:
            primary[paper.areas[0]] += 1
            for slug in paper.areas:
                total[slug] += 1
        return [(area, primary[slug], total[slug]) for slug, area in self.areas.items()]

    def correction_url(self, paper: Paper, *, with_abstract: bool = False) -> str:
        """GitHub's web editor on the paper's correction file: edit it if it exists,
        else create it with a commented template of the paper's current data
        (with the abstract if asked and the address stays short enough for GitHub)."""
        path = f"seeds/corrections/{paper.id}.yml"
        if paper.has_correction:
            return f"{self.repo_url}/edit/{self.branch}/{path}"
        new_file = f"{self.repo_url}/new/{self.branch}/seeds/corrections?"
        for abstract in ((True, False) if with_abstract else (False,)):
            template = correction_template(paper, self.areas, with_abstract=abstract)
            url = new_file + urlencode({"filename": f"{paper.id}.yml", "value": template})
            if len(url) <= MAX_CORRECTION_URL:
                break
        return url

    def paper_page(self, paper: Paper, placeholders: Sequence[str] = ()) -> str:
        """The paper's page; `placeholders` are the undefined macros its abstract shows (`\\sysname`)."""
        body = self.env.get_template("paper.md.j2").render(
            paper=paper,
            areas=self.areas,
            abstract_html=abstract_html(paper.abstract),
            placeholders=placeholders,
            keyword_anchors=self.keyword_anchors,  # withdrawn papers' keywords may have none
            repo_url=self.repo_url,
            branch=self.branch,
            correction_url=self.correction_url(paper, with_abstract=bool(placeholders)),
            link_names=LINK_NAMES,
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
        if paper.curated:
            metadata["curated"] = list(paper.curated)
        if paper.withdrawn:
            metadata["withdrawn"] = paper.withdrawn_reason
            metadata["search"] = {"exclude": True}
        return with_front_matter(body, metadata)

    def area_page(self, area: Area) -> str:
        entries = sorted(
            ((paper, paper.areas[0] == area.slug) for paper in self.listed if area.slug in paper.areas),
            key=lambda entry: (not entry[1], entry[0].title.casefold(), entry[0].id),
        )
        body = self.env.get_template("area.md.j2").render(
            area=area,
            areas=self.areas,
            entries=entries,
            primary_count=sum(1 for _, is_primary in entries if is_primary),
        )
        return with_front_matter(
            body, {"title": front_matter_text(area.name), "description": front_matter_text(area.description)}
        )

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

    def keywords_page(self) -> str:
        """Every keyword of the listed papers, in reading order, with the papers that carry it.

        Each keyword has an anchor (`#kw-...`) that the keywords on paper pages link to."""
        entries = [
            (keyword, anchor, sorted(self.papers_by_keyword[keyword], key=lambda paper: reading_order(paper.title)))
            for keyword, anchor in self.keyword_anchors.items()
        ]
        body = self.env.get_template("keywords.md.j2").render(entries=entries, paper_count=len(self.listed))
        return with_front_matter(body, {"title": "Keywords"})

    def quality_page(self, macros: Mapping[str, Sequence[Paper]], warnings: Sequence[str]) -> str:
        """The data-quality report: undefined macros (with their papers) and reader warnings."""
        body = self.env.get_template("quality.md.j2").render(macros=macros, warnings=warnings)
        return with_front_matter(body, {"title": "Data quality"})

    def papers_json(self) -> str:
        """The machine-readable twin of the site, in reading order."""
        records = [
            {
                "id": paper.id,
                "title": paper.title,
                "abstract": paper.abstract,
                "areas": [self.areas[slug].name for slug in paper.areas],
                "keywords": list(paper.keywords),
                "url": paper.url,
                "source": {"file": paper.source.file, "paragraph": paper.source.paragraph},
                **({"curated": list(paper.curated)} if paper.curated else {}),
                **({"authors": list(paper.authors)} if paper.authors else {}),
                **({"links": dict(paper.links)} if paper.links else {}),
            }
            for paper in self.listed
        ]
        return json.dumps(records, ensure_ascii=False, indent=1) + "\n"

    def pages(
        self, list_count: int, macros: Mapping[str, Sequence[Paper]], warnings: Sequence[str]
    ) -> list[tuple[str, str]]:
        """Every generated file as (path relative to docs/, text)."""
        placeholders: dict[str, list[str]] = {}
        for name, papers in macros.items():
            for paper in papers:
                placeholders.setdefault(paper.id, []).append(name)
        files = [
            ("index.md", self.home_page(list_count)),
            ("areas/index.md", self.areas_index_page()),
            ("tags.md", self.keywords_page()),
            ("quality.md", self.quality_page(macros, warnings)),
            ("papers.json", self.papers_json()),
        ]
        files += [(f"areas/{slug}.md", self.area_page(area)) for slug, area in self.areas.items()]
        files += [(f"papers/{paper.id}.md", self.paper_page(paper, placeholders.get(paper.id, ())))
                  for paper in self.papers]
        return files
