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
    DICTIONARY_HELP,
    json_flag,
    read_rules,
    rules_file_option,
)
from quiddler_score.engine.cards import parse_cards, parse_word, parse_words
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
from quiddler_score.present.lines import describe
from quiddler_score.words.dictionaries import open_dictionary


@click.command(epilog=settings_help())
@click.argument("players", nargs=-1, required=True)
@click.option("--dealer", help="Who deals round 1 (default: the first player).")
@click.option(
    "--dictionary",
    "-d",
    default="standard",
    help=f"{DICTIONARY_HELP}  [default: standard, or the --house set's]",
)
@rules_file_option("A TOML file with a [rules] table (or the settings at its top level).")
@click.option("--house", "house_name", help="Rules saved with  house save NAME, or a preset.")
@click.option(
    "--bonus",
    type=click.Choice(["longest-word", "most-words"]),
    help="The one bonus of --house two-player.",
)
@click.option("--name", help="A name for the game (default: the players' names).")
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
    """Start a new game with PLAYERS in seating order and make it the current one."""
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
        raise InputError("--house and --rules: give one or the other")
    read_out = None
    chosen = click.get_current_context().get_parameter_source("dictionary")
    with opened_store(database.path, create=True) as store:
        if house_name is not None:
            with one_line("--house: "):
                house = find_house(store, house_name)
                rules, read_out = with_bonus(house, bonus), house.read_out
            # The set's dictionary, unless -d chose one for this game.
            if house.dictionary and chosen is click.core.ParameterSource.DEFAULT:
                with one_line("--house: ", suffix=" with -d NAME"):
                    dictionary = house_dictionary(house) or dictionary
            elif house.dictionary:
                read_out += f"\nThis game uses the dictionary {dictionary}, as asked."
        # The stats modules (16 ms) only for new, not for record, undo or challenge.
        from quiddler_score.games.stats.handicaps import handicaps_for_game

        with one_line():
            rules, left_out = handicaps_for_game(store, rules, players)
        saved = start_game(store, GameCreated(players, dealer, dictionary, rules, name))
        state = saved.state()
    show_new_game("Game", saved.info.id, state)
    for line in [*(read_out.splitlines() if read_out else ()), *left_out]:
        say_wrapped(line)
    table = state.table
    say_wrapped(
        f"Round 1, {table.cards_in_round(1)} cards each: {table.dealer(1)} deals, "
        f"{table.first_player(1)} plays first."
    )


@click.command()
@click.argument("player")
@click.argument("words", nargs=-1)
@click.option("--unused", "-u", default="", help='Cards not in a word, e.g. "z e (th)".')
@click.option(
    "--out/--not-out",
    default=None,
    help="This player went out, or did not (a correction keeps what was recorded).",
)
@click.option(
    "--round",
    "round_number",
    type=click.IntRange(1, MAX_ROUNDS),
    help="Replace the hand in an earlier round (a correction, kept in the log).",
)
@json_flag("Print what was recorded as JSON.")
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
    """Record PLAYER's WORDS (card notation: (qu)it, [th]e) for the current round.

    Quote a word with brackets for the shell: record ann '(qu)it' ox.
    """
    with current_game(database) as game:
        before = game.state()
        name = resolve_player(before.table.players, player)
        number = round_number or before.open_round
        if number is None:
            raise InputError(
                f"the game is over: all {before.table.round_count} rounds are recorded"
            )
        unused_cards = parse_cards(unused, round_number=number, player=name)
        # Words may be separated by commas too, as in play: record ann ox,at
        laid = parse_words(words, round_number=number, player=name)
        outcome = record_hand(game, number, name, laid, unused_cards, out)
    show_hand_outcome(outcome, as_json=as_json)


@click.command()
@click.argument("challenger")
@click.argument("player")
@click.argument("word")
@click.option(
    "--round", "round_number", type=click.IntRange(1, MAX_ROUNDS), help="Default: the latest."
)
@click.option(
    "--ruling",
    type=click.Choice([ruling.value for ruling in Ruling]),
    help="The table's ruling, kept beside the dictionary's verdict.",
)
@json_flag("Print the verdict and scores as JSON.")
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
    """CHALLENGER challenges PLAYER's WORD; the game's dictionary judges it."""
    with current_game(database) as game:
        before = game.state()
        by = resolve_player(before.table.players, challenger, "challenger")
        owner = resolve_player(before.table.players, player)
        number = round_number or latest_round_with(before, owner)
        typed = parse_word(word, round_number=number, player=by)
        draft = draft_challenge(game, number, by, owner, typed)
        outcome = record_challenge(game, draft, None if ruling is None else Ruling(ruling))
    show_challenge(outcome, as_json=as_json)


@click.command()
@game_option
@pass_database
def undo(database: Database) -> None:
    """Take back the last entry of the current game (and say what it was)."""
    with current_game(database) as game:
        undone = actions.undo(game)
    say_wrapped(f"Took back #{undone.target.seq}: {describe(undone.target)}")


@click.command()
@game_option
@pass_database
def redo(database: Database) -> None:
    """Put back the entry the last undo took back (when nothing was recorded since)."""
    with current_game(database) as game:
        redone = actions.redo(game)
    say_wrapped(f"Put back #{redone.target.seq}: {describe(redone.target)}")


@click.command()
@click.argument("old", metavar="PLAYER")
@click.argument("new", metavar="NEW_NAME")
@game_option
@pass_database
def rename(database: Database, old: str, new: str) -> None:
    """Correct PLAYER's name to NEW_NAME everywhere in the current game."""
    with current_game(database) as game:
        name = resolve_player(game.state().table.players, old)
        rename_player(game, name, new)
    say_wrapped(f"{name} is now {new} (undo takes it back).")
