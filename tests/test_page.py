"""What the live board's page and a seat's page say, element by element: the board of a
finished game of two (Ann and Bob's eight rounds, worked out by hand in
tests/test_score_sheet.py's FRIDAY) and of eight players in their third round, one with
an accented name and one of 40 characters; a seat's page, what the server tells each
seat, and the one line that says why a hand is refused.

The application runs in the test's process (in_process_board.py): a real watcher on the
database and the seats' desk, no socket, no browser. A seat's sentences are put together
by its script from the server's answers (test_seats_in_browser.py runs it in a browser);
here each answer is checked field by field.

Faults seeded by hand to check these tests (each restored after), and the tests that
caught each. The tests written before (test_serve, test_seats, test_live_board,
test_bgstats; the browser tests were not run) caught three of the eleven; these caught
every one:
- a round's score and total swapped in its table (board.html): the finished game of two,
  the board of eight;
- the standings' last-round column headed with the first round's number (board.html):
  the same two;
- the last player left out of each round's table (board.html): the same two;
- the short name said to screen readers instead of the whole one (board.html): the board
  of eight;
- the badge on the last player, not the leader (live_board.py): the two boards (and
  test_serve, test_live_board before);
- each round's caption numbered one too high (live_board.py): the two boards (and
  test_live_board before);
- the line of missing hands without its last player (live_board.py): the board of eight
  (and test_serve, test_live_board before);
- a seat told the dealer of the next round (seat_desk.py): each of eight seats;
- a seat told the open round's missing hands without the last (seat_desk.py): each of
  eight seats, a hand checked and sent;
- a seat told the name of the player at its left (seat_desk.py): each of eight seats, a
  finished game's seats, a hand checked and sent;
- the label "Cards left unused" tied to the words' field (seat.html): the seat page's
  labels.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from cli_helpers import ok
from in_process_board import InProcess, read_page
from test_pictures import two_player_plays
from test_score_sheet import ACCENTED, EIGHT, FORTY, eight_player_plays, keep

MARKS = {"★": "longest word +10", "▲": "most words +10", "↑": "went out"}


def said_aloud(seen: str) -> str:
    """A words cell as a screen reader says it: each mark said as what it means."""
    for symbol, meaning in MARKS.items():
        seen = seen.replace(symbol, meaning)
    return seen


@pytest.fixture
def friday(tmp_path: Path) -> Iterator[InProcess]:
    keep(("Ann", "Bob"), two_player_plays(), "Friday")
    board = InProcess(tmp_path / "games.sqlite3", 2)
    yield board
    board.stop()


@pytest.fixture
def big_table(tmp_path: Path) -> Iterator[InProcess]:
    """Eight players, two rounds played (3 and 4 cards), and Ann's hand of round 3 in."""
    keep(EIGHT, eight_player_plays()[:2], "Big table")
    ok("record", "Ann", "--unused", "a e i o u")
    board = InProcess(tmp_path / "games.sqlite3", 8)
    yield board
    board.stop()


# Ann and Bob's rounds on the board, the latest first: each round's caption, then each
# player's row (name, words and marks, unused cards, the round's score, the total).
FRIDAY_ROUNDS = [
    (
        "Round 8: 10 cards, Bob dealt",
        ["Ann", "ZEBRA ★ unused: O I E A T", "O I E A T", "+30", "263"],
        ["Bob", "(QU)IZ OX JAB ▲ unused: E E", "E E", "+68", "228"],
    ),
    (
        "Round 7: 9 cards, Ann dealt",
        ["Ann", "JO(IN)TS WAX ★ unused: E", "E", "+60", "233"],
        ["Bob", "(QU)IET FOLD unused: A", "A", "+30", "160"],
    ),
    (
        "Round 6: 8 cards, Bob dealt",
        ["Ann", "(TH)INK YES ▲ unused: A", "A", "+41", "173"],
        ["Bob", "PLANET ★ unused: O O", "O O", "+27", "130"],
    ),
    (
        "Round 5: 7 cards, Ann dealt, Ann went out",
        ["Ann", "VEX RAIN ▲ ↑", "—", "+49", "132"],
        ["Bob", "MULE unused: A O I", "A O I", "+8", "103"],
    ),
    (
        "Round 4: 6 cards, Bob dealt, Bob went out",
        ["Ann", "TIGER ★ unused: A", "A", "+26", "83"],
        ["Bob", "CAT DOG ▲ ↑", "—", "+36", "95"],
    ),
    (
        "Round 3: 5 cards, Ann dealt",
        ["Ann", "JAB unused: E I", "E I", "+19", "57"],
        ["Bob", "ZONE ★ unused: A", "A", "+31", "59"],
    ),
    (
        "Round 2: 4 cards, Bob dealt, Ann went out",
        ["Ann", "(QU)ITE ★ ↑", "—", "+26", "38"],
        ["Bob", "AT BE ▲", "—", "+25", "28"],
    ),
    (
        "Round 1: 3 cards, Ann dealt",
        ["Ann", "OX unused: E", "E", "+12", "12"],
        ["Bob", "AT unused: O", "O", "+3", "3"],
    ),
]
ROUND_HEADER = ["Player", "Words", "Unused", "Round", "Total"]


