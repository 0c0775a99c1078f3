"""The documentation says what the code does: README.md and docs/*.md checked against it.

- docs/commands.md is what ``scripts/command_reference.py`` makes of the commands today.
- Every ```console block is run: each ``$ quiddler-score ...`` line as a command, in a
  fresh database in a temporary folder, and what it prints compared with the lines under
  it. A block right after a ``<!-- continued -->`` line carries on in the database of the
  block before it. ``$ export NAME=VALUE`` sets a variable for the commands after it.
  The commands run in a terminal of WIDTH columns, without colour, with no hunspell
  dictionary installed (which ones a machine has is its own affair: the examples show
  the bundled dictionaries only). Normalised on both sides, and nothing else: spaces
  at the end of a line and blank lines at the end of an output; the digits of a date
  or a time of day (``2026-11-30 19:48:11``), which say when the example ran. The
  database is ``games.sqlite3`` in the block's folder, named so (``QUIDDLER_DB``), so
  that a message naming it prints no temporary path.
- A ``$ quiddler-score`` line appears in no other kind of block, so no example escapes
  the check; an example that cannot be checked is a ```sh block showing no output.
- Every relative link points to a file that exists, and to a heading there.
"""

from __future__ import annotations

import importlib.util
import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

import pytest
from click.testing import CliRunner

from quiddler_score.cli.play.anywhere import HELP_TEXT

REPO = Path(__file__).resolve().parent.parent
DOCUMENTS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
WIDTH = 88
CONTINUED = "<!-- continued -->"
PROGRAM = "quiddler-score"


def relative(path: Path) -> str:
    return path.relative_to(REPO).as_posix()


# --- the command reference ---------------------------------------------------------------


def command_reference() -> ModuleType:
    path = REPO / "scripts" / "command_reference.py"
    spec = importlib.util.spec_from_file_location("command_reference", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_command_reference_is_what_the_commands_say(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "40")  # the terminal's width changes nothing
    made = command_reference().reference()
    kept = (REPO / "docs" / "commands.md").read_text(encoding="utf-8")
    assert kept == made, "docs/commands.md is stale: run python scripts/command_reference.py"


def test_the_reference_names_every_command() -> None:
    kept = (REPO / "docs" / "commands.md").read_text(encoding="utf-8")
    for name in ("new", "record", "challenge", "house save", "serve", "play"):
        assert f"\n## {PROGRAM} {name}\n" in kept


# --- the blocks of the documents ---------------------------------------------------------


@dataclass
class Block:
    document: Path
    line: int  # of the opening fence, counted from 1
    info: str
    lines: list[str] = field(default_factory=list)
    continued: bool = False

    @property
    def where(self) -> str:
        return f"{relative(self.document)}:{self.line}"


FENCE = re.compile(r"^(`{3,})([^`\s]*)\s*$")


def blocks_of(document: Path) -> list[Block]:
    found: list[Block] = []
    fence: str | None = None
    before = ""  # the last line with something on it outside a block
    for number, line in enumerate(document.read_text(encoding="utf-8").splitlines(), 1):
        if fence is None:
            opening = FENCE.match(line)
            if opening:
                fence = opening.group(1)
                found.append(
                    Block(document, number, opening.group(2), continued=before == CONTINUED)
                )
            elif line.strip():
                before = line.strip()
        elif line.strip() == fence:
            fence = None
            before = ""
        else:
            found[-1].lines.append(line)
    assert fence is None, f"{relative(document)}: a block is never closed"
    return found


ALL_BLOCKS = [block for document in DOCUMENTS for block in blocks_of(document)]


def stories() -> list[list[Block]]:
    """The console blocks, each with the blocks that carry on in its database."""
    found: list[list[Block]] = []
    for block in ALL_BLOCKS:
        if block.info != "console":
            continue
        if block.continued:
            assert found and found[-1][0].document == block.document, block.where
            found[-1].append(block)
        else:
            found.append([block])
    return found


def test_every_example_of_a_command_is_checked() -> None:
    unchecked = [
        block.where
        for block in ALL_BLOCKS
        if block.info != "console" and any(line.startswith(f"$ {PROGRAM}") for line in block.lines)
    ]
    assert unchecked == [], "make these ```console blocks, or ```sh blocks without output"


def test_the_documents_have_examples_to_check() -> None:
    assert len(stories()) >= 5


# --- running a console block -------------------------------------------------------------

WHEN = re.compile(r"\b\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?\b|\b\d{2}:\d{2}:\d{2}\b")


def normalised(text: str) -> str:
    """``text`` without what differs run to run or says nothing (see the module's doc)."""
    lines = [
        WHEN.sub(lambda when: re.sub(r"\d", "0", when.group()), line).rstrip()
        for line in text.splitlines()
    ]
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)


