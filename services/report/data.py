"""Everything a round report shows, read from the bus and the data folder."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from shared.bus import Bus
from shared.bus.scan import payloads
from shared.errors import NotFoundError
from shared.messages.answers import ItemScore
from shared.messages.graphs import EvidenceGraph
from shared.messages.qa import JudgedItem, QAItem
from shared.messages.rounds import RoundReport
from shared.messages.topics import ACCEPTED, GRAPHS, REJECTED, REPORTS, SCORES
from shared.quality.audit import RoundAudit, audit_round
from shared.rounds.control import round_states
from shared.rounds.documents import latest_by_graph
from shared.rounds.export import accepted_items
from shared.settings import Settings

__all__ = ["ReportData", "latest_leak_record", "load_report_data", "read_reports"]

_MAX_GRAPH_NODES = 40
_EXAMPLES = 6


@dataclass
class ReportData:
    """The round's report, the rounds before it, Leak&Test, one graph, example items."""

    report: RoundReport
    history: list[RoundReport]
    """Reports of every round up to this one, oldest first (this one last)."""
    leak: dict[str, Any] | None
    graph: EvidenceGraph | None
    examples: list[tuple[QAItem, dict[str, str]]] = field(default_factory=list)
    """A few items of the round with each agent's answer."""
    generated_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    window: int | None = None
    """T of the macro average and change points in the trend (``controller_window``)."""
    audit: RoundAudit | None = None
    """The round's item audit (``dyneval audit``): gates, documents, patterns, difficulty."""
    plots: bool = True
    """Draw the figures (``Settings.report_plots``); the tables are written either way."""

    @property
    def round_id(self) -> str:
        """The reported round."""
        return self.report.round_id


async def read_reports(bus: Bus) -> dict[str, RoundReport]:
    """Every round report on the ``reports`` topic by round (the first per round wins: the
    score service publishes one per round, with a fixed id)."""
    out: dict[str, RoundReport] = {}
    async for report in payloads(bus, REPORTS, RoundReport):
        out.setdefault(report.round_id, report)
    return out


def _pick_graph(graphs: list[EvidenceGraph]) -> EvidenceGraph | None:
    small = [g for g in graphs if len(g.nodes) <= _MAX_GRAPH_NODES]
    pool = small or graphs
    if not pool:
        return None
    return max(pool, key=lambda g: (g.stats.documents_cited, -len(g.nodes), g.graph_id))


async def _answers(bus: Bus, round_id: str, ids: set[str]) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    async for score in payloads(bus, SCORES, ItemScore):
        if score.round_id == round_id and score.item_id in ids:
            out.setdefault(score.item_id, {})[score.agent_id] = score.answer or "(none)"
    return out


async def load_report_data(bus: Bus, settings: Settings, round_id: str | None = None) -> ReportData:
    """The data of the report of ``round_id`` (the latest reported round when None)."""
    reports = await read_reports(bus)
    order = [rid for rid in await round_states(bus) if rid in reports]
    if not order:
        raise NotFoundError(
            "no round has been reported yet",
            hint="run `dyneval run`, or close a round with `dyneval round close`",
        )
    chosen = round_id or order[-1]
    if chosen not in reports:
        raise NotFoundError(
            f"round {chosen!r} has no report",
            hint=f"reported rounds: {', '.join(order)}; a round is reported when it closes",
        )
    history = [reports[rid] for rid in order[: order.index(chosen) + 1]]
    items = await accepted_items(bus, chosen)
    graph_ids = {item.graph_id for item in items if item.graph_id}
    raw = await latest_by_graph(bus, GRAPHS, graph_ids)
    graph = _pick_graph([EvidenceGraph.model_validate(g) for g in raw.values()])
    sample = items[:_EXAMPLES]
    answers = await _answers(bus, chosen, {item.item_id for item in items})
    judged = [j for topic in (ACCEPTED, REJECTED) async for j in payloads(bus, topic, JudgedItem)
              if j.item.round_id == chosen]  # fmt: skip
    bm25 = {item_id: by_agent["bm25"] for item_id, by_agent in answers.items()
            if "bm25" in by_agent}  # fmt: skip
    return ReportData(
        report=reports[chosen],
        history=history,
        leak=latest_leak_record(settings),
        graph=graph,
        examples=[(item, answers.get(item.item_id, {})) for item in sample],
        window=settings.controller_window,
        audit=audit_round(chosen, judged, bm25 or None),
        plots=settings.report_plots,
    )


def latest_leak_record(settings: Settings) -> dict[str, Any] | None:
    """The most recent Leak&Test the jobs saved (as JSON data), if any.

    Records are files in ``settings.leaktest_dir`` named by the time they were made, so
    the last by name is the latest.
    """
    folder = settings.leaktest_dir
    files = sorted(folder.glob("*.json")) if folder.is_dir() else []
    if not files:
        return None
    data: dict[str, Any] = json.loads(files[-1].read_text(encoding="utf-8"))
    return data
