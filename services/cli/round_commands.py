"""``dyneval round open|close|list|verify|snapshots``, ``dyneval export`` and ``dyneval bound``."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from services.claims.documents import document_store_path
from services.cli.common import console, emit_json, open_cli_bus, print_table, run_async, settings
from services.jobs.verify import Verification, verify_round
from services.score.collision_history import RoundCollisions, collisions_by_round
from shared.errors import InputError, NotFoundError
from shared.messages.qa import UsedClaim
from shared.messages.rounds import RoundControl
from shared.rounds.control import RoundState, close_round, open_round, round_states
from shared.rounds.export import ExportFormat, accepted_items, render_export
from shared.settings import load_settings
from shared.stats.collision import collision_bound, required_pool_size
from shared.web.store import DocumentStore

__all__ = ["register"]

JsonFlag = Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")]
round_app = typer.Typer(help="Open, close and list evaluation rounds.", no_args_is_help=True)


def _show(control: RoundControl, as_json: bool) -> None:
    if as_json:
        emit_json(control.model_dump(mode="json"))
        return
    seed = "secret until close" if control.root_seed is None else str(control.root_seed)
    verb = "opened" if control.action == "open" else "closed"
    console.print(
        f"Round [bold]{control.round_id}[/] {verb}  θ {control.theta_hash[:12]}  "
        f"seed {seed}  commitment {(control.commitment or '-')[:16]}",
        highlight=False,
    )


@round_app.command("open")
def round_open(
    seed: Annotated[int | None, typer.Option("--seed", help="Root seed (default: random).")] = None,
    round_id: Annotated[
        str | None, typer.Option("--round", help="Round id (default r0001...).")
    ] = None,
    config: Annotated[
        Path | None, typer.Option("--config", help="TOML file with the round's generation config.")
    ] = None,
    as_json: JsonFlag = False,
) -> None:
    """Open a round: publish its seed commitment and θ hash; qagen generates for it."""
    conf = load_settings(config_file=config, **settings().model_dump(include={"data_dir", "bus"}))

    async def go() -> RoundControl:
        async with open_cli_bus(conf) as bus:
            return await open_round(bus, conf, seed=seed, round_id=round_id)

    _show(run_async(go), as_json)


@round_app.command("close")
def round_close(
    round_id: Annotated[
        str | None, typer.Argument(help="Round to close (default: the open one).")
    ] = None,
    as_json: JsonFlag = False,
) -> None:
    """Close a round and reveal its root seed."""
    conf = settings()

    async def go() -> RoundControl:
        async with open_cli_bus(conf) as bus:
            return await close_round(bus, conf, round_id)

    _show(run_async(go), as_json)


@round_app.command("list")
def round_list(as_json: JsonFlag = False) -> None:
    """List rounds with their state, θ hash and seed (once revealed)."""

    async def go() -> dict[str, RoundState]:
        async with open_cli_bus() as bus:
            return await round_states(bus)

    states = run_async(go)
    rows = [
        {
            "round_id": s.round_id,
            "state": "open" if s.is_open else "closed",
            "opened_at": s.opened.at.isoformat(),
            "theta_hash": s.opened.theta_hash,
            "root_seed": s.revealed_seed,
            "commitment": s.opened.commitment,
        }
        for s in states.values()
    ]
    if as_json:
        emit_json(rows)
        return
    if not rows:
        console.print("No rounds yet. Open one: [bold]dyneval round open[/]")
        return
    print_table(
        "Rounds",
        ("round", "state", "opened", "θ", "seed"),
        [
            (
                r["round_id"],
                r["state"],
                str(r["opened_at"])[:19],
                str(r["theta_hash"])[:12],
                r["root_seed"] if r["root_seed"] is not None else "secret",
            )
            for r in rows
        ],
    )


@round_app.command("verify")
def round_verify(
    round_id: Annotated[str, typer.Argument(help="The closed round to verify.")],
    seed: Annotated[
        int | None,
        typer.Option("--seed", help="Check this seed instead of the one revealed at close."),
    ] = None,
    config: Annotated[
        Path | None,
        typer.Option("--config", help="TOML file with the round's generation config (θ)."),
    ] = None,
    as_json: JsonFlag = False,
) -> None:
    """Recompute the commitment and regenerate the round from the topics; exit 1 on mismatch."""
    conf = (
        load_settings(config_file=config, **settings().model_dump(include={"data_dir", "bus"}))
        if config is not None
        else settings()
    )

    async def go() -> Verification:
        async with open_cli_bus(conf) as bus:
            return await verify_round(bus, conf, round_id, seed=seed)

    result = run_async(go)
    if as_json:
        emit_json(result.to_json())
    else:
        mark = {True: "[green]ok[/]", False: "[red]FAILED[/]"}
        print_table(
            f"Round {round_id}: {'verified' if result.ok else 'NOT verified'}",
            ("check", "result", "detail"),
            [
                ("commitment", mark[result.commitment_ok],
                 f"sha256({round_id}:{result.seed}:{result.theta_hash[:12]}…)"),
                ("θ", mark[result.theta_ok], result.theta_hash[:16]),
                ("candidates", mark[result.candidates_equal],
                 f"{result.candidates_regenerated} regenerated / "
                 f"{result.candidates_published} published"),
                ("accepted items", mark[result.items_equal],
                 f"{result.regenerated} regenerated / {result.published} published "
                 f"({result.claims_replayed} claim versions, {result.history} earlier items)"),
            ],
        )  # fmt: skip
        for problem in result.problems():
            console.print(f"[red]✗[/] {problem}", highlight=False)
    if not result.ok:
        raise typer.Exit(1)


@round_app.command("snapshots")
def round_snapshots(
    round_id: Annotated[str, typer.Argument(help="The round.")],
    as_json: JsonFlag = False,
) -> None:
    """List the document snapshots a round's items were built from."""
    conf = settings()
    path = document_store_path(conf)
    if not path.exists():
        raise NotFoundError(f"no document store at {path}", hint="run the pipeline first")
    with DocumentStore(path) as store:
        rows = [
            {"snapshot_id": d.snapshot_id, "url": d.url, "content_hash": d.content_hash,
             "origin": d.origin, "fetched_at": d.fetched_at.isoformat(), "chars": len(d.text)}
            for d in store.round_snapshots(round_id)
        ]  # fmt: skip
    if as_json:
        emit_json(rows)
        return
    if not rows:
        console.print(f"No snapshots recorded for round {round_id} (the controller records them "
                      "when it closes a round).")  # fmt: skip
        return
    print_table(
        f"Document snapshots of round {round_id}",
        ("id", "url", "sha256", "origin", "fetched", "chars"),
        [(r["snapshot_id"], r["url"], str(r["content_hash"])[:12], r["origin"],
          str(r["fetched_at"])[:19], r["chars"]) for r in rows],
    )  # fmt: skip


