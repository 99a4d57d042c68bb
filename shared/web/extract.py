"""Main text of a page: HTML through trafilatura, plain text as it is.

The result is a :class:`DocumentText`: title, publication date when the page states one,
language when declared, and the main text with navigation, footers and other boilerplate
dropped. Paragraphs (and headings, lists, tables, quotes) are separated by one blank line;
lines inside a block (list items, table rows, ``<br>``) by a single newline. Claims take
their verbatim spans and character offsets from ``DocumentText.text``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import trafilatura
from trafilatura.settings import Document
from trafilatura.xml import xmltotxt

from shared.errors import InputError
from shared.text.clutter import drop_keeping_tail, prune_clutter
from shared.text.pubdate import meta_content, read_date
from shared.web.charset import decode_body
from shared.web.counters import (
    EXTRACT_PRUNED_TOTAL,
    EXTRACT_TOTAL,
    PAGE_DATE_TOTAL,
    PAGE_DATE_UNREADABLE_TOTAL,
)
from shared.web.errors import EmptyExtraction
from shared.web.fetcher import FetchedPage
from shared.web.genre import page_genre

__all__ = ["DocumentText", "extract_html", "extract_page", "extract_plain"]

_DATE_PARAMS = {"extensive_search": False, "original_date": True}
"""trafilatura's own date guess is not used (see ``DocumentText.date``); kept cheap."""
_BLANK_RUNS = re.compile(r"\n[ \t]*\n\s*")
_SPACES = re.compile(r"[ \t\u00a0]+")
_LAYOUT_CELL = "./row/cell/p[string-length(normalize-space(.)) > 200]"
"""A table cell holding a prose paragraph (over 200 characters): the table lays out a page."""
_LINK_PARAGRAPH_CHARS = 300
_LINK_SHARE = 0.75
"""A paragraph of at most 300 characters, 75% of them link text, points elsewhere."""


@dataclass(frozen=True, slots=True)
class DocumentText:
    """The text of one document, ready for claim extraction."""

    url: str | None
    """Where the document came from (the final URL after redirects when fetched)."""

    title: str | None
    """The page's title, whitespace-normalised."""

    text: str
    """Main text; blocks separated by a blank line. Never empty."""

    date: str | None = None
    """Publication date the page declares in its markup, ISO ``YYYY-MM-DD``
    (``shared.text.pubdate``): never a modified/"Last updated" date nor a date guessed from
    the text, since claims anchor relative days ("yesterday") on it."""

    language: str | None = None
    """Language tag declared by the page (``<html lang>``, content-language, og:locale)."""

    genre: str | None = None
    """Genre the page declares itself in its markup, ``opinion`` or ``review``
    (``shared.web.genre``): its sentences are the writer's view, not facts to read alone."""

    quoted: tuple[tuple[int, int], ...] = ()
    """Character ranges ``(start, end)`` of ``text`` the page quotes from elsewhere: its
    ``<blockquote>`` blocks (another outlet's paragraph, a statement, an embedded post, a
    pull quote). They are read as context, never as the page's own statements."""


def _clean_block(block: str) -> str:
    lines = (_SPACES.sub(" ", line).strip() for line in block.splitlines())
    return "\n".join(line for line in lines if line)


def _one_line(value: str | None) -> str | None:
    if value is None:
        return None
    cleaned = " ".join(value.split())
    return cleaned or None


_LOGO = re.compile(r"\blogo\b", re.IGNORECASE)


def _declared_titles(tree: Any) -> tuple[list[str], set[str]]:
    """The headlines the page's metadata declares (``og:title``, ``twitter:title``, then each
    ``<title>`` without its `` - SITE``/`` | SITE`` tail) and its site names, lower-cased."""
    metas: dict[str, str] = {}
    for meta in tree.iter("meta"):
        key = (meta.get("property") or meta.get("name") or "").lower()
        value = meta_content(meta)
        if key and value and key not in metas:
            metas[key] = " ".join(value.split())
    sites = {metas[k].lower() for k in ("og:site_name", "application-name") if k in metas}
    heads = [metas[k] for k in ("og:title", "twitter:title") if metas.get(k)]
    for node in tree.iter("title"):
        whole = " ".join(node.text_content().split())
        parts = re.split(r"\s+[-|–—]\s+", whole)
        if len(parts) > 1:
            sites.add(parts[-1].lower())
            whole = " - ".join(parts[:-1])
        if whole:
            heads.append(whole)
    return heads, sites


