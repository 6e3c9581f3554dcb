"""Step 2 of reading an abstract: its prose, with math placeholders
(generator/math_spans.py), parsed into a tree of nodes (generator/prose_tree.py).

Text macros (styles, font declarations, citations, links, footnotes,
abbreviations, symbols), LaTeX quotes and dashes, and some Markdown (emphasis, code
spans, links) are understood. The tunable macro tables are in ``latex_macros.yml``;
what a macro does with its arguments is here (generator/latex_macros.py reads them).

Input may be large and hostile (150 KB of ``*a *a ...``), so no step searches
onward from every candidate opener: closing delimiters, ``*`` closers, ``]`` of
optional arguments and matching braces are each listed once per string and then
looked up, nested prose is parsed in place rather than copied, and a font
declaration replaces the previous one of its group rather than nesting in it,
which keeps the work linear in the input.
"""

from __future__ import annotations

import re
import unicodedata

from generator.formula_text import formula_text
from generator.latex import CONTROL_WORD, Braces, next_position, symbol
from generator.latex_macros import MACROS
from generator.math_spans import PH_CLOSE, PH_OPEN, PLACEHOLDER, PRIVATE_USE, split_math
from generator.prose_tree import Link, Math, Node, Styled, Undefined, http_url, to_plain

# `\` + non-letter outside math.  Anything not listed renders as the bare character.
_TEXT_ESCAPES = {",": "\u202f", " ": " ", "\\": " ", "-": "", "/": "", "@": ""}


_YEAR_QUOTE = re.compile(r"`(?=\d\d(?!\w))")  # [STOC `22]


def _run_length(s: str, i: int, stop: int) -> int:
    """Length of the run of identical characters starting at `i`, before `stop`."""
    j = i
    while j < stop and s[j] == s[i]:
        j += 1
    return j - i


def _is_word(c: str) -> bool:
    """Letters, digits and math placeholders count as words for dash/emphasis rules."""
    return c.isalnum() or c in (PH_OPEN, PH_CLOSE)


def _dash(s: str, i: int, run: int, start: int, stop: int) -> str | None:
    """LaTeX `--`/`---` ligature for a hyphen run at `i`, or None to keep it literal.

    Only dashes between two words ("accuracy--memory", "networks (CENs)---a class":
    a closing bracket or quote ends a word) or between two spaces ("desiderata --
    consistency") are ligatures, and a `---` between a word and a space ("a step ---adding
    a shift--- to"); "--8<--" and "--help" stay as written. `start` and `stop` bound
    the text being parsed (a group's content).
    """
    if run not in (2, 3) or i == start or i + run >= stop:
        return None
    before, after = s[i - 1], s[i + run]
    if ((_is_word(before) or before in ")]\"'’”") and _is_word(after)) or (before == " " and after == " "):
        return "–" if run == 2 else "—"
    if run == 3 and (before == " " and _is_word(after) or _is_word(before) and after == " "):
        return "—"
    return None


_EMPHASIS_RUN = re.compile(r"\*+|_+")
_OPENING = "([{\"'“‘"  # what may come right before an `_` that opens emphasis


def _emphasis_closers(s: str) -> dict[str, list[int]]:
    """Sorted positions of the `*`, `**` and `_` runs of `s` that can close emphasis.

    Closer: exactly such a run, preceded by a non-space, followed by end/space/
    punctuation; `**` also inside a word, as Markdown allows ("**Co**nstrained
    **Da**ta", the bold initials of a name), `_` never ("snake_case_names"), nor
    before a group, a subscript of an abstract without `$` ("ℝ_{≥0}").
    Listed once per string so that finding the closer of an opener is a
    bisection; searching onward from every opener made `*a *a *a ...` quadratic.
    """
    closers: dict[str, list[int]] = {"*": [], "**": [], "_": []}
    for m in _EMPHASIS_RUN.finditer(s):
        j, after = m.span()
        if m[0] in closers and j > 0 and not s[j - 1].isspace():
            if after == len(s) or not _is_word(s[after]) and s[after] not in "_{" or m[0] == "**":
                closers[m[0]].append(j)
    return closers


