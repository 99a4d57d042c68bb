"""The publication date a page states in its own markup, ISO ``YYYY-MM-DD``, or ``None``.

Only explicit publication metadata counts, read in this order: ``<meta>`` tags
(``article:published_time``, ``og:published_time``, ``datePublished``, ``pubdate``,
``date``, ``DC.date.issued``), JSON-LD ``datePublished`` (not a living page's, whose
``dateModified`` is years later: a wiki article's creation does not date its text),
``itemprop="datePublished"``, then a ``<time datetime>`` with a published role (``pubdate``,
a ``publish``/``posted`` class), then the first ``<time datetime>`` of an ``<article>`` that
is not an update; then what the page prints: a byline (an element marked date, time,
byline, posted, or any element whose whole text is a ``Published: <date>``, ``Published
4:17 PM ET Wed, 14 Dec 2016`` or ``This story is from October 9, 2019`` label), then an
element marked as a date or byline (class or id: ``date-header``, ``publishdate``,
``article__meta``; never a comment's, an update's, a citation's access date) whose text, or
one piece of it, is one full date; then a dated path (``/2015/03/18/``, ``/2019-11-19/``)
in the page's canonical URL or ``og:url``.

Values are read by :func:`date_text`: ISO, or a printed date with its weekday, ordinal,
time and zone (``20 Nov 2019 08:02 GMT``, ``Monday, November 18th, 2019``, ``3/09/15``
when the page declares ``en-US``); day, month and year must all be written. A UTC (or
zoneless) timestamp whose day is one after the day the page prints or its URL carries
(``2019-11-20T04:26Z`` for "11:26 pm EST, Tuesday, November 19") gives the printed day:
the publisher's own (a printed local ``Updated`` time one day before it too: the page was
published no later). A modified date (``article:modified_time``, ``dateModified``, a
``<time>`` marked or introduced as an update, ``Updated: Oct 9, 2019``) is never read as the
page's (a story's relative days are its publication's), nor a date
guessed from running text: a relative day ("on Tuesday") is resolved only against a date
the page itself declares as its publication date. :func:`read_date` also returns the
publication values that are no date (counted by ``shared.web.extract``).
``shared.web.extract`` and ``shared.longdoc`` both read the page date here (one reader).
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date
from itertools import chain, islice
from typing import Any

import lxml.html  # type: ignore[import-untyped]
from htmldate import find_date

from shared.text.pubdate_teasers import beside_headline
from shared.text.pubdate_values import date_text, is_phrase, iso_day

__all__ = ["PageDate", "date_text", "ld_nodes", "meta_content", "page_date", "read_date",
           "stated_date"]

_META_NAMES = ("article:published_time", "og:article:published_time", "og:published_time",
               "datepublished",
               "pubdate", "publishdate", "publish-date", "date", "dc.date.issued",
               "sailthru.date", "parsely-pub-date")  # fmt: skip
_URL_DAY = re.compile(r"/((?:19|20)\d\d)/(\d\d)/(\d\d)/|/((?:19|20)\d\d)-(\d\d)-(\d\d)(?:/|$)")
"""A news URL's dated path (``/2015/03/18/``), in the page's own canonical or og:url."""
_UPDATE = re.compile(r"updat|modif|edited|revis", re.IGNORECASE)
"""A ``<time>`` marked (class, itemprop, id) or introduced ("Last updated") as an update."""
_PUBLISHED_TIME = (
    "//time[@datetime][@pubdate or contains(translate(@class,'PUBLISHED',"
    "'published'),'publish') or contains(@class,'posted')]"
)
_INSTANT = re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d|\d:\d\d(?::\d\d)?\s*(?:Z|GMT|UTC)\b")
"""A machine timestamp with a time of day (ISO, or ``03:05:46 GMT``): in UTC unless it
carries another offset, so its day may be the day after the publisher's."""
_LOCAL_OFFSET = re.compile(r"[+-](?!00:?00)\d\d:?\d\d\s*$|GMT[+-](?!0000)\d{4}")
"""An explicit non-UTC offset (``+08:00``, ``-0500``): the written day is the local one."""
_LABEL = re.compile(
    r"^(?:(?:first\s+)?(?:posted|published)(?:\s+on)?\s*:"
    r"|(?:first\s+)?(?:posted|published)(?:\s+on)?\s+(?=\d|(?-i:[A-Z][a-z]{2}))"
    r"|this\s+(?:story|article|report|post)\s+(?:is|was)\s+(?:from|published(?:\s+on)?)\s)",
    re.IGNORECASE,
)
"""A visible label that says the date after it is the publication's: ``Published:``,
``Published 4:17 PM ET Wed, 14 Dec 2016``, ``This story is from October 9, 2019``."""
_UPDATED_LABEL = re.compile(r"^(?:last\s+)?updated(?:\s+on)?\s*:?\s*", re.IGNORECASE)
"""A printed ``Updated: Oct 9, 2019, 10:42 IST`` label: never the page's date, only a witness
of the publisher's day (a UTC instant one day after the printed local update was published
on the update's local day)."""
_DATE_MARK = re.compile(r"date|time|byline|posted|publish|dateline|meta", re.IGNORECASE)
_DAY_MARK = re.compile(r"date|publish|posted|byline|meta", re.IGNORECASE)
"""A mark of a date or byline: a piece of its text that is one full date alone is the date
(``<div class="author-date">By J. Sokol <em>May 20, 2019</em></div>``, ``<p
class="article__meta">By <a>L. Jacobson</a> on Monday, November 18th, 2019</p>``)."""
_ELSEWHERE = re.compile(r"\b(?:related|teaser|recommend)|(?<=[a-z])(?:Related|Teaser|Recommend)")
"""The class of a related / teaser / recommended block: the dates in it are other articles'."""
_NOT_PAGE_DATE = re.compile(
    r"comment|repl|updat|modif|edit|revis|event|expir|access|cite|archiv|birth", re.IGNORECASE
)
_BYLINE_MARK = re.compile(r"date|time|byline|posted|published|dateline")
"""The markup of a byline element (class or id): a date in running text never counts."""
_CDATA = re.compile(r"^\s*(?://\s*)?<!\[CDATA\[|(?://\s*)?\]\]>\s*$")
"""A CDATA wrapper around a JSON-LD script's text (``<![CDATA[ {...} ]]>``)."""