def test_the_board_of_a_finished_game_of_two_says_each_round_total_and_the_winner(
    friday: InProcess,
) -> None:
    status, _, html = friday.request(f"/?key={friday.key}")
    assert status == 200
    page = read_page(html)
    assert page.by_id("title").seen == "Friday"
    assert page.by_id("headline").seen == "Ann wins with 263 points"
    standings, *rounds = page.tables
    assert standings.caption is not None and standings.caption.seen == "Final standings"
    # Ann 263 (her last round +30), Bob 228 (+68): Ann wins.
    assert standings.seen() == [
        ["#", "Player", "Total", "Round 8"],
        ["1", "Ann wins", "263", "+30"],
        ["2", "Bob", "228", "+68"],
    ]
    assert page.all("p", "next") == [] and page.all("p", "waiting") == []
    assert len(rounds) == 8
    for table, (caption, ann, bob) in zip(rounds, FRIDAY_ROUNDS, strict=True):
        assert table.caption is not None and table.caption.seen == caption
        assert table.seen() == [ROUND_HEADER, ann, bob], caption
        assert table.said() == [ROUND_HEADER, [*map(said_aloud, ann)], [*map(said_aloud, bob)]]
    assert [p.seen for p in page.all("p", "rules")] == ["Dictionary standard; the standard rules."]
    (card,) = [img for img in page.all("img") if img.attrs["src"].startswith("/card.png")]
    assert card.attrs["alt"] == "The results card: Ann wins with 263 points."
    (link,) = page.all("a")
    assert link.seen == "Save the play in BG Stats"
    (data,) = parse_qs(urlsplit(link.attrs["href"]).query)["data"]
    players = json.loads(data)["players"]
    assert [(p["name"], p["score"], p["winner"]) for p in players] == [
        ("Ann", 263, True),
        ("Bob", 228, False),
    ]


