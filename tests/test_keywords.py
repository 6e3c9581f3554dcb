"""Tests for generator.keywords.

All documents below are small FABRICATED abstracts written for these tests;
they are not real papers.  Only the last tests read the real seed abstracts
(seeds/), to check properties every paper's tags must have.
"""

from __future__ import annotations

import re
import time
from collections import Counter

import pytest

from generator import keyword_scores
from generator.keyword_acronyms import DocumentAcronyms
from generator.keyword_candidates import long_form_entry
from generator.keyword_text import only_negated
from generator.keyword_words import GENERIC_WORDS, STOP_WORDS, is_plural, tag_key
from generator.keywords import extract_keywords
from generator.normalize import marked_plain_text
from generator.reader import read_directory
from tests.conftest import ROOT

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


@pytest.mark.parametrize("opening", ["We study", "They show"])
def test_many_acronym_definitions_in_one_long_sentence_stay_linear(opening):
    """250 KB, 8,000 definitions in one sentence: each used to rescan the text before it."""
    text = f"{opening} " + " ".join(f"alpha beta gamma (ABG) number {n} is used" for n in range(8_000))
    assert len(text) >= 250_000
    start = time.process_time()
    tags = extract_keywords([text])[0]
    assert time.process_time() - start < 10
    assert "alpha beta gamma" in tags


def test_an_ing_word_used_as_a_noun_is_no_verb_anywhere_in_its_abstract():
    """"the rewiring of ...": a noun there, so a noun throughout that abstract, and only there."""
    noun = ("Graph rewiring with curvature is costly. The rewiring of sparse graphs is cheap here, and the "
            "rewiring helps message passing.")
    verb = ("Message passing suffers from oversquashing. We mitigate it by rewiring sparse graphs with "
            "curvature. Rewiring sparse graphs helps message passing.")
    out = extract_keywords([noun, verb] + CORPUS)
    assert any(tag.split()[-1] == "rewiring" for tag in out[0]), out[0]  # the noun heads a tag ("graph rewiring")
    assert not any(tag.startswith("rewiring") for tag in out[1]), out[1]


def test_count_parameters_and_validation():
    out = extract_keywords(CORPUS, min_count=2, max_count=3)
    assert all(2 <= len(t) <= 3 for t in out)
    assert extract_keywords([]) == []
    with pytest.raises(ValueError):
        extract_keywords(CORPUS, min_count=4, max_count=3)


# ---------------------------------------------------------------------------
# Acronyms, verbs, near-duplicates, shared tags (fabricated documents)
# ---------------------------------------------------------------------------

KV_DEF_DOC = (
    "Memory consumption of the key-value (KV) cache limits long-context decoding "
    "in language models. We propose a KV cache eviction policy that scores tokens "
    "with attention statistics. The eviction policy keeps the KV cache small while "
    "decoding stays accurate."
)
NPE_DEF_DOC = (
    "Simulation-based inference with neural posterior estimation (NPE) is fragile "
    "under model misspecification. We make NPE robust with a Wasserstein ambiguity "
    "set. The robust NPE objective calibrates posterior samples, and NPE stays cheap."
)
VERB_DOC = (
    "We show that the robust objective controls overfitting and reduces "
    "overconfidence in posterior estimates. A stochastic encoder acting on the "
    "observation history compresses the measurement signal. The grid resolution "
    "mandating restrictions on the spatial discretization is analysed. The pruned "
    "equivariant model beats an independently trained small model on force "
    "prediction. We release train/val triplets of depth maps for force prediction. "
    "With the pruned model the mean recovery time fell by a third and training throughput rose. A greedy "
    "selection scores subsets with a similarity kernel built from gradient features."
)
PHASE_DOC = (
    "The Allen-Cahn equation is a standard phase-field model for curvature flow. "
    "Phase-field models need small interface widths, and neural operators for "
    "phase-field models must be retrained per width. Our hypernetwork operator "
    "preserves the phase-field structure of the target, and the phase-field "
    "structure is kept across interface widths."
)
CP_DOC_1 = (
    "Conformal prediction gives finite-sample coverage for regression. We study "
    "conformal prediction under label noise and derive noise-robust score "
    "functions. Noise-robust score functions restore coverage."
)
CP_DOC_2 = (
    "Graph neural networks need calibrated uncertainty. We apply conformal "
    "prediction to node classification, where conformal prediction sets adapt to "
    "graph homophily. Homophily-aware prediction sets stay small."
)
PAGERANK_DOC = (
    "Long inputs make attention expensive. We introduce a token pruning rule that "
    "ranks tokens by applying Personalized PageRank over attention graphs. Token "
    "pruning on attention graphs halves memory, and token pruning keeps quality."
)
EXTRA_DOCS = [KV_DEF_DOC, NPE_DEF_DOC, VERB_DOC, PHASE_DOC, CP_DOC_1, CP_DOC_2,
              PAGERANK_DOC]


@pytest.fixture(scope="module")
def extra_keywords():
    out = extract_keywords(EXTRA_DOCS + CORPUS)
    return dict(zip(["kv", "npe", "verbs", "phase", "cp1", "cp2", "pagerank"], out))


def test_acronym_defined_inside_a_phrase_folds_to_the_acronym(extra_keywords):
    tags = extra_keywords["kv"]
    assert "KV cache" in tags or any(t.startswith("KV cache") for t in tags), tags
    assert not any("key-value" in t or "key value" in t for t in tags), tags


def test_acronym_of_a_whole_concept_counts_for_its_long_form(extra_keywords):
    tags = extra_keywords["npe"]
    # the long form is the tag (the acronym's uses count for it) ...
    assert tags[0] == "neural posterior estimation", tags
    # ... and the bare acronym or a phrase merely respelling it is no extra tag
    assert "NPE" not in tags and not any(tag_key(t) == "npe objective" for t in tags), tags


@pytest.mark.parametrize("doc, term, fragment", [
    # "improvement" alone is a generic word, but the I of SPI makes it part of the term (a real page had the
    # tag "safe policy" for "safe policy improvement (SPI)"; a blind judge preferred the keyword sets of real
    # abstracts with such long forms 19 to 6, 6 equal)
    ("Offline reinforcement learning needs guarantees. We study safe policy improvement (SPI) from a fixed "
     "dataset: SPI must return a policy at least as good as the behaviour policy. Our SPI algorithm "
     "bootstraps the baseline where data are scarce, and SPI with bootstrapping beats prior SPI methods.",
     "safe policy improvement", "safe policy"),
    # ... and so does "adversarially" with the A of ARAE (real tags were "regularized autoencoder", "activation
    # vectors" of "concept activation vectors (CAVs)"; a blind judge preferred such sets 23 to 14, 3 equal)
    ("Latent variable models of text are hard to train. We propose the adversarially regularized autoencoder "
     "(ARAE), which learns a smooth code space for discrete sequences. ARAE generates fluent sentences, and "
     "ARAE codes support arithmetic.", "adversarially regularized autoencoder", "regularized autoencoder"),
])
def test_the_long_form_of_an_acronym_keeps_a_generic_first_or_last_word_it_spells(doc, term, fragment):
    """FABRICATED abstracts."""
    tags = extract_keywords([doc, *CORPUS])[0]
    assert term in tags and fragment not in tags, tags


def test_an_acronym_defined_by_another_paper_stands_for_its_long_form_only_where_its_words_are():
    """FABRICATED: one paper defines REG as Riemannian extragradient; another writes REG for
    referring expression generation without defining it, and shared the first one's tag
    (a real one was titled "Riemannian Extragradient and Linguistic Context"); papers that use
    REG beside "Riemannian" or "extragradient" keep it."""
    docs = ["We analyse Riemannian extragradient (REG) methods for min-max problems on manifolds, and show "
            "that REG converges at the rate of its Euclidean counterpart under geodesic monotonicity.",
            "Rule-based systems for REG still rival neural models: we compare both on three REG corpora with "
            "human judges and find that linguistic context decides which REG system wins.",
            "Momentum for REG on Riemannian manifolds: accelerated REG attains the optimal REG rate.",
            "Extragradient methods for REG on manifolds: REG with momentum converges for monotone REG problems.",
            *CORPUS]
    defined, elsewhere, *related = extract_keywords(docs)[:4]
    assert "REG" in defined and all("REG" in tags for tags in related), (defined, related)
    assert "REG" not in elsewhere, elsewhere


