"""Random legal game logs: for tests that read logs two ways and compare the answers, and
for a benchmark of a club whose games all differ.

A log is made as a scorekeeper makes one, legal by construction: each round's hands dealt
from one deck, words of two cards or more, a player who went out holding no card unused,
challenges of a word another player laid (ruled by the table or decided by the verdict
kept), corrections that keep the challenged words, a mistaken correction taken back by
an undo and sometimes put back by a redo, players and the game renamed, rounds whose
challenges are closed, house rules, and games left unfinished. Every choice is drawn
from the ``random.Random`` given, so a seed names a log.
"""

from __future__ import annotations

import copy
import json
import random
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from quiddler_score.engine.cards import DECK, Card
from quiddler_score.engine.table import ROUNDS, cards_in_round
from quiddler_score.engine.verdict import Ruling, Verdict
from quiddler_score.games.events import (
    ChallengeMade,
    GameCreated,
    GameRenamed,
    HandRecorded,
    Payload,
    PlayerRenamed,
    Redo,
    RoundClosed,
    Undo,
    encode,
    kind_of,
)
from quiddler_score.games.log.store import Store

NAMES = (
    "Ann", "Bob", "Cy", "Dee", "Eve", "Finn", "Gus", "Hal", "Ida", "Jo", "Kai", "Lea",
    "Mo", "Ned", "Ola", "Pia", "Zoë", "Chloé", "Ngozi", "Søren",
)  # fmt: skip
_DECK = [card for card in DECK.values() for _ in range(card.copies)]
_FINGERPRINT = "81cccbbec893515b"


@dataclass
class _Round:
    """The round being recorded, as the generator knows it."""

    pool: list[Card]  # the cards in nobody's hand
    hands: dict[str, tuple[list[list[Card]], list[Card]]] = field(default_factory=dict)
    went_out: str | None = None
    challenged: set[tuple[str, str]] = field(default_factory=set)  # (player, letters)


def random_log(rng: random.Random, finished: bool | None = None) -> list[Payload]:
    """One game's log, its creation first; finished or not as asked, else as drawn."""
    players = rng.sample(NAMES, rng.randint(2, 6))
    created = GameCreated(
        tuple(players),
        rng.choice([None, *players]),
        "standard",
        _rules(rng),
        rng.choice([None, None, None, "Friday night"]),
    )
    log: list[Payload] = [created]
    if finished is None:
        finished = rng.random() < 0.7
    rounds = ROUNDS if finished else rng.randint(1, ROUNDS)
    for number in range(1, rounds + 1):
        last = number == rounds and not finished
        state = _Round(pool=rng.sample(_DECK, len(_DECK)))
        seated = players[: rng.randint(0, len(players) - 1)] if last else players
        for player in seated:
            log.append(_deal(rng, number, player, state, correction=False))
        if not last:
            _after_round(rng, log, number, players, state)
        if rng.random() < 0.1:
            _rename(rng, log, players)
    if finished and RoundClosed(ROUNDS) not in log:
        log.append(RoundClosed(ROUNDS))  # as play ends a game: no more challenges
    return log


def _rules(rng: random.Random) -> dict[str, object]:
    choices: dict[str, Sequence[object]] = {
        "longest_word_bonus": (10, 0, 5),
        "most_words_bonus": (10, 0, 15),
        "ties": ("nobody", "all"),
        "clamp": ("total", "round", "none"),
        "strict": (False, True),
    }
    return {key: rng.choice(values) for key, values in choices.items() if rng.random() < 0.3}


def _after_round(
    rng: random.Random, log: list[Payload], number: int, players: list[str], state: _Round
) -> None:
    """Challenges, a correction, a mistake undone (and maybe redone), the round closed."""
    for _ in range(rng.choice((0, 0, 1, 1, 2, 3))):
        challenge = _challenge(rng, number, players, state)
        if challenge is not None:
            log.append(challenge)
    unchallenged = [p for p in players if all(p != q for q, _ in state.challenged)]
    if unchallenged and rng.random() < 0.2:
        log.append(_deal(rng, number, rng.choice(unchallenged), state, correction=True))
    if unchallenged and rng.random() < 0.15:
        before = copy.deepcopy(state)
        log.append(_deal(rng, number, rng.choice(unchallenged), state, correction=True))
        mistake = len(log)  # its seq: the creation is seq 1
        log.append(Undo(mistake))
        if rng.random() < 0.4:
            log.append(Redo(mistake))
        else:
            state.pool, state.hands, state.went_out = before.pool, before.hands, before.went_out
    if rng.random() < 0.3:
        log.append(RoundClosed(number))


