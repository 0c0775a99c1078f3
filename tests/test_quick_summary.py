"""A game's summary made round by round is the one made from the whole scoreboard.

``quick_summary`` scores a round that strikes no word from what each hand keeps worked
out on it, and leaves the rest to the engine; ``summarize`` reads the engine's whole
scoreboard. Both are compared on random logs (undos, corrections, renames, challenges
ruled or decided by a kept verdict, house rules), at every length of each log, and
where a log cannot be scored both must refuse it with the same words.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from random_logs import random_log

from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.games import state as game
from quiddler_score.games.events import (
    ChallengeMade,
    Event,
    GameCreated,
    HandRecorded,
    Payload,
    encode,
    kind_of,
)
from quiddler_score.games.quick_summary import quick_summary
from quiddler_score.games.saved_game import judge_of, scores, summary_of_log
from quiddler_score.games.summary import summarize

# House rules the random logs do not draw, each given to a copy of a log.
ODD_RULES: tuple[dict[str, object], ...] = (
    {"longest_word_by": "cards"},
    {"longest_word_by": "cards", "ties": "all", "clamp": "none"},
    {"longest_word_bonus": 0, "most_words_bonus": 0},
    {"longest_word_bonus": 25, "most_words_bonus": 3, "clamp": "round"},
    {"strict": True, "longest_word_by": "cards"},
    {"rounds": [3, 4, 5]},  # the hands dealt do not fit: refused by both
)


def events_of(log: Sequence[Payload]) -> list[Event]:
    return [
        Event(1, seq, kind_of(payload), encode(payload), "")
        for seq, payload in enumerate(log, start=1)
    ]


def both_ways(events: list[Event]) -> tuple[Any, Any]:
    """(the scoreboard's summary, the quick one), or the message each refused with."""
    answers = []
    for make in (_from_the_scoreboard, _quick):
        try:
            answers.append(make(events))
        except QuiddlerError as error:
            answers.append(("refused", str(error)))
    return answers[0], answers[1]


def _from_the_scoreboard(events: list[Event]) -> dict[str, Any]:
    state = game.fold(events)
    return summarize(state.open_round, scores(state))


def _quick(events: list[Event]) -> dict[str, Any]:
    state = game.fold(events)
    return quick_summary(state, judge_of(state))


def with_rules(log: list[Payload], rules: dict[str, object]) -> list[Payload]:
    created = log[0]
    assert isinstance(created, GameCreated)
    return [created._replace(rules={**created.rules, **rules}), *log[1:]]


def compared(log: list[Payload]) -> int:
    """Compare the two at every length of ``log``; how many of its lengths were scored."""
    scored = 0
    for length in range(1, len(log) + 1):
        slow, quick = both_ways(events_of(log[:length]))
        assert quick == slow, f"after entry {length}"
        # To the order of every key, so the text kept is the same too.
        assert repr(quick) == repr(slow), f"after entry {length}"
        scored += not isinstance(slow, tuple)
    return scored


def test_the_quick_summary_is_the_scoreboards_on_random_logs_at_every_length() -> None:
    logs = [random_log(random.Random(seed)) for seed in range(40)]
    scored = sum(compared(log) for log in logs)
    # The logs compared hold what a quick round must leave to the engine.
    assert any(isinstance(p, ChallengeMade) for log in logs for p in log)
    assert any(isinstance(log[0], GameCreated) and log[0].rules.get("strict") for log in logs)
    assert scored > 1000


def test_the_quick_summary_is_the_scoreboards_under_odd_house_rules() -> None:
    refused = 0
    for seed in range(12):
        log = random_log(random.Random(seed), finished=True)
        for rules in ODD_RULES:
            slow, quick = both_ways(events_of(with_rules(log, rules)))
            assert quick == slow and repr(quick) == repr(slow), rules
            refused += isinstance(slow, tuple)
    assert refused >= 12  # every game of the shape its hands do not fit, at least


def test_a_log_neither_can_score_is_refused_by_both_with_the_same_words() -> None:
    log = random_log(random.Random(3), finished=True)
    hand = next(i for i, p in enumerate(log) if isinstance(p, HandRecorded) and p.unused)
    entry = log[hand]
    assert isinstance(entry, HandRecorded)
    dealt = sum(len(word) for word in entry.words) + len(entry.unused)  # no double cards
    # A card more than the round deals, then more Z cards than the deck holds.
    for broken in (
        entry._replace(unused=(*entry.unused, "b")),
        entry._replace(words=(), unused=("z",) * dealt, went_out=False),
    ):
        slow, quick = both_ways(events_of([*log[:hand], broken, *log[hand + 1 :]]))
        assert isinstance(slow, tuple) and quick == slow


def test_a_challenge_without_ruling_or_verdict_is_judged_by_the_dictionary_both_ways() -> None:
    logs = [random_log(random.Random(seed)) for seed in range(50, 80)]
    log = next(log for log in logs if any(isinstance(p, ChallengeMade) for p in log))
    undecided = [
        p._replace(ruling=None, verdict=None) if isinstance(p, ChallengeMade) else p for p in log
    ]
    assert compared(undecided) > 0


def test_the_summary_of_a_log_is_the_scoreboards() -> None:
    log = random_log(random.Random(5), finished=True)
    assert summary_of_log(events_of(log)) == _from_the_scoreboard(events_of(log))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.sampled_from(({}, *ODD_RULES[:-1])))
def test_any_random_log_gives_the_same_summary_both_ways(
    seed: int, rules: dict[str, object]
) -> None:
    compared(with_rules(random_log(random.Random(seed)), rules))
