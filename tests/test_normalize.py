"""Tests for generator.normalize, driven by tests/data/normalize_cases.yml and the real seeds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from bs4 import BeautifulSoup

from generator.normalize import abstract_html, plain_text, undefined_macros

ROOT = Path(__file__).resolve().parent.parent
TABLE = yaml.safe_load((ROOT / "tests/data/normalize_cases.yml").read_text(encoding="utf-8"))
CASES = TABLE["cases"]
HOSTILE = TABLE["hostile"]

SEED_MATH_SPANS = 88
FORBIDDEN_TAGS = {"script", "iframe", "img", "style", "svg", "object", "embed", "a", "link", "meta", "form"}


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
    "text", ["\\emph{" * 1200 + "x" + "}" * 1200, "$" + "\\frac{" * 600 + "x" + "}{y}" * 600 + "$"]
)
def test_deep_nesting_does_not_crash(text: str) -> None:
    assert_inert(abstract_html(text))
    assert plain_text(text)


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
