"""The questions an abstract asks that can title it: one it opens with ("Do speech
models encode stress?"), and the one "we study whether ..." asks (titles.py)."""

from __future__ import annotations

import re

from generator.title_topic import QUESTION_WORDS
from generator.title_cuts import MAX_CHARS
from generator.title_words import PRONOUNS, content_words, noun_phrase_or_clause

# "We study whether X are Y" asks "Are X Y?": the auxiliary goes first. A relative clause
# in X could hold a verb of its own, so X has none ("whether models that are ...").
WHETHER = re.compile(r"^whether\s+(?P<subject>(?:(?!\b(?:that|which|who|whose)\b)[^,;:])+?)\s+"
                     r"(?P<verb>is|are|was|were|can|could|will|would|should|has|have)\s+(?P<rest>.+)", re.IGNORECASE)
# Where a question goes on to ask its alternative: "..., or do they ...?", "...; is it ...?"
# (not a list: "Do transformers, RNNs, or SSMs ...?").
ALTERNATIVE = re.compile(rf"(?:,\s+or|;)\s+(?=(?i:{QUESTION_WORDS})\b)")
ASKING = re.compile(rf"(?:{QUESTION_WORDS})\b")


def opening_question(sentence: str) -> str:
    """The question a sentence asks, if it makes a title: whole ("Large Language Models:
    Friend or Foe?"), or when that is too long, a question up to the alternative it goes
    on to ("Do speech models encode stress, or do they merely track loudness?" asks "Do
    speech models encode stress?"); nothing for a question that points back ("Is it?")."""
    if not sentence.endswith("?"):
        return ""
    asked = ALTERNATIVE.split(sentence, maxsplit=1)[0].rstrip(" ,;") + "?" if ASKING.match(sentence) else ""
    for question in (sentence, asked):
        if len(question) <= MAX_CHARS and content_words(question) >= 4 and not (
                set(question.lower().split()) & PRONOUNS):
            return question
    return ""


def whether_question(rest: str) -> str:
    """The question that "we study whether ..." asks, when its verb is an auxiliary
    and it fits in a title; else nothing."""
    match = WHETHER.match(rest)
    if not match:
        return ""
    question = f"{match['verb']} {match['subject']} {noun_phrase_or_clause(match['rest'])}?"
    return question if len(question) <= MAX_CHARS else ""
