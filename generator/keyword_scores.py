"""Scoring the phrase candidates: tf-idf of the phrase and of its words over the
whole corpus (scikit-learn), times a prior per phrase that no single document
decides (length, head words, verbs, broad phrases, phrases shared by a few
papers), times each document's boosts (acronym long forms, the contribution
sentence). Vectorised over the non-zero entries of the sparse matrices. Then each
document's best candidates are rescored by meaning (`Meanings`): a phrase nearer its
abstract than the abstract's other candidates gains."""

from __future__ import annotations

import math
from array import array
from collections import Counter
from collections.abc import Sequence

import numpy as np
from scipy import sparse
from sklearn.feature_extraction.text import TfidfTransformer

from generator import embedding
from generator.keyword_candidates import Candidates, Stats
from generator.keyword_words import (BROAD_PHRASES, IRREGULAR_PARTICIPLES, PARTICIPLE_TERMS, TERM_PARTICIPLES,
                                     is_acronym, participle, tag_key)

WORD_WEIGHT = 0.5          # weight of the mean word-level tf-idf
LENGTH_WEIGHT = {1: 0.55, 2: 1.0, 4: 0.9}  # 1 token / 2-3 tokens / longer
HEAD_BASE = 0.35           # end-word factor = min(1, HEAD_BASE + headness)
MODIFIER_ONLY = 0.45       # end-word factor of a word never used as a head
VERB_PENALTY = 0.3         # phrase starts/ends with a word used as a verb
OF_PENALTY = 0.6           # "X of Y" phrases are usually clumsy tags
PARTICIPLE_PENALTY = 0.5   # starts with a participle ("trained small model")
# Tags that a few papers share connect them. 1.3 until meaning (Meanings), which lifts longer phrases
# (fewer papers share them), left 268 of 6,208 real abstracts without a shared tag; 1.8: 74.
SHARED_BONUS = 1.8         # phrase used by 2+ papers but at most ...
SHARED_MAX_FRACTION = 0.1  # ... this fraction of them
BROAD_PENALTY = 0.0        # "forward pass", "machine learning", ... (keywords.yml): never a tag
ACRONYM_END_PENALTY = 0.5  # a phrase ending in an acronym ("benchmark SBI", "absolute SAR")
# A phrase z standard deviations nearer its abstract in meaning than the abstract's other candidates
# scores exp(MEANING_WEIGHT x z) times more (Meanings). Chosen among 0.15-0.6 on readers' key phrases of
# fabricated abstracts and authors' keywords of real lists; see the commit that added it.
MEANING_WEIGHT = 0.3


