"""Longitudinal figures from round reports: per-round scores, macro average, gauges."""

from __future__ import annotations

from datetime import UTC, datetime

from prometheus_client import REGISTRY

from shared.messages.rounds import AgentRoundScore, RoundReport
from shared.rounds.longitudinal import publish, track


def _report(round_id: str, scores: dict[str, float]) -> RoundReport:
    rows = tuple(
        AgentRoundScore(agent_id=agent, metric="em", mean=mean, ci_low=mean - 0.05,
                        ci_high=mean + 0.05, n=20)
        for agent, mean in scores.items()
    )  # fmt: skip
    return RoundReport(round_id=round_id, items=20, scores=rows, agents=tuple(scores))


def _gauge(name: str, **labels: str) -> float | None:
    return REGISTRY.get_sample_value(name, labels)


def test_trend_has_scores_macro_over_the_window_and_change_points() -> None:
    """A regressing agent is flagged down in its last round; the macro covers the last T."""
    reports = [
        _report("r1", {"lt-steady": 0.5, "lt-drop": 0.8}),
        _report("r2", {"lt-steady": 0.52, "lt-drop": 0.82}),
        _report("r3", {"lt-steady": 0.5, "lt-drop": 0.4}),
    ]
    trends = {t.agent: t for t in track(reports, window=2)}
    drop, steady = trends["lt-drop"], trends["lt-steady"]
    assert [s.mean for s in drop.scores] == [0.8, 0.82, 0.4]
    assert drop.window == ("r2", "r3") and drop.macro == (0.82 + 0.4) / 2
    shift = drop.latest_shift
    assert shift is not None and shift.direction == "down" and shift.round_id == "r3"
    assert steady.latest_shift is None and steady.flagged == []


def test_publish_sets_the_gauges_prometheus_alerts_on() -> None:
    """Score, macro, regression and change gauges per agent and metric, and the close time."""
    reports = [_report("r1", {"lt-pub": 0.9}), _report("r2", {"lt-pub": 0.88}),
               _report("r3", {"lt-pub": 0.2})]  # fmt: skip
    closed = datetime(2025, 5, 1, 12, 0, tzinfo=UTC)
    publish(track(reports, window=5), closed)
    labels = {"agent": "lt-pub", "metric": "em"}
    assert _gauge("dyneval_agent_score", **labels) == 0.2
    assert _gauge("dyneval_agent_score_macro", **labels) == (0.9 + 0.88 + 0.2) / 3
    assert _gauge("dyneval_agent_regression", **labels) == 1
    assert _gauge("dyneval_agent_change", **labels) == -1
    assert _gauge("dyneval_last_round_closed_timestamp_seconds") == closed.timestamp()
    publish(track([*reports, _report("r4", {"lt-pub": 0.25})], window=1), None)
    assert _gauge("dyneval_agent_regression", **labels) == 0
    assert _gauge("dyneval_agent_change", **labels) == 0
