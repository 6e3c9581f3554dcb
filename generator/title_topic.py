"""The topic of an abstract, for titles: the subject of its first sentence
("Kalman filtering provides ..." gives "Kalman filtering"), when that sentence starts
with one (not "While ...", "To address this, ...", a question, or "In many
deployments ..."). A bare contribution is completed with it here (`with_topic`: "A
Post-Hoc Framework for Concept-Based Models"), and titles.py falls back on it."""

from __future__ import annotations

import re
from functools import lru_cache

from generator.keyword_words import BROAD_PHRASES, VERB_S_FORMS, tag_key
from generator.title_actions import with_action
from generator.title_cut_points import DANGLING
from generator.title_cuts import MAX_CHARS, unpaired_bracket
from generator.title_word_classes import is_adverb, looks_plural
from generator.title_casing import title_case
from generator.title_verbs import THIS_PAPER
from generator.title_words import ET_AL, abbreviates, content_words, is_name, noun_phrase, says_nothing, sentences

# A first sentence whose subject is a remark about what follows: "A common assumption is that ...".
STATES_THAT = re.compile(r"^[^,;:]{0,60}?\b(?:observation|assumption|finding|belief|view|intuition|problem|issue"
                         r"|challenge|difficulty|consensus|hypothesis|premise|question)s?\s+(?:is|are|was|were)\s+that\b",
                         re.IGNORECASE)
LEADING_CONTEXT = re.compile(
    r"^(?:(?:in this (?:paper|work|study)|in [a-z -]{3,30}|\w+ly|nowadays|today),\s*"
    r"|(?:recently|traditionally|historically|nowadays|today|increasingly)\s+)", re.IGNORECASE)
# How much of a topic the background says there is (INTEREST_IN and TREND): "a growing interest in",
# "recent advances in".
GROWING = (r"(?:recent|rapid|remarkable|significant|considerable|substantial|great|tremendous|impressive|unprecedented"
           r"|growing|increasing|increased|renewed|surging|steady|widespread|wide|broad|explosive|latest|continuous|ongoing)")
# What the background says there is much of, before what it is about: "There has been an increasing
# interest in| X", "There is a growing body of work on| X".
INTEREST_IN = re.compile(rf"^there\s+(?:is|are|has\s+been|have\s+been)\s+(?:recently\s+)?"
                         rf"(?:(?:a|an|much|some|large|body|of|{GROWING})\s+)*(?:interest|attention|progress|advances"
                         r"|work|research|surge|efforts?|studies)\s+(?:in|on|into|toward|towards)\s+(?=\S)",
                         re.IGNORECASE)
# A time that saw the topic, said before it: "Recent years have seen a rise in| techniques for X", "The past
# decade has witnessed| the paradigm shift of X" (TREND then drops "a rise in").
TIME_SAW = re.compile(r"^(?:the\s+)?(?:recent|past|last)\s+(?:(?:few|several|two|three|five|ten)\s+)?"
                      r"(?:years?|decades?)\s+(?:have|has)\s+(?:seen|witnessed|brought(?:\s+about)?)\s+"
                      r"(?:an?\s+|the\s+)?(?=\S)",
                      re.IGNORECASE)
# What others found, said before the finding: "Recent research has shown that word embedding
# spaces ...", "It is well known that X", "Prior studies suggest that X": the topic is X's.
REPORTED_THAT = re.compile(
    r"^(?:(?:(?:much|some|several|many|a\s+(?:large\s+|growing\s+)?body\s+of)\s+)?(?:(?:recent|prior|previous|earlier|existing"
    r"|empirical|theoretical)\s+)*(?:work|works|research|studies|evidence|literature|results|findings|experiments)"
    r"(?:\s+(?:on|in|about)\s+[^,;:.()]{3,60}?)?"  # "Recent works on Lottery Ticket Hypothesis have shown that"
    r"|it)\s+(?:(?:is|has|have|had|been|also|repeatedly|widely|well|long|recently|often|consistently)[\s-]+)*"
    r"(?:shown|show|demonstrated|demonstrate|found|find|suggested|suggest|highlighted|revealed|reveal|established"
    r"|argued|observed|known|believed|reported|noted)\s+that\s+", re.IGNORECASE)
