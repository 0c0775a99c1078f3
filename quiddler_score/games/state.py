"""A saved game as the fold of its event log.

Folding the events gives the table and what was recorded; scores always come from the
rules engine, never from the log. Before an event is appended, :func:`verify` folds it
in and runs every check of the engine, so a log only ever holds events that make a
legal game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

from quiddler_score.engine import cards
from quiddler_score.engine.cards import Word, parse_card, parse_word
from quiddler_score.engine.checks import (
    find_laid_word,
    verify_challenges,
    verify_deck_counts,
    verify_hand,
)
from quiddler_score.engine.errors import NotationError, ScoringError
from quiddler_score.engine.plays import Challenge, Hand, RoundPlay
from quiddler_score.engine.rules import RULES_FORMAT, RuleSettingError, RuleSettings
from quiddler_score.engine.scoring import Judge, Scoreboard, score_game
from quiddler_score.engine.table import Table
from quiddler_score.engine.verdict import Verdict
from quiddler_score.games.errors import DamagedEntry, GameNameError, ImportedGame
from quiddler_score.games.events import (
    ChallengeMade,
    Event,
    GameCreated,
    GameImported,
    GameRenamed,
    HandRecorded,
    OutNamed,
    Payload,
    PlayerRenamed,
    Redo,
    RoundClosed,
    Undo,
    encode,
    kind_of,
    payload_of,
)
from quiddler_score.games.undo_stack import effective_events, taken_back
from quiddler_score.language import _

MAX_GAME_NAME = 80


def check_game_name(name: str | None) -> str | None:
    """A game's chosen name: one printable line of 1 to 80 characters (None: automatic)."""
    if name is not None and not (
        name.strip() and name.isprintable() and len(name) <= MAX_GAME_NAME
    ):
        raise GameNameError(
            _("a game's name is 1 to {most} printable characters, on one line").format(
                most=MAX_GAME_NAME
            )
        )
    return name


@dataclass(frozen=True)
class GameState:
    table: Table
    name: str | None
    hands: Mapping[int, Mapping[str, Hand]] = field(default_factory=dict)
    went_out: Mapping[int, str] = field(default_factory=dict)
    challenges: Mapping[int, tuple[Challenge, ...]] = field(default_factory=dict)
    verdicts: Mapping[str, Verdict] = field(default_factory=dict)
    closed_rounds: frozenset[int] = frozenset()
    """Rounds whose challenges the table has closed since their last hand or challenge."""
    effective: tuple[Event, ...] = ()
    out_named: Mapping[int, str | None] = field(default_factory=dict)
    """Who went out in a round as the table answered before its hands (None: nobody)."""

    def who_went_out(self, number: int) -> str | None:
        """Who went out in round ``number``: the hand that says so, else the table's answer."""
        return self.went_out.get(number) or self.out_named.get(number)

    def asked_who_went_out(self, number: int) -> bool:
        """Whether who went out in round ``number`` is known: answered, or a hand says."""
        return number in self.went_out or number in self.out_named

    @property
    def title(self) -> str:
        """The game's name, or its automatic name, which follows renamed players."""
        return self.name or " vs ".join(self.table.players)

    @property
    def complete_rounds(self) -> int:
        """How many rounds, from round 1 on, have a hand for every player."""
        return _complete_rounds(self.hands, len(self.table.players), self.table.round_count)

    @property
    def open_round(self) -> int | None:
        """The round being recorded now; None once every round of the game is complete."""
        done = self.complete_rounds
        return None if done == self.table.round_count else done + 1

    def waiting_for(self) -> tuple[str, ...]:
        """Players whose hand the open round still needs, in playing order."""
        number = self.open_round
        if number is None:
            return ()
        first = self.table.players.index(self.table.first_player(number))
        order = self.table.players[first:] + self.table.players[:first]
        return tuple(p for p in order if p not in self.hands.get(number, {}))

    def scoreboard(self, judge: Judge | None = None) -> Scoreboard:
        """The scores; words are judged by the verdicts kept in the log, then by ``judge``.

        A verdict kept when a hand was recorded stands, so a game scored under the
        strict rule keeps its scores even if the dictionary changes later.
        """

        def kept_first(word: Word) -> Verdict:
            kept = self.verdicts.get(word.letters)
            if kept is not None:
                return kept
            if judge is None:
                raise ScoringError(_("no dictionary verdict is kept for this word"), word=str(word))
            return judge(word)

        plays = [
            RoundPlay(n, self.hands[n], self.went_out.get(n), self.challenges.get(n, ()))
            for n in range(1, self.complete_rounds + 1)
        ]
        board = score_game(self.table, plays, kept_first)
        return (
            replace(board, challenges_open=self.last_challenges_open) if board.complete else board
        )

    @property
    def last_challenges_open(self) -> bool:
        """Whether the table is still taking challenges on the last round: it closes each
        round's challenges (play asks for them) and has not closed the last round's. A game
        kept with the commands alone closes none, and is over once every round is in."""
        last = self.table.round_count
        closes = any(number in self.closed_rounds for number in range(1, last))
        return closes and last not in self.closed_rounds


