"""Tests for generator.normalize, driven by tests/data/normalize_cases.yml and the real seeds."""

from __future__ import annotations

import re
from html import escape as html_escape
from pathlib import Path

import pytest
import yaml
from bs4 import BeautifulSoup

from generator.model import Paper, Source
from generator.normalize import ParsedAbstract, abstract_html, normalize_abstract, plain_text, undefined_macros

ROOT = Path(__file__).resolve().parent.parent
TABLE = yaml.safe_load((ROOT / "tests/data/normalize_cases.yml").read_text(encoding="utf-8"))
CASES = TABLE["cases"]
HOSTILE = TABLE["hostile"]

SEED_MATH_SPANS = 88
FORBIDDEN_TAGS = {"script", "iframe", "img", "style", "svg", "object", "embed", "link", "meta", "form"}


def seed_abstracts() -> list[str]:
    """Every abstract in seeds/*.txt: blank-line-separated paragraphs after the heading."""
    abstracts = []
    for path in sorted((ROOT / "seeds").glob("*.txt")):
        paragraphs = [p.strip() for p in re.split(r"\n\s*\n", path.read_text(encoding="utf-8"))]
        abstracts += [p for p in paragraphs[1:] if p]
    return abstracts


def assert_inert(html: str) -> None:
    soup = BeautifulSoup(html, "html.parser")
    for tag in soup.find_all(True):
        assert tag.name not in FORBIDDEN_TAGS, html
        if tag.name == "a":  # `\url`, `\href`: an http(s) link with a host, not nested, nothing else
            assert tag.attrs.keys() == {"href", "rel"} and tag["rel"] == ["nofollow", "noopener"], html
            assert re.match(r"https?://[^/?#\s]", tag["href"], re.IGNORECASE), html
            assert tag.find("a") is None, html
            continue
        for name, value in tag.attrs.items():
            assert not name.lower().startswith("on"), html
            assert name.lower() not in {"href", "src", "xlink:href", "style"}, html
            values = value if isinstance(value, list) else [value]
            assert not any("javascript:" in v.lower().replace(" ", "") for v in values), html


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_case(case: dict) -> None:
    assert {"html", "plain", "contains", "not_contains", "undefined"} & case.keys(), "case checks nothing"
    html = abstract_html(case["input"])
    assert "\n" not in html
    if "html" in case:
        assert html == case["html"]
    for fragment in case.get("contains", []):
        assert fragment in html
    for fragment in case.get("not_contains", []):
        assert fragment not in html
    if "plain" in case:
        assert plain_text(case["input"]) == case["plain"]
    if "undefined" in case:
        assert undefined_macros(case["input"]) == case["undefined"]


@pytest.mark.parametrize("text", HOSTILE + [case["input"] for case in CASES])
def test_output_is_inert(text: str) -> None:
    assert_inert(abstract_html(text))


@pytest.mark.parametrize(
    "text",
    [
        "\\emph{" * 1200 + "x" + "}" * 1200,
        "{\\it " * 1200 + "x" + "}" * 1200,
        "$" + "\\frac{" * 600 + "x" + "}{y}" * 600 + "$",
    ],
)
def test_deep_nesting_does_not_crash(text: str) -> None:
    assert_inert(abstract_html(text))
    assert plain_text(text)


# 150 KB of openers that never close.  Searching onward from every opener made
# these quadratic (8 minutes for the first); the output must stay literal text.
PATHOLOGICAL = {
    "star": ("*a " * 50_000, "*a " * 50_000),
    "double star": ("**a " * 37_500, "**a " * 37_500),
    "mixed stars": ("*a **a " * 21_500, "*a **a " * 21_500),
    "paren": ("\\(a " * 37_500, "(a " * 37_500),
    "bracket": ("\\[a " * 37_500, "[a " * 37_500),
    "textbf": ("\\textbf{a " * 15_000, "{a " * 15_000),
    "url": ("\\url{a " * 25_000, "{a " * 25_000),
    "footnote": ("\\footnote{a " * 12_500, "{a " * 12_500),
    "citation option": ("\\citep[a " * 17_000, "[a " * 17_000),
    "markdown link": ("[" * 75_000 + "](https://" + "a" * 75_000, "[" * 75_000 + "](https://" + "a" * 75_000),
    "markdown link text": ("[a " * 25_000 + "](https://a(" + "b" * 75_000, "[a " * 25_000 + "](https://a(" + "b" * 75_000),
}


