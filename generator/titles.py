"""Derive a paper title from its abstract (the seed lists carry no titles).

Preference order, first match wins:

1. a named contribution: "We introduce PRKV, a training-free KV eviction
   method ..." gives "PRKV: A Training-Free KV Eviction Method"; an expansion
   given in parentheses is used as the subtitle ("STRAND: Survival ...");
2. the noun phrase a contribution verb introduces: "We propose a conservative
   ... framework for treatment optimization from ..." gives "A Conservative
   ... Framework for Treatment Optimization";
3. the object of "we study / investigate / measure ...";
4. the first sentence, condensed.

Titles are title-cased with the `titlecase` library, at most MAX_CHARS long,
never cut mid-word and never end on a dangling "of", "for", "and", ...
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable
from functools import lru_cache, partial

from titlecase import titlecase as library_titlecase

MAX_CHARS = 100
DESCRIPTION_CHARS = 240

CONTRIBUTION_VERBS = r"introduce|propose|present|develop|design|build|release|construct|formalize|formalise|offer|devise|curate"
STUDY_VERBS = r"study|investigate|measure|analyze|analyse|examine|consider|revisit|characterize|characterise|explore"
SUBJECT = r"(?:\bwe|\bthis (?:paper|work)|\bour (?:paper|work))"
ADVERB = r"(?:\w+ly\s+|therefore\s+|then\s+|also\s+|here\s+|instead\s+|further\s+)?"


def verb_pattern(verbs: str) -> re.Pattern[str]:
    return re.compile(rf"(?:{SUBJECT}\s+{ADVERB}|\band\s+)(?:{verbs})(?:s|d|ed)?\b\s*", re.IGNORECASE)


CONTRIBUTION = verb_pattern(CONTRIBUTION_VERBS)
STUDY = verb_pattern(STUDY_VERBS)
# "We show that a simple penalty removes feature splitting" -> the claim is the title.
CLAIM = re.compile(rf"{SUBJECT}\s+{ADVERB}(?:show|prove|demonstrate|find|establish|argue)s?\s+that\s+", re.IGNORECASE)
POINTING_BACK = re.compile(r"\bsuch\s+(?!as\b)", re.IGNORECASE)  # "such X" refers to earlier context
# Objects of "we study/consider" that name no topic: "these challenges", "two extreme cases".
VAGUE_OBJECT = re.compile(r"^(?:these|this|such|two|three|several|some|many|various|both)\b", re.IGNORECASE)
ANAPHOR = re.compile(r"^(?:this|these|those|such|it|they|there|our|we)\b", re.IGNORECASE)

# A name is one token, maybe hyphenated: an acronym or coined word (PRKV,
# FocusDepth, DRO-NPE, scIFLF, C3, I-Perceive); see is_name().
NAME = r"[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*"
# A head noun may follow an acronym in parentheses: "... Tree (CUVET) algorithm,".
AFTER_ACRONYM = r"(?:\s+[a-z]+)?(?=\s*(?:[,;:.]|$|\s(?:which|that|for|to|as|with)\b))"
NAMED_WITH_EXPANSION = re.compile(rf"^(?:the\s+)?(?P<name>{NAME})\s+\((?P<expansion>[^()]{{6,}})\)")
EXPANSION_WITH_NAME = re.compile(
    rf"^(?:the\s+)?(?!an?\s)(?P<expansion>[^(),;:]{{6,}}?)\s+\((?P<name>{NAME})\){AFTER_ACRONYM}"
)
# "X, a Y": X is a name or a short term ("counterfactual maps, a global representation").
TERM_WITH_DESCRIPTION = re.compile(r"^(?P<name>[^\s,;:()]+(?:\s[^\s,;:()]+){0,3}),\s+(?P<description>(?:a|an|the)\s.+)")
TERMED = re.compile(r"^[^.;:]{0,80}?,?\s+(?:termed|called|dubbed|named)\s+", re.IGNORECASE)
# "a sampler that reuses scores, which we call Echo" / "a method named Nemesis that ...":
# the name follows what it names.
NAMED_LATE = re.compile(
    rf",?\s+(?:(?:which|that)\s+we\s+(?:call|term|dub|name)|termed|called|dubbed|named|coined)\s+(?P<name>{NAME})\b")

# Chinese and Japanese contribution sentences: "本文提出了一种 ...", "我们设计了 ...";
# "本研究では、... を提案する". The object of the Japanese verb comes before it.
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
CJK_CLAUSE_END = r"[，。；：！？,;:]"
CHINESE_CONTRIBUTION = re.compile(r"(?:我们|本文|本研究|本工作|该工作|这篇论文)(?:首先|进一步|还|也)?"
                                  r"(?:提出|设计|开发|构建|介绍|引入|建立|发布)(?:了)?\s*")
JAPANESE_CONTRIBUTION = re.compile(r"(?:^|[、。]|では|は)\s*(?P<object>[^、。]{2,80}?)\s*を(?:提案|開発|構築|導入|提示|設計|公開)")

# Where the noun phrase of a contribution ends: a clause, a method, a list.
PHRASE_END = re.compile(
    r"\s*(?:[;:.!?—]|,\s*(?:i\.e\.|e\.g\.)|,\s*\w+(?:ed|ing)\b"
    r"|,\s*(?:a|an|the|which|that|where|whose|who|and|to|while|with|as|by|together|along|alongside|plus)\b"
    r"|\s\w+ed by\b"
    r"|\s(?:that|which|where|whose|who|whereby|wherein|in which|by|using|via|through|based on"
    r"|built on|described|defined|comprising|consisting|containing|including|leveraging|designed|capable|such that|so that)\b)",
    re.IGNORECASE,
)
PARENTHETICAL = re.compile(r"\s+\([^()]*\)")
# "a novel approach": the filler goes, and the article agrees with the next word ("an approach").
FILLER = re.compile(r"\b(?:(?P<article>an?)\s+)?(?:novel|new)\s+(?=(?P<next>\S+))", re.IGNORECASE)
LETTERS_SAID_WITH_A_VOWEL = set("aefhilmnorsx")  # "an n-gram", "an LLM", "an SVM"
# "We study the problem of X" / "We study these challenges in the context of X" -> X.
OBJECT_LEAD = re.compile(
    r"^(?:(?:the\s+)?(?:problem|question|task|challenge)s?\s+of\s+"
    r"|(?:this|these|such)\b.{0,40}?\b(?:in the context of|in the setting of|for)\s+)",
    re.IGNORECASE,
)
# A bare description ("a post-hoc framework") is completed with the abstract's topic.
COMPLEMENT = re.compile(r"\b(?:for|of|in|on|with|from|to|under|over)\b", re.IGNORECASE)
LEADING_CONTEXT = re.compile(
    r"^(?:(?:in this (?:paper|work)|in [a-z -]{3,30}|\w+ly|nowadays|today),\s*"
    r"|(?:recently|traditionally|historically|nowadays|today|increasingly)\s+)", re.IGNORECASE)
WEAK_HEADS = re.compile(r"\b(?:task|problem|setting|notion|question)s?$", re.IGNORECASE)
DANGLING = {
    "a", "an", "the", "of", "for", "and", "or", "in", "on", "to", "with", "via", "by", "at",
    "from", "over", "under", "as", "its", "their", "our", "this", "that", "these", "both",
    "between", "into", "across", "while", "when", "is", "are", "be", "can", "we",
}
# Where an over-long title is best cut: before a prepositional phrase.
BREAK_WORDS = {"of", "and", "to", "for", "from", "in", "on", "under", "across", "over", "with", "via", "using", "through", "at"}
# A first sentence is condensed to its subject: "Kalman filtering provides ..." -> "Kalman filtering".
MAIN_VERB = re.compile(
    r"\s(?:is|are|was|were|can|often|typically|traditionally|usually|commonly|generally|mostly|largely"
    r"|increasingly|recently|remains?|provides?|allows?|has|have|poses?|requires?"
    r"|plays?|offers?|enables?|needs?|seeks?|lacks?|suffers?|relies?|rely|depends?|struggles?|faces?|aims?)\s",
)
# Words that continue a noun phrase after a plural noun ("equations for ...").
CONTINUES_PHRASE = {"of", "for", "in", "on", "with", "and", "or", "to", "from", "under", "over", "across", "by", "as", "at", "via"}
LATIN_SENTENCE_END = r"(?<=[.!?])\s+(?=[A-Z\d(])"
SENTENCE_SPLIT = re.compile(rf"{LATIN_SENTENCE_END}|(?<=[。！？])\s*")
LATIN_SENTENCE_SPLIT = re.compile(LATIN_SENTENCE_END)  # the same for a text without 。！？, and 3x faster


def title_case(text: str) -> str:
    """Title Case by the `titlecase` library, except for words from formulas
    (θ_n, H^*) and non-Latin scripts, which keep their case. Only the start of a
    long text is cased: no title is longer than MAX_CHARS."""
    return library_titlecase(text[: 3 * MAX_CHARS], callback=keep_case_of_formulas)


def keep_case_of_formulas(word: str, **_: object) -> str | None:
    if not word[:1].isascii() or any(mark in word for mark in "_^\\"):
        return word
    return None  # let the library decide


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
    on ("Nemesis" in "Normalizing the soft-prompt vectors of ... models")?"""
    letters = iter(re.sub(r"[^a-z]", "", expansion.lower()))
    return len(expansion.split()) >= 2 and name[0].lower() == next(letters, "") and all(
        letter in letters for letter in name[1:].lower())


