"""A player's name is found the way people type it: any case, no accents, spaces, a start.

Chloé is chloe, CHLOE, `` chloé `` and chl to every command and play question that takes
a player, and to stats and alias across games. Two players whose names fold alike
(Chloé and Chloe) are told apart only by typing one as seated; a name that fits no one
is one line naming who there is, exit 2.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import ok, qs, refused
from hypothesis import given
from hypothesis import strategies as st
from legacy_settings import carry_legacy_setting

from quiddler_score.engine.errors import UnknownPlayer
from quiddler_score.engine.players import fold_name, resolve_player


def finished_game(*players: str) -> None:
    """A whole game by commands: every player keeps vowels unused in every round."""
    ok("new", *players)
    for number in range(1, 9):
        for player in players:
            ok("record", player, "--unused", " ".join(("aeio" * 3)[: number + 2]))


def hands(number: int = 1) -> dict[str, Any]:
    board: dict[str, Any] = json.loads(ok("board", "--json"))
    return {p: h for p, h in board["rounds"][number - 1]["players"].items() if h}


@pytest.mark.parametrize("typed", ["chloe", "CHLOE", " chloé ", "Chloé", "chl", "CHLO"])
def test_record_finds_chloe_in_any_case_without_accents_or_by_a_start(typed: str) -> None:
    ok("new", "Chloé", "Ann")
    assert "Round 1, Chloé: OX (14)" in ok("record", typed, "ox", "--unused", "e")


def test_two_names_alike_but_for_accents_or_case_cannot_both_be_seated() -> None:
    # One name is one person in stats, and either may be typed without its accent.
    message = refused("new", "Chloé", "Chloe", "Ann")
    assert "'Chloé' and 'Chloe' are one name to the scorekeeper" in message
    assert "such as Chloe B" in message
    assert "are one name" in refused("new", "Ølaf", "Olaf")
    ok("new", "Chloé", "Chloe B", "Ann")
    assert "are one name" in refused("rename", "ann", "CHLOE")


def test_players_seated_alike_before_are_told_apart_only_as_seated() -> None:
    # A game seated before names were folded may hold Chloé and Chloe.
    seated = ["Chloé", "Chloe"]
    for typed in ("chloe", "CHLOE", "chl"):
        with pytest.raises(UnknownPlayer, match="could be Chloé or Chloe: type it as seated"):
            resolve_player(seated, typed)
    assert resolve_player(seated, "Chloe") == "Chloe"
    assert resolve_player(seated, "CHLOÉ") == "Chloé"  # accents typed say which one


def test_a_name_that_folds_to_nothing_is_neither_seated_nor_matched() -> None:
    accent_only = "\u0301"
    assert "not only accents" in refused("new", "Ann", accent_only)
    ok("new", "Ann", "Bob")
    assert "not only accents" in refused("rename", "bob", accent_only)
    assert "give a player's name" in refused("record", " ", "ox", "--unused", "e")


def test_a_stroked_letter_is_typed_as_its_plain_letter() -> None:
    ok("new", "Ølaf", "Łukasz")
    assert "Round 1, Ølaf: OX" in ok("record", "olaf", "ox", "--unused", "e")
    assert "Łukasz: AT" in ok("record", "LUKASZ", "at", "--unused", "e")


def test_a_name_that_fits_no_one_is_one_line_naming_the_players() -> None:
    ok("new", "Chloé", "Ann", "Bob")
    message = refused("record", "zed", "ox", "--unused", "e")
    assert "player 'zed' is not playing in this game" in message
    assert "players: Chloé, Ann, Bob" in message
    assert "did you mean Chloé?" in refused("record", "cloe", "ox", "--unused", "e")


def test_challenge_and_rename_find_players_as_typed() -> None:
    ok("new", "Chloé", "Ann")
    ok("record", "ANN", "ox", "--unused", "e")
    ok("record", "chloe", "at", "--unused", "e")
    assert "OX" in ok("challenge", "chloe", "ann", "ox")
    assert "Chloé is now Zoé" in ok("rename", " CHLOE ", "Zoé")
    assert list(hands()) == ["Zoé", "Ann"]


def test_stats_chloe_shows_chloes_row() -> None:
    finished_game("Chloé", "Ann")
    rows = json.loads(ok("stats", "chloe", "--json"))["players"]
    assert [row["name"] for row in rows] == ["Chloé"]
    assert "Chloé" in ok("stats", "CHL")


def test_chloe_in_one_game_and_chloe_with_an_accent_in_another_are_one_person() -> None:
    finished_game("Chloé", "Ann")
    finished_game("Chloe", "Ann")
    rows = json.loads(ok("stats", "--json"))["players"]
    assert sorted((row["name"], row["games"]) for row in rows) == [("Ann", 2), ("Chloé", 2)]


def test_stats_nobody_exits_2_naming_the_players() -> None:
    finished_game("Chloé", "Ann")
    message = refused("stats", "nobody")
    assert "stats: player 'nobody' has played no saved game" in message
    assert "players: Ann, Chloé" in message


def test_stats_for_a_name_with_no_games_at_all_exits_2(tmp_path: Path) -> None:
    message = refused("--db", str(tmp_path / "none.sqlite3"), "stats", "bob")
    assert "'bob' has played no saved game (no players yet)" in message


def test_alias_and_its_removal_accept_names_as_typed() -> None:
    finished_game("Chloé", "Ann")
    finished_game("Clo", "Ann")
    assert "Clo is Chloé too" in ok("alias", "chloe", "Clo")
    rows = json.loads(ok("stats", "--json"))["players"]
    assert sorted((row["name"], row["games"]) for row in rows) == [("Ann", 2), ("Chloé", 2)]
    assert "CLO is no longer Chloé" in ok("alias", "--remove", "CLO")


def test_an_alias_saved_under_an_accented_key_is_still_read() -> None:
    finished_game("Chloé", "Ann")
    finished_game("René", "Ann")
    # As an earlier version saved it: the key kept its accent.
    carry_legacy_setting(
        Path(os.environ["QUIDDLER_DB"]),
        "aliases",
        json.dumps({"rené": "Chloé"}, ensure_ascii=False),
    )
    rows = json.loads(ok("stats", "--json"))["players"]
    assert sorted((row["name"], row["games"]) for row in rows) == [("Ann", 2), ("Chloé", 2)]
    assert "rene is Chloé" in ok("alias")
    assert "Rene is no longer Chloé" in ok("alias", "--remove", "Rene")


def test_the_play_challenge_line_finds_chloe() -> None:
    # Chloé deals, so Ann plays first: AT, then Chloé's OX; Chloé challenges Ann's AT.
    answers = ["Chloé, Ann", "", "", "", "", "at", "e", "ox", "e", "chloe ann at", "", "", "q"]
    result = qs("play", input="".join(f"{line}\n" for line in answers))
    assert "✓ Ann's AT stands; Chloé loses 5 points this round." in result.output


def test_who_went_out_in_play_takes_a_folded_name() -> None:
    answers = ["Chloé, Ann", "", "", "", "CHLOE", "at", "e", "cat", "q"]
    result = qs("play", input="".join(f"{line}\n" for line in answers))
    assert "✓ Chloé: CAT" in result.output and "✗" not in result.output


NAMES = st.text(
    st.characters(categories=("L", "M", "N", "Zs", "Pd", "Po")), min_size=1, max_size=12
).map(str.strip)
SEATED = st.lists(NAMES.filter(fold_name), min_size=1, max_size=8, unique_by=fold_name)


@given(SEATED)
def test_each_seated_player_is_found_folded_upper_cased_and_padded(players: list[str]) -> None:
    for player in players:
        for typed in (fold_name(player), player.upper(), f"  {player} "):
            assert resolve_player(players, typed) == player, typed


def test_resolve_player_refuses_two_names_that_fold_alike_naming_both() -> None:
    with pytest.raises(UnknownPlayer, match="could be Chloé or Chloe"):
        resolve_player(["Chloé", "Chloe", "Ann"], "chloe")
    assert resolve_player(["Chloé", "Chloe", "Ann"], "Chloe") == "Chloe"


def test_head_to_head_is_one_row_for_one_person_under_two_spellings() -> None:
    finished_game("Chloé", "Ann")
    finished_game("chloe", "Ann")
    head_to_head = json.loads(ok("stats", "--json"))["head_to_head"]
    assert set(head_to_head) == {"Chloé", "Ann"}
    assert set(head_to_head["Ann"]) == {"Chloé"}


def test_alias_finds_the_person_by_the_start_of_the_name_they_played_as() -> None:
    finished_game("Zoë Ølaf", "Ann")
    assert "Zo is Zoë Ølaf too" in ok("alias", "zoe", "Zo")


def test_accented_names_are_keyed_without_the_confusables_table() -> None:
    # Importing confusable_homoglyphs takes a fifth of a second: only a name with a letter
    # of another script (Cyrillic А) needs it; accents and fullwidth letters fold away.
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from quiddler_score.engine.table import name_key\n"
        "keys = [name_key(n) for n in ('Chloé', 'Ølaf', 'Ａnn')]\n"
        "print(keys, 'confusable_homoglyphs' in sys.modules)\n"
        "print(name_key('\\u0410nn'), 'confusable_homoglyphs' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stdout.splitlines() == ["['chloe', 'olaf', 'ann'] False", "ann True"]
