"""The live board survives its file and its network: a database copied over, moved away or
put back under it, and connections that send nothing, dribble a header line or a byte of
their body now and then, or come all at once. Real `serve` processes and real sockets,
all to 127.0.0.1 (other loopback source addresses, 127.0.0.2 and up, stand for other
devices).
"""

from __future__ import annotations

import re
import select
import shutil
import socket
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import ok
from seat_phone import Phone, seat_keys
from served_board import Served, Stream, quiddler

from quiddler_score.cli.serve.gate import REQUEST_TIMEOUT, WAITING, WAITING_PER_ADDRESS
from quiddler_score.cli.serve.server import PAGES_PER_ADDRESS

# Real sockets held open against timeouts of seconds.
pytestmark = pytest.mark.slow


def totals(board: dict[str, object] | None) -> list[tuple[str, str]]:
    assert board is not None
    return re.findall(
        r'<span class="name">(\w+)</span>.*?<td class="num total">(\d+)</td>',
        str(board["html"]),
        re.S,
    )


@pytest.fixture
def night(tmp_path: Path) -> tuple[Path, Path]:
    """A game of Agnes and Bruno, and a backup made after round 1.

    Round 1 (3 cards): Agnes CAT 8+2+3 = 13 + 10 longest word = 23 (the most words bonus
    is tied); Bruno OX 2+12 = 14 − E 2 = 12. Round 2 (4 cards): Agnes (QU)IT 9+2+3 = 14
    − E 2 = 12, total 35; Bruno ZAPS 14+2+6+3 = 25, total 37 (QUIT and ZAPS are both four
    letters long, and each has one word: both bonuses tied).
    """
    db = tmp_path / "games.sqlite3"
    ok("new", "Agnes", "Bruno", db=db)
    ok("record", "agnes", "cat", "--out", db=db)
    ok("record", "bruno", "ox", "-u", "e", db=db)
    backup = tmp_path / "after-round-1.sqlite3"
    ok("backup", str(backup), db=db)
    ok("record", "agnes", "(qu)it", "-u", "e", db=db)
    ok("record", "bruno", "zaps", "--out", db=db)
    return db, backup


@pytest.fixture
def served(night: tuple[Path, Path]) -> Iterator[Served]:
    server = Served(night[0], "--port", "0")
    yield server
    server.stop()


def test_a_backup_copied_over_the_database_is_shown_and_said(
    night: tuple[Path, Path], served: Served
) -> None:
    db, backup = night
    stream = Stream(served)
    try:
        assert totals(stream.next_board(timeout=5)) == [("Bruno", "37"), ("Agnes", "35")]
        shutil.copyfile(backup, db)  # in place: the same inode, as cp does
        assert totals(stream.next_board(timeout=3)) == [("Agnes", "23"), ("Bruno", "12")]
        assert served.wait_for(re.compile(r"games\.sqlite3 was replaced by another file"), 3)
        # And it goes on following the file now in place.
        quiddler(db, "record", "agnes", "(qu)it", "-u", "e")
        quiddler(db, "record", "bruno", "zaps", "--out")
        boards = [stream.next_board(timeout=3) for _ in range(2)]  # each hand's board
        assert totals(boards[-1]) == [("Bruno", "37"), ("Agnes", "35")]
    finally:
        stream.close()


def test_a_file_moved_away_is_said_and_one_moved_into_place_is_read(
    night: tuple[Path, Path], served: Served
) -> None:
    db, backup = night
    stream = Stream(served)
    try:
        assert totals(stream.next_board(timeout=5)) == [("Bruno", "37"), ("Agnes", "35")]
        db.rename(db.with_name("elsewhere.sqlite3"))
        away = stream.next_board(timeout=3)
        assert away is not None
        assert "games.sqlite3 is gone (deleted or moved away)" in str(away["html"])
        assert served.wait_for(re.compile(r"^games\.sqlite3 is gone \(deleted or moved away\)"), 3)
        backup.rename(db)  # another file (another inode) in its place
        assert totals(stream.next_board(timeout=3)) == [("Agnes", "23"), ("Bruno", "12")]
        assert served.wait_for(re.compile(r"^The board can be read again\.$"), 3)
    finally:
        stream.close()


def test_entries_folded_into_the_file_are_not_called_a_replacement(
    night: tuple[Path, Path], served: Served
) -> None:
    """SQLite folding its log into the file (a checkpoint) changes the file's time: the
    board is read again, is the same, and nothing is said."""
    db, _ = night
    stream = Stream(served)
    try:
        assert stream.next_board(timeout=5) is not None
        before = db.stat().st_mtime_ns
        time.sleep(0.05)
        quiddler(db, "rename", "Agnes", "Agathe")
        renamed = stream.next_board(timeout=3)
        assert renamed is not None and "Agathe" in str(renamed["html"])
        with sqlite3.connect(db) as conn:
            conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
        assert db.stat().st_mtime_ns != before  # the file itself was written
        assert stream.next_board(timeout=1.5) is None
        assert not any("replaced" in line for line in served.output)
    finally:
        stream.close()


