"""What a seat's page asks the server: where the game stands for the seat, a hand checked
as it is typed, and a hand sent.

One source of truth: the hand typed on a phone is parsed, checked and judged by the same
functions as ``record`` (the card notation, the game's verification of counts and the
deck, the game's dictionary), and sent through the same game action
(:func:`~quiddler_score.games.actions.record_own_hand`). Each function runs on the
board's one connection to the database (the watcher's thread) and returns plain values
for the page's JSON; a hand that cannot be is one line that says why, in the language
in force (the page's: see seat_app.py).
"""

from __future__ import annotations

from typing import Any

from quiddler_score.engine.cards import Card, Word, parse_cards, parse_words
from quiddler_score.engine.errors import QuiddlerError, ScoringError
from quiddler_score.games import actions
from quiddler_score.games.saved_game import SavedGame
from quiddler_score.games.state import GameState
from quiddler_score.language import _, language_from_environment, speaking
from quiddler_score.present.lines import hand_summary

LONGEST_TYPED = 200  # characters of words or of unused cards: ten cards fit many times
TERMINAL = "terminal"  # a sent hand's line for the terminal, taken out of the page's answer


def seat_view(state: GameState, seat: int) -> dict[str, Any]:
    """Who sits at ``seat`` and the round the seat may enter its hand in (None: over)."""
    if seat >= len(state.table.players):
        # Translators: {game} is the game's title.
        return {
            "ok": False,
            "problem": _("{game} has no seat {seat}.").format(game=state.title, seat=seat + 1),
        }
    player = state.table.players[seat]
    number = state.open_round
    view: dict[str, Any] = {"player": player, "game": state.title, "round": number}
    if number is None:
        return view
    table = state.table
    out = state.who_went_out(number) if state.asked_who_went_out(number) else None
    view.update(
        cards=table.cards_in_round(number),
        rounds=table.round_count,
        dealer=table.dealer(number),
        out=out,
        recorded=actions.hand_text(state, number, player),
        waiting=list(state.waiting_for()),
    )
    return view


def check_hand(game: SavedGame, seat: int, typed: dict[str, Any]) -> dict[str, Any]:
    """The typed hand as the game would take it: the hand and its points, or, where the
    judge refuses a word, its reason in the words ``record`` says it, and no points;
    split notes; or the one line that says what is wrong."""
    state = game.state()
    try:
        number, player, (words, unused, out) = _typed_hand(state, seat, typed)
        went_out = actions.own_going_out(state, number, player, out)
        entry = actions.hand_entry(state, number, player, words, unused, went_out)
        _before, after = actions.preview(game, entry)
        refused = actions.dictionary_flags(after, number, player)
        warnings = actions.hand_notes(after, number, player)
    except QuiddlerError as error:
        return {"ok": False, "problem": str(error)}
    if refused:
        return {"ok": True, "refused": refused, "warnings": warnings}
    points = sum(word.points for word in words) - sum(card.points for card in unused)
    return {
        "ok": True,
        "hand": hand_summary(after, number, player),
        "points": points,
        "refused": [],
        "warnings": warnings,
    }


def send_hand(game: SavedGame, seat: int, typed: dict[str, Any]) -> dict[str, Any]:
    """Record the typed hand through the game action; what was recorded, or why not and
    the hand now recorded."""
    try:
        number, player, hand = _typed_hand(game.state(), seat, typed)
        seen = typed.get("seen")
        outcome = actions.record_own_hand(
            game, number, player, hand, seen if isinstance(seen, str) else ""
        )
    except actions.HandChanged as changed:
        return {"ok": False, "problem": str(changed), "recorded": changed.now}
    except QuiddlerError as error:
        return {"ok": False, "problem": str(error)}
    state = outcome.state
    with speaking(language_from_environment()):
        told = said_sent(number, player, hand_summary(state, number, player))
    return {
        "ok": True,
        "said": said_sent(number, player, hand_summary(state, number, player)),
        TERMINAL: told,
        "recorded": actions.hand_text(state, number, player),
        "warnings": list(outcome.warnings),
        "correction": outcome.entry.correction,
    }


def said_sent(number: int, player: str, summary: str) -> str:
    """``Round 3, Chloé (phone): …``: a hand sent from a seat."""
    # Translators: {hand} is the hand as the game takes it, "CAT (8+2+3), unused E".
    return _("Round {round}, {player} (phone): {hand}").format(
        round=number, player=player, hand=summary
    )


def _typed_hand(
    state: GameState, seat: int, typed: dict[str, Any]
) -> tuple[int, str, tuple[tuple[Word, ...], tuple[Card, ...], bool]]:
    """The round, the player and the (words, unused cards, "I went out") typed; the round
    must be the one the page showed and still open."""
    if seat >= len(state.table.players):
        raise ScoringError(_("{game} has no seat {seat}").format(game=state.title, seat=seat + 1))
    player = state.table.players[seat]
    number, now = typed.get("round"), state.open_round
    if type(number) is not int:  # JSON's true is no round, though Python's True is 1
        raise ScoringError(_("the page sent no round: load it again"), player=player)
    if number != now:
        if not 1 <= number <= state.table.round_count:
            why = _("the game has no round {round}").format(round=number)
        elif now is not None and number > now:
            why = _("this round is not open yet: round {round} is").format(round=now)
        else:
            why = _("this round is already scored: ask the scorekeeper to correct it")
        raise ScoringError(why, round_number=number, player=player)
    words, unused = typed.get("words"), typed.get("unused")
    if not isinstance(words, str) or not isinstance(unused, str):
        raise ScoringError(_("the page sent no words or unused cards: load it again"))
    if len(words) > LONGEST_TYPED or len(unused) > LONGEST_TYPED:
        raise ScoringError(
            _("more than {count} characters typed").format(count=LONGEST_TYPED), player=player
        )
    out = typed.get("out", False)
    if type(out) is not bool:
        raise ScoringError(_("the page sent no answer to I went out: load it again"), player=player)
    laid = parse_words(words, round_number=number, player=player)
    loose = parse_cards(unused, round_number=number, player=player)
    return number, player, (laid, loose, out)
