"""Opening the store's database file, and refusing one that is not ours; copying the
whole file through a store's connection (``Store.reading()``).

A file is only written to once it is known to be ours: an SQLite file carrying
:data:`~quiddler_score.games.log.schema.APPLICATION_ID` with the tables of a schema
this code knows, or a blank SQLite file. Anything else is refused with a
:class:`StoreError` and left exactly as it was, with no ``-wal`` or ``-shm`` file
created beside it. A database whose file or folder this process cannot write (a
backup kept read-only) is opened to be read.
"""

from __future__ import annotations

import os
import sqlite3
import stat
import time
from pathlib import Path
from typing import Final

from quiddler_score.games.log.checked_mark import unchanged_since_checked, wal_of
from quiddler_score.games.log.errors import StoreError
from quiddler_score.games.log.partial_files import Partial, remove_leftovers
from quiddler_score.games.log.schema import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    migrate,
    schema_version,
)
from quiddler_score.games.log.sqlite_errors import damaged, sqlite_errors
from quiddler_score.language import _, system_reason

# The tables of each schema version, with the columns the store reads: from the version
# whose step made them to the one whose step dropped them (99: none did).
_TABLES: Final = (
    (1, 99, "games", {"id", "name", "created_at"}),
    (2, 99, "games", {"deleted_at"}),
    (1, 99, "events", {"game_id", "seq", "kind", "payload", "created_at"}),
    (1, 4, "state", {"key", "value"}),
    (4, 99, "house_rules", {"name", "folded", "rules", "notes", "dictionary", "one_bonus"}),
    (4, 99, "aliases", {"alias", "person"}),
    (4, 99, "current_game", {"only", "game_id"}),
    (4, 99, "settings_set_aside", {"setting", "name", "value", "why"}),
    (4, 7, "kept_answers", {"name", "made_for", "checksum", "answer"}),
    (5, 99, "game_rulings", {"game_id", "event_count", "format", "held"}),
    (
        5,
        99,
        "rulings",
        {"game_id", "number", "entry", "at", "player", "challenger", "letters", "ruling"},
    ),
    (7, 99, "stored_answers", {"question", "made_from", "answer"}),
    (9, 99, "board_keys", {"only", "board", "tokens"}),
    (9, 99, "seat_keys", {"key", "game_id", "seat", "made_at", "revoked_at"}),
)
# The permission bits SQLite gives a database file it creates, before the umask.
_NEW_FILE_MODE: Final = 0o644


def open_database(path: Path, timeout: float) -> tuple[sqlite3.Connection, str | None]:
    """A connection to the database at ``path``, created or migrated to the current
    schema, and why it cannot be written here (its file or folder is read-only) or None.

    The connection is in autocommit mode (the store begins its own transactions), and
    waits up to ``timeout`` seconds for another process's write. A database this process
    cannot write is read through a connection that writes nothing (see
    :func:`_open_read_only`).
    """
    made = False if _has_content(path) else _create(path, timeout)
    # What another process made meanwhile, or anything already there, is checked.
    if not made and _has_content(path):
        _check_read_only(path, timeout, thorough=not unchanged_since_checked(path))
        why = _why_read_only(path)
        if why is not None:
            return _open_read_only(path, timeout), why
    with sqlite_errors(path, timeout):
        conn = sqlite3.connect(path, timeout=timeout, isolation_level=None)
    # Text another program stored as bytes that are not UTF-8 is read, not an error.
    conn.text_factory = _lenient_text
    try:
        with sqlite_errors(path, timeout):
            _prepare(conn, path, timeout)
    except BaseException:
        conn.close()
        raise
    return conn, None


def _create(path: Path, timeout: float) -> bool:
    """A new database at ``path``, made beside it and moved into place whole, so that no
    process ever finds it half made (an empty file is never one of ours); whether it was.

    Not if another process made it first. Where the filesystem has no hard links (a
    FAT-formatted stick), nothing is moved and SQLite sets the new file up in place, as
    it opens it.
    """
    target = Path(os.path.realpath(path))  # a symlink to a file not made yet: make that
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreError(
            # Translators: {error} is the system's own message.
            _("cannot create the folder for {path}: {error}").format(
                path=path, error=system_reason(exc)
            )
        ) from exc
    remove_leftovers(target.parent)
    try:
        staging = Partial(target.parent)
    except OSError as exc:
        raise StoreError(
            _("cannot create {path}: {error}").format(path=path, error=system_reason(exc))
        ) from exc
    with staging:
        # The mode SQLite gives a file it creates, rather than tempfile's private one.
        os.chmod(staging.path, _NEW_FILE_MODE & ~_umask())
        with sqlite_errors(path, timeout):
            conn = sqlite3.connect(staging.path, isolation_level=None)
            try:
                conn.execute("PRAGMA journal_mode = WAL")
                migrate(conn, path)
            finally:
                conn.close()
        try:
            os.link(staging.path, target)
        except OSError:  # FileExistsError: another process made it first
            return False
        return True


