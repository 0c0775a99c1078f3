"""Game night, second pass: what a scorekeeper meets in a real game, end to end.

Each test keeps a game in a real SQLite file (the autouse fixture points QUIDDLER_DB at
a temp folder) through the commands or through play answered by CliRunner.
"""

from __future__ import annotations

import json
import os

from cli_helpers import ok, qs, unwrapped


def play(*lines: str) -> str:
    result = qs("play", input="".join(f"{line}\n" for line in lines))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.output


NEW_GAME = ["Ann, Bob", "", "", ""]  # players, dealer Ann, dictionary standard, its name


def seven_empty_rounds() -> None:
    """Rounds 1 to 7 of Ann and Bob with nothing but unused vowels: totals stay 0."""
    ok("new", "Ann", "Bob")
    for number in range(1, 8):
        dealt = number + 2
        ok("record", "ann", "--unused", " ".join("a" * dealt))
        ok("record", "bob", "--unused", " ".join("e" * dealt))


def test_a_challenge_after_round_8_that_changes_the_winner_says_so() -> None:
    seven_empty_rounds()
    # Round 8, 10 cards. Ann: OX 14 + AT 5 = 19, unused E E I I O U = 2+2+2+2+2+4 = 14,
    # 5, and two words win most words: 15. Bob: ZEBRA 14+2+8+5+2 = 31, unused E E I O U
    # = 12, 19, and the longest word: 29. Bob wins with 29.
    ok("record", "ann", "ox", "at", "--unused", "e e i i o u")
    assert "Bob wins with 29 points." in ok("record", "bob", "zebra", "--unused", "e e i o u")
    # Struck, ZEBRA counts against Bob: 0 - 31 - 12 = -43, clamped to a total of 0; the
    # longest word is Ann's now (2 letters against none): 15 + 10 = 25.
    out = ok("challenge", "ann", "bob", "zebra", "--ruling", "unacceptable")
    assert "This changes the winner: Ann wins with 25 (before it: Bob wins with 29)." in out


def test_a_correction_that_changes_the_lead_says_so() -> None:
    ok("new", "Ann", "Bob")
    ok("record", "bob", "ox", "--unused", "e")  # 14 - 2 = 12
    ok("record", "ann", "at", "--unused", "e")  # 5 - 2 = 3; Bob leads with 12
    # Ann had ZAX after all: 14+2+12 = 28, longest word and (alone with 3 letters) +10.
    out = ok("record", "ann", "zax", "--round", "1")
    assert "This changes the lead: Ann leads with 38 (before it: Bob leads with 12)." in out


def test_a_correction_that_keeps_the_leader_says_nothing_of_it() -> None:
    ok("new", "Ann", "Bob")
    ok("record", "bob", "ox", "--unused", "e")
    ok("record", "ann", "at", "--unused", "e")
    assert "changes the" not in ok("record", "ann", "at", "--unused", "i", "--round", "1")


def test_redo_puts_back_what_undo_took_back_until_something_new_is_entered() -> None:
    ok("new", "Ann", "Bob")
    ok("record", "bob", "ox", "--unused", "e")
    assert "Took back #2: round 1, Bob: OX; unused E" in ok("undo")
    assert "Put back #2: round 1, Bob: OX; unused E" in ok("redo")
    assert json.loads(ok("board", "--json"))["waiting_for"] == ["Ann"]
    ok("undo")
    ok("record", "ann", "at", "--unused", "e")  # something new: the undo is final
    refused = qs("redo")
    assert refused.exit_code == 2
    assert "there is nothing to redo: redo takes back an undo" in refused.output


def test_a_game_can_be_named_and_given_back_its_automatic_name() -> None:
    ok("new", "Ann", "Bob")
    assert "Game 1 is now 'Friday night'" in ok("rename-game", "Friday night")
    assert "Friday night" in ok("games")
    assert json.loads(ok("board", "--json"))["game"]["name"] == "Friday night"
    assert "Game 1 is now 'Ann vs Bob'" in ok("rename-game")
    too_long = qs("rename-game", "x" * 81)
    assert too_long.exit_code == 2 and "1 to 80 printable characters" in too_long.output


