"""A finished game as a play for BG Stats: its createPlay link and the same play as JSON.

BG Stats (an app that keeps a group's plays of every board game) takes a play in one
link, ``createPlay.html?data=`` followed by the play as URL-encoded JSON; opening the link
on a phone with the app puts the play before its user to save. The fields are the ones
apps that send plays rely on: the game (its name and BoardGameGeek id), the players with
their scores, the winners and who started, when it was played, where, notes, and which
app sent it with an id of the play, so that the same game sent twice is known as one.

``playDate`` is in the form BG Stats documents for createPlay ("Push plays to BG Stats
from other apps or websites", https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/):
when the play ended, in UTC, as ``YYYY-MM-DD HH:MM:SS``; the app shows it in the phone's
own time zone, so an evening game stays on its evening wherever it was played.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any
from urllib.parse import quote

from quiddler_score.engine.errors import GameError
from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.language import ngettext

CREATE_PLAY = "https://app.bgstatsapp.com/createPlay.html"
SOURCE_NAME = "quiddler-score"
GAME_NAME = "Quiddler"
BGG_ID = 7149  # Quiddler on BoardGameGeek


class NotOver(GameError):
    """BG Stats keeps finished plays: a game still being played is not sent."""


def _utc(stored: str) -> datetime | None:
    try:
        moment = datetime.fromisoformat(stored)
    except ValueError:
        return None
    return moment.replace(tzinfo=moment.tzinfo or UTC).astimezone(UTC)


def bgstats_play(
    board: Scoreboard,
    game_id: int,
    times: tuple[str, str],
    location: str = "",
    comments: str = "",
) -> dict[str, Any]:
    """The play of the game ``game_id``: ``times`` are when it started and when its last
    entry was made, as stored ("" where unknown); the play is dated by the last entry
    (by the start when that cannot be read). Raises NotOver before the end."""
    if not board.over:
        left = board.table.round_count - len(board.rounds)
        # Translators: why a game is not sent to BG Stats (an app; its name as it is).
        said = ngettext(
            "the game is not over ({left} of {count} round still to "
            "play, or challenges open): BG Stats keeps finished plays",
            "the game is not over ({left} of {count} rounds still to "
            "play, or challenges open): BG Stats keeps finished plays",
            board.table.round_count,
        )
        raise NotOver(said.format(left=left, count=board.table.round_count))
    started, ended = (_utc(moment) for moment in times)
    winners = set(board.winners)
    first = board.table.first_player(1)
    play: dict[str, Any] = {
        "sourceName": SOURCE_NAME,
        "sourcePlayId": f"{times[0] or 'game'}#{game_id}",
        "game": {
            "name": GAME_NAME,
            "bggId": BGG_ID,
            "sourceGameId": "quiddler",
            "highestWins": True,
            "noPoints": False,
        },
        "players": [
            {
                "name": player,
                "sourcePlayerId": player,
                "score": total,
                "winner": player in winners,
                "startPlayer": player == first,
            }
            for player, total in board.totals.items()
        ],
    }
    dated = ended or started
    if dated is not None:
        play["playDate"] = dated.strftime("%Y-%m-%d %H:%M:%S")
    if started is not None and ended is not None and ended >= started:
        play["durationMin"] = max(1, round((ended - started).total_seconds() / 60))
    if location:
        play["location"] = location
    if comments:
        play["comments"] = comments
    return play


def bgstats_link(play: dict[str, Any]) -> str:
    """The link that opens ``play`` in BG Stats."""
    data = json.dumps(play, ensure_ascii=False, separators=(",", ":"))
    return f"{CREATE_PLAY}?data={quote(data, safe='')}"


def bgstats_json_text(play: dict[str, Any]) -> str:
    return json.dumps(play, indent=2, ensure_ascii=False) + "\n"
