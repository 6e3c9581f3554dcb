"""Normalise one OpenReview-style abstract into safe HTML and readable plain text.

Abstract text is untrusted and LaTeX-flavoured: inline math, text macros
(styles, font declarations, citations, links, footnotes, abbreviations,
symbols), LaTeX quotes and dashes, plus some Markdown emphasis and code
spans.  The tunable macro tables are in ``latex_macros.yml``; what a macro
does with its arguments is here.  Processing happens in three steps:

1. ``_split_math`` cuts the text into prose and math segments, replacing each
   math segment with a placeholder so that ``*``, ``{`` or backticks inside
   math can never be mistaken for prose markup.
2. ``_Parser`` turns the prose (with placeholders) into a small tree of nodes:
   ``str`` for literal text, ``_Styled`` for emphasis/code/small caps and the
   other styles, ``_Link`` for an http(s) link, ``_Undefined`` for unknown
   macros and ``_Math`` for math segments.
3. ``_to_html`` and ``_to_plain`` serialise that tree.  The HTML serialiser
   escapes every piece of input text, so input can never create markup; the
   only tags in the output are the ones written here and a MathML whitelist.
   Each formula carries its plain text as a MathML annotation, which is what
   the site's search index gets (see ``formulas.mathml``).
   ``normalize_abstract`` gives the HTML, the plain text and the undefined
   macros from one parse (``ParsedAbstract`` the parse and its plain text,
   the rest when asked); the pipeline parses each abstract once.

Input may be large and hostile (150 KB of ``*a *a ...``), so no step searches
onward from every candidate opener: closing delimiters, ``*`` closers,
``]`` of optional arguments and matching braces are each listed once per
string and then looked up, nested prose is parsed in place rather than
copied, and a font declaration replaces the previous one of its group rather
than nesting in it, which keeps the work linear in the input.
"""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import yaml

from generator.formulas import formula_text, mathml
from generator.latex import CONTROL_WORD, Braces, next_position, symbol

__all__ = ["NormalizedAbstract", "ParsedAbstract", "abstract_html", "normalize_abstract", "plain_text",
           "undefined_macros"]


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
class _Link:
    href: str  # an http(s) URL with a host, checked by `_http_url`
    children: list[_Node]


@dataclass(frozen=True)
class _Undefined:
    name: str  # without the backslash


_Node = str | _Math | _Styled | _Link | _Undefined

_HTML_WRAPPERS = {
    "strong": ("<strong>", "</strong>"),
    "em": ("<em>", "</em>"),
    "code": ("<code>", "</code>"),
    "small-caps": ('<span class="small-caps">', "</span>"),
    "underline": ("<u>", "</u>"),
    "sup": ("<sup>", "</sup>"),
    "sub": ("<sub>", "</sub>"),
    "plain": ("", ""),  # a font or size the site does not reproduce (\\textsf, \\rm, \\small)
}


@dataclass(frozen=True)
class _MacroTables:
    """The maintainer-tunable tables of latex_macros.yml (its header says what each means)."""

    style: dict[str, str]  # name -> key of _HTML_WRAPPERS
    declarations: dict[str, str]  # name -> key of _HTML_WRAPPERS
    citations: frozenset[str]
    abbreviations: dict[str, str]
    symbols: dict[str, str]
    accents: dict[str, str]  # name -> combining mark


