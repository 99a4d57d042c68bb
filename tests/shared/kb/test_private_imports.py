"""The KB package's modules share only public names: no import of another module's `_name`."""

from __future__ import annotations

import ast
from pathlib import Path

import shared.kb


def _private_imports(source: str) -> list[str]:
    """Every `from shared... import _name` of a module's source, as 'module._name'."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("shared"):
            found += [f"{node.module}.{a.name}" for a in node.names if a.name.startswith("_")]
    return found


def test_no_kb_module_reaches_into_another_modules_private_names() -> None:
    """A constant two KB modules share is public (shared.kb.policy_terms), not a `_` name."""
    folder = Path(shared.kb.__file__).parent
    found = {path.name: bad for path in sorted(folder.glob("*.py"))
             if (bad := _private_imports(path.read_text()))}
    assert found == {}


def test_the_reader_sees_a_private_import() -> None:
    """The check itself finds `from shared.kb.x import _Y` and passes an aliased public name."""
    assert _private_imports("from shared.kb.x import _Y, z\n") == ["shared.kb.x._Y"]
    assert _private_imports("from shared.kb.x import make as _make\n") == []
