"""What a test needs from the machine: there, or the test skipped where it is not. On CI
(CI set) everything the tests need is installed, so a missing piece fails the test
instead."""

from __future__ import annotations

import os
from typing import NoReturn

import pytest

from quiddler_score.words.backends import Dictionary, DictionaryUnavailable
from quiddler_score.words.dictionaries import open_dictionary


def missing(reason: str) -> NoReturn:
    """Skip the test for what this machine lacks (``reason``); fail it when CI is set."""
    if os.environ.get("CI"):
        pytest.fail(f"CI is set, so this must be installed: {reason}")
    pytest.skip(reason)


def dictionary_or_skip(name: str) -> Dictionary:
    """``open_dictionary(name)``; skipped (failed on CI) when it cannot be opened."""
    try:
        return open_dictionary(name)
    except DictionaryUnavailable as error:
        missing(f"{name}: {error}")
