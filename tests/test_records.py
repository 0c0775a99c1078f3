"""Rivals, personal records, club records and stats by table size, worked out by hand.

The club is five finished games of the standard shape, written out as the summaries
``stats`` reads (only what records look at is more than nothing), oldest first:

    game  players  totals                                      after round 4
    G1    2        Ann 100, Bob 80            (Ann wins)       Ann 30, Bob 40
    G2    3        Ann 90, Bob 120, Cy 60     (Bob wins)       Ann 50, Bob 20, Cy 10
    G3    3        Ann 70, Bob 110, Cy 110    (Bob, Cy share)  Ann 40, Bob 40, Cy 10
    G4    2        Bob 130, Cy 50             (Bob wins)       Bob 60, Cy 20
    G5    5        Ann 80, Bob 70, Cy 60,     (Dee wins)       Ann 50, Bob 40, Cy 30,
                   Dee 130, Eve 30                             Dee 10, Eve 0

Games together, and ahead-behind (higher total; equal totals are neither):
    Ann-Bob: G1 G2 G3 G5 = 4; Ann ahead in G1 (100 > 80) and G5 (80 > 70), Bob in G2
             and G3: Ann 2-2 Bob.
    Ann-Cy:  G2 G3 G5 = 3; Ann ahead in G2 (90 > 60) and G5 (80 > 60), Cy in G3
             (110 > 70): Ann 2-1 Cy.
    Bob-Cy:  G2 G3 G4 G5 = 4; Bob ahead in G2, G4, G5 (70 > 60); G3 110 = 110: Bob 3-0 Cy.
    Dee and Eve played one game with each: no rivals at 3 games together.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from builders import saved_summary
from cli_helpers import ok, refused

from quiddler_score.engine.rules import STANDARD_ROUNDS
from quiddler_score.games.club.people import People
from quiddler_score.games.stats.all_games import SavedSummary
from quiddler_score.games.stats.records import RIVAL_GAMES, table_size
from quiddler_score.games.stats.standings import game_stats

NO_CHALLENGES = {"made": 0, "won": 0, "lost": 0, "points": 0}


def numbers(
    best_round: tuple[int, int] | None = None,
    longest: tuple[str, int] | None = None,
    most_words: tuple[int, int] | None = None,
) -> dict[str, Any]:
    """A player's numbers in a summary: best round (points, round), longest word (word,
    round) and most words (words, round); nothing else."""
    return {
        "best_round": None if best_round is None else best_round[0],
        "best_round_at": None if best_round is None else best_round[1],
        "went_out": 0,
        "longest_word_bonus": 0,
        "most_words_bonus": 0,
        "challenges": NO_CHALLENGES,
        "longest_word": (
            None
            if longest is None
            else {"word": longest[0], "letters": len(longest[0]), "round": longest[1]}
        ),
        "best_word": None,
        "most_words": (
            None if most_words is None else {"words": most_words[0], "round": most_words[1]}
        ),
    }


def game(
    number: int,
    totals: dict[str, int],
    after_round_4: dict[str, int] | None,
    shape: tuple[int, ...] = STANDARD_ROUNDS,
    **players: dict[str, Any],
) -> SavedSummary:
    """Game ``number``'s summary, started on the ``number``th of March; the highest
    totals win."""
    return saved_summary(
        {
            "id": number,
            "name": f"G{number}",
            "created_at": f"2026-03-{number:02d}T19:00:00+00:00",
            "complete": True,
            "open_round": None,
            "rounds": len(shape),
            "shape": list(shape),
            "totals": totals,
            "winners": [p for p, total in totals.items() if total == max(totals.values())],
            "leaders": [p for p, total in totals.items() if total == max(totals.values())],
            "players": {p: players.get(p, numbers()) for p in totals},
            "after_round_4": after_round_4,
        }
    )


def club() -> list[SavedSummary]:
    """The five games of the module's docstring, with their rounds and words:

    best rounds: G1 Ann 40 (round 8); G2 Bob 52 (round 7); G3 Cy 52 (round 8), equal to
    Bob's; G5 Dee 50 (round 6). Longest words: G1 Ann ZEBRA (5 letters); G2 Cy JOKERS (6);
    G4 Bob QUARTZ (6), equal; G5 Eve BLAZING (7). Most words: G1 Ann 3 in round 5; G2 Ann
    4 in round 8; G5 Ann 4 in round 2 (not more than 4: round 8 of G2 stays hers).
    """
    return [
        game(
            1,
            {"Ann": 100, "Bob": 80},
            {"Ann": 30, "Bob": 40},
            Ann=numbers((40, 8), ("ZEBRA", 6), (3, 5)),
            Bob=numbers((35, 3)),
        ),
        game(
            2,
            {"Ann": 90, "Bob": 120, "Cy": 60},
            {"Ann": 50, "Bob": 20, "Cy": 10},
            Ann=numbers((30, 2), None, (4, 8)),
            Bob=numbers((52, 7)),
            Cy=numbers((20, 1), ("JOKERS", 8)),
        ),
        game(
            3,
            {"Ann": 70, "Bob": 110, "Cy": 110},
            {"Ann": 40, "Bob": 40, "Cy": 10},
            Cy=numbers((52, 8)),
        ),
        game(4, {"Bob": 130, "Cy": 50}, {"Bob": 60, "Cy": 20}, Bob=numbers(None, ("QUARTZ", 3))),
        game(
            5,
            {"Ann": 80, "Bob": 70, "Cy": 60, "Dee": 130, "Eve": 30},
            {"Ann": 50, "Bob": 40, "Cy": 30, "Dee": 10, "Eve": 0},
            Ann=numbers(None, None, (4, 2)),
            Dee=numbers((50, 6)),
            Eve=numbers(None, ("BLAZING", 8)),
        ),
    ]


def stats_of(games: list[SavedSummary], rival_games: int = RIVAL_GAMES) -> dict[str, Any]:
    data: dict[str, Any] = game_stats(games, People({}), rival_games=rival_games)
    return data


def records(data: dict[str, Any], name: str) -> dict[str, Any]:
    row: dict[str, Any] = next(each for each in data["players"] if each["name"] == name)
    return dict(row["records"])


def rival(name: str, games: int, ahead: int, behind: int) -> dict[str, Any]:
    return {"name": name, "games": games, "ahead": ahead, "behind": behind}


def test_cy_has_a_nemesis_and_a_closest_rival_and_no_victim() -> None:
    # Cy is behind Bob 0-3 and Ann 1-2: both ahead of Cy more often than behind; Bob
    # finished ahead 3 times, Ann 2: Bob is the nemesis. Nobody is behind Cy more often
    # than ahead: no victim. Closest: Ann |1 - 2| / 3 = 0.33 against Bob 3 / 4 = 0.75.
    cy = records(stats_of(club()), "Cy")
    assert cy["nemesis"] == rival("Bob", 4, 0, 3)
    assert cy["favourite_victim"] is None
    assert cy["closest_rival"] == rival("Ann", 3, 1, 2)


def test_an_even_record_makes_neither_nemesis_nor_victim_but_the_closest_rival() -> None:
    # Ann 2-2 Bob: neither ahead more often; Ann 2-1 Cy: Cy is her victim. Closest:
    # Bob, |2 - 2| / 4 = 0 against Cy's 1 / 3. Bob 3-0 Cy: his victim; Ann even.
    data = stats_of(club())
    ann, bob = records(data, "Ann"), records(data, "Bob")
    assert ann["nemesis"] is None
    assert ann["favourite_victim"] == rival("Cy", 3, 2, 1)
    assert ann["closest_rival"] == rival("Bob", 4, 2, 2)
    assert bob["nemesis"] is None
    assert bob["favourite_victim"] == rival("Cy", 4, 3, 0)
    assert bob["closest_rival"] == rival("Ann", 4, 2, 2)


def test_one_game_together_makes_no_rival_at_the_default_of_three() -> None:
    assert RIVAL_GAMES == 3
    dee = records(stats_of(club()), "Dee")
    assert (dee["nemesis"], dee["favourite_victim"], dee["closest_rival"]) == (None, None, None)


def test_rivals_count_at_exactly_n_games_together_and_not_one_short() -> None:
    # Ann and Cy played 3 games together: rivals at N = 3, not at N = 4, where Ann's
    # only rival is Bob (4 games): an even record, so no victim at all.
    at_limit, past = stats_of(club(), 3), stats_of(club(), 4)
    assert records(at_limit, "Ann")["favourite_victim"] == rival("Cy", 3, 2, 1)
    assert records(past, "Ann")["favourite_victim"] is None
    assert records(past, "Ann")["closest_rival"] == rival("Bob", 4, 2, 2)
    assert records(past, "Cy")["closest_rival"] == rival("Bob", 4, 0, 3)
    # N = 1: Dee's 1 game with each; Dee finished ahead of all four (130): the victim
    # is the first in the alphabet of those equal in count, share and games: Ann.
    assert records(stats_of(club(), 1), "Dee")["favourite_victim"] == rival("Ann", 1, 1, 0)


def test_win_streaks_shared_wins_count_and_a_loss_ends_one() -> None:
    # Ann: W L L L: best 1, none now. Bob: L W W(shared) W L: best 3, none now.
    # Cy: L W(shared) L L: best 1. Dee: W: 1 now and best. Eve: L: 0 and 0.
    data = stats_of(club())
    streaks = {name: records(data, name)["win_streak"] for name in ("Ann", "Bob", "Cy", "Dee")}
    assert streaks == {
        "Ann": {"current": 0, "best": 1},
        "Bob": {"current": 0, "best": 3},
        "Cy": {"current": 0, "best": 1},
        "Dee": {"current": 1, "best": 1},
    }
    assert records(data, "Eve")["win_streak"] == {"current": 0, "best": 0}


def test_personal_bests_with_the_game_and_round_they_were_set_in() -> None:
    # Ann's totals 100, 90, 70, 80: best G1, worst G3. Best round 40 (G1 round 8) over
    # 30. Most words: 3 (G1) < 4 (G2 round 8) = 4 (G5): the first 4 stays.
    ann = records(stats_of(club()), "Ann")
    assert ann["best_game"] == {
        "game": "G1",
        "game_id": 1,
        "date": "2026-03-01T19:00:00+00:00",
        "total": 100,
    }
    assert ann["worst_game"]["total"] == 70
    assert ann["worst_game"]["game"] == "G3"
    assert (ann["best_round"]["points"], ann["best_round"]["round"]) == (40, 8)
    assert ann["best_round"]["game"] == "G1"
    assert (ann["most_words"]["words"], ann["most_words"]["round"]) == (4, 8)
    assert ann["most_words"]["game"] == "G2"


def test_club_records_are_held_by_the_first_and_a_later_equal_ties() -> None:
    # Highest total: 100 (G1), 120 (G2), 130 (Bob, G4); Dee's 130 in G5 ties it.
    # Highest round: Bob 52 (G2 round 7); Cy's 52 (G3) ties; Dee's 50 does not.
    # Longest word: ZEBRA 5, JOKERS 6 (Cy, G2), QUARTZ 6 ties, then BLAZING 7 (Eve,
    # G5) is a new record: the ties of the old one go with it.
    # Comeback: Ann from 10 behind (G1, 2nd), Bob 30 (G2: Ann 50 > 20 > Cy 10, 2nd),
    # Cy 30 (G3, 3rd) ties, Bob in G3 was level with the lead (no comeback), Dee 40
    # (G5: 50 - 10, 4th) is a new record.
    club_records = stats_of(club())["club_records"]
    total = club_records["highest_total"]
    assert (total["holder"], total["value"], total["game"], total["tied_by"]) == (
        "Bob",
        130,
        "G4",
        ["Dee"],
    )
    assert total["round"] is None
    top = club_records["highest_round"]
    assert (top["holder"], top["value"], top["round"], top["tied_by"]) == ("Bob", 52, 7, ["Cy"])
    word = club_records["longest_word"]
    assert (word["holder"], word["word"], word["value"], word["round"], word["tied_by"]) == (
        "Eve",
        "BLAZING",
        7,
        8,
        [],
    )
    comeback = club_records["biggest_comeback"]
    assert (comeback["holder"], comeback["value"], comeback["place"], comeback["game"]) == (
        "Dee",
        40,
        4,
        "G5",
    )
    assert club_records["totals_of"] == "8 rounds of 3 to 10 cards"


def test_stats_by_table_size_side_by_side() -> None:
    # 2 players: G1, G4: totals 100 + 80 + 130 + 50 = 360 / 4 = 90, winners 100 and 130:
    # 115. 3-4: G2, G3: 90 + 120 + 60 + 70 + 110 + 110 = 560 / 6 = 93.3; winners 120,
    # 110: 115. 5+: G5: 80 + 70 + 60 + 130 + 30 = 370 / 5 = 74; winner 130.
    data = stats_of(club())
    assert data["table_sizes"] == [
        {"size": "2", "games": 2, "average_total": 90.0, "average_winning_total": 115.0},
        {"size": "3-4", "games": 2, "average_total": 93.3, "average_winning_total": 115.0},
        {"size": "5+", "games": 1, "average_total": 74.0, "average_winning_total": 130.0},
    ]
    # Bob: 2 players G1 (80, lost) and G4 (130, won): 1 of 2, average 105; 3-4 players
    # G2 (120) and G3 (110, shared): 2 of 2, average 115; 5+ G5 (70): 0 of 1.
    assert records(data, "Bob")["by_table_size"] == {
        "2": {"games": 2, "wins": 1, "win_rate": 0.5, "average_total": 105.0},
        "3-4": {"games": 2, "wins": 2, "win_rate": 1.0, "average_total": 115.0},
        "5+": {"games": 1, "wins": 0, "win_rate": 0.0, "average_total": 70.0},
    }
    assert records(data, "Dee")["by_table_size"]["2"] == {
        "games": 0,
        "wins": 0,
        "win_rate": None,
        "average_total": None,
    }


@pytest.mark.parametrize(("players", "size"), [(2, "2"), (3, "3-4"), (4, "3-4"), (5, "5+")])
def test_table_sizes_at_their_limits(players: int, size: str) -> None:
    assert table_size(players) == size


def test_a_game_of_another_shape_sets_no_total_record_but_its_rounds_count() -> None:
    # A game of 15 rounds adds up to more: its 300 is not compared with the 8-round
    # games' 130; its round of 70 is a round like any other.
    long_game = game(6, {"Ann": 300, "Bob": 10}, None, tuple(range(3, 18)), Ann=numbers((70, 12)))
    club_records = stats_of([*club(), long_game])["club_records"]
    assert club_records["highest_total"]["value"] == 130
    assert (club_records["highest_round"]["holder"], club_records["highest_round"]["value"]) == (
        "Ann",
        70,
    )


def test_an_imported_game_counts_for_totals_and_rivals_never_for_rounds_or_words() -> None:
    # G6 brought in from paper: Ann 200 is the highest total; the round and word it
    # carries are not records (an imported game has no rounds or words to trust).
    sixth = game(6, {"Ann": 200, "Bob": 10}, None, Ann=numbers((99, 1), ("QUIXOTICAL", 1)))
    imported = sixth._replace(summary=sixth.summary._replace(imported=True))
    data = stats_of([*club(), imported])
    club_records = data["club_records"]
    assert (club_records["highest_total"]["holder"], club_records["highest_total"]["value"]) == (
        "Ann",
        200,
    )
    assert club_records["highest_round"]["value"] == 52
    assert club_records["longest_word"]["word"] == "BLAZING"
    # Ann ahead of Bob in G6 too: 3-2 over 5 games, so Bob is now her victim by count
    # (3 against Cy's 2) and Ann is Bob's nemesis; her best round is still 40.
    ann = records(data, "Ann")
    assert ann["favourite_victim"] == rival("Bob", 5, 3, 2)
    assert records(data, "Bob")["nemesis"] == rival("Ann", 5, 2, 3)
    assert ann["best_round"]["points"] == 40
    assert ann["win_streak"] == {"current": 1, "best": 1}


def test_no_games_no_records() -> None:
    data = stats_of([])
    assert data["club_records"] == {
        "totals_of": "",
        "highest_total": None,
        "highest_round": None,
        "longest_word": None,
        "biggest_comeback": None,
    }
    assert [size["games"] for size in data["table_sizes"]] == [0, 0, 0]


def test_rival_games_is_refused_below_one_in_one_line() -> None:
    line = refused("stats", "--rival-games", "0")
    assert "--rival-games" in line
    assert json.loads(ok("stats", "--json", "--rival-games", "1"))["rival_games"] == 1


# The summary kept per game carries what records need -------------------------------


def vowels(count: int, start: int = 0) -> str:
    """``count`` vowels worth 2 each (A, E, I, O), from a deck's 38 of them."""
    return " ".join(("a" * 10 + "e" * 12 + "i" * 8 + "o" * 8)[start : start + count])


