"""What ``best`` says of a hand: its lines of text and its JSON data.

Plain text and data, no terminal: the command line prints them (and styles the labels).
"""

from __future__ import annotations

from typing import Any

from quiddler_score.engine.cards import Word
from quiddler_score.language import N_, _, ngettext
from quiddler_score.words.solver import Arrangement, BestPlay
from quiddler_score.words.word_marks import offensive, tier


def _arrangement_data(arrangement: Arrangement) -> dict[str, Any]:
    return {
        "score": arrangement.score,
        "words": [str(word) for word in arrangement.words],
        "unused": [str(card) for card in arrangement.unused],
        "discard": None if arrangement.discard is None else str(arrangement.discard),
    }


def _words_shown(play: BestPlay) -> list[Word]:
    """Every distinct word of the plays ``best`` names, in the order it names them."""
    shown: dict[str, Word] = {}
    for arrangement in (play.best, play.going_out, play.most_words):
        for word in () if arrangement is None else arrangement.words:
            shown.setdefault(str(word), word)
    if play.longest_word is not None:
        shown.setdefault(str(play.longest_word), play.longest_word)
    return list(shown.values())


def _marks_data(play: BestPlay) -> dict[str, dict[str, object]]:
    return {
        str(word): {
            "tier": tier(word.letters.lower()),
            "offensive": offensive(word.letters.lower()),
        }
        for word in _words_shown(play)
    }


def best_play_data(play: BestPlay, dictionary: str) -> dict[str, Any]:
    """``best --json``: the best play, and the best that goes out or makes most words;
    ``marks``: how common each word named is, and whether it is offensive."""
    longest = play.longest_word
    return {
        "dictionary": dictionary,
        **_arrangement_data(play.best),
        "goes_out": play.best.goes_out,
        "going_out": None if play.going_out is None else _arrangement_data(play.going_out),
        "longest_word": None
        if longest is None
        else {"word": str(longest), "letters": longest.letter_count, "points": longest.points},
        "most_words": None if play.most_words is None else _arrangement_data(play.most_words),
        "marks": _marks_data(play),
    }


# How common a word is, as ``best`` names it (the data keeps the English tier).
TIERS = {
    # Translators: how often a word is written (a word is "common"): courant; común.
    "common": N_("common"),
    # Translators: how often a word is written: peu courant; poco común.
    "uncommon": N_("uncommon"),
    # Translators: how often a word is written: rare; rara.
    "rare": N_("rare"),
}


def _sum(arrangement: Arrangement) -> str:
    """``(QU)IT 14 + OX 14 = 28, unused: none``; unused cards are taken away."""
    terms = [f"{word} {word.points}" for word in arrangement.words] or [_("no words")]
    text = " + ".join(terms)
    text += "".join(f" − {card} {card.points}" for card in arrangement.unused)
    # Translators: no unused cards, "unused: none".
    unused = " ".join(str(card) for card in arrangement.unused) or _("none")
    score = f"−{-arrangement.score}" if arrangement.score < 0 else str(arrangement.score)
    # Translators: a play's sum, "(QU)IT 14 + OX 14 − E 2 = 26, unused: E"; {unused} is
    # the cards left in hand.
    return _("{sum} = {score}, unused: {unused}").format(sum=text, score=score, unused=unused)


def best_play_lines(play: BestPlay) -> list[tuple[str, str]]:
    """``best``'s answer as labelled lines: the best play, the discard, going out, the
    longest word and the most words, each as its sum or why there is none."""

    def other(arrangement: Arrangement | None, missing: str) -> str:
        if arrangement is None:
            return missing
        if arrangement == play.best:
            return _("the best play")
        text = _sum(arrangement)
        if arrangement.discard is not None and arrangement.discard != play.discard:
            # Translators: a play's sum, then the card it discards.
            text = _("{play}, discard {card}").format(play=text, card=arrangement.discard)
        return text

    # Translators: best's label for the best play of a hand.
    lines = [(_("best"), _sum(play.best))]
    if play.discard is not None:
        # Translators: best's label for the card to discard.
        lines.append((_("discard"), str(play.discard)))
    # Translators: best's label for the best play that goes out; "not possible" when none does.
    lines.append((_("going out"), other(play.going_out, _("not possible"))))
    longest = play.longest_word
    if longest is None:
        said = _("none")
    else:
        said = ngettext("{word}, {count} letter", "{word}, {count} letters", longest.letter_count)
        said = said.format(word=longest, count=longest.letter_count)
    lines.append((_("longest word"), said))
    lines.append((_("most words"), other(play.most_words, _("no words"))))
    marks = []
    for word, data in _marks_data(play).items():
        tier = _(TIERS[data["tier"]]) if data["tier"] in TIERS else str(data["tier"])
        if data["offensive"]:
            # Translators: a word, how common it is, and that it is offensive: grossier; ofensiva.
            marks.append(_("{word} {tier}, offensive").format(word=word, tier=tier))
        else:
            marks.append(f"{word} {tier}")
    if marks:
        # Translators: best's label for how common each word named is.
        lines.append((_("tiers"), "; ".join(marks)))
    return lines
