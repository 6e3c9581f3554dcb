"""Step 1 of reading an abstract: cut it into prose and math.

Each math span becomes a placeholder in the prose, so that `*`, `{` or backticks
inside math can never be mistaken for prose markup (generator/prose_parser.py
parses the prose).
"""

from __future__ import annotations

import re

from generator.latex import next_position
from generator.prose_tree import Math

# Math placeholders are "\uE000<index>\uE001".  Private-use characters are
# removed from the input first, so placeholders cannot be forged.
PH_OPEN, PH_CLOSE = "\ue000", "\ue001"
PLACEHOLDER = re.compile(PH_OPEN + r"(\d+)" + PH_CLOSE)
PRIVATE_USE = re.compile("[\ue000-\uf8ff]")


# Closing delimiters are looked up, not searched for: `_closers` lists every
# delimiter position once (O(n)), and each lookup is a bisection.  Searching
# from every opener made unclosed openers (`\\( \\( \\( ...`) quadratic.
_ESCAPE_OR_DOLLAR = re.compile(r"\\.?|\$", re.DOTALL)


def _closers(text: str) -> dict[str, list[int]]:
    """Sorted positions of each closing delimiter (`$`, `$$`, `\\)`, `\\]`) that is not escaped.

    Backslash escapes are paired from the start of the text (`\\\\` is one
    escape, so `\\\\)` holds no `\\)`); every position `split_math` stands on
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

    Close to Pandoc's rules: the opener is followed by a non-space and the
    *next* unescaped `$` follows a non-space (but see below).  When the opener is followed
    by a digit (a possible amount), the closer must not precede a digit, a letter or
    a backslash either (it opens math of its own: "$1,200 on 8$\\times$ A100"), and
    the span must not read as prose. This keeps currency ("$5 million", "$5-$10",
    "$2 per call ($\\approx$ 10x less)") literal while "$18$-$20\\times$" and
    "$\\sim$60" are math. A span with a space inside either dollar, which MathJax reads
    and real abstracts write ("$ \\Phi(x) = \\inf_z h(z)$", "$O(\\log T) $"), is math
    only if it holds math markup and reads as no prose (`_padded_formula`).
    """
    if i + 1 >= len(text):
        return -1
    j = next_position(dollars, i + 1)
    if j == -1:
        return -1
    if text[i + 1].isspace() or text[j - 1].isspace():
        return j + 1 if _padded_formula(text[i + 1 : j]) else -1
    if text[i + 1].isdigit() and (_glued(text[j + 1 : j + 2], text[i + 1 : j]) or _amount(text[i + 1 : j])):
        return -1
    return j + 1


def _glued(after: str, span: str) -> bool:
    """Does an amount's closing `$` run into a digit ("$5-$10"), or into math of its
    own (`after`: the character after it) when what it closes reads as text ("1,200 on
    8", "20/month,")? A number alone is math: "$95$\\%", "$2$\\,GB", "$2$x"."""
    return after.isdigit() or (after.isalpha() or after == "\\") and bool(_TEXT_IN_SPAN.search(span))


_TEXT_IN_SPAN = re.compile(r"\s|[A-Za-z]{2}")


# Two plain words in a row: prose ("2 per call ("), not a formula, whose words are
# commands (`\log n`) or single letters.
_PROSE_WORDS = re.compile(r"\s[a-z]{2,}\s+[a-z]{2,}\b")


def _amount(span: str) -> bool:
    """Does what lies between an amount's `$` and the next `$` hold no math markup and
    read as prose, or open a parenthesis it does not close ("5 (" of "$5 ($x$ per unit)")?
    (A formula may leave one open: "$1 - \\epsilon \\in (0, 1]$".)"""
    return not _MATH_MARKUP.search(span) and (
        bool(_PROSE_WORDS.search(span)) or span.count("(") != span.count(")"))


_MATH_MARKUP = re.compile(r"[\\^_{}]")


def _padded_formula(span: str) -> bool:
    """Is what lies between two dollars with a space inside them a formula: math markup
    and no prose ("$ D_p $"; not the amounts of "$ 5 per \\emph{unit} and more $")?"""
    return bool(_MATH_MARKUP.search(span)) and not _PROSE_WORDS.search(span)


_DELIMITER_OR_ESCAPE = re.compile(r"[$\\]")
# A display-math environment of a paper's LaTeX source, and what latex2mathml is given for
# it: always unnumbered (a page has no equation numbers); align and eqnarray as the rows
# and columns latex2mathml lays out, gather and multline as rows too (MathML Core has
# no line breaks inside a formula).
_MATH_ENVIRONMENT = re.compile(r"\\begin\{(equation|displaymath|gather|multline|align|eqnarray)(\*?)\}")
_ROWS = "\\begin{{align*}}{}\\end{{align*}}"
_AS_GIVEN = {"equation": "{}", "displaymath": "{}", "align": _ROWS, "eqnarray": _ROWS, "gather": _ROWS,
             "multline": _ROWS}


def _math_environment(text: str, i: int, ends: dict[str, list[int]]) -> tuple[int, str] | None:
    """The end and the source of a math environment that begins at `i` and is closed
    (`\\begin{equation} ... \\end{equation}`), or None. `ends`: where each kind of
    environment ends in `text`, found once per text (an unclosed one made every lookup
    a search of the rest: quadratic)."""
    begin = _MATH_ENVIRONMENT.match(text, i)
    if not begin:
        return None
    name = begin[1] + begin[2]
    closing = f"\\end{{{name}}}"
    if name not in ends:
        ends[name] = [m.start() for m in re.finditer(re.escape(closing), text)]
    j = next_position(ends[name], begin.end())
    if j == -1:
        return None
    content = text[begin.end() : j].strip()
    if begin[1] == "eqnarray":
        content = content.replace("&=&", "&=").replace("& = &", "&=")
    return j + len(closing), _AS_GIVEN[begin[1]].format(content)


def split_math(text: str) -> tuple[str, list[Math]]:
    """Replace math spans with placeholders; return the prose and the math list.

    Recognised: `$...$` and `\\(...\\)` (inline), `$$...$$`, `\\[...\\]` and the math
    environments of a paper's source (`\\begin{equation}...`) (display).
    Unmatched delimiters stay in the prose as literal text.
    """
    prose: list[str] = []
    maths: list[Math] = []
    closers = _closers(text)
    ends: dict[str, list[int]] = {}
    i = 0
    while i < len(text):
        candidate = _DELIMITER_OR_ESCAPE.search(text, i)
        if candidate is None:
            prose.append(text[i:])
            break
        if candidate.start() > i:  # plain prose up to the next `$` or backslash, copied at once
            prose.append(text[i : candidate.start()])
            i = candidate.start()
        if environment := _math_environment(text, i, ends):
            end, source = environment
            maths.append(Math(source, text[i:end], True))
            prose.append(f"{PH_OPEN}{len(maths) - 1}{PH_CLOSE}")
            i = end
            continue
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
        maths.append(Math(raw[len(opener) : -closer_len].strip(), raw, opener in ("$$", "\\[")))
        prose.append(f"{PH_OPEN}{len(maths) - 1}{PH_CLOSE}")
        i = end
    return "".join(prose), maths