def ann_and_bob(rounds: int) -> Any:
    """The first ``rounds`` rounds of a game of Ann and Bob, scored by the engine.

    R1 (3 cards): Ann AT 2+3 = 5 - E 2 = 3, longest word +10, most words +10: 23; Bob
       A E I -6, clamped at 0.
    R2 (4): Ann AT 5 + BE 8+2 = 10: 15, +10 +10: 35; Bob -8, 0.
    R3 (5): Ann ZEBRA 14+2+8+5+2 = 31, +10 +10: 51; Bob -10, 0.
    R4 (6): Ann six vowels -12; Bob OX 2+12 = 14 - A E I O 8 = 6, +10 +10: 26.
       After round 4: Ann 23 + 35 + 51 - 12 = 97, Bob 26.
    R5 (7): Ann AT, BE and three vowels -6: 15 - 6 + 20 = 29 (two words again, as in
       R2: the earlier round is kept); Bob seven vowels -14: 12.
    R6 to R8: vowels only for both.
    """
    from builders import hand, scored, table

    from quiddler_score.engine.plays import RoundPlay

    plays = [
        RoundPlay(1, {"Ann": hand("at", unused="e"), "Bob": hand(unused="a e i")}),
        RoundPlay(2, {"Ann": hand("at", "be"), "Bob": hand(unused="a e i o")}),
        RoundPlay(3, {"Ann": hand("zebra"), "Bob": hand(unused="a e i o e")}),
        RoundPlay(4, {"Ann": hand(unused=vowels(6)), "Bob": hand("ox", unused="a e i o")}),
        RoundPlay(5, {"Ann": hand("at", "be", unused="a e i"), "Bob": hand(unused=vowels(7))}),
        *(
            RoundPlay(n, {"Ann": hand(unused=vowels(n + 2)), "Bob": hand(unused=vowels(n + 2, 19))})
            for n in (6, 7, 8)
        ),
    ]
    return scored(table("Ann", "Bob"), *plays[:rounds])


