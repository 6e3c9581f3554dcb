"""Derived titles: the rules on fabricated abstracts, and a golden table for the real seeds."""

import re
from collections import Counter

import pytest
import yaml

from generator.keywords import extract_keywords
from generator.model import paper_id
from generator.normalize import ParsedAbstract, plain_text
from generator.reader import read_directory
from generator.title_candidates import instrument
from generator.title_common_names import common_names, names_used, written_by_many
from generator.title_cut_points import DANGLING
from generator.title_cuts import MAX_CHARS, fit, shorten, unpaired_bracket
from generator.title_words import base_form, gerund, make_unique, sentences
from generator.titles import derive_description, derive_title, keyword_title, title_and_need, with_keywords, with_own_name
from tests.conftest import ROOT


def titled(parsed: list[ParsedAbstract], keywords: list[tuple[str, ...]] | None = None) -> list[str]:
    """The titles of a list's abstracts, as the pipeline derives them: with the list's keywords
    (extracted here unless given), the names many of its abstracts use and the phrases they write."""
    keywords = keywords or extract_keywords([one.with_formulas_marked() for one in parsed])
    common = common_names(names_used(one.plain) for one in parsed)
    by_many = written_by_many([one.plain for one in parsed])
    return [derive_title(one.plain, one.formulas(), tags, common, by_many) for one, tags in zip(parsed, keywords)]


SEEDS = read_directory(ROOT / "seeds").abstracts
PARSED = {f"{a.file}#{a.paragraph}": ParsedAbstract(a.text) for a in SEEDS}
REAL = {key: (parsed.plain, title) for (key, parsed), title in zip(PARSED.items(), titled(list(PARSED.values())))}