def test_an_acronym_a_paper_defines_after_itself_stands_for_that_definition():
    """FABRICATED: two papers define MHP as multivariate Hawkes processes; a third names a
    dataset "MHP v2.0 (Multi-Human Parsing)" and says "processes" as a verb. It got the tag
    "multivariate Hawkes processes" (a real human-parsing paper did, as a blind reader found):
    its own definition, written acronym first, is the one that counts."""
    hawkes = ["Multivariate Hawkes processes (MHP) model self-exciting event streams; we fit MHP kernels "
              "with a low-rank prior and show that MHP estimates converge.",
              "We learn the causal graph of multivariate Hawkes processes (MHP) from interval-censored events, "
              "and the MHP graph is recovered in polynomial time."]
    parsing = ("We present a pipeline for human parsing that processes every person in an image at once. It "
               "outperforms prior work on CIHP and MHP v2.0 (Multi-Human Parsing), and MHP results improve most.")
    *_, tags = extract_keywords([*hawkes, *CORPUS, parsing])
    assert not any("hawkes" in tag.lower() for tag in tags), tags


def test_what_an_abstract_only_says_it_does_without_is_no_keyword():
    """FABRICATED: "text generation" is what the model avoids (a blind reader found it
    tagged "text generation")."""
    doc = ("We present a direct speech-to-speech translation model that translates speech into speech without "
           "relying on intermediate text generation. When text transcripts are available, a joint speech and text "
           "training framework improves the discrete units; without text transcripts the model still learns.")
    others = ["Text generation with large language models is evaluated on story writing and text generation metrics.",
              "Controllable text generation steers a decoder toward a sentiment; text generation quality is kept."]
    *_, tags = extract_keywords([*others, *CORPUS, doc])
    assert "text generation" not in tags, tags


def test_what_an_abstract_says_it_is_not_is_no_keyword():
    """A real paper on explaining clusterings wrote "this is not a semi-supervised learning
    situation" and got that tag; a key is compared in its folded spelling ("supervized").
    (These texts are fabricated.)"""
    text = ("Since the tags were not given to the clustering method, this is not a semi-supervised learning "
            "situation. We explain clusters by tags, and no label was used to train without human analyses.")
    assert only_negated(text, ["semi supervized learning situation", "human analysis", "tag"]) == {
        "semi supervized learning situation", "human analysis"}
    assert only_negated("Our method is not only fast but also robust to noisy labels.", ["noisy label"]) == set()


def test_a_word_before_a_number_of_things_is_a_verb_and_ends_no_tag():
    """FABRICATED: "SLIQN features two key changes" (a blind reader found the tag "SLIQN features")."""
    doc = ("We propose SLIQN, a sharpened lazy incremental quasi-Newton method. SLIQN features two key changes to "
           "the classical update, and SLIQN attains a superlinear rate for finite-sum optimization.")
    *_, tags = extract_keywords([*CORPUS, doc])
    assert not any(tag.endswith("features") for tag in tags), tags


def test_the_long_form_of_an_acronym_is_spelled_as_most_papers_spell_it():
    """One paper defines "mixture of expert (MoE)", two write "mixture-of-experts" (was the
    tag of all three: "mixture of expert", the only spelling with spaces); fabricated."""
    docs = ["We study routing in a mixture of expert (MoE) model for dialogue, where each MoE layer picks two "
            "experts per token and routing collapse hurts dialogue quality.",
            "Mixture-of-experts layers route each token to a few experts; we show that mixture-of-experts "
            "routing fluctuates early in training and stabilise it with a frozen router.",
            "Sparse mixture-of-experts models scale translation: our mixture-of-experts translation model "
            "balances expert load without an auxiliary loss.",
            *CORPUS]
    tags = extract_keywords(docs)[:3]
    assert "mixture-of-experts" in tags[1] and not any("mixture of expert" in paper for paper in tags), tags


def test_no_tag_ends_with_a_verb_or_starts_with_a_clause_fragment(extra_keywords):
    tags = extra_keywords["verbs"]
    verbs = {"controls", "reduces", "acting", "mandating", "beats", "compresses",
             "calibrates", "show", "fell", "rose", "built"}  # keywords.yml's past_forms, irregular_participles
    for tag in tags + extra_keywords["npe"]:
        words = tag.lower().split()
        assert words[-1] not in verbs and not set(words) & verbs, tag
    keys = {tag_key(t) for t in tags}
    assert "trained small model" not in keys and "small model" not in keys, tags
    assert not any(k.startswith(("val ", "trained ")) for k in keys), tags  # "train/val triplets"
    assert "force prediction" in keys, tags


def test_a_formula_is_no_part_of_a_tag():
    """The pipeline gave the extractor formulas as text: tags "bound Pr", "computing tr",
    "log log", "arg max" (the math fixture). Formulas are marked now, as in LaTeX."""
    text = ("We give a tight bound on $\\Pr[X > t]$ for sums of $\\log\\log n$ variables and compute "
            "$\\operatorname{tr}(A)$ and $\\arg\\max_x f$ in closed form for $k$-means clustering with outliers.")
    tags = extract_keywords([marked_plain_text(text), *CORPUS])[0]
    assert not any(set(tag.split()) & {"Pr", "log", "tr", "max"} for tag in tags), tags  # plain text gave three
    assert "k-means clustering" in tags


def test_a_naming_word_ends_what_it_names():
    """"dataset called QuoteR", "training scheme called NoisyMix", "treebank size aside" were tags of
    real abstracts (these are fabricated)."""
    docs = ["We collect a large quote dataset called QuoteR for quote recommendation. Quote recommendation "
            "with the quote dataset beats retrieval baselines.",
            "We propose a mixing training scheme called NoisyMix for robust classifiers. The training scheme "
            "improves robust classifiers on corrupted images.",
            "Treebank size aside, leakage between training and test graphs explains dependency parsing "
            "scores. Dependency parsing leakage matters across treebank size.",
            # ... nor does the particle of a phrasal verb ("learning apart" was a tag of a real abstract)
            "Covariate shift sets transfer learning apart from supervised learning. We bound transfer learning "
            "error under covariate shift, and covariate shift sets transfer learning apart again.",
            # ... nor an adverb without -ly that scikit-learn's stop words lack ("kernelization process
            # altogether", "quite distinctive learning styles" were tags of real abstracts)
            "Random features avoid the kernelization process altogether. Without the kernelization process, "
            "online kernel learning runs in constant time per step with random features.",
            "Deep networks show quite distinctive learning styles under label noise. Learning styles under "
            "label noise differ in the dimensionality of the learned subspace.",
            *CORPUS]
    ending_nothing = {"called", "aside", "apart", "altogether", "quite"}
    for tags in extract_keywords(docs)[:6]:
        assert not [tag for tag in tags if set(tag.lower().split()) & ending_nothing], tags


def test_floating_point_is_read_as_a_term_not_a_verb():
    """"point operations" was a tag of two real abstracts that count "floating point operations"
    (this one is fabricated)."""
    doc = ("Mixed precision training is dominated by variants of low precision floating point operations. We "
           "train with integer operations and match the accuracy of floating point operations on ImageNet.")
    tags = extract_keywords([doc, *CORPUS])[0]
    assert not [tag for tag in tags if tag.startswith("point")], tags  # ("precision| floating" read as a verb)


def test_a_quantity_leaves_no_tag_when_its_digits_go():
    """"million users", "trillion tokens", "nm process", "mm optical fibre", "km domain" were tags
    of the blind sets (these abstracts are fabricated)."""
    docs = ["Our recommender serves 40 million users and scales retrieval to 2 trillion tokens of logs. "
            "Sparse retrieval indexes keep latency low for million-scale catalogues.",
            "We place macros on a 7 nm process node with reinforcement learning. Chip placement "
            "with reinforcement learning beats thousands of hand-tuned floorplans.",
            "A 0.5 mm optical fibre senses cable tension at 200 Hz, and a 3 km domain is simulated at 12 GB "
            "of memory. Cable tension sensing with optical fibres guides the gripper.",
            *CORPUS]
    for tags in extract_keywords(docs)[:3]:
        for tag in tags:
            assert not set(tag.lower().split()) & {"million", "trillion", "nm", "thousands", "mm", "km", "hz",
                                                   "gb"}, tags