def test_a_summary_keeps_each_best_round_most_words_and_the_standing_after_round_4() -> None:
    from quiddler_score.games.summary import GameSummary, MostWords, summarize

    summary = summarize(None, ann_and_bob(8))
    ann, bob = summary.players["Ann"], summary.players["Bob"]
    assert (ann.best_round, ann.best_round_at) == (51, 3)
    assert ann.most_words == MostWords(words=2, round=2)
    assert (bob.best_round, bob.best_round_at) == (26, 4)
    assert bob.most_words == MostWords(words=1, round=4)
    assert summary.after_round_4 == {"Ann": 97, "Bob": 26}
    assert GameSummary.from_json(summary.to_json()) == summary


def test_the_standing_after_round_4_is_kept_once_a_fifth_round_is_scored() -> None:
    from quiddler_score.games.summary import GameSummary, summarize

    four, five = summarize(5, ann_and_bob(4)), summarize(6, ann_and_bob(5))
    assert four.after_round_4 is None
    assert five.after_round_4 == {"Ann": 97, "Bob": 26}
    assert GameSummary.from_json(four.to_json()) == four
    assert GameSummary.from_json(five.to_json()) == five
    for spoiled in ({"Ann": 97}, {"Ann": "97", "Bob": 26}):
        assert GameSummary.from_json(five._replace(after_round_4=spoiled).to_json()) is None


