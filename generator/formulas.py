"""One LaTeX formula (the source between `$...$`) as safe MathML.

latex2mathml converts the formula; its tree is re-serialised through a whitelist
of MathML elements and attributes, with every text escaped, so a formula can never
become markup. Its plain text (formula_text.py: Unicode symbols, `a/b` for fractions),
which titles, keywords and the search index read, rides along as an annotation.
"""

from __future__ import annotations

import html
import re
import unicodedata
from functools import lru_cache
from xml.etree.ElementTree import Element

from latex2mathml.converter import convert_to_element

from generator.formula_text import for_latex2mathml, formula_text
from generator.mathml_spacing import respace

MATHML_ELEMENTS = frozenset(
    "math mrow mi mn mo ms mtext mspace msub msup msubsup mfrac msqrt mroot mover munder "
    "munderover mtable mtr mtd mstyle mpadded mphantom menclose semantics annotation".split()
)
MATHML_ATTRIBUTES = frozenset(
    "display xmlns mathvariant stretchy fence separator lspace rspace accent accentunder "
    "columnalign width height depth linethickness displaystyle scriptlevel minsize maxsize "
    "movablelimits form symmetric largeop notation".split()
)


def _escape(text: str) -> str:
    return html.escape(text, quote=True)


# mathvariant values of upright alphabets, and the capital Greek letters LaTeX sets upright.
_UPRIGHT_VARIANTS = frozenset("normal bold sans-serif bold-sans-serif monospace".split())
_CAPITAL_GREEK = frozenset("ΓΔΘΛΞΠΣΥΦΨΩ")


# MathML's mathvariant, which Chromium ignores (but "normal"), as the style word of the
# Unicode names of mathematical letters and digits ("MATHEMATICAL BOLD SMALL X"), and
# the names of the letters that Unicode had before that block ("DOUBLE-STRUCK CAPITAL R").
_VARIANT_STYLES = {
    "bold": ("BOLD",), "italic": ("ITALIC",), "bold-italic": ("BOLD ITALIC",),
    "double-struck": ("DOUBLE-STRUCK",), "script": ("SCRIPT",), "bold-script": ("BOLD SCRIPT",),
    "fraktur": ("FRAKTUR", "BLACK-LETTER"), "bold-fraktur": ("BOLD FRAKTUR",), "sans-serif": ("SANS-SERIF",),
    "bold-sans-serif": ("SANS-SERIF BOLD",), "sans-serif-italic": ("SANS-SERIF ITALIC",),
    "sans-serif-bold-italic": ("SANS-SERIF BOLD ITALIC",), "monospace": ("MONOSPACE",),
}
_LETTER_OR_DIGIT = re.compile(r"(?:LATIN|GREEK) (CAPITAL|SMALL) LETTER (\w+)|(DIGIT \w+)")


def _styled_character(character: str, variant: str) -> str | None:
    """The mathematical letter or digit of `character` in `variant` ("x", "bold": "𝐱"), if any."""
    name = _LETTER_OR_DIGIT.fullmatch(unicodedata.name(character, ""))
    if not name:
        return None
    tail = name[3] or f"{name[1]} {name[2]}"
    if (variant, tail) == ("italic", "SMALL H"):
        return "ℎ"  # PLANCK CONSTANT, the italic h
    for style in _VARIANT_STYLES[variant]:
        for prefix in ("MATHEMATICAL ", ""):
            try:
                return unicodedata.lookup(f"{prefix}{style} {tail}")
            except KeyError:
                continue
    return None


def _restyle_variant(child: Element) -> None:
    """A styled `<mi>` or `<mn>` ("\\mathbb E", "\\mathbf x", "\\boldsymbol\\xi") in the
    mathematical letters of its style, which every browser draws as styled."""
    variant = child.get("mathvariant")
    text = html.unescape(child.text or "")
    if child.tag not in ("mi", "mn") or variant not in _VARIANT_STYLES or not text:
        return
    styled = [_styled_character(character, variant) for character in text]
    if all(styled):
        child.text = "".join(styled)
        del child.attrib["mathvariant"]


