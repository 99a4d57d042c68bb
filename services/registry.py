"""Every service dyneval can run, by name, as a factory from settings."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from shared.errors import NotFoundError
from shared.runtime.service import Service
from shared.settings import Settings

__all__ = ["PIPELINE", "SERVICES", "build_service"]

ServiceFactory = Callable[[Settings], Service]

SERVICES: dict[str, str] = {
    # name: module exposing build(settings) -> Service
    "ingest": "services.ingest.service",
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


def build_service(name: str, settings: Settings) -> Service:
    """Build the service called ``name``."""
    try:
        module_name = SERVICES[name]
    except KeyError:
        known = ", ".join(sorted(SERVICES)) or "none yet"
        raise NotFoundError(f"unknown service {name!r}", hint=f"known services: {known}") from None
    factory: ServiceFactory = importlib.import_module(module_name).build
    return factory(settings)
