"""The game actions (games/actions.py): a seat's own hand and who went out as the table
said, the hand a seat saw as text, an entry previewed and recorded later, redo, a game
renamed, and what undo says when there is nothing to take back.

The faults seeded by scripts/mutate.sh that these tests leave alive, and why, are listed
at the end of this file.
"""

from __future__ import annotations

import pytest

from quiddler_score.engine.cards import cards, word
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.games import actions
from quiddler_score.games.errors import NothingToRedo, NothingToUndo
from quiddler_score.games.events import GameCreated, HandRecorded, payload_of
from quiddler_score.games.log.store import Store
from quiddler_score.games.saved_game import SavedGame, scores


def new_game(store: Store, *players: str, rounds: list[int] | None = None) -> SavedGame:
    """A game of the bundled standard dictionary; round 1 deals 3 cards unless told."""
    rules = {} if rounds is None else {"rounds": rounds}
    return actions.start_game(store, GameCreated(players, rules=rules))


def own(
    game: SavedGame,
    number: int,
    player: str,
    words: str,
    unused: str = "",
    seen: str = "",
    out: bool = False,
) -> actions.HandOutcome:
    """``player``'s hand sent from their seat, typed (and "I went out" ticked or not) as
    on the seat's page."""
    typed = ([word(w) for w in words.split()], cards(unused), out)
    return actions.record_own_hand(game, number, player, typed, seen)


# Starting a game ----------------------------------------------------------------------


def test_a_new_game_keeps_only_the_settings_that_differ_from_the_standard_ones(
    store: Store,
) -> None:
    every_setting = RuleSettings.from_table({}).to_table()
    game = actions.start_game(
        store, GameCreated(("Ann", "Bob"), rules={**every_setting, "strict": True})
    )
    created = payload_of(game.events()[0])
    assert isinstance(created, GameCreated)
    assert created.rules == {"strict": True}
    assert game.state().table.rules.strict


# A seat's own hand ----------------------------------------------------------------------


def test_a_seats_hand_of_a_scored_round_is_refused_naming_the_round_and_the_player(
    store: Store,
) -> None:
    game = new_game(store, "Ann", "Bob")
    actions.record_hand(game, 1, "Ann", [word("tea")], [], went_out=True)
    actions.record_hand(game, 1, "Bob", [word("ox")], cards("e"))
    with pytest.raises(ScoringError) as refused:
        own(game, 1, "Bob", "ox", "e", seen="OX / E")
    assert str(refused.value) == (
        "round 1, Bob: this round is already scored: ask the scorekeeper to correct it"
    )


