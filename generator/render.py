"""Turn papers and areas into page text: jinja2 templates for the body,
python-frontmatter for the YAML header (never string formatting)."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from urllib.parse import urlencode

import frontmatter
import jinja2
import yaml

from generator.areas import Area
from generator.model import Paper
from generator.normalize import abstract_html

TEMPLATES = Path(__file__).with_name("templates")
LINK_NAMES = {"openreview": "OpenReview", "arxiv": "arXiv", "code": "Code", "project": "Project page"}
CHART_WIDTH, CHART_ROW = 720, 36  # SVG user units: the chart scales with the page
MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]{}|!#])")


def markdown_text(text: str) -> str:
    """Inline Markdown that shows `text` literally: no emphasis, links, code or HTML."""
    return MARKDOWN_SPECIAL.sub(r"\\\1", html.escape(text, quote=False))


def truncate_words(text: str, limit: int) -> str:
    """At most `limit` characters, cut at a word boundary, with an ellipsis if cut."""
    if len(text) <= limit:
        return text
    return text[: limit + 1].rsplit(" ", 1)[0].rstrip(",;:") + "…"


def correction_template(paper: Paper, areas: Mapping[str, Area]) -> str:
    """A correction file whose every field is commented out, holding the paper's
    current values as valid YAML, so uncommenting a line gives a valid correction."""
    current = {
        "title": paper.title,
        "areas": list(paper.areas),
        "keywords": list(paper.keywords),
        "authors": ["First Author", "Second Author"],
        "links": {"openreview": "https://openreview.net/forum?id=...", "arxiv": "https://arxiv.org/abs/..."},
        "note": "How you know (for example the OpenReview page).",
    }
    lines = [
        f"# Correction for paper {paper.id}.",
        "# Remove the '# ' in front of each line you correct, edit its value, and delete the rest.",
        f"# Areas are slugs from generator/areas.yml, primary first: {', '.join(areas)}.",
        "# The whole guide: .github/CONTRIBUTING.md",
    ]
    for name, value in current.items():
        if isinstance(value, list):  # one line: `areas: [theory, optimization]`
            dumped = f"{name}: " + yaml.safe_dump(value, allow_unicode=True, default_flow_style=True, width=1000)
        else:
            dumped = yaml.safe_dump({name: value}, allow_unicode=True, default_flow_style=False, width=1000)
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

    def area_rows(self) -> list[tuple[Area, int, int]]:
        """(area, primary count, total count) for every area in file order."""
        primary = {slug: 0 for slug in self.areas}
        total = dict(primary)
        for paper in self.listed:
            primary[paper.areas[0]] += 1
            for slug in paper.areas:
                total[slug] += 1
        return [(area, primary[slug], total[slug]) for slug, area in self.areas.items()]

    def correction_url(self, paper: Paper) -> str:
        """GitHub's web editor on the paper's correction file: edit it if it exists,
        else create it with a commented template of the paper's current data."""
        path = f"seeds/corrections/{paper.id}.yml"
        if paper.has_correction:
            return f"{self.repo_url}/edit/{self.branch}/{path}"
        query = urlencode({"filename": f"{paper.id}.yml", "value": correction_template(paper, self.areas)})
        return f"{self.repo_url}/new/{self.branch}/seeds/corrections?{query}"

    def paper_page(self, paper: Paper) -> str:
        body = self.env.get_template("paper.md.j2").render(
            paper=paper,
            areas=self.areas,
            abstract_html=abstract_html(paper.abstract),
            repo_url=self.repo_url,
            branch=self.branch,
            correction_url=self.correction_url(paper),
            link_names=LINK_NAMES,
        )
        metadata = {
            "id": paper.id,
            "title": paper.title,
            "title_source": paper.title_source,
            "areas": [self.areas[slug].name for slug in paper.areas],
            "tags": [] if paper.withdrawn else list(paper.keywords),
            "source": {"file": paper.source.file, "paragraph": paper.source.paragraph, "line": paper.source.line},
            "description": paper.description,
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
        return with_front_matter(body, {"title": area.name, "description": area.description})

    def area_chart(self) -> str:
        """Inline SVG bar chart of papers per area; colours come from the theme's CSS."""
        rows = self.area_rows()
        longest = max((total for _, _, total in rows), default=0) or 1
        bar_room = CHART_WIDTH - 40  # leave space for the count after the longest bar
        bars = [
            {
                "area": area,
                "primary": primary,
                "total": total,
                "y": index * CHART_ROW,
                "primary_width": round(bar_room * primary / longest, 1),
                "total_width": round(bar_room * total / longest, 1),
            }
            for index, (area, primary, total) in enumerate(rows)
        ]
        return self.env.get_template("area_chart.svg.j2").render(
            bars=bars, width=CHART_WIDTH, height=len(rows) * CHART_ROW
        ).strip()

    def areas_index_page(self) -> str:
        body = self.env.get_template("areas_index.md.j2").render(rows=self.area_rows(), chart=self.area_chart())
        return with_front_matter(body, {"title": "All areas"})

    def home_page(self, list_count: int) -> str:
        body = self.env.get_template("home.md.j2").render(
            papers=self.listed, rows=self.area_rows(), list_count=list_count
        )
        return with_front_matter(body, {"title": "Home"})

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
        files = [
            ("index.md", self.home_page(list_count)),
            ("areas/index.md", self.areas_index_page()),
            ("quality.md", self.quality_page(macros, warnings)),
            ("papers.json", self.papers_json()),
        ]
        files += [(f"areas/{slug}.md", self.area_page(area)) for slug, area in self.areas.items()]
        files += [(f"papers/{paper.id}.md", self.paper_page(paper)) for paper in self.papers]
        return files
