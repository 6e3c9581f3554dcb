"""Near-duplicate abstracts: two paragraphs of the seed lists that differ only by a typo
fix or a small edit ("multimodal" and "multi-modal"), or one that is nearly all a part
of another (a paragraph split in two). Exact repeats are reader.collect's; these are the
near ones, which would each be published as a paper of its own.

Fast at 10,000 abstracts (about 0.2 s of 1 core): each abstract is cut into passages at
its commas and full stops, an index of the passages gives the pairs of abstracts that
share many of them, and only those pairs are compared word by word (difflib). An edit
changes only the passage it falls in, and a passage is found wherever it stands, so a
split-off paragraph shares all of its passages with the abstract it came from. Not
seen: an abstract whose passages are all boilerplate (see MAX_SHARING), and an edit in
every passage of the shorter abstract.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher
from itertools import chain, combinations

#: A passage is a clause: the text is cut at each full stop and comma followed by a
#: space, and at their Chinese and Japanese forms (which take no space after them).
#: Splitting is the check's costliest step: two marks, not more.
SENTENCE_END, CLAUSE_END = ". ", ", "
UNSPACED_ENDS = {"。": SENTENCE_END, "！": SENTENCE_END, "？": SENTENCE_END,
                 "，": CLAUSE_END, "、": CLAUSE_END, "；": CLAUSE_END}
#: Shorter passages ("However", "in this paper") are in too many abstracts to tell anything.
MIN_PASSAGE_CHARS = 20
#: A passage more abstracts than this hold is boilerplate (a licence line, a venue's note),
#: not a sign that two of them are one paper: it is left out of the index. This also keeps
#: the index fast (the pairs of a passage grow with the square of its holders).
MAX_SHARING = 8
#: Two abstracts are compared word by word when they share at least this share of the
#: passages of the one with fewer (passages of MAX_SHARING abstracts or fewer only).
CANDIDATE_SHARE = 0.5
#: Two abstracts with at least this share of their words in common, in the same order
#: (difflib's ratio: twice the words in common over the words of both), nearly repeat
#: each other: 0.9 is about 1 word in 10 changed, added or dropped.
NEARLY_SAME = 0.9
#: An abstract with at least this share of its words in a longer one, in the same order,
#: is a part of it (a paragraph split off it).
PART_OF = 0.9

#: A word; a Chinese or Japanese character is one of its own (they are written unspaced).
WORD = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]|\w+")


@dataclass(frozen=True)
class Match:
    """`subject` (an index of the texts) nearly repeats `other`, an earlier one, or is a
    `part` of it; `share` is the share of the words the two have in common (NEARLY_SAME),
    or of the part's words found in the other (PART_OF)."""

    subject: int
    other: int
    part: bool
    share: float


def passages(text: str) -> set[str]:
    """The text's passages of MIN_PASSAGE_CHARS or more."""
    if not text.isascii():
        for mark, end in UNSPACED_ENDS.items():
            text = text.replace(mark, end)  # 5 times faster than str.translate
    return {clause for sentence in text.split(SENTENCE_END) for clause in sentence.split(CLAUSE_END)
            if len(clause) >= MIN_PASSAGE_CHARS}


def candidate_pairs(texts: Sequence[str]) -> list[tuple[int, int]]:
    """Pairs (i < j) of texts that share CANDIDATE_SHARE of the telling passages (held by
    MAX_SHARING texts or fewer) of the one with fewer, in order."""
    found = [passages(text) for text in texts]
    repeated = {passage for passage, count in Counter(chain.from_iterable(found)).items() if count > 1}
    holders: dict[str, list[int]] = defaultdict(list)
    for number, own in enumerate(found):
        for passage in own & repeated:  # most passages are in one text only: skip them at C speed
            holders[passage].append(number)  # in increasing order
    crowded: Counter[int] = Counter()  # each text's passages held by more than MAX_SHARING texts
    shared: Counter[tuple[int, int]] = Counter()
    for numbers in holders.values():
        if len(numbers) > MAX_SHARING:
            crowded.update(numbers)
        else:
            shared.update(combinations(numbers, 2))
    telling = [len(own) - crowded[number] for number, own in enumerate(found)]
    return sorted(pair for pair, count in shared.items()
                  if count >= CANDIDATE_SHARE * min(telling[pair[0]], telling[pair[1]]))


def compare(first: int, second: int, words: Sequence[list[str]]) -> Match | None:
    """The match of two texts (`first` < `second`) by their words, if they nearly repeat
    each other (the later is the subject) or the shorter is a part of the longer."""
    one, two = words[first], words[second]
    if not one or not two:
        return None
    matcher = SequenceMatcher(None, one, two, autojunk=False)  # autojunk would skip "the"
    common = sum(block.size for block in matcher.get_matching_blocks())
    if (same := 2 * common / (len(one) + len(two))) >= NEARLY_SAME:
        return Match(second, first, False, same)
    part, whole = (first, second) if len(one) <= len(two) else (second, first)
    if (inside := common / len(words[part])) >= PART_OF:
        return Match(part, whole, True, inside)
    return None


def find(texts: Sequence[str]) -> list[Match]:
    """The near duplicates among `texts` (distinct, in reading order): at most one match
    per subject, the closest (the earliest other of equal share), by subject."""
    pairs = candidate_pairs(texts)
    words: dict[int, list[str]] = {number: WORD.findall(texts[number].lower()) for number in sorted({
        number for pair in pairs for number in pair})}
    best: dict[int, Match] = {}
    for first, second in pairs:
        match = compare(first, second, words)
        if match and (match.subject not in best or (-match.share, match.other) < (
                -best[match.subject].share, best[match.subject].other)):
            best[match.subject] = match
    return [best[subject] for subject in sorted(best)]