def test_the_board_of_eight_names_every_player_whole_in_standings_and_to_screen_readers(
    big_table: InProcess,
) -> None:
    """Round 1 (3 cards): Ann TEN 3+2+5 = 10; Chloé AT 2+3 = 5 − A 2 = 3; Cy EAR 2+2+5 =
    9; Dee AT − A = 3; Bartholomew TEN 10; Finn AT − A = 3; Gus TEN 10; Hal IN 2+5 = 7 −
    A 2 = 5. Round 2 (4 cards): Ann TEN − A = 8, 18; Chloé AT − A A = 1, 4; Cy TIDE
    3+2+5+2 = 12, 21; Dee TEN − A = 8, 11; Bartholomew AT − A A = 1, 11; Finn RAIN
    5+2+2+5 = 14, 17; Gus TEN − A = 8, 18; Hal WE 10+2 = 12 − E E 4 = 8, 13. Every bonus
    is tied in both rounds: nobody gets one. Cy leads with 21; Ann and Gus share second
    place, Dee and Bartholomew sixth.
    """
    page = read_page(big_table.request(f"/?key={big_table.key}")[2])
    assert page.by_id("title").seen == "Big table"
    assert page.by_id("headline").seen == "Cy leads after round 2 with 21 points"
    standings, second, first = page.tables
    assert standings.caption is not None and standings.caption.seen == "Standings"
    rows = [
        ["#", "Player", "Total", "Round 2"],
        ["1", "Cy leads", "21", "+12"],
        ["2", "Ann", "18", "+8"],
        ["2", "Gus", "18", "+8"],
        ["4", "Finn", "17", "+14"],
        ["5", "Hal", "13", "+8"],
        ["6", "Dee", "11", "+8"],
        ["6", FORTY, "11", "+1"],
        ["8", ACCENTED, "4", "+1"],
    ]
    assert standings.seen() == rows and standings.said() == rows
    (next_up,) = page.all("p", "next")
    assert next_up.seen == "Round 3: 5 cards each. Cy deals, Dee plays first."
    (waiting,) = page.all("p", "waiting")
    assert waiting.seen == f"Waiting for Dee, {FORTY}, Finn, Gus, Hal, {ACCENTED} and Cy."
    assert second.caption is not None and first.caption is not None
    assert second.caption.seen == f"Round 2: 4 cards, {ACCENTED} dealt"
    assert first.caption.seen == "Round 1: 3 cards, Ann dealt"
    # The long names are cut to fit a phone's column, and said whole.
    shown = ["Ann", "Chloé Mül…", "Cy", "Dee", "Bartholom…", "Finn", "Gus", "Hal"]
    assert [row[0] for row in second.seen()[1:]] == shown
    assert [row[0] for row in second.said()[1:]] == list(EIGHT)
    assert [cell.attrs.get("title") for cell in page.all("span", "name")][-16:] == [
        None if short == name else name for short, name in zip(shown, EIGHT, strict=True)
    ] * 2
    assert second.seen()[1:] == [
        ["Ann", "TEN unused: A", "A", "+8", "18"],
        ["Chloé Mül…", "AT unused: A A", "A A", "+1", "4"],
        ["Cy", "TIDE", "—", "+12", "21"],
        ["Dee", "TEN unused: A", "A", "+8", "11"],
        ["Bartholom…", "AT unused: A A", "A A", "+1", "11"],
        ["Finn", "RAIN", "—", "+14", "17"],
        ["Gus", "TEN unused: A", "A", "+8", "18"],
        ["Hal", "WE unused: E E", "E E", "+8", "13"],
    ]
    assert [row[3:] for row in first.seen()[1:]] == [
        ["+10", "10"],
        ["+3", "3"],
        ["+9", "9"],
        ["+3", "3"],
        ["+10", "10"],
        ["+3", "3"],
        ["+10", "10"],
        ["+5", "5"],
    ]


def test_a_seat_page_labels_its_hand_form_and_says_it_is_asking(big_table: InProcess) -> None:
    status, headers, html = big_table.request(f"/seat?key={big_table.seats.keys[1]}")
    assert (status, headers["cache-control"]) == (200, "no-store")
    page = read_page(html)
    assert [e.seen for e in page.all("title")] == ["Your hand"]
    assert page.by_id("player").seen == "Your hand"
    assert page.by_id("where").seen == "Asking the scorekeeper's laptop where the game stands…"
    labels = {label.attrs["for"]: label.seen for label in page.all("label")}
    assert labels == {
        "words": "Your words (card notation: (qu)it, [th]e)",
        "unused": "Cards left unused",
        "out": "I went out (every card in words)",
    }
    assert page.by_id("out").attrs["type"] == "checkbox"
    for field in ("words", "unused"):
        assert page.by_id(field).tag == "input" and page.by_id(field).attrs["maxlength"] == "200"
    assert page.by_id("send").seen == "Send my hand"
    assert "hidden" in page.by_id("hand").attrs  # until the server says where the game is
    assert [e.seen for e in page.all("footer")] == [
        "Your hand goes to the scorekeeper's laptop, which checks it with the table's "
        "dictionary. Challenges and corrections stay with the scorekeeper."
    ]
    assert page.meta("seat-token")


def test_each_of_eight_seats_is_told_its_player_round_cards_dealer_and_who_is_missing(
    big_table: InProcess,
) -> None:
    """Round 3 deals 5 cards; Ann dealt round 1, so Cy, two to her left, deals round 3.
    Ann's hand is in (her five vowels unused); the others are missing, in the order they
    play, from Dee at the dealer's left."""
    missing = ["Dee", FORTY, "Finn", "Gus", "Hal", ACCENTED, "Cy"]
    for seat, player in enumerate(EIGHT):
        status, _, text = big_table.request(f"/seat/state?key={big_table.seats.keys[seat]}")
        assert status == 200
        assert json.loads(text) == {
            "player": player,
            "game": "Big table",
            "round": 3,
            "cards": 5,
            "rounds": 8,
            "dealer": "Cy",
            "out": None,
            "recorded": "/ A E I O U" if player == "Ann" else "",
            "waiting": missing,
            "open": True,
        }, player


