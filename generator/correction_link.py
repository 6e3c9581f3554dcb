"""The "Suggest a correction" link of a paper page: GitHub's web editor on the
paper's correction file, prefilled with a commented template of its current data.
(generator/corrections.py reads and checks what contributors send back.)"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from urllib.parse import quote_plus

import yaml

from generator.area_list import Area
from generator.corrections import TEMPLATE_AUTHORS, TEMPLATE_LINKS, TEMPLATE_NOTE
from generator.model import Paper

# GitHub answers "414 URI too long" past about 8 KB, so a correction link whose
# prefilled template would be longer goes without the abstract.
MAX_CORRECTION_URL = 8000


class FoldedText(str):
    """A string that the correction template dumps as a folded block (`>-`), wrapped to read."""


class TemplateDumper(yaml.CSafeDumper):
    """libyaml's safe dumper (the pure-Python one took 10 s for 10,000 templates)."""


TemplateDumper.add_representer(
    FoldedText, lambda dumper, text: dumper.represent_scalar("tag:yaml.org,2002:str", str(text), style=">")
)


def commented(data: Mapping[str, object], width: int = 1000, flow: bool | None = None) -> list[str]:
    """`data` as YAML, each line commented out: by default lists of names on one line
    (`areas: [theory, optimization]`); `flow=False` puts every item on a line of its own."""
    dumped = yaml.dump(dict(data), Dumper=TemplateDumper, allow_unicode=True, default_flow_style=flow,
                       sort_keys=False, width=width)
    return [f"# {line}" for line in dumped.splitlines()]


# The same for every paper: examples that the check refuses until they are edited.
EXAMPLES = [
    *commented({"authors": list(TEMPLATE_AUTHORS)}),
    *commented({"links": dict(TEMPLATE_LINKS), "note": TEMPLATE_NOTE}, flow=False),
]


def correction_template(paper: Paper, areas: Mapping[str, Area], *, with_abstract: bool = False) -> str:
    """A correction file whose every field is commented out, holding the paper's
    current values as valid YAML, so uncommenting a line gives a valid correction.

    Authors, links and note hold examples (EXAMPLES). `with_abstract` adds the
    abstract (for papers with ⟨placeholders⟩, where the abstract is the thing to fix)."""
    lines = [
        f"# Correction for paper {paper.id}.",
        "# Remove the '# ' in front of each line you correct (every line of a long value), edit it, delete the rest.",
        f"# Areas are slugs from generator/areas.yml, primary first: {', '.join(areas)}.",
        "# The whole guide: .github/CONTRIBUTING.md",
        *commented({"title": paper.title, "areas": list(paper.areas), "keywords": list(paper.keywords)}),
    ]
    if with_abstract:
        lines += commented({"abstract": FoldedText(paper.abstract)}, width=78)
    return "\n".join(lines + EXAMPLES) + "\n"


def correction_url(paper: Paper, areas: Mapping[str, Area], repo_url: str, branch: str, *,
                   with_abstract: bool = False) -> str:
    """GitHub's web editor on the paper's correction file: edit it if it exists,
    else create it with a commented template of the paper's current data
    (with the abstract if asked and the address stays short enough for GitHub)."""
    path = f"seeds/corrections/{paper.id}.yml"
    if paper.has_correction:
        return f"{repo_url}/edit/{branch}/{path}"
    new_file = f"{repo_url}/new/{branch}/seeds/corrections?filename={quote_plus(paper.id)}.yml&value="
    for abstract in ((True, False) if with_abstract else (False,)):
        template = correction_template(paper, areas, with_abstract=abstract)
        # as urlencode would quote it, a line at a time: most lines are the same in every
        # template, and quoting them once instead of 10,000 times saves 0.4 s of a build
        url = new_file + "%0A".join(map(_quoted, template.split("\n")))
        if len(url) <= MAX_CORRECTION_URL:
            break
    return url


@lru_cache(maxsize=256)
def _quoted(line: str) -> str:
    return quote_plus(line, safe="")
