"""The temporal survey counts each stage a temporal candidate passes, and where it stops."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from services.qagen.temporal_survey import main, reason_kind, round_mix, survey
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.messages.claims import ClaimBuckets
from shared.messages.qa import JudgedItem, Pattern, QAItem, UsedClaim
from tests.services.qagen.films import bucket


def _graph(graph_id: str, director_named: bool) -> ClaimBuckets:
    """A director's page and a film's: the film's page names its director when
    ``director_named``, else another person (the two are not linked)."""
    maker = "Delmer Daves" if director_named else "Michael Curtiz"
    buckets = (
        bucket(1, "Delmer Daves", ["Delmer Daves (born 1904) was an American "
                                   "screenwriter.", "Delmer Daves died in 1977."]),
        bucket(2, "Destination Tokyo", [f"Destination Tokyo is a 1943 war film directed by "
                                        f"{maker}."]),
    )  # fmt: skip
    return ClaimBuckets(graph_id=graph_id, log_id=f"log-{graph_id}",
                        question="Who directed it?", buckets=buckets)  # fmt: skip


def test_a_linked_pair_gives_drafts_and_an_unlinked_one_is_counted_by_reason() -> None:
    """The director's birth and death each pair with the release of the film naming him;
    a film naming another director gives no draft and the skip is counted."""
    found = survey([_graph("g1", director_named=True)])
    assert (found.graphs, found.dated, found.pairs) == (1, 3, 2)
    assert found.drafts == 2 and found.graphs_with_draft == 1 and found.entity_sets == 1
    assert (
        "How many years after the birth year of Delmer Daves was the film Destination "
        "Tokyo released? "
        "-> 39 years" in found.questions
    ), found.questions
    unlinked = survey([_graph("g2", director_named=False)])
    assert (unlinked.pairs, unlinked.drafts, unlinked.graphs_with_draft) == (2, 0, 0)
    assert unlinked.skips["temporal: subjects not linked in the graph"] == 2


def _judged(item_id: str, round_id: str, pattern: Pattern, reasons: tuple[str, ...]) -> JudgedItem:
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim="A.", url="u1"),
            UsedClaim(doc_id=2, claim_id="doc2_claim1", claim="B.", url="u2"))  # fmt: skip
    item = QAItem(item_id=item_id, question=f"Question {item_id}?", answers=("x",),
                  pattern=pattern, used_claims=used, round_id=round_id)  # fmt: skip
    return JudgedItem(item=item, accepted=not reasons, verdicts=(), reasons=reasons)


def test_the_command_reads_a_runs_claims_and_its_rounds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The command reads the claims and the judged candidates a run stored: the stage
    counts, then each round's candidates and accepted items by pattern and the temporal
    rejections by the kind of their reason."""
    repeat = "repeats earlier item 8c8e141ae38c88ab0ddb (similarity 100)"
    spare = "spare: graph 0a3a1fdb7f60 already has its 2 item(s) this round"
    judged = [
        _judged("a", "r0001", "temporal", ()),
        _judged("b", "r0001", "comparison", ()),
        _judged("c", "r0002", "temporal", (repeat,)),
        _judged("d", "r0002", "comparison", (spare,)),
    ]

    async def write() -> None:
        bus = LocalBus(tmp_path / "bus.db")
        try:
            graph = _graph("g1", director_named=True)
            await bus.append("claims", [envelope_for("claims", graph, key="g1", producer="t")])
            await bus.append(
                "qa.candidates",
                [envelope_for("qa.candidates", j.item, key="g1", producer="t") for j in judged],
            )
            for j in judged:
                topic = "qa.accepted" if j.accepted else "qa.rejected"
                await bus.append(topic, [envelope_for(topic, j, key="g1", producer="t")])
        finally:
            await bus.close()

    asyncio.run(write())
    mix = round_mix(tmp_path)
    assert mix.candidates["r0002"] == {"temporal": 1, "comparison": 1}
    assert mix.accepted == {"r0001": {"temporal": 1, "comparison": 1}}
    assert mix.rejected == {"repeats earlier item": 1}
    assert main([str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "graphs 1, dated facts 3, pairs 2, drafts 2 in 1 graphs, entity sets 1" in out
    assert "r0001: candidates comparison 1, temporal 1; accepted comparison 1, temporal 1" in out
    assert "r0002: candidates comparison 1, temporal 1; accepted none" in out


@given(st.text(max_size=40), st.from_regex(r"[0-9a-f]{12,20}", fullmatch=True))
def test_a_reason_kind_holds_no_item_id(prefix: str, item_id: str) -> None:
    """Whatever a reason says before an item id, its kind keeps no id and no bracket."""
    kind = reason_kind(f"{prefix} {item_id} (similarity 100)")
    assert item_id not in kind and "(similarity" not in kind
