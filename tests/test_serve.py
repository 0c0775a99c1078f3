"""`quiddler-score serve`, the live board, as a real process on a free port of 127.0.0.1.

Every request goes to 127.0.0.1. ``--lan`` is checked by what it prints and the socket
it listens on (read from /proc/net/tcp), never by sending it anything.
"""

from __future__ import annotations

import os
import re
import socket
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import ok, refused, unwrapped
from click.testing import CliRunner
from served_board import REPO, Served, Stream, quiddler

from quiddler_score.cli import cli
from quiddler_score.cli.serve.server import MAX_PAGES, PAGES_PER_ADDRESS

PLAYERS = ("Philippa", "Quentin", "Rosalind")


def game_of_one_round(path: Path) -> Path:
    """Round 1 of Philippa, Quentin and Rosalind (3 cards each); Philippa goes out.

    Philippa CAT 8+2+3 = 13, +10 for the longest word = 23; Quentin OX 2+12 = 14, − E 2
    = 12; Rosalind AT 2+3 = 5, − Z 14 = −9, and no total goes below zero: 0. The most
    words bonus is tied (one word each), so nobody gets it.
    """
    ok("new", *PLAYERS, db=path)
    ok("record", "philippa", "cat", "--out", db=path)
    ok("record", "quentin", "ox", "-u", "e", db=path)
    ok("record", "rosalind", "at", "-u", "z", db=path)
    return path


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return game_of_one_round(tmp_path / "games.sqlite3")


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """One server for the tests that only read: starting one takes a second or two."""
    server = Served(
        game_of_one_round(tmp_path_factory.mktemp("served") / "games.sqlite3"), "--port", "0"
    )
    yield server
    server.stop()


@pytest.fixture
def served_alone(db: Path) -> Iterator[Served]:
    """A server of its own, for a test that changes its game."""
    server = Served(db, "--port", "0")
    yield server
    server.stop()


def test_the_page_with_the_key_shows_the_players_and_their_totals(served: Served) -> None:
    status, headers, body = served.request(f"/?key={served.key}")
    assert status == 200
    assert headers["content-type"].startswith("text/html")
    # The totals of round 1, as the fixture works them out, highest first.
    rows = re.findall(
        r'<span class="name">(\w+)</span>.*?<td class="num total">(\d+)</td>', body, re.S
    )
    assert rows == [("Philippa", "23"), ("Quentin", "12"), ("Rosalind", "0")]
    assert "Philippa leads after round 1 with 23 points" in body


@pytest.mark.parametrize(
    "query",
    ["", "?key=", "?key=wrong", "?key=%E2%82%AC", "?KEY={key}", "?key={short}", "?key={key}x"],
)
def test_without_the_key_nothing_of_the_game_is_shown(served: Served, query: str) -> None:
    query = query.format(key=served.key, short=served.key[:-1])
    for path in ("/", "/events"):
        status, _, body = served.request(path + query)
        assert status == 404
        assert not any(name in body for name in PLAYERS)


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
def test_every_method_but_get_is_refused_with_405(served: Served, method: str) -> None:
    for path in (f"/?key={served.key}", f"/events?key={served.key}", "/assets/board.css", "/x"):
        status, headers, body = served.request(path, method)
        assert status == 405, path
        assert headers["allow"] == "GET, HEAD"
        assert not any(name in body for name in PLAYERS)


@pytest.mark.parametrize(
    "path",
    [
        "/assets/../cli/serve/page.py",
        "/assets/..%2fpage.py",
        "/assets/%2e%2e/%2e%2e/__init__.py",
        "/../../pyproject.toml",
        "/assets/page.html",  # a template, not an asset
        "/assets/",  # no listing
        "/assets",
        "/assets/board.css/..",
        "//etc/passwd",
    ],
)
def test_no_path_reaches_a_file_but_the_assets(served: Served, path: str) -> None:
    status, _, body = served.request(path)
    assert status == 404
    assert "import" not in body and "Philippa" not in body


def test_the_assets_are_served_with_their_types(served: Served) -> None:
    status, headers, body = served.request("/assets/board.js")
    assert (status, headers["content-type"]) == (200, "text/javascript; charset=utf-8")
    assert "EventSource" in body
    status, headers, _ = served.request("/assets/board.css")
    assert (status, headers["content-type"]) == (200, "text/css; charset=utf-8")


