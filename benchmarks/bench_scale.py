"""A club's worth of games: every reading command measured against `check` in the same run.

Databases of 1, 2,000 (a club's decade) and 10,000 (the stress test) saved games are
made the way bench_stats.py makes one (the sample game night kept through the game
actions once, then copied in SQL with what the store keeps beside it), each with one
more game in progress as the current game.
Each copy seats four of 20 people (drawn with a seed of its own, the names swapped in the
copy's text), so that `stats` has 20 people to set side by side. The larger sizes come in
two mixes:

    all          every game is the sample night, with its four challenges
    1 in 10      one game in ten is; the others are the same night with no challenge
                 and PAIRS laid for PARIS, so that they hold no ruling

Then, as whole processes, every run interleaved, the median wall time of:

    import click              python -c "import click": the floor of any command
    check quixotic            the yardstick, the same at any size
    games                     the newest games and the current one
    stats                     as stored with all it was made from (a hand was recorded,
                              and undone, in the game in progress since: it is read afresh)
    stats anew                the answer made from every game's summary, the stored one
                              dropped just before (as after a finished game changed)
    rulings                   the newest games' rulings
    rulings --player Ann      one person's, of the newest games holding theirs
    history                   the game in progress, entry by entry
    board                     the game in progress
    record ann ox -u e        on the game in progress (each is undone, untimed)

and once per database, the first `stats` after an upgrade (every kept summary dropped,
as an older database has none: it shows its progress, and has no bar). It prints each
figure as a ratio with its bar:

    check                                 at most 1.25x import click
    board at one game                     at most 2x check
    games, rulings, rulings --player,
    history, board at 2,000 games         at most 3x check
    stats at 2,000 games                  at most 5x check
    the same at 10,000 games              at most 10x check; stats at most 20x
    record at 2,000 games                 at most 1.3x record at one game

With --distinct every finished game is a different random game (tests/random_logs.py:
other players, rules, words, challenges, corrections and undos) instead of a copy of
one, so that nothing it measures can gain from games being alike (one mix only). With
--cache DIR the databases are kept in DIR and used again by the next run with the same
sizes (making 10,000 games takes minutes); each run leaves them as it found them.

The exit status is 0 whatever the ratios: this is a measurement.

    python benchmarks/bench_scale.py [--sizes 1,2000,10000] [--runs 11] [--distinct]
                                     [--cache DIR]
"""

from __future__ import annotations

import argparse
import compileall
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
# The tests' random games (--distinct): tests/ is not type-checked, nor looked in by mypy.
sys.path.insert(0, str(ROOT / "tests"))

from bench_stats import one_game  # noqa: E402
from random_logs import random_log, write_logs  # type: ignore[import-not-found]  # noqa: E402

from quiddler_score.games.events import Payload  # noqa: E402

# The sample night's players, and the 20 people the copies seat four of.
SAMPLE = ("Ann", "Bob", "Cy", "Dee")
PEOPLE = (
    *SAMPLE, "Eve", "Finn", "Gus", "Hal", "Ida", "Jo",
    "Kai", "Lea", "Mo", "Ned", "Ola", "Pia", "Quin", "Rex", "Sam", "Tess",
)  # fmt: skip
MIXES = {"all": 1, "1 in 10": 10}
# python -c "import click", the floor of any command.
CLICK = "import click"
COMMANDS = {
    "check": ("check", "quixotic"),
    "games": ("games",),
    "stats": ("stats",),
    "rulings": ("rulings",),
    "rulings --player": ("rulings", "--player", "Ann"),
    "history": ("history",),
    "board": ("board",),
}
# stats made anew from every summary, its stored answer dropped just before: the figure
# the stored answer stands in for (no bar of its own).
ANEW = "stats anew"
# Each command's bar, as a ratio to check, at a club's decade and at the stress test.
READERS = [name for name in COMMANDS if name not in ("check", "stats")]
BARS = {
    2000: {name: 3.0 for name in READERS} | {"stats": 5.0},
    10000: {name: 10.0 for name in READERS} | {"stats": 20.0},
}
RECORD_BAR = 1.3  # record at 2,000 games, to record at one
CHECK_BAR = 1.25  # check, to import click
BOARD_BAR = 2.0  # board at one game, to check


