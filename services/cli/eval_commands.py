"""``dyneval eval``, ``dyneval leaktest`` and ``dyneval report``: evaluating agents on
rounds, the Leak&Test protocol, and the round report."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from services.cli.common import console, emit_json, run_async, settings
from services.cli.run_commands import EXAMPLES
from services.jobs.eval_job import EvalResult, RoundEval, run_eval
from services.jobs.leakage import LeakRecord
from services.jobs.leaktest_job import LeakTestOutcome, run_leaktest
from services.jobs.progress import JobProgress
from services.report.render import ReportFiles, report_folder, write_round_report
from shared.bus import LocalBus
from shared.errors import ConfigError

__all__ = ["register"]

JsonFlag = Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")]


def _round_table(title: str, evaluation: RoundEval) -> Table:
    table = Table(title=title, title_justify="left")
    for column in ("metric", "Agg", "95% CI", "n"):
        table.add_column(column, justify="right" if column != "metric" else "left")
    for metric, row in evaluation.metrics.items():
        low, high = row["ci_low"], row["ci_high"]
        table.add_row(
            metric, f"{row['mean']:.3f}", f"[{low:.2f}, {high:.2f}]" if low is not None else "–",
            str(row["n"]),
        )  # fmt: skip
    return table


def eval_command(
    snapshot: Annotated[str, typer.Option("--snapshot", help="The frozen round to score on.")],
    agent: Annotated[str, typer.Option("--agent", help="Configured agent to evaluate.")],
    window: Annotated[
        int | None,
        typer.Option("--window", help="Also macro-average EM over the last T rounds (eq. 5)."),
    ] = None,
    as_json: JsonFlag = False,
) -> None:
    """Snapshot evaluation: ask AGENT every item of a frozen round and aggregate its scores."""
    conf = settings()

    async def go() -> EvalResult:
        with JobProgress(enabled=not as_json, console=console) as progress:
            return await run_eval(
                conf, snapshot=snapshot, agent=agent, window=window, progress=progress
            )

    result = run_async(go)
    if as_json:
        emit_json(result.as_dict())
        return
    snap = result.snapshot
    console.print(_round_table(
        f"{agent} on round {snap.round_id}: {snap.items} items, {snap.errors} unanswered", snap
    ))  # fmt: skip
    if snap.patterns:
        shown = ", ".join(f"{k} {v:.3f}" for k, v in snap.patterns.items())
        console.print(f"EM by pattern: {shown}")
    if result.macro is not None:
        rounds = ", ".join(
            f"{r.round_id} {(r.metrics.get('em') or {}).get('mean', 0.0):.3f}"
            for r in result.window
        )
        mean = "–" if result.macro.mean is None else f"{result.macro.mean:.3f}"
        note = "" if result.macro.complete else f" (only {len(result.macro.rounds)} rounds scored)"
        console.print(f"Macro-averaged EM over {window} rounds: [bold]{mean}[/]{note} · {rounds}")
    for text in result.notes:
        console.print(f"note: {text}", highlight=False)


def leaktest(
    rounds: Annotated[int, typer.Option("--rounds", help="T: rounds to run (T-1 gaps).")] = 5,
    agent: Annotated[str, typer.Option("--agent", help="The base agent M.")] = "bm25",
    epsilon: Annotated[float, typer.Option("--epsilon", help="Tolerated gain ε.")] = 0.02,
    alpha: Annotated[float, typer.Option("--alpha", help="Significance level α.")] = 0.05,
    leaked_agent: Annotated[
        str | None,
        typer.Option("--leaked-agent", help="A configured agent to use as M_leak instead of "
                     "the built-in memorizer (e.g. a checkpoint fine-tuned on a round)."),
    ] = None,
    metric: Annotated[str, typer.Option("--metric", help="Metric the gaps are taken on.")] = "em",
    seed: Annotated[int | None, typer.Option("--seed", help="Root seed of the first round.")]
    = None,
    as_json: JsonFlag = False,
) -> None:
    """Leak&Test: leak each round into M_leak, score M and M_leak on the fresh next round,
    t-test the gaps, and contrast with a static benchmark."""  # fmt: skip
    conf = settings()

    async def go() -> LeakTestOutcome:
        with JobProgress(enabled=not as_json, console=console) as progress:
            return await run_leaktest(
                conf, rounds=rounds, base=agent, leaked_agent=leaked_agent, epsilon=epsilon,
                alpha=alpha, metric=metric, seed=seed, examples=[EXAMPLES], progress=progress,
            )  # fmt: skip

    outcome = run_async(go)
    record = outcome.record
    if as_json:
        emit_json({**record.to_json(), "saved": outcome.path})
        return
    table = Table(title=f"Leak&Test · M = {record.base}, M_leak = {record.leaked} · "
                  f"{record.metric}", title_justify="left")  # fmt: skip
    for column in ("fresh round t+1", "Agg(D, M)", "Agg(D, M_leak)", "gap Δ"):
        table.add_column(column, justify="right")
    for cycle in record.cycles:
        table.add_row(cycle.round_id, f"{cycle.base:.3f}", f"{cycle.leaked:.3f}",
                      f"{cycle.gap:+.3f}")  # fmt: skip
    console.print(table)
    result = record.result
    verdict = (
        "[bold red]reject H0[/]: leaking gives a gain above ε" if result.reject_h0
        else "[bold green]H0 kept[/]: no practically relevant gain from leaking"
        if result.reject_h0 is False else "[bold yellow]test not run[/]"
    )  # fmt: skip
    console.print(f"{verdict} — {result.message}", highlight=False)
    static = record.static
    if static.a_clean is not None and static.a_leak is not None:
        console.print(
            f"Static benchmark ({record.static_set}): a_clean {static.a_clean:.3f}, "
            f"a_leak {static.a_leak:.3f}, inflation {static.a_leak - static.a_clean:+.3f}",
            highlight=False,
        )
    if record.static_test is not None:
        test = record.static_test
        shown = "–" if test.p_value is None else f"{test.p_value:.3g}"
        stat = f"t={test.t_statistic:.3f}, df={test.df}, " if test.t_statistic is not None else ""
        console.print(
            f"Static inflation, one-sided {test.method} over {test.n} items: {stat}p={shown} "
            f"({test.wins} items up, {test.losses} down)",
            highlight=False,
        )
    if record.facts is not None:
        _print_fact_leak(record)
    for note in record.notes:
        console.print(f"note: {note}", highlight=False)
    console.print(f"Saved to {outcome.path}; `dyneval report` shows it.")


def _print_fact_leak(record: LeakRecord) -> None:
    facts = record.facts
    assert facts is not None
    table = Table(title=f"Fact leak · M_facts = {facts.model} (learned round t's facts)",
                  title_justify="left")  # fmt: skip
    for column in ("fresh round t+1", "Agg(D, M)", "Agg(D, M_facts)", "gap Δ",
                   "facts seen in t", "items covered"):  # fmt: skip
        table.add_column(column, justify="right")
    overlaps = {o.round_id: o for o in facts.overlaps}
    for cycle in facts.cycles:
        seen = overlaps.get(cycle.round_id)
        share = "–" if seen is None or seen.rate is None else (
            f"{seen.rate:.2f} ({seen.shared_facts}/{seen.facts})")  # fmt: skip
        covered = "–" if seen is None else f"{seen.covered_items}/{seen.items}"
        table.add_row(cycle.round_id, f"{cycle.base:.3f}", f"{cycle.leaked:.3f}",
                      f"{cycle.gap:+.3f}", share, covered)  # fmt: skip
    console.print(table)
    console.print(f"Fact leak: {facts.result.message}", highlight=False)


def report(
    round_id: Annotated[
        str | None, typer.Option("--round", help="Round to report (default: the latest).")
    ] = None,
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Folder to write.")] = None,
    as_json: JsonFlag = False,
) -> None:
    """Write the HTML (self-contained) and Markdown report of a closed round."""
    conf = settings()
    if conf.bus != "local":
        raise ConfigError(f"the report reads the embedded bus, not {conf.bus!r}",
                          hint="unset DYNEVAL_BUS")  # fmt: skip

    async def go() -> ReportFiles:
        bus = LocalBus(conf.bus_path)
        try:
            return await write_round_report(bus, conf, round_id, output or report_folder(conf))
        finally:
            await bus.close()

    files = run_async(go)
    if as_json:
        emit_json({"html": str(files.html), "markdown": str(files.markdown)})
        return
    console.print(f"Wrote [bold]{files.html}[/] and {files.markdown}")


def register(app: typer.Typer) -> None:
    """Add ``eval``, ``leaktest`` and ``report`` to the ``dyneval`` app."""
    app.command("eval")(eval_command)
    app.command("leaktest")(leaktest)
    app.command("report")(report)
