"""`dyneval serve ingest`: a daemon served until SIGTERM, with no handler behind it."""

from __future__ import annotations

import asyncio
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

from shared.bus.local import LocalBus
from tests.conftest import REPO

BOUND_S = 60.0


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


def test_serve_ingest_runs_the_endpoint_until_sigterm(tmp_path: Path) -> None:
    """The ingest daemon answers POSTs while served and exits cleanly on SIGTERM."""
    port = _free_port()
    env = {
        "HOME": str(tmp_path),
        "DYNEVAL_CONFIG": str(tmp_path / "absent.toml"),
        "DYNEVAL_DATA_DIR": str(tmp_path / "data"),
        "DYNEVAL_INGEST_TOKEN": "serve-token-1",
        "DYNEVAL_INGEST_PORT": str(port),
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "services.cli.app", "serve", "ingest", "--metrics-port", "0"],
        cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + BOUND_S
        while True:
            try:
                httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=5)
                break
            except httpx.TransportError:
                assert process.poll() is None, process.communicate()
                assert time.monotonic() < deadline, "the endpoint never came up"
                time.sleep(0.1)
        answer = httpx.post(
            f"http://127.0.0.1:{port}/v1/logs",
            json={"question": "Q?"},
            headers={"Authorization": "Bearer serve-token-1"},
            timeout=BOUND_S,
        )
        assert answer.status_code == 202
    finally:
        process.send_signal(signal.SIGTERM)
        out, err = process.communicate(timeout=BOUND_S)
    assert process.returncode == 0, err
    assert "Traceback" not in err and "serving ingest" in out

    async def count() -> int:
        bus = LocalBus(tmp_path / "data" / "bus.db")
        try:
            return await bus.end_offset("logs")
        finally:
            await bus.close()

    assert asyncio.run(count()) == 1
