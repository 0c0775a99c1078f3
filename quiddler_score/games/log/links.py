"""The keys of the live board's links, kept beside the logs so that they outlast a server.

The board's key and the secret the seat pages' tokens are signed with are one row for
the whole database: the board's address a TV or a phone keeps works again whichever
server shows it next. Each seat's key belongs to its game and seat; a revoked key stays,
with when it was revoked, so that its page can say so after any restart. Every key is
128 random bits, safe in a URL, made and revoked in a ``writing()`` transaction that
decides from the keys it reads there.
"""

from __future__ import annotations

import secrets
import sqlite3
from typing import NamedTuple

from quiddler_score.games.log.store import Store


class BoardKeys(NamedTuple):
    """The board's key, and the secret of the seat pages' tokens."""

    board: str
    tokens: bytes


class SeatKeys(NamedTuple):
    """A game's seat keys in force, by seat (a seat without one is left out), and those
    revoked."""

    in_force: dict[int, str]
    revoked: frozenset[str]


def new_key() -> str:
    """A random key of 128 bits, safe in a URL."""
    return secrets.token_urlsafe(16)


def fresh_board_keys() -> BoardKeys:
    """New keys for the board: its key, and 256 bits to sign the seat pages' tokens."""
    return BoardKeys(new_key(), secrets.token_bytes(32))


def board_keys(store: Store, renew: bool = False) -> BoardKeys:
    """The board's keys as kept, made when there are none yet or ``renew`` asks."""
    with store.writing() as conn:
        row = conn.execute("SELECT board, tokens FROM board_keys").fetchone()
        if row is None or renew:
            fresh = fresh_board_keys()
            row = (fresh.board, fresh.tokens.hex())
            conn.execute(
                "INSERT INTO board_keys (only, board, tokens) VALUES (1, ?, ?)"
                " ON CONFLICT (only) DO UPDATE SET board = excluded.board,"
                " tokens = excluded.tokens",
                row,
            )
    return BoardKeys(row[0], bytes.fromhex(row[1]))


def seat_keys(store: Store, game_id: int, seats: int, renew: bool = False) -> list[str]:
    """The key in force of each of the game's first ``seats`` seats, one made for a seat
    without one; with ``renew``, every key in force is revoked first and made anew."""
    with store.writing() as conn:
        if renew:
            _revoke(store, conn, game_id, None)
        kept = _in_force(conn, game_id)
        for seat in range(seats):
            if seat not in kept:
                kept[seat] = _make(store, conn, game_id, seat)
    return [kept[seat] for seat in range(seats)]


def revoke_seat(store: Store, game_id: int, seat: int) -> str:
    """Revoke the seat's key in force and make it a new one; the new key."""
    with store.writing() as conn:
        _revoke(store, conn, game_id, seat)
        return _make(store, conn, game_id, seat)


def kept_seat_keys(store: Store, game_id: int) -> SeatKeys:
    """The game's seat keys as kept, in force and revoked."""
    with store.reading() as conn:
        rows = conn.execute(
            "SELECT seat, key, revoked_at IS NULL FROM seat_keys WHERE game_id = ?", (game_id,)
        ).fetchall()
    return SeatKeys(
        {seat: key for seat, key, in_force in rows if in_force},
        frozenset(key for _, key, in_force in rows if not in_force),
    )


def _in_force(conn: sqlite3.Connection, game_id: int) -> dict[int, str]:
    rows = conn.execute(
        "SELECT seat, key FROM seat_keys WHERE game_id = ? AND revoked_at IS NULL", (game_id,)
    ).fetchall()
    return {seat: key for seat, key in rows}


def _make(store: Store, conn: sqlite3.Connection, game_id: int, seat: int) -> str:
    key = new_key()
    conn.execute(
        "INSERT INTO seat_keys (key, game_id, seat, made_at) VALUES (?, ?, ?, ?)",
        (key, game_id, seat, store.now()),
    )
    return key


def _revoke(store: Store, conn: sqlite3.Connection, game_id: int, seat: int | None) -> None:
    """Revoke the seat's key in force (None: every seat's of the game)."""
    conn.execute(
        "UPDATE seat_keys SET revoked_at = ? WHERE game_id = ? AND revoked_at IS NULL"
        " AND (? IS NULL OR seat = ?)",
        (store.now(), game_id, seat, seat),
    )
