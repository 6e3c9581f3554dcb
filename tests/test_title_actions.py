"""generator/title_actions.py: what a bare contribution phrase does (fabricated phrases)."""

import pytest

from generator.title_actions import doing_by_means, doing_in_place_of_kind, purpose_first, with_action


@pytest.mark.parametrize("phrase, rest, expected", [
    ("a training procedure", "a training procedure that infers soft group memberships from features.",
     "a training procedure that infers soft group memberships from features"),
    ("an estimator", "an estimator that fundamentally reframes the discriminative approach and scales.",
     "an estimator that reframes the discriminative approach"),  # the adverb goes; up to "and"
    ("a sampler", "a sampler that outperforms prior samplers.", "a sampler"),  # a claim, not an action
    # ... but not to a word: "co-designs algorithms| and systems for X" is one object (a real title was "Plato for
    # Large Language Models", of "Plato, a novel approach that co-designs algorithms and systems for ...")
    ("an approach", "a novel approach that co-designs algorithms and systems for parallel decoding. It ...",
     "co-designing algorithms and systems for parallel decoding"),
    ("an algorithm", "an algorithm that can accommodate ties and missing data and can run in linear time.",
     "an algorithm that can accommodate ties and missing data"),
    # what happens in it, without the means that ends it, or whole if that is all (a real title was "WoB: World
    # of Bits", of "..., a platform in which agents complete tasks on the Internet by performing ... actions")
    ("a platform", "a platform in which agents complete tasks on the web by typing and clicking.",
     "a platform in which agents complete tasks on the web"),
    ("a generalization", "a generalization in which language models learn to write rationales at each token.",
     "a generalization in which language models learn to write rationales at each token"),
    # ... but not the agent of a participle, nor a clause too long for a title
    ("a recurrent cell", "a recurrent cell in which the hidden states are represented by tensors.",
     "a recurrent cell in which the hidden states are represented by tensors"),
    ("a setting", "a setting in which " + "very " * 30 + "long clauses hold.", "a setting"),
    # what "combines" joins is one object, "and" and all (a real title was "... That Combines Amortized Inference")
    ("a meta-heuristic method", "a meta-heuristic method that combines amortized inference and parallel search.",
     "a meta-heuristic method that combines amortized inference and parallel search"),
    # ... and so is what a thing "consists of" (a real title was "M-Walk: A Graph-Walking Agent That Consists of a
    # Deep Recurrent Neural Network", without its tree search)
    ("a graph-walking agent", "a graph-walking agent that consists of a recurrent network and a tree search.",
     "a graph-walking agent that consists of a recurrent network and a tree search"),
    # an adjective in -ed is no participle (a real title was "The ... Gradient Estimator Unbiased and Has Low Variance")
    ("a gradient estimator", "a gradient estimator that is unbiased and has low variance.", "a gradient estimator"),
    ("a sampler", "a sampler that works well.", "a sampler"),  # no object of two content words
    # what it is based on may be one word, not a letter of a formula
    ("a graph pooling method", "a graph pooling method based on self-attention that uses node features.",
     "a graph pooling method based on self-attention"),
    ("a class of estimators", "a class of estimators based on an I that we define.", "a class of estimators"),
    # a capability reached, not a measured result (blind set 3's "Mirrorball, an optimizer that delivers ...")
    ("an optimizer", "an optimizer that delivers Adam-like adaptive preconditioning while storing no state.",
     "an optimizer that delivers Adam-like adaptive preconditioning"),
    ("an estimator", "an estimator that achieves minimax rates under label shift.",
     "an estimator that achieves minimax rates under label shift"),
    ("a sampler", "a sampler that achieves state-of-the-art sample quality.", "a sampler"),
    ("a kernel", "a kernel that delivers 2x speedups on GPUs.", "a kernel"),
    ("a runtime", "a runtime that re-partitions layers across pipeline stages while training continues.",
     "a runtime that re-partitions layers across pipeline stages"),  # a verb with a prefix
    ("a large pretrained vision model", "a large pretrained vision model that segments cells.",
     "a large pretrained vision model"),  # four content words: not bare
    # what it can do is what it does; a name's, as a gerund, and so is a kind's that says nothing, as "(a framework)
    # to handle X" is (not a kind that says something, nor where the doing alone says too little)
    ("a framework", "a framework that can handle graphs with millions of nodes.",
     "handling graphs with millions of nodes"),
    ("a stochastic algorithm", "a stochastic algorithm that computes Wasserstein barycenters.",
     "a stochastic algorithm that computes Wasserstein barycenters"),
    ("an algorithm", "an algorithm that leverages only sampling.", "an algorithm that leverages only sampling"),
    ("DDG-DA", "DDG-DA, that can effectively forecast the evolution of data distribution and improve models.",
     "DDG-DA: forecasting the evolution of data distribution"),
    # not cut inside a "not only" whose "but" it would drop (a real title ended "by Using Not Only Dense Top-Down")
    ("ZigNet", "ZigNet, which aggregates a richer feature map by using not only dense top-down and bottom-up "
     "propagation, but also cross paths.", "ZigNet: aggregating a richer feature map"),
    ("a model", "a model that can achieve state-of-the-art accuracy.", "a model"),  # still no result
    # what it does to things it only counts says nothing; what it does to things it names says something
    ("a framework", "a framework that consists of two components.", "a framework"),
    ("a framework", "a framework that differs in two important aspects from previous work.", "a framework"),
    ("a framework", "a framework that combines two models for image segmentation.",
     "combining two models for image segmentation"),
    # what it is made for: "designed for X" is "for X", with no adverb left before it
    ("a splatting framework", "a splatting framework designed for 3D face reconstruction from video.",
     "a splatting framework for 3D face reconstruction from video"),
    ("a benchmark specifically", "a benchmark specifically designed for evaluating code assistants.",
     "a benchmark for evaluating code assistants"),
    # what it uses ("Glow: A Simple Type of Generative Flow" was one of blind reviewers' weak titles) ...
    ("a simple type of generative flow", "a simple type of generative flow using an invertible 1x1 convolution.",
     "a simple type of generative flow using an invertible 1x1 convolution"),
    ("an approach to view synthesis", "an approach to view synthesis via learned multiplane images, which ...",
     "an approach to view synthesis via learned multiplane images"),
    # ... but not after one word (the topic says more), a dangling preposition, of a list's first, or pointing back
    ("an estimator", "an estimator via a coupling trick.", "an estimator"),
    ("a combination of", "a combination of using approximate inference techniques.", "a combination of"),
    ("54 training sets", "54 training sets using exact, perceptual-hash and embedding-based deduplication.",
     "54 training sets"),
    ("a bayesian view", "a bayesian view using the same data structure.", "a bayesian view"),
    ("a sampling algorithm", "a sampling algorithm using which the agent learns policies.", "a sampling algorithm"),
])
def test_with_action_says_what_a_bare_phrase_does(phrase, rest, expected):
    assert with_action(phrase, rest) == expected