def _month_first(tree: Any, metas: dict[str, str]) -> bool | None:
    """``True`` for a page declared ``en-US``, ``False`` for another declared language or
    region, ``None`` when only ``en`` or nothing is declared (``<html lang>``, og:locale)."""
    for value in (tree.get("lang"), metas.get("og:locale")):
        tag = str(value or "").strip().lower().replace("_", "-")
        if tag in ("", "en"):
            continue
        return tag == "en-us"
    return None


def _living(node: Any) -> bool:
    """A JSON-LD value of a living page: published, then modified two or more years later."""
    if isinstance(node, list):
        return any(_living(one) for one in node)
    if not isinstance(node, dict):
        return False
    first, last = date_text(node.get("datePublished")), date_text(node.get("dateModified"))
    if first and last and int(last[:4]) - int(first[:4]) >= 2:
        return True
    return any(_living(node[key]) for key in ("@graph", "mainEntity", "mainEntityOfPage")
               if key in node)  # fmt: skip


def _json_ld(node: Any) -> str | None:
    """The first ``datePublished`` text of a JSON-LD value that is no living page's."""
    if isinstance(node, list):
        for one in node:
            found = _json_ld(one)
            if found:
                return found
    elif isinstance(node, dict):
        published, modified = node.get("datePublished"), node.get("dateModified")
        first, last = date_text(published), date_text(modified)
        if first and last and int(last[:4]) - int(first[:4]) >= 2:
            return None  # a living page (a wiki article created in 2001, edited since)
        if first:
            return str(published)
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
        text = sibling.text_content() if isinstance(sibling.tag, str) else ""  # a comment
        before += [text, sibling.tail or ""]
    return bool(_UPDATE.search("".join(before)[-30:]))


def _bylines(tree: Any) -> Iterator[str]:
    """Short bylines: an element marked as a date or byline (class, id) whose own text says
    ``posted on April 21, 2015``, or any element (in no link or teaser block) whose whole
    text is a ``Published: <date>`` label, or a ``This story is from <date>`` one outside a
    paragraph, the label cut off (a date in running text is not the page's: "<p>Published
    March 25, 2015.</p>"; see the module docstring)."""
    for node in tree.xpath("//body//*[self::span or self::p or self::div or self::small or "
                           "self::li]"):  # fmt: skip
        marks = f"{node.get('class') or ''} {node.get('id') or ''}".lower()
        if _BYLINE_MARK.search(marks):
            text = " ".join((node.text or "").split())
            label = _LABEL.match(text)
            if label:
                yield text[label.end():]
            elif re.match(r"(?:posted|published)\b", text, re.IGNORECASE):
                yield text
        elif _LABEL.match((node.text or "").lstrip()) and not _elsewhere(node):
            text = " ".join(node.text_content().split())
            label = _LABEL.match(text)
            if label and len(text) <= 80 and (":" in label.group() or node.tag != "p"):
                yield text[label.end():]  # a paragraph is running text unless it says "…:"