def is_coined(token: str) -> bool:
    """A capitalised word where the paper gives a name ("Nemesis", "Lantern"): in
    parentheses after what it stands for, or after "named", "called", ..."""
    return token.isalpha() and len(token) >= 3 and token[0].isupper() and token[1:].islower()


def content_words(title: str) -> int:
    return sum(1 for word in title.split() if word.lower() not in DANGLING)


@lru_cache(maxsize=64)  # a title and a description split the same text, several times
def sentences(text: str) -> tuple[str, ...]:
    split = SENTENCE_SPLIT if any(mark in text for mark in "。！？") else LATIN_SENTENCE_SPLIT
    return tuple(s.strip() for s in split.split(text) if s.strip())


@lru_cache(maxsize=64)  # a title and a description look for the same contributions
def after_verb(pattern: re.Pattern[str], text: str) -> tuple[tuple[str, str], ...]:
    """(sentence, the rest of the sentence after the match) for every match of the
    verb `pattern` in each sentence of `text`, in order.

    The verb patterns look at no context beyond word boundaries, and sentences are
    cut at spaces (or after 。！？), so a match in a sentence is a match in the whole
    text too: one search of the whole text skips the sentences of most abstracts."""
    if not pattern.search(text):
        return ()
    return tuple((sentence, sentence[match.end():]) for sentence in sentences(text)
                 for match in pattern.finditer(sentence))


