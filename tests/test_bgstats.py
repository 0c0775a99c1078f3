"""A finished game sent to BG Stats: the createPlay link and ``export --bgstats`` JSON,
checked by decoding the link against the fields apps that send plays rely on (the game's
name and BoardGameGeek id; each player's name, score, winner and start player; the date;
the app that sent it and an id of the play)."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from cli_helpers import ok, refused

from quiddler_score.present.bgstats import BGG_ID, CREATE_PLAY

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
