"""Normalise one OpenReview-style abstract into safe HTML and readable plain text.

Abstract text is untrusted and LaTeX-flavoured: inline math, a handful of
text macros, LaTeX quotes and dashes, plus some Markdown emphasis and code
spans.  Processing happens in three steps:

1. ``_split_math`` cuts the text into prose and math segments, replacing each
   math segment with a placeholder so that ``*``, ``{`` or backticks inside
   math can never be mistaken for prose markup.
2. ``_Parser`` turns the prose (with placeholders) into a small tree of nodes:
   ``str`` for literal text, ``_Styled`` for emphasis/code/small caps,
   ``_Undefined`` for unknown macros and ``_Math`` for math segments.
3. ``_to_html`` and ``_to_plain`` serialise that tree.  The HTML serialiser
   escapes every piece of input text, so input can never create markup; the
   only tags in the output are the ones written here and a MathML whitelist.
   Each formula carries its plain text as a MathML annotation, which is what
   the site's search index gets (see ``_math_html``).

Input may be large and hostile (150 KB of ``*a *a ...``), so no step searches
onward from every candidate opener: closing delimiters, ``*`` closers and
matching braces are each listed once per string and then looked up, and
nested prose is parsed in place rather than copied, which keeps the work
linear in the input.
"""

from __future__ import annotations

import html
import re
import unicodedata
from bisect import bisect_left
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


# Closing delimiters are looked up, not searched for: `_closers` lists every
# delimiter position once (O(n)), and each lookup is a bisection.  Searching
# from every opener made unclosed openers (`\\( \\( \\( ...`) quadratic.
_ESCAPE_OR_DOLLAR = re.compile(r"\\.?|\$", re.DOTALL)


def _closers(text: str) -> dict[str, list[int]]:
    """Sorted positions of each closing delimiter (`$`, `$$`, `\\)`, `\\]`) that is not escaped.

    Backslash escapes are paired from the start of the text (`\\\\` is one
    escape, so `\\\\)` holds no `\\)`); every position `_split_math` stands on
    lies on that pairing, so a lookup from it sees exactly the unescaped ones.
    """
    found: dict[str, list[int]] = {"$": [], "$$": [], "\\)": [], "\\]": []}
    for m in _ESCAPE_OR_DOLLAR.finditer(text):
        token = m.group()
        if token == "$":
            found["$"].append(m.start())
            if text.startswith("$", m.end()):
                found["$$"].append(m.start())
        elif token in found:
            found[token].append(m.start())
    return found


def _next(positions: list[int], start: int) -> int:
    """The first position at or after `start`, or -1."""
    k = bisect_left(positions, start)
    return positions[k] if k < len(positions) else -1


def _single_dollar_end(text: str, i: int, dollars: list[int]) -> int:
    """End index of the closing `$` for an opening `$` at `i`, or -1 if `$` is literal.

    Close to Pandoc's rules: the opener must be followed by a non-space and the
    *next* unescaped `$` must follow a non-space.  When the opener is followed
    by a digit (a possible amount), the closer must not precede a digit either.
    This keeps currency ("$5 million", "$5-$10") literal while "$18$-$20\\times$"
    and "$\\sim$60" are math.
    """
    if i + 1 >= len(text) or text[i + 1].isspace():
        return -1
    j = _next(dollars, i + 1)
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
    closers = _closers(text)
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
            j = _next(closers[closer], i + len(opener))
            if j > i + len(opener):
                end = j + len(closer)
        elif opener == "$":
            end = _single_dollar_end(text, i, closers["$"])
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


