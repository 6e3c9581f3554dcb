"""Normalise one OpenReview-style abstract into safe HTML and readable plain text.

Abstract text is untrusted and LaTeX-flavoured: inline math, a handful of
text macros, LaTeX quotes and dashes, plus some Markdown emphasis and code
spans.  Processing happens in three steps:

1. ``_split_math`` cuts the text into prose and math segments, replacing each
   math segment with a placeholder so that ``*``, ``{`` or backticks inside
   math can never be mistaken for prose markup.
2. ``_parse`` turns the prose (with placeholders) into a small tree of nodes:
   ``str`` for literal text, ``_Styled`` for emphasis/code/small caps,
   ``_Undefined`` for unknown macros and ``_Math`` for math segments.
3. ``_to_html`` and ``_to_plain`` serialise that tree.  The HTML serialiser
   escapes every piece of input text, so input can never create markup; the
   only tags in the output are the ones written here and a MathML whitelist.
"""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass
from xml.etree.ElementTree import Element

from latex2mathml.converter import convert_to_element
from latex2mathml.symbols_parser import convert_symbol

__all__ = ["abstract_html", "plain_text", "undefined_macros"]


# --------------------------------------------------------------------------
# Nodes


@dataclass(frozen=True)
class _Math:
    source: str  # LaTeX between the delimiters
    raw: str  # the span as written, delimiters included
    display: bool


@dataclass(frozen=True)
class _Styled:
    tag: str  # key of _HTML_WRAPPERS
    children: list[_Node]


@dataclass(frozen=True)
class _Undefined:
    name: str  # without the backslash


_Node = str | _Math | _Styled | _Undefined

_HTML_WRAPPERS = {
    "strong": ("<strong>", "</strong>"),
    "em": ("<em>", "</em>"),
    "code": ("<code>", "</code>"),
    "small-caps": ('<span class="small-caps">', "</span>"),
}

# Text macros taking one braced argument, and the wrapper they map to.
_STYLE_MACROS = {
    "textbf": "strong",
    "textit": "em",
    "emph": "em",
    "texttt": "code",
    "textsc": "small-caps",
}

# Argument-less text macros.
_SYMBOL_MACROS = {
    "ldots": "…",
    "dots": "…",
    "textendash": "–",
    "textemdash": "—",
    "textasciitilde": "~",
    "LaTeX": "LaTeX",
    "TeX": "TeX",
}

# `\` + non-letter outside math.  Anything not listed renders as the bare character.
_TEXT_ESCAPES = {",": "\u202f", " ": " ", "\\": " ", "-": "", "/": "", "@": ""}


# --------------------------------------------------------------------------
# Step 1: math segmentation

# Math placeholders are "\uE000<index>\uE001".  Private-use characters are
# removed from the input first, so placeholders cannot be forged.
_PH_OPEN, _PH_CLOSE = "\ue000", "\ue001"
_PLACEHOLDER = re.compile(_PH_OPEN + r"(\d+)" + _PH_CLOSE)
_PRIVATE_USE = re.compile("[\ue000-\uf8ff]")


def _find_unescaped(text: str, needle: str, start: int) -> int:
    """Index of the next `needle` at or after `start` not preceded by a backslash escape, or -1."""
    i = start
    while i < len(text):
        if text[i] == "\\":
            if text.startswith(needle, i) and needle.startswith("\\"):
                return i
            i += 2
        elif text.startswith(needle, i):
            return i
        else:
            i += 1
    return -1


def _single_dollar_end(text: str, i: int) -> int:
    """End index of the closing `$` for an opening `$` at `i`, or -1 if `$` is literal.

    Close to Pandoc's rules: the opener must be followed by a non-space and the
    *next* unescaped `$` must follow a non-space.  When the opener is followed
    by a digit (a possible amount), the closer must not precede a digit either.
    This keeps currency ("$5 million", "$5-$10") literal while "$18$-$20\\times$"
    and "$\\sim$60" are math.
    """
    if i + 1 >= len(text) or text[i + 1].isspace():
        return -1
    j = _find_unescaped(text, "$", i + 1)
    if j == -1 or text[j - 1].isspace():
        return -1
    if text[i + 1].isdigit() and text[j + 1 : j + 2].isdigit():
        return -1
    return j + 1


