"""Related papers: each paper's nearest papers by meaning (the vectors of embedding.py)
and by the words they share (TF-IDF), the two counted alike.

Of the 5 related papers of 30 real abstracts (a list of 6,206), a blind judge found 39
of 150 related by the vectors alone (the static vectors paired "feature importance
values" with "human values in arguments"), 70 by words alone, 82 by the two."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from scipy import sparse
from sklearn.feature_extraction.text import TfidfVectorizer

from generator.embedding import unit_rows
from generator.model import Paper

RELATED = 5  # papers listed under "Related papers"
DENSE_WORDS = 1024  # the most common words, whose products are one dense (BLAS) product (WordProducts)
BLOCK = 1024  # rows compared at once (a 1024 x 10,000 float32 block is 40 MB)
SPARE = 8  # candidates kept beyond `count` per row before ties are broken
GROUPS = 128  # groups of a row whose maxima give the bound of the candidates kept (lower_bound)


def nearest(vectors: np.ndarray, candidates: Sequence[int], rows: Sequence[int] | None = None,
            count: int = RELATED, words: WordProducts | None = None) -> list[list[int]]:
    """For each of `rows` (default: every row) of `vectors` (length 1 each), the `count`
    rows among `candidates` of highest cosine similarity, most similar first, never
    the row itself. With `words` (of the same rows and candidates), the similarity is
    that of the vectors plus that of the words, each in standard deviations from the
    row's mean. Deterministic: similarities are rounded to 6 decimals and ties go to
    the lower row."""
    candidates = np.asarray(candidates, dtype=np.int64)
    rows = np.arange(len(vectors)) if rows is None else np.asarray(rows, dtype=np.int64)
    if not len(candidates):
        return [[] for _ in rows]
    keep = min(count + 1 + SPARE, len(candidates))  # +1: the row itself may be among them
    pool = vectors[candidates]
    found: list[list[int]] = []
    for start in range(0, len(rows), BLOCK):
        block = rows[start : start + BLOCK]
        similarity = vectors[block] @ pool.T
        if words is not None:
            add_words(similarity, words.of(block))
        at, column = np.nonzero(similarity >= lower_bound(similarity, keep)[:, None])
        other = candidates[column]
        order = np.lexsort((other, -np.round(similarity[at, column], 6), at))
        at, other = at[order], other[order]
        mine = other != block[at]
        at, other = at[mine], other[mine]
        rank = np.arange(len(at)) - np.searchsorted(at, at)  # place within its row
        at, other = at[rank < count], other[rank < count]
        bounds = np.searchsorted(at, np.arange(len(block) + 1)).tolist()
        other = other.tolist()
        found += [other[bounds[n] : bounds[n + 1]] for n in range(len(block))]
    return found


class WordProducts:
    """The similarities by words of rows to the candidates: the products of their TF-IDF
    rows. The most common words (DENSE_WORDS) make nearly every pair share one, so their
    part is a dense product (a 41 MB matrix at 10,000 papers) and the rest a sparse one:
    the same sums, whose time at 10,000 synthetic papers went 5.9 -> 2.2 s (the sparse
    product of all words came out dense)."""

    def __init__(self, words: sparse.csr_matrix, candidates: Sequence[int]):
        candidates = np.asarray(candidates, dtype=np.int64)
        papers_with = np.bincount(words.indices, minlength=words.shape[1])
        common = np.zeros(words.shape[1], dtype=bool)
        common[np.argsort(-papers_with, kind="stable")[:DENSE_WORDS]] = True
        self.common = words[:, common].toarray()
        self.common_pool = np.ascontiguousarray(self.common[candidates].T)
        self.rare = words[:, ~common].tocsr()
        self.rare_pool = self.rare[candidates].T.tocsr()

    def of(self, rows: np.ndarray) -> np.ndarray:
        """[rows, candidates] similarities by words."""
        products = self.common[rows] @ self.common_pool
        products += (self.rare[rows] @ self.rare_pool).toarray()
        return products


def add_words(similarity: np.ndarray, by_words: np.ndarray) -> None:
    """Add to each row of `similarity` (by meaning) the row of `by_words`, both in place,
    scaled so that both count alike: in standard deviations over the row (less the mean,
    which moves a whole row and so changes none of its nearest; in units of the row's
    spread by meaning). A row whose words are constant gains nothing."""
    spread = by_words.std(axis=1)
    by_words *= np.divide(similarity.std(axis=1), spread, out=np.zeros_like(spread), where=spread > 0)[:, None]
    similarity += by_words


def lower_bound(similarity: np.ndarray, keep: int) -> np.ndarray:
    """For each row, a value that at least `keep` of its values reach and few others do:
    the keep-th highest of the maxima of GROUPS groups of the row's values (at least
    `keep` values reach it, one in each of those groups). Finding it partitions GROUPS
    maxima instead of the whole row, which was half the time of the related papers."""
    width = similarity.shape[1]
    groups = min(GROUPS, width // keep)
    if groups <= keep:  # too few values to gain anything: the keep-th highest itself
        return np.partition(similarity, width - keep, axis=1)[:, width - keep]
    size = width // groups  # (the last group also takes the values left over)
    maxima = np.maximum.reduceat(similarity, np.arange(groups) * size, axis=1)
    return np.partition(maxima, groups - keep, axis=1)[:, groups - keep]


class RelatedPapers:
    """Each paper's RELATED nearest listed papers (withdrawn ones are never related), by
    their vectors `centred` on the listed ones and their `word_rows`: made once, asked
    for a few rows at a time by the workers that render paper pages."""

    def __init__(self, papers: Sequence[Paper], vectors: np.ndarray):
        self.papers = papers
        self.listed = [n for n, paper in enumerate(papers) if not paper.withdrawn]
        self.vectors = centred(vectors, self.listed)
        self.words = WordProducts(word_rows([f"{paper.title}. {'; '.join(paper.keywords)}. {paper.normalized.plain}"
                                             for paper in papers]), self.listed)

    def of(self, rows: Sequence[int] | None = None) -> dict[str, list[Paper]]:
        """Paper id -> its related papers, for the papers of `rows` (default: all)."""
        rows = range(len(self.papers)) if rows is None else rows
        near = nearest(self.vectors, self.listed, rows, words=self.words)
        return {self.papers[row].id: [self.papers[n] for n in others] for row, others in zip(rows, near)}


def centred(vectors: np.ndarray, listed: Sequence[int]) -> np.ndarray:
    """The vectors less the mean of the `listed` ones, at length 1 again. What every
    abstract shares (the mean) made a few papers near it everyone's neighbours: on the
    57 seeds one paper was related to 17 and 6 to none; centred, at most 11 and none,
    and more related papers share an area (a common fix of this "hubness")."""
    if not len(listed):
        return vectors
    shifted = vectors - vectors[listed].mean(axis=0)
    return unit_rows(shifted)


def word_rows(texts: Sequence[str]) -> sparse.csr_matrix:
    """Each paper's text (title, keywords and abstract) as TF-IDF rows of length 1, over
    the words that two papers or more use (English stop words out). (Pairs of words too,
    or only each paper's 40 words of highest weight, were judged worse: 75 and 73 of 150.)"""
    vectorizer = TfidfVectorizer(sublinear_tf=True, stop_words="english", min_df=2, dtype=np.float32)
    try:
        return vectorizer.fit_transform(texts).tocsr()
    except ValueError:  # no word that two papers use (or no paper)
        return sparse.csr_matrix((len(texts), 1), dtype=np.float32)


def shared_keywords(paper: Paper, other: Paper) -> list[str]:
    """`other`'s keywords that `paper` has too (compared without case), in `other`'s order."""
    mine = {keyword.casefold() for keyword in paper.keywords}
    return [keyword for keyword in other.keywords if keyword.casefold() in mine]
