"""The seats' pages in real headless Chromium, on a phone-sized page: each player types
their hand, sees it checked as they type, and sends it; a page offline keeps what was
typed and sends it once when back.

Without Chromium this is skipped, unless CI is set: there it must run.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import ok
from headless_chromium import Chromium, chromium_or_skip
from seat_phone import seat_keys
from served_board import Served, quiddler
from test_play_terminal import Terminal, terminal  # noqa: F401  (the fixture)
from test_seats import hands_kept, totals, type_line
from test_seats_at_the_terminal import went_out_kept

from quiddler_score.games.log.store import Store
from quiddler_score.games.saved_game import SavedGame

pytestmark = pytest.mark.slow

WHERE = "document.getElementById('where').textContent"
VERDICT = "document.getElementById('verdict').textContent"
ANSWER = "document.getElementById('answer').textContent"
VERDICT_CLASS = "document.getElementById('verdict').className"
RECORDED = "document.getElementById('recorded').textContent"
FOLLOW = (
    "['standing', 'scored-heading', 'scored-you', 'scored-all', 'next']"
    ".map(id => document.getElementById(id).textContent)"
)


def seat_url(served: Served, key: str) -> str:
    return f"http://127.0.0.1:{served.port}/seat?key={key}"


def type_into(browser: Chromium, page: str, field: str, text: str) -> None:
    """Typed as a keyboard would: the field focused and emptied, then the text inserted."""
    browser.evaluate(
        page, f"(f => {{ f.focus(); f.select(); }})(document.getElementById('{field}'))"
    )
    browser.send("Input.insertText", {"text": text}, page)


def enter_hand(browser: Chromium, page: str, words: str, unused: str, checked: str) -> None:
    """Type the hand, wait for the server's check to say ``checked``, and send it."""
    type_into(browser, page, "words", words)
    type_into(browser, page, "unused", unused)
    assert browser.wait_for(page, f"{VERDICT}.startsWith({checked!r})", 10), browser.evaluate(
        page, VERDICT
    )
    browser.evaluate(page, "document.getElementById('send').click()")
    assert browser.wait_for(page, f"{ANSWER}.startsWith('Recorded:')", 10), browser.evaluate(
        page, ANSWER
    )


def test_four_players_enter_their_own_hands_and_the_totals_equal_record(
    tmp_path: Path,
) -> None:
    """Two rounds (3 and 4 cards) of Ann, Bob, Cy and Dee, every hand typed on a phone but
    Dee's first, which the scorekeeper records in another process at the same time.

    Round 1: Ann CAT 8+2+3 = 13 + 10 longest word = 23; Bob OX 2+12 = 14 − E 2 = 12; Cy
    AT 2+3 = 5 − Z 14 = −9: total 0; Dee IT 2+3 = 5 − A 2 = 3. Most words tied: nobody.
    Round 2: Ann (QU)IT 9+2+3 = 14 − E 2 = 12, total 35; Bob ZAPS 14+2+6+3 = 25, total
    37; Cy AT 5 and BE 8+2 = 10: 15 + 10 most words = 25, total 25; Dee DOG 5+2+6 = 13 −
    E 2 = 11, total 14 (QUIT and ZAPS tie for the longest word: nobody).
    """
    executable = chromium_or_skip()
    db = tmp_path / "games.sqlite3"
    rules = tmp_path / "rules.toml"
    rules.write_text("[rules]\nrounds = [3, 4]\n")
    players = ("Ann", "Bob", "Cy", "Dee")
    ok("new", *players, "--rules", str(rules), db=db)
    hands: dict[int, dict[str, tuple[str, str, str]]] = {
        1: {
            "Ann": ("cat", "", "CAT (13)"),
            "Bob": ("ox", "e", "OX (14)"),
            "Cy": ("at", "z", "AT (5)"),
        },
        2: {
            "Ann": ("(qu)it", "e", "(QU)IT (14)"),
            "Bob": ("zaps", "", "ZAPS (25)"),
            "Cy": ("at be", "", "AT (5) BE (10)"),
            "Dee": ("dog", "e", "DOG (13)"),
        },
    }
    server = Served(db, "--port", "0", "--seats")
    try:
        keys = seat_keys(server, len(players))
        with Chromium(executable, tmp_path / "profile") as browser:
            pages = {name: browser.open(seat_url(server, keys[name]), 390, 844) for name in players}
            for name, page in pages.items():
                assert browser.wait_for(page, f"{WHERE}.startsWith('Round 1 of 2')", 20)
                assert (
                    browser.evaluate(page, "document.getElementById('player').textContent") == name
                )
            scorekeeper = quiddler_in_background(db, "record", "dee", "it", "-u", "a")
            for name, (words, unused, checked) in hands[1].items():
                enter_hand(browser, pages[name], words, unused, checked)
            assert scorekeeper.wait(30) == 0
            for name, page in pages.items():
                assert browser.wait_for(page, f"{WHERE}.startsWith('Round 2 of 2')", 10), name
            for name, (words, unused, checked) in hands[2].items():
                enter_hand(browser, pages[name], words, unused, checked)
            assert browser.wait_for(pages["Ann"], f"{WHERE}.includes('the game is over')", 10)
            assert browser.errors == []
        said = [server.wait_for_line("Round 2, ", 5) for _ in players]
        assert said == [
            "Round 2, Ann (phone): (QU)IT (14); unused E (−2)",
            "Round 2, Bob (phone): ZAPS (25)",
            "Round 2, Cy (phone): AT (5) BE (10)",
            "Round 2, Dee (phone): DOG (13); unused E (−2)",
        ]
    finally:
        server.stop()
    typed = tmp_path / "typed.sqlite3"
    ok("new", *players, "--rules", str(rules), db=typed)
    for round_hands in ({**hands[1], "Dee": ("it", "a", "")}, hands[2]):
        for name, (words, unused, _) in round_hands.items():
            ok(
                "record",
                name.lower(),
                *words.split(),
                *(["-u", unused] if unused else []),
                db=typed,
            )
    assert totals(db) == totals(typed) == {"Ann": 35, "Bob": 37, "Cy": 25, "Dee": 14}


