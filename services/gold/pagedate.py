"""The page date that anchors a news story's relative days ("on Monday") for gold facts.

``shared.claims.relative_days.reliable_date`` refuses a declared date when the text tells of a
year after the next one, leaving out the years told as plans, forecasts or seasons
(``shared.claims.told_years``, where this rule lived before the claims extractor needed it
too): the same page date anchors gold facts and claims.
"""

from __future__ import annotations

from shared.claims.relative_days import reliable_date
from shared.longdoc.model import LongDocument

__all__ = ["anchor_date", "document_date"]


def anchor_date(published: str | None, text: str) -> str | None:
    """``published`` when it can anchor ``text``'s relative days (``reliable_date``)."""
    if published is None:
        return None
    return reliable_date(published, text)


def document_date(doc: LongDocument) -> str | None:
    """The page date that anchors ``doc``'s relative days, judged on its prose: a table's
    figures are no years told (NDTV's live tracker cell "Mumbai3029" read as the year 3029
    refused the page's April 7, 2020, so "Last week" stayed in its facts)."""
    return anchor_date(doc.published, "\n".join(c.text for c in doc.chunks if c.kind == "text"))
