"""Write generated files: only those whose bytes changed, and remove stale ones,
so a no-op run touches nothing and `mkdocs serve` does not rebuild in a loop."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

#: Folders under docs/ that hold only generated files; anything else in them is stale.
GENERATED_DIRS = ("papers", "areas")


class DuplicateOutput(Exception):
    """Two outputs of one run want the same path (e.g. two ids that collide)."""


@dataclass
class WriteReport:
    written: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)


def plan(outputs: Iterable[tuple[str, str]]) -> dict[str, bytes]:
    """Encode outputs by relative path, refusing to produce one path twice."""
    files: dict[str, bytes] = {}
    for path, text in outputs:
        if path in files:
            raise DuplicateOutput(f"{path}: generated twice in one run; two papers share an id or slug")
        files[path] = text.encode("utf-8")
    return files


def stale_files(root: Path, files: dict[str, bytes]) -> list[Path]:
    """Generated-folder files that this run does not produce."""
    return sorted(
        path
        for folder in GENERATED_DIRS
        for path in (root / folder).rglob("*")
        if path.is_file() and path.relative_to(root).as_posix() not in files
    )


def differences(root: Path, files: dict[str, bytes]) -> list[str]:
    """Paths that a write would change (created, rewritten or removed)."""
    changed = [path for path, data in sorted(files.items()) if not same_bytes(root / path, data)]
    return changed + [path.relative_to(root).as_posix() for path in stale_files(root, files)]


def same_bytes(path: Path, data: bytes) -> bool:
    return path.is_file() and path.read_bytes() == data


def write(root: Path, files: dict[str, bytes]) -> WriteReport:
    """Write what changed under `root`, then delete stale generated files."""
    report = WriteReport()
    for relative, data in sorted(files.items()):
        target = root / relative
        if same_bytes(target, data):
            report.unchanged.append(relative)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        report.written.append(relative)
    for path in stale_files(root, files):
        path.unlink()
        report.removed.append(path.relative_to(root).as_posix())
    return report