def test_the_seats_of_a_finished_game_are_told_it_is_over(friday: InProcess) -> None:
    for seat, player in enumerate(("Ann", "Bob")):
        text = friday.request(f"/seat/state?key={friday.seats.keys[seat]}")[2]
        assert json.loads(text) == {"player": player, "game": "Friday", "round": None, "open": True}


def test_a_hand_checked_and_sent_from_a_seat_is_said_with_the_players_whole_name(
    big_table: InProcess,
) -> None:
    chloe, bartholomew = big_table.seats.keys[1], big_table.seats.keys[4]
    # CAT 8+2+3 = 13; A B 2+8 = 10 unused: 13 − 10 = 3.
    assert big_table.post("/seat/check", chloe, {"round": 3, "words": "cat", "unused": "a b"}) == (
        200,
        {
            "ok": True,
            "hand": "CAT (13); unused A B (−10)",
            "points": 3,
            "refused": [],
            "warnings": [],
        },
    )
    status, sent = big_table.post(
        "/seat/send",
        chloe,
        {"round": 3, "words": "cat", "unused": "a b", "idempotency": "chloe-round-3"},
    )
    assert status == 200 and sent["ok"]
    line = f"Round 3, {ACCENTED} (phone): CAT (13); unused A B (−10)"
    assert sent["said"] == line and big_table.said == [line]
    assert sent["recorded"] == "CAT / A B"
    state = json.loads(big_table.request(f"/seat/state?key={chloe}")[2])
    assert state["recorded"] == "CAT / A B"
    assert state["waiting"] == ["Dee", FORTY, "Finn", "Gus", "Hal", "Cy"]
    other = json.loads(big_table.request(f"/seat/state?key={bartholomew}")[2])
    assert (other["player"], other["recorded"]) == (FORTY, "")


@pytest.mark.parametrize(
    ("seat", "typed", "problem"),
    [
        (
            1,
            {"round": 3, "words": "cat", "unused": "a b e"},
            f"round 3, {ACCENTED}: 6 cards in words and unused, but round 3 deals 5",
        ),
        (
            4,
            {"round": 3, "words": "at", "unused": "e"},
            f"round 3, {FORTY}: 3 cards in words and unused, but round 3 deals 5",
        ),
        (
            1,
            {"round": 2, "words": "cat", "unused": "a b"},
            f"round 2, {ACCENTED}: this round is already scored: ask the scorekeeper to correct it",
        ),
    ],
)
def test_a_hand_that_cannot_be_is_refused_in_one_line_naming_the_seat(
    big_table: InProcess, seat: int, typed: dict[str, object], problem: str
) -> None:
    key = big_table.seats.keys[seat]
    for path in ("/seat/check", "/seat/send"):
        status, answer = big_table.post(path, key, {**typed, "idempotency": f"try-{seat}-{path}"})
        assert (status, answer) == (200, {"ok": False, "problem": problem}), path
    assert big_table.said == []


def test_a_seat_link_unknown_revoked_or_shut_is_refused_in_one_line(
    big_table: InProcess,
) -> None:
    assert big_table.request("/seat/state?key=nobody")[::2] == (404, "Not found.")
    old = big_table.seats.keys[2]
    big_table.revoke(2)
    revoked = "This link was revoked: ask the scorekeeper for the new one."
    assert big_table.request(f"/seat?key={old}")[::2] == (403, revoked)
    assert big_table.request(f"/seat/state?key={old}")[::2] == (403, revoked)
    big_table.seats.open = False
    key = big_table.seats.keys[1]
    assert json.loads(big_table.request(f"/seat/state?key={key}")[2])["open"] is False
    assert big_table.post("/seat/check", key, {"round": 3, "words": "", "unused": ""}) == (
        403,
        "Phone entry is off: tell the scorekeeper your hand.",
    )
