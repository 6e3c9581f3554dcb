"""Derive a paper title from its abstract (the seed lists carry no titles).

title_candidates.py makes the candidate titles in order of preference (its docstring
lists them); derive_title shapes each (what no title says goes, title_shaping.py; so does a
framing head) and takes the first that makes a title. The words of a title (noun phrases,
names) are title_words.py's, their case title_casing.py's, and where an over-long one is
cut title_cuts.py's.

Titles are title-cased with the `titlecase` library, at most MAX_CHARS long,
never cut mid-word and never end on a dangling "of", "for", "and", ...
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Collection, Sequence

from generator.broken_words import mended
from generator.joined_words import joined_by_a_preposition
from generator.keyword_words import tag_key
from generator.model import KEYWORDS_MAX
from generator.title_actions import doing_in_place_of_kind, purpose_first
from generator.title_candidates import DEMONSTRATIVE, UNSTATED, candidates
from generator.title_casing import keep_variables, title_case, with_scripts_raised
from generator.title_common_names import folded_name, own_name, spells_out, without_the_list
from generator.title_cjk import CJK
from generator.title_cuts import MAX_CHARS, fit, unpaired_bracket
from generator.title_finish import (name_first, with_acronyms_spelled_out, with_adverb_first, with_articles_agreeing,
                                   with_quotes_paired, without_a_vague_count, without_quoted_lead)
from generator.title_names import MADE
from generator.title_shaping import LABEL, POINTING_BACK, without_what_no_title_says
from generator.title_topic import ARTICLE
from generator.title_verbs import CONTRIBUTION, after_verb
from generator.title_words import (ABOVE, BARE_SETTING_END, NAME_GIVING, as_gerund, content_words,
                                   is_name, says_nothing, sentences, specific_words)

MAX_FORMULA_CHARS = 8  # a title may hold "O(n log n)", not a whole bound
RELATION = re.compile(r"[=≈≠∈]")
DESCRIPTION_CHARS = 240
# A title that starts with a pronoun, or "another"/"other", points back to what it does not say ("Another Special
# Case for ΨPO", "Other ℓₚ Norms"; not "Other-Play").
PRONOUN_FIRST = re.compile(r"(?:it|they|them)\b|(?:an)?other\s|one\s+such\s", re.IGNORECASE)  # ("One Such Principle")
ONE_WORD_AFTER_A_COMMA = re.compile(r",\s+[\w-]+$")
PLAIN_LABEL = re.compile(r"(?<=[a-z,] )[B-HJ-Z](?![\w'’-])")  # a capital alone after a word in lower case ("DEEP R")
# "Both" whose "and" a cut left out: the word goes ("A Model That Learns Both Latent Features| and how they
# cluster"); before a plural alone it points back like "these" ("A Combination of Both Approaches").
UNPAIRED_BOTH = re.compile(r"\bboth\s+(?!.*\b(?:and|or)\b)", re.IGNORECASE)
# (first, before "that", at the end, or before a plural that ends the title or its phrase: "Both Algorithms Avoid X",
# "Errors Appear in Both That ...", "... to Tackle Both Tasks")
BOTH_POINTING_BACK = re.compile(r"^both\b|\bboth\s*(?:$|(?:that|which)\b|[\w-]+s\b(?!\s+(?!(?:in|for|of|with|to|on|at|by"
                                r"|from)\b)\w))", re.IGNORECASE)
PREPOSITION_END = re.compile(r"\s(?:of|in|for|from|on|with|across|over|under|into|at|by)\s+$", re.IGNORECASE)
RELATIVE_CLAUSE = re.compile(r"\s+(?:That|Which|Whose|Where|In Which)\s.*$")  # of a title-cased candidate
# Results or experiments reported ("Results on Image Super-Resolution With ...", "Extensive Experiments on
# Synthetic Data as Well as ...", "Promising Results Can Be Achieved ..."): no title of any paper.
RESULTS_FIRST = re.compile(r"^(?:(?:Extensive|Experimental|Empirical|Preliminary|Numerical|Promising|Encouraging"
                           r"|Competitive|Some|New)\s+)*(?:Results|Experiments|Evaluations)\b", re.IGNORECASE)
# What frames a title's topic and names nothing of it: "The Problem of Market Clearing", "The Concept of X",
# "DAL: Task of Domain-Agnostic Learning".
FRAMING = re.compile(r"^(?:(?:The|An?)\s+(?:New\s+|Novel\s+)?|(?P<name>[^:]{1,40}:\s+)(?:The\s+)?)"
                     r"(?:Problem|Task|Concept|Notion|Idea|Question|Issue|Challenge|Use)s?\s+of\s+(?=\S)"
                     # ... or counts it vaguely: "A Wide Variety of Morphological Segmentation Methods" (not "The
                     # Number of X Follows ...", a claim about the number)
                     r"|^An?\s+(?:(?:Wide|Broad|Large|Diverse|Rich)\s+)?(?:Variety|Range|Number|Host|Plethora"
                     r"|Multitude|Myriad|Wealth|Spectrum|Array)\s+of\s+(?=\S)")
# A made thing that says nothing before what names it: "An Algorithm, Namely Collaborative Channel Pruning".
NAMELY = re.compile(rf"^(?P<head>(?:A|An|The)(?:\s+[\w-]+){{0,3}}?)\s+{MADE},\s+Namely,?\s+(?=[A-Z\d])", re.IGNORECASE)
# The authors' own voice ("Sample Complexity Guarantees for Our Method", "We Take a Different
# Approach ...") or a pronoun standing for what came before ("Latent Variables to Model It",
# "Its Lower-Bound as Our Surrogate Objective"): no title, unless it asks a question ("Can We
# Trust X?"). Read in the title-cased candidate, where "US" is a country.
AUTHORS_OR_ANAPHOR = re.compile(r"\b(?:We|Our|Ours|Us|It|Them)\b|^(?:Its|Their)\b")
# What a title cannot show, pointed at by the end of a candidate: a phrase, or what it is for or does,
# about "the above issues", "the aforementioned challenge", "this challenge" ("A Framework| to Alleviate the
# Above Issues", "A Baseline Model| That Consists of Above Six Modalities", "A Method| to Meet This Challenge").
POINTED_END = re.compile(r"(?:,?\s+(?:to|for|that|which)\s+(?:[\w-]+\s+){0,3}?"
                         r"|\s+(?:in|of|on|with|from|without|under|beyond|despite|against|by|via|using|through)\s+)"
                         rf"(?:(?:all\s+)?(?:the\s+)?(?:{ABOVE}|mentioned)"
                         r"|(?P<this>this|these|those|both(?=\s+[\w-]+s\b)(?!.*\b(?:and|or)\b)))\b[^,;:]*$",
                         re.IGNORECASE)
# ... where what is left says this much: "A Feature Disentanglement-Based Framework| for the Above Tasks",
# not "Two Relaxations| for These Problems" (specific words, after "the above" and after "this").
SPECIFIC_BEFORE_ABOVE, SPECIFIC_BEFORE_THIS = 2, 3


# Where a clause of a title-cased candidate saying what it is for starts: "to Help Them ...".
# (Not at "for It", "of Them": what a title without them would lose is its topic.)
PURPOSE_START = re.compile(r"\s(?:to|so that|in order to)\s(?!(?:It|Them|Us)\b)", re.IGNORECASE)


def before_anaphor(title: str) -> str:
    """A named candidate up to the purpose clause that holds a pronoun no title can show
    ("HintMiner: A Hint Mining Tool for Users| to Help Them Find Answers"), or as it is."""
    if not NAME_LEAD.match(title) or not (anaphor := AUTHORS_OR_ANAPHOR.search(title)):
        return title  # (unnamed, what is left was often vague: "The First Computationally Efficient Algorithm")
    clauses = list(PURPOSE_START.finditer(title, 0, anaphor.start()))
    return title[: clauses[-1].start()] if clauses else title


def without_framing(title: str) -> str:
    """A title-cased candidate without its FRAMING head, if any, what is left starting with a capital;
    or without a head that says nothing before "namely" ("An Algorithm, Namely Collaborative Channel
    Pruning for Deep Networks")."""
    if (namely := NAMELY.match(title)) and says_nothing(namely["head"]):
        return title[namely.end():]  # (a head of generic words and articles only: "An Effective Algorithm")
    if not (framing := FRAMING.match(title)):
        return title
    rest = title[framing.end():]
    return f"{framing['name'] or ''}{rest[:1].upper()}{rest[1:]}"


# An abstract wrapped in quotes, as a CSV file or a program's output gives it (list_checks.yml warns):
# the quotes are no part of its first or last sentence.
WRAPPED = re.compile(r'^\s*(?:"(?P<plain>[^"]*)"|“(?P<curly>[^“”]*)”)\s*$', re.DOTALL)


# An acronym glued to what it stands for: "Point Primitive Transformer(PPTr)", "distance field(SDF)".
# (the "(" first and the letters before it looked behind: a pattern that starts looking behind is
# tried at every character of the text, 40x slower)
GLUED_ACRONYM = re.compile(r"\((?<=[a-z]{3}\()(?=[\w-]*[A-Z][\w-]*\))(?=[\w-]{2})")  # (not "sqrt(B)")
# A name that a naming word quotes: "a method named “ProSparse” to ...", "called ''Co-teaching''".
QUOTING = (*NAME_GIVING, "coined")
QUOTED_NAME = re.compile(rf"(\b(?:{'|'.join(QUOTING)})\s+(?:as\s+)?)[“\"‘']{{1,2}}"
                         r"(?=[^\s”\"’']*[A-Z])([^\s”\"’',.;:]{2,40})([,.;:]?)[”\"’']{1,2}")


# Markdown's strong emphasis inside a word, which the abstract's text keeps: the letters a name is made
# of ("Synt**A**ctically DE-Biased", in lower case again inside a word), or a whole name ("***Foundation
# Model Programs***"); not "A*".
INNER_CAPITALS = re.compile(r"(?<=[A-Za-z])\*{2,3}([A-Z]+)\*{2,3}(?=[a-z])"  # "Synt**A**ctically"
                            r"|(?<=[a-z])\*{2,3}([A-Z]+)\*{2,3}(?![A-Za-z])")  # "Forgetfu**L**"
SPACE_BEFORE_COMMA = re.compile(r"\s+(?=[,;])")  # "We present CROSSGRAD , a method ...": as a list lost it
STRONG_MARKS = re.compile(r"\*{2,}(?=[\w*])|(?<=\w)\*{2,}")


def unwrapped(text: str) -> str:
    """`text` without quotes around the whole of it and none inside, without the quotes of a
    name that a naming word gives, without Markdown's strong emphasis, with a space before
    an acronym's parenthesis where the list lost it and none before a comma, and with the words
    it broke mended."""
    text = SPACE_BEFORE_COMMA.sub("", GLUED_ACRONYM.sub(" (", text))
    text = mended(text)
    if "**" in text:
        text = STRONG_MARKS.sub("", INNER_CAPITALS.sub(lambda marked: (marked[1] or marked[2]).lower(), text))
    if any(word in text for word in QUOTING):  # (looked for first: the pattern is slow to search)
        text = QUOTED_NAME.sub(r"\1\2\3", text)
    return (wrapped["plain"] if wrapped["plain"] is not None else wrapped["curly"]) if (
        wrapped := WRAPPED.match(text)) else text


# A title that is a bare infinitive ("To Train Object Detectors From Scratch"), not a question ("To What Extent ...").
INFINITIVE_FIRST = re.compile(r"^To\s+(?!(?:What|Which|Whom|Whose|How|Where|When|Why|Whether)\b)")


def as_doing(title: str) -> str:
    """A title that starts with an infinitive, said as what it does: "Training Object Detectors From Scratch";
    or with a name and what it is to do: "Seq2Path: Generating Sentiment Tuples as Paths of a Tree" (was
    "Seq2Path to Generate ...")."""
    title = INSTEAD.sub("To ", title)  # ("Sinkformer: Instead to Use Sinkhorn's Algorithm ...")
    if ((named := NAME_TO.match(title)) and is_name(named["name"])
            and (done := as_doing(infinitive := f"To {named['rest']}")) != infinitive):
        return f"{named['name']}: {done}"
    name, colon, described = title.partition(": ")
    if colon and INFINITIVE_FIRST.match(described):  # "Sinkformer: To Use X": "Sinkformer: Using X"
        return f"{name}: {as_doing(described)}"
    doing, acted_on = as_gerund(title) if INFINITIVE_FIRST.match(title) else ("", "")
    return " ".join(word if word in ("and", "or") else word[:1].upper() + word[1:]
                    for word in doing.split()) + f" {acted_on}" if doing else title


INSTEAD = re.compile(r"(?:^|(?<=: ))(?:Instead|Rather)\s+[Tt]o\s")  # what an infinitive is said in place of
NAME_TO = re.compile(r"^(?P<name>[^\s:]+)\s+[Tt]o\s+(?P<rest>.+)$", re.DOTALL)  # "Seq2Path| to Generate ..."


def keyword_title(keywords: Sequence[str], text: str = "") -> str:
    """The paper's first keyword and the next that shares no word with it, title-cased
    ("Graph Network Simulators and Contact Dynamics"), or as `text` joins them by a
    preposition ("block sparsity in RNNs", not "RNNs and Block Sparsity"), or the first
    alone if both do not fit; "" without keywords."""
    if not keywords:
        return ""
    first = keywords[0]
    words = set(first.casefold().split())
    second = next((keyword for keyword in keywords[1:] if not words & set(keyword.casefold().split())), "")
    joined = min((found for one, other in ((first, second), (second, first))
                  if second and (found := joined_by_a_preposition(one, other, text))), key=len, default="")
    both = title_case(joined or f"{first} and {second}") if second else ""
    return both if both and len(both) <= MAX_CHARS else fit(title_case(first))


#: A title of at most this many specific words that names nothing gives way to the keywords:
#: blind judges preferred the keywords to such titles of real lists 30 to 8 (2 equal), but the
#: titles of three specific words to the keywords 21 to 16 (3 equal).
VAGUE_MOST_SPECIFIC = 2
LATIN_LETTERS = re.compile(r"[A-Za-z]")


def vague(title: str) -> bool:
    """Does a title say little: no name (nor a "Name: ..." colon), not a question, at most
    VAGUE_MOST_SPECIFIC specific words ("A Framework for Neural Networks", "Two Related Models")?"""
    return (specific_words(title) <= VAGUE_MOST_SPECIFIC and ":" not in title and not title.endswith("?")
            and not any(is_name(word) for word in title.split()))


# The name that leads a title ("PRKV: ...").
NAME_LEAD = re.compile(r"^(?P<name>[^\s:]{1,40}):\s")
# ... or the name in capitalised words that leads it, and the acronym it gives ("Detection Transformer (DETR): ...").
TITLED_LEAD = re.compile(r"^(?!(?:A|An|The|Two|Three|Four|Five|Several|Many|New|Novel)\s)"  # (no "A New Model: ...")
                         r"(?P<name>[A-Z][\w-]*(?:\s[A-Z][\w-]*){1,5})(?:\s\((?P<acronym>[^()\s]{2,20})\))?:\s")


def with_own_name(keywords: Sequence[str], title: str, text: str, shared: Collection[str] = ()) -> tuple[str, ...]:
    """The paper's keywords led by the name its title leads with ("BitFit: ...", "Hindsight Experience
    Replay: ..."), the name of what it made, which readers search for, unless a keyword holds it or
    spells it out (`spells_out`). Where there are KEYWORDS_MAX, the last keyword that no other paper
    has makes room (not in `shared`: a shared one links the paper to others), else the last.
    Blind readers of 40 real papers whose keywords gained their name preferred them with it
    35 times, without it 3 (2 equal), those 3 where a keyword spelled it out; of 40 whose name
    is in capitalised words, 37 to 2 (1 equal)."""
    if lead := NAME_LEAD.match(title):
        name = lead["name"]
    elif lead := TITLED_LEAD.match(title):  # "Hindsight Experience Replay: ...", "Detection Transformer (DETR): ..."
        name = lead["acronym"] or lead["name"]
    else:
        return tuple(keywords)
    # (held also in another number or spelling: "TAFE-Nets" by the keyword "TAFE-Net")
    if any(f" {tag_key(name)} " in f" {tag_key(keyword)} " or spells_out(keyword, name, text) for keyword in keywords):
        return tuple(keywords)
    kept = list(keywords)
    if len(kept) >= KEYWORDS_MAX:
        kept.pop(max((n for n, keyword in enumerate(kept) if keyword not in shared), default=len(kept) - 1))
    return (name, *kept)


def derive_title(text: str, formulas: Collection[str] = (), keywords: Sequence[str] = (),
                 common: Collection[str] = (), by_many: Callable[[str], bool] = without_the_list) -> str:
    """A title for an abstract given as plain text (no LaTeX markup); `formulas`: the
    plain text of the abstract's formulas, whose variables keep their case; `keywords`:
    the paper's, best first, titling it (`keyword_title`) where no sentence states what the
    paper does or the title it gives says little (`vague`); `common`: the names that many
    abstracts of the list use (`common_names`), which lead no title unless the rest of it
    spells the name out in words that `by_many` (`written_by_many`) finds few abstracts write."""
    return with_keywords(*title_and_need(text, formulas, common, by_many), keywords, text)


def with_keywords(title: str, keywords_instead: bool, keywords: Sequence[str], text: str = "") -> str:
    """The title of `title_and_need`, or the keywords' title (with `text`, the abstract's) if they
    give one and are to title the paper."""
    return keywords_instead and keyword_title(keywords, text) or title


def title_and_need(text: str, formulas: Collection[str] = (), common: Collection[str] = (),
                   by_many: Callable[[str], bool] = without_the_list) -> tuple[str, bool]:
    """`derive_title` before the keywords are known (they need the whole list): the title it
    gives without keywords, and whether the paper's keywords title it instead (`with_keywords`),
    as they do where no sentence states what the paper does (`candidates` reached UNSTATED) or
    the title says little (`vague`)."""
    long_formulas = [formula for formula in formulas if len(formula) > MAX_FORMULA_CHARS]
    text = unwrapped(text)
    # (and a capital the text writes as a word twice or more, without dollars: "a polytope P ... when P is ...")
    labels = [formula for formula in formulas if LABEL.fullmatch(formula) and formula.lower() not in ("a", "i")] + [
        letter for letter, uses in Counter(PLAIN_LABEL.findall(text)).items() if uses >= 2]
    # keywords are read from Latin text: a Chinese or Japanese abstract's are its acronyms ("CT and Dice")
    by_keywords = not (CJK.search(text) and len(CJK.findall(text)) > len(LATIN_LETTERS.findall(text)))
    unstated = False
    for found in candidates(text):
        if found is UNSTATED:
            unstated = by_keywords
            continue
        candidate, minimum_words = found
        if (lead := NAME_LEAD.match(candidate)) and folded_name(lead["name"]) in common and not own_name(
                lead["name"], candidate[lead.end():], text, by_many):
            continue  # "CNNs: Training Convolutional Neural Networks": what it names is no paper's own
        if RESULTS_FIRST.match(candidate):  # "We also present results on X": a report, not what the paper made
            continue
        if POINTING_BACK.match(candidate) or PRONOUN_FIRST.match(candidate):  # "Such a Protocol for ...", "It for
            continue  # 4,100 Communications" ("... construct it for ..."): all of it points back
        candidate = without_what_no_title_says(candidate, long_formulas, labels)
        # a relative clause that holds what no title may goes ("A Neural Functional| Whose Factor F(s, α) Is ...")
        # ... and so does a framing head, where enough is left without it ("The Problem of Market Clearing")
        # (and what points at "the above issues", where what is left makes a title: "JointLK: A Model| That ...")
        pointed = POINTED_END.search(candidate)
        before = candidate[:pointed.start()] if pointed else candidate
        enough = SPECIFIC_BEFORE_THIS if pointed and pointed["this"] else SPECIFIC_BEFORE_ABOVE
        wholes = (before, candidate) if specific_words(before) >= enough else (candidate,)
        shapes = [shape for whole in wholes
                  for shape in (without_framing(whole), whole, RELATIVE_CLAUSE.sub("", whole), before_anaphor(whole))]
        for shape in dict.fromkeys(shapes):
            # (a kind that says nothing gives way to what it does; a cut may leave a bare setting: "... in a Setting")
            title = BARE_SETTING_END.sub("", fit(purpose_first(doing_in_place_of_kind(shape))))
            # (a cut that left one word of what its only comma went on to: "... to Cardinality Constraint, Often";
            # not the end of an aside: "Making X, Particularly Y, Tolerant")
            if title != shape and title.count(",") == 1:
                title = ONE_WORD_AFTER_A_COMMA.sub("", title)
            title = without_a_formula_cut_short(title, formulas)
            if ((both := UNPAIRED_BOTH.search(title)) and not UNPAIRED_BOTH.search(shape)
                    and PREPOSITION_END.search(title, 0, both.start())):
                # the cut split "of both X and Y": up to it ("... Alignment Properties| of Both Texts")
                title = fit(title[:both.start()])
            elif both:
                title = "" if BOTH_POINTING_BACK.search(title) else UNPAIRED_BOTH.sub("", title)
            # (a name of two words or more alone, where a cut left its subtitle a fragment: "Natural Instructions")
            named_alone = (shape.startswith(f"{title}: ") and content_words(title) >= 2
                           and not ARTICLE.match(title))  # (not "A Novel Regression Approach")
            if ((content_words(title) >= minimum_words or named_alone) and "\\" not in title and "⟨" not in title
                    and (minimum_words < 2 or unpaired_bracket(title) is None  # "... for [NeurIPS '21]) and ..."
                         and not DEMONSTRATIVE.search(title)
                         and (title.endswith("?") or not AUTHORS_OR_ANAPHOR.search(title))
                         and not says_nothing(title))
                    and not RELATION.search(title)  # "Estimating F(x) = E_ξ[F( X, ξ)]": no title holds an equation
                    and not any(formula.casefold() in title.casefold() for formula in long_formulas)):
                named = with_quotes_paired(without_quoted_lead(name_first(as_doing(title), text)))
                named = with_acronyms_spelled_out(named, text)
                named = with_adverb_first(with_articles_agreeing(without_a_vague_count(named)))
                return (with_scripts_raised(keep_variables(named, formulas, text)),
                        unstated or by_keywords and vague(title) and not named_alone)
    # the text itself when nothing else is left ("a, a, a, ...": every word dangles)
    return (with_scripts_raised(keep_variables(fit(title_case(text)), formulas, text))
            or " ".join(text.split())[:MAX_CHARS].strip(),
            unstated)


def without_a_formula_cut_short(title: str, formulas: Collection[str]) -> str:
    """`title` without a last word that is only the start of one of the abstract's `formulas`: a phrase
    cut at the comma of "U_(s,a) = {P : ...}" left "... Uncertainty Sets U_"."""
    words = title.split()
    last = words[-1].casefold() if len(words) > 1 else ""
    if last and any(formula.casefold().startswith(last) and formula.casefold() != last for formula in formulas):
        return fit(" ".join(words[:-1]))
    return title


def derive_description(text: str) -> str:
    """One plain sentence for summaries and <meta>: the first sentence that states
    the contribution, else the first sentence; at most DESCRIPTION_CHARS long."""
    text = unwrapped(text)
    stated = after_verb(CONTRIBUTION, text)
    sentence = stated[0][0] if stated else (sentences(text) or (text,))[0]
    if len(sentence) <= DESCRIPTION_CHARS:
        return sentence
    return sentence[: DESCRIPTION_CHARS + 1].rsplit(" ", 1)[0].rstrip(",;:") + "…"
