"""What no title says, taken out of a candidate title (titles.py shapes each candidate
with it before it fits one): what points back at the text before it ("such", "a few of
these", "... to this problem"), an equation, examples, a claim to be first, "state-of-the-
art", citations, and long formulas that spell out the noun before them."""

from __future__ import annotations

import re
from collections.abc import Collection

from generator.title_cut_points import COUNT
from generator.title_names import MADE_WORD
from generator.title_word_classes import looks_plural
from generator.title_words import BARE_SETTING_END, CITED, agreeing, without_filler

# "such X" refers to earlier context, "the following X" to later ("... Solving the Following Constrained Task")
POINTING_BACK = re.compile(r"\b(?:just\s+)?such\s+(?!as\b|that\b)"  # (with its "just": "Just (Such) a Representation")
                           r"|(?<=\bthe\s)following\s+(?!(?:sense|way|manner|form|fashion)\b)(?=\w)", re.IGNORECASE)
# ... as do some of those it names again: "Back-Propagates Through a Few of These| Temporal Skip Connections".
SOME_OF_THESE = re.compile(r"\b(?:a\s+few|some|many|most|all|each|several|any|both)\s+of\s+(?:these|those|such)\s+"
                           r"(?=\w)", re.IGNORECASE)
# From the left side of the first equation on, with what announces it ("objectives of the form f(x) = ...").
EQUATION = re.compile(r"(?:\s+(?:of\s+the\s+form|such\s+that|where|satisfying))?\s+\S+\s*[=≈≠∈].*",
                      re.DOTALL | re.IGNORECASE)
EXAMPLES = re.compile(r",\s+(?:such\s+as|e\.g\.|for\s+example|for\s+instance)\s.*", re.IGNORECASE | re.DOTALL)
# "State-of-the-art" before what it qualifies, which no real title of 8,462 says: "... Mechanisms of (State-of-the-Art)
# Convolutional Neural Networks" (not of a result claimed: "... Achieves State-of-the-Art Accuracy", "... With
# State-of-the-Art Reconstruction Quality").
STATE_OF_THE_ART = re.compile(r"\b((?:of|for|on|in|to|over|across|and|the|a|an)\s+)"
                              r"state[- ]of[- ](?:the[- ])?art\s+"
                              r"(?=\w)(?!(?:in|on|of|for|and|or|by|to|with|at|from|as|is|are)\b)", re.IGNORECASE)
# A hedge on what a result needs, which a title does without: "... Guarantees| Under Mild Assumptions" (of a title-cased
# candidate, last or before what follows it).
MILD_ASSUMPTIONS = re.compile(r",?\s+[Uu]nder\s+(?:[Vv]ery\s+)?(?:[Mm]ild|[Ww]eak|[Mm]inimal|[Ss]tandard|[Gg]eneral"
                              r"|[Rr]easonable)(?:\s+[\w-]+)?\s+(?:[Aa]ssumptions|[Cc]onditions)(?=$|,|\s+(?:[Ww]ith|[Ff]or"
                              r"|[Tt]hat|[Ii]n)\b)")
# A claim to be first, which a title does not make: "NLRN: A Non-Local Recurrent Network| as the First Attempt to ..."
FIRST_ATTEMPT = re.compile(r",?\s+as\s+(?:the|a)\s+first\s+(?:attempt|step|effort|work|study|method|approach)\b.*",
                           re.IGNORECASE | re.DOTALL)
# ... and where it leads the title, after a name or not: "(The First) Provably Efficient Algorithm for ...",
# "LIPO: (A First) Algorithm ...", which 135 of 8,462 derived titles said and no real one.
FIRST_CLAIM = re.compile(r"(?:^|(?<=:\s))(?:(?P<article>the|an?)\s+)?first\s+(?:known\s+|ever\s+)?(?=(?P<rest>\w.*))",
                         re.IGNORECASE | re.DOTALL)
