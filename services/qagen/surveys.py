"""The survey loop the pattern surveys share (``bridge_survey``, ``temporal_survey``).

One generation call per graph of a run's stored claims, with the rule generator's own
readers: its drafts, the graphs giving one, their distinct entity sets (the judge asks a set
once: a set is at most one item over all rounds), their questions and the template's skips.
Each survey adds the stage counts of its own pattern from the graph's fact index; the
directories of a command are read here too.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from services.qagen.fact_index import FactIndex
from services.qagen.rules import RuleQAGenerator
from shared.bus.local import LocalBus
from shared.bus.scan import payloads
from shared.errors import InputError
from shared.messages.claims import ClaimBuckets
from shared.messages.qa import Pattern
from shared.messages.topics import CLAIMS
from shared.web.store import DocumentStore

__all__ = ["DraftCounts", "read_claims", "survey_directories", "survey_drafts"]

Texts = Callable[[str], str | None]
"""A document's whole text by content hash, as the qagen service's (the one-page check)."""
T = TypeVar("T")

_DRAFTS = 1000
"""Drafts asked of one generation call: more than any graph gives."""


@dataclass
class DraftCounts:
    """What one generation call per graph gave over a set of graphs."""

    graphs: int = 0
    drafts: int = 0
    graphs_with_draft: int = 0
    entity_sets: int = 0
    questions: list[str] = field(default_factory=list)
    skips: Counter[str] = field(default_factory=Counter)

    def drafted(self) -> str:
        """The draft counts, the tail of a survey's line."""
        return (f"drafts {self.drafts} in {self.graphs_with_draft} graphs, entity sets "
                f"{self.entity_sets}")  # fmt: skip


def survey_drafts(
    graphs: Iterable[ClaimBuckets],
    texts: Texts | None,
    pattern: Pattern,
    skip_prefixes: tuple[str, ...],
    found: DraftCounts,
    stages: Callable[[FactIndex], None],
) -> None:
    """Add to ``found`` each graph of two or more buckets with claims: ``stages`` reads the
    graph's fact index (its skips cleared) for the survey's own counts, then one generation
    call of ``pattern`` gives the drafts; the skips whose reason opens with one of
    ``skip_prefixes`` are kept."""
    for graph in graphs:
        found.graphs += 1
        buckets = [b for b in graph.buckets if b.claims]
        if len(buckets) < 2:
            continue
        generator = RuleQAGenerator(texts)
        index = generator.index(buckets)
        index.skips.clear()
        stages(index)
        drafts = generator.generate_sync(buckets, pattern=pattern, n_pairs=_DRAFTS, seed=0)
        found.drafts += len(drafts)
        found.graphs_with_draft += bool(drafts)
        found.entity_sets += len({d.computed.get("entities", "") for d in drafts})
        found.questions += [f"{d.question} -> {d.answer}" for d in drafts]
        found.skips.update({k: n for k, n in generator.skips.items()
                            if k.startswith(skip_prefixes)})  # fmt: skip


async def _claims(path: Path) -> list[ClaimBuckets]:
    bus = LocalBus(path)
    try:
        return [c async for c in payloads(bus, CLAIMS, ClaimBuckets)]
    finally:
        await bus.close()


def read_claims(data_dir: Path) -> list[ClaimBuckets]:
    """The claim buckets a run stored in ``data_dir``'s local topic log."""
    path = data_dir / "bus.db"
    if not path.is_file():
        raise InputError(f"{data_dir} holds no topic log (bus.db)",
                         hint="give the --data-dir of a `dyneval run`")  # fmt: skip
    return asyncio.run(_claims(path))


def survey_directories(
    names: Sequence[str], survey: Callable[[list[ClaimBuckets], Texts | None], T]
) -> Iterator[tuple[str, Path, T]]:
    """Each data directory of a command with ``survey`` run over its stored claims, the
    directory's document store (when it has one) giving the whole texts."""
    for name in names:
        data_dir = Path(name)
        claims = read_claims(data_dir)
        documents = data_dir / "documents.db"
        store = DocumentStore(documents) if documents.is_file() else None
        try:
            found = survey(claims, store.text if store is not None else None)
        finally:
            if store is not None:
                store.close()
        yield name, data_dir, found
