"""Every unit of the package stays small enough to read in one sitting.

A module holds one idea, whatever its length (the seams of the package are checked by
its import contracts, tests/test_imports.py); a function or a class is measured with
``ast`` and runs from its ``def`` or ``class`` line to its last line (decorators above it are not
counted). Methods and nested functions are functions too.
"""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "quiddler_score"

MAX_FUNCTION_LINES = 60
MAX_CLASS_LINES = 250


def oversized(source: str, name: str) -> list[str]:
    """The units of one module over their limit, as ``name:line what is N lines (max M)``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source, filename=name)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            what, limit = f"function {node.name}", MAX_FUNCTION_LINES
        elif isinstance(node, ast.ClassDef):
            what, limit = f"class {node.name}", MAX_CLASS_LINES
        else:
            continue
        assert node.end_lineno is not None
        lines = node.end_lineno - node.lineno + 1
        if lines > limit:
            found.append((node.lineno, f"{what} is {lines} lines (max {limit})"))
    # ast.walk goes breadth first; the report follows the file.
    return [f"{name}:{line} {problem}" for line, problem in sorted(found)]


def test_no_module_function_or_class_of_the_package_is_too_long() -> None:
    modules = sorted(PACKAGE.rglob("*.py"))
    assert modules, f"no modules found under {PACKAGE}"
    offenders = [
        offender
        for path in modules
        for offender in oversized(path.read_text(encoding="utf-8"), str(path.relative_to(REPO)))
    ]
    assert not offenders, "split these into smaller units:\n" + "\n".join(offenders)


def test_the_limits_count_from_the_def_line_to_the_last_line() -> None:
    def function(lines: int) -> str:
        return "@staticmethod\ndef f():\n" + "    pass\n" * (lines - 1)

    assert oversized(function(MAX_FUNCTION_LINES), "m.py") == []
    assert oversized(function(MAX_FUNCTION_LINES + 1), "m.py") == [
        f"m.py:2 function f is {MAX_FUNCTION_LINES + 1} lines (max {MAX_FUNCTION_LINES})"
    ]
