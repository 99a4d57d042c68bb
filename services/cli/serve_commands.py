"""``dyneval serve SERVICE``: run one service as a long-lived worker.

On ``--bus kafka://HOST:PORT`` the service runs as a Kafka worker in its own
consumer group (start several to share the load); on the local bus it runs alone over
the SQLite log until interrupted. SERVICE is a registered service name or, for
plug-ins and tests, ``package.module:factory``.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
from typing import Annotated

import typer

from services.cli.common import console, settings
from shared.bus import open_bus
from shared.bus.base import TransactionalBus
from shared.errors import ConfigError
from shared.messages.topics import DEAD
from shared.runtime.discovery import serve_worker_metrics
from shared.runtime.local import LocalRuntime
from shared.runtime.service import Daemon
from shared.settings import Settings

__all__ = ["register"]


def serve(
    service: Annotated[
        str, typer.Argument(help="Service name (graph, claims, ...) or module:factory.")
    ],
    bus: Annotated[
        str | None, typer.Option("--bus", help="'local' or kafka://HOST:PORT.")
    ] = None,
    metrics_port: Annotated[
        int | None,
        typer.Option(
            "--metrics-port",
            help="Port of /metrics (default: the service's own port, 0 = off).",
        ),
    ] = None,
    namespace: Annotated[
        str | None,
        typer.Option("--namespace", help="Kafka only: prefix of topic and group names."),
    ] = None,
    partitions: Annotated[
        int | None, typer.Option("--partitions", help="Kafka only: partitions of new topics.")
    ] = None,
    every: Annotated[
        str | None,
        typer.Option("--every", help="controller only: how long a round stays open (24h)."),
    ] = None,
    after_graphs: Annotated[
        int | None,
        typer.Option("--after-graphs", help="controller only: close a round after N new graphs."),
    ] = None,
) -> None:
    """Run one service until SIGTERM/SIGINT, with its metrics on its own port."""
    # imported here: only workers need aiokafka
    from services.registry import load_service
    from shared.runtime.kafka_worker import SERVICE_METRICS_PORTS, KafkaWorker

    base = settings()
    port = metrics_port if metrics_port is not None else base.metrics_port
    if port is None:
        name = service.rpartition(":")[2] if ":" in service else service
        port = SERVICE_METRICS_PORTS.get(name)
    given = {
        "bus": bus,
        "metrics_port": port or None,
        "kafka_namespace": namespace,
        "kafka_partitions": partitions,
        "controller_every": every,
        "controller_after_graphs": after_graphs,
    }
    conf = settings(**{k: v for k, v in given.items() if v is not None})
    svc = load_service(service, conf)
    if isinstance(svc, Daemon):
        asyncio.run(_serve_daemon(svc, conf))
        return
    if conf.bus == "kafka" or conf.bus.startswith("kafka://"):
        console.print(
            f"serving [bold]{svc.name}[/] on {conf.bus} "
            f"(inputs {', '.join(svc.inputs)}; metrics port {conf.metrics_port or 'off'})",
            highlight=False,
        )
        KafkaWorker(svc, conf).run(loglevel=conf.log_level)
        return
    asyncio.run(_serve_local(svc, conf))


async def _serve_daemon(daemon: Daemon, conf: Settings) -> None:
    """Run a daemon (no input topics) until SIGTERM/SIGINT, on whichever bus it names."""
    if conf.bus == "kafka" or conf.bus.startswith("kafka://"):
        from shared.bus.kafka import KafkaBus  # topics are not auto-created on Kafka

        kafka = KafkaBus.from_settings(conf)
        try:
            await kafka.ensure_topics([*daemon.outputs, DEAD])
        finally:
            await kafka.close()
    serve_worker_metrics(conf, daemon.name)
    stop = _stop_on_signals()
    console.print(f"serving [bold]{daemon.name}[/] on {conf.bus}; Ctrl-C stops", highlight=False)
    await daemon.startup()
    try:
        await stop.wait()
    finally:
        await daemon.shutdown()


def _stop_on_signals() -> asyncio.Event:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    return stop


async def _serve_local(service: object, conf: Settings) -> None:
    from shared.runtime.service import Service

    assert isinstance(service, Service)
    bus = open_bus(conf)
    if not isinstance(bus, TransactionalBus):
        raise ConfigError(f"bus {conf.bus!r} cannot run a local worker")
    serve_worker_metrics(conf, service.name)
    stop = _stop_on_signals()
    console.print(f"serving [bold]{service.name}[/] on the local bus; Ctrl-C stops")
    try:
        await LocalRuntime(bus, [service], conf).run_forever(stop)
    finally:
        await bus.close()


def register(app: typer.Typer) -> None:
    """Add ``serve`` to the ``dyneval`` app."""
    app.command("serve")(serve)
