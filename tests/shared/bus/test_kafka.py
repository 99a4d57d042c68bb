"""The Bus protocol on a real Kafka broker, and parsing of kafka:// bus addresses."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.bus.kafka import KafkaBus, KafkaNames, bootstrap_of
from shared.errors import ConfigError
from shared.messages.envelope import Envelope
from shared.settings import Settings
from tests.support.kafka import fresh_namespace, require_broker


def _env(i: int, key: str, topic: str = "logs") -> Envelope:
    return Envelope(
        id=f"m-{i:04d}", topic=topic, key=key, produced_at=datetime.now(UTC), payload={"i": i}
    )


@pytest.fixture
async def kafka_bus() -> AsyncIterator[KafkaBus]:
    """A bus in a fresh namespace on the real broker; its topics are deleted afterwards."""
    settings = require_broker()
    bus = KafkaBus(settings.kafka_bootstrap, partitions=3, namespace=fresh_namespace("bus"))
    yield bus
    await bus.delete_namespace()
    await bus.close()


@given(
    host=st.from_regex(r"[a-z][a-z0-9.-]{0,20}", fullmatch=True),
    port=st.integers(min_value=1, max_value=65535),
)
def test_bootstrap_of_accepts_host_port(host: str, port: int) -> None:
    """Any kafka://HOST:PORT bus yields HOST:PORT as the bootstrap address."""
    assert bootstrap_of(Settings(bus=f"kafka://{host}:{port}")) == f"{host}:{port}"


@pytest.mark.parametrize("bus", ["local", "kafka://", "kafka://host", "kafka://host:port"])
def test_bootstrap_of_rejects_non_broker_addresses(bus: str) -> None:
    """A bus that names no HOST:PORT is a ConfigError with a hint."""
    with pytest.raises(ConfigError) as caught:
        bootstrap_of(Settings(bus=bus))
    assert caught.value.hint


def test_bare_kafka_bus_uses_the_configured_bootstrap() -> None:
    """``bus = kafka`` means the broker of ``kafka_bootstrap``."""
    assert bootstrap_of(Settings(bus="kafka", kafka_bootstrap="10.1.2.3:19092")) == "10.1.2.3:19092"


def test_kafka_tests_skip_without_an_explicit_bootstrap(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without DYNEVAL_KAFKA_BOOTSTRAP in the environment a Kafka test skips and names it."""
    monkeypatch.delenv("DYNEVAL_KAFKA_BOOTSTRAP", raising=False)
    monkeypatch.delenv("DYNEVAL_REQUIRE_KAFKA", raising=False)
    with pytest.raises(pytest.skip.Exception) as caught:
        require_broker()
    assert "DYNEVAL_KAFKA_BOOTSTRAP" in str(caught.value)


def test_required_kafka_without_a_bootstrap_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """DYNEVAL_REQUIRE_KAFKA=1 without DYNEVAL_KAFKA_BOOTSTRAP fails instead of skipping."""
    monkeypatch.delenv("DYNEVAL_KAFKA_BOOTSTRAP", raising=False)
    monkeypatch.setenv("DYNEVAL_REQUIRE_KAFKA", "1")
    with pytest.raises(pytest.fail.Exception) as caught:
        require_broker()
    assert "DYNEVAL_KAFKA_BOOTSTRAP" in str(caught.value)


def test_names_prefix_topics_and_groups() -> None:
    """A namespace prefixes topics and groups and is stripped back off."""
    names = KafkaNames("run7.")
    assert names.topic("qa.accepted") == "run7.qa.accepted"
    assert names.group("judge") == "run7.judge"
    assert names.logical("run7.qa.accepted") == "qa.accepted"
    assert names.logical("other.logs") is None


@pytest.mark.kafka
async def test_append_keeps_a_keys_messages_in_order(kafka_bus: KafkaBus) -> None:
    """Messages with one key land in one partition in append order; all are read back."""
    envs = [_env(i, f"g{i % 4}") for i in range(40)]
    offsets = await kafka_bus.append("logs", envs)
    assert len(offsets) == 40
    records = await kafka_bus.read_from("logs", {})
    assert sorted(r.id for r in records) == sorted(e.id for e in envs)
    for key in ("g0", "g1", "g2", "g3"):
        ids = [r.id for r in sorted(records, key=lambda r: r.offset) if r.key == key]
        assert ids == [e.id for e in envs if e.key == key]
    assert records[0].envelope().payload["i"] in range(40)


@pytest.mark.kafka
async def test_offsets_for_time_find_later_messages(kafka_bus: KafkaBus) -> None:
    """Reading from offsets_at(T) gives each partition's records from the first stamped >= T."""
    await kafka_bus.append("logs", [_env(i, f"g{i % 3}") for i in range(9)])
    late = [_env(100 + i, f"g{i % 3}") for i in range(5)]
    await kafka_bus.append("logs", late)
    stored = await kafka_bus.read_from("logs", {})
    # T is read off the broker's own stamps (whole milliseconds), never the wall clock: the
    # first late record's stamp, half a millisecond in so that no float rounding of T
    # reaches back into the millisecond before it.
    stamp = min(r.timestamp for r in stored if r.id in {e.id for e in late})
    cut = datetime.fromtimestamp(stamp, UTC) + timedelta(microseconds=500)
    first: dict[int, int] = {}
    for r in stored:
        if r.timestamp >= stamp:
            first[r.partition] = min(first.get(r.partition, r.offset), r.offset)
    records = await kafka_bus.read_from("logs", await kafka_bus.offsets_at("logs", cut))
    expected = {r.id for r in stored if r.partition in first and r.offset >= first[r.partition]}
    assert {r.id for r in records} == expected
    assert {e.id for e in late} <= expected
    assert await kafka_bus.offset_for_time("logs", cut) == min(first.values())
    after = datetime.fromtimestamp(max(r.timestamp for r in stored), UTC) + timedelta(
        milliseconds=1, microseconds=500
    )
    assert await kafka_bus.read_from("logs", await kafka_bus.offsets_at("logs", after)) == []


@pytest.mark.kafka
async def test_topics_report_counts_and_group_lag(kafka_bus: KafkaBus) -> None:
    """topics() sums messages over partitions and a group's lag after a commit."""
    await kafka_bus.append("logs", [_env(i, "one-key") for i in range(6)])
    await kafka_bus.commit("svc", "logs", 2)
    assert await kafka_bus.committed("svc", "logs") == 2
    assert await kafka_bus.service_lag("svc", "logs") == 4
    infos = {info.name: info for info in await kafka_bus.topics()}
    assert infos["logs"].messages == 6
    (lag,) = infos["logs"].groups
    assert (lag.group, lag.lag) == ("svc", 4)


@pytest.mark.kafka
async def test_read_distinct_drops_repeated_ids(kafka_bus: KafkaBus) -> None:
    """A message id produced twice is read once by read_distinct, twice by read_from."""
    envs = [_env(i, "k") for i in range(3)]
    await kafka_bus.append("logs", envs)
    await kafka_bus.append("logs", envs[:1])
    assert len(await kafka_bus.read_from("logs", {})) == 4
    assert [r.id for r in await kafka_bus.read_distinct("logs")] == [e.id for e in envs]


@pytest.mark.kafka
async def test_read_honours_offset_and_limit(kafka_bus: KafkaBus) -> None:
    """read(topic, offset, limit) starts every partition at ``offset`` and caps the count."""
    await kafka_bus.append("logs", [_env(i, "same") for i in range(10)])
    records = await kafka_bus.read("logs", 4, 3)
    assert [r.offset for r in records] == [4, 5, 6]
    assert await kafka_bus.end_offset("logs") == 10
