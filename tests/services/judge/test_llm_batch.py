"""Batched LLM judging: verdicts tied to candidates by id, whatever the model leaves out."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from services.judge.llm import LLMJudge, candidate_ids, tie_verdicts
from shared.llm.replies import JudgeBatchReply
from shared.llm.stages import StructuredLLM
from shared.messages.qa import QAItem, UsedClaim
from shared.settings import Settings
from tests.support.model_simulator import Corpus, SimulatedModel
from tests.support.simulator_server import SimulatorServer

_CLAIMS = (
    UsedClaim(doc_id=8, claim_id="doc8_claim7",
              claim="Leonardo DiCaprio made his film debut in 1991 in Critters 3."),
    UsedClaim(doc_id=15, claim_id="doc15_claim9",
              claim="Leonardo DiCaprio's pay increased to $20 million per movie from 2000."),
)


def _items(count: int) -> list[QAItem]:
    """Candidates; every third gives its answer away (the simulator rejects those)."""
    out = []
    for n in range(count):
        answer = f"{n + 3} years"
        question = (f"How many years passed between event {n} and its sequel?" if n % 3
                    else f"Did {answer} pass between event {n} and its sequel?")
        out.append(QAItem(item_id=f"i{n}", question=question, answers=(answer,),
                          pattern="temporal", used_claims=_CLAIMS, seed=n))
    return out


def _reply(value: object) -> JudgeBatchReply:
    return JudgeBatchReply.model_validate(value)


def test_a_repeated_verdict_counts_once_and_a_contradicted_one_not_at_all() -> None:
    """Identical repeated verdicts settle a candidate; conflicting, missing or unknown ones not."""
    # Two different decisions, none, or an unknown id leave it unsettled, named by why.
    reply = _reply([
        {"id": "c1", "accept": True}, {"id": "C1", "accept": True},
        {"id": "c2", "accept": True}, {"id": "candidate 2", "verdict": "reject"},
        {"id": "c9", "accept": True}, {"id": "3", "accept": False},
    ])
    settled, unsettled = tie_verdicts(reply, candidate_ids(4))
    assert {k: v.accept for k, v in settled.items()} == {"c1": True, "c3": False}
    assert unsettled == {"c2": "conflicting", "c4": "missing"}


@given(st.lists(st.booleans(), min_size=1, max_size=12), st.randoms(use_true_random=False),
       st.sampled_from(["list", "keyed", "under_key"]))
def test_any_order_and_container_ties_the_same_verdicts(
    accepts: list[bool], rand: object, shape: str
) -> None:
    """However the verdicts are ordered and wrapped, each candidate gets its own decision."""
    ids = candidate_ids(len(accepts))
    entries = [{"id": i, "accept": a} for i, a in zip(ids, accepts, strict=True)]
    rand.shuffle(entries)  # type: ignore[attr-defined]
    value: object = {"list": entries, "under_key": {"results": entries},
                     "keyed": {e["id"]: {"accept": e["accept"]} for e in entries}}[shape]
    settled, unsettled = tie_verdicts(_reply(value), ids)
    assert not unsettled
    assert [settled[i].accept for i in ids] == accepts


def _settings(server: SimulatorServer, tmp_path: Path, batch: int) -> Settings:
    return Settings.model_validate({
        "data_dir": tmp_path / f"data{batch}", "llm": "openai", "llm_base_url": server.base_url,
        "llm_model": "sim", "llm_backoff_s": 0.0, "llm_cache": "off",
    })


async def test_batched_verdicts_equal_one_call_per_candidate(tmp_path: Path) -> None:
    """Batched verdicts equal the one-item call's for every candidate, in fewer calls."""
    # 80 candidates, 8 per call, the simulator dropping, reordering, repeating and contradicting
    # verdicts; every candidate without a settled verdict was asked again.
    items = _items(80)
    seeds = [item.seed or 0 for item in items]
    model = SimulatedModel(Corpus(documents=()))
    async with SimulatorServer(model) as server:
        decisions = {}
        for batch in (1, 8):
            llm = StructuredLLM.from_settings(_settings(server, tmp_path, batch))
            try:
                judge = LLMJudge(llm, llm.judges()[0], batch=batch)
                before = server.requests
                verdicts = await judge.judge_many(items, seeds=seeds)
                decisions[batch] = ([v.accept for v in verdicts], server.requests - before)
            finally:
                await llm.aclose()
    (alone, alone_calls), (batched, batched_calls) = decisions[1], decisions[8]
    assert batched == alone
    assert alone.count(False) == 27  # the items giving their answer away
    assert alone_calls == 80 and batched_calls < 40
    assert {"dropped", "reordered", "repeated", "contradicted"} <= set(model.batch_faults)
