"""The game actions as commands: new, record, challenge, undo, rename.

Each parses what was typed, calls one action of :mod:`quiddler_score.games.actions`
(verified against the game's log and committed before the command returns) and shows
the result. Mistakes exit with status 2 and one line.
"""

from __future__ import annotations

from pathlib import Path

import click

from quiddler_score.cli.database import (
    Database,
    current_game,
    game_option,
    opened_store,
    pass_database,
)
from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.errors import InputError, one_line
from quiddler_score.cli.game_output import show_challenge, show_hand_outcome, show_new_game
from quiddler_score.cli.options import (
    english_for_json,
    json_flag,
    read_rules,
    rules_file_option,
)
from quiddler_score.engine.cards import parse_cards, parse_word, parse_words
from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.engine.players import resolve_player
from quiddler_score.engine.rules import MAX_ROUNDS, settings_help
from quiddler_score.engine.verdict import Ruling
from quiddler_score.games import actions
from quiddler_score.games.actions import (
    draft_challenge,
    latest_round_with,
    record_challenge,
    record_hand,
    rename_player,
    start_game,
)
from quiddler_score.games.club.house import (
    find_house,
    house_dictionary,
    with_bonus,
)
from quiddler_score.games.events import GameCreated
from quiddler_score.games.state import check_game_name
from quiddler_score.language import N_, _, ngettext
from quiddler_score.present.lines import describe
from quiddler_score.words.dictionaries import open_dictionary


@click.command(
    epilog=settings_help(),
    help=N_("Start a new game with PLAYERS in seating order and make it the current one."),
)
@click.argument("players", nargs=-1, required=True)
@click.option("--dealer", help=N_("Who deals round 1 (default: the first player)."))
@click.option(
    "--dictionary",
    "-d",
    default="standard",
    # DICTIONARY_HELP, then the default.
    help=N_(
        "standard, large, family, hunspell:TAG (e.g. hunspell:en_GB) or file:PATH."
        "  [default: standard, or the --house set's]"
    ),
)
@rules_file_option(N_("A TOML file with a [rules] table (or the settings at its top level)."))
@click.option("--house", "house_name", help=N_("Rules saved with  house save NAME, or a preset."))
@click.option(
    "--bonus",
    type=click.Choice(["longest-word", "most-words"]),
    help=N_("The one bonus of --house two-player."),
)
@click.option("--name", help=N_("A name for the game (default: the players' names)."))
@pass_database
def new(
    database: Database,
    players: tuple[str, ...],
    dealer: str | None,
    dictionary: str,
    rules_file: Path | None,
    house_name: str | None,
    bonus: str | None,
    name: str | None,
) -> None:
    rules = read_rules(rules_file) if rules_file else {}
    with one_line():
        if dealer is not None:
            dealer = resolve_player(players, dealer, "dealer")
    # Checked before the database is opened, so a mistake never creates one.
    with one_line("--name: "):
        check_game_name(name)
    with one_line("--dictionary: "):
        open_dictionary(dictionary)
    if house_name is not None and rules_file is not None:
        raise InputError(_("--house and --rules: give one or the other"))
    read_out = None
    chosen = click.get_current_context().get_parameter_source("dictionary")
    with opened_store(database.path, create=True) as store:
        if house_name is not None:
            with one_line("--house: "):
                house = find_house(store, house_name)
                rules, read_out = with_bonus(house, bonus), house.read_out
            # The set's dictionary, unless -d chose one for this game.
            if house.dictionary and chosen is click.core.ParameterSource.DEFAULT:
                try:
                    dictionary = house_dictionary(house) or dictionary
                except QuiddlerError as error:
                    # Translators: {error} ends "choose another dictionary for this game".
                    said = _("--house: {error} with -d NAME").format(error=error)
                    raise InputError(said) from None
            elif house.dictionary:
                read_out += "\n" + _(
                    "This game uses the dictionary {dictionary}, as asked."
                ).format(dictionary=dictionary)
        # The stats modules (16 ms) only for new, not for record, undo or challenge.
        from quiddler_score.games.stats.handicaps import handicaps_for_game

        with one_line():
            rules, left_out = handicaps_for_game(store, rules, players)
        saved = start_game(store, GameCreated(players, dealer, dictionary, rules, name))
        state = saved.state()
    # Translators: the start of "Game 3 'Ann, Bob': Ann, Bob; dictionary standard."
    show_new_game(_("Game"), saved.info.id, state)
    for line in [*(read_out.splitlines() if read_out else ()), *left_out]:
        say_wrapped(line)
    table = state.table
    cards = table.cards_in_round(1)
    said = ngettext(
        "Round 1, {count} card each: {dealer} deals, {first} plays first.",
        "Round 1, {count} cards each: {dealer} deals, {first} plays first.",
        cards,
    )
    say_wrapped(said.format(count=cards, dealer=table.dealer(1), first=table.first_player(1)))


