"""The terminal's line for each page that opens the board (cli/serve/viewers.py)."""

from __future__ import annotations

from types import SimpleNamespace

from quiddler_score.cli.serve.viewers import LONGEST, device, viewer_line


def test_the_device_is_named_and_nothing_odd_of_the_user_agent_is_kept() -> None:
    assert device("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126") == "Android"
    assert device("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)") == "iPhone"
    assert device("\x1b]0;title\x07curl/8.0 <b>") == "0;titlecurl/8.0 b"
    assert device("") == "no browser named"


def test_an_unknown_user_agent_is_cut_to_its_start() -> None:
    assert device("x" * 100) == "x" * LONGEST


def test_the_line_names_the_address_the_device_and_the_pages_open() -> None:
    iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)"
    line = viewer_line(SimpleNamespace(host="192.168.1.23"), iphone, 1)
    assert line.endswith(" watching from 192.168.1.23 (iPhone); 1 page open")
    assert viewer_line(None, "", 3).endswith(" an unknown address (no browser named); 3 pages open")


def test_an_address_cannot_carry_an_escape_sequence_to_the_terminal() -> None:
    line = viewer_line(SimpleNamespace(host="10.0.0.1\x1b[2J"), "", 2)
    assert "from 10.0.0.12J (no browser named)" in line
