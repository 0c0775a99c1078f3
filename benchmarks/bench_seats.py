"""Eight players entering their own hands from their phones while 50 pages watch.

Starts ``quiddler-score serve --seats`` on a free port of 127.0.0.1 with a game of eight
players, opens 50 event streams of the board (from loopback addresses 127.0.0.2 and up,
standing for other devices), then for each round every seat at once checks its hand as
it is typed (a check per card typed) and sends it. Then the same hands are typed with
``record`` in another database, one process each, side by side. It prints how long a
check and a sent hand take against ``record``, whether every hand is in the log once
and in the round it was sent for, and whether every page saw the board's versions in
order. Bounded in clients, rounds and time; it talks to 127.0.0.1 only. Not run by CI:

    python benchmarks/bench_seats.py [--viewers 50] [--rounds 3]
"""

from __future__ import annotations

import argparse
import http.client
import json
import random
import re
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path
from typing import Any

from bench_serve import Page, quiddler

PLAYERS = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")
LOOSE = "a" * 10 + "e" * 12 + "i" * 8 + "o" * 8 + "u" * 6 + "t" * 6 + "n" * 6 + "r" * 6
BOARD = re.compile(r"http://127\.0\.0\.1:(\d+)/\?key=(\S+)")
SEAT = re.compile(r"^  (\w+): http://127\.0\.0\.1:\d+/seat\?key=(\S+)$")
DEADLINE = 120.0  # seconds the whole run may take


def round_hands(number: int, rng: random.Random) -> dict[str, str]:
    """Each player's cards of round ``number``, all unused: legal, whatever the deal."""
    deck = rng.sample(LOOSE, len(LOOSE))
    hands = {}
    for player in PLAYERS:
        dealt, deck = deck[: number + 2], deck[number + 2 :]
        hands[player] = " ".join(dealt)
    return hands


class Seat:
    """One phone: its page's token, and the time each request took."""

    def __init__(self, port: int, key: str, source: str) -> None:
        self.port, self.key, self.source = port, key, source
        page = self.request("GET", f"/seat?key={key}")[1]
        found = re.search(r'name="seat-token" content="([^"]+)"', page)
        assert found is not None
        self.token = found.group(1)
        self.checks: list[float] = []
        self.sends: list[float] = []

    def request(self, method: str, path: str, body: str | None = None) -> tuple[int, str]:
        connection = http.client.HTTPConnection(
            "127.0.0.1", self.port, timeout=30, source_address=(self.source, 0)
        )
        headers = {
            "Content-Type": "application/json",
            "X-Seat-Token": getattr(self, "token", ""),
            "Origin": f"http://127.0.0.1:{self.port}",
        }
        try:
            connection.request(method, path, body=body, headers=headers)
            response = connection.getresponse()
            return response.status, response.read().decode()
        finally:
            connection.close()

    def post(self, path: str, body: dict[str, Any], times: list[float]) -> Any:
        started = time.perf_counter()
        status, text = self.request("POST", f"{path}?key={self.key}", json.dumps(body))
        times.append(time.perf_counter() - started)
        assert status == 200, text
        return json.loads(text)

    def enter(self, number: int, unused: str) -> None:
        cards = unused.split()
        for typed in range(1, len(cards) + 1):  # a check as each card is typed
            hand = {"round": number, "words": "", "unused": " ".join(cards[:typed])}
            self.post("/seat/check", hand, self.checks)
        sent = {"round": number, "words": "", "unused": unused, "seen": ""}
        answer = self.post("/seat/send", {**sent, "idempotency": uuid.uuid4().hex}, self.sends)
        assert answer["ok"], answer


def open_round(port: int, seat: Seat) -> Any:
    return json.loads(seat.request("GET", f"/seat/state?key={seat.key}")[1])["round"]


def hands_in_log(db: Path) -> list[tuple[int, str, bool]]:
    with sqlite3.connect(db) as conn:
        rows = conn.execute(
            "SELECT payload FROM events WHERE kind = 'hand_recorded' ORDER BY seq"
        ).fetchall()
    return [
        (entry["round"], entry["player"], entry["correction"])
        for entry in (json.loads(row[0]) for row in rows)
    ]


