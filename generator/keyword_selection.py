"""Choosing a paper's keywords from its scored candidates: a greedy pick that
drops sub-phrases and near-duplicates and penalises phrases that repeat a word
of one already chosen, then fill-ups for abstracts with too few good phrases;
and, across papers, one tag for "X" and "X model" (`one_tag_per_concept`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from generator.keyword_words import BROAD_PHRASES, CONCEPT_HEADS, NEVER_ALONE, tag_key, word_stem

KEEP_LONGER_RATIO = 0.7    # longer phrase replaces its sub-phrase if >= ratio
KEEP_SHARED_RATIO = 1.0    # ... or this when only the sub-phrase is shared with other papers
DIVERSITY = 0.85           # per already chosen phrase sharing a word
SAME_HEAD = 0.55           # ... sharing only the head ("user/textual profiles")
SAME_MODIFIER = 0.75       # ... sharing only the first word ("user profiles/representation")
SELECT_POOL = 60           # candidates considered per document


class WordsCache(dict):
    """Phrase key -> its words."""

    def __missing__(self, key: str) -> tuple[str, ...]:
        value = self[key] = tuple(key.split(" "))
        return value


@lru_cache(maxsize=1 << 18)
def _key_stems(key: str) -> tuple[tuple[str, ...], frozenset]:
    stems = tuple(word_stem(w) for w in key.split(" "))
    return stems, frozenset(stems)


def _written_only_in(keys: Sequence[str], parts) -> set[str]:
    """The candidates of one document (`keys`, one per occurrence) that it only writes as one of
    the `parts` of one longer candidate, as often as that one (`parts(longer)`: its pieces; a
    candidate of one word has none)."""
    counts = Counter(keys)
    return {part for longer, count in counts.items() if " " in longer for part in parts(longer)
            if counts.get(part) == count}


def without_their_head(keys: Sequence[str]) -> set[str]:
    """The candidates of one document that it only writes as the start of one longer candidate,
    as often as that one: "active feature" of an abstract that always writes "active feature
    acquisition", "marginal feature" of "marginal feature distributions". They lack the head
    noun the abstract gives them, so they connect papers on a fragment; the longer phrase
    replaces them as it would any phrase of this paper alone. (Not "relation extraction" of
    "few-shot relation extraction": a phrase of its own.)"""
    return _written_only_in(keys, _starts)


def without_their_modifier(keys: Sequence[str]) -> set[str]:
    """The candidates of one document that it only writes as the end of one longer candidate, as
    often as that one: "descent algorithm" of an abstract that always writes "coordinate descent
    algorithm". Shared with other papers, they would connect it to those of "mirror descent
    algorithm" on a fragment."""
    return _written_only_in(keys, _ends)


def inside_broad(keys: Sequence[str]) -> set[str]:
    """The candidates of one document that it only writes inside one phrase too broad to be a
    tag (keywords.yml's broad_phrases), as often as that one: "processing models" of "natural
    language processing models", "deep convolutional" of "deep convolutional neural networks".
    They are pieces of what says nothing of the paper."""
    return _written_only_in(keys, lambda longer: _pieces(longer) if longer in BROAD_PHRASES else ())


# (cached: the same phrases recur across a list's abstracts)
@lru_cache(maxsize=1 << 18)
def _starts(phrase: str) -> tuple[str, ...]:
    """The runs of the words of `phrase` from its first, but the whole."""
    words = phrase.split(" ")
    return tuple(" ".join(words[:end]) for end in range(1, len(words)))


@lru_cache(maxsize=1 << 18)
def _ends(phrase: str) -> tuple[str, ...]:
    """The runs of the words of `phrase` to its last, but the whole."""
    words = phrase.split(" ")
    return tuple(" ".join(words[start:]) for start in range(1, len(words)))


def _pieces(phrase: str) -> list[str]:
    """Every run of the words of `phrase` but the whole."""
    words = phrase.split(" ")
    return [" ".join(words[start:end]) for start in range(len(words)) for end in range(start + 1, len(words) + 1)
            if end - start < len(words)]


