"""Write generated files: only those whose bytes changed, and remove stale ones,
so a no-op run touches nothing and `mkdocs serve` does not rebuild in a loop.

`BuildCache` goes one step further: a build whose inputs did not change since
the last one into the same docs folder is skipped altogether."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Container, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

#: Folders under docs/ that hold only generated files; anything else in them is stale
#: (a keyword page or search shard of a paper that is gone linked to a missing page).
GENERATED_DIRS = ("papers", "areas", "tags", "searchdata")


class DuplicateOutput(Exception):
    """Two outputs of one run want the same path (e.g. two ids that collide)."""


@dataclass
class WriteReport:
    written: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)


def encoded(outputs: Iterable[tuple[str, str | bytes]]) -> Iterator[tuple[str, bytes]]:
    """Outputs (text as UTF-8) by relative path, refusing to produce one path twice."""
    seen: set[str] = set()
    for path, text in outputs:
        if path in seen:
            raise DuplicateOutput(f"{path}: generated twice in one run; two papers share an id or slug")
        seen.add(path)
        yield path, text if isinstance(text, bytes) else text.encode("utf-8")


def plan(outputs: Iterable[tuple[str, str | bytes]]) -> dict[str, bytes]:
    """Every output, encoded, by relative path (see `encoded`)."""
    return dict(encoded(outputs))


def stale_files(root: Path, files: Container[str]) -> list[Path]:
    """Generated-folder files that this run does not produce (`files`: the paths it does)."""
    stale = []
    for folder in GENERATED_DIRS:
        for directory, _, names in os.walk(root / folder):
            inside = Path(directory).relative_to(root).as_posix()
            stale += [path for name in names if f"{inside}/{name}" not in files
                      and (path := Path(directory, name)).is_file()]
    return sorted(stale)


def differences(root: Path, files: dict[str, bytes]) -> list[str]:
    """Paths that a write would change (created, rewritten or removed)."""
    changed = [path for path, data in sorted(files.items()) if not same_bytes(root / path, data)]
    return changed + [path.relative_to(root).as_posix() for path in stale_files(root, files)]


def same_bytes(path: Path, data: bytes) -> bool:
    try:
        return path.read_bytes() == data
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return False


def write(root: Path, outputs: Iterable[tuple[str, str | bytes]]) -> WriteReport:
    """Write each output (path relative to `root`, text or bytes) whose bytes changed,
    as it comes, then delete stale generated files. Outputs that are still being made
    (pipeline.Build.files) are written meanwhile: at 10,000 papers creating the files
    takes 2-3 s of the kernel's time, on a CPU that would otherwise wait."""
    report = WriteReport()
    folders: set[Path] = set()  # made already
    for relative, data in encoded(outputs):
        target = root / relative
        if same_bytes(target, data):
            report.unchanged.append(relative)
            continue
        if target.parent not in folders:
            target.parent.mkdir(parents=True, exist_ok=True)
            folders.add(target.parent)
        target.write_bytes(data)
        report.written.append(relative)
    report.written.sort()
    report.unchanged.sort()
    for path in stale_files(root, {*report.written, *report.unchanged}):
        path.unlink()
        report.removed.append(path.relative_to(root).as_posix())
    return report


def fingerprints(paths: Iterable[Path], facts: Iterable[str]) -> dict[str, str]:
    """SHA-256 of each file's bytes ("unreadable" for one that is missing, say), and the `facts`."""
    found = {f"fact {n}": fact for n, fact in enumerate(facts)}
    for path in paths:
        try:
            found[str(path)] = hashlib.sha256(path.read_bytes()).hexdigest()
        except OSError:
            found[str(path)] = "unreadable"
    return found


class BuildCache:
    """What the last build into a docs folder wrote, and from what, kept in one
    JSON file: a build with the same inputs into untouched outputs would write
    nothing, so it is skipped (and reports what the last one did).

    The inputs are the `fingerprints` of every file a build reads and of the
    software versions that shape its output. The outputs are recorded by size
    and modification time: a generated file deleted, edited or added by hand
    since makes the next build a real one. The cache only saves time: when its
    file cannot be written, the next build is a real one."""

    def __init__(self, path: Path):
        self.path = path

    @staticmethod
    def key(inputs: dict[str, str]) -> str:
        return hashlib.sha256(json.dumps(sorted(inputs.items())).encode("utf-8")).hexdigest()

    def unchanged(self, inputs: dict[str, str], root: Path) -> dict | None:
        """The last build's record (`summary`, `warnings`, `files`) if it was made
        from these inputs into files that are still as it left them, else None."""
        try:
            record = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if record.get("key") != self.key(inputs):
            return None
        for relative, stamp in record["files"].items():
            try:
                stat = os.stat(os.path.join(root, relative))
            except OSError:
                return None
            if [stat.st_size, stat.st_mtime_ns] != stamp:
                return None
        return None if stale_files(root, record["files"]) else record

    def forget(self) -> None:
        """Drop the record before files change, so an interrupted build is never taken as done."""
        try:
            self.path.unlink(missing_ok=True)
        except OSError:
            pass  # the files' stamps will not match the record either

    def save(self, inputs: dict[str, str], root: Path, files: Iterable[str], summary: str,
             warnings: list[str]) -> None:
        stamps = {}
        for relative in files:
            stat = os.stat(os.path.join(root, relative))
            stamps[relative] = [stat.st_size, stat.st_mtime_ns]
        record = {"key": self.key(inputs), "summary": summary, "warnings": warnings, "files": stamps}
        temporary = self.path.with_suffix(".tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary.write_text(json.dumps(record), encoding="utf-8")
            temporary.replace(self.path)
        except OSError:
            pass  # no cache: the next build is a real one
