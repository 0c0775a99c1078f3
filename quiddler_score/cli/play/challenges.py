"""A round's challenges in ``play``: offered as hands are recorded, and when it closes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import suppress

from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.game_output import show_explanation
from quiddler_score.cli.play.questions import Questions, and_list, say
from quiddler_score.cli.play.sitting import Sitting
from quiddler_score.engine.cards import Word, parse_word
from quiddler_score.engine.checks import find_laid_word
from quiddler_score.engine.errors import UnknownPlayer
from quiddler_score.engine.players import resolve_player
from quiddler_score.engine.verdict import Ruling, Verdict
from quiddler_score.games import actions
from quiddler_score.games.events import Payload
from quiddler_score.games.saved_game import judge_of
from quiddler_score.games.state import GameState
from quiddler_score.language import _, ngettext
from quiddler_score.present.verdict_lines import close_words_lines
from quiddler_score.words.reasons import said_reason


class Challenges:
    """``confirm`` asks whether to record an entry that changes who wins or leads."""

    def __init__(
        self, sitting: Sitting, questions: Questions, confirm: Callable[[Payload], bool]
    ) -> None:
        self.sitting = sitting
        self.questions = questions
        self.confirm = confirm

    def offer(self, state: GameState, number: int, owner: str) -> None:
        """A challenge right away for each word of the hand that the dictionary rejects."""
        for word, _verdict in rejected(state, state.hands[number][owner].words):

            def challenged(by: str, word: Word = word) -> str | None:
                if by == owner:
                    return _("{player} cannot challenge their own word").format(player=owner)
                self.judge_and_record(number, by, owner, word)
                return None

            self.questions.ask_player(
                _("Who challenges {owner}'s {word}? (name; Enter = nobody or later)").format(
                    owner=owner, word=word
                ),
                state.table.players,
                "challenger",
                refuse=challenged,
            )

    def ask(self, number: int) -> None:
        """Challenges typed as ``who whose word`` until Enter alone."""
        say_wrapped(_("Round {number} is complete. Any challenges?").format(number=number))
        while True:
            state = self.sitting.game.state()
            laid = [(p, w) for p, hand in state.hands[number].items() for w in hand.words]
            if not laid:
                return
            flagged = self.flagged(state, number)
            if flagged:
                # Translators: a word the dictionary flags and why: "Ann's PARIS is a
                # proper noun"; {reason} starts with the word.
                whose = _("{owner}'s {reason}")
                flags = "; ".join(
                    whose.format(owner=o, reason=said_reason(v)) for o, _w, v in flagged
                )
                say_wrapped(_("The dictionary flags: {flags}.").format(flags=flags))
            owner, word = ([(o, w) for o, w, _v in flagged] or laid)[0]
            by = next(p for p in state.table.players if p != owner)
            players = state.table.players
            example = f"{as_typed(by, players)} {as_typed(owner, players)} {word.letters.lower()}"
            # Translators: {example} is typed as it is: "bob cy at" (who, whose, the word).
            question = _("Challenge? (who, whose, word: e.g. {example}; Enter = none)").format(
                example=example
            )

            def read(line: str, state: GameState = state) -> str:
                if line:
                    self.judge_and_record(number, *parse_challenge(state, number, line))
                return line

            if not self.questions.ask_until(question, read):
                return

    def flagged(self, state: GameState, number: int) -> list[tuple[str, Word, Verdict]]:
        """Words of the round the dictionary rejects and nobody has challenged yet."""
        challenged = {(c.player, c.word.letters) for c in state.challenges.get(number, ())}
        return [
            (owner, word, verdict)
            for owner, hand in state.hands[number].items()
            for word, verdict in rejected(state, hand.words)
            if (owner, word.letters) not in challenged
        ]

    def judge_and_record(self, number: int, by: str, owner: str, word: Word) -> None:
        """Judge the word, ask whether the table agrees, record the challenge; a
        QuiddlerError says why it cannot be recorded."""
        game = self.sitting.game
        draft = actions.draft_challenge(game, number, by, owner, word)
        ruling = self.ask_ruling(draft)
        if not self.confirm(draft.entry(ruling)):
            say_wrapped(_("No challenge recorded."))
            return
        outcome = actions.record_challenge(game, draft, ruling)
        word = draft.word
        points = word.points
        if outcome.acceptable:
            said = ngettext(
                "✓ {owner}'s {word} stands; {by} loses {points} point this round.",
                "✓ {owner}'s {word} stands; {by} loses {points} points this round.",
                points,
            )
        else:
            said = ngettext(
                "✓ {owner}'s {word} is struck: its {points} point counts against {owner}.",
                "✓ {owner}'s {word} is struck: its {points} points count against {owner}.",
                points,
            )
        say_wrapped(said.format(owner=owner, word=word, by=by, points=points))

    def ask_ruling(self, draft: actions.ChallengeDraft) -> Ruling | None:
        """The table's ruling when it overrules the dictionary, or has to replace it."""
        verdict = draft.verdict
        if verdict is None:
            say(draft.problem)
            return Ruling.of(
                self.questions.ask_yes(
                    _("Is {word} acceptable? (y/n)").format(word=draft.word), None
                )
            )
        if verdict.accepted:
            # Translators: the dictionary's verdict, then its reason: "ZEBRA: acceptable.
            # ZEBRA is in the standard dictionary".
            said = _("{word}: acceptable. {reason}")
        else:
            # Translators: the dictionary's verdict, then its reason: "FREIND: not
            # acceptable. FREIND is not in the standard dictionary".
            said = _("{word}: not acceptable. {reason}")
        say_wrapped(said.format(word=draft.word, reason=said_reason(verdict)))
        for line in close_words_lines(verdict):  # the word meant may be one of these
            say_wrapped(line)
        show_explanation(str(draft.word), verdict)
        if self.questions.ask_yes(_("Does the table agree? (Enter = yes, n = no)")):
            return None
        return Ruling.of(not verdict.accepted)


