"""A club record set in a game, as ``play`` and ``board`` say it (without rich)."""

from __future__ import annotations

from quiddler_score.games.stats.new_records import NewRecord


def new_record_line(record: NewRecord) -> str:
    """``New club record! Bob's 72 in round 5 is the highest round (was 68, Ann).``"""
    if record.kind == "longest_word":
        return (
            f"New club record! {record.player}'s {record.word} in round {record.round}, "
            f"{record.value} letters, is the longest word "
            f"(was {record.beaten} letters, {record.beaten_by})."
        )
    was = f"(was {record.beaten}, {record.beaten_by})"
    if record.kind == "highest_total":
        return f"New club record! {record.player}'s total of {record.value} is the highest {was}."
    return (
        f"New club record! {record.player}'s {record.value} in round {record.round} "
        f"is the highest round {was}."
    )
