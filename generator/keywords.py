"""Key-phrase extraction for paper abstracts.

Phrases are scored by tf-idf over the whole corpus (the numbers of
scikit-learn's `TfidfVectorizer`, see keyword_scores.tfidf), so a phrase
ranks high for a paper when it is frequent in that abstract and rare across
the list.  The work is linear in corpus size: one cleaning pass (acronym
definitions), one tokenisation pass whose rules run as array operations over
every token of the corpus (`Corpus` of keyword_corpus), two sparse tf-idf
matrices, vectorised scoring of their non-zero entries and a short greedy
pick per document (no comparisons between documents).  10k abstracts take
about 5 s.  No part-of-speech model is used (none that
installs from PyPI with its data fits): part of speech is guessed from the
word lists of keywords.yml, suffixes, the neighbouring words and corpus
statistics.

This module runs the pipeline below and makes the display forms (step 7); each
other stage has a module of its own: keyword_text (steps 1-2) and keyword_acronyms (1),
keyword_candidates (3), keyword_words (folding, step 4, and the word facts of
step 3), keyword_scores (5) and keyword_selection (6).

Pipeline
--------
1. Clean each abstract: drop ``$...$`` math, LaTeX commands (keeping the text
   of ``\\textit{...}``-style wrappers), citations and markdown emphasis.
   Acronym definitions are found with the Schwartz-Hearst rule (the
   acronym's letters appear in order in the preceding words).  Inside a noun
   phrase the acronym replaces its long form ("the key-value (KV) cache" ->
   "the KV cache"); otherwise the long form stays ("neural posterior
   estimation (NPE) often ...") and every later "NPE" - in this abstract, or
   in any abstract when the corpus defines the acronym consistently - counts
   as an occurrence of the long form.
2. Split into chunks at punctuation/math so no candidate crosses a clause
   boundary, and tokenise (hyphenated words such as ``long-context`` stay one
   token).
3. Candidates are 1-4 token n-grams (``ngram_range=(1, 4)``) that neither
   start nor end with an English stop word, a generic academic word or a
   vague adjective ("single", "dramatic"); inside a phrase only ``of`` may be
   a stop word ("curse of dimensionality").  Part-of-speech guesses reject
   verb/adjective edges: gerunds in verb position ("by applying X"), -ing
   words after a noun unless they are ML nouns or used as nouns in the
   abstract ("encoder acting" no, "KV caching" yes), third-person verbs
   ("objective controls", "X calibrates Y"), plurals followed by a verb
   ("graphs converge"), hyphenated adjectives ("X-free"), pieces of slash
   compounds ("train/val triplets").
4. Every candidate is replaced by its folded key (`tag_key`: lowercase,
   hyphens as spaces, plurals stripped) so "Persistence diagrams",
   "persistence diagram" and "long-context"/"long context" are one feature
   and therefore one tag across papers.
5. Score = tf-idf of the phrase + ``WORD_WEIGHT`` x mean tf-idf of its words
   (a second, word-level tf-idf), times a prior: single tokens are
   down-weighted, as are phrases ending in a word the corpus uses as a
   modifier (adjectives), starting with a participle ("trained small
   model"), ending in an acronym ("benchmark SBI"), containing "of",
   bordered by a word seen in verb position, or too broad ("neural
   network").  Phrases used by a few papers (2 <= df <= 10 %) get a bonus so
   tags connect papers.  Per paper, the long form of an acronym it defines
   and the phrases of its first "we introduce/propose ..." sentence and of
   its opening words (the first chunk that holds a candidate) are boosted.
   Then each document's SELECT_POOL best are rescored by meaning: a phrase
   nearer the abstract (embedding.py) than its other candidates gains
   (`keyword_scores.Meanings`).
6. Selection is greedy: sub-phrases, super-phrases and near-duplicates
   (sharing two words, overlapping windows, the same word stems, or an
   acronym and its long form) are dropped; the longer phrase replaces a
   chosen one when nearly as good (unless only the shorter one is shared
   with other papers); sharing a head, a first word or any word with a chosen
   phrase costs a penalty.
7. Display form: the surface variant (plural/hyphenation) most frequent in the
   corpus, of the key of those letters most used ("pre-trained" and "pretrained",
   "auto-encoder" and "autoencoder", a PDF's "opti-mization" are one tag); the
   long form of an acronym unless the acronym is used by several papers
   ("LLMs"); tokens are lowercased unless written in all-caps/mixed
   case (KV, PageRank, LLMs) or capitalised mid-sentence outside Title-Case
   runs more often than not (Markov, Wasserstein).  Names keep their
   capitals: mixed case with a capitalised word ("Personalized PageRank") or
   the Title-Case name a paper gives its contribution ("we introduce Hybrid
   Probabilistic Zonotope"); Title Case that only marks an acronym
   definition ("Large Language Model (LLM)") does not count.
8. One tag per concept across papers: "X" and "X model" (or "X algorithm",
   "X networks"...) become the one that more papers carry.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from functools import cache
from itertools import chain

import numpy as np

from generator.broken_words import mended
from generator.keyword_acronyms import Definitions
from generator.keyword_candidates import Stats, analyse, long_form_entry
from generator.keyword_scores import Meanings, Vocabulary, candidate_scores
from generator.keyword_selection import (SELECT_POOL, WordsCache, fallback_words, fill_up, inside_broad,
                                         one_tag_per_concept, select, without_their_head,
                                         without_their_modifier)
from generator.keyword_text import TOKEN, clean, only_negated
from generator.keyword_words import STOP_WORDS, tag_key, titlecase
from generator.model import KEYWORDS_MAX, KEYWORDS_MIN

__all__ = ["extract_keywords"]

FRAGMENT_SHARE = 0.5  # of the papers that write a phrase, those that write it only after a modifier (fragments)
ACRONYM_BOOST = 1.5        # long form of an acronym defined in the abstract
CONTRIBUTION_BOOST = 1.25  # phrase in the first "we introduce/propose ..." sentence
# phrase in the abstract's opening words, where it names its topic ("Determinantal point
# processes allow ..."): the first chunk (text between punctuation) that holds a candidate,
# usually the words before the first comma or full stop. Readers' key phrases come from
# there most often. Boosts multiply: an opening that states the contribution gets both.
OPENING_BOOST = 1.5
RELATIVE_CUTOFF = 0.6      # extra phrases need >= this x the min_count-th score
#: Endings of nouns: a compound that ends so names something even before another noun ("post-processing",
#: "majorization-minimization", "back-translation"); others ("single-agent", "finite-horizon") only modify.
NOUN_ENDINGS = ("ing", "tion", "sion", "ment", "ity", "ness", "ance", "ence")
NAMED_IN_TAG = re.compile(r"^.+?\snamed\s+(?P<name>(?!entit)\S.*)$", re.IGNORECASE)  # "model named memoryGAN"
ACRONYM_DISPLAY_DOCS = 3   # an acronym used in this many papers is shown as such ("LLMs")
PLURAL_ACRONYM_SHARE = 0.2   # ... in the plural if written so at least this often per singular use
NAME_RUNS = 3  # a word written only capitalised in this many Title-Case runs is a name (_proper_names)


def _clean_all(docs: list[str], stats: Stats) -> tuple[list[str], Definitions]:
    """Step 1: every document cleaned, and its acronym definitions."""
    found = Definitions()
    cleaned = []
    for doc in docs:
        text, defs = clean(mended(doc))  # "adver- sarial" makes no tag "adver sarial"
        cleaned.append(text)
        local: dict = {}
        boost: dict[str, float] = {}
        for short, long_form, mid, word, initial, named, acronym_first in defs:
            akey = tag_key(short)
            toks = TOKEN.findall(long_form)
            titled = list(map(titlecase, toks))
            for k, tok in enumerate(toks):
                # "a deployed Role-playing game (RPG)": capitals of a long form
                # say nothing about proper nouns; take back the vote it cast
                # (Title-Case runs and sentence starts cast none)
                if titled[k] and titled[0] and not (k == 0 and initial) and not any(
                        0 <= m < len(toks) and titled[m]
                        and toks[m].lower() not in STOP_WORDS for m in (k - 1, k + 1)):
                    found.title_votes[tok.lower(), tok] += 1
            if mid:  # "the key-value (KV) cache" -> "KV cache"
                boost[tag_key(f"{short} {word}")] = ACRONYM_BOOST
                if len(toks) < 2:
                    continue  # "key-value" is no concept of its own
            entry = long_form_entry(long_form, mid, short)
            if entry is None or entry[0] == akey:
                continue
            local.setdefault(akey, entry)
            found.spelled.setdefault(entry[0], entry[1])
            if named and len(toks) > 3 and sum(titled) >= 2:
                # the paper's own name, too long to be counted as an n-gram
                stats.names.setdefault(entry[0], Counter())[" ".join(toks)] += 1
            if not mid:  # a modifier ("Large Language Model (LLM) serving") is no tag
                boost[entry[0]] = ACRONYM_BOOST
            if acronym_first:  # its own name: which other papers that write it mean is theirs to say
                continue  # (with SCAN, SPEED, PEN the corpus's would reach words: "3D head scans")
            found.defined.setdefault(akey, Counter())[entry[0]] += 1
            found.entries.setdefault(entry[0], entry)
        found.local.append(local)
        found.boosts.append(boost)
    return cleaned, found


def _case_map(stats: Stats, title_votes: Counter) -> dict[str, str]:
    """lowercase token -> display spelling, by corpus-wide vote (most votes; ties
    prefer lowercase, then lexicographic order), without the votes of Title-Case
    long forms of acronyms."""
    for vote, count in title_votes.items():
        left = stats.case_votes.get(vote, 0) - count
        if left > 0:
            stats.case_votes[vote] = left
        else:
            stats.case_votes.pop(vote, None)
    best: dict[str, tuple] = {}
    for (low, spelling), count in stats.case_votes.items():
        rank = (-count, spelling != low, spelling)
        if low not in best or rank < best[low]:
            best[low] = rank
    return {low: r[2] for low, r in best.items() if r[2] != low}


def extract_keywords(
    documents: Sequence[str], *, min_count: int = KEYWORDS_MIN, max_count: int = KEYWORDS_MAX
) -> list[tuple[str, ...]]:
    """Key phrases per document, scored by tf-idf over the whole corpus.

    Returns one tuple per input document (same order) with between
    ``min_count`` and ``max_count`` display phrases (fewer only when a
    document does not contain ``min_count`` distinct content words, e.g. an
    empty string).  The same concept gets the identical string in every
    document (see `tag_key`).  Deterministic for a given input.
    """
    if min_count < 0 or max_count < min_count:
        raise ValueError("need 0 <= min_count <= max_count")
    docs = ["" if d is None else str(d) for d in documents]
    if not docs:
        return []
    stats = Stats()
    cleaned, definitions = _clean_all(docs, stats)  # 1
    acronym_maps = definitions.acronym_maps(cleaned)
    found = analyse(cleaned, acronym_maps, stats)  # 2-4
    acronym_docs = Counter(chain.from_iterable(found.used))  # long-form key -> documents using the acronym
    for boost, contribution, opening in zip(definitions.boosts, found.contribution, found.opening):
        for key in contribution:
            boost[key] = boost.get(key, 1.0) * CONTRIBUTION_BOOST
        for key in opening:
            boost[key] = boost.get(key, 1.0) * OPENING_BOOST
    case_map = _case_map(stats, definitions.title_votes)
    names_in_runs, proper_names = _names_in_runs(stats), _proper_names(stats)
    if not found.keys:  # nothing phrase-like anywhere: single words only
        return [tuple(case_map.get(w, w) for w in fallback_words(found.document_words(d), set(), min_count))
                for d in range(len(docs))]
    vocab = Vocabulary(Counter(zip(found.keys, found.surfaces, found.sizes)))
    P, names, columns, df, scores = candidate_scores(found, vocab, stats, case_map, definitions.boosts)  # 5

    @cache  # the same keys are shown for many papers
    def show(key: str) -> str:  # 7
        key = vocab.usual_key(key)  # one tag for a concept however its words break
        shown = (_name_spelling(vocab, stats, key)
                 or _display(_surface(vocab, key, acronym_docs[key], definitions.spelled), case_map, names_in_runs,
                             proper_names))
        # what "named" gives is the tag ("CNN architecture named DFANet": "DFANet"); "named" is no stop word
        # for "named entity recognition"
        return named.group("name") if (named := NAMED_IN_TAG.match(shown)) else shown

    is_multi = np.fromiter((" " in name for name in names), dtype=bool, count=len(names))
    ranked = [_ranked(P, scores, d, names, is_multi) for d in range(len(docs))]
    meanings = Meanings(cleaned, [multi[:SELECT_POOL] for multi, _ in ranked])  # 5, by meaning
    key_words = WordsCache()
    results = []
    modifierless = [without_their_modifier(found.keys[found.bounds[d]:found.bounds[d + 1]]) for d in range(len(docs))]
    fragment_docs = Counter(chain.from_iterable(modifierless))
    for d, (multi, single) in enumerate(ranked):  # 6
        multi = meanings.rescored(d, multi[:SELECT_POOL]) + multi[SELECT_POOL:]
        if negated := only_negated(cleaned[d], [key for _, key in multi[:SELECT_POOL]]):
            multi = [(score, key) for score, key in multi if key not in negated]
        keys = found.keys[found.bounds[d]:found.bounds[d + 1]]
        if pieces := inside_broad(keys):  # ("processing models" of "natural language processing models")
            multi = [(score, key) for score, key in multi if key not in pieces]
        headless = without_their_head(keys)
        # what most papers that write it write only after a modifier, as this one does, is a fragment: "descent
        # algorithm" of "coordinate descent algorithm" (not "relation extraction" of "few-shot relation extraction")
        fragments = {key for key in modifierless[d] if fragment_docs[key] >= FRAGMENT_SHARE * df[columns[key]]}
        # a compound the paper only writes before a noun is a modifier, no tag ("multi-sensor| 3D object detection"),
        # unless it ends as a noun does ("back-translation| data")
        if modifiers := {key for key in headless
                         if " " in key and " " not in show(key) and not key.endswith(NOUN_ENDINGS)}:
            multi = [(score, key) for score, key in multi if key not in modifiers]
        # a phrase that other papers share connects them, unless this paper never writes it whole
        own = acronym_maps[d]
        results.append(_pick(multi, single, key_words, own,
                             lambda key: df[columns[key]] >= 2 and key not in headless and key not in fragments,
                             found.document_words(d), lambda key: own.written_for(key) or show(key),
                             case_map, min_count, max_count))
    return one_tag_per_concept(results)  # 8


def _ranked(P, scores: np.ndarray, d: int, names: list[str], is_multi: np.ndarray):
    """Document `d`'s scored candidates of several words and of one, each as (score, key),
    best first; ties alphabetical (the columns of `P` are in key order)."""
    lo, hi = P.indptr[d], P.indptr[d + 1]
    cols_d = P.indices[lo:hi]
    s_d = scores[lo:hi]
    order = np.lexsort((cols_d, -s_d))
    multi_word = is_multi[cols_d[order]]
    return tuple([(score, names[col]) for score, col in zip(s_d[best].tolist(), cols_d[best].tolist())]
                 for best in (order[multi_word], order[~multi_word]))


def _pick(multi, single, key_words, acronyms, is_shared, words, show, case_map, min_count: int,
          max_count: int) -> tuple[str, ...]:
    """One document's tags from its scored candidates of several words (`multi`) and
    of one (`single`), best first: the greedy selection, then the fill-ups."""
    chosen = select(multi, key_words, max_count, acronyms, is_shared)
    # beyond min_count, keep only phrases reasonably close to the min_count-th one
    # (a single dominant phrase should not cut the rest)
    if len(chosen) > min_count > 0:
        ref = chosen[min_count - 1][0]
        chosen = chosen[:min_count] + [c for c in chosen[min_count:] if c[0] >= RELATIVE_CUTOFF * ref]
    if len(chosen) < min_count:
        chosen = fill_up(chosen, multi, single, key_words, min_count)
    tags = list(dict.fromkeys(show(k) for _, k in chosen[:max_count]))  # ("pretrained X" and "pre-trained X": one)
    if len(tags) < min_count:
        taken = {w for _, k in chosen for w in key_words[k]}
        tags += [case_map.get(w, w) for w in fallback_words(words, taken, min_count - len(tags))]
    if len(tags) < min_count:  # last resort: parts of the chosen phrases
        more = fill_up(chosen, multi, single, key_words, min_count - len(tags) + len(chosen), last_resort=True)
        keys = {tag_key(t) for t in tags}
        for _, k in more[len(chosen):]:
            tag = show(k)
            if tag_key(tag) not in keys:
                tags.append(tag)
                keys.add(tag_key(tag))
    return tuple(tags)


def _name_spelling(vocab, stats, key: str) -> str | None:
    """The capitalised spelling of ``key`` when most of its occurrences (not
    counting acronym stand-ins) are written as a name ("Personalized
    PageRank", "Dense Associative Memory"), else None."""
    names = stats.names.get(key)
    if not names:
        return None
    total = vocab.count[vocab.ids[key]] - stats.stand_ins[key]
    if 2 * sum(names.values()) <= total:
        return None
    return min(names.items(), key=lambda kv: (-kv[1], kv[0]))[0]


def _surface(vocab, key: str, acronym_docs: int, spelled: dict[str, str]) -> str:
    """Display spelling of ``key``: its most frequent surface, except that the
    long form of an acronym used in fewer than ``ACRONYM_DISPLAY_DOCS``
    papers is spelled out ("neural posterior estimation", not "NPE"), and a
    well-known acronym is shown in the plural when it is written so often enough
    ("LLMs", not "MCMCs" for one "MCMCs" among fifty "MCMC")."""
    if key not in spelled:
        return vocab.surface(key)
    if acronym_docs < ACRONYM_DISPLAY_DOCS:
        surface = vocab.surface(key, spelled_out=True)
        return surface if tag_key(surface) == key else spelled[key]
    surface = vocab.surface(key)
    if " " not in surface and not surface.endswith("s"):
        plural = surface + "s"
        counter = vocab.variants.get(vocab.ids[key])
        if counter and counter[plural] >= PLURAL_ACRONYM_SHARE * counter[surface]:
            return plural
    return surface


def _names_in_runs(stats: Stats) -> dict[str, str]:
    """lowercase token -> its spelling, for each word seen in a Title-Case run: the
    capitalised one for a word written nowhere else ("a Monte Carlo estimate", "speakers
    of Nigerian English"), which _case_map does not count as a name ("Mutual Information"
    may be a term in Title Case), and "" for one that is also written otherwise."""
    voted = {low for low, _ in stats.case_votes}
    best: dict[str, tuple[int, str]] = {}
    for (low, spelling), count in stats.run_votes.items():
        if low not in best or (-count, spelling) < best[low]:
            best[low] = (-count, spelling)
    return {low: "" if low in voted else spelling for low, (_, spelling) in best.items()}


def _proper_names(stats: Stats) -> frozenset[str]:
    """The words written only capitalised, in NAME_RUNS Title-Case runs or more ("monte" and "carlo"
    of "Markov chain Monte Carlo", "Monte Carlo sampling", ...): names, whatever tag holds them."""
    written_otherwise = {low for low, _ in stats.case_votes}
    capitalised = Counter()
    for (low, spelling), count in stats.run_votes.items():
        if spelling[:1].isupper():
            capitalised[low] += count
        else:
            written_otherwise.add(low)
    return frozenset(low for low, count in capitalised.items() if count >= NAME_RUNS and low not in written_otherwise)


def _display(surface: str, case_map: dict[str, str], names_in_runs: dict[str, str],
             proper_names: frozenset[str]) -> str:
    """The surface with each word in its voted case; a word only ever written in Title-Case
    runs is capitalised next to another capital ("Monte Carlo estimate", "Nigerian English";
    not "dense Associative memory"), unless the whole tag is a Title-Case term of the text
    that is also written in lower case ("Sparse Channel Selection": "sparse channel selection")
    and holds none of the `proper_names` ("Monte Carlo sampling")."""
    tokens = surface.split(" ")
    words = [case_map.get(t, t) for t in tokens]
    spelled = [names_in_runs.get(t) or w if t not in case_map else w for t, w in zip(tokens, words)]
    capital = [name[:1].isupper() for name in spelled]
    if all(t in names_in_runs for t in tokens) and not all(capital) and not proper_names.intersection(tokens):
        return " ".join(words)
    return " ".join(name if name != word and any(capital[max(0, k - 1):k] + capital[k + 1:k + 2]) else word
                    for k, (word, name) in enumerate(zip(words, spelled)))
