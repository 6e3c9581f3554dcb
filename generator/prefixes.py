"""Split many sorted keys into groups by prefix, so that no group is much larger than
a limit: the search index's shards and the keyword index's pages are made this way,
and a key can be found again from its prefix alone."""

from __future__ import annotations

from collections.abc import Mapping


def prefix_groups(sizes: Mapping[str, int], limit: int, max_prefix: int) -> dict[str, list[str]]:
    """Keys grouped by their first letter; a group over `limit` (the sum of its keys'
    sizes) is split by one more letter, up to `max_prefix` letters. Keys as short as
    a split group's prefix stay in a group of that prefix. Every key lands in the
    group of its longest prefix among the group prefixes; groups are in key order."""
    groups: dict[str, list[str]] = {}

    def split(prefix: str, keys: list[str]) -> None:
        if len(prefix) >= max_prefix or sum(sizes[key] for key in keys) <= limit:
            groups[prefix] = keys
            return
        here = [key for key in keys if len(key) == len(prefix)]
        if here:
            groups[prefix] = here
        longer: dict[str, list[str]] = {}
        for key in keys:
            if len(key) > len(prefix):
                longer.setdefault(key[: len(prefix) + 1], []).append(key)
        for group, members in longer.items():
            split(group, members)

    by_letter: dict[str, list[str]] = {}
    for key in sorted(sizes):
        by_letter.setdefault(key[0], []).append(key)
    for letter, keys in by_letter.items():
        split(letter, keys)
    return groups
