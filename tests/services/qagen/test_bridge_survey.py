"""The bridge survey counts each stage a conjunction candidate passes, and where it stops."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from services.qagen.bridge_survey import main, read_claims, survey
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.errors import InputError
from shared.messages.claims import ClaimBuckets
from tests.services.qagen.films import bucket


def _graph(graph_id: str, band_page: bool) -> ClaimBuckets:
    """An album naming its band, another band's page, and the album's band's own page
    (dated) when ``band_page``."""
    buckets = [
        bucket(1, "Blue Lines", ["Blue Lines is the debut studio album by English band "
                                 "Massive Attack.", "Blue Lines was released on 8 April 1991."]),
        bucket(3, "Portishead (band)", ["Portishead are an English band formed in 1991 in "
                                        "Bristol."]),
    ]  # fmt: skip
    if band_page:
        buckets.append(bucket(2, "Massive Attack", ["Massive Attack are an English band formed "
                                                    "in 1988 in Bristol."]))  # fmt: skip
    return ClaimBuckets(graph_id=graph_id, log_id=f"log-{graph_id}",
                        question="Which band formed first?", buckets=tuple(buckets))  # fmt: skip


def test_a_bridge_with_its_own_dated_page_passes_every_stage() -> None:
    """The album's band has its page, dated: one entity fact, own page, dated, a side and
    a draft answered by the bridge entity."""
    found = survey([_graph("g1", band_page=True)])
    assert (found.graphs, found.entity_facts, found.own_page, found.dated) == (1, 1, 1, 1)
    assert found.sides == 1 and found.drafts == 1 and found.graphs_with_draft == 1
    assert found.entity_sets == 1
    assert found.questions[0].endswith("-> Massive Attack"), found.questions


def test_a_bridge_without_its_own_page_stops_at_the_first_stage_and_is_counted() -> None:
    """Without the band's page the entity fact has no page: no side, no draft, and the
    template's skip is counted by reason."""
    found = survey([_graph("g2", band_page=False)])
    assert (found.entity_facts, found.own_page, found.dated, found.sides) == (1, 0, 0, 0)
    assert found.drafts == 0 and found.graphs_with_draft == 0
    assert found.skips["conjunction: no bridge entity with a comparable fact"] == 1


def test_the_command_reads_a_runs_topic_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The command reads the claims a run stored in its data directory's topic log and
    prints the counts; a directory without one is a clear error."""
    graphs = [_graph("g1", band_page=True), _graph("g2", band_page=False)]

    async def write() -> None:
        bus = LocalBus(tmp_path / "bus.db")
        try:
            await bus.append("claims", [envelope_for("claims", g, key=g.graph_id, producer="t")
                                        for g in graphs])  # fmt: skip
        finally:
            await bus.close()

    asyncio.run(write())
    assert [g.graph_id for g in read_claims(tmp_path)] == ["g1", "g2"]
    assert main([str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "graphs 2, entity facts 2, own page 1, dated 1, sides 1, drafts 1 in 1 graphs" in out
    with pytest.raises(InputError, match="no topic log"):
        main([str(tmp_path / "empty")])
