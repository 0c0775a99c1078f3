"""A saved game's log folded (games/state.py): what an entry refuses and where it says so
(a hand, who went out, a challenge, a round's challenges closed, a log that does not
start with its creation), a challenge or a correction that opens a closed round again, a
player renamed in a game of house rules, verdicts kept under the strict rule, a game's
name, and an entry checked before it is kept.

The faults seeded by scripts/mutate.sh that these tests leave alive, because nothing the
program does can show them: _no_judge's verdicts (they decide points only in a
scoreboard verify throws away); verify's dealer, rules and dictionary given to
Table.seat (the result is discarded, and the fold checked all three); `done < last` in
_hand made `<=` (`number <= last` is checked just before); _complete_rounds' `count <=
rounds` (round rounds + 1 never has hands) and counting from 0 instead of the known
count (the same result, only slower: hands are never removed); and challenges_open set
on an unfinished board (read only through `over`, false either way).
"""

from __future__ import annotations

import pytest

from quiddler_score.engine.errors import GameError, NotationError, ScoringError
from quiddler_score.engine.rules import RULES_FORMAT
from quiddler_score.engine.verdict import Verdict
from quiddler_score.games.errors import (
    DamagedEntry,
    GameNameError,
    ImportedGame,
    NothingToRedo,
    NothingToUndo,
)
from quiddler_score.games.events import (
    ChallengeMade,
    Event,
    GameCreated,
    GameImported,
    GameRenamed,
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
from quiddler_score.games.state import GameState, check_game_name, fold, proposed, verify

# Two rounds of 3 and 4 cards; Bob deals first, from the large dictionary.
CREATED = GameCreated(("Ann", "Bob"), dealer="Bob", dictionary="large", rules={"rounds": [3, 4]})
ANN_OUT = HandRecorded(1, "Ann", ("ate",), (), went_out=True)


def folded(*payloads: Payload, created: GameCreated = CREATED) -> GameState:
    """The game of ``created`` and then ``payloads``, as its log replays."""
    events: list[Event] = []
    for payload in (created, *payloads):
        events.append(proposed(events, payload))
    return fold(events)


def fold_refusal(*payloads: Payload) -> str:
    """What folding the game of ``payloads`` refuses them with (a GameError, in words)."""
    with pytest.raises(GameError) as error:
        folded(*payloads)
    return str(error.value)


@pytest.mark.parametrize(
    ("payloads", "message"),
    [
        (
            (OutNamed(2, "Ann"),),
            "round 2: who went out is asked of a round recorded or being recorded",
        ),
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
    assert fold_refusal(*payloads) == message


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
    assert fold_refusal(*payloads) == message


def test_who_went_out_may_name_the_player_whose_hand_says_so() -> None:
    state = folded(ANN_OUT, OutNamed(1, "Ann"))
    assert (state.who_went_out(1), state.out_named) == ("Ann", {1: "Ann"})


def test_a_challenge_before_any_hand_of_its_round_is_refused_naming_the_challenger() -> None:
    assert (
        fold_refusal(ChallengeMade(1, "Ann", "Bob", "ox")) == "round 1, Ann: no hands recorded yet"
    )


def test_a_correction_that_drops_a_challenged_word_is_refused_saying_how_to_drop_it() -> None:
    ann_ox = HandRecorded(1, "Ann", ("ox",), ("e",))
    corrected = HandRecorded(1, "Ann", ("at",), ("e",), correction=True)
    assert fold_refusal(ann_ox, ChallengeMade(1, "Bob", "Ann", "ox"), corrected) == (
        "round 1, Ann, word 'OX': Bob challenged this word; a correction must keep it "
        "(undo back to the challenge to take it away)"
    )


def test_a_challenged_word_that_is_no_word_of_cards_is_refused_naming_the_challenger() -> None:
    ann_ox = HandRecorded(1, "Ann", ("ox",), ("e",))
    assert fold_refusal(ann_ox, ChallengeMade(1, "Bob", "Ann", "o-x")) == (
        "round 1, Bob, word 'o-x': 'o-x' has a hyphen; words that need one are not allowed"
    )


def test_a_challenge_made_after_a_rounds_challenges_were_closed_opens_them_again() -> None:
    ann_ox = HandRecorded(1, "Ann", ("ox",), ("e",))
    bob_out = HandRecorded(1, "Bob", ("ate",), (), went_out=True)
    assert folded(ann_ox, bob_out, RoundClosed(1)).closed_rounds == {1}
    state = folded(ann_ox, bob_out, RoundClosed(1), ChallengeMade(1, "Bob", "Ann", "ox"))
    assert state.closed_rounds == frozenset()


def test_a_hand_corrected_after_a_rounds_challenges_were_closed_opens_them_again() -> None:
    ann_ox = HandRecorded(1, "Ann", ("ox",), ("e",))
    bob_out = HandRecorded(1, "Bob", ("ate",), (), went_out=True)
    corrected = HandRecorded(1, "Ann", ("ex",), ("o",), correction=True)
    assert folded(ann_ox, bob_out, RoundClosed(1), corrected).closed_rounds == frozenset()


def test_challenges_are_closed_only_on_a_complete_round_saying_which_was_asked() -> None:
    message = fold_refusal(ANN_OUT, RoundClosed(1))
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
    assert fold_refusal(ANN_OUT, bob_round_one, bob_out, ann_two, OutNamed(3, None)) == (
        "round 3: who went out is asked of a round recorded or being recorded"
    )


@pytest.mark.parametrize(
    ("hand", "message"),
    [
        (HandRecorded(3, "Ann", ("ate",), ()), "round 3, Ann: a game has rounds 1 to 2"),
        (HandRecorded(0, "Ann", ("ate",), ()), "round 0, Ann: a game has rounds 1 to 2"),
        (
            HandRecorded(2, "Ann", ("ate",), ()),
            "round 2, Ann: cannot record round 2: round 1 is open",
        ),
    ],
    ids=["past-the-last-round", "before-the-first", "round-still-to-come"],
)
def test_a_hand_for_a_round_that_cannot_be_recorded_says_the_round_and_the_player(
    hand: HandRecorded, message: str
) -> None:
    assert fold_refusal(hand) == message


@pytest.mark.parametrize(
    ("hand", "message"),
    [
        (
            HandRecorded(1, "Ann", ("o-x",), ()),
            "round 1, Ann, word 'o-x': 'o-x' has a hyphen; words that need one are not allowed",
        ),
        (
            HandRecorded(1, "Ann", ("ox",), ("e", "1")),
            "round 1, Ann, card '1': there is no '1' card "
            "(the double-letter cards are CL, ER, IN, QU, TH)",
        ),
    ],
    ids=["word", "unused-card"],
)
def test_a_hand_in_the_log_with_no_such_word_or_card_says_the_round_and_the_player(
    hand: HandRecorded, message: str
) -> None:
    with pytest.raises(NotationError) as error:
        folded(hand)
    assert str(error.value) == message


def test_a_challenger_renamed_is_renamed_in_the_challenges_made() -> None:
    ann_ox = HandRecorded(1, "Ann", ("ox",), ("e",))
    state = folded(ann_ox, ChallengeMade(1, "Bob", "Ann", "ox"), PlayerRenamed("Bob", "Rob"))
    (challenge,) = state.challenges[1]
    assert (challenge.challenger, challenge.player) == ("Rob", "Ann")


STRICT = CREATED._replace(rules={"rounds": [3, 4], "strict": True})


def accepts_all(word: object) -> Verdict:
    """Today's dictionary, which takes every word."""
    return Verdict(str(word), True, "word", "in the dictionary")


def test_a_verdict_kept_with_a_hand_outweighs_todays_dictionary_under_the_strict_rule() -> None:
    # The large dictionary rejected ATE when Ann's hand was recorded; today's accepts it.
    rejected = Verdict("ATE", False, "unknown", "not in the large dictionary")
    ann_out = HandRecorded(1, "Ann", ("ate",), (), went_out=True, verdicts={"ate": rejected})
    bob = HandRecorded(1, "Bob", ("ox",), ("e",))
    first = folded(ann_out, bob, created=STRICT).scoreboard(judge=accepts_all).rounds[0]
    ann, bob_round = first.players
    # Ann: ATE struck, 0 - 7 = -7 for the round, a total clamped at 0; she still went out.
    assert (first.went_out, ann.struck_points, ann.round_score, ann.total) == ("Ann", 7, -7, 0)
    # Bob: OX 14 - unused E 2 = 12, + longest word 10 + most words 10 = 32.
    assert bob_round.round_score == 32


def test_a_word_with_no_verdict_kept_and_no_dictionary_to_judge_it_is_named() -> None:
    ann_out = HandRecorded(
        1, "Ann", ("ate",), (), went_out=True, verdicts={"ate": accepts_all("ATE")}
    )
    bob = HandRecorded(1, "Bob", ("ox",), ("e",))
    state = folded(ann_out, bob, created=STRICT)
    with pytest.raises(ScoringError) as error:
        state.scoreboard()
    assert str(error.value) == "word 'OX': no dictionary verdict is kept for this word"


def test_who_went_out_by_the_hand_is_who_the_scores_say_went_out() -> None:
    bob = HandRecorded(1, "Bob", ("ox",), ("e",))
    (first,) = folded(ANN_OUT, bob).scoreboard(judge=accepts_all).rounds
    assert first.went_out == "Ann"
    assert [p.went_out for p in first.players] == [True, False]


def test_a_game_renamed_is_called_by_its_new_name_and_by_the_players_once_unnamed() -> None:
    assert folded(GameRenamed("Night one")).title == "Night one"
    assert folded(GameRenamed("Night one"), GameRenamed(None)).title == "Ann vs Bob"


def test_a_second_creation_in_a_log_is_refused_saying_which_entry() -> None:
    assert fold_refusal(CREATED) == "event 2 cannot come after the game's creation: game_created"


@pytest.mark.parametrize("name", ["N" * 80, "Friday night", None])
def test_a_games_name_of_one_to_80_printable_characters_or_none_is_taken(
    name: str | None,
) -> None:
    assert check_game_name(name) == name


@pytest.mark.parametrize("name", ["N" * 81, "", "   ", "Friday\nnight", "Friday\tnight"])
def test_a_games_name_too_long_blank_or_not_on_one_printable_line_is_refused(name: str) -> None:
    with pytest.raises(GameNameError) as error:
        check_game_name(name)
    assert str(error.value) == "a game's name is 1 to 80 printable characters, on one line"


def test_a_game_checked_before_it_is_stored_has_no_id_yet() -> None:
    # Stored games are numbered from 1: a game's first entry, checked before the store
    # gives it a number, is game 0's, which no stored game can be mistaken for.
    assert verify([], CREATED).effective[0].game_id == 0


@pytest.mark.parametrize(
    "log",
    [[], [Event(7, 1, kind_of(ANN_OUT), encode(ANN_OUT))]],
    ids=["empty", "starts-with-a-hand"],
)
def test_a_log_that_does_not_start_with_the_games_creation_is_said_to_be_damaged(
    log: list[Event],
) -> None:
    with pytest.raises(DamagedEntry) as error:
        fold(log)
    assert str(error.value) == "the game's log does not start with its creation"


def test_folding_an_imported_games_log_of_one_entry_says_which_game_and_why_not() -> None:
    sheet = GameImported(("Ann", "Bob"), "2026-03-14", (120, 98), (3, 4), source="nights.csv")
    with pytest.raises(ImportedGame) as error:
        fold([Event(7, 1, kind_of(sheet), encode(sheet))])
    assert str(error.value).startswith("game 7 was imported from nights.csv (played 2026-03-14)")


def test_a_game_whose_rules_a_newer_version_wrote_says_to_upgrade() -> None:
    newer = CREATED._replace(rules_format=RULES_FORMAT + 1)
    with pytest.raises(ScoringError) as error:
        folded(created=newer)
    assert str(error.value) == (
        f"its rules were written by a newer quiddler-score (rules format {RULES_FORMAT + 1}; "
        f"this version reads up to {RULES_FORMAT}); upgrade quiddler-score to read this game"
    )
