"""The command line: build, check, errors, and byte-identical output.
Seed lists here are fabricated."""

import os
import re
import subprocess
import sys
from dataclasses import replace

from generator.__main__ import annotate
from generator.pipeline import formula_warnings
from generator.render import markdown_text
from tests.conftest import ROOT
from tests.test_render import make_paper

FABRICATED = (
    "NeurIPS 2026 Papers\n\n"
    "We introduce ZEPHYR, a fabricated streaming captioning model for long videos. It is fast.\n\n"
    "Graph transformers scale poorly. We propose Sparse Anchor Routing (SPAR), which routes attention.\n"
)


ZEPHYR = "90f3a05f8b"  # the id of FABRICATED's first abstract


def generator(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "generator", *map(str, args)], cwd=ROOT, capture_output=True, text=True, check=False
    )


def seeds(tmp_path, text=FABRICATED):
    folder = tmp_path / "seeds"
    folder.mkdir()
    (folder / "list.txt").write_text(text, encoding="utf-8")
    return folder


def test_build_then_check_then_stale(tmp_path):
    folder, docs = seeds(tmp_path), tmp_path / "docs"
    built = generator("build", "--seeds", folder, "--docs", docs)
    assert built.returncode == 0, built.stderr
    assert built.stdout.splitlines() == [
        "2 papers from 1 list, 21 areas, 0 warnings; wrote 527, unchanged 0, removed 0 files"
    ]
    assert len(list((docs / "papers").glob("*.md"))) == 2
    assert (folder / "published-ids.yml").read_text().count("- '") == 2

    assert generator("check", "--generated", "--seeds", folder, "--docs", docs).returncode == 0
    again = generator("build", "--seeds", folder, "--docs", docs)
    assert "wrote 0, unchanged 527, removed 0" in again.stdout

    (folder / "more.txt").write_text("A third fabricated abstract about nothing at all.\n")
    stale = generator("check", "--generated", "--seeds", folder, "--docs", docs)
    assert stale.returncode == 1
    assert "is out of date; run `make generate`" in stale.stderr
    assert "new paper ids are not registered" in stale.stderr
    assert generator("build", "--seeds", folder, "--docs", docs).stdout.startswith("3 papers from 2 lists")
    assert len(list((docs / "papers").glob("*.md"))) == 3
    assert generator("check", "--seeds", folder, "--docs", docs).returncode == 0


