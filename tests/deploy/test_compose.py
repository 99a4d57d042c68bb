"""docker-compose.yml: valid for the compose tool, one worker per service on its own port."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from shared.runtime.kafka_worker import SERVICE_METRICS_PORTS

REPO = Path(__file__).resolve().parents[2]
COMPOSE = REPO / "docker-compose.yml"


def _compose_command() -> list[str] | None:
    """``docker compose`` when the plugin answers, else ``docker-compose``, else None."""
    if shutil.which("docker"):
        probe = subprocess.run(["docker", "compose", "version"], capture_output=True)
        if probe.returncode == 0:
            return ["docker", "compose"]
    if shutil.which("docker-compose"):
        return ["docker-compose"]
    return None


def test_compose_file_is_valid_for_the_compose_tool() -> None:
    """`docker compose config` accepts docker-compose.yml (skipped without the tool)."""
    command = _compose_command()
    if command is None:
        pytest.skip("neither `docker compose` nor `docker-compose` is installed")
    result = subprocess.run(
        [*command, "-f", str(COMPOSE), "config", "-q"], capture_output=True, cwd=REPO
    )
    assert result.returncode == 0, result.stderr.decode()


@pytest.mark.parametrize(("service", "port"), sorted(SERVICE_METRICS_PORTS.items()))
def test_compose_runs_each_service_as_a_kafka_worker(service: str, port: int) -> None:
    """Each service has a container running `serve SERVICE --metrics-port PORT` on Kafka."""
    text = COMPOSE.read_text()
    block = re.search(rf"\n  {service}:\n(.*?)(?=\n  [a-z]|\nvolumes:)", text, re.S)
    assert block is not None, f"no {service} container"
    assert f'command: ["serve", "{service}", "--metrics-port", "{port}"]' in block.group(1)
    assert "<<: *dyneval" in block.group(1)
    assert "DYNEVAL_BUS: kafka://kafka:9092" in text


def test_compose_mounts_the_prometheus_and_grafana_provisioning() -> None:
    """Prometheus gets deploy/prometheus, Grafana the provisioning and dashboards folders."""
    text = COMPOSE.read_text()
    assert "./deploy/prometheus/prometheus.yml:/etc/prometheus/prometheus.yml" in text
    assert "./deploy/grafana/provisioning:/etc/grafana/provisioning" in text
    assert "./deploy/grafana/dashboards:/var/lib/grafana/dashboards" in text
    assert "image: apache/kafka:4." in text


def test_compose_requires_an_ingest_token_and_keeps_worker_state() -> None:
    """No default ingest token (compose refuses to start without one); data dirs on volumes."""
    text = COMPOSE.read_text()
    assert "change-me" not in text
    assert "DYNEVAL_INGEST_TOKEN: ${DYNEVAL_INGEST_TOKEN:?" in text
    for service in SERVICE_METRICS_PORTS:
        assert f"- {service}-data:/home/dyneval/data" in text, f"{service} keeps no data"
