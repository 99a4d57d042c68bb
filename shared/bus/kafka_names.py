"""How dyneval names things on Kafka: the broker address, topics, groups and message ids.

Split from ``shared.bus.kafka`` (which re-exports these names): the parts that need no
broker client, shared by the bus, the worker runtime and the controller's lease.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from shared.bus.base import Record
from shared.errors import ConfigError
from shared.messages.envelope import Envelope
from shared.settings import Settings

__all__ = [
    "BROADCAST_SUFFIX",
    "ID_HEADER",
    "KafkaNames",
    "bootstrap_of",
    "message_id",
    "record_of",
]

ID_HEADER = "dyneval-id"
BROADCAST_SUFFIX = "-broadcast"
"""A service's internal topic of broadcast copies is ``{namespace}{service}-broadcast``."""


def bootstrap_of(settings: Settings) -> str:
    """The broker ``HOST:PORT`` named by ``settings.bus`` (``kafka://HOST:PORT``)."""
    bus = settings.bus
    if bus == "kafka":
        return settings.kafka_bootstrap
    if not bus.startswith("kafka://"):
        raise ConfigError(
            f"bus {bus!r} is not a Kafka bus",
            hint="pass --bus kafka://HOST:PORT (e.g. kafka://127.0.0.1:9092)",
        )
    address = bus.removeprefix("kafka://").strip("/")
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit():
        raise ConfigError(
            f"bus {bus!r} does not name a broker as kafka://HOST:PORT",
            hint="e.g. --bus kafka://127.0.0.1:9092",
        )
    return address


@dataclass(frozen=True, slots=True)
class KafkaNames:
    """Maps logical topic and service names to Kafka topic and group names."""

    namespace: str = ""

    def topic(self, logical: str) -> str:
        """The Kafka topic carrying ``logical``."""
        return f"{self.namespace}{logical}"

    def group(self, service: str) -> str:
        """The consumer group (faust app id) of ``service``."""
        return f"{self.namespace}{service}"

    def logical(self, kafka_topic: str) -> str | None:
        """The logical name of a Kafka topic of this namespace, else ``None``."""
        if not kafka_topic.startswith(self.namespace) or kafka_topic.startswith("__"):
            return None
        return kafka_topic.removeprefix(self.namespace)


def message_id(value: bytes, headers: Sequence[tuple[str, bytes]] | None, fallback: str) -> str:
    """A Kafka message's dyneval id: its id header, else the envelope's id, else ``fallback``."""
    raw_id = dict(headers or ()).get(ID_HEADER)
    if raw_id:
        return raw_id.decode(errors="replace")
    try:
        return Envelope.model_validate_json(value).id
    except ValueError:
        return fallback


def record_of(topic: str, msg: object) -> Record:
    """A consumed Kafka message as the bus's ``Record`` (its id from ``message_id``)."""
    value: bytes = getattr(msg, "value", b"") or b""
    key: bytes = getattr(msg, "key", b"") or b""
    offset = int(getattr(msg, "offset", 0))
    partition = int(getattr(msg, "partition", 0))
    return Record(
        topic=topic,
        offset=offset,
        id=message_id(value, getattr(msg, "headers", None), f"unreadable:{partition}:{offset}"),
        key=key.decode(errors="replace"),
        timestamp=int(getattr(msg, "timestamp", 0)) / 1000,
        value=value,
        partition=partition,
    )
