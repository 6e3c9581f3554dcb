"""Normalise one OpenReview-style abstract into safe HTML and readable plain text.

Abstract text is untrusted and LaTeX-flavoured: inline math, text macros
(styles, font declarations, citations, links, footnotes, abbreviations,
symbols), LaTeX quotes and dashes, plus some Markdown emphasis and code
spans. Processing happens in three steps, a module each:

1. ``math_spans.split_math`` cuts the text into prose and math segments,
   replacing each math segment with a placeholder.
2. ``prose_parser.Parser`` turns the prose (with placeholders) into a small tree
   of nodes (``prose_tree``): ``str`` for literal text, ``Styled`` for
   emphasis/code/small caps and the other styles, ``Link`` for an http(s) link,
   ``Undefined`` for unknown macros and ``Math`` for math segments.
3. ``prose_tree.to_html`` and ``prose_tree.to_plain`` serialise that tree.

``normalize_abstract`` gives the HTML, the plain text and the undefined macros
from one parse (``ParsedAbstract`` the parse and its plain text, the rest when
asked); the pipeline parses each abstract once.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.prose_parser import parse_abstract
from generator.prose_tree import (collapsed_plain, formula_texts, marked_formula, single_line_html, undefined_names,
                                  unreadable_formulas)

__all__ = ["NormalizedAbstract", "ParsedAbstract", "abstract_html", "marked_plain_text", "normalize_abstract",
           "plain_text", "undefined_macros"]


def abstract_html(text: str) -> str:
    """Safe single-line HTML for the abstract (content only, without the wrapping div)."""
    return single_line_html(parse_abstract(text))


def plain_text(text: str) -> str:
    """Readable Unicode text (not HTML-escaped) with macros resolved and whitespace collapsed."""
    return collapsed_plain(parse_abstract(text))


def marked_plain_text(text: str) -> str:
    """`plain_text` with each formula's text between dollars: what the keyword extractor reads."""
    return ParsedAbstract(text).with_formulas_marked()


def undefined_macros(text: str) -> list[str]:
    """Sorted unique names (with backslash) of unknown macros used outside math."""
    return undefined_names(parse_abstract(text))


@dataclass(frozen=True)
class NormalizedAbstract:
    """An abstract parsed once, in the three forms the stages after reading need."""

    text: str  # the abstract as given
    html: str  # `abstract_html(text)`
    plain: str  # `plain_text(text)`
    undefined_macros: tuple[str, ...]  # `undefined_macros(text)`
    unreadable_formulas: tuple[str, ...]  # formulas shown as their LaTeX source, as written


class ParsedAbstract:
    """An abstract parsed, with its plain text; `normalized()` adds the HTML (its
    MathML is the slow part) whenever the caller likes."""

    def __init__(self, text: str):
        self.text = text
        self.nodes = parse_abstract(text)
        self.plain = collapsed_plain(self.nodes)

    def normalized(self) -> NormalizedAbstract:
        return NormalizedAbstract(self.text, single_line_html(self.nodes), self.plain,
                                  tuple(undefined_names(self.nodes)), tuple(unreadable_formulas(self.nodes)))

    def with_formulas_marked(self) -> str:
        """The plain text with each formula's text between dollars, for the keyword
        extractor (keyword_text.py), which takes key phrases from the prose only."""
        return collapsed_plain(self.nodes, marked_formula)

    def formulas(self) -> tuple[str, ...]:
        """The plain text of each formula, in order ("k", "ε", "O(n log n)")."""
        return tuple(formula_texts(self.nodes))



def normalize_abstract(text: str) -> NormalizedAbstract:
    """`abstract_html`, `plain_text` and `undefined_macros` of `text`, parsing it once."""
    return ParsedAbstract(text).normalized()