def test_the_unregistered_ids_error_names_the_registry_as_the_repository_does(tmp_path):
    """`make check` named /home/runner/work/.../seeds/published-ids.yml (the default seed
    folder is absolute), not the repository's path."""
    folder = seeds(tmp_path)
    result = subprocess.run([sys.executable, "-m", "generator", "check", "--seeds", folder.resolve()],
                            cwd=tmp_path, capture_output=True, text=True, check=False,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert result.returncode == 1
    assert result.stderr.startswith("error: seeds/published-ids.yml: new paper ids are not registered")


def test_a_published_abstract_cannot_silently_disappear(tmp_path):
    folder, docs = seeds(tmp_path), tmp_path / "docs"
    assert generator("build", "--seeds", folder, "--docs", docs).returncode == 0
    (folder / "list.txt").write_text(FABRICATED.replace("It is fast.", "It is very fast."), encoding="utf-8")
    for command in ("check", "build"):
        result = generator(command, "--seeds", folder, "--docs", docs)
        assert result.returncode == 2
        lines = result.stderr.splitlines()
        assert lines[0].endswith("published-ids.yml: 1 published paper id has no abstract any more: " + ZEPHYR)
        # The edited abstract is named by file and line.
        assert lines[1].startswith(f"error: abstracts whose text was never published: {folder}/list.txt:3; ")
        # ... and the way back comes first: a correction or a withdrawal needs the paper in its list
        assert "restore its paragraph as published" in lines[2], lines[2]
    assert len(list((docs / "papers").glob("*.md"))) == 2  # nothing was removed


def git(folder, *args):
    subprocess.run(["git", "-c", "user.name=Test", "-c", "user.email=test@example.org", *args], cwd=folder,
                   check=True, capture_output=True)


def test_a_list_tried_only_locally_can_be_removed_with_the_command_the_error_gives(tmp_path):
    folder, docs = seeds(tmp_path), tmp_path / "docs"
    assert generator("build", "--seeds", folder, "--docs", docs).returncode == 0
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", "seeds")
    git(tmp_path, "commit", "-q", "-m", "published")
    (folder / "tried.txt").write_text("A fabricated abstract that a maintainer only tried locally.\n")
    assert generator("build", "--seeds", folder, "--docs", docs).returncode == 0  # registers its id
    (folder / "tried.txt").unlink()
    result = generator("check", "--seeds", folder, "--docs", docs)
    assert result.returncode == 2
    assert result.stderr.splitlines()[1] == (
        f"error: it was added by a local build and never committed (a list tried locally and then removed?); "
        f"to forget it: git checkout {folder}/published-ids.yml (the next build adds back the ids of the lists "
        "still there)"
    )
    git(folder, "checkout", "published-ids.yml")
    assert generator("check", "--seeds", folder, "--docs", docs).returncode == 0


def test_a_change_that_also_deletes_published_ids_fails_against_the_base_and_is_annotated(tmp_path):
    """Deleting an abstract and its id from the registry passes the plain check; the
    check against the base revision names the id on the registry's line."""
    folder, docs = seeds(tmp_path), tmp_path / "docs"
    assert generator("build", "--seeds", folder, "--docs", docs).returncode == 0
    git(tmp_path, "init", "-q", "-b", "main")
    git(tmp_path, "add", "seeds")
    git(tmp_path, "commit", "-q", "-m", "published")
    (folder / "list.txt").write_text(FABRICATED.replace(FABRICATED.split("\n\n")[1] + "\n\n", ""))
    text = (folder / "published-ids.yml").read_text()
    (folder / "published-ids.yml").write_text(text.replace(f"- '{ZEPHYR}'\n", ""))
    line = text.splitlines().index(f"- '{ZEPHYR}'") + 1
    environment = {**os.environ, "GITHUB_ACTIONS": "true", "PYTHONPATH": str(ROOT)}

    def check(*args):
        return subprocess.run([sys.executable, "-m", "generator", "check", "--seeds", "seeds", *args], cwd=tmp_path,
                              capture_output=True, text=True, check=False, env=environment)

    assert check().returncode == 0  # what a pull request's CI ran before
    result = check("--registry-base", "main")
    assert result.returncode == 1
    message = (f"1 id published before (in main) is missing: {ZEPHYR}; a published page must stay: restore it "
               "(git checkout main -- seeds/published-ids.yml, then make generate registers this branch's new ids); "
               "a withdrawn paper is marked in its correction, never removed")
    assert result.stderr.splitlines() == [f"error: seeds/published-ids.yml:{line}: {message}"]
    annotation, summary = result.stdout.splitlines()
    assert annotation == f"::error file=seeds/published-ids.yml,line={line}::{message}"
    assert summary.endswith("; 1 problem")
    missing = check("--registry-base", "origin/main")
    assert missing.returncode == 2
    assert missing.stderr.splitlines() == ["error: seeds/published-ids.yml: cannot compare with origin/main: no such "
                                           "git revision here (fetch it first, e.g. git fetch origin main)"]
    assert missing.stdout.startswith("::error file=seeds/published-ids.yml,line=1::cannot compare with origin/main")


def test_an_error_naming_a_file_without_a_line_annotates_its_first_line(tmp_path, monkeypatch, capsys):
    (tmp_path / "seeds").mkdir()
    (tmp_path / "seeds" / "published-ids.yml").write_text("- '0123456789'\n")
    monkeypatch.chdir(tmp_path)
    annotate("seeds/published-ids.yml: 1 published paper id has no abstract any more: 0123456789", tmp_path / "seeds")
    annotate("published-ids.yml: 50% of it, a: b", tmp_path / "seeds")
    annotate("abstracts whose text was never published: seeds/published-ids.yml:3; restore it", tmp_path / "seeds")
    assert capsys.readouterr().out.splitlines() == [
        "::error file=seeds/published-ids.yml,line=1::1 published paper id has no abstract any more: 0123456789",
        "::error file=seeds/published-ids.yml,line=1::50%25 of it, a: b",
    ]


def test_stale_generated_pages_are_removed(tmp_path):
    folder, docs = seeds(tmp_path), tmp_path / "docs"
    assert generator("build", "--seeds", folder, "--docs", docs).returncode == 0
    (docs / "papers" / "0000000000.md").write_text("left over from an earlier build")
    assert "removed 1 files" in generator("build", "--seeds", folder, "--docs", docs).stdout


def test_the_repository_passes_check():
    """`python -m generator check` on the real seeds, corrections and registry."""
    result = generator("check")
    assert result.returncode == 0, result.stderr
    assert "0 problems" in result.stdout


def test_same_input_gives_byte_identical_output(tmp_path):
    folder = seeds(tmp_path)
    for name in ("one", "two"):
        assert generator("build", "--seeds", folder, "--docs", tmp_path / name).returncode == 0
    one = {p.relative_to(tmp_path / "one"): p.read_bytes() for p in (tmp_path / "one").rglob("*") if p.is_file()}
    two = {p.relative_to(tmp_path / "two"): p.read_bytes() for p in (tmp_path / "two").rglob("*") if p.is_file()}
    assert one == two and len(one) == 527


def test_bad_encoding_is_one_error_line_without_traceback(tmp_path):
    folder = tmp_path / "seeds"
    folder.mkdir()
    (folder / "bad.txt").write_bytes(b"Papers\n\nA fabricated abstract.\n\nCaf\xe9.\n")
    result = generator("build", "--seeds", folder, "--docs", tmp_path / "docs")
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        "error: bad.txt:5: not valid UTF-8 (byte 0xe9 at offset 35); re-save the file as UTF-8"
    ]
    assert not (tmp_path / "docs").exists()


