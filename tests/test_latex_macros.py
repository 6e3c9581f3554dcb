"""The tables of latex_macros.yml (generator/latex_macros.py). The bad tables are fabricated."""

import pytest
import yaml

from generator.latex_macros import MACROS, load_macro_tables


def test_the_committed_tables_load():
    assert MACROS.style and MACROS.citations and MACROS.accents


def test_names_and_styles_that_could_never_work_are_refused_with_the_file_named(tmp_path):
    tables = {"style": {"textbf": "strong", "on": "em"}, "declarations": {"bf": "nonsense"}, "citations": ["cite"],
              "environments": ["itemize"], "abbreviations": {"eg": 3}, "symbols": {}, "references": {}, "accents": {"'": "e"}}
    path = tmp_path / "latex_macros.yml"
    path.write_text(yaml.safe_dump(tables), encoding="utf-8")
    with pytest.raises(ValueError, match=r"latex_macros\.yml: .*bf: unknown style 'nonsense'") as error:
        load_macro_tables(path)
    assert "eg: text is not a string" in str(error.value) and "': not one combining mark" in str(error.value)
