"""What a bare contribution phrase does, for titles: "a training procedure that infers
soft group memberships" (a relative clause), "a system designed to address ...", "a
method based on X"; and what a kind that says nothing is for, and how ("a novel method for
detecting X by training Y": "detecting X by training Y"). generator/title_words.py makes the
phrases, generator/titles.py, generator/title_names.py and generator/title_candidates.py
complete them with this."""

from __future__ import annotations

import re

from generator.keyword_words import CONCEPT_HEADS, is_adjective
from generator.title_casing import title_case
from generator.title_cut_points import COUNT, DANGLING, JOINING_VERBS, splits_a_contrast, splits_a_coordination
from generator.title_cuts import MAX_CHARS, before_a_phrase, fit
from generator.title_word_classes import AUXILIARIES, DEGREE_ADVERBS, is_adverb, is_verb_s, looks_plural
from generator.title_words import (ASKING_INFINITIVE_END, as_gerund, base_form, content_words, gerund, noun_phrase,
                                   phrase_end, says_nothing, specific_words)


# What a bare contribution does, said right after it: "a training procedure that infers
# soft group memberships from ...", "an estimator that fundamentally reframes ...", "a
# system designed to address ...".
DOES = re.compile(r"^\s*,?\s*(?:(?:that|which)\s+(?:\w+ly\s+)?(?P<verb>(?:[a-z]+-)?(?:[a-z]+[^s\W]s|[a-z]+ies))"
                  r"|(?:that|which)\s+can\s+(?:\w+ly\s+)?(?P<able>[a-z]{3,})(?<!ed)(?<!ing)"  # "that can forecast X"
                  # "that is trained inside X" (not "that is unbiased", an adjective)
                  r"|(?:that|which)\s+(?:is|are)\s+(?:\w+ly\s+)?(?P<done>(?!un)[a-z]{3,}ed)"
                  r"|(?P<whose>whose\s+[a-z-]+\s+(?!is\b|are\b|was\b|were\b|has\b|have\b)[a-z]{3,})"  # "whose layers act on X"
                  r"|(?P<made>designed|built|developed|intended)\s+to\s+(?P<purpose>[a-z]+)"
                  # "a framework designed for 3D face reconstruction": a framework for it
                  r"|(?P<aimed>designed\s+(?:specifically\s+)?for)"
                  # "a platform in which agents complete tasks on the web": a clause of what happens in it
                  r"|(?P<within>(?:in|under|through)\s+which)"
                  r"|(?P<means>based\s+on|built\s+(?:up)?on|inspired\s+by|grounded\s+in"  # "a method based on X"
                  r"|using(?!\s+(?:which|whom)\b)|via|leveraging)"  # (TOOL)
                  # "a dataset containing two years of X", "an architecture capable of learning continuously"
                  r"|(?P<holds>containing|comprising|covering|spanning|capable\s+of))"
                  r"\s+(?P<object>.+)",
                  re.IGNORECASE | re.DOTALL)
# Where what a name does is said: its sentence ends, another of its verbs follows ("... and adds a"),
# or an aside ("..., specifying which notes ...").
ACTION_END = re.compile(r"[;:.]|\s(?:while|whereas)\s|,?\s+and\s+(?:\w+ly\s+)?[a-z]+s\s+(?:a|an|the|each|every|its|their"
                        r"|only|all|both)\b|,\s+[a-z]+ing\b")
# The same after a plural head, whose verb has no -s: "(lower bounds for methods) that access
# the two levels only through gradients". The other groups of DOES never take part.
PLURAL_DOES = re.compile(r"^\s*,?\s*(?:that|which)\s+(?:\w+ly\s+)?(?P<verb>[a-z]{3,})(?<!ed)(?<!ing)"
                         r"(?P<able>(?!))?(?P<done>(?!))?(?P<whose>(?!))?(?P<made>(?!))?(?P<purpose>(?!))?"
                         r"(?P<means>(?!))?(?P<aimed>(?!))?(?P<holds>(?!))?(?P<within>(?!))?"
                         r"\s+(?P<object>.+)",
                         re.IGNORECASE | re.DOTALL)
# Verbs that say no action ("designed to be ...", "that has ...") or claim a result
# ("that outperforms ..."): as "designed to ..." writes them, and as "that ..." does.
NOT_PURPOSES = {"do", "have", "be", "require", "remain",
                "achieve", "attain", "outperform", "surpass", "beat", "exceed", "match", "rival", "reach",
                "deliver", "yield", "scale", "work", "perform", "improve", "show", "demonstrate"}
