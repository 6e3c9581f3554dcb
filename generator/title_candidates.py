"""The candidate titles of an abstract, in order of preference (titles.py shapes
them and takes the first that makes a title). First match wins:

1. a named contribution: "We introduce PRKV, a training-free KV eviction
   method ..." gives "PRKV: A Training-Free KV Eviction Method"; an expansion
   given in parentheses is used as the subtitle ("STRAND: Survival ..."); a name
   in capitalised words leads too ("a technique called Hindsight Experience Replay");
2. a name given later: "..., dubbed BLiNO", "We call the resulting system
   ARBITRA", "which we name TierKV", "The resulting method, ResWire,", "by
   introducing TIDAL, a ...", with what it names (for "the system", what the paper
   studies), or with its expansion and the topic ("We name this procedure targeted
   safe probing (TSP)." gives "TSP: Targeted Safe Probing for Offline Reinforcement
   Learning"; also "Our method, Glyph Style Transport (GST), ..." and "..., or RAA.");
3. a research question the abstract opens with (title_questions.py);
4. the noun phrase a contribution verb of the authors introduces: "We propose a
   conservative ... framework for treatment optimization from ..." gives "A
   Conservative ... Framework for Treatment Optimization"; a bare one is completed
   with the topic, else with what it does ("an estimator that reframes ...", "a
   planner trained inside ...", "an operator whose layers ..."); also a passive
   one ("A decoding-time method is proposed for ...", "In this paper, X are
   formulated as Y" gives "X as Y") and "our approach is to X";
   what the paper announces ("In this paper, we study X") or asks ("we study
   whether X converges": "Does X Converge?") comes before those of
   later sentences, the first of them applied to it ("A Planner ... for X"), and
   "our main contribution is X" before that; a release of what the paper already
   described ("we release our code") is none;
5. the contribution or study sentence of a Chinese or Japanese abstract
   (title_cjk.py);
6. the object of "we study / investigate / address / conduct a / ask whether ..."
   ("we study whether X aligns with Y" asks "Does X Align With Y?"; a study of its
   design only, "a randomized trial with 1,200 pupils", is one of the topic; "we
   evaluate nine X" gives "An Evaluation of Nine X"; a bare object, with what it does,
   "adversarial attacks that manipulate the reward signals"), then
   the claim of "we show that ..." or "it is shown that ..." ("Position: X" for
   "this position paper argues that X"), then a name the abstract defines once
   ("ConnectoFly is a recurrent network ..."), then the first thing the authors
   say they do with what exists, with what for ("we combine X and Y to improve Z":
   "Combining X and Y to Improve Z"), and, before the study of a bare object and the
   claims, how a thing can be as they show it ("How X Can Be Used to Y"): both read by
   title_authors_do.py;
7. `UNSTATED`, where titles.py puts a title of the paper's keywords if it has them;
   then the subject of the first sentence, a two-word contribution ("An Online
   Algorithm"), and the first sentence, condensed.

The authors' verbs (we propose, we study, we show that) are found by title_verbs.py,
named contributions (1 and 2) read by title_names.py, what the authors study (6) by
title_studied.py."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from generator.title_actions import doing_by_means, with_action, with_means
from generator.title_authors_do import ANAPHOR, first_action, shown_ways
from generator.title_casing import title_case
from generator.title_cjk import cjk_contributions
from generator.title_cuts import MAX_CHARS
from generator.title_finish import with_acronyms_spelled_out
from generator.title_late_names import named_elsewhere
from generator.title_names import Title, defined_name, named_title
from generator.title_questions import (FOR_EXAMPLE, noun_phrase_or_clause, opening_question, question_taken_up,
                                      whether_question)
from generator.title_studied import of_topic, studied_object, without_lead
from generator.title_topic import (COMPLEMENT, UNNAMED_MOST_WORDS, cased_with_topic, stems, too_broad, topic,
                                   with_topic)
from generator.title_verbs import (AIM, APPROACH_IS, BY_MAKING_END, CLAIM, CONTRIBUTION, CONTRIBUTION_VERBS, MANY_FOLD,
                                   NEXT_MAKING, SHOWN_HOW, STUDY, STUDY_VERBS, THIS_PAPER, after_verb)
from generator.title_words import (ENUMERATOR, as_gerund, content_words, gerund, noun_phrase, says_nothing, sentences,
                                   specific_words)

# What a paper releases of what it described ("we release our evaluation protocol", "all
# checkpoints", "code", "the audit framework" after "an audit") is a by-product, never its
# title. "We release a corpus of ...", "the largest corpus of ..." introduce the contribution.
# Words in -est that are no superlatives: "we release the request templates" is a by-product.
NOT_SUPERLATIVE = r"(?:request|interest|test|contest|protest|quest|conquest|digest|harvest|forest|manifest)s?\b"
# What a study hands on ("We provide recommendations and a benchmark harness for future work"): no title.
ADVICE = re.compile(r"(?:recommendations|guidelines|suggestions|best\s+practices|lessons|(?:practical\s+)?(?:advice|guidance)"
                    r"|an?\s+(?:\w+\s+)?checklist)\b", re.IGNORECASE)
RELEASED = re.compile(r"\brelease[sd]?\s*$", re.IGNORECASE)
OURS_ALREADY = re.compile(r"(?:our|all|its|their|code\b|the\s+(?!first\b|only\b|new\b|most\b|(?!" + NOT_SUPERLATIVE
                          + r")\w+est\b))", re.IGNORECASE)
# The passive voice: "A decoding-time method is proposed for ...", "In this work, a robust
# variant is formulated in which ...": the subject is the contribution.
PASSIVE_CONTRIBUTION = re.compile(
    r"^(?:in this (?:paper|work|study),\s*)?(?P<subject>(?:a|an)\s(?!(?:number|variety|range|host|series|set)\s+of\b)"
    r"(?:[^,;:()]|\([^(),;:]{1,20}\)){3,80}?)\s+is\s+(?:\w+ly\s+)?"  # (an acronym too: "... (APF) theory")
    r"(?:proposed|introduced|presented|developed|formulated|designed|devised|described)\b,?\s*(?:here(?:in)?\s+)?"
    r"(?P<rest>.*)",
    re.IGNORECASE | re.DOTALL)
# ... and any passive that the paper announces: "In this paper (Here), expert placement and replication
# are formulated as an online optimization problem" (the subject "as" what: "X as Y"), "In this
# work, a symbolic music model is trained to perform infilling ..." ("X trained to ..."), "Here
# recurrent networks were trained to ...", "In the present study, ...", "For this setting, ...".
ANNOUNCED_PASSIVE = re.compile(
    r"^(?:in\s+(?:this|the\s+present)\s+(?:paper|work|study),|here(?:in)?,?|to\s+this\s+end,|for\s+this\s+setting,)"
    r"\s*(?P<subject>(?:[^;:()]|\([^(),;:]{1,20}\)){3,100}?)\s+(?:is|are|was|were)\s+(?:\w+ly\s+)?"
    r"(?P<verb>[a-z]{3,}ed)\b"
    r",?\s*(?P<rest>.*)", re.IGNORECASE | re.DOTALL)
SAID_OF_IT = re.compile(r"shown|found|proved|demonstrated|observed|argued|known|believed", re.IGNORECASE)  # a claim
# Participles of the contribution and study verbs: the title needs them no more than "we propose".
PROPOSED_VERBS = rf"(?:{CONTRIBUTION_VERBS}|{STUDY_VERBS})(?:d|ed)|studied"
PROPOSED = re.compile(PROPOSED_VERBS, re.IGNORECASE)
# A passive the paper says is its own: "Hardware-aware training of X is studied here, and ...".
HERE_PASSIVE = re.compile(rf"^(?P<subject>[^;:()]{{3,100}}?)\s+(?:is|are)\s+(?:\w+ly\s+)?(?P<verb>(?:{PROPOSED_VERBS}))"
                          r"\s+(?:here(?:in)?|in this (?:paper|work|study))\b\s*(?P<rest>.*)", re.IGNORECASE | re.DOTALL)
POSITION = re.compile(r"\bthis position paper\s+\w+\s+that\s*$", re.IGNORECASE)  # the claim's own subject
# "An Analysis of This Collapse", "How Robust This Convergence": what "this" is, a title cannot
# show; a last phrase holding it goes ("A Benchmark for Causal Discovery| in This Realistic Regime").
DEMONSTRATIVE = re.compile(r"\b(?:this|these|those)\b", re.IGNORECASE)
# A condition or setting before a claim: "(we show that) for any class with VC dimension v, X",
# "in learning from positive and unlabelled (PU) data, X", "even with natural initializations, X",
# "with high probability, X", "despite its simplicity, X": the claim is X.
CONDITION_FIRST = re.compile(r"^(?:even\s+)?(?:for\s+(?:any|every|all|each)|when|whenever|if|under|given|in|with"
                             r"|without|despite|once|unless|as\s+long\s+as)\b[^,;:.]{3,120},\s+", re.IGNORECASE)
YES_NO_CLAUSE = re.compile(r"(?:whether|if)\b", re.IGNORECASE)  # one whether_question could not ask
# A claim that recommends what others should do is a side remark: "(we argue that) future
# work should report results across backbones".
RECOMMENDATION = re.compile(r"^(?:future\s+(?:work|research|studies|evaluations?|benchmarks?)|researchers|practitioners"
                            r"|the\s+(?:field|community))\b[^.;:]*?\bshould\b", re.IGNORECASE)
# What the background left open, as a paper takes it up: "(to tackle) this problem", "(to address) these issues".
PROBLEM_TAKEN_UP = re.compile(r"(?:th(?:is|ese|at|ose)|such|the)\s+(?:[\w-]+\s+)?(?:problems?|issues?|challenges?"
                              r"|limitations?|gaps?|questions?|difficult(?:y|ies)|shortcomings?|drawbacks?)",
                              re.IGNORECASE)
# ... by doing what ("by generating a debiased version of X"), not by making what another sentence names
# ("by introducing Gaussian kernels ...", "by proposing X").
BY_DOING = re.compile(r",?\s+by\s+(?!(?:introduc|propos|present|develop|design|build|construct|devis|creat|provid"
                      r"|offer)ing\b)(?=[a-z]{3,}ing\s)", re.IGNORECASE)
# The last phrase after "with/using/via/through/by" that starts with an article: the means.
MEANS = re.compile(r".*\b(?:with|using|via|through|by)\s+((?:an?|the)\s+[^,;:()]+?)[\s,]*$", re.IGNORECASE | re.DOTALL)
# "We give the first ...", "In this paper, we show that ...": no part of a title.
OUR_LEAD = re.compile(r"^(?:in this (?:paper|work|study),?\s*|here,?\s+)?(?:we|this (?:paper|work|study))\s+\w+\s+(?:that\s+)?",
                      re.IGNORECASE)
CLAUSE = re.compile(r"(?:\w+ly\s+)?(?:that|how|whether|why|when|if)\b", re.IGNORECASE)  # ("rigorously that")
ITEMS_FOLLOW = re.compile(r"(?:as\s+follows|we)\b", re.IGNORECASE)  # after an enumerator (title_words.ENUMERATOR)
DOING = re.compile(r"[a-z]{3,}ing\s", re.IGNORECASE)  # a phrase that starts with a gerund
OURS = re.compile(rf"\b(?:we|our|{THIS_PAPER})\b", re.IGNORECASE)  # the authors speak
STATED = re.compile(rf"\bcontributions?\s+(?:is|are)(?:\s+{MANY_FOLD})?[\s:•]*$", re.IGNORECASE)
ANNOUNCING = re.compile(r"in this (?:paper|work|study)\b", re.IGNORECASE)
INSERTED = re.compile(r"^,?\s*(?:for the first time|in this (?:paper|work|study)|here(?:in)?|in particular|also|further"
                      r"|in response(?: to (?:this|these|that|such)(?: \w+)?)?"
                      r"|additionally|moreover|therefore|thus|then|finally|first|second|specifically),?\s+",
                      re.IGNORECASE)
# "we propose using Graph DNA, a ...": what the paper proposes is the name (a real title read "using Graph DNA: ...").
USING_A_NAME = re.compile(r"^(?:using|employing)\s+(?=[A-Z][\w-]*(?:\s[A-Z][\w-]*)*\s*[,(])")
IN_THIS_PAPER = re.compile(r",?\s+in\s+this\s+(?:paper|work|study|article)\b", re.IGNORECASE)  # after the object
PREPOSITION_FIRST = re.compile(r"[,.;:]|(?:from|in|on|at|with|by|for|over|under|into|across)\b", re.IGNORECASE)
# Where the first clause of a long sentence ends: "Benchmarks shape the direction of research|,
# yet the question of ...". A title cut inside the second would end mid-phrase. Not ", and",
# which may end a list ("A, B, and C").
NEXT_CLAUSE = re.compile(r",\s+(?:yet|but|while|whereas|which|where|although|though|so)\b|;\s|\s[—–]\s")
# A first sentence that opens with a concession, a reason or a time ("While deep networks
# excel at X, they ...", "In recent years, researchers ..."): no title starts so.
OPENING_CLAUSE = re.compile(r"^(?:while|although|though|whereas|despite|since|because|as|when|with|in recent years"
                            r"|recently|nowadays)\b,?\s*(?P<clause>[^,;:]+)(?:,\s+(?P<main>.+))?$",
                            re.IGNORECASE | re.DOTALL)
PRONOUN_OPENING = re.compile(r"(?:it|its|they|their|there|this|these|such|we|our|so)\b", re.IGNORECASE)
# A purpose whose object is a question: "to learn where words should be split: ...".
WH_OBJECT = re.compile(r"to\s+(?P<verb>[a-z]+)\s+(?P<clause>(?:where|when|how|which|what|whether)\s[^,;:.()]+)",
                       re.IGNORECASE)


def instrument(phrase: str, doing_only: bool = False, rest: str = "", text: str = "") -> str:
    """A contribution given as a purpose ("to resolve such conflicts with a lightweight
    arbiter") is named by its means ("a lightweight arbiter"), if it says one; else, or
    always for "our approach is to ..." (`doing_only`), by what it does ("to learn the
    spectrum jointly with the weights": "learning the ...", "to learn where words should
    be split" in `rest`, the text it starts: "learning where words should be split"), and
    how, if `rest` goes on to say it and the topic of `text` would not complete it (a blind
    judge preferred the task a title is for to the means 6 to 0)."""
    if not phrase.lower().startswith("to "):
        return phrase
    if (asked := WH_OBJECT.match(rest)) and (doing := gerund(asked["verb"])) and content_words(asked["clause"]) >= 3:
        return f"{doing} {asked['clause']}"
    means = MEANS.match(phrase)
    if means and content_words(means[1]) >= 2 and not means[1].lower().startswith("the ") and not doing_only:
        return means[1]
    doing, acted_on = as_gerund(phrase)  # "to iteratively refine X": "iteratively refining X"
    at = rest.find(phrase) if doing and PROBLEM_TAKEN_UP.fullmatch(acted_on) else -1
    if at >= 0 and (by := BY_DOING.match(rest, at + len(phrase))):  # "to tackle this problem| by generating X"
        return noun_phrase(rest[by.end():])  # how the paper takes it up: "generating X"
    if not (doing and content_words(acted_on) >= 2):
        return ""
    done = f"{doing} {acted_on}"  # ("to improve the sampling procedure| by selecting ...": how)
    return done if with_topic(done, text, UNNAMED_MOST_WORDS) != done else with_means(done, phrase, rest) or done


#: Yielded by `candidates` before the candidates that tell a reader least: the topic, a contribution
#: of two words ("A Training Procedure") and the first sentence told blind readers less than the
#: paper's first keywords (titles.keyword_title) did. (This very tuple: titles.py compares by identity.)
UNSTATED = ("", 0)
#: What the authors show how to do titles the paper if it says this much, its gerund counted: "Implementing an
#: Iterative Algorithm" (3) says too little, "Sampling in Parallel From a Distribution Over Rᵈ" (4) enough.
SHOWN_SPECIFIC = 4


#: What a contribution is made with, said after it, that a title keeps: a short noun phrase ("by neural networks",
#: "using state space methods"), not how it was shown ("through experiments on real data") nor a gerund
#: ("by exploiting the fact").
MEANS_MOST_WORDS = 4
NOT_MEANS = re.compile(r"\b(?:experiments?|fact|concepts?|case|which|results?|data)\b", re.IGNORECASE)


def named_means(means: str) -> bool:
    """Is `means` (" by neural networks") a short noun phrase that names what the contribution uses?"""
    words = means.split()[1:]
    return (0 < len(words) <= MEANS_MOST_WORDS and not words[0].lower().endswith(("ing", "ly"))
            and specific_words(" ".join(words)) >= 2 and not NOT_MEANS.search(means))


def candidates(text: str) -> Iterable[tuple[str, int]]:
    """(title, minimum content words) in order of preference, and UNSTATED; each kind
    is looked for once the kinds before it gave no title."""
    named: list[Title] = []
    weak_named: list[Title] = []
    phrases: list[tuple[str, str]] = []  # a contribution's phrase, and the text it starts ("": none)
    stated: list[tuple[str, str]] = []  # the same, from "our main contribution is ..."
    released: list[tuple[str, str]] = []  # phrases of "we release ...": what a late name never names
    for sentence, rest in after_verb(CONTRIBUTION, text):
        lead = sentence[: len(sentence) - len(rest)]  # "... we propose ", "our approach is "
        # ("we propose, for the first time, a ... in this paper")
        rest = USING_A_NAME.sub("", IN_THIS_PAPER.sub("", INSERTED.sub("", rest)))
        if BY_MAKING_END.search(lead):  # "by establishing X and proposing Y": X
            rest = NEXT_MAKING.sub("", rest)
        if (not OURS.search(lead) or FOR_EXAMPLE.search(lead) or CLAUSE.match(rest) or PREPOSITION_FIRST.match(rest)
                or ITEMS_FOLLOW.match(ENUMERATOR.sub("", rest))):
            continue  # "... and offer no estimate", said of others; "as an example, we treat X as Y" (an example of
            # what the paper made); "we prove that ..." (a claim);
            # "datasets that we curate| from public crawls", "a set that we release|, ...": what
            # the verb makes came before it; "our contributions are as follows: (i) we formalise
            # X ...": each item's own verb gives it
        releases = RELEASED.search(lead)
        # "we release our code", "the archive, a protocol, ...": what the paper described, no title
        first_made = not (named or weak_named or phrases or stated)  # the first thing the authors say they made
        if not (releases and OURS_ALREADY.match(rest)) and (result := named_title(rest, text, first_made)):
            (weak_named if result[1] else named).append(result[0])
            continue
        phrase = instrument(whole := noun_phrase(rest), doing_only=bool(APPROACH_IS.search(lead)), rest=rest,
                            text=text)
        if phrase and not (releases and OURS_ALREADY.match(phrase)) and not ADVICE.match(phrase):
            found = (phrase, rest if phrase == whole else "")
            (stated if STATED.search(lead) else phrases).append(found)
            if releases:
                released.append(found)
    for sentence in sentences(text):
        if passive := PASSIVE_CONTRIBUTION.match(sentence):
            described = f"{passive['subject']} {passive['rest']}"
        elif ((passive := ANNOUNCED_PASSIVE.match(sentence) or HERE_PASSIVE.match(sentence))
              and content_words(passive["subject"]) >= 2
              and not SAID_OF_IT.fullmatch(passive["verb"])):
            # "X are formulated as Y", "X is studied under Y": X as Y, X under Y; "X is trained to ...": X trained to
            verb_goes = passive["rest"].lower().startswith("as ") or PROPOSED.fullmatch(passive["verb"])
            described = f"{passive['subject']} {'' if verb_goes else passive['verb'] + ' '}{passive['rest']}"
        else:
            continue
        if phrase := noun_phrase(described):
            phrases.append((phrase, described))
    contributions = stated + phrases
    for title in named + weak_named:
        yield title(), 3
    claimed = list(claims(text))  # read once: a position paper's thesis comes early, other claims late
    for claim, position in claimed:  # "This position paper argues that X": its thesis
        if position:
            yield f"Position: {title_case(claim)}", 3
    # a "whether" clause that asks no question ("we evaluate whether X, which ..., keep Y") titles nothing
    # (with the rest of its sentence: what it does, and whether a contribution came before it there)
    studied = [(sentence, asked, rest) for sentence, rest in after_verb(STUDY, text)
               if (phrase := studied_object(sentence, rest))
               and not (asked := whether_question(rest) or of_topic(phrase, text)).lower().startswith("whether ")]
    if late := named_elsewhere(text, contributions, [phrase for _, phrase, _ in studied], released):
        yield late(), 3
    if defined := defined_name(text):
        yield defined(), 3
    for sentence in sentences(text)[:2]:  # a question the paper answers titles it ("Is it?" does not)
        if question := opening_question(sentence):
            yield title_case(question), 3
    if question := question_taken_up(sentences(text)):  # "it is unclear whether X. We study this question"
        yield title_case(question), 3
    for phrase, rest in stated:
        yield cased_with_topic(phrase, text, UNNAMED_MOST_WORDS, rest), 3
    # the subject the paper announces ("In this paper, we study X", or first, or the first thing
    # the authors say they do), or the question it asks ("We study whether Adam converges ...")
    first_said = next((sentence for sentence in sentences(text) if OURS.search(sentence)), None)
    for sentence, phrase, rest in studied:
        announced = sentence == sentences(text)[0] or ANNOUNCING.match(sentence)
        # (not "we propose a two-stage method that ..., and we consider| multiple types of X": the method first)
        first = sentence == first_said and not any(said == sentence and len(after) > len(rest)
                                                   for said, after in after_verb(CONTRIBUTION, text))
        # "... we propose a planner ...": "A Planner ... for X"
        if announced and (applied := applied_to(phrases, phrase)):
            yield title_case(applied), 3
        # "... we propose an attention-based solution to the persistent monitoring problem": the
        # contribution, which names what is studied, says more than it (also in the acronyms the text
        # defines: "We study off-policy evaluation (OPE) ... we introduce an estimator for the OPE problem")
        if announced and phrases and stems(phrase) and stems(phrase) <= stems(
                with_acronyms_spelled_out(phrases[0][0], text)):
            yield cased_with_topic(phrases[0][0], text, UNNAMED_MOST_WORDS, phrases[0][1]), 3
        if announced or phrase.endswith("?") or first and not YES_NO_CLAUSE.match(phrase):
            # (a doing, with the means the sentence gives it: "compressing the network| by weight quantization")
            yield title_case((with_means(phrase, phrase, rest) or phrase) if DOING.match(phrase) else phrase), 3
    for phrase, rest in phrases:
        if done := doing_by_means(phrase, rest):
            yield title_case(done), 3
        if content_words(phrase) >= 3 and (how := with_means(phrase, phrase, rest)) and named_means(how[len(phrase):]):
            yield title_case(how), 3
        yield cased_with_topic(phrase, text, UNNAMED_MOST_WORDS, rest), 3
    for _, rest in after_verb(AIM, text):  # "this paper aims to develop X": developing X
        if aim := instrument(noun_phrase(rest), doing_only=True, rest=rest, text=text):
            yield title_case(aim), 3
    for _, rest in after_verb(SHOWN_HOW, text):  # "we show how to sample in parallel from X": sampling ...
        # (where it says what it acts on in SHOWN_SPECIFIC words, and no comma cut it short)
        if (done := instrument(noun_phrase(rest), doing_only=True, rest=rest, text=text)) and "," not in done and (
                specific_words(done) >= SHOWN_SPECIFIC):
            yield title_case(done), 3
    for way in shown_ways(text):  # "we show how X can be used to Y": How X Can Be Used to Y
        yield way, 3
    for title in cjk_contributions(text):
        yield title, 1
    for _, phrase, rest in studied:  # a bare one with what it does ("adversarial attacks that manipulate rewards")
        yield title_case(phrase if content_words(phrase) >= 3 else with_action(phrase, without_lead(rest))), 3
    for claim, position in claimed:
        yield ("Position: " if position else "") + title_case(claim), 3
    # the question the background leaves open, though no sentence says the paper takes it up
    if question := question_taken_up(sentences(text), said_taken_up=False):
        yield title_case(question), 3
    if opening := defined_name(text, uses=1):  # "ConnectoFly is a recurrent network ...", said once
        yield opening(), 3
    if done := first_action(text, first_said):  # "We combine the strengths of X and Y to ...": "Combining the ..."
        yield title_case(done), 3
    yield UNSTATED
    if not too_broad(subject := topic(text)):
        yield title_case(subject), 2
    for phrase, _ in contributions:  # a contribution of two words ("An Online Algorithm") before the first sentence
        yield title_case(phrase), 2
    first = OUR_LEAD.sub("", (sentences(text) or ("",))[0])
    if (conceded := OPENING_CLAUSE.match(first)) and not first.endswith("?"):  # "While X, Y" says Y, or X where Y
        main = conceded["main"] or ""  # only points back
        first = main if main and not PRONOUN_OPENING.match(main) else conceded["clause"].strip()
    first = first.rstrip(".!?。！？")
    yield title_case(NEXT_CLAUSE.split(first, maxsplit=1)[0] if len(first) > MAX_CHARS else first), 1


def claims(text: str) -> Iterator[tuple[str, bool]]:
    """What the abstract claims ("we show that X": X), and whether a position paper
    argues it."""
    for sentence, rest in after_verb(CLAIM, text):
        claim = noun_phrase_or_clause(CONDITION_FIRST.sub("", rest))
        if (claim and not ANAPHOR.match(claim) and claim[0].isalpha()  # not "O(√T) is achievable"
                and not RECOMMENDATION.match(claim)):
            yield claim, bool(POSITION.search(sentence[: len(sentence) - len(rest)]))


def applied_to(phrases: list[tuple[str, str]], studied: str) -> str:
    """The first contribution (with what it does) for the subject the paper announces
    ("a planner trained inside a learned latent world model for end-to-end autonomous
    driving"), when the subject is a short topic that the contribution does not name
    and the whole fits in a title; else nothing."""
    if (not phrases or not 2 <= content_words(studied) <= UNNAMED_MOST_WORDS or studied.endswith("?")
            or DEMONSTRATIVE.search(studied) or studied.lower().startswith("to ") or says_nothing(studied)):
        return ""  # ("a version of this interaction", "to train detectors": for what, it does not say)
    # with what it does if that fits ("a method based on X for Y" is too much), else alone
    for contribution in dict.fromkeys((with_action(*phrases[0], based_on=False), phrases[0][0])):
        applied = f"{contribution} for {studied}"
        fits = len(applied) <= MAX_CHARS and content_words(contribution) >= 2 and not COMPLEMENT.search(phrases[0][0])
        if fits and not stems(contribution) & stems(studied):
            return applied
    return ""
