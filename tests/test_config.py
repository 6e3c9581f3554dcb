"""Settings read from mkdocs.yml (generator/config.py). The mkdocs.yml files are fabricated."""

import pytest

from generator.config import ConfigError, Settings


@pytest.mark.parametrize("line", ["", "use_directory_urls: true\n"])
def test_directory_urls_as_mkdocs_has_them_by_default(tmp_path, line):
    config = tmp_path / "mkdocs.yml"
    config.write_text(f"site_name: Fabricated\n{line}", encoding="utf-8")
    Settings(mkdocs_file=config).require_directory_urls()


@pytest.mark.parametrize("value", ["false", "maybe"])
def test_other_urls_are_refused_with_the_file_named(tmp_path, value):
    """The pages, search, map and citations address papers as papers/<id>/."""
    config = tmp_path / "mkdocs.yml"
    config.write_text(f"site_name: Fabricated\nuse_directory_urls: {value}\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"mkdocs\.yml: use_directory_urls must stay true \(the default\)"):
        Settings(mkdocs_file=config).require_directory_urls()
