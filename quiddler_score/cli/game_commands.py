"""Commands for a saved game: new, record, challenge, undo, history, board, games, open.

Each command opens the store, verifies what it is asked against the game's log with the
rules engine, appends one event (committed before the command returns) and shows the
result. Mistakes exit with status 2 and one line.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from quiddler_score.cli.game_shell import (
    best_plays_for,
    current_game,
    database_in_use,
    entry_data,
    hand_entry,
    name_among,
    opened_store,
    player_named,
    read_rules,
    word_warnings,
)
from quiddler_score.cli.options import (
    InputError,
    dictionary_option,
    make_console,
    print_json,
    rules_file_option,
)
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.rules import settings_help

if TYPE_CHECKING:
    from quiddler_score.games.state import GameState

RULINGS = ("acceptable", "unacceptable")


@click.command(epilog=settings_help())
@click.argument("players", nargs=-1, required=True)
@click.option("--dealer", help="Who deals round 1 (default: the first player).")
@dictionary_option
@rules_file_option("A TOML file with a [rules] table (or the settings at its top level).")
@click.option("--name", help="A name for the game (default: the players' names).")
def new(
    players: tuple[str, ...],
    dealer: str | None,
    dictionary: str,
    rules_file: Path | None,
    name: str | None,
) -> None:
    """Start a new game with PLAYERS in seating order and make it the current one."""
    from quiddler_score.games.saved_game import SavedGame
    from quiddler_score.words.backends import DictionaryUnavailable
    from quiddler_score.words.dictionaries import open_dictionary

    rules = read_rules(rules_file) if rules_file else {}
    if dealer is not None:
        dealer = name_among(players, dealer, "dealer")
    if name is not None and not (name.strip() and name.isprintable() and len(name) <= 80):
        raise InputError("--name: a game's name is 1 to 80 printable characters, on one line")
    try:
        # Kept as the dictionary names itself: a file: path made absolute.
        dictionary = open_dictionary(dictionary).name
    except DictionaryUnavailable as error:
        raise InputError(f"--dictionary: {error}") from None
    payload = {
        "players": list(players),
        "dealer": dealer,
        "dictionary": dictionary,
        "rules": rules,
        "name": name,
    }
    with opened_store(create=True) as store:
        saved = SavedGame.create(store, payload)
        state = saved.state()
    table = state.table
    click.echo(
        f"Game {saved.info.id} {saved.info.name!r}: {', '.join(table.players)}; "
        f"dictionary {table.dictionary}."
    )
    click.echo(
        f"Round 1, 3 cards each: {table.dealer(1)} deals, {table.first_player(1)} plays first."
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
    type=click.IntRange(1, 8),
    help="Replace the hand in an earlier round (a correction, kept in the log).",
)
@click.option("--json", "as_json", is_flag=True, help="Print what was recorded as JSON.")
def record(
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
    from quiddler_score.engine.cards import NotationError, cards
    from quiddler_score.engine.transcript import parse_word
    from quiddler_score.words.table_judge import TableJudge

    with opened_store() as store:
        saved = current_game(store)
        before = saved.state()
        name = player_named(before, player)
        number = round_number or before.open_round
        if number is None:
            raise InputError("the game is over: all eight rounds are recorded")
        try:
            unused_cards = cards(unused)
        except NotationError as error:
            raise InputError(
                f"round {number}, {name}, card {error.card or unused!r}: {error.detail}"
            ) from None
        # Words may be separated by commas too, as in play: record ann ox,at
        typed = [text for arg in words for text in arg.replace(",", " ").split()]
        laid = [parse_word(w, round_number=number, player=name) for w in typed]
        correction = number != before.open_round or name in before.hands.get(number, {})
        # Without --out or --not-out a correction keeps "went out" unless it leaves
        # cards unused.
        kept_out = correction and before.went_out.get(number) == name and not unused_cards
        payload = hand_entry(
            TableJudge(before.table.dictionary, before.table.rules),
            number,
            name,
            laid,
            unused_cards,
            went_out=kept_out if out is None else out,
            correction=correction,
        )
        state, _ = saved.record("hand_recorded", payload)
    if as_json:
        print_json(
            entry_data(
                state, number, {"player": name, **payload}, word_warnings(state, number, name)
            )
        )
        return
    if correction:
        click.echo(f"Replaced {name}'s earlier hand in round {number} (undo takes it back).")
    # The entry is saved: from here on a problem is a warning, not a failure.
    try:
        _show_recorded(state, number, name)
        if state.complete_rounds > before.complete_rounds and number == before.open_round:
            _show_round_end(state, number)
    except ScoringError as error:
        click.echo(f"  ! saved, but the scores cannot be shown: {error}")


def _show_recorded(state: GameState, number: int, player: str) -> None:
    hand = state.hands[number][player]
    words = " ".join(f"{w} ({w.points})" for w in hand.words) or "no words"
    unused = " ".join(str(c) for c in hand.unused)
    line = f"Round {number}, {player}: {words}"
    line += f"; unused {unused} (−{sum(c.points for c in hand.unused)})" if unused else ""
    if state.went_out.get(number) == player:
        line += "; went out"
    click.echo(line)
    for warning in word_warnings(state, number, player):
        click.echo(f"  ! {warning}")
    waiting = state.waiting_for() if state.open_round == number else ()
    if waiting:
        click.echo(f"Round {number} still needs: {', '.join(waiting)}.")


def _show_round_end(state: GameState, number: int) -> None:
    from quiddler_score.present import board as render
    from quiddler_score.words.table_judge import TableJudge

    board = state.scoreboard(TableJudge(state.table.dictionary, state.table.rules))
    console = make_console()
    console.print(render.round_details(board.rounds[number - 1]))
    console.print(render.board(board, title=None))
    console.print(render.chart(board))


@click.command()
@click.argument("challenger")
@click.argument("player")
@click.argument("word")
@click.option("--round", "round_number", type=click.IntRange(1, 8), help="Default: the latest.")
@click.option(
    "--ruling",
    type=click.Choice(RULINGS),
    help="The table's ruling, kept beside the dictionary's verdict.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the verdict and scores as JSON.")
def challenge(
    challenger: str,
    player: str,
    word: str,
    round_number: int | None,
    ruling: str | None,
    as_json: bool,
) -> None:
    """CHALLENGER challenges PLAYER's WORD; the game's dictionary judges it."""
    from quiddler_score.engine.transcript import parse_word
    from quiddler_score.games.state import verdict_record
    from quiddler_score.present import board as render
    from quiddler_score.words.table_judge import TableJudge

    with opened_store() as store:
        saved = current_game(store)
        before = saved.state()
        by = player_named(before, challenger, "challenger")
        owner = player_named(before, player)
        number = round_number or _latest_round_with(before, owner)
        typed = parse_word(word, round_number=number, player=by)
        judge = TableJudge(before.table.dictionary, before.table.rules)
        try:
            verdict = judge(typed)
        except ScoringError:
            if ruling is None:
                raise
            verdict = None
        payload = {
            "round": number,
            "by": by,
            "player": owner,
            "word": str(typed),
            "ruling": ruling,
            "verdict": None if verdict is None else verdict_record(verdict),
        }
        state, _ = saved.record("challenge", payload)
    if as_json:
        print_json(entry_data(state, number, payload, []))
        return
    if verdict is not None:
        mark = "acceptable" if verdict.accepted else "not acceptable"
        click.echo(f"{typed}: {mark} ({verdict.code}). {verdict.reason}")
    if ruling is not None:
        click.echo(f"The table rules it {ruling}.")
    if number > state.complete_rounds:
        click.echo(f"Round {number} is scored once every hand is recorded.")
        return
    try:
        board = state.scoreboard(judge)
    except ScoringError as error:  # the challenge is saved: a warning, not a failure
        click.echo(f"  ! saved, but the scores cannot be shown: {error}")
        return
    console = make_console()
    console.print(render.round_details(board.rounds[number - 1]))
    console.print(render.board(board))


def _latest_round_with(state: GameState, player: str) -> int:
    for number in sorted(state.hands, reverse=True):
        if player in state.hands[number]:
            return number
    raise InputError(f"{player} has no hand recorded yet, so there is no word to challenge")


@click.command()
def undo() -> None:
    """Take back the last entry of the current game (and say what it was)."""
    from quiddler_score.games.state import UNDO, describe, undone_by_next_undo

    with opened_store() as store:
        saved = current_game(store)
        target = undone_by_next_undo(saved.events())
        saved.record(UNDO, {"target": None if target is None else target.seq})
    assert target is not None
    click.echo(f"Took back #{target.seq}: {describe(target)}")


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print the events as JSON.")
def history(as_json: bool) -> None:
    """List every entry of the current game, undone ones marked."""
    from quiddler_score.games.state import describe, effective_events

    with opened_store() as store:
        saved = current_game(store)
        stored = store.events(saved.info.id)
        events = saved.events()
    in_force = {e.seq for e in effective_events(events)}
    if as_json:
        print_json(
            [
                {
                    "seq": e.seq,
                    "kind": e.kind,
                    "payload": e.payload,
                    "at": e.created_at,
                    "in_force": e.seq in in_force or e.kind == "undo",
                }
                for e in stored
            ]
        )
        return
    for event, row in zip(events, stored, strict=True):
        undone = "" if event.seq in in_force or event.kind == "undo" else "  (undone)"
        click.echo(f"#{event.seq:<3} {row.created_at[:19]}  {describe(event)}{undone}")


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print the scoreboard as one JSON object.")
@click.option("--rounds", "show_rounds", is_flag=True, help="Show every round's details too.")
@click.option(
    "--best", "show_best", is_flag=True, help="Show the best play each player's cards allowed."
)
def board(as_json: bool, show_rounds: bool, show_best: bool) -> None:
    """Show the current game's scoreboard, who deals and who starts next."""
    from quiddler_score.present import board as render
    from quiddler_score.present.report import scoreboard_data
    from quiddler_score.words.table_judge import TableJudge

    with opened_store() as store:
        saved = current_game(store)
        state = saved.state()
        scoreboard = state.scoreboard(TableJudge(state.table.dictionary, state.table.rules))
    best = best_plays_for(state) if show_best else None
    if as_json:
        data = scoreboard_data(scoreboard)
        data["game"] = {"id": saved.info.id, "name": saved.info.name}
        data["waiting_for"] = list(state.waiting_for())
        if best is not None:
            for result, round_data in zip(scoreboard.rounds, data["rounds"], strict=True):
                for player, player_data in round_data["players"].items():
                    player_data["best_possible"] = best(result, player).best.score
        print_json(data)
        return
    console = make_console()
    if show_rounds:
        for result in scoreboard.rounds:
            console.print(render.round_details(result))
    console.print(render.board(scoreboard, title=saved.info.name))
    if scoreboard.rounds:
        console.print(render.chart(scoreboard))
    if best is not None:
        console.print(render.best_plays(scoreboard, best))
    waiting = state.waiting_for()
    if waiting and state.hands.get(state.open_round or 0):
        console.print(f"Round {state.open_round} still needs: {', '.join(waiting)}.")


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print the games as JSON.")
def games(as_json: bool) -> None:
    """List the saved games; the current one is marked with *."""
    with opened_store() as store:
        current = store.current_game()
        infos = store.games()
    if as_json:
        print_json(
            [
                {
                    "id": g.id,
                    "name": g.name,
                    "created_at": g.created_at,
                    "events": g.event_count,
                    "last_event_at": g.last_event_at,
                    "current": g.id == current,
                }
                for g in infos
            ]
        )
        return
    if not infos:
        click.echo('No saved games yet: start one with  quiddler-score new "Ann" "Bob" ...')
    for info in infos:
        mark = "*" if info.id == current else " "
        click.echo(
            f"{mark} {info.id:>3}  {info.name}  (started {info.created_at[:16]}, "
            f"{info.event_count} {'entry' if info.event_count == 1 else 'entries'})"
        )


