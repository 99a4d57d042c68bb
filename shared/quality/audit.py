"""The audit of a round: how many items fail each gate, documents per item, pattern mix,
difficulty (EM of the oracle, the BM25 baseline and a closed-book baseline), and the
failing items, so a benchmark's users can see what they are getting (``QUALITY.md``).

Pure functions over judged items; ``dyneval audit`` reads them from the bus and runs the
BM25 agent, and the HTML report shows the same ``RoundAudit``.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from shared.agents.extractive import SentenceBank
from shared.messages.qa import JudgedItem, QAItem
from shared.metrics.answer import score_answer
from shared.quality.gates import GATES, ISSUE_GATES, gate_failures
from shared.quality.option_picker import pick_option
from shared.quality.shortcut import single_document_shortcut

__all__ = [
    "AUDIT_GATES",
    "DEFECT_CLASSES",
    "MIN_DOCUMENTS",
    "ItemAudit",
    "RoundAudit",
    "audit_item",
    "audit_round",
    "closed_book_answer",
    "describe_item",
    "distinct_documents",
    "stratified_sample",
]

MIN_DOCUMENTS: dict[str, int] = {"temporal": 2, "comparison": 2, "causal": 2, "conjunction": 3}
"""The fewest documents (distinct by URL and content) each pattern's claims come from."""

AUDIT_GATES: tuple[str, ...] = (*GATES, "documents", "shortcut")
"""Every gate the audit counts: the naturalness gates, the document minimum, the shortcut."""


DEFECT_CLASSES: dict[str, str] = {
    "same_name: qualified": "a name two entities of the documents share, asked with what its "
                            "page says it is (\"the author Richard Wright\")",
    **{f"gate: {name}": text for name, text in ISSUE_GATES.items()},
    "repeat: question": "the same question and answer as an accepted item (any graph, round)",
    "repeat: facts": "the same facts as an accepted item, in any order (any graph, round)",
    "repeat: entities": "the same entities as an accepted item of the graph (any round)",
    "repeat: claim set": "the claim set of an accepted item of the graph (any round)",
    "repeat: implied order": "an order the graph's accepted comparisons' answers already "
                             "state (A before B, B before C: A or C?)",
}
"""The defect classes reviewers found in accepted items, each with the gate or the rewrite
that now handles it; the audit counts how often each fired."""

_REPEATS = {
    "repeats earlier item": "repeat: question",
    "repeats the facts": "repeat: facts",
    "repeats the entities": "repeat: entities",
    "repeats the claim set": "repeat: claim set",
    "its answer follows from earlier items": "repeat: implied order",
}


def _defects_of(judged: JudgedItem, failures: Mapping[str, str]) -> set[str]:
    """The defect classes that fired on one judged candidate."""
    out = {f"gate: {name}" for name in failures if name in ISSUE_GATES}
    if judged.item.computed.get("qualified"):
        out.add("same_name: qualified")
    for reason in judged.reasons:
        for head, name in _REPEATS.items():
            if reason.startswith(head):
                out.add(name)
    return out


def distinct_documents(item: QAItem) -> int:
    """Documents the item's used claims come from, distinct by URL and by content."""
    urls = {u.url or f"doc:{u.doc_id}" for u in item.used_claims}
    contents = {u.content_hash or f"doc:{u.doc_id}" for u in item.used_claims}
    return min(len(urls), len(contents), len({u.doc_id for u in item.used_claims}))


@dataclass(frozen=True, slots=True)
class ItemAudit:
    """One item's gate failures (name -> reason) and its document count."""

    item: QAItem
    accepted: bool
    failures: dict[str, str]
    documents: int


def audit_item(judged: JudgedItem) -> ItemAudit:
    """Every audit gate on one judged item."""
    item = judged.item
    failures = gate_failures(item)
    docs = distinct_documents(item)
    need = MIN_DOCUMENTS.get(item.pattern or "", 1)
    if docs < need:
        failures["documents"] = f"claims from {docs} distinct documents, {need} needed"
    if item.pattern is not None and item.used_claims:
        shortcut = single_document_shortcut(item)
        if shortcut is not None:
            failures["shortcut"] = shortcut
    return ItemAudit(item, judged.accepted, failures, docs)