class _Braces:
    """Balanced `{...}` groups of one string, each brace matched at most once.

    A scan from one `{` records the match of every `{` it passes, so later
    look-ups are O(1) and a scan that meets an already matched group jumps
    over it.  Searching afresh from every `{` made unclosed groups
    (`\\textbf{ \\textbf{ ...`) quadratic.  Escaped braces do not count.
    """

    def __init__(self, s: str):
        self.s = s
        self.match: dict[int, int] = {}  # `{` position -> its `}` position, or -1 if unclosed

    def span(self, i: int, stop: int) -> tuple[int, int] | None:
        """Positions of the braces of a `{...}` group starting at `i` (after
        optional spaces) and closed before `stop`, or None if there is none."""
        s = self.s
        while i < stop and s[i] == " ":
            i += 1
        if i >= stop or s[i] != "{":
            return None
        if i not in self.match:
            self._scan(i)
        j = self.match[i]
        return None if j == -1 or j >= stop else (i, j)

    def group(self, i: int) -> tuple[str, int] | None:
        """The content of the `{...}` group at `i` and the index after it, or None."""
        span = self.span(i, len(self.s))
        return None if span is None else (self.s[span[0] + 1 : span[1]], span[1] + 1)

    def _scan(self, start: int) -> None:
        s, match = self.s, self.match
        open_braces: list[int] = []
        j = start
        while True:
            found = _BRACE_OR_ESCAPE.search(s, j)
            if found is None:
                break
            j = found.start()
            c = s[j]
            if c == "\\":
                j += 2
                continue
            if c == "{":
                known = match.get(j)
                if known == -1:  # unclosed from here, so every enclosing group is unclosed too
                    break
                if known is not None:  # a balanced group matched before: skip it
                    j = known + 1
                    continue
                open_braces.append(j)
            elif open_braces:  # `}`
                match[open_braces.pop()] = j
                if not open_braces:
                    return
            j += 1
        for k in open_braces:
            match[k] = -1


_BRACE_OR_ESCAPE = re.compile(r"[{}\\]")


def _run_length(s: str, i: int, stop: int) -> int:
    """Length of the run of identical characters starting at `i`, before `stop`."""
    j = i
    while j < stop and s[j] == s[i]:
        j += 1
    return j - i


def _is_word(c: str) -> bool:
    """Letters, digits and math placeholders count as words for dash/emphasis rules."""
    return c.isalnum() or c in (_PH_OPEN, _PH_CLOSE)


def _dash(s: str, i: int, run: int, start: int, stop: int) -> str | None:
    """LaTeX `--`/`---` ligature for a hyphen run at `i`, or None to keep it literal.

    Only dashes between two words ("accuracy--memory") or between two spaces
    ("desiderata -- consistency") are ligatures; "--8<--" stays as written.
    `start` and `stop` bound the text being parsed (a group's content).
    """
    if run not in (2, 3) or i == start or i + run >= stop:
        return None
    before, after = s[i - 1], s[i + run]
    if (_is_word(before) and _is_word(after)) or (before == " " and after == " "):
        return "–" if run == 2 else "—"
    return None


_STAR_RUN = re.compile(r"\*+")


def _emphasis_closers(s: str) -> dict[int, list[int]]:
    """Sorted positions of the `*` and `**` runs of `s` that can close emphasis.

    Closer: exactly one or two stars, preceded by a non-space, followed by
    end/space/punctuation.  Listed once per string so that finding the closer
    of an opener is a bisection; searching onward from every opener made
    `*a *a *a ...` quadratic.
    """
    closers: dict[int, list[int]] = {1: [], 2: []}
    for m in _STAR_RUN.finditer(s):
        j, after = m.span()
        if after - j in closers and j > 0 and not s[j - 1].isspace():
            if after == len(s) or not _is_word(s[after]):
                closers[after - j].append(j)
    return closers


def _emphasis_end(s: str, i: int, run: int, closers: dict[int, list[int]], start: int, stop: int) -> int:
    """Index of the `*`-run closing an emphasis opened by `run` stars at `i`, or -1.

    Opener: preceded by start/space/punctuation, followed by a non-space; the
    closer is the first one of the same length after it and before `stop`
    (see `_emphasis_closers`).  So `p*`, `H^* x` and `a * b` are never emphasis.
    """
    if run > 2 or (i > start and _is_word(s[i - 1])) or i + run >= stop or s[i + run].isspace():
        return -1
    j = _next(closers[run], i + run + 1)
    return j if j != -1 and j + run <= stop else -1


def _code_span_end(s: str, i: int, stop: int) -> int:
    """Index of the backtick closing a code span opened at `i` (before `stop`), or -1.

    A code span is a pair of single backticks with no space just inside them.
    """
    j = s.find("`", i + 1, stop)
    if j <= i + 1 or s[i + 1] == " " or s[j - 1] == " " or s[j + 1 : min(j + 2, stop)] == "`":
        return -1
    return j


# Characters that can start anything but literal text in _parse.
_SPECIAL_CHAR = re.compile("[\ue000\\\\{~`'*-]")


