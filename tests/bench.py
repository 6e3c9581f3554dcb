"""Benchmark: generate and build the site for a synthetic list of N abstracts.

    make bench              # N = 10000
    make bench N=2000

The abstracts are fabricated by recombining sentences of seeds/ (deterministic,
seeded shuffle), so they look like real ones but none of them exists. Prints
wall time and peak memory of each stage and the size of the built site.
"""

from __future__ import annotations

import argparse
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from generator.reader import read_directory
from tests.built_site import copy_sources
from tests.conftest import ROOT


def synthetic_list(count: int, seed: int = 2026) -> str:
    sentences = [
        sentence.strip() + "."
        for abstract in read_directory(ROOT / "seeds").abstracts
        for sentence in abstract.text.split(". ")
        if sentence.strip()
    ]
    rng = random.Random(seed)
    abstracts = {" ".join(rng.sample(sentences, rng.randint(5, 9))) for _ in range(count)}
    return "NeurIPS 2026 Papers\n\n" + "\n\n".join(sorted(abstracts)) + "\n"


def timed(label: str, command: list[str], cwd: Path) -> None:
    start = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
    if result.returncode:
        sys.exit(f"{label} failed:\n{result.stderr}")
    print(f"{label:<14} {elapsed:7.1f} s   peak RSS so far {peak} MB")


def size(path: Path) -> str:
    total = sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
    return f"{total / 2**20:.1f} MB"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int, nargs="?", default=10_000)
    count = parser.parse_args().count
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        copy_sources(work)
        (work / "seeds").mkdir()
        (work / "seeds" / "synthetic.txt").write_text(synthetic_list(count), encoding="utf-8")
        print(f"{count} synthetic abstracts")
        timed("generate", [sys.executable, "-m", "generator", "build", "--seeds", str(work / "seeds"),
                           "--docs", str(work / "docs")], ROOT)
        timed("generate again", [sys.executable, "-m", "generator", "build", "--seeds", str(work / "seeds"),
                                 "--docs", str(work / "docs")], ROOT)
        timed("mkdocs build", [sys.executable, "-m", "mkdocs", "build", "--strict"], work)
        site = work / "site"
        print(f"site           {size(site)}; search index {size(site / 'search')}; "
              f"papers.json {(site / 'papers.json').stat().st_size / 2**20:.1f} MB")


if __name__ == "__main__":
    main()
