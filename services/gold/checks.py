"""Every candidate's gate: structure, the primary-intent rule, duplicates, reconstruction.

Structural checks: a question that reads as one (ends with ``?`` or opens with an imperative
such as "Summarize"), a non-empty answer that the question does not give away
(``shared.quality.validate.answer_leaks``; choice and contradiction items excepted), facts
with chunk ids and pages, answer-type rules (lists with two or more items, instructional
answers with numbered steps, contradiction reports opening with ``CONFLICT_PREFIX``), and no
repeat of an earlier accepted question (exact repeats by
``shared.quality.rule_checks.DuplicateIndex``, near repeats by rapidfuzz ratio >= 97;
token-set similarity would merge "A and B" with "A, B and C"). Then the primary-intent
rule (``intent.primary_intent``) and the reconstruction judge.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rapidfuzz import fuzz

from services.gold.contradictions import CONFLICT_PREFIX
from services.gold.intent import primary_intent
from services.gold.reconstruct import ReconstructionJudge
from shared.messages.qa import QAItem
from shared.metrics.item_set import split_items
from shared.metrics.normalize import normalize_answer
from shared.quality.gates import gate_failures
from shared.quality.rule_checks import DuplicateIndex
from shared.quality.validate import answer_leaks

__all__ = ["REPEAT_RUN", "GoldChecks", "repeats_document", "structural_problems"]

NATURAL_GATES: tuple[str, ...] = (
    "quoted_span", "truncated_word", "dateline", "dangling_reference", "too_long",
)
"""The items issue's naturalness gates (``shared.quality.gates``) every gold item passes:
at most 30 words, no long quote, no dangling pronoun or dateline. The repeated-evidence
rule is gold's own (``repeats_document``)."""

REPEAT_RUN = 9
"""Consecutive words of the document a question may not repeat (the sentence-with-a-blank
form, or a raw clause pasted in)."""


def _word_runs(text: str) -> set[tuple[str, ...]]:
    words = normalize_answer(text).split()
    return {tuple(words[i : i + REPEAT_RUN]) for i in range(len(words) - REPEAT_RUN + 1)}


def repeats_document(item: QAItem) -> str | None:
    """The one repeated-evidence rule of gold items: the question repeats ``REPEAT_RUN`` or
    more consecutive words (normalised: case, punctuation and articles ignored) of a used
    fact's *span*, the document's own words as printed.

    A fact's claim text is not compared. For a table cell it is the builder's template ("In
    the table ..., the <header> of <row label> is <cell>"), so its overlap with a question
    grows with the row label's length, not with any copying of the document: comparing it
    refused "the cost per product of FCC OPS installation and verification" and kept the
    same question about "AFM revisions". For a prose fact the span holds the sentence the
    claim was rewritten from, so a copied sentence is still caught there."""
    grams = _word_runs(item.question)
    if not grams:
        return None
    for used in item.used_claims:
        if used.span and not grams.isdisjoint(_word_runs(used.span)):
            return (f"the question repeats {REPEAT_RUN} or more words of the document "
                    f"({used.claim_id}) word for word")
    return None

_CUT_AT_CONJUNCTION = re.compile(r"(?:,\s*|\s)(?:and|or|but|that|which)\s*[.!?]?\s*$", re.I)
"""A sentence split in its coordination and left hanging ("..., and" or "..., and."): the
rest of the statement ("that provides necessary safety information") is lost."""

_IMPERATIVE = ("summarize", "summarise", "list", "describe", "name", "give", "explain")


def structural_problems(item: QAItem) -> list[str]:
    """Problems visible from the item alone (see the module docstring)."""
    problems: list[str] = []
    question = item.question.strip()
    answer = item.answers[0].strip()
    if not (question.endswith("?") or question.lower().startswith(_IMPERATIVE)):
        problems.append("the question does not read as a question")
    if len(question.split()) < 4:
        problems.append(f"the question is trivial ({len(question.split())} words)")
    if not answer:
        problems.append("the answer is empty")
    kind = item.answer_type
    if kind != "no_information":
        if not item.used_claims:
            problems.append("the item has no atomic facts")
        if any(not c.chunk_id or not c.pages for c in item.used_claims):
            problems.append("a fact has no chunk id or page")
    cut = next((c.claim for c in item.used_claims if _CUT_AT_CONJUNCTION.search(c.claim)), None)
    if cut is not None or _CUT_AT_CONJUNCTION.search(answer):
        problems.append(f"a fact or the answer is cut at a conjunction: {cut or answer!r}")
    if kind in ("definitive",) and answer_leaks(question, answer):
        problems.append("the answer appears in the question")
    if kind == "list" and len(split_items(answer)) < 2:
        problems.append("a list answer needs at least two items")
    if kind == "instructional" and not answer.lstrip().startswith("1."):
        problems.append("an instructional answer must be numbered steps")
    if kind == "contradiction_report" and not answer.startswith(CONFLICT_PREFIX):
        problems.append(f"a contradiction report must open with {CONFLICT_PREFIX!r}")
    if kind in ("definitive", "list", "summary", "instructional"):
        intended = primary_intent(question)
        if intended != kind:
            problems.append(f"answer type {kind} does not match the question's primary intent "
                            f"({intended})")  # fmt: skip
    gates = NATURAL_GATES + (("answer_type",) if kind == "definitive" else ())
    problems.extend(f"naturalness ({name}): {reason}"
                    for name, reason in gate_failures(item, gates).items())
    repeated = repeats_document(item)
    if repeated is not None:
        problems.append(f"naturalness (quotes_evidence): {repeated}")
    return problems


@dataclass
class GoldChecks:
    """The gate, with the reconstruction judge and the questions accepted so far."""

    judge: ReconstructionJudge
    index: DuplicateIndex = field(default_factory=DuplicateIndex)
    near: list[tuple[str, str]] = field(default_factory=list)
    """(normalised question, item id) of accepted items, for the near-duplicate test."""

    async def problems(self, item: QAItem) -> list[str]:
        """Why the item is rejected (empty when accepted)."""
        problems = structural_problems(item)
        norm = normalize_answer(item.question)
        # A gold set asks each question once, whatever its answer: any earlier owner counts.
        owner = next((o for o, _ in self.index.exact.get(norm, []) if o != item.item_id), None)
        if owner is not None:
            problems.append(f"repeats earlier item {owner} (same question)")
        else:
            for other, owner in self.near:
                if fuzz.ratio(norm, other) >= 97:
                    problems.append(f"repeats earlier item {owner} (similarity >= 97)")
                    break
        if not problems:
            problems.extend(f"reconstruction ({self.judge.name}): {p}"
                            for p in await self.judge.problems(item))  # fmt: skip
        return problems

    def accept(self, item: QAItem) -> None:
        """Remember an accepted item's question."""
        self.index.add(item.item_id, item.question)
        self.near.append((normalize_answer(item.question), item.item_id))