def as_typed(name: str, players: Sequence[str]) -> str:
    """How a scorekeeper would type ``name``: its first word, when that names only them."""
    first = name.split()[0].casefold() if name.split() else name
    try:
        return first if resolve_player(players, first) == name else name
    except UnknownPlayer:
        return name


def parse_challenge(state: GameState, number: int, line: str) -> tuple[str, str, Word]:
    """``bob cy at``: Bob challenges Cy's AT; ``bob at`` when only one other laid AT."""
    *names, text = line.split()
    if not names:
        raise UnknownPlayer(_("say who challenges and the word, e.g. bob cy at"))
    typed = parse_word(text, round_number=number)
    players = state.table.players
    readings: set[tuple[str, str | None]] = set()
    for cut in range(1, len(names) + 1):
        with suppress(UnknownPlayer):
            by = resolve_player(players, " ".join(names[:cut]), "challenger")
            rest = " ".join(names[cut:])
            readings.add((by, resolve_player(players, rest) if rest else None))
    if not readings:  # one of these names is wrong: say which
        resolve_player(players, names[0], "challenger")
        resolve_player(players, " ".join(names[1:]))
    if len(readings) > 1:
        raise UnknownPlayer(_("which players? type the start of each name, e.g. bob cy at"))
    ((by, owner),) = readings
    hands = state.hands[number]
    if owner is None:
        owners = [
            p for p, hand in hands.items() if p != by and find_laid_word(hand, typed) is not None
        ]
        if len(owners) != 1:
            if owners:
                said = _("{players} both laid down {word} in round {number}: say whose")
            else:
                said = _("nobody else laid down {word} in round {number}: say whose")
            raise UnknownPlayer(said.format(players=and_list(owners), word=typed, number=number))
        (owner,) = owners
    return by, owner, typed


def rejected(state: GameState, words: Sequence[Word]) -> list[tuple[Word, Verdict]]:
    """Each distinct word the dictionary rejects, with its verdict, to offer a challenge.

    None under the strict rule (those words are struck anyway), nor when the dictionary
    cannot be opened (said when the hand was recorded).
    """
    if state.table.rules.strict:
        return []
    judge = judge_of(state)
    verdicts = [(word, judge.quietly(word)) for word in distinct(words)]
    return [(word, v) for word, v in verdicts if v is not None and not v.accepted]


def distinct(words: Sequence[Word]) -> list[Word]:
    seen: dict[str, Word] = {}
    for word in words:
        seen.setdefault(word.letters, word)
    return list(seen.values())
