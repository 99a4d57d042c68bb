"""Commands over evidence graphs: ``graph show`` and ``graph stats``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from services.cli.common import console, emit_json, open_cli_bus, print_table, run_async
from services.graph.catalog import aggregate, find_graph, latest_graphs
from services.graph.export import FORMATS, export_graph
from shared.errors import InputError
from shared.messages.graphs import EvidenceGraph

__all__ = ["graph_app", "register"]

graph_app = typer.Typer(
    help="Evidence graphs built from agent logs: export one, or aggregate all.",
    no_args_is_help=True,
)


@graph_app.command("show")
def show(
    ident: Annotated[str, typer.Argument(metavar="LOG_ID", help="A log id or a graph id.")],
    fmt: Annotated[
        str,
        typer.Option("--format", "-f", help=f"Output format: {', '.join(FORMATS)}."),
    ] = "json",
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write to this file (stdout if unset).")
    ] = None,
) -> None:
    """Export the evidence graph of one log as JSON, GraphML, DOT, SVG or PNG."""
    if fmt not in FORMATS:
        raise InputError(f"unknown --format {fmt!r}", hint=f"use one of: {', '.join(FORMATS)}")
    if fmt == "png" and output is None:
        raise InputError("a PNG cannot be printed to the terminal", hint="add -o FILE.png")

    async def fetch() -> EvidenceGraph:
        async with open_cli_bus() as bus:
            return await find_graph(bus, ident)

    data = export_graph(run_async(fetch), fmt)
    if output is None:
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_bytes(data)
    console.print(f"wrote {fmt} ({len(data)} bytes) to {output}", highlight=False)


def _rows(summary: dict[str, Any]) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for key, value in summary.items():
        if isinstance(value, dict):
            text = ", ".join(f"{k} {v}" for k, v in value.items()) or "-"
        elif isinstance(value, float):
            text = f"{value:.3f}"
        else:
            text = str(value)
        rows.append((key.replace("_", " "), text))
    return rows


@graph_app.command("stats")
def stats(
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Aggregate statistics over the latest version of every graph."""

    async def collect() -> dict[str, Any]:
        async with open_cli_bus() as bus:
            return aggregate(await latest_graphs(bus))

    summary = run_async(collect)
    if as_json:
        emit_json(summary)
        return
    if not summary["graphs"]:
        console.print("No graphs yet. Ingest logs and run the pipeline: [bold]dyneval run[/]")
        return
    print_table("Evidence graphs", ("statistic", "value"), _rows(summary))


def register(app: typer.Typer) -> None:
    """Add the ``graph`` command group."""
    app.add_typer(graph_app, name="graph")
