"""Services are leaves over ``shared/``: no service package imports another.

Every ``import`` in ``services/`` and ``shared/`` is read from the source (module
level, inside functions and under ``TYPE_CHECKING`` alike) and turned into an edge
between packages: ``services.<name>`` for a service package, ``shared`` for the
library. Only the composition roots (``ROOTS``) may import service packages.

``REMAINING`` names the edges that still break the rule, each with what it is
for; it may only shrink: a new edge fails ``test_no_service_imports_another``,
and an edge that is gone but still listed fails ``test_the_remaining_edges_only_shrink``
(delete its line).
"""

from __future__ import annotations

import ast
import functools
from collections import defaultdict
from pathlib import Path

from tests.conftest import REPO

ROOTS: dict[str, str] = {
    "services.cli": "the command line: builds settings, picks a job or a service, prints",
    "services.registry": "the table of runnable services by name, imported to start one",
    "services.jobs": "the round lifecycle and the in-process runs built on it (run, eval, "
    "leaktest, verify): wires the services together in one process",
    "services.controller": "the daemon running the lifecycle on a schedule, with a lease "
    "(dyneval serve controller, run --continuous)",
}
"""Packages that compose services instead of being one: each wires leaves together and
holds no handler. A leaf never imports a root; roots may import leaves and each other
(``ROOT_ORDER`` keeps that acyclic)."""

ROOT_ORDER: tuple[str, ...] = (
    "services.cli",
    "services.controller",
    "services.jobs",
    "services.registry",
)
"""Roots top-down: a root may import only the roots after it."""

REMAINING: dict[tuple[str, str], str] = {}
"""Edges between packages not yet removed: (importer, imported) -> why it exists."""


def _package(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] == "shared":
        return "shared"
    if parts[0] == "services" and len(parts) > 1:
        return f"services.{parts[1]}"
    return None


def _module_of(path: Path) -> str:
    parts = path.relative_to(REPO).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@functools.cache
def import_edges() -> dict[tuple[str, str], list[str]]:
    """Every import of one package by another in services/ and shared/, with file:line."""
    edges: dict[tuple[str, str], list[str]] = defaultdict(list)
    files = sorted((REPO / "services").rglob("*.py")) + sorted((REPO / "shared").rglob("*.py"))
    for path in files:
        source = _package(_module_of(path))
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                targets = [node.module]
            else:
                continue
            for target in targets:
                imported = _package(target)
                if imported is None or imported == source or source is None:
                    continue
                where = f"{path.relative_to(REPO)}:{node.lineno}"
                edges[(source, imported)].append(where)
    return dict(edges)


def _breaking(edges: dict[tuple[str, str], list[str]]) -> dict[tuple[str, str], list[str]]:
    """The edges the rule forbids: a leaf (or shared/) importing a service package, or a
    root importing a root that is not below it in ROOT_ORDER."""
    return {
        (source, target): where
        for (source, target), where in edges.items()
        if target != "shared" and not _allowed(source, target)
    }


def _allowed(source: str, target: str) -> bool:
    if source not in ROOTS:
        return False
    if target not in ROOTS:
        return True
    return ROOT_ORDER.index(source) < ROOT_ORDER.index(target)


def test_no_service_imports_another() -> None:
    """No service package (nor shared/) imports a service package, beyond REMAINING."""
    new = {
        edge: where
        for edge, where in _breaking(import_edges()).items()
        if edge not in REMAINING
    }
    assert not new, "service packages import each other:\n" + "\n".join(
        f"  {a} -> {b}: {', '.join(w)}" for (a, b), w in sorted(new.items())
    )


def test_the_remaining_edges_only_shrink() -> None:
    """Every REMAINING edge still exists: a removed edge must leave the list."""
    gone = set(REMAINING) - set(_breaking(import_edges()))
    assert not gone, f"remove from REMAINING, these imports are gone: {sorted(gone)}"


def test_nothing_imports_a_composition_root_but_a_root() -> None:
    """Roots sit on top: a service or shared/ never imports cli or the registry."""
    into_roots = {
        edge: where
        for edge, where in import_edges().items()
        if edge[1] in ROOTS and edge[0] not in ROOTS and edge not in REMAINING
    }
    assert not into_roots, into_roots


def test_roots_are_listed_top_down() -> None:
    """ROOT_ORDER names exactly the roots."""
    assert sorted(ROOT_ORDER) == sorted(ROOTS)


def test_the_walk_sees_imports_inside_functions() -> None:
    """A function-level import counts: the walk finds kafka_worker-style lazy imports too."""
    tree = ast.parse("def f():\n    from services.gold.facts import x\n")
    found = [n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert found == ["services.gold.facts"] and _package("services.gold.facts") == "services.gold"
