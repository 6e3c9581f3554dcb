"""generator/citation.py: BibTeX entries and papers.csv read back by real parsers."""

import csv
import io
import re
from dataclasses import replace

import bibtexparser
import pytest
from bibtexparser.middlewares import LatexDecodingMiddleware, SeparateCoAuthors

from generator.citation import (BOOKTITLE, CSV_FIELDS, DERIVED_TITLE_NOTE, YEAR, bibtex_entry, bibtex_file,
                                csv_file)
from tests.test_render import SITE, make_paper

TITLES = [
    "Sparse $x^2$ Attention: 100% of the Gain at 5_0 Cost & More",
    'Quotes "double" and \'single\' {braces} #hash ~tilde ^caret',
    "Émoji ✓ 中文 עברית: Nyström Approximations",
    "Back\\slash \\sysname Is Kept",
]


def parse(text: str) -> bibtexparser.Library:
    library = bibtexparser.parse_string(text, append_middleware=[LatexDecodingMiddleware()])
    assert not library.failed_blocks, library.failed_blocks
    return library


@pytest.mark.parametrize("title", TITLES)
def test_a_title_survives_bibtex(title):
    paper = replace(make_paper(title), authors=("Ada Lovelace", "José Ñúñez & Co"))
    [entry] = parse(bibtex_entry(paper, SITE)).entries
    assert entry.entry_type == "inproceedings" and entry.key == "neurips2026-0123456789"
    # pylatexenc reads \textasciicircum as U+02C6, where LaTeX prints "^"
    # and "double quotes" are written as TeX's ``quotes'', which print as curly ones
    assert entry["title"].removeprefix("{").removesuffix("}").replace("\u02c6", "^") == re.sub(
        r'"([^"]+)"', r"“\1”", title)
    assert entry["author"] == "Ada Lovelace and José Ñúñez & Co"
    assert (entry["booktitle"], entry["year"]) == (BOOKTITLE, YEAR)
    assert entry["url"] == f"{SITE}papers/0123456789/"


def test_the_url_is_written_as_biblatex_reads_it_verbatim():
    """"neurips_2026" was written "neurips\\_2026", which a verbatim url field keeps."""
    entry = bibtex_entry(make_paper("FOOBAR"), "https://org.github.io/neurips_2026~x/")
    assert "  url = {https://org.github.io/neurips_2026~x/papers/0123456789/}," in entry.splitlines()


def test_an_arxiv_link_becomes_the_entrys_eprint():
    paper = replace(make_paper("FOOBAR"), links=(("arxiv", "https://arxiv.org/abs/2601.00001v2"),))
    [entry] = parse(bibtex_entry(paper, SITE)).entries
    assert (entry["eprint"], entry["archiveprefix"]) == ("2601.00001", "arXiv")


def test_an_author_whose_name_holds_and_stays_one_author():
    paper = replace(make_paper("FOOBAR"), authors=("Ada Lovelace", "Research and Development Lab"))
    library = bibtexparser.parse_string(bibtex_entry(paper, SITE), append_middleware=[SeparateCoAuthors()])
    assert library.entries[0]["author"] == ["Ada Lovelace", "{Research and Development Lab}"]


def test_a_derived_title_is_cited_with_a_note_saying_so():
    derived, curated = make_paper("Kalman Filtering"), replace(make_paper("Kalman Filtering"), title_source="curated")
    [entry] = parse(bibtex_entry(derived, SITE)).entries
    assert entry["note"] == DERIVED_TITLE_NOTE
    [entry] = parse(bibtex_entry(curated, SITE)).entries
    assert "note" not in entry.fields_dict


def test_bibtex_file_holds_every_paper_once_and_no_author_when_none_is_known():
    papers = [make_paper(title, pid=f"{n:010d}") for n, title in enumerate(TITLES)]
    library = parse(bibtex_file(papers, SITE))
    assert [entry.key for entry in library.entries] == [f"neurips2026-{n:010d}" for n in range(len(TITLES))]
    assert all("author" not in entry.fields_dict for entry in library.entries)


def test_csv_reads_back_with_the_same_fields():
    papers = [replace(make_paper(title, pid=f"{n:010d}"), abstract=f"Line one,\n\"two\" {title}",
                      links=(("arxiv", "https://arxiv.org/abs/2601.00001"),))
              for n, title in enumerate(TITLES)]
    text = csv_file(papers, {"theory": "Theory", "optimization": "Optimization"}, SITE)
    assert text.endswith("\r\n") and "\r\n" in text.split("\n", 1)[0] + "\n"
    rows = list(csv.DictReader(io.StringIO(text, newline="")))
    assert list(rows[0]) == CSV_FIELDS and len(rows) == len(TITLES)
    for paper, row in zip(papers, rows):
        assert (row["id"], row["title"], row["abstract"]) == (paper.id, paper.title, paper.abstract)
        assert row["title_source"] == "derived"
        assert row["areas"] == "Theory; Optimization" and row["keywords"] == "; ".join(paper.keywords)
        assert row["url"] == f"{SITE}papers/{paper.id}/" and row["links"] == "arxiv=https://arxiv.org/abs/2601.00001"
        assert (row["source_file"], row["source_paragraph"]) == ("000_list.txt", "4")


def test_csv_holds_no_formula_for_a_spreadsheet_to_run():
    """Fabricated hostile fields: each would be a formula in Excel or LibreOffice."""
    paper = replace(make_paper('=HYPERLINK("https://example.org","open")'), abstract="+1 and more",
                    keywords=("@risk", "-5 dB noise"), authors=("=cmd|' /C calc'!A0",))
    [row] = list(csv.DictReader(io.StringIO(csv_file([paper], {"theory": "Theory", "optimization": "Optimization"},
                                                      SITE), newline="")))
    assert row["title"] == '\'=HYPERLINK("https://example.org","open")'
    assert (row["abstract"], row["keywords"], row["authors"]) == ("'+1 and more", "'@risk; -5 dB noise",
                                                                  "'=cmd|' /C calc'!A0")
    assert row["url"].startswith("https://") and not row["id"].startswith("'")
