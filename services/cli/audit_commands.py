"""``dyneval audit ROUND``: the quality of a round's items, and a sample for a reviewer."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Annotated

import typer

from services.cli.common import emit_json, print_table, run_async, settings, stdout_console
from services.qagen.fact_index import FactIndex
from shared.agents.bm25 import Bm25Agent
from shared.agents.config import Bm25Spec
from shared.bus import open_bus
from shared.bus.scan import payloads
from shared.errors import InputError
from shared.messages.claims import ClaimBuckets
from shared.messages.qa import JudgedItem, QAItem
from shared.messages.topics import ACCEPTED, CLAIMS, REJECTED
from shared.quality.audit import (
    AUDIT_GATES,
    DEFECT_CLASSES,
    RoundAudit,
    audit_round,
    describe_item,
    stratified_sample,
)
from shared.rounds.documents import round_documents

__all__ = ["register", "same_name_counts"]

_SHARED_SUBJECT = "fact: another entity of the graph shares the subject's name"
_SHARED_MAKER = "fact: another entity of the graph shares the maker's name"


def same_name_counts(graphs: Iterable[ClaimBuckets]) -> dict[str, int]:
    """How the rule generator reads names two entities of a graph share, over ``graphs``:
    subjects it asks qualified (``the author Richard Wright``) and facts it drops because no
    role tells the entities apart (as subject, or as a maker), so the audit counts drops
    that never become candidates."""
    out: Counter[str] = Counter()
    for graph in graphs:
        index = FactIndex.build(graph.buckets)
        out["same_name: qualified subjects"] += len(index.qualified)
        out["same_name: dropped facts (subject)"] += index.skips[_SHARED_SUBJECT]
        out["same_name: dropped facts (maker)"] += index.skips[_SHARED_MAKER]
    return dict(out)


async def _audit(round_id: str) -> tuple[RoundAudit, list[QAItem]]:
    conf = settings()
    bus = open_bus(conf)
    try:
        judged: list[JudgedItem] = []
        for topic in (ACCEPTED, REJECTED):
            judged.extend([j async for j in payloads(bus, topic, JudgedItem)
                           if round_id == "all" or j.item.round_id == round_id])  # fmt: skip
        if not judged:
            raise InputError(
                f"round {round_id!r} has no judged items on this bus",
                hint="run `dyneval round list` (or check --data-dir) for the rounds there are",
            )
        accepted = [j.item for j in judged if j.accepted]
        graphs = {j.item.graph_id for j in judged}
        latest: dict[str, ClaimBuckets] = {}
        async for claims in payloads(bus, CLAIMS, ClaimBuckets):
            if claims.graph_id in graphs:
                latest[claims.graph_id] = claims
        names = same_name_counts(latest.values())
        documents = await round_documents(bus, conf, accepted)
        agent = Bm25Agent(Bm25Spec(name="bm25", kind="bm25"))
        answers = {
            item.item_id: (await agent.answer(item.question, item_id=item.item_id,
                                              round_id=round_id, documents=documents)).answer
            for item in accepted
        }  # fmt: skip
    finally:
        await bus.close()
    texts = [f"{doc.title}\n{doc.text}" for doc in documents]
    audit = audit_round(round_id, judged, answers, texts)
    audit.names = names
    return audit, accepted


def _show(audit: RoundAudit) -> None:
    console = stdout_console()
    console.print(f"round {audit.round_id}: {audit.accepted} accepted, {audit.rejected} rejected")
    print_table("items failing each gate", ["gate", "accepted", "all candidates"],
                [(g, audit.gate_failures[g], audit.candidate_failures[g])
                 for g in AUDIT_GATES])  # fmt: skip
    print_table("accepted items by pattern", ["pattern", "items"], sorted(audit.patterns.items()))
    print_table("accepted items by distinct documents", ["documents", "items"],
                sorted(audit.documents.items()))  # fmt: skip
    print_table("difficulty (EM on accepted items)", ["baseline", "EM"],
                [(k, "n/a" if v is None else f"{v:.3f}") for k, v in audit.difficulty.items()])
    print_table("defect classes (issue 15): how often each gate or rewrite fired",
                ["class", "candidates", "accepted", "what it catches"],
                [(name, *audit.defects.get(name, (0, 0)), text)
                 for name, text in DEFECT_CLASSES.items()])  # fmt: skip
    if audit.names:
        print_table("names two entities share, in the graphs' facts (the rule generator)",
                    ["how read", "count"], sorted(audit.names.items()))  # fmt: skip
    if audit.rejection_reasons:
        print_table("why candidates were rejected", ["reason", "candidates"],
                    list(audit.rejection_reasons.items())[:15])  # fmt: skip
    for failing in audit.failing:
        console.print(f"FAILING {failing.item.item_id}: {failing.item.question}", highlight=False)
        for name, reason in failing.failures.items():
            console.print(f"    {name}: {reason}", highlight=False)


def audit(
    round_id: Annotated[
        str, typer.Argument(help="The round to audit (e.g. r0001), or 'all' for every round.")
    ],
    sample: Annotated[
        int, typer.Option("--sample", min=0, help="Also print N accepted items for a reviewer.")
    ] = 0,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the sample.")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Count a round's items failing each quality gate; documents per item, pattern mix,
    and difficulty (EM of the oracle, BM25 and a closed-book baseline)."""
    result, accepted = run_async(lambda: _audit(round_id))
    items = stratified_sample(accepted, sample, seed)
    if as_json:
        data = result.as_dict()
        data["sample"] = [item.model_dump(mode="json") for item in items]
        emit_json(data)
        return
    _show(result)
    if items:
        console = stdout_console()
        console.print(f"\nsample of {len(items)} accepted items (seed {seed}, by pattern):")
        for item in items:
            console.print(describe_item(item) + "\n", highlight=False, markup=False)


def register(app: typer.Typer) -> None:
    """Add ``dyneval audit`` to the CLI."""
    app.command("audit")(audit)
