"""Command line: `python -m generator build|check|serve [--seeds DIR] [--docs DIR]`, `id FILE[:LINE]`.

build  write the generated pages under docs/ (only files whose bytes changed)
       and add new paper ids to the registry (seeds/published-ids.yml); skipped
       when no input changed since the last build (see writer.BuildCache)
check  validate the inputs without writing: seed lists, areas, every correction,
       and that no published id disappeared and every id is registered;
       with --generated, also fail if the pages under docs/ are out of date;
       with --registry-base REF, also fail if the registry lost ids that it had
       at the git revision REF (CI: a pull request's base branch)
serve  build, then serve the site with `mkdocs serve`, building again whenever
       a seed list, a correction or the generator changes
id     the paper id of the abstract at FILE:LINE (any line of its paragraph),
       or of every abstract of FILE
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from generator import writer
from generator.background import paused_collector
from generator.config import ConfigError, Settings, software_versions
from generator.model import paper_id
from generator.reader import SeedError, decode, read_file, split_paragraphs
from generator.registry import RegistryError, display_path, lost_since

if TYPE_CHECKING:
    from generator.pipeline import Build


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m generator", description=__doc__.split("\n\n")[1], formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("command", choices=("build", "check", "serve", "id"))
    parser.add_argument("place", nargs="?", help="id: a seed list FILE, or FILE:LINE for one abstract")
    parser.add_argument("--seeds", type=Path, help="folder of seed lists (default: seeds/)")
    parser.add_argument("--docs", type=Path, help="MkDocs docs folder to write into (default: docs/)")
    parser.add_argument("--config", type=Path, help="mkdocs.yml to read repo_url from (and serve) (default: mkdocs.yml)")
    parser.add_argument("--generated", action="store_true", help="check: also compare the pages under docs/")
    parser.add_argument("--registry-base", metavar="REF",
                        help="check: also fail if seeds/published-ids.yml lost ids that it had at the git\n"
                             "revision REF (e.g. origin/main); an unknown REF is an error")
    parser.add_argument("--dev-addr", default="127.0.0.1:8000", help="serve: address to serve on (default: %(default)s)")
    return parser.parse_args(argv)


def abstracts_at(place: str) -> list[str]:
    """`id` lines for the abstract at FILE:LINE, or for every abstract of FILE."""
    match = re.fullmatch(r"(.+):(\d+)", place)
    path = Path(match.group(1) if match else place)
    if not path.is_file():
        raise SeedError(f"{path}: no such seed list")
    seed = read_file(path)
    abstracts = seed.abstracts
    if match:
        line = int(match.group(2))
        spans = {start: start + len(lines) - 1 for start, lines in split_paragraphs(decode(path.read_bytes(), path.name))}
        abstracts = [a for a in abstracts if a.line <= line <= spans[a.line]]
        if not abstracts:
            starts = ", ".join(str(a.line) for a in seed.abstracts[:8])
            raise SeedError(f"{path}:{line}: no abstract on this line (abstracts start on lines {starts}"
                            f"{' ...' if len(seed.abstracts) > 8 else ''})")
    return [f"{paper_id(a.text)}  {path}:{a.line}  {a.text[:60]}{'…' if len(a.text) > 60 else ''}"
            for a in abstracts]


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "id":
        if not args.place:
            print("error: id needs a seed list, e.g. make id PLACE=seeds/000_list.txt:12", file=sys.stderr)
            return 2
        try:
            print("\n".join(abstracts_at(args.place)))
        except SeedError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
        return 0
    settings = Settings()
    if args.seeds:
        settings = replace(settings, seeds_dir=args.seeds)
    if args.docs:
        settings = replace(settings, docs_dir=args.docs)
    if args.config:
        settings = replace(settings, mkdocs_file=args.config)
    if args.command == "serve":
        from generator.serve import serve  # watchdog: only for this command

        return serve(settings, args.dev_addr)
    with paused_collector():
        return build_or_check(args, settings)


def build_or_check(args: argparse.Namespace, settings: Settings) -> int:
    """The build and check commands (see the module's docstring)."""
    cache = writer.BuildCache(settings.cache_file)
    inputs = writer.fingerprints(settings.inputs(), software_versions()) if args.command == "build" else {}
    if args.command == "build" and (record := cache.unchanged(inputs, settings.docs_dir)):
        return report_unchanged(record)
    generated = generate(settings)
    if generated is None:
        return 2
    result, summary = generated
    for warning in result.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    registry_current = writer.same_bytes(settings.registry_file, result.registry.encode("utf-8"))
    if args.command == "check":
        problems = [] if registry_current else [
            f"{display_path(settings.registry_file)}: new paper ids are not registered; run `make generate` "
            "and commit the file"
        ]
        if args.generated:
            try:
                files = writer.plan(result.files)
            except writer.DuplicateOutput as error:
                report_error(str(error), settings)
                return 2
            problems += [f"docs/{path} is out of date; run `make generate`"
                         for path in writer.differences(settings.docs_dir, files)]
        if args.registry_base is not None:
            try:
                lost = lost_since(settings.registry_file, args.registry_base)
            except RegistryError as error:
                report_error(str(error), settings)
                return 2
            problems += [lost] if lost else []
        for problem in problems:
            report_error(problem, settings)
        print(f"{summary}; {len(problems)} {'problem' if len(problems) == 1 else 'problems'}")
        return 1 if problems else 0
    cache.forget()  # before anything is written: an interrupted build must not pass for done
    try:
        report = writer.write(settings.docs_dir, result.files)
    except writer.DuplicateOutput as error:  # (a build that stops here leaves no cache: the next one is real)
        report_error(str(error), settings)
        return 2
    if not registry_current:
        settings.registry_file.write_text(result.registry, encoding="utf-8")
        inputs |= writer.fingerprints([settings.registry_file], [])
    cache.save(inputs, settings.docs_dir, report.written + report.unchanged, summary, result.warnings)
    print(
        f"{summary}; wrote {len(report.written)}, unchanged {len(report.unchanged)}, "
        f"removed {len(report.removed)} files"
    )
    return 0


def generate(settings: Settings) -> tuple[Build, str] | None:
    """Run the pipeline: its result (whose pages are rendered as they are read) and
    the summary line; or None once the error in the inputs is printed."""
    # Imported only here: with scikit-learn they take a second, which a build that
    # finds nothing changed does without.
    from generator.area_list import AreasError
    from generator.corrections import CorrectionsError
    from generator.pipeline import IdCollision, build, summary

    try:
        result = build(settings)
        return result, summary(result)
    except (SeedError, AreasError, ConfigError, IdCollision, CorrectionsError, RegistryError) as error:
        for line in str(error).splitlines():
            report_error(line, settings)
        return None


def report_error(line: str, settings: Settings) -> None:
    print(f"error: {line}", file=sys.stderr)
    if os.environ.get("GITHUB_ACTIONS") == "true":
        annotate(line, settings.seeds_dir)


PLACE = re.compile(r"(?P<file>[^\s:]+)(?::(?P<line>\d+)(?::(?P<column>\d+))?)?: (?P<message>.+)")


def annotate(error: str, seeds_dir: Path) -> None:
    """In GitHub Actions: the error as an annotation of its file and line (the first line
    when it names none, such as the registry's), which a pull request shows on its diff
    (https://docs.github.com/actions/reference/workflow-commands)."""
    place = PLACE.fullmatch(error)
    candidates = (Path(place["file"]), seeds_dir / place["file"], seeds_dir.parent / place["file"]) if place else ()
    path = next((candidate for candidate in candidates if candidate.is_file()), None)
    if not path:
        return
    column = f",col={place['column']}" if place["column"] else ""
    message = place["message"].replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    name = os.path.relpath(path, os.environ.get("GITHUB_WORKSPACE", "."))
    name = name.replace("%", "%25").replace(":", "%3A").replace(",", "%2C")
    print(f"::error file={name},line={place['line'] or 1}{column}::{message}")


def report_unchanged(record: dict) -> int:
    """What a build prints when nothing changed since the last one: its warnings and summary."""
    for warning in record["warnings"]:
        print(f"warning: {warning}", file=sys.stderr)
    print(f"{record['summary']}; wrote 0, unchanged {len(record['files'])}, removed 0 files "
          "(no input changed since the last build)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
