"""Correction files: one fabricated fixture per invalid case, each with its own
one-line message naming the file and line (tests/data/corrections/)."""

import shutil

import pytest
import yaml

from generator.area_list import load_areas
from generator.corrections import CorrectionsError, load_corrections
from tests.conftest import ROOT

FIXTURES = ROOT / "tests" / "data" / "corrections"
PAPER = "0123456789"  # a fabricated paper id
UNPUBLISHED = {PAPER: ""}  # its seed abstract, empty where a test compares no corrected abstract with it
AREAS = load_areas()


def load_fixture(tmp_path, name: str):
    folder = tmp_path / "corrections"
    folder.mkdir()
    shutil.copy(FIXTURES / f"{name}.yml", folder / f"{PAPER}.yml")
    return load_corrections(folder, UNPUBLISHED, AREAS, display_root=tmp_path)


def test_a_valid_correction_uses_every_field(tmp_path):
    correction = load_fixture(tmp_path, "valid")[PAPER]
    assert correction.title == "FOOBAR: A Fabricated Method for Tests"
    assert correction.abstract.startswith("We introduce FOOBAR")
    assert correction.areas == ("theory", "optimization")  # a slug and a name
    assert correction.keywords == ("fabricated methods", "tests", "fixtures")
    assert correction.authors == ("Ada Example", "Bo Example")
    assert dict(correction.links) == {
        "openreview": "https://openreview.net/forum?id=abc123", "arxiv": "https://arxiv.org/abs/2601.00001"
    }
    assert correction.withdrawn_reason is None
    assert correction.path == f"corrections/{PAPER}.yml"