UNSEEN = yaml.safe_load((ROOT / "tests/data/unseen_titles.yml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", UNSEEN, ids=lambda case: case["title"][:40])
def test_unseen_fabricated_abstracts_get_the_title_a_careful_human_would_give(case):
    assert derive_title(plain_text(case["abstract"])) == case["title"]


@pytest.mark.parametrize("key", sorted(REAL))
def test_real_title_is_short_whole_words_and_ends_cleanly(key):
    text, title = REAL[key]
    assert 0 < len(title) <= MAX_CHARS
    assert title.split()[-1].lower() not in DANGLING
    assert "\\" not in title and "⟨" not in title
    words = set(re.findall(r"[\w’'-]+", text.casefold())) | {"for", "and"}  # "for" joins a topic, "and" keywords
    words |= {gerund(base_form(word)) for word in words}  # what "a method that embeds X" does: "Embedding X"
    for word in re.findall(r"[\w’'-]+", title.casefold()):
        assert word in words, f"{word!r} of {title!r} is not a whole word of the abstract"


# (fabricated) Only background, a finding in passing and no sentence that says what the paper does.
UNSTATED_ABSTRACT = ("Recent years have seen a rise in methods for modelling contact between rigid bodies. "
                     "Simulators trained on graphs of contacts are accurate on benchmarks.")


def test_an_abstract_that_states_no_contribution_is_titled_by_its_first_keywords():
    keywords = ("graph network simulators", "contact dynamics", "rigid bodies")
    assert derive_title(UNSTATED_ABSTRACT) == "Modelling Contact Between Rigid Bodies"  # its topic
    assert derive_title(UNSTATED_ABSTRACT, keywords=keywords) == "Graph Network Simulators and Contact Dynamics"


def test_keywords_never_replace_a_contribution_the_abstract_states():
    text = "Contact is hard to model. We propose a graph network simulator for rigid-body contact."
    assert derive_title(text, keywords=("contact dynamics", "rigid bodies")) == (
        "A Graph Network Simulator for Rigid-Body Contact")


@pytest.mark.parametrize("text, title", [
    ("Neural networks are everywhere. We propose a framework for neural networks.",  # (a title of 2 specific words)
     "Graph Network Simulators and Contact Dynamics"),
    ("We propose two related models.", "Graph Network Simulators and Contact Dynamics"),
    ("We propose a framework for graph network simulators of contact.",  # 3 specific words: kept
     "A Framework for Graph Network Simulators of Contact"),
    ("We propose GNS, a framework for neural networks.", "GNS: A Framework for Neural Networks"),  # named: kept
    ("ConnectoFly is a recurrent network of the fruit fly central complex. Simulations match recordings.",
     "ConnectoFly: A Recurrent Network of the Fruit Fly Central Complex"),  # a name defined once: kept
    ("Can neural networks simulate contact?", "Can Neural Networks Simulate Contact?"),  # a question: kept
])
def test_a_title_that_says_little_gives_way_to_the_keywords(text, title):
    """Blind judges preferred the keywords to a title of at most two specific words that names nothing
    (30 of 40 changed titles of real lists; 8 the other way), not to one of three (16 against 21)."""
    assert derive_title(text, keywords=("graph network simulators", "contact dynamics")) == title


@pytest.mark.parametrize("text, title, keywords_instead", [
    ("Contact is hard to model. We propose a graph network simulator for rigid-body contact.",
     "A Graph Network Simulator for Rigid-Body Contact", False),
    (UNSTATED_ABSTRACT, "Modelling Contact Between Rigid Bodies", True),  # no contribution
    ("We propose two related models.", "Two Related Models", True),  # says little
    ("医学图像分割需要大量标注。CT和MRI数据上的Dice仍然很低。", None, False),  # no Latin keywords
])
def test_a_title_made_before_the_keywords_says_whether_they_title_the_paper_instead(text, title, keywords_instead):
    """The pipeline makes titles beside the keywords, which need the whole list, and then
    gives each paper the title derive_title gives with its keywords."""
    found = title_and_need(text)
    assert found[1] is keywords_instead and (title is None or found[0] == title)
    for keywords in [("graph network simulators", "contact dynamics"), ("the",), ()]:
        assert with_keywords(*found, keywords) == derive_title(text, keywords=keywords)


# (fabricated) what the title's name stands for, in the abstract
SEM_AE = "We propose a semantic autoencoder (SemAE) for extractive opinion summarization."


@pytest.mark.parametrize("keywords, title, text, expected", [
    (("caricature generation", "face warping"), "WarpGAN: A Network That Generates Caricatures", "",
     ("WarpGAN", "caricature generation", "face warping")),
    (("a", "b", "c", "d", "e", "f"), "LEVEN: A Legal Event Detection Dataset", "", ("LEVEN", "a", "b", "c", "d", "e")),
    (("CUVET algorithm", "uplift"), "CUVET: An Algorithm for Uplift", "", ("CUVET algorithm", "uplift")),  # holds it
    (("warpgan", "faces"), "WarpGAN: A Network", "", ("warpgan", "faces")),  # in another case
    (("TAFE-Net", "few-shot learning"), "TAFE-Nets: Task Aware Feature Embedding Networks", "",
     ("TAFE-Net", "few-shot learning")),  # in another number (a blind reviewer saw both as tags)
    (("semantic autoencoder", "opinion summarization"), "SemAE: A Semantic Autoencoder", SEM_AE,
     ("semantic autoencoder", "opinion summarization")),  # spelled out before it
    (("opinion summarization",), "SemAE: A Semantic Autoencoder", SEM_AE, ("SemAE", "opinion summarization")),
    (("Survival Topological Representation", "persistence"), "STRAND: A Method",
     "We introduce STRAND (Survival Topological Representation ANalysis of Diagrams), which ...",
     ("Survival Topological Representation", "persistence")),  # spelled out after it
    (("Dynamic Adaptive Rerandomization",), "DARTS: A Design",
     "We introduce Dynamic Adaptive Rerandomization via Thompson Sampling (DARTS).",
     ("Dynamic Adaptive Rerandomization",)),  # the start of what it stands for
    (("language inference",), "IMPLI: A Dataset",
     "We present IMPLI (Idiomatic and Metaphoric Paired Language Inference), a dataset.",
     ("IMPLI", "language inference")),  # a part of what it stands for
    (("opinion summarization",), "SemAE: A Semantic Autoencoder",
     "For opinion summarization, we propose a semantic autoencoder (SemAE).",
     ("SemAE", "opinion summarization")),  # before it, but not what it stands for
    (("caricature generation",), "A Network That Generates Caricatures", "", ("caricature generation",)),  # no name
    # a name in capitalised words, or the acronym it gives; not "A New Model", nor one a keyword holds
    (("sparse rewards",), "Hindsight Goal Relabeling: A Technique", "", ("Hindsight Goal Relabeling", "sparse rewards")),
    (("object detection",), "Detection Transformer (DETR): A Detector", "", ("DETR", "object detection")),
    (("parsing",), "A New Model: The Graph Network", "", ("parsing",)),
    (("hindsight goal relabeling",), "Hindsight Goal Relabeling: A Technique", "", ("hindsight goal relabeling",)),
])
def test_a_paper_is_tagged_with_the_name_its_title_gives_it(keywords, title, text, expected):
    """Blind readers of real papers missed the paper's own name among its tags (WarpGAN, DeepProbLog, DuoRC)."""
    assert with_own_name(keywords, title, text) == expected


def test_the_name_takes_the_place_of_a_keyword_no_other_paper_has():
    """Six keywords: the last one that no other paper has makes room for the name (197 of the
    362 real papers that gained a name where six were shown had lost a keyword linking them to
    other papers), else the last."""
    keywords = ("a", "b", "c", "d", "e", "f")
    assert with_own_name(keywords, "LEVEN: A Dataset", "", shared={"e", "f"}) == ("LEVEN", "a", "b", "c", "e", "f")
    assert with_own_name(keywords, "LEVEN: A Dataset", "", shared=set(keywords)) == ("LEVEN", "a", "b", "c", "d", "e")


def test_keywords_that_make_no_title_leave_the_title_of_the_sentences():
    """(A correction's keywords may be anything.)"""
    assert derive_title("We propose two related models.", keywords=("the",)) == "Two Related Models"
    assert derive_title(UNSTATED_ABSTRACT, keywords=("the",)) == "Modelling Contact Between Rigid Bodies"


@pytest.mark.parametrize("text", [  # (fabricated) a contribution, and none
    "医学图像分割需要大量标注。我们提出一种仅用涂鸦标注训练的分割方法，在CT和MRI数据上Dice提升5%。",
    "医学图像分割需要大量标注。CT和MRI数据上的Dice仍然很低。",
])
def test_a_chinese_or_japanese_abstract_is_never_titled_by_its_latin_keywords(text):
    assert derive_title(text, keywords=("CT", "Dice", "MRI")) == derive_title(text)


def test_a_name_that_many_abstracts_of_the_list_use_leads_no_title():
    text = ("We propose to train convolutional neural networks (CNNs) with binary weights and activations. "
            "We present Group-Net, a network decomposition strategy for binary CNNs.")  # (adapted from a real one)
    assert derive_title(text) == "CNNs: Training Convolutional Neural Networks"
    assert derive_title(text, common={"CNN"}) == (
        "Group-Net: A Network Decomposition Strategy for Binary Convolutional Neural Networks")


def test_a_common_name_leads_the_title_that_spells_it_out_in_words_few_abstracts_write():
    """"RCD: Repetitive Causal Discovery", "DCN: Dynamic Coattention Network" were titled by two keywords
    of 8,752 real abstracts, where "RCD" and "DCN" name other things too (fabricated here)."""
    text = ("Latent confounders bias causal discovery. We propose repetitive causal discovery (RCD), which "
            "finds the causal order of observed variables. RCD recovers linear non-Gaussian models.")
    assert derive_title(text, common={"RCD"}, by_many=lambda phrase: False) == (
        "RCD: Repetitive Causal Discovery for Latent Confounders")
    assert not derive_title(text, common={"RCD"}).startswith("RCD")  # (a list whose abstracts all write it)


@pytest.mark.parametrize("keywords, title", [
    (("graph network simulators", "graph contact", "contact dynamics"),
     "Graph Network Simulators and Contact Dynamics"),
    (("GANs", "image manipulation"), "GANs and Image Manipulation"),  # (an acronym keeps its case)
    (("graph network simulators",), "Graph Network Simulators"),
    (("graph network simulators", "simulators"), "Graph Network Simulators"),
    (("learned graph network simulators of rigid contact between many bodies",  # (both would not fit)
      "stable time integration with implicit solvers"),
     "Learned Graph Network Simulators of Rigid Contact Between Many Bodies"),
    ((), ""),
])
def test_a_keyword_title_joins_the_first_keyword_and_the_next_that_shares_no_word_with_it(keywords, title):
    assert keyword_title(keywords) == title


def test_a_keyword_title_joins_the_two_keywords_as_the_abstract_does():
    """"GANs and Stable Training" was the title of an abstract about "stable training of GANs" (fabricated here)."""
    text = "We study the stable training of GANs. Our penalty makes stable training cheap."
    assert keyword_title(("GANs", "stable training", "gradient penalty"), text) == "Stable Training of GANs"
    assert keyword_title(("GANs", "stable training"), "We train GANs stably.") == "GANs and Stable Training"


def test_named_contribution_comes_first():
    assert REAL["000_c582725158b33f94.txt#1"][1].startswith("PRKV: ")
    assert REAL["000_c582725158b33f94.txt#2"][1].startswith("STRAND: Survival Topological")
    assert REAL["000_c582725158b33f94.txt#4"][1].startswith("FocusDepth: ")


def test_a_word_the_source_broke_at_a_line_end_is_whole_again_in_the_title():
    # fabricated, after real lists that kept "learn- ing" and "sce- nario" (titles "... Few-Shot Learn- Ing")
    text = ("We propose prototype networks for few-shot learn- ing in a more difficult sce- nario, trained on "
            "real- world data with pre- and post-processing steps.")
    assert derive_title(text) == "Prototype Networks for Few-Shot Learning in a More Difficult Scenario"
    # no word "realworld": a compound ("Real- World" was the title before)
    assert derive_title("We release a benchmark of real- world robot grasps.") == (
        "A Benchmark of Real-World Robot Grasps")
    assert derive_description(text).startswith("We propose prototype networks for few-shot learning in a")


def test_long_titles_are_cut_before_a_phrase_not_mid_word():
    text = ("We propose a structural pruning method for equivariant atomistic foundation models of very "
            "large and chemically diverse molecular systems in chemistry to bridge the long-standing accuracy-efficiency gap.")
    title = derive_title(text)
    assert len(title) <= MAX_CHARS
    assert title == "A Structural Pruning Method for Equivariant Atomistic Foundation Models"


@pytest.mark.parametrize("text, title", [
    # a named contribution whose description did not fit lost to a side finding ("The Simulated
    # Correction Stage Matters Most for Contact-Rich Tasks"): what it does is cut before a phrase
    ("We introduce PanoMap, a pipeline that converts thousands of unlabeled street-level panoramas recorded "
     "by delivery robots into dense semantic maps for city-scale navigation planners. We find that the "
     "depth stage matters most in narrow streets.",
     "PanoMap: A Pipeline That Converts Thousands of Unlabeled Street-Level Panoramas"),
    # ... never mid-phrase (was "... Explanations in Addition")
    ("We present an approach to entity linking that uses the surrounding paragraphs of each mention in "
     "addition to the mention itself. It is fast.",
     "An Approach to Entity Linking That Uses the Surrounding Paragraphs of Each Mention"),
    # what a paper releases of its own work is no title ("The Audit Framework for Large Language Models")
    ("Vision models are deployed in hospitals, yet their failures are rarely audited. We conduct a "
     "systematic audit of 12 chest X-ray classifiers across 40 hospitals. Every model degrades on portable "
     "scanners. We release our audit toolkit for future studies.",
     "A Systematic Audit of 12 Chest X-Ray Classifiers Across 40 Hospitals"),
    # ... but a new corpus it releases is
    ("Speech corpora rarely capture spontaneous talk. We release a corpus of 900 hours of spontaneous "
     "conversational speech from 2,000 speakers, with standard splits. Baselines are weak.",
     "A Corpus of 900 Hours of Spontaneous Conversational Speech From 2,000 Speakers"),
])
def test_patterns_of_the_first_blind_set(text, title):
    """Fabricated abstracts in the patterns that the first blind set's wrong titles showed."""
    assert derive_title(text) == title


def test_the_question_the_authors_ask_titles_the_paper():
    """"Here we ask whether ..." was no study, and the title was the first sentence's
    subject, "Cognitive Scientists" (blind set; this abstract is fabricated)."""
    text = ("Economists have built many models of auctions, each for one format. Here we ask whether one learned "
            "model can predict bids across auction formats, and whether it explains them. We train a transformer "
            "on 2 million bids.")
    assert derive_title(text) == "Can One Learned Model Predict Bids Across Auction Formats?"


def test_a_name_given_to_the_whole_system_titles_what_it_does_not_a_part_of_it():
    """"The system, named VectorMuse" was titled with the paper's loss, "VectorMuse: A
    Layer-Wise Structure Loss for Graphic Designers" (blind set; these are fabricated)."""
    studied = ("Musicians write scores by hand. We address text-to-score transcription by fine-tuning a language "
               "model to emit notation code. To keep outputs playable, we introduce a voice-leading consistency loss. "
               "The system, named ScoreSmith, transcribes piano recordings.")
    assert derive_title(studied) == "ScoreSmith: Text-to-Score Transcription"
    proposed = ("Search over code is slow. We propose a retrieval system for large monorepos that indexes call graphs. "
                "We also introduce a ranking loss for snippets. The system, named GraphSeek, answers queries in 40 ms.")
    assert derive_title(proposed) == "GraphSeek: A Retrieval System for Large Monorepos"


def test_a_sentence_goes_on_after_an_abbreviation():
    """A description read "... we derive a closed form (Eq." (fabricated abstracts)."""
    text = "Ridge regression is old. We derive a closed form (Eq. (3)) for its risk, see Fig. 2. It is tight."
    assert derive_description(text) == "We derive a closed form (Eq. (3)) for its risk, see Fig. 2."
    assert sentences("As Smith et al. showed, it holds, i.e. X is true (cf. Ref. 4). Next.") == (
        "As Smith et al. showed, it holds, i.e. X is true (cf. Ref. 4).", "Next.")
    # "et al." may end a sentence (the description took in the background, the review found)
    assert derive_description("Scaling laws were derived by Kaplan et al. We propose a scaling law for data. It fits.") == (
        "We propose a scaling law for data.")
    # ... but not before its year (the title was "He Et Al")
    assert sentences("Li et al. (2021) doubt X. Wu et al. 2022 agree. We test X.") == (
        "Li et al. (2021) doubt X.", "Wu et al. 2022 agree.", "We test X.")


@pytest.mark.parametrize("text, expected", [
    # others' work cited goes from a title, and their names are no topic (fabricated abstracts)
    ("We revisit the robust bandit problem recently proposed in Okafor et al. (2020). Bandits are hard.",
     "The Robust Bandit Problem"),
    ("We analyse the collapsed lattice sampler introduced by Varga et al. (2017). It is old.",
     "The Collapsed Lattice Sampler"),
])
def test_a_title_names_no_authors_of_other_work(text, expected):
    assert derive_title(text) == expected


def test_a_contribution_for_the_subject_the_paper_announces():
    """"In this paper, we study end-to-end autonomous driving ... We propose a planner that
    is trained inside a learned latent world model" was titled with the subject alone
    (blind set; this abstract is fabricated)."""
    text = ("In this paper, we study multi-robot exploration. Existing planners ignore communication limits. "
            "We propose a coordinator that is trained inside a learned simulator of floor plans. It explores 30% faster.")
    assert derive_title(text) == "A Coordinator Trained Inside a Learned Simulator of Floor Plans for Multi-Robot Exploration"
    assert instrument("to iteratively refine class prototypes") == "iteratively refining class prototypes"  # not "iterativelying"


@pytest.mark.parametrize("text, title", [
    # the passive voice names the contribution as the subject (was "A Decoding-Time Method")
    ("Summaries of long meetings omit decisions. A retrieval-based method is proposed for extracting decisions "
     "from meeting transcripts, and it is evaluated on 300 meetings.",
     "A Retrieval-Based Method for Extracting Decisions From Meeting Transcripts"),
    # ... and a bare one takes the topic, cut before the first sentence's verb (was "Spectral Clustering Performs")
    ("Kernel regression performs well when data are clean but breaks under outliers. A robust variant is formulated "
     "in which the kernel matrix is split into a low-rank part and a sparse part.",
     "A Robust Variant for Kernel Regression"),
    # what "this" is a title cannot show (was "... in This Realistic Regime", "An Analysis of This Collapse")
    ("Benchmarks of causal discovery use regular synthetic data. We present a benchmark for causal discovery in "
     "this harder regime. It includes 48 variables.", "A Benchmark for Causal Discovery"),
    # a list is not cut at its "and" (was "... the Assignment of Forward, Backward")
    ("Pipelines waste compute. We present a scheduler that assigns forward, backward and weight-gradient "
     "computations to pipeline stages with an integer program. It is fast.",
     "A Scheduler That Assigns Forward, Backward and Weight-Gradient Computations to Pipeline Stages"),
    # a position paper's claim, as a position (was a fragment of a later sentence)
    ("This position paper argues that benchmark leaderboards reward overfitting to test sets. We survey 40 "
     "benchmarks.", "Position: Benchmark Leaderboards Reward Overfitting to Test Sets"),
    # ... before what it proposes (was "A Tiered Access Framework")
    ("This position paper argues that external audits of language models are impossible without legal access. "
     "We propose a tiered access framework and a minimal disclosure regime.",
     "Position: External Audits of Language Models Are Impossible Without Legal Access"),
    # names given late: an apposition to "the resulting method", "which we name", a bare description
    ("Pruning large graphs for training is slow. We compute edge scores with sketches. The resulting method, "
     "EdgeTrim, is applied before training.", "EdgeTrim: Pruning Large Graphs for Training"),
    ("Serving long-context language models is memory-bound. These observations motivate a two-tier cache design, "
     "which we name TierCache, in which the full cache stays in CPU memory.",
     "TierCache: A Two-Tier Cache Design for Serving Long-Context Language Models"),
    ("Dynamic scene reconstruction from one handheld video is ill-posed. Tracks and depth are complementary. "
     "Building on this, we describe FlowSplat, a representation in which each Gaussian follows a trajectory.",
     "FlowSplat: A Representation in Which Each Gaussian Follows a Trajectory"),
    # more ways to state a contribution: "whose", "this paper describes", "our approach is to", passive "described"
    ("Graph transformers scale poorly. To address this, we develop a sparse transformer whose heads attend to "
     "sampled neighbourhoods of each node. It is fast.",
     "A Sparse Transformer Whose Heads Attend to Sampled Neighbourhoods of Each Node"),
    ("Protein loops are hard to design. This paper describes a generative model that co-designs loop sequence and "
     "structure. It works.", "A Generative Model for Protein Loops"),
    ("Legged robots slip on sand. Collecting real data is slow. Our approach is to learn a residual contact model "
     "from a small amount of real interaction. It helps.",
     "Learning a Residual Contact Model From a Small Amount of Real Interaction"),
    ("Chatbots forget users. A recommender is described that maintains an editable preference profile in plain "
     "language. Users liked it.", "A Recommender That Maintains an Editable Preference Profile in Plain Language"),
    # contributions listed as items (a title held "Threefold: • a New Estimator"; the math browser pass)
    ("Our contributions are threefold: \\begin{itemize}\\item a sampler for large graphs; \\item a lower bound; "
     "\\item experiments.\\end{itemize}", "A Sampler for Large Graphs"),
    # ... hyphenated, or said in a sentence of its own (a title held "Two-Fold for Abnormal Event Detection")
    ("Our contributions are two-fold: a sampler for large graphs and a lower bound. Experiments agree.",
     "A Sampler for Large Graphs and a Lower Bound"),
    ("Abnormal event detection in video is hard. Our contribution is two-fold. We recast abnormal event detection "
     "as a one-versus-rest classification problem. We add dummy anomalies.",
     "Abnormal Event Detection as a One-Versus-Rest Classification Problem"),
    # ... and "our main contribution is" comes first, hyphen or not; "manifold" is no "-fold"
    ("We propose a loss for graphs. Our contributions are two-fold: a sampler for large graphs and a lower bound.",
     "A Sampler for Large Graphs and a Lower Bound"),
    ("Graphs are common. Our main contribution is manifold regularization for sparse graph embeddings.",
     "Manifold Regularization for Sparse Graph Embeddings"),
    # ... but what the contributions are like is none (a real title read "Theoretical, However, and They Are
    # Twofold for Standard Probabilistic Sparse Coding")
    ("Sparse coding assumes a Laplace prior. We derive an entropy-based objective for sparse coding. Our main "
     "contributions are theoretical, however, and they are twofold.", "An Entropy-Based Objective for Sparse Coding"),
    # what the review found the new patterns took wrongly (each was a title of the base before)
    ("Sign language translation lacks data. We release the largest parallel corpus of sign language videos and "
     "transcripts. Models improve.", "The Largest Parallel Corpus of Sign Language Videos and Transcripts"),
    ("Tokenizers are large. Our approach is to distill the teacher into a student with a smaller vocabulary. It works.",
     "Distilling the Teacher Into a Student With a Smaller Vocabulary"),
    ("Listwise ranking losses are unstable under label noise. We conduct extensive experiments on five benchmarks "
     "and observe consistent gains.", "Listwise Ranking Losses"),
    ("A number of distillation methods are proposed to reduce sampling cost, yet they degrade quality. We show that "
     "a cosine schedule restores sample quality.", "A Cosine Schedule Restores Sample Quality"),
    ("Building on a recent position paper on evaluation, we show that leaderboard rankings are unstable under "
     "resampling.", "Leaderboard Rankings Are Unstable Under Resampling"),
    ("Sequence models need good objectives. The overall objective, ELBO, is optimized with a reparameterized "
     "estimator. We propose a variational objective for sequence models.",
     "A Variational Objective for Sequence Models"),
])
def test_patterns_of_the_second_blind_set(text, title):
    """Fabricated abstracts in the patterns that the second blind set's wrong titles showed."""
    assert derive_title(plain_text(text)) == title


@pytest.mark.parametrize("text, title", [
    # a cut never ends a list early ("... Dispatching Batteries, Heat Pumps")
    ("We introduce HarborMind, a reinforcement learning scheduler for assigning cranes, tugboats and container "
     "trucks in congested multi-terminal seaports. It is fast.",
     "HarborMind: A Reinforcement Learning Scheduler for Assigning Cranes, Tugboats and Container Trucks"),
    # nor leaves a verb without the "to" its object needs ("... That Forces Every Generated Sentence")
    ("We introduce Scribe, a retrieval-augmented summarisation framework that forces every extracted summary "
     "sentence to be traceable to one paragraph of the source. It works.",
     "Scribe: A Retrieval-Augmented Summarisation Framework"),
    # a release is not what a late name names; what "we curate| from ..." makes came before the verb
    ("Sparse attention in transformers has meant fixed patterns. We let each head learn how many keys it reads. "
     "We name the architecture Sieve and release an efficient kernel for ragged attention.",
     "Sieve: Sparse Attention in Transformers"),
    # the subject of a first sentence is not cut at a possessive or before a verb, and "a variant" is one of it
    ("Dijkstra's algorithm for shortest paths spends almost all of its time on priority-queue operations over "
     "millions of vertices in sparse road graphs. We analyze a variant.",
     "A Variant of Dijkstra's Algorithm for Shortest Paths"),
    # nor parts a measure from its quantity ("... at Lead Times")
    ("We present Halo, a probabilistic machine-learning model for regional river flood forecasting at lead times of "
     "one to ten days over mountainous basins. It is calibrated.",
     "Halo: A Probabilistic Machine-Learning Model for Regional River Flood Forecasting"),
    # a long first sentence, the last resort, gives its first clause, not half of the second
    ("Leaderboards decide which models the community adopts and extends, yet whether a leaderboard ranks the "
     "capability it claims to rank is seldom asked by anyone.",
     "Leaderboards Decide Which Models the Community Adopts and Extends"),
    # what the review of these rules found (fabricated): a named release is the contribution
    ("Legal NLP lacks Portuguese resources. We release a corpus of 10,000 annotated court rulings in Portuguese. "
     "We call the corpus LexPT.", "LexPT: A Corpus of 10,000 Annotated Court Rulings in Portuguese"),
    # an inserted phrase after the verb is skipped, not taken for the object
    ("We propose, for the first time, a unified diffusion framework for protein backbone and sequence co-design. "
     "It works well.", "A Unified Diffusion Framework for Protein Backbone and Sequence Co-Design"),
    # a subject's plural head before an adverb stays ("systems| only transcribe")
    ("Speech recognition systems only transcribe well on read speech. We study conversational speech.",
     "Speech Recognition Systems"),
    # a setting compared with one before ("the more realistic setting") titles nothing; a cut never
    # ends on a word that needs the next ("... Forecasters According| to")
    ("Forecast-augmented scheduling assumes one perfect forecaster. We consider the more realistic setting in which "
     "forecasts arrive from several providers whose accuracy drifts. We show that an exponentiated gradient scheme "
     "that re-weights the forecast providers according to their past squared errors attains low regret against the best provider.",
     "An Exponentiated Gradient Scheme"),
    # a modal verb ends the first sentence's subject ("... from logged data| must balance ...")
    ("Batch active learning from crowd feedback must trade label cost against label quality. We weigh each query "
     "by an estimate of its annotator's accuracy. We name the method NoisyBatch.",
     "NoisyBatch: Batch Active Learning From Crowd Feedback"),
    # "A common assumption is that ..." is a remark, not the topic a bare contribution is for
    ("A common assumption is that deeper networks need more labelled data. We propose a sample-efficient estimator. "
     "It works.", "A Sample-Efficient Estimator"),
    # ", and" before the last item of a list ends no clause
    ("Electric vehicles, residential heat pumps, and stationary home batteries are flexible loads whose "
     "coordinated scheduling could stabilize distribution grids.",
     "Electric Vehicles, Residential Heat Pumps, and Stationary Home Batteries Are Flexible Loads"),
    # what the authors show how to do titles a paper that says no more (real: "Parallel Rounds and KL Divergence",
    # its keywords)
    ("Sampling from high-dimensional distributions is slow when done one step at a time. We show how to sample in "
     "parallel from a log-concave distribution over many dimensions. The number of rounds grows only logarithmically.",
     "Sampling in Parallel From a Log-Concave Distribution Over Many Dimensions"),
    # what the authors "initiate the study of" is what they study (real: "Group Membership and Private
    # Implementation", its keywords)
    ("Fairness and privacy are both desired of deployed classifiers. We initiate the formal study of fair learning "
     "under the constraint of differential privacy. Our first algorithm is a private version of an existing method.",
     "Fair Learning Under the Constraint of Differential Privacy"),
    # a name may start with a Greek letter (was "Another Special Case for ΨPO": that candidate points back, too)
    ("Preference learning relies on two approximations. We derive a new general objective called $\\Psi$PO for "
     "learning from human preferences that bypasses both approximations. We then consider another special case for "
     "$\\Psi$PO by setting $\\Psi$ to the identity.", "ΨPO: A General Objective for Preference Learning"),
    # a name, its acronym and its description without the comma between them (a real title ran them together:
    # "Kernel Conditional Deviance for Causal Inference a Fully Nonparametric Causal Discovery Method")
    ("Discovering causal structure is a fundamental problem. In this paper, we propose Kernel Conditional Deviance "
     "for Causal Inference (KCDC) a fully nonparametric causal discovery method based on observational data.",
     "Kernel Conditional Deviance for Causal Inference (KCDC): A Fully Nonparametric Causal Discovery Method"),
    # a capital that the abstract writes as a variable without dollars is a label too (a real title ended "Over a
    # Polytope P"); not a part of a name ("DEEP R")
    ("Projection-free methods are slow. We present a blended gradient approach for minimizing a smooth function over "
     "a polytope P, combining two steps. A simpler variant applies when P is the simplex.",
     "A Blended Gradient Approach for Minimizing a Smooth Function Over a Polytope"),
    # what a contribution is made with, in a short noun phrase, stays (a real title dropped "by neural networks"
    # and so claimed a mechanism for any missing data); not how it was shown, nor a vague one
    ("Incomplete records are common in tabular data. We propose a general mechanism for processing missing data by "
     "neural networks. Our idea is to replace the response of the first layer by its expectation.",
     "A General Mechanism for Processing Missing Data by Neural Networks"),
    ("Incomplete records are common in tabular data. We propose a general mechanism for processing missing data "
     "through experiments on real data. It works.", "A General Mechanism for Processing Missing Data"),
    ("Explanations of models differ. We propose a unified framework for local feature explanations using two "
     "concepts. It covers many methods.", "A Unified Framework for Local Feature Explanations"),
    ("Preference learning relies on two approximations, and its objectives are many. We then consider another special "
     "case of the preference objective by setting the map to the identity, with guarantees.", "Preference Learning"),
])
def test_patterns_of_the_third_blind_set(text, title):
    """Fabricated abstracts in the patterns that the third blind set's wrong titles showed,
    and what the review of the rules made for them found them taking."""
    assert derive_title(plain_text(text)) == title


@pytest.mark.parametrize("text, name", [
    ("Learned hashing of long documents is slow to train. We learn bucket boundaries jointly with the encoder. "
     "We call the approach BucketFlow.", "BucketFlow"),
    ("Object detectors trained on daytime images fail at night. We estimate illumination jointly with boxes. "
     "Across four test sets, including a 2,000-image night collection that we release, recall rises by 9%. We call "
     "the resulting training recipe NightLift and release code.", "NightLift"),
    ("Neural fields are slow to fit. We fit them with a two-stage schedule. We call the resulting two-stage "
     "training recipe FieldLift.", "FieldLift"),
    # a call of a model is no naming (the review of these rules)
    ("Tool-using agents are brittle. Our agent plans over tool graphs. At inference time we call the model GPT-4o "
     "with a short prompt.", None),
])
def test_a_name_given_late_to_what_the_paper_made_heads_its_title(text, name):
    """A late naming sentence ("We call the approach X.") puts the name first, whatever
    the title says after it (here, without a contribution sentence, the topic)."""
    title = derive_title(plain_text(text))
    if name:
        assert title.startswith(f"{name}: ") and "Recall" not in title and "Release" not in title, title
    else:
        assert ":" not in title, title


def test_a_name_given_late_to_what_nothing_else_describes_says_what_it_does():
    """"We call this solution CoordConv, which ..." named what no contribution sentence had said: the title was
    the first sentence (real); what the clause after the name says it does describes it (fabricated)."""
    text = ("Few ideas have had as large an impact as convolution. Convolutional networks fail at a coordinate "
            "transform task. We call this solution GridConv, which gives convolution access to its own input "
            "coordinates through extra channels. It solves the task.")
    assert derive_title(text) == (
        "GridConv: Giving Convolution Access to Its Own Input Coordinates Through Extra Channels")


def test_a_formula_in_a_title_keeps_its_case():
    parsed = ParsedAbstract("We propose a sampler that mixes in $O(\\log n)$ steps on graphs of $n$ nodes. It is fast.")
    assert derive_title(parsed.plain, parsed.formulas()) == "A Sampler That Mixes in O(log n) Steps on Graphs of n Nodes"
    # two formulas alike but for case: the title is as the casing left it, on every build (it flapped by hash seed)
    both = ParsedAbstract("We propose a sampler that mixes in $O(1)$ rounds when the error is $o(1)$. It is fast.")
    assert derive_title(both.plain, both.formulas()) == "A Sampler That Mixes in O(1) Rounds"


def test_a_title_never_holds_half_a_parenthesis():
    # Fabricated: the first sentence's subject holds a citation, and a second one
    # starts inside a parenthesis, as a line-broken list can.
    cited = ("The relationship between replicability (Impagliazzo et al. Ghazi et al.) and privacy is open. "
             "We propose a polynomial-time algorithm.")
    assert derive_title(cited) == "A Polynomial-Time Algorithm for the Relationship Between Replicability"
    stray = "[ICML '21]) and other stability notions are studied. We propose a polynomial-time algorithm."
    assert derive_title(stray) == "A Polynomial-Time Algorithm"


@pytest.mark.parametrize("abstract, title", [
    # fabricated analysis papers: "we study whether X are Y" titles as the question it asks
    ("We study whether uncertainty estimates of graph networks are calibrated under distribution shift. "
     "We test six methods.", "Are Uncertainty Estimates of Graph Networks Calibrated Under Distribution Shift?"),
    ("We investigate whether small language models can solve grade-school arithmetic, and find they cannot.",
     "Can Small Language Models Solve Grade-School Arithmetic?"),
    # a relative clause may hold the auxiliary ("that are"): no "Are Models That Pruned ...?"
    ("We study whether models that are pruned lose accuracy on rare classes.",
     "Whether Models That Are Pruned Lose Accuracy on Rare Classes"),
])
def test_a_study_of_whether_asks_its_question(abstract, title):
    assert derive_title(abstract) == title


def test_a_title_says_nothing_that_points_back():
    # fabricated: "such" refers to a sentence the title cannot show; "such that" and "such as" stay
    assert derive_title("Auction logs are censored. We develop an approach for learning reserve prices "
                        "from such censored data.") == "Learning Reserve Prices From Censored Data"
    assert derive_title("We propose a sampler such that every sample is exact.") == (
        "A Sampler Such That Every Sample Is Exact")
    assert shorten("dense backbone architectures such as transformers", 40) == "dense backbone architectures"


def test_a_purpose_that_points_back_with_both_goes_and_the_named_contribution_stays():
    # fabricated: "both aspects" are what came before; the purpose that holds them goes, not the whole
    # title (was the keywords); "both X and Y" stays
    assert derive_title("Person search couples detection with re-identification. Prior work treats them apart. We "
                        "introduce a query-guided person search network (QGPS) to address both aspects.") == (
        "QGPS: A Query-Guided Person Search Network")
    assert derive_title("We introduce a shared tracking encoder to address both detection errors and identity "
                        "switches.") == "A Shared Tracking Encoder to Address Both Detection Errors and Identity Switches"


def test_a_bare_contribution_is_never_completed_by_a_topic_that_says_nothing():
    # fabricated: "Great progress has been made on X", "Recent studies show": the background's
    # subject is no topic (was "StereoDrive: A Large-Scale Stereo Dataset for Great Progress")
    assert derive_title("Great progress has been made on estimating disparity maps from stereo images. However, "
                        "driving scenes are scarce. We construct StereoDrive, a large-scale stereo dataset.") == (
        "StereoDrive: A Large-Scale Stereo Dataset")
    assert derive_title("Significant progress has been made in vehicle prediction and planning. We present a "
                        "speculative planning framework.") == "A Speculative Planning Framework"


def test_an_expansion_reads_as_words_not_as_the_letters_of_its_name():
    # fabricated: capitals that spell the name out go; acronyms and mixed case inside stay
    assert derive_title("We present DETR (DEtection TRansformer), a detector.") == "DETR: Detection Transformer"
    assert derive_title("We present DETR (DEtection TRansformer), a set-based object detector.") == (
        "Detection Transformer (DETR): A Set-Based Object Detector")
    assert derive_title("We present GRAIL (GANs for Robust Audio Inpainting with LLaMA), a generative model.") == (
        "GRAIL: GANs for Robust Audio Inpainting With LLaMA")


def test_a_coined_name_in_parentheses_names_the_method_the_abstract_calls_by_it():
    # fabricated: "Lattice" spells nothing of its phrase, but the abstract goes on calling the method so
    named = ("We propose sparse routing of expert layers for multilingual translation (Lattice). Lattice "
             "routes each token to two experts. Lattice halves the cost of inference.")
    assert derive_title(named).startswith("Lattice: Sparse Routing of Expert Layers")
    once = "We propose sparse routing of expert layers for translation into low-resource languages (Swahili)."
    assert not derive_title(once).startswith("Swahili")


def test_a_purpose_without_a_means_says_what_the_method_does():
    # fabricated: "we propose to <verb> X" with no "with a/an ..." means
    assert derive_title("Ensembles are costly. We propose to distill an ensemble of emulators into a single "
                        "network.") == "Distilling an Ensemble of Emulators Into a Single Network"


@pytest.mark.parametrize("text, title", [  # (fabricated)
    ("Self-training helps translation. We propose to improve the sampling procedure by selecting the most "
     "informative monolingual sentences. It works.",
     "Improving the Sampling Procedure by Selecting the Most Informative Monolingual Sentences"),
    # not a means that points back ("... by parametrizing it with ...")
    ("Networks are redundant. We propose to jointly capture the full structure of a neural network by "
     "parametrizing it with a single high-order tensor. It works.",
     "Jointly Capturing the Full Structure of a Neural Network"),
])
def test_a_purpose_says_how_where_its_sentence_goes_on_to_say_it(text, title):
    """"Improving the Sampling Procedure" (a real list) said what, and a blind reviewer wanted how."""
    assert derive_title(text) == title


MATH = read_directory(ROOT / "tests" / "data" / "math").abstracts


@pytest.mark.parametrize("abstract", MATH, ids=[f"math#{abstract.paragraph}" for abstract in MATH])
def test_no_title_holds_an_equation_or_a_formula_cut_short(abstract):
    """Titles were "The Exact Learning Curve E(n) = ∑_k/((λ_k + κ)^2) w̄_k^2" (the
    numerator lost) and "A Debiased Estimator With Variance O" (cut at the ';' of I(X;Y))."""
    parsed = ParsedAbstract(abstract.text)
    title = derive_title(parsed.plain, parsed.formulas())
    assert not re.search(r"[=≈≠∈]", title)
    assert unpaired_bracket(title) is None
    last = title.rsplit(" ", 1)[-1]  # a formula of its own ("... Nonconvex f"), or the start of none
    assert last in parsed.formulas() or not any(
        formula.startswith(last) and not formula[len(last)].isspace() for formula in parsed.formulas()), title


def test_real_titles_are_unique():
    titles = make_unique([t for _, t in REAL.values()], [paper_id(a.text) for a in SEEDS])
    assert len({t.casefold() for t in titles}) == len(titles)


def test_description_is_the_contribution_sentence():
    assert derive_description(plain_text(UNSEEN[0]["abstract"])) == (
        "We introduce ZEPHYR, a streaming captioning model that reuses frame features across overlapping windows."
    )


def test_a_contribution_at_the_very_end_of_a_text_describes_nothing():
    """A text may end in whitespace (the pipeline's never does): "our main contributions
    are " then states nothing (tests/test_title_verbs.py: the verbs themselves)."""
    assert derive_description("Graph rewiring is costly. Our main contributions are ") == "Graph rewiring is costly."


def test_golden_titles(golden):
    golden("titles.golden.tsv", "".join(f"{key}\t{title}\n" for key, (_, title) in REAL.items()))


@pytest.mark.parametrize("name", ["blind", "blind2", "blind3", "blind4", "blind5", "blind6", "blind7", "blind8",
                                  "blind9", "blind10", "blind11", "blind12", "blind13",
                                  "blind14"])
def test_golden_titles_of_the_blind_sets(golden, name):
    """The derived titles of tests/data/blind*/ (judged in their title_judgements.yml): a
    rule change shows here as a diff to read."""
    parsed = [ParsedAbstract(abstract.text) for abstract in read_directory(ROOT / "tests/data" / name).abstracts]
    golden(f"titles_{name}.golden.tsv", "".join(f"{n}\t{title}\n" for n, title in enumerate(titled(parsed), start=1)))


def test_formula_words_keep_their_case():
    assert derive_title("We propose the estimator θ_n for H^* spaces with a simple rule.") == (
        "The Estimator θₙ for H^* Spaces With a Simple Rule"  # (its case kept, its subscript lowered)
    )


def test_text_without_spaces_is_cut_by_characters():
    assert derive_title("大型语言模型的推理成本很高。" * 3) == "大型语言模型的推理成本很高"
    assert len(derive_title("很" * 300)) == MAX_CHARS


def test_long_unbroken_text_is_cut_quickly_and_whole():
    title = derive_title("*a " * 50_000)
    assert len(title) <= MAX_CHARS and not title.endswith("*")


# FABRICATED one-line abstracts, each checking one rule (the blind fixture is title_styles.yml).
RULE_CASES = [
    # a second verb ends the phrase ("... and address the challenge"); a setting that pointed back goes
    ("Tractable models are brittle. We study the robust learning of tractable models and address the challenge "
     "of scale.", "The Robust Learning of Tractable Models"),
    ("Data often come from many sources of mixed quality. In this work, we address the question of how to learn "
     "robustly in such scenarios. Experiments confirm it.", "How to Learn Robustly"),
    # ... as does "in such models": "in Models" says nothing (was "Capturing Cardinality Constraints in Models")
    ("Structured predictors ignore label counts. We propose capturing cardinality constraints in such models.",
     "Capturing Cardinality Constraints"),
    # ... and so does a setting that a cut left bare (a real "... Few-Shot Learning in the Settings")
    ("We investigate prompt routing for retrieval-augmented multi-lingual and low-resource question answering in the "
     "settings with large numbers of diverse languages. It works.",
     "Prompt Routing for Retrieval-Augmented Multi-Lingual and Low-Resource Question Answering"),
    # the topic a bare contribution is completed with is what "the study of" names (a real "A Weight Normalization
    # Technique for the Study of Generative Adversarial Networks")
    ("One of the challenges in the study of diffusion models is slow sampling. We propose a novel step "
     "scheduler. It works.", "A Step Scheduler for Diffusion Models"),
    # "w.r.t." said in words
    ("Sound can stand in for sight. We propose a cross-modal perception model w.r.t. late blindness. It works.",
     "A Cross-Modal Perception Model With Respect to Late Blindness"),
    # progress made by presenting X presents X (not the "Finally, we also prove ..." of a real abstract)
    ("Efficient planning is open. In this work, we make progress on this open problem by presenting the first "
     "computational lower bound for planning with linear features. Finally, we also prove a quasi-polynomial lower "
     "bound.", "A Computational Lower Bound for Planning With Linear Features"),
    # a purpose that only takes up the problem is said by how ("to tackle this problem| by generating X"; not "by
    # introducing X": a real "Introducing Gaussian Kernels to ..." lost the name another sentence gave them)
    ("Classifiers learn shortcuts from their data. We propose to tackle this problem by generating a debiased copy of "
     "the training set, which then trains any model.", "Generating a Debiased Copy of the Training Set"),
    # "in response" between the verb and what it proposes (a real title was the claim the authors argued before it)
    ("Annotators disagree in patterns. We argue that current aggregation models ignore such patterns; we propose in "
     "response a correlated annotator aggregation model. It works.",
     "A Correlated Annotator Aggregation Model"),
    # a dash sets a name apart from what the paper made as a comma does (was "A Debiasing Framework – Corsair")
    ("Classifiers learn label bias. We propose a model-agnostic debiasing framework – Kestrel, which removes it "
     "at inference. It works.", "Kestrel: A Model-Agnostic Debiasing Framework"),
    # "the following X" points to what comes after, as "such X" points back: the word goes (was "... for Solving
    # the Following Constrained Optimization Task")
    ("We propose a self-supervised approach for solving the following constrained decoding task in sequence "
     "models. Given a model f, we x.", "A Self-Supervised Approach for Solving the Constrained Decoding Task in "
     "Sequence Models"),
    # ... and so do some of those that "these" points back to (was "A Module That Back-Propagates Through a Few")
    ("Recurrent models forget. We study a novel module which only back-propagates through a few of these temporal "
     "skip connections.", "A Module That Back-Propagates Through Temporal Skip Connections"),
    # "state-of-the-art" says nothing of what it qualifies (no real title of 8,462 says it; was "Understanding and
    # Uncovering the Synthesis/Prediction Mechanisms", cut to fit), but a state of the art advanced is kept
    ("Pixel models are opaque. We aim to understand and uncover the synthesis mechanisms of state-of-the-art "
     "convolutional neural networks for pixel-level tasks. It works.",
     "Understanding and Uncovering the Synthesis Mechanisms of Convolutional Neural Networks for Pixel-Level Tasks"),
    ("Contours matter. We propose an approach for predicting contours that advances the state of the art in two "
     "aspects.", "An Approach for Predicting Contours That Advances the State of the Art in Two Aspects"),
    # a cut leaves no one word of what its only comma went on to (was "... Sparse Survival Tree Models, Frequently")
    ("Interpretability is crucial for doctors. Most methods to produce survival trees rely on greedy algorithms. We "
     "present a dynamic-programming-with-bounds approach that finds provably-optimal sparse survival tree models, "
     "frequently in only a few seconds.",
     "A Dynamic-Programming-With-Bounds Approach That Finds Provably-Optimal Sparse Survival Tree Models"),
    # a claim to be first is no part of a title (was "NLRN: A Non-Local Recurrent Network as the First Attempt")
    ("Images repeat themselves. We propose a non-local recurrent network (NLRN) as the first attempt to incorporate "
     "non-local operations into a recurrent network.", "NLRN: A Non-Local Recurrent Network"),
    # what the authors use to make what they make, after another verb of theirs
    ("Event data are everywhere. We take a new view and use the Hilbert embedding to develop a scalable sampler "
     "for marked point processes.", "A Scalable Sampler for Marked Point Processes"),
    # a citation by number is no part of a title (was "... Using Knowledge Distillation [20]")
    ("Detectors are slow. We propose compact object detectors trained with knowledge distillation [20] and hint "
     "learning [3, 7].", "Compact Object Detectors Trained With Knowledge Distillation and Hint Learning"),
    # a question asked as an example is not the paper's (was "For Example, Why Does a Deep Neural Network Assign
    # an Image to a Particular Class?")
    ("Explanations of classifiers matter. For example, why does a deep network assign an image to a particular "
     "class? We cast interpretability of black-box classifiers as a combinatorial maximization problem.",
     "Interpretability of Black-Box Classifiers as a Combinatorial Maximization Problem"),
    # quotes around the whole abstract (a CSV file's) are no part of its first sentence
    ('"Egocentric videos are hard to segment by hand. We propose a labeled dataset. It helps."',
     "A Labeled Dataset for Egocentric Videos"),
    # an acronym glued to what it stands for, as some lists give it (not a function's argument, "sqrt(B)")
    ("Point clouds change over time. We propose a hierarchical backbone named Point Primitive Transformer(PPTr), "
     "which captures long-term context.", "PPTr: Point Primitive Transformer"),
    ("Bandits are attacked. We propose an algorithm that achieves O(sqrt(B)) regret. It is robust.",
     "An Algorithm That Achieves O(sqrt(B)) Regret"),
    # a name given inside the parenthesis: "(termed as DPT)", "(dubbed ACMR)"
    ("Light fields are hard to upsample. We propose a detail-preserving Transformer (termed as DPT), by leveraging "
     "gradient maps. DPT has two branches.", "DPT: A Detail-Preserving Transformer for Light Fields"),
    ("Retrieval is hard. We propose Adaptive Cross-Modal Representations (dubbed ACMR) for retrieval. ACMR works.",
     "ACMR: Adaptive Cross-Modal Representations"),
    # a name after a colon, with what it is and what it is for before it
    ("Molecules are graphs. We propose a novel relational pooling method for molecule graphs: Bond-Aware Set "
     "Pooling (BASP), which pools bonds. BASP is fast.",
     "Bond-Aware Set Pooling (BASP): A Relational Pooling Method for Molecule Graphs"),
    # a model "to solve the X task" is no task: its name goes before a component's (was "Phase-Aware ...")
    ("Clipped audio is common. Hence, we introduce Gentle Audio Repair (GAR), the first generative model to solve "
     "the declipping task, which learns phase. In GAR, we propose a novel smoothing approach for phase estimation: "
     "Phase-Aware Spectral Smoothing (PASS), which ameliorates robustness.", "GAR: Gentle Audio Repair"),
    # a name for a sequence of problems labels problems: the method named after it comes first (was "SSNs: ...")
    ("Spiking networks are hard to train. First, we formulate the training of sparse spiking networks (SSNs) as a "
     "smoothed sequence of interval-constrained optimization problems. Then, we propose a new first-order "
     "stochastic method, FlexSGD, to solve each constrained optimization subproblem.",
     "FlexSGD: A First-Order Stochastic Method to Solve Each Constrained Optimization Subproblem"),
    # a name given late is described by a contribution that does not point back (was "A Class of ...": the
    # first contribution, "modeling this interaction", could not be its title)
    ("A goal in neuroscience is to understand how regions interact. Here we propose to model this causal "
     "interaction using delay equations and causal kernels that allow for a rich analysis of connectivity. We "
     "construct a novel class of pairwise covariance kernels that enforce causality, an approach which we call GP "
     "Tango. GP Tango is fast.",
     "GP Tango: A Class of Pairwise Covariance Kernels"),
    # what "an extension" is based on says less than what it extends (was "The Quantile Update Rule")
    ("The Quantile Update Rule provides a framework for robust estimation but is hard to use. We address these "
     "difficulties by proposing an extension based on Lie-groups where quantiles are transported. This simplifies "
     "it.", "An Extension for the Quantile Update Rule"),
    # the first sentence's subject without the adverb of its verb ("heavily| relies on")
    ("Modern deep learning heavily relies on adaptive optimizers, whose states cost memory. In this study, we "
     "introduce a novel adaptive optimizer, HOpt, which factorizes its states to address this challenge.",
     "HOpt: An Adaptive Optimizer for Modern Deep Learning"),
    ("Human-robot collaborative disassembly is slow. We study it.", "Human-Robot Collaborative Disassembly"),
    # a bare infinitive says what it does; a question stays one
    ("Detectors trained from scratch converge poorly. In this paper, we explore to train object detectors from "
     "scratch robustly. We redesign the backbone.",
     "Training Object Detectors From Scratch Robustly"),
    ("To what extent can language models translate manga? We evaluate five of them.",
     "To What Extent Can Language Models Translate Manga?"),
    # what a named thing is for, said before its name, completes its expansion
    ("Handwritten mathematical expression recognition (HMER) is hard. We propose an unconventional network for "
     "HMER named Counting-Aware Network (CAN), which counts symbols.",
     "CAN: Counting-Aware Network for Handwritten Mathematical Expression Recognition"),
    ("Dialogue is hard. This paper introduces a model for incomplete utterance restoration (IUR) called JET (Joint "
     "learning token Extraction and Text generation). It works.",
     "JET: Joint Learning Token Extraction and Text Generation for Incomplete Utterance Restoration"),
    # a name and its expansion say what they are for with the topic, if the topic is one
    ("Large-scale distributed training is limited by communication bandwidth. We propose Deep Gradient Compression "
     "(DGC), which cuts the traffic. It works.", "DGC: Deep Gradient Compression for Large-Scale Distributed Training"),
    ("A central question for cognitive science is how people form concepts. We propose Concept Based Controllable "
     "Generation (CoCoG), which makes stimuli. It works.",
     "CoCoG: Concept Based Controllable Generation for Cognitive Science"),  # (the question goes, its topic stays)
    ("The field of image denoising has advanced with deep networks. We introduce Noise2Void, a training scheme, "
     "which needs no clean images. It works.", "Noise2Void: A Training Scheme for Image Denoising"),
    # a framing head with an article goes as "the problem of" does
    ("Activity recognition in panoramas is hard. We introduce a new task of panoramic human activity recognition. "
     "It needs new models.", "Panoramic Human Activity Recognition"),
    # a name whose comma the list lost
    ("Charts are hard to read. We present ChartFormer a unified framework for chart comprehension that reads every "
     "chart type.", "ChartFormer: A Unified Framework for Chart Comprehension That Reads Every Chart Type"),
    # a name in apposition to what the paper made: with its expansion, or a coined word between commas
    ("Images are flat. We present a new generative model, Visual Object Networks (VONs), synthesizing natural "
     "images of objects with a disentangled 3D representation.", "VONs: Visual Object Networks"),
    ("Interactions matter. We propose a framework, Neural Interaction Transparency (NIT), for disentangling the shared "
     "learning across interactions.",
     "NIT: Neural Interaction Transparency for Disentangling the Shared Learning Across Interactions"),
    ("Toxicity is a problem. In this work, we present a new efficient approach, Ethos, that rectifies language models "
     "to mitigate toxicity. It works.",
     "Ethos: Rectifying Language Models to Mitigate Toxicity"),  # (a kind that says nothing: what it does)
    # what the authors aim to do, where no contribution gives a title
    ("Recurrent networks are hard to train on long videos. In this work, we aim to learn a discriminative "
     "representation for facial action unit detection from unlabelled videos. Experiments show gains.",
     "Learning a Discriminative Representation for Facial Action Unit Detection From Unlabelled Videos"),
    # what is studied, without "the issue of", and "the way in which" said "how"
    ("Endoscopes are hard to steer in narrow places. This paper is concerned with the issue of the kinematic "
     "model-based bending control of a magnetically actuated robotic endoscope. Experiments show gains.",
     "The Kinematic Model-Based Bending Control of a Magnetically Actuated Robotic Endoscope"),
    ("Robots take photographs of building sites every day. Our work examines the way in which large language models "
     "can be used for robotic planning. Experiments show gains.",
     "How Large Language Models Can Be Used for Robotic Planning"),
    # praise goes where the phrase still says something without it, and the room it took is the purpose's
    ("Semantic layouts guide image synthesis. We propose spatially-adaptive normalization, a conceptually simple but "
     "effective layer for synthesizing photorealistic images given an input semantic layout. It beats earlier layers.",
     "Spatially-Adaptive Normalization: Synthesizing Photorealistic Images Given an Input Semantic Layout"),
    ("Word embeddings are biased by frequency. We propose a neat, simple yet effective adversarial training method to "
     "blur the boundary between rare and popular words.",
     "A Neat Adversarial Training Method to Blur the Boundary Between Rare and Popular Words"),
    ("Neural networks are overconfident on unseen inputs. We propose ODIN, a simple and effective method that does "
     "not require any change to a pre-trained network. It lowers false positives by half.",
     "ODIN: A Simple and Effective Method"),  # "for Neural Networks" said of it nothing (too broad a topic)
    # a made thing that says nothing before "namely" goes; one that says something stays
    ("Channel pruning is popular. In this paper, we propose an algorithm, namely cooperative channel pruning for deep "
     "networks, which ranks channels jointly. It halves the cost.",
     "Cooperative Channel Pruning for Deep Networks"),
    ("We propose a linear method, namely order-preserving discriminant analysis, for sequences.",
     "A Linear Method, Namely Order-Preserving Discriminant Analysis, for Sequences"),
    # a contribution with what it is based on, when the phrase says more than "a method" and no
    # topic completes it; what it is based on ends before a purpose or a formula
    ("Blind deblurring recovers a sharp image from a blurred photograph. We propose a blind deblurring method based "
     "on a local maximum gradient prior. It outperforms earlier priors on four benchmarks.",
     "A Blind Deblurring Method Based on a Local Maximum Gradient Prior"),
    ("Open relation extraction is the task of finding relations between entities in text. We propose a method based "
     "on instance ranking. It improves precision on two datasets.",
     "A Method for Open Relation Extraction"),
    ("It is hard to recognise the emotions of individual users. We propose a neural model based on a conditional "
     "adversarial autoencoder to learn how to adapt to each user. It improves accuracy.",
     "A Neural Model Based on a Conditional Adversarial Autoencoder"),
    ("It is hard to test two samples. We propose a kernel two-sample test based on the maximum mean discrepancy "
     "$\\mathrm{MMD}^2(P,Q) = \\|\\mu_P - \\mu_Q\\|^2$, where $\\mu_P$ is the kernel mean embedding.",
     "A Kernel Two-Sample Test Based on the Maximum Mean Discrepancy"),
    # the subject the paper announces completes its contribution, with what that does if it all
    # fits, else alone; not a subject that points back or is an infinitive
    ("In this paper, we address the problem of rain removal from videos by proposing a more comprehensive framework "
     "that considers the additional degradation factors in real scenes neglected in previous works. It is fast.",
     "A More Comprehensive Framework for Rain Removal From Videos"),
    ("Crawlers must find pages quickly. In this paper, we study an extension of this problem with side information. "
     "We propose a scalable crawling algorithm that uses the noisy side information in an optimal way.",
     "A Scalable Crawling Algorithm That Uses the Noisy Side Information in an Optimal Way"),
    # a name's expansion with what its description says it is for ("HEG: Halfspace Extragradient" said
    # nothing of its problems; "Halfspace Extragradient: A Second-Order Method for ..." lost the name); a
    # description that adds a made thing's head only does not
    ("We propose Halfspace Extragradient (HEG), a second-order method for smooth convex-concave min-max problems "
     "that needs no line search.",
     "HEG: Halfspace Extragradient for Smooth Convex-Concave Min-Max Problems"),
    # ... unless what it is says more than a method's head does: the description titles it then, with the
    # name where the description loses nothing by it (a blind judge preferred the name there 40 to 0)
    ("Predictors must be robust. We propose Adversarial Graphical Models (AGM), a distributionally robust "
     "approach for constructing a predictor.",
     "Adversarial Graphical Models (AGM): A Distributionally Robust Approach for Constructing a Predictor"),
    ("Predictors must be robust. We propose Adversarial Graphical Models (AGM), a distributionally robust "
     "approach for constructing structured graph predictors.",
     "Adversarial Graphical Models: A Distributionally Robust Approach for Constructing Structured Graph Predictors"),
    ("We introduce Latent Flow Control (LFC), a generative framework. LFC learns flows.",
     "LFC: Latent Flow Control"),
    # a name the abstract opens by defining and goes on using titles it; one said once does not
    ("GlassWing is a method for estimating the pose of transparent objects from one image. GlassWing lifts "
     "features onto a sphere. On two benchmarks GlassWing halves the error.",
     "GlassWing: A Method for Estimating the Pose of Transparent Objects From One Image"),
    # ... once it uses the name again (or, when nothing else titles it, not); or opens with what the name does,
    # up to an aside
    ("FlyNet is a recurrent network of the Drosophila central complex whose wiring is copied from the connectome. "
     "The network tracks heading.", "FlyNet: A Recurrent Network of the Drosophila Central Complex"),
    ("Podly is a recommender system in which each listener edits a natural-language profile. On three datasets "
     "Podly matches sequential recommenders.",
     "Podly: A Recommender System in Which Each Listener Edits a Natural-Language Profile"),
    ("FretNet transcribes solo guitar recordings into tablature, specifying the string and fret of each note. "
     "Earlier systems ignore playability. FretNet is trained on 410 hours of audio.",
     "FretNet: Transcribing Solo Guitar Recordings Into Tablature"),
    # a capitalised word too, when the abstract writes it as a name within a sentence and
    # never in lower case; a common word it also writes in lower case does not
    ("Riverbend is a learned index for vector collections that change every second. Riverbend repairs its "
     "graph locally. On three traces, Riverbend keeps recall above 0.95.",
     "Riverbend: A Learned Index for Vector Collections"),
    ("Attention is a mechanism for mixing tokens. Attention is costly in long contexts, and sparse attention "
     "loses accuracy. We propose a router that prunes Attention heads, and models run faster.",
     "A Router That Prunes Attention Heads"),
    # a name alone says what it does, up to its next verb, before the background's topic completes it
    ("Knowledge editors fail on multi-hop questions. We propose EchoEdit, which writes each edit at two sites "
     "chosen by causal tracing and adds a consistency penalty. EchoEdit doubles two-hop accuracy.",
     "EchoEdit: Writing Each Edit at Two Sites Chosen by Causal Tracing"),
    ("Reserve prices can be manipulated. We propose DelayRes, which updates reserves using only bids from rounds "
     "far in the past and randomly discards a fraction of them. DelayRes has low regret.",
     "DelayRes: Updating Reserves Using Only Bids From Rounds Far in the Past"),
    # an infinitive whose object is a "which" clause goes with its participle, and the clause is none of the
    # phrase's (was "... Fine-Tuned to Predict")
    ("We introduce VireoLM, a protein language model fine-tuned to predict which mutations let a virus escape "
     "antibodies. VireoLM ranks escape mutations well.", "VireoLM: A Protein Language Model"),
    # a long formula that spells out the noun before it goes (the title was rejected for holding it)
    ("We study the complexity of learning a single ReLU neuron $x \\mapsto \\max(0, \\langle w, x \\rangle)$ under "
     "Gaussian inputs. We prove a lower bound of order $d^{\\Omega(1/\\epsilon)}$.",
     "The Complexity of Learning a Single ReLU Neuron Under Gaussian Inputs"),
    # a late name given to "the full model" names the topic, not the full model (was "STORM: The Full Model")
    ("Traffic forecasts fail during incidents. We address this by routing each sensor to specialized experts. "
     "The full model, dubbed STORM, is trained end-to-end. STORM cuts error by 18%.", "STORM: Traffic Forecasts"),
    # "we learn a X" makes X, as "we propose a X" does; "we learn that ..." does not
    ("Forecasts of hierarchies must add up. We learn a probabilistic reconciliation map that moves samples onto "
     "the coherent subspace. The method, dubbed CoheRe, scales to millions of series. CoheRe improves CRPS.",
     "CoheRe: A Probabilistic Reconciliation Map for Forecasts of Hierarchies"),
    # a question the background leaves open, that the authors then take up, titles the paper
    # ("it" is the subject of its sentence)
    ("Federated averaging is the default algorithm, yet whether it can beat minibatch SGD under heterogeneous "
     "data has remained unclear. We study this question in the intermittent setting. We prove a lower bound.",
     "Can Federated Averaging Beat Minibatch SGD Under Heterogeneous Data?"),
    ("Probing is popular, but it remains unclear whether linear probes recover causal features. We address "
     "this question with interventions.", "Do Linear Probes Recover Causal Features?"),
    # ... and, when the paper names no contribution, claim or question of its own, one that no
    # sentence says the authors take up titles it before the background's topic does
    ("Wearable sensors are common in clinics, but it is unclear whether activity classifiers generalize "
     "across clinics. We collected recordings from nine clinics and trained 40 classifiers.",
     "Do Activity Classifiers Generalize Across Clinics?"),
    # ("whether X is less clear"; the clause after the verb kept whole when it fits)
    ("Equivariant networks are data-efficient in small regimes. Whether the equivariance advantage persists "
     "as data and compute grow is less clear. We trained 186 models on three tasks.",
     "Does the Equivariance Advantage Persist as Data and Compute Grow?"),
    # a purpose whose object is a question says what the contribution does
    ("Subword tokenizers split words badly. We propose to learn where words should be split: an encoder "
     "predicts boundaries. We call the resulting architecture MorphByte.",
     "MorphByte: Learning Where Words Should Be Split"),
    # a plural head's relative clause says what it is ("methods that access ...")
    ("Bilevel optimization is common. We propose a family of methods that access the two levels only through "
     "gradients. They converge.", "A Family of Methods That Access the Two Levels"),
    # ... but a bare plural after a preposition goes with its clause, and the topic completes what is left
    # (was "Lower Bounds for Methods That Access the Two Levels", before that "Lower Bounds for Methods")
    ("Bilevel optimization is common. We establish lower bounds for methods that access the two levels only "
     "through gradients.", "Lower Bounds for Bilevel Optimization"),
    ("We evaluate 12 forecasting models on 2,300 series from sources that postdate the models.",
     "An Evaluation of 12 Forecasting Models on 2,300 Series"),
    # a name in apposition to a strategy, module, loss, metric, detector, ... (title_names.MADE)
    ("Text has many shapes. We propose a novel text detector namely LOMO, which localizes the text progressively.",
     "LOMO: A Text Detector That Localizes the Text Progressively"),
    ("Backdoors persist. We propose a severer backdoor attack, TransTroj, for pre-trained models.",
     "TransTroj: A Severer Backdoor Attack for Pre-Trained Models"),
    # an acronym the abstract defines is spelled out in the description, in its number and after its article
    ("Complex word identification (CWI) matters. In this paper, we propose a novel training technique for the CWI "
     "task based on domain adaptation.",
     "A Training Technique for the Complex Word Identification Task Based on Domain Adaptation"),
    ("Convolutional neural networks (CNNs) detect glaucoma. We propose an attention-based CNN for glaucoma detection.",
     "An Attention-Based Convolutional Neural Network for Glaucoma Detection"),
    ("Noise drives dynamics. A stochastic differential equation (SDE) models it. We propose an SDE solver for "
     "stiff systems.", "A Stochastic Differential Equation Solver for Stiff Systems"),
    ("Generative Adversarial Networks (GANs) are hard to train. We present a convex duality framework for analyzing "
     "GANs.", "A Convex Duality Framework for Analyzing Generative Adversarial Networks"),
    # "named entity recognition" names no name
    ("Few labels exist. We propose a decomposed meta-learning approach for few-shot named entity recognition.",
     "A Decomposed Meta-Learning Approach for Few-Shot Named Entity Recognition"),
    # ... but a contribution that names what is studied says more
    ("Drones must watch many sites. In this paper, we focus on the persistent monitoring problem. We propose an "
     "attention-based neural solution to the persistent monitoring problem.",
     "An Attention-Based Neural Solution to the Persistent Monitoring Problem"),
    # ... also where it names it by the acronyms the text defines
    ("We study the problem of counterfactual risk estimation (CRE) in reinforcement learning (RL), where logs are "
     "biased. In particular, we introduce a novel kernel estimator for the CRE problem in RL. It is fast.",
     "A Kernel Estimator for the Counterfactual Risk Estimation Problem in Reinforcement Learning"),
    # "we focus on X" says what the paper studies, as "we study X" does
    ("Robots grasp from words. In this paper, we focus on the task of language-conditioned grasping in clutter, "
     "where a robot grasps a target named in an instruction.", "Language-Conditioned Grasping in Clutter"),
    # "the challenging task of X": X; not when the words before "task" or "problem" say something
    ("Shapes are hard. We tackle the challenging task of learning 3D object surface reconstructions from single RGB "
     "images.", "Learning 3D Object Surface Reconstructions From Single RGB Images"),
    ("Bandits are common. We study the federated pure exploration problem of multi-armed bandits.",
     "The Federated Pure Exploration Problem of Multi-Armed Bandits"),
    # a long phrase may be cut before "before" or "after", as before "when"
    ("Summaries of many documents are hard. We propose a simple approach to reorder the documents according to their "
     "relative importance and salience before concatenating and summarizing them.",
     "A Simple Approach to Reorder the Documents According to Their Relative Importance and Salience"),
    # a name before a colon and its description, or after "our" with its expansion
    ("SfM is hard. In this paper, we propose AdaSfM: a coarse-to-fine adaptive SfM approach that is scalable to "
     "large-scale datasets.", "AdaSfM: A Coarse-to-Fine Adaptive SfM Approach"),
    ("Regression is hard. We introduce our Distribution Regression Network (DRN) which performs regression from input "
     "distributions to output distributions.", "DRN: Distribution Regression Network"),
    ("Vision is hard. We propose two components: a module that fuses depth and a loss that aligns it.",
     "Two Components"),
    ("Graphs are everywhere. We introduce GraphGAN — the first implicit generative model for graphs that mimics "
     "real-world networks.", "GraphGAN: An Implicit Generative Model for Graphs"),
    # what the authors make to answer what they take on ("we address this problem by proposing X")
    ("Robots need memory. Training is costly. We address this problem by proposing a quantized replay buffer for "
     "on-robot learning.", "A Quantized Replay Buffer for On-Robot Learning"),
    ("Multi-object matching is hard. We close this gap by introducing HiPPI, a higher-order projected power "
     "iteration method that scales to thousands of objects.", "HiPPI: A Higher-Order Projected Power Iteration Method"),
    ("Sparse duality is open. In this article, we bridge the gap by establishing a duality theory for "
     "sparsity-constrained minimization and proposing an algorithm for dual maximization.",
     "A Duality Theory for Sparsity-Constrained Minimization"),
    # a verb in -s ends the topic ("presents", "performs" and "shows" are verbs: keywords.yml verb_s_forms)
    ("Emotion detection presents challenges to human-robot interaction. We introduce MoEmo, trained on body motion.",
     "MoEmo for Emotion Detection"),
    # the second verb of "this paper" ends the phrase, as "we"'s does
    ("Suturing is hard. This paper describes a novel tissue positioning system with an integrated suturing robot "
     "and demonstrates its ability to perform autonomous suturing.",
     "A Tissue Positioning System With an Integrated Suturing Robot"),
    # ... and "the present paper" is "this paper"
    ("PAC-Bayesian bounds need surrogate losses. The present paper proposes a novel training algorithm that "
     "optimises the PAC-Bayesian bound without relying on any surrogate loss.",
     "A Training Algorithm for PAC-Bayesian Bounds"),
    # a framing head goes where enough is left ("The Concept of", "The Problem of", ...)
    ("Robustness is hard. We introduce the concept of normalized diversity for generative models of images.",
     "Normalized Diversity for Generative Models of Images"),
    ("Markets clear. We introduce the problem of meta-learning. It is studied.", "The Problem of Meta-Learning"),
    ("Models meet new domains. We introduce the task of domain-agnostic learning (DAL).",
     "DAL: Domain-Agnostic Learning"),
    ("Domains shift. We explore the use of self-ensembling for visual domain adaptation problems.",
     "Self-Ensembling for Visual Domain Adaptation Problems"),
    # "both" whose "and" a cut left out goes; before a plural alone it points back, as "these" does
    ("Clustering is hard. We propose a neural clustering model that jointly learns both latent features and how "
     "they cluster, with a noise-copying objective.", "A Neural Clustering Model That Learns Latent Features"),
    ("Detectors need labels. We propose a novel object detection approach that takes advantage of both multi-task "
     "learning and self-supervised learning on unlabeled images.",
     "An Object Detection Approach That Takes Advantage of Multi-Task Learning"),
    ("Deep embeddings and disentanglement are two active but independent lines of research. We propose a new "
     "paradigm suitable for both goals.", "Deep Embeddings and Disentanglement"),
    # a passive contribution whose subject spells out an acronym
    ("Robots search rooms. In this work, an olfactory-auditory augmented bug algorithm (OA-Bug) is presented for a "
     "swarm of robots. It is fast.", "An Olfactory-Auditory Augmented Bug Algorithm for a Swarm of Robots"),
    # "this article", "this research", "this manuscript" are the authors as "this paper" is
    ("SGD is everywhere. This manuscript investigates the one-pass SGD dynamics of a two-layer neural network. "
     "We derive ODEs.", "The One-Pass SGD Dynamics of a Two-Layer Neural Network"),
    ("Robots get lost indoors. This article proposes a novel indoor magnetic field-based place recognition "
     "algorithm. It runs on a phone.", "An Indoor Magnetic Field-Based Place Recognition Algorithm"),
    # "termed as", "referred to as" name as "termed" does
    ("Models leak. We propose a novel framework, termed as Safe Wrapping Box (SWB), that wraps a model. SWB is fast.",
     "SWB: Safe Wrapping Box"),
    # Markdown's strong emphasis on a name's letters goes, and the letters inside a word are lower case again
    ("Benchmarks are biased. We present SADE, a Synt**A**ctically DE-biased benchmark for vision-language "
     "models. SADE is hard.", "SADE: A Syntactically DE-Biased Benchmark for Vision-Language Models"),
    # a name in quotes after a naming word is a name as well
    ("Parsing people is hard. We present a universal human parsing agent, named “Grafonia”, that parses any "
     "dataset. Grafonia transfers labels.", "Grafonia: A Universal Human Parsing Agent"),
    # what it does ends before a second action ("and predicts ..."), not inside "X and Y" of one phrase
    ("Egocentric capture is ambiguous. To address this, we present HoloMix, a novel system that balances motion "
     "reconstruction and generation. It runs on a headset.",
     "HoloMix: A System That Balances Motion Reconstruction and Generation"),
    ("Egocentric capture is ambiguous. We present a system that learns motion features and predicts body poses "
     "from a headset. It is fast.", "Learning Motion Features"),
    # "in this paper" after what the authors made is no part of it
    ("Skeletons are graphs. We propose Topology-aware CNN (Ta-CNN) in this paper, a pure convolutional network. "
     "It is fast.", "Topology-Aware CNN (Ta-CNN): A Pure Convolutional Network"),
    # a phrase of generic words with a few specific ones takes what it does, if the whole clause fits
    ("Models forget old classes. This paper presents a class incremental learning method which exploits a dual memory. "
     "It is fast.", "A Class Incremental Learning Method That Exploits a Dual Memory"),
    ("Models forget old classes. This paper presents a class incremental learning method which exploits a dual memory "
     "to reduce the negative effect of catastrophic forgetting in image recognition.",
     "A Class Incremental Learning Method"),
    # what it is for or does, said of "the above issues", goes where what is left makes a title
    ("Labels are noisy and scarce. To this end, we propose a two-stage sample selection method to address the "
     "aforementioned issues.", "A Two-Stage Sample Selection Method"),
    ("Sets are unordered and sizes vary. We propose a set-matching network architecture to address the "
     "abovementioned difficulties.", "A Set-Matching Network Architecture"),
    ("Graphs drift and labels are scarce. We propose RivetNet, a model that solves the above limitations.",
     "RivetNet: A Model That Solves the Above Limitations"),
    # ... and so does a purpose said of "this challenge", where more is left
    ("Graph matching finds corresponding nodes. This paper proposes a partial optimal transport method to meet "
     "this challenge. It is fast.", "A Partial Optimal Transport Method"),
    # ... but not a plural that the clause is not said of (a verb of one, or a modal)
    ("Rotor failures crash drones. We propose a fault-tolerant control strategy for quadrotors that can adapt "
     "to single and dual rotor failures.",
     "A Fault-Tolerant Control Strategy for Quadrotors That Can Adapt to Single and Dual Rotor Failures"),
    ("Shortest paths matter. We present a minimum-time algorithm for graphs that allows paths of any length.",
     "A Minimum-Time Algorithm for Graphs That Allows Paths of Any Length"),
    # a question too long for a title is asked up to the clause or phrase that fits, "?" and all
    ("Smartwatches are common. Does an activity model trained on a smartwatch still work when the same person "
     "carries a phone in a trouser pocket instead of on the wrist? We test it.",
     "Does an Activity Model Trained on a Smartwatch Still Work When the Same Person Carries a Phone?"),
    ("Antibodies matter. In this paper we study whether protein language models can guide the affinity maturation "
     "of therapeutic antibodies when only a handful of binding measurements are available.",
     "Can Protein Language Models Guide the Affinity Maturation of Therapeutic Antibodies?"),
    # a claim may end on its negation ("... but Y is not")
    ("Accuracy on the line is a heuristic. Across 1,840 models, we find that average accuracy is on the line but "
     "worst-group accuracy is not.", "Average Accuracy Is on the Line but Worst-Group Accuracy Is Not"),
    # a participle goes with the clause that was its ("traces recorded| while ..."), a gerund with
    # its "that" ("as requiring| that ...")
    ("Annotation cost is unknown. We release ClickLog, a dataset of 2.1 million interaction traces recorded while "
     "annotators drew masks.", "ClickLog: A Dataset of 2.1 Million Interaction Traces"),
    ("Recourse breaks under retraining. We formalize robustness to model updates as requiring that an action stay "
     "valid for every plausible model.", "Robustness to Model Updates"),
    # "we survey how X" studies how X, an aside between dashes left out
    ("We survey how null models—randomized versions of an observed network—are used to support claims about "
     "motifs. We release a library of 22 null models.", "How Null Models Are Used to Support Claims About Motifs"),
    # a question cut before "beyond what ..."
    ("GDP figures arrive late. Here we ask whether large language models reading contemporaneous news can "
     "improve macroeconomic nowcasts beyond what standard dynamic factor models extract from hard indicators.",
     "Can Large Language Models Reading Contemporaneous News Improve Macroeconomic Nowcasts?"),
    # a relative clause holding a formula goes, the phrase it describes stays
    ("Density functional theory is the workhorse of chemistry. We propose a neural meta-GGA functional whose "
     "enhancement factor $F_{xc}(s, \\alpha, \\zeta)$ is constrained to satisfy exact conditions.",
     "A Neural Meta-GGA Functional"),
    # "Here, X is proposed" announces a passive as "In this paper" does
    ("Needles are hard to see. Here, a stereo-endoscopic pipeline for robust localization of curved surgical "
     "needles is proposed. It runs at 30 Hz.",
     "A Stereo-Endoscopic Pipeline for Robust Localization of Curved Surgical Needles"),
    # ... in the past too, without its comma, and so do "In the present study," and "For this setting,"
    ("Place cells are thought to support memory. Here recurrent networks were trained to predict transitions on "
     "abstract graphs without spatial input. Grid-like units emerged in 14 of 16 networks.",
     "Recurrent Networks Trained to Predict Transitions on Abstract Graphs Without Spatial Input"),
    ("Bulk tumour data lack cellular resolution. In the present study, a deconvolution model is trained on "
     "single-cell atlases. It finds macrophage states that predict survival.",
     "A Deconvolution Model Trained on Single-Cell Atlases"),
    # a framing ("we frame X as Y") is a contribution
    ("Multi-step planners return infeasible routes. We frame retrosynthetic planning as search in an AND-OR tree in "
     "which each reaction is scored by a learned feasibility.", "Retrosynthetic Planning as Search in an AND-OR Tree"),
    # ("we treat X as Y" too, here what a late name names; was the opening sentence)
    ("Probes drift during recordings. We instead treat the probe motion and the unit templates as latent variables "
     "of one generative model. We call the resulting sorter DriftKit. DriftKit finds more units.",
     "DriftKit: The Probe Motion and the Unit Templates as Latent Variables of One Generative Model"),
    # a passive the paper says is its own ("X is studied here") names what it studies
    ("Analog hardware is noisy. Hardware-aware training of transformer language models for phase-change memory "
     "is studied here, and it is shown that noise injection during training fails to protect attention layers.",
     "Hardware-Aware Training of Transformer Language Models for Phase-Change Memory"),
    # a list of what was assembled is no name with its description ("a grammar, a word list and ...")
    ("We assembled a reference grammar, a bilingual word list and 400 parallel sentences for 12 languages. We find "
     "that long-context models gain little from the grammar's prose explanations.",
     "Long-Context Models Gain Little From the Grammar's Prose Explanations"),
    # a recommendation to others is no claim of the paper's
    ("Domain generalization methods are evaluated on a few domains. We revisit this protocol with 31,000 runs. "
     "We argue that future work should report results across backbones.", "Domain Generalization Methods"),
    # an opening question a little too long for a title does without its hedges
    ("Do people actually follow the explanations that AI assistants give them in practice, or merely the recommendations? "
     "We report a preregistered online experiment with 2,416 participants.",
     "Do People Follow the Explanations That AI Assistants Give Them in Practice, or Merely the Recommendations?"),
    # a bare noun that only leads in to its examples goes with them ("from domains| including X, Y")
    ("We present a benchmark of 38 tabular datasets with real anomalies from domains including industrial "
     "sensors, insurance claims and network traffic.", "A Benchmark of 38 Tabular Datasets With Real Anomalies"),
    # of a list of actions, the first ("represents X, embeds Y ..., and aggregates Z")
    ("We develop ResistNet, a model that represents each genome as a set of protein variants, embeds every "
     "variant with a protein language model, and aggregates the embeddings by attention pooling.",
     "ResistNet: A Model That Represents Each Genome as a Set of Protein Variants"),
    # an equation goes with what announces it ("... of the form f(x) = g(Ax)")
    ("Constrained optimization is hard. We study projection-free conditional gradient methods for composite "
     "objectives of the form $f(x) = g(Ax)$ over polytopes.",
     "Projection-Free Conditional Gradient Methods for Composite Objectives"),
    # a claim after the setting it holds in: "in X, Y" claims Y
    ("PU learning is common. We show that in learning from positive and unlabelled data, label noise "
     "dominates the reported accuracy.", "Label Noise Dominates the Reported Accuracy"),
    # an audit or a replication of counted things is a study of its own
    ("Online safety laws require age checks. We audit six commercial face age estimators on 9,000 images.",
     "An Audit of Six Commercial Face Age Estimators on 9,000 Images"),
    # a study of what the background claimed ("we audit this claim") is one of what it was about
    ("Early-warning models for sepsis are widely published, and many report hours of lead time. We audit this "
     "claim across 23 published models. Label leakage explains most of the lead time.",
     "An Audit of Early-Warning Models for Sepsis"),
    # a question left open because it "has not been measured"; advice handed on titles nothing
    ("Text-to-image systems are asked for historical styles. Whether generated images are faithful to the periods "
     "they name has not been measured. We commissioned 38 art historians to annotate 9,600 images.",
     "Are Generated Images Faithful to the Periods They Name?"),
    ("Ordinal regression has its own literature of methods. We compare 18 ordinal methods with regression "
     "baselines on 52 datasets. We provide recommendations and a benchmark harness for future work.",
     "Ordinal Regression"),
    # a topic without its examples ("such as split-R-hat and ..."), and a study across what it studied
    ("Convergence diagnostics such as split-R-hat and bulk effective sample size are the default stopping rules. "
     "On 200 multimodal posteriors, the diagnostics missed modes in 41% of runs.", "Convergence Diagnostics"),
    ("Chain-of-thought prompting is said to expose how models reason. We conducted a controlled study across 14 "
     "open-weight instruction-tuned models from 1B to 70B parameters. Faithfulness falls with scale.",
     "A Controlled Study of Chain-of-Thought Prompting Across 14 Open-Weight Instruction-Tuned Models"),
    # examples set off by a comma go ("..., such as a drug dose, hours of tutoring or ...")
    ("We study sensitivity analysis for the causal effect of a continuous treatment, such as a drug dose, hours "
     "of tutoring or pollutant exposure, when unmeasured confounding cannot be ruled out.",
     "Sensitivity Analysis for the Causal Effect of a Continuous Treatment"),
    # no title starts with the pronoun a contribution verb took ("... and construct it for 4,100 ...")
    ("Central banks move markets by what they say. We call the resulting measure the tone score and construct it "
     "for 4,100 communications of 19 central banks.", "Central Banks"),
    # a question about what a pronoun owns asks it of the topic
    ("Annotation guidelines are usually treated as fixed background to a dataset. We measure how much their "
     "wording matters. We collected 412,000 labels from 3,700 workers.",
     "How Much the Wording of Annotation Guidelines Matters"),
    # "Here we ask" is no topic; a plain verb before an object asks a question as a known one does
    ("Here we ask whether sparse autoencoders find the same features across seeds. We trained 40 autoencoders.",
     "Do Sparse Autoencoders Find the Same Features Across Seeds?"),
    # ... and the topic says what its subject is used as
    ("Large language models are increasingly used as synthetic survey respondents, in the hope that they stand "
     "in for polls. We evaluate this practice against 412 attitude items.",
     "An Evaluation of Large Language Models as Synthetic Survey Respondents"),
    ("We survey 140 papers on membership inference published since 2017. We sort them by threat model.",
     "A Survey of 140 Papers on Membership Inference Published Since 2017"),
    ("Causal forests are popular in economics. We replicate twelve published studies of minimum-wage effects.",
     "A Replication of Twelve Published Studies of Minimum-Wage Effects"),
    # a question about "these" described things asks it of them in general
    ("Models now state their confidence. We study whether these verbalised confidences are stable across "
     "prompts.", "Are Verbalised Confidences Stable Across Prompts?"),
    ("GPT-4 is a language model that many tutors use. We study whether hints from language models help students "
     "learn algebra.", "Do Hints From Language Models Help Students Learn Algebra?"),
    # what a method does keeps two modifiers of one noun whole ("thin and deformable objects")
    ("While vision fails on cloth, touch helps. We present TouchPad, a tactile policy that lets a hand reorient thin "
     "and deformable objects.", "TouchPad: A Tactile Policy That Lets a Hand Reorient Thin and Deformable Objects"),
    # a question about a subject with an inserted participle phrase; a baseline the paper compares
    # with ("with FARSITE, a ...") and what it releases ("the archive, a protocol") name nothing
    ("This study examines whether deep learning models for wildfire spread, trained on satellite detections, are "
     "useful for fire management. We compare six architectures with FARSITE, a physics-based simulator. We release "
     "the reconstructed fire archive, an evaluation protocol, and baselines.",
     "Are Deep Learning Models for Wildfire Spread Useful for Fire Management?"),
    # "we evaluate whether X" asks the question as "we study whether X" does
    ("Satellite poverty maps are widely promoted. Using 11,800 survey clusters, we evaluate whether imagery models "
     "capture within-village change over time.", "Do Imagery Models Capture Within-Village Change Over Time?"),
    # a claim after its condition: "we show that for any class with VC dimension v, X" claims X
    ("Private learning is harder. We show that for any class with VC dimension v and Littlestone dimension L, "
     "private agnostic learning needs only linearly many samples in L.",
     "Private Agnostic Learning Needs Only Linearly Many Samples in L"),
    # "an approach to identification ...": a noun in -ation is no verb to say as a doing (was "Identificationing")
    ("We developed a novel approach to identification and model testing in linear structural equation models "
     "based on auxiliary variables. Instruments are a special case.",
     "An Approach to Identification and Model Testing in Linear Structural Equation Models"),
    # "we prove rigorously that X" claims X as "we prove that X" does (its "this approach" points back: no title;
    # was "Thiing Approach Yields ..."), and "to dropout for X" after "an approach" is a noun (was "Dropouting")
    ("Biased gradients hamper training. We prove rigorously that this approach yields unbiased estimators. We also "
     "release a library for multilevel sampling.", "A Library for Multilevel Sampling"),
    ("Dropout is common. We leverage our findings to devise a novel approach to dropout for improved model "
     "regularization and better downstream generalization. This approach, named guided dropout, is agnostic.",
     "An Approach to Dropout for Improved Model Regularization and Better Downstream Generalization"),
    # two adverbs before an infinitive ("to efficiently and accurately estimate"; was "Efficiently Anding ...")
    ("Kernels are slow. We develop techniques to efficiently and accurately estimate the pairwise similarity score "
     "of sequences. It is fast.", "Efficiently and Accurately Estimating the Pairwise Similarity Score of Sequences"),
    # "we propose using X, a ...": X is what it proposes (a real title read "using Graph DNA: ...");
    # "using X to Y" stays
    ("Graphs are large. In this paper, we propose using Graph DNA, a novel Deep Neighborhood Aware graph encoding "
     "algorithm, for exploiting multi-hop neighborhood information. DNA encoding is fast.",
     "Graph DNA: A Deep Neighborhood Aware Graph Encoding Algorithm"),
    ("Graphs are large. We propose using random walks to encode multi-hop neighborhood information. It is fast.",
     "Using Random Walks to Encode Multi-Hop Neighborhood Information"),
    # ... and after "even with X,", "with high probability,", "despite X,"
    ("Sparse codes are popular. This paper shows that even with well-conditioned dictionaries and generic signals, "
     "iterative thresholding can stall for exponentially many steps.",
     "Iterative Thresholding Can Stall for Exponentially Many Steps"),
    ("Random features are cheap. We prove that with high probability, random feature ridge regression matches the "
     "kernel estimator's risk.", "Random Feature Ridge Regression Matches the Kernel Estimator's Risk"),
    # an opening question too long for a title is asked up to its alternative ("..., and when
    # does it hurt?", "... rather than a single mood?")
    ("When does pretraining on auxiliary tasks help a model generalize on a target task, and when does it hurt its accuracy? "
     "Multi-task learning is common.",
     "When Does Pretraining on Auxiliary Tasks Help a Model Generalize on a Target Task?"),
    ("Can a text-to-music model produce a film cue that follows the emotional arc of a scene rather than a single "
     "mood? Current models hold one mood.",
     "Can a Text-to-Music Model Produce a Film Cue That Follows the Emotional Arc of a Scene?"),
    # "fourteen" counts; "closer| to deployment" is no end
    ("We evaluate fourteen test-time adaptation methods under conditions closer to deployment than the corrupted "
     "benchmarks on which they are usually reported, with fixed and balanced label distributions.",
     "An Evaluation of Fourteen Test-Time Adaptation Methods"),
    # a question whose pronoun refers to what it names titles the paper ("Is it ...?" does not)
    ("Do video models know that an object still exists when it is out of sight? Object permanence is learnt early. "
     "We construct a controlled evaluation of 1,800 short clips, both rendered and real.",
     "Do Video Models Know That an Object Still Exists When It Is Out of Sight?"),
    # a hyphenated name spells out its expansion ("DH-SBM")
    ("Communities form and dissolve. We propose a generative model in which memberships evolve. We call the model "
     "the dynamic hypergraph stochastic block model (DH-SBM).", "DH-SBM: Dynamic Hypergraph Stochastic Block Model"),
    # a claim about a part of what came before ("two of their conclusions") titles nothing
    ("Three landmark studies estimated contagion on networks. We show that two of their conclusions are not "
     "robust to heterogeneity. We prove that the spreading mechanism is identifiable from cascade timing alone.",
     "The Spreading Mechanism Is Identifiable From Cascade Timing Alone"),
    # an evaluation of a number of things is the study ("We evaluate eleven ..."), one of "our method" none
    ("Diffusion models are used as priors for inverse problems. We evaluate eleven popular diffusion posterior "
     "samplers on a suite of inverse problems with exact posteriors.",
     "An Evaluation of Eleven Popular Diffusion Posterior Samplers on a Suite of Inverse Problems"),
    ("Recommenders are hard to condition. We propose a method for conditioning frozen language models on "
     "collaborative-filtering embeddings. We evaluate it offline with held-out clicks.",
     "Conditioning Frozen Language Models on Collaborative-Filtering Embeddings"),
    # a list of three keeps its last item; a modifier keeps its noun ("statistical| and deep-learning baselines")
    ("Fairness interventions assume clean labels. We evaluate eleven pre-processing, in-processing, and "
     "post-processing interventions on five tabular datasets under label noise.",
     "An Evaluation of Eleven Pre-Processing, In-Processing, and Post-Processing Interventions"),
    ("Forecasting benchmarks leak. We re-evaluate nine time-series foundation models against statistical and "
     "deep-learning forecasting baselines on 31 datasets that we verify are absent from pretraining data.",
     "A Re-Evaluation of Nine Time-Series Foundation Models"),
    # a claim keeps its decimals; a candidate that is all "such" points back and is none
    ("Model merging is tuned on test sets, which calls for a protocol without test data. We find that the gap "
     "between merging and averaging shrinks from 7.9 to 1.2 points. We provide such a protocol for merging "
     "fine-tuned models.", "The Gap Between Merging and Averaging Shrinks From 7.9 to 1.2 Points"),
    # the first thing the authors say they do names the subject, before a later side result
    ("Private training is the standard for sensitive text, but its accounting assumes every iterate is seen. We "
     "study the privacy of the last iterate. We prove a matching lower bound for strongly convex losses.",
     "The Privacy of the Last Iterate"),
    # ... but not a requirement compared with one before it ("the stricter requirement of ...")
    ("Safe exploration usually bounds the expected cost. We consider the stricter requirement of zero violation "
     "in every episode. We propose a primal–dual algorithm for safe exploration in reinforcement learning.",
     "A Primal–Dual Algorithm for Safe Exploration in Reinforcement Learning"),
    # the question the authors study comes before an object they construct to answer it
    ("Adaptive methods are the default optimizers. Most analyses assume bounded noise. We study whether Adam "
     "converges on smooth objectives under affine noise. We construct one-dimensional objectives on which Adam "
     "diverges.", "Does Adam Converge on Smooth Objectives Under Affine Noise?"),
    # "we study how X ..." titles the paper with the whole clause, its condition included
    ("In this paper, we study how delivery robots should yield when a cyclist's path is uncertain, for example at "
     "unmarked junctions. We plan with a mixture over routes.",
     "How Delivery Robots Should Yield When a Cyclist's Path Is Uncertain"),
    ("This study examines how hospitals audit, retrain and retire the triage models they license. We analysed "
     "120 contracts.", "How Hospitals Audit, Retrain and Retire the Triage Models They License"),
    # a passive the paper announces: "X are formulated as Y" gives "X as Y", "X is trained to" "X trained to"
    ("Graph rewiring is costly. In this paper, graph rewiring is formulated as a submodular maximization problem "
     "whose objective is the spectral gap.", "Graph Rewiring as a Submodular Maximization Problem"),
    ("Sign language data are scarce. In this work, a pose-based sign language model is trained to translate "
     "continuous signing into glosses, conditioned on handshape features.",
     "A Pose-Based Sign Language Model Trained to Translate Continuous Signing Into Glosses"),
    # a passive claim, and "this study" speaking for the authors
    ("Counting is hard for transformers. In this work, it is shown that two-layer transformers can count to any "
     "number below their width.", "Two-Layer Transformers Can Count to Any Number Below Their Width"),
    ("This study examines whether vision transformers that were pretrained on web-scale image collections with "
     "noisy captions retain their robustness after fine-tuning on medical scans.",
     "Do Vision Transformers Retain Their Robustness After Fine-Tuning on Medical Scans?"),
    # a study named by its design and participants is a study of the topic
    ("Tutoring chatbots are widely deployed in schools. We conducted a year-long randomized trial with 1,200 "
     "secondary school pupils in four European countries.",
     "A Year-Long Randomized Trial of Tutoring Chatbots With 1,200 Secondary School Pupils"),
    # what the abstract described before ("the resulting method") is no title
    ("Low-precision training saves memory. We propose storing optimizer states in four bits. We analyze the "
     "convergence of the resulting method under standard smoothness assumptions.",
     "Storing Optimizer States in Four Bits"),
    # a benchmark the authors assemble is their contribution
    ("Benchmarks for tabular learning disagree. We assemble a benchmark of 40 regression tasks drawn from public "
     "repositories, with fixed splits.", "A Benchmark of 40 Regression Tasks Drawn From Public Repositories"),
    # what the paper releases of what it described is no title, "the request templates" included
    # (a word in -est that is no superlative, unlike "we release the largest corpus of ...")
    ("This paper reports an audit of six deployed assistants using 8,640 paired requests. We release the request "
     "templates and annotation guidelines but not the model outputs, in accordance with our agreements.",
     "An Audit of Six Deployed Assistants"),
    # an infinitive whose object a "that" starts goes with it: "a scaling law to guide| that choice"
    ("Quality filtering with model-based classifiers is a standard step of pretraining. We provide a simple "
     "scaling law to guide that choice.", "A Simple Scaling Law for Quality Filtering With Model-Based Classifiers"),
    # the article agrees once "novel"/"new" goes
    ("Bandwidth is scarce. We propose a novel approach for bandwidth-constrained federated learning.",
     "An Approach for Bandwidth-Constrained Federated Learning"),
    ("We introduce a new $n$-gram language model for source code.", "An n-Gram Language Model for Source Code"),
    # no title in the authors' voice or with a pronoun for what came before (real abstracts of other
    # venues gave "A Bound for the Generalization Error of Our Meta-Algorithm", "Latent Variables to Model It")
    ("Learning to learn pools data across tasks. We derive a bound for the generalization error of our "
     "meta-algorithm. We study learning-to-learn around a common mean in linear regression.",
     "Learning-to-Learn Around a Common Mean in Linear Regression"),
    ("Users often ignore the items a recommender shows. We introduce latent variables to model it. We propose a "
     "bandit algorithm that learns from the implicit feedback of users.",
     "A Bandit Algorithm That Learns From the Implicit Feedback of Users"),
    # ... nor one whose every word is generic (was "A Fundamentally Different Strategy", "Recent Studies")
    ("Learning the structure of a directed acyclic graph is a combinatorial problem. We propose a fundamentally "
     "different strategy. We formulate the structure learning problem as a purely continuous optimization "
     "problem over real matrices.",
     "The Structure Learning Problem as a Purely Continuous Optimization Problem Over Real Matrices"),
    # what others found is said before the topic: "Recent studies have shown that X ..." is about X
    ("Recent studies have shown that sparse autoencoders recover interpretable features of language models. "
     "Their features split into finer ones as the dictionary grows, and we measure how often.",
     "Sparse Autoencoders"),
    # a second verb of the same object is no part of it (was "And Study a Contextual Memory Tree: ...")
    ("Memory controllers decide where an agent stores what it sees. We design and study a contextual memory "
     "tree, a learning memory controller that inserts new memories in logarithmic time.", "A Contextual Memory Tree"),
    # a name in apposition to what the paper made titles it (was "A Framework, ROTI-GCV, for ...")
    ("Cross-validation is unreliable for rotationally invariant data. We introduce a new framework, ROTI-GCV, "
     "for reliably performing cross-validation under rotational invariance.",
     "ROTI-GCV: A Framework for Reliably Performing Cross-Validation Under Rotational Invariance"),
    ("Program verification needs loop invariants. We propose a reasoning framework Code2Inv that learns loop "
     "invariants from the program graph.", "Code2Inv: A Reasoning Framework for Program Verification"),
    # an acronym of the last words of the phrase names a term it mentions, not the contribution
    # (was "RL: Problem of Online Algorithm Selection in the Context of Reinforcement Learning")
    ("Choosing among reinforcement learning algorithms online is hard. We study the problem of online algorithm "
     "selection in the context of reinforcement learning (RL), and propose a bandit over the candidate algorithms.",
     "Online Algorithm Selection in the Context of Reinforcement Learning"),
    # ... also after a list of adjectives, or in parentheses (not an acronym of the head's last words)
    ("Haze degrades images. We propose a level-aware progressive network (LAP-Net) for single image dehazing.",
     "LAP-Net: A Level-Aware Progressive Network for Single Image Dehazing"),
    ("Mobile vision needs small models. We introduce a light-weight, power efficient, and general purpose "
     "convolutional neural network, ESPNetv2, for modeling visual and sequential data.",
     "ESPNetv2: A Light-Weight, Power Efficient, and General Purpose Convolutional Neural Network"),
    ("Noise corrupts photographs. We propose an advanced image denoising network, namely FOCNet, for removing "
     "noise of unknown level.", "FOCNet: An Advanced Image Denoising Network for Removing Noise of Unknown Level"),
    # ... after "the" too, without taking it into the name (was "the ETAUS: An Edge ..."), and after "termed as"
    ("Drones need trustworthy autonomy at the edge. This work presents the ETAUS, an edge and trustworthy AI UAV "
     "system that adapts its models in flight.", "ETAUS: An Edge and Trustworthy AI UAV System"),
    ("Fisheye cameras are common on cars. We release the first extensive fisheye automotive dataset, WoodScape, "
     "with semantic annotations for 40 classes.",
     "WoodScape: An Extensive Fisheye Automotive Dataset With Semantic Annotations for 40 Classes"),
    ("Biomedical NLP has many small tasks. We propose a unified model termed as In-BoXBART that jointly learns all "
     "tasks of the benchmark.", "In-BoXBART: A Unified Model for Biomedical NLP"),
    # "called NAME, for ...": the head and what it is for describe the name (was "VeriLin: A Method and System")
    ("Verifying networks is slow. We present a new method and system, called VeriLin, for certifying the robustness "
     "of recurrent networks based on linear bounds.",
     "VeriLin: A Method and System for Certifying the Robustness of Recurrent Networks"),
    ("Calibration drifts in deployment. We introduce a lightweight procedure, dubbed DriftCal, for recalibrating "
     "deployed classifiers without labels.",
     "DriftCal: A Lightweight Procedure for Recalibrating Deployed Classifiers Without Labels"),
    ("Job shops schedule operations on machines. We propose a dual operation aggregation graph neural network (GNN) "
     "for solving the flexible job shop problem.",
     "A Dual Operation Aggregation Graph Neural Network for Solving the Flexible Job Shop Problem"),
    # the last resort, the first sentence, never opens with a concession (was "While Deep Convolutional ...")
    ("While deep convolutional networks have achieved impressive success in image denoising, their performance "
     "remains limited on real-world noisy photographs.",
     "Deep Convolutional Networks Have Achieved Impressive Success in Image Denoising"),
    ("Despite recent success, large neural models often generate factually incorrect text.",
     "Large Neural Models Often Generate Factually Incorrect Text"),
    # "our goal is to X" says what the paper does, as "our approach is to X" (was the first sentence)
    ("Video is the richest signal a robot sees. Our goal is to predict future video frames given a sequence "
     "of input frames.", "Predicting Future Video Frames Given a Sequence of Input Frames"),
    ("Transformers dominate sequence modelling. Our goal is to apply neural architecture search to find a "
     "better alternative to the Transformer.",  # "apply" is no adverb in -ly (was "Apply Nassing ...")
     "Applying Neural Architecture Search to Find a Better Alternative to the Transformer"),
    # ... and so does "the goal of this paper is to X" (was "The Goal of This Paper Is to Encode ...")
    ("The goal of this paper is to encode a 3D scene into a compact representation from a few 2D images. Neural "
     "fields are large.", "Encoding a 3D Scene Into a Compact Representation From a Few 2D Images"),
    # ... and "our goal in this paper is to X" (was "Our Goal")
    ("Our goal in this paper is to detect repeated motifs in large collections of folk songs. Songs vary.",
     "Detecting Repeated Motifs in Large Collections of Folk Songs"),
    # "In this paper we ..." without its comma is no part of a title either (was "In This Paper We Consider ...")
    ("In this paper we illustrate how to perform both visual object tracking and video object segmentation with "
     "a single simple approach.", "How to Perform Both Visual Object Tracking and Video Object Segmentation With a Single Simple Approach"),
    # a name for what the paper sets out to do: "NAME: Doing X", not "NAME: To Do X"
    ("Detection in point cloud sequences is costly. We propose to learn significance-guided information for 3D "
     "temporal detection (SUIT), which keeps only the salient points.",
     "SUIT: Learning Significance-Guided Information for 3D Temporal Detection"),
    # a capitalised coined name in parentheses after what it abbreviates, or after "named"/"which we call"
    ("Prompt tuning adapts vision-language models cheaply. We propose a method named Normalizing the "
     "soft-prompt vectors of vision-language models (Nemesis) to normalize the soft prompts.",
     "Nemesis: Normalizing the Soft-Prompt Vectors of Vision-Language Models"),
    ("Image diffusion models waste compute on redundant steps. We propose a training-free sampler that "
     "reuses scores across steps, which we call Echo.", "Echo: A Training-Free Sampler for Image Diffusion Models"),
    ("Estimating treatment effects from proxies is hard. Confounders hide. We develop a method named PROXYFOREST "
     "that combines proximal inference with forests.",
     "PROXYFOREST: Combining Proximal Inference With Forests"),  # (what it does, said: not the topic)
    ("Neural operators generalize poorly to new resolutions. A band-limited lifting yields a resolution-invariant "
     "neural operator, dubbed BLiNO.", "BLiNO: A Resolution-Invariant Neural Operator"),
    # "the resulting detector, which we call X" names nothing new: X is described by the contribution
    ("Tabular data streams drift. We present a detector that compares sliding windows of feature sketches. "
     "The resulting detector, which we call SketchDrift, needs no labels.",
     "SketchDrift: A Detector That Compares Sliding Windows of Feature Sketches"),  # was "SketchDrift: The Resulting Detector for ..."
    # a contribution of one content word ("a planner") is said with what it does, rather than with the
    # background's topic ("VoltPath: A Planner for Field Robots"; before that "VoltPath: Field Robots")
    ("Field robots lose power often. We develop a planner that schedules charging stops along patrol routes. "
     "We call this planner VoltPath.", "VoltPath: A Planner That Schedules Charging Stops Along Patrol Routes"),
    ("Most human missense variants remain of uncertain significance. We present VarLM, an approach that predicts "
     "variant pathogenicity from sequence.", "VarLM: An Approach That Predicts Variant Pathogenicity From Sequence"),
    # ... and completed with the topic when it says nothing more
    ("Offline reinforcement learning suffers from distribution shift. We propose a simple approach.",
     "A Simple Approach for Offline Reinforcement Learning"),
    # a topic starts after its quantifier ("most", "many of the")
    ("Most single-cell atlases remain unannotated. We propose a lightweight label-transfer model.",
     "A Lightweight Label-Transfer Model for Single-Cell Atlases"),
    ("Many of the deployed speech recognizers fail on accented speech. We propose a lightweight adapter.",
     "A Lightweight Adapter for Deployed Speech Recognizers"),
    # ... but "most probable" is no quantifier: the head "inference" is no plural (review)
    ("Most probable explanation inference is NP-hard. We propose a fast solver.",
     "A Fast Solver for Most Probable Explanation Inference"),
    # an opening question too long for a title asks what comes before its alternative
    ("Do graph neural networks need message passing at every layer, or do they merely benefit from the extra "
     "parameters that message passing brings? We train 40 models on eight benchmarks.",
     "Do Graph Neural Networks Need Message Passing at Every Layer?"),  # was "Do Graph Neural Networks"
    # ... any question of a title's length whole, however it starts; a list is no alternative
    ("Have large language models learned to reason about physical causality from text alone, or do they "
     "merely imitate it? We test 12 models.",
     "Have Large Language Models Learned to Reason About Physical Causality From Text Alone?"),
    ("Large Language Models: Friend or Foe in Peer Review? We study 300 reviews.",
     "Large Language Models: Friend or Foe in Peer Review?"),
    ("Do transformers, recurrent networks, or state space models generalize to longer inputs? We test them.",
     "Do Transformers, Recurrent Networks, or State Space Models Generalize to Longer Inputs?"),
    # a capitalised acronym that spells a question word is a topic
    ("CAN bus intrusion detection is vital for vehicles. We propose CANGuard, a lightweight detector.",
     "CANGuard: A Lightweight Detector for CAN Bus Intrusion Detection"),
    # ... and so does the question a statement poses after a colon
    ("Contrastive learning aligns two views of an image, but it leaves open a practical question: how many "
     "negatives must a batch hold? We answer it for linear encoders.", "How Many Negatives Must a Batch Hold?"),
    # a topic ends before its verb
    ("Contrastive learning aligns two views of an image, but it leaves open a practical question, which we answer "
     "for linear encoders.", "Contrastive Learning"),
    # the topic ends at a verb in -s before its object, not only at a verb of MAIN_VERB
    ("Sparse attention lowers the cost of long contexts. We propose a routing layer.",
     "A Routing Layer for Sparse Attention"),  # was "... for Sparse Attention Lowers"
    # ... also when its object has no article: a word that cannot be a verb follows the -s word
    ("Conformal prediction produces prediction sets with guaranteed coverage. We propose a localised variant.",
     "A Localised Variant for Conformal Prediction"),  # was "... for Conformal Prediction Produces"
    ("Post-training quantization compresses large language models without retraining. We propose Whetstone, "
     "a rounding scheme.", "Whetstone: A Rounding Scheme for Post-Training Quantization"),
    ("Randomized smoothing turns any classifier into a certified one. We propose a faster certificate.",
     "A Faster Certificate for Randomized Smoothing"),
    # ... but a plural subject before its verb, or a noun in -s that is no plural, stays whole
    ("Knowledge graph embeddings capture relational structure. We propose a pruning rule.",
     "A Pruning Rule for Knowledge Graph Embeddings"),
    ("Differentiable physics simulation enables control. We propose a contact model.",
     "A Contact Model for Differentiable Physics Simulation"),  # was "... for Differentiable Physics"
    ("Taylor series expansion gives local approximations. We propose an error bound.",
     "An Error Bound for Taylor Series Expansion"),  # was "... for Taylor Series"
    # ... nor does a plural noun before a noun ("neural networks robustness")
    ("Graph neural networks expressivity remains poorly understood. We propose a new test.",
     "A Test for Graph Neural Networks"),
    ("Graph transformers robustness to noise is critical. We propose a certified defense.",
     "A Certified Defense for Graph Transformers"),
    ("Vision transformers generalization is poorly understood. We propose a probe.",
     "A Probe for Vision Transformers"),
    # ... and at the verbs readers use for what a field assumes, promises or tends to do
    ("Federated averaging tends to drift on skewed clients. We propose a correction step.",
     "A Correction Step for Federated Averaging"),  # was "Federated Averaging Tends to Drift on Skewed Clients"
    # a first sentence that starts with where it is said has no topic to complete a title with
    ("In busy emergency departments a triage model must defer uncertain cases to clinicians. We propose "
     "DeferNet, a deferral rule.", "DeferNet: A Deferral Rule"),  # was "... Rule for in Busy Emergency Departments"
    # "our first contribution is" states a contribution, before the later ones
    ("Labels are costly. We study fairness. Our first contribution is a protocol that splits the cost of "
     "labelling among hospitals. We then give an online algorithm for it.",
     "A Protocol That Splits the Cost of Labelling Among Hospitals"),  # was "An Online Algorithm for It"
    # what a contribution is "designed to" do, also when an undefined macro names it
    ("Serving is slow. In this work, we propose \\sysname, a system designed to address the limitations of "
     "prefix caching in hybrid linear–softmax models.",
     "A System Designed to Address the Limitations of Prefix Caching in Hybrid Linear–Softmax Models"),
    # a bare contribution says what it does, when a relative clause says it ("a" + 2-3 words)
    ("Attributes are often missing. We propose a fairness-regularized training procedure that infers soft "
     "group memberships from auxiliary features and enforces equalized odds.",
     "A Fairness-Regularized Training Procedure That Infers Soft Group Memberships From Auxiliary Features"),
    ("We introduce a novel mutual information estimator that fundamentally reframes the discriminative approach.",
     "A Mutual Information Estimator That Reframes the Discriminative Approach"),
    ("Large language model serving is costly. We propose a caching scheme that works well.",  # no object
     "A Caching Scheme for Large Language Model Serving"),
    ("Large language model serving is costly. We propose a caching scheme that outperforms existing systems.",
     "A Caching Scheme for Large Language Model Serving"),  # a claim, not what it does
    ("Serving large language models with very long prompts on commodity hardware is costly. We propose "
     "\\sysname, a caching scheme designed to outperform existing systems.",  # the same claim as a purpose
     "Serving Large Language Models With Very Long Prompts on Commodity Hardware"),
    # what the paper announces it studies or addresses, before a contribution of a later sentence
    ("In this paper, we address the problem of predicting how mutations change protein stability. Data are "
     "scarce. We construct a small head on frozen embeddings.", "Predicting How Mutations Change Protein Stability"),
    # ... but a stated main contribution comes first
    ("We study replicability and privacy. Our main contribution is an efficient replicable algorithm for learning "
     "parities.", "An Efficient Replicable Algorithm for Learning Parities"),
    # a phrase ends where a second verb begins, and a participle before "through" goes with it
    ("Models overfit. We derive the generalization error of ridge regression and show that it is tight.",
     "The Generalization Error of Ridge Regression"),
    ("In this work, we tackle pose estimation of objects observed through sparse depth sensors. Existing methods "
     "need dense depth.", "Pose Estimation of Objects"),
    # a name alone, with what it does: "Name: Doing X", not "Name That Does X"
    ("When tasks conflict, multi-task training underfits some. We propose CurvBal, which rescales task "
     "gradients using cheap curvature estimates.",
     "CurvBal: Rescaling Task Gradients Using Cheap Curvature Estimates"),  # was "CurvBal That ..."
    ("When confounders are unmeasured, effects are biased. We introduce Fathom, which learns the bridge function "
     "with a neural network.", "Fathom: Learning the Bridge Function With a Neural Network"),
    ("We propose PRISM, which undergoes continual pretraining on medical text.",
     "PRISM: Undergoing Continual Pretraining on Medical Text"),  # not "Undergoeing"
    ("We introduce Sculpt, which optimizes prompts with evolutionary search.",
     "Sculpt: Optimizing Prompts With Evolutionary Search"),  # not "Sculpt That Optimizes ..."
    # a named method's bare description says what it does, as an unnamed one does
    ("Graphs need structure. We present Wren, a graph transformer that mixes several positional encodings per node.",
     "Wren: A Graph Transformer That Mixes Several Positional Encodings Per Node"),
    # "and offer" said of others is no contribution; a condition ends a phrase; a claim ends at
    # "and that"; a parenthetical joined by a hyphen leaves a space
    ("Weather emulators are fast, but they produce one trajectory and offer no estimate of uncertainty. We propose "
     "to capture it with a single probabilistic network.", "A Single Probabilistic Network for Weather Emulators"),
    # a purpose is named by its means ("with a ..."), else by what it does, never by its last object
    ("Reward models are imperfect. We propose to estimate the uncertainty of the reward model on the preference data.",
     "Estimating the Uncertainty of the Reward Model on the Preference Data"),
    # "we refer to it as X" names the contribution
    ("Kernel features are fixed. We propose to learn the spectral distribution of random features. We refer to this "
     "procedure as SpecRF.", "SpecRF: Learning the Spectral Distribution of Random Features"),
    ("We prove an impossibility result for fair ranking when group labels are noisy.",
     "An Impossibility Result for Fair Ranking"),
    ("Private selection is noisy. We prove that the mechanism satisfies $(\\epsilon, \\delta)$-differential privacy "
     "and that its error is small.", "The Mechanism Satisfies Differential Privacy"),
    # the topic is the first sentence's subject, when it starts with one (not "While ...")
    ("Diffusion models are accurate but slow. We propose a training-free sampler.",
     "A Training-Free Sampler for Diffusion Models"),
    ("While diffusion models are accurate, sampling them is slow. We propose a training-free sampler.",
     "A Training-Free Sampler"),
    ("Overall, these results matter. We present ZEST, a zero-shot sampler.", "ZEST: A Zero-Shot Sampler"),
    # adverbs are no part of the topic
    ("Climate and weather prediction traditionally relies on numerical models. Emulators are fast.",
     "Climate and Weather Prediction"),
    ("Recently, protein language models have become standard tools. They are large.", "Protein Language Models"),
    # Chinese and Japanese abstracts are titled by their contribution, not their first sentence
    ("大型语言模型的推理成本很高。我们提出了一种新的缓存方法。", "新的缓存方法"),
    ("图神经网络在分子性质预测中表现出色，但其可解释性不足。本文提出了MolX，一种基于子结构注意力的可解释分子预测框架。",
     "MolX: 基于子结构注意力的可解释分子预测框架"),
    ("大規模言語モデルの推論コストは高い。本研究では、推論を高速化する新しいキャッシュ手法を提案する。",
     "推論を高速化する新しいキャッシュ手法"),
    ("強化学習は報酬設計に敏感である。我々はRewardLensと呼ぶ報酬可視化ツールを開発した。", "RewardLens: 報酬可視化ツール"),
    ("大语言模型常常前后矛盾。本文系统地研究了大语言模型在长对话中的自我一致性。", "大语言模型在长对话中的自我一致性研究"),
    ("視覚言語モデルは高性能である。本研究では、視覚言語モデルの計数能力を体系的に分析する。", "視覚言語モデルの計数能力の分析"),
    # "we audit X" studies X, as "we examine X" does (blind5's first title was "Who Was Shown
    # Each Ad", from a later "and measured who was shown each ad")
    ("Recommendation feeds are opaque to outsiders. We audit the ranking of political news on two video "
     "platforms for partisan skew, using 400 sock-puppet accounts. Feeds favour outrage.",
     "The Ranking of Political News on Two Video Platforms for Partisan Skew"),
    # a name given late, after its expansion, titles the paper with it (blind5's AURA was titled by
    # a claim, "The Resulting Policy Never Performs Worse ...")
    ("Offline learning is pessimistic. We weight a behaviour penalty by the disagreement of an ensemble. "
     "We prove a bound. We call the method Disagreement-Weighted Behaviour Regularization (DWBR).",
     "DWBR: Disagreement-Weighted Behaviour Regularization for Offline Learning"),
    ("Retrieval is slow. We cache the keys of frequent queries. We name this approach Frequent Key Caching (FKC).",
     "FKC: Frequent Key Caching"),
    # "we study whether X <verb> Y" asks "Do X <verb> Y?", "Does X <verb> Y?" (the "Whether ..." clause was the title)
    ("Vision models are compared with brains. We study whether deep object detectors trained on photographs "
     "predict the responses of neurons in area V4. They often do.",
     "Do Deep Object Detectors Trained on Photographs Predict the Responses of Neurons in Area V4?"),
    ("We study whether the calibration of a speech recognizer degrades under accented speech. It does.",
     "Does the Calibration of a Speech Recognizer Degrade Under Accented Speech?"),
    # a question about what a pronoun points back to is no title ("Which Documents They Remove")
    ("Code assistants are widely used. We analyse twelve popular assistants on 3,000 repositories and measure which "
     "licences they ignore. Most ignore copyleft terms.",
     "Code Assistants"),
    # "... and recommend that ...": a second verb of the sentence ends the phrase
    ("Flood maps are uneven. We provide calibrated flood maps for 40 river basins and recommend that agencies "
     "report uncertainty.", "Calibrated Flood Maps for 40 River Basins"),
    # a contrast set off by commas is no part of the phrase (blind5: "How Generative Models Can
    # Support, Rather Than Replace", cut at the comma before its object)
    ("In this paper we study how language models can assist, rather than replace, human fact-checkers. "
     "We interview 20 of them.", "How Language Models Can Assist Human Fact-Checkers"),
    # ... also spelled in lower case, after "the resulting X" (blind6: "We name this procedure
    # targeted safe probing (TSP)." was titled "A Setting, Common in Chemical and Thermal Plants")
    ("Sensors drift. We recalibrate them online from pairs of co-located sensors. We term the resulting "
     "procedure pairwise drift correction (PDC).", "PDC: Pairwise Drift Correction"),
    # "our contributions are as follows: (i) we formalise X" is titled by its items, not "As Follows"
    ("Audits of hiring models assume labels arrive at once. Our contributions are as follows: (i) we formalise "
     "auditing under delayed feedback and show a bias; (ii) we evaluate it on 40,000 applications.",
     "Auditing Under Delayed Feedback"),
    # a setting the paper studies, described only after a comma, is no title
    ("Robots break things. We study a setting, common in warehouses, in which a robot may ask a human for help. "
     "We propose a policy that asks when its uncertainty about damage is high.",
     "A Policy That Asks When Its Uncertainty About Damage Is High"),
    # a participle whose phrase a cut left off goes with it ("... Kitchen Scenes Captured| With a Rig")
    ("We introduce ShelfScan, a real-world dataset of 5,000 cluttered supermarket shelves photographed with a "
     "lightweight handheld rig of four synchronised RGB-D cameras and a thermal camera, comprising 80,000 frames.",
     "ShelfScan: A Real-World Dataset of 5,000 Cluttered Supermarket Shelves"),
    # a name given late with its expansion in other words (blind7: were "Adaptive Step-Size
    # Methods", "Designing a Typeface", "Scoring Candidate Batches for Active Learning", ...):
    # "the resulting scheme" before a Title Case name that its capitals do not spell out,
    ("Step sizes need tuning. We delay the AdaGrad update and add safeguards. We call the resulting scheme "
     "Delayed AdaGrad with Safeguards (DASH).", "DASH: Delayed AdaGrad With Safeguards"),
    # an apposition to what the paper made,
    ("Fonts take years to design. Our method, Glyph Style Transport (GST), generates a full character set from "
     "five glyphs.", "GST: Glyph Style Transport"),
    # "..., or RAA" and "we refer to X as"; a late name's expansion says what it is for (the topic).
    # ("Active learning scores points ..." would give the topic "Active Learning Scores": "scores"
    # is a noun as often as a verb, and topic() reads it as one.)
    ("Active learning selects points one by one. We score batches by their effect on the retrained model. We call "
     "this approach retraining-aware acquisition, or RAA.", "RAA: Retraining-Aware Acquisition for Active Learning"),
    ("Brain areas interact. We fit a switching model to recordings. We refer to the model as multi-area "
     "switching nonlinear dynamics (MASND).", "MASND: Multi-Area Switching Nonlinear Dynamics"),
    # a name of two capitalised words ("We call the method Lifespan Gaussians.", blind7), not a
    # word before the name ("the two-stage recipe HazeLift")
    ("Scenes change. We propose reconstructing dynamic scenes from casual monocular video with primitives that "
     "appear and vanish. We call the method Lifespan Gaussians.",
     "Lifespan Gaussians: Reconstructing Dynamic Scenes From Casual Monocular Video"),
    # a purpose that points back at the reader ("to help them ...") goes, not the whole name (blind review of
    # a 6,206-abstract site: "we propose HintMiner, a ... tool for users to help them find answers")
    ("Forums answer late. We propose QueryHint, a hint mining tool for developers to help them find answers "
     "quickly. QueryHint retrieves posts and extracts hints.", "QueryHint: A Hint Mining Tool for Developers"),
    # "entitled (as)" names as "called" does, and what a dataset holds describes it (blind review: "we introduced a
    # new dataset, entitled as AirNet, containing ..." was titled "A Dataset for Many Urban Areas in China")
    ("Air quality forecasts need data. We introduce a new dataset, entitled as SmogGrid, containing two years of "
     "hourly pollution readings over 300 cities.",
     "SmogGrid: A Dataset Containing Two Years of Hourly Pollution Readings Over 300 Cities"),
    ("Quantized training is hard. We develop a new method termed as SlimBits to discretize both training and "
     "inference of deep networks.", "SlimBits: A Method to Discretize Both Training and Inference of Deep Networks"),
    # ... but what a contribution is based on is no name of it ("based on wikiHow, a website containing ...")
    ("Procedures are hierarchical. In this work, we construct a knowledge base of procedures based on TipSite, a "
     "website containing 90k how-to articles. We then link steps across articles.",
     "A Knowledge Base of Procedures Based on TipSite"),
    # a cut that splits "of both X and Y" ends before it (blind review: the whole candidate went, for
    # "Multimodal Information and Sequence-Aware Pretraining")
    ("Instructions come as text and images. To order them, we propose sequence-aware pretraining techniques "
     "exploiting the sequential alignment properties of both texts and images jointly.",
     "Sequence-Aware Pretraining Techniques Exploiting the Sequential Alignment Properties"),
    # what the authors make with what they use ("We exploit X to develop Y") is a contribution (blind review:
    # "Inversion Scheme and Semi-Supervised Learning", the keywords)
    ("We exploit a recently derived inversion scheme for deep networks to develop a new semi-supervised learning "
     "framework for tabular data. It matches the state of the art.",
     "A Semi-Supervised Learning Framework for Tabular Data"),
    # a name in lower case names the new thing it follows (blind review: "a prompting method that we call
    # augmented zero-shot learning" gave the keywords' "Large Language Models and Augmented Zero-Shot Learning")
    ("Beam search returns near-duplicates. We propose a reformulation of beam search, which we term "
     "determinantal beam search. It finds diverse sets.", "Determinantal Beam Search: A Reformulation of Beam Search"),
    # a name given after a dash, and to what the sentence says the authors made, not to the last phrase before it
    # (blind review: "... which we call CAD-DA—controllable AD under DA" had no name in its title)
    ("We propose a novel statistical method for testing the results of anomaly detection under domain shift, "
     "which we call TAD-DS—testable AD under DS. TAD-DS controls the false positive rate.",
     "TAD-DS: A Statistical Method for Testing the Results of Anomaly Detection Under Domain Shift"),
    # a capitalised word the abstract never writes in lower case names what follows it, without a comma
    # (blind review: "Hyperdyn a Dynamic Hyperparameter Optimization Method")
    ("Learning rates matter. We propose Ratewise a dynamic learning rate schedule that adapts at each epoch. "
     "Ratewise is cheap.", "Ratewise: A Dynamic Learning Rate Schedule"),
    # "This new method, X (expansion)" names it (blind review: "DeepPINK (Deep feature selection using ...)")
    ("Deep networks are opaque. We describe a method to select features of deep networks with a controlled error "
     "rate. This new method, DeepKOS (Deep Knockoff Selection), is applied to simulated data.",
     "DeepKOS: Deep Knockoff Selection"),
    # a vague count of what it studies frames it (blind review: "A Wide Variety of ... Segmentation Methods")
    ("Polysynthetic languages are hard for NLP. We investigate a wide variety of supervised and unsupervised "
     "segmentation methods for four polysynthetic languages.",
     "Supervised and Unsupervised Segmentation Methods for Four Polysynthetic Languages"),
    # math variables keep their case
    ("We study $k$-clustering in an unknown metric space, where distances come from a noisy oracle.",
     "k-Clustering in an Unknown Metric Space"),
    # ... alone and applied too (were "With K Colors", "Estimating F(x)")
    ("Graph coloring is NP-hard. We propose a GNN-based heuristic for graph coloring with $k$ colors.",
     "A GNN-Based Heuristic for Graph Coloring With k Colors"),
    ("We study estimating $f(x)$ from noisy queries of a smooth function.",
     "Estimating f(x) From Noisy Queries of a Smooth Function"),
    # ... but a capital that is a word, not the variable, stays ("Vitamin D" of an abstract with $d$)
    ("Vitamin D deficiency is common. We study vitamin D deficiency in $d$ dimensions of data.",
     "Vitamin D Deficiency in d Dimensions of Data"),
]


def test_a_property_in_lower_case_names_no_contribution():
    """FABRICATED: "which we call variationally coherent" names a property of problems, not a method."""
    parsed = ParsedAbstract("Some games are hard. We identify a class of non-convex stochastic problems, which we "
                            "call variationally coherent, where mirror descent converges.")
    assert not derive_title(parsed.plain, parsed.formulas()).startswith("Variationally")


def test_results_reported_title_no_paper():
    """FABRICATED: "we also present results on X" reports an experiment (a blind reviewer got
    "Results on Image Super-Resolution With a Large Magnification Ratio" for an image Transformer)."""
    parsed = ParsedAbstract("Autoregressive image models are slow to sample. We also present results on image "
                            "super-resolution with a large magnification ratio.")
    assert not derive_title(parsed.plain, parsed.formulas()).startswith("Results")


@pytest.mark.parametrize("abstract, title", RULE_CASES, ids=[title[:30] for _, title in RULE_CASES])
def test_title_rules_on_fabricated_abstracts(abstract, title):
    parsed = ParsedAbstract(abstract)
    assert derive_title(parsed.plain, parsed.formulas()) == title


# Sets of FABRICATED abstracts in 12-13 styles, titled blind by a careful reader: the rules
# of issue 13 were tuned on title_styles.yml (76); title_holdout.yml (40) was written after
# them and is never used to tune. title_holdout2.yml (48) and title_tuning.yml (60) were
# written later, asking for titles as their authors would write them, which are less often
# the abstract's own words: the abstract's first 12 words share F1 0.34 with them, against
# 0.49 with the first two sets (real titles of another venue: 0.24), so they are the nearer
# to a real list. The rules were then tuned on title_tuning.yml; title_holdout2.yml is
# never used to tune (its score did decide between three variants, and its three
# failures with a naming clause, "The resulting procedure, which we call PromptSieve",
# showed the rule that now reads those). title_holdout3.yml
# (48, first 12 words: 0.40) was written after all of that and never looked at: the rules
# before stop 17 share 0.466 with it (18 of 19 names), those after 0.480 (19 of 19). (Stop
# 22 saw one of its titles, "... for Pool-Based Active Learning Assumes", in the diff of
# a rule it did not keep; the verbs added to MAIN_VERB then came from title_tuning.yml.
# Stop 30 saw #38 grow "... Collected From 214 Reef Sites" and #43 "... Event-Time and Censoring
# Distributions Together" in the diffs of two cut rules it kept.)
# Derived titles need not equal those titles; they must share their words, and keep the
# names the abstracts give.
TITLE_SETS = {  # file: (minimum shared-words F1, minimum share of names kept)
    "title_styles.yml": (0.80, 0.85),  # measured 0.857 and 31 of 31 (before issue 13: 0.670, 21)
    "title_holdout.yml": (0.75, 0.80),  # measured 0.809 and 14 of 15 (before issue 13: 0.647, 9)
    "title_holdout2.yml": (0.39, 0.85),  # measured 0.429 and 17 of 17 (0.373 when it was added)
    "title_holdout3.yml": (0.45, 0.90),  # measured 0.489 and 19 of 19
    "title_tuning.yml": (0.39, 0.90),  # measured 0.431 and 21 of 21 (0.362 and 20 when it was added)
}
CJK_TEXT = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def title_words(title: str) -> list[str]:
    """Content words of an English title (small words left out); character pairs of a
    Chinese or Japanese one, which has no spaces."""
    if CJK_TEXT.search(title):
        characters = [c for c in title if not c.isspace() and c not in ":：，、。"]
        return [a + b for a, b in zip(characters, characters[1:])]
    return [word for word in re.findall(r"[\w'-]+", title.lower()) if word not in DANGLING]


def shared_words_f1(derived: str, expected: str) -> float:
    ours, theirs = Counter(title_words(derived)), Counter(title_words(expected))
    shared = sum((ours & theirs).values())
    if not shared:
        return 0.0
    precision, recall = shared / sum(ours.values()), shared / sum(theirs.values())
    return 2 * precision * recall / (precision + recall)


@pytest.mark.parametrize("name", sorted(TITLE_SETS))
def test_titles_share_the_words_of_a_careful_readers_titles_in_every_style(name):
    min_f1, min_names = TITLE_SETS[name]
    scores: dict[str, list[float]] = {}
    kept = named = 0
    for case in yaml.safe_load((ROOT / "tests" / "data" / name).read_text(encoding="utf-8")):
        parsed = ParsedAbstract(case["abstract"])
        title = derive_title(parsed.plain, parsed.formulas())
        assert 0 < len(title) <= MAX_CHARS and title.split()[-1].lower() not in DANGLING, title
        assert not re.match(r"(?:We|Our|In This Paper)\b", title), title
        assert not re.search(r"\bA (?!One\b|One-|Once\b|Eu)(?:[AEIO][a-z]|an?\b)", title), title  # "A Approach"
        scores.setdefault(case["style"], []).append(shared_words_f1(title, case["title"]))
        if case["name"]:
            named += 1
            kept += case["name"] in title
    every = [score for style in scores.values() for score in style]
    print(f"{name}: title words F1 {sum(every) / len(every):.3f}, names kept {kept}/{named}; " + ", ".join(
        f"{style} {sum(values) / len(values):.2f}" for style, values in sorted(scores.items())))
    assert sum(every) / len(every) >= min_f1
    assert kept >= min_names * named


# Fabricated abstracts whose contribution is a way of looking at a problem ("we take a
# ... approach to X"); the titles were written before the rule. "Take inspiration from",
# "take advantage of" name no contribution.
TAKEN_APPROACHES = [
    ("Learning-rate warmup is widely used but poorly understood. We take a dynamical-systems perspective "
     "on warmup in adaptive optimizers and show that it prevents early instabilities of the preconditioner.",
     "A Dynamical-Systems Perspective on Warmup in Adaptive Optimizers"),
    ("Acquiring every feature of a patient is costly. Here we take a Bayesian approach to active feature "
     "acquisition, placing a prior over the value of each unseen feature.",
     "A Bayesian Approach to Active Feature Acquisition"),
    ("Data valuation assigns credit to training points. We adopt a game-theoretic view of data valuation "
     "in federated settings, where clients may withhold points.",
     "A Game-Theoretic View of Data Valuation in Federated Settings"),
]


@pytest.mark.parametrize("text, title", TAKEN_APPROACHES)
def test_an_approach_the_authors_take_is_their_contribution(text, title):
    assert derive_title(text) == title


@pytest.mark.parametrize("text, unwanted", [
    ("Spiking networks are hard to train at scale. We take inspiration from dendritic computation and take "
     "advantage of sparse events in neuromorphic hardware.", ("Inspiration", "Advantage")),
    # a reviewer's: a verb "view", and what the method section follows
    ("Program synthesis is hard. We take a step back and view synthesis as search over sketches.", "A Step"),
    ("Program synthesis is hard. Following prior work, we adopt a standard approach of training with "
     "cross-entropy.", "A Standard"),
    ("Program synthesis is hard. We adopt an approach similar to prior work for hyperparameter tuning.", "An Approach"),
])
def test_taking_inspiration_a_step_back_or_a_standard_approach_is_no_contribution(text, unwanted):
    assert not derive_title(text).startswith(unwanted), derive_title(text)


def test_a_role_in_generic_words_goes_with_the_phrase_that_pointed_back():
    """(fabricated) "We formalize X as a solution to this inverse problem" was titled "X as a
    Solution": "to this inverse problem" points back, and the role it completed said nothing."""
    text = ("Conditional embeddings are useful. We formalize deconditional kernel mean embeddings as a solution "
            "to this inverse problem, and show that they act as a Bayes' rule.")
    assert derive_title(text) == "Deconditional Kernel Mean Embeddings"


@pytest.mark.parametrize("text, expected", [  # (fabricated)
    ("Sentiment tuples are hard to extract. We propose Seq2Path to generate sentiment tuples as paths of a tree.",
     "Seq2Path: Generating Sentiment Tuples as Paths of a Tree"),
    ("Discourse matters for argument impact. We propose DisCOC to inject and fuse the sentence-level discourse "
     "information.", "DisCOC: Injecting and Fusing the Sentence-Level Discourse Information"),
])
def test_a_name_and_what_it_is_to_do_title_as_name_and_doing(text, expected):
    """"Seq2Path to Generate ..." read as a sentence cut short; real titles say "Name: Doing X"
    (14 of 10,886 real titles changed so; of the real titles, "Seq2Path: Generating Sentiment Tuples
    as Paths of a Tree" is this one's own)."""
    assert derive_title(text) == expected


@pytest.mark.parametrize("text, expected", [  # (fabricated)
    ("Static and contextual embeddings have complementary strengths. We combine the strengths of static and "
     "contextual models to improve multilingual representations. Results improve.",
     "Combining the Strengths of Static and Contextual Models to Improve Multilingual Representations"),
    ("Parsers fail on streams. In this paper, we generalize the Earley parser to parse noisy sensor sequences. "
     "It runs online.", "Generalizing the Earley Parser to Parse Noisy Sensor Sequences"),
    ("Probing studies test what layers encode. Instead, we invert the probing design to cluster the token "
     "representations of BERT. Syntax explains little.",
     "Inverting the Probing Design to Cluster the Token Representations of BERT"),
    # "the X of Y" says what it is: it points back to nothing ("the method" alone does)
    ("WGANs generate images. We generalize the theory of WGAN with gradient penalty to Banach spaces, allowing "
     "practitioners to choose norms.", "Generalizing the Theory of WGAN With Gradient Penalty to Banach Spaces"),
    # ... nor a thing whose head is another word ("the policy" would point back; "the policy gradient method" names)
    ("Risk matters in control. In this work, we extend the policy gradient method to the whole class of coherent "
     "risk measures. We consider static ones.",
     "Extending the Policy Gradient Method to the Whole Class of Coherent Risk Measures"),
    # "we learn X for Y" without an article ("we learn a map" is a contribution already)
    ("Robots face many terrains. In this paper, we learn locomotion policies for quadruped robots on rough terrain.",
     "Learning Locomotion Policies for Quadruped Robots on Rough Terrain"),
])
def test_what_the_authors_first_do_titles_a_paper_that_says_nothing_else(text, expected):
    """Where no sentence says what the paper made or studies, the first thing its authors do
    with what exists ("we combine", "we generalize", "we leverage X to Y") says it."""
    assert derive_title(text) == expected


@pytest.mark.parametrize("text, expected", [  # (fabricated)
    ("Langevin samplers work on continuous spaces. We show how the Wasserstein gradient flow can be generalized "
     "naturally to discrete spaces. Samplers follow.",
     "How the Wasserstein Gradient Flow Can Be Generalized Naturally to Discrete Spaces"),
    ("Causal discovery needs interventions. In this paper, we demonstrate how the maximum entropy principle can be "
     "used to identify edges among random variables.",
     "How the Maximum Entropy Principle Can Be Used to Identify Edges Among Random Variables"),
    # a contribution still titles the paper that has one
    ("Samplers are slow. We propose a discrete Langevin sampler for binary images. We show how the Wasserstein "
     "gradient flow can be generalized naturally to discrete spaces.", "A Discrete Langevin Sampler for Binary Images"),
])
def test_a_way_the_authors_show_titles_a_paper_that_says_nothing_else(text, expected):
    """"We show how X can be used to Y" says what the paper shows: 42 of 8,752 real titles changed so, mostly
    from two keywords; a blind judge preferred 31 of the 42 to the titles before."""
    assert derive_title(text) == expected


@pytest.mark.parametrize("text", [  # (fabricated)
    # what points back
    "Old methods fail. We show how these approaches fail to explain why large networks generalize well.",
    # a way whose verb the title's length would cut ("How the Solution of the Regularized Optimal Transport")
    "Co-clustering is hard. To justify our method, we show how the solution of the regularized optimal transport "
    "can be seen from the variational inference perspective thus motivating its use for co-clustering.",
])
def test_a_way_that_points_back_or_loses_its_verb_titles_nothing(text):
    assert not derive_title(text).startswith("How ")


@pytest.mark.parametrize("text", [  # (fabricated)
    # no end or means: what it was generalized to, the title cannot say
    "Sampling is slow. We generalize the Stein variational gradient descent algorithm. It converges faster.",
    # a later step, after the authors first spoke
    "Sampling is slow. We observe that particles collapse. We then extend the sampler to Riemannian manifolds.",
    # what it acts on points back
    "Sampling is slow. We extend their formulation to partial differential equations on manifolds.",
    "Sampling is slow. We extend the method to partial differential equations on manifolds.",
    # not the authors' verb: "... and trained with ..."
    "Speech models are opaque. We analyse a model based on recurrent layers and trained with a CTC loss on audio.",
    # what the authors found, not what they did
    "Models are opaque. From probing, we learned that attention heads specialize to syntax in deep layers.",
])
def test_an_action_that_says_not_what_for_or_is_a_later_step_titles_nothing(text):
    assert not derive_title(text).startswith(("Generalizing", "Extending", "Training", "Learning"))


def test_what_the_authors_make_from_their_inspiration_and_what_it_is_capable_of_title_it():
    # fabricated: "derive inspiration" is no derivation; what they develop from it is the contribution,
    # with what it is capable of (was "Inspiration From Human Memory to Develop an Architecture")
    assert derive_title("Networks forget old tasks. In this work, we derive inspiration from human memory to develop "
                        "an architecture capable of learning continuously from incoming tasks. It works.") == (
        "An Architecture Capable of Learning Continuously From Incoming Tasks")
    # a cut never leaves "capable" without its "of" (the name alone, as for any subtitle that a cut leaves a fragment)
    assert fit("Box-Relation Channels: An Architecture Capable of Relating the Semantic, Spatial, Geometric, and "
               "Image Features Strongly") == "Box-Relation Channels"


def test_a_contribution_before_a_study_in_the_authors_first_sentence_titles_the_paper():
    # fabricated: "we consider| multiple types of X" came after what the sentence proposed
    assert derive_title("Authentication models meet new domains. To address this issue, we propose a two-stage method "
                        "that disentangles identities from domain shifts, and we consider multiple types of domain "
                        "shift. It works.") == "A Two-Stage Method for Authentication Models"


def test_a_bare_object_of_study_says_what_it_does_where_nothing_else_titles_the_paper():
    # fabricated: "Adversarial Attacks" alone says too little (was the keywords)
    assert derive_title("Bandits are everywhere. We study adversarial attacks that manipulate the reward signals of "
                        "a bandit algorithm. Attacks are cheap.") == (
        "Adversarial Attacks That Manipulate the Reward Signals of a Bandit Algorithm")


def test_a_doing_the_paper_studies_keeps_the_means_its_sentence_gives():
    # fabricated after a real "In this paper, we consider compressing the network by weight quantization.", whose
    # "Compressing the Network" said too little and gave way to the keywords ("Weight Quantization and Computing Devices")
    assert derive_title("Deep networks are too large for small devices. In this paper, we consider pruning the "
                        "network by magnitude ranking. Experiments show it is as accurate.") == (
        "Pruning the Network by Magnitude Ranking")


def test_a_name_of_two_words_stands_alone_where_a_cut_leaves_its_subtitle_a_fragment():
    # fabricated after a real "NATURAL INSTRUCTIONS, a dataset of 61 distinct tasks, their ...", whose title was
    # the late name "INSTRUCTIONS: ..." cut mid-list; nor do the keywords replace the name, which is no vague title
    assert title_and_need("Models follow instructions poorly. We introduce CROSS TASKS, a dataset of 61 distinct "
                          "natural language processing tasks, their human-authored instructions, and 193k task "
                          "instances with crowdsourced answers. We adopt pre-trained models.") == ("CROSS TASKS", False)



@pytest.mark.parametrize("text, expected", [  # (fabricated; the real titles in the comments were derived at stop 57)
    # a finding the authors "discover" or "reveal" is a claim, without an aside that compares
    ("Calibration matters for triage. We discover that modern speech recognisers, unlike those from a decade ago, "
     "are poorly calibrated on accented speech. We test ten systems.",
     "Modern Speech Recognisers Are Poorly Calibrated on Accented Speech"),
    ("Memory grows with context. We reveal that recurrent state space models forget early tokens within a fixed "
     "horizon. We measure it on four models.",
     "Recurrent State Space Models Forget Early Tokens Within a Fixed Horizon"),
    # a space the list left before a comma ("CROSSGRAD , a method") hides no name
    ("Domains shift. We present TILEGRAD , a method that trains tile classifiers robust to new scanners. "
     "TILEGRAD needs no target data.", "TILEGRAD: Training Tile Classifiers Robust to New Scanners"),
    # a metric "also" introduced came first, and "our major contributions are" was not read as "our main
    # contributions are" (a real title was "An Evaluation Metric That Focuses on Comparing ...")
    ("Open-set recognition is hard. We also introduce a new evaluation metric that compares approaches on unknown "
     "inputs. Our major contributions are two losses for open-set recognition that train networks with background "
     "samples.", "Two Losses for Open-Set Recognition"),
    # "the proposed method X" names what the paper made, as "our proposed method X" does, when what it made says
    # enough with what it does (a real title was "An Offline Learning Framework for Large Language Models", of "...
    # The proposed method O3D (Offline Data-driven Discovery and Distillation) automatically discovers ...")
    ("Agents forget. We propose an offline learning framework that distils reusable skills from interaction logs. "
     "The proposed method S4K (Skill Search for Knowledge) discovers skills across tasks.",
     "S4K: An Offline Learning Framework That Distils Reusable Skills From Interaction Logs"),
    # ... but not with what has a name of its own ("ShapeSplat: Gaussian-MAE: ...")
    ("Splats are new. We introduce GaussMAE, which learns representations from splat parameters. Our dataset "
     "SplatSet9 holds 65K objects.", "GaussMAE: Learning Representations From Splat Parameters"),
    # a parenthesis with commas in the subject hid the question (a real title was "Linguistic Information and
    # Meta-Learning", of "We investigate whether linguistic information about a tool (e.g., its geometry, common
    # uses) can help control policies adapt faster to new tools")
    ("Robots use many tools. We investigate whether written descriptions of a tool (e.g., its shape, weight) can help "
     "grasping policies adapt to new tools. We test it on four tasks.",
     "Can Written Descriptions of a Tool Help Grasping Policies Adapt to New Tools?"),
    # what a name is "short for" is its expansion (a real title was "SPADE, Short for State Space Augmented
    # Transformer")
    ("Attention is quadratic. We propose LOOM, short for Local Operator Over Memory. LOOM scales linearly.",
     "LOOM: Local Operator Over Memory"),
    # a topic that the expansion names by its acronym completes nothing (a real title was "AR-A3C: Adversary Robust
    # A3C for Asynchronous Advantage Actor Critic")
    ("Proximal Policy Optimization 2 (PPO2) is a popular method. We propose Noise Robust PPO2 (NR-PPO2). "
     "NR-PPO2 resists noise.", "NR-PPO2: Noise Robust PPO2"),
    # a parenthesis inside a word leaves its parts apart (a real title was "A Groupfairness Metric for ...")
    ("Language models are biased. We propose a group (un)fairness metric for language models that compares "
     "confidence across identities.", "A Group Fairness Metric for Language Models"),
    # "as an example of application, we treat X as Y" shows the contribution on something (a real title was "SGLD:
    # Stochastic Gradient Langevin Dynamics", of "we consider wild variational inference methods ...")
    ("Variational inference needs tractable densities. We consider amortized samplers that need no tractable "
     "density. As an example of application, we treat annealed importance sampling (AIS) as an inference network "
     "and tune its schedule.", "Variational Inference"),
    # ... nor does a name given in an example ("Michael Jordan: A Set of Documents Discussing Different People")
    ("Names of people are ambiguous. For example, given documents about different people named Alan Smith, can "
     "models tell them apart? To test this ability, we introduce a new benchmark, NameMix.",
     "NameMix: A Benchmark for Names of People"),
    # an aside that an adverb and a participle open ends a phrase ("..., Often Exceeding Thousands Per Entity")
    ("We study the problem of summarising opinions from large volumes of user reviews, often exceeding thousands per "
     "product, where earlier methods fail. We propose a retrieval method.",
     "Summarising Opinions From Large Volumes of User Reviews"),
    # what the authors propose "instead to" do is what they do ("Sinkformer: Instead to Use Sinkhorn's Algorithm ...")
    ("Attention is row-stochastic. We propose instead to use Sinkhorn's algorithm to make attention maps doubly "
     "stochastic. We call the resulting model a Sinkhornet.",
     "Sinkhornet: Using Sinkhorn's Algorithm to Make Attention Maps Doubly Stochastic"),
    # what a finding is about, in apposition, names nothing of the paper's, and the finding says it without the
    # apposition (a real title read "RoPE: A Commonly Employed Relative Positional Encoding Method, Typically Fails
    # ...")
    ("Decay matters in linear attention. We show that ALiBi, a common positional bias, typically hurts most linear "
     "attention variants.", "ALiBi Typically Hurts Most Linear Attention Variants"),
])
def test_patterns_of_the_reviews_of_stop_57(text, expected):
    assert derive_title(text) == expected


def test_one_such_thing_points_back_and_titles_nothing():
    # fabricated: "we present one such principle" titled a real paper "One Principle Resulting From Hierarchical
    # Localities"; what comes after it says what the paper gives
    title = derive_title("Kernels explain some networks. Principles that explain learnability are few. We present one "
                         "such principle resulting from hierarchical localities. We give a sharp characterization of "
                         "the generalization error of deep convolutional kernels.")
    assert not title.lower().startswith(("one such", "one principle")), title
