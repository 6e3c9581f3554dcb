"""The authors' verbs in an abstract: what they introduce (CONTRIBUTION), study
(STUDY) and claim (CLAIM), and the rest of each sentence after such a verb, from
which titles.py makes its candidates."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from generator.title_words import sentence_and_rest

CONTRIBUTION_VERBS = (r"introduce|propose|present|develop|design|build|release|construct|formalize|formalise|offer"
                      r"|assemble|compile|devise|curate|establish|derive(?![sd]?\s+inspiration)|prove|provide|give"
                      r"|describe"
                      r"|puts?\s+for(?:th|ward)|c[oa]me\s+up\s+with|suggest(?=\s+an?\s)"
                      r"|(?:frame|formulate|cast|recast|reformulate|treat)(?=\s[^.;:]*?\sas\s)"  # "X as Y": a framing
                      r"|learn(?=\s+an?\s)")  # "we learn a reconciliation map that ...", not "we learn that"
STUDY_VERBS = (r"stud(?:y|ies|ied)|investigate|measure|analyze|analyse|examine|consider|revisit|characterize"
               r"|characterise|explore|audit"
               r"|survey"
               r"|evaluate|re-evaluate|reevaluate|assess|benchmark|replicate"
               r"|address|tackle|focus(?:es|ed)?\s+on|is\s+concerned\s+with"
               r"|(?<!and\s)deal(?:s|t)?\s+with"  # not "... and deal with damaged parts", said of others
               r"|conduct(?:s|ed)?(?=\s+an?\s)|report(?:s|ed)?(?=\s+an?\s)"  # "we conduct a study", not "... experiments"
               r"|ask(?:s|ed)?(?=\s+(?:whether|how|if|why|what|which)\b)"  # not "we ask annotators to ..."
               r"|test(?=\w*\s+(?:this|these|that|such)\s)"  # "we test this premise", not "we test on X"
               r"|initiate[sd]?\s+(?:the|a)\s+(?:[\w-]+\s+)?(?:study|investigation)\s+of")  # "we initiate the
               # (formal) study of X": X
# The paper, as its authors call it: "this paper", "this work", "this manuscript", ...
THIS_PAPER = r"(?:this|the present) (?:position |short )?(?:paper|work|study|article|research|letter|manuscript)"
SUBJECT = rf"(?:\bwe|\b{THIS_PAPER}|\bour (?:paper|work|study|research))"
AUXILIARY = r"(?:is|are|was|were|can|could|has|have|had|may|might|will|would|should|must|does|did)"
ADVERB = r"(?:\w+ly\s+|therefore\s+|then\s+|also\s+|here\s+|instead\s+|further\s+)?"


# "Our approach is to learn X", "the goal of this paper is to learn X": learning X.
APPROACH_IS = re.compile(r"\b(?:our\s+(?:key\s+|main\s+|primary\s+|overall\s+)?(?:approach|idea|solution|goal|aim"
                         r"|objective)(?:\s+(?:in|of)\s+" + THIS_PAPER + r")?"  # "our goal in this paper is to ..."
                         r"|the\s+(?:main\s+|primary\s+|overall\s+)?(?:goal|aim|objective|purpose)\s+of\s+"
                         r"(?:this|our|the\s+present)\s+(?:paper|work|study))\s+is\s+", re.IGNORECASE)


def verb_pattern(verbs: str) -> re.Pattern[str]:
    # "addresses"; "we have developed", "this paper has also studied"; not a noun: "understanding and study| of X";
    # nor in a relative clause, whose noun the sentence's verb follows: "The approach we propose| is based on X"
    return re.compile(rf"(?:{SUBJECT}\s+{ADVERB}(?:ha(?:ve|s)\s+{ADVERB})?|\band\s+)(?:{verbs})(?:s|d|ed|es)?\b"
                      rf"(?!\s+of\b|\s+{ADVERB}{AUXILIARY}\b)\s*", re.IGNORECASE)


# A way of looking at the problem is a contribution too: "we take a Bayesian approach to X"
# (not "a standard approach of training", "a step back and view ...", "an approach similar to").
TAKEN_VIEW = (rf"{SUBJECT}\s+{ADVERB}(?:take|took|adopt)(?:s|ed)?\s+"
              r"(?=an?\s+(?:(?!and\b|standard\b|common\b|usual\b|conventional\b|typical\b|similar\b|same\b)"
              r"[\w-]+\s+){0,3}?(?:approach|perspective|view|viewpoint|stance)\s+(?:to|on|of|for)\b)")
# What the authors make to answer what they take on: "We address this problem by proposing X", "We close
# this gap by introducing X": X.
MAKING = (r"(?:introduc|propos|present|develop|design|build|construct|devis|formulat|deriv|provid|offer|creat"
          r"|establish)ing")
BY_MAKING = (rf"{SUBJECT}\s+{ADVERB}(?:address|tackle|solve|overcome|mitigate|alleviate|resolve|handle|bridge|fill|close"
             r"|remedy|circumvent|fix|make\s+progress|made\s+progress)(?:es|s|ed|d)?\s+[^.;:]{0,80}?\bby\s+"
             rf"{MAKING}\s+")
# ... where the authors' verb is its "by making" (BY_MAKING's end), the second thing made so ("by
# establishing X| and proposing Y"), which is not part of X.
BY_MAKING_END = re.compile(rf"\bby\s+{MAKING}\s*$", re.IGNORECASE)
NEXT_MAKING = re.compile(rf"\s+and\s+{MAKING}\b.*", re.IGNORECASE | re.DOTALL)
# ... or make with what they use or are inspired by: "We exploit a recently derived inversion scheme to
# develop X", "we derive inspiration from human memory to develop X": X.
USING_TO_MAKE = (rf"(?:{SUBJECT}\s+{ADVERB}|\band\s+)"
                 r"(?:use|exploit|leverage|employ|utili[sz]e|combine|adapt|extend|apply"
                 r"|(?:derive|draw|drew|take|took)s?\s+inspiration)"
                 r"(?:s|d|ed)?\s+[^.;:]{0,100}?\bto\s+"
                 r"(?:develop|build|design|construct|create|propose|introduce|derive|devise)\s+"
                 r"(?=(?:an?|the|new|novel)\b)")
# What the authors do with what exists: "we combine the strengths of X and Y to ...", "we leverage X to Y",
# "this paper extends X to Y". A title says it as a gerund where no sentence says what they made or study.
ACTION_VERBS = (r"use|leverage|exploit|employ|utili[sz]e|combine|extend|adapt|apply|generali[sz]e|incorporate"
                r"|integrate|augment|unify|connect|relax|train|equip|enhance|accelerate|automate|simplify|scale|invert"
                r"|repurpose|re-purpose|reuse|transfer|borrow|bring|fuse"
                r"|learn(?!(?:s|ed|t)?\s+(?:that|whether|how|what|why|when)\b)")  # ("we learned that X": a finding)
ACTION = verb_pattern(ACTION_VERBS)
ACTION_VERB = re.compile(rf"(?P<verb>{ACTION_VERBS})(?:s|d|ed|es)?", re.IGNORECASE)
MANY_FOLD = r"(?:two|three|four|five)-?fold"  # "our contributions are two-fold"
CONTRIBUTION = re.compile(verb_pattern(CONTRIBUTION_VERBS).pattern + "|" + TAKEN_VIEW + "|" + BY_MAKING
                          + "|" + USING_TO_MAKE
                          + r"|\bour\s+(?:(?:main|major|key|primary|central|first)\s+)?contributions?\s+(?:is|are)"
                          + rf"(?:\s+{MANY_FOLD})?[\s:•]+(?!{MANY_FOLD}\b)"  # "are twofold: X", not "is twofold."
                          + r"(?![\w-]+,)"  # not what they are like: "are theoretical, however, and ..."
                          + rf"|{APPROACH_IS.pattern}(?=to\s)",  # "... is to learn X"
                          re.IGNORECASE)
STUDY = verb_pattern(STUDY_VERBS)
# What the authors say they aim to do: "This paper aims to develop X" (developing X), a title only
# where no contribution gives one (aims are often goals any paper has: "to improve accuracy").
AIM = re.compile(rf"{SUBJECT}\s+{ADVERB}aim(?:s|ed)?\s+(?=to\s)", re.IGNORECASE)
# ... and what they show how to do: "We show how to sample in parallel from X" (sampling in parallel from X).
SHOWN_HOW = re.compile(rf"{SUBJECT}\s+{ADVERB}(?:show|demonstrate|explain)s?\s+how\s+(?=to\s)", re.IGNORECASE)
# ... and how a thing can be or does: "We show how the Wasserstein gradient flow can be generalized to discrete
# spaces" (How the Wasserstein Gradient Flow Can Be ...), a title where no contribution gives one.
SHOWN_WAY = re.compile(rf"{SUBJECT}\s+{ADVERB}(?:show|demonstrate|explain|describe)(?:s|d|ed|n)?\s+(?=how\s+(?!to\s))",
                       re.IGNORECASE)
# "We show that a simple penalty removes feature splitting" -> the claim is the title.
CLAIM = re.compile(rf"{SUBJECT}\s+{ADVERB}(?:show|prove|demonstrate|find|establish|argue|discover|reveal)s?\s+"
                   r"(?:\w+ly\s+)?that\s+"  # (and "we prove rigorously that X")
                   r"|\bit\s+is\s+(?:shown|proved|proven|demonstrated|found|established|argued)\s+that\s+",  # passive
                   re.IGNORECASE)
# Every verb pattern (CONTRIBUTION, STUDY, CLAIM) starts with one of these words, after a
# character that is no part of a word: looked for from that character, which skips the
# others faster than looking for a word boundary at each.
SUBJECT_WORD = re.compile(r"\W(?:we|this|our|and|it|the)\b", re.IGNORECASE)  # "it is shown that", "the goal of"


@lru_cache(maxsize=64)  # a title and a description look for the same contributions
def after_verb(pattern: re.Pattern[str], text: str) -> tuple[tuple[str, str], ...]:
    """(sentence, the rest of the sentence after the match) for every match of the
    verb `pattern` in each sentence of `text`, in order.

    The verb patterns look at no context beyond word boundaries and cross no sentence
    end, and sentences are cut at spaces (or after 。！？), so the matches in the
    sentences are those in the whole text: one search of the text finds them. Only
    the text's own end needs care: a pattern ending in whitespace ("our contributions are ")
    could take whitespace there that sentences() strips, so it is stripped first."""
    text = text.strip()
    found = (sentence_and_rest(text, match) for match in verb_matches(pattern, text))
    return tuple((sentence, COORDINATED_VERB.sub("", rest)) for sentence, rest in found)


# A second verb of the same object: "we design and study| a memory tree", "we explore and further expand| X".
COORDINATED_VERB = re.compile(r"^and\s+(?:\w+ly\s+|further\s+|then\s+)?[a-z]+\s+(?=\S)")


def verb_matches(pattern: re.Pattern[str], text: str) -> Iterable[re.Match[str]]:
    """The matches of `pattern.finditer(text)`, for a verb pattern: each starts at a
    SUBJECT_WORD, so the pattern is tried there only. A search tries it at every
    character, slowly; the subject words are found once for all verb patterns."""
    end = 0
    for start in subject_words(text):
        if start >= end and (match := pattern.match(text, start)):
            end = match.end()
            yield match


@lru_cache(maxsize=64)
def subject_words(text: str) -> tuple[int, ...]:
    """Where the subject words of `text` start. A match in " " + text starts one character
    before its word (the space stands for the start of the text), so where it starts in
    " " + text is where the word starts in `text`."""
    return tuple(match.start() for match in SUBJECT_WORD.finditer(" " + text))