# Where the phrase after it ends, in a title-cased candidate: a word in lower case ("for", "of") or a mark,
# or a longer word that starts a clause or a phrase ("That", "With").
PHRASE_HEAD_END = re.compile(r"\s(?:[a-z]|[^\w\s]|(?:That|Which|Whose|With|Without|From|Into|Over|Under|Using|Via"
                             r"|Based|Through|Across|Where|When|Toward|Towards|Between|Beyond)\b)")
# When others' work came ("(The Recently Introduced) Class of Games", "(A Newly-Discovered) Phenomenon"), and how
# specially the paper's was made for its purpose ("A Regularizer (Specifically Designed) to Leverage ..."): no title
# of 8,462 real ones says either, 33 derived ones did.
RECENTLY_MADE = re.compile(r"\b(?:(?P<article>an?)\s+)?(?:recently|newly)[\s-]+(?:proposed|introduced|developed"
                           r"|discovered)\s+(?=(?P<next>\S+))", re.IGNORECASE)
MADE_SPECIALLY = re.compile(r"\s+(?:specifically|especially|particularly|carefully)\s+"
                            r"(?:designed|tailored|crafted|built)(?=\s+(?:to|for)\s)", re.IGNORECASE)
# How known others' work is ("The (Well-Known) Greedy Coordinate Descent Algorithm", "An Extension of the (Celebrated)
# SARAH Algorithm", "XGBoost: A (Widely Used) Tree Technique", "The (Well-Motivated) Problem of ...") and a hedge
# ("in (Perhaps) the Simplest Setting"): a real title names the thing (a blind review of 40 real pages). Not after
# "and", which joined it to another word, or a count, which it chose ("An Audit of 14 Widely Used Datasets").
FAME = re.compile(r"(?<!\band\s)(?<!\d\s)\b(?:(?P<article>an?)\s+)?(?:(?:most\s+)?(?:well|widely)[\s-]+"
                  r"(?:known|studied|motivated|established|used|adopted|regarded)|celebrated|perhaps)\s+"
                  r"(?=(?P<next>\S+))", re.IGNORECASE)
# An adverb that linked the sentence to the one before it ("(This paper explores) Instead Penalizing the Squared
# Distance ...", "Then Using a Restricted Discriminator ..."): no title starts so.
LINKING_ADVERB = re.compile(r"^(?:Instead|Then|Also|Thus|Hence|Therefore|Moreover|Additionally|Furthermore|Finally"
                            r"|Alternatively|Subsequently),?\s+(?=\S)")
WITH_RESPECT_TO = re.compile(r"\bw\.\s?r\.\s?t\.?(?=\s)", re.IGNORECASE)  # a note's abbreviation, said in words
# A citation by number: "[20]", "[3, 7]", "[12-14]".
NUMBERED_CITATION = re.compile(r"\s*\[\d+(?:\s*[,–-]\s*\d+)*\]")
# ... or by key, as \cite{key} reads, and an aside in brackets: "... Algorithm| [Lange1995gradient]", "... Sampler of|
# [LST21]", "Processes| [MDPs]" (not a formula's bracket: "R[x]", "on [a,b]").
CITATION_KEY = re.compile(r"\s+\[[A-Za-z][^\],\s]*\]")
# A question about "these" described things asks it of them in general ("Are These Stated
# Confidences Stable ...?"); not of bare ones ("Do These Gains Persist ...?": which gains?).
ASKED_OF_THESE = re.compile(r"^((?:Are|Do|Can|Does|Is|Why|How|When|What)\s+)(?:These|Those)\s+"
                            r"(?=[\w-]+(?:ed|al|ic|ive|ous|ful|ing|ar|ary)\s|[\w]+-[\w-]+\s)")
# ... and a last phrase of "this", "these" or "both X": "... as a Solution| to This Inverse Problem".
PHRASE_POINTING_BACK = re.compile(r"\s+(?:in|for|of|on|under|with|to|from|at|across|over)\s+(?:this|these|those"
                                  r"|both(?=\s+[\w-]+s\b))\b"
                                  r"(?:(?!\b(?:and|or)\b)[^,;:])*$", re.IGNORECASE)