def test_in_github_actions_an_error_is_also_an_annotation_of_its_file_and_line(tmp_path):
    """A pull request then shows it on the line of the diff it is about."""
    folder = seeds(tmp_path)
    (folder / "corrections").mkdir()
    (folder / "corrections" / f"{ZEPHYR}.yml").write_text("title: ZEPHYR\nareas: [quantum gardening]\n")
    environment = {**os.environ, "GITHUB_ACTIONS": "true", "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-m", "generator", "check", "--seeds", "seeds"], cwd=tmp_path,
                            capture_output=True, text=True, check=False, env=environment)
    assert result.returncode == 2
    message = ("unknown area 'quantum gardening'; did you mean physical-sciences? use an area slug or name from "
               "generator/areas.yml")
    assert result.stderr.splitlines() == [f"error: seeds/corrections/{ZEPHYR}.yml:2: {message}"]
    assert result.stdout.splitlines() == [f"::error file=seeds/corrections/{ZEPHYR}.yml,line=2::{message}"]


def test_empty_list_and_duplicates_are_warnings(tmp_path):
    folder = seeds(tmp_path)
    (folder / "empty.txt").write_text("")
    (folder / "more.txt").write_text(FABRICATED)
    result = generator("build", "--seeds", folder, "--docs", tmp_path / "docs")
    assert result.returncode == 0
    warnings = result.stderr.splitlines()
    assert warnings[0] == "warning: empty.txt: is empty; no abstracts read from it"
    assert len(warnings) == 3 and all("same abstract as list.txt" in w for w in warnings[1:])
    assert result.stdout.startswith("2 papers from 2 lists, 21 areas, 3 warnings")  # the empty one is no list


def test_undefined_macros_are_one_warning_line_each(tmp_path):
    text = "".join(f"We propose \\toolname, fabricated tool number {n}.\n\n" for n in range(5))
    result = generator("build", "--seeds", seeds(tmp_path, text), "--docs", tmp_path / "docs")
    assert result.returncode == 0
    assert result.stderr.splitlines() == [
        "warning: undefined macro \\toolname in 5 abstracts (list.txt:1, list.txt:3, list.txt:5, +2 more); "
        "shown as a placeholder"
    ]


def test_formulas_that_cannot_be_rendered_are_warned_with_their_place(tmp_path):
    """They were shown as LaTeX source on the page with no word to the maintainer."""
    text = ("NeurIPS 2026 Papers\n\nWe fabricate an abstract whose formula $x^2$ renders.\n\n"
            "We fabricate another with $\\left( x$ and\n$\\frac{1}{$ broken.\n")
    docs = tmp_path / "docs"
    result = generator("build", "--seeds", seeds(tmp_path, text), "--docs", docs)
    assert result.returncode == 0
    warning = ("list.txt:5: cannot render these formulas, shown as written: $\\left( x$, $\\frac{1}{$; "
               "a correction's abstract can fix them")
    assert result.stderr.splitlines() == [f"warning: {warning}"]
    assert f"- {markdown_text(warning)}\n" in (docs / "quality.md").read_text(encoding="utf-8")