def _umask() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return umask


def _why_read_only(path: Path) -> str | None:
    """Why this process cannot write the database, or None. SQLite writes the file and
    creates its -wal or -journal in the file's folder (through a symlink, the real one)."""
    if not os.access(path, os.W_OK):
        return _("the file is read-only")
    if not _folder_writable(path):
        return _("its folder is read-only")
    return None


def _folder_writable(path: Path) -> bool:
    return os.access(Path(os.path.realpath(path)).parent, os.W_OK | os.X_OK)


def _open_read_only(path: Path, timeout: float) -> sqlite3.Connection:
    """A connection that only reads the database (already checked), and creates nothing
    where it cannot.

    With no ``-wal`` file beside it and a folder nobody can create one in, no process can
    be writing it, so it is read as immutable, which needs no ``-shm`` file either (the
    only way SQLite reads a WAL database in a read-only folder). Otherwise it is read as
    any reader does, through the log of a writer at work. A database of an older schema
    is brought up to date in memory; the file stays as it is.
    """
    immutable = not wal_of(path).exists() and not _folder_writable(path)
    uri = path.absolute().as_uri() + ("?mode=ro&immutable=1" if immutable else "?mode=ro")
    with sqlite_errors(path, timeout):
        conn = sqlite3.connect(uri, uri=True, timeout=timeout, isolation_level=None)
    try:
        with sqlite_errors(path, timeout):
            if schema_version(conn, path) < SCHEMA_VERSION:
                conn = _up_to_date_in_memory(conn, path)
    except BaseException:
        conn.close()
        raise
    conn.text_factory = _lenient_text
    return conn


def _up_to_date_in_memory(conn: sqlite3.Connection, path: Path) -> sqlite3.Connection:
    """A copy in memory of the database of ``conn`` (closed), migrated to the current
    schema."""
    memory = sqlite3.connect(":memory:", isolation_level=None)
    try:
        conn.backup(memory)
        migrate(memory, path)
    except BaseException:
        memory.close()
        raise
    finally:
        conn.close()
    return memory


def _lenient_text(data: bytes) -> str:
    return data.decode("utf-8", errors="replace")