INVALID = {
    "unknown-field": "2: unknown field 'titel'; allowed: title, abstract, areas, keywords, authors, links, withdrawn, note",
    "unknown-area": "2: unknown area 'quantum gardening'; did you mean physical-sciences? use an area slug or name "
                    "from generator/areas.yml",
    "area-name-with-commas": "1: areas: 'Decision-making, reinforcement learning, and control' holds commas, so YAML "
                             "read it as several areas; write it in quotes, or its slug decision-making-rl",  # was three
    # unknown areas, 'Decision-making', 'reinforcement learning' and 'and control'
    "empty-title": "1: title is empty; give the text or remove the field",
    "empty-latex-title": "1: title is empty once its LaTeX is read; write the title",
    "undefined-math-macro-title": "1: title: \\cube is not a LaTeX command this site knows; write what it stands for",
    "undefined-macro-title": "1: title: \\sysname is not a LaTeX command this site knows; write what it stands for",
    "duplicate-key": "3: duplicate key 'title' (first on line 1); keep one",
    "non-https-link": "2: links.code must be an https:// URL, not 'http://example.org/code'",
    "javascript-link": "2: links.project must be an https:// URL, not 'javascript:alert(1)'",
    "raw-html": "1: title contains raw HTML ('<img src=x onerror=alert(1)>'); write plain text",
    "wrong-type-title": "1: title must be text; put it in quotes",
    "wrong-type-keywords": "1: keywords must be a list, e.g. keywords: [first, second]",
    "wrong-type-withdrawn": "1: withdrawn must be false, or a mapping with a reason: withdrawn: {reason: ...}",
    "invalid-yaml": "2:1: not valid YAML (found unexpected end of stream); check indentation and quotes",
    # YAML's errors for the usual slips, with their fix
    "tab-indent": "2:1: not valid YAML (found character '\\t' that cannot start any token); use spaces, not tabs",
    "colon-in-value": "1:14: not valid YAML (mapping values are not allowed here); a value holding ': ' goes in "
                      "quotes, e.g. title: 'Name: Subtitle'",
    "unknown-escape": "1:11: not valid YAML (found unknown escape character 'm'); in double quotes a backslash "
                      "starts an escape; write LaTeX in single quotes",
    # (an indented field and a link without its "links:" were "a value holding ': ' goes in quotes" and "check
    # indentation and quotes")
    "indented-field": "2:8: not valid YAML (mapping values are not allowed here); line 2 is indented: a field's "
                      "name starts at the beginning of its line",
    "indented-first-field": "2:1: not valid YAML (expected '<document start>', but found '<block mapping start>'); "
                            "line 1 is indented: a field's name starts at the beginning of its line",
    "link-without-links": "5:3: not valid YAML (expected <block end>, but found '<block mapping start>'); line 5, "
                          "'openreview:', goes under 'links:'; uncomment that line too",
    "all-commented": "1: every line is commented out; remove the '# ' in front of the lines you correct",
    # ... and what YAML reads without an error, but not as a person does (it published "Ranking")
    "comment-in-value": "1: ' #' starts a comment, so the value ends at 'Ranking'; if the '#' belongs to it, put "
                        "the whole value in quotes, else move the comment to a line of its own",
    "escape-in-double-quotes": "1: in double quotes a backslash starts an escape ('\\n' is a line break, so "
                               "'$\\nabla$' loses its '\\n'); write the value in single quotes, or as a block (>-)",
    "commented-continuation": "1: the text goes on in lines that are still commented out; remove the '# ' in front "
                              "of every line of it",
    # (a list item indented more than the others: "sample complexity - regret bound" was one keyword)
    "indented-list-item": "4: line 5, '- regret bound', is indented more than the items above it, so YAML joined "
                          "it to this one; start each '- ' of a list in the same column",
    "not-a-mapping": "1: expected fields such as `title: ...` at the top level (title, abstract, areas, keywords, "
                     "authors, links, withdrawn, note)",
    "too-many-areas": "1: areas: give one primary area, then at most two different secondary ones",
    "unknown-link": "2: unknown link 'homepage'; allowed: openreview, arxiv, code, project",
    "too-few-keywords": "1: keywords: give 3 to 6 key phrases, not 2",
    "too-many-keywords": "1: keywords: give 3 to 6 key phrases, not 7",
    # What the prefilled template holds (render.correction_template), uncommented but not edited:
    "template-author": "2: authors: 'First Author' is the template's example; write the real names or delete the line",
    "template-note": "2: note is the template's example; say how you know (a link is best) or delete the line",
    "placeholder-arxiv": "3: links.arxiv 'https://arxiv.org/abs/...' still holds a placeholder; paste the address "
                         "of the real page",
    "placeholder-openreview": "3: links.openreview 'https://openreview.net/forum?id=...' still holds a placeholder; "
                              "paste the address of the real page",
    "placeholder-id": "2: links.openreview 'https://openreview.net/forum?id=<id>' still holds a placeholder; paste "
                      "the address of the real page",  # as the guide writes it; it was "raw HTML"
    "empty-withdrawn-reason": "2: withdrawn.reason is empty; give the text or remove the field",
    "empty-keyword": "1: an entry of keywords is empty; give the text or remove it from the list",  # was "each
    # entry of keywords is empty; ... remove the field"
    "arxiv-bare-id": "2: links.arxiv must be the address of the page, an https:// URL, e.g. "
                     "https://arxiv.org/abs/2401.01234; not '2401.01234'",  # was "must be text; put it in quotes"
    # Links that are not a plausible page of their site:
    "openreview-without-id": "2: links.openreview 'https://openreview.net/forum' is not an OpenReview paper; use "
                             "https://openreview.net/forum?id=<id> with the id from the paper's OpenReview address",
    "arxiv-not-a-paper": "2: links.arxiv 'https://arxiv.org/list/cs.LG/recent' is not an arXiv paper; use "
                         "https://arxiv.org/abs/<id>, e.g. https://arxiv.org/abs/2601.00001",
    "link-without-host": "2: links.code 'https://localhost/code' has no real host name",
    # Values YAML cannot read, and what a page would show unseen:
    "unknown-tag": "1: cannot read this value (could not determine a constructor for the tag '!foo'); "
                   "write it as plain text in quotes",
    "python-tag": "1: cannot read this value (could not determine a constructor for the tag "
                  "'tag:yaml.org,2002:python/name:os.system'); write it as plain text in quotes",
    "invalid-date": "2: cannot read this value (month must be in 1..12); write it as plain text in quotes",
    "repeated-keyword": "2: keywords: 'tests' is given twice; keep one",
    "bidi-override": "1: title holds an invisible character U+202E (RIGHT-TO-LEFT OVERRIDE); delete it",
}


@pytest.mark.parametrize("name", sorted(INVALID))
def test_each_invalid_case_is_one_line_naming_file_and_line(tmp_path, name):
    with pytest.raises(CorrectionsError) as error:
        load_fixture(tmp_path, name)
    assert error.value.problems == [f"corrections/{PAPER}.yml:{INVALID[name]}"]


