"""The report's content as plain rows and figures, shared by the HTML and Markdown writers."""

from __future__ import annotations

from dataclasses import dataclass, field

from services.report.data import ReportData
from services.report.plots import gap_plot, judge_plot, leaderboard_plot, pattern_plot, trend_plot
from shared.graphs.picture import render_picture
from shared.messages.rounds import AgentRoundScore, RoundReport
from shared.metrics.item import (
    CITATION_F1,
    CITATION_PRECISION,
    CITATION_RECALL,
    EM,
    EM_RAW,
    F1,
    F1_RAW,
    recall_at,
)
from shared.stats import macro_average
from shared.stats.changepoint import RoundScore, change_points

__all__ = ["Table", "View", "build_view", "empty_notice"]


@dataclass
class Table:
    """A titled table of strings."""

    columns: list[str]
    rows: list[list[str]]


@dataclass
class View:
    """Everything the writers print."""

    title: str
    facts: list[tuple[str, str]]
    leaderboard: Table
    patterns: Table
    answer_types: Table
    hops: Table
    trend: Table
    leak_message: str
    leak_table: Table | None
    leak_static: list[tuple[str, str]]
    leak_notes: list[str]
    collision: list[tuple[str, str]]
    judge: list[tuple[str, str]]
    quality: list[tuple[str, str]]
    """The round's item audit: items failing each gate, documents, patterns, difficulty."""
    graph_caption: str
    examples: Table
    figures: dict[str, bytes] = field(default_factory=dict)
    """Plot name to PNG bytes (a plot with nothing to show is left out)."""
    model_cost: Table | None = None
    """Model calls, tokens and cost per stage and per accepted item (None: rule engine)."""
    graph_svg: bytes | None = None
    notice: str | None = None
    """What the round lacks, said plainly (no items, no answers), else ``None``."""


def empty_notice(items: int, agents: int) -> str | None:
    """The sentence a report of a round with no items or no answers opens with."""
    if items == 0:
        return (
            "This round has no accepted items: nothing was asked and nothing was scored "
            "(the generators found nothing new to ask, or every candidate was rejected)."
        )
    if agents == 0:
        return f"No agent answered any of the round's {items} accepted item(s): nothing was scored."
    return None


def _ci(row: AgentRoundScore | None) -> str:
    if row is None:
        return "–"
    if row.ci_low is None or row.ci_high is None:
        return f"{row.mean:.3f} [CI undefined, n={row.n}]"
    if row.ci_low == row.ci_high:
        return f"{row.mean:.3f}"
    return f"{row.mean:.3f} [{row.ci_low:.2f}, {row.ci_high:.2f}]"


def _num(value: float | None, digits: int = 3) -> str:
    return "–" if value is None else f"{value:.{digits}f}"


def _breakdown(data: ReportData, dimension: str) -> Table:
    report = data.report
    agents = list(report.agents)
    counts = report.groups.get(dimension, {})
    groups = sorted(counts)
    rows = []
    for group in groups:
        row = [group, str(counts[group])]
        for agent in agents:
            em = report.breakdowns.get(f"{agent}/{EM}/{dimension}", {}).get(group)
            f1 = report.breakdowns.get(f"{agent}/{F1}/{dimension}", {}).get(group)
            row.append(f"{_num(em)} / {_num(f1)}")
        rows.append(row)
    return Table([dimension, "items", *(f"{a} EM / F1" for a in agents)], rows)


def _leaderboard(data: ReportData) -> Table:
    report = data.report
    by = {(r.agent_id, r.metric): r for r in report.scores}
    rows = []
    for rank, agent in enumerate(report.agents, start=1):
        em = by.get((agent, EM))
        rows.append([
            str(rank), agent, _ci(em), _ci(by.get((agent, F1))),
            _num(by[(agent, EM_RAW)].mean) if (agent, EM_RAW) in by else "–",
            _num(by[(agent, F1_RAW)].mean) if (agent, F1_RAW) in by else "–",
            _num(by[(agent, CITATION_PRECISION)].mean) if (agent, CITATION_PRECISION) in by
            else "–",
            _num(by[(agent, CITATION_RECALL)].mean) if (agent, CITATION_RECALL) in by else "–",
            _ci(by.get((agent, CITATION_F1))),
            _num(by[(agent, recall_at(5))].mean) if (agent, recall_at(5)) in by else "–",
            _num(em.graph_macro if em is not None else None),
            str(em.n if em is not None else 0),
            str(report.unanswered.get(agent, 0)),
        ])  # fmt: skip
    # EM/F1 score the extracted answer span; the raw columns score the answer as given
    return Table(
        ["#", "agent", "EM [95% CI]", "F1 [95% CI]", "EM raw", "F1 raw", "cite P", "cite R",
         "cite F1 [95% CI]", "recall@5", "EM per-graph mean", "n", "unanswered"],
        rows,
    )  # fmt: skip