def test_a_verb_in_s_or_an_adjective_ends_no_tag():
    """"k-means clustering spends", "prompt comes", "private stochastic", "matching upper",
    "seven countries", "hardest target regions" were tags of the third blind set (this
    abstract is fabricated)."""
    docs = ["Dijkstra's algorithm for route planning spends most of its time in the priority queue, and the "
            "heap structure coincides with the frontier. Each query comes from a navigation log. We prove "
            "matching upper and lower bounds for differentially private stochastic gradient descent on road "
            "graphs of seven countries. The strongest models fail on the hardest target regions of the map. "
            "RouteFormer completes 84% of the trips, and its routing error decays as the fleet grows.",
            *CORPUS]
    tags = extract_keywords(docs)[0]
    assert not {"spends", "coincides", "comes", "seven", "strongest", "hardest", "completes", "decays"} & {
        word for tag in tags for word in tag.lower().split()}, tags
    assert not {"stochastic", "upper"} & {tag.lower().split()[-1] for tag in tags}, tags
    # an adjective inside a phrase is fine ("private stochastic gradient descent" too)
    assert any(tag.endswith("stochastic gradient descent") for tag in tags), tags


def test_no_tag_starts_with_a_conjunction_or_preposition():
    """"unless second-order information" and "alongside metadata agreement" were tags of the
    tenth blind set; a gerund after such a word is a verb (this abstract is fabricated)."""
    docs = ["Local SGD cannot beat minibatch SGD unless second-order information is shared between clients. "
            "Communication rounds dominate the cost unless second-order information is available. We evaluate "
            "graph partitions alongside metadata agreement, and the partitions rarely match alongside metadata "
            "agreement scores. Despite excluding web-crawled data, the corpus suffices.", *CORPUS]
    tags = extract_keywords(docs)[0]
    assert not {"unless", "alongside", "despite", "excluding"} & {tag.lower().split()[0] for tag in tags}, tags


def test_a_verb_before_a_small_word_ends_no_tag():
    """"generation quality saturates", "Backbeat operates", "corpora contain" were tags of the
    blind sets; "estimates of" stays a noun (this abstract is fabricated)."""
    docs = ["The generation quality saturates at 256 tokens. The generation quality saturates at 512 tokens as the "
            "scheduler operates in real time. Web-scale image-text corpora contain duplicates, and the variance "
            "estimates of the scheduler shrink. Generation quality and variance estimates improve.", *CORPUS]
    tags = extract_keywords(docs)[0]
    words = {word for tag in tags for word in tag.lower().split()}
    assert not {"saturates", "operates", "contain"} & words, tags
    assert "variance estimates" in tags, tags


def test_the_vocabulary_of_reporting_results_is_no_tag():
    """"percentage points", "F1 score", "test error", "latent space" were tags of the blind sets,
    which a reader judged generic (this abstract is fabricated)."""
    docs = ["Tokamak disruption predictors transfer poorly across devices. We train a disruption predictor on "
            "dimensionless plasma features, which raises the F1 score by 9 percentage points and lowers the test "
            "error of disruption warnings; the latent space of the predictor separates disruptive discharges. "
            "The absolute error of warning times halves on random splits, and a domain expert checks each "
            "disruption warning.",
            *CORPUS]
    tags = {tag.lower() for tag in extract_keywords(docs)[0]}
    assert not {"percentage points", "f1 score", "test error", "latent space", "absolute error", "random splits",
                "domain expert"} & tags, tags


def test_the_everyday_phrases_of_ml_prose_are_no_tag():
    """Tags of thousands of real abstracts of past ML venues that tell a reader nothing about
    the paper: "vice versa", "deep networks", "project website", "machine learning
    applications" (and then not its tail, "learning applications"); this abstract is fabricated."""
    docs = ["Tokamak disruption predictors transfer poorly across devices and vice versa. We train deep networks "
            "for disruption prediction on dimensionless plasma features under mild assumptions, which cuts the "
            "memory usage and the computational resources of disruption warnings in machine learning applications "
            "at fusion plants; an empirical evaluation on test data from two tokamaks follows, and disruption "
            "warnings are listed on the project website. The vast majority of de facto disruption predictors hide "
            "their inner workings, and the post-processing step of disruption warnings costs execution time. "
            "Disruption warnings are a long-standing problem, as in everyday life.",
            *CORPUS]
    tags = {tag.lower() for tag in extract_keywords(docs)[0]}
    assert not {"vice versa", "deep networks", "mild assumptions", "memory usage", "computational resources",
                "machine learning applications", "learning applications", "empirical evaluation", "test data",
                "project website", "vast majority", "de facto", "inner workings", "post-processing step",
                "execution time", "long-standing problem", "everyday life"} & tags, tags
    assert "disruption warnings" in tags or "disruption prediction" in tags, tags


def test_a_verb_at_the_end_of_a_clause_ends_no_tag():
    """"training widens", "physics obeys", "reserve responds", "completeness drops" were tags of
    the blind sets (this abstract is fabricated)."""
    docs = ["As the number of tasks grows, the gap to multi-task training widens. The reserve price responds to "
            "bids, and the simulated physics obeys conservation, while factual completeness drops. Gradient-based "
            "reserve learning and multi-task training are compared on auction logs.", *CORPUS]
    words = {word for tag in extract_keywords(docs)[0] for word in tag.lower().split()}
    assert not {"widens", "responds", "obeys", "drops"} & words, words


def test_a_word_in_s_after_a_coined_name_is_its_verb():
    """"SplitBoost wins", "AquaLux outputs", "DriftSort runs" were tags of the blind sets; an
    acronym's plural stays ("SVG files"; this abstract is fabricated)."""
    docs = ["We propose SplitBoost, a boosting method with shallower trees. SplitBoost wins on 30 of 40 "
            "tabular datasets, and SplitBoost outputs calibrated scores. We export the trees as SVG files, and "
            "the SVG files render the shallower trees.", *CORPUS]
    tags = extract_keywords(docs)[0]
    assert not any(tag.startswith("SplitBoost ") for tag in tags), tags


def test_a_latin_pair_is_one_modifier():
    """"hoc Jacobian regularization" and "novo peptide sequencing" were tags of the blind sets
    ("post" alone another); the pair is kept with a hyphen (this abstract is fabricated)."""
    docs = ["Deep equilibrium models are stabilised by post hoc Jacobian regularization. We pair post hoc "
            "Jacobian regularization with de novo peptide sequencing and in silico screening of candidates.",
            *CORPUS]
    tags = {tag.lower() for tag in extract_keywords(docs)[0]}
    words = {word for tag in tags for word in tag.split()}
    assert not {"post", "hoc", "novo", "silico"} & words, tags
    assert "post-hoc jacobian regularization" in tags, tags


def test_natural_stays_in_the_terms_it_names():
    """"natural" is a generic word ("a natural extension"), but "natural language processing"
    was cut to "language processing" (real abstracts of other venues; this one is fabricated)."""
    docs = ["Natural language inference asks whether one sentence entails another. We study natural language "
            "inference models under adversarial paraphrase and give a natural extension of the benchmark.",
            *CORPUS]
    tags = {tag.lower() for tag in extract_keywords(docs)[0]}
    assert "natural language inference" in tags and "language inference" not in tags, tags
    assert "natural extension" not in tags, tags


def test_named_stays_in_named_entity_recognition():
    """"named" is a participle that starts no term ("a detector named X"), but "named entity
    recognition" was cut to "entity recognition" (real ACL abstracts; these are fabricated)."""
    docs = ["Class-incremental learning for named entity recognition suffers from forgetting. We distill old "
            "knowledge into a new tagger for named entity recognition in clinical notes.",
            "We propose a detector named BoxNet for aerial images. A detector named BoxNet is fast.",
            *CORPUS]
    tags = extract_keywords(docs)
    assert "named entity recognition" in tags[0] and "entity recognition" not in tags[0], tags[0]
    assert not any(tag.startswith("named") for tag in tags[1]), tags[1]


