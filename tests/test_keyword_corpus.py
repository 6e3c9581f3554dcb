import numpy as np

from generator.keyword_corpus import Corpus, shifted


def test_positions_know_their_chunk_sentence_and_document():
    # fabricated: two documents, the first of two sentences and three chunks
    corpus = Corpus(["Sparse attention works, mostly. Dense attention wins.", "Graph models"])
    words = [corpus.infos[t].spelling for t in corpus.ids]
    assert words == ["Sparse", "attention", "works", "mostly", "Dense", "attention", "wins", "Graph", "models"]
    assert corpus.doc_of.tolist() == [0, 0, 0, 0, 0, 0, 0, 1, 1]
    assert corpus.first.tolist() == [True, False, False, True, True, False, False, True, False]
    assert corpus.sentence_first.tolist() == [True, False, False, False, True, False, False, True, False]
    # "the token before / after is X", within one chunk only
    capital = corpus.has(lambda x: x.spelling[:1].isupper())
    assert corpus.before(capital).tolist() == [False, True, False, False, False, True, False, False, True]
    assert corpus.after(capital).tolist() == [False] * 9
    assert [(info.spelling, n) for info, n in corpus.counted(capital)] == [("Sparse", 1), ("Dense", 1), ("Graph", 1)]


def test_shifted_fills_with_zeros_past_the_end():
    assert shifted(np.array([1, 2, 3]), 1).tolist() == [2, 3, 0]
    assert shifted(np.array([1, 2, 3]), 5).tolist() == [0, 0, 0]
