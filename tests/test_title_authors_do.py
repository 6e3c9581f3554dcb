"""generator/title_authors_do.py: what the authors say they do or show, where they name nothing
they made (fabricated sentences; whole abstracts are in tests/test_titles.py)."""

import pytest

from generator.title_authors_do import POINTS_BACK_TO_MADE, first_action, shown_ways


@pytest.mark.parametrize("acted_on, points_back", [
    ("the method", True), ("the methods", True), ("the theory to Banach spaces", True), ("the model, which", True),
    ("the proposed models to graphs", True), ("the resulting method of moments", True), ("the same model", True),
    ("their formulation", True),
    ("the theory of WGAN", False),  # what its "of" says
    ("the policy gradient method to risk measures", False), ("the network architecture", False),  # a modifier
])
def test_what_points_back_to_what_was_made(acted_on, points_back):
    assert bool(POINTS_BACK_TO_MADE.match(acted_on)) is points_back


@pytest.mark.parametrize("text, doing", [
    ("In this work, we extend the policy gradient method to the whole class of coherent risk measures.",
     "extending the policy gradient method to the whole class of coherent risk measures"),
    ("We learn locomotion policies for quadruped robots on rough terrain.",
     "learning locomotion policies for quadruped robots on rough terrain"),
    ("From probing, we learned that attention heads specialize to syntax.", ""),  # a finding
    ("We extend the method to recurrent networks.", ""),  # points back
])
def test_the_first_thing_the_authors_do(text, doing):
    assert first_action(text, text) == doing


def test_a_way_shown_is_the_whole_how_clause_unless_it_loses_its_verb():
    assert list(shown_ways("We show how the Wasserstein gradient flow can be generalized to discrete spaces.")) == [
        "How the Wasserstein Gradient Flow Can Be Generalized to Discrete Spaces"]
    assert not list(shown_ways("We show how to sample in parallel from a diffusion model."))  # title_verbs.SHOWN_HOW
    assert not list(shown_ways(
        "We show how the solution of the regularized optimal transport problem between two empirical measures "
        "can be seen from the variational inference perspective thus motivating its use for co-clustering."))
