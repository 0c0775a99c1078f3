"""Each player enters their own hand from their phone (`serve --seats`), through real
`serve` processes on 127.0.0.1: the hand is checked and recorded as `record` would, the
terminal says it, and every request that must not write is refused with one line."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import ok, refused
from seat_phone import Phone, seat_keys
from served_board import REPO, Served, quiddler

from quiddler_score.cli.serve.seat_app import LARGEST_BODY
from quiddler_score.games.log.store import Store
from quiddler_score.games.saved_game import SavedGame, scores

PLAYERS = ("Chloé", "Dmitri", "Eun-ji")


def hands_kept(db: Path) -> list[dict[str, Any]]:
    """Every hand entry of the current game, as the log keeps them."""
    with Store(db) as store:
        game = SavedGame.current(store)
        return [dict(e.payload) for e in game.events() if e.kind == "hand_recorded"]


def totals(db: Path) -> dict[str, int]:
    with Store(db) as store:
        return scores(SavedGame.current(store).state()).totals


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "games.sqlite3"
    ok("new", *PLAYERS, db=path)
    return path


@pytest.fixture
def served(db: Path) -> Iterator[Served]:
    server = Served(db, "--port", "0", "--seats")
    yield server
    server.stop()


@pytest.fixture
def phones(served: Served) -> dict[str, Phone]:
    return {name: Phone(served, key) for name, key in seat_keys(served, len(PLAYERS)).items()}


def type_line(served: Served, line: str) -> None:
    assert served.process.stdin is not None
    served.process.stdin.write(line + "\n")
    served.process.stdin.flush()


def test_hands_sent_from_the_seats_score_as_the_same_hands_recorded(
    db: Path, served: Served, phones: dict[str, Phone], tmp_path: Path
) -> None:
    """Round 1 (3 cards) from the phones, and the same with `record` in another database.

    Chloé CAT 8+2+3 = 13 + 10 longest word = 23; Dmitri OX 2+12 = 14 − E 2 = 12; Eun-ji
    AT 2+3 = 5 − Z 14 = −9, total 0. Most words tied (one each): nobody.
    """
    assert phones["Chloé"].send("cat")[1]["ok"]
    assert phones["Dmitri"].send("ox", "e")[1]["ok"]
    status, answer = phones["Eun-ji"].send("at", "z")
    assert status == 200 and answer["ok"]
    assert answer["said"] == "Round 1, Eun-ji (phone): AT (5); unused Z (−14)"
    assert served.wait_for_line("Round 1, Eun-ji (phone): AT (5); unused Z (−14)", 5)
    typed = tmp_path / "typed.sqlite3"
    ok("new", *PLAYERS, db=typed)
    ok("record", "chloé", "cat", db=typed)
    ok("record", "dmitri", "ox", "-u", "e", db=typed)
    ok("record", "eun-ji", "at", "-u", "z", db=typed)
    assert totals(db) == totals(typed) == {"Chloé": 23, "Dmitri": 12, "Eun-ji": 0}


def test_the_hand_is_checked_as_typed_by_the_same_engine_and_judge(
    phones: dict[str, Phone],
) -> None:
    phone = phones["Chloé"]
    good = phone.check("(qu)it", "")  # (QU)IT: QU 9 + I 2 + T 3 = 14
    assert good == {"ok": True, "hand": "(QU)IT (14)", "points": 14, "refused": [], "warnings": []}
    flagged = phone.check("tac", "")  # not a word: the judge's reason, and no points
    assert flagged == {
        "ok": True,
        "refused": ["TAC: TAC is not in the standard dictionary"],
        "warnings": [],
    }
    counted = phone.check("cat", "z")
    assert counted == {
        "ok": False,
        "problem": "round 1, Chloé: 4 cards in words and unused, but round 1 deals 3",
    }
    notation = phone.check("c(at", "")
    assert not notation["ok"] and notation["problem"].startswith("round 1, Chloé")
    assert phone.state()["recorded"] == ""  # checking writes nothing


def test_a_seat_fixes_its_hand_until_the_round_is_scored_then_is_refused(
    db: Path, phones: dict[str, Phone]
) -> None:
    chloe = phones["Chloé"]
    assert chloe.send("tac")[1]["ok"]
    status, fixed = chloe.send("cat", seen="TAC")  # over the hand it saw: a correction
    assert fixed["ok"] and fixed["correction"] and fixed["recorded"] == "CAT"
    quiddler(db, "record", "dmitri", "ox", "-u", "e")  # the scorekeeper, in another process
    quiddler(db, "record", "eun-ji", "at", "-u", "z")  # round 1 is complete: scored
    status, late = chloe.send("act", seen="CAT")
    assert (status, late["ok"]) == (200, False)
    assert late["problem"] == (
        "round 1, Chloé: this round is already scored: ask the scorekeeper to correct it"
    )
    assert [hand["words"] for hand in hands_kept(db) if hand["player"] == "Chloé"] == [
        ["TAC"],
        ["CAT"],
    ]
    assert chloe.state()["round"] == 2


def test_a_replayed_submission_is_answered_again_and_never_recorded_twice(
    db: Path, phones: dict[str, Phone]
) -> None:
    phone = phones["Dmitri"]
    first = phone.send("ox", "e", again="0123456789abcdef")
    replayed = phone.send("ox", "e", again="0123456789abcdef")
    assert first[1]["ok"] and replayed[1]["ok"] and replayed[1]["again"]
    assert replayed[1]["said"] == first[1]["said"]
    assert len(hands_kept(db)) == 1


def test_a_submission_key_sent_again_with_another_hand_is_refused(
    db: Path, phones: dict[str, Phone]
) -> None:
    phone = phones["Dmitri"]
    assert phone.send("ox", "e", again="fedcba9876543210")[1]["ok"]
    assert phone.send("ax", "e", again="fedcba9876543210") == (
        409,
        "Refused: this submission key was sent with another hand.",
    )
    assert [hand["words"] for hand in hands_kept(db)] == [["OX"]]


def test_two_phones_of_one_seat_sending_at_once_keep_one_hand_and_both_are_told(
    db: Path, served: Served, phones: dict[str, Phone]
) -> None:
    key = phones["Eun-ji"].key
    pages = [Phone(served, key), Phone(served, key)]
    answers: list[Any] = [None, None]
    ready = threading.Barrier(2)

    def send(n: int, words: str) -> None:
        ready.wait()
        answers[n] = pages[n].send(words, "z")[1]

    threads = [
        threading.Thread(target=send, args=(0, "at")),
        threading.Thread(target=send, args=(1, "ta")),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(20)
    kept = hands_kept(db)
    assert len(kept) == 1  # one hand, no correction
    recorded = " ".join(kept[0]["words"]) + " / Z"
    winner, loser = sorted(answers, key=lambda answer: not answer["ok"])
    assert winner["ok"] and winner["recorded"] == recorded
    assert not loser["ok"]
    assert loser["problem"] == f"your hand was recorded meanwhile: {recorded}"
    assert loser["recorded"] == recorded


def test_a_revoked_link_is_refused_and_the_new_one_works(
    served: Served, phones: dict[str, Phone]
) -> None:
    old = phones["Chloé"]
    type_line(served, "revoke chl")
    found = served.wait_for_line("Chloé's old link no longer works; the new one: ", 5)
    assert found is not None
    new_key = found.split("/seat?key=")[1]
    status, said = old.send("cat")
    assert (status, said) == (403, "This link was revoked: ask the scorekeeper for the new one.")
    status, _, page = served.request(f"/seat?key={old.key}")
    assert (status, page) == (403, "This link was revoked: ask the scorekeeper for the new one.")
    assert Phone(served, new_key).send("cat")[1]["ok"]


def test_after_a_rename_the_terminal_revokes_and_lists_the_seat_by_its_new_name(
    db: Path, served: Served, phones: dict[str, Phone]
) -> None:
    ok("rename", "Dmitri", "Dima", db=db)
    type_line(served, "revoke Dima")
    found = served.wait_for_line("Dima's old link no longer works; the new one: ", 5)
    assert found is not None
    assert phones["Dmitri"].send("ox", "e")[0] == 403
    type_line(served, "links")
    assert served.wait_for_line("  Dima: " + found.split(": ")[1], 5) is not None


REVOKED = "This link was revoked: ask the scorekeeper for the new one."


def served_again(db: Path, first: Served, *options: str) -> Served:
    """``first`` stopped, and ``serve --seats`` started again on its port."""
    assert first.stop() == 0
    return Served(db, "--port", str(first.port), "--seats", *options)


def test_a_restarted_serve_keeps_every_link_and_a_page_open_before_still_sends(
    db: Path, served: Served, phones: dict[str, Phone]
) -> None:
    board, keys = served.url, {name: phone.key for name, phone in phones.items()}
    assert phones["Chloé"].send("cat")[1]["ok"]
    again = served_again(db, served)
    try:
        assert again.url == board
        assert seat_keys(again, len(PLAYERS)) == keys
        dmitri = phones["Dmitri"]  # the page as it was loaded from the first server
        dmitri.served = again
        assert dmitri.state()["recorded"] == ""
        assert dmitri.send("ox", "e")[1]["ok"]
        assert Phone(again, keys["Eun-ji"]).send("at", "z")[1]["ok"]
    finally:
        again.stop()
    assert [hand["player"] for hand in hands_kept(db)] == list(PLAYERS)


def test_new_links_revokes_every_seats_link_and_the_boards_and_makes_new_ones(
    db: Path, served: Served, phones: dict[str, Phone]
) -> None:
    again = served_again(db, served, "--new-links")
    try:
        assert again.key != served.key
        assert again.request(f"/?key={served.key}")[0] == 404
        new = seat_keys(again, len(PLAYERS))
        for name, phone in phones.items():
            assert new[name] != phone.key
            assert again.request(f"/seat?key={phone.key}")[::2] == (403, REVOKED)
        assert Phone(again, new["Chloé"]).send("cat")[1]["ok"]
    finally:
        again.stop()
    kept = served_again(db, again)  # the new links are the ones kept from now on
    try:
        assert seat_keys(kept, len(PLAYERS)) == new
    finally:
        kept.stop()


def test_a_revoked_link_still_says_so_after_a_restart(
    db: Path, served: Served, phones: dict[str, Phone]
) -> None:
    type_line(served, "revoke dmitri")
    found = served.wait_for_line("Dmitri's old link no longer works; the new one: ", 5)
    assert found is not None
    new_key = found.split("/seat?key=")[1]
    again = served_again(db, served)
    try:
        assert seat_keys(again, len(PLAYERS))["Dmitri"] == new_key
        assert again.request(f"/seat?key={phones['Dmitri'].key}")[::2] == (403, REVOKED)
        phones["Dmitri"].served = again
        assert phones["Dmitri"].send("ox", "e") == (403, REVOKED)
        assert Phone(again, new_key).send("ox", "e")[1]["ok"]
    finally:
        again.stop()


def test_phone_entry_turned_off_refuses_every_hand_and_on_again_takes_them(
    served: Served, phones: dict[str, Phone]
) -> None:
    type_line(served, "off")
    assert served.wait_for_line("Phone entry is off", 5)
    assert phones["Chloé"].send("cat") == (
        403,
        "Phone entry is off: tell the scorekeeper your hand.",
    )
    assert phones["Chloé"].state()["open"] is False
    type_line(served, "on")
    assert served.wait_for_line("Phone entry is on.", 5)
    assert phones["Chloé"].send("cat")[1]["ok"]


@pytest.mark.parametrize(
    ("headers", "status", "said"),
    [
        ({"Origin": "http://evil.example"}, 403, "Refused: sent from another site."),
        ({"Origin": ""}, 403, "Refused: sent from another site."),
        ({"Sec-Fetch-Site": "cross-site"}, 403, "Refused: sent from another site."),
        ({"X-Seat-Token": ""}, 403, "This page is out of date: load it again."),
        ({"X-Seat-Token": "forged.0000"}, 403, "This page is out of date: load it again."),
        (
            {"Content-Type": "application/x-www-form-urlencoded"},
            415,
            "Refused: only the page's JSON is taken.",
        ),
        ({"Content-Type": "text/plain"}, 415, "Refused: only the page's JSON is taken."),
    ],
)
def test_a_post_not_from_the_seats_page_is_refused_in_one_line(
    db: Path, phones: dict[str, Phone], headers: dict[str, str], status: int, said: str
) -> None:
    body = {"round": 1, "words": "cat", "unused": "", "seen": "", "idempotency": "x" * 16}
    assert phones["Chloé"].post("/seat/send", body, **headers) == (status, said)
    assert hands_kept(db) == []


def test_a_key_that_is_no_seats_cannot_write_any_hand(
    db: Path, served: Served, phones: dict[str, Phone]
) -> None:
    body = {"round": 1, "words": "cat", "unused": "", "seen": "", "idempotency": "x" * 16}
    for key in (served.key, "wrong", phones["Chloé"].key[:-1], ""):  # the board's key reads only
        assert phones["Chloé"].post("/seat/send", body, key=key) == (404, "Not found.")
    # Another seat's key writes that seat's hand, never this one's: its token does not fit.
    assert phones["Chloé"].post("/seat/send", body, key=phones["Dmitri"].key) == (
        403,
        "This page is out of date: load it again.",
    )
    assert hands_kept(db) == []


def test_a_host_that_is_not_the_servers_is_refused(
    served: Served, phones: dict[str, Phone]
) -> None:
    """DNS rebinding: a page of another name that resolves to this machine."""
    status, _, body = served.request(
        f"/seat?key={phones['Chloé'].key}", headers={"Host": "evil.example"}
    )
    assert (status, body) == (400, "Invalid host header")
    status, said = phones["Chloé"].post(
        "/seat/send", {"round": 1}, Host="evil.example", Origin="http://evil.example"
    )
    assert (status, said) == (400, "Invalid host header")


def test_a_body_past_the_limit_is_refused_and_one_at_it_is_read(
    db: Path, phones: dict[str, Phone]
) -> None:
    base = {"round": 1, "words": "cat", "unused": "", "seen": "", "idempotency": "y" * 16}
    padding = LARGEST_BODY - len(json.dumps({**base, "pad": ""}))
    at_limit = json.dumps({**base, "pad": "p" * padding})
    assert len(at_limit.encode()) == LARGEST_BODY
    assert phones["Chloé"].post("/seat/send", at_limit)[1]["ok"]
    past = json.dumps({**base, "idempotency": "z" * 16, "pad": "p" * (padding + 1)})
    assert phones["Chloé"].post("/seat/send", past) == (
        413,
        f"Refused: more than {LARGEST_BODY} bytes.",
    )
    assert len(hands_kept(db)) == 1


def test_a_chunked_body_without_a_length_is_refused_past_the_limit(
    db: Path, served: Served, phones: dict[str, Phone]
) -> None:
    """No Content-Length to trust: the body is counted as it arrives."""
    phone = phones["Chloé"]
    base = {"round": 1, "words": "cat", "unused": "", "seen": "", "idempotency": "c" * 16}

    def chunked(body: str) -> tuple[int, str]:
        connection = served.connection()
        try:
            data = body.encode()
            pieces = (data[at : at + 512] for at in range(0, len(data), 512))
            connection.request(
                "POST",
                f"/seat/send?key={phone.key}",
                body=pieces,
                headers=phone.headers(),
                encode_chunked=True,
            )
            response = connection.getresponse()
            return response.status, response.read().decode("utf-8")
        finally:
            connection.close()

    past = json.dumps({**base, "pad": "p" * LARGEST_BODY})
    assert chunked(past) == (413, f"Refused: more than {LARGEST_BODY} bytes.")
    assert hands_kept(db) == []
    status, answer = chunked(json.dumps(base))
    assert status == 200 and json.loads(answer)["ok"]
    assert len(hands_kept(db)) == 1


def test_nothing_is_written_on_a_get_and_the_read_only_board_takes_no_post(
    db: Path, served: Served, phones: dict[str, Phone], tmp_path: Path
) -> None:
    key = phones["Chloé"].key
    for path in (f"/seat/send?key={key}", f"/seat/check?key={key}"):
        status, _, _ = served.request(path)
        assert status == 405
    plain = Served(db, "--port", "0")  # without --seats: read-only as before
    try:
        status, _, _ = plain.request(f"/seat/send?key={key}", "POST")
        assert status == 405
    finally:
        plain.stop()
    assert hands_kept(db) == []


def test_the_scorekeeper_takes_back_a_phones_hand_with_undo_in_the_terminal(
    db: Path, served: Served, phones: dict[str, Phone]
) -> None:
    assert phones["Chloé"].send("cat")[1]["ok"]
    assert served.wait_for_line("Round 1, Chloé (phone): CAT (13)", 5)
    type_line(served, "undo")
    took = served.wait_for_line("Took back #2: ", 5)
    assert took is not None and "Chloé" in took and "CAT" in took
    assert phones["Chloé"].state()["recorded"] == ""
    assert phones["Chloé"].send("cta")[1]["ok"]  # the seat may send again


def test_seats_without_serve_are_refused_in_play(db: Path) -> None:
    said = refused("play", "--seats", db=db)
    assert "--seats serves each player's page: add --serve" in said


def test_play_serve_seats_prints_each_players_link_on_the_network_address(db: Path) -> None:
    """Checked by what it prints and the socket it listens on, never by sending it anything."""
    from test_serve import listening, network_address_or_skip

    address = network_address_or_skip()
    play = subprocess.Popen(
        [sys.executable, "-m", "quiddler_score", "--db", str(db), "play", "--serve", "--seats"],
        cwd=REPO,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONIOENCODING": "utf-8"},
    )
    assert play.stdin is not None and play.stdout is not None
    try:
        play.stdin.write("q\n")
        play.stdin.close()
        assert play.wait(60) == 0
        shown = play.stdout.read()
        assert "Live board of this game, read-only (the seats write, below):" in shown
        links = re.findall(
            rf"^  (\S+): http://{re.escape(address)}:(\d+)/seat\?key=[\w-]{{22}}$", shown, re.M
        )
        assert [name for name, _ in links] == list(PLAYERS)
        port = int(links[0][1])
        assert not listening(address, port)  # and the server ended with play
    finally:
        if play.poll() is None:
            play.kill()
            play.wait()


def seat_page_when_loaded(served: Served, key: str) -> int:
    """The status of the seat's page, asked until the server has read the keys play
    just made (it reads them with the game, within a fifth of a second) or 5 seconds."""
    deadline = time.monotonic() + 5
    while (status := served.request(f"/seat?key={key}")[0]) == 404 and time.monotonic() < deadline:
        time.sleep(0.1)
    return status


def test_play_serve_seats_keeps_its_links_from_one_sitting_to_the_next_and_for_serve(
    db: Path,
) -> None:
    from test_serve import free_port

    port = str(free_port())
    links: list[dict[str, str]] = []
    for _ in range(2):
        play = Served(db, "--serve", "--seats", "--local", "--port", port, command="play")
        try:
            links.append(seat_keys(play, len(PLAYERS)))
            assert all(seat_page_when_loaded(play, key) == 200 for key in links[-1].values())
        finally:
            play.stop()
    served = Served(db, "--port", port, "--seats")
    try:
        assert links[0] == links[1] == seat_keys(served, len(PLAYERS))
    finally:
        served.stop()


def test_the_game_action_decides_the_seats_hand_as_it_is_written(db: Path) -> None:
    """The checks in the write itself, whatever the page or the server checked before."""
    from quiddler_score.engine.cards import parse_cards, parse_words
    from quiddler_score.engine.errors import ScoringError
    from quiddler_score.games.actions import HandChanged, record_own_hand

    ok("record", "chloé", "cat", db=db)
    ok("record", "dmitri", "ox", "-u", "e", db=db)
    ok("record", "eun-ji", "at", "-u", "z", db=db)  # round 1 is scored
    with Store(db) as store:
        game = SavedGame.current(store)
        with pytest.raises(ScoringError, match="this round is already scored"):
            record_own_hand(game, 1, "Chloé", (parse_words("act"), (), False), "CAT")
        quit_e = (parse_words("(qu)it"), parse_cards("e"), False)
        with pytest.raises(HandChanged, match="your hand was recorded meanwhile: none"):
            record_own_hand(game, 2, "Chloé", quit_e, "(QU)IT / E")  # saw a hand not there
        outcome = record_own_hand(game, 2, "Chloé", quit_e, "")
        assert not outcome.entry.correction and not outcome.entry.went_out
    assert len(hands_kept(db)) == 4


def test_a_fault_of_the_servers_own_is_one_line_without_its_details() -> None:
    import asyncio

    from starlette.requests import Request

    from quiddler_score.cli.serve.seat_app import SERVER_FAULT, refusing

    async def broken(request: Request) -> Any:
        raise RuntimeError("/the/database/path is locked")

    scope = {"type": "http", "method": "POST", "path": "/seat/send", "headers": []}
    response = asyncio.run(refusing(broken)(Request(scope)))
    assert (response.status_code, bytes(response.body)) == (500, SERVER_FAULT.encode())


def asgi_status(app: Any, path: str, query: str, host: str) -> int:
    """The status ``app`` answers a GET with this Host header, called in this process:
    nothing is sent over any network."""
    import asyncio

    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": query.encode(),
        "root_path": "",
        "headers": [(b"host", host.encode())],
        "client": ("127.0.0.1", 50000),
        "server": None,
    }
    asyncio.run(app(scope, receive, send))
    return int(sent[0]["status"])


def test_with_lan_the_machines_address_is_a_host_the_seats_answer_to_and_no_other() -> None:
    """The hosts are those serve --lan --seats gives its socket bound to the network
    address; the application is asked in this process, never over the network."""
    from test_serve import network_address_or_skip

    from quiddler_score.cli.serve.address import listening_socket
    from quiddler_score.cli.serve.app import SeatDesk, board_app
    from quiddler_score.cli.serve.command import open_seats
    from quiddler_score.cli.serve.hub import Hub
    from quiddler_score.games.log.links import SeatKeys, new_key

    address = network_address_or_skip()
    sock = listening_socket(address, 0)
    keys = [new_key(), new_key()]
    try:
        seats, hosts = open_seats(sock, ("Ann", "Bo"), keys, b"secret", lan=True)
        port = sock.getsockname()[1]
    finally:
        sock.close()
    seats.load(SeatKeys(dict(enumerate(keys)), frozenset()))
    app = board_app("k" * 22, Hub(4, 2), lambda line: None, None, SeatDesk(seats, print, hosts))
    query = f"key={seats.keys[0]}"
    assert asgi_status(app, "/seat", query, f"{address}:{port}") == 200
    for host in ("evil.example", f"evil.example:{port}", f"127.0.0.1:{port}", "localhost"):
        assert asgi_status(app, "/seat", query, host) == 400


def test_with_a_turn_timer_a_seat_ends_only_its_own_turn_and_the_terminal_ends_any(
    tmp_path: Path,
) -> None:
    """Chloé deals round 1, so Dmitri plays first, then Eun-ji, then Chloé. Eun-ji's page
    cannot end Dmitri's turn; Dmitri's can, once (pressed again it ends nothing more);
    the scorekeeper's next ends Eun-ji's; a page's POST without its token ends nothing."""
    db = tmp_path / "games.sqlite3"
    rules = tmp_path / "rules.toml"
    rules.write_text("[rules]\nturn_seconds = 60\n")
    ok("new", *PLAYERS, "--rules", str(rules), db=db)
    served = Served(db, "--port", "0", "--seats")
    try:
        phones = {name: Phone(served, key) for name, key in seat_keys(served, 3).items()}
        first = {"round": 1, "turn": 1}
        assert phones["Eun-ji"].post("/seat/turn", first) == (
            200,
            {"ok": False, "problem": "It is Dmitri's turn, not yours."},
        )
        assert phones["Dmitri"].post("/seat/turn", first, X_Seat_Token="") == (
            403,
            "This page is out of date: load it again.",
        )
        assert phones["Dmitri"].post("/seat/turn", {"round": 1, "turn": True})[0] == 400
        status, answer = phones["Dmitri"].post("/seat/turn", first)
        assert (status, answer["ok"]) == (200, True), answer
        assert re.fullmatch(
            r"Round 1: Dmitri ended the turn after 0:\d\d; Eun-ji's turn.", answer["said"]
        )
        assert served.wait_for_line("Round 1: Dmitri ended the turn", 5)
        assert phones["Dmitri"].post("/seat/turn", first)[1] == {
            "ok": False,
            "problem": "It is Eun-ji's turn, not yours.",
        }
        type_line(served, "next")
        assert served.wait_for_line("Round 1: Eun-ji ended the turn after", 5)
        type_line(served, "turn dmitri")
        assert served.wait_for_line("Round 1: Dmitri's turn, from now.", 5)
    finally:
        served.stop()
    assert hands_kept(db) == []


def test_without_a_turn_limit_a_seat_ends_no_turn_and_the_terminal_says_so(
    served: Served, phones: dict[str, Phone]
) -> None:
    assert phones["Dmitri"].post("/seat/turn", {"round": 1, "turn": 1}) == (
        200,
        {"ok": False, "problem": "No turn is being timed now."},
    )
    type_line(served, "next")
    assert served.wait_for_line("No turn is being timed now.", 5)
