"""Names at the table (engine/players.py): what a name that means nobody is told, and why
look-alike names cannot both sit."""

from __future__ import annotations

import pytest

from quiddler_score.engine.errors import GameError
from quiddler_score.engine.players import UnknownPlayer, resolve_player
from quiddler_score.engine.table import Table


def test_a_name_close_to_nobody_is_told_every_player_and_no_guess() -> None:
    with pytest.raises(UnknownPlayer) as error:
        resolve_player(["Ann", "Bob"], "zed")
    assert str(error.value) == "player 'zed' is not playing in this game; players: Ann, Bob"


def test_a_name_close_to_one_player_is_told_that_name_first() -> None:
    with pytest.raises(UnknownPlayer) as error:
        resolve_player(["Ann", "Bob"], "Anne")
    assert str(error.value) == (
        "player 'Anne' is not playing in this game; did you mean Ann? players: Ann, Bob"
    )


def test_look_alike_names_are_refused_showing_how_they_differ() -> None:
    # The second name starts with the Cyrillic capital A, U+0410: the board would show
    # two Anns, so the message spells both out in ASCII escapes.
    with pytest.raises(GameError) as error:
        Table.seat(["Ann", "\u0410nn"])
    assert str(error.value) == (
        "'Ann' and '\u0410nn' cannot be told apart on the board ('Ann' and '\\u0410nn'); "
        "seat one under another name"
    )
