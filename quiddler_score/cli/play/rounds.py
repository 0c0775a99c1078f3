"""The flow of a game in ``play``: a new game's questions, then round after round."""

from __future__ import annotations

from contextlib import suppress
from typing import Any

from quiddler_score.cli.bgstats_link import game_bgstats_link, qr_picture, show_bgstats_link
from quiddler_score.cli.database import chosen_game
from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.game_output import show_hand
from quiddler_score.cli.play.anywhere import Anywhere
from quiddler_score.cli.play.challenges import Challenges
from quiddler_score.cli.play.picture import ask_picture
from quiddler_score.cli.play.questions import (
    Questions,
    Refused,
    done_prefix,
    fault_in_words,
    say,
)
from quiddler_score.cli.play.sitting import Restart, Sitting
from quiddler_score.engine.cards import Word
from quiddler_score.engine.checks import verify_words
from quiddler_score.engine.errors import QuiddlerError, ScoringError
from quiddler_score.engine.table import Table
from quiddler_score.games import actions
from quiddler_score.games.club.house import (
    all_houses,
    find_house,
    house_dictionary,
    saved_houses,
    with_bonus,
)
from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.club.people import people_of
from quiddler_score.games.events import GameCreated
from quiddler_score.games.log.store import Store
from quiddler_score.games.saved_game import SavedGame, scores
from quiddler_score.games.state import GameState, check_game_name
from quiddler_score.games.stats.all_games import game_summaries
from quiddler_score.games.stats.handicaps import handicaps_for_game
from quiddler_score.games.stats.new_records import club_records_before, new_records
from quiddler_score.games.stats.standings import finished_games, night_standings
from quiddler_score.language import N_, _, ngettext
from quiddler_score.language import number as figure
from quiddler_score.present.board import standings
from quiddler_score.present.lines import hand_summary, new_record_line
from quiddler_score.present.round_table import round_details
from quiddler_score.present.stats_view import night_view
from quiddler_score.words import hunspell_dictionary
from quiddler_score.words.backends import DictionaryUnavailable
from quiddler_score.words.dictionaries import open_dictionary

GREETING = N_(
    "At any question: undo, redo, fix, rename, board, best, picture, q to stop, ? for help."
)


