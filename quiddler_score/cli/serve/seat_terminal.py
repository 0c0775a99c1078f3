"""The scorekeeper's side of the seats, in the terminal that runs ``serve --seats``: each
seat's link (and QR code on the network), and the lines typed there to turn phone entry
off or on and to revoke a seat's link.

Each hand a phone sends is said there as it arrives ("Round 3, Chloé (phone): …"); it
is an entry of the game's log like any other, so ``undo`` in any terminal takes it back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from quiddler_score.cli.serve.seats import Seats

COMMANDS = "Type here: off (phone entry off), on, revoke NAME (a new link for NAME), links."


def seat_url(base: str, key: str) -> str:
    return f"{base}/seat?key={key}"


def seat_lines(base: str, seats: Seats, players: Sequence[str], lan: bool) -> list[str]:
    """Each seat's name and link, with the link's QR code on the network."""
    lines = []
    for seat, player in enumerate(players):
        url = seat_url(base, seats.keys[seat])
        lines.append(f"  {player}: {url}")
        if lan:
            from quiddler_score.cli.serve.address import qr_code

            lines.append(qr_code(url).rstrip("\n"))
    return lines


def follow_commands(
    lines: Iterable[str],
    seats: Seats,
    players: Sequence[str],
    base: str,
    say: Callable[[str], None],
) -> None:
    """Obey each line typed, until the input ends."""
    from quiddler_score.engine.errors import GameError
    from quiddler_score.engine.players import resolve_player

    for line in lines:
        command, _, rest = line.strip().partition(" ")
        if command == "off":
            seats.open = False
            say("Phone entry is off: the seats' pages say so, and send nothing.")
        elif command == "on":
            seats.open = True
            say("Phone entry is on.")
        elif command == "revoke" and rest.strip():
            try:
                player = resolve_player(players, rest.strip())
            except GameError as error:
                say(str(error))
                continue
            key = seats.revoke(players.index(player))
            say(f"{player}'s old link no longer works; the new one: {seat_url(base, key)}")
        elif command == "links":
            for text in seat_lines(base, seats, players, lan=False):
                say(text)
        elif command:
            say(COMMANDS)