def export(
    round_id: Annotated[str, typer.Option("--round", help="Round to export.")],
    fmt: Annotated[
        str, typer.Option("--format", help="items (canonical JSONL), spec or hotpotqa.")
    ] = "items",
    output: Annotated[Path | None, typer.Option("-o", "--output", help="File to write.")] = None,
) -> None:
    """Write a round's accepted items in one of the export formats."""
    if fmt not in ("items", "spec", "hotpotqa"):
        raise InputError(f"unknown export format {fmt!r}", hint="use items, spec or hotpotqa")
    conf = settings()
    chosen: ExportFormat = fmt  # type: ignore[assignment]

    async def go() -> str:
        async with open_cli_bus(conf) as bus:
            items = await accepted_items(bus, round_id)
        if not items:
            raise NotFoundError(
                f"round {round_id!r} has no accepted items",
                hint="check the round id with `dyneval round list` and run the pipeline",
            )
        store_path = conf.documents_path
        if chosen != "hotpotqa" or not store_path.exists():
            return render_export(items, chosen)
        with DocumentStore(store_path) as store:

            def text_for(used: UsedClaim) -> str | None:
                if used.content_hash:
                    found = store.text(used.content_hash)
                    if found is not None:
                        return found
                latest = store.latest(used.url) if used.url else None
                return latest.text if latest is not None else None

            return render_export(items, chosen, text_for)

    text = run_async(go)
    if output is None:
        print(text, end="")
        return
    output.write_text(text, encoding="utf-8")
    console.print(f"Wrote {output}")


