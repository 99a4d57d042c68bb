"""The ``dyneval`` command: one typer app, one module per command group.

Each module listed in ``COMMAND_MODULES`` exposes ``register(app: typer.Typer) -> None``
and adds its commands or sub-apps there. Errors that dyneval raises on purpose are
printed as one line plus a hint, without a traceback.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from services.cli.common import set_global_flags, stderr_console
from shared.errors import DynevalError

__all__ = ["app", "main"]

COMMAND_MODULES: tuple[str, ...] = (
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

app = typer.Typer(
    name="dyneval",
    help="A live, contamination-resistant benchmark for web-QA and RAG agents.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)


@app.callback()
def _global_flags(
    data_dir: Annotated[
        Path | None, typer.Option("--data-dir", help="Folder of the local topic log and caches.")
    ] = None,
    bus: Annotated[
        str | None, typer.Option("--bus", help="'local' or kafka://HOST:PORT.")
    ] = None,
    log_level: Annotated[
        str | None, typer.Option("--log-level", help="DEBUG, INFO, WARNING or ERROR.")
    ] = None,
) -> None:
    """Flags every command shares; they override DYNEVAL_* variables and dyneval.toml."""
    set_global_flags(data_dir=data_dir, bus=bus, log_level=log_level)


for _name in COMMAND_MODULES:
    importlib.import_module(_name).register(app)


def main() -> None:
    """Entry point of the ``dyneval`` console script."""
    try:
        app()
    except DynevalError as exc:
        err = stderr_console()
        err.print(f"[bold red]error:[/] {escape(exc.message)}", highlight=False)
        if exc.hint:
            err.print(f"[yellow]what to do:[/] {escape(exc.hint)}", highlight=False)
        sys.exit(2)


if __name__ == "__main__":
    main()
