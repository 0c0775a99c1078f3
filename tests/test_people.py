"""People and their aliases (games/club/people.py): who each player of one game is when
names or aliases join some of them, the note that says so, a name typed that could be
two people, and the aliases as the store keeps and reads them.

The faults seeded by scripts/mutate.sh that these tests leave alive, because nothing the
program does can show them: the SQL of the aliases' table in other letter cases (SQLite
reads keywords and names in any case), and _listed joining a group of two as it joins
three (", ".join of one name is that name; it is only ever given a group of two or
more), the notes' values and at_table's "kept" made "" and None (never read but as
false), and aliases_text escaping to ASCII (the text is only hashed into a key, and
escaping keeps distinct aliases distinct).
"""

from __future__ import annotations

import pytest
from legacy_settings import carry_legacy_setting

from quiddler_score.engine.errors import GameError
from quiddler_score.engine.players import AmbiguousPlayer
from quiddler_score.games.club.people import (
    People,
    Person,
    Seating,
    add_alias,
    aliases_read,
    remove_alias,
)
from quiddler_score.games.log.store import Store


def test_names_alike_at_one_table_from_before_names_were_folded_are_counted_apart() -> None:
    # No alias: Chloé, Chloe and CHLOE all fold to chloe. The first seated stays the
    # person chloe; each other is a person of its own there, told apart by the name seated.
    people = People({})
    seated = people.at_table(["Chloé", "Chloe", "CHLOE"], "2 'Old night'")
    assert seated == {
        "Chloé": Person("chloe", "Chloé"),
        "Chloe": Person("chloe\nChloe", "Chloe"),
        "CHLOE": Person("chloe\nCHLOE", "CHLOE"),
    }
    assert people.notes == [
        "game 2 'Old night': Chloé, Chloe and CHLOE are one name to stats but both played "
        "in it, so they are counted apart there"
    ]


def test_an_alias_set_aside_at_one_table_names_every_player_it_would_join() -> None:
    # Rob and Robert are both Bob, and all three sat at one table: each counts as
    # their own name there, and the note lists the three as seated.
    people = People({"rob": "Bob", "robert": "Bob"})
    seated = people.at_table(["Bob", "Rob", "Robert"], "1 'Night one'")
    assert seated == {
        "Bob": Person("bob", "Bob"),
        "Rob": Person("rob", "Rob"),
        "Robert": Person("robert", "Robert"),
    }
    assert people.notes == [
        "game 1 'Night one': Bob, Rob and Robert both played in it, so the alias that makes "
        "them one person is set aside for that game"
    ]


def test_an_alias_seated_before_its_person_counts_as_itself_at_that_table() -> None:
    # Robert is Bob, but Robert sat first: Bob stays the person bob, Robert is robert.
    people = People({"robert": "Bob"})
    seated = people.at_table(["Robert", "Bob"], "3 'Night three'")
    assert seated == {"Robert": Person("robert", "Robert"), "Bob": Person("bob", "Bob")}


def test_two_aliases_of_someone_absent_are_set_aside_where_they_sat_together() -> None:
    # Rob and Robert are both Bob, who did not play: neither is Bob in that game, and
    # the note says an alias was set aside (not that two names are alike).
    people = People({"rob": "Bob", "robert": "Bob"})
    seated = people.at_table(["Rob", "Robert", "Ann"], "4 'Night four'")
    assert seated == {
        "Rob": Person("rob", "Rob"),
        "Robert": Person("robert", "Robert"),
        "Ann": Person("ann", "Ann"),
    }
    assert people.notes == [
        "game 4 'Night four': Rob and Robert both played in it, so the alias that makes "
        "them one person is set aside for that game"
    ]


def test_an_alias_chain_that_loops_is_one_person_under_its_first_name_alphabetically() -> None:
    # Written by hand: Robert is bob and bob is Robert. The loop ends at bob, first in
    # alphabetical order whatever the case (code points put the capital R first).
    people = People({"robert": "bob", "bob": "Robert"})
    assert people.aliases == {"robert": "bob"}
    assert (people.key("Robert"), people.shown("Robert")) == ("bob", "bob")
    assert (people.key("Bob"), people.shown("Bob")) == ("bob", "Bob")