def _restyle_identifiers(el: Element) -> None:
    """Make latex2mathml's letters look as in LaTeX in a MathML Core browser (in place).

    latex2mathml writes `\\mathsf{polylog}` (also `\\mathrm`, `\\mathtt`,
    `\\mathbf`) as one `<mi mathvariant="sans-serif">` per letter.  Chromium
    ignores every mathvariant but "normal" and draws a one-letter `<mi>` in
    italic, so the word showed as spaced italic letters.  Each run of sibling
    `<mi>` with the same upright variant becomes one `<mi>` holding the word,
    which MathML Core draws upright.  (`\\mathit`, `\\mathcal`... stay one
    symbol per letter, as in LaTeX.)  A capital Greek letter alone in a plain
    `<mi>` gets mathvariant="normal": upright, as LaTeX sets `\\Gamma`.  And the
    letters of any other variant become the mathematical letters of their style
    (`_restyle_variant`: "\\mathbb E", "\\mathbf x" showed as a plain E and x).
    """
    children: list[Element] = []
    run: list[str] = []  # texts of the run of upright <mi> that children[-1] begins
    for child in el:
        _restyle_identifiers(child)
        variant = child.get("mathvariant") if child.tag == "mi" else None
        if run and variant == children[-1].get("mathvariant") and not children[-1].tail:
            run.append(child.text or "")
            children[-1].tail = child.tail
            continue
        if len(run) > 1:
            children[-1].text = "".join(run)
        run = [child.text or ""] if variant in _UPRIGHT_VARIANTS else []
        if child.tag == "mi" and variant is None and html.unescape(child.text or "") in _CAPITAL_GREEK:
            child.set("mathvariant", "normal")
        children.append(child)
    if len(run) > 1:
        children[-1].text = "".join(run)
    for child in children:
        _restyle_variant(child)
    el[:] = children


def _serialise_mathml(el: Element) -> str:
    """Re-serialise a latex2mathml tree keeping only whitelisted elements and attributes.

    latex2mathml stores character references as literal text ("&#x003B5;") and
    does not escape text from `\\text{...}`, so every text node is unescaped and
    then escaped again.  Elements outside the whitelist are dropped but their
    text is kept (escaped).
    """
    inner = _serialise_children(el)
    if el.tag not in MATHML_ELEMENTS:
        return inner
    return f"<{el.tag}{_serialise_attributes(el)}>{inner}</{el.tag}>"


def _serialise_children(el: Element) -> str:
    inner = _escape(html.unescape(el.text or ""))
    for child in el:
        inner += _serialise_mathml(child) + _escape(html.unescape(child.tail or ""))
    return inner


def _serialise_attributes(el: Element) -> str:
    return "".join(
        f' {name}="{_escape(html.unescape(value))}"'
        for name, value in el.attrib.items()
        if name in MATHML_ATTRIBUTES and (name not in LENGTHS or _modest_length(value))
    )


# Attributes that size a space or a box: `\hspace{-500em}` or `\rule{300em}{300em}` would
# push the abstract off the screen or draw the formula over it. A length within
# LENGTH_RANGE em (as LaTeX's own spaces are: `\!` is -1/6 em, `\qquad` 2 em) or one of
# MathML's named spaces is kept; any other is dropped, and the space takes no room.
LENGTHS = frozenset("width height depth lspace rspace".split())
LENGTH_RANGE = (-1.0, 6.0)
_EMS_PER_UNIT = {"em": 1.0, "ex": 0.5, "px": 1 / 16, "pt": 1 / 10, "mu": 1 / 18, "mm": 0.236, "cm": 2.36, "in": 6.0,
                 "": 1.0}
_LENGTH = re.compile(r"([+-]?\d+(?:\.\d*)?|[+-]?\.\d+)\s*(em|ex|px|pt|mu|mm|cm|in|)")
_NAMED_SPACE = re.compile(r"(?:negative)?(?:very)*(?:thin|thick|medium)mathspace")


