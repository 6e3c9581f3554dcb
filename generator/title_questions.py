"""The questions an abstract asks that can title it: one it opens with ("Do speech
models encode stress?"), and the one "we study whether ..." asks (titles.py); and the
clause a question or a claim ("we show that X") is made of (noun_phrase_or_clause)."""

from __future__ import annotations

import re

from generator.title_topic import QUESTION_WORDS, topic
from generator.title_cut_points import ACTION_BREAKS, SUBORDINATORS
from generator.title_cuts import MAX_CHARS, before_a_phrase, shorten
from generator.title_word_classes import is_verb, is_verb_s, with_s
from generator.title_words import PRONOUNS, base_form, content_words, noun_phrase, without_parentheticals

# "We study whether X are Y" asks "Are X Y?": the auxiliary goes first. A relative clause
# in X could hold a verb of its own, so X has none ("whether models that are ...").
WHETHER = re.compile(r"^whether\s+(?P<subject>(?:(?!\b(?:that|which|who|whose)\b)[^,;:])+?)\s+"
                     r"(?P<verb>is|are|was|were|can|could|will|would|should|has|have)\s+(?P<rest>.+)", re.IGNORECASE)
# Where a question goes on to ask its alternative: "..., or do they ...?", "...; is it ...?",
# "..., and when does it hurt?", "... of a scene rather than a single mood?" (not a list:
# "Do transformers, RNNs, or SSMs ...?").
ALTERNATIVE = re.compile(rf"(?:,\s+(?:or|and)|;)\s+(?=(?i:{QUESTION_WORDS})\b)|\s+rather\s+than\s+(?=[^,;]*\?$)")
ASKING = re.compile(rf"(?:{QUESTION_WORDS})\b")
# A question the sentence poses after a colon: "X leaves open a question of representation:
# what is the minimum amount of information ...?"
POSED = re.compile(rf":\s+(?P<question>(?i:{QUESTION_WORDS}|whether)\b[^:]*\?)$")
# What introduces an example, or what the authors show their work on: "For example, ...", "As an illustration, ...".
FOR_EXAMPLE = re.compile(r"\b(?:for\s+(?:example|instance)|e\.g\.|as\s+an?\s+(?:example|illustration|application"
                         r"|case\s+study)|to\s+illustrate)\b", re.IGNORECASE)
# Adverbs a question too long for a title can do without: "Do people actually follow ...?"
HEDGES = re.compile(r"\s+(?:actually|really|truly|indeed|in fact)\b", re.IGNORECASE)


# An aside between commas that compares or singles out, inside a claim: "modern neural networks|, unlike those from
# a decade ago,| are poorly calibrated"; or that says what its subject is, before its verb: "RoPE|, a commonly employed
# relative positional encoding method,| typically fails".
CLAIM_ASIDE = re.compile(r",\s+(?:unlike|like|as\s+opposed\s+to|in\s+contrast\s+to|contrary\s+to|compared\s+(?:to|with)"
                         r"|even|especially|particularly|including"
                         r"|an?(?=\s[^,;:]*,\s+(?:\w+ly\s+)?[a-z]+s\b))"  # "RoPE|, a common encoding,| fails"
                         r"\s[^,;:]*,(?=\s)", re.IGNORECASE)


def noun_phrase_or_clause(text: str) -> str:
    """A claim clause up to its first clause break (no cut at 'that'/'which' inside it), without an aside
    that compares (CLAIM_ASIDE)."""
    text = CLAIM_ASIDE.sub("", without_parentheticals(text))
    match = re.search(r"\s*(?:[;:!?—]|\.(?!\d)|,\s)|\s+and\s+that\b", text)  # "we show that A and that B": A
    return (text[: match.start()] if match else text).strip()


