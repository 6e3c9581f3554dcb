"""What kind of word a word of a title is, as far as its spelling and keywords.yml's lists
tell without a tagger: a verb (an auxiliary or a verb in -s), an adverb in -ly, a plural
noun, a participle (generator/title_cuts.py and the modules that make title phrases); and
whether a "how" question keeps its verb."""

from __future__ import annotations

import re

from generator.keyword_words import VERB_S_FORMS, VERB_S_SUFFIXES
from generator.keyword_words import is_adverb as is_lowercase_adverb

AUXILIARIES = {"is", "are", "was", "were", "be", "has", "have", "had", "can", "cannot", "could", "do", "does", "did",
               "will", "would", "may", "might", "must", "should"}


def is_verb_s(word: str) -> bool:
    """Is the lowercase `word` a verb in -s ("aligns", "converges"), by keywords.yml's lists?"""
    return word in VERB_S_FORMS or word.endswith(VERB_S_SUFFIXES)


def is_verb(word: str) -> bool:
    """Is the lowercase `word` an auxiliary or a verb in -s: a clause's verb?"""
    return word in AUXILIARIES or is_verb_s(word)


# Adverbs that say how much of what follows: no title ends on one.
DEGREE_ADVERBS = {"almost", "nearly", "entirely", "mostly", "largely", "only", "even", "very", "quite", "somewhat"}


def is_adverb(word: str) -> bool:
    """A word in -ly that is no noun ("directly", "Jointly", not "anomaly"), as written or title-cased."""
    return word.isalpha() and word[1:].islower() and is_lowercase_adverb(word.lower())


def looks_plural(word: str) -> bool:
    """Is `word` spelled as a plural noun ("methods", "trajectories"; not "loss", "status",
    "analysis", "Lloyd's")?"""
    word = word.lower()
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is", "'s", "’s"))


PARTICIPLE = re.compile(r"(?:[a-z]+-)*[a-z]{3,}ed", re.IGNORECASE)  # (also "Pre-Trained")
PRESENT_PARTICIPLE = re.compile(r"[a-z]{3,}ing", re.IGNORECASE)
BEING = {"is", "are", "was", "were", "be", "been", "being", "get", "gets"}


# A "how" question with a clause of its own ("how X should react"; not "how to", "how much").
HOW_CLAUSE = re.compile(r"how\s+(?!much\b|many\b|to\b|well\b|often\b)", re.IGNORECASE)


def asks_without_its_verb(words: list[str], kept: int) -> bool:
    """Would keeping the first `kept` of `words`, a "how" question, drop the verb it asks about
    ("How Visual Representations| Pre-Trained on ... Can Enable ...")? Its first auxiliary or verb
    in -s (is_verb) comes only after the cut: what is left asks nothing."""
    if not HOW_CLAUSE.match(" ".join(words[:2])):
        return False
    verb = next((n for n, word in enumerate(words) if n and is_verb(word.lower().strip(",;:"))), None)
    return verb is not None and verb >= kept


def with_s(word: str, verb: bool = False) -> str:
    """A noun's regular plural or, with `verb`, a verb's -s form: "network(s)", "discrepanc(ies)",
    "box(es)"; a verb also "go(es)", where a noun has "video(s)"."""
    if word.endswith("y") and word[-2:-1].lower() not in ("", "a", "e", "i", "o", "u"):
        return word[:-1] + "ies"
    return word + ("es" if word.endswith(("ch", "sh", "ss", "x", "z") + (("o",) if verb else ())) else "s")
