"""What every command group shares: settings from global flags, the bus, output helpers."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from rich.console import Console
from rich.table import Table

from shared.bus import Bus, open_bus
from shared.settings import Settings, load_settings
from shared.telemetry import configure_logging

__all__ = [
    "console",
    "emit_json",
    "open_cli_bus",
    "print_table",
    "run_async",
    "set_global_flags",
    "settings",
    "stderr_console",
    "stdout_console",
]

T = TypeVar("T")

def stdout_console() -> Console:
    """A console on stdout that never hard-wraps a message.

    Rich wraps at 80 columns when the stream is not a terminal, which splits a path or a
    phrase over two lines in a log; ``soft_wrap`` leaves long lines whole. Colour and
    styles are still only emitted on a terminal.
    """
    return Console(soft_wrap=True)


def stderr_console() -> Console:
    """A console on stderr that never hard-wraps a message (see ``stdout_console``)."""
    return Console(stderr=True, soft_wrap=True)


console = stdout_console()


@dataclass
class _GlobalFlags:
    values: dict[str, Any] = field(default_factory=dict)
    cached: Settings | None = None


_flags = _GlobalFlags()


def set_global_flags(
    *, data_dir: Path | None, bus: str | None, log_level: str | None, namespace: str | None = None
) -> None:
    """Record the global CLI flags; they override environment and TOML settings."""
    _flags.values = {"data_dir": data_dir, "bus": bus, "log_level": log_level,
                     "kafka_namespace": namespace}
    _flags.cached = None


def settings(**overrides: Any) -> Settings:
    """The process settings: command flags over global flags over env/TOML/defaults."""
    if overrides:
        merged = {**_flags.values, **overrides}
        return load_settings(**merged)
    if _flags.cached is None:
        _flags.cached = load_settings(**_flags.values)
        configure_logging(_flags.cached)
    return _flags.cached


def run_async(factory: Callable[[], Awaitable[T]]) -> T:
    """Run a coroutine from a synchronous typer command."""

    async def runner() -> T:
        return await factory()

    return asyncio.run(runner())


@asynccontextmanager
async def open_cli_bus(conf: Settings | None = None) -> AsyncIterator[Bus]:
    """The configured bus, closed when the command ends."""
    bus: Bus = open_bus(conf or settings())
    try:
        yield bus
    finally:
        await bus.close()


def emit_json(data: Any) -> None:
    """Print ``data`` as JSON for scripts (plain stdout, no markup)."""
    print(json.dumps(data, indent=2, default=str, ensure_ascii=False))


def print_table(title: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
    """Print a rich table."""
    table = Table(title=title, title_justify="left")
    for column in columns:
        table.add_column(column, overflow="fold")
    for row in rows:
        table.add_row(*(str(cell) for cell in row))
    console.print(table)