def test_a_player_who_laid_no_word_has_no_most_words() -> None:
    from quiddler_score.games.summary import GameSummary, summarize

    summary = summarize(4, ann_and_bob(3))
    assert summary.players["Bob"].most_words is None
    spoiled = summary.players["Ann"]._replace(most_words=(2,))
    players = {**summary.players, "Ann": spoiled}
    assert GameSummary.from_json(summary._replace(players=players).to_json()) is None  # type: ignore[arg-type]


# Through the command: a club of random games, as JSON, CSV and tables ---------------

LONG_NAME = "Maximiliana Fortunata Esperanza Delacroi"  # 40 characters, the most a name has


@pytest.fixture
def random_club() -> None:
    """60 finished random games (Søren, Chloé and Zoë among the players), and Ann's
    games shown under a 40-character name."""
    import os
    import random
    from pathlib import Path

    from random_logs import random_log, write_logs

    rng = random.Random(7)
    write_logs(Path(os.environ["QUIDDLER_DB"]), [random_log(rng, finished=True) for _ in range(60)])
    ok("alias", LONG_NAME, "Ann")


def test_stats_json_carries_rivals_records_and_table_sizes(random_club: None) -> None:
    data = json.loads(ok("stats", "--json"))
    assert data["rival_games"] == 3
    assert set(data["club_records"]) == {
        "totals_of",
        "highest_total",
        "highest_round",
        "longest_word",
        "biggest_comeback",
    }
    record_keys = {"holder", "value", "game", "game_id", "date", "round", "word", "place"}
    for name in ("highest_total", "highest_round", "longest_word", "biggest_comeback"):
        assert set(data["club_records"][name]) == record_keys | {"tied_by"}
    assert [size["size"] for size in data["table_sizes"]] == ["2", "3-4", "5+"]
    assert sum(size["games"] for size in data["table_sizes"]) == data["games"]
    for row in data["players"]:
        records = row["records"]
        assert set(records) == {
            "nemesis",
            "favourite_victim",
            "closest_rival",
            "best_game",
            "worst_game",
            "best_round",
            "most_words",
            "win_streak",
            "by_table_size",
        }
        # The best game is the row's best total, and the games at each size add up.
        assert records["best_game"]["total"] == row["best_total"]
        assert sum(each["games"] for each in records["by_table_size"].values()) == row["games"]
        for rival in (records["nemesis"], records["favourite_victim"], records["closest_rival"]):
            assert rival is None or rival["games"] >= 3
        assert records["win_streak"]["best"] <= row["wins"]


