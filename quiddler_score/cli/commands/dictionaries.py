"""``dictionaries``: list every dictionary a game can use, and the ones it could."""

from __future__ import annotations

import click

from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.options import json_flag, print_json
from quiddler_score.language import N_, _, ngettext, number
from quiddler_score.words.dictionaries import available_dictionaries


@click.command(
    help=N_("List every dictionary a game can use, and the hunspell ones you could install."),
)
@json_flag(N_("Print the listing as JSON."))
def dictionaries(as_json: bool) -> None:
    listing = available_dictionaries()
    if as_json:
        absent = [{"name": m.name, "install": m.install} for m in listing.missing]
        print_json({"available": [d._asdict() for d in listing.available], "missing": absent})
        return

    # One block per dictionary, its details on lines of their own: five columns of
    # sources and licences do not fit side by side in 80 columns.
    say_wrapped(_("Dictionaries a game can use (choose one with --dictionary NAME):"))
    name_width = max((len(d.name) for d in listing.available), default=0)
    for d in (available.said() for available in listing.available):
        words = (
            ""
            if d.words is None
            else ngettext("{count} word", "{count} words", d.words).format(count=number(d.words))
        )
        click.echo()
        # Translators: {name} and {words} come padded to line up in columns; keep the
        # spaces between them.
        line = _("{name}  {words}   fingerprint {fingerprint}")
        say_wrapped(
            line.format(
                name=f"{d.name:<{name_width}}", words=f"{words:>13}", fingerprint=d.fingerprint
            )
        )
        if d.description:
            say_wrapped(f"  {d.description[:1].upper()}{d.description[1:]}", indent="")
        say_wrapped("  " + _("source: {source}").format(source=d.source))
        say_wrapped("  " + _("licence: {licence}").format(licence=d.licence))
    click.echo()
    say_wrapped(_("Also usable: file:PATH, any one-word-per-line list your table trusts."))
    for missing in listing.missing:
        say_wrapped(
            _("Not installed: {name}  ({install})").format(
                name=missing.name, install=missing.said_install
            )
        )
