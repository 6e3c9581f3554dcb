"""Titles of contributions named after what they name, maybe in a later sentence: "a
sampler ..., which we call Echo", "..., dubbed BLiNO", "We call the resulting system
ARBITRA", "our prediction algorithm, TraPHic," (title_names.py reads a name where a
contribution verb introduces it: "We introduce PRKV, a ...")."""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import partial

from generator.title_actions import with_action
from generator.title_casing import title_case
from generator.title_names import (MADE, POINTS_BACK, Title, name_and_description, name_and_expansion,
                                   spelled_out, titled_name)
from generator.title_questions import FOR_EXAMPLE
from generator.title_topic import topic
from generator.title_word_classes import is_adverb
from generator.title_words import (NAME, NAMED, abbreviates, content_words, is_coined, is_name, noun_phrase,
                                   sentence_and_rest, sentences, specific_words)

# A name may be two words in capitals: "We call the method Lifespan Gaussians."
NAME_OR_TWO = rf"(?:(?-i:[A-Z][\w-]*\s+[A-Z][\w-]*)|{NAME})"
NAMING = re.compile(
    r"(?:\b(?:which|that)\s+we\s+(?:call|term|dub|name|coin|refer\s+to\s+as)"
    r"|\bwe\s+(?:call|term|dub|name|coin|refer\s+to)(?:\s+(?:it|this(?:\s+\w+)?|the\s+(?:resulting|full|final|complete)"
    r"\s+\w+|our\s+\w+))?(?:\s+as)?"
    # "We call the approach SheafWire.", "We call the resulting two-stage recipe HazeLift and ...": the
    # name ends the clause (not "we call the model GPT-4o with a prompt", a call of a model)
    rf"|\bwe\s+(?:call|term|dub|name)\s+the(?P<called>(?:\s+(?-i:[a-z][\w-]*)){{1,4}}?)"
    rf"(?=\s+{NAME_OR_TWO}(?:\s*[.;]|\s*$|\s+and\b))"
    # an apposition to what the paper made: "The resulting method, ResWire, is", "This new method, DeepPINK (...),",
    # "The agent described here, X,"
    rf"|\b(?:(?:the|this)\s+(?:(?:resulting|proposed|final|overall|full|new)\s+(?P<referent>{MADE})"
    rf"|(?P<described>{MADE})\s+described"
    r"\s+here)"
    # "(We evaluate) our prediction algorithm, TraPHic, (on ...)"
    rf"|our\s+(?:[\w-]+\s+){{0,2}}?(?P<ours>{MADE})),"
    rf"|\b(?:termed|called|dubbed|entitled|{NAMED}|coined)(?:\s+as)?"  # "a model termed as X"
    # a coined name the authors call theirs: "our MnasNet achieves ...", "our proposed model SimKGC can ...", "the
    # proposed method O3D (...) discovers ..."
    rf"|\b(?P<our_name>our(?:\s+proposed)?(?:\s+{MADE})?|the\s+proposed(?:\s+{MADE})?))"
    rf"\s+(?P<name>{NAME_OR_TWO})"
    r"(?=\s*(?:[,.;:()—–]|$)|\s+--?\s|\s+(?:that|which|to|for|and|as|with|in|on|is|are)\b"  # not "Bombieri k-point processes"
    rf"|(?(our_name)\s+(?:{MADE}\b|(?:\w+ly\s+)?(?-i:[a-z]+s)\b)|(?!)))",  # ... or its verb: "our X achieves"
    re.IGNORECASE)

# "We call the method Adaptive Uncertainty-Regularized Actor-Critic (AURA).", "We name this
# procedure targeted safe probing (TSP).", "We refer to the model as ... (MASND)", "We call
# this approach retraining-aware acquisition, or RAA.", "which we term the Mixed Functional Nash Equilibrium
# (MFNE)": the name after its expansion.
CALLED_WITH_EXPANSION = re.compile(
    r"\bwe\s+(?:call|term|dub|name|refer\s+to)"
    r"(?:\s+(?:it|this\s+\w+|our\s+\w+|the\s+(?-i:[a-z][\w-]*)(?:\s+(?-i:[a-z][\w-]*))??))?"  # "the resulting options"
    # (the expansion is no kind of thing the text describes: "algorithms that rely on a linear optimization
    # oracle (LOO)", "such models as vision-language-action models (VLA)"; the name has a capital: no "(resp. X)")
    rf"(?:\s+as)?\s+(?P<expansion>(?!such\b)(?:(?!\b(?:as|that|which|who)\b)[^().;:]){{5,}}?)(?:\s+\(|,\s+or\s+)"
    rf"(?P<name>(?=[^\s()]*(?-i:[A-Z])){NAME})(?:\)|(?=\s*[.;]))", re.IGNORECASE)
