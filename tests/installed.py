"""A dictionary a test needs: opened, or the test skipped where it is not installed. On
CI (CI set) every dictionary must be there, so a missing one fails the test instead."""

from __future__ import annotations

import os

import pytest

from quiddler_score.words.backends import Dictionary, DictionaryUnavailable
from quiddler_score.words.dictionaries import open_dictionary


def dictionary_or_skip(name: str) -> Dictionary:
    """``open_dictionary(name)``; skipped (failed on CI) when it cannot be opened."""
    try:
        return open_dictionary(name)
    except DictionaryUnavailable as error:
        if os.environ.get("CI"):
            pytest.fail(f"CI is set, so {name} must be installed: {error}")
        pytest.skip(str(error))