def select(scored, key_words, limit, acronyms=None, is_shared=None):
    """Greedy pick of up to ``limit`` phrases from ``scored`` (sorted best
    first).  Words are compared after expanding acronyms defined for the
    document ("DFS model" covers "dynamic feature selection").

    * A candidate whose words all occur in a chosen phrase is dropped.
    * A candidate containing a chosen phrase replaces it when its score is
      within ``KEEP_LONGER_RATIO`` (the longer phrase is more specific) and is
      dropped otherwise; a phrase that only spells the chosen one with its
      acronym never replaces it, and a phrase of this paper alone replaces
      one shared with other papers (``is_shared``) only when it scores at
      least as well (``KEEP_SHARED_RATIO``), so tags connect papers.
    * Words are compared by crude stems ("ranking models" / "rank models").
    * Phrases sharing two words are near-duplicates ("phase-field structure"
      / "phase-field models", "neural PDE solvers" / "neural surrogate
      solvers") and are dropped.
    * A chosen phrase sharing only the head word with a candidate multiplies
      its score by ``SAME_HEAD``, sharing only the first word by
      ``SAME_MODIFIER``, any other single word by ``DIVERSITY`` so one paper
      does not get five "treatment ..." tags.
    """
    pool = []
    for score, key in scored[:SELECT_POOL]:
        stems, stem_set = _key_stems(key)
        words = key_words[key]
        long_forms = [acronyms.get(w) for w in words] if acronyms else []
        if any(long_forms):
            parts = [p for w, long_form in zip(words, long_forms) for p in (long_form[3] if long_form else (w,))]
            pool.append((score, key, stems, frozenset(map(word_stem, parts)), True))
        else:
            pool.append((score, key, stems, stem_set, False))
    # Each step compares the chosen phrase only with the candidates that share a
    # stem with it (most share none), found through this index.
    with_stem: dict[str, list[int]] = {}
    for i, entry in enumerate(pool):
        for stem in entry[3]:
            with_stem.setdefault(stem, []).append(i)
    factor = [1.0] * len(pool)
    adjusted = [entry[0] for entry in pool]  # score x factor; _GONE once chosen or dropped
    chosen: list[tuple[float, str]] = []
    while len(chosen) < limit and pool:
        # the first of the best (ties keep the earlier, better-ranked one)
        best = max(adjusted)
        if best == _GONE:
            break
        best_i = adjusted.index(best)
        adjusted[best_i] = _GONE
        score, key, words, wset, _acr = pool[best_i]
        # prefer a longer, nearly as good phrase that contains this one
        keep_shared = is_shared is not None and is_shared(key)
        for i in _containing(wset, with_stem, len(pool)):
            lscore, lkey, lwords, lset, lacr = pool[i]
            if (adjusted[i] != _GONE and len(lwords) > len(words) and wset < lset and not lacr
                    and lscore >= (KEEP_SHARED_RATIO if keep_shared and not is_shared(lkey)
                                   else KEEP_LONGER_RATIO) * score):
                adjusted[i] = _GONE
                key, words, wset = lkey, lwords, lset
                break
        chosen.append((score, key))
        shared: dict[int, int] = {}  # candidate -> stems it shares with the chosen phrase
        for stem in wset:
            for i in with_stem[stem]:
                shared[i] = shared.get(i, 0) + 1
        for i, common in shared.items():
            if adjusted[i] == _GONE:
                continue
            _s, _k, cwords, cset, _a = pool[i]
            if (cwords == words or common == len(cset) or common == len(wset)
                    or common >= 2 or cwords[0] == words[-1] or cwords[-1] == words[0]
                    or len(cwords) == len(words) == 2 and cwords[0] == words[0]
                    and {cwords[1], words[1]} <= _HEAD_STEMS):
                # (overlapping windows of one longer phrase, "neural transport" / "transport learning"; one
                # concept named by two kinds of thing, "bandit problem" / "bandit setting")
                adjusted[i] = _GONE  # sub-/super-phrase or near-duplicate
                continue
            if cwords[-1] == words[-1]:
                factor[i] *= SAME_HEAD
            elif cwords[0] == words[0]:
                factor[i] *= SAME_MODIFIER
            else:
                factor[i] *= DIVERSITY
            adjusted[i] = pool[i][0] * factor[i]
    return chosen