def _deal(
    rng: random.Random, number: int, player: str, state: _Round, *, correction: bool
) -> HandRecorded:
    """A hand for ``player`` from the cards nobody holds (theirs given back first)."""
    if player in state.hands:
        words, unused = state.hands.pop(player)
        state.pool.extend(card for cards in (*words, unused) for card in cards)
        rng.shuffle(state.pool)
    held = [state.pool.pop() for _ in range(cards_in_round(number))]
    words = []
    while len(held) >= 2 and rng.random() < 0.8:
        size = rng.randint(2, min(6, len(held)))
        words.append(held[:size])
        held = held[size:]
    if len(held) == 1 and words and rng.random() < 0.5:
        words[-1].append(held.pop())
    went_out = not held and state.went_out in (None, player) and rng.random() < 0.7
    if went_out:
        state.went_out = player
    elif state.went_out == player:
        state.went_out = None
    state.hands[player] = (words, held)
    typed = [_typed(rng, word) for word in words]
    return HandRecorded(
        number,
        player,
        tuple(typed),
        tuple(str(card).lower() if rng.random() < 0.5 else str(card) for card in held),
        went_out,
        correction,
        {text: _verdict(rng, text) for text in typed},
    )


def _typed(rng: random.Random, cards: list[Card]) -> str:
    text = "".join(str(card) for card in cards)
    return text.lower() if rng.random() < 0.3 else text


def _verdict(rng: random.Random, typed: str) -> Verdict:
    word = typed.upper()
    if rng.random() < 0.85:
        reason = f"{word} is in the standard dictionary"
        return Verdict(word, True, "word", reason, "standard", _FINGERPRINT, typed.lower())
    reason = f"{word} is not in the standard dictionary"
    return Verdict(word, False, "not_found", reason, "standard", _FINGERPRINT, None, ("OX",))


def _challenge(
    rng: random.Random, number: int, players: list[str], state: _Round
) -> ChallengeMade | None:
    laid = [
        (player, word)
        for player, (words, _) in state.hands.items()
        for word in words
        if (player, _letters(word)) not in state.challenged
    ]
    if not laid:
        return None
    player, word = rng.choice(laid)
    state.challenged.add((player, _letters(word)))
    by = rng.choice([p for p in players if p != player])
    # Typed as laid, or by its letters alone: (QU)IT challenged as QUIT.
    typed = _typed(rng, word) if rng.random() < 0.7 else _letters(word)
    ruling = rng.choice([None, None, Ruling.ACCEPTABLE, Ruling.UNACCEPTABLE])
    verdict = _verdict(rng, typed) if ruling is None or rng.random() < 0.5 else None
    return ChallengeMade(number, by, player, typed, ruling, verdict)


def _letters(word: list[Card]) -> str:
    return "".join(card.letters for card in word)


def _rename(rng: random.Random, log: list[Payload], players: list[str]) -> None:
    """A player's name corrected (in ``players`` too), or the game's."""
    if rng.random() < 0.3:
        log.append(GameRenamed(rng.choice([None, "Rematch"])))
        return
    old = rng.choice(players)
    new = rng.choice([name for name in NAMES if name not in players])
    players[players.index(old)] = new
    log.append(PlayerRenamed(old, new))


Entry = tuple[str, str]  # an entry as the store keeps it: its kind and its JSON text


def as_entries(log: Sequence[Payload]) -> list[Entry]:
    """The log as the store writes it."""
    return [
        (kind_of(payload), json.dumps(encode(payload), ensure_ascii=False, allow_nan=False))
        for payload in log
    ]


def write_logs(db: Path, logs: Sequence[Sequence[Payload]]) -> None:
    """Keep the logs as games in the database at ``db`` (made if need be)."""
    write_entries(db, [as_entries(log) for log in logs])


def write_entries(db: Path, games: Sequence[Sequence[Entry]]) -> None:
    """Keep each game's entries as they are given (damaged ones too), all in one
    transaction: the store's own appends commit one entry at a time."""
    Store(db).close()  # the schema
    conn = sqlite3.connect(db)
    with conn:
        for entries in games:
            at = "2024-03-01T19:00:00.000000+00:00"
            game_id = conn.execute(
                "INSERT INTO games (name, created_at) VALUES (?, ?)", ("a game", at)
            ).lastrowid
            conn.executemany(
                "INSERT INTO events (game_id, seq, kind, payload, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                [(game_id, seq, kind, text, at) for seq, (kind, text) in enumerate(entries, 1)],
            )
    conn.close()
