"""What the authors say they study, for titles: the object of "we study / investigate /
address / evaluate ..." (titles.py finds the verbs), as a title could name it: "a variant"
of the topic, a study of its design only with the topic, "An Evaluation of Nine X", a
whole "how" clause; nothing for an object that names no topic ("these challenges")."""

from __future__ import annotations

import re

from generator.title_cut_points import NUMBER_WORDS
from generator.title_topic import topic
from generator.title_word_classes import HOW_CLAUSE
from generator.title_words import ABOVE, noun_phrase, says_nothing, without_parentheticals

# A studied object that is a variant of something: of the topic.
RELATIONAL = re.compile(r"(?:a|an|the)\s+(?:\w+\s+)?(?:variant|version|extension|generalization|generalisation"
                        r"|modification|relaxation|refinement|simplification|special case|analogue|analog)",
                        re.IGNORECASE)
# A study named by its design and its participants only: "a randomized field study with 312 students".
STUDY_DESIGN = re.compile(r"(?P<study>(?:an?|the)\s+(?:[\w-]+\s+){0,3}?(?:study|audit|experiment|survey|trial"
                          r"|measurement|evaluation|analysis|comparison))"
                          r"(?P<rest>\s+(?:with|among|involving|across)\s.*)?", re.IGNORECASE | re.DOTALL)
# Objects of "we study/consider" that name no topic: "these challenges", "two extreme cases",
# a setting compared with one before it: "the more realistic setting (in which ...)", "the
# stricter requirement", and what the abstract described before: "(we analyze) the
# convergence of the resulting method".
VAGUE_OBJECT = re.compile(r"^(?:these|this|such|their|its|several|some|many|various|both|a few|\d+"
                          r"|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b"
                          rf"|^.*?\bthe\s+(?:resulting|proposed|{ABOVE}|latter|former)\b"
                          # compared with what came before: "the stricter requirement of zero violation"
                          r"|^(?:the|a|an)\s+(?:stricter|harder|weaker|stronger|broader|narrower|simpler|richer"
                          r"|larger|smaller|easier|tighter|looser|wider|harsher|milder)\s"
                          r"|^(?:the|a|an)\s+(?:more|less)\s+\w+\s+(?:setting|problem|task|case|regime|scenario)s?$"
                          r"|^(?:a|an)\s+(?:\w+\s+)?(?:setting|problem|task|case|regime|scenario)s?(?:$|,)",
                          re.IGNORECASE)
# Where a clause ends: a stop, or a comma that no list ("specify, evaluate and monitor") continues.
CLAUSE_END = re.compile(r"\s*(?:[;:.!?—]|,\s(?!(?:[\w-]+,\s)*[\w-]+,?\s(?:and|or)\s))")
# Study verbs whose counted object a title names by the act: "we evaluate nine classifiers ..."
# is "An Evaluation of Nine Classifiers ...".
NOMINALISED = {"evaluat": "an evaluation of", "re-evaluat": "a re-evaluation of", "reevaluat": "a re-evaluation of",
               "assess": "an assessment of", "benchmark": "benchmarking"}
# What the background claimed, taken up as the object of a study: "We audit this claim", "We test
# this premise at scale", "We revisit these claims": a study of what the background was about.
CLAIM_TAKEN_UP = re.compile(r"(?:this|these|that|such)\s+(?:\w+\s+)?(?:claims?|premises?|hypothes[ie]s|assumptions?"
                            r"|practices?|promises?|readings?|beliefs?|views?|intuitions?|conjectures?)\b", re.IGNORECASE)
CLAIM_STUDIES = {**NOMINALISED, "audit": "an audit of", "test": "testing", "examin": "an examination of",
                 "revisit": "revisiting"}
# The same for verbs whose uncounted object is what they study ("we audit the documentation of ...").
COUNTED_STUDIES = {"audit": "an audit of", "replicat": "a replication of", "survey": "a survey of"}
COUNTED = re.compile(rf"(?:\d[\d,]*|{NUMBER_WORDS})\s", re.IGNORECASE)
DASHED = re.compile(r"\s*—[^—.;]{1,120}—\s*")  # an aside between two dashes
INSERTED_AFTER_HOW = re.compile(r"^how,\s+[^,;:.]{3,80},\s+", re.IGNORECASE)  # a setting between commas
# A question clause about what a pronoun points back to: "(we measure) which documents they remove".
ASKS_OF_A_PRONOUN = re.compile(r"^(?:which|what|who|whom|whose|where|when|why|how|whether)\b(?:\s+[\w-]+){0,3}?"
                               r"\s+(?:they|it|he|she)\b", re.IGNORECASE)
# ... or about what it owns: "(we measure) how much their wording matters": of_topic says whose.
ASKS_OF_AN_OWNER = re.compile(r"^(?:which|what|where|when|why|how|whether)\b(?:\s+[\w-]+){0,3}?"
                              r"\s+(?P<owner>their|its)\s+(?P<owned>[\w-]+)", re.IGNORECASE)