# The same in an apposition to what the paper made: "Our method, Glyph Style Transport (GST),
# generates ...", "The resulting estimator, ... (DRIFT), ...", "Our simple yet efficient architecture,
# dubbed Bifurcated Backbone Strategy Network (BBS-Net), is ...".
MADE_WITH_EXPANSION = re.compile(
    rf"\b(?:our|the\s+(?:resulting|proposed))\s+(?:[\w-]+\s+){{0,4}}?{MADE},"
    rf"\s+(?:(?:termed|called|dubbed|named|coined)\s+)?(?P<expansion>[^().;:,]{{5,}}?)\s+\((?P<name>{NAME})\),",
    re.IGNORECASE)
# ... and right after what says it is the paper's: "The proposed Structured Control Net (SCN) ...", "The novel
# Unbiased Online Recurrent Optimization (UORO) algorithm ...", "Our proposed method Meta Test-Time Training (MT3)";
# all the words between are what it stands for (not "The proposed model builds on the Temporal ... (TSBN)").
PROPOSED_WITH_EXPANSION = re.compile(
    rf"\b(?:our|the)\s+(?:proposed|novel|new)\s+(?:{MADE}\s+)?(?P<expansion>(?:[\w-]+\s+){{1,7}}?[\w-]+)"
    rf"\s+\((?P<name>{NAME})\)", re.IGNORECASE)
# ... unless a name was given what the paper made before: then that part is another ("We present a hybrid
# macro/micro level backpropagation (HM2-BP) algorithm ... The proposed spike-train level post-synaptic
# potential (S-PSP) ...").
NAMED_IN_A_CONTRIBUTION = re.compile(r"\bwe\s+(?:\w+\s+)?(?:propose|present|introduce|develop|design|devise|build"
                                     r"|create|construct|release|offer)\b[^.]*\([^()]*[A-Z][^()]*\)", re.IGNORECASE)
# What a name stands for, right after it: "WRPN (Wide Reduced-Precision Networks)", "WRPN -- wide
# reduced-precision networks" (a dash as LaTeX writes it, or as the plain text reads it: "–", "—").
SPELLED_AFTER = re.compile(r"\s*(?:\((?P<paren>[^()]{6,})\)|(?:--?|[–—])\s+(?P<dash>[^.;:,()]{6,}?)\s*(?:[.;:,]|$))")
# An expansion that is a name of its own, whatever its capitals abbreviate: "Delayed AdaGrad with
# Safeguards (DASH)", the words after "the resulting scheme".
TITLED_RUN = re.compile(r"(?-i:[A-Z][\w-]*)(?:\s+(?:(?-i:[A-Z][\w-]*)|of|for|with|and|in|on|to|the|via)){1,6}$")

# "... by introducing TIDAL, a pretrained decoder-only model for ...", in a sentence of ours.
# Not what the paper compares with: "... and compare them with FARSITE, a physics-based simulator".
# Nor what it builds on: "a knowledge base of procedures based on wikiHow, a website ...".
APPOSITIVE_NAME = re.compile(rf"(?<![\w-])(?<!\bwith )(?<!\bagainst )(?<!\bthan )(?<!\bversus )(?<!\bbased on )"
                             r"(?<!\bthat )"  # (what a finding is about: "we find that RoPE, a ..., fails")
                             rf"(?P<name>{NAME})[,:]\s+(?P<description>(?:a|an)\s.+)")  # ("SchNet: a novel ...")
APPOSITIVE_HINT = re.compile(r"[,:]\s+an?\s")
# A name in lower case that the authors give what they made: "a prompting method that we call augmented
# zero-shot learning, which ...", "which we term determinantal beam search." (two to five words; not
# "the prefix", "as sparked prior", "identifiable").
NAMED_IN_WORDS = re.compile(r"(?:\b(?:which|that)\s+we\s+(?:call|term|dub|name|refer\s+to\s+as)"
                            r"|(?<=\w),?\s+(?:called|termed|dubbed|denoted)(?:\s+as)?)\s+"  # "a technique called X"
                            r"(?P<name>(?!(?:the|a|an|as|it|our|this|these|those|them)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*)"
                            r"{1,4})(?=\s*[,.;(]|\s*$)")
# A naming clause holds one of these words, after a character that is no part of a word
# (looked for from that character, which is faster: see titles.SUBJECT_WORD).
NAMING_WORDS = re.compile(r"\W(?:call|term|dub|name|coin|refer|resulting|proposed|novel|final|overall|full|new"
                          r"|described|our)", re.IGNORECASE)