def test_a_seats_hand_goes_out_when_it_says_so_as_the_table_did(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    actions.name_who_went_out(game, 1, "Ann")
    outcome = own(game, 1, "Ann", "tea", out=True)
    assert outcome.entry.went_out and not outcome.entry.correction
    outcome = own(game, 1, "Bob", "ox", "e")
    assert not outcome.entry.went_out
    # Ann TEA 3 + 2 + 2 = 7 + longest word 10 = 17 (went out: nothing more, no bonus
    # for it); Bob OX 10 + 4 - E 2 = 12; one word each, no most-words bonus.
    assert scores(outcome.state).totals == {"Ann": 17, "Bob": 12}


def test_a_seats_hand_does_not_go_out_when_the_table_said_nobody_did(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    actions.name_who_went_out(game, 1, None)
    assert not own(game, 1, "Ann", "tea").entry.went_out


def test_a_seats_i_went_out_outranks_the_tables_nobody_as_a_hand_does(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    actions.name_who_went_out(game, 1, None)
    assert own(game, 1, "Ann", "tea", out=True).state.who_went_out(1) == "Ann"


# The hand a seat saw, as text ---------------------------------------------------------


def test_a_hand_as_text_is_its_words_then_a_slash_and_the_cards_left_unused(
    store: Store,
) -> None:
    game = new_game(store, "Ann", "Bob", rounds=[6])
    actions.record_hand(game, 1, "Ann", [word("at"), word("ox")], cards("e z"))
    actions.record_hand(game, 1, "Bob", [word("cat"), word("box")], [], went_out=True)
    state = game.state()
    assert actions.hand_text(state, 1, "Ann") == "AT OX / E Z"
    assert actions.hand_text(state, 1, "Bob") == "CAT BOX"  # nothing unused: no slash


def test_a_hand_not_recorded_is_empty_text(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    actions.record_hand(game, 1, "Ann", [word("tea")], [], went_out=True)
    state = game.state()
    assert actions.hand_text(state, 1, "Bob") == ""
    assert actions.hand_text(state, 2, "Ann") == ""


def test_a_seat_that_saw_the_hand_recorded_replaces_it(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    own(game, 1, "Bob", "ox", "e")
    outcome = own(game, 1, "Bob", "ox", "e", seen="OX / E")
    assert outcome.entry.correction
    with pytest.raises(actions.HandChanged) as changed:
        own(game, 1, "Bob", "ox", "e", seen="OX")
    assert str(changed.value) == "your hand was recorded meanwhile: OX / E"
    assert changed.value.now == "OX / E"


# An entry previewed, then recorded ----------------------------------------------------


def test_a_preview_shows_the_game_after_the_entry_and_records_nothing(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    entry = actions.hand_entry(game.state(), 1, "Bob", [word("ox")], cards("e"))
    before, after = actions.preview(game, entry)
    assert "Bob" not in before.hands.get(1, {})
    assert str(after.hands[1]["Bob"].words[0]) == "OX"
    assert len(game.events()) == 1  # the game's creation only
    assert game.state() == before


def test_an_entry_recorded_after_its_preview_is_a_correction_if_the_hand_came_meanwhile(
    store: Store,
) -> None:
    game = new_game(store, "Ann", "Bob")
    entry = actions.hand_entry(game.state(), 1, "Bob", [word("zzx")], [])
    assert not entry.correction
    actions.record_hand(game, 1, "Bob", [word("ox")], cards("e"))  # typed elsewhere meanwhile
    outcome = actions.record_entry(game, entry)
    assert outcome.entry.correction
    assert outcome.entry.words == ("ZZX",)
    assert outcome.before.hands[1]["Bob"].words == (word("ox"),)
    assert outcome.warnings == ("ZZX: ZZX is not in the standard dictionary",)
    assert game.events()[-1].seq == 3


def test_an_entry_recorded_after_its_preview_is_new_if_no_hand_came(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    entry = actions.hand_entry(game.state(), 1, "Bob", [word("ox")], cards("e"))
    outcome = actions.record_entry(game, entry)
    assert not outcome.entry.correction
    assert outcome.warnings == ()
    assert outcome.state.waiting_for() == ("Ann",)
    assert [event.seq for event in game.events()] == [1, 2]


# A challenge no dictionary can decide ------------------------------------------------


def test_a_challenge_without_a_dictionary_or_ruling_is_refused_naming_round_challenger_word(
    store: Store,
) -> None:
    # A dictionary that cannot be opened any more (start_game refuses one at the start).
    game = SavedGame.create(store, GameCreated(("Ann", "Bob"), dictionary="no-such-dictionary"))
    actions.record_hand(game, 1, "Bob", [word("ox")], cards("e"))
    actions.record_hand(game, 1, "Ann", [word("tea")], [], went_out=True)
    draft = actions.draft_challenge(game, 1, "Ann", "Bob", word("ox"))
    with pytest.raises(ScoringError) as refused:
        actions.record_challenge(game, draft)
    message = str(refused.value)
    assert message.startswith("round 1, Ann, word 'OX': dictionary 'no-such-dictionary'")
    assert message.endswith("; the table's ruling must decide the challenge")


# Undo, redo, renaming ------------------------------------------------------------------


def test_undo_with_nothing_to_take_back_says_so(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    with pytest.raises(NothingToUndo) as refused:
        actions.undo(game)
    assert str(refused.value) == "there is nothing to undo"


def test_redo_puts_back_the_hand_the_undo_took_back(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    actions.record_hand(game, 1, "Bob", [word("ox")], cards("e"))
    undone = actions.undo(game)
    assert "Bob" not in undone.state.hands.get(1, {})
    redone = actions.redo(game)
    assert redone.target == undone.target
    assert redone.target.seq == 2 and redone.target.kind == "hand_recorded"
    assert str(redone.state.hands[1]["Bob"].words[0]) == "OX"
    with pytest.raises(NothingToRedo) as refused:
        actions.redo(game)
    assert str(refused.value) == "there is nothing to redo: redo takes back an undo"


def test_renaming_a_game_says_its_old_and_new_titles(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    named = actions.rename_game(game, "Friday")
    assert (named.old, named.new, named.state.title) == ("Ann vs Bob", "Friday", "Friday")
    unnamed = actions.rename_game(game, None)
    assert (unnamed.old, unnamed.new) == ("Friday", "Ann vs Bob")
    assert game.state().name is None


def test_hand_entry_of_a_new_hand_keeps_the_words_and_cards_as_typed(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    entry = actions.hand_entry(game.state(), 1, "Bob", [word("(qu)a")], cards("e"))
    assert entry == HandRecorded(
        round=1,
        player="Bob",
        words=("(QU)A",),
        unused=("E",),
        went_out=False,
        correction=False,
        verdicts=entry.verdicts,
    )


# The faults seeded by scripts/mutate.sh that these tests leave alive, because nothing the
# program does can show them:
# - hand_entry's `correction and went_out == player` made `or`: a hand that is not a
#   correction is a first hand in the open round, and only a player's own hand can have
#   recorded them as out.
