"""`quiddler-score play` in a real terminal: tmux types the keys and reads the screen.

Each test runs its own tmux server (its own socket, no user configuration), so it never
touches a tmux the developer is using. Without tmux these tests are skipped, unless the
environment variable CI is set: there they must run, so a missing tmux fails them.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import suppress
from pathlib import Path

import pytest
from cli_helpers import ok
from installed import missing
from screen_fit import cut_words, too_wide
from test_screen_widths import ACCENTED, LONG, PLAYERS, play_answers, without_answers

# play in a real terminal (tmux), keystroke by keystroke: about 20 s.
pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parent.parent
STOPPED = "Saved. Run quiddler-score play to carry on."
TIMEOUT = 10.0


# The window runs this, which runs play: it notes play's process id and exit status in
# files, as tmux itself does not report a pane's exit status reliably. Ctrl-C is play's.
WRAPPER = """
import signal, subprocess, sys
signal.signal(signal.SIGINT, signal.SIG_IGN)
play = subprocess.Popen(sys.argv[2:], preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
open(sys.argv[1] + ".pid", "w").write(str(play.pid))
status = play.wait()
open(sys.argv[1] + ".status", "w").write(str(status))
"""


class Terminal:
    """One tmux server; each ``start`` opens a window running ``play``, 120x50 unless asked."""

    def __init__(self, socket: Path, db: Path) -> None:
        self.socket = socket
        self.db = db
        self.window = ""
        self.seen = 0
        self.started = 0

    def tmux(self, *args: str) -> str:
        done = subprocess.run(
            # -u: UTF-8 whatever the locale, so accented names are typed and shown as they are
            ["tmux", "-u", "-S", str(self.socket), "-f", "/dev/null", *args],
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    @property
    def notes(self) -> Path:
        return self.db.with_name(self.window)

    def start(self, columns: int = 120, *options: str, before: tuple[str, ...] = ()) -> None:
        """A new window running play (with ``options``, and the global options ``before``
        it) on the test's database; it stays open after play ends."""
        self.started += 1
        self.window, self.seen = f"play{self.started}", 0
        command = [
            # The window's own size, not the COLUMNS the tests set, is what play reads.
            *("env", "-u", "COLUMNS", "-u", "LINES", "-u", "FORCE_COLOR", "-u", "NO_COLOR"),
            f"PYTHONPATH={REPO}",
            *(sys.executable, "-c", WRAPPER, str(self.notes)),
            *(
                sys.executable,
                "-m",
                "quiddler_score",
                "--db",
                str(self.db),
                *before,
                "play",
                *options,
            ),
        ]
        self.tmux(
            "new-session", "-d", "-x", str(columns), "-y", "50", "-s", self.window,
            "-c", str(REPO),
            *command, ";", "set-option", "-t", self.window, "remain-on-exit", "on",
        )  # fmt: skip

    def screen(self) -> str:
        """Everything the window has shown, scrollback included, wrapped lines joined."""
        return self.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", self.window)

    def expect(self, text: str) -> None:
        """Wait until ``text`` appears after what was already expected."""
        deadline = time.monotonic() + TIMEOUT
        while True:
            shown = self.screen()
            found = shown.find(text, self.seen)
            if found >= 0:
                self.seen = found + len(text)
                return
            if time.monotonic() > deadline:
                pytest.fail(f"{text!r} never appeared; the window shows:\n{shown}")
            time.sleep(0.03)

    def answer(self, question: str, text: str) -> None:
        self.expect(question)
        if text:
            self.tmux("send-keys", "-t", self.window, "-l", text)
        self.tmux("send-keys", "-t", self.window, "Enter")

    def cursor(self) -> tuple[int, str]:
        """The cursor's line, counted from the top of the scrollback, and what it shows."""
        shown = "#{history_size} #{cursor_y} #{cursor_x}"
        history, row, column = map(
            int, self.tmux("display-message", "-p", "-t", self.window, shown).split()
        )
        line = self.tmux("capture-pane", "-p", "-t", self.window).splitlines()[row : row + 1]
        return history + row, (line[0] if line else "").ljust(column)[:column]

    def answer_each_question(self, answers: list[str]) -> None:
        """Type each answer once play waits at a question (the cursor after a ": ")."""
        done = -1
        for text in answers:
            deadline = time.monotonic() + TIMEOUT
            while True:
                row, before = self.cursor()
                if row > done and before.endswith(": "):
                    break
                if time.monotonic() > deadline:
                    pytest.fail(f"no question for {text!r}; the window shows:\n{self.screen()}")
                time.sleep(0.03)
            if text:
                self.tmux("send-keys", "-t", self.window, "-l", text)
            self.tmux("send-keys", "-t", self.window, "Enter")
            done = row

    def keys(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", self.window, *keys)

    def noted(self, suffix: str) -> int:
        """What the wrapper noted (play's pid or exit status), once it has."""
        path = self.notes.with_suffix(suffix)
        deadline = time.monotonic() + TIMEOUT
        while not path.exists() or not path.read_text():
            if time.monotonic() > deadline:
                pytest.fail(f"no {suffix} noted; the window shows:\n{self.screen()}")
            time.sleep(0.03)
        return int(path.read_text())

    def exit_status(self) -> int:
        return self.noted(".status")

    def close_window(self) -> None:
        """Close the window under a running play (it gets SIGHUP) and wait until play ends."""
        pid = self.noted(".pid")
        self.tmux("kill-session", "-t", self.window)
        deadline = time.monotonic() + TIMEOUT
        while _running(pid):
            if time.monotonic() > deadline:
                pytest.fail(f"play (pid {pid}) still runs after its window closed")
            time.sleep(0.03)


def _running(pid: int) -> bool:
    """Whether the process lives; an exited one nobody has reaped yet (a zombie) does not."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    with suppress(OSError):
        return stat.read_text().rpartition(")")[2].split()[0] != "Z"
    return True


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    if shutil.which("tmux") is None:
        missing("tmux, for the terminal tests (apt-get install tmux)")
    # A short folder of its own for the server's socket: socket paths have a length limit.
    sockets = Path(tempfile.mkdtemp(prefix="qs-tmux-"))
    term = Terminal(sockets / "socket", tmp_path / "games.db")
    try:
        yield term
    finally:
        subprocess.run(
            ["tmux", "-S", str(term.socket), "kill-server"], capture_output=True, timeout=TIMEOUT
        )
        shutil.rmtree(sockets, ignore_errors=True)


def stored_hands(db: Path) -> list[tuple[str, list[str]]]:
    """The hands in the database, read by a process of its own, after an integrity check."""
    code = (
        "import json, sqlite3, sys\n"
        "conn = sqlite3.connect(sys.argv[1])\n"
        "check = conn.execute('PRAGMA integrity_check').fetchone()[0]\n"
        "rows = conn.execute(\"SELECT payload FROM events WHERE kind = 'hand_recorded'"
        ' ORDER BY seq").fetchall()\n'
        "print(json.dumps({'check': check, 'hands': [json.loads(r[0]) for r in rows]}))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(db)], capture_output=True, text=True, timeout=TIMEOUT
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["check"] == "ok"
    return [(hand["player"], hand["words"]) for hand in data["hands"]]


def waiting_for(db: Path) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-m", "quiddler_score", "--db", str(db), "board", "--json"],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        cwd=REPO,
    )
    assert done.returncode == 0, done.stderr
    waiting: list[str] = json.loads(done.stdout)["waiting_for"]
    return waiting


def test_ctrl_c_and_a_closed_window_lose_nothing_and_play_carries_on(
    terminal: Terminal,
) -> None:
    terminal.start()
    terminal.answer("Players, in seating order", "Ann, Bob, Cy")
    terminal.answer("Who deals round 1?", "")
    terminal.answer("Dictionary?", "")
    terminal.answer("A name for the game?", "")
    terminal.expect("Round 1 of 8: 3 cards each")
    terminal.answer("Who went out?", "")
    terminal.answer("Bob's words:", "ox")
    terminal.answer("Bob's unused cards (1 left):", "e")
    terminal.expect("✓ Bob: OX (14); unused E (−2)")

    # Ctrl-C at a question: a clean stop, status 130, no traceback.
    terminal.expect("Cy's words:")
    terminal.keys("C-c")
    terminal.expect(STOPPED)
    assert terminal.exit_status() == 130
    assert "Traceback" not in terminal.screen()
    assert stored_hands(terminal.db) == [("Bob", ["OX"])]

    # play again carries on with Cy; then the window is closed in the middle of Ann's hand.
    terminal.start()
    terminal.expect("Recorded: Bob. Still to record: Cy, Ann.")
    terminal.answer("Cy's words:", "cat")  # who went out was answered: it is not asked again
    terminal.expect("✓ Cy: CAT (13)")
    terminal.answer("Ann's words:", "at")
    terminal.expect("Ann's unused cards (1 left):")
    terminal.keys("-l", "i")  # typed, never confirmed with Enter
    terminal.close_window()
    assert stored_hands(terminal.db) == [("Bob", ["OX"]), ("Cy", ["CAT"])]
    assert waiting_for(terminal.db) == ["Ann"]

    # ... and play carries on at Ann, then stops with q at the round's challenges.
    terminal.start()
    terminal.expect("Recorded: Bob, Cy. Still to record: Ann.")
    terminal.answer("Ann's words:", "at")
    terminal.answer("Ann's unused cards (1 left):", "i")
    terminal.expect("✓ Ann: AT (5); unused I (−2)")
    terminal.answer("Challenge?", "q")
    terminal.expect(STOPPED)
    assert terminal.exit_status() == 0
    assert stored_hands(terminal.db) == [("Bob", ["OX"]), ("Cy", ["CAT"]), ("Ann", ["AT"])]


def test_a_mistake_and_an_undo_at_the_terminal(terminal: Terminal) -> None:
    terminal.start()
    terminal.answer("Players, in seating order", "Ann Bob")
    terminal.answer("Who deals round 1?", "b")  # Bob deals, Ann plays first
    terminal.answer("Dictionary?", "")
    terminal.answer("A name for the game?", "")
    terminal.answer("Who went out?", "ann")
    terminal.answer("Ann's words (went out):", "(qu)it")
    terminal.expect("✓ Ann: (QU)IT (14); went out")
    terminal.answer("Bob's words:", "ox")
    terminal.answer("Bob's unused cards (1 left):", "e, a")
    terminal.expect("✗ round 1, Bob: 2 unused cards, but the words leave 1")
    terminal.answer("Bob's unused cards (1 left):", "undo")  # Enter runs the command
    terminal.expect("Took back round 1, Ann: (QU)IT (went out).")
    # The undo took back Ann's hand, not the table's answer that she went out.
    terminal.answer("Ann's words (went out):", "board")
    terminal.expect("Next: round 1, 3 cards each; Bob deals, Ann plays first.")
    terminal.answer("Ann's words (went out):", "undo")
    terminal.expect("Took back round 1: Ann went out.")
    terminal.answer("Who went out?", "q")
    terminal.expect(STOPPED)
    assert terminal.exit_status() == 0
    assert stored_hands(terminal.db) == [("Ann", ["(QU)IT"])]  # kept in the log, taken back
    assert waiting_for(terminal.db) == ["Ann", "Bob"]


def test_a_whole_evening_at_the_terminal_asks_nothing_twice_and_says_who_now_wins(
    terminal: Terminal,
) -> None:
    # Rounds 1 to 7 kept with the commands: Ann went out with ATE in round 1, then both
    # hold only vowels, so both totals are 0 after round 7 (a total never goes below 0).
    ok("new", "Ann", "Bob", db=terminal.db)
    ok("record", "ann", "ate", "--out", db=terminal.db)
    ok("record", "bob", "--unused", "e e e", db=terminal.db)
    for number in range(2, 8):
        dealt = number + 2
        ok("record", "ann", "--unused", " ".join("a" * dealt), db=terminal.db)
        ok("record", "bob", "--unused", " ".join("e" * dealt), db=terminal.db)

    # First sitting: round 7's challenges (nobody), then stop before round 8.
    terminal.start()
    terminal.answer("Round 7 is complete. Any challenges?", "")
    terminal.answer("Enter for round 8", "q")
    terminal.expect(STOPPED)

    # Second sitting: round 7 is not asked about again; round 8, with an undo typed at a
    # words question (Enter runs it) and a redo that puts the hand back.
    terminal.start()
    terminal.expect("Round 8 of 8: 10 cards each")
    terminal.answer("Who went out?", "")
    terminal.answer("Ann's words:", "ox at")
    terminal.answer("Ann's unused cards (6 left):", "e e i i o u")
    terminal.answer("Bob's words:", "undo")
    terminal.expect("Took back round 8, Ann: OX AT; unused E E I I O U.")
    terminal.answer("Ann's words:", "redo")  # who went out is kept: not asked again
    terminal.expect("Put back round 8, Ann: OX AT; unused E E I I O U.")
    # Bob: ZEBRA 31 - E E I O U 12 = 19, longest word +10 = 29; Ann: 19 - 14 = 5, most
    # words +10 = 15.
    terminal.answer("Bob's words:", "zebra")
    terminal.answer("Bob's unused cards (5 left):", "e e i o u")
    # Fix Ann's round 1: she went out, so no unused cards are asked; Enter keeps each part.
    terminal.answer("Challenge?", "fix")
    terminal.answer("Fix which round?", "1")
    terminal.expect("Round 1 as recorded:")  # the round's hands, before asking whose
    terminal.expect("Ann: ATE (7); went out")
    terminal.expect("Bob: no words; unused E E E (−6)")
    terminal.answer("Whose hand in round 1?", "ann")
    terminal.expect("Ann's hand in round 1: ATE (7); went out")
    terminal.answer("Did Ann go out in round 1? (Enter = yes)", "")
    terminal.answer("Ann's words (went out) (Enter = ATE):", "")
    terminal.expect("Fixed round 1:")
    # Fix Bob's round 8 with a mistake in the unused cards: only they are asked again.
    terminal.answer("Challenge?", "fix")
    terminal.answer("Fix which round?", "8")
    terminal.answer("Whose hand in round 8?", "bob")
    terminal.answer("Did Bob go out in round 8? (Enter = no)", "")
    terminal.answer("Bob's words (Enter = ZEBRA):", "")
    terminal.answer("Bob's unused cards (5 left) (Enter = E E I O U):", "e e i o")
    terminal.expect("✗ round 8, Bob: 4 unused cards, but the words leave 5")
    terminal.answer("Bob's unused cards (5 left) (Enter = E E I O U):", "e e i o u")
    terminal.expect("Fixed round 8:")
    terminal.answer("Challenge?", "q")
    terminal.expect(STOPPED)

    # Third sitting: Ann challenges ZEBRA and the table rules it unacceptable. Struck, it
    # counts against Bob: 0 - 31 - 12 = -43, a total of 0; the longest word is Ann's now:
    # 15 + 10 = 25. Play says the winner changes and asks before recording it.
    terminal.start()
    # The board at round 8's challenges: the game is not over, so Bob leads, not wins.
    terminal.answer("Challenge?", "board")
    terminal.expect("Bob leads with 29 points; round 8's challenges are still open.")
    terminal.answer("Challenge?", "ann bob zebra")
    terminal.expect("ZEBRA: acceptable.")
    terminal.expect("meaning:")
    terminal.answer("Does the table agree?", "n")
    terminal.expect("This changes the winner: Ann wins with 25 (before it: Bob wins with 29).")
    terminal.answer("Record it?", "")
    terminal.expect("✓ Bob's ZEBRA is struck")
    terminal.answer("Challenge?", "")
    terminal.expect("Ann wins with 25 points.")
    terminal.expect("The game is over and saved.")
    terminal.answer("A picture of the result to share?", "")
    assert terminal.exit_status() == 0

    # A fourth sitting shows the game and asks nothing: it is over, its picture offered
    # when it ended. A picture is still made on request: export --png.
    terminal.start()
    terminal.expect("The game is over and saved.")
    terminal.expect("A picture of it: quiddler-score export --png night.png")
    assert terminal.exit_status() == 0
    fourth = terminal.screen()
    assert "Any challenges?" not in fourth and "Who went out?" not in fourth
    assert "A picture of the result to share?" not in fourth
    assert json.loads(ok("board", "--json", db=terminal.db))["winners"] == ["Ann"]


def test_a_challenged_non_word_shows_its_close_words_as_check_does(
    terminal: Terminal,
) -> None:
    ok("new", "Ann", "Bob", db=terminal.db)
    for number in range(1, 4):
        dealt = number + 2
        ok("record", "ann", "--unused", " ".join("a" * dealt), db=terminal.db)
        ok("record", "bob", "--unused", " ".join("e" * dealt), db=terminal.db)
    terminal.start()
    terminal.expect("Round 3 is complete.")  # no word was laid: nothing to challenge
    terminal.answer("Enter for round 4", "")
    terminal.answer("Who went out?", "")
    terminal.answer("Ann's words:", "freind")  # round 4 deals 6 cards: all in the word
    terminal.answer("Who challenges Ann's FREIND?", "bob")
    terminal.expect("FREIND: not acceptable.")
    terminal.expect("close words: friend")
    terminal.answer("Does the table agree?", "")
    terminal.expect("✓ Ann's FREIND is struck")
    terminal.answer("Bob's words:", "q")
    terminal.expect(STOPPED)
    checked = subprocess.run(
        [sys.executable, "-m", "quiddler_score", "check", "freind"],
        capture_output=True, text=True, timeout=TIMEOUT, cwd=REPO,
    )  # fmt: skip
    assert "close words: friend" in checked.stdout  # the same evidence as check's


def test_a_whole_evening_with_a_40_character_name_fits_an_80_column_terminal(
    terminal: Terminal,
) -> None:
    # The sample evening of test_play, seated as a 40-character and an accented name;
    # the answers still name them by their start (ann, bob).
    answers = [*play_answers().splitlines()]
    terminal.start(columns=80)
    terminal.answer_each_question(answers)
    assert terminal.exit_status() == 0
    screen = terminal.screen()  # lines the terminal folded are joined again
    assert "Böb Ørsted wins with" in screen  # as the same answers score in test_play
    assert LONG in screen and ACCENTED in screen
    shown = without_answers(screen)
    assert too_wide(shown, 80) == []
    assert cut_words(shown, PLAYERS) == []


def test_the_first_stats_over_many_games_shows_its_progress(terminal: Terminal) -> None:
    # One finished game of vowels kept unused, copied in SQL into 600 games without
    # summaries: the way a club's database looks after an upgrade.
    ok("new", "Ann", "Bob", db=terminal.db)
    for number in range(1, 9):
        for player in ("ann", "bob"):
            ok("record", player, "--unused", " ".join(("aeio" * 3)[: number + 2]), db=terminal.db)
    with sqlite3.connect(terminal.db) as conn:
        for copy in range(2, 602):
            conn.execute(
                "INSERT INTO games (id, name, created_at) SELECT ?, name, created_at"
                " FROM games WHERE id = 1",
                (copy,),
            )
            conn.execute(
                "INSERT INTO events SELECT ?, seq, kind, payload, created_at, tag"
                " FROM events WHERE game_id = 1",
                (copy,),
            )
        conn.execute("DELETE FROM game_summaries")
    conn.close()
    terminal.window = "stats"
    command = [sys.executable, "-m", "quiddler_score", "--db", str(terminal.db), "stats"]
    terminal.tmux(
        "new-session", "-d", "-x", "80", "-y", "30", "-s", "stats", "-c", str(REPO),
        "env", "-u", "COLUMNS", "-u", "LINES", f"PYTHONPATH={REPO}", *command,
        ";", "set-option", "-t", "stats", "remain-on-exit", "on",
    )  # fmt: skip
    terminal.expect("Summing up the saved games")
    terminal.seen = 0  # the bar is erased once done: the screen is read from its top again
    terminal.expect("601 finished games.")
    assert "Summing up" not in terminal.screen()


def test_a_whole_game_of_play_plain_is_said_in_words(terminal: Terminal) -> None:
    from test_plain_mode import read, unplain
    from test_play import WHOLE_GAME

    terminal.start(40, before=("--plain",))
    terminal.answer_each_question(list(WHOLE_GAME))
    terminal.expect("The game is over and saved.")
    screen = terminal.screen()
    assert unplain(screen) == set(), screen
    heard = read(screen)
    board = json.loads(
        subprocess.run(
            [sys.executable, "-m", "quiddler_score", "--db", str(terminal.db), "board", "--json"],
            capture_output=True, text=True, timeout=TIMEOUT, cwd=REPO, check=True,
        ).stdout
    )  # fmt: skip
    for result in board["rounds"]:
        for player, p in result["players"].items():
            said = f"round {p['round_score']}, total {p['total']}.".replace(
                "round -", "round minus "
            )
            assert said in heard, player
            for bonus in p["bonuses"]:
                assert f"{bonus} bonus 10" in heard
    totals = ", ".join(f"{player} {total}" for player, total in board["totals"].items())
    assert f"Totals: {totals}." in heard
    assert "Recorded. Bob: OX (14); unused E (minus 2)" in heard
    assert "Cy: CAT, 13 points, went out, longest word bonus 10; round 23, total 23." in heard
    assert "Bob wins with 217 points." in heard