def _trend(data: ReportData) -> Table:
    agents = sorted({a for r in data.history for a in r.agents})
    rounds = [r.round_id for r in data.history]
    rows = []
    for agent in agents:
        per: dict[str, float | None] = {}
        for report in data.history:
            row = next((s for s in report.scores if s.agent_id == agent and s.metric == EM), None)
            per[report.round_id] = row.mean if row is not None else None
        macro = macro_average(per, data.window)
        rows.append([agent, *(_num(per[r]) for r in rounds), _num(macro.mean),
                     _shifts(data, agent)])  # fmt: skip
    span = f"last {data.window}" if data.window is not None else f"{len(rounds)}"
    return Table(["agent", *rounds, f"macro avg ({span} rounds)", "change points"], rows)


def _shifts(data: ReportData, agent: str) -> str:
    """Rounds whose EM left the previous window's interval (``↓r0004``), or ``–``."""
    rows = [
        RoundScore(r.round_id, row.mean, row.ci_low, row.ci_high)
        for r in data.history
        for row in r.scores
        if row.agent_id == agent and row.metric == EM
    ]
    shifts = [s for s in change_points(rows, data.window or 5) if s is not None]
    return " ".join(f"{'↓' if s.direction == 'down' else '↑'}{s.round_id}" for s in shifts) or "–"


def _leak(data: ReportData) -> tuple[str, Table | None, list[tuple[str, str]], list[str]]:
    leak = data.leak
    if leak is None:
        return (
            "No Leak&Test has been run on this data yet: "
            "`dyneval leaktest --rounds 5 --agent bm25`.",
            None, [], [],
        )  # fmt: skip
    result = leak["result"]
    message = (
        f"{leak['source']}: base {leak['base']}, leaked {leak['leaked']}, metric "
        f"{leak['metric']}, rounds {', '.join(leak['rounds'])}. {result['message']}."
    )
    fact_leak = leak.get("facts") or {}
    fact_gaps = {c["round_id"]: c["gap"] for c in fact_leak.get("cycles", [])}
    overlaps = {o["round_id"]: o for o in fact_leak.get("overlaps", [])}
    rows = [
        [c["round_id"], _num(c["base"]), _num(c["leaked"]), f"{c['gap']:+.3f}",
         f"{fact_gaps[c['round_id']]:+.3f}" if c["round_id"] in fact_gaps else "–",
         _num(overlaps.get(c["round_id"], {}).get("rate"), 2)]
        for c in leak["cycles"]
    ]  # fmt: skip
    table = Table(["fresh round", "Agg base", "Agg leaked", "gap Δ", "fact-leak gap",
                   "share of facts seen in t"], rows)  # fmt: skip
    static = leak["static"]
    facts = [
        ("static set", str(leak.get("static_set", ""))),
        ("a_clean (base on the static set)", _num(static.get("a_clean"))),
        ("a_leak (leaked on the static set)", _num(static.get("a_leak"))),
        ("inflation a_leak − a_clean", _num(static.get("inflation"))),
    ]
    test = leak.get("static_test")
    if test:
        p_value = test.get("p_value")
        shown = "–" if p_value is None else f"{p_value:.3g}"
        facts.append((f"inflation, one-sided {test['method']} p", shown))
    if fact_leak:
        facts.append(("fact leak", str(fact_leak["result"]["message"])))
    return message, table, facts, list(leak.get("notes", []))


def _facts(values: dict[str, float], labels: dict[str, str]) -> list[tuple[str, str]]:
    out = []
    for key, label in labels.items():
        if key in values:
            value = values[key]
            out.append((label, f"{value:.4g}" if not float(value).is_integer() else f"{value:g}"))
    return out


_USAGE = ("calls", "cached", "requests", "tokens_in", "tokens_out", "cost_usd")


def _model_cost(report: RoundReport) -> Table | None:
    """The round's model usage per stage, a total and the total per accepted item."""
    if not report.model_usage:
        return None

    def row(name: str, spent: dict[str, float]) -> list[str]:
        return [name, *(f"{spent.get(f, 0.0):.4f}" if f == "cost_usd" else
                        f"{spent.get(f, 0.0):.4g}" for f in _USAGE)]  # fmt: skip

    stages = sorted(report.model_usage)
    total = {f: sum(report.model_usage[s].get(f, 0.0) for s in stages) for f in _USAGE}
    rows = [row(stage, report.model_usage[stage]) for stage in stages] + [row("total", total)]
    if report.model_per_item:
        rows.append(row("per accepted item", report.model_per_item))
    return Table(["stage", "chat calls", "cached", "requests", "tokens in", "tokens out",
                  "cost (USD)"], rows)  # fmt: skip


