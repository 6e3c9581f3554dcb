"""The plain text of one LaTeX formula (the source between `$...$`): Unicode symbols,
`a/b` for fractions, `x_(t+1)` for a script of several tokens.  Titles, descriptions,
keywords, the search index and BibTeX read it; formulas.py gives the MathML.

What a command reads as is data, in math_commands.yml (its header says how to tune it).
A command's arguments are taken as TeX takes them (`_argument`): a braced group or the
next token, so `\\hat W` reads as `\\hat{W}` and `\\frac12` as `\\frac{1}{2}`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from generator.latex import Braces, next_position, symbol

_FIELD = re.compile(r"\{(\d)(?::(group|drop))?\}")
_ANY_FIELD = re.compile(r"\{\d[^}]*\}")


@dataclass(frozen=True)
class MathCommands:
    """The maintainer-tunable tables of math_commands.yml (its header says what each means)."""

    templates: dict[str, str]
    layout_environments: frozenset[str]
    spaces: frozenset[str]
    mathml_source: dict[str, str]

    def arity(self, name: str) -> int:
        """How many arguments `\\name` takes by its template (0 if it has none)."""
        template = self.templates.get(name, "")
        return max((int(m[1]) for m in _FIELD.finditer(template)), default=0)


def load_math_commands(path: Path) -> MathCommands:
    """Read math_commands.yml, refusing names and templates that could never work."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    commands = MathCommands(data["templates"], frozenset(data["layout_environments"]), frozenset(data["spaces"]),
                            data["mathml_source"])
    problems = [f"not a control word: {name!r}"  # YAML reads `on:`, `no:`... as booleans: quote such names
                for name in [*commands.templates, *commands.layout_environments, *commands.spaces]
                if not (isinstance(name, str) and re.fullmatch("[A-Za-z]+", name))]
    problems += [f"mathml_source: not a control word: {name!r}" for name, text in commands.mathml_source.items()
                 if not (isinstance(name, str) and re.fullmatch(r"[A-Za-z]+\*?", name) and isinstance(text, str))]
    for name, template in commands.templates.items():
        if not isinstance(template, str):
            problems.append(f"{name}: template is not a string")
            continue
        fields = _ANY_FIELD.findall(template)
        numbers = sorted(int(field[1]) for field in fields if field[1] != "0")
        if not all(_FIELD.fullmatch(field) for field in fields) or numbers != list(range(1, len(numbers) + 1)):
            problems.append(f"{name}: fields must be {{1}}, {{2}}... once each, as {{n}}, {{n:group}} or {{n:drop}}")
    if problems:
        raise ValueError(f"{path}: " + "; ".join(problems))
    return commands


COMMANDS = load_math_commands(Path(__file__).with_name("math_commands.yml"))
_MATHML_SOURCE = re.compile(r"(?<!\\)\\(" + "|".join(
    re.escape(name) for name in sorted(COMMANDS.mathml_source, key=len, reverse=True)) + r")(?![A-Za-z])")


# An operator name of words with spacing between them (`\\operatorname*{arg\\,min}`), which
# latex2mathml writes as an empty operator and italic letters (a plain space is no
# spacing in math: `\\operatorname{arg min}` is "argmin", as TeX sets it).
_SPACED_OPERATOR = re.compile(r"\\operatorname\*?\s*\{([A-Za-z]+(?:\s*(?:\\[,:;! ]|~)\s*[A-Za-z]+)+)\}")  # not "arg min"
_OPERATOR_WORD = re.compile(r"[A-Za-z]+")
# An operator name written with \mathop, which latex2mathml nests invalidly in an <mo>.
_MATHOP_NAME = re.compile(r"\\mathop\s*\{\s*(?:\\(?:mathrm|operatorname|text)\s*\{([A-Za-z\\,:;! ~]+)\}"
                          r"|\\rm\s+([A-Za-z]+)|([A-Za-z]+))\s*\}")
# A \text argument, whose escapes latex2mathml prints as written ("max\_fp16").
_TEXT_ESCAPE = re.compile(r"(\\text\s*\{[^{}]*\})")
# What a numbered equation of a paper's source holds that shows nothing: its label and numbering.
_NOT_SHOWN = re.compile(r"\\label\s*\{[^{}]*\}|\\(?:nonumber|notag)(?![A-Za-z])")