_OPTIONS = re.compile(r",\s+(.+?)\s+or\s+(.+?)\?\s*$")


def closed_book_answer(question: str) -> str:
    """The closed-book baseline: no documents, no memory; for ``A or B?`` it names the first
    option (a coin flip at best), otherwise it cannot answer."""
    m = _OPTIONS.search(question)
    return m.group(1) if m else "insufficient context"


@dataclass
class RoundAudit:
    """What ``dyneval audit ROUND`` prints."""

    round_id: str
    accepted: int = 0
    rejected: int = 0
    gate_failures: dict[str, int] = field(default_factory=dict)
    """Accepted items failing each gate (all zero for a healthy round)."""
    candidate_failures: dict[str, int] = field(default_factory=dict)
    """All judged candidates (accepted or rejected) failing each gate."""
    documents: dict[int, int] = field(default_factory=dict)
    """Accepted items by their number of distinct documents."""
    patterns: dict[str, int] = field(default_factory=dict)
    """Accepted items by pattern."""
    difficulty: dict[str, float | None] = field(default_factory=dict)
    """EM over the accepted items of ``oracle``, ``bm25`` (the extractive agent),
    ``bm25_pick`` (the BM25 option picker on choice items, the agent's answer on the rest)
    and ``closed_book`` (first option)."""
    choice_items: int = 0
    """Accepted items that are a choice between two options (``..., A or B?``)."""
    rejection_reasons: dict[str, int] = field(default_factory=dict)
    """Why the judge rejected candidates (the reason's first words)."""
    failing: list[ItemAudit] = field(default_factory=list)
    """Accepted items failing any gate."""
    names: dict[str, int] = field(default_factory=dict)
    """How the rule generator read shared names in the round's graphs (``dyneval audit``
    fills it from the claims: qualified subjects, dropped facts)."""
    defects: dict[str, tuple[int, int]] = field(default_factory=dict)
    """Per defect class (``DEFECT_CLASSES``): candidates it fired on, and accepted items it
    fired on (a gate's accepted count is a gate that failed to reject; a rewrite's, such as
    a qualified name, is items that carry it)."""

    def as_dict(self) -> dict[str, object]:
        """JSON-ready summary (failing items as id, question and failed gates)."""
        return {
            "round_id": self.round_id,
            "accepted": self.accepted,
            "rejected": self.rejected,
            "gate_failures": self.gate_failures,
            "candidate_failures": self.candidate_failures,
            "documents_per_item": {str(k): v for k, v in sorted(self.documents.items())},
            "patterns": self.patterns,
            "difficulty": self.difficulty,
            "choice_items": self.choice_items,
            "rejection_reasons": self.rejection_reasons,
            "defects": {name: {"candidates": c, "accepted": a}
                        for name, (c, a) in self.defects.items()},
            "shared_names": self.names,
            "failing": [
                {"item_id": a.item.item_id, "question": a.item.question, "failures": a.failures}
                for a in self.failing
            ],
        }


def _reason_key(reason: str) -> str:
    head = re.split(r"[:(]", reason, maxsplit=1)[0]
    head = " ".join(w for w in head.split() if not any(c.isdigit() for c in w))
    return " ".join(head.split()[:8])


def _em(answer: str, item: QAItem) -> float:
    return score_answer(answer, list(item.answers)).em


def _picks(
    items: Sequence[QAItem], documents: Sequence[str] | None, fallback: Mapping[str, str]
) -> dict[str, str]:
    """The option picker's answer per item: over ``documents`` when given, else over the
    spans of the round's used claims; items that are no choice keep the BM25 agent's."""
    texts = list(documents) if documents is not None else [
        u.span for item in items for u in item.used_claims]  # fmt: skip
    bank = SentenceBank(texts)
    out = {}
    for item in items:
        picked = pick_option(item.question, bank)
        out[item.item_id] = picked if picked is not None else fallback.get(item.item_id, "")
    return out


