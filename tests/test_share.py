"""The pictures people share: export --png/--svg, stats --png, and play's offer of one."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

from click.testing import CliRunner, Result
from PIL import Image

from quiddler_score.cli import cli


def ok(*args: str, input: str | None = None) -> str:
    result: Result = CliRunner().invoke(cli, list(args), input=input)
    assert result.exit_code == 0, f"{args}: {result.output}"
    return result.output


def two_player_game() -> None:
    ok("new", "Ann", "Bob", "--name", "Friday night")
    for number in range(1, 8):
        dealt = number + 2
        ok("record", "ann", "--unused", " ".join("a" * dealt))
        ok("record", "bob", "--unused", " ".join("e" * dealt))
    # Round 8: Bob ZEBRA 31 - 12 + longest 10 = 29; Ann OX AT 19 - 14 + most words 10 = 15.
    ok("record", "ann", "ox", "at", "--unused", "e e i i o u")
    ok("record", "bob", "zebra", "--unused", "e e i o u")


def svg_texts(path: Path) -> str:
    root = ElementTree.fromstring(path.read_text(encoding="utf-8"))
    return " ".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))


def test_export_makes_a_results_card_a_phone_previews(tmp_path: Path) -> None:
    two_player_game()
    out = ok("export", "--png", str(tmp_path / "night.png"), "--svg", str(tmp_path / "night.svg"))
    assert "night.png" in out and "night.svg" in out
    with Image.open(tmp_path / "night.png") as picture:
        assert picture.format == "PNG" and picture.width >= 1080
    assert (tmp_path / "night.svg").read_text(encoding="utf-8").startswith("<svg")
    texts = svg_texts(tmp_path / "night.svg")
    for expected in ("Friday night", "Bob wins with 29 points", "Ann", "ZEBRA", "31 points"):
        assert expected in texts, expected


def test_stats_makes_a_leaderboard_picture(tmp_path: Path) -> None:
    two_player_game()
    assert "Wrote" in ok("stats", "--png", str(tmp_path / "board.png"))
    with Image.open(tmp_path / "board.png") as picture:
        assert picture.width >= 1080


def test_play_offers_the_picture_at_the_end_of_the_game(tmp_path: Path) -> None:
    two_player_game()
    target = tmp_path / "tonight.png"
    out = ok("play", input=f"\n{target}\n")  # no challenge, then the picture
    assert "A picture of the result to share?" in out and f"Wrote {target}" in out
    with Image.open(target) as picture:
        assert picture.width >= 1080


def test_picture_at_any_question_makes_the_results_card_of_the_game_so_far(
    tmp_path: Path,
) -> None:
    target = tmp_path / "so-far.png"
    # Ann deals round 1, so Bob plays first: OX, unused E; then "picture" at Ann's words.
    out = ok("play", input=f"Ann, Bob\n\n\n\n\nox\ne\npicture\n{target}\nq\n")
    assert "A picture of the result to share?" in out and f"Wrote {target}" in out
    with Image.open(target) as picture:
        assert picture.width >= 1080


def test_play_shows_tonights_standings_after_a_second_game(tmp_path: Path) -> None:
    two_player_game()
    ok("play", input="\n\n")  # round 8's challenges: none; no picture
    two_player_game()
    out = ok("play", input="\n\n")
    # Two games tonight, Bob won both: 29 + 29 = 58 points; Ann 15 + 15 = 30.
    tonight = out.split("Tonight so far: 2 games")[1].splitlines()
    rows = [line.split() for line in tonight if line.strip().startswith(("Ann ", "Bob "))]
    assert rows[:2] == [["Bob", "2", "2", "58"], ["Ann", "2", "0", "30"]]