class _Parser:
    """Parses prose with math placeholders into nodes (see module docstring).

    Nested content (a macro's argument, emphasis) is parsed in place, as the
    range `start:stop` of the same string, so the brace matches and emphasis
    closers listed for the string serve every level.
    """

    def __init__(self, s: str, maths: list[_Math]):
        self.s = s
        self.maths = maths
        self.braces = _Braces(s)
        self.closers: dict[int, list[int]] | None = None  # emphasis closers, listed at the first `*`

    def restore_math_source(self, text: str) -> str:
        return _PLACEHOLDER.sub(lambda m: self.maths[int(m.group(1))].raw, text)

    def parse(self, start: int, stop: int) -> list[_Node]:
        s, maths = self.s, self.maths
        nodes: list[_Node] = []
        buf: list[str] = []

        def flush() -> None:
            if buf:
                nodes.append("".join(buf))
                buf.clear()

        i = start
        while i < stop:
            special = _SPECIAL_CHAR.search(s, i, stop)
            if special is None:
                buf.append(s[i:stop])
                break
            if special.start() > i:  # ordinary text up to the next special character, copied at once
                buf.append(s[i : special.start()])
                i = special.start()
            c = s[i]
            if c == _PH_OPEN:
                m = _PLACEHOLDER.match(s, i, stop)
                flush()
                nodes.append(maths[int(m.group(1))])
                i = m.end()
            elif c == "\\":
                m = _CONTROL_WORD.match(s, i, stop)
                if m is None:  # `\` + one non-letter character
                    nxt = s[i + 1 : min(i + 2, stop)]
                    buf.append(_TEXT_ESCAPES.get(nxt, nxt) if nxt else "\\")
                    i += 2
                    continue
                name, i = m.group(1), m.end()
                if name in _STYLE_MACROS:
                    arg = self.braces.span(i, stop)
                    if arg is not None:
                        flush()
                        nodes.append(_Styled(_STYLE_MACROS[name], self.parse(arg[0] + 1, arg[1])))
                        i = arg[1] + 1
                    continue  # without an argument the macro is dropped
                if name in _SYMBOL_MACROS:
                    buf.append(_SYMBOL_MACROS[name])
                else:
                    flush()
                    nodes.append(_Undefined(name))
                if s.startswith("{}", i, stop):  # `\LaTeX{}` idiom
                    i += 2
            elif s.startswith("{,}", i, stop):  # 5{,}000
                buf.append(",")
                i += 3
            elif c == "-":
                run = _run_length(s, i, stop)
                buf.append(_dash(s, i, run, start, stop) or "-" * run)
                i += run
            elif c == "~":
                buf.append("\u00a0")
                i += 1
            elif s.startswith("``", i, stop):
                buf.append("“")
                i += 2
            elif _YEAR_QUOTE.match(s, i, stop):
                buf.append("’")
                i += 1
            elif c == "`":
                end = _code_span_end(s, i, stop)
                if end == -1:
                    buf.append("‘")  # a lone LaTeX opening single quote
                    i += 1
                else:
                    flush()
                    nodes.append(_Styled("code", [self.restore_math_source(s[i + 1 : end])]))
                    i = end + 1
            elif s.startswith("''", i, stop):
                # OpenReview authors often write ''word'' for both quotes: at the start of a word it opens.
                opens = (i == start or s[i - 1] in " ([{") and s[i + 2 : min(i + 3, stop)] not in ("", " ")
                buf.append("“" if opens else "”")
                i += 2
            elif c == "*":
                run = _run_length(s, i, stop)
                if self.closers is None:
                    self.closers = _emphasis_closers(s)
                end = _emphasis_end(s, i, run, self.closers, start, stop)
                if end == -1:
                    buf.append("*" * run)
                    i += run
                else:
                    flush()
                    nodes.append(_Styled("strong" if run == 2 else "em", self.parse(i + run, end)))
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
        prose, maths = _split_math(text)
        return _Parser(prose, maths).parse(0, len(prose))
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
    inner = _serialise_children(el)
    if el.tag not in _MATHML_ELEMENTS:
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
        if name in _MATHML_ATTRIBUTES
    )