def opening_question(sentence: str) -> str:
    """The question a sentence asks, if it makes a title: whole ("Large Language Models:
    Friend or Foe?") or after a colon ("... a question of representation: what is X?"),
    without its hedges ("actually"), or when that is still too long, a
    question up to the alternative it goes on to ("Do speech models encode stress, or do
    they merely track loudness?" asks "Do speech models encode stress?"), else up to the
    clause or phrase that fits; nothing for a question that points back ("Is it?", "Can
    they ...?")."""
    if not sentence.endswith("?") or FOR_EXAMPLE.match(sentence):  # "For example, why does X ...?": an example
        return ""
    if not ASKING.match(sentence) and (posed := POSED.search(sentence)):
        sentence = posed["question"][0].upper() + posed["question"][1:]
    asked = ALTERNATIVE.split(sentence, maxsplit=1)[0].rstrip(" ,;") + "?" if ASKING.match(sentence) else ""
    for question in (sentence, HEDGES.sub("", sentence), asked, clause_that_fits(sentence)):
        # a pronoun among its first words points back ("Is it ...?", "Can they ...?"); a later one
        # to what the question names ("Do video models know that an object exists when it is ...?")
        if len(question) <= MAX_CHARS and content_words(question) >= 4 and not (
                set(question.lower().split()[:3]) & PRONOUNS):
            return question
    return ""


def clause_that_fits(question: str) -> str:
    """A question too long for a title, up to the clause or phrase that fits, when what
    is cut is one ("Does X still work| when the same person ...?", "... and surface| in
    fewer firings?"), not a verb's object ("... when it predicts| over ...") or a phrase's
    middle; else nothing."""
    words = question[:-1].split()
    kept = shorten(question[:-1], MAX_CHARS - 1).split()
    # a leading clause goes whole with what it leads to ("When clinicians consult an AI model (...), do ...?")
    leading = next((at for at, word in enumerate(words) if word.endswith(",")), len(words)) if (
        words[0].lower() in SUBORDINATORS) else -1
    if (not ASKING.match(question) or len(kept) < 6 or len(kept) >= len(words) or leading >= len(kept) - 1
            or words[len(kept) - 1].endswith(",")):
        return ""
    cut_before, last = words[len(kept)].lower(), kept[-1].lower()
    return " ".join(kept) + "?" if cut_before in ACTION_BREAKS | SUBORDINATORS and not is_verb(last) else ""


# "We study whether X aligns with Y" asks "Does X align with Y?": a verb of the clause.
WHETHER_CLAUSE = re.compile(r"^whether\s+(?P<clause>[^,;:()]+)", re.IGNORECASE)
# Words an object starts with: a plain word between a plural and one of them is a verb.
OBJECT_STARTS = {"the", "a", "an", "their", "its", "this", "these", "those", "any", "every"}
# Words a verb never follows directly: it would be a noun ("the estimates converge").
NO_SUBJECT_END = {"a", "an", "the", "of", "for", "in", "on", "with", "to", "from", "by", "and", "or", "their", "its"}


# A participle's phrase set off by commas: "whether models for wildfire spread, trained on
# satellite detections, are useful ..." asks about the models.
INSERTED_PARTICIPLE = re.compile(r",\s+[a-z]+ed\s[^,;:]{3,80},(?=\s)")


def whether_question(rest: str) -> str:
    """The question that "we study whether ..." asks, when its verb is an auxiliary
    or a verb of keywords.yml's `verb_s_forms`, and it fits in a title; else nothing."""
    rest = INSERTED_PARTICIPLE.sub("", without_parentheticals(rest), count=1)  # ("X (e.g., its geometry) can ...")
    if match := WHETHER.match(rest):
        question = f"{match['verb']} {match['subject']} {noun_phrase_or_clause(match['rest'])}?"
    elif (clause := WHETHER_CLAUSE.match(rest)) and (asked := lexical_question(clause["clause"].split())):
        question = asked
    else:
        return ""
    return question if len(question) <= MAX_CHARS else clause_that_fits(question[:1].upper() + question[1:])