def fold(events: Iterable[Event]) -> GameState:
    """The game as its events leave it, undos applied."""
    kept = effective_events(events)
    first = payload_of(kept[0]) if kept else None
    if isinstance(first, GameImported):
        raise imported_game(kept[0].game_id, first)
    if not isinstance(first, GameCreated):
        raise DamagedEntry(_("the game's log does not start with its creation"))
    folding = _Folding(_created(first))
    for event in kept[1:]:
        folding.apply(event.seq, payload_of(event))
    return folding.state(kept)


def proposed(events: Sequence[Event], payload: Payload) -> Event:
    """``payload`` as the event that would follow ``events``."""
    game_id = events[0].game_id if events else 0
    return Event(game_id, len(events) + 1, kind_of(payload), encode(payload))


def verify(events: Sequence[Event], payload: Payload) -> GameState:
    """Fold a proposed event onto the log and check the game it makes, without storing it."""
    if isinstance(payload, (Undo, Redo)):
        taken_back(events, undo=isinstance(payload, Undo))
    state = fold([*events, proposed(events, payload)])
    if isinstance(payload, (GameCreated, PlayerRenamed)):
        # A name is checked by today's rules when it is entered; a log replays the
        # names it kept as they were accepted (see Table.as_kept).
        table = state.table
        Table.seat(table.players, table.first_dealer, table.rules, table.dictionary)
    # Every engine check on complete rounds; card checks on the round in progress.
    state.scoreboard(judge=_no_judge)
    number = state.open_round
    if number is None:
        return state
    recorded = state.hands.get(number, {})
    for player, hand in recorded.items():
        out, dealt = state.went_out.get(number) == player, state.table.cards_in_round(number)
        verify_hand(number, player, hand, went_out=out, dealt=dealt)
    verify_deck_counts(number, recorded)
    verify_challenges(
        state.table, RoundPlay(number, recorded, None, state.challenges.get(number, ()))
    )
    return state


def _no_judge(word: Word) -> Verdict:
    """Checks never need a dictionary: challenges in the log carry their verdict."""
    return Verdict(str(word), True, "word", "not judged")


def imported_game(game_id: int, imported: GameImported) -> ImportedGame:
    """Why a game brought in by ``import`` cannot be folded: it has scores, not hands."""
    # Translators: {source} is the file and rows it came from (nights.csv, rows 2-9);
    # {day} the day it was played (YYYY-MM-DD, as the sheet gave it).
    said = _(
        "game {game} was imported from {source} (played {day}): only its scores are kept, "
        "so it has no rounds of words to show or change; stats counts it"
    )
    source = imported.said_source()
    return ImportedGame(said.format(game=game_id, source=source, day=imported.played_on))


