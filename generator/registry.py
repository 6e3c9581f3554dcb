"""The registry of every paper id ever published (seeds/published-ids.yml).

A published URL must never break. An id disappears only when the text of a
seed abstract changes or an abstract is deleted from a list; both are
mistakes (corrections belong in seeds/corrections/), so the build and
`python -m generator check` stop on them. The build adds new ids; ids are
never removed.
"""

from __future__ import annotations

from pathlib import Path

import yaml

HEADER = """\
# Every paper id this site has ever published, one per line, sorted. Maintained by
# `python -m generator build` (it only adds). Never remove an id: its URL is public.
# If `check` says an id disappeared, a seed abstract was edited or deleted; restore
# the text and put the fix in seeds/corrections/<id>.yml instead.
"""


class RegistryError(Exception):
    """A published id would disappear, or the registry file is unreadable."""


def load(path: Path) -> set[str]:
    if not path.exists():
        return set()
    try:
        ids = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as error:
        raise RegistryError(f"{path}: not valid YAML ({error})") from None
    if ids is None:
        return set()
    if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
        raise RegistryError(f"{path}: expected a list of paper ids")
    return set(ids)


def dump(ids: set[str]) -> str:
    return HEADER + "".join(f"- '{paper_id}'\n" for paper_id in sorted(ids))


def vanished(published: set[str], current: set[str], path: Path) -> list[str]:
    """One line per published id that no seed abstract produces any more."""
    return [
        f"{path}: published paper {paper_id} has no abstract any more; a seed abstract was edited or "
        f"deleted. Restore the published text and put the change in seeds/corrections/{paper_id}.yml "
        "(or mark it withdrawn there)"
        for paper_id in sorted(published - current)
    ]
