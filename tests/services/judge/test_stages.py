"""The judge's two stages on the local runtime: graph-keyed checks, then question-keyed repeats."""

from __future__ import annotations

from pathlib import Path

from services.judge.overlap import item_names
from services.judge.service import build, repeat_key
from services.qagen.rules import RuleQAGenerator
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.messages.qa import JudgedItem, Pattern, QAItem
from shared.messages.topics import ACCEPTED, CANDIDATES, JUDGE_BY_QUESTION, REJECTED
from shared.runtime import LocalRuntime
from shared.settings import Settings
from tests.services.qagen.films import bucket, film_buckets


def _candidate(item_id: str, graph: str, round_id: str = "r1") -> QAItem:
    draft = RuleQAGenerator().generate_sync(
        film_buckets().buckets, pattern="conjunction", n_pairs=1, seed=7
    )[0]
    return QAItem(item_id=item_id, question=draft.question, answers=(draft.answer,),
                  pattern="conjunction", used_claims=draft.used_claims, graph_id=graph,
                  round_id=round_id, computed=draft.computed)  # fmt: skip


async def _judge(tmp_path: Path, items: list[QAItem]) -> LocalBus:
    settings = Settings(data_dir=tmp_path)
    bus = LocalBus(settings.bus_path)
    envelopes = [
        envelope_for(CANDIDATES, i, key=i.graph_id or "", producer="test", round_id=i.round_id)
        for i in items
    ]
    await bus.append(CANDIDATES, envelopes)
    runtime = LocalRuntime(bus, [build(settings)], settings)
    await runtime.run_until_idle()
    await runtime.stop()
    return bus


async def test_an_exact_repeat_from_another_graph_is_rejected_in_the_question_stage(
    tmp_path: Path,
) -> None:
    """Same question and answer from two graphs: one accepted, the other a repeat of it."""
    first, second = _candidate("i-a", "g1"), _candidate("i-b", "g2")
    bus = await _judge(tmp_path, [first, second])
    passed = await bus.read(JUDGE_BY_QUESTION, 0, 100)
    assert {r.key for r in passed} == {repeat_key(first)} and len(passed) == 2
    accepted = [
        JudgedItem.model_validate(r.envelope().payload) for r in await bus.read(ACCEPTED, 0, 100)
    ]
    rejected = [r.envelope() for r in await bus.read(REJECTED, 0, 100)]
    assert [j.item.item_id for j in accepted] == ["i-a"]
    assert [e.key for e in rejected] == ["i-b"]
    verdict = JudgedItem.model_validate(rejected[0].payload).verdicts
    assert [v.judge for v in verdict] == ["rule-checks"] and verdict[0].criteria["novel"] is False
    assert JudgedItem.model_validate(rejected[0].payload).reasons == (
        "repeats earlier item i-a (similarity 100)",
    )


async def test_a_repeat_within_one_graph_is_rejected_before_the_panel(tmp_path: Path) -> None:
    """A near repeat of an earlier round's item of the same graph never reaches stage 2."""
    first = _candidate("i-a", "g1")
    near = _candidate("i-b", "g1", "r2").model_copy(
        update={"question": first.question.replace("Who ", "Who, ", 1)}
    )
    bus = await _judge(tmp_path, [first, near])
    assert [
        r.envelope().payload["item"]["item_id"] for r in await bus.read(JUDGE_BY_QUESTION, 0, 100)
    ] == ["i-a"]
    reasons = JudgedItem.model_validate(
        (await bus.read(REJECTED, 0, 100))[0].envelope().payload
    ).reasons
    assert any(
        r.startswith("repeats earlier item i-a") or "claim set of item i-a" in r for r in reasons
    )


def test_repeat_keys_ignore_order_case_and_punctuation() -> None:
    """Repeat keys ignore order, case and punctuation, by question or by relation and entities."""
    # Items without facts share a partition when their normalised questions are equal; items with
    # facts when they ask one relation of the same entities.
    def bare(question: str) -> QAItem:
        return QAItem(item_id="x", question=question, answers=("Ridley Scott",))

    assert repeat_key(bare("Who directed Alien?")) == repeat_key(bare("who directed  alien"))
    assert repeat_key(bare("Who directed Alien?")) != repeat_key(bare("Who directed Aliens?"))
    facts = {"entities": "mark king | zack hexum", "relation": "born", "op": "first"}
    ab = bare("Who was born first, Mark King or Zack Hexum?").model_copy(
        update={"computed": facts})
    ba = bare("Who was born first, Zack Hexum or Mark King?").model_copy(
        update={"computed": facts})
    died = ab.model_copy(update={"computed": {**facts, "relation": "died"}})
    assert repeat_key(ab) == repeat_key(ba) != repeat_key(died)


async def test_the_same_pair_in_another_order_from_another_graph_is_a_repeat(
    tmp_path: Path,
) -> None:
    """The same pair in another order from another graph a round later is a repeat."""
    # ``Who was born first, A or B?`` then ``..., B or A?``.
    first = _candidate("i-a", "g1")
    a, b = first.computed["a"], first.computed["b"]
    swapped = _candidate("i-b", "g2", "r2").model_copy(update={
        "question": first.question.replace(a, "\0").replace(b, a).replace("\0", b),
        "computed": {**first.computed, "a": b, "b": a}})  # fmt: skip
    assert swapped.question != first.question
    bus = await _judge(tmp_path, [first, swapped])
    accepted = [r.envelope().payload["item"]["item_id"] for r in await bus.read(ACCEPTED, 0, 9)]
    rejected = JudgedItem.model_validate((await bus.read(REJECTED, 0, 9))[0].envelope().payload)
    assert accepted == ["i-a"] and rejected.item.item_id == "i-b"
    assert rejected.reasons[0].startswith("repeats the facts of item i-a")


