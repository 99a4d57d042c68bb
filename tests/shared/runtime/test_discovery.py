"""A second worker of a service on one machine is still visible to Prometheus."""

from __future__ import annotations

import json
import socket
from pathlib import Path

import httpx

from shared.runtime.discovery import serve_worker_metrics, targets_dir
from shared.settings import Settings
from shared.telemetry import MESSAGES_IN

DEPLOY = Path(__file__).resolve().parents[3] / "deploy" / "prometheus"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_a_taken_port_moves_the_worker_to_a_registered_free_port(tmp_path: Path) -> None:
    """With its port taken, the second worker serves on a free port it registers for discovery."""
    settings = Settings(data_dir=tmp_path, metrics_port=_free_port(), metrics_host="127.0.0.1")
    MESSAGES_IN.labels("twice", "logs").inc()
    first = serve_worker_metrics(settings, "twice")
    assert first == settings.metrics_port
    assert not list(targets_dir(settings).glob("*.json"))
    second = serve_worker_metrics(settings, "twice")
    assert second is not None and second != first
    (entry_file,) = targets_dir(settings).glob("twice-*.json")
    (entry,) = json.loads(entry_file.read_text())
    assert entry["targets"] == [f"127.0.0.1:{second}"]
    assert entry["labels"]["service"] == "twice"
    body = httpx.get(f"http://127.0.0.1:{second}/metrics").text
    assert 'dyneval_messages_in_total{service="twice",topic="logs"}' in body


def test_the_local_prometheus_config_discovers_registered_workers() -> None:
    """prometheus.local.yml reads the discovery files and names the job by the service."""
    text = (DEPLOY / "prometheus.local.yml").read_text()
    assert 'files: ["../../.dyneval/prometheus/targets/*.json"]' in text
    assert "source_labels: [service]" in text and "target_label: job" in text
