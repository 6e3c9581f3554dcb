"""The "Suggest a correction" link and its prefilled template. Papers are fabricated."""

from dataclasses import replace
from urllib.parse import parse_qs

import pytest

from generator.correction_link import MAX_CORRECTION_URL, correction_template, correction_url
from generator.corrections import CorrectionsError, load_corrections
from tests.test_render import AREA_MAP, AREAS, REPO, make_paper


def test_a_template_too_long_for_github_goes_without_the_abstract():
    paper = replace(make_paper(), abstract="We propose \\sysname. " + "A fabricated sentence of filler. " * 300)
    url = correction_url(paper, AREA_MAP, REPO, "main", with_abstract=True)
    assert len(url) <= MAX_CORRECTION_URL
    assert "abstract" not in parse_qs(url.split("?", 1)[1])["value"][0]


def test_correction_url_of_a_paper_without_a_correction_opens_a_prefilled_new_file():
    url = correction_url(make_paper(), AREA_MAP, REPO, "trunk")
    base, query = url.split("?")
    assert base == f"{REPO}/new/trunk/seeds/corrections"
    params = parse_qs(query)
    assert params["filename"] == ["0123456789.yml"]
    assert params["value"] == [correction_template(make_paper(), AREA_MAP)]
    assert "# title: 'FOOBAR: A Fabricated Method'" in params["value"][0]
    assert "# areas: [theory, optimization]" in params["value"][0]


def test_correction_url_of_a_paper_with_a_correction_edits_it():
    paper = replace(make_paper(), has_correction=True)
    assert correction_url(paper, AREA_MAP, REPO, "main") == f"{REPO}/edit/main/seeds/corrections/0123456789.yml"


def uncomment(template: str, fields=None) -> str:
    """The template with the `# ` removed from every field line (or from `fields` only)."""
    lines, keep = [], False
    for line in template.splitlines():
        if line.startswith("# ") and (line[2:3].isalpha() and ":" in line[:14]):
            keep = fields is None or line[2:].split(":")[0] in fields
        elif not line.startswith("#   "):
            keep = False
        if keep:
            lines.append(line[2:])
    return "\n".join(lines) + "\n"


def load_one(tmp_path, text: str):
    folder = tmp_path / "corrections"
    folder.mkdir()
    (folder / "0123456789.yml").write_text(text)
    return load_corrections(folder, {"0123456789": ""}, AREAS, display_root=tmp_path)["0123456789"]


def test_uncommented_template_lines_are_a_valid_correction(tmp_path):
    paper = replace(make_paper('Tricky: "quoted" # title'), abstract="A $x$ \\sysname: abstract, " + "long " * 40)
    template = correction_template(paper, AREA_MAP, with_abstract=True)
    correction = load_one(tmp_path, uncomment(template, ("title", "abstract", "areas", "keywords")))
    assert correction.title == 'Tricky: "quoted" # title'
    assert correction.abstract == " ".join(paper.abstract.split())
    assert correction.areas == ("theory", "optimization")


def test_uncommenting_the_whole_template_is_refused_until_the_examples_are_edited(tmp_path):
    """The check once passed it, and the site showed "First Author" and links to `...`."""
    template = correction_template(make_paper(), AREA_MAP)
    with pytest.raises(CorrectionsError) as error:
        load_one(tmp_path, uncomment(template))
    assert [problem.split(": ", 2)[1].split(" ")[0] for problem in error.value.problems] == [
        "authors", "authors", "links.openreview", "links.arxiv", "note"
    ]


def test_an_abstract_uncommented_but_for_its_last_line_is_refused(tmp_path):
    """The check passed it, and the site published the abstract cut short."""
    text = "We propose \\sysname, a method." + " It is fabricated for tests." * 30
    paper = replace(make_paper(), abstract=text)
    lines = correction_template(paper, AREA_MAP, with_abstract=True).splitlines()
    start = next(n for n, line in enumerate(lines) if line.startswith("# abstract:"))
    end = next(n for n in range(start + 1, len(lines)) if not lines[n].startswith("#   "))
    assert end - start > 3  # a block of several lines
    edited = [line[2:] if start <= n < end - 1 else line for n, line in enumerate(lines)]
    with pytest.raises(CorrectionsError) as error:
        load_one(tmp_path, "\n".join(edited) + "\n")
    assert error.value.problems == [f"corrections/0123456789.yml:{start + 1}: the text goes on in lines that are "
                                    "still commented out; remove the '# ' in front of every line of it"]


def test_the_template_with_its_abstract_uncommented_and_the_examples_left_commented_is_valid(tmp_path):
    """As the guide says to do it: the comment lines after the abstract are no part of it
    (the check once refused every such file)."""
    paper = replace(make_paper(), abstract="We propose \\sysname, a method." + " It is fabricated for tests." * 30)
    lines = correction_template(paper, AREA_MAP, with_abstract=True).splitlines()
    start = next(n for n, line in enumerate(lines) if line.startswith("# abstract:"))
    end = next(n for n in range(start + 1, len(lines)) if not lines[n].startswith("#   "))
    edited = [line[2:].replace("\\sysname", "FOOBAR") if start <= n < end else line for n, line in enumerate(lines)]
    assert load_one(tmp_path, "\n".join(edited) + "\n").abstract.startswith("We propose FOOBAR, a method.")
