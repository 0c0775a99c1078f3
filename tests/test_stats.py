"""Statistics across game nights: three nights kept with the commands, every number by hand.

Rounds 1 to 7 of every game are filler: each player holds only vowels worth 2 points
(A, E, I, O), so round r scores -2(r + 2) and a total that starts at 0 stays there
(a total never goes below zero). Round 8 (10 cards) decides each game.
"""

from __future__ import annotations

import json
import os
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import copied_in, kept_once, ok, qs

from quiddler_score.games.actions import start_game
from quiddler_score.games.events import GameCreated
from quiddler_score.games.log.store import Store


def filler(players: tuple[str, ...], first: int = 1) -> None:
    """Rounds ``first`` to 7 with vowels only: each player -2 a card, at most 27 cards."""
    for number in range(first, 8):
        pool = list("a" * 10 + "e" * 12 + "i" * 8 + "o" * 8)
        for player in players:
            taken, pool = pool[: number + 2], pool[number + 2 :]
            ok("record", player, "--unused", " ".join(taken))


def night_one() -> None:
    """Ann, Bob, Cy; Cy challenges Ann's OX and the dictionary accepts it."""
    ok("new", "Ann", "Bob", "Cy", "--name", "Night one")
    filler(("Ann", "Bob", "Cy"))
    # Ann: OX 14 + AT 5 = 19 - E E I I O U 14 = 5, most words +10 = 15.
    ok("record", "ann", "ox", "at", "--unused", "e e i i o u")
    # Bob: ZEBRA 14+2+8+5+2 = 31 - E E I O U 12 = 19, longest word +10 = 29.
    ok("record", "bob", "zebra", "--unused", "e e i o u")
    # Cy: eight A and two E, 20 against: -20, then the lost challenge -14: -34, total 0.
    ok("record", "cy", "--unused", "a a a a a a a a e e")
    ok("challenge", "cy", "ann", "ox")  # acceptable: Cy loses 14


def night_two() -> None:
    """Ann, Robert (Bob's other name), Dee; Dee challenges Ann's ZEBRA, the table strikes it."""
    ok("new", "Ann", "Robert", "Dee", "--name", "Night two")
    filler(("Ann", "Robert", "Dee"))
    ok("record", "ann", "zebra", "--unused", "e e i o u")
    ok("record", "robert", "ox", "at", "--unused", "e e i i o u")
    ok("record", "dee", "--unused", "a a a a a a a a e e")
    # ZEBRA struck: Ann 0 - 12 - 31 = -43, total 0. Robert: 19 - 14 = 5, most words +10,
    # and now the longest word too (2 letters against none) +10: 25.
    ok("challenge", "dee", "ann", "zebra", "--ruling", "unacceptable")


def night_three() -> None:
    """Ann and Bob share the win on 9; a fourth game is left in progress."""
    ok("new", "Ann", "Bob", "--name", "Night three")
    # Round 1: Ann goes out with ATE: 7 + longest +10 + most words +10 = 27; Bob -6.
    ok("record", "ann", "ate", "--out")
    ok("record", "bob", "--unused", "e e e")
    filler(("Ann", "Bob"), first=2)  # Ann 27 - 8 - 10 - 12 < 0: 0 after round 4
    # Round 8: each JAB 13+2+8 = 23 - seven vowels 14 = 9; both bonuses tied: nobody.
    ok("record", "ann", "jab", "--unused", "e e e e e e e")
    ok("record", "bob", "jab", "--unused", "i i i i i i i")
    ok("new", "Ann", "Cy", "--name", "Unfinished")
    ok("record", "cy", "ox", "--unused", "e")


def won(winner: str, loser: str) -> None:
    """The current game's rounds: filler, then round 8 to ``winner``, 29 to 0.

    Round 8: JAB 13+2+8 = 23 - seven vowels 14 = 9, both bonuses +20: 29; the loser's
    ten vowels, -20, leave 0.
    """
    filler((winner, loser))
    ok("record", winner, "jab", "--unused", "e e e e e e e")
    ok("record", loser, "--unused", "i i i i i i i i o o")


def started_at(when: datetime, *players: str, name: str) -> None:
    """A new current game whose store clock reads ``when`` as it is created."""
    with Store(Path(os.environ["QUIDDLER_DB"]), clock=lambda: when) as store:
        start_game(store, GameCreated(players, name=name))


def keep_three_nights() -> dict[str, Any]:
    night_one()
    night_two()
    night_three()
    assert "Robert is Bob too" in ok("alias", "Bob", "Robert")
    data: dict[str, Any] = json.loads(ok("stats", "--json"))
    return data


