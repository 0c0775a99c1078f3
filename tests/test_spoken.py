"""Marks and symbols said as words, for plain mode."""

from __future__ import annotations

import pytest

from quiddler_score.present.spoken import number, plain_wanted, spoken


def test_each_mark_of_the_board_is_said_as_its_words() -> None:
    assert spoken("★ ▲ ⚑ ↑") == "longest word most words challenge penalty went out"


def test_a_minus_sign_before_a_number_is_said_and_a_dash_elsewhere() -> None:
    assert spoken("unused E (−2); words − unused") == "unused E (minus 2); words - unused"


def test_a_tick_cross_or_bang_opening_a_line_says_what_happened() -> None:
    said = spoken("✓ Bob: OX (14)\n✗ round 1: too many\n  ! QAT: not found\nlarge ✓")
    assert (
        said
        == "Recorded. Bob: OX (14)\nNot taken: round 1: too many\n  Warning: QAT: not found\nlarge yes"
    )


def test_drawn_lines_and_chart_bars_are_said_as_nothing() -> None:
    assert spoken("│ Ann ▁▄█ │") == " Ann  "


def test_a_negative_number_is_said_with_minus() -> None:
    assert (number(-18), number(0), number(38)) == ("minus 18", "0", "38")


@pytest.mark.parametrize(
    ("plain", "term", "wanted"),
    [("1", "xterm", True), ("0", "xterm", False), ("", "dumb", True), ("", "xterm", False)],
)
def test_plain_mode_is_wanted_by_quiddler_plain_or_a_dumb_terminal(
    monkeypatch: pytest.MonkeyPatch, plain: str, term: str, wanted: bool
) -> None:
    monkeypatch.setenv("QUIDDLER_PLAIN", plain)
    monkeypatch.setenv("TERM", term)
    assert plain_wanted() is wanted