def _modest_length(value: str) -> bool:
    length = _LENGTH.fullmatch(value.strip())
    if not length:
        return bool(_NAMED_SPACE.fullmatch(value.strip()))
    ems = float(length[1]) * _EMS_PER_UNIT[length[2]]
    return LENGTH_RANGE[0] <= ems <= LENGTH_RANGE[1]


# Marks the rendered formula so that Material's search indexer skips it (see
# `mathml`); Material's search plugin deletes the attribute from the page.
_SEARCH_EXCLUDE = 'data-search-exclude="math"'


def _mark_unknown_commands(tree: Element) -> None:
    """A command latex2mathml does not know (a paper's own `\\R`, `\\norm`), which it
    writes as `<mi>\\R</mi>`, as the placeholder prose shows for one: ⟨R⟩."""
    for element in tree.iter("mi"):
        if (name := UNKNOWN_COMMAND.fullmatch(html.unescape(element.text or ""))):
            element.text = f"⟨{name[1]}⟩"


UNKNOWN_COMMAND = re.compile(r"\\([A-Za-z]+)")
UNRENDERED = '<code class="math-source">'  # what a formula that cannot be converted starts with
WIDE_INLINE_CHARS = 40  # an inline formula whose text is longer may be wider than a phone (390 px)
MARKED_COMMAND = re.compile(r"<mi>⟨([A-Za-z]+)⟩</mi>")


def unknown_commands(formula: str) -> list[str]:
    """The commands of a formula's MathML (`mathml`) that no table knows, as `\\name`."""
    return ["\\" + name for name in MARKED_COMMAND.findall(formula)]


@lru_cache(maxsize=1 << 14)  # formulas recur across abstracts ($k$, $O(n)$, $\epsilon$)
def mathml(source: str, raw: str, display: bool) -> str:
    """MathML for the formula `source`, or `raw` (the span as written, delimiters
    included) in `<code class="math-source">` if it cannot be converted.

    The page's text is what the search index gets, and the text of MathML is
    token soup ("O~(H4Smaxi∈[m]Ai/ε2)").  So the formula is wrapped as

        <math><semantics>
          <semantics data-search-exclude="math"><mrow>formula</mrow></semantics>
          <annotation encoding="text/plain">Õ(H^4S max_i∈[m] A_i/ε^2)</annotation>
        </semantics></math>

    Browsers render only the first child of `<semantics>`, so the page looks
    the same, while Material's indexer skips the marked element and indexes the
    annotation (`formula_text`).  The marker sits on an inner `<semantics>`
    because Material matches elements by tag name: an `<mrow>` marker would be
    unmarked by the first nested `</mrow>`, and latex2mathml never writes
    `<semantics>`.
    """
    try:
        tree = convert_to_element(for_latex2mathml(source), display="block" if display else "inline")
        _restyle_identifiers(tree)
        respace(tree, display)
        _mark_unknown_commands(tree)
        children = list(tree)
        if len(children) == 1 and children[0].tag == "mrow" and not children[0].attrib and not tree.text:
            tree = children[0]  # latex2mathml's usual single <mrow>: do not nest another
        formula = _serialise_children(tree)
    except Exception:  # latex2mathml raises assorted errors on malformed input; deep nesting recurses
        return f'{UNRENDERED}{_escape(raw)}</code>'
    # A display formula wider than a phone scrolls (extra.css): as a scrolled region it
    # takes the keyboard focus, or keyboards could not scroll it (WCAG 2.1.1). So does a
    # long inline one, on a phone only, where it pushed the whole page sideways.
    text = formula_text(source)
    opening = ('display="block" tabindex="0"' if display else
               'display="inline" class="math-wide" tabindex="0"' if len(text) > WIDE_INLINE_CHARS else 'display="inline"')
    return (
        f'<math xmlns="http://www.w3.org/1998/Math/MathML" {opening}>'
        f"<semantics><semantics {_SEARCH_EXCLUDE}><mrow>{formula}</mrow></semantics>"
        f'<annotation encoding="text/plain">{_escape(text)}</annotation></semantics></math>'
    )
