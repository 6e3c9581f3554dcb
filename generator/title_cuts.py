"""Where a derived title may be cut to fit MAX_CHARS: before a phrase, never inside a
list, between a verb and the "to" it needs or between a measure and its quantity, and
never leaving a small word dangling at the end (generator/title_words.py makes the
phrases, generator/titles.py chooses among them)."""

from __future__ import annotations

import re

MAX_CHARS = 100

DANGLING = {
    "a", "an", "the", "of", "for", "and", "or", "in", "on", "to", "with", "via", "by", "at",
    "from", "over", "under", "as", "its", "their", "our", "this", "that", "these", "both",
    "between", "into", "across", "while", "when", "is", "are", "be", "can", "we", "such",
    "built", "based", "designed", "trained", "used", "obtained", "derived", "given",  # "... Benchmark Built"
}

# Where an over-long title is best cut: before a prepositional phrase.
BREAK_WORDS = {"of", "and", "to", "for", "from", "in", "on", "under", "across", "over", "with", "via", "using", "through", "at"}

# Where what a contribution does may be cut short: before a phrase or a clause.
ACTION_BREAKS = BREAK_WORDS | {"into", "onto", "by", "between", "beyond", "against", "toward", "towards", "without",
                               "rather", "instead", "than", "while", "whereas", "which", "that", "because", "so"}

# A cut never leaves a small word, or one that needs the next ("in addition| to", "rather|
# than", "as well| as", "due| to"), at the end.
NO_PHRASE_END = DANGLING | {"addition", "rather", "well", "instead", "due", "prior", "according", "regardless", "close"}


def before_a_phrase(text: str, limit: int, verb: str = "") -> str:
    """`text` if it fits in `limit` characters, else its longest start that ends before
    a phrase or clause and fits ("ordinary egocentric videos of humans performing
    household tasks| into training data ..."), else nothing: a cut elsewhere ("the text
    of student explanations in addition") would leave half a phrase. `verb`: the verb
    whose object `text` is, if any."""
    if len(text) <= limit:
        return text
    words = text.split()
    cuts = [n for n, word in enumerate(words) if n >= 2 and word.lower() in ACTION_BREAKS
            and len(" ".join(words[:n])) <= limit and words[n - 1].lower() not in NO_PHRASE_END
            and not ends_a_list(words, n) and not leaves_its_complement(words, n, verb)]
    return " ".join(words[: cuts[-1]]).rstrip(",;:") if cuts else ""


def ends_a_list(words: list[str], at: int) -> bool:
    """Is words[at] the "and" or "or" before the last item of a list ("batteries, heat
    pumps| and chargers")? A cut there would publish part of the list as all of it."""
    if words[at].lower() not in ("and", "or"):
        return False
    for word in reversed(words[:at]):
        if word.endswith(","):
            return True
        if word.lower() in BREAK_WORDS:  # "a method for X| and ...": no list since "for"
            return False
    return False


# Verbs whose object needs the "to" that follows it: "forces every sentence| to be grounded".
OBJECT_AND_INFINITIVE = re.compile(
    r"(?:forc|allow|enabl|teach|taught|train|encourag|requir|ask|caus|help|permit|prompt|push|driv|constrain"
    r"|incentiviz|incentivis|guid|instruct|compel|oblig|lead|led)(?:e|es|s|ed|ing|d)?", re.IGNORECASE)


def leaves_its_complement(words: list[str], at: int, verb: str = "") -> bool:
    """Is words[at] the "to" that a verb a few words before (or `verb`, whose object the
    words are) needs: "forces every generated sentence| to be grounded"?"""
    return words[at].lower() == "to" and any(OBJECT_AND_INFINITIVE.fullmatch(word)
                                             for word in (verb, *words[max(0, at - 5):at]))


MEASURES = {"budget", "budgets", "cost", "costs", "depth", "depths", "duration", "durations", "horizon", "horizons",
            "length", "lengths", "period", "periods", "rate", "rates", "resolution", "resolutions", "scale", "scales",
            "size", "sizes", "time", "times", "width", "widths", "window", "windows", "latency", "latencies"}
QUANTITY = re.compile(r"(?:\d[\d.,]*\S*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|hundreds"
                      r"|thousands|millions|billions|up|over|under|about|at|less|more|fewer)", re.IGNORECASE)


def measures(words: list[str], at: int) -> bool:
    """Is words[at] the "of" between a measure and its quantity ("at lead times| of two
    to six weeks", "with a compute budget| of 10^21 FLOPs")? A cut there leaves the
    measure without its value; "on a corpus| of 100 billion tokens" still says something."""
    return (words[at].lower() == "of" and at + 1 < len(words) and bool(QUANTITY.fullmatch(words[at + 1]))
            and words[at - 1].lower() in MEASURES)


def shorten(text: str, limit: int) -> str:
    """Cut to at most `limit` chars, before a prepositional phrase where one fits,
    else at a word boundary; never leave a dangling small word at the end."""
    words = text.split()
    if len(text) > limit:
        head = text[: limit + 1]
        words = head.split() if head[-1].isspace() else head.split()[:-1]  # drop a cut word
        if not words:  # one unbroken run, as in Chinese or Japanese: cut by characters
            return text[:limit]
        breaks = [i for i, word in enumerate(words) if word.lower() in BREAK_WORDS and i >= 3
                  and not ends_a_list(words, i) and not leaves_its_complement(words, i)
                  and not measures(text.split(), i)]
        clauses = [i for i, word in enumerate(words) if word.lower() in ("that", "which") and i >= 2]
        if breaks:
            words = words[: breaks[-1]]
        elif clauses:  # a clause with no phrase to end before goes whole: "a framework| that forces every ..."
            words = words[: clauses[-1]]
    cut = " ".join(words)
    at = unpaired_bracket(cut)
    if at and cut[at] in "([":  # cut inside a parenthesis: end before it (unless it opens the text)
        words = cut[:at].split()
    while words and words[-1].lower().strip(",") in DANGLING:
        words.pop()
    return " ".join(words).rstrip(",;:")


def unpaired_bracket(text: str) -> int | None:
    """Where the first bracket of `text` without a partner is: a closing one with
    nothing open, or the outermost one left open; None if all pair up. Round and
    square brackets pair with each other, as in the interval [0, 1)."""
    opened: list[int] = []
    for at, character in enumerate(text):
        if character in "([":
            opened.append(at)
        elif character in ")]":
            if not opened:
                return at
            opened.pop()
    return opened[0] if opened else None


def fit(title: str) -> str:
    """Enforce the length limit without cutting a word or leaving a dangling word."""
    if len(title) <= MAX_CHARS:
        return shorten(title, MAX_CHARS)
    name, colon, subtitle = title.partition(": ")
    if colon and len(name) < MAX_CHARS // 2:
        return f"{name}: {shorten(subtitle, MAX_CHARS - len(name) - 2)}"
    return shorten(title, MAX_CHARS)
