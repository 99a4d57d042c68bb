"""The top-level command group that imports a command's module only when it runs.

Importing every command module pulled scipy, matplotlib, the gold builder and the
KB generator into ``dyneval --help`` (2.5 s on a quiet machine). The group lists
commands from ``command_index.COMMANDS`` (names, modules and help texts, written
by ``python -m services.cli.lazy_group`` and pinned by a test), shows help from
it, and imports a module the first time one of its commands is resolved.
"""

from __future__ import annotations

import importlib
import inspect
import pprint
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from difflib import get_close_matches
from pathlib import Path
from typing import Any

import typer
from typer import _click
from typer.core import TyperCommand, TyperGroup

from services.cli.command_index import COMMANDS, CommandEntry

__all__ = [
    "COMMAND_MODULES",
    "LazyGroup",
    "collect_index",
    "load_command",
    "summary",
    "write_index",
]

COMMAND_MODULES: tuple[str, ...] = (
    "services.cli.audit_commands",
    "services.cli.bus_commands",
    "services.cli.claims_commands",
    "services.cli.gold_commands",
    "services.cli.eval_commands",
    "services.cli.graph_commands",
    "services.cli.ingest_commands",
    "services.cli.kb_commands",
    "services.cli.llm_commands",
    "services.cli.round_commands",
    "services.cli.run_commands",
    "services.cli.score_commands",
    "services.cli.serve_commands",
)
"""Modules exposing ``register(app: typer.Typer) -> None``; each adds commands or groups."""

_BY_NAME: dict[str, CommandEntry] = {entry[0]: entry for entry in COMMANDS}


def load_command(name: str, module: str) -> _click.Command | None:
    """The click command ``name`` as ``module`` registers it (importing the module)."""
    sub = typer.Typer()
    importlib.import_module(module).register(sub)
    built = typer.main.get_command(sub)
    if isinstance(built, TyperGroup):
        return built.commands.get(name)
    return built if built.name == name else None


class LazyGroup(TyperGroup):
    """A ``TyperGroup`` whose subcommands come from the index and load on first use."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._listing = False

    @contextmanager
    def _help_only(self) -> Iterator[None]:
        self._listing = True
        try:
            yield
        finally:
            self._listing = False

    def list_commands(self, ctx: _click.Context) -> list[str]:
        """Every indexed command, in the order ``--help`` has always shown them."""
        eager = [name for name in self.commands if name not in _BY_NAME]
        return [entry[0] for entry in COMMANDS] + eager

    def get_command(self, ctx: _click.Context, cmd_name: str) -> _click.Command | None:
        """The real command (imported now), or while help is drawn a stand-in with its help."""
        if cmd_name in self.commands:
            return self.commands[cmd_name]
        entry = _BY_NAME.get(cmd_name)
        if entry is None:
            return None
        name, module, summary = entry
        if self._listing:
            return TyperCommand(name, help=summary)
        command = load_command(name, module)
        if command is not None:
            self.commands[name] = command
        return command

    def format_help(self, ctx: _click.Context, formatter: _click.HelpFormatter) -> None:
        """The group's help, listing commands from the index without importing them."""
        with self._help_only():
            super().format_help(ctx, formatter)

    def resolve_command(
        self, ctx: _click.Context, args: list[str]
    ) -> tuple[str | None, _click.Command | None, list[str]]:
        """As ``TyperGroup``, suggesting close names from the whole index on a typo."""
        try:
            return self._click_resolve_command(ctx, args)
        except _click.exceptions.UsageError as exc:
            matches = get_close_matches(args[0], self.list_commands(ctx)) if args else []
            if matches:
                suggestions = ", ".join(f"{match!r}" for match in matches)
                exc.message = f"{exc.message.rstrip('.')}. Did you mean {suggestions}?"
            raise


def collect_index(modules: Sequence[str] = COMMAND_MODULES) -> list[CommandEntry]:
    """The index entries of ``modules``, in the order one eager app lists them."""
    full = typer.Typer()
    origin: dict[str, str] = {}
    for module in modules:
        before = {info.name for info in full.registered_commands} | {
            info.name for info in full.registered_groups
        }
        importlib.import_module(module).register(full)
        after = {info.name for info in full.registered_commands} | {
            info.name for info in full.registered_groups
        }
        for name in after - before:
            if name is not None:
                origin[name] = module
    group = typer.main.get_command(full)
    assert isinstance(group, TyperGroup)
    entries: list[CommandEntry] = []
    for name in group.list_commands(_click.Context(group)):
        entries.append((name, origin[name], summary(group.commands[name])))
    return entries


def summary(command: _click.Command) -> str:
    """What a command list shows of ``command``: its short help or its help's first paragraph."""
    text = command.short_help or command.help or ""
    return inspect.cleandoc(text).split("\n\n")[0].replace("\n", " ").strip()


def write_index(path: Path) -> None:
    """Write ``command_index.py`` from the modules as they are now."""
    text = path.read_text()
    head = text[: text.index("COMMANDS: tuple[CommandEntry, ...] = ")]
    body = pprint.pformat(tuple(collect_index()), width=96, sort_dicts=False)
    path.write_text(f"{head}COMMANDS: tuple[CommandEntry, ...] = {body}\n")


if __name__ == "__main__":
    target = Path(__file__).with_name("command_index.py")
    write_index(target)
    sys.stdout.write(f"wrote {target}\n")
