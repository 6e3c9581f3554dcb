"""The names many abstracts of a list use, and what a name stands for (generator/title_common_names.py).
The abstracts are fabricated."""

from generator.title_common_names import common_names, names_used, own_name, spells_out, written_by_many


def test_the_common_names_are_those_that_five_abstracts_use():
    texts = [f"Paper {n} trains CNNs (convolutional networks) on MNIST, one with LoRA{n}." for n in range(4)]
    assert common_names(map(names_used, texts)) == frozenset()
    texts.append("A fifth trains a CNN.")
    assert common_names(map(names_used, texts)) == {"CNN"}  # (plural or not)
    assert names_used("We (CNNs), “LoRA”, and Group-Net; not Markov or x2.") == {"CNN", "LoRA", "Group-Net"}


def test_a_phrase_is_written_by_many_when_five_abstracts_write_it_in_any_case():
    many = written_by_many(["Repetitive causal discovery is slow.", "So is REPETITIVE causal discovery."] * 3)
    assert many("Repetitive Causal Discovery") and not many("Causal Order")


def test_a_common_name_is_ones_own_where_the_rest_starts_by_spelling_it_out_in_rare_words():
    text = "We propose repetitive causal discovery (RCD) for latent confounders, modelled as an ODE."
    assert spells_out("Repetitive Causal", "RCD", text) and not spells_out("Causal Discovery", "RCD", text)
    assert own_name("RCD", "Repetitive Causal Discovery for Latent Confounders", text, lambda phrase: False)
    assert not own_name("RCD", "Repetitive Causal Discovery", text, lambda phrase: True)  # many write it
    assert not own_name("ODE", "Ordinary Differential Equations", text, lambda phrase: False)  # not spelled out here
    built_on = "We propose deep convolutional networks (DCN) that imagine; we call them Mental Image DCN (MIDCN)."
    assert not own_name("DCN", "Deep Convolutional Networks", built_on, lambda phrase: False)  # the paper's is MIDCN
    variant = "We call it Maillard sampling (MS) and propose MS+, which tunes it. MS+ beats MS."
    assert own_name("MS", "Maillard Sampling", variant, lambda phrase: False)  # its own variant