def _emphasis_end(s: str, i: int, marker: str, closers: dict[str, list[int]], start: int, stop: int) -> int:
    """Index of the run closing an emphasis opened by `marker` (`*`, `**`, `_`) at `i`, or -1.

    Opener: preceded by start/space/punctuation, followed by a non-space; the
    closer is the first one of the same marker after it and before `stop`
    (see `_emphasis_closers`).  So `p*`, `H^* x`, `a * b` and `snake_case` are never emphasis.
    An `_` opens only after start, a space or an opening bracket or quote: after a
    symbol it is the subscript of an abstract without `$` ("‖σ−ρ‖_tr" italicised the
    text up to the next "ℝ_{≥0}", a sentence and a half).
    """
    run = len(marker)
    before = s[i - 1] if i > start else " "
    if (marker not in closers or _is_word(before) or before in "_\\" or i + run >= stop or s[i + run].isspace()
            or (marker == "_" and not (before.isspace() or before in _OPENING))):
        return -1
    j = next_position(closers[marker], i + run + 1)
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
_SPECIAL_CHAR = re.compile("[\ue000\\\\{~`'*_\\[-]")


class Parser:
    """Parses prose with math placeholders into nodes (see module docstring).

    Nested content (a macro's argument, emphasis) is parsed in place, as the
    range `start:stop` of the same string, so the brace matches and emphasis
    closers listed for the string serve every level.
    """

    def __init__(self, s: str, maths: list[Math]):
        self.s = s
        self.maths = maths
        self.braces = Braces(s)
        self.closers: dict[str, list[int]] | None = None  # emphasis closers, listed at the first `*` or `_`
        self.brackets: list[int] | None = None  # positions of `]`, listed at the first optional argument
        self.addresses: dict[int, re.Match[str] | None] = {}  # `]` -> the Markdown link address after it

    def restore_math_source(self, text: str) -> str:
        return PLACEHOLDER.sub(lambda m: self.maths[int(m.group(1))].raw, text)

    def parse(self, start: int, stop: int) -> list[Node]:
        s, maths = self.s, self.maths
        nodes: list[Node] = []
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
            if c == PH_OPEN:
                m = PLACEHOLDER.match(s, i, stop)
                flush()
                out.append(maths[int(m.group(1))])
                i = m.end()
            elif c == "\\":
                m = CONTROL_WORD.match(s, i, stop)
                if m is None:  # `\` + one non-letter character
                    nxt = s[i + 1 : min(i + 2, stop)]
                    if nxt in MACROS.accents:
                        flush()
                        items, i = self.accent(nxt, i + 2, stop)
                        out.extend(items)
                        continue
                    buf.append(_TEXT_ESCAPES.get(nxt, nxt) if nxt else "\\")
                    i += 2
                    continue
                name, i = m.group(1), m.end()
                flush()
                if name in MACROS.declarations and self.braces.span(i, stop) is None:
                    # Replaces the group's previous declaration, as `\it`, `\bf`... do in LaTeX;
                    # so declarations never nest deeper than groups do.
                    end_declaration()
                    declared = Styled(MACROS.declarations[name], [])
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
            elif c == "{" and (end := self.word_group(i, stop)) != -1:  # `R{\"a}tsch`, `{FALCON}`: just a group
                flush()
                out.extend(self.parse(i + 1, end))
                i = end + 1
            elif c == "-":
                run = _run_length(s, i, stop)
                buf.append(_dash(s, i, run, start, stop) or "-" * run)
                i += run
            elif c == "~":  # a tie ("Fig.~3", "Eq.~(2)", "\\emph{x}~\\cite"); else as typed ("(~5%)", "a.org/~u")
                tie = i > start and (s[i - 1].isalnum() or s[i - 1] in ".})" + PH_CLOSE) and i + 1 < stop and (
                    s[i + 1].isalnum() or s[i + 1] in "\\([" + PH_OPEN)
                buf.append("\u00a0" if tie else "~")
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
                    out.append(Styled("code", [self.restore_math_source(s[i + 1 : end])]))
                    i = end + 1
            elif s.startswith("''", i, stop):
                # OpenReview authors often write ''word'' for both quotes: at the start of a word it opens.
                opens = (i == start or s[i - 1] in " ([{") and s[i + 2 : min(i + 3, stop)] not in ("", " ")
                buf.append("“" if opens else "”")
                i += 2
            elif c == "[" and (link := self.markdown_link(i, stop)):
                flush()
                items, i = link
                out.extend(items)
            elif c in "*_":
                marker = c * _run_length(s, i, stop)
                if self.closers is None:
                    self.closers = _emphasis_closers(s)
                end = _emphasis_end(s, i, marker, self.closers, start, stop)
                if end == -1:
                    buf.append(marker)
                    i += len(marker)
                else:
                    flush()
                    out.append(Styled("strong" if marker == "**" else "em", self.parse(i + len(marker), end)))
                    i = end + len(marker)
            else:
                buf.append(c)
                i += 1
        end_declaration()
        return nodes

    def declaration_group(self, i: int, stop: int) -> int:
        """Index of the `}` closing a group at `i` that begins with a declaration (`{\\em x}`), or -1."""
        m = CONTROL_WORD.match(self.s, i + 1 + self.s.startswith(" ", i + 1), stop)
        span = self.braces.span(i, stop) if m and m.group(1) in MACROS.declarations else None
        return -1 if span is None else span[1]

    def word_group(self, i: int, stop: int) -> int:
        """Index of the `}` closing a group at `i` that holds one word or a part of one, as a BibTeX
        habit writes an accent (`R{\\"a}tsch`), a name's capitals (`{FALCON}`) or a dash (`models{—}e.g.`),
        or -1: LaTeX prints its text without the braces. (Not a set written in prose, "{1, 2, 3}", code,
        "body{display:none}", nor a subscript of an abstract without dollars, "ℝ_{≥0}".)"""
        span = self.braces.span(i, stop) if not self.s.startswith(("_", "^"), i - 1) else None  # (not "ℝ_{≥0}")
        return span[1] if span and _WORD_GROUP.fullmatch(self.s, i + 1, span[1]) else -1

    def command(self, name: str, i: int, stop: int) -> tuple[list[Node], int]:
        """Nodes for the control word `\\name` that ends at `i`, and the index after its arguments.

        A known macro whose argument is missing is dropped.  (Declarations
        without an argument change the parser's state and are handled in `parse`.)
        """
        s = self.s
        style = MACROS.style.get(name) or MACROS.declarations.get(name)  # `\bf{x}` is meant as `\textbf{x}`
        has_options = name in MACROS.citations or name == "footnote"
        if style or has_options or name in ("url", "href"):
            arg = self.braces.span(self.skip_options(i, stop) if has_options else i, stop)
            if arg is None and style and (letter := i + s.startswith(" ", i, stop)) < stop and s[letter].isalnum():
                return [Styled(style, [s[letter]])], letter + 1  # `\underline e`: LaTeX styles the next character
            if arg is None:
                return [], i
            end = arg[1] + 1
            if style:
                return [Styled(style, self.parse(arg[0] + 1, arg[1]))], end
            if name == "footnote":  # shown in place, as a parenthesis
                return [" (", *self.parse(arg[0] + 1, arg[1]), ")"], end
            text = self.restore_math_source(s[arg[0] + 1 : arg[1]])
            if has_options:  # `\citep{a, b}` -> "[a, b]"
                return ["[" + ", ".join(key.strip() for key in text.split(",")) + "]"], end
            return self.link(name, text, end, stop)
        braced = s.startswith("{}", i, stop)
        if braced:  # `\LaTeX{}`, `\eg{}`: an empty group that only ends the name
            i += 2
        if name in MACROS.abbreviations:
            text = MACROS.abbreviations[name]
            if text.endswith(".") and s.startswith(".", i, stop):  # `\etal.` reads "et al."
                i += 1
            return [text], i
        if name in MACROS.symbols:  # a letter inside a word (`M\\o ller`) takes the space that ends its name
            text = MACROS.symbols[name]
            inside_a_word = s[i - len(name) - 2 : i - len(name) - 1].isalpha()  # not "1.5 \\AA resolution"
            ends_name = (len(text) == 1 and text.isalpha() and not braced and inside_a_word
                         and s.startswith(" ", i, stop) and s[i + 1 : i + 2].isalpha())
            return [text], i + ends_name
        if name in ("begin", "end") and (arg := self.braces.span(i, stop)) and (
                s[arg[0] + 1 : arg[1]].strip() in MACROS.environments):  # `\begin{itemize}`: its text stays
            return [], arg[1] + 1
        if name in MACROS.references:  # `\ref{sec:x}`: the abstract has no sections to point to
            i += s.startswith("*", i, stop)  # `\hspace*{1em}`, `\cref*{x}`
            arg = self.braces.span(i, stop)
            return [MACROS.references[name]], i if arg is None else arg[1] + 1
        if name in MACROS.accents:  # `\v{c}`, `\v c`; not `\d+` (a regex, say: no letter follows)
            return self.accent(name, i + s.startswith(" ", i, stop), stop)
        unicode = symbol("\\" + name)  # a math symbol written in prose, such as `\alpha`
        if unicode is None:
            return self.undefined(name, i, stop)
        if not unicodedata.combining(unicode):
            return [unicode], i
        # An accent: `\tilde{x}` or `\tilde x` reads x̃, as in formulas.
        arg = self.braces.span(i, stop)
        if arg is None:
            letter = i + s.startswith(" ", i, stop)
            if not (letter < stop and s[letter].isalpha()):
                return [], i
            arg = (letter, letter)
        return [formula_text(self.restore_math_source(f"\\{name} {s[arg[0] : arg[1] + 1]}"))], arg[1] + 1

    def undefined(self, name: str, i: int, stop: int) -> tuple[list[Node], int]:
        """An author's macro `\\name` (`\\sysname`, `\\abs{x}`) with `i` after its name: a
        placeholder with the text of the braced arguments right after it, and the index after them."""
        children: list[Node] = []
        while self.s.startswith("{", i, stop) and (arg := self.braces.span(i, stop)):
            children += [" "] * bool(children) + self.parse(arg[0] + 1, arg[1])
            i = arg[1] + 1
        return [Undefined(name, children)], i

    def accent(self, name: str, i: int, stop: int) -> tuple[list[Node], int]:
        """`\\'e`, `\\'{e}` or `\\H{o}` with `i` at the argument: the letter with the accent's mark.

        The argument is a group (its text; `\\'{\\i}` gives í) or the next letter; before
        any other character (`\\d+` in a regex, `\\'1`) the command stays as typed. An
        empty group gives the accent character itself; no argument at all (at the end of
        the text) drops the accent."""
        group = self.braces.span(i, stop)
        if group is not None:
            base, end = to_plain(self.parse(group[0] + 1, group[1])), group[1] + 1
        elif i < stop and self.s[i].isalpha():
            base, end = self.s[i], i + 1
        elif i < stop and self.s[i] not in " {}\\" and self.s[i] != PH_OPEN:
            return [f"\\{name}"], i
        else:
            return [], i
        if not base:  # `\\~{}` is how LaTeX writes a lone tilde (in URLs): the accent alone
            return [name if len(name) == 1 and not name.isalpha() else ""], end
        first = _DOTLESS.get(base[0], base[0])  # `\\"{\\i}`: LaTeX drops the dot, Unicode composes ï
        return [unicodedata.normalize("NFC", first + MACROS.accents[name] + base[1:])], end

    def link(self, name: str, url: str, i: int, stop: int) -> tuple[list[Node], int]:
        """`\\url{url}`, or `\\href{url}{text}` with `i` after the URL's group.

        The URL is linked only if `http_url` accepts it; otherwise its text
        (the URL for `\\url`) is shown as plain text.
        """
        url = _LATEX_ESCAPED.sub(r"\1", url)  # `\_`, `\%`, `\#` as LaTeX authors escape them
        text = self.braces.span(i, stop) if name == "href" else None
        children = (self.parse(text[0] + 1, text[1]) if text else []) or [url]  # never an empty link
        href = http_url(url)
        return [Link(href, children)] if href else children, i if text is None else text[1] + 1

    def markdown_link(self, i: int, stop: int) -> tuple[list[Node], int] | None:
        """`[text](https://...)` at `i`, a link as OpenReview's Markdown writes it: its
        nodes and the index after it; None (the brackets stay text) for anything else:
        "[12]", an image `![alt](...)`, a badge `[![alt](...)](...)` (text holding a
        `[`), or an address `http_url` refuses."""
        j = next_position(self.closing_brackets(), i + 1)
        if not 0 < j < stop or (i and self.s[i - 1] == "!") or "[" in self.s[i + 1 : j]:
            return None
        if j not in self.addresses:  # every `[` before this `]` asks: look once
            self.addresses[j] = _MARKDOWN_URL.match(self.s, j + 1)
        m = self.addresses[j]
        href = http_url(_LATEX_ESCAPED.sub(r"\1", m[1])) if m and m.end() <= stop else None
        if href is None:
            return None
        return [Link(href, self.parse(i + 1, j) or [href])], m.end()  # never an empty link

    def closing_brackets(self) -> list[int]:
        """Positions of every `]` of the string, listed once (closers are looked up, so
        that `[[[...` and `\\cite[\\cite[...` stay linear)."""
        if self.brackets is None:
            self.brackets = [m.start() for m in re.finditer(r"\]", self.s)]
        return self.brackets

    def skip_options(self, i: int, stop: int) -> int:
        """Index after the (at most two) `[...]` optional arguments at `i`: `\\citep[see][p. 3]{key}`.

        The closing `]` is looked up in a list made once per string, like the
        other closers, so that `\\cite[\\cite[...` stays linear.
        """
        for _ in range(2):
            if not self.s.startswith("[", i, stop):
                break
            j = next_position(self.closing_brackets(), i + 1)
            if j == -1 or j >= stop:
                break
            i = j + 1
        return i


_DOTLESS = {"ı": "i", "ȷ": "j"}
# What a group inside a word holds (`word_group`): letters, digits, dashes, apostrophes and commands (`\\"a`, `\\H o`,
# `\\underline{e}`).
_WORD_GROUP = re.compile(r"(?:\\[A-Za-z]+(?: |\{[\w'’.–—-]*\})?|\\[^A-Za-z\s]|[\w'’.–—-])+")
# The address of a Markdown link: an http(s) URL without spaces, with at most one level
# of balanced parentheses ("https://en.wikipedia.org/wiki/X_(y)"), no math placeholder.
_MARKDOWN_URL = re.compile(rf"\(\s*(https?://(?:[^\s(){PH_OPEN}]|\([^\s(){PH_OPEN}]*\))+)\s*\)", re.IGNORECASE)
_LATEX_ESCAPED = re.compile(r"\\([^A-Za-z])")
def parse_abstract(text: str) -> list[Node]:
    """Parse a whole abstract; pathologically nested input is kept as literal text."""
    text = " ".join(PRIVATE_USE.sub("", text).split())
    try:
        prose, maths = split_math(text)
        return Parser(prose, maths).parse(0, len(prose))
    except RecursionError:
        return [text]