def idle(served: Served, source: str) -> socket.socket:
    """A connection that sends nothing."""
    sock = socket.socket()
    sock.bind((source, 0))
    sock.settimeout(REQUEST_TIMEOUT + 5)
    sock.connect((served.host, served.port))
    return sock


def closed_by_server(sock: socket.socket) -> bool:
    """Whether the server closed the connection (it reads end of file, or a reset)."""
    try:
        return sock.recv(1) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False


def closed_now(sockets: list[socket.socket]) -> list[int]:
    """Which of ``sockets`` the server has closed: once one is (waiting up to half the
    head timeout, for a loaded machine), and a moment for any other it closes with it."""
    select.select(sockets, [], [], REQUEST_TIMEOUT / 2)
    time.sleep(0.3)
    readable = select.select(sockets, [], [], 0)[0]
    return [n for n, sock in enumerate(sockets) if sock in readable and closed_by_server(sock)]


def test_95_idle_connections_leave_the_page_and_the_stream_open_then_are_closed(
    served: Served,
) -> None:
    # 95 sockets that send nothing, from twelve addresses: more than the gate lets wait.
    sockets = [idle(served, f"127.0.0.{2 + n % 12}") for n in range(95)]
    opened = time.monotonic()
    try:
        status, _, body = served.request(f"/?key={served.key}")
        assert status == 200 and "Bruno" in body
        stream = Stream(served)
        assert stream.response.status == 200
        assert totals(stream.next_board(timeout=5))[0] == ("Bruno", "37")
        stream.close()
        # Every idle one is closed within the head timeout (past the caps: at once).
        assert all(closed_by_server(sock) for sock in sockets)
        assert time.monotonic() - opened < REQUEST_TIMEOUT + 3
    finally:
        for sock in sockets:
            sock.close()


