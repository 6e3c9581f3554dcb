"""Phrase candidates of every abstract, found in one pass over the tokens of the
whole corpus: each rule (where a phrase may start, continue and end) is one array
operation over all tokens (keyword_corpus.Corpus), and corpus statistics (casing, head
words, verb uses, names) are gathered on the way into `Stats`."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from itertools import chain
from typing import NamedTuple

import numpy as np

from generator.keyword_corpus import Corpus, shifted
from generator.keyword_text import NOMINAL_DETERMINERS, NOMINAL_USE, TOKEN, contribution_chunk
from generator.keyword_words import (AUXILIARIES, CONTRIBUTION_SUBJECTS, CONTRIBUTION_VERBS, DETERMINERS, GENERIC_TERMS,
                                     NAME_HEADS, NOUN_CONTEXT, NOUNS_LIKE_VERBS, OF_WRAPPERS, PARTICLES,
                                     SUBJECT_CONTEXT, VERB_CONTEXT, is_adjective, is_adverb,
                                     is_noun_form, token_info)

MAX_WORDS = 5  # words of a phrase, hyphen parts included
SHORT_ACRONYM = re.compile(r"[A-Z]{2,4}s?")  # "MAP", "PSDs"
COINED_NAME = re.compile(r"[A-Z][a-z]{2,}[A-Z][a-z]{2,}")  # "SplitBoost", "AquaLux"
OWN_NAME_USES = 3  # uses of a coined name in its abstract that make it the name of what the paper made
CONTRIBUTION_TRIGGERS = CONTRIBUTION_SUBJECTS | {"we"}


class Stats:
    """Corpus-wide token statistics gathered during tokenisation."""

    def __init__(self) -> None:
        self.case_votes: Counter = Counter()  # (lowercase, spelling) -> n
        self.run_votes: Counter = Counter()   # the same, inside Title-Case runs: counted where no other vote is
        self.uses: Counter = Counter()        # folded word -> content uses
        self.heads: Counter = Counter()       # folded word -> uses as phrase head
        self.verb_votes: Counter = Counter()  # folded word -> verb minus noun uses
        self.names: dict[str, Counter] = {}   # key -> spellings as a capitalised name
        self.stand_ins: Counter = Counter()   # key -> occurrences as an acronym


def long_form_entry(long_form: str, modifier: bool = False, acronym: str = ""):
    """``(key, surface, n_tokens, content parts, modifier)`` of an acronym's
    long form, or None when it is no usable phrase (stop words, too long).
    ``modifier``: defined inside a noun phrase ("Large Language Model (LLM)
    serving"), so only the acronym as a head stands for it. A generic first word
    needs the `acronym` to begin with its letter ("adversarially regularized
    autoencoder (ARAE)"; not "binary support vector machines (SVM)")."""
    toks = TOKEN.findall(long_form)
    if not toks:
        return None
    info = [token_info(t) for t in toks]
    # (a generic first or last word its acronym spells is part of the term: "adversarially regularized
    # autoencoder (ARAE)", "generalised policy improvement (GPI)")
    spelled_first = acronym[:1].lower() == info[0].low[:1]
    if (not (info[0].content or len(info) >= 3 and info[0].cls == "generic" and spelled_first)
            or not (info[-1].content or len(info) >= 3 and info[-1].cls == "generic")
            or any(x.cls == "stop" and x.low != "of" for x in info)
            or sum(x.n_words for x in info) > MAX_WORDS + 1):
        return None
    parts = tuple(p for x in info if x.cls != "generic" for p in x.parts)
    return (" ".join(x.key for x in info), " ".join(x.low for x in info), len(toks), parts,
            modifier)


class Candidates(NamedTuple):
    """The phrase candidates and content words of every document, as lists over the
    whole corpus in reading order: document ``d`` holds ``keys[bounds[d]:bounds[d + 1]]``
    (and the same of ``surfaces`` and ``sizes``) and ``words[word_bounds[d]:word_bounds[d + 1]]``."""

    keys: list[str]       # phrase candidates: folded key,
    surfaces: list[str]   # lowercase surface
    sizes: list[int]      # and tokens (of the long form, for an acronym)
    bounds: list[int]
    words: list[str]      # folded content words (for the word-level tf-idf)
    word_bounds: list[int]
    contribution: list[set[str]]  # per document, the keys of its candidates in its first "we introduce ..." sentence
    opening: list[set[str]]       # ... and in its first chunk that holds any (where an abstract names its topic)
    used: list[set[str]]          # per document, the long forms whose acronym occurs

    def document_words(self, d: int) -> list[str]:
        return self.words[self.word_bounds[d]:self.word_bounds[d + 1]]


def _observe(corpus: Corpus, stats: Stats) -> None:
    """Casing, head-word and verb-use observations: whether a content token
    is followed by another content token (modifier use, e.g. an adjective) or
    not (head use), and whether it appears in a verb slot ("it returns") or a
    noun slot ("the returns")."""
    c = corpus
    stop = c.has(lambda x: x.cls == "stop")
    title = c.has(lambda x: x.title)
    for x, n in c.counted(np.ones(c.ids.size, dtype=bool)):
        if x.lower:
            stats.case_votes[x.low, x.low] += n
        if x.cls != "stop":
            stats.uses[x.last] += n
    # A capitalised word only says "proper noun" (Markov) when it is neither
    # sentence-initial nor inside a Title-Case run ("Mutual Information");
    # all-caps/mixed case (KV, PageRank) always counts.
    run = ~stop & title
    proper = ~c.has(lambda x: x.lower) & ~(title & (c.sentence_first | c.before(run) | c.after(run)))
    for x, n in c.counted(proper):
        stats.case_votes[x.low, x.spelling] += n
    # ... but a word of a run that is never written otherwise is a name all the same ("a Monte
    # Carlo estimate", "Nigerian English"): _case_map counts these votes only for such words
    for x, n in c.counted(~c.has(lambda x: x.lower) & title & (c.before(run) | c.after(run))):
        stats.run_votes[x.low, x.spelling] += n
    # head use: nothing meaningful follows ("eviction method" counts)
    for x, n in c.counted(~stop & ~c.after(c.has(lambda x: x.content))):
        stats.heads[x.last] += n
    one_word = ~stop & c.has(lambda x: x.n_words == 1)
    verb_slot = one_word & (
        c.before(c.has(lambda x: x.low in SUBJECT_CONTEXT and x.low != "to"))  # "it returns"
        | (c.before(c.has(lambda x: x.low in AUXILIARIES)) & c.has(lambda x: x.low.endswith("ed")))  # "has remained"
        | (c.after(c.has(lambda x: x.low in NOUN_CONTEXT)) & c.has(lambda x: x.low.endswith("s"))
           & c.before(~stop)))  # "X returns the"
    noun_slot = one_word & ~verb_slot & c.before(c.has(lambda x: x.low in NOUN_CONTEXT))  # "the returns"
    for slot, vote in ((verb_slot, 1), (noun_slot, -1)):
        for x, n in c.counted(slot):
            stats.verb_votes[x.key] += vote * n


def _in_generic_terms(c: Corpus) -> tuple[np.ndarray, np.ndarray]:
    """Where a token is part of a term of keywords.yml's generic_terms: a hyphenated one
    ("open-world") or one of two neighbours ("question answering", "lower bounds"); and where
    it is the second of two ("set" of "open set domain adaptation"), where no phrase starts."""
    pairs = [term for term in GENERIC_TERMS if len(term) == 2]
    codes = {word: n for n, word in enumerate(sorted({word for pair in pairs for word in pair}), start=1)}
    code = c.value(lambda x: codes.get(x.key, 0))
    width = len(codes) + 1
    pair_codes = np.array([codes[first] * width + codes[second] for first, second in pairs], dtype=np.int64)
    starts = (code > 0) & c.after(code > 0) & np.isin(code * width + shifted(code, 1), pair_codes)
    seconds = c.before(starts)
    return c.has(lambda x: (x.key,) in GENERIC_TERMS) | starts | seconds, seconds


def analyse(texts: Sequence[str], acronym_maps: list[dict], stats: Stats, max_tokens: int = 4) -> Candidates:
    """Tokenise the (cleaned) documents and find their phrase candidates (see `Candidates`).

    ``acronym_maps`` maps, per document, a folded acronym to its long form (see
    `long_form_entry`): the acronym counts as an occurrence of its
    long form.  Casing, name, head-word and verb-use observations go into
    ``stats`` (see `_observe`).

    Each rule below is one array operation over every token of the corpus;
    ``c.before(x)`` / ``c.after(x)`` say "the previous / next token of the
    same chunk is x".
    """
    c = Corpus(texts)
    _observe(c, stats)
    stop = c.has(lambda x: x.cls == "stop")
    generic = c.has(lambda x: x.cls == "generic")
    terms, term_seconds = _in_generic_terms(c)  # "natural language processing", not "language processing"
    generic &= ~terms
    strong = c.has(lambda x: x.cls == "strong") | terms
    content = ~stop & ~generic
    plural = c.has(lambda x: x.plural)
    # verb use of a gerund: "by applying X", "Estimating X", "distributions
    # combining X", "accurately preserving X" - unless the abstract uses the
    # word as a noun ("the pruning is applied")
    gerund = c.has(lambda x: x.ing == 2) & ~terms & ~_repeated_after_a_noun(c, content)  # ("decision making")
    for d in _with_nominal_uses(c, gerund):
        nominal = {m.lower() for m in NOMINAL_USE.findall(c.texts[d])}
        lo, hi = c.chunk_starts[np.searchsorted(c.chunk_doc, [d, d + 1])]
        for p in (lo + np.flatnonzero(gerund[lo:hi])).tolist():
            gerund[p] = c.infos[c.ids[p]].low not in nominal
    # third-person verbs: "the robust objective calibrates posteriors", "quality saturates at" (a small
    # word after it, but "of", and no noun of keywords.yml's nouns_like_verbs)
    verb, noun = c.value(lambda x: x.verb), c.has(lambda x: x.low in NOUNS_LIKE_VERBS)
    verb_s = (verb == 2) | ((verb == 1) & c.before(~stop & ~plural)
                            & (c.after(~stop) | ~noun & ~c.after(c.has(lambda x: x.low == "of"))))
    # a word in -s after the name of what the paper made (a coined name its abstract uses three
    # times) is its verb: "SplitBoost wins", "AquaLux outputs"; not after an acronym ("SVG files")
    # or a name the abstract mentions ("MiniGrid mazes")
    verb_s |= c.before(_own_names(c)) & c.has(lambda x: x.lower and x.plural)
    # after "to", or "to" and an adverb ("to trustworthily estimate treatment effects"; "close to doubly stochastic
    # matrices": an adjective)
    to = c.has(lambda x: x.low == "to")
    after_to = c.before(to) | (c.before(c.before(to) & c.has(lambda x: is_adverb(x.low)))
                               & ~c.has(lambda x: is_adjective(x.low)))
    start = (content & ~verb_s & ~term_seconds
             & ~c.glued_left  # "val" of "train/val triplets"
             & ~(gerund & (c.first | c.before(c.has(lambda x: x.low in VERB_CONTEXT)) | c.before(~stop)))
             # "we benchmark X", "to analyze telemetry"
             & ~(c.before(c.has(lambda x: x.low in SUBJECT_CONTEXT and x.low != "to")))
             & ~(after_to & c.has(lambda x: x.spelling.islower() and not x.plural and not is_noun_form(x.low)))
             & ~c.before(content & plural)  # after a plural noun comes a verb: "models generate X"
             & ~(c.has(lambda x: x.low in NAME_HEADS) & c.after(c.has(lambda x: x.acronym)))  # "system| FormFormer"
             & ~(c.has(lambda x: x.low in OF_WRAPPERS) & c.after(c.has(lambda x: x.low == "of"))))  # "set of| X"
    # inside a phrase only "of" may be a stop word; generic words neither end
    # nor sit inside one, nor do verbs ("encoder acting", "resolution mandating restrictions")
    joins = ~(stop & ~c.has(lambda x: x.low == "of")) & ~generic & ~gerund & ~verb_s
    # a word followed by "the/a/its..." or by the particle of a phrasal verb ("speeds up", not "gains
    # up to 3x", "a classifier out of many") is likely a verb
    particle = c.after(c.has(lambda x: x.low in PARTICLES)) & ~c.after(c.has(lambda x: x.low in ("to", "of")), 2)
    ends = (c.has(lambda x: x.ends) & ~c.after(c.has(lambda x: x.low in DETERMINERS)) & ~particle
            & ~c.glued_right)
    n_words = c.value(lambda x: x.n_words)
    reach = start & (n_words <= MAX_WORDS)
    emitted = [np.flatnonzero(reach & strong & ends)]  # one token: a strong word
    has_strong, length = strong, n_words
    # a phrase that starts with a term of generic words may take one token more: "partially observable
    # Markov decision processes" (cut to "partially observable Markov decision" at four)
    term_starts = c.after(term_seconds)
    for k in range(1, max_tokens + 1):
        length = length + shifted(n_words, k)
        # plurals do not modify: "graphs converge"
        reach = reach & ~c.after(plural, k - 1) & c.after(joins, k) & (length <= MAX_WORDS)
        if k == max_tokens:
            reach = reach & term_starts
        has_strong = has_strong | c.after(strong, k)
        emitted.append(np.flatnonzero(reach & has_strong & c.after(ends, k)))
    return _phrases(c, emitted, acronym_maps, stats, content)


#: A noun and the -ing word after it that an abstract writes this often name something ("entity linking",
#: "video deraining"): a verb after its subject ("encoder acting") is said once. (Counted across abstracts
#: instead, verbs came in: "dataset consisting", "dataset containing".)
REPEATED_IN_ONE = 2


def _repeated_after_a_noun(c: Corpus, content: np.ndarray) -> np.ndarray:
    """Where an -ing word follows a content word as it does REPEATED_IN_ONE times in its abstract."""
    at = np.flatnonzero(c.has(lambda x: x.ing == 2) & c.before(content))
    lowercase: dict[str, int] = {}  # ("Entity linking" and "entity linking" are one pair)
    words = np.fromiter((lowercase.setdefault(x.low, len(lowercase)) for x in c.infos), dtype=np.int64,
                        count=len(c.infos))[c.ids]
    in_one = (c.doc_of[at] * len(lowercase) + words[at - 1]) * len(lowercase) + words[at]  # (document, pair)
    _, where, counts = np.unique(in_one, return_inverse=True, return_counts=True)
    repeated = np.zeros(c.ids.size, dtype=bool)
    repeated[at] = counts[where.reshape(-1)] >= REPEATED_IN_ONE
    return repeated


def _own_names(c: Corpus) -> np.ndarray:
    """Where a coined name ("SplitBoost", "AquaLux") stands that its document uses three times or more."""
    coined = c.has(lambda x: COINED_NAME.fullmatch(x.spelling) is not None)
    pairs = c.doc_of[coined] * len(c.infos) + c.ids[coined]  # one number per (document, token)
    values, counts = np.unique(pairs, return_counts=True)
    often = np.zeros(c.ids.size, dtype=bool)
    often[np.flatnonzero(coined)] = np.isin(pairs, values[counts >= OWN_NAME_USES])
    return often


def _with_nominal_uses(c: Corpus, gerund: np.ndarray) -> list[int]:
    """The documents where NOMINAL_USE may find one of their gerunds: one right
    after a determiner (a whole token or the end of a hyphenated one), as the
    pattern finds them; NOMINAL_USE is slow, and few abstracts have one."""
    determiner = c.has(lambda x: x.spelling.rsplit("-", 1)[-1] in NOMINAL_DETERMINERS)
    return np.unique(c.doc_of[gerund & c.before(determiner)]).tolist()


def _ngram_texts(c: Corpus, starts: np.ndarray, size: int) -> tuple[list[str], list[str], np.ndarray]:
    """Key and lowercase surface of each distinct ``size``-token n-gram at ``starts``
    (built once per distinct n-gram), and the number of the one at each start."""
    code = c.ids[starts]
    for k in range(1, size):  # renumbered after each step, so the codes stay small
        code = np.unique(code * len(c.infos) + c.ids[starts + k], return_inverse=True)[1].reshape(-1)
    _, first, inverse = np.unique(code, return_index=True, return_inverse=True)
    keys, surfaces = [], []
    for p in starts[first].tolist():
        tokens = [c.infos[t] for t in c.ids[p:p + size].tolist()]
        keys.append(" ".join(x.key for x in tokens))
        # (but the acronym of a phrase, which keeps its capitals where the list writes the word in lower case
        # more often: "MAP inference", not "map inference"; not a word of a phrase in capitals, "RESIDUAL LOSS")
        capitals = [x for x in tokens if x.spelling.isupper() and len(x.spelling) > 1]
        surfaces.append(" ".join(x.spelling if len(tokens) > 1 and capitals == [x] and SHORT_ACRONYM.fullmatch(
            x.spelling) else x.low for x in tokens))
    return keys, surfaces, inverse.reshape(-1)


def _contributions(c: Corpus) -> tuple[np.ndarray, np.ndarray]:
    """Per chunk, whether its sentence has said "we introduce/propose/..." by
    then; per document, the first sentence that says it (-1: none)."""
    n_chunks = c.chunk_doc.size
    trigger = c.has(lambda x: x.low in CONTRIBUTION_TRIGGERS)
    verb = c.has(lambda x: x.low in CONTRIBUTION_VERBS)
    says = np.zeros(n_chunks, dtype=bool)
    # only a chunk with both a subject and a verb of such a statement can hold one
    may_say = (np.bincount(c.chunk_of[trigger], minlength=n_chunks) > 0) & (
        np.bincount(c.chunk_of[verb], minlength=n_chunks) > 0)
    for chunk in np.flatnonzero(may_say).tolist():
        tokens = c.ids[c.chunk_starts[chunk]:c.chunk_starts[chunk + 1]].tolist()
        says[chunk] = contribution_chunk([c.infos[t].low for t in tokens])
    saying = np.flatnonzero(says)
    first_saying = np.full(c.sentence_of_chunk[-1] + 1 if n_chunks else 0, n_chunks)
    np.minimum.at(first_saying, c.sentence_of_chunk[saying], saying)
    contributes = np.arange(n_chunks) >= first_saying[c.sentence_of_chunk]
    sentence = np.full(c.documents, -1)
    docs, first = np.unique(c.chunk_doc[saying], return_index=True)
    sentence[docs] = c.sentence_of_chunk[saying[first]]
    return contributes, sentence


def _count_names(c: Corpus, emitted: list[np.ndarray], keys: list[str], text_of: np.ndarray,
                 contributes: np.ndarray, stats: Stats) -> None:
    """Count the capitalised spellings of the candidates of several tokens that
    read as a name: mixed case with capitals ("Personalized PageRank") or a
    Title-Case run where the paper names its contribution ("we introduce Hybrid
    Probabilistic Zonotope"). The key of candidate ``i`` (in the order of
    ``emitted``) is ``keys[text_of[i]]``."""
    def running(flags: np.ndarray) -> np.ndarray:
        return np.concatenate(([0], np.cumsum(flags)))

    titled = running(c.has(lambda x: x.title) & ~c.sentence_first)
    mixed = running(c.has(lambda x: x.acronym))
    offset = emitted[0].size  # candidates before those of k + 1 tokens
    for k, starts in enumerate(emitted[1:], start=1):
        n_title = titled[starts + k + 1] - titled[starts]
        named = np.flatnonzero(((n_title > 0) & (mixed[starts + k + 1] > mixed[starts])) | (
            (n_title >= 2) & contributes[c.chunk_of[starts]]))
        for p, text in zip(starts[named].tolist(), text_of[offset + named].tolist()):
            spelling = " ".join(c.infos[t].spelling for t in c.ids[p:p + k + 1].tolist())
            stats.names.setdefault(keys[text], Counter())[spelling] += 1
        offset += starts.size


def _phrases(c: Corpus, emitted: list[np.ndarray], acronym_maps: list[dict], stats: Stats,
             content: np.ndarray) -> Candidates:
    """The result of `analyse` from the start positions of the phrase
    candidates (``emitted[k]``: those of k + 1 tokens)."""
    starts = np.concatenate(emitted)
    lengths = np.concatenate([np.full(e.size, k + 1) for k, e in enumerate(emitted)])
    sizes = lengths.copy()  # tokens of the phrase (of the long form, for an acronym)
    # the distinct texts, numbered; candidate i's are key_texts[text_of[i]] and surface_texts[text_of[i]]
    key_texts, surface_texts, numbers = [], [], []
    for k, where in enumerate(emitted):
        more_keys, more_surfaces, inverse = _ngram_texts(c, where, k + 1)
        numbers.append(inverse + len(key_texts))
        key_texts += more_keys
        surface_texts += more_surfaces
    text_of = np.concatenate(numbers)
    used: list[set[str]] = [set() for _ in range(c.documents)]  # long forms whose acronym occurs
    acronym = c.has(lambda x: x.acronym)
    next_content = c.after(content)
    at = np.flatnonzero(acronym[emitted[0]])  # "NPE" -> its long form
    where = emitted[0][at]
    for i, d, t, followed in zip(at.tolist(), c.doc_of[where].tolist(), c.ids[where].tolist(),
                                 next_content[where].tolist()):
        long_form = acronym_maps[d].get(c.infos[t].key)
        if long_form is None or (long_form[4] and followed):
            continue  # (a modifier: "GGN matrix" is no "Gauss-Newton")
        surface_texts.append(surface_texts[text_of[i]])
        key_texts.append(long_form[0])
        text_of[i], sizes[i] = len(key_texts) - 1, long_form[2]
        used[d].add(long_form[0])
        stats.stand_ins[long_form[0]] += 1
    contributes, contribution = _contributions(c)
    _count_names(c, emitted, key_texts, text_of, contributes, stats)
    order = np.lexsort((lengths, starts))  # reading order
    phrase_doc = c.doc_of[starts[order]]
    bounds = np.searchsorted(phrase_doc, np.arange(c.documents + 1)).tolist()
    chunk = c.chunk_of[starts[order]]
    in_contribution = c.sentence_of_chunk[chunk] == contribution[phrase_doc]
    # each document's first chunk that holds a candidate (the clip: the last documents may hold none)
    opening_chunk = chunk[np.minimum(bounds[:-1], len(chunk) - 1)] if len(chunk) else chunk
    in_opening = chunk == opening_chunk[phrase_doc]
    texts = text_of[order].tolist()
    keys, surfaces, sizes = [key_texts[i] for i in texts], [surface_texts[i] for i in texts], sizes[order].tolist()
    contributed = _keys_by_document(keys, phrase_doc, in_contribution, c.documents)
    opening = _keys_by_document(keys, phrase_doc, in_opening, c.documents)
    words = _content_words(c, content, acronym, acronym_maps)
    ends = np.cumsum(np.fromiter(map(len, words), dtype=np.int64, count=len(words)))
    word_bounds = np.concatenate(([0], ends))[np.searchsorted(c.doc_of[content], np.arange(c.documents + 1))]
    return Candidates(keys, surfaces, sizes, bounds, list(chain.from_iterable(words)), word_bounds.tolist(),
                      contributed, opening, used)


def _keys_by_document(keys: list[str], phrase_doc: np.ndarray, where: np.ndarray,
                      documents: int) -> list[set[str]]:
    """Per document, the keys of the candidates that `where` marks (`keys` and
    `where` are in reading order, `phrase_doc` gives each one's document)."""
    found: list[set[str]] = [set() for _ in range(documents)]
    at = np.flatnonzero(where)
    for i, d in zip(at.tolist(), phrase_doc[at].tolist()):
        found[d].add(keys[i])
    return found


def _content_words(c: Corpus, content: np.ndarray, acronym: np.ndarray,
                   acronym_maps: list[dict]) -> list[tuple[str, ...]]:
    """The folded content words of each content token (in reading order); for an
    acronym (marked in `acronym`), those of the long form it stands for in its document."""
    at = np.flatnonzero(content)
    parts = [x.parts for x in c.infos]
    words = [parts[t] for t in c.ids[at].tolist()]
    acronym = acronym[at]
    for j, t, d in zip(np.flatnonzero(acronym).tolist(), c.ids[at[acronym]].tolist(),
                       c.doc_of[at[acronym]].tolist()):
        long_form = acronym_maps[d].get(c.infos[t].key)
        if long_form is not None:
            words[j] = long_form[3]
    return words


# ---------------------------------------------------------------------------
# Display forms
# ---------------------------------------------------------------------------
