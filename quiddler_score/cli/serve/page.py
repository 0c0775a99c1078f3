"""The page's HTML: the present layer's values laid out by the templates in assets/.

Jinja escapes every value it writes (a player named ``<script>`` is shown as typed), and
the templates, like the style sheet and the script, are read from the package itself.
"""

from __future__ import annotations

import hashlib
import io
from importlib.resources import files

import jinja2

from quiddler_score.cli.serve.hub import Board
from quiddler_score.present.live_board import LiveBoard


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
        return Board(board.title, board.headline, html, card, qr)

    def notice(self, why: str) -> Board:
        """A board that says why there is no game to show."""
        html = self._env.get_template("board.html").render(
            board=None, notice=why, card_url="", bgstats_url="", qr_url=""
        )
        return Board("Quiddler live board", "", html)

    def seat_page(self, key: str, token: str) -> str:
        """A seat's page: its script asks the server where the game stands for the seat
        (the key is in the page's address) and sends with ``token``."""
        return self._env.get_template("seat.html").render(token=token)

    def page(self, version: int, board: Board, stream: str) -> str:
        """The whole page, showing ``board``; its script follows the stream at ``stream``."""
        return self._env.get_template("page.html").render(
            version=version, board=board, stream=stream
        )


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:12]


def qr_svg(url: str) -> bytes:
    """The QR code of ``url`` as an SVG, dark on light whatever the page's colours (a
    scanner needs the contrast)."""
    import segno  # segno takes 50 ms: only for the QR code

    out = io.BytesIO()
    segno.make(url, error="l").save(out, kind="svg", scale=4, dark="#000", light="#fff")
    return out.getvalue()