def test_a_formula_warning_names_the_correction_that_gave_the_abstract_and_skips_withdrawn_papers():
    """A broken formula in a correction's abstract was blamed on the seed line, and a
    withdrawn paper was warned about (the review)."""
    broken = "We fabricate $\\sqrt{$ here."
    listed = replace(make_paper(), abstract=broken)
    corrected = replace(make_paper(pid="1111111111"), abstract=broken, curated=("abstract",), has_correction=True)
    withdrawn = replace(make_paper(pid="2222222222"), abstract=broken, withdrawn_reason="Duplicate.")
    assert formula_warnings([listed, corrected, withdrawn]) == [
        "000_list.txt:9: cannot render this formula, shown as written: $\\sqrt{$; a correction's abstract can fix it",
        "corrections/1111111111.yml: cannot render this formula, shown as written: $\\sqrt{$; fix its abstract",
    ]


def test_id_of_a_hard_wrapped_abstract_is_the_id_of_its_page(tmp_path):
    """The README's old recipe (sha256sum of the paragraph) gave another id for a
    hard-wrapped or CJK abstract than the site, which joins the lines first."""
    folder = seeds(tmp_path, "NeurIPS 2026 Papers\n\nWe fabricate an abstract\nthat is hard-wrapped\n  over three lines.\n\n"
                             "我们提出了一种\n虚构的方法。\n")
    docs = tmp_path / "docs"
    assert generator("build", "--seeds", folder, "--docs", docs).returncode == 0
    pages = {page.stem for page in (docs / "papers").glob("*.md")}
    for line, start in ((4, "We fabricate an abstract that is hard-wrapped over"), (7, "我们提出了一种虚构的方法。")):
        result = generator("id", f"{folder}/list.txt:{line}")
        assert result.returncode == 0, result.stderr
        pid, place, text = result.stdout.rstrip("\n").split("  ", 2)
        assert pid in pages and text.startswith(start)
    assert generator("id", f"{folder}/list.txt:2").stderr == (
        f"error: {folder}/list.txt:2: no abstract on this line (abstracts start on lines 3, 7)\n"
    )
    assert len(generator("id", f"{folder}/list.txt").stdout.splitlines()) == 2


def test_the_readme_id_example_is_right():
    example = re.search(r"make id PLACE=(\S+)\n# (\w+)  ", (ROOT / "README.md").read_text(encoding="utf-8"))
    assert generator("id", example[1]).stdout.startswith(example[2] + "  ")


def test_the_guides_give_commands_that_work_without_an_active_environment():
    """`python -m generator check` failed in a fresh clone (no sklearn) unless .venv was active."""
    for guide in ("README.md", ".github/CONTRIBUTING.md"):
        text = (ROOT / guide).read_text(encoding="utf-8")
        assert not re.search(r"(?<!\.venv/bin/)python -m generator", text), guide
        assert "make check" in text


def make_check(**variables: str) -> subprocess.CompletedProcess:
    """`make -s check` as a fresh shell runs it: no active environment."""
    env = {key: value for key, value in os.environ.items() if key not in ("VIRTUAL_ENV", "PYTHONPATH")}
    env["PATH"] = os.pathsep.join(p for p in env["PATH"].split(os.pathsep) if ".venv" not in p)
    return subprocess.run(["make", "-s", "check"], cwd=ROOT, env={**env, **variables}, capture_output=True,
                          text=True, check=False)


def test_make_check_runs_without_an_active_environment():
    result = make_check()
    assert result.returncode == 0, result.stderr
    assert "0 problems" in result.stdout


def test_make_check_passes_registry_base_as_one_word_the_shell_does_not_read():
    """CI sets REGISTRY_BASE from the pull request's base branch: a name with spaces,
    `;` or `$(...)` is one argument, not shell (nor make) code."""
    result = make_check(REGISTRY_BASE="no such; $(touch pwned) `touch pwned`")
    assert result.returncode == 2
    assert [line for line in result.stderr.splitlines() if line.startswith("error: ")] == [
        "error: seeds/published-ids.yml: cannot compare with no such; $(touch pwned) `touch pwned`: no such git "
        "revision here (fetch it first, e.g. git fetch origin main)"
    ]
    assert not (ROOT / "pwned").exists()


def test_an_abstract_without_words_is_one_error_line_naming_it(tmp_path):
    folder = seeds(tmp_path, FABRICATED + "\n\\emph{} ~\n")  # markup that renders to no word
    result = generator("build", "--seeds", folder, "--docs", tmp_path / "docs")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.splitlines() == [
        "error: list.txt:7: the abstract has no words once its LaTeX is read ('\\\\emph{} ~'); "
        "write its text, or delete the paragraph"
    ]