def _updated(tree: Any) -> Iterator[str]:
    """The dates of printed ``Updated: <date>`` labels (an element's whole text, in no link
    or teaser block), the label cut off."""
    for node in tree.xpath("//body//*[self::span or self::p or self::div or self::small or "
                           "self::li or self::time]"):  # fmt: skip
        if not _UPDATED_LABEL.match((node.text or "").lstrip()) or _elsewhere(node):
            continue
        text = " ".join(node.text_content().split())
        label = _UPDATED_LABEL.match(text)
        if label and len(text) <= 80:
            yield text[label.end():]


def _marked(tree: Any) -> Iterator[str]:
    """Elements marked as a date (class or id, see ``_DATE_MARK``) that are no comment's or
    update's: a ``<time>``'s ``datetime``, a hidden input's ``value``, else the whole text
    (printed once), then the ``datetime`` of its one ``<time>`` child ("1 day ago")."""
    path = (
        "//body//*[self::time or self::span or self::p or self::div or self::small or "
        "self::abbr or self::h2 or self::h3 or self::h4 or self::li or self::input]"
    )
    for node in tree.xpath(path):
        marks = _marks(node)
        if not _DATE_MARK.search(marks) or _NOT_PAGE_DATE.search(marks):
            continue
        if _elsewhere(node):
            continue  # a teaser's date: another article's
        if node.tag == "time" and node.get("datetime"):
            if not _an_update(node):
                yield node.get("datetime")
        elif node.tag == "input":
            yield node.get("value") or ""
        else:
            text = _once(" ".join(node.text_content().split()))
            if len(text) <= 80:
                yield text
            if _DAY_MARK.search(marks):
                yield from islice(_pieces(node), 6)
            times = node.xpath("./time[@datetime]")
            if len(times) == 1 and not _an_update(times[0]):
                yield times[0].get("datetime")


def _elsewhere(node: Any) -> bool:
    """``node`` lies inside a link or a related / teaser / recommended block, or beside
    another article's headline link (``shared.text.pubdate_teasers``)."""
    if beside_headline(node):
        return True
    for above in node.iterancestors():
        if above.tag in ("body", "html"):
            return False
        if (above.tag == "a" and above.get("href")) or _ELSEWHERE.search(above.get("class") or ""):
            return True
    return False


def _marks(node: Any) -> str:
    return f"{node.get('class') or ''} {node.get('id') or ''} {node.get('itemprop') or ''}"


def _pieces(node: Any) -> Iterator[str]:
    """The non-empty text pieces of ``node``, none from a descendant marked as a comment's,
    an update's or a citation's (``<span class="updated">`` inside a byline)."""
    skipped: set[Any] = set()
    for one in node.iterdescendants():
        if one.getparent() in skipped or _NOT_PAGE_DATE.search(_marks(one)):
            skipped.add(one)
    for one in node.iter():
        for piece, owner in ((one.text, one), (one.tail if one is not node else None,
                                               one.getparent())):  # fmt: skip
            text = " ".join((piece or "").split()) if isinstance(piece, str) else ""
            if text and owner not in skipped:
                yield text


def _once(text: str) -> str:
    """``text`` printed once: a date shown twice for two screen sizes (``3/09/15 8:00am
    3/09/15 8:00am``) is read as one."""
    half = text[: len(text) // 2]
    return half if half and text == f"{half} {half}" else text


def _stamps(tree: Any, metas: dict[str, str]) -> Iterator[str]:
    """Machine-readable publication dates, in order: meta tags, JSON-LD, ``itemprop``,
    ``<time>`` elements with a published role, then an article's first ``<time>``."""
    yield from (metas[name] for name in _META_NAMES if name in metas)
    for node in ld_nodes(tree):
        found = _json_ld(node)
        if found:
            yield found
    for node in tree.xpath("//*[@itemprop='datePublished']"):
        yield from (node.get("datetime") or "", node.get("content") or "", node.text_content())
    for path in (_PUBLISHED_TIME, "//article//time[@datetime]"):
        yield from (node.get("datetime") for node in tree.xpath(path) if not _an_update(node))


def ld_nodes(tree: Any) -> Iterator[Any]:
    """The parsed JSON-LD scripts of the page (an unparsable one is skipped)."""
    for script in tree.iter("script"):
        if (script.get("type") or "").lower() != "application/ld+json" or not script.text:
            continue
        try:  # strict=False: a raw newline inside a JSON string is common on real pages
            yield json.loads(_CDATA.sub("", script.text.strip()), strict=False)
        except (ValueError, RecursionError):
            continue


def _ld_values(tree: Any) -> Iterator[str]:
    """Every JSON-LD ``datePublished`` string of the page, read or not."""
    stack = list(ld_nodes(tree))
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, dict):
            if isinstance(node.get("datePublished"), str):
                yield node["datePublished"]
            stack.extend(node[key] for key in ("@graph", "mainEntity", "mainEntityOfPage")
                         if key in node)  # fmt: skip