def test_every_answer_carries_the_security_headers(served: Served) -> None:
    answers = [
        served.request(f"/?key={served.key}"),
        served.request("/assets/board.js"),
        served.request("/?key=wrong"),
        served.request("/", "POST"),
    ]
    for status, headers, _ in answers:
        policy = headers["content-security-policy"]
        assert "default-src 'self'" in policy, status
        assert "frame-ancestors 'none'" in policy
        assert "unsafe-inline" not in policy
        assert headers["referrer-policy"] == "no-referrer"
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["x-frame-options"] == "DENY"
    page = answers[0][2]
    assert "<script>" not in page and "style=" not in page  # nothing inline for CSP to block


def test_an_entry_recorded_by_another_process_reaches_an_open_stream_within_2_seconds(
    served_alone: Served, db: Path
) -> None:
    stream = Stream(served_alone)
    try:
        first = stream.next_board(timeout=5)
        assert first is not None and "Philippa leads after round 1" in str(first["headline"])
        quiddler(db, "record", "philippa", "(qu)ite")  # round 2, the first hand of three
        recorded = time.monotonic()
        update = stream.next_board(timeout=2)
        assert update is not None, "no update within 2 s of the entry"
        assert time.monotonic() - recorded < 2
        assert "Waiting for Rosalind and Quentin." in str(update["html"])
    finally:
        stream.close()


def test_a_line_in_the_terminal_names_each_page_that_opens_the_board(served: Served) -> None:
    iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15"
    odd = "\x1b[2J\x1b]0;pwned\x07evil"  # escape sequences must not reach the terminal
    streams = [Stream(served, agent=iphone), Stream(served, agent=odd)]
    try:
        iphone_line = re.compile(
            r"^\d\d:\d\d:\d\d watching from 127\.0\.0\.1 \(iPhone\); \d+ pages? open$"
        )
        assert served.wait_for(iphone_line, 10) is not None, served.output
        odd_line = served.wait_for(re.compile(r"watching from 127\.0\.0\.1 \((.*)\)"), 10)
        assert odd_line is not None, served.output
        assert odd_line.group(1) == "2J0;pwnedevil"  # the escapes' letters, harmless
    finally:
        for stream in streams:
            stream.close()


def test_streams_past_the_cap_are_refused_with_503(served: Served) -> None:
    # From four devices (four loopback addresses), each with as many pages as one may open.
    sources = [f"127.0.0.{2 + n // PAGES_PER_ADDRESS}" for n in range(MAX_PAGES)]
    streams = [Stream(served, source=source) for source in sources]
    try:
        assert all(stream.response.status == 200 for stream in streams)
        status, _, body = served.request(f"/events?key={served.key}")
        assert status == 503
        assert "Philippa" not in body
    finally:
        for stream in streams:
            stream.close()
    # The pages that left free their places.
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        stream = Stream(served)
        status = stream.response.status
        stream.close()
        if status == 200:
            break
        time.sleep(0.2)
    assert status == 200


def test_ctrl_c_ends_the_server_and_its_open_streams_promptly(db: Path) -> None:
    server = Served(db, "--port", "0")
    stream = Stream(server)
    assert stream.next_board(timeout=5) is not None
    started = time.monotonic()
    status = server.stop(timeout=10)
    assert time.monotonic() - started < 4
    assert status == 0
    assert stream.next_board(timeout=3) is None  # the stream ended, with no board after
    stream.close()
    assert server.wait_for(re.compile(r"^Stopped: the board is no longer served\.$"), 2)


def test_a_port_in_use_is_one_line_and_exit_2(db: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "quiddler_score", "--db", str(db), "serve", "--port", str(port)],
            cwd=REPO,
            capture_output=True,
            text=True,
            timeout=30,
        )
    assert done.returncode == 2
    assert done.stderr == (
        f"Error: port {port} is in use on 127.0.0.1: stop what uses it, or choose another "
        "with --port\n"
    )


def test_a_missing_database_or_game_is_one_line_and_exit_2(db: Path, tmp_path: Path) -> None:
    missing = CliRunner().invoke(cli, ["--db", str(tmp_path / "none.sqlite3"), "serve"])
    assert missing.exit_code == 2
    assert "no saved games at" in missing.output
    unknown = CliRunner().invoke(cli, ["--db", str(db), "serve", "--game", "nosuchgame"])
    assert unknown.exit_code == 2
    assert unknown.output.count("\n") == 1


