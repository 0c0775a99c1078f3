"""The line the terminal shows for each page that opens the board: who is watching.

The device is named from the browser's User-Agent, which the client writes: only
letters, digits, spaces and a few signs are kept from it, so that no escape sequence a
client sends can reach the scorekeeper's terminal.
"""

from __future__ import annotations

import re
import time
from typing import Any

from quiddler_score.language import _, ngettext, number

# The platform a browser names first in its User-Agent's parentheses, by what it says.
DEVICES = (
    ("iPhone", "iPhone"),
    ("iPad", "iPad"),
    ("Android", "Android"),
    ("CrOS", "Chromebook"),
    ("Windows", "Windows"),
    ("Macintosh", "Mac"),
    ("Linux", "Linux"),
)
_UNSAFE = re.compile(r"[^A-Za-z0-9 ._/;:()+-]")
LONGEST = 40  # characters of an unknown User-Agent kept


def viewer_line(client: Any, user_agent: str, watching: int) -> str:
    """``21:04:11 watching from 192.168.1.23 (iPhone); 3 pages open``."""
    address = client.host if client is not None else _("an unknown address")
    # Translators: {time} is the time of day, "21:04:11"; {address}, the phone's network
    # address; {device}, "iPhone"; {count}, how many pages follow the board now.
    line = ngettext(
        "{time} watching from {address} ({device}); {count} page open",
        "{time} watching from {address} ({device}); {count} pages open",
        watching,
    )
    return line.format(
        time=time.strftime("%H:%M:%S"),
        address=_UNSAFE.sub("", str(address)),
        device=device(user_agent),
        count=number(watching),
    )


def device(user_agent: str) -> str:
    """A short name of the device, or the start of its User-Agent cleaned of anything odd."""
    for sign, name in DEVICES:
        if sign in user_agent:
            return name
    cleaned = _UNSAFE.sub("", user_agent).strip()[:LONGEST]
    return cleaned or _("no browser named")