def _headline(title: str | None, declared: tuple[list[str], set[str]]) -> str | None:
    """The extractor's title, unless it is publisher furniture (a logo's label, the site's
    own name: POLITICO's "POLITICO Politico Logo"); then the first declared headline that
    is none."""
    heads, sites = declared

    def furniture(text: str | None) -> bool:
        return not text or bool(_LOGO.search(text)) or text.lower() in sites

    if not furniture(title):
        return title
    return next((h for h in heads if not furniture(h)), title)


def _declared_language(tree: Any) -> str | None:
    for value in (
        tree.get("lang"),
        tree.get("{http://www.w3.org/XML/1998/namespace}lang"),
        *tree.xpath(
            "//meta[translate(@http-equiv,'CONTENT-LANGUAGE','content-language')"
            "='content-language']/@content"
        ),
        *tree.xpath("//meta[@property='og:locale']/@content"),
    ):
        tag = str(value).strip().split(",")[0].strip().replace("_", "-")
        if tag:
            return tag
    return None


def _rendered(node: Any) -> Iterator[str]:
    """The text blocks of one body element. A layout table (a cell holds a prose paragraph:
    a page laid out in a table) gives its cells' blocks in order, not a grid of pipes."""
    if node.tag != "table" or not node.xpath(_LAYOUT_CELL):
        yield _clean_block(xmltotxt(node, False))
        return
    for row in node.iterchildren("row"):
        for cell in row.iterchildren("cell"):
            if cell.text and cell.text.strip():
                yield _clean_block(cell.text)
            for child in cell:
                yield from _rendered(child)
                if child.tail and child.tail.strip():
                    yield _clean_block(child.tail)


_CUT_END_RX = re.compile(r"(?:\w+[\s,]+){5,}[a-z]+,?$")
"""A block that stops mid-sentence: six words or more, the last one lower case, no stop."""
_GOES_ON_RX = re.compile(r"[a-z][a-z\d'\u2019-]*\s+[^\n]*[.!?][\"'\u201d\u2019)]*$")
"""A line that opens in lower case on a word and ends as a sentence does: the rest of one
(a byline, ``by Jeff Foust``, ends in no stop; a brand's ``iPhone`` or ``eBay`` opens a
sentence of its own)."""
_CODE_RX = re.compile(r"[{};=<>|]|^\s*(?://|#|\$)")
"""Code, a table or a shell line, not prose: never joined (``// create a pointer ...``)."""


def _joined(blocks: Iterator[tuple[str, bool]]) -> Iterator[str]:
    """The blocks, a sentence cut in two by the page's markup joined again: a paragraph that
    stops mid-sentence (``... before an English crowd``) and the next one that goes on in lower
    case and ends with a stop (``that's hissing and ... until a point.``), where an ad slot
    split one ``<p>`` into two. A list item, a heading (``True`` beside its block), a heading
    before its byline (``by Jeff Foust``) or a line ending in a stop is never joined."""
    held: str | None = None
    heading = False
    for block, head in blocks:
        if not block:
            continue
        if (held is not None and not heading and not head and "\n" not in held[-80:]
                and _CUT_END_RX.search(held[-80:])
                and _GOES_ON_RX.match(block.split("\n", 1)[0])
                and not _CODE_RX.search(held) and not _CODE_RX.search(block)):  # fmt: skip
            held = f"{held} {block}"
            continue
        if held is not None:
            yield held
        held, heading = block, head
    if held is not None:
        yield held


_COMMENTS_HEADING = re.compile(
    r"(?:\d+\s+)?(?:(?:visitor|reader|readers'?|user)s?\s+)?comments?(?:\s*\(\d+\))?\s*:?"
    r"|(?:add|leave|post|write|submit)\s+(?:a|your)\s+comment\s*[:.!]?"
    r"|comments?\s+(?:are|is)\s+closed\.?|join the discussion\s*[:.!]?",
    re.IGNORECASE,
)
"""A block that is wholly the heading of the page's reader-comment section ("Visitor
comments", "Reader Comments (2)", "2 Comments", "Add your comment"): commenters' posts
follow it, never the article's text."""


def _before_comments(blocks: Iterator[tuple[str, bool]]) -> Iterator[tuple[str, bool]]:
    """The blocks up to a reader-comment section's heading (not the first block), counted
    as ``comments_section`` when one is cut."""
    for index, (block, head) in enumerate(blocks):
        if index and _COMMENTS_HEADING.fullmatch(block.strip()):
            EXTRACT_PRUNED_TOTAL.labels(reason="comments_section").inc()
            return
        yield block, head