class Vocabulary:
    """Phrase keys with compact per-key facts (arrays, not objects, so 10k
    abstracts with millions of distinct n-grams stay cheap), from the phrase
    candidates of every document (see `analyse`)."""

    def __init__(self, candidates: Counter) -> None:
        """``candidates``: ``(key, surface, n_tokens)`` -> occurrences, in
        order of first occurrence (so a key's first entry is its first use)."""
        self.ids: dict[str, int] = {}
        self.count = array("l")          # occurrences in the corpus
        self.n_tokens = array("b")       # tokens of the first-seen spelling
        self.has_of = array("b")         # internal "of" ("curse of X")
        self.first_surface: list[str] = []
        self.variants: dict[int, Counter] = {}  # keys seen in >1 spelling
        self._usual: dict[str, str] | None = None  # a key's letters -> usual_key, made when first asked
        for (key, surface, n_tokens), count in candidates.items():
            kid = self.ids.get(key)
            if kid is None:
                self.ids[key] = len(self.first_surface)
                self.count.append(count)
                self.n_tokens.append(min(n_tokens, 127))
                self.has_of.append(" of " in surface)
                self.first_surface.append(surface)
                continue
            self.count[kid] += count
            counter = self.variants.get(kid)
            if counter is None:
                counter = self.variants[kid] = Counter({self.first_surface[kid]: self.count[kid] - count})
            counter[surface] += count

    def usual_key(self, key: str) -> str:
        """The key of the same letters that the corpus uses most, if more than `key`: "pre
        trained model" for "pretrained model" where most write "pre-trained", "optimization"
        for "opti mization" (a line-end hyphen copied from a PDF); not "dialoggeneration"
        (a lost space) for "dialog generation" used as often."""
        if self._usual is None:
            self._usual = {}
            for other, kid in self.ids.items():
                letters = other.replace(" ", "")
                best = self._usual.get(letters)
                if best is None or (-self.count[kid], other.count(" "), other) < (
                        -self.count[self.ids[best]], best.count(" "), best):
                    self._usual[letters] = other
        usual = self._usual[key.replace(" ", "")]
        return usual if self.count[self.ids[usual]] > self.count[self.ids[key]] else key

    def surface(self, key: str, spelled_out: bool = False) -> str:
        """Most frequent spelling (plural/hyphenation, acronym/long form), ties -> the
        key's own (American, singular: "normalizing flow" over "normalising flows"),
        then lexicographic; ``spelled_out``: only the spellings of the key's own
        words, as for any other key (the long form of a little-known acronym:
        "mixture-of-experts" or "mixture of experts", not "MoE")."""
        kid = self.ids[key]
        counter = self.variants.get(kid)
        if counter is None:
            return self.first_surface[kid]
        items = counter.items()
        if spelled_out:
            items = [kv for kv in items if tag_key(kv[0]) == key] or items
        return min(items, key=lambda kv: (-kv[1], kv[0] != key, kv[0]))[0]