_DELIMITER_OR_ESCAPE = re.compile(r"[$\\]")


def _split_math(text: str) -> tuple[str, list[_Math]]:
    """Replace math spans with placeholders; return the prose and the math list.

    Recognised: `$...$` and `\\(...\\)` (inline), `$$...$$` and `\\[...\\]` (display).
    Unmatched delimiters stay in the prose as literal text.
    """
    prose: list[str] = []
    maths: list[_Math] = []
    i = 0
    while i < len(text):
        candidate = _DELIMITER_OR_ESCAPE.search(text, i)
        if candidate is None:
            prose.append(text[i:])
            break
        if candidate.start() > i:  # plain prose up to the next `$` or backslash, copied at once
            prose.append(text[i : candidate.start()])
            i = candidate.start()
        opener = next((d for d in ("$$", "$", "\\(", "\\[") if text.startswith(d, i)), None)
        end = -1
        if opener in ("$$", "\\(", "\\["):
            closer = {"$$": "$$", "\\(": "\\)", "\\[": "\\]"}[opener]
            j = _find_unescaped(text, closer, i + len(opener))
            if j > i + len(opener):
                end = j + len(closer)
        elif opener == "$":
            end = _single_dollar_end(text, i)
        if end == -1:
            # Not math: copy one character (two for a backslash escape such as `\$`).
            step = 2 if text[i] == "\\" else 1
            prose.append(text[i : i + step])
            i += step
            continue
        closer_len = 1 if opener == "$" else 2
        raw = text[i:end]
        maths.append(_Math(raw[len(opener) : -closer_len].strip(), raw, opener in ("$$", "\\[")))
        prose.append(f"{_PH_OPEN}{len(maths) - 1}{_PH_CLOSE}")
        i = end
    return "".join(prose), maths


# --------------------------------------------------------------------------
# Step 2: prose parsing

_CONTROL_WORD = re.compile(r"\\([A-Za-z]+)")
_YEAR_QUOTE = re.compile(r"`(?=\d\d(?!\w))")  # [STOC `22]


def _braced(s: str, i: int) -> tuple[str, int] | None:
    """Match a `{...}` group starting at `i` (after optional spaces).

    Returns the group's content and the index after the closing brace, or
    None if there is no balanced group.  Escaped braces do not count.
    """
    while i < len(s) and s[i] == " ":
        i += 1
    if i >= len(s) or s[i] != "{":
        return None
    depth = 0
    j = i
    while j < len(s):
        c = s[j]
        if c == "\\":
            j += 2
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return s[i + 1 : j], j + 1
        j += 1
    return None


def _run_length(s: str, i: int) -> int:
    """Length of the run of identical characters starting at `i`."""
    j = i
    while j < len(s) and s[j] == s[i]:
        j += 1
    return j - i


def _is_word(c: str) -> bool:
    """Letters, digits and math placeholders count as words for dash/emphasis rules."""
    return c.isalnum() or c in (_PH_OPEN, _PH_CLOSE)


def _dash(s: str, i: int, run: int) -> str | None:
    """LaTeX `--`/`---` ligature for a hyphen run at `i`, or None to keep it literal.

    Only dashes between two words ("accuracy--memory") or between two spaces
    ("desiderata -- consistency") are ligatures; "--8<--" stays as written.
    """
    if run not in (2, 3) or i == 0 or i + run >= len(s):
        return None
    before, after = s[i - 1], s[i + run]
    if (_is_word(before) and _is_word(after)) or (before == " " and after == " "):
        return "–" if run == 2 else "—"
    return None


