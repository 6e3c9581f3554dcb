"""What a reader takes away: a BibTeX entry per paper (the page's Cite box and
papers.bib), and every paper's record as papers.json and, flattened, papers.csv."""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterable, Mapping
from urllib.parse import quote, urlparse

from generator.corrections import ARXIV_PATH
from generator.model import Paper

BOOKTITLE = "Advances in Neural Information Processing Systems"
YEAR = "2026"
# Characters BibTeX or LaTeX read as commands, and how to write them as text.
SPECIAL = {"\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "%": r"\%", "&": r"\&", "#": r"\#",
           "_": r"\_", "$": r"\$", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}"}
CSV_FIELDS = ["id", "title", "title_source", "abstract", "areas", "keywords", "url", "authors", "links", "curated",
              "source_file", "source_paragraph"]
LIST_SEPARATOR = "; "  # between the items of a list field in papers.csv
# A spreadsheet runs a cell that starts so as a formula: a title or abstract from a hostile
# list or correction ("=HYPERLINK(...)") gets a leading apostrophe in papers.csv, which
# spreadsheets show as text (OWASP, "CSV Injection").
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


# The seed lists give no titles: a derived one says so wherever it is cited.
DERIVED_TITLE_NOTE = "Title derived from the abstract by this site, not the authors' own"


def bibtex_text(text: str) -> str:
    """`text` as BibTeX field text: special characters escaped, the rest (Unicode) kept;
    "double quotes" as TeX's ``quotes'' (LaTeX prints a straight " as a closing quote)."""
    return DOUBLE_QUOTED.sub(r"``\1''", "".join(SPECIAL.get(character, character) for character in text))


DOUBLE_QUOTED = re.compile(r'"([^"]+)"')


def bibtex_url(url: str) -> str:
    """A URL as a BibTeX `url` field, which BibLaTeX and \\url read verbatim: as it is,
    but for what would end the field or break \\url (braces, backslashes, spaces)."""
    return quote(url, safe=":/?#[]@!$&'()*+,;=%~-._")


def bibtex_author(name: str) -> str:
    """An author as BibTeX text; braced when its name holds the word "and", which BibTeX
    would read as the start of another author ("Smith and Sons Lab")."""
    text = bibtex_text(name)
    return f"{{{text}}}" if re.search(r"\band\b", name, re.IGNORECASE) else text


def bibtex_key(paper: Paper) -> str:
    return f"neurips2026-{paper.id}"


def bibtex_entry(paper: Paper, site_url: str) -> str:
    """An @inproceedings entry; the title in double braces keeps its capitals."""
    fields = [("title", f"{{{bibtex_text(paper.title)}}}")]
    if paper.authors:
        fields.append(("author", " and ".join(map(bibtex_author, paper.authors))))
    fields += [("booktitle", BOOKTITLE), ("year", YEAR), ("url", bibtex_url(site_url + paper.url))]
    if arxiv := dict(paper.links).get("arxiv"):  # a correction's link: checked to be an arXiv paper
        fields += [("eprint", ARXIV_PATH.fullmatch(urlparse(arxiv).path)[2]), ("archiveprefix", "arXiv")]
    if paper.title_source == "derived":  # so that no one cites it as the authors' title
        fields.append(("note", DERIVED_TITLE_NOTE))
    lines = [f"@inproceedings{{{bibtex_key(paper)},"]
    lines += [f"  {name} = {{{value}}}," for name, value in fields]
    return "\n".join(lines + ["}"])


def bibtex_file(papers: Iterable[Paper], site_url: str) -> str:
    return "".join(bibtex_entry(paper, site_url) + "\n\n" for paper in papers)


def record(paper: Paper, area_names: Mapping[str, str], site_url: str) -> dict:
    """The paper's record in papers.json (optional fields only when set); its page's
    whole address, as papers.csv and papers.bib give it (a downloaded file has no base)."""
    return {
        "id": paper.id,
        "title": paper.title,
        "title_source": paper.title_source,
        "abstract": paper.abstract,
        "areas": [area_names[slug] for slug in paper.areas],
        "keywords": list(paper.keywords),
        "url": site_url + paper.url,
        "source": {"file": paper.source.file, "paragraph": paper.source.paragraph},
        **({"curated": list(paper.curated)} if paper.curated else {}),
        **({"authors": list(paper.authors)} if paper.authors else {}),
        **({"links": dict(paper.links)} if paper.links else {}),
    }


def json_file(papers: Iterable[Paper], area_names: Mapping[str, str], site_url: str) -> str:
    """papers.json: the machine-readable twin of the site, in reading order."""
    return json.dumps([record(paper, area_names, site_url) for paper in papers], ensure_ascii=False, indent=1) + "\n"


def csv_file(papers: Iterable[Paper], area_names: Mapping[str, str], site_url: str) -> str:
    """papers.csv: each paper's record as a row (RFC 4180: CRLF line ends, fields quoted
    when needed), list fields joined by LIST_SEPARATOR, links as `kind=url`, the URL whole;
    no text that a spreadsheet would run as a formula (`spreadsheet_text`)."""
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_FIELDS)
    for paper in papers:
        fields = record(paper, area_names, site_url)
        writer.writerow(spreadsheet_text(cell) for cell in [
            fields["id"], fields["title"], fields["title_source"], fields["abstract"],
            LIST_SEPARATOR.join(fields["areas"]), LIST_SEPARATOR.join(fields["keywords"]),
            fields["url"], LIST_SEPARATOR.join(fields.get("authors", ())),
            LIST_SEPARATOR.join(f"{kind}={url}" for kind, url in fields.get("links", {}).items()),
            LIST_SEPARATOR.join(fields.get("curated", ())), fields["source"]["file"], fields["source"]["paragraph"],
        ])
    return out.getvalue()


def spreadsheet_text(cell: str | int) -> str | int:
    """A text cell that starts like a formula (FORMULA_STARTS) behind an apostrophe."""
    return f"'{cell}" if isinstance(cell, str) and cell.startswith(FORMULA_STARTS) else cell