# A role said in generic words ("(X) as a Solution", "as an Alternative"), which the phrase that pointed
# back completed ("... to this inverse problem").
BARE_ROLE_END = re.compile(r"\s+as\s+(?:a|an|the)\s+(?:solutions?|ways?|alternatives?|tools?|remedy|answer)$",
                           re.IGNORECASE)


def without_what_no_title_says(candidate: str, long_formulas: Collection[str], labels: Collection[str] = ()) -> str:
    """`candidate` (a title-cased candidate title) without what no title says; `long_formulas`:
    the abstract's formulas too long for a title, `labels` its formulas of one symbol (LABEL)."""
    if linked := LINKING_ADVERB.match(candidate):
        rest = candidate[linked.end():]
        candidate = rest[:1].upper() + rest[1:]
    candidate = POINTING_BACK.sub("", candidate)  # "... From Such Censored Data": from what the title cannot show
    candidate = SOME_OF_THESE.sub("", candidate)  # "... Through a Few of These| Temporal Skip Connections"
    candidate = BARE_SETTING_END.sub("", candidate)  # "How to Learn Robustly| in (Such) Scenarios"
    if pointed := PHRASE_POINTING_BACK.search(candidate):  # "... as a Solution| to This Inverse Problem":
        candidate = BARE_ROLE_END.sub("", candidate[:pointed.start()])  # the role it points back with goes too
    candidate = ASKED_OF_THESE.sub(r"\1", candidate) if candidate.endswith("?") else candidate
    candidate = EQUATION.sub("", candidate)  # "... With Estimated Weights ŵ(x) ≈ p_T(x)/p_S(x)": up to the weights
    candidate = EXAMPLES.sub("", candidate)  # "... a Continuous Treatment|, Such as a Drug Dose, Hours ..."
    candidate = FIRST_ATTEMPT.sub("", MILD_ASSUMPTIONS.sub("", candidate))
    candidate = FIRST_CLAIM.sub(without_first_claim, candidate)
    candidate = STATE_OF_THE_ART.sub(r"\1", candidate)
    # ("Applying a Recently Proposed Objective Procedure": "... an Objective Procedure")
    candidate = MADE_SPECIALLY.sub("", RECENTLY_MADE.sub(without_filler, candidate))
    candidate = FAME.sub(without_filler, candidate)
    candidate = WITH_RESPECT_TO.sub("With Respect to", candidate)  # "... Model w.r.t. the Late-Blind ..."
    candidate = CITED.sub("", candidate)  # "The Collaborative PAC Problem| Recently Proposed in Blum Et Al"
    candidate = NUMBERED_CITATION.sub("", candidate)  # "... Using Knowledge Distillation| [20]"
    candidate = CITATION_KEY.sub("", candidate)
    candidate = with_owners_said(candidate) if "Their" in candidate or "Its" in candidate else candidate
    return without_appositive_formulas(candidate, long_formulas, labels)


# "Their" or "Its" with no word before it in the title that it could stand for ("A Concentration Inequality
# for Their Empirical Distribution Function", "Mechanisms to Minimize Its Effects"): the abstract said whose, the
# title says "the". "Their" stands for a plural; "Its" for any other capitalised word but a verb after "to".
OWNER = re.compile(r"(?<=\s)(?:Their|Its)(?=\s)")
PLURAL_ACRONYM = re.compile(r"[A-Z][\w-]*[A-Z0-9]s")  # "GPs", "LLMs"


