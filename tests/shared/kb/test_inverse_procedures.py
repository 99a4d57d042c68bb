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
    """A sentence 'To enable HTTP/2, …' becomes "How do I disable HTTP/2?"."""
    queries, _ = _queries(tmp_path)
    assert "How do I disable HTTP/2?" in queries


def test_a_heading_is_never_inverted(tmp_path: Path) -> None:
    """'Mounting transports' and 'Enabling and disabling verification' are topics: no
    'How do I unmount transports?', each heading counted."""
    queries, skipped = _queries(tmp_path)
    assert not any("transport" in q or "verification" in q for q in queries), queries
    assert skipped["out_of_scope_procedure:a heading is never inverted into a task"] == 4


_LOCKING = """# Locking

## Locking Dependencies

Run `tool lock` to write the lock file.

## Locking Specific Package Categories

To lock the docs category, run `tool lock --categories docs`.

## How do I install a package from a Git repository?

To install a package from a Git repository, run `tool install git+https://host/repo#egg=name`.
"""

_UNINSTALL = """# uninstall

The `uninstall` command removes packages from your virtual environment.

    $ tool uninstall requests
"""


def test_no_unlock_and_no_uninstall_of_a_package_from_a_source(tmp_path: Path) -> None:
    """A lock file is never 'unlocked', and 'uninstall a package from a Git repository' is
    answered by the general uninstall section (its subject is a package, whatever its
    source): the reviewer's failed pipenv negatives are not drafted."""
    (tmp_path / "locking.md").write_text(_LOCKING)
    (tmp_path / "uninstall.md").write_text(_UNINSTALL)
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    found = negative_candidates(kb.page("locking.md"), context, Random(1))
    assert found["out_of_scope_procedure"] == []
    skipped = context.negative_skipped
    assert skipped["out_of_scope_procedure:inverse documented (uninstall.md)"] == 1
    assert skipped["out_of_scope_procedure:a heading is never inverted into a task"] == 3


def test_inverse_documented_anywhere_is_dropped_and_counted(tmp_path: Path) -> None:
    """Removing a repository is documented on another page: no question, one counted skip."""
    queries, skipped = _queries(tmp_path)
    assert not any("repository" in q for q in queries)
    assert skipped["out_of_scope_procedure:inverse documented (cli.md)"] >= 1


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
    assert queries == []  # 'Installing plugins' is a heading: never inverted
    reason = "out_of_scope_procedure:subject ends in the task's occasion or destination"
    assert context.negative_skipped[reason] == 1
