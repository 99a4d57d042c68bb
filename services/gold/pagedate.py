"""The page date that anchors a news story's relative days ("on Monday") for gold facts.

``shared.claims.anchoring.reliable_date`` refuses a declared date when the text tells of a
year after the next one, leaving out the years told as plans, forecasts or seasons
(``shared.claims.told_years``, where this rule lived before the claims extractor needed it
too): the same page date anchors gold facts and claims.
"""

from __future__ import annotations

from shared.claims.anchoring import reliable_date

__all__ = ["anchor_date"]


def anchor_date(published: str | None, text: str) -> str | None:
    """``published`` when it can anchor ``text``'s relative days (``reliable_date``)."""
    if published is None:
        return None
    return reliable_date(published, text)