@pytest.fixture(scope="module")
def three_nights_kept(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """The three nights kept once for the module, and stats --json as it then said."""
    said: list[str] = []
    db = kept_once(
        tmp_path_factory.mktemp("three-nights"),
        lambda: said.append(json.dumps(keep_three_nights())),
    )
    return db, said[0]


@pytest.fixture
def three_nights(three_nights_kept: tuple[Path, str]) -> dict[str, Any]:
    """The three nights in this test's own database, and their stats --json."""
    db, said = three_nights_kept
    copied_in(db, Path(os.environ["QUIDDLER_DB"]))
    data: dict[str, Any] = json.loads(said)
    return data


def player(data: dict[str, Any], name: str) -> dict[str, Any]:
    return next(p for p in data["players"] if p["name"] == name)


def test_stats_count_finished_games_and_list_the_one_in_progress(three_nights: dict) -> None:
    assert three_nights["games"] == 3
    assert three_nights["in_progress"] == 1
    assert three_nights["in_progress_games"] == [
        {"id": 4, "name": "Unfinished", "rounds": 0, "of": 8}
    ]


def test_bob_and_robert_are_one_person_with_three_wins_one_shared(three_nights: dict) -> None:
    bob = player(three_nights, "Bob")
    assert "Robert" not in [p["name"] for p in three_nights["players"]]
    # Wins: night one alone (29), night two as Robert (25), night three shared (9 and 9).
    assert (bob["games"], bob["wins"], bob["shared_wins"], bob["win_rate"]) == (3, 3, 1, 1.0)
    # Totals 29, 25, 9: average 63 / 3 = 21.0.
    assert (bob["average_total"], bob["best_total"], bob["worst_total"]) == (21.0, 29, 9)
    assert bob["best_round"] == 29
    assert (bob["went_out"], bob["longest_word_bonus"], bob["most_words_bonus"]) == (0, 2, 1)
    assert bob["longest_word"] == {
        "word": "ZEBRA", "letters": 5, "round": 8, "game": "Night one", "game_id": 1,
    }  # fmt: skip
    assert bob["best_word"] == {
        "word": "ZEBRA", "points": 31, "round": 8, "game": "Night one", "game_id": 1,
    }  # fmt: skip
    assert bob["challenges"] == {"made": 0, "won": 0, "lost": 0, "points": 0}


def test_ann_has_one_shared_win_and_her_bests_from_different_nights(three_nights: dict) -> None:
    ann = player(three_nights, "Ann")
    assert (ann["games"], ann["wins"], ann["shared_wins"], ann["win_rate"]) == (3, 1, 1, 0.333)
    # Totals 15, 0, 9: average 24 / 3 = 8.0.
    assert (ann["average_total"], ann["best_total"], ann["worst_total"]) == (8.0, 15, 0)
    assert ann["best_round"] == 27  # night three, round 1: ATE 7 + 10 + 10
    # Out once (ATE); longest word bonus once (ATE); most words twice (night one, ATE).
    assert (ann["went_out"], ann["longest_word_bonus"], ann["most_words_bonus"]) == (1, 1, 2)
    # ATE (3 letters, night three round 1) ties JAB (round 8): the earlier stands.
    # ZEBRA, struck on night two, never counts.
    assert ann["longest_word"] == {
        "word": "ATE", "letters": 3, "round": 1, "game": "Night three", "game_id": 3,
    }  # fmt: skip
    assert ann["best_word"] == {
        "word": "JAB", "points": 23, "round": 8, "game": "Night three", "game_id": 3,
    }  # fmt: skip


def test_a_challenge_lost_and_a_challenge_won(three_nights: dict) -> None:
    cy, dee = player(three_nights, "Cy"), player(three_nights, "Dee")
    # Cy challenged OX (14) and lost: -14. Dee challenged ZEBRA (31) and won: +31.
    assert cy["challenges"] == {"made": 1, "won": 0, "lost": 1, "points": -14}
    assert dee["challenges"] == {"made": 1, "won": 1, "lost": 0, "points": 31}
    # Their best rounds were round 1 of the filler: three vowels, -6.
    assert (cy["best_round"], dee["best_round"]) == (-6, -6)
    assert (cy["games"], cy["wins"], cy["best_word"], dee["longest_word"]) == (1, 0, None, None)


def test_head_to_head_counts_wins_when_both_played(three_nights: dict) -> None:
    assert three_nights["head_to_head"] == {
        "Ann": {"Bob": 1, "Cy": 0, "Dee": 0},
        "Bob": {"Ann": 3, "Cy": 1, "Dee": 1},
        "Cy": {"Ann": 0, "Bob": 0},
        "Dee": {"Ann": 0, "Bob": 0},
    }


def test_ratings_are_openskills_plackett_luce_over_the_finished_games(three_nights: dict) -> None:
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ann, bob, cy, dee = (model.rating(name=n) for n in ("ann", "bob", "cy", "dee"))
    # Night one: Bob 29, Ann 15, Cy 0. Night two: Bob 25, Ann and Dee 0 (shared place).
    # Night three: Ann and Bob 9 (shared place).
    [[bob], [ann], [cy]] = model.rate([[bob], [ann], [cy]], ranks=[1, 2, 3])
    [[ann], [bob], [dee]] = model.rate([[ann], [bob], [dee]], ranks=[2, 1, 2])
    [[ann], [bob]] = model.rate([[ann], [bob]], ranks=[1, 1])
    for name, rating in (("Ann", ann), ("Bob", bob), ("Cy", cy), ("Dee", dee)):
        got = player(three_nights, name)["rating"]
        assert got == {
            "mu": round(rating.mu, 2),
            "sigma": round(rating.sigma, 2),
            "ordinal": round(rating.ordinal(), 2),
        }, name
    ordinals = [p["rating"]["ordinal"] for p in three_nights["players"]]
    assert ordinals == sorted(ordinals, reverse=True)
    assert three_nights["players"][0]["name"] == "Bob"
    assert [s["game"] for s in three_nights["rating_history"]["Bob"]] == [1, 2, 3]


def test_an_alias_can_be_taken_back(three_nights: dict) -> None:
    assert "Robert is no longer Bob" in ok("alias", "--remove", "Robert")
    again = json.loads(ok("stats", "--json"))
    assert player(again, "Robert")["games"] == 1 and player(again, "Bob")["games"] == 2


def test_stats_for_some_players_and_since_a_date(three_nights: dict) -> None:
    only = json.loads(ok("stats", "ann", "dee", "--json"))
    assert [p["name"] for p in only["players"]] == ["Ann", "Dee"]
    later = json.loads(ok("stats", "--since", "2999-01-01", "--json"))
    assert (later["games"], later["players"]) == (0, [])
    bad = qs("stats", "--since", "yesterday")
    assert bad.exit_code == 2 and "give a date as YYYY-MM-DD" in bad.output


def test_stats_as_tables_and_as_csv(three_nights: dict, tmp_path: Path) -> None:
    out = ok("stats")
    assert "3 finished games, 1 in progress (not counted)." in out
    assert "In progress: Unfinished, round 1 of 8" in out
    ok("stats", "--csv", str(tmp_path / "stats.csv"))
    rows = (tmp_path / "stats.csv").read_text(encoding="utf-8-sig").splitlines()
    assert rows[0].startswith("player,games,wins,shared_wins,win_rate")
    assert rows[1].startswith("Bob,3,3,1,1.0,21.0,29,9,29,0,2,1,0,0,0,0,ZEBRA,ZEBRA,")


def test_a_summary_is_made_once_and_remade_when_the_game_changes(three_nights: dict) -> None:
    ok("undo")  # the unfinished game: Cy's hand taken back, its summary remade
    assert json.loads(ok("stats", "--json"))["in_progress_games"][0]["name"] == "Unfinished"
    ok("open", "1")
    ok("rename-game", "Night one, renamed")
    names = {
        p["best_word"]["game"]
        for p in json.loads(ok("stats", "--json"))["players"]
        if p["best_word"]
    }
    assert "Night one, renamed" in names


def test_stats_with_no_saved_games_says_so_and_creates_no_database(tmp_path: Path) -> None:
    db = tmp_path / "none.sqlite3"
    assert "0 finished games." in ok("--db", str(db), "stats")
    assert json.loads(ok("--db", str(db), "stats", "--json"))["players"] == []
    assert not db.exists()


def test_the_leaderboard_is_ordered_by_the_cautious_rating_not_by_mu() -> None:
    # Cy beats Dee once; Ann beats Bob twice and loses to him once. Openskill gives
    # Cy mu 27.64, sigma 8.07: 27.64 - 3 x 8.07 = 3.44; Ann mu 27.11, sigma 7.58:
    # 27.11 - 3 x 7.58 = 4.36. Cy's mu is higher, Ann's cautious rating is.
    for winner, loser in (("Cy", "Dee"), ("Ann", "Bob"), ("Bob", "Ann"), ("Ann", "Bob")):
        ok("new", winner, loser)
        won(winner, loser)
    rows = json.loads(ok("stats", "--json"))["players"]
    assert [row["name"] for row in rows] == ["Ann", "Cy", "Bob", "Dee"]
    rating = {row["name"]: row["rating"] for row in rows}
    assert (rating["Ann"]["ordinal"], rating["Cy"]["ordinal"]) == (4.36, 3.44)
    assert rating["Cy"]["mu"] > rating["Ann"]["mu"]


def test_aliases_chain_rob_robert_bob_is_one_person() -> None:
    # Rob wins the first game, Robert the second, Bob loses the third: one person,
    # 3 games and 2 wins.
    for winner, loser in (("Rob", "Ann"), ("Robert", "Ann"), ("Ann", "Bob")):
        ok("new", winner, loser)
        won(winner, loser)
    assert "Rob is Robert too" in ok("alias", "Robert", "Rob")
    assert "Robert is Bob too" in ok("alias", "Bob", "Robert")
    assert ok("alias").splitlines() == ["rob is Bob", "robert is Bob"]
    data = json.loads(ok("stats", "--json"))
    assert sorted(row["name"] for row in data["players"]) == ["Ann", "Bob"]
    bob = player(data, "Bob")
    assert (bob["games"], bob["wins"]) == (3, 2)
    assert data["head_to_head"]["Ann"] == {"Bob": 1}


def test_stats_since_a_day_counts_the_day_on_the_tables_clock_not_utc(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # 04:30 UTC on 2 December is 20:30 on 1 December in California: the table played
    # that game on the evening of the 1st, and a stats of "since the 2nd" leaves it out.
    monkeypatch.setenv("TZ", "America/Los_Angeles")
    time.tzset()
    try:
        started_at(datetime(2026, 12, 2, 4, 30, tzinfo=UTC), "Ann", "Bob", name="Evening")
        won("Ann", "Bob")
        assert json.loads(ok("stats", "--since", "2026-12-01", "--json"))["games"] == 1
        assert json.loads(ok("stats", "--since", "2026-12-02", "--json"))["games"] == 0
        # The same database read in London: the game started on the 2nd there.
        monkeypatch.setenv("TZ", "Europe/London")
        time.tzset()
        assert json.loads(ok("stats", "--since", "2026-12-02", "--json"))["games"] == 1
    finally:
        monkeypatch.undo()
        time.tzset()


def test_stats_since_a_day_include_the_games_started_that_day() -> None:
    # Each game is stored at midday UTC, the same day on any clock from UTC-11 to UTC+11.
    day = datetime(2024, 5, 10, 12, 0, tzinfo=UTC)
    started_at(day - timedelta(days=1), "Ann", "Cy", name="The day before")
    started_at(day, "Ann", "Bob", name="Day D")
    won("Ann", "Bob")
    every = json.loads(ok("stats", "--json"))
    assert (every["games"], every["in_progress"]) == (1, 1)
    since = json.loads(ok("stats", "--since", "2024-05-10", "--json"))
    assert (since["games"], since["in_progress"]) == (1, 0)
    assert [row["name"] for row in since["players"]] == ["Ann", "Bob"]
    after = json.loads(ok("stats", "--since", "2024-05-11", "--json"))
    assert (after["games"], after["in_progress"]) == (0, 0)
    # Other spellings of the day that Python reads as dates mean the same day.
    for day in ("20240510", "2024-W19-5"):
        assert json.loads(ok("stats", "--since", day, "--json")) == since


def test_the_head_to_head_heading_is_one_line_however_narrow_its_table() -> None:
    # Two short names make a table 22 columns wide; its heading is said whole above it.
    ok("new", "Ann", "Bob")
    won("Ann", "Bob")
    lines = ok("stats").splitlines()
    heading = lines.index("Head to head: the games each player won against each other player")
    assert lines[heading + 2].split() == ["player", "Ann", "Bob"]


def test_a_game_with_every_round_played_and_a_challenge_open_is_said_so() -> None:
    """Random games marked finished can end on a challenge not yet decided: the game is
    in progress with all its rounds played, never "round 9 of 8"."""
    import random

    from random_logs import random_log, write_logs

    rng = random.Random(7)  # among these 40 games, some end with a challenge open
    write_logs(Path(os.environ["QUIDDLER_DB"]), [random_log(rng, finished=True) for _ in range(40)])
    waiting = [
        game
        for game in json.loads(ok("stats", "--json"))["in_progress_games"]
        if game["rounds"] == game["of"]
    ]
    assert waiting, "the seed no longer makes a game with a challenge open"
    out = ok("stats")
    for game in waiting:
        assert f"In progress: {game['name']}, all {game['of']} rounds played, a challenge" in out
    assert "round 9 of 8" not in out