def noun_phrase(text: str) -> str:
    """The phrase at the start of `text`, up to where a clause or method begins."""
    text = PARENTHETICAL.sub("", text)
    match = PHRASE_END.search(text)
    phrase = text[: match.start()] if match else text
    return FILLER.sub(without_filler, phrase).strip(" ,")


def without_filler(match: re.Match[str]) -> str:
    """The article of a filler match ("a novel"), agreeing with the word after it."""
    article = match["article"]
    if not article:
        return ""
    word = match["next"]
    if len(word) == 1 or word[1] == "-" or word[:2].isupper():  # read letter by letter
        vowel = word[0].lower() in LETTERS_SAID_WITH_A_VOWEL
    else:
        low = word.lower()
        vowel = low[:1] in set("aeiou") and not low.startswith(("uni", "use", "usu", "uti", "eu", "one"))
    chosen = "an" if vowel else "a"
    return (chosen.capitalize() if article[0].isupper() else chosen) + " "


def noun_phrase_or_clause(text: str) -> str:
    """A claim clause up to its first clause break (no cut at 'that'/'which' inside it)."""
    text = PARENTHETICAL.sub("", text)
    match = re.search(r"\s*(?:[;:.!?—]|,\s)", text)
    return (text[: match.start()] if match else text).strip()


def shorten(text: str, limit: int) -> str:
    """Cut to at most `limit` chars, before a prepositional phrase where one fits,
    else at a word boundary; never leave a dangling small word at the end."""
    words = text.split()
    if len(text) > limit:
        head = text[: limit + 1]
        words = head.split() if head[-1].isspace() else head.split()[:-1]  # drop a cut word
        if not words:  # one unbroken run, as in Chinese or Japanese: cut by characters
            return text[:limit]
        breaks = [i for i, word in enumerate(words) if word.lower() in BREAK_WORDS and i >= 3]
        if breaks:
            words = words[: breaks[-1]]
    while words and words[-1].lower().strip(",") in DANGLING:
        words.pop()
    return " ".join(words).rstrip(",;:")