def tfidf(tokens: list[str], bounds: list[int]):
    """What ``TfidfVectorizer(analyzer=<the documents as they are>, sublinear_tf=True)``
    makes of the documents ``tokens[bounds[d]:bounds[d + 1]]`` (with sorted indices),
    its column names (sorted) and its vocabulary (name -> column).

    The counts are made here with array operations, where scikit-learn makes them in a
    Python loop per token, and laid out as scikit-learn lays them out (within a row,
    the terms in order of first occurrence in the corpus), so that its
    `TfidfTransformer` adds the same numbers in the same order for the l2 norms."""
    documents = len(bounds) - 1
    first_seen = {term: i for i, term in enumerate(dict.fromkeys(tokens))}
    names = sorted(first_seen)
    columns = {name: col for col, name in enumerate(names)}
    column_of = np.fromiter((columns[term] for term in first_seen), dtype=np.int64, count=len(names))
    term_ids = np.fromiter(map(first_seen.__getitem__, tokens), dtype=np.int64, count=len(tokens))
    rows = np.repeat(np.arange(documents, dtype=np.int64), np.diff(bounds))
    entries, counts = np.unique(rows * len(names) + term_ids, return_counts=True)
    indptr = np.zeros(documents + 1, dtype=np.int64)
    np.cumsum(np.bincount(entries // len(names), minlength=documents), out=indptr[1:])
    counts = sparse.csr_array((counts.astype(np.float64), column_of[entries % len(names)], indptr),
                              shape=(documents, len(names)))
    matrix = TfidfTransformer(sublinear_tf=True, norm="l2").fit_transform(counts).tocsr()
    matrix.sort_indices()
    return matrix, names, columns


def boosted(scores, P, boosts: list[dict[str, float]], p_vocab: dict[str, int]):
    """``scores`` (one per non-zero entry of ``P``) times each document's boosts of its phrases."""
    rows, cols, factors = [], [], []
    for d, boost in enumerate(boosts):
        for key, factor in boost.items():
            col = p_vocab.get(key)
            if col is not None:
                rows.append(d)
                cols.append(col)
                factors.append(factor)
    if not rows:
        return scores
    # entries are sorted by (row, column): find each boosted one by bisection
    n_cols = P.shape[1]
    entry_keys = np.repeat(np.arange(P.shape[0], dtype=np.int64), np.diff(P.indptr)) * n_cols + P.indices
    wanted = np.asarray(rows, dtype=np.int64) * n_cols + np.asarray(cols, dtype=np.int64)
    at = np.minimum(np.searchsorted(entry_keys, wanted), entry_keys.size - 1)
    found = entry_keys[at] == wanted  # a phrase of the corpus that this document lacks: no entry
    boosted = scores.copy()
    boosted[at[found]] *= np.asarray(factors)[found]
    return boosted


def candidate_scores(found: Candidates, vocab: Vocabulary, stats: Stats, case_map: dict[str, str],
                     boosts: list[dict[str, float]]):
    """The phrase tf-idf matrix `P` (a row per document, a column per phrase key,
    columns in sorted key order), its column names and vocabulary, each phrase's
    document frequency, and the score of every non-zero entry of `P` (in `P.data`
    order): (tf-idf of the phrase + WORD_WEIGHT x mean tf-idf of its words) x its
    prior x the document's boost."""
    P, names, columns = tfidf(found.keys, found.bounds)
    df = np.bincount(P.indices, minlength=len(names))
    n_words = np.fromiter((name.count(" ") + 1 for name in names), dtype=np.int64, count=len(names))
    words = word_scores(P, found, names, n_words)
    scores = (P.data + WORD_WEIGHT * words) * prior(names, n_words, vocab, stats, case_map, df, P.shape[0])[P.indices]
    return P, names, columns, df, boosted(scores, P, boosts, columns)


def prior(names: list[str], n_words: np.ndarray, vocab: Vocabulary, stats: Stats, case_map: dict[str, str],
          df: np.ndarray, documents: int) -> np.ndarray:
    """The document-independent factor of each phrase (column names `names`)."""
    count = len(names)
    kid_of_col = np.fromiter((vocab.ids[k] for k in names), dtype=np.int64, count=count)
    n_tok = np.frombuffer(vocab.n_tokens, dtype=np.int8)[kid_of_col]
    has_of = np.frombuffer(vocab.has_of, dtype=np.int8)[kid_of_col].astype(bool)
    first_last = [(k.split(" ", 1)[0], k.rsplit(" ", 1)[-1], nw) for k, nw in zip(names, n_words.tolist())]

    def headness(w: str) -> float:
        heads, uses = stats.heads[w], stats.uses[w]
        if heads == 0 and uses >= 2:
            return MODIFIER_ONLY  # "hybrid linear-softmax": never a head
        return min(1.0, HEAD_BASE + (heads + 1) / (uses + 2))

    def factor(values) -> np.ndarray:
        return np.fromiter(values, dtype=float, count=count)

    verbish = {w for w, v in stats.verb_votes.items() if v > 0}
    result = np.where(n_tok == 1, LENGTH_WEIGHT[1], np.where(n_tok <= 3, LENGTH_WEIGHT[2], LENGTH_WEIGHT[4]))
    result = result * factor(headness(last) if nw > 1 else 1.0 for _, last, nw in first_last)
    result = result * np.where(has_of, OF_PENALTY, 1.0)
    result = result * factor(
        PARTICIPLE_PENALTY if nw > 1 and first not in TERM_PARTICIPLES and (
            participle(first) or first in IRREGULAR_PARTICIPLES)
        and first not in case_map  # capitalised: part of a name
        and " ".join(k.split(" ", 2)[:2]) not in PARTICIPLE_TERMS else 1.0
        for k, (first, _, nw) in zip(names, first_last))
    result = result * factor(ACRONYM_END_PENALTY if nw > 1 and is_acronym(case_map.get(last, last)) else 1.0
                             for _, last, nw in first_last)
    result = result * factor(BROAD_PENALTY if nw > 1 and k in BROAD_PHRASES else 1.0
                             for k, (_, _, nw) in zip(names, first_last))
    # phrases shared by a few papers connect them in the tags index
    shared = (df >= 2) & (df <= max(2.0, SHARED_MAX_FRACTION * documents)) & (n_words > 1)
    result = result * np.where(shared, SHARED_BONUS, 1.0)
    return result * factor(VERB_PENALTY if (first in verbish or last in verbish) else 1.0
                           for first, last, _ in first_last)


def word_scores(P, found: Candidates, names: list[str], n_words: np.ndarray) -> np.ndarray:
    """The mean word-level tf-idf of each non-zero (document, phrase) entry of `P`,
    vectorised: every entry is expanded into its words, looked up in the word matrix."""
    if not found.words:
        return np.zeros(P.nnz)
    W, _, w_vocab = tfidf(found.words, found.word_bounds)
    flat = [w_vocab.get(w, -1) for k in names for w in k.split(" ")]
    pw_ptr = np.zeros(len(names) + 1, dtype=np.int64)
    np.cumsum(n_words, out=pw_ptr[1:])
    pw_idx = np.asarray(flat, dtype=np.int64)
    rows = np.repeat(np.arange(P.shape[0], dtype=np.int64), np.diff(P.indptr))
    cols = P.indices.astype(np.int64)
    lens = n_words[cols]
    entry = np.repeat(np.arange(P.nnz, dtype=np.int64), lens)
    offset = np.arange(entry.size, dtype=np.int64) - np.repeat(np.cumsum(lens) - lens, lens)
    widx = pw_idx[pw_ptr[cols][entry] + offset]
    n_wcols = W.shape[1]
    w_rows = np.repeat(np.arange(W.shape[0], dtype=np.int64), np.diff(W.indptr))
    w_keys = w_rows * n_wcols + W.indices.astype(np.int64)  # sorted
    query = rows[entry] * n_wcols + widx
    pos = np.minimum(np.searchsorted(w_keys, query), max(w_keys.size - 1, 0))
    hit = (widx >= 0) & (w_keys.size > 0) & (w_keys[pos] == query)
    vals = np.where(hit, W.data[pos] if w_keys.size else 0.0, 0.0)
    return np.bincount(entry, weights=vals, minlength=P.nnz) / n_words[cols]


class Meanings:
    """How much nearer in meaning (embedding.py) each document's best candidates lie to it than
    its other best candidates, made with one product per block of documents: what `rescored`
    adds to their scores, as KeyBERT ranks key phrases by their similarity to the document, so
    that a phrase of the abstract's topic gains on one of its background ("natural language
    processing" in a paper on parsing)."""

    BLOCK = 20_000  # (document, candidate) pairs whose similarity is one product (20 MB)

    def __init__(self, documents: Sequence[str], pools: Sequence[Sequence[tuple[float, str]]]):
        embedder = embedding.shared()
        vectors = embedder.embed(list(documents))
        rows = {key: row for row, key in enumerate(dict.fromkeys(key for pool in pools for _, key in pool))}
        phrases = embedder.embed(list(rows))
        keys = np.fromiter((rows[key] for pool in pools for _, key in pool), dtype=np.int64)
        owners = np.repeat(np.arange(len(pools)), [len(pool) for pool in pools])
        similarity = np.concatenate([np.einsum("ij,ij->i", phrases[keys[start:start + self.BLOCK]],
                                               vectors[owners[start:start + self.BLOCK]])
                                     for start in range(0, len(keys), self.BLOCK)] or [np.zeros(0)])
        bounds = np.cumsum([0, *map(len, pools)]).tolist()
        self.lifts = [standardised(similarity[start:end]) for start, end in zip(bounds, bounds[1:])]

    def rescored(self, document: int, pool: Sequence[tuple[float, str]]) -> list[tuple[float, str]]:
        """`pool` (the document's (score, key) pairs given to the constructor, best first),
        each score times exp(MEANING_WEIGHT x its lift), best first (ties alphabetical)."""
        return sorted(((score * math.exp(MEANING_WEIGHT * lift), key)
                       for (score, key), lift in zip(pool, self.lifts[document])), key=lambda pair: (-pair[0], pair[1]))


def standardised(values: np.ndarray) -> list[float]:
    """`values` in standard deviations from their mean, rounded so that the last bits of a
    product never decide an order; all 0 where they do not differ."""
    spread = float(values.std()) if len(values) > 1 else 0.0
    if spread == 0:
        return [0.0] * len(values)
    return np.round((values - values.mean()) / spread, 6).tolist()
