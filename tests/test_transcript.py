"""TOML transcripts (engine/transcript.py): the dealer and the shorter ways to write a
hand, and the one line each mistake gets, naming where it is."""

from __future__ import annotations

import pytest

from quiddler_score.engine.cards import card
from quiddler_score.engine.errors import GameError
from quiddler_score.engine.transcript import MAX_CHALLENGES, MAX_TOML_CHARS, parse_transcript

PLAYERS = 'players = ["Ann", "Bob"]\n'
ROUND = '[[rounds]]\nwent_out = "Ann"\n[rounds.hands]\nAnn = { words = ["cat"] }\n'
BOB = 'Bob = { words = ["ox"], unused = ["z"] }\n'
CHALLENGE = '[[rounds.challenges]]\nby = "Bob"\nplayer = "Ann"\nword = "cat"\n'


def test_the_transcripts_dealer_deals_first() -> None:
    transcript = parse_transcript('players = ["Ann", "Bob", "Cy"]\ndealer = "Bob"\n')
    assert transcript.table.first_dealer == "Bob"
    assert parse_transcript(PLAYERS).table.first_dealer == "Ann"


def test_a_hand_may_leave_out_its_words_and_give_its_unused_cards_as_one_string() -> None:
    # "z, a x": commas or spaces between the cards, as the record command takes them.
    transcript = parse_transcript(PLAYERS + ROUND + 'Bob = { unused = "z, a x" }\n')
    bob = transcript.rounds[0].hands["Bob"]
    assert bob.words == ()
    assert bob.unused == (card("z"), card("a"), card("x"))


def test_a_round_may_hold_as_many_challenges_as_the_limit_and_no_more() -> None:
    at_limit = parse_transcript(PLAYERS + ROUND + BOB + CHALLENGE * MAX_CHALLENGES)
    assert len(at_limit.rounds[0].challenges) == MAX_CHALLENGES == 100
    with pytest.raises(GameError) as error:
        parse_transcript(PLAYERS + ROUND + BOB + CHALLENGE * (MAX_CHALLENGES + 1))
    assert str(error.value) == "round 1: at most 100 challenges in a round, not 101"


def test_a_transcript_of_256_kib_is_read_and_one_character_more_refused_unparsed() -> None:
    # 256 KiB = 256 x 1024 = 262,144 characters, a comment filling what the players leave.
    def of_length(length: int) -> str:
        return PLAYERS + "#" * (length - len(PLAYERS) - 1) + "\n"

    assert MAX_TOML_CHARS == 262_144
    assert parse_transcript(of_length(MAX_TOML_CHARS)).table.players == ("Ann", "Bob")
    with pytest.raises(GameError) as error:
        parse_transcript(of_length(MAX_TOML_CHARS + 1))
    assert str(error.value) == "too long: at most 256 KiB of TOML"


MISTAKES = {
    "unknown game key": (
        PLAYERS + "score = 1\n",
        "the transcript: unknown key 'score' "
        "(expected dealer, dictionary, name, players, rounds, rules)",
    ),
    "dealer not text": (PLAYERS + "dealer = 3\n", "the transcript: dealer must be text, not 3"),
    "dictionary not text": (
        PLAYERS + "dictionary = 3\n",
        "the transcript: dictionary must be text, not 3",
    ),
    "name not text": (PLAYERS + "name = 3\n", "the transcript: name must be text, not 3"),
    "rules not a table": (PLAYERS + "rules = 3\n", "[rules] must be a table of rule settings"),
    "rounds not tables": (PLAYERS + "rounds = 3\n", "rounds must be written as [[rounds]] tables"),
    "nested too deep": (
        "players = " + "[" * 1000 + "]" * 1000 + "\n",
        "its tables or lists are nested too deep to read",
    ),
    "round not a table": (PLAYERS + "rounds = [1]\n", "round 1: must be a [[rounds]] table"),
    "unknown round key": (
        PLAYERS + "[[rounds]]\nscore = 1\n",
        "round 1: unknown key 'score' (expected challenges, hands, went_out)",
    ),
    "round without hands": (
        PLAYERS + '[[rounds]]\nwent_out = "Ann"\n',
        "round 1: needs a [rounds.hands] table, one entry per player",
    ),
    "went out not text": (
        PLAYERS + ROUND.replace('"Ann"', "3", 1) + BOB,
        "round 1: went_out must be text, not 3",
    ),
    "challenges not tables": (
        PLAYERS + ROUND.replace("[rounds.hands]", "challenges = 3\n[rounds.hands]") + BOB,
        "round 1: challenges must be [[rounds.challenges]] tables",
    ),
    "challenge not a table": (
        PLAYERS + ROUND.replace("[rounds.hands]", "challenges = [1]\n[rounds.hands]") + BOB,
        "round 1: a challenge is a [[rounds.challenges]] table",
    ),
    "unknown challenge key": (
        PLAYERS + ROUND + BOB + CHALLENGE + 'why = "no"\n',
        "round 1, challenge: unknown key 'why' (expected by, player, ruling, word)",
    ),
    "challenge without by and word": (
        PLAYERS + ROUND + BOB + '[[rounds.challenges]]\nplayer = "Ann"\n',
        "round 1: a challenge needs by, word (by, player and word are required)",
    ),
    "challenged word not cards": (
        PLAYERS + ROUND + BOB + CHALLENGE.replace('"cat"', '"c1t"'),
        "round 1, Bob, word 'c1t': '1' in 'c1t' is not a letter",
    ),
    "hand not a table": (
        PLAYERS + ROUND + 'Bob = "ox"\n',
        "round 1, Bob: a hand is { words = [...], unused = [...] }",
    ),
    "words one string": (
        PLAYERS + ROUND + 'Bob = { words = "ox" }\n',
        "round 1, Bob: words must be a list of words",
    ),
    "words not text": (
        PLAYERS + ROUND + "Bob = { words = [1] }\n",
        "round 1, Bob: words must be a list of words",
    ),
    "unused not text": (
        PLAYERS + ROUND + "Bob = { unused = [1] }\n",
        "round 1, Bob: unused must be a list of cards",
    ),
    "unused a number": (
        PLAYERS + ROUND + "Bob = { unused = 3 }\n",
        "round 1, Bob: unused must be a list of cards",
    ),
}


@pytest.mark.parametrize("case", sorted(MISTAKES))
def test_each_mistake_in_a_transcript_is_one_line_naming_where_it_is(case: str) -> None:
    text, message = MISTAKES[case]
    with pytest.raises(GameError) as error:
        parse_transcript(text)
    assert str(error.value) == message
