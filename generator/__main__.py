"""Command line: `python -m generator build|check [--seeds DIR] [--docs DIR]`.

build  write the generated pages under docs/ (only files whose bytes changed)
       and add new paper ids to the registry (seeds/published-ids.yml)
check  validate the inputs without writing: seed lists, areas, every correction,
       and that no published id disappeared and every id is registered;
       with --generated, also fail if the pages under docs/ are out of date
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

from generator import writer
from generator.areas import AreasError
from generator.config import ConfigError, Settings
from generator.corrections import CorrectionsError
from generator.pipeline import IdCollision, build, summary
from generator.reader import SeedError
from generator.registry import RegistryError

EXPECTED_ERRORS = (SeedError, AreasError, ConfigError, IdCollision, CorrectionsError, RegistryError,
                   writer.DuplicateOutput)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m generator", description=__doc__.split("\n\n")[1], formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("command", choices=("build", "check"))
    parser.add_argument("--seeds", type=Path, help="folder of seed lists (default: seeds/)")
    parser.add_argument("--docs", type=Path, help="MkDocs docs folder to write into (default: docs/)")
    parser.add_argument("--generated", action="store_true", help="check: also compare the pages under docs/")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    settings = Settings()
    if args.seeds:
        settings = replace(settings, seeds_dir=args.seeds)
    if args.docs:
        settings = replace(settings, docs_dir=args.docs)
    try:
        result = build(settings)
        files = writer.plan(result.files)
    except EXPECTED_ERRORS as error:
        for line in str(error).splitlines():
            print(f"error: {line}", file=sys.stderr)
        return 2
    for warning in result.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    registry_current = writer.same_bytes(settings.registry_file, result.registry.encode("utf-8"))
    if args.command == "check":
        problems = [] if registry_current else [
            f"{settings.registry_file}: new paper ids are not registered; run `python -m generator build` "
            "and commit the file"
        ]
        if args.generated:
            problems += [f"docs/{path} is out of date; run `make generate`"
                         for path in writer.differences(settings.docs_dir, files)]
        for problem in problems:
            print(f"error: {problem}", file=sys.stderr)
        print(f"{summary(result)}; {len(problems)} {'problem' if len(problems) == 1 else 'problems'}")
        return 1 if problems else 0
    report = writer.write(settings.docs_dir, files)
    if not registry_current:
        settings.registry_file.write_text(result.registry, encoding="utf-8")
    print(
        f"{summary(result)}; wrote {len(report.written)}, unchanged {len(report.unchanged)}, "
        f"removed {len(report.removed)} files"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