def _url_days(tree: Any, metas: dict[str, str]) -> Iterator[str]:
    """The dated path (``/2015/03/18/``, ``/2019-11-19/``) of the canonical URL or og:url."""
    for url in (*tree.xpath("//link[@rel='canonical']/@href"), metas.get("og:url", "")):
        m = _URL_DAY.search(str(url))
        if m:
            yield "-".join(part for part in m.groups() if part)


def _first(values: Iterable[str | None], month_first: bool | None) -> tuple[str, str] | None:
    """The first value that is one full date (``date_text``), with its ISO day."""
    for value in values:
        day = date_text(value, month_first=month_first)
        if day:
            return str(value), day
    return None


@dataclass(frozen=True, slots=True)
class PageDate:
    """A page's publication date and the publication values it declares that are no date."""

    day: str | None
    """ISO ``YYYY-MM-DD``, or ``None`` when the page states none."""

    unreadable: tuple[str, ...] = ()
    """Publication meta and JSON-LD ``datePublished`` values that are no full date
    (``"TBA"``, ``"2019-02-31"``, ``"May 2019"``): never guessed, only counted."""

    source: str = "none"
    """Where the day came from: ``markup`` (the rules of this module), ``htmldate`` (its
    markup-only search, when the rules find nothing and the page is no wiki or other living
    page), or ``none``."""


def meta_content(meta: Any) -> str | None:
    """A ``<meta>`` tag's value: its ``content``, else a ``value`` attribute, as some
    publishers write every meta tag (NDTV's ``<meta name="publish-date" value="Tue, 07 Apr
    2020 07:36:07 +0530">``, POLITICO's ``<meta value="Insiders: ..." name="og:title">``)."""
    value = meta.get("content")
    if value is None:
        value = meta.get("value")
    return None if value is None else str(value)


def stated_date(tree: Any) -> str | None:
    """The page's declared publication date (see the module docstring), or ``None``."""
    return read_date(tree).day


def read_date(tree: Any) -> PageDate:
    """The page's publication date and the publication values that are no date."""
    metas: dict[str, str] = {}
    for meta in tree.iter("meta"):
        key = (meta.get("property") or meta.get("name") or meta.get("itemprop") or "").lower()
        content = meta_content(meta)
        if key and content and key not in metas:
            metas[key] = content
    month_first = _month_first(tree, metas)
    declared = [*(metas[name] for name in _META_NAMES if name in metas), *_ld_values(tree)]
    unreadable = tuple(
        " ".join(value.split())[:80]
        for value in declared
        if value.strip() and not date_text(value, month_first=month_first)
    )
    found = _chosen(tree, metas, month_first)
    if found:
        return PageDate(found, unreadable, "markup")
    generator = " ".join(tree.xpath("//meta[@name='generator']/@content")).lower()
    if "mediawiki" in generator or any(_living(node) for node in ld_nodes(tree)):
        return PageDate(None, unreadable, "none")  # a wiki's creation does not date its text
    found = _htmldate(tree)
    return PageDate(found, unreadable, "htmldate" if found else "none")