def test_the_stats_csv_carries_each_persons_rivals_and_records(
    random_club: None, tmp_path: Any
) -> None:
    import csv

    data = json.loads(ok("stats", "--json"))
    ok("stats", "--csv", str(tmp_path / "stats.csv"))
    with open(tmp_path / "stats.csv", encoding="utf-8-sig", newline="") as sheet:
        rows = list(csv.DictReader(sheet))
    assert len(rows) == len(data["players"])
    for row, person in zip(rows, data["players"], strict=True):
        records = person["records"]
        nemesis = records["nemesis"]
        assert row["nemesis"] == ("" if nemesis is None else nemesis["name"])
        assert row["best_win_streak"] == str(records["win_streak"]["best"])
        assert row["games_3_to_4"] == str(records["by_table_size"]["3-4"]["games"])
        assert row["wins_5_plus"] == str(records["by_table_size"]["5+"]["wins"])
    holder = data["club_records"]["highest_total"]["holder"]
    held = next(row for row in rows if row["player"] == holder)["club_records_held"]
    assert f"highest total {data['club_records']['highest_total']['value']}" in held


@pytest.mark.parametrize("columns", [60, 80, 120])
def test_rivals_and_records_fit_the_terminal(random_club: None, columns: int) -> None:
    from cli_helpers import qs, unwrapped

    shown = qs("stats", columns=columns).output
    assert max(len(line) for line in shown.splitlines()) <= columns
    for heading in ("Rivals", "Personal records", "Club records", "By table size"):
        assert heading in shown
    assert "Highest total: " in shown
    assert LONG_NAME in unwrapped(shown)  # shortened in the tables, in full below them


