"""``dyneval score``: score a HotpotQA prediction file with the official metrics."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from services.cli.common import stderr_console, stdout_console
from shared.metrics.hotpot import HOTPOT_KEYS, HotpotResult, score_hotpot_files

__all__ = ["register", "render_table"]


def render_table(result: HotpotResult) -> Table:
    """The twelve official metrics as a rich table (answer, supporting facts, joint)."""
    table = Table(title=f"HotpotQA metrics, {result.n_gold} gold items", min_width=36)
    table.add_column("metric")
    table.add_column("value", justify="right")
    for key in HOTPOT_KEYS:
        table.add_row(key, f"{result.metrics[key]:.4f}")
    return table


def score(
    gold: Annotated[Path, typer.Option("--gold", help="HotpotQA gold file: a JSON list of items.")],
    pred: Annotated[
        Path,
        typer.Option("--pred", help='Prediction file: {"answer": {id: str}, "sp": {id: [...]}}.'),
    ],
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the twelve metrics as one JSON object.")
    ] = False,
) -> None:
    """Score a HotpotQA prediction file exactly as hotpot_evaluate_v1.py does."""
    result = score_hotpot_files(gold, pred)
    if as_json:
        typer.echo(json.dumps(result.as_dict()))
    else:
        stdout_console().print(render_table(result))
    missing = len(set(result.missing_answer) | set(result.missing_sp))
    if missing:
        stderr_console().print(
            f"{len(result.missing_answer)} gold ids have no answer and "
            f"{len(result.missing_sp)} no supporting facts; they count as 0.",
            highlight=False,
        )


def register(app: typer.Typer) -> None:
    """Add ``dyneval score`` to the CLI."""
    app.command("score")(score)