def audit_round(
    round_id: str,
    judged: Sequence[JudgedItem],
    bm25_answers: Mapping[str, str] | None = None,
    documents: Sequence[str] | None = None,
) -> RoundAudit:
    """The audit of one round's judged items; ``bm25_answers`` maps item ids to the BM25
    agent's answers (difficulty is ``None`` for a baseline not given); ``documents`` are
    the round's document texts the option picker searches (default: the used spans)."""
    out = RoundAudit(round_id)
    gates = dict.fromkeys(AUDIT_GATES, 0)
    candidates = dict.fromkeys(AUDIT_GATES, 0)
    docs: Counter[int] = Counter()
    patterns: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    accepted: list[QAItem] = []
    fired: Counter[str] = Counter()
    fired_accepted: Counter[str] = Counter()
    for one in judged:
        audit = audit_item(one)
        for name in audit.failures:
            candidates[name] += 1
        defects = _defects_of(one, audit.failures)
        fired.update(defects)
        if one.accepted:
            fired_accepted.update(defects)
        if not one.accepted:
            out.rejected += 1
            reasons.update({_reason_key(r) for r in one.reasons})
            continue
        out.accepted += 1
        accepted.append(one.item)
        docs[audit.documents] += 1
        patterns[one.item.pattern or "none"] += 1
        for name in audit.failures:
            gates[name] += 1
        if audit.failures:
            out.failing.append(audit)
    out.gate_failures, out.candidate_failures = gates, candidates
    out.documents, out.patterns = dict(docs), dict(patterns)
    out.rejection_reasons = dict(reasons.most_common())
    out.defects = {name: (fired[name], fired_accepted[name]) for name in DEFECT_CLASSES}
    n = len(accepted)
    picks = _picks(accepted, documents, bm25_answers or {})
    out.choice_items = sum(1 for i in accepted if closed_book_answer(i.question)
                           != "insufficient context")  # fmt: skip
    out.difficulty = {
        "oracle": sum(_em(i.answers[0], i) for i in accepted) / n if n else None,
        "bm25": (
            sum(_em(bm25_answers.get(i.item_id, ""), i) for i in accepted) / n
            if n and bm25_answers is not None
            else None
        ),
        "bm25_pick": sum(_em(picks[i.item_id], i) for i in accepted) / n if n else None,
        "closed_book": sum(_em(closed_book_answer(i.question), i) for i in accepted) / n
        if n else None,
    }
    return out


def stratified_sample(items: Sequence[QAItem], n: int, seed: int) -> list[QAItem]:
    """``n`` items drawn with ``seed``, patterns in turn (then source graphs in turn), so
    every pattern and many graphs are represented, not the first ``n``."""
    rand = random.Random(seed)
    by_pattern: dict[str, list[QAItem]] = {}
    for item in sorted(items, key=lambda i: i.item_id):
        by_pattern.setdefault(item.pattern or "none", []).append(item)
    for group in by_pattern.values():
        rand.shuffle(group)
        # spread graphs: one item per graph before a graph's second item
        seen: Counter[str] = Counter()
        ranked: list[tuple[int, int, QAItem]] = []
        for item in group:
            ranked.append((seen[item.graph_id or ""], len(ranked), item))
            seen[item.graph_id or ""] += 1
        group[:] = [item for _, _, item in sorted(ranked, key=lambda r: (r[0], r[1]))]
    out: list[QAItem] = []
    patterns = sorted(by_pattern)
    while len(out) < n and any(by_pattern.values()):
        for pattern in patterns:
            if by_pattern[pattern] and len(out) < n:
                out.append(by_pattern[pattern].pop(0))
    return out


def _aliases(item: QAItem) -> str:
    return f"   (also: {' | '.join(item.answers[1:])})" if len(item.answers) > 1 else ""


def describe_item(item: QAItem) -> str:
    """The item as a reviewer reads it: question, answer, pattern, used claims with their
    spans and documents, and the facts the answer was computed from."""
    lines = [
        f"item {item.item_id}  pattern {item.pattern}  graph {item.graph_id}",
        f"  Q: {item.question}",
        f"  A: {item.answers[0]}" + _aliases(item),
    ]
    for used in item.used_claims:
        lines.append(f"  - [{used.claim_id}] {used.claim}")
        lines.append(f"      span: {used.span!r}")
        lines.append(f"      doc {used.doc_id}: {used.url or used.title}")
    facts = item.computed.get("facts")
    if facts:
        lines.append("  facts: " + facts.replace(" ;; ", "; "))
    return "\n".join(lines)
