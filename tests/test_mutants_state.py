"""A saved game's log folded, pinned down where seeded faults went unseen
(scripts/mutate.sh): what an entry refuses and where it says so (a hand, who went out,
a challenge, a round's challenges closed), a challenge that opens a closed round again,
a player renamed in a game of house rules, and an entry checked before it is kept."""

from __future__ import annotations

import pytest

from quiddler_score.engine.errors import GameError
from quiddler_score.games.errors import NothingToRedo, NothingToUndo
from quiddler_score.games.events import (
    ChallengeMade,
    Event,
    GameCreated,
    HandRecorded,
    OutNamed,
    Payload,
    PlayerRenamed,
    Redo,
    RoundClosed,
    Undo,
    encode,
    kind_of,
)
from quiddler_score.games.state import GameState, fold, proposed, verify

# Two rounds of 3 and 4 cards; Bob deals first, from the large dictionary.
CREATED = GameCreated(("Ann", "Bob"), dealer="Bob", dictionary="large", rules={"rounds": [3, 4]})
ANN_OUT = HandRecorded(1, "Ann", ("ate",), (), went_out=True)


def folded(*payloads: Payload) -> GameState:
    """The game of ``CREATED`` and then ``payloads``, as its log replays."""
    events: list[Event] = []
    for payload in (CREATED, *payloads):
        events.append(proposed(events, payload))
    return fold(events)


def refused(*payloads: Payload) -> str:
    with pytest.raises(GameError) as error:
        folded(*payloads)
    return str(error.value)


@pytest.mark.parametrize(
    ("payloads", "message"),
    [
        ((OutNamed(2, "Ann"),), "round 2: who went out is asked of the round being recorded"),
        ((OutNamed(1, "Cy"),), "round 1, Cy: is not playing in this game"),
        ((ANN_OUT, OutNamed(1, "Bob")), "round 1, Bob: Ann already went out in this round"),
        (
            (HandRecorded(1, "Ann", ("at",), ("e",)), OutNamed(1, "Ann")),
            "round 1, Ann: the hand is recorded as not going out; fix it to change that",
        ),
    ],
    ids=["not-the-round-recorded", "not-seated", "another-went-out", "hand-says-not-out"],
)
def test_who_went_out_is_refused_saying_the_round_and_the_player(
    payloads: tuple[Payload, ...], message: str
) -> None:
    assert refused(*payloads) == message


@pytest.mark.parametrize(
    ("payloads", "message"),
    [
        ((HandRecorded(1, "Cy", ("ate",), ()),), "round 1, Cy: is not playing in this game"),
        (
            (ANN_OUT, HandRecorded(1, "Bob", ("ate",), (), went_out=True)),
            "round 1, Bob: Ann already went out in this round",
        ),
    ],
    ids=["not-seated", "another-went-out"],
)
def test_a_hand_in_the_log_is_refused_saying_the_round_and_the_player(
    payloads: tuple[Payload, ...], message: str
) -> None:
    assert refused(*payloads) == message


def test_who_went_out_may_name_the_player_whose_hand_says_so() -> None:
    state = folded(ANN_OUT, OutNamed(1, "Ann"))
    assert (state.who_went_out(1), state.out_named) == ("Ann", {1: "Ann"})


def test_a_challenge_before_any_hand_of_its_round_is_refused_naming_the_challenger() -> None:
    assert refused(ChallengeMade(1, "Ann", "Bob", "ox")) == "round 1, Ann: no hands recorded yet"


def test_a_correction_that_drops_a_challenged_word_is_refused_saying_how_to_drop_it() -> None:
    ann_ox = HandRecorded(1, "Ann", ("ox",), ("e",))
    corrected = HandRecorded(1, "Ann", ("at",), ("e",), correction=True)
    assert refused(ann_ox, ChallengeMade(1, "Bob", "Ann", "ox"), corrected) == (
        "round 1, Ann, word 'OX': Bob challenged this word; a correction must keep it "
        "(undo back to the challenge to take it away)"
    )


