"""generator/title_late_names.py: titles of names given after what they name (fabricated abstracts)."""

import pytest

from generator.titles import derive_title


def test_a_name_in_apposition_to_what_the_authors_call_theirs_names_it():
    """(fabricated) "our prediction algorithm, TraPHic," names the algorithm the paper presents,
    as "the resulting method, ResWire," does."""
    text = ("Road agents move in dense traffic. We present a new algorithm for predicting the near-term "
            "trajectories of road agents in dense traffic videos. We evaluate our prediction algorithm, "
            "TraPHic, on standard datasets.")
    assert derive_title(text) == ("TraPHic: An Algorithm for Predicting the Near-Term Trajectories of Road Agents in "
                                  "Dense Traffic Videos")


@pytest.mark.parametrize("text, expected", [  # (fabricated)
    # "which we term the X (NAME)": the whole expansion, "the" with a capital after it is no head of its own
    ("We study a class of saddle-point problems over measures, which we term the Coupled Functional Saddle "
     "Equilibrium (CFSE). We give a mirror prox method for it. It converges.",
     "CFSE: Coupled Functional Saddle Equilibrium"),
    # ... and "we call X (NAME)" without an object: the name and its expansion
    ("Losses that compare pixels blur images. We propose a class of losses, which we call deep feature "
     "distance losses (DeFDL). They sharpen images.", "DeFDL: Deep Feature Distance Losses"),
    # "The proposed X (NAME)" and "The novel X (NAME) algorithm": the name and all the words it stands for
    ("We propose a neural network architecture for policies. The proposed Split Gate Policy (SGP) splits the "
     "network into two parts. It learns fast.", "SGP: Split Gate Policy"),
    ("The novel sketched online recurrent learning (SORL) algorithm trains recurrent networks online without "
     "backtracking. SORL converges where truncation diverges.", "SORL: Sketched Online Recurrent Learning"),
])
def test_a_name_after_its_expansion_in_a_naming_clause_titles_it(text, expected):
    assert derive_title(text) == expected


@pytest.mark.parametrize("text, not_expected", [  # (fabricated)
    ("Training is slow on clusters. We call model-level and layer-level weighted averaging (resp. MLWA and LLWA) "
     "two variants of our method. Both scale.", "resp"),  # no name: "(resp. ...)"
    ("We refer to such category of models as vision-language-action models (VLA). We train one on web data and "
     "robot trajectories.", "VLA"),  # a kind of model the paper describes, not its own
    # what the proposed model builds on is not its name
    ("We study sequence models. The proposed model builds on the Temporal Gated Belief Network (TGBN) and adds "
     "factors. It fits better.", "TGBN"),
    # a part of what the paper named before is not the paper's name
    ("We present a two-level spike propagation (TLSP) algorithm for spiking networks. Time is captured by the "
     "proposed spike train kernel (STK) at the lower level. It trains deep networks.", "STK"),
])
def test_a_naming_clause_needs_a_name_of_the_papers_own(text, not_expected):
    assert not derive_title(text).startswith(not_expected)


def test_a_name_before_a_colon_and_its_description_names_it():
    """(fabricated) "We apply those layers in SchNet: a novel ..." as "SchNet, a novel ..." does."""
    text = ("Learned potentials are slow. We propose to use graph kernels that can model local structure. "
            "We apply these kernels in MolKer: a novel deep architecture modeling bond energies in crystals. "
            "It works.")
    assert derive_title(text) == "MolKer: A Deep Architecture Modeling Bond Energies in Crystals"


@pytest.mark.parametrize("text, expected", [  # (fabricated)
    ("Mobile models are slow. We propose an automated mobile neural architecture search approach that "
     "incorporates latency. On ImageNet, our MnasNet achieves 75.2% top-1 accuracy.",
     "MnasNet: An Automated Mobile Neural Architecture Search Approach"),
    # not a name of the kind any paper may say it uses
    ("Mobile models are slow. We propose an automated mobile neural architecture search approach that "
     "incorporates latency. On ImageNet, our LLM achieves 75.2% top-1 accuracy.",
     "An Automated Mobile Neural Architecture Search Approach"),
    # nor one whose contribution says too little to describe it
    ("Labels are noisy. We present deep neural networks for this. Our MetaCleaner hallucinates clean features.",
     None),
])
def test_a_coined_name_the_authors_call_theirs_titles_their_contribution(text, expected):
    """"our MnasNet achieves ...": of 19 real titles that the rule changed, a blind judge preferred
    15 with the name, 4 without (two names of a dataset, one of a light variant)."""
    title = derive_title(text)
    assert title == expected if expected else not title.startswith("MetaCleaner")


