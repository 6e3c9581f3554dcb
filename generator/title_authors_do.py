"""What the authors say they do or show where they name nothing they made, for titles: the
first thing they do with what exists, as a gerund ("we combine X and Y to improve Z":
"Combining X and Y to Improve Z", `first_action`), and how a thing can be, as they show it
("we show how X can be used to Y": "How X Can Be Used to Y", `shown_ways`). title_candidates.py
offers both after every contribution, claim and study."""

from __future__ import annotations

import re
from collections.abc import Iterator

from generator.title_casing import title_case
from generator.title_cuts import fit
from generator.title_names import MADE
from generator.title_studied import studied_object
from generator.title_verbs import ACTION, ACTION_VERB, AUXILIARY, SHOWN_WAY, after_verb
from generator.title_words import gerund, noun_phrase, specific_words

# Claims that refer back, or start with a condition ("when an adversary may flip ..."), or
# whose subject is a part of what came before ("two of their conclusions").
ANAPHOR = re.compile(r"^(?:this|these|those|such|it|they|there|our|we|when|if|while|although|because|since)\b"
                     r"|^(?:[\w-]+\s+){1,3}of\s+(?:their|its|these|those|them)\b", re.IGNORECASE)


# What points back to what came before, beyond ANAPHOR's "this" and "such": "the method", "the resulting
# models", "their formulation"; not what its "of" says ("we generalize the theory of WGAN to Banach spaces"),
# nor a thing whose head comes after ("we extend the policy gradient method to coherent risk measures").
_MADE_OR_SAID = rf"(?:{MADE}|idea|result|technique|theory)s?\b"
_AS_HEAD = r"(?=\s*(?:$|[,;:.)]|(?:to|for|in|on|with|into|across|from|by|and|or|that|which|as|under|beyond)\b))"
POINTS_BACK_TO_MADE = re.compile(rf"^(?:its|their)\b|^the\s+(?:resulting|proposed|above|same)\s+{_MADE_OR_SAID}"
                                 rf"|^the\s+{_MADE_OR_SAID}{_AS_HEAD}", re.IGNORECASE)


# What an action acts on, and to what end or with what ("the Earley parser| to parse sequence data",
# "prototypical networks| with a dissimilarity measure"): without it, "generalizing the X algorithm"
# or "adapting a state-of-the-art model" does not say what the paper did.
ACTED_ON_AND_WHERE = re.compile(r"(?P<what>(?!(?:to|with|for|on|in|from|by)\s)\S.*?)"
                                r"\s(?:to|into|with|for|across|beyond)\s(?P<where>.+)", re.IGNORECASE | re.DOTALL)


def first_action(text: str, first_said: str | None) -> str:
    """What the authors do with what exists (title_verbs.ACTION), said in `first_said`, the first
    sentence where they speak, as a gerund with what it acts on: "we leverage motion cues to train a
    region proposal network" gives "leveraging motion cues to train a region proposal network";
    nothing for a later step, where its object points back ("we extend the method to RNNs"),
    or where it says nothing of what for or with what (ACTED_ON_AND_WHERE)."""
    for sentence, rest in after_verb(ACTION, text)[:1]:
        lead = sentence[: len(sentence) - len(rest)].split()
        # (the authors' own verb: not "(a model based on X) and trained with a CTC loss")
        verb = ACTION_VERB.fullmatch(lead[-1]) if sentence == first_said and lead[-2:-1] != ["and"] else None
        acted_on = noun_phrase(rest)
        doing = gerund(verb["verb"]) if verb else ""
        # (what a title keeps of it: a cut may leave "Combining the Principle of Self-Expressiveness| With ...")
        where = ACTED_ON_AND_WHERE.match(fit(f"{doing} {acted_on}").removeprefix(doing).strip())
        if (doing and where and specific_words(where["what"]) >= 1 and specific_words(where["where"]) >= 1
                and not (ANAPHOR.match(acted_on) or POINTS_BACK_TO_MADE.match(acted_on))):
            return f"{doing} {acted_on}"
    return ""


#: The verb of a way shown ("how X can be used to Y"), which its title must keep.
WAY_VERB = re.compile(rf"\s{AUXILIARY}\b", re.IGNORECASE)


def shown_ways(text: str) -> Iterator[str]:
    """How a thing can be or does, as the authors show it ("we show how the Wasserstein gradient
    flow can be generalized to discrete spaces"), title-cased and whole (title_studied.studied_object);
    not where a title's length would cut its verb ("How the Solution of the Regularized Optimal
    Transport"). One that points back ("how these approaches fail") titles.py refuses, as any title."""
    for sentence, rest in after_verb(SHOWN_WAY, text):
        if (way := studied_object(sentence, rest)) and (not (verb := WAY_VERB.search(way))
                                                         or verb.end() <= len(fit(title_case(way)))):
            yield title_case(way)