def fit(title: str) -> str:
    """Enforce the length limit without cutting a word or leaving a dangling word."""
    if len(title) <= MAX_CHARS:
        return shorten(title, MAX_CHARS)
    name, colon, subtitle = title.partition(": ")
    if colon and len(name) < MAX_CHARS // 2:
        return f"{name}: {shorten(subtitle, MAX_CHARS - len(name) - 2)}"
    return shorten(title, MAX_CHARS)


@lru_cache(maxsize=64)  # asked for by each bare description of the text
def topic(text: str) -> str:
    """The subject of the first sentence: what the abstract is about."""
    first = LEADING_CONTEXT.sub("", sentences(text)[0])
    if re.match(r"(?:we|our|this|in this)\b", first, re.IGNORECASE):
        return ""
    return plural_subject(noun_phrase(MAIN_VERB.split(first, maxsplit=1)[0]))


def plural_subject(phrase: str) -> str:
    """Cut where a plural noun is followed by a plain verb: "graph transformers| scale poorly"."""
    words = phrase.split()
    for i in range(1, len(words)):
        noun, verb = words[i - 1], words[i]
        if (
            len(noun) > 3 and noun.endswith("s") and not noun.endswith(("ss", "us", "is")) and "-" not in noun
            and verb.isalpha() and verb.islower() and verb not in CONTINUES_PHRASE
        ):
            return " ".join(words[:i])
    return phrase


def with_topic(description: str, text: str, most_words: int = 3) -> str:
    """Complete a bare description ("a post-hoc framework") with the topic, when it has
    at most `most_words` content words and the whole fits in a title."""
    if content_words(description) <= most_words and not COMPLEMENT.search(description):
        subject = topic(text)
        completed = f"{description} for {subject}"
        if 2 <= len(subject.split()) <= 6 and len(completed) <= MAX_CHARS:
            return completed
    return description


# An unnamed contribution is completed with the topic up to this many content words
# ("A Unified Fast Sampling Framework for Structure-Based Drug Design ..."); a named one,
# whose name says more, up to 3.
UNNAMED_MOST_WORDS = 5


# A candidate title, title-cased only when it is tried: casing is the slow part, and
# the first candidate is usually taken.
Title = Callable[[], str]


def cased_with_topic(description: str, text: str, most_words: int = 3) -> str:
    return title_case(with_topic(description, text, most_words))


def name_and_expansion(name: str, expansion: str) -> str:
    return f"{name}: {title_case(expansion)}"


def name_and_description(name: str, description: str, text: str) -> str:
    return f"{name if is_name(name) else title_case(name)}: {cased_with_topic(description, text)}"


def named_title(rest: str, text: str) -> tuple[Title, bool] | None:
    """(title, weak) for a named contribution at the start of `rest`, if any.

    Weak means the name labels a task or problem rather than a method, so a
    named method elsewhere in the abstract is preferred.
    """
    original, rest = rest, TERMED.sub("", rest)
    placeholder = re.match(r"^⟨[^⟩]*⟩,?\s+(?:a|an|the)\s", rest)
    if placeholder:  # an undefined macro names the contribution: describe it without the name
        description = noun_phrase(rest[placeholder.end() - 1 :].lstrip())
        return partial(cased_with_topic, f"{placeholder.group().split()[-1]} {description}", text), False
    for pattern in (NAMED_WITH_EXPANSION, EXPANSION_WITH_NAME):
        match = pattern.match(rest)
        if match and (is_name(match["name"]) or is_coined(match["name"])
                      and abbreviates(match["name"], match["expansion"])):
            following = noun_phrase(rest[match.end():].lstrip(" ,"))
            return partial(name_and_expansion, match["name"], match["expansion"].strip()), bool(
                WEAK_HEADS.search(following))
    match = TERM_WITH_DESCRIPTION.match(rest)
    if match:
        description = noun_phrase(match["description"])
        if content_words(description) >= 2:
            return partial(name_and_description, match["name"], description, text), bool(
                WEAK_HEADS.search(description))
    match = NAMED_LATE.search(original)
    if match and (is_name(match["name"]) or is_coined(match["name"])):
        description = noun_phrase(original[: match.start()])
        if description and content_words(description) >= 1:
            return partial(name_and_description, match["name"], description, text), bool(
                WEAK_HEADS.search(description))
    return None