def test_no_tag_glues_a_head_to_the_name_it_introduces():
    """"system FormFormer", "procedure DisCo-LLR", "pipeline BillTrace" were tags of the blind
    sets (this abstract is fabricated)."""
    docs = ["We call the resulting pipeline BillTrace. The pipeline BillTrace links model bills across state "
            "legislatures, and the pipeline BillTrace finds paraphrased provisions in model bills.",
            "We call the resulting sorter DriftSort. The sorter DriftSort tracks neurons across days, and the "
            "sorter DriftSort recovers more units from chronic recordings.", *CORPUS]
    tags = extract_keywords(docs)[:2]
    assert not any(tag.lower().startswith("pipeline") for tag in tags[0]), tags
    assert not any(tag.lower().startswith("sorter") for tag in tags[1]), tags


def test_no_tag_starts_with_how_the_rest_comes_nor_with_state_of_the_art():
    """"set of independent mechanisms", "notion of fairness", "form of regularization" and
    "state-of-the-art algorithms" were tags of real abstracts (these are fabricated)."""
    docs = ["We learn a set of independent mechanisms from transformed data. Each of the set of independent "
            "mechanisms inverts one transformation, and the set of independent mechanisms beats "
            "state-of-the-art algorithms and state-of-the-art algorithms for domain transfer.",
            "We propose a notion of fairness for ranking. The notion of fairness bounds exposure, and a form of "
            "regularization and a form of regularization enforce the notion of fairness.", *CORPUS]
    tags = [tag.lower() for paper in extract_keywords(docs)[:2] for tag in paper]
    assert not any(tag.startswith(("set of", "notion of", "form of", "state-of-the-art")) for tag in tags), tags
    assert "independent mechanisms" in tags and "fairness" in " ".join(tags), tags


def test_a_literature_is_no_tag_its_field_is():
    """"variational autoencoder literature", "psychology literature" were tags of real abstracts (fabricated here)."""
    docs = ["The intrinsic motivation literature rewards novelty. We derive pseudo-counts from a density model, "
            "unlike the intrinsic motivation literature, and show pseudo-counts drive exploration.", *CORPUS]
    assert not [tag for tag in extract_keywords(docs)[0] if "literature" in tag.lower()]


def test_no_tag_is_what_the_paper_compares_itself_to_as_its_counterpart():
    """"non-robust counterpart", "full-precision counterpart" were tags of real abstracts (fabricated here)."""
    docs = ["We train binary networks whose accuracy matches their full-precision counterpart. Binary networks "
            "with a learned scale close the gap to the full-precision counterpart on image classification.", *CORPUS]
    assert not [tag for tag in extract_keywords(docs)[0] if "counterpart" in tag.lower()]


@pytest.mark.parametrize("text, kept", [
    # what the review of these rules found them taking (fabricated): nouns that look like verbs
    # or adjectives, and superlatives that start a term
    ("We detect memory leaks in long-running services. Memory leaks degrade latency, and oil spills "
     "and memory leaks are unrelated.", "memory leaks"),
    ("We study shortest path queries on dynamic road networks. Shortest path queries dominate routing "
     "cost in navigation services.", "shortest path queries"),
    ("Sea ice in the Arctic is thinning. Forecasts for the Arctic use satellite passive microwave data "
     "over the Arctic.", "Arctic"),
    ("Gradient norms almost vanish in deep transformers. Gradient norms almost collapse with depth, "
     "so we rescale gradient norms per layer.", "gradient norms"),
])
def test_a_noun_like_a_verb_or_an_adjective_stays_a_tag(text, kept):
    assert kept in extract_keywords([text, *CORPUS])[0]


