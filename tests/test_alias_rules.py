"""``alias`` joins two names of one person, never two players of one game, and stats
cannot be broken by what the aliases setting holds.

Two players who sat at one table are two people: ``alias`` refuses to join them (one
line naming the game, exit 2), alias chains included (Rob -> Robert -> Bob). An aliases
setting written by an older version or by hand that joins them anyway is set aside for
that game; one that is not JSON, or not an object of names, is named in one line. Alias
names follow the rules of player names, through the same function.
"""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import ok, qs, refused
from click.testing import CliRunner
from legacy_settings import carry_legacy_setting

from quiddler_score.cli import cli


def finished_game(*players: str) -> None:
    """A whole game by commands: every player keeps the same vowels in every round, so
    every total is 0 and every game is a win shared by all."""
    ok("new", *players)
    for number in range(1, 9):
        for player in players:
            ok("record", player, "--unused", " ".join(("aeio" * 3)[: number + 2]))


def set_aliases(text: str) -> None:
    """The aliases setting as an older version, or a hand, wrote it, carried over."""
    carry_legacy_setting(Path(os.environ["QUIDDLER_DB"]), "aliases", text)


def stats_json() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CliRunner().invoke(cli, ["stats", "--json"]).stdout)
    return data


def games_per_person(data: dict[str, Any]) -> dict[str, int]:
    return {row["name"]: row["games"] for row in data["players"]}


# Item 4: two players of one game are never one person.


def test_alias_refuses_two_names_that_sat_at_one_table_naming_the_game() -> None:
    finished_game("Bob", "Robert")
    message = refused("alias", "Bob", "Robert")
    assert "Bob and Robert would be one person, but both played in game 1 'Bob vs Robert'" in (
        message
    )
    assert "No aliases" in ok("alias")


def test_alias_refuses_a_chain_that_would_join_two_players_of_one_game() -> None:
    # Rob played Bob; Robert never played either. Rob is Robert is fine; Robert is Bob
    # would make Rob and Bob one person.
    finished_game("Rob", "Bob")
    finished_game("Robert", "Ann")
    assert "Rob is Robert too" in ok("alias", "Robert", "Rob")
    message = refused("alias", "Bob", "Robert")
    assert "Rob and Bob would be one person, but both played in game 1 'Rob vs Bob'" in message
    assert ok("alias").splitlines() == ["rob is Robert"]


def test_alias_still_joins_names_that_never_met() -> None:
    finished_game("Bob", "Ann")
    finished_game("Robert", "Ann")
    assert "Robert is Bob too" in ok("alias", "Bob", "Robert")
    assert games_per_person(stats_json()) == {"Ann": 2, "Bob": 2}


def test_stats_keeps_apart_two_players_of_one_game_that_an_old_alias_joins() -> None:
    # Written by a version that did not check: Robert is Bob, yet they played each other.
    # openskill would be handed one team and fail on every stats until the alias went.
    finished_game("Bob", "Robert")
    set_aliases('{"robert": "Bob"}')
    result = qs("stats")
    assert result.exit_code == 0, result.output
    assert result.output.count("! game 1 'Bob vs Robert': Bob and Robert both played") == 1
    assert "1 finished game" in result.output
    data = stats_json()
    assert data["games"] == 1
    assert games_per_person(data) == {"Bob": 1, "Robert": 1}
    assert data["head_to_head"] == {"Bob": {"Robert": 1}, "Robert": {"Bob": 1}}


def test_stats_counts_each_seat_once_when_an_old_alias_joins_two_of_three_players() -> None:
    # Game 1: Ann, Bob, Robert at one table; game 2: Robert and Ann. Robert is Bob in
    # game 2 only: Bob 2 games (one as Robert), Robert 1 (game 1, kept apart), Ann 2.
    # Before, Bob had 2 games of "1 finished game".
    finished_game("Ann", "Bob", "Robert")
    finished_game("Robert", "Ann")
    set_aliases('{"robert": "Bob"}')
    data = stats_json()
    assert data["games"] == 2
    assert games_per_person(data) == {"Ann": 2, "Bob": 2, "Robert": 1}
    assert sum(games_per_person(data).values()) == 3 + 2  # every seat of every game, once
    assert data["head_to_head"]["Ann"] == {"Bob": 2, "Robert": 1}


@pytest.mark.parametrize(
    ("setting", "named"),
    [
        ("{bad", "the aliases setting is not valid JSON"),
        ('["robert", "Bob"]', "the aliases setting is not a JSON object"),
        ('"Bob"', "the aliases setting is not a JSON object"),
    ],
)
def test_an_aliases_setting_that_cannot_be_read_is_named_in_one_line(
    setting: str, named: str
) -> None:
    finished_game("Bob", "Ann")
    set_aliases(setting)
    result = CliRunner().invoke(cli, ["stats"])
    assert result.exit_code == 0 and "Traceback" not in result.output
    assert " ".join(line.strip() for line in result.stderr.splitlines()) == (
        f"! {named}, so no alias is read: every name counts as a person of its own until "
        "an alias is added"
    )
    assert games_per_person(stats_json()) == {"Ann": 1, "Bob": 1}
    listing = CliRunner().invoke(cli, ["alias"])
    assert listing.exit_code == 0 and named in listing.stderr
    # Adding an alias writes the setting anew.
    assert "Robert is Bob too" in ok("alias", "Bob", "Robert")
    assert CliRunner().invoke(cli, ["stats"]).stderr == ""