async def test_a_claim_set_is_not_accepted_again_in_a_later_round(tmp_path: Path) -> None:
    """A claim set accepted in round 1 is rejected as a repeat in round 2."""
    # Another question over the same used claims, no entities recorded.
    first = _candidate("i-a", "g1").model_copy(update={"computed": {}})
    again = first.model_copy(update={"item_id": "i-b", "round_id": "r2",
                                     "question": "Which of the two was born earlier: "
                                     + first.question.split(", ", 1)[1]})  # fmt: skip
    bus = await _judge(tmp_path, [first, again])
    rejected = JudgedItem.model_validate((await bus.read(REJECTED, 0, 9))[0].envelope().payload)
    assert rejected.item.item_id == "i-b"
    assert any(r == "repeats the claim set of item i-a" for r in rejected.reasons)


def _items_over(pattern: Pattern, graph: str, round_id: str) -> list[QAItem]:
    drafts = RuleQAGenerator().generate_sync(
        film_buckets().buckets, pattern=pattern, n_pairs=40, seed=7
    )
    return [
        QAItem(item_id=f"{pattern}-{k}", question=d.question, answers=(d.answer,),
               pattern=pattern, used_claims=d.used_claims, graph_id=graph,
               round_id=round_id, computed=d.computed)
        for k, d in enumerate(drafts)
    ]  # fmt: skip


async def test_a_later_item_over_the_same_entities_is_a_repeat(tmp_path: Path) -> None:
    """A later item over the same entities is a repeat, however worded; another pair is fresh."""
    # ``Who was born first, the director of The Prestige or Mark King?`` then ``... Christopher
    # Nolan or Mark King?`` are one pair, though question, claims and pattern differ.
    bridge = next(i for i in _items_over("conjunction", "g1", "r1")
                  if "The Prestige" in i.question and "Mark King" in i.question)  # fmt: skip
    direct = [i for i in _items_over("comparison", "g1", "r2")
              if i.question.startswith("Who was born first")]  # fmt: skip
    same = next(i for i in direct if "Nolan" in i.question and "Mark King" in i.question)
    other = next(i for i in direct if "Mark King" not in i.question)
    assert bridge.computed["entities"] == same.computed["entities"]
    bus = await _judge(tmp_path, [bridge, same, other.model_copy(update={"round_id": "r3"})])
    accepted = {r.envelope().payload["item"]["item_id"] for r in await bus.read(ACCEPTED, 0, 100)}
    assert accepted == {bridge.item_id, other.item_id}
    rejected = JudgedItem.model_validate((await bus.read(REJECTED, 0, 100))[0].envelope().payload)
    assert rejected.item.item_id == same.item_id
    assert rejected.verdicts[0].criteria["novel"] is False
    assert any(r.startswith("repeats the entities") and bridge.item_id in r
               for r in rejected.reasons)  # fmt: skip


def _nolan_items() -> list[QAItem]:
    docs = [
        bucket(1, "Christopher Nolan", ["Christopher Edward Nolan (born 30 July 1970) is an "
                                        "English-American film director."]),
        bucket(2, "The Prestige (film)", ["The Prestige is a British-American mystery thriller "
                                          "film directed by Christopher Nolan.",
                                          "The Prestige was released on 20 October 2006."]),
        bucket(3, "Mark King (musician)", ["Mark King (born 20 October 1958) is an English "
                                           "musician."]),
    ]  # fmt: skip
    items = []
    patterns: tuple[Pattern, ...] = ("conjunction", "temporal")
    for k, pattern in enumerate(patterns):
        d = RuleQAGenerator().generate_sync(docs, pattern=pattern, n_pairs=1, seed=7)[0]
        items.append(QAItem(item_id=f"i-{pattern}", question=d.question, answers=(d.answer,),
                            pattern=pattern, used_claims=d.used_claims, graph_id="g1",
                            round_id=f"r{k + 1}", computed=d.computed))  # fmt: skip
    return items


async def test_a_later_item_of_the_graph_over_the_bridges_film_and_director_is_rejected(
    tmp_path: Path,
) -> None:
    """A bridge through The Prestige's director, then Nolan's age at its release: one pair."""
    bridge, interval = _nolan_items()
    assert item_names(interval) <= item_names(bridge)
    bus = await _judge(tmp_path, [bridge, interval])
    accepted = {r.envelope().payload["item"]["item_id"] for r in await bus.read(ACCEPTED, 0, 9)}
    assert accepted == {bridge.item_id}
    rejected = JudgedItem.model_validate((await bus.read(REJECTED, 0, 9))[0].envelope().payload)
    assert rejected.item.item_id == interval.item_id
    assert rejected.reasons == ("reuses 2 entities (christopher nolan, prestige) of item "
                                "i-conjunction of its graph",)  # fmt: skip


async def test_the_same_pair_in_another_graph_is_not_a_reuse(tmp_path: Path) -> None:
    """The overlap is counted within one graph: the same two items from two graphs both pass."""
    bridge, interval = _nolan_items()
    bus = await _judge(tmp_path, [bridge, interval.model_copy(update={"graph_id": "g2"})])
    accepted = {r.envelope().payload["item"]["item_id"] for r in await bus.read(ACCEPTED, 0, 9)}
    assert accepted == {bridge.item_id, interval.item_id}