class GameNight:
    """Asks the next question the game needs, until it is over or the scorekeeper stops."""

    def __init__(self, sitting: Sitting) -> None:
        self.sitting = sitting
        self.anywhere = Anywhere(sitting)
        self.questions = self.anywhere.questions
        self.challenges = Challenges(sitting, self.questions, self.anywhere.confirm_change)
        # The round play goes on to once it closed one: if the phones complete it before
        # play opens it, who went out is asked before its challenges.
        self.coming: int | None = None

    def run(
        self, store: Store, *, start_new: bool, rules: dict[str, Any], chosen: str | None = None
    ) -> None:
        """Play the game ``chosen`` names, else the current one, else a new one."""
        new = start_new or (chosen is None and store.current_game() is None)
        self.sitting.saved = self.set_up(store, rules) if new else chosen_game(store, chosen)
        say_game(self.sitting.game, new=new)
        self.sitting.seat_links(self.sitting.game.state().table.players)
        say_wrapped(_(GREETING))
        while self.step():
            pass

    def step(self) -> bool:
        """Say the hands entered elsewhere since the last question, then ask the next
        question the game needs (again after an undo or a fix); False once the game is over."""
        say_hands_from_elsewhere(self.sitting, self.sitting.game.state())
        try:
            return self.next_question()
        except Restart:  # an undo or a fix here: what it changed was not entered elsewhere
            self.sitting.hands_seen = hands_now(self.sitting.game.state())
            return True

    def next_question(self) -> bool:
        state = self.sitting.game.state()
        closing = self.round_to_close(state)
        if closing is not None and closing == self.coming and not state.asked_who_went_out(closing):
            self.ask_who_went_out(state, closing)  # the phones completed it meanwhile
            return True
        if closing is not None:
            return self.close_round(closing)
        number = state.open_round
        if number is None:
            self.show_final(state, ended_now=False)  # carried on after it ended
            return False
        if self.sitting.header_for != number:
            show_header(self.sitting, state, number)
            self.sitting.header_for = number
        if not state.asked_who_went_out(number):
            self.ask_who_went_out(state, number)
            return True
        self.ask_hand(number, state.waiting_for()[0], state.who_went_out(number))
        return True

    @staticmethod
    def round_to_close(state: GameState) -> int | None:
        """The latest complete round, while the table has not closed its challenges."""
        done = state.complete_rounds
        if done == 0 or done in state.closed_rounds or state.hands.get(done + 1):
            return None
        return done

    # A new game ---------------------------------------------------------------------

    def set_up(self, store: Store, rules: dict[str, Any]) -> SavedGame:
        say_wrapped(_("A new game."))
        players = self.ask_players()
        dealer, house_dictionary = self.ask_dealer(players), None
        if not rules:
            rules, house_dictionary = ask_house(self.questions, store)
        dictionary = ask_dictionary(self.questions, house_dictionary)
        rules, left_out = handicaps_for_game(store, rules, players)
        for line in left_out:
            say_wrapped(line)
        created = GameCreated(players, dealer, dictionary, rules, self.ask_game_name(players))
        return actions.start_game(store, created)

    def ask_game_name(self, players: tuple[str, ...]) -> str | None:
        automatic = " vs ".join(players)
        return self.questions.ask_until(
            # Translators: {automatic} is the name the game gets: "Ann vs Bob".
            _("A name for the game? (Enter = {automatic})").format(automatic=automatic),
            lambda name: check_game_name(name or None),
        )

    def ask_players(self) -> tuple[str, ...]:
        def read(line: str) -> tuple[str, ...]:
            typed = line.split(",") if "," in line else line.split()
            return Table.seat([name.strip() for name in typed if name.strip()]).players

        return self.questions.ask_until(_("Players, in seating order (e.g. Ann, Bob, Cy)"), read)

    def ask_dealer(self, players: tuple[str, ...]) -> str:
        dealer = self.questions.ask_player(
            _("Who deals round 1? (Enter = {player})").format(player=players[0]),
            players,
            "dealer",
        )
        return players[0] if dealer is None else dealer

    # A round ------------------------------------------------------------------------

    def ask_who_went_out(self, state: GameState, number: int) -> None:
        """Who went out, kept in the log as the table's answer (asked once a round); a
        hand sent meanwhile that says it went out (from a phone) is kept over the answer."""
        if number == state.open_round:
            question = _("Who went out? (name; Enter = nobody)")
        else:
            question = _("Who went out in round {number}? (name; Enter = nobody)")
        player = self.questions.ask_player(question.format(number=number), state.table.players)
        now = self.sitting.game.state()
        say_hands_from_elsewhere(self.sitting, now)
        out = now.went_out.get(number)
        if out is not None:
            if out != player:
                say_wrapped(
                    _(
                        "The hand from elsewhere says {player} went out: kept (fix corrects it)."
                    ).format(player=out)
                )
            return
        try:
            state = actions.name_who_went_out(self.sitting.game, number, player)
        except QuiddlerError as error:  # cards left unused, or another scorekeeper meanwhile
            say(error)
            return
        if player is not None and player in state.hands.get(number, {}):  # now gone out
            say_wrapped(done_prefix(player) + hand_summary(state, number, player))

    def ask_hand(self, number: int, player: str, out: str | None) -> None:
        """The player's words and unused cards, until the engine accepts the hand; when it
        refuses one, only the part at fault is asked again. ``out`` went out."""
        dealt = self.sitting.game.state().table.cards_in_round(number)
        words: list[Word] | None = None
        while True:
            went_out = out == player
            if words is None:
                words = self.questions.ask_words(number, player, went_out, dealt=dealt)
                try:
                    verify_words(number, player, words, went_out=went_out, dealt=dealt)
                except ScoringError as error:  # too few cards for going out: did they?
                    say(error)
                    question = _("Did {player} go out? (Enter = yes, n = no)")
                    if self.questions.ask_yes(question.format(player=player)):
                        words = None
                        continue
                    with suppress(QuiddlerError):  # the hand, recorded next, says it too
                        actions.name_who_went_out(self.sitting.game, number, None)
                    out, went_out = None, False
            if arrived_meanwhile(self.sitting, number, player):
                return
            left = dealt - sum(len(word.cards) for word in words)
            unused = self.questions.ask_unused(number, player, left) if left else ()
            if arrived_meanwhile(self.sitting, number, player):
                return
            try:
                outcome = actions.record_hand(
                    self.sitting.game, number, player, words, unused, went_out
                )
            except QuiddlerError as error:
                say(error)
                if fault_in_words(error, words):
                    words = None
                continue
            show_hand(outcome.state, number, player, done_prefix(player), outcome.warnings)
            note_own_hand(self.sitting, outcome.state, number, player)
            self.challenges.offer(outcome.state, number, player)
            return

    # The end of a round ---------------------------------------------------------------

    def close_round(self, number: int) -> bool:
        """The round's challenges, its result and the board; False after the last round."""
        self.challenges.ask(number)
        state = actions.close_round(self.sitting.game, number)
        board = scores(state)
        self.sitting.console.print(round_details(board.rounds[number - 1]))
        game = self.sitting.game
        for record in new_records(club_records_before(game.store, game.info.id), board):
            if record.round == number:  # the round's records; the game's too after its last
                say_wrapped(new_record_line(record))
        if number == state.table.round_count:
            self.show_final(state)
            return False
        self.sitting.console.print(standings(board, state.title))
        self.coming = number + 1
        coming = {"number": number + 1}
        while self.questions.ask(
            _("Enter for round {number}, best for the best plays, q to stop").format(**coming)
        ):
            say(
                _(
                    "press Enter to start round {number}, best for the best plays, or q to stop"
                ).format(**coming)
            )
        return True

    def show_final(self, state: GameState, *, ended_now: bool = True) -> None:
        """The final board; a picture is offered only when the game ended in this sitting,
        so carrying on a finished game shows it and asks nothing."""
        board = scores(state)
        self.sitting.console.print(standings(board, state.title))
        self.show_night()
        say_wrapped(_("The game is over and saved."))
        game = self.sitting.game
        show_bgstats_link(game_bgstats_link(game), qr_picture(game.store.path, game.info.id))
        if ended_now:
            ask_picture(self.sitting, self.questions)
        else:
            # Translators: {command} is typed as it is.
            said = _("A picture of it: {command}")
            say_wrapped(said.format(command="quiddler-score export --png night.png"))
        # Translators: {command} is typed as it is.
        said = _("A spreadsheet of it: {command}")
        say_wrapped(said.format(command="quiddler-score export --csv game.csv"))
        # Translators: {command} is typed as it is.
        said = _("Next game: {command}")
        say_wrapped(said.format(command="quiddler-score play --new"))

    def show_night(self) -> None:
        """Tonight's standings, when the group has finished more than one game tonight."""
        game = self.sitting.game
        day = local_day(game.info.created_at)
        finished = finished_games(game_summaries(game.store).summaries, since=None)
        tonight = [s for s in finished if local_day(s.info.created_at) == day]
        if len(tonight) > 1:
            people = people_of(game.store)
            rows = night_standings(tonight, people)
            self.sitting.console.print(night_view(rows, len(tonight)))


