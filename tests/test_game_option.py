"""--game: each command that reads or writes a game can name it, so two tables keep score
in one database without `open`."""

from __future__ import annotations

import json

import pytest
from cli_helpers import ok, qs, refused


def two_tables() -> None:
    """Game 1 "table one" (Ann, Bob), then game 2 "table two" (Ann, Bob), the current one."""
    ok("new", "Ann", "Bob", "--name", "table one")
    ok("new", "Ann", "Bob", "--name", "table two")


def totals(game: str) -> dict[str, int]:
    totals: dict[str, int] = json.loads(ok("board", "--json", "--game", game))["totals"]
    return totals


def round_one(*game: str, env: dict[str, str] | None = None) -> None:
    """Ann: OX 14 - E 2 = 12; Bob: AT 5 - E 2 = 3; both words of two letters, one word
    each, so neither bonus is won (ties: nobody)."""
    ok("record", *game, "ann", "ox", "-u", "e", env=env)
    ok("record", *game, "bob", "at", "-u", "e", env=env)


def test_record_with_game_writes_to_that_game_not_the_current_one() -> None:
    two_tables()
    round_one("--game", "table one")
    assert totals("table one") == {"Ann": 12, "Bob": 3}
    assert totals("table two") == {"Ann": 0, "Bob": 0}
    assert totals("2") == totals("table two")  # an id names a game as well as its name


def test_every_game_command_takes_game(tmp_path: pytest.TempPathFactory) -> None:
    two_tables()
    one = ["--game", "1"]
    round_one(*one)
    ok("challenge", *one, "bob", "ann", "ox")
    assert "OX" in ok("history", *one)
    ok("undo", *one)
    ok("redo", *one)
    ok("rename", *one, "bob", "Robert")
    ok("rename-game", *one, "the first table")
    assert "Robert" in ok("board", *one, "--rounds")
    csv = tmp_path / "one.csv"  # type: ignore[operator]
    ok("export", *one, "--csv", str(csv))
    assert "Robert" in csv.read_text(encoding="utf-8-sig")
    # None of it touched the current game.
    assert "OX" not in ok("history")
    assert totals("table two") == {"Ann": 0, "Bob": 0}


def test_quiddler_game_in_the_environment_names_the_game() -> None:
    two_tables()
    round_one(env={"QUIDDLER_GAME": "table one"})
    assert totals("table one") == {"Ann": 12, "Bob": 3}
    assert totals("table two") == {"Ann": 0, "Bob": 0}


def test_a_game_that_is_not_there_is_one_line() -> None:
    two_tables()
    assert "table nine" in refused("record", "--game", "table nine", "ann", "ox", "-u", "e")
    assert refused("board", "--game", "7")


def test_play_carries_on_the_game_named() -> None:
    two_tables()
    shown = qs("play", "--game", "table one", input="q\n").output
    assert "Carrying on game 1" in shown


def test_play_refuses_new_with_a_game_named() -> None:
    two_tables()
    assert "--new" in refused("play", "--new", "--game", "table one")
