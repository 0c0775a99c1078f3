"""A finished game sent to BG Stats: the createPlay link and ``export --bgstats`` JSON,
checked by decoding the link against the fields apps that send plays rely on (the game's
name and BoardGameGeek id; each player's name, score, winner and start player; the date;
the app that sent it and an id of the play).

Faults seeded by hand in present/bgstats.py to check these tests (each restored after),
and the tests that caught each; the tests written before caught only three of the seven:
- the start player taken from round 2: the link and the json (before); every field;
  dated in UTC;
- the winner flag given to all but the winner: the link and the json, a tie, play shows
  the link (before); every field; dated in UTC;
- the players in reverse seating order: the link and the json, play shows the link
  (before); every field; dated in UTC;
- highestWins false (BG Stats would rank the lowest first): every field; dated in UTC;
- the play's id without the game's id: every field; dated in UTC; the play id names the game;
- the date of the last entry as the play's date: dated in UTC;
- the length of the play in hours, not minutes: dated in UTC.

The play's date is the form BG Stats documents for createPlay ("push plays to BG Stats
from other apps or websites" on its support site): ``playDate`` is when the play ended, in
UTC, as ``YYYY-MM-DD HH:MM:SS``; the app shows it in the phone's own time zone.
"""

from __future__ import annotations

import html
import json
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from builders import hand, scored, table
from cli_helpers import ok, refused

from quiddler_score.engine.scoring import RoundPlay
from quiddler_score.games.log.store import Store
from quiddler_score.games.saved_game import SavedGame
from quiddler_score.present.bgstats import BGG_ID, CREATE_PLAY, bgstats_play

THE_GAME = {
    "name": "Quiddler",
    "bggId": 7149,
    "sourceGameId": "quiddler",
    "highestWins": True,
    "noPoints": False,
}

LINK = re.compile(r"^https://app\.bgstatsapp\.com/createPlay\.html\?data=\S+$", re.M)


def short_game(db: Path, tmp_path: Path) -> None:
    """A game of two rounds (3 and 4 cards) of Chloé, Dmitri and Eun-ji; Chloé deals
    round 1, so Dmitri, at her left, starts.

    Round 1: Chloé CAT 8+2+3 = 13 + 10 longest word = 23; Dmitri OX 2+12 = 14 − E 2 =
    12; Eun-ji AT 2+3 = 5 − Z 14 = −9: her total stays at 0. Most words tied: nobody.
    Round 2: Chloé (QU)IT 9+2+3 = 14 − E 2 = 12, total 35; Dmitri ZAPS 14+2+6+3 = 25,
    total 37; Eun-ji AT 5 and BE 8+2 = 10, 15 + 10 most words = 25, total 25. QUIT and
    ZAPS tie for the longest word: nobody. Dmitri wins with 37.
    """
    rules = tmp_path / "rules.toml"
    rules.write_text("[rules]\nrounds = [3, 4]\n")
    ok("new", "Chloé", "Dmitri", "Eun-ji", "--rules", str(rules), db=db)
    ok("record", "chloé", "cat", "--out", db=db)
    ok("record", "dmitri", "ox", "-u", "e", db=db)
    ok("record", "eun-ji", "at", "-u", "z", db=db)
    ok("record", "chloé", "(qu)it", "-u", "e", db=db)
    ok("record", "dmitri", "zaps", "--out", db=db)
    ok("record", "eun-ji", "at", "be", db=db)


def short_game_plays() -> list[RoundPlay]:
    """The hands of ``short_game``, for the engine: Chloé goes out in round 1, Dmitri in 2."""
    r1 = {"Chloé": hand("cat"), "Dmitri": hand("ox", unused="e"), "Eun-ji": hand("at", unused="z")}
    r2 = {"Chloé": hand("(qu)it", unused="e"), "Dmitri": hand("zaps"), "Eun-ji": hand("at", "be")}
    return [RoundPlay(1, r1, went_out="Chloé"), RoundPlay(2, r2, went_out="Dmitri")]


def decoded(link: str) -> Any:
    parts = urlsplit(link)
    assert f"{parts.scheme}://{parts.netloc}{parts.path}" == CREATE_PLAY
    (data,) = parse_qs(parts.query, strict_parsing=True)["data"]
    return json.loads(data)


def test_the_link_and_the_json_carry_the_game_players_scores_winner_and_start_player(
    tmp_path: Path,
) -> None:
    db = tmp_path / "games.sqlite3"
    short_game(db, tmp_path)
    target = tmp_path / "play.json"
    output = ok(
        "export", "--bgstats", str(target), "--location", "Chez Chloé", "--notes", "Wet", db=db
    )
    found = LINK.search(output)
    assert found is not None, output
    play = decoded(found.group(0))
    assert play == json.loads(target.read_text(encoding="utf-8"))  # the same play
    assert play["sourceName"] == "quiddler-score"
    assert play["game"]["name"] == "Quiddler" and play["game"]["bggId"] == BGG_ID == 7149
    assert [(p["name"], p["score"], p["winner"], p["startPlayer"]) for p in play["players"]] == [
        ("Chloé", 35, False, False),
        ("Dmitri", 37, True, True),
        ("Eun-ji", 25, False, False),
    ]
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", play["playDate"])
    assert play["location"] == "Chez Chloé" and play["comments"] == "Wet"
    assert isinstance(play["sourcePlayId"], str) and play["sourcePlayId"]


