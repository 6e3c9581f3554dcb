"""Where a cut of a derived title may not fall (generator/title_cuts.py cuts): inside a list
or a contrast, between a verb and the "to" it needs, between a measure and its quantity, after
a word that needs the next, before the "of" a thin phrase needs. Its word lists are data, in
title_cuts.yml."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from generator.keyword_words import GENERIC_WORDS, ok_end, singular

WORDS = yaml.safe_load(Path(__file__).with_name("title_cuts.yml").read_text(encoding="utf-8"))
DANGLING = set(WORDS["dangling"].split())
UNFINISHED = set(WORDS["unfinished"].split())
ABLE_NOUNS = set(WORDS["able_nouns"].split())
JOINING_VERBS = set(WORDS["joining_verbs"].split())
COMPARING = {"more", "most", "less", "least", "not", "so", "too"}
NEVER_LAST = DANGLING | UNFINISHED | JOINING_VERBS
BREAK_WORDS = set(WORDS["break_words"].split())
CUT_WORDS = BREAK_WORDS | {"namely"}  # ("... Two Basic First Order Methods,| Namely Gradient Descent/Ascent and ...")
ACTION_BREAKS = BREAK_WORDS | set(WORDS["action_break_words"].split())
NEEDS_THE_NEXT = set(WORDS["needs_the_next"])
TAKES_AN_INFINITIVE = set(WORDS["takes_an_infinitive"].split())
MEASURES = set(WORDS["measures"].split())
REPORTING = set(WORDS["reporting"].split())
SUBORDINATORS = set(WORDS["subordinators"].split())
FLAT_ADVERBS = set(WORDS["flat_adverbs"].split())


def needs_the_next(words: list[str]) -> int:
    """How many of the last words of `words` need the word after them (NEEDS_THE_NEXT):
    "in Light" 2, "Instead" 1, else 0."""
    if " ".join(words[-2:]).lower() in NEEDS_THE_NEXT:
        return 2
    return int(bool(words) and words[-1].lower() in NEEDS_THE_NEXT)


def combines_one(kept: list[str], verb: str) -> bool:
    """Would `kept`, the object of "combines", hold one of what it combines ("combines Neyman
    orthogonality| to reduce sensitivity ... with generalized random forests")?"""
    return verb.lower().startswith("combin") and not any(
        word.lower() == "and" or word.lower() == "with" and (n + 1 == len(kept) or kept[n + 1].lower() != "respect")
        for n, word in enumerate(kept))


def splits_a_coordination(words: list[str], at: int) -> bool:
    """Is words[at] an "and" or "or" whose two sides a cut would split: before the last
    item of a list ("batteries, heat pumps| and chargers"), the second end of "between
    2020| and 2024", or a second modifier of what follows ("public-domain| and
    permissively licensed text", "statistical| and deep-learning baselines")? A cut there
    publishes part of the list as all of it, or a modifier without its noun. Or the "but"
    of "not (only) X| but Y", whose cut says the opposite; or the "to" of a range "from X| to Y"
    ("algorithms, from modularity maximisation and Infomap| to graph embeddings", "of one| to ten days");
    or the "and" of what a verb joins ("combines amortized inference| and parallel search")."""
    if words[at].lower() == "but":
        return "not" in (word.lower() for word in words[max(0, at - 8):at])
    if words[at].lower() == "to":  # (not an infinitive: "from a single image| to sequentially reconstruct ...")
        if 0 < at < len(words) - 1 and COUNT.fullmatch(words[at - 1].strip(",")) and COUNT.fullmatch(words[at + 1]):
            return True  # a range without its "from": "lead times of one| to ten days"
        return not (at + 1 < len(words) and words[at + 1].lower().endswith("ly")) and next(
            (word.lower() == "from" for word in reversed(words[:at]) if word.lower() in BREAK_WORDS - {"and", "or"}),
            False)
    if words[at].lower() not in ("and", "or"):
        return False
    if at + 1 < len(words) and words[at + 1].lower().endswith("ly") or at > 0 and not ok_end(words[at - 1]):
        return True  # "public-domain| and permissively licensed text", "statistical| and deep-learning baselines"
    if (at >= 2 and (words[at - 2].lower() in BREAK_WORDS | {"the", "a", "an"} or QUANTITY.fullmatch(words[at - 2]))
            and at + 2 < len(words) and not QUANTITY.fullmatch(words[at + 1])  # "70B parameters| and six ..."
            and words[at + 1].lower() not in DANGLING and words[at + 2].lower() not in BREAK_WORDS | DANGLING):
        return True  # one word, then two or more: one head ("of state| and city minimum-wage increases", "14 X| and")
    ranges = "to" in (word.lower() for word in words[at + 1:at + 6])  # "from X| and Y to Z": a range
    for word in reversed(words[:at]):
        if (word.endswith(",") or word.lower() == "between" or word.lower() == "from" and ranges
                or word.lower() in JOINING_VERBS):  # "combines X| and Y"
            return True
        if word.lower() in BREAK_WORDS:  # "a method for X| and ...": no list since "for"
            return False
    return False


# Verb forms whose object needs the "to" that follows it: "forces every sentence| to be
# grounded". Only forms that are no nouns ("prompt", "train" and "lead" are).
OBJECT_AND_INFINITIVE = re.compile(
    r"(?:forc|enabl|encourag|requir|caus|incentiviz|incentivis|compell?|oblig)(?:es|ed|ing)"
    r"|(?:allow|ask|help|instruct|permitt?|push|teach)(?:s|es|ed|ing)?|taught", re.IGNORECASE)


def leaves_its_complement(words: list[str], at: int, verb: str = "") -> bool:
    """Is words[at] the "to" that a verb up to six words before needs, or the first "to"
    of the object of `verb`: "forces every extracted summary sentence| to be grounded"? Or the "to"
    after a word that takes an infinitive: "have been reported| to converge", "are able| to"?"""
    if words[at].lower() != "to":
        return False
    first = "to" not in (word.lower() for word in words[:at])
    return bool(verb and first and OBJECT_AND_INFINITIVE.fullmatch(verb)) or (
        at >= 1 and words[at - 1].lower() in TAKES_AN_INFINITIVE) or any(
        OBJECT_AND_INFINITIVE.fullmatch(word) for word in words[max(0, at - 6):at])


NUMBER_WORDS = (r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
                r"|(?:thir|four|fif|six|seven|eigh|nine)teen|twenty|thirty|forty|fifty"
                r"|dozens|hundreds?|thousands?|millions?|billions?")
QUANTITY = re.compile(rf"(?:\d[\d.,]*\S*|{NUMBER_WORDS}|up|over|under|about|at|less|more|fewer)", re.IGNORECASE)
COUNT = re.compile(rf"\d[\d.,]*|{NUMBER_WORDS}|few|several", re.IGNORECASE)  # "a few| hours of video"
SHARE = re.compile(r"\S*\d\S*%|half|most|all|each|none|some|many", re.IGNORECASE)  # "35–80%| of", "most| of"


def measures(words: list[str], at: int) -> bool:
    """Is words[at] the "of" between a measure and its quantity ("at lead times| of two
    to six weeks", "with a compute budget| of 10^21 FLOPs"), or after a quantity ("traces
    for 35–80%| of forgotten examples", "a few hours| of video")? A cut there leaves the
    measure without its value, or the value without what it counts; "on a corpus| of 100
    billion tokens" still says something."""
    if words[at].lower() != "of" or not 0 < at < len(words) - 1:
        return False
    before = words[at - 1].lower()
    counted = at >= 2 and bool(COUNT.fullmatch(words[at - 2]))
    return bool(QUANTITY.fullmatch(words[at + 1])) and before in MEASURES or counted or bool(SHARE.fullmatch(before))


def splits_a_contrast(words: list[str], at: int) -> bool:
    """Would a cut before words[at] keep the "not X" of "not X but Y" and drop its "but Y"
    ("Learning a Value Function Not Over Partial Placements| but Over a Hierarchy"), which
    says the opposite of the paper?"""
    kept = [word.lower() for word in words[max(0, at - 8):at]]
    if "not" not in kept or "but" in kept[kept.index("not"):-1]:  # "but Y" begun: kept whole
        return False
    return kept[-1] == "but" or "but" in (word.lower() for word in words[at:at + 6])


def thin_before_of(words: list[str], at: int) -> bool:
    """Is words[at] an "of" after a phrase of one content word since the last preposition
    ("... Legislators From the Text| of Their Floor Speeches"), or after "the" and a generic word
    ("... With the Natural Goal| of Minimizing ...", "for the Key Problem| of ...")? Such a phrase
    says little, or only points at what its "of" says ("... for the Critical Points| of ..." says
    what)."""
    if words[at].lower() != "of":
        return False
    before, generic = 0, False
    for n in range(at - 1, -1, -1):
        word = words[n].lower()
        if word in BREAK_WORDS or n == 0:
            return before <= 1 or generic and words[n + (word in BREAK_WORDS)].lower() == "the"
        before += word not in DANGLING
        generic |= word in GENERIC_WORDS or singular(word) in GENERIC_WORDS
    return False