# ... and one of these verbs at a word's start, where a name is given in words or before its expansion
# ("we call", "termed"; not "typically", "determine", which half of all abstracts hold).
NAMING_VERB = re.compile(r"\s(?:call|term|dub|name|refer|denot)", re.IGNORECASE)
# What a naming clause names may only point back: "The resulting procedure, which we call X".
REFERS_BACK = re.compile(r"^the\s+(?:resulting|proposed|above|same|final|overall|combined|full|complete|entire|whole)\b",
                         re.IGNORECASE)
FIRST_PERSON = re.compile(r"\b(?:we|our)\b", re.IGNORECASE)
# What says that a name in words is the paper's (in its sentence, up to the name): not "a related field
# called survey sampling", "a key step called matrix normalisation".
OURS_BEFORE = re.compile(r"\b(?:we|our|us|novel|new|proposed|propose)\b", re.IGNORECASE)
# After "our", a name of one word coined with an inner capital or a digit ("MnasNet", "Uni6Dv2"; not "LLM",
# "Re-ID", "ResNet-based"),
COINED_CAPITALS = re.compile(r"^(?!.*-based$)[^\s]*(?:[a-z][A-Z]|[A-Za-z]\d|\d[A-Za-z])[^\s]*$")
# ... which titles what the paper says it made, if that says this much: "MnasNet: An Automated Mobile Neural
# Architecture Search Approach".
OUR_NAME_DESCRIBED = 4
# The last phrase that starts with an article ("... yields a resolution-invariant operator,").
LAST_ARTICLE_PHRASE = re.compile(r".*\b((?:an?|the)\s+[^,;:()]+?)[\s,]*$", re.IGNORECASE | re.DOTALL)


def titled_run(words: str) -> str:
    """The end of `words` that is a name in Title Case ("Delayed AdaGrad with Safeguards"
    of "scheme Delayed AdaGrad with Safeguards"), or nothing."""
    found = TITLED_RUN.search(words)
    return found[0] if found else ""


def expansion_of(name: str, words: str) -> str:
    """What `name` stands for in the `words` before it: all of them if they are a name in Title Case
    that it abbreviates ("Bifurcated Backbone Strategy Network" for BBS-Net, not only its end
    "Backbone Strategy Network"), else the shortest end that spells it out, else their end in
    Title Case; or nothing."""
    if titled_run(words) == words and abbreviates(name, words):
        return words
    return spelled_out(name, words) or titled_run(words)