# The authors' first words may name the problem the paper takes on: "We consider the problem of| X", "In this
# paper, we study the task of| X".
PROBLEM_TAKEN_ON = re.compile(r"^(?:in\s+this\s+(?:paper|work),?\s+)?we\s+(?:\w+ly\s+)?"
                              r"(?:consider|study|address|tackle|investigate|focus\s+on|examine|revisit)"
                              r"\s+the\s+(?:[\w-]+\s+)?(?:problem|task)s?\s+of\s+", re.IGNORECASE)
# A question starts with one of these ("Do speech models encode stress?"), capitalised.
QUESTION_WORDS = ("Is|Are|Was|Were|Do|Does|Did|Can|Could|Should|Would|Will|May|Might|Must|Has|Have|Had"
                  "|How|What|Why|Which|Who|When|Where|To what")
# A first sentence that starts with one of these does not start with its topic: a clause
# ("Although ...", "Given ...", "To address this, ..."), a reference back ("These results")
# or the paper itself ("We ...", "In this paper ..."), a question, or where it is said
# ("In many deployments a classifier ...").
NO_SUBJECT_FIRST = re.compile(
    r"(?i:we|our|here|in this|this|these|those|such|although|though|while|whereas|despite|because|since|if|whether"
    r"|unlike|like|given|however|yet|overall|perhaps|moreover|furthermore|thus|hence|therefore|to|as"
    r"|under|building|starting|existing|extensive|experiments|neither|either"
    r"|it|there|motivated|inspired|driven|due)\b"  # "It is common to ...", "Motivated by X, we ..."
    # capitalised only: "CAN bus intrusion ...", "WHO growth charts ..." do start with their topic
    rf"|(?:{QUESTION_WORDS})\b|(?:In|On|For|At|From|With|By|Across|Over|During|After|Before|Among|Within|Beyond)\s")

# A first sentence is condensed to its subject: "Kalman filtering provides ..." -> "Kalman filtering".
MAIN_VERB = re.compile(
    r"\s(?:is|are|was|were|can|cannot|could|must|should|may|might|will|would|often|typically|traditionally|usually"
    r"|commonly|generally|mostly|largely"
    r"|increasingly|recently|remains?|provides?|allows?|has|have|requires?"
    # "pose(s)" is a verb before what it poses, a noun otherwise ("3D human pose estimation", "hand poses from X")
    r"|poses?(?=\s+(?:a|an|the|new|significant|serious|great|major|unique|several|many|substantial|fundamental"
    r"|considerable|critical|additional|challenges|threats|risks|problems|difficulties|questions)\s)"
    r"|plays?|offers?|enables?|needs?|seeks?|lacks?|suffers?|relies?|rely|depends?|struggles?|faces?|aims?"
    r"|assumes?|promises?|tends?|fails?|seems?|appears?|continues?|tries|try|performs?|behaves?"
    r"|(?:begin|start|proceed|operate)s?(?=\s+(?:by|with|from)\s))\s",  # "Many approaches to X begin| by ..."
)

# ... or at any other verb in -s that a determiner follows: "sparse attention lowers the cost".
VERB_BEFORE_OBJECT = re.compile(
    r"\s(?!(?:has|was|its|whereas|besides|towards|afterwards|always|perhaps|sometimes)\s)[a-z]+[^siu\W]s"
    r"(?=\s+(?:the|a|an|its|their|this|these|our|two|three|several|multiple)\s)")

# Words that continue a noun phrase after a plural noun ("equations for ...").
CONTINUES_PHRASE = {"of", "for", "in", "on", "with", "and", "or", "to", "from", "under", "over", "across", "by", "as", "at", "via"}


