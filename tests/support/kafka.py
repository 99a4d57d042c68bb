"""Real-broker helpers for the ``kafka`` tests: reachability, fresh namespaces, workers.

A test that needs Kafka calls ``require_broker()``. It runs only when
``DYNEVAL_KAFKA_BOOTSTRAP`` is set in the environment (CI's ``deploy/ci/start-services.sh``
sets it): a broker someone left running on the default address is never used by accident.
Without the variable the test skips and says so; with it, it skips when no broker answers
there, and fails instead when ``DYNEVAL_REQUIRE_KAFKA=1`` (CI). Every test works in its own
namespace (topic and group prefix), so tests never see each other's messages.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Awaitable, Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

import pytest
from aiokafka import AIOKafkaClient

from shared.settings import Settings, load_settings

__all__ = [
    "REPO",
    "WorkerProcess",
    "fresh_namespace",
    "log_tails",
    "require_broker",
    "wait_until",
    "without_fields",
]

REPO = Path(__file__).resolve().parents[2]
_probe: dict[str, str | None] = {}


async def _probe_broker(bootstrap: str) -> str | None:
    client = AIOKafkaClient(bootstrap_servers=bootstrap, request_timeout_ms=3000)
    try:
        await asyncio.wait_for(client.bootstrap(), 5)
        return None
    except Exception as exc:  # any failure means "no broker"
        return f"{type(exc).__name__}: {exc}"
    finally:
        await client.close()


BOOTSTRAP_VARIABLE = "DYNEVAL_KAFKA_BOOTSTRAP"


def require_broker() -> Settings:
    """Settings naming a reachable broker; skips (or fails under require_kafka) otherwise."""
    settings = load_settings()
    if not os.environ.get(BOOTSTRAP_VARIABLE):
        reason = (
            f"Kafka tests run only when {BOOTSTRAP_VARIABLE} names a broker "
            "(e.g. `make kafka-up` then `export DYNEVAL_KAFKA_BOOTSTRAP=127.0.0.1:9092`)"
        )
        _skip_or_fail(settings, reason)
    bootstrap = settings.kafka_bootstrap
    if bootstrap not in _probe:
        # a thread of its own: callers may be inside a running event loop
        with ThreadPoolExecutor(1) as pool:
            _probe[bootstrap] = pool.submit(asyncio.run, _probe_broker(bootstrap)).result()
    error = _probe[bootstrap]
    if error is not None:
        reason = (
            f"no Kafka broker at {bootstrap} ({error}); start one with `make kafka-up` "
            "or set DYNEVAL_KAFKA_BOOTSTRAP"
        )
        _skip_or_fail(settings, reason)
    return settings


def _skip_or_fail(settings: Settings, reason: str) -> NoReturn:
    """Skips the test for ``reason``, or fails it when CI requires Kafka."""
    if settings.require_kafka:
        pytest.fail(f"DYNEVAL_REQUIRE_KAFKA is set but {reason}")
    pytest.skip(reason)


def without_fields(value: Any, dropped: frozenset[str]) -> Any:
    """``value`` without the keys in ``dropped`` at any depth (fields that record when a
    worker ran, such as ``fetched_at``, so runs can be compared for what they made)."""
    if isinstance(value, dict):
        return {k: without_fields(v, dropped) for k, v in value.items() if k not in dropped}
    if isinstance(value, list):
        return [without_fields(v, dropped) for v in value]
    return value


def fresh_namespace(label: str) -> str:
    """A topic/group prefix no other test uses."""
    return f"t-{label}-{uuid.uuid4().hex[:10]}."


async def wait_until(
    check: Callable[[], Awaitable[bool]],
    timeout_s: float,
    what: str,
    every_s: float = 0.3,
    diagnose: Callable[[], Awaitable[str]] | None = None,
) -> None:
    """Poll ``check`` until it is true; fail naming ``what`` (and ``diagnose()``) after."""
    deadline = time.monotonic() + timeout_s
    while True:
        if await check():
            return
        if time.monotonic() > deadline:
            state = await diagnose() if diagnose is not None else ""
            pytest.fail(f"timed out after {timeout_s}s waiting for {what}\n{state}")
        await asyncio.sleep(every_s)


@dataclass
class WorkerProcess:
    """``dyneval serve SPEC --bus kafka://...`` as a child process in a namespace."""

    spec: str
    bootstrap: str
    namespace: str
    data_dir: Path
    partitions: int = 3
    metrics_port: int = 0
    extra_env: dict[str, str] = field(default_factory=dict)
    proc: subprocess.Popen[bytes] | None = None
    log_path: Path | None = None

    def start(self) -> WorkerProcess:
        """Start the worker (its output goes to a log file under ``data_dir``)."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        env = {
            **os.environ,
            "DYNEVAL_KAFKA_NAMESPACE": self.namespace,
            "DYNEVAL_KAFKA_PARTITIONS": str(self.partitions),
            "DYNEVAL_DATA_DIR": str(self.data_dir),
            "DYNEVAL_KAFKA_SESSION_TIMEOUT_S": "6",
            "DYNEVAL_KAFKA_COMMIT_INTERVAL_S": "0.5",
            "DYNEVAL_KAFKA_LAG_INTERVAL_S": "0.5",
            "DYNEVAL_RETRY_BACKOFF_S": "0.01",
            "DYNEVAL_LOG_LEVEL": "INFO",
            "PYTHONPATH": str(REPO),
            **self.extra_env,
        }
        env.pop("DYNEVAL_METRICS_PORT", None)
        index = len(list(self.data_dir.glob("worker-*.log")))
        self.log_path = self.data_dir / f"worker-{index}.log"
        command = [
            sys.executable, "-m", "services.cli.app",
            "--bus", f"kafka://{self.bootstrap}",
            "serve", self.spec, "--metrics-port", str(self.metrics_port),
        ]
        with self.log_path.open("wb") as log:
            self.proc = subprocess.Popen(
                command, cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT
            )
        return self

    def kill(self) -> None:
        """SIGKILL: no shutdown, no final commit."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> int | None:
        """SIGTERM and wait; returns the exit code."""
        if self.proc is None or self.proc.poll() is not None:
            return None if self.proc is None else self.proc.returncode
        self.proc.terminate()
        try:
            return self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return self.proc.wait(10)

    def alive(self) -> bool:
        """Whether the process still runs."""
        return self.proc is not None and self.proc.poll() is None

    def log_tail(self, lines: int = 40) -> str:
        """The end of the worker's log, for failure messages."""
        if self.log_path is None or not self.log_path.exists():
            return "(no log)"
        text = [
            line
            for line in self.log_path.read_text(errors="replace").splitlines()
            if line.startswith(("[20", "Traceback", "serving")) or "Error" in line
        ]
        return f"{self.log_path}:\n" + "\n".join(text[-lines:])


def log_tails(workers: Iterable[WorkerProcess], lines: int = 15) -> str:
    """Every worker's log tail under its spec, for a failing test's message."""
    return "\n\n".join(f"--- {w.spec}\n{w.log_tail(lines)}" for w in workers)
