"""The pictures to share: the results card and the leaderboard, as PNG and as SVG.

The SVGs keep their text as ``<text>`` elements, so what a card says is read back from
them; Pillow opens the PNGs and measures them. The games: two players over 8 rounds worked
out by hand; eight players dealt by a rule within the deck's counts; long names.
"""

from __future__ import annotations

import io
import warnings
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from builders import challenge, filler_rounds, hand, judge_by_list, scored, table
from PIL import Image

from quiddler_score.engine import cards
from quiddler_score.engine.scoring import Hand, RoundPlay, Scoreboard
from quiddler_score.engine.table import cards_in_round
from quiddler_score.present.picture_style import legend_labels
from quiddler_score.present.pictures import (
    BestWord,
    LeaderboardRow,
    best_word,
    headline,
    leaderboard_card,
    picture_bytes,
    results_card,
    save,
)

SVG = "{http://www.w3.org/2000/svg}"


def svg_texts(svg: bytes) -> list[str]:
    """Every ``<text>`` element's text, in document order."""
    root = ET.fromstring(svg)
    return ["".join(element.itertext()) for element in root.iter(f"{SVG}text")]


def png_size(png: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(png)) as image:
        image.verify()
    with Image.open(io.BytesIO(png)) as image:
        assert image.format == "PNG"
        return image.size


# --- Two players, worked out by hand -------------------------------------------------

TWO = ("Ann", "Bob")


def two_player_plays() -> list[RoundPlay]:
    """Ann and Bob, eight rounds of words; Ann deals first. Ann totals 12, 38, 57, 83, 132,
    173, 233, 263; Bob 3, 28, 59, 95, 103, 130, 160, 228."""
    ann = (
        hand("ox", unused="e"),
        hand("(qu)ite"),  # out; longest word
        hand("jab", unused="e i"),
        hand("tiger", unused="a"),  # longest word
        hand("vex", "rain"),  # out; most words
        hand("(th)ink", "yes", unused="a"),  # most words
        hand("jo(in)ts", "wax", unused="e"),  # longest word (6 letters to (QU)IET's 5)
        hand("zebra", unused="o i e a t"),  # longest word
    )
    bob = (
        hand("at", unused="o"),
        hand("at", "be"),  # most words
        hand("zone", unused="a"),  # longest word
        hand("cat", "dog"),  # out; most words
        hand("mule", unused="a o i"),
        hand("planet", unused="o o"),  # longest word
        hand("(qu)iet", "fold", unused="a"),
        hand("(qu)iz", "ox", "jab", unused="e e"),  # most words
    )
    went_out = {2: "Ann", 4: "Bob", 5: "Ann"}
    return [
        RoundPlay(n, {"Ann": a, "Bob": b}, went_out=went_out.get(n))
        for n, (a, b) in enumerate(zip(ann, bob, strict=True), start=1)
    ]


def two_player_game() -> Scoreboard:
    return scored(table(*TWO), *two_player_plays())


# --- Eight players, dealt by a rule --------------------------------------------------

EIGHT = ("Ann", "Bob", "Cy", "Dee", "Eve", "Finn", "Gus", "Hal")
WORDS = (
    "at", "to", "in", "on", "go", "we", "is", "be", "me", "up", "do", "no", "he", "ox",
    "ten", "dog", "cat", "sun", "red", "pie", "oat", "ear", "sea", "ant", "owl", "toe",
    "rain", "note", "tide", "lane", "road", "seat", "rose", "wine", "mule", "toad", "jolt",
    "train", "stone", "ocean", "tiger", "onion", "radio", "audio", "zebra", "lemon",
    "orange", "island", "senior", "animal", "planet", "silver", "garden",
    "(qu)ietly", "(th)under", "(er)osion", "(in)terval", "(cl)imate",
)  # fmt: skip


def dealt_game(players: tuple[str, ...], rounds: int = 8) -> Scoreboard:
    """Each player in each round lays a word of a length that varies by seat and round,
    sometimes two, then keeps the cards the deck has left over (cheapest first) unused."""
    plays = []
    for number in range(1, rounds + 1):
        deck = Counter({card: card.copies for card in cards.DECK.values()})
        laid = {
            p: _words_for(deck, cards_in_round(number), seat + number)
            for seat, p in enumerate(players)
        }
        hands = {
            p: Hand(words, _leftovers(deck, cards_in_round(number) - _count(words)))
            for p, words in laid.items()
        }
        plays.append(RoundPlay(number, hands))
    return scored(table(*players), *plays)


def _count(words: tuple[cards.Word, ...]) -> int:
    return sum(len(word.cards) for word in words)


def _words_for(deck: Counter[cards.Card], size: int, turn: int) -> tuple[cards.Word, ...]:
    """A word of a length set by ``turn``; every fourth turn short words after it too."""
    chosen: list[cards.Word] = []
    lengths = [2 + (turn * 5) % (size - 1)] + ([3, 2, 2] if turn % 4 == 0 else [])
    for wanted in lengths:
        room = size - _count(tuple(chosen))
        for length in range(min(wanted, room), 1, -1):
            word = _first_fit(deck, length, turn * 7 + len(chosen) * 13)
            if word is not None:
                deck.subtract(Counter(word.cards))
                chosen.append(word)
                break
    return tuple(chosen)


