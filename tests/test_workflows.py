"""The hardening of the GitHub workflows, read from their YAML (actionlint and
zizmor lint them too, in `make lint`), and the pins that CI installs from."""

import json
import re
import tomllib
from pathlib import Path

import pytest
import yaml

from tests.conftest import ROOT

WORKFLOWS = sorted((ROOT / ".github/workflows").glob("*.y*ml"))
PINNED = re.compile(r"^[\w.-]+/[\w./-]+@[0-9a-f]{40}$")
VERSION_COMMENT = re.compile(r"uses:\s*\S+@[0-9a-f]{40}\s+#\s*v\d+(\.\d+){0,2}\s*$")


def load(path: Path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def triggers(workflow: dict) -> dict:
    on = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    return {on: None} if isinstance(on, str) else {name: None for name in on} if isinstance(on, list) else on


def steps(workflow: dict):
    for name, job in workflow["jobs"].items():
        for step in job.get("steps", []):
            yield name, step


def makefile_targets() -> set[str]:
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    return set(re.findall(r"^([\w-]+):", text, re.MULTILINE))


@pytest.fixture(scope="module")
def site() -> dict:
    return load(ROOT / ".github/workflows/site.yml")


def test_there_are_workflows():
    assert [path.name for path in WORKFLOWS] == ["site.yml"]


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_no_pull_request_target_or_workflow_run(path):
    assert not {"pull_request_target", "workflow_run"} & set(triggers(load(path)))


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_the_token_is_read_only_by_default(path):
    assert load(path)["permissions"] == {"contents": "read"}


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_every_action_is_pinned_to_a_commit_with_its_version_in_a_comment(path):
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if re.match(r"\s*(- )?uses:", line)]
    assert lines
    for _, step in steps(load(path)):
        if "uses" in step and not step["uses"].startswith("./"):
            assert PINNED.match(step["uses"]), step["uses"]
    for line in lines:
        assert VERSION_COMMENT.search(line), line


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_checkout_does_not_keep_the_token(path):
    checkouts = [step for _, step in steps(load(path)) if step.get("uses", "").startswith("actions/checkout@")]
    for step in checkouts:
        assert step.get("with", {}).get("persist-credentials") is False


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_run_steps_only_call_make_targets_without_expressions(path):
    """CI runs what a developer runs (no second recipe), and no `${{ }}` expression
    is expanded into a shell script."""
    targets = makefile_targets()
    for job, step in steps(load(path)):
        if "run" in step:
            assert "${{" not in step["run"], f"{job}: {step['run']}"
            words = step["run"].split()
            assert words[0] == "make" and set(words[1:]) <= targets, f"{job}: {step['run']}"


def test_site_workflow_triggers(site):
    on = triggers(site)
    assert set(on) == {"push", "pull_request", "workflow_dispatch"}
    assert on["push"] == {"branches": ["main"]}


def test_site_workflow_tests_builds_checks_links_and_uploads_on_python_3_11(site):
    test = site["jobs"]["test"]
    assert "permissions" not in test
    uses = [step.get("uses", "").split("@")[0] for step in test["steps"]]
    runs = [step["run"] for step in test["steps"] if "run" in step]
    assert runs == ["make check", "make test", "make build", "make linkcheck"]  # a contribution's mistake first
    python = next(step for step in test["steps"] if step.get("uses", "").startswith("actions/setup-python@"))
    assert python["with"] == {"python-version": "3.11", "cache": "pip", "cache-dependency-path": "requirements.txt"}
    assert uses.index("actions/upload-artifact") > uses.index("actions/checkout")
    preview = next(step for step in test["steps"] if step.get("uses", "").startswith("actions/upload-artifact@"))
    assert preview["with"]["path"] == "site/"
    pages = next(step for step in test["steps"] if step.get("uses", "").startswith("actions/upload-pages-artifact@"))
    assert pages["with"]["path"] == "site/"
    assert pages["if"] == "github.event_name != 'pull_request' && github.ref == 'refs/heads/main'"


def test_a_pull_request_is_checked_against_its_base_branch_registry(site):
    """A pull request that deletes published ids from seeds/published-ids.yml (with their
    abstracts) fails `make check`: the checkout fetches every branch as origin/<branch>,
    and the base branch reaches the Makefile through env, never expanded into a script."""
    test = site["jobs"]["test"]
    checkout = next(step for step in test["steps"] if step.get("uses", "").startswith("actions/checkout@"))
    assert checkout["with"] == {"persist-credentials": False, "fetch-depth": 0}
    check = next(step for step in test["steps"] if step.get("run") == "make check")
    assert check["env"] == {
        "REGISTRY_BASE": "${{ github.event_name == 'pull_request' && format('origin/{0}', github.base_ref) || '' }}"
    }


def test_only_the_deploy_job_can_write_pages_and_it_is_never_cancelled(site):
    deploy = site["jobs"]["deploy"]
    assert deploy["permissions"] == {"pages": "write", "id-token": "write"}
    assert [job for name, job in site["jobs"].items() if name != "deploy" and "permissions" in job] == []
    assert deploy["needs"] == "test"
    assert deploy["if"] == "github.event_name != 'pull_request' && github.ref == 'refs/heads/main'"
    assert deploy["environment"]["name"] == "github-pages"
    assert deploy["concurrency"] == {"group": "pages", "cancel-in-progress": False}
    uses = [step["uses"].split("@")[0] for step in deploy["steps"]]
    assert uses == ["actions/configure-pages", "actions/deploy-pages"]  # deploys what the test job built
    assert "${{ github.event_name == 'pull_request' }}" == site["concurrency"]["cancel-in-progress"]


def test_dependabot_updates_pip_npm_and_actions():
    config = load(ROOT / ".github/dependabot.yml")
    assert config["version"] == 2
    assert sorted(update["package-ecosystem"] for update in config["updates"]) == ["github-actions", "npm", "pip"]


def test_ci_runs_exactly_the_readme_test_command():
    lines = [line.strip() for line in (ROOT / ".ci/run").read_text(encoding="utf-8").splitlines()]
    commands = [line for line in lines if line and not line.startswith("#")]
    assert commands[-1] == "make test"
    assert "make test    # run every test" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_python_requirements_are_all_pinned_and_cover_pyproject():
    lines = (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("# Pinned by `make lock`")
    pins = dict(line.split("==") for line in lines[1:] if line and not line.startswith("#"))
    assert all(re.fullmatch(r"[\w.+!-]+", version) for version in pins.values())
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    direct = project["dependencies"] + project["optional-dependencies"]["test"]
    normal = {re.sub(r"[-_.]+", "-", name).lower() for name in pins}
    assert {re.sub(r"[-_.]+", "-", name).lower() for name in direct} <= normal
    assert {"playwright", "axe-playwright-python", "zizmor"} <= normal


def test_npm_tools_are_locked():
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    for name, version in package["devDependencies"].items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name} is not pinned exactly"
        assert lock["packages"][f"node_modules/{name}"]["version"] == version
        assert lock["packages"][f"node_modules/{name}"]["integrity"].startswith("sha512-")
