"""Every worker visible to Prometheus: a metrics port per worker, registered in a target file.

A worker serves ``/metrics`` on its service's port, which Prometheus scrapes by a static
job. A second worker of the same service on the same machine finds that port taken and
serves on a free one instead, and writes a Prometheus file-based service-discovery entry,
``{data_dir}/prometheus/targets/{service}-{host}-{pid}.json``, naming its address and
service (removed when it exits). ``deploy/prometheus/prometheus.local.yml`` reads those
files (``file_sd_configs``) and sets each target's ``job`` to its service, so every
worker is scraped, however many run. (With docker-compose, DNS discovery finds every
replica; see ``prometheus.yml``.)
"""

from __future__ import annotations

import atexit
import contextlib
import errno
import json
import os
import socket
from pathlib import Path

from prometheus_client import start_http_server

from shared.settings import Settings
from shared.telemetry import get_logger

__all__ = ["serve_worker_metrics", "targets_dir"]

_log = get_logger("discovery")


def targets_dir(settings: Settings) -> Path:
    """Folder of the file-based service-discovery entries of this data dir's workers."""
    return settings.data_dir / "prometheus" / "targets"


def _serve(port: int, host: str) -> int:
    server, _thread = start_http_server(port, addr=host)
    return int(server.server_port)


def serve_worker_metrics(settings: Settings, service: str) -> int | None:
    """Serve ``/metrics`` for one worker of ``service``; returns the port.

    ``settings.metrics_port`` unset: no metrics. The port taken (another worker of the
    service on this machine): a free port instead, registered in a discovery file.
    """
    wanted = settings.metrics_port
    if wanted is None:
        return None
    host = settings.metrics_host
    try:
        return _serve(wanted, host)  # the static job of the service scrapes it
    except OSError as exc:
        if exc.errno != errno.EADDRINUSE:
            raise
    port = _serve(0, host)
    _log.warning("metrics port taken (another worker?); serving on a free port, "
                 "registered for Prometheus", wanted=wanted, port=port, service=service)
    address = socket.gethostname() if host in ("0.0.0.0", "::") else host
    entry = [{"targets": [f"{address}:{port}"],
              "labels": {"service": service, "worker": f"{socket.gethostname()}-{os.getpid()}"}}]
    folder = targets_dir(settings)
    path = folder / f"{service.replace('/', '_')}-{socket.gethostname()}-{os.getpid()}.json"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(".tmp")
        partial.write_text(json.dumps(entry), encoding="utf-8")
        partial.replace(path)  # Prometheus never reads half a file
    except OSError as exc:
        _log.warning("cannot register the worker for Prometheus", path=str(path), error=str(exc))
        return port

    def unregister() -> None:
        with contextlib.suppress(OSError):
            path.unlink()

    atexit.register(unregister)
    return port