def _emphasis_end(s: str, i: int, run: int) -> int:
    """Index of the `*`-run closing an emphasis opened by `run` stars at `i`, or -1.

    Opener: preceded by start/space/punctuation, followed by a non-space.
    Closer: same number of stars, preceded by a non-space, followed by
    end/space/punctuation.  So `p*`, `H^* x` and `a * b` are never emphasis.
    """
    if run > 2 or (i > 0 and _is_word(s[i - 1])) or i + run >= len(s) or s[i + run].isspace():
        return -1
    j = s.find("*" * run, i + run + 1)
    while j != -1:
        after = j + run
        exact = s[j - 1] != "*" and (after == len(s) or s[after] != "*")
        if exact and not s[j - 1].isspace() and (after == len(s) or not _is_word(s[after])):
            return j
        j = s.find("*" * run, j + 1)
    return -1


def _code_span_end(s: str, i: int) -> int:
    """Index of the backtick closing a code span opened at `i`, or -1.

    A code span is a pair of single backticks with no space just inside them.
    """
    j = s.find("`", i + 1)
    if j <= i + 1 or s[i + 1] == " " or s[j - 1] == " " or s[j + 1 : j + 2] == "`":
        return -1
    return j


# Characters that can start anything but literal text in _parse.
_SPECIAL_CHAR = re.compile("[\ue000\\\\{~`'*-]")


def _parse(s: str, maths: list[_Math]) -> list[_Node]:
    """Parse prose with math placeholders into nodes (see module docstring)."""
    nodes: list[_Node] = []
    buf: list[str] = []

    def flush() -> None:
        if buf:
            nodes.append("".join(buf))
            buf.clear()

    def restore_math_source(text: str) -> str:
        return _PLACEHOLDER.sub(lambda m: maths[int(m.group(1))].raw, text)

    i = 0
    while i < len(s):
        special = _SPECIAL_CHAR.search(s, i)
        if special is None:
            buf.append(s[i:])
            break
        if special.start() > i:  # ordinary text up to the next special character, copied at once
            buf.append(s[i : special.start()])
            i = special.start()
        c = s[i]
        if c == _PH_OPEN:
            m = _PLACEHOLDER.match(s, i)
            flush()
            nodes.append(maths[int(m.group(1))])
            i = m.end()
        elif c == "\\":
            m = _CONTROL_WORD.match(s, i)
            if m is None:  # `\` + one non-letter character
                nxt = s[i + 1 : i + 2]
                buf.append(_TEXT_ESCAPES.get(nxt, nxt) if nxt else "\\")
                i += 2
                continue
            name, i = m.group(1), m.end()
            if name in _STYLE_MACROS:
                arg = _braced(s, i)
                if arg is not None:
                    flush()
                    nodes.append(_Styled(_STYLE_MACROS[name], _parse(arg[0], maths)))
                    i = arg[1]
                continue  # without an argument the macro is dropped
            if name in _SYMBOL_MACROS:
                buf.append(_SYMBOL_MACROS[name])
            else:
                flush()
                nodes.append(_Undefined(name))
            if s.startswith("{}", i):  # `\LaTeX{}` idiom
                i += 2
        elif s.startswith("{,}", i):  # 5{,}000
            buf.append(",")
            i += 3
        elif c == "-":
            run = _run_length(s, i)
            buf.append(_dash(s, i, run) or "-" * run)
            i += run
        elif c == "~":
            buf.append("\u00a0")
            i += 1
        elif s.startswith("``", i):
            buf.append("“")
            i += 2
        elif _YEAR_QUOTE.match(s, i):
            buf.append("’")
            i += 1
        elif c == "`":
            end = _code_span_end(s, i)
            if end == -1:
                buf.append("‘")  # a lone LaTeX opening single quote
                i += 1
            else:
                flush()
                nodes.append(_Styled("code", [restore_math_source(s[i + 1 : end])]))
                i = end + 1
        elif s.startswith("''", i):
            # OpenReview authors often write ''word'' for both quotes: at the start of a word it opens.
            opens = (i == 0 or s[i - 1] in " ([{") and s[i + 2 : i + 3] not in ("", " ")
            buf.append("“" if opens else "”")
            i += 2
        elif c == "*":
            run = _run_length(s, i)
            end = _emphasis_end(s, i, run)
            if end == -1:
                buf.append("*" * run)
                i += run
            else:
                flush()
                nodes.append(_Styled("strong" if run == 2 else "em", _parse(s[i + run : end], maths)))
                i = end + run
        else:
            buf.append(c)
            i += 1
    flush()
    return nodes