@lru_cache(maxsize=64)  # asked for by each bare description of the text
def topic(text: str) -> str:
    """The subject of the first sentence: what the abstract is about; nothing when the
    sentence does not start with one ("While ...", "To address this, ...", "These results")."""
    first = LEADING_CONTEXT.sub("", REPORTED_THAT.sub("", (sentences(text) or ("",))[0]))
    first = INTEREST_IN.sub("", first)  # "There has been an increasing interest in| 3D indoor navigation"
    first = RECENTLY_MADE.sub("", TIME_SAW.sub("", first))
    if problem := PROBLEM_TAKEN_ON.match(first):  # "We consider the problem of| detecting X in Y"
        subject = noun_phrase(first[problem.end():])
        return subject if "," not in subject else ""
    if NO_SUBJECT_FIRST.match(first):
        return ""
    if STATES_THAT.search(first):  # "A recurring observation is that X": a remark, not a topic
        return ""
    before_verb = VERB_BEFORE_OBJECT.split(MAIN_VERB.split(first, maxsplit=1)[0], maxsplit=1)[0]
    subject = plural_subject(noun_phrase(before_verb))
    # "Modern deep learning heavily| relies on", "Catastrophic forgetting| occurs when ..."
    while " " in subject and (is_adverb(last := subject.rsplit(" ", 1)[1]) or last in VERB_S_FORMS):
        subject = subject.rsplit(" ", 1)[0]
    at = unpaired_bracket(subject)
    if at is not None:  # "replicability (Impagliazzo et al" ends before its parenthesis; "[ICML '21]) and X" is none
        subject = subject[:at].rstrip() if subject[at] in "([" else ""
    if "," in subject or ET_AL.search(subject):  # (not "He et al.": authors of another paper)
        return ""
    subject = SUCH_AS.sub("", without_quantifiers(subject))  # "convergence diagnostics| such as split-R̂ and ..."
    # "Recent advances in| 3D Gaussian splatting", "One of the challenges in| the study of| X"
    subject = FIELD.sub("", FRAMED.sub("", TREND.sub("", subject)))
    subject = WAYS_TO.sub("", subject)  # "(Many) approaches to| robot learning"
    if ABOUT_THE_PAPER.search(subject):  # "The goal of this paper| is to ...": the paper, no topic
        return ""
    # what the subject serves as: "Large language models are increasingly used as synthetic survey respondents"
    role = USED_AS.match(first[first.find(subject) + len(subject):]) if subject and subject in first else None
    as_what = noun_phrase(re.split(r"[,;:]", role["role"], maxsplit=1)[0]) if role else ""
    return f"{subject} as {as_what}" if content_words(as_what) >= 2 and len(subject) + len(as_what) < MAX_CHARS // 2 \
        else subject


SUCH_AS = re.compile(r"\s+such\s+as\s.*", re.IGNORECASE | re.DOTALL)
# What the background says of the topic before it names it: "Recent advances in| X", "The rapid growth of| X".
TREND = re.compile(rf"^(?:the\s+)?(?:{GROWING}\s+)*(?:advances|advancements"
                   r"|progress|developments?|success(?:es)?|growth|breakthroughs?|rise|popularity|proliferation|surge"
                   r"|emergence|adoption|interest)\s+(?:in|of|on)\s+(?=\S)", re.IGNORECASE)
# A subject that is the paper itself or a part of it: "the goal of this paper", "the main result of our work".
ABOUT_THE_PAPER = re.compile(rf"\b(?:{THIS_PAPER}|our\s+(?:paper|work|study|research))\b", re.IGNORECASE)
# What others do about the topic: "Existing approaches to| X", "Methods for| X".
WAYS_TO = re.compile(r"^(?:(?:existing|current|prior|previous|recent|standard|conventional|traditional|classical"
                     r"|popular|modern|state-of-the-art|most|many|several|some)\s+)*(?:approaches|methods|techniques"
                     r"|algorithms|solutions)\s+(?:to|for|in)\s+(?=\S)", re.IGNORECASE)
FIELD = re.compile(r"^(?:the\s+)?(?:field|area|domain|realm|study)\s+of\s+(?=\S)", re.IGNORECASE)
# What the background says is hard or wanted about the topic: "A key challenge in| X", "One of the main
# difficulties of| X", "The goal of| X".
FRAMED = re.compile(r"^(?:one\s+of\s+)?(?:the|a|an)\s+(?:(?:key|main|major|central|fundamental|common|important"
                    r"|primary|critical|core|open|technical|biggest|remaining)\s+)*(?:challenges?|problems?"
                    r"|difficult(?:y|ies)|limitations?|goals?|aims?|components?|questions?|issues?|obstacles?"
                    r"|bottlenecks?|existence|presence|absence|lack|prevalence)"  # ("the existence of| spurious ...")
                    r"\s+(?:in|of|for|facing|with)\s+(?!(?:this|our)\s)(?=\S)", re.IGNORECASE)