def test_every_unknown_area_is_reported_with_the_closest_slug(tmp_path):
    with pytest.raises(CorrectionsError) as error:
        load_fixture(tmp_path, "unknown-areas")
    assert error.value.problems == [
        f"corrections/{PAPER}.yml:3: unknown area 'decison-making-rl'; did you mean decision-making-rl? "
        "use an area slug or name from generator/areas.yml",
        f"corrections/{PAPER}.yml:4: unknown area 'reinforcement learning'; did you mean decision-making-rl? "
        "use an area slug or name from generator/areas.yml",
        f"corrections/{PAPER}.yml:5: unknown area 'nowhere at all'; use an area slug or name from generator/areas.yml",
    ]


@pytest.mark.parametrize("url", [
    "https://arxiv.org/abs/2601.00001", "https://arxiv.org/abs/2601.00001v3", "https://arxiv.org/pdf/2601.00001",
    "https://arxiv.org/abs/math.AG/0601001", "https://arxiv.org/abs/hep-th/9901001v2",
])
def test_real_arxiv_addresses_pass(tmp_path, url):
    folder = tmp_path / "corrections"
    folder.mkdir()
    (folder / f"{PAPER}.yml").write_text(yaml.safe_dump({"links": {"arxiv": url}}))
    assert load_corrections(folder, UNPUBLISHED, AREAS)[PAPER].links == {"arxiv": url}


def test_unknown_paper_id(tmp_path):
    folder = tmp_path / "corrections"
    folder.mkdir()
    shutil.copy(FIXTURES / "valid.yml", folder / "ffffffffff.yml")
    with pytest.raises(CorrectionsError) as error:
        load_corrections(folder, UNPUBLISHED, AREAS, display_root=tmp_path)
    assert error.value.problems == [
        "corrections/ffffffffff.yml:1: unknown paper id 'ffffffffff'; the file name must be the id of a paper "
        "(the last part of its URL)"
    ]


@pytest.mark.parametrize("name, hint", [
    (f"{PAPER}-title", f"; one file per paper: put these fields in {PAPER}.yml"),  # a second file for the paper
    (f"{PAPER} (1)", f"; one file per paper: put these fields in {PAPER}.yml"),
    (PAPER.upper().replace("0", "O"), f"; did you mean {PAPER}?"),  # mistyped
])
def test_a_file_name_that_is_almost_an_id_says_which(tmp_path, name, hint):
    folder = tmp_path / "corrections"
    folder.mkdir()
    shutil.copy(FIXTURES / "valid.yml", folder / f"{name}.yml")
    with pytest.raises(CorrectionsError) as error:
        load_corrections(folder, UNPUBLISHED, AREAS, display_root=tmp_path)
    assert error.value.problems[0].endswith(f"(the last part of its URL){hint}")


def test_every_problem_of_every_file_is_reported(tmp_path):
    folder = tmp_path / "corrections"
    folder.mkdir()
    (folder / f"{PAPER}.yml").write_text("titel: x\nareas: [nowhere]\n")
    (folder / "notes.txt").write_text("stray file")
    with pytest.raises(CorrectionsError) as error:
        load_corrections(folder, UNPUBLISHED, AREAS, display_root=tmp_path)
    assert [line.split(": ", 1)[0] for line in error.value.problems] == [
        f"corrections/{PAPER}.yml:1", f"corrections/{PAPER}.yml:2", "corrections/notes.txt:1"
    ]


def test_withdrawn_with_a_reason(tmp_path):
    folder = tmp_path / "corrections"
    folder.mkdir()
    (folder / f"{PAPER}.yml").write_text("withdrawn:\n  reason: Withdrawn by the authors.\n")
    assert load_corrections(folder, UNPUBLISHED, AREAS)[PAPER].withdrawn_reason == "Withdrawn by the authors."


def test_a_correction_in_a_folder_is_refused_not_ignored(tmp_path):
    """seeds/corrections/2027/<id>.yml passed the check and corrected nothing."""
    (tmp_path / "corrections" / "2027").mkdir(parents=True)
    (tmp_path / "corrections" / "2027" / f"{PAPER}.yml").write_text("title: A Title\n")
    with pytest.raises(CorrectionsError) as error:
        load_corrections(tmp_path / "corrections", UNPUBLISHED, AREAS, display_root=tmp_path)
    assert str(error.value) == ("corrections/2027/: a folder is not read; put correction files directly in "
                                "corrections/, one <paper id>.yml per paper")


