"""The pictures to share: the results card and the leaderboard, as PNG and as SVG.

What a card says is read back from its SVG (see svg_reading), where it draws from the
figure; Pillow opens the PNGs and measures them. The games: two players over 8 rounds
worked out by hand; eight players dealt by a rule within the deck's counts; long names.
"""

from __future__ import annotations

import io
import itertools
import warnings
from collections import Counter

import pytest
from builders import challenge, filler_rounds, hand, judge_by_list, scored, table
from matplotlib.lines import Line2D
from PIL import Image
from svg_reading import SVG, legend_styles, svg_texts, svg_tree

from quiddler_score.engine import cards
from quiddler_score.engine.scoring import Hand, RoundPlay, Scoreboard
from quiddler_score.engine.table import cards_in_round, name_key
from quiddler_score.games.club.people import People
from quiddler_score.games.club.seating_order import Club
from quiddler_score.present import picture_card
from quiddler_score.present.leaderboard_card import LeaderboardRow, leaderboard_card
from quiddler_score.present.picture_card import DPI, MUTED, name_cell, picture_bytes
from quiddler_score.present.player_colours import PALETTE, chosen_style, player_styles
from quiddler_score.present.results_card import (
    BestWord,
    best_word,
    headline,
    results_card,
)
from quiddler_score.present.trend_chart import APART, apart, integer_ticks, legend_layout


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
    assert best_word(board) == BestWord(cards.word("zebra"), 31, "Ann", 8)


def test_the_headline_says_who_leads_so_far_and_who_shares() -> None:
    assert headline(scored(table(*TWO))) == "No rounds played yet"
    so_far = scored(table(*TWO), *two_player_plays()[:3])
    assert headline(so_far) == "Bob leads after round 3 with 59 points"
    tied = scored(table(*TWO), *filler_rounds(TWO, 8))
    assert headline(tied) == "Ann and Bob share the win with 0 points"


def test_the_best_word_is_the_earliest_of_equals() -> None:
    # Round 1: Ann and Bob both lay AT (5): Ann's comes first in seating order.
    plays = [RoundPlay(1, {"Ann": hand("at", unused="e"), "Bob": hand("at", unused="o")})]
    assert best_word(scored(table(*TWO), *plays)) == BestWord(cards.word("at"), 5, "Ann", 1)
    assert best_word(scored(table(*TWO))) is None


def test_a_struck_word_is_not_the_best_word() -> None:
    # Bob's JAB (23) is struck by Ann's challenge; Ann's OX (14) is the best word.
    play = RoundPlay(
        1,
        {"Ann": hand("ox", unused="e"), "Bob": hand("jab")},
        challenges=(challenge("Ann", "Bob", "jab", ruling=False),),
    )
    board = scored(table(*TWO), play, judge=judge_by_list())
    assert best_word(board) == BestWord(cards.word("ox"), 14, "Ann", 1)


# --- The results card ---------------------------------------------------------------


def shown_whole(name: str, texts: list[str]) -> bool:
    """Whether ``name`` is among ``texts`` whole, on one line or on two lines in a row."""
    return name in texts or any(
        name in (f"{head} {tail}", head + tail)
        for head, tail in itertools.pairwise(texts)
        if not head.endswith("…")
    )


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
    assert best is not None and best.word.letters in texts
    assert any(
        t.startswith(f"{best.points} points · {best.player}, round {best.round}") for t in texts
    )
    for name, label in zip(players, legend_layout(players).labels, strict=True):
        assert shown_whole(name, texts), name  # the standings keep the whole name
        assert label in texts, label  # the chart's legend may cut it
    assert [t for t in texts if t in ("longest word", "most words")] == [
        "longest word",
        "most words",
    ]


def test_the_legend_keeps_names_whole_where_there_is_room() -> None:
    # Four players, one of them with a long name: two columns hold them all whole.
    names = ["Ann", "Bob", "Chloé", "Dmitri Konstantinovich"]
    legend = legend_layout(names)
    assert legend.labels == names and legend.columns == 2
    assert legend_layout(EIGHT) == legend_layout(EIGHT)._replace(columns=4)
    assert legend_layout(EIGHT).labels == list(EIGHT)


def test_a_name_too_long_for_its_column_is_cut_to_fit_and_kept_apart() -> None:
    legend = legend_layout([*LONG, "Ann"])
    assert legend.columns == 2  # a results card keeps two columns at least
    cut = [label for label in legend.labels if label.endswith("…")]
    assert cut, "names of 38 letters do not fit half a card"
    assert len(set(legend.labels)) == len(legend.labels)  # Christopher Rob… twice would not do
    assert "Ann" in legend.labels
    # where there is room (a leaderboard grows), one column keeps every name whole
    assert legend_layout([*LONG, "Ann"], min_columns=1).labels == [*LONG, "Ann"]