def quiddler_in_background(db: Path, *args: str) -> Any:
    import subprocess
    import sys

    from served_board import REPO

    return subprocess.Popen(
        [sys.executable, "-m", "quiddler_score", "--db", str(db), *args],
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def test_a_page_offline_keeps_the_hand_and_sends_it_once_when_back(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    with seat_in_browser(db, ["Ann", "Bob"], "Ann") as (_server, browser, page):
        assert browser.wait_for(page, f"{WHERE}.startsWith('Round 1 of 8')", 20)
        browser.send("Network.enable", page=page)
        offline = {
            "offline": True,
            "latency": 0,
            "downloadThroughput": -1,
            "uploadThroughput": -1,
        }
        browser.send("Network.emulateNetworkConditions", offline, page)
        type_into(browser, page, "words", "cat")
        browser.evaluate(page, "document.getElementById('send').click()")
        assert browser.wait_for(page, f"{ANSWER}.startsWith('Not sent yet')", 10)
        assert not browser.evaluate(page, "document.getElementById('offline').hidden")
        assert hands_kept(db) == []
        browser.send("Page.reload", page=page)  # the phone woke with the page reloaded
        browser.send("Network.emulateNetworkConditions", {**offline, "offline": False}, page)
        # A reload that went out before the network came back shows the browser's own
        # offline page, which reloads itself in its own time: reload it as a person
        # would. The page read from the server then sends the hand it kept, and says
        # so; or the page being left sent it as the network came back, and the page
        # read next shows the hand the server has (its answer line then empty).
        recorded = f"{ANSWER}.startsWith('Recorded:')"
        shown = "document.getElementById('recorded').textContent.includes('CAT')"
        for _ in range(3):
            if browser.wait_for(page, f"{recorded} || {shown}", 10):
                break
            if browser.evaluate(page, "document.getElementById('answer') === null"):
                browser.send("Page.reload", page=page)
        assert browser.wait_for(page, shown, 10), browser.evaluate(page, ANSWER)
        # Sent once, whatever the page retried meanwhile.
        assert [hand["words"] for hand in hands_kept(db)] == [["CAT"]]


EIGHT = ["Philippa", "Quentin", "Rosalind", "Chloé", "Dee", "Bartholomew", "Ann"]
EIGHT.append("Maximiliana Wolfeschlegelsteinhausen-Be")  # 40 characters, the limit

FITS = "document.documentElement.scrollWidth <= innerWidth"


@pytest.mark.parametrize(
    ("players", "seat", "dark"),
    [
        (["Ann", "Bob"], "Ann", False),
        (EIGHT, EIGHT[-1], False),
        (EIGHT, EIGHT[-1], True),
    ],
    ids=["two-players", "eight-players-long-name", "eight-players-dark"],
)
def test_the_seat_page_fits_a_phone(
    tmp_path: Path, players: list[str], seat: str, dark: bool, request: pytest.FixtureRequest
) -> None:
    """Screenshots at 390x844 (kept in the test's folder) to look at; the page never
    scrolls sideways, with a hand checked and one flagged."""
    db = tmp_path / "games.sqlite3"
    with seat_in_browser(db, players, seat, dark=dark) as (_server, browser, page):
        assert browser.wait_for(page, f"{WHERE}.startsWith('Round 1 of 8')", 20)
        type_into(browser, page, "words", "tac")  # not a word: the judge's reason
        assert browser.wait_for(page, f"{VERDICT}.startsWith('TAC: TAC is not')", 10)
        assert browser.evaluate(page, FITS)
        shot = tmp_path / f"seat-{request.node.callspec.id}.png"
        browser.screenshot(page, shot)
        assert shot.stat().st_size > 0
        assert browser.errors == []


def test_a_refused_word_shows_the_judges_reason_never_green_and_no_points(
    tmp_path: Path,
) -> None:
    """VUX (V 7 + U 4 + X 12 = 27) is no word: the page says why, as record does, in
    the refusal's colour and without "27 points"; CAT then reads as scored, in green."""
    db = tmp_path / "games.sqlite3"
    with seat_in_browser(db, ["Ann", "Bob"], "Ann") as (_server, browser, page):
        assert browser.wait_for(page, f"{WHERE}.startsWith('Round 1 of 8')", 20)
        type_into(browser, page, "words", "vux")
        refused = f"{VERDICT} === 'VUX: VUX is not in the standard dictionary'"
        assert browser.wait_for(page, refused, 10), browser.evaluate(page, VERDICT)
        assert browser.evaluate(page, VERDICT_CLASS) == "verdict bad"
        assert "27" not in browser.evaluate(page, "document.body.innerText")
        type_into(browser, page, "words", "cat")
        assert browser.wait_for(page, f"{VERDICT} === 'CAT (13): 13 points before bonuses'", 10)
        assert browser.evaluate(page, VERDICT_CLASS) == "verdict good"
        assert browser.errors == []


def test_i_went_out_ticked_on_the_page_is_refused_with_cards_unused_then_recorded(
    tmp_path: Path,
) -> None:
    db = tmp_path / "games.sqlite3"
    with seat_in_browser(db, ["Ann", "Bob"], "Ann") as (server, browser, page):
        assert browser.wait_for(page, f"{WHERE}.startsWith('Round 1 of 8')", 20)
        browser.evaluate(page, "document.getElementById('out').click()")
        type_into(browser, page, "words", "ox")
        type_into(browser, page, "unused", "e")
        unused = f"{VERDICT}.endsWith('went out, so every card is in a word, but E is unused')"
        assert browser.wait_for(page, unused, 10), browser.evaluate(page, VERDICT)
        assert browser.evaluate(page, VERDICT_CLASS) == "verdict bad"
        type_into(browser, page, "unused", "")
        enter_hand(browser, page, "cat", "", "CAT (13); went out")
        said = "Recorded: Round 1, Ann (phone): CAT (13); went out"
        assert browser.evaluate(page, ANSWER) == said
        assert server.wait_for_line("Round 1, Ann (phone): CAT (13); went out", 5)
        assert browser.errors == []
    assert [hand["went_out"] for hand in hands_kept(db)] == [True]


@contextmanager
def seat_in_browser(
    db: Path, players: Sequence[str], seat: str, *new: str, dark: bool = False
) -> Iterator[tuple[Served, Chromium, str]]:
    """A new game of ``players`` in ``db`` (``new``: more of new's options) served with
    --seats, and ``seat``'s page open in Chromium at 390x844: the server, the browser and
    the page, until the block ends and the server stops."""
    executable = chromium_or_skip()
    ok("new", *players, *new, db=db)
    server = Served(db, "--port", "0", "--seats")
    try:
        keys = seat_keys(server, len(players))
        with Chromium(executable, db.parent / "profile") as browser:
            yield server, browser, browser.open(seat_url(server, keys[seat]), 390, 844, dark=dark)
    finally:
        server.stop()


NEWS = "document.getElementById('news').textContent"
TAKEN_BACK_WHEN = """
window.takenBackAt = null;
new MutationObserver(() => {
  const news = document.getElementById('news');
  if (!news.hidden && news.textContent.includes('taken back') && window.takenBackAt === null)
    window.takenBackAt = Date.now();
}).observe(document.getElementById('news'), {childList: true, characterData: true,
  subtree: true, attributes: true});
window.undoAt = Date.now();
"""


def test_undo_at_the_terminal_is_said_on_the_phone_within_a_second(tmp_path: Path) -> None:
    """Ann and Zoë, rounds of 3 and 4 cards. Round 1: Ann CAT 8+2+3 = 13 + 10 longest
    word = 23 (recorded at the terminal); Zoë OX 2+12 = 14 − E 2 = 12 (from her phone).
    Zoë sends ZAPS for round 2; the scorekeeper types undo: her phone says it was taken
    back, within a second of the undo, measured in the page. She sends it again (the news
    goes), then a fix of her round 1 at the terminal (record --round 1) is said as a change. Screenshots at 390x844 (kept in
    the test's folder) of the round scored and of the hand taken back, to look at."""
    db = tmp_path / "games.sqlite3"
    rules = tmp_path / "rules.toml"
    rules.write_text("[rules]\nrounds = [3, 4]\n")
    with seat_in_browser(db, ["Ann", "Zoë"], "Zoë", "--rules", str(rules)) as (
        server,
        browser,
        page,
    ):
        assert browser.wait_for(page, f"{WHERE}.startsWith('Round 1 of 2')", 20)
        quiddler(db, "record", "ann", "cat")
        enter_hand(browser, page, "ox", "e", "OX (14)")
        assert browser.wait_for(page, f"{WHERE}.startsWith('Round 2 of 2')", 10)
        follow = browser.evaluate(page, FOLLOW)
        assert follow == [
            "Your total: 12, 2nd of 2 after round 1.",
            "Round 1 scored: 3 cards, Ann dealt",
            "You: +12, total 12 (OX; unused E)",
            "Ann +23, Zoë +12",
            "Next: Round 2: 4 cards each. Zoë deals, Ann plays first.",
        ], follow
        assert browser.evaluate(page, "document.getElementById('board-link').href") == (
            f"http://127.0.0.1:{server.port}/?key={server.key}"
        )
        enter_hand(browser, page, "zaps", "", "ZAPS (25)")
        browser.screenshot(page, tmp_path / "seat-round-scored.png")
        browser.evaluate(page, TAKEN_BACK_WHEN)
        type_line(server, "undo")
        assert browser.wait_for(page, "window.takenBackAt", 5), browser.evaluate(page, NEWS)
        elapsed = browser.evaluate(page, "window.takenBackAt - window.undoAt")
        assert elapsed < 1000, f"{elapsed} ms"
        assert browser.evaluate(page, NEWS) == (
            "Your round 2 hand (ZAPS) was taken back at the scorekeeper's laptop. "
            "Send it again when it is right."
        )
        assert not browser.evaluate(page, f"{ANSWER}.startsWith('Recorded:')")
        assert browser.evaluate(page, RECORDED) == ""
        browser.screenshot(page, tmp_path / "seat-taken-back.png")
        enter_hand(browser, page, "zaps", "", "ZAPS (25)")  # sent again: no more news
        assert browser.wait_for(page, "document.getElementById('news').hidden", 5)
        quiddler(db, "record", "zoe", "-u", "o x e", "--round", "1")
        assert browser.wait_for(page, f"{NEWS}.includes('changed')", 5)
        assert browser.evaluate(page, NEWS) == (
            "Your round 1 hand was changed at the scorekeeper's laptop: OX / E is now / O X E."
        )
        assert browser.errors == []


def test_four_phones_beside_play_serve_seats_each_going_out_and_play_rules_challenges_only(
    terminal: Terminal,  # noqa: F811
) -> None:
    """A game night as a table plays it: the scorekeeper runs play --serve --seats; the
    four players type every hand on their phones, the one who went out ticking I went
    out; the scorekeeper presses Enter to go on, and rules the one challenge. The totals
    equal the same game entered with record and challenge.

    Round 1 (3 cards): Ann goes out with CAT 8+2+3 = 13 + 10 longest word = 23; Bob OX
    2+12 = 14 − E 2 = 12; Cy AT 2+3 = 5 − Z 14 = −9: total 0; Dee IT 2+3 = 5 − A 2 = 3,
    and she challenges Bob's OX, which stands: she loses its 14, 3 − 14 = −11, total 0.
    One word each: no most-words bonus.
    Round 2 (4 cards): Bob goes out with ZAPS 14+2+6+3 = 25, total 37; Ann (QU)IT 9+2+3
    = 14 − E 2 = 12, total 35; Cy AT 5 and BE 8+2 = 10: 15 + 10 most words = 25, total
    25; Dee DOG 5+2+6 = 13 − E 2 = 11, total 11. ZAPS and QUIT tie for the longest word
    (4 letters): nobody gets it.
    """
    from test_serve import free_port

    from quiddler_score.games.log import links

    executable = chromium_or_skip()
    db = terminal.db
    rules = db.with_name("rules.toml")
    rules.write_text("[rules]\nrounds = [3, 4]\n")
    players = ("Ann", "Bob", "Cy", "Dee")
    ok("new", *players, "--rules", str(rules), db=db)
    hands: dict[int, dict[str, tuple[str, str, bool, str]]] = {
        1: {
            "Ann": ("cat", "", True, "CAT (13); went out"),
            "Bob": ("ox", "e", False, "OX (14)"),
            "Cy": ("at", "z", False, "AT (5)"),
            "Dee": ("it", "a", False, "IT (5)"),
        },
        2: {
            "Ann": ("(qu)it", "e", False, "(QU)IT (14)"),
            "Bob": ("zaps", "", True, "ZAPS (25); went out"),
            "Cy": ("at be", "", False, "AT (5) BE (10)"),
            "Dee": ("dog", "e", False, "DOG (13)"),
        },
    }
    port = free_port()
    terminal.start(120, "--serve", "--seats", "--local", "--port", str(port))
    terminal.expect("Who went out?")
    with Store(db) as store:
        kept = links.kept_seat_keys(store, SavedGame.current(store).info.id).in_force
    keys = {players[seat]: key for seat, key in kept.items()}
    base = f"http://127.0.0.1:{port}/seat?key="
    with Chromium(executable, db.with_name("profile")) as browser:
        pages = {name: browser.open(base + keys[name], 390, 844) for name in players}
        for number in (1, 2):
            for page in pages.values():
                assert browser.wait_for(page, f"{WHERE}.startsWith('Round {number} of 2')", 20)
            for name, (words, unused, out, checked) in hands[number].items():
                if out:
                    browser.evaluate(pages[name], "document.getElementById('out').click()")
                enter_hand(browser, pages[name], words, unused, checked)
            terminal.answer("", "")  # on to what the phones filled: nothing typed
            terminal.expect(f"Round {number} is complete. Any challenges?")
            if number == 1:
                terminal.answer("", "dee bob ox")
                terminal.expect("OX: acceptable.")
                terminal.answer("Does the table agree?", "y")
                terminal.answer("Challenge?", "")
                terminal.expect("Enter for round 2")
            else:
                terminal.answer("", "")
        terminal.answer("A picture of the result to share?", "n")
        assert terminal.exit_status() == 0
        assert browser.errors == []
    shown = terminal.screen()
    for said in ("Round 1, Ann (entered elsewhere): CAT (13); went out", "Bob wins with 37"):
        assert said in shown
    assert "Who went out in round" not in shown  # the phones said it: never asked
    assert went_out_kept(db) == {1: "Ann", 2: "Bob"}
    typed = db.with_name("typed.sqlite3")
    ok("new", *players, "--rules", str(rules), db=typed)
    for number in (1, 2):
        for name, (words, unused, out, _) in hands[number].items():
            line = ["record", name.lower(), *words.split(), *(["-u", unused] if unused else [])]
            ok(*line, *(["--out"] if out else []), db=typed)
        if number == 1:
            ok("challenge", "dee", "bob", "ox", "--ruling", "acceptable", db=typed)
    assert totals(db) == totals(typed) == {"Ann": 35, "Bob": 37, "Cy": 25, "Dee": 11}


class TimedBoard:
    """``serve --seats`` in a thread of the test, on 127.0.0.1, with its turn timer on a
    clock the test moves (``now``): the server's own, real in all else."""

    def __init__(self, db: Path) -> None:
        import socket
        import threading

        from quiddler_score.cli.serve import address
        from quiddler_score.cli.serve.seat_keys import Seats
        from quiddler_score.cli.serve.server import BoardServer
        from quiddler_score.games.log import links

        self.now = 1000.0
        self.said: list[str] = []
        with Store(db) as store:
            keys = links.board_keys(store)
            game = SavedGame.current(store)
            players = game.state().table.players
            self.seats = dict(zip(players, links.seat_keys(store, game.info.id, 3), strict=True))
        self.key = keys.board
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen()
        self.port = self.sock.getsockname()[1]
        seats = (Seats(keys.tokens), address.host_names(self.sock))
        self.server = BoardServer(
            db, None, self.key, self.said.append, seats=seats, clock=lambda: self.now
        )
        self.thread = threading.Thread(target=self.server.serve_on, args=(self.sock,))
        self.thread.start()

    def stop(self) -> None:
        self.server.stop()
        self.thread.join(10)
        self.sock.close()
        assert not self.thread.is_alive()


TURN = "document.getElementById('turn').textContent"


def test_the_turn_timer_runs_on_the_board_and_two_seats_end_their_turns(tmp_path: Path) -> None:
    """Ann, Bob and Cy, turn_seconds = 60: Ann deals round 1, so Bob plays first, then Cy,
    then Ann. The clock is the test's: 15 s in, Bob has 0:45 left and ends his turn from
    his page; Cy's starts at 1:00, runs 72 s, 0:12 over the limit, said at the terminal,
    and she ends it from hers: Ann's turn, 1:00 left. Screenshots at 390x844 of the board
    and of Cy's page (kept in the test's folder) to look at."""
    executable = chromium_or_skip()
    db = tmp_path / "games.sqlite3"
    rules = tmp_path / "rules.toml"
    rules.write_text("[rules]\nturn_seconds = 60\n")
    ok("new", "Ann", "Bob", "Cy", "--rules", str(rules), db=db)
    served = TimedBoard(db)
    base = f"http://127.0.0.1:{served.port}"
    try:
        with Chromium(executable, tmp_path / "profile") as browser:
            board = browser.open(f"{base}/?key={served.key}", 390, 844)
            bob, cy = (
                browser.open(f"{base}/seat?key={served.seats[name]}", 390, 844)
                for name in ("Bob", "Cy")
            )
            assert browser.wait_for(board, f'{TURN} === "Bob\'s turn: 1:00 left"', 20)
            served.now += 15
            assert browser.wait_for(board, f'{TURN} === "Bob\'s turn: 0:45 left"', 5)
            assert browser.wait_for(bob, f"{TURN} === 'Your turn: 0:45 left'", 20)
            assert browser.wait_for(cy, f'{TURN} === "Bob\'s turn: 0:45 left"', 20)
            assert browser.evaluate(cy, "document.getElementById('end-turn').hidden")
            browser.evaluate(bob, "document.getElementById('end-turn').click()")
            assert browser.wait_for(board, f'{TURN} === "Cy\'s turn: 1:00 left"', 5)
            assert browser.wait_for(cy, f"{TURN} === 'Your turn: 1:00 left'", 5)
            assert browser.wait_for(bob, f'{TURN} === "Cy\'s turn: 1:00 left"', 5)
            assert browser.evaluate(bob, "document.getElementById('end-turn').hidden")
            served.now += 72
            over = "Cy's turn: 0:12 over the 1:00 limit"
            assert browser.wait_for(board, f"{TURN} === {over!r}", 5)
            assert browser.evaluate(board, "document.getElementById('turn').className") == (
                "turn over"
            )
            assert browser.wait_for(cy, f"{TURN} === 'Your turn: 0:12 over the 1:00 limit'", 5)
            browser.screenshot(board, tmp_path / "board-turn-over.png")
            browser.screenshot(cy, tmp_path / "seat-turn-over.png")
            browser.evaluate(cy, "document.getElementById('end-turn').click()")
            assert browser.wait_for(board, f'{TURN} === "Ann\'s turn: 1:00 left"', 5)
            assert browser.wait_for(
                cy, "document.getElementById('turn-answer').textContent.startsWith('Round 1')", 5
            )
            browser.screenshot(board, tmp_path / "board-turn.png")
            browser.screenshot(cy, tmp_path / "seat-turn.png")
            assert browser.evaluate(board, "document.documentElement.scrollWidth <= innerWidth")
            assert browser.evaluate(cy, "document.documentElement.scrollWidth <= innerWidth")
            assert browser.errors == []
    finally:
        served.stop()
    assert served.said[-3:] == [
        "Round 1: Bob ended the turn after 0:15; Cy's turn.",
        "Round 1: Cy's turn is over the 1:00 limit.",
        "Round 1: Cy ended the turn after 1:12; Ann's turn.",
    ]
    assert hands_kept(db) == []  # a turn is no entry of the game's log