def say_game(game: SavedGame, *, new: bool) -> None:
    """The game's number, name, players and dictionary, as it starts or carries on."""
    if new:
        # Translators: {title} is the game's name in quotes; the dictionary's name
        # (standard, large, hunspell:en_GB) is typed as it is.
        said = _("New game {id} {title}: {players}; dictionary {dictionary}.")
    else:
        # Translators: {title} is the game's name in quotes; the dictionary's name
        # (standard, large, hunspell:en_GB) is typed as it is.
        said = _("Carrying on game {id} {title}: {players}; dictionary {dictionary}.")
    state = game.state()
    table = state.table
    say_wrapped(
        said.format(
            id=game.info.id,
            title=repr(state.title),
            players=", ".join(table.players),
            dictionary=table.dictionary,
        )
    )


def ask_dictionary(questions: Questions, house_dictionary: str | None = None) -> str:
    """The game's dictionary: Enter keeps the house rules' one, else the standard."""
    default = house_dictionary or "standard"
    choices = dictionary_choices(default)

    def read(line: str) -> str:
        name = line or default
        try:
            open_dictionary(name)
        except DictionaryUnavailable as error:
            raise Refused(
                _("dictionary {name}: {error}").format(name=repr(name), error=error)
            ) from None
        return name

    if house_dictionary:
        # Translators: {default} and {choices} are dictionaries' names, typed as they are.
        question = _("Dictionary? (Enter = {default}, the house rules' one; or {choices})")
    else:
        # Translators: {default} and {choices} are dictionaries' names, typed as they are.
        question = _("Dictionary? (Enter = {default}; or {choices})")
    return questions.ask_until(question.format(default=default, choices=choices), read)


