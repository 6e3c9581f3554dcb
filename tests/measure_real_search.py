"""How the site's search finds real papers by their real titles and their authors'
keywords, next to a plain TF-IDF ranking of the same pages.

    .venv/bin/python -m tests.measure_real_search LIST.json [LIST.json ...] [--sample 400] [--workdir DIR]

The LIST.json files are public paper lists of past venues (see tests/measure_real.py;
nothing of them is committed). Their abstracts become one seed list of a project in
`--workdir` (one paragraph each; exact repeats and abstracts the generator refuses are
left out), which is generated and built as `make bench` builds its projects; then, in
headless Chromium on loopback with search by meaning loaded, a fixed sample (seed 0) of
the papers is searched by (1) the real title without `$`, (2) the authors' keywords
joined by spaces. Prints recall@1, recall@5 and MRR of our search (its first 10
results, as shown) and of TF-IDF over the search cards (tests.bench_browser).
Not part of `make test`: about two minutes for 7,000 papers.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from pathlib import Path

import yaml
from playwright.sync_api import sync_playwright

from generator.reader import UNSHOWABLE
from tests.bench import checkout, generate, run
from tests.bench_browser import OFFLINE, OURS_MERGED, first_result, rank_of, rates, serve, tfidf_ranks
from tests.browser import CHROMIUM, LAUNCH_ARGS
from tests.measure_real import papers_of


def seed_list(lists: list[Path], project: Path) -> list[dict]:
    """The papers of `lists`, written as project/seeds/real.txt in this order."""
    papers, seen = [], set()
    for path in lists:
        for paper in papers_of(path):
            if paper["abstract"] not in seen and not UNSHOWABLE.search(paper["abstract"]):
                seen.add(paper["abstract"])
                papers.append(paper)
    (project / "seeds").mkdir(parents=True)
    (project / "seeds" / "real.txt").write_text(
        "Real abstracts\n\n" + "\n\n".join(paper["abstract"] for paper in papers) + "\n", encoding="utf-8")
    return papers


def page_ids(project: Path) -> dict[int, str]:
    """Paragraph number -> paper id, from the generated pages' front matter."""
    ids = {}
    for page in (project / "docs" / "papers").glob("*.md"):
        text = page.read_text(encoding="utf-8")
        front = yaml.safe_load(text[4:text.index("\n---\n", 3)])
        ids[front["source"]["paragraph"]] = front["id"]
    return ids


def queries(papers: list[dict], ids: dict[int, str], sample: int) -> dict[str, list[dict]]:
    chosen = random.Random(0).sample(list(enumerate(papers, start=1)), min(sample, len(papers)))
    keywords = {n: " ".join(k.strip() for k in re.split(r"[;,]", str(p.get("keywords") or "")) if k.strip())
                for n, p in chosen}
    return {"title": [{"query": " ".join(p["title"].replace("$", "").split()), "paper": ids[n]} for n, p in chosen],
            "keywords": [{"query": keywords[n], "paper": ids[n]} for n, _ in chosen if keywords[n]]}


def recall(ranks: list[int | None]) -> str:
    return "recall@1 {:.3f}, recall@5 {:.3f}, MRR {:.3f}".format(*rates(ranks))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.measure_real_search", description=__doc__.split("\n\n")[0])
    parser.add_argument("lists", nargs="+", type=Path)
    parser.add_argument("--sample", type=int, default=400)
    parser.add_argument("--workdir", type=Path, default=Path("/tmp/measure-real-search"))
    args = parser.parse_args(argv)
    if args.workdir.exists():
        sys.exit(f"{args.workdir} exists: give another --workdir, or remove it")
    project = checkout(args.workdir)
    papers = seed_list(args.lists, project)
    seconds, _ = generate(project, [])
    mkdocs, _ = run([sys.executable, "-m", "mkdocs", "build"], project)
    print(f"{len(papers)} papers: generate {seconds:.1f} s, mkdocs build {mkdocs:.1f} s")
    site = project / "site"
    kinds = queries(papers, page_ids(project), args.sample)
    with sync_playwright() as playwright, serve(site) as url:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[*LAUNCH_ARGS, OFFLINE])
        _, page = first_result(browser, url, OURS_MERGED)  # search by meaning loaded, as readers get it
        for kind, entries in kinds.items():
            if not entries:  # (a list without its authors' keywords)
                continue
            ours = [rank_of(page, entry) for entry in entries]
            print(f"{kind} ({len(entries)} queries): ours {recall(ours)}; TF-IDF {recall(tfidf_ranks(site, entries))}")
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
