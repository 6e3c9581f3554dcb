"""Settings read from mkdocs.yml (generator/config.py). The mkdocs.yml files are fabricated."""

import pytest

from generator.config import ConfigError, Settings


@pytest.mark.parametrize(("line", "expected"), [("", True), ("use_directory_urls: true\n", True),
                                                ("use_directory_urls: false\n", False)])
def test_links_follow_use_directory_urls(tmp_path, line, expected):
    config = tmp_path / "mkdocs.yml"
    config.write_text(f"site_name: Fabricated\n{line}", encoding="utf-8")
    assert Settings(mkdocs_file=config).directory_urls() is expected


def test_a_use_directory_urls_that_is_not_true_or_false_names_the_file(tmp_path):
    config = tmp_path / "mkdocs.yml"
    config.write_text("site_name: Fabricated\nuse_directory_urls: maybe\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"mkdocs\.yml: use_directory_urls must be true or false"):
        Settings(mkdocs_file=config).directory_urls()