@pytest.mark.parametrize("phrase, rest, expected", [  # (fabricated)
    ("a method for detecting forged receipts",
     "a novel method for detecting forged receipts by training a contrastive classifier on layout features.",
     "detecting forged receipts by training a contrastive classifier on layout features"),
    ("a framework for ranking drug candidates", "a framework for ranking drug candidates, using docking scores as priors.",
     "ranking drug candidates using docking scores as priors"),
    # a kind that says something stays in the title; a means that points back, or of one word, says too little
    ("a bayesian method for detecting forged receipts", "a bayesian method for detecting forged receipts by sampling.",
     ""),
    ("a method for detecting forged receipts", "a method for detecting forged receipts via this trick.", ""),
    ("a method for detecting forged receipts", "a method for detecting forged receipts by hand.", ""),
    ("a method for capturing such correlations", "a method for capturing such correlations through a mixed model.", ""),
    ("a method for string matching", "a method for string matching by hashing suffix trees.", ""),  # no gerund
    ("a method for detecting forged receipts", "a method for detecting forged receipts in scanned archives.", ""),
    # without a means, what it does titles it alone if it says enough; "to" + verb is a gerund too
    ("a framework to adapt unsupervised dependency parsing methodology",
     "a framework to adapt unsupervised dependency parsing methodology.",
     "adapting unsupervised dependency parsing methodology"),
    ("an approach to reconstructing lightweight CAD-based scene models",
     "an approach to reconstructing lightweight CAD-based scene models from scans.",
     "reconstructing lightweight CAD-based scene models"),
    ("a framework to detect forged receipts", "a framework to detect forged receipts by reading layout grids.",
     "detecting forged receipts by reading layout grids"),
    # ... and so is one after an adverb, which stays ("A Method for Explicitly Controlling X" was a real title)
    ("a method for explicitly controlling the information stored in latent codes",
     "a method for explicitly controlling the information stored in latent codes.",
     "explicitly controlling the information stored in latent codes"),
    ("a method for training neural networks", "a method for training neural networks.", ""),  # a tutorial's title
    ("solutions to two open research questions", "solutions to two open research questions.", ""),  # no verb
    ("an approach to domain adaptation for object detection", "an approach to domain adaptation for object "
     "detection.", ""),  # ("Domaining Adaption ...": what an approach is "to" is a noun phrase)
    ("a method to tackle receipt forgery and a dataset of scans", "a method to tackle receipt forgery and a dataset "
     "of scans.", ""),  # two things made, not what one does
])
def test_a_kind_that_says_nothing_gives_way_to_what_it_does_and_how(phrase, rest, expected):
    """"A Method for Detecting Adversarial Examples" (a real list) said less than what it was for
    and by what means: "Detecting Adversarial Examples by Training a Binary Classifier"; blind judges
    preferred "Conditioning Frozen Language Models on ..." to "A Method for Conditioning ..." too."""
    assert doing_by_means(phrase, rest) == expected