# ... and how new it is: "The recently proposed| X" (its adverb would end the subject).
RECENTLY_MADE = re.compile(r"^the\s+recently\s+(?:proposed|introduced|developed|released)\s+(?=\S)", re.IGNORECASE)
USED_AS = re.compile(r"\s+(?:is|are)\s+(?:\w+ly\s+|now\s+)?(?:used|deployed|employed|adopted)\s+as\s+(?P<role>.+)",
                     re.IGNORECASE)
# "Most human missense variants remain ...": the topic is "human missense variants".
QUANTIFIER = re.compile(r"^(?:most|many|several|some|all|few|numerous|various)\s+(?:of\s+(?:the\s+)?)?", re.IGNORECASE)


def without_quantifiers(subject: str) -> str:
    """`subject` after its quantifiers ("Some of the most popular optimizers": "popular
    optimizers"), when they count a plural; "Most probable explanation inference" and
    "Many-body problems" have none."""
    while (match := QUANTIFIER.match(subject)) and (match[0].rstrip().endswith(("of", "the"))
                                                   or re.search(r"[a-z]{3}s$", subject)):
        subject = subject[match.end():]
    return subject


# A word after a word in -s that tells it is a verb, not a plural noun: no plain verb ends
# so, nor is one of the adjectives of a result ("produces prediction sets", "turns any classifier",
# "deep learning yields great results"; "embeddings capture" is a plural).
NO_VERB = re.compile(r"[a-z]*(?:[a-z](?:tion|sion|ness|ity|[st]ive|ous|ic|ible|ful)|[^e\W]al|[a-z]{4}able|[a-z]{3}less"
                     r"|[a-z]{3}ary)|any|every|each|all|many|most|both|several|some|no|multiple|large|small|long|high|low"
                     r"|great|good|strong|excellent|superior|poor|new")
# Nouns in -s that are no plurals: "time series forecasting", "differentiable physics simulation".
NO_PLURAL = re.compile(r"[a-z]*(?:ics|series|species|news)")
# A word before a verb in -s: a noun that has no plural here ("minimization improves"),
# unlike an adjective before a plural ("neural networks robustness").
SINGULAR_SUBJECT = re.compile(r"[a-z-]*(?:tion|sion|ing|ment|ence|ance|ity|ness|ism|ogy)")


def plural_subject(phrase: str) -> str:
    """Cut the subject where its verb begins: a plural noun followed by a plain verb
    ("graph transformers| scale poorly"), or a verb in -s after a singular noun or a
    name and before a word that cannot be a verb ("conformal prediction| produces
    prediction sets"), or one that keywords.yml lists as a verb ("spends")."""
    words = phrase.split()
    for i in range(1, len(words)):
        noun, verb = words[i - 1], words[i]
        if not (
            looks_plural(noun)
            and "-" not in noun
            and verb.isalpha() and verb.islower() and verb not in CONTINUES_PHRASE
        ):
            continue
        before = words[i - 2] if i > 1 else ""
        if noun.lower() in VERB_S_FORMS or (  # "clustering| spends almost all": a known verb
                NO_VERB.fullmatch(verb) and noun.islower() and (SINGULAR_SUBJECT.fullmatch(before) or is_name(before))):
            return " ".join(words[: i - 1])
        if not NO_PLURAL.fullmatch(noun.lower()):
            return " ".join(words[:i])
    return phrase


# --------------------------------------------------------------------------
# A bare description ("a post-hoc framework") is completed with the abstract's topic, or a
# head alone ("an approach") with what it does.

