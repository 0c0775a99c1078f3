"""What a seat's event stream sends: the seat's own view of the game (its hands, its
total and place, the latest round scored, the next deal), never another seat's hand of
the open round; phone entry and a revoked link told without a change of the game.

The views are made by a real watcher on a real database (in_process_board.py); the
stream is driven with boards published by hand.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import ok
from in_process_board import InProcess, round_two_begun

from quiddler_score.cli.serve.app import follow
from quiddler_score.cli.serve.hub import Board, Hub, board_json
from quiddler_score.cli.serve.seat_follow import RECHECK, REVOKED, seat_events
from quiddler_score.cli.serve.seat_keys import Seats
from quiddler_score.games.log.links import SeatKeys

PLAYERS = ("Ann", "Bob", "Zoë")


@pytest.fixture
def table(tmp_path: Path) -> Iterator[InProcess]:
    """Round 1 (3 cards) scored; of round 2 (4 cards), only Ann's ZAPS is in.

    Round 1: Ann CAT 8+2+3 = 13 + 10 longest word = 23; Bob OX 2+12 = 14 − E 2 = 12;
    Zoë AT 2+3 = 5 − Z 14 = −9. Most words tied (one each): nobody.
    """
    with round_two_begun(tmp_path, PLAYERS) as board:
        yield board


def views(table: InProcess) -> list[dict[str, Any]]:
    assert table.hub.board is not None
    return [json.loads(view) for view in table.hub.board.seats]


def test_each_seat_is_told_its_own_hand_of_the_open_round_and_no_other(
    table: InProcess,
) -> None:
    ann, bob, zoe = views(table)
    assert ann["follow"]["hands"] == {"1": "CAT", "2": "ZAPS"}
    assert bob["follow"]["hands"] == {"1": "OX / E"}
    assert zoe["follow"]["hands"] == {"1": "AT / Z"}
    for view in (bob, zoe):
        assert "ZAPS" not in json.dumps(view)
    assert table.hub.board is not None
    public = board_json(table.hub.version, table.hub.board)
    assert "ZAPS" not in public and "seats" not in json.loads(public)


def test_a_seat_is_told_its_total_place_the_round_scored_and_the_next_deal(
    table: InProcess,
) -> None:
    bob = views(table)[1]
    assert bob["follow"] == {
        "standing": "Your total: 12, 2nd of 3 after round 1.",
        "scored": {
            "round": 1,
            "heading": "Round 1 scored: 3 cards, Ann dealt",
            "you": "You: +12, total 12 (OX; unused E)",
            "all": "Ann +23, Bob +12, Zoë −9".replace("−", "-"),
            "notes": [
                "longest word: CAT, 3 letters (Ann)",
                "most words: tied between Ann, Bob and Zoë, so nobody gets it",
            ],
        },
        "next": "Round 2: 4 cards each. Bob deals, Zoë plays first.",
        "hands": {"1": "OX / E"},
    }
    assert (bob["player"], bob["round"], bob["recorded"]) == ("Bob", 2, "")


def test_the_seats_of_a_finished_game_are_told_who_won_and_a_shared_place(
    tmp_path: Path,
) -> None:
    """One round of 3 cards: Ann CAT 13 + 10 longest word = 23; Bob and Zoë both AT 5 −
    Z 14 = −9, a total of 0 (a total is never below 0), sharing 2nd place."""
    db = tmp_path / "games.sqlite3"
    rules = tmp_path / "rules.toml"
    rules.write_text("[rules]\nrounds = [3]\n")
    ok("new", *PLAYERS, "--rules", str(rules), db=db)
    for hand in (["ann", "cat"], ["bob", "at", "-u", "z"], ["zoe", "at", "-u", "z"]):
        ok("record", *hand, db=db)
    board = InProcess(db, len(PLAYERS))
    try:
        standings = [view["follow"]["standing"] for view in views(board)]
        assert [view["round"] for view in views(board)] == [None, None, None]
    finally:
        board.stop()
    assert standings == [
        "You won with 23 points.",
        "Game over: Ann wins with 23 points. You have 0, 2nd of 3, tied.",
        "Game over: Ann wins with 23 points. You have 0, 2nd of 3, tied.",
    ]


def test_a_seat_stream_is_refused_to_a_key_unknown_or_revoked_and_past_the_cap(
    table: InProcess,
) -> None:
    assert table.request("/seat/events?key=nobody")[::2] == (404, "Not found.")
    old = table.seats.keys[0]
    table.revoke(0)
    assert table.request(f"/seat/events?key={old}")[::2] == (403, REVOKED)
    table.hub.limit = table.hub.watching  # every place taken
    status, _, text = table.request(f"/seat/events?key={table.seats.keys[1]}")
    assert (status, text) == (503, "Too many pages are watching this board.")


def board(seats: tuple[str, ...], html: str = "<p>board</p>") -> Board:
    return Board("Friday", "Ann leads", html, seats=seats)


def seat(round_number: int, hands: dict[str, str]) -> str:
    return json.dumps({"player": "Ann", "round": round_number, "follow": {"hands": hands}})


END = {"ended": ""}  # the stream ended


class Events:
    """A stream's events as they come, read in the test's own time: ``next`` is the next
    event, END once the stream ended, None when none comes within ``wait`` seconds."""

    def __init__(self, events: AsyncIterator[dict[str, str]]) -> None:
        self.queue: asyncio.Queue[dict[str, str]] = asyncio.Queue()
        self.task = asyncio.create_task(self._read(events))

    async def _read(self, events: AsyncIterator[dict[str, str]]) -> None:
        async for event in events:
            await self.queue.put(event)
        await self.queue.put(END)

    async def next(self, wait: float) -> dict[str, str] | None:
        try:
            return await asyncio.wait_for(self.queue.get(), wait)
        except TimeoutError:
            return None


def seated(keys: dict[int, str]) -> Seats:
    """Seats holding ``keys``, as the watcher loads them from the database."""
    seats = Seats(b"secret")
    seats.load(SeatKeys(keys, frozenset()))
    return seats


def test_a_seat_stream_sends_the_view_whenever_it_changes_and_only_then() -> None:
    async def run() -> list[Any]:
        hub, seats = Hub(8, 8), seated({0: "key-0", 1: "key-1"})
        hub.publish(board((seat(2, {"1": "CAT", "2": "ZAPS"}), seat(2, {}))))
        events = Events(seat_events(hub, seats, seats.keys[0], 0, "/?key=board"))
        seen: list[Any] = [await events.next(1)]
        hub.publish(board((seat(2, {"1": "CAT", "2": "ZAPS"}), seat(2, {"2": "OX"}))))
        seen.append(await events.next(0.3))  # another seat's change: nothing
        hub.publish(board((seat(2, {"1": "CAT"}), seat(2, {"2": "OX"}))))  # undo
        seen.append(await events.next(0.3))
        hub.close()
        seen.append(await events.next(1))
        return seen

    first, unchanged, undone, closed = asyncio.run(run())
    ann = {"player": "Ann", "round": 2, "open": True, "board": "/?key=board"}
    assert first is not None and first["event"] == "seat"
    assert json.loads(first["data"]) == {**ann, "follow": {"hands": {"1": "CAT", "2": "ZAPS"}}}
    assert unchanged is None
    assert undone is not None and undone["event"] == "seat"
    assert json.loads(undone["data"]) == {**ann, "follow": {"hands": {"1": "CAT"}}}
    assert closed == END


def test_phone_entry_turned_off_and_a_revoked_link_reach_the_stream_without_a_new_board() -> None:
    async def run() -> list[Any]:
        hub, seats = Hub(8, 8), seated({0: "key-0"})
        hub.publish(board((seat(1, {}),)))
        events = Events(seat_events(hub, seats, seats.keys[0], 0, "/?key=board"))
        seen: list[Any] = [await events.next(1)]
        seats.open = False
        seen.append(await events.next(RECHECK + 1))
        seats.load(SeatKeys({}, frozenset({"key-0"})))  # revoked, as the database says
        seen.append(await events.next(RECHECK + 1))
        seen.append(await events.next(1))
        return seen

    first, off, revoked, end = asyncio.run(run())
    assert first is not None and off is not None
    assert json.loads(first["data"])["open"] is True
    assert json.loads(off["data"])["open"] is False
    assert revoked == {"event": "refused", "data": REVOKED}
    assert end == END


def test_the_boards_stream_sends_nothing_for_a_change_only_a_seat_sees() -> None:
    async def run() -> list[Any]:
        hub = Hub(8, 8)
        hub.publish(board((seat(1, {}),)))
        events = Events(follow(hub))
        seen: list[Any] = [await events.next(1)]
        hub.publish(board((seat(1, {"1": "CAT"}),)))
        seen.append(await events.next(0.3))
        hub.publish(board((seat(1, {"1": "CAT"}),), html="<p>Waiting for Bob.</p>"))
        seen.append(await events.next(1))
        hub.close()
        return seen

    first, seat_only, public = asyncio.run(run())
    assert first is not None and seat_only is None
    assert public is not None and "Waiting for Bob." in public["data"]
