"""The live board under a table's worth of load and more: 50 pages for 30 seconds.

Starts ``quiddler-score serve`` on a free port of 127.0.0.1, opens 50 event streams (each
a thread with its own connection), then records a hand every second from another
process, as a scorekeeper would, for 30 seconds. Every page must see every update; the
server's resident memory (VmRSS) is read when the pages are open and at the end.
Bounded in clients, time and traffic, and it talks to 127.0.0.1 only. Not run by CI:

    python benchmarks/bench_serve.py [--clients 50] [--seconds 30]
"""

from __future__ import annotations

import argparse
import http.client
import json
import random
import re
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

PLAYERS = ("Ann", "Bob", "Cy", "Dee")
SINGLE_CARDS = "a" * 10 + "e" * 12 + "i" * 8 + "o" * 8 + "u" * 6 + "t" * 6 + "n" * 6 + "r" * 6
URL = re.compile(r"http://127\.0\.0\.1:(\d+)/\?key=(\S+)")


def quiddler(db: Path, *args: str) -> None:
    subprocess.run(
        [sys.executable, "-m", "quiddler_score", "--db", str(db), *args],
        check=True,
        capture_output=True,
    )


def hands(seed: int) -> list[tuple[str, str]]:
    """Each player's loose cards, round by round: legal hands that lay no word."""
    rng = random.Random(seed)
    out = []
    for number in range(1, 9):
        deck = rng.sample(SINGLE_CARDS, len(SINGLE_CARDS))
        for player in PLAYERS:
            dealt, deck = deck[: number + 2], deck[number + 2 :]
            out.append((player, " ".join(dealt)))
    return out


class Page(threading.Thread):
    """One open page: counts the board versions its stream brings."""

    def __init__(self, port: int, key: str, source: str = "") -> None:
        super().__init__(daemon=True)
        # From ``source``, another loopback address standing for another device: the
        # server lets one address keep only so many pages open.
        self.connection = http.client.HTTPConnection(
            "127.0.0.1", port, timeout=60, source_address=(source, 0) if source else None
        )
        self.connection.request("GET", f"/events?key={key}")
        self.response = self.connection.getresponse()
        assert self.response.status == 200, self.response.status
        self.versions: list[int] = []

    def run(self) -> None:
        try:
            while line := self.response.readline():
                if line.startswith(b"data: "):
                    self.versions.append(json.loads(line[6:])["version"])
        except (OSError, ValueError):
            pass


def rss_kib(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    found = re.search(r"VmRSS:\s+(\d+) kB", status)
    assert found is not None
    return int(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=int, default=30, choices=range(1, 33))
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "games.sqlite3"
        quiddler(db, "new", *PLAYERS)
        server = subprocess.Popen(
            [sys.executable, "-m", "quiddler_score", "--db", str(db), "serve", "--port", "0"],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert server.stdout is not None
        try:
            while not (found := URL.search(server.stdout.readline())):
                pass
            port, key = int(found.group(1)), found.group(2)
            threading.Thread(target=server.stdout.read, daemon=True).start()  # drain
            pages = [Page(port, key, f"127.0.0.{2 + n // 8}") for n in range(options.clients)]
            for page in pages:
                page.start()
            time.sleep(1)
            rss = [rss_kib(server.pid)]  # with the pages open, then every 10 hands
            started = time.monotonic()
            recorded = 0
            for player, cards in hands(seed=1)[: options.seconds]:
                quiddler(db, "record", player.lower(), "-u", cards)
                recorded += 1
                time.sleep(max(0.0, started + recorded - time.monotonic()))
                if recorded % 10 == 0:
                    rss.append(rss_kib(server.pid))
            elapsed = time.monotonic() - started
            time.sleep(2)  # the last update on its way
            rss.append(rss_kib(server.pid))
        finally:
            server.terminate()
            server.wait(10)
    expected = list(range(1, recorded + 2))  # the board at the start, then one per hand
    complete = sum(1 for page in pages if page.versions == expected)
    print(f"{options.clients} pages, {recorded} hands recorded over {elapsed:.0f} s")
    print(f"pages that saw every update, in order: {complete} of {options.clients}")
    steps = ", ".join(f"{kib / 1024:.1f}" for kib in rss)
    print(f"server RSS (MiB) with the pages open, every 10 hands, at the end: {steps}")
    if complete != options.clients:
        missed = [page.versions for page in pages if page.versions != expected][:3]
        sys.exit(f"some pages missed updates, e.g. {missed}")


if __name__ == "__main__":
    main()
