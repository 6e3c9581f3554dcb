"""The words of a derived title: sentences, noun phrases and names (generator/titles.py
chooses which phrase becomes the title, generator/title_actions.py what a bare one does,
generator/title_cuts.py where a long one is cut, generator/title_casing.py its case)."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Collection, Sequence
from functools import lru_cache

from generator.keyword_words import DOUBLING_VERBS, GENERIC_WORDS, SINGLE_CONSONANT_VERBS, singular
from generator.title_cut_points import DANGLING
from generator.title_cuts import MAX_CHARS, shorten


# A name is one token, maybe hyphenated: an acronym or coined word (PRKV,
# FocusDepth, DRO-NPE, scIFLF, C3, I-Perceive); see is_name().
NAME = r"[A-Za-zΑ-Ωα-ω][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*\+*"  # ("ProxSVRG+")
# "named" as a naming word, never of "named entity recognition".
NAMED = r"named(?!\s+entit)"
# The words that give a name just after what it names: "a pruning method, namely FPGM", "a network entitled X".
NAME_GIVING = ("namely", "entitled", "called", "dubbed", "named", "termed")
# Where the noun phrase of a contribution ends: a clause, a method, a list.
# The verbs of the authors' other steps, which end the phrase before them ("... and show").
SECOND_VERBS = (r"(?:show|prove|demonstrate|find|establish|derive|obtain|estimate|evaluate|validate|analy[sz]e"
                r"|use|apply|train|learn|retrieve|release|compare|propose|introduce|present|provide|achieve|improve"
                r"|outperform|reduce|recover|compute|predict|generate|identify|discuss|argue|report|extend|enable|allow"
                r"|recommend|suggest|conclude|observe|highlight|develop|design|conduct|study|investigate|explore|examine"
                r"|perform|build|construct|give|make|formulate|devise|leverage|exploit|characteri[sz]e"
                r"|address|tackle|overcome|solve|mitigate|alleviate|resolve|contribute|collect|annotate|curate|create"
                r"|expand|adapt|generali[sz]e|incorporate|employ|utili[sz]e|combine|integrate|verify|quantify"
                r"|discover)")
# The view a study takes after "through" or "via": "the lens of X", "an information-theoretic lens", "the prism of X".
A_LENS = r"\s+(?:the|an?)\s+(?:[\w-]+\s+)?(?:lens|lenses|prism)\b"
# "... and show ...", "... and then develop ...", "... and to recompute ...": the sentence's next step.
AND_NEXT_STEP = rf"\sand\s+(?:(?:also|then|further|finally|\w+ly)\s+)?(?:to\s|{SECOND_VERBS}\b)"
PHRASE_END = re.compile(
    r"\s*(?:[;:!?](?!\S)|—|•|(?<!\b[^\W\d_])\.(?!\d)|(?<=\b[^\W\d_])\.(?=\s*$|\s+(?-i:[A-Z]))|,?\s*(?:i\.e\.|e\.g\.|viz\b)"
    r"|,\s*\w+(?:ed|ing)\b(?!,|\s+(?:and|or)\s)"  # (not a list)
    r"|,\s*(?:\w+ly|thus|thereby|hence|better|further|often|sometimes|still|even)\s+\w+ing\b"  # ", thus preserving"
    r"|,\s*(?:a|an|the|which|that|where|whose|who|and|to|while|with|as|by|together|along|alongside|plus)\b"
    r"|\s\w+ed by\b|\s(?:demonstrat|show|prov|suggest|indicat|ensur|guarantee|reveal|confirm|establish)ing that\b"
    r"|\s(?:that|which|where|whose|who|whereby|wherein|in which|by|via|through|based on"
    rf"|built on|built from|{NAMED}|called|termed|dubbed|described|defined|comprising|consisting|containing"
    r"|including|designed|capable|such that|so that)\b"
    rf"(?!{A_LENS})"  # (not "through the lens of kernel regression": the view a study takes is what it studies)
    # a means, not the gerund a preposition takes ("a way of using videos to ...", "a method for leveraging X")
    r"|(?<!\bof)(?<!\bfor)(?<!\bby)(?<!\bin)\s(?:using|leveraging)\b"
    r"|\s(?:when|whenever|if|unless|whereas|while)\b"  # a condition: "a result for fair ranking| when ..."
    # a name given ("an arm selection rule| we dub TS-UCB"; "| in an approach we call LR-GLM": what it names
    # is the thing itself; not "what we call X", which is X)
    r"|(?:\s(?:in|with|via|using|through|by)\s+(?:an?|our)\s+[\w-]+)?(?<!\bwhat)\swe\s+(?:call|dub|term|name|coin)\b"
    r"|\s(?:in\s+order|so\s+as)\s+to\b"  # a purpose: "a deformable part region learning| in order to ..."
    # a second verb of the sentence: "we derive its variance and show ...", "... and to recompute ...",
    # "we identify the limitations of X and then develop ...", "we revisit X, propose ..."
    rf"|{AND_NEXT_STEP}"
    # ... said of "this paper": "... with an integrated suturing robot| and demonstrates its ability"
    rf"|\sand\s+(?:(?:also|then|further|finally)\s+)?{SECOND_VERBS}(?:s|es)\s+(?:a|an|the|its|their|this|these|that|how"
    r"|whether|two|three|several|new)\b"
    rf"|,\s+(?:(?:and\s+)?(?:also|then|further|finally)\s+)?{SECOND_VERBS}\b(?!\s+(?:by|in|on|for|at|to)\b))",
    re.IGNORECASE,
)
LIST_END = re.compile(r",\s*(?:and|or)$")
INFINITIVE_BEFORE = re.compile(r"\bto\s+[\w-]+$")  # "a study to uncover| and characterize X": one infinitive
LIST_ITEM_BEFORE = re.compile(r",\s[\w-]+(?:\s[\w-]+){0,2}$")  # ", in-processing|, and ...": a list's item
# Prepositions that may follow a participle ("objects observed through sparse sensors"),
# and a participle that PHRASE_END's cut before one leaves at the end of a phrase.
MODIFIER_STARTS = {"by", "through", "using", "via", "while", "when", "whenever", "as"}
PARTICIPLE_END = re.compile(r"(?<=\w)\s+[a-z]{3,}ed$")
# An infinitive or a gerund before a "that", which is then its object's or clause's, not a
# relative one: "(a scaling law) to guide| that choice", "(robustness) as requiring| that ...".
INFINITIVE_END = re.compile(r"(?<=\w)\s+(?:to\s+[a-z]+|as\s+[a-z]{3,}ing)$")
# A bare plural whose relative clause says which: "(series) from sources| that postdate the models"; not
# one that the clause is not said of: "(a method) for graphs| that enables ...", "for quadrotors| that can adapt".
BARE_NOUN_END = re.compile(r"(?<=\w),?\s+(?:from|with|on|in|for|by|across|over|at|under|into)\s+[a-z]{3,}s$")
SAID_OF_ONE = re.compile(r"\s*(?:\w+ly\s+)?(?:(?:can|cannot|could|may|might|will|would|should|must|is|was|has|does)\b"
                         r"|[a-z]+[^su\W]s\b)")  # (a modal: said of either)
# ... and before a "which" that asks what the infinitive's object is, with its participle.
ASKING_INFINITIVE_END = re.compile(r"(?<=\w)(?:\s+[a-z-]{3,}ed)?\s+to\s+[a-z]+$")
# A parenthetical goes, with the space before it; one joined to a word (by a hyphen) leaves a
# space: "satisfies (ε, δ)-differential privacy" -> "satisfies differential privacy", "a group
# (un)fairness metric" -> "a group fairness metric".
PARENTHETICAL = re.compile(r"\s+\([^()]*\)(-(?=\w))?")
# So does a contrast set off by commas: "support, rather than replace, the work of animators".
INSERTED_CONTRAST = re.compile(r",\s+(?:rather than|instead of|as opposed to|but not|and not|not)\s+[^,;:()]{1,40},(?=\s)")
# So does the mark of an enumeration that opens a phrase: "(i) a test ...; (ii) ...", "1) a sampler".
ENUMERATOR = re.compile(r"^\(?(?:[ivx]{1,4}|\d{1,2}|[a-h])\)\s*")
# "a novel approach": the filler goes, and the article agrees with the next word ("an approach");
# so does the "and" (or "yet") that joined it to another adjective ("a novel and robust ranker": "a robust ranker"),
# and the word that said how new ("a relatively new dataset", "a brand new perspective": not "a relatively dataset").
HOW_NEW = (r"(?:brand|very|rather|relatively|comparatively|completely|entirely|wholly|totally|fundamentally|radically"
           r"|truly|genuinely|conceptually|qualitatively|substantially|fairly|reasonably)")
FILLER = re.compile(rf"\b(?:(?P<article>an?)\s+)?(?:{HOW_NEW}\s+)?(?:novel|new)(?:,(?!\s+[\w-]+,\s+(?:and|or)\s))?\s+"
                    r"(?:(?:and|yet|but)\s+)?(?=(?P<next>\S+))", re.IGNORECASE)
# After a preposition, "and", "or" or a comma, "novel" and "new" mean unseen and stay ("to regress model
# parameters for novel tasks", "seen and novel classes"), but for an adjective joined to another
# after an article, which goes with its joint ("a practical and novel approach": "a practical approach").
UNSEEN_BEFORE = re.compile(r"(?:\b(?:to|for|on|in|into|from|across|between|under|over|at|and|or)|,)\s+$",
                           re.IGNORECASE)
JOINED_FILLER = re.compile(rf"\b(?P<lead>an?\s+[\w-]+)(?:,|\s+(?:and|yet|but))\s+(?:{HOW_NEW}\s+)?(?:novel|new)\b",
                           re.IGNORECASE)
# Praise goes the same way where two words or more are left ("a conceptually simple yet effective
# layer for synthesizing images", "a neat, simple yet effective method to X": "a layer for ...", "a
# neat method to X"), not from "an innovative approach" (then "an approach"). "Simple" or "efficient"
# alone is a claim, and stays.
PRAISE = re.compile(r"(?:,\s+|\b(?:(?P<article>an?)\s+)?)(?:\w+ly\s+|very\s+)?"
                    r"(?:innovative|simple,?\s+(?:but\s+|yet\s+|and\s+)?(?:effective|powerful))"
                    r"\s+(?:and\s+)?(?=(?P<next>\S+))", re.IGNORECASE)
LETTERS_SAID_WITH_A_VOWEL = set("aefhilmnorsx")  # "an n-gram", "an LLM", "an SVM"

# Others' work cited: "(an open question) from Lu et al. (2017)", "(the problem) recently proposed in Blum
# et al.": no part of a title, which names the paper's own work.
CITED = re.compile(r",?\s+(?:(?:recently|originally|first)\s+)?(?:(?:proposed|introduced|studied|defined|given"
                   r"|developed|presented|described|posed)\s+)?(?:in|by|of|from)\s+(?:[\w'’-]+\s+){1,3}?et\s+al\b\.?"
                   r"(?:\s*\(\d{4}[a-z]?\))?", re.IGNORECASE)
ET_AL = re.compile(r"\bet\s+al\b", re.IGNORECASE)
# What points back to what was said before: "the above issues", "the aforementioned challenge".
ABOVE = r"(?:above-?mentioned|above|aforementioned)"

PRONOUNS = {"it", "this", "that", "these", "those", "they", "such"}

# The spaces after a .!? before a capital, a digit or "(": looked for from the first space,
# which skips the other characters faster than looking behind each of them for a .!?
# Not after an abbreviation that a number or a name follows ("Eq. (3)", "Fig. 2", "cf. Smith");
# "et al." often ends a sentence ("... by Kaplan et al. We propose"), so it may, but not before
# its year ("He et al. (2018) have shown ...", "He et al. 2018").
ABBREVIATIONS = ("Eq", "Eqs", "Fig", "Figs", "Sec", "Sect", "Tab", "Thm", "Ref", "Refs", "No", "cf", "vs",
                 "approx", "resp", "e.g", "i.e")
LATIN_SENTENCE_END = (r"\s(?<=[.!?]\s)" + "".join(rf"(?<!\b{re.escape(a)}\.\s)" for a in ABBREVIATIONS)
                      + r"(?!(?<=\bal\.\s)\s*[(\d])\s*(?=[A-Z\d(])")
SENTENCE_SPLIT = re.compile(rf"{LATIN_SENTENCE_END}|(?<=[。！？])\s*")
LATIN_SENTENCE_SPLIT = re.compile(LATIN_SENTENCE_END)  # the same for a text without 。！？, and 3x faster

def is_name(token: str) -> bool:
    """An acronym or coined name: two capitals, a capital and a digit, or an inner capital."""
    capitals = sum(c.isupper() for c in token)
    return (
        capitals >= 2
        or (capitals == 1 and any(c.isdigit() for c in token))
        or bool(re.search(r"[a-z][A-Z]", token))
    )


def abbreviates(name: str, expansion: str) -> bool:
    """Do the name's letters appear in order in the expansion, from its first letter
    on ("Nemesis" in "Normalizing the soft-prompt vectors of ... models"; "DH-SBM" in
    "dynamic hypergraph stochastic block model")?"""
    letters = iter(re.sub(r"[^a-z]", "", expansion.lower()))
    return len(expansion.split()) >= 2 and name[0].lower() == next(letters, "") and all(
        letter in letters for letter in name[1:].lower().replace("-", ""))


def is_coined(token: str) -> bool:
    """A capitalised word where the paper gives a name ("Nemesis", "Lantern"): in
    parentheses after what it stands for, or after "named", "called", ..."""
    return token.isalpha() and len(token) >= 3 and token[0].isupper() and token[1:].islower()


def content_words(title: str) -> int:
    return sum(1 for word in title.split() if word.lower() not in DANGLING)


def is_generic(word: str) -> bool:
    """Is `word` generic (keywords.yml's generic words and vague adjectives, also as a plural
    or an adverb in -ly)?"""
    word = word.strip(",.:;?!()“”\"'’").lower()
    return word in GENERIC_WORDS or singular(word) in GENERIC_WORDS or word.removesuffix("ly") in GENERIC_WORDS


def specific_words(title: str) -> int:
    """The words of `title` that are neither dangling nor generic ("a class incremental learning
    method": 3)."""
    return sum(1 for word in title.split() if word.lower() not in DANGLING and not is_generic(word))


def says_nothing(title: str) -> bool:
    """Is every word of `title` generic (keywords.yml's generic words and vague adjectives,
    also as a plural or an adverb in -ly): "Recent Work", "A Fundamentally Different
    Strategy", "Solutions to Address the Challenges"?"""
    return all(is_generic(word) for word in title.split()
               if (bare := word.strip(",.:;?!()“”\"'’").lower()) and bare not in DANGLING)


@lru_cache(maxsize=64)  # a title and a description split the same text, several times
def sentences(text: str) -> tuple[str, ...]:
    split = SENTENCE_SPLIT if any(mark in text for mark in "。！？") else LATIN_SENTENCE_SPLIT
    return tuple(s.strip() for s in split.split(text) if s.strip())


@lru_cache(maxsize=64)
def sentence_starts(text: str) -> tuple[int, ...]:
    """Where each of sentences(text) starts in `text` (each is a piece of it)."""
    starts, at = [], 0
    for sentence in sentences(text):
        at = text.index(sentence, at)
        starts.append(at)
        at += len(sentence)
    return tuple(starts)


def sentence_and_rest(text: str, match: re.Match[str]) -> tuple[str, str]:
    """The sentence of `text` that holds `match` (a match within one sentence), and
    the rest of that sentence after it."""
    i = bisect_right(sentence_starts(text), match.start()) - 1
    sentence = sentences(text)[i]
    return sentence, sentence[match.end() - sentence_starts(text)[i] :]


def without_parentheticals(text: str) -> str:
    text = INSERTED_CONTRAST.sub("", ENUMERATOR.sub("", text))
    return PARENTHETICAL.sub(lambda match: " " if match[1] or match.string[match.end():match.end() + 1].isalnum()
                             else "", text)


@lru_cache(maxsize=64)  # with_action reads on where noun_phrase stopped, in the same text
def phrase_end(text: str) -> tuple[str, re.Match[str] | None]:
    """`text` without its parentheticals, and where the phrase at its start ends (PHRASE_END),
    but for the ", and" of a list ("pre-processing, in-processing, and post-processing")."""
    text = without_parentheticals(text)
    return text, next((match for match in PHRASE_END.finditer(text)
                       if not (LIST_END.match(match[0]) and LIST_ITEM_BEFORE.search(text, 0, match.start()))
                       and not (match[0].split()[0].lower() == "and" and INFINITIVE_BEFORE.search(text, 0, match.start()))),
                None)


# A last phrase of one bare plural noun: "(anomalies) from domains", "(for) tasks".
LEAD_IN_END = re.compile(r"\s+(?:from|in|for|on|across|over)\s+[a-z]+s\s*$")


# A last phrase that says no more than that there is a setting: "... in the Setting", "(in such) Models".
BARE_SETTING_END = re.compile(r"\s+(?:in|under|for)\s+(?:(?:the\s+|a\s+|an\s+)?(?:setting|scenario|case|situation"
                              r"|regime)s?"
                              r"|(?:models|systems|networks|datasets|problems|tasks|domains|applications"
                              r"|environments))$",
                              re.IGNORECASE)


def noun_phrase(text: str) -> str:
    """The phrase at the start of `text`, up to where a clause or method begins."""
    text, match = phrase_end(text)
    phrase = text[: match.start()] if match else text
    if match and match[0].strip() in MODIFIER_STARTS:  # "objects observed| through ...": the participle goes too
        phrase = PARTICIPLE_END.sub("", phrase)
    elif match and match[0].strip().lower() == "that":  # "a scaling law to guide| that choice": the verb goes too
        phrase = INFINITIVE_END.sub("", phrase)
        if ((bare := BARE_NOUN_END.sub("", phrase)) != phrase  # ("networks trained| on tasks| that ...": both go)
                and not SAID_OF_ONE.match(text, match.end())):
            phrase = PARTICIPLE_END.sub("", bare)
    elif match and match[0].strip().lower() == "which":  # "a model fine-tuned to predict| which mutations ...":
        phrase = ASKING_INFINITIVE_END.sub("", phrase)  # what it predicts is that clause; the purpose goes
    elif match and match[0].strip().lower() == "where":  # "continual learning in the setting| where ...": the
        phrase = BARE_SETTING_END.sub("", phrase)  # bare setting says which only with its "where"
    elif match and match[0].strip().lower() == "including":  # "anomalies from domains| including X, Y": the
        phrase = LEAD_IN_END.sub("", phrase)  # bare noun only leads in to its examples
    phrase = JOINED_FILLER.sub(r"\g<lead>", phrase)
    phrase = FILLER.sub(lambda match: match[0] if not match["article"] and UNSEEN_BEFORE.search(
        match.string[: match.start()]) else without_filler(match), phrase).strip(" ,")
    # (", simple yet effective": the comma goes, a space stays)
    unpraised = PRAISE.sub(lambda match: " " if match[0].startswith(",") else without_filler(match), phrase)
    return unpraised if content_words(unpraised) >= 2 else phrase


def without_filler(match: re.Match[str]) -> str:
    """The article of a filler match ("a novel"), agreeing with the word after it."""
    return agreeing(match["article"], match["next"]) + " " if match["article"] else ""


def agreeing(article: str, word: str) -> str:
    """The indefinite `article` ("a", "An") that goes before `word`, in the same case."""
    if len(word) == 1 or word[1] == "-" or word[:2].isupper():  # read letter by letter
        vowel = word[0].lower() in LETTERS_SAID_WITH_A_VOWEL
    else:
        low = word.lower()
        vowel = low[:1] in set("aeiou") and not low.startswith(("uni", "use", "usu", "uti", "eu", "one"))
    chosen = "an" if vowel else "a"
    return chosen.capitalize() if article[0].isupper() else chosen


def base_form(verb: str) -> str:
    """A verb in -s without it, as gerund() reads it: "estimates" -> "estimate",
    "applies" -> "apply", "undergoes" -> "undergo"; "compresses" -> "compresse",
    whose final e gerund() drops as it does in "estimate"."""
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith("oes"):
        return verb[:-2]
    return verb.removesuffix("s")


# What follows an infinitive's "to": an adverb ("to iteratively refine X"; not a verb in -ly:
# "to apply", "to rely"), the verb and what it acts on.
# (two adverbs too: "to efficiently and accurately estimate X")
ADVERB_BEFORE_VERB = r"(?!(?:ap|sup|re|multi)ply\s|rely\s)\w+ly\s+"
INFINITIVE = re.compile(rf"((?:{ADVERB_BEFORE_VERB}(?:(?:and|or)\s+{ADVERB_BEFORE_VERB})?)?)(\S+)\s*(.*)", re.DOTALL)
# The second verb of a pair of infinitives: "(to model) and reason (the relations)", "(to detect) or localize",
# "(to implement) and optimize (over X)".
# (in either case: a title-cased candidate's "To Model and Reason the ...")
SECOND_INFINITIVE = re.compile(r"(?P<conjunction>and|or)\s+(?P<verb>(?i:[a-z]+))\s+"
                               r"(?=(?i:the|a|an|their|its|all|each|over|across|with|from|on|about)\b)")


def as_gerund(infinitive: str) -> tuple[str, str]:
    """What an infinitive ("to iteratively refine X") does, as a gerund with its adverb
    ("iteratively refining"), and what it acts on ("X"); no gerund when gerund() is unsure,
    of either verb of a pair ("to model and reason X": "modeling and reasoning")."""
    parts = INFINITIVE.match(infinitive[3:])
    adverb, verb, rest = parts.groups() if parts else ("", "", "")
    doing = gerund(verb)
    if doing and (pair := SECOND_INFINITIVE.match(rest)):
        second = gerund(pair["verb"])
        doing, rest = (f"{doing} {pair['conjunction']} {second}", rest[pair.end():]) if second else ("", rest)
    return (f"{adverb or ''}{doing}" if doing else ""), rest


def gerund(verb: str) -> str:
    """The -ing form of a verb, where its spelling says it ("learn" -> "learning",
    "represent" -> "representing", "use" -> "using", "plan" -> "planning") or keywords.yml's
    doubling_verbs and single_consonant_verbs do ("infer" -> "inferring", "model" -> "modeling");
    nothing for another word that may double its last letter or not by its stress ("rivet").
    A prefix stays: "re-partition" -> "re-partitioning"."""
    verb = verb.lower()
    prefix, hyphen, verb = verb.rpartition("-")
    if prefix and not (doing := gerund(verb)):
        return ""
    if prefix:
        return f"{prefix}{hyphen}{doing}"
    if not verb.isalpha() or len(verb) < 3:
        return ""
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        return verb[:-1] + "ing"
    if re.fullmatch(r"[^aeiou]*[aeiou][^aeiouwxy]", verb) or verb in DOUBLING_VERBS:  # "plan", "infer"
        return verb + verb[-1] + "ing"
    if re.search(r"[^aeiou][aeiou][^aeiouwxy]$", verb) and verb not in SINGLE_CONSONANT_VERBS:
        return ""  # by its stress, unknown: "overfit" doubles, "benefit" does not
    return verb + "ing"


def make_unique(titles: list[str], ids: list[str], curated: Sequence[bool] = (),
                withdrawn: Sequence[bool] = (), keywords: Sequence[Sequence[str]] = ()) -> list[str]:
    """Titles told apart where they repeat, deterministically.

    A curated title (`curated[n]`: a correction gave it, it is the paper's real one)
    is never changed. Of the derived titles that repeat one another, and no curated
    one, the first listed paper's (in reading order; a withdrawn one is not listed)
    stays as it is: a list added later, whose names sort after, changes no title
    that is published already. Every other one takes the first of its `keywords` that
    the title does not hold and the paper keeping it lacks ("SGD and Large Batch Training
    (differential privacy)"), or else its number among the papers of that title ("KRU:
    Kronecker Recurrent Units (version 2)": where no keyword tells them apart, they are
    mostly versions of one paper; a reader took an id there for a leaked hash), or its id if
    no word of the title is left beside that. (A published derived title still changes when a
    list whose name sorts before it, a curated title or a withdrawal takes its place.)"""
    curated = list(curated) or [False] * len(titles)
    withdrawn = list(withdrawn) or [False] * len(titles)
    keywords = list(keywords) or [()] * len(titles)
    kept: dict[str, int] = {}  # title -> the paper that keeps it
    for n in sorted(range(len(titles)), key=lambda n: (not curated[n], withdrawn[n], n)):
        kept.setdefault(titles[n].casefold(), n)
    taken = set(kept)
    versions = Counter()  # title -> the papers that have had it so far
    unique = []
    for n, (title, paper_id, fixed) in enumerate(zip(titles, ids, curated)):
        if not fixed and (keeper := kept[title.casefold()]) != n:
            theirs = {keyword.casefold() for keyword in keywords[keeper]}
            title = next((told for keyword in keywords[n]
                          if keyword.casefold() not in theirs and keyword.casefold() not in title.casefold()
                          and (told := with_qualifier(title, keyword)).casefold() not in taken),
                         None) or numbered(title, paper_id, versions, taken)
            taken.add(title.casefold())
        unique.append(title)
    return unique


def numbered(title: str, paper_id: str, versions: Counter, taken: Collection[str]) -> str:
    """"Title (version k)", k from 2 up for the papers that `title` has had (`versions`), the first
    that is not `taken`; the id where the title leaves no word beside it ("A")."""
    key = title.casefold()
    while True:
        versions[key] += 1
        qualifier = f"version {versions[key] + 1}"
        if (told := with_qualifier(title, qualifier)) == qualifier:
            return with_qualifier(title, paper_id)
        if told.casefold() not in taken:
            return told


def with_qualifier(title: str, qualifier: str) -> str:
    """"Title (qualifier)" (a keyword or an id), the title shortened to fit; the qualifier
    alone if nothing of it is left ("A")."""
    short = shorten(title, MAX_CHARS - len(qualifier) - 3)
    return f"{short} ({qualifier})" if short else qualifier