def test_delete_asks_first_and_restore_brings_the_game_back() -> None:
    ok("new", "Ann", "Bob", "--name", "Friday")
    ok("record", "bob", "ox", "--unused", "e")
    kept = qs("delete", "friday", input="n\n")
    assert kept.exit_code == 1 and "Friday" in ok("games")
    assert "Deleted game 1 'Friday'" in ok("delete", "friday", input="y\n")
    listed = unwrapped(ok("games"))
    assert f"No saved games in {os.environ['QUIDDLER_DB']}, but 1 deleted game." in listed
    assert qs("board").exit_code == 2  # no current game any more
    assert "Restored game 1 'Friday'" in ok("restore", "friday")
    ok("open", "1")
    assert json.loads(ok("board", "--json"))["waiting_for"] == ["Ann"]  # nothing lost


def test_play_asks_for_the_games_name_and_enter_keeps_the_players_names() -> None:
    assert "New game 1 'Friday night'" in play("Ann, Bob", "", "", "Friday night", "q")
    assert "New game 2 'Cy vs Dee'" in qs("play", "--new", input="Cy, Dee\n\n\n\nq\n").output


def test_play_offers_only_the_hunspell_dictionaries_that_are_installed() -> None:
    from quiddler_score.words.hunspell_dictionary import hunspell_tags, missing_hunspell_tags

    out = play(*NEW_GAME, "q")
    question = next(line for line in out.splitlines() if "Dictionary?" in line)
    assert "large" in question and "family" in question  # the bundled ones, always
    for tag in hunspell_tags():
        assert f"hunspell:{tag}" in question
    for missing in missing_hunspell_tags():
        assert missing.name not in question
        assert missing.install not in out  # said when one is chosen, not before


def test_a_command_typed_at_a_words_question_runs_on_enter_and_redo_restores() -> None:
    # Who went out is an entry of its own: the undo takes back Bob's hand, not the answer,
    # so neither the undo nor the redo asks it again.
    out = play(*NEW_GAME, "", "ox", "e", "undo", "redo", "at", "e", "q")
    assert out.count("Who went out?") == 1
    assert "Took back round 1, Bob: OX; unused E." in out
    assert "Put back round 1, Bob: OX; unused E." in out
    assert "UNDO (" not in out  # never recorded as a word
    assert json.loads(ok("board", "--json"))["totals"] == {"Ann": 3, "Bob": 12}


def test_who_went_out_is_kept_when_play_stops_before_the_hand() -> None:
    # Bob plays first (Ann deals) and went out; the scorekeeper stops at his words.
    first = play(*NEW_GAME, "bob", "q")
    assert "Bob's words (went out):" in first
    again = play("q")
    assert "Who went out?" not in again and "Bob's words (went out):" in again
    assert "round 1: Bob went out" in ok("history")


def test_carrying_on_asks_nothing_already_answered() -> None:
    first = play(*NEW_GAME, "", "ox", "e", "at", "e", "", "q")  # challenges: none; stop
    assert first.count("Any challenges?") == 1
    again = play("q")
    assert "Any challenges?" not in again and "Round 2 of 8" in again
    assert "Any challenges?" not in play("q")


def test_a_fix_shows_the_hand_and_does_not_ask_a_player_who_went_out_for_unused_cards() -> None:
    # Round 1: Ann went out with ATE; the fix keeps "went out" and her words on Enter.
    out = play(*NEW_GAME, "ann", "ox", "e", "ate", "", "fix", "1", "ann", "", "", "q")
    assert "Ann's hand in round 1: ATE (7); went out" in out
    assert "Ann's words (went out) (Enter = ATE):" in out
    assert "Ann's unused cards" not in out.split("fix")[-1]
    assert "Fixed round 1:" in out


def test_a_refused_fix_keeps_what_was_typed_and_asks_only_for_the_part_at_fault() -> None:
    # Round 1 deals 3 cards: Ann's AT leaves one, but the fix types two unused cards.
    # The count is refused as typed; AT is kept and only the unused cards are asked again.
    answers = [*NEW_GAME, "", "ox", "e", "at", "e", "", ""]
    out = play(*answers, "fix", "1", "ann", "", "", "e i", "i", "q")
    tail = out.split("Fix which round?")[-1]
    assert "✗ round 1, Ann: 2 unused cards, but the words leave 1" in tail
    assert tail.count("Ann's words") == 1
    assert tail.count("Ann's unused cards") == 2
    assert "✓ Ann: AT (5); unused I (−2)" in tail


def test_the_greeting_and_play_help_name_every_command_that_works_at_a_question() -> None:
    from quiddler_score.cli.play.questions import COMMANDS

    greeting = play(*NEW_GAME, "q")
    help_text = ok("play", "--help")
    for command in set(COMMANDS) - {"quit", "help", "?"}:
        assert command in greeting.split("At any question:")[1].splitlines()[0], command
        assert f"  {command} " in help_text, command