def _first_fit(deck: Counter[cards.Card], length: int, start: int) -> cards.Word | None:
    """The first word of ``length`` cards from ``start`` on that the deck still has."""
    for offset in range(len(WORDS)):
        word = cards.word(WORDS[(start + offset) % len(WORDS)])
        need = Counter(word.cards)
        if len(word.cards) == length and all(deck[c] >= n for c, n in need.items()):
            return word
    return None


def _leftovers(deck: Counter[cards.Card], count: int) -> tuple[cards.Card, ...]:
    taken = []
    for card in sorted(deck, key=lambda c: (c.points, c.letters)):
        while len(taken) < count and deck[card] > 0:
            deck[card] -= 1
            taken.append(card)
    return tuple(taken)


LONG = (
    "Maximiliana Featherstonehaugh",
    "Christopher Robinson",
    "Christopher Robertson",
    "Bartholomew Aloysius Quincy-Smythe III",
)


# --- What the cards say -------------------------------------------------------------


def test_the_two_player_game_as_worked_out_by_hand() -> None:
    board = two_player_game()
    # Ann's round 7: JO(IN)TS J13 O2 (IN)7 T3 S3 = 28, WAX W10 A2 X12 = 24, E unused -2,
    # longest word +10: 60, on top of 173. Round 8: ZEBRA 31, O I E A T unused -11, +10: 30.
    assert board.totals == {"Ann": 263, "Bob": 228}
    assert headline(board) == "Ann wins with 263 points"
    # ZEBRA: Z14 E2 B8 R5 A2 = 31; JO(IN)TS is 28, (QU)IZ 25.
    assert best_word(board) == BestWord("ZEBRA", 31, "Ann", 8)


def test_the_headline_says_who_leads_so_far_and_who_shares() -> None:
    assert headline(scored(table(*TWO))) == "No rounds played yet"
    so_far = scored(table(*TWO), *two_player_plays()[:3])
    assert headline(so_far) == "Bob leads after round 3 with 59 points"
    tied = scored(table(*TWO), *filler_rounds(TWO, 8))
    assert headline(tied) == "Ann and Bob share the win with 0 points"


def test_the_best_word_is_the_earliest_of_equals() -> None:
    # Round 1: Ann and Bob both lay AT (5): Ann's comes first in seating order.
    plays = [RoundPlay(1, {"Ann": hand("at", unused="e"), "Bob": hand("at", unused="o")})]
    assert best_word(scored(table(*TWO), *plays)) == BestWord("AT", 5, "Ann", 1)
    assert best_word(scored(table(*TWO))) is None


def test_a_struck_word_is_not_the_best_word() -> None:
    # Bob's JAB (23) is struck by Ann's challenge; Ann's OX (14) is the best word.
    play = RoundPlay(
        1,
        {"Ann": hand("ox", unused="e"), "Bob": hand("jab")},
        challenges=(challenge("Ann", "Bob", "jab", ruling=False),),
    )
    board = scored(table(*TWO), play, judge=judge_by_list())
    assert best_word(board) == BestWord("OX", 14, "Ann", 1)


# --- The results card ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "date"),
    [(TWO, "Friday 27 November 2026"), (EIGHT, "28 Nov 2026"), (LONG, "Sunday")],
    ids=["two", "eight", "long names"],
)
def test_the_results_card_as_png_and_svg(players: tuple[str, ...], date: str) -> None:
    board = two_player_game() if players == TWO else dealt_game(players)
    card = results_card(board, "Friday night", date)
    width, height = png_size(picture_bytes(card, "png"))
    assert width >= 1080 and height >= 1350
    texts = svg_texts(picture_bytes(card, "svg"))
    assert "Friday night" in texts and date in texts
    assert headline(board) in texts
    assert "FINAL STANDINGS" in texts
    best = best_word(board)
    assert best is not None and best.word in texts
    assert f"{best.points} points · {best.player}, round {best.round}" in texts
    for name, label in zip(players, legend_labels(players), strict=True):
        assert name in texts, name  # the standings keep the whole name
        assert label in texts, label  # the chart's legend may cut it
    assert [t for t in texts if t in ("longest word", "most words")] == [
        "longest word",
        "most words",
    ]


def test_long_names_are_cut_in_the_legend_and_kept_apart() -> None:
    labels = legend_labels(LONG)
    assert labels[0] == "Maximiliana F…"
    assert labels[1] != labels[2] and all(label.endswith("…") for label in labels)
    assert legend_labels(EIGHT) == list(EIGHT)


def test_a_game_in_progress_shows_standings_so_far() -> None:
    board = dealt_game(EIGHT, rounds=3)
    texts = svg_texts(picture_bytes(results_card(board, "Friday night", "today"), "svg"))
    assert "STANDINGS AFTER ROUND 3 OF 8" in texts
    assert any("after round 3" in text for text in texts)