def test_no_corrections_folder_means_no_corrections(tmp_path):
    assert load_corrections(tmp_path / "missing", UNPUBLISHED, AREAS) == {}


def test_comparisons_in_math_are_not_html(tmp_path):
    folder = tmp_path / "corrections"
    folder.mkdir()
    (folder / f"{PAPER}.yml").write_text("abstract: We show $p<q$ and $r > s$ for all x < y.\n")
    assert load_corrections(folder, UNPUBLISHED, AREAS)[PAPER].abstract == "We show $p<q$ and $r > s$ for all x < y."


@pytest.mark.parametrize("title, shown", [
    ("'Learning $\\nabla$-Flows: A Study'", "Learning ∇-Flows: A Study"),  # CONTRIBUTING's example
    ("'$k$-Means With $O(\\sqrt{n})$ Queries'", "k-Means With O(√n) Queries"),
    ("'Costs of $5 and $10: Ranking #1'", "Costs of $5 and $10: Ranking #1"),  # amounts, no math
])
def test_a_title_is_shown_as_readers_read_it_not_as_latex(tmp_path, title, shown):
    """'$\\tau$-Softmax' was published as typed: in the heading, citation_title and BibTeX."""
    folder = tmp_path / "corrections"
    folder.mkdir()
    (folder / f"{PAPER}.yml").write_text(f"title: {title}\n")
    assert load_corrections(folder, UNPUBLISHED, AREAS)[PAPER].title == shown


@pytest.mark.parametrize("html", ["<script>alert(1)</script>", '"><svg onload=alert(1)>', "<b>bold</b>", "<!-- x -->"])
def test_html_tags_are_refused(tmp_path, html):
    folder = tmp_path / "corrections"
    folder.mkdir()
    (folder / f"{PAPER}.yml").write_text(yaml.safe_dump({"note": f"see {html}"}))
    with pytest.raises(CorrectionsError, match="note contains raw HTML"):
        load_corrections(folder, UNPUBLISHED, AREAS)


PUBLISHED = ("We introduce FOOBAR, a fabricated method for tests of correction files. It is invented, and so are "
             "its results: it reaches 99% on a benchmark that does not exist, in \\sysname's setting.")


@pytest.mark.parametrize("abstract, kept", [
    ("We introduce FOOBAR, a fabricated method for tests of correction files.", "38%"),  # cut short
    ("We study BARBAZ, another paper's method, which has nothing in common with this one.", "24%"),
])
def test_a_corrected_abstract_that_cuts_or_replaces_the_published_one_is_refused(tmp_path, abstract, kept):
    folder = tmp_path / "corrections"
    folder.mkdir()
    (folder / f"{PAPER}.yml").write_text(f"title: FOOBAR\nabstract: >-\n  {abstract}\n")
    with pytest.raises(CorrectionsError) as error:
        load_corrections(folder, {PAPER: PUBLISHED}, AREAS, display_root=tmp_path)
    assert error.value.problems == [
        f"corrections/{PAPER}.yml:2: abstract keeps only {kept} of the published one's text; a correction fixes it "
        "(a typo, a macro), it does not cut or replace it: is every line of it uncommented, and is this the right "
        "paper?"]


def test_a_corrected_abstract_may_fix_a_macro_and_a_typo(tmp_path):
    folder = tmp_path / "corrections"
    folder.mkdir()
    fixed = PUBLISHED.replace("\\sysname's", "FOOBAR's").replace("invented", "fabricated")
    (folder / f"{PAPER}.yml").write_text(f"abstract: >-\n  {fixed}\n")
    assert load_corrections(folder, {PAPER: PUBLISHED}, AREAS)[PAPER].abstract == fixed


def test_a_corrected_abstract_may_keep_a_macro_of_the_published_one_but_bring_in_none(tmp_path):
    """A contributor wrote "\\ours{}" for the name: check passed with a warning naming the seed
    list, and the page showed ⟨ours⟩ (a title's macro was refused, as CONTRIBUTING says of both)."""
    folder = tmp_path / "corrections"
    folder.mkdir()
    kept = PUBLISHED.replace("invented", "fabricated")  # \sysname stays, as published: the page is no worse
    (folder / f"{PAPER}.yml").write_text(f"abstract: >-\n  {kept}\n")
    assert load_corrections(folder, {PAPER: PUBLISHED}, AREAS)[PAPER].abstract == kept
    added = PUBLISHED.replace("\\sysname's", "\\ours{}'s")
    (folder / f"{PAPER}.yml").write_text(f"abstract: >-\n  {added}\n")
    with pytest.raises(CorrectionsError) as error:
        load_corrections(folder, {PAPER: PUBLISHED}, AREAS, display_root=tmp_path)
    assert error.value.problems == [f"corrections/{PAPER}.yml:1: abstract: \\ours is not a LaTeX command this "
                                    "site knows; write what it stands for"]


