"""generator/keyword_scores.py: the tf-idf numbers of the key-phrase candidates."""

import random

import numpy as np
import pytest
from sklearn.feature_extraction.text import TfidfVectorizer

from generator.keyword_scores import tfidf

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