def show_header(sitting: Sitting, state: GameState, number: int) -> None:
    """The round's rule line, who deals and plays first, the totals, who is recorded."""
    table = state.table
    cards = table.cards_in_round(number)
    sitting.console.rule(
        ngettext(
            "Round {number} of {count}: {cards} card each",
            "Round {number} of {count}: {cards} cards each",
            cards,
        ).format(number=number, count=table.round_count, cards=cards)
    )
    say_wrapped(
        _("{dealer} deals, {player} plays first.").format(
            dealer=table.dealer(number), player=table.first_player(number)
        )
    )
    if state.complete_rounds:
        totals = scores(state).totals
        # Translators: {totals} are each player's name and total: "Ann 23, Bob 14".
        said = _("Totals: {totals}.")
        shown = ", ".join(f"{p} {figure(t)}" for p, t in totals.items())
        say_wrapped(said.format(totals=shown))
    recorded = state.hands.get(number, {})
    if recorded:
        say_wrapped(
            _("Recorded: {recorded}. Still to record: {waiting}.").format(
                recorded=", ".join(recorded), waiting=", ".join(state.waiting_for())
            )
        )


def dictionary_choices(default: str = "standard") -> str:
    """The dictionaries to offer besides ``default`` (the one Enter chooses), the hunspell
    ones installed here among them. How to install a missing one is said only when it
    is chosen (its refusal says it), not before every game."""
    try:
        installed = [f"hunspell:{tag}" for tag in hunspell_dictionary.hunspell_tags()]
    except DictionaryUnavailable:
        installed = []
    names = ["standard", "large", "family", *installed]
    return ", ".join([*(name for name in names if name != default), "file:PATH"])


def ask_house(questions: Questions, store: Store) -> tuple[dict[str, Any], str | None]:
    """The rules of a saved set or a preset, its notes read out (a set of one bonus
    asks which), and the set's dictionary if it holds one that opens here; Enter keeps
    the standard rules."""
    # Asked once the table has saved a set: the presets alone do not add a question.
    houses = all_houses(store) if saved_houses(store) else {}
    if not houses:
        return {}, None
    house = questions.ask_until(
        # Translators: {houses} are the names of the saved sets of house rules.
        _("House rules? (Enter = the standard rules; or {houses})").format(
            houses=", ".join(sorted(houses))
        ),
        lambda line: find_house(store, line) if line else None,
    )
    if house is None:
        return {}, None
    say_wrapped(house.read_out)
    try:
        dictionary = house_dictionary(house)
    except QuiddlerError as error:
        say_wrapped(str(error))
        dictionary = None
    if not house.one_bonus:
        return house.rules, dictionary
    line = questions.ask(_("Which bonus? (Enter = longest word; m = most words)"))
    bonus = "most-words" if line.lower() == "m" else "longest-word"
    return with_bonus(house, bonus), dictionary


def hands_now(state: GameState) -> dict[tuple[int, str], str]:
    """Every recorded hand as its text, by round and player."""
    return {
        (number, player): actions.hand_text(state, number, player)
        for number, hands in state.hands.items()
        for player in hands
    }


def say_hands_from_elsewhere(sitting: Sitting, state: GameState) -> None:
    """``Round 3, Chloé (entered elsewhere): QUIT (14)``: a player's phone or another
    scorekeeper recorded it while the last question waited."""
    seen, now = sitting.hands_seen, hands_now(state)
    sitting.hands_seen = now
    if seen is None:
        return
    for (number, player), text in now.items():
        if seen.get((number, player)) != text:
            summary = hand_summary(state, number, player)
            say_wrapped(
                _("Round {number}, {player} (entered elsewhere): {hand}").format(
                    number=number, player=player, hand=summary
                )
            )


def arrived_meanwhile(sitting: Sitting, number: int, player: str) -> bool:
    """Whether ``player``'s hand came in from elsewhere (their phone) while asked for: it
    is said and kept, and what was typed here is not recorded over it."""
    state = sitting.game.state()
    if player not in state.hands.get(number, {}):
        return False
    say_hands_from_elsewhere(sitting, state)
    say_wrapped(
        _("{player}'s hand came in meanwhile: kept (fix corrects it).").format(player=player)
    )
    return True


def note_own_hand(sitting: Sitting, state: GameState, number: int, player: str) -> None:
    """The hand play just recorded is not one entered elsewhere; those are said."""
    if sitting.hands_seen is not None:
        sitting.hands_seen[(number, player)] = actions.hand_text(state, number, player)
    say_hands_from_elsewhere(sitting, state)
