"""The reconstruction principle as a check: the answer must follow from facts and steps alone.

``RuleReconstructionJudge`` sees only an item's atomic facts and reasoning steps (never the
document) and rebuilds what it can:

- computed answers: every arithmetic step ``a + b = c`` / ``a − b = c`` / ``a × b = c`` /
  ``a ÷ b = c`` is recomputed; each operand must be a figure of some fact and the result
  must equal the written result and appear in the answer; a "the largest of a, b, c is m"
  step is checked the same way;
- lists: every answer item must be supported by one fact (its content words);
- contradiction reports: at least two facts, and each conflicting value (the differing
  figures or dates of the facts) stated in the answer;
- no-information items: the fixed answer with no facts and no steps;
- anything else: the answer's content words must all occur in the facts or steps
  (``shared.quality.rule_judge.RuleJudge``'s ``answerable`` criterion on the facts and steps).

Each failure is a sentence naming what could not be rebuilt. ``LLMReconstructionJudge``
(``services.gold.llm``) asks a model to write the answer from the same inputs.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Protocol

from services.gold.record import NO_INFORMATION_ANSWER
from shared.longdoc.search import content_tokens
from shared.messages.qa import QAItem, UsedClaim
from shared.metrics.conflict import states_value
from shared.metrics.item_set import split_items
from shared.quality.rule_judge import RuleJudge
from shared.text.dates import find_dates
from shared.text.numbers import Quantity, find_quantities

__all__ = ["ReconstructionJudge", "RuleReconstructionJudge", "conflicting_values",
           "expressions"]  # fmt: skip

_NUM = r"(?:[$€£]\s?)?-?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|percent|million|billion|thousand))?"
_EXPR = re.compile(rf"(?P<lhs>{_NUM}(?:[^=\n]*?\s[+\-−×*÷/]\s{_NUM})+)\s*=\s*(?P<rhs>{_NUM})")
_OPERATOR = re.compile(r"\s([+\-−×*÷/])\s")
_LARGEST = re.compile(r"largest of (?P<args>.+?) is (?P<result>" + _NUM + ")", re.IGNORECASE)
_REL = 0.005


class ReconstructionJudge(Protocol):
    """Rebuilds an item's answer from its facts and steps; returns the problems found."""

    @property
    def name(self) -> str:
        """``rules`` or ``llm:<model>``."""
        ...

    async def problems(self, item: QAItem) -> list[str]:
        """Why the answer cannot be reconstructed (empty when it can)."""
        ...


def _value(text: str) -> Quantity | None:
    found = find_quantities(text)
    return found[0] if found else None


def _close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=_REL, abs_tol=1e-6)


def expressions(steps: Sequence[str]) -> list[tuple[list[Quantity], list[str], Quantity]]:
    """(operands, operators, stated result) of every arithmetic step."""
    out = []
    for step in steps:
        for m in _EXPR.finditer(step):
            parts = _OPERATOR.split(m.group("lhs"))
            operands = [_value(p) for p in parts[0::2]]
            result = _value(m.group("rhs"))
            if result is None or any(q is None for q in operands):
                continue
            out.append(([q for q in operands if q is not None], parts[1::2], result))
    return out


def _evaluate(operands: Sequence[Quantity], operators: Sequence[str]) -> float:
    total = operands[0].value
    for op, q in zip(operators, operands[1:], strict=True):
        if op == "+":
            total += q.value
        elif op in "-−":
            total -= q.value
        elif op in "×*":
            total *= q.value
        elif q.value:
            total /= q.value
        else:
            return math.nan
    return total


def conflicting_values(facts: Sequence[UsedClaim]) -> list[str]:
    """The figures or dates that differ between the first two facts (as written)."""
    if len(facts) < 2:
        return []
    a, b = facts[0].claim, facts[1].claim
    qa, qb = find_quantities(a), find_quantities(b)
    if qa and qb:
        values_b = {round(q.base_value, 9) for q in qb}
        values_a = {round(q.base_value, 9) for q in qa}
        left = [q.text for q in qa if round(q.base_value, 9) not in values_b]
        right = [q.text for q in qb if round(q.base_value, 9) not in values_a]
        if left and right:
            return [left[0], right[0]]
    da, db = find_dates(a), find_dates(b)
    if da and db:
        left = [d.text for d in da if d.value not in {x.value for x in db}]
        right = [d.text for d in db if d.value not in {x.value for x in da}]
        if left and right:
            return [left[0], right[0]]
    return []


