#!/usr/bin/env python3
"""Make the pictures of the docs with the code as it stands: a results card and a leaderboard.

Usage::

    python scripts/readme_pictures.py [--out docs]

It plays the sample game night (``quiddler_score/demo.toml``) into a new database in a
temporary folder through the commands a scorekeeper types (``new``, ``record``,
``challenge``), four times more with the players moved round the table so that the
leaderboard has a club's worth of games, and the sample night last; then ``export
--png`` draws ``<out>/results-card.png`` and ``stats --png`` ``<out>/leaderboard.png``.
The card is dated the day the script runs. The copies in docs/ keep 128 colours, which
the eye does not tell from the original and which makes them a third of the size.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import tempfile
import tomllib
from importlib.resources import files
from pathlib import Path
from typing import Any

from PIL import Image

from quiddler_score.cli import cli


def run(database: Path, *args: str) -> None:
    """One command, as typed, against ``database``; its output is not needed."""
    with contextlib.redirect_stdout(io.StringIO()):
        cli.main(["--db", str(database), *args], prog_name="quiddler-score", standalone_mode=False)


def play(database: Path, night: dict[str, Any], seats: dict[str, str], name: str) -> None:
    """The night's game with each player's hands played by ``seats[player]``."""
    players = [seats[player] for player in night["players"]]
    run(database, "new", *players, "--dealer", seats[night["dealer"]], "--name", name)
    for round_ in night["rounds"]:
        for player, hand in round_["hands"].items():
            out = ["--out"] if round_.get("went_out") == player else []
            unused = ["--unused", " ".join(hand["unused"])] if hand.get("unused") else []
            run(database, "record", seats[player], *hand["words"], *unused, *out)
        for challenge in round_.get("challenges", []):
            ruling = ["--ruling", challenge["ruling"]] if "ruling" in challenge else []
            by, player = seats[challenge["by"]], seats[challenge["player"]]
            run(database, "challenge", by, player, challenge["word"], *ruling)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs"))
    out = parser.parse_args().out
    night = tomllib.loads((files("quiddler_score") / "demo.toml").read_text(encoding="utf-8"))
    players = night["players"]
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "games.sqlite3"
        for turn in range(1, len(players)):  # each player in each seat once
            moved = dict(zip(players, players[turn:] + players[:turn], strict=True))
            play(database, night, moved, f"Game night {turn}")
        play(database, night, {player: player for player in players}, night["name"])
        drawn = Path(folder) / "drawn.png"
        for picture, command in (("results-card.png", "export"), ("leaderboard.png", "stats")):
            run(database, command, "--png", str(drawn))
            with Image.open(drawn) as image:
                small = image.convert("RGB").quantize(128, dither=Image.Dither.NONE)
                small.save(out / picture, optimize=True)
            print(f"Wrote {out / picture}")


if __name__ == "__main__":
    main()