def test_a_name_typed_that_could_be_two_people_names_them_in_alphabetical_order() -> None:
    # In alphabetical order whatever the case: anna before Annie (code points put the
    # capital A first).
    with pytest.raises(AmbiguousPlayer) as error:
        People({}).find("ann", ["Annie", "anna"])
    assert str(error.value) == "player 'ann' could be anna or Annie: type more of it"


@pytest.mark.parametrize(
    ("name", "other", "message"),
    [
        ("Bob", "", "alias: give two different names, not 'Bob' and ''"),
        ("", "Bob", "alias: give two different names, not '' and 'Bob'"),
        ("Bob", "BOB", "alias: give two different names, not 'Bob' and 'BOB'"),
    ],
)
def test_an_alias_needs_two_names_that_are_not_one(
    store: Store, name: str, other: str, message: str
) -> None:
    with pytest.raises(GameError) as error:
        add_alias(store, name, other)
    assert str(error.value) == message
    assert kept_aliases(store) == []


def test_an_alias_of_a_name_that_is_itself_an_alias_says_whose_it_is(store: Store) -> None:
    assert add_alias(store, "Bob", "Robert") == "Bob"
    with pytest.raises(GameError) as error:
        add_alias(store, "Robert", "Rob")
    assert str(error.value) == (
        "alias: Robert is itself another name of Bob: use quiddler-score alias Bob Rob"
    )


def test_an_alias_to_a_name_that_could_be_two_players_names_them_in_alphabetical_order(
    store: Store,
) -> None:
    seatings = [Seating("1 'One'", ("Annie", "Bob")), Seating("2 'Two'", ("anna", "Cy"))]
    with pytest.raises(AmbiguousPlayer) as error:
        add_alias(store, "ann", "Zed", seatings)
    assert str(error.value) == "player 'ann' could be anna or Annie: type more of it"


def test_the_aliases_are_kept_one_row_each_by_the_other_name_folded(store: Store) -> None:
    # The person's name as played (Chloé for chloé), the other name folded.
    add_alias(store, "Bob", "Robert")
    assert add_alias(store, "chloé", "Clo", [Seating("1 'One'", ("Chloé", "Dee"))]) == "Chloé"
    assert kept_aliases(store) == [("clo", "Chloé"), ("robert", "Bob")]


def test_taking_back_an_alias_keeps_the_others_with_their_keys_folded(store: Store) -> None:
    # Kept by an older version: the key éve, written before names were folded, is kept
    # as eve once an alias is taken back.
    carry_legacy_setting(
        store.path, "aliases", '{"clo": "Chloé", "ezra": "Ezekiel", "rob": "Bob", "éve": "Eva"}'
    )
    assert remove_alias(store, "Rob") == "Bob"
    assert kept_aliases(store) == [("clo", "Chloé"), ("eve", "Eva"), ("ezra", "Ezekiel")]


def test_taking_back_a_name_that_is_no_alias_is_refused_and_changes_nothing(
    store: Store,
) -> None:
    add_alias(store, "Bob", "Robert")
    with pytest.raises(GameError) as error:
        remove_alias(store, "Zed")
    assert str(error.value) == "alias: 'Zed' is not another name of anyone"
    assert kept_aliases(store) == [("robert", "Bob")]


def test_the_aliases_read_are_each_other_names_key_and_its_persons_name(store: Store) -> None:
    add_alias(store, "Bob", "Robert")
    add_alias(store, "Chloé", "Clo")
    assert aliases_read(store).aliases == {"clo": "Chloé", "robert": "Bob"}


def kept_aliases(store: Store) -> list[tuple[str, str]]:
    with store.reading() as conn:
        return conn.execute("SELECT alias, person FROM aliases ORDER BY alias").fetchall()