class RuleReconstructionJudge:
    """The rule strategy of the reconstruction check (see the module docstring)."""

    @property
    def name(self) -> str:
        """Recorded with rejection reasons."""
        return "rules"

    async def problems(self, item: QAItem) -> list[str]:
        """Why the answer cannot be rebuilt from the facts and steps alone."""
        return self.problems_sync(item)

    def problems_sync(self, item: QAItem) -> list[str]:
        """The synchronous core of ``problems``."""
        answer = item.answers[0]
        facts = item.used_claims
        steps = item.reasoning_steps or ()
        if item.answer_type == "no_information":
            if answer != NO_INFORMATION_ANSWER or facts or steps:
                return ["a no-information item must have the fixed answer and no facts or steps"]
            return []
        if not facts:
            return ["the item has no atomic facts to rebuild the answer from"]
        if item.answer_type == "contradiction_report":
            values = conflicting_values(facts)
            if len(values) < 2:
                return ["the facts do not hold two conflicting values"]
            missing = [v for v in values if not states_value(answer, v)]
            return [f"the answer does not state the conflicting value {v!r}" for v in missing]
        exprs = expressions(steps)
        largest = [m for s in steps for m in _LARGEST.finditer(s)]
        if exprs or largest:
            return self._computed(answer, facts, exprs, largest)
        if item.answer_type in ("list", "instructional"):
            return self._items(answer, facts, steps)
        return self._support(item, facts, steps)

    def _computed(self, answer: str, facts: Sequence[UsedClaim],
                  exprs: list[tuple[list[Quantity], list[str], Quantity]],
                  largest: list[re.Match[str]]) -> list[str]:  # fmt: skip
        problems: list[str] = []
        known = [q.base_value for f in facts for q in find_quantities(f.claim)]
        finals: list[Quantity] = []
        for operands, operators, result in exprs:
            for q in operands:
                if not any(_close(q.base_value, k) for k in known):
                    problems.append(f"the operand {q.text!r} is not a figure of any fact")
            value = _evaluate(operands, operators)
            if not _close(value, result.value):
                shown = " ".join(
                    x for pair in zip([q.text for q in operands], [*operators, ""], strict=True)
                    for x in pair
                ).strip()  # fmt: skip
                problems.append(f"recomputed {shown} = {value:,.6g}, not {result.text}")
            finals.append(result)
        for m in largest:
            args = find_quantities(m.group("args"))
            top = _value(m.group("result"))
            if args and top is not None and not _close(max(q.base_value for q in args),
                                                       top.base_value):  # fmt: skip
                problems.append(f"the largest of {m.group('args')} is not {m.group('result')}")
        if finals and not any(
            _close(q.value, finals[-1].value) for q in find_quantities(answer)
        ):
            problems.append(f"the answer does not state the computed result {finals[-1].text}")
        return problems

    def _items(self, answer: str, facts: Sequence[UsedClaim], steps: Sequence[str]) -> list[str]:
        pool = [set(content_tokens(f.claim)) for f in facts] + [set(content_tokens(s))
                                                                for s in steps]  # fmt: skip
        problems = []
        for item in split_items(answer):
            words = set(content_tokens(re.sub(r"^\d+\.\s*", "", item)))
            if words and not any(words <= p for p in pool):
                problems.append(f"the answer item {item[:60]!r} is not supported by one fact")
        return problems

    def _support(self, item: QAItem, facts: Sequence[UsedClaim],
                 steps: Sequence[str]) -> list[str]:  # fmt: skip
        pseudo = tuple(facts) + tuple(
            UsedClaim(doc_id=0, claim_id=f"step{i}", claim=s) for i, s in enumerate(steps, 1)
        )
        view = item.model_copy(update={"used_claims": pseudo, "computed": {}, "pattern": None})
        verdict = RuleJudge().judge_sync(view)
        if verdict.criteria.get("answerable", False):
            return []
        return [r for r in verdict.reasons if r.startswith("answer words not in the claims")] or [
            "the answer cannot be rebuilt from the facts and steps"
        ]