def _render(body: Any) -> str:
    if body is None:
        return ""
    blocks = ((block, child.tag == "head") for child in body for block in _rendered(child))
    return "\n\n".join(_joined(_before_comments(blocks)))


def _quoted_ranges(body: Any, text: str) -> tuple[tuple[int, int], ...]:
    """Where each ``<quote>`` block of trafilatura's ``body`` (a ``<blockquote>`` of the
    page) sits in the rendered ``text``, in order; a block not found as rendered is left
    out (its text is then read as the page's)."""
    ranges: list[tuple[int, int]] = []
    cursor = 0
    for quote in [] if body is None else body.iter("quote"):
        if any(ancestor.tag == "quote" for ancestor in quote.iterancestors()):
            continue  # inside a quote already counted
        block = _clean_block(xmltotxt(quote, False))
        at = text.find(block, cursor) if block else -1
        if at < 0:
            continue
        ranges.append((at, at + len(block)))
        cursor = at + len(block)
    return tuple(ranges)


def _drop_link_paragraphs(tree: Any) -> int:
    """Remove every short ``<p>`` whose text is mostly link text (a pointer to another page:
    "Read more: …", "Related: …", a bare URL); how many went. Article sentences with a link
    in them keep most of their words outside it."""
    dropped = 0
    for paragraph in list(tree.iter("p")):
        text = " ".join(paragraph.text_content().split())
        parent = paragraph.getparent()
        if not text or len(text) > _LINK_PARAGRAPH_CHARS or parent is None:
            continue
        linked = sum(len(" ".join(link.text_content().split())) for link in paragraph.iter("a"))
        if linked >= _LINK_SHARE * len(text):
            drop_keeping_tail(paragraph)
            dropped += 1
    return dropped


_PROMO_HREF_RX = re.compile(
    r"^(?:https?:)?//(?:apps\.apple\.com|itunes\.apple\.com|play\.google\.com|"
    r"[^/]*\.app\.link|eepurl\.com|[^/]*\.list-manage\.com)/"
    r"|^(?:https?:)?//(?:[^/]*\.newsmemory\.com|subscribe\.[^/]+)(?:[/?#]|$)"
    r"|/(?:subscribe|subscriptions?|newsletters?|signup|sign-up|e-?edition)/?(?:[?#]|$)"
    r"|(?:sign-?up|subscribe)-(?:to-)?(?:[a-z]+-)?newsletter|newsletter-(?:sign-?up|subscribe)",
    re.IGNORECASE,
)
"""Where a publisher's pitch points: an app store (``apps.apple.com``, ``play.google.com``),
a newsletter sign-up (``eepurl.com``, ``/newsletters``, ``/sign-up-newsletter-...``), a
subscription or e-edition page (``/subscribe``, ``subscribe.wsj.com``, ``newsmemory.com``).
A newsletter's issue (``/newsletters/playbook/2019/12/19/...``, cited by a story) is none."""
_MAILTO_RX = re.compile(r"^mailto:[^?@\s]+@", re.IGNORECASE)
"""A link to an e-mail address (not a ``mailto:?subject=`` share button)."""
_PROMO_BLOCKS = ("p", "h2", "h3", "h4")


def _drop_promo_paragraphs(tree: Any) -> int:
    """Remove every short paragraph or heading (at most 300 characters) holding a link to an
    app store or to the publisher's subscription or newsletter sign-up page, and every short
    paragraph holding a link to an e-mail address: a pitch or a contact line around the story
    ("For the latest stories and breaking news updates download the Nationnews apps for iOS
    and Android.", "Click here to subscribe to The Paradigm Newsletter", "Follow The Gleaner
    on Twitter ... or email us at ...", "Write to Al Root at ..."), not its text; how many
    went. A story's paragraph about an app names it without linking to its store; a box
    (``<div>``) is left whole, since a paywalled snippet holds the story beside its
    "Subscribe" link."""
    dropped = 0
    for block in list(tree.iter(*_PROMO_BLOCKS)):
        if block.getparent() is None or _top_of(block) is not _top_of(tree):
            continue  # inside a block removed already
        text = " ".join(block.text_content().split())
        if not text or len(text) > _LINK_PARAGRAPH_CHARS:
            continue
        hrefs = [(link.get("href") or "").strip() for link in block.iter("a")]
        if (any(_PROMO_HREF_RX.search(href) for href in hrefs)
                or (block.tag == "p" and any(_MAILTO_RX.match(href) for href in hrefs))):
            drop_keeping_tail(block)
            dropped += 1
    return dropped


