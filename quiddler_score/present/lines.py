"""One-line texts about a game: a recorded hand, a log entry, a club record it set."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from quiddler_score.engine.scoring import ChallengeResult, RoundResult, Scoreboard
from quiddler_score.games.errors import DamagedEntry
from quiddler_score.games.events import (
    ChallengeMade,
    Event,
    GameCreated,
    GameImported,
    GameRenamed,
    HandRecorded,
    Kind,
    OutNamed,
    PlayerRenamed,
    Redo,
    RoundClosed,
    Undo,
    kind_of,
    payload_of,
)
from quiddler_score.games.state import GameState
from quiddler_score.language import N_, _, language, long_day, ngettext, pgettext
from quiddler_score.present.words_list import and_list

if TYPE_CHECKING:  # the lines of a game need not load the club's records
    from quiddler_score.games.stats.new_records import NewRecord


def hand_summary(state: GameState, number: int, player: str) -> str:
    """``OX (14); unused E (−2); went out``: a recorded hand as the table checks it."""
    hand = state.hands[number][player]
    text = " ".join(f"{w} ({w.points})" for w in hand.words) or _("no words")
    if hand.unused:
        unused = " ".join(str(card) for card in hand.unused)
        points = sum(card.points for card in hand.unused)
        # Translators: a hand's words, then its unused cards and what they cost: "OX (14);
        # unused E (−2)".
        text = _("{words}; unused {cards} (−{points})").format(
            words=text, cards=unused, points=points
        )
    if state.went_out.get(number) == player:
        # Translators: a hand as recorded, then that its player went out.
        text = _("{hand}; went out").format(hand=text)
    return text


def describe(event: Event) -> str:
    """One line for ``history`` and ``undo``; a damaged entry is named as such."""
    try:
        payload = payload_of(event)
    except DamagedEntry as error:
        return f"{event.kind}: {error}"
    match payload:
        case GameCreated() as p:
            # Translators: a history line: a game was started with these players.
            return _("new game: {players}").format(players=", ".join(p.players))
        case HandRecorded() as p:
            return _hand_line(p)
        case ChallengeMade() as p:
            return _challenge_line(p)
        case Undo() | Redo():
            return _(KINDS_SAID.get(str(kind_of(payload)), str(kind_of(payload))))
        case PlayerRenamed() as p:
            return _("{old} renamed {new}").format(old=p.old, new=p.new)
        case GameRenamed(name=None):
            return _("the game's name is the players' names again")
        case GameRenamed() as p:
            # Translators: a history line: the game was named {name} (quoted).
            return _("the game is named {name}").format(name=repr(p.name))
        case RoundClosed() as p:
            return _("round {round}: no more challenges").format(round=p.round)
        case OutNamed() as p:
            return _out_line(p)
        case GameImported() as p:
            return _imported_line(p)


def _out_line(p: OutNamed) -> str:
    if p.player:
        return _("round {round}: {player} went out").format(round=p.round, player=p.player)
    return _("round {round}: nobody went out").format(round=p.round)


def _challenge_line(p: ChallengeMade) -> str:
    if p.ruling:
        # Translators: a history line of a challenge, then the table's ruling.
        said = _("{challenge}, table ruled {ruling}")
        return said.format(challenge=_challenged(p), ruling=_ruling_said(str(p.ruling)))
    return _challenged(p)


def _hand_line(p: HandRecorded) -> str:
    # Translators: a history line: a hand recorded, "round 2, Ann: OX CAT".
    text = _("round {round}, {player}: {words}").format(
        round=p.round, player=p.player, words=" ".join(p.words) or _("no words")
    )
    if p.unused:
        # Translators: a history line of a hand, then its unused cards.
        text = _("{hand}; unused {cards}").format(hand=text, cards=" ".join(p.unused))
    if p.went_out:
        # Translators: a history line of a hand whose player went out.
        text = _("{hand} (went out)").format(hand=text)
    if p.correction:
        # Translators: a history line of a hand that corrects one recorded before.
        text = _("{hand} (correction)").format(hand=text)
    return text


def _imported_line(p: GameImported) -> str:
    scores = ", ".join(f"{n} {t}" for n, t in zip(p.players, p.totals, strict=True))
    if p.source:
        # Translators: a history line: a game imported from {source} (a file's name),
        # with each player's total and the day it was played.
        said = _("imported from {source}: {scores} ({day})")
    else:
        # Translators: a history line: a game imported from a paper score sheet, with
        # each player's total and the day it was played.
        said = _("imported from a score sheet: {scores} ({day})")
    return said.format(source=p.said_source(), scores=scores, day=p.played_on)


# An undo or a redo in the history, as a person reads it (the log keeps the English).
KINDS_SAID = {
    # Translators: a history line: an entry taken back.
    "undo": N_("undo"),
    # Translators: a history line: an entry put back.
    "redo": N_("redo"),
}


def _ruling_said(ruling: str) -> str:
    """The table's ruling, kept in English in the log, as a person reads it."""
    if ruling == "acceptable":
        return pgettext("ruling", "acceptable")
    if ruling == "unacceptable":
        return pgettext("ruling", "unacceptable")
    return ruling


