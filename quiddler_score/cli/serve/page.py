"""The page's HTML: the present layer's values laid out by the templates in assets/.

Jinja escapes every value it writes (a player named ``<script>`` is shown as typed), and
the templates, like the style sheet and the script, are read from the package itself.

The templates speak the language in force when they are rendered (jinja2's i18n, its
``_`` and ``ngettext`` calling the package's at render time), so a page is rendered
inside :func:`~quiddler_score.language.speaking` its browser's language. The scripts'
own texts are looked up in a dictionary the page carries (:func:`script_messages`), in a
``<script type="application/json">`` element: data, never run, so the pages' policy
that allows only the server's own scripts still holds.
"""

from __future__ import annotations

import functools
import hashlib
import io
from importlib.resources import files

import jinja2

from quiddler_score import language
from quiddler_score.cli.serve.hub import Board
from quiddler_score.language import _
from quiddler_score.present.live_board import LiveBoard

SCRIPTS = ("board.js", "seat.js", "seat_follow.js")  # whose texts the pages translate


def asset(name: str) -> str:
    """One of the tool's own assets, by its plain name."""
    return files("quiddler_score.cli.serve").joinpath("assets", name).read_text(encoding="utf-8")


class Pages:
    """The page and its board, for the server whose key is ``key`` (the results card's
    address carries it, as the page's does)."""

    def __init__(self, key: str) -> None:
        self.key = key
        self._env = jinja2.Environment(
            loader=jinja2.FunctionLoader(asset),
            autoescape=True,
            undefined=jinja2.StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
            extensions=["jinja2.ext.i18n"],
        )
        # Looked up when the page is rendered, in the language then in force.
        # A message's placeholders are filled with str.format, as everywhere in the
        # package, and autoescaping escapes the whole, translation and values alike.
        self._env.install_gettext_callables(  # type: ignore[attr-defined]
            lambda message: language._(message),
            lambda singular, plural, count: language.ngettext(singular, plural, count),
            newstyle=False,
            pgettext=lambda context, message: language.pgettext(context, message),
        )

    def board(self, board: LiveBoard, card: bytes | None = None, bgstats: str = "") -> Board:
        """The board, and once the game is over its results card (None: no picture) and
        the link that saves the play in BG Stats, with the link's QR code."""
        card_url = qr_url = ""
        if card is not None:  # the card's own digest: a card drawn again is fetched again
            card_url = f"/card.png?key={self.key}&v={_digest(card)}"
        qr = qr_svg(bgstats) if bgstats else None
        if qr is not None:
            qr_url = f"/bgstats.svg?key={self.key}&v={_digest(qr)}"
        html = self._env.get_template("board.html").render(
            board=board, notice="", card_url=card_url, bgstats_url=bgstats, qr_url=qr_url
        )
        return Board(board.title, board.headline, html, card, qr, language=language.language())

    def notice(self, why: str) -> Board:
        """A board that says why there is no game to show."""
        html = self._env.get_template("board.html").render(
            board=None, notice=why, card_url="", bgstats_url="", qr_url=""
        )
        return Board(_("Quiddler live board"), "", html, language=language.language())

    def seat_page(self, key: str, token: str) -> str:
        """A seat's page: its script asks the server where the game stands for the seat
        (the key is in the page's address) and sends with ``token``."""
        return self._env.get_template("seat.html").render(
            token=token, lang=language.language(), messages=script_messages()
        )

    def page(self, version: int, board: Board, stream: str) -> str:
        """The whole page, showing ``board``; its script follows the stream at ``stream``."""
        return self._env.get_template("page.html").render(
            version=version,
            board=board,
            stream=stream,
            lang=language.language(),
            messages=script_messages(),
        )


def script_messages() -> dict[str, str | list[str]]:
    """The scripts' texts in the language in force, by their English: a plural's forms
    as a list (the page picks one by the language's rule). Empty in English."""
    if language.language() == language.ENGLISH:
        return {}
    translated: dict[str, str | list[str]] = {}
    for message in _script_msgids():
        if isinstance(message, tuple):
            singular, plural = message
            forms = [language.ngettext(singular, plural, count) for count in (1, 2)]
            if forms != [singular, plural]:
                translated[singular] = forms
        else:
            text = language._(message)
            if text != message:
                translated[message] = text
    return translated


@functools.cache
def _script_msgids() -> tuple[str | tuple[str, str], ...]:
    """The messages the scripts mark (``_("...")``, ``ngettext("...", "...", n)``), read
    from the scripts themselves as the catalogs' extraction reads them."""
    from babel.messages.extract import extract  # Babel: only for a page not in English

    found: list[str | tuple[str, str]] = []
    for name in SCRIPTS:
        source = io.BytesIO(asset(name).encode("utf-8"))
        for _line, message, _comments, _context in extract("javascript", source):
            found.append(message if isinstance(message, str) else (message[0], message[1]))
    return tuple(dict.fromkeys(found))


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:12]


def qr_svg(url: str) -> bytes:
    """The QR code of ``url`` as an SVG, dark on light whatever the page's colours (a
    scanner needs the contrast)."""
    import segno  # segno takes 50 ms: only for the QR code

    out = io.BytesIO()
    segno.make(url, error="l").save(out, kind="svg", scale=4, dark="#000", light="#fff")
    return out.getvalue()
