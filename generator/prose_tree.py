"""The tree an abstract parses into (generator/prose_parser.py builds it), and its
serialisations: safe HTML, readable plain text, the undefined macros and formulas.

The HTML serialiser escapes every piece of input text, so input can never create
markup; the only tags in the output are the ones written here and a MathML
whitelist. Each formula carries its plain text as a MathML annotation, which is
what the site's search index gets (see ``formulas.mathml``).
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from generator.formula_text import formula_text
from generator.formulas import UNRENDERED, mathml, unknown_commands

@dataclass(frozen=True)
class Math:
    source: str  # LaTeX between the delimiters
    raw: str  # the span as written, delimiters included
    display: bool


@dataclass(frozen=True)
class Styled:
    tag: str  # key of HTML_WRAPPERS
    children: list[Node]


# What a linked URL may contain: RFC 3986 characters and `%` in ASCII, and printable
# non-ASCII characters (IRIs); so no space, control, quote, `<>\^`{|}` or bidi control.
_URL_CHARACTERS = re.compile(r"[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%\u0080-\U0010ffff]+")


def http_url(url: str) -> str | None:
    """`url` if it is an absolute http(s) URL with a host and only safe characters, else None."""
    if not _URL_CHARACTERS.fullmatch(url) or not url.isprintable():
        return None
    try:
        parts = urlsplit(url)
    except ValueError:  # an unclosed IPv6 bracket, for instance
        return None
    return url if parts.scheme.lower() in ("http", "https") and parts.hostname else None


@dataclass(frozen=True)
class Link:
    href: str  # an http(s) URL with a host, checked by `http_url`
    children: list[Node]


@dataclass(frozen=True)
class Undefined:
    name: str  # without the backslash
    children: list[Node] = field(default_factory=list)  # its braced arguments (`\\abs{x}`), if any


Node = str | Math | Styled | Link | Undefined

HTML_WRAPPERS = {
    "strong": ("<strong>", "</strong>"),
    "em": ("<em>", "</em>"),
    "code": ("<code>", "</code>"),
    "small-caps": ('<span class="small-caps">', "</span>"),
    "underline": ("<u>", "</u>"),
    "sup": ("<sup>", "</sup>"),
    "sub": ("<sub>", "</sub>"),
    "plain": ("", ""),  # a font or size the site does not reproduce (\\textsf, \\rm, \\small)
}


# --------------------------------------------------------------------------
# HTML

def _escape(text: str) -> str:
    return html.escape(text, quote=True)


def to_html(nodes: list[Node], in_link: bool = False) -> str:
    """HTML for `nodes`; inside a link (`in_link`), a nested link shows only its text."""
    out = []
    for position, node in enumerate(nodes):
        if isinstance(node, str):
            glued = _PUNCTUATION.match(node) if position and _inline_math(nodes[position - 1]) else None
            if glued:  # "... $O(d)$." : the full stop never wraps to a line of its own
                out[-1] = f'<span class="math-punct">{out[-1]}{_escape(glued[0])}</span>'
            out.append(_escape(node[glued.end():] if glued else node))
        elif isinstance(node, Math):
            out.append(mathml(node.source, node.raw, node.display))
        elif isinstance(node, Styled):
            start, end = HTML_WRAPPERS[node.tag]
            out.append(start + to_html(node.children, in_link) + end)
        elif isinstance(node, Link):
            text = to_html(node.children, True)
            href = _escape(node.href)
            out.append(text if in_link else f'<a href="{href}" rel="nofollow noopener">{text}</a>')
        else:
            title = _escape(f"undefined macro \\{node.name}")
            out.append(f'<span class="undefined-macro" title="{title}">⟨{_escape(node.name)}⟩</span>')
            out.append(to_html(node.children, in_link))
    return "".join(out)


_PUNCTUATION = re.compile(r"[.,;:!?)\]’”]+")


def _inline_math(node: Node) -> bool:
    return isinstance(node, Math) and not node.display


_SPACE_RUN = re.compile(" {2,}")


def single_line_html(nodes: list[Node]) -> str:
    # Input whitespace is collapsed before parsing; this only tidies spacing macros like `\\`.
    return _SPACE_RUN.sub(" ", to_html(nodes)).strip()


# --------------------------------------------------------------------------
# Plain text

def to_plain(nodes: list[Node], formula: Callable[[str], str] = formula_text) -> str:
    """The text of `nodes`, each formula as `formula` writes its source."""
    out = []
    for node in nodes:
        if isinstance(node, str):
            out.append(node)
        elif isinstance(node, Math):
            out.append(formula(node.source))
        elif isinstance(node, (Styled, Link)):
            out.append(to_plain(node.children, formula))
        else:  # the argument is the best reading of an author's macro; without one, a placeholder
            out.append(to_plain(node.children, formula) if node.children else f"⟨{node.name}⟩")
    return "".join(out)


def collapsed_plain(nodes: list[Node], formula: Callable[[str], str] = formula_text) -> str:
    plain = unicodedata.normalize("NFC", to_plain(nodes, formula))
    return " ".join(plain.split())


def marked_formula(source: str) -> str:
    """A formula's text between dollars, as the keyword extractor reads math: "$k$-means"
    is "k-means", and a longer formula ("$log log n$", "$Pr[X]$") is no part of a key phrase."""
    return f"${formula_text(source)}$"


# --------------------------------------------------------------------------
# What the text holds


def _walk(nodes: list[Node]):
    """Every node of the tree in reading order, children after their parent."""
    for node in nodes:
        yield node
        if isinstance(node, (Styled, Link, Undefined)):
            yield from _walk(node.children)


def undefined_names(nodes: list[Node]) -> list[str]:
    found: set[str] = set()
    for node in _walk(nodes):
        if isinstance(node, Undefined):
            found.add("\\" + node.name)
        if isinstance(node, Math):  # a paper's own command in a formula ("$\R^d$"), shown as ⟨R⟩
            found.update(unknown_commands(mathml(node.source, node.raw, node.display)))
    return sorted(found)


def unreadable_formulas(nodes: list[Node]) -> list[str]:
    """The formulas (as written, delimiters included) that cannot be rendered, so the
    page shows their LaTeX source ("$\\left( x$")."""
    return [node.raw for node in _walk(nodes)
            if isinstance(node, Math) and mathml(node.source, node.raw, node.display).startswith(UNRENDERED)]


def formula_texts(nodes: list[Node]) -> list[str]:
    return [formula_text(node.source) for node in _walk(nodes) if isinstance(node, Math)]
