"""`play` in a real terminal (tmux) beside `serve --seats` on the same database: the
scorekeeper's play says each hand a phone sent, and never records over it."""

from __future__ import annotations

import pytest
from cli_helpers import ok
from seat_phone import Phone, seat_keys
from served_board import Served
from test_play_terminal import Terminal, terminal  # noqa: F401  (the fixture)
from test_seats import hands_kept

pytestmark = pytest.mark.slow


def test_play_says_the_phones_hands_and_records_nothing_over_them(
    terminal: Terminal,  # noqa: F811
) -> None:
    db = terminal.db
    ok("new", "Chloé", "Dmitri", db=db)
    served = Served(db, "--port", "0", "--seats")
    try:
        keys = seat_keys(served, 2)
        chloe, dmitri = Phone(served, keys["Chloé"]), Phone(served, keys["Dmitri"])
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
    finally:
        served.stop()
    kept = [
        (hand["round"], hand["player"], hand["words"], hand["correction"])
        for hand in hands_kept(db)
    ]
    assert kept == [
        (1, "Chloé", ["CAT"], False),
        (1, "Dmitri", ["OX"], False),
        (2, "Chloé", ["(QU)IT"], False),
    ]
