"""The registry of published ids compared with a git revision (`check --registry-base`).
The repositories and ids here are fabricated."""

import subprocess

import pytest

from generator import registry
from generator.registry import RegistryError

IDS = ["0000000001", "0000000002", "0000000003", "0000000004"]
FIX = ("a published page must stay: restore them (git checkout main -- {path}, then make generate registers "
       "this branch's new ids); a withdrawn paper is marked in its correction, never removed")


def git(folder, *args):
    return subprocess.run(["git", "-c", "user.name=Test", "-c", "user.email=test@example.org", *args], cwd=folder,
                          check=True, capture_output=True, text=True).stdout


@pytest.fixture
def published(tmp_path):
    """A repository whose main branch published IDS in seeds/published-ids.yml."""
    path = tmp_path / "seeds" / "published-ids.yml"
    path.parent.mkdir()
    path.write_text(registry.dump(set(IDS)), encoding="utf-8")
    git(tmp_path, "init", "-q", "-b", "main")
    git(tmp_path, "add", "seeds")
    git(tmp_path, "commit", "-q", "-m", "published")
    return path


def test_a_registry_that_kept_every_id_passes(published):
    assert registry.lost_since(published, "main") is None
    published.write_text(registry.dump({*IDS, "0000000009"}), encoding="utf-8")  # only added
    assert registry.lost_since(published, "main") is None


def test_every_lost_id_is_named_on_the_line_where_the_first_belongs_now(published, monkeypatch):
    """GitHub shows an annotation on the pull request's file, where the removed line is gone."""
    monkeypatch.chdir(published.parent.parent)
    published.write_text(registry.dump({IDS[0], IDS[3], "0000000009"}), encoding="utf-8")
    line = 1 + registry.HEADER.count("\n") + 1  # IDS[1] belongs before IDS[3], the second id now
    assert registry.lost_since(published, "main") == (
        f"seeds/published-ids.yml:{line}: 2 ids published before (in main) are missing: 0000000002, 0000000003; "
        + FIX.format(path="seeds/published-ids.yml")
    )


def test_one_lost_id_is_named_in_the_singular(published):
    published.write_text(registry.dump(set(IDS[1:])), encoding="utf-8")
    error = registry.lost_since(published, "main")
    assert ": 1 id published before (in main) is missing: 0000000001; a published page must stay: restore it (" in error


def test_a_base_tree_git_cannot_read_is_an_error_not_a_pass(published, monkeypatch):
    """git ls-tree failing (a partial clone, a missing object) read as 'no registry there'."""
    published.write_text(registry.dump(set(IDS[1:])), encoding="utf-8")
    real = registry._git

    def failing_ls_tree(path, *args):
        done = real(path, *args)
        return subprocess.CompletedProcess(done.args, 128, "", "fatal: bad tree object") if args[0] == "ls-tree" else done

    monkeypatch.setattr(registry, "_git", failing_ls_tree)
    with pytest.raises(RegistryError, match="cannot compare with main: fatal: bad tree object"):
        registry.lost_since(published, "main")


def test_a_deleted_registry_lost_every_id(published):
    published.unlink()
    assert "4 ids published before (in main) are missing: " + ", ".join(IDS) in registry.lost_since(published, "main")


def test_a_branch_is_compared_with_its_base_even_after_its_own_commits(published):
    root = published.parent.parent
    git(root, "checkout", "-q", "-b", "topic")
    published.write_text(registry.dump(set(IDS[:2])), encoding="utf-8")
    git(root, "commit", "-q", "-am", "drop two ids")  # committed: the working tree equals HEAD
    assert "2 ids published before (in main) are missing: 0000000003, 0000000004" in registry.lost_since(
        published, "main")


def test_a_base_without_a_registry_published_nothing(published):
    root = published.parent.parent
    git(root, "checkout", "-q", "--orphan", "empty")
    git(root, "rm", "-q", "-r", "--cached", "seeds")
    git(root, "commit", "-q", "--allow-empty", "-m", "nothing published yet")
    assert registry.lost_since(published, "empty") is None


@pytest.mark.parametrize("ref", ["origin/main", "no-such-branch", "main~5"])
def test_a_revision_that_is_not_there_is_an_error_not_a_pass(published, ref):
    with pytest.raises(RegistryError, match=rf"published-ids\.yml: cannot compare with {ref}: no such git revision "
                                            r"here \(fetch it first, e\.g\. git fetch origin main\)$"):
        registry.lost_since(published, ref)


@pytest.mark.parametrize("ref", ["", "--output=x", "main:seeds"])
def test_what_is_not_a_revision_is_refused(published, ref):
    with pytest.raises(RegistryError, match="cannot compare with"):
        registry.lost_since(published, ref)


def test_outside_a_git_repository_is_an_error(tmp_path):
    path = tmp_path / "published-ids.yml"
    path.write_text(registry.dump(set(IDS)), encoding="utf-8")
    with pytest.raises(RegistryError, match=r"\.yml: cannot compare with main: fatal: not a git repository"):
        registry.lost_since(path, "main")


def test_without_git_it_is_an_error(published, monkeypatch):
    monkeypatch.setenv("PATH", str(published.parent))  # no git on it
    with pytest.raises(RegistryError, match=r"cannot compare with main: git is not installed"):
        registry.lost_since(published, "main")


def test_a_registry_at_the_base_that_git_cannot_read_is_an_error_not_a_pass(published):
    root = published.parent.parent
    blob = git(root, "rev-parse", "main:seeds/published-ids.yml").strip()
    (root / ".git" / "objects" / blob[:2] / blob[2:]).unlink()  # as a clone that lacks the object
    with pytest.raises(RegistryError, match=r"published-ids\.yml: cannot compare with main: fatal: "):
        registry.lost_since(published, "main")


def test_an_unreadable_registry_at_the_base_is_an_error(published):
    published.write_text("- [unclosed\n", encoding="utf-8")
    git(published.parent.parent, "commit", "-q", "-am", "broken")
    with pytest.raises(RegistryError, match=r"^main:seeds/published-ids\.yml: not valid YAML"):
        registry.lost_since(published, "main")