ARTICLE = re.compile(r"(?:a|an|the)\s", re.IGNORECASE)
# (not inside a hyphenated word: "an out-of-distribution detector" says not what it is for)
COMPLEMENT = re.compile(r"(?<![\w-])(?:for|of|in|on|with|from|to|under|over)(?![\w-])", re.IGNORECASE)
# An unnamed contribution is completed with the topic up to this many content words
# ("A Unified Fast Sampling Framework for Structure-Based Drug Design ..."); a named one,
# whose name says more, up to 3.
UNNAMED_MOST_WORDS = 5
# A subject that is no topic to complete a description with: one thing of many ("a central question for
# cognitive science", "a human"), a framing of its topic ("many applications of imitation learning"),
# or a clause read as a noun phrase ("sarcasm employs", "... thrives on ...").
NO_TOPIC = re.compile(r"^(?:a|an|one)\s+(?:lot|variety|number|wave|range|host|series)\s+of\b"
                      r"|\b(?:applications?|uses?|line)\s+of\b|\bworks?$"
                      r"|\b(?:employs|thrives|plays|remains|becomes|requires)\b", re.IGNORECASE)
ONE_OF_MANY = re.compile(r"^(?:a|an|one)\s+(?P<first>[\w-]+)", re.IGNORECASE)


def with_topic(description: str, text: str, most_words: int = 3, rest: str = "", limit: int = MAX_CHARS) -> str:
    """Complete a bare description. A head or a name alone ("an approach", "EchoEdit") says what it does, if
    `rest` (the text it starts) says so (with_action): "an approach that predicts
    variant pathogenicity" names the contribution, the topic of the background ("for
    most human missense variants") does not. Otherwise ("a post-hoc framework") the
    topic completes it, when the description has at most `most_words` content words, the
    topic two or more ("... for the Redundancy", "... for the Goal" say nothing), the description
    does not name the topic already ("a neural operator for neural operators", "robust GANs
    for generative adversarial networks") and the whole fits in `limit` characters; else
    what it does, again."""
    if (content_words(description) <= 1 and (ARTICLE.match(description) or is_name(description)) and rest
            and (done := with_action(description, rest)) != description):
        return done
    if content_words(description) <= most_words and not COMPLEMENT.search(description):
        subject = topic(text)
        completed = f"{description} for {subject}"
        if (2 <= len(subject.split()) <= 6 and content_words(subject) >= 2 and len(completed) <= limit
                and not stems(description) & stems(subject)
                and not any(is_name(word) and (abbreviates(word, subject) or defined_as(word, subject, text))
                            for word in description.split())
                and is_topic(subject)):
            return completed
    return with_action(description, rest) if rest else description


def defined_as(acronym: str, subject: str, text: str) -> bool:
    """Does `text` define `acronym` as `subject`: "Asynchronous Advantage Actor Critic (A3C)" (whose digit
    abbreviates() does not read)?"""
    return re.search(rf"{re.escape(subject)}\s*\(\s*{re.escape(acronym)}\s*\)", text, re.IGNORECASE) is not None


def is_topic(subject: str) -> bool:
    """Can `subject` (a first sentence's) complete a description as its topic? Not one that
    says nothing ("great progress"), NO_TOPIC, nor one thing of many ("a central question
    for ...", "a human"; "a temporal knowledge graph" can)."""
    one = ONE_OF_MANY.match(subject)
    return not (says_nothing(subject) or NO_TOPIC.search(subject) or too_broad(subject)
                or one and (says_nothing(one["first"]) or content_words(subject) < 2))


def too_broad(subject: str) -> bool:
    """Is `subject` one of keywords.yml's broad phrases ("neural networks", "deep learning"),
    which say of no paper what it is about ("Graph2Seq: An Embedding Framework for Neural
    Networks" embeds graphs)?"""
    return tag_key(subject) in BROAD_PHRASES


def stems(phrase: str) -> set[str]:
    """The content words of a phrase, hyphenated parts apart, without a plural s."""
    return {word.lower().removesuffix("s") for word in re.split(r"[\s-]+", phrase)
            if len(word) > 3 and word.lower() not in DANGLING}


def cased_with_topic(description: str, text: str, most_words: int = 3, rest: str = "") -> str:
    return title_case(with_topic(description, text, most_words, rest))