def _top_of(node: Any) -> Any:
    """The root of the tree ``node`` hangs in (another one once a block around it is gone)."""
    while node.getparent() is not None:
        node = node.getparent()
    return node


def _empty(url: str | None, what: str) -> EmptyExtraction:
    EXTRACT_TOTAL.labels(outcome="empty").inc()
    return EmptyExtraction(
        f"no main text found in {what}",
        where=url,
        hint="the page is empty, all boilerplate, or built by JavaScript; "
        "the log's content or snippet is used instead",
    )


def extract_html(
    html: str | bytes, *, url: str | None = None, keep_clutter: bool = False
) -> DocumentText:
    """Main text, title, date and language of an HTML page; ``EmptyExtraction`` if none.

    Aside, related-link, teaser and gallery blocks, paragraphs that are a link ("Read
    more: …", "[Related: …]", "Subscribe to … on YouTube") and short paragraphs linking to an
    app store or a subscription page (``promo_paragraph``) are dropped first and counted
    (``shared.text.clutter``, ``link_paragraph``) unless ``keep_clutter`` (long documents
    read gallery captions as figures)."""
    source = decode_body(html).text if isinstance(html, bytes) else html
    tree = trafilatura.load_html(source) if source.strip() else None
    if tree is None:
        raise _empty(url, "an empty or unparsable HTML page")
    language = _declared_language(tree)
    published = read_date(tree)  # before trafilatura prunes the tree
    declared = _declared_titles(tree)
    genre = page_genre(tree, url)
    PAGE_DATE_TOTAL.labels(outcome=published.source).inc()
    PAGE_DATE_UNREADABLE_TOTAL.inc(len(published.unreadable))
    for reason, count in ({} if keep_clutter else prune_clutter(tree)).items():
        EXTRACT_PRUNED_TOTAL.labels(reason=reason).inc(count)  # sidebars, related, galleries
    if not keep_clutter:
        EXTRACT_PRUNED_TOTAL.labels(reason="link_paragraph").inc(_drop_link_paragraphs(tree))
        EXTRACT_PRUNED_TOTAL.labels(reason="promo_paragraph").inc(_drop_promo_paragraphs(tree))
    try:
        result = trafilatura.bare_extraction(
            tree,
            url=url,
            with_metadata=True,
            include_comments=False,
            include_tables=True,
            date_extraction_params=_DATE_PARAMS,
        )
    except Exception as exc:  # a third-party parser boundary: no raw error crosses it
        EXTRACT_TOTAL.labels(outcome="error").inc()
        raise InputError(
            f"the HTML extractor failed on this page: {type(exc).__name__}: {exc}",
            where=url,
            hint="the page's markup is broken; save a cleaned copy under pages_dir",
        ) from exc
    if not isinstance(result, Document):
        raise _empty(url, "the HTML page")
    text = _render(result.body)
    quoted = _quoted_ranges(result.body, text)
    if not text and result.text:
        text = _BLANK_RUNS.sub("\n\n", result.text).strip()
    if not text:
        raise _empty(url, "the HTML page")
    EXTRACT_TOTAL.labels(outcome="ok").inc()
    return DocumentText(
        url=url,
        title=_headline(_one_line(result.title), declared),
        text=text,
        date=published.day,
        language=language or _one_line(result.language),
        genre=genre,
        quoted=quoted,
    )


def extract_plain(text: str, *, url: str | None = None, title: str | None = None) -> DocumentText:
    """A plain-text document: blank-line paragraphs kept, whitespace tidied."""
    paragraphs = (_clean_block(part) for part in _BLANK_RUNS.split(text.replace("\r\n", "\n")))
    body = "\n\n".join(part for part in paragraphs if part)
    if not body:
        raise _empty(url, "the plain text")
    EXTRACT_TOTAL.labels(outcome="ok").inc()
    return DocumentText(url=url, title=_one_line(title), text=body)


def extract_page(page: FetchedPage) -> DocumentText:
    """Main text of a fetched page, by its content type."""
    if page.content_type == "text/plain":
        return extract_plain(page.text, url=page.final_url)
    return extract_html(page.text, url=page.final_url)