NOT_ACTIONS = {"does", "has", "was"} | {verb + ("es" if verb.endswith(("ch", "ss")) else "s")
                                        for verb in NOT_PURPOSES - {"do", "have", "be"}}
# ... unless what they reach is a capability, not a measured result: "an optimizer that
# delivers Adam-like adaptive preconditioning", "an estimator that achieves optimal rates"
# (not "that achieves state-of-the-art accuracy", "that delivers 2x speedups").
CAPABILITY_VERBS = {"achieves", "attains", "delivers", "yields"}
# Where a clause of what a contribution does ends, which a phrase of generic words takes whole or not at all.
CLAUSE_END = re.compile(r"\s*[,;:.(]")
# Where what a contribution is based on ends: an aside, a purpose, or a formula ("the maximum mean
# discrepancy| MMD^2(P,Q) = ...", whose parenthesis phrase_end has taken out).
MEANS_END = re.compile(r",|\s+to\s+(?=[a-z])|\s+\S*[=^_\\]")
# What a contribution uses, said after it ("an approach to view synthesis using multiplane images"):
# only after a phrase of two content words or more ("an estimator via a coupling trick" says less
# than its topic does) that no preposition ends ("a combination of| using ..." is no means), and not
# what points back ("... using the same data structure").
TOOL = re.compile(r"using|via|leveraging", re.IGNORECASE)
POINTING_BACK = re.compile(r"(?:the\s+same|th(?:is|ese|at|ose)|such)\b", re.IGNORECASE)
MIN_BASIS = 4  # letters of a one-word basis ("self-attention", not "an I" of a formula)
RESULT = re.compile(r"\d|\b(?:accuracy|performance|results?|gains?|improvements?|speed-?ups?|state-of-the-art|sota"
                    r"|reductions?|quality|efficiency|competitive|comparable|better|superior|higher|lower|strong"
                    r"|significant|substantial|consistent|remarkable|impressive)\b", re.IGNORECASE)


def with_action(phrase: str, rest: str, based_on: bool = True) -> str:
    """A bare contribution phrase (at most 3 content words) taken from the start of
    `rest`, with what it does when `rest` says so in a relative clause ("a training
    procedure that infers soft group memberships"), up to an "and", if it all fits;
    or, `based_on`, with what it is based on ("a blind deblurring method based on a
    local maximum gradient prior"), if the phrase says more than "a method"."""
    if specific_words(phrase) > 3:
        return phrase
    # a phrase of more words, generic ones among them ("a class incremental learning method"), takes only a
    # whole clause: a cut one says too little for the length it adds ("... that treats the language model| as ...")
    whole_clause_only = content_words(phrase) > 3
    text, end = phrase_end(rest)
    # (no clause of the phrase after an infinitive: "fine-tuned to predict| which mutations ...")
    does = DOES.match(text[end.start():]) if end and not ASKING_INFINITIVE_END.search(text[:end.start()]) else None
    if end and not does and phrase.split() and looks_plural(phrase.split()[-1]):  # "methods| that access"
        does = PLURAL_DOES.match(text[end.start():])
    acts = (does["verb"] or does["able"] or "") if does else ""  # "that forecasts", "that can forecast"
    verb = acts.lower()
    capability = verb in CAPABILITY_VERBS and not RESULT.search(noun_phrase(does["object"]))
    if (not does or (verb in NOT_ACTIONS and not capability) or (does["purpose"] or "").lower() in NOT_PURPOSES
            or counts_only(noun_phrase(does["object"]))
            or verb in NOT_PURPOSES | AUXILIARIES or (does["means"] and (not based_on or says_nothing(phrase)))
            or TOOL.fullmatch(does["means"] or "") and (content_words(phrase) < 2 or POINTING_BACK.match(does["object"])
                                                      or phrase.split()[-1].lower() in DANGLING)):
        return phrase  # (what "a method" is based on says less than what it is for: the topic)
    if does["within"]:  # a clause, without the means that ends it ("... tasks on the web| by typing") or whole
        clause = CLAUSE_END.split(does["object"], maxsplit=1)[0].strip()
        return next((done for action in (CLAUSE_MEANS.split(clause, maxsplit=1)[0], clause)
                     if len(done := f"{phrase} {does['within']} {action}") <= MAX_CHARS and content_words(action) >= 2),
                    phrase)
    named = bool(acts) and " " not in phrase and phrase[:1].isupper()  # "Fathom, which learns X"
    # a name's action goes on to its next verb ("writes each edit at two sites chosen by causal tracing| and
    # adds ..."); a phrase's is a noun phrase ("a procedure that infers soft group memberships")
    action = ACTION_END.split(does["object"], maxsplit=1)[0] if named else noun_phrase(does["object"])
    if does["means"]:  # what it is based on, without a purpose or an aside after it ("an autoencoder| to learn ...")
        action = MEANS_END.split(action, maxsplit=1)[0]
    while action.split() and action.split()[-1].lower() in DEGREE_ADVERBS:  # "the two levels only| through ..."
        action = action.rsplit(" ", 1)[0] if " " in action else ""
    # "represents X, embeds Y with Z, and ...": the first of a list of actions
    words = action.split()
    action = " ".join(next((words[:k + 1] for k, word in enumerate(words[:-1])
                            if word.endswith(",") and is_verb_s(words[k + 1].lower())), words)).rstrip(",")
    # "A, B and C" is one list, "thin and deformable objects" one phrase, and so is "motion reconstruction
    # and generation" (one word after "and": the phrase's last word, unless it is in -s as the verb is: "reframes
    # X and scales"); "X and then Y" two actions, the first alone if it says enough ("co-designs algorithms| and
    # systems for X" does not: both sides of the "and", up to the next: "accommodates ties and missing data| and")
    words = action.split()
    at = next((k for k, word in enumerate(words) if word == "and"), 0)
    last_of_the_phrase = at == len(words) - 2 and not (verb.endswith("s") and words[-1].lower().endswith("s"))
    if (at and not last_of_the_phrase and "," not in " ".join(words[:at]) and not splits_a_coordination(words, at)
            and not splits_a_contrast(words, at) and verb not in JOINING_VERBS):  # ("combines X and Y": one object)
        first = with_object(phrase, does, " ".join(words[:at]), whole_clause_only, named)
        if first != phrase:
            return first
        action = " ".join(words[:next((k for k in range(at + 1, len(words)) if words[k] == "and"), len(words))])
    return with_object(phrase, does, action, whole_clause_only, named)


