"""The page's declared publication date: the one reader lives in ``shared.text.pubdate``
(shared with ``shared.web.extract``, which cannot import ``shared.longdoc``)."""

from __future__ import annotations

from shared.text.pubdate import page_date, stated_date

__all__ = ["page_date", "stated_date"]