def ms(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[max(0, round(0.95 * len(ordered)) - 1)]
    return f"median {statistics.median(ordered) * 1000:.0f} ms, 95% {p95 * 1000:.0f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--viewers", type=int, default=50, choices=range(0, 65))
    # Eight hands of round 5 take 56 of the 62 loose cards: as far as all-unused hands go.
    parser.add_argument("--rounds", type=int, default=5, choices=range(1, 6))
    options = parser.parse_args()
    rng = random.Random(1)
    rounds = [round_hands(number, rng) for number in range(1, options.rounds + 1)]
    deadline = time.monotonic() + DEADLINE
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "games.sqlite3"
        quiddler(db, "new", *PLAYERS)
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "quiddler_score",
                "--db",
                str(db),
                "serve",
                "--seats",
                "--port",
                "0",
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert server.stdout is not None
        try:
            found = None
            while not found:
                found = BOARD.search(server.stdout.readline())
            port, key = int(found.group(1)), found.group(2)
            keys: dict[str, str] = {}
            while len(keys) < len(PLAYERS):
                if seat_line := SEAT.match(server.stdout.readline().rstrip("\n")):
                    keys[seat_line.group(1)] = seat_line.group(2)
            said: list[str] = []
            output = server.stdout
            threading.Thread(target=lambda: said.extend(output), daemon=True).start()
            pages = [Page(port, key, f"127.0.0.{20 + n // 8}") for n in range(options.viewers)]
            for page in pages:
                page.start()
            seats = {p: Seat(port, keys[p], f"127.0.0.{2 + n}") for n, p in enumerate(PLAYERS)}
            started = time.monotonic()
            for number, hands in enumerate(rounds, start=1):
                threads = [
                    threading.Thread(target=seats[p].enter, args=(number, hands[p]))
                    for p in PLAYERS
                ]
                for thread in threads:
                    thread.start()
                for thread in threads:
                    thread.join(max(1.0, deadline - time.monotonic()))
                assert open_round(port, seats["Ann"]) == number + 1
            elapsed = time.monotonic() - started
            time.sleep(1.5)  # the last board on its way to the pages
            kept = hands_in_log(db)
            # Side by side: the same hands typed with record, one process each.
            typed = Path(folder) / "typed.sqlite3"
            quiddler(typed, "new", *PLAYERS)
            record_times = []
            for hands in rounds:
                for player in PLAYERS:
                    began = time.perf_counter()
                    quiddler(typed, "record", player.lower(), "-u", hands[player])
                    record_times.append(time.perf_counter() - began)
        finally:
            if server.stdin is not None:
                server.stdin.close()
            server.terminate()
            server.wait(10)
    checks = [t for seat in seats.values() for t in seat.checks]
    sends = [t for seat in seats.values() for t in seat.sends]
    expected = [(number, p) for number in range(1, options.rounds + 1) for p in PLAYERS]
    in_rounds = sorted((number, player) for number, player, _ in kept) == sorted(expected)
    once = len(kept) == len(expected) and not any(correction for *_, correction in kept)
    ordered = sum(1 for page in pages if page.versions == sorted(set(page.versions)))
    final = max((max(page.versions, default=0) for page in pages), default=0)
    complete = sum(1 for page in pages if page.versions and page.versions[-1] == final)
    phone_lines = sum(1 for line in said if "(phone): " in line)
    print(f"{len(PLAYERS)} seats, {options.viewers} pages watching, ", end="")
    print(f"{options.rounds} rounds in {elapsed:.1f} s")
    print(f"checks as typed: {len(checks)}, {ms(checks)}")
    print(f"hands sent: {len(sends)}, {ms(sends)}")
    print(f"the same hands with record (a process each): {ms(record_times)}")
    ratio = statistics.median(sends) / statistics.median(record_times)
    print(f"a hand sent from a phone takes {ratio:.2f}x the time of record (medians)")
    print(f"hands in the log once, in the round sent for: {once and in_rounds}", end=" ")
    print(f"({len(kept)} of {len(expected)})")
    print(f"terminal lines, one per hand: {phone_lines} of {len(expected)}")
    print(f"pages that saw the versions in order: {ordered} of {options.viewers};", end=" ")
    print(f"ending on the last board: {complete}")
    if not (once and in_rounds and ordered == complete == options.viewers):
        sys.exit("some hand or page went wrong")


if __name__ == "__main__":
    main()
