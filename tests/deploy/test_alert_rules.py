"""The alerting rules: valid for promtool, naming only exported metrics, and firing in a
real Prometheus that scrapes a process exposing a score regression."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.deploy.test_dashboard import _registered_series
from tests.deploy.test_prometheus import CONFIG, WAIT_S, _free_port, _prometheus_binary, _wait
from tests.support.kafka import REPO

# several hang guards in a row; the suite-wide 300 s would fail a busy machine, not a bug
pytestmark = pytest.mark.timeout(900)

RULES = REPO / "deploy" / "prometheus" / "rules.yml"
_NAME = re.compile(r"\b(dyneval_[a-zA-Z0-9_]+)\b")


def _promtool() -> str:
    binary = shutil.which("promtool")
    if binary is None:
        _prometheus_binary()  # skips, or fails under DYNEVAL_REQUIRE_PROMETHEUS
        pytest.skip("promtool is not installed (apt-get install prometheus)")
    return binary


def test_promtool_accepts_the_rules_and_both_configs() -> None:
    """`promtool check rules` passes, and each scrape config loads the rule file."""
    promtool = _promtool()
    checked = subprocess.run([promtool, "check", "rules", str(RULES)], capture_output=True,
                             text=True, check=False)  # fmt: skip
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "SUCCESS: 7 rules found" in checked.stdout
    for config in ("prometheus.yml", "prometheus.local.yml"):
        path = RULES.parent / config
        result = subprocess.run([promtool, "check", "config", str(path)], capture_output=True,
                                text=True, check=False)  # fmt: skip
        assert result.returncode == 0 and "1 rule files found" in result.stdout, result.stdout


def test_rules_name_only_metrics_the_code_exports() -> None:
    """Every dyneval_* series in an alert expression is registered by some module."""
    registered, failed = _registered_series()
    used = set(_NAME.findall(RULES.read_text()))
    assert {"dyneval_agent_regression", "dyneval_messages_dead_total", "dyneval_consumer_lag",
            "dyneval_llm_calls_total", "dyneval_last_round_closed_timestamp_seconds",
            "dyneval_controller_interval_seconds"} <= used  # fmt: skip
    assert not used - registered, f"unknown metrics {used - registered}; import errors: {failed}"


@pytest.fixture
def exporter(tmp_path: Path) -> Iterator[int]:
    """The regression exporter process; yields its metrics port."""
    port = _free_port()
    log = (tmp_path / "exporter.log").open("wb")
    proc = subprocess.Popen([sys.executable, "-m", "tests.deploy.regression_exporter", str(port)],
                            cwd=REPO, stdout=log, stderr=subprocess.STDOUT)  # fmt: skip
    try:
        _wait(lambda: "dyneval_agent_regression{" in httpx.get(
            f"http://127.0.0.1:{port}/metrics").text, WAIT_S, "the exporter's metrics")  # fmt: skip
        yield port
    finally:
        proc.terminate()
        proc.wait(20)
        log.close()


def test_prometheus_raises_the_regression_and_stale_round_alerts(
    tmp_path: Path, exporter: int
) -> None:
    """A real Prometheus on our rules raises the bm25 regression and no-round alerts, no others."""
    binary = _prometheus_binary()
    config = CONFIG.read_text()
    config, hits = re.subn(r'"127\.0\.0\.1:9107"', f'"127.0.0.1:{exporter}"', config)
    assert hits == 1, "the local config has no controller job on port 9107"
    config = config.replace("scrape_interval: 5s", "scrape_interval: 1s")
    config = config.replace("evaluation_interval: 15s", "evaluation_interval: 1s")
    (tmp_path / "prometheus.yml").write_text(config)
    shutil.copy(RULES, tmp_path / "rules.yml")
    port = _free_port()
    log = (tmp_path / "prometheus.log").open("wb")
    proc = subprocess.Popen(
        [binary, f"--config.file={tmp_path / 'prometheus.yml'}",
         f"--storage.tsdb.path={tmp_path / 'tsdb'}", f"--web.listen-address=127.0.0.1:{port}"],
        stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    api = f"http://127.0.0.1:{port}"
    alerts: list[tuple[str, str, dict[str, str]]] = []  # (name, state, labels)
    try:
        _wait(lambda: httpx.get(f"{api}/-/ready").status_code == 200, WAIT_S, "prometheus ready")
        rules = httpx.get(f"{api}/api/v1/rules").json()["data"]["groups"]
        names = {rule["name"] for group in rules for rule in group["rules"]}
        assert {"DynevalScoreRegression", "DynevalNoRoundClosed", "DynevalConsumerLag",
                "DynevalDeadLetterRate", "DynevalLLMErrorRate"} <= names  # fmt: skip

        def raised() -> bool:
            alerts[:] = [
                (a["labels"]["alertname"], a["state"], a["labels"])
                for a in httpx.get(f"{api}/api/v1/alerts").json()["data"]["alerts"]
            ]
            found = {name for name, state, _ in alerts if state in ("pending", "firing")}
            return {"DynevalScoreRegression", "DynevalNoRoundClosed"} <= found

        _wait(raised, WAIT_S, "the regression and stale-round alerts")
    finally:
        proc.terminate()
        proc.wait(20)
        log.close()
    regression = [labels for name, _, labels in alerts if name == "DynevalScoreRegression"]
    assert [(labels["agent"], labels["metric"]) for labels in regression] == [("bm25", "em")]
    assert "DynevalSeveralControllersLead" not in {name for name, _, _ in alerts}