def test_a_card_before_the_first_round() -> None:
    card = results_card(scored(table(*TWO)), "Friday night", "today")
    texts = svg_texts(picture_bytes(card, "svg"))
    assert "No rounds played yet" in texts and "No word laid yet" in texts
    assert png_size(picture_bytes(card, "png"))[0] == 1080


def test_a_long_title_goes_on_two_lines_and_names_are_text_not_mathematics() -> None:
    seats = ("$ally", "Bob_2")
    title = " vs ".join(EIGHT)  # the automatic name of an eight-player game
    board = scored(table(*seats), *filler_rounds(seats, 2))
    texts = svg_texts(picture_bytes(results_card(board, title, "today"), "svg"))
    title_lines = [t for t in texts if t and t in title]
    assert " ".join(title_lines[:2]) == title
    assert "$ally" in texts and "Bob_2" in texts


def test_a_name_with_an_emoji_draws_without_warnings() -> None:
    seats = ("🔥Ann", "Bob")
    board = scored(table(*seats), *filler_rounds(seats, 2))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        card = results_card(board, "Friday night", "today")
        picture_bytes(card, "png")
        texts = svg_texts(picture_bytes(card, "svg"))
    assert "🔥Ann" in texts  # a phone shows the SVG's emoji in its own font


def test_the_svg_needs_nothing_from_the_web_and_comes_out_the_same_twice() -> None:
    card = results_card(two_player_game(), "Friday night", "today")
    svg = picture_bytes(card, "svg")
    assert svg == picture_bytes(card, "svg")
    text = svg.decode("utf-8")
    assert "@font-face" not in text and "@import" not in text
    assert "url(http" not in text and 'href="http' not in text
    assert "DejaVu Sans" in text


# --- The leaderboard ----------------------------------------------------------------

ROWS = [
    LeaderboardRow("Ann", 12, 6, 0.5, 31.2, 2.1, 24.9),
    LeaderboardRow("Bob", 10, 3, 0.3, 27.5, 2.6, 19.7),
    LeaderboardRow("Christopher Robinson", 9, 2, 2 / 9, 26.0, 3.0, 17.0),
    LeaderboardRow("Dee", 1, 0, 0.0, 22.0, 7.1, 0.7),
]
HISTORY = {
    "Ann": [5.0 + 2 * game for game in range(10)] + [24.0, 24.9],
    "Bob": [4.0 + 1.5 * game for game in range(10)],
    "Christopher Robinson": [3.0 + 1.4 * game for game in range(9)],
    "Dee": [0.7],
}


def test_the_leaderboard_card() -> None:
    card = leaderboard_card(ROWS, HISTORY, "Game nights 2026")
    width, height = png_size(picture_bytes(card, "png"))
    assert width >= 1080 and height >= 1350
    texts = svg_texts(picture_bytes(card, "svg"))
    assert "Game nights 2026" in texts
    assert [t for t in texts if t in HISTORY][:4] == ["Ann", "Bob", "Christopher Robinson", "Dee"]
    assert {"24.9 (31.2 ± 2.1)", "0.7 (22.0 ± 7.1)", "50%", "22%", "12"} <= set(texts)
    assert "Christopher R…" in texts  # in the chart's legend


def test_a_leaderboard_of_many_players_grows_and_charts_the_first_eight() -> None:
    names = [f"Player {n}" for n in range(1, 21)]
    rows = [LeaderboardRow(name, 3, 1, 1 / 3, 25.0, 5.0, 10.0 - n) for n, name in enumerate(names)]
    card = leaderboard_card(rows, {name: [1.0, 2.0, 3.0] for name in names}, "Everyone")
    width, height = png_size(picture_bytes(card, "png"))
    assert width == 1080 and height > 1350
    texts = svg_texts(picture_bytes(card, "svg"))
    assert all(name in texts for name in names)
    assert "Player 8" in texts
    assert texts.count("Player 9") == 1  # in the table, not in the chart's legend


def test_an_empty_leaderboard() -> None:
    texts = svg_texts(picture_bytes(leaderboard_card([], {}, "Nobody yet"), "svg"))
    assert "No finished games yet" in texts


# --- Writing the pictures -----------------------------------------------------------


def test_save_writes_png_or_svg_by_the_suffix(tmp_path: Path) -> None:
    card = results_card(two_player_game(), "Friday night", "today")
    save(card, tmp_path / "card.png")
    save(card, tmp_path / "card.SVG")
    assert png_size((tmp_path / "card.png").read_bytes()) == (1080, 1350)
    assert "Friday night" in svg_texts((tmp_path / "card.SVG").read_bytes())
    with pytest.raises(ValueError, match=r"\.jpg"):
        save(card, tmp_path / "card.jpg")
    with pytest.raises(ValueError, match="gif"):
        picture_bytes(card, "gif")
    assert not (tmp_path / "card.jpg").exists()
