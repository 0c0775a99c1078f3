"""export to odd targets: refused before anything is written, or written as promised."""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

import pytest
from cli_helpers import qs, refused


@pytest.fixture(autouse=True)
def a_game() -> None:
    assert qs("new", "Ann", "Bob").exit_code == 0
    assert qs("record", "bob", "-u", "o x e").exit_code == 0


def error_line(*args: str) -> str:
    """The one line of a refusal, which names itself an error."""
    line = refused(*args).strip()
    assert line.startswith("Error: "), line
    return line


def contents(folder: Path) -> dict[str, str]:
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in folder.iterdir()
        if p.is_file() and not p.name.startswith("games.sqlite3")
    }


@pytest.mark.parametrize("option", ["--csv", "--json", "--svg"])
def test_an_empty_file_name_is_one_line(option: str) -> None:
    assert "empty file name" in error_line("export", option, "")


def test_two_formats_at_one_path_are_refused_before_writing(tmp_path: Path) -> None:
    target = tmp_path / "night.out"
    target.write_text("kept")
    assert "same file" in error_line("export", "--csv", str(target), "--json", str(target))
    assert target.read_text() == "kept"
    assert contents(tmp_path) == {"night.out": hashlib.sha256(b"kept").hexdigest()}


def test_two_formats_at_one_file_through_a_symlink_are_refused(tmp_path: Path) -> None:
    (tmp_path / "link.csv").symlink_to(tmp_path / "night.csv")
    line = error_line(
        "export", "--csv", str(tmp_path / "night.csv"), "--json", str(tmp_path / "link.csv")
    )
    assert "same file" in line
    assert not (tmp_path / "night.csv").exists()


def test_a_fifo_target_is_refused_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    assert "not a regular file" in error_line(
        "export", "--csv", str(fifo), "--json", str(tmp_path / "x.json")
    )
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert not (tmp_path / "x.json").exists()


def test_a_device_target_is_refused_and_stays_a_device() -> None:
    device = Path("/dev/full")
    if not device.exists():
        pytest.skip("no /dev/full here")
    if os.geteuid() != 0:
        pytest.skip("only root could have replaced the device; the refusal is the same")
    assert "not a regular file" in error_line("export", "--svg", str(device))
    assert stat.S_ISCHR(os.stat(device).st_mode)


def test_a_folder_target_is_refused(tmp_path: Path) -> None:
    result = qs("export", "--csv", str(tmp_path))
    assert result.exit_code == 2
    assert len(result.output.strip().splitlines()) == 1


def test_replacing_a_file_keeps_its_permissions_and_says_so(tmp_path: Path) -> None:
    target = tmp_path / "night.json"
    target.write_text("old")
    target.chmod(0o600)
    result = qs("export", "--json", str(target))
    assert result.exit_code == 0, result.output
    assert f"Replaced {target}" in result.output
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o600
    assert target.read_text().startswith("{")


def test_a_new_file_follows_the_umask_and_says_wrote(tmp_path: Path) -> None:
    target = tmp_path / "night.csv"
    old = os.umask(0o022)
    try:
        result = qs("export", "--csv", str(target))
    finally:
        os.umask(old)
    assert result.exit_code == 0, result.output
    assert f"Wrote {target}" in result.output
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o644
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".partial")]


def test_a_symlink_is_written_through_and_stays_a_link(tmp_path: Path) -> None:
    real = tmp_path / "real.svg"
    real.write_text("old")
    link = tmp_path / "link.svg"
    link.symlink_to(real)
    result = qs("export", "--svg", str(link))
    assert result.exit_code == 0, result.output
    assert link.is_symlink()
    assert real.read_text().startswith("<svg")


def test_a_name_too_long_for_the_file_system_is_one_line(tmp_path: Path) -> None:
    line = error_line("export", "--csv", str(tmp_path / ("n" * 300 + ".csv")))
    assert "too long" in line


def test_a_missing_folder_is_one_line_and_writes_nothing(tmp_path: Path) -> None:
    good = tmp_path / "good.csv"
    error_line("export", "--csv", str(good), "--json", str(tmp_path / "missing" / "x.json"))
    assert not good.exists()


def test_the_database_is_refused_as_a_target(tmp_path: Path) -> None:
    database = Path(os.environ["QUIDDLER_DB"])
    before = database.read_bytes()
    (tmp_path / "db-link").symlink_to(database)
    for target in (str(database), str(tmp_path / "db-link"), f"{database}-wal"):
        assert "saved-games database" in error_line("export", "--json", target)
    assert database.read_bytes() == before


@pytest.mark.parametrize("end", ["", "-wal", "-shm", "-journal", "-checked"])
def test_the_database_and_its_files_are_refused_as_targets_outside_a_command_too(
    tmp_path: Path, end: str
) -> None:
    # The database is a parameter of the writer: no command line needs to be running.
    from quiddler_score.cli.errors import InputError
    from quiddler_score.cli.safe_files import write_outputs

    folder = tmp_path / "elsewhere"  # not the database this module's games are kept in
    folder.mkdir()
    database = folder / "games.sqlite3"
    target = folder / f"games.sqlite3{end}"
    with pytest.raises(InputError, match="is the saved-games database"):
        write_outputs([(target, "not a database", "utf-8")], database)
    assert not target.exists()