def test_serve_without_its_extra_says_how_to_install_it(db: Path) -> None:
    code = (
        "import sys\n"
        "sys.modules['starlette'] = None\n"  # as if the serve extra were not installed
        "from quiddler_score.cli import main\n"
        f"sys.argv = ['quiddler-score', '--db', {str(db)!r}, 'serve']\n"
        "main()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 2
    assert done.stderr == (
        'Error: the live board needs the serve extra: pip install "quiddler-score[serve]"\n'
    )


def test_the_board_waits_for_a_game_and_follows_the_current_one(db: Path) -> None:
    ok("delete", "--yes", "1", db=db)  # no current game
    server = Served(db, "--port", "0")
    stream = Stream(server)
    try:
        waiting = stream.next_board(timeout=5)
        assert waiting is not None and "no game yet" in str(waiting["html"])
        quiddler(db, "new", "Ulrike", "Valentin")
        started = stream.next_board(timeout=2)
        assert started is not None and "Ulrike" in str(started["html"])
    finally:
        stream.close()
        server.stop()


def listening(host: str, port: int) -> bool:
    """Whether a TCP socket listens on ``host:port``, as /proc/net/tcp lists it."""
    wanted = f"{socket.inet_aton(host)[::-1].hex().upper()}:{port:04X}"
    lines = Path("/proc/net/tcp").read_text().splitlines()[1:]
    return any(line.split()[1] == wanted and line.split()[3] == "0A" for line in lines)


def network_address_or_skip() -> str:
    from quiddler_score.cli.errors import InputError
    from quiddler_score.cli.serve.address import network_address

    try:
        return network_address("")
    except InputError:
        pytest.skip("this machine has no network address")


@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="reads Linux's /proc/net/tcp")
def test_lan_listens_on_the_network_address_and_prints_a_keyed_url_and_qr_code(
    db: Path,
) -> None:
    address = network_address_or_skip()
    done = subprocess.Popen(
        [sys.executable, "-m", "quiddler_score", "--db", str(db), "serve", "--lan", "--port", "0"],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONIOENCODING": "utf-8"},
    )
    try:
        assert done.stdout is not None
        printed = [done.stdout.readline() for _ in range(3)]
        found = re.search(r"http://([\d.]+):(\d+)/\?key=([\w-]{22})\b", printed[1])
        assert found is not None, printed
        assert found.group(1) == address != "127.0.0.1"
        port = int(found.group(2))
        assert listening(address, port)
        assert not listening("127.0.0.1", port) and not listening("0.0.0.0", port)
        assert set(printed[2].strip()) <= set("█▀▄ ")  # the QR code's first row
    finally:
        done.terminate()
        done.wait(10)


@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="reads Linux's /proc/net/tcp")
def test_play_serve_greets_with_the_board_address_and_serves_it_until_play_ends(
    db: Path,
) -> None:
    address = network_address_or_skip()
    play = subprocess.Popen(
        [sys.executable, "-m", "quiddler_score", "--db", str(db), "play", "--serve"],
        cwd=REPO,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONIOENCODING": "utf-8"},
    )
    assert play.stdin is not None and play.stdout is not None
    try:
        greeting = [play.stdout.readline() for _ in range(3)]
        assert greeting[0] == "Live board of this game, read-only:\n", greeting
        found = re.search(r"http://([\d.]+):(\d+)/\?key=[\w-]{22}\n", greeting[1])
        assert found is not None and found.group(1) == address, greeting
        assert set(greeting[2].strip()) <= set("█▀▄ ")  # the QR code's first row
        port = int(found.group(2))
        assert listening(address, port)  # served while play asks its first question
        play.stdin.write("q\n")  # stop at the first question
        play.stdin.close()
        assert play.wait(30) == 0
        rest = play.stdout.read()
        assert "Carrying on game 1" in rest and "Saved." in rest
        deadline = time.monotonic() + 10
        while listening(address, port) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not listening(address, port)  # the server ended with play
    finally:
        if play.poll() is None:
            play.kill()
            play.wait()


