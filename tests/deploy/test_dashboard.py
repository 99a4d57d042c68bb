"""The Grafana dashboard and Prometheus config agree with the metrics the code registers."""

from __future__ import annotations

import importlib
import json
import pkgutil
import re
from pathlib import Path
from typing import Any

import pytest
from prometheus_client import REGISTRY

import services
import shared
from shared.llm.metrics import default_metrics

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
DASHBOARD = DEPLOY / "grafana" / "dashboards" / "dyneval.json"
_SUFFIXES = {
    "counter": ("_total", "_created"),
    "histogram": ("_bucket", "_sum", "_count", "_created"),
    "summary": ("", "_sum", "_count", "_created"),
    "gauge": ("",),
}
_NAME = re.compile(r"\b(dyneval_[a-zA-Z0-9_]+)\b")


def _registered_series() -> tuple[set[str], list[str]]:
    """Series names every dyneval module registers, and the modules that failed to import."""
    failed = []
    for package in (shared, services):
        for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
            try:
                importlib.import_module(info.name)
            except Exception as exc:  # reported only if a dashboard metric is missing
                failed.append(f"{info.name}: {type(exc).__name__}: {exc}")
    default_metrics()
    names: set[str] = set()
    for family in REGISTRY.collect():
        for suffix in _SUFFIXES.get(family.type, ("",)):
            names.add(family.name + suffix)
    return names, failed


def _expressions(dashboard: dict[str, Any]) -> list[str]:
    exprs: list[str] = []
    for panel in dashboard["panels"]:
        for inner in [panel, *panel.get("panels", [])]:
            exprs.extend(t["expr"] for t in inner.get("targets", []))
    for var in dashboard["templating"]["list"]:
        if var["type"] == "query":
            exprs.append(var["definition"])
    return exprs


def test_dashboard_queries_use_only_registered_metric_names() -> None:
    """Every dyneval_* name in a dashboard query is a series the code actually exports."""
    dashboard = json.loads(DASHBOARD.read_text())
    registered, failed = _registered_series()
    used = {name for expr in _expressions(dashboard) for name in _NAME.findall(expr)}
    missing = sorted(used - registered)
    assert not missing, f"dashboard queries unknown metrics {missing}; import errors: {failed}"
    assert len(used) >= 15


@pytest.mark.parametrize(
    "needed",
    [
        "dyneval_messages_in_total",
        "dyneval_messages_out_total",
        "dyneval_consumer_lag",
        "dyneval_messages_dead_total",
        "dyneval_llm_tokens_total",
        "dyneval_judge_items_total",
        "dyneval_round_score",
    ],
)
def test_dashboard_covers_the_pipeline_llm_judge_and_scores(needed: str) -> None:
    """The dashboard charts throughput, lag, dead letters, LLM cost, acceptance and scores."""
    exprs = " ".join(_expressions(json.loads(DASHBOARD.read_text())))
    assert needed in exprs


def test_dashboard_panels_use_the_provisioned_datasource() -> None:
    """Every query panel names the datasource uid that provisioning creates."""
    dashboard = json.loads(DASHBOARD.read_text())
    provisioned = (DEPLOY / "grafana/provisioning/datasources/prometheus.yaml").read_text()
    uid = re.search(r"uid:\s*(\S+)", provisioned)
    assert uid is not None
    for panel in dashboard["panels"]:
        if panel["type"] != "row":
            assert panel["datasource"]["uid"] == uid.group(1), panel["title"]


def test_prometheus_scrapes_every_service_on_its_metrics_port() -> None:
    """Each service's job in both Prometheus configs targets that service's metrics port."""
    from shared.runtime.kafka_worker import SERVICE_METRICS_PORTS

    local = (DEPLOY / "prometheus" / "prometheus.local.yml").read_text()
    compose = (DEPLOY / "prometheus" / "prometheus.yml").read_text()
    for service, port in SERVICE_METRICS_PORTS.items():
        static = rf"job_name: {service}\n\s+static_configs:\n\s+- targets: \[\"127.0.0.1:{port}\"\]"
        assert re.search(static, local), f"prometheus.local.yml: no job {service} on {port}"
        dns = (
            rf"job_name: {service}\n\s+dns_sd_configs:\n\s+- names: \[\"{service}\"\]"
            rf"\n\s+type: A\n\s+port: {port}\n"
        )
        assert re.search(dns, compose), f"prometheus.yml: no job {service} on {port}"