def named_elsewhere(text: str, phrases: list[tuple[str, str]], studied: list[str],
                    by_products: Collection[tuple[str, str]] = ()) -> Title | None:
    """The title of a contribution named in a naming clause (NAMING): the name and its
    expansion, or what it names: the article phrase before it; else, when that is a
    head alone ("The system, named X", "We call the corpus X"), the contribution phrase
    with that head ("a retrieval system for ..."), else what the paper studies ("we
    address text-to-SVG generation"); else the first contribution phrase of at least two
    content words that is no `by_products` ("... and release an efficient kernel");
    else the topic."""
    # The patterns are slow to search: look for what they need first (", a ", "call", "), ", "("), and
    # for a naming clause in the whole text at once (one never spans two sentences).
    naming_words = NAMING_WORDS.search(" " + text)  # the space: the start of the text
    naming_verb = naming_words and NAMING_VERB.search(text)
    called = ((naming_verb and CALLED_WITH_EXPANSION.search(text))
              or ("), " in text and MADE_WITH_EXPANSION.search(text)))
    if called and (expansion := expansion_of(called["name"], called["expansion"])):
        return partial(name_and_expansion, called["name"], expansion, text)
    proposed = naming_words and "(" in text and PROPOSED_WITH_EXPANSION.search(text)
    if (proposed and expansion_of(proposed["name"], proposed["expansion"]) == proposed["expansion"]
            and not NAMED_IN_A_CONTRIBUTION.search(text, 0, proposed.start())):
        return partial(name_and_expansion, proposed["name"], proposed["expansion"], text)
    naming = naming_words and NAMING.search(text)
    in_words = naming_verb and NAMED_IN_WORDS.search(text)
    if not (naming or in_words or APPOSITIVE_HINT.search(text)):
        return None
    for sentence in sentences(text):
        if FOR_EXAMPLE.match(sentence):  # ("For example, given ... people named Michael Jordan, ...": no name of ours)
            continue
        if APPOSITIVE_HINT.search(sentence) and FIRST_PERSON.search(sentence):
            for match in APPOSITIVE_NAME.finditer(sentence):
                description = noun_phrase(match["description"])
                if not is_name(match["name"]):
                    continue
                if content_words(with_action(description, match["description"])) >= 2:
                    return partial(name_and_description, match["name"], description, text, match["description"])
                if len(topic(text).split()) >= 2:  # "TrackSplat, a representation in which ...": the name and topic
                    return partial(name_and_expansion, match["name"], topic(text))
        for match in NAMING.finditer(sentence) if naming else ():
            name = match["name"]
            if not (is_name(name) or is_coined(name)) or match["our_name"] and not COINED_CAPITALS.search(name):
                continue  # (after "our", a coined name: "our LLM", "our GNN", "our LP-based ..." may be any paper's)
            expansion = SPELLED_AFTER.match(sentence[match.end():])  # "X (...)", "X -- ..."
            if expansion and abbreviates(name, spelled := expansion["paren"] or expansion["dash"]):
                return partial(name_and_expansion, name, spelled.strip(), text)
            # what the sentence says the authors made, if the name is of it ("We propose a method for testing
            # the results of X, which we call CAD-DA"), else the article phrase just before the naming clause
            made_here = next(((phrase, rest) for phrase, rest in phrases
                              if name in rest and sentence.find(rest[:40]) >= 0 and content_words(phrase) >= 2), None)
            before = None if match["our_name"] else LAST_ARTICLE_PHRASE.match(sentence[: match.start()])
            described, rest = made_here or (noun_phrase(before[1]) if before else "", "")
            if referent := match["referent"] or match["described"] or match["ours"]:  # "The resulting method, ResWire,"
                described = f"the {referent}"
            if content_words(described) < 2 or REFERS_BACK.match(described):
                usable = [(phrase, rest) for phrase, rest in phrases  # (not "modeling this interaction using X")
                          if content_words(with_action(phrase, rest)) >= 2 and name not in phrase
                          and not POINTS_BACK.search(" ".join(phrase.split()[:3]))
                          and not is_name(phrase.split()[0])]  # (nor what has a name of its own: "Gaussian-MAE, ...")
                head = described.split()[-1].lower() if described else ""
                same_head = [(phrase, rest) for phrase, rest in usable if head in phrase.lower().split()]
                called = match["called"].split()[-1].lower() if match["called"] else ""  # "we call the corpus X"
                same_as_called = [(phrase, rest) for phrase, rest in usable if called in phrase.lower().split()]
                made = [phrase for phrase in usable if phrase not in by_products]
                described, rest = (same_head or same_as_called or ([(studied[0], "")] if head and studied else made)
                                   or [("", "")])[0]
            if match["our_name"] and content_words(
                    with_action(described, rest) if rest else described) < OUR_NAME_DESCRIBED:
                continue  # ("MetaCleaner: Deep Neural Networks", "PatchAttack: Patch-Based Attacks")
            if described:
                return partial(name_and_description, name, described, text, rest)
            # what the clause after the name says it does: "We call this solution CoordConv, which gives ..."
            if (does := with_action(name, name + sentence[match.end():])).startswith(f"{name}: "):
                return partial(title_case, does)
            if len(topic(text).split()) >= 2:  # "a method named PROXYFOREST": the name and the topic
                return partial(name_and_expansion, name, topic(text))
    sentence, after = sentence_and_rest(text, in_words) if in_words else ("", "")
    if (in_words and not is_adverb(in_words["name"].split()[0])  # (not "variationally coherent")
            and OURS_BEFORE.search(sentence[: len(sentence) - len(after)])):  # (its sentence, up to the name)
        # a new thing it names ("a prompting method that we call X"; not "the optimal actions ..."), with
        # what it is or does ("a variant of online mirror descent, called X", "a new technique called X,
        # which achieves ..."); where that is a head alone, the short name its words spell titles it with
        # them ("a novel procedure, denoted covariance normalization (CovNorm),")
        before = LAST_ARTICLE_PHRASE.match(text[: in_words.start()])
        described = noun_phrase(before[1]) if before and re.match(r"an?\s", before[1]) else ""
        does = with_action(described, f"{described}{text[in_words.end():]}") if described else ""
        spelled = re.match(rf"\s*\(({NAME})\)", text[in_words.end():])
        if spelled and abbreviates(spelled[1], in_words["name"]) and content_words(does) < 3:
            return partial(name_and_expansion, spelled[1], in_words["name"], text)
        if content_words(does) >= 2:
            return partial(name_and_description, in_words["name"], does, text)
        name = title_case(in_words["name"])  # a name of two words or more for a mere kind titles it alone
        # (the description alone, without the topic that would complete it)
        if described and specific_words(name) >= 2 and titled_name(name, described, "", "") == name:
            return partial(str, name)  # ("... define a new model called testable learning with distribution shift")
    return None