def test_chinese_and_japanese_give_no_clause_as_a_tag():
    """Every tag of the 14 Chinese and Japanese abstracts of the title fixtures was a run of
    a sentence ("KIRI を提案する"); their Latin names stay (these abstracts are fabricated)."""
    docs = ["大规模语言模型的推理中，键值缓存的内存消耗是瓶颈。本文提出TideKV方法，在12个基准上减少40%的内存。",  # glued
            "本研究では、注意重みに基づいてトークンを量子化する手法 KIRI を提案する。KIRI は追加の学習を必要としない。",
            *CORPUS]
    first, second = extract_keywords(docs)[:2]
    assert "TideKV" in first and "KIRI" in second
    assert not any(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", tag) for tag in (*first, *second)), (first, second)


def test_near_duplicates_of_one_paper_are_removed(extra_keywords):
    tags = extra_keywords["phase"]
    keys = [tag_key(t).split() for t in tags]
    # not both "phase-field structure" and "phase-field models"
    assert sum("phase" in k for k in keys) == 1, tags
    for a in keys:
        for b in keys:
            if a is not b:
                assert len(set(a) & set(b)) < 2, tags


def test_concept_shared_by_two_papers_gets_the_same_tag(extra_keywords):
    first, second = extra_keywords["cp1"], extra_keywords["cp2"]
    assert "conformal prediction" in first and "conformal prediction" in second, (first, second)


def test_name_in_contribution_sentence_is_chosen_once_and_keeps_its_capitals(extra_keywords):
    assert "Personalized PageRank" in extra_keywords["pagerank"], extra_keywords["pagerank"]


# ---------------------------------------------------------------------------
# Properties of the tags of the real seed abstracts
# ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def seed_keywords():
    abstracts = read_directory(ROOT / "seeds").abstracts
    return extract_keywords([marked_plain_text(a.text) for a in abstracts])


def test_seed_papers_get_3_to_6_distinct_non_generic_tags(seed_keywords):
    assert seed_keywords
    for tags in seed_keywords:
        assert 3 <= len(tags) <= 6, tags
        keys = [tag_key(t) for t in tags]
        assert len(set(keys)) == len(keys), tags
        for key in keys:
            assert not (" " not in key and key in GENERIC_WORDS), tags
            assert key not in ("model", "method", "result", "approach", "framework"), tags


def test_seed_papers_have_no_tag_contained_in_another(seed_keywords):
    for tags in seed_keywords:
        keys = [tag_key(t) for t in tags]
        for a in keys:
            for b in keys:
                if a != b:
                    assert f" {a} " not in f" {b} ", tags  # contiguous sub-phrase
                    assert not set(a.split()) <= set(b.split()), tags  # word subset


def test_seed_tags_connect_papers(seed_keywords):
    papers_per_tag = Counter(k for tags in seed_keywords for k in {tag_key(t) for t in tags})
    shared = [k for k, n in papers_per_tag.items() if n >= 2]
    assert len(shared) >= 8, shared


def test_british_and_american_spellings_are_one_tag():
    assert tag_key("normalising flows") == tag_key("Normalizing flow") == "normalizing flow"
    assert tag_key("colour modelling") == tag_key("color modeling")
    docs = ["We train normalising flows for density estimation on tabular data and images.",
            "Normalizing flows give exact likelihoods; we study a normalizing flow for molecules.",
            "Conformal prediction yields calibrated sets for regression on tabular data."]
    tags = [tag for doc in extract_keywords(docs) for tag in doc if "normali" in tag.lower()]
    # both papers, in one spelling: on a tie (once each) the key's own, American and singular
    assert tags == ["normalizing flow", "normalizing flow"]


def test_words_the_spelling_folds_change_are_no_plurals():
    """"noise", "supervised", "modelling" end as the search's folds of British spellings
    have it ("noize"), which once made them plurals, and a plural modifies nothing: the
    tags were "self-supervised", "learned noise", "adaptation". FABRICATED abstracts."""
    docs = ["We pre-train speech encoders by self-supervised learning on unlabelled audio; self-supervised learning "
            "beats supervised baselines.",
            "We fit the noise schedule of a diffusion model to the data; a learned noise schedule halves the sampling "
            "steps.",
            "Unsupervised domain adaptation moves a segmentation model from synthetic to real street scenes without "
            "labels.",
            "Graph neural networks predict molecular properties from atom graphs."]
    tags = extract_keywords(docs)
    assert "self-supervised learning" in tags[0]
    assert "noise schedule" in tags[1]
    assert "domain adaptation" in tags[2]
    assert not is_plural("noise") and not is_plural("self-supervised") and not is_plural("modelling")
    assert is_plural("flows") and is_plural("LLMs") and not is_plural("GPS")


def test_a_word_before_the_particle_of_a_phrasal_verb_ends_no_phrase():
    """"speeds up", "breaks down": the word is a verb ("noise schedule speeds" was a tag); not
    before "up to" or "out of", prepositions. FABRICATED abstracts."""
    docs = ["A learned noise schedule speeds up diffusion sampling; the noise schedule is fit to the data.",
            "Our index improves retrieval recall up to twelve points; retrieval recall matters for question answering.",
            "We build an ensemble classifier out of many weak classifiers; the ensemble classifier is calibrated.",
            "Graph neural networks predict molecular properties from atom graphs."]
    tags = extract_keywords(docs)
    assert "noise schedule" in tags[0] and "noise schedule speeds" not in tags[0]
    assert "retrieval recall" in tags[1] and "ensemble classifier" in tags[2]


def test_words_broken_elsewhere_are_one_tag_as_most_papers_break_them():
    # FABRICATED abstracts: most write "pre-trained", one "pretrained"; most "optimization",
    # one a PDF's line-end hyphen ("opti-mization"); "dialog generation" as often as a lost space
    docs = ["We probe pre-trained language models for factual recall with cloze prompts over encyclopedias.",
            "Pre-trained language models memorise rare entities; we measure recall on long-tail facts.",
            "We distil pretrained language models into small students for on-device question answering.",
            "Trajectory optimization for legged robots runs in real time with a learned warm start.",
            "We speed up trajectory opti-mization for drones with a differentiable collision model.",
            "Trajectory optimization under contact uses a smoothed complementarity model.",
            "Dialog generation with persona memories keeps the speaker consistent over long chats.",
            "Empathetic dialoggeneration conditions replies on the listener's estimated emotion."]
    tags = [tag for doc in extract_keywords(docs) for tag in doc]
    assert {tag for tag in tags if "trained language" in tag} == {"pre-trained language models"}
    assert {tag for tag in tags if "mization" in tag} == {"trajectory optimization"}
    assert "dialog generation" in tags  # (as often as "dialoggeneration": each keeps its own)


def test_golden_keywords(golden):
    """Every seed abstract's tags, one line each: a change to the rules or the word
    lists (generator/keywords.yml) shows as a diff of this file; `make golden` rewrites it."""
    abstracts = read_directory(ROOT / "seeds").abstracts
    tags = extract_keywords([marked_plain_text(a.text) for a in abstracts])
    golden("keywords.golden.tsv",
           "".join(f"{a.file}#{a.paragraph}\t{' · '.join(t)}\n" for a, t in zip(abstracts, tags)))


def test_the_phrase_of_the_opening_words_comes_first(monkeypatch):
    """Two phrases used once each: the one the abstract opens with ranks first (OPENING_BOOST),
    meaning apart (which here, in a text of two sentences, would decide)."""
    monkeypatch.setattr(keyword_scores, "MEANING_WEIGHT", 0.0)
    first = "{} are hard to compare across samples. Here {} are used on them, with stable results."
    one, other = "Persistence diagrams", "kernel regression"
    assert extract_keywords([first.format(one, other)] + CORPUS)[0][:2] == ("persistence diagram", "kernel regression")
    assert extract_keywords([first.format(other.capitalize(), one.lower())] + CORPUS)[0][:2] == (
        "kernel regression", "persistence diagram")


def test_a_phrase_of_the_abstracts_topic_ranks_above_one_of_its_asides():
    """Meaning (keyword_scores.Meanings): in a fabricated abstract on protein folding, the
    aside "bank loans" ranked second of three by tf-idf alone."""
    doc = ("Folding takes time. We model amino acids, residues and their contacts, so that each protein structure, "
           "unlike bank loans, is read from sequence alone.")
    tags = extract_keywords([doc] + CORPUS)[0]
    assert tags.index("bank loans") > max(tags.index("protein structure"), tags.index("amino acids")), tags


def test_documents_without_candidates_anywhere_in_the_corpus():
    """No phrase in the first, a middle and the last document (the opening of each is
    looked up per document)."""
    text = "Persistence diagrams are hard to compare. Here kernel regression is used on them."
    out = extract_keywords(["...", text, "", text, "?"] + CORPUS + ["", "?"])
    assert out[0] == out[2] == out[4] == out[-2] == out[-1] == ()
    assert out[1] == out[3] and "kernel regression" in out[1]


def test_a_token_longer_than_any_word_is_no_tag():
    """A 100 KB abstract of one long token made a tag of 100,000 characters (fabricated)."""
    text = f"We study graph neural networks on heterophilous graphs with {'a' * 300} tokens and report accuracy."
    tags = extract_keywords([text, "We propose a sparse attention method for long contexts in transformers."])[0]
    assert tags and all(len(tag) <= 60 for tag in tags)


def test_a_name_written_only_in_title_case_keeps_its_capitals():
    """Fabricated: "Monte Carlo" and "Nigerian English" are never written otherwise, so
    they are names though each stands in a run of capitals; "Sparse Channel Selection"
    is a term its authors capitalise, and "sparse" is written in lower case too."""
    docs = ["Value estimates bootstrap from a Monte Carlo estimate of the behaviour return. The Monte Carlo "
            "estimate is unbiased, and the Monte Carlo estimate is cheap.",
            "Automatic captions fail most for Nigerian English. We audit caption error rates on Nigerian English "
            "and on Scottish English, where error rates double.",
            "We propose Sparse Channel Selection (SCS) for few-shot learning. Sparse channel selection picks "
            "channels; sparse channel selection is cheap, and the sparse features transfer."]
    tags = extract_keywords(docs + CORPUS)
    assert "Monte Carlo estimate" in tags[0], tags[0]
    assert "Nigerian English" in tags[1], tags[1]
    assert "sparse channel selection" in tags[2], tags[2]


def test_a_trend_said_of_the_background_is_no_tag():
    """FABRICATED abstracts whose background speaks of a "growing demand", a "burgeoning field",
    an "interesting phenomenon" (keywords.yml's vague_adjectives): no tag of theirs."""
    docs = ["There is a growing demand for on-device speech recognition. We compress acoustic models by "
            "structured pruning and keep the growing demand for accuracy in mind.",
            "The burgeoning field of protein design needs fast samplers. We propose a discrete flow sampler for "
            "protein sequences; the burgeoning field gains a fast baseline.",
            "An interesting phenomenon of grokking is delayed generalization. We trace the interesting phenomenon "
            "to weight norm decay in modular arithmetic tasks.",
            "Rising sea levels threaten coastal cities. We forecast flood extents with graph networks and rising "
            "sea levels scenarios."]
    tags = [tag.lower() for paper in extract_keywords(docs) for tag in paper]
    assert not [tag for tag in tags if tag.split()[0] in {"growing", "burgeoning", "interesting", "rising"}], tags


def test_a_judgement_of_richness_or_adequacy_is_no_tag():
    """FABRICATED abstracts whose tags were "rich semantics", "proper moments", "apparent safety",
    "reasonable assumptions" (keywords.yml's vague_adjectives); a proper scoring rule stays a term."""
    docs = ["Queries carry rich semantics for event extraction. We extract event triggers with question answering "
            "and exploit the rich semantics of argument roles.",
            "We estimate proper moments of heavy-tailed noise and match proper moments with a method of moments "
            "estimator for stable distributions.",
            "Chatbots show apparent safety under benign prompts. We red-team dialogue agents and find that apparent "
            "safety breaks under role-play attacks.",
            "Under reasonable assumptions on the kernel, we prove that kernel ridge regression attains minimax rates; "
            "the reasonable assumptions hold for Sobolev kernels.",
            "Forecasts are scored by a proper scoring rule. We elicit quantile forecasts with a proper scoring rule "
            "for wind power."]
    tags = [tag.lower() for paper in extract_keywords(docs) for tag in paper]
    assert not [tag for tag in tags if tag.split()[0] in {"rich", "proper", "apparent", "reasonable"}
                and tag != "proper scoring rule"], tags
    assert "proper scoring rule" in tags, tags


def test_a_phrase_that_points_back_is_no_tag():
    """Real pages had the tag "above-mentioned problem" (2 of 43,966 tags of 8,752 real abstracts),
    which says only that the abstract spoke of it before; "aforementioned" was a vague adjective
    already (FABRICATED texts)."""
    docs = ["Matrix sensing has many applications. We study the above-mentioned problem under noise and show "
            "that the above-mentioned problem has no spurious local minima when the RIP constant is small.",
            "Label noise hurts classifiers. We address the abovementioned issue with a robust loss, and the "
            "abovementioned issue vanishes on CIFAR-10."]
    tags = [tag.lower() for paper in extract_keywords(docs) for tag in paper]
    assert not [tag for tag in tags if tag.split()[0] in {"above-mentioned", "abovementioned"}], tags


def test_subject_to_is_a_preposition_not_a_head_noun():
    """Real pages had tags such as "submodular maximization subject" and "objective function subject",
    from "... subject to a knapsack constraint" (15 of 43,966 tags of 8,752 real abstracts); "human
    subjects" stays a term (FABRICATED texts)."""
    docs = ["We study submodular maximization subject to a knapsack constraint and give a streaming algorithm "
            "for submodular maximization subject to matroid constraints.",
            "We minimise a penalized loss subject to an acyclicity constraint; the penalized loss subject to it "
            "recovers causal graphs.",
            "We recruit human subjects for an eye-tracking study of reading; human subjects read news articles."]
    tags = [tag.lower() for paper in extract_keywords(docs) for tag in paper]
    assert not [tag for tag in tags if tag.endswith(" subject")], tags
    assert "human subjects" in tags, tags


def test_a_bound_or_a_cost_said_of_any_result_is_no_tag():
    """keywords.yml's broad_phrases of stop 59, which blind reviewers of real pages called generic
    ("computational bottleneck", "cubic complexity", "optimal statistical rate", "RL agent"; FABRICATED texts)."""
    docs = ["Exact Gaussian process regression has a computational bottleneck: the cubic complexity of inverting "
            "the kernel matrix. We propose sparse variational inducing points with stochastic natural gradients and "
            "a Nystrom preconditioner, which remove the computational bottleneck and the cubic complexity on "
            "airline delay data and taxi trip durations.",
            "We prove that the penalized maximum likelihood estimator of graph logistic regression attains the "
            "optimal statistical rate under a restricted eigenvalue condition; the optimal statistical rate holds "
            "for Erdos-Renyi graphs with partial observations and sub-Gaussian edge noise.",
            "We train an RL agent for web navigation with workflow-guided exploration. The RL agent reaches the "
            "optimal convergence rate of policy mirror descent on MiniWoB tasks with sparse rewards, and "
            "demonstration workflows constrain its exploration of the action space."]
    tags = [tag.lower() for paper in extract_keywords(docs) for tag in paper]
    assert not {"computational bottleneck", "cubic complexity", "optimal statistical rate", "rl agent",
                "optimal convergence rate"} & set(tags), tags


def test_a_frame_before_of_is_no_part_of_the_tag():
    """Real pages had "problem of model selection", "class of lifted models", "presence of outliers" (34 tags
    of 8,752 real abstracts started "problem of"): the frame goes, the rest is the tag (keywords.yml's
    of_wrappers; FABRICATED texts)."""
    docs = ["We study the problem of model selection in reinforcement learning with linear model ensembles, and "
            "the problem of model selection under covariate shift, with tight sample complexity bounds.",
            "Lagrangian relaxation yields a class of lifted models for neural network training; this class of lifted "
            "models is trained by block coordinate descent on CIFAR-10."]
    tags = [tag.lower() for paper in extract_keywords(docs) for tag in paper]
    assert not [tag for tag in tags if tag.startswith(("problem of", "class of"))], tags
    assert "model selection" in tags and "lifted models" in tags, tags


def test_an_acronym_the_abstract_spells_otherwise_keeps_its_own_long_form():
    """A real page on binary neural networks, which wrote "BNNs" but defined them nowhere, had the tag
    "Bayesian neural networks", the corpus's long form (FABRICATED texts). Its own words spell the acronym."""
    entry = long_form_entry("Bayesian neural networks")
    own = DocumentAcronyms({}, {"bnn": entry}, "We explain why binary neural networks train well: BNNs generalize.")
    assert own.get("bnn") is None
    borrowing = DocumentAcronyms({}, {"bnn": entry}, "We scale neural networks with uncertainty: BNNs generalize.")
    assert borrowing.get("bnn") == entry


def test_an_acronym_in_a_phrase_keeps_its_capitals_where_the_list_writes_the_word_in_lower_case():
    """A real list wrote "map" 26 times and "MAP" 11: its papers on MAP inference were tagged "map inference"
    (FABRICATED abstracts); a phrase written all in capitals is no acronym ("RESIDUAL LOSS PREDICTION")."""
    docs = ["We speed up MAP inference in determinantal point processes; greedy MAP inference gets faster.",
            "A feature map of each layer and a saliency map of each image explain the network.",
            "We learn a map of the building and a map of its corridors for robot navigation.",
            "The depth map and the normal map of a scene are predicted jointly from one image.",
            "We present RESIDUAL LOSS PREDICTION, which learns a residual loss predictor from bandit feedback."]
    tags = extract_keywords(docs)
    assert "MAP inference" in tags[0], tags[0]
    assert not [tag for tag in tags[4] if "LOSS" in tag], tags[4]


def test_terms_that_start_with_a_generic_word_are_kept_whole():
    """FABRICATED abstracts: a blind review of real pages found "index models" of "single index models" and
    "score sampling" of "leverage score sampling" ("single", "leverage" and "robust" are generic words;
    keywords.yml's generic_terms lists the terms they start)."""
    docs = ["We study active learning of single index models. Leverage score sampling gives near-linear sample "
            "complexity for single index models under adversarial noise.",
            "We give the first efficient estimator for robust regression under a constant fraction of corrupted "
            "responses; robust regression with heavy tails follows."]
    tags = extract_keywords(docs)
    assert {"single index models", "leverage score sampling"} <= set(tags[0]), tags[0]
    assert "robust regression" in tags[1], tags[1]


def test_a_noun_after_to_starts_its_phrase():
    """FABRICATED abstracts: after "to", a word in -ity, -ness, -ism, -ogy or -ship of eight letters or more is a
    noun, not a verb ("compared to locality sensitive hashing" gave "sensitive hashing" on a real page); "to
    harness" stays a verb."""
    docs = ["Our index needs fewer distance evaluations compared to locality sensitive hashing based methods for "
            "nearest neighbor search.",
            "We build a locality sensitive hashing index for approximate nearest neighbor search on the GPU.",
            "We harness unlabeled data to fine-tune speech recognizers for low-resource languages."]
    tags = extract_keywords(docs)
    assert "locality sensitive hashing" in tags[0] and "sensitive hashing" not in tags[0], tags[0]
    assert not [tag for tag in tags[2] if tag.startswith("harness")], tags[2]


def test_a_verb_after_to_and_an_adverb_starts_no_phrase():
    """FABRICATED abstracts: "to trustworthily estimate treatment effects" gave the tag "estimate treatment
    effects" on a real page; "apply" is a verb, no adverb in -ly; an adjective after the adverb starts its
    phrase ("close to doubly stochastic matrices")."""
    docs = ["We match treated and control units within subpopulations to trustworthily estimate treatment effects "
            "of wearable interventions.",
            "We propose to apply trust region optimization to deep multi-agent reinforcement learning.",
            "Attention matrices get close to doubly stochastic matrices during training of vision transformers."]
    tags = extract_keywords(docs)
    assert not [tag for tag in tags[0] if tag.startswith("estimate")], tags[0]
    assert "trust region optimization" in tags[1], tags[1]
    assert [tag for tag in tags[2] if tag.startswith("stochastic matri")], tags[2]


def test_a_dash_next_to_a_stop_word_sets_off_an_aside():
    """FABRICATED abstracts whose en dashes open and close an aside without spaces: a real page had the tag
    "submodular functions-may" ("submodular functions–and the more general class of ... functions–may only
    be optimized"); "Kullback–Leibler" stays a compound."""
    docs = ["It is believed that submodular functions–and the weakly submodular functions–may only be maximized "
            "when non-negative. We maximize submodular functions minus modular costs under a Kullback–Leibler "
            "constraint.",
            "We train homogeneous neural networks–a class that includes ReLU networks–with gradient flow."]
    tags = [tag for paper in extract_keywords(docs) for tag in paper]
    assert not [tag for tag in tags if tag.lower().split("-")[-1] in ("may", "a", "and", "with")], tags
    assert "Kullback-Leibler constraint" in tags, tags


def test_a_remark_on_how_special_technical_or_cheap_a_thing_is_is_no_tag():
    """FABRICATED abstracts in the words of tags that a blind review of 60 real pages found generic: "special
    structure", "technical condition", "informal observation", "cheap approximations", "empirical superiority"
    (keywords.yml's vague_adjectives and generic_words)."""
    docs = ["We exploit the special structure of banded covariance matrices. The special structure gives a fast "
            "Cholesky solver for Gaussian process regression on time series.",
            "Under a technical condition on the step size, we prove that stochastic mirror descent converges. The "
            "technical condition holds for entropic regularisers of optimal transport.",
            "An informal observation motivates our sampler: chains mix faster on tempered posteriors. We turn the "
            "informal observation into a replica exchange sampler with adaptive temperatures.",
            "Cheap approximations of the simulator guide Bayesian optimisation of wing shapes. We weight cheap "
            "approximations by their fidelity in a multi-fidelity Gaussian process bandit.",
            "Our graph sparsifier shows empirical superiority over spectral sparsification; its empirical "
            "superiority holds on road networks and citation graphs.",
            "A flexible model of event sequences has negligible cost. We fit the flexible model to clinical event "
            "logs at negligible cost and revisit a classic algorithm for Hawkes processes; the classic algorithm "
            "scales."]
    tags = [tag.lower() for paper in extract_keywords(docs) for tag in paper]
    assert not [tag for tag in tags if {"special", "technical", "informal", "cheap", "superiority", "flexible",
                                        "negligible", "classic"} & set(tag.split())], tags


def test_a_phrase_of_praise_or_emphasis_is_no_tag():
    """FABRICATED abstracts saying "of paramount importance", "nice properties", "poor quality":
    a blind reviewer of 6,206 real abstracts found such phrases as keywords."""
    docs = ["Calibration is of paramount importance in triage. We recalibrate triage classifiers with conformal "
            "scores; paramount importance goes to coverage of rare conditions.",
            "Spectral embeddings have nice properties for clustering. We prove nice properties of Laplacian "
            "eigenmaps on noisy manifolds and bound their eigengaps.",
            "Scanned receipts are of poor quality. We restore poor quality receipt images with a diffusion prior "
            "before optical character recognition."]
    tags = [tag.lower() for paper in extract_keywords(docs) for tag in paper]
    assert not [tag for tag in tags if tag.split()[0] in {"paramount", "nice", "poor"}], tags


def test_a_term_of_four_words_is_one_tag():
    """(fabricated abstracts) "equivariant graph neural networks" was cut to "graph neural
    networks" and "equivariant": candidates are phrases of up to four words."""
    docs = ["We study equivariant graph neural networks for molecules. Equivariant graph neural networks respect "
            "rotations, and we prune equivariant graph neural networks to halve their cost on protein benchmarks.",
            "Message passing on point clouds is slow. We propose sparse attention for point cloud segmentation.",
            "Language models hallucinate. We calibrate language models with retrieval on question answering."]
    assert "equivariant graph neural networks" in extract_keywords(docs)[0]


def test_an_acronym_is_plural_only_where_its_papers_write_it_so_often():
    """One "MCMCs" among many "MCMC" made the tag "MCMCs" on every paper (real lists of
    other venues; these abstracts are fabricated)."""
    docs = ["Markov chain Monte Carlo (MCMC) mixes slowly on multimodal targets. We propose tempered MCMC "
            "moves for multimodal posteriors; MCMC with these moves mixes faster.",
            "Markov chain Monte Carlo (MCMC) is costly on large data. We subsample MCMC transitions with "
            "control variates and bound the MCMC error.",
            "We adapt particle variational inference to MCMCs and compare MCMC samplers with Markov chain "
            "Monte Carlo (MCMC) diagnostics on logistic regression.",
            *CORPUS]
    tags = extract_keywords(docs)
    assert any(tag == "MCMC" for paper in tags[:3] for tag in paper), tags[:3]
    assert not any("MCMCs" in tag for paper in tags for tag in paper), tags[:3]


def test_no_tag_ends_on_a_word_that_points_back_or_an_adjective():
    """"forgetting old ones", "irrelevant ones", then "forgetting old" were tags (real lists of
    other venues; these abstracts are fabricated)."""
    docs = ["Class-incremental segmentation suffers from catastrophic forgetting of old ones. We replay "
            "exemplars so that the segmenter keeps old classes while learning new ones; forgetting old ones "
            "drops by half.",
            "Hard negatives matter for retrieval. We mine informative ones and drop irrelevant ones with "
            "a cross-encoder filter for dense retrieval.",
            *CORPUS]
    for paper in extract_keywords(docs)[:2]:
        assert not any(tag.split()[-1] in ("ones", "old", "new") for tag in paper), paper


def test_praise_and_time_words_start_no_tag():
    """"appealing properties", "devastating consequences", "longstanding problem", "remaining
    languages" were tags (real lists of other venues; this abstract is fabricated)."""
    docs = ["Label noise has devastating consequences for tabular models, a longstanding problem. Our robust "
            "boosting loss has appealing properties and transfers to the remaining languages of the "
            "ongoing benchmark; robust boosting halves the error.",
            *CORPUS]
    tags = [tag.lower() for tag in extract_keywords(docs)[0]]
    assert not any(tag.split()[0] in ("devastating", "longstanding", "appealing", "remaining", "ongoing")
                   for tag in tags), tags


def test_a_noun_in_ly_is_no_adverb():
    """"anomaly detection" was a tag of 0 of the 19 real abstracts that say it: a word in -ly
    was an adverb, never part of a tag (keywords.yml's ly_nouns; this abstract is fabricated)."""
    doc = ("Anomaly detection in sensor streams flags rare faults. We fit an exponential family model to each "
           "sensor and score anomaly detection by its likelihood.")
    tags = extract_keywords([doc] + CORPUS)[0]
    assert "anomaly detection" in tags and "exponential family" in " · ".join(tags), tags


@pytest.mark.parametrize("term", ["question answering", "lower bounds", "adversarial examples", "decision making",
                                  "world models", "open-world classification", "natural language processing"])
def test_a_term_that_holds_a_generic_word_is_a_tag(term):
    """keywords.yml's generic_terms: 'question answering' was a tag of 8 of the 114 real abstracts
    (of 6,208) that say it, 'adversarial examples' rarely, 'lower bounds' never ('question',
    'examples', 'lower' are generic words); a natural extension still makes no tag (fabricated)."""
    doc = (f"We study {term}. The classifier rejects examples from unseen classes and keeps accuracy on "
           "benchmark tasks, a natural extension of prior work.")
    tags = extract_keywords([doc] + CORPUS)[0]
    assert term in tags and not any("natural extension" in tag for tag in tags), tags


def test_a_word_broken_at_a_line_end_makes_no_tag_of_its_pieces():
    """'mutual information op timization', 'proba bilistic word embeddings' were tags of real abstracts
    whose lists kept a PDF's line-end hyphens (this abstract is fabricated)."""
    doc = ("We learn sequen- tial word embeddings by mutual information op- timization. The sequen- tial "
           "word embeddings improve retrieval.")
    tags = extract_keywords([doc] + CORPUS)[0]
    assert "sequential word embeddings" in tags and "mutual information optimization" in tags, tags


def test_a_compound_written_only_before_a_noun_is_no_tag():
    """A blind reviewer of real pages found "multi-sensor" (of "multi-sensor 3D object
    detection"), "finite-horizon" and "single-agent" as tags: modifiers cut from their noun
    (this abstract is fabricated)."""
    docs = ["We propose a detector for multi-sensor 3D object detection. It fuses lidar points with camera images "
            "through continuous convolutions, and 3D object detection on public driving benchmarks improves by a "
            "wide margin.", *CORPUS]
    assert not any(tag.lower() == "multi-sensor" for tag in extract_keywords(docs)[0])


def test_no_tag_starts_inside_a_term_of_generic_words():
    """"set domain adaptation" (of "open set domain adaptation") and "language understanding"
    (of "natural language understanding") were tags of real abstracts: a phrase that starts at
    the second word of a term of keywords.yml's generic_terms is cut (these are fabricated)."""
    docs = ["Open set domain adaptation (OSDA) assumes unknown classes in the target domain. We present an approach "
            "to open set domain adaptation that separates unknown samples, and open set domain adaptation "
            "benchmarks show gains.",
            "Natural language understanding benchmarks test reasoning. We probe natural language understanding "
            "models with counterfactual edits, and natural language understanding scores drop.", *CORPUS]
    pomdp = ("Planning in partially observable Markov decision processes is hard. We learn belief states for "
             "partially observable Markov decision processes from histories, and partially observable Markov "
             "decision processes with long horizons become tractable.")
    first, second, third = extract_keywords([*docs[:2], pomdp, *docs[2:]])[:3]
    # (a term of generic words may start a phrase of one word more than others)
    assert "partially observable Markov decision processes" in third, third
    assert "open set domain adaptation" in first, first
    assert any(tag.startswith("natural language understanding") for tag in second), second
    assert not any(tag.startswith(("set ", "language ")) for tag in first + second), (first, second)


def test_a_tag_from_another_papers_acronym_is_written_as_this_paper_writes_it():
    """FABRICATED: one paper defines RAM as a ranking activation map; another writes RAM for a
    microcontroller's memory, "activations" beside it, and was tagged "ranking activation map",
    words it never wrote (a real CVPR 2019 pair). Its tag is the acronym as it wrote it."""
    docs = ["We learn to rank images with a deep metric, and a visualization approach termed ranking activation "
            "map (RAM) is proposed to explain the ranking results; RAM highlights the regions that decide each "
            "ranking.",
            "Microcontrollers hold a few KB of RAM, and storing the activations of a network exceeds the RAM of "
            "such devices. We schedule convolutions so that the RAM they need stays within the budget of a "
            "microcontroller.", *CORPUS]
    defining, using = extract_keywords(docs)[:2]
    assert "ranking activation map" in defining, defining
    assert not any("ranking" in tag for tag in using), using


def test_the_names_of_a_citation_in_the_text_are_no_tag():
    """Real tags were 'Abbasi-Yadkori' (of "an open question of Abbasi-Yadkori and Szepesvari
    (2011)"), 'Van Roy' and 'FP32 Micikevicius' (these abstracts are fabricated)."""
    docs = ["We resolve an open question of Abbasi-Yadkori and Szepesvari (2011) and Dean,Mania, and Tu (2018) on "
            "regret minimization for linear quadratic control with unknown dynamics.",
            "Following Van Roy (2018) and Osband et al. (2016), we study seed sampling for concurrent exploration "
            "in reinforcement learning, and seed sampling scales to many agents.",
            "The MUC-4 (1992) corpus of terrorism reports is annotated for template filling, and we revisit MUC-4 "
            "template filling with generative models.", *CORPUS]
    first, second, third = extract_keywords(docs)[:3]
    cited = ("Abbasi", "Dean", "Roy", "Osband")
    assert not any(name in tag for tag in first + second for name in cited), (first, second)
    assert any("MUC-4" in tag for tag in third), third  # a name with digits is a dataset's, no citation


def test_a_name_written_with_its_argument_is_no_part_of_a_tag():
    """Real tags were "SE invariant global descriptors" (of "SE(3)-invariant global descriptors"), "TD" (of
    "the distributed TD(0) algorithm") and "Omega lower bounds": no keyword can hold the argument. "model(s)" is a
    plural, "Monte Carlo(SMC)" a definition (fabricated)."""
    docs = ["We learn SE(3)-invariant global descriptors for point cloud place recognition with SE(3)-equivariant "
            "networks; SE(3)-invariant global descriptors make place recognition robust to rotation.",
            "We analyse the distributed TD(0) algorithm for multi-agent policy evaluation, and TD(0) converges "
            "at a linear rate over communication graphs.",
            "Each target model(s) is distilled into student networks by target model distillation.",
            marked_plain_text("We study online linear optimization with hints: a regret of o(sqrt{T}) for round sets, "
                              "and we establish Omega(sqrt{T}) lower bounds on regret for polyhedral sets of actions; "
                              "sequential Monte Carlo(SMC) samplers do no better."), *CORPUS]
    first, second, third, fourth = extract_keywords(docs)[:4]
    assert not [tag for tag in first + second + fourth if tag.split()[0] in ("SE", "TD", "Omega")], (first, second)
    assert "invariant global descriptors" in first, first
    assert any("target model" in tag for tag in third), third
    assert any("SMC" in tag for tag in fourth), fourth  # (a definition written without a space stays one)


def test_a_tag_of_what_named_names_is_the_name():
    """FABRICATED after a real list's tags "CNN architecture named DFANet", "model named memoryGAN":
    the name is what readers search; "named entity recognition" stays whole."""
    docs = ["Segmentation must run on phones. We propose a lightweight segmentation architecture named FastSegNet "
            "for mobile devices; the segmentation architecture named FastSegNet halves latency.",
            "We study named entity recognition in tweets and improve named entity recognition for rare entities."]
    tags = [tag for paper in extract_keywords(docs) for tag in paper]
    assert not [tag for tag in tags if "named" in tag.split() and "entity" not in tag], tags
    assert "FastSegNet" in tags and any("named entity recognition" in tag for tag in tags), tags


def test_a_noun_and_an_ing_word_that_an_abstract_repeats_name_something():
    """A real "autoregressive entity linking" model got the tag "autoregressive entity": an -ing word after a
    noun is read as a verb ("the encoder acting on X") unless the abstract writes the pair twice (fabricated)."""
    doc = ("Video deraining removes rain streaks from frames. We propose a recurrent network for video deraining "
           "that models the rain layer, with the encoder acting on optical flow.")
    tags = extract_keywords([doc] + CORPUS)[0]
    assert "video deraining" in tags and not any("acting" in tag for tag in tags), tags


def test_an_en_dash_from_a_lowercase_word_to_a_capital_sets_off_an_aside():
    """FABRICATED: "the resulting sampler–Annealed Kernel Herding (AKH)–needs ..." made the tag
    "sampler-Annealed Kernel Herding"; names joined by one stay one word ("Plackett–Luce model")."""
    docs = ["Kernel herding picks points greedily. The resulting sampler–Annealed Kernel Herding (AKH)–needs no "
            "tuning, and AKH beats kernel herding on Plackett–Luce model posteriors; AKH scales to large sets.",
            *CORPUS]
    tags = extract_keywords(docs)[0]
    assert not any("sampler-" in tag.lower() for tag in tags), tags
    assert any("Plackett-Luce" in tag for tag in tags), tags


def test_a_point_of_view_is_no_tag():
    """FABRICATED: "a geometric perspective" says how the paper looks at its subject, not what it is
    about (real tags were "fresh perspective", "optimization perspective", "unifying perspective"); a
    blind judge preferred the keyword sets of 40 real abstracts without such tags 22 to 15 (3 equal)."""
    doc = ("Sparse coding learns dictionaries. We revisit dictionary learning from a geometric perspective and "
           "from a computational perspective: atoms form a frame, and the frame potential bounds the coherence "
           "of the learned dictionary. The perspective yields a new dictionary learning algorithm.")
    tags = extract_keywords([doc, *CORPUS])[0]
    assert not any("perspective" in tag for tag in tags), tags


def test_a_name_written_only_in_capitals_keeps_them_in_any_tag():
    """FABRICATED: "Monte Carlo" is only ever written so, always next to another capital (no vote of
    its own); a tag that also holds a lowercase word showed "monte carlo sampling" (30 real sets)."""
    docs = ["We speed up Monte Carlo sampling of posteriors. Our Monte Carlo sampling scheme reuses chains, and "
            "Monte Carlo sampling with reuse halves the cost of Bayesian inference on large models, unlike "
            "Annealed Importance Sampling.",
            "Markov chain Monte Carlo (MCMC) mixes slowly on multimodal targets. We temper the chains of Markov "
            "chain Monte Carlo to explore the modes, and show fast mixing.",
            "Sequential Monte Carlo methods track states. We analyse the Sequential Monte Carlo filter."]
    tags = [tag for doc_tags in extract_keywords([*docs, *CORPUS])[:3] for tag in doc_tags]
    assert "Monte Carlo sampling" in tags and not any("monte carlo" in tag for tag in tags), tags
