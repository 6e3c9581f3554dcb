"""Checks of a list's paragraphs (generator/list_checks.py and list_checks.yml).
Every paragraph here is fabricated for the tests."""

import pytest

from generator.list_checks import CHECKS, paragraph_warnings
from generator.reader import read_directory, split_paragraphs
from tests.conftest import ROOT


@pytest.mark.parametrize("check", CHECKS, ids=[check.name for check in CHECKS])
def test_each_check_warns_about_its_example_naming_file_and_line(check):
    found = paragraph_warnings("list.txt", [(7, check.example.split("\n"))])
    expected = check.message.split("{found}")[0]  # the message up to the quoted text
    assert any(line.startswith(f"list.txt:7: {expected}") for line in found), found


def test_real_lists_and_the_math_fixture_raise_no_warning():
    """The checks look for what no abstract holds: the seed lists and 59 abstracts written
    as mathematicians write them pass without one."""
    paths = [*sorted((ROOT / "seeds").glob("*.txt")), ROOT / "tests/data/math/math_abstracts.txt"]
    for path in paths:
        assert paragraph_warnings(path.name, split_paragraphs(path.read_text(encoding="utf-8-sig"))[1:]) == []


def test_abstracts_that_are_not_artefacts_raise_no_warning():
    paragraphs = [
        ["Abstract visual reasoning is hard for vision-language models. We improve accuracy by 12% (from 40%)."],
        ["We study the 3. moment of $X$; in 2024, [1, 2] and (a) show &-free grammars; the answer is \"yes\"."],
        ["Our method, i.e. the one above, is 5 % faster, see Fig. 2 and Eq. (3): more is not better."],
        ["> 90% of the mass is kept, and the learner reads more."],
        # what the review found flagged: math with < and >, "Abstract-syntax", commuting matrices,
        # a percentage or math wrapped at a line's start, a link before a paragraph in lower case
        ["In the regime $n<p$ where the model has $d>n$ features, ridge regression is consistent."],
        ["Abstract-syntax-tree encoders help code models, and $X=AB=BA$ for commuting matrices."],
        ["We improve accuracy by 12", "% over the baseline, keeping the top-k%", "of tokens, when $x", "> 0$ and", "> 1$."],
        ["Code is at https://github.com/example/repo"],
        ["mRNA design needs stable sequences, which we generate."],
    ]
    assert paragraph_warnings("list.txt", [(n, lines) for n, lines in enumerate(paragraphs, start=1)]) == []


def test_a_warning_names_the_line_of_what_it_found():
    lines = ["We bound the regret of the learner", "in every round. % TODO: cite the lower bound", "It is tight."]
    assert paragraph_warnings("list.txt", [(3, lines)]) == [
        "list.txt:4: holds '% TODO', a LaTeX comment, shown as written: copied from a paper's source?"]


def test_an_abstract_split_in_two_at_a_page_break_is_warned_about():
    """"...but their training is" / "often unstable and ..." became two pages silently."""
    found = paragraph_warnings("list.txt", [(3, ["We train sparse experts, but their training is"]),
                                  (5, ["often unstable. We fix it with a router loss."]),
                                  (7, ["A whole abstract that ends without a full stop"]),
                                  (9, ["Another, which starts in upper case."])])
    assert found == ["list.txt:3: ends mid-sentence ('sparse experts, but their training is') and the next "
                     "paragraph (line 5) starts in lower case: one abstract split in two, as at a PDF's page "
                     "break? join them"]


def test_an_abstract_cut_short_where_it_was_copied_from_is_warned_about():
    """A real list held 35 abstracts that stop on "the", "with an", "by" or a comma; an
    abstract that merely lacks its full stop, or ends in a link, is whole."""
    found = paragraph_warnings("list.txt", [(3, ["We train sparse experts.", "Adversarial training solves a",
                                                 "min-max optimization problem, with the"]),
                                            (7, ["We show that under general and natural conditions,"]),
                                            (9, ["Experiments show a gain over existing baselines"]),
                                            (11, ["Our code is available at github.com/example/repo"]),
                                            (13, ["A robot walks 6 km at close-to-optimal speed (2-7%)"])])
    assert found == [
        "list.txt:5: ends mid-sentence ('optimization problem, with the'): cut short where it was copied from? complete it "
        "from the paper",
        "list.txt:7: ends mid-sentence ('under general and natural conditions,'): cut short where it was copied from? "
        "complete it from the paper"]


def test_a_paragraph_longer_than_any_abstract_is_warned_about():
    """An e-mail's quoted list (its blank lines are "> ") was read as one abstract."""
    text = "We propose a fabricated method for testing the reader of lists. " * 80
    assert paragraph_warnings("list.txt", [(3, [text])]) == [
        f"list.txt:3: a paragraph of {len(text):,} characters, more than any abstract (OpenReview allows 5,000): "
        "abstracts without a blank line between them?"]


def test_the_reader_reports_them_with_the_lists_other_warnings(tmp_path):
    (tmp_path / "list.txt").write_text("Papers\n\nAbstract: We study a fabricated problem.\n", encoding="utf-8")
    assert read_directory(tmp_path).warnings == [
        "list.txt:3: starts with 'Abstract:': a label copied with the abstract?"]