# The leaderboard picture ------------------------------------------------------------


def test_the_leaderboard_picture_lists_the_club_records_under_the_table() -> None:
    # Chloé and Bob: G1 100 to 80, G2 90 to 120. Highest total 120 (Bob, G2); highest
    # round 52 (Bob, round 7 of G2); no word laid; Bob won G2 from 50 - 20 = 30 behind.
    from svg_reading import svg_texts

    from quiddler_score.cli.pictures import leaderboard_picture

    two = [game(1, {"Chloé": 100, "Bob": 80}, {"Chloé": 30, "Bob": 40})]
    two.append(game(2, {"Chloé": 90, "Bob": 120}, {"Chloé": 50, "Bob": 20}, Bob=numbers((52, 7))))
    texts = svg_texts(leaderboard_picture(stats_of(two), "svg"))
    assert "Club records" in texts
    assert "Highest total: 120, Bob, G2, 2026-03-02" in texts
    assert "Highest round: 52, Bob, round 7 of G2, 2026-03-02" in texts
    said = " ".join(texts)
    assert "Biggest comeback: won from 30 behind in" in said
    assert "Longest word" not in said  # nobody laid one


def test_the_leaderboard_picture_lists_the_rivals_of_its_first_8_people_in_full() -> None:
    # Nine people in a ring of two-player games, each once against the next, the first
    # named winning 100 to 80: over at least 1 game each has the next as victim (1-0)
    # and the one before as nemesis (0-1). The chart's first 8 are listed, names whole.
    from svg_reading import svg_texts

    from quiddler_score.cli.pictures import leaderboard_picture

    people = [LONG_NAME, *(f"P{n}" for n in range(1, 9))]
    ring = [game(n + 1, {people[n]: 100, people[(n + 1) % 9]: 80}, None) for n in range(9)]
    data = stats_of(ring, rival_games=1)
    said = " ".join(svg_texts(leaderboard_picture(data, "svg")))
    assert "Rivals (games ahead–behind)" in said
    shown = [row["name"] for row in data["players"]]
    for name in shown[:8]:
        before, after = people[people.index(name) - 1], people[(people.index(name) + 1) % 9]
        assert f"{name}: nemesis {before} 0–1, victim {after} 1–0, closest rival" in said
    assert f"{shown[8]}: " not in said