def test_past_the_waiting_cap_of_an_address_its_oldest_connection_is_closed(
    served: Served,
) -> None:
    sockets = [idle(served, "127.0.0.7") for _ in range(WAITING_PER_ADDRESS + 1)]
    try:
        assert closed_now(sockets) == [0]  # the oldest made room; the rest wait
        newest = sockets[-1]  # one past the limit, and it is answered
        newest.settimeout(5.0)
        newest.sendall(f"GET /?key={served.key} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        assert newest.recv(12) == b"HTTP/1.1 200"
    finally:
        for sock in sockets:
            sock.close()


def test_past_the_waiting_cap_in_all_the_busiest_address_makes_room(served: Served) -> None:
    # One fewer than an address may keep waiting from each, and one more from the first.
    each = WAITING_PER_ADDRESS - 1
    sources = [f"127.0.0.{2 + n // each}" for n in range(WAITING - 1)]
    sources.append(sources[0])
    sockets = [idle(served, source) for source in sources]
    try:
        late = idle(served, "127.0.1.1")
        assert closed_now(sockets) == [0]  # the oldest of the address with the most waiting
        late.settimeout(5.0)
        late.sendall(f"GET /?key={served.key} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        assert late.recv(12) == b"HTTP/1.1 200"
        late.close()
    finally:
        for sock in sockets:
            sock.close()


def test_a_header_line_every_2_seconds_is_closed_within_the_request_timeout(
    served: Served,
) -> None:
    sock = idle(served, "127.0.0.3")
    started = time.monotonic()
    try:
        sock.sendall(f"GET /?key={served.key} HTTP/1.1\r\n".encode())
        for n in range(10):  # a header line every 2 s, until the server closes
            if select.select([sock], [], [], 2.0)[0]:
                break
            sock.sendall(f"X-Slow-{n}: 1\r\n".encode())
        closed_at = time.monotonic()
        assert closed_by_server(sock)
        assert REQUEST_TIMEOUT - 0.5 < closed_at - started < REQUEST_TIMEOUT + 3
    finally:
        sock.close()


def test_a_kept_alive_connection_may_ask_again_then_is_closed_when_idle(
    served: Served,
) -> None:
    sock = idle(served, "127.0.0.4")
    request = b"GET /assets/board.css HTTP/1.1\r\nHost: x\r\n\r\n"
    try:
        for _ in range(2):
            sock.sendall(request)
            assert sock.recv(12) == b"HTTP/1.1 200"
            sock.settimeout(0.3)
            while True:  # the rest of the answer
                try:
                    if not sock.recv(65536):
                        break
                except TimeoutError:
                    break
        sock.settimeout(REQUEST_TIMEOUT + 5)
        started = time.monotonic()
        assert closed_by_server(sock)
        assert time.monotonic() - started < REQUEST_TIMEOUT + 3
    finally:
        sock.close()


def test_one_address_may_open_its_share_of_streams_and_no_more(served: Served) -> None:
    streams = [Stream(served, source="127.0.0.9") for _ in range(PAGES_PER_ADDRESS)]
    try:
        assert all(stream.response.status == 200 for stream in streams)
        status, _, _ = served.request(f"/events?key={served.key}", source="127.0.0.9")
        assert status == 503
        other = Stream(served, source="127.0.0.10")
        assert other.response.status == 200
        other.close()
    finally:
        for stream in streams:
            stream.close()


def trickling(served: Served, source: str, path: str) -> socket.socket:
    """A POST whose head is whole and whose body has only begun (one byte of 1,000), once
    the server has answered it (``path`` is one it refuses without the body)."""
    sock = idle(served, source)
    head = (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{served.port}\r\n"
        "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"
    )
    sock.sendall(head.encode())
    assert sock.recv(9) == b"HTTP/1.1 "
    return sock


def trickle_until_closed(sockets: list[socket.socket], seconds: float) -> list[int]:
    """One more byte to each still open every 2 s, for ``seconds``: which are still open."""
    still = dict(enumerate(sockets))
    deadline = time.monotonic() + seconds
    next_byte = time.monotonic()
    while still and (left := deadline - time.monotonic()) > 0:
        wait = min(left, max(0.0, next_byte - time.monotonic()))
        for sock in select.select(list(still.values()), [], [], wait)[0]:
            if closed_by_server(sock):
                del still[sockets.index(sock)]
        if time.monotonic() >= next_byte:
            next_byte += 2.0
            for n, sock in list(still.items()):
                try:
                    sock.sendall(b" ")
                except OSError:  # reset by the server
                    del still[n]
    return sorted(still)


@pytest.mark.parametrize("seats", [False, True], ids=["serve", "serve --seats"])
def test_150_trickling_bodies_leave_every_page_and_seat_open_and_are_closed(
    night: tuple[Path, Path], seats: bool
) -> None:
    served = Served(night[0], "--port", "0", *(["--seats"] if seats else []))
    sockets: list[socket.socket] = []
    try:
        phone = Phone(served, seat_keys(served, 2)["Agnes"]) if seats else None
        path = "/seat/send" if seats else "/"  # no key needed
        # 150 POSTs whose body comes a byte at a time, from ten addresses.
        sockets = [trickling(served, f"127.0.0.{2 + n % 10}", path) for n in range(150)]
        opened = time.monotonic()
        time.sleep(2.0)
        status, _, body = served.request(f"/?key={served.key}")
        assert status == 200 and "Bruno" in body
        if phone is not None:
            status, answer = phone.post("/seat/check", {"round": 3, "words": "cat"})
            assert status == 200 and not answer["ok"], answer
        left = REQUEST_TIMEOUT + 3 - (time.monotonic() - opened)
        assert trickle_until_closed(sockets, left) == []
    finally:
        for sock in sockets:
            sock.close()
        served.stop()


def test_a_seat_whose_body_trickles_is_closed_within_the_request_timeout(
    night: tuple[Path, Path],
) -> None:
    served = Served(night[0], "--port", "0", "--seats")
    try:
        phone = Phone(served, seat_keys(served, 2)["Agnes"])
        sock = idle(served, "127.0.0.3")
        head = (
            f"POST /seat/check?key={phone.key} HTTP/1.1\r\n"
            + "".join(f"{name}: {value}\r\n" for name, value in phone.headers().items())
            + f"Host: 127.0.0.1:{served.port}\r\nContent-Length: 1000\r\n\r\n{{"
        )
        started = time.monotonic()
        sock.sendall(head.encode())
        assert trickle_until_closed([sock], REQUEST_TIMEOUT + 3) == []
        assert REQUEST_TIMEOUT - 0.5 < time.monotonic() - started < REQUEST_TIMEOUT + 3
        sock.close()
    finally:
        served.stop()
    assert served.errors() == ""  # a client gone is no fault of the server's


def test_a_burst_of_requests_sent_at_once_from_one_address_is_served_in_order(
    served: Served,
) -> None:
    request = f"GET /?key={served.key} HTTP/1.1\r\nHost: x\r\n\r\n".encode()
    sockets = []
    try:
        for _ in range(3 * WAITING_PER_ADDRESS):  # each sends its whole request at once
            sockets.append(idle(served, "127.0.0.8"))
            sockets[-1].sendall(request)
        for sock in sockets:
            sock.settimeout(5.0)
            assert sock.recv(12) == b"HTTP/1.1 200"
    finally:
        for sock in sockets:
            sock.close()