def for_latex2mathml(source: str) -> str:
    """`source` with the commands latex2mathml would print with their backslash or star
    (`\\arg`, `\\operatorname*`) spelt as math_commands.yml's `mathml_source` says, and
    an operator name of several words as one operator per word (`\\operatorname{arg}\\,\\operatorname{min}`,
    also from `\\mathop{\\mathrm{arg\\,min}}`), `\\text{a\\_b}` as "a_b", without labels and `\\nonumber`."""
    source = _NOT_SHOWN.sub("", source)
    source = _MATHOP_NAME.sub(lambda m: rf"\operatorname{{{m[1] or m[2] or m[3]}}}", source)
    source = _TEXT_ESCAPE.sub(lambda m: re.sub(r"\\([_%&#$])", r"\1", m[1]), source)
    source = _SPACED_OPERATOR.sub(
        lambda m: _OPERATOR_WORD.sub(lambda word: rf"\operatorname{{{word[0]}}}", m[1]), source)
    return _MATHML_SOURCE.sub(lambda m: COMMANDS.mathml_source[m[1]], source) if COMMANDS.mathml_source else source


# An argument that is one token: a character, a number, a command with at most one braced
# group (`\\alpha`, `\\mathrm{op}`, `\\sqrt{n}`), or nothing; or a command of one argument
# with a letter or digit (`\\mathbf v`, `\\hat x`, not `\\log n`).
_ONE_TOKEN = re.compile(r"\s*(?:\d+(?:\.\d+)?|\\[A-Za-z]+\s*(?:\{[^{}]*\})?|\\.|[^\s{}\\])?\s*", re.DOTALL)
_COMMAND_AND_LETTER = re.compile(r"\s*\\([A-Za-z]+)\s*[A-Za-z0-9]\s*")
_TOKEN = re.compile(r"\s*(\\[A-Za-z]+|\\.|[^\s{}])", re.DOTALL)
_BARE_LENGTH = re.compile(r"\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*(?:em|ex|px|pt|mu|mm|cm|in)")
_REWRITE_TOKEN = re.compile(r"\\([A-Za-z]+)|\\.?|[\^_]|[^\\^_]+", re.DOTALL)


def _parenthesised(source: str) -> bool:
    """Is `source` one parenthesised group, "(m)" but not "(a)(b)"?"""
    s = source.strip()
    depth = 0
    for k, c in enumerate(s):
        depth += (c == "(") - (c == ")")
        if depth == 0:
            return c == ")" and k == len(s) - 1
    return False


def _one_token(source: str) -> bool:
    if _ONE_TOKEN.fullmatch(source) or _parenthesised(source):
        return True
    m = _COMMAND_AND_LETTER.fullmatch(source)
    return bool(m) and (COMMANDS.arity(m[1]) == 1 or unicodedata.combining(symbol("\\" + m[1]) or "a") != 0)


def _shown(source: str, form: str | None = None) -> str:
    """An argument's rewritten text as a template field of `form` shows it.

    Rewritten text goes between braces, which `_math_plain` drops, so that it never runs
    into a command before it (`\\cdot` + "polylog" is not `\\cdotpolylog`)."""
    if form == "drop":
        return ""
    text = "{" + _rewrite(source) + "}"
    grouped = form == "group" and not _one_token(source)
    return f"({text})" if grouped else text


class _Formula:
    """A formula's source with its `{...}` groups and `]` positions, each found once, so that
    `\\sqrt[\\sqrt[...` or `\\frac{\\frac{...` stays linear (see latex.Braces)."""

    def __init__(self, latex: str):
        self.latex = latex
        self.braces = Braces(latex)
        self.brackets = [m.start() for m in re.finditer(r"\]", latex)]

    def argument(self, i: int) -> tuple[str, int] | None:
        """The argument at `i` as TeX takes it: a braced group's content, or the next token (a
        command with the arguments of its template: `\\hat\\mathbf{x}`), and the index after it."""
        group = self.braces.group(i)
        if group is not None:
            return group
        m = _TOKEN.match(self.latex, i)
        if m is None:
            return None
        end = m.end()
        for _ in range(COMMANDS.arity(m[1][1:]) if m[1][1:].isalpha() else 0):
            arg = self.argument(end)
            end = arg[1] if arg else end
        return self.latex[m.start(1) : end], end

    def template(self, name: str, end: int) -> tuple[str, int]:
        """The text of `\\name` (ending at `end`) by its template, and the index after its
        arguments.  A missing argument reads as nothing."""
        template, count = COMMANDS.templates[name], COMMANDS.arity(name)
        optional = ""
        if count and self.latex.startswith("*", end):
            end += 1
        if count and self.latex.startswith("[", end) and (close := next_position(self.brackets, end)) != -1:
            optional, end = self.latex[end : close + 1], close + 1
        args = []
        for _ in range(count):
            arg = self.argument(end)
            args.append(arg[0] if arg else "")
            end = arg[1] if arg else end
        text = _FIELD.sub(lambda f: _shown(optional) if f[1] == "0" else _shown(args[int(f[1]) - 1], f[2]),
                          template)
        return text, end


