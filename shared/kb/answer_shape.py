"""Last gates of a direct query: the question reads on its own, the answer is finished.

Documentation prose is written around code blocks and other pages, so a sentence lifted
from it can fail as a query in ways a help-centre page never does. Each gate is a reason a
careful reader rejected a query (QUALITY.md's N and A marks):

- the answer stops where a code block followed (*"The token can be set using."*);
- the answer points at a thing the question never names (*"Use project.classifiers
  instead of this setting."* to a question that names no setting);
- the answer pastes a passage (over 60 words: a section, not an answer);
- the question names a page (*"According to the Configuration page, …"*: no reader asks
  about a page, and naming it hands retrieval the answer);
- the question quotes a clause (*'What comes right after "Exclude your build inputs
  from your wheel" …'*).

:func:`gated` drops such candidates and counts each by ``subtype:reason``.
"""

from __future__ import annotations

import re
from collections import Counter

from shared.kb.candidates import Candidate

__all__ = ["gated", "why_rejected"]

_UNFINISHED = re.compile(
    r"(?:(?:^|\s)(?:using|with|by|as|via|like|run|running|following|follows|below|the|a|an|"
    r"e\.g|i\.e|such as|example)[.,]?|:)\s*$",
    re.IGNORECASE,
)
_POINTER = re.compile(
    r"\b(?:this|that|these|those) (?P<noun>setting|option|command|section|page|argument|field|"
    r"file|flag|variable|parameter|table|example)s?\b",
    re.IGNORECASE,
)
_PAGE_NAMED = re.compile(r"\bthe (?:[A-Z][\w&-]*\s?)+ page\b")
_MAX_ANSWER_WORDS = 60
_QUOTED = re.compile(r"[\"“][^\"”]{12,}[\"”]")


def why_rejected(candidate: Candidate) -> str | None:
    """The gate a direct candidate fails, or None when it passes them all."""
    answer = candidate.ground_truth.strip()
    query = candidate.query
    if _UNFINISHED.search(answer):
        return "answer stops where a code block followed"
    pointer = _POINTER.search(answer)
    if pointer is not None and pointer.group("noun").lower() not in (
            f"{query} {answer[:pointer.start()]}".lower()):
        return "answer points at a thing the question does not name"
    if len(answer.split()) > _MAX_ANSWER_WORDS:
        return "answer pastes a passage"
    if _PAGE_NAMED.search(query):
        return "question names a page"
    if _QUOTED.search(query):
        return "question quotes a clause"
    return None


def gated(found: dict[str, list[Candidate]], skipped: Counter[str]) -> dict[str, list[Candidate]]:
    """``found`` without the candidates a gate rejects; each drop counted in ``skipped``."""
    out: dict[str, list[Candidate]] = {}
    for subtype, candidates in found.items():
        kept = []
        for candidate in candidates:
            reason = why_rejected(candidate)
            if reason is None:
                kept.append(candidate)
            else:
                skipped[f"{subtype}:{reason}"] += 1
        out[subtype] = kept
    return out
