"""The options the commands share (cli/options.py): days, files to write, rules files."""

from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from quiddler_score.cli.errors import InputError
from quiddler_score.cli.options import Day, file_option, read_rules, read_toml_text


def test_a_day_is_written_as_yyyy_mm_dd_whatever_python_also_reads() -> None:
    assert Day().convert("2026-12-02", None, None) == "2026-12-02"
    assert Day().convert("20261202", None, None) == "2026-12-02"


def test_a_day_that_is_not_a_date_is_one_line_naming_since() -> None:
    with pytest.raises(InputError, match=r"--since '2026-13-01': give a date as YYYY-MM-DD"):
        Day().convert("2026-13-01", None, None)


def test_a_file_option_hands_the_command_a_path_named_after_its_kind() -> None:
    @click.command()
    @file_option("csv", "A table.")
    def command(csv_path: Path | None) -> None:
        click.echo(repr(csv_path))

    assert CliRunner().invoke(command, ["--csv", "night.csv"]).output == (
        f"{Path('night.csv')!r}\n"
    )
    assert "--csv FILE  A table." in CliRunner().invoke(command, ["--help"]).output


def test_a_rules_file_reads_its_rules_table_or_its_top_level(tmp_path: Path) -> None:
    table, top = tmp_path / "table.toml", tmp_path / "top.toml"
    table.write_text("[rules]\nstrict = true\n", encoding="utf-8")
    top.write_text("strict = true\n", encoding="utf-8")
    assert read_rules(table) == read_rules(top)
    assert read_rules(table)["strict"] is True


def test_a_rules_file_that_is_no_table_or_not_utf8_is_one_line(tmp_path: Path) -> None:
    rules, latin = tmp_path / "rules.toml", tmp_path / "latin.toml"
    rules.write_text('rules = "strict"\n', encoding="utf-8")
    latin.write_bytes("# café\n".encode("latin-1"))
    with pytest.raises(InputError, match="must be a table of rule settings"):
        read_rules(rules)
    with pytest.raises(InputError, match="it is not UTF-8 text"):
        read_toml_text(latin, f"--rules {latin}", "it")


def test_a_folder_is_not_read_as_a_rules_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"not a regular file, so not it|cannot read it"):
        read_toml_text(tmp_path, f"--rules {tmp_path}", "it")
