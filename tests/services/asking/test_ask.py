"""Answers published on ``answers`` and ingested as tagged agent logs, idempotently."""

from __future__ import annotations

from pathlib import Path

from services.asking.ask import AskedRound, ingest_answer_logs, publish_answers
from shared.bus.local import LocalBus
from shared.messages.answers import AgentAnswer
from shared.messages.logs import AgentLog, Source
from shared.settings import Settings
from tests.services.score.items import item


async def test_answers_and_logs_are_written_once(tmp_path: Path) -> None:
    """Re-publishing the same answers (other latency) and re-ingesting their logs adds nothing."""
    settings = Settings(data_dir=tmp_path)
    bus = LocalBus(settings.bus_path)
    qa = item("i1", "1990", question="When was Hubble launched?")
    answer = AgentAnswer(item_id="i1", round_id="r1", agent_id="bm25", answer="1990 [1]",
                         sources=(Source(id=1, url="https://a.org/x"),), cited=(1,),
                         thinking="Hubble launched in 1990 [1].", latency_s=0.2)  # fmt: skip
    failed = AgentAnswer(item_id="i1", round_id="r1", agent_id="px", answer="", error="HTTP 500")
    asked = AskedRound("r1", [qa], [], [answer, failed])
    assert await publish_answers(bus, [answer, failed]) == 2
    assert await publish_answers(bus, [answer.model_copy(update={"latency_s": 9.0})]) == 0
    report = await ingest_answer_logs(bus, settings, asked)
    again = await ingest_answer_logs(bus, settings, asked)
    assert (report.ingested, again.ingested, again.duplicates) == (1, 0, 1)
    (record,) = await bus.read("logs", 0, 10)
    log = AgentLog.model_validate(record.envelope().payload)
    assert (log.origin, log.round_id, log.item_id, log.agent_id) == ("agent", "r1", "i1", "bm25")
    assert log.question == "When was Hubble launched?" and log.sources[0].url == "https://a.org/x"
    await bus.close()