def lexical_question(words: list[str]) -> str:
    """ "X deliver Y" asks "Do X deliver Y?", "X aligns with Y" "Does X align with Y?":
    the first known verb after the subject, in its plain form after a plural, or in -s."""
    for at in range(1, len(words) - 1):
        word, before = words[at], words[at - 1]
        if not word.isalpha() or not word.islower() or before.lower() in NO_SUBJECT_END:
            continue
        # (not "gradient estimates| converge")
        if is_verb_s(word) and not is_verb_s(with_s(words[at + 1], verb=True)):
            auxiliary, verb = "Does", base_form(word)
        elif before.endswith("s") and not before.endswith(("ss", "us", "is")) and (
                # ("autoencoders find the ...")
                is_verb_s(with_s(word, verb=True)) or words[at + 1].lower() in OBJECT_STARTS):
            auxiliary, verb = "Do", word
        else:
            continue
        # the subject without its relative clause if the whole does not fit: "Do deep learning models|
        # that detect dysfunction from electrocardiograms| maintain their accuracy ...?"
        relative = next((k for k, w in enumerate(words[1:at], start=1) if w.lower() in ("that", "which")), at)
        for subject in (words[:at], words[:relative]) if relative < at else (words[:at],):
            lead, rest = f"{auxiliary} {' '.join(subject)} {verb}", " ".join(words[at + 1:])
            # the rest with its clause when it fits whole ("... persist| as data and compute grow?")
            if len(whole := f"{lead} {noun_phrase_or_clause(rest)}?") <= MAX_CHARS:
                return whole
            if asked := before_a_phrase(noun_phrase(rest), MAX_CHARS - len(lead) - 2):
                return f"{lead} {asked}?"
        return ""
    return ""


# A question the background leaves open, that the paper then takes up: "it remains unclear
# whether X", "whether X has remained open" ... "We study this question in ...".
LEFT_OPEN = re.compile(r"\b(?:it\s+(?:is|was|remains|has\s+remained)\s+(?:unclear|unknown|not\s+known|open"
                       r"|an\s+open\s+question)\s+(?P<after>whether\s.+)"
                       r"|(?P<before>whether\s.+?)\s+(?:(?:has|have)\s+(?:remained|been)|is|remains)\s+(?:still\s+|less\s+)?"
                       r"(?:unclear|open|unknown|an\s+open\s+question|(?:less|not)\s+clear)\b"
                       r"|(?P<unmeasured>whether\s.+?)\s+(?:has|have)\s+not\s+been\s+(?:measured|tested|studied|examined"
                       r"|quantified|evaluated)\b)",
                       re.IGNORECASE)
TAKEN_UP = re.compile(r"\bwe\s+(?:study|address|answer|investigate|examine|tackle|resolve|settle|take\s+up)"
                      r"\s+(?:this|that|the)\s+(?:open\s+)?question\b", re.IGNORECASE)


def question_taken_up(sentences: tuple[str, ...], said_taken_up: bool = True) -> str:
    """The question a sentence leaves open and a later one says the authors study
    ("... but it remains unclear whether X rises. We study this question ..." asks
    "Does X Rise?"), as whether_question asks it, "it" the sentence's subject ("Local
    SGD ... is the default, yet whether it can beat X has remained unclear": "Can Local
    SGD Beat X?"); else nothing. Without `said_taken_up`, the first question left open,
    whatever follows it."""
    for at, sentence in enumerate(sentences):
        if "hether" in sentence and (found := LEFT_OPEN.search(sentence)) and (not said_taken_up or any(
                TAKEN_UP.search(later) for later in sentences[at + 1:])):  # "Whether", "whether"
            question = whether_question(found["after"] or found["before"] or found["unmeasured"])
            if re.match(r"\S+\s+it\s", question):
                subject = topic(sentence)
                question = f"{question.split()[0]} {subject} {question.split(maxsplit=2)[2]}" if subject else ""
            return question if len(question) <= MAX_CHARS else ""
    return ""
