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
    rounds: Annotated[
        int | None,
        typer.Option(
            "--rounds", min=0,
            help="Rounds to run end to end (default 2; with --continuous: until stopped).",
        ),
    ] = None,
    seed: Annotated[
        int | None, typer.Option("--seed", help="Root seed of the first round (then +1 each).")
    ] = None,
    continuous: Annotated[
        bool,
        typer.Option(
            "--continuous",
            help="Run unattended: the round controller opens and closes rounds by policy "
            "(with fresh evidence, secret seeds, trends) until --rounds or Ctrl-C.",
        ),
    ] = False,
    every: Annotated[
        str | None,
        typer.Option("--every", help="With --continuous: how long a round stays open (10s)."),
    ] = None,
    after_graphs: Annotated[
        int | None,
        typer.Option(
            "--after-graphs", min=1,
            help="With --continuous: close a round once N new graphs arrived.",
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Run the main job: ingest logs, run rounds end to end, ask the agents, report."""
    conf = settings()
    sources = paths or [EXAMPLES]
    if continuous:
        from services.cli.continuous_output import run_continuous_command

        run_continuous_command(conf, sources, every=every, after_graphs=after_graphs,
                               rounds=rounds, seed=seed, as_json=as_json)  # fmt: skip
        return
    rounds = 2 if rounds is None else rounds

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