def _parse_abstract(text: str) -> list[_Node]:
    """Parse a whole abstract; pathologically nested input is kept as literal text."""
    text = " ".join(_PRIVATE_USE.sub("", text).split())
    try:
        return _parse(*_split_math(text))
    except RecursionError:
        return [text]


# --------------------------------------------------------------------------
# Step 3a: HTML

_MATHML_ELEMENTS = frozenset(
    "math mrow mi mn mo ms mtext mspace msub msup msubsup mfrac msqrt mroot mover munder "
    "munderover mtable mtr mtd mstyle mpadded mphantom menclose semantics annotation".split()
)
_MATHML_ATTRIBUTES = frozenset(
    "display xmlns mathvariant stretchy fence separator lspace rspace accent accentunder "
    "columnalign width height depth linethickness displaystyle scriptlevel minsize maxsize "
    "movablelimits form symmetric largeop notation".split()
)


def _escape(text: str) -> str:
    return html.escape(text, quote=True)


def _serialise_mathml(el: Element) -> str:
    """Re-serialise a latex2mathml tree keeping only whitelisted elements and attributes.

    latex2mathml stores character references as literal text ("&#x003B5;") and
    does not escape text from `\\text{...}`, so every text node is unescaped and
    then escaped again.  Elements outside the whitelist are dropped but their
    text is kept (escaped).
    """
    inner = _escape(html.unescape(el.text or ""))
    for child in el:
        inner += _serialise_mathml(child) + _escape(html.unescape(child.tail or ""))
    if el.tag not in _MATHML_ELEMENTS:
        return inner
    attrs = "".join(
        f' {name}="{_escape(html.unescape(value))}"'
        for name, value in el.attrib.items()
        if name in _MATHML_ATTRIBUTES
    )
    return f"<{el.tag}{attrs}>{inner}</{el.tag}>"


def _math_html(math: _Math) -> str:
    try:
        tree = convert_to_element(math.source, display="block" if math.display else "inline")
        return _serialise_mathml(tree)
    except Exception:  # latex2mathml raises assorted errors on malformed input; deep nesting recurses
        return f'<code class="math-source">{_escape(math.raw)}</code>'


def _to_html(nodes: list[_Node]) -> str:
    out = []
    for node in nodes:
        if isinstance(node, str):
            out.append(_escape(node))
        elif isinstance(node, _Math):
            out.append(_math_html(node))
        elif isinstance(node, _Styled):
            start, end = _HTML_WRAPPERS[node.tag]
            out.append(start + _to_html(node.children) + end)
        else:
            title = _escape(f"undefined macro \\{node.name}")
            out.append(f'<span class="undefined-macro" title="{title}">⟨{_escape(node.name)}⟩</span>')
    return "".join(out)


def abstract_html(text: str) -> str:
    """Safe single-line HTML for the abstract (content only, without the wrapping div)."""
    # Input whitespace is collapsed before parsing; this only tidies spacing macros like `\\`.
    return re.sub(" {2,}", " ", _to_html(_parse_abstract(text))).strip()


# --------------------------------------------------------------------------
# Step 3b: plain text

