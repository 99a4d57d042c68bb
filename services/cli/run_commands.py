"""``dyneval run``: the main job on the embedded default."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from services.cli.common import console, emit_json, run_async, settings
from services.jobs.main_job import MainJobResult, run_main_job

__all__ = ["EXAMPLES", "register"]

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "logs"
"""The bundled example agent logs the main job starts from by default."""


def run(
    paths: Annotated[
        list[Path] | None,
        typer.Argument(help="Agent logs to start from (default: the bundled examples)."),
    ] = None,
    rounds: Annotated[int, typer.Option("--rounds", min=0, help="Rounds to run end to end.")] = 2,
    seed: Annotated[
        int | None, typer.Option("--seed", help="Root seed of the first round (then +1 each).")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Run the main job: ingest logs, run rounds end to end, ask the agents, report."""
    conf = settings()
    sources = paths or [EXAMPLES]

    async def job() -> MainJobResult:
        return await run_main_job(
            conf, sources, show_progress=not as_json, rounds=rounds, seed=seed, console=console
        )

    result = run_async(job)
    if as_json:
        emit_json(result.as_dict())
    else:
        result.print(console)


def register(app: typer.Typer) -> None:
    """Add ``run`` to the ``dyneval`` app."""
    app.command("run")(run)