def _quality(data: ReportData) -> list[tuple[str, str]]:
    """``dyneval audit``'s summary of the round's items, as facts."""
    audit = data.audit
    if audit is None:
        return [("item audit", "n/a")]
    failing = {gate: n for gate, n in audit.gate_failures.items() if n}
    rows = [
        ("accepted / rejected candidates", f"{audit.accepted} / {audit.rejected}"),
        ("accepted items failing a gate",
         ", ".join(f"{g} {n}" for g, n in failing.items()) or "none"),
        ("candidates failing a gate", ", ".join(
            f"{g} {n}" for g, n in audit.candidate_failures.items() if n) or "none"),
        ("items by distinct documents",
         ", ".join(f"{d}: {n}" for d, n in sorted(audit.documents.items())) or "–"),
        ("items by pattern", ", ".join(f"{p} {n}" for p, n in sorted(audit.patterns.items()))
         or "–"),
        ("defect gates fired (candidates / accepted)", ", ".join(
            f"{name} {c}/{a}" for name, (c, a) in audit.defects.items() if c or a) or "none"),
    ]  # fmt: skip
    rows += [(f"EM of {name}", "n/a" if v is None else f"{v:.3f}")
             for name, v in audit.difficulty.items()]  # fmt: skip
    rows += [(f"failing: {a.item.item_id}", f"{a.item.question} ({', '.join(a.failures)})")
             for a in audit.failing[:10]]  # fmt: skip
    return rows


def _figures(data: ReportData) -> dict[str, bytes]:
    """The report's plots as PNG bytes, by name."""
    report = data.report
    figures: dict[str, bytes] = {}
    if report.agents:
        figures["leaderboard"] = leaderboard_plot(report)
        figures["patterns"] = pattern_plot(report)
    if any(r.agents for r in data.history):
        figures["trend"] = trend_plot(data.history, window=data.window)
    figures["judge"] = judge_plot(data.history)
    if data.leak is not None:
        figures["leaktest"] = gap_plot(data.leak)
    return figures


def build_view(data: ReportData) -> View:
    """The report of ``data`` as tables, facts and figures."""
    report = data.report
    message, leak_table, static, notes = _leak(data)
    collision = [
        ("earlier rounds / items", f"{report.overlap.get('earlier_rounds', 0)} / "
                                   f"{report.overlap.get('earlier_items', 0)}"),
        ("questions repeated exactly", str(report.overlap.get("exact", 0))),
        ("questions repeated nearly (token-set ≥ 90)", str(report.overlap.get("near", 0))),
        *_facts(report.collision, {
            "rounds": "rounds t", "pool_size": "candidate pool K", "j_max": "observed J_max",
            "bound": "bound t(t−1)/2 · J_max/K²",
            "repeat_rate": "observed repeat rate (draws before the judge)",
            "bound_observed_pools": "bound with the pools' real sizes Σ J/(|C_u||C_v|)",
            "pool_size_min": "smallest real pool", "bound_worst_case": "bound at J = K",
            "required_pool_size": "K needed for δ = 0.05 (J ≥ 1)",
            "graphs_in_two_rounds": "graphs in ≥ 2 rounds", "graphs_repeated": "graphs repeated",
        }),
        ("candidates rejected as repeats", f"{report.judge.get('repeats_rejected', 0):g}"),
    ]  # fmt: skip
    judge = _facts(report.judge, {
        "candidates": "candidates judged", "accepted": "accepted",
        "acceptance_rate": "acceptance rate", "rejected_by_checks": "rejected by rule checks",
        "rejected_by_panel": "rejected by the panel", "panel_size": "panel size",
        "unanimous_rate": "unanimous verdicts", "fleiss_kappa": "Fleiss' kappa",
    })  # fmt: skip
    if "fleiss_kappa" not in report.judge:
        judge.append(("Fleiss' kappa", "n/a: needs a panel of at least two judges "
                                       "([[llm_judges]])"))  # fmt: skip
    graph = data.graph
    examples = Table(
        ["question", "gold", *report.agents],
        [[item.question, item.answers[0], *(answers.get(a, "–") for a in report.agents)]
         for item, answers in data.examples],
    )  # fmt: skip
    figures = _figures(data) if data.plots else {}
    facts = [
        ("round", report.round_id),
        ("closed", report.closed_at.isoformat() if report.closed_at else "–"),
        ("θ hash", (report.theta_hash or "–")[:16]),
        ("accepted items", str(report.items)),
        ("agents", ", ".join(report.agents) or "–"),
        ("metrics version", report.metrics_version or "–"),
        ("generated", data.generated_at.isoformat(timespec="seconds")),
    ]
    return View(
        title=f"dyneval · round {report.round_id}",
        facts=facts,
        leaderboard=_leaderboard(data),
        patterns=_breakdown(data, "pattern"),
        answer_types=_breakdown(data, "answer_type"),
        hops=_breakdown(data, "hops"),
        trend=_trend(data),
        leak_message=message,
        leak_table=leak_table,
        leak_static=static,
        leak_notes=notes,
        collision=collision,
        judge=judge,
        quality=_quality(data),
        model_cost=_model_cost(report),
        graph_caption=(
            f"Evidence graph {graph.graph_id[:12]} of log {graph.log_id}: “{graph.question}” "
            f"({graph.stats.documents} documents, {graph.stats.thoughts} thoughts)"
            if graph is not None else "No evidence graph for this round."
        ),
        examples=examples,
        figures=figures,
        graph_svg=render_picture(graph, "svg") if graph is not None and data.plots else None,
        notice=empty_notice(report.items, len(report.agents)),
    )


