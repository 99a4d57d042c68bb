"""Topic-log transports: the local SQLite log (default) and Kafka."""

from __future__ import annotations

import importlib
from typing import cast

from shared.bus.base import Bus, GroupLag, Record, TopicInfo, TransactionalBus
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.errors import ConfigError
from shared.settings import Settings

__all__ = [
    "Bus",
    "GroupLag",
    "LocalBus",
    "Record",
    "TopicInfo",
    "TransactionalBus",
    "envelope_for",
    "open_bus",
]


def open_bus(settings: Settings) -> Bus:
    """The transport named by ``settings.bus``: ``local`` or ``kafka://HOST:PORT``."""
    if settings.bus == "local":
        return LocalBus(settings.bus_path)
    if settings.bus.startswith("kafka://"):
        # Imported lazily: only Kafka workers pay for aiokafka.
        kafka = importlib.import_module("shared.bus.kafka")
        return cast(Bus, kafka.KafkaBus.from_settings(settings))
    raise ConfigError(
        f"unknown bus {settings.bus!r}",
        hint="set DYNEVAL_BUS (or --bus) to 'local' or 'kafka://HOST:PORT'",
    )