def with_object(phrase: str, does: re.Match[str], action: str, whole_clause_only: bool, named: bool) -> str:
    """with_action's title of `phrase`, which `does` what `action` says, or `phrase` if that says too little."""
    acts = does["verb"] or does["able"] or ""
    if named and (doing := gerund(does["able"] or base_form(does["verb"]))):
        lead = f"{phrase}: {doing}"  # a name: "Fathom, which learns X" is "Fathom: Learning X"
    elif ((doing := kind_doing(phrase, does, action)) and specific_words(f"{doing} {action}") >= DOING_ALONE_SPECIFIC
          and len(f"{doing} {action}") <= MAX_CHARS):
        lead = doing  # a kind that says nothing, as "(a method) to generate X" is: "Generating X"
    elif does["done"] or does["whose"] or does["means"] or does["holds"]:
        # "a planner that is trained inside X": "... trained inside X"; "a method based on X"
        lead = f"{phrase} {does['done'] or does['whose'] or does['means'] or does['holds']}"
    elif does["aimed"]:  # (without the adverb of "specifically designed for")
        lead = f"{phrase.rsplit(' ', 1)[0] if is_adverb(phrase.split()[-1]) else phrase} for"
    else:
        lead = (f"{phrase} that {'can ' if does['able'] else ''}{acts}" if acts
                else f"{phrase} {does['made']} to {does['purpose']}")
    # "that turns ordinary egocentric videos ...", "that forces every sentence| to ...": the "to" goes with it
    action = before_a_phrase(action, MAX_CHARS - len(lead) - 1, acts)
    if whole_clause_only and action != CLAUSE_END.split(does["object"], maxsplit=1)[0].strip():
        return phrase
    # (what it is based on may be one word: "a graph pooling method based on self-attention"; not for "an
    # extension", which the topic completes better)
    # (a tool of one word may be a list's first: "using exact|, perceptual-hash and embedding-based deduplication")
    enough = content_words(action) >= 2 or (does["means"] and not TOOL.fullmatch(does["means"])
                                            and content_words(phrase) >= 2
                                            and len((action.split() or [""])[-1]) >= MIN_BASIS)
    return f"{lead} {action}" if enough else phrase


