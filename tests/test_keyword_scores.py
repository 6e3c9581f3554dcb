"""generator/keyword_scores.py: the tf-idf numbers of the key-phrase candidates."""

import math
import random

import numpy as np
import pytest
from sklearn.feature_extraction.text import TfidfVectorizer

from generator.keyword_scores import MEANING_WEIGHT, Meanings, tfidf

# Fabricated token documents: repeats, an empty document, a token in one document only,
# and tokens whose first use in the corpus is not their order in a later document.
DOCUMENTS = [
    ["graph", "neural", "network", "graph"],
    [],
    ["network", "graph", "kernel", "kernel", "kernel"],
    ["zeta", "alpha", "network"],
    ["é", "", "graph neural network", "alpha"],
]
# Longer ones, where a row's terms summed in another order give other last bits (a
# layout sorted by column, say, differs from scikit-learn's in most such corpora).
_draw = random.Random(2026)
DRAWN = [[f"w{_draw.randrange(40)}" for _ in range(_draw.randrange(31))] for _ in range(6)]


@pytest.mark.parametrize("documents", [DOCUMENTS, DOCUMENTS[:1], [[], ["a"]], [["b", "a"], ["a", "b"]], DRAWN])
def test_tfidf_gives_scikit_learns_numbers_to_the_last_bit(documents):
    """tfidf() counts with numpy instead of TfidfVectorizer's loop; its numbers must be
    the same bits (a key phrase tie is decided by them), so the counts are laid out as
    scikit-learn lays them out. A scikit-learn that lays them out otherwise fails here."""
    tokens = [token for document in documents for token in document]
    bounds = np.cumsum([0, *map(len, documents)]).tolist()
    matrix, names, columns = tfidf(tokens, bounds)
    vectorizer = TfidfVectorizer(analyzer=lambda document: document, lowercase=False, sublinear_tf=True, norm="l2")
    expected = vectorizer.fit_transform(documents).tocsr()
    expected.sort_indices()
    assert names == sorted(vectorizer.vocabulary_) and columns == vectorizer.vocabulary_
    assert matrix.shape == expected.shape
    assert matrix.indptr.tolist() == expected.indptr.tolist() and matrix.indices.tolist() == expected.indices.tolist()
    assert matrix.data.tobytes() == expected.data.tobytes()


# A FABRICATED abstract and three candidates with equal scores, one of its topic.
PROTEINS = "Proteins fold into structures that decide their function; we predict contacts between residues from sequence."
POOL = [(1.0, "stock market"), (1.0, "protein structure"), (1.0, "user interface")]


def test_meaning_ranks_the_phrase_of_the_documents_topic_first():
    meanings = Meanings([PROTEINS], [POOL])
    rescored = meanings.rescored(0, POOL)
    assert [key for _, key in rescored][0] == "protein structure"
    assert sorted(key for _, key in rescored) == sorted(key for _, key in POOL)
    assert rescored[0][0] == pytest.approx(math.exp(MEANING_WEIGHT * meanings.lifts[0][1]))


def test_meaning_that_tells_nothing_apart_changes_nothing():
    """One candidate, or candidates the embedding cannot tell apart (words it does not know:
    longer than embedding.MAX_WORD): lifts of 0."""
    unknown = [(2.0, "q" * 101), (1.0, "z" * 101)]
    meanings = Meanings([PROTEINS, PROTEINS, ""], [POOL[:1], unknown, []])
    assert meanings.lifts == [[0.0], [0.0, 0.0], []]
    assert meanings.rescored(1, unknown) == unknown


def test_meaning_of_many_documents_is_that_of_each_alone():
    """The similarities are made in blocks of pairs; a block boundary changes no lift."""
    documents = [PROTEINS, "Markets move with prices.", "We design a user interface for phones."]
    together = Meanings(documents, [POOL] * 3)
    Meanings.BLOCK, saved = 2, Meanings.BLOCK
    try:
        blocked = Meanings(documents, [POOL] * 3)
    finally:
        Meanings.BLOCK = saved
    alone = [Meanings([document], [POOL]).lifts[0] for document in documents]
    assert together.lifts == blocked.lifts == alone
