"""Command line: `python -m generator build|check [--seeds DIR] [--docs DIR]`.

build  writes the generated pages under docs/ (only files whose bytes changed)
check  exits 1 if the pages under docs/ are not what build would write
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

from generator import writer
from generator.areas import AreasError
from generator.config import ConfigError, Settings
from generator.pipeline import IdCollision, build, summary
from generator.reader import SeedError

EXPECTED_ERRORS = (SeedError, AreasError, ConfigError, IdCollision, writer.DuplicateOutput)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m generator", description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("build", "check"))
    parser.add_argument("--seeds", type=Path, help="folder of seed lists (default: seeds/)")
    parser.add_argument("--docs", type=Path, help="MkDocs docs folder to write into (default: docs/)")
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
        print(f"error: {error}", file=sys.stderr)
        return 2
    for warning in result.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    if args.command == "check":
        stale = writer.differences(settings.docs_dir, files)
        for path in stale:
            print(f"stale: docs/{path}", file=sys.stderr)
        print(f"{summary(result)}; {len(stale)} generated files out of date (run `make generate`)")
        return 1 if stale else 0
    report = writer.write(settings.docs_dir, files)
    print(
        f"{summary(result)}; wrote {len(report.written)}, unchanged {len(report.unchanged)}, "
        f"removed {len(report.removed)} files"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