def free_port() -> int:
    """A port of 127.0.0.1 nothing listens on (as the system found it just now)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="reads Linux's /proc/net/tcp")
def test_play_serve_local_listens_on_this_machine_at_the_port_asked_and_nowhere_else(
    db: Path,
) -> None:
    port = free_port()
    play = Served(db, "--serve", "--local", "--port", str(port), command="play")
    try:
        assert play.url.startswith(f"http://127.0.0.1:{port}/?key=")
        assert play.output[0] == "Live board of this game, read-only:"
        assert play.wait_for_line("Open it in a browser on this machine", 10)
        assert listening("127.0.0.1", port) and not listening("0.0.0.0", port)
        assert play.request(f"/?key={play.key}")[0] == 200
    finally:
        play.stop()
    assert not listening("127.0.0.1", port)


def test_listening_options_without_serve_are_refused_in_play(db: Path) -> None:
    said = refused("play", "--port", "9000", "--local", db=db)
    assert said == "Error: --port and --lan/--local say where the board is served: add --serve\n"
    said = refused("play", "--local", db=db)
    assert said == "Error: --lan/--local says where the board is served: add --serve\n"


def test_play_serve_on_a_port_in_use_is_one_line_and_exit_2(db: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        command = ["play", "--serve", "--local", "--port", str(port)]
        done = subprocess.run(
            [sys.executable, "-m", "quiddler_score", "--db", str(db), *command],
            cwd=REPO,
            input="q\n",
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert (done.returncode, done.stderr) == (
        2,
        f"Error: port {port} is in use on 127.0.0.1: stop what uses it, "
        "or choose another with --port\n",
    )


def test_a_game_over_shows_who_won_and_its_results_card(tmp_path: Path) -> None:
    db = game_of_one_round(tmp_path / "games.sqlite3")
    # Rounds 2 to 8: only vowels, unused, which cost each player more than they have:
    # everyone ends on 0 (no total below zero), and all three share the win.
    for number in range(2, 9):
        pool = list("a" * 10 + "e" * 12 + "i" * 8 + "o" * 8 + "u" * 6)  # the deck's vowels
        for player in PLAYERS:
            dealt, pool = pool[: number + 2], pool[number + 2 :]
            ok("record", player.lower(), "-u", " ".join(dealt), db=db)
    server = Served(db, "--port", "0")
    try:
        _, _, page = server.request(f"/?key={server.key}")
        assert "Philippa, Quentin and Rosalind share the win with 0 points" in page
        assert page.count('<span class="badge">wins</span>') == 3
        # The badge is a verb beside a name: "gagne", "gana", not the stats' "victoires".
        for language, badge in (("fr", "gagne"), ("es", "gana")):
            _, _, said = server.request(
                f"/?key={server.key}", headers={"Accept-Language": language}
            )
            assert said.count(f'<span class="badge">{badge}</span>') == 3
        found = re.search(r'<img src="(/card\.png\?key=[^"&]+&amp;v=\w+)"', page)
        assert found is not None
        status, headers, _ = server.request(found.group(1).replace("&amp;", "&"))
        assert (status, headers["content-type"]) == (200, "image/png")
        assert server.request("/card.png?key=wrong")[0] == 404
    finally:
        server.stop()


def test_the_other_commands_load_nothing_of_the_server() -> None:
    from test_command_imports import loaded_of, modules_after

    stack = ("starlette", "uvicorn", "sse_starlette", "jinja2", "segno", "anyio")
    assert loaded_of(stack, modules_after(["play", "--help"])) == []
    assert loaded_of(stack, modules_after(["check", "quixotic"])) == []


def test_serve_help_says_the_board_only_reads_and_the_seats_record_hands(tmp_path: Path) -> None:
    """The board page changes nothing; with --seats the phones do record hands: the help
    never says of the whole command that nothing can be changed through it."""
    said = " ".join(ok("serve", "--help", db=tmp_path / "games.sqlite3").split())
    assert "read-only" not in said.split("With --seats")[0].split(".")[0]
    assert "Nothing can be changed through it" not in said
    assert "Nothing can be changed through the board page" in said
    assert "With --seats each player gets a link of their own, where they type their hand" in said


def test_a_database_that_cannot_be_written_is_served_with_keys_for_that_server_only(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from quiddler_score.cli.serve.command import kept_board_keys
    from quiddler_score.engine.errors import QuiddlerError
    from quiddler_score.games.log.store import Store

    with Store(db) as store:
        store.refuse_writes("the file is read-only")
        first, second = kept_board_keys(store, False, False), kept_board_keys(store, False, False)
        # The seats keep their keys: their server is refused, without the line above.
        with pytest.raises(QuiddlerError, match="the file is read-only"):
            kept_board_keys(store, False, True)
    assert first != second and len(first.board) == 22
    said = unwrapped(capsys.readouterr().out)
    assert said.count("cannot be written: this address works until the server stops.") == 2
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT count(*) FROM board_keys").fetchone() == (0,)