@pytest.mark.parametrize("title, expected", [
    # fabricated; a real list had "Competitive Collaboration: A Framework That Facilitates the Coordinated
    # Training", "Inverse Path Tracing: An Approach to Jointly Estimate the Material Properties" (cut short)
    ("FlowJump: A Simple Method to Accelerate the Sampling of Continuous Normalizing Flows With Learned Adaptive "
     "Step Sizes", "FlowJump: Accelerating the Sampling of Continuous Normalizing Flows With Learned Adaptive Step "
     "Sizes"),
    ("GradRelay: A Framework That Jointly Facilitates the Coordinated Training of Several Specialised Networks on "
     "Edge Devices", "GradRelay: Jointly Facilitating the Coordinated Training of Several Specialised Networks on "
     "Edge Devices"),
    ("PairCast: A Method That Can Pre-Train Language Models for Math Problem Understanding on Small Noisy Web Corpora",
     "PairCast: Pre-Training Language Models for Math Problem Understanding on Small Noisy Web Corpora"),
    # what it is made of says no more than the kind; a kind of its own words stays; a title that fits stays
    ("ReifyNet: A Method That Involves Modeling the Distribution of Hidden States Over the Training Data of Deep "
     "Networks", None),
    ("MLBiNet: A Multi-Layer Bidirectional Network to Capture the Document-Level Association of Events and Semantic "
     "Information", None),
    ("FlowJump: A Simple Method to Accelerate Sampling", None),
    # ... and so does a kind of one word of its own, which is all the title loses (a real title was "Nonparametric
    # Neural Networks: A Non-Probabilistic Framework for Conducting Optimization", cut before "Over All ...")
    ("GrowNets: A Non-Probabilistic Framework for Conducting Optimization Over All Possible Network Sizes in Training",
     "GrowNets: Conducting Optimization Over All Possible Network Sizes in Training"),
])
def test_a_kind_that_says_nothing_gives_way_to_what_it_does_where_the_title_is_too_long(title, expected):
    assert doing_in_place_of_kind(title) == (expected or title)


@pytest.mark.parametrize("title, expected", [  # (fabricated)
    # real titles say what an unnamed contribution does: 1 of 8,739 starts "An Algorithm", 123 derived ones did
    ("An Algorithm That Learns a Principal Subspace From Sampled Entries",
     "Learning a Principal Subspace From Sampled Entries"),
    ("A Simple Model That Can Infer the Latent Structure of Demonstrations",
     "Inferring the Latent Structure of Demonstrations"),
    ("A Framework That Unifies and Extends Known Bounds for Drifting Data",
     "Unifying and Extending Known Bounds for Drifting Data"),
    ("A Method That Jointly Estimates and Renders the Scene", "Jointly Estimating and Rendering the Scene"),
    # a kind that says something stays, and so does one that is no kind of thing a paper makes
    ("An Iterative Algorithm That Learns the Link Function", None),
    ("A Dataset That Holds Many Labelled Images", None),
    ("A Method That Involves Modeling Hidden States", None),  # (what it is made of)
    # ... and so is one for doing something (blind judges preferred "Conditioning Frozen Language Models" too)
    ("A Method for Generating Useful Saliency Maps", "Generating Useful Saliency Maps"),
    ("A Simple Framework to Learn Multigrid Solvers", "Learning Multigrid Solvers"),
    ("An Algorithm for Fitting the Causal Forest Model", "Fitting the Causal Forest Model"),
    # not where "to" may take a noun, nor a claim about others' approaches
    ("An Approach to Inference With Generating Functions", None),
    ("A Potential Solution to Problems With Sparse Rewards", None),
    ("Current Approaches to Modelling Cross-Covariances Possess a Blind Spot", None),
])
def test_a_kind_that_says_nothing_gives_way_to_what_it_does_in_an_unnamed_title(title, expected):
    assert doing_in_place_of_kind(title) == (expected or title)


@pytest.mark.parametrize("title, expected", [  # (fabricated)
    # a real title was "Using a Deep LSTM Encoder From an Attentional Sequence-to-Sequence Model Trained for Machine
    # Translation", whose purpose ("to contextualize word vectors") the cut had taken
    ("Using a Deep Recurrent Encoder From an Attentional Sequence-to-Sequence Model Trained for Translation to "
     "Contextualize Word Vectors", "Contextualizing Word Vectors Using a Deep Recurrent Encoder"),
    # not where the cut would leave what it uses saying nothing, nor a second verb as it is, nor a title that fits
    ("Using Reinforcement Learning to Learn Tree-Structured Neural Networks for Computing Representations of Natural "
     "Language Sentences in Context", None),
    ("Using Dobrushin Influence as the Basis of a Practical Tool to Certify and Efficiently Improve the Quality of a "
     "Gibbs Sampler", None),
    ("Using Word Vectors to Rank Documents", None),
])
def test_a_doing_that_uses_something_says_its_purpose_first_where_the_title_is_too_long(title, expected):
    assert purpose_first(title) == (expected or title)
