"""What reaches a terminal is clean: escape codes shown by their code, values cut with
their length said, widths bounded, arguments that are not text refused in one line,
piped lines without the spaces that pad them."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from cli_helpers import ok, qs, refused

from quiddler_score.engine.shown_text import (
    LONGEST_MESSAGE,
    SHOWN_LIMIT,
    clipped,
    one_line_message,
    printable,
)

# What a terminal obeys: a title set by OSC and BEL, the screen cleared by CSI, the
# one-character CSI of C1, a backspace, DEL, a carriage return, a bidi override.
OBEYED = ["\x1b]0;PWN\x07", "\x1b[2J", "\x9b2J", "\x08", "\x7f", "\r", "\u202e", "\u2028"]


def no_escape_codes(text: str) -> bool:
    return not any(code in text for code in ("\x1b", "\x9b", "\x07", "\x08", "\x7f", "\r"))


@pytest.mark.parametrize("obeyed", OBEYED)
def test_every_character_a_terminal_obeys_is_shown_by_its_code(obeyed: str) -> None:
    shown = printable(f"hi{obeyed}there")
    assert shown.startswith("hi") and shown.endswith("there")
    assert shown.isprintable()
    assert "\\x" in shown or "\\u" in shown


def test_text_as_people_write_it_is_shown_as_it_is() -> None:
    # Accents, a no-break space, a tab, an emoji family joined by U+200D.
    text = "Chloé\u00a0: naïve\tœuvre \U0001f468\u200d\U0001f469\u200d\U0001f467"
    assert printable(text) == text


def test_a_newline_is_kept_only_where_text_is_printed_as_lines() -> None:
    assert printable("a\nb") == "a\\x0ab"
    assert printable("a\nb", lines=True) == "a\nb"


def test_a_byte_that_was_not_utf8_is_shown_as_that_byte() -> None:
    assert printable("Sat\udcff") == "Sat\\xff"


def test_a_value_is_cut_only_past_the_limit_and_says_its_length() -> None:
    at_limit = "x" * SHOWN_LIMIT
    assert clipped(at_limit) == at_limit
    assert clipped(at_limit, quotes="''") == f"'{at_limit}'"
    one_past = "x" * (SHOWN_LIMIT + 1)
    assert clipped(one_past) == "x" * (SHOWN_LIMIT - 1) + f"… ({SHOWN_LIMIT + 1} characters)"
    assert clipped("y" * 120_000, quotes="''") == (
        "'" + "y" * (SHOWN_LIMIT - 1) + "…' (120,000 characters)"
    )


def test_an_error_message_keeps_a_quoted_value_in_its_quotes_when_cut() -> None:
    message = one_line_message("player '" + "x" * 120_000 + "' is not playing in this game")
    assert message == (
        "player '" + "x" * (SHOWN_LIMIT - 1) + "…' (120,000 characters) is not playing in this game"
    )


def test_an_error_message_of_many_short_values_is_cut_at_its_limit() -> None:
    message = one_line_message("word " * 1000)  # 5,000 characters, no long run
    assert len(message) < LONGEST_MESSAGE + 40
    assert message.endswith("(a message of 5,000 characters)")


BIG = "x" * 120_000


@pytest.mark.parametrize(
    "command",
    [
        ["record", BIG, "cat"],
        ["record", "Ann", BIG],
        ["new", "Ann", BIG],
        ["house", "show", BIG],
        ["alias", "Ann", BIG],
        ["open", BIG],
        ["board", "--game", BIG],
        ["dictionaries", BIG],
        ["check", BIG],
        ["new", "Ann", "Bob", "-d", BIG],
    ],
    ids=lambda command: " ".join(part if part != BIG else "BIG" for part in command),
)
def test_a_120_kb_argument_comes_back_cut_to_a_line(command: list[str]) -> None:
    ok("new", "Ann", "Bob")
    result = qs(*command)
    assert result.exit_code != 0
    assert len(result.output) < 400, result.output[:400]
    assert "characters" in result.output or "…" in result.output


def test_notes_edited_in_sql_are_shown_by_their_codes_by_house_show_and_new(
    tmp_path: Path,
) -> None:
    db = tmp_path / "games.sqlite3"
    ok("house", "save", "Sat", "--notes", "plain", db=db)
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE house_rules SET notes = ?", ("\x1b]0;PWN\x07\x1b[2J hi",))
    conn.close()
    for command in (
        ["house", "show", "Sat"],
        ["house", "list"],
        ["new", "A", "B", "--house", "Sat"],
    ):
        out = ok(*command, db=db)
        assert no_escape_codes(out), command
    assert "\\x1b]0;PWN\\x07\\x1b[2J hi" in ok("house", "show", "Sat", db=db)


def test_typed_notes_that_would_turn_the_line_around_are_refused() -> None:
    said = refused("house", "save", "Sat", "--notes", "a\u202eb")
    assert "the notes hold a format character (it turns or hides the text around it)" in said
    assert "U+202E, at character 2" in said


@pytest.mark.parametrize("obeyed", OBEYED)
def test_check_shows_a_typed_word_by_its_codes(obeyed: str) -> None:
    result = qs("check", f"d{obeyed}og", "cat")
    assert result.exit_code == 1
    assert no_escape_codes(result.output)
    assert "\u202e" not in result.output and "\u2028" not in result.output


def test_paths_are_shown_by_their_codes_when_written_and_in_errors(tmp_path: Path) -> None:
    ok("new", "Ann", "Bob")
    target = tmp_path / "a\x1b[2Jb.csv"
    wrote = ok("export", "--csv", str(target))
    assert target.exists()
    assert "a\\x1b[2Jb.csv" in wrote and no_escape_codes(wrote)
    backup = ok("backup", str(tmp_path / "b\x1b]0;T\x07"))
    assert no_escape_codes(backup)
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("")
    for command in (
        ["export", "--csv", str(not_a_folder / "\x1b[2J.csv")],
        ["new", "A", "B", "--rules", str(not_a_folder / "\x1b[2J")],
        ["new", "A", "B", "-d", f"file:{not_a_folder}/\x1b[2J"],
        ["--db", str(not_a_folder / "\x1b[2J" / "g.sqlite3"), "new", "A", "B"],
    ):
        result = qs(*command)
        assert result.exit_code == 2, command
        assert "\\x1b[2J" in result.output and no_escape_codes(result.output), command


def test_an_alias_typed_with_a_carriage_return_is_told_back_without_it() -> None:
    ok("new", "Ann", "Bob")
    out = ok("alias", "Ann", "\rFAKE")
    assert out == "FAKE is Ann too (alias --remove FAKE takes it back).\n"


def test_an_argument_that_is_not_utf8_is_refused_naming_it() -> None:
    said = refused("house", "save", "Sat", "--notes", "\udcff")
    assert said == (
        "Error: argument 5 (after --notes) is not UTF-8 text: '\\xff' at character 1;"
        " type it again, or rename the file it names\n"
    )
    assert ok("house", "list").count("Sat") == 0


def test_a_real_file_whose_name_is_not_utf8_is_refused_before_anything_is_written(
    tmp_path: Path,
) -> None:
    # As a shell passes it: the bytes of the name, in a real process.
    folder = os.fsencode(tmp_path)
    name = folder + b"/w\xff.txt"
    with open(name, "wb") as words:
        words.write(b"cat\n")
    db = tmp_path / "g.sqlite3"
    line = [sys.executable, "-m", "quiddler_score", "--db", db, "new", "Ann", "Bob", "-d"]
    done = subprocess.run(
        [*map(os.fsencode, line), b"file:" + name],
        capture_output=True,
    )
    assert done.returncode == 2
    err = done.stderr.decode()
    assert err.startswith("Error: argument 7 (after -d) is not UTF-8 text: '…")
    byte = len("file:") + len(folder) + len("/w") + 1  # where the \xff is, counted from 1
    assert f"/w\\xff.txt' at character {byte}; type it again" in err
    assert "Traceback" not in err and len(err.splitlines()) == 1
    assert not db.exists()


def test_a_database_named_in_quiddler_db_that_is_not_utf8_is_refused() -> None:
    result = qs("games", env={"QUIDDLER_DB": "g\udcff.sqlite3"})
    assert result.exit_code == 2
    assert (
        result.output == "Error: QUIDDLER_DB is not UTF-8 text: 'g\\xff.sqlite3' at character 2\n"
    )


@pytest.mark.parametrize(("columns", "widest"), [(500, 500), (501, 500), (99_999_999, 500)])
def test_the_width_a_screen_is_laid_out_for_is_at_most_500(columns: int, widest: int) -> None:
    out = ok("demo", columns=columns)
    assert max(len(line) for line in out.splitlines()) <= widest
    assert len(out) < 100_000  # the board, not a hundred million spaces a line


def test_at_499_columns_a_screen_is_laid_out_for_499(monkeypatch: pytest.MonkeyPatch) -> None:
    from quiddler_score.cli.echo import terminal_width
    from quiddler_score.present.console import make_console

    monkeypatch.setenv("COLUMNS", "499")
    assert (terminal_width(), make_console().width) == (499, 499)
    monkeypatch.setenv("COLUMNS", "501")
    assert (terminal_width(), make_console().width) == (500, 500)


@pytest.mark.parametrize(
    "command",
    [["demo"], ["board"], ["board", "--rounds"], ["history"], ["stats"], ["games"]],
)
def test_piped_lines_end_where_their_text_does(command: list[str]) -> None:
    ok("new", "Ann", "Bob")
    ok("record", "Ann", "cat")
    ok("record", "Bob", "ox", "--unused", "e")
    out = ok(*command)
    trailing = [line for line in out.splitlines() if line != line.rstrip()]
    assert trailing == []
