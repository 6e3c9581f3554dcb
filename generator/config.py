"""Settings of one generator run, with every default in one place."""

from __future__ import annotations

import sys
import unicodedata
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
GENERATOR = Path(__file__).resolve().parent
#: Installed packages whose version can change the generated pages.
OUTPUT_PACKAGES = (
    "jinja2", "MarkupSafe", "python-frontmatter", "PyYAML", "latex2mathml", "scikit-learn", "numpy", "scipy",
    "titlecase",
)


class ConfigError(Exception):
    """A setting that cannot be used; the message names the file and option."""


@dataclass(frozen=True)
class Settings:
    seeds_dir: Path = ROOT / "seeds"
    """Folder of seed lists; every `*.txt` in it is read, in sorted order."""
    docs_dir: Path = ROOT / "docs"
    """MkDocs `docs_dir`; generated pages go to its papers/ and areas/ folders."""
    areas_file: Path = ROOT / "generator" / "areas.yml"
    """The research areas with their descriptions and key phrases."""
    mkdocs_file: Path = ROOT / "mkdocs.yml"
    """Read for `repo_url`, so links to the repository are never hard-coded."""

    @property
    def corrections_dir(self) -> Path:
        """One `<paper id>.yml` per corrected paper (a fixed path other tools rely on)."""
        return self.seeds_dir / "corrections"

    @property
    def registry_file(self) -> Path:
        """Every paper id ever published; see generator/registry.py."""
        return self.seeds_dir / "published-ids.yml"

    @property
    def cache_file(self) -> Path:
        """What the last build into `docs_dir` wrote, and from which inputs (see
        writer.BuildCache): in `.cache/generator/` next to the docs folder, as
        MkDocs would publish a file inside it."""
        docs = self.docs_dir.resolve()
        return docs.parent / ".cache" / "generator" / f"{docs.name}.json"

    def inputs(self) -> list[Path]:
        """Every file a build reads: the seed folder (lists, corrections, registry),
        areas.yml, mkdocs.yml and the generator itself (code, templates, tables)."""
        generator = (path for path in files_under(GENERATOR) if "__pycache__" not in path.parts)
        return sorted({*files_under(self.seeds_dir), self.registry_file, self.areas_file, self.mkdocs_file,
                       *generator})

    def mkdocs_config(self) -> dict:
        try:
            config = yaml.safe_load(self.mkdocs_file.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError) as error:
            raise ConfigError(f"{self.mkdocs_file}: cannot read ({error})") from None
        return config if isinstance(config, dict) else {}

    def mkdocs_option(self, name: str) -> str:
        value = self.mkdocs_config().get(name)
        if not isinstance(value, str):
            raise ConfigError(f"{self.mkdocs_file}: {name} must be set")
        return value

    def require_directory_urls(self) -> None:
        """The generated pages, the search index, the map and the citations address a
        paper as papers/<id>/: MkDocs' default `use_directory_urls: true` must stay."""
        if self.mkdocs_config().get("use_directory_urls", True) is not True:
            raise ConfigError(f"{self.mkdocs_file}: use_directory_urls must stay true (the default): "
                              "the generated pages link to papers/<id>/")

    def repo_url(self) -> str:
        url = self.mkdocs_option("repo_url").rstrip("/")
        if not url.startswith("https://"):
            raise ConfigError(f"{self.mkdocs_file}: repo_url must be an https URL")
        return url

    def site_url(self) -> str:
        """The published site's address, ending in "/" (for citations and downloads)."""
        url = self.mkdocs_option("site_url")
        if not url.startswith("https://"):
            raise ConfigError(f"{self.mkdocs_file}: site_url must be an https URL")
        return url.rstrip("/") + "/"

    def branch(self) -> str:
        """The branch corrections go to, from `edit_uri: edit/<branch>/...`."""
        parts = self.mkdocs_option("edit_uri").strip("/").split("/")
        if len(parts) < 2 or parts[0] != "edit":
            raise ConfigError(f"{self.mkdocs_file}: edit_uri must look like edit/<branch>/")
        return parts[1]


def files_under(folder: Path) -> list[Path]:
    return [path for path in folder.rglob("*") if path.is_file()]


def software_versions() -> list[str]:
    """Python's, its Unicode tables' and OUTPUT_PACKAGES' versions."""
    return [sys.version, unicodedata.unidata_version, *(f"{name} {package_version(name)}" for name in OUTPUT_PACKAGES)]


def package_version(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "not installed"
