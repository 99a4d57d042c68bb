"""A real Prometheus, started with the project's scrape config, scrapes a running worker."""

from __future__ import annotations

import asyncio
import re
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from shared.bus.local import LocalBus
from shared.settings import load_settings
from tests.shared.runtime.kafka_chain import answer_envelopes
from tests.support.kafka import REPO

# several hang guards in a row; the suite-wide 300 s would fail a busy machine, not a bug
pytestmark = pytest.mark.timeout(900)

CONFIG = REPO / "deploy" / "prometheus" / "prometheus.local.yml"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _prometheus_binary() -> str:
    binary = shutil.which("prometheus")
    if binary is None:
        reason = "the prometheus binary is not installed (apt-get install prometheus)"
        if load_settings().require_prometheus:
            pytest.fail(f"DYNEVAL_REQUIRE_PROMETHEUS is set but {reason}")
        pytest.skip(reason)
    return binary


WAIT_S = 240.0
"""A hang guard for a process to come up, not a time bound: a machine busy with other work
starts Prometheus slowly, and the wait ends as soon as the check holds."""


def _wait(check: object, timeout_s: float, what: str) -> None:
    assert callable(check)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            if check():
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.3)
    pytest.fail(f"timed out after {timeout_s}s waiting for {what}")


@pytest.fixture
def worker_metrics(tmp_path: Path) -> Iterator[int]:
    """A scorer worker on the local bus with one answer handled; yields its metrics port."""
    data = tmp_path / "data"
    bus = LocalBus(data / "bus.db")
    asyncio.run(bus.append("answers", answer_envelopes(3)))
    asyncio.run(bus.close())
    port = _free_port()
    command = [
        sys.executable, "-m", "services.cli.app", "--data-dir", str(data), "--bus", "local",
        "serve", "tests.shared.runtime.kafka_chain:build_scorer", "--metrics-port", str(port),
    ]
    log = (tmp_path / "worker.log").open("wb")
    proc = subprocess.Popen(command, cwd=REPO, stdout=log, stderr=subprocess.STDOUT)
    try:
        _wait(
            lambda: "dyneval_messages_in_total{" in httpx.get(f"http://127.0.0.1:{port}/metrics").text,
            WAIT_S,
            "the worker's metrics",
        )
        yield port
    finally:
        proc.terminate()
        proc.wait(20)
        log.close()


def test_prometheus_scrapes_a_worker_with_the_project_config(
    tmp_path: Path, worker_metrics: int
) -> None:
    """Prometheus (project config, score job aimed at the worker) reports it up with samples."""
    binary = _prometheus_binary()
    config = CONFIG.read_text()
    config, hits = re.subn(r'"127\.0\.0\.1:9106"', f'"127.0.0.1:{worker_metrics}"', config)
    assert hits == 1, "the local config has no score job on port 9106"
    config = config.replace("scrape_interval: 5s", "scrape_interval: 1s")
    (tmp_path / "prometheus.yml").write_text(config)
    for rules in CONFIG.parent.glob("rules*.yml"):  # rule files resolve beside the config
        shutil.copy(rules, tmp_path / rules.name)
    port = _free_port()
    command = [
        binary, f"--config.file={tmp_path / 'prometheus.yml'}",
        f"--storage.tsdb.path={tmp_path / 'tsdb'}", f"--web.listen-address=127.0.0.1:{port}",
    ]
    log = (tmp_path / "prometheus.log").open("wb")
    proc = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    api = f"http://127.0.0.1:{port}"
    try:
        _wait(lambda: httpx.get(f"{api}/-/ready").status_code == 200, WAIT_S, "prometheus ready")

        def score_target_up() -> bool:
            targets = httpx.get(f"{api}/api/v1/targets").json()["data"]["activeTargets"]
            return any(t["labels"]["job"] == "score" and t["health"] == "up" for t in targets)

        _wait(score_target_up, WAIT_S, "the score job's target to be up")

        def has_samples() -> bool:
            query = 'dyneval_messages_in_total{job="score", topic="answers"}'
            result = httpx.get(f"{api}/api/v1/query", params={"query": query}).json()
            values = [float(r["value"][1]) for r in result["data"]["result"]]
            return bool(values) and max(values) >= 3

        _wait(has_samples, WAIT_S, "dyneval_messages_in_total samples in Prometheus")
    finally:
        proc.terminate()
        proc.wait(20)
        log.close()