def _created(payload: GameCreated) -> GameState:
    if payload.rules_format > RULES_FORMAT:
        raise ScoringError(
            # Translators: {format} and {known} are numbers of the rules' layout.
            _(
                "its rules were written by a newer quiddler-score (rules format "
                "{format}; this version reads up to {known}); upgrade "
                "quiddler-score to read this game"
            ).format(format=payload.rules_format, known=RULES_FORMAT)
        )
    try:
        rules = RuleSettings.from_table(payload.rules)
    except RuleSettingError as error:
        raise ScoringError(_("rules: {error}").format(error=error)) from None
    table = Table.as_kept(list(payload.players), payload.dealer, rules, payload.dictionary)
    return GameState(table, check_game_name(payload.name))


def _complete_rounds(
    hands: Mapping[int, Mapping[str, Hand]], players: int, rounds: int, count: int = 0
) -> int:
    """How many of the ``rounds`` have every hand, counting on from ``count`` known to have."""
    while count < rounds and len(hands.get(count + 1, {})) == players:
        count += 1
    return count


@lru_cache(maxsize=4096)
def _laid_hand(words: tuple[str, ...], unused: tuple[str, ...]) -> Hand:
    """A hand as typed, made once: what scoring asks of a hand is kept on it, and a
    club's logs hold the same hands again and again (a table that plays one deal twice,
    a correction, a game copied)."""
    return Hand(tuple(map(cards.word, words)), tuple(map(cards.card, unused)))


