"""A saved game keeps the names it seated: the rules for new names have grown stricter
(names alike but for accents, invisible characters), and a game saved before must stay
readable, correctable and counted, while new names meet today's rules."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from cli_helpers import ok, qs

from quiddler_score.games.events import GameCreated, encode
from quiddler_score.games.log.store import Store


def seated_long_ago(*players: str) -> None:
    """A game as an older version kept it: its seating written as it was accepted then."""
    with Store(Path(os.environ["QUIDDLER_DB"])) as store:
        created = GameCreated(tuple(players))
        store.create_game(" vs ".join(players), ("game_created", encode(created)))


@pytest.mark.parametrize(
    "players",
    [("Chloé", "Chloe"), ("Ann", "Ann\ufe0f"), ("Ann", "Anɴ")],
    ids=["alike-but-for-accents", "variation-selector", "small-capital"],
)
def test_a_game_seated_under_older_name_rules_is_read_kept_and_counted(
    players: tuple[str, str],
) -> None:
    seated_long_ago(*players)
    first, second = players
    # Round 1: the second player lays OX (14) less E (2) = 12; the first AT (5) less E = 3.
    ok("record", "--round", "1", second, "ox", "-u", "e")
    ok("record", "--round", "1", first, "at", "-u", "e")
    board = json.loads(ok("board", "--json"))
    assert board["totals"] == {first: 3, second: 12}
    assert "1 finished game" not in ok("stats")  # counted as under way, no traceback
    assert qs("games").exit_code == 0


def test_new_games_and_renames_still_meet_todays_name_rules() -> None:
    assert qs("new", "Chloé", "Chloe").exit_code == 2
    seated_long_ago("Chloé", "Chloe")
    renamed = qs("rename", "Chloé", "Anɴ")
    assert renamed.exit_code == 0, renamed.output  # Anɴ alone at the table is no look-alike
    assert qs("rename", "Anɴ", "Chloe\ufe0f").exit_code == 2  # invisible: refused as typed
