"""The publication date a page states in its own markup, ISO ``YYYY-MM-DD``, or ``None``.

Only explicit publication metadata counts, read in this order: ``<meta>`` tags
(``article:published_time``, ``og:published_time``, ``datePublished``, ``pubdate``,
``date``, ``DC.date.issued``), JSON-LD ``datePublished`` (not a living page's, whose
``dateModified`` is years later: a wiki article's creation does not date its text),
``itemprop="datePublished"``, then a ``<time datetime>`` with a published role (``pubdate``,
a ``publish``/``posted`` class), then the first ``<time datetime>`` of an ``<article>`` that
is not an update, then a byline element (its class or id says date, time, byline, posted)
whose own text says ``posted on April 21, 2015`` / ``Published March 3, 2019`` (never one
that says "updated"), then an element marked as a date (class or id: ``date-header``,
``datestamp``, ``publishdate``; a ``<time class="date" datetime>``; never a comment's or an
update's) whose whole text is one full date (``Sunday, May 8, 2016``, ``06 December 2016``),
then a dated path (``/2015/03/18/``) in the page's canonical URL or
``og:url``. A modified or "Last updated" date (``article:modified_time``, ``dateModified``,
a ``<time>`` marked or introduced as an update) is never read, nor a date guessed from text
or URLs (trafilatura's extensive search): a relative day ("on Tuesday") is resolved only
against a date the page itself declares as its publication date. ``shared.web.extract`` and
``shared.longdoc`` both read the page date here (one reader).
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
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
           "september", "october", "november", "december")  # fmt: skip
_BYLINE = re.compile(
    r"^\s*(?:posted|published)(?:\s+on)?:?\s+(?:[A-Z][a-z]+day,?\s+)?([A-Z][a-z]{2,8})\.?\s+"
    r"(\d{1,2}),?\s+(\d{4})\b",
    re.IGNORECASE,
)
"""A visible byline date: ``posted on  April 21, 2015, at 11:29 a.m.``."""
_ALONE = re.compile(
    r"^(?:[A-Z][a-z]+day,?\s+)?(?:([A-Z][a-z]{2,8})\.?\s+(\d{1,2}),?\s+(\d{4})|"
    r"(\d{1,2})\s+([A-Z][a-z]{2,8})\.?,?\s+(\d{4}))$"
)
"""An element's whole text as one full date: ``Sunday, May 8, 2016``, ``06 December 2016``."""
_DATE_MARK = re.compile(r"date|time|byline|posted|publish|dateline", re.IGNORECASE)
_NOT_PAGE_DATE = re.compile(r"comment|repl|updat|modif|edit|revis|event|expir", re.IGNORECASE)
_BYLINE_MARK = re.compile(r"date|time|byline|posted|published|dateline")
"""The markup of a byline element (class or id): a date in running text never counts."""
_CDATA = re.compile(r"^\s*(?://\s*)?<!\[CDATA\[|(?://\s*)?\]\]>\s*$")
"""A CDATA wrapper around a JSON-LD script's text (``<![CDATA[ {...} ]]>``)."""


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
        modified = _iso(node.get("dateModified"))
        if found and modified and int(modified[:4]) - int(found[:4]) >= 2:
            return None  # a living page (a wiki article created in 2001, edited since)
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


def _byline(tree: Any) -> str | None:
    """The first short element marked as a date or byline (class, id) whose own text is a
    ``posted on <Month D, YYYY>`` byline."""
    for node in tree.xpath("//body//*[self::span or self::p or self::div or self::small]"):
        marks = f"{node.get('class') or ''} {node.get('id') or ''}".lower()
        if not _BYLINE_MARK.search(marks):
            continue  # a date in running text is not the page's (see the module docstring)
        text = " ".join((node.text or "").split())
        if not text or len(text) > 80 or "updat" in text.lower():
            continue
        m = _BYLINE.match(text)
        if m is None or m.group(1).lower()[:3] not in {name[:3] for name in _MONTHS}:
            continue
        month = next(i for i, name in enumerate(_MONTHS, 1) if name[:3] == m.group(1).lower()[:3])
        found = _iso(f"{m.group(3)}-{month:02d}-{int(m.group(2)):02d}")
        if found:
            return found
    return None


def _month(name: str) -> int | None:
    low = name.lower()
    return next((i for i, m in enumerate(_MONTHS, 1)
                 if low[:3] == m[:3] and m.startswith(low.rstrip("."))), None)  # fmt: skip


def _alone(text: str) -> str | None:
    """The ISO day of ``text`` when its whole text is one full date (``_ALONE``)."""
    m = _ALONE.match(" ".join(text.split()))
    if m is None:
        return None
    name, day, year = (m.group(1), m.group(2), m.group(3)) if m.group(1) else (
        m.group(5), m.group(4), m.group(6))
    month = _month(name)
    return _iso(f"{year}-{month:02d}-{int(day):02d}") if month else None


def _marked_date(tree: Any) -> str | None:
    """The first element marked as a date (class or id, see ``_DATE_MARK``) that is no
    comment's or update's: its ``datetime`` if a ``<time>``, else its whole text as one date."""
    path = ("//body//*[self::time or self::span or self::p or self::div or self::small or "
            "self::abbr or self::h2 or self::h3 or self::h4 or self::li]")
    for node in tree.xpath(path):
        marks = f"{node.get('class') or ''} {node.get('id') or ''} {node.get('itemprop') or ''}"
        if not _DATE_MARK.search(marks) or _NOT_PAGE_DATE.search(marks):
            continue
        if node.tag == "time" and node.get("datetime"):
            found = None if _an_update(node) else _iso(node.get("datetime"))
        else:
            text = node.text_content()
            found = _alone(text) if len(text) <= 60 else None
        if found:
            return found
    return None


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
            found = _json_ld(json.loads(_CDATA.sub("", script.text.strip())))
        except ValueError:
            continue
        if found:
            return found
    for node in tree.xpath("//*[@itemprop='datePublished']"):
        found = _iso(node.get("datetime") or node.get("content") or node.text_content()) or (
            _alone(node.text_content()))  # "Tuesday, December 06, 2016" as printed
        if found:
            return found
    for path in (_PUBLISHED_TIME, "//article//time[@datetime]"):
        for node in tree.xpath(path):
            found = None if _an_update(node) else _iso(node.get("datetime"))
            if found:
                return found
    found = _byline(tree) or _marked_date(tree)
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