def bound(
    rounds: Annotated[
        int | None, typer.Option("--rounds", help="t: rounds a graph takes part in.")
    ] = None,
    overlap: Annotated[
        float | None, typer.Option("--overlap", help="J: max pairwise pool overlap.")
    ] = None,
    delta: Annotated[
        float, typer.Option("--delta", help="Tolerated collision probability.")
    ] = 0.05,
    pool: Annotated[
        int | None, typer.Option("--pool", help="K: candidate pool size to check.")
    ] = None,
    from_rounds: Annotated[
        bool,
        typer.Option("--from-rounds", help="Measure t, K and J_max on the rounds on the bus "
                     "and show the observed repeat rate next to the bound, round by round."),
    ] = False,
    as_json: JsonFlag = False,
) -> None:
    """The spec's collision bound t(t-1)/2 · J/K² and the pool size K it asks for."""
    if from_rounds:
        _bound_from_rounds(delta, as_json)
        return
    if rounds is None or overlap is None:
        raise InputError(
            "--rounds and --overlap are needed unless --from-rounds measures them",
            hint="give --rounds T --overlap J, or --from-rounds to read them off the bus",
        )
    needed = required_pool_size(rounds, overlap, delta)
    result: dict[str, float | int | None] = {
        "rounds": rounds,
        "overlap": overlap,
        "delta": delta,
        "required_pool": needed,
        "pool": pool,
        "bound": collision_bound(rounds, overlap, pool) if pool else None,
    }
    if as_json:
        emit_json(result)
        return
    console.print(
        f"For t={rounds} rounds and overlap J={overlap:g}, Pr\\[collision] ≤ {delta:g} needs "
        f"K ≥ [bold]{needed}[/] (K ≥ √(t(t−1)J/(2δ)))."
    )
    if pool:
        console.print(f"With K={pool}: Pr\\[collision] ≤ t(t−1)/2 · J/K² = {result['bound']:.4g}")


def _bound_from_rounds(delta: float, as_json: bool) -> None:
    conf = settings()

    async def go() -> list[RoundCollisions]:
        async with open_cli_bus(conf) as bus:
            names = list(await round_states(bus))
            return await collisions_by_round(bus, names, conf.qagen_pool)

    rows = run_async(go)
    data = [
        {"round": r.round_id, "rounds": r.figures.rounds, "pool_size": r.figures.pool_size,
         "j_max": r.figures.j_max, "j_max_consecutive": r.figures.j_max_consecutive,
         "bound_observed_pools": r.figures.bound_observed_pools,
         "pool_size_min": r.figures.pool_size_min,
         "bound": r.figures.bound, "repeat_rate": r.figures.repeat_rate,
         "graphs_in_two_rounds": r.figures.graphs_in_two_rounds,
         "graphs_repeated": r.figures.graphs_repeated, "pools_known": r.figures.pools_known,
         "required_pool": required_pool_size(r.figures.rounds, max(r.figures.j_max, 1), delta)}
        for r in rows
    ]  # fmt: skip
    if as_json:
        emit_json({"delta": delta, "rounds": data})
        return
    if not data:
        console.print("No rounds on the bus yet (dyneval run, or dyneval round open).")
        return
    print_table(
        "Collision bound over the candidate pools (before the judge)",
        ["round", "t", "K", "J_max", "bound t(t−1)/2·J_max/K²", "bound, real pool sizes",
         "observed repeat rate", "graphs in ≥2 rounds", f"K for δ={delta:g}"],
        [[d["round"], str(d["rounds"]), str(d["pool_size"]), str(d["j_max"]),
          f"{d['bound']:.4g}", f"{d['bound_observed_pools']:.4g}",
          "–" if d["repeat_rate"] is None else f"{d['repeat_rate']:.3f}",
          str(d["graphs_in_two_rounds"]), str(d["required_pool"])] for d in data],
    )  # fmt: skip


def register(app: typer.Typer) -> None:
    """Add the round commands to the ``dyneval`` app."""
    app.add_typer(round_app, name="round")
    app.command("export")(export)
    app.command("bound")(bound)
