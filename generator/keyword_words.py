"""What the keyword extractor knows about single words: the word lists of
keywords.yml, folding to one spelling per concept (`tag_key`), and the facts of
a token that stand in for a part-of-speech tagger (`token_info`)."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

import yaml
from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

from generator.search_index import SearchSettings, fold

LISTS = yaml.safe_load(Path(__file__).with_name("keywords.yml").read_text(encoding="utf-8"))


def words(name: str) -> frozenset[str]:
    """One word list of keywords.yml."""
    return frozenset(LISTS[name].split())


STOP_WORDS = frozenset((set(ENGLISH_STOP_WORDS) - words("not_stop_words")) | words("extra_stop_words"))
GENERIC_WORDS = words("generic_words") | words("vague_adjectives")
WEAK_WORDS = words("weak_words")
NEVER_ALONE = words("never_alone")
CONCEPT_HEADS = words("concept_heads")
BROAD_PHRASES = frozenset(LISTS["broad_phrases"])
NOMINAL_ING = words("nominal_ing")
TERM_PARTICIPLES = words("term_participles")
PARTICIPLE_TERMS = frozenset(LISTS["participle_terms"])
IRREGULAR_PARTICIPLES = words("irregular_participles")
VERB_S_FORMS = words("verb_s_forms")
PAST_FORMS = words("past_forms")
DOUBLING_VERBS = words("doubling_verbs")
SINGLE_CONSONANT_VERBS = words("single_consonant_verbs")
VERB_S_SUFFIXES = tuple(LISTS["verb_s_suffixes"])
NOUN_SUFFIXES = tuple(LISTS["noun_suffixes"])
NOUNS_LIKE_VERBS = words("nouns_like_verbs")
ADJECTIVE_HYPHEN_TAILS = words("adjective_hyphen_tails")
ADJECTIVE_SUFFIXES = tuple(LISTS["adjective_suffixes"])
ADJECTIVE_SUFFIX_NOUNS = words("adjective_suffix_nouns")
PLAIN_ADJECTIVES = words("plain_adjectives")
SUBJECT_CONTEXT = words("subject_context")
VERB_CONTEXT = words("verb_context") | SUBJECT_CONTEXT
AUXILIARIES = words("auxiliaries")
NOUN_CONTEXT = words("noun_context")
DETERMINERS = words("determiners")
PARTICLES = words("particles")
PLURAL_MODIFIERS = words("plural_modifiers")
CONTRIBUTION_VERBS = words("contribution_verbs")
CONTRIBUTION_SUBJECTS = words("contribution_subjects")
NAME_HEADS = words("name_heads")
OF_WRAPPERS = words("of_wrappers")
ADVERB_FILLERS = words("adverb_fillers")
LY_NOUNS = words("ly_nouns")
LY_NOUN_ENDS = tuple(sorted(noun for noun in LY_NOUNS if len(noun) >= 6))  # "disassembly", "subfamily"
IRREGULAR_PLURALS = {**LISTS["irregular_plurals"], **{word: word for word in words("not_plurals")}}
SAME_WORDS = LISTS["same_words"]  # a word -> the key of the word it means in a tag ("nets": "network")
# The spellings that should meet (British and American, plurals): those the search
# folds, tuned in generator/search.yml.
SPELLINGS = SearchSettings.load().folds

# ---------------------------------------------------------------------------
# Folding: one key per concept
# ---------------------------------------------------------------------------


def singular(word: str) -> str:
    """Simple English plural stripping of one lowercase word."""
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word]
    if len(word) <= 3 or not word.isalpha():
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "xes", "zes", "ches", "shes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


@lru_cache(maxsize=1 << 18)
def fold_word(word: str) -> str:
    # All-caps words are acronyms ("GPS", "BSS"): never strip their final S.
    # A lowercase plural s on an acronym ("LLMs") is stripped.
    if len(word) > 1 and word.isupper():
        return word.lower()
    if len(word) > 2 and word[-1] == "s" and word[:-1].isupper():
        return word[:-1].lower()
    low = word.lower()
    if low in IRREGULAR_PLURALS:  # before the search's folds, which cut "matrices" to "matrice"
        return IRREGULAR_PLURALS[low]
    return singular(fold(low, SPELLINGS))  # "normalising" meets "normalizing"


_HYPHENS = re.compile(r"[-\u2010\u2011\u2012\u2013\u2014\u2212_/]+")


@lru_cache(maxsize=1 << 18)
def tag_key(phrase: str) -> str:
    """Folded grouping key of a phrase: lowercase, hyphens -> spaces, plurals
    stripped, whitespace normalised, a word of keywords.yml's same_words as the
    word it means ("nets": "network").

    >>> tag_key("Persistence-Diagrams")
    'persistence diagram'
    >>> tag_key("long-context LLMs")
    'long context llm'
    """
    # (a word of a hyphenated name keeps its key: "CoViS-Net")
    return " ".join(SAME_WORDS.get(word.lower()) or " ".join(map(fold_word, _HYPHENS.sub(" ", word).split()))
                    for word in phrase.split())


# keywords.yml's generic_terms as the keys of their words: ("question", "answering"), ("open world",)
GENERIC_TERMS = frozenset(tuple(map(tag_key, term.split())) for term in LISTS["generic_terms"])


@lru_cache(maxsize=1 << 18)
def word_stem(word: str) -> str:
    """Crude stem for near-duplicate tests: "ranking"/"rank",
    "estimator"/"estimation"/"estimate", "classifiers"/"classification",
    "summaries"/"summarization"."""
    for suffix in ("ications", "ication", "iers", "ier", "izations", "ization", "izers", "izer", "ies",
                   "ations", "ation", "ators", "ator", "ates", "ate", "ings", "ing",
                   "ions", "ion", "ers", "er", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[:-len(suffix)]
    return word


# ---------------------------------------------------------------------------
# Word facts: part of speech guessed from lists and endings
# ---------------------------------------------------------------------------

_QUANTITY = re.compile(r"\d")
_DIMENSION = re.compile(r"\d+[dD]$")  # 2D, 3D


def is_number(tok: str) -> bool:
    """Numbers and quantities ("90", "1B", "37k"); "3D" is a word."""
    return bool(_QUANTITY.match(tok)) and not _DIMENSION.match(tok)


@lru_cache(maxsize=1 << 18)
def is_plural(tok: str) -> bool:
    last = tok.rsplit("-", 1)[-1]
    low = last.lower()
    if low in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[low] != low
    if len(last) > 1 and last.isupper():  # an acronym: "GPS", "BSS" ("LLMs" is plural)
        return False
    # singular(), not fold_word(): the search's folds also meet British and American spellings
    # ("noise" -> "noize", "supervised", "modelling", "four" -> "for"), which are no plurals
    return low not in PLURAL_MODIFIERS and singular(low) != low and not low.endswith("ics")


# A longer token is no word of a tag: a hash, a sequence or a run of letters (the longest
# real ones, "Llama-3.1-70B-Instruct-Turbo" or a chemical name, are about 30).
MAX_TOKEN_CHARS = 40


# Chinese and Japanese script, which puts no spaces between words: a token of it is a
# clause, not a word ("本文提出了一种基于音素映射的..."): it is no part of a tag (the Latin
# names and acronyms of such an abstract still are: keyword_text.clean spaces each run off).
CJK_CHARACTERS = (r"\u3005\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f"
                  r"\U00020000-\U0003134f")
CJK = re.compile(f"[{CJK_CHARACTERS}]")
CJK_RUN = re.compile(f"[{CJK_CHARACTERS}]+")


@lru_cache(maxsize=1 << 18)
def word_class(tok: str) -> str:
    """'stop', 'generic', 'weak' or 'strong' for one (surface) token."""
    low = tok.lower()
    if low in STOP_WORDS or not 2 <= len(low) <= MAX_TOKEN_CHARS or is_number(tok) or CJK.search(tok):
        return "stop"
    parts = low.split("-")
    if low in GENERIC_WORDS or all(p in STOP_WORDS or singular(p) in GENERIC_WORDS or p.isdigit() for p in parts):
        return "generic"  # "end-to-end"; "state-of-the-art" (a vague adjective)
    if len(parts) == 1:
        folded = singular(low)
        if folded in GENERIC_WORDS or low in GENERIC_WORDS:
            return "generic"
        if is_adverb(low):
            return "generic"
        if folded in WEAK_WORDS:
            return "weak"
    elif is_adverb(parts[-1]) and parts[0] != "non":  # "sub-linearly", "near-optimally" (not "decoder-only",
        return "generic"  # nor "non-strongly convex", the opposite of strongly convex)
    return "strong"


def is_noun_form(low: str) -> bool:
    """Is the lowercase word a noun by its ending ("locality", "robustness"; keywords.yml's noun_suffixes)?"""
    return len(low) >= 8 and low.endswith(NOUN_SUFFIXES)


def is_adverb(word: str) -> bool:
    """A lowercase word in -ly of over four letters that is no noun ("directly"; not "anomaly")."""
    return len(word) > 4 and word.endswith("ly") and word not in LY_NOUNS and not word.endswith(LY_NOUN_ENDS)


def participle(word: str) -> bool:
    return word.endswith("ed") and len(word) > 4 and not word.endswith("eed")


def ok_end(tok: str) -> bool:
    """Can the token end a noun phrase? Not a hyphenated adjective ("training-free", "cross-lingual"),
    a past participle ("attention-induced", "built") or an adjective ("identifiable")."""
    low = tok.lower()
    if "-" in low:  # "multi-lingual" as "lingual": its last part says
        tail = low.rsplit("-", 1)[1]
        return tail not in ADJECTIVE_HYPHEN_TAILS and not is_adjective(tail)
    if participle(low) or low in IRREGULAR_PARTICIPLES:  # "kernel built"
        return False
    return not is_adjective(low)


def is_adjective(low: str) -> bool:
    """Is the lowercase word an adjective, by keywords.yml's lists ("large", "identifiable")?"""
    return low in PLAIN_ADJECTIVES or low.endswith(ADJECTIVE_SUFFIXES) and low not in ADJECTIVE_SUFFIX_NOUNS


@lru_cache(maxsize=1 << 16)
def ing_form(low: str) -> int:
    """0: not an -ing verb form; 1: a gerund that is an ML noun ("caching",
    "decision-making"); 2: an -ing word read as a verb unless the document
    shows otherwise; 3: hyphenated adjective ("time-varying") - fine as a
    modifier, not as a head."""
    if not low.endswith("ing") or len(low) <= 5:
        return 0
    if low in NOMINAL_ING or low.rsplit("-", 1)[-1] in NOMINAL_ING:
        return 1
    return 3 if "-" in low else 2


def special_case(tok: str) -> bool:
    """All-caps or mixed case somewhere in the token: KV, PageRank, LLMs, 8B."""
    return any(any(c.isupper() for c in p[1:]) for p in tok.split("-"))


def is_acronym(tok: str) -> bool:
    """All capitals (an optional plural s): "SAR", "LLMs"."""
    core = tok[:-1] if tok.endswith("s") else tok
    return len(core) > 1 and core.isupper()


def titlecase(tok: str) -> bool:
    return tok[:1].isupper() and not special_case(tok)


class Token(NamedTuple):
    """Facts about one token spelling, computed once (see `token_info`)."""

    spelling: str
    low: str
    cls: str        # "stop", "generic", "weak" or "strong" (see `word_class`)
    key: str        # folded (see `tag_key`)
    n_words: int    # words of the key
    parts: tuple[str, ...]  # folded content parts of a hyphenated token
    ends: bool      # can end a phrase
    plural: bool
    title: bool     # Title-case
    ing: int        # see `ing_form`
    verb: int       # 2 "controls", 1 "calibrates" (a verb between a noun and its object), 0 no
    last: str       # last word of the key: the head a use counts for
    lower: bool     # written in lowercase
    acronym: bool   # all-caps or mixed case, not Title-case: may stand for a long form
    content: bool   # neither a stop word nor a generic one


@lru_cache(maxsize=1 << 18)
def token_info(tok: str) -> Token:
    """Per-token facts, cached."""
    low = tok.lower()
    cls = word_class(tok)
    key = tag_key(tok)
    title = titlecase(tok)
    ing = ing_form(low)
    return Token(
        tok, low, cls, key, key.count(" ") + 1,
        tuple(fold_word(p) for p in tok.split("-") if word_class(p) != "stop"),
        cls != "stop" and ok_end(tok) and ing != 3, is_plural(tok), title, ing,
        2 if low in VERB_S_FORMS or low in PAST_FORMS else 1 if low.endswith(VERB_S_SUFFIXES) else 0,
        key.rsplit(" ", 1)[-1], tok == low, tok != low and not title,
        cls not in ("stop", "generic"),
    )