def test_a_long_text_is_cut_to_fit_by_halving_not_a_character_at_a_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = picture_card.text_width
    measured: list[str] = []

    def counted(text: str, size: float, *, bold: bool = False) -> float:
        measured.append(text)
        return real(text, size, bold=bold)

    monkeypatch.setattr(picture_card, "text_width", counted)
    kept = picture_card.cut("W" * 2000, 400, 10)
    assert kept.endswith("…") and real(kept, 10) <= 400 < real("W" + kept, 10)
    assert len(measured) <= 13  # 2,000 characters halved 11 times, and the whole once


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
    assert "🔥Ann" in texts  # drawn as a box, as in the PNG, and kept in its comment


def test_the_svg_needs_nothing_from_the_web_and_comes_out_the_same_twice() -> None:
    card = results_card(two_player_game(), "Friday night", "today")
    svg = picture_bytes(card, "svg")
    assert svg == picture_bytes(card, "svg")
    text = svg.decode("utf-8")
    assert "@font-face" not in text and "@import" not in text
    assert "url(http" not in text and 'href="http' not in text


def test_the_svg_draws_its_letters_as_shapes_and_names_no_font() -> None:
    # A phone without DejaVu Sans would set <text> in another font, wider or narrower,
    # and the names measured to fit their columns would not.
    svg = picture_bytes(results_card(two_player_game(), "Friday night", "today"), "svg")
    root = svg_tree(svg)
    assert not list(root.iter(f"{SVG}text"))
    assert b"font-family" not in svg and b"font:" not in svg
    assert "Friday night" in svg_texts(svg)


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


def test_the_leaderboard_card_is_portrait_and_shows_the_title_names_and_figures() -> None:
    card = leaderboard_card(ROWS, HISTORY, "Game nights 2026")
    width, height = png_size(picture_bytes(card, "png"))
    assert width >= 1080 and height >= 1350
    texts = svg_texts(picture_bytes(card, "svg"))
    assert "Game nights 2026" in texts
    assert [t for t in texts if t in HISTORY][:4] == ["Ann", "Bob", "Christopher Robinson", "Dee"]
    assert {"24.9 (31.2 ± 2.1)", "0.7 (22.0 ± 7.1)", "50%", "22%", "12"} <= set(texts)
    assert texts.count("Christopher Robinson") == 2  # in the table and the chart's legend


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


def test_an_empty_leaderboard_card_says_no_game_is_finished_yet() -> None:
    texts = svg_texts(picture_bytes(leaderboard_card([], {}, "Nobody yet"), "svg"))
    assert "No finished games yet" in texts


# --- A long name, the title, few and many games --------------------------------------

FORTY = "Maximiliana Featherstonehaugh-Wolverhamp"  # 40 characters


def test_a_long_name_goes_on_two_lines_rather_than_in_a_tiny_font() -> None:
    # 302 px of column: at 13 pt the whole name is about 610 px wide.
    cell = name_cell(FORTY, 302, 15)
    assert cell.size == 13 and cell.lines[0] == "Maximiliana"
    assert cell.lines[1].startswith("Featherstone") and cell.lines[1].endswith("…")
    assert name_cell("Dmitri Konstantinov", 302, 15).lines == ["Dmitri Konstantinov"]
    # no space or hyphen to break at: one line, cut
    assert name_cell("W" * 40, 302, 15).lines[0].endswith("…")


def test_whole_numbers_of_games_on_the_axis() -> None:
    assert integer_ticks(1) == [1]
    assert integer_ticks(8) == [1, 2, 3, 4, 5, 6, 7, 8]
    assert integer_ticks(12) == [1, 3, 5, 7, 9, 11]
    assert integer_ticks(30) == [1, 5, 10, 15, 20, 25, 30]
    assert integer_ticks(400) == [1, 50, 100, 150, 200, 250, 300, 350, 400]


def club(players: int, games: int) -> tuple[list[LeaderboardRow], dict[str, list[float]]]:
    """A leaderboard of ``players`` (a 40-character name and an accented one among them),
    each with ``games`` games bar one game for every third player, ratings rising."""
    names = ["Ann", FORTY, "Chloé", "Dmitri Konstantinov", "Eve", "Finn", "Gus", "Hélène"]
    rows, history = [], {}
    for seat, name in enumerate(names[:players]):
        played = max(1, games - seat % 3)
        history[name] = [5.0 + seat % 2 + game * (players - seat) / 4 for game in range(played)]
        rows.append(LeaderboardRow(name, played, 1, 1 / played, 25.0, 7.0, history[name][-1]))
    return sorted(rows, key=lambda row: -row.ordinal), history


