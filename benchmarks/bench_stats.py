"""Time `quiddler-score stats` over 1,000 saved games, as whole processes.

It keeps the sample game night (4 players, 8 rounds, challenges) once through the game
actions, copies its log into 999 more games in one transaction (the way a long-lived
club's database looks, made fast), then times `stats --json`: the first run makes and
keeps each game's summary; later runs read them. The bar: under 0.5 s once summaries
are kept. Run it from the repository:  python benchmarks/bench_stats.py
"""

from __future__ import annotations

import argparse
import compileall
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from importlib.resources import files
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from quiddler_score.engine.cards import parse_cards, parse_words  # noqa: E402
from quiddler_score.games import actions  # noqa: E402
from quiddler_score.games.events import GameCreated  # noqa: E402
from quiddler_score.games.log.store import Store  # noqa: E402

BAR_SECONDS = 0.5


def one_game(db: Path, *, rulings: bool = True) -> int:
    """The sample game night kept through the actions, as a scorekeeper would; without
    ``rulings``, a night that holds none: no challenge, and PAIRS where PARIS was laid."""
    demo = tomllib.loads((files("quiddler_score") / "demo.toml").read_text(encoding="utf-8"))
    laid = {} if rulings else {"paris": "pairs"}
    with Store(db) as store:
        game = actions.start_game(store, GameCreated(tuple(demo["players"]), demo["dealer"]))
        for number, played in enumerate(demo["rounds"], start=1):
            for player, hand in played["hands"].items():
                words = parse_words([laid.get(word, word) for word in hand["words"]])
                unused = parse_cards(hand.get("unused", []))
                out = played.get("went_out") == player
                actions.record_hand(game, number, player, words, unused, out)
            for challenge in played.get("challenges", []) if rulings else []:
                word = parse_words(challenge["word"])[0]
                draft = actions.draft_challenge(
                    game, number, challenge["by"], challenge["player"], word
                )
                actions.record_challenge(game, draft)
        return game.info.id


def copies(db: Path, game_id: int, count: int) -> None:
    """``count`` more games with the same log, written in one transaction."""
    conn = sqlite3.connect(db)
    with conn:
        for n in range(count):
            new_id = conn.execute(
                "INSERT INTO games (name, created_at) SELECT name || ?, created_at FROM games"
                " WHERE id = ?",
                (f" #{n + 2}", game_id),
            ).lastrowid
            conn.execute(
                "INSERT INTO events (game_id, seq, kind, payload, created_at, tag)"
                " SELECT ?, seq, kind, payload, created_at, tag FROM events WHERE game_id = ?",
                (new_id, game_id),
            )
    conn.close()


def timed(db: Path) -> float:
    command = [sys.executable, "-m", "quiddler_score", "--db", str(db), "stats", "--json"]
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    compileall.compile_dir(ROOT / "quiddler_score", quiet=1)
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "games.sqlite3"
        copies(db, one_game(db), args.games - 1)
        first = timed(db)
        kept = [timed(db) for _ in range(args.runs)]
    median = statistics.median(kept)
    print(f"stats --json over {args.games} saved games, whole processes")
    print(f"  first run (makes and keeps every summary)  {first * 1000:7.0f} ms")
    print(f"  later runs, median of {args.runs:<3}                 {median * 1000:7.0f} ms")
    verdict = "ok" if median < BAR_SECONDS else "OVER THE BAR"
    print(f"  bar: under {BAR_SECONDS * 1000:.0f} ms once summaries are kept: {verdict}")


if __name__ == "__main__":
    main()
