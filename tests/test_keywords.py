"""Tests for generator.keywords.

All documents below are small FABRICATED abstracts written for these tests;
they are not real papers.
"""

from __future__ import annotations

import pytest

from generator.keywords import GENERIC_WORDS, STOP_WORDS, extract_keywords, tag_key

# Fabricated corpus: a few recurring concepts spelled differently across
# documents (plural/singular, hyphen/space, case) plus unrelated filler papers
# so that tf-idf has something to contrast against.
KV_DOC = (
    "Memory of the KV cache limits long-context inference in LLMs. We propose "
    "GraphEvict, a KV cache eviction method that ranks tokens with Personalized "
    "PageRank over attention graphs. KV cache eviction with Personalized "
    "PageRank keeps long-context inference accurate while the KV cache shrinks. "
    "Experiments show strong results."
)
KV_DOC_2 = (
    "We study long context inference for LLMs under a fixed KV cache budget. "
    "Our novel approach compresses the KV cache with learned quantization "
    "codebooks. Quantization codebooks reduce the KV cache footprint, and "
    "long context inference stays fast."
)
TDA_DOC = (
    "Persistence diagrams summarise topological features of point clouds. We "
    "introduce a kernel on persistence diagrams that is stable under "
    "Wasserstein perturbations. The persistence diagram kernel improves graph "
    "classification and point cloud classification."
)
TDA_DOC_2 = (
    "Topological data analysis turns a point cloud into a Persistence Diagram. "
    "We vectorise each persistence diagram with survival functions and test "
    "hypotheses about brain connectivity with the resulting survival functions."
)
CONFORMAL_DOC = (
    "Conformal prediction gives distribution-free coverage guarantees. We extend "
    "conformal prediction to time series with weighted conformal prediction and "
    "show exact coverage guarantees under distribution shift."
)
OPERATOR_DOC = (
    "Neural operators learn solution maps of partial differential equations. "
    "We train neural operators on phase-field equations and report that the "
    "neural operators generalise across interface widths."
)
CAUSAL_DOC = (
    "Estimating the causal effect of a treatment from observational data needs "
    "valid adjustment sets. We identify the causal effect with a single proxy "
    "variable and bound the causal effect when the proxy variable is noisy."
)
CORPUS = [KV_DOC, KV_DOC_2, TDA_DOC, TDA_DOC_2, CONFORMAL_DOC, OPERATOR_DOC, CAUSAL_DOC]

BANNED_SINGLE = {
    "model", "models", "method", "methods", "result", "results", "approach",
    "framework", "performance", "propose", "novel", "existing", "paper", "task",
    "tasks", "data",
}


@pytest.fixture(scope="module")
def corpus_keywords():
    return extract_keywords(CORPUS)


def by_key(tags):
    return {tag_key(t): t for t in tags}


def test_one_tuple_per_document_with_3_to_6_phrases(corpus_keywords):
    assert len(corpus_keywords) == len(CORPUS)
    for tags in corpus_keywords:
        assert isinstance(tags, tuple)
        assert 3 <= len(tags) <= 6, tags
        assert all(isinstance(t, str) and t.strip() == t and t for t in tags)
        assert len({tag_key(t) for t in tags}) == len(tags), tags  # no duplicates


def test_no_generic_single_words_or_stopword_edges(corpus_keywords):
    for tags in corpus_keywords:
        for tag in tags:
            words = tag_key(tag).split()
            assert tag.lower() not in BANNED_SINGLE, tags
            assert not (len(words) == 1 and words[0] in GENERIC_WORDS), tags
            # a phrase never starts or ends with a stop word or generic word
            for edge in (tag.split()[0].lower(), tag.split()[-1].lower()):
                assert edge not in STOP_WORDS, tags
                assert tag_key(edge) not in GENERIC_WORDS, tags


def test_prefers_multi_word_phrases(corpus_keywords):
    for tags in corpus_keywords:
        multi = [t for t in tags if len(tag_key(t).split()) > 1]
        assert len(multi) >= 2, tags


def test_expected_key_phrases_found(corpus_keywords):
    kv, kv2, tda, tda2, conformal, operator, causal = (
        {tag_key(t) for t in tags} for tags in corpus_keywords)
    assert any("kv cache" in k for k in kv)
    assert "personalized pagerank" in kv
    assert "persistence diagram" in tda | tda2
    assert any("conformal prediction" in k for k in conformal)
    assert "neural operator" in operator
    assert "causal effect" in causal


def test_no_subphrase_of_another_tag(corpus_keywords):
    for tags in corpus_keywords:
        keys = [tag_key(t).split() for t in tags]
        for a in keys:
            for b in keys:
                if a is not b and len(a) < len(b):
                    assert not any(b[i:i + len(a)] == a for i in range(len(b))), tags


