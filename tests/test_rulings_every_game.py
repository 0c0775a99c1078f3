"""The person ``rulings --player`` means, among the names in the rulings (every_game.py)."""

from __future__ import annotations

import pytest

from quiddler_score.engine.errors import UnknownPlayer
from quiddler_score.games.club.people import People
from quiddler_score.games.rulings.every_game import person_in_rulings

NAMES = {"Robert", "Rob", "Ann", "Bea"}


def test_an_alias_or_the_start_of_a_name_gives_every_name_of_that_person() -> None:
    people = People({"Rob": "Robert"})
    assert person_in_rulings(people, "rob", NAMES) == {"Robert", "Rob"}
    assert person_in_rulings(people, "robe", NAMES) == {"Robert", "Rob"}
    assert person_in_rulings(people, "an", NAMES) == {"Ann"}


def test_a_name_in_no_ruling_is_refused_naming_who_there_is() -> None:
    with pytest.raises(UnknownPlayer, match="'Zed' has no ruling kept") as refused:
        person_in_rulings(People({"Rob": "Robert"}), "Zed", NAMES)
    assert "Ann, Bea, Robert" in str(refused.value)
