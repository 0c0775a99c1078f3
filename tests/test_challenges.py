"""A round's challenges in ``play``: the example its question gives, and the words
offered for a challenge."""

from __future__ import annotations

from quiddler_score.cli.play.challenges import distinct
from quiddler_score.engine.cards import parse_words


def test_the_challenge_example_names_players_as_a_scorekeeper_types_them() -> None:
    from quiddler_score.cli.play.challenges import as_typed

    seated = ["Anna-Maria Évangéline Konstantinopoulous", "Böb Ørsted", "Böb Marley", "Cy"]
    assert as_typed(seated[0], seated) == "anna-maria"  # the first word names only her
    assert as_typed("Cy", seated) == "cy"
    # "böb" could be either Böb: the whole name is the example.
    assert as_typed("Böb Ørsted", seated) == "Böb Ørsted"


def test_a_word_laid_twice_is_offered_for_a_challenge_once() -> None:
    words = list(parse_words("zax at zax", round_number=8, player="Ann"))
    assert [str(word) for word in distinct(words)] == ["ZAX", "AT"]
