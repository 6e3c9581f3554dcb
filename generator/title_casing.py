"""The case of a derived title's words: Title Case by the `titlecase` library, but
for what a title must keep as the abstract writes it (formulas' variables, acronyms,
non-Latin scripts)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection
from functools import lru_cache

from titlecase import titlecase as library_titlecase

from generator.title_cuts import MAX_CHARS

# A single letter on its own, but for the words "a" and "I".
VARIABLE_ALONE = re.compile(r"(?<![\w'’(-])(?![AaI]\b)[A-Za-z](?![\w'’)-])")
# A word joined by a hyphen to a single letter, first or last: "k-Clustering", "Top-k".
VARIABLE_COMPOUND = re.compile(r"(?<![\w'’])(?P<first>[A-Za-z])-[\w-]*\w|(?<![\w'’])[\w-]*\w-(?P<last>[A-Za-z])(?![\w'’])")
# ... and one that the abstract writes so without a formula, in lower case: "k-clustering", "t-SNE", "n-gram" (not
# "e-commerce", "x-ray" or "a-posteriori", words of their own).
PLAIN_VARIABLE_COMPOUND = re.compile(r"(?<![\w'’$-])([b-df-hj-np-tv-wyz])-(?=[A-Za-z])")

SMALL_WORDS = {"a", "an", "and", "as", "at", "but", "by", "en", "for", "if", "in", "of", "on", "or", "the", "to", "v",
               "via", "vs"}  # those the titlecase library keeps in lower case

# Marks before a word, which is cased as the word alone: the titlecase library leaves it lower-case
# after most, and the rule for hyphenated words would upper-case the mark ("camera-Aware").
OPENING_MARKS = "\"“‘«¿¡"
FORMULA_MARK = re.compile(r"[_^\\]|^\w\([^()]*\)$")  # a word from a formula: θ_n, H^*, \alpha, f(x)


def title_case(text: str) -> str:
    """Title Case by the `titlecase` library, except for words from formulas
    (θ_n, H^*) and non-Latin scripts, which keep their case. Only the start of a
    long text is cased: no title is longer than MAX_CHARS."""
    cased = library_titlecase(text[: 3 * MAX_CHARS], callback=keep_case_of_formulas)
    cased = SUSPENDED_HYPHEN.sub(lambda match: match[0].lower(), cased)  # "Node- and Graph-Level"
    return AFTER_ABBREVIATION.sub(lambda match: match[0].lower(), cased)  # "w.r.t. the Input"


# The small word after a hyphen that waits for its second half ("node- and graph-level",
# "pre- or post-training"), which the titlecase library takes for a first word.
SUSPENDED_HYPHEN = re.compile(r"(?<=\w- )(?:And|Or|Nor|To)\b")

# A small word after an abbreviation's period ("w.r.t. the input", "i.i.d. and", "vs. an"), which
# the titlecase library takes for a sentence's first word. A title has one sentence: every
# period in it is an abbreviation's.
AFTER_ABBREVIATION = re.compile(r"(?<=\. )(?:%s)\b" % "|".join(sorted(word.capitalize() for word in SMALL_WORDS)))


def keep_case_of_formulas(word: str, all_caps: bool = False, **_: object) -> str | None:
    """The case of a word the titlecase library should not decide; `all_caps`: the library
    found the whole text in capitals, and will lower its words."""
    if FORMULA_MARK.search(word):
        return word
    if (opening := word[: len(word) - len(word.lstrip(OPENING_MARKS))]) and word != opening:
        # "“chain-of-thought”" and "¿por" are cased as the word after the mark
        rest = word[len(opening):]
        return opening + (keep_case_of_formulas(rest) or library_titlecase(rest, callback=keep_case_of_formulas))
    if "-" in word or "–" in word:
        return compound_title_case(word)
    letters = re.sub(r"[\W\d_]", "", word)
    if len(letters) > 1 and letters.isupper() and not all_caps:  # an acronym as written: "MCMC", "MCMC,",
        return word  # which the library's rule for Scottish names made "McMc"
    return None if word[:1].isascii() else word  # None: let the library decide


@lru_cache(maxsize=1024)  # compounds recur from title to title: "large-scale", "data-driven"
def compound_title_case(word: str) -> str:
    """Each part of a hyphenated word on its own ("ϵ-Approximate"), and the first as a first
    word; the same across an en dash ("Linear–Softmax", "Erdős–Rényi")."""
    if "–" in word:
        return "–".join(map(compound_title_case, word.split("–")))
    parts = word.split("-")
    first = parts[0][:1].upper() + parts[0][1:] if parts[0][:1].isascii() and parts[0].islower() else parts[0]
    return "-".join([first] + [part if part in SMALL_WORDS or not part.islower() else library_titlecase(
        part, callback=keep_case_of_formulas) for part in parts[1:]])


def keep_variables(title: str, formulas: Collection[str], text: str) -> str:
    """A one-letter variable of the abstract's formulas as written, alone ("with $k$
    colors" gives "With k Colors") or where it joins a word by a hyphen:
    "$k$-clustering" gives "k-Clustering", "top-$k$" "Top-k".

    Each compound takes its letter's case from where `text` (the abstract) writes
    it, so "$K$-step" and "$k$-clustering" in one abstract each keep theirs; and a
    longer formula is as written ("O(log n)", not "O(log N)")."""
    variables = {formula for formula in formulas if len(formula) == 1 and formula.isascii() and formula.isalpha()}
    variables |= set(PLAIN_VARIABLE_COMPOUND.findall(text))  # ("k-clustering" written without dollars)

    def as_written(match: re.Match[str]) -> str:
        compound = match[0]
        at = 0 if match["first"] else -1
        letter = compound[at]
        found = re.search(rf"(?<![\w'’]){re.escape(compound)}(?![\w'’])", text, re.IGNORECASE)
        if found:  # as the abstract writes it, if there it is a variable
            letter = found[0][at] if found[0][at] in variables else letter
        elif letter not in variables and letter.swapcase() in variables:
            letter = letter.swapcase()
        return letter + compound[1:] if at == 0 else compound[:-1] + letter

    def alone(match: re.Match[str]) -> str:
        """"With K Colors" of "with $k$ colors"; not "Vitamin D" of an abstract with $d$:
        the letter as the abstract writes it between the same words, if a variable there."""
        letter = match[0]
        before = re.escape(title[: match.start()].split()[-1]) + r"\s+" if match.start() else ""
        after = r"\s+" + re.escape(title[match.end():].split()[0]) if title[match.end():].strip() else ""
        found = re.search(rf"(?<![\w'’]){before}(?P<letter>{letter}){after}(?![\w'’])", text, re.IGNORECASE)
        return found["letter"] if found and found["letter"] in variables else letter

    longer = {f for f in formulas if len(f) > 1 and not f.isalpha()}
    folded = Counter(f.casefold() for f in longer)
    for formula in sorted(longer, key=lambda f: (-len(f), f)):  # "O(log N)": O(log n); not when O(1) and o(1)
        # (looked for first: compiling a pattern for each formula of each abstract took a fifth of the titles' time)
        if folded[formula.casefold()] == 1 and formula.lower() in title.lower():
            title = re.sub(re.escape(formula), lambda _: formula, title, flags=re.IGNORECASE)
    if not variables:
        return title
    return VARIABLE_ALONE.sub(alone, re.sub(VARIABLE_COMPOUND, as_written, title))


# Unicode's subscripts and superscripts, for the scripts of a title's formulas: "ℓ_1-Regularized" reads
# "ℓ₁-Regularized", "R^d" "Rᵈ", "O(1/k^2)" "O(1/k²)", "x^(-2)" "x⁻²". A script with a character that has
# none stays as written ("L_q", "T_ℓ", "ℓ_(2,∞)").
SUBSCRIPTS = dict(zip("0123456789+-=()aehijklmnoprstuvx", "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ"))
SUPERSCRIPTS = dict(zip("0123456789+-=()abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVW",
                        "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂ"))
SCRIPT = re.compile(r"(?<=[^\s_^])(?:(_)(\([^()\s]{1,6}\)|[^\s()](?![A-Za-z]))"  # (not "snake_case")
                    r"|(\^)(\([^()\s]{1,6}\)|[^\s()]))")


def with_scripts_raised(title: str) -> str:
    """`title` with the sub- and superscripts of its formulas in Unicode's where it has them all."""
    def raised(script: re.Match[str]) -> str:
        table, body = (SUBSCRIPTS, script[2]) if script[1] else (SUPERSCRIPTS, script[4])
        body = body.removeprefix("(").removesuffix(")")  # (the plain text's group: "Z_(n1)" is Z_{n1})
        return "".join(table[c] for c in body) if all(c in table for c in body) else script[0]
    return SCRIPT.sub(raised, title) if "_" in title or "^" in title else title
