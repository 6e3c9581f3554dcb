"""Titles of named contributions: "We introduce PRKV, a training-free KV eviction
method ..." gives "PRKV: A Training-Free KV Eviction Method", "STRAND (Survival ...)"
gives "STRAND: Survival ..." (generator/titles.py tries these first; a name given later,
"..., dubbed BLiNO", is title_late_names.py's)."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from generator.title_casing import title_case
from generator.title_cut_points import DANGLING
from generator.title_cuts import MAX_CHARS, fit
from generator.title_word_classes import AUXILIARIES
from generator.title_topic import UNNAMED_MOST_WORDS, cased_with_topic, stems, with_topic
from generator.title_actions import with_action
from generator.title_words import (NAME, NAMED, NAME_GIVING, PRAISE, abbreviates, as_gerund, content_words,
                                   is_coined, is_name, noun_phrase, says_nothing, sentences, specific_words,
                                   without_parentheticals)

# A head noun may follow an acronym in parentheses: "... Tree (CUVET) algorithm,".
AFTER_ACRONYM = (r"(?:(?:\s+[a-z]+)?(?=\s*(?:[,;:.]|$|\s(?:which|that|for|to|as|with|based|using|via)\b))"
                 r"|(?=\s+an?\s))")  # (or its description, a comma left out: "X (KCDC) a fully ... method")
# What the paper made, as an article phrase, and its name after it (spelled_name), which spells out
# the phrase after at most SPELLED_AFTER_MOST modifiers ("simple yet effective").
ARTICLE_PHRASE_WITH_NAME = re.compile(rf"^(?:an?|the|our)\s+(?P<phrase>[^(),;:]{{6,}}?)\s+\((?P<name>{NAME})\)"
                                      rf"(?P<head>\s+[a-z]+)?{AFTER_ACRONYM}", re.IGNORECASE)
SPELLED_AFTER_MOST = 3
NAMED_WITH_EXPANSION = re.compile(rf"^(?:(?:the|our)\s+)?(?P<name>{NAME})\s+\((?P<expansion>[^()]{{6,}})\)")
# ... or what it is short for: "SPADE, short for State Space Augmented Transformer"
SHORT_FOR = re.compile(rf"^(?P<name>{NAME}),?\s+(?:short\s+for|standing\s+for|which\s+stands\s+for)\s+"
                       r"(?P<expansion>[^().;:,]{6,}?)\s*(?=[.;:,(]|$)", re.IGNORECASE)

# what names it inside a parenthesis: "(dubbed ACMR)", "(referred to as QRoute)"
NAMED_IN = r"(?:(?:termed|called|dubbed|named|namely|denoted|referred\s+to)(?:\s+as)?\s+)?"
EXPANSION_WITH_NAME = re.compile(
    rf"^(?:(?:the|our)\s+)?(?!an?\s)(?P<expansion>[^(),;:]{{6,}}?)\s+\({NAMED_IN}(?P<name>{NAME})\){AFTER_ACRONYM}"
)

# "X, a Y": X is a name or a short term ("counterfactual maps, a global representation"), not
# the first item of a list ("a reference grammar, a bilingual word list and ..."); "NAME: a Y",
# "NAME — a Y" and "NAME; a Y" too.
TERM_WITH_DESCRIPTION = re.compile(r"^(?!an?\s[^,;:()]*,\s+an?\s)(?:the\s+(?=\S*[A-Z]))?"  # "the ETAUS, an ...": ETAUS
                                   r"(?P<name>[^\s,;:()]+(?:\s[^\s,;:()]+){0,3})(?P<separator>,|:|;|\s[-–—])\s+"
                                   r"(?P<description>(?:a|an|the)\s.+)", re.IGNORECASE)
NAME_BEFORE_ARTICLE = re.compile(r"^(?P<name>\w[^\s,;:()]*)(?P<separator>)\s+(?P<description>an?\s.+)", re.DOTALL)
WORD = re.compile(r"[\w-]+")
POINTS_BACK = re.compile(r"\b(?:this|these|those|such)\b", re.IGNORECASE)  # "an output head that represents these ..."
# What follows a name and its expansion: "Halfspace Extragradient (HEG), a second-order method for ...".
DESCRIBED = re.compile(r"^,?\s+(?P<description>(?:a|an)\s.+)")
# "EgoFish-3D is a method for estimating ...", opening the abstract: what the paper made, if it
# goes on calling it so (not "GPT-4 is a language model ...", said once in the background).
DEFINED = re.compile(rf"^(?P<name>{NAME})\s+is\s+(?P<description>(?:a|an)\s.+)")
# (not "PAC-Bayes bounds have been ...": a plural before its verb)
OPENS_DOING = re.compile(rf"^(?P<name>{NAME})\s+(?!(?:is|has|was|does)\b)(?P<verb>[a-z]{{3,}}s)\s+"
                         rf"(?!(?:{'|'.join(sorted(AUXILIARIES))})\b)(?P<rest>.+)")
# What a named contribution is for or does: "(X, called Y), for certifying Z", "(an algorithm named SeqLip) that ...".
FOR_WHAT = re.compile(r"^\s*,?\s+(?:for|to|that|which)\s")
TERMED = re.compile(rf"^[^.;:]{{0,80}}?,?\s+(?:termed|called|dubbed|{NAMED}|referred\s+to)(?:\s+as)?\s+",
                    re.IGNORECASE)
# What the thing named is for, said before its name: "a network for HMER named Counting-Aware Network (CAN)".
FOR_BEFORE_NAME = re.compile(r"\s(?P<purpose>for\s+(?:[^,;:()]|\([^()]*\))+?),?\s+\S+\s+$", re.IGNORECASE)

# What a paper makes, that an apposition names ("The resulting method, ResWire,"; not "The
# overall objective, ELBO,").
MADE = (r"(?:method|model|system|framework|approach|algorithm|agent|architecture|pipeline|tool|procedure|estimator"
        r"|optimizer|benchmark|dataset|library|network|policy|planner|sampler|solver|protocol|technique|scheme"
        r"|strategy|module|mechanism|paradigm|loss|layer|operator|metric|transformer|encoder|decoder|attack|defen[cs]e"
        r"|simulator|platform|toolkit|suite|corpus|controller|detector|classifier|generator|retriever)")
MADE_WORD = re.compile(MADE + "s?", re.IGNORECASE)  # the head of a made thing, alone ("network", "methods")
# "a new framework, ROTI-GCV, for reliably ...", "a reasoning framework Code2Inv that ...": the name of what
# the paper made, in apposition to it (a name: is_name).
# What the paper made, as its article phrase says it: "a light-weight, power efficient, and ... network".
MADE_HEAD = rf"(?P<head>(?:a|an|the)\s+(?:[\w-]+,?\s+){{0,8}}?{MADE}s?)"
NAMED_AFTER_HEAD = re.compile(
    rf"^{MADE_HEAD}"
    rf"(?:(?:(?P<comma>\s*,\s*)|\s+)"
    rf"(?:(?:namely|called|dubbed|named|termed|entitled|denoted|coined|referred\s+to)(?:\s+as)?\s+)?"
    rf"(?P<name>(?=[\w-]*[A-Z]){NAME})"
    rf"|\s*\({NAMED_IN}(?P<bracketed>(?=[\w-]*[A-Z]){NAME})\))"
    r"(?P<rest>\s*,\s*.*|\s+(?:to|for|that|which|with)\b.*|\s+\(.*|\s*[.;]?\s*)$", re.DOTALL)  # "(LAP-Net) for ..."
# ... or a name in capitalised words that a naming word gives what the paper made: "a novel technique called
# Hindsight Experience Replay which ...", "a new form of external memory called Masked Experience Memory, or
# MEM, ..." (two to six words).
HEAD_THEN = r"^(?P<head>(?:a|an|the|our)\s+(?:[\w-]+,?\s+){0,8}?[\w-]+),?\s+"
NAME_THEN = r"(?P<rest>\s*,\s*.*|\s+(?:to|for|that|which|with)\b.*|\s*[.;]?\s*)$"
TITLED_NAME_AFTER_HEAD = re.compile(
    HEAD_THEN + r"(?:called|dubbed|named|termed|entitled|coined)(?:\s+as)?\s+"
    r"(?P<name>[A-Z][\w-]*(?:\s+(?:[A-Z][\w-]*|(?:of|for|with|and|in|on|to|the|via)(?=\s+[A-Z]))){1,5})"
    + NAME_THEN, re.DOTALL)
# ... or in lower-case words, which "called", "dubbed", "termed" or "coined" give it: "a novel weight normalization
# technique called spectral normalization to stabilize ..." (not "named": "named entity recognition").
WORDS_NAME_AFTER_HEAD = re.compile(
    HEAD_THEN + r"(?:called|dubbed|termed|coined)(?:\s+as)?\s+"
    r"(?P<name>(?!(?:a|an|the|this|these|such)\s)[a-z][\w-]+"
    r"(?:\s+(?!(?:to|for|that|which|with|and|or|of|in|on|by|as|is|are|from|via)\b)[a-z][\w-]+){1,3})"
    r"(?!,\s+(?:a|an)\s)"  # (an apposition after it describes it: "..., a wrapped normal distribution on ...")
    + NAME_THEN, re.DOTALL)
OR_ACRONYM = re.compile(rf"^\s*,\s*or\s+{NAME}\b")  # ("..., or MEM,": the acronym the name also gives)
# A dash that sets a name apart from its head as a comma does: "a novel task – Sarcasm Explanation in Dialogue".
APPOSITION_DASH = re.compile(r"^((?:a|an|the)\s[^–—.;:,()]{0,60}?)\s+[–—]\s+(?=[A-Z])")
# What the paper made, then a comma and its name with an expansion: "a new generative model, Visual
# Object Networks (VONs), ...", "a decoding-only method, TWEAK (Think While ...), which ...".
APPOSITION_END = re.compile(r"^\s*,\s*(?=(?:for|to|that|which|with|in|on|based)\b)")
# ... or what it is for, then a colon: "a batch-RL framework for dialogue policy learning: Causal-aware
# Safe Policy Improvement (CASPI)".
HEAD_BEFORE_NAME = re.compile(rf"^{MADE_HEAD}(?:,|,?\s+(?:{'|'.join(NAME_GIVING)}),?|(?P<about>[^.;:]{{0,80}}):)"
                              r"\s+(?=[A-Z])")
SPELLING_CAPITALS = re.compile(r"\b(?:[A-Z]{2,}[a-z]{3,}|[a-z]{3,}[A-Z])\b")  # "INference", "desigN"
# A name that labels a task or a problem, not a method: a named method elsewhere comes first.
WEAK_HEADS = re.compile(r"\b(?:task|problem|setting|notion|question)s?$", re.IGNORECASE)
HEAD_COMPLEMENT = re.compile(r"\s+(?:to|for|that|which)\s", re.IGNORECASE)  # what it does or is for

# A candidate title, title-cased only when it is tried: casing is the slow part, and
# the first candidate is usually taken.
Title = Callable[[], str]


def labels_a_task(phrase: str) -> bool:
    """Is the head of `phrase` a task or a problem ("the task of generating claims"; not "the first
    generative model to solve the SVB task")?"""
    return bool(WEAK_HEADS.search(HEAD_COMPLEMENT.split(phrase, maxsplit=1)[0]))


def spelled_as_words(expansion: str) -> str:
    """An expansion with the capitals that spell its name out read as plain words
    ("Signalling Pathway INference", "Enzyme desigN": "Inference", "Design")."""
    return SPELLING_CAPITALS.sub(lambda match: match[0].lower(), expansion)


def name_and_expansion(name: str, expansion: str, text: str = "") -> str:
    """"NAME: Its Expansion", spelled as words. Given the `text`, a short expansion says
    what it is for, as a bare description does ("We call this approach retraining-aware
    acquisition, or RAA.": "RAA: Retraining-Aware Acquisition for Active Learning"): a
    name given late, after what it names was described, has no description of its own."""
    expansion = spelled_as_words(expansion)
    return f"{name}: {title_case(with_topic(expansion, text, limit=MAX_CHARS - len(name) - 2) if text else expansion)}"


# What a description says a made thing is for: "(a new deep network architecture) for estimating optical flow".
PURPOSE_OF = re.compile(r"(?<=\s)for\s+[^<>=≤≥]+$")  # (no formula: "for any given M < K")


def said_of_it(head: str) -> list[str]:
    """The words of a made thing's phrase that say what kind it is: not an article, a word of
    praise ("a novel", "simple yet effective") or a made thing's head ("network", "method")."""
    return [word for word in noun_phrase(head).split()
            if word.lower() not in DANGLING and not MADE_WORD.fullmatch(word)]


def expansion_and_description(name: str, expansion: str, description: str, text: str, rest: str) -> str:
    """The title of a name, its expansion and the description after them. "NAME: Its Expansion
    for Its Purpose" when the description says of its kind one word at most and what it is
    for adds two words ("Recurrent All-Pairs Field Transforms (RAFT), a new deep network
    architecture for estimating optical flow"); else "Its Expansion (NAME): A Description" when
    the description says what the expansion does not, in two words or more that no made thing is
    called ("Adversarial Graphical Models (AGM), a distributionally robust approach for ..."),
    without "(NAME)" where the description would lose words to it; else "NAME: Its Expansion"
    (not "..., a generative framework")."""
    spelled = {word.lower() for word in WORD.findall(expansion)}
    if ((purpose := PURPOSE_OF.search(description)) and not POINTS_BACK.search(purpose[0])
            and len(said_of_it(description[: purpose.start()])) <= 1  # ("a distributionally robust approach for")
            and len({word.lower() for word in WORD.findall(purpose[0])} - spelled - DANGLING) >= 2
            and len(named := f"{name}: {title_case(f'{spelled_as_words(expansion)} {purpose[0]}')}") <= MAX_CHARS):
        return named  # "RAFT: Recurrent All-Pairs Field Transforms for Estimating Optical Flow"
    spelled_title, description = title_case(spelled_as_words(expansion)), cased_with_topic(description, text, rest=rest)
    title = fit(f"{spelled_title}: {description}")
    described = title.partition(": ")[2]  # as much as fits
    # the name too, where the description loses nothing by it ("Decoupled Independence Test (DIET): An Algorithm ...")
    if (with_name := fit(f"{spelled_title} ({name}): {description}")).partition("): ")[2] == described:
        title = with_name
    new = [word for word in WORD.findall(described) if word.lower() not in spelled | DANGLING
           and not MADE_WORD.fullmatch(word)]
    return name_and_expansion(name, expansion) if len(new) < 2 or POINTS_BACK.search(described) else title


def name_and_description(name: str, description: str, text: str, rest: str = "", most_words: int = 3) -> str:
    return f"{name if is_name(name) else title_case(name)}: {cased_with_topic(description, text, most_words, rest)}"


def titled_name(name: str, description: str, text: str, rest: str) -> str:
    """"Name in Words: A Description", or the name alone where the description says no more than what
    kind of thing was made ("Hindsight Experience Replay", not "...: An Algorithm" or "...: A Simple Yet
    Effective Approach")."""
    titled = name_and_description(name, description, text, rest)
    described = PRAISE.sub(" ", titled.removeprefix(f"{name}: "))  # ("A Simple Yet Effective Approach")
    said = [word for word in described.split() if not MADE_WORD.fullmatch(word)]
    return titled if specific_words(" ".join(said)) else name


def name_with_expansion(rest: str, text: str) -> tuple[re.Match[str], str] | None:
    """The match of a name and its expansion at the start of `rest` ("STRAND (Survival
    ...)", "Halfspace Extragradient (HEG)"), and the expansion as a title says it ("to
    learn X (SUIT)": "learning X"); None if there is none."""
    for pattern in (NAMED_WITH_EXPANSION, SHORT_FOR, EXPANSION_WITH_NAME):
        match = pattern.match(rest)
        if match and pattern is EXPANSION_WITH_NAME and names_its_end(match["name"], match["expansion"]):
            continue  # "the problem of algorithm selection in reinforcement learning (RL)": RL is no contribution
        if match and "://" not in match["expansion"] and (is_name(match["name"]) or is_coined(match["name"])
                      and (abbreviates(match["name"], match["expansion"]) or used_as_name(match["name"], text))):
            expansion = match["expansion"].strip()
            if expansion.lower().startswith("to "):  # "to learn X (SUIT)": "SUIT: Learning X" (not "To Learn")
                doing, acted_on = as_gerund(expansion)
                if not doing:
                    continue
                expansion = f"{doing} {acted_on}"
            return match, expansion
    return None


def named_title(rest: str, text: str, first: bool = True) -> tuple[Title, bool] | None:
    """(title, weak) for a named contribution at the start of `rest`, if any.

    Weak means the name labels a task or problem rather than a method, so a
    named method elsewhere in the abstract is preferred. A name in lower-case words
    (WORDS_NAME_AFTER_HEAD) names the paper's contribution only where it is the `first`
    the authors say they made ("an auxiliary task called span-based classification",
    said after the model the paper proposes, is a part of it).
    """
    rest = APPOSITION_DASH.sub(r"\1, ", rest)  # "a novel task – Sarcasm Explanation in Dialogue (SED)": a comma
    as_written = rest  # before TERMED drops what comes before "called"
    termed = TERMED.match(rest)
    purpose = FOR_BEFORE_NAME.search(termed[0]) if termed else None
    rest = rest[termed.end():] if termed else rest
    placeholder = re.match(r"^⟨[^⟩]*⟩,?\s+(?P<described>(?:a|an|the)\s)", rest)
    if placeholder:  # an undefined macro names the contribution: describe it without the name
        described = rest[placeholder.start("described"):]  # "a system designed to ..."
        return partial(cased_with_topic, noun_phrase(described), text, rest=described), False
    if found := name_with_expansion(rest, text):
        match, expansion = found
        following = noun_phrase(rest[match.end():].lstrip(" ,"))
        weak = labels_a_task(following)
        if described := DESCRIBED.match(rest[match.end():]):
            return partial(expansion_and_description, match["name"], expansion, following,
                           text, described["description"]), weak
        if purpose and not stems(purpose["purpose"]) <= stems(expansion):  # "CAN: Counting-Aware Network for HMER"
            expansion = f"{expansion} {without_parentheticals(purpose['purpose'])}"
            return partial(name_and_expansion, match["name"], expansion), weak
        return partial(name_and_expansion, match["name"], expansion, text), weak  # (with the topic, if short)
    if name := spelled_name(rest):  # "a Recurrent network for ... Video Object Segmentation (RVOS) that ..."
        # (its name says no more than the phrase: completed with the topic as an unnamed one is)
        return partial(name_and_description, name, noun_phrase(rest), text, rest, UNNAMED_MOST_WORDS), False
    # "a new generative model, Visual Object Networks (VONs), synthesizing ...": the head, and what
    # follows the name, describe it
    if (headed := HEAD_BEFORE_NAME.match(rest)) and (found := name_with_expansion(rest[headed.end():], text)):
        match, expansion = found
        # (", for X" after the name is the head's "for X")
        described = headed["head"] + (headed["about"] or APPOSITION_END.sub(" ", rest[headed.end() + match.end():],
                                                                           count=1))
        return partial(expansion_and_description, match["name"], expansion, noun_phrase(described), text,
                       described), False
    # "a new method and system, called DeepZ, for certifying ...": the head, and what it is for, describe the name
    match = NAMED_AFTER_HEAD.match(as_written)
    if not (match and FOR_WHAT.match(match["rest"])):
        match = NAMED_AFTER_HEAD.match(rest)
    if (match and match["comma"] and not match["rest"].strip(" .;")
            and specific_words(match["head"].rsplit(" ", 1)[0]) < 2):
        match = None  # "... and build a concrete model, DAuto.": a head of one modifier describes no name
    if (match and (is_name(name := match["name"] or match["bracketed"])  # (a coined word between commas: ", Ethos,")
                   or is_coined(name) and match["rest"].lstrip().startswith(",") and capitalised_as_name(name, text))
            and not (match["bracketed"] and names_its_end(name, match["head"]))):  # "... graph neural network (GNN)"
        described = f"{match['head']}{match['rest'].removeprefix(',')}"
        return partial(name_and_description, name, noun_phrase(described), text, described), False
    if titled := TITLED_NAME_AFTER_HEAD.match(as_written) or first and WORDS_NAME_AFTER_HEAD.match(as_written):
        # (without the acronym it gives too, "..., or MEM, modeled after ...", and the comma before what it is for)
        rest = OR_ACRONYM.sub("", titled["rest"])
        described = titled["head"] + (" " + rest.lstrip(" ,") if FOR_WHAT.match(rest) else rest)
        name = titled["name"] if titled["name"][:1].isupper() else title_case(titled["name"])
        return partial(titled_name, name, noun_phrase(described), text, described), False
    # (a name may lose its comma: "We present ChartFormer a unified framework for ...")
    match = TERM_WITH_DESCRIPTION.match(rest) or NAME_BEFORE_ARTICLE.match(rest)
    # not "two components: a module ..."; a capitalised word that the text never writes in lower case is a name
    # ("We propose Hyperdyn a dynamic ... method")
    if match and (match["separator"] == "," or is_name(match["name"]) or capitalised_as_name(match["name"], text)):
        description = noun_phrase(match["description"])
        if content_words(with_action(description, match["description"])) >= 2:  # not "X, a method"
            return (partial(name_and_description, match["name"], description, text, match["description"]),
                    labels_a_task(description))
    return None


def spelled_name(rest: str) -> str:
    """The name in parentheses after the article phrase that starts `rest`, where the name
    spells out the phrase, or its end after a few modifiers that say nothing or that its
    capitals set apart ("a simple yet effective Language-independent Layout Transformer (LiLT)
    for ...", "an abstractive Email Thread Summarization (EmailSum) dataset"); else nothing. Not
    a name of a part of what the paper made ("a dual operation aggregation graph neural network
    (GNN)"), nor of its topic ("a model for reinforcement learning (RL)"), nor a term of two
    letters ("a mutual information (MI) estimator", "a ground truth (GT) based on ...")."""
    if not (match := ARTICLE_PHRASE_WITH_NAME.match(rest)) or not is_name(match["name"]):
        return ""
    spelled = spelled_out(match["name"], match["phrase"])
    before = match["phrase"][: len(match["phrase"]) - len(spelled)].split()
    set_apart = spelled[:1].isupper() and not any(word[:1].isupper() for word in before)
    return match["name"] if (spelled and len(before) <= SPELLED_AFTER_MOST
                             and (not before or says_nothing(" ".join(before)) or set_apart)
                             and not any(word.lower() in DANGLING for word in before)
                             and len(re.sub(r"[^A-Za-z]", "", match["name"])) >= 3) else ""


def defined_name(text: str, uses: int = 2) -> Title | None:
    """The title of a name that one of the first two sentences defines ("EgoFish-3D is a
    method for estimating full-body 3D human pose ..." gives "EgoFish-3D: A Method for
    Estimating Full-Body 3D Human Pose"), when the abstract uses it as a name: `uses`
    times in all (a word such as "Tidewater" twice at least, never in lower case and once
    at least capitalised within a sentence)."""
    for at, sentence in enumerate(sentences(text)[:2]):
        match = DEFINED.match(sentence)
        if match and (is_name(name := match["name"]) and used_as_name(name, text, times=uses)
                      or is_coined(name) and capitalised_as_name(name, text) and used_as_name(name, text, times=2)):
            description = noun_phrase(match["description"])
            if content_words(with_action(description, match["description"])) >= 2:
                return partial(name_and_description, match["name"], description, text, match["description"])
        # the abstract opens with what the name does, and a later sentence too starts with the
        # name: "TabWeaver transcribes solo guitar recordings into ... TabWeaver is trained on ...";
        # not what the background says of a known name ("JavaScript plays a crucial role on web.")
        if at == 0 and (doing := OPENS_DOING.match(sentence)) and is_name(doing["name"]) \
                and used_as_name(doing["name"], text, times=2) and opens_a_later_sentence(doing["name"], text):
            does = f"{doing['name']}, which {doing['verb']} {doing['rest']}"
            if (title := with_action(doing["name"], does)) != doing["name"]:
                return partial(title_case, title)
    return None


def opens_a_later_sentence(name: str, text: str) -> bool:
    """Is `name` the first word of a sentence of `text` after the first ("... DAMON enables ...")?"""
    return any(re.match(rf"{re.escape(name)}(?:'s)?\s", sentence) for sentence in sentences(text)[1:])


def capitalised_as_name(word: str, text: str) -> bool:
    """Is the capitalised `word` a name in `text`: capitalised within a sentence, never in
    lower case ("..., Tidewater sustains recall"; not "Attention ... the attention")?"""
    return (re.search(rf"[^\s.!?]\s+{re.escape(word)}\b", text) is not None
            and re.search(rf"\b{re.escape(word.lower())}\b", text) is None)


def spelled_out(name: str, words: str) -> str:
    """The shortest end of `words` that `name` abbreviates ("procedure pairwise drift
    correction" for PDC: "pairwise drift correction"; a hyphenated word whose parts' initials
    it is: "zeroth-order" for ZO), or nothing."""
    words = words.split()
    if words and "-" in words[-1] and "".join(part[:1] for part in words[-1].split("-")).lower() == name.lower():
        return words[-1]
    # (not from a small word, but "not", nor across a comma: in "an optimization flow, i.e., a system of
    # differential equations (ODEs)" no words spell ODEs, not "of differential equations"; "not independently
    # and identically distributed (non-IID)" do)
    ends = (" ".join(words[start:]) for start in range(len(words) - 2, -1, -1)
            if words[start].lower() not in DANGLING - {"not"}
            and not any(word.endswith((",", ";", ":")) for word in words[start:]))
    return next((end for end in ends if abbreviates(name, end)), "")


def names_its_end(name: str, words: str) -> bool:
    """Does the acronym `name` abbreviate only the last words of `words` ("the problem of
    online algorithm selection in the context of reinforcement learning" for RL), a term
    at the end of a longer phrase, not the phrase ("as dual swap disentangling": DSD)?"""
    end = spelled_out(name, words)
    return bool(end) and len(end.split()) * 2 <= len(words.split()) and content_words(words[: -len(end)]) >= 3


def used_as_name(word: str, text: str, times: int = 3) -> bool:
    """Does the abstract use `word` (given in parentheses) twice more, as the name of
    what it proposes ("... reward heads (Tapestry). Tapestry learns ...")? (Or `times` in
    all: a name it defines, once more.)"""
    return len(re.findall(rf"\b{re.escape(word)}\b", text)) >= times