def kind_doing(phrase: str, does: re.Match[str], action: str) -> str:
    """What a kind that says nothing ("a method", "a novel framework") does, as a gerund, when
    `does` (DOES or PLURAL_DOES after it) says so with a verb ("that generates", "which can
    learn"), as what_it_does reads "a method to generate X"; else nothing."""
    verb = (does["verb"] or does["able"] or "").lower()
    if not verb or specific_words(phrase) or verb in MAKEUP_VERBS or not action.split():
        return ""
    return gerund(verb if does["able"] else base_form(verb))


# What a contribution does to things it only counts: "(a framework that consists of) two components",
# "(that differs in) two important aspects from previous work".
COUNTED = re.compile(rf"^(?:(?:of|in|into|on|with)\s+)?(?:{COUNT.pattern}|multiple|various)\s+"
                     r"(?:[\w-]+\s+)?[\w-]+s\b", re.IGNORECASE)


def counts_only(action: str) -> bool:
    """Does `action` only count what it acts on ("of two components", "in two important aspects
    from previous work"), not say what ("two models for image segmentation" says which)?"""
    return bool(counted := COUNTED.match(action)) and (not action[counted.end():].strip()
                                                      or says_nothing(action[counted.end():]))


# A kind that says nothing and what it is for: "(a novel method) for detecting adversarial examples",
# "(a framework) to adapt ...", "(an approach) to reconstructing ...".
FOR_DOING = re.compile(r"^(?P<kind>[^()]+?)\s+(?:for|to)\s+"  # (and its adverb: "for explicitly controlling")
                       r"(?=(?:\w+ly\s+)?(?!(?:str|th|spr|k|w|sw|br|dur)ing\b)[a-z]{3,}ing\b)"
                       r"|^(?P<bare>[^()]+?)\s+(?=to\s+[a-z])", re.IGNORECASE)
# What a kind may be "to" that is no verb: a hyphenated word or an adjective ("an approach to cross-domain
# segmentation", "to verifiable reinforcement learning", "to large scale augmented reality"), or, after
# the kinds that may be "to" a noun (NOUN_TAKING), the first word of a compound noun ("to domain
# adaptation", "to view synthesis").
HYPHENATED = re.compile(r"to\s+\S*-", re.IGNORECASE)
NOUN_TAKING = re.compile(r"\b(?:approach|solution|answer|alternative|contribution|extension|introduction)s?$",
                         re.IGNORECASE)
# ... or a noun that a phrase follows, where a verb would take an object ("an approach to dropout| for better
# generalization", not "to learn representations").
NOUN_BEFORE_PHRASE = re.compile(r"to\s+[a-z]+\s+(?:for|of|in|on|with|under|via|through|from|beyond|across)\s",
                                re.IGNORECASE)
COMPOUND_NOUN = re.compile(r"to\s+\w+\s+\w+(?:tion|sion|sis|ment|ance|ence|ity|ing)s?\b", re.IGNORECASE)
# A second contribution joined to the first: "a method to tackle X| and a dataset ..." (not "between X
# and a Y").
SECOND_MADE = re.compile(r"^(?!.*\bbetween\s).*\band\s+an?\s", re.IGNORECASE | re.DOTALL)
# ... then how: "... by training a binary classifier ..."
MEANS_AFTER = re.compile(r",?\s+(?:by|via|using|through)\s+(?=[a-z])", re.IGNORECASE)
# ... and after a clause, where no participle takes it as its agent ("the hidden states are represented| by tensors")
CLAUSE_MEANS = re.compile(r"(?<![a-z]ed)(?<![a-z]en),?\s+(?:by|via|using|through)\s+(?=[a-z])", re.IGNORECASE)
COMPLETING = re.compile(r"\s*(?:of|as|between|into|onto)\b", re.IGNORECASE)  # what a cut may not leave out
# What points back in a means: POINTING_BACK's words, and pronouns ("by parametrizing it with ...").
MEANS_POINTING_BACK = re.compile(rf"\b(?:(?:it|its|them|their|they)\b|{POINTING_BACK.pattern})", re.IGNORECASE)
#: What a kind that says nothing is for titles it alone if it says this much ("Learning Cross-Lingual
#: Sentence Representations"; not "Training Neural Networks", which reads like a tutorial).
DOING_ALONE_SPECIFIC = 4


