"""Ingest onto the bus: topics, duplicates, flags and dead letters."""

from __future__ import annotations

import json
from pathlib import Path

from services.ingest.service import ingest_paths, ingest_payloads
from shared.bus.local import LocalBus
from shared.messages.dead import DeadLetter
from shared.messages.logs import AgentLog, SeedQuestion
from shared.settings import Settings

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "logs"
LOG = {
    "question": "Q?",
    "answer": "A [1]",
    "thinking": "t [1]",
    "sources": [{"id": 1, "title": "T"}],
}


async def test_examples_land_on_logs_and_a_rerun_is_all_duplicates(
    bus: LocalBus, settings: Settings
) -> None:
    """The bundled logs are appended once; ingesting them again appends nothing new."""
    first = await ingest_paths([EXAMPLES], "auto", bus, settings)
    count = len(list(EXAMPLES.glob("*.json")))
    assert first.total.ingested == count and first.total.dead == 0 and first.total.flagged == 1
    assert await bus.end_offset("logs") == count
    again = await ingest_paths([EXAMPLES], "auto", bus, settings)
    assert again.total.ingested == 0 and again.total.duplicates == count
    assert await bus.end_offset("logs") == count
    records = await bus.read("logs", 0, 100)
    logs = [AgentLog.model_validate(r.envelope().payload) for r in records]
    assert {r.key for r in records} == {log.log_id for log in logs}
    assert all(log.meta["imported_from"].startswith(str(EXAMPLES)) for log in logs)
    assert all(r.envelope().producer == "ingest" for r in records)


async def test_moved_file_is_still_a_duplicate(
    bus: LocalBus, settings: Settings, tmp_path: Path
) -> None:
    """Message ids ignore where a record came from, so a copied file adds nothing."""
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text(json.dumps(LOG) + "\n")
    b.write_text("\n\n" + json.dumps(LOG) + "\n")
    await ingest_paths([a], "auto", bus, settings)
    report = await ingest_paths([b], "auto", bus, settings)
    assert report.files[0].duplicates == 1 and await bus.end_offset("logs") == 1


async def test_bad_records_become_dead_letters_naming_file_and_line(
    bus: LocalBus, settings: Settings, tmp_path: Path
) -> None:
    """Each bad line is a DeadLetter with where=file:line, error, truncated raw; good lines pass."""
    path = tmp_path / "logs.jsonl"
    long_bad = json.dumps({"question": 5, "answer": "y" * 20_000})
    path.write_text(
        "\n".join([json.dumps(LOG), long_bad, "{not json", json.dumps({**LOG, "answer": "B"})])
    )
    report = await ingest_paths([path], "auto", bus, settings)
    (file_report,) = report.files
    assert (file_report.ingested, file_report.dead, file_report.format) == (2, 2, "logs")
    letters = [
        DeadLetter.model_validate(r.envelope().payload) for r in await bus.read("dead", 0, 10)
    ]
    assert [letter.where for letter in letters] == [f"{path}:2", f"{path}:3"]
    assert "(field 'question')" in letters[0].error and letters[0].topic == "logs"
    assert (
        letters[0].raw is not None and len(letters[0].raw) < 4200 and "truncated" in letters[0].raw
    )
    assert letters[1].raw == "{not json" and letters[0].service == "ingest"
    assert file_report.errors[1].startswith(f"{path}:3: invalid JSON")


async def test_freshqa_goes_to_seeds(bus: LocalBus, settings: Settings, shared_data: Path) -> None:
    """The real FreshQA file puts 600 seeds on the seeds topic, keyed by seed id."""
    report = await ingest_paths(
        [shared_data / "freshqa" / "FreshQA_v12182024.csv"], "auto", bus, settings
    )
    assert report.total.ingested == 600 and report.files[0].format == "freshqa"
    first = (await bus.read("seeds", 0, 1))[0]
    assert (
        first.key == "freshqa-0" and SeedQuestion.model_validate(first.envelope().payload).answers
    )


async def test_hotpotqa_sample_goes_to_logs(
    bus: LocalBus, settings: Settings, shared_data: Path
) -> None:
    """The real HotpotQA sample puts 60 logs on the logs topic and reports progress to the end."""
    path = shared_data / "hotpotqa" / "hotpotqa_train_sample.json"
    seen: list[tuple[int, int]] = []
    report = await ingest_paths(
        [path], "auto", bus, settings, lambda _s, done, total: seen.append((done, total))
    )
    assert report.total.ingested == 60 and report.files[0].format == "hotpotqa"
    assert seen[-1] == (path.stat().st_size, path.stat().st_size)
    assert await bus.end_offset("logs") == 60


async def test_payload_batch_reports_each_item(bus: LocalBus, settings: Settings) -> None:
    """A decoded batch gives per-item outcomes with ids, errors and dangling citations."""
    report, outcomes = await ingest_payloads(
        [LOG, {"answer": "no question"}, {**LOG, "thinking": "see [4]"}, LOG],
        "auto",
        bus,
        settings,
        source="req",
    )
    assert [o.status for o in outcomes] == ["accepted", "dead", "accepted", "duplicate"]
    assert outcomes[1].where == "req#1" and "missing question" in (outcomes[1].error or "")
    assert outcomes[2].dangling_citations == (4,)
    assert outcomes[0].id == outcomes[3].id
    assert (report.ingested, report.duplicates, report.dead, report.flagged) == (2, 1, 1, 1)
