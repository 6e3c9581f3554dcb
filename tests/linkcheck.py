"""Offline link check of a built site: every internal link and anchor resolves.

    make linkcheck                     # checks site/ (after `make build`)
    python -m tests.linkcheck DIR      # any built site

Reads every HTML page of the folder and checks each URL of an `href`, `src` or
`xlink:href` attribute that stays on the site: the file it points to exists (a
folder means its index.html) and, if it has a #fragment, the target page has an
element with that id (or an <a name>). Links to other hosts are not fetched.
Root-relative links (404.html uses them) are resolved against the path of the
site's canonical URL. Prints one line per broken link; exits 1 if there is any.
"""

from __future__ import annotations

import argparse
import sys
from functools import cache
from pathlib import Path, PurePosixPath
from urllib.parse import unquote, urldefrag, urljoin, urlparse

from bs4 import BeautifulSoup

ATTRIBUTES = ("href", "src", "xlink:href")  # xlink:href: links in inline SVG


@cache
def _parse(path: Path) -> BeautifulSoup:
    return BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")


@cache
def _anchors(path: Path) -> frozenset[str]:
    page = _parse(path)
    ids = {element["id"] for element in page.find_all(id=True)}
    names = {element["name"] for element in page.find_all("a", attrs={"name": True})}
    return frozenset(ids | names)


def base_path(site: Path) -> str:
    """The path the site is published under ('/neurips-2026/'), from the canonical
    link of its home page; '/' if it has none."""
    index = site / "index.html"
    canonical = _parse(index).find("link", rel="canonical") if index.is_file() else None
    path = urlparse(canonical["href"]).path if canonical and canonical.get("href") else "/"
    return path if path.endswith("/") else path + "/"


def _target(site: Path, page: Path, url: str, base: str) -> tuple[Path | None, str]:
    """The file a same-site URL of `page` points to (None if it leaves the site's
    folder), and its fragment."""
    url, fragment = urldefrag(url)
    path = urlparse(url).path
    if path.startswith("/"):
        if not path.startswith(base):
            return None, fragment
        resolved = path[len(base):]
    else:
        page_url = "/" + page.relative_to(site).as_posix()
        resolved = urlparse(urljoin(page_url, path)).path.lstrip("/")
    parts = PurePosixPath(unquote(resolved)).parts
    if ".." in parts:
        return None, fragment
    target = site.joinpath(*parts)
    if target.is_dir() or resolved.endswith("/") or not resolved:
        target = target / "index.html"
    return target, unquote(fragment)


def check(site: Path) -> tuple[int, list[str]]:
    """(number of internal links checked, problems found)."""
    site = site.resolve()
    base = base_path(site)
    checked, problems = 0, []
    for page in sorted(site.rglob("*.html")):
        where = page.relative_to(site).as_posix()
        for element in _parse(page).find_all(lambda tag: any(a in tag.attrs for a in ATTRIBUTES)):
            for attribute in ATTRIBUTES:
                url = element.get(attribute)
                if url is None:
                    continue
                parsed = urlparse(url)
                if parsed.scheme or parsed.netloc:  # another host, mailto:, data:, javascript:
                    continue
                if not parsed.path and not parsed.fragment:  # "" or "?query"
                    continue
                checked += 1
                if not parsed.path:  # "#fragment" on the same page
                    target, fragment = page, unquote(parsed.fragment)
                else:
                    target, fragment = _target(site, page, url, base)
                if target is None or not target.is_file():
                    problems.append(f"{where}: {attribute}={url!r} does not resolve")
                elif fragment and target.suffix == ".html" and fragment not in _anchors(target):
                    problems.append(f"{where}: {attribute}={url!r}: no #{fragment} in "
                                    f"{target.relative_to(site).as_posix()}")
    return checked, problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", nargs="?", default="site", type=Path, help="built site folder (default: site)")
    site = parser.parse_args(argv).site
    if not (site / "index.html").is_file():
        print(f"linkcheck: no built site in {site}/ (run `make build` first)", file=sys.stderr)
        return 2
    checked, problems = check(site)
    for problem in problems:
        print(problem, file=sys.stderr)
    pages = sum(1 for _ in site.rglob("*.html"))
    print(f"linkcheck: {pages} pages, {checked} internal links and anchors, {len(problems)} broken")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
