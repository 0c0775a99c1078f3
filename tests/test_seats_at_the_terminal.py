"""`play` in a real terminal (tmux) beside `serve --seats` on the same database: the
scorekeeper's play says each hand a phone sent, and never records over it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from cli_helpers import ok
from seat_phone import Phone, seat_keys
from served_board import Served
from test_play_terminal import Terminal, terminal  # noqa: F401  (the fixture)
from test_seats import hands_kept

from quiddler_score.games.log.store import Store
from quiddler_score.games.saved_game import SavedGame

pytestmark = pytest.mark.slow


def test_play_says_the_phones_hands_and_records_nothing_over_them(
    terminal: Terminal,  # noqa: F811
) -> None:
    db = terminal.db
    with phones_of_chloe_and_dmitri(db) as (chloe, dmitri):
        terminal.start(columns=80)
        terminal.answer("Who went out?", "")
        terminal.expect("Dmitri's words")
        # Chloé sends hers while play asks for Dmitri's, which the scorekeeper types.
        assert chloe.send("cat")[1]["ok"]
        terminal.answer("", "ox")
        terminal.answer("Dmitri's unused cards", "e")
        terminal.expect("Round 1, Chloé (entered elsewhere): CAT (13)")
        terminal.answer("Any challenges?", "")
        # Round 2: Dmitri deals, Chloé plays first; her phone sends while play asks.
        terminal.answer("Enter for round 2", "")
        terminal.answer("Who went out?", "")
        terminal.expect("Chloé's words")
        assert chloe.send("(qu)it", "e", round=2)[1]["ok"]
        terminal.answer("", "")  # the scorekeeper just presses Enter
        terminal.expect("Round 2, Chloé (entered elsewhere): (QU)IT (14); unused E (−2)")
        terminal.expect("Chloé's hand came in meanwhile: kept (fix corrects it).")
        terminal.expect("Dmitri's words")
        assert dmitri.state()["waiting"] == ["Dmitri"]
        terminal.answer("", "q")
        assert terminal.exit_status() == 0
    kept = [
        (hand["round"], hand["player"], hand["words"], hand["correction"])
        for hand in hands_kept(db)
    ]
    assert kept == [
        (1, "Chloé", ["CAT"], False),
        (1, "Dmitri", ["OX"], False),
        (2, "Chloé", ["(QU)IT"], False),
    ]


@contextmanager
def phones_of_chloe_and_dmitri(db: Path) -> Iterator[tuple[Phone, Phone]]:
    """A new game of Chloé and Dmitri served with --seats: each one's phone, until the
    block ends and the server stops."""
    ok("new", "Chloé", "Dmitri", db=db)
    served = Served(db, "--port", "0", "--seats")
    try:
        keys = seat_keys(served, 2)
        yield Phone(served, keys["Chloé"]), Phone(served, keys["Dmitri"])
    finally:
        served.stop()


def went_out_kept(db: Path) -> dict[int, str | None]:
    """Who went out in each round with a hand, as the game now scores it."""
    with Store(db) as store:
        state = SavedGame.current(store).state()
        return {number: state.went_out.get(number) for number in sorted(state.hands)}


def test_a_round_the_phones_complete_meanwhile_is_asked_who_went_out_before_challenges(
    terminal: Terminal,  # noqa: F811
) -> None:
    """The phones send every hand of round 2 while play waits at "Enter for round 2",
    none saying it went out: play asks who went out before the round's challenges."""
    db = terminal.db
    with phones_of_chloe_and_dmitri(db) as (chloe, dmitri):
        terminal.start(columns=80)
        terminal.answer_each_question(["", "cat", "ox", "e", ""])  # round 1, nobody out
        terminal.expect("Enter for round 2")
        assert chloe.send("(qu)ite", round=2)[1]["ok"]
        assert dmitri.send("ox", "e a", round=2)[1]["ok"]
        terminal.answer("", "")
        terminal.expect("Round 2, Dmitri (entered elsewhere): OX (14); unused E A (−4)")
        terminal.answer("Who went out in round 2?", "chl")
        terminal.answer("Round 2 is complete. Any challenges?", "q")
        assert terminal.exit_status() == 0
    assert went_out_kept(db) == {1: None, 2: "Chloé"}


def test_the_phones_i_went_out_is_kept_and_play_does_not_ask_again(
    terminal: Terminal,  # noqa: F811
) -> None:
    db = terminal.db
    with phones_of_chloe_and_dmitri(db) as (chloe, dmitri):
        terminal.start(columns=80)
        terminal.answer_each_question(["", "cat", "ox", "e", ""])
        terminal.expect("Enter for round 2")
        assert chloe.send("(qu)ite", round=2, out=True)[1]["ok"]
        assert dmitri.send("ox", "e a", round=2)[1]["ok"]
        terminal.answer("", "")
        terminal.expect("Round 2, Chloé (entered elsewhere): (QU)ITE (16); went out")
        terminal.answer("Round 2 is complete. Any challenges?", "q")
        assert "Who went out?" not in terminal.screen().split("Enter for round 2")[-1]
        assert terminal.exit_status() == 0
    assert went_out_kept(db) == {1: None, 2: "Chloé"}


def test_who_went_out_named_at_play_after_that_players_phone_sent_is_taken(
    terminal: Terminal,  # noqa: F811
) -> None:
    """Chloé sends all her cards in words from her phone while play asks who went out;
    the scorekeeper's answer "chloé" marks her hand gone out, with nothing to fix."""
    db = terminal.db
    with phones_of_chloe_and_dmitri(db) as (chloe, _dmitri):
        terminal.start(columns=80)
        terminal.expect("Who went out?")
        assert chloe.send("cat")[1]["ok"]
        terminal.answer("", "chloé")
        terminal.answer("Dmitri's words", "ox")
        terminal.answer("Dmitri's unused cards", "e")
        terminal.answer("Any challenges?", "q")
        assert terminal.exit_status() == 0
        assert "type fix" not in terminal.screen()
    assert went_out_kept(db) == {1: "Chloé"}


def test_a_phones_i_went_out_outranks_an_answer_typed_at_the_same_time(
    terminal: Terminal,  # noqa: F811
) -> None:
    db = terminal.db
    with phones_of_chloe_and_dmitri(db) as (chloe, _dmitri):
        terminal.start(columns=80)
        terminal.expect("Who went out?")
        assert chloe.send("cat", out=True)[1]["ok"]
        terminal.answer("", "")  # Enter: nobody, as the scorekeeper thought
        terminal.expect("The hand from elsewhere says Chloé went out: kept (fix corrects it).")
        terminal.answer("Dmitri's words", "ox")
        terminal.answer("Dmitri's unused cards", "e")
        terminal.answer("Any challenges?", "q")
        assert terminal.exit_status() == 0
    assert went_out_kept(db) == {1: "Chloé"}