def test_plural_hyphen_and_case_variants_fold_to_identical_tags():
    docs = [
        "Persistence diagrams of long-context retrieval graphs. Persistence "
        "diagrams are compared with long-context retrieval baselines.",
        "A persistence diagram for long context retrieval. Each persistence "
        "diagram summarises long context retrieval behaviour.",
        "Persistence Diagrams meet Long-Context Retrieval in a third study of "
        "persistence diagrams and long-context retrieval.",
        "Graph neural networks for molecule property prediction with message "
        "passing and molecule property prediction benchmarks.",
    ]
    out = extract_keywords(docs)
    maps = [by_key(tags) for tags in out[:3]]
    for key in ("persistence diagram", "long context retrieval"):
        spellings = {m[key] for m in maps if key in m}
        assert len([m for m in maps if key in m]) >= 2, out
        assert len(spellings) == 1, spellings  # identical string in every doc
    # the most frequent surface form wins: plural (4x) beats singular (2x),
    # hyphenated (4x) beats spaced (2x); Title Case is lowercased
    assert maps[0]["persistence diagram"] == "persistence diagrams"
    assert maps[0]["long context retrieval"] == "long-context retrieval"


def test_tag_key_folding():
    assert tag_key("Persistence diagrams") == tag_key("persistence diagram")
    assert tag_key("long-context LLMs") == tag_key("long context LLM") == "long context llm"
    assert tag_key("KV caches") == tag_key("KV cache") == "kv cache"
    assert tag_key("neural operators") == "neural operator"
    assert tag_key("policies") == "policy"
    assert tag_key("analysis") == "analysis"  # not a plural
    assert tag_key("GPS") == "gps"  # all-caps acronym keeps its S
    assert tag_key("  Causal   Effects ") == "causal effect"


def test_acronym_and_mixed_case_kept(corpus_keywords):
    kv_tags = corpus_keywords[0]
    all_tags = [t for tags in corpus_keywords for t in tags]
    assert any("KV cache" in t for t in kv_tags), kv_tags
    assert not any("kv cache" in t for t in all_tags)
    assert "Personalized PageRank" in kv_tags or "personalized PageRank" in kv_tags
    # plain words are lowercased even if capitalised at a sentence start
    assert all(not t[0].isupper() for t in all_tags
               if not any(c.isupper() for c in t[1:]) and " " in t
               and t.split()[0] not in ("Personalized", "Wasserstein"))


def test_acronym_plural_folds_with_singular():
    docs = [
        "Serving LLMs with speculative decoding. Speculative decoding lets LLMs "
        "serve faster.",
        "An LLM uses speculative decoding for LLM serving; speculative decoding "
        "is cheap.",
        "Protein folding with diffusion priors and protein folding benchmarks.",
    ]
    out = extract_keywords(docs)
    tags = [t for doc in out for t in doc]
    llm_tags = [t for t in tags if "llm" in tag_key(t).split()]
    assert llm_tags, out
    assert all("LLM" in t for t in llm_tags), out  # acronym case kept
    assert "speculative decoding" in out[0] and "speculative decoding" in out[1]


def test_deterministic():
    first = extract_keywords(CORPUS)
    second = extract_keywords(list(CORPUS))
    third = extract_keywords(tuple(CORPUS))
    assert first == second == third


def test_fewer_than_three_phrases_falls_back_to_single_words():
    docs = CORPUS + ["Wavelets.", "Spectral clustering of graphs.", ""]
    out = extract_keywords(docs)
    wavelets, spectral, empty = out[-3:]
    assert wavelets[:1] == ("wavelets",) or "wavelet" in wavelets[0]
    assert len(spectral) == 3, spectral
    assert "spectral clustering" in spectral
    assert len(set(map(tag_key, spectral))) == 3
    assert empty == ()  # nothing to extract from an empty abstract
    # every document with at least three content words gets three tags
    assert all(len(t) >= 3 for t in out[:-3])


def test_math_and_latex_are_stripped():
    doc = (
        r"We bound the regret by $\widetilde{O}(H^4 S \sum_i A_i/\varepsilon^2)$ "
        r"for \textbf{Markov games} using \sysname, a \emph{bandit algorithm} "
        r"(Li et al., 2022). The $k$-means objective and Markov games regret "
        r"bound matter; see \cite{li2022}."
    )
    out = extract_keywords([doc, OPERATOR_DOC, CAUSAL_DOC])[0]
    joined = " ".join(out).lower()
    for junk in ("widetilde", "varepsilon", "textbf", "sysname", "emph", "cite",
                 "li2022", "sum", "al "):
        assert junk not in joined, out
    assert any(tag_key(t) == "markov game" for t in out), out


def test_count_parameters_and_validation():
    out = extract_keywords(CORPUS, min_count=2, max_count=3)
    assert all(2 <= len(t) <= 3 for t in out)
    assert extract_keywords([]) == []
    with pytest.raises(ValueError):
        extract_keywords(CORPUS, min_count=4, max_count=3)
