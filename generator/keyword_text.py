"""Cleaning an abstract for keyword extraction: math, LaTeX and citations out,
acronym definitions found (the Schwartz-Hearst rule) and folded, and the text cut
into chunks of tokens that no key phrase crosses (see generator/keywords.py)."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable
from itertools import islice

from generator.keyword_words import (ADVERB_FILLERS, CJK_RUN, CONTRIBUTION_SUBJECTS, CONTRIBUTION_VERBS,
                                     DETERMINERS, STOP_WORDS, VERB_S_FORMS, fold_word, word_class)

_BREAK = " \x00 "  # chunk separator that never survives tokenisation

_MATH = re.compile(
    r"\$\$.*?\$\$|\$[^$]*\$|\\\(.*?\\\)|\\\[.*?\\\]"
    r"|\\begin\{(equation|align|math)\*?\}.*?\\end\{\1\*?\}",
    re.S,
)
# commands whose argument is not prose: drop command and argument
_DROP_ARG_CMD = re.compile(
    r"\\(?:cite[a-z]*|ref|eqref|label|url|href|footnote|includegraphics)\*?"
    r"(?:\[[^\]]*\])?\{[^{}]*\}"
)
_TEXT_CMD = re.compile(r"\\[A-Za-z]+\*?\s*\{")   # \textit{ ... } -> keep text
_OTHER_CMD = re.compile(r"\\[A-Za-z]+\*?")        # \sysname -> break
_ESCAPED = re.compile(r"\\[%&#_{}$ ,;!~]")         # \%  \&  "\ " ...
_URL = re.compile(r"https?://\S+|www\.\S+")
_PAREN = re.compile(r"\(([^()]*)\)")
# A name written with its argument, which no keyword can hold: "SE(3)-invariant descriptors" gave
# "SE invariant descriptors", "the distributed TD(0) algorithm" the tag "TD", "Omega(sqrt{T}) lower bounds"
# "Omega lower bounds" (not "GAN(s)", nor an acronym defined without a space: "Monte Carlo(SMC)").
_WITH_ARGUMENT = re.compile(r"(?<![\w-])[A-Z][A-Za-z]{0,5}\((?!e?s\))(?![^()]*[A-Z]{2})[^()\s]{1,12}\)")
_CITATION = re.compile(r"\bet\s+al\b|\b(19|20)\d\d[a-z]?\b")
# A citation in the text: "an open question of Abbasi-Yadkori and Szepesvari (2011)", "Lester et al. (2021)"
# (the names and year; not a name with digits, a dataset: "MUC-4 (1992)").
_CITED_NAME = r"[A-Z][^\W\d_]+(?:[-']\s*[A-Z]?[^\W\d_]+)*"  # "Abbasi-Yadkori", "O'Neil", "Camacho-\nCollados"
_NARRATIVE_CITATION = re.compile(rf"\b(?:{_CITED_NAME}\s+)?{_CITED_NAME}(?:\s*,\s*{_CITED_NAME})*"
                                 rf"(?:,?\s+(?:and|&)\s+{_CITED_NAME}|\s+et\s+al\.?)?\s*\(\s*(?:19|20)\d\d[a-z]?\s*\)")
_INWORD_DASH = re.compile(r"(?<=\w)(?:--|\u2013|\u2010|\u2011)(?=\w)")
# ... but an en dash from a word in lower case to a capital sets off an aside ("the resulting method–Reparameterized
# Variational Rejection Sampling (RVRS)–offers ..."; "Kullback–Leibler", "state–action" are compounds)
_ASIDE_DASH = re.compile(r"(?<![\w-])([a-z][\w-]*)(?:--|\u2013)(?=[A-Z])")
# ... and so does one next to a stop word ("submodular functions–and the more general class ... functions–may only
# be optimized": no compound has a stop word)
_DASHED_WORDS = re.compile(r"(?<![\w-])([A-Za-z]+)(?:--|\u2013)([A-Za-z]+)(?![\w-])")


def _aside_at_a_stop_word(pair: re.Match[str]) -> str:
    """Two words joined by a dash, set apart if either is a stop word."""
    stop = pair[1].lower() in STOP_WORDS or pair[2].lower() in STOP_WORDS
    return f"{pair[1]} \u2013 {pair[2]}" if stop else pair[0]
# "Stein's method", "CLARO's value estimates": a person's name (Title case) stays with
# what follows ("Stein method"); any other owner ends the phrase, or an owner and the
# thing it owns became one tag ("CLARO value estimates").
# (\b and the possessive \w++ give the same matches as a bare (\w+), without
# trying every position inside every word). The owner is the whole hyphenated word: "WKNN-Shapley's
# computational efficiency" gave "WKNN-Shapley computational efficiency", a name of its "Shapley".
_POSSESSIVE = re.compile(r"\b((?:\w++-)*+\w++)['\u2019]s\b")
_EMPHASIS = re.compile(r"[*_#]+")  # markdown
# Latin pairs that are one modifier: "post hoc calibration" tags as "post-hoc calibration"
# (the pair apart gave the tags "post" and "hoc calibration").
_LATIN_PAIR = re.compile(r"\b(post|ad|in|de)\s+(hoc|situ|vivo|vitro|silico|novo)\b", re.IGNORECASE)
# "outperforms X by a large margin": a measure of a result, no "large margin" (classifier) of the paper's.
_BY_A_MARGIN = re.compile(r"\bby\s+an?\s+(?:(?:very|fairly|quite|rather)\s+)?(?:large|wide|big|huge|significant"
                          r"|substantial|considerable|clear|notable|remarkable|great|good|comfortable|decent"
                          r"|small|narrow|slight)"
                          r"\s+margins?\b", re.IGNORECASE)
# "maximization subject to a knapsack constraint": a preposition, not the head of what comes before it
# (15 of 43,966 tags of 8,752 real abstracts ended so: "submodular maximization subject").
_SUBJECT_TO = re.compile(r"\bsubject\s+to\b", re.IGNORECASE)
# "low dimensional", "high resolution": one modifier, as "low-dimensional" writes it ("low" and "high" start no
# phrase, so "low dimensional affine subspace" gave the tag "dimensional affine subspace").
_LOW_HIGH_PAIR = re.compile(r"\b(low|high)\s+(dimensional|rank|resolution|resource|frequency|fidelity|precision"
                            r"|affinity|order|level|latency|variance|bias)\b", re.IGNORECASE)
# chunk delimiters (in a group, so that `split` returns the chunks and the delimiters between them)
_SPLIT = re.compile(r"([.,;:!?()\[\]{}\"\u201c\u201d\u2018\u2019'`|/\\<>=+*\u2014\u2013\u00b7\x00]|\s-+\s|--+)")
# unicode letters/digits, inner hyphens (possessive: nothing follows that could
# make a shorter match succeed, and the engine keeps no backtracking state)
TOKEN = re.compile(r"[^\W_]++(?:-[^\W_]++)*+")


# What the words before a phrase say the paper does without: "without (relying on) X", "rather than X",
# "instead of X", "(this) is not a X", "without the use of a X" (in one clause: not "Oracle (without
# explainability) versus X").
_NEGATION = re.compile(r"\b(?:without|rather\s+than|instead\s+of|is\s+not\s+an?)\s")  # (in lower case)
_WORD_OR_MARK = re.compile(r"[^\W_]+|[^\w\s]")
NEGATED_REACH = 140  # characters after it: five words and a phrase of four
# (up to five words between, none that starts another part of the clause: "sampled without replacement| can
# be used to construct X", "rendered without artifacts| by using X", "networks without BN| we show X")
_NEGATED = re.compile(_NEGATION.pattern + r"\s*(?:(?!(?:by|we|can|could|using|which|that|while|but|is|are)\s)"
                      r"[^\s.,;:()\x00]+\s+){0,5}$")


def only_negated(text: str, keys: Iterable[str]) -> set[str]:
    """The `keys` (folded as tag_key folds them) that `text` (cleaned, of one document) writes
    only after a "without" ("translates speech without relying on intermediate text
    generation") or an "is not a" ("this is not a semi-supervised learning situation"): what
    the paper does without, or is not, is no keyword of it. A key that the text writes
    otherwise (another spelling, a long form) is never among them."""
    low = text.lower()
    if "without" not in low and " than " not in low and "instead" not in low and " not " not in low:
        return set()  # (most abstracts)
    # the words folded as the keys are ("supervised" -> "supervized", "analyses" -> "analysis")
    low = " ".join(map(fold_word, _WORD_OR_MARK.findall(low.replace("-", " "))))
    # (only keys in the few words after a "without" can be: most abstracts hold none, and checking
    # every key at every place it stands took a tenth of the keywords' time)
    after = [low[negation.end():negation.end() + NEGATED_REACH] for negation in _NEGATION.finditer(low)]
    found = set()
    for key in (key for key in keys if any(key in words for words in after)):
        starts, at = [], low.find(key)
        while at >= 0:
            end = at + len(key)
            if (not at or not low[at - 1].isalnum()) and (end == len(low) or not low[end].isalnum()
                                                          or low[end] == "s" and not low[end + 1:end + 2].isalnum()):
                starts.append(at)
            at = low.find(key, at + 1)
        if starts and all(_NEGATED.search(low, max(0, start - 100), start) for start in starts):
            found.add(key)
    return found


def _possessive(match: re.Match) -> str:
    owner = match.group(1)
    return owner if all(part.istitle() and part.isalpha() for part in owner.split("-")) else owner + _BREAK


def _paren_repl(match: re.Match) -> str:
    inner = match.group(1).strip()
    if _CITATION.search(inner):
        return _BREAK  # (Li et al., 2022)
    if len(inner.split()) <= 1:
        return " "  # one-word asides that are not acronym definitions
    return f"{_BREAK}{inner}{_BREAK}"


_MATH_PREFIX = re.compile(r"\$\s*([A-Za-z0-9])\s*\$(?=-[A-Za-z])")  # $k$-means

# Acronym definitions "neural posterior estimation (NPE)".
_ACRONYM = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*")
# a long form comes from the text after the last of these before its parenthesis
_LAST_SEGMENT_BREAK = re.compile(r".*[.,;:!?()\[\]{}\"\u201c\u201d|\\<>=+*\u2014\x00]", re.S)
_SENTENCE_END = re.compile(r"[.!?:]\s")
# "the pruning is applied", "a screening of": an -ing word used as a noun
NOMINAL_DETERMINERS = frozenset(
    spelling for word in "the a an this these those our their its each every".split()
    for spelling in (word, word.capitalize())
)
NOMINAL_USE = re.compile(
    rf"\b(?:{'|'.join(sorted(NOMINAL_DETERMINERS))})"
    r"\s+([a-z]+ing)(?=\s*(?:[.,;:!?)]|$)|\s+(?:is|are|was|were|of|in|on|for|with|and|or|to"
    r"|that|which|by|as|at|from|under|over|between|via|can|may|will)\b)")
_NEXT_WORDS = re.compile(r"[ \t]*([^\W\d_][\w-]*)(?:[ \t]+([\w-]+))?")


def _acronym(inner: str) -> str | None:
    """The acronym of a parenthesised one-token aside ("KV", "LLMs" -> "LLM",
    "NeSy-CBMs"), or None."""
    if not _ACRONYM.fullmatch(inner):
        return None
    core = inner[:-1] if len(inner) > 2 and inner[-1] == "s" and inner[-2].isupper() else inner
    letters = sum(c.isalnum() for c in core)
    if not 2 <= letters <= 12 or sum(c.isupper() for c in core) < 2:
        return None
    return core


# The acronym just before a parenthesis, and maybe its version: "CIHP (", "MHP v2.0 ("
_ACRONYM_BEFORE = re.compile(r"(?<![\w-])(?P<acronym>[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)(?:\s+v?\d[\w.]*)?\s*$")


def _defined_after(before: str, inner: str) -> str | None:
    """The acronym that a parenthesis spells out after it ("MHP v2.0 (Multi-Human Parsing)",
    a dataset's name written first), or None: the whole parenthesis is its long form."""
    found = _ACRONYM_BEFORE.search(before[-40:])  # (the end only: the pattern is slow on a long text)
    short = _acronym(found["acronym"]) if found and len(inner.split()) >= 2 else None
    return short if short is not None and _long_form_start(short, inner) == 0 else None


def _long_form_start(short: str, segment: str) -> int | None:
    """Start offset in ``segment`` of the long form that ``short`` abbreviates
    (Schwartz & Hearst 2003: the acronym's characters appear in order, the
    first one at the start of a word), extended leftwards over Title-Case words
    of the same name ("Person Re-Identification (ReID)")."""
    chars = [c.lower() for c in short if c.isalnum()]
    spans = [m.span() for m in re.finditer(r"\S+", segment)]
    if not chars or not spans:
        return None
    limit = min(len(chars) + 5, 2 * len(chars))
    spans = spans[-limit:]
    base = spans[0][0]
    text = segment[base:]
    si, li = len(chars) - 1, len(text) - 1
    while si >= 0:
        c = chars[si]
        while li >= 0 and (text[li].lower() != c
                           or (si == 0 and li > 0 and text[li - 1].isalnum())):
            li -= 1
        if li < 0:
            return None
        li -= 1
        si -= 1
    start = base + text.rfind(" ", 0, li + 1) + 1
    words = [(a, b) for a, b in spans if a >= start]
    if not words or len(segment[start:].split()) < 1 or len(segment[start:].strip()) <= len(short):
        return None
    first = segment[words[0][0]:words[0][1]]
    if first[:1].isupper():
        earlier = [(a, b) for a, b in spans if b <= start]
        while earlier:
            a, b = earlier.pop()
            word = segment[a:b]
            if not (word[:1].isupper() and word.lower() not in STOP_WORDS
                    and word.isalpha() and len(word) > 1):
                break
            start = a
    return start


def _is_mid_phrase(text: str, after: int) -> tuple[bool, str]:
    """Does the text after "(ACR)" (which ends at ``after``) continue a noun phrase ("(KV) cache")?"""
    m = _NEXT_WORDS.match(text, after)
    if not m:
        return False, ""
    word, nxt = m.group(1), (m.group(2) or "").lower()
    low = word.lower()
    if word_class(word) in ("stop", "generic") or not word.islower():
        return False, ""
    if low in VERB_S_FORMS or (low.endswith("s") and (
            nxt in DETERMINERS or (nxt.endswith("ly") and len(nxt) > 4))):
        return False, ""  # "(NPE) yields the ...", "(X) controls ..."
    return True, word


def clean(text: str) -> tuple[str, list[tuple[str, str, bool, str, bool, bool, bool]]]:
    """Cleaned text and the acronym definitions found in it as
    ``(acronym, long form, mid_phrase, next word, sentence_initial,
    in_contribution_sentence, acronym_first)``; ``acronym_first``: written
    "MHP v2.0 (Multi-Human Parsing)", the paper's own name for what it uses.

    A definition inside a noun phrase ("the key-value (KV) cache") is
    rewritten to the acronym form ("the KV cache"); elsewhere ("neural
    posterior estimation (NPE) often ...") the acronym is dropped and the long
    form stays as written."""
    text = _replace(_MATH_PREFIX, r"\1", text, "$")
    text = _replace(_MATH, _BREAK, text, "$", "\\")
    text = _replace(_DROP_ARG_CMD, _BREAK, text, "\\")
    text = _replace(_TEXT_CMD, " {", text, "\\")
    text = _replace(_OTHER_CMD, _BREAK, text, "\\")
    text = _replace(_ESCAPED, " ", text, "\\")
    text = text.replace("~", " ").replace("{,}", "")
    text = _replace(_URL, _BREAK, text, "http", "www.")
    text = _replace(_NARRATIVE_CITATION, _BREAK, text, "(19", "(20", "( 19", "( 20")
    text = _replace(_WITH_ARGUMENT, _BREAK, text, "(")
    text = text.replace("{", " ").replace("}", " ")
    text = _replace(_EMPHASIS, " ", text, "*", "_", "#")
    text = _replace(_ASIDE_DASH, "\\1 \u2013 ", text, "--", "\u2013")
    text = _replace(_DASHED_WORDS, _aside_at_a_stop_word, text, "--", "\u2013")
    text = _replace(_INWORD_DASH, "-", text, "--", "\u2013", "\u2010", "\u2011")
    text = _replace(_LATIN_PAIR, r"\1-\2", text, "hoc", "situ", "vivo", "vitro", "silico", "novo")
    text = _replace(_BY_A_MARGIN, _BREAK, text, "margin")
    text = _replace(_SUBJECT_TO, _BREAK, text, "ubject")
    text = _replace(_LOW_HIGH_PAIR, r"\1-\2", text, "low ", "high ", "Low ", "High ")
    if not text.isascii():  # "本文提出TideKV方法": the name is a token of its own
        text = CJK_RUN.sub(r" \g<0> ", text)
    defs: list[tuple[str, str, bool, str, bool, bool, bool]] = []
    if "(" in text:
        out: list[str] = []
        pos = 0
        places = None  # made at the first definition
        for m in _PAREN.finditer(text):
            before = text[pos:m.start()]
            inner = m.group(1).strip()
            short = _acronym(inner)
            if short is not None:
                last_break = _LAST_SEGMENT_BREAK.match(before)
                cut = last_break.end() if last_break else 0
                start = _long_form_start(short, before[cut:])
                if start is not None:
                    start += cut
                    long_form = before[start:].strip()
                    mid, word = _is_mid_phrase(text, m.end())
                    if mid:
                        out.append(before[:start])
                        out.append(f" {inner} ")
                    elif len(TOKEN.findall(long_form)) > 3:
                        # too long to be an n-gram candidate: let the
                        # acronym stand in for it once
                        out.append(before)
                        out.append(f"{_BREAK}{inner}{_BREAK}")
                    else:
                        out.append(before)
                        out.append(_BREAK)
                    places = places or _DefinitionPlaces(text)
                    initial, named = places(pos + start)
                    defs.append((short, long_form, mid, word, initial, named, False))
                    pos = m.end()
                    continue
            elif (short := _defined_after(before, inner)) is not None:  # "MHP v2.0 (Multi-Human Parsing)"
                places = places or _DefinitionPlaces(text)
                initial, named = places(m.start(1))
                defs.append((short, inner, False, "", initial, named, True))
            out.append(before)
            out.append(_paren_repl(m))
            pos = m.end()
        out.append(text[pos:])
        text = "".join(out)
    text = _replace(_POSSESSIVE, _possessive, text, "'s", "\u2019s")
    return text, defs


class _DefinitionPlaces:
    """Where the long forms of one text's acronym definitions stand: whether
    each starts its sentence, and whether its sentence says "we
    introduce/propose ..." before it (`contribution_chunk` of the
    sentence so far).  Sentence ends, and where each sentence's first such
    statement ends, are found once and then looked up, so that thousands of
    definitions in one long sentence stay linear."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.ends = [end.end() for end in _SENTENCE_END.finditer(text)]
        self.sentence: tuple[int, int | None] | None = None  # (start, end of its statement's verb)

    def __call__(self, at: int) -> tuple[bool, bool]:
        """(initial, named) for a long form starting at ``text[at]``, after a
        space or a break (as `_long_form_start` finds them), so that no
        token of its sentence spans ``at``."""
        text = self.text
        before = at
        while before > 0 and text[before - 1].isspace():
            before -= 1
        initial = before == 0 or text[before - 1] in ".!?:"
        n = bisect_right(self.ends, at)
        start = self.ends[n - 1] if n else 0
        if self.sentence is None or self.sentence[0] != start:
            stop = self.ends[n] if n < len(self.ends) else len(text)
            lowered = text[start:stop].lower()
            if len(lowered) != stop - start:  # lowercase of another length: offsets differ, no shortcut
                return initial, contribution_chunk(TOKEN.findall(text[start:at].lower()))
            words = TOKEN.findall(lowered)
            verb = statement_verb(words)
            # the statement's verb is this sentence's token number `verb`; it ends here
            verb_end = next(islice(TOKEN.finditer(lowered), verb, None)).end() if verb < len(words) else None
            self.sentence = (start, verb_end)
        _, verb_end = self.sentence
        return initial, verb_end is not None and verb_end <= at - start


def _replace(pattern: re.Pattern[str], replacement: str | Callable[[re.Match[str]], str], text: str,
             *needles: str) -> str:
    """``pattern.sub(replacement, text)``, skipped (as it mostly can be) when
    ``text`` contains none of ``needles``, of which every match contains one."""
    return pattern.sub(replacement, text) if any(needle in text for needle in needles) else text


def split_chunks(text: str):
    """Yield ``(tokens, sentence_start, glued_left, glued_right)`` per
    punctuation-free chunk; ``glued_*`` say that the chunk touches a slash
    ("train/val triplets"), so its edge token belongs to a slash compound."""
    pieces = _SPLIT.split(text)  # chunk, delimiter, chunk, ..., delimiter, chunk
    sentence_start = True
    glued = False
    for i in range(0, len(pieces), 2):
        chunk = pieces[i]
        delim = pieces[i + 1] if i + 1 < len(pieces) else "."  # the text ends as at a full stop
        toks = TOKEN.findall(chunk)
        if toks:
            yield (toks, sentence_start, glued and chunk[:1].isalnum(),
                   delim == "/" and chunk[-1:].isalnum())
            sentence_start = False
        if delim in ".!?:":
            # what follows: the next chunk, or (when that is empty) the next delimiter or the end
            following = pieces[i + 2] if i + 2 < len(pieces) else ""
            if not following and i + 3 < len(pieces):
                following = pieces[i + 3]
            if following[:1].isspace() or not following:
                sentence_start = True
        glued = delim == "/" and (not chunk or chunk[-1:].isalnum())


def contribution_chunk(lows: list[str]) -> bool:
    """Does this chunk say "we (also) introduce/propose/..." or "this paper
    presents ..."?"""
    return statement_verb(lows) < len(lows)


def statement_verb(lows: list[str]) -> int:
    """Position of the verb of the first "we (also) introduce/propose/..." or
    "this paper presents ..." in ``lows`` (``len(lows)``: none), which is also
    the one that ends first: a later subject comes after this verb."""
    n = len(lows)
    for k in range(n):
        if lows[k] == "we" or (lows[k] in CONTRIBUTION_SUBJECTS and k
                               and lows[k - 1] in ("this", "our")):
            m = k + 1
            while m < n and (lows[m] in ADVERB_FILLERS or (
                    lows[m].endswith("ly") and len(lows[m]) > 4)):
                m += 1
            if m < n and lows[m] in CONTRIBUTION_VERBS:
                return m
    return n
