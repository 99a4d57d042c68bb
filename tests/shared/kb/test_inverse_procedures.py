"""Documentation out_of_scope_procedure negatives: the undocumented inverse of a task."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from random import Random

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.negative import negative_candidates

_TRANSPORTS = """# Transports

## Mounting transports

You can mount a transport for a given URL pattern with the mounts argument.

## Enabling and disabling verification

Pass verify=False to turn verification off.

## Adding a repository

To add a repository, run `tool source add NAME URL`.

To add a keyring provider `artifacts-keyring`, run `tool self add artifacts-keyring`.

## Enabling HTTP/2

To enable HTTP/2, install the optional extra and pass http2=True to the client.
"""

_CLI = """# Commands

## source

Manage the package sources of the project.

To remove a repository, run `tool source remove NAME`.
"""


def _queries(tmp_path: Path) -> tuple[list[str], Counter[str]]:
    (tmp_path / "transports.md").write_text(_TRANSPORTS)
    (tmp_path / "cli.md").write_text(_CLI)
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    found = negative_candidates(kb.page("transports.md"), context, Random(1))
    return [c.query for c in found["out_of_scope_procedure"]], context.negative_skipped


def test_inverse_of_a_documented_task_is_asked(tmp_path: Path) -> None:
    """A gerund heading with a fixed antonym becomes "How do I <inverse> <subject>?"."""
    queries, _ = _queries(tmp_path)
    assert "How do I unmount transports?" in queries
    assert "How do I disable HTTP/2?" in queries


def test_inverse_documented_anywhere_is_dropped_and_counted(tmp_path: Path) -> None:
    """Removing a repository is documented on another page: no question, one counted skip."""
    queries, skipped = _queries(tmp_path)
    assert not any("repository" in q for q in queries)
    assert skipped["out_of_scope_procedure:inverse documented (cli.md)"] >= 1


def test_heading_naming_both_directions_gives_nothing(tmp_path: Path) -> None:
    """'Enabling and disabling verification' already covers the inverse: never asked."""
    queries, skipped = _queries(tmp_path)
    assert not any("verification" in q for q in queries)
    assert skipped["out_of_scope_procedure:subject names two things or has no referent"] == 1


def test_named_instance_is_not_asked(tmp_path: Path) -> None:
    """'To add a keyring provider artifacts-keyring, …' is one example: skipped and counted."""
    queries, skipped = _queries(tmp_path)
    assert not any("keyring" in q for q in queries)
    assert skipped["out_of_scope_procedure:subject is a named instance"] == 1


_CALLBACKS = """# Callbacks

## Adding a callback on creation

It's also possible to add a callback when creating the `typer.Typer()` app.

## Adding a callback only for documentation

You can also add a callback just to add the documentation of a group.

## Registering a handler before shutdown

Pass the function to the app and it runs before the server stops.

## Adding a dependency to a group

To add a dependency to a group, pass the group option.

## Installing plugins

Plugins are installed with the plugin command.
"""


def test_a_subject_ending_in_its_occasion_or_destination_is_not_asked(tmp_path: Path) -> None:
    """'Adding a callback on creation' gives no 'How do I remove a callback on creation?'."""
    (tmp_path / "callbacks.md").write_text(_CALLBACKS)
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    found = negative_candidates(kb.page("callbacks.md"), context, Random(1))
    queries = [c.query for c in found["out_of_scope_procedure"]]
    assert not any(w in q for q in queries for w in ("callback", "shutdown", "group")), queries
    assert "How do I uninstall plugins?" in queries
    reason = "out_of_scope_procedure:subject ends in the task's occasion or destination"
    assert context.negative_skipped[reason] == 5