def test_a_leaderboard_picture_without_games_has_no_records() -> None:
    from svg_reading import svg_texts

    from quiddler_score.cli.pictures import leaderboard_picture

    texts = svg_texts(leaderboard_picture(stats_of([]), "svg"))
    assert "Club records" not in texts


# "New club record!" while a game is played -----------------------------------------


def club_before(total: int, round_points: int, letters: int) -> dict[str, Any]:
    """Club records of standard games: Cy's total, Cy's round and Cy's word."""
    at = {"game": "G1", "game_id": 1, "date": "2026-03-01T19:00:00+00:00", "holder": "Cy"}
    nothing = {"round": None, "word": None, "place": None, "tied_by": []}
    return {
        "totals_of": "8 rounds of 3 to 10 cards",
        "highest_total": {**at, **nothing, "value": total},
        "highest_round": {**at, **nothing, "value": round_points, "round": 8},
        "longest_word": {**at, **nothing, "value": letters, "round": 8, "word": "Z" * letters},
        "biggest_comeback": None,
    }


def said(before: dict[str, Any], rounds: int) -> list[str]:
    from quiddler_score.games.stats.new_records import new_records
    from quiddler_score.present.lines import new_record_line

    return [new_record_line(each) for each in new_records(before, ann_and_bob(rounds))]  # type: ignore[arg-type]