# "We study the problem of X" / "We study these challenges in the context of X" -> X.
OBJECT_LEAD = re.compile(
    r"^(?:(?:the\s+)?(?:problem|question|task|challenge|issue)s?\s+of\s+"
    r"|(?:this|these|such)\b.{0,40}?\b(?:in the context of|in the setting of|for)\s+)",
    re.IGNORECASE,
)


# ... and "the challenging task of X", "an important problem of X": X, if the words before say nothing
# ("the federated pure exploration problem of bandits" stays).
PRAISED_LEAD = re.compile(r"^(?:the|an?)\s+(?P<said>(?:[\w-]+\s+){1,3}?)(?:problem|question|task|challenge|issue)s?"
                          r"\s+of\s+", re.IGNORECASE)
# "(We examine) the way in which language models can be used for planning": how they can be.
THE_WAY = re.compile(r"^the\s+ways?\s+(?:in\s+which|that)\s+", re.IGNORECASE)


def without_lead(rest: str) -> str:
    """What the authors study, without what leads to it (OBJECT_LEAD, PRAISED_LEAD), and
    "the way in which" said "how"."""
    rest = THE_WAY.sub("how ", OBJECT_LEAD.sub("", rest))
    praised = PRAISED_LEAD.match(rest)
    return rest[praised.end():] if praised and says_nothing(praised["said"]) else rest


def studied_object(sentence: str, rest: str) -> str:
    """What the authors study in `sentence`, `rest` following their verb: its object, or
    nothing for one that names no topic ("these challenges", "two cases"); but an
    evaluation of a number of things is a study of its own ("We evaluate eleven popular
    diffusion posterior samplers": "An Evaluation of Eleven Popular Diffusion Posterior
    Samplers")."""
    phrase = studied_phrase(without_lead(rest))
    verb = sentence[: len(sentence) - len(rest)].split()[-1].lower()
    if claim := CLAIM_TAKEN_UP.match(phrase):  # "an audit of this claim": of_topic says what the claim was about
        return next((f"{nominal} {claim[0]}" for stem, nominal in CLAIM_STUDIES.items() if verb.startswith(stem)), "")
    nominal = next((nominal for stem, nominal in NOMINALISED.items() if verb.startswith(stem)), "")
    if nominal and not phrase.lower().startswith("whether "):  # "we evaluate whether X" asks its question
        # "we evaluate our method ...", "... offline with held-out clicks": no study of its own
        return f"{nominal} {phrase}" if COUNTED.match(phrase) else ""
    counted = next((nominal for stem, nominal in COUNTED_STUDIES.items() if verb.startswith(stem)), "")
    if counted and COUNTED.match(phrase):  # "We audit six commercial ... services": "An Audit of Six ..."
        return f"{counted} {phrase}"
    return "" if not phrase or VAGUE_OBJECT.match(phrase) or ASKS_OF_A_PRONOUN.match(phrase) else phrase


def studied_phrase(rest: str) -> str:
    """What "we study" names: a noun phrase, or a whole "how" clause, conditions and lists
    included ("how autonomous vehicles should react when a pedestrian's intention is
    ambiguous", "how agencies specify, evaluate and monitor the systems they buy")."""
    rest = INSERTED_AFTER_HOW.sub("how ", rest)  # "how, in generative adversarial networks, variance ..."
    if not HOW_CLAUSE.match(rest):
        return noun_phrase(rest)
    rest = DASHED.sub(" ", without_parentheticals(rest))  # "how null models—randomized networks—are used"
    return CLAUSE_END.split(rest, maxsplit=1)[0].strip()


CLAIM_OF_A_STUDY = re.compile(rf"(?P<study>.+?\s+of|revisiting|testing)\s+(?:{CLAIM_TAKEN_UP.pattern})", re.IGNORECASE)


def of_topic(phrase: str, text: str) -> str:
    """A variant of what? "We analyze a variant in which ..." studies "a variant of" the
    abstract's topic ("A Variant of Lloyd's Algorithm for k-Means Clustering"); so does
    a study that says only whom it studied ("We conducted a randomized field study with 312
    students": "A Randomized Field Study of Programming Assistants With 312 Students"), and
    one of a claim the background made ("an audit of this claim": "An Audit of Early-Warning
    Models for Sepsis"). A question about what a pronoun owns asks it of the topic ("how
    much their wording matters": "how much the wording of annotation guidelines matters")."""
    if claim := CLAIM_OF_A_STUDY.fullmatch(phrase):  # "an audit of this claim": of early-warning models for sepsis
        subject = topic(text)
        return f"{claim['study']} {subject}" if len(subject.split()) >= 2 else ""
    if owner := ASKS_OF_AN_OWNER.match(phrase):  # "how much the wording of annotation guidelines matters"
        subject = topic(text)
        owned = f"the {owner['owned']} of {subject}"
        return phrase[:owner.start("owner")] + owned + phrase[owner.end("owned"):] if subject else ""
    design = STUDY_DESIGN.fullmatch(phrase)
    subject = topic(text) if design or RELATIONAL.fullmatch(phrase) else ""
    if len(subject.split()) < 2:
        return phrase
    return f"{design['study']} of {subject}{design['rest'] or ''}" if design else f"{phrase} of {subject}"
