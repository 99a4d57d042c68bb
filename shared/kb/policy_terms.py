"""Gap terms several policy negative readers share: the part-time case and carry-over.

A negative is judged by its gap terms (:func:`~shared.kb.negative_check.check_negative`
looks for them on every page); the section-heading readers
(:mod:`shared.kb.negative_policy`, :mod:`shared.kb.negative_policy_gaps`) and the
page-titled one (:mod:`shared.kb.negative_policy_pages`) ask the same cases, so they read
them from one place.
"""

from __future__ import annotations

__all__ = ["CARRY", "PART_TIME", "Groups"]

Groups = tuple[tuple[str, ...], ...]
"""Groups of alternative phrases; a page holds the gap when it holds one of each group."""

PART_TIME: Groups = (("part-time", "part time", "parttime", "reduced hours", "hours of work",
                       "hours worked", "would normally work", "reduced work schedule"),)
"""The part-time case, or a rule that already sets it: an accrual per hours worked ("1 hour
for every 30 hours of work") or a length in the days one "would normally work"."""
CARRY: Groups = (("carry over", "carries over", "carried over", "carryover", "carry-over",
                   "roll over", "rolls over", "rolled over", "rollover", "bank", "banked",
                   "use or lose", "use-or-lose", "use it or lose it", "forfeit", "forfeited",
                   "expire", "expires", "reset", "resets", "next year", "following year",
                   "next month", "lapse", "lapses", "accrue more than", "cannot accrue",
                   "maximum balance"),)