def transcript(block: Block) -> list[tuple[str, str]]:
    """``(command line, what the block says it prints)``, in order."""
    steps: list[tuple[str, list[str]]] = []
    for line in block.lines:
        if line.startswith("$ "):
            steps.append((line[2:], []))
        else:
            assert steps, f"{block.where}: output before the first $ line"
            steps[-1][1].append(line)
    return [(command, normalised("\n".join(output))) for command, output in steps]


def run(command: str, where: str, env: dict[str, str]) -> str:
    """What ``command`` (a line of a block, without the ``$``) prints, normalised."""
    from quiddler_score.cli import cli

    words = shlex.split(command, comments=True)
    if words and words[0] == "export":
        for assignment in words[1:]:
            name, _, value = assignment.partition("=")
            env[name] = value
        return ""
    assert words and words[0] == PROGRAM, f"{where}: only {PROGRAM} and export run: {command}"
    result = CliRunner().invoke(cli, words[1:], prog_name=PROGRAM, env=env, input="")
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"{where}: {command} failed") from result.exception
    return normalised(result.output)


@pytest.mark.parametrize("story", stories(), ids=lambda story: story[0].where)
def test_a_console_example_prints_what_the_command_prints(
    story: list[Block], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from quiddler_score.words import hunspell_dictionary

    monkeypatch.setattr(hunspell_dictionary, "hunspell_tags", lambda: [])
    monkeypatch.chdir(tmp_path)
    for name in ("FORCE_COLOR", "QUIDDLER_GAME", "PYTHONUTF8"):
        monkeypatch.delenv(name, raising=False)
    env = {"COLUMNS": str(WIDTH), "NO_COLOR": "1", "QUIDDLER_DB": "games.sqlite3"}
    for block in story:
        steps = transcript(block)
        shown = "\n".join(f"$ {command}\n{output}".rstrip() for command, output in steps)
        printed = "\n".join(
            f"$ {command}\n{run(command, block.where, env)}".rstrip() for command, _ in steps
        )
        assert printed == shown, f"{block.where}: the example is not what the commands print"


# --- links -------------------------------------------------------------------------------

LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
# A code span: a run of backticks, then anything up to a run of as many (```` ``` ````).
CODE_SPAN = re.compile(r"(`+)(?!`).*?(?<!`)\1(?!`)", re.DOTALL)


def prose_of(document: Path) -> str:
    """The text of ``document`` outside its blocks, without its code spans."""
    inside = {
        block.line + offset
        for block in blocks_of(document)
        for offset in range(len(block.lines) + 2)
    }
    lines = document.read_text(encoding="utf-8").splitlines()
    text = "\n".join(line for number, line in enumerate(lines, 1) if number not in inside)
    return CODE_SPAN.sub("", text)  # a span, or a link, may run on to the next line


def anchors_of(document: Path) -> set[str]:
    """The anchors GitHub gives the headings of ``document``."""
    found: set[str] = set()
    for line in prose_of(document).splitlines():
        heading = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not heading:
            continue
        text = re.sub(r"[`*_]|\[([^\]]*)\]\([^)]*\)", r"\1", heading.group(1)).strip().lower()
        slug = "".join(ch for ch in text if ch.isalnum() or ch in " -_").replace(" ", "-")
        anchor, n = slug, 0
        while anchor in found:
            n += 1
            anchor = f"{slug}-{n}"
        found.add(anchor)
    return found


def links_of(document: Path) -> list[str]:
    return LINK.findall(prose_of(document))


@pytest.mark.parametrize("document", DOCUMENTS, ids=relative)
def test_every_relative_link_leads_somewhere(document: Path) -> None:
    broken = []
    for target in links_of(document):
        if re.match(r"^[a-z]+:", target):  # https:, mailto:: not ours to check
            continue
        path, _, anchor = target.partition("#")
        linked = (document.parent / path).resolve() if path else document
        if not linked.exists():
            broken.append(f"{target}: no such file")
        elif anchor and linked.suffix == ".md" and anchor not in anchors_of(linked):
            broken.append(f"{target}: no such heading")
    assert broken == []


def test_the_links_are_found() -> None:
    readme = links_of(REPO / "README.md")
    assert any(link.startswith("docs/") for link in readme)
    assert "RULES.md" in readme
    # a link whose text runs on to the next line
    assert "docs/guide.md#the-live-board-on-every-phone-and-the-tv" in readme


def test_the_guide_lists_every_command_play_takes_at_any_question() -> None:
    """The guide's table of what runs at any question of ``play`` has each command the
    help of ``play`` lists there, and no other."""
    helped = set(re.findall(r"^  (\S+) ", HELP_TEXT, re.M))
    guide = (REPO / "docs" / "guide.md").read_text(encoding="utf-8")
    table = guide.split("At any question these commands run when typed alone")[1]
    table = table.split("\n\n")[1]
    listed = set(re.findall(r"^\| `([^`]+)` \|", table, re.M))
    assert listed == helped | {"?"}
