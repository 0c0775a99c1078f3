"""Statistics across game nights (games/stats/standings.py): numbers added up over a
person's games, records tied in a later game, the totals of games of other shapes,
stats for some people only, a rating's rounding, and a night's standings. Each test was
written where a fault seeded by scripts/mutate.sh went unseen.

The games are summaries as ``stats`` reads them, written out here: only what a test
looks at is more than nothing.
"""

from __future__ import annotations

from typing import Any

from builders import saved_summary

from quiddler_score.engine.rules import STANDARD_ROUNDS, shape_name
from quiddler_score.games.club.people import People
from quiddler_score.games.stats.all_games import SavedSummary
from quiddler_score.games.stats.standings import game_stats, night_standings

NO_CHALLENGES = {"made": 0, "won": 0, "lost": 0, "points": 0}


def numbers(**given: Any) -> dict[str, Any]:
    """One player's numbers in a game's summary: nothing unless ``given``."""
    return {
        "best_round": None,
        "went_out": 0,
        "longest_word_bonus": 0,
        "most_words_bonus": 0,
        "challenges": NO_CHALLENGES,
        "longest_word": None,
        "best_word": None,
        "best_round_at": None,
        "most_words": None,
        **given,
    }


def game(
    number: int,
    totals: dict[str, int],
    *,
    shape: tuple[int, ...] = STANDARD_ROUNDS,
    complete: bool = True,
    **players: dict[str, Any],
) -> SavedSummary:
    """Game ``number``'s summary, started on the ``number``th of January; the highest
    totals win."""
    return saved_summary(
        {
            "id": number,
            "name": f"Game {number}",
            "created_at": f"2026-01-{number:02d}T19:00:00+00:00",
            "complete": complete,
            "rounds": len(shape) if complete else 1,
            "shape": list(shape),
            "totals": totals,
            "winners": [p for p, total in totals.items() if total == max(totals.values())],
            "players": {p: players.get(p, numbers()) for p in totals},
        }
    )


def row(stats: dict[str, Any], name: str) -> dict[str, Any]:
    return next(each for each in stats["players"] if each["name"] == name)


def test_challenges_add_up_over_a_persons_games() -> None:
    # Cy lost a challenge of OX in game 1 (the penalty 14) and won one of ZEBRA in
    # game 2 (31): made 1 + 1 = 2, won 0 + 1 = 1, lost 1 + 0 = 1, points -14 + 31 = 17.
    lost = {"made": 1, "won": 0, "lost": 1, "points": -14}
    won = {"made": 1, "won": 1, "lost": 0, "points": 31}
    stats = game_stats(
        [
            game(1, {"Ann": 20, "Cy": 0}, Cy=numbers(challenges=lost)),
            game(2, {"Ann": 0, "Cy": 15}, Cy=numbers(challenges=won)),
        ],
        People({}),
    )
    assert row(stats, "Cy")["challenges"] == {"made": 2, "won": 1, "lost": 1, "points": 17}
    assert row(stats, "Ann")["challenges"] == NO_CHALLENGES


def test_a_longest_and_a_best_word_tied_in_a_later_game_leave_the_first_standing() -> None:
    # Game 1: ATE (3 letters) and JAB (J 13 + A 2 + B 8 = 23). Game 2: JOB, 3 letters
    # and J 13 + O 2 + B 8 = 23: ties both, so both records stay game 1's.
    first = numbers(
        longest_word={"word": "ATE", "letters": 3, "round": 1},
        best_word={"word": "JAB", "points": 23, "round": 8},
    )
    later = numbers(
        longest_word={"word": "JOB", "letters": 3, "round": 2},
        best_word={"word": "JOB", "points": 23, "round": 2},
    )
    stats = game_stats(
        [game(1, {"Ann": 30, "Bob": 0}, Ann=first), game(2, {"Ann": 30, "Bob": 0}, Ann=later)],
        People({}),
    )
    ann = row(stats, "Ann")
    assert ann["longest_word"] == {
        "word": "ATE", "letters": 3, "round": 1, "game": "Game 1", "game_id": 1,
    }  # fmt: skip
    assert ann["best_word"] == {
        "word": "JAB", "points": 23, "round": 8, "game": "Game 1", "game_id": 1,
    }  # fmt: skip