def waiting_line(state: GameState) -> str | None:
    """Who the round being recorded still needs, once any of its hands is in."""
    waiting = state.waiting_for()
    if waiting and state.hands.get(state.open_round or 0):
        # Translators: the players whose hands the round still needs.
        said = _("Round {round} still needs: {players}.")
        return said.format(round=state.open_round, players=", ".join(waiting))
    return None


def local_time(stored: str, *, seconds: bool = False) -> str:
    """A stored time (UTC, ISO 8601) as the local ``YYYY-MM-DD HH:MM``, ``:SS`` if asked.

    Text that is not such a time is shown as it is, cut to the same length; no text at
    all (a game whose start cannot be read) as ``unknown``.
    """
    width = 19 if seconds else 16
    try:
        moment = datetime.fromisoformat(stored)
        if moment.tzinfo is not None:
            moment = moment.astimezone()
    except (ValueError, OverflowError):  # OverflowError: a time at the end of the calendar
        # Translators: a game's start time that cannot be read.
        return (stored[:width].replace("T", " ") or _("unknown")).ljust(width)
    # isoformat, not strftime: the year always in four digits (0001, not 1)
    return moment.replace(tzinfo=None).isoformat(" ", "seconds" if seconds else "minutes")


def standing_line(game: Mapping[str, Any]) -> str:
    """``round 4 of 8, Ann leads with 87`` or ``finished, Ann and Bob won with 180``.

    ``game`` is a game as ``games --json`` lists it: its round (of how many), winners,
    leaders, totals.
    """
    totals, leaders = game["totals"], game["leaders"]
    given = game.get("handicaps", {})  # RULES.md section 8: the game is won with them

    def points(player: str) -> str:
        if player not in given:
            return str(totals[player])
        # Translators: a total with the handicap it includes, "87, handicap included".
        return _("{total}, handicap included").format(total=totals[player] + given[player])

    def leading() -> str:
        said = ngettext("{names} leads with {total}", "{names} lead with {total}", len(leaders))
        return said.format(names=and_list(leaders), total=points(leaders[0]))

    if game["round"] is None and leaders and not game["winners"]:
        # Translators: a game after its last round, before its challenges are closed:
        # "round 8's challenges open, Ann leads with 87".
        said = _("round {round}'s challenges open, {leading}")
        return said.format(round=game["of"], leading=leading())
    if game["round"] is None:
        winners = game["winners"]
        imported = game.get("imported")
        if not winners:
            # Translators: a game in the list of games: imported, or finished.
            return _("imported") if imported else _("finished")
        if imported:
            # Translators: a game imported, and who won it: "imported, Ann won with 180"; the
            # plural is said of several winners level at the top.
            said = ngettext(
                "imported, {names} won with {total}",
                "imported, {names} won with {total}",
                len(winners),
            )
        else:
            # Translators: a game finished, and who won it: "finished, Ann won with 180"; the
            # plural is said of several winners level at the top.
            said = ngettext(
                "finished, {names} won with {total}",
                "finished, {names} won with {total}",
                len(winners),
            )
        return said.format(names=and_list(winners), total=points(winners[0]))
    if leaders:
        # Translators: a game in the list of games: "round 4 of 8, Ann leads with 87".
        said = _("round {round} of {rounds}, {leading}")
        return said.format(round=game["round"], rounds=game["of"], leading=leading())
    return _("round {round} of {rounds}, no scores yet").format(
        round=game["round"], rounds=game["of"]
    )


# Translators: a challenge's outcome in the history, before its round is complete.
UNDECIDED = N_("decided when the round is complete")


def _challenged(entry: ChallengeMade) -> str:
    # Translators: a history line: "round 2: Ann challenged Cy's BE".
    said = _("round {round}: {by} challenged {player}'s {word}")
    return said.format(round=entry.round, by=entry.by, player=entry.player, word=entry.word)