def test_the_same_game_sent_twice_has_one_play_id_and_another_game_another(
    tmp_path: Path,
) -> None:
    db = tmp_path / "games.sqlite3"
    short_game(db, tmp_path)
    first = decoded(LINK.findall(ok("export", "--bgstats", str(tmp_path / "a.json"), db=db))[0])
    again = decoded(LINK.findall(ok("export", "--bgstats", str(tmp_path / "b.json"), db=db))[0])
    assert first["sourcePlayId"] == again["sourcePlayId"]
    short_game(db, tmp_path)
    other = decoded(LINK.findall(ok("export", "--bgstats", str(tmp_path / "c.json"), db=db))[0])
    assert other["sourcePlayId"] != first["sourcePlayId"]
    assert "location" not in other and "comments" not in other


def test_a_tie_makes_every_tied_player_a_winner(tmp_path: Path) -> None:
    """Two rounds of unused vowels only: every total stays at 0, and all share the win."""
    db = tmp_path / "games.sqlite3"
    rules = tmp_path / "rules.toml"
    rules.write_text("[rules]\nrounds = [2, 2]\n")
    ok("new", "Ann", "Bob", "--rules", str(rules), db=db)
    for _ in range(2):
        ok("record", "ann", "-u", "a e", db=db)
        ok("record", "bob", "-u", "i o", db=db)
    found = LINK.search(ok("export", "--bgstats", str(tmp_path / "p.json"), db=db))
    assert found is not None
    players = decoded(found.group(0))["players"]
    assert [(p["score"], p["winner"]) for p in players] == [(0, True), (0, True)]


