"""Every service dyneval can run, by name, as a factory from settings."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from shared.errors import ConfigError, NotFoundError
from shared.runtime.service import Daemon, Runnable, Service
from shared.settings import Settings

__all__ = ["PIPELINE", "SERVICES", "build_pipeline_service", "build_service", "load_service"]

ServiceFactory = Callable[[Settings], Runnable]

SERVICES: dict[str, str] = {
    # name: module exposing build(settings) -> Service
    "ingest": "services.ingest.service",
    "ingest-raw": "services.ingest.raw",  # Kafka: plain records on logs.raw (docs/scale.md)
    "graph": "services.graph.service",
    "claims": "services.claims.service",
    "qagen": "services.qagen.service",
    "judge": "services.judge.service",
    "score": "services.score.service",
    "controller": "services.controller.service",
}
"""Service name to the module that builds it; a module is imported only when used."""

PIPELINE: tuple[str, ...] = ("graph", "claims", "qagen", "judge", "score")
"""The services of the main job, in pipeline order (those that exist are run)."""


def build_service(name: str, settings: Settings) -> Runnable:
    """Build the service (or daemon: ingest's endpoint, the controller) called ``name``."""
    try:
        module_name = SERVICES[name]
    except KeyError:
        known = ", ".join(sorted(SERVICES)) or "none yet"
        raise NotFoundError(f"unknown service {name!r}", hint=f"known services: {known}") from None
    factory: ServiceFactory = importlib.import_module(module_name).build
    return factory(settings)


def build_pipeline_service(name: str, settings: Settings) -> Service:
    """A service of the pipeline (a handler over topics, never a daemon)."""
    built = build_service(name, settings)
    if not isinstance(built, Service):
        raise ConfigError(
            f"{name!r} is a daemon, not a pipeline service", hint="run it with dyneval serve"
        )
    return built


def load_service(spec: str, settings: Settings) -> Runnable:
    """A service by registry name, or by ``package.module:factory`` (a ``build``-like callable).

    This lives with the registry, not in the runtimes: ``shared/`` never imports
    ``services/``; whoever starts a worker resolves its service here and hands it over.
    """
    if ":" not in spec:
        return build_service(spec, settings)
    module_name, _, attr = spec.partition(":")
    try:
        factory = getattr(importlib.import_module(module_name), attr)
    except (ImportError, AttributeError) as exc:
        raise ConfigError(
            f"cannot load service factory {spec!r}: {exc}",
            hint="name a registered service (dyneval serve --help) or module:function",
        ) from exc
    service = factory(settings)
    if not isinstance(service, Service | Daemon):
        raise ConfigError(f"{spec!r} returned {type(service).__name__}, not a Service or Daemon")
    return service
