"""Requirement: the package's modules depend one way. Each imports alone in a fresh interpreter,
and no chain of imports - at module level, inside functions or for type checkers only - leads
from a module back to itself."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path
from typing import Dict, List, Set

import pytest

import flowlayout

from helpers import need_toolkit, package_modules

PACKAGE = Path(flowlayout.__file__).resolve().parent


def imports_of(name: str) -> Set[str]:
    """The package's modules that module ``name`` imports, wherever the import statement is."""
    path = PACKAGE.parent / (name.replace(".", "/") + ".py")
    if not path.exists():
        path = PACKAGE.parent / name.replace(".", "/") / "__init__.py"
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    known = set(package_modules())
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([node.module] if node.module else []))
            for alias in node.names:
                target = f"{base}.{alias.name}"
                found.add(target if target in known else base)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {module for module in found if module in known and module != name}


def test_no_module_imports_itself_through_others():
    graph: Dict[str, Set[str]] = {name: imports_of(name) for name in package_modules()}
    state: Dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(name: str, path: List[str]) -> None:
        state[name] = 1
        for target in sorted(graph[name]):
            if state.get(target) == 1:
                cycle = path[path.index(target):] + [target]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if target not in state:
                visit(target, path + [target])
        state[name] = 2

    for name in graph:
        if name not in state:
            visit(name, [name])


@pytest.mark.parametrize("name", package_modules())
def test_each_module_imports_alone(name):
    need_toolkit(name)
    run = subprocess.run([sys.executable, "-c", f"import {name}"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