def test_a_challenged_word_that_is_no_word_of_cards_is_refused_naming_the_challenger() -> None:
    ann_ox = HandRecorded(1, "Ann", ("ox",), ("e",))
    assert refused(ann_ox, ChallengeMade(1, "Bob", "Ann", "o-x")) == (
        "round 1, Bob, word 'o-x': 'o-x' has a hyphen; words that need one are not allowed"
    )


def test_a_challenge_made_after_a_rounds_challenges_were_closed_opens_them_again() -> None:
    ann_ox = HandRecorded(1, "Ann", ("ox",), ("e",))
    bob_out = HandRecorded(1, "Bob", ("ate",), (), went_out=True)
    assert folded(ann_ox, bob_out, RoundClosed(1)).closed_rounds == {1}
    state = folded(ann_ox, bob_out, RoundClosed(1), ChallengeMade(1, "Bob", "Ann", "ox"))
    assert state.closed_rounds == frozenset()


def test_challenges_are_closed_only_on_a_complete_round_saying_which_was_asked() -> None:
    message = refused(ANN_OUT, RoundClosed(1))
    assert message == "round 1: only a complete round's challenges can be closed"


def test_a_player_renamed_keeps_the_games_rules_dictionary_and_dealer() -> None:
    table = folded(PlayerRenamed("Ann", "Anna")).table
    assert table.players == ("Anna", "Bob")
    assert (table.first_dealer, table.dictionary, table.rules.rounds) == ("Bob", "large", (3, 4))
    assert table.round_count == 2


def test_an_entry_checked_is_folded_in_as_the_next_entry_of_the_same_game() -> None:
    # Game 7's log holds its creation (entry 1): the hand checked is entry 2 of game 7.
    log = [Event(7, 1, kind_of(CREATED), encode(CREATED))]
    state = verify(log, ANN_OUT)
    assert state.effective == (log[0], Event(7, 2, kind_of(ANN_OUT), encode(ANN_OUT)))
    assert state.who_went_out(1) == "Ann"


def test_undo_and_redo_with_nothing_to_take_back_are_refused_in_words() -> None:
    log = [Event(7, 1, kind_of(CREATED), encode(CREATED))]
    with pytest.raises(NothingToUndo) as undo:
        verify(log, Undo(None))
    assert str(undo.value) == "there is nothing to undo"
    with pytest.raises(NothingToRedo) as redo:
        verify(log, Redo(None))
    assert str(redo.value) == "there is nothing to redo: redo takes back an undo"


def test_an_imported_game_says_where_it_came_from_and_why_it_has_no_rounds() -> None:
    from quiddler_score.games.events import GameImported
    from quiddler_score.games.state import imported_game

    sheet = GameImported(("Ann", "Bob"), "2026-03-14", (120, 98), (3, 4), source="nights.csv")
    assert str(imported_game(7, sheet)) == (
        "game 7 was imported from nights.csv (played 2026-03-14): only its scores are "
        "kept, so it has no rounds of words to show or change; stats counts it"
    )
    assert str(imported_game(7, sheet._replace(source=""))).startswith(
        "game 7 was imported from a score sheet (played 2026-03-14)"
    )


def test_who_went_out_can_be_named_in_the_last_round_and_not_one_past_it() -> None:
    # CREATED has two rounds: round 2, the last, is asked like any other.
    bob_round_one = HandRecorded(1, "Bob", ("ox",), ("e",))
    state = folded(ANN_OUT, bob_round_one, OutNamed(2, "Bob"))
    assert state.who_went_out(2) == "Bob"
    bob_out = HandRecorded(2, "Bob", ("oxen",), (), went_out=True)
    ann_two = HandRecorded(2, "Ann", ("ate",), ("e",))
    assert refused(ANN_OUT, bob_round_one, bob_out, ann_two, OutNamed(3, None)) == (
        "round 3: who went out is asked of the round being recorded"
    )