def refuse_odd_file(path: Path) -> bool:
    """Whether ``path`` exists (through a symlink too); StoreError if it is not a
    regular file, said before anything opens it: opening a FIFO waits for a writer."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise StoreError(
            _("cannot use {path}: {error}").format(path=path, error=system_reason(exc))
        ) from exc
    if stat.S_ISDIR(mode):
        raise StoreError(
            _("{path} is a folder, not a database file; give a file path").format(path=path)
        )
    if not stat.S_ISREG(mode):
        raise StoreError(
            _(
                "{path} is not a regular file (a device, a FIFO or a socket), so not a "
                "quiddler-score database; give a file path"
            ).format(path=path)
        )
    return True


def _has_content(path: Path) -> bool:
    """Whether ``path`` exists; StoreError if it is empty.

    This tool never leaves an empty file where a database belongs (see :func:`_create`),
    so an empty one is someone else's: it is not made a database. The file is not opened
    here: closing a file this process opened drops every POSIX lock the process holds on
    it, SQLite's own among them, if another connection of this process has it open. A
    file that is not SQLite at all is named by the check that follows, through SQLite.
    """
    if not refuse_odd_file(path):
        return False
    try:
        size = os.stat(path).st_size
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise StoreError(
            _("cannot read {path}: {error}").format(path=path, error=system_reason(exc))
        ) from exc
    if size == 0:
        raise StoreError(
            _(
                "{path} is an empty file, not a quiddler-score database; give the path of "
                "a database, or of a file that does not exist yet to start one"
            ).format(path=path)
        )
    return True


def _check_read_only(path: Path, timeout: float, *, thorough: bool) -> None:
    """Refuse a foreign, newer or damaged database without the chance of writing to it.

    Without a ``-wal`` file beside it no process has the database open and everything
    is in the file itself, so it is read as immutable: SQLite then creates no ``-wal``
    or ``-shm`` file either. With one, a writer may be at work, and the file is read
    through the log, read-only. SQLite's check of the whole file runs only if
    ``thorough``: it takes time in proportion to the file.
    """
    wal = wal_of(path)
    if wal.exists():
        _check_through(path, "mode=ro", timeout, thorough)
        return
    try:
        _check_through(path, "mode=ro&immutable=1", timeout, thorough)
    except StoreError:
        if not wal.exists():
            raise
        # A process opened it meanwhile and may have been writing as we read: look again.
        _check_through(path, "mode=ro", timeout, thorough)


def _check_through(path: Path, query: str, timeout: float, thorough: bool) -> None:
    uri = path.absolute().as_uri() + "?" + query
    verdict = "ok"
    with sqlite_errors(path, timeout):
        conn = sqlite3.connect(uri, uri=True, timeout=timeout)
        try:
            try:
                version = schema_version(conn, path)
            except sqlite3.DatabaseError as exc:
                if exc.sqlite_errorname == "SQLITE_NOTADB":
                    raise StoreError(
                        _(
                            "{path} is not a quiddler-score database (not an SQLite file at "
                            "all); use a different database path"
                        ).format(path=path)
                    ) from exc
                raise
            _check_tables(conn, path, version)
            if thorough:
                verdict = conn.execute("PRAGMA quick_check(1)").fetchone()[0]
        finally:
            conn.close()
    if verdict != "ok":
        detail = " ".join(str(verdict).removeprefix("*** in database main ***").split())
        raise StoreError(damaged(path, detail))


def _check_tables(conn: sqlite3.Connection, path: Path, version: int) -> None:
    """Refuse a database that carries our mark without the tables of its version."""
    marked = conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    if version == 0 and not marked:
        return  # blank: it becomes ours
    wanted: dict[str, set[str]] = {}
    for since, until, table, columns in _TABLES:
        if since <= max(version, 1) < until:  # a marked version 0 lacks the first's
            wanted.setdefault(table, set()).update(columns)
    for table, columns in wanted.items():
        found = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if version == 0 or not columns <= found:
            raise StoreError(
                damaged(
                    path,
                    # Translators: {table} is the name of a table in the database.
                    _(
                        "it is marked as a quiddler-score database but its {table} "
                        "table is missing or incomplete"
                    ).format(table=repr(table)),
                )
            )


def _prepare(conn: sqlite3.Connection, path: Path, timeout: float) -> None:
    version = schema_version(conn, path)
    _use_wal(conn, timeout)
    # FULL also syncs the WAL on every commit, so a commit survives power loss, not
    # only a crash of this process; NORMAL would risk the last commits.
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA foreign_keys = ON")
    if version < SCHEMA_VERSION:
        migrate(conn, path)


def _use_wal(conn: sqlite3.Connection, timeout: float) -> None:
    """Switch a new database to WAL, so readers carry on while a writer commits.

    The switch needs every other connection to let go for a moment, and SQLite does
    not wait for that with the busy timeout, so processes creating the same new file
    at once retry here. Where WAL is unavailable (some network filesystems) SQLite keeps
    its rollback journal, which is slower but just as safe, so the answer is not checked.
    """
    deadline = time.monotonic() + timeout
    while conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if exc.sqlite_errorcode != sqlite3.SQLITE_BUSY or time.monotonic() > deadline:
                raise
            time.sleep(0.005)


def backup_database(conn: sqlite3.Connection, path: Path, target: Path, timeout: float) -> None:
    """Copy the database of ``conn`` into the new file ``target`` with SQLite's online backup.

    The copy is consistent even while another process writes, and holds every committed
    entry, those still in the ``-wal`` file too; it is one file (its journal is not WAL)
    and is checked before this returns.
    """
    with sqlite_errors(target, timeout):
        copy = sqlite3.connect(target, isolation_level=None)
        try:
            conn.backup(copy)
            copy.execute("PRAGMA journal_mode = DELETE")
            verdict = copy.execute("PRAGMA quick_check(1)").fetchone()[0]
        finally:
            copy.close()
    if verdict != "ok":
        raise StoreError(
            # Translators: {verdict} is SQLite's own account of the damage, in English.
            _("the copy {target} of {path} fails its check ({verdict})").format(
                target=target, path=path, verdict=verdict
            )
        )