@pytest.mark.parametrize("text, shown", PATHOLOGICAL.values(), ids=PATHOLOGICAL.keys())
def test_pathological_input_stays_literal(text: str, shown: str) -> None:
    assert len(text) >= 150_000
    assert abstract_html(text) == html_escape(shown.strip(), quote=True)
    assert plain_text(text) == shown.strip()
    assert undefined_macros(text) == []


def test_150_kb_inside_nested_groups() -> None:
    """Nested arguments and emphasis are parsed in place, not copied once per level."""
    text = "\\emph{" * 300 + "*a **b " + "x " * 75_000 + "c** d* " + "}" * 300
    assert len(text) >= 150_000
    html = abstract_html(text)
    assert html.startswith("<em>" * 300 + "<em>a <strong>b x x ") and html.count("<em>") == 301
    assert plain_text(text) == "a b " + "x " * 75_000 + "c d"


def test_150_kb_of_declarations() -> None:
    """A declaration replaces the one before it in its group, so `\\it ... \\bf ...`
    neither nests nor rescans; and the unclosed `{` stays literal."""
    text = "{\\it a \\bf b " * 12_000
    assert len(text) >= 150_000
    html = "{" + "<em>a </em><strong>b {</strong>" * 11_999 + "<em>a </em><strong>b</strong>"
    assert abstract_html(text) == html
    assert plain_text(text) == ("{a b " * 12_000).strip()
    assert undefined_macros(text) == []


def test_unclosed_groups_in_a_150_kb_formula() -> None:
    text = "$" + "\\alpha{a " * 16_700 + "x$"
    assert len(text) >= 150_000
    assert abstract_html(text) == f'<code class="math-source">{html_escape(text)}</code>'
    assert plain_text(text) == "αa " * 16_700 + "x"


def test_seed_math_all_converts() -> None:
    """Every `$...$` span in the real seeds becomes MathML, none falls back to source."""
    spans = 0
    for abstract in seed_abstracts():
        html = abstract_html(abstract)
        assert "math-source" not in html, abstract[:80]
        spans += html.count("<math ")
    assert spans == SEED_MATH_SPANS


def test_seed_output_shape() -> None:
    """Seed abstracts render to one inert line with no raw LaTeX control word left."""
    abstracts = seed_abstracts()
    assert len(abstracts) == 57
    for abstract in abstracts:
        html = abstract_html(abstract)
        assert "\n" not in html
        assert_inert(html)
        assert not re.search(r"\\[A-Za-z]", re.sub(r' title="[^"]*"', "", html)), abstract[:80]
        assert not re.search(r"\\[A-Za-z]", plain_text(abstract)), abstract[:80]


def test_seed_undefined_macros() -> None:
    found = {name for abstract in seed_abstracts() for name in undefined_macros(abstract)}
    assert found == {"\\sysname"}


@pytest.mark.parametrize("text", seed_abstracts() + [case["input"] for case in CASES] + HOSTILE)
def test_one_parse_gives_all_three_forms(text: str) -> None:
    normalized = normalize_abstract(text)
    assert normalized.text == text
    assert normalized.html == abstract_html(text)
    assert normalized.plain == plain_text(text) == ParsedAbstract(text).plain
    assert list(normalized.undefined_macros) == undefined_macros(text)


def test_a_paper_carries_the_parse_of_its_own_abstract() -> None:
    """The pipeline hands each paper the parse it made; a paper made without one,
    or given another abstract since, parses its abstract itself."""
    fields = dict(id="0123456789", title="A Title", title_source="derived", description="One.", areas=("theory",),
                  area_evidence=(), keywords=(), source=Source("a.txt", 1, 3))
    given = normalize_abstract("We propose *FOOBAR*.")
    assert Paper(abstract="We propose *FOOBAR*.", normalized=given, **fields).normalized is given
    paper = Paper(abstract="We use \\sysname.", **fields)
    assert paper.abstract_html == abstract_html("We use \\sysname.")
    assert paper.normalized.undefined_macros == ("\\sysname",)
    assert Paper(abstract="Other $x$.", normalized=given, **fields).normalized.plain == "Other x."