def test_an_alias_entry_that_is_no_name_is_set_aside_and_the_rest_are_read() -> None:
    finished_game("Bob", "Ann")
    finished_game("Robert", "Ann")
    set_aliases('{"robert": "Bob", "rob": 5, "zed": ""}')
    result = CliRunner().invoke(cli, ["stats", "--json"])
    assert result.exit_code == 0
    assert "! the alias 'rob' of 5 is set aside" in result.stderr
    assert "! the alias 'zed' of '' is set aside" in result.stderr
    assert games_per_person(json.loads(result.stdout)) == {"Ann": 2, "Bob": 2}


def test_old_aliases_in_a_chain_or_a_loop_are_one_person() -> None:
    finished_game("Rob", "Ann")
    finished_game("Robert", "Ann")
    finished_game("Bob", "Ann")
    set_aliases('{"rob": "Robert", "robert": "Bob"}')  # a chain, as written by hand
    assert games_per_person(stats_json()) == {"Ann": 3, "Bob": 3}
    set_aliases('{"rob": "Robert", "robert": "Rob"}')  # a loop
    assert games_per_person(stats_json())["Ann"] == 3
    assert sorted(games_per_person(stats_json()).values()) == [1, 2, 3]


# Item 10: alias names follow the rules of player names.

PWNED = "\x1b]0;PWNED\x07Boss"


@pytest.mark.parametrize(
    ("name", "detail"),
    [
        (PWNED, "not U+001B (a control character)"),
        ("Ann\ufe0f", "not U+FE0F (VARIATION SELECTOR-16)"),
        ("Zo\u200be", "not U+200B (ZERO WIDTH SPACE)"),
        ("x" * 41, "a name has at most 40 characters"),
        ("\u0301", "a name needs a letter or a sign, not only accents"),
    ],
)
def test_an_alias_name_is_refused_as_a_player_name_is(name: str, detail: str) -> None:
    as_player = refused("new", "Bob", name)
    assert detail in as_player
    finished_game("Bob", "Ann")
    for args in (("alias", "Bob", name), ("alias", name, "Robert")):
        message = refused(*args)
        assert detail in message
        assert "\x1b" not in message and "\x07" not in message
        # the same words as for a player: one function says both
        assert message.removeprefix("Error: alias: ") == as_player.removeprefix("Error: ")
    assert "No aliases" in ok("alias")


def test_an_old_alias_with_control_characters_never_reaches_the_terminal_or_the_csv(
    tmp_path: Path,
) -> None:
    finished_game("Bob", "Ann")
    set_aliases(json.dumps({"bob": PWNED}))
    for args in (["stats"], ["alias"], ["stats", "--csv", str(tmp_path / "stats.csv")]):
        result = CliRunner().invoke(cli, args)
        assert result.exit_code == 0, result.output
        assert "\x1b" not in result.output and "\x07" not in result.output
        assert "set aside" in result.stderr and "U+001B" in result.stderr
    csv = (tmp_path / "stats.csv").read_text(encoding="utf-8-sig")
    assert "\x1b" not in csv and "Bob" in csv


def test_an_alias_another_program_kept_as_bytes_leaves_stats_in_one_piece() -> None:
    finished_game("Ann", "Bob")
    with sqlite3.connect(os.environ["QUIDDLER_DB"]) as conn:
        conn.execute("INSERT INTO aliases VALUES (?, 'Bob')", (b"robert",))
    conn.close()
    result = qs("stats", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["games"] == 1


# One table, one person each: no change joins two people who sat at one table.


def test_a_new_game_of_two_names_of_one_person_is_refused() -> None:
    ok("new", "Ann", "Cy")
    ok("alias", "Bob", "Robert")
    said = refused("new", "Bob", "Robert")
    assert "new: Bob and Robert are one person by an alias (Robert is Bob)" in said
    assert "alias --remove Robert" in said
    assert "Bob vs Robert" not in ok("games")


def test_a_rename_that_seats_two_names_of_one_person_at_one_table_is_refused() -> None:
    ok("new", "Bob", "Rob")
    ok("alias", "Bob", "Robert")
    said = refused("rename", "Rob", "Robert")
    assert "rename: Bob and Robert are one person by an alias (Robert is Bob)" in said
    assert "Bob vs Rob" in ok("games")


def test_restoring_a_game_whose_two_players_an_alias_made_one_person_is_refused() -> None:
    ok("new", "Bob", "Robert")
    ok("delete", "1", "--yes")
    ok("alias", "Bob", "Robert")  # no game in the list has them both
    said = refused("restore", "1")
    assert "restore: Bob and Robert are one person by an alias (Robert is Bob)" in said
    assert "No games" in ok("games") or "Bob vs Robert" not in ok("games")
