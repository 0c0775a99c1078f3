"""A score sheet's pages to draw on, as a PDF made by ReportLab, measured in points from
each page's top-left corner, and its text measured in the font it is drawn in.

ReportLab is made for documents: its canvas draws what it is told and no more, and it
loads in a blink (a sheet must come within 5x ``check``). The font, DejaVu Sans (the
pictures' font), comes with the package (``fonts/``) and is embedded as the characters
used: the text can be searched and copied. Only the score sheet imports this module:
ReportLab is the ``sheets`` extra.
"""

from __future__ import annotations

import io
from pathlib import Path

from reportlab.lib.colors import HexColor
from reportlab.pdfbase.pdfmetrics import registerFont, stringWidth
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from quiddler_score.present import palette
from quiddler_score.present.palette import INK, RULE
from quiddler_score.present.sheet_layout import Paper
from quiddler_score.present.text_fit import two_marks_at_most

MARGIN = 36.0  # pt: half an inch all round, inside what any printer can reach
FONTS = Path(__file__).parent / "fonts"
REGULAR, BOLD = "DejaVu Sans", "DejaVu Sans Bold"
# Where a line of text's top is above its baseline, in em: DejaVu Sans's ascender (l, d).
TOP = 0.76
# The palette's colours as ReportLab takes them, converted once: a sheet sets thousands.
COLOURS = {value: HexColor(value) for name, value in vars(palette).items() if name.isupper()}
# Registered as the module loads, so that text is measured (``width``) in the font it is
# drawn in before any document is made.
registerFont(TTFont(REGULAR, FONTS / "DejaVuSans.ttf"))
registerFont(TTFont(BOLD, FONTS / "DejaVuSans-Bold.ttf"))


def width(text: str, size: float, bold: bool = False) -> float:
    """How many pt wide ``text`` is at ``size`` pt (a :data:`text_fit.Measure`)."""
    return float(stringWidth(text, BOLD if bold else REGULAR, size))


class SheetDocument:
    """A PDF of ``paper``-sized pages, drawn one page after another, in pt from the top-left
    corner of the page being drawn. The same sheet is the same bytes (no date of making)."""

    def __init__(self, paper: Paper, title: str) -> None:
        self.paper = paper
        self.buffer = io.BytesIO()
        self.canvas = Canvas(
            self.buffer,
            pagesize=(paper.width, paper.height),
            invariant=True,  # no date of making, no random file id
            initialFontName=REGULAR,  # type: ignore[arg-type]  # the stubs say a float
        )
        self.canvas.setTitle(title)
        self.canvas.setCreator("quiddler-score")
        self.page_count = 0
        # The edges of what is drawn, in pt from the top-left corner.
        self.left, self.right, self.bottom = MARGIN, paper.width - MARGIN, paper.height - MARGIN

    def new_page(self) -> None:
        if self.page_count:
            self.canvas.showPage()
        self.page_count += 1

    def text(
        self,
        x: float,
        y: float,
        content: str,
        size: float,
        *,
        bold: bool = False,
        colour: str = INK,
        align: str = "left",
    ) -> None:
        """Text with its top at ``y`` pt, starting at ``x`` (or centred on it, or ending at
        it, as ``align`` says); a letter keeps at most two accents."""
        self.canvas.setFont(BOLD if bold else REGULAR, size)
        self.canvas.setFillColor(COLOURS[colour])
        draw = {
            "left": self.canvas.drawString,
            "center": self.canvas.drawCentredString,
            "right": self.canvas.drawRightString,
        }[align]
        draw(x, self._up(y + size * TOP), two_marks_at_most(content))

    def box(
        self,
        x: float,
        y: float,
        across: float,
        down: float,
        *,
        edge: str = RULE,
        fill: str | None = None,
        line_width: float = 0.6,
    ) -> None:
        """A rectangle from (x, y) pt, its top-left corner, ``across`` wide, ``down`` high."""
        self.canvas.setLineWidth(line_width)
        self.canvas.setStrokeColor(COLOURS[edge])
        if fill is not None:
            self.canvas.setFillColor(COLOURS[fill])
        self.canvas.rect(x, self._up(y + down), across, down, stroke=1, fill=fill is not None)

    def line(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        *,
        colour: str = RULE,
        line_width: float = 0.6,
        dotted: bool = False,
    ) -> None:
        self.canvas.setLineWidth(line_width)
        self.canvas.setStrokeColor(COLOURS[colour])
        self.canvas.setDash([0.6, 1.8] if dotted else [])
        self.canvas.line(x0, self._up(y0), x1, self._up(y1))
        self.canvas.setDash([])  # solid again

    def pdf_bytes(self) -> bytes:
        self.canvas.save()
        return self.buffer.getvalue()

    def _up(self, y: float) -> float:
        """``y`` pt down from the top, as PDF measures it: up from the foot of the page."""
        return self.paper.height - y
