"""What a reader takes away: a BibTeX entry per paper (the page's Cite box and
papers.bib) and the rows of papers.csv."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping

from generator.model import Paper

BOOKTITLE = "Advances in Neural Information Processing Systems"
YEAR = "2026"
# Characters BibTeX or LaTeX read as commands, and how to write them as text.
SPECIAL = {"\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "%": r"\%", "&": r"\&", "#": r"\#",
           "_": r"\_", "$": r"\$", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}"}
CSV_FIELDS = ["id", "title", "abstract", "areas", "keywords", "url", "authors", "links", "curated",
              "source_file", "source_paragraph"]
LIST_SEPARATOR = "; "  # between the items of a list field in papers.csv


def bibtex_text(text: str) -> str:
    """`text` as BibTeX field text: special characters escaped, the rest (Unicode) kept."""
    return "".join(SPECIAL.get(character, character) for character in text)


def bibtex_key(paper: Paper) -> str:
    return f"neurips2026-{paper.id}"


def bibtex_entry(paper: Paper, site_url: str) -> str:
    """An @inproceedings entry; the title in double braces keeps its capitals."""
    fields = [("title", f"{{{bibtex_text(paper.title)}}}")]
    if paper.authors:
        fields.append(("author", " and ".join(bibtex_text(author) for author in paper.authors)))
    fields += [("booktitle", BOOKTITLE), ("year", YEAR), ("url", bibtex_text(site_url + paper.url))]
    lines = [f"@inproceedings{{{bibtex_key(paper)},"]
    lines += [f"  {name} = {{{value}}}," for name, value in fields]
    return "\n".join(lines + ["}"])


def bibtex_file(papers: Iterable[Paper], site_url: str) -> str:
    return "".join(bibtex_entry(paper, site_url) + "\n\n" for paper in papers)


def csv_file(papers: Iterable[Paper], area_names: Mapping[str, str], site_url: str) -> str:
    """One row per paper (RFC 4180: CRLF line ends, fields quoted when needed), the list
    fields joined by LIST_SEPARATOR, links as `kind=url`."""
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_FIELDS)
    for paper in papers:
        writer.writerow([
            paper.id, paper.title, paper.abstract,
            LIST_SEPARATOR.join(area_names[slug] for slug in paper.areas),
            LIST_SEPARATOR.join(paper.keywords), site_url + paper.url,
            LIST_SEPARATOR.join(paper.authors),
            LIST_SEPARATOR.join(f"{kind}={url}" for kind, url in paper.links),
            LIST_SEPARATOR.join(paper.curated), paper.source.file, paper.source.paragraph,
        ])
    return out.getvalue()
