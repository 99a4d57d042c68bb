"""Multi-hop comparisons of one setting's default as two pages state it.

Plugin and builder references often document the same option for different owners,
each page with its own default table::

    | `path` | `hatch_build.py` | The path of the Python file |     (Custom build hook)
    | `path` | `hatch_plugins.py` | The path of the Python file |   (Custom environment collector)

*Does the path option default to the same value for the Custom build hook as for the
Custom environment collector?* needs both pages by construction: each page states only
its own owner's default (2WikiMultiHopQA's comparison shape, joined by the option's
name). The answer says no and gives both values; two pages stating the same default
are not asked (either page alone holds the whole answer), counted.

Read from :func:`shared.kb.stated.statements` (tables, definition lists, prose). Kept
only when the option, of the same kind, has exactly one stated default on each page, the
two pages document different things (different titles, not two versions of one page),
both values are short, and the generic multi-hop checks pass
(:func:`shared.kb.admit.admit`: both pages needed, one question, no page answering
alone); one pair per option (the path option of three plugin pages is asked once, not
three times in near-identical words). Subtype ``comparative``; the question says "In the
current version" when either page has an older version in the KB (its default may have
been another).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from shared.kb.admit import admit
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.stated import Statement, statements

__all__ = ["default_comparisons"]

_MAX_VALUE_CHARS = 60
_SUBTYPE = "comparative"

Stated = tuple[Page, Statement]


def _defaults(kb: KnowledgeBase) -> dict[tuple[str, str], list[Stated]]:
    """(thing, kind) -> each current page stating exactly one default for it."""
    out: dict[tuple[str, str], list[Stated]] = {}
    for page in kb.current_pages():
        found: dict[tuple[str, str], list[Statement]] = {}
        for statement in statements(page):
            if statement.attribute == "default":
                found.setdefault((statement.thing, statement.kind), []).append(statement)
        for key, said in found.items():
            if len(said) == 1:
                out.setdefault(key, []).append((page, said[0]))
    return out


def default_comparisons(kb: KnowledgeBase, skipped: Counter[str] | None = None
                        ) -> list[Candidate]:
    """"Does the X option default to the same value for A as for B?" over pairs of pages
    stating that option's default; drops counted in ``skipped``."""
    skips = skipped if skipped is not None else Counter()
    pages = tuple(kb.current_pages())
    judge = RuleJudge()
    out: list[Candidate] = []
    for (thing, kind), stated in sorted(_defaults(kb).items()):
        kept = 0
        for first, second in combinations(stated, 2):
            made = _candidate(kb, thing, kind, first, second, skips)
            if made is None or not admit(made, (first[0], second[0]), pages, judge, skips):
                continue
            if kept:
                skips[f"{_SUBTYPE}:{kind} already compared on another pair of pages"] += 1
                continue
            kept += 1
            out.append(made)
    return out


def _candidate(kb: KnowledgeBase, thing: str, kind: str, first: Stated, second: Stated,
               skips: Counter[str]) -> Candidate | None:
    (a, sa), (b, sb) = first, second
    if a.base == b.base or a.title.strip().lower() == b.title.strip().lower():
        skips[f"{_SUBTYPE}:default compared on two versions or same-titled pages"] += 1
        return None
    if not sa.value or not sb.value or max(len(sa.value), len(sb.value)) > _MAX_VALUE_CHARS:
        skips[f"{_SUBTYPE}:default empty or too long to compare"] += 1
        return None
    if sa.value.strip().lower() == sb.value.strip().lower():
        # "Yes, both X": either page alone holds the whole answer key, so the one-page
        # check cannot tell a reader who read both from one who read one
        skips[f"{_SUBTYPE}:same default on both pages"] += 1
        return None
    versioned = kb.previous_version(a) is not None or kb.previous_version(b) is not None
    when = "In the current version, does" if versioned else "Does"
    query = (f"{when} the {thing} {kind} default to the same value for the {a.title} as "
             f"for the {b.title}?")
    answer = (f"No: the {a.title}'s {thing} defaults to {sa.value}, the {b.title}'s to "
              f"{sb.value} (per the {a.title} and {b.title} pages).")
    return Candidate(
        query=query, ground_truth=answer, refs=(a.ref, b.ref), subtype=_SUBTYPE,
        category=a.category, key=f"{_SUBTYPE}:default:{thing}:{a.ref}|{b.ref}",
        evidence=(Evidence(a.ref, sa.span), Evidence(b.ref, sb.span)),
        answer_key=(sa.value, sb.value), template="default_comparison",
    )