def test_the_totals_shown_are_of_the_standard_game_though_another_was_played_more() -> None:
    # Ann: one standard game (40) and two of 3 rounds of 3 cards (12 and 18). Her row's
    # totals are the standard game's; the other shape's average (12 + 18) / 2 = 15.0.
    short = (3, 3, 3)
    stats = game_stats(
        [
            game(1, {"Ann": 12, "Bob": 0}, shape=short),
            game(2, {"Ann": 40, "Bob": 0}),
            game(3, {"Ann": 18, "Bob": 0}, shape=short),
        ],
        People({}),
    )
    ann = row(stats, "Ann")
    assert ann["totals_of"] == shape_name(STANDARD_ROUNDS) == "8 rounds of 3 to 10 cards"
    assert (ann["average_total"], ann["best_total"], ann["worst_total"]) == (40.0, 40, 40)
    assert ann["other_shapes"] == [
        {
            "shape": "3 rounds of 3, 3, 3 cards",
            "rounds": [3, 3, 3],
            "games": 2,
            "average_total": 15.0,
            "best_total": 18,
            "worst_total": 12,
        }
    ]


def test_with_no_standard_game_the_totals_shown_are_of_the_shape_played_most() -> None:
    # Bob: one game of 3 rounds of 3 cards (20), two of 5 to 3 cards (7 and 9): his
    # totals are of the two, average (7 + 9) / 2 = 8.0.
    stats = game_stats(
        [
            game(1, {"Ann": 0, "Bob": 20}, shape=(3, 3, 3)),
            game(2, {"Ann": 0, "Bob": 7}, shape=(5, 4, 3)),
            game(3, {"Ann": 0, "Bob": 9}, shape=(5, 4, 3)),
        ],
        People({}),
    )
    bob = row(stats, "Bob")
    assert bob["totals_of"] == "3 rounds of 5 to 3 cards"
    assert (bob["average_total"], bob["best_total"], bob["worst_total"]) == (8.0, 9, 7)
    assert [(each["shape"], each["games"]) for each in bob["other_shapes"]] == [
        ("3 rounds of 3, 3, 3 cards", 1)
    ]


def test_an_average_total_is_given_to_one_decimal() -> None:
    # Ann: 10, 10 and 11: 31 / 3 = 10.33..., given as 10.3.
    stats = game_stats(
        [game(n, {"Ann": total, "Bob": 0}) for n, total in ((1, 10), (2, 10), (3, 11))],
        People({}),
    )
    assert row(stats, "Ann")["average_total"] == 10.3


def test_stats_for_some_people_gives_only_their_head_to_head_and_rating_history() -> None:
    # Ann sits first at both tables; only Bob and Cy are asked for. Bob won game 1
    # against Ann and Cy; Cy won game 2 against Ann and Bob.
    stats = game_stats(
        [game(1, {"Ann": 5, "Bob": 30, "Cy": 0}), game(2, {"Ann": 5, "Bob": 0, "Cy": 30})],
        People({}),
        only=["bob", "cy"],
    )
    assert sorted(each["name"] for each in stats["players"]) == ["Bob", "Cy"]
    assert stats["head_to_head"] == {"Bob": {"Ann": 1, "Cy": 1}, "Cy": {"Ann": 1, "Bob": 1}}
    assert sorted(stats["rating_history"]) == ["Bob", "Cy"]
    assert [step["game"] for step in stats["rating_history"]["Bob"]] == [1, 2]


