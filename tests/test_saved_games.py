"""Saved games and the game actions, called directly on a real SQLite file.

Words are judged by the bundled ``standard`` dictionary, as a game started with the
defaults is. Round 1 deals 3 cards, round 2 deals 4.
"""

from __future__ import annotations

import json
import sqlite3

import pytest

from quiddler_score.engine.cards import cards, word
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.verdict import Ruling
from quiddler_score.games import actions
from quiddler_score.games.errors import DamagedEntry, NoGame, NothingToUndo
from quiddler_score.games.events import (
    ChallengeMade,
    GameCreated,
    payload_of,
)
from quiddler_score.games.log import listing
from quiddler_score.games.log.store import Store
from quiddler_score.games.saved_game import SavedGame, scores


def new_game(store: Store, *players: str, **fields: object) -> SavedGame:
    return actions.start_game(store, GameCreated(players, **fields))  # type: ignore[arg-type]


def record(
    game: SavedGame,
    number: int,
    player: str,
    words: str = "",
    unused: str = "",
    went_out: bool | None = None,
) -> actions.HandOutcome:
    """Record a hand typed as the scorekeeper types it: ``record(g, 1, "Ann", "ox", "e")``."""
    typed = [word(w) for w in words.split()]
    return actions.record_hand(game, number, player, typed, cards(unused), went_out)


def round_one(game: SavedGame) -> None:
    """Round 1 of Ann and Bob: Bob OX, E unused; Ann TEA and out.

    Bob OX 14 - E 2 = 12. Ann TEA 3 + 2 + 2 = 7 + longest word 10 (3 letters to 2) = 17;
    one word each: most words is a tie, nobody gets it.
    """
    record(game, 1, "Bob", "ox", "e")
    record(game, 1, "Ann", "tea", went_out=True)


# Creating and finding a game ---------------------------------------------------------


def test_there_is_no_current_game_until_one_is_created(store: Store) -> None:
    with pytest.raises(NoGame, match="no game yet"):
        SavedGame.current(store)


def test_create_stores_the_game_with_an_automatic_name_and_makes_it_current(
    store: Store,
) -> None:
    saved = SavedGame.create(store, GameCreated(("Ann", "Bob")))
    assert SavedGame.current(store).info.id == saved.info.id
    assert saved.info.name == "Ann vs Bob"
    (created,) = saved.events()
    assert (created.seq, created.kind, created.payload["players"]) == (
        1,
        "game_created",
        ["Ann", "Bob"],
    )
    later = SavedGame.create(store, GameCreated(("Cy", "Di"), name="Friday"))
    assert SavedGame.current(store).info.id == later.info.id
    assert [g.name for g in listing.games(store)] == ["Ann vs Bob", "Friday"]


def test_create_refuses_a_seating_the_rules_do_not_allow_and_stores_nothing(
    store: Store,
) -> None:
    with pytest.raises(ScoringError, match="2 to 8 players, not 1"):
        SavedGame.create(store, GameCreated(("Ann",)))
    with pytest.raises(ScoringError, match="the same name is seated twice"):
        SavedGame.create(store, GameCreated(("Ann", "ann")))
    assert listing.games(store) == []


def test_start_game_seats_the_dealer_given_and_the_player_left_of_them_plays_first(
    store: Store,
) -> None:
    saved = actions.start_game(store, GameCreated(("Ann", "Bob", "Cy"), dealer="Bob"))
    state = saved.state()
    assert state.table.first_dealer == "Bob"
    assert saved.events()[0].payload["dealer"] == "Bob"
    assert state.waiting_for() == ("Cy", "Ann", "Bob")


def test_start_game_refuses_a_dealer_who_is_not_seated_and_stores_nothing(store: Store) -> None:
    # Typed names are resolved by the commands; the action takes the dealer's exact name.
    with pytest.raises(ScoringError, match="the dealer 'b' is not one of the players"):
        actions.start_game(store, GameCreated(("Bob", "Bea"), dealer="b"))
    assert listing.games(store) == []


def test_state_is_folded_once_and_read_again_after_another_scorekeeper_appends(
    store: Store,
) -> None:
    game = new_game(store, "Ann", "Bob")
    first = game.state()
    assert game.state() is first
    elsewhere = SavedGame.current(store)  # another scorekeeper on the same game
    record(elsewhere, 1, "Bob", "ox", "e")
    assert [str(w) for w in game.state().hands[1]["Bob"].words] == ["OX"]
    assert game.state().waiting_for() == ("Ann",)