def what_it_does(phrase: str, kind_says: int = 0) -> tuple[str, str]:
    """What a contribution phrase of a kind that says nothing ("a novel method for detecting X",
    "a framework to adapt X"), or at most `kind_says` specific words, is for, as a gerund phrase
    ("detecting X", "adapting X"), and that part of the phrase as written; else nothing."""
    kind = FOR_DOING.match(phrase)
    if not kind or specific_words(kind["kind"] or kind["bare"]) > kind_says:
        return "", ""
    written = phrase[kind.end():]
    doing = written
    if kind["bare"]:  # "to adapt X" (not "to two questions", "to the problem")
        verb = written.split()[1]
        is_verb = not (verb.lower() in DANGLING or COUNT.fullmatch(verb) or HYPHENATED.match(written)
                       or is_adjective(verb.lower()) or verb.lower().endswith("ation")  # ("to identification")
                       or NOUN_TAKING.search(kind["bare"]) and (COMPOUND_NOUN.match(written)
                                                                 or NOUN_BEFORE_PHRASE.match(written)))
        verb_ing, acted_on = as_gerund(written) if is_verb else ("", "")
        doing = f"{verb_ing} {acted_on}" if verb_ing else ""
    # ("a framework for capturing such correlations through ...": which, the title cannot say)
    return (("", "") if not doing.split() or POINTING_BACK.search(doing) or SECOND_MADE.search(doing)
            else (doing.strip(), written))


def doing_by_means(phrase: str, rest: str) -> str:
    """What a contribution of a kind that says nothing ("a novel method") is for (`what_it_does`), with
    the means `rest` says right after it (`with_means`: "detecting adversarial examples by training a
    binary classifier"); else, if it says enough, alone (DOING_ALONE_SPECIFIC); else nothing."""
    doing, written = what_it_does(phrase)
    return with_means(doing, written, rest) or (doing if specific_words(doing) >= DOING_ALONE_SPECIFIC else "")


def with_means(doing: str, written: str, rest: str) -> str:
    """`doing` (what `written`, a part of `rest`, says is done) with the means `rest` says right after
    `written` ("... by training a binary classifier"), if that fits a title up to a phrase's end; else
    nothing."""
    at = rest.find(written) if doing and written else -1
    if not (means := MEANS_AFTER.match(rest, at + len(written)) if at >= 0 else None):
        return ""
    lead = f"{doing} {means[0].strip(' ,')}"
    whole = noun_phrase(rest[means.end():])
    how = before_a_phrase(whole, MAX_CHARS - len(lead) - 1)
    # (not cut before what completes it: "by pointing to the set| of ...", "by representing each event| as
    # ..."; nor a means that points back: "by parametrizing it with ...")
    completes = COMPLETING.match(whole, len(how)) if how != whole else None
    return (f"{lead} {how}" if content_words(how) >= 2 and not completes and not MEANS_POINTING_BACK.search(how)
            else "")


# What a kind is made of, which says no more than the kind: "(a method) that involves ...", "that consists of".
MAKEUP_VERBS = {"involves", "consists", "comprises", "contains", "includes", "relies"}
# A title, or a name's description, that starts with a kind and what it does: "(Competitive Collaboration:)
# A Framework That Facilitates ..." (what_it_does reads "(MAPO: A Simple Way) to Leverage ...").
ARTICLE_FIRST = re.compile(r"(?:An?|The)\s")
KIND_THAT_DOES = re.compile(r"^(?:(?P<name>[^:]+): )?(?P<kind>(?:An?|The)\s[^():]+?)\s+(?:that|which)\s+"
                            r"(?:(?P<can>can)\s+)?(?P<adverb>\w+ly\s+)?(?P<verb>[a-z-]{3,})\s+(?P<acted_on>.+)$",
                            re.IGNORECASE | re.DOTALL)