# Math commands that only change fonts or sizes: dropped, their argument kept.
_MATH_SILENT = frozenset(
    "mathbb mathcal mathrm mathsf mathbf mathit mathfrak mathtt mathscr boldsymbol bm "
    "text textrm textbf textit texttt mbox operatorname displaystyle left right "
    "big Big bigg Bigg bigl bigr Bigl Bigr".split()
)
_MATH_SPACING = {",": " ", ";": " ", ":": " ", " ": " ", "!": "", "\\": " "}
_MATH_TOKEN = re.compile(r"\\([A-Za-z]+)|\\(.)|[{}]|.", re.DOTALL)


def _symbol(command: str) -> str | None:
    """Unicode character latex2mathml uses for a symbol command such as `\\neq`."""
    code = convert_symbol(command)
    return chr(int(code, 16)) if code else None


def _parenthesise(term: str) -> str:
    return term if len(term) == 1 else f"({term})"


def _rewrite_math_structures(latex: str) -> str:
    """Rewrite `\\frac{a}{b}` as `a/b` and accents such as `\\widetilde{O}` as `O` + combining mark."""
    out = []
    i = 0
    while i < len(latex):
        m = _CONTROL_WORD.match(latex, i)
        if m is None:
            out.append(latex[i])
            i += 1
            continue
        name, end = m.group(1), m.end()
        symbol = _symbol("\\" + name)
        first = _braced(latex, end)
        second = _braced(latex, first[1]) if first else None
        if name in ("frac", "dfrac", "tfrac") and second:
            num, den = (_rewrite_math_structures(arg) for arg in (first[0], second[0]))
            out.append(f"{_parenthesise(num)}/{_parenthesise(den)}")
            i = second[1]
        elif symbol and unicodedata.combining(symbol) and first:
            out.append(_rewrite_math_structures(first[0]) + symbol)
            i = first[1]
        else:
            out.append(m.group(0))
            i = end
    return "".join(out)


def _math_plain(latex: str) -> str:
    """Readable approximation of a math span: symbols as Unicode, commands and braces dropped."""
    out = []
    for m in _MATH_TOKEN.finditer(_rewrite_math_structures(latex)):
        word, char = m.group(1), m.group(2)
        if word is not None:
            symbol = _symbol("\\" + word)
            if word in _MATH_SILENT or (symbol and unicodedata.combining(symbol)):
                continue  # font switches, and accents left without a braced argument
            if symbol is None and out and out[-1][-1:].isalnum():
                out.append(" ")  # `S\max` reads "S max", not "Smax"
            out.append(symbol or word)
        elif char is not None:
            out.append(_MATH_SPACING[char] if char in _MATH_SPACING else _symbol("\\" + char) or char)
        elif m.group(0) not in ("{", "}"):
            out.append(" " if m.group(0) == "~" else m.group(0))
    return "".join(out).strip()


def _to_plain(nodes: list[_Node]) -> str:
    out = []
    for node in nodes:
        if isinstance(node, str):
            out.append(node)
        elif isinstance(node, _Math):
            try:
                out.append(_math_plain(node.source))
            except RecursionError:
                out.append(node.source)
        elif isinstance(node, _Styled):
            out.append(_to_plain(node.children))
        else:
            out.append(f"⟨{node.name}⟩")
    return "".join(out)


def plain_text(text: str) -> str:
    """Readable Unicode text (not HTML-escaped) with macros resolved and whitespace collapsed."""
    plain = unicodedata.normalize("NFC", _to_plain(_parse_abstract(text)))
    return " ".join(plain.split())


# --------------------------------------------------------------------------
# Diagnostics


def undefined_macros(text: str) -> list[str]:
    """Sorted unique names (with backslash) of unknown macros used outside math."""
    found: set[str] = set()

    def walk(nodes: list[_Node]) -> None:
        for node in nodes:
            if isinstance(node, _Undefined):
                found.add("\\" + node.name)
            elif isinstance(node, _Styled):
                walk(node.children)

    walk(_parse_abstract(text))
    return sorted(found)
