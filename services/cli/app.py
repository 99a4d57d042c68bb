"""The ``dyneval`` command: one typer app, one module per command group.

Each module listed in ``lazy_group.COMMAND_MODULES`` exposes ``register(app: typer.Typer)
-> None`` and adds its commands or sub-apps there. The app imports a module only when
one of its commands runs (``LazyGroup``); ``--help`` is drawn from ``command_index``,
so starting ``dyneval`` costs typer and rich, not scipy or matplotlib. Errors that
dyneval raises on purpose are printed as one line plus a hint, without a traceback.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from services.cli.lazy_group import COMMAND_MODULES, LazyGroup
from shared.errors import DynevalError

__all__ = ["COMMAND_MODULES", "app", "main"]

app = typer.Typer(
    name="dyneval",
    cls=LazyGroup,
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
    bus: Annotated[str | None, typer.Option("--bus", help="'local' or kafka://HOST:PORT.")] = None,
    log_level: Annotated[
        str | None, typer.Option("--log-level", help="DEBUG, INFO, WARNING or ERROR.")
    ] = None,
    namespace: Annotated[
        str | None,
        typer.Option("--namespace", help="Kafka: prefix of every topic and group name."),
    ] = None,
) -> None:
    """Flags every command shares; they override DYNEVAL_* variables and dyneval.toml."""
    from services.cli.common import set_global_flags

    set_global_flags(data_dir=data_dir, bus=bus, log_level=log_level, namespace=namespace)


def main() -> None:
    """Entry point of the ``dyneval`` console script."""
    try:
        app()
    except DynevalError as exc:
        from rich.markup import escape

        from services.cli.common import stderr_console

        err = stderr_console()
        err.print(f"[bold red]error:[/] {escape(exc.message)}", highlight=False)
        if exc.hint:
            err.print(f"[yellow]what to do:[/] {escape(exc.hint)}", highlight=False)
        sys.exit(2)


if __name__ == "__main__":
    main()
