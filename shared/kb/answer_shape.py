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
  from your wheel" …'*);
- the answer points at the page itself (*"Please start by reading this document …"*,
  *"Make a PR and add the link here."*, *"You can run the same commands."*): its referent
  is the page, not anything the question names;
- the answer joins two alternative commands as a sequence (*"Run `pipenv run start` then
  `pipenv run test`"*: the page's block shows two examples of one subcommand, not steps);
- the answer runs a list's items together (*"Official Documentation GitHub Issues Stack
  Overflow"*);
- the question holds a question mark before its end (a table header pasted in: *"What is
  the appears in CHANGELOG? of the feature type?"*).

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
_SELF_REFERENCE = re.compile(
    r"\bthis (?:document|page|guide|tutorial|article|doc|chapter)\b|\bsee (?:below|above|here)\b"
    r"|^(?:please )?(?:see|refer to|check out|read) the (?:[\w'-]+ ){0,4}?"
    r"(?:guide|docs|documentation|section|page|chapter|tutorial|manual|reference|article)s?"
    r"(?: (?:for|on|about|to learn)\b[^.;,]*)?\.?$"
    r"|\b(?:here|below|above)\W*$|\bthe same (?:commands?|steps?|way|thing)\b",
    re.IGNORECASE)
_SEQUENCE = re.compile(r"`([^`]+)` then `([^`]+)`")
_RUN_TOGETHER = re.compile(r"(?:\b[A-Z][\w.-]*\s+){7,}[A-Z]|"
                           r"(?:[a-z)] [A-Z][a-z]+(?: [a-z]+){0,2}: .*){2,}")
"""List items pasted without their separators: "Official Documentation GitHub Issues Stack
Overflow …", "… during installation Vulnerability scanning: … Dependency pinning: …". One
proper name runs to at most seven capitalised words ("the GNU Lesser General Public License
Version 3"); eight or more in a row are several names."""


def why_rejected(candidate: Candidate) -> str | None:
    """The gate a direct candidate fails, or None when it passes them all."""
    answer = candidate.ground_truth.strip()
    query = candidate.query
    if not answer:
        return "answer is empty"  # a table row's blank cell ("Default" left empty)
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
    if _SELF_REFERENCE.search(answer):
        return "answer points at the page itself"
    if _alternatives(answer):
        return "answer joins two alternative commands as steps"
    if _RUN_TOGETHER.search(answer):
        return "answer runs a list's items together"
    if "?" in query.rstrip().rstrip("?"):
        return "question holds a second question mark"
    return None


def _alternatives(answer: str) -> bool:
    """Two commands joined by "then" that run one program's same subcommand (``pipenv run
    start`` / ``pipenv run test``, ``pipenv clean`` / ``pipenv clean --dry-run``): a
    page's examples side by side, not a sequence (``pipenv upgrade x`` then ``pipenv
    sync`` is one)."""
    joined = _SEQUENCE.search(answer)
    if joined is None:
        return False
    first, second = (c.split() for c in joined.groups())
    return first[:2] == second[:2]


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