@click.command(name="open")
@click.argument("game_ref", metavar="GAME")
def open_game(game_ref: str) -> None:
    """Make GAME (an id or a name) the current game."""
    with opened_store() as store:
        info = store.find_game(game_ref)
        store.set_current_game(info.id)
    click.echo(f"Current game: {info.id} {info.name!r}")


@click.command()
@click.option(
    "--csv",
    "csv_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="One row per player per round, for spreadsheets.",
)
@click.option(
    "--json",
    "json_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="The whole game: every entry and the scores.",
)
@click.option(
    "--svg",
    "svg_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="A picture of the board to share.",
)
def export(csv_path: Path | None, json_path: Path | None, svg_path: Path | None) -> None:
    """Export the current game to CSV, JSON and/or an SVG picture of the board."""
    import io
    import json

    from quiddler_score.present import board as render
    from quiddler_score.present.export import game_json, scoreboard_csv
    from quiddler_score.words.table_judge import TableJudge

    if not (csv_path or json_path or svg_path):
        raise InputError("say what to export: --csv FILE, --json FILE and/or --svg FILE")
    database = database_in_use().resolve()
    kept = {database, *(database.with_name(database.name + end) for end in ("-wal", "-shm"))}
    for target in (csv_path, json_path, svg_path):
        if target is not None and target.resolve() in kept:
            raise InputError(f"{target} is the saved-games database: export to another file")
    with opened_store() as store:
        saved = current_game(store)
        events = saved.events()
        state = saved.state()
        scoreboard = state.scoreboard(TableJudge(state.table.dictionary, state.table.rules))
    outputs: list[tuple[Path, str]] = []
    if csv_path:
        outputs.append((csv_path, scoreboard_csv(scoreboard)))
    if json_path:
        info = {"id": saved.info.id, "name": saved.info.name, "created_at": saved.info.created_at}
        data = game_json(scoreboard, events, info)
        outputs.append((json_path, json.dumps(data, indent=2, ensure_ascii=False) + "\n"))
    if svg_path:
        console = make_console(record=True, width=100, file=io.StringIO())
        console.print(render.board(scoreboard, title=saved.info.name))
        console.print(render.chart(scoreboard))
        outputs.append((svg_path, console.export_svg(title=f"quiddler-score: {saved.info.name}")))
    # Every file is written beside its target first and moved into place only once all
    # were written: a path that cannot be written leaves no file half done or changed.
    staged: list[tuple[Path, Path]] = []
    try:
        for path, text in outputs:
            # utf-8-sig: spreadsheet programs then read the CSV's accents and marks correctly.
            encoding = "utf-8-sig" if path == csv_path else "utf-8"
            staging = path.with_name(f".{path.name}.partial")
            try:
                staging.write_text(text, encoding=encoding, newline="")
            except OSError as error:
                raise InputError(f"{path}: cannot write it ({error.strerror})") from None
            staged.append((staging, path))
        for staging, path in staged:
            try:
                staging.replace(path)
            except OSError as error:
                raise InputError(f"{path}: cannot write it ({error.strerror})") from None
            click.echo(f"Wrote {path}")
    finally:
        for staging, _ in staged:
            staging.unlink(missing_ok=True)


@click.command()
@click.argument("old", metavar="PLAYER")
@click.argument("new", metavar="NEW_NAME")
def rename(old: str, new: str) -> None:
    """Correct PLAYER's name to NEW_NAME everywhere in the current game."""
    from quiddler_score.games.state import PLAYER_RENAMED

    with opened_store() as store:
        saved = current_game(store)
        name = player_named(saved.state(), old)
        saved.record(PLAYER_RENAMED, {"old": name, "new": new})
    click.echo(f"{name} is now {new} (undo takes it back).")
