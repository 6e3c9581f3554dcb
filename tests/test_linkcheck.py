"""The offline link check (`make linkcheck`): on a fabricated site, then on the
whole built site."""

from pathlib import Path

from tests import linkcheck
from tests.built_site import shared_site


def write(path: Path, body: str, head: str = "") -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"<!doctype html><html><head>{head}</head><body>{body}</body></html>", encoding="utf-8")


def test_broken_links_and_anchors_are_reported(tmp_path):
    site = tmp_path / "site"
    write(site / "index.html", """
        <a href="papers/one/">ok</a>
        <a href="papers/one/#abstract">ok anchor</a>
        <a href="papers/one/index.html#named">ok name</a>
        <a href="papers/two/">missing page</a>
        <a href="papers/one/#nowhere">missing anchor</a>
        <a href="#top">missing anchor here</a>
        <a href="#here">anchor here</a><span id="here"></span>
        <a href="https://example.org/x/">other host</a><a href="mailto:a@example.org">mail</a>
        <a href="?q=ising">query only</a>
        <img src="assets/logo%20one.png">
        <script src="assets/missing.js"></script>
        <svg><a xlink:href="papers/one/"><text>ok</text></a><a xlink:href="papers/three/"><text>no</text></a></svg>""",
          head='<link rel="canonical" href="https://example.org/papers-site/">')
    write(site / "papers/one/index.html", """<div id="abstract"></div><a name="named"></a>
        <a href="../../">home</a><a href="/papers-site/papers/one/">root-relative</a>
        <a href="/elsewhere/">outside the site</a>""")
    (site / "assets").mkdir()
    (site / "assets/logo one.png").write_bytes(b"")

    checked, problems = linkcheck.check(site)
    assert problems == [
        "index.html: href='papers/two/' does not resolve",
        "index.html: href='papers/one/#nowhere': no #nowhere in papers/one/index.html",
        "index.html: href='#top': no #top in index.html",
        "index.html: src='assets/missing.js' does not resolve",
        "index.html: xlink:href='papers/three/' does not resolve",
        "papers/one/index.html: href='/elsewhere/' does not resolve",
    ]
    assert checked == 14
    assert linkcheck.main([str(site)]) == 1
    assert linkcheck.main([str(tmp_path / "nothing")]) == 2


def test_every_internal_link_and_anchor_of_the_built_site_resolves():
    site = shared_site()
    assert linkcheck.base_path(site) == "/neurips-2026/"
    checked, problems = linkcheck.check(site)
    assert problems == []
    assert checked > 1000
    assert linkcheck.main([str(site)]) == 0
