"""The layers stay apart: only the CLI and presentation import click or rich.

The engine, words and saved games are plain Python a script or another interface could
use; the engine touches no database either. Checked twice: by importing each layer in a
fresh interpreter, and by reading every import statement (imports inside functions too).
"""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import quiddler_score

PACKAGE = Path(quiddler_score.__file__).parent
FORBIDDEN = {
    "engine": {"click", "rich", "sqlite3"},
    "words": {"click", "rich"},
    "games": {"click", "rich"},
}


def modules_of(layer: str) -> list[str]:
    found = pkgutil.walk_packages([str(PACKAGE / layer)], prefix=f"quiddler_score.{layer}.")
    return sorted(module.name for module in found)


def imported_names(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_the_layers_and_the_seams_of_saved_games_keep_their_import_contracts() -> None:
    # The contracts are in pyproject.toml: cli > present > games > words > engine, and
    # inside games/ stats > rulings > the one-game core and the club > the event log.
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "from importlinter.cli import lint_imports_command; lint_imports_command()",
            "--no-cache",
        ],
        capture_output=True,
        text=True,
        cwd=PACKAGE.parent,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def test_every_layer_is_a_folder_of_the_package() -> None:
    folders = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()}
    assert folders == {"engine", "words", "games", "present", "cli"}
    assert all(modules_of(layer) for layer in FORBIDDEN)


# The presentation modules that make data, not tables, load neither either.
PLAIN_DATA = [
    "quiddler_score.present.report",
    "quiddler_score.present.lines",
    "quiddler_score.present.export",
]


@pytest.mark.parametrize("layer", [*sorted(FORBIDDEN), "present data"])
def test_importing_a_layer_imports_none_of_what_it_must_not(layer: str) -> None:
    modules = PLAIN_DATA if layer == "present data" else modules_of(layer)
    forbidden = FORBIDDEN.get(layer, {"click", "rich"})
    code = (
        "import sys\n"
        + "".join(f"import {module}\n" for module in modules)
        + f"print(sorted(m for m in {sorted(forbidden)!r} if m in sys.modules))\n"
    )
    output = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert output.strip() == "[]", layer


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_no_module_of_a_layer_imports_what_it_must_not_even_lazily(layer: str) -> None:
    offenders = [
        f"{path.relative_to(PACKAGE)}: {name}"
        for path in sorted((PACKAGE / layer).rglob("*.py"))
        for name in imported_names(path)
        if name.split(".")[0] in FORBIDDEN[layer]
        or name.startswith(("quiddler_score.cli", "quiddler_score.present"))
    ]
    assert offenders == []


def module_level_imports(path: Path) -> set[str]:
    """The package's modules imported at the top of ``path``, ``if TYPE_CHECKING`` too;
    imports inside functions load lazily and are left out."""
    found: set[str] = set()
    body = list(ast.parse(path.read_text(encoding="utf-8")).body)
    while body:
        node = body.pop()
        if isinstance(node, ast.If):
            body += node.body + node.orelse
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {name for name in found if name.startswith("quiddler_score.")}


def test_no_two_modules_import_each_other_even_for_annotations() -> None:
    graph = {
        ".".join(("quiddler_score", *path.relative_to(PACKAGE).with_suffix("").parts)): (
            module_level_imports(path)
        )
        for path in PACKAGE.rglob("*.py")
    }
    cycles = []
    for start in sorted(graph):
        path, seen = [start], {start}
        stack = [(start, iter(sorted(graph[start])))]
        while stack:
            _, children = stack[-1]
            child = next(children, None)
            if child is None:
                stack.pop()
                path.pop()
            elif child == start:
                cycles.append(" -> ".join([*path, start]))
                break
            elif child in graph and child not in seen:
                seen.add(child)
                path.append(child)
                stack.append((child, iter(sorted(graph[child]))))
    assert not cycles, "\n".join(cycles)
