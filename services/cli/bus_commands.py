"""Commands over topics: ``topics``, ``tail``, ``replay`` and ``dead list|redrive``."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Annotated

import typer

from services.cli.common import (
    console,
    emit_json,
    open_cli_bus,
    print_table,
    run_async,
    settings,
)
from shared.bus.local import LocalBus
from shared.bus.scan import records
from shared.errors import ConfigError, InputError
from shared.messages.dead import DeadLetter
from shared.messages.topics import DEAD, model_for

if TYPE_CHECKING:
    from shared.bus.kafka import KafkaBus

__all__ = ["register"]

JsonFlag = Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")]


def _parse_time(value: str) -> datetime:
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise InputError(
            f"--from-time {value!r} is not an ISO-8601 time",
            hint="write it like 2026-11-25T14:00:00Z or 2026-11-25",
        ) from None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def topics(as_json: JsonFlag = False) -> None:
    """List topics with message counts, committed offsets and lag per consumer group."""

    async def collect() -> list[dict[str, object]]:
        async with open_cli_bus() as bus:
            infos = await bus.topics()
        return [
            {
                "topic": i.name,
                "messages": i.messages,
                "end_offset": i.end_offset,
                "groups": [
                    {"group": g.group, "committed": g.committed, "lag": g.lag} for g in i.groups
                ],
            }
            for i in infos
        ]

    rows = run_async(collect)
    if as_json:
        emit_json(rows)
        return
    if not rows:
        console.print("No topics yet. Ingest something first: [bold]dyneval ingest PATH[/]")
        return
    table_rows = []
    for row in rows:
        groups = row["groups"]
        assert isinstance(groups, list)
        summary = ", ".join(f"{g['group']}@{g['committed']} (lag {g['lag']})" for g in groups)
        table_rows.append((row["topic"], row["messages"], row["end_offset"], summary or "-"))
    print_table("Topics", ("topic", "messages", "end offset", "groups"), table_rows)


def tail(
    topic: Annotated[str, typer.Argument(help="Topic to show.")],
    n: Annotated[int, typer.Option("-n", help="How many of the latest messages.")] = 10,
    as_json: JsonFlag = False,
) -> None:
    """Show the latest messages of a topic."""
    model_for(topic)  # an unknown name fails here, listing the topics there are

    async def collect() -> list[dict[str, object]]:
        async with open_cli_bus() as bus:
            # the last n of every partition, then the latest n of those by append time
            starts = {p: max(end - n, 0) for p, end in (await bus.ends(topic)).items()}
            found = [r async for r in records(bus, topic, starts)]
            found.sort(key=lambda r: (r.timestamp, r.partition, r.offset))
            latest = found[-n:] if n > 0 else []
        return [
            {"partition": r.partition, "offset": r.offset, "id": r.id, "key": r.key,
             **json.loads(r.value)}
            for r in latest
        ]

    rows = run_async(collect)
    if as_json:
        emit_json(rows)
        return
    if not rows:
        console.print(f"No messages on {topic} yet (see [bold]dyneval topics[/]).")
        return
    for row in rows:
        console.rule(
            f"{topic}[{row['partition']}]@{row['offset']}  id={row['id']}  key={row['key']}"
        )
        console.print_json(data=row.get("payload"))


def replay(
    topic: Annotated[
        str | None, typer.Argument(help="Topic to re-feed (not with --round).")
    ] = None,
    round_id: Annotated[
        str | None,
        typer.Option("--round", help="Kafka: regenerate this round, stage by stage, in --into."),
    ] = None,
    from_offset: Annotated[
        int | None, typer.Option("--from-offset", help="Re-feed from this offset.")
    ] = None,
    from_time: Annotated[
        str | None, typer.Option("--from-time", help="Re-feed from this ISO time.")
    ] = None,
    group: Annotated[
        str | None, typer.Option("--group", help="Only this consumer group (default: all).")
    ] = None,
    into: Annotated[
        str | None,
        typer.Option(
            "--into",
            help="Kafka: namespace to re-feed into (default: a fresh replay-TIME. one).",
        ),
    ] = None,
    as_json: JsonFlag = False,
) -> None:
    """Re-feed a topic to its consumers from an offset or a time, or regenerate a round.

    The consumers' offsets are rewound and their processed-id marks forgotten from
    there on; outputs keep deterministic ids, so regenerated messages that equal
    the originals are not appended twice. Run the services (``dyneval run`` or
    ``dyneval serve``) to process the replayed messages.

    On Kafka the messages (from offset N in every partition, or from the time) are
    copied into the topic of a fresh namespace; workers started with ``--namespace``
    set to it consume them in fresh consumer groups and regenerate the round there.
    """
    if round_id is not None:
        _replay_round(round_id, into, as_json)
        return
    if topic is None:
        raise InputError("name the topic to re-feed, or a round with --round",
                         hint="e.g. dyneval replay logs --from-offset 0")
    if (from_offset is None) == (from_time is None):
        raise InputError(
            "give exactly one of --from-offset and --from-time", hint="e.g. --from-offset 0"
        )

    async def rewind() -> dict[str, object]:
        async with open_cli_bus() as bus:
            if not isinstance(bus, LocalBus):  # Kafka: re-feed into a fresh namespace
                from shared.bus.kafka import KafkaBus

                if isinstance(bus, KafkaBus):
                    return await _replay_kafka(bus, topic, from_offset, from_time, into)
            if not isinstance(bus, LocalBus):
                raise ConfigError(
                    "replay on this bus is done by the Kafka runtime",
                    hint="use `dyneval replay` with --bus kafka://HOST:PORT",
                )
            start = (
                from_offset
                if from_offset is not None
                else await bus.offset_for_time(topic, _parse_time(str(from_time)))
            )
            end = await bus.end_offset(topic)
            groups = [group] if group else await bus.groups_reading(topic)
            rows = await bus.read(topic, start, max(end - start, 0))
            ids = [r.id for r in rows]
            for name in groups:
                await bus.forget_processed(name, ids)
                await bus.commit(name, topic, start)
        return {"topic": topic, "from_offset": start, "messages": len(ids), "groups": groups}

    result = run_async(rewind)
    if as_json:
        emit_json(result)
        return
    if "into" in result:
        console.print(
            f"Re-fed {result['messages']} message(s) of [bold]{topic}[/] into namespace "
            f"[bold]{result['into']}[/]. Start its workers: "
            f"dyneval --bus {settings().bus} serve SERVICE --namespace {result['into']}"
        )
        return
    groups = result["groups"]
    assert isinstance(groups, list)
    console.print(
        f"Rewound {', '.join(groups) or 'no group'} on [bold]{topic}[/] to offset "
        f"{result['from_offset']}: {result['messages']} message(s) will be re-fed. "
        "Run [bold]dyneval run[/] to process them."
    )


def _replay_round(round_id: str, into: str | None, as_json: bool) -> None:
    """``replay --round R --into NS`` on Kafka (services/cli/replay_round.py)."""
    from services.cli.replay_round import replay_round

    if into is None:
        raise InputError("--round needs --into NS, the fresh namespace to regenerate it in",
                         hint=f"e.g. dyneval replay --round {round_id} --into again.")

    async def go() -> dict[str, object]:
        async with open_cli_bus() as bus:
            from shared.bus.kafka import KafkaBus

            if not isinstance(bus, KafkaBus):
                raise ConfigError("replay --round regenerates a round on Kafka",
                                  hint="pass --bus kafka://HOST:PORT")

            def said(stage: str, count: int) -> None:
                if not as_json:
                    console.print(f"{stage}: {count} message(s) fed into {into}; drained")

            return await replay_round(bus, round_id, into, progress=said)

    result = run_async(go)
    if as_json:
        emit_json(result)
        return
    console.print(f"Round [bold]{round_id}[/] regenerated in namespace [bold]{into}[/].")


async def _replay_kafka(
    bus: KafkaBus, topic: str, from_offset: int | None, from_time: str | None, into: str | None
) -> dict[str, object]:
    if from_offset is not None:
        starts = dict.fromkeys(await bus.partitions_of(topic), from_offset)
    else:
        starts = await bus.offsets_at(topic, _parse_time(str(from_time)))
    target = into or f"{bus.names.namespace}replay-{datetime.now(UTC):%Y%m%dT%H%M%S}."
    copied = await bus.copy_to_namespace(topic, starts, target)
    return {"topic": topic, "into": target, "messages": copied, "from_offsets": starts}


dead_app = typer.Typer(help="Inspect and re-drive dead letters.", no_args_is_help=True)


@dead_app.command("list")
def dead_list(
    limit: Annotated[int, typer.Option("--limit", help="Most letters to show.")] = 50,
    as_json: JsonFlag = False,
) -> None:
    """List dead letters: which service gave up on what, and why."""

    async def collect() -> list[tuple[int, DeadLetter]]:
        async with open_cli_bus() as bus:
            found = await bus.read_at(DEAD, {}, limit)
        return [(r.offset, DeadLetter.model_validate(r.envelope().payload)) for r in found]

    letters = run_async(collect)
    if as_json:
        emit_json([{"offset": o, **d.model_dump(mode="json")} for o, d in letters])
        return
    if not letters:
        console.print("No dead letters.")
        return
    print_table(
        f"Dead letters ({len(letters)})",
        ("#", "service", "from", "where", "attempts", "error"),
        [
            (o, d.service, d.topic, d.where or (d.offset if d.offset is not None else "-"),
             d.attempts, d.error[:200])
            for o, d in letters
        ],
    )


@dead_app.command("redrive")
def dead_redrive(
    service: Annotated[
        str | None, typer.Option("--service", help="Only letters of this service.")
    ] = None,
    as_json: JsonFlag = False,
) -> None:
    """Send dead-lettered messages back to their consumer to be tried again.

    The original message is still on its topic; re-driving forgets that the
    service processed it and rewinds the service to it, so fixed code (or a
    recovered dependency) gets another go. Letters without an original message
    (unreadable input) cannot be re-driven: fix the input and ingest it again.
    """

    async def redrive() -> dict[str, int]:
        async with open_cli_bus() as bus:
            if not isinstance(bus, LocalBus):
                raise ConfigError("redrive on Kafka is done by re-publishing with the worker")
            letters = await bus.read(DEAD, 0, await bus.end_offset(DEAD))
            counts = {"redriven": 0, "skipped": 0}
            rewind: dict[tuple[str, str], int] = {}
            for record in letters:
                letter = DeadLetter.model_validate(record.envelope().payload)
                if service and letter.service != service:
                    continue
                if letter.original is None or letter.offset is None:
                    counts["skipped"] += 1
                    continue
                await bus.forget_processed(letter.service, [letter.original.id])
                key = (letter.service, letter.topic)
                rewind[key] = min(rewind.get(key, letter.offset), letter.offset)
                counts["redriven"] += 1
            for (svc, topic), offset in rewind.items():
                current = await bus.committed(svc, topic)
                await bus.commit(svc, topic, min(current, offset))
        return counts

    counts = run_async(redrive)
    if as_json:
        emit_json(counts)
        return
    console.print(
        f"Re-driven {counts['redriven']} letter(s); {counts['skipped']} had no original "
        "message (fix the input and ingest it again). Run [bold]dyneval run[/] to retry them."
    )


def register(app: typer.Typer) -> None:
    """Add the topic commands to the ``dyneval`` app."""
    app.command("topics")(topics)
    app.command("tail")(tail)
    app.command("replay")(replay)
    app.add_typer(dead_app, name="dead")
