"""The registry of every paper id ever published (seeds/published-ids.yml).

A published URL must never break. An id disappears only when the text of a
seed abstract changes or an abstract is deleted from a list; both are
mistakes (corrections belong in seeds/corrections/), so the build and
`python -m generator check` stop on them. The build adds new ids; ids are
never removed.
"""

from __future__ import annotations

import subprocess
from collections.abc import Mapping
from pathlib import Path

import yaml

from generator.reader import RawAbstract

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
        # libyaml's loader: the pure-Python one took 1.1 s for 10,000 ids.
        ids = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    except yaml.YAMLError as error:
        raise RegistryError(f"{path}: not valid YAML ({error})") from None
    if ids is None:
        return set()
    if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
        raise RegistryError(f"{path}: expected a list of paper ids")
    return set(ids)


def dump(ids: set[str]) -> str:
    return HEADER + "".join(f"- '{paper_id}'\n" for paper_id in sorted(ids))


def _display(path: Path) -> str:
    """`path` relative to the working directory when it is inside it (seeds/a.txt)."""
    try:
        return path.resolve().relative_to(Path.cwd()).as_posix()
    except ValueError:
        return str(path)


def committed_ids(path: Path) -> set[str] | None:
    """The ids of the registry as last committed to git (none if it was never
    committed); None outside a git checkout with a commit."""

    def git(*args: str) -> subprocess.CompletedProcess | None:
        try:
            return subprocess.run(["git", *args], cwd=path.parent, capture_output=True, text=True, check=False)
        except OSError:  # no git
            return None

    head = git("rev-parse", "--verify", "--quiet", "HEAD")
    if head is None or head.returncode != 0:
        return None
    shown = git("show", f"HEAD:./{path.name}")
    ids = yaml.safe_load(shown.stdout) if shown is not None and shown.returncode == 0 else None
    return set(ids) if isinstance(ids, list) else set()


def vanished_report(published: set[str], abstracts: Mapping[str, RawAbstract], path: Path) -> str | None:
    """What to tell a maintainer when published ids no longer come from any seed abstract.

    `abstracts` maps the current ids to their abstracts. The abstracts whose id was
    never published are where an edit of a published abstract shows up, so they are
    named by file and line. Ids that only a local build added (not in the committed
    registry) come from a list that was tried and removed: say how to undo that."""
    gone = sorted(published - set(abstracts))
    if not gone:
        return None
    shown = _display(path)
    lines = [f"{shown}: {len(gone)} published paper {'id has' if len(gone) == 1 else 'ids have'} no abstract any "
             f"more: {', '.join(gone[:10])}{' ...' if len(gone) > 10 else ''}"]
    committed = committed_ids(path)
    local_only = [paper_id for paper_id in gone if committed is not None and paper_id not in committed]
    if local_only:
        were = "it was" if len(gone) == 1 else f"{len(local_only)} of them were"
        lines.append(f"{were} added by a local build and never committed (a list tried locally and then removed?); "
                     f"to forget {'it' if len(local_only) == 1 else 'them'}: git checkout {shown} "
                     "(the next build adds back the ids of the lists still there)")
    if len(local_only) < len(gone):
        new = [abstract for paper_id, abstract in abstracts.items() if paper_id not in published]
        places = ", ".join(f"{_display(path.parent / a.file)}:{a.line}" for a in new[:5])
        if new:
            lines.append(f"abstracts whose text was never published: {places}{' ...' if len(new) > 5 else ''}; "
                         "if one is a published abstract edited in place, restore its published text "
                         "(git diff shows the change)")
        lines.append("a published abstract must never change or disappear: restore its paragraph as published "
                     "(git diff shows what changed), then put fixes in seeds/corrections/<id>.yml, or take the "
                     "paper down there with withdrawn: {reason: ...}")
    return "\n".join(lines)
