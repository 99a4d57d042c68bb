"""The rule judge: the panel's criteria, as far as rules can check them.

Criteria (shared with the LLM judges): ``answerable`` from the used claims alone (the
reconstruction principle), ``essential_claims`` (every claim contributes),
``no_leakage``, ``natural``, ``correct``. The rule judge accepts when all hold.
"""

from __future__ import annotations

import re

from shared.messages.qa import JudgeVerdict, QAItem
from shared.metrics.normalize import answer_tokens
from shared.quality.rule_checks import draft_of
from shared.quality.validate import answer_leaks, intrinsic_problems

__all__ = ["CRITERIA", "RuleJudge"]

CRITERIA: tuple[str, ...] = ("answerable", "essential_claims", "no_leakage", "natural", "correct")
"""What every judge of the panel decides, one boolean each."""

_COMPUTED_OPS = {
    "years_between", "earlier", "difference", "ratio", "larger", "entity",
    "first", "more", "nationality", "interval", "bridge", "lived",
}
_FACT_OPS = {"first", "more", "nationality", "interval", "bridge", "chain", "lived",
             "intersection"}
_STOP = {"the", "a", "an", "of", "in", "on", "and", "to", "for", "was", "is", "by", "with", "at"}


_ANSWER_FRAME = {
    "years", "year", "months", "month", "days", "day", "weeks", "hours", "minutes", "times",
    "percent", "million", "billion", "thousand", "from", "between", "about", "approximately",
    "around", "nearly", "roughly", "later", "earlier", "after", "before", "first",
}
"""Words a natural answer frames its value with ("9 years (from 1991 to 2000)")."""


def _content(text: str) -> set[str]:
    return {t for t in answer_tokens(text) if t not in _STOP and len(t) > 2}


def _same_word(a: str, b: str) -> bool:
    """The same word up to inflection: equal, or one a 4+ letter prefix of the other
    ("name"/"named"), or a long shared stem ("appoint-ment"/"appoint-ed")."""
    if a == b:
        return True
    short, long = sorted((a, b), key=len)
    if len(short) >= 4 and long.startswith(short):
        return True
    stem = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        stem += 1
    return stem >= 5 and stem >= 0.7 * len(short)


def _supported(word: str, pool: set[str]) -> bool:
    return any(_same_word(word, other) for other in pool)


def _names(text: str) -> set[str]:
    """Capitalised words and short codes (``K2``) a question names its subjects by."""
    return {w.lower() for w in re.findall(r"\b[A-Z][\w-]*", text)} - {"the", "which", "who",
                                                                       "how", "what"}


class RuleJudge:
    """A ``Judge`` that applies the panel's criteria by rule."""

    @property
    def name(self) -> str:
        """Recorded as ``JudgeVerdict.judge``."""
        return "rules"

    async def judge(self, item: QAItem, *, seed: int) -> JudgeVerdict:
        """The verdict on one item (deterministic: ``seed`` is unused)."""
        return self.judge_sync(item)

    def judge_sync(self, item: QAItem) -> JudgeVerdict:
        """The synchronous core of ``judge``."""
        reasons: list[str] = []
        claims_text = " ".join(c.claim for c in item.used_claims)
        answer = item.answers[0]
        op = item.computed.get("op")
        problems = intrinsic_problems(draft_of(item), item.pattern) if item.pattern else []
        correct = not problems
        if op in _COMPUTED_OPS:
            answerable = True
        else:
            # A model writes its answer in natural words: the value's frame ("years",
            # "from") and inflections are not new facts, and in a temporal or comparison
            # item whose figures were recomputed above the numbers are checked already.
            claim_words = _content(claims_text)
            computed = correct and item.pattern in ("temporal", "comparison")
            missing = {
                word for word in _content(answer)
                if word not in _ANSWER_FRAME
                and not (computed and word.isdigit())
                and not _supported(word, claim_words)
            }
            answerable = not missing
            if missing:
                reasons.append(f"answer words not in the claims: {', '.join(sorted(missing))}")
        ask = _content(item.question) | _content(answer)
        # a fact-built item's claims are each recomputed into the answer (``correct``), so
        # one shared content word (the subject's name) shows the claim is the one meant
        need = 1 if op in _FACT_OPS else 2
        key = _content(answer) - _ANSWER_FRAME
        idle = [
            c.claim_id for c in item.used_claims
            if not (key and key <= _content(c.claim))  # the claim that carries the answer
            and sum(_supported(w, ask) for w in _content(c.claim)) < need
            and not (op in _FACT_OPS and _names(c.claim) & _names(item.question))
        ]
        essential = not idle
        if idle:
            reasons.append(f"claims that add nothing to the question or answer: {idle}")
        no_leakage = item.computed.get("choice") == "true" or not answer_leaks(
            item.question, answer
        )
        if not no_leakage:
            reasons.append("the answer appears in the question")
        question = item.question.strip()
        natural = question.endswith("?") and 5 <= len(question.split()) <= 90
        if re.match(r"^(he|she|it|they|this|that)\b", question, re.I):
            natural = False
        if not natural:
            reasons.append("the question does not read as a question a person would ask")
        reasons.extend(problems)
        criteria = {
            "answerable": answerable,
            "essential_claims": essential,
            "no_leakage": no_leakage,
            "natural": natural,
            "correct": correct,
        }
        return JudgeVerdict(
            judge=self.name,
            accept=all(criteria.values()),
            criteria=criteria,
            reasons=tuple(reasons),
        )
