"""The judge on one graph over rounds: an order earlier answers imply is a leak, while another
pair asked in the same template with the same answer is fresh."""

from __future__ import annotations

from pathlib import Path

from services.judge.service import build
from services.qagen.rules import RuleQAGenerator
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.messages.claims import ClaimBucket
from shared.messages.qa import JudgedItem, QAItem
from shared.messages.topics import ACCEPTED, CANDIDATES, REJECTED
from shared.runtime import LocalRuntime
from shared.settings import Settings
from tests.services.qagen.films import bucket


def _pairs(docs: list[ClaimBucket]) -> dict[frozenset[str], QAItem]:
    """Each comparison the rule engine asks of ``docs``, by its two options."""
    drafts = RuleQAGenerator().generate_sync(docs, pattern="comparison", n_pairs=40, seed=3)
    out = {}
    for k, d in enumerate(drafts):
        if d.computed.get("c"):
            continue
        item = QAItem(item_id=f"i{k}", question=d.question, answers=(d.answer,),
                      pattern="comparison", used_claims=d.used_claims, graph_id="g1",
                      computed=d.computed)  # fmt: skip
        out[frozenset((d.computed["a"], d.computed["b"]))] = item
    return out


async def _judged(tmp_path: Path, items: list[QAItem]) -> tuple[list[str], list[JudgedItem]]:
    settings = Settings(data_dir=tmp_path)
    bus = LocalBus(settings.bus_path)
    await bus.append(CANDIDATES, [envelope_for(CANDIDATES, i, key="g1", producer="test",
                                               round_id=i.round_id) for i in items])  # fmt: skip
    runtime = LocalRuntime(bus, [build(settings)], settings)
    await runtime.run_until_idle()
    await runtime.stop()
    accepted = [r.envelope().payload["item"]["item_id"] for r in await bus.read(ACCEPTED, 0, 99)]
    rejected = [JudgedItem.model_validate(r.envelope().payload)
                for r in await bus.read(REJECTED, 0, 99)]  # fmt: skip
    return accepted, rejected


def _round(item: QAItem, n: int) -> QAItem:
    return item.model_copy(update={"round_id": f"r{n}", "item_id": f"{item.item_id}-r{n}"})


async def test_a_pair_whose_order_two_earlier_answers_give_is_rejected(tmp_path: Path) -> None:
    """A born before B (round 1), B before C (round 2): A or C in round 3 is a leak."""
    docs = [bucket(1, "Ann Lee", ["Ann Lee (born 3 May 1950) is an English actress."]),
            bucket(2, "Bo Wu", ["Bo Wu (born 4 June 1960) is an English actor."]),
            bucket(3, "Cy Ray", ["Cy Ray (born 5 July 1970) is an English actor."])]  # fmt: skip
    pairs = _pairs(docs)
    ab, bc, ac = (pairs[frozenset(p)] for p in (("Ann Lee", "Bo Wu"), ("Bo Wu", "Cy Ray"),
                                                 ("Ann Lee", "Cy Ray")))  # fmt: skip
    accepted, rejected = await _judged(tmp_path, [_round(ab, 1), _round(bc, 2), _round(ac, 3)])
    assert accepted == [f"{ab.item_id}-r1", f"{bc.item_id}-r2"]
    assert [j.item.item_id for j in rejected] == [f"{ac.item_id}-r3"]
    assert "its answer follows from earlier items of its graph (ann lee > bo wu > cy ray): the "\
        "order they state needs no document" in rejected[0].reasons
    assert rejected[0].verdicts[0].criteria["novel"] is False


async def test_another_pair_in_the_same_template_with_the_same_answer_is_fresh(
    tmp_path: Path,
) -> None:
    """'Onufri Publishing House or Concordia Publishing House?' shares nearly every word and
    the answer of 'Silesian National Publishing House or Concordia Publishing House?', yet
    asks another pair whose order no earlier answer gives: accepted a round later."""
    docs = [bucket(1, "Concordia Publishing House",
                   ["Concordia Publishing House is a publishing house founded in 1869."]),
            bucket(2, "Silesian National Publishing House",
                   ["Silesian National Publishing House is a publishing house founded in 1900."]),
            bucket(3, "Onufri Publishing House",
                   ["Onufri Publishing House is a publishing house founded in 1992."])]  # fmt: skip
    pairs = _pairs(docs)
    first = pairs[frozenset(("Concordia Publishing House", "Silesian National Publishing House"))]
    later = pairs[frozenset(("Concordia Publishing House", "Onufri Publishing House"))]
    assert first.answers == later.answers == ("Concordia Publishing House",)
    accepted, rejected = await _judged(tmp_path, [_round(first, 1), _round(later, 2)])
    assert accepted == [f"{first.item_id}-r1", f"{later.item_id}-r2"] and rejected == []
