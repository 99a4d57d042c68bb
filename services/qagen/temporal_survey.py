"""The temporal survey: where a run's temporal candidates stop, stage by stage.

A temporal item (``How many years after the release of X was Y released?``) needs two dated
facts on two documents, a pair that passes the pair gates (life events, precision, the
link between the subjects, the one-page check), a draft that passes the naturalness gates,
a place in a round's draw, and the judge. Run over what a ``dyneval run`` stored, with the
rule generator's own readers, this counts per data directory:

- ``dated facts``: facts whose value is a date;
- ``pairs``: pairs of dated facts from two documents (distinct by URL and content), as the
  template examines them, and the template's skips of them by reason (``temporal: ...``);
- ``drafts``: temporal drafts of one generation call per graph, the graphs giving one, and
  their distinct entity sets (the judge asks a set once: a set is at most one item over
  all rounds);
- per round, the candidates and the accepted items by pattern (the round's mix), and the
  temporal candidates the judge or qagen's gates rejected, by reason.

Run ``python -m services.qagen.temporal_survey DATA_DIR ...`` (one block per directory).
"""

from __future__ import annotations

import asyncio
import random
import re
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from services.qagen.drafting import fact_pairs
from services.qagen.fact_index import FactIndex
from services.qagen.surveys import DraftCounts, Texts, survey_directories, survey_drafts
from shared.bus.local import LocalBus
from shared.bus.scan import payloads
from shared.facts import DateValue
from shared.messages.claims import ClaimBuckets
from shared.messages.qa import JudgedItem, QAItem
from shared.messages.topics import ACCEPTED, CANDIDATES, REJECTED

__all__ = ["RoundMix", "TemporalSurvey", "main", "round_mix", "survey"]

_SKIPS = ("temporal:", "pairs beyond")


@dataclass
class TemporalSurvey(DraftCounts):
    """Stage counts of the temporal candidates of a set of graphs."""

    dated: int = 0
    pairs: int = 0

    def line(self) -> str:
        """The counts on one line."""
        return (f"graphs {self.graphs}, dated facts {self.dated}, pairs {self.pairs}, "
                f"{self.drafted()}")  # fmt: skip


def survey(graphs: Iterable[ClaimBuckets], texts: Texts | None = None) -> TemporalSurvey:
    """Count each generation stage over ``graphs``; ``texts`` gives a document's whole text
    by content hash, as the qagen service's does (the one-page check reads it)."""
    found = TemporalSurvey()

    def stages(index: FactIndex) -> None:
        dated = [f for f in index.facts if isinstance(f.value, DateValue)]
        found.dated += len(dated)
        found.pairs += sum(1 for _ in fact_pairs(dated, random.Random(0), Counter()))

    survey_drafts(graphs, texts, "temporal", _SKIPS, found, stages)
    return found


@dataclass
class RoundMix:
    """A run's rounds: candidates and accepted items by pattern, temporal rejections."""

    candidates: dict[str, Counter[str]] = field(default_factory=dict)
    accepted: dict[str, Counter[str]] = field(default_factory=dict)
    rejected: Counter[str] = field(default_factory=Counter)
    """Temporal candidates rejected, by the kind of their first reason."""

    def lines(self) -> list[str]:
        """One line per round, then the temporal rejections."""
        out = []
        for round_id in sorted(self.candidates.keys() | self.accepted.keys()):
            out.append(f"{round_id}: candidates {_shown(self.candidates.get(round_id))}; "
                       f"accepted {_shown(self.accepted.get(round_id))}")  # fmt: skip
        out += [f"  temporal rejected {n:4d} {why}" for why, n in self.rejected.most_common()]
        return out


def _shown(counts: Counter[str] | None) -> str:
    return ", ".join(f"{p} {n}" for p, n in sorted((counts or Counter()).items())) or "none"


def reason_kind(reason: str) -> str:
    """A rejection reason without its item ids, graph ids and figures (``repeats earlier
    item 8c8e… (similarity 100)`` → ``repeats earlier item``)."""
    kind = re.sub(r"\s*\(.*", "", reason)
    kind = re.sub(r"\b[0-9a-f]{12,}\b.*", "", kind)
    return re.sub(r"\s+", " ", kind).strip(" :") or "no reason stated"


async def _mix(path: Path) -> RoundMix:
    found = RoundMix()
    bus = LocalBus(path)
    try:
        async for item in payloads(bus, CANDIDATES, QAItem):
            found.candidates.setdefault(item.round_id or "", Counter())[item.pattern or "none"] += 1
        async for judged in payloads(bus, ACCEPTED, JudgedItem):
            round_id = judged.item.round_id or ""
            found.accepted.setdefault(round_id, Counter())[judged.item.pattern or "none"] += 1
        async for judged in payloads(bus, REJECTED, JudgedItem):
            if judged.item.pattern == "temporal":
                found.rejected[reason_kind(judged.reasons[0] if judged.reasons else "")] += 1
    finally:
        await bus.close()
    return found


def round_mix(data_dir: Path) -> RoundMix:
    """The per-round mix of the run stored in ``data_dir``'s topic log."""
    return asyncio.run(_mix(data_dir / "bus.db"))


def main(argv: Sequence[str] | None = None) -> int:
    """Print each directory's counts, skips, drafts and per-round mix."""
    for name, data_dir, found in survey_directories(
        argv if argv is not None else sys.argv[1:], survey
    ):
        print(f"{name}: {found.line()}")
        for reason, count in found.skips.most_common():
            print(f"  skip {count:4d} {reason}")
        for question in found.questions:
            print(f"  draft: {question}")
        for line in round_mix(data_dir).lines():
            print(f"  {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