@click.command(
    help=N_(
        "Record PLAYER's WORDS (card notation: (qu)it, [th]e) for the current round.\n"
        "\n"
        "Quote a word with brackets for the shell: record ann '(qu)it' ox."
    ),
)
@click.argument("player")
@click.argument("words", nargs=-1)
@click.option("--unused", "-u", default="", help=N_('Cards not in a word, e.g. "z e (th)".'))
@click.option(
    "--out/--not-out",
    default=None,
    help=N_("This player went out, or did not (a correction keeps what was recorded)."),
)
@click.option(
    "--round",
    "round_number",
    type=click.IntRange(1, MAX_ROUNDS),
    help=N_("Replace the hand in an earlier round (a correction, kept in the log)."),
)
@json_flag(N_("Print what was recorded as JSON."))
@game_option
@pass_database
def record(
    database: Database,
    player: str,
    words: tuple[str, ...],
    unused: str,
    out: bool | None,
    round_number: int | None,
    as_json: bool,
) -> None:
    with current_game(database) as game:
        before = game.state()
        name = resolve_player(before.table.players, player)
        number = round_number or before.open_round
        if number is None:
            count = before.table.round_count
            over = ngettext(
                "the game is over: its {count} round is recorded",
                "the game is over: all {count} rounds are recorded",
                count,
            )
            raise InputError(over.format(count=count))
        unused_cards = parse_cards(unused, round_number=number, player=name)
        # Words may be separated by commas too, as in play: record ann ox,at
        laid = parse_words(words, round_number=number, player=name)
        with english_for_json(as_json):  # its warnings
            outcome = record_hand(game, number, name, laid, unused_cards, out)
    show_hand_outcome(outcome, as_json=as_json)


@click.command(
    help=N_("CHALLENGER challenges PLAYER's WORD; the game's dictionary judges it."),
)
@click.argument("challenger")
@click.argument("player")
@click.argument("word")
@click.option(
    "--round", "round_number", type=click.IntRange(1, MAX_ROUNDS), help=N_("Default: the latest.")
)
@click.option(
    "--ruling",
    type=click.Choice([ruling.value for ruling in Ruling]),
    help=N_("The table's ruling, kept beside the dictionary's verdict."),
)
@json_flag(N_("Print the verdict and scores as JSON."))
@game_option
@pass_database
def challenge(
    database: Database,
    challenger: str,
    player: str,
    word: str,
    round_number: int | None,
    ruling: str | None,
    as_json: bool,
) -> None:
    with current_game(database) as game:
        before = game.state()
        by = resolve_player(before.table.players, challenger, "challenger")
        owner = resolve_player(before.table.players, player)
        number = round_number or latest_round_with(before, owner)
        typed = parse_word(word, round_number=number, player=by)
        with english_for_json(as_json):  # its verdict and notes
            draft = draft_challenge(game, number, by, owner, typed)
            outcome = record_challenge(game, draft, None if ruling is None else Ruling(ruling))
    show_challenge(outcome, as_json=as_json)


@click.command(
    help=N_("Take back the last entry of the current game (and say what it was)."),
)
@game_option
@pass_database
def undo(database: Database) -> None:
    with current_game(database) as game:
        undone = actions.undo(game)
    # Translators: {number} is the entry's number in the game's log, {entry} what it was.
    said = _("Took back #{number}: {entry}")
    say_wrapped(said.format(number=undone.target.seq, entry=describe(undone.target)))


@click.command(
    help=N_("Put back the entry the last undo took back (when nothing was recorded since)."),
)
@game_option
@pass_database
def redo(database: Database) -> None:
    with current_game(database) as game:
        redone = actions.redo(game)
    said = _("Put back #{number}: {entry}")
    say_wrapped(said.format(number=redone.target.seq, entry=describe(redone.target)))


@click.command(
    help=N_("Correct PLAYER's name to NEW_NAME everywhere in the current game."),
)
@click.argument("old", metavar="PLAYER")
@click.argument("new", metavar="NEW_NAME")
@game_option
@pass_database
def rename(database: Database, old: str, new: str) -> None:
    with current_game(database) as game:
        name = resolve_player(game.state().table.players, old)
        rename_player(game, name, new)
    say_wrapped(_("{name} is now {new_name} (undo takes it back).").format(name=name, new_name=new))
