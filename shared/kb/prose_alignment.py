"""Which fact of a page's older version a current prose amount restates.

A changed amount is asked "Under the current policy, …" (rot_aware) only when the older
page stated the same fact: the same question, or a reworded sentence that is each other's
closest match ("18 days of paid time off" -> "20 days of vacation and personal days"). A
fact the older page lacked is never paired with a neighbour that shares its words.
"""

from __future__ import annotations

import re
from typing import Protocol, TypeVar

__all__ = ["older_fact"]


class _Stated(Protocol):
    @property
    def template(self) -> str: ...
    @property
    def query(self) -> str: ...
    @property
    def sentence(self) -> str: ...


F = TypeVar("F", bound=_Stated)


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 2}


def older_fact(fact: F, older: list[F], current: list[F]) -> F | None:
    """The older version's fact stating ``fact``: the one asking the same question, else the
    one whose sentence shares most words with ``fact``'s (at least half) when ``fact`` is in
    turn the closest of the current facts no older fact asks (a mutual best match). A fact
    the older page lacked is not paired with a neighbour: "up to $500 on a chair", added
    beside the desk sentence, shares most of its words but the desk fact is the desk's
    (review 15 S3)."""
    same = [other for other in older if other.template == fact.template]
    asked = {frozenset(_words(other.query)) for other in same}
    if frozenset(_words(fact.query)) in asked:
        return next(o for o in same if _words(o.query) == _words(fact.query))
    kept = {frozenset(_words(c.query)) for c in current}
    best = _closest(fact, [o for o in same if frozenset(_words(o.query)) not in kept])
    if best is None:
        return None
    new = [c for c in current if c.template == fact.template
           and frozenset(_words(c.query)) not in asked]  # fmt: skip
    return best if _closest(best, new) == fact else None


def _closest(fact: F, others: list[F]) -> F | None:
    """The fact of ``others`` whose sentence shares most words with ``fact``'s (at least
    half of the two sentences' words), if any."""
    best: tuple[float, F] | None = None
    mine = _words(fact.sentence)
    for other in others:
        theirs = _words(other.sentence)
        score = len(mine & theirs) / max(1, len(mine | theirs))
        if score >= 0.5 and (best is None or score > best[0]):
            best = (score, other)
    return best[1] if best is not None else None