def test_a_corrected_abstract_copied_from_the_page_without_its_math_is_refused(tmp_path):
    """A contributor fixed a typo in the abstract copied from the page: its math was text there
    ("O (H4S...)"), so the page lost all its formulas, and check passed (fabricated text)."""
    published = ("We study sample complexity: learning takes $\\tilde O(H^4 S A/\\epsilon^2)$ episodes, which "
                 "matches the lower bound up to logs for every state action pair of the game.")
    copied = published.replace("$\\tilde O(H^4 S A/\\epsilon^2)$", "O~(H4SA/ε2)").replace("action pair", "action-pair")
    folder = tmp_path / "corrections"
    folder.mkdir()
    (folder / f"{PAPER}.yml").write_text(f"abstract: >-\n  {copied}\n", encoding="utf-8")
    with pytest.raises(CorrectionsError) as error:
        load_corrections(folder, {PAPER: published}, AREAS, display_root=tmp_path)
    assert error.value.problems == [
        f"corrections/{PAPER}.yml:1: abstract has none of the published one's 1 formula ($...$): copied from the "
        "page, its math is text; start from the paper's text in its seed list (the page's Source link) and fix it there"]
    fixed = published.replace("action pair", "action-pair")  # the same fix, its math kept
    (folder / f"{PAPER}.yml").write_text(f"abstract: >-\n  {fixed}\n", encoding="utf-8")
    assert load_corrections(folder, {PAPER: published}, AREAS)[PAPER].abstract == fixed


@pytest.mark.parametrize("published, fixed", [
    # Chinese has no spaces between words: two typos fixed (fabricated text)
    ("我们提出了一种新的缓存方法，用于加速大型语言模型的推理。该方法在多个基准上将延迟降低了一半，同时保持了输出质量不变。"
     "实验表明，它在长上下文场景中尤其有效，并且不需要任何额外的训练或者微调步骤。我们还分析了它的内存开销和适用范围。",
     "我们提出了一种新的缓存方法，用于加速大型语言模型的推理。该方法在多个基准上将延迟降低了一半，同时保持了输出质量不变。"
     "实验表明，它在长上下文场景中尤其有效，并且不需要任何额外的训练或微调步骤。我们还分析了它的内存开销与适用范围。"),
    ("TBA.", "We introduce FOOBAR, a fabricated method whose abstract the list had not published yet."),
])
def test_a_corrected_abstract_in_another_script_or_of_a_placeholder_is_accepted(tmp_path, published, fixed):
    folder = tmp_path / "corrections"
    folder.mkdir()
    (folder / f"{PAPER}.yml").write_text(f"abstract: >-\n  {fixed}\n", encoding="utf-8")
    assert load_corrections(folder, {PAPER: published}, AREAS)[PAPER].abstract == fixed


def test_a_correction_next_to_the_corrections_folder_is_an_error_not_ignored(tmp_path):
    # a contributor put seeds/<id>.yml instead of seeds/corrections/<id>.yml: check passed, nothing changed
    (tmp_path / "corrections").mkdir()
    shutil.copy(FIXTURES / "valid.yml", tmp_path / f"{PAPER}.yml")
    with pytest.raises(CorrectionsError) as error:
        load_corrections(tmp_path / "corrections", UNPUBLISHED, AREAS, display_root=tmp_path.parent)
    assert error.value.problems == [f"{tmp_path.name}/{PAPER}.yml: a correction is not read here; move it to "
                                    f"corrections/{PAPER}.yml"]
    # ... also with no corrections folder yet, and the registry of ids beside it is no correction
    (tmp_path / "corrections").rmdir()
    (tmp_path / "published-ids.yml").write_text("{}\n", encoding="utf-8")
    with pytest.raises(CorrectionsError):
        load_corrections(tmp_path / "corrections", UNPUBLISHED, AREAS)
