"""Python's collector of reference cycles held off while a club's worth of objects is
made: the summaries of every game, the ratings, records and tables of the answer.

None of them makes a cycle, so each is freed as it is left; but each pass of the
collector walks every object still held, and with thousands of games held the passes
cost as much as the work itself (a third of the first ``stats`` at 10,000 games).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_held_off() -> Iterator[None]:
    """The collector off inside, and on again after if it was on before."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
