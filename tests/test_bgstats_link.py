"""The BG Stats link on the terminal: the link whole, and its QR code where the
terminal can show all of it at once, else a PNG of it beside the database.

A link of a four-player game is about 1,000 characters: its QR code (error correction L,
the quiet zone of 4) is 117 modules a side, 117 columns by 59 lines in half blocks.
Each QR code shown is read back with zxing-cpp, as a phone's camera would read it.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image, ImageDraw

from quiddler_score.cli.bgstats_link import qr_picture, show_bgstats_link
from quiddler_score.present.bgstats import CREATE_PLAY

# A link as long as a four-player game's: 1,041 characters.
LINK = f"{CREATE_PLAY}?data=" + "%7B%22sourceName%22%3A%22quiddler-score%22" * 24 + "%7D"


def on_a_terminal(monkeypatch: pytest.MonkeyPatch, columns: int, lines: int) -> None:
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    size = os.terminal_size((columns, lines))
    monkeypatch.setattr(shutil, "get_terminal_size", lambda *args, **kwargs: size)


def read_half_blocks(text: str) -> list[str]:
    """What a phone reads in a QR code drawn in half blocks: each character two modules,
    one above the other; a block is light (the terminal's text), a space dark."""
    rows = [line for line in text.splitlines() if line and set(line) <= set("█▀▄ ")]
    width = max(len(row) for row in rows)
    image = Image.new("L", (width * 4, len(rows) * 8), 0)
    draw = ImageDraw.Draw(image)
    for y, row in enumerate(rows):
        for x, char in enumerate(row):
            if char in "█▀":
                draw.rectangle((x * 4, y * 8, x * 4 + 3, y * 8 + 3), fill=255)
            if char in "█▄":
                draw.rectangle((x * 4, y * 8 + 4, x * 4 + 3, y * 8 + 7), fill=255)
    return [found.text for found in zxingcpp.read_barcodes(image)]


def test_a_terminal_as_large_as_the_qr_code_shows_it_and_it_scans(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    on_a_terminal(monkeypatch, 120, 60)
    picture = tmp_path / "bgstats-game-1.png"
    show_bgstats_link(LINK, picture)
    out = capsys.readouterr().out
    assert LINK in out.splitlines()
    assert read_half_blocks(out) == [LINK]
    assert not picture.exists()


@pytest.mark.parametrize(("columns", "lines"), [(80, 24), (60, 40), (120, 40), (116, 80)])
def test_a_terminal_smaller_than_the_qr_code_gets_a_png_of_it_that_scans(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    columns: int,
    lines: int,
) -> None:
    on_a_terminal(monkeypatch, columns, lines)
    picture = tmp_path / "bgstats-game-1.png"
    show_bgstats_link(LINK, picture)
    out = capsys.readouterr().out
    assert LINK in out.splitlines()
    assert not set("█▀▄") & set(out)
    said = out.split(LINK)[1].strip().splitlines()
    assert " ".join(" ".join(said[:-1]).split()) == (
        f"Its QR code needs a terminal of 117 columns by 59 lines, more than this one's "
        f"{columns} by {lines}: to scan it, open"
    )
    assert said[-1] == str(picture)  # whole on its line, however long
    with Image.open(picture) as image:
        assert [found.text for found in zxingcpp.read_barcodes(image)] == [LINK]


def test_the_qr_code_is_written_beside_the_database(tmp_path: Path) -> None:
    assert qr_picture(tmp_path / "games.sqlite3", 12) == tmp_path / "bgstats-game-12.png"


def test_no_qr_code_when_the_output_is_not_a_terminal(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    picture = tmp_path / "bgstats-game-1.png"
    show_bgstats_link(LINK, picture)
    assert capsys.readouterr().out.splitlines()[-1] == LINK
    assert not picture.exists()


def test_a_png_that_cannot_be_written_is_said_in_one_line_and_the_link_stays(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    on_a_terminal(monkeypatch, 80, 24)
    picture = tmp_path / "no such folder" / "bgstats-game-1.png"
    show_bgstats_link(LINK, picture)
    captured = capsys.readouterr()
    assert LINK in captured.out.splitlines()
    assert " ".join(captured.err.split()).startswith(
        f"Its QR code could not be written to {picture}: "
    )
