"""Plain mode (``--plain``, QUIDDLER_PLAIN=1, TERM=dumb): every screen said in sentences.

Read as a screen reader reads it: no character outside the plain set, and every fact of
``board --json`` said in words, at 40 columns as at 120.
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest
from cli_helpers import ok
from environment import saving_to
from test_play import WHOLE_GAME

# What a screen reader says as it is: letters of any script (with their combining
# marks), digits, space and ASCII punctuation. Typographic quotes and apostrophes are
# read as the plain ones are, and come only from names as they were typed.
TYPOGRAPHIC = "‘’“”"


def unplain(text: str) -> set[str]:
    """The characters of ``text`` a screen reader would read as a symbol's name, or not at all."""
    return {
        character
        for character in text
        if not (" " <= character <= "~" or character == "\n" or character in TYPOGRAPHIC)
        and unicodedata.category(character)[0] not in "LM"
        and unicodedata.category(character) != "Nd"
    }


def read(text: str) -> str:
    """The output as heard: wrapped lines read on as one text, spaces run together."""
    return re.sub(r"\s+", " ", text)


def number(value: int) -> str:
    return f"minus {-value}" if value < 0 else str(value)


@pytest.fixture(scope="module")
def evening(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample evening, played to its end through play in plain mode."""
    db = tmp_path_factory.mktemp("plain") / "games.sqlite3"
    with saving_to(db):
        ok("--plain", "play", input="".join(f"{answer}\n" for answer in WHOLE_GAME))
    return db


@pytest.mark.parametrize("columns", [40, 120])
@pytest.mark.parametrize("command", ["board", "stats", "rulings", "games", "history"])
def test_each_command_in_plain_mode_says_only_plain_characters(
    evening: Path, command: str, columns: int
) -> None:
    with saving_to(evening):
        out = ok("--plain", command, columns=columns)
    assert out.strip()
    assert unplain(out) == set(), out
    assert all(len(line) <= columns for line in out.splitlines()), out


@pytest.mark.parametrize("columns", [40, 120])
def test_the_plain_board_says_every_fact_of_board_json(evening: Path, columns: int) -> None:
    with saving_to(evening):
        board = json.loads(ok("board", "--json"))
        heard = read(ok("--plain", "board", columns=columns))
    rounds = board["rounds"]
    for number_, result in enumerate(rounds, start=1):
        start = heard.index(f"Round {number_}: {result['cards']} cards, {result['dealer']} deals")
        end = heard.index(f"Round {number_ + 1}:") if number_ < len(rounds) else len(heard)
        said = heard[start:end]
        assert f"{result['first_player']} plays first" in said
        for player, p in result["players"].items():
            sentence = said[said.index(f"{player}: ") :]
            sentence = sentence[: sentence.index(f"total {p['total']}.")]
            words = " and ".join(p["words"]) or "no words"
            assert sentence.startswith(f"{player}: {words}, {p['word_points']} points"), sentence
            if p["unused"]:
                unused = " ".join(p["unused"])
                assert f"unused {unused}, minus {p['unused_points']}" in sentence
            for word in p["struck"]:
                assert f"struck {word}" in sentence
            if p["struck_points"]:
                assert f"minus {p['struck_points']}" in sentence
            assert ("went out" in sentence) == p["went_out"]
            for bonus in p["bonuses"]:
                assert f"{bonus} bonus 10" in sentence
            if p["penalty"]:
                assert f"challenge penalty {p['penalty']}" in sentence
            assert sentence.endswith(f"round {number(p['round_score'])}, "), sentence
            for note in p["notes"]:
                assert read(note) in said
        for challenge in result["challenges"]:
            assert f"challenged {challenge['player']}'s {challenge['word']}" in said
    totals = ", ".join(f"{player} {total}" for player, total in board["totals"].items())
    assert f"Totals: {totals}." in heard
    assert "Bob wins with 217 points." in heard
    for player in board["players"]:
        running = ", ".join(str(r["players"][player]["total"]) for r in rounds)
        assert f"{player}: {running}." in heard


def test_plain_mode_is_asked_by_option_by_environment_or_by_a_dumb_terminal(
    evening: Path,
) -> None:
    with saving_to(evening):
        plain = ok("--plain", "board")
        assert ok("board", env={"QUIDDLER_PLAIN": "1"}) == plain
        assert ok("board", env={"TERM": "dumb"}) == plain
        assert ok("board") != plain
        assert ok("--plain", "board", "--json") == ok("board", "--json")


def test_the_plain_stats_say_each_table_row_as_a_sentence(evening: Path) -> None:
    with saving_to(evening):
        heard = read(ok("--plain", "stats"))
    assert "player: Bob, games: 1, wins: 1, win rate: 100%, average: 217" in heard
    assert "plus or minus" in heard