def challenge_lines(state: GameState, scoreboard: Scoreboard) -> dict[int, str]:
    """``history``'s line for each challenge in force, with its outcome, by entry number.

    ``round 2: Ann challenged Cy's BE: acceptable (dictionary), Ann loses 10``; a
    challenge in a round not complete yet is decided when the round is complete. A
    round's challenges are scored in the order their entries are in force, so the n-th
    challenge entry of a round is the n-th challenge of the round's result. Names are
    the entry's own, as :func:`describe` shows them, even after a rename.
    """
    lines: dict[int, str] = {}
    seen: dict[int, int] = {}
    for event in state.effective:
        if event.kind != Kind.CHALLENGE:
            continue
        entry = payload_of(event)
        assert isinstance(entry, ChallengeMade)
        index = seen.get(entry.round, 0)
        seen[entry.round] = index + 1
        if entry.round > len(scoreboard.rounds):
            lines[event.seq] = _("{entry}: {outcome}").format(
                entry=describe(event), outcome=_(UNDECIDED)
            )
            continue
        result = scoreboard.rounds[entry.round - 1]
        if index < len(result.challenges):
            outcome = challenge_outcome(result, result.challenges[index], entry)
            lines[event.seq] = _("{entry}: {outcome}").format(
                entry=_challenged(entry), outcome=outcome
            )
    return lines


def challenge_outcome(result: RoundResult, challenge: ChallengeResult, entry: ChallengeMade) -> str:
    """``acceptable (dictionary), Ann loses 10``, ``struck (table ruled unacceptable), Cy loses 5``.

    An acceptable word costs the challenger its value; a struck word costs its owner its
    value (every copy the owner laid down), since its cards count as unused.
    """
    if challenge.acceptable:
        # Translators: a challenge's outcome: the word stood; {ruled_by} says who decided
        # ("dictionary", "table ruled acceptable"), then who paid.
        said = _("acceptable ({ruled_by}), {player} loses {points}")
        return said.format(ruled_by=_ruled_by(challenge), player=entry.by, points=challenge.penalty)
    lost = sum(
        struck.word.points
        for struck in result.of(challenge.player).struck
        if struck.word.letters == challenge.word.letters
    )
    # Translators: a challenge's outcome: the word was struck; {ruled_by} says who decided
    # ("dictionary", "table ruled unacceptable"), then who paid.
    said = _("struck ({ruled_by}), {player} loses {points}")
    return said.format(ruled_by=_ruled_by(challenge), player=entry.player, points=lost)


def _ruled_by(challenge: ChallengeResult) -> str:
    if challenge.ruling is None:
        # Translators: a challenge decided by the dictionary (in "acceptable (dictionary)").
        return _("dictionary")
    overruled = challenge.verdict is not None and challenge.verdict.accepted != challenge.ruling
    if challenge.ruling:
        if overruled:
            return _("table ruled acceptable, overruling the dictionary")
        return _("table ruled acceptable")
    if overruled:
        return _("table ruled unacceptable, overruling the dictionary")
    return _("table ruled unacceptable")


def new_record_line(record: NewRecord) -> str:
    """``New club record! Bob's 72 in round 5 is the highest round (was 68, Ann).``"""
    if record.kind == "longest_word":
        # Translators: a club record; the numbers of letters are always 2 or more.
        said = _(
            "New club record! {player}'s {word} in round {round}, {letters} letters, "
            "is the longest word (was {beaten} letters, {beaten_by})."
        )
        return said.format(
            player=record.player,
            word=record.word,
            round=record.round,
            letters=record.value,
            beaten=record.beaten,
            beaten_by=record.beaten_by,
        )
    if record.kind == "highest_total":
        # Translators: a club record: a game's total; {beaten_by} held the record before.
        said = _(
            "New club record! {player}'s total of {total} is the highest "
            "(was {beaten}, {beaten_by})."
        )
        return said.format(
            player=record.player,
            total=record.value,
            beaten=record.beaten,
            beaten_by=record.beaten_by,
        )
    # Translators: a club record: a round's score; {beaten_by} held the record before.
    said = _(
        "New club record! {player}'s {points} in round {round} is the highest round "
        "(was {beaten}, {beaten_by})."
    )
    return said.format(
        player=record.player,
        points=record.value,
        round=record.round,
        beaten=record.beaten,
        beaten_by=record.beaten_by,
    )


DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)  # fmt: skip


def long_date(day: str) -> str:
    """A day as a card for people says it: 2026-12-01 is "Tuesday 1 December 2026".

    In the language chosen, whatever the computer's (strftime would follow the locale):
    French and Spanish as Babel writes them ("mardi 1 décembre 2026"); text that is not
    a YYYY-MM-DD day is kept as it is, "" included.
    """
    try:
        when = date.fromisoformat(day)
    except ValueError:
        return day
    if language() != "en":
        return long_day(when)
    return f"{DAYS[when.weekday()]} {when.day} {MONTHS[when.month - 1]} {when.year}"
