"""The tables of math_commands.yml (generator/formula_text.py). The bad tables are fabricated."""

import pytest

from generator.formula_text import COMMANDS, load_math_commands


def test_the_committed_tables_load():
    assert COMMANDS.templates and COMMANDS.arity("frac") == 2 and COMMANDS.arity("left") == 0


def test_templates_that_could_never_work_are_refused_with_the_file_named(tmp_path):
    tables = "templates: {frac: '{1}/{3}', binom: '{1:wrap}', on: '', sqrt: 2}\n" \
             "layout_environments: []\nspaces: []\nmathml_source: {a b: x}\n"  # `on:` reads as a boolean
    path = tmp_path / "math_commands.yml"
    path.write_text(tables, encoding="utf-8")
    with pytest.raises(ValueError, match=r"math_commands\.yml: ") as error:
        load_math_commands(path)
    for problem in ("frac: fields", "binom: fields", "not a control word: True", "sqrt: template is not a string",
                    "mathml_source: not a control word: 'a b'"):
        assert problem in str(error.value)
