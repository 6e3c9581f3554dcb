"""Near-duplicate abstracts (generator/near_duplicates.py). Every abstract here is
fabricated for the tests."""

import random
from pathlib import Path

import pytest

from generator.near_duplicates import MAX_SHARING, Match, candidate_pairs, find
from generator.reader import read_directory

ALPHA = (
    "Multimodal retrieval systems struggle when the query and the document come from different modalities, "
    "such as a sketch paired with a paragraph of text. We introduce BRIDGE, a fabricated contrastive objective "
    "that aligns the two encoders through a shared codebook of discrete prototypes. Each prototype is learned "
    "jointly with the encoders and receives gradients only from the pairs that select it, which keeps the "
    "codebook balanced without an auxiliary loss. On four fabricated benchmarks, BRIDGE improves recall at ten "
    "by six points over the strongest baseline while halving the memory of the index. We further show that "
    "the prototypes are interpretable: most of them correspond to a single object category. Finally, we "
    "analyse the failure cases and find that they concentrate on queries with rare vocabulary."
)
BETA = (
    "Reinforcement learning agents often overfit to the layout of their training levels, and small changes "
    "to the environment can break a policy that looked robust. We study this brittleness in a fabricated grid "
    "world where the reward, the walls and the colours can be varied independently. Our analysis shows that "
    "value estimates degrade long before the return does, which makes them an early warning signal. Building "
    "on this observation, we propose a regulariser that penalises the curvature of the value function along "
    "the directions in which levels differ. The regulariser costs one extra backward pass per update and "
    "closes half of the generalisation gap on held-out levels."
)
#: A sentence two different papers may both carry word for word (a venue's note).
BOILERPLATE = (
    "This work was presented at the fabricated workshop on reliable machine learning, and the code, the "
    "trained weights and every evaluation script are released under a permissive licence."
)


def filler(seed: int) -> str:
    """An abstract of its own: sixty words of ALPHA and BETA drawn at random."""
    words = (ALPHA + " " + BETA).replace(".", "").replace(",", "").split()
    return " ".join(random.Random(seed).choices(words, k=60)) + "."


def typo(text: str) -> str:
    """`text` as first published, with two typos that a later list fixed."""
    return text.replace("receives", "recieves").replace("the memory", "teh memory")


def sentences(text: str) -> list[str]:
    return [sentence if sentence.endswith(".") else sentence + "." for sentence in text.split(". ")]


def test_a_typo_fix_nearly_repeats_the_first_version():
    [match] = find([typo(ALPHA), BETA, ALPHA])
    assert (match.subject, match.other, match.part) == (2, 0, False)
    assert 0.97 < match.share < 1


def test_a_hyphenation_change_nearly_repeats():
    [match] = find([ALPHA, ALPHA.replace("Multimodal", "Multi-modal")])
    assert (match.subject, match.other, match.part) == (1, 0, False)


def test_a_small_edit_nearly_repeats():
    """A sentence dropped from a re-published list."""
    edited = ALPHA.replace(" We further show that the prototypes are interpretable: most of them correspond to "
                           "a single object category.", "")
    [match] = find([ALPHA, BETA, edited])
    assert (match.subject, match.other, match.part) == (2, 0, False)
    assert match.share > 0.9


def test_a_paragraph_split_off_another_abstract_is_a_part_of_it():
    """One list has the whole abstract, a later one split it in two paragraphs: both
    halves are parts of the whole, whichever list comes first."""
    parts = sentences(ALPHA)
    head, tail = " ".join(parts[:3]), " ".join(parts[3:])
    assert find([ALPHA, BETA, head, tail]) == [Match(2, 0, True, 1.0), Match(3, 0, True, 1.0)]
    assert find([tail, BETA, ALPHA]) == [Match(0, 2, True, 1.0)]


def test_a_split_off_part_with_a_typo_fixed_is_still_a_part():
    tail = " ".join(sentences(typo(ALPHA))[2:])
    [match] = find([ALPHA, tail])
    assert (match.subject, match.other, match.part) == (1, 0, True)
    assert 0.95 < match.share < 1


def test_different_abstracts_that_share_a_boilerplate_sentence_are_different_papers():
    """Decided: no warning. The rest of their words differ, so they are two papers; a
    licence line or a venue's note is common in real lists and says nothing of that."""
    assert find([f"{ALPHA} {BOILERPLATE}", f"{BOILERPLATE} {BETA}"]) == []


def test_a_passage_many_abstracts_share_does_not_make_them_alike():
    """A boilerplate sentence in more than MAX_SHARING abstracts, one of which is short:
    the short one is not compared with all the others on its account."""
    short = f"We study fabricated boilerplate. {BOILERPLATE}"
    others = [f"{filler(number)} {BOILERPLATE}" for number in range(MAX_SHARING)]
    assert candidate_pairs([short, *others]) == []
    assert find([short, *others]) == []


def test_near_copies_are_found_among_abstracts_that_share_boilerplate():
    corpus = [f"{text} {BOILERPLATE}" for text in (ALPHA, BETA, typo(ALPHA))]
    corpus += [f"{filler(number)} {BOILERPLATE}" for number in range(MAX_SHARING)]
    assert [(match.subject, match.other) for match in find(corpus)] == [(2, 0)]


def test_each_abstract_gets_at_most_one_match_the_closest():
    """Three versions of one abstract: the second and the third each nearly repeat an
    earlier one, the third its closer one."""
    second = typo(ALPHA)
    third = second.replace("rare vocabulary", "rare words")
    assert [(match.subject, match.other) for match in find([ALPHA, second, third])] == [(1, 0), (2, 1)]


def test_abstracts_in_chinese_are_compared_by_character():
    first = ("我们提出了一种用于长文本理解的稀疏注意力机制，它只关注每个查询最相关的少数位置。"
             "在四个虚构的基准上，该方法把内存占用减少了一半，同时保持了原有的准确率。"
             "我们还分析了失败的案例，发现它们集中在含有罕见词汇的查询上。")
    [match] = find([first, first.replace("虚构的", "虚构")])
    assert (match.subject, match.other, match.part) == (1, 0, False)


@pytest.mark.parametrize("texts", [[], [ALPHA], [ALPHA, BETA], ["", "   "], ["$x$, $y$; $z$. " * 10] * 2])
def test_nothing_alike_nothing_found(texts):
    assert find(texts) == []


def test_the_real_seeds_hold_no_near_duplicates():
    abstracts = read_directory(Path(__file__).parent.parent / "seeds").abstracts
    assert find([abstract.text for abstract in abstracts]) == []