def doing_in_place_of_kind(title: str) -> str:
    """A title whose kind says nothing said as what it does: "An Algorithm That Learns Sparse Codes" is
    "Learning Sparse Codes", as real titles say it (1 of 8,739 starts "An Algorithm", 123 derived ones
    did); and a named title too long to keep whole ("Competitive Collaboration: A Framework That
    Facilitates the Coordinated Training of Multiple Specialized Neural Networks": "...: Facilitating the
    Coordinated Training of ..."), where the words the kind frees keep what it does from being cut, also
    for a kind of one specific word. Else `title`."""
    name, colon, described = title.partition(": ")
    if colon and len(title) <= MAX_CHARS:
        return title
    # "A Simple Way to Leverage X": "leveraging X"; a kind of one specific word too, which is all the title loses
    # ("Nonparametric Neural Networks: A Non-Probabilistic Framework for Conducting Optimization| Over All ...")
    doing = what_it_does(described, kind_says=1)[0] if colon else unnamed_doing(title)
    if not doing and (does := KIND_THAT_DOES.match(title)) and says_nothing_but_its_kind(does["kind"]):
        verb = does["verb"].lower()
        # (two verbs: "A Framework That Unifies and Extends X" is "Unifying and Extending X")
        second = re.match(r"(?P<joint>and|or)\s+(?P<verb>[a-z-]{3,})\s+(?P<rest>.+)$", does["acted_on"],
                          re.DOTALL | re.IGNORECASE)
        if (does["can"] or is_verb_s(verb)) and verb not in NOT_ACTIONS | AUXILIARIES | MAKEUP_VERBS:
            verb_ing = gerund(verb if does["can"] else base_form(verb))
            also = second and gerund(second["verb"].lower() if does["can"] else base_form(second["verb"].lower()))
            acted_on = f"{second['joint'].lower()} {also} {second['rest']}" if also else does["acted_on"]
            doing = f"{does['adverb'] or ''}{verb_ing} {acted_on}" if verb_ing and (also or not second) else ""
    # cased as the title: "jointly estimating and rendering the X ...": "Jointly Estimating and Rendering the X ..."
    words = doing.split(" ")
    at = next((k for k, word in enumerate(words) if not re.fullmatch(r"\S+(?:ly|ing)|and|or", word)), len(words))
    cased = [word if word in ("and", "or") else title_case(word) for word in words[:at]]
    return " ".join([f"{name}:"] * bool(colon) + cased + words[at:]) if doing else title


def unnamed_doing(title: str) -> str:
    """What an unnamed title whose kind says nothing is for (`what_it_does`): "A Method for Generating
    Saliency Maps", "A Framework to Learn Multigrid Solvers"; not where "to" may take a noun ("An
    Approach to Inference ...", "A Solution to Problems ...")."""
    kind = FOR_DOING.match(title)
    if not (kind and ARTICLE_FIRST.match(title) and says_nothing_but_its_kind(kind["kind"] or kind["bare"])):
        return ""
    if kind["bare"] and (NOUN_TAKING.search(kind["bare"]) or title[kind.end():].split()[1].lower().endswith("s")):
        return ""
    return what_it_does(title, kind_says=1)[0]  # (the kind said nothing but what kind it is)


def says_nothing_but_its_kind(kind: str) -> bool:
    """Does `kind` ("A Simple Algorithm", "A Novel Framework") name only a kind of thing that a paper makes
    (keywords.yml's concept_heads), in words that say nothing else?"""
    *before, head = kind.split()
    return not specific_words(" ".join(before)) and (not specific_words(head) or head.lower() in CONCEPT_HEADS)


# A doing that uses something to do what the paper is about: "Leveraging X to Infer Y", "Using X to Contextualize Y".
USING_TO = re.compile(r"^(?P<name>[^:]+:\s+)?(?:Using|Leveraging|Exploiting|Employing|Utilizing|Harnessing|Applying)"
                      r"\s+(?P<means>.+?)\s+[Tt]o\s+(?P<adverb>[A-Za-z]+ly\s+)?(?P<verb>[A-Za-z]+)\s+(?P<rest>.+)$")


def purpose_first(title: str) -> str:
    """A title too long to keep whole that uses something to do what the paper is about, said purpose first, so
    that a cut takes from the means, not the purpose: "Leveraging the Abstraction Power of Intermediate Visual
    Representations| to Quickly Infer Perceptual Reward Functions ..." -> "Quickly Inferring Perceptual Reward
    Functions ... Using the Abstraction Power of ...". Else `title`."""
    if (len(title) <= MAX_CHARS or not (using := USING_TO.match(title)) or using["rest"].startswith(("and ", "or "))
            or not (doing := gerund(using["verb"].lower()))):
        return title  # (not "to Certify and Efficiently Improve X": the second verb would stay as it is)
    doing = f"{(using['adverb'] or '').capitalize()}{doing.capitalize()}"
    turned = fit(f"{using['name'] or ''}{doing} {using['rest']} Using {using['means']}")
    # (only where the cut leaves what it uses saying something: it is often what the paper made)
    return turned if content_words(turned.partition(" Using ")[2]) >= 2 else title