def _rewrite(latex: str) -> str:
    """`latex` with every command of math_commands.yml and every accent read (`\\frac{a}{b}`
    as `a/b`, `\\hat W` as `W` + combining mark) and scripts grouped (`x^{t+1}` as `x^(t+1)`).

    What is left is characters and commands that read as a symbol or their name."""
    out = []
    formula = _Formula(latex)
    braces = formula.braces
    i = 0
    while i < len(latex):
        m = _REWRITE_TOKEN.match(latex, i)
        name, i = m[1], m.end()
        # (an accent by another name reads as that accent: math_commands.yml's \Tilde, \widetilde)
        unicode = symbol(COMMANDS.mathml_source.get(name, "\\" + name)) if name else None
        if m[0] in ("^", "_") and (group := braces.group(i)) is not None:
            out.append(m[0] + _shown(group[0], "group"))
            i = group[1]
        elif name is None:
            out.append(m[0])
        elif unicode and unicodedata.combining(unicode):  # an accent, dropped if nothing follows
            arg = formula.argument(i)
            out.append("{" + _rewrite(arg[0]) + unicode + "}" if arg else "")
            i = arg[1] if arg else i
        elif name == "begin" and (env := braces.group(i)) and env[0].strip() in COMMANDS.layout_environments:
            layout = braces.group(env[1])  # `\\begin{array}{cc}`: the columns are no text
            i = (layout or env)[1]
        elif name in COMMANDS.templates:
            text, i = formula.template(name, i)
            out.append("{" + text + "}")
        elif name in COMMANDS.spaces and (length := _BARE_LENGTH.match(latex, i)):
            i = length.end()
        else:
            out.append(m[0])
    return "".join(out)


_MATH_SPACING = {",": " ", ";": " ", ":": " ", " ": " ", "!": "", "\\": " "}
_MATH_TOKEN = re.compile(r"\\([A-Za-z]+)|\\(.)|[{}]|.", re.DOTALL)


def _math_plain(latex: str) -> str:
    """Readable approximation of a math span: symbols as Unicode, other commands as their
    names, braces dropped."""
    out = []
    named = False  # is out[-1] a command read as its name?
    for m in _MATH_TOKEN.finditer(_rewrite(latex)):
        word, char = m.group(1), m.group(2)
        if word is not None:
            unicode = symbol("\\" + word)
            if unicode is None and out and (out[-1][-1:].isalnum() or out[-1][-1:] in ")]"):
                out.append(" ")  # `S\max` reads "S max", not "Smax"; `p^{2}\log p` "p^2 log p"
            out.append(unicode or word)
            named = unicode is None
            continue
        if named and m.group(0)[:1].isalnum():
            out.append(" ")  # `\log\frac1n` reads "log 1/n", not "log1/n"
        named = named and m.group(0) in ("{", "}")
        if char is not None:
            out.append(_MATH_SPACING[char] if char in _MATH_SPACING else symbol("\\" + char) or char)
        elif m.group(0) not in ("{", "}"):
            out.append(" " if m.group(0) in ("~", "&") else m.group(0))  # a tie, a column break
    return "".join(out).strip()


@lru_cache(maxsize=1 << 14)  # formulas recur across abstracts ($k$, $O(n)$, $\epsilon$)
def formula_text(source: str) -> str:
    """Plain text of the formula `source`, NFC-normalised (the source if it nests too deeply)."""
    try:
        return unicodedata.normalize("NFC", _math_plain(source))
    except RecursionError:
        return source