def test_a_nights_standings_count_finished_games_an_alias_as_its_person() -> None:
    # Game 2 is not finished: it counts for no one, though it comes before game 3.
    # Robert is bob: game 1 as bob (30, Ann won), game 3 as Robert (25, shared with Cy).
    #   bob:  2 games, 0 + 1 = 1 win, 30 + 25 = 55 points
    #   Ann:  2 games, 1 + 0 = 1 win, 40 + 10 = 50 points
    #   Cy:   2 games, 0 + 1 = 1 win,  0 + 25 = 25 points
    #   dee and Eve: 1 game, no win, 0 points: by name, whatever the case.
    rows = night_standings(
        [
            game(1, {"Ann": 40, "bob": 30, "Cy": 0, "Eve": 0}),
            game(2, {"Ann": 5, "Cy": 50}, complete=False),
            game(3, {"Robert": 25, "Cy": 25, "Ann": 10, "dee": 0}),
        ],
        People({"robert": "bob"}),
    )
    assert rows == [
        {"name": "bob", "games": 2, "wins": 1, "points": 55},
        {"name": "Ann", "games": 2, "wins": 1, "points": 50},
        {"name": "Cy", "games": 2, "wins": 1, "points": 25},
        {"name": "dee", "games": 1, "wins": 0, "points": 0},
        {"name": "Eve", "games": 1, "wins": 0, "points": 0},
    ]


def test_a_nights_standings_put_most_wins_before_most_points() -> None:
    # Ann wins twice with 10 each (20 points); Bob once with 60 and loses with 5 (65).
    rows = night_standings(
        [
            game(1, {"Bob": 5, "Ann": 10}),
            game(2, {"Bob": 60, "Ann": 0}),
            game(3, {"Bob": 0, "Ann": 10}),
        ],
        People({}),
    )
    assert [(each["name"], each["wins"], each["points"]) for each in rows] == [
        ("Ann", 2, 20),
        ("Bob", 1, 65),
    ]


def test_a_persons_wins_and_counts_add_up_over_their_games_from_nothing() -> None:
    # Game 1: Ann and Bob tie on 30, a shared win each; Ann went out 3 times, took the
    # longest word bonus twice (20) and most words once (10), her best round 25.
    # Game 2: Ann wins alone; out 2 times, longest word once (10), best round 18.
    # Game 3: Bob wins alone; Ann goes out in no round and has no best round.
    #   Ann: 3 games, 1 + 1 = 2 wins (1 shared), out 3 + 2 = 5, longest word 20 + 10 =
    #   30, most words 10 + 0 = 10, best round max(25, 18) = 25, win rate 2 / 3 = 0.667.
    #   Bob: 3 games, 1 + 1 = 2 wins (1 shared), and nothing else.
    one = numbers(went_out=3, longest_word_bonus=20, most_words_bonus=10, best_round=25)
    two = numbers(went_out=2, longest_word_bonus=10, best_round=18)
    stats = game_stats(
        [
            game(1, {"Ann": 30, "Bob": 30}, Ann=one),
            game(2, {"Ann": 40, "Bob": 10}, Ann=two),
            game(3, {"Ann": 5, "Bob": 20}),
        ],
        People({}),
    )
    counted = ("games", "wins", "shared_wins", "went_out", "longest_word_bonus")
    counted += ("most_words_bonus", "best_round", "win_rate")
    assert [row(stats, "Ann")[key] for key in counted] == [3, 2, 1, 5, 30, 10, 25, 0.667]
    assert [row(stats, "Bob")[key] for key in counted] == [3, 2, 1, 0, 0, 0, None, 0.667]


def test_a_persons_rating_is_given_to_two_decimals() -> None:
    # One game of two, Ann first: Plackett-Luce from mu 25, sigma 25/3 moves Ann to
    # mu 27.6354, sigma 8.0659, ordinal 27.6354 - 3 x 8.0659 = 3.4377, and Bob to
    # mu 22.3646 and ordinal -1.8331 (ratings.py works them out; here only the rounding).
    stats = game_stats([game(1, {"Ann": 30, "Bob": 10})], People({}))
    assert row(stats, "Ann")["rating"] == {"mu": 27.64, "sigma": 8.07, "ordinal": 3.44}
    assert row(stats, "Bob")["rating"] == {"mu": 22.36, "sigma": 8.07, "ordinal": -1.83}
