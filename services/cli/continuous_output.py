"""``dyneval run --continuous``: the unattended run with one progress line per step,
each round's leaderboard and trend as it closes, and a clean stop on Ctrl-C."""

from __future__ import annotations

import asyncio
import contextlib
import signal
from pathlib import Path

from pydantic import SecretStr
from rich.table import Table

from services.cli.common import console, emit_json
from services.controller.continuous_job import ContinuousResult, run_continuous
from services.controller.durations import format_duration, parse_duration
from services.controller.steps import ClosedRound, ControllerEvent
from services.jobs.leaderboard import leaderboard_table
from shared.metrics.item import EM
from shared.settings import Settings

__all__ = ["run_continuous_command", "trend_table"]

DEFAULT_EVERY = "10s"


def trend_table(closed: ClosedRound, metric: str = EM) -> Table:
    """Per agent: this round's score, the macro average over the window, change point."""
    table = Table(title=f"Trend · {metric} · after round {closed.round_id}",
                  title_justify="left")  # fmt: skip
    for column in ("agent", "this round", "macro (last T)", "rounds", "change point"):
        table.add_column(column)
    for trend in closed.trends:
        if trend.metric != metric or trend.latest is None:
            continue
        shift = trend.latest_shift
        flag = "-" if shift is None or shift.round_id != closed.round_id else (
            f"{shift.direction} (outside {shift.low:.2f}–{shift.high:.2f})"
        )
        macro = "-" if trend.macro is None else f"{trend.macro:.3f}"
        table.add_row(trend.agent, f"{trend.latest.mean:.3f}", macro, str(len(trend.window)),
                      flag)  # fmt: skip
    return table


def run_continuous_command(
    conf: Settings,
    sources: list[Path],
    *,
    every: str | None,
    after_graphs: int | None,
    rounds: int | None,
    seed: int | None,
    as_json: bool,
) -> None:
    """Run the controller on the embedded default until done or interrupted."""
    if seed is not None:
        conf = conf.model_copy(update={"root_seed": SecretStr(str(seed))})
    every_text = every or conf.controller_every
    graphs = after_graphs or conf.controller_after_graphs
    if every_text is None and graphs is None:
        every_text = DEFAULT_EVERY
    interval = parse_duration(every_text, field="--every") if every_text is not None else None
    limit = rounds if rounds is not None else conf.controller_rounds

    def show(event: ControllerEvent) -> None:
        if as_json:
            return
        console.print(f"[dim]{event.kind:>8}[/] {event.message}", highlight=False)
        if event.closed is not None:
            if event.closed.report is not None:
                console.print(leaderboard_table(event.closed.report))
            console.print(trend_table(event.closed))

    async def job() -> tuple[ContinuousResult | None, bool]:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, stop.set)
        task = asyncio.create_task(run_continuous(
            conf, sources, every=interval, after_graphs=graphs, rounds=limit, stop=stop,
            on_event=show,
        ))  # fmt: skip
        try:
            return await task, stop.is_set()
        finally:
            for sig in (signal.SIGINT, signal.SIGTERM):
                with contextlib.suppress(NotImplementedError, RuntimeError):
                    loop.remove_signal_handler(sig)

    if not as_json:
        rule = f"every {format_duration(interval)}" if interval is not None else ""
        if graphs is not None:
            rule = f"{rule} or " if rule else ""
            rule += f"after {graphs} new graphs"
        console.print(
            f"Continuous run: rounds close {rule}; "
            f"{f'{limit} rounds' if limit else 'until Ctrl-C'}. Data in {conf.data_dir}.",
            highlight=False,
        )
    result, interrupted = asyncio.run(job())
    if result is None:
        return
    if as_json:
        emit_json({**result.as_dict(), "interrupted": interrupted})
        return
    for closed in result.rounds:
        if closed.report is not None and closed.files is not None:
            console.print(f"  {closed.round_id}: report {closed.files.html}", highlight=False)
    console.print(
        f"{'Stopped' if interrupted else 'Done'}: {len(result.rounds)} round(s) closed in "
        f"{result.elapsed_s:.1f} s. Verify one with [bold]dyneval round verify ROUND[/].",
        highlight=False,
    )
