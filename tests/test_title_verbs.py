"""generator/title_verbs.py: the authors' verbs and what follows them (fabricated texts, and
those of tests/test_titles.py)."""

from generator.normalize import plain_text
from generator.title_verbs import AIM, CLAIM, CONTRIBUTION, SHOWN_HOW, STUDY, after_verb, verb_matches
from tests.test_titles import REAL, UNSEEN


def test_a_verb_at_the_very_end_of_a_text_is_read_as_in_its_sentence():
    """A text may end in whitespace (the pipeline's never does): "we propose " then
    proposes nothing, and "we show that " claims nothing."""
    assert after_verb(CLAIM, "Graph rewiring is costly. In this work we show that ") == ()
    assert after_verb(CONTRIBUTION, "Graph rewiring is costly. We propose ") == (("We propose", ""),)


def test_a_verb_pattern_is_tried_where_it_can_start_and_finds_what_a_search_finds():
    """verb_matches() tries a verb pattern at its subject words only (title_verbs.SUBJECT_WORD:
    "we", "this", "our", "and", "it", "the"): a pattern that could start elsewhere would lose
    matches here."""
    texts = [plain for plain, _ in REAL.values()] + [plain_text(case["abstract"]) for case in UNSEEN]
    texts += ["We propose X. THIS PAPER studies Y; our key idea is to learn Z, and we show that it works.",
              "And we also propose X (we study Y).", "The goal of this paper is to learn Z; it is shown that Z holds."]
    for pattern in (CONTRIBUTION, STUDY, CLAIM, AIM):
        for text in texts:
            assert [m.span() for m in verb_matches(pattern, text)] == [m.span() for m in pattern.finditer(text)]


def test_a_verb_is_read_in_each_of_its_forms():
    """"This paper studies X", "this work addresses X", "we studied X": not only "we study X"."""
    for sentence in ("This paper studies signed graphs.", "This work addresses signed graphs.",
                     "We studied signed graphs.", "Our study assesses signed graphs.", "We study signed graphs.",
                     "This paper is concerned with signed graphs.", "This paper deals with signed graphs."):
        assert after_verb(STUDY, sentence) == ((sentence, "signed graphs."),), sentence
    assert after_verb(CONTRIBUTION, "This paper establishes a lower bound.") == (
        ("This paper establishes a lower bound.", "a lower bound."),)
    # in the present perfect too: "we have developed", "this paper has also studied"
    assert after_verb(CONTRIBUTION, "We have developed a dynamic model.") == (
        ("We have developed a dynamic model.", "a dynamic model."),)
    assert after_verb(STUDY, "This paper has also studied signed graphs.") == (
        ("This paper has also studied signed graphs.", "signed graphs."),)


def test_dealing_with_something_said_of_others_is_no_study():
    assert after_verb(STUDY, "Robots assist workers in lifting and deal with damaged parts.") == ()


def test_a_noun_after_and_is_no_verb_of_the_authors():
    """"the understanding and study of X have emerged": a study of others, in the background."""
    assert after_verb(STUDY, "The understanding and study of spiking networks have only emerged lately.") == ()
    assert after_verb(CONTRIBUTION, "The design and release of such datasets is slow.") == ()
    assert after_verb(STUDY, "We propose a spiking model and study its capacity.") == (
        ("We propose a spiking model and study its capacity.", "its capacity."),)


def test_a_verb_in_a_relative_clause_is_not_what_the_authors_make():
    """"The approach we propose is based on X": the approach is the subject of "is based"."""
    for sentence in ("The approach we propose is based on majorization.", "The method we present can compute scores.",
                     "The distortion we propose is for manifold learning.",
                     "The model we study usually has two parts."):
        assert after_verb(CONTRIBUTION, sentence) + after_verb(STUDY, sentence) == (), sentence


def test_a_contribution_is_also_put_forward_come_up_with_or_suggested():
    for sentence, rest in (("We put forward a text representation.", "a text representation."),
                           ("This paper puts forth a text representation.", "a text representation."),
                           ("We came up with a text representation.", "a text representation."),
                           ("We suggest a text representation.", "a text representation.")):
        assert after_verb(CONTRIBUTION, sentence) == ((sentence, rest),), sentence
    assert after_verb(CONTRIBUTION, "We suggest that the representation matters.") == ()


def test_what_the_authors_aim_to_do_follows_their_aim():
    assert after_verb(AIM, "This paper aims to learn a map.") == (
        ("This paper aims to learn a map.", "to learn a map."),)
    assert after_verb(AIM, "Our aims are clear.") == ()


def test_what_the_authors_initiate_the_study_of_is_what_they_study():
    sentence = "We initiate the formal study of private fair learning."
    assert after_verb(STUDY, sentence) == ((sentence, "private fair learning."),)


def test_what_the_authors_show_how_to_do_follows_their_showing():
    assert after_verb(SHOWN_HOW, "We show how to sample in parallel.") == (
        ("We show how to sample in parallel.", "to sample in parallel."),)
    assert after_verb(SHOWN_HOW, "We show how the sampler works.") == ()
