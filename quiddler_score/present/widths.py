"""The width a screen is laid out for, kept between bounds whatever the terminal says.

Its own module, without rich, for the plain lines of ``check`` as well as rich's screens.
"""

from __future__ import annotations

# Narrower than this a screen is laid out, and a line wrapped, as if it were this wide.
NARROWEST = 30
# Wider than this a screen is laid out as if it were this wide: COLUMNS=99999999 would
# otherwise pad every line of a table to a hundred million spaces.
WIDEST = 500


def laid_out_width(columns: int) -> int:
    """The width a screen is laid out for, and plain lines wrapped to, on ``columns``."""
    return min(max(NARROWEST, columns), WIDEST)
