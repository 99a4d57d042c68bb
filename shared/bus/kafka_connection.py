"""The connection of a Kafka bus: its lazily started clients and broker errors."""

from __future__ import annotations

import asyncio

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer
from aiokafka.admin import AIOKafkaAdminClient
from aiokafka.errors import KafkaError

from shared.bus.kafka_names import KafkaNames
from shared.errors import BusError

__all__ = ["KafkaConnection"]


class KafkaConnection:
    """One cluster and namespace: admin, producer and offsets clients, closed by ``close``."""

    def __init__(
        self,
        bootstrap: str,
        *,
        partitions: int = 4,
        namespace: str = "",
        request_timeout_s: float = 30.0,
    ) -> None:
        self.bootstrap = bootstrap
        self.partitions = partitions
        self.names = KafkaNames(namespace)
        self._timeout_ms = int(request_timeout_s * 1000)
        self._producer: AIOKafkaProducer | None = None
        self._admin: AIOKafkaAdminClient | None = None
        self._offsets: AIOKafkaConsumer | None = None
        self._known_topics: set[str] = set()
        self._lock = asyncio.Lock()

    def _broker_error(self, what: str, exc: BaseException) -> BusError:
        return BusError(
            f"Kafka at {self.bootstrap}: {what} failed: {type(exc).__name__}: {exc}",
            hint="start a broker (make kafka-up) or fix --bus kafka://HOST:PORT",
        )

    async def _admin_client(self) -> AIOKafkaAdminClient:
        async with self._lock:
            if self._admin is None:
                admin = AIOKafkaAdminClient(
                    bootstrap_servers=self.bootstrap, request_timeout_ms=self._timeout_ms
                )
                try:
                    await admin.start()
                except (KafkaError, OSError) as exc:
                    await admin.close()
                    raise self._broker_error("connecting the admin client", exc) from exc
                self._admin = admin
            return self._admin

    async def _producer_client(self) -> AIOKafkaProducer:
        async with self._lock:
            if self._producer is None:
                producer = AIOKafkaProducer(
                    bootstrap_servers=self.bootstrap,
                    enable_idempotence=True,
                    acks="all",
                    linger_ms=0,
                    request_timeout_ms=self._timeout_ms,
                )
                try:
                    await producer.start()
                except (KafkaError, OSError) as exc:
                    await producer.stop()
                    raise self._broker_error("connecting the producer", exc) from exc
                self._producer = producer
            return self._producer

    async def _offsets_client(self) -> AIOKafkaConsumer:
        async with self._lock:
            if self._offsets is None:
                reader = self._reader()
                try:
                    await reader.start()
                except (KafkaError, OSError) as exc:
                    await reader.stop()
                    raise self._broker_error("connecting a consumer", exc) from exc
                self._offsets = reader
            return self._offsets

    def _reader(self, group: str | None = None) -> AIOKafkaConsumer:
        return AIOKafkaConsumer(
            bootstrap_servers=self.bootstrap,
            group_id=group,
            enable_auto_commit=False,
            isolation_level="read_committed",
            auto_offset_reset="earliest",
            request_timeout_ms=self._timeout_ms,
        )

    async def close(self) -> None:
        """Stop the producer and admin client."""
        if self._producer is not None:
            await self._producer.stop()
            self._producer = None
        if self._admin is not None:
            await self._admin.close()
            self._admin = None
        if self._offsets is not None:
            await self._offsets.stop()
            self._offsets = None