def test_a_game_not_over_is_refused_in_one_line_and_nothing_written(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    ok("new", "Ann", "Bob", db=db)
    ok("record", "ann", "cat", "--out", db=db)
    target = tmp_path / "play.json"
    said = refused("export", "--bgstats", str(target), db=db)
    assert "the game is not over (8 of 8 rounds still to play" in said
    assert "BG Stats keeps finished plays" in said
    assert not target.exists()


@pytest.mark.parametrize("option", ["--location", "--notes"])
def test_location_and_notes_without_bgstats_are_refused(tmp_path: Path, option: str) -> None:
    db = tmp_path / "games.sqlite3"
    ok("new", "Ann", "Bob", db=db)
    said = refused("export", "--csv", str(tmp_path / "x.csv"), option, "here", db=db)
    assert "--location and --notes go with --bgstats FILE" in said


def test_play_shows_the_link_of_a_finished_game(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    short_game(db, tmp_path)
    output = ok("play", db=db, input="\n\n")  # no challenges in the last round; no picture
    assert "To save the play in BG Stats, open this link on a phone with the app:" in output
    found = LINK.search(output)
    assert found is not None, output
    players = decoded(found.group(0))["players"]
    assert [(p["name"], p["score"], p["winner"]) for p in players] == [
        ("Chloé", 35, False),
        ("Dmitri", 37, True),
        ("Eun-ji", 25, False),
    ]


def test_the_live_board_of_a_finished_game_links_to_bg_stats_with_its_qr_code(
    tmp_path: Path,
) -> None:
    from served_board import Served

    db = tmp_path / "games.sqlite3"
    short_game(db, tmp_path)
    server = Served(db, "--port", "0")
    try:
        _, _, page = server.request(f"/?key={server.key}")
        found = re.search(r'<a href="(https://app\.bgstatsapp\.com/[^"]+)"', page)
        assert found is not None
        play = decoded(html.unescape(found.group(1)))
        assert [(p["name"], p["score"], p["winner"]) for p in play["players"]] == [
            ("Chloé", 35, False),
            ("Dmitri", 37, True),
            ("Eun-ji", 25, False),
        ]
        qr = re.search(r'<img src="(/bgstats\.svg\?key=[^"]+)"', page)
        assert qr is not None
        status, headers, body = server.request(html.unescape(qr.group(1)))
        assert (status, headers["content-type"]) == (200, "image/svg+xml")
        assert body.startswith("<?xml") and "<svg" in body
        assert server.request("/bgstats.svg?key=wrong")[0] == 404
    finally:
        server.stop()


def test_the_live_board_of_a_game_still_played_has_no_bg_stats_link(tmp_path: Path) -> None:
    from served_board import Served

    db = tmp_path / "games.sqlite3"
    ok("new", "Ann", "Bob", db=db)
    server = Served(db, "--port", "0")
    try:
        _, _, page = server.request(f"/?key={server.key}")
        assert "bgstats" not in page
        assert server.request(f"/bgstats.svg?key={server.key}")[0] == 404
    finally:
        server.stop()


def test_every_field_of_the_play_of_a_worked_game(tmp_path: Path) -> None:
    """``short_game`` exported: each field of the play, as BG Stats reads it.

    Totals (worked out in ``short_game``): Chloé 23 + 12 = 35; Dmitri 12 + 25 = 37;
    Eun-ji 0 (−9 held at 0) + 25 = 25. Dmitri alone has the highest: the one winner.
    Chloé deals round 1 (she sits first), so Dmitri, at her left, starts. The play is
    dated when its last hand was recorded, in UTC; it took under a minute to record,
    which is said as 1 minute (a play of 0 minutes is none).
    """
    db = tmp_path / "games.sqlite3"
    short_game(db, tmp_path)
    found = LINK.search(
        ok("export", "--bgstats", str(tmp_path / "p.json"), "--location", "Chez Chloé", db=db)
    )
    assert found is not None
    with Store(db) as store:
        game = SavedGame.current(store)
        info, last = game.info, game.events()[-1]
    ended = datetime.fromisoformat(last.created_at).astimezone(UTC)
    assert decoded(found.group(0)) == {
        "sourceName": "quiddler-score",
        "sourcePlayId": f"{info.created_at}#{info.id}",
        "game": THE_GAME,
        "players": [
            {
                "name": "Chloé",
                "sourcePlayerId": "Chloé",
                "score": 35,
                "winner": False,
                "startPlayer": False,
            },
            {
                "name": "Dmitri",
                "sourcePlayerId": "Dmitri",
                "score": 37,
                "winner": True,
                "startPlayer": True,
            },
            {
                "name": "Eun-ji",
                "sourcePlayerId": "Eun-ji",
                "score": 25,
                "winner": False,
                "startPlayer": False,
            },
        ],
        "playDate": ended.strftime("%Y-%m-%d %H:%M:%S"),
        "durationMin": 1,
        "location": "Chez Chloé",
    }


def test_the_play_is_dated_in_utc_when_it_ended_and_lasts_its_minutes() -> None:
    """Started 19:30:00 at UTC+1, last entry 21:05:20 there: the play is dated 20:05:20
    UTC; 1 h 35 min 20 s = 95.33 minutes, said as 95."""
    board = scored(table("Chloé", "Dmitri", "Eun-ji", rounds=[3, 4]), *short_game_plays())
    times = ("2026-12-05T19:30:00+01:00", "2026-12-05T21:05:20+01:00")
    play = bgstats_play(board, 12, times, location="Chez Chloé", comments="Wet")
    assert play["sourcePlayId"] == "2026-12-05T19:30:00+01:00#12"
    assert (play["playDate"], play["durationMin"]) == ("2026-12-05 20:05:20", 95)
    assert (play["location"], play["comments"]) == ("Chez Chloé", "Wet")
    assert play["game"] == THE_GAME
    # 35, 37 and 25, as short_game works them out; Dmitri, at the dealer's left, starts.
    assert [(p["name"], p["score"], p["winner"], p["startPlayer"]) for p in play["players"]] == [
        ("Chloé", 35, False, False),
        ("Dmitri", 37, True, True),
        ("Eun-ji", 25, False, False),
    ]


def test_the_play_id_names_the_game_so_two_games_started_at_once_are_two_plays() -> None:
    board = scored(table("Chloé", "Dmitri", "Eun-ji", rounds=[3, 4]), *short_game_plays())
    times = ("2026-12-05T19:30:00+00:00", "2026-12-05T20:00:00+00:00")
    ids = {bgstats_play(board, game, times)["sourcePlayId"] for game in (7, 8)}
    assert ids == {"2026-12-05T19:30:00+00:00#7", "2026-12-05T19:30:00+00:00#8"}


def test_a_play_whose_end_cannot_be_read_is_dated_when_it_started() -> None:
    board = scored(table("Chloé", "Dmitri", "Eun-ji", rounds=[3, 4]), *short_game_plays())
    play = bgstats_play(board, 12, ("2026-12-05T19:30:00+01:00", ""))
    assert play["playDate"] == "2026-12-05 18:30:00" and "durationMin" not in play


def test_an_evening_game_in_california_is_dated_in_utc_as_bg_stats_reads_it(
    california: None, tmp_path: Path
) -> None:
    """The store keeps UTC; ``games`` shows this computer's time (UTC-8 or -7 here);
    the play carries the UTC moment its last hand was recorded, which the phone turns
    back into its own time: an evening game stays on its evening."""
    db = tmp_path / "games.sqlite3"
    short_game(db, tmp_path)
    found = LINK.search(ok("export", "--bgstats", str(tmp_path / "p.json"), db=db))
    assert found is not None
    with Store(db) as store:
        last = SavedGame.current(store).events()[-1].created_at
    ended = datetime.fromisoformat(last)
    assert decoded(found.group(0))["playDate"] == ended.astimezone(UTC).strftime(
        "%Y-%m-%d %H:%M:%S"
    )
    local = ended.astimezone()
    assert local.utcoffset() != UTC.utcoffset(None)  # the zone is really not UTC
    assert local.strftime("%H:%M") != ended.astimezone(UTC).strftime("%H:%M")