class _Folding:
    """A game while its log is folded, changed in place entry by entry and frozen into a
    GameState at the end: a new state for each entry cost more than the rest of a replay."""

    def __init__(self, created: GameState) -> None:
        self.table = created.table
        self.name = created.name
        self.hands: dict[int, dict[str, Hand]] = {}
        self.went_out: dict[int, str] = {}
        self.challenges: dict[int, tuple[Challenge, ...]] = {}
        self.verdicts: dict[str, Verdict] = {}
        self.closed_rounds: set[int] = set()
        self.out_named: dict[int, str | None] = {}
        # Rounds with every hand, from round 1 on: only a hand recorded adds to them.
        self.complete = 0

    def state(self, events: tuple[Event, ...]) -> GameState:
        return GameState(
            self.table,
            self.name,
            self.hands,
            self.went_out,
            self.challenges,
            self.verdicts,
            frozenset(self.closed_rounds),
            events,
            out_named=self.out_named,
        )

    def apply(self, seq: int, payload: Payload) -> None:
        match payload:
            case HandRecorded():
                self._hand(payload)
            case ChallengeMade():
                self._challenge(payload)
            case PlayerRenamed():
                self._rename(payload.old, payload.new)
            case GameRenamed():
                self.name = check_game_name(payload.name)
            case RoundClosed():
                self._close(payload.round)
            case OutNamed():
                self._out_named(payload.round, payload.player)
            case _:
                raise ScoringError(
                    # Translators: {kind} is the kind of entry as it is kept (game_created).
                    _("event {seq} cannot come after the game's creation: {kind}").format(
                        seq=seq, kind=kind_of(payload)
                    )
                )

    def _hand(self, entry: HandRecorded) -> None:
        number, player = entry.round, entry.player
        players = self.table.players
        if player not in players:
            raise ScoringError(_("is not playing in this game"), round_number=number, player=player)
        done, last = self.complete, self.table.round_count
        if not 1 <= number <= last:
            raise ScoringError(
                _("a game has rounds 1 to {last}").format(last=last),
                round_number=number,
                player=player,
            )
        if done < last and number > done + 1:
            raise ScoringError(
                _("cannot record round {number}: round {open} is open").format(
                    number=number, open=done + 1
                ),
                round_number=number,
                player=player,
            )
        try:  # all at once; one by one only to say where a card or word is wrong
            hand = _laid_hand(entry.words, entry.unused)
        except NotationError:
            hand = Hand(
                tuple(parse_word(w, round_number=number, player=player) for w in entry.words),
                tuple(parse_card(c, round_number=number, player=player) for c in entry.unused),
            )
        self._keep_challenged_words(number, player, hand)
        self.hands.setdefault(number, {})[player] = hand
        rounds = self.table.round_count
        self.complete = _complete_rounds(self.hands, len(players), rounds, self.complete)
        self.closed_rounds.discard(number)
        self._went_out(entry)
        try:
            kept = [(cards.word(typed).letters, v) for typed, v in entry.verdicts.items()]
        except NotationError:
            kept = [(parse_word(typed).letters, v) for typed, v in entry.verdicts.items()]
        self.verdicts.update(kept)

    def _keep_challenged_words(self, number: int, player: str, hand: Hand) -> None:
        for challenge in self.challenges.get(number, ()):
            if challenge.player == player and find_laid_word(hand, challenge.word) is None:
                raise ScoringError(
                    _(
                        "{challenger} challenged this word; a correction must keep it "
                        "(undo back to the challenge to take it away)"
                    ).format(challenger=challenge.challenger),
                    round_number=number,
                    player=player,
                    word=str(challenge.word),
                )

    def _went_out(self, entry: HandRecorded) -> None:
        number, player = entry.round, entry.player
        if entry.went_out:
            other = self.went_out.get(number)
            if other is not None and other != player:
                raise ScoringError(
                    _("{player} already went out in this round").format(player=other),
                    round_number=number,
                    player=player,
                )
            self.went_out[number] = player
        elif self.went_out.get(number) == player:
            del self.went_out[number]

    def _out_named(self, number: int, player: str | None) -> None:
        """The table's answer to who went out, for the round being recorded or one the
        phones completed before it was asked."""
        if not 1 <= number <= min(self.complete + 1, self.table.round_count):
            raise ScoringError(
                _("who went out is asked of a round recorded or being recorded"),
                round_number=number,
            )
        if player is None:
            self.out_named[number] = None
            return
        if player not in self.table.players:
            raise ScoringError(_("is not playing in this game"), round_number=number, player=player)
        other = self.went_out.get(number)
        if other is not None and other != player:
            raise ScoringError(
                _("{player} already went out in this round").format(player=other),
                round_number=number,
                player=player,
            )
        if player in self.hands.get(number, {}) and other != player:
            raise ScoringError(
                _("the hand is recorded as not going out; fix it to change that"),
                round_number=number,
                player=player,
            )
        self.out_named[number] = player

    def _challenge(self, entry: ChallengeMade) -> None:
        number = entry.round
        if number not in self.hands:
            raise ScoringError(_("no hands recorded yet"), round_number=number, player=entry.by)
        challenge = Challenge(
            entry.by,
            entry.player,
            parse_word(entry.word, round_number=number, player=entry.by),
            None if entry.ruling is None else entry.ruling.acceptable,
            entry.verdict,
        )
        self.challenges[number] = (*self.challenges.get(number, ()), challenge)
        self.closed_rounds.discard(number)

    def _close(self, number: int) -> None:
        if not 1 <= number <= self.complete:
            raise ScoringError(
                _("only a complete round's challenges can be closed"), round_number=number
            )
        self.closed_rounds.add(number)

    def _rename(self, old: str, new: str) -> None:
        """A player's name corrected everywhere it appears."""
        table = self.table
        if old not in table.players:
            raise ScoringError(_("{name} is not playing in this game").format(name=repr(old)))
        players = [new if p == old else p for p in table.players]
        handicaps = tuple(
            h._replace(player=new) if h.player == old else h for h in table.rules.handicaps
        )
        self.table = Table.as_kept(
            players,
            new if table.first_dealer == old else table.first_dealer,
            table.rules._replace(handicaps=tuple(sorted(handicaps))),
            table.dictionary,
        )

        def name(player: str) -> str:
            return new if player == old else player

        self.hands = {n: {name(p): h for p, h in hands.items()} for n, hands in self.hands.items()}
        self.went_out = {n: name(p) for n, p in self.went_out.items()}
        self.out_named = {n: p and name(p) for n, p in self.out_named.items()}
        self.challenges = {
            n: tuple(replace(c, challenger=name(c.challenger), player=name(c.player)) for c in cs)
            for n, cs in self.challenges.items()
        }
