"""The publication date a page states in its own markup, ISO ``YYYY-MM-DD``, or ``None``.

Only explicit publication metadata counts, read in this order: ``<meta>`` tags
(``article:published_time``, ``og:published_time``, ``datePublished``, ``pubdate``,
``date``, ``DC.date.issued``), JSON-LD ``datePublished``, ``itemprop="datePublished"``,
then a ``<time datetime>`` with a published role (``pubdate``, a ``publish``/``posted``
class), then the first ``<time datetime>`` of an ``<article>`` that is not an update, then a
dated path (``/2015/03/18/``) in the page's canonical URL or ``og:url``. A modified or
"Last updated" date (``article:modified_time``, ``dateModified``, a ``<time>`` marked or
introduced as an update) is never read, nor a date guessed from text or URLs (trafilatura's
extensive search): a relative day ("on Tuesday") is resolved only against a date the page
itself declares as its publication date. ``shared.web.extract`` and ``shared.longdoc`` both
read the page date here (one reader).
"""

from __future__ import annotations

import json
import re
from datetime import date
from typing import Any

import lxml.html  # type: ignore[import-untyped]

__all__ = ["page_date", "stated_date"]

_META_NAMES = ("article:published_time", "og:published_time", "datepublished",
               "pubdate", "publishdate", "publish-date", "date", "dc.date.issued",
               "sailthru.date", "parsely-pub-date")  # fmt: skip
_URL_DAY = re.compile(r"/((?:19|20)\d\d)/(\d\d)/(\d\d)/")
"""A news URL's dated path (``/2015/03/18/``), in the page's own canonical or og:url."""
_UPDATE = re.compile(r"updat|modif|edited|revis", re.IGNORECASE)
"""A ``<time>`` marked (class, itemprop, id) or introduced ("Last updated") as an update."""
_PUBLISHED_TIME = ("//time[@datetime][@pubdate or contains(translate(@class,'PUBLISHED',"
                   "'published'),'publish') or contains(@class,'posted')]")
_ISO = re.compile(r"^\s*(\d{4})-(\d{2})-(\d{2})")


def _iso(value: object) -> str | None:
    m = _ISO.match(str(value)) if value is not None else None
    if m is None:
        return None
    try:
        day = date(*(int(g) for g in m.groups()))
    except ValueError:  # "2019-02-31"
        return None
    return day.isoformat() if 1990 <= day.year <= 2100 else None


def _json_ld(node: Any) -> str | None:
    if isinstance(node, list):
        for one in node:
            found = _json_ld(one)
            if found:
                return found
    elif isinstance(node, dict):
        found = _iso(node.get("datePublished"))
        if found:
            return found
        for key in ("@graph", "mainEntity", "mainEntityOfPage"):
            if key in node:
                found = _json_ld(node[key])
                if found:
                    return found
    return None


def _an_update(node: Any) -> bool:
    """The ``<time>`` is marked as an update, or the text just before it says so."""
    marks = " ".join(node.get(key) or "" for key in ("class", "itemprop", "id"))
    if _UPDATE.search(marks):
        return True
    parent = node.getparent()
    if parent is None:
        return False
    before = [parent.text or ""]
    for sibling in parent:
        if sibling is node:
            break
        before += [sibling.text_content() if hasattr(sibling, "text_content") else "",
                   sibling.tail or ""]  # fmt: skip
    return bool(_UPDATE.search("".join(before)[-30:]))


def stated_date(tree: Any) -> str | None:
    """The page's declared publication date (see the module docstring), or ``None``."""
    metas: dict[str, str] = {}
    for meta in tree.iter("meta"):
        key = (meta.get("property") or meta.get("name") or meta.get("itemprop") or "").lower()
        content = meta.get("content")
        if key and content and key not in metas:
            metas[key] = content
    for name in _META_NAMES:
        found = _iso(metas.get(name))
        if found:
            return found
    for script in tree.iter("script"):
        if (script.get("type") or "").lower() != "application/ld+json" or not script.text:
            continue
        try:
            found = _json_ld(json.loads(script.text))
        except ValueError:
            continue
        if found:
            return found
    for node in tree.xpath("//*[@itemprop='datePublished']"):
        found = _iso(node.get("datetime") or node.get("content") or node.text_content())
        if found:
            return found
    for path in (_PUBLISHED_TIME, "//article//time[@datetime]"):
        for node in tree.xpath(path):
            found = None if _an_update(node) else _iso(node.get("datetime"))
            if found:
                return found
    urls = [*tree.xpath("//link[@rel='canonical']/@href"), metas.get("og:url", "")]
    for url in urls:
        m = _URL_DAY.search(str(url))
        found = _iso(f"{m.group(1)}-{m.group(2)}-{m.group(3)}") if m else None
        if found:
            return found
    return None


def page_date(html: str) -> str | None:
    """The declared publication date of the page ``html``, or ``None`` (unparsable too)."""
    try:
        tree = lxml.html.fromstring(html)
    except (ValueError, lxml.etree.ParserError):
        return None
    return stated_date(tree)
