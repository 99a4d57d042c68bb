"""Rule checks every candidate must pass before any judge sees it.

They repeat the intrinsic validations of ``shared.quality.validate`` (documents per
pattern, no answer leakage, recomputed temporal/comparison answers) and add: the
question must not refer to "the document" or "the source", must not be trivial or a
bare yes/no question, the answer must be short enough, and the question must not repeat
an earlier item (exactly, by normalised text, or nearly, by rapidfuzz token-set
similarity).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from shared.llm.replies import QADraft
from shared.messages.qa import QAItem
from shared.metrics.normalize import normalize_answer
from shared.quality.gates import gate_failures
from shared.quality.shortcut import single_document_shortcut
from shared.quality.validate import intrinsic_problems

__all__ = ["CheckResult", "DuplicateIndex", "RuleChecks", "draft_of"]

_DOC_REFERENCE = re.compile(
    r"\b(the|this|that|these|those)\s+(document|documents|source|sources|article|passage|"
    r"text|snippet|page|context|report above)\b|\baccording to the (text|document|source)\b",
    re.IGNORECASE,
)
_YES_NO_START = re.compile(
    r"^(is|are|was|were|do|does|did|can|could|has|have|had|will|would|should)\b", re.I
)
_YES_NO_ANSWER = {"yes", "no"}


def draft_of(item: QAItem) -> QADraft:
    """The item as a draft, so qagen's validations can run on it."""
    return QADraft(
        used_claims=item.used_claims,
        question=item.question,
        answer=item.answers[0],
        reasoning_steps=item.reasoning_steps,
        computed=item.computed,
    )


@dataclass
class DuplicateIndex:
    """Earlier items' questions and answers, for exact and near-duplicate lookups.

    An item repeats an earlier one when its question is the same (after normalisation) or
    nearly the same (rapidfuzz token-set similarity, searched among the items of the same
    seed graph, where collisions happen) *and* its gold answer is the same. A question
    whose answer changed because the evidence changed is a fresh item, not a repeat:
    that is what a live benchmark is for.

    A near match between two items that both name the entities their facts are about
    (``computed["entities"]``) and name different ones is no repeat: ``Which publishing
    house was founded first, Onufri Publishing House or Concordia Publishing House?`` shares
    94% of its words with ``..., Silesian National Publishing House or Concordia Publishing
    House?`` and its answer, yet asks another pair (the judge's identity, entity and
    implied-order checks hold what such items may not repeat). The exact question still
    counts.
    """

    threshold: float = 90.0
    exact: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    by_graph: dict[str, tuple[list[str], list[tuple[str, str]]]] = field(default_factory=dict)
    entities: dict[str, str] = field(default_factory=dict)
    """Each item's ``computed["entities"]`` (empty for an item without facts)."""

    def add(
        self,
        item_id: str,
        question: str,
        graph_id: str | None = None,
        answer: str = "",
        entities: str = "",
    ) -> None:
        """Remember ``question`` (with its gold ``answer`` and the ``entities`` its facts are
        about) as asked by ``item_id``."""
        norm = normalize_answer(question)
        owner = (item_id, normalize_answer(answer))
        self.exact.setdefault(norm, []).append(owner)
        questions, owners = self.by_graph.setdefault(graph_id or "", ([], []))
        questions.append(norm)
        owners.append(owner)
        self.entities[item_id] = entities

    def duplicate_of(
        self,
        item_id: str,
        question: str,
        graph_id: str | None = None,
        answer: str = "",
        entities: str = "",
    ) -> tuple[str, float] | None:
        """The earlier item this one repeats, with the question similarity, if any."""
        norm = normalize_answer(question)
        gold = normalize_answer(answer)
        for owner, owner_answer in self.exact.get(norm, []):
            if owner != item_id and owner_answer == gold:
                return owner, 100.0
        questions, owners = self.by_graph.get(graph_id or "", ([], []))
        for _match, score, index in process.extract(
            norm,
            questions,
            scorer=fuzz.token_set_ratio,
            score_cutoff=self.threshold,
            limit=None,
        ):
            owner, owner_answer = owners[index]
            theirs = self.entities.get(owner, "")
            if entities and theirs and entities != theirs:
                continue  # another pair asked in the same template
            if owner != item_id and owner_answer == gold:
                return owner, float(score)
        return None


@dataclass(frozen=True, slots=True)
class CheckResult:
    """The outcome of the rule checks on one item."""

    reasons: list[str]
    """Why checks failed (empty when all pass)."""
    novel: bool
    """False when the item repeats an earlier one (a collision across rounds)."""


@dataclass(frozen=True)
class RuleChecks:
    """The rule checks with their thresholds."""

    max_answer_words: int = 40
    min_question_words: int = 5

    def problems(self, item: QAItem, earlier: DuplicateIndex | None = None) -> list[str]:
        """Why the item fails the rule checks (empty when it passes)."""
        return self.check(item, earlier).reasons

    def check(self, item: QAItem, earlier: DuplicateIndex | None = None) -> CheckResult:
        """The failed checks with reasons, and whether the item is novel (no repeat)."""
        novel = True
        reasons: list[str] = []
        if item.pattern is not None:
            reasons.extend(intrinsic_problems(draft_of(item), item.pattern))
        question = item.question.strip()
        if _DOC_REFERENCE.search(question):
            reasons.append("the question refers to the document or source instead of the world")
        words = question.split()
        if len(words) < self.min_question_words:
            reasons.append(f"the question is trivial ({len(words)} words)")
        answer = normalize_answer(item.answers[0])
        if answer in _YES_NO_ANSWER and _YES_NO_START.match(question):
            reasons.append("a yes/no question")
        if not answer:
            reasons.append("the answer is empty")
        elif len(item.answers[0].split()) > self.max_answer_words:
            reasons.append(
                f"the answer is too long ({len(item.answers[0].split())} words, "
                f"at most {self.max_answer_words})"
            )
        reasons.extend(gate_failures(item).values())
        if item.pattern is not None and item.used_claims:
            shortcut = single_document_shortcut(item)
            if shortcut is not None:
                reasons.append(f"shortcut: {shortcut}")
        if earlier is not None:
            dup = earlier.duplicate_of(item.item_id, question, item.graph_id, item.answers[0],
                                       item.computed.get("entities", ""))  # fmt: skip
            if dup is not None:
                novel = False
                reasons.append(f"repeats earlier item {dup[0]} (similarity {dup[1]:.0f})")
        return CheckResult(reasons, novel)

    def check_many(self, items: Iterable[QAItem]) -> list[list[str]]:
        """Run the checks over items in order, each against the ones before it."""
        index = DuplicateIndex()
        out = []
        for item in items:
            out.append(self.problems(item, index))
            index.add(item.item_id, item.question, item.graph_id, item.answers[0],
                      item.computed.get("entities", ""))  # fmt: skip
        return out
