"""TeX's spacing in latex2mathml's MathML, as a MathML Core browser draws it
(formulas.py calls `respace` on each converted formula).

MathML Core spaces an operator by its dictionary, and latex2mathml's tree meets it
badly: a function name in `<mi>` gets no space ("nlogn"), a word it does not know
(`<mo>max</mo>`, `<mo>det</mo>`) 0.28 em on each side ("det (A)"), a minus inside a row
is a binary one ("exp( − x)"), "/" is spaced ("1 / n"), infinity is an operator ("= ∞"
with 0.56 em), and a prime in a superscript shrinks twice (a tiny raised tick). TeX
sets a thin space between a function or operator name and its neighbours, except
before an opening parenthesis or next to an operator; a sign after an operator or
an opening is unary; "/" and primes take no space.
"""

from __future__ import annotations

import html
from xml.etree.ElementTree import Element

from latex2mathml.commands import FUNCTIONS

#: Function names that latex2mathml writes as a plain <mi> (\log -> <mi>log</mi>).
FUNCTION_NAMES = frozenset(name.lstrip("\\") for name in FUNCTIONS)
THIN_SPACE = "0.167em"  # as latex2mathml writes \,
SIGNS = frozenset("−-+±∓")
CLOSING = frozenset(")]}⟩⌋⌉")
PRIMES = frozenset("′″‴⁗")
_SCRIPTED = ("msub", "msup", "msubsup", "munder", "mover", "munderover")
_ROWS = frozenset("math mrow msqrt mtd mstyle mpadded mphantom menclose".split())  # any number of children


def respace(tree: Element, display: bool = False) -> None:
    """Set TeX's spacing in a latex2mathml tree (in place); in a display formula, the
    limits of an operator name or a large operator go below and above it."""
    for element in tree.iter():
        if display and element.tag in _SIDE_TO_UNDER and len(element) and _takes_limits(element[0]):
            element.tag = _SIDE_TO_UNDER[element.tag]  # "max_{x∈X}" as TeX displays it
        if _is_word_operator(element) or (element.tag == "mo" and _text(element) == "/"):
            element.set("lspace", "0")  # a word (max, det, an \operatorname): the thin spaces come below
            element.set("rspace", "0")
        elif element.tag == "mo" and _text(element) == "∞":
            element.tag = "mi"
    _primes_after_their_base(tree)
    _space_rows(tree)


_SIDE_TO_UNDER = {"msub": "munder", "msubsup": "munderover"}
LARGE_OPERATORS = frozenset("∑∏∐⋃⋂⨁⨂⨀")  # not ∫, whose limits TeX keeps beside it


def _takes_limits(base: Element) -> bool:
    return _is_word_operator(base) or (base.tag == "mo" and _text(base) in LARGE_OPERATORS)


def _is_word_operator(element: Element) -> bool:
    """`<mo>max</mo>`, `<mo>det</mo>`, an `\\operatorname`: a word latex2mathml writes as an operator."""
    text = _text(element)
    return element.tag == "mo" and text.isalpha() and len(text) > 1


def _text(element: Element) -> str:
    return html.unescape(element.text or "").strip()


def _is_name(element: Element) -> bool:
    """`\\log`, `\\max_x`, `\\sin^2`, `\\operatorname{tr}`: a function or operator name, with its scripts."""
    base = element[0] if element.tag in _SCRIPTED and len(element) else element
    return (base.tag == "mi" and _text(base) in FUNCTION_NAMES) or _is_word_operator(base)


def _spaces_itself(element: Element | None) -> bool:
    """Nothing, a space, or an operator (not a closing one) next to a name: no thin space
    goes between them ("log(x)", "= log n"; but "P(x) ln y")."""
    return element is None or element.tag == "mspace" or (
        element.tag == "mo" and _text(element) not in CLOSING and not _is_name(element))


def _space_rows(element: Element) -> None:
    for child in element:
        _space_rows(child)
    if element.tag not in _ROWS:  # a script or fraction has a fixed number of children
        return
    children: list[Element] = []
    old = list(element)
    for position, child in enumerate(old):
        previous = old[position - 1] if position else None
        if child.tag == "mo" and _text(child) in SIGNS and _spaces_itself(previous) and not _is_name(child):
            child.set("form", "prefix")  # "exp(−x)", "= −∑": a sign, not a subtraction
        if _is_name(child):
            if children and not _spaces_itself(children[-1]):
                children.append(Element("mspace", width=THIN_SPACE))
            children.append(child)
            following = old[position + 1] if position + 1 < len(old) else None
            if following is not None and not _spaces_itself(following):
                children.append(Element("mspace", width=THIN_SPACE))
        else:
            children.append(child)
    element[:] = children


def _primes_after_their_base(element: Element) -> None:
    """`f'` is `<msup><mi>f</mi><mi>′</mi></msup>`: the prime glyph is raised already, so
    it follows its base instead ("s_i'" keeps its subscript)."""
    for child in element:
        _primes_after_their_base(child)
    if element.tag not in _ROWS:
        return
    children: list[Element] = []
    for child in element:
        script = child[-1] if child.tag in ("msup", "msubsup") and len(child) >= 2 else None
        if script is None or not _text(script) or not set(_text(script)) <= PRIMES:
            children.append(child)
            continue
        if child.tag == "msup":
            children.append(child[0])
        else:  # msubsup: base and subscript stay a msub
            base = Element("msub")
            base[:] = list(child)[:2]
            children.append(base)
        children.append(Element("mo", lspace="0", rspace="0"))
        children[-1].text = _text(script)
    element[:] = children
