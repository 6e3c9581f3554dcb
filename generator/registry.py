"""The registry of every paper id ever published (seeds/published-ids.yml).

A published URL must never break. An id disappears only when the text of a
seed abstract changes or an abstract is deleted from a list; both are
mistakes (corrections belong in seeds/corrections/), so the build and
`python -m generator check` stop on them. The build adds new ids; ids are
never removed. A change that deletes ids from the registry too passes both, so
`check --registry-base REF` (CI: the pull request's base branch) also compares
the registry with the one at the git revision REF.
"""

from __future__ import annotations

import difflib
import re
import subprocess
from collections.abc import Mapping
from pathlib import Path

import yaml

from generator.reader import RawAbstract

ID_ENTRY = re.compile(r"^- '?([0-9a-f]+)'?\s*$")  # a line of the registry: - '033ebfbdf1'
HEADER = """\
# Every paper id this site has ever published, one per line, sorted. Maintained by
# `python -m generator build` (it only adds). Never remove an id: its URL is public.
# If `check` says an id disappeared, a seed abstract was edited or deleted; restore
# the text and put the fix in seeds/corrections/<id>.yml instead.
"""


class RegistryError(Exception):
    """A published id would disappear, or the registry file is unreadable."""


def load(path: Path) -> set[str]:
    return parse(path.read_text(encoding="utf-8"), str(path)) if path.exists() else set()


def parse(text: str, name: str) -> set[str]:
    """The ids of a registry's text; `name` says where it is from in an error."""
    try:
        # libyaml's loader: the pure-Python one took 1.1 s for 10,000 ids.
        ids = yaml.load(text, Loader=yaml.CSafeLoader)
    except yaml.YAMLError as error:
        raise RegistryError(f"{name}: not valid YAML ({error})") from None
    if ids is None:
        return set()
    if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
        raise RegistryError(f"{name}: expected a list of paper ids")
    return set(ids)


def dump(ids: set[str]) -> str:
    return HEADER + "".join(f"- '{paper_id}'\n" for paper_id in sorted(ids))


def display_path(path: Path) -> str:
    """`path` relative to the working directory when it is inside it (seeds/a.txt)."""
    try:
        return path.resolve().relative_to(Path.cwd()).as_posix()
    except ValueError:
        return str(path)


def _git(path: Path, *args: str) -> subprocess.CompletedProcess:
    """`git ARGS` in the registry's folder; OSError when there is no git."""
    return subprocess.run(["git", *args], cwd=path.parent, capture_output=True, text=True, check=False)


def committed_ids(path: Path) -> set[str] | None:
    """The ids of the registry as last committed to git (none if it was never
    committed); None outside a git checkout with a commit."""
    try:
        if _git(path, "rev-parse", "--verify", "--quiet", "HEAD").returncode != 0:
            return None
        shown = _git(path, "show", f"HEAD:./{path.name}")
    except OSError:  # no git
        return None
    ids = yaml.safe_load(shown.stdout) if shown.returncode == 0 else None
    return set(ids) if isinstance(ids, list) else set()


def lost_since(path: Path, ref: str) -> str | None:
    """The error when the registry at `path` lost ids that it had at the git revision
    `ref` (a pull request's base branch); None when it kept them all, or when there was
    no registry at `ref` (nothing published yet). Its line is where the first lost id
    belongs in the registry now (its ids are sorted), which a pull request's diff shows
    next to the removal. RegistryError when the comparison cannot be made: never a
    silent pass."""
    shown = display_path(path)
    cannot = f"{shown}: cannot compare with {ref}"
    if not ref or ref.startswith("-") or ":" in ref:
        raise RegistryError(f"{cannot}: not a git revision (a branch, tag or commit, e.g. origin/main)")
    try:
        prefix = _git(path, "rev-parse", "--show-prefix")
        if prefix.returncode != 0:
            raise RegistryError(f"{cannot}: {prefix.stderr.strip() or 'not a git repository'}")
        commit = _git(path, "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}").stdout.strip()
        if not commit:
            raise RegistryError(f"{cannot}: no such git revision here (fetch it first, e.g. git fetch origin main)")
        name = prefix.stdout.strip() + path.name  # relative to the repository's root
        listed = _git(path, "ls-tree", "--full-tree", "--name-only", commit, "--", name)
        if listed.returncode != 0:  # a tree git cannot read (a partial clone): no silent pass
            raise RegistryError(f"{cannot}: {listed.stderr.strip() or 'git cannot read its files'}")
        if not listed.stdout.strip():
            return None  # no registry at ref: nothing was published there
        before = _git(path, "show", f"{commit}:{name}")
    except OSError as error:
        raise RegistryError(f"{cannot}: git is not installed ({error.strerror})") from None
    if before.returncode != 0:
        raise RegistryError(f"{cannot}: {before.stderr.strip()}")
    gone = sorted(parse(before.stdout, f"{ref}:{name}") - load(path))
    if not gone:
        return None
    now = path.read_text(encoding="utf-8").splitlines() if path.is_file() else []
    line = next((number for number, text in enumerate(now, 1)  # where the first lost id belongs
                 if (entry := ID_ENTRY.search(text)) and entry[1] > gone[0]), len(now) or 1)
    one = len(gone) == 1
    return (f"{shown}:{line}: {len(gone)} {'id' if one else 'ids'} published before (in {ref}) "
            f"{'is' if one else 'are'} missing: {', '.join(gone)}; a published page must stay: restore "
            f"{'it' if one else 'them'} (git checkout {ref} -- {shown}, then make generate registers this branch's "
            "new ids); a withdrawn paper is marked in its correction, never removed")


def vanished_report(published: set[str], abstracts: Mapping[str, RawAbstract], path: Path) -> str | None:
    """What to tell a maintainer when published ids no longer come from any seed abstract.

    `abstracts` maps the current ids to their abstracts. The abstracts whose id was
    never published are where an edit of a published abstract shows up, so they are
    named by file and line. Ids that only a local build added (not in the committed
    registry) come from a list that was tried and removed: say how to undo that."""
    gone = sorted(published - set(abstracts))
    if not gone:
        return None
    shown = display_path(path)
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
        places = ", ".join(f"{display_path(path.parent / a.file)}:{a.line}" for a in new[:5])
        if new:
            lines.append(f"abstracts whose text was never published: {places}{' ...' if len(new) > 5 else ''}; "
                         "if one is a published abstract edited in place, restore its published text "
                         "(git diff shows the change)")
        lines.append("a published abstract must never change or disappear: restore its paragraph as published "
                     "(git diff shows what changed), then put fixes in seeds/corrections/<id>.yml, or take the "
                     "paper down there with withdrawn: {reason: ...}")
    return "\n".join(lines)


def id_hint(name: str, published: Mapping[str, str]) -> str:
    """What a file name that is no paper id was probably meant to be."""
    for start in (name[:length] for length in {len(pid) for pid in published}):
        if start in published:  # "e808db0438-title", "e808db0438 (1)": a second file for one paper
            return f"; one file per paper: put these fields in {start}.yml"
    close = difflib.get_close_matches(name.lower(), published, n=1, cutoff=0.8)
    return f"; did you mean {close[0]}?" if close else ""
