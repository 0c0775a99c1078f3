"""The one way a value kept as JSON in the database is read back.

Everything kept beside or in the logs (an entry's payload, a summary, a kept answer, a
set of house rules) was written by this tool as a JSON object, but another program may
have changed it: what does not read as an object is one error, whatever went wrong,
so the reader can name what it was reading. Nesting is bounded by the decoder: a value
nested past Python's recursion limit is refused like any other damage, never a
RecursionError.
"""

from __future__ import annotations

import json
from typing import Any

from quiddler_score.games.log.errors import SavedGameError
from quiddler_score.language import N_


class StoredJsonError(SavedGameError, ValueError):
    """A kept value that is not a JSON object (not JSON, another type, nested too deep)."""


def read_object(text: object) -> dict[str, Any]:
    """The JSON object ``text`` holds; StoredJsonError says why it holds none ("not
    valid JSON", "nested too deep", ...)."""
    if not isinstance(text, str | bytes):
        raise StoredJsonError(N_("not text"))
    try:
        data = json.loads(text)
    except RecursionError:
        raise StoredJsonError(N_("nested too deep")) from None
    except ValueError:
        raise StoredJsonError(N_("not valid JSON")) from None
    if not isinstance(data, dict):
        raise StoredJsonError(N_("not a JSON object"))
    return data