# Marks the rendered formula so that Material's search indexer skips it (see
# `_math_html`); Material's search plugin deletes the attribute from the page.
_SEARCH_EXCLUDE = 'data-search-exclude="math"'


def _math_html(math: _Math) -> str:
    """MathML for a math span, or its source in `<code class="math-source">` if it cannot be converted.

    The page's text is what the search index gets, and the text of MathML is
    token soup ("O~(H4Smaxi∈[m]Ai/ε2)").  So the formula is wrapped as

        <math><semantics>
          <semantics data-search-exclude="math"><mrow>formula</mrow></semantics>
          <annotation encoding="text/plain">Õ(H^4S max_i∈[m] A_i/ε^2)</annotation>
        </semantics></math>

    Browsers render only the first child of `<semantics>`, so the page looks
    the same, while Material's indexer skips the marked element and indexes the
    annotation (`_math_text`).  The marker sits on an inner `<semantics>`
    because Material matches elements by tag name: an `<mrow>` marker would be
    unmarked by the first nested `</mrow>`, and latex2mathml never writes
    `<semantics>`.
    """
    try:
        tree = convert_to_element(math.source, display="block" if math.display else "inline")
        children = list(tree)
        if len(children) == 1 and children[0].tag == "mrow" and not children[0].attrib and not tree.text:
            tree = children[0]  # latex2mathml's usual single <mrow>: do not nest another
        formula = _serialise_children(tree)
    except Exception:  # latex2mathml raises assorted errors on malformed input; deep nesting recurses
        return f'<code class="math-source">{_escape(math.raw)}</code>'
    return (
        f'<math xmlns="http://www.w3.org/1998/Math/MathML" display="{"block" if math.display else "inline"}">'
        f"<semantics><semantics {_SEARCH_EXCLUDE}><mrow>{formula}</mrow></semantics>"
        f'<annotation encoding="text/plain">{_escape(_math_text(math))}</annotation></semantics></math>'
    )


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
# Math commands whose first argument is a URL, style, colour or label, not content:
# dropped with that argument (`\\href{javascript:...}{x}` reads "x").
_MATH_SKIP_FIRST_ARGUMENT = frozenset("href style class cssId color textcolor colorbox label".split())
_MATH_SPACING = {",": " ", ";": " ", ":": " ", " ": " ", "!": "", "\\": " "}
_MATH_TOKEN = re.compile(r"\\([A-Za-z]+)|\\(.)|[{}]|.", re.DOTALL)


def _symbol(command: str) -> str | None:
    """Unicode character latex2mathml uses for a symbol command such as `\\neq`."""
    code = convert_symbol(command)
    return chr(int(code, 16)) if code else None


def _parenthesise(term: str) -> str:
    return term if len(term) == 1 else f"({term})"


def _rewrite_math_structures(latex: str) -> str:
    """Rewrite `\\frac{a}{b}` as `a/b` and accents such as `\\widetilde{O}` as `O` + combining mark.

    Also drops commands in `_MATH_SKIP_FIRST_ARGUMENT` with their first argument.
    """
    out = []
    braces = _Braces(latex)
    i = 0
    while i < len(latex):
        m = _CONTROL_WORD.match(latex, i)
        if m is None:
            out.append(latex[i])
            i += 1
            continue
        name, end = m.group(1), m.end()
        symbol = _symbol("\\" + name)
        first = braces.group(end)
        second = braces.group(first[1]) if first else None
        if name in ("frac", "dfrac", "tfrac") and second:
            num, den = (_rewrite_math_structures(arg) for arg in (first[0], second[0]))
            out.append(f"{_parenthesise(num)}/{_parenthesise(den)}")
            i = second[1]
        elif symbol and unicodedata.combining(symbol) and first:
            out.append(_rewrite_math_structures(first[0]) + symbol)
            i = first[1]
        elif name in _MATH_SKIP_FIRST_ARGUMENT and first:
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


def _math_text(math: _Math) -> str:
    """Plain text of a math span, NFC-normalised (its source if it nests too deeply)."""
    try:
        return unicodedata.normalize("NFC", _math_plain(math.source))
    except RecursionError:
        return math.source


def _to_plain(nodes: list[_Node]) -> str:
    out = []
    for node in nodes:
        if isinstance(node, str):
            out.append(node)
        elif isinstance(node, _Math):
            out.append(_math_text(node))
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