def _load_macro_tables(path: Path) -> _MacroTables:
    """Read latex_macros.yml, refusing names and styles that could never work."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    tables = _MacroTables(
        **{section: data[section] for section in ("style", "declarations", "abbreviations", "symbols", "accents")},
        citations=frozenset(data["citations"]),
    )
    names = [name for section in vars(tables).values() for name in section]
    problems = [
        f"not a control word: {name!r}"  # YAML reads `on:`, `no:`... as booleans: quote such names
        for name in names
        if not (isinstance(name, str) and re.fullmatch("[A-Za-z]+", name))
        and not (name in tables.accents and re.fullmatch(r"[^\sA-Za-z\\{}]", name))
    ]
    problems += [f"listed twice: {name}" for name in sorted(set(names), key=str) if names.count(name) > 1]
    for name, style in {**tables.style, **tables.declarations}.items():
        if style not in _HTML_WRAPPERS:
            problems.append(f"{name}: unknown style {style!r}")
    for name, text in {**tables.abbreviations, **tables.symbols}.items():
        if not isinstance(text, str):
            problems.append(f"{name}: text is not a string")
    for name, mark in tables.accents.items():
        if not (isinstance(mark, str) and len(mark) == 1 and unicodedata.combining(mark)):
            problems.append(f"{name}: not one combining mark")
    if problems:
        raise ValueError(f"{path}: " + "; ".join(problems))
    return tables


_MACROS = _load_macro_tables(Path(__file__).with_name("latex_macros.yml"))

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
    j = next_position(dollars, i + 1)
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
            j = next_position(closers[closer], i + len(opener))
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

_YEAR_QUOTE = re.compile(r"`(?=\d\d(?!\w))")  # [STOC `22]


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
    j = next_position(closers[run], i + run + 1)
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
        self.braces = Braces(s)
        self.closers: dict[int, list[int]] | None = None  # emphasis closers, listed at the first `*`
        self.brackets: list[int] | None = None  # positions of `]`, listed at the first optional argument

    def restore_math_source(self, text: str) -> str:
        return _PLACEHOLDER.sub(lambda m: self.maths[int(m.group(1))].raw, text)

    def parse(self, start: int, stop: int) -> list[_Node]:
        s, maths = self.s, self.maths
        nodes: list[_Node] = []
        # Where content goes: `nodes`, or the children of the declaration (`\em`)
        # in force, which lasts to the end of this range, the enclosing group.
        out = nodes
        buf: list[str] = []

        def flush() -> None:
            if buf:
                out.append("".join(buf))
                buf.clear()

        def end_declaration() -> None:
            flush()
            if out is not nodes and not out:
                nodes.pop()  # a declaration that styled nothing (`\it \bf x`, `x \em`)

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
                out.append(maths[int(m.group(1))])
                i = m.end()
            elif c == "\\":
                m = CONTROL_WORD.match(s, i, stop)
                if m is None:  # `\` + one non-letter character
                    nxt = s[i + 1 : min(i + 2, stop)]
                    if nxt in _MACROS.accents:
                        flush()
                        items, i = self.accent(nxt, i + 2, stop)
                        out.extend(items)
                        continue
                    buf.append(_TEXT_ESCAPES.get(nxt, nxt) if nxt else "\\")
                    i += 2
                    continue
                name, i = m.group(1), m.end()
                flush()
                if name in _MACROS.declarations and self.braces.span(i, stop) is None:
                    # Replaces the group's previous declaration, as `\it`, `\bf`... do in LaTeX;
                    # so declarations never nest deeper than groups do.
                    end_declaration()
                    declared = _Styled(_MACROS.declarations[name], [])
                    nodes.append(declared)
                    out = declared.children
                    i += s.startswith(" ", i, stop)  # the space ending the name (`{\em x}`)
                else:
                    items, i = self.command(name, i, stop)
                    out.extend(items)
            elif c == "{" and (end := self.declaration_group(i, stop)) != -1:  # `{\it x}`: just a group
                flush()
                out.extend(self.parse(i + 1, end))
                i = end + 1
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
                    out.append(_Styled("code", [self.restore_math_source(s[i + 1 : end])]))
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
                    out.append(_Styled("strong" if run == 2 else "em", self.parse(i + run, end)))
                    i = end + run
            else:
                buf.append(c)
                i += 1
        end_declaration()
        return nodes

    def declaration_group(self, i: int, stop: int) -> int:
        """Index of the `}` closing a group at `i` that begins with a declaration (`{\\em x}`), or -1."""
        m = CONTROL_WORD.match(self.s, i + 1 + self.s.startswith(" ", i + 1), stop)
        span = self.braces.span(i, stop) if m and m.group(1) in _MACROS.declarations else None
        return -1 if span is None else span[1]

    def command(self, name: str, i: int, stop: int) -> tuple[list[_Node], int]:
        """Nodes for the control word `\\name` that ends at `i`, and the index after its arguments.

        A known macro whose argument is missing is dropped.  (Declarations
        without an argument change the parser's state and are handled in `parse`.)
        """
        s = self.s
        style = _MACROS.style.get(name) or _MACROS.declarations.get(name)  # `\bf{x}` is meant as `\textbf{x}`
        has_options = name in _MACROS.citations or name == "footnote"
        if style or has_options or name in ("url", "href"):
            arg = self.braces.span(self.skip_options(i, stop) if has_options else i, stop)
            if arg is None:
                return [], i
            end = arg[1] + 1
            if style:
                return [_Styled(style, self.parse(arg[0] + 1, arg[1]))], end
            if name == "footnote":  # shown in place, as a parenthesis
                return [" (", *self.parse(arg[0] + 1, arg[1]), ")"], end
            text = self.restore_math_source(s[arg[0] + 1 : arg[1]])
            if has_options:  # `\citep{a, b}` -> "[a, b]"
                return ["[" + ", ".join(key.strip() for key in text.split(",")) + "]"], end
            return self.link(name, text, end, stop)
        if s.startswith("{}", i, stop):  # `\LaTeX{}`, `\eg{}`: an empty group that only ends the name
            i += 2
        if name in _MACROS.abbreviations:
            text = _MACROS.abbreviations[name]
            if text.endswith(".") and s.startswith(".", i, stop):  # `\etal.` reads "et al."
                i += 1
            return [text], i
        if name in _MACROS.symbols:
            return [_MACROS.symbols[name]], i
        if name in _MACROS.accents:
            return self.accent(name, i + s.startswith(" ", i, stop), stop)
        unicode = symbol("\\" + name)  # a math symbol written in prose, such as `\alpha`
        if unicode is None:
            return [_Undefined(name)], i
        if not unicodedata.combining(unicode):
            return [unicode], i
        arg = self.braces.span(i, stop)  # an accent: `\tilde{x}` reads x̃, as in formulas
        if arg is None:
            return [], i
        return [formula_text(self.restore_math_source(f"\\{name}{s[arg[0] : arg[1] + 1]}"))], arg[1] + 1

    def accent(self, name: str, i: int, stop: int) -> tuple[list[_Node], int]:
        """`\\'e`, `\\'{e}` or `\\H{o}` with `i` at the argument: the letter with the accent's mark.

        The argument is a group (its text; `\\'{\\i}` gives í) or the next character.
        An empty group gives the accent character itself; no argument at all (at the
        end of the text) drops the accent."""
        group = self.braces.span(i, stop)
        if group is not None:
            base, end = _to_plain(self.parse(group[0] + 1, group[1])), group[1] + 1
        elif i < stop and self.s[i] not in " {}\\" and self.s[i] != _PH_OPEN:
            base, end = self.s[i], i + 1
        else:
            return [], i
        if not base:  # `\\~{}` is how LaTeX writes a lone tilde (in URLs): the accent alone
            return [name if len(name) == 1 and not name.isalpha() else ""], end
        first = _DOTLESS.get(base[0], base[0])  # `\\"{\\i}`: LaTeX drops the dot, Unicode composes ï
        return [unicodedata.normalize("NFC", first + _MACROS.accents[name] + base[1:])], end

    def link(self, name: str, url: str, i: int, stop: int) -> tuple[list[_Node], int]:
        """`\\url{url}`, or `\\href{url}{text}` with `i` after the URL's group.

        The URL is linked only if `_http_url` accepts it; otherwise its text
        (the URL for `\\url`) is shown as plain text.
        """
        url = _LATEX_ESCAPED.sub(r"\1", url)  # `\_`, `\%`, `\#` as LaTeX authors escape them
        text = self.braces.span(i, stop) if name == "href" else None
        children = (self.parse(text[0] + 1, text[1]) if text else []) or [url]  # never an empty link
        href = _http_url(url)
        return [_Link(href, children)] if href else children, i if text is None else text[1] + 1

    def skip_options(self, i: int, stop: int) -> int:
        """Index after the (at most two) `[...]` optional arguments at `i`: `\\citep[see][p. 3]{key}`.

        The closing `]` is looked up in a list made once per string, like the
        other closers, so that `\\cite[\\cite[...` stays linear.
        """
        for _ in range(2):
            if not self.s.startswith("[", i, stop):
                break
            if self.brackets is None:
                self.brackets = [m.start() for m in re.finditer(r"\]", self.s)]
            j = next_position(self.brackets, i + 1)
            if j == -1 or j >= stop:
                break
            i = j + 1
        return i


_DOTLESS = {"ı": "i", "ȷ": "j"}
_LATEX_ESCAPED = re.compile(r"\\([^A-Za-z])")
# What a linked URL may contain: RFC 3986 characters and `%` in ASCII, and printable
# non-ASCII characters (IRIs); so no space, control, quote, `<>\^`{|}` or bidi control.
_URL_CHARACTERS = re.compile(r"[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%\u0080-\U0010ffff]+")


def _http_url(url: str) -> str | None:
    """`url` if it is an absolute http(s) URL with a host and only safe characters, else None."""
    if not _URL_CHARACTERS.fullmatch(url) or not url.isprintable():
        return None
    try:
        parts = urlsplit(url)
    except ValueError:  # an unclosed IPv6 bracket, for instance
        return None
    return url if parts.scheme.lower() in ("http", "https") and parts.hostname else None


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

def _escape(text: str) -> str:
    return html.escape(text, quote=True)


def _to_html(nodes: list[_Node], in_link: bool = False) -> str:
    """HTML for `nodes`; inside a link (`in_link`), a nested link shows only its text."""
    out = []
    for node in nodes:
        if isinstance(node, str):
            out.append(_escape(node))
        elif isinstance(node, _Math):
            out.append(mathml(node.source, node.raw, node.display))
        elif isinstance(node, _Styled):
            start, end = _HTML_WRAPPERS[node.tag]
            out.append(start + _to_html(node.children, in_link) + end)
        elif isinstance(node, _Link):
            text = _to_html(node.children, True)
            href = _escape(node.href)
            out.append(text if in_link else f'<a href="{href}" rel="nofollow noopener">{text}</a>')
        else:
            title = _escape(f"undefined macro \\{node.name}")
            out.append(f'<span class="undefined-macro" title="{title}">⟨{_escape(node.name)}⟩</span>')
    return "".join(out)


_SPACE_RUN = re.compile(" {2,}")


def _single_line_html(nodes: list[_Node]) -> str:
    # Input whitespace is collapsed before parsing; this only tidies spacing macros like `\\`.
    return _SPACE_RUN.sub(" ", _to_html(nodes)).strip()


def abstract_html(text: str) -> str:
    """Safe single-line HTML for the abstract (content only, without the wrapping div)."""
    return _single_line_html(_parse_abstract(text))


# --------------------------------------------------------------------------
# Step 3b: plain text

def _to_plain(nodes: list[_Node]) -> str:
    out = []
    for node in nodes:
        if isinstance(node, str):
            out.append(node)
        elif isinstance(node, _Math):
            out.append(formula_text(node.source))
        elif isinstance(node, (_Styled, _Link)):
            out.append(_to_plain(node.children))
        else:
            out.append(f"⟨{node.name}⟩")
    return "".join(out)


def _collapsed_plain(nodes: list[_Node]) -> str:
    plain = unicodedata.normalize("NFC", _to_plain(nodes))
    return " ".join(plain.split())


def plain_text(text: str) -> str:
    """Readable Unicode text (not HTML-escaped) with macros resolved and whitespace collapsed."""
    return _collapsed_plain(_parse_abstract(text))


# --------------------------------------------------------------------------
# Diagnostics


def _undefined_names(nodes: list[_Node]) -> list[str]:
    found: set[str] = set()

    def walk(nodes: list[_Node]) -> None:
        for node in nodes:
            if isinstance(node, _Undefined):
                found.add("\\" + node.name)
            elif isinstance(node, (_Styled, _Link)):
                walk(node.children)

    walk(nodes)
    return sorted(found)


def undefined_macros(text: str) -> list[str]:
    """Sorted unique names (with backslash) of unknown macros used outside math."""
    return _undefined_names(_parse_abstract(text))


# --------------------------------------------------------------------------
# All three from one parse


@dataclass(frozen=True)
class NormalizedAbstract:
    """An abstract parsed once, in the three forms the stages after reading need."""

    text: str  # the abstract as given
    html: str  # `abstract_html(text)`
    plain: str  # `plain_text(text)`
    undefined_macros: tuple[str, ...]  # `undefined_macros(text)`


class ParsedAbstract:
    """An abstract parsed, with its plain text; `normalized()` adds the HTML (its
    MathML is the slow part) whenever the caller likes."""

    def __init__(self, text: str):
        self.text = text
        self.nodes = _parse_abstract(text)
        self.plain = _collapsed_plain(self.nodes)

    def normalized(self) -> NormalizedAbstract:
        return NormalizedAbstract(self.text, _single_line_html(self.nodes), self.plain,
                                  tuple(_undefined_names(self.nodes)))

    def formulas(self) -> tuple[str, ...]:
        """The plain text of each formula, in order ("k", "ε", "O(n log n)")."""
        return tuple(_formula_texts(self.nodes))


def _formula_texts(nodes: list[_Node]) -> list[str]:
    found = []
    for node in nodes:
        if isinstance(node, _Math):
            found.append(formula_text(node.source))
        elif isinstance(node, (_Styled, _Link)):
            found += _formula_texts(node.children)
    return found


def normalize_abstract(text: str) -> NormalizedAbstract:
    """`abstract_html`, `plain_text` and `undefined_macros` of `text`, parsing it once."""
    return ParsedAbstract(text).normalized()
