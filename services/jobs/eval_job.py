"""``dyneval eval``: snapshot evaluation of one agent on a frozen round, and its macro
average over a window of rounds (spec eq. 5).

The agent is asked every accepted item of the round; its answers go on ``answers``
(stored and scored, never ingested as logs: an evaluation does not change the benchmark's
evidence); the score service scores them (a closed round's report is not
rewritten). The aggregate is computed from those item scores: Agg with a bootstrap
interval per metric, per-pattern means, and with ``--window T`` the macro average of
Agg over the T most recent rounds up to the snapshot, each asked the same way.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from services.jobs.lifecycle import RoundLifecycle
from services.jobs.local_pipeline import LocalPipeline
from services.jobs.progress import JobProgress
from services.score.aggregate import LEADERBOARD_METRICS, group_means
from services.score.scoring import to_scored
from shared.agents import build_agents
from shared.bus import LocalBus
from shared.bus.scan import payloads
from shared.errors import ConfigError, InputError, NotFoundError
from shared.messages.answers import ItemScore
from shared.messages.topics import SCORES
from shared.metrics.item import EM
from shared.rounds.control import round_states
from shared.rounds.export import accepted_items
from shared.settings import Settings
from shared.stats import WindowAverage, macro_average, summarize

__all__ = ["EvalResult", "RoundEval", "run_eval"]


@dataclass
class RoundEval:
    """One agent on one round."""

    round_id: str
    items: int
    metrics: dict[str, dict[str, float | int | None]]
    """metric -> mean, ci_low, ci_high, n."""
    patterns: dict[str, float]
    """EM per pattern."""
    errors: int
    """Items the agent gave no answer to."""


@dataclass
class EvalResult:
    """Snapshot evaluation and, with a window, the macro average over rounds."""

    agent: str
    snapshot: RoundEval
    window: list[RoundEval] = field(default_factory=list)
    macro: WindowAverage | None = None
    notes: list[str] = field(default_factory=list)
    """What the evaluation left out and why (e.g. window rounds without items)."""

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready summary."""
        out: dict[str, Any] = {
            "agent": self.agent, "snapshot": self.snapshot.__dict__, "notes": self.notes
        }
        if self.macro is not None:
            out["window"] = [r.__dict__ for r in self.window]
            out["macro"] = {
                "metric": EM,
                "rounds": list(self.macro.rounds),
                "window": self.macro.window,
                "mean": self.macro.mean,
                "complete": self.macro.complete,
            }
        return out


async def _latest_scores(bus: LocalBus, round_id: str, agent: str) -> list[ItemScore]:
    found: dict[str, ItemScore] = {}
    async for score in payloads(bus, SCORES, ItemScore):
        if score.round_id == round_id and score.agent_id == agent:
            found[score.item_id] = score
    return [found[k] for k in sorted(found)]


def _summarise(round_id: str, scores: list[ItemScore], settings: Settings) -> RoundEval:
    scored = [to_scored(s) for s in scores]
    metrics: dict[str, dict[str, float | int | None]] = {}
    for metric in LEADERBOARD_METRICS:
        summary = summarize(
            scored, metric, confidence=settings.score_confidence,
            n_resamples=settings.score_bootstrap_resamples,
        )  # fmt: skip
        if summary.n:
            metrics[metric] = {"mean": summary.mean, "ci_low": summary.ci.low,
                               "ci_high": summary.ci.high, "n": summary.n}  # fmt: skip
    return RoundEval(
        round_id=round_id,
        items=len(scores),
        metrics=metrics,
        patterns=group_means(scored, EM, "pattern"),
        errors=sum(1 for s in scores if s.error),
    )


async def _window_rounds(
    bus: LocalBus, upto: list[str], window: int | None
) -> tuple[list[str], list[str]]:
    """The snapshot (last of ``upto``) and, with a window, the T most recent rounds before
    it that have items: a round without items has no Agg and is skipped with a note."""
    snapshot = upto[-1]
    if window is None:
        return [snapshot], []
    chosen: list[str] = []
    notes: list[str] = []
    for round_id in reversed(upto):
        if len(chosen) == window:
            break
        if round_id != snapshot and not await accepted_items(bus, round_id):
            notes.append(f"round {round_id} has no items; the window skips it")
            continue
        chosen.append(round_id)
    return chosen[::-1], notes[::-1]


async def run_eval(
    settings: Settings,
    *,
    snapshot: str,
    agent: str,
    window: int | None = None,
    progress: JobProgress | None = None,
) -> EvalResult:
    """Ask ``agent`` the round ``snapshot`` (and the window's rounds) and aggregate."""
    if settings.bus != "local":
        raise ConfigError(f"eval runs on the embedded default, not {settings.bus!r}",
                          hint="unset DYNEVAL_BUS")  # fmt: skip
    if window is not None and window < 1:
        raise InputError(f"--window {window} holds no round", hint="use --window 1 or more")
    progress = progress or JobProgress(enabled=False)
    bus = LocalBus(settings.bus_path)
    pool = build_agents(settings, names=[agent])
    pipeline = LocalPipeline(bus, settings, names=["score"])
    # the ask and score steps of the round lifecycle, on a closed round: every item is
    # asked again (an agent may have changed), nothing is ingested, no learner is leaked
    lifecycle = RoundLifecycle(bus, settings, pool, pipeline, agents=[agent], leak=False,
                               reports=False, progress=progress)  # fmt: skip
    try:
        states = list(await round_states(bus))
        if snapshot not in states:
            raise NotFoundError(
                f"no round {snapshot!r}",
                hint=f"rounds: {', '.join(states) or 'none'} (dyneval round list)",
            )
        upto = states[: states.index(snapshot) + 1]
        chosen, notes = await _window_rounds(bus, upto, window)
        evals: list[RoundEval] = []
        for round_id in chosen:
            items = await accepted_items(bus, round_id)
            if not items:
                raise NotFoundError(
                    f"round {round_id!r} has no accepted items to ask",
                    hint="check the round with `dyneval round list` and run the pipeline first",
                )
            await lifecycle.ask(round_id, items, only_missing=False)
            await pipeline.settle()
            ids = {item.item_id for item in items}
            scores = [s for s in await _latest_scores(bus, round_id, agent) if s.item_id in ids]
            evals.append(_summarise(round_id, scores, settings))
        result = EvalResult(agent=agent, snapshot=evals[-1], notes=notes)
        if window is not None:
            per_round = {e.round_id: (e.metrics.get(EM) or {}).get("mean") for e in evals}
            result.window = evals
            result.macro = macro_average(
                {k: float(v) if v is not None else None for k, v in per_round.items()}, window
            )
        return result
    finally:
        await pipeline.stop()
        await pool.aclose()
        await bus.close()
