"""One accept-or-skip ladder for a two-page bridge candidate.

The bridge generators (command, reference, described and requirement bridges) each keep a
candidate only when both pages are needed, the query is one question, and no current page
answers it alone; some add their own checks (a repeated query, a shortcut) at a fixed place
in that order. ``admit`` runs the ladder and counts the first failing check's reason under
the candidate's subtype, so each generator states only what differs.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Sequence

from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate
from shared.kb.knowledge_base import Page
from shared.kb.multihop import answered_by_one, needs_both
from shared.kb.question_shape import is_concatenated

Check = Callable[[], str | None]
"""A check of one candidate: the skip reason (without the subtype) when it fails, else None."""


def repeated(seen: Collection[str], reason: str, *keys: str) -> Check:
    """A check failing with ``reason`` when any of ``keys`` was already kept."""
    return lambda: reason if any(key in seen for key in keys) else None


def admit(candidate: Candidate, pair: tuple[Page, Page], pages: tuple[Page, ...],
          judge: RuleJudge, skips: Counter[str], *, before: Sequence[Check] = (),
          one_page: str = "evidence on one page", between: Sequence[Check] = (),
          after: Sequence[Check] = (), judged: Candidate | None = None) -> bool:
    """True when ``candidate`` passes, in order: ``before``, both pages of ``pair`` needed
    (else ``one_page``), ``between``, one question (not two joined), ``after``, and no page
    of ``pages`` answering alone (``judged`` is what is judged, by default the candidate).
    Else False, with the first failure counted in ``skips`` as ``"{subtype}:{reason}"``."""
    a, b = pair

    def ladder() -> str | None:
        for check in before:
            if (why := check()) is not None:
                return why
        if not needs_both(candidate, a, b):
            return one_page
        for check in between:
            if (why := check()) is not None:
                return why
        if is_concatenated(candidate.query):
            return "two questions joined"
        for check in after:
            if (why := check()) is not None:
                return why
        judged_as = candidate if judged is None else judged
        if (alone := answered_by_one(judged_as, pages, judge)) is not None:
            return f"one page answers alone ({alone})"
        return None

    why = ladder()
    if why is None:
        return True
    skips[f"{candidate.subtype}:{why}"] += 1
    return False