@pytest.mark.parametrize("games", [1, 2, 30])
@pytest.mark.parametrize("players", [2, 8])
def test_the_leaderboard_reads_right_with_few_or_many_games_and_players(
    players: int, games: int
) -> None:
    rows, history = club(players, games)
    card = leaderboard_card(rows, history, "Quiddler leaderboard", games=players * games)
    ticks = list(card.axes[0].get_xticks())
    assert ticks == integer_ticks(games)  # 1 game: the one tick 1, never 0.64 … 1.36
    texts = [text.get_text() for text in card.texts]
    assert sum("leaderboard" in text.lower() for text in texts) == 1  # the title says it once
    assert f"{players} players · {players * games} games · best rating first" in texts
    assert min(text.get_fontsize() for text in card.texts) >= 12  # nothing tiny
    legend = card.legends[0]
    assert [text.get_text() for text in legend.get_texts()] == [row.name for row in rows]


# --- One person, one style ----------------------------------------------------------


def test_a_person_keeps_their_style_whatever_the_company_and_the_spelling() -> None:
    alone = player_styles(["Ann", "Bob"])
    crowd = player_styles(["Hal", "Chloé", "Bob", "ANN", "Dee"])
    assert alone["Ann"] == crowd["ANN"] and alone["Bob"] == crowd["Bob"]
    assert player_styles([" chloe"])[" chloe"] == crowd["Chloé"]


def test_two_players_of_one_picture_never_share_colour_and_marker() -> None:
    picked: dict[tuple[int, int], list[str]] = {}
    colours: dict[int, list[str]] = {}
    for name in (f"Player {n}" for n in range(400)):
        picked.setdefault(chosen_style(name_key(name)), []).append(name)
        colours.setdefault(chosen_style(name_key(name))[0], []).append(name)
    first, second = next(names for names in picked.values() if len(names) > 1)[:2]
    styles = player_styles([second, "Ann", first])
    assert styles[first] != styles[second]
    assert styles[first].colour == styles[second].colour  # the colour people know is kept
    earlier = min(first, second, key=name_key)  # the first in key order keeps its pick
    assert styles[earlier] == player_styles([earlier])[earlier]
    eight = next(names for names in colours.values() if len(names) >= 8)[:8]
    assert len({style.marker for style in player_styles(eight).values()}) == 8


def test_an_alias_is_drawn_in_the_style_of_the_person_it_stands_for() -> None:
    seats = ("Robert", "Ann")
    board = scored(table(*seats), *filler_rounds(seats, 8))
    club = Club(People({"Robert": "Bob"}).key)
    card = legend_styles(picture_bytes(results_card(board, "Friday", "today", club), "svg"))
    rows = [
        LeaderboardRow("Ann", 3, 2, 2 / 3, 27.0, 6.0, 9.0),
        LeaderboardRow("Bob", 3, 1, 1 / 3, 25.0, 6.0, 7.0),
    ]
    leaderboard = leaderboard_card(rows, {"Ann": [5.0, 7.0, 9.0], "Bob": [5.0, 6.0, 7.0]}, "Club")
    on_board = legend_styles(picture_bytes(leaderboard, "svg"))
    assert card["Robert"] == on_board["Bob"] and card["Ann"] == on_board["Ann"]


# --- Nothing hides anything ---------------------------------------------------------


def test_points_that_would_hide_one_another_are_moved_apart() -> None:
    # Ann and Bob equal at x 1 and 2; Cy 3 px under them at 1, far below at 2.
    points = {"Ann": {1: 100.0, 2: 50.0}, "Bob": {1: 100.0, 2: 50.0}, "Cy": {1: 97.0, 2: 0.0}}
    moves = apart(points, px_per_x=100, px_per_y=1)
    at_1 = sorted(((points[name][1] + moves[name][1][1], name) for name in points), reverse=True)
    assert [name for _, name in at_1] == ["Ann", "Bob", "Cy"]  # the order kept, ties as given
    assert all(high - low >= APART for (high, _), (low, _) in itertools.pairwise(at_1))
    assert moves["Ann"][2][1] - moves["Bob"][2][1] == APART  # side by side at 2 as well
    assert 2 not in moves["Cy"]  # nobody near: not moved


