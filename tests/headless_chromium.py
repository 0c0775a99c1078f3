"""Debian's Chromium, headless, driven through its DevTools pipe (no extra package).

Chromium started with ``--remote-debugging-pipe`` reads DevTools commands from its file
descriptor 3 and writes the answers and events to 4, each a JSON object ended by a NUL
byte. That is enough to open a page at a window size and colour scheme, read what its
script has made of the page, collect its console errors and take a screenshot, with the
page kept open while something else happens.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import select
import shutil
import subprocess
import time
from pathlib import Path
from types import TracebackType
from typing import Any

from installed import missing

REPLY_TIMEOUT = 30.0  # seconds for one command on a busy machine


def chromium_or_skip() -> str:
    """Chromium's path; without it the test is skipped, unless CI is set: then it fails."""
    found = shutil.which("chromium")
    if found is None:
        missing("chromium (apt-get install chromium)")
    return found


class Chromium:
    def __init__(self, executable: str, profile: Path) -> None:
        to_chromium, self._commands = os.pipe()
        self._answers, from_chromium = os.pipe()

        def on_3_and_4() -> None:  # in the child, before Chromium starts
            reads, writes = os.dup(to_chromium), os.dup(from_chromium)
            os.dup2(reads, 3)
            os.dup2(writes, 4)

        self.process = subprocess.Popen(
            [
                executable,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--disable-extensions",
                "--hide-scrollbars",
                "--remote-debugging-pipe",
                f"--user-data-dir={profile}",
                "about:blank",
            ],
            pass_fds=(3, 4),
            preexec_fn=on_3_and_4,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(to_chromium)
        os.close(from_chromium)
        self._next_id = 0
        self._buffer = b""
        self.errors: list[str] = []  # console errors and uncaught exceptions, of any page

    def __enter__(self) -> Chromium:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def send(self, method: str, params: dict[str, Any] | None = None, page: str = "") -> Any:
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params or {}}
        if page:
            message["sessionId"] = page
        os.write(self._commands, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + REPLY_TIMEOUT
        while True:
            answer = self._message(deadline)
            if answer.get("id") == self._next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self._note(answer)

    def _message(self, deadline: float) -> dict[str, Any]:
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._answers], [], [], left)[0]:
                raise TimeoutError("Chromium did not answer")
            chunk = os.read(self._answers, 1 << 20)
            if not chunk:
                raise EOFError("Chromium closed its pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        answer: dict[str, Any] = json.loads(message)
        return answer

    def _note(self, event: dict[str, Any]) -> None:
        params = event.get("params", {})
        if event.get("method") == "Runtime.exceptionThrown":
            self.errors.append(str(params.get("exceptionDetails", {}).get("text")))
        elif event.get("method") == "Log.entryAdded" and params["entry"]["level"] == "error":
            self.errors.append(str(params["entry"]["text"]))

    def open(self, url: str, width: int, height: int, dark: bool = False) -> str:
        """A new page of ``width`` x ``height`` CSS pixels showing ``url``; its session id."""
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        page: str = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})[
            "sessionId"
        ]
        for domain in ("Page", "Runtime", "Log"):
            self.send(f"{domain}.enable", page=page)
        self.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
            page,
        )
        scheme = {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}
        self.send("Emulation.setEmulatedMedia", {"features": [scheme]}, page)
        self.send("Page.navigate", {"url": url}, page)
        return page

    def evaluate(self, page: str, expression: str) -> Any:
        """The value of a JavaScript expression in the page."""
        result = self.send(
            "Runtime.evaluate", {"expression": expression, "returnByValue": True}, page
        )
        return result["result"].get("value")

    def wait_for(self, page: str, expression: str, timeout: float) -> Any:
        """The expression's value once it is truthy; None if it is not within ``timeout``."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.evaluate(page, expression)
            if value:
                return value
            time.sleep(0.1)
        return None

    def screenshot(self, page: str, path: Path, whole_page: bool = False) -> None:
        params: dict[str, Any] = {"format": "png"}
        if whole_page:
            size = self.send("Page.getLayoutMetrics", page=page)["cssContentSize"]
            params["clip"] = {
                "x": 0,
                "y": 0,
                "width": size["width"],
                "height": size["height"],
                "scale": 1,
            }
            params["captureBeyondViewport"] = True
        data = self.send("Page.captureScreenshot", params, page)["data"]
        path.write_bytes(base64.b64decode(data))

    def close(self) -> None:
        with contextlib.suppress(OSError, EOFError, TimeoutError, RuntimeError):
            self.send("Browser.close")
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        for fd in (self._commands, self._answers):
            os.close(fd)