@pytest.mark.parametrize("text, expected", [  # (fabricated)
    # a name in words after "called", with what the thing named does
    ("Ensembling is costly. This finding leads us to develop a new technique called adaptive ensemble "
     "prediction, which achieves the benefits of ensembling at a small cost.",
     "Adaptive Ensemble Prediction: A Technique That Achieves the Benefits of Ensembling at a Small Cost"),
    # ... or with the short name its words spell
    ("Multi-domain learning is considered. An adaptive layer is induced per domain and a novel procedure, "
     "denoted covariance normalization (CovNorm), is proposed to reduce its parameters.",
     "CovNorm: Covariance Normalization for Multi-Domain Learning"),
    # ... or alone, where what it names is only a kind of thing
    ("We revisit the problem of learning under label noise. Its distances are hard to compute. We depart from "
     "this and define a new model called certifiable learning with noisy labels, where a learner outputs a "
     "classifier only if a test passes. We give several positive results for halfspaces.",
     "Certifiable Learning With Noisy Labels"),
    # not a name of what the background calls a field
    ("Off-policy evaluation reuses old data. A related field called survey sampling studies this. We give an "
     "estimator for nonstationary environments.", None),
])
def test_a_name_in_words_after_called_names_what_the_paper_made(text, expected):
    """"a new technique called adaptive ensemble prediction, which ..." gave "A Technique" and so a
    title of keywords; only "which we call X" read a name in lower case."""
    title = derive_title(text)
    assert title == expected if expected else not title.startswith("Survey Sampling")


@pytest.mark.parametrize("text, expected", [  # (fabricated)
    # a name given without "which": the phrase ends before it, and so does a kind of one word it is "in"
    ("Bandit rules are costly. We propose an alternative arm selection rule we dub TS-Lite, that requires "
     "little computation. It works.", "TS-Lite: An Alternative Arm Selection Rule"),
    ("Posteriors are slow. We propose to reduce memory costs with a sketch of the data in an approach we call "
     "SK-GLM. It works.", "SK-GLM: A Sketch of the Data"),
    ("Receipts are forged. We propose a layout-aware forgery detector, which we coin ReceiptGuard. It works.",
     "ReceiptGuard: A Layout-Aware Forgery Detector"),
    ("Receipts are forged. Our detector, which we coin RGX (Receipt Guard eXtended), reads layouts. It works.",
     "RGX: Receipt Guard eXtended"),
    # an expansion after a dash, or all of a Title Case one that the name abbreviates, not only its end
    ("Networks lose accuracy at low precision. We call our scheme WLPN -- wide low-precision networks. It works.",
     "WLPN: Wide Low-Precision Networks"),
    # ... as the plain text reads LaTeX's "--" (a real abstract's "WRPN -- wide reduced-precision networks")
    ("Networks lose accuracy at low precision. We call our scheme WLPN – wide low-precision networks. It works.",
     "WLPN: Wide Low-Precision Networks"),
    ("Saliency is hard. Our simple yet efficient architecture, dubbed Bifurcated Backbone Strategy Network "
     "(BBS-Net), is backbone independent. It works.", "BBS-Net: Bifurcated Backbone Strategy Network"),
    # not a word broken at a line's end ("Match R- CNN")
    ("Clothes are hard. A strong baseline is proposed, called Match R- CNN, which builds upon Mask R-CNN. "
     "It works.", None),
])
def test_a_name_given_by_a_clause_after_its_head_titles_it(text, expected):
    """Real abstracts lost such names: "an alternative arm selection rule we dub TS-UCB", "which we coin
    HUM3DIL", "We call our scheme WRPN -- wide reduced-precision networks", "dubbed Bifurcated Backbone
    Strategy Network (BBS-Net)"."""
    title = derive_title(text)
    assert title == expected if expected else not title.startswith("Match R")
