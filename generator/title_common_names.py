"""The names of a list that no title may lead with: those that many of its abstracts use
(CNN, GAN, T5), unless the abstract spells the name out in words of its own; and what a
name stands for in an abstract (`spells_out`)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from generator.title_words import is_name

SPELLED_OUT_WORDS = 8  # words before "(name)" that may spell the name out (spells_out)
#: A name that at least this many abstracts of a list use (CNN, GAN, MDP, T5, GLUE) names
#: none of them: on 17 real lists (10,886 abstracts) 24 of the 25 titles led by such a name
#: were wrong ("CNNs: Training Convolutional Neural Networks", "T5: A Popular Pre-Trained
#: Encoder-Decoder Model"); at 3 or 4 abstracts, 10 of 20.
COMMON_NAME_ABSTRACTS = 5


def spells_out(keyword: str, name: str, text: str) -> bool:
    """Is `keyword` what `name` stands for in `text`, or its start: in the parentheses after
    it ("STRAND (Survival Topological Representation ...)"; not "IMPLI (Idiomatic and
    Metaphoric Paired Language Inference)" for "language inference"), or among the
    SPELLED_OUT_WORDS words before "(name", from its first letter ("Dynamic Adaptive
    Rerandomization via Thompson Sampling (DARTS)"; not "opinion summarization, we propose
    a semantic autoencoder (SemAE)")?"""
    folded = keyword.casefold()
    if any(inside[1].casefold().startswith(folded)
           for inside in re.finditer(rf"{re.escape(name)}\s*\(\s*([^)]*)\)", text)):
        return True
    return folded[:1] == name[:1].casefold() and any(
        folded in " ".join(text[:before.start()].split()[-SPELLED_OUT_WORDS:]).casefold()
        for before in re.finditer(rf"\(\s*{re.escape(name)}\b", text))


def own_name(name: str, rest: str, text: str, by_many: Callable[[str], bool]) -> bool:
    """Is a name that many abstracts use this one's own where the `rest` of a title led by it starts
    by spelling it out (`spells_out`) in words that few abstracts write (`by_many`), and no longer
    name of the text holds it (the paper's "MIDCGAN", built on "DCGAN")? On 8,752 real abstracts:
    "RCD: Repetitive Causal Discovery ...", "DCN: Dynamic Coattention Network"; not "ODE: Ordinary
    Differential Equation", "QA: Question Answering"."""
    words = rest.split()
    spelled = next((start for start in (" ".join(words[:count]) for count in range(len(words), 1, -1))
                    if any(spells_out(start, form, text) for form in {name, folded_name(name)})), "")
    base = folded_name(name)  # (in a name of more letters: not in "MS+", the paper's own variant of its "MS")
    built_on = any(base in other and other.replace(base, "", 1).isalpha() for other in names_used(text))
    return bool(spelled) and not built_on and not by_many(spelled)


def folded_name(name: str) -> str:
    """A name without its plural "s" ("CNNs": "CNN")."""
    return name[:-1] if len(name) > 2 and name.endswith("s") and name[-2].isupper() else name


NOT_IN_NAME = ",.;:!?()[]{}\"'“”‘’"  # around a name in a text: "(CNNs),"


def names_used(text: str) -> frozenset[str]:
    """The names (title_words.is_name) that `text` uses, folded."""
    return frozenset(folded_name(word) for word in (token.strip(NOT_IN_NAME) for token in text.split()
                                                    if not token.islower()) if is_name(word))


def common_names(uses: Iterable[frozenset[str]]) -> frozenset[str]:
    """The names that at least COMMON_NAME_ABSTRACTS abstracts use, of each abstract's `names_used`."""
    counts = Counter(name for names in uses for name in names)
    return frozenset(name for name, count in counts.items() if count >= COMMON_NAME_ABSTRACTS)


def written_by_many(texts: Sequence[str]) -> Callable[[str], bool]:
    """Whether at least COMMON_NAME_ABSTRACTS of `texts` (a list's abstracts) write a phrase, case aside."""
    folded = [text.casefold() for text in texts]
    return lambda phrase: sum(phrase.casefold() in text for text in folded) >= COMMON_NAME_ABSTRACTS


def without_the_list(phrase: str) -> bool:
    """`written_by_many` where the list is unknown: any phrase may be common."""
    return True
