"""A process exposing the controller's gauges as after a regressing round, for Prometheus.

``python -m tests.deploy.regression_exporter PORT`` publishes (with the real
``shared.rounds.longitudinal`` code) three rounds in which ``bm25``'s EM drops below
the previous window's interval, a last close 100 s ago, a 1 s controller interval and one
leading controller, serves ``/metrics`` on 127.0.0.1:PORT and waits to be terminated.
"""

from __future__ import annotations

import sys
import time
from datetime import UTC, datetime, timedelta

from services.controller.controller import INTERVAL, LEADER
from shared.messages.rounds import AgentRoundScore, RoundReport
from shared.rounds.longitudinal import publish, track
from shared.settings import Settings
from shared.telemetry import serve_metrics


def _report(round_id: str, scores: dict[str, float]) -> RoundReport:
    rows = tuple(
        AgentRoundScore(agent_id=a, metric="em", mean=m, ci_low=m - 0.05, ci_high=m + 0.05, n=40)
        for a, m in scores.items()
    )
    return RoundReport(round_id=round_id, items=40, scores=rows, agents=tuple(scores))


def main(port: int) -> None:
    """Publish the gauges and serve them until killed."""
    reports = [
        _report("r0001", {"bm25": 0.61, "oracle": 1.0}),
        _report("r0002", {"bm25": 0.63, "oracle": 1.0}),
        _report("r0003", {"bm25": 0.31, "oracle": 1.0}),
    ]
    publish(track(reports, window=5), datetime.now(UTC) - timedelta(seconds=100))
    INTERVAL.set(1.0)
    LEADER.set(1)
    serve_metrics(Settings(metrics_port=port))
    print("serving", flush=True)
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    main(int(sys.argv[1]))