# Recording hands ---------------------------------------------------------------------


def test_a_new_hand_is_stored_with_the_dictionarys_verdicts(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    outcome = record(game, 1, "Bob", "ox", "e")
    assert outcome.entry.words == ("OX",) and outcome.entry.unused == ("E",)
    assert (outcome.entry.correction, outcome.entry.went_out) == (False, False)
    assert outcome.entry.verdicts["OX"].accepted
    assert outcome.entry.verdicts["OX"].dictionary == "standard"
    assert outcome.warnings == ()
    assert outcome.state.waiting_for() == ("Ann",)
    stored = game.events()[-1]
    assert (stored.seq, stored.kind) == (2, "hand_recorded")
    assert payload_of(stored) == outcome.entry


def test_completed_round_is_true_only_for_the_hand_that_completes_the_round(
    store: Store,
) -> None:
    game = new_game(store, "Ann", "Bob")
    assert not record(game, 1, "Bob", "ox", "e").completed_round
    last = record(game, 1, "Ann", "tea", went_out=True)
    assert last.completed_round
    assert (last.before.open_round, last.state.open_round) == (1, 2)
    # A correction of round 1 once round 2 is open completes nothing.
    assert not record(game, 1, "Bob", "ox", "e").completed_round


def test_a_correction_of_a_past_round_is_marked_and_the_totals_follow(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    round_one(game)
    assert scores(game.state()).totals == {"Ann": 17, "Bob": 12}
    outcome = record(game, 1, "Bob", "(th)e", "e")
    assert outcome.entry.correction
    # Bob now (TH)E: TH 9 + E 2 = 11 - E 2 = 9, and 3 letters ties Ann's TEA for
    # longest word: nobody gets it. Ann 7, Bob 9.
    assert scores(outcome.state).totals == {"Ann": 7, "Bob": 9}


def test_recording_a_player_again_in_the_open_round_is_a_correction(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    assert not record(game, 1, "Bob", "ox", "e").entry.correction
    again = record(game, 1, "Bob", "at", "e")
    assert again.entry.correction
    assert [str(w) for w in again.state.hands[1]["Bob"].words] == ["AT"]


def test_a_correction_that_uses_every_card_keeps_went_out(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    round_one(game)
    outcome = record(game, 1, "Ann", "eat")  # went_out not given
    assert outcome.entry.correction and outcome.entry.went_out
    assert outcome.state.went_out == {1: "Ann"}


def test_a_correction_that_leaves_cards_unused_no_longer_went_out(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    round_one(game)
    outcome = record(game, 1, "Ann", "at", "e")  # went_out not given
    assert outcome.entry.correction and not outcome.entry.went_out
    assert outcome.state.went_out == {}
    # Ann AT 5 - E 2 = 3; Bob OX 12; both 2 letters, 1 word: no bonus.
    assert scores(outcome.state).totals == {"Ann": 3, "Bob": 12}


def test_went_out_given_on_a_correction_wins_over_what_was_recorded(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    round_one(game)
    not_out = record(game, 1, "Ann", "tea", went_out=False)
    assert not not_out.entry.went_out and not_out.state.went_out == {}
    out_again = record(game, 1, "Ann", "tea", went_out=True)
    assert out_again.entry.went_out and out_again.state.went_out == {1: "Ann"}


def test_a_new_hand_did_not_go_out_unless_told(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    assert not record(game, 1, "Ann", "tea").entry.went_out
    assert record(game, 1, "Bob", "ox", "e").state.went_out == {}


def test_going_out_with_cards_unused_is_refused_and_nothing_is_stored(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    with pytest.raises(ScoringError, match="went out, so every card is in a word, but E"):
        record(game, 1, "Bob", "ox", "e", went_out=True)
    assert len(game.events()) == 1


def test_hand_warnings_note_quit_typed_as_four_single_cards(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    round_one(game)
    outcome = record(game, 2, "Ann", "quit")
    # Q 15 + U 4 + I 2 + T 3 = 24 as typed; (QU)IT = 9 + 2 + 3 = 14.
    assert outcome.warnings == (
        "QUIT is scored as typed, 24 points; with the double-letter card it would be "
        "(QU)IT, 14 points",
    )
    assert actions.hand_warnings(outcome.state, 2, "Ann") == list(outcome.warnings)


def test_hand_warnings_flag_a_word_the_dictionary_rejects(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    outcome = record(game, 1, "Ann", "zzx")
    assert outcome.warnings == ("ZZX: ZZX is not in the standard dictionary",)
    # Not struck: official rules strike a word only when it is challenged.
    record(game, 1, "Bob", "ox", "e")
    # Ann ZZX 14 + 14 + 12 = 40 + longest word 10 (3 letters to 2) = 50; Bob 12.
    assert scores(game.state()).totals == {"Ann": 50, "Bob": 12}


def test_under_the_strict_rule_a_rejected_word_is_flagged_as_struck_and_scores_nothing(
    store: Store,
) -> None:
    game = new_game(store, "Ann", "Bob", rules={"strict": True})
    outcome = record(game, 1, "Ann", "zzx")
    assert outcome.warnings == (
        "ZZX: ZZX is not in the standard dictionary (struck: the strict rule is on)",
    )
    record(game, 1, "Bob", "ox", "e")
    # Ann 0 - ZZX 40 = -40, total 0; Bob OX 12 + longest 10 + most words 10 = 32.
    assert scores(game.state()).totals == {"Ann": 0, "Bob": 32}


def test_hand_warnings_say_when_the_dictionary_cannot_be_opened(store: Store) -> None:
    # A dictionary that cannot be opened any more (start_game refuses one at the start).
    game = SavedGame.create(store, GameCreated(("Ann", "Bob"), dictionary="no-such-dictionary"))
    outcome = record(game, 1, "Ann", "tea")
    assert outcome.entry.verdicts == {}
    (warning,) = outcome.warnings
    assert warning.startswith("words not checked: dictionary 'no-such-dictionary'")


# Challenges --------------------------------------------------------------------------


def test_a_challenge_of_an_acceptable_word_costs_the_challenger_its_value(
    store: Store,
) -> None:
    game = new_game(store, "Ann", "Bob")
    round_one(game)
    draft = actions.draft_challenge(game, 1, "Ann", "Bob", word("ox"))
    assert draft.verdict is not None and draft.verdict.accepted and draft.problem is None
    assert len(game.events()) == 3  # a draft records nothing
    outcome = actions.record_challenge(game, draft)
    assert outcome.acceptable
    assert outcome.entry == ChallengeMade(1, "Ann", "Bob", "OX", None, draft.verdict)
    # Ann 17 - OX 14 = 3; Bob keeps 12.
    assert scores(outcome.state).totals == {"Ann": 3, "Bob": 12}
    assert scores(outcome.state).rounds[0].of("Ann").penalty == 14


def test_a_challenge_of_a_word_the_dictionary_rejects_strikes_it(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    record(game, 1, "Bob", "ox", "e")
    record(game, 1, "Ann", "zzx", went_out=True)
    draft = actions.draft_challenge(game, 1, "Bob", "Ann", word("zzx"))
    assert draft.verdict is not None and draft.verdict.code == "not_found"
    outcome = actions.record_challenge(game, draft)
    assert not outcome.acceptable
    ann = scores(outcome.state).rounds[0].of("Ann")
    # ZZX struck: 0 - 40 = -40, total 0. Bob: OX 12 + longest 10 + most words 10 = 32.
    assert [str(s.word) for s in ann.struck] == ["ZZX"]
    assert ann.struck[0].reason == "ZZX is not in the standard dictionary"
    assert scores(outcome.state).totals == {"Ann": 0, "Bob": 32}


def test_the_tables_ruling_overrides_the_dictionary_and_both_are_kept(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    round_one(game)
    draft = actions.draft_challenge(game, 1, "Bob", "Ann", word("tea"))
    assert draft.verdict is not None and draft.verdict.accepted
    outcome = actions.record_challenge(game, draft, Ruling.UNACCEPTABLE)
    assert not outcome.acceptable
    stored = payload_of(game.events()[-1])
    assert isinstance(stored, ChallengeMade)
    assert stored.ruling is Ruling.UNACCEPTABLE and stored.verdict == draft.verdict
    # TEA struck: Ann 0 - 7 = -7, total 0. Bob OX 12 + longest 10 + most words 10 = 32.
    assert scores(outcome.state).totals == {"Ann": 0, "Bob": 32}
    assert scores(outcome.state).rounds[0].of("Bob").penalty == 0


def test_a_challenge_typed_with_single_cards_finds_the_word_laid_with_a_double(
    store: Store,
) -> None:
    game = new_game(store, "Ann", "Bob")
    record(game, 1, "Ann", "(th)e", "a")
    draft = actions.draft_challenge(game, 1, "Bob", "Ann", word("the"))
    assert str(draft.word) == "(TH)E"


def test_a_player_cannot_challenge_their_own_word(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    round_one(game)
    with pytest.raises(ScoringError, match="cannot challenge their own word"):
        actions.draft_challenge(game, 1, "Bob", "Bob", word("ox"))


def test_without_a_dictionary_only_the_tables_ruling_can_decide(store: Store) -> None:
    # A dictionary that cannot be opened any more (start_game refuses one at the start).
    game = SavedGame.create(store, GameCreated(("Ann", "Bob"), dictionary="no-such-dictionary"))
    round_one(game)
    draft = actions.draft_challenge(game, 1, "Ann", "Bob", word("ox"))
    assert draft.verdict is None
    assert draft.problem is not None and "no-such-dictionary" in draft.problem
    with pytest.raises(ScoringError, match="the table's ruling must decide the challenge"):
        actions.record_challenge(game, draft)
    assert len(game.events()) == 3
    outcome = actions.record_challenge(game, draft, Ruling.ACCEPTABLE)
    assert outcome.acceptable
    # Ann 17 - OX 14 = 3.
    assert scores(outcome.state).totals == {"Ann": 3, "Bob": 12}


# Undo --------------------------------------------------------------------------------


def test_undo_takes_back_the_latest_entry_then_the_one_before(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    round_one(game)
    draft = actions.draft_challenge(game, 1, "Ann", "Bob", word("ox"))
    actions.record_challenge(game, draft)
    undone = actions.undo(game)
    assert undone.target.kind == "challenge" and undone.target.seq == 4
    assert scores(undone.state).totals == {"Ann": 17, "Bob": 12}  # the penalty is gone
    assert game.events()[-1].payload == {"target": 4}
    undone = actions.undo(game)
    assert undone.target.seq == 3 and undone.target.payload["player"] == "Ann"
    assert undone.state.waiting_for() == ("Ann",)


def test_undo_with_only_the_games_creation_left_raises_nothing_to_undo(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    record(game, 1, "Bob", "ox", "e")
    actions.undo(game)
    with pytest.raises(NothingToUndo, match="there is nothing to undo"):
        actions.undo(game)
    assert [e.kind for e in game.events()] == ["game_created", "hand_recorded", "undo"]


# Renaming a player -------------------------------------------------------------------


def test_rename_changes_the_name_everywhere_and_the_automatic_game_name(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    round_one(game)
    actions.record_challenge(game, actions.draft_challenge(game, 1, "Bob", "Ann", word("tea")))
    renamed = actions.rename_player(game, "Ann", "Anna")
    state = renamed.state
    assert (renamed.old, renamed.new) == ("Ann", "Anna")
    assert state.table.players == ("Anna", "Bob")
    assert state.table.first_dealer == "Anna"
    assert set(state.hands[1]) == {"Anna", "Bob"}
    assert state.went_out == {1: "Anna"}
    assert state.challenges[1][0].player == "Anna"
    # Bob's challenge of TEA was acceptable: Bob 12 - 7 = 5.
    assert scores(state).totals == {"Anna": 17, "Bob": 5}
    assert game.info.name == "Anna vs Bob"
    assert [g.name for g in listing.games(store)] == ["Anna vs Bob"]


def test_rename_keeps_a_name_given_when_the_game_was_created(store: Store) -> None:
    game = new_game(store, "Ann", "Bob", name="Friday")
    actions.rename_player(game, "Ann", "Anna")
    assert [g.name for g in listing.games(store)] == ["Friday"]
    assert game.state().title == "Friday"


def test_undoing_a_rename_brings_back_the_old_automatic_name(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    actions.rename_player(game, "Ann", "Anna")
    actions.undo(game)
    assert [g.name for g in listing.games(store)] == ["Ann vs Bob"]


def test_rename_to_a_name_already_seated_is_refused(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    with pytest.raises(ScoringError, match="the same name is seated twice"):
        actions.rename_player(game, "Ann", "bob")
    with pytest.raises(ScoringError, match="'Cy' is not playing in this game"):
        actions.rename_player(game, "Cy", "Cyd")
    assert len(game.events()) == 1


# The log -----------------------------------------------------------------------------


def test_a_damaged_entry_is_named_by_its_number(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    record(game, 1, "Bob", "ox", "e")
    # The events table refuses UPDATE and DELETE, but another program can still INSERT.
    with sqlite3.connect(store.path) as conn:
        conn.execute(
            "INSERT INTO events (game_id, seq, kind, payload, created_at) VALUES (?, ?, ?, ?, ?)",
            (game.info.id, 3, "hand_recorded", json.dumps({"round": "x"}), "2024-01-01T00:00Z"),
        )
    conn.close()
    with pytest.raises(DamagedEntry, match=r"entry #3 of game 1 is damaged \(round must be int"):
        game.state()
    with pytest.raises(DamagedEntry, match="entry #3"):
        SavedGame.current(store).state()


# Who went out, as the table answered -------------------------------------------------


def test_who_went_out_is_an_entry_that_undo_takes_back_alone(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    actions.name_who_went_out(game, 1, "Ann")
    record(game, 1, "Bob", "ox", "e")
    state = game.state()
    assert state.asked_who_went_out(1) and state.who_went_out(1) == "Ann"
    actions.undo(game)  # Bob's hand
    assert game.state().who_went_out(1) == "Ann"
    actions.undo(game)  # the answer
    assert not game.state().asked_who_went_out(1)


def test_who_went_out_follows_a_rename_and_yields_to_a_hand_that_went_out(
    store: Store,
) -> None:
    game = new_game(store, "Ann", "Bob")
    actions.name_who_went_out(game, 1, None)
    assert game.state().asked_who_went_out(1) and game.state().who_went_out(1) is None
    record(game, 1, "Bob", "tea", went_out=True)  # the hand says so: it outranks the answer
    assert game.state().who_went_out(1) == "Bob"
    actions.rename_player(game, "Bob", "Robert")
    assert game.state().who_went_out(1) == "Robert"


@pytest.mark.parametrize(
    ("number", "player", "why"),
    [
        (2, "Ann", "asked of a round recorded or being recorded"),  # round 1 is open
        (1, "Cy", "is not playing"),
        (1, "Bob", "went out, so every card is in a word, but E is unused"),
    ],
)
def test_who_went_out_is_refused_where_it_cannot_be(
    store: Store, number: int, player: str, why: str
) -> None:
    game = new_game(store, "Ann", "Bob")
    record(game, 1, "Bob", "ox", "e")
    with pytest.raises(ScoringError, match=why):
        actions.name_who_went_out(game, number, player)


def test_naming_who_went_out_after_their_hand_came_in_marks_that_hand_gone_out(
    store: Store,
) -> None:
    """Bob's hand came in first, from his phone, every card in words: the table's answer
    "Bob" is that hand gone out, one correction, nothing else to fix."""
    game = new_game(store, "Ann", "Bob")
    record(game, 1, "Bob", "tea")
    state = actions.name_who_went_out(game, 1, "Bob")
    assert (
        state.went_out == {1: "Bob"}
        and state.hands[1]["Bob"].words == game.state().hands[1]["Bob"].words
    )
    assert game.events()[-1].payload["correction"] is True


def test_nobody_went_out_may_be_said_of_a_round_the_phones_completed(store: Store) -> None:
    game = new_game(store, "Ann", "Bob")
    record(game, 1, "Ann", "ox", "e")
    record(game, 1, "Bob", "ox", "e")
    state = actions.name_who_went_out(game, 1, None)
    assert state.asked_who_went_out(1) and state.who_went_out(1) is None


# Over only once the last round's challenges are --------------------------------------


def eight_rounds(game: SavedGame, *, closing: bool) -> None:
    """Bob lays OX (14) less his loose A cards (2 each) in each round, 14 - 2n in round n:
    40 in all; Ann holds only loose E cards (her total stays at 0). ``closing`` closes
    each round's challenges as play does, round 8's aside."""
    for number in range(1, 9):
        record(game, number, "Bob", "ox", " ".join(["a"] * number))
        record(game, number, "Ann", "", " ".join(["e"] * (number + 2)))
        if closing and number < 8:
            actions.close_round(game, number)


def test_a_game_played_round_by_round_is_over_once_round_8s_challenges_are(
    store: Store,
) -> None:
    game = new_game(store, "Ann", "Bob")
    eight_rounds(game, closing=True)
    board = scores(game.state())
    assert board.complete and not board.over
    assert board.winners == () and board.leaders == ("Bob",)
    actions.close_round(game, 8)
    board = scores(game.state())
    assert board.over and board.winners == ("Bob",)


def test_a_game_kept_with_the_commands_alone_is_over_once_every_round_is_in(
    store: Store,
) -> None:
    game = new_game(store, "Ann", "Bob")
    eight_rounds(game, closing=False)
    assert scores(game.state()).winners == ("Bob",)
