"""Hypothesis invariants of the rules engine over random legal rounds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from quiddler_score.engine import cards
from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.scoring import Hand, RoundPlay, score_game
from quiddler_score.engine.table import Table

FULL_DECK = [card for card in cards.DECK.values() for _ in range(card.copies)]
FULL_DECK_PLACES = range(len(FULL_DECK))


@st.composite
def hand_from(draw: st.DrawFn, dealt: list[cards.Card]) -> Hand:
    """Split dealt cards into words of two or more cards and unused cards."""
    remaining = list(dealt)
    words = []
    while len(remaining) >= 2 and draw(st.booleans()):
        size = draw(st.integers(2, len(remaining)))
        words.append(cards.Word(tuple(remaining[:size])))
        remaining = remaining[size:]
    return Hand(tuple(words), tuple(remaining))


@st.composite
def games(
    draw: st.DrawFn, clamp: str = "total", ties: str = "nobody"
) -> tuple[Table, list[RoundPlay]]:
    count = draw(st.integers(2, 6))
    players = [f"P{i}" for i in range(count)]
    table = Table.seat(players, rules=RuleSettings(clamp=clamp, ties=ties))  # type: ignore[arg-type]
    rounds = []
    for number in range(1, draw(st.integers(1, 8)) + 1):
        size = number + 2
        # The cards dealt, drawn from the deck without replacement: only as many as the
        # table holds, not a shuffle of all 118.
        deck = draw(
            st.lists(
                st.sampled_from(FULL_DECK_PLACES),
                min_size=count * size,
                max_size=count * size,
                unique=True,
            ).map(lambda places: [FULL_DECK[place] for place in places])
        )
        hands = {
            p: draw(hand_from(list(deck[i * size : (i + 1) * size]))) for i, p in enumerate(players)
        }
        rounds.append(RoundPlay(number, hands))
    return table, rounds


@settings(max_examples=150, deadline=None)
@given(games(clamp="total"))
def test_under_clamp_total_no_total_is_ever_negative(game: tuple[Table, list[RoundPlay]]) -> None:
    board = score_game(*game)
    assert all(p.total >= 0 for result in board.rounds for p in result.players)


@settings(max_examples=150, deadline=None)
@given(games(ties="nobody"))
def test_under_ties_nobody_each_bonus_goes_to_at_most_one_player(
    game: tuple[Table, list[RoundPlay]],
) -> None:
    for result in score_game(*game).rounds:
        for bonus in (LONGEST_WORD, MOST_WORDS):
            assert sum(bonus in p.bonuses for p in result.players) <= 1


@settings(max_examples=100, deadline=None)
@given(games(clamp="none"), st.randoms(use_true_random=False))
def test_reordering_a_players_words_never_changes_a_score(
    game: tuple[Table, list[RoundPlay]], rng: object
) -> None:
    table, rounds = game
    shuffled = []
    for play in rounds:
        hands = {}
        for player, hand in play.hands.items():
            words = list(hand.words)
            rng.shuffle(words)  # type: ignore[attr-defined]
            unused = list(hand.unused)
            rng.shuffle(unused)  # type: ignore[attr-defined]
            hands[player] = Hand(tuple(words), tuple(unused))
        shuffled.append(RoundPlay(play.number, hands))
    before = score_game(table, rounds)
    after = score_game(table, shuffled)
    assert [[p.round_score for p in r.players] for r in before.rounds] == [
        [p.round_score for p in r.players] for r in after.rounds
    ]
    assert before.totals == after.totals


@settings(max_examples=100, deadline=None)
@given(games(clamp="none"))
def test_without_clamp_a_total_is_the_sum_of_its_round_scores(
    game: tuple[Table, list[RoundPlay]],
) -> None:
    board = score_game(*game)
    for player in game[0].players:
        assert board.totals[player] == sum(r.of(player).round_score for r in board.rounds)
