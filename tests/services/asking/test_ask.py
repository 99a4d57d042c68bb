"""Answers published on ``answers`` and, for live agents only, ingested as tagged logs."""

from __future__ import annotations

from pathlib import Path

from services.asking.ask import ingest_answer_logs, publish_answers, seeds_graphs
from shared.bus.local import LocalBus
from shared.messages.answers import AgentAnswer
from shared.messages.logs import AgentLog, Source
from shared.settings import Settings
from tests.services.score.items import item

PAGE = "The Hubble Space Telescope was launched in April 1990 aboard Discovery. " * 8


async def test_answers_and_logs_are_written_once(tmp_path: Path) -> None:
    """Re-publishing the same answers (other latency) and re-ingesting their logs adds nothing."""
    settings = Settings(data_dir=tmp_path)
    bus = LocalBus(settings.bus_path)
    qa = item("i1", "1990", question="When was Hubble launched?")
    answer = AgentAnswer(item_id="i1", round_id="r1", agent_id="px", agent_kind="perplexica",
                         answer="1990 [1]", cited=(1,),
                         sources=(Source(id=1, url="https://a.org/x", content=PAGE),),
                         thinking="Hubble launched in 1990 [1].", latency_s=0.2)  # fmt: skip
    failed = AgentAnswer(item_id="i1", round_id="r1", agent_id="px", answer="", error="HTTP 500")
    assert await publish_answers(bus, [answer, failed]) == 2
    assert await publish_answers(bus, [answer.model_copy(update={"latency_s": 9.0})]) == 0
    report = await ingest_answer_logs(bus, settings, "r1", [answer, failed], [qa])
    again = await ingest_answer_logs(bus, settings, "r1", [answer, failed], [qa])
    assert (report.ingested, again.ingested, again.duplicates) == (1, 0, 1)
    (record,) = await bus.read("logs", 0, 10)
    log = AgentLog.model_validate(record.envelope().payload)
    assert (log.origin, log.round_id, log.item_id, log.agent_id) == ("agent", "r1", "i1", "px")
    assert log.question == "When was Hubble launched?" and log.sources[0].url == "https://a.org/x"
    await bus.close()


async def test_built_in_answers_are_stored_but_never_ingested(tmp_path: Path) -> None:
    """Built-in and snippet-only answers are published on ``answers`` but become no agent log."""
    settings = Settings(data_dir=tmp_path)
    bus = LocalBus(settings.bus_path)
    qa = item("i1", "1990", question="When was Hubble launched?")
    source = Source(id=1, url="https://a.org/x", snippet=PAGE[:300], content=PAGE)
    answers = [
        AgentAnswer(item_id="i1", round_id="r1", agent_id=name, agent_kind=kind,
                    answer="1990 [1]", cited=(1,), sources=(source,))
        for name, kind in (("bm25", "bm25"), ("oracle", "oracle"), ("m@leaked", "memorizer"))
    ]  # fmt: skip
    snippets = AgentAnswer(item_id="i1", round_id="r1", agent_id="chat", agent_kind="http_json",
                           answer="1990", sources=(Source(id=1, snippet=PAGE[:300]),))  # fmt: skip
    assert not any(seeds_graphs(a) for a in [*answers, snippets])
    assert await publish_answers(bus, [*answers, snippets]) == 4
    report = await ingest_answer_logs(bus, settings, "r1", [*answers, snippets], [qa])
    assert report.ingested == 0 and await bus.end_offset("logs") == 0
    assert await bus.end_offset("answers") == 4
    await bus.close()