def run(db: Path, *args: str) -> float:
    command = [sys.executable, "-m", "quiddler_score", "--db", str(db), *args]
    if args == (CLICK,):
        command = [sys.executable, "-c", CLICK]
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
    return time.perf_counter() - start


def club(folder: Path, size: int, mix: str, distinct: bool) -> Path:
    """``size`` finished games (copies of one night, one in ``mix`` with rulings, or all
    different), then one in progress (the current game); made once in ``folder``."""
    db = folder / f"games-{size}-{'distinct' if distinct else MIXES[mix]}.sqlite3"
    if db.exists():
        return db
    made = db.with_suffix(".making")
    made.unlink(missing_ok=True)
    if distinct:
        write_logs(made, random_games(size - 1))
    else:
        copies_of_the_night(made, size, MIXES[mix])
    run(made, "new", "Ann", "Bob", "Cy")
    run(made, "stats")  # keeps every summary, as any earlier run would have
    run(made, "rulings")  # and every game's rulings (written with each entry)
    # Every process has closed it, so its log is in the file; the mark of its last
    # check goes with it.
    checked = Path(f"{made}-checked")
    if checked.exists():
        checked.replace(f"{db}-checked")
    made.rename(db)
    return db


def copies_of_the_night(db: Path, size: int, every: int) -> None:
    """``size`` finished games, copies of the sample night: one in ``every`` holding its
    rulings, the others a night that holds none."""
    copies(db, one_game(db), size // every - 1)
    if every > 1:
        copies(db, one_game(db, rulings=False), size - size // every - 1)


def copies(db: Path, game_id: int, count: int) -> None:
    """``count`` more games with the log of ``game_id`` and what is kept beside it, each
    seating four of the 20 people in place of the sample's, in one transaction."""
    conn = sqlite3.connect(db)
    rng = random.Random(game_id)
    with conn:
        for n in range(count):
            seated = dict(zip(SAMPLE, rng.sample(PEOPLE, len(SAMPLE)), strict=True))

            def swap(text: str, seated: dict[str, str] = seated) -> str:
                # Names are JSON strings of their own in every text copied.
                for old, new in seated.items():
                    text = text.replace(f'"{old}"', f'"\0{new}"')
                return text.replace('"\0', '"')

            conn.create_function("swapped", 1, swap, deterministic=True)
            conn.create_function("seated", 1, lambda name, s=seated: s.get(name, name))
            new_id = conn.execute(
                "INSERT INTO games (name, created_at) SELECT name || ?, created_at FROM games"
                " WHERE id = ?",
                (f" #{n + 2}", game_id),
            ).lastrowid
            conn.execute(
                "INSERT INTO events (game_id, seq, kind, payload, created_at, tag)"
                " SELECT ?, seq, kind, swapped(payload), created_at, tag FROM events"
                " WHERE game_id = ?",
                (new_id, game_id),
            )
            conn.execute(
                "INSERT INTO game_summaries (game_id, event_count, finished, summary)"
                " SELECT ?, event_count, finished, swapped(summary) FROM game_summaries"
                " WHERE game_id = ?",
                (new_id, game_id),
            )
            conn.execute(
                "INSERT INTO game_rulings (game_id, event_count, format, held)"
                " SELECT ?, event_count, format, held FROM game_rulings WHERE game_id = ?",
                (new_id, game_id),
            )
            conn.execute(
                "INSERT INTO rulings (game_id, number, entry, at, player, challenger,"
                " letters, ruling) SELECT ?, number, entry, at, seated(player),"
                " seated(challenger), letters, swapped(ruling) FROM rulings WHERE game_id = ?",
                (new_id, game_id),
            )
    conn.close()


def random_games(count: int) -> list[list[Payload]]:
    """``count`` finished random games, each made from a seed of its own."""
    return [random_log(random.Random(seed), finished=True) for seed in range(count)]


def forget_stored_stats(db: Path) -> None:
    """The answer stored for stats dropped: made anew next time."""
    with sqlite3.connect(db) as conn:
        conn.execute("DELETE FROM stored_answers WHERE question = 'stats'")
    conn.close()


def first_stats(db: Path) -> float:
    """`stats` on a database whose summaries were never kept (an older database)."""
    with sqlite3.connect(db) as conn:
        conn.execute("DELETE FROM game_summaries")
    conn.close()
    return run(db, "stats")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1,2000,10000")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--distinct", action="store_true", help="different random games")
    parser.add_argument("--cache", type=Path, help="keep the databases made in this folder")
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    compileall.compile_dir(ROOT / "quiddler_score", quiet=1)
    with tempfile.TemporaryDirectory() as temporary:
        folder = args.cache or Path(temporary)
        folder.mkdir(parents=True, exist_ok=True)
        mixes = ["distinct"] if args.distinct else list(MIXES)
        dbs = {
            (size, mix): club(folder, size, mix, args.distinct)
            for size in sizes
            for mix in (mixes[:1] if size == min(sizes) else mixes)
        }
        firsts = {key: first_stats(db) for key, db in dbs.items()}
        times: dict[tuple[str, tuple[int, str]], list[float]] = {}
        for _ in range(args.runs):
            for key, db in dbs.items():
                for name, arguments in {CLICK: (CLICK,), **COMMANDS}.items():
                    times.setdefault((name, key), []).append(run(db, *arguments))
                forget_stored_stats(db)  # as after a finished game changed
                times.setdefault((ANEW, key), []).append(run(db, "stats"))
                recorded = run(db, "record", "ann", "ox", "-u", "e")
                times.setdefault(("record", key), []).append(recorded)
                run(db, "undo")
    report(args.runs, "distinct" if args.distinct else "copies", dbs, times, firsts)


def report(
    runs: int,
    kind: str,
    dbs: dict[tuple[int, str], Path],
    times: dict[tuple[str, tuple[int, str]], list[float]],
    firsts: dict[tuple[int, str], float],
) -> None:
    median = {key: statistics.median(values) for key, values in times.items()}
    names = [CLICK, *COMMANDS, ANEW, "record"]
    described = "different random games" if kind == "distinct" else "copies of one night"
    print(f"whole processes, median of {runs} runs, interleaved; {described}, 20 people")
    print(f"{'games':>6} {'mix':<8}" + "".join(f"{n:>{max(len(n), 7) + 1}}" for n in names))
    for key in dbs:
        cells = "".join(f"{median[(n, key)] * 1000:>{max(len(n), 7) - 1}.0f}ms" for n in names)
        print(f"{key[0]:>6} {key[1]:<8}{cells}   first stats {firsts[key]:6.2f} s")
    smallest = min(k[0] for k in dbs)
    one = next(k for k in dbs if k[0] == smallest)
    check = median[("check", one)]
    verdict(f"check / import click ({smallest:,} games)", check / median[(CLICK, one)], CHECK_BAR)
    verdict(f"board / check ({smallest:,} games)", median[("board", one)] / check, BOARD_BAR)
    for key in (k for k in dbs if k[0] in BARS):
        where = f"{key[0]:,} games, {key[1]}"
        check = median[("check", key)]
        for name, bar in BARS[key[0]].items():
            verdict(f"{name} / check ({where})", median[(name, key)] / check, bar)
        anew = median[(ANEW, key)] / check
        print(f"  {ANEW + ' / check (' + where + ')':<50} {anew:5.2f}  (no bar)")
        if key[0] == min(BARS):
            record = median[("record", key)] / median[("record", one)]
            verdict(f"record / record at {smallest:,} ({where})", record, RECORD_BAR)
        first = firsts[key]
        label = f"first stats ({where})"
        print(f"  {label:<50} {first:5.2f} s, {first / key[0] * 1000:.2f} ms a game")


def verdict(label: str, ratio: float, bar: float) -> None:
    mark = "ok" if ratio <= bar else "OVER THE BAR"
    print(f"  {label:<50} {ratio:5.2f}  (bar: at most {bar:.1f}) {mark}")


if __name__ == "__main__":
    main()