def candidates(text: str) -> Iterable[tuple[str, int]]:
    """(title, minimum content words) in order of preference; each kind is looked
    for once the kinds before it gave no title."""
    named: list[Title] = []
    weak_named: list[Title] = []
    phrases: list[Title] = []
    for _, rest in after_verb(CONTRIBUTION, text):
        result = named_title(rest, text)
        if result:
            (weak_named if result[1] else named).append(result[0])
        elif phrase := noun_phrase(rest):
            phrases.append(partial(cased_with_topic, phrase, text, UNNAMED_MOST_WORDS))
    for title in named + weak_named + phrases:
        yield title(), 3
    for title in cjk_contributions(text):
        yield title, 1
    for _, rest in after_verb(STUDY, text):
        phrase = noun_phrase(OBJECT_LEAD.sub("", rest))
        if phrase and not VAGUE_OBJECT.match(phrase):
            yield title_case(phrase), 3
    for _, rest in after_verb(CLAIM, text):
        claim = noun_phrase_or_clause(rest)
        if claim and not ANAPHOR.match(claim):
            yield title_case(POINTING_BACK.sub("", claim)), 3
    yield title_case(topic(text)), 2
    yield title_case(sentences(text)[0].rstrip(".!?。！？")), 1


def cjk_contributions(text: str) -> Iterable[str]:
    """The contribution of a Chinese or Japanese abstract: what "我们提出了 ..." or
    "本研究では ... を提案する" introduces, up to the clause's end; a Latin name before a
    comma leads it ("FooNet：一种 ..."). Nothing for other abstracts."""
    if not CJK.search(text):
        return
    for sentence in sentences(text):
        match = CHINESE_CONTRIBUTION.search(sentence)
        if match:
            head, _, rest = sentence[match.end():].partition("，")
            name = re.fullmatch(rf"\s*({NAME})\s*", head)
            if name and (is_name(name[1]) or is_coined(name[1])) and rest:
                yield f"{name[1]}：{re.split(CJK_CLAUSE_END, rest)[0]}"
            else:
                yield re.split(CJK_CLAUSE_END, head)[0].strip()
        match = JAPANESE_CONTRIBUTION.search(sentence)
        if match:
            found = re.split(r"では|は", match["object"])[-1].strip()
            named = re.fullmatch(rf"({NAME})\s*(?:と呼ぶ|と呼ばれる|という|と名付けた)\s*(.+)", found)
            yield f"{named[1]}：{named[2]}" if named else found


def derive_title(text: str, formulas: Collection[str] = ()) -> str:
    """A title for an abstract given as plain text (no LaTeX markup); `formulas`: the
    plain text of the abstract's formulas, whose variables keep their case."""
    for candidate, minimum_words in candidates(text):
        title = fit(candidate)
        if content_words(title) >= minimum_words and "\\" not in title and "⟨" not in title:
            return keep_variables(title, formulas)
    return keep_variables(fit(title_case(text)), formulas)


def keep_variables(title: str, formulas: Collection[str]) -> str:
    """A one-letter variable of the abstract's formulas as written, where it joins a
    word by a hyphen: "$k$-clustering" gives "k-Clustering", "top-$k$" "Top-k"."""
    for variable in {formula for formula in formulas if len(formula) == 1 and formula.isascii()
                     and formula.isalpha()}:
        other = variable.swapcase()
        title = re.sub(rf"(?<![\w'’]){other}(?=-\w)|(?<=\w-){other}(?![\w'’])", variable, title)
    return title


def make_unique(titles: list[str], ids: list[str]) -> list[str]:
    """Disambiguate repeated titles with the paper id, deterministically."""
    seen: dict[str, int] = {}
    for title in titles:
        seen[title.casefold()] = seen.get(title.casefold(), 0) + 1
    unique = []
    for title, paper_id in zip(titles, ids):
        if seen[title.casefold()] > 1:
            title = f"{shorten(title, MAX_CHARS - len(paper_id) - 3)} ({paper_id})"
        unique.append(title)
    return unique


def derive_description(text: str) -> str:
    """One plain sentence for summaries and <meta>: the first sentence that states
    the contribution, else the first sentence; at most DESCRIPTION_CHARS long."""
    stated = after_verb(CONTRIBUTION, text)
    sentence = stated[0][0] if stated else (sentences(text) or (text,))[0]
    if len(sentence) <= DESCRIPTION_CHARS:
        return sentence
    return sentence[: DESCRIPTION_CHARS + 1].rsplit(" ", 1)[0].rstrip(",;:") + "…"
