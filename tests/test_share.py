"""The pictures people share: export --png/--svg, stats --png, and play's offer of one."""

from __future__ import annotations

from pathlib import Path

from cli_helpers import ok
from PIL import Image
from svg_reading import legend_styles
from svg_reading import svg_texts as texts_drawn

from quiddler_score.engine.table import name_key


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
    return " ".join(texts_drawn(path.read_bytes()))


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


def test_stats_makes_the_leaderboard_as_svg_too(tmp_path: Path) -> None:
    two_player_game()
    out = ok("stats", "--png", str(tmp_path / "board.png"), "--svg", str(tmp_path / "board.svg"))
    assert "board.png" in out and "board.svg" in out
    texts = svg_texts(tmp_path / "board.svg")
    assert "Quiddler leaderboard" in texts and "2 players · 1 game · best rating first" in texts
    assert "quiddler-score" not in texts  # the title once, not the tool's name and then again


VOWELS = ["a"] * 10 + ["e"] * 12 + ["i"] * 8 + ["o"] * 8 + ["u"] * 6  # 44: enough for 4


def club_game(*players: str, last_words: dict[str, str]) -> None:
    """A game of 4 in which nobody lays a word for 7 rounds (unused vowels, dealt from
    the deck's counts), then in round 8 ``last_words`` decide the order."""
    ok("new", *players)
    for number in range(1, 9):
        pool = list(VOWELS)
        for letter in "".join(last_words.values()) if number == 8 else "":
            if letter in pool:
                pool.remove(letter)  # the words' own vowels are not dealt again
        for player in players:
            words = last_words.get(player, "").split() if number == 8 else []
            letters = sum(len(word) for word in words)
            unused, pool = pool[: number + 2 - letters], pool[number + 2 - letters :]
            ok("record", player, *words, "--unused", " ".join(unused))


def test_a_player_has_one_style_on_the_results_card_and_the_leaderboard(
    tmp_path: Path,
) -> None:
    # Two games of one club, seated in other orders, Chloé typed chloe in the second.
    # Dmitri wins both and the others tie: the leaderboard lists Dmitri, Ann, Bob, Chloé,
    # in neither game's seating order.
    club_game("Ann", "Bob", "Chloé", "Dmitri", last_words={"Dmitri": "zebra", "Chloé": "ox"})
    club_game("Dmitri", "chloe", "Ann", "Bob", last_words={"Dmitri": "jab", "chloe": "ox"})
    ok("export", "--svg", str(tmp_path / "card.svg"))
    ok("stats", "--svg", str(tmp_path / "board.svg"))
    on_card = legend_styles((tmp_path / "card.svg").read_bytes())
    on_board = {
        name_key(name): drawn
        for name, drawn in legend_styles((tmp_path / "board.svg").read_bytes()).items()
    }
    assert set(on_card) == {"Dmitri", "chloe", "Ann", "Bob"}
    for name, drawn in on_card.items():
        assert drawn == on_board[name_key(name)], name
    assert len(set(on_card.values())) == 4  # and no two of them alike


def test_the_people_of_a_club_take_colours_in_the_order_they_first_played(
    tmp_path: Path,
) -> None:
    # Four people at their first game: places 0 to 3 of the club, four colours of the
    # palette's first four, whatever their names hash to. Ali joins later, alias of Ann.
    club_game("Ann", "Bob", "Chloé", "Dmitri", last_words={"Dmitri": "zebra", "Chloé": "ox"})
    ok("export", "--svg", str(tmp_path / "card.svg"))
    on_card = legend_styles((tmp_path / "card.svg").read_bytes())
    assert len({drawn.colour for drawn in on_card.values()}) == 4
    ok("new", "Ali", "Bob")
    ok("alias", "Ali", "Ann")
    ok("export", "--svg", str(tmp_path / "ali.svg"))
    assert legend_styles((tmp_path / "ali.svg").read_bytes())["Ali"] == on_card["Ann"]


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