_GONE = float("-inf")  # adjusted score of a candidate no longer in the running
_HEAD_STEMS = frozenset(map(word_stem, CONCEPT_HEADS))


def _containing(stems: frozenset, with_stem: dict[str, list[int]], size: int) -> list[int]:
    """Positions (ascending) of the pool entries whose stems include all of ``stems``."""
    if not stems:
        return list(range(size))
    found = set(with_stem[next(iter(stems))])
    for stem in stems:
        found.intersection_update(with_stem[stem])
    return sorted(found)


def fill_up(chosen, multi, single, key_words, need, last_resort=False):
    """Too few good phrases: add the best single informative words not
    already inside a chosen phrase; as a ``last_resort`` (after the most
    frequent remaining content words, see `fallback_words`),
    sub-phrases of chosen phrases ("long-context retrieval" for
    "long-context retrieval graphs"), then any remaining informative words."""
    chosen = list(chosen)
    have = {k for _, k in chosen}
    taken = {w for k in have for w in key_words[k]}
    if last_resort:
        pools = ([(s, k) for s, k in multi if k not in have and any(
            contains(key_words[c], key_words[k]) for c in have)], single)
    else:
        pools = ([c for c in single if c[1] not in taken],)
    for pool in pools:
        for score, key in pool:
            if len(chosen) >= need:
                return chosen
            if key not in have:
                chosen.append((score, key))
                have.add(key)
    return chosen


def fallback_words(words: list[str], taken: set[str], need: int) -> list[str]:
    """Most frequent remaining content words (weak ones allowed), for
    documents too short to yield enough phrases; ties -> alphabetical."""
    counts = Counter(w for w in words if w not in taken and w not in NEVER_ALONE)
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return [w for w, _ in ranked[:max(need, 0)]]


def contains(longer: tuple[str, ...], shorter: tuple[str, ...]) -> bool:
    """True if every word of ``shorter`` occurs in the (longer) ``longer``:
    covers contiguous sub-phrases ("KV cache" in "KV cache eviction") and
    near-duplicates ("long-context inference" in "long-context LLM
    inference")."""
    return len(shorter) < len(longer) and set(shorter) <= set(longer)


def one_tag_per_concept(tags: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The papers' tags with "X" and "X model", "X networks"... (keywords.yml: concept_heads)
    made one: the one that more papers carry (ties: the shorter, then A to Z). A blind
    reviewer of 6,206 real abstracts found "LSTMs" (18 papers), "LSTM networks" (3) and
    "LSTM model" (2) as three keywords, and about 95 such pairs."""
    papers = Counter(tag_key(tag) for paper in tags for tag in set(paper))
    groups: dict[str, list[str]] = {}
    for key in papers:
        base, _, head = key.rpartition(" ")
        if base and head in CONCEPT_HEADS and base in papers:
            groups.setdefault(base, [base]).append(key)
    if not groups:
        return tags
    chosen = {}
    for base, members in groups.items():
        top = min(members, key=lambda member: (-papers[member], len(member), member))
        # all become "X" when it leads; else "X" alone joins the leader ("X networks" and
        # "X problems" are no one concept)
        chosen.update({member: top for member in members} if top == base else {base: top})
    targets = set(chosen.values())
    forms = Counter(tag for paper in tags for tag in paper if tag_key(tag) in targets)
    shown: dict[str, str] = {}  # the form most papers write (ties: A to Z)
    for tag, _ in sorted(forms.items(), key=lambda item: (-item[1], item[0])):
        shown.setdefault(tag_key(tag), tag)
    merged = []
    for paper in tags:
        own = [shown[chosen[key]] if (key := tag_key(tag)) in chosen else tag for tag in paper]
        merged.append(tuple(dict.fromkeys(own)))  # (a paper that had both keeps one)
    return merged