def test_equal_running_totals_are_drawn_side_by_side_with_every_marker_showing() -> None:
    # Four players who lay no word all night: every total is 0, every line the same.
    seats = ("Ann", "Bob", "Cy", "Dee")
    card = results_card(scored(table(*seats), *filler_rounds(seats, 8)), "Tied", "today")
    ax = card.axes[0]
    lines = [line for line in ax.lines if line.get_linestyle() != "None"]
    markers = [line for line in ax.lines if line.get_linestyle() == "None"]
    assert len(lines) == len(markers) == 4
    at = [ax.transData.transform(line.get_xydata()) for line in lines]
    for one, other in itertools.combinations(at, 2):
        assert (abs(one[:, 1] - other[:, 1]) >= APART - 1e-9).all()
    size = markers[0].get_markersize() * DPI / 72
    centres = [ax.transData.transform(line.get_xydata()) for line in markers]
    for one, other in itertools.combinations(centres, 2):
        assert (((one - other) ** 2).sum(axis=1) ** 0.5 >= size * 0.9).all()


def test_bonus_marks_of_one_round_never_cover_one_another_nor_a_point() -> None:
    # Round 2: Ann's (QU)ITE, the longest word, takes her to 38; Bob's AT BE, most words,
    # to 28. Round 4: Ann's TIGER to 83, Bob's CAT DOG to 95. Ten points apart on this
    # chart is less than a star's width.
    card = results_card(two_player_game(), "Friday night", "today")
    ax = card.axes[0]
    marks = [line for line in ax.lines if line.get_marker() in ("*", "^")]
    assert len(marks) == 11  # 6 longest words and 5 most words
    placed = [
        (ax.transData.transform(line.get_xydata())[0], line.get_markersize() * DPI / 72)
        for line in marks
    ]
    for (one, one_size), (other, other_size) in itertools.combinations(placed, 2):
        apart_px = ((one - other) ** 2).sum() ** 0.5
        assert apart_px >= 0.85 * (one_size + other_size) / 2
    points = [line for line in ax.lines if line.get_linestyle() == "None" and line not in marks]
    assert min(line.get_zorder() for line in points) > max(line.get_zorder() for line in marks)


# --- The best word and the day --------------------------------------------------------


def test_the_best_word_reads_as_its_letters_with_each_double_card_underlined() -> None:
    # Round 4 (6 cards): Ann's JUMP(IN)G is J13 U4 M5 P6 (IN)7 G6 = 41.
    jumping = RoundPlay(4, {"Ann": hand("jump(in)g"), "Bob": hand("at", unused="e e o o")})
    plays = [*filler_rounds(TWO, 3), jumping]
    card = results_card(scored(table(*TWO), *plays), "Friday night", "today")
    word = next(text for text in card.texts if text.get_text() == "JUMPING")
    box = word.get_window_extent()  # measured before an SVG is written (at 72 dpi)
    under = [
        line for line in card.artists if isinstance(line, Line2D) and line.get_color() == MUTED
    ]
    assert len(under) == 1
    xs = under[0].get_transform().transform(under[0].get_xydata())
    left, right = sorted(xs[:, 0])
    # under the word's fifth and sixth letters (I and N), not the whole word: J U M P are
    # a little more than half of its width, G a little less than a sixth
    assert box.x0 + box.width * 0.5 < left < right < box.x1 - box.width * 0.1
    assert xs[0, 1] < box.y0 + box.height * 0.25
    texts = svg_texts(picture_bytes(card, "svg"))
    assert "JUMPING" in texts and "JUMP(IN)G" not in texts
    assert "41 points · Ann, round 4 · IN is one card" in texts


# --- Writing the pictures -----------------------------------------------------------


def test_a_picture_is_png_or_svg() -> None:
    card = results_card(two_player_game(), "Friday night", "today")
    assert png_size(picture_bytes(card, "png")) == (1080, 1350)
    assert "Friday night" in svg_texts(picture_bytes(card, "svg"))
    with pytest.raises(ValueError, match="gif"):
        picture_bytes(card, "gif")


def test_the_first_eight_people_of_a_club_each_have_a_colour_of_their_own() -> None:
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]
    club = Club(name_key, {name_key(name): place for place, name in enumerate(names)})
    styles = player_styles(reversed(names), club)
    assert [styles[name].colour for name in names] == list(PALETTE)  # place n: colour n
    # The ninth person takes the first colour again, with the second marker.
    ninth = Club(name_key, {**club.order, "ivy": 8})
    assert chosen_style("ivy", ninth.place("Ivy")) == (0, 1)
