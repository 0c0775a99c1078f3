"""`quiddler-score serve` as a real process on a free port of 127.0.0.1, for the tests.

The server picks its own free port (``--port 0``) and prints its address, which is read
from its output; every line it prints is kept, so a test can wait for the one it
expects. Requests go only to 127.0.0.1.
"""

from __future__ import annotations

import http.client
import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parent.parent
START = 30.0  # seconds a server may take to start on a busy machine
URL = re.compile(r"http://\S+/\?key=\S+")


def quiddler(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """One command in a process of its own, as another scorekeeper would type it."""
    return subprocess.run(
        [sys.executable, "-m", "quiddler_score", "--db", str(db), *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    )


class Served:
    """A running ``serve``; ``stop()`` ends it with Ctrl-C (SIGINT) and returns its status."""

    def __init__(self, db: Path, *options: str, command: str = "serve") -> None:
        """With ``--seats``, or ``command`` play (``play --serve``), what the test writes to
        ``process.stdin`` is typed there."""
        typed = "--seats" in options or command == "play"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "quiddler_score", "--db", str(db), command, *options],
            cwd=REPO,
            stdin=subprocess.PIPE if typed else subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONIOENCODING": "utf-8"},
        )
        self.output: list[str] = []
        self._lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        found = self.wait_for(URL, START)
        if found is None:
            self.stop()
            raise AssertionError(f"serve printed no address: {self.output} {self.errors()}")
        self.url = found.group(0)
        parts = urlsplit(self.url)
        assert parts.hostname is not None and parts.port is not None
        self.host, self.port = parts.hostname, parts.port
        self.key = parts.query.removeprefix("key=")

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self._lines.put(line.rstrip("\n"))
        self._lines.put(None)

    def wait_for(self, pattern: re.Pattern[str], timeout: float) -> re.Match[str] | None:
        """The first line (from now on) that matches, or None at the timeout or the end."""
        deadline = time.monotonic() + timeout
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = self._lines.get(timeout=left)
            except queue.Empty:
                return None
            if line is None:
                return None
            self.output.append(line)
            found = pattern.search(line)
            if found:
                return found
        return None

    def wait_for_line(self, start: str, timeout: float) -> str | None:
        """The first line (from now on) that starts with ``start``, or None."""
        found = self.wait_for(re.compile("^" + re.escape(start)), timeout)
        return None if found is None else found.string

    def errors(self) -> str:
        if self.process.poll() is None or self.process.stderr is None:
            return ""
        return self.process.stderr.read()

    def stop(self, timeout: float = 10.0) -> int:
        if self.process.stdin is not None:
            self.process.stdin.close()
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        try:
            return self.process.wait(timeout)
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()

    def connection(self, timeout: float = 5.0, source: str = "") -> http.client.HTTPConnection:
        """A connection to the server, from ``source`` (another loopback address, such as
        127.0.0.2, stands for another device) or the usual one."""
        assert self.host == "127.0.0.1", "the tests talk to 127.0.0.1 only"
        assert not source or source.startswith("127."), "from loopback addresses only"
        return http.client.HTTPConnection(
            self.host, self.port, timeout=timeout, source_address=(source, 0) if source else None
        )

    def request(
        self,
        path: str,
        method: str = "GET",
        headers: dict[str, str] | None = None,
        source: str = "",
    ) -> tuple[int, dict[str, str], str]:
        """(status, headers, body) of one request, the path sent exactly as given."""
        connection = self.connection(source=source)
        try:
            connection.request(method, path, headers=headers or {})
            response = connection.getresponse()
            body = response.read().decode("utf-8", "replace")
            return response.status, {k.lower(): v for k, v in response.getheaders()}, body
        finally:
            connection.close()


class Stream:
    """An open event stream of the board: each ``next_board()`` is one event's data."""

    def __init__(
        self, served: Served, path: str | None = None, agent: str = "test", source: str = ""
    ) -> None:
        self.connection = served.connection(timeout=10.0, source=source)
        self.connection.request(
            "GET", path or f"/events?key={served.key}", headers={"User-Agent": agent}
        )
        self.response = self.connection.getresponse()

    def next_board(self, timeout: float) -> dict[str, object] | None:
        """The next board event, or None when none comes within ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        sock = self.connection.sock
        assert sock is not None
        while (left := deadline - time.monotonic()) > 0:
            sock.settimeout(left)
            try:
                line = self.response.readline()
            except TimeoutError:
                return None
            if not line:
                return None
            if line.startswith(b"data: "):
                data: dict[str, object] = json.loads(line[len(b"data: ") :])
                return data
        return None

    def close(self) -> None:
        self.connection.close()