def test_a_round_above_the_club_record_is_a_new_one_and_an_equal_one_is_not() -> None:
    # Ann's rounds (see ann_and_bob): 23, 35, 51; Bob's R4 26. Club highest round 35:
    # R2's 35 equals it (not new); R3's 51 passes it. ZEBRA (5 letters) passes 4.
    assert said(club_before(500, 35, 4), 4) == [
        "New club record! Ann's 51 in round 3 is the highest round (was 35, Cy).",
        "New club record! Ann's ZEBRA in round 3, 5 letters, is the longest word "
        "(was 4 letters, Cy).",
    ]


def test_the_games_own_rounds_count_once_played() -> None:
    # Club highest round 20: R1's 23 passes it, R2's 35 passes 23, R3's 51 passes 35;
    # AT (2 letters) passes 1, BE in R2 is 2 again (not new), ZEBRA 5 passes 2.
    lines = said(club_before(500, 20, 1), 3)
    assert [line.split(" is ")[0] for line in lines] == [
        "New club record! Ann's 23 in round 1",
        "New club record! Ann's AT in round 1, 2 letters,",
        "New club record! Ann's 35 in round 2",
        "New club record! Ann's 51 in round 3",
        "New club record! Ann's ZEBRA in round 3, 5 letters,",
    ]


def test_a_total_above_the_club_record_is_said_once_the_game_is_over() -> None:
    # Ann's total after 8 rounds: 97 + 29 (R5) - 16 - 18 - 20 (R6 to R8) = 72; Bob 26 +
    # 12 - 16 - 18 - 20: clamped at 0. Club highest total 71: passed; 72: equalled.
    assert said(club_before(71, 100, 9), 8) == [
        "New club record! Ann's total of 72 is the highest (was 71, Cy)."
    ]
    assert said(club_before(72, 100, 9), 8) == []
    assert said(club_before(71, 100, 9), 7) == []  # not over yet


def test_a_club_without_records_is_told_of_none() -> None:
    empty = {
        "totals_of": "",
        "highest_total": None,
        "highest_round": None,
        "longest_word": None,
        "biggest_comeback": None,
    }
    assert said(empty, 8) == []


def test_play_and_board_say_a_new_club_record() -> None:
    # The first game: Ann's round 8, 29 (test_stats.won), the club's highest round.
    # The second: Bob's OX 14 - E 2 = 12, both bonuses +20: 32 in round 1.
    from cli_helpers import qs
    from test_stats import won

    ok("new", "Ann", "Bob", "--name", "First")
    won("Ann", "Bob")
    typed = ["Ann, Bob", "", "", "Second", "", "ox", "e", "", "a e i", "", "q"]
    line = "New club record! Bob's 32 in round 1 is the highest round (was 29, Ann)."
    assert line in qs("play", "--new", input="\n".join(typed) + "\n").output
    assert line in ok("board")
    assert "New club record" not in ok("board", "--game", "First")


def test_board_json_gives_the_new_club_records_as_data() -> None:
    # As above: Bob's 32 in round 1 of the second game beats Ann's 29 of the first.
    import json

    from test_stats import won

    ok("new", "Ann", "Bob", "--name", "First")
    won("Ann", "Bob")
    assert json.loads(ok("board", "--json"))["new_records"] == []  # the club's first game
    ok("new", "Ann", "Bob", "--name", "Second")
    ok("record", "bob", "ox", "-u", "e")
    ok("record", "ann", "-u", "a e i")
    said = json.loads(ok("board", "--json"))["new_records"]
    assert said == [
        {
            "round": 1,
            "kind": "highest_round",
            "player": "Bob",
            "value": 32,
            "word": None,
            "beaten": 29,
            "beaten_by": "Ann",
        }
    ]
    assert json.loads(ok("board", "--json", "--game", "First"))["new_records"] == []