def with_owners_said(candidate: str) -> str:
    """`candidate` with "the" for each "Their" or "Its" that stands for nothing before it (OWNER)."""
    def owner_or_the(pronoun: re.Match[str]) -> str:
        words = [word.strip(",:;") for word in candidate[: pronoun.start()].split()]
        if pronoun[0] == "Their":
            owned = any(looks_plural(word) or PLURAL_ACRONYM.fullmatch(word) for word in words)
        else:
            owned = any(word[:1].isupper() and not looks_plural(word) and (n == 0 or words[n - 1] != "to")
                        for n, word in enumerate(words))
        return pronoun[0] if owned else "the"
    return OWNER.sub(owner_or_the, candidate)


def without_first_claim(claim: re.Match[str]) -> str:
    """What is left of a leading "The First" ("The First Analysis of ..." -> "An Analysis of ..."):
    the article that agrees with the phrase after it, one even where the claim had none before a kind of
    thing made ("HGSL: First Approach for ..." -> "HGSL: An Approach for ...", not "VI: A Variational
    Inference"); none before a count or a phrase with a plural ("The First Two Algorithms ...", "The First
    Lower Bounds Giving ...")."""
    phrase = claim["rest"][: end.start() if (end := PHRASE_HEAD_END.search(claim["rest"])) else None].split()
    if COUNT.fullmatch(phrase[0]) or any(looks_plural(word) for word in phrase):
        return ""
    if not claim["article"] and not MADE_WORD.fullmatch(phrase[-1]):
        return ""
    return agreeing(claim["article"] or "A", phrase[0]) + " "


# Words whose formula says how much, not what ("of order O(√T)", "an enhancement factor F(s)"): it stays; so does
# the formula after an adjective, inside its phrase ("A Deterministic O(n² + kn log n) Time Algorithm").
AFTER_NO_ADJECTIVE = "".join(f"(?<!{ending})" for ending in ("ic", "ed", "ive", "ous", "ary"))
NOT_QUANTIFIED = "".join(f"(?<!{word})" for word in (
    "order", "rate", "cost", "factor", "form", "time", "regret", "complexity", "bound", "bounds", "error", "risk",
    "loss", "scale", "size", "with", "than"))


#: A formula of one symbol, which may name what the noun before it names ("f", "ρ^*", "θ_n").
LABEL = re.compile(r"[^\W\d_](?:[_^][\w*])?")
#: What may come before such a label: a noun, but none that it quantifies ("a Matrix of Rank r With ...") and
#: no word of another kind ("Priors for Z_n", "Variables X and Y"); and after it: the title's end, a mark or a
#: preposition (not "and").
NOT_LABELLED = "".join(f"(?<!{word})" for word in (
    "for", "and", "nor", "over", "from", "into", "onto", "upon", "via", "the", "rank", "degree", "dimension",
    "width", "depth", "length", "level", "number", "temperature"))
LABEL_END = r"(?=[,:;]|$|\s+(?:over|of|in|on|for|with|under|from|to|by|via|at|that|which)\b)"


def without_appositive_formulas(title: str, formulas: Collection[str], labels: Collection[str] = ()) -> str:
    """`title` without the long formulas that follow the noun they spell out ("a Single
    ReLU Neuron x ↦ max(0, ⟨w, x⟩) Under ...": the neuron, under ...); not one after an
    adjective, inside its phrase ("A Deterministic O(n² + kn log n) Time Algorithm").
    So too the `labels` (formulas of one symbol) that end such a phrase ("an Unknown Function f| Over
    a Set", "a Probability Distribution ρ^*"), but one before a noun ("Undergoing T Row Updates")."""
    for formula, before, end in [*((formula, "", r"(?=\s|,|$)") for formula in formulas),
                                 *((label, NOT_LABELLED, LABEL_END) for label in labels)]:
        if formula.lower() in title.lower():  # (looked for first: a pattern compiled for each formula is slow)
            title = re.sub(rf"(?<=[A-Za-z]{{3}}){NOT_QUANTIFIED}{AFTER_NO_ADJECTIVE}{before}\s+{re.escape(formula)}"
                           f"{end}", "", title, flags=re.IGNORECASE)
    return title