def _htmldate(tree: Any) -> str | None:
    """htmldate's markup-only search (``extensive_search=False``: no guess from running text)
    over a copy of the page without what the rules above refuse: links and teaser blocks
    (other articles' dates), comments, updates, citations' access dates."""
    trusted = copy.deepcopy(tree)
    for node in [one for one in trusted.iter("span", "time", "small", "p", "div", "li")
                 if len(one.text_content()) <= 80 and not one.xpath(".//a")
                 and beside_headline(one)]:  # fmt: skip
        if node.getparent() is not None:
            node.getparent().remove(node)  # a teaser's date beside its headline link
    for node in list(trusted.iter()):
        if not isinstance(node.tag, str) or node.getparent() is None:
            continue
        if node.tag == "a" or _NOT_PAGE_DATE.search(_marks(node)) or _ELSEWHERE.search(
            node.get("class") or ""
        ) or (node.tag == "time" and _an_update(node)):
            node.getparent().remove(node)  # with its tail: a date never hides there alone
        elif node.tag == "meta" and _UPDATE.search(
            f"{node.get('name') or ''} {node.get('property') or ''} {node.get('itemprop') or ''}"
        ):
            node.getparent().remove(node)  # article:modified_time
        elif len(text := node.text_content()) <= 100 and (
            _UPDATE.search(text)
            or (_DATE_MARK.search(_marks(node)) and is_phrase(text))
        ):
            node.getparent().remove(node)  # "Updated on April 21, 2015", "Report of May 8 on …"
    try:
        found = find_date(trusted, original_date=True, extensive_search=False)
    except Exception:  # a third-party parser boundary: a page date is never worth a crash
        return None
    return date_text(found)


def _chosen(tree: Any, metas: dict[str, str], month_first: bool | None) -> str | None:
    stamp = _first(_stamps(tree, metas), month_first)
    if stamp and not _utc_instant(stamp[0]):
        return stamp[1]  # a day as the publisher wrote it: nothing printed moves it
    printed = _first(_bylines(tree), month_first) or _first(_marked(tree), month_first)
    local = _first(_url_days(tree, metas), month_first)
    chosen = stamp or printed or local
    if chosen is None:
        return None
    if _utc_instant(chosen[0]):
        # a UTC (or zoneless) instant: the publisher's own day, printed or in the URL, may
        # be the one before (11:26 pm EST on the 19th is 04:26 UTC on the 20th)
        day = date.fromisoformat(chosen[1])
        if _prints_stamp_day(tree, day, month_first):
            return chosen[1]  # the page prints the stamp's own day: its zone's (CNN's GMT)
        yearless = (date_text(value, month_first=month_first, year=day.year)
                    for value in chain(_bylines(tree), _marked(tree), _updated(tree)))  # fmt: skip
        witnesses = chain((local and local[1], printed and printed[1]),
                          (next(filter(None, yearless), None) for _ in (0,)))  # fmt: skip
        for witness in witnesses:
            if witness and (day - date.fromisoformat(witness)).days == 1:
                return witness
        # a date printed where no rule above looks (Forward's "<p>By <a>…</a> <span>December
        # 28, 2016</span></p>" under a 01:32Z stamp of the 29th): htmldate's markup search
        witness = _htmldate(tree)
        if witness and (day - date.fromisoformat(witness)).days == 1:
            return witness
    return chosen[1]


_UTC_PRINTED = re.compile(r"\b(?:GMT|UTC)\b(?![+-]\d)")
"""A printed time in UTC (``Updated 0339 GMT (1139 HKT) November 19, 2019``)."""


def _prints_stamp_day(tree: Any, day: date, month_first: bool | None) -> bool:
    """The page's first printed publication date (a byline, else a date-marked element) is
    the UTC stamp's own day (``November 20, 2019 / 1:07 AM`` under 06:07Z on the 20th), or
    the page prints a time of that day in GMT/UTC (``Updated 0339 GMT (1139 HKT) November
    19, 2019``): its days are the stamp's, and neither a URL's day nor a markup guess of the
    day before moves it."""
    for value in chain(_bylines(tree), _marked(tree)):
        if iso_day(value) is not None:
            continue  # a <time datetime>: the machine's stamp again, not a printed day
        printed = date_text(value, month_first=month_first, year=day.year)
        if printed is not None:
            return printed == day.isoformat()
    return any(_UTC_PRINTED.search(value)
               and date_text(value, month_first=month_first, year=day.year) == day.isoformat()
               for value in _updated(tree))  # fmt: skip


def _utc_instant(value: str) -> bool:
    """A timestamp with a time of day and no offset other than UTC's."""
    return bool(_INSTANT.search(value)) and not _LOCAL_OFFSET.search(value)


def page_date(html: str) -> str | None:
    """The declared publication date of the page ``html``, or ``None`` (unparsable too)."""
    try:
        tree = lxml.html.fromstring(html)
    except (ValueError, lxml.etree.ParserError):
        return None
    return stated_date(tree)
